/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_combat.c - charging (§4.3), evading (§4.4), melee (§4.5) and the
 * advance after it (§4.7).  A charge is planned (reach, who may charge
 * whom, the zone of control, the diagonal gap, what it crosses) before
 * its card; once the card succeeds the target may or must evade, stands
 * and fights (shock missiles, the charger's to-hit cards with their
 * bonus cards and replays, saves, the strike-back), the charge goes on
 * against a second unit in the box, and a charger left facing an empty
 * box must advance into it.  Cards: the charger's to-hit cards are
 * played against the defender (both see them); saves, evade tests and
 * shock throws come from each side's own deck.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

static int
jint(const json_t *o, const char *k, int dflt)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

static int
sgn(int v)
{
	return (v > 0) - (v < 0);
}

/* Where the attack on box (tx, ty) comes from, relative to unit d. */
static void
rel_to(const struct ts_game *g, int d, int ox, int oy, int *fwd, int *right)
{
	ts_rel_of(g->u[d].face, sgn(ox - g->u[d].x), sgn(oy - g->u[d].y), fwd,
	    right);
	if (g->u[d].form == TS_ORBIS) {	/* §4.14: no flanks or rear */
		*fwd = 1;
		*right = 0;
	}
}

/* §1.6: which unit of box (x, y) a charge from (ox, oy) strikes: the
 * leading one frontally, the rearmost from the rear, the charger's pick
 * from a flank. */
static int
defender(const struct ts_game *g, int x, int y, int ox, int oy, int pick,
    int side)
{
	int l[4], n = ts_in_box(g, x, y, l, 4), near, fwd, right;

	if (n == 0 || g->u[l[0]].side == side)
		return -1;
	if (n == 1)
		return l[0];
	near = ts_leading(g, l[0], sgn(ox - x), sgn(oy - y));
	rel_to(g, near, ox, oy, &fwd, &right);
	/* V2: of two facing the same way ts_leading gives the leading one;
	 * the rearmost, which a rear charge fights, is the other (§4.5) */
	if (fwd == -1 && right == 0 && TS_V2(g) &&
	    g->u[l[0]].face == g->u[l[1]].face)
		return near == l[0] ? l[1] : l[0];
	if (fwd >= 1 || (fwd == -1 && right == 0))
		return near;		/* frontal: leading; rear: rearmost */
	/* a flank (L, R, BL, BR): the charger chooses */
	return pick == 1 ? (ts_leading(g, l[0], 0, 0) == l[0] ? l[1] : l[0]) :
	    ts_leading(g, l[0], 0, 0);
}

static int
may_charge(const struct ts_game *g, int u, char *why, size_t n)
{
	int p = ts_partner(g, u);

	if (ts_has(g, u, TSF_NOCHARGE))
		return snprintf(why, n, "it may never charge (rule 4.3)"), 0;
	if (g->u[u].form == TS_ORBIS)
		return snprintf(why, n, "a unit in orbis cannot charge"), 0;
	if (ts_demoralised(g, u))
		return snprintf(why, n, "its command is demoralised (rule 5.1)"), 0;
	if (p >= 0 && ts_leading(g, u, 0, 0) == p && !ts_is_light(g, p))
		return snprintf(why, n, "it is behind a formed unit in its "
		    "box (rule 4.3)"), 0;
	return 1;
}

/* May an intermediate box of a 2-box charge be crossed ([PROPOSED]
 * §4.3): enterable, not rough, and in no enemy ZOC but the target's. */
static int
via_ok(const struct ts_game *g, int u, int vx, int vy, int tx, int ty)
{
	int zl[8], nz, i;
	char why[120];

	if (!ts_on_table(g, vx, vy) || ts_rough(g, vx, vy) ||
	    !ts_enter_ok(g, u, g->u[u].x, g->u[u].y, vx, vy, g->u[u].face, 0,
	    why, sizeof why))
		return 0;
	if (ts_crossing(g, g->u[u].x, g->u[u].y, vx - g->u[u].x,
	    vy - g->u[u].y) & (TS_E_STREAM | TS_E_WALL | TS_E_STAKES_OUT |
	    TS_E_FORT_OUT))
		return 0;
	nz = ts_zoc_from(g, vx, vy, g->u[u].side, u, zl, 8);
	for (i = 0; i < nz && i < 8; i++)
		if (g->u[zl[i]].x != tx || g->u[zl[i]].y != ty)
			return 0;
	return 1;
}

static int
diag_blocked(const struct ts_game *g, int u, int x, int y, int dx, int dy)
{
	int a, b;

	if (dx == 0 || dy == 0)
		return 0;
	a = !ts_on_table(g, x + dx, y) || ts_impassable(g, x + dx, y) ||
	    ts_in_box(g, x + dx, y, (int[4]){ 0 }, 4) > 0;
	b = !ts_on_table(g, x, y + dy) || ts_impassable(g, x, y + dy) ||
	    ts_in_box(g, x, y + dy, (int[4]){ 0 }, 4) > 0;
	(void)u;
	return a && b;
}

/*
 * §4.3: plan a charge by u on the unit named in o.  The target box is
 * adjacent straight or diagonally ahead, or for mounted one box further
 * by a step VIA F, FL or FR; *vx -1 for a direct charge.  Returns the
 * enemy unit that would be struck, or -1 (why says why).
 */
static int
plan_on(struct ts_game *g, int u, int t, const json_t *o, int *tx, int *ty,
    int *vx, int *vy, char *why, size_t n)
{
	int fwd, right, via, s, sx, sy, fx, fy;
	int ox, oy, d, zl[8], nz, i, ok;

	*vx = *vy = -1;
	if (t < 0 || t >= g->nunits || !ts_on(g, t) ||
	    g->u[t].side == g->u[u].side)
		return snprintf(why, n, "the target is not on the table"), -1;
	*tx = g->u[t].x;
	*ty = g->u[t].y;
	ts_rel_of(g->u[u].face, *tx - g->u[u].x, *ty - g->u[u].y, &fwd,
	    &right);
	via = json_object_get(o, "via") ? jint(o, "via", 0) : -9;
	ox = g->u[u].x;
	oy = g->u[u].y;
	if (fwd == 1 && abs(right) <= 1 && via == -9) {
		if (diag_blocked(g, u, ox, oy, *tx - ox, *ty - oy))
			return snprintf(why, n, "a diagonal gap blocks it "
			    "(Fig. IX)"), -1;
	} else if (ts_is_mounted(g, u)) {
		ts_face_vec(g->u[u].face, &fx, &fy);
		for (ok = 0, s = -1; s <= 1 && !ok; s++) {
			if (via != -9 && s != via)
				continue;
			ts_rel_vec(g->u[u].face, 1, s, &sx, &sy);
			if (ox + sx + fx == *tx && oy + sy + fy == *ty &&
			    !diag_blocked(g, u, ox, oy, sx, sy) &&
			    via_ok(g, u, ox + sx, oy + sy, *tx, *ty)) {
				*vx = ox + sx;
				*vy = oy + sy;
				ok = 1;
			}
		}
		if (!ok)
			return snprintf(why, n, "the target is out of reach "
			    "(rule 4.3)"), -1;
		ox = *vx;
		oy = *vy;
	} else
		return snprintf(why, n, "the target is not in the three "
		    "boxes ahead (rule 4.3)"), -1;
	nz = ts_zoc_from(g, g->u[u].x, g->u[u].y, g->u[u].side, u, zl, 8);
	for (i = 0; i < nz && i < 8; i++)
		if (g->u[zl[i]].x == *tx && g->u[zl[i]].y == *ty)
			break;
	if (nz > 0 && i == nz)
		return snprintf(why, n, "in a zone of control it may charge "
		    "only the unit exerting it (rule 1.5)"), -1;
	d = defender(g, *tx, *ty, ox, oy, jint(o, "pick", 0), g->u[u].side);
	if (d < 0)
		return snprintf(why, n, "no enemy there"), -1;
	rel_to(g, d, ox, oy, &fwd, &right);
	if (ts_is_light(g, u) && !ts_is_light(g, d) && fwd >= 1 &&
	    !ts_has(g, d, TSF_ELEPHANT) && !ts_has(g, d, TSF_ART) &&
	    !(ts_has(g, u, TSF_SCYTHED) && g->r.opt.scythed_frontal))
		return snprintf(why, n, "light units may not charge formed "
		    "units frontally (rule 4.3)"), -1;
	return d;
}

/* The target named, or with NEAREST (-1) the nearest enemy a legal
 * charge reaches (doubled 1.5-diagonal distance, then the order of
 * battle). */
int
ts_plan_charge(struct ts_game *g, int u, const json_t *o, int *tx, int *ty,
    int *vx, int *vy, char *why, size_t n)
{
	int t = jint(o, "target", -1), e, d, best = -1, bd = 1 << 20, dist;

	if (!may_charge(g, u, why, n))
		return -1;
	if (t >= 0)
		return plan_on(g, u, t, o, tx, ty, vx, vy, why, n);
	for (e = 0; e < g->nunits; e++) {
		if (!ts_on(g, e) || g->u[e].side == g->u[u].side)
			continue;
		dist = ts_prio_dist2(g->u[e].x - g->u[u].x, g->u[e].y -
		    g->u[u].y);
		if (dist < bd && plan_on(g, u, e, o, tx, ty, vx, vy, why,
		    n) >= 0) {
			bd = dist;
			best = e;
		}
	}
	if (best < 0) {
		snprintf(why, n, "no enemy is in reach of a charge");
		return -1;
	}
	d = plan_on(g, u, best, o, tx, ty, vx, vy, why, n);
	return d;
}

/* The causes of difficulty of a planned charge (§3.3). */
int
ts_charge_causes(const struct ts_game *g, int u, int tx, int ty, int vx,
    int vy)
{
	int ox = vx >= 0 ? vx : g->u[u].x, oy = vx >= 0 ? vy : g->u[u].y;
	int f = TC_OOC, first_dx = (vx >= 0 ? vx : tx) - g->u[u].x;
	int first_dy = (vx >= 0 ? vy : ty) - g->u[u].y, fwd, right;
	unsigned e = ts_edges_crossed(g, ox, oy, tx - ox, ty - oy);

	if (first_dx != 0 && first_dy != 0) {
		f |= TC_DIAG;
		ts_rel_of(g->u[u].face, first_dx, first_dy, &fwd, &right);
		if (right > 0)
			f |= TC_RIGHT;
	}
	if (ts_rough(g, g->u[u].x, g->u[u].y) || ts_rough(g, tx, ty) ||
	    (e & (TS_X_STREAM | TS_X_WALL)) || ((e & TS_X_STAKES) &&
	    ts_is_mounted(g, u)))
		f |= TC_ROUGH;
	if (e & TS_X_FORT)
		f |= TC_FORT;
	if (ts_rough(g, g->u[u].x, g->u[u].y))
		f |= TC_INROUGH;
	if (ts_afloat(g, u))
		f |= TC_BOARD;		/* charging from a boat (§4.14) */
	return f;
}

/* ----- evading (§4.4) ----- */

/* 2 must evade, 1 may, 0 may not. */
static int
evade_kind(const struct ts_game *g, int d, int a)
{
	int rough = ts_rough(g, g->u[d].x, g->u[d].y);

	if (ts_is_light(g, d)) {
		if (ts_is_light(g, a) || rough)
			return 1;
		return 2;
	}
	if (ts_has(g, d, TSF_EVADE) && ts_is_mounted(g, d))
		return rough ? 0 : 1;
	return 0;
}

static int
evade_need(const struct ts_game *g, int d, int a)
{
	int rough = ts_rough(g, g->u[d].x, g->u[d].y);
	int dm = ts_is_mounted(g, d), am = ts_is_mounted(g, a);

	if (dm && rough)
		return g->r.opt.light_rough_evade;
	if (dm)
		return am ? g->r.evade[2] : g->r.evade[0];
	if (rough)
		return g->r.evade[1];
	return am ? g->r.evade[4] : g->r.evade[3];
}

/* May evader d go through friend f's box (light: any friend facing the
 * same or the opposite way; cavalry: friendly light units)? */
static int
evade_through(const struct ts_game *g, int d, int f)
{
	if (((g->u[d].face - g->u[f].face) & 1) != 0)
		return 0;
	return ts_is_light(g, d) || ts_is_light(g, f);
}

/* Can d end its evade in (x, y)?  0 no, 1 yes, 2 it may pass through
 * (then the box beyond is tried). */
static int
evade_box(const struct ts_game *g, int d, int x, int y)
{
	int l[4], n, i, friends = 0, through = 1;

	if (!ts_on_table(g, x, y) || ts_impassable(g, x, y))
		return 0;
	n = ts_in_box(g, x, y, l, 4);
	for (i = 0; i < n && i < 4; i++) {
		if (l[i] == d)
			continue;
		if (g->u[l[i]].side != g->u[d].side)
			return 0;
		friends++;
		/* a friend at right angles: on to the box beyond (§4.4) */
		if (((g->u[l[i]].face - g->u[d].face) & 1) != 0)
			return 2;
		through &= evade_through(g, d, l[i]);
	}
	if (ts_can_share(g, d, x, y, g->u[d].face, -1))
		return 1;
	return friends >= 2 && through ? 2 : 0;
}

/* One direction: the box 1 away, or the next beyond it; -1 none, -2 off
 * the table. */
static int
evade_dir(const struct ts_game *g, int d, int dx, int dy, int *ex, int *ey)
{
	int x = g->u[d].x + dx, y = g->u[d].y + dy, k;

	if (!ts_on_table(g, x, y))
		return -2;
	if (dx && dy && !ts_on_table(g, x, g->u[d].y) &&
	    !ts_on_table(g, g->u[d].x, y))
		return -1;
	k = evade_box(g, d, x, y);
	if (k == 2) {
		x += dx;
		y += dy;
		if (!ts_on_table(g, x, y))
			return -2;
		k = evade_box(g, d, x, y) == 1;
	}
	if (k != 1)
		return -1;
	*ex = x;
	*ey = y;
	return 0;
}

/* Where d evades to (policy DIR, default away, rear, behind; off the
 * table only with no other choice): 0 a box, 1 behind its partner,
 * 2 off the table, -1 nowhere. */
static int
evade_where(const struct ts_game *g, int d, int ox, int oy, int *ex, int *ey)
{
	int order[3] = { 0, 1, 2 }, pref = g->u[d].pol_dir, i, k, off = 0;
	int p = ts_partner(g, d), dx, dy;

	if (pref >= 1 && pref <= 3) {
		order[0] = pref - 1;
		order[1] = pref == 1 ? 1 : 0;
		order[2] = pref == 3 ? 1 : 2;
	}
	for (i = 0; i < 3; i++) {
		if (order[i] == 2) {
			if (ts_is_light(g, d) && p >= 0 && !ts_is_light(g, p))
				return 1;
			continue;
		}
		if (order[i] == 0) {
			dx = sgn(g->u[d].x - ox);
			dy = sgn(g->u[d].y - oy);
		} else
			ts_rel_vec(g->u[d].face, -1, 0, &dx, &dy);
		k = evade_dir(g, d, dx, dy, ex, ey);
		if (k == 0)
			return 0;
		if (k == -2)
			off = 1;
	}
	return off && pref != 4 ? 2 : -1;
}

/* Does d (charged by a) choose to evade?  Policy EVADE: 0 default
 * (ODDS<=5), 1 evade, 2 stand, 3 ODDS<=n. */
static int
wants_evade(const struct ts_game *g, int d, int a)
{
	int need = evade_need(g, d, a);

	switch (g->u[d].pol_evade) {
	case 1: return 1;
	case 2: return 0;
	case 3: return need <= g->u[d].pol_odds;
	}
	return need <= 5;
}

static void
move_gens_with(struct ts_game *g, int d, int ox, int oy, int x, int y)
{
	int l[8], n = ts_gens_in_box(g, ox, oy, l, 8), i, k, others;

	others = ts_box_friends(g, ox, oy, g->u[d].side, (int[4]){ 0 });
	for (i = 0; i < n && i < 8; i++) {
		k = l[i];
		if (!g->gen[k].detached || g->gen[k].side != g->u[d].side)
			continue;
		/* §8.44: a detached general goes with the last evader of
		 * his box, his declared unit first */
		if (others > 0 && g->gen[k].unit != d)
			continue;
		g->gen[k].x = x;
		g->gen[k].y = y;
	}
}

/* Carry out an evade to where evade_where said. */
static void
do_evade(struct ts_game *g, int d, int where, int ex, int ey)
{
	int ox = g->u[d].x, oy = g->u[d].y, p = ts_partner(g, d), front;

	if (where == 1) {		/* behind the non-light friend */
		g->u[d].slot = -g->u[p].slot;
		if (ts_leading(g, d, 0, 0) == d) {
			g->u[d].slot = -g->u[d].slot;
			g->u[p].slot = -g->u[p].slot;
		}
		ts_say(g, ts_viewers(g, d), "%U evades behind %U.", d, p);
		return;
	}
	if (where == 2) {
		ts_leave_table(g, d, ox, oy);
		return;
	}
	front = ts_entry_front(g, d, ox, oy, ex, ey, g->u[d].face, -1);
	ts_place(g, d, ex, ey, g->u[d].face, front);
	move_gens_with(g, d, ox, oy, ex, ey);
	ts_say(g, ts_viewers(g, d), "%U evades %H -> %H.", d, TS_BOX(g, ox, oy),
	    TS_BOX(g, ex, ey));
	ts_entered(g, d, ex, ey);
}

/*
 * §4.4 for defender d charged by a from (ox, oy): 0 it stands, 1 it
 * evaded (gone from the box or behind its friend), 2 caught (melee
 * without a strike-back, then it evades if it lives), -1 it was lost
 * (had to evade with nowhere to go).
 */
static int
evade(struct ts_game *g, int d, int a, int ox, int oy, int *ex, int *ey,
    int *where)
{
	int kind = evade_kind(g, d, a), need, id, tag, v, side = g->u[d].side;
	char t[16], c[8];

	if (kind == 0 || (kind == 1 && !wants_evade(g, d, a)))
		return 0;
	*where = evade_where(g, d, ox, oy, ex, ey);
	if (*where < 0) {
		if (kind == 1)
			return 0;
		ts_say(g, EVENT_V_ALL, "%U must evade and has nowhere to go.",
		    d);
		ts_unit_lost(g, d, "could not evade");
		return -1;
	}
	need = evade_need(g, d, a);
	id = ts_draw(g, side, TS_V2(g) ? ts_viewers(g, d) : ts_mask_side(side),
	    "evade", &tag);
	v = ts_card_value(id);
	ts_say(g, ts_mask_side(side), "%U evades: card %s=%s, needs %d+: %s.",
	    d, ts_tag(g, side, tag, t, sizeof t), ts_card_text(id, c,
	    sizeof c), need, v >= need ? "passed" : "caught");
	if (TS_V2(g))	/* one rule for every card (issue 26) */
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(side)) & ts_viewers(g, d),
		    "%U tries to evade: card %s, needs %d+: %s.", d,
		    ts_card_text(id, c, sizeof c), need, v >= need ?
		    "it gets away" : "it is caught");
	else
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(side)), "%U tries to evade: "
		    "%s.", d, v >= need ? "it gets away" : "it is caught");
	if (v >= need) {
		do_evade(g, d, *where, *ex, *ey);
		return 1;
	}
	return 2;
}

/* ----- melee (§4.5) ----- */

struct fight {
	int a, d;		/* charger, defender */
	int ox, oy;		/* where the charge comes from */
	int caught;		/* the defender failed to evade */
	int flank, rear;	/* from a flank or behind one; from the rear */
	int no_bonus;		/* across fortifications, water, walls... */
	int fort, stream, wall, stakes, bridge, uphill;
	int shore;		/* between water and land (V2) */
	int two_box;		/* a mounted 2-box charge */
	int lance_order;	/* -1 policy, 0 no, 1 yes */
	int shock_order;	/* -1 policy, 0 no, 1 yes */
	int hits;
};

static void
hit_of(const struct ts_game *g, const struct fight *f, int by, int charged,
    struct ts_hit *h)
{
	memset(h, 0, sizeof *h);
	h->group = TS_G_MELEE;
	h->by = by;
	h->ax = charged ? f->ox : g->u[f->d].x;
	h->ay = charged ? f->oy : g->u[f->d].y;
	h->charge = 1;
	h->by_charger = charged;
	if (charged) {
		h->fort = f->fort;
		/* the table's one row: stream, bridge, shoreline, stakes */
		h->stream = f->stream || f->shore;
		h->wall = f->wall;
		h->stakes = f->stakes;
		h->bridge = f->bridge;
		h->uphill = f->uphill;
	}
}

/* A to-hit card for unit u needing `need`: 1 hit. */
static int
to_hit(struct ts_game *g, int u, int need, const char *what)
{
	int side = g->u[u].side, tag, id, v;
	char t[16], c[8];

	id = ts_draw(g, side, EVENT_V_ALL, what, &tag);
	v = ts_card_value(id);
	ts_say(g, ts_mask_side(side), "%U %s: card %s=%s, needs %d+: %s.", u,
	    what, ts_tag(g, side, tag, t, sizeof t), ts_card_text(id, c,
	    sizeof c), need, v >= need ? "a hit" : "a miss");
	ts_say(g, EVENT_V_SIDE(TS_ENEMY(side)), "%U %s: card %s, needs %d+: "
	    "%s.", u, what, ts_card_text(id, c, sizeof c), need, v >= need ?
	    "a hit" : "a miss");
	return v >= need;
}

/* A heroic general in u's box (or the senior one, if heroic), unused. */
static int
heroic_gen(const struct ts_game *g, int u)
{
	int l[8], n = ts_gens_in_box(g, g->u[u].x, g->u[u].y, l, 8), i, k;

	for (i = 0; i < n && i < 8; i++) {
		k = l[i];
		if (g->gen[k].side == g->u[u].side && g->gen[k].heroic &&
		    !g->gen[k].used_replace && g->gen[k].pol_heroic != 1 &&
		    (g->gen[k].cmd == g->u[u].cmd || g->gen[k].senior))
			return k;
	}
	return -1;
}

/* §2.5: does the hero's policy want this miss replayed? */
static int
hero_wants(const struct ts_game *g, const struct fight *f, int u, int t)
{
	int dis = g->u[t].dis + 1;

	switch (g->u[u].pol_hero) {
	case 1: return 1;
	case 2: return f->flank || f->rear;
	case 3: return 0;
	}
	return dis >= g->u[t].hits || dis == 2;	/* DECISIVE */
}

/* §2.5, §4.5: a missed card may be replayed once, by a heroic general in
 * the box or a hero, in a friendly player turn; never for elephants or
 * scythed chariots by a general. */
static int
replay(struct ts_game *g, const struct fight *f, int u, int t, int need)
{
	int k;

	if (g->u[u].side != TS_PLAYER(g))
		return 0;
	if (!ts_has(g, u, TSF_ELEPHANT) && !ts_has(g, u, TSF_SCYTHED) &&
	    (k = heroic_gen(g, u)) >= 0) {
		g->gen[k].used_replace = 1;
		ts_say(g, EVENT_V_ALL, "%U lets %U replay the miss.",
		    TS_GEN_REF + k, u);
		return to_hit(g, u, need, "replays");
	}
	if (g->u[u].heroes > 0 && hero_wants(g, f, u, t)) {
		g->u[u].heroes--;
		ts_say(g, EVENT_V_ALL, "The hero of %U replays the miss, and "
		    "is gone.", u);
		return to_hit(g, u, need, "replays");
	}
	return 0;
}

/* §4.5 step 2: how many to-hit cards the charger plays. */
static int
charge_cards(struct ts_game *g, struct fight *f)
{
	int n = 1, a = f->a, use;

	if ((f->flank || f->rear) && !f->no_bonus)
		n++;
	if (g->u[a].lance && ts_is_mounted(g, a)) {
		use = f->lance_order >= 0 ? f->lance_order :
		    g->u[a].pol_lance == 3 ? 0 : g->u[a].pol_lance == 1 ? 1 :
		    !ts_is_light(g, f->d);
		if (use) {
			g->u[a].lance = 0;
			n++;
			ts_say(g, EVENT_V_ALL, "%U charges with the lance (a "
			    "bonus card).", a);
		}
	}
	if (g->u[a].elebonus && g->u[a].pol_lance != 3) {
		g->u[a].elebonus = 0;
		n++;
		ts_say(g, EVENT_V_ALL, "%U's elephants play their bonus "
		    "card.", a);
	}
	if (ts_has(g, a, TSF_SCYTHED) && f->two_box)
		n++;
	return n;
}

/* Saves against `hits` hits on u (and its box's generals). */
static void
take_hits(struct ts_game *g, int u, int hits, const struct ts_hit *h)
{
	int i, x = g->u[u].x, y = g->u[u].y;

	for (i = 0; i < hits && ts_on(g, u); i++) {
		ts_save(g, u, h);
		ts_gen_saves(g, x, y, u);
	}
}

/* §4.5 step 1 (advanced): shock missiles, defender first. */
static void
shock(struct ts_game *g, struct fight *f)
{
	struct ts_hit h;
	int a = f->a, d = f->d, ms;

	if (ts_is_mounted(g, a) || ts_is_mounted(g, d))
		return;
	memset(&h, 0, sizeof h);
	h.group = TS_G_SHOOT;
	if (g->u[d].shock && !f->flank && !f->rear && !f->caught &&
	    g->u[d].pol_shock == 0) {
		g->u[d].shock = 0;
		h.by = d;
		h.ax = g->u[d].x;
		h.ay = g->u[d].y;
		ts_say(g, EVENT_V_ALL, "%U throws its shock missile.", d);
		if (to_hit(g, d, g->r.to_hit_shoot, "shock missile"))
			take_hits(g, a, 1, &h);
	}
	ms = f->shock_order >= 0 ? f->shock_order : g->u[a].pol_shock == 0;
	if (ts_on(g, a) && ts_on(g, d) && g->u[a].shock && ms) {
		g->u[a].shock = 0;
		h.by = a;
		h.ax = f->ox;
		h.ay = f->oy;
		ts_say(g, EVENT_V_ALL, "%U throws its shock missile.", a);
		if (to_hit(g, a, g->r.to_hit_shoot, "shock missile"))
			take_hits(g, d, 1, &h);
	}
}

/* §2.2 pikemen: charging and hitting a less deep enemy, both in clear
 * terrain: no strike-back. */
static int
pike_rule(const struct ts_game *g, const struct fight *f)
{
	return ts_has(g, f->a, TSF_PIKE) && f->hits > 0 &&
	    !ts_rough(g, g->u[f->a].x, g->u[f->a].y) &&
	    !ts_rough(g, g->u[f->d].x, g->u[f->d].y) &&
	    ts_terr_at(g, g->u[f->d].x, g->u[f->d].y)->cls == TS_OPEN &&
	    g->u[f->d].size < g->u[f->a].size;
}

static void
strike_back(struct ts_game *g, struct fight *f, int by)
{
	struct ts_hit h;

	if (!ts_on(g, f->a))
		return;
	hit_of(g, f, by, 0, &h);
	if (to_hit(g, by, ts_melee_hit(g, by), "strikes back"))
		take_hits(g, f->a, 1, &h);
}

static void
revert(struct ts_game *g, int u)
{
	if (ts_on(g, u) && (g->u[u].form == TS_WEDGE ||
	    g->u[u].form == TS_RHOMBOID || g->u[u].form == TS_TESTUDO)) {
		g->u[u].form = TS_LINE;
		ts_say(g, ts_viewers(g, u), "%U returns to line.", u);
	}
}

/* One melee (§4.5); returns 1 if a small unit behind struck back in the
 * lost defender's place (which ends the charge). */
static int
melee(struct ts_game *g, struct fight *f)
{
	struct ts_hit h;
	int i, n, need, p, small_back = 0, x = g->u[f->d].x, y = g->u[f->d].y;

	ts_reveal(g, f->a);
	ts_reveal(g, f->d);
	if (g->u[f->d].form == TS_TESTUDO)
		revert(g, f->d);
	shock(g, f);
	if (!ts_on(g, f->a) || !ts_on(g, f->d))
		return 0;
	n = charge_cards(g, f);
	need = ts_melee_hit(g, f->a);
	for (f->hits = 0, i = 0; i < n; i++)
		if (to_hit(g, f->a, need, i ? "bonus to-hit" : "to-hit") ||
		    replay(g, f, f->a, f->d, need))
			f->hits++;
	hit_of(g, f, f->a, 1, &h);
	p = ts_partner(g, f->d);
	take_hits(g, f->d, f->hits, &h);
	if (!ts_on(g, f->d)) {
		if (g->u[f->d].size == TS_SMALL && p >= 0 &&
		    g->u[p].size == TS_SMALL && g->u[p].x == x &&
		    g->u[p].y == y && !f->rear) {
			ts_say(g, EVENT_V_ALL, "%U strikes back in its place.",
			    p);
			strike_back(g, f, p);
			small_back = 1;
		}
	} else if (!f->caught && !f->rear && !pike_rule(g, f))
		strike_back(g, f, f->d);
	revert(g, f->a);
	revert(g, f->d);
	return small_back;
}

/* Fill in where a charge on d comes from and what it crosses. */
static void
fight_of(const struct ts_game *g, struct fight *f, int a, int d, int ox,
    int oy, const json_t *o)
{
	int fwd, right;
	unsigned e;

	memset(f, 0, sizeof *f);
	f->a = a;
	f->d = d;
	f->ox = ox;
	f->oy = oy;
	rel_to(g, d, ox, oy, &fwd, &right);
	f->rear = fwd == -1;			/* BL, B, BR: no strike-back */
	f->flank = fwd == 0 || fwd == -1;	/* a bonus card */
	e = ts_edges_crossed(g, ox, oy, g->u[d].x - ox, g->u[d].y - oy);
	f->fort = (e & TS_X_FORT) != 0;
	f->stream = (e & TS_X_STREAM) != 0;
	f->wall = (e & TS_X_WALL) != 0;
	f->stakes = (e & TS_X_STAKES) != 0;
	f->bridge = g->bridge[TS_BOX(g, ox, oy)];
	/* V2: no bonus card across a shoreline, and the defender saves +1
	 * as across a stream (the digest's 2.5 and 4.6 tables) */
	f->shore = TS_V2(g) && ts_water_box(g, ox, oy) !=
	    ts_water_box(g, g->u[d].x, g->u[d].y);
	f->uphill = ts_terr_at(g, g->u[d].x, g->u[d].y)->hill &&
	    !ts_terr_at(g, ox, oy)->hill;
	f->no_bonus = f->fort || f->stream || f->wall || f->bridge || f->shore ||
	    (f->stakes && ts_is_mounted(g, a)) || ts_has(g, d, TSF_WAGON) ||
	    g->u[d].form == TS_ORBIS;
	f->lance_order = json_object_get(o, "lance") ? jint(o, "lance", 0) :
	    -1;
	f->shock_order = json_object_get(o, "shock") ? jint(o, "shock", 0) :
	    -1;
}

/* §4.7: into the empty box, with the generals who charged with it. */
static void
advance(struct ts_game *g, int a, int tx, int ty, int evader, const int *with,
    int nwith)
{
	int ox = g->u[a].x, oy = g->u[a].y, face = g->u[a].face, i, k, gx, gy;

	if (evader >= 0 && g->side[g->u[a].side].pol_advface == 1 &&
	    ((g->u[evader].face - face) & 1) != 0)
		face = g->u[evader].face;	/* [PROPOSED] its axis */
	ts_place(g, a, tx, ty, face, 1);
	ts_say(g, ts_viewers(g, a), "%U advances into %H, facing %s.", a,
	    TS_BOX(g, tx, ty), ts_face_name(face));
	for (i = 0; i < nwith; i++) {
		k = with[i];
		if (k >= 0 && k < g->ngens && g->gen[k].detached &&
		    g->gen[k].side == g->u[a].side &&
		    ts_gen_box(g, k, &gx, &gy) && gx == ox && gy == oy) {
			g->gen[k].x = tx;
			g->gen[k].y = ty;
		}
	}
	ts_entered(g, a, tx, ty);
}

/*
 * §4.3 resolution once the charge card succeeded: against each enemy
 * unit of the box in turn, evade or fight; then advance if it is empty.
 */
void
ts_charge(struct ts_game *g, int u, const json_t *o, int tx, int ty, int vx,
    int vy, int *with, int nwith)
{
	struct fight f;
	int ox = g->u[u].x, oy = g->u[u].y, d, rc, ex = 0, ey = 0, where = 0;
	int rounds, evader = -1;

	if (vx >= 0) {
		ts_place(g, u, vx, vy, g->u[u].face, 1);
		ts_say(g, ts_viewers(g, u), "%U charges from %H through %H.", u,
		    TS_BOX(g, ox, oy), TS_BOX(g, vx, vy));
		ox = vx;
		oy = vy;
	}
	for (rounds = 0; rounds < 2 && ts_on(g, u); rounds++) {
		d = defender(g, tx, ty, ox, oy, jint(o, "pick", 0),
		    g->u[u].side);
		if (d < 0)
			break;
		ts_say(g, EVENT_V_ALL, "%U charges %U.", u, d);
		event_kind(g->log, EVENT_K_FIGHT);
		if (ts_strat_havoc(g, u, d))
			return;
		rc = evade(g, d, u, ox, oy, &ex, &ey, &where);
		if (rc == 1 || rc == -1) {
			evader = d;
			continue;
		}
		fight_of(g, &f, u, d, ox, oy, o);
		f.caught = rc == 2;
		f.two_box = vx >= 0;
		if (melee(g, &f))
			break;
		if (rc == 2 && ts_on(g, d)) {
			do_evade(g, d, where, ex, ey);
			evader = d;
		}
		if (ts_on(g, d) && g->u[d].x == tx && g->u[d].y == ty)
			break;		/* it stands: the charge is over */
	}
	if (ts_on(g, u) && ts_in_box(g, tx, ty, (int[4]){ 0 }, 4) == 0)
		advance(g, u, tx, ty, evader, with, nwith);
}
