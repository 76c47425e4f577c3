/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_reach.c - what an enemy could charge (§4.3 geometry only, digest
 * §8.20): the march ban, the rally penalty and the charge reactions ask
 * it, and never change the game; and what a moving unit meets on its
 * way: a hidden ambusher sprung mid-move (§5.3 K hearts) cuts the move.
 */
#include <stdlib.h>

#include "ts.h"

/* Could enemy unit e charge into box (x, y) now (§8.20: geometry only;
 * a target u there, or -1 for any)? */
static int
reaches(const struct ts_game *g, int e, int x, int y)
{
	int fwd, right, s, ix, iy, fx, fy;

	ts_rel_of(g->u[e].face, x - g->u[e].x, y - g->u[e].y, &fwd, &right);
	if (fwd == 1 && abs(right) <= 1)
		return !ts_gap_blocked(g, e, -1, g->u[e].x, g->u[e].y, x -
		    g->u[e].x, y - g->u[e].y);
	if (!ts_is_mounted(g, e))
		return 0;
	ts_face_vec(g->u[e].face, &fx, &fy);
	for (s = -1; s <= 1; s++) {
		int dx, dy;

		ts_rel_vec(g->u[e].face, 1, s, &dx, &dy);
		ix = g->u[e].x + dx;
		iy = g->u[e].y + dy;
		if (ix + fx != x || iy + fy != y || !ts_on_table(g, ix, iy) ||
		    ts_impassable(g, ix, iy) || ts_rough(g, ix, iy) ||
		    ts_in_box(g, ix, iy, (int[4]){ 0 }, 4) > 0 ||
		    ts_gap_blocked(g, e, -1, g->u[e].x, g->u[e].y, dx, dy))
			continue;
		return 1;
	}
	return 0;
}

static int
may_charge_at_all(const struct ts_game *g, int e)
{
	int p = ts_partner(g, e);

	if (!ts_on(g, e) || ts_has(g, e, TSF_NOCHARGE) ||
	    g->u[e].form == TS_ORBIS || ts_demoralised(g, e))
		return 0;
	/* a following unit behind a non-light leading unit */
	if (p >= 0 && ts_leading(g, e, 0, 0) == p && !ts_is_light(g, p))
		return 0;
	return 1;
}

/* Could e charge unit u where it stands (rally -1, §4.8)? */
int
ts_could_charge_unit(const struct ts_game *g, int e, int u)
{
	int fwd, right;

	if (!may_charge_at_all(g, e) || !reaches(g, e, g->u[u].x, g->u[u].y))
		return 0;
	if (ts_is_light(g, e) && !ts_is_light(g, u) &&
	    !ts_has(g, u, TSF_ELEPHANT) && !ts_has(g, u, TSF_ART) &&
	    !(ts_has(g, e, TSF_SCYTHED) && g->r.opt.scythed_frontal)) {
		ts_rel_of(g->u[u].face, g->u[e].x - g->u[u].x, g->u[e].y -
		    g->u[u].y, &fwd, &right);
		if (fwd >= 1)
			return 0;	/* light may not charge it frontally */
	}
	return 1;
}

/* Could any unit of the enemies of `side` charge into box (x, y)? */
int
ts_could_charge_box(const struct ts_game *g, int side, int x, int y)
{
	int e;

	for (e = 0; e < g->nunits; e++)
		if (g->u[e].side != side && may_charge_at_all(g, e) &&
		    reaches(g, e, x, y))
			return 1;
	return 0;
}

/* The last step kept once an ambush is sprung at step i: [PROPOSED]
 * the rest goes on only while legal with the ambusher seen: no further
 * than its zone of control, no march extension (it moved next to an
 * enemy, §4.1), never into a box an enemy holds. */
static int
after_spring(struct ts_game *g, int u, struct ts_path *p, int i)
{
	int j, last = p->n - 1, side = g->u[u].side;

	if (i < 0 || ts_zoc_from(g, p->x[i], p->y[i], side, u, (int[8]){ 0 }, 8) > 0)
		return i;
	if (p->march) {
		p->march = 0;
		last--;
	}
	for (j = i + 1; j <= last; j++) {
		if (ts_box_enemy(g, p->x[j], p->y[j], side) > 0 ||
		    ts_ambush_near(g, side, p->x[j], p->y[j]) >= 0)
			return j - 1;
		if (ts_zoc_from(g, p->x[j], p->y[j], side, u, (int[8]){ 0 }, 8) > 0)
			return j;
	}
	return last;
}

/* §5.3 K hearts mid-move: the first box of the path next to a hidden
 * ambusher springs it there (before its box, if the path runs into
 * it); the path is cut to what may still be done and to a box the
 * unit may end in.  The number of boxes kept. */
int
ts_ambush_cut(struct ts_game *g, int u, struct ts_path *p)
{
	int i, a = -1, k, side = g->u[u].side, fx = 0, fy = 0;
	char why[120];

	for (i = 0; i < p->n; i++)
		if ((a = ts_ambush_near(g, side, p->x[i], p->y[i])) >= 0)
			break;
	if (a < 0)
		return p->n;
	if (g->u[a].x == p->x[i] && g->u[a].y == p->y[i])
		i--;
	ts_ambush_spring_at(g, side, i >= 0 ? p->x[i] : g->u[u].x,
	    i >= 0 ? p->y[i] : g->u[u].y);
	k = after_spring(g, u, p, i);
	for (; k >= 0; k--) {
		fx = k > 0 ? p->x[k - 1] : g->u[u].x;
		fy = k > 0 ? p->y[k - 1] : g->u[u].y;
		if (ts_enter_ok(g, u, fx, fy, p->x[k], p->y[k], p->face, 0,
		    why, sizeof why))
			break;
	}
	if (k < p->n - 1) {
		p->ambush_halt = 1;
		if (k >= 0)
			p->front = ts_entry_front(g, u, fx, fy, p->x[k],
			    p->y[k], p->face, -1);
	}
	return k + 1;
}

