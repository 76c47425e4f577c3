/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_unit.c - facts about units and generals every other file asks:
 * classification (§2.1), command distance (§3.3 out of command), zones
 * of control (§1.5), who may share a box and where in it (§1.3, §1.6),
 * melee to-hit numbers and weapons (§2.2).  It changes nothing except
 * through ts_place, which is the only way a unit takes a box.
 */
#include <stdlib.h>
#include <string.h>

#include "ts.h"

const struct ts_type *
ts_type(const struct ts_game *g, int u)
{
	return &g->r.type[g->u[u].type];
}

int
ts_has(const struct ts_game *g, int u, unsigned flag)
{
	return (ts_type(g, u)->flags & flag) != 0;
}

int
ts_is_light(const struct ts_game *g, int u)
{
	return g->u[u].size == TS_LIGHT;
}

int
ts_is_mounted(const struct ts_game *g, int u)
{
	return ts_type(g, u)->mounted;
}

/* Deep for "doubly difficult" and box sharing: deep, exceptionally
 * deep, elephants (deep foot). */
int
ts_is_deep(const struct ts_game *g, int u)
{
	return g->u[u].size == TS_DEEP || g->u[u].size == TS_XDEEP;
}

/* [PROPOSED] a formed unit is any non-light unit. */
int
ts_formed(const struct ts_game *g, int u)
{
	return !ts_is_light(g, u);
}

int
ts_on(const struct ts_game *g, int u)
{
	return u >= 0 && u < g->nunits && g->u[u].status == TS_ON;
}

int
ts_partner(const struct ts_game *g, int u)
{
	int l[4], n, i;

	if (!ts_on(g, u))
		return -1;
	n = ts_in_box(g, g->u[u].x, g->u[u].y, l, 4);
	for (i = 0; i < n && i < 4; i++)
		if (l[i] != u)
			return l[i];
	return -1;
}

/* +1 if a unit facing `face` looks along its axis' positive way. */
static int
axis_sign(int face)
{
	return face == TS_N || face == TS_E ? 1 : -1;
}

/* The leading unit of a box: the front one of a pair facing the same
 * way; of a pair facing opposite ways, the one facing `from` (a step
 * towards the attacker, 0 0 for none: then the one on the + half). */
int
ts_leading(const struct ts_game *g, int u, int from_dx, int from_dy)
{
	int p = ts_partner(g, u), fx, fy, comp;

	if (p < 0)
		return u;
	ts_face_vec(g->u[u].face, &fx, &fy);
	fx = abs(fx);
	fy = abs(fy);
	comp = from_dx * fx + from_dy * fy;
	if (g->u[u].face == g->u[p].face)
		return g->u[u].slot == axis_sign(g->u[u].face) ? u : p;
	if (comp == 0)
		comp = 1;
	return g->u[u].slot == comp ? u : p;
}

int
ts_demoralised(const struct ts_game *g, int u)
{
	return g->u[u].cmd >= 0 && g->cmd[g->u[u].cmd].demoralised;
}

int
ts_gen_on(const struct ts_game *g, int k)
{
	int x, y;

	return ts_gen_box(g, k, &x, &y);
}

/* Where general k stands: 1 if on the table. */
int
ts_gen_box(const struct ts_game *g, int k, int *x, int *y)
{
	const struct ts_gen *x0 = &g->gen[k];

	if (x0->status != TS_ON)
		return 0;
	if (!x0->detached) {
		if (!ts_on(g, x0->unit))
			return 0;
		*x = g->u[x0->unit].x;
		*y = g->u[x0->unit].y;
		return 1;
	}
	*x = x0->x;
	*y = x0->y;
	return ts_on_table(g, *x, *y);
}

static int
senior_of(const struct ts_game *g, int side)
{
	int k;

	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].side == side && g->gen[k].senior)
			return k;
	return -1;
}

/* §3.3: a non-light unit more than 2 boxes from its own general and
 * from the senior general. */
int
ts_out_of_command(const struct ts_game *g, int u)
{
	const struct ts_unit *x = &g->u[u];
	int k, gx, gy;

	if (ts_is_light(g, u) || !ts_on(g, u))
		return 0;
	k = x->cmd >= 0 ? g->cmd[x->cmd].gen : -1;
	if (k >= 0 && ts_gen_box(g, k, &gx, &gy) &&
	    ts_chebyshev(gx, gy, x->x, x->y) <= g->r.cmd_range)
		return 0;
	k = senior_of(g, x->side);
	if (k >= 0 && ts_gen_box(g, k, &gx, &gy) &&
	    ts_chebyshev(gx, gy, x->x, x->y) <= g->r.senior_range)
		return 0;
	return 1;
}

/*
 * §1.5: the enemies of `side` whose ZOC covers box (x, y): every unit
 * projects one into the box directly in front of it.  A non-light unit u
 * may ignore light enemies' ZOC (u -1: count them all).
 */
int
ts_zoc_from(const struct ts_game *g, int x, int y, int side, int u,
    int *list, int max)
{
	int e, fx, fy, n = 0;

	for (e = 0; e < g->nunits; e++) {
		if (!ts_on(g, e) || g->u[e].side == side)
			continue;
		ts_face_vec(g->u[e].face, &fx, &fy);
		if (g->u[e].x + fx != x || g->u[e].y + fy != y)
			continue;
		if (u >= 0 && !ts_is_light(g, u) && ts_is_light(g, e))
			continue;
		if (n < max)
			list[n] = e;
		n++;
	}
	return n;
}

/* May a deep unit share with this one (§1.3)? */
static int
deep_partner_ok(const struct ts_game *g, int u)
{
	return g->u[u].size == TS_SMALL || ts_is_light(g, u);
}

/*
 * May unit u, facing `face`, end a move in box (x, y)?  At most two
 * friendly units (§1.1), none at right angles (§1.3), the deep sharing
 * rule, one unit on a bridge (§4.15), and no enemy unit.  `ignore` is a
 * unit that is leaving the box (or -1).
 */
int
ts_can_share(const struct ts_game *g, int u, int x, int y, int face,
    int ignore)
{
	int l[4], n = ts_in_box(g, x, y, l, 4), i, k = 0, other = -1;

	for (i = 0; i < n && i < 4; i++) {
		if (l[i] == u || l[i] == ignore)
			continue;
		if (g->u[l[i]].side != g->u[u].side)
			return 0;
		other = l[i];
		k++;
	}
	if (k == 0)
		return 1;
	if (k > 1 || g->bridge[TS_BOX(g, x, y)])
		return 0;
	if (((g->u[other].face - face) & 1) != 0)
		return 0;
	if (ts_is_deep(g, u) && !deep_partner_ok(g, other))
		return 0;
	if (ts_is_deep(g, other) && !deep_partner_ok(g, u))
		return 0;
	return 1;
}

/* §2.2, §4.8: 6+ or 8+; disordered units 8+ unless fanatics. */
int
ts_melee_hit(const struct ts_game *g, int u)
{
	int h = ts_type(g, u)->melee_hit;

	if (g->u[u].dis > 0 && !g->u[u].fanatic && h < g->r.melee_hit_bad)
		h = g->r.melee_hit_bad;
	return h;
}

/* The weapon a unit shoots with: an extra missile weapon shoots as
 * light infantry with it (§4.10); else its own. */
int
ts_weapon(const struct ts_game *g, int u)
{
	int ex = g->u[u].extra & 63;

	return ex ? ex : ts_type(g, u)->weapon;
}

/* Can standing order pol change what unit u does?  Only light units
 * and mounted that may evade evade (§4.4); a hero's replay needs a hero;
 * the shock missile and the lance's (or elephants') card while unspent;
 * two-card volleys only for bowmen, longbowmen and organ guns (§4.10); a
 * target only for a unit with a missile weapon. */
int
ts_policy_affects(const struct ts_game *g, int u, enum ts_pol pol)
{
	const struct ts_unit *x = &g->u[u];

	switch (pol) {
	case TS_POL_EVADE:
		return ts_is_light(g, u) || (ts_has(g, u, TSF_EVADE) &&
		    ts_is_mounted(g, u));
	case TS_POL_HERO:
		return x->heroes > 0;
	case TS_POL_SHOCK:
		return x->shock > 0;
	case TS_POL_LANCE:
		return x->lance > 0 || x->elebonus > 0;
	case TS_POL_VOLLEY:
		return ts_has(g, u, TSF_VOLLEY2);
	case TS_POL_TARGET:
		return ts_weapon(g, u) != TS_W_NONE;
	}
	return 0;
}

int
ts_range(const struct ts_game *g, int u)
{
	int w = ts_weapon(g, u);

	if (w == TS_W_CROSSBOW && ts_is_light(g, u) && ts_is_mounted(g, u))
		return g->r.opt.lc_crossbow_range;
	return g->r.range[w];
}

int
ts_find_unit(const struct ts_game *g, int side, int num)
{
	int u;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && g->u[u].num == num)
			return u;
	return -1;
}

/* The enemy unit `side` calls E<n>: by its own number (the open order of
 * battle), or under TS_ALIASED by the name `side` gave it (0: none). */
int
ts_find_enemy(const struct ts_game *g, int side, int n)
{
	int u;

	if (!TS_ALIASED(g))
		return ts_find_unit(g, TS_ENEMY(side), n);
	for (u = 0; n > 0 && u < g->nunits; u++)
		if (g->u[u].side != side && g->u[u].alias == n)
			return u;
	return -1;
}

/* Every unit in the order `viewer` lists them: own units by number, then,
 * under TS_ALIASED, the enemy's by the names the viewer gave them, those
 * never seen last (the caller shows none of them); else roster order. */
int
ts_unit_order(const struct ts_game *g, int viewer, int *order)
{
	int u, a, n = 0;

	if (viewer < 0 || !TS_ALIASED(g)) {
		for (u = 0; u < g->nunits; u++)
			order[n++] = u;
		return n;
	}
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == viewer)
			order[n++] = u;
	for (a = 1; a <= g->side[viewer].nalias; a++)
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side != viewer && g->u[u].alias == a)
				order[n++] = u;
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side != viewer && g->u[u].alias == 0)
			order[n++] = u;
	return n;
}

int
ts_find_gen(const struct ts_game *g, int side, int num)
{
	int k;

	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].side == side && g->gen[k].num == num)
			return k;
	return -1;
}

int
ts_find_cmd(const struct ts_game *g, int side, int num)
{
	int c;

	for (c = 0; c < g->ncmds; c++)
		if (g->cmd[c].side == side && g->cmd[c].num == num)
			return c;
	return -1;
}

int
ts_find_camp(const struct ts_game *g, int side, int num)
{
	int c;

	for (c = 0; c < g->ncamps; c++)
		if (g->camp[c].side == side && g->camp[c].num == num)
			return c;
	return -1;
}

/* §4.8: the medals a unit surrenders (its VP: deep 3, regular, escorted
 * elephant 2, light, small, elephant, artillery 1). */
int
ts_medal_value(const struct ts_game *g, int u)
{
	return g->u[u].vp;
}

/* Re-number a box's slots after a unit left it: a lone unit sits in the
 * middle. */
void
ts_settle_box(struct ts_game *g, int x, int y)
{
	int l[4], n = ts_in_box(g, x, y, l, 4);

	if (n == 1)
		g->u[l[0]].slot = 0;
}

/*
 * Unit u takes box (x, y) facing `face`; with a friend there it goes in
 * front of it (front 1, along u's facing) or behind (0).  The friend
 * takes the other half.  Generals attached to u go with it.
 */
void
ts_place(struct ts_game *g, int u, int x, int y, int face, int front)
{
	struct ts_unit *x0 = &g->u[u];
	int ox = x0->x, oy = x0->y, was_on = x0->status == TS_ON, l[4], n;
	int i, other = -1, s;

	x0->status = TS_UNPLACED;	/* not counted in the box lists */
	if (was_on && (ox != x || oy != y))
		ts_settle_box(g, ox, oy);
	n = ts_in_box(g, x, y, l, 4);
	for (i = 0; i < n && i < 4; i++)
		if (g->u[l[i]].side == x0->side)
			other = l[i];
	x0->x = x;
	x0->y = y;
	x0->face = face;
	x0->status = TS_ON;
	x0->slot = 0;
	if (other >= 0) {
		s = axis_sign(face) * (front ? 1 : -1);
		x0->slot = s;
		g->u[other].slot = -s;
	}
}
