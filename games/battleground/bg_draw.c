/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_draw.c - the report's map (drawing.h): the table in 1/1000 inch,
 * terrain areas and lines, own units in full, enemy units in sight,
 * last-seen markers for enemies seen before; from the same visibility as
 * bg_view.c, so the picture shows no more than the text.
 */
#include <stdio.h>
#include <string.h>

#include "draw_rulings.h"
#include "drawing_plane.h"
#include "bg.h"

#define TOKEN_SIZE	900	/* a unit's name token, 1/1000" */
#define LABEL_GAP	(TOKEN_SIZE / 2 + 312 + 150)	/* centre to a base's */
/* an emplacement's crew: figure centres this far inside its rear edge */
#define EMPL_CREW_IN	400

static enum draw_terrain
area_of(int kind)
{
	switch (kind) {
	case BG_T_WOODS: return DRAW_T_WOODS;
	case BG_T_HILL: return DRAW_T_HILL;
	case BG_T_BLDG: return DRAW_T_TOWN;
	case BG_T_BRUSH: return DRAW_T_ROUGH;
	case BG_T_CROPS: return DRAW_T_FIELD;
	case BG_T_FORD: return DRAW_T_FORD;
	default: return DRAW_T_OPEN;
	}
}

static void
terrain(struct drawing *d, const struct bg_game *g)
{
	int i;

	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		if (!t->line)
			drawing_plane_area(d, t->p, t->n, area_of(t->kind),
			    t->id);
		else if (t->kind == BG_T_ROAD)
			drawing_plane_line(d, t->p, t->n, DRAW_L_ROAD,
			    DRAW_INK_ROAD, t->width ? t->width : 1000, 0);
		else if (t->kind == BG_T_STREAM)
			drawing_plane_line(d, t->p, t->n, DRAW_L_RIVER,
			    DRAW_INK_WATER, t->width ? t->width : 500, 0);
		else	/* a wall, hedge or fence: named in the legend */
			drawing_plane_line(d, t->p, t->n, t->kind == BG_T_WALL ?
			    DRAW_L_WALL : t->kind == BG_T_HEDGE ? DRAW_L_HEDGE :
			    DRAW_L_FENCE, DRAW_INK_BLACK, 250, 0);
	}
}

/* Where an infantry unit's name goes: just north of its figures (south
 * of them at the table's north edge), so the bases do not hide it. */
static struct plane_pt
label_at(const struct bg_game *g, const struct bg_unit *x)
{
	struct plane_pt fp[BG_MAX_FIGS], c = bg_centre(g, x);
	int64_t top, bottom;
	int n, k;

	/* a vehicle's and an emplacement's name is on its model */
	if (x->veh || x->empl || (n = bg_fig_pos(g, x, fp,
	    BG_MAX_FIGS)) <= 0)
		return c;
	top = bottom = fp[0].y;
	for (k = 1; k < n; k++) {
		if (fp[k].y < top)
			top = fp[k].y;
		if (fp[k].y > bottom)
			bottom = fp[k].y;
	}
	c.y = top - LABEL_GAP >= LABEL_GAP ? top - LABEL_GAP :
	    bottom + LABEL_GAP;
	return c;
}

static void
token(struct drawing *d, const struct bg_game *g, int u, int last,
    int viewer)
{
	const struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x);
	struct draw_token t;
	char at[32];

	memset(&t, 0, sizeof t);
	if (last) {
		c.x = x->seen_x[viewer];
		c.y = x->seen_y[viewer];
		t.status = DRAW_ST_LAST_KNOWN;
		t.facing = DRAW_NO_FACING;
	} else {
		t.facing = x->facing;
		t.status = (bg_count(x, 'L') ? DRAW_ST_LEADER : 0) |
		    (bg_standing(x) ? 0 : DRAW_ST_ROUTED);
		snprintf(t.sub, sizeof t.sub, "%s", x->veh ? "VEH" : x->empl ?
		    bg_empl_name(x->empl) : x->figs);
	}
	t.x = (int)(last ? c.x : label_at(g, x).x);
	t.y = (int)(last ? c.y : label_at(g, x).y);
	t.size = last ? 0 : TOKEN_SIZE;
	t.side = x->side;
	snprintf(t.id, sizeof t.id, "%s", x->id);
	bg_pt_out(g, c, at, sizeof at);
	snprintf(t.cell, sizeof t.cell, "%.11s", at);
	drawing_token(d, &t);
}

static int
event_for(const json_t *ev, int viewer, const struct bg_game *g)
{
	return event_is_for(ev, viewer < 0 ? NULL : g->side[viewer]);
}

/* Each move this viewer read, as an arrow along its path. */
static void
moves(struct drawing *d, const struct bg_game *g, const json_t *events,
    int viewer)
{
	const json_t *ev, *r, *at;
	struct draw_pt p[BG_MAX_PTS + 2];
	size_t i, n;
	int k;

	json_array_foreach(events, i, ev) {
		if (!event_for(ev, viewer, g) ||
		    (r = json_object_get(ev, "path")) == NULL)
			continue;
		at = json_object_get(r, "at");
		n = json_array_size(at);
		if (n < 4 || n % 2 != 0 || n > 2 * (BG_MAX_PTS + 2))
			continue;
		for (k = 0; k < (int)n; k++)
			if (!json_is_integer(json_array_get(at, (size_t)k)))
				break;
		if (k < (int)n)
			continue;
		for (k = 0; k < (int)n / 2; k++) {
			p[k].x = (int)json_integer_value(json_array_get(at,
			    (size_t)(2 * k)));
			p[k].y = (int)json_integer_value(json_array_get(at,
			    (size_t)(2 * k + 1)));
		}
		drawing_line(d, p, (int)n / 2, DRAW_L_MOVE, DRAW_INK_BLACK, 150,
		    1);
	}
}

/* A vehicle's hull at true size, its front towards `facing`, its
 * turret (or none) and status. */
static void
hull(struct drawing *d, const struct bg_unit *x, int facing, int turret,
    unsigned status)
{
	struct draw_base b = draw_base_at(x->x, x->y, DRAW_B_VEHICLE, x->wid,
	    x->len, facing, x->side, x->id);

	b.turret = turret;
	b.status = status;
	drawing_base(d, &b);
}

/* A unit on the table: each figure on its 5/8" round base, a vehicle
 * as its hull at true size, an emplacement as its square with the crew
 * inside. */
static void
bases(struct drawing *d, const struct bg_game *g, int u)
{
	const struct bg_unit *x = &g->u[u];
	struct plane_pt fp[BG_MAX_FIGS];
	struct draw_base b;
	char fig[2] = { 0, 0 };
	int n, k, turret = DRAW_NO_FACING;

	if (x->veh) {
		for (k = 0; k < x->nweap; k++)
			if (!x->bow[k])
				turret = x->facing;
		hull(d, x, x->facing, turret, 0);
		return;
	}
	n = bg_fig_pos(g, x, fp, BG_MAX_FIGS);
	if (x->empl) {
		/* 2.5: the emplacement's square model, its front dark, a hit
		 * one marked; its crew inside at the rear, clear of its name */
		struct plane_pt c = bg_centre(g, x);

		b = draw_base_at((int)c.x, (int)c.y, DRAW_B_SQUARE, x->len, 0,
		    x->facing, x->side, x->id);
		b.status = x->empl_hits ? DRAW_ST_BLOODIED : 0;
		drawing_base(d, &b);
		for (k = 0; k < n; k++)
			fp[k] = plane_step(fp[k], (x->facing + 180) % 360,
			    x->len / 2 - EMPL_CREW_IN);
	}
	for (k = 0; k < n; k++) {
		fig[0] = x->figs[k];
		b = draw_base_at((int)fp[k].x, (int)fp[k].y, DRAW_B_ROUND, 625,
		    0, x->facing, x->side, fig);
		b.status = fig[0] == 'L' ? DRAW_ST_LEADER : 0;
		drawing_base(d, &b);
	}
}

/* A wreck (G5: a vehicle on its side): its hull where it was destroyed,
 * burnt out, with its name, so a ruler to the shot that destroyed it
 * ends at something.  Public (6.1) is where it lies and the ground it
 * covers (it blocks sight, 4.4): its hull's line, not which end was its
 * front.  A side that never saw it in play gets the line alone (a
 * bearing 0..179); the picture draws no front on any wreck. */
static void
wreck(struct drawing *d, const struct bg_game *g, int u, int viewer)
{
	const struct bg_unit *x = &g->u[u];
	int facing = x->facing;

	if (viewer >= 0 && x->side != viewer && !bg_known(g, viewer, u))
		facing %= 180;
	hull(d, x, facing, DRAW_NO_FACING, DRAW_ST_LOST);
}

/* A faint line every 6 inches, numbered from the south-west corner as
 * the reports and sheets count points (digest 1); the drawing's own y
 * runs down from the north edge. */
static const struct draw_open_table bg_table = { .system = "Battleground",
	.unit = "1/1000 inch", .per = BG_INCH, .word = "in",
	.every = 6 * BG_INCH, .decimals = 1, .words = "inches" };

int
bg_draw(const void *gv, const json_t *events, int viewer,
    struct drawing *d)
{
	struct bg_game *g = (struct bg_game *)gv;
	struct game_phase ph;
	int u, s;

	bg_sight_update(g, NULL);
	bg_phase(g, &ph);
	drawing_open_table(d, &bg_table, g->width, g->depth, 1500, g->name,
	    viewer, g->side, BG_NSIDES, ph.summary);
	drawing_scale(d, 6000, "6 inches");
	drawing_terrain_name(d, DRAW_T_TOWN, "building");
	drawing_terrain_name(d, DRAW_T_ROUGH, "brush");
	drawing_terrain_name(d, DRAW_T_FIELD, "tall crops");
	drawing_status_name(d, DRAW_ST_ROUTED, "not standing");
	drawing_status_name(d, DRAW_ST_BLOODIED, "an emplacement hit once");
	drawing_status_name(d, DRAW_ST_LOST, "a wreck: a vehicle destroyed");
	terrain(d, g);
	bg_mine_draw(d, g, viewer);
	bg_lane_draw(d, g, viewer);
	/* the legend names the fields and lanes this side sees */
	for (u = 0, s = 0; u < g->nmines; u++)
		s |= viewer < 0 ? !g->mines[u].removed :
		    bg_mine_known(g, viewer, u);
	for (u = 0; u < g->nlanes && s; u++)
		s |= viewer < 0 || (g->lanes[u].known & (1 << viewer)) ? 2 : 0;
	if (s)
		drawing_note_wrapped(d, s & 2 ? "A dashed box or a ring is a "
		    "minefield, in its owner's colour; a white strip in it, a "
		    "lane cleared through it." : "A dashed box or a ring is a "
		    "minefield, in its owner's colour.");
	bg_smoke_draw(d, g, viewer);
	for (u = 0; u < g->nunits; u++) {
		const struct bg_unit *x = &g->u[u];

		if (bg_wreck_known(g, u, viewer))
			wreck(d, g, u, viewer);
		else if (bg_alive(x) && !x->carrier && (viewer < 0 ||
		    x->side == viewer || bg_sees(g, viewer, u))) {
			bases(d, g, u);
			token(d, g, u, 0, viewer);
		}
		/* an enemy out of sight where it was last seen, as the
		 * text's LAST SEEN lists it: lost, gone aboard or off the
		 * table since, it reads the same (nothing tells of it) */
		else if (viewer >= 0 && x->side != viewer &&
		    x->seen_turn[viewer] > 0)
			token(d, g, u, 1, viewer);
	}
	moves(d, g, events, viewer);
	draw_rulings_for(d, events, viewer < 0 ? NULL : g->side[viewer]);
	return drawing_failed(d);
}
