/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_star.c - where an objective's star goes: clear of units,
 * markers and the stars placed before it, a line back to its ring when
 * it had to move out of the cell.  Part of the board (render_map.c).
 */
#include <math.h>
#include <string.h>

#include "render_map.h"
#include "render_layout.h"

/* How many units, markers and stars placed before (their badges'
 * margin included) the star of radius s centred at (x, y) pixels would
 * cover. */
static int
star_hides(const struct rctx *c, double x, double y, double s)
{
	const struct drawing *d = c->d;
	const struct draw_token *t;
	double r, tr, tx, ty;
	int i, n = 0;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &d->items[i].u.token;
		r = (t->size > 0 ? t->size : d->token) * c->k / 2;
		/* a small token's badges stand out further */
		tr = t->status & ~(DRAW_ST_LOST | DRAW_ST_LAST_KNOWN) ? r +
		    rl_badge_r(r) * 1.4 : r * 1.1;
		rc_token_spot(c, i, &tx, &ty);
		n += hypot(tx - x, ty - y) < tr + s + 1.5;
	}
	for (i = 0; i < c->nstars; i++)
		n += hypot(c->star[i].x - x, c->star[i].y - y) < c->star[i].s +
		    s + 2;
	return n;
}

/* Is the star of radius s at (x, y) pixels wholly on the board as shown
 * (a framed map: its frame)? */
static int
on_board(const struct rctx *c, double x, double y, double s)
{
	const struct drawing *d = c->d;
	double x0 = rc_x(c, d->frame.on ? d->frame.x : 0),
	    y0 = rc_y(c, d->frame.on ? d->frame.y : 0);

	return x - s >= x0 && y - s >= y0 && x + s <= x0 + d->width * c->k &&
	    y + s <= y0 + d->height * c->k;
}

/*
 * Where an objective's star goes, and how large (f: of its full size):
 * on top of its ring (x, y - r) unless a unit stands there (a stack fans
 * out over the ring), then the first place round the ring where it hides
 * no unit and no other star, in the cell first (toward its corners, a
 * smaller star if it must be), then further out each time, up to about
 * two hexes away (a crowded hex: the unit holding it with stacks all
 * round), its line leading back; failing all, the one where it hides
 * fewest.  The star is drawn over the units, so this is all that keeps
 * it off them and their labels.
 */
static void
star_spot(const struct rctx *c, double x, double y, double r, double *sx,
    double *sy, double *f)
{
	static const int deg[] = { 0, 30, -30, 60, -60, 90, -90, 120, -120,
	    150, -150, 180 };
	/* size, then distance (of r): inside the cell first, a smaller
	 * star rather than one in the next cell; then further out */
	static const double tries[][2] = {
		{ 1, 1 }, { 1, 1.2 }, { 0.8, 1 }, { 0.8, 1.2 }, { 0.65, 1 },
		{ 0.65, 1.2 }, { 0.65, 0.8 }, { 1, 1.45 }, { 1, 1.9 },
		{ 1, 2.35 }, { 1, 2.8 }, { 1, 3.3 }, { 1, 3.8 }, { 1, 4.4 },
		{ 1, 5 }, { 1, 5.6 },
	};
	double s = r * 0.62, d, a, bx = x, by = y - r, cx, cy;
	int best = star_hides(c, bx, by, s), n, i;
	size_t t;

	*f = 1;
	for (t = 0; t < sizeof tries / sizeof tries[0] && best > 0; t++) {
		d = r * tries[t][1];
		for (i = 0; i < (int)(sizeof deg / sizeof deg[0]); i++) {
			a = deg[i] * M_PI / 180;
			cx = x + d * sin(a);
			cy = y - d * cos(a);
			if (!on_board(c, cx, cy, s * tries[t][0]))
				continue;	/* cut off at the edge */
			n = star_hides(c, cx, cy, s * tries[t][0]);
			if (n == 0 || (tries[t][0] == 1 && n < best)) {
				best = n;
				bx = cx;
				by = cy;
				*f = tries[t][0];
			}
			if (n == 0) {
				*sx = bx;
				*sy = by;
				return;
			}
		}
	}
	*sx = bx;
	*sy = by;
}

void
rc_objective_place(struct rctx *c, const struct draw_item *it, double *sx,
    double *sy, double *f)
{
	double x = rc_x(c, it->u.obj.x), y = rc_y(c, it->u.obj.y),
	    r = c->tok * 0.62;

	*sx = x;
	*sy = y - r;
	*f = 1;
	/* a long label's box hangs under the ring: that one stays put */
	if (strlen(it->u.obj.label) <= 3)
		star_spot(c, x, y, r, sx, sy, f);
	if (c->nstars < RC_MAX_STARS) {
		c->star[c->nstars].x = *sx;
		c->star[c->nstars].y = *sy;
		c->star[c->nstars++].s = r * *f * 0.62;
	}
}

/* An objective's star (and its label), where it hides no unit. */
void
rc_objective_star(struct rctx *c, const struct draw_item *it)
{
	double x = rc_x(c, it->u.obj.x), y = rc_y(c, it->u.obj.y),
	    r = c->tok * 0.62, sx, sy, f, d;

	rc_objective_place(c, it, &sx, &sy, &f);
	d = hypot(sx - x, sy - y);
	if (d > r * 1.3)	/* pushed out of its cell: a line to its ring */
		rc_seg(c, x + (sx - x) * r / d, y + (sy - y) * r / d, sx - (sx -
		    x) * r * f * 0.5 / d, sy - (sy - y) * r * f * 0.5 / d, 1.2,
		    0x1A1A1A);
	rc_objective_label(c, sx, sy + r * f, r * f, it->u.obj.label);
}
