/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_table_labels.c - an open table's bases read: each one's badges
 * round it, clear of the other men's badges and bases where a place is
 * (a line of horse does not read "M M" on one man), and its id inside it
 * when it fits, else outside on a leader where it hides least.  Drawn
 * after every base and sight line (rc_base_labels), the boxes kept in
 * c->taken for the words and lengths written after them.  Part of
 * render_table.c's open table.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"

#define LABEL_PX	11.0	/* ids outside their bases */
#define RL_SPOTS	(DRAW_ST_COUNT + 2)	/* a token's disc and parts */

static double
deg2rad(double d)
{
	return d * M_PI / 180.0;
}

/* Half the base's extent across and down the page, pixels. */
static void
base_extent(const struct draw_base *b, double k, double *hx, double *hy)
{
	double w, dp, a;

	rc_base_px(b, k, &w, &dp);
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
	double w, dp;
	int f = b->facing == DRAW_NO_FACING ? 0 : b->facing % 180;

	rc_base_px(b, k, &w, &dp);

	if (b->shape == DRAW_B_ROUND) {
		*rw = *rh = w * 0.7;
		return;
	}
	if (b->shape == DRAW_B_VEHICLE || b->shape == DRAW_B_BOAT)
		dp *= 0.7;		/* the nose and the turret, the bow */
	else if (b->shape == DRAW_B_ANIMAL) {
		dp *= 0.6;		/* the body behind the head */
		w *= 0.8;
	}
	if (f <= 10 || f >= 170) {
		*rw = w;
		*rh = dp;
	} else if (f >= 80 && f <= 100) {
		*rw = dp;
		*rh = w;
	} else
		*rw = *rh = (w < dp ? w : dp) * 0.8;
}

/* Badges placed so far (rc_base_labels): each a circle, pixels. */
struct badges {
	struct bdg {
		double x, y, r;
	} *at;
	int n, cap;
};

/* What a badge at (x, y), radius r, would cover: another man's badge
 * (then two men's badges side by side read as one man's, "M M" on a
 * line of horse), or another man's base. */
static int
badge_hits(const struct rctx *c, const struct draw_base *self,
    const struct badges *bs, double x, double y, double r)
{
	const struct draw_base *o;
	double hx, hy;
	int i;

	for (i = 0; i < bs->n; i++)
		if (hypot(bs->at[i].x - x, bs->at[i].y - y) < bs->at[i].r + r)
			return 1;
	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_BASE || (o =
		    &c->d->items[i].u.base) == self)
			continue;
		base_extent(o, c->k, &hx, &hy);
		if (hypot(rc_x(c, o->x) - x, rc_y(c, o->y) - y) < fmin(hx, hy) +
		    r - 1)
			return 1;
	}
	return 0;
}

/*
 * Each badge round the base, at the first corner (then side) clear of
 * its front, of the badges already placed and of the other bases; where
 * none is clear, at the first corner clear of its front, as ever.  bs
 * may be NULL (nothing else to keep clear of).
 */
static void
base_badges(struct rctx *c, const struct draw_base *b, double x, double y,
    struct badges *bs)
{
	static const int slot[8] = { 45, 315, 135, 225, 90, 270, 0, 180 };
	double hx, hy, r, a, br, bx, by;
	int bit, s, diff, f = b->facing == DRAW_NO_FACING ? 0 : b->facing;
	unsigned used = 0;	/* slots taken, by bit */
	int pick;
	struct bdg *t;

	base_extent(b, c->k, &hx, &hy);
	r = hx > hy ? hx : hy;
	br = rc_clamp(r * 0.3, 5.5, 8);
	for (bit = 0; bit < DRAW_ST_COUNT; bit++) {
		if (!(b->status & (1u << bit)) ||
		    (1u << bit) == DRAW_ST_LAST_KNOWN || (1u << bit) ==
		    DRAW_ST_LOST)
			continue;
		for (s = 0, pick = -1; s < 8; s++) {
			diff = (slot[s] - f + 360) % 360;
			if ((used & (1u << s)) || (b->facing != DRAW_NO_FACING &&
			    (diff <= 30 || diff >= 330)))
				continue;
			if (pick < 0)
				pick = s;	/* the first free: as ever */
			a = deg2rad(slot[s]);
			if (bs != NULL && !badge_hits(c, b, bs, x + sin(a) * hx,
			    y - cos(a) * hy, br)) {
				pick = s;
				break;
			}
		}
		if (pick < 0)
			return;
		used |= 1u << pick;
		a = deg2rad(slot[pick]);
		bx = x + sin(a) * hx;
		by = y - cos(a) * hy;
		rc_badge(c, bx, by, br, bit);
		if (bs != NULL && bs->n == bs->cap && (t = realloc(bs->at,
		    ((size_t)bs->cap + 64) * sizeof *t)) != NULL) {
			bs->at = t;
			bs->cap += 64;
		}
		if (bs != NULL && bs->n < bs->cap)
			bs->at[bs->n++] = (struct bdg){ bx, by, br };
	}
}

/* Token item i's disc and badges, as placed, so the men's badges keep
 * off them. */
static void
token_badges(const struct rctx *c, int i, struct badges *bs)
{
	double at[RL_SPOTS][3];
	struct bdg *t;
	int n, k;

	n = rc_token_circles(c, i, at, RL_SPOTS);
	for (k = 0; k < n; k++) {
		if (bs->n == bs->cap) {
			if ((t = realloc(bs->at, ((size_t)bs->cap + 64) *
			    sizeof *t)) == NULL)
				return;
			bs->at = t;
			bs->cap += 64;
		}
		bs->at[bs->n++] = (struct bdg){ at[k][0], at[k][1], at[k][2] };
	}
}

/* The id inside the base when it fits at a readable size: 1 if drawn. */
static int
label_inside(struct rctx *c, const struct draw_base *b, double x, double y)
{
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(b->side)), ink;
	double rw, rh, px, w, h = 0, fx, fy;

	/* a last-known marker is hollow: its id in the side's colour */
	if (b->status & DRAW_ST_LAST_KNOWN)
		ink = rc_dark(side) ? side : 0x1A1A1A;
	else
		ink = rc_dark(side) ? 0xFFFFFF : 0x1A1A1A;
	if (b->shape == DRAW_B_ANIMAL)	/* its pack on its back: no room */
		return 0;
	base_room(b, c->k, &rw, &rh);
	/* a round base's id a little back from its dark front edge, which
	 * would otherwise run through it */
	if (b->shape == DRAW_B_ROUND && b->facing != DRAW_NO_FACING) {
		rc_base_px(b, c->k, &w, &h);
		rc_bearing_vec(b->facing, &fx, &fy);
		x -= fx * rc_clamp(w * 0.18, 2.0, 4.0) * 0.5;
		y -= fy * rc_clamp(w * 0.18, 2.0, 4.0) * 0.5;
		h = 0;
	}
	for (px = rc_clamp(rh * 0.6, 9, 16); px >= 9; px -= 0.5) {
		w = rc_text(c, 0, 0, b->id, px, 1, DRAW_A_CENTRE, ink, 0, &h);
		if (w <= rw * 0.92 && h <= rh * 1.05)
			break;
	}
	if (px < 9)
		return 0;
	if (b->sub[0] && h * 2 <= rh * 1.05 && rc_text(c, 0, 0, b->sub,
	    px * 0.8, 0, DRAW_A_CENTRE, ink, 0, NULL) <= rw * 0.92) {
		rc_text(c, x, y - h * 0.42, b->id, px, 1, DRAW_A_CENTRE, ink,
		    1, NULL);
		rc_text(c, x, y + h * 0.5, b->sub, px * 0.8, 0, DRAW_A_CENTRE,
		    ink, 1, NULL);
	} else
		rc_text(c, x, y, b->id, px, 1, DRAW_A_CENTRE, ink, 1, NULL);
	return 1;
}

/*
 * Ids outside their bases, clustered men included.  Each id goes in a
 * box behind its base (away from its front) when that place is free of
 * every other base, its badges and the ids placed before it; else in the
 * first free place round the base (behind first, then turning toward the
 * sides, the front last), a little further out ring by ring, with a thin
 * leader back to its base; where nothing is free, where it hides least.
 * So in a knot of men each id stays readable and points at its man.
 */
struct rbox {
	double x0, y0, x1, y1;
};

static double
overlap(const struct rbox *a, const struct rbox *b)
{
	double w = (a->x1 < b->x1 ? a->x1 : b->x1) - (a->x0 > b->x0 ? a->x0 :
	    b->x0);
	double h = (a->y1 < b->y1 ? a->y1 : b->y1) - (a->y0 > b->y0 ? a->y0 :
	    b->y0);

	return w > 0 && h > 0 ? w * h : 0;
}

/* A base's box on the page with room for its badges. */
static struct rbox
base_box(const struct rctx *c, const struct draw_base *b)
{
	double hx, hy, x = rc_x(c, b->x), y = rc_y(c, b->y), pad = 1;

	base_extent(b, c->k, &hx, &hy);
	if (b->status & ~(unsigned)DRAW_ST_LAST_KNOWN)
		pad = rc_clamp((hx > hy ? hx : hy) * 0.3, 5.5, 8);
	return (struct rbox){ x - hx - pad, y - hy - pad, x + hx + pad, y +
	    hy + pad };
}

/* The rulers and sight lines on the picture, pixels: an id written on
 * one hides the tape (a mortar's ruler run through a rifleman's "R"),
 * so ids are placed off them where a place is. */
struct lines {
	struct rbox *seg;	/* x0,y0 - x1,y1: one segment each */
	int n;
	struct rbox *tok;	/* each unit's token (its id), pointer
				 * included, which an id would cover */
	int ntok;
};

static void
lines_find(const struct rctx *c, struct lines *ls)
{
	const struct draw_ruling *r;
	int i;

	ls->n = ls->ntok = 0;
	ls->seg = calloc((size_t)c->d->nitems + 1, sizeof *ls->seg);
	ls->tok = calloc((size_t)c->d->nitems + 1, sizeof *ls->tok);
	for (i = 0; i < c->d->nitems && ls->tok != NULL; i++) {
		const struct draw_token *t = &c->d->items[i].u.token;
		double x, y, h;

		if (c->d->items[i].kind != DRAW_TOKEN)
			continue;
		rc_token_spot(c, i, &x, &y);
		h = (t->size > 0 ? t->size : c->d->token) * c->k / 2 *
		    (t->facing != DRAW_NO_FACING ? 1.45 : 1);
		ls->tok[ls->ntok++] = (struct rbox){ x - h, y - h, x + h,
		    y + h };
	}
	for (i = 0; i < c->d->nitems && ls->seg != NULL; i++) {
		if (c->d->items[i].kind != DRAW_RULING)
			continue;
		r = &c->d->items[i].u.ruling;
		if ((r->kind == DRAW_R_RULER || r->kind == DRAW_R_SIGHT) &&
		    r->n >= 2)
			ls->seg[ls->n++] = (struct rbox){ rc_x(c, r->p[0].x),
			    rc_y(c, r->p[0].y), rc_x(c, r->p[1].x), rc_y(c,
			    r->p[1].y) };
	}
}

/* Does the segment s (x0,y0 - x1,y1) cross the box b, grown by g pixels
 * (Liang-Barsky clipping)? */
static int
seg_in_box(const struct rbox *s, const struct rbox *b, double g)
{
	double t0 = 0, t1 = 1, dx = s->x1 - s->x0, dy = s->y1 - s->y0, t;
	double p[4] = { -dx, dx, -dy, dy };
	double q[4] = { s->x0 - (b->x0 - g), b->x1 + g - s->x0, s->y0 -
	    (b->y0 - g), b->y1 + g - s->y0 };
	int i;

	for (i = 0; i < 4; i++) {
		if (fabs(p[i]) < 1e-9) {
			if (q[i] < 0)
				return 0;
			continue;
		}
		t = q[i] / p[i];
		if (p[i] < 0 && t > t0)
			t0 = t;
		else if (p[i] > 0 && t < t1)
			t1 = t;
		if (t0 > t1)
			return 0;
	}
	return 1;
}

/* What a label box at `r` costs: the area it hides of other bases and of
 * the ids placed, its own area for each ruler or sight line it lies on,
 * and what falls off the board. */
static double
label_cost(const struct rbox *r, const struct rbox *bx, int nb, int self,
    const struct rbox *lab, int nl, const struct rbox *vis,
    const struct lines *ls)
{
	double cost = 0, in;
	int i;

	for (i = 0; i < nb; i++)
		if (i != self)
			cost += overlap(r, &bx[i]);
	for (i = 0; i < nl; i++)
		cost += 2 * overlap(r, &lab[i]);
	for (i = 0; ls != NULL && i < ls->n; i++)
		if (seg_in_box(&ls->seg[i], r, 2))
			cost += (r->x1 - r->x0) * (r->y1 - r->y0);
	for (i = 0; ls != NULL && i < ls->ntok; i++)
		cost += 2 * overlap(r, &ls->tok[i]);
	in = overlap(r, vis);
	cost += 4 * ((r->x1 - r->x0) * (r->y1 - r->y0) - in);
	return cost;
}

static void
label_outside(struct rctx *c, const struct draw_base *b, const struct rbox *bx,
    int nb, int self, struct rbox *lab, int *nl, const struct rbox *vis,
    const struct lines *ls)
{
	static const int turn[8] = { 0, 45, -45, 90, -90, 135, -135, 180 };
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(b->side));
	char both[DRAW_ID_LEN + DRAW_SUB_LEN + 2];
	double x = rc_x(c, b->x), y = rc_y(c, b->y), w, h, hx, hy, dx, dy, d;
	double best = -1, cost, bxp = x, byp = y + 20, lx, ly;
	struct rbox r;
	int ring, t, back, best_ring = 0;

	snprintf(both, sizeof both, "%s%s%s", b->id, b->sub[0] ? " " : "",
	    b->sub);
	w = rc_text(c, 0, 0, both, LABEL_PX, 1, DRAW_A_CENTRE, 0, 0, &h) + 6;
	base_extent(b, c->k, &hx, &hy);
	back = (b->facing == DRAW_NO_FACING ? 0 : b->facing) + 180;
	for (ring = 0; ring < 4 && best != 0; ring++)
		for (t = 0; t < 8 && best != 0; t++) {
			rc_bearing_vec(back + turn[t], &dx, &dy);
			/* the nearest place in that direction where the box
			 * clears the base's own box, then ring by ring out */
			d = 1e9;
			if (fabs(dx) > 1e-6)
				d = (hx + w / 2 + 2) / fabs(dx);
			if (fabs(dy) > 1e-6 && (hy + h / 2 + 2) / fabs(dy) < d)
				d = (hy + h / 2 + 2) / fabs(dy);
			d += ring * (h + 4);
			lx = x + dx * d;
			ly = y + dy * d;
			r = (struct rbox){ lx - w / 2, ly - h / 2, lx + w / 2,
			    ly + h / 2 };
			cost = label_cost(&r, bx, nb, self, lab, *nl, vis, ls);
			if (best < 0 || cost < best) {
				best = cost;
				bxp = lx;
				byp = ly;
				best_ring = ring;
			}
		}
	if (best_ring > 0) {	/* a leader from the base to its id */
		dx = bxp - x;
		dy = byp - y;
		d = hypot(dx, dy);
		if (d > 1e-6)
			rc_seg(c, x + dx / d * (hx < hy ? hx : hy), y + dy / d *
			    (hx < hy ? hx : hy), bxp, byp, 1.0, 0x4D4D4D);
	}
	rc_boxed_text(c, bxp, byp, both, LABEL_PX, (b->status & DRAW_ST_LOST) ?
	    0xE4E4E4 : side, (b->status & DRAW_ST_LOST) ? side : 0x1A1A1A);
	lab[(*nl)++] = (struct rbox){ bxp - w / 2, byp - h / 2, bxp + w / 2,
	    byp + h / 2 };
}

/* Does base i's disc, as drawn, run into another's (men on one spot)?
 * Then its id goes outside, on a leader, where each can be read. */
static int
crowded(const struct rctx *c, int i)
{
	const struct draw_base *a = &c->d->items[i].u.base, *b;
	double wa, da, wb, db, dx, dy, rr;
	int j;

	rc_base_px(a, c->k, &wa, &da);
	for (j = 0; j < c->d->nitems; j++) {
		if (j == i || c->d->items[j].kind != DRAW_BASE)
			continue;
		b = &c->d->items[j].u.base;
		if (b->status & DRAW_ST_LAST_KNOWN)
			continue;
		rc_base_px(b, c->k, &wb, &db);
		dx = (a->x - b->x) * c->k;
		dy = (a->y - b->y) * c->k;
		rr = (fmax(wa, da) + fmax(wb, db)) / 2 - 1;
		if (dx * dx + dy * dy < rr * rr)
			return 1;
	}
	return 0;
}

/* Is the base's centre on the part of the board drawn? */
static int
in_vis(const struct rctx *c, const struct draw_base *b,
    const struct rbox *vis)
{
	double x = rc_x(c, b->x), y = rc_y(c, b->y);

	return x >= vis->x0 && x <= vis->x1 && y >= vis->y0 && y <= vis->y1;
}

/* Badges, then ids, after every base and sight line: none covers an
 * id, and no id another. */
void
rc_base_labels(struct rctx *c)
{
	const struct draw_item *it;
	struct rbox *bx, *lab, vis;
	struct badges bs = { NULL, 0, 0 };
	struct lines ls;
	int *of, i, nb = 0, nl = 0;

	/* the tokens drawn before: a squad's token stands by its men,
	 * and its leader's star must not sit on its own (two stars read as
	 * one smudge), nor a man's badge on its name */
	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_TOKEN)
			token_badges(c, i, &bs);
	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		if (it->kind == DRAW_BASE)
			base_badges(c, &it->u.base, rc_x(c, it->u.base.x),
			    rc_y(c, it->u.base.y), &bs);
	}
	free(bs.at);
	bx = calloc((size_t)c->d->nitems + 1, sizeof *bx);
	lab = calloc((size_t)c->d->nitems + 1, sizeof *lab);
	of = calloc((size_t)c->d->nitems + 1, sizeof *of);
	if (bx == NULL || lab == NULL || of == NULL) {
		free(bx);
		free(lab);
		free(of);
		return;
	}
	lines_find(c, &ls);
	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_BASE) {
			of[i] = nb;
			bx[nb++] = base_box(c, &c->d->items[i].u.base);
		}
	/* the part of the board on the page (a framed one: its frame) */
	vis = (struct rbox){ rc_x(c, c->d->frame.on ? c->d->frame.x : 0),
	    rc_y(c, c->d->frame.on ? c->d->frame.y : 0), 0, 0 };
	vis.x1 = vis.x0 + c->d->width * c->k;
	vis.y1 = vis.y0 + c->d->height * c->k;
	if (c->view_on)		/* an inset: its box */
		vis = (struct rbox){ c->view.x0, c->view.y0, c->view.x1,
		    c->view.y1 };
	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		/* a base off the frame has no id on it: the id would
		 * stand alone at the edge, pointing at nothing (the
		 * overview shows where it is) */
		if (it->kind == DRAW_BASE && !in_vis(c, &it->u.base, &vis))
			continue;
		/* a fallen man's id beside his cross, never on it */
		if (it->kind == DRAW_BASE && ((it->u.base.status &
		    DRAW_ST_LOST) || crowded(c, i) || !label_inside(c,
		    &it->u.base, rc_x(c, it->u.base.x), rc_y(c,
		    it->u.base.y))))
			label_outside(c, &it->u.base, bx, nb, of[i], lab, &nl,
			    &vis, &ls);
	}
	/* kept for the rulers' lengths (render_ruling.c) */
	free(c->taken);
	c->ntaken = 0;
	if ((c->taken = calloc((size_t)(nb + nl) + 1, sizeof *c->taken)) !=
	    NULL) {
		for (i = 0; i < nb; i++)
			c->taken[c->ntaken++] = (struct rc_box){ bx[i].x0,
			    bx[i].y0, bx[i].x1, bx[i].y1 };
		for (i = 0; i < nl; i++)
			c->taken[c->ntaken++] = (struct rc_box){ lab[i].x0,
			    lab[i].y0, lab[i].x1, lab[i].y1 };
	}
	free(ls.seg);
	free(ls.tok);
	free(bx);
	free(lab);
	free(of);
}
