/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_grid.c - the shared square-grid geometry (games/common): the §2.2
 * distance table, orthogonal adjacency, labels, corner facings and the
 * front quadrant (§2.4, R-2), and the two R-3 line-of-sight traces.
 */
#include <check.h>

#include "games/common/grid_square.h"

START_TEST(distance_table)
{
	ck_assert_int_eq(grid_dist(0, 0, 1, 1), 2);
	ck_assert_int_eq(grid_dist(0, 0, 2, 2), 3);
	ck_assert_int_eq(grid_dist(0, 0, 3, 3), 5);
	ck_assert_int_eq(grid_dist(0, 0, 4, 4), 6);
	ck_assert_int_eq(grid_dist(0, 0, 2, 1), 3);
	ck_assert_int_eq(grid_dist(0, 0, 4, 2), 5);
	ck_assert_int_eq(grid_dist(3, 3, 0, 0), 5);
	ck_assert_int_eq(grid_dist(0, 0, 0, 3), 3);
	ck_assert_int_eq(grid_dist(2, 2, 2, 2), 0);
}
END_TEST

START_TEST(adjacency)
{
	ck_assert(grid_ortho_adjacent(2, 2, 2, 3));
	ck_assert(grid_ortho_adjacent(2, 2, 1, 2));
	ck_assert(!grid_ortho_adjacent(2, 2, 3, 3));	/* diagonal: no */
	ck_assert(!grid_ortho_adjacent(2, 2, 2, 2));
	ck_assert(grid_touching(2, 2, 3, 3));
	ck_assert(!grid_touching(2, 2, 4, 2));
}
END_TEST

START_TEST(labels)
{
	char b[GRID_LABEL_LEN];
	int x, y;

	grid_label(2, 3, b);
	ck_assert_str_eq(b, "C4");
	ck_assert_int_eq(grid_parse("c4", 10, 8, &x, &y), 0);
	ck_assert_int_eq(x, 2);
	ck_assert_int_eq(y, 3);
	ck_assert_int_eq(grid_parse("K1", 10, 8, &x, &y), -1);
	ck_assert_int_eq(grid_parse("A9", 10, 8, &x, &y), -1);
	ck_assert_int_eq(grid_parse("A0", 10, 8, &x, &y), -1);
	ck_assert_int_eq(grid_parse("A", 10, 8, &x, &y), -1);
	ck_assert_int_eq(grid_parse("A123", 10, 8, &x, &y), -1);
	ck_assert_int_eq(grid_parse("4C", 10, 8, &x, &y), -1);
}
END_TEST

START_TEST(facings)
{
	/* a defender facing NE: W, S, SW, NW, SE are flank/rear */
	ck_assert(grid_in_front(GRID_FACE_NE, 0, 1));	/* N */
	ck_assert(grid_in_front(GRID_FACE_NE, 1, 0));	/* E */
	ck_assert(grid_in_front(GRID_FACE_NE, 1, 1));	/* NE */
	ck_assert(!grid_in_front(GRID_FACE_NE, -1, 0));
	ck_assert(!grid_in_front(GRID_FACE_NE, 0, -1));
	ck_assert(!grid_in_front(GRID_FACE_NE, -1, -1));
	ck_assert(!grid_in_front(GRID_FACE_NE, -1, 1));
	ck_assert(!grid_in_front(GRID_FACE_NE, 1, -1));
	ck_assert(!grid_in_front(GRID_FACE_NE, 0, 0));
	ck_assert(grid_in_front(GRID_FACE_SW, -3, -1));
	ck_assert_int_eq(grid_facing_parse("sw"), GRID_FACE_SW);
	ck_assert_int_eq(grid_facing_parse("N"), -1);
	ck_assert_int_eq(grid_facing_toward(GRID_FACE_NE, -2, -1),
	    GRID_FACE_SW);
	ck_assert_int_eq(grid_facing_toward(GRID_FACE_NE, 0, -1),
	    GRID_FACE_SE);
	ck_assert_int_eq(grid_dir8_parse("se"), GRID_SE);
}
END_TEST

START_TEST(trace_examples)
{
	int xs[16], ys[16], n;

	/* (0,0)->(2,2) passes (0,1), (1,1), (1,2) then reaches (2,2) */
	n = grid_trace(0, 0, 2, 2, xs, ys, 16);
	ck_assert_int_eq(n, 4);
	ck_assert(xs[0] == 0 && ys[0] == 1);
	ck_assert(xs[1] == 1 && ys[1] == 1);
	ck_assert(xs[2] == 1 && ys[2] == 2);
	ck_assert(xs[3] == 2 && ys[3] == 2);
	/* (0,0)->(3,1): (1,0), (1,1) -- not (2,0) -- , (2,1) */
	n = grid_trace(0, 0, 3, 1, xs, ys, 16);
	ck_assert_int_eq(n, 4);
	ck_assert(xs[0] == 1 && ys[0] == 0);
	ck_assert(xs[1] == 1 && ys[1] == 1);
	ck_assert(xs[2] == 2 && ys[2] == 1);
	ck_assert(xs[3] == 3 && ys[3] == 1);
	/* straight lines and the reverse direction */
	n = grid_trace(0, 3, 0, 0, xs, ys, 16);
	ck_assert_int_eq(n, 3);
	ck_assert(xs[0] == 0 && ys[0] == 2);
	n = grid_trace(2, 2, 0, 0, xs, ys, 16);
	ck_assert(xs[0] == 2 && ys[0] == 1);	/* row axis first */
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_grid");
	TCase *tc = tcase_create("grid");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, distance_table);
	tcase_add_test(tc, adjacency);
	tcase_add_test(tc, labels);
	tcase_add_test(tc, facings);
	tcase_add_test(tc, trace_examples);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
