/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_ref.h - shared by test_plane_ref*.c and plane_ref_gen.c:
 * the random cases' makers, the check that counts a failure, and each
 * test main runs.
 */
#ifndef PBEM_TEST_PLANE_REF_TESTS_H
#define PBEM_TEST_PLANE_REF_TESTS_H

#include <stdint.h>
#include <stdio.h>

#include "games/common/plane_inner.h"
#include "ref.h"

extern int fails, percent;

/* n cases at full scale, fewer in a sanitizer build (argv[1] percent). */
#define CASES(n)	((n) * percent / 100)

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

/* plane_ref_gen.c: the random cases */
uint64_t next(void);
int64_t rnd(int64_t lo, int64_t hi);	/* uniform in [lo, hi] */
int kind_of(void);	/* 0: the small grid, 1: medium, 2: the full range */
struct plane_pt pt(int kind);
/* A length near the distance p..q: exactly it when a whole number,
 * else its floor, ceiling or a random one. */
int64_t near_len(uint64_t d2);
struct plane_seg seg(int k);
/* A random simple polygon (v: 12 points at most); its corners. */
int polygon(int k, struct plane_pt *v);
/* A segment that likes the polygon's vertices and edges. */
struct plane_seg probe(int k, const struct plane_pt *v, int n);

/* the tests, in main's order */
void test_wide(void);		/* test_plane_ref_numbers.c */
void test_isqrt(void);
void test_trig(void);
void test_points(void);		/* test_plane_ref_points.c */
void test_bearing(void);
void test_segments(void);
void test_arcs(void);
void test_rects(void);		/* test_plane_ref_shapes.c */
void test_bases(void);
void test_quarters(void);
void test_polygons(void);	/* test_plane_ref_polygons.c */
void test_bands(void);
void test_sight(void);		/* test_plane_ref_sight.c */
void test_paths(void);

#endif
