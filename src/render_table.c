/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_table.c - an open table's part of the board: the measured grid
 * (faint lines, numbered in the gutter round the board), bases and
 * vehicles at their true size with their front marked.  The rulings
 * drawn over them are render_ruling.c.
 * Every function draws nothing, and leaves the cairo state as it was,
 * when the drawing has none of its items: a grid game's picture is not
 * touched by this file.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render_ctx.h"

#define LABEL_PX	11.0	/* ids outside their bases */
#define EDGE_PX		11.0	/* the measured grid's edge numbers */

/* ---- helpers ---- */

static double
deg2rad(double d)
{
	return d * M_PI / 180.0;
}

/* A bearing's unit vector on the page: 0 up, 90 right. */
static void
bearing_vec(int deg, double *dx, double *dy)
{
	*dx = sin(deg2rad(deg));
	*dy = -cos(deg2rad(deg));
}

/* A label in a box with a border: a ruler's length, an id outside its
 * base.  (x, y) is the box's centre. */
void
rc_boxed_text(struct rctx *c, double x, double y, const char *s, double px,
    unsigned fill, unsigned border)
{
	double w, h;

	w = rc_text(c, 0, 0, s, px, 1, DRAW_A_CENTRE, 0, 0, &h);
	cairo_new_path(c->cr);
	cairo_rectangle(c->cr, x - w / 2 - 3, y - h / 2, w + 6, h);
	rc_rgb(c, fill, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 1.0);
	rc_rgb(c, border, 1.0);
	cairo_stroke(c->cr);
	rc_text(c, x, y, s, px, 1, DRAW_A_CENTRE, rc_dark(fill) ? 0xFFFFFF :
	    0x1A1A1A, 1, NULL);
}

/* A number of measure units, short: "6", "12", "2.5". */
void
rc_measure_number(const struct drawing *d, long long units, char *out,
    size_t n)
{
	long long per = d->measure.per, t = (units * 10 + per / 2) / per;

	if (t % 10 == 0)
		snprintf(out, n, "%lld", t / 10);
	else
		snprintf(out, n, "%lld.%lld", t / 10, t % 10);
}

/* ---- the measured grid ---- */

double
rc_gutter(const struct drawing *d)
{
	return d->measure.per > 0 && d->measure.every > 0 ? 24.0 : 0.0;
}

void
rc_measure_grid(struct rctx *c)
{
	const struct drawing *d = c->d;
	long long v;

	if (rc_gutter(d) == 0)
		return;
	cairo_save(c->cr);
	cairo_new_path(c->cr);
	for (v = d->measure.every; v < d->width; v += d->measure.every) {
		cairo_move_to(c->cr, floor(rc_x(c, (int)v)) + 0.5, c->oy);
		cairo_line_to(c->cr, floor(rc_x(c, (int)v)) + 0.5,
		    c->oy + d->height * c->k);
	}
	for (v = d->measure.every; v < d->height; v += d->measure.every) {
		cairo_move_to(c->cr, c->ox, floor(rc_y(c, (int)v)) + 0.5);
		cairo_line_to(c->cr, c->ox + d->width * c->k,
		    floor(rc_y(c, (int)v)) + 0.5);
	}
	cairo_set_line_width(c->cr, 1.0);
	cairo_set_antialias(c->cr, CAIRO_ANTIALIAS_NONE);
	rc_rgb(c, 0x000000, 0.16);
	cairo_stroke(c->cr);
	cairo_restore(c->cr);
}

/* The numbers on all four edges, in the gutter round the board, and the
 * unit's word in the corners. */
void
rc_measure_labels(struct rctx *c)
{
	const struct drawing *d = c->d;
	double g = rc_gutter(d), x0 = c->ox, y0 = c->oy;
	double x1 = c->ox + d->width * c->k, y1 = c->oy + d->height * c->k;
	char b[24];
	long long v;
	double wide;
	int step;

	if (g == 0)
		return;
	/* every step-th line numbered, so the numbers never run into
	 * each other on a small picture; 0 is the corner, where the word
	 * is */
	rc_measure_number(d, d->width > d->height ? d->width : d->height, b,
	    sizeof b);
	wide = rc_text(c, 0, 0, b, EDGE_PX, 0, DRAW_A_CENTRE, 0, 0, NULL) + 8;
	for (step = 1; step < 1000 && d->measure.every * c->k * step < wide;
	    step++)
		;
	for (v = step * (long long)d->measure.every; v <= d->width;
	    v += step * (long long)d->measure.every) {
		rc_measure_number(d, v, b, sizeof b);
		rc_text(c, rc_x(c, (int)v), y0 - 3, b, EDGE_PX, 0, DRAW_A_S,
		    0x4D4D4D, 1, NULL);
		rc_text(c, rc_x(c, (int)v), y1 + 3, b, EDGE_PX, 0, DRAW_A_N,
		    0x4D4D4D, 1, NULL);
	}
	for (v = step * (long long)d->measure.every; v <= d->height;
	    v += step * (long long)d->measure.every) {
		rc_measure_number(d, v, b, sizeof b);
		rc_text(c, x0 - 3, rc_y(c, (int)v), b, EDGE_PX, 0, DRAW_A_E,
		    0x4D4D4D, 1, NULL);
		rc_text(c, x1 + 3, rc_y(c, (int)v), b, EDGE_PX, 0, DRAW_A_W,
		    0x4D4D4D, 1, NULL);
	}
	rc_text(c, x0 - g / 2, y0 - g / 2, d->measure.word, EDGE_PX, 1,
	    DRAW_A_CENTRE, 0x4D4D4D, 1, NULL);
}

/* ---- bases ---- */

/* How far a vehicle's pointed nose runs back from its tip, pixels. */
static double
nose_of(double w, double dp)
{
	return w * 0.45 < dp * 0.35 ? w * 0.45 : dp * 0.35;
}

/* The base's outline about (0, 0), front up, w by dp pixels. */
static void
base_path(struct rctx *c, enum draw_base_shape s, double w, double dp)
{
	double nose = nose_of(w, dp);

	cairo_new_path(c->cr);
	if (s == DRAW_B_ROUND)
		cairo_arc(c->cr, 0, 0, w / 2, 0, 2 * M_PI);
	else if (s == DRAW_B_VEHICLE) {
		cairo_move_to(c->cr, -w / 2, dp / 2);
		cairo_line_to(c->cr, -w / 2, -dp / 2 + nose);
		cairo_line_to(c->cr, 0, -dp / 2);
		cairo_line_to(c->cr, w / 2, -dp / 2 + nose);
		cairo_line_to(c->cr, w / 2, dp / 2);
		cairo_close_path(c->cr);
	} else
		cairo_rectangle(c->cr, -w / 2, -dp / 2, w, dp);
}

/* The front, inside the outline: a dark band along the front edge (a
 * round base: an arc of it; a vehicle: its whole nose), a thin white
 * line behind it, so it shows on any side's colour. */
static void
base_front(struct rctx *c, enum draw_base_shape s, double w, double dp)
{
	double lw = rc_clamp((w < dp ? w : dp) * 0.18, 2.0, 4.0);
	double nose = nose_of(w, dp);

	cairo_new_path(c->cr);
	if (s == DRAW_B_ROUND) {
		cairo_arc(c->cr, 0, 0, w / 2 - lw / 2, deg2rad(-90 - 50),
		    deg2rad(-90 + 50));
		cairo_set_line_width(c->cr, lw);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_stroke(c->cr);
		cairo_arc(c->cr, 0, 0, w / 2 - lw - 0.6, deg2rad(-90 - 50),
		    deg2rad(-90 + 50));
	} else if (s == DRAW_B_VEHICLE) {
		cairo_move_to(c->cr, -w / 2, -dp / 2 + nose);
		cairo_line_to(c->cr, 0, -dp / 2);
		cairo_line_to(c->cr, w / 2, -dp / 2 + nose);
		cairo_close_path(c->cr);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_fill(c->cr);
		cairo_move_to(c->cr, -w / 2, -dp / 2 + nose + 0.6);
		cairo_line_to(c->cr, w / 2, -dp / 2 + nose + 0.6);
	} else {
		cairo_rectangle(c->cr, -w / 2, -dp / 2, w, lw);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_fill(c->cr);
		cairo_move_to(c->cr, -w / 2, -dp / 2 + lw + 0.6);
		cairo_line_to(c->cr, w / 2, -dp / 2 + lw + 0.6);
	}
	cairo_set_line_width(c->cr, 1.2);
	rc_rgb(c, 0xFFFFFF, 1.0);
	cairo_stroke(c->cr);
}

/* Half the base's extent across and down the page, pixels. */
static void
base_extent(const struct draw_base *b, double k, double *hx, double *hy)
{
	double w = b->w * k, dp = b->dp * k, a;

	if (b->shape == DRAW_B_ROUND || b->facing == DRAW_NO_FACING) {
		*hx = w / 2;
		*hy = dp / 2;
		return;
	}
	a = deg2rad(b->facing);
	*hx = (fabs(cos(a)) * w + fabs(sin(a)) * dp) / 2;
	*hy = (fabs(sin(a)) * w + fabs(cos(a)) * dp) / 2;
}

/* The room for a label inside the base, upright: the inscribed box. */
static void
base_room(const struct draw_base *b, double k, double *rw, double *rh)
{
	double w = b->w * k, dp = b->dp * k;
	int f = b->facing == DRAW_NO_FACING ? 0 : b->facing % 180;

	if (b->shape == DRAW_B_ROUND) {
		*rw = *rh = w * 0.7;
		return;
	}
	if (b->shape == DRAW_B_VEHICLE)
		dp *= 0.7;		/* the nose and the turret */
	if (f <= 10 || f >= 170) {
		*rw = w;
		*rh = dp;
	} else if (f >= 80 && f <= 100) {
		*rw = dp;
		*rh = w;
	} else
		*rw = *rh = (w < dp ? w : dp) * 0.8;
}

static void
base_badges(struct rctx *c, const struct draw_base *b, double x, double y)
{
	static const int slot[8] = { 45, 315, 135, 225, 90, 270, 0, 180 };
	double hx, hy, r, a, br;
	int bit, s = 0, diff, f = b->facing == DRAW_NO_FACING ? 0 : b->facing;

	base_extent(b, c->k, &hx, &hy);
	r = hx > hy ? hx : hy;
	br = rc_clamp(r * 0.3, 5.5, 8);
	for (bit = 0; bit < DRAW_ST_COUNT; bit++) {
		if (!(b->status & (1u << bit)) ||
		    (1u << bit) == DRAW_ST_LAST_KNOWN)
			continue;
		for (; s < 8; s++) {
			diff = (slot[s] - f + 360) % 360;
			if (b->facing == DRAW_NO_FACING || (diff > 30 &&
			    diff < 330))
				break;
		}
		if (s >= 8)
			return;
		a = deg2rad(slot[s++]);
		rc_badge(c, x + sin(a) * hx, y - cos(a) * hy, br, bit);
	}
}

/* The id: inside when it fits at a readable size, else in a box behind
 * the base (away from its front), in the side's colour. */
static void
base_label(struct rctx *c, const struct draw_base *b, double x, double y)
{
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(b->side)), ink;
	double rw, rh, px, w, h, hx, hy, dx, dy, d;
	char both[DRAW_ID_LEN + DRAW_SUB_LEN + 2];

	/* a last-known marker is hollow: its id in the side's colour */
	if (b->status & DRAW_ST_LAST_KNOWN)
		ink = rc_dark(side) ? side : 0x1A1A1A;
	else
		ink = rc_dark(side) ? 0xFFFFFF : 0x1A1A1A;
	base_room(b, c->k, &rw, &rh);
	for (px = rc_clamp(rh * 0.6, 9, 16); px >= 9; px -= 0.5) {
		w = rc_text(c, 0, 0, b->id, px, 1, DRAW_A_CENTRE, ink, 0, &h);
		if (w <= rw * 0.92 && h <= rh * 1.05)
			break;
	}
	if (px >= 9) {
		if (b->sub[0] && h * 2 <= rh * 1.05 && rc_text(c, 0, 0, b->sub,
		    px * 0.8, 0, DRAW_A_CENTRE, ink, 0, NULL) <= rw * 0.92) {
			rc_text(c, x, y - h * 0.42, b->id, px, 1,
			    DRAW_A_CENTRE, ink, 1, NULL);
			rc_text(c, x, y + h * 0.5, b->sub, px * 0.8, 0,
			    DRAW_A_CENTRE, ink, 1, NULL);
		} else
			rc_text(c, x, y, b->id, px, 1, DRAW_A_CENTRE, ink, 1,
			    NULL);
		return;
	}
	snprintf(both, sizeof both, "%s%s%s", b->id, b->sub[0] ? " " : "",
	    b->sub);
	w = rc_text(c, 0, 0, both, LABEL_PX, 1, DRAW_A_CENTRE, 0, 0, &h);
	base_extent(b, c->k, &hx, &hy);
	bearing_vec(b->facing == DRAW_NO_FACING ? 0 : b->facing, &dx, &dy);
	dx = -dx;
	dy = -dy;
	/* the nearest place behind the base where the box clears the
	 * base's own box */
	d = 1e9;
	if (fabs(dx) > 1e-6)
		d = (hx + w / 2 + 5) / fabs(dx);
	if (fabs(dy) > 1e-6 && (hy + h / 2 + 3) / fabs(dy) < d)
		d = (hy + h / 2 + 3) / fabs(dy);
	rc_boxed_text(c, x + dx * d, y + dy * d, both, LABEL_PX, side,
	    0x1A1A1A);
}

void
rc_base(struct rctx *c, const struct draw_base *b, double x, double y,
    double k)
{
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(b->side));
	double w = b->w * k, dp = b->dp * k, tr, dx, dy, gl;
	int marker = (b->status & DRAW_ST_LAST_KNOWN) != 0;
	double dash[2] = { 3, 2 };

	cairo_save(c->cr);
	cairo_translate(c->cr, x, y);
	if (b->facing != DRAW_NO_FACING)
		cairo_rotate(c->cr, deg2rad(b->facing));
	base_path(c, b->shape, w, dp);
	rc_rgb(c, marker ? 0xFFFFFF : side, marker ? 0.85 : 1.0);
	cairo_fill_preserve(c->cr);
	if (marker) {
		cairo_set_dash(c->cr, dash, 2, 0);
		cairo_set_line_width(c->cr, 2.0);
		rc_rgb(c, side, 1.0);
	} else {
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, 0x1A1A1A, 1.0);
	}
	cairo_stroke(c->cr);
	cairo_set_dash(c->cr, NULL, 0, 0);
	if (b->facing != DRAW_NO_FACING)
		base_front(c, b->shape, w, dp);
	cairo_restore(c->cr);
	if (b->shape == DRAW_B_VEHICLE && b->turret != DRAW_NO_FACING) {
		/* the turret, and the gun along its own bearing */
		tr = rc_clamp(w * 0.26, 3, 14);
		bearing_vec(b->turret, &dx, &dy);
		gl = dp * 0.62;
		cairo_save(c->cr);
		rc_seg(c, x, y, x + dx * gl, y + dy * gl, rc_clamp(w * 0.09,
		    2, 4) + 2, 0xFFFFFF);
		rc_seg(c, x, y, x + dx * gl, y + dy * gl, rc_clamp(w * 0.09,
		    2, 4), 0x1A1A1A);
		cairo_new_path(c->cr);
		cairo_arc(c->cr, x, y, tr, 0, 2 * M_PI);
		rc_rgb(c, side, 1.0);
		cairo_fill_preserve(c->cr);
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_stroke(c->cr);
		cairo_restore(c->cr);
	}
}

void
rc_bases(struct rctx *c)
{
	const struct draw_item *it;
	int i, pass;

	/* last-known markers under the bases in sight */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < c->d->nitems; i++) {
			it = &c->d->items[i];
			if (it->kind == DRAW_BASE && pass ==
			    !(it->u.base.status & DRAW_ST_LAST_KNOWN))
				rc_base(c, &it->u.base, rc_x(c, it->u.base.x),
				    rc_y(c, it->u.base.y), c->k);
		}
}

/* Ids and badges after every base and sight line: none covers an id. */
void
rc_base_labels(struct rctx *c)
{
	const struct draw_item *it;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		if (it->kind != DRAW_BASE)
			continue;
		base_label(c, &it->u.base, rc_x(c, it->u.base.x),
		    rc_y(c, it->u.base.y));
		base_badges(c, &it->u.base, rc_x(c, it->u.base.x),
		    rc_y(c, it->u.base.y));
	}
}

