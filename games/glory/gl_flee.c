/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_flee.c - flee moves (digest 3.4, 5.2): 50 yd, or at least 10 yd
 * ending in cover (the full 50 from cover); the board edge counts as
 * cover; never past or ending adjacent to an enemy; a man with no legal
 * flee surrenders.  Bearings every flee_step_deg are ranked: legal, meets
 * the distance rule, ends in cover, farther from the nearest enemy,
 * nearer his FLEETO point (default: the home edge); then the lower
 * bearing.  MP costs are ignored; impassable ground stops the ray.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

struct cand {
	int ok, meets, cover, x, y;
	int edge;			/* he ran to the board's edge */
	int64_t enemy_d2, goal_d2;
};

/* Is (x, y) adjacent to an enemy (5.22: unless either is in a
 * building), and, when coming from (px, py), not moving away from him?
 * A man who starts next to an enemy (a melee loser) may run from him. */
static int
adjacent_closing(const struct gl_game *g, int m, int px, int py, int x,
    int y)
{
	struct gl_man t = g->man[m];
	const struct gl_man *e;
	int i;

	t.x = x, t.y = y;
	for (i = 0; i < g->nman; i++) {
		e = &g->man[i];
		if (e->side == t.side || !gl_able(e) || e->aboard ||
		    gl_gap_cmp(&t, e,
		    (int64_t)g->r.adjacent_yd * GL_YD) > 0)
			continue;
		/* digest 9.7: either man in a building (the switch
		 * flee_past_both_inside: both) */
		if (g->r.flee_past_both_inside ? gl_in_building(g, x, y) &&
		    gl_in_building(g, e->x, e->y) : gl_in_building(g, x, y) ||
		    gl_in_building(g, e->x, e->y))
			continue;
		if (px < 0 || plane_dist2(gl_pt(x, y), gl_pt(e->x, e->y)) <=
		    plane_dist2(gl_pt(px, py), gl_pt(e->x, e->y)))
			return 1;
	}
	return 0;
}

static int
adjacent_enemy(const struct gl_game *g, int m, int x, int y)
{
	return adjacent_closing(g, m, -1, -1, x, y);
}

static int64_t
nearest_enemy_d2(const struct gl_game *g, int m, int x, int y)
{
	int64_t best = -1, d;
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != g->man[m].side && gl_able(&g->man[e]) &&
		    !g->man[e].aboard) {	/* in a wagon: unknown */
			d = plane_dist2(gl_pt(x, y), gl_pt(g->man[e].x,
			    g->man[e].y));
			if (best < 0 || d < best)
				best = d;
		}
	return best < 0 ? 0 : best;
}

static void
goal(const struct gl_game *g, int m, int x, int y, int *gx, int *gy)
{
	const struct gl_man *a = &g->man[m];
	int h = g->home[a->side];

	if (!a->fleeto_edge) {
		*gx = a->fleeto_x, *gy = a->fleeto_y;
		return;
	}
	*gx = h == 2 ? g->width : h == 3 ? 0 : x;
	*gy = h == 0 ? g->height : h == 1 ? 0 : y;
}

static int
covered(const struct gl_game *g, int m, int x, int y)
{
	struct gl_man t = g->man[m];

	t.x = x, t.y = y;
	return gl_in_cover(g, &t);
}

/* Walk bearing b from the man's spot; fill c. */
static void
ray(const struct gl_game *g, int m, int b, int victor, struct cand *c)
{
	const struct gl_man *a = &g->man[m];
	int64_t full = (int64_t)g->r.flee_yd * GL_YD;
	int64_t minc = (int64_t)g->r.flee_cover_yd * GL_YD, s;
	int start_cover = gl_in_cover(g, a), x = a->x, y = a->y, kind, gx, gy;
	struct plane_pt p;

	memset(c, 0, sizeof *c);
	for (s = GL_YD; s <= full; s += GL_YD) {
		p = plane_step(gl_pt(a->x, a->y), b, s);
		if (p.x < 0 || -p.y < 0 || p.x > g->width || -p.y > g->height) {
			c->meets = c->cover = 1;	/* the board edge */
			c->edge = 1;
			break;
		}
		if (gl_area_at(g, (int)p.x, (int)-p.y) == GL_A_DEEP ||
		    (gl_crosses(g, x, y, (int)p.x, (int)-p.y, &kind) >= 0 &&
		    kind == GL_L_WALL_HIGH) ||	/* a hull's side but at a */
		    gl_metal_step(g, a, x, y, (int)p.x, (int)-p.y) < 0)
			break;			/* port (gl_metal.c) */
		if (adjacent_closing(g, m, x, y, (int)p.x, (int)-p.y))
			return;		/* may not pass an enemy */
		x = (int)p.x, y = (int)-p.y;
		if (s >= minc && !start_cover && victor < 0 &&
		    covered(g, m, x, y)) {
			c->meets = c->cover = 1;
			break;
		}
		if (s == full)
			c->meets = 1;
	}
	if (x == a->x && y == a->y)
		return;
	if (victor >= 0 && plane_cmp_dist(gl_pt(x, y), gl_pt(
	    g->man[victor].x, g->man[victor].y), full) < 0 && !c->cover)
		c->meets = 0;
	c->ok = 1;
	c->x = x, c->y = y;
	c->cover |= covered(g, m, x, y);
	c->enemy_d2 = nearest_enemy_d2(g, m, x, y);
	goal(g, m, x, y, &gx, &gy);
	c->goal_d2 = plane_dist2(gl_pt(x, y), gl_pt(gx, gy));
}

static int
better(const struct cand *a, const struct cand *b)
{
	if (a->ok != b->ok)
		return a->ok > b->ok;
	if (a->meets != b->meets)
		return a->meets > b->meets;
	if (a->cover != b->cover)
		return a->cover > b->cover;
	if (a->enemy_d2 != b->enemy_d2)
		return a->enemy_d2 > b->enemy_d2;
	return a->goal_d2 < b->goal_d2;
}

/* m flees (victor: the melee winner he must get 50 yd from, or -1);
 * returns 0, or 1 if he surrendered. */
int
gl_flee(struct gl_game *g, int m, int victor, struct dice *d,
    struct event_log *log)
{
	struct gl_man *a = &g->man[m];
	struct cand best, c;
	char p0[48], p1[48];
	unsigned mask0 = gl_mask_man(g, m);
	int b, x0 = a->x, y0 = a->y, drove = gl_driving(g, m);

	(void)d;
	memset(&best, 0, sizeof best);
	for (b = 0; b < 360; b += g->r.flee_step_deg) {
		ray(g, m, b, victor, &c);
		if (c.ok && (!best.ok || better(&c, &best)))
			best = c;
	}
	a->demor = 1;
	a->locked = 0;
	a->prone = 0;
	gl_fmt_pos(p0, sizeof p0, x0, y0);
	if (!best.ok || adjacent_enemy(g, m, best.x, best.y)) {
		a->status = GL_ST_CAPTURED;
		gl_say(log, mask0, "%s cannot flee and surrenders at %s", a->id,
		    p0);
		event_kind(log, EVENT_K_LOSS);
		gl_driver_fled(g, m, drove, log);	/* gl_wagon.c */
		return 1;
	}
	if (best.edge && g->x.flee_exits) {	/* 3.4 [P]: he runs off */
		a->status = GL_ST_GONE;
		gl_say(log, mask0, "%s flees off the table from %s", a->id, p0);
		event_kind(log, EVENT_K_ROUT);
		if (mask0 & EVENT_V_SIDE(1 - a->side))
			gl_seen_now(g, m, x0, y0);	/* named: seen there */
		gl_shot_add(g, GL_SH_FLEE, x0, y0, best.x, best.y, 0, mask0);
		gl_driver_fled(g, m, drove, log);
		return 0;
	}
	a->facing = gl_bearing(x0, y0, best.x, best.y);
	a->x = best.x, a->y = best.y;
	a->moved_turn = g->turn;
	gl_fmt_pos(p1, sizeof p1, a->x, a->y);
	gl_say(log, mask0 & gl_mask_man(g, m), "%s flees %s -> %s, "
	    "demoralized", a->id, p0, p1);
	event_kind(log, EVENT_K_ROUT);	/* the archive's headlines */
	if ((mask0 & ~gl_mask_man(g, m)) & EVENT_V_SIDE(1 - a->side)) {
		gl_say_to(log, 1 - a->side, "%s flees out of sight from %s",
		    a->id, p0);
		event_kind(log, EVENT_K_ROUT);
		gl_seen_now(g, m, x0, y0);	/* named: seen there */
	} else if ((gl_mask_man(g, m) & ~mask0) & EVENT_V_SIDE(1 - a->side)) {
		gl_say_to(log, 1 - a->side, "%s comes into sight fleeing, at "
		    "%s", a->id, p1);
		event_kind(log, EVENT_K_ROUT);
		gl_seen_now(g, m, a->x, a->y);
	}
	gl_shot_add(g, GL_SH_FLEE, x0, y0, a->x, a->y, 0, mask0 &
	    gl_mask_man(g, m));
	gl_driver_fled(g, m, drove, log);
	return 0;
}
