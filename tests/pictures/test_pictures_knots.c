/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_knots.c - every man on a large open table can be found:
 * men whose discs the map draws larger than their bases and that then
 * run into each other get an inset where each has his true size
 * (render_inset_table.c), and only they (a man beside a gun, a knot of
 * the fallen, men drawn at their size get none); an area's name is
 * written clear of the men in it (render_map_words.c); a man off the
 * frame gets no id at the frame's edge (render_table.c).  Small
 * drawings in GLORY's unit, 1/100 yard, made to fail each check first.
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
#define SMALL_K	(7.0 / YD)	/* 7 px a yard: a man drawn larger */
#define LARGE_K	(24.0 / YD)	/* 24 px a yard: a man at his size */

/* A man on his round base a yard across, facing north. */
void
man(struct drawing *d, int x, int y, int side, unsigned st, const char *id)
{
	struct draw_base b;

	memset(&b, 0, sizeof b);
	b.x = x;
	b.y = y;
	b.shape = DRAW_B_ROUND;
	b.w = b.dp = YD;
	b.facing = 0;
	b.turret = DRAW_NO_FACING;
	b.side = side;
	b.status = st;
	snprintf(b.id, sizeof b.id, "%s", id);
	drawing_base(d, &b);
}

static void
gun(struct drawing *d, int x, int y, const char *id)
{
	struct draw_base b;

	memset(&b, 0, sizeof b);
	b.x = x;
	b.y = y;
	b.shape = DRAW_B_RECT;
	b.w = 3 * YD;
	b.dp = 4 * YD;
	b.facing = 0;
	b.turret = DRAW_NO_FACING;
	snprintf(b.id, sizeof b.id, "%s", id);
	drawing_base(d, &b);
}

static void
knots(void)
{
	struct drawing d;
	struct rc_inset in[RC_MAX_INSETS];
	int n;

	drawing_init(&d, "1/100 yard", 200 * YD, 150 * YD, 6 * YD);
	/* a melee: two men 0.8 yd apart, an enemy touching them */
	man(&d, 50 * YD, 50 * YD, 0, 0, "U1");
	man(&d, 50 * YD + 80, 50 * YD, 0, DRAW_ST_BLOODIED, "U2");
	man(&d, 50 * YD + 40, 50 * YD + 90, 1, 0, "C1");
	/* a man alone, a man beside a gun, two of the fallen together */
	man(&d, 120 * YD, 100 * YD, 0, 0, "U3");
	gun(&d, 150 * YD, 40 * YD, "G1");
	man(&d, 150 * YD + 200, 40 * YD, 0, 0, "U4");
	man(&d, 30 * YD, 120 * YD, 1, DRAW_ST_LOST, "C2");
	man(&d, 30 * YD + 50, 120 * YD, 1, DRAW_ST_LOST, "C3");
	CHECK(!drawing_failed(&d), "the knots drawing");
	n = rc_insets_find(&d, SMALL_K, 600, in, RC_MAX_INSETS);
	CHECK(n == 1, "one knot (the melee), not %d", n);
	if (n >= 1) {
		CHECK(strcmp(in[0].cells, "U1 U2 C1") == 0, "the knot names "
		    "its men: %s", in[0].cells);
		CHECK(in[0].x0 < 50 * YD - 50 && in[0].x1 > 50 * YD + 130 &&
		    in[0].y0 < 50 * YD - 50 && in[0].y1 > 50 * YD + 140,
		    "the inset holds every man of the knot");
		/* drawn larger: each man at least half as wide again as
		 * the map's readable disc */
		CHECK(YD * SMALL_K * in[0].f >= 20, "the knot's men are %.1f "
		    "px in the inset", YD * SMALL_K * in[0].f);
	}
	n = rc_insets_find(&d, LARGE_K, 600, in, RC_MAX_INSETS);
	CHECK(n == 0, "an inset for men the map draws at their size: %d", n);
	drawing_free(&d);
}

/* A cairo surface px by px and a pango context to measure and place
 * words at scale k, the frame's corner at the surface's (shared:
 * test_pictures.h). */
int
ctx_open(struct rctx *c, const struct drawing *d, double k,
    cairo_surface_t **s, int px)
{
	memset(c, 0, sizeof *c);
	*s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, px, px);
	c->cr = cairo_create(*s);
	c->pc = pango_cairo_create_context(c->cr);
	c->d = d;
	c->k = k;
	c->tok = d->token * k;
	c->ox = d->frame.on ? -d->frame.x * k : 0;
	c->oy = d->frame.on ? -d->frame.y * k : 0;
	return c->pc != NULL;
}

void
ctx_close(struct rctx *c, cairo_surface_t *s)
{
	free(c->taken);
	g_object_unref(c->pc);
	cairo_destroy(c->cr);
	cairo_surface_destroy(s);
}

static int
boxes_meet(const struct rc_box *a, const struct rc_box *b)
{
	return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 &&
	    b->y0 < a->y1;
}

static void
words(void)
{
	struct drawing d;
	struct draw_pt p[4] = { { 40 * YD, 40 * YD }, { 60 * YD, 40 * YD },
	    { 60 * YD, 55 * YD }, { 40 * YD, 55 * YD } };
	struct rctx c;
	cairo_surface_t *s;
	int i, hit = 0;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_area(&d, p, 4, DRAW_T_TOWN, "MILL");
	/* men right where the name would go, the middle of the mill */
	man(&d, 50 * YD, 47 * YD + 50, 0, 0, "B4");
	man(&d, 48 * YD, 47 * YD + 50, 0, 0, "B5");
	man(&d, 52 * YD, 47 * YD + 50, 0, 0, "B6");
	CHECK(!drawing_failed(&d), "the words drawing");
	if (!ctx_open(&c, &d, 12.0 / YD, &s, 800))
		return;
	rc_base_labels(&c);
	i = c.ntaken;
	rc_table_words(&c);
	CHECK(c.ntaken == i + 1, "the area's name taken: %d", c.ntaken - i);
	for (i = 0; i + 1 < c.ntaken; i++)
		hit |= boxes_meet(&c.taken[c.ntaken - 1], &c.taken[i]);
	CHECK(!hit, "the mill's name on a man or an id");
	ctx_close(&c, s);
	drawing_free(&d);

	/* framed on the mill: a man off the frame has no id at its edge */
	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 50 * YD, 0, 0, "B1");
	man(&d, 95 * YD, 95 * YD, 0, 0, "B2");
	drawing_frame(&d, 30 * YD, 30 * YD, 40 * YD, 40 * YD);
	CHECK(!drawing_failed(&d), "the framed drawing");
	if (!ctx_open(&c, &d, 12.0 / YD, &s, 800))
		return;
	rc_base_labels(&c);
	/* two bases, one id */
	CHECK(c.ntaken == 3, "a man off the frame with his id on it: %d "
	    "boxes", c.ntaken);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* Does the box meet the segment a-b (pixels, sampled a pixel apart)?
 * (shared: test_pictures.h) */
int
box_on_segment(const struct rc_box *b, double ax, double ay, double bx,
    double by)
{
	double t, x, y, n = fmax(fabs(bx - ax), fabs(by - ay));

	for (t = 0; t <= n; t += 1) {
		x = ax + (bx - ax) * (n > 0 ? t / n : 0);
		y = ay + (by - ay) * (n > 0 ? t / n : 0);
		if (x > b->x0 && x < b->x1 && y > b->y0 && y < b->y1)
			return 1;
	}
	return 0;
}

/* A body's label (a module's text) is written clear of a ruler drawn
 * across where it would first go: on the yellow it was hard to read. */
static void
words_off_rulers(void)
{
	struct drawing d;
	/* across the label's first place: right of its point, just above */
	struct draw_ruling r = draw_ruler(40 * YD, 50 * YD - YD / 2, 95 * YD,
	    50 * YD - YD / 2, -1);
	struct rctx c;
	cairo_surface_t *s;
	const struct rc_box *b;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_ruling(&d, &r);
	drawing_text(&d, 52 * YD, 50 * YD, "@F1 LINE of horse, front 150",
	    DRAW_A_SW, DRAW_S_SMALL, DRAW_INK_SIDE(1));
	CHECK(!drawing_failed(&d), "the ruler drawing");
	if (!ctx_open(&c, &d, 12.0 / YD, &s, 800))
		return;
	rc_table_words(&c);
	CHECK(c.ntaken == 1, "the label taken: %d", c.ntaken);
	b = &c.taken[c.ntaken - 1];
	CHECK(!box_on_segment(b, rc_x(&c, 40 * YD), rc_y(&c, 50 * YD - YD / 2),
	    rc_x(&c, 95 * YD), rc_y(&c, 50 * YD - YD / 2)), "the label on the "
	    "ruler (%.0f,%.0f)-(%.0f,%.0f)", b->x0, b->y0, b->x1, b->y1);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* Four men side by side measured to one enemy: one tape, the nearest
 * man's, "64-67 yd" on it, the others thin; a man of another body, and
 * one man's two rulers to two enemies far apart, each their own. */
static int
rulers_of(const int *rep, int i)
{
	return rep != NULL ? rep[i] : -2;
}

static void
ruler_fans(void)
{
	struct drawing d;
	struct draw_ruling r;
	struct rctx c;
	cairo_surface_t *s;
	char text[64];
	int *rep, first, i, len[4] = { 6700, 6500, 6400, 6600 };

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_measure(&d, YD, "yd", 0, 0);
	man(&d, 50 * YD, 80 * YD, 0, 0, "B3");
	man(&d, 20 * YD, 80 * YD, 0, 0, "B2");
	for (i = 0; i < 4; i++)
		man(&d, 60 * YD + i * YD, 15 * YD, 1, 0, "F");
	first = d.nitems;
	for (i = 0; i < 4; i++) {	/* the line's fan, mark at B3 */
		r = draw_ruler(60 * YD + i * YD, 15 * YD + YD / 2, 50 * YD,
		    80 * YD - YD / 2, len[i]);
		drawing_ruling(&d, &r);
	}
	/* the same man to a second enemy far off */
	r = draw_ruler(60 * YD, 15 * YD + YD / 2, 20 * YD, 80 * YD - YD / 2,
	    7200);
	drawing_ruling(&d, &r);
	CHECK(!drawing_failed(&d), "the fan drawing");
	if (!ctx_open(&c, &d, SMALL_K, &s, 800))
		return;
	rep = rc_ruler_folds(&c, NULL);
	for (i = 0; i < 4; i++)
		CHECK(rulers_of(rep, first + i) == first + 2, "ruler %d drawn "
		    "as %d, not as the nearest man's (%d)", i, rulers_of(rep,
		    first + i), first + 2);
	CHECK(rulers_of(rep, first + 4) == first + 4, "the ruler to B2 is "
	    "its own: %d", rulers_of(rep, first + 4));
	rc_ruler_fold_text(&c, rep, first + 2, text, sizeof text);
	CHECK(strcmp(text, "64-67 yd") == 0, "the fan reads %s", text);
	rc_ruler_fold_text(&c, rep, first + 4, text, sizeof text);
	CHECK(strcmp(text, "72 yd") == 0, "the lone ruler reads %s", text);
	free(rep);
	ctx_close(&c, s);
	drawing_free(&d);
}

/* Pixels of the surface in box x0..x1, y0..y1 near colour rgb (shared:
 * test_pictures.h). */
int
near_rgb(cairo_surface_t *s, int x0, int y0, int x1, int y1, unsigned rgb)
{
	const unsigned char *data;
	unsigned p;
	int x, y, n = 0, stride;

	cairo_surface_flush(s);
	data = cairo_image_surface_get_data(s);
	stride = cairo_image_surface_get_stride(s);
	for (y = y0; y < y1; y++)
		for (x = x0; x < x1; x++) {
			p = *(const uint32_t *)(const void *)(data + y *
			    stride + x * 4);
			if (abs((int)((p >> 16) & 0xFF) - (int)((rgb >> 16) &
			    0xFF)) + abs((int)((p >> 8) & 0xFF) - (int)((rgb >>
			    8) & 0xFF)) + abs((int)(p & 0xFF) - (int)(rgb &
			    0xFF)) < 60)
				n++;
		}
	return n;
}

/* A framed map points at an enemy last seen off its frame: an arrow in
 * his colour at the frame's top edge, toward him; none at the bottom,
 * and none at all when he is inside the frame. */
static void
edge_pointers(void)
{
	struct drawing d;
	struct rctx c;
	cairo_surface_t *s;
	struct rc_box v;
	unsigned rgb = drawing_ink_rgb(DRAW_INK_SIDE(1));
	int top, bottom, inside;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 60 * YD, 0, 0, "B1");
	man(&d, 50 * YD, 10 * YD, 1, DRAW_ST_LAST_KNOWN, "F4");
	drawing_frame(&d, 20 * YD, 40 * YD, 60 * YD, 40 * YD);
	CHECK(!drawing_failed(&d) && d.frame.on, "the framed drawing");
	if (!ctx_open(&c, &d, 10.0 / YD, &s, 800))
		return;
	v = (struct rc_box){ 0, 0, d.width * c.k, d.height * c.k };
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_edge_pointers(&c, &v);
	top = near_rgb(s, 250, 0, 350, 30, rgb);
	bottom = near_rgb(s, 0, 370, 600, 400, rgb);
	CHECK(top > 10 && bottom == 0, "the pointer to F4: %d px at the top "
	    "edge, %d at the bottom", top, bottom);
	ctx_close(&c, s);
	drawing_free(&d);

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 60 * YD, 0, 0, "B1");
	man(&d, 50 * YD, 50 * YD, 1, DRAW_ST_LAST_KNOWN, "F4");
	drawing_frame(&d, 20 * YD, 40 * YD, 60 * YD, 40 * YD);
	if (!ctx_open(&c, &d, 10.0 / YD, &s, 800))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_edge_pointers(&c, &v);
	inside = near_rgb(s, 0, 0, 600, 400, rgb);
	CHECK(inside == 0, "a pointer to F4 in the frame: %d px", inside);
	ctx_close(&c, s);
	drawing_free(&d);
}

void
test_knots(void)
{
	knots();
	words();
	words_off_rulers();
	ruler_fans();
	edge_pointers();
}
