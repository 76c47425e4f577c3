/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_mine_round.c - a straight path and a round minefield (digest 4.16:
 * a 5.5" circle): how far the path runs inside it (a vehicle's white
 * dice) and the last point of the path inside it (the put-back point).
 * Whether the path meets the field at all is the plane's exact ruling
 * (plane_seg_cmp_dist_pt, bg_mine_move.c); the length and the point are
 * measured on the path cut into steps of about 1/1000" (its rounded
 * length in units), each step's point rounded half away from zero, each
 * tested exactly against the circle (on its edge counts as in): the
 * first and last points in are found by bisection from the point of the
 * path nearest the centre, since the points in form one run.  Lanes
 * through a round field (bg_clear.c): whether a stretch of a path between
 * lanes comes inside the circle, exactly (the stretch's ends are
 * fractions of the path, the squares compared in 128 bits); and how far
 * a strip across the field runs inside it, rounded outward.
 */
#include "plane_wide.h"
#include "bg.h"

/* a / b rounded half away from zero, b > 0 */
static int64_t
div_round(int64_t a, int64_t b)
{
	return a >= 0 ? (a + b / 2) / b : -((-a + b / 2) / b);
}

static struct plane_pt
step_pt(struct plane_pt a, struct plane_pt b, int64_t i, int64_t n)
{
	struct plane_pt p;

	p.x = a.x + div_round((b.x - a.x) * i, n);
	p.y = a.y + div_round((b.y - a.y) * i, n);
	return p;
}

static int
in_at(struct plane_circle c, struct plane_pt a, struct plane_pt b,
    int64_t i, int64_t n)
{
	return plane_cmp_dist(step_pt(a, b, i, n), c.c, c.r) <= 0;
}

int64_t
bg_mine_chord(const struct bg_mine *m, struct plane_pt a, struct plane_pt b,
    struct plane_pt *first, struct plane_pt *last)
{
	struct plane_circle c = bg_mine_circle(m);
	int64_t n = (int64_t)plane_isqrt_round((uint64_t)plane_dist2(a, b));
	int64_t dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
	int64_t mid, lo, hi, out, k;

	if (n == 0) {
		if (first != NULL)
			*first = a;
		if (last != NULL)
			*last = a;
		return plane_cmp_dist(a, c.c, c.r) <= 0 ? 0 : -1;
	}
	/* the step nearest the centre's projection on the path */
	mid = div_round(((c.c.x - a.x) * dx + (c.c.y - a.y) * dy) * n,
	    len2);
	mid = mid < 0 ? 0 : mid > n ? n : mid;
	if (!in_at(c, a, b, mid, n)) {
		if (mid > 0 && in_at(c, a, b, mid - 1, n))
			mid--;
		else if (mid < n && in_at(c, a, b, mid + 1, n))
			mid++;
		else
			return -1;	/* a graze between two steps */
	}
	/* first step in: lo out (or -1), mid in */
	for (out = -1, k = mid; k - out > 1;) {
		int64_t t = out + (k - out) / 2;

		if (t >= 0 && in_at(c, a, b, t, n))
			k = t;
		else
			out = t;
	}
	lo = k;
	/* last step in: mid in, out beyond (or n + 1) */
	for (out = n + 1, k = mid; out - k > 1;) {
		int64_t t = k + (out - k) / 2;

		if (in_at(c, a, b, t, n))
			k = t;
		else
			out = t;
	}
	hi = k;
	if (first != NULL)
		*first = step_pt(a, b, lo, n);
	if (last != NULL)
		*last = step_pt(a, b, hi, n);
	return hi - lo;
}

/* |q m + d n|^2 < (r m)^2: the point at t = n / m strictly inside */
static int
in_at_frac(struct plane_pt q, struct plane_pt d, int64_t r, int64_t n,
    int64_t m)
{
	int64_t vx = q.x * m + d.x * n, vy = q.y * m + d.y * n;
	struct plane_wide l = plane_wide_add(plane_wide_mul(vx, vx),
	    plane_wide_mul(vy, vy));

	return plane_wide_cmp(l, plane_wide_mul(r * m, r * m)) < 0;
}

int
bg_mine_round_meets(const struct bg_mine *m, struct plane_pt a,
    struct plane_pt b, int64_t un, int64_t ud, int64_t vn, int64_t vd)
{
	struct plane_circle c = bg_mine_circle(m);
	struct plane_pt q = { a.x - c.c.x, a.y - c.c.y };
	struct plane_pt d = { b.x - a.x, b.y - a.y };
	int64_t A = d.x * d.x + d.y * d.y, B = q.x * d.x + q.y * d.y;
	struct plane_wide cr;

	if (in_at_frac(q, d, c.r, un, ud) || in_at_frac(q, d, c.r, vn, vd))
		return 1;
	/* the nearest point to the centre, t = -B / A, inside [u, v]:
	 * there the squared distance is cross(q, d)^2 / A */
	if (A == 0 || un * A > -B * ud || -B * vd > vn * A)
		return 0;
	cr = plane_wide_mul(q.x * d.y - q.y * d.x, q.x * d.y - q.y * d.x);
	return plane_wide_cmp(cr, plane_wide_mul(c.r * c.r, A)) < 0;
}

int
bg_mine_span(const struct bg_mine *m, int ns, int64_t lo_a, int64_t hi_a,
    int64_t *lo, int64_t *hi)
{
	struct plane_circle c;
	int64_t ca, cb, dx, h2;
	uint64_t h;

	if (!m->round) {
		*lo = ns ? m->y0 : m->x0;
		*hi = ns ? m->y1 : m->x1;
		return 1;
	}
	c = bg_mine_circle(m);
	ca = ns ? c.c.x : c.c.y;	/* the centre across the strip */
	cb = ns ? c.c.y : c.c.x;	/* and along it */
	dx = ca < lo_a ? lo_a - ca : ca > hi_a ? ca - hi_a : 0;
	if (dx >= c.r)
		return 0;
	h2 = c.r * c.r - dx * dx;
	h = plane_isqrt((uint64_t)h2);
	if ((int64_t)(h * h) < h2)
		h++;		/* rounded out: the span holds the circle */
	*lo = cb - (int64_t)h;
	*hi = cb + (int64_t)h;
	return 1;
}
