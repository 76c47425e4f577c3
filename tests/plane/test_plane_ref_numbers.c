/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref_numbers.c - the plane's numbers against the reference:
 * wide products, integer square roots, the trigonometry tables.
 */
#include <string.h>

#include "test_plane_ref.h"

void
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

void
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

void
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
