/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_layout.c - a token's parts placed so none hides another
 * (render_layout.h).  The pointer comes first: it says where the unit
 * faces.  Then the combat burst, then each badge in the order of its bit,
 * each in the first place round the disc that is free: astride the rim,
 * the top corners first, then the top and the bottom (clear of the id and
 * of the second line), then the bottom corners, then the sides (the text
 * shrinks to run between them), then rings further out, so even a small token with every badge shows
 * them all.
 */
#include <math.h>
#include <string.h>

#include "render_layout.h"

#define GAP	0.5	/* pixels between two parts that must not touch */

static double
clampd(double v, double lo, double hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

double
rl_badge_r(double r)
{
	return clampd(r * 0.34, 5, 11);
}

double
rl_burst_r(double r)
{
	return clampd(r * 0.9, 10, 40) / 2;
}

/* Distance from (x, y) to the segment a-b. */
static double
seg_dist(double x, double y, const double a[2], const double b[2])
{
	double dx = b[0] - a[0], dy = b[1] - a[1], l = dx * dx + dy * dy, t;

	t = l > 0 ? ((x - a[0]) * dx + (y - a[1]) * dy) / l : 0;
	t = clampd(t, 0, 1);
	return hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

static double
cross(const double o[2], const double a[2], double x, double y)
{
	return (a[0] - o[0]) * (y - o[1]) - (a[1] - o[1]) * (x - o[0]);
}

int
rl_circle_triangle(double x, double y, double rad, const double p[3][2],
    double slack)
{
	double d0 = cross(p[0], p[1], x, y), d1 = cross(p[1], p[2], x, y),
	    d2 = cross(p[2], p[0], x, y), m;
	int i;

	if ((d0 >= 0 && d1 >= 0 && d2 >= 0) || (d0 <= 0 && d1 <= 0 &&
	    d2 <= 0))
		return 1;		/* the centre is inside */
	for (i = 0; i < 3; i++) {
		m = seg_dist(x, y, p[i], p[(i + 1) % 3]);
		if (m < rad - slack)
			return 1;
	}
	return 0;
}

static int
free_at(const struct rl_token *o, double x, double y, double rad)
{
	int i;

	if (o->has_pointer && rl_circle_triangle(x, y, rad + GAP, o->ptr, 0))
		return 0;
	for (i = 0; i < o->n; i++)
		if (hypot(x - o->spot[i].x, y - o->spot[i].y) < rad +
		    o->spot[i].r + GAP)
			return 0;
	return 1;
}

/* The first free place for a part of radius rad; 0 if none. */
static int
place(struct rl_token *o, int bit, double rad)
{
	static const double angle[] = {
		45, 315, 0, 180, 135, 225, 90, 270,
		22.5, 337.5, 157.5, 202.5, 67.5, 292.5, 112.5, 247.5,
	};
	double ring, a, x, y;
	size_t i;
	int k;

	if (o->n >= RL_MAX_SPOTS)
		return 0;
	for (k = 0; k < 5; k++) {
		/* astride the rim, then rings outward a badge apart */
		ring = k == 0 ? o->r + rad * 0.35 : o->r + rad * (1 + 2.1 * (k - 1));
		for (i = 0; i < sizeof angle / sizeof angle[0]; i++) {
			a = angle[i] * M_PI / 180.0;
			x = sin(a) * ring;
			y = -cos(a) * ring;
			if (!free_at(o, x, y, rad))
				continue;
			o->spot[o->n++] = (struct rl_spot){ bit, x, y, rad };
			return 1;
		}
	}
	return 0;
}

void
rl_token_layout(const struct draw_token *t, double r, int combat,
    struct rl_token *o)
{
	double a, dx, dy, bx, by, hw = r * 0.5;
	int b;

	memset(o, 0, sizeof *o);
	o->r = r;
	if (t->facing != DRAW_NO_FACING) {
		a = t->facing * M_PI / 180.0;
		dx = sin(a);
		dy = -cos(a);
		bx = dx * r * 0.78;
		by = dy * r * 0.78;
		o->has_pointer = 1;
		o->ptr[0][0] = dx * r * 1.45;
		o->ptr[0][1] = dy * r * 1.45;
		o->ptr[1][0] = bx - dy * hw;
		o->ptr[1][1] = by + dx * hw;
		o->ptr[2][0] = bx + dy * hw;
		o->ptr[2][1] = by - dx * hw;
	}
	if (combat)
		place(o, RL_COMBAT, rl_burst_r(r));
	for (b = 0; b < DRAW_ST_COUNT; b++) {
		if (!(t->status & (1u << b)) || (1u << b) ==
		    DRAW_ST_LAST_KNOWN || (1u << b) == DRAW_ST_LOST)
			continue;
		if ((1u << b) == DRAW_ST_SPOTTED) {
			o->ring = r + clampd(r * 0.1, 1.5, 3);
			continue;
		}
		place(o, b, rl_badge_r(r));
	}
}
