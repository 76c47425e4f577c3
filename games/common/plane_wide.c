/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_wide.c - signed 128-bit arithmetic in portable C (plane_wide.h).
 *
 * The products split each factor into 32-bit halves, so every partial
 * product fits in a uint64_t on any machine; the division is the schoolbook
 * shift-and-subtract, one quotient bit a step.  Slow next to __int128, but
 * the same bits everywhere, which is what the rules need.
 */
#include <stddef.h>

#include "plane_wide.h"

struct plane_wide
plane_wide_ufrom(uint64_t v)
{
	struct plane_wide w = { 0, v };

	return w;
}

struct plane_wide
plane_wide_from(int64_t v)
{
	struct plane_wide w;

	w.lo = (uint64_t)v;
	w.hi = v < 0 ? UINT64_MAX : 0;
	return w;
}

struct plane_wide
plane_wide_umul(uint64_t a, uint64_t b)
{
	uint64_t a0 = a & 0xffffffffu, a1 = a >> 32;
	uint64_t b0 = b & 0xffffffffu, b1 = b >> 32;
	uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	/* the middle column: at most 3 * (2^32 - 1), no overflow */
	uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
	struct plane_wide w;

	w.lo = (mid << 32) | (p00 & 0xffffffffu);
	w.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
	return w;
}

static uint64_t
magnitude(int64_t v)
{
	return v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
}

struct plane_wide
plane_wide_mul(int64_t a, int64_t b)
{
	struct plane_wide w = plane_wide_umul(magnitude(a), magnitude(b));

	return (a < 0) != (b < 0) ? plane_wide_neg(w) : w;
}

struct plane_wide
plane_wide_add(struct plane_wide a, struct plane_wide b)
{
	struct plane_wide w;

	w.lo = a.lo + b.lo;
	w.hi = a.hi + b.hi + (w.lo < a.lo);
	return w;
}

struct plane_wide
plane_wide_neg(struct plane_wide a)
{
	struct plane_wide w;

	w.lo = 0 - a.lo;
	w.hi = 0 - a.hi - (a.lo != 0);
	return w;
}

struct plane_wide
plane_wide_sub(struct plane_wide a, struct plane_wide b)
{
	return plane_wide_add(a, plane_wide_neg(b));
}

int
plane_wide_sign(struct plane_wide a)
{
	if (a.hi >> 63)
		return -1;
	return (a.hi | a.lo) != 0;
}

int
plane_wide_ucmp(struct plane_wide a, struct plane_wide b)
{
	if (a.hi != b.hi)
		return a.hi < b.hi ? -1 : 1;
	if (a.lo != b.lo)
		return a.lo < b.lo ? -1 : 1;
	return 0;
}

int
plane_wide_cmp(struct plane_wide a, struct plane_wide b)
{
	/* flipping the sign bits turns the signed order into the unsigned */
	a.hi ^= (uint64_t)1 << 63;
	b.hi ^= (uint64_t)1 << 63;
	return plane_wide_ucmp(a, b);
}

uint64_t
plane_wide_udiv(struct plane_wide a, uint64_t d, uint64_t *rem)
{
	uint64_t r = a.hi, q = 0, top;
	int i;

	for (i = 63; i >= 0; i--) {
		top = r >> 63;
		r = (r << 1) | ((a.lo >> i) & 1);
		q <<= 1;
		if (top || r >= d) {
			r -= d;		/* wraps back below d when top was set */
			q |= 1;
		}
	}
	if (rem)
		*rem = r;
	return q;
}

uint64_t
plane_wide_div_floor(struct plane_wide a, uint64_t d)
{
	return plane_wide_udiv(a, d, NULL);
}

int64_t
plane_wide_div_round(struct plane_wide a, int64_t d)
{
	int neg = plane_wide_sign(a) < 0;
	uint64_t q, r;

	if (neg)
		a = plane_wide_neg(a);
	q = plane_wide_udiv(a, (uint64_t)d, &r);
	if (r >= (uint64_t)d - r)	/* 2r >= d: half or more, away from 0 */
		q++;
	return neg ? -(int64_t)q : (int64_t)q;
}
