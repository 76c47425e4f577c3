/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_words.c - an open table's words placed clear of its men: the
 * names of areas ("H1 top", "MILL") and the module's small texts ("L1
 * wall_low") are written after the bases and their ids (rc_base_labels),
 * each where it hides no base, token, id already placed (c->taken) or
 * wall, and added to what is taken, so a ruler's length keeps clear of
 * them too.  An area's name stays inside its area: its middle first,
 * then further from the middle, and just outside it when it is full of
 * men; a text stays at its point, turning round it.  Where no place is
 * free, the one that hides least.  Never cut by the frame: a name is
 * placed on the part of its area the picture shows and kept inside it
 * (shortened to its first word, "R1", when even that is too narrow), an
 * area or a text wholly off the frame is not named.  Part of the board
 * (render_map.c); a grid game's words are drawn in their layers as ever.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render_map.h"

/* Where words may not go: the part of the board drawn (vis), and the
 * linear terrain a text would be lost in (a wall's name on its stones),
 * as small boxes along each line. */
struct room {
	struct rc_box vis;
	struct rc_box *line;
	int nline, cap;
};

static double
covered(const struct rc_box *a, const struct rc_box *b)
{
	double w = fmin(a->x1, b->x1) - fmax(a->x0, b->x0);
	double h = fmin(a->y1, b->y1) - fmax(a->y0, b->y0);

	return w > 0 && h > 0 ? w * h : 0;
}

/* How much of the box b hides what is taken and the terrain lines, and
 * what of it falls off the part of the board drawn. */
static double
hides(const struct rctx *c, const struct rc_box *b, const struct room *rm)
{
	const struct rc_box *vis = &rm->vis;
	double cost = 0, w, h, in;
	int i;

	for (i = 0; i < c->ntaken; i++)
		cost += covered(b, &c->taken[i]);
	for (i = 0; i < rm->nline; i++)
		cost += covered(b, &rm->line[i]);
	w = fmin(b->x1, vis->x1) - fmax(b->x0, vis->x0);
	h = fmin(b->y1, vis->y1) - fmax(b->y0, vis->y0);
	in = w > 0 && h > 0 ? w * h : 0;
	return cost + 4 * ((b->x1 - b->x0) * (b->y1 - b->y0) - in);
}

static void
take(struct rctx *c, const struct rc_box *b)
{
	struct rc_box *t;

	if ((t = realloc(c->taken, ((size_t)c->ntaken + 1) * sizeof *t)) ==
	    NULL)
		return;		/* only later words may cover it */
	c->taken = t;
	c->taken[c->ntaken++] = *b;
}

static void
line_box(struct room *rm, double x, double y, double r)
{
	struct rc_box *t;

	if (rm->nline == rm->cap) {
		if (rm->cap >= 8192 || (t = realloc(rm->line, ((size_t)rm->cap +
		    256) * sizeof *t)) == NULL)
			return;
		rm->line = t;
		rm->cap += 256;
	}
	rm->line[rm->nline++] = (struct rc_box){ x - r, y - r, x + r, y + r };
}

/* A segment in pixels as boxes r apart. */
static void
segment_boxes(struct room *rm, double x0, double y0, double x1, double y1,
    double r)
{
	double len = hypot(x1 - x0, y1 - y0), t;

	for (t = 0; t <= len; t += r)
		line_box(rm, x0 + (x1 - x0) * (len > 0 ? t / len : 0), y0 +
		    (y1 - y0) * (len > 0 ? t / len : 0), r);
}

/* Each terrain line and line of fire as boxes its own width, a few
 * pixels apart; each unit's token as a box; each ruler and sight line (drawn before the
 * words, which would otherwise sit on them and be hard to read). */
static void
lines_find(const struct rctx *c, struct room *rm)
{
	const struct draw_item *it;
	const struct draw_pt *p;
	double r;
	int i, k;

	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		if (it->kind == DRAW_RULING && (it->u.ruling.kind ==
		    DRAW_R_RULER || it->u.ruling.kind == DRAW_R_SIGHT)) {
			p = it->u.ruling.p;
			segment_boxes(rm, rc_x(c, p[0].x), rc_y(c, p[0].y),
			    rc_x(c, p[1].x), rc_y(c, p[1].y), 4);
			continue;
		}
		/* a move or an attack ends on its man, whose words stand
		 * by him; a line of fire crosses open ground, and its range
		 * written on its dots ("100 yd") could not be read */
		if ((it->kind != DRAW_LINE && it->kind != DRAW_TOKEN) ||
		    (it->kind == DRAW_LINE && it->u.line.kind >= DRAW_L_MOVE &&
		    it->u.line.kind < DRAW_L_FIRE))
			continue;
		if (it->kind == DRAW_TOKEN) {	/* a unit's token */
			line_box(rm, rc_x(c, it->u.token.x), rc_y(c,
			    it->u.token.y), (it->u.token.size > 0 ?
			    it->u.token.size * c->k : c->tok) * 0.6);
			continue;
		}
		p = c->d->pts + it->u.line.first;
		r = fmax(6, it->u.line.width * c->k) / 2 + 1;
		for (k = 1; k < it->u.line.n; k++)
			segment_boxes(rm, rc_x(c, p[k - 1].x), rc_y(c,
			    p[k - 1].y), rc_x(c, p[k].x), rc_y(c, p[k].y), r);
	}
}

/* Is (x, y) pixels inside the area's polygon (even-odd)? */
static int
inside(const struct rctx *c, const struct draw_pt *p, int n, double x,
    double y)
{
	double xi, yi, xj, yj;
	int i, j, in = 0;

	for (i = 0, j = n - 1; i < n; j = i++) {
		xi = rc_x(c, p[i].x), yi = rc_y(c, p[i].y);
		xj = rc_x(c, p[j].x), yj = rc_y(c, p[j].y);
		if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj -
		    yi) + xi)
			in = !in;
	}
	return in;
}

/* Is (x, y) in area `self` as seen: inside it, and not inside an area
 * drawn over it (a hill's slope round its top)? */
static int
in_area(const struct rctx *c, int self, double x, double y)
{
	const struct draw_item *it = &c->d->items[self];
	int i;

	if (!inside(c, c->d->pts + it->u.area.first, it->u.area.n, x, y))
		return 0;
	for (i = self + 1; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		if (it->kind == DRAW_AREA && inside(c, c->d->pts +
		    it->u.area.first, it->u.area.n, x, y))
			return 0;
	}
	return 1;
}

/* Box b moved the least so that it lies inside v (it is no larger). */
static struct rc_box
kept_in(struct rc_box b, const struct rc_box *v)
{
	double dx = b.x0 < v->x0 ? v->x0 - b.x0 : b.x1 > v->x1 ? v->x1 - b.x1 :
	    0, dy = b.y0 < v->y0 ? v->y0 - b.y0 : b.y1 > v->y1 ? v->y1 - b.y1 :
	    0;

	return (struct rc_box){ b.x0 + dx, b.y0 + dy, b.x1 + dx, b.y1 + dy };
}

/* The name as it fits `room` pixels: whole, else its words dropped from
 * the end ("R1 rough" -> "R1"); its width, 0 when not even its first
 * word fits. */
static double
fitted(struct rctx *c, const char *name, double px, int bold, double room,
    char *out, size_t n, double *h)
{
	char *sp;
	double w;

	snprintf(out, n, "%s", name);
	for (;;) {
		w = rc_text(c, 0, 0, out, px, bold, DRAW_A_CENTRE, 0, 0, h) + 4;
		if (w <= room)
			return w;
		if ((sp = strrchr(out, ' ')) == NULL)
			return 0;
		*sp = '\0';
	}
}

static void
area_words(struct rctx *c, int self, const struct room *vis)
{
	const struct draw_item *it = &c->d->items[self];
	/* where in the area's box to try, as fractions of it: the middle,
	 * then rings further out */
	static const double at[][2] = {
		{ .5, .5 }, { .5, .36 }, { .5, .64 }, { .34, .5 }, { .66, .5 },
		{ .34, .36 }, { .66, .36 }, { .34, .64 }, { .66, .64 },
		{ .5, .2 }, { .5, .8 }, { .2, .5 }, { .8, .5 }, { .25, .2 },
		{ .75, .2 }, { .25, .8 }, { .75, .8 }, { .5, .1 }, { .5, .9 },
	};
	const struct draw_pt *p = c->d->pts + it->u.area.first;
	char name[DRAW_TEXT_LEN];
	double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18, w, h, px, x, y,
	    cost, best = -1, bx, by;
	struct rc_box b;
	size_t k;
	int i;

	for (i = 0; i < it->u.area.n; i++) {
		x0 = fmin(x0, rc_x(c, p[i].x));
		x1 = fmax(x1, rc_x(c, p[i].x));
		y0 = fmin(y0, rc_y(c, p[i].y));
		y1 = fmax(y1, rc_y(c, p[i].y));
	}
	/* only the part of it the picture shows; none: no name */
	x0 = fmax(x0, vis->vis.x0);
	y0 = fmax(y0, vis->vis.y0);
	x1 = fmin(x1, vis->vis.x1);
	y1 = fmin(y1, vis->vis.y1);
	if (x1 - x0 < 2 || y1 - y0 < 2)
		return;
	px = rc_size_px(c, DRAW_S_NORMAL);
	if ((w = fitted(c, it->u.area.label, px, 0, vis->vis.x1 - vis->vis.x0,
	    name, sizeof name, &h)) <= 0)
		return;
	bx = (x0 + x1) / 2;
	by = (y0 + y1) / 2;
	for (k = 0; k < sizeof at / sizeof at[0] && best != 0; k++) {
		x = x0 + (x1 - x0) * at[k][0];
		y = y0 + (y1 - y0) * at[k][1];
		if (k > 0 && !in_area(c, self, x, y))
			continue;
		b = (struct rc_box){ x - w / 2, y - h / 2, x + w / 2, y +
		    h / 2 };
		/* a little for the distance from the middle, so that of
		 * two free places the nearer wins */
		cost = hides(c, &b, vis) + (k > 0 ? 1 + k * 0.01 : 0) +
		    (k == 0 && !in_area(c, self, x, y) ? 1e6 : 0);
		if (best < 0 || cost < best) {
			best = cost;
			bx = x;
			by = y;
		}
	}
	/* a small area full of men: its name just outside it, above,
	 * below or beside, rather than on them */
	for (k = 0; k < 4 && best > 0; k++) {
		x = k < 2 ? (x0 + x1) / 2 : k == 2 ? x0 - w / 2 - 2 : x1 + w /
		    2 + 2;
		y = k == 0 ? y0 - h / 2 - 2 : k == 1 ? y1 + h / 2 + 2 : (y0 +
		    y1) / 2;
		b = (struct rc_box){ x - w / 2, y - h / 2, x + w / 2, y +
		    h / 2 };
		cost = hides(c, &b, vis) + 2 + k * 0.01;
		if (cost < best) {
			best = cost;
			bx = x;
			by = y;
		}
	}
	/* never cut by the frame's edge */
	b = kept_in((struct rc_box){ bx - w / 2, by - h / 2, bx + w / 2,
	    by + h / 2 }, &vis->vis);
	bx = (b.x0 + b.x1) / 2;
	by = (b.y0 + b.y1) / 2;
	/* on a faint halo: drawn after the lines, it stays readable over
	 * a sight line or a template */
	cairo_new_path(c->cr);
	cairo_rectangle(c->cr, bx - w / 2, by - h / 2, w, h);
	rc_rgb(c, 0xFFFFFF, 0.55);
	cairo_fill(c->cr);
	rc_text(c, bx, by, name, px, 0, DRAW_A_CENTRE, 0x3A3A3A, 1, NULL);
	take(c, &b);
}

/* A text's box with anchor a at (x, y), gap pixels off the point, away
 * from it (a wall's name beside its end, not on its stones). */
#define GAP	3.0
static struct rc_box
anchored(double x, double y, double w, double h, enum draw_anchor a,
    double gap)
{
	x += a == DRAW_A_SW || a == DRAW_A_W || a == DRAW_A_NW ? gap :
	    a == DRAW_A_SE || a == DRAW_A_E || a == DRAW_A_NE ? -gap : 0;
	y += a == DRAW_A_SW || a == DRAW_A_S || a == DRAW_A_SE ? -gap :
	    a == DRAW_A_NW || a == DRAW_A_N || a == DRAW_A_NE ? gap : 0;

	double x0 = a == DRAW_A_CENTRE || a == DRAW_A_N || a == DRAW_A_S ?
	    x - w / 2 : a == DRAW_A_NE || a == DRAW_A_E || a == DRAW_A_SE ?
	    x - w : x;
	double y0 = a == DRAW_A_CENTRE || a == DRAW_A_W || a == DRAW_A_E ?
	    y - h / 2 : a == DRAW_A_SW || a == DRAW_A_S || a == DRAW_A_SE ?
	    y - h : y;

	return (struct rc_box){ x0, y0, x0 + w, y0 + h };
}

static void
text_words(struct rctx *c, const struct draw_item *it,
    const struct room *vis)
{
	/* the module's anchor first, then round the point */
	static const enum draw_anchor turn[] = {
		DRAW_A_SW, DRAW_A_NW, DRAW_A_SE, DRAW_A_NE, DRAW_A_S,
		DRAW_A_N, DRAW_A_W, DRAW_A_E,
	};
	double px = rc_size_px(c, it->u.text.size), x = rc_x(c, it->u.text.x),
	    y = rc_y(c, it->u.text.y), w, h, cost, best, gap, bg = GAP;
	enum draw_anchor a = it->u.text.anchor, ba;
	const struct rc_box *v = &vis->vis;
	char text[DRAW_TEXT_LEN];
	struct rc_box b;
	int bold = it->u.text.size == DRAW_S_LARGE, ring;
	size_t k;

	/* a text of what lies off the frame is not written at its edge */
	if (x < v->x0 || x > v->x1 || y < v->y0 || y > v->y1 ||
	    (w = fitted(c, it->u.text.text, px, bold, v->x1 - v->x0, text,
	    sizeof text, &h)) <= 0)
		return;
	w -= 4;
	b = anchored(x, y, w, h, a, GAP);
	best = hides(c, &b, vis);
	ba = a;
	/* round the point, then (where many words and tapes meet, as at a
	 * ford) a line's height or two further off, a little dearer */
	for (ring = 0; ring < 3 && best > 0; ring++)
		for (k = 0, gap = GAP + ring * h; k < sizeof turn /
		    sizeof turn[0] && best > 0; k++) {
			b = anchored(x, y, w, h, turn[k], gap);
			if ((cost = hides(c, &b, vis) + ring * h) + 1 < best) {
				best = cost;
				ba = turn[k];
				bg = gap;
			}
		}
	b = kept_in(anchored(x, y, w, h, ba, bg), v);
	rc_text(c, b.x0, b.y0, text, px, bold, DRAW_A_NW,
	    drawing_ink_rgb(it->u.text.ink), 1, NULL);
	take(c, &b);
}

void
rc_table_words(struct rctx *c)
{
	const struct draw_item *it;
	struct room rm;
	int i;

	if (c->d->grid.kind != DRAW_GRID_NONE)
		return;
	memset(&rm, 0, sizeof rm);
	/* the part of the board on the page (a framed one: its frame) */
	rm.vis.x0 = rc_x(c, c->d->frame.on ? c->d->frame.x : 0);
	rm.vis.y0 = rc_y(c, c->d->frame.on ? c->d->frame.y : 0);
	rm.vis.x1 = rm.vis.x0 + c->d->width * c->k;
	rm.vis.y1 = rm.vis.y0 + c->d->height * c->k;
	if (c->view_on)		/* an inset: its box */
		rm.vis = c->view;
	lines_find(c, &rm);
	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		if (it->kind == DRAW_AREA && it->u.area.label[0])
			area_words(c, i, &rm);
	}
	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		if (it->kind == DRAW_TEXT && it->u.text.size != DRAW_S_HUGE)
			text_words(c, it, &rm);
	}
	free(rm.line);
}
