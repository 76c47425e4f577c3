/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_board.c - the box grid (§1): facings and the eight neighbours
 * relative to a facing, terrain and linear terrain on box edges, the
 * battlefield, deployment and ten table-edge zones, distances (Chebyshev,
 * and the doubled 1.5-diagonal target-priority metric) and line of sight
 * (§4.10's supercover walk).  Geometry only: it reads the game, never
 * changes it.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "grid_square.h"
#include "ts.h"
#include "sheet_words.h"

static const int fvx[4] = { 0, 1, 0, -1 };
static const int fvy[4] = { 1, 0, -1, 0 };
static const char *const fnames[4] = { "N", "E", "S", "W" };

void
ts_face_vec(int face, int *fx, int *fy)
{
	*fx = fvx[face & 3];
	*fy = fvy[face & 3];
}

/* fwd boxes ahead and right boxes to the right of a unit facing face. */
void
ts_rel_vec(int face, int fwd, int right, int *dx, int *dy)
{
	int fx = fvx[face & 3], fy = fvy[face & 3];

	*dx = fwd * fx + right * fy;
	*dy = fwd * fy - right * fx;
}

/* The inverse: where (dx, dy) lies for a unit facing face. */
int
ts_rel_of(int face, int dx, int dy, int *fwd, int *right)
{
	int fx = fvx[face & 3], fy = fvy[face & 3];

	*fwd = dx * fx + dy * fy;
	*right = dx * fy - dy * fx;
	return 0;
}

int
ts_dir_of(int dx, int dy)
{
	int f;

	for (f = 0; f < 4; f++)
		if (fvx[f] == dx && fvy[f] == dy)
			return f;
	return -1;
}

const char *
ts_face_name(int f)
{
	return f >= 0 && f < 4 ? fnames[f] : "?";
}

int
ts_parse_face(const char *s)
{
	return word_among(s, fnames, 4);
}

int
ts_on_table(const struct ts_game *g, int x, int y)
{
	return x >= 0 && y >= 0 && x < g->w && y < g->d;
}

const struct ts_terrain *
ts_terr_at(const struct ts_game *g, int x, int y)
{
	return &g->r.terr[g->terr[TS_BOX(g, x, y)]];
}

int
ts_camp_at(const struct ts_game *g, int x, int y)
{
	int c;

	for (c = 0; c < g->ncamps; c++)
		if (g->camp[c].placed && g->camp[c].x == x &&
		    g->camp[c].y == y)
			return c;
	return -1;
}

/* Rough (§4.15): rough terrain, a camp box (§2.6), a bridge box. */
int
ts_rough(const struct ts_game *g, int x, int y)
{
	return ts_terr_at(g, x, y)->cls == TS_ROUGH ||
	    ts_camp_at(g, x, y) >= 0 || g->bridge[TS_BOX(g, x, y)];
}

/* A water box (§4.15: river, sea; not a small lake), no bridge. */
int
ts_water_box(const struct ts_game *g, int x, int y)
{
	const struct ts_terrain *t = ts_terr_at(g, x, y);

	return t->water && !t->piece && !g->bridge[TS_BOX(g, x, y)];
}

/* u is on the water in its boat (§4.14). */
int
ts_afloat(const struct ts_game *g, int u)
{
	return g->u[u].boat && ts_on(g, u) && ts_water_box(g, g->u[u].x,
	    g->u[u].y);
}

/* May u enter box (x, y) as far as water goes (§4.14)?  Swimmers and
 * boats enter water boxes; a boat never enters a bridge box. */
int
ts_water_ok(const struct ts_game *g, int u, int x, int y)
{
	if (ts_afloat(g, u) && g->bridge[TS_BOX(g, x, y)])
		return 0;
	if (!ts_water_box(g, x, y))
		return !ts_impassable(g, x, y);
	return g->u[u].swim || (g->u[u].boat && !ts_is_mounted(g, u) &&
	    !ts_is_deep(g, u));
}

/* Impassable: rocky outcrops, dense forest, lakes, water (a bridge
 * crosses water). */
int
ts_impassable(const struct ts_game *g, int x, int y)
{
	return ts_terr_at(g, x, y)->cls == TS_IMPASSABLE &&
	    !g->bridge[TS_BOX(g, x, y)];
}

/* The linear terrain crossed stepping from (x, y) by an orthogonal step
 * (the edge's flags as seen from the box left); 0 for a diagonal. */
unsigned
ts_crossing(const struct ts_game *g, int x, int y, int dx, int dy)
{
	int f = ts_dir_of(dx, dy);

	if (f < 0 || !ts_on_table(g, x, y))
		return 0;
	return g->edge[TS_BOX(g, x, y)][f];
}

/* The linear terrain a step from (x, y) by (dx, dy) crosses: for a
 * diagonal step the edges that meet at the corner it passes (the
 * destination's two near edges, the origin's two far edges). */
unsigned
ts_edges_crossed(const struct ts_game *g, int x, int y, int dx, int dy)
{
	unsigned e = 0, r = 0;

	if (dx == 0 || dy == 0) {
		e = ts_crossing(g, x, y, dx, dy);
		if (e & TS_E_ROAD)
			r |= TS_X_ROAD;
	} else {
		/* the destination's edges towards the origin, seen from
		 * outside: swap IN/OUT to read them as the origin would */
		unsigned d = ts_crossing(g, x + dx, y + dy, -dx, 0) |
		    ts_crossing(g, x + dx, y + dy, 0, -dy);

		e = ts_crossing(g, x, y, dx, 0) | ts_crossing(g, x, y, 0, dy);
		e &= TS_E_STREAM | TS_E_WALL;
		e |= d & (TS_E_STREAM | TS_E_WALL);
		if (d & TS_E_FORT_IN)
			e |= TS_E_FORT_OUT;
		if (d & TS_E_STAKES_IN)
			e |= TS_E_STAKES_OUT;
	}
	if (e & TS_E_STREAM)
		r |= TS_X_STREAM;
	if (e & TS_E_WALL)
		r |= TS_X_WALL;
	if (e & TS_E_FORT_OUT)
		r |= TS_X_FORT;
	if (e & TS_E_STAKES_OUT)
		r |= TS_X_STAKES;
	return r;
}

/* 1 if a step follows a road (both boxes on it, joined by it). */
int
ts_road_step(const struct ts_game *g, int x, int y, int dx, int dy)
{
	return (ts_crossing(g, x, y, dx, dy) & TS_E_ROAD) != 0;
}

int
ts_chebyshev(int x0, int y0, int x1, int y1)
{
	int dx = abs(x1 - x0), dy = abs(y1 - y0);

	return dx > dy ? dx : dy;
}

/* Target priority (§1.4): max + 0.5 min, doubled to stay integral. */
int
ts_prio_dist2(int dx, int dy)
{
	int hi, lo;

	dx = abs(dx);
	dy = abs(dy);
	hi = dx > dy ? dx : dy;
	lo = dx > dy ? dy : dx;
	return 2 * hi + lo;
}

/* Battlefield zones (§1.2): 0 west, 1 centre, 2 east; the centre takes
 * what does not divide by three. */
int
ts_zone3(const struct ts_game *g, int x)
{
	int side = g->w / 3;

	return x < side ? 0 : x >= g->w - side ? 2 : 1;
}

/* A side's own view: its base edge at row 0, its left at column 0. */
static void
to_view(const struct ts_game *g, int side, int x, int y, int *vx, int *vy)
{
	*vx = side == TS_RED ? x : g->w - 1 - x;
	*vy = side == TS_RED ? y : g->d - 1 - y;
}

/* Fig. XI, numbered from `side`'s viewpoint: 1..10, or 0. */
static int
zone_has(const struct ts_game *g, int side, int zone, int x, int y)
{
	int vx, vy, z, half = g->d / 2;

	to_view(g, side, x, y, &vx, &vy);
	z = ts_zone3(g, vx);
	switch (zone) {
	case 1: return vy == 0 && z == 2;
	case 2: return vy == 0 && z == 1;
	case 3: return vy == 0 && z == 0;
	case 4: return vx == 0 && vy < half;
	case 5: return vx == 0 && vy >= half;
	case 6: return vy == g->d - 1 && z == 0;
	case 7: return vy == g->d - 1 && z == 1;
	case 8: return vy == g->d - 1 && z == 2;
	case 9: return vx == g->w - 1 && vy >= half;
	case 10: return vx == g->w - 1 && vy < half;
	}
	return 0;
}

int
ts_edge_zone(const struct ts_game *g, int side, int x, int y)
{
	int z;

	for (z = 1; z <= 10; z++)
		if (zone_has(g, side, z, x, y))
			return z;
	return 0;
}

int
ts_edge_zone_boxes(const struct ts_game *g, int side, int zone, int *boxes,
    int max)
{
	int x, y, n = 0;

	for (y = 0; y < g->d; y++)
		for (x = 0; x < g->w; x++)
			if (zone_has(g, side, zone, x, y) && n < max)
				boxes[n++] = TS_BOX(g, x, y);
	return n;
}

int
ts_deploy_rows(const struct ts_game *g)
{
	return g->d <= 8 ? 2 : 3;
}

/* §1.2: the rows nearest the owner (plus extra), not the end columns. */
int
ts_in_deploy_zone(const struct ts_game *g, int side, int x, int y,
    int extra)
{
	int vx, vy;

	if (!ts_on_table(g, x, y))
		return 0;
	to_view(g, side, x, y, &vx, &vy);
	return vx > 0 && vx < g->w - 1 && vy < ts_deploy_rows(g) + extra;
}

const char *
ts_box_label(const struct ts_game *g, int x, int y, char *b)
{
	if (!ts_on_table(g, x, y) || grid_label(x, y, b) != 0)
		strcpy(b, "off");
	return b;
}

int
ts_parse_box(const struct ts_game *g, const char *s, int *x, int *y)
{
	return grid_parse(s, g->w, g->d, x, y);
}

/* Units on the table in a box: their indices (at most max), the count. */
int
ts_in_box(const struct ts_game *g, int x, int y, int *list, int max)
{
	int u, n = 0;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].status == TS_ON && g->u[u].x == x &&
		    g->u[u].y == y) {
			if (n < max)
				list[n] = u;
			n++;
		}
	return n;
}

int
ts_box_enemy(const struct ts_game *g, int x, int y, int side)
{
	int l[4], n = ts_in_box(g, x, y, l, 4);

	return n > 0 && g->u[l[0]].side != side;
}

int
ts_box_friends(const struct ts_game *g, int x, int y, int side, int *l)
{
	int t[4], n = ts_in_box(g, x, y, t, 4), i, k = 0;

	for (i = 0; i < n && i < 4; i++)
		if (g->u[t[i]].side == side)
			l[k++] = t[i];
	return k;
}

int
ts_gens_in_box(const struct ts_game *g, int x, int y, int *list, int max)
{
	int k, n = 0, gx, gy;

	for (k = 0; k < g->ngens; k++)
		if (ts_gen_box(g, k, &gx, &gy) && gx == x && gy == y) {
			if (n < max)
				list[n] = k;
			n++;
		}
	return n;
}

/*
 * Does box (x, y) stop a line of sight traced by `side`?  Shooting
 * (§4.10): terrain that blocks, or any unit.  Sighting in FOW los (§9.5,
 * [PROPOSED]): the terrain section's wording (§8.22) and never a unit,
 * so a unit the side has not seen can never hide another from it (what
 * a side sees may not depend on what it cannot see).
 */
static int
box_blocks(const struct ts_game *g, int x, int y, int ox, int oy,
    int for_shooting)
{
	const struct ts_terrain *o = ts_terr_at(g, ox, oy);
	const struct ts_terrain *t = ts_terr_at(g, x, y);
	int l[2], units = ts_in_box(g, x, y, l, 2) > 0;

	if (for_shooting) {
		/* over anything immediately adjacent, except a hill */
		if (o->hill && ts_chebyshev(x, y, ox, oy) == 1 && !t->hill)
			return 0;
		return t->blocks || units;
	}
	if (o->see_over == 1)		/* low hill: over all but hills */
		return t->hill != 0;
	if (o->see_over == 2)		/* steep: over all but steep, rocky */
		return t->hill == 2 || (t->cls == TS_IMPASSABLE && t->blocks);
	return t->blocks;
}

/* A fortification edge blocks LOS except to and from its defenders. */
static int
fort_blocks(const struct ts_game *g, int x, int y, int dx, int dy,
    int x0, int y0, int x1, int y1)
{
	unsigned e = ts_crossing(g, x, y, dx, dy);
	int fx, fy;

	if (!(e & (TS_E_FORT_IN | TS_E_FORT_OUT)))
		return 0;
	/* the fortified box is on the FORT_IN side */
	fx = e & TS_E_FORT_IN ? x : x + dx;
	fy = e & TS_E_FORT_IN ? y : y + dy;
	return !((fx == x0 && fy == y0) || (fx == x1 && fy == y1));
}

/*
 * §4.10 (Fig. XVI, [PROPOSED] supercover): walk the boxes the line from
 * centre to centre passes; a box it passes through must not block; where
 * it passes exactly through a corner it is blocked only if both boxes
 * beside the corner block.  The target's own box never blocks (LOS goes
 * into a wood), nor does the shooter's.
 */
int
ts_los(const struct ts_game *g, int x0, int y0, int x1, int y1,
    int for_shooting, int shooter_side)
{
	int dx = abs(x1 - x0), dy = abs(y1 - y0);
	int sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1;
	int x = x0, y = y0, ix = 0, iy = 0, d, last;

	(void)shooter_side;
	while (ix < dx || iy < dy) {
		d = (1 + 2 * ix) * dy - (1 + 2 * iy) * dx;
		if (d == 0) {
			if (box_blocks(g, x + sx, y, x0, y0, for_shooting) &&
			    box_blocks(g, x, y + sy, x0, y0, for_shooting))
				return 0;
			x += sx;
			y += sy;
			ix++;
			iy++;
		} else if (d < 0) {
			if (fort_blocks(g, x, y, sx, 0, x0, y0, x1, y1))
				return 0;
			x += sx;
			ix++;
		} else {
			if (fort_blocks(g, x, y, 0, sy, x0, y0, x1, y1))
				return 0;
			y += sy;
			iy++;
		}
		last = x == x1 && y == y1;
		if (!last && box_blocks(g, x, y, x0, y0, for_shooting))
			return 0;
	}
	return 1;
}
