/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_turn.c - the player-turn (§7, §13): activation thresholds and
 * the turn ending on a failure, ELSE fall-backs, STOP, rally with a second
 * rally on 10+, turnover melee, missing sheets, capitulation, the army
 * morale check, the turn limit with victory points, and deployment.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

static char scen[4096];

static const char *
mk(void)
{
	snprintf(scen, sizeof scen, T_SCEN_HEAD
	    "8 ........\n7 ........\n6 ........\n5 ........\n"
	    "4 ........\n3 ........\n2 .B......\n1 ........\nEND\n"
	    "DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\nOBJ 4 B2\n"
	    "FORCE SOUTH R1 R2:REGULAR GAT:GATLING R3:REGULAR:ELITE\n"
	    "LEADER SOUTH MAJ ON R1 TRAITS VETERAN\n"
	    "FORCE NORTH N1 N2 N3:MELEE_BAND\n"
	    "LEADER NORTH CHF ON N1 TRAITS NONE\n"
	    "PLACE R1 A1 FACE NE\nPLACE R2 B1 FACE NE\nPLACE GAT C1 FACE NE\n"
	    "PLACE R3 D1 FACE NE\n"
	    "PLACE N1 A8 FACE SW\nPLACE N2 B8 FACE SW\nPLACE N3 C8 FACE SW\n");
	return scen;
}

/* 6 or less ends the turn; the later line never rolls. */
START_TEST(activation_fails_ends_turn)
{
	static const int dice[] = { 3, 3 };
	json_t *st = t_setup(mk(), "R2 B4 NE, R1 F1 NE, N1 H8 SW", 0), *ev;

	st = t_run(st, "SOUTH", "ACT R2 HOLD\nACT R1 HOLD\n", dice, 2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "=> 6: fails. SOUTH's turn ends"));
	ck_assert(!t_has_event(ev, "SOUTH", "R1 activation"));
	ck_assert(!t_has_event(ev, "NORTH", "activation"));	/* §15 */
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* 7 is a basic action; 10 with +VOLLEY fires the difficult form;
 * Veteran (+1) and the adjacent leader (+1) count once each. */
START_TEST(activation_thresholds)
{
	static const int dice[] = { 4, 3, 1, 1, 6, 6, 1, 1, 1 };
	json_t *st = t_setup(mk(), "R2 B4 NE, R1 A4 NE, N1 B6 SW", 0), *ev;

	/* R2: 4+3 +0 +1 (leader adjacent) +1 (Veteran) = 9 basic */
	st = t_run(st, "SOUTH", "ACT R2 FIRE NEAREST +VOLLEY\n"
	    "ACT R1 FIRE NEAREST +VOLLEY\n", dice, 9, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "leader adjacent +1, VETERAN +1 => "
	    "9: one basic action"));
	ck_assert(t_has_event(ev, "SOUTH", "R2 fires at"));
	ck_assert(t_has_event(ev, "SOUTH", "R1 volleys at"));
	ck_assert(t_has_event(ev, "SOUTH", "volley +1"));
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* No legal option: skipped without rolling; ELSE picks the fall-back;
 * STOP ends the turn. */
START_TEST(else_skip_stop)
{
	static const int dice[] = { 4, 4 };
	json_t *st = t_setup(mk(), "R2 B2 NE, R1 F1 NE, N1 H8 SW", 0), *ev;
	struct fs_game *g;

	st = t_run(st, "SOUTH", "ACT R2 FIRE NEAREST\n"
	    "ACT R2 IF PREV SKIP : FIRE NEAREST ELSE FACE NW\n"
	    "STOP IF PREV OK\nACT R1 HOLD\n", dice, 2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "Line 1: R2: no option can be "
	    "carried out now; skipped without rolling"));
	ck_assert(t_has_event(ev, "SOUTH", "Carries out FACE (a fall-back)"));
	ck_assert(t_has_event(ev, "SOUTH", "STOP"));
	g = t_game(st);
	ck_assert_int_eq(g->u[t_unit(g, "R2")].face, GRID_FACE_NW);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Rally: 10+ lets the leader try the next unit; elite +1, BUA +1. */
START_TEST(rally_twice)
{
	static const int dice[] = { 6, 5, 3, 2 };
	json_t *st = t_setup(mk(), "R1 C2 NE, R2 C3 NE, R3 B2 NE, N1 H8 SW",
	    0), *ev;
	struct fs_game *g = t_game(st);

	json_decref(st);
	g->u[t_unit(g, "R2")].dis = 1;
	g->u[t_unit(g, "R3")].dis = 1;
	/* R2: 11 - 1 = 10: rallied, try again; R3 (elite, in the BUA at
	 * B2): 5 - 1 + 1 + 1 = 6: no effect */
	st = t_run(t_save(g), "SOUTH", "RALLY MAJ R2 R3\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "=> 10: rallied, and the leader may "
	    "try another"));
	ck_assert(t_has_event(ev, "SOUTH", "Elite +1, in BUA/fortification +1 "
	    "=> 6: no effect"));
	g = t_game(st);
	ck_assert(!g->u[t_unit(g, "R2")].dis);
	ck_assert(g->u[t_unit(g, "R3")].dis);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Missing sheet: nothing activates, but units in melee fight on at the
 * turnover (no charge bonus), in unit-id order. */
START_TEST(turnover_melee_missing_sheet)
{
	static const int dice[] = { 6, 1, 4 };
	json_t *st = t_setup(mk(), "R2 B4 NE, N1 B5 SW, R1 H1 NE", 1), *ev;
	struct fs_game *g = t_game(st);
	struct dice d;

	json_decref(st);
	fs_link(g, t_unit(g, "N1"), t_unit(g, "R2"));
	st = t_save(g);
	dice_init_script(&d, dice, 3);
	st = t_resolve(st, NULL, NULL, NULL, NULL, &d, &ev);
	ck_assert_int_eq(d.iscript, 3);
	ck_assert(t_has_event(ev, "NORTH", "No orders arrived"));
	ck_assert(t_has_event(ev, "SOUTH", "fights on (turnover melee)"));
	ck_assert(!t_has_event(ev, NULL, "charge bonus"));
	g = t_game(st);
	/* 6 + 4 = 10, base 0: R2 bloodied and disordered */
	ck_assert(g->u[t_unit(g, "R2")].blo);
	ck_assert_int_eq(g->half, 1);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

START_TEST(capitulation)
{
	struct game_phase ph;
	struct dice d;
	json_t *st = t_setup(mk(), "R2 B4 NE, N1 B7 SW", 1);

	dice_init_script(&d, NULL, 0);
	st = t_resolve(st, "NORTH", "CAPITULATE\n", NULL, NULL, &d, NULL);
	ck_assert(far_side_rules.phase(&far_side_rules, st, &ph) == PBEM_OK);
	ck_assert(ph.over);
	ck_assert_str_eq(ph.result, "SOUTH wins: NORTH capitulated");
	json_decref(st);
}
END_TEST

/* Losing more than half: every remaining unit tests once. */
START_TEST(army_morale_check)
{
	static const int dice[] = { 4, 4, 6, 6, 3, 1, 3, 3 };
	json_t *st = t_setup(mk(), "R2 B4 NE, R1 H1 NE, N2 B6 SW, N3 F8 SW",
	    0), *ev;
	struct fs_game *g = t_game(st);

	json_decref(st);
	g->u[t_unit(g, "N2")].dis = g->u[t_unit(g, "N2")].blo = 1;
	g->u[t_unit(g, "N3")].dis = g->u[t_unit(g, "N3")].blo = 1;
	/* R2 shoots N2 (12 +1): eliminated; 1 of 2 is not "more than half"
	 * ... so make it 1 of 1 left: N3 tests: 3+1 -1 = 3: B+D: eliminated */
	g->start_units[1] = 2;
	st = t_run(t_save(g), "SOUTH", "ACT R2 FIRE NEAREST\n", dice, 4, &ev);
	g = t_game(st);
	ck_assert(!g->u[t_unit(g, "N2")].alive);
	ck_assert(g->army_checked[1] == 0);	/* 1 of 2: not more than half */
	t_free(g);
	json_decref(ev);
	json_decref(st);
	st = t_setup(mk(), "R2 B4 NE, R1 H1 NE, N2 B6 SW, N3 F8 SW, N1 H8 SW",
	    0);
	g = t_game(st);
	json_decref(st);
	g->u[t_unit(g, "N2")].dis = g->u[t_unit(g, "N2")].blo = 1;
	g->u[t_unit(g, "N3")].dis = g->u[t_unit(g, "N3")].blo = 1;
	g->lost[1] = 1;
	g->start_units[1] = 3;	/* one already lost: the next crosses half */
	st = t_run(t_save(g), "SOUTH", "ACT R2 FIRE NEAREST\n", dice, 8, &ev);
	ck_assert(t_has_event(ev, "NORTH", "army morale check"));
	g = t_game(st);
	ck_assert(g->army_checked[1]);
	ck_assert(!g->u[t_unit(g, "N3")].alive);	/* was B+D, failed */
	ck_assert(g->u[t_unit(g, "N1")].dis);		/* failed: disordered */
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* After the last phase of the last turn: victory points (§14). */
START_TEST(turn_limit_vp)
{
	struct game_phase ph;
	struct dice d;
	json_t *st = t_setup(mk(), "R2 B2 NE, R1 H1 NE, N1 B7 SW, N2 H8 SW",
	    1);
	struct fs_game *g = t_game(st);

	json_decref(st);
	g->turn = g->turns;
	g->half = 1;
	g->first = 0;		/* NORTH acts second: the game's last phase */
	g->u[t_unit(g, "N2")].blo = 1;
	g->u[t_unit(g, "N3")].alive = 0;	/* eliminated earlier */
	g->lost[1] = 1;
	g->start_units[1] = 3;
	g->l[0].alive = 1;
	st = t_save(g);
	dice_init_script(&d, NULL, 0);
	st = t_resolve(st, NULL, NULL, NULL, NULL, &d, NULL);
	ck_assert(far_side_rules.phase(&far_side_rules, st, &ph) == PBEM_OK);
	ck_assert(ph.over);
	/* SOUTH: N3 3 + N2 bloodied 1 + objective B2 4 = 8; NORTH 0 */
	/* NORTH: R3 and GAT, not in this test, count as eliminated: 6 */
	ck_assert_str_eq(ph.result, "SOUTH wins (marginal, 8-6 VP at the turn "
	    "limit)");
	json_decref(st);
}
END_TEST

/* Sealed deployment: defaults fill in, initiative re-rolls ties, the
 * winner's preference decides, a 12 on the trait roll takes the pick. */
START_TEST(deployment)
{
	static const int dice[] = { 6, 6, 3, 3, 2, 5 };
	char s2[4096];
	struct game_phase ph;
	struct dice d;
	json_t *st, *ev;
	struct fs_game *g;

	char *p;

	snprintf(s2, sizeof s2, "%s", mk());
	/* CHF rolls his trait: drop " TRAITS NONE" */
	p = strstr(s2, " TRAITS NONE");
	memmove(p, p + 12, strlen(p + 12) + 1);
	st = t_load(s2);
	ck_assert(far_side_rules.phase(&far_side_rules, st, &ph) == PBEM_OK);
	ck_assert_str_eq(ph.name, "deploy");
	ck_assert_int_eq(ph.nsides, 2);
	dice_init_script(&d, dice, 6);
	st = t_resolve(st, "SOUTH", "DEPLOY R1 E2 FACE NW\nINITIATIVE SECOND\n",
	    "NORTH", "TRAIT CHF GUERILLA\n", &d, &ev);
	ck_assert_int_eq(d.iscript, 6);
	g = t_game(st);
	ck_assert_int_eq(g->u[t_unit(g, "R1")].x, 4);
	ck_assert_int_eq(g->u[t_unit(g, "R2")].x, 1);	/* default B1 */
	ck_assert(g->l[fs_find_leader(g, "CHF")].traits &
	    (1u << fs_tables_trait(&g->r, "GUERILLA")));
	/* 3-3 re-rolled; 2-5: NORTH wins and acts first by default */
	ck_assert_int_eq(g->first, 1);
	/* the report says the tie was re-rolled (§6.7) */
	p = t_report(st, ev, "SOUTH");
	ck_assert_msg(strstr(p, "Initiative roll: SOUTH 3, NORTH 3. Tied: both "
	    "sides roll again.\n") != NULL, "%s", p);
	ck_assert(strstr(p, "Initiative roll: SOUTH 2, NORTH 5.\n") != NULL);
	free(p);
	ck_assert_int_eq(g->turn, 1);
	t_free(g);
	ck_assert(far_side_rules.phase(&far_side_rules, st, &ph) == PBEM_OK);
	ck_assert_str_eq(ph.name, "north");
	ck_assert_str_eq(ph.summary, "Turn 1 of 10: NORTH to act");
	json_decref(ev);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_turn");
	TCase *tc = tcase_create("turn");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, activation_fails_ends_turn);
	tcase_add_test(tc, activation_thresholds);
	tcase_add_test(tc, else_skip_stop);
	tcase_add_test(tc, rally_twice);
	tcase_add_test(tc, turnover_melee_missing_sheet);
	tcase_add_test(tc, capitulation);
	tcase_add_test(tc, army_morale_check);
	tcase_add_test(tc, turn_limit_vp);
	tcase_add_test(tc, deployment);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
