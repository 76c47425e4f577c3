/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_mark.c - what happened and what matters, drawn over the ground:
 * the arrows of the moves, retreats, attacks and fire a side saw (trimmed
 * to run between the tokens, haloed so they read on any terrain, told
 * apart by their dashes as well as their colour), the combat and
 * fortification marks, and the objectives with their holders' colours.
 */
#include <math.h>
#include <string.h>

#include "render_ctx.h"

static void
set_dash(struct rctx *c, enum draw_line_kind kind, double w)
{
	double d[2];

	cairo_set_dash(c->cr, NULL, 0, 0);
	if (kind == DRAW_L_RETREAT) {
		d[0] = w * 2.6;
		d[1] = w * 1.6;
		cairo_set_dash(c->cr, d, 2, 0);
	} else if (kind == DRAW_L_FIRE) {
		d[0] = 0.01;
		d[1] = w * 2.0;
		cairo_set_dash(c->cr, d, 2, 0);
	}
}

/* An arrow along px points x[0..n-1], y[..]: trimmed at both ends so it
 * runs between the tokens, a white halo, the shaft, the head. */
static void
arrow(struct rctx *c, double *x, double *y, int n, enum draw_line_kind kind,
    unsigned rgb, double w, int head, double trim_end)
{
	double len, trim, dx, dy, hl, hw, ex, ey, bx, by;
	int i, pass;

	for (i = 1, len = 0; i < n; i++)
		len += hypot(x[i] - x[i - 1], y[i] - y[i - 1]);
	trim = c->tok * 0.42;
	if (trim > len * 0.3)
		trim = len * 0.3;
	if (trim_end > len * 0.45)
		trim_end = len * 0.45;
	if (trim_end < trim)
		trim_end = trim;
	/* trim the first and last segments */
	dx = x[1] - x[0];
	dy = y[1] - y[0];
	if (hypot(dx, dy) > trim * 1.5) {
		x[0] += dx / hypot(dx, dy) * trim;
		y[0] += dy / hypot(dx, dy) * trim;
	}
	dx = x[n - 1] - x[n - 2];
	dy = y[n - 1] - y[n - 2];
	len = hypot(dx, dy);
	if (len > trim_end * 1.5) {
		x[n - 1] -= dx / len * trim_end;
		y[n - 1] -= dy / len * trim_end;
		len -= trim_end;
	}
	hl = head ? (w * 3.2 > 10 ? w * 3.2 : 10) : 0;
	if (hl > len * 0.8)
		hl = len * 0.8;
	hw = hl * 0.55;
	ex = x[n - 1];
	ey = y[n - 1];
	bx = ex - (len > 0 ? dx / hypot(dx, dy) : 0) * hl;
	by = ey - (len > 0 ? dy / hypot(dx, dy) : 0) * hl;
	cairo_set_line_cap(c->cr, kind == DRAW_L_FIRE ? CAIRO_LINE_CAP_ROUND :
	    CAIRO_LINE_CAP_BUTT);
	cairo_set_line_join(c->cr, CAIRO_LINE_JOIN_ROUND);
	for (pass = 0; pass < 2; pass++) {
		cairo_new_path(c->cr);
		for (i = 0; i < n - 1; i++)
			cairo_line_to(c->cr, x[i], y[i]);
		cairo_line_to(c->cr, bx, by);
		cairo_set_line_width(c->cr, pass ? w : w + 3);
		if (pass)
			set_dash(c, kind, w);
		else
			cairo_set_dash(c->cr, NULL, 0, 0);
		rc_rgb(c, pass ? rgb : 0xFFFFFF, pass ? 1.0 : 0.85);
		cairo_stroke(c->cr);
		if (!head || hl < 1)
			continue;
		cairo_new_path(c->cr);
		cairo_move_to(c->cr, ex, ey);
		cairo_line_to(c->cr, bx + (-(ey - by)) / hl * hw,
		    by + (ex - bx) / hl * hw);
		cairo_line_to(c->cr, bx - (-(ey - by)) / hl * hw,
		    by - (ex - bx) / hl * hw);
		cairo_close_path(c->cr);
		if (pass) {
			rc_rgb(c, rgb, 1.0);
			cairo_fill(c->cr);
		} else {
			cairo_set_dash(c->cr, NULL, 0, 0);
			cairo_set_line_width(c->cr, 3);
			rc_rgb(c, 0xFFFFFF, 0.85);
			cairo_stroke(c->cr);
		}
	}
	cairo_set_dash(c->cr, NULL, 0, 0);
}

static double
arrow_w(const struct rctx *c, enum draw_line_kind kind, int width)
{
	double w = width * c->k, min = rc_clamp(c->tok * 0.08, 2.5, 6);

	if (kind == DRAW_L_FIRE)
		min = rc_clamp(c->tok * 0.07, 2.5, 5);
	return w < min ? min : w;
}

/*
 * How far from its end point an arrow must stop: at the target's disc,
 * or, when it comes in over the target's facing pointer, beyond the
 * pointer's tip, so the head never sits on the point that says where
 * the unit faces.
 */
static double
end_trim(const struct rctx *c, const struct draw_pt *end, double fx,
    double fy)
{
	const struct draw_token *t;
	double a, in, r;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &c->d->items[i].u.token;
		if (t->x != end->x || t->y != end->y || t->facing ==
		    DRAW_NO_FACING)
			continue;
		r = (t->size > 0 ? t->size : c->d->token) * c->k / 2;
		/* the bearing the arrow comes in from, clockwise from up */
		in = atan2(fx - rc_x(c, end->x), -(fy - rc_y(c, end->y))) *
		    180.0 / M_PI;
		a = fmod(fabs(in - t->facing) + 720.0, 360.0);
		if (a > 180)
			a = 360 - a;
		return a < 55 ? r * 1.5 + 3 : 0;
	}
	return 0;
}

void
rc_action_line(struct rctx *c, const struct draw_item *it)
{
	const struct draw_pt *p = c->d->pts + it->u.line.first;
	double x[64], y[64];
	int n = it->u.line.n, i, step = 1;

	/* a long path keeps its ends and every step-th corner */
	while (n / step > 62)
		step++;
	for (i = 0, n = 0; i < it->u.line.n; i += step) {
		x[n] = rc_x(c, p[i].x);
		y[n++] = rc_y(c, p[i].y);
	}
	if ((it->u.line.n - 1) % step != 0) {
		x[n] = rc_x(c, p[it->u.line.n - 1].x);
		y[n++] = rc_y(c, p[it->u.line.n - 1].y);
	}
	if (n < 2 || (x[0] == x[n - 1] && y[0] == y[n - 1] && n == 2))
		return;
	arrow(c, x, y, n, it->u.line.kind, drawing_ink_rgb(it->u.line.ink),
	    arrow_w(c, it->u.line.kind, it->u.line.width), it->u.line.arrow,
	    end_trim(c, &p[it->u.line.n - 1], x[n - 2], y[n - 2]));
}

void
rc_line_sample(struct rctx *c, double x0, double y0, double x1, double y1,
    enum draw_line_kind kind, int ink)
{
	double x[2] = { x0, x1 }, y[2] = { y0, y1 }, tok = c->tok;

	if (kind == DRAW_L_ROAD || kind == DRAW_L_RIVER) {
		rc_seg(c, x0, y0, x1, y1, kind == DRAW_L_ROAD ? 5 : 4,
		    drawing_ink_rgb(kind == DRAW_L_ROAD ? DRAW_INK_ROAD :
		    DRAW_INK_WATER));
		if (kind == DRAW_L_ROAD)
			rc_seg(c, x0, y0, x1, y1, 2, 0xF2E2BE);
		return;
	}
	c->tok = 0;
	arrow(c, x, y, 2, kind, drawing_ink_rgb(kind == DRAW_L_ATTACK ||
	    kind == DRAW_L_FIRE ? DRAW_INK_BLACK : ink), 3, 1, 0);
	c->tok = tok;
}

void
rc_mark(struct rctx *c, double x, double y, double size,
    enum draw_mark_kind m)
{
	double r = size / 2, d[2] = { 3, 2 };
	int i;

	cairo_new_path(c->cr);
	if (m == DRAW_M_COMBAT) {
		for (i = 0; i < 16; i++) {
			double a = i * M_PI / 8, rr = i % 2 ? r * 0.5 : r;

			cairo_line_to(c->cr, x + rr * sin(a), y - rr * cos(a));
		}
		cairo_close_path(c->cr);
		rc_rgb(c, 0xF5C400, 1.0);
		cairo_fill_preserve(c->cr);
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_stroke(c->cr);
		return;
	}
	cairo_set_line_width(c->cr, rc_clamp(size * 0.06, 1.5, 3));
	rc_rgb(c, 0x5C3A1A, 1.0);
	if (m == DRAW_M_FORT1)
		cairo_set_dash(c->cr, d, 2, 0);
	cairo_arc(c->cr, x, y, r, 0, 2 * M_PI);
	cairo_stroke(c->cr);
	if (m == DRAW_M_FORT2) {
		cairo_arc(c->cr, x, y, r * 0.84, 0, 2 * M_PI);
		cairo_stroke(c->cr);
	}
	cairo_set_dash(c->cr, NULL, 0, 0);
}

void
rc_objective(struct rctx *c, double x, double y, double r, int holder,
    const char *label)
{
	unsigned rgb = holder >= 0 ? drawing_ink_rgb(DRAW_INK_SIDE(holder)) :
	    0x8C8C8C;

	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, r, 0, 2 * M_PI);
	cairo_set_line_width(c->cr, rc_clamp(r * 0.2, 2.5, 6) + 2);
	rc_rgb(c, 0xFFFFFF, 0.9);
	cairo_stroke_preserve(c->cr);
	cairo_set_line_width(c->cr, rc_clamp(r * 0.2, 2.5, 6));
	rc_rgb(c, rgb, 1.0);
	cairo_stroke(c->cr);
	if (label != NULL)	/* the legend's sample: its star too */
		rc_objective_label(c, x, y, r, label);
}

/*
 * An objective's star on top of its ring, drawn over the units so a
 * token never hides it; a short label (its VP: "3") inside the star, a
 * longer one in a box under the ring.
 */
void
rc_objective_label(struct rctx *c, double x, double y, double r,
    const char *label)
{
	size_t n = strlen(label);
	double s = r * (n > 0 && n <= 3 ? 0.62 : 0.45), px, w, h;
	int i;

	cairo_new_path(c->cr);
	for (i = 0; i < 10; i++) {
		double a = i * M_PI / 5, rr = i % 2 ? s * 0.52 : s;

		cairo_line_to(c->cr, x + rr * sin(a), y - r - rr * cos(a));
	}
	cairo_close_path(c->cr);
	rc_rgb(c, 0xF5C400, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 1.0);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
	if (n == 0)
		return;
	if (n <= 3) {
		rc_text(c, x, y - r + s * 0.08, label, s * 0.75, 1,
		    DRAW_A_CENTRE, 0x1A1A1A, 1, NULL);
		return;
	}
	px = rc_clamp(c->tok * 0.2, 8, 12);
	w = rc_text(c, 0, 0, label, px, 1, DRAW_A_N, 0, 0, &h);
	cairo_new_path(c->cr);
	cairo_rectangle(c->cr, x - w / 2 - 2, y + r * 0.72, w + 4, h);
	rc_rgb(c, 0xFFF6C8, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 0.8);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
	rc_text(c, x, y + r * 0.72, label, px, 1, DRAW_A_N, 0x1A1A1A, 1, NULL);
}
