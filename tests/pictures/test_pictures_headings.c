/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_headings.c - an inset's heading ("II-D09, II-D10,
 * II-D08, 2.2x") is written within the inset's own width
 * (render_inset.c): insets sit side by side a small gap apart, so a
 * heading wider than its inset ran under the next inset's letter, or
 * off the picture's right edge.  Checked on insets as narrow as the
 * stored game's (The Highest Ground's demo had a three-cell heading of
 * 140 px over an inset 121 px wide) and on the stored fighting at the
 * scale its reports use: no ink right of an inset in its heading's band.
 */
#include <string.h>

#include "render_ctx.h"
#include "test_pictures.h"

#define SURFACE_PX	640
#define AT		10	/* the inset's top left corner, pixels */
#define HEADING_PX	17	/* render_inset.c's HEAD_H */
#define MAP_K		(23.0 / 560)	/* a HG map drawn small: 23 px tokens */

/* Pixels of the heading's band that are not white, right of the inset
 * (past its border's half width). */
static int
ink_past(struct rctx *c, cairo_surface_t *s, const struct rc_inset *in)
{
	int x0 = AT + (int)in->w + 2, area;

	cairo_set_source_rgb(c->cr, 1, 1, 1);
	cairo_paint(c->cr);
	rc_inset_draw(c, in, AT, AT);
	area = (SURFACE_PX - x0) * HEADING_PX;
	return area - near_rgb(s, x0, AT, SURFACE_PX, AT + HEADING_PX,
	    0xFFFFFF);
}

static void
inset_set(struct rc_inset *in, const char *cells, double f, double w)
{
	memset(in, 0, sizeof *in);
	snprintf(in->cells, sizeof in->cells, "%s", cells);
	snprintf(in->tag, sizeof in->tag, "D");
	in->f = f;
	in->w = w;
	in->h = 60 + HEADING_PX;
	in->x0 = 0;
	in->y0 = 0;
	in->x1 = w / (MAP_K * f);
	in->y1 = 60 / (MAP_K * f);
}

/* Made-up insets, from as wide as the stored game's to one with room
 * for no cell's name: each heading ends inside. */
static void
narrow_insets(void)
{
	static const struct {
		const char *cells;
		double f, w;
	} t[] = {
		{ "II-D09, II-D10, II-D08", 2.2, 121 },
		{ "II-E06, II-E05", 2.1, 112 },
		{ "II-D09, II-D08, II-E09, II-E08", 2.2, 190 },
		{ "E05", 3.5, 40 },
		{ "II-E06, II-E05", 1.5, 24 },
	};
	struct drawing d;
	struct rc_inset in;
	struct rctx c;
	cairo_surface_t *s;
	size_t i;
	int ink;

	drawing_init(&d, "test", 12000, 9000, 560);
	drawing_hexgrid(&d, 500, 500, 1000, 12, 9);
	CHECK(!drawing_failed(&d), "the test drawing");
	if (!ctx_open(&c, &d, MAP_K, &s, SURFACE_PX)) {
		CHECK(0, "a surface for the insets");
		ctx_close(&c, s);
		drawing_free(&d);
		return;
	}
	for (i = 0; i < sizeof t / sizeof t[0]; i++) {
		inset_set(&in, t[i].cells, t[i].f, t[i].w);
		ink = ink_past(&c, s, &in);
		CHECK(ink == 0, "the heading of an inset %.0f px wide naming "
		    "%s runs %d pixels past it", t[i].w, t[i].cells, ink);
	}
	/* the check reads that band: over a wide inset the whole heading
	 * is drawn, and its ink is found there */
	inset_set(&in, "II-E06, II-E05", 2.1, 400);
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_inset_draw(&c, &in, AT, AT);
	ink = (400 - 20) * HEADING_PX - near_rgb(s, AT + 20, AT, AT + 400,
	    AT + HEADING_PX, 0xFFFFFF);
	CHECK(ink > 0, "a heading's ink not seen in its band");
	ctx_close(&c, s);
	drawing_free(&d);
}

/* The stored fighting, each side's and the referee's insets, at the
 * scale the stacks test reads them. */
static void
stored_insets(const struct game_rules *hg)
{
	static const char *const side[] = { "ALLIED", "ROMAN", NULL };
	struct rc_inset in[RC_MAX_INSETS];
	struct drawing *d;
	struct rctx c;
	cairo_surface_t *s;
	json_t *st, *ev;
	int seq, v, i, n, ink, seen = 0;

	for (seq = 36; seq <= 37; seq++) {
		if (stored("highest-ground", seq, &st, &ev) != PBEM_OK)
			continue;
		for (v = 0; v < 3; v++) {
			if ((d = draw(hg, st, ev, side[v])) == NULL)
				continue;
			n = rc_insets_find(d, MAP_K, d->width * MAP_K, in,
			    RC_MAX_INSETS);
			if (ctx_open(&c, d, MAP_K, &s, SURFACE_PX))
				for (i = 0; i < n; i++) {
					if (in[i].w + 2 * AT > SURFACE_PX)
						continue;
					seen++;
					ink = ink_past(&c, s, &in[i]);
					CHECK(ink == 0, "hg %d %s: the heading of "
					    "inset %s (%s) runs %d pixels past "
					    "it", seq, side[v] ? side[v] :
					    "referee", in[i].tag, in[i].cells,
					    ink);
				}
			ctx_close(&c, s);
			drawing_del(d);
		}
		json_decref(st);
		json_decref(ev);
	}
	CHECK(seen > 0, "hg: no inset in the stored fighting");
}

void
test_headings(void)
{
	narrow_insets();
	stored_insets(game_rules_find("highest-ground"));
}
