/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_game.c - The Highest Ground through the seam: the introductory
 * scenario played to a victory level by the shipped example sheets
 * (replayed every round, as `pbemd demo` plays them), with every report
 * checked against secrets() at every round, determinism (same seed, same
 * state), the commitments verified at the end, and LOS cases on the map.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

#define R highest_ground_rules

/* The shipped example sheet `kind` of `side`, parsed. */
static json_t *
sheet(const json_t *st, const char *side, const char *kind)
{
	struct sheet_check c;
	char name[64], low[16], *text;
	json_t *o;
	int i;

	for (i = 0; side[i]; i++)
		low[i] = (char)(side[i] | 0x20);
	low[i] = '\0';
	snprintf(name, sizeof name, "examples/%s-%s.txt", kind, low);
	text = t_src(name);
	sheet_check_init(&c);
	ck_assert(R.parse_sheet(&R, st, side, text, strlen(text), 5, &c) ==
	    PBEM_OK);
	ck_assert_msg(c.nerrors == 0, "%s-%s line %d: %s", kind, low,
	    c.errors[0].line, c.errors[0].msg);
	o = json_incref(c.orders);
	sheet_check_free(&c);
	free(text);
	return o;
}

static char *
play(const char *seed, const char *extra, int *phases, json_t **final)
{
	struct game_phase ph;
	struct dice d;
	json_t *st = t_load_scenario("intro.hgm", extra), *ev, *orders;
	int n = 0, i;
	char *out;

	dice_init_text(&d, seed);
	for (;;) {
		ck_assert(R.phase(&R, st, &ph) == PBEM_OK);
		if (ph.over)
			break;
		orders = json_object();
		for (i = 0; i < ph.nsides; i++)
			json_object_set_new(orders, ph.sides[i], sheet(st,
			    ph.sides[i], ph.kind));
		/* every report is checked against secrets() */
		st = t_resolve(st, orders, &d, &ev);
		json_decref(orders);
		json_decref(ev);
		ck_assert_int_lt(++n, 200);
	}
	ck_assert(ph.result[0] != '\0');
	*phases = n;
	out = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);
	if (final)
		*final = st;
	else
		json_decref(st);
	return out;
}

START_TEST(intro_game)
{
	json_t *st;
	struct hg_game *g = calloc(1, sizeof(struct hg_game));
	struct pbem_err err;
	struct buf b;
	char *a, *c;
	int n, m;

	a = play("hg-seed-1", "", &n, &st);
	ck_assert_int_eq(n, 1 + 12 * 5);
	c = play("hg-seed-1", "", &m, NULL);
	ck_assert_str_eq(a, c);		/* deterministic */
	ck_assert(t_decode(st, g, &err) == PBEM_OK);
	/* the end: each side learns which alias was which unit, and may
	 * ask for its whole chart (Request: chart) */
	buf_init(&b, 1 << 20);
	ck_assert(R.report(&R, st, NULL, "ALLIED", &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "THE ENEMY, UNMASKED") != NULL);
	ck_assert(strstr(buf_str(&b), "R-01   was ") != NULL);
	buf_reset(&b);
	/* the end mail's debrief checks the charts but leaves their 60 KB
	 * to a request, which now returns both */
	ck_assert(R.report(&R, st, NULL, NULL, &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "61 commitments verified") != NULL);
	ck_assert(strstr(buf_str(&b), "commit T12.R5") == NULL);
	buf_reset(&b);
	ck_assert(R.request(&R, st, "ALLIED", "chart", &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "THE CHARTS, REVEALED") != NULL);
	ck_assert(strstr(buf_str(&b), "--- chart of ALLIED\n") != NULL);
	ck_assert(strstr(buf_str(&b), "--- chart of ROMAN\n") != NULL);
	ck_assert(strstr(buf_str(&b), "commit T12.R5") != NULL);
	buf_reset(&b);
	ck_assert(R.request(&R, st, "ALLIED", "map", &b) == PBEM_ERR_NOTFOUND);
	buf_free(&b);
	buf_init(&b, 65536);
	ck_assert_int_eq(hg_verify(g, &b, NULL), PBEM_OK);
	ck_assert(strstr(buf_str(&b), "61 commitments verified") != NULL);
	/* a tampered chart no longer matches its commitments */
	json_array_set_new(json_object_get(g->charts, "ROMAN"), 3,
	    json_string("T0.R0 LEG1 start IIT14 face N"));
	buf_reset(&b);
	ck_assert_int_ne(hg_verify(g, &b, NULL), PBEM_OK);
	buf_free(&b);
	t_free(g);
	json_decref(st);
	free(a);
	free(c);
}
END_TEST

START_TEST(compressed_game)
{
	int n;
	char *a = play("hg-seed-2", "OPTION rounds 3\n", &n, NULL);

	ck_assert_int_eq(n, 1 + 12 * 3);
	free(a);
}
END_TEST

START_TEST(open_play)
{
	int n;
	char *a = play("hg-seed-3", "OPTION hidden off\n", &n, NULL);

	ck_assert_int_gt(n, 10);
	free(a);
}
END_TEST

/* LOS on the intro map: forest/village/swamp block (the target's hex
 * too), hills and rivers do not; adjacent always sees. */
START_TEST(los_table)
{
	static const struct { const char *a, *b; int see; } cases[] = {
		{ "IIA04", "IIE04", 1 },	/* open ground, across the river */
		{ "IIH06", "IIL06", 1 },	/* from the ridge: hills do not block */
		{ "IIE08", "IID08", 1 },	/* adjacent */
		{ "IIB08", "IIE08", 0 },	/* into the village */
		{ "IID06", "IID09", 0 },	/* through the village IID08 */
		{ "IIJ01", "IIJ04", 0 },	/* out of ... through the forest */
		{ "IIT14", "IIT14", 1 },
	};
	json_t *st = t_load_scenario("intro.hgm", "");
	struct hg_game *g = calloc(1, sizeof(struct hg_game));
	struct pbem_err err;
	size_t i;

	ck_assert(t_decode(st, g, &err) == PBEM_OK);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		ck_assert_msg(hg_los(g, hg_parse_hex(g, cases[i].a),
		    hg_parse_hex(g, cases[i].b)) == cases[i].see, "%s -> %s",
		    cases[i].a, cases[i].b);
	t_free(g);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest-ground");
	TCase *t = tcase_create("game");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 600);
	tcase_add_test(t, los_table);
	tcase_add_test(t, intro_game);
	tcase_add_test(t, compressed_game);
	tcase_add_test(t, open_play);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
