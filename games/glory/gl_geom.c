/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_geom.c - GLORY's ground on the exact plane (../common/plane.h):
 * distances, arcs, what terrain a point stands in, and the one line of
 * sight rule of digest 4.3 and 7 (5-yd see-into of area blockers, walls
 * fired over or hidden behind, hills by elevation, guns and limbers
 * block).  Positions are 1/100 yard with y north; the plane's y grows
 * south, so gl_pt() negates y and every bearing comes out compass-true.
 */
#include <string.h>

#include "gl.h"

#define GUN_R	(2 * GL_YD)	/* a gun is 3 x 4 yd: a 2-yd disc blocks */
#define LIMB_R	(3 * GL_YD)

struct plane_pt
gl_pt(int x, int y)
{
	struct plane_pt p = { x, -(int64_t)y };

	return p;
}

static struct plane_poly
poly(const struct gl_poly *p, struct plane_pt *buf)
{
	struct plane_poly q;
	int i;

	for (i = 0; i < p->n; i++)
		buf[i] = gl_pt(p->x[i], p->y[i]);
	q.p = buf;
	q.n = p->n;
	return q;
}

static struct plane_seg
seg(int x0, int y0, int x1, int y1)
{
	struct plane_seg s;

	s.a = gl_pt(x0, y0);
	s.b = gl_pt(x1, y1);
	return s;
}

int
gl_radius(const struct gl_man *m)
{
	return m->type == GL_MOUNTED ? 150 : 50;
}

int64_t
gl_dist(int x0, int y0, int x1, int y1)
{
	return (int64_t)plane_isqrt_round((uint64_t)plane_dist2(gl_pt(x0, y0),
	    gl_pt(x1, y1)));
}

int
gl_bearing(int x0, int y0, int x1, int y1)
{
	return plane_bearing(gl_pt(x0, y0), gl_pt(x1, y1));
}

int
gl_gap_cmp(const struct gl_man *a, const struct gl_man *b, int64_t r)
{
	return plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(b->x, b->y),
	    r + gl_radius(a) + gl_radius(b));
}

int
gl_in_arc(const struct gl_man *m, int half, int x, int y)
{
	return plane_in_arc(gl_pt(m->x, m->y), m->facing, half, gl_pt(x, y));
}

static int
inside(const struct gl_poly *p, int x, int y)
{
	struct plane_pt b[GL_MAX_VERT];

	return plane_poly_where(poly(p, b), gl_pt(x, y)) != PLANE_OUT;
}

int
gl_area_at(const struct gl_game *g, int x, int y)
{
	int i, k = GL_A_CLEAR;

	for (i = 0; i < g->narea; i++)
		if (g->area[i].kind > k && inside(&g->area[i].p, x, y))
			k = g->area[i].kind;
	return k;
}

int
gl_elev(const struct gl_game *g, int x, int y)
{
	int i, e = 0;

	for (i = 0; i < g->nhill; i++) {
		if (inside(&g->hill[i].top, x, y)) {
			if (2 * g->hill[i].level > e)
				e = 2 * g->hill[i].level;
		} else if (inside(&g->hill[i].slope, x, y) &&
		    2 * g->hill[i].level - 1 > e)
			e = 2 * g->hill[i].level - 1;
	}
	return e;
}

/* On a hilltop within 5 yd of its edge: sees down the slope (9.445). */
int
gl_near_top_edge(const struct gl_game *g, int x, int y)
{
	const struct gl_poly *t;
	int i, j, n;

	for (i = 0; i < g->nhill; i++) {
		t = &g->hill[i].top;
		if (!inside(t, x, y))
			continue;
		for (j = 0, n = t->n; j < n; j++)
			if (plane_seg_cmp_dist_pt(seg(t->x[j], t->y[j],
			    t->x[(j + 1) % n], t->y[(j + 1) % n]), gl_pt(x, y),
			    5 * GL_YD) <= 0)
				return 1;
	}
	return 0;
}

int
gl_in_building(const struct gl_game *g, int x, int y)
{
	int i;

	for (i = 0; i < g->nbld; i++)
		if (x > g->bld[i].x0 && x < g->bld[i].x1 && y > g->bld[i].y0 &&
		    y < g->bld[i].y1)
			return i + 1;
	return 0;
}

int
gl_at_opening(const struct gl_game *g, int x, int y)
{
	int b = gl_in_building(g, x, y), j;

	if (b-- == 0)
		return 0;
	for (j = 0; j < g->bld[b].nopen; j++)
		if (plane_cmp_dist(gl_pt(x, y), gl_pt(g->bld[b].ox[j],
		    g->bld[b].oy[j]), g->r.at_wall_yd * GL_YD) <= 0)
			return 1;
	return 0;
}

static int
near_line(const struct gl_line *l, int x, int y, int64_t r)
{
	int j;

	for (j = 0; j + 1 < l->p.n; j++)
		if (plane_seg_cmp_dist_pt(seg(l->p.x[j], l->p.y[j],
		    l->p.x[j + 1], l->p.y[j + 1]), gl_pt(x, y), r) <= 0)
			return 1;
	return 0;
}

static int hills_block(const struct gl_game *g, int ax, int ay, int bx,
    int by);

/* 4.3: a hill is cover only when it hides him from every enemy (one at
 * least) on the table. */
static int
hill_cover(const struct gl_game *g, const struct gl_man *m)
{
	int e, any = 0;

	for (e = 0; g->nhill > 0 && e < g->nman; e++) {
		const struct gl_man *b = &g->man[e];

		if (b->side == m->side || !gl_able(b))
			continue;
		any = 1;
		if (!hills_block(g, m->x, m->y, b->x, b->y))
			return 0;
	}
	return any;
}

/* Cover for morale and flee (4.3): rough, woods, walls, buildings, metal,
 * a hill that hides him from every enemy. */
int
gl_in_cover(const struct gl_game *g, const struct gl_man *m)
{
	int k = gl_area_at(g, m->x, m->y), i;

	if (k == GL_A_ROUGH || k == GL_A_CONIFER || k == GL_A_MIXED ||
	    k == GL_A_PLATFORM || gl_in_building(g, m->x, m->y) ||
	    gl_in_metal(g, m->x, m->y))	/* metal cover (gl_metal.c) */
		return 1;
	for (i = 0; i < g->nline; i++)
		if ((g->line[i].kind == GL_L_WALL_LOW ||
		    g->line[i].kind == GL_L_WALL_HIGH) &&
		    near_line(&g->line[i], m->x, m->y, g->r.at_wall_yd * GL_YD))
			return 1;
	return hill_cover(g, m);
}

int
gl_over_high_wall(const struct gl_game *g, int x, int y)
{
	int i;

	if (gl_area_at(g, x, y) == GL_A_PLATFORM)
		return 1;
	for (i = 0; i < g->nport; i++)
		if (plane_cmp_dist(gl_pt(x, y), gl_pt(g->port[i].x,
		    g->port[i].y), (int64_t)g->r.at_wall_yd * GL_YD) <= 0)
			return 1;
	return 0;
}

int
gl_unexposed(const struct gl_game *g, int m)
{
	const struct gl_man *a = &g->man[m];

	return gl_area_at(g, a->x, a->y) == GL_A_GULLY &&
	    !(a->fired_turn > 0 && a->fired_turn >= g->turn - 1) &&
	    !(a->moved_turn > 0 && a->moved_turn >= g->turn - 1);
}

/* Does the line a-b cross feature line l?  *where: 1 within 5 yd of a
 * (fired over), 2 within 5 yd of b (b is behind it), 3 elsewhere. */
static int
crossing(const struct gl_game *g, const struct gl_line *l, int ax, int ay,
    int bx, int by)
{
	struct plane_seg s = seg(ax, ay, bx, by);
	int j, hit = 0;
	int64_t r = g->r.see_into_yd * GL_YD;

	for (j = 0; j + 1 < l->p.n && !hit; j++)
		if (plane_seg_meet(s, seg(l->p.x[j], l->p.y[j], l->p.x[j + 1],
		    l->p.y[j + 1])) != PLANE_X_NONE)
			hit = 1;
	if (!hit)
		return 0;
	if (near_line(l, ax, ay, r))
		return 1;
	if (near_line(l, bx, by, r))
		return 2;
	return 3;
}

int
gl_crosses(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int *kind)
{
	struct plane_seg s = seg(x0, y0, x1, y1);
	int i, j, best = -1;

	for (i = 0; i < g->nline; i++)
		for (j = 0; j + 1 < g->line[i].p.n; j++)
			if (plane_seg_meet(s, seg(g->line[i].p.x[j],
			    g->line[i].p.y[j], g->line[i].p.x[j + 1],
			    g->line[i].p.y[j + 1])) != PLANE_X_NONE &&
			    best < 0) {
				best = i;
				*kind = g->line[i].kind;
			}
	return best;
}

/* As gl_crosses, but a line the step starts on is not crossed again
 * (a move pays a fence once, on the step that reaches or crosses it). */
int
gl_crosses_from(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int *kind)
{
	struct plane_seg s = seg(x0, y0, x1, y1), l;
	int i, j;

	for (i = 0; i < g->nline; i++)
		for (j = 0; j + 1 < g->line[i].p.n; j++) {
			l = seg(g->line[i].p.x[j], g->line[i].p.y[j],
			    g->line[i].p.x[j + 1], g->line[i].p.y[j + 1]);
			if (plane_seg_meet(s, l) != PLANE_X_NONE &&
			    plane_seg_cmp_dist_pt(l, s.a, 0) > 0) {
				*kind = g->line[i].kind;
				return i;
			}
		}
	return -1;
}

static int
area_blocks(const struct gl_game *g, const struct gl_area *a, int ax,
    int ay, int bx, int by)
{
	struct plane_pt b[GL_MAX_VERT];
	struct plane_poly p = poly(&a->p, b);
	struct plane_seg s = seg(ax, ay, bx, by);

	if (a->kind != GL_A_BRUSH && a->kind != GL_A_ROUGH &&
	    a->kind != GL_A_TENT &&	/* 4.9: tents block sight only */
	    a->kind != GL_A_CONIFER && a->kind != GL_A_MIXED)
		return 0;
	if (plane_poly_where(p, s.a) != PLANE_OUT ||
	    plane_poly_where(p, s.b) != PLANE_OUT)
		return plane_seg_len_inside(s, p) > g->r.see_into_yd * GL_YD;
	return plane_seg_enters(s, p);
}

static int
hills_block(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	struct plane_pt b[GL_MAX_VERT];
	struct plane_seg s = seg(ax, ay, bx, by);
	int ea = gl_elev(g, ax, ay), eb = gl_elev(g, bx, by), hi, i;

	if (ea != eb) {
		/* the higher man must be on the slope or at the top's edge */
		int hx = ea > eb ? ax : bx, hy = ea > eb ? ay : by;
		int he = ea > eb ? ea : eb;

		if (he % 2 == 0 && !gl_near_top_edge(g, hx, hy))
			return 1;
	}
	hi = ea > eb ? ea : eb;
	for (i = 0; i < g->nhill; i++) {
		if (2 * g->hill[i].level > hi &&
		    plane_seg_enters(s, poly(&g->hill[i].top, b)))
			return 1;
		if (2 * g->hill[i].level - 1 > hi &&
		    plane_seg_enters(s, poly(&g->hill[i].slope, b)))
			return 1;
	}
	return 0;
}

static int
equipment_blocks(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	struct plane_seg s = seg(ax, ay, bx, by);
	int i;

#define BLOCKS(X, Y, R) (plane_seg_cmp_dist_pt(s, gl_pt(X, Y), R) < 0 &&   \
	plane_cmp_dist(s.a, gl_pt(X, Y), R) > 0 &&                          \
	plane_cmp_dist(s.b, gl_pt(X, Y), R) > 0)
	for (i = 0; i < g->ngun; i++)
		if (!g->gun[i].destroyed && BLOCKS(g->gun[i].x, g->gun[i].y,
		    GUN_R))
			return 1;
	for (i = 0; i < g->nlimb; i++)
		if (!g->limb[i].destroyed && BLOCKS(g->limb[i].x, g->limb[i].y,
		    LIMB_R))
			return 1;
	for (i = 0; i < g->nwag; i++)	/* wagons block as limbers do */
		if (!g->wag[i].destroyed && BLOCKS(g->wag[i].x, g->wag[i].y,
		    LIMB_R))
			return 1;
#undef BLOCKS
	return 0;
}

static int
buildings_block(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	struct plane_pt c[4];
	struct plane_poly p;
	struct plane_seg s = seg(ax, ay, bx, by);
	int i, ina, inb;

	for (i = 0; i < g->nbld; i++) {
		const struct gl_bld *b = &g->bld[i];

		c[0] = gl_pt(b->x0, b->y0), c[1] = gl_pt(b->x1, b->y0);
		c[2] = gl_pt(b->x1, b->y1), c[3] = gl_pt(b->x0, b->y1);
		p.p = c;
		p.n = 4;
		if (!plane_seg_enters(s, p))
			continue;
		ina = gl_in_building(g, ax, ay) == i + 1;
		inb = gl_in_building(g, bx, by) == i + 1;
		if (!ina && !inb)
			return 1;
		/* a man inside sees out only from an opening, just through it */
		if ((ina && !gl_at_opening(g, ax, ay)) ||
		    (inb && !gl_at_opening(g, bx, by)))
			return 1;
		if (!(ina && inb) && plane_seg_len_inside(s, p) >
		    g->r.at_wall_yd * GL_YD)
			return 1;
	}
	return 0;
}

/* Does a line of a kind in `kinds` (1 << enum gl_line_kind) stop fire
 * from a to b: crossed more than 5 yd from both (7.52: fire reaches 5 yd
 * into a blocker, and is fired over one 5 yd from the firer)? */
static int
lines_stop(const struct gl_game *g, unsigned kinds, int ax, int ay, int bx,
    int by)
{
	int i;

	for (i = 0; i < g->nline; i++)
		if ((kinds & (1u << g->line[i].kind)) &&
		    crossing(g, &g->line[i], ax, ay, bx, by) == 3)
			return 1;
	return 0;
}

/* A kill zone's reach from a to b (canister, Gatling and MG): as the
 * line of sight; with the switch fence_stops_zones (digest 9.1, 7.51
 * over 9.314) fences and barbed wire stop it too. */
int
gl_zone_clear(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	return gl_los(g, ax, ay, bx, by, NULL) && !(g->r.fence_stops_zones &&
	    lines_stop(g, 1u << GL_L_FENCE | 1u << GL_L_WIRE, ax, ay, bx, by)) &&
	    !gl_form_blocks(g, ax, ay, bx, by, 1);	/* 7.51 (gl_form.c) */
}

/* Ball's lane (7.55, digest 9.2): stopped by hills, buildings, rough and
 * woods (5 yd in), not by walls, fences or brush; with the switch
 * wall_stops_ball (9.326 over 7.55) low and high walls stop it too. */
int
gl_ball_clear(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	int i;

	if (g->r.wall_stops_ball && lines_stop(g, 1u << GL_L_WALL_LOW |
	    1u << GL_L_WALL_HIGH, ax, ay, bx, by))
		return 0;

	for (i = 0; i < g->narea; i++)
		if (g->area[i].kind != GL_A_BRUSH &&
		    g->area[i].kind != GL_A_TENT &&
		    area_blocks(g, &g->area[i], ax, ay, bx, by))
			return 0;
	return !hills_block(g, ax, ay, bx, by) &&
	    !buildings_block(g, ax, ay, bx, by);
}

int
gl_los(const struct gl_game *g, int ax, int ay, int bx, int by, int *behind)
{
	int i, c, tan = 0, k;

	for (i = 0; i < g->narea; i++)
		if (area_blocks(g, &g->area[i], ax, ay, bx, by))
			return 0;
	for (i = 0; i < g->nline; i++) {
		k = g->line[i].kind;
		if (k != GL_L_WALL_LOW && k != GL_L_WALL_HIGH && k != GL_L_HEDGE)
			continue;
		c = crossing(g, &g->line[i], ax, ay, bx, by);
		if (c == 0)
			continue;
		/* a high wall blocks but for a man at it on a platform or
		 * at a port, who is then as a man at a low wall (9.42) */
		if (c == 3 || (k == GL_L_WALL_HIGH && !gl_over_high_wall(g,
		    c == 1 ? ax : bx, c == 1 ? ay : by)))
			return 0;
		if (c == 2 && k != GL_L_HEDGE)
			tan = g->r.tan_wall;
	}
	if (hills_block(g, ax, ay, bx, by) || buildings_block(g, ax, ay, bx, by)
	    || equipment_blocks(g, ax, ay, bx, by) ||
	    gl_metal_blocks(g, ax, ay, bx, by) ||
	    gl_form_blocks(g, ax, ay, bx, by, 0))	/* 7.312 (gl_form.c) */
		return 0;
	if (behind) {
		k = gl_area_at(g, bx, by);
		if (gl_at_opening(g, bx, by) && tan < g->r.tan_wall)
			tan = g->r.tan_wall;
		if (k == GL_A_ROUGH || k == GL_A_CONIFER || k == GL_A_MIXED ||
		    gl_elev(g, bx, by) % 2 == 1)
			tan += k == GL_A_CLEAR || k == GL_A_BRUSH ?
			    g->r.tan_slope : g->r.tan_rough;
		/* 7.14: at a port in metal cover, +7 in place of the
		 * port's +3 (gl_metal.c) */
		if (gl_in_metal(g, bx, by) && gl_in_metal(g, ax, ay) !=
		    gl_in_metal(g, bx, by) && tan < g->f.tan_metal)
			tan = g->f.tan_metal;
		*behind = tan;
	}
	return 1;
}
