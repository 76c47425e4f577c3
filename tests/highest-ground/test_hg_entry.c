/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_entry.c - entering the map, contact and reinforcements, digest
 * §6.4 and §14 (13.1, 3.16): ENTER from the virtual hex and
 * its entry hexside; contact on entry reveals both units; stacking sends
 * an entering unit back off the map; due reinforcements come on by
 * themselves; the ENTER and REINF orders' refusals (§17.2).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

static const char *enter_units =
	"ENTRY ROMAN IA01-IA14\n"
	"ENTRY ALLIED IT01-IT14\n"
	"UNIT ALLIED LB1 LONGBOW IT05\n"
	"UNIT ROMAN LEG1 LEGION IE13\n"
	"UNIT ROMAN LEG2 LEGION IA05 TURN 2\n";
/* ENTER: from the virtual hex onto an entry hex, paying its cost (clear:
 * 1 MP), then on: IA06 -> IB06 is 1 more; a Legion has 2 MP.  It comes
 * on through the edge hexside behind it (facing SE: the NW side of IA06,
 * which leads off the map) and is recorded as entering IB06 from IA06. */
START_TEST(enter_from_off_map)
{
	struct tg t;
	int leg;

	t_load(&t, NULL, enter_units, NULL);
	leg = U(&t, "LEG2");
	t.g->turn = 2;
	t.g->p1 = HG_ROMAN;
	ck_assert(hg_waiting(t.g, leg));
	ck_assert_int_eq(hg_entry_side(t.g, H(&t, "IA06"), HEX_SE), HEX_NW);
	/* facing N the side behind leads on the map: the first that leads
	 * off is SW */
	ck_assert_int_eq(hg_entry_side(t.g, H(&t, "IA06"), HEX_N), HEX_SW);
	ck_assert_int_eq(hg_entry_side(t.g, H(&t, "IE06"), HEX_N), -1);
	t_round2(&t, NULL, "{\"moves\":[{\"unit\":\"LEG2\",\"enter\":\"IA06\","
	    "\"face\":2,\"steps\":[\"IB06\",\"IC06\"]}]}");
	ck_assert(hg_on(t.g, leg));
	ck_assert_int_eq(t.g->u[leg].hex, H(&t, "IB06"));
	SAW(&t, "ROMAN", "LEG2 moves off-map -> I-B06 (2 of 2 MP); stopped: "
	    "not enough MP to enter I-C06");
	NOT_SAW(&t, "ALLIED", "LEG2");
	t_done(&t);
}
END_TEST

/* a unit entering a hex with an enemy combat unit, hidden or not,
 * stops there, and both are revealed to each other; stacking at the end
 * of the phase can send an entering unit back off the map. */
START_TEST(enter_contact_and_stacking)
{
	struct tg t;
	int leg, fo;

	t_load(&t, NULL,
	    "ENTRY ROMAN IA01-IA14\n"
	    "UNIT ALLIED FO1 FOOTE IA06\n"
	    "UNIT ROMAN LEG1 LEGION IA09\n"
	    "UNIT ROMAN LEG2 LEGION IA05 TURN 2\n"
	    "UNIT ROMAN LEG3 LEGION IA05 TURN 2\n", NULL);
	leg = U(&t, "LEG2");
	fo = U(&t, "FO1");
	t.g->turn = 2;
	t.g->p1 = HG_ROMAN;
	t_round2(&t, NULL, "{\"moves\":["
	    "{\"unit\":\"LEG2\",\"enter\":\"IA06\",\"face\":2,\"steps\":"
	    "[\"IB06\"]},"
	    "{\"unit\":\"LEG3\",\"enter\":\"IA09\",\"face\":2,\"steps\":[]}]}");
	ck_assert_int_eq(t.g->u[leg].hex, H(&t, "IA06"));
	ck_assert(t.g->u[fo].seen && t.g->u[leg].seen);
	SAW(&t, "ROMAN", "Contact at I-A06: LEG2 meets A-01");
	SAW(&t, "ALLIED", "Contact at I-A06: R-01 meets FO1");
	SAW(&t, "ROMAN", "LEG2 moves off-map -> I-A06 (1 of 2 MP); stopped: "
	    "contact");
	/* LEG3 came on where LEG1 stayed: back off the map */
	ck_assert_int_eq(t.g->u[U(&t, "LEG3")].status, HG_PENDING);
	SAW(&t, "ROMAN", "LEG3 goes back off the map at the end of the "
	    "movement: LEG1 holds I-A09");
	NOT_SAW(&t, "ALLIED", "LEG3");
	t_done(&t);
}
END_TEST

/*
 * 3.16: due reinforcements that did not ENTER come on at their entry hex
 * in the ordered mode and facing.  LEG2 (REINF IA08 FACE SE S): a column
 * with its tail still off the map, through the NW hexside; seen by the
 * longbow at IC08 (2 hexes, clear): revealed.  LEG3's hex IA06 is held by
 * LEG1: it waits.  LEG4 enters on a hidden Foote at IA11: contact.  The
 * only die is turn 3's player order.
 */
START_TEST(enter_reinforcements_316)
{
	struct tg t;
	static const int die[] = { 1 };
	int l2, l3, l4;

	t_load(&t, NULL,
	    "ENTRY ROMAN IA01-IA14\n"
	    "UNIT ALLIED LB1 LONGBOW IC08\n"
	    "UNIT ALLIED FO1 FOOTE IA11\n"
	    "UNIT ROMAN LEG1 LEGION IA06\n"
	    "UNIT ROMAN LEG2 LEGION IA02 TURN 2\n"
	    "UNIT ROMAN LEG3 LEGION IA06 TURN 2\n"
	    "UNIT ROMAN LEG4 LEGION IA11 TURN 2\n", NULL);
	l2 = U(&t, "LEG2");
	l3 = U(&t, "LEG3");
	l4 = U(&t, "LEG4");
	t.g->turn = 2;
	t_round_n(&t, 5, NULL, "{\"reinf\":[{\"unit\":\"LEG2\",\"hex\":"
	    "\"IA08\",\"face\":2,\"mode\":\"S\"}]}", die, 1);
	ck_assert(hg_on(t.g, l2));
	ck_assert_int_eq(t.g->u[l2].hex, H(&t, "IA08"));
	ck_assert_int_eq(t.g->u[l2].mode, HG_S);
	ck_assert_int_eq(t.g->u[l2].tail, -1);
	ck_assert(hg_is_column(t.g, l2));
	ck_assert_int_eq(t.g->u[l2].entry_dir, HEX_NW);
	SAW(&t, "ALLIED", "Sighted (reinforcement in view): R-");
	ck_assert_int_eq(t.g->u[l3].status, HG_PENDING);
	SAW(&t, "ROMAN", "Reinforcement LEG3 cannot enter at I-A06: LEG1 holds "
	    "it (stacking); it waits off the map");
	ck_assert(hg_on(t.g, l4));
	ck_assert(t.g->u[l4].seen && t.g->u[U(&t, "FO1")].seen);
	SAW(&t, "ROMAN", "Contact at I-A11");
	NOT_SAW(&t, "ALLIED", "LEG3");
	NOT_SAW(&t, "ALLIED", "IA06");
	t_done(&t);
}
END_TEST

/* The orders: ENTER and REINF only onto the side's own entry edge, only
 * for units waiting off the map; MOVE is for units on it. */
START_TEST(enter_parse)
{
	struct tg t;
	char e[256];
	json_t *o;

	t_load(&t, NULL, enter_units, NULL);
	t.g->turn = 2;
	t.g->round = 2;
	t.g->p1 = HG_ROMAN;
	o = t_parse(&t, "ROMAN", "ENTER LEG2 IA06 FACE SE IB06\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	ck_assert_str_eq(json_string_value(json_object_get(json_array_get(
	    json_object_get(o, "moves"), 0), "enter")), "I-A06");
	json_decref(o);
	ck_assert(t_parse(&t, "ROMAN", "ENTER LEG2 IC06 FACE SE\n", e, sizeof e)
	    == NULL);
	ck_assert_str_eq(e, "IC06 is not on your entry edge");
	ck_assert(t_parse(&t, "ROMAN", "ENTER LEG2 IT06 FACE SE\n", e, sizeof e)
	    == NULL);
	ck_assert_str_eq(e, "IT06 is not on your entry edge");
	ck_assert(t_parse(&t, "ROMAN", "MOVE LEG2 IA06\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "LEG2 is off the map: ENTER it first");
	ck_assert(t_parse(&t, "ROMAN", "ENTER LEG1 IA06 FACE SE\n", e, sizeof e)
	    == NULL);
	ck_assert_str_eq(e, "LEG1 is not off the map");
	t.g->round = 5;
	ck_assert(t_parse(&t, "ROMAN", "REINF LEG2 AT IB06 FACE SE T\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "IB06 is not on your entry edge");
	o = t_parse(&t, "ROMAN", "REINF LEG2 AT IA06 FACE SE S\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_entry");
	TCase *t = tcase_create("entry");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, enter_from_off_map);
	tcase_add_test(t, enter_contact_and_stacking);
	tcase_add_test(t, enter_reinforcements_316);
	tcase_add_test(t, enter_parse);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
