/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_state.c - a stored state is hostile (the referee amends it):
 * every field set out of its domain, one at a time, is refused as a
 * damaged state, while the state as played, and amends within the
 * domains, still decode.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"
#include "json_pointer.h"

/* Set the member at a JSON pointer ("/units/0/face") to a JSON value, as
 * `pbemd referee GAME amend` does (here a member a state leaves out when
 * it is 0 may be added too, as in a state edited by hand). */
static void
amend(json_t *st, const char *ptr, const char *value)
{
	json_t *v = json_loads(value, JSON_DECODE_ANY, NULL);

	ck_assert(v != NULL);
	ck_assert_msg(json_pointer_set(st, ptr, v, 1, NULL) == 0,
	    "no %s in the state", ptr);
	json_decref(v);
}

static int
decodes(const json_t *st, struct pbem_err *err)
{
	struct hg_game *g = calloc(1, sizeof(struct hg_game));
	int rc;

	ck_assert(g != NULL);
	rc = t_decode(st, g, err);
	t_free(g);
	return rc;
}

/*
 * The intro scenario after setup and round 1, no orders: turn 1 of 12,
 * round 2, seq 0 (nothing has moved), both sides have named some of the
 * other's units (ALLIED 6, ROMAN 11).  The board is two 20 x 14 sheets
 * side by side: hexes 0-559.  Unit 0 is KN1, ALLIED, on the map,
 * Tactical.
 */
static json_t *
played(void)
{
	json_t *st = t_load_scenario("intro.hgm", NULL), *ev, *o;
	struct dice d;
	int i;

	dice_init_text(&d, "test_hg_state");
	for (i = 0; i < 2; i++) {
		o = json_object();
		st = t_resolve(st, o, &d, &ev);
		json_decref(o);
		json_decref(ev);
	}
	return st;
}

static const struct {
	const char *ptr, *value;
} damaged[] = {
	{ "/game/turn", "13" },
	{ "/game/turn", "-1" },
	{ "/game/round", "6" },
	{ "/game/round", "99" },
	{ "/game/round", "-1" },
	{ "/game/p1", "-1" },
	{ "/game/p1", "2" },
	{ "/game/over", "2" },
	{ "/game/seq", "-1" },
	{ "/game/seq", "1700001" },		/* 17 resolutions' worth */
	{ "/game/army[0]", "6" },		/* six bands */
	{ "/game/army[1]", "-1" },
	{ "/game/broken_run[0]", "-1" },
	{ "/game/nalias[1]", "59" },		/* 58 units */
	{ "/game/nalias[0]", "7" },		/* 6 named: a new name */
	{ "/game/broken_run[1]", "2" },		/* in turn 1 */
	{ "/game/exited[0]", "-1" },
	{ "/game/lost[1]", "59" },
	{ "/game/r2_moves", "2" },
	{ "/game/r2_moves", "1" },		/* a five-round turn */
	{ "/units/0/side", "2" },
	{ "/units/0/type", "99" },
	{ "/units/0/type", "-1" },
	{ "/units/0/status", "4" },
	{ "/units/0/mode", "3" },
	{ "/units/0/mode", "2" },		/* B, but no level */
	{ "/units/0/face", "6" },
	{ "/units/0/face", "-1" },
	{ "/units/0/arrive_face", "7" },
	{ "/units/0/lk_face", "6" },
	{ "/units/0/entry_dir", "6" },
	{ "/units/0/entry_dir", "-2" },
	{ "/units/0/ret_pref[0]", "6" },
	{ "/units/0/ret_pref[1]", "-2" },
	{ "/units/0/wait_face", "6" },
	{ "/units/0/wait_mode", "3" },
	{ "/units/0/arrive_mode", "2" },
	{ "/units/0/hex", "560" },		/* off the board */
	{ "/units/0/hex", "2911" },
	{ "/units/0/hex", "-2" },
	{ "/units/0/tail", "560" },
	{ "/units/0/arrive_hex", "-2" },
	{ "/units/0/lk_hex", "99999" },
	{ "/units/0/lk_tail", "560" },
	{ "/units/0/dis", "2" },
	{ "/units/0/noammo", "-1" },
	{ "/units/0/seen", "2" },
	{ "/units/0/lk_valid", "2" },
	{ "/units/0/routed", "2" },
	{ "/units/0/entry_river", "2" },
	{ "/units/0/entry_hill", "2" },		/* hills are true (1) */
	{ "/units/0/ammo", "-1" },
	{ "/units/0/supply[0]", "-1" },
	{ "/units/0/supply[1]", "100" },
	{ "/units/0/arrive_turn", "100" },
	{ "/units/0/lk_turn", "13" },
	{ "/units/0/lk_round", "6" },
	{ "/units/0/alias", "12" },		/* ROMAN named 11 */
	{ "/units/0/alias", "-1" },
	{ "/units/0/entry_seq", "1" },		/* seq is 0 */
	{ "/units/0/bld_level", "3" },
	{ "/units/0/bld_prog", "-1" },
	{ "/units/0/bld_prog", "1" },		/* building nothing */
	{ "/units/0/bld_from", "58" },
	{ "/units/0/bld_from", "-2" },
	{ "/units/0/boat", "3" },
	{ "/units/0/boat_from", "59" },
	{ "/units/0/boat_from", "-1" },
	{ "/units/0/id", "\"KN2\"" },
	{ "/objectives/0/holder", "2" },
	{ "/objectives/0/known1", "-1" },
	{ "/charts/ALLIED/0", "5" },
	{ "/charts/ROMAN", "\"x\"" },
	{ "/pending", "[]" },
	{ "/entry_rolled", "[0, 9]" },
	{ "/rules_version", "0" },		/* versions 1 to 3 exist */
	{ "/rules_version", "4" },
	{ "/rules_version", "-1" },
	{ "/rules_version", "\"2\"" },
	{ "/rules_version", "null" },
	/* forts and what each side knows of them, by hex label */
	{ "/forts", "[]" },
	{ "/forts", "null" },
	{ "/forts/ZZ99", "1" },			/* no such hex */
	{ "/forts/IIT04", "4" },		/* levels 0..3 */
	{ "/forts/IIT04", "-1" },
	{ "/forts/IIT04", "\"1\"" },
	{ "/forts_known", "[{}]" },		/* one per side */
	{ "/forts_known", "{}" },
	{ "/forts_known/1", "{\"IIT04\": 9}" },
	{ "/forts_known/0", "{\"T04\": 1}" },
};

/* Amends within the domains, refused by nobody. */
static const struct {
	const char *ptr, *value;
} fine[] = {
	{ "/game/round", "5" },
	{ "/game/turn", "12" },
	{ "/game/army[0]", "5" },
	{ "/game/broken_run[1]", "1" },
	{ "/game/lost[0]", "1" },		/* a loss the board does not show */
	{ "/units/0/face", "5" },
	{ "/units/0/entry_dir", "-1" },
	{ "/units/0/hex", "-1" },
	{ "/units/0/hex", "559" },
	{ "/units/0/alias", "11" },
	{ "/units/0/entry_hill", "1" },
	{ "/units/0/entry_seq", "0" },
	{ "/game/seq", "1700000" },
	{ "/units/0/bld_from", "57" },
	{ "/units/0/boat_from", "58" },
	{ "/rules_version", "1" },		/* a game started before 2 */
	{ "/rules_version", "2" },
	{ "/rules_version", "3" },
	{ "/forts/IIT04", "2" },
	{ "/forts_known/1", "{\"IIT04\": 1}" },
};

START_TEST(damaged_refused)
{
	struct pbem_err err = { 0 };
	json_t *st = played(), *bad = json_deep_copy(st);

	amend(bad, damaged[_i].ptr, damaged[_i].value);
	ck_assert_msg(decodes(bad, &err) == PBEM_ERR_STATE, "%s = %s decoded",
	    damaged[_i].ptr, damaged[_i].value);
	ck_assert_int_eq(err.rc, PBEM_ERR_STATE);
	/* a map kept by hex names itself: "... state (forts_known)" */
	if (strncmp(damaged[_i].ptr, "/forts", 6) == 0) {
		char want[32];

		snprintf(want, sizeof want, "(%.*s)", (int)strcspn(
		    damaged[_i].ptr + 1, "/"), damaged[_i].ptr + 1);
		ck_assert_msg(strstr(err.msg, want) != NULL, "%s", err.msg);
	}
	ck_assert_msg(decodes(st, &err) == PBEM_OK, "%s", err.msg);
	json_decref(bad);
	json_decref(st);
}
END_TEST

START_TEST(in_domain_decodes)
{
	struct pbem_err err = { 0 };
	json_t *st = played();

	amend(st, fine[_i].ptr, fine[_i].value);
	ck_assert_msg(decodes(st, &err) == PBEM_OK, "%s = %s: %s",
	    fine[_i].ptr, fine[_i].value, err.msg);
	json_decref(st);
}
END_TEST

/* A unit due to arrive needs an arrival hex on the board. */
START_TEST(pending_needs_arrival_hex)
{
	struct pbem_err err = { 0 };
	json_t *st = played();

	amend(st, "/units/0/status", "3");
	ck_assert_msg(decodes(st, &err) == PBEM_OK, "%s", err.msg);
	amend(st, "/units/0/arrive_hex", "-1");
	ck_assert_int_eq(decodes(st, &err), PBEM_ERR_STATE);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_state");
	TCase *tc = tcase_create("state");
	SRunner *sr;
	int nf;

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, damaged_refused, 0,
	    (int)(sizeof damaged / sizeof damaged[0]));
	tcase_add_loop_test(tc, in_domain_decodes, 0,
	    (int)(sizeof fine / sizeof fine[0]));
	tcase_add_test(tc, pending_needs_arrival_hex);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
