/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref_shapes.c - rectangles and bases against the reference:
 * containment, the gap between two bases, quarters.
 */
#include <string.h>

#include "test_plane_ref.h"

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

void
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

void
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
void
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
