/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_game.c - whole games through the seam: the sample scenario with
 * the shipped example sheets replayed every turn (as `pbemd demo` does)
 * reaches a result; no report leaks a secret; the same seed twice gives
 * byte-identical states.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

static char *
example(const char *name)
{
	char path[512];

	snprintf(path, sizeof path, "%s/examples/%s", FS_SRC_DIR, name);
	return t_read(path);
}

/* Play the demo game with one seed; returns the final state dump. */
static char *
play(const char *seed, int verbose, int *phases)
{
	struct game_phase ph;
	struct dice d;
	json_t *st = t_load_file("scenarios/mission-station.fsw"), *ev;
	char *ds = example("deploy-south.txt"), *dn = example("deploy-north.txt");
	char *os = example("orders-south.txt"), *on = example("orders-north.txt");
	char *out, *rep;
	int n = 0;

	dice_init_text(&d, seed);
	ck_assert(far_side_rules.phase(&far_side_rules, st, &ph) == PBEM_OK);
	ck_assert_str_eq(ph.kind, "deploy");
	st = t_resolve(st, "SOUTH", ds, "NORTH", dn, &d, &ev);
	t_no_leak(st, ev, "SOUTH");
	t_no_leak(st, ev, "NORTH");
	json_decref(ev);
	for (;;) {
		ck_assert(far_side_rules.phase(&far_side_rules, st, &ph) == PBEM_OK);
		if (ph.over)
			break;
		ck_assert_int_eq(ph.nsides, 1);
		st = t_resolve(st, ph.sides[0], strcmp(ph.sides[0], "SOUTH") == 0 ?
		    os : on, NULL, NULL, &d, &ev);
		t_no_leak(st, ev, "SOUTH");
		t_no_leak(st, ev, "NORTH");
		if (verbose) {
			rep = t_report(st, ev, verbose == 1 ? "SOUTH" : NULL);
			fprintf(stderr, "%s\n=====\n", rep);
			free(rep);
		}
		json_decref(ev);
		ck_assert_int_lt(++n, 100);
	}
	ck_assert(ph.result[0] != '\0');
	if (verbose)
		fprintf(stderr, "RESULT (%s): %s\n", seed, ph.result);
	*phases = n;
	out = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);
	json_decref(st);
	free(ds);
	free(dn);
	free(os);
	free(on);
	return out;
}

START_TEST(demo_reaches_result)
{
	char seed[32], *s;
	int n;

	snprintf(seed, sizeof seed, "demo-seed-%d", _i);
	s = play(seed, getenv("FS_VERBOSE") ? atoi(getenv("FS_VERBOSE")) : 0,
	    &n);
	ck_assert_int_gt(n, 1);
	free(s);
}
END_TEST

START_TEST(same_seed_same_state)
{
	int n1, n2;
	char *a = play("determinism", 0, &n1), *b = play("determinism", 0, &n2);

	ck_assert_int_eq(n1, n2);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
}
END_TEST

START_TEST(example_sheets_parse)
{
	json_t *st = t_load_file("scenarios/mission-station.fsw");
	char *ds = example("deploy-south.txt"), *dn = example("deploy-north.txt");
	json_t *o;

	o = t_sheet(st, "SOUTH", ds);
	json_decref(o);
	o = t_sheet(st, "NORTH", dn);
	json_decref(o);
	free(ds);
	free(dn);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_game");
	TCase *tc = tcase_create("game");
	SRunner *sr;
	int nf;

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, example_sheets_parse);
	tcase_add_loop_test(tc, demo_reaches_result, 0, 8);
	tcase_add_test(tc, same_seed_same_state);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
