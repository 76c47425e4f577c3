/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_log.c - the shared event log (games/event_log.c) with The
 * Highest Ground's names (hg_log.c): it writes what each side is told
 * (digest §13.3 and §17.4); after the R-33 leak, no format it is given may
 * print an argument it did not mean.  A happening's kind of news
 * (event_kind) goes on every copy of it and on nothing else.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

/*
 * R-33 leak: "%.5s %s" once printed ".5s" and then the raw chart record
 * (real unit id included) as the first %s.  A precision is honoured; an
 * unknown conversion stops the text there, so no argument is misread.
 */
START_TEST(say_formats_never_misread)
{
	struct tg t;

	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IC05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	event_say(&t.log, EVENT_V_ALL, "stamp %.5s rest %s",
	    "T0.R0 SECRET1", "tail");
	SAW(&t, "ALLIED", "stamp T0.R0 rest tail");
	NOT_SAW(&t, "ALLIED", "SECRET1");
	event_say(&t.log, EVENT_V_ALL, "odd %q then %s", "SECRET2", "x");
	SAW(&t, "ALLIED", "odd [?]");
	NOT_SAW(&t, "ALLIED", "SECRET2");
	event_say(&t.log, EVENT_V_ALL, "prec %.3d then %s", 5, "SECRET3");
	NOT_SAW(&t, "ROMAN", "SECRET3");
	event_say(&t.log, EVENT_V_ALL, "100%% sure %d", 7);
	SAW(&t, NULL, "100% sure 7");
	t_done(&t);
}
END_TEST

/* The kind of the events from `from` on, one letter each: "-" none,
 * else the word's first letter. */
static void
kinds(const struct tg *t, size_t from, char *out, size_t n)
{
	size_t i, k = 0;
	const char *w;

	for (i = from; i < json_array_size(t->log.events) && k + 1 < n; i++) {
		w = json_string_value(json_object_get(json_array_get(
		    t->log.events, i), "kind"));
		out[k++] = w ? w[0] : '-';
	}
	out[k] = '\0';
}

START_TEST(kind_marks_every_copy_of_one_happening)
{
	struct tg t;
	char got[16];
	size_t n0;
	int k;

	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IC05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	n0 = json_array_size(t.log.events);
	/* one happening, a copy per viewer (referee, ALLIED, ROMAN) */
	event_say(&t.log, EVENT_V_ALL, "before");
	event_say(&t.log, EVENT_V_ALL, "%U is eliminated", 0);
	event_kind(&t.log, EVENT_K_LOSS);
	event_say(&t.log, EVENT_V_ALL, "after");
	event_kind(&t.log, EVENT_K_NONE);	/* sets nothing */
	kinds(&t, n0, got, sizeof got);
	ck_assert_str_eq(got, "---lll---");
	/* a module writing each viewer's copy itself, one text for all
	 * (battleground, glory): every copy, and not the one before */
	n0 = json_array_size(t.log.events);
	event_log_add(&t.log, -1, "X fires at Y");
	event_log_add(&t.log, -1, "Y routs");
	event_log_add(&t.log, 0, "Y routs");
	event_log_add(&t.log, 1, "Y routs");
	event_kind(&t.log, EVENT_K_ROUT);
	kinds(&t, n0, got, sizeof got);
	ck_assert_str_eq(got, "-rrr");
	ck_assert_int_eq(t.log.failed, 0);
	for (k = EVENT_K_NONE + 1; k < EVENT_K_COUNT; k++)
		ck_assert_int_eq(event_kind_of(event_kind_word(
		    (enum event_kind)k)), k);
	ck_assert_ptr_null(event_kind_word(EVENT_K_NONE));
	ck_assert_ptr_null(event_kind_word(EVENT_K_COUNT));
	ck_assert_int_eq(event_kind_of("victory"), EVENT_K_NONE);
	ck_assert_int_eq(event_kind_of(NULL), EVENT_K_NONE);
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_log");
	TCase *t = tcase_create("log");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, say_formats_never_misread);
	tcase_add_test(t, kind_marks_every_copy_of_one_happening);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
