/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_points.c - the point system, digest §15.2 (14.6) with R-7 and
 * the introductory order of battle priced (§15.3), each side's
 * setup report showing only its own total; a POINTS budget and the 14.6.5
 * baggage rule; the other purchases: the 57mm RR's extra baggage train,
 * fortifications (§12), walkie-talkies and boats (§16.2, §16.3) and a
 * defecting mercenary's doubled cost (§16.4).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

#define R highest_ground_rules

/*
 * The introductory order of battle priced by 14.6 (digest §15.3: "Allied
 * ≈ 88 points, Roman ≈ 87"): Allied levies 8+8+9+9+4 + 8 baggage = 46;
 * Nobles L2 + L1 = 4 + 1 and Sergeant L2 + Corporal L1 = 4 + 1 (R-7, L²);
 * mercenaries 5 x 2 = 10; their ammunition 6 = 3 bought + 3 more, one
 * block each at the unit's attack factor: 3 + 3 + 5 + 4 + 4 = 19;
 * 14 supplies x 1/4 = 3.5.  Total 88.5.  Roman: 16 + 28 + 12 + 6 + 6 = 68;
 * Legates 9 + 4 + 4 = 17; 8 supplies = 2.  Total 87.
 */
START_TEST(points_intro)
{
	struct pbem_err err = { 0 };
	struct hg_game *g = calloc(1, sizeof(struct hg_game));
	struct hg_points p;
	struct buf b;
	json_t *st = t_load_scenario("intro.hgm", NULL);
	char q[16];

	ck_assert(t_decode(st, g, &err) == PBEM_OK);
	hg_points(g, HG_ALLIED, &p);
	ck_assert_int_eq(p.units, 4 * 46);
	ck_assert_int_eq(p.leaders, 4 * 10);
	ck_assert_int_eq(p.mercs, 4 * 10);
	ck_assert_int_eq(p.ammo, 4 * 19);
	ck_assert_int_eq(p.supplies, 14);
	ck_assert_str_eq(hg_points_text(p.total, q, sizeof q), "88.5");
	/* 14.6.5: 14 levies need 4 baggage trains; the Allies have 8 */
	ck_assert_int_eq(p.combat, 14);
	ck_assert_int_eq(p.need_baggage, 4);
	hg_points(g, HG_ROMAN, &p);
	ck_assert_int_eq(p.units, 4 * 68);
	ck_assert_int_eq(p.leaders, 4 * 17);
	ck_assert_str_eq(hg_points_text(p.total, q, sizeof q), "87");
	/* the setup report shows a side its own total, never the enemy's */
	buf_init(&b, 512 * 1024);
	ck_assert(R.report(&R, st, NULL, "ALLIED", &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "YOUR ORDER OF BATTLE (14.6): 88.5 "
	    "points (combat units 46, leaders 10, mercenaries 10, extra "
	    "ammunition 19, defence supplies 3.5)") != NULL);
	ck_assert(strstr(buf_str(&b), "87 points") == NULL);
	buf_reset(&b);
	ck_assert(R.report(&R, st, NULL, "ROMAN", &b) == PBEM_OK);
	ck_assert(strstr(buf_str(&b), "YOUR ORDER OF BATTLE (14.6): 87 "
	    "points") != NULL);
	ck_assert(strstr(buf_str(&b), "88.5") == NULL);
	buf_free(&b);
	t_free(g);
	json_decref(st);
}
END_TEST

/* A POINTS budget makes the scenario point-built: over budget, or short of
 * 14.6.5 baggage, and it does not load. */
START_TEST(points_budget)
{
	struct tg t;
	struct pbem_err err;
	struct hg_points p;
	char q[16];

	/* Allied: Knight 4 + Foote 2 + baggage 1 + 6 supplies 1.5 = 8.5 */
	static const char *ob =
	    "UNIT ALLIED KN1 KNIGHT IT05\n"
	    "UNIT ALLIED FO1 FOOTE IT06\n"
	    "UNIT ALLIED BT1 FBAGGAGE IT07\n"
	    "SUPPLIES ALLIED 6\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n"
	    "UNIT ROMAN LEG2 LEGION IA06\n"
	    "UNIT ROMAN LEG3 LEGION IA07\n"
	    "UNIT ROMAN LEG4 LEGION IA08\n"
	    "UNIT ROMAN LEG5 LEGION IA09\n"
	    "UNIT ROMAN RB1 RBAGGAGE IA10\n";
	char body[2048];

	snprintf(body, sizeof body, "%sPOINTS ALLIED 8.5\n", ob);
	ck_assert_int_eq(t_try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	hg_points(t.g, HG_ALLIED, &p);
	ck_assert_str_eq(hg_points_text(p.total, q, sizeof q), "8.5");
	t_done(&t);
	snprintf(body, sizeof body, "%sPOINTS ALLIED 8.25\n", ob);
	ck_assert_int_ne(t_try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	ck_assert_str_eq(err.msg, "scenario line 0: the ALLIED order of "
	    "battle costs 8.5 points, over its budget of 8.25 (14.6)");
	/* five Legions need two baggage trains (5/4, rounded up: R-36) */
	snprintf(body, sizeof body, "%sPOINTS ROMAN 100\n", ob);
	ck_assert_int_ne(t_try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	ck_assert_str_eq(err.msg, "scenario line 0: ROMAN has 1 baggage "
	    "trains for 5 combat units; 14.6.5 asks for 2");
	/* without a budget the scenario is the referee's: no checks */
	ck_assert_int_eq(t_try_load(&t, NULL, ob, NULL, &err), PBEM_OK);
	t_done(&t);
}
END_TEST

/* The other purchases: a 57mm RR asks one more baggage train (14.6.5);
 * a fortification emplaced before the game costs 4 / 8 (14.6.2-3); a
 * walkie-talkie 5, a boat 1 (16.2, 16.3); a defecting mercenary costs
 * double, its ammunition too (16.4): Infantry Section 2 x 2 = 4, 3 more
 * attacks 3 x 2 = 6. */
START_TEST(points_extras)
{
	struct tg t;
	struct pbem_err err;
	struct hg_points p;
	static const char *body =
	    "UNIT ALLIED RR1 RR57 IT05\n"
	    "UNIT ALLIED FO1 FOOTE IT06\n"
	    "UNIT ALLIED BT1 FBAGGAGE IT07\n"
	    "UNIT ROMAN LEG1 LEGION IA05\n"
	    "UNIT ROMAN MS9 MERC_INF IA06 AMMO 6\n"
	    "UNIT ROMAN RB1 RBAGGAGE IA07\n"
	    "FORT IE05 L2 ROMAN\n"
	    "FORT IE06 L1\n"
	    "RADIOS ALLIED 1\n"
	    "BOATS ALLIED 2\n";
	char b[1024];

	/* a Roman mercenary needs the 16.4 switch */
	ck_assert_int_ne(t_try_load(&t, NULL, body, NULL, &err), PBEM_OK);
	ck_assert(strstr(err.msg, "mercenaries serve the Romans only under "
	    "OPTION defections on (16.4)") != NULL);
	snprintf(b, sizeof b, "%sOPTION defections on\n", body);
	ck_assert_int_eq(t_try_load(&t, NULL, b, NULL, &err), PBEM_OK);
	hg_points(t.g, HG_ROMAN, &p);
	ck_assert_int_eq(p.mercs, 4 * 4);
	ck_assert_int_eq(p.ammo, 4 * 6);
	ck_assert_int_eq(p.forts, 4 * 8);	/* the unowned L1 is nobody's */
	hg_points(t.g, HG_ALLIED, &p);
	ck_assert_int_eq(p.radios, 4 * 5);
	ck_assert_int_eq(p.boats, 4 * 2);
	ck_assert_int_eq(p.need_baggage, 2);	/* 1 for FO1, 1 for the RR */
	t_done(&t);
	snprintf(b, sizeof b, "%sOPTION defections on\nPOINTS ALLIED 99\n",
	    body);
	ck_assert_int_ne(t_try_load(&t, NULL, b, NULL, &err), PBEM_OK);
	ck_assert_str_eq(err.msg, "scenario line 0: ALLIED has 1 baggage "
	    "trains for 1 combat units; 14.6.5 asks for 2");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_points");
	TCase *t = tcase_create("points");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, points_intro);
	tcase_add_test(t, points_budget);
	tcase_add_test(t, points_extras);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
