/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_state.c - a stored state is hostile (the referee amends it):
 * every field set out of its domain, one at a time, is refused as a
 * damaged state, while the state as played, and amends within the
 * domains, still decode.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"
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
	struct fs_game *g = calloc(1, sizeof *g);
	int rc;

	ck_assert(g != NULL);
	rc = game_module_decode(far_side_rules.module, st, g, err);
	free(g);
	return rc;
}

/* Deployed, turn 1: SOUTH (R1 R2 R3 ART1 GAT MI1) has seen NORTH. */
static json_t *
played(void)
{
	char path[512], *ds, *dn;
	struct dice d;
	json_t *st = t_load_file("scenarios/mission-station.fsw");

	snprintf(path, sizeof path, "%s/examples/deploy-south.txt", FS_SRC_DIR);
	ds = t_read(path);
	snprintf(path, sizeof path, "%s/examples/deploy-north.txt", FS_SRC_DIR);
	dn = t_read(path);
	dice_init_text(&d, "test_fs_state");
	st = t_resolve(st, "SOUTH", ds, "NORTH", dn, &d, NULL);
	free(ds);
	free(dn);
	return st;
}

static const struct {
	const char *ptr, *value;
} damaged[] = {
	{ "/turn", "11" },			/* TURNS 10 */
	{ "/turn", "-1" },
	{ "/half", "2" },
	{ "/first", "-1" },
	{ "/serial", "-1" },
	{ "/serial", "4" },			/* turn 1, first half */
	{ "/over", "2" },
	{ "/winner", "2" },
	{ "/start_units/0", "-1" },
	{ "/start_units/1", "16" },		/* 15 units in all */
	{ "/start_units/0", "5" },		/* SOUTH has 6 alive */
	{ "/lost/0", "99" },
	{ "/army_checked/1", "2" },
	{ "/nalias/0", "65" },
	{ "/nalias/1", "\"x\"" },
	{ "/init_roll/0", "7" },
	{ "/map/cols", "true" },		/* a flag is 1: not 8..26 */
	{ "/map/turns", "0" },
	{ "/map/zones/0", "[0, 3]" },
	{ "/map/zones/1", "[2147483648, 8]" },
	{ "/map/zones/1", "[3, 8]" },		/* meets SOUTH's 1-3 */
	{ "/units/0/side", "\"EAST\"" },
	{ "/units/0/type", "\"TANK\"" },
	{ "/units/0/quality", "\"VETERAN\"" },
	{ "/units/0/face", "\"S\"" },
	{ "/units/0/face", "7" },
	{ "/units/0/cell", "\"K1\"" },
	{ "/units/0/alive", "2" },
	{ "/units/0/mounted", "-1" },
	{ "/units/0/elim_turn", "11" },
	{ "/units/0/links", "[\"R2\"]" },	/* a friend, not an enemy */
	{ "/units/0/links", "[\"NOBODY\"]" },
	{ "/units/0/stand_melee", "\"NOBODY\"" },
	{ "/units/0/retreat", "[\"Q\"]" },
	{ "/units/0/default/face", "\"UP\"" },
	{ "/units/0/seen/NORTH/alias", "99" },	/* NORTH has named 6 */
	{ "/units/0/seen/NORTH/turn", "11" },
	{ "/units/0/seen/NORTH/cell", "\"A9\"" },
	{ "/units/1/cell", "\"B3\"" },		/* R1's cell */
	{ "/leaders/0/unit", "\"N1\"" },	/* MAJ is SOUTH's */
	{ "/leaders/0/rallied", "2" },
	{ "/leaders/0/killed_turn", "11" },
	{ "/leaders/0/traits", "[\"NO_SUCH_TRAIT\"]" },
	{ "/revealed", "[{\"unit\":\"R1\",\"viewer\":\"NORTH\","
	    "\"serial\":2,\"cell\":\"B3\"}]" },	/* serial is 1 */
};

/* The same, and the refusal names the field. */
static const struct {
	const char *ptr, *value, *what;
} named[] = {
	{ "/units/0/retreat", "[\"K1\"]", "units[0].retreat" },
	{ "/units/0/retreat", "[7]", "units[0].retreat" },
	{ "/map/fort", "[\"B9\"]", "map.fort" },
	{ "/map/fort", "[\"B2\", 3]", "map.fort" },
	{ "/map/fort", "{}", "map.fort" },
	{ "/map/objectives/0/cell", "\"K2\"", "map.objectives[0].cell" },
	{ "/map/objectives/0/cell", "null", "map.objectives[0].cell" },
	{ "/map/objectives/1/holder", "\"EAST\"",
	    "map.objectives[1].holder" },
	{ "/units/0/cell", "null", "units[0].cell" },
	{ "/units/2/id", "\"r1\"", "units[2].id" },	/* R1's, any case */
	{ "/units/2/id", "\"7\"", "units[2].id" },
	{ "/map/zones/0", "[0, 3]", "map.zones" },
	{ "/map/zones/0", "[1, 3, 3]", "map.zones" },
	{ "/map/zones/0", "[1, 9]", "map.zones" },
	{ "/map/zones/1", "[8, 6]", "map.zones" },	/* the wrong way */
	{ "/map/zones/1", "[3, 8]", "map.zones" },	/* meets SOUTH's 1-3 */
	{ "/map/zones", "[[1, 3]]", "map.zones" },
};

/* The rules data kept in the state, damaged: refused by the tables'
 * reader (fs_tables.c), the key path named. */
static const struct {
	const char *ptr, *value, *what;
} bad_rules[] = {
	{ "/rules/traits/VETERAN/cancels", "\"NOBODY\"",
	    "traits.VETERAN.cancels" },
	{ "/rules/traits/GREEN/applies", "[\"INF\", \"TANK\"]",
	    "traits.GREEN.applies" },
	{ "/rules/traits/GREEN/roll", "\"dance\"", "traits.GREEN.roll" },
	{ "/rules/traits/GREEN/value", "\"1\"", "traits.GREEN.value" },
	{ "/rules/modifiers", "3", "modifiers" },
	{ "/rules/trait_roll/9", "\"NOBODY\"", "trait_roll.9" },
	{ "/rules/trait_pick/1", "\"NOBODY\"", "trait_pick" },
	{ "/rules/qualities/REGULAR", "null", "qualities.REGULAR" },
	{ "/rules/terrain/.", "null", "terrain" },
};

/* Amends within the domains, refused by nobody. */
static const struct {
	const char *ptr, *value;
} fine[] = {
	{ "/turn", "10" },
	{ "/serial", "3" },
	{ "/lost/1", "1" },			/* a loss the board does not show */
	{ "/units/0/face", "\"SW\"" },
	{ "/map/fort", "[\"B2\", \"J8\", \"B2\"]" },
	{ "/units/0/retreat", "[\"NE\", \"C4\"]" },
	{ "/map/objectives/0/holder", "\"NORTH\"" },
	{ "/map/zones", "[[1, 1], [8, 8]]" },
	{ "/rules/traits/GREEN/applies", "[\"INF\", \"MELEE_BAND\", "
	    "\"MILITIA\"]" },
	{ "/units/0/alive", "false" },
	{ "/units/0/seen/NORTH/alias", "6" },
	{ "/leaders/0/rallied", "true" },
	{ "/revealed", "[{\"unit\":\"R1\",\"viewer\":\"NORTH\","
	    "\"serial\":1,\"cell\":\"B3\"}]" },
};

START_TEST(damaged_refused)
{
	struct pbem_err err = { 0 };
	json_t *st = played(), *bad = json_deep_copy(st);

	amend(bad, damaged[_i].ptr, damaged[_i].value);
	ck_assert_msg(decodes(bad, &err) == PBEM_ERR_STATE, "%s = %s decoded",
	    damaged[_i].ptr, damaged[_i].value);
	ck_assert_int_eq(err.rc, PBEM_ERR_STATE);
	ck_assert_msg(decodes(st, &err) == PBEM_OK, "%s", err.msg);
	json_decref(bad);
	json_decref(st);
}
END_TEST

START_TEST(damaged_named)
{
	struct pbem_err err = { 0 };
	json_t *st = played();

	amend(st, named[_i].ptr, named[_i].value);
	ck_assert_msg(decodes(st, &err) == PBEM_ERR_STATE, "%s = %s decoded",
	    named[_i].ptr, named[_i].value);
	ck_assert_msg(strstr(err.msg, named[_i].what) != NULL, "%s = %s: %s",
	    named[_i].ptr, named[_i].value, err.msg);
	json_decref(st);
}
END_TEST

START_TEST(rules_refused)
{
	struct pbem_err err = { 0 };
	json_t *st = played(), *bad = json_deep_copy(st);

	/* a copy: the tables read for the state's own rules data are
	 * kept for that value (state_memo.h), which is never changed */
	amend(bad, bad_rules[_i].ptr, bad_rules[_i].value);
	ck_assert_msg(decodes(bad, &err) != PBEM_OK, "%s = %s decoded",
	    bad_rules[_i].ptr, bad_rules[_i].value);
	ck_assert_msg(strstr(err.msg, bad_rules[_i].what) != NULL,
	    "%s = %s: %s", bad_rules[_i].ptr, bad_rules[_i].value, err.msg);
	json_decref(bad);
	json_decref(st);
}
END_TEST

START_TEST(in_domain_decodes)
{
	struct pbem_err err = { 0 };
	json_t *st = played(), *ok = json_deep_copy(st);

	amend(ok, fine[_i].ptr, fine[_i].value);	/* a copy: as above */
	ck_assert_msg(decodes(ok, &err) == PBEM_OK, "%s = %s: %s",
	    fine[_i].ptr, fine[_i].value, err.msg);
	json_decref(ok);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_state");
	TCase *tc = tcase_create("state");
	SRunner *sr;
	int nf;

	tcase_add_loop_test(tc, damaged_refused, 0,
	    (int)(sizeof damaged / sizeof damaged[0]));
	tcase_add_loop_test(tc, damaged_named, 0,
	    (int)(sizeof named / sizeof named[0]));
	tcase_add_loop_test(tc, rules_refused, 0,
	    (int)(sizeof bad_rules / sizeof bad_rules[0]));
	tcase_add_loop_test(tc, in_domain_decodes, 0,
	    (int)(sizeof fine / sizeof fine[0]));
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
