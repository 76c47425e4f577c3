/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref_polygons.c - polygons and bands against the reference:
 * inside or out, a segment's crossings, a band's width.
 */
#include <string.h>

#include "test_plane_ref.h"

void
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

/* Within width / 2: 4 d2 <= width^2. */
static int
ref_within(struct q d2, int64_t width)
{
	return qcmp(qmul(QI(4), d2), QI(width * width)) <= 0;
}

void
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
