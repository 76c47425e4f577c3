/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_ruling.c - the rulings of an open table drawn (drawing.h's
 * struct draw_ruling): templates (blast, smoke) and arcs of fire on the
 * ground under the units, sight lines drawn rim to rim over them (a cross
 * where sight stops, faint beyond), rulers with their length written on
 * them last of all; and the legend's samples of an open table.  Draws
 * nothing for a drawing without them.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"

#define LABEL_PX	11.0	/* a ruling's words */
#define RULER_INK	0x1A1A1A
#define TAPE_RGB	0xF5C400

static double
deg2rad(double d)
{
	return d * M_PI / 180.0;
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

/* A man's ruler folded into his body's tape (render_ruler_fold.c): a
 * thin line to the mark, a short bar at his end. */
static void
fan_shape(struct rctx *c, double ax, double ay, double bx, double by)
{
	double len = hypot(bx - ax, by - ay), nx, ny, e = 4;

	if (len < 1)
		return;
	nx = -(by - ay) / len;
	ny = (bx - ax) / len;
	cairo_save(c->cr);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
	rc_seg(c, ax, ay, bx, by, 3.2, 0xFFFFFF);
	rc_seg(c, ax, ay, bx, by, 1.4, RULER_INK);
	rc_seg(c, ax + nx * e, ay + ny * e, ax - nx * e, ay - ny * e, 2,
	    RULER_INK);
	cairo_restore(c->cr);
}

/* A ruler in an inset, which is there to find the men in a crowd: a
 * thin faint line under them, unwritten (the map beside it carries the
 * tape and its length). */
static void
inset_ruler(struct rctx *c, double ax, double ay, double bx, double by)
{
	cairo_save(c->cr);
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, ax, ay);
	cairo_line_to(c->cr, bx, by);
	cairo_set_line_width(c->cr, 1.5);
	cairo_set_dash(c->cr, (const double[]){ 5, 3 }, 2, 0);
	rc_rgb(c, RULER_INK, 0.45);
	cairo_stroke(c->cr);
	cairo_restore(c->cr);
}

/* A label's box on the picture, pixels, to keep labels apart. */

/* Does box b hide a base or an id (c->taken)? */
static int
taken_hits(const struct rctx *c, const struct rc_box *b)
{
	int i;

	for (i = 0; i < c->ntaken; i++)
		if (b->x0 < c->taken[i].x1 && c->taken[i].x0 < b->x1 &&
		    b->y0 < c->taken[i].y1 && c->taken[i].y0 < b->y1)
			return 1;
	return 0;
}

/* Does box b hide a unit's token, its id (drawn before the lengths,
 * which would be written over it)? */
static int
tokens_hit(const struct rctx *c, const struct rc_box *b)
{
	const struct draw_token *t;
	double x, y, r;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &c->d->items[i].u.token;
		rc_token_spot(c, i, &x, &y);
		r = (t->size > 0 ? t->size : c->d->token) * c->k / 2;
		if (b->x0 < x + r && x - r < b->x1 && b->y0 < y + r &&
		    y - r < b->y1)
			return 1;
	}
	return 0;
}

/* A ruler's length on its tape: at its middle, or where along the tape
 * it clears the lengths written before it (n boxes in `kept`: rulers
 * from one firer fan out, and their middles crowd), every man, id and
 * token; failing that beside the tape, clear of them all; failing that,
 * on the tape clear of the other lengths at least. */
static void
ruler_label(struct rctx *c, const struct draw_ruling *r, const char *b,
    const struct rc_box *kept, int n, struct rc_box *box)
{
	static const double along[] = { 0.5, 0.38, 0.62, 0.28, 0.72, 0.2,
	    0.8 };
	double ax = rc_x(c, r->p[0].x), ay = rc_y(c, r->p[0].y);
	double bx = rc_x(c, r->p[1].x), by = rc_y(c, r->p[1].y);
	double len = hypot(bx - ax, by - ay), w, h, x, y, nx = 0, ny = -1;
	double off, sx, sy;
	size_t i;
	int pass, done;

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
	} else {
		nx = -(by - ay) / len;
		ny = (bx - ax) / len;
		off = fabs(nx) * (w / 2 + 3) + fabs(ny) * h / 2 + 5;
		for (pass = 0, done = 0; pass < 4 && !done; pass++)
			for (i = 0; i < sizeof along / sizeof along[0] &&
			    !done; i++) {
				/* pass 1, 2: beside the tape, either side */
				sx = pass == 1 ? nx * off : pass == 2 ? -nx *
				    off : 0;
				sy = pass == 1 ? ny * off : pass == 2 ? -ny *
				    off : 0;
				*box = (struct rc_box){ ax + (bx - ax) * along[i] -
				    w / 2 - 3 + sx, ay + (by - ay) * along[i] -
				    h / 2 + sy, ax + (bx - ax) * along[i] + w / 2 +
				    3 + sx, ay + (by - ay) * along[i] + h / 2 +
				    sy };
				if (rc_box_hits(kept, n, box) || (pass < 3 &&
				    (taken_hits(c, box) || tokens_hit(c, box))))
					continue;
				x = ax + (bx - ax) * along[i] + sx;
				y = ay + (by - ay) * along[i] + sy;
				done = 1;
			}
	}
	rc_boxed_text(c, x, y, b, LABEL_PX + 1, 0xFFFFFF, RULER_INK);
	*box = (struct rc_box){ x - w / 2 - 3, y - h / 2, x + w / 2 + 3,
	    y + h / 2 };
}

/* How far along the ray p + t*u (t >= 0, pixels, u a unit vector) from a
 * point p inside base b the ray leaves it; -1 if p is not inside. */
static double
base_exit(const struct rctx *c, const struct draw_base *b, double px,
    double py, double ux, double uy)
{
	double cx = rc_x(c, b->x), cy = rc_y(c, b->y), w, dp, a, lx, ly, lux,
	    luy, t, tx, ty, q;

	rc_base_px(b, c->k, &w, &dp);	/* the rim as drawn */
	w /= 2;
	dp /= 2;

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

/* Ruling r drawn under the units (over 0) or over them (1); a ruler
 * folded into another's tape (fold 1) as a thin line. */
static void
ruling(struct rctx *c, const struct draw_ruling *r, int over, int fold)
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
		/* from rim to rim as drawn: a man drawn larger than his
		 * base keeps his disc, his badges and his cross clear */
		off_base(c, &x[0], &y[0], x[1], y[1]);
		off_base(c, &x[1], &y[1], x[0], y[0]);
		if (over && !c->view_on && fold)
			fan_shape(c, x[0], y[0], x[1], y[1]);
		else if (over && !c->view_on)
			ruler_shape(c, x[0], y[0], x[1], y[1],
			    c->d->measure.per > 0 ? c->d->measure.per * c->k :
			    0);
		else if (!over && c->view_on)
			inset_ruler(c, x[0], y[0], x[1], y[1]);
		break;
	default:
		break;
	}
}

/* Is ruler i the same as one drawn before it: the same two ends, either
 * way round, the same length (two men who shot at each other)?  Drawn
 * and written once. */
static int
ruler_repeats(const struct drawing *d, int i)
{
	const struct draw_ruling *a = &d->items[i].u.ruling, *b;
	long long tol = d->measure.per > 1 ? d->measure.per / 2 : 1;
	int j;

#define NEAR(p, q) (llabs((long long)(p).x - (q).x) <= tol && \
	    llabs((long long)(p).y - (q).y) <= tol)
	if (a->kind != DRAW_R_RULER)
		return 0;
	for (j = 0; j < i; j++) {
		if (d->items[j].kind != DRAW_RULING)
			continue;
		b = &d->items[j].u.ruling;
		if (b->kind == DRAW_R_RULER && drawing_ruler_length(a) ==
		    drawing_ruler_length(b) && ((NEAR(a->p[0], b->p[0]) &&
		    NEAR(a->p[1], b->p[1])) || (NEAR(a->p[0], b->p[1]) &&
		    NEAR(a->p[1], b->p[0]))))
			return 1;
	}
#undef NEAR
	return 0;
}

/* Templates and arcs of fire, on the ground under the units (and in an
 * inset the rulers, faint). */
void
rc_rulings_under(struct rctx *c)
{
	int i;

	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_RULING &&
		    !ruler_repeats(c->d, i))
			ruling(c, &c->d->items[i].u.ruling, 0, 0);
}

/* Sight lines and rulers over the units: a fan's thin lines first,
 * its tape over them. */
void
rc_rulings_over(struct rctx *c)
{
	int *rep = rc_ruler_folds(c, ruler_repeats), i, pass, fold;

	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < c->d->nitems; i++) {
			if (c->d->items[i].kind != DRAW_RULING ||
			    ruler_repeats(c->d, i))
				continue;
			fold = rep != NULL && rep[i] >= 0 && rep[i] != i;
			if (fold == !pass)
				ruling(c, &c->d->items[i].u.ruling, 1, fold);
		}
	free(rep);
}

/* Does the picture fold a fan of rulers into one tape (its legend line,
 * render_legend_drawn.c)? */
int
rc_ruler_fans_drawn(const struct rctx *c)
{
	int *rep = rc_ruler_folds(c, ruler_repeats), i, any = 0;

	for (i = 0; rep != NULL && i < c->d->nitems && !any; i++)
		any = rep[i] >= 0 && rep[i] != i;
	free(rep);
	return any;
}

#define LABELS_KEPT	64	/* labels kept apart; later ones may overlap */

/* Does box b overlap one of the n boxes at a? */
int
rc_box_hits(const struct rc_box *a, int n, const struct rc_box *b)
{
	int i;

	for (i = 0; i < n; i++)
		if (b->x0 < a[i].x1 && a[i].x0 < b->x1 && b->y0 < a[i].y1 &&
		    a[i].y0 < b->y1)
			return 1;
	return 0;
}

/* The box of words w by h pixels anchored a at (x, y). */
static void
label_box(double x, double y, double w, double h, enum draw_anchor a,
    struct rc_box *b)
{
	b->x0 = x - w / 2;
	b->x1 = x + w / 2;
	b->y0 = a == DRAW_A_N ? y : a == DRAW_A_S ? y - h : y - h / 2;
	b->y1 = b->y0 + h;
}

/*
 * A ruling's words (not a ruler's) where they hide none of the n words
 * kept, no base or id (c->taken) and no token: from (*x, *y) anchored
 * *a down a line at a time, a few times, then up; a blast's under its
 * ring, then over it, beside it right and left, then further down and
 * up.  1 and the place found; 0 (nothing moved) when every place hides
 * something, and the caller keeps only clear of the words.
 */
static int
label_clear(const struct rctx *c, const struct draw_ruling *r,
    const struct rc_box *kept, int n, double w, double h, double *x,
    double *y, enum draw_anchor *a)
{
	double cx[12], cy[12], rr = r->radius * c->k;
	enum draw_anchor ca[12];
	struct rc_box b;
	int i, k = 0, step;

	cx[k] = *x, cy[k] = *y, ca[k++] = *a;
	if (r->kind == DRAW_R_BLAST) {
		/* *y is under the ring: over it, the words' foot on it */
		cx[k] = *x, cy[k] = *y - 2 * rr - 4, ca[k++] = DRAW_A_S;
		cx[k] = *x + rr + w / 2 + 2, cy[k] = *y - rr - 2,
		    ca[k++] = DRAW_A_CENTRE;
		cx[k] = *x - rr - w / 2 - 2, cy[k] = *y - rr - 2,
		    ca[k++] = DRAW_A_CENTRE;
	}
	for (step = 1; step <= 4; step++) {
		cx[k] = *x, cy[k] = *y + step * (h + 1), ca[k++] = *a;
		cx[k] = cx[r->kind == DRAW_R_BLAST], cy[k] = cy[r->kind ==
		    DRAW_R_BLAST] - step * (h + 1), ca[k++] = ca[r->kind ==
		    DRAW_R_BLAST];
	}
	for (i = 0; i < k; i++) {
		label_box(cx[i], cy[i], w, h, ca[i], &b);
		if (rc_box_hits(kept, n, &b) || taken_hits(c, &b) ||
		    tokens_hit(c, &b))
			continue;
		*x = cx[i], *y = cy[i], *a = ca[i];
		return 1;
	}
	return 0;
}

/* Every ruling's words, last, on top of everything: the rulers' lengths
 * on their tapes first, then the other words, each where it hides no
 * man, id, token or words already written (label_clear), else moved
 * down a line at a time (a few times at most) off the words already
 * written; a word already written at the very same point is not
 * written again (two rulings of one place, such as an event's and the
 * state's). */
void
rc_rulings_labels(struct rctx *c)
{
	const struct draw_ruling *r;
	struct rc_box box[LABELS_KEPT], b;
	double x, y, w, h, y_at, at[LABELS_KEPT][2];
	const char *said[LABELS_KEPT];
	char len[2 * DRAW_NAME_LEN];
	int *rep = c->view_on ? NULL : rc_ruler_folds(c, ruler_repeats);
	int i, j, k, n = 0, tries, dup;
	enum draw_anchor a;

	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_RULING &&
		    c->d->items[i].u.ruling.kind == DRAW_R_RULER &&
		    !c->view_on && !ruler_repeats(c->d, i) && (rep == NULL ||
		    rep[i] == i)) {
			/* a fan's length on its tape, once */
			rc_ruler_fold_text(c, rep, i, len, sizeof len);
			ruler_label(c, &c->d->items[i].u.ruling, len, box, n,
			    &b);
			if (n < LABELS_KEPT) {
				said[n] = NULL;
				box[n++] = b;
			}
		}
	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_RULING)
			continue;
		r = &c->d->items[i].u.ruling;
		if (r->kind == DRAW_R_RULER || r->label[0] == '\0')
			continue;
		k = r->kind == DRAW_R_SIGHT ? (r->blocked ? 2 : 1) :
		    r->kind == DRAW_R_SMOKE ? r->n / 2 : 0;
		x = rc_x(c, r->p[k].x);
		y = rc_y(c, r->p[k].y);
		/* a smoke line's words at its middle */
		if (r->kind == DRAW_R_SMOKE && r->n % 2 == 0 && k > 0) {
			x = (x + rc_x(c, r->p[k - 1].x)) / 2;
			y = (y + rc_y(c, r->p[k - 1].y)) / 2;
		}
		/* a blast's words under its circle, clear of what it hits */
		if (r->kind == DRAW_R_BLAST)
			y += r->radius * c->k + 2;
		else if (r->kind == DRAW_R_SIGHT)
			y -= 9;
		y_at = y;
		for (j = 0, dup = 0; j < n && !dup; j++)
			dup = said[j] != NULL && strcmp(said[j], r->label) ==
			    0 && at[j][0] == x && at[j][1] == y;
		if (dup)
			continue;
		a = r->kind == DRAW_R_SIGHT ? DRAW_A_S : r->kind ==
		    DRAW_R_BLAST ? DRAW_A_N : DRAW_A_CENTRE;
		w = rc_text(c, 0, 0, r->label, LABEL_PX, 0, a, 0, 0, &h) + 4;
		/* first where they hide no man, id or token either */
		if (!label_clear(c, r, box, n, w, h, &x, &y, &a))
			for (tries = 0; ; tries++) {
				label_box(x, y, w, h, a, &b);
				if (tries == 4 || !rc_box_hits(box, n, &b))
					break;
				y += h + 1;
			}
		label_box(x, y, w, h, a, &b);
		if (n < LABELS_KEPT) {
			said[n] = r->label;
			at[n][0] = x;
			at[n][1] = y_at;
			box[n++] = b;
		}
		halo_text(c, x, y, r->label, LABEL_PX, 0, a, 0x1A1A1A);
	}
	free(rep);
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
		if (index > DRAW_B_VEHICLE && index < DRAW_B_COUNT) {
			/* an animal, a boat, a train: its own shape, going
			 * right */
			b.shape = (enum draw_base_shape)index;
			b.w = index == DRAW_B_ANIMAL ? 12 : 14;
			b.dp = index == DRAW_B_TRAIN ? 36 : 30;
			b.facing = 90;
			rc_base(c, &b, cx, cy, 1.0);
			break;
		}
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
		case RC_LR_FAN:		/* two thin lines and the tape */
			fan_shape(c, x + 6, y + 4, x + w - 4, cy);
			fan_shape(c, x + 6, y + h - 4, x + w - 4, cy);
			ruler_shape(c, x + 4, cy, x + w - 4, cy, 8);
			break;
		case RC_LR_POINTER:
			rc_pointer_sample(c, x, y, w, h);
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
