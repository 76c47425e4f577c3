/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_inset.c - stacks made readable: where several units share a
 * cell and the map draws them too small to read (a Highest Ground hex
 * at the point of contact holds up to four tokens a third of a hex
 * wide), that part of the board is drawn again beside the map, larger,
 * as an inset: the same drawing (the same units, badges, arrows and
 * markers, nothing more) at a scale where the smallest token of the
 * stack is as large as a lone token should be.  Its rulers are thin
 * faint lines under the units, unwritten (render_ruling.c): an inset is
 * there to find the men, and the map beside it has the tapes.  Stacks close together
 * share an inset, and a unit lost where another now stands (its marker
 * is drawn small beside it) has one too.  The map marks the corners of each inset's part and
 * gives it the inset's letter.
 * Found from the tokens' cells, so from the drawing alone: an inset
 * shows nothing the map it comes from does not.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "render_ctx.h"

#define READ_PX		34.0	/* the smallest token of a stack, drawn */
#define LEGIBLE_PX	30.0	/* a stack's tokens at least this: no inset */
#define MAX_F		3.5	/* an inset at most this much larger */
#define MIN_F		1.5	/* ... and at least this, or none */
#define HEAD_H		17.0	/* the inset's heading */
#define HEAD_X		20.0	/* ... starts right of the letter */


static int
in_view(const struct drawing *d, const struct draw_token *t)
{
	if (!d->frame.on)
		return 1;
	return t->x >= d->frame.x && t->x <= d->frame.x + d->width &&
	    t->y >= d->frame.y && t->y <= d->frame.y + d->height;
}

/* The cells holding two tokens or more, in the drawing's order. */
static int
stacks_find(const struct drawing *d, struct rc_stack *s, int max)
{
	const struct draw_token *t;
	double size, reach;
	int i, k, n = 0;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &d->items[i].u.token;
		if (t->cell[0] == '\0' || !in_view(d, t))
			continue;
		for (k = 0; k < n && strcmp(s[k].cell, t->cell) != 0; k++)
			;
		size = t->size > 0 ? t->size : d->token;
		reach = size * 0.75;	/* its pointer and badges */
		if (k == n) {
			if (n >= max)
				continue;
			memset(&s[n], 0, sizeof s[n]);
			snprintf(s[n].cell, sizeof s[n].cell, "%s", t->cell);
			s[n].x0 = t->x - reach;
			s[n].x1 = t->x + reach;
			s[n].y0 = t->y - reach;
			s[n].y1 = t->y + reach;
			s[n].least = size;
			n++;
		}
		s[k].n++;
		s[k].x0 = fmin(s[k].x0, t->x - reach);
		s[k].x1 = fmax(s[k].x1, t->x + reach);
		s[k].y0 = fmin(s[k].y0, t->y - reach);
		s[k].y1 = fmax(s[k].y1, t->y + reach);
		s[k].least = fmin(s[k].least, size);
	}
	/* a unit lost where a unit now stands: its marker, drawn small
	 * beside that unit (render_token.c), is read in an inset too */
	for (i = 0; i < d->nitems; i++) {
		t = &d->items[i].u.token;
		if (d->items[i].kind != DRAW_TOKEN || !(t->status &
		    DRAW_ST_LOST) || t->size <= 0 || t->size >= d->token ||
		    !in_view(d, t))
			continue;
		reach = d->token * 1.4 + t->size / 2.0;
		for (k = 0; k < n && !(t->x >= s[k].x0 && t->x <= s[k].x1 &&
		    t->y >= s[k].y0 && t->y <= s[k].y1); k++)
			;
		if (k == n) {
			if (n >= max)
				continue;
			memset(&s[n], 0, sizeof s[n]);
			snprintf(s[n].cell, sizeof s[n].cell, "%.6s lost", t->id);
			s[n].x0 = s[n].x1 = t->x;
			s[n].y0 = s[n].y1 = t->y;
			s[n].least = t->size;
			s[n++].n = 1;	/* and the unit standing there */
		}
		s[k].n++;
		s[k].x0 = fmin(s[k].x0, t->x - reach);
		s[k].x1 = fmax(s[k].x1, t->x + reach);
		s[k].y0 = fmin(s[k].y0, t->y - reach);
		s[k].y1 = fmax(s[k].y1, t->y + reach);
		s[k].least = fmin(s[k].least, t->size);
	}
	return n;
}

/* The scale an inset of this extent and least token gets, or 0 if it
 * would not be worth one (max_w: the widest it may be, pixels). */
static double
inset_f(double k, double w, double least, double max_w)
{
	double f = READ_PX / (least * k);

	if (f > MAX_F)
		f = MAX_F;
	if (w * k * f > max_w)
		f = max_w / (w * k);
	return f >= MIN_F ? f : 0;
}

/* Is stack t worth adding to the inset (x0, y0)-(x1, y1): does the
 * inset grow by little more than t's own extent (not a wide empty box
 * round two stacks far apart)? */
static int
worth(double x0, double y0, double x1, double y1, const struct rc_stack *t)
{
	double both = (fmax(x1, t->x1) - fmin(x0, t->x0)) * (fmax(y1, t->y1) -
	    fmin(y0, t->y0));

	return both <= 1.25 * ((x1 - x0) * (y1 - y0) + (t->x1 - t->x0) *
	    (t->y1 - t->y0));
}

static void
cells_add(struct rc_inset *in, const char *cell)
{
	size_t l = strlen(in->cells);

	if (l + strlen(cell) + 3 >= sizeof in->cells)
		return;
	snprintf(in->cells + l, sizeof in->cells - l, "%s%s", l ? ", " : "",
	    cell);
}

/* Lettered as the map is read: by bands `band` units tall from the
 * top, each from the left. */
static void
in_map_order(struct rc_inset *in, int n, double band)
{
	struct rc_inset t;
	int i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && (floor(in[j].y0 / band) < floor(in[j -
		    1].y0 / band) || (floor(in[j].y0 / band) == floor(in[j -
		    1].y0 / band) && in[j].x0 < in[j - 1].x0)); j--) {
			t = in[j];
			in[j] = in[j - 1];
			in[j - 1] = t;
		}
}

int
rc_insets_find(const struct drawing *d, double k, double max_w,
    struct rc_inset *out, int max)
{
	struct rc_stack s[RC_MAX_STACKS];
	double pad = d->token * 0.3, near = d->token * 0.6, x0, y0, x1, y1,
	    least, f;
	int ns, i, j, n = 0, used[RC_MAX_STACKS];

	if (k <= 0)
		return 0;
	ns = d->grid.kind == DRAW_GRID_NONE ? rc_knots_find(d, k, s,
	    RC_MAX_STACKS) : stacks_find(d, s, RC_MAX_STACKS);
	memset(used, 0, sizeof used);
	for (i = 0; i < ns && n < max; i++) {
		if (used[i] || s[i].n < 2 || s[i].least * k >= LEGIBLE_PX)
			continue;
		used[i] = 1;
		x0 = s[i].x0, y0 = s[i].y0, x1 = s[i].x1, y1 = s[i].y1;
		least = s[i].least;
		out[n].cells[0] = '\0';
		cells_add(&out[n], s[i].cell);
		/* the stacks close by, while the inset still fits */
		for (j = i + 1; j < ns; j++) {
			if (used[j] || s[j].n < 2 || s[j].least * k >=
			    LEGIBLE_PX || s[j].x0 > x1 + near ||
			    s[j].x1 < x0 - near || s[j].y0 > y1 + near ||
			    s[j].y1 < y0 - near || !worth(x0, y0, x1, y1, &s[j]) ||
			    inset_f(k, fmax(x1, s[j].x1) -
			    fmin(x0, s[j].x0) + 2 * pad, fmin(least, s[j].least),
			    max_w) == 0)
				continue;
			used[j] = 1;
			x0 = fmin(x0, s[j].x0), y0 = fmin(y0, s[j].y0);
			x1 = fmax(x1, s[j].x1), y1 = fmax(y1, s[j].y1);
			least = fmin(least, s[j].least);
			cells_add(&out[n], s[j].cell);
			j = i;	/* the inset grew: look again */
		}
		x0 -= pad, y0 -= pad, x1 += pad, y1 += pad;
		if ((f = inset_f(k, x1 - x0, least, max_w)) == 0)
			continue;
		out[n].x0 = x0, out[n].y0 = y0, out[n].x1 = x1, out[n].y1 = y1;
		out[n].f = f;
		out[n].w = ceil((x1 - x0) * k * f);
		out[n].h = ceil((y1 - y0) * k * f) + HEAD_H;
		n++;
	}
	in_map_order(out, n, d->token * 2.0);
	for (i = 0; i < n; i++)
		snprintf(out[i].tag, sizeof out[i].tag, "%c", 'A' + i);
	return n;
}

int
rc_insets_drop(struct rc_inset *in, int n, int drop)
{
	int i, big;

	for (; drop > 0 && n > 0; drop--, n--) {
		for (i = 1, big = 0; i < n; i++)
			if (in[i].w * in[i].h > in[big].w * in[big].h)
				big = i;
		memmove(&in[big], &in[big + 1], (size_t)(n - big - 1) *
		    sizeof in[0]);
	}
	for (i = 0; i < n; i++)
		snprintf(in[i].tag, sizeof in[i].tag, "%c", 'A' + i);
	return n;
}

double
rc_insets_place(struct rc_inset *in, int n, double narrow, double wide,
    double wide_from, double gap)
{
	double x = 0, y = 0, row = 0, w = wide_from > 0 ? narrow : wide;
	int i;

	for (i = 0; i < n; i++) {
		if (x > 0 && x + in[i].w > w) {
			x = 0;
			y += row + gap;
			row = 0;
			w = y >= wide_from ? wide : narrow;
		}
		in[i].px = x;
		in[i].py = y;
		x += in[i].w + gap;
		if (in[i].h > row)
			row = in[i].h;
	}
	return n ? y + row : 0;
}

/* The tag: a letter in a dark box, its top left corner at (x, y). */
static void
tag_box(struct rctx *c, double x, double y, const char *tag)
{
	double h, w = rc_text(c, 0, 0, tag, 11, 1, DRAW_A_NW, 0, 0, &h);

	cairo_new_path(c->cr);
	cairo_rectangle(c->cr, x, y, w + 6, h + 2);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_fill(c->cr);
	rc_text(c, x + 3, y + 1, tag, 11, 1, DRAW_A_NW, 0xFFFFFF, 1, NULL);
}

/* How many tokens the box (x, y, w, h) pixels touches. */
static int
covers(const struct rctx *c, double x, double y, double w, double h)
{
	const struct draw_token *t;
	double tx, ty, r;
	int i, n = 0;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &c->d->items[i].u.token;
		tx = rc_x(c, t->x);
		ty = rc_y(c, t->y);
		r = (t->size > 0 ? t->size : c->d->token) * c->k * 0.6;
		n += tx + r > x && tx - r < x + w && ty + r > y &&
		    ty - r < y + h;
	}
	return n;
}

void
rc_insets_outline(struct rctx *c, const struct rc_inset *in, int n)
{
	double x, y, w, h, tw, th, tx[4], ty[4], arm;
	int i, k, best, least, m;

	for (i = 0; i < n; i++) {
		x = rc_x(c, 0) + in[i].x0 * c->k;
		y = rc_y(c, 0) + in[i].y0 * c->k;
		w = (in[i].x1 - in[i].x0) * c->k;
		h = (in[i].y1 - in[i].y0) * c->k;
		/* its corners only: the fighting inside stays clear */
		arm = fmin(10, fmin(w, h) / 3);
		cairo_new_path(c->cr);
		cairo_move_to(c->cr, x, y + arm);
		cairo_line_to(c->cr, x, y);
		cairo_line_to(c->cr, x + arm, y);
		cairo_move_to(c->cr, x + w - arm, y);
		cairo_line_to(c->cr, x + w, y);
		cairo_line_to(c->cr, x + w, y + arm);
		cairo_move_to(c->cr, x + w, y + h - arm);
		cairo_line_to(c->cr, x + w, y + h);
		cairo_line_to(c->cr, x + w - arm, y + h);
		cairo_move_to(c->cr, x + arm, y + h);
		cairo_line_to(c->cr, x, y + h);
		cairo_line_to(c->cr, x, y + h - arm);
		cairo_set_line_width(c->cr, 1.8);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_stroke(c->cr);
		/* the letter just outside a corner, where it hides least */
		tw = rc_text(c, 0, 0, in[i].tag, 11, 1, DRAW_A_NW, 0, 0, &th) +
		    6;
		th += 2;
		tx[0] = x, ty[0] = y - th;		/* above, left */
		tx[1] = x + w - tw, ty[1] = y - th;	/* above, right */
		tx[2] = x, ty[2] = y + h;		/* below, left */
		tx[3] = x + w - tw, ty[3] = y + h;	/* below, right */
		for (k = 0, best = 0, least = -1; k < 4; k++)
			if ((m = covers(c, tx[k], ty[k], tw, th)) < least ||
			    least < 0) {
				least = m;
				best = k;
			}
		tag_box(c, tx[best], ty[best], in[i].tag);
	}
}

#define ELLIPSIS	"\xe2\x80\xa6"

static int
fits(struct rctx *c, const char *s, double room)
{
	return rc_text(c, 0, 0, s, 11, 0, DRAW_A_NW, 0, 0, NULL) <= room;
}

/*
 * The heading "cells, scale" within room pixels: an inset is as wide as
 * its stacks, and the names of three or four cells are wider than one
 * stack, so the list is cut after the last cell that fits ("II-D09,
 * II-D10..., 2.2x"); the map's letter says where the inset is.  If no
 * cell fits, the scale alone; if not even that, its digits that fit.
 */
static void
heading_fit(struct rctx *c, const struct rc_inset *in, double room,
    char *out, size_t n)
{
	char scale[16];
	const char *comma;
	size_t l, keep;

	snprintf(scale, sizeof scale, "%.1f\xc3\x97", in->f);
	snprintf(out, n, "%s, %s", in->cells, scale);
	if (fits(c, out, room))
		return;
	/* the longest run of whole cells that fits, then the ellipsis */
	for (keep = 0, comma = in->cells; (comma = strstr(comma, ", ")) !=
	    NULL; comma += 2) {
		l = (size_t)(comma - in->cells);
		snprintf(out, n, "%.*s" ELLIPSIS ", %s", (int)l, in->cells,
		    scale);
		if (!fits(c, out, room))
			break;
		keep = l;
	}
	if (keep > 0) {
		snprintf(out, n, "%.*s" ELLIPSIS ", %s", (int)keep, in->cells,
		    scale);
		return;
	}
	snprintf(out, n, "%s", scale);
	if (fits(c, out, room))
		return;
	snprintf(out, n, "%.1f", in->f);	/* the sign is two bytes */
	while ((l = strlen(out)) > 0 && !fits(c, out, room))
		out[l - 1] = '\0';
}

void
rc_inset_draw(struct rctx *c, const struct rc_inset *in, double x, double y)
{
	struct rctx s = *c;
	char head[DRAW_TEXT_LEN + 40];
	double bx = x, by = y + HEAD_H, bw = in->w, bh = in->h - HEAD_H;

	tag_box(c, x, y, in->tag);
	/* within the inset's own width: the next inset starts a gap away */
	heading_fit(c, in, in->w - HEAD_X - 2, head, sizeof head);
	rc_text(c, x + HEAD_X, y + 1, head, 11, 0, DRAW_A_NW, 0x1A1A1A, 1,
	    NULL);
	s.k = c->k * in->f;
	s.tok = c->d->token * s.k;
	s.ox = bx - in->x0 * s.k;
	s.oy = by - in->y0 * s.k;
	s.view_on = 1;
	s.view = (struct rc_box){ bx, by, bx + bw, by + bh };
	s.taken = NULL;
	s.ntaken = 0;
	cairo_save(c->cr);
	cairo_rectangle(c->cr, bx, by, bw, bh);
	cairo_clip(c->cr);
	rc_board_part(&s);
	cairo_restore(c->cr);
	cairo_new_path(c->cr);
	cairo_rectangle(c->cr, bx, by, bw, bh);
	cairo_set_line_width(c->cr, 1.4);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
}
