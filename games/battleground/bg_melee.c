/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_melee.c - charges and melee (digest 4.10.1, 4.10.3), infantry
 * against infantry: a charger with at least half the target's figures
 * passes a willingness test (its shooting pool at the target, no damage:
 * 1 net hit when it has more figures, else 2), rolls 3D6 and must reach
 * the target's centre; the melees are fought in the melee phase, figure
 * against figure, a D6 each with the digest's modifiers, until one side
 * is gone or surrenders (1/4 or less of the other's figures).  The
 * defender reacts by its R line (bg_react.c); the figures go in by MEL;
 * a melee with a vehicle is bg_vmelee.c's; a unit that surrenders is
 * guarded (bg_prisoner.c); cavalry charges on 4D6 with +1 in round 1.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

/* The charge's test as the map shows a shot (4.10.1 item 2 tests "as
 * if shooting"): the ruler centre to centre and the sight line. */
static void
say_ruled(struct bg_turn *t, int u, int v, const char *txt)
{
	struct plane_pt a = bg_centre(t->g, &t->g->u[u]),
	    b = bg_centre(t->g, &t->g->u[v]);
	struct draw_ruling r[2];

	r[0] = draw_ruler((int)a.x, (int)a.y, (int)b.x, (int)b.y, -1);
	r[1] = draw_sight((int)a.x, (int)a.y, (int)b.x, (int)b.y, 0, 0, 0,
	    t->g->u[u].side);
	bg_say_rulings(t, bg_mask_of(t->g, u, v), r, 2, "%s", txt);
}

void
bg_charge(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u], *y;
	struct bg_order m;
	struct plane_pt c;
	char dice[160], txt[EVENT_TEXT_MAX];
	int v = o->tgt[0][0], net, need;

	if (v < 0 || v >= g->nunits || !bg_alive(&g->u[v]) ||
	    !bg_sees(g, x->side, v) || (g->u[v].veh && x->veh) ||
	    g->u[v].empl) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s cannot "
		    "charge: no such target in sight.", x->id);
		return;
	}
	y = &g->u[v];
	if (!bg_standing(x) || (!x->veh && 2 * bg_nfigs(x) < bg_nfigs(y))) {
		bg_say(t, u, v, "%s may not charge %s (4.10.1: fewer than half "
		    "its figures, or not standing).", x->id, y->id);
		return;
	}
	/* 4.10.1 item 2: the willingness test, as if shooting */
	net = bg_pool_net(t, u, v, dice, sizeof dice);
	need = bg_nfigs(x) > bg_nfigs(y) ? 1 : 2;
	if (net < need) {
		snprintf(txt, sizeof txt, "%s's charge at %s fails its test: "
		    "%s -> %d net, needs %d.", x->id, y->id, dice, net, need);
		say_ruled(t, u, v, txt);
		return;
	}
	snprintf(txt, sizeof txt, "%s charges %s: test %s -> %d net (needs "
	    "%d).", x->id, y->id, dice, net, need);
	say_ruled(t, u, v, txt);
	if (bg_react(t, u, v) != 0) {
		bg_charge_stopped(t, u, v);	/* bg_react.c, 4.10.1 item 6 */
		return;
	}
	g->melee_from[g->nmelee < BG_MAX_MELEE ? g->nmelee : 0] =
	    bg_centre(g, x);
	memset(&m, 0, sizeof m);
	m.unit = u;
	m.act = BG_A_CHARGE_MOVE;
	m.face = m.form = m.bldg = -1;
	m.npts = 1;
	m.pts[0] = bg_centre(g, y);
	m.bldg = y->bldg;
	bg_move(t, u, &m);
	c = bg_centre(g, x);
	if (c.x == m.pts[0].x && c.y == m.pts[0].y && g->nmelee < BG_MAX_MELEE) {
		g->melee[g->nmelee][0] = u;
		g->melee[g->nmelee][1] = v;
		g->nmelee++;
		if (y->hidden)
			bg_reveal(g, v, t->log, "it was charged");
		if (x->hidden)
			bg_reveal(g, u, t->log, "it charged");
		bg_say(t, u, v, "%s reaches %s: melee in the melee phase.",
		    x->id, y->id);
	} else
		bg_say(t, u, v, "%s falls short of %s.", x->id, y->id);
}

/* The figures that fight this round (MEL, bg_react.c): KEEP (the
 * default) sends normal figures first, specials only when they run out;
 * LEADERS sends the leaders in with them; ALL keeps nobody back. */
static int
front(char f, int mode)
{
	if (mode == BG_MEL_ALL)
		return 1;
	return f == 'R' || f == 'E' || f == 'C' || (mode == BG_MEL_LEADERS &&
	    f == 'L');
}

static int
fighters(const struct bg_unit *x, int n, int *idx, int mode)
{
	int i, k = 0;

	for (i = 0; x->figs[i] && k < n; i++)
		if (front(x->figs[i], mode))
			idx[k++] = i;
	for (i = 0; x->figs[i] && k < n; i++)
		if (!front(x->figs[i], mode))
			idx[k++] = i;
	return k;
}

static int
modifier(const struct bg_game *g, const struct bg_unit *x,
    const struct bg_unit *y, char f, int round1, int defender)
{
	int m = 0;

	if (y->grade > x->grade)
		m++;		/* a figure of a lower-grade unit */
	if (f == 'L')
		m++;
	if (f == 'C')
		m++;		/* close-combat figure */
	if (f == 'M')
		m--;
	if (round1 && defender && (x->dug || x->bldg >= 0))
		m++;
	(void)g;
	return m;
}

static void
remove_dead(struct bg_unit *x, const int *dead)
{
	char out[BG_MAX_FIGS + 1];
	int i, k = 0;

	for (i = 0; x->figs[i]; i++)
		if (!dead[i])
			out[k++] = x->figs[i];
	out[k] = '\0';
	memcpy(x->figs, out, (size_t)k + 1);
}

static void
fight(struct bg_turn *t, int a, int d)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[a], *y = &g->u[d];
	int round, n, i, ia[BG_MAX_FIGS], id[BG_MAX_FIGS], ra, rd, loser;
	int dead_a[BG_MAX_FIGS], dead_d[BG_MAX_FIGS], behind, cav;
	char txt[1024];
	size_t l;

	/* 2.8, 4.10.3: charging cavalry against infantry in the open (not
	 * dug in, not in a building [P]): +1 each in round 1 */
	cav = x->cav == BG_CAV_MOUNTED && !y->dug && y->bldg < 0 ?
	    g->ur.cav_melee_bonus : 0;
	behind = !y->dug && y->bldg < 0 &&
	    !plane_in_arc(bg_centre(g, y), y->facing, 90, bg_centre(g, x));
	for (round = 1; round <= 24 && bg_alive(x) && bg_alive(y); round++) {
		n = bg_nfigs(x) < bg_nfigs(y) ? bg_nfigs(x) : bg_nfigs(y);
		fighters(x, n, ia, bg_mel_choice(g, a));
		fighters(y, n, id, bg_mel_choice(g, d));
		memset(dead_a, 0, sizeof dead_a);
		memset(dead_d, 0, sizeof dead_d);
		snprintf(txt, sizeof txt, "Melee %s v %s, round %d:", x->id,
		    y->id, round);
		for (i = 0; i < n; i++) {
			ra = dice_roll(t->dice, 6) + modifier(g, x, y,
			    x->figs[ia[i]], round == 1, 0) +
			    (round == 1 && behind) + (round == 1 ? cav : 0);
			rd = dice_roll(t->dice, 6) + modifier(g, y, x,
			    y->figs[id[i]], round == 1, 1);
			loser = ra > rd ? 1 : rd > ra ? 0 : -1;
			if (loser == 1)
				dead_d[id[i]] = 1;
			else if (loser == 0)
				dead_a[ia[i]] = 1;
			l = strlen(txt);
			snprintf(txt + l, sizeof txt - l, " %c%d-%c%d", x->figs[ia[i]],
			    ra, y->figs[id[i]], rd);
		}
		bg_dead_flags(g, a, dead_a, BG_MAX_FIGS);	/* 4.18 */
		bg_dead_flags(g, d, dead_d, BG_MAX_FIGS);
		remove_dead(x, dead_a);
		remove_dead(y, dead_d);
		l = strlen(txt);
		snprintf(txt + l, sizeof txt - l, "; %s %d figs, %s %d figs.",
		    x->id, bg_nfigs(x), y->id, bg_nfigs(y));
		bg_say(t, a, d, "%s", txt);
		event_kind(t->log, EVENT_K_FIGHT);
		/* 4.10.3: a side with a quarter or less of the other's
		 * figures surrenders */
		if (bg_nfigs(x) > 0 && 4 * bg_nfigs(x) <= bg_nfigs(y))
			bg_surrender(t, a, d);
		else if (bg_nfigs(y) > 0 && 4 * bg_nfigs(y) <= bg_nfigs(x))
			bg_surrender(t, d, a);
	}
	if (!bg_alive(x) && !x->gone) {
		x->gone = 1;
		x->lost_turn = g->turn;
	}
	if (!bg_alive(y) && !y->gone) {
		y->gone = 1;
		y->lost_turn = g->turn;
	}
	/* winners are marked run; dug-in markers go */
	if (bg_alive(x)) {
		x->run = 1;
		x->dug = 0;
	}
	if (bg_alive(y)) {
		y->run = 1;
		y->dug = 0;
	}
}

void
bg_melee_phase(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	int k, a, d;

	for (k = 0; k < g->nmelee; k++) {
		a = g->melee[k][0];
		d = g->melee[k][1];
		if (!bg_alive(&g->u[a]) || !bg_alive(&g->u[d]))
			continue;
		if (g->u[a].veh || g->u[d].veh) {
			bg_vmelee(t, k);	/* 4.10.4 */
			bg_sight_update(g, t->log);
			continue;
		}
		/* 4.10.3: non-standing units engaged by 3x their figures
		 * surrender before any round */
		if (!bg_standing(&g->u[d]) &&
		    bg_nfigs(&g->u[a]) >= g->ur.ns_surrender *
		    bg_nfigs(&g->u[d])) {
			bg_say(t, a, d, "%s surrenders to %s without a fight.",
			    g->u[d].id, g->u[a].id);
			event_kind(t->log, EVENT_K_LOSS);
			bg_surrender(t, d, a);
			continue;
		}
		fight(t, a, d);
		bg_sight_update(g, t->log);
	}
	g->nmelee = 0;
}
