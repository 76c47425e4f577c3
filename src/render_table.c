/*
 * render_table.c - an open table's part of the board: the measured grid
 * (faint lines, numbered in the gutter round the board), bases and
 * vehicles at their true size with their front marked, templates (blast,
 * smoke), arcs of fire, sight lines and rulers with their lengths.
 * Every function draws nothing, and leaves the cairo state as it was,
 * when the drawing has none of its items: a grid game's picture is not
 * touched by this file.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render_ctx.h"

#define LABEL_PX	11.0	/* ruler lengths, outside ids */
#define EDGE_PX		11.0	/* the measured grid's edge numbers */
#define RULER_INK	0x1A1A1A
#define TAPE_RGB	0xF5C400

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

/* Text with a white halo: readable over any ground or line. */
static void
halo_text(struct rctx *c, double x, double y, const char *s, double px,
    int bold, enum draw_anchor a, unsigned rgb)
{
	double w, h, x0, y0;

	w = rc_text(c, 0, 0, s, px, bold, a, rgb, 0, &h);
	x0 = a == DRAW_A_CENTRE || a == DRAW_A_N || a == DRAW_A_S ? x - w / 2 :
	    a == DRAW_A_NE || a == DRAW_A_E || a == DRAW_A_SE ? x - w : x;
	y0 = a == DRAW_A_CENTRE || a == DRAW_A_W || a == DRAW_A_E ? y - h / 2 :
	    a == DRAW_A_SW || a == DRAW_A_S || a == DRAW_A_SE ? y - h : y;
	cairo_new_path(c->cr);
	cairo_rectangle(c->cr, x0 - 2, y0, w + 4, h);
	rc_rgb(c, 0xFFFFFF, 0.8);
	cairo_fill(c->cr);
	rc_text(c, x, y, s, px, bold, a, rgb, 1, NULL);
}

/* A label in a box with a border: a ruler's length, an id outside its
 * base.  (x, y) is the box's centre. */
static void
boxed_text(struct rctx *c, double x, double y, const char *s, double px,
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
	boxed_text(c, x + dx * d, y + dy * d, both, LABEL_PX, side,
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

/* ---- rulings ---- */

static unsigned
ruling_rgb(const struct draw_ruling *r)
{
	return r->side >= 0 ? drawing_ink_rgb(DRAW_INK_SIDE(r->side)) :
	    0x1A1A1A;
}

/* A wedge from (x, y): bearing facing +- half, radius rr pixels. */
static void
arc_shape(struct rctx *c, double x, double y, int facing, int half,
    double rr, unsigned rgb)
{
	double a0 = deg2rad(facing - half - 90), a1 = deg2rad(facing + half -
	    90), dash[2] = { 6, 4 };

	cairo_save(c->cr);
	cairo_new_path(c->cr);
	if (half >= 180)
		cairo_arc(c->cr, x, y, rr, 0, 2 * M_PI);
	else {
		cairo_move_to(c->cr, x, y);
		cairo_arc(c->cr, x, y, rr, a0, a1);
		cairo_close_path(c->cr);
	}
	rc_rgb(c, rgb, 0.16);
	cairo_fill_preserve(c->cr);
	cairo_set_dash(c->cr, dash, 2, 0);
	cairo_set_line_width(c->cr, 1.5);
	rc_rgb(c, rgb, 0.9);
	cairo_stroke(c->cr);
	cairo_restore(c->cr);
}

static void
blast_shape(struct rctx *c, double x, double y, double rr)
{
	double s = rc_clamp(rr * 0.25, 3, 8);

	cairo_save(c->cr);
	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, rr, 0, 2 * M_PI);
	rc_rgb(c, 0xD55E00, 0.22);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 2.0);
	rc_rgb(c, 0xA03A00, 1.0);
	cairo_stroke(c->cr);
	rc_seg(c, x - s, y, x + s, y, 1.5, 0xA03A00);
	rc_seg(c, x, y - s, x, y + s, 1.5, 0xA03A00);
	cairo_restore(c->cr);
}

static void
smoke_shape(struct rctx *c, const double *x, const double *y, int n,
    double w)
{
	int i, pass;

	cairo_save(c->cr);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(c->cr, CAIRO_LINE_JOIN_ROUND);
	for (pass = 0; pass < 2; pass++) {
		cairo_new_path(c->cr);
		for (i = 0; i < n; i++)
			cairo_line_to(c->cr, x[i], y[i]);
		cairo_set_line_width(c->cr, pass ? w : w + 3);
		rc_rgb(c, pass ? 0xC8C8C8 : 0x7A7A7A, pass ? 0.75 : 0.5);
		cairo_stroke(c->cr);
	}
	cairo_restore(c->cr);
}

/* A sight line: solid to the target or to the point it is blocked,
 * faint and dashed beyond, a cross where it stops. */
static void
sight_shape(struct rctx *c, double fx, double fy, double tx, double ty,
    int blocked, double bx, double by, unsigned rgb)
{
	double dash[2] = { 4, 4 }, s = 6;
	double ex = blocked ? bx : tx, ey = blocked ? by : ty;

	cairo_save(c->cr);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	if (blocked) {
		cairo_new_path(c->cr);
		cairo_move_to(c->cr, bx, by);
		cairo_line_to(c->cr, tx, ty);
		cairo_set_dash(c->cr, dash, 2, 0);
		cairo_set_line_width(c->cr, 1.5);
		rc_rgb(c, rgb, 0.55);
		cairo_stroke(c->cr);
		cairo_set_dash(c->cr, NULL, 0, 0);
	}
	rc_seg(c, fx, fy, ex, ey, 4.5, 0xFFFFFF);
	rc_seg(c, fx, fy, ex, ey, 2.0, rgb);
	cairo_new_path(c->cr);
	cairo_arc(c->cr, fx, fy, 3.5, 0, 2 * M_PI);
	rc_rgb(c, rgb, 1.0);
	cairo_fill(c->cr);
	if (blocked) {
		rc_seg(c, bx - s, by - s, bx + s, by + s, 5.5, 0xFFFFFF);
		rc_seg(c, bx - s, by + s, bx + s, by - s, 5.5, 0xFFFFFF);
		rc_seg(c, bx - s, by - s, bx + s, by + s, 3.0, 0xC0141E);
		rc_seg(c, bx - s, by + s, bx + s, by - s, 3.0, 0xC0141E);
	}
	cairo_restore(c->cr);
}

/* A ruler: a yellow tape with end bars and a tick every inch or yard. */
static void
ruler_shape(struct rctx *c, double ax, double ay, double bx, double by,
    double tick_px)
{
	double len = hypot(bx - ax, by - ay), ux, uy, nx, ny, t, e = 6;
	int n;

	if (len < 1)
		return;
	ux = (bx - ax) / len;
	uy = (by - ay) / len;
	nx = -uy;
	ny = ux;
	cairo_save(c->cr);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
	rc_seg(c, ax, ay, bx, by, 7, RULER_INK);
	rc_seg(c, ax, ay, bx, by, 5, TAPE_RGB);
	if (tick_px >= 4)
		for (n = 1, t = tick_px; t < len - 1 && n < 1000; n++,
		    t += tick_px)
			rc_seg(c, ax + ux * t + nx * 2.5, ay + uy * t + ny * 2.5,
			    ax + ux * t, ay + uy * t, 1.0, RULER_INK);
	rc_seg(c, ax + nx * e, ay + ny * e, ax - nx * e, ay - ny * e, 2,
	    RULER_INK);
	rc_seg(c, bx + nx * e, by + ny * e, bx - nx * e, by - ny * e, 2,
	    RULER_INK);
	cairo_restore(c->cr);
}

static void
ruler_label(struct rctx *c, const struct draw_ruling *r)
{
	double ax = rc_x(c, r->p[0].x), ay = rc_y(c, r->p[0].y);
	double bx = rc_x(c, r->p[1].x), by = rc_y(c, r->p[1].y);
	double len = hypot(bx - ax, by - ay), w, h, x, y, nx = 0, ny = -1;
	char b[DRAW_NAME_LEN];

	drawing_length_text(c->d, drawing_ruler_length(r), b, sizeof b);
	w = rc_text(c, 0, 0, b, LABEL_PX + 1, 1, DRAW_A_CENTRE, 0, 0, &h);
	x = (ax + bx) / 2;
	y = (ay + by) / 2;
	/* on the tape when the tape is longer than the words; beside it
	 * otherwise, so the ends stay in sight */
	if (len < w + 16) {
		if (len >= 1) {
			nx = -(by - ay) / len;
			ny = (bx - ax) / len;
			if (ny > 0 || (ny == 0 && nx > 0)) {
				nx = -nx;
				ny = -ny;
			}
		}
		x += nx * (fabs(nx) * w / 2 + fabs(ny) * h / 2 + 6);
		y += ny * (fabs(nx) * w / 2 + fabs(ny) * h / 2 + 6);
	}
	boxed_text(c, x, y, b, LABEL_PX + 1, 0xFFFFFF, RULER_INK);
}

/* How far along the ray p + t*u (t >= 0, pixels, u a unit vector) from a
 * point p inside base b the ray leaves it; -1 if p is not inside. */
static double
base_exit(const struct rctx *c, const struct draw_base *b, double px,
    double py, double ux, double uy)
{
	double cx = rc_x(c, b->x), cy = rc_y(c, b->y), w = b->w * c->k / 2;
	double dp = b->dp * c->k / 2, a, lx, ly, lux, luy, t, tx, ty, q;

	if (b->shape == DRAW_B_ROUND) {
		lx = px - cx;
		ly = py - cy;
		if (lx * lx + ly * ly > w * w)
			return -1;
		q = lx * ux + ly * uy;
		return -q + sqrt(q * q - (lx * lx + ly * ly - w * w));
	}
	/* into the base's own frame, its front up */
	a = deg2rad(b->facing == DRAW_NO_FACING ? 0 : b->facing);
	lx = (px - cx) * cos(a) + (py - cy) * sin(a);
	ly = -(px - cx) * sin(a) + (py - cy) * cos(a);
	lux = ux * cos(a) + uy * sin(a);
	luy = -ux * sin(a) + uy * cos(a);
	if (fabs(lx) > w || fabs(ly) > dp)
		return -1;
	tx = lux > 1e-9 ? (w - lx) / lux : lux < -1e-9 ? (-w - lx) / lux :
	    1e9;
	ty = luy > 1e-9 ? (dp - ly) / luy : luy < -1e-9 ? (-dp - ly) / luy :
	    1e9;
	t = tx < ty ? tx : ty;
	return t < 0 ? 0 : t;
}

/* Move (*x, *y) toward (ox, oy) out of any base it stands in: a sight
 * line is drawn rim to rim, so it never runs through a base's id (the
 * ruling itself, in the JSON, keeps its points). */
static void
off_base(const struct rctx *c, double *x, double *y, double ox, double oy)
{
	double len = hypot(ox - *x, oy - *y), ux, uy, t;
	int i;

	if (len < 1)
		return;
	ux = (ox - *x) / len;
	uy = (oy - *y) / len;
	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_BASE)
			continue;
		t = base_exit(c, &c->d->items[i].u.base, *x, *y, ux, uy);
		if (t >= 0 && t < len * 0.45) {
			*x += ux * t;
			*y += uy * t;
			return;
		}
	}
}

static void
ruling(struct rctx *c, const struct draw_ruling *r, int over)
{
	double x[DRAW_RULING_PTS], y[DRAW_RULING_PTS];
	int i;

	for (i = 0; i < r->n; i++) {
		x[i] = rc_x(c, r->p[i].x);
		y[i] = rc_y(c, r->p[i].y);
	}
	switch (r->kind) {
	case DRAW_R_ARC:
		if (!over)
			arc_shape(c, x[0], y[0], r->facing, r->half,
			    r->radius * c->k, ruling_rgb(r));
		break;
	case DRAW_R_BLAST:
		if (!over)
			blast_shape(c, x[0], y[0], r->radius * c->k);
		break;
	case DRAW_R_SMOKE:
		if (!over)
			smoke_shape(c, x, y, r->n, r->width * c->k);
		break;
	case DRAW_R_SIGHT:
		if (!over)
			break;
		off_base(c, &x[0], &y[0], x[1], y[1]);
		off_base(c, &x[1], &y[1], x[0], y[0]);
		if (over)
			sight_shape(c, x[0], y[0], x[1], y[1], r->blocked,
			    x[r->blocked ? 2 : 1], y[r->blocked ? 2 : 1],
			    ruling_rgb(r));
		break;
	case DRAW_R_RULER:
		if (over)
			ruler_shape(c, x[0], y[0], x[1], y[1],
			    c->d->measure.per > 0 ? c->d->measure.per * c->k :
			    0);
		break;
	default:
		break;
	}
}

/* Templates and arcs of fire, on the ground under the units. */
void
rc_rulings_under(struct rctx *c)
{
	int i;

	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_RULING)
			ruling(c, &c->d->items[i].u.ruling, 0);
}

/* Sight lines and rulers over the units. */
void
rc_rulings_over(struct rctx *c)
{
	int i;

	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_RULING)
			ruling(c, &c->d->items[i].u.ruling, 1);
}

/* Every ruling's words, last, on top of everything. */
void
rc_rulings_labels(struct rctx *c)
{
	const struct draw_ruling *r;
	double x, y;
	int i, k;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_RULING)
			continue;
		r = &c->d->items[i].u.ruling;
		if (r->kind == DRAW_R_RULER) {
			ruler_label(c, r);
			continue;
		}
		if (r->label[0] == '\0')
			continue;
		k = r->kind == DRAW_R_SIGHT ? (r->blocked ? 2 : 1) :
		    r->kind == DRAW_R_SMOKE ? r->n / 2 : 0;
		x = rc_x(c, r->p[k].x);
		y = rc_y(c, r->p[k].y);
		/* a blast's words under its circle, clear of what it hits */
		if (r->kind == DRAW_R_BLAST)
			y += r->radius * c->k + 2;
		else if (r->kind == DRAW_R_SIGHT)
			y -= 9;
		halo_text(c, x, y, r->label, LABEL_PX, 0, r->kind ==
		    DRAW_R_SIGHT ? DRAW_A_S : r->kind == DRAW_R_BLAST ?
		    DRAW_A_N : DRAW_A_CENTRE, 0x1A1A1A);
	}
}

/* ---- the legend's samples ---- */

void
rc_table_sample(struct rctx *c, enum draw_legend_kind kind, int index,
    double x, double y, double w, double h)
{
	struct draw_base b;
	double cx = x + w / 2, cy = y + h / 2;
	int side = c->d->viewer > 0 ? c->d->viewer : 0;

	memset(&b, 0, sizeof b);
	b.side = side;
	b.turret = DRAW_NO_FACING;
	switch (kind) {
	case DRAW_LG_LAST_KNOWN:
		b.side = c->d->viewer == 0 ? 1 : 0;
		b.status = DRAW_ST_LAST_KNOWN;
		b.shape = DRAW_B_RECT;
		b.w = 28;
		b.dp = 14;
		b.facing = 0;
		rc_base(c, &b, cx, cy, 1.0);
		break;
	case DRAW_LG_BASE:
		/* every base reads alike: a rectangle, its front up */
		b.shape = index == DRAW_B_VEHICLE ? DRAW_B_VEHICLE :
		    DRAW_B_RECT;
		b.w = b.shape == DRAW_B_VEHICLE ? 14 : 28;
		b.dp = b.shape == DRAW_B_VEHICLE ? 30 : 14;
		b.facing = b.shape == DRAW_B_VEHICLE ? 90 : 0;
		b.turret = b.shape == DRAW_B_VEHICLE ? 60 : DRAW_NO_FACING;
		rc_base(c, &b, cx, cy, 1.0);
		break;
	case DRAW_LG_RULING:
		switch (index) {
		case DRAW_LR_RULER:
			ruler_shape(c, x + 4, cy, x + w - 4, cy, 8);
			break;
		case DRAW_LR_SIGHT_CLEAR:
		case DRAW_LR_SIGHT_BLOCKED:
			sight_shape(c, x + 4, cy, x + w - 6, cy, index ==
			    DRAW_LR_SIGHT_BLOCKED, cx, cy,
			    drawing_ink_rgb(DRAW_INK_SIDE(side)));
			break;
		case DRAW_LR_ARC:
			arc_shape(c, x + 4, cy + 8, 60, 30, w - 10,
			    drawing_ink_rgb(DRAW_INK_SIDE(side)));
			break;
		case DRAW_LR_BLAST:
			blast_shape(c, cx, cy, h / 2 - 3);
			break;
		default:
			smoke_shape(c, (double[]){ x + 6, x + w - 6 },
			    (double[]){ cy, cy }, 2, 8);
			break;
		}
		break;
	case DRAW_LG_MEASURE:
		cairo_save(c->cr);
		cairo_new_path(c->cr);
		cairo_rectangle(c->cr, x + 4, y + 3, w - 8, h - 6);
		rc_rgb(c, 0xFBFAF6, 1.0);
		cairo_fill_preserve(c->cr);
		cairo_set_line_width(c->cr, 0.8);
		rc_rgb(c, 0x8C8C8C, 1.0);
		cairo_stroke(c->cr);
		cairo_move_to(c->cr, floor(cx) + 0.5, y + 3);
		cairo_line_to(c->cr, floor(cx) + 0.5, y + h - 3);
		cairo_move_to(c->cr, x + 4, floor(cy) + 0.5);
		cairo_line_to(c->cr, x + w - 4, floor(cy) + 0.5);
		cairo_set_line_width(c->cr, 1.0);
		rc_rgb(c, 0x000000, 0.3);
		cairo_stroke(c->cr);
		cairo_restore(c->cr);
		break;
	default:
		break;
	}
}
