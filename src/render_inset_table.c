/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_inset_table.c - an open table's knots (render_ctx.h:
 * rc_knots_find).  A man on a large table is drawn larger than his base
 * so that he stays readable (render_table.c: rc_base_px); where men stand
 * closer than that, as in a melee or a close-order line, their discs run
 * into each other and no one can tell who is where.  Such a knot is
 * drawn again beside the map, larger, where each man has his true size
 * and room for his id (render_inset.c), the knot outlined and lettered on
 * the map.  Found from the drawing's bases only, so from what the side
 * sees: an inset shows nothing the map does not.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"

#define MAX_BASES	2000	/* more than this: no knots looked for */

struct kb {
	const struct draw_base *b;
	double r;		/* its radius as drawn, units */
	int grown;		/* drawn larger than its true size */
	int up;			/* union-find: its knot's first base */
};

static int
root(struct kb *k, int i)
{
	while (k[i].up != i)
		i = k[i].up = k[k[i].up].up;
	return i;
}

static int
in_view(const struct drawing *d, const struct draw_base *b)
{
	if (!d->frame.on)
		return 1;
	return b->x >= d->frame.x && b->x <= d->frame.x + d->width &&
	    b->y >= d->frame.y && b->y <= d->frame.y + d->height;
}

/* A knot's name: its ids, as many as fit, "+" when some do not. */
static void
name_add(struct rc_stack *s, const char *id)
{
	size_t l = strlen(s->cell);

	if (l > 0 && s->cell[l - 1] == '+')
		return;
	if (l + strlen(id) + (l ? 1 : 0) + 1 < sizeof s->cell)
		snprintf(s->cell + l, sizeof s->cell - l, "%s%s", l ? " " :
		    "", id);
	else if (l + 1 < sizeof s->cell)
		snprintf(s->cell + l, sizeof s->cell - l, "+");
}

int
rc_knots_find(const struct drawing *d, double k, struct rc_stack *s, int max)
{
	struct kb *kb;
	struct rc_stack *t;
	const struct draw_base *b;
	double w, dp, dx, dy, rr;
	int i, j, n = 0, nk = 0, *slot, seen, others;

	if (k <= 0 || max <= 0)
		return 0;
	for (i = 0; i < d->nitems; i++)
		n += d->items[i].kind == DRAW_BASE;
	if (n < 2 || n > MAX_BASES)
		return 0;
	kb = calloc((size_t)n, sizeof *kb);
	slot = calloc((size_t)n, sizeof *slot);
	if (kb == NULL || slot == NULL) {
		free(kb);
		free(slot);
		return 0;
	}
	for (i = 0, n = 0; i < d->nitems; i++) {
		b = &d->items[i].u.base;
		if (d->items[i].kind != DRAW_BASE || !in_view(d, b))
			continue;
		rc_base_px(b, k, &w, &dp);
		kb[n].b = b;
		kb[n].r = fmax(w, dp) / 2 / k;
		kb[n].grown = w > b->w * k + 0.5 || dp > b->dp * k + 0.5;
		kb[n].up = n;
		n++;
	}
	/* two bases are one knot when both are drawn larger than they are
	 * and their discs, as drawn, overlap (a man beside a gun or a
	 * wagon drawn at its size is read as he is) */
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++) {
			if (!kb[i].grown || !kb[j].grown)
				continue;
			dx = (double)kb[i].b->x - kb[j].b->x;
			dy = (double)kb[i].b->y - kb[j].b->y;
			rr = kb[i].r + kb[j].r;
			if (dx * dx + dy * dy < rr * rr)
				kb[root(kb, j)].up = root(kb, i);
		}
	for (i = 0; i < n; i++)
		slot[i] = -1;
	/* in the drawing's order, each knot of two or more with a base in
	 * sight (not only the fallen, not only old news) */
	for (i = 0; i < n; i++) {
		for (j = 0, seen = 0, others = 0; j < n; j++)
			if (root(kb, j) == root(kb, i)) {
				seen |= !(kb[j].b->status & (DRAW_ST_LOST |
				    DRAW_ST_LAST_KNOWN));
				others += j != i;
			}
		if (!others || !seen)
			continue;
		j = root(kb, i);
		if (slot[j] < 0) {
			if (nk >= max)
				continue;
			slot[j] = nk;
			memset(&s[nk], 0, sizeof s[nk]);
			s[nk].x0 = s[nk].y0 = 1e18;
			s[nk].x1 = s[nk].y1 = -1e18;
			s[nk].least = 1e18;
			nk++;
		}
		t = &s[slot[j]];
		b = kb[i].b;
		t->n++;
		/* its true size and a little round it, for the badges */
		rr = fmax(b->w, b->dp) * 0.75;
		t->x0 = fmin(t->x0, b->x - rr);
		t->x1 = fmax(t->x1, b->x + rr);
		t->y0 = fmin(t->y0, b->y - rr);
		t->y1 = fmax(t->y1, b->y + rr);
		t->least = fmin(t->least, fmin(b->w, b->dp));
		name_add(t, b->id);
	}
	/* some ground round the knot, for its ids and what it fights:
	 * at least six of its smallest men each way */
	for (i = 0; i < nk; i++) {
		rr = s[i].least * 6;
		if (s[i].x1 - s[i].x0 < rr) {
			w = (s[i].x0 + s[i].x1) / 2;
			s[i].x0 = w - rr / 2;
			s[i].x1 = w + rr / 2;
		}
		if (s[i].y1 - s[i].y0 < rr) {
			w = (s[i].y0 + s[i].y1) / 2;
			s[i].y0 = w - rr / 2;
			s[i].y1 = w + rr / 2;
		}
	}
	free(kb);
	free(slot);
	return nk;
}
