/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_options.c - the optional rules, digest §16: walkie-talkies
 * (16.2): indirect fire by mercenary weapons of range over 3 on what the
 * spotter sees, at 2 rounds, with only `*` weapons making the morale step
 * alone; the RADIO and INDIRECT orders; mercenary defections (16.4,
 * §10): a defected mercenary fires for Rome (Table 3 M3, M11); boats
 * (16.3): embarking beside the river, sailing at twice the Strategic rate
 * along either bank, going ashore, DISEMBARK, and the limit of boats.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

/* Forest at IC05 and ID05: the GPMG at IA05 cannot see the Legion at
 * IE05; the Infantry Section at IE08 (3 hexes down column E) can. */
#define RADIO_MAP \
	"LAYOUT I@0,0\nMAP I COLS 20 ROWS 14\nTERRAIN\n" \
	"01 ....................\n02 ....................\n" \
	"03 ....................\n04 ....................\n" \
	"05 ..FF................\n06 ....................\n" \
	"07 ....................\n08 ....................\n" \
	"09 ....................\n10 ....................\n" \
	"11 ....................\n12 ....................\n" \
	"13 ....................\n14 ....................\nEND\n"
static const char *radio_units =
	"OPTION walkie_talkies on\n"
	"RADIOS ALLIED 1\n"
	"UNIT ALLIED MG1 GPMG IA05 AMMO 6\n"
	"UNIT ALLIED BAR1 BAR IA06 AMMO 6\n"
	"UNIT ALLIED MS1 MERC_INF IE08\n"
	"UNIT ALLIED LB1 LONGBOW IT05\n"
	"UNIT ROMAN LEG1 LEGION IE05\n";

/*
 * 16.2: the GPMG (range 4 > 3) fires on what the walkie-talkie carrier
 * sees, at 2 rounds.  Only `*` weapons attack: AF 0, no CRT, the
 * morale step only: 2 + 5 (M3) = 7 against the Legion's 4: diff +3, a
 * shift with no CRT to shift: NE.  One die is drawn all the same (§19).
 */
START_TEST(walkie_talkie_indirect)
{
	static const int die[] = { 2 };
	struct tg t;
	char why[96];
	int mg, leg;

	t_load(&t, RADIO_MAP, radio_units, NULL);
	mg = U(&t, "MG1");
	leg = U(&t, "LEG1");
	ck_assert(!hg_sees_unit(t.g, mg, leg));
	ck_assert(hg_sees_unit(t.g, U(&t, "MS1"), leg));
	ck_assert_int_eq(hg_dist(t.g, t.g->u[mg].hex, t.g->u[leg].hex), 4);
	hg_reveal(t.g, leg, HG_ALLIED);
	/* no set yet: refused */
	ck_assert(!hg_can_fire_indirect(t.g, mg, leg, U(&t, "MS1"), why,
	    sizeof why));
	ck_assert_str_eq(why, "the spotter has no walkie-talkie in play");
	t.g->u[U(&t, "MS1")].radio = 1;
	ck_assert(hg_can_fire_indirect(t.g, mg, leg, U(&t, "MS1"), why,
	    sizeof why));
	/* the BAR's range is 3: no indirect fire */
	ck_assert(!hg_can_fire_indirect(t.g, U(&t, "BAR1"), leg, U(&t, "MS1"),
	    why, sizeof why));
	ck_assert_str_eq(why, "only mercenary weapons with a range over 3 "
	    "fire indirectly");
	/* direct fire: the GPMG does not see it */
	ck_assert(!hg_can_attack(t.g, mg, leg, why, sizeof why));
	t_fight(&t, "{\"attacks\":[{\"units\":[\"MG1\"],\"targets\":[\"R-01\"],"
	    "\"via\":[\"MS1\"]}]}", NULL, die, 1);
	SAW(&t, NULL, "AF 0 vs DF 5 (odds none); morale 7 vs 4 (diff +3, "
	    "shift right); die 2 -> NE");
	SAW(&t, "ROMAN", "attacker A-01 (GPMG (M60), range 4, indirect fire)");
	NOT_SAW(&t, "ROMAN", "MS1");
	ck_assert_int_eq(t.g->u[mg].ammo, 4);
	/* one round left: not enough for indirect fire */
	t.g->u[mg].ammo = 1;
	ck_assert(!hg_can_fire_indirect(t.g, mg, leg, U(&t, "MS1"), why,
	    sizeof why));
	ck_assert_str_eq(why, "indirect fire needs 2 rounds of ammunition");
	t_done(&t);
}
END_TEST

/* RADIO at setup, INDIRECT on the sheet: refusals say why. */
START_TEST(walkie_talkie_orders)
{
	struct tg t;
	char e[256];
	json_t *o;
	int v[65], i;

	for (i = 0; i < 65; i++)
		v[i] = 1;
	t_load(&t, RADIO_MAP, radio_units, NULL);
	t.g->turn = 0;
	t.g->round = 0;
	ck_assert(t_parse(&t, "ALLIED", "RADIO MS1\nRADIO MG1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "you have 1 walkie-talkie set");
	ck_assert(t_parse(&t, "ALLIED", "RADIO LB1\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "walkie-talkies go to mercenaries (LB1 is not "
	    "one)");
	o = t_parse(&t, "ALLIED", "RADIO MS1\n", e, sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	t_round_n(&t, 0, "{\"radio\":[{\"unit\":\"MS1\"}]}", NULL, v, 65);
	ck_assert_int_eq(t.g->u[U(&t, "MS1")].radio, 1);
	SAW(&t, "ALLIED", "MS1 carries a walkie-talkie (16.2)");
	NOT_SAW(&t, "ROMAN", "walkie");
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t.g->round = 3;
	o = t_parse(&t, "ALLIED", "ATTACK MG1 R-01 INDIRECT MS1 ELSE AUTO\n", e,
	    sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	ck_assert_str_eq(json_string_value(json_array_get(json_object_get(
	    json_array_get(json_object_get(o, "attacks"), 0), "via"), 0)),
	    "MS1");
	json_decref(o);
	ck_assert(t_parse(&t, "ALLIED", "ATTACK BAR1 R-01 INDIRECT MS1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "INDIRECT: only mercenary weapons with a range "
	    "over 3 fire indirectly (GPMG, M79, 57mm RR)");
	ck_assert(t_parse(&t, "ALLIED", "ATTACK MG1 R-01 INDIRECT BAR1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "INDIRECT: the spotter carries no walkie-talkie");
	t_done(&t);
	/* without the switch */
	t_load(&t, NULL, "UNIT ALLIED MS1 MERC_INF IE08\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	t.g->round = 0;
	ck_assert(t_parse(&t, "ALLIED", "RADIO MS1\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "walkie-talkies are not in this scenario (16.2)");
	t_done(&t);
}
END_TEST

/*
 * 16.4: a mercenary that defected fires for the Romans and its `*` rule
 * helps them (8.1): an archer (A3 Mo3) and an Infantry Section (A3* Mo2)
 * fire on a Knight (D3 Mo4) in clear ground.  AF 3 : DF 3 -> 1:1; morale
 * 3 + 2 + 3 (M3) = 8 against 4 - 1 (M11: a mounted defender under a
 * mercenary weapon) = 3: diff +5 -> 2 right, 3:1; die 4 -> DD (Table 4
 * row 4).  The Section uses a round.
 */
START_TEST(defection_fires_for_rome)
{
	static const int die[] = { 4 };
	struct tg t;
	int ms;

	t_load(&t, NULL,
	    "OPTION defections on\n"
	    "UNIT ALLIED KN1 KNIGHT IE05\n"
	    "UNIT ROMAN ARC1 ARCHER IC05\n"
	    "UNIT ROMAN MS9 MERC_INF IC06 AMMO 6\n", NULL);
	ms = U(&t, "MS9");
	hg_reveal(t.g, U(&t, "KN1"), HG_ROMAN);
	t_fight(&t, NULL, "{\"attacks\":[{\"units\":[\"ARC1\",\"MS9\"],"
	    "\"targets\":[\"A-01\"]}]}", die, 1);
	SAW(&t, NULL, "AF 3 vs DF 3 (odds 1:1); morale 8 vs 3 (diff +5, "
	    "shift right); die 4 -> DD");
	ck_assert_int_eq(t.g->u[ms].ammo, 5);
	ck_assert_int_eq(t.g->u[U(&t, "KN1")].dis, 1);
	t_done(&t);
}
END_TEST

/* A river between columns E and F, rows 01-10: IE01..IE10 and IF01..
 * IF10 border it. */
#define BOAT_RIVER \
	"RIVER IE01/SE IE02/NE IE02/SE IE03/NE IE03/SE IE04/NE IE04/SE\n" \
	"RIVER IE05/NE IE05/SE IE06/NE IE06/SE IE07/NE IE07/SE IE08/NE\n"
static const char *boat_units =
	"OPTION boats on\n"
	"BOATS ALLIED 1\n"
	"UNIT ALLIED FO1 FOOTE IE05\n"
	"UNIT ALLIED BT1 FBAGGAGE IE06\n"
	"UNIT ALLIED PK1 PIKE IE12\n"
	"UNIT ALLIED BT2 FBAGGAGE IE13\n"
	"UNIT ALLIED KN1 KNIGHT IE08\n"
	"UNIT ROMAN LEG1 LEGION IA01\n";

/*
 * 16.3: a unit and a baggage train spend a turn beside each other and the
 * river; at the end of the turn the unit is afloat, in Strategic mode, at
 * twice the Strategic rate (Foote: 2 x 3 x 2 = 12 MP).  A boat goes from
 * river hex to river hex at 1 MP, either bank (IE05 -> IF05 crosses the
 * river without stopping); a step onto land (IG02: clear, 1 MP) puts it
 * ashore and ends the move: 4 + 1 = 5 MP.
 */
START_TEST(boats_embark_and_sail)
{
	static const int die[] = { 1 };
	struct tg t;
	struct hg_game *g2;
	json_t *st;
	char map[2048], e[256];
	int fo;

	snprintf(map, sizeof map, "%s%s", CLEAR_MAP, BOAT_RIVER);
	t_load(&t, map, boat_units, NULL);
	fo = U(&t, "FO1");
	t.g->round = 2;
	ck_assert(t_parse(&t, "ALLIED", "MODE KN1 EMBARK WITH BT1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "mounted units (but leaders) and baggage do not "
	    "go by river (KN1)");
	t_round2(&t, "{\"modes\":[{\"unit\":\"FO1\",\"mode\":\"E\",\"from\":"
	    "\"BT1\"},{\"unit\":\"PK1\",\"mode\":\"E\",\"from\":\"BT2\"}],"
	    "\"moves\":[{\"unit\":\"FO1\",\"steps\":[\"IE04\"]}]}", NULL);
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_EMBARKING);
	SAW(&t, "ALLIED", "FO1 is embarking and does not move");
	SAW(&t, "ALLIED", "MODE PK1 EMBARK refused: the unit and the baggage "
	    "train must both be beside the river; it stays Tactical");
	t_round_n(&t, 5, NULL, NULL, die, 1);
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_AFLOAT);
	ck_assert_int_eq(t.g->u[fo].mode, HG_S);
	ck_assert(!hg_is_column(t.g, fo));
	ck_assert_int_eq(hg_allowance(t.g, fo), 2 * 3 * 2 * 2);
	SAW(&t, "ALLIED", "FO1 embarks at I-E05");
	NOT_SAW(&t, "ROMAN", "FO1");
	/* kept in the state */
	g2 = t_reloaded(&t, &st);
	ck_assert_int_eq(g2->u[fo].boat, HG_BOAT_AFLOAT);
	t_free(g2);
	json_decref(st);
	/* afloat: no mode but DISEMBARK; it keeps its boat by default */
	t.g->round = 2;
	ck_assert(t_parse(&t, "ALLIED", "MODE FO1 T\n", e, sizeof e) == NULL);
	ck_assert_str_eq(e, "FO1 is afloat: DISEMBARK it first (16.3)");
	t.g->p1 = HG_ALLIED;
	t_round2(&t, "{\"moves\":[{\"unit\":\"FO1\",\"steps\":[\"IF05\","
	    "\"IF04\",\"IF03\",\"IF02\",\"IG02\"]}]}", NULL);
	SAW(&t, "ALLIED", "FO1 moves I-E05 -> I-G02 (5 of 12 MP); stopped: "
	    "went ashore");
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_NONE);
	ck_assert_int_eq(t.g->u[fo].mode, HG_T);
	t_done(&t);
}
END_TEST

/* One boat (BOATS ALLIED 1): the second unit to embark finds none; the
 * DISEMBARK order lands an afloat unit where it is. */
START_TEST(boats_limits_and_disembark)
{
	static const int die[] = { 1 };
	struct tg t;
	char map[2048], e[256];
	json_t *o;
	int fo;

	snprintf(map, sizeof map, "%s%s", CLEAR_MAP, BOAT_RIVER);
	t_load(&t, map,
	    "OPTION boats on\n"
	    "BOATS ALLIED 1\n"
	    "UNIT ALLIED FO1 FOOTE IE05\n"
	    "UNIT ALLIED BT1 FBAGGAGE IE06\n"
	    "UNIT ALLIED FO2 FOOTE IF06\n"
	    "UNIT ROMAN LEG1 LEGION IA01\n", NULL);
	fo = U(&t, "FO1");
	t_round2(&t, "{\"modes\":[{\"unit\":\"FO1\",\"mode\":\"E\",\"from\":"
	    "\"BT1\"},{\"unit\":\"FO2\",\"mode\":\"E\",\"from\":\"BT1\"}]}",
	    NULL);
	SAW(&t, "ALLIED", "MODE FO2 EMBARK refused: no boat left");
	t_round_n(&t, 5, NULL, NULL, die, 1);
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_AFLOAT);
	t.g->round = 2;
	t.g->p1 = HG_ALLIED;
	o = t_parse(&t, "ALLIED", "MOVE FO1 IE04\nDISEMBARK FO1\n", e,
	    sizeof e);
	ck_assert_msg(o != NULL, "%s", e);
	json_decref(o);
	ck_assert(t_parse(&t, "ALLIED", "DISEMBARK FO2\n", e, sizeof e) ==
	    NULL);
	ck_assert_str_eq(e, "FO2 is not afloat");
	t_round2(&t, "{\"moves\":[{\"unit\":\"FO1\",\"steps\":[\"IE04\"]}],"
	    "\"disembark\":[{\"unit\":\"FO1\"}]}", NULL);
	ck_assert_int_eq(t.g->u[fo].hex, H(&t, "IE04"));
	ck_assert_int_eq(t.g->u[fo].boat, HG_BOAT_NONE);
	SAW(&t, "ALLIED", "FO1 disembarks at I-E04");
	t_done(&t);
	/* without the switch */
	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IE05\n"
	    "UNIT ALLIED BT1 FBAGGAGE IE06\n"
	    "UNIT ROMAN LEG1 LEGION IA01\n", NULL);
	t.g->round = 2;
	ck_assert(t_parse(&t, "ALLIED", "MODE FO1 EMBARK WITH BT1\n", e,
	    sizeof e) == NULL);
	ck_assert_str_eq(e, "boats are not in this scenario (16.3)");
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_options");
	TCase *t = tcase_create("options");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, walkie_talkie_indirect);
	tcase_add_test(t, walkie_talkie_orders);
	tcase_add_test(t, defection_fires_for_rome);
	tcase_add_test(t, boats_embark_and_sail);
	tcase_add_test(t, boats_limits_and_disembark);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
