/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref.c - the exact plane (games/common/plane.h) against the
 * slow exact reference (ref.c): tens of thousands of random cases per
 * predicate from a fixed seed, weighted toward the degenerate ones (a
 * small grid makes collinear points, touching segments, sight lines
 * through vertices and runs along edges common; ranges are drawn at the
 * exact distance and one either side).  Any disagreement fails, printing
 * the case.  `test_plane_ref [percent [test]]` runs that percentage of
 * the default counts (a sanitizer build runs a tenth), or one test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/common/plane_inner.h"
#include "ref.h"

static uint64_t rng = 0x9e3779b97f4a7c15u;
static int fails, percent = 100;

/* n cases at full scale, fewer in a sanitizer build (argv[1] percent). */
#define CASES(n)	((n) * percent / 100)

static uint64_t
next(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 0x2545f4914f6cdd1du;
}

/* Uniform in [lo, hi]. */
static int64_t
rnd(int64_t lo, int64_t hi)
{
	return lo + (int64_t)(next() % (uint64_t)(hi - lo + 1));
}

/* A coordinate: mostly a small grid (degenerate cases), else medium or
 * the full range. */
static int64_t
coord(int kind)
{
	switch (kind) {
	case 0:
		return rnd(-6, 6);
	case 1:
		return rnd(-100000, 100000);
	default:
		return rnd(-PLANE_COORD_MAX, PLANE_COORD_MAX);
	}
}

static int
kind_of(void)
{
	int k = (int)rnd(0, 9);

	return k < 6 ? 0 : k < 9 ? 1 : 2;
}

static struct plane_pt
pt(int kind)
{
	struct plane_pt p;

	p.x = coord(kind);
	p.y = coord(kind);
	return p;
}

#define CHECK(cond, ...) do {						\
	if (!(cond)) {							\
		if (fails++ < 20) {					\
			printf("FAIL %s:%d: ", __func__, __LINE__);	\
			printf(__VA_ARGS__);				\
			printf("\n");					\
		}							\
	}								\
} while (0)

#define P(p) (long long)(p).x, (long long)(p).y

/* A length near the distance p..q: exactly it when a whole number,
 * else its floor, ceiling or a random one. */
static int64_t
near_len(uint64_t d2)
{
	uint64_t r = plane_isqrt(d2);

	switch (rnd(0, 3)) {
	case 0:
		return (int64_t)r;
	case 1:
		return (int64_t)r + 1;
	case 2:
		return r > 0 ? (int64_t)r - 1 : 0;
	default:
		return rnd(0, 2 * (int64_t)r + 2);
	}
}

/* --- numbers --------------------------------------------------------- */

static void
test_wide(void)
{
	int i;
	int64_t a, b, d, got;
	struct plane_wide w;

	for (i = 0; i < CASES(20000); i++) {
		a = (int64_t)next();
		b = (int64_t)next();
		if (i % 3 == 0)
			b >>= rnd(0, 63);
		w = plane_wide_mul(a, b);
		CHECK(plane_wide_cmp(w, plane_wide_from(0)) == sgn(mul(I(a),
		    I(b))), "sign %lld*%lld", (long long)a, (long long)b);
		/* a * b / d rounded, for a d that keeps the quotient small */
		a >>= 2;
		b = rnd(-(1 << 30), 1 << 30);
		d = rnd(1, INT64_MAX >> 1);
		got = plane_wide_div_round(plane_wide_mul(a, b), d);
		CHECK(got == qround(Q(mul(I(a), I(b)), I(d))),
		    "div_round %lld*%lld/%lld = %lld", (long long)a,
		    (long long)b, (long long)d, (long long)got);
		ref_reset();
	}
}

static void
test_isqrt(void)
{
	int i;
	uint64_t v, r, k;

	for (i = 0; i < CASES(40000); i++) {
		switch (i % 4) {
		case 0:
			v = next();
			break;
		case 1:
			v = next() >> rnd(0, 63);
			break;
		default:
			k = next() >> 32;
			v = k * k + (uint64_t)rnd(-1, 1);
			break;
		}
		r = plane_isqrt(v);
		/* r^2 <= v < (r + 1)^2, in full precision */
		CHECK(cmpm(mul(I((int64_t)r), I((int64_t)r)),
		    add(mul(I((int64_t)(v >> 1)), I(2)), I((int64_t)(v & 1))))
		    <= 0 && cmpm(mul(I((int64_t)r + 1), I((int64_t)r + 1)),
		    add(mul(I((int64_t)(v >> 1)), I(2)),
		    I((int64_t)(v & 1)))) > 0, "isqrt %llu = %llu",
		    (unsigned long long)v, (unsigned long long)r);
		r = plane_isqrt_round(v);
		/* (2r - 1)^2 <= 4v < (2r + 1)^2: nearest, a half rounds up */
		{
			M v4 = add(mul(I((int64_t)(v >> 1)), I(8)),
			    I((int64_t)(v & 1) * 4));
			M lo = I(2 * (int64_t)r - 1), hi = I(2 * (int64_t)r + 1);

			CHECK((r == 0 || cmpm(mul(lo, lo), v4) <= 0) &&
			    cmpm(v4, mul(hi, hi)) < 0, "isqrt_round %llu = %llu",
			    (unsigned long long)v, (unsigned long long)r);
		}
		ref_reset();
	}
}

static void
test_trig(void)
{
	int h, d;
	int64_t x, y;

	for (h = -1440; h < 1440; h++) {
		plane_half_dir(h, &x, &y);
		CHECK(x == ref_sin_half(h) && y == -ref_sin_half(h + 180),
		    "half dir %d: %lld %lld, want %lld %lld", h, (long long)x,
		    (long long)y, (long long)ref_sin_half(h),
		    (long long)-ref_sin_half(h + 180));
	}
	for (d = -1000; d < 1000; d++) {
		CHECK(plane_sin(d) == ref_sin_half(2 * d), "sin %d", d);
		CHECK(plane_cos(d) == ref_sin_half(2 * d + 180), "cos %d", d);
		CHECK(plane_deg_norm(d) == ((d % 360) + 360) % 360, "norm %d",
		    d);
	}
	for (h = 0; h < CASES(20000); h++) {
		int a = (int)rnd(-2000, 2000), b = (int)rnd(-2000, 2000);
		int diff = ((a - b) % 360 + 360) % 360;

		CHECK(plane_deg_diff(a, b) == (diff > 180 ? 360 - diff : diff),
		    "deg_diff %d %d", a, b);
	}
}

/* --- points ---------------------------------------------------------- */

static void
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

static void
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

/* --- segments -------------------------------------------------------- */

static struct plane_seg
seg(int k)
{
	struct plane_seg s;

	s.a = pt(k);
	s.b = rnd(0, 9) == 0 ? s.a : pt(k);	/* zero length now and then */
	return s;
}

static void
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

static void
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

/* --- shapes ---------------------------------------------------------- */

static struct plane_base
base(int k)
{
	struct plane_base b;

	memset(&b, 0, sizeof b);
	b.kind = rnd(0, 1) ? PLANE_RECT : PLANE_ROUND;
	b.facing = (int)rnd(0, 359);
	if (rnd(0, 2) == 0)
		b.facing = (int)rnd(0, 3) * 90;
	b.round.c = pt(k == 2 ? 1 : k);
	b.round.r = rnd(0, k == 0 ? 4 : 5000);
	b.rect.c = b.round.c;
	b.rect.w = rnd(1, k == 0 ? 8 : 10000);
	b.rect.d = rnd(1, k == 0 ? 8 : 10000);
	b.rect.facing = b.facing;
	return b;
}

static void
test_rects(void)
{
	int i, j, sx[4] = { -1, 1, 1, -1 }, sy[4] = { 1, 1, -1, -1 };
	struct plane_rect r;
	struct plane_pt k[4], f;
	struct q fx, fy, rx, ry, one;

	for (i = 0; i < CASES(20000); i++) {
		one = QI(2 * PLANE_TRIG_ONE);
		r.c = pt(kind_of() == 2 ? 1 : 0);
		r.w = rnd(1, 20000);
		r.d = rnd(1, 20000);
		r.facing = (int)rnd(0, 359);
		plane_rect_corners(&r, k);
		fx = QI(ref_sin_half(2 * r.facing) * r.d);
		fy = QI(-ref_sin_half(2 * r.facing + 180) * r.d);
		rx = QI(ref_sin_half(2 * r.facing + 180) * r.w);
		ry = QI(ref_sin_half(2 * r.facing) * r.w);
		for (j = 0; j < 4; j++) {
			struct q ox = qadd(qmul(QI(sy[j]), fx), qmul(QI(sx[j]), rx));
			struct q oy = qadd(qmul(QI(sy[j]), fy), qmul(QI(sx[j]), ry));

			CHECK(k[j].x == qround(qadd(QI(r.c.x), Q(ox.n,
			    mul(ox.d, one.n)))) && k[j].y == qround(qadd(QI(r.c.y),
			    Q(oy.n, mul(oy.d, one.n)))), "corner %d of (%lld,%lld) "
			    "%lld %lld %d = (%lld,%lld)", j, P(r.c), (long long)r.w,
			    (long long)r.d, r.facing, P(k[j]));
		}
		f = plane_rect_front(&r);
		CHECK(f.x == qround(qadd(QI(r.c.x), Q(fx.n, one.n))) &&
		    f.y == qround(qadd(QI(r.c.y), Q(fy.n, one.n))),
		    "front of (%lld,%lld) %lld %d = (%lld,%lld)", P(r.c),
		    (long long)r.d, r.facing, P(f));
		ref_reset();
	}
}

/* A base's outline for the reference: the rounded corners, or none. */
static int
outline(const struct plane_base *b, struct plane_pt k[4])
{
	if (b->kind == PLANE_ROUND)
		return 0;
	plane_rect_corners(&b->rect, k);
	return 1;
}

/* The reference gap's square (0 when touching or overlapping), by
 * brute force over every edge and corner. */
static struct q
ref_gap2(const struct plane_base *a, const struct plane_base *b)
{
	struct plane_pt ka[4], kb[4];
	struct plane_poly pa = { ka, 4 }, pb = { kb, 4 };
	struct plane_seg ea, eb;
	struct q best, d;
	int i, j, ra = outline(a, ka), rb = outline(b, kb);

	if (!ra && !rb)
		return qadd(qmul(QI(b->round.c.x - a->round.c.x),
		    QI(b->round.c.x - a->round.c.x)),
		    qmul(QI(b->round.c.y - a->round.c.y),
		    QI(b->round.c.y - a->round.c.y)));
	if (!ra || !rb) {
		const struct plane_base *o = ra ? b : a;
		struct plane_poly qq = ra ? pa : pb;

		if (ref_where(qq, QI(o->round.c.x), QI(o->round.c.y)) !=
		    PLANE_OUT)
			return QI(0);
		for (i = 0; i < 4; i++) {
			ea.a = qq.p[i];
			ea.b = qq.p[(i + 1) % 4];
			d = ref_seg_d2(ea, o->round.c, NULL, NULL);
			if (i == 0 || qcmp(d, best) < 0)
				best = d;
		}
		return best;
	}
	if (ref_where(pb, QI(ka[0].x), QI(ka[0].y)) != PLANE_OUT ||
	    ref_where(pa, QI(kb[0].x), QI(kb[0].y)) != PLANE_OUT)
		return QI(0);
	best = QI(-1);
	for (i = 0; i < 4; i++)
		for (j = 0; j < 4; j++) {
			ea.a = ka[i];
			ea.b = ka[(i + 1) % 4];
			eb.a = kb[j];
			eb.b = kb[(j + 1) % 4];
			if (ref_meet(ea, eb) != PLANE_X_NONE)
				return QI(0);
			d = ref_seg_d2(ea, eb.a, NULL, NULL);
			if (qsgn(best) < 0 || qcmp(d, best) < 0)
				best = d;
			d = ref_seg_d2(eb, ea.a, NULL, NULL);
			if (qcmp(d, best) < 0)
				best = d;
		}
	return best;
}

static int64_t
radii(const struct plane_base *a, const struct plane_base *b)
{
	return (a->kind == PLANE_ROUND ? a->round.r : 0) +
	    (b->kind == PLANE_ROUND ? b->round.r : 0);
}

static void
test_bases(void)
{
	int i, k, got, want;
	struct plane_base a, b;
	struct q g2;
	int64_t rr, r, gap, base_r;
	struct plane_pt p;

	for (i = 0; i < CASES(30000); i++) {
		k = kind_of();
		a = base(k);
		b = base(k);
		g2 = ref_gap2(&a, &b);
		rr = radii(&a, &b);
		/* the gap is sqrt(g2) - rr when positive, else 0 */
		base_r = near_len((uint64_t)qround(g2));
		r = base_r - rr;
		if (r < 0)
			r = rnd(0, 2);
		if (ref_cmp_len(g2, rr) <= 0)
			want = r > 0 ? -1 : 0;
		else
			want = ref_cmp_len(g2, rr + r);
		got = plane_base_cmp_gap(&a, &b, r);
		CHECK(got == want, "cmp_gap kinds %d %d r %lld = %d want %d "
		    "(a (%lld,%lld) %lld %lld %lld f%d, b (%lld,%lld) %lld %lld "
		    "%lld f%d)", a.kind, b.kind, (long long)r, got, want,
		    P(a.rect.c), (long long)a.round.r, (long long)a.rect.w,
		    (long long)a.rect.d, a.facing, P(b.rect.c),
		    (long long)b.round.r, (long long)b.rect.w,
		    (long long)b.rect.d, b.facing);
		gap = plane_base_gap(&a, &b, NULL, NULL);
		if (ref_cmp_len(g2, rr) <= 0)
			CHECK(gap == 0, "gap overlap = %lld", (long long)gap);
		else
			CHECK(ref_cmp_len(g2, gap + rr) >= 0 &&
			    ref_cmp_len(g2, gap + rr + 1) < 0, "gap = %lld",
			    (long long)gap);
		CHECK(plane_base_cmp_centres(&a, &b, r) ==
		    qcmp(qadd(qmul(QI(b.rect.c.x - a.rect.c.x),
		    QI(b.rect.c.x - a.rect.c.x)), qmul(QI(b.rect.c.y -
		    a.rect.c.y), QI(b.rect.c.y - a.rect.c.y))), QI(r * r)),
		    "centres");
		p = pt(k == 2 ? 1 : k);
		{
			struct plane_pt kk[4];
			struct plane_poly qq = { kk, 4 };

			if (outline(&a, kk))
				want = ref_where(qq, QI(p.x), QI(p.y)) !=
				    PLANE_OUT;
			else
				want = qcmp(qadd(qmul(QI(p.x - a.round.c.x),
				    QI(p.x - a.round.c.x)), qmul(QI(p.y -
				    a.round.c.y), QI(p.y - a.round.c.y))),
				    QI(a.round.r * a.round.r)) <= 0;
			CHECK(plane_base_contains(&a, p) == want, "contains");
		}
		ref_reset();
	}
}

/* Which quarter, by the reference: the closed front and rear wedges
 * between the diagonals by pseudo-angle order, else the facing's side. */
static void
test_quarters(void)
{
	int i, k, want;
	struct plane_base b;
	struct plane_pt p, kk[4], c;
	int64_t fx, fy;

	for (i = 0; i < CASES(30000); i++) {
		k = kind_of();
		b = base(k);
		b.rect.w += 1;		/* w, d >= 2: no corner on the centre */
		b.rect.d += 1;
		p = pt(k == 2 ? 1 : k);
		c = b.rect.c;
		if (i % 3 == 0 && outline(&b, kk)) {	/* on a diagonal */
			int j = (int)rnd(0, 3);

			p.x = c.x + (kk[j].x - c.x) * rnd(-2, 2);
			p.y = c.y + (kk[j].y - c.y) * rnd(-2, 2);
		}
		if (outline(&b, kk)) {
			int front = ref_in_wedge(c, kk[0], kk[1], p);
			int rear = ref_in_wedge(c, kk[2], kk[3], p);

			want = front ? PLANE_FRONT : rear ? PLANE_REAR : -1;
		} else {
			want = ref_in_arc(c, b.facing, 45, p) ? PLANE_FRONT :
			    ref_in_arc(c, b.facing + 180, 45, p) ? PLANE_REAR :
			    -1;
		}
		if (want < 0) {
			fx = ref_sin_half(2 * b.facing);
			fy = -ref_sin_half(2 * b.facing + 180);
			want = sgn(sub(mul(I(fx), I(p.y - c.y)), mul(I(fy),
			    I(p.x - c.x)))) > 0 ? PLANE_RIGHT : PLANE_LEFT;
		}
		CHECK((int)plane_base_quarter(&b, p) == want,
		    "quarter kind %d (%lld,%lld) f%d p (%lld,%lld) = %d want %d",
		    b.kind, P(c), b.facing, P(p), plane_base_quarter(&b, p),
		    want);
		ref_reset();
	}
}

/* --- polygons -------------------------------------------------------- */

/* Simple by the reference: edges meet only where they must. */
static int
simple(const struct plane_pt *v, int n)
{
	struct plane_seg e, f;
	int i, j;

	for (i = 0; i < n; i++) {
		e.a = v[i];
		e.b = v[(i + 1) % n];
		if (e.a.x == e.b.x && e.a.y == e.b.y)
			return 0;
		for (j = i + 1; j < n; j++) {
			f.a = v[j];
			f.b = v[(j + 1) % n];
			if (j == i + 1) {	/* share e.b = f.a only */
				if (ref_on_seg(e, QI(f.b.x), QI(f.b.y)) ||
				    ref_on_seg(f, QI(e.a.x), QI(e.a.y)))
					return 0;
			} else if ((j + 1) % n == i) {
				if (ref_on_seg(f, QI(e.b.x), QI(e.b.y)) ||
				    ref_on_seg(e, QI(f.a.x), QI(f.a.y)))
					return 0;
			} else if (ref_meet(e, f) != PLANE_X_NONE) {
				return 0;
			}
		}
	}
	return 1;
}

/* A random simple polygon: a star about a centre (reflex corners
 * included), on the small grid or wider. */
static int
polygon(int k, struct plane_pt *v)
{
	int n, i, tries, deg[12];
	struct plane_pt c;
	int64_t rmax = k == 0 ? 7 : k == 1 ? 50000 : PLANE_COORD_MAX / 2;

	for (tries = 0;; tries++) {
		n = (int)rnd(3, k == 0 ? 6 : 10);
		c = pt(k == 2 ? 1 : k);
		for (i = 0; i < n; i++)
			deg[i] = (int)rnd(0, 359);
		for (i = 1; i < n; i++) {	/* sort the bearings */
			int j = i, t = deg[i];

			while (j > 0 && deg[j - 1] > t) {
				deg[j] = deg[j - 1];
				j--;
			}
			deg[j] = t;
		}
		for (i = 0; i < n; i++)
			v[i] = plane_step(c, deg[i], rnd(1, rmax));
		if (k == 0 && rnd(0, 1))	/* an axis-aligned L or box */
			for (i = 0; i < n; i++) {
				v[i].x = c.x + (v[i].x - c.x) / 2 * 2;
				v[i].y = c.y + (v[i].y - c.y) / 2 * 2;
			}
		if (simple(v, n))
			break;
		ref_reset();
	}
	return n;
}

/* A segment that likes the polygon's vertices and edges. */
static struct plane_seg
probe(int k, const struct plane_pt *v, int n)
{
	struct plane_seg s = seg(k);
	int j = (int)rnd(0, n - 1);

	switch (rnd(0, 4)) {
	case 0:			/* through a vertex */
		s.b.x = v[j].x + (v[j].x - s.a.x);
		s.b.y = v[j].y + (v[j].y - s.a.y);
		if (s.b.x > PLANE_COORD_MAX || s.b.x < -PLANE_COORD_MAX ||
		    s.b.y > PLANE_COORD_MAX || s.b.y < -PLANE_COORD_MAX)
			s.b = v[j];
		break;
	case 1:			/* along an edge, past both ends */
		s.a.x = v[j].x - (v[(j + 1) % n].x - v[j].x);
		s.a.y = v[j].y - (v[(j + 1) % n].y - v[j].y);
		s.b.x = v[(j + 1) % n].x + (v[(j + 1) % n].x - v[j].x);
		s.b.y = v[(j + 1) % n].y + (v[(j + 1) % n].y - v[j].y);
		if (k == 2)
			s.a = v[j], s.b = v[(j + 1) % n];
		break;
	case 2:			/* vertex to vertex */
		s.a = v[j];
		s.b = v[rnd(0, n - 1)];
		break;
	default:
		break;
	}
	return s;
}

static void
test_polygons(void)
{
	static struct q t[REF_MAXEV];
	static int in[REF_MAXEV];
	struct plane_pt v[12], p, a, b, at, want_at;
	struct plane_poly poly = { v, 0 };
	struct plane_seg s;
	int i, k, m, j, enters, found;
	int64_t len, sum, depth, pl;

	for (i = 0; i < CASES(20000); i++) {
		k = kind_of();
		poly.n = polygon(k, v);
		p = rnd(0, 2) ? pt(k == 2 ? 1 : k) : v[rnd(0, poly.n - 1)];
		if (rnd(0, 3) == 0) {	/* on an edge's middle */
			j = (int)rnd(0, poly.n - 1);
			p.x = v[j].x + v[(j + 1) % poly.n].x;
			p.y = v[j].y + v[(j + 1) % poly.n].y;
			if (p.x % 2 == 0 && p.y % 2 == 0)
				p.x /= 2, p.y /= 2;
			else
				p = v[j];
		}
		CHECK(plane_poly_where(poly, p) == ref_where(poly, QI(p.x),
		    QI(p.y)), "where (%lld,%lld) n%d", P(p), poly.n);
		s = probe(k, v, poly.n);
		m = ref_pieces(s, poly, t, in);
		enters = 0;
		sum = 0;
		depth = rnd(0, k == 0 ? 10 : 60000);
		found = 0;
		for (j = 0; j + 1 < m; j++) {
			if (!in[j])
				continue;
			enters = 1;
			a = ref_at(s, t[j]);
			b = ref_at(s, t[j + 1]);
			len = (int64_t)plane_isqrt_round((uint64_t)
			    plane_dist2(a, b));
			if (!found && sum + len > depth) {
				found = 1;
				want_at.x = qround(qadd(QI(a.x), Q(mul(I(b.x - a.x),
				    I(depth - sum)), I(len))));
				want_at.y = qround(qadd(QI(a.y), Q(mul(I(b.y - a.y),
				    I(depth - sum)), I(len))));
			}
			sum += len;
		}
		if (s.a.x == s.b.x && s.a.y == s.b.y)
			enters = ref_where(poly, QI(s.a.x), QI(s.a.y)) == PLANE_IN;
		CHECK(plane_seg_enters(s, poly) == enters, "enters "
		    "(%lld,%lld)-(%lld,%lld) n%d v0 (%lld,%lld) v1 (%lld,%lld) "
		    "v2 (%lld,%lld)", P(s.a), P(s.b), poly.n, P(v[0]), P(v[1]),
		    P(v[2]));
		pl = plane_seg_len_inside(s, poly);
		CHECK(pl == sum, "len_inside (%lld,%lld)-(%lld,%lld) = %lld "
		    "want %lld", P(s.a), P(s.b), (long long)pl, (long long)sum);
		at.x = at.y = 424242;
		j = plane_seg_inside_beyond(s, poly, depth, &at);
		CHECK(j == found && (!found || (at.x == want_at.x &&
		    at.y == want_at.y)), "beyond %lld (%lld,%lld)-(%lld,%lld) = "
		    "%d (%lld,%lld)", (long long)depth, P(s.a), P(s.b), j,
		    P(at));
		ref_reset();
	}
}

/* --- bands ----------------------------------------------------------- */

/* Within width / 2: 4 d2 <= width^2. */
static int
ref_within(struct q d2, int64_t width)
{
	return qcmp(qmul(QI(4), d2), QI(width * width)) <= 0;
}

static void
test_bands(void)
{
	struct plane_pt v[6], p;
	struct plane_band b = { v, 0, 0 };
	struct plane_seg s, leg;
	struct q m, e;
	int i, j, k, want;

	for (i = 0; i < CASES(20000); i++) {
		k = kind_of();
		b.n = (int)rnd(1, 6);
		for (j = 0; j < b.n; j++)
			v[j] = pt(k);
		p = pt(k);
		s = probe(k, v, b.n);
		want = 0;
		for (j = 0; j < b.n; j++) {
			leg.a = v[j];
			leg.b = v[j + 1 < b.n ? j + 1 : j];
			e = ref_seg_d2(leg, p, NULL, NULL);
			m = j == 0 || qcmp(e, m) < 0 ? e : m;
		}
		/* a width at the exact distance (times 2) when whole */
		b.width = 2 * near_len((uint64_t)qround(m)) + rnd(-1, 1);
		if (b.width < 0 || b.width > PLANE_COORD_MAX)	/* in bounds */
			b.width = rnd(0, PLANE_COORD_MAX);
		want = ref_within(m, b.width);
		CHECK(plane_band_contains(b, p) == want, "band contains "
		    "(%lld,%lld) width %lld n%d", P(p), (long long)b.width, b.n);
		want = 0;
		for (j = 0; j < b.n; j++) {
			leg.a = v[j];
			leg.b = v[j + 1 < b.n ? j + 1 : j];
			if (ref_meet(leg, s) != PLANE_X_NONE)
				want = 1;
			e = ref_seg_d2(leg, s.a, NULL, NULL);
			m = j == 0 || qcmp(e, m) < 0 ? e : m;
			e = ref_seg_d2(leg, s.b, NULL, NULL);
			m = qcmp(e, m) < 0 ? e : m;
			e = ref_seg_d2(s, leg.a, NULL, NULL);
			m = qcmp(e, m) < 0 ? e : m;
			e = ref_seg_d2(s, leg.b, NULL, NULL);
			m = qcmp(e, m) < 0 ? e : m;
		}
		if (!want)
			want = ref_within(m, b.width);
		CHECK(plane_band_meets(b, s) == want, "band meets "
		    "(%lld,%lld)-(%lld,%lld) width %lld n%d", P(s.a), P(s.b),
		    (long long)b.width, b.n);
		ref_reset();
	}
}

/* --- sight and paths ------------------------------------------------- */

static void
test_sight(void)
{
	static struct q t[REF_MAXEV];
	static int in[REF_MAXEV];
	struct plane_pt v[3][12], a, b, stop;
	struct plane_blocker bl[3];
	struct plane_circle fig[4];
	struct plane_sight got;
	struct plane_seg s;
	int i, j, m, k, nb, nf, w_clear, w_blocker, w_nfig, w_first, stops;
	int64_t len, sum, best = 0, along;
	struct plane_pt w_at;

	for (i = 0; i < CASES(10000); i++) {
		k = kind_of() == 0 ? 0 : 1;
		nb = (int)rnd(0, 3);
		for (j = 0; j < nb; j++) {
			bl[j].poly.p = v[j];
			bl[j].poly.n = polygon(k, v[j]);
			bl[j].kind = rnd(0, 1) ? PLANE_BLOCK : PLANE_SEE_INTO;
			bl[j].depth = rnd(0, k == 0 ? 6 : 40000);
		}
		s = nb ? probe(k, v[0], bl[0].poly.n) : seg(k);
		nf = (int)rnd(0, 4);
		for (j = 0; j < nf; j++) {
			fig[j].c = pt(k);
			fig[j].r = rnd(0, k == 0 ? 3 : 20000);
		}
		w_clear = 1;
		w_blocker = -1;
		w_at = s.b;
		for (j = 0; j < nb; j++) {
			stops = 0;
			m = ref_pieces(s, bl[j].poly, t, in);
			sum = 0;
			for (int p = 0; p + 1 < m && !stops; p++) {
				if (!in[p])
					continue;
				a = ref_at(s, t[p]);
				b = ref_at(s, t[p + 1]);
				if (bl[j].kind == PLANE_BLOCK) {
					stop = a;
					stops = 1;
					break;
				}
				len = (int64_t)plane_isqrt_round((uint64_t)
				    plane_dist2(a, b));
				if (sum + len > bl[j].depth) {
					stop.x = qround(qadd(QI(a.x), Q(mul(I(b.x -
					    a.x), I(bl[j].depth - sum)), I(len))));
					stop.y = qround(qadd(QI(a.y), Q(mul(I(b.y -
					    a.y), I(bl[j].depth - sum)), I(len))));
					stops = 1;
				}
				sum += len;
			}
			if (s.a.x == s.b.x && s.a.y == s.b.y &&
			    bl[j].kind == PLANE_BLOCK &&
			    ref_where(bl[j].poly, QI(s.a.x), QI(s.a.y)) ==
			    PLANE_IN) {
				stop = s.a;
				stops = 1;
			}
			if (stops && (w_clear || plane_dist2(s.a, stop) <
			    plane_dist2(s.a, w_at))) {
				w_clear = 0;
				w_blocker = j;
				w_at = stop;
			}
		}
		w_nfig = 0;
		w_first = -1;
		for (j = 0; j < nf; j++) {
			if (ref_cmp_len(ref_seg_d2(s, fig[j].c, NULL, NULL),
			    fig[j].r) >= 0)
				continue;
			along = (s.b.x - s.a.x) * (fig[j].c.x - s.a.x) +
			    (s.b.y - s.a.y) * (fig[j].c.y - s.a.y);
			if (w_nfig == 0 || along < best) {
				best = along;
				w_first = j;
			}
			w_nfig++;
		}
		plane_sight(s.a, s.b, bl, nb, fig, nf, &got);
		CHECK(got.clear == w_clear && got.blocker == w_blocker &&
		    got.at.x == w_at.x && got.at.y == w_at.y &&
		    got.nfigures == w_nfig && got.first_figure == w_first,
		    "sight (%lld,%lld)-(%lld,%lld) nb %d: %d %d (%lld,%lld) %d %d"
		    " want %d %d (%lld,%lld) %d %d", P(s.a), P(s.b), nb,
		    got.clear, got.blocker, P(got.at), got.nfigures,
		    got.first_figure, w_clear, w_blocker, P(w_at), w_nfig,
		    w_first);
		ref_reset();
	}
}

static void
test_paths(void)
{
	static struct q t[3 * REF_MAXEV], tt[REF_MAXEV];
	static int in[REF_MAXEV];
	struct plane_pt v[3][12], pts[5], a, b;
	struct plane_terrain ter[3];
	struct plane_path_cost got;
	struct plane_seg s;
	int i, j, l, m, n, k, nt, np, facing, heading, br, blocked, turned;
	int64_t length, weighted, dearest, len;

	for (i = 0; i < CASES(4000); i++) {
		k = kind_of() == 0 ? 0 : 1;
		nt = (int)rnd(0, 3);
		for (j = 0; j < nt; j++) {
			ter[j].poly.p = v[j];
			ter[j].poly.n = polygon(k, v[j]);
			ter[j].cost = (int)rnd(0, 4) == 0 ? 0 : (int)rnd(50, 400);
		}
		np = (int)rnd(1, 5);
		for (j = 0; j < np; j++)
			pts[j] = nt && rnd(0, 2) == 0 ?
			    v[0][rnd(0, ter[0].poly.n - 1)] : pt(k);
		facing = (int)rnd(0, 359);
		heading = facing;
		length = weighted = 0;
		blocked = turned = 0;
		for (l = 0; l + 1 < np; l++) {
			s.a = pts[l];
			s.b = pts[l + 1];
			if (s.a.x == s.b.x && s.a.y == s.b.y)
				continue;
			br = ref_bearing(s.a, s.b);
			turned += plane_deg_diff(heading, br);
			heading = br;
			length += (int64_t)plane_isqrt_round((uint64_t)
			    plane_dist2(s.a, s.b));
			/* every terrain's events, merged */
			n = 0;
			for (j = 0; j < nt; j++) {
				m = ref_pieces(s, ter[j].poly, tt, in);
				memcpy(t + n, tt, (size_t)m * sizeof *t);
				n += m;
			}
			if (n == 0) {
				t[n++] = QI(0);
				t[n++] = QI(1);
			}
			for (j = 1; j < n; j++) {	/* sort, drop repeats */
				struct q x = t[j];
				int y = j;

				while (y > 0 && qcmp(t[y - 1], x) > 0) {
					t[y] = t[y - 1];
					y--;
				}
				t[y] = x;
			}
			for (j = 1, m = 1; j < n; j++)
				if (qcmp(t[j], t[m - 1]) != 0)
					t[m++] = t[j];
			for (j = 0; j + 1 < m; j++) {
				struct q mid = qmul(qadd(t[j], t[j + 1]),
				    Q(I(1), I(2)));
				struct q mx = qadd(QI(s.a.x), qmul(mid,
				    QI(s.b.x - s.a.x)));
				struct q my = qadd(QI(s.a.y), qmul(mid,
				    QI(s.b.y - s.a.y)));
				int g;

				dearest = PLANE_COST_ONE;
				for (g = 0; g < nt; g++) {
					if (ref_where(ter[g].poly, mx, my) !=
					    PLANE_IN)
						continue;
					if (ter[g].cost == 0)
						blocked = 1;
					else if (ter[g].cost > dearest)
						dearest = ter[g].cost;
				}
				a = ref_at(s, t[j]);
				b = ref_at(s, t[j + 1]);
				len = (int64_t)plane_isqrt_round((uint64_t)
				    plane_dist2(a, b));
				weighted += len * dearest;
			}
		}
		plane_path(pts, np, facing, ter, nt, &got);
		CHECK(got.length == length && got.cost == qround(Q(I(weighted),
		    I(PLANE_COST_ONE))) && got.turned == turned &&
		    got.blocked == blocked, "path np %d nt %d: %lld %lld %d %d "
		    "want %lld %lld %d %d", np, nt, (long long)got.length,
		    (long long)got.cost, got.turned, got.blocked,
		    (long long)length, (long long)qround(Q(I(weighted),
		    I(PLANE_COST_ONE))), turned, blocked);
		ref_reset();
	}
}

int
main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*run)(void);
	} tests[] = {
		{ "wide", test_wide }, { "isqrt", test_isqrt },
		{ "trig", test_trig }, { "points", test_points },
		{ "bearing", test_bearing }, { "segments", test_segments },
		{ "arcs", test_arcs }, { "rects", test_rects },
		{ "bases", test_bases }, { "quarters", test_quarters },
		{ "polygons", test_polygons }, { "bands", test_bands },
		{ "sight", test_sight },
		{ "paths", test_paths },
	};
	size_t i;
	int before;

	if (argc > 1)
		percent = atoi(argv[1]) > 0 ? atoi(argv[1]) : 100;
	if (!gcry_check_version(NULL))
		return 2;
	ref_trig_init();
	for (i = 0; i < sizeof tests / sizeof tests[0]; i++) {
		if (argc > 2 && strcmp(argv[2], tests[i].name) != 0)
			continue;
		before = fails;
		tests[i].run();
		printf("%s %s\n", fails == before ? "ok  " : "FAIL",
		    tests[i].name);
		fflush(stdout);
	}
	return fails ? 1 : 0;
}
