/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_wide.h - signed 128-bit integers for the exact plane (plane.c).
 *
 * Portable C on two uint64_t halves, two's complement: no __int128, so a
 * 32-bit build and a 64-bit build compute the same bits by the same code.
 * Only what the plane needs: products of two 64-bit numbers, sums,
 * comparisons and a division by a 64-bit number whose quotient fits in
 * 64 bits.  Never allocates, prints or fails.
 */
#ifndef PBEM_PLANE_WIDE_H
#define PBEM_PLANE_WIDE_H

#include <stdint.h>

struct plane_wide {
	uint64_t hi, lo;		/* value = hi * 2^64 + lo, signed */
};

struct plane_wide plane_wide_from(int64_t v);
struct plane_wide plane_wide_ufrom(uint64_t v);
/* a * b, exact. */
struct plane_wide plane_wide_mul(int64_t a, int64_t b);
struct plane_wide plane_wide_umul(uint64_t a, uint64_t b);
struct plane_wide plane_wide_add(struct plane_wide a, struct plane_wide b);
struct plane_wide plane_wide_sub(struct plane_wide a, struct plane_wide b);
struct plane_wide plane_wide_neg(struct plane_wide a);
/* -1, 0 or +1. */
int plane_wide_sign(struct plane_wide a);
/* Signed and unsigned comparison: -1, 0, +1. */
int plane_wide_cmp(struct plane_wide a, struct plane_wide b);
int plane_wide_ucmp(struct plane_wide a, struct plane_wide b);
/* a / d for a >= 0 read unsigned, d > 0, a.hi < d (so the quotient fits
 * in 64 bits): the quotient, and the remainder in *rem (may be NULL). */
uint64_t plane_wide_udiv(struct plane_wide a, uint64_t d, uint64_t *rem);
/* a / d rounded half away from zero, d > 0; |a| / d must fit in int64. */
int64_t plane_wide_div_round(struct plane_wide a, int64_t d);
/* floor(a / d) for a >= 0, d > 0, quotient fitting in 64 bits. */
uint64_t plane_wide_div_floor(struct plane_wide a, uint64_t d);

#endif
