/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_ruler_fold.c - rulers from the men of one body to one mark,
 * folded: men side by side who all measured to the same enemy draw
 * tapes that run nearly on top of each other and crowd their lengths
 * round the mark (a line of four shooting at one man: four tapes in one
 * yellow band, four lengths that cannot be told apart).  Such a fan is
 * drawn as one tape, the nearest man's, with "64-67 yd" written on it,
 * and a thin line from each of the others to the mark, so every man
 * still shows whom he measured to.  Only how the picture draws them:
 * the drawing (and its JSON) keeps every ruler.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"

#define FOLD_ANGLE	0.21	/* radians (12 degrees): a narrower fan */
#define FOLD_GAP	2.6	/* its far ends within this many men's widths */
#define FOLD_MAX	256	/* rulers looked at; beyond, none folds */

/* The drawn width of the base whose rim is nearest (x, y) (drawing
 * units), pixels; a token's size when there is no base. */
static double
man_px(const struct rctx *c, int x, int y)
{
	const struct draw_base *b, *best = NULL;
	double w, dp, d, bd = 0;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_BASE)
			continue;
		b = &c->d->items[i].u.base;
		d = hypot((double)b->x - x, (double)b->y - y) - (b->w > b->dp ?
		    b->w : b->dp) / 2.0;
		if (best == NULL || d < bd) {
			best = b;
			bd = d;
		}
	}
	if (best == NULL)
		return c->tok > 0 ? c->tok : 12;
	rc_base_px(best, c->k, &w, &dp);
	return w > dp ? w : dp;
}

/* Do rulers a and b share end sa / sb (the mark), their other ends
 * close and their tapes nearly one line? */
static int
fan_pair(const struct rctx *c, const double *men, int ia, int sa, int ib,
    int sb, long long tol)
{
	const struct draw_ruling *a = &c->d->items[ia].u.ruling;
	const struct draw_ruling *b = &c->d->items[ib].u.ruling;
	const struct draw_pt *ma = &a->p[sa], *mb = &b->p[sb];
	const struct draw_pt *fa = &a->p[!sa], *fb = &b->p[!sb];
	double ax, ay, bx, by, la, lb, gap, cosang;

	if (llabs((long long)ma->x - mb->x) > tol || llabs((long long)ma->y -
	    mb->y) > tol)
		return 0;
	ax = rc_x(c, fa->x) - rc_x(c, ma->x);
	ay = rc_y(c, fa->y) - rc_y(c, ma->y);
	bx = rc_x(c, fb->x) - rc_x(c, mb->x);
	by = rc_y(c, fb->y) - rc_y(c, mb->y);
	la = hypot(ax, ay);
	lb = hypot(bx, by);
	if (la < 1 || lb < 1)
		return 0;
	cosang = (ax * bx + ay * by) / (la * lb);
	if (cosang < cos(FOLD_ANGLE))
		return 0;
	gap = hypot(rc_x(c, fa->x) - rc_x(c, fb->x), rc_y(c, fa->y) -
	    rc_y(c, fb->y));
	return gap <= FOLD_GAP * fmax(men[2 * ia + !sa], men[2 * ib + !sb]);
}

/*
 * For each item: -1 for what is no ruler or is not drawn (a repeat,
 * `skip` says), else the item whose tape stands for it (itself when it
 * is folded into no other).  A fan is grown from its first ruler: a
 * later ruler joins it when it shares the fan's mark and runs beside
 * one of its rulers; its tape is the shortest one's.  NULL when out of
 * memory (then nothing folds); `skip` may be NULL.
 */
int *
rc_ruler_folds(const struct rctx *c, int (*skip)(const struct drawing *,
    int))
{
	const struct drawing *d = c->d;
	const struct draw_ruling *r;
	long long tol = d->measure.per > 1 ? d->measure.per / 2 : 1;
	double *men;
	int *rep, *mark, i, j, k, s, grew, pass, best, n = 0;

	if (d->nitems <= 0)
		return NULL;
	rep = malloc((size_t)d->nitems * sizeof *rep);
	mark = malloc((size_t)d->nitems * sizeof *mark);
	men = malloc((size_t)d->nitems * 2 * sizeof *men);
	if (rep == NULL || mark == NULL || men == NULL) {
		free(rep);
		free(mark);
		free(men);
		return NULL;
	}
	for (i = 0; i < d->nitems; i++) {
		rep[i] = d->items[i].kind == DRAW_RULING &&
		    d->items[i].u.ruling.kind == DRAW_R_RULER && (skip == NULL ||
		    !skip(d, i)) ?
		    i : -1;
		mark[i] = -1;	/* which end of it is the fan's mark */
		if (rep[i] < 0 || ++n > FOLD_MAX)
			continue;
		r = &d->items[i].u.ruling;
		for (s = 0; s < 2; s++)
			men[2 * i + s] = man_px(c, r->p[s].x, r->p[s].y);
	}
	if (n > FOLD_MAX) {	/* too many to look at: each its own */
		free(mark);
		free(men);
		return rep;
	}
	for (i = 0; i < d->nitems; i++) {
		if (rep[i] != i || mark[i] >= 0)
			continue;
		/* i leads a fan: grow it, a few passes for men out of order */
		for (pass = 0, grew = 1; pass < 3 && grew; pass++)
			for (j = i + 1, grew = 0; j < d->nitems; j++) {
				if (rep[j] != j || mark[j] >= 0)
					continue;
				for (k = i; k < j && mark[j] < 0; k++) {
					if (rep[k] != i)
						continue;
					for (s = 0; s < 2 && mark[j] < 0; s++) {
						if (mark[k] >= 0 && mark[k] !=
						    s)
							continue;
						if (fan_pair(c, men, k, s, j,
						    0, tol) || fan_pair(c, men,
						    k, s, j, 1, tol)) {
							mark[k] = s;
							mark[j] = fan_pair(c,
							    men, k, s, j, 0,
							    tol) ? 0 : 1;
							rep[j] = i;
							grew = 1;
						}
					}
				}
			}
		if (mark[i] < 0)
			continue;
		/* the tape: the shortest, the nearest man's */
		best = i;
		for (j = i; j < d->nitems; j++)
			if (rep[j] == i && drawing_ruler_length(
			    &d->items[j].u.ruling) < drawing_ruler_length(
			    &d->items[best].u.ruling))
				best = j;
		for (j = i; j < d->nitems; j++)
			if (rep[j] == i)
				rep[j] = best;
	}
	free(mark);
	free(men);
	return rep;
}

/* The length written on tape `i`: its own, or its fan's "64-67 yd". */
void
rc_ruler_fold_text(const struct rctx *c, const int *rep, int i, char *out,
    size_t n)
{
	const struct drawing *d = c->d;
	char lo_s[DRAW_NAME_LEN], hi_s[DRAW_NAME_LEN];
	const char *lu, *hu;
	int j, len, lo, hi;

	lo = hi = drawing_ruler_length(&d->items[i].u.ruling);
	for (j = 0; rep != NULL && j < d->nitems; j++)
		if (rep[j] == i) {
			len = drawing_ruler_length(&d->items[j].u.ruling);
			lo = len < lo ? len : lo;
			hi = len > hi ? len : hi;
		}
	drawing_length_text(d, lo, lo_s, sizeof lo_s);
	drawing_length_text(d, hi, hi_s, sizeof hi_s);
	lu = strrchr(lo_s, ' ');
	hu = strrchr(hi_s, ' ');
	if (strcmp(lo_s, hi_s) == 0)
		snprintf(out, n, "%s", lo_s);
	else if (lu != NULL && hu != NULL && strcmp(lu, hu) == 0)
		snprintf(out, n, "%.*s-%s", (int)(lu - lo_s), lo_s, hi_s);
	else
		snprintf(out, n, "%s-%s", lo_s, hi_s);
}
