/*
 * ts_reach.c - what an enemy could charge (§4.3 geometry only, digest
 * §8.20): the march ban, the rally penalty and the charge reactions ask
 * it.  Never changes the game.
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
