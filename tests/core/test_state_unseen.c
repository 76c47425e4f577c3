/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_unseen.c - the kit's leak counterfactual (games/
 * state_unseen.h: state_unseen_gone) on toy states: only units of
 * another side, never seen by the viewer and not gone already, are made
 * gone, with every edit; each way of writing a side and "seen"; and
 * hostile states (keys missing, wrong types, a huge array) change
 * nothing they should not and never crash.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "state_unseen.h"

#define NO_AT	{ NULL, NULL }

/* sides by index, "known" an int, status 1 = lost (To The Strongest!'s) */
static const struct state_unseen by_index = {
	.units = "units", .side = "side", .seen = "known",
	.gone = "status", .gone_how = UNSEEN_GONE_IS, .gone_n = 1,
	.edit = { { UNSEEN_SET_INT, "status", 1, NO_AT } },
};

/* sides by name, "known" a bool, gone at the rules' hits (duel's) */
static const struct state_unseen by_name = {
	.units = "units", .side = "side", .seen = "known",
	.gone = "hits", .gone_how = UNSEEN_GONE_AT_LEAST,
	.gone_at = { "rules", "hits" },
	.edit = { { UNSEEN_SET_STATE, "hits", 0, { "rules", "hits" } } },
};

/* an alias object by side name, alive flag, losses counted (Far Side's) */
static const struct state_unseen alias = {
	.units = "units", .side = "side",
	.seen = "seen", .seen_by = UNSEEN_BY_NAME, .seen_in = "alias",
	.gone = "alive", .gone_how = UNSEEN_GONE_NOT_TRUE,
	.edit = { { UNSEEN_SET_BOOL, "alive", 0, NO_AT },
	    { UNSEEN_SET_STATE, "elim_turn", 0, { "turn", NULL } },
	    { UNSEEN_COUNT_ARRAY, "lost", 0, NO_AT } },
};

/* a turn seen per side, four edits (Battleground's, Highest Ground's) */
static const struct state_unseen per_side = {
	.units = "units", .side = "side",
	.seen = "seen_turn", .seen_by = UNSEEN_BY_INDEX,
	.gone = "gone", .gone_how = UNSEEN_GONE_NONZERO,
	.edit = { { UNSEEN_SET_INT, "gone", 1, NO_AT },
	    { UNSEEN_SET_INT, "exited", 1, NO_AT },
	    { UNSEEN_SET_STATE, "lost_turn", 0, { "turn", NULL } },
	    { UNSEEN_COUNT_FIELD, "lost", 0, { "game", NULL } } },
};

static json_t *
state(const char *text)
{
	json_error_t e;
	json_t *st = json_loads(text, 0, &e);

	ck_assert_msg(st != NULL, "toy state: %s", e.text);
	return st;
}

static json_int_t
unit_int(const json_t *st, size_t i, const char *k)
{
	return json_integer_value(json_object_get(json_array_get(
	    json_object_get(st, "units"), i), k));
}

START_TEST(only_the_unseen_enemy)
{
	json_t *st = state("{\"units\": ["
	    "{\"side\": 1, \"known\": 0, \"status\": 0},"	/* gone */
	    "{\"side\": 1, \"known\": 1, \"status\": 0},"	/* seen */
	    "{\"side\": 0, \"known\": 0, \"status\": 0},"	/* own */
	    "{\"side\": 1, \"known\": 0, \"status\": 1},"	/* lost */
	    "{\"side\": 1, \"known\": 0, \"status\": 2}]}");	/* gone */

	ck_assert_int_eq(state_unseen_gone(st, 0, &by_index), 2);
	ck_assert_int_eq(unit_int(st, 0, "status"), 1);
	ck_assert_int_eq(unit_int(st, 1, "status"), 0);
	ck_assert_int_eq(unit_int(st, 2, "status"), 0);
	ck_assert_int_eq(unit_int(st, 4, "status"), 1);
	/* done once: nothing more to make gone */
	ck_assert_int_eq(state_unseen_gone(st, 0, &by_index), 0);
	/* the other side's view: its unseen enemy (index 2) goes */
	ck_assert_int_eq(state_unseen_gone(st, 1, &by_index), 1);
	ck_assert_int_eq(unit_int(st, 2, "status"), 1);
	json_decref(st);
}
END_TEST

START_TEST(side_by_name_gone_at_a_state_value)
{
	json_t *st = state("{\"sides\": [\"RED\", \"BLUE\"],"
	    "\"rules\": {\"hits\": 3}, \"units\": ["
	    "{\"side\": \"BLUE\", \"known\": false, \"hits\": 1},"
	    "{\"side\": \"BLUE\", \"known\": true, \"hits\": 0},"
	    "{\"side\": \"BLUE\", \"known\": false, \"hits\": 3},"
	    "{\"side\": \"RED\", \"known\": false, \"hits\": 0},"
	    "{\"side\": \"GREEN\", \"known\": false, \"hits\": 0}]}");

	ck_assert_int_eq(state_unseen_gone(st, 0, &by_name), 1);
	ck_assert_int_eq(unit_int(st, 0, "hits"), 3);
	ck_assert_int_eq(unit_int(st, 1, "hits"), 0);
	/* a side not among "sides" is nobody's enemy */
	ck_assert_int_eq(unit_int(st, 4, "hits"), 0);
	json_decref(st);
}
END_TEST

START_TEST(alias_by_name_and_losses)
{
	json_t *st = state("{\"sides\": [\"RED\", \"BLUE\"], \"turn\": 7,"
	    "\"lost\": [0, 4], \"units\": ["
	    "{\"side\": \"BLUE\", \"alive\": true, \"seen\": {}},"
	    "{\"side\": \"BLUE\", \"alive\": true,"
	    " \"seen\": {\"RED\": {\"alias\": 2}}},"
	    "{\"side\": \"BLUE\", \"alive\": true,"
	    " \"seen\": {\"BLUE\": {\"alias\": 2}}},"
	    "{\"side\": \"BLUE\", \"alive\": false, \"seen\": {}},"
	    "{\"side\": \"BLUE\", \"seen\": {}}]}");
	json_t *u0;

	ck_assert_int_eq(state_unseen_gone(st, 0, &alias), 2);
	u0 = json_array_get(json_object_get(st, "units"), 0);
	ck_assert(json_is_false(json_object_get(u0, "alive")));
	ck_assert_int_eq(unit_int(st, 0, "elim_turn"), 7);
	ck_assert(json_is_true(json_object_get(json_array_get(
	    json_object_get(st, "units"), 1), "alive")));
	ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(st,
	    "lost"), 1)), 6);
	ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(st,
	    "lost"), 0)), 0);
	/* the viewer's own name is needed: a side with none is refused */
	ck_assert_int_eq(state_unseen_gone(st, 2, &alias), -1);
	json_decref(st);
}
END_TEST

START_TEST(seen_per_side_and_four_edits)
{
	json_t *st = state("{\"turn\": 4, \"game\": {\"lost[1]\": 2},"
	    "\"units\": ["
	    "{\"side\": 1, \"seen_turn\": [0, 3], \"gone\": 0},"
	    "{\"side\": 1, \"seen_turn\": [2, 0], \"gone\": 0},"
	    "{\"side\": 1, \"gone\": 0}]}");

	ck_assert_int_eq(state_unseen_gone(st, 0, &per_side), 2);
	ck_assert_int_eq(unit_int(st, 0, "gone"), 1);
	ck_assert_int_eq(unit_int(st, 0, "exited"), 1);
	ck_assert_int_eq(unit_int(st, 0, "lost_turn"), 4);
	ck_assert_int_eq(unit_int(st, 1, "gone"), 0);
	ck_assert_ptr_null(json_object_get(json_array_get(json_object_get(st,
	    "units"), 1), "exited"));
	ck_assert_int_eq(json_integer_value(json_object_get(json_object_get(
	    st, "game"), "lost[1]")), 4);
	json_decref(st);
}
END_TEST

START_TEST(hostile_states)
{
	static const char *const bad[] = {
		"{}",
		"{\"units\": 5}",
		"{\"units\": {\"side\": 1}}",
		"{\"units\": [1, \"x\", null, [], {}]}",
		"{\"units\": [{\"side\": 1.5}, {\"side\": true},"
		" {\"side\": -1}, {\"side\": 99999999999}, {\"side\": []}]}",
	};
	size_t i;
	json_t *st, *copy;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		st = state(bad[i]);
		copy = json_deep_copy(st);
		ck_assert_int_eq(state_unseen_gone(st, 0, &per_side), 0);
		ck_assert_int_eq(state_unseen_gone(st, 0, &by_name), 0);
		ck_assert_int_eq(state_unseen_gone(st, 0, &alias), -1);
		ck_assert_msg(json_equal(st, copy), "changed: %s", bad[i]);
		json_decref(copy);
		json_decref(st);
	}
	/* wrong types under good units: a string "seen" is not seen, a
	 * losses array too short or a missing game object is no crash */
	st = state("{\"sides\": [\"RED\", \"BLUE\"], \"lost\": [],"
	    "\"units\": [{\"side\": \"BLUE\", \"alive\": true,"
	    " \"seen\": {\"RED\": \"yes\"}},"
	    "{\"side\": 1, \"seen_turn\": \"all\", \"gone\": \"no\"}]}");
	ck_assert_int_eq(state_unseen_gone(st, 0, &alias), 1);
	ck_assert_int_eq(json_array_size(json_object_get(st, "lost")), 0);
	/* BLUE's first unit (by name) has no seen_turn: unseen too */
	ck_assert_int_eq(state_unseen_gone(st, 0, &per_side), 2);
	/* no viewer */
	ck_assert_int_eq(state_unseen_gone(st, -1, &per_side), -1);
	json_decref(st);
}
END_TEST

START_TEST(huge_array)
{
	json_t *st = json_object(), *units = json_array(), *u;
	int i, n = 200000;

	for (i = 0; i < n; i++) {
		u = json_object();
		json_object_set_new(u, "side", json_integer(i % 2));
		json_object_set_new(u, "known", json_integer(i % 4 == 1));
		json_array_append_new(units, u);
	}
	json_object_set_new(st, "units", units);
	/* odd units are side 1; one in two of them known */
	ck_assert_int_eq(state_unseen_gone(st, 0, &by_index), n / 4);
	ck_assert_int_eq(state_unseen_gone(st, 1, &by_index), n / 2);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("state_unseen");
	TCase *tc = tcase_create("unseen");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, only_the_unseen_enemy);
	tcase_add_test(tc, side_by_name_gone_at_a_state_value);
	tcase_add_test(tc, alias_by_name_and_losses);
	tcase_add_test(tc, seen_per_side_and_four_edits);
	tcase_add_test(tc, hostile_states);
	tcase_add_test(tc, huge_array);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
