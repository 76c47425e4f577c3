/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_fog.c - fog of war (§15): a hidden unit's id and cell never
 * reach the other side, aliases are per side and stable, secrets() is
 * exact (non-empty when something is hidden, never naming what is shown),
 * and a sheet naming an unseen alias gets the "not in sight" answer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

#define SCEN T_SCEN_HEAD \
	"8 ........\n7 ........\n6 FFFFFFFF\n5 ........\n" \
	"4 ........\n3 ........\n2 ........\n1 ........\nEND\n" \
	"DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n" \
	"FORCE SOUTH R1 R2:REGULAR\nLEADER SOUTH MAJ ON R1 TRAITS VETERAN\n" \
	"FORCE NORTH N1 N2:MELEE_BAND HID:SKIRMISH\n" \
	"LEADER NORTH CHF ON HID TRAITS GUERILLA\n"

static int
has_tok(json_t *t, const char *s)
{
	size_t i;
	json_t *v;

	json_array_foreach(t, i, v)
		if (strcmp(json_string_value(v), s) == 0)
			return 1;
	return 0;
}

START_TEST(hidden_unit_stays_hidden)
{
	/* HID at E8 behind the forest row; N1 at C5 and N2 at G5 in view */
	json_t *st = t_setup(SCEN, "R1 C2 NE, R2 F2 NE, N1 C5 SW, N2 G5 SW, "
	    "HID E8 SW", 0), *tok = NULL, *ev;
	char *rep;
	struct sheet_check c;
	static const int dice[] = { 4, 4 };

	ck_assert(far_side_rules.secrets(&far_side_rules, st, NULL, "SOUTH", &tok) == PBEM_OK);
	ck_assert(has_tok(tok, "HID"));
	ck_assert(has_tok(tok, "N1"));
	ck_assert(has_tok(tok, "E8"));
	ck_assert(has_tok(tok, "CHF"));
	ck_assert(has_tok(tok, "GUERILLA"));
	ck_assert(!has_tok(tok, "C5"));		/* N1 is in plain sight */
	ck_assert(!has_tok(tok, "VETERAN"));	/* SOUTH's own trait */
	json_decref(tok);
	rep = t_report(st, NULL, "SOUTH");
	ck_assert(strstr(rep, "X1") != NULL && strstr(rep, "X2") != NULL);
	ck_assert(strstr(rep, "X3") == NULL);	/* never counted */
	ck_assert(strstr(rep, "HID") == NULL && strstr(rep, "E8") == NULL);
	free(rep);
	t_no_leak(st, NULL, "SOUTH");
	t_no_leak(st, NULL, "NORTH");
	/* naming a nonexistent alias: the same answer as an unseen one */
	ck_assert_int_eq(t_sheet_errors(st, "SOUTH", "ACT R1 FIRE X3\n", &c),
	    1);
	ck_assert_str_eq(c.errors[0].msg, "no enemy X3 in sight");
	sheet_check_free(&c);
	ck_assert_int_eq(t_sheet_errors(st, "SOUTH", "ACT R1 FIRE X77\n", &c),
	    1);
	ck_assert_str_eq(c.errors[0].msg, "no enemy X77 in sight");
	sheet_check_free(&c);
	/* a turn later, the aliases are the same */
	st = t_run(st, "SOUTH", "ACT R2 FACE NW\n", dice, 2, &ev);
	rep = t_report(st, ev, "SOUTH");
	ck_assert(strstr(rep, "X1     Melee Band at C5") != NULL);
	ck_assert(strstr(rep, "X2     Melee Band at G5") != NULL);
	free(rep);
	/* NORTH saw no SOUTH activation roll and no facing change it could
	 * not see... R2 is in sight, so the facing is reported */
	ck_assert(!t_has_event(ev, "NORTH", "activation"));
	t_no_leak(st, ev, "NORTH");
	t_no_leak(st, ev, "SOUTH");
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* An attacker that shoots from out of sight is revealed (§15 item 3),
 * and its last-known marker stays after it moves away unseen. */
START_TEST(attacker_revealed_then_stale)
{
	static const int shoot[] = { 4, 4, 1, 1, 1 };
	static const int move[] = { 4, 4 };
	/* HID in the forest at E6 shooting R2 at E3 (distance 3): R2 can
	 * see into the forest cell (only intermediate cells block) */
	json_t *st = t_setup(SCEN, "R1 A1 NE, R2 E3 NE, HID E6 SW", 1), *ev;
	struct fs_game *g = t_game(st);
	char *rep;

	ck_assert(fs_visible(g, 0, t_unit(g, "HID")));
	t_free(g);
	st = t_run(st, "NORTH", "ACT HID FIRE NEAREST\n", shoot, 5, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "X1 fires at R2"));
	ck_assert(t_has_event(ev, "SOUTH", "leader CHF die"));
	json_decref(ev);
	/* SOUTH's turn: nothing; then HID slips north out of sight */
	st = t_run(st, "SOUTH", "", NULL, 0, &ev);
	json_decref(ev);
	st = t_run(st, "NORTH", "ACT HID MOVE E7 E8\n", move, 2, &ev);
	g = t_game(st);
	if (!fs_visible(g, 0, t_unit(g, "HID"))) {
		rep = t_report(st, ev, "SOUTH");
		ck_assert(strstr(rep, "last seen at") != NULL);
		ck_assert(strstr(rep, "?X1") != NULL);
		free(rep);
	}
	t_free(g);
	t_no_leak(st, ev, "SOUTH");
	t_no_leak(st, ev, "NORTH");
	json_decref(ev);
	json_decref(st);
}
END_TEST


/* §15 item 3: a charger that advances after winning is shown where it
 * charged from ("last seen"), not at the cell it took, which no SOUTH
 * unit can see past the forest. */
START_TEST(charger_shown_at_origin)
{
	static const int dice[] = { 4, 4, 6, 6 };
	const char *s = T_SCEN_HEAD
	    "8 ........\n7 ........\n6 ........\n5 ........\n"
	    "4 ........\n3 FFFFFFFF\n2 ........\n1 ........\nEND\n"
	    "DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n"
	    "FORCE SOUTH R1 R2 R3:REGULAR\nFORCE NORTH N1:MELEE_BAND\n";
	json_t *st = t_setup(s, "R1 A1 NE, R3 H1 NE, R2 C4 NE, N1 C6 SW", 1);
	json_t *ev;
	struct fs_game *g = t_game(st);
	char *rep;
	int n1;

	json_decref(st);
	g->u[t_unit(g, "R2")].dis = g->u[t_unit(g, "R2")].blo = 1;
	/* N1 runs to C5 and charges: 12 + 0 + 1: R2 eliminated; advances */
	st = t_run(t_save(g), "NORTH", "ACT N1 CHARGE NEAREST\n", dice, 4,
	    &ev);
	ck_assert(t_has_event(ev, "SOUTH", "X1 charges R2 at C4 from C5"));
	ck_assert(!t_has_event(ev, "SOUTH", "advances"));
	g = t_game(st);
	n1 = t_unit(g, "N1");
	ck_assert_int_eq(g->u[n1].y, 3);		/* C4 */
	ck_assert(!fs_visible(g, 0, n1));
	ck_assert_int_eq(g->u[n1].lk_y[0], 4);		/* last seen C5 */
	t_free(g);
	rep = t_report(st, ev, "SOUTH");
	ck_assert(strstr(rep, "X1     Melee Band: last seen at C5") != NULL);
	free(rep);
	t_no_leak(st, ev, "SOUTH");
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* §15 item 3: a reveal lasts until the end of the player-turn it happened
 * in, not into the next one. */
START_TEST(reveal_ends_with_the_turn)
{
	json_t *st = t_setup(SCEN, "R1 C2 NE, R2 F2 NE, N1 C5 SW, HID E8 SW",
	    1), *ev;
	struct fs_game *g = t_game(st);
	int hid = t_unit(g, "HID");

	json_decref(st);
	ck_assert(!fs_visible(g, 0, hid));
	fs_reveal(g, hid, 0);
	ck_assert(fs_visible(g, 0, hid));
	st = t_save(g);
	g = t_game(st);
	ck_assert(fs_visible(g, 0, t_unit(g, "HID")));	/* kept in state */
	t_free(g);
	st = t_run(st, "NORTH", "", NULL, 0, &ev);	/* same player-turn */
	json_decref(ev);
	g = t_game(st);
	ck_assert(!fs_visible(g, 0, t_unit(g, "HID")));
	ck_assert_int_eq(g->nrev, 0);
	t_free(g);
	json_decref(st);
}
END_TEST

/* §13.1: SEEN is "in sight now"; GONE is "seen destroyed".  X1 (N1) was
 * seen destroyed, X2 (N2) went out of sight behind the forest. */
START_TEST(seen_and_gone)
{
	static const int dice[] = { 4, 4 };
	json_t *st = t_setup(SCEN, "R1 C2 NE, R2 F2 NE, N1 C5 SW, N2 G5 SW, "
	    "HID E8 SW", 0), *ev;
	struct fs_game *g = t_game(st);
	int n1 = t_unit(g, "N1"), n2 = t_unit(g, "N2");

	json_decref(st);
	ck_assert_int_eq(g->u[n1].alias[0], 1);
	ck_assert_int_eq(g->u[n2].alias[0], 2);
	g->u[n1].alive = 0;
	g->u[n1].gone_seen[0] = 1;
	g->u[n2].y = 7;
	st = t_run(t_save(g), "SOUTH",
	    "ACT R1 IF X2 SEEN : HOLD\n"
	    "ACT R1 IF X2 GONE : HOLD\n"
	    "ACT R1 IF X1 SEEN : HOLD\n"
	    "ACT R1 IF NOT X2 SEEN AND NOT X2 GONE AND X1 GONE : HOLD\n",
	    dice, 2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "Line 1: R1: condition false"));
	ck_assert(t_has_event(ev, "SOUTH", "Line 2: R1: condition false"));
	ck_assert(t_has_event(ev, "SOUTH", "Line 3: R1: condition false"));
	ck_assert(t_has_event(ev, "SOUTH", "Line 4: R1 activation"));
	json_decref(ev);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_fog");
	TCase *tc = tcase_create("fog");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, hidden_unit_stays_hidden);
	tcase_add_test(tc, attacker_revealed_then_stale);
	tcase_add_test(tc, charger_shown_at_origin);
	tcase_add_test(tc, reveal_ends_with_the_turn);
	tcase_add_test(tc, seen_and_gone);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
