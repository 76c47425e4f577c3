/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_options.c - the digest's optional rules as scenario switches:
 *
 *   OPTIONS directional_armour=on quality_defence=on retreat_rout=on
 *           arty_per_turn=on
 *
 * directional_armour (4.20a): a vehicle shot at from its side or rear
 *   (the quarters cut by the model's two diagonals; on a diagonal: the
 *   side [P]) has dir_side / dir_rear fewer red dice (rules.json
 *   "options", [P] 1 and 2, never under 0), and no flank blue die.
 * quality_defence (4.20c): every infantry unit shot at adds red dice by
 *   its grade (quality_red: A 4, B 3, C 2, D 1); vehicles keep their
 *   armour [P].
 * retreat_rout (4.20d): infantry losing 1/3 or more of its figures to
 *   one shooting attack rolls 1 die (2 with a leader) on its base grade;
 *   no net hit: it falls back 1D6 from the firer, facing it; at 1/2 or
 *   more it routs instead (2D6 away, ROUTING): a routing unit does not
 *   fire and tests again on each of its side's move cards (a net hit
 *   rallies it, else it routs again).
 * arty_per_turn (3.3 variant): the random-artillery pool is drawn once a
 *   turn in the special actions phase, not on every 5 and 6.
 * specialized_h (4.20b): an infantry unit's heavy weapons are of the
 *   kind its scenario line names (HTYPE AP: machine guns, AT: bazookas,
 *   PIATs, panzerfausts, FT: flamethrowers; none: generic): AP ones give
 *   their blue die against infantry and unarmoured vehicles, AT ones
 *   against vehicles, FT against both; AT and FT only within
 *   h_short_range (6").  An H always counts as a shooter; a unit whose H
 *   does not count against an armoured vehicle halves as one without H.
 * passenger_fire (4.5): passengers may fire from their vehicle, one grade
 *   lower (bg_shoot.c), their own vehicle not in their way (bg_sight.c);
 *   having fired, the enemy knows of them (bg_passenger_fired).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rules_tables.h"
#include "bg.h"

static const char *const opt_names[BG_NOPT] = {
	"directional_armour", "quality_defence", "retreat_rout",
	"arty_per_turn", "passenger_fire", "specialized_h"
};

int
bg_options_kw(struct bg_game *g, char **tok, int n, char *err, size_t en)
{
	const char *v;
	size_t kl;
	int i, k, on;

	for (i = 1; i < n; i++) {
		if ((v = strchr(tok[i], '=')) == NULL) {
			snprintf(err, en, "OPTIONS key=on|off, not %s", tok[i]);
			return -1;
		}
		kl = (size_t)(v - tok[i]);
		v++;
		for (k = 0; k < BG_NOPT; k++)
			if (strlen(opt_names[k]) == kl &&
			    strncasecmp(tok[i], opt_names[k], kl) == 0)
				break;
		on = strcasecmp(v, "on") == 0 ? 1 : strcasecmp(v, "off") == 0 ?
		    0 : -1;
		if (k == BG_NOPT || on < 0) {
			snprintf(err, en, "unknown option %s (directional_armour"
			    " quality_defence retreat_rout arty_per_turn "
			    "passenger_fire specialized_h, each =on or =off)",
			    tok[i]);
			return -1;
		}
		if (on)
			g->options |= 1u << k;
		else
			g->options &= ~(1u << k);
	}
	return 0;
}

int
bg_opt(const struct bg_game *g, int k)
{
	return (g->options >> k) & 1u;
}

static const char *const htype_names[BG_NHTYPE] = { "ANY", "AP", "AT",
	"FT" };

/* HTYPE AP|AT|FT on an infantry UNIT line: 1 taken, 0 not, -1 bad. */
int
bg_htype_kw(struct bg_unit *u, char **tok, int *i, int n)
{
	int k;

	if (u->veh || strcasecmp(tok[*i], "HTYPE") != 0 || *i + 1 >= n)
		return 0;
	for (k = 1; k < BG_NHTYPE; k++)
		if (strcasecmp(tok[*i + 1], htype_names[k]) == 0)
			break;
	if (k == BG_NHTYPE)
		return -1;
	u->htype = k;
	(*i)++;
	return 1;
}

/* The blue dice of x's heavy weapons against y (a at x, b at y). */
int
bg_h_blue(const struct bg_game *g, const struct bg_unit *x,
    const struct bg_unit *y, struct plane_pt a, struct plane_pt b)
{
	int nh = bg_count(x, 'H'), ok;

	if (!bg_opt(g, BG_OPT_SPECH) || x->htype == BG_H_ANY)
		return nh;
	switch (x->htype) {
	case BG_H_AP: ok = !y->veh || y->armour < 2; break;
	case BG_H_AT: ok = y->veh; break;
	default: ok = 1; break;
	}
	if (ok && x->htype != BG_H_AP && g->ur.h_short_range > 0 &&
	    plane_cmp_dist(a, b, g->ur.h_short_range) > 0)
		ok = 0;
	return ok ? nh : 0;
}

/* 4.5: a passenger unit that fired is known to the side it fired at
 * (digest 6: "until they shoot at him"), though still not seen. */
void
bg_passenger_fired(struct bg_game *g, int u)
{
	struct bg_unit *x = &g->u[u];

	if (x->carrier && x->seen_turn[1 - x->side] == 0)
		x->seen_turn[1 - x->side] = g->turn;
}

/* 4.20a: the red dice of vehicle y against a shot from `from`. */
int
bg_armour_vs(const struct bg_game *g, const struct bg_unit *y,
    struct plane_pt from)
{
	struct plane_pt c = { y->x, y->y };
	int64_t dx = from.x - c.x, dy = from.y - c.y, along, across, a;
	struct plane_pt f;

	if (!bg_opt(g, BG_OPT_DIRARMOUR))
		return y->armour;
	/* the unit vectors of the facing, scaled by 1000 (plane_step) */
	f = plane_step((struct plane_pt){ 0, 0 }, y->facing, 1000);
	along = dx * f.x + dy * f.y;
	across = dx * -f.y + dy * f.x;
	across = across < 0 ? -across : across;
	if (along * y->wid > across * y->len)
		a = y->armour;
	else if (-along * y->wid > across * y->len)
		a = y->armour - g->ur.dir_rear;
	else
		a = y->armour - g->ur.dir_side;
	return a < 0 ? 0 : (int)a;
}

int
bg_quality_red(const struct bg_game *g, const struct bg_unit *y)
{
	if (!bg_opt(g, BG_OPT_QUALITY) || y->veh || y->grade > 3)
		return 0;
	return g->ur.quality_red[y->grade];
}

/* The test's dice: 1, or 2 with a leader; 1: passed (a net hit). */
static int
rout_test(struct bg_turn *t, int v, char *txt, size_t tn)
{
	const struct bg_unit *y = &t->g->u[v];
	int n = bg_count(y, 'L') > 0 ? 2 : 1, i, d, hits = 0, ones = 0;
	int hitn = bg_hit_number(&t->g->r, y->grade);
	size_t l;

	txt[0] = '\0';
	for (i = 0; i < n; i++) {
		d = dice_roll(t->dice, 6);
		hits += d >= hitn;
		ones += d == 1;
		l = strlen(txt);
		snprintf(txt + l, tn - l, "%s%d", i ? " " : "", d);
	}
	return hits > ones;
}

/* 1D6 (fall back) or 2D6 (rout) straight away from `from`. */
static void
fall_back(struct bg_turn *t, int v, struct plane_pt from, int rout)
{
	struct bg_game *g = t->g;
	struct bg_unit *y = &g->u[v];
	struct plane_pt b = bg_centre(g, y), p;
	struct bg_order o;
	int away = plane_bearing(from, b);

	if (from.x == b.x && from.y == b.y)
		away = (y->facing + 180) % 360;
	p = plane_step(b, away, 12 * BG_INCH);
	p.x = p.x < 0 ? 0 : p.x > g->width ? g->width : p.x;
	p.y = p.y < 0 ? 0 : p.y > g->depth ? g->depth : p.y;
	memset(&o, 0, sizeof o);
	o.unit = v;
	o.face = o.form = o.bldg = -1;
	o.npts = 1;
	o.pts[0] = p;
	if (rout)
		o.act = BG_A_FLEE;	/* 2D6 */
	else {
		o.act = BG_A_WALK;
		o.ndice = 1;
	}
	if (y->bldg >= 0) {
		y->x = (int)b.x;
		y->y = (int)b.y;
	}
	bg_move(t, v, &o);
	/* 4.20d: facing the enemy, no facing cost */
	if (!rout && bg_alive(y))
		y->facing = plane_bearing(bg_centre(g, y), from);
}

/* After u's shot took v from `before` figures to its figures now. */
void
bg_rout_after_shot(struct bg_turn *t, int u, int v, int before)
{
	struct bg_game *g = t->g;
	struct bg_unit *y = &g->u[v];
	int lost = before - bg_nfigs(y), rout;
	char dice[16];

	if (!bg_opt(g, BG_OPT_ROUT) || y->veh || !bg_alive(y) || lost <= 0 ||
	    3 * lost < before)
		return;
	rout = 2 * lost >= before;	/* 4.20d: only the larger threshold */
	if (rout_test(t, v, dice, sizeof dice)) {
		bg_say(t, v, u, "%s loses %d of %d: it holds (test %s).",
		    y->id, lost, before, dice);
		return;
	}
	bg_say(t, v, u, "%s loses %d of %d and fails its test (%s): it %s.",
	    y->id, lost, before, dice, rout ? "routs" : "falls back");
	event_kind(t->log, rout ? EVENT_K_ROUT : EVENT_K_HURT);
	y->routing = rout ? 1 : y->routing;
	y->dug = 0;
	fall_back(t, v, bg_centre(g, &g->u[u]), rout);
}

/* A routing unit on its side's move card: test; rally or rout again,
 * away from the nearest enemy it sees. */
void
bg_rout_move(struct bg_turn *t, int u)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x), from = c;
	char dice[16];
	int v, best = -1;
	int64_t d, bd = 0;

	if (rout_test(t, u, dice, sizeof dice)) {
		x->routing = 0;
		bg_say(t, u, -1, "%s rallies (test %s).", x->id, dice);
		return;
	}
	for (v = 0; v < g->nunits; v++)
		if (g->u[v].side != x->side && bg_sees(g, x->side, v)) {
			d = plane_dist2(c, bg_centre(g, &g->u[v]));
			if (best < 0 || d < bd) {
				best = v;
				bd = d;
			}
		}
	if (best >= 0)
		from = bg_centre(g, &g->u[best]);
	else	/* none in sight: towards its own rear edge */
		switch (g->rear[x->side]) {
		case 0: from.y = g->depth; break;
		case 1: from.y = 0; break;
		case 2: from.x = 0; break;
		default: from.x = g->width; break;
		}
	bg_say(t, u, -1, "%s fails to rally (test %s): it routs again.",
	    x->id, dice);
	fall_back(t, u, from, 1);
}
