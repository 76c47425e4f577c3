/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_blast.c - a template's words keep clear of the men: a
 * shell's burst in GLORY ("shrapnel 5 yd" under its ring) with a man
 * last seen just under the ring, his dotted outline and his id where
 * the words were written at first (render_ruling.c), and one seen there
 * too.  A small drawing in GLORY's unit, 1/100 yard, made to fail first.
 */
#include <stdint.h>
#include <string.h>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "render_ctx.h"
#include "render_map.h"
#include "test_pictures.h"

#define YD	100

/* The burst at (50, 40) yd, 5 yd round, over the ground at 8 px a yard;
 * a man at (50, 47) with status st, and C5 a yard under him. */
static void
burst_over(unsigned st, const char *what)
{
	struct drawing d;
	struct draw_ruling r;
	struct rctx c;
	cairo_surface_t *s, *before;
	int i, n;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	man(&d, 50 * YD, 47 * YD, 1, st, "C2");
	man(&d, 54 * YD, 49 * YD, 1, 0, "C5");
	r = draw_blast(50 * YD, 40 * YD, 5 * YD, "shrapnel 5 yd");
	drawing_ruling(&d, &r);
	CHECK(!drawing_failed(&d), "the burst's drawing");
	if (!ctx_open(&c, &d, 8.0 / YD, &s, 900))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_rulings_under(&c);
	rc_bases(&c);
	rc_rulings_over(&c);
	rc_base_labels(&c);	/* what is taken: the men, their ids */
	cairo_surface_flush(s);
	before = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 900, 900);
	{
		cairo_t *cr = cairo_create(before);

		cairo_set_source_surface(cr, s, 0, 0);
		cairo_paint(cr);
		cairo_destroy(cr);
	}
	rc_rulings_labels(&c);
	CHECK(c.ntaken >= 4, "%s: two men and their ids taken: %d", what,
	    c.ntaken);
	for (i = 0; i < c.ntaken; i++) {
		n = box_differs(before, s, (int)c.taken[i].x0 < 0 ? 0 :
		    (int)c.taken[i].x0, (int)c.taken[i].y0 < 0 ? 0 :
		    (int)c.taken[i].y0, (int)c.taken[i].x1 > 900 ? 900 :
		    (int)c.taken[i].x1, (int)c.taken[i].y1 > 900 ? 900 :
		    (int)c.taken[i].y1);
		CHECK(n == 0, "%s: the burst's words over a man or his id "
		    "(%.0f,%.0f)-(%.0f,%.0f): %d px changed", what,
		    c.taken[i].x0, c.taken[i].y0, c.taken[i].x1,
		    c.taken[i].y1, n);
	}
	cairo_surface_destroy(before);
	ctx_close(&c, s);
	drawing_free(&d);
}

void
test_blast_words(void)
{
	burst_over(DRAW_ST_LAST_KNOWN, "last seen under the ring");
	burst_over(0, "seen under the ring");
}
