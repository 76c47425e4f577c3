/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_edges.c - a framed open table read at its edges and in
 * its crowds: an area's name is written inside the frame, never cut by
 * it ("R1 ro" on GLORY's Mill Ford), and none for an area wholly off it
 * (render_map_words.c).  Small drawings in GLORY's unit, 1/100 yard,
 * made to fail each check first.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "render_ctx.h"
#include "render_map.h"
#include "test_pictures.h"

#define YD	100

/* A cairo surface and pango context to measure and place words, the
 * frame's corner at the surface's. */
static int
ctx_open(struct rctx *c, const struct drawing *d, double k,
    cairo_surface_t **s)
{
	memset(c, 0, sizeof *c);
	*s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 900, 900);
	c->cr = cairo_create(*s);
	c->pc = pango_cairo_create_context(c->cr);
	c->d = d;
	c->k = k;
	c->tok = d->token * k;
	c->ox = d->frame.on ? -d->frame.x * k : 0;
	c->oy = d->frame.on ? -d->frame.y * k : 0;
	return c->pc != NULL;
}

static void
ctx_close(struct rctx *c, cairo_surface_t *s)
{
	free(c->taken);
	g_object_unref(c->pc);
	cairo_destroy(c->cr);
	cairo_surface_destroy(s);
}

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
	if (!ctx_open(&c, &d, 12.0 / YD, &s))
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

void
test_edges(void)
{
	names_in_frame();
}
