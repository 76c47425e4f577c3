/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_shoot.c - shooting and ammunition (§4.10, §2.3): range by weapon
 * (Fig. XIV), the [PROPOSED] 90-degree arc (or the 3-box corridor
 * option), line of sight (ts_board.c), the nearest target by the doubled
 * 1.5-diagonal distance with ties broken by the order's PREFER list or
 * the side's TARGET policy, one or two to-hit cards of 8+ each spending a
 * chit, saves with the shooting modifiers; the light troops' move-and-
 * shoot and shoot-and-move activations; resupply from a camp's reserve;
 * foot behind field fortifications shooting as javelin light infantry.
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

/* §2.6: foot defending field fortifications shoot as javelin light
 * infantry with unlimited ammunition. */
static int
fort_shooter(const struct ts_game *g, int u)
{
	int c = ts_camp_at(g, g->u[u].x, g->u[u].y);

	return c >= 0 && g->camp[c].fortmask && !ts_is_mounted(g, u) &&
	    g->camp[c].holder == g->u[u].side;
}

/* A unit with no missile weapon left throws its shock missile as a
 * javelin (§4.14), or from behind fortifications as light infantry. */
static int
shock_throw(const struct ts_game *g, int u)
{
	return (ts_weapon(g, u) == TS_W_NONE || g->u[u].ammo == 0) &&
	    g->u[u].shock > 0 && !fort_shooter(g, u);
}

static int
weapon_of(const struct ts_game *g, int u)
{
	int w = ts_weapon(g, u);

	if ((w == TS_W_NONE || g->u[u].ammo == 0) && (fort_shooter(g, u) ||
	    g->u[u].shock > 0))
		return TS_W_JAV;
	return w;
}

static int
range_of(const struct ts_game *g, int u)
{
	if (weapon_of(g, u) == TS_W_JAV && ts_weapon(g, u) != TS_W_JAV)
		return g->r.range[TS_W_JAV];
	return ts_range(g, u);
}

/* Is box (x, y) in range and arc of u standing at (sx, sy) facing face,
 * with line of sight (§4.10)? */
static int
covers(const struct ts_game *g, int u, int sx, int sy, int face, int x,
    int y)
{
	int fwd, right, range = range_of(g, u), p = -1, l[4], n, i, d;

	if (ts_afloat(g, u) && g->u[u].x == sx && g->u[u].y == sy) {
		/* §4.14: from a boat in any direction */
		d = ts_chebyshev(sx, sy, x, y);
		return d >= 1 && d <= range && (d == 1 || ts_los(g, sx, sy,
		    x, y, 1, g->u[u].side));
	}
	ts_rel_of(face, x - sx, y - sy, &fwd, &right);
	if (fwd < 1 || fwd > range)
		return 0;
	if (g->r.opt.arc_cone ? abs(right) > fwd : abs(right) > 1)
		return 0;
	/* a following unit shoots only into the box directly in front
	 * (over its leading unit, §4.10) */
	n = ts_in_box(g, sx, sy, l, 4);
	for (i = 0; i < n && i < 4; i++)
		if (l[i] != u && g->u[l[i]].side == g->u[u].side)
			p = l[i];
	if (p >= 0 && g->u[u].x == sx && g->u[u].y == sy &&
	    ts_leading(g, u, 0, 0) == p && !(fwd == 1 && right == 0))
		return 0;
	/* V2: overhead fire is for bows, slings and longbows (§4.10):
	 * javelins, crossbows and guns behind a friend do not shoot */
	if (p >= 0 && g->u[u].x == sx && g->u[u].y == sy &&
	    ts_leading(g, u, 0, 0) == p && TS_V2(g) &&
	    weapon_of(g, u) != TS_W_BOW && weapon_of(g, u) != TS_W_SLING &&
	    weapon_of(g, u) != TS_W_LONGBOW)
		return 0;
	if (fwd == 1 && right == 0)
		return 1;	/* always LOS into the box in front */
	return ts_los(g, sx, sy, x, y, 1, g->u[u].side);
}

/* Could u shoot into box (x, y) from where it stands (marching, §4.1)? */
int
ts_can_shoot_box(const struct ts_game *g, int u, int x, int y)
{
	return covers(g, u, g->u[u].x, g->u[u].y, g->u[u].face, x, y);
}

/* The unit of box (x, y) a shot from (sx, sy) strikes (§1.6): the
 * leading one, but the rearmost from behind a flank or the rear. */
static int
struck(const struct ts_game *g, int x, int y, int sx, int sy, int side)
{
	int l[4], n = ts_in_box(g, x, y, l, 4), near, fwd, right, dx, dy;

	if (n == 0 || g->u[l[0]].side == side)
		return -1;
	if (n == 1)
		return l[0];
	dx = (sx > x) - (sx < x);
	dy = (sy > y) - (sy < y);
	near = ts_leading(g, l[0], dx, dy);
	ts_rel_of(g->u[near].face, dx, dy, &fwd, &right);
	if (fwd == 0)		/* a pure flank: the leading unit */
		return ts_leading(g, l[0], 0, 0);
	/* V2: from behind a flank or the rear of two facing the same way,
	 * the following unit, not the leading one ts_leading gave */
	if (fwd < 0 && TS_V2(g) && g->u[l[0]].face == g->u[l[1]].face)
		return near == l[0] ? l[1] : l[0];
	return near;
}

/* Every enemy unit u could shoot at from (x, y) facing face: the units
 * struck in each box in range, arc and sight; the count. */
int
ts_shoot_targets(const struct ts_game *g, int u, int x, int y, int face,
    int *list, int max)
{
	int bx, by, t, n = 0;

	for (by = 0; by < g->d; by++)
		for (bx = 0; bx < g->w; bx++) {
			if ((bx == x && by == y) ||
			    !covers(g, u, x, y, face, bx, by) ||
			    (t = struck(g, bx, by, x, y, g->u[u].side)) < 0)
				continue;
			if (n < max)
				list[n] = t;
			n++;
		}
	return n;
}

static int
better(const struct ts_game *g, int side, int a, int b)
{
	switch (g->side[side].pol_target) {
	case 1:
		if ((g->u[a].dis > 0) != (g->u[b].dis > 0))
			return g->u[a].dis > 0;
		break;
	case 2:
		if (g->u[a].save != g->u[b].save)
			return g->u[a].save > g->u[b].save;
		break;
	}
	return a < b;
}

/*
 * §4.10 target priority: the nearest eligible enemy (doubled distance:
 * 2 max + min, the target's box counted); among the nearest the order's
 * PREFER list first, then the side's TARGET policy.  A named target must
 * be one of the nearest (it may stand in a box of them).
 */
static int
choose(const struct ts_game *g, int u, int x, int y, int face,
    const json_t *o, char *why, size_t n)
{
	int list[TS_MAX_UNITS], k = ts_shoot_targets(g, u, x, y, face, list,
	    TS_MAX_UNITS), i, best = -1, bd = 1 << 20, d, named, p;
	const json_t *pref = json_object_get(o, "prefer"), *v;
	size_t j;

	for (i = 0; i < k && i < TS_MAX_UNITS; i++) {
		d = ts_prio_dist2(g->u[list[i]].x - x, g->u[list[i]].y - y);
		if (d < bd)
			bd = d;
	}
	for (i = 0; i < k && i < TS_MAX_UNITS; i++) {
		if (ts_prio_dist2(g->u[list[i]].x - x, g->u[list[i]].y - y) !=
		    bd)
			continue;
		if (best < 0 || better(g, g->u[u].side, list[i], best))
			best = list[i];
	}
	json_array_foreach(pref, j, v) {
		p = (int)json_integer_value(v);
		for (i = 0; i < k && i < TS_MAX_UNITS; i++)
			if (list[i] == p && ts_prio_dist2(g->u[p].x - x,
			    g->u[p].y - y) == bd)
				return p;
	}
	named = jint(o, "target", -1);
	if (named >= 0) {
		for (i = 0; i < k && i < TS_MAX_UNITS; i++)
			if (ts_on(g, named) && g->u[named].x == g->u[list[i]].x &&
			    g->u[named].y == g->u[list[i]].y &&
			    ts_prio_dist2(g->u[list[i]].x - x,
			    g->u[list[i]].y - y) == bd)
				return list[i];
		snprintf(why, n, "the target is not the nearest enemy in "
		    "range, arc and sight (rule 4.10)");
		return -1;
	}
	if (best < 0)
		snprintf(why, n, "no enemy in range, arc and sight");
	return best;
}

/* Plan a shot (SHOOT, or SHOOTBACK's shot): the target, or -1. */
int
ts_plan_shot(struct ts_game *g, int u, const json_t *o, int *t, char *why,
    size_t n)
{
	if (weapon_of(g, u) == TS_W_NONE)
		return snprintf(why, n, "it has no missile weapon"), -1;
	if (g->u[u].ammo < 1 && !fort_shooter(g, u) && !shock_throw(g, u))
		return snprintf(why, n, "out of ammunition"), -1;
	*t = choose(g, u, g->u[u].x, g->u[u].y, g->u[u].face, o, why, n);
	return *t < 0 ? -1 : 0;
}

/* MOVESHOOT: the target from the box one ahead (after the move). */
int
ts_plan_moveshot(struct ts_game *g, int u, int x, int y, const json_t *o,
    int *t)
{
	char why[120];

	*t = choose(g, u, x, y, g->u[u].face, o, why, sizeof why);
	return *t < 0 ? -1 : 0;
}

/* §4.10 volume: one card, or two for bowmen, longbowmen and organ guns
 * in good order outside rough terrain when the order (x2) or the
 * policy (VOLLEY) asks and two chits are left. */
int
ts_shoot_cards(const struct ts_game *g, int u, const json_t *o)
{
	int want = jint(o, "volley", 0);

	if (!ts_has(g, u, TSF_VOLLEY2) || (g->u[u].extra & 63) ||
	    g->u[u].dis > 0 || ts_rough(g, g->u[u].x, g->u[u].y) ||
	    g->u[u].ammo < 2)
		return 1;
	if (want == 0 && g->u[u].pol_volley)
		want = g->u[u].pol_volley;
	if (want == 0 && g->side[g->u[u].side].pol_volley_k > 0 &&
	    g->u[u].ammo >= g->side[g->u[u].side].pol_volley_k)
		want = 2;
	return want == 2 ? 2 : 1;
}

/* Fire `cards` to-hit cards at t (8+ each, a chit each). */
void
ts_shoot(struct ts_game *g, int u, int t, int cards)
{
	struct ts_hit h;
	int i, hits = 0, side = g->u[u].side, tag, id, v, w = weapon_of(g, u);
	int fwd, right, free = fort_shooter(g, u) && (ts_weapon(g, u) ==
	    TS_W_NONE || g->u[u].ammo == 0), shock = shock_throw(g, u);
	char tg[16], c[8];

	ts_reveal(g, u);
	ts_reveal(g, t);
	if (shock) {
		cards = 1;
		g->u[u].shock = 0;
		ts_say(g, EVENT_V_ALL, "%U throws its shock missile at %U.", u,
		    t);
	} else
		ts_say(g, EVENT_V_ALL, "%U shoots at %U (%d card%s).", u, t,
		    cards, cards > 1 ? "s" : "");
	event_kind(g->log, EVENT_K_FIGHT);	/* either way */
	for (i = 0; i < cards; i++) {
		if (!free && !shock && g->u[u].ammo > 0)
			g->u[u].ammo--;
		id = ts_draw(g, side, EVENT_V_ALL, "to-hit", &tag);
		v = ts_card_value(id);
		ts_say(g, ts_mask_side(side), "%U to-hit: card %s=%s, needs "
		    "%d+: %s.", u, ts_tag(g, side, tag, tg, sizeof tg),
		    ts_card_text(id, c, sizeof c), g->r.to_hit_shoot,
		    v >= g->r.to_hit_shoot ? "a hit" : "a miss");
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(side)), "%U to-hit: card %s, "
		    "needs %d+: %s.", u, ts_card_text(id, c, sizeof c),
		    g->r.to_hit_shoot, v >= g->r.to_hit_shoot ? "a hit" :
		    "a miss");
		hits += v >= g->r.to_hit_shoot;
	}
	memset(&h, 0, sizeof h);
	h.group = TS_G_SHOOT;
	h.by = u;
	h.ax = g->u[u].x;
	h.ay = g->u[u].y;
	h.artillery = w == TS_W_CATAPULT || w == TS_W_CANNON ||
	    w == TS_W_ORGAN;
	h.handgun = w == TS_W_HANDGUN;
	ts_rel_of(g->u[t].face, (h.ax > g->u[t].x) - (h.ax < g->u[t].x),
	    (h.ay > g->u[t].y) - (h.ay < g->u[t].y), &fwd, &right);
	h.flank = fwd == -1;	/* from behind a flank or the rear */
	for (i = 0; i < hits && ts_on(g, t); i++) {
		int x = g->u[t].x, y = g->u[t].y;

		ts_save(g, t, &h);
		ts_gen_saves(g, x, y, t);
	}
}

/* §4.10 resupply: a chit from a camp's reserve, never above the start. */
int
ts_can_resupply(const struct ts_game *g, int u, char *why, size_t n)
{
	int c;

	if (g->u[u].ammo >= g->u[u].ammo0)
		return snprintf(why, n, "it has all its chits"), 0;
	for (c = 0; c < g->ncamps; c++)
		if (g->camp[c].side == g->u[u].side && !g->camp[c].taken &&
		    g->camp[c].reserve > 0)
			return 1;
	return snprintf(why, n, "no camp has chits left"), 0;
}

void
ts_resupply(struct ts_game *g, int u)
{
	int c;

	for (c = 0; c < g->ncamps; c++)
		if (g->camp[c].side == g->u[u].side && !g->camp[c].taken &&
		    g->camp[c].reserve > 0) {
			g->camp[c].reserve--;
			g->u[u].ammo++;
			ts_say(g, ts_mask_side(g->u[u].side), "%U takes a chit "
			    "from %U's reserve.", u, TS_CAMP_REF + c);
			ts_say(g, EVENT_V_SIDE(TS_ENEMY(g->u[u].side)) &
			    ts_viewers(g, u), "%U resupplies.", u);
			return;
		}
}
