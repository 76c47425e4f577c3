/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_melee.c - phase D (digest 4.4, 4.5): for each charge that reached
 * contact, and each pair locked by last turn's tie, step by step to the
 * end before the next: 1 close assault fire by a defender standing to
 * receive (6.25 [P] table), 2 melee (d10 + 6.4 value + modifiers, higher
 * wins), 3 the winner's casualty roll, 4 the loser's flee.  Pairs go by
 * defender, then charger, in casting order; a dead defender ends his
 * remaining pairs (6.12).
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

#define LONGARMS ((1u << GL_W_SBM) | (1u << GL_W_MLR) | (1u << GL_W_RMK) | \
	(1u << GL_W_BLC) | (1u << GL_W_BLR) | (1u << GL_W_MAG))

int
gl_melee_value(const struct gl_game *g, int m)
{
	const struct gl_man *a = &g->man[m];
	unsigned w = a->weapons;
	int row = 0, best, r;
	const int *v = &g->r.melee_value[0][0];

	(void)v;
	best = g->r.melee_value[0][a->training];
#define TRY(cond, rw) do {						\
	if (cond) {							\
		r = g->r.melee_value[rw][a->training];			\
		if (r > best) best = r, row = rw;			\
	}								\
} while (0)
	TRY(w & ((1u << GL_W_KNIFE) | (1u << GL_W_HATCHET) |
	    (1u << GL_W_CLUB) | (1u << GL_W_PISTOL) | (1u << GL_W_REVOLVER)), 1);
	TRY(w & LONGARMS, 2);
	TRY((w & LONGARMS) && (w & (1u << GL_W_BAYONET)), 3);
	TRY(w & (1u << GL_W_SPEAR), 4);
	TRY(w & (1u << GL_W_SWORD), 5);
	TRY((w & (1u << GL_W_LANCE)) && a->type == GL_MOUNTED, 6);
#undef TRY
	(void)row;
	return best;
}

/* Close assault fire of defender t at charger c; 1 if c is out of it. */
static int
caf(struct gl_game *g, int t, int c, int counter, int fired, unsigned *used,
    struct dice *d, struct event_log *log)
{
	static const char *const rows[] = { "pistol", "hatchet", "rifle",
		"javelin" };
	struct gl_man *a = &g->man[t], *b = &g->man[c];
	unsigned w = a->weapons;
	int row = -1, r, mod;

	if ((w & ((1u << GL_W_PISTOL) | (1u << GL_W_REVOLVER))) &&
	    !(*used & 1))
		row = 0;
	else if (counter)
		return 0;
	else if ((w & ((1u << GL_W_HATCHET) | (1u << GL_W_KNIFE))) &&
	    !(*used & 2))
		row = 1;
	else if ((w & LONGARMS) && !fired && !(*used & 4))
		row = 2;
	else if ((w & (1u << GL_W_JAVELIN)) && !fired && !(*used & 8))
		row = 3;
	if (row < 0)
		return 0;
	*used |= 1u << row;
	r = gl_roll(d);
	mod = a->wounds ? g->r.caf_wounded_mod : 0;
	if (r + mod <= g->r.caf_kill[row]) {
		gl_say(log, gl_mask_men(g, t, c), "%s close assault fire (%s) "
		    "at %s: d10 %d%+d, %s KILLED", a->id, rows[row], b->id, r,
		    mod, b->id);
		event_kind(log, EVENT_K_LOSS);
		b->status = GL_ST_DEAD;
		return 1;
	}
	if (r + mod <= g->r.caf_wound[row]) {
		gl_say(log, gl_mask_men(g, t, c), "%s close assault fire (%s) "
		    "at %s: d10 %d%+d, %s wounded", a->id, rows[row], b->id, r,
		    mod, b->id);
		b->wounds++;
		if (b->wounds >= 4) {
			b->status = GL_ST_DEAD;
			return 1;
		}
		if (b->wounded_flee) {
			gl_flee(g, c, -1, d, log);
			return 1;
		}
		return 0;
	}
	gl_say(log, gl_mask_men(g, t, c), "%s close assault fire (%s) at %s: "
	    "d10 %d%+d, miss", a->id, rows[row], b->id, r, mod);
	return 0;
}

static int
strength_mod(const struct gl_game *g, int m, int foe, int defending,
    int charging)
{
	const struct gl_man *a = &g->man[m], *b = &g->man[foe];
	int mod = 0, i;

	if (a->type == GL_MOUNTED && b->type == GL_FOOT)
		mod += g->r.melee_mounted_foot;
	if (charging && a->type == GL_MOUNTED &&
	    (a->weapons & (1u << GL_W_LANCE)))
		mod += g->r.melee_lance;
	if (a->wounds)
		mod += g->r.melee_wounded;
	if (a->demor)
		mod += g->r.melee_demor;
	if (!defending)
		return mod;
	if (!plane_in_arc(gl_pt(a->x, a->y), a->facing, 135, gl_pt(b->x,
	    b->y)))
		mod += g->r.melee_rear;
	if (gl_area_at(g, a->x, a->y) == GL_A_ROUGH)
		mod += g->r.melee_rough;
	for (i = 0; i < g->nline; i++)
		if (g->line[i].kind == GL_L_WALL_LOW && gl_crosses(g, a->x,
		    a->y, b->x, b->y, &(int){ 0 }) >= 0) {
			mod += g->r.melee_wall;
			break;
		}
	/* the elevation bonus: higher ground, or a fortification's
	 * platform (9.42) */
	if (gl_elev(g, a->x, a->y) > gl_elev(g, b->x, b->y) ||
	    gl_area_at(g, a->x, a->y) == GL_A_PLATFORM)
		mod += g->r.melee_high;
	return mod;
}

/* The winner's roll on the melee casualty chart against the loser, who
 * dies, or flees (wounded or not) 50 yd from the winner. */
static void
outcome(struct gl_game *g, int win, int lose, int margin, struct dice *d,
    struct event_log *log, int *died, int *nd)
{
	unsigned mask = gl_mask_men(g, win, lose);
	int r = gl_roll(d), mod = margin >= g->r.mcas_big_win ?
	    g->r.mcas_big_mod : 0;

	if (r + mod <= g->r.mcas_kill_max) {
		gl_say(log, mask, "%s wins; casualty d10 %d%+d: %s KILLED",
		    g->man[win].id, r, mod, g->man[lose].id);
		event_kind(log, EVENT_K_LOSS);
		g->man[lose].status = GL_ST_DEAD;
		died[(*nd)++] = lose;
		return;
	}
	gl_say(log, mask, "%s wins; casualty d10 %d%+d: %s %sflees",
	    g->man[win].id, r, mod, g->man[lose].id,
	    r + mod <= g->r.mcas_wound_max ? "wounded, " : "");
	if (r + mod <= g->r.mcas_wound_max && ++g->man[lose].wounds >= 4) {
		g->man[lose].status = GL_ST_DEAD;
		died[(*nd)++] = lose;
		return;
	}
	gl_flee(g, lose, win, d, log);
}

/* A prone defender charged (4.5): he stands at once against a charge
 * from his front that started more than 10 yd away; otherwise he must
 * try to stand (stand_cost + face_cost MP of his allowance): on success
 * he melees without close assault fire, on failure he loses.  Returns 0
 * standing, 1 no CAF, 2 lost.  A wounded man does not count as prone. */
static int
prone_defender(struct gl_game *g, const struct gl_plan *plan, int c, int t,
    struct event_log *log)
{
	struct gl_man *T = &g->man[t];
	struct plane_pt from = gl_pt(plan[c].sx, plan[c].sy);
	int front, far, mp;

	if (!T->prone || T->wounds) {
		T->prone = 0;
		return 0;
	}
	T->prone = 0;
	front = plane_in_arc(gl_pt(T->x, T->y), T->facing, 45, from);
	far = plane_cmp_dist(gl_pt(T->x, T->y), from, 10 * GL_YD) > 0;
	/* digest 9.10: the rules are silent on a front charge from 10 yd
	 * or less; read as a side or rear charge unless the switch
	 * prone_close_is_front says a front one */
	if (front && (far || g->r.prone_close_is_front))
		return 0;
	mp = gl_allowance(g, t, 0) / g->r.yd_per_mp;
	if (mp >= g->r.stand_cost + g->r.face_cost) {
		gl_say(log, gl_mask_men(g, c, t), "%s, prone, gets up in time "
		    "(no close assault fire)", T->id);
		return 1;
	}
	gl_say(log, gl_mask_men(g, c, t), "%s, prone, cannot get up in time",
	    T->id);
	return 2;
}

/* One melee between charger c and defender t (counter: t counter-
 * charged, so no terrain for him); deaths into died[]. */
static void
melee(struct gl_game *g, int c, int t, int counter, struct dice *d,
    struct event_log *log, int *died, int *nd)
{
	struct gl_man *A = &g->man[c], *B = &g->man[t];
	int ra = gl_roll(d), rb = gl_roll(d);
	int sa = ra + gl_melee_value(g, c) + strength_mod(g, c, t, 0, 1);
	int sb = rb + gl_melee_value(g, t) + strength_mod(g, t, c, !counter,
	    0);
	unsigned mask = gl_mask_men(g, c, t);

	gl_say(log, mask, "melee %s against %s: d10 %d -> %d, d10 %d -> %d",
	    A->id, B->id, ra, sa, rb, sb);
	if (sa == sb) {
		if (A->tie_flee || B->tie_flee) {
			if (A->tie_flee)
				gl_flee(g, c, -1, d, log);
			if (B->tie_flee && gl_able(B))
				gl_flee(g, t, -1, d, log);
			return;
		}
		A->locked = t + 1;
		B->locked = c + 1;
		gl_say(log, mask, "%s and %s are locked in combat", A->id,
		    B->id);
		return;
	}
	A->locked = B->locked = 0;
	outcome(g, sa > sb ? c : t, sa > sb ? t : c, sa > sb ? sa - sb :
	    sb - sa, d, log, died, nd);
}

void
gl_melee_phase(struct gl_game *g, struct gl_plan *plan,
    const int *contact, const int *fired, struct dice *d,
    struct event_log *log)
{
	int died[GL_MAX_MEN * 2], nd = 0, t, c, counter, out, pr;
	unsigned used[GL_MAX_MEN];
	struct gl_mq q;

	memset(used, 0, sizeof used);
	memset(&q, 0, sizeof q);
	/* last turn's ties fight again, no CAF */
	for (c = 0; c < g->nman; c++) {
		t = g->man[c].locked - 1;
		if (t > c && gl_able(&g->man[c]) && gl_able(&g->man[t]))
			melee(g, c, t, 1, d, log, died, &nd);
	}
	for (t = 0; t < g->nman; t++)
		for (c = 0; c < g->nman; c++) {
			if (contact[c] != t + 1 || plan[c].charge != t ||
			    !gl_able(&g->man[c]) || !gl_able(&g->man[t]))
				continue;
			counter = contact[t] == c + 1 && plan[t].charge < 0;
			pr = prone_defender(g, plan, c, t, log);
			if (pr == 2) {
				outcome(g, c, t, 0, d, log, died, &nd);
				continue;
			}
			out = pr ? 0 : caf(g, t, c, counter, fired[t], &used[t],
			    d, log);
			if (!gl_able(&g->man[c]))
				died[nd++] = c;
			if (out || !gl_able(&g->man[t]))
				continue;
			melee(g, c, t, counter, d, log, died, &nd);
		}
	gl_mq_deaths(g, &q, died, nd);
	gl_mq_run(g, &q, d, log);
}
