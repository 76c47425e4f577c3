/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_columns.c - Strategic mode and columns, digest §6.3 (4.2.x) with
 * a column is halved when attacked (Table 3 M4,
 * §8.3) and dissolves into its tail before it retreats (§7.4); scouts form
 * no column and are not halved; the Strategic Movement chits; a column
 * moves forward only, turns its head (4.1.2, §6.1) and never crosses a
 * river; where a column's tail cannot form.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

static void
set_mode(struct tg *t, const char *id, int mode, int face)
{
	char why[128];

	ck_assert_msg(hg_set_mode(t->g, U(t, id), mode, face, -1, &t->log,
	    why, sizeof why) == 0, "%s: %s", id, why);
}

/*
 * 4.2.6: a column's A, D and Mo are halved, round down, when attacked.
 * A Legion column (D5 -> 2, Mo4 -> 2, M4 before the other modifiers) under
 * two longbows: AF 6 : DF 2 -> 3:1; morale 6 vs 2, diff +4 -> 1 column
 * right (Table 6 "+2 to +4"): 4:1; die 3 -> DD (Table 4 row 3).  Then its
 * disrupted side (D3 -> 1, Mo2 -> 1): AF 6 : DF 1 -> 6:1, morale 6 vs 1,
 * diff +5 -> 2 right, held at 6:1; die 3 -> DR.
 */
START_TEST(column_halved)
{
	struct tg t;
	static const int die[] = { 3 };
	int leg;

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ALLIED LB2 LONGBOW IC06\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	leg = U(&t, "LEG1");
	set_mode(&t, "LEG1", HG_S, HEX_SE);
	/* the tail forms in the hex behind the head */
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "ID04"));
	hg_reveal(t.g, leg, HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, "ROMAN", "AF 6 vs DF 2 (odds 3:1); morale 6 vs 2 (diff +4, "
	    "shift right); die 3 -> DD");
	SAW(&t, "ALLIED", "defender R-01 is a Strategic column: A, D and "
	    "morale halved");
	ck_assert_int_eq(t.g->u[leg].dis, 1);
	ck_assert(hg_is_column(t.g, leg));
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\",\"LB2\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 6 vs DF 1 (odds 6:1); morale 6 vs 1 (diff +5, "
	    "shift right); die 3 -> DR");
	/* §7.4: a column that must retreat dissolves into its tail first */
	ck_assert(!hg_is_column(t.g, leg));
	ck_assert_int_eq(t.g->u[leg].tail, -1);
	t_done(&t);
}
END_TEST

/* a Strategic scout forms no column and is not halved: a Roman
 * scout (D1 Mo2) under one longbow: AF 3 : DF 1 -> 3:1, morale 3 vs 2,
 * diff +1; die 4 on 3:1 -> DD (Table 4 row 4). */
START_TEST(column_scout_not_halved)
{
	struct tg t;
	static const int die[] = { 4 };
	int rs;

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IC05\n"
	    "UNIT ROMAN RS1 RSCOUT IE05\n", NULL);
	rs = U(&t, "RS1");
	set_mode(&t, "RS1", HG_S, HEX_SE);
	ck_assert_int_eq(t.g->u[rs].tail, -1);
	ck_assert(!hg_is_column(t.g, rs));
	ck_assert_int_eq(hg_allowance(t.g, rs), 5 * 3 * 2);	/* ×3, half-MP */
	hg_reveal(t.g, rs, HG_ALLIED);
	t_fight(&t, "{\"attacks\":[{\"units\":[\"LB1\"],\"targets\":"
	    "[\"R-01\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 3 vs DF 1 (odds 3:1); morale 3 vs 2 (diff +1); "
	    "die 4 -> DD");
	t_done(&t);
}
END_TEST

/* the chits limit the columns that exist at once (one chit here).
 * A second column is refused; a chit handed back by a column that turns
 * Tactical in the same declaration can be taken again; scouts need none. */
START_TEST(column_chits)
{
	struct tg t;

	t_load(&t, NULL,
	    "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE08\n"
	    "UNIT ROMAN CAT1 CATAPHRACT IE11\n"
	    "UNIT ROMAN RS1 RSCOUT IE13\n", "{\"chits_per_side\": 1}");
	t_round2(&t, NULL, "{\"modes\":[{\"unit\":\"LEG1\",\"mode\":\"S\","
	    "\"face\":2},{\"unit\":\"LEG2\",\"mode\":\"S\",\"face\":2}]}");
	ck_assert(hg_is_column(t.g, U(&t, "LEG1")));
	ck_assert(!hg_is_column(t.g, U(&t, "LEG2")));
	SAW(&t, "ROMAN", "MODE LEG2 refused: no Strategic Movement chit left "
	    "(all 1 are in use by your columns); it stays Tactical");
	NOT_SAW(&t, "ALLIED", "chit");
	/* next turn: LEG1 goes Tactical by default, and CAT1, listed first,
	 * takes its chit */
	t_round2(&t, NULL, "{\"modes\":[{\"unit\":\"CAT1\",\"mode\":\"S\","
	    "\"face\":2},{\"unit\":\"LEG2\",\"mode\":\"T\"}]}");
	ck_assert(!hg_is_column(t.g, U(&t, "LEG1")));
	ck_assert(hg_is_column(t.g, U(&t, "CAT1")));
	ck_assert_int_eq(hg_columns(t.g, HG_ROMAN, -1), 1);
	/* scouts take no chit */
	set_mode(&t, "RS1", HG_S, HEX_SE);
	ck_assert_int_eq(hg_columns(t.g, HG_ROMAN, -1), 1);
	t_done(&t);
}
END_TEST

/*
 * 4.2.5: a column moves forward only, never across a river (4.2.11); a
 * step to a hex it does not face turns the head first (1 MP a hexside,
 * 4.1.2).  A Legion column (Mv 2 x 3 = 6 MP) at IE06 facing N, tail IE07;
 * a river on the N side of IE05.
 */
START_TEST(column_moves)
{
	struct tg t;
	json_t *o;
	int leg;
	char map[2048];

	snprintf(map, sizeof map, "%sRIVER IE05/N\n", CLEAR_MAP);
	t_load(&t, map,
	    "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IE06\n", NULL);
	leg = U(&t, "LEG1");
	t.g->round = 2;
	set_mode(&t, "LEG1", HG_S, HEX_N);
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "IE07"));
	/* into its own tail: refused, nothing moves */
	o = json_loads("{\"steps\":[\"IE07\"]}", 0, NULL);
	hg_move(t.g, leg, o, NULL, &t.log);
	json_decref(o);
	SAW(&t, "ROMAN", "stopped: a column moves forward only");
	ck_assert_int_eq(t.g->u[leg].hex, H(&t, "IE06"));
	/* forward, then the river stops it; the tail follows the head */
	o = json_loads("{\"steps\":[\"FWD\",\"FWD\"]}", 0, NULL);
	hg_move(t.g, leg, o, NULL, &t.log);
	json_decref(o);
	SAW(&t, "ROMAN", "LEG1 moves I-E06 -> I-E05 (1 of 6 MP); stopped: a "
	    "Strategic column may not cross a river");
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "IE06"));
	/* a step to the NE hex: 1 MP to turn + 1 MP clear = 2 MP */
	o = json_loads("{\"steps\":[\"IF04\"]}", 0, NULL);
	hg_move(t.g, leg, o, NULL, &t.log);
	json_decref(o);
	SAW(&t, "ROMAN", "LEG1 moves I-E05 -> I-F04 (2 of 6 MP)");
	ck_assert_int_eq(t.g->u[leg].face, HEX_NE);
	ck_assert_int_eq(t.g->u[leg].tail, H(&t, "IE05"));
	t_done(&t);
}
END_TEST

/* a column cannot form with its tail across a river, off the map or
 * on a friendly combat unit; the unit stays Tactical. */
START_TEST(column_forming)
{
	struct tg t;
	char map[2048], why[128];
	int leg;

	snprintf(map, sizeof map, "%sRIVER IE05/N\n", CLEAR_MAP);
	t_load(&t, map,
	    "UNIT ALLIED LB1 LONGBOW IT05\n"
	    "UNIT ROMAN LEG1 LEGION IE04\n"
	    "UNIT ROMAN LEG2 LEGION IE08\n"
	    "UNIT ROMAN LEG3 LEGION IA01\n"
	    "UNIT ROMAN ARC1 ARCHER IE09\n", NULL);
	leg = U(&t, "LEG1");
	/* facing N from IE04: the tail would be IE05, across the river */
	ck_assert_int_eq(hg_set_mode(t.g, leg, HG_S, HEX_N, -1, &t.log, why,
	    sizeof why), -1);
	ck_assert_str_eq(why, "no room for the column's tail behind it");
	ck_assert_int_eq(t.g->u[leg].mode, HG_T);
	/* off the map */
	ck_assert_int_eq(hg_set_mode(t.g, U(&t, "LEG3"), HG_S, HEX_SE, -1,
	    &t.log, why, sizeof why), -1);
	ck_assert_str_eq(why, "no room for the column's tail behind it");
	/* a friendly combat unit behind */
	ck_assert_int_eq(hg_set_mode(t.g, U(&t, "LEG2"), HG_S, HEX_N, -1,
	    &t.log, why, sizeof why), -1);
	ck_assert_str_eq(why, "the tail's hex is occupied");
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_columns");
	TCase *t = tcase_create("columns");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, column_halved);
	tcase_add_test(t, column_scout_not_halved);
	tcase_add_test(t, column_chits);
	tcase_add_test(t, column_moves);
	tcase_add_test(t, column_forming);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
