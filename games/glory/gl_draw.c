/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_draw.c - one side's report as a map (../drawing.h): the table in
 * 1/100 yard, north up; terrain areas, hills, walls, fences and streams,
 * buildings; the side's own castings in full, enemies in sight, where
 * lost contacts were last seen; and the phase's moves, charges, shots
 * (rulers: fire lines) and flee moves this side saw, from the shots the
 * resolution kept with their viewer masks.  Same visibility as the text.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

struct gd {
	const struct gl_game *g;
	int viewer;
	struct drawing *d;
};

static struct draw_pt
dp(const struct gl_game *g, int x, int y)
{
	struct draw_pt p = { x, g->height - y };

	return p;
}

static enum draw_terrain
area_terrain(int k)
{
	switch (k) {
	case GL_A_BRUSH: case GL_A_PLOWED: return DRAW_T_FIELD;
	case GL_A_ROUGH: return DRAW_T_ROUGH;
	case GL_A_CONIFER: case GL_A_MIXED: return DRAW_T_WOODS;
	case GL_A_SAND: case GL_A_SNOW: return DRAW_T_SAND;
	case GL_A_MUD: return DRAW_T_MARSH;
	default: return DRAW_T_WATER;
	}
}

static void
terrain(struct gd *h)
{
	const struct gl_game *g = h->g;
	struct draw_pt p[GL_MAX_VERT];
	char lab[DRAW_TEXT_LEN];
	int i, j;

	for (i = 0; i < g->nhill; i++) {
		for (j = 0; j < g->hill[i].slope.n; j++)
			p[j] = dp(g, g->hill[i].slope.x[j], g->hill[i].slope.y[j]);
		snprintf(lab, sizeof lab, "%s slope", g->hill[i].id);
		drawing_area(h->d, p, g->hill[i].slope.n, DRAW_T_HILL, lab);
		for (j = 0; j < g->hill[i].top.n; j++)
			p[j] = dp(g, g->hill[i].top.x[j], g->hill[i].top.y[j]);
		snprintf(lab, sizeof lab, "%s top", g->hill[i].id);
		drawing_area(h->d, p, g->hill[i].top.n, DRAW_T_HILL, lab);
	}
	for (i = 0; i < g->narea; i++) {
		for (j = 0; j < g->area[i].p.n; j++)
			p[j] = dp(g, g->area[i].p.x[j], g->area[i].p.y[j]);
		snprintf(lab, sizeof lab, "%s %s", g->area[i].id,
		    gl_area_kind_name(g->area[i].kind));
		drawing_area(h->d, p, g->area[i].p.n,
		    area_terrain(g->area[i].kind), lab);
	}
	for (i = 0; i < g->nline; i++) {
		const struct gl_line *l = &g->line[i];

		for (j = 0; j < l->p.n; j++)
			p[j] = dp(g, l->p.x[j], l->p.y[j]);
		drawing_line(h->d, p, l->p.n, l->kind == GL_L_STREAM ?
		    DRAW_L_RIVER : DRAW_L_PLAIN, l->kind == GL_L_STREAM ?
		    DRAW_INK_WATER : DRAW_INK_BLACK, l->kind == GL_L_WALL_HIGH ?
		    120 : l->kind == GL_L_WALL_LOW ? 80 : l->kind ==
		    GL_L_STREAM ? l->width : 30, 0);
		snprintf(lab, sizeof lab, "%s %s", l->id,
		    gl_line_kind_name(l->kind));
		drawing_text(h->d, p[0].x, p[0].y, lab, DRAW_A_SW, DRAW_S_SMALL,
		    DRAW_INK_BLACK);
	}
	for (i = 0; i < g->nbld; i++) {
		const struct gl_bld *b = &g->bld[i];

		p[0] = dp(g, b->x0, b->y0), p[1] = dp(g, b->x1, b->y0);
		p[2] = dp(g, b->x1, b->y1), p[3] = dp(g, b->x0, b->y1);
		drawing_area(h->d, p, 4, DRAW_T_TOWN, b->id);
	}
}

static void
token(struct gd *h, int x, int y, int side, int facing, unsigned st,
    const char *id, const char *sub)
{
	struct draw_token t;
	struct draw_pt p = dp(h->g, x, y);

	memset(&t, 0, sizeof t);
	t.x = p.x, t.y = p.y;
	t.side = side;
	t.facing = facing;
	t.status = st;
	snprintf(t.id, sizeof t.id, "%s", id);
	snprintf(t.sub, sizeof t.sub, "%s", sub);
	drawing_token(h->d, &t);
}

static void
castings(struct gd *h)
{
	const struct gl_game *g = h->g;
	int i, own;

	for (i = 0; i < g->nman; i++) {
		const struct gl_man *m = &g->man[i];
		unsigned st = 0;

		own = h->viewer < 0 || m->side == h->viewer;
		if (!gl_able(m))
			continue;
		if (!own && !m->seen) {
			if (m->ever_seen)
				token(h, m->last_x, m->last_y, m->side,
				    DRAW_NO_FACING, DRAW_ST_LAST_KNOWN, m->id,
				    "");
			continue;
		}
		if (m->leader)
			st |= DRAW_ST_LEADER;
		if (m->type == GL_MOUNTED)
			st |= DRAW_ST_MOUNTED;
		if (m->demor)
			st |= DRAW_ST_ROUTED;
		if (m->wounds)
			st |= DRAW_ST_BLOODIED;
		if (m->prone)
			st |= DRAW_ST_DISORDERED;
		if (m->locked)
			st |= DRAW_ST_ENGAGED;
		token(h, m->x, m->y, m->side, m->facing, st, m->id, "");
	}
	for (i = 0; i < g->ngun; i++) {
		const struct gl_gun *k = &g->gun[i];

		own = h->viewer < 0 || k->side == h->viewer;
		if (own || k->seen)
			token(h, k->x, k->y, k->side, k->facing, 0, k->id,
			    "gun");
	}
}

/* The canister zone: can_width_yd wide along the gun's axis. */
static void
canister_zone(struct gd *h, const struct gl_shot *s)
{
	const struct gl_game *g = h->g;
	struct draw_pt p[4];
	int brg = gl_bearing(s->x0, s->y0, s->x1, s->y1), i;
	int64_t half = (int64_t)g->r.can_width_yd * GL_YD / 2;
	struct plane_pt c[4];

	c[0] = plane_step(gl_pt(s->x0, s->y0), brg - 90, half);
	c[1] = plane_step(gl_pt(s->x0, s->y0), brg + 90, half);
	c[2] = plane_step(gl_pt(s->x1, s->y1), brg + 90, half);
	c[3] = plane_step(gl_pt(s->x1, s->y1), brg - 90, half);
	for (i = 0; i < 4; i++)
		p[i] = dp(g, (int)c[i].x, (int)-c[i].y);
	drawing_poly(h->d, p, 4, DRAW_INK_NONE, DRAW_INK_BLACK, 30, 1);
}

static void
shots(struct gd *h)
{
	const struct gl_game *g = h->g;
	struct draw_pt p[2];
	unsigned bit = h->viewer < 0 ? EVENT_V_REF : EVENT_V_SIDE(h->viewer);
	int i;

	for (i = 0; i < g->nshot; i++) {
		const struct gl_shot *s = &g->shot[i];

		if (!(s->mask & bit))
			continue;
		p[0] = dp(g, s->x0, s->y0);
		p[1] = dp(g, s->x1, s->y1);
		if (s->kind == GL_SH_CANISTER) {
			canister_zone(h, s);
			continue;
		}
		if (s->kind == GL_SH_BURST) {
			drawing_circle(h->d, p[0].x, p[0].y,
			    g->r.shr_radius_yd * GL_YD, DRAW_INK_NONE,
			    DRAW_INK_BLACK, 30);
			drawing_mark(h->d, p[0].x, p[0].y, DRAW_M_COMBAT);
			continue;
		}
		drawing_line(h->d, p, 2, s->kind == GL_SH_FIRE ? DRAW_L_FIRE :
		    s->kind == GL_SH_CHARGE ? DRAW_L_ATTACK : s->kind ==
		    GL_SH_FLEE ? DRAW_L_RETREAT : DRAW_L_MOVE, DRAW_INK_BLACK,
		    30, 1);
		if (s->kind == GL_SH_FIRE) {	/* the ruler's reading */
			char lab[16];

			snprintf(lab, sizeof lab, "%d yd", s->range_yd);
			drawing_text(h->d, (p[0].x + p[1].x) / 2,
			    (p[0].y + p[1].y) / 2, lab, DRAW_A_CENTRE,
			    DRAW_S_SMALL, DRAW_INK_BLACK);
		}
	}
}

int
gl_draw(const void *gv, const json_t *events, int viewer, struct drawing *d)
{
	const struct gl_game *g = gv;
	struct gd h = { g, viewer, d };
	struct game_phase ph;
	int s;

	(void)events;
	drawing_init(d, "1/100 yard", g->width, g->height,
	    g->width / 60 > 150 ? g->width / 60 : 150);
	gl_phase(g, &ph);
	drawing_heading(d, "GLORY", g->name, viewer, viewer >= 0 ?
	    g->side[viewer] : NULL, ph.summary);
	for (s = 0; s < GL_NSIDES; s++)
		drawing_side(d, s, g->side[s]);
	drawing_scale(d, 50 * GL_YD, "50 yards");
	drawing_status_name(d, DRAW_ST_ROUTED, "demoralized");
	drawing_status_name(d, DRAW_ST_BLOODIED, "wounded");
	drawing_status_name(d, DRAW_ST_DISORDERED, "prone");
	drawing_status_name(d, DRAW_ST_ENGAGED, "locked in melee");
	drawing_status_name(d, DRAW_ST_LEADER, "leader");
	terrain(&h);
	shots(&h);
	castings(&h);
	return drawing_failed(d);
}
