/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_items.c - a drawing's items other than units, layer by
 * layer (rc_layer): labelled areas, polygons and circles, rivers,
 * roads and an open table's streams, hedges, walls and fences, text,
 * marks, objectives and arrows.  Part of the board (render_map.c).
 */
#include <math.h>

#include "render_map.h"

double
rc_size_px(const struct rctx *c, enum draw_size s)
{
	switch (s) {
	case DRAW_S_SMALL:	return rc_clamp(c->tok * 0.2, 7, 11);
	case DRAW_S_NORMAL:	return rc_clamp(c->tok * 0.3, 9, 15);
	case DRAW_S_LARGE:	return rc_clamp(c->tok * 0.4, 11, 20);
	default:		return rc_clamp(c->tok * 2.4, 24, 160);
	}
}

static double
line_px(const struct rctx *c, int width, double min)
{
	double w = width * c->k;

	return w < min ? min : w;
}

/* An open table's linear terrain along the current path, w pixels wide:
 * a stream, a hedge (green, dotted with bushes), a wall (grey stones),
 * a fence (brown, posts).  Each differs in grey too. */
static void
table_line(struct rctx *c, enum draw_line_kind k, double w)
{
	double d[2];

	switch (k) {
	case DRAW_L_STREAM:
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_WATER), 1.0);
		cairo_stroke(c->cr);
		break;
	case DRAW_L_HEDGE:
		w = w < 4 ? 4 : w;
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, 0x3E7B2E, 1.0);
		cairo_stroke_preserve(c->cr);
		d[0] = 0.01;
		d[1] = w * 0.9;
		cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_width(c->cr, w * 0.55);
		rc_rgb(c, 0x1F4D17, 1.0);
		cairo_stroke(c->cr);
		break;
	case DRAW_L_WALL:
		w = w < 3 ? 3 : w;
		cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, 0x4A4642, 1.0);
		cairo_stroke_preserve(c->cr);
		d[0] = w * 0.9;
		d[1] = w * 0.35;
		cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_width(c->cr, w * 0.45);
		rc_rgb(c, 0xB8B2AA, 1.0);
		cairo_stroke(c->cr);
		break;
	default:
		cairo_set_line_width(c->cr, 1.5);
		rc_rgb(c, 0x7A4E22, 1.0);
		cairo_stroke_preserve(c->cr);
		d[0] = 1.5;
		d[1] = w * 3 < 8 ? 8 : w * 3;
		cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
		cairo_set_line_width(c->cr, w * 2.2 < 6 ? 6 : w * 2.2);
		cairo_stroke(c->cr);
		break;
	}
	cairo_set_dash(c->cr, NULL, 0, 0);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
}

void
rc_table_line_sample(struct rctx *c, double x0, double y0, double x1,
    double y1, enum draw_line_kind k)
{
	cairo_save(c->cr);
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, x0, y0);
	cairo_line_to(c->cr, x1, y1);
	table_line(c, k, k == DRAW_L_STREAM ? 3 : 4);
	cairo_restore(c->cr);
}

static void
terrain_line(struct rctx *c, const struct draw_item *it)
{
	const struct draw_pt *p = c->d->pts + it->u.line.first;
	double w;

	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(c->cr, CAIRO_LINE_JOIN_ROUND);
	cairo_set_dash(c->cr, NULL, 0, 0);
	rc_path_pts(c, p, it->u.line.n, 0);
	if (it->u.line.kind == DRAW_L_ROAD) {
		w = line_px(c, it->u.line.width, 3);
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_ROAD), 1.0);
		cairo_stroke_preserve(c->cr);
		cairo_set_line_width(c->cr, w * 0.45);
		rc_rgb(c, 0xF2E2BE, 1.0);
		cairo_stroke(c->cr);
		return;
	}
	if (it->u.line.kind >= DRAW_L_STREAM) {
		table_line(c, it->u.line.kind, line_px(c, it->u.line.width, 2));
		return;
	}
	w = line_px(c, it->u.line.width, it->u.line.kind == DRAW_L_RIVER ?
	    3 : 1);
	cairo_set_line_width(c->cr, w);
	rc_rgb(c, it->u.line.kind == DRAW_L_RIVER ?
	    drawing_ink_rgb(DRAW_INK_WATER) : drawing_ink_rgb(it->u.line.ink),
	    1.0);
	cairo_stroke(c->cr);
}

static void
area(struct rctx *c, const struct draw_item *it)
{
	const struct draw_pt *p = c->d->pts + it->u.area.first;
	double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18, x, y;
	int i;

	for (i = 0; i < it->u.area.n; i++) {
		x = rc_x(c, p[i].x);
		y = rc_y(c, p[i].y);
		x0 = x < x0 ? x : x0;
		x1 = x > x1 ? x : x1;
		y0 = y < y0 ? y : y0;
		y1 = y > y1 ? y : y1;
	}
	cairo_save(c->cr);
	rc_path_pts(c, p, it->u.area.n, 1);
	rc_rgb(c, drawing_terrain_rgb(it->u.area.terrain), 1.0);
	cairo_fill_preserve(c->cr);
	cairo_clip(c->cr);
	/* the pattern, tiled over the area's box a token apart */
	for (y = y0 + c->tok / 2; y < y1 + c->tok; y += c->tok)
		for (x = x0 + c->tok / 2; x < x1 + c->tok; x += c->tok)
			rc_decor(c, x, y, c->tok / 2, it->u.area.terrain);
	cairo_restore(c->cr);
	rc_path_pts(c, p, it->u.area.n, 1);
	if (it->u.area.terrain == DRAW_T_BUILDING) {
		/* a building: its walls, and a roof's ridge shade */
		cairo_set_line_width(c->cr, 2.5);
		rc_rgb(c, 0x4A443E, 1.0);
	} else {
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, it->u.area.terrain == DRAW_T_HILL ? 0x9A6A32 :
		    0x6F6A5E, 1.0);
	}
	cairo_stroke(c->cr);
	/* an open table's names are placed clear of its men, after them
	 * (render_map_words.c) */
	if (it->u.area.label[0] && c->d->grid.kind != DRAW_GRID_NONE)
		rc_text(c, (x0 + x1) / 2, (y0 + y1) / 2, it->u.area.label,
		    rc_size_px(c, DRAW_S_NORMAL), 0, DRAW_A_CENTRE, 0x3A3A3A, 1,
		    NULL);
}

static void
shape(struct rctx *c, const struct draw_item *it)
{
	double d[2];
	int fill, ink, width;

	if (it->kind == DRAW_POLY) {
		rc_path_pts(c, c->d->pts + it->u.poly.first, it->u.poly.n, 1);
		fill = it->u.poly.fill;
		ink = it->u.poly.ink;
		width = it->u.poly.width;
	} else {
		cairo_new_path(c->cr);
		cairo_arc(c->cr, rc_x(c, it->u.circle.x), rc_y(c,
		    it->u.circle.y), it->u.circle.r * c->k, 0, 2 * M_PI);
		fill = it->u.circle.fill;
		ink = it->u.circle.ink;
		width = it->u.circle.width;
	}
	if (fill != DRAW_INK_NONE) {
		rc_rgb(c, drawing_ink_rgb(fill), 0.35);
		cairo_fill_preserve(c->cr);
	}
	if (ink != DRAW_INK_NONE) {
		d[0] = d[1] = line_px(c, width, 1.5) * 3;
		if (it->kind == DRAW_POLY && it->u.poly.dashed)
			cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_width(c->cr, line_px(c, width, 1.5));
		rc_rgb(c, drawing_ink_rgb(ink), 1.0);
		cairo_stroke(c->cr);
		cairo_set_dash(c->cr, NULL, 0, 0);
	}
	cairo_new_path(c->cr);
}

static void
text_item(struct rctx *c, const struct draw_item *it, int huge)
{
	if ((it->u.text.size == DRAW_S_HUGE) != huge)
		return;
	if (huge) {
		cairo_push_group(c->cr);
		rc_text(c, rc_x(c, it->u.text.x), rc_y(c, it->u.text.y),
		    it->u.text.text, rc_size_px(c, it->u.text.size), 1,
		    it->u.text.anchor, drawing_ink_rgb(it->u.text.ink), 1, NULL);
		cairo_pop_group_to_source(c->cr);
		cairo_paint_with_alpha(c->cr, 0.22);
		return;
	}
	rc_text(c, rc_x(c, it->u.text.x), rc_y(c, it->u.text.y),
	    it->u.text.text, rc_size_px(c, it->u.text.size),
	    it->u.text.size == DRAW_S_LARGE, it->u.text.anchor,
	    drawing_ink_rgb(it->u.text.ink), 1, NULL);
}

/* Every item of one layer, in the module's order. */
void
rc_layer(struct rctx *c, int which)
{
	const struct draw_item *it;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		switch (which) {
		case 0:
			if (it->kind == DRAW_TEXT)
				text_item(c, it, 1);
			break;
		case 1:
			if (it->kind == DRAW_AREA)
				area(c, it);
			break;
		case 2:
			if (it->kind == DRAW_POLY || it->kind == DRAW_CIRCLE)
				shape(c, it);
			break;
		case 3:
			if (it->kind == DRAW_LINE && (it->u.line.kind ==
			    DRAW_L_RIVER || it->u.line.kind == DRAW_L_PLAIN ||
			    it->u.line.kind >= DRAW_L_STREAM))
				terrain_line(c, it);
			break;
		case 4:
			if (it->kind == DRAW_LINE && it->u.line.kind ==
			    DRAW_L_ROAD)
				terrain_line(c, it);
			break;
		case 5:
			if (it->kind == DRAW_MARK && it->u.mark.kind !=
			    DRAW_M_COMBAT)
				rc_mark(c, rc_x(c, it->u.mark.x), rc_y(c,
				    it->u.mark.y), c->tok * 1.3,
				    it->u.mark.kind);
			else if (it->kind == DRAW_OBJECTIVE)
				rc_objective(c, rc_x(c, it->u.obj.x), rc_y(c,
				    it->u.obj.y), c->tok * 0.62,
				    it->u.obj.holder, NULL);
			break;
		case 6:
			if (it->kind == DRAW_LINE && it->u.line.kind >=
			    DRAW_L_MOVE && it->u.line.kind <= DRAW_L_FIRE)
				rc_action_line(c, it);
			break;
		case 7:
			if (it->kind == DRAW_MARK && it->u.mark.kind ==
			    DRAW_M_COMBAT && !rc_token_at(c->d, it->u.mark.x,
			    it->u.mark.y))
				rc_mark(c, rc_x(c, it->u.mark.x) + c->tok * 0.42,
				    rc_y(c, it->u.mark.y) - c->tok * 0.42,
				    rc_clamp(c->tok * 0.45, 10, 40),
				    DRAW_M_COMBAT);
			else if (it->kind == DRAW_TEXT && c->d->grid.kind !=
			    DRAW_GRID_NONE)	/* else rc_table_words */
				text_item(c, it, 0);
			else if (it->kind == DRAW_OBJECTIVE)
				rc_objective_star(c, it);
			break;
		}
	}
}
