/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_log.c - the shared event log (games/event_log.c) with The
 * Highest Ground's names (hg_log.c): it writes what each side is told
 * (digest §13.3 and §17.4); after the R-33 leak, no format it is given may
 * print an argument it did not mean.
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

int
main(void)
{
	Suite *s = suite_create("highest_ground_log");
	TCase *t = tcase_create("log");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, say_formats_never_misread);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
