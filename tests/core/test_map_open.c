/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_map_open.c - an open table's map opened by the kit on a toy
 * table (games/drawing_plane.h: drawing_open_table): the same drawing as
 * its parts called one by one, points counted from the south-west
 * corner or from the north-west one, a viewer past the sides refused;
 * and the rulings of the events told to a side by its name
 * (games/draw_rulings.h: draw_rulings_for): a side's own, the referee's
 * own copies, nothing of another side's.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "draw_rulings.h"
#include "drawing_plane.h"
#include "event_log.h"

static const char sides[2][DRAW_NAME_LEN] = { "RED", "BLUE" };

static const struct draw_open_table south = { .system = "Toy",
	.unit = "1/1000 inch", .per = 1000, .word = "in", .every = 6000,
	.decimals = 1, .words = "inches" };

/* Two drawings the same, item for item, as their JSON says. */
static void
same_drawing(const struct drawing *a, const struct drawing *b)
{
	json_t *ja, *jb;
	char *sa, *sb;

	ck_assert_int_eq(drawing_to_json(a, &ja), 0);
	ck_assert_int_eq(drawing_to_json(b, &jb), 0);
	sa = json_dumps(ja, JSON_SORT_KEYS);
	sb = json_dumps(jb, JSON_SORT_KEYS);
	ck_assert_ptr_nonnull(sa);
	ck_assert_str_eq(sa, sb);
	free(sa);
	free(sb);
	json_decref(ja);
	json_decref(jb);
}

START_TEST(opened_as_its_parts)
{
	struct drawing a, b;

	drawing_init(&a, "x", 1, 1, 1);	/* the call makes it again */
	ck_assert_int_eq(drawing_open_table(&a, &south, 48000, 36000, 1500,
	    "g1", 1, sides, 2, "Turn 2: both sides."), 0);
	drawing_init(&b, "1/1000 inch", 48000, 36000, 1500);
	drawing_heading_sides(&b, "Toy", "g1", 1, sides, 2,
	    "Turn 2: both sides.");
	drawing_measure_south(&b, 1000, "in", 6000, 1, "inches");
	same_drawing(&a, &b);
	ck_assert_str_eq(a.subtitle, "BLUE's map. Turn 2: both sides.");
	ck_assert_int_eq(a.measure.from_south, 1);
	ck_assert_int_eq(a.nnotes, 1);
	ck_assert_str_eq(a.note[0],
	    "Points x,y are inches from the south-west corner.");
	drawing_free(&a);
	drawing_free(&b);
}
END_TEST

START_TEST(opened_from_the_north)
{
	struct draw_open_table north = south;
	struct drawing d;

	north.from_north = 1;
	north.unit = "1/100 inch";
	north.per = 100;
	drawing_init(&d, "x", 1, 1, 1);
	ck_assert_int_eq(drawing_open_table(&d, &north, 4800, 3600, 200,
	    "g2", -1, sides, 2, "Over."), 0);
	ck_assert_str_eq(d.unit, "1/100 inch");
	ck_assert_int_eq(d.width, 4800);
	ck_assert_str_eq(d.title, "Toy: g2");
	ck_assert_str_eq(d.subtitle, "Referee's map (everything). Over.");
	ck_assert_int_eq(d.nsides, 2);
	ck_assert_int_eq(d.measure.per, 100);
	ck_assert_int_eq(d.measure.from_south, 0);
	ck_assert_int_eq(d.nnotes, 1);
	ck_assert_str_eq(d.note[0],
	    "Points x,y are inches from the north-west corner.");
	drawing_free(&d);

	drawing_init(&d, "x", 1, 1, 1);
	ck_assert_int_ne(drawing_open_table(&d, &north, 4800, 3600, 200,
	    "g2", 2, sides, 2, "x"), 0);
	ck_assert_int_ne(drawing_failed(&d), 0);
	drawing_free(&d);
}
END_TEST

/* The rulers drawn on d: their lengths in order, "50,4". */
static void
rulers(const struct drawing *d, char *out, size_t n)
{
	int i;

	out[0] = '\0';
	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == DRAW_RULING)
			snprintf(out + strlen(out), n - strlen(out), "%s%d",
			    out[0] ? "," : "",
			    d->items[i].u.ruling.length);
}

START_TEST(rulings_for_a_side_by_name)
{
	static const int turn = 1;
	struct event_log log;
	struct draw_ruling r;
	struct drawing d;
	char got[64];

	event_log_init(&log);
	event_names_set(&log.names, NULL, 2, sides, &turn, NULL, NULL, NULL);
	r = draw_ruler(0, 0, 30, 40, 50);
	event_printf_ruled(&log, 2, EVENT_V_REF | EVENT_V_SIDE(0), &r, 1,
	    "RED's shot");
	r = draw_ruler(1, 1, 1, 5, 4);
	event_printf_ruled(&log, 2, EVENT_V_ALL, &r, 1, "everyone's");
	r = draw_ruler(2, 2, 2, 9, 7);
	event_printf_ruled(&log, 2, EVENT_V_SIDE(1), &r, 1, "BLUE's");
	ck_assert_int_eq(log.failed, 0);

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_eq(draw_rulings_for(&d, log.events, "RED"), 0);
	rulers(&d, got, sizeof got);
	ck_assert_str_eq(got, "50,4");
	drawing_free(&d);

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_eq(draw_rulings_for(&d, log.events, "BLUE"), 0);
	rulers(&d, got, sizeof got);
	ck_assert_str_eq(got, "4,7");
	drawing_free(&d);

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_eq(draw_rulings_for(&d, log.events, NULL), 0);
	rulers(&d, got, sizeof got);
	ck_assert_str_eq(got, "50,4");	/* the referee's copies */
	drawing_free(&d);

	drawing_init(&d, "1/1000 inch", 48000, 36000, 1500);
	ck_assert_int_eq(draw_rulings_for(&d, log.events, "GREEN"), 0);
	ck_assert_int_eq(d.nitems, 0);
	drawing_free(&d);
	json_decref(log.events);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("map_open");
	TCase *tc = tcase_create("open");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, opened_as_its_parts);
	tcase_add_test(tc, opened_from_the_north);
	tcase_add_test(tc, rulings_for_a_side_by_name);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
