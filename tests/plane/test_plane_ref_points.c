/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref_points.c - points and segments against the reference:
 * distances and ranges, bearings, segment crossings and projections,
 * arcs of fire.
 */
#include <string.h>

#include "test_plane_ref.h"

void
test_points(void)
{
	int i, deg, k;
	struct plane_pt a, b, c, s;
	int64_t r, len;

	for (i = 0; i < CASES(30000); i++) {
		k = kind_of();
		a = pt(k);
		b = pt(k);
		c = pt(k);
		if (i % 4 == 0) {	/* collinear on purpose */
			c.x = a.x + (b.x - a.x) * rnd(-2, 2);
			c.y = a.y + (b.y - a.y) * rnd(-2, 2);
			if (c.x > PLANE_COORD_MAX || c.x < -PLANE_COORD_MAX ||
			    c.y > PLANE_COORD_MAX || c.y < -PLANE_COORD_MAX)
				c = a;
		}
		CHECK(plane_orient(a, b, c) == ref_orient(a, b, c),
		    "orient (%lld,%lld) (%lld,%lld) (%lld,%lld)", P(a), P(b),
		    P(c));
		r = near_len((uint64_t)plane_dist2(a, b));
		CHECK(plane_cmp_dist(a, b, r) == qcmp(qadd(qmul(QI(b.x - a.x),
		    QI(b.x - a.x)), qmul(QI(b.y - a.y), QI(b.y - a.y))),
		    QI(r * r)), "cmp_dist (%lld,%lld) (%lld,%lld) %lld", P(a),
		    P(b), (long long)r);
		/* step: the exact p + len (sin, -cos) / 2^20, rounded */
		deg = (int)rnd(-720, 720);
		len = rnd(0, k == 0 ? 20 : PLANE_COORD_MAX / 2);
		if (k == 2)
			a.x /= 2, a.y /= 2;
		s = plane_step(a, deg, len);
		CHECK(s.x == qround(qadd(QI(a.x), Q(mul(I(len),
		    I(ref_sin_half(2 * deg))), I(PLANE_TRIG_ONE)))) &&
		    s.y == qround(qsub(QI(a.y), Q(mul(I(len),
		    I(ref_sin_half(2 * deg + 180))), I(PLANE_TRIG_ONE)))),
		    "step (%lld,%lld) %d %lld = (%lld,%lld)", P(a), deg,
		    (long long)len, P(s));
		ref_reset();
	}
}

void
test_bearing(void)
{
	int i, h, got, want;
	int64_t hx, hy, m;
	struct plane_pt a, b;

	for (i = 0; i < CASES(20000); i++) {
		a = pt(kind_of());
		b = pt(kind_of());
		if (i % 3 == 0) {	/* exactly along a table direction */
			h = (int)rnd(0, 719);
			plane_half_dir(h, &hx, &hy);
			m = rnd(1, 200);
			a.x /= 4;
			a.y /= 4;
			b.x = a.x + hx * m;
			b.y = a.y + hy * m;
		}
		got = plane_bearing(a, b);
		want = ref_bearing(a, b);
		CHECK(got == want, "bearing (%lld,%lld)->(%lld,%lld) = %d, "
		    "want %d", P(a), P(b), got, want);
		ref_reset();
	}
}

void
test_segments(void)
{
	int i, k, got, want;
	struct plane_seg s, t;
	struct plane_pt p, n;
	struct q d2, nx, ny;
	int64_t r;

	for (i = 0; i < CASES(30000); i++) {
		k = kind_of();
		s = seg(k);
		t = seg(k);
		got = plane_seg_meet(s, t);
		want = ref_meet(s, t);
		CHECK(got == want, "meet (%lld,%lld)-(%lld,%lld) "
		    "(%lld,%lld)-(%lld,%lld) = %d want %d", P(s.a), P(s.b),
		    P(t.a), P(t.b), got, want);
		p = pt(k);
		d2 = ref_seg_d2(s, p, &nx, &ny);
		r = near_len((uint64_t)qround(d2));
		got = plane_seg_cmp_dist_pt(s, p, r);
		want = ref_cmp_len(d2, r);
		CHECK(got == want, "cmp_dist_pt (%lld,%lld)-(%lld,%lld) "
		    "(%lld,%lld) %lld = %d want %d", P(s.a), P(s.b), P(p),
		    (long long)r, got, want);
		n = plane_seg_nearest(s, p);
		CHECK(n.x == qround(nx) && n.y == qround(ny),
		    "nearest (%lld,%lld)-(%lld,%lld) (%lld,%lld) = (%lld,%lld)",
		    P(s.a), P(s.b), P(p), P(n));
		/* segment to segment: the reference's min over the ends */
		{
			struct q m = ref_seg_d2(s, t.a, NULL, NULL), e;

			e = ref_seg_d2(s, t.b, NULL, NULL);
			m = qcmp(e, m) < 0 ? e : m;
			e = ref_seg_d2(t, s.a, NULL, NULL);
			m = qcmp(e, m) < 0 ? e : m;
			e = ref_seg_d2(t, s.b, NULL, NULL);
			m = qcmp(e, m) < 0 ? e : m;
			if (ref_meet(s, t) != PLANE_X_NONE)
				m = QI(0);
			r = near_len((uint64_t)qround(m));
			got = plane_seg_cmp_dist_seg(s, t, r);
			CHECK(got == ref_cmp_len(m, r), "cmp_dist_seg "
			    "(%lld,%lld)-(%lld,%lld) (%lld,%lld)-(%lld,%lld) %lld",
			    P(s.a), P(s.b), P(t.a), P(t.b), (long long)r);
		}
		ref_reset();
	}
}

void
test_arcs(void)
{
	int i, facing, half, k;
	struct plane_pt apex, p;
	int64_t ex, ey, m;

	for (i = 0; i < CASES(30000); i++) {
		k = kind_of();
		apex = pt(k);
		p = pt(k);
		facing = (int)rnd(0, 359);
		half = i % 7 == 0 ? (int)rnd(0, 181) :
		    (int)(rnd(0, 3) == 0 ? 90 : rnd(0, 179));
		if (i % 3 == 0) {	/* exactly on an edge of the arc */
			plane_half_dir(2 * (facing + (rnd(0, 1) ? half :
			    -half)), &ex, &ey);
			m = rnd(-3, 3);
			apex.x /= 8;
			apex.y /= 8;
			p.x = apex.x + ex * m;
			p.y = apex.y + ey * m;
		}
		CHECK(plane_in_arc(apex, facing, half, p) ==
		    ref_in_arc(apex, facing, half, p),
		    "in_arc (%lld,%lld) %d %d (%lld,%lld)", P(apex), facing,
		    half, P(p));
		ref_reset();
	}
}
