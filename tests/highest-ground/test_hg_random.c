/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_random.c - generated scenarios, digest §15.1 (14.3, 14.4):
 * random objectives (1d4 sheet, D20 column and row, rolled again when
 * out of range or taken) and random entry sides, rolled at setup (§5) and
 * kept in the state; none drawn when there are none.  Then
 * scenarios/skirmish.hgm played through the seam: its point totals
 * (§15.2), its random entry and objectives, the units that did not ENTER
 * coming on in 3.16 (§14), no report leaking a secret (§13.3), the same
 * seed twice giving the same state.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

#define R highest_ground_rules

#define ROWS14(ch) \
	"01 " ch "\n02 " ch "\n03 " ch "\n04 " ch "\n05 " ch "\n06 " ch \
	"\n07 " ch "\n08 " ch "\n09 " ch "\n10 " ch "\n11 " ch "\n12 " ch \
	"\n13 " ch "\n14 " ch "\nEND\n"
#define TWO_MAPS \
	"LAYOUT I@0,0 II@1,0\nMAP I COLS 20 ROWS 14\nTERRAIN\n" \
	ROWS14("....................") \
	"MAP II COLS 20 ROWS 14\nTERRAIN\n" ROWS14("....................")

/* Setup with these dice first, then the 64 chart salts (d256) and turn
 * 1's player order (d6). */
static void
setup_with(struct tg *t, const int *first, size_t n)
{
	int v[128];
	size_t i;

	ck_assert(n + 65 <= sizeof v / sizeof v[0]);
	for (i = 0; i < n; i++)
		v[i] = first[i];
	for (i = n; i < n + 65; i++)
		v[i] = 1;
	t->g->turn = 0;
	t_round_n(t, 0, NULL, NULL, v, n + 65);
}

/*
 * 14.3 with two sheets: the 1d4 for the sheet is rolled again above 2,
 * the D20 for the row again above 14; an objective that falls on another
 * is rolled again.  Dice: (3 -> again) 2, 4, (17 -> again) 9: map II
 * column D row 09; then 1, 4, 9: ID09; then 2, 4, 9 again (taken) and
 * 1, 1, 1: IA01.
 */
START_TEST(random_objectives)
{
	static const int dice[] = { 3, 2, 4, 17, 9, 1, 4, 9, 2, 4, 9, 1, 1, 1 };
	struct tg t;
	struct hg_game *g2;
	json_t *st;

	t_load(&t, TWO_MAPS,
	    "OBJ RANDOM 3 5\n"
	    "UNIT ALLIED LB1 LONGBOW IIT05\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n", NULL);
	ck_assert_int_eq(t.g->nobj, 3);
	ck_assert_int_eq(t.g->obj[0].hex, -1);
	setup_with(&t, dice, sizeof dice / sizeof dice[0]);
	ck_assert_int_eq(t.g->obj[0].hex, H(&t, "IID09"));
	ck_assert_int_eq(t.g->obj[1].hex, H(&t, "ID09"));
	ck_assert_int_eq(t.g->obj[2].hex, H(&t, "IA01"));
	SAW(&t, "ALLIED", "No dice come with the loading of a scenario, so "
	    "they are rolled now, at setup");
	SAW(&t, "ROMAN", "Random objective (14.3): sheet 2 (map II), column 4 "
	    "(D), row 9: II-D09, worth 5 VP");
	SAW(&t, "ALLIED", "Random objective (14.3): sheet 1 (map I), column 1 "
	    "(A), row 1: I-A01, worth 5 VP");
	/* stored and read back */
	g2 = t_reloaded(&t, &st);
	ck_assert_int_eq(g2->obj[0].hex, H(&t, "IID09"));
	ck_assert_int_eq(g2->obj[2].hex, H(&t, "IA01"));
	t_free(g2);
	json_decref(st);
	t_done(&t);
}
END_TEST

/*
 * 14.4: two sheets side by side have 6 outer map sides: I north, I south,
 * I west, II north, II east, II south.  The Allies roll 3 (map I west
 * side), the Romans' entry edge: rolled again, 5: map II east side.  The
 * Allied units wait off the map, due on turn 1, along that side, facing
 * in; they may ENTER there.
 */
START_TEST(random_entry)
{
	static const int dice[] = { 3, 5 };
	struct tg t;
	struct hg_game *g2;
	char e[256];
	json_t *o, *st;
	int lb;

	t_load(&t, TWO_MAPS,
	    "ENTRY ROMAN IA01-IA14\n"
	    "ENTRY ALLIED RANDOM\n"
	    "UNIT ALLIED LB1 LONGBOW IIJ05\n"
	    "UNIT ALLIED FO1 FOOTE IIJ06\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n", NULL);
	ck_assert_int_eq(hg_map_sides(t.g), 6);
	lb = U(&t, "LB1");
	setup_with(&t, dice, 2);
	ck_assert_int_eq(t.g->entry_loc[HG_ALLIED], 4);
	ck_assert(t.g->edge[H(&t, "IIT07")] & (1 << HG_ALLIED));
	ck_assert(!(t.g->edge[H(&t, "IA07")] & (1 << HG_ALLIED)));
	SAW(&t, "ROMAN", "Random entry (14.4): ALLIED enters from the map II "
	    "east side (die 5 of 6 map sides)");
	SAW(&t, "ALLIED", "Your forces wait off the map: ENTER them along the "
	    "map II east side in turn 1");
	ck_assert(hg_waiting(t.g, lb));
	ck_assert_int_eq(t.g->u[lb].arrive_hex, H(&t, "IIT01"));
	ck_assert_int_eq(t.g->u[U(&t, "FO1")].arrive_hex, H(&t, "IIT02"));
	ck_assert_int_eq(t.g->u[lb].arrive_face, HEX_SW);
	g2 = t_reloaded(&t, &st);
	ck_assert(g2->edge[H(&t, "IIT07")] & (1 << HG_ALLIED));
	ck_assert_int_eq(g2->entry_loc[HG_ALLIED], 4);
	t_free(g2);
	json_decref(st);
	t.g->round = 2;
	t.g->p1 = HG_ALLIED;
	o = t_parse(&t, "ALLIED", "ENTER FO1 IIT07 FACE SW IIS07\n", e,
	    sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	t_done(&t);
}
END_TEST

/*
 * 14.4, "each map side counts as one entry location": with the Allies on
 * the whole map II east side, the Romans' roll of 4 (map II north side)
 * stands although its corner IIT01 is an Allied entry hex; a 5 (map II
 * east side itself) is rolled again, and 6 (map II south side) stands.
 */
#define BESIDE \
	"ENTRY ALLIED IIT01-IIT14\nENTRY ROMAN RANDOM\n" \
	"UNIT ALLIED FO1 FOOTE IIS07\nUNIT ROMAN LEG1 LEGION IA05\n"
START_TEST(random_entry_beside)
{
	static const int north[] = { 4 }, south[] = { 5, 6 };
	struct tg t;
	int leg;

	t_load(&t, TWO_MAPS, BESIDE, NULL);
	leg = U(&t, "LEG1");
	setup_with(&t, north, 1);
	ck_assert_int_eq(t.g->entry_loc[HG_ROMAN], 3);
	SAW(&t, "ALLIED", "Random entry (14.4): ROMAN enters from the map II "
	    "north side (die 4 of 6 map sides)");
	ck_assert(t.g->edge[H(&t, "IIJ01")] & (1 << HG_ROMAN));
	ck_assert_int_eq(t.g->u[leg].arrive_hex, H(&t, "IIA01"));
	ck_assert_int_eq(t.g->u[leg].arrive_face, HEX_S);
	t_done(&t);

	t_load(&t, TWO_MAPS, BESIDE, NULL);
	setup_with(&t, south, 2);
	ck_assert_int_eq(t.g->entry_loc[HG_ROMAN], 5);
	SAW(&t, "ROMAN", "Random entry (14.4): ROMAN enters from the map II "
	    "south side (die 6 of 6 map sides)");
	ck_assert(!(t.g->edge[H(&t, "IIT07")] & (1 << HG_ROMAN)));
	t_done(&t);
}
END_TEST

/* No random items, no extra dice: the introductory setup draws only its
 * 64 salts and the player-order die. */
START_TEST(random_none)
{
	struct tg t;

	t_load(&t, NULL, "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n", NULL);
	setup_with(&t, NULL, 0);
	NOT_SAW(&t, NULL, "Random");
	t_done(&t);
}
END_TEST

/* scenarios/skirmish.hgm: the referee's example of a point-built,
 * generated scenario with the optional rules, played through the seam
 * (t_resolve checks every report against secrets()). */
START_TEST(skirmish_scenario)
{
	struct pbem_err err = { 0 };
	struct hg_game *g;
	struct hg_points p;
	struct game_phase ph;
	struct dice d;
	json_t *st = NULL, *ev = NULL;
	char *a = NULL, *b;
	int run, k, u;

	for (run = 0; run < 2; run++) {
		st = t_load_scenario("skirmish.hgm", NULL);
		g = calloc(1, sizeof(struct hg_game));
		ck_assert(t_decode(st, g, &err) == PBEM_OK);
		hg_points(g, HG_ALLIED, &p);
		ck_assert_int_eq(p.total, 4 * 41);
		hg_points(g, HG_ROMAN, &p);
		ck_assert_int_eq(p.total, 4 * 33);
		t_free(g);
		dice_init_text(&d, "hg-skirmish");
		/* setup, then turn 1's five rounds with no orders at all */
		for (k = 0; k < 6; k++) {
			st = t_resolve(st, NULL, &d, &ev);
			if (k == 0) {
				char *e = json_dumps(ev, 0);

				ck_assert(strstr(e, "Random entry (14.4): "
				    "ROMAN enters from the") != NULL);
				ck_assert(strstr(e, "Random objective (14.3)")
				    != NULL);
				free(e);
			}
			json_decref(ev);
		}
		ck_assert(R.phase(&R, st, &ph) == PBEM_OK);
		ck_assert_int_eq(ph.turn, 2);
		g = calloc(1, sizeof(struct hg_game));
		ck_assert(t_decode(st, g, &err) == PBEM_OK);
		ck_assert(g->obj[0].hex >= 0 && g->obj[1].hex >= 0 &&
		    g->obj[0].hex != g->obj[1].hex);
		ck_assert(g->entry_loc[HG_ROMAN] >= 0);
		/* the Romans who did not ENTER came on in 3.16 */
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == HG_ROMAN)
				ck_assert_msg(hg_on(g, u), "%s", g->u[u].id);
		t_free(g);
		b = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);
		if (a == NULL)
			a = b;
		else {
			ck_assert_str_eq(a, b);		/* deterministic */
			free(b);
		}
		json_decref(st);
	}
	free(a);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_random");
	TCase *t = tcase_create("random");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, random_objectives);
	tcase_add_test(t, random_entry);
	tcase_add_test(t, random_entry_beside);
	tcase_add_test(t, random_none);
	tcase_add_test(t, skirmish_scenario);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
