/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_pointer.c - a framed map's pointers to what lies off its
 * frame.  The frame is drawn on the fighting (drawing_frame_seen), not
 * on where an enemy was last seen far away, so such a marker (or any
 * unit of the drawing outside the frame) would be lost to the player:
 * it is pointed at from the frame's edge by a small arrow in its side's
 * colour (hollow for a last-seen marker), with its name and how far
 * beyond the edge it is ("B6 48 yd"), written inside the frame clear of
 * the men and ids on the map.  Only what the drawing holds is
 * pointed at, so a side learns nothing its picture did not show.  Men
 * who fell are not pointed at.  Open tables only: a grid game framed on
 * its fighting (highest-ground) is drawn as before.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_map.h"

#define PTR_PX		22.0	/* the arrow's length, its shaft's included */
#define PTR_HEAD	11.0	/* its head's length */
#define PTR_HALF	4.5	/* its head's half width: a slim head and a
				 * shaft, so it reads as pointing one way (a
				 * head alone as wide as long is a triangle
				 * that seems to point up) */
#define PTR_INSET	6.0	/* its tip this far inside the frame */
#define PTR_LABEL_PX	11.0
#define PTR_KEPT	64	/* labels kept apart; later ones may overlap */

/* Where the ray from the frame's middle (mx, my) toward (x, y) leaves
 * the box v shrunk by `in` pixels. */
static void
edge_hit(const struct rc_box *v, double in, double mx, double my, double x,
    double y, double *ex, double *ey)
{
	double dx = x - mx, dy = y - my, t = 1;

	if (dx > 1e-9)
		t = fmin(t, (v->x1 - in - mx) / dx);
	else if (dx < -1e-9)
		t = fmin(t, (v->x0 + in - mx) / dx);
	if (dy > 1e-9)
		t = fmin(t, (v->y1 - in - my) / dy);
	else if (dy < -1e-9)
		t = fmin(t, (v->y0 + in - my) / dy);
	t = t < 0 ? 0 : t;
	*ex = mx + dx * t;
	*ey = my + dy * t;
}

/* One pointer: the men it points at (near together off the same edge,
 * of one side, all markers or all men), their names and distances. */
#define PTR_MEN		6	/* names on one pointer; more: "+" */
#define PTR_NEAR	28.0	/* pixels apart at the edge to share one */
struct ptr {
	double ex, ey, x, y;	/* at the edge; the first man */
	double near, far;	/* distances beyond the edge, units */
	int side, old, n;
	char ids[PTR_MEN * DRAW_ID_LEN + 2];
};

/* The arrow: its tip at the edge, pointing out toward the men.  0 when
 * there is no direction. */
static int
arrow_draw(struct rctx *c, const struct ptr *p)
{
	double ux, uy, len = hypot(p->x - p->ex, p->y - p->ey), ex = p->ex,
	    ey = p->ey, hx, hy;
	unsigned rgb = drawing_ink_rgb(DRAW_INK_SIDE(p->side));

	if (len < 1)
		return 0;
	ux = (p->x - ex) / len;
	uy = (p->y - ey) / len;
	hx = ex - ux * PTR_HEAD;	/* the head's back */
	hy = ey - uy * PTR_HEAD;
	cairo_save(c->cr);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
	/* the shaft, dark under the side's colour (or the side's colour
	 * alone for a last-seen marker, as the head's ring) */
	if (!p->old)
		rc_seg(c, hx + ux, hy + uy, ex - ux * PTR_PX, ey - uy * PTR_PX,
		    4.6, 0x1A1A1A);
	rc_seg(c, hx + ux, hy + uy, ex - ux * (PTR_PX - (p->old ? 0 : 1)),
	    ey - uy * (PTR_PX - (p->old ? 0 : 1)), p->old ? 2.2 : 2.6, rgb);
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, ex, ey);
	cairo_line_to(c->cr, hx - uy * PTR_HALF, hy + ux * PTR_HALF);
	cairo_line_to(c->cr, hx + uy * PTR_HALF, hy - ux * PTR_HALF);
	cairo_close_path(c->cr);
	rc_rgb(c, p->old ? 0xFFFFFF : rgb, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, p->old ? 1.6 : 1.0);
	rc_rgb(c, p->old ? rgb : 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
	cairo_restore(c->cr);
	return 1;
}

static void
pointer_draw(struct rctx *c, const struct rc_box *v, const struct ptr *p,
    struct rc_box *kept, int *nk)
{
	double ux, uy, len = hypot(p->x - p->ex, p->y - p->ey), w, h, off, lx,
	    ly, ex = p->ex, ey = p->ey, bx = 0, by = 0;
	unsigned rgb = drawing_ink_rgb(DRAW_INK_SIDE(p->side));
	char lo[DRAW_NAME_LEN], hi[DRAW_NAME_LEN], text[sizeof p->ids +
	    2 * DRAW_NAME_LEN + 4];
	const char *u;
	struct rc_box b;
	int tries, cost, best;

	if (!arrow_draw(c, p))
		return;
	ux = (p->x - ex) / len;
	uy = (p->y - ey) / len;
	/* how far beyond the edge, in the table's measure: "21 yd",
	 * "21-30 yd" */
	drawing_length_text(c->d, (int)lround(fmin(p->near, 1e9)), lo,
	    sizeof lo);
	drawing_length_text(c->d, (int)lround(fmin(p->far, 1e9)), hi,
	    sizeof hi);
	u = strrchr(lo, ' ');
	if (strcmp(lo, hi) == 0 || u == NULL)
		snprintf(text, sizeof text, "%s %s", p->ids, lo);
	else
		snprintf(text, sizeof text, "%s %.*s-%s", p->ids, (int)(u -
		    lo), lo, hi);
	w = rc_text(c, 0, 0, text, PTR_LABEL_PX, 1, DRAW_A_CENTRE, 0, 0, &h) +
	    6;
	/* the words inside the frame, behind the arrow, moved along the
	 * edge off the words written before them */
	off = fabs(ux) * w / 2 + fabs(uy) * h / 2 + PTR_PX + 3;
	lx = ex - ux * off;
	ly = ey - uy * off;
	for (tries = 0, best = -1; tries < 12 && best != 0; tries++) {
		b = (struct rc_box){ lx - w / 2, ly - h / 2, lx + w / 2, ly +
		    h / 2 };
		/* the first place inside the frame that hides no word
		 * written before and no man or id of the map (c->taken,
		 * which the frame's pointers come after); else the least
		 * bad, in that order */
		cost = (b.x0 < v->x0 || b.x1 > v->x1 || b.y0 < v->y0 ||
		    b.y1 > v->y1 ? 4 : 0) + 2 * rc_box_hits(kept, *nk, &b) +
		    rc_box_hits(c->taken, c->ntaken, &b);
		if (best < 0 || cost < best) {
			best = cost;
			bx = lx;
			by = ly;
		}
		if (fabs(ux) > fabs(uy))
			ly += (tries % 2 ? -1 : 1) * (tries + 1) * (h + 2);
		else
			lx += (tries % 2 ? -1 : 1) * (tries + 1) * (w + 2) /
			    2;
	}
	b = (struct rc_box){ bx - w / 2, by - h / 2, bx + w / 2, by + h / 2 };
	if (fabs(bx - (ex - ux * off)) + fabs(by - (ey - uy * off)) > 1)
		/* moved along the edge: a thin line back to its arrow's
		 * tail, from the nearest point of its box */
		rc_seg(c, rc_clamp(ex - ux * PTR_PX, b.x0, b.x1), rc_clamp(ey -
		    uy * PTR_PX, b.y0, b.y1), ex - ux * PTR_PX, ey - uy *
		    PTR_PX, 1.0, p->old ? rgb : 0x4D4D4D);
	rc_boxed_text(c, bx, by, text, PTR_LABEL_PX, 0xFFFFFF, p->old ? rgb :
	    0x1A1A1A);
	if (*nk < PTR_KEPT)
		kept[(*nk)++] = b;
}

/* Man `id` at (x, y) pixels, off the frame v: onto a pointer near his
 * point of the edge, or a new one (none when all are taken). */
static void
pointer_add(const struct rctx *c, const struct rc_box *v, double x,
    double y, const char *id, int side, int old, struct ptr *p, int *np)
{
	double ex, ey, far;
	size_t at;
	int i;

	edge_hit(v, PTR_INSET, (v->x0 + v->x1) / 2, (v->y0 + v->y1) / 2, x,
	    y, &ex, &ey);
	far = hypot(x - ex, y - ey) / c->k;
	for (i = 0; i < *np; i++)
		if (p[i].side == side && p[i].old == old && hypot(p[i].ex - ex,
		    p[i].ey - ey) <= PTR_NEAR)
			break;
	if (i == *np) {
		if (*np == PTR_KEPT)
			return;
		memset(&p[i], 0, sizeof p[i]);
		p[i].ex = ex;
		p[i].ey = ey;
		p[i].x = x;
		p[i].y = y;
		p[i].near = p[i].far = far;
		p[i].side = side;
		p[i].old = old;
		(*np)++;
	}
	p[i].near = fmin(p[i].near, far);
	p[i].far = fmax(p[i].far, far);
	at = strlen(p[i].ids);
	if (p[i].n < PTR_MEN)
		snprintf(p[i].ids + at, sizeof p[i].ids - at, "%s%s", at ?
		    " " : "", id[0] ? id : "?");
	else if (p[i].n == PTR_MEN)
		snprintf(p[i].ids + at, sizeof p[i].ids - at, " +");
	p[i].n++;
}

/* Is item it a unit (not fallen) outside the frame?  Its place, side,
 * status and id. */
static int
off_frame(const struct drawing *d, const struct draw_item *it, int *x,
    int *y, int *side, unsigned *st, const char **id)
{
	if (it->kind == DRAW_BASE) {
		*x = it->u.base.x;
		*y = it->u.base.y;
		*st = it->u.base.status;
		*side = it->u.base.side;
		*id = it->u.base.id;
	} else if (it->kind == DRAW_TOKEN) {
		*x = it->u.token.x;
		*y = it->u.token.y;
		*st = it->u.token.status;
		*side = it->u.token.side;
		*id = it->u.token.id;
	} else
		return 0;
	return !(*st & DRAW_ST_LOST) && (*x < d->frame.x || *x > d->frame.x +
	    d->width || *y < d->frame.y || *y > d->frame.y + d->height);
}

int
rc_edge_pointers_drawn(const struct drawing *d)
{
	const char *id;
	unsigned st;
	int i, x, y, side;

	if (!d->frame.on || d->grid.kind != DRAW_GRID_NONE)
		return 0;
	for (i = 0; i < d->nitems; i++)
		if (off_frame(d, &d->items[i], &x, &y, &side, &st, &id))
			return 1;
	return 0;
}

void
rc_pointer_sample(struct rctx *c, double x, double y, double w, double h)
{
	struct ptr p;

	/* an arrow at the sample's right, pointing right; no words */
	memset(&p, 0, sizeof p);
	p.ex = x + w - 4;
	p.ey = y + h / 2;
	p.x = p.ex + 40;
	p.y = p.ey;
	p.side = c->d->viewer == 0 ? 1 : 0;
	arrow_draw(c, &p);
}

void
rc_edge_pointers(struct rctx *c, const struct rc_box *v)
{
	struct rc_box kept[PTR_KEPT];
	struct ptr *p;
	double x, y;
	unsigned st;
	int i, nk = 0, np = 0, side, ix, iy;
	const char *id;

	/* an open table's frame (drawing_frame_seen); a grid game framed
	 * on its fighting keeps its overview for the rest of the board */
	if (!c->d->frame.on || c->d->grid.kind != DRAW_GRID_NONE ||
	    (p = calloc(PTR_KEPT, sizeof *p)) == NULL)
		return;
	for (i = 0; i < c->d->nitems; i++) {
		if (!off_frame(c->d, &c->d->items[i], &ix, &iy, &side, &st,
		    &id))
			continue;
		x = v->x0 + (ix - c->d->frame.x) * c->k;
		y = v->y0 + (iy - c->d->frame.y) * c->k;
		pointer_add(c, v, x, y, id, side, (st & DRAW_ST_LAST_KNOWN) !=
		    0, p, &np);
	}
	for (i = 0; i < np; i++)
		pointer_draw(c, v, &p[i], kept, &nk);
	free(p);
}
