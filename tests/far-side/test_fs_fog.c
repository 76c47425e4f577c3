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

	ck_assert(far_side_rules.secrets(st, NULL, "SOUTH", &tok) == PBEM_OK);
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

int
main(void)
{
	Suite *s = suite_create("far_side_fog");
	TCase *tc = tcase_create("fog");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, hidden_unit_stays_hidden);
	tcase_add_test(tc, attacker_revealed_then_stale);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
