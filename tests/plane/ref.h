/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ref.h - a slow exact reference for the plane's tests: rational
 * arithmetic on libgcrypt's arbitrary-precision integers, and each
 * predicate written again from its definition (parameters, projections,
 * winding numbers, pseudo-angles), never from plane.c's code.
 * Every number lives in an arena freed by ref_reset() after each case.
 */
#ifndef PBEM_TEST_PLANE_REF_H
#define PBEM_TEST_PLANE_REF_H

#include <stdint.h>
#include <gcrypt.h>

#include "games/common/plane.h"

typedef gcry_mpi_t M;
struct q {
	M n, d;				/* d > 0 */
};

void ref_reset(void);
M I(int64_t v);
M add(M a, M b);
M sub(M a, M b);
M mul(M a, M b);
int sgn(M a);
int cmpm(M a, M b);
struct q Q(M n, M d);
struct q QI(int64_t v);
struct q qadd(struct q a, struct q b);
struct q qsub(struct q a, struct q b);
struct q qmul(struct q a, struct q b);
int qcmp(struct q a, struct q b);
int qsgn(struct q a);
/* round half away from zero, for values that fit */
int64_t qround(struct q a);
int64_t mi64(M a);

/* The reference's own sine table: sin(h / 2 degrees) * 2^20, rounded,
 * from pi by Machin's formula and the sine series in 2^256 fixed point. */
void ref_trig_init(void);
int64_t ref_sin_half(int h);

int ref_orient(struct plane_pt a, struct plane_pt b, struct plane_pt c);
int ref_on_seg(struct plane_seg s, struct q px, struct q py);
enum plane_x ref_meet(struct plane_seg s, struct plane_seg t);
struct q ref_seg_d2(struct plane_seg s, struct plane_pt p, struct q *nx,
    struct q *ny);
int ref_cmp_len(struct q d2, int64_t r);
int ref_bearing(struct plane_pt a, struct plane_pt b);
int ref_in_arc(struct plane_pt apex, int facing, int half, struct plane_pt p);
/* p in the closed clockwise sweep from apex->u to apex->w (or p == apex). */
int ref_in_wedge(struct plane_pt apex, struct plane_pt u, struct plane_pt w,
    struct plane_pt p);
enum plane_where ref_where(struct plane_poly poly, struct q px, struct q py);

/* The pieces of s against poly: parameters t[0..n-1], sorted, distinct,
 * from 0 to 1, and whether the open piece after each is inside. */
#define REF_MAXEV 600
int ref_pieces(struct plane_seg s, struct plane_poly poly, struct q *t,
    int *inside);
struct plane_pt ref_at(struct plane_seg s, struct q t);

#endif
