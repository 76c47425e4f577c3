/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_plane_cases.c - the exact plane (games/common/plane.h) on worked
 * table-top cases, in 1/1000 inch, each answer worked out by hand: a base
 * exactly at range, a target on the edge of an arc, a sight line into a
 * wood, past a figure, grazing a corner, a move through a wood.  The
 * random property tests (test_plane_ref.c) cover the rest.
 */
#include <check.h>

#include "games/common/plane.h"

static struct plane_pt
P(int64_t x, int64_t y)
{
	struct plane_pt p = { x, y };

	return p;
}

static struct plane_base
round_base(int64_t x, int64_t y, int64_t r, int facing)
{
	struct plane_base b = { PLANE_ROUND, { { x, y }, r },
	    { { x, y }, 1, 1, facing }, facing };

	return b;
}

static struct plane_base
rect_base(int64_t x, int64_t y, int64_t w, int64_t d, int facing)
{
	struct plane_base b = { PLANE_RECT, { { x, y }, 0 },
	    { { x, y }, w, d, facing }, facing };

	return b;
}

/* A wood 10" square, its corner on the origin. */
static const struct plane_pt wood_pts[4] = {
	{ 0, 0 }, { 10000, 0 }, { 10000, 10000 }, { 0, 10000 },
};
static const struct plane_poly wood = { wood_pts, 4 };

START_TEST(lengths)
{
	ck_assert_int_eq(plane_cmp_dist(P(0, 0), P(3000, 4000), 5000), 0);
	ck_assert_int_eq(plane_cmp_dist(P(0, 0), P(3000, 4000), 4999), 1);
	ck_assert_int_eq(plane_cmp_dist(P(0, 0), P(3000, 4000), 5001), -1);
	ck_assert_uint_eq(plane_isqrt_round(6), 2);	/* 2.449 */
	ck_assert_uint_eq(plane_isqrt_round(7), 3);	/* 2.646 */
	ck_assert_uint_eq(plane_isqrt(UINT64_MAX), 4294967295u);
}
END_TEST

/* Two 1" round bases 13" apart centre to centre: 12" edge to edge. */
START_TEST(base_exactly_at_range)
{
	struct plane_base a = round_base(0, 0, 500, 0);
	struct plane_base b = round_base(0, -13000, 500, 180);
	struct plane_pt pa, pb;

	ck_assert_int_eq(plane_base_cmp_gap(&a, &b, 12000), 0);
	ck_assert_int_eq(plane_base_cmp_gap(&a, &b, 12001), -1);
	ck_assert_int_eq(plane_base_cmp_gap(&a, &b, 11999), 1);
	ck_assert_int_eq(plane_base_cmp_centres(&a, &b, 13000), 0);
	ck_assert_int_eq(plane_base_gap(&a, &b, &pa, &pb), 12000);
	ck_assert(pa.x == 0 && pa.y == -500 && pb.x == 0 && pb.y == -12500);
}
END_TEST

/* A 40 x 20 mm-ish base facing east, and who stands where about it. */
START_TEST(rectangles)
{
	struct plane_rect r = { { 0, 0 }, 40, 20, 90 };
	struct plane_base b = rect_base(0, 0, 40, 20, 90);
	struct plane_base far = round_base(100, 0, 10, 0);
	struct plane_pt k[4];

	plane_rect_corners(&r, k);
	ck_assert(k[0].x == 10 && k[0].y == -20);	/* front left: north */
	ck_assert(k[1].x == 10 && k[1].y == 20);
	ck_assert(k[2].x == -10 && k[2].y == 20);
	ck_assert(k[3].x == -10 && k[3].y == -20);
	ck_assert_int_eq(plane_rect_front(&r).x, 10);
	ck_assert_int_eq(plane_base_quarter(&b, P(100, 0)), PLANE_FRONT);
	ck_assert_int_eq(plane_base_quarter(&b, P(0, 100)), PLANE_RIGHT);
	ck_assert_int_eq(plane_base_quarter(&b, P(-100, 0)), PLANE_REAR);
	ck_assert_int_eq(plane_base_quarter(&b, P(0, -100)), PLANE_LEFT);
	/* on the front-right diagonal, ahead: front; behind: rear */
	ck_assert_int_eq(plane_base_quarter(&b, P(20, 40)), PLANE_FRONT);
	ck_assert_int_eq(plane_base_quarter(&b, P(-20, -40)), PLANE_REAR);
	ck_assert_int_eq(plane_base_gap(&b, &far, NULL, NULL), 80);
	ck_assert(plane_base_contains(&b, P(10, 20)));	/* a corner */
	ck_assert(!plane_base_contains(&b, P(11, 0)));
}
END_TEST

START_TEST(bearings_and_arcs)
{
	struct plane_pt o = P(0, 0);

	ck_assert_int_eq(plane_bearing(o, P(1000, -1000)), 45);
	ck_assert_int_eq(plane_bearing(o, P(0, 1000)), 180);
	ck_assert_int_eq(plane_bearing(o, P(-1, 0)), 270);
	/* exactly half way, along the table's 0.5 and 359.5 degrees */
	ck_assert_int_eq(plane_bearing(o, P(9150, -1048536)), 0);
	ck_assert_int_eq(plane_bearing(o, P(-9150, -1048536)), 359);
	ck_assert_int_eq(plane_bearing(o, P(9151, -1048536)), 1);
	ck_assert_int_eq(plane_sin(30), PLANE_TRIG_ONE / 2);
	ck_assert_int_eq(plane_deg_diff(350, 10), 20);
	/* a 90-degree front arc (45 either side of north): the edge is in */
	ck_assert(plane_in_arc(o, 0, 45, P(1000, -1000)));
	ck_assert(!plane_in_arc(o, 0, 45, P(1001, -1000)));
	ck_assert(plane_in_arc(o, 0, 45, P(-1000, -1000)));
	ck_assert(!plane_in_arc(o, 0, 45, P(0, 1000)));
	ck_assert(plane_in_arc(o, 0, 180, P(0, 1000)));
	ck_assert(plane_step(o, 90, 2500).x == 2500);
}
END_TEST

START_TEST(segments)
{
	struct plane_seg s = { { 0, 0 }, { 10, 0 } };
	struct plane_seg t = { { 5, -5 }, { 5, 5 } };
	struct plane_seg u = { { 10, 0 }, { 20, 0 } };
	struct plane_seg v = { { 0, 1 }, { 10, 1 } };

	ck_assert_int_eq(plane_seg_meet(s, t), PLANE_X_CROSS);
	ck_assert_int_eq(plane_seg_meet(s, u), PLANE_X_TOUCH);
	ck_assert_int_eq(plane_seg_meet(s, v), PLANE_X_NONE);
	ck_assert_int_eq(plane_seg_cmp_dist_seg(s, v, 1), 0);
	ck_assert_int_eq(plane_seg_cmp_dist_pt(s, P(13, 4), 5), 0);
	ck_assert(plane_seg_nearest(s, P(4, 7)).x == 4);
}
END_TEST

START_TEST(sight_into_a_wood)
{
	struct plane_seg across = { { -5000, 5000 }, { 15000, 5000 } };
	struct plane_seg corner = { { -5000, 5000 }, { 5000, -5000 } };
	struct plane_seg edge = { { -5000, 0 }, { 15000, 0 } };
	struct plane_blocker trees = { wood, PLANE_SEE_INTO, 2000 };
	struct plane_circle man = { { 5000, 5500 }, 500 };
	struct plane_sight s;
	struct plane_pt at;

	ck_assert_int_eq(plane_poly_where(wood, P(5000, 5000)), PLANE_IN);
	ck_assert_int_eq(plane_poly_where(wood, P(0, 5000)), PLANE_ON);
	ck_assert_int_eq(plane_seg_len_inside(across, wood), 10000);
	ck_assert(plane_seg_inside_beyond(across, wood, 2000, &at));
	ck_assert(at.x == 2000 && at.y == 5000);
	ck_assert(!plane_seg_enters(corner, wood));	/* grazes (0,0) */
	ck_assert(!plane_seg_enters(edge, wood));	/* runs along it */
	ck_assert_int_eq(plane_seg_len_inside(edge, wood), 0);
	/* 2" into the wood and no farther; the man 1/2" off the line with
	 * a 1/2" base: the line just clears him */
	plane_sight(across.a, across.b, &trees, 1, &man, 1, &s);
	ck_assert(!s.clear && s.blocker == 0 && s.at.x == 2000);
	ck_assert_int_eq(s.nfigures, 0);
	man.r = 501;
	trees.depth = 10000;
	plane_sight(across.a, across.b, &trees, 1, &man, 1, &s);
	ck_assert(s.clear && s.at.x == 15000);
	ck_assert(s.nfigures == 1 && s.first_figure == 0);
}
END_TEST

START_TEST(moving_through_a_wood)
{
	struct plane_pt path[3] = { { -5000, 5000 }, { 15000, 5000 },
	    { 15000, 8000 } };
	struct plane_terrain t = { wood, 200 };
	struct plane_path_cost c;

	plane_path(path, 3, 90, &t, 1, &c);
	ck_assert_int_eq(c.length, 23000);
	ck_assert_int_eq(c.cost, 5000 + 20000 + 5000 + 3000);
	ck_assert_int_eq(c.turned, 90);
	ck_assert(!c.blocked);
	t.cost = 0;				/* a lake */
	plane_path(path, 2, 0, &t, 1, &c);
	ck_assert(c.blocked && c.turned == 90);
}
END_TEST

/* A hedge 1/2" thick along y = 0 from x = 0 to 10", then north. */
START_TEST(hedge)
{
	struct plane_pt line[3] = { { 0, 0 }, { 10000, 0 }, { 10000, -5000 } };
	struct plane_band row = { line, 3, 500 };
	struct plane_seg over = { { 5000, 3000 }, { 5000, -3000 } };
	struct plane_seg beside = { { 0, 250 }, { 9000, 250 } };
	struct plane_seg clear = { { 0, 251 }, { 9000, 251 } };

	ck_assert(plane_band_contains(row, P(5000, 250)));	/* its edge */
	ck_assert(!plane_band_contains(row, P(5000, 251)));
	ck_assert(plane_band_contains(row, P(10250, -5000)));
	ck_assert(plane_band_meets(row, over));
	ck_assert(plane_band_meets(row, beside));
	ck_assert(!plane_band_meets(row, clear));
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("plane_cases");
	TCase *tc = tcase_create("cases");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, lengths);
	tcase_add_test(tc, base_exactly_at_range);
	tcase_add_test(tc, rectangles);
	tcase_add_test(tc, bearings_and_arcs);
	tcase_add_test(tc, segments);
	tcase_add_test(tc, sight_into_a_wood);
	tcase_add_test(tc, moving_through_a_wood);
	tcase_add_test(tc, hedge);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
