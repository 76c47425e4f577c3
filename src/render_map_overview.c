/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_overview.c - a framed board's overview: the whole board
 * small, in the corner where it hides least.  Part of the board
 * (render_map.c).
 */
#include <math.h>

#include "render_map.h"

/* How much of what the framed board shows stands in the pixel box (x, y,
 * w, h): its units and bases, the ends of its arrows and rulings.  The
 * overview goes in the corner that hides least. */
static int
under_box(double x, double y, double w, double h, double px, double py,
    double pad)
{
	return px > x - pad && px < x + w + pad && py > y - pad && py < y +
	    h + pad;
}

static int
tokens_under(const struct rctx *c, double x, double y, double w, double h)
{
	const struct drawing *d = c->d;
	const struct draw_item *it;
	const struct draw_pt *p;
	int i, k, n = 0;

#define AT(ux, uy, pad) under_box(x, y, w, h, rc_x(c, (ux) - d->frame.x), \
	    rc_y(c, (uy) - d->frame.y), pad)
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		switch (it->kind) {
		case DRAW_TOKEN:
			n += 4 * AT(it->u.token.x, it->u.token.y, c->tok);
			break;
		case DRAW_BASE:		/* a base and its id */
			n += 4 * AT(it->u.base.x, it->u.base.y, 24);
			break;
		case DRAW_RULING:
			for (k = 0; k < it->u.ruling.n; k++)
				n += AT(it->u.ruling.p[k].x,
				    it->u.ruling.p[k].y, 8);
			break;
		case DRAW_LINE:
			if (it->u.line.kind < DRAW_L_MOVE ||
			    it->u.line.kind > DRAW_L_FIRE)
				break;
			for (k = 0, p = d->pts + it->u.line.first; k <
			    it->u.line.n; k++)
				n += AT(p[k].x, p[k].y, 8);
			break;
		default:
			break;
		}
	}
#undef AT
	return n;
}

/* An open table's overview: its areas and water, every base a dot. */
static void
overview_table(struct rctx *c, double x, double y, double s)
{
	const struct drawing *d = c->d;
	const struct draw_item *it;
	const struct draw_pt *p;
	int i, k;

	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		if (it->kind == DRAW_AREA) {
			p = d->pts + it->u.area.first;
			cairo_new_path(c->cr);
			for (k = 0; k < it->u.area.n; k++)
				cairo_line_to(c->cr, x + p[k].x * s, y + p[k].y *
				    s);
			cairo_close_path(c->cr);
			rc_rgb(c, drawing_terrain_rgb(it->u.area.terrain),
			    1.0);
			cairo_fill(c->cr);
		} else if (it->kind == DRAW_LINE && (it->u.line.kind ==
		    DRAW_L_RIVER || it->u.line.kind == DRAW_L_STREAM ||
		    it->u.line.kind == DRAW_L_ROAD || it->u.line.kind ==
		    DRAW_L_WALL)) {
			p = d->pts + it->u.line.first;
			cairo_new_path(c->cr);
			for (k = 0; k < it->u.line.n; k++)
				cairo_line_to(c->cr, x + p[k].x * s, y + p[k].y *
				    s);
			cairo_set_line_width(c->cr, rc_clamp(it->u.line.width *
			    s, 1, 3));
			rc_rgb(c, drawing_ink_rgb(it->u.line.ink), 1.0);
			cairo_stroke(c->cr);
		}
	}
	for (i = 0; i < d->nitems; i++) {
		const struct draw_base *b = &d->items[i].u.base;

		if (d->items[i].kind != DRAW_BASE)
			continue;
		cairo_new_path(c->cr);
		cairo_arc(c->cr, x + b->x * s, y + b->y * s, 1.8, 0, 2 * M_PI);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_SIDE(b->side)), (b->status &
		    DRAW_ST_LAST_KNOWN) ? 0.45 : 1.0);
		cairo_fill(c->cr);
	}
}

/* The whole board, small, in a corner of the framed one: its terrain,
 * every unit drawn as a dot in its side's colour, and the frame. */
void
rc_overview(struct rctx *c)
{
	const struct drawing *d = c->d;
	const struct draw_grid *g = &d->grid;
	double bw = d->width * c->k, bh = d->height * c->k, w, h, s, x = 0, y = 0,
	    best = -1, cx[4], cy[4], best_w = 0, best_h = 0;
	struct draw_pt k[6];
	int i, j, n, col, row, table = g->kind == DRAW_GRID_NONE, shrink;

	/* an open table's is smaller: its frame is on men a few pixels
	 * wide, and the overview must hide none of them */
	w = table ? rc_clamp(bw * 0.2, 110, 240) : rc_clamp(bw * 0.34, 120,
	    420);
	h = w * d->frame.full_h / d->frame.full_w;
	if (h > bh * (table ? 0.3 : 0.45)) {
		h = bh * (table ? 0.3 : 0.45);
		w = h * d->frame.full_w / d->frame.full_h;
	}
	/* the corner that hides least; an open table's overview smaller
	 * (two thirds, then half) while it would still hide a man */
	for (shrink = 0; shrink < 3 && (best < 0 || (table && best >= 4));
	    shrink++) {
		if (shrink > 0) {
			if (w * (shrink == 1 ? 2.0 / 3 : 0.75) < 90)
				break;
			w *= shrink == 1 ? 2.0 / 3 : 0.75;
			h *= shrink == 1 ? 2.0 / 3 : 0.75;
		}
		for (i = 0; i < 4; i++) {	/* corners: BR, BL, TR, TL */
			cx[i] = i % 2 ? c->ox + 6 : c->ox + bw - w - 6;
			cy[i] = i < 2 ? c->oy + bh - h - 6 : c->oy + 6;
			n = tokens_under(c, cx[i], cy[i], w, h);
			if (best < 0 || n < best) {
				best = n;
				x = cx[i];
				y = cy[i];
				best_w = w;
				best_h = h;
			}
		}
	}
	w = best_w;
	h = best_h;
	s = w / d->frame.full_w;
	cairo_save(c->cr);
	cairo_rectangle(c->cr, x - 3, y - 3, w + 6, h + 6);
	rc_rgb(c, 0xFFFFFF, table ? 1.0 : 0.94);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 1.2);
	rc_rgb(c, 0x4D4D4D, 1.0);
	cairo_stroke(c->cr);
	if (table) {
		cairo_save(c->cr);
		cairo_rectangle(c->cr, x, y, w, h);
		cairo_clip(c->cr);
		rc_rgb(c, 0xFBFAF6, 1.0);
		cairo_paint(c->cr);
		overview_table(c, x, y, s);
		cairo_restore(c->cr);
	}
	for (row = 0; g->kind != DRAW_GRID_NONE && row < g->rows; row++)
		for (col = 0; col < g->cols; col++) {
			enum draw_terrain t = g->terrain[col + row * g->cols];

			if (t == DRAW_T_OFF)
				continue;
			n = drawing_cell_corners(d, col, row, k);
			cairo_new_path(c->cr);
			for (j = 0; j < n; j++)
				cairo_line_to(c->cr, x + k[j].x * s, y + k[j].y *
				    s);
			cairo_close_path(c->cr);
			rc_rgb(c, drawing_terrain_rgb(t), 1.0);
			cairo_fill(c->cr);
		}
	for (i = 0; i < d->nitems; i++) {
		const struct draw_token *t = &d->items[i].u.token;

		if (d->items[i].kind != DRAW_TOKEN || (t->status &
		    DRAW_ST_LOST))
			continue;
		cairo_new_path(c->cr);
		cairo_arc(c->cr, x + t->x * s, y + t->y * s, rc_clamp(
		    d->token * s * 0.45, 1.8, 4), 0, 2 * M_PI);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_SIDE(t->side)),
		    (t->status & DRAW_ST_LAST_KNOWN) ? 0.45 : 1.0);
		cairo_fill(c->cr);
	}
	cairo_rectangle(c->cr, x + d->frame.x * s, y + d->frame.y * s,
	    d->width * s, d->height * s);
	cairo_set_line_width(c->cr, 1.6);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
	rc_text(c, x + 2, y + h + 1, table ? "the whole table; the frame: "
	    "this map" : "the whole board; the frame: this map",
	    rc_clamp(w * 0.04, 8, 11), 0, DRAW_A_SW, 0x4D4D4D, 1, NULL);
	cairo_restore(c->cr);
}
