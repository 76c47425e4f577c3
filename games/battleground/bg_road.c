/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_road.c - the road bonus (digest 4.1, 4.2, 4.3): a move ordered with
 * ROAD goes +1/road_inf (infantry and cavalry, 3: +1/3) or +1/road_veh
 * (vehicles, 2: +50%) farther on roads: it pays, for each inch it runs
 * on a road, in
 * place of whatever the ground under the road costs (n/(n+1) of an
 * inch for a bonus of +1/n); the rest of the leg
 * costs as usual.  A road is its polyline widened to its width: one
 * rectangle a segment.
 *
 * The plane's path cost counts the dearest terrain under each piece, so
 * the length on the road is found by weighting the road alone heavily
 * (ROAD_W): cost = off + ROAD_W x on, with off + on = the length.  Going
 * again with the ground's terrain and the road on top gives the rest's
 * cost plus ROAD_W x on; both are exact up to the plane's rounding.
 */
#include <string.h>

#include "bg.h"

#define ROAD_W		100	/* x PLANE_COST_ONE: dearer than any ground */
#define MAX_ROADSEG	(BG_MAX_TERR * (BG_MAX_VERTS - 1))

struct road_quads {
	struct plane_pt p[MAX_ROADSEG][4];
	int n;
};

static void
quads(const struct bg_game *g, struct road_quads *q)
{
	int i, k, b;

	q->n = 0;
	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		if (t->kind != BG_T_ROAD || !t->line)
			continue;
		for (k = 0; k + 1 < t->n && q->n < MAX_ROADSEG; k++) {
			if (t->p[k].x == t->p[k + 1].x &&
			    t->p[k].y == t->p[k + 1].y)
				continue;
			b = plane_bearing(t->p[k], t->p[k + 1]);
			q->p[q->n][0] = plane_step(t->p[k], (b + 270) % 360,
			    t->width / 2);
			q->p[q->n][1] = plane_step(t->p[k + 1], (b + 270) % 360,
			    t->width / 2);
			q->p[q->n][2] = plane_step(t->p[k + 1], (b + 90) % 360,
			    t->width / 2);
			q->p[q->n][3] = plane_step(t->p[k], (b + 90) % 360,
			    t->width / 2);
			q->n++;
		}
	}
}

/* The cost of a..b (facing f) with the road bonus +1/div,
 * the ground's terrain being terr[0..nterr-1]; *on the length on roads. */
int64_t
bg_road_cost(const struct bg_game *g, struct plane_pt a, struct plane_pt b,
    int f, const struct plane_terrain *terr, int nterr, int div,
    int64_t *on)
{
	static struct road_quads q;	/* one turn at a time: no threads */
	static struct plane_terrain all[BG_MAX_TERR + MAX_ROADSEG];
	struct plane_pt pts[2] = { a, b };
	struct plane_path_cost roads, both;
	int i, n;
	int64_t len;

	quads(g, &q);
	for (i = 0; i < q.n; i++) {
		all[i].poly.p = q.p[i];
		all[i].poly.n = 4;
		all[i].cost = ROAD_W * PLANE_COST_ONE;
	}
	plane_path(pts, 2, f, all, q.n, &roads);
	len = roads.length;
	*on = (roads.cost - len) / (ROAD_W - 1);
	if (*on < 0)
		*on = 0;
	if (*on > len)
		*on = len;
	n = q.n;
	for (i = 0; i < nterr && n < BG_MAX_TERR + MAX_ROADSEG; i++)
		all[n++] = terr[i];
	plane_path(pts, 2, f, all, n, &both);
	if (both.blocked)
		return -1;
	return both.cost - (int64_t)ROAD_W * *on + *on * div / (div + 1);
}
