/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_sight.c - FOW los (§9.5, [PROPOSED]): which enemy units a side
 * sees.  An enemy unit on the table is seen when a friendly unit, general
 * or garrisoned camp has line of sight to its box (the §4.10 walk, no
 * range limit, hill observers seeing as the terrain section says), or it
 * is in one of the eight boxes next to a friendly unit or general; and,
 * for the moment of the event, when it shot, charged, evaded or fought
 * (the combat code reveals it).  When contact is lost the side keeps a
 * "last seen" marker.  In FOW open every unit on the table is seen
 * (ambushes and off-table units never are).  Changes only the seen and
 * last-seen fields.
 */
#include <string.h>

#include "ts.h"

static int
observer_at(const struct ts_game *g, int side, int *ox, int *oy, int max)
{
	int u, k, n = 0, x, y;

	for (u = 0; u < g->nunits && n < max; u++)
		if (ts_on(g, u) && g->u[u].side == side) {
			ox[n] = g->u[u].x;
			oy[n++] = g->u[u].y;
		}
	for (k = 0; k < g->ngens && n < max; k++)
		if (g->gen[k].side == side && ts_gen_box(g, k, &x, &y)) {
			ox[n] = x;
			oy[n++] = y;
		}
	for (k = 0; k < g->ncamps && n < max; k++)
		if (g->camp[k].placed && !g->camp[k].taken &&
		    g->camp[k].holder == side &&
		    ts_box_friends(g, g->camp[k].x, g->camp[k].y, side,
		    (int[4]){ 0 }) > 0) {
			ox[n] = g->camp[k].x;
			oy[n++] = g->camp[k].y;
		}
	return n;
}

/* Does `side` see box (x, y)? */
int
ts_sees_box(const struct ts_game *g, int side, int x, int y)
{
	int ox[TS_MAX_UNITS + TS_MAX_GENS + TS_MAX_CAMPS];
	int oy[TS_MAX_UNITS + TS_MAX_GENS + TS_MAX_CAMPS];
	int n = observer_at(g, side, ox, oy, (int)(sizeof ox / sizeof ox[0]));
	int i;

	if (g->r.opt.fow == 0)
		return 1;
	for (i = 0; i < n; i++) {
		if (ts_chebyshev(ox[i], oy[i], x, y) <= 1)
			return 1;
		if (ts_los(g, ox[i], oy[i], x, y, 0, side))
			return 1;
	}
	return 0;
}

/* Units first seen together are named in the order of their boxes, row
 * by row from the namer's own edge, then by column: not in the order of
 * the enemy's roster, which would tell where a gap is. */
static void
name_new(struct ts_game *g)
{
	int order[TS_MAX_UNITS], n = 0, u, i, j, t;

	for (u = 0; u < g->nunits; u++)
		if ((g->u[u].seen & 2) && g->u[u].alias == 0)
			order[n++] = u;
	for (i = 1; i < n; i++)		/* insertion sort: n <= 64 */
		for (j = i; j > 0; j--) {
			const struct ts_unit *a = &g->u[order[j - 1]];
			const struct ts_unit *b = &g->u[order[j]];
			int ka = a->y * TS_MAX_W + a->x;
			int kb = b->y * TS_MAX_W + b->x;

			if (a->side == TS_RED)	/* BLUE names RED's from row 1 */
				ka = -ka, kb = -kb;
			if (ka < kb || (ka == kb && a->slot <= b->slot))
				break;
			t = order[j - 1];
			order[j - 1] = order[j];
			order[j] = t;
		}
	for (i = 0; i < n; i++)
		ts_known(g, order[i]);
}

void
ts_sight(struct ts_game *g)
{
	int u;

	/* for a moment: bit 0 seen before, bit 1 seen now */
	for (u = 0; u < g->nunits; u++)
		g->u[u].seen = (g->u[u].seen ? 1 : 0) |
		    (g->u[u].status == TS_ON && (g->r.opt.fow == 0 ||
		    ts_sees_box(g, TS_ENEMY(g->u[u].side), g->u[u].x,
		    g->u[u].y)) ? 2 : 0);
	if (TS_ALIASED(g))
		name_new(g);
	for (u = 0; u < g->nunits; u++) {
		struct ts_unit *x = &g->u[u];
		int was = x->seen & 1;

		x->seen = (x->seen & 2) != 0;
		if (x->seen) {
			ts_known(g, u);
			x->lk_valid = 0;
			x->lk_x = x->x;
			x->lk_y = x->y;
		} else if (was && x->status == TS_ON) {
			x->lk_valid = 1;	/* contact lost: a ghost where it
						 * was last seen */
			x->lk_turn = g->turn;
		} else if (x->status != TS_ON)
			x->lk_valid = 0;
	}
}

/*
 * Where general k stands as `viewer` sees it: 1 and the box for its own
 * (and the referee's), for an enemy general with a unit in sight or, a
 * detached one, in a box the viewer sees; else 0.  An enemy general is
 * never placed by a unit the viewer does not see (§9.5).
 */
int
ts_gen_shown(const struct ts_game *g, int viewer, int k, int *x, int *y)
{
	const struct ts_gen *e = &g->gen[k];

	if (!ts_gen_box(g, k, x, y))
		return 0;
	if (viewer < 0 || viewer == e->side)
		return 1;
	if (!e->detached)
		return ts_visible(g, viewer, e->unit);
	return ts_sees_box(g, viewer, *x, *y);
}

/* For the moment of an event, the enemy sees the unit (§9.5 2c). */
void
ts_reveal(struct ts_game *g, int u)
{
	if (u >= 0 && g->u[u].status == TS_ON) {
		g->u[u].seen = 1;
		ts_known(g, u);
	}
}

/* Sight of one unit that has just come on the table (an arrival, an
 * ambush revealed), before a word is said of it: seen by the enemy if it
 * sees the box (always in FOW open), and then named. */
void
ts_sight_unit(struct ts_game *g, int u)
{
	struct ts_unit *x = &g->u[u];

	x->seen = x->status == TS_ON && (g->r.opt.fow == 0 ||
	    ts_sees_box(g, TS_ENEMY(x->side), x->x, x->y));
	if (x->seen) {
		ts_known(g, u);
		x->lk_valid = 0;
	}
}

/* The enemy has now seen unit u: from rules version 2 it names it, with
 * the next of its names (E1, E2 ... in the order it first sees units),
 * so no name tells how many units it has not seen. */
void
ts_known(struct ts_game *g, int u)
{
	struct ts_unit *x = &g->u[u];

	x->known = 1;
	if (TS_ALIASED(g) && x->alias == 0)
		x->alias = ++g->side[TS_ENEMY(x->side)].nalias;
}
