/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing_frame.c - an open table framed on what its side sees
 * (drawing.h: drawing_frame_seen).  The box is read from the drawing
 * itself, after the module has drawn everything, so it can only hold what
 * the side was shown: an enemy it does not see is not drawn, so it
 * cannot move the frame nor change the zoom.  Where an enemy was last
 * seen is not framed (old news far off would widen the frame until the
 * fight's men are small): the renderer points to a marker off the frame
 * from its edge, with its name and distance.  Only a side that sees
 * nothing but such markers is framed on them.  A "fell here" marker is
 * not framed.  Integers only.
 */
#include <string.h>

#include "drawing.h"
#include "drawing_priv.h"

struct fbox {
	long long x0, y0, x1, y1;
	int any;
};

static void
add(struct fbox *b, long long x, long long y, long long r)
{
	if (!b->any || x - r < b->x0)
		b->x0 = x - r;
	if (!b->any || y - r < b->y0)
		b->y0 = y - r;
	if (!b->any || x + r > b->x1)
		b->x1 = x + r;
	if (!b->any || y + r > b->y1)
		b->y1 = y + r;
	b->any = 1;
}

static void
add_pts(struct fbox *b, const struct drawing *d, int first, int n)
{
	int k;

	for (k = 0; k < n && first + k < d->npts; k++)
		add(b, d->pts[first + k].x, d->pts[first + k].y, 0);
}

/* What the side sees: bases and units in sight (with `old` 1, where
 * enemies were last seen too; never where men fell), this phase's
 * arrows and fire lines, zones, rulings and templates. */
static void
seen_box(const struct drawing *d, struct fbox *b, int old)
{
	const struct draw_item *it;
	const struct draw_ruling *r;
	int i, k;

	memset(b, 0, sizeof *b);
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		switch (it->kind) {
		case DRAW_BASE:
			if ((it->u.base.status & DRAW_ST_LOST) || (!old &&
			    (it->u.base.status & DRAW_ST_LAST_KNOWN)))
				break;
			add(b, it->u.base.x, it->u.base.y, (it->u.base.w >
			    it->u.base.dp ? it->u.base.w : it->u.base.dp) / 2);
			break;
		case DRAW_TOKEN:
			if ((it->u.token.status & DRAW_ST_LOST) || (!old &&
			    (it->u.token.status & DRAW_ST_LAST_KNOWN)))
				break;
			add(b, it->u.token.x, it->u.token.y, 0);
			break;
		case DRAW_LINE:
			if (it->u.line.kind >= DRAW_L_MOVE &&
			    it->u.line.kind <= DRAW_L_FIRE)
				add_pts(b, d, it->u.line.first, it->u.line.n);
			break;
		case DRAW_POLY:		/* a zone drawn this phase */
			add_pts(b, d, it->u.poly.first, it->u.poly.n);
			break;
		case DRAW_MARK:
			if (it->u.mark.kind == DRAW_M_COMBAT)
				add(b, it->u.mark.x, it->u.mark.y, 0);
			break;
		case DRAW_RULING:
			r = &it->u.ruling;
			if (r->kind == DRAW_R_BLAST)
				add(b, r->p[0].x, r->p[0].y, r->radius);
			else if (r->kind == DRAW_R_ARC)	/* its reach is
							 * what it could do */
				add(b, r->p[0].x, r->p[0].y, 0);
			else
				for (k = 0; k < r->n; k++)
					add(b, r->p[k].x, r->p[k].y, 0);
			break;
		default:
			break;
		}
	}
}

/* lo..hi grown to at least `min` about its middle, then moved (not
 * shrunk) to lie within 0..max; never more than max. */
static void
span(long long *lo, long long *hi, long long min, long long max)
{
	long long grow;

	if (min > max)
		min = max;
	if (*hi - *lo < min) {
		grow = min - (*hi - *lo);
		*lo -= grow / 2;
		*hi = *lo + min;
	}
	if (*hi - *lo > max) {
		*lo = 0;
		*hi = max;
	}
	if (*lo < 0) {
		*hi -= *lo;
		*lo = 0;
	}
	if (*hi > max) {
		*lo -= *hi - max;
		*hi = max;
	}
}

int
drawing_frame_seen(struct drawing *d, const struct draw_framing *f)
{
	struct fbox b;
	long long w, h, big, tok;

	if (d->failed)
		return d->failed;
	if (f == NULL || d->frame.on || f->margin < 0 || f->min_w < 0 ||
	    f->min_h < 0 || f->most < 0 || f->most > 100 || f->span < 0 ||
	    (f->span > 0 && (f->token_min <= 0 || f->token_max <
	    f->token_min)))
		return drawing_priv_fail(d, PBEM_ERR_USAGE);
	seen_box(d, &b, 0);
	if (!b.any)
		seen_box(d, &b, 1);
	w = d->width;
	h = d->height;
	if (b.any) {
		b.x0 -= f->margin;
		b.y0 -= f->margin;
		b.x1 += f->margin;
		b.y1 += f->margin;
		span(&b.x0, &b.x1, f->min_w, d->width);
		span(&b.y0, &b.y1, f->min_h, d->height);
		if ((b.x1 - b.x0) * (b.y1 - b.y0) * 100 <= (long long)f->most *
		    d->width * d->height) {
			w = b.x1 - b.x0;
			h = b.y1 - b.y0;
		} else
			b.any = 0;	/* the whole table reads as well */
	}
	if (f->span > 0) {		/* the zoom: the long side in tokens */
		big = w > h ? w : h;
		tok = big / f->span;
		tok = tok < f->token_min ? f->token_min : tok > f->token_max ?
		    f->token_max : tok;
		if (tok > (w < h ? w : h))
			tok = w < h ? w : h;
		d->token = (int)(tok > 0 ? tok : 1);
	}
	if (!b.any)
		return PBEM_OK;
	return drawing_frame(d, (int)b.x0, (int)b.y0, (int)w, (int)h);
}
