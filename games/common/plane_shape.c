/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_shape.c - bases and vehicles on the exact plane (plane.h):
 * a turned rectangle's corners, which side of a base a point is on, and
 * the gap edge to edge between two bases; and bands (polylines with
 * width).
 *
 * A rectangle is ruled as the quadrilateral of its rounded corners
 * (plane_rect_corners), so what the map draws is exactly what is ruled.
 * The diagonals are the rays from the centre through the corners.
 */
#include "plane_inner.h"

/* The unrounded offsets, times 2 * PLANE_TRIG_ONE: front F, right R. */
static void
rect_axes(const struct plane_rect *r, int64_t *fx, int64_t *fy,
    int64_t *rx, int64_t *ry)
{
	int64_t s = plane_sin(r->facing), c = plane_cos(r->facing);

	*fx = s * r->d;			/* F = (sin, -cos) * d */
	*fy = -c * r->d;
	*rx = c * r->w;			/* R = (cos, sin) * w, a right turn */
	*ry = s * r->w;
}

static struct plane_pt
offset(struct plane_pt c, int64_t x, int64_t y)
{
	struct plane_pt p;

	p.x = plane_round_at(c.x, plane_wide_from(x), 2 * PLANE_TRIG_ONE);
	p.y = plane_round_at(c.y, plane_wide_from(y), 2 * PLANE_TRIG_ONE);
	return p;
}

void
plane_rect_corners(const struct plane_rect *r, struct plane_pt out[4])
{
	int64_t fx, fy, rx, ry;

	rect_axes(r, &fx, &fy, &rx, &ry);
	out[0] = offset(r->c, fx - rx, fy - ry);	/* front left */
	out[1] = offset(r->c, fx + rx, fy + ry);	/* front right */
	out[2] = offset(r->c, -fx + rx, -fy + ry);	/* rear right */
	out[3] = offset(r->c, -fx - rx, -fy - ry);	/* rear left */
}

struct plane_pt
plane_rect_front(const struct plane_rect *r)
{
	int64_t fx, fy, rx, ry;

	rect_axes(r, &fx, &fy, &rx, &ry);
	return offset(r->c, fx, fy);
}

static struct plane_pt
base_centre(const struct plane_base *b)
{
	return b->kind == PLANE_ROUND ? b->round.c : b->rect.c;
}

static int64_t
cross_at(struct plane_pt c, struct plane_pt u, struct plane_pt p)
{
	return plane_cross(u.x - c.x, u.y - c.y, p.x - c.x, p.y - c.y);
}

/*
 * Front and rear are the closed wedges between the diagonals (for a
 * round base, the table directions 45 degrees either side of the
 * facing); the flanks are what is left, told apart by the facing.
 */
enum plane_quarter
plane_base_quarter(const struct plane_base *b, struct plane_pt p)
{
	struct plane_pt k[4], c = base_centre(b);
	int64_t fx, fy;
	int facing;

	if (b->kind == PLANE_RECT) {
		plane_rect_corners(&b->rect, k);
		facing = b->rect.facing;
		if (cross_at(c, k[0], p) >= 0 && cross_at(c, k[1], p) <= 0)
			return PLANE_FRONT;
		if (cross_at(c, k[2], p) >= 0 && cross_at(c, k[3], p) <= 0)
			return PLANE_REAR;
	} else {
		facing = b->facing;
		if (plane_in_arc(c, facing, 45, p))
			return PLANE_FRONT;
		if (plane_in_arc(c, facing + 180, 45, p))
			return PLANE_REAR;
	}
	plane_half_dir(2 * plane_deg_norm(facing), &fx, &fy);
	return plane_cross(fx, fy, p.x - c.x, p.y - c.y) > 0 ?
	    PLANE_RIGHT : PLANE_LEFT;
}

int
plane_base_contains(const struct plane_base *b, struct plane_pt p)
{
	struct plane_pt k[4];
	struct plane_poly q = { k, 4 };

	if (b->kind == PLANE_ROUND)
		return plane_cmp_dist(b->round.c, p, b->round.r) <= 0;
	plane_rect_corners(&b->rect, k);
	return plane_poly_where(q, p) != PLANE_OUT;
}

int
plane_base_cmp_centres(const struct plane_base *a, const struct plane_base *b,
    int64_t r)
{
	return plane_cmp_dist(base_centre(a), base_centre(b), r);
}

static struct plane_seg
edge(const struct plane_pt k[4], int i)
{
	struct plane_seg s;

	s.a = k[i];
	s.b = k[(i + 1) % 4];
	return s;
}

/* 1 if the two quadrilaterals share a point. */
static int
quads_meet(const struct plane_pt p[4], const struct plane_pt q[4])
{
	struct plane_poly pp = { p, 4 }, qq = { q, 4 };
	int i, j;

	for (i = 0; i < 4; i++)
		for (j = 0; j < 4; j++)
			if (plane_seg_meet(edge(p, i), edge(q, j)) !=
			    PLANE_X_NONE)
				return 1;
	return plane_poly_where(qq, p[0]) != PLANE_OUT ||
	    plane_poly_where(pp, q[0]) != PLANE_OUT;
}

/* Sign of (min over the edges of dist(edge, c)) - len. */
static int
quad_cmp_dist_pt(const struct plane_pt k[4], struct plane_pt c, int64_t len)
{
	int i, s, best = 1;

	for (i = 0; i < 4; i++) {
		s = plane_seg_cmp_dist_pt(edge(k, i), c, len);
		best = s < best ? s : best;
	}
	return best;
}

static int
zero_gap(int64_t r)
{
	return r > 0 ? -1 : r < 0;
}

/* Sign of (gap - r) between a round base and a rectangle's corners. */
static int
round_rect_cmp(const struct plane_circle *o, const struct plane_pt k[4],
    int64_t r)
{
	struct plane_poly q = { k, 4 };

	if (plane_poly_where(q, o->c) != PLANE_OUT ||
	    quad_cmp_dist_pt(k, o->c, o->r) <= 0)
		return zero_gap(r);
	return quad_cmp_dist_pt(k, o->c, o->r + r);
}

int
plane_base_cmp_gap(const struct plane_base *a, const struct plane_base *b,
    int64_t r)
{
	struct plane_pt ka[4], kb[4];
	int i, j, s, best = 1;

	if (a->kind == PLANE_ROUND && b->kind == PLANE_ROUND) {
		if (plane_cmp_dist(a->round.c, b->round.c,
		    a->round.r + b->round.r) <= 0)
			return zero_gap(r);
		return plane_cmp_dist(a->round.c, b->round.c,
		    a->round.r + b->round.r + r);
	}
	if (a->kind == PLANE_RECT)
		plane_rect_corners(&a->rect, ka);
	if (b->kind == PLANE_RECT)
		plane_rect_corners(&b->rect, kb);
	if (a->kind == PLANE_ROUND)
		return round_rect_cmp(&a->round, kb, r);
	if (b->kind == PLANE_ROUND)
		return round_rect_cmp(&b->round, ka, r);
	if (quads_meet(ka, kb))
		return zero_gap(r);
	for (i = 0; i < 4; i++)
		for (j = 0; j < 4; j++) {
			s = plane_seg_cmp_dist_seg(edge(ka, i), edge(kb, j), r);
			best = s < best ? s : best;
		}
	return best;
}

/* The nearest point of the corners' outline to c, and its squared
 * distance exactly (the first edge on a tie). */
static struct plane_d2
quad_nearest(const struct plane_pt k[4], struct plane_pt c,
    struct plane_pt *at)
{
	struct plane_d2 best = plane_seg_d2(edge(k, 0), c), d;
	int i, bi = 0;

	for (i = 1; i < 4; i++) {
		d = plane_seg_d2(edge(k, i), c);
		if (plane_d2_cmp(d, best) < 0) {
			best = d;
			bi = i;
		}
	}
	*at = plane_seg_nearest(edge(k, bi), c);
	return best;
}

static struct plane_pt
on_circle_toward(const struct plane_circle *o, struct plane_pt p)
{
	if (p.x == o->c.x && p.y == o->c.y)
		return p;
	return plane_toward(o->c, p.x - o->c.x, p.y - o->c.y, o->r);
}

/* Rectangle to rectangle, apart: the nearest pair has a corner of one. */
static struct plane_d2
rects_nearest(const struct plane_pt ka[4], const struct plane_pt kb[4],
    struct plane_pt *pa, struct plane_pt *pb)
{
	struct plane_d2 best, d;
	struct plane_pt on;
	int i, first = 1;

	for (i = 0; i < 4; i++) {
		d = quad_nearest(ka, kb[i], &on);
		if (first || plane_d2_cmp(d, best) < 0) {
			best = d;
			*pa = on;
			*pb = kb[i];
			first = 0;
		}
	}
	for (i = 0; i < 4; i++) {
		d = quad_nearest(kb, ka[i], &on);
		if (plane_d2_cmp(d, best) < 0) {
			best = d;
			*pa = ka[i];
			*pb = on;
		}
	}
	return best;
}

static int64_t
round_rect_gap(const struct plane_circle *o, const struct plane_pt k[4],
    struct plane_pt *po, struct plane_pt *pk)
{
	struct plane_poly q = { k, 4 };
	struct plane_d2 d;

	if (plane_poly_where(q, o->c) != PLANE_OUT)
		return -1;
	d = quad_nearest(k, o->c, pk);
	if (plane_d2_cmp_len(d, o->r) <= 0)
		return -1;
	*po = on_circle_toward(o, *pk);
	return (int64_t)plane_isqrt(plane_d2_floor(d)) - o->r;
}

/*
 * The gap, and where the ruler runs.  When the bases touch or overlap
 * the gap is 0 and both points are the midpoint of the two centres.
 */
int64_t
plane_base_gap(const struct plane_base *a, const struct plane_base *b,
    struct plane_pt *pa, struct plane_pt *pb)
{
	struct plane_pt ka[4], kb[4], ca = base_centre(a), cb = base_centre(b);
	struct plane_pt qa = ca, qb = cb;
	int64_t gap = -1;

	if (a->kind == PLANE_RECT)
		plane_rect_corners(&a->rect, ka);
	if (b->kind == PLANE_RECT)
		plane_rect_corners(&b->rect, kb);
	if (a->kind == PLANE_ROUND && b->kind == PLANE_ROUND) {
		if (plane_cmp_dist(ca, cb, a->round.r + b->round.r) > 0) {
			gap = (int64_t)plane_isqrt((uint64_t)plane_dist2(ca,
			    cb)) - a->round.r - b->round.r;
			qa = on_circle_toward(&a->round, cb);
			qb = on_circle_toward(&b->round, ca);
		}
	} else if (a->kind == PLANE_ROUND) {
		gap = round_rect_gap(&a->round, kb, &qa, &qb);
	} else if (b->kind == PLANE_ROUND) {
		gap = round_rect_gap(&b->round, ka, &qb, &qa);
	} else if (!quads_meet(ka, kb)) {
		gap = (int64_t)plane_isqrt(plane_d2_floor(rects_nearest(ka, kb,
		    &qa, &qb)));
	}
	if (gap < 0) {
		gap = 0;
		qa.x = plane_div_round(ca.x + cb.x, 2);
		qa.y = plane_div_round(ca.y + cb.y, 2);
		qb = qa;
	}
	if (pa)
		*pa = qa;
	if (pb)
		*pb = qb;
	return gap;
}

/* --- bands ----------------------------------------------------------- */

/* dist^2 <= (width / 2)^2, exactly: 4 dist^2 <= width^2. */
static int
within_half(struct plane_d2 d, int64_t width)
{
	struct plane_wide four = plane_wide_add(plane_wide_add(d.num, d.num),
	    plane_wide_add(d.num, d.num));

	return plane_wide_ucmp(four, plane_wide_umul((uint64_t)(width * width),
	    d.den)) <= 0;
}

static struct plane_seg
band_leg(struct plane_band b, int i)
{
	struct plane_seg s;

	s.a = b.p[i];
	s.b = b.p[i + 1 < b.n ? i + 1 : i];
	return s;
}

int
plane_band_contains(struct plane_band b, struct plane_pt p)
{
	int i;

	for (i = 0; i < b.n; i++)
		if (within_half(plane_seg_d2(band_leg(b, i), p), b.width))
			return 1;
	return 0;
}

/* Apart, the nearest pair of two segments has an end of one of them. */
int
plane_band_meets(struct plane_band b, struct plane_seg s)
{
	struct plane_seg leg;
	int i;

	for (i = 0; i < b.n; i++) {
		leg = band_leg(b, i);
		if (plane_seg_meet(leg, s) != PLANE_X_NONE ||
		    within_half(plane_seg_d2(leg, s.a), b.width) ||
		    within_half(plane_seg_d2(leg, s.b), b.width) ||
		    within_half(plane_seg_d2(s, leg.a), b.width) ||
		    within_half(plane_seg_d2(s, leg.b), b.width))
			return 1;
	}
	return 0;
}
