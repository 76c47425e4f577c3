/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_leaders.c - leaders, digest §11 (9.x) with: the
 * morale bonus (M2) within L hexes, one unit per level, given in the order
 * of the LEADER lines (also pre-filed in R2, §17.1) or nearest first; one
 * bonus per unit, the best; a lone leader defends at D 1 and retreats
 * (§7.4); a stacked leader shares its unit's fate (9.3); a mercenary
 * leader's assist (§10, 8.4); the LEADER order's refusals (§17.2).
 * Expected outcomes come from Tables 4 and 6 (§8.6, §8.5).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

/*
 * Two longbows (A3 Mo3, range 2) fire on a Legion (A5 D5 Mo4) in clear
 * ground.  A Noble L1 is adjacent to both longbows; a Legate L2 is 2 hexes
 * from the Legion.  AF 6 : DF 5 -> 1:1 (§7.3 step 2).  Morale: 3 + 3 + 1
 * (M2, the L1 Noble's quota is one unit) = 7 against 4 + 2 (M2) = 6:
 * diff +1, no shift (Table 6 row "-1 to +1").  Die 4 on 1:1 -> NE
 * (Table 4 row 4).
 */
static const char *leader_units =
	"UNIT ALLIED LB1 LONGBOW IC05\n"
	"UNIT ALLIED LB2 LONGBOW IC06\n"
	"UNIT ALLIED NB1 NOBLE1 IB05\n"
	"UNIT ROMAN LEG1 LEGION IE05\n"
	"UNIT ROMAN LGT1 LEGATE2 IG05\n";

START_TEST(leader_quota_and_priority)
{
	struct tg t;
	static const int die[] = { 4 };

	t_load(&t, NULL, leader_units, NULL);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IB05"), H(&t, "IC05")), 1);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IB05"), H(&t, "IC06")), 1);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IG05"), H(&t, "IE05")), 2);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	/* the LEADER list puts LB2 first; without it LB1 (nearest, then id)
	 * would have the Noble's one bonus */
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}],\"leaders\":[{\"unit\":\"NB1\",\"units\":[\"LB2\"]}]}",
	    NULL, die, 1);
	SAW(&t, "ALLIED", "AF 6 vs DF 5 (odds 1:1); morale 7 vs 6 (diff +1); "
	    "die 4 -> NE");
	SAW(&t, "ALLIED", "Leader NB1 (L1) gives +1 morale to LB2");
	SAW(&t, "ROMAN", "Leader LGT1 (L2) gives +2 morale to LEG1");
	/* each side hears only of its own leaders */
	NOT_SAW(&t, "ROMAN", "NB1");
	NOT_SAW(&t, "ALLIED", "LGT1");
	NOT_SAW(&t, "ALLIED", "Leader R-");
	t_done(&t);

	t_load(&t, NULL, leader_units, NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, "ALLIED", "Leader NB1 (L1) gives +1 morale to LB1");
	NOT_SAW(&t, "ALLIED", "to LB1, LB2");
	t_done(&t);
}
END_TEST

/* Out of range (L hexes) no bonus: the Legate 3 hexes away gives nothing.
 * Morale 7 vs 4, diff +3 -> 1 column right (Table 6 "+2 to +4"): 2:1,
 * die 4 -> EX (Table 4 row 4). */
START_TEST(leader_range)
{
	struct tg t;
	static const int die[] = { 4 };

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ALLIED NB1 NOBLE1 IB05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LGT1 LEGATE2 IH05\n", NULL);
	ck_assert_int_eq(hg_dist(t.g, H(&t, "IH05"), H(&t, "IE05")), 3);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "morale 7 vs 4 (diff +3, shift right); die 4 -> EX");
	NOT_SAW(&t, "ROMAN", "Leader LGT1");
	t_done(&t);
}
END_TEST

/* A unit takes one bonus, the best: L3 and L2 Legates both within
 * range of the Legion give +3, not +5.  The L3 Legate's other two bonuses
 * and the L2's find no other unit in combat.  Defender 4 + 3 = 7 against
 * the longbows' 6 + 1: diff 0, die 4 on 1:1 -> NE. */
START_TEST(leader_best_only)
{
	struct tg t;
	static const int die[] = { 4 };

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ALLIED NB1 NOBLE1 IB05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LGT1 LEGATE3 IF05\n"
	    "UNIT ROMAN LGT2 LEGATE2 IG05\n", NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "morale 7 vs 7 (diff +0); die 4 -> NE");
	SAW(&t, "ROMAN", "Leader LGT1 (L3) gives +3 morale to LEG1");
	NOT_SAW(&t, "ROMAN", "Leader LGT2");
	t_done(&t);
}
END_TEST

/* A leader alone defends with D 1 and morale L (§11 [D]): a longbow
 * (A3 Mo3) fires on a lone Legate L2: AF 3 : DF 1 -> 3:1; morale 3 vs 2,
 * diff +1, no shift; die 5 on 3:1 -> DR (Table 4 row 5).  The leader
 * retreats 2 hexes (§7.4) and is not disrupted (it has no disrupted
 * side). */
START_TEST(leader_alone)
{
	struct tg t;
	static const int die[] = { 5 };
	int l;

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ROMAN LGT1 LEGATE2 IE05\n", NULL);
	l = U(&t, "LGT1");
	hg_reveal(t.g, l, HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 3 vs DF 1 (odds 3:1); morale 3 vs 2 (diff +1); "
	    "die 5 -> DR");
	ck_assert(hg_on(t.g, l));
	ck_assert_int_eq(t.g->u[l].dis, 0);
	ck_assert_int_eq(hg_dist(t.g, t.g->u[l].hex, H(&t, "IC05")), 4);
	t_done(&t);
}
END_TEST

/* 9.3: a leader stacked with a unit shares its fate.  A Legion with a
 * Legate L3 (D5 + 0; morale 4 + 3 from its own leader) is hit by two
 * longbows: AF 6 : DF 5 -> 1:1, morale 6 vs 7, diff -1, no shift; die 6 ->
 * DD (Table 4 row 6): the Legion is disrupted, the Legate is not.  A
 * second volley, die 6 on 1:1 again (AF 6 : DF 3 -> 2:1, morale 6 vs
 * 2 + 3 = 5, diff +1 -> 2:1 row 6: DR): the Legion retreats 2 and the
 * Legate goes with it. */
START_TEST(leader_shares_fate)
{
	struct tg t;
	static const int die[] = { 6 };
	int l, leg;

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LGT1 LEGATE3 IE05\n", NULL);
	l = U(&t, "LGT1");
	leg = U(&t, "LEG1");
	hg_reveal(t.g, leg, HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 6 vs DF 5 (odds 1:1); morale 6 vs 7 (diff -1); "
	    "die 6 -> DD");
	ck_assert_int_eq(t.g->u[leg].dis, 1);
	ck_assert_int_eq(t.g->u[l].dis, 0);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 6 vs DF 3 (odds 2:1); morale 6 vs 5 (diff +1); "
	    "die 6 -> DR");
	ck_assert(hg_on(t.g, leg) && hg_on(t.g, l));
	ck_assert_int_ne(t.g->u[leg].hex, H(&t, "IE05"));
	ck_assert_int_eq(t.g->u[l].hex, t.g->u[leg].hex);
	ck_assert_int_eq(t.g->u[l].dis, 0);
	SAW(&t, "ALLIED", "Leader R-02 retreats with R-01");
	t_done(&t);
}
END_TEST

/* a mercenary leader's 8.4 assist adds the D it holds under 9.2 (the
 * stacked unit's), and it may not assist again.  An archer (A3 Mo3, range
 * 2) fires on a Foote Levy (D3 Mo2) stacked with a Sergeant L2 on ASSIST:
 * DF 3 + 3 = 6, AF 3 -> 1:2; morale 3 vs 2 + 2 (M2 from the Sergeant; its
 * own morale stays out, §7.3) = 4, diff -1, no shift; die 6 on 1:2 -> DD
 * (Table 4 row 6).  Without the assist DF 3 -> 1:1, die 6 -> DD as well,
 * so the odds column is the check. */
START_TEST(merc_leader_assist)
{
	struct tg t;
	static const int die[] = { 6 };
	int sg;

	t_load(&t, NULL,
	    "UNIT ALLIED FO1 FOOTE IE05\n"
	    "UNIT ALLIED SGT1 SERGEANT IE05\n"
	    "UNIT ROMAN ARC1 ARCHER IC05\n", NULL);
	sg = U(&t, "SGT1");
	t.g->u[sg].assist = 1;
	hg_reveal(t.g, U(&t, "FO1"), HG_ROMAN);
	t_fight(&t, NULL, "{\"attacks\":[{\"units\":[\"ARC1\"],\"targets\":"
	    "[\"A-01\"]}]}", die, 1);
	SAW(&t, NULL, "AF 3 vs DF 6 (odds 1:2); morale 3 vs 4 (diff -1); "
	    "die 6 -> DD");
	ck_assert_int_eq(t.g->u[sg].noammo, 1);
	ck_assert_int_eq(t.g->u[sg].dis, 0);
	/* a second attack: no assist any more: DF 2 (disrupted Foote) */
	t_fight(&t, NULL, "{\"attacks\":[{\"units\":[\"ARC1\"],\"targets\":"
	    "[\"A-01\"]}]}", die, 1);
	SAW(&t, NULL, "AF 3 vs DF 2 (odds 1:1)");
	t_done(&t);
}
END_TEST

/* LEADER lines: own leaders, own non-leader units. */
START_TEST(leader_parse)
{
	struct tg t;
	char e[256];
	json_t *o;

	t_load(&t, NULL, leader_units, NULL);
	o = t_parse(&t, "ALLIED", "LEADER NB1 LB2,LB1\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	ck_assert_str_eq(json_string_value(json_array_get(json_object_get(
	    json_array_get(json_object_get(o, "leaders"), 0), "units"), 0)),
	    "LB2");
	json_decref(o);
	ck_assert(t_parse(&t, "ALLIED", "LEADER LB1 LB2\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "LB1 is not a leader");
	ck_assert(t_parse(&t, "ALLIED", "LEADER NB1 NB1\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "a leader's bonus goes to units, not to the "
	    "leader NB1");
	/* an enemy id gets the same answer as a word that names nothing */
	ck_assert(t_parse(&t, "ALLIED", "LEADER NB1 LEG1\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "you have no unit called \"LEG1\"");
	t_done(&t);
}
END_TEST

/* LEADER lines pre-filed in r2 with the attacks serve the first combat
 * phase in r3 when the r3 sheet has none (§17.1); the same combat as in
 * leader_quota_and_priority. */
START_TEST(leader_prefiled)
{
	static const int die[] = { 4 };
	struct tg t;

	t_load(&t, NULL, leader_units, NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t_round_n(&t, 2, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],"
	    "\"targets\":[\"R-01\"]}],\"leaders\":[{\"unit\":\"NB1\","
	    "\"units\":[\"LB2\"]}]}", NULL, NULL, 0);
	t_round_n(&t, 3, NULL, NULL, die, 1);
	SAW(&t, "ALLIED", "Leader NB1 (L1) gives +1 morale to LB2");
	SAW(&t, "ALLIED", "AF 6 vs DF 5 (odds 1:1); morale 7 vs 6 (diff +1); "
	    "die 4 -> NE");
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_leaders");
	TCase *t = tcase_create("leaders");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, leader_quota_and_priority);
	tcase_add_test(t, leader_range);
	tcase_add_test(t, leader_best_only);
	tcase_add_test(t, leader_alone);
	tcase_add_test(t, leader_shares_fate);
	tcase_add_test(t, merc_leader_assist);
	tcase_add_test(t, leader_parse);
	tcase_add_test(t, leader_prefiled);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
