/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_memo.c - the kit's memo of parsed fixed parts
 * (games/state_memo.h): an image comes back only for the same module,
 * the same rules value and the same text bytes; anything else misses and
 * leaves the output as it was; the slots are bounded (the oldest goes),
 * and an image over the bound is not kept.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "state_memo.h"

struct img {
	int a[8];
};

START_TEST(hits_only_on_the_same_parts)
{
	json_t *rules = json_pack("{s:i}", "x", 1);
	json_t *equal = json_pack("{s:i}", "x", 1);
	struct img in, out;
	char text[] = "MAP 1\nUNIT A\n";

	memset(&in, 0, sizeof in);
	in.a[3] = 42;
	state_memo_put("toy", rules, text, &in, sizeof in);
	memset(&out, 0, sizeof out);
	ck_assert_int_eq(state_memo_get("toy", rules, text, &out, sizeof out),
	    1);
	ck_assert_int_eq(out.a[3], 42);
	/* another module, another value of equal content, other bytes */
	out.a[3] = 7;
	ck_assert_int_eq(state_memo_get("other", rules, text, &out,
	    sizeof out), 0);
	ck_assert_int_eq(state_memo_get("toy", equal, text, &out, sizeof out),
	    0);
	ck_assert_int_eq(state_memo_get("toy", rules, "MAP 1\nUNIT B\n", &out,
	    sizeof out), 0);
	ck_assert_int_eq(state_memo_get("toy", rules, "MAP 1\nUNIT A", &out,
	    sizeof out), 0);
	ck_assert_int_eq(state_memo_get("toy", rules, NULL, &out, sizeof out),
	    0);
	ck_assert_int_eq(out.a[3], 7);
	/* the text is the memo's own copy: the caller's buffer may change */
	text[11] = 'C';
	ck_assert_int_eq(state_memo_get("toy", rules, "MAP 1\nUNIT A\n", &out,
	    sizeof out), 1);
	/* the rules value is held: released by the caller, it stays alive,
	 * so its address cannot come back as another value */
	json_decref(rules);
	ck_assert_int_eq(state_memo_get("toy", equal, "MAP 1\nUNIT A\n", &out,
	    sizeof out), 0);
	json_decref(equal);
}
END_TEST

START_TEST(bounded)
{
	char text[32];
	struct img in, out;
	static char big[STATE_MEMO_MAX + 1];
	int i;

	memset(&in, 0, sizeof in);
	/* more parts than slots: the first ones are gone, the last kept */
	for (i = 0; i < 100; i++) {
		snprintf(text, sizeof text, "SCENARIO %d", i);
		in.a[0] = i;
		state_memo_put("toy", NULL, text, &in, sizeof in);
	}
	ck_assert_int_eq(state_memo_get("toy", NULL, "SCENARIO 0", &out,
	    sizeof out), 0);
	ck_assert_int_eq(state_memo_get("toy", NULL, "SCENARIO 99", &out,
	    sizeof out), 1);
	ck_assert_int_eq(out.a[0], 99);
	state_memo_put("toy", NULL, "BIG", big, sizeof big);
	ck_assert_int_eq(state_memo_get("toy", NULL, "BIG", big, sizeof big),
	    0);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("state_memo");
	TCase *tc = tcase_create("memo");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, hits_only_on_the_same_parts);
	tcase_add_test(tc, bounded);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
