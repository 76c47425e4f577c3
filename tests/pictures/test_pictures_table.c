/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_table.c - an open table measured in inches: the drawing
 * vocabulary of drawing_table.c (bases and vehicles with a facing,
 * terrain polygons and lines, the measure and its grid, rulings and
 * templates), its JSON (golden open-table.json) and legend, the PNG the
 * renderer makes of it (decoded again, its colours looked for), and
 * rulings carried by events (event_log.h: event_rule) drawn for the
 * sides that saw them and no other.  The PNG is left in WORK as
 * open-table.png for a person to look at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>

#include "draw_rulings.h"
#include "event_log.h"
#include "pbem_limits.h"
#include "render.h"
#include "test_pictures.h"

#define IN	1000		/* the drawing's unit: 1/1000 inch */

static struct draw_base
base(enum draw_base_shape shape, int x, int y, int w, int dp, int facing,
    int side, const char *id)
{
	struct draw_base b;

	memset(&b, 0, sizeof b);
	b.shape = shape;
	b.x = x;
	b.y = y;
	b.w = w;
	b.dp = dp;
	b.facing = facing;
	b.turret = DRAW_NO_FACING;
	b.side = side;
	snprintf(b.id, sizeof b.id, "%s", id);
	return b;
}

static void
rule(struct drawing *d, struct draw_ruling r)
{
	drawing_ruling(d, &r);
}

/*
 * A 48 by 36 inch table in BLUE's eyes: a wood, a hill, a road, a
 * building, a hedge, a wall and a stream; seven bases of every shape
 * with their facings and where a panzer was last seen; a ruler (the
 * Sherman's nose to G1's base: 7.35 in, written 7.4), a clear and a
 * blocked sight line (both ruled by the exact plane), an AT gun's arc of
 * fire, a blast template, a smoke screen; the measured grid every six
 * inches and a twelve-inch scale bar.
 */
void
open_table(struct drawing *d)
{
	static const struct draw_pt wood[6] = { { 20 * IN, 5 * IN },
	    { 26 * IN, 3 * IN }, { 29 * IN, 7 * IN }, { 27 * IN, 13 * IN },
	    { 22 * IN, 14 * IN }, { 20 * IN, 11 * IN } };
	static const struct draw_pt hill[8] = { { 31 * IN, 22 * IN },
	    { 36 * IN, 20 * IN }, { 41 * IN, 21 * IN }, { 43 * IN, 26 * IN },
	    { 41 * IN, 31 * IN }, { 36 * IN, 32 * IN }, { 32 * IN, 30 * IN },
	    { 30 * IN, 26 * IN } };
	static const struct draw_pt house[4] = { { 12 * IN, 7 * IN },
	    { 15 * IN, 7 * IN + 500 }, { 14 * IN + 500, 10 * IN },
	    { 11 * IN + 500, 9 * IN + 500 } };
	static const struct draw_pt road[4] = { { 0, 18 * IN },
	    { 14 * IN, 17 * IN }, { 30 * IN, 14 * IN }, { 48 * IN, 12 * IN } };
	static const struct draw_pt hedge[3] = { { 2 * IN, 31 * IN },
	    { 10 * IN, 33 * IN }, { 20 * IN, 33 * IN } };
	static const struct draw_pt wall[2] = { { 44 * IN, 3 * IN },
	    { 44 * IN, 10 * IN } };
	static const struct draw_pt stream[4] = { { 0, 6 * IN },
	    { 5 * IN, 8 * IN }, { 8 * IN, 13 * IN }, { 9 * IN, 17 * IN } };
	static struct plane_pt wood_pp[6];
	const struct plane_pt b2 = { 9 * IN, 27 * IN }, b3 = { 12 * IN,
	    14 * IN }, far = { 36 * IN, 6 * IN };
	struct plane_base a1 = { .kind = PLANE_RECT, .rect = { { 16 * IN,
	    21 * IN }, 1250, 2500, 90 }, .facing = 90 };
	struct plane_base g1 = { .kind = PLANE_ROUND, .round = { { 25 * IN +
	    100, 21 * IN }, 500 }, .facing = 270 };
	struct plane_blocker wood_blocks = { { wood_pp, 6 }, PLANE_BLOCK, 0 };
	struct plane_sight seen;
	struct draw_ruling smoke, sight;
	struct draw_base b;
	int i;

	for (i = 0; i < 6; i++)
		wood_pp[i] = (struct plane_pt){ wood[i].x, wood[i].y };

	drawing_init(d, "1/1000 inch", 48 * IN, 36 * IN, 1500);
	drawing_title(d, "Open table: 48 by 36 inches",
	    "BLUE's map. Turn 3, fire: what BLUE measured and saw");
	drawing_side(d, 0, "BLUE");
	drawing_side(d, 1, "RED");
	drawing_viewer(d, 0);
	drawing_north(d, 0);
	drawing_measure(d, IN, "in", 6 * IN, 1);
	drawing_scale(d, 12 * IN, "12 in");
	drawing_area(d, wood, 6, DRAW_T_WOODS, "Long Wood");
	drawing_area(d, hill, 8, DRAW_T_HILL, "Hill 112");
	drawing_area(d, house, 4, DRAW_T_BUILDING, "");
	drawing_text(d, 13 * IN, 10 * IN + 700, "farm", DRAW_A_N,
	    DRAW_S_NORMAL, DRAW_INK_BLACK);
	drawing_line(d, road, 4, DRAW_L_ROAD, DRAW_INK_ROAD, 1500, 0);
	drawing_line(d, hedge, 3, DRAW_L_HEDGE, DRAW_INK_BLACK, 300, 0);
	drawing_line(d, wall, 2, DRAW_L_WALL, DRAW_INK_BLACK, 250, 0);
	drawing_line(d, stream, 4, DRAW_L_STREAM, DRAW_INK_WATER, 400, 0);
	/* BLUE */
	b = base(DRAW_B_RECT, 6 * IN, 17 * IN, 2 * IN, IN, 80, 0, "AT1");
	drawing_base(d, &b);
	b = base(DRAW_B_SQUARE, 9 * IN, 27 * IN, IN, 0, 45, 0, "B2");
	b.status = DRAW_ST_LEADER;
	drawing_base(d, &b);
	b = base(DRAW_B_ROUND, 12 * IN, 14 * IN, IN, 0, 60, 0, "B3");
	b.status = DRAW_ST_DISORDERED;
	drawing_base(d, &b);
	b = base(DRAW_B_VEHICLE, 16 * IN, 21 * IN, 1250, 2500, 90, 0, "A1");
	b.turret = 80;
	drawing_base(d, &b);
	/* RED, as BLUE sees it */
	b = base(DRAW_B_ROUND, 25 * IN + 100, 21 * IN, IN, 0, 270, 1, "G1");
	b.status = DRAW_ST_SPOTTED;
	drawing_base(d, &b);
	b = base(DRAW_B_SQUARE, 34 * IN, 29 * IN, IN, 0, 270, 1, "G3");
	drawing_base(d, &b);
	b = base(DRAW_B_VEHICLE, 38 * IN, 16 * IN, 1200, 2600, 250, 1, "P4");
	b.turret = 240;
	drawing_base(d, &b);
	b = base(DRAW_B_VEHICLE, 44 * IN, 24 * IN, 1200, 2600, 200, 1, "P5");
	b.status = DRAW_ST_LAST_KNOWN;
	drawing_base(d, &b);
	/* the rulings, as the exact plane makes them: the Sherman's nose
	 * to G1's base, B2 sees G1, B3's sight into Long Wood stops where
	 * it enters */
	rule(d, draw_ruler_bases(&a1, &g1));
	plane_sight(b2, g1.round.c, NULL, 0, NULL, 0, &seen);
	rule(d, draw_sight_ruled(b2, g1.round.c, &seen, 0));
	plane_sight(b3, far, &wood_blocks, 1, NULL, 0, &seen);
	sight = draw_sight_ruled(b3, far, &seen, 0);
	snprintf(sight.label, sizeof sight.label, "Long Wood");
	rule(d, sight);
	rule(d, draw_arc(6 * IN + 492, 17 * IN - 87, 80, 30, 18 * IN, 0));
	rule(d, draw_blast(34 * IN + 300, 29 * IN + 400, 1500, "HE, 3 in"));
	memset(&smoke, 0, sizeof smoke);
	smoke.kind = DRAW_R_SMOKE;
	smoke.n = 3;
	smoke.p[0] = (struct draw_pt){ 21 * IN, 27 * IN };
	smoke.p[1] = (struct draw_pt){ 24 * IN, 29 * IN };
	smoke.p[2] = (struct draw_pt){ 27 * IN, 28 * IN };
	smoke.width = 1200;
	smoke.side = -1;
	snprintf(smoke.label, sizeof smoke.label, "smoke");
	drawing_ruling(d, &smoke);
	drawing_note(d, "Ranges are measured base edge to base edge");
}

#define YD	100		/* the yards table's unit: 1/100 yard */

/*
 * A horse-and-musket table in yards (GLORY's measure): 1600 by 1200
 * yards, bases from a battalion in line down to a general's small round
 * stand, whose id does not fit inside and is written beside it; a ruler
 * of 178 yards; the grid every 100 yards.
 */
static void
open_table_yards(struct drawing *d)
{
	static const struct draw_pt village[4] = { { 700 * YD, 300 * YD },
	    { 860 * YD, 280 * YD }, { 880 * YD, 420 * YD },
	    { 720 * YD, 440 * YD } };
	static const struct draw_pt brook[3] = { { 0, 900 * YD },
	    { 800 * YD, 760 * YD }, { 1600 * YD, 820 * YD } };
	struct draw_base b;

	drawing_init(d, "1/100 yard", 1600 * YD, 1200 * YD, 50 * YD);
	drawing_title(d, "Open table: 1600 by 1200 yards",
	    "Referee's map (everything). Turn 5");
	drawing_side(d, 0, "FRENCH");
	drawing_side(d, 1, "AUSTRIAN");
	drawing_measure(d, YD, "yd", 100 * YD, 0);
	drawing_scale(d, 400 * YD, "400 yd");
	drawing_area(d, village, 4, DRAW_T_VILLAGE, "Aspern");
	drawing_line(d, brook, 3, DRAW_L_STREAM, DRAW_INK_WATER, 8 * YD, 0);
	b = base(DRAW_B_RECT, 500 * YD, 700 * YD, 150 * YD, 40 * YD, 10, 0,
	    "1/57 Ligne");
	drawing_base(d, &b);
	b = base(DRAW_B_RECT, 300 * YD, 650 * YD, 60 * YD, 30 * YD, 20, 0,
	    "Hus 3");
	b.status = DRAW_ST_MOUNTED;
	drawing_base(d, &b);
	b = base(DRAW_B_ROUND, 420 * YD, 800 * YD, 20 * YD, 0, 0, 0, "Gen L");
	b.status = DRAW_ST_LEADER;
	drawing_base(d, &b);
	b = base(DRAW_B_RECT, 560 * YD, 492 * YD, 150 * YD, 40 * YD, 190, 1,
	    "IR 4");
	drawing_base(d, &b);
	b = base(DRAW_B_SQUARE, 1100 * YD, 500 * YD, 30 * YD, 0, 225, 1,
	    "Bty 2");
	drawing_base(d, &b);
	rule(d, draw_ruler(500 * YD, 680 * YD, 500 * YD, 502 * YD, -1));
	rule(d, draw_arc(1100 * YD - 1060, 500 * YD + 1060, 225, 15,
	    600 * YD, 1));
}

/* ---- the drawing, its JSON and legend ---- */

static int
count_kind(const json_t *items, const char *kind, const char *field,
    const char *value)
{
	const json_t *it;
	size_t i;
	int n = 0;

	json_array_foreach(items, i, it) {
		const char *v = field ? json_string_value(json_object_get(it,
		    field)) : NULL;

		if (strcmp(json_string_value(json_object_get(it, "kind")),
		    kind) == 0 && (field == NULL || (v != NULL &&
		    strcmp(v, value) == 0)))
			n++;
	}
	return n;
}

static const json_t *
find_ruling(const json_t *items, const char *ruling, int nth)
{
	const json_t *it;
	const char *k;
	size_t i;

	json_array_foreach(items, i, it)
		if ((k = json_string_value(json_object_get(it, "ruling"))) &&
		    strcmp(k, ruling) == 0 && nth-- == 0)
			return it;
	return NULL;
}

static int
legend_has(const struct draw_legend *lg, int n, enum draw_legend_kind kind,
    int index, const char *text)
{
	int i;

	for (i = 0; i < n; i++)
		if (lg[i].kind == kind && lg[i].index == index &&
		    (text == NULL || strstr(lg[i].text, text) != NULL))
			return 1;
	return 0;
}

static void
table_json(const struct drawing *d)
{
	json_t *j = NULL, *items, *m;
	const json_t *r;
	char *text;

	if ((text = golden_text(d)) != NULL)
		golden("open-table", text);
	free(text);
	if (drawing_to_json(d, &j) != PBEM_OK) {
		CHECK(0, "open table: no JSON");
		return;
	}
	items = json_object_get(j, "items");
	m = json_object_get(j, "measure");
	CHECK(json_integer_value(json_object_get(m, "per")) == IN &&
	    json_integer_value(json_object_get(m, "every")) == 6 * IN &&
	    strcmp(json_string_value(json_object_get(m, "word")), "in") == 0,
	    "the measure in the JSON");
	CHECK(count_kind(items, "base", NULL, NULL) == 8 &&
	    count_kind(items, "base", "shape", "round") == 2 &&
	    count_kind(items, "base", "shape", "square") == 2 &&
	    count_kind(items, "base", "shape", "rect") == 1 &&
	    count_kind(items, "base", "shape", "vehicle") == 3,
	    "eight bases of four shapes");
	CHECK(count_kind(items, "area", "terrain", "building") == 1 &&
	    count_kind(items, "line", "line", "hedge") == 1 &&
	    count_kind(items, "line", "line", "wall") == 1 &&
	    count_kind(items, "line", "line", "stream") == 1,
	    "the open table's terrain");
	r = find_ruling(items, "ruler", 0);
	CHECK(r && strcmp(json_string_value(json_object_get(r, "text")),
	    "7.4 in") == 0 && json_integer_value(json_object_get(r,
	    "length")) == 7350, "the ruler reads 7.4 in (7.35 rounded)");
	/* the plane's nearest points: the Sherman's nose, G1's rim */
	CHECK(r && json_integer_value(json_array_get(json_object_get(r, "a"),
	    0)) == 17 * IN + 250 && json_integer_value(json_array_get(
	    json_object_get(r, "b"), 0)) == 24 * IN + 600 &&
	    json_integer_value(json_array_get(json_object_get(r, "b"), 1)) ==
	    21 * IN, "the ruler runs nose to rim");
	r = find_ruling(items, "sight", 0);
	CHECK(r && json_is_null(json_object_get(r, "blocked")),
	    "the first sight line is clear");
	r = find_ruling(items, "sight", 1);
	CHECK(r && json_integer_value(json_array_get(json_object_get(r,
	    "blocked"), 0)) == 20182 && json_integer_value(json_array_get(
	    json_object_get(r, "blocked"), 1)) == 11273 &&
	    strcmp(json_string_value(json_object_get(r, "label")),
	    "Long Wood") == 0,
	    "the second is blocked where it enters the wood: (20000, 11000)"
	    "-(22000, 14000) at 1/11, rounded");
	r = find_ruling(items, "arc", 0);
	CHECK(r && json_integer_value(json_object_get(r, "half")) == 30 &&
	    json_integer_value(json_object_get(r, "radius")) == 18 * IN,
	    "the arc of fire");
	CHECK(find_ruling(items, "blast", 0) && find_ruling(items, "smoke", 0),
	    "the templates");
	json_decref(j);
}

static void
table_legend(const struct drawing *d)
{
	struct draw_legend lg[DRAW_MAX_LEGEND];
	int n = drawing_legend(d, lg, DRAW_MAX_LEGEND);

	CHECK(legend_has(lg, n, DRAW_LG_BASE, DRAW_B_ROUND, "front") &&
	    legend_has(lg, n, DRAW_LG_BASE, DRAW_B_VEHICLE, "its gun") &&
	    legend_has(lg, n, DRAW_LG_LAST_KNOWN, 1, "last seen"),
	    "the legend names bases, vehicles, a last-known marker");
	CHECK(legend_has(lg, n, DRAW_LG_RULING, DRAW_LR_RULER, "edge to base "
	    "edge") && legend_has(lg, n, DRAW_LG_RULING, DRAW_LR_SIGHT_CLEAR,
	    "clear") && legend_has(lg, n, DRAW_LG_RULING,
	    DRAW_LR_SIGHT_BLOCKED, "blocked") && legend_has(lg, n,
	    DRAW_LG_RULING, DRAW_LR_ARC, "arc of fire") && legend_has(lg, n,
	    DRAW_LG_RULING, DRAW_LR_BLAST, "blast") && legend_has(lg, n,
	    DRAW_LG_RULING, DRAW_LR_SMOKE, "smoke"), "the legend names "
	    "every ruling drawn");
	CHECK(legend_has(lg, n, DRAW_LG_MEASURE, 0, "every 6 in"),
	    "the legend explains the measured grid");
	CHECK(legend_has(lg, n, DRAW_LG_TERRAIN, DRAW_T_BUILDING, "building")
	    && legend_has(lg, n, DRAW_LG_LINE, DRAW_L_HEDGE, "hedge") &&
	    legend_has(lg, n, DRAW_LG_LINE, DRAW_L_WALL, "wall") &&
	    legend_has(lg, n, DRAW_LG_STATUS, 0, "disordered"),
	    "the legend names the terrain and the badges");
}

/*
 * Transports in their own shapes: a pack animal, a boat and a train each
 * have their own legend line (a wagon stays a vehicle), keep their shape
 * in the JSON, and render; a badge takes the module's letter, and a
 * letter for no badge, or an empty one, is refused.
 */
static void
table_transports(void)
{
	static const char *const key[] = { "animal", "boat", "train" };
	struct drawing *d = malloc(sizeof *d);
	struct draw_legend lg[DRAW_MAX_LEGEND];
	struct draw_base b;
	struct render_opts o;
	struct buf png;
	json_t *j = NULL;
	char *text = NULL;
	int n, i;

	if (d == NULL)
		return;
	drawing_init(d, "1/100 yard", 20000, 12000, 400);
	drawing_measure(d, 100, "yd", 0, 0);
	b = base(DRAW_B_ANIMAL, 5000, 6000, 100, 250, 90, 0, "P1");
	drawing_base(d, &b);
	b = base(DRAW_B_BOAT, 9000, 6000, 300, 900, 0, 0, "B1");
	drawing_base(d, &b);
	b = base(DRAW_B_TRAIN, 14000, 6000, 300, 2400, 270, 1, "T1");
	drawing_base(d, &b);
	CHECK(drawing_status_letter(d, DRAW_ST_DISORDERED, "P") == PBEM_OK &&
	    strcmp(d->status_letter[0], "P") == 0, "a badge's letter");
	CHECK(drawing_failed(d) == PBEM_OK, "transports: %s",
	    pbem_strerror(drawing_failed(d)));
	n = drawing_legend(d, lg, DRAW_MAX_LEGEND);
	CHECK(legend_has(lg, n, DRAW_LG_BASE, DRAW_B_ANIMAL, "pack animal") &&
	    legend_has(lg, n, DRAW_LG_BASE, DRAW_B_BOAT, "boat") &&
	    legend_has(lg, n, DRAW_LG_BASE, DRAW_B_TRAIN, "train") &&
	    !legend_has(lg, n, DRAW_LG_BASE, DRAW_B_VEHICLE, "vehicle"),
	    "the legend names each transport by its shape");
	CHECK(drawing_to_json(d, &j) == PBEM_OK && (text = json_dumps(j,
	    JSON_SORT_KEYS)) != NULL, "transports as JSON");
	for (i = 0; text != NULL && i < 3; i++)
		CHECK(strstr(text, key[i]) != NULL, "no %s in the JSON",
		    key[i]);
	free(text);
	json_decref(j);
	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	CHECK(render_png(d, &o, &png, NULL, NULL) == PBEM_OK && png.len > 0,
	    "transports do not render");
	buf_free(&png);
	CHECK(drawing_status_letter(d, 3u, "Q") == PBEM_ERR_USAGE,
	    "a letter for two badges at once");
	drawing_free(d);
	drawing_init(d, "u", 1000, 1000, 50);
	CHECK(drawing_status_letter(d, DRAW_ST_ROUTED, "") == PBEM_ERR_USAGE,
	    "an empty letter");
	drawing_free(d);
	free(d);
}

/* Refused: what an open table cannot hold. */
static void
table_refusals(void)
{
	struct drawing *d = malloc(sizeof *d);
	struct draw_base b = base(DRAW_B_SQUARE, 100, 100, 50, 0,
	    DRAW_NO_FACING, 0, "S");
	struct draw_ruling r = draw_arc(10, 10, 0, 0, 100, 0);

	drawing_init(d, "u", 1000, 1000, 50);
	CHECK(drawing_base(d, &b) == PBEM_ERR_USAGE, "a square base has a "
	    "front");
	drawing_free(d);
	drawing_init(d, "u", 1000, 1000, 50);
	b.shape = DRAW_B_ROUND;
	CHECK(drawing_base(d, &b) == PBEM_OK, "a round base may have none");
	b.turret = 90;
	CHECK(drawing_base(d, &b) == PBEM_ERR_USAGE, "a turret on a base");
	drawing_free(d);
	drawing_init(d, "u", 1000, 1000, 50);
	CHECK(drawing_ruling(d, &r) == PBEM_ERR_USAGE, "an arc 0 wide");
	drawing_free(d);
	drawing_init(d, "u", 1000, 1000, 50);
	CHECK(drawing_measure(d, 100, "in", 600, 2) == PBEM_ERR_USAGE,
	    "two decimals");
	drawing_free(d);
	drawing_init(d, "u", 1000, 1000, 50);
	CHECK(drawing_measure(d, 10, "in", 2, 0) == PBEM_ERR_USAGE,
	    "a grid of 500 lines");
	drawing_free(d);
	drawing_init(d, "u", 1000, 1000, 50);
	r = draw_sight(0, 0, 10, 10, 0, 0, 0, 0);
	r.blocked = 1;		/* blocked, with no point where */
	CHECK(drawing_ruling(d, &r) == PBEM_ERR_USAGE, "a sight line "
	    "blocked nowhere");
	drawing_free(d);
	free(d);
}

/* ---- the PNG ---- */

struct png_read {
	const struct buf *b;
	size_t off;
};

static cairo_status_t
png_read(void *closure, unsigned char *data, unsigned int len)
{
	struct png_read *r = closure;

	if (r->off + len > r->b->len)
		return CAIRO_STATUS_READ_ERROR;
	memcpy(data, r->b->data + r->off, len);
	r->off += len;
	return CAIRO_STATUS_SUCCESS;
}

/* Decode the PNG and count the pixels of each colour asked. */
static int
png_decode(const struct buf *png, int *w, int *h, const unsigned *rgb,
    int *count, int ncolours)
{
	struct png_read r = { png, 0 };
	cairo_surface_t *s = cairo_image_surface_create_from_png_stream(
	    png_read, &r);
	const unsigned char *px;
	unsigned v;
	int x, y, i, stride;

	if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(s);
		return -1;
	}
	*w = cairo_image_surface_get_width(s);
	*h = cairo_image_surface_get_height(s);
	px = cairo_image_surface_get_data(s);
	stride = cairo_image_surface_get_stride(s);
	memset(count, 0, (size_t)ncolours * sizeof *count);
	for (y = 0; y < *h; y++)
		for (x = 0; x < *w; x++) {
			memcpy(&v, px + y * stride + x * 4, 4);
			for (i = 0; i < ncolours; i++)
				if ((v & 0xFFFFFF) == rgb[i])
					count[i]++;
		}
	cairo_surface_destroy(s);
	return 0;
}

static void
table_png(const struct drawing *d)
{
	static const unsigned rgb[] = {
		0x0072B2,	/* BLUE's bases */
		0xD55E00,	/* RED's */
		0xF5C400,	/* the ruler's tape */
		0xC0141E,	/* the cross where sight is blocked */
		0xB3A89C,	/* the building */
	};
	static const char *const what[] = {
		"BLUE's bases", "RED's bases", "the ruler",
		"the blocked sight's cross", "the building",
	};
	struct render_opts o;
	struct render_info info;
	struct buf png, again;
	char path[1024];
	int count[5], w = 0, h = 0, i;
	FILE *f;

	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	buf_init(&again, PBEM_MAX_PICTURE);
	if (render(d, &o, &png, &info) != PBEM_OK)
		goto out;
	png_ok("open table", &png, info.width, info.height);
	CHECK(info.tries == 1 && png.len <= 112 * 1024, "open table: %zu "
	    "bytes, %d tries (the host's default limit is 112 KiB)", png.len,
	    info.tries);
	CHECK(png_decode(&png, &w, &h, rgb, count, 5) == 0 &&
	    w == info.width && h == info.height, "the open table's PNG "
	    "decodes to %dx%d", info.width, info.height);
	for (i = 0; i < 5; i++)
		CHECK(count[i] >= 40, "open table: %s not drawn (%d pixels)",
		    what[i], count[i]);
	if (render(d, &o, &again, NULL) == PBEM_OK)
		CHECK(again.len == png.len && memcmp(again.data, png.data,
		    png.len) == 0, "the open table renders the same twice");
	snprintf(path, sizeof path, "%s/open-table.png", work);
	if ((f = fopen(path, "wb")) != NULL) {
		fwrite(png.data, 1, png.len, f);
		fclose(f);
		printf("open table: %dx%d, %zu bytes: %s\n", info.width,
		    info.height, png.len, path);
	}
out:
	buf_free(&png);
	buf_free(&again);
}

/* The yards table: lengths in whole yards, the grid's legend, the
 * small general's id written beside his stand. */
static void
table_yards(const struct drawing *d)
{
	struct draw_legend lg[DRAW_MAX_LEGEND];
	struct render_opts o;
	struct render_info info;
	struct buf png;
	json_t *j = NULL;
	const json_t *r;
	char *text, path[1024];
	int n = drawing_legend(d, lg, DRAW_MAX_LEGEND), w, h, cnt;
	unsigned black = 0x1A1A1A;
	FILE *f;

	if ((text = golden_text(d)) != NULL)
		golden("open-table-yards", text);
	free(text);
	CHECK(legend_has(lg, n, DRAW_LG_MEASURE, 0, "every 100 yd"),
	    "the yards grid's legend");
	if (drawing_to_json(d, &j) == PBEM_OK) {
		r = find_ruling(json_object_get(j, "items"), "ruler", 0);
		CHECK(r && strcmp(json_string_value(json_object_get(r,
		    "text")), "178 yd") == 0, "the ruler reads 178 yd");
		json_decref(j);
	}
	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	if (render(d, &o, &png, &info) == PBEM_OK) {
		png_ok("yards table", &png, info.width, info.height);
		CHECK(png_decode(&png, &w, &h, &black, &cnt, 1) == 0 &&
		    w == info.width && h == info.height && cnt > 0,
		    "the yards table decodes");
		snprintf(path, sizeof path, "%s/open-table-yards.png", work);
		if ((f = fopen(path, "wb")) != NULL) {
			fwrite(png.data, 1, png.len, f);
			fclose(f);
			printf("yards table: %dx%d, %zu bytes: %s\n",
			    info.width, info.height, png.len, path);
		}
	}
	buf_free(&png);
}

void
test_open_table(void)
{
	struct drawing *d = malloc(sizeof *d);

	if (d == NULL)
		return;
	open_table(d);
	CHECK(drawing_failed(d) == PBEM_OK, "the open table drawing: %s",
	    pbem_strerror(drawing_failed(d)));
	if (drawing_failed(d) == PBEM_OK) {
		table_json(d);
		table_legend(d);
		table_png(d);
	}
	drawing_free(d);
	open_table_yards(d);
	CHECK(drawing_failed(d) == PBEM_OK, "the yards table: %s",
	    pbem_strerror(drawing_failed(d)));
	if (drawing_failed(d) == PBEM_OK)
		table_yards(d);
	drawing_free(d);
	free(d);
	table_refusals();
	table_transports();
}

/* ---- rulings on events ---- */

static const char sides[2][EVENT_NAME_LEN] = { "BLUE", "RED" };

/* The core's rule: a side reads the events naming it, the referee his. */
static int
sent_to(void *ctx, const json_t *e)
{
	const char *side = ctx;
	const json_t *s;
	size_t i;

	if (side == NULL)
		return json_is_true(json_object_get(e, "referee"));
	json_array_foreach(json_object_get(e, "sides"), i, s)
		if (strcmp(json_string_value(s), side) == 0)
			return 1;
	return 0;
}

/* Unit 7 is BLUE's sniper, whom RED may not be told of. */
static const char *
unit_name(const void *g, int viewer, int u, char *buf, size_t n)
{
	(void)g;
	(void)viewer;
	snprintf(buf, n, "U%d", u);
	return buf;
}

static int
may_name(const void *g, int viewer, int u)
{
	(void)g;
	return !(viewer == 1 && u == 7);
}

/* The rulings drawn for `side`: their kinds in order, "ruler,blast". */
static void
drawn_for(const json_t *events, const char *side, char *out, size_t n,
    int *rc)
{
	struct drawing d;
	int i;

	drawing_init(&d, "1/1000 inch", 48 * IN, 36 * IN, 1500);
	*rc = draw_rulings_run(&d, events, sent_to, (void *)side);
	out[0] = '\0';
	for (i = 0; i < d.nitems; i++)
		if (d.items[i].kind == DRAW_RULING)
			snprintf(out + strlen(out), n - strlen(out), "%s%s",
			    out[0] ? "," : "", drawing_ruling_key(
			    d.items[i].u.ruling.kind));
	drawing_free(&d);
}

static void
round_trip(const struct draw_ruling *r)
{
	struct draw_ruling back;
	json_t *j = drawing_ruling_json(r);
	char *a = j ? json_dumps(j, JSON_SORT_KEYS) : NULL, *b = NULL;
	json_t *k = NULL;

	CHECK(j && drawing_ruling_from_json(j, &back) == 0 &&
	    (k = drawing_ruling_json(&back)) != NULL &&
	    (b = json_dumps(k, JSON_SORT_KEYS)) != NULL && strcmp(a, b) == 0,
	    "a %s survives JSON and back: %s / %s",
	    drawing_ruling_key(r->kind), a ? a : "-", b ? b : "-");
	json_decref(k);
	free(a);
	free(b);
	json_decref(j);
}

void
test_event_rulings(void)
{
	struct event_log log;
	struct draw_ruling ruler = draw_ruler(17250, 21000, 24600, 21000, 7350);
	struct draw_ruling blast = draw_blast(35300, 26400, 1500, "HE");
	struct draw_ruling sight = draw_sight(38000, 16000, 12000, 14000, 1,
	    27500, 13000, 1);
	struct draw_ruling smoke = draw_ruler(0, 0, 10, 10, -1);
	json_t *ev, *bad;
	char got[256];
	int turn = 3, rc, i;

	event_log_init(&log);
	event_names_set(&log.names, NULL, 2, sides, &turn, NULL, NULL, NULL);
	/* BLUE's shot: BLUE and the referee get the ruler, all three the
	 * blast; RED's look at B3, which BLUE never hears of */
	event_say(&log, EVENT_V_ALL, "A1 fires at G1");
	event_rule(&log, EVENT_V_REF | EVENT_V_SIDE(0), &ruler);
	event_rule(&log, EVENT_V_ALL, &blast);
	event_say(&log, EVENT_V_REF | EVENT_V_SIDE(1), "P4 cannot see B3");
	event_rule(&log, EVENT_V_ALL, &sight);
	ev = log.events;
	CHECK(!log.failed && json_array_size(ev) == 5, "five events");
	CHECK(json_array_size(json_object_get(json_array_get(ev, 2),
	    "rulings")) == 1 && json_array_size(json_object_get(
	    json_array_get(ev, 1), "rulings")) == 2, "each viewer's event "
	    "holds the rulings of its mask");
	drawn_for(ev, "BLUE", got, sizeof got, &rc);
	CHECK(rc == PBEM_OK && strcmp(got, "ruler,blast") == 0, "BLUE's map "
	    "shows %s", got);
	drawn_for(ev, "RED", got, sizeof got, &rc);
	CHECK(rc == PBEM_OK && strcmp(got, "blast,sight") == 0, "RED's map "
	    "shows %s (not BLUE's ruler)", got);
	drawn_for(ev, NULL, got, sizeof got, &rc);
	CHECK(rc == PBEM_OK && strcmp(got, "ruler,blast,sight") == 0,
	    "the referee's shows %s", got);
	/* a stored event is input: a bad ruling is left out, said */
	bad = json_deep_copy(ev);
	json_object_set_new(json_array_get(json_object_get(json_array_get(bad,
	    1), "rulings"), 1), "radius", json_integer(-5));
	drawn_for(bad, "BLUE", got, sizeof got, &rc);
	CHECK(rc == PBEM_ERR_PARSE && strcmp(got, "ruler") == 0,
	    "a malformed ruling is refused, the others drawn: %s", got);
	json_decref(bad);
	/* a viewer whose copy the log drops (may_name: a unit it may not
	 * be told of) gets no ruling of it either */
	log.names.unit = unit_name;
	log.names.may_name = may_name;
	event_say(&log, EVENT_V_ALL, "%U fires at G1", 7);
	event_rule(&log, EVENT_V_ALL, &ruler);
	CHECK(!log.failed && json_array_size(ev) == 7, "RED's copy of the "
	    "hidden unit's shot dropped: %zu events", json_array_size(ev));
	drawn_for(ev, "RED", got, sizeof got, &rc);
	CHECK(rc == PBEM_OK && strcmp(got, "blast,sight") == 0, "RED's map "
	    "still shows %s, no ruler of the hidden shot", got);
	drawn_for(ev, "BLUE", got, sizeof got, &rc);
	CHECK(rc == PBEM_OK && strcmp(got, "ruler,blast,ruler") == 0,
	    "BLUE's map shows %s", got);
	/* an event holds EVENT_MAX_RULINGS at most */
	for (i = 0; i <= EVENT_MAX_RULINGS; i++)
		event_rule(&log, EVENT_V_ALL, &sight);
	CHECK(log.failed, "too many rulings on one event fail the log");
	json_decref(log.events);
	round_trip(&ruler);
	round_trip(&blast);
	round_trip(&sight);
	round_trip(&smoke);
	smoke.kind = DRAW_R_SMOKE;
	smoke.width = 900;
	smoke.n = 3;
	smoke.p[2] = (struct draw_pt){ 40, -20 };
	round_trip(&smoke);
	sight.blocked = 0;
	sight.n = 2;
	round_trip(&sight);
	round_trip(&(struct draw_ruling){ .kind = DRAW_R_ARC, .n = 1,
	    .facing = 359, .half = 180, .radius = 1, .side = 7 });
}
