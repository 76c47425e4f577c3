/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_event_printf.c - the kit's plain-words happening from a format
 * and its arguments (games/event_log.h: event_printf, event_printf_ruled)
 * on a toy two-sided log: one event per viewer in the mask, in order
 * (the referee first), the text printf made, no side outside the game,
 * and the rulings on every copy only in the ruled form.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "event_log.h"

static const char sides[2][EVENT_NAME_LEN] = { "RED", "BLUE" };
static const int turn = 3;

static void
toy_log(struct event_log *log)
{
	event_log_init(log);
	event_names_set(&log->names, NULL, 2, sides, &turn, NULL, NULL, NULL);
}

static const char *
text_of(const struct event_log *log, size_t i)
{
	return json_string_value(json_object_get(json_array_get(log->events,
	    i), "text"));
}

START_TEST(printed_for_each_viewer)
{
	struct event_log log;

	toy_log(&log);
	/* side 2 is no side of a two-sided game: nobody's copy */
	event_printf(&log, 2, EVENT_V_REF | EVENT_V_SIDE(1) | EVENT_V_SIDE(2),
	    "%s fires %d shots%s", "A1", 4, "");
	ck_assert_int_eq(log.failed, 0);
	ck_assert_uint_eq(json_array_size(log.events), 2);
	ck_assert(event_is_for(json_array_get(log.events, 0), NULL));
	ck_assert(event_is_for(json_array_get(log.events, 1), "BLUE"));
	ck_assert(!event_is_for(json_array_get(log.events, 1), "RED"));
	ck_assert_str_eq(text_of(&log, 0), "A1 fires 4 shots");
	ck_assert_str_eq(text_of(&log, 1), "A1 fires 4 shots");
	ck_assert_ptr_null(json_object_get(json_array_get(log.events, 0),
	    "rulings"));
	json_decref(log.events);
}
END_TEST

START_TEST(ruled_on_every_copy)
{
	struct event_log log;
	struct draw_ruling r[2];
	json_t *ru;
	size_t i;

	r[0] = draw_ruler(0, 0, 30, 40, 50);
	r[1] = draw_ruler(1, 1, 1, 5, 4);
	toy_log(&log);
	event_printf_ruled(&log, 2, EVENT_V_ALL, r, 2, "shot at %d", 50);
	event_printf_ruled(&log, 2, EVENT_V_SIDE(0), NULL, 0, "%s", "quiet");
	ck_assert_int_eq(log.failed, 0);
	ck_assert_uint_eq(json_array_size(log.events), 4);
	for (i = 0; i < 3; i++) {
		ck_assert_str_eq(text_of(&log, i), "shot at 50");
		ru = json_object_get(json_array_get(log.events, i), "rulings");
		ck_assert_uint_eq(json_array_size(ru), 2);
	}
	ck_assert(event_is_for(json_array_get(log.events, 3), "RED"));
	ck_assert_str_eq(text_of(&log, 3), "quiet");
	ck_assert_ptr_null(json_object_get(json_array_get(log.events, 3),
	    "rulings"));
	json_decref(log.events);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("event_printf");
	TCase *tc = tcase_create("printf");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, printed_for_each_viewer);
	tcase_add_test(tc, ruled_on_every_copy);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
