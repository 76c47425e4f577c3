/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_inner.h - what the plane's own files share (plane*.c only):
 * squared distances as exact fractions, the table's half-degree
 * directions, and rounding helpers.  Not for modules: use plane.h.
 */
#ifndef PBEM_PLANE_INNER_H
#define PBEM_PLANE_INNER_H

#include "plane.h"
#include "plane_wide.h"

/* A squared distance as an exact fraction num / den, den > 0. */
struct plane_d2 {
	struct plane_wide num;
	uint64_t den;
};

/* The table's direction for half-degree h (any int), times PLANE_TRIG_ONE:
 * (sin, -cos), pointing along bearing h / 2 on the map (y south). */
void plane_half_dir(int h, int64_t *dx, int64_t *dy);
/* Cross product u x v of two vectors (components below 2^32 in size
 * so that it fits; the callers' are). */
int64_t plane_cross(int64_t ux, int64_t uy, int64_t vx, int64_t vy);
/* n / d rounded half away from zero, d > 0, no overflow in n. */
int64_t plane_div_round(int64_t n, int64_t d);
/* base + n / d, the exact value rounded half away from zero (not base
 * plus a rounded n / d, which differs at a half when the signs do). */
int64_t plane_round_at(int64_t base, struct plane_wide n, int64_t d);
/* The squared distance from p to the segment s, exact. */
struct plane_d2 plane_seg_d2(struct plane_seg s, struct plane_pt p);
/* Order of two exact fractions: -1, 0, +1. */
int plane_d2_cmp(struct plane_d2 a, struct plane_d2 b);
/* Sign of (sqrt(d2) - r), r >= 0. */
int plane_d2_cmp_len(struct plane_d2 a, int64_t r);
/* floor(a), which fits in 64 bits for bounded coordinates. */
uint64_t plane_d2_floor(struct plane_d2 a);
/* The point `len` from p toward p + u (u != 0), the exact (irrational)
 * value rounded half away from zero. */
struct plane_pt plane_toward(struct plane_pt p, int64_t ux, int64_t uy,
    int64_t len);
/* 1 if p lies on the closed segment s. */
int plane_on_seg(struct plane_seg s, struct plane_pt p);

#endif
