/*
 * bg_draw.c - the report's map (drawing.h): the table in 1/1000 inch,
 * terrain areas and lines, own units in full, enemy units in sight,
 * last-seen markers for enemies seen before; from the same visibility as
 * bg_view.c, so the picture shows no more than the text.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

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
	struct draw_pt p[BG_MAX_VERTS];
	int i, k;

	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		for (k = 0; k < t->n; k++) {
			p[k].x = (int)t->p[k].x;
			p[k].y = (int)t->p[k].y;
		}
		if (!t->line)
			drawing_area(d, p, t->n, area_of(t->kind), t->id);
		else if (t->kind == BG_T_ROAD)
			drawing_line(d, p, t->n, DRAW_L_ROAD, DRAW_INK_ROAD,
			    t->width ? t->width : 1000, 0);
		else if (t->kind == BG_T_STREAM)
			drawing_line(d, p, t->n, DRAW_L_RIVER, DRAW_INK_WATER,
			    t->width ? t->width : 500, 0);
		else
			drawing_line(d, p, t->n, DRAW_L_PLAIN, DRAW_INK_BLACK,
			    250, 0);
	}
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
		snprintf(t.sub, sizeof t.sub, "%s", x->veh ? "VEH" : x->figs);
	}
	t.x = (int)c.x;
	t.y = (int)c.y;
	t.side = x->side;
	snprintf(t.id, sizeof t.id, "%s", x->id);
	bg_pt_out(g, c, at, sizeof at);
	snprintf(t.cell, sizeof t.cell, "%.11s", at);
	drawing_token(d, &t);
}

static int
event_for(const json_t *ev, int viewer, const struct bg_game *g)
{
	const json_t *v;
	size_t i;

	if (viewer < 0)
		return json_is_true(json_object_get(ev, "referee"));
	if (json_is_true(json_object_get(ev, "referee")))
		return 0;
	json_array_foreach(json_object_get(ev, "sides"), i, v)
		if (json_is_string(v) && strcmp(json_string_value(v),
		    g->side[viewer]) == 0)
			return 1;
	return 0;
}

/* Each ruling this viewer read: a shot as a ruler centre to centre with
 * its length, a move as an arrow along its path. */
static void
rulings(struct drawing *d, const struct bg_game *g, const json_t *events,
    int viewer)
{
	const json_t *ev, *r, *at;
	struct draw_pt p[2];
	struct plane_pt a, b;
	char len[16];
	size_t i;
	int k, fire;

	json_array_foreach(events, i, ev) {
		if (!event_for(ev, viewer, g) ||
		    (r = json_object_get(ev, "ruling")) == NULL)
			continue;
		at = json_object_get(r, "at");
		for (k = 0; k < 4; k++)
			if (!json_is_integer(json_array_get(at, (size_t)k)))
				break;
		if (k < 4)
			continue;
		p[0].x = (int)json_integer_value(json_array_get(at, 0));
		p[0].y = (int)json_integer_value(json_array_get(at, 1));
		p[1].x = (int)json_integer_value(json_array_get(at, 2));
		p[1].y = (int)json_integer_value(json_array_get(at, 3));
		if (json_string_value(json_object_get(r, "kind")) != NULL &&
		    strcmp(json_string_value(json_object_get(r, "kind")),
		    "blast") == 0) {
			/* an artillery blast: its ring (bg_arty_fire.c) */
			drawing_circle(d, p[0].x, p[0].y, p[1].x - p[0].x,
			    DRAW_INK_NONE, DRAW_INK_BLACK, 150);
			continue;
		}
		fire = json_string_value(json_object_get(r, "kind")) != NULL &&
		    strcmp(json_string_value(json_object_get(r, "kind")),
		    "fire") == 0;
		drawing_line(d, p, 2, fire ? DRAW_L_FIRE : DRAW_L_MOVE,
		    DRAW_INK_BLACK, 150, 1);
		if (fire) {
			a.x = p[0].x;
			a.y = p[0].y;
			b.x = p[1].x;
			b.y = p[1].y;
			bg_len_out((int64_t)plane_isqrt_round((uint64_t)
			    plane_dist2(a, b)), len, sizeof len);
			strcat(len, "\"");
			drawing_text(d, (p[0].x + p[1].x) / 2,
			    (p[0].y + p[1].y) / 2, len, DRAW_A_S, DRAW_S_SMALL,
			    DRAW_INK_BLACK);
		}
	}
}

int
bg_draw(const void *gv, const json_t *events, int viewer,
    struct drawing *d)
{
	struct bg_game *g = (struct bg_game *)gv;
	struct game_phase ph;
	int u, s;

	bg_sight_update(g, NULL);
	bg_phase(g, &ph);
	drawing_init(d, "1/1000 inch", g->width, g->depth, 1500);
	drawing_heading(d, "Battleground", g->name, viewer,
	    viewer >= 0 ? g->side[viewer] : NULL, ph.summary);
	for (s = 0; s < BG_NSIDES; s++)
		drawing_side(d, s, g->side[s]);
	drawing_scale(d, 6000, "6 inches");
	drawing_terrain_name(d, DRAW_T_TOWN, "building");
	drawing_terrain_name(d, DRAW_T_ROUGH, "brush");
	drawing_terrain_name(d, DRAW_T_FIELD, "tall crops");
	drawing_status_name(d, DRAW_ST_ROUTED, "not standing");
	terrain(d, g);
	bg_mine_draw(d, g, viewer);
	for (u = 0; u < g->nunits; u++) {
		const struct bg_unit *x = &g->u[u];

		if (!bg_alive(x))
			continue;
		if (viewer < 0 || x->side == viewer || bg_sees(g, viewer, u))
			token(d, g, u, 0, viewer);
		else if (x->seen_turn[viewer] > 0)
			token(d, g, u, 1, viewer);
	}
	rulings(d, g, events, viewer);
	return drawing_failed(d);
}
