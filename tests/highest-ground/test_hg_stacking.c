/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_stacking.c - stacking, digest §6.5 (6.x) and §13.4: only the end
 * of the movement counts, the later-listed unit is cut back one hex at a
 * time, the cut is recorded in the chart; and R-29 (§11): a lone leader
 * overrun by an enemy combat unit steps aside, one passing through does
 * not overrun it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

static const char *stack_units =
	"UNIT ALLIED LB1 LONGBOW IT05\n"
	"UNIT ROMAN LEG1 LEGION IE05\n"
	"UNIT ROMAN LEG2 LEGION IE09\n"
	"UNIT ROMAN ARC1 ARCHER IE07\n"
	"UNIT ROMAN LEG3 LEGION IF09\n"
	"UNIT ROMAN ARC2 ARCHER IE03\n"
	"UNIT ROMAN LEG4 LEGION IE01\n";

/*
 * Only the end of the phase counts, and the later-listed unit gives way,
 * one hex at a time, until the breach is gone:
 *  - LEG1 ends on IE07, which ARC1 (listed later) leaves: legal;
 *  - LEG2 also ends on IE07: later than LEG1, cut back to IE08;
 *  - LEG3 ends on IE08, where LEG2 now is: later than LEG2, cut back to
 *    IF08;
 *  - LEG4 ends on IE03, where ARC2 stayed: cut back to IE02.
 */
START_TEST(stacking_cut_back)
{
	struct tg t;

	t_load(&t, NULL, stack_units, NULL);
	t.g->p1 = HG_ROMAN;
	t_round2(&t, NULL, "{\"moves\":["
	    "{\"unit\":\"LEG1\",\"steps\":[\"IE06\",\"IE07\"]},"
	    "{\"unit\":\"LEG2\",\"steps\":[\"IE08\",\"IE07\"]},"
	    "{\"unit\":\"ARC1\",\"steps\":[\"IF07\"]},"
	    "{\"unit\":\"LEG3\",\"steps\":[\"IF08\",\"IE08\"]},"
	    "{\"unit\":\"LEG4\",\"steps\":[\"IE02\",\"IE03\"]}]}");
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].hex, H(&t, "IE07"));
	ck_assert_int_eq(t.g->u[U(&t, "ARC1")].hex, H(&t, "IF07"));
	ck_assert_int_eq(t.g->u[U(&t, "LEG2")].hex, H(&t, "IE08"));
	ck_assert_int_eq(t.g->u[U(&t, "LEG3")].hex, H(&t, "IF08"));
	ck_assert_int_eq(t.g->u[U(&t, "LEG4")].hex, H(&t, "IE02"));
	SAW(&t, "ROMAN", "LEG2 is cut back to I-E08 at the end of the "
	    "movement: LEG1 holds I-E07, where it was to end (stacking");
	SAW(&t, "ROMAN", "LEG3 is cut back to I-F08 at the end of the "
	    "movement: LEG2 holds I-E08");
	SAW(&t, "ROMAN", "LEG4 is cut back to I-E02 at the end of the "
	    "movement: ARC2 holds I-E03");
	NOT_SAW(&t, "ALLIED", "cut back");
	/* the chart records the cut */
	{
		const json_t *c = json_object_get(t.g->charts, "ROMAN"), *v;
		size_t i;
		int found = 0;

		json_array_foreach(c, i, v)
			found |= strstr(json_string_value(v), "LEG2 stacking: "
			    "cut back to I-E08") != NULL;
		ck_assert(found);
	}
	t_done(&t);
}
END_TEST

/* a lone leader where an enemy combat unit ends its move steps
 * aside to the first free adjacent hex (N first); a unit passing through
 * does not overrun it, nor is it stopped (a leader is no combat unit). */
START_TEST(stacking_overrun_leader)
{
	struct tg t;
	int nb;

	t_load(&t, NULL,
	    "UNIT ALLIED NB1 NOBLE2 IE06\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE08\n", NULL);
	nb = U(&t, "NB1");
	t.g->p1 = HG_ROMAN;
	t_round2(&t, NULL, "{\"moves\":[{\"unit\":\"LEG1\",\"steps\":"
	    "[\"IE06\",\"IE07\"]}]}");
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].hex, H(&t, "IE07"));
	ck_assert_int_eq(t.g->u[nb].hex, H(&t, "IE06"));
	NOT_SAW(&t, NULL, "overrun");
	/* next turn LEG2 ends on it: N of IE06 is IE05, free now */
	t_round2(&t, NULL, "{\"moves\":[{\"unit\":\"LEG2\",\"steps\":"
	    "[\"IF07\",\"IF06\"]},{\"unit\":\"LEG1\",\"steps\":[\"IE06\"]}]}");
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].hex, H(&t, "IE06"));
	ck_assert_int_eq(t.g->u[nb].hex, H(&t, "IE05"));
	SAW(&t, "ALLIED", "Leader NB1 is overrun and escapes to I-E05");
	NOT_SAW(&t, "ROMAN", "overrun");
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_stacking");
	TCase *t = tcase_create("stacking");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, stacking_cut_back);
	tcase_add_test(t, stacking_overrun_leader);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
