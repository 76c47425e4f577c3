/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_map_head.c - the top of a module's map from the kit on a toy
 * table: the heading and the sides' names at once (games/drawing.h:
 * drawing_heading_sides), for a side and for the referee, a viewer past
 * the sides refused; and an open table's measure counted from the
 * south-west corner with its note (games/drawing_plane.h:
 * drawing_measure_south), a note too long for the drawing refused.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "drawing_plane.h"

static const char sides[2][DRAW_NAME_LEN] = { "RED", "BLUE" };

START_TEST(heading_and_sides)
{
	struct drawing d;

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_eq(drawing_heading_sides(&d, "Toy", "g1", 1, sides, 2,
	    "Turn 2, move."), 0);
	ck_assert_str_eq(d.title, "Toy: g1");
	ck_assert_str_eq(d.subtitle, "BLUE's map. Turn 2, move.");
	ck_assert_int_eq(d.viewer, 1);
	ck_assert_int_eq(d.nsides, 2);
	ck_assert_str_eq(d.side[0], "RED");
	ck_assert_str_eq(d.side[1], "BLUE");
	drawing_free(&d);

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_eq(drawing_heading_sides(&d, "Toy", "g1", -1, sides, 2,
	    "Over."), 0);
	ck_assert_str_eq(d.subtitle, "Referee's map (everything). Over.");
	ck_assert_int_eq(d.viewer, -1);
	drawing_free(&d);

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_ne(drawing_heading_sides(&d, "Toy", "g1", 2, sides, 2,
	    "x"), 0);
	ck_assert_int_ne(drawing_failed(&d), 0);
	drawing_free(&d);
}
END_TEST

START_TEST(measure_from_the_south)
{
	struct drawing d;
	char longword[200];

	drawing_init(&d, "1/100 yard", 60000, 40000, 150);
	ck_assert_int_eq(drawing_measure_south(&d, 100, "yd", 2500, 0,
	    "yards"), 0);
	ck_assert_int_eq(d.measure.per, 100);
	ck_assert_int_eq(d.measure.every, 2500);
	ck_assert_int_eq(d.measure.from_south, 1);
	ck_assert_int_eq(d.nnotes, 1);
	ck_assert_str_eq(d.note[0],
	    "Points x,y are yards from the south-west corner.");
	drawing_free(&d);

	memset(longword, 'w', sizeof longword - 1);
	longword[sizeof longword - 1] = '\0';
	drawing_init(&d, "1/100 yard", 60000, 40000, 150);
	ck_assert_int_ne(drawing_measure_south(&d, 100, "yd", 2500, 0,
	    longword), 0);
	ck_assert_int_ne(drawing_failed(&d), 0);
	ck_assert_int_eq(d.nnotes, 0);
	drawing_free(&d);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("map_head");
	TCase *tc = tcase_create("head");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, heading_and_sides);
	tcase_add_test(tc, measure_from_the_south);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
