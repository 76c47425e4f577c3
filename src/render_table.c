/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_table.c - an open table's part of the board: the measured grid
 * (faint lines, numbered in the gutter round the board), bases and
 * vehicles at their true size with their front marked.  Their badges
 * and ids are render_table_labels.c, the rulings drawn over them
 * render_ruling.c.
 * Every function draws nothing, and leaves the cairo state as it was,
 * when the drawing has none of its items: a grid game's picture is not
 * touched by this file.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"

#define EDGE_PX		11.0	/* the measured grid's edge numbers */

/* ---- helpers ---- */

static double
deg2rad(double d)
{
	return d * M_PI / 180.0;
}

/* A bearing's unit vector on the page: 0 up, 90 right. */
void
rc_bearing_vec(int deg, double *dx, double *dy)
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

/*
 * The grid is the whole board's, in its own coordinates: a framed board
 * (drawing_frame) shows the lines and numbers that fall on its part, so
 * "50" on a frame's edge is 50 from the board's corner, as the reports
 * count.  With from_south the rows count up from the south edge.
 */
struct measure_span {
	long long w, h;		/* the whole board */
	long long x0, y0, x1, y1;	/* the part drawn */
};

static struct measure_span
measure_span(const struct drawing *d)
{
	struct measure_span m;

	m.w = d->frame.on ? d->frame.full_w : d->width;
	m.h = d->frame.on ? d->frame.full_h : d->height;
	m.x0 = d->frame.on ? d->frame.x : 0;
	m.y0 = d->frame.on ? d->frame.y : 0;
	m.x1 = m.x0 + d->width;
	m.y1 = m.y0 + d->height;
	return m;
}

/* Row v of the grid (v from the edge the rows count from) as the
 * drawing's y. */
static long long
measure_row(const struct drawing *d, const struct measure_span *m,
    long long v)
{
	return d->measure.from_south ? m->h - v : v;
}

/* Called with the board's origin at the whole board's corner (inside
 * rc_board's frame shift): rc_x and rc_y take board coordinates. */
void
rc_measure_grid(struct rctx *c)
{
	const struct drawing *d = c->d;
	struct measure_span m = measure_span(d);
	long long v, y;

	if (rc_gutter(d) == 0)
		return;
	cairo_save(c->cr);
	cairo_new_path(c->cr);
	for (v = d->measure.every; v < m.w; v += d->measure.every) {
		if (v <= m.x0 || v >= m.x1)
			continue;
		cairo_move_to(c->cr, floor(rc_x(c, (int)v)) + 0.5,
		    rc_y(c, (int)m.y0));
		cairo_line_to(c->cr, floor(rc_x(c, (int)v)) + 0.5,
		    rc_y(c, (int)m.y1));
	}
	for (v = d->measure.every; v < m.h; v += d->measure.every) {
		if ((y = measure_row(d, &m, v)) <= m.y0 || y >= m.y1)
			continue;
		cairo_move_to(c->cr, rc_x(c, (int)m.x0),
		    floor(rc_y(c, (int)y)) + 0.5);
		cairo_line_to(c->cr, rc_x(c, (int)m.x1),
		    floor(rc_y(c, (int)y)) + 0.5);
	}
	cairo_set_line_width(c->cr, 1.0);
	cairo_set_antialias(c->cr, CAIRO_ANTIALIAS_NONE);
	rc_rgb(c, 0x000000, 0.16);
	cairo_stroke(c->cr);
	cairo_restore(c->cr);
}

/* The numbers on all four edges, in the gutter round the board, and the
 * unit's word in the corner the counts begin from.  Called with the
 * origin at the part drawn (outside rc_board's frame shift). */
void
rc_measure_labels(struct rctx *c)
{
	const struct drawing *d = c->d;
	struct measure_span m = measure_span(d);
	double g = rc_gutter(d), x0 = c->ox, y0 = c->oy;
	double x1 = c->ox + d->width * c->k, y1 = c->oy + d->height * c->k;
	double px, wide;
	char b[24];
	long long v, y;
	int step;

	if (g == 0)
		return;
	/* every step-th line numbered, so the numbers never run into
	 * each other on a small picture; 0 is the corner, where the word
	 * is */
	rc_measure_number(d, m.w > m.h ? m.w : m.h, b, sizeof b);
	wide = rc_text(c, 0, 0, b, EDGE_PX, 0, DRAW_A_CENTRE, 0, 0, NULL) + 8;
	for (step = 1; step < 1000 && d->measure.every * c->k * step < wide;
	    step++)
		;
	for (v = step * (long long)d->measure.every; v <= m.w;
	    v += step * (long long)d->measure.every) {
		if (v <= m.x0 || v > m.x1)
			continue;
		px = x0 + (double)(v - m.x0) * c->k;
		rc_measure_number(d, v, b, sizeof b);
		rc_text(c, px, y0 - 3, b, EDGE_PX, 0, DRAW_A_S, 0x4D4D4D, 1,
		    NULL);
		rc_text(c, px, y1 + 3, b, EDGE_PX, 0, DRAW_A_N, 0x4D4D4D, 1,
		    NULL);
	}
	for (v = step * (long long)d->measure.every; v <= m.h;
	    v += step * (long long)d->measure.every) {
		if ((y = measure_row(d, &m, v)) < m.y0 || y >= m.y1)
			continue;
		px = y0 + (double)(y - m.y0) * c->k;
		rc_measure_number(d, v, b, sizeof b);
		rc_text(c, x0 - 3, px, b, EDGE_PX, 0, DRAW_A_E, 0x4D4D4D, 1,
		    NULL);
		rc_text(c, x1 + 3, px, b, EDGE_PX, 0, DRAW_A_W, 0x4D4D4D, 1,
		    NULL);
	}
	rc_text(c, x0 - g / 2, d->measure.from_south ? y1 + g / 2 : y0 - g / 2,
	    d->measure.word, EDGE_PX, 1, DRAW_A_CENTRE, 0x4D4D4D, 1, NULL);
}

/* ---- bases ---- */

/* A base is drawn at its true size, but never so small that it is a dot:
 * a man on a large table (GLORY: a 1-yd base) keeps a readable disc, his
 * front and his badges. */
#define MIN_ROUND_PX	14.0
#define MIN_SIDE_PX	9.0

void
rc_base_px(const struct draw_base *b, double k, double *w, double *dp)
{
	*w = b->w * k;
	*dp = b->dp * k;
	if (b->shape == DRAW_B_ROUND) {
		if (*w < MIN_ROUND_PX)
			*w = MIN_ROUND_PX;
		*dp = *w;
		return;
	}
	if (b->shape == DRAW_B_ANIMAL) {	/* no smaller than a man */
		if (*w < MIN_ROUND_PX * 0.8)
			*w = MIN_ROUND_PX * 0.8;
		if (*dp < MIN_ROUND_PX * 1.9)
			*dp = MIN_ROUND_PX * 1.9;
		return;
	}
	if (*w < MIN_SIDE_PX)
		*w = MIN_SIDE_PX;
	if (*dp < MIN_SIDE_PX)
		*dp = MIN_SIDE_PX;
}

/* How far a vehicle's pointed nose runs back from its tip, pixels. */
static double
nose_of(double w, double dp)
{
	return w * 0.45 < dp * 0.35 ? w * 0.45 : dp * 0.35;
}

/* A pack animal's head: its radius and centre (front up). */
static double
head_r(double w, double dp)
{
	return w * 0.34 < dp * 0.15 ? w * 0.34 : dp * 0.15;
}

/* A train's cars: how many, each about 2.5 times as long as wide. */
static int
cars_of(double w, double dp)
{
	int n = (int)lround(dp / (w * 2.5));

	return n < 1 ? 1 : n > 4 ? 4 : n;
}

static double
car_gap(double w, double dp)
{
	return cars_of(w, dp) > 1 ? rc_clamp(w * 0.2, 1.5, 3) : 0;
}

/* A boat's hull: a flat stern, sides curving in to the bow. */
static void
hull_path(struct rctx *c, double w, double dp)
{
	cairo_move_to(c->cr, -w * 0.42, dp / 2);
	cairo_line_to(c->cr, w * 0.42, dp / 2);
	cairo_curve_to(c->cr, w * 0.52, dp * 0.1, w * 0.5, -dp * 0.25, 0,
	    -dp / 2);
	cairo_curve_to(c->cr, -w * 0.5, -dp * 0.25, -w * 0.52, dp * 0.1,
	    -w * 0.42, dp / 2);
	cairo_close_path(c->cr);
}

/* The base's outline about (0, 0), front up, w by dp pixels. */
static void
base_path(struct rctx *c, enum draw_base_shape s, double w, double dp)
{
	double nose = nose_of(w, dp), hr, len, gap, y;
	int i, n;

	cairo_new_path(c->cr);
	if (s == DRAW_B_ROUND)
		cairo_arc(c->cr, 0, 0, w / 2, 0, 2 * M_PI);
	else if (s == DRAW_B_ANIMAL) {	/* a body, and a head before it */
		hr = head_r(w, dp);
		cairo_save(c->cr);
		cairo_translate(c->cr, 0, hr);
		cairo_scale(c->cr, w / 2, dp / 2 - hr);
		cairo_arc(c->cr, 0, 0, 1, 0, 2 * M_PI);
		cairo_restore(c->cr);
		cairo_new_sub_path(c->cr);
		cairo_arc(c->cr, 0, -dp / 2 + hr, hr, 0, 2 * M_PI);
	} else if (s == DRAW_B_BOAT)
		hull_path(c, w, dp);
	else if (s == DRAW_B_TRAIN) {	/* cars end to end, coupled */
		n = cars_of(w, dp);
		gap = car_gap(w, dp);
		len = (dp - gap * (n - 1)) / n;
		for (i = 0, y = -dp / 2; i < n; i++, y += len + gap)
			cairo_rectangle(c->cr, -w / 2, y, w, len);
	} else if (s == DRAW_B_VEHICLE) {
		cairo_move_to(c->cr, -w / 2, dp / 2);
		cairo_line_to(c->cr, -w / 2, -dp / 2 + nose);
		cairo_line_to(c->cr, 0, -dp / 2);
		cairo_line_to(c->cr, w / 2, -dp / 2 + nose);
		cairo_line_to(c->cr, w / 2, dp / 2);
		cairo_close_path(c->cr);
	} else
		cairo_rectangle(c->cr, -w / 2, -dp / 2, w, dp);
}

/* An animal's, a boat's or a train's front: the head dark, with a pack
 * across the back; the bow dark, with two thwarts; the engine's front
 * dark, with its chimney. */
static void
craft_front(struct rctx *c, enum draw_base_shape s, double w, double dp)
{
	double hr = head_r(w, dp), nose, len, lw = rc_clamp(w * 0.08, 0.8,
	    1.5);

	cairo_new_path(c->cr);
	if (s == DRAW_B_ANIMAL) {
		cairo_arc(c->cr, 0, -dp / 2 + hr, hr, 0, 2 * M_PI);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_fill(c->cr);
		cairo_rectangle(c->cr, -w * 0.36, dp * 0.02, w * 0.72,
		    dp * 0.22);
		cairo_set_line_width(c->cr, lw);
		rc_rgb(c, 0xFFFFFF, 1.0);
		cairo_stroke(c->cr);
		return;
	}
	if (s == DRAW_B_BOAT) {
		nose = dp * 0.22;
		cairo_save(c->cr);
		hull_path(c, w, dp);
		cairo_clip(c->cr);
		cairo_rectangle(c->cr, -w, -dp / 2 - 1, 2 * w, nose + 1);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_fill(c->cr);
		cairo_restore(c->cr);
		cairo_new_path(c->cr);
		cairo_move_to(c->cr, -w * 0.44, dp * 0.02);
		cairo_line_to(c->cr, w * 0.44, dp * 0.02);
		cairo_move_to(c->cr, -w * 0.43, dp * 0.28);
		cairo_line_to(c->cr, w * 0.43, dp * 0.28);
		cairo_set_line_width(c->cr, lw);
		rc_rgb(c, 0xFFFFFF, 1.0);
		cairo_stroke(c->cr);
		return;
	}
	len = (dp - car_gap(w, dp) * (cars_of(w, dp) - 1)) / cars_of(w, dp);
	nose = rc_clamp(len * 0.18, 2, 6);
	cairo_rectangle(c->cr, -w / 2, -dp / 2, w, nose);
	cairo_new_sub_path(c->cr);
	cairo_arc(c->cr, 0, -dp / 2 + nose + rc_clamp(w * 0.2, 1.5, 5) + 1,
	    rc_clamp(w * 0.2, 1.5, 5), 0, 2 * M_PI);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_fill(c->cr);
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
	if (s == DRAW_B_ANIMAL || s == DRAW_B_BOAT || s == DRAW_B_TRAIN) {
		craft_front(c, s, w, dp);
		return;
	}
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

/* A wreck (a vehicle lost, DRAW_ST_LOST): its hull where it lies, burnt
 * out: ash grey, ringed in its side's colour, struck through, no front
 * (a plain oblong along its line: which end led is no one's business)
 * and no gun; its name beside it (rc_base_labels), as a fallen man's. */
static void
wreck(struct rctx *c, const struct draw_base *b, double x, double y,
    double w, double dp, unsigned side)
{
	double kx = w * 0.32, ky = dp * 0.36;

	cairo_save(c->cr);
	cairo_translate(c->cr, x, y);
	if (b->facing != DRAW_NO_FACING)
		cairo_rotate(c->cr, deg2rad(b->facing));
	base_path(c, DRAW_B_RECT, w, dp);
	rc_rgb(c, 0xBDBDBD, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, rc_clamp(w * 0.12, 1.5, 3));
	rc_rgb(c, side, 1.0);
	cairo_stroke(c->cr);
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, -kx, -ky);
	cairo_line_to(c->cr, kx, ky);
	cairo_move_to(c->cr, kx, -ky);
	cairo_line_to(c->cr, -kx, ky);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_width(c->cr, rc_clamp(w * 0.1, 1.5, 3));
	rc_rgb(c, 0x4D4D4D, 1.0);
	cairo_stroke(c->cr);
	cairo_restore(c->cr);
}

void
rc_wreck_sample(struct rctx *c, double x, double y, unsigned side)
{
	struct draw_base b;

	memset(&b, 0, sizeof b);
	b.shape = DRAW_B_VEHICLE;
	b.facing = 90;
	wreck(c, &b, x, y, 14, 30, side);
}

int
rc_wrecks_only(const struct drawing *d)
{
	const struct draw_item *it;
	int i, n = 0;

	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		if (it->kind == DRAW_TOKEN && (it->u.token.status &
		    DRAW_ST_LOST))
			return 0;
		if (it->kind == DRAW_BASE && (it->u.base.status &
		    DRAW_ST_LOST)) {
			if (it->u.base.shape != DRAW_B_VEHICLE)
				return 0;
			n++;
		}
	}
	return n > 0;
}

unsigned
rc_wrecks_rgb(const struct drawing *d)
{
	const struct draw_base *b;
	int i, side = -1;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_BASE)
			continue;
		b = &d->items[i].u.base;
		if (!(b->status & DRAW_ST_LOST) || b->shape != DRAW_B_VEHICLE)
			continue;
		if (side >= 0 && b->side != side)
			return 0x4D4D4D;
		side = b->side;
	}
	return drawing_ink_rgb(DRAW_INK_SIDE(side >= 0 ? side : 0));
}

void
rc_base(struct rctx *c, const struct draw_base *b, double x, double y,
    double k)
{
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(b->side));
	double w, dp, tr, dx, dy, gl;
	int marker = (b->status & DRAW_ST_LAST_KNOWN) != 0;
	double dash[2] = { 3, 2 };

	rc_base_px(b, k, &w, &dp);
	if ((b->status & DRAW_ST_LOST) && b->shape == DRAW_B_VEHICLE) {
		wreck(c, b, x, y, w, dp, side);
		return;
	}
	if (b->status & DRAW_ST_LOST) {	/* where he fell: a crossed disc */
		rc_lost_cross(c, x, y, (w < dp ? w : dp) / 2, side);
		return;
	}
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
		rc_bearing_vec(b->turret, &dx, &dy);
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

/* Is base b drawn larger than a man's readable disc (a gun, a wagon, a
 * vehicle), at k pixels a unit? */
static int
big_base(const struct draw_base *b, double k)
{
	double w, dp;

	rc_base_px(b, k, &w, &dp);
	return w * dp > 2.5 * MIN_ROUND_PX * MIN_ROUND_PX;
}

/* Last-known markers under the bases in sight; of each, the large ones
 * (guns, wagons, vehicles) first, so a man standing at a gun or beside
 * a wagon is drawn over it, not lost under it. */
void
rc_bases(struct rctx *c)
{
	const struct draw_item *it;
	int i, pass, big;

	for (pass = 0; pass < 2; pass++)
		for (big = 1; big >= 0; big--)
			for (i = 0; i < c->d->nitems; i++) {
				it = &c->d->items[i];
				if (it->kind == DRAW_BASE && pass ==
				    !(it->u.base.status & (DRAW_ST_LAST_KNOWN |
				    DRAW_ST_LOST)) && big == big_base(
				    &it->u.base, c->k))
					rc_base(c, &it->u.base, rc_x(c,
					    it->u.base.x), rc_y(c, it->u.base.y),
					    c->k);
			}
}
