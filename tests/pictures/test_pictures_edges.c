/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_edges.c - a framed open table read at its edges and in
 * its crowds: an area's name is written inside the frame, never cut by
 * it ("R1 ro" on GLORY's Mill Ford), and none for an area wholly off it
 * (render_map_words.c); the legend says what a folded fan of rulers and
 * an arrow at the frame's edge are, when the picture shows one
 * (render_legend_drawn.c); on a line of horse, touching, no man's badge
 * sits on his neighbour's (render_table.c); an arrow at the frame's edge
 * is longer than wide, so it points one way (render_map_pointer.c: a
 * head as wide as long read as a triangle pointing up); a line of fire's
 * range is written beside its dots, not on them (render_map_words.c);
 * an edge pointer's words do not cover a man of the map; nothing spills
 * past an open table's edge, even with no measured grid (render_map.c);
 * a man at a gun is drawn over it, not lost under it (render_table.c),
 * and a squad's token over a tank's base and over a sight line run
 * across it (render_map.c).  Small drawings in GLORY's unit, 1/100 yard,
 * made to fail each check first.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "render_ctx.h"
#include "render_map.h"
#include "test_pictures.h"

#define YD	100

static void
rect_area(struct drawing *d, int x0, int y0, int x1, int y1,
    const char *name)
{
	struct draw_pt p[4] = { { x0, y0 }, { x1, y0 }, { x1, y1 },
	    { x0, y1 } };

	drawing_area(d, p, 4, DRAW_T_ROUGH, name);
}

/* The frame shows x 20..80 yd; "R1 rough" lies across its right edge
 * with only a sliver inside, "W1 conifer" wholly beyond it. */
static void
names_in_frame(void)
{
	struct drawing d;
	struct rctx c;
	cairo_surface_t *s;
	const struct rc_box *b;
	double fx1;
	int i;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	rect_area(&d, 78 * YD, 40 * YD, 95 * YD, 60 * YD, "R1 rough");
	rect_area(&d, 85 * YD, 70 * YD, 95 * YD, 80 * YD, "W1 conifer");
	drawing_frame(&d, 20 * YD, 20 * YD, 60 * YD, 60 * YD);
	CHECK(!drawing_failed(&d) && d.frame.on, "the framed drawing");
	if (!ctx_open(&c, &d, 12.0 / YD, &s, 900))
		return;
	fx1 = d.width * c.k;	/* the frame's right edge, pixels */
	rc_table_words(&c);
	CHECK(c.ntaken == 1, "one name (R1's), not %d", c.ntaken);
	for (i = 0; i < c.ntaken; i++) {
		b = &c.taken[i];
		CHECK(b->x0 >= 0 && b->x1 <= fx1 + 0.01 && b->y0 >= 0 &&
		    b->y1 <= d.height * c.k + 0.01, "a name (%.0f..%.0f) "
		    "cut by the frame's edge at %.0f", b->x0, b->x1, fx1);
	}
	ctx_close(&c, s);
	drawing_free(&d);
}

/* Which of the picture's own legend lines (fan, pointer) the drawing
 * gets at k pixels a yard: bit 0 the fan, bit 1 the pointer. */
static int
drawn_lines(const struct drawing *d, double k)
{
	struct draw_legend lg[DRAW_MAX_LEGEND];
	struct rctx c;
	cairo_surface_t *s;
	int n, m, i, got = 0;

	if (!ctx_open(&c, d, k, &s, 900))
		return -1;
	n = drawing_legend(d, lg, DRAW_MAX_LEGEND);
	m = rc_legend_drawn(&c, lg, n, DRAW_MAX_LEGEND);
	for (i = 0; i < m; i++) {
		if (lg[i].kind != DRAW_LG_RULING)
			continue;
		if (lg[i].index == RC_LR_FAN) {
			got |= 1;
			CHECK(strstr(lg[i].text, "\"64-67 yd\"") != NULL,
			    "the fan's line: %s", lg[i].text);
		}
		if (lg[i].index == RC_LR_POINTER) {
			got |= 2;
			CHECK(strstr(lg[i].text, "how far out") != NULL,
			    "the pointer's line cut: %s", lg[i].text);
		}
		/* after the ruler's own line, before the terrains */
		CHECK(i > 0 && lg[i - 1].kind != DRAW_LG_TERRAIN, "the "
		    "picture's line %d out of place", i);
	}
	CHECK(m - n == (got & 1) + (got >> 1), "%d lines added, %d known",
	    m - n, got);
	ctx_close(&c, s);
	return got;
}

/* Four men side by side measuring to one enemy: a fan, folded; a man
 * of theirs off the frame: a pointer.  Each has its legend line, and
 * neither when the picture shows none. */
static void
legend_drawn(void)
{
	struct drawing d;
	struct draw_ruling r;
	int i, got, len[4] = { 6700, 6500, 6400, 6600 };

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_measure(&d, YD, "yd", 0, 0);
	rect_area(&d, 5 * YD, 5 * YD, 15 * YD, 15 * YD, "R1 rough");
	man(&d, 50 * YD, 80 * YD, 0, 0, "B3");
	for (i = 0; i < 4; i++)
		man(&d, 60 * YD + i * YD, 15 * YD, 1, 0, "F");
	for (i = 0; i < 4; i++) {
		r = draw_ruler(60 * YD + i * YD, 15 * YD + YD / 2, 50 * YD,
		    80 * YD - YD / 2, len[i]);
		drawing_ruling(&d, &r);
	}
	CHECK(!drawing_failed(&d), "the fan drawing");
	got = drawn_lines(&d, 7.0 / YD);
	CHECK(got == 1, "a fan, no pointer: lines %d", got);
	drawing_free(&d);

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_measure(&d, YD, "yd", 0, 0);
	man(&d, 50 * YD, 60 * YD, 0, 0, "B1");
	man(&d, 50 * YD, 10 * YD, 1, DRAW_ST_LAST_KNOWN, "F4");
	r = draw_ruler(50 * YD, 60 * YD, 40 * YD, 60 * YD, 1000);
	drawing_ruling(&d, &r);
	drawing_frame(&d, 20 * YD, 40 * YD, 60 * YD, 40 * YD);
	CHECK(!drawing_failed(&d), "the framed drawing");
	got = drawn_lines(&d, 10.0 / YD);
	CHECK(got == 2, "a pointer, no fan: lines %d", got);
	drawing_free(&d);

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 60 * YD, 0, 0, "B1");
	man(&d, 50 * YD, 50 * YD, 1, DRAW_ST_LAST_KNOWN, "F4");
	drawing_frame(&d, 20 * YD, 40 * YD, 60 * YD, 40 * YD);
	got = drawn_lines(&d, 10.0 / YD);
	CHECK(got == 0, "neither shown, lines %d", got);
	drawing_free(&d);
}

/* Two horsemen side by side, 3 yd bases touching, facing down the page:
 * A mounted, B a mounted leader.  A's "M" sits at his top right; B's
 * star takes B's top right, and his "M" must not go to his top left,
 * against A's (read as A's second badge): none of its blue there. */
static void
badges_apart(void)
{
	struct drawing d;
	struct draw_base b;
	struct rctx c;
	cairo_surface_t *s;
	double ax, ay;
	int i, blue;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	for (i = 0; i < 2; i++) {
		memset(&b, 0, sizeof b);
		b.x = 20 * YD + i * 3 * YD;
		b.y = 20 * YD;
		b.shape = DRAW_B_ROUND;
		b.w = b.dp = 3 * YD;
		b.facing = 180;
		b.turret = DRAW_NO_FACING;
		b.side = 1;
		b.status = DRAW_ST_MOUNTED | (i ? DRAW_ST_LEADER : 0);
		snprintf(b.id, sizeof b.id, "F%d", i + 1);
		drawing_base(&d, &b);
	}
	CHECK(!drawing_failed(&d), "the horse drawing");
	if (!ctx_open(&c, &d, 8.0 / YD, &s, 900))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_bases(&c);
	rc_base_labels(&c);
	ax = rc_x(&c, 20 * YD);
	ay = rc_y(&c, 20 * YD);
	/* A's badge reaches 14.5 px right of him; B's top left from 10 */
	blue = near_rgb(s, (int)ax + 15, (int)ay - 14, (int)ax + 21,
	    (int)ay - 3, 0x56B4E9);
	CHECK(blue == 0, "B's M against A's: %d px of its blue", blue);
	/* and B's M is drawn somewhere round him */
	blue = near_rgb(s, (int)ax + 15, (int)ay - 30, (int)ax + 60,
	    (int)ay + 30, 0x56B4E9);
	CHECK(blue > 15, "B's M not drawn: %d px", blue);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* A man beyond the frame's left edge, level with its middle: the arrow
 * pointing at him, in his side's colour, is longer (across the page)
 * than it is wide. */
static void
pointer_points(void)
{
	struct drawing d;
	struct rctx c;
	cairo_surface_t *s;
	const unsigned char *data;
	unsigned rgb = drawing_ink_rgb(DRAW_INK_SIDE(1)), p;
	int x, y, x0 = 999, x1 = -1, y0 = 999, y1 = -1, stride;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 60 * YD, 0, 0, "B1");
	man(&d, 5 * YD, 60 * YD, 1, 0, "F4");
	drawing_frame(&d, 20 * YD, 40 * YD, 60 * YD, 40 * YD);
	CHECK(!drawing_failed(&d) && d.frame.on, "the framed drawing");
	if (!ctx_open(&c, &d, 10.0 / YD, &s, 900))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_edge_pointers(&c, &(struct rc_box){ 0, 0, 600, 400 });
	cairo_surface_flush(s);
	data = cairo_image_surface_get_data(s);
	stride = cairo_image_surface_get_stride(s);
	/* the arrow's pixels near the left edge, level with the middle
	 * (its words stand further in, in black and white) */
	for (y = 170; y < 230; y++)
		for (x = 0; x < 60; x++) {
			p = *(const uint32_t *)(const void *)(data + y *
			    stride + x * 4);
			if (abs((int)((p >> 16) & 0xFF) - (int)((rgb >> 16) &
			    0xFF)) + abs((int)((p >> 8) & 0xFF) - (int)((rgb >>
			    8) & 0xFF)) + abs((int)(p & 0xFF) - (int)(rgb &
			    0xFF)) >= 60)
				continue;
			x0 = x < x0 ? x : x0;
			x1 = x > x1 ? x : x1;
			y0 = y < y0 ? y : y0;
			y1 = y > y1 ? y : y1;
		}
	CHECK(x1 >= 0 && x1 - x0 >= 3 * (y1 - y0) / 2, "the arrow %d px "
	    "long, %d wide: which way does it point?", x1 - x0, y1 - y0);
	CHECK(x0 >= 0 && x0 < 12, "the arrow's tip at x %d, not at the "
	    "edge", x0);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* A gun's fire across open ground, "100 yd" at its middle (GLORY's
 * Mill Ford): written where the dots do not run through it. */
static void
fire_range_off_line(void)
{
	struct drawing d;
	struct draw_pt p[2] = { { 30 * YD, 80 * YD }, { 50 * YD, 20 * YD } };
	struct rctx c;
	cairo_surface_t *s;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_line(&d, p, 2, DRAW_L_FIRE, DRAW_INK_BLACK, 30, 1);
	drawing_text(&d, 40 * YD, 50 * YD, "100 yd", DRAW_A_CENTRE,
	    DRAW_S_SMALL, DRAW_INK_BLACK);
	CHECK(!drawing_failed(&d), "the fire drawing");
	if (!ctx_open(&c, &d, 8.0 / YD, &s, 900))
		return;
	rc_table_words(&c);
	CHECK(c.ntaken == 1, "the range written: %d", c.ntaken);
	if (c.ntaken == 1)
		CHECK(!box_on_segment(&c.taken[0], rc_x(&c, p[0].x), rc_y(&c,
		    p[0].y), rc_x(&c, p[1].x), rc_y(&c, p[1].y)), "the range "
		    "on its line of fire (%.0f,%.0f)-(%.0f,%.0f)",
		    c.taken[0].x0, c.taken[0].y0, c.taken[0].x1,
		    c.taken[0].y1);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* An enemy beyond the top edge, and one of ours just inside it where
 * the pointer's words would first go: the words move along the edge,
 * and our man is seen as before. */
static void
pointer_words_clear(void)
{
	struct drawing d;
	struct rctx c;
	cairo_surface_t *s;
	unsigned ours = drawing_ink_rgb(DRAW_INK_SIDE(0));
	int before, after;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 43 * YD + 80, 0, 0, "B1");
	man(&d, 50 * YD, 10 * YD, 1, 0, "F4");
	drawing_frame(&d, 20 * YD, 40 * YD, 60 * YD, 40 * YD);
	CHECK(!drawing_failed(&d) && d.frame.on, "the framed drawing");
	if (!ctx_open(&c, &d, 10.0 / YD, &s, 900))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_bases(&c);
	rc_base_labels(&c);	/* what is taken: B1 and his id */
	before = near_rgb(s, 270, 20, 330, 70, ours);
	rc_edge_pointers(&c, &(struct rc_box){ 0, 0, 600, 400 });
	after = near_rgb(s, 270, 20, 330, 70, ours);
	CHECK(before > 100 && after * 10 >= before * 9, "B1 under the "
	    "pointer's words: %d px of his colour, %d before", after, before);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* A stream across a table with no measured grid (no gutter), its round
 * ends on the edges: no water past them. */
static void
table_edge_hard(void)
{
	struct drawing d;
	struct draw_pt p[2] = { { 0, 50 * YD }, { 100 * YD, 50 * YD } };
	struct rctx c;
	cairo_surface_t *s;
	unsigned water = drawing_ink_rgb(DRAW_INK_WATER);
	int in, out;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_line(&d, p, 2, DRAW_L_RIVER, DRAW_INK_WATER, 3 * YD, 0);
	CHECK(!drawing_failed(&d) && rc_gutter(&d) == 0, "the stream drawing");
	if (!ctx_open(&c, &d, 6.0 / YD, &s, 900))
		return;
	c.ox = c.oy = 100;	/* the board at 100..700 */
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_board(&c);
	in = near_rgb(s, 110, 380, 690, 420, water);
	out = near_rgb(s, 60, 360, 100, 440, water) + near_rgb(s, 701, 360,
	    740, 440, water);
	CHECK(in > 1000 && out == 0, "the stream: %d px on the table, %d "
	    "past its edges", in, out);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* A gunner (of another colour, to be told apart) standing on his gun's
 * base, the gun drawn after him in the drawing: his disc is seen. */
static void
man_over_gun(void)
{
	struct drawing d;
	struct draw_base g;
	struct rctx c;
	cairo_surface_t *s;
	unsigned his = drawing_ink_rgb(DRAW_INK_SIDE(1));
	int seen, x, y;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD + 50, 50 * YD + 100, 1, 0, "B3");
	memset(&g, 0, sizeof g);
	g.x = g.y = 50 * YD;
	g.shape = DRAW_B_RECT;
	g.w = 3 * YD;
	g.dp = 4 * YD;
	g.facing = 20;
	g.turret = DRAW_NO_FACING;
	snprintf(g.id, sizeof g.id, "G1");
	drawing_base(&d, &g);
	CHECK(!drawing_failed(&d), "the gun drawing");
	if (!ctx_open(&c, &d, 8.0 / YD, &s, 900))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_bases(&c);
	x = (int)rc_x(&c, 50 * YD + 50);
	y = (int)rc_y(&c, 50 * YD + 100);
	seen = near_rgb(s, x - 8, y - 8, x + 8, y + 8, his);
	CHECK(seen > 60, "the gunner under his gun: %d px of him", seen);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* Pixels that differ between two surfaces in the box x0..x1, y0..y1. */
int
box_differs(cairo_surface_t *a, cairo_surface_t *b, int x0, int y0, int x1,
    int y1)
{
	const unsigned char *pa, *pb;
	int x, y, n = 0, sa, sb;

	cairo_surface_flush(a);
	cairo_surface_flush(b);
	pa = cairo_image_surface_get_data(a);
	pb = cairo_image_surface_get_data(b);
	sa = cairo_image_surface_get_stride(a);
	sb = cairo_image_surface_get_stride(b);
	for (y = y0; y < y1; y++)
		for (x = x0; x < x1; x++)
			n += (*(const uint32_t *)(const void *)(pa + y * sa +
			    x * 4) & 0xFFFFFF) != (*(const uint32_t *)(const
			    void *)(pb + y * sb + x * 4) & 0xFFFFFF);
	return n;
}

/* The board of d on a fresh white surface at k pixels a unit. */
cairo_surface_t *
board_at(const struct drawing *d, double k)
{
	struct rctx c;
	cairo_surface_t *s;

	if (!ctx_open(&c, d, k, &s, 900))
		return s;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_board_part(&c);
	cairo_surface_reference(s);
	ctx_close(&c, s);
	return s;
}

/* Battleground: a rifleman's token by a tank's hull, on it as drawn,
 * and a mortar's ruler and sight line run straight across him, its
 * length written further on (Night Armour): the middle of his token, his
 * id, is drawn as when he stands alone. */
static void
token_over_tank(void)
{
	struct drawing d;
	struct draw_base v;
	struct draw_token t;
	struct draw_ruling r;
	cairo_surface_t *alone, *s;
	int x = 400, y = 416, n;	/* his middle at 8 px a yard */

	/* at the hull's rear, clear of its id in its middle */
	memset(&t, 0, sizeof t);
	t.x = 50 * YD;
	t.y = 52 * YD;
	t.facing = DRAW_NO_FACING;
	t.side = 1;
	snprintf(t.id, sizeof t.id, "R");
	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 3 * YD);
	drawing_token(&d, &t);
	alone = board_at(&d, 8.0 / YD);
	drawing_free(&d);

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 3 * YD);
	drawing_token(&d, &t);
	memset(&v, 0, sizeof v);
	v.x = v.y = 50 * YD;
	v.shape = DRAW_B_VEHICLE;
	v.w = 3 * YD;
	v.dp = 5 * YD;
	v.facing = 0;
	v.turret = DRAW_NO_FACING;
	snprintf(v.id, sizeof v.id, "SH");
	drawing_base(&d, &v);
	CHECK(!drawing_failed(&d), "the tank drawing");
	s = board_at(&d, 8.0 / YD);
	n = box_differs(alone, s, x - 4, y - 4, x + 4, y + 4);
	CHECK(n == 0, "the rifleman under the tank: %d of 64 px hidden", n);
	cairo_surface_destroy(s);
	drawing_free(&d);

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 3 * YD);
	drawing_token(&d, &t);
	r = draw_ruler(50 * YD, 40 * YD, 50 * YD, 70 * YD, -1);
	drawing_ruling(&d, &r);
	r = draw_sight(50 * YD, 40 * YD, 50 * YD, 70 * YD, 0, 0, 0, 0);
	drawing_ruling(&d, &r);
	CHECK(!drawing_failed(&d), "the ruler drawing");
	s = board_at(&d, 8.0 / YD);
	n = box_differs(alone, s, x - 4, y - 4, x + 4, y + 4);
	CHECK(n == 0, "the rifleman's id under a ruler: %d of 64 px hidden",
	    n);
	cairo_surface_destroy(s);
	cairo_surface_destroy(alone);
	drawing_free(&d);
}

/* Grey at (x, y) of an ARGB32 surface: the mean of its channels. */
static int
grey_at(cairo_surface_t *s, int x, int y)
{
	const unsigned char *p = cairo_image_surface_get_data(s) + (size_t)y *
	    (size_t)cairo_image_surface_get_stride(s) + (size_t)x * 4;

	return (p[0] + p[1] + p[2]) / 3;
}

/* The measured grid numbered from the south-west corner, on a framed
 * board: a 100 x 60 yd table, lines every 25 yd, framed on its northern
 * 40 yd.  Rows 25 and 50 up from the south edge lie 35 and 10 yd down
 * from the north edge; before, the rows were counted down from the
 * north edge of the frame (a line 25 yd down, none at 35). */
static void
grid_from_south(void)
{
	struct drawing d;
	cairo_surface_t *s;
	const double k = 0.05;	/* 5 px a yard */

	drawing_init(&d, "1/100 yard", 10000, 6000, 150);
	drawing_measure(&d, 100, "yd", 2500, 0);
	drawing_measure_from_south(&d);
	drawing_frame(&d, 0, 0, 10000, 4000);
	CHECK(!drawing_failed(&d), "the grid test's drawing");
	s = board_at(&d, k);
	/* x = 3 yd: clear of the columns at 25, 50, 75 yd */
	CHECK(grey_at(s, 15, 175) < 240 && grey_at(s, 15, 50) < 240,
	    "no line at rows 25 and 50 yd up from the south edge (grey %d, "
	    "%d)", grey_at(s, 15, 175), grey_at(s, 15, 50));
	CHECK(grey_at(s, 15, 125) > 250 && grey_at(s, 15, 100) > 250,
	    "a line where rows counted from the north would be (grey %d)",
	    grey_at(s, 15, 125));
	CHECK(grey_at(s, 125, 100) < 240 && grey_at(s, 124, 100) > 250,
	    "the column at 25 yd is not one pixel wide at 125 px");
	cairo_surface_destroy(s);
	drawing_free(&d);
}

void
test_edges(void)
{
	grid_from_south();
	token_over_tank();
	man_over_gun();
	table_edge_hard();
	pointer_words_clear();
	fire_range_off_line();
	pointer_points();
	badges_apart();
	names_in_frame();
	legend_drawn();
}
