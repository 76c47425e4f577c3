/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_terrain.c - a terrain's look: the pattern that tells woods
 * from a hill in grey too (rc_decor), a hill's contour rings, and the
 * legend's swatch of a terrain.  Part of the board (render_map.c).
 */
#include <math.h>

#include "render_map.h"

void
rc_path_pts(struct rctx *c, const struct draw_pt *p, int n, int close)
{
	int i;

	cairo_new_path(c->cr);
	for (i = 0; i < n; i++)
		cairo_line_to(c->cr, rc_x(c, p[i].x), rc_y(c, p[i].y));
	if (close)
		cairo_close_path(c->cr);
}

static void
house(struct rctx *c, double x, double y, double s, unsigned rgb)
{
	cairo_rectangle(c->cr, x - s / 2, y - s / 2, s, s);
	rc_rgb(c, rgb, 1.0);
	cairo_fill(c->cr);
}

static void
dot(struct rctx *c, double x, double y, double r, unsigned rgb)
{
	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, r, 0, 2 * M_PI);
	rc_rgb(c, rgb, 1.0);
	cairo_fill(c->cr);
}

/* Contour rings of a hill: one per level, inside the cell's outline. */
void
rc_hill_rings(struct rctx *c, const struct draw_pt *k, int n, double cx,
    double cy, int level)
{
	int l, i;
	double f;

	if (level < 1)
		level = 1;
	for (l = 1; l <= level && l <= 3; l++) {
		f = 1.0 - 0.24 * l;
		cairo_new_path(c->cr);
		for (i = 0; i < n; i++)
			cairo_line_to(c->cr, cx + (rc_x(c, k[i].x) - cx) * f,
			    cy + (rc_y(c, k[i].y) - cy) * f);
		cairo_close_path(c->cr);
		cairo_set_line_width(c->cr, rc_clamp(c->tok * 0.035, 1.0, 2.0));
		rc_rgb(c, 0x9A6A32, 1.0);
		cairo_stroke(c->cr);
	}
}

/* The pattern of terrain t around (x, y) in a cell of "radius" r pixels
 * (the clip is the caller's): what tells woods from a hill in grey too. */
void
rc_decor(struct rctx *c, double x, double y, double r, enum draw_terrain t)
{
	double w = rc_clamp(r * 0.05, 0.8, 2.0);

	switch (t) {
	case DRAW_T_WOODS:
		dot(c, x - 0.5 * r, y - 0.15 * r, 0.2 * r, 0x5E9A48);
		dot(c, x + 0.45 * r, y - 0.3 * r, 0.2 * r, 0x5E9A48);
		dot(c, x + 0.05 * r, y + 0.55 * r, 0.2 * r, 0x5E9A48);
		dot(c, x - 0.1 * r, y - 0.62 * r, 0.16 * r, 0x5E9A48);
		break;
	case DRAW_T_TOWN:
		house(c, x - 0.5 * r, y - 0.4 * r, 0.24 * r, 0x6E6A66);
		house(c, x + 0.5 * r, y - 0.4 * r, 0.24 * r, 0x6E6A66);
		house(c, x - 0.5 * r, y + 0.45 * r, 0.24 * r, 0x6E6A66);
		house(c, x + 0.5 * r, y + 0.45 * r, 0.24 * r, 0x6E6A66);
		break;
	case DRAW_T_VILLAGE:
		house(c, x - 0.55 * r, y - 0.35 * r, 0.22 * r, 0x7D726A);
		house(c, x + 0.55 * r, y + 0.4 * r, 0.22 * r, 0x7D726A);
		house(c, x + 0.5 * r, y - 0.45 * r, 0.16 * r, 0x7D726A);
		break;
	case DRAW_T_WATER: case DRAW_T_FORD:
		rc_seg(c, x - 0.7 * r, y - 0.5 * r, x - 0.2 * r, y - 0.5 * r,
		    w, 0x3C8DD2);
		rc_seg(c, x + 0.2 * r, y + 0.55 * r, x + 0.7 * r,
		    y + 0.55 * r, w, 0x3C8DD2);
		if (t == DRAW_T_FORD) {
			rc_seg(c, x - r, y - 0.1 * r, x + r, y - 0.1 * r,
			    w * 2, 0xC2A878);
			rc_seg(c, x - r, y + 0.15 * r, x + r, y + 0.15 * r,
			    w * 2, 0xC2A878);
		}
		break;
	case DRAW_T_BRIDGE:
		cairo_rectangle(c->cr, x - r * 1.2, y - 0.2 * r, 2.4 * r,
		    0.4 * r);
		rc_rgb(c, 0x8B5A2B, 1.0);
		cairo_fill(c->cr);
		break;
	case DRAW_T_MARSH:
		rc_seg(c, x - 0.6 * r, y - 0.45 * r, x - 0.2 * r,
		    y - 0.45 * r, w, 0x4E8F7A);
		rc_seg(c, x + 0.15 * r, y + 0.5 * r, x + 0.6 * r,
		    y + 0.5 * r, w, 0x4E8F7A);
		rc_seg(c, x - 0.4 * r, y - 0.45 * r, x - 0.4 * r,
		    y - 0.65 * r, w, 0x4E8F7A);
		rc_seg(c, x + 0.38 * r, y + 0.5 * r, x + 0.38 * r,
		    y + 0.3 * r, w, 0x4E8F7A);
		break;
	case DRAW_T_ROUGH: case DRAW_T_SAND:
		dot(c, x - 0.5 * r, y - 0.45 * r, w * 1.2, 0x8C7B52);
		dot(c, x + 0.45 * r, y - 0.55 * r, w * 1.2, 0x8C7B52);
		dot(c, x - 0.6 * r, y + 0.4 * r, w * 1.2, 0x8C7B52);
		dot(c, x + 0.55 * r, y + 0.45 * r, w * 1.2, 0x8C7B52);
		dot(c, x + 0.05 * r, y + 0.65 * r, w * 1.2, 0x8C7B52);
		break;
	case DRAW_T_FIELD:
		rc_seg(c, x - 0.7 * r, y + 0.3 * r, x - 0.3 * r,
		    y - 0.6 * r, w, 0xB9A24A);
		rc_seg(c, x + 0.3 * r, y + 0.6 * r, x + 0.7 * r,
		    y - 0.3 * r, w, 0xB9A24A);
		break;
	default:
		break;
	}
}

void
rc_terrain_swatch(struct rctx *c, double x, double y, double w, double h,
    enum draw_terrain t)
{
	double r = (w < h ? w : h) / 2;

	cairo_save(c->cr);
	cairo_rectangle(c->cr, x, y, w, h);
	rc_rgb(c, drawing_terrain_rgb(t), 1.0);
	cairo_fill_preserve(c->cr);
	cairo_clip(c->cr);
	rc_decor(c, x + w / 2, y + h / 2, r * 1.3, t);
	if (t == DRAW_T_HILL) {
		cairo_rectangle(c->cr, x + w * 0.2, y + h * 0.2, w * 0.6,
		    h * 0.6);
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, 0x9A6A32, 1.0);
		cairo_stroke(c->cr);
	}
	cairo_restore(c->cr);
	cairo_rectangle(c->cr, x, y, w, h);
	cairo_set_line_width(c->cr, 0.8);
	rc_rgb(c, 0x8C8C8C, 1.0);
	cairo_stroke(c->cr);
}
