/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_legend.c - the legend's samples match what they explain:
 * the "move seen this phase" arrow is drawn in the ink of the moves on
 * the map (an enemy's move seen by RED is BLUE's colour), not always in
 * the viewer's.
 */
#include <string.h>

#include "pbem_limits.h"
#include "test_pictures.h"

struct png_read {
	const struct buf *png;
	size_t at;
};

static cairo_status_t
png_read(void *closure, unsigned char *data, unsigned int n)
{
	struct png_read *r = closure;

	if (r->at + n > r->png->len)
		return CAIRO_STATUS_READ_ERROR;
	memcpy(data, r->png->data + r->at, n);
	r->at += n;
	return CAIRO_STATUS_SUCCESS;
}

/* Pixels near rgb in the bottom fifth of d's picture: its legend, below
 * a board whose top half holds the move. -1 if it cannot be drawn. */
static int
legend_px(const struct drawing *d, unsigned rgb)
{
	struct render_opts o;
	struct render_info info;
	struct png_read r;
	struct buf png;
	cairo_surface_t *s;
	int n = -1, w, h;

	render_defaults(&o);
	buf_init(&png, PBEM_MAX_PICTURE);
	if (render(d, &o, &png, &info) == PBEM_OK) {
		r.png = &png;
		r.at = 0;
		s = cairo_image_surface_create_from_png_stream(png_read, &r);
		if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS) {
			w = cairo_image_surface_get_width(s);
			h = cairo_image_surface_get_height(s);
			n = near_rgb(s, 0, h - h / 5, w, h, rgb);
		}
		cairo_surface_destroy(s);
	}
	buf_free(&png);
	return n;
}

/* The move line of d (the first), or NULL. */
static struct draw_item *
move_line(struct drawing *d)
{
	int i;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == DRAW_LINE &&
		    d->items[i].u.line.kind == DRAW_L_MOVE)
			return &d->items[i];
	return NULL;
}

void
test_legend_ink(void)
{
	const struct game_rules *ts = game_rules_find("strongest");
	json_t *st = opening(ts, "sample-deployed.tts", NULL),
	    *ev = json_array();
	struct draw_item *it;
	struct drawing *d;
	unsigned enemy;
	int as_drawn, in_own;

	/* BLUE's U1 (E1 to RED, an open table) steps E7 -> E6 */
	json_array_append_new(ev, json_pack("{s:[s],s:b,s:i,s:i,s:s,s:{s:s}}",
	    "sides", "RED", "referee", 0, "turn", 1, "round", 0, "text",
	    "E1 moves E7 -> E6, facing S.", "boxes", "E1", "E6"));
	if (st != NULL && (d = draw(ts, st, ev, "RED")) != NULL) {
		it = move_line(d);
		CHECK(it != NULL, "ts legend: RED sees no move line");
		if (it != NULL) {
			enemy = drawing_ink_rgb(it->u.line.ink);
			CHECK(it->u.line.ink != DRAW_INK_SIDE(d->viewer),
			    "ts legend: the enemy's move is in RED's ink");
			as_drawn = legend_px(d, enemy);
			/* the same picture with the move in RED's own ink:
			 * only the legend's sample may lose BLUE pixels */
			it->u.line.ink = DRAW_INK_SIDE(d->viewer);
			in_own = legend_px(d, enemy);
			CHECK(as_drawn >= 0 && in_own >= 0 && as_drawn >
			    in_own + 20, "ts legend: the 'move seen' sample "
			    "is not in the ink of the enemy's move (%d "
			    "pixels of it, %d with the move in RED's ink)",
			    as_drawn, in_own);
		}
		drawing_del(d);
	}
	json_decref(ev);
	json_decref(st);
}

/* To The Strongest!'s camps are objectives worth their VP (digest §2.6:
 * a camp adds 3 VP to its command, 3 medals when taken): the star says
 * "3", as the legend's "its VP in the star" promises, and the camp's
 * name stays on the map. */
void
test_ts_camp_vp(void)
{
	const struct game_rules *ts = game_rules_find("strongest");
	json_t *st = opening(ts, "sample-deployed.tts", NULL),
	    *ev = json_array();
	struct drawing *d;
	int i, stars = 0, names = 0;

	if (st != NULL && (d = draw(ts, st, ev, "RED")) != NULL) {
		for (i = 0; i < d->nitems; i++) {
			const struct draw_item *it = &d->items[i];

			if (it->kind == DRAW_OBJECTIVE)
				stars += strcmp(it->u.obj.label, "3") == 0 ?
				    1 : 100;
			if (it->kind == DRAW_TEXT && strncmp(it->u.text.text,
			    "camp ", 5) == 0)
				names++;
		}
		/* two camps a side, all four on the table and in sight */
		CHECK(stars == 4, "ts camps: not four stars saying 3 (%d)",
		    stars);
		CHECK(names == 4, "ts camps: %d camp names on the map",
		    names);
		drawing_del(d);
	}
	json_decref(ev);
	json_decref(st);
}
