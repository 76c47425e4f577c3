/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_actions.c - actions and automatic choices with scripted dice:
 * Disengage and its optional shot, Press on a melee and a
 * charge, the NEAREST and WEAKEST tie-breaks (§13.3), the BUA's 360° arc
 * and missing flank (§2.4), artillery on a hill firing over friends
 * (note 4), and a last stand with the full melee modifiers (§9.6, §11).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

static char scen[4096];

/* An 8x8 map with `rows` as its terrain and no leaders. */
static const char *
mk(const char *rows)
{
	snprintf(scen, sizeof scen, T_SCEN_HEAD "%sEND\n"
	    "DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n"
	    "FORCE SOUTH R1 R2 R3:REGULAR ART1:ARTILLERY GAT:GATLING\n"
	    "FORCE NORTH N1 N2 N3 N4:MELEE_BAND\n", rows);
	return scen;
}

#define OPEN8 "8 ........\n7 ........\n6 ........\n5 ........\n" \
	"4 ........\n3 ........\n2 ........\n1 ........\n"
#define BUA_D4 "8 ........\n7 ........\n6 ........\n5 ........\n" \
	"4 ...B....\n3 ........\n2 ........\n1 ........\n"

/* Put a melee link between two units of a state (takes the state). */
static json_t *
linked(json_t *st, const char *a, const char *b)
{
	struct fs_game *g = t_game(st);

	json_decref(st);
	fs_link(g, t_unit(g, a), t_unit(g, b));
	return t_save(g);
}

/* an engaged unit may not fire, so the fall-back DISENGAGE
 * is taken: one cell away from the enemy, the melee ends, then the shot. */
START_TEST(disengage_then_fire)
{
	static const int dice[] = { 4, 4, 5, 4 };
	json_t *st = t_setup(mk(OPEN8), "R1 C3 NE, N1 C4 SW", 0), *ev;
	struct fs_game *g;
	int r1;

	st = linked(st, "R1", "N1");
	st = t_run(st, "SOUTH", "ACT R1 FIRE NEAREST ELSE DISENGAGE TO C2 "
	    "THEN FIRE NEAREST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "Carries out DISENGAGE (a "
	    "fall-back)"));
	ck_assert(t_has_event(ev, "SOUTH", "R1 disengages from C3 to C2"));
	/* 5+4, Shooting 3 - Resolve 2 = +1 => 10 */
	ck_assert(t_has_event(ev, "SOUTH", "R1 fires at X1 at C4 (distance "
	    "2): dice 5+4 = 9; base Shooting 3 - Resolve 2 = +1 => 10"));
	g = t_game(st);
	r1 = t_unit(g, "R1");
	ck_assert_int_eq(g->u[r1].y, 1);
	ck_assert_int_eq(g->u[r1].nlinks, 0);
	ck_assert_int_eq(g->u[t_unit(g, "N1")].nlinks, 0);
	ck_assert(g->u[t_unit(g, "N1")].blo);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* DISENGAGE: illegal when not engaged or toward the enemy; the optional
 * shot may find nothing, and the unit still steps away. */
START_TEST(disengage_limits)
{
	static const int dice[] = { 4, 4 };
	json_t *st = t_setup(mk(OPEN8), "R1 C3 NE, N1 C4 SW", 0), *ev;
	struct fs_game *g;

	st = t_run(st, "SOUTH", "ACT R1 DISENGAGE\n", NULL, 0, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "no option can be carried out"));
	json_decref(ev);
	json_decref(st);
	st = linked(t_setup(mk(OPEN8), "R1 C3 NE, N1 C4 SW", 0), "R1", "N1");
	st = t_run(st, "SOUTH", "ACT R1 DISENGAGE TO B4\n", NULL, 0, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "no option can be carried out"));
	json_decref(ev);
	json_decref(st);
	/* facing SW after stepping back, nothing is in its arc */
	st = linked(t_setup(mk(OPEN8), "R1 C3 SW, N1 C4 SW", 0), "R1", "N1");
	st = t_run(st, "SOUTH", "ACT R1 DISENGAGE THEN FIRE NEAREST\n", dice,
	    2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "R1 has no target to fire at"));
	g = t_game(st);
	ck_assert_int_eq(g->u[t_unit(g, "R1")].nlinks, 0);
	ck_assert(grid_dist(g->u[t_unit(g, "R1")].x, g->u[t_unit(g, "R1")].y,
	    2, 3) > 1);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Press is the difficult melee, +1, on 10+ only; on 7-9 the same
 * line makes the basic melee. */
START_TEST(press)
{
	static const int hi[] = { 5, 5, 4, 4 };
	static const int lo[] = { 4, 4, 4, 4 };
	static const int band[] = { 6, 5, 4, 4 };	/* Resolve 2: 10 */
	json_t *st, *ev;

	st = linked(t_setup(mk(OPEN8), "R1 C3 NE, N1 C4 SW", 0), "R1", "N1");
	st = t_run(st, "SOUTH", "ACT R1 MELEE +PRESS\n", hi, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "R1 presses the attack on X1 at C4 "
	    "from C3: dice 4+4 = 8; base Melee 3 - Melee 3 = +0, press +1 => "
	    "9"));
	json_decref(ev);
	json_decref(st);
	st = linked(t_setup(mk(OPEN8), "R1 C3 NE, N1 C4 SW", 0), "R1", "N1");
	st = t_run(st, "SOUTH", "ACT R1 MELEE +PRESS\n", lo, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "R1 attacks in melee X1"));
	ck_assert(!t_has_event(ev, "SOUTH", "press +1"));
	json_decref(ev);
	json_decref(st);
	/* a charge pressed: charge bonus and press together */
	st = t_setup(mk(OPEN8), "R1 C2 NE, N1 C4 SW", 1);
	st = t_run(st, "NORTH", "ACT N1 CHARGE NEAREST +PRESS\n", band, 4,
	    &ev);
	ck_assert(t_has_event(ev, "NORTH", "N1 charges and presses X1 at C2 "
	    "from C3: dice 4+4 = 8; base Melee 3 - Melee 3 = +0, charge bonus "
	    "+1, press +1 => 10"));
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Fire NEAREST with R1 in the BUA at D4 (a 360° arc) and check whom it
 * shot; `placements` adds the enemies. */
static void
nearest_is(const char *placements, const char *target, const char *cell)
{
	static const int dice[] = { 4, 4, 1, 1 };
	char pl[256], want[64];
	json_t *st, *ev;

	snprintf(pl, sizeof pl, "R1 D4 NE, %s", placements);
	st = t_setup(mk(BUA_D4), pl, 0);
	st = t_run(st, "SOUTH", "ACT R1 FIRE NEAREST\n", dice, 4, &ev);
	snprintf(want, sizeof want, "R1 fires at %s at %s", target, cell);
	if (!t_has_event(ev, NULL, want))
		t_dump_events(ev, NULL);
	ck_assert_msg(t_has_event(ev, NULL, want), "wanted: %s", want);
	json_decref(ev);
	json_decref(st);
}

/* §13.3 NEAREST: smallest D, then smallest |dy|, then the lowest column,
 * then the lowest row.  R1 in a BUA shoots all round (§2.4). */
START_TEST(nearest_tie_breaks)
{
	nearest_is("N1 D7 SW, N2 F5 SW", "N2", "F5");	/* D 3 each: |dy| */
	nearest_is("N1 F4 SW, N2 B4 SW", "N2", "B4");	/* column */
	nearest_is("N1 D6 SW, N2 D2 SW", "N2", "D2");	/* row */
	nearest_is("N1 C6 SW, N2 G4 SW", "N2", "G4");	/* D 3: |dy| 0 < 2 */
	nearest_is("N1 F4 SW, N2 D7 SW", "N1", "F4");	/* D 2 < 3 */
}
END_TEST

/* §13.3 WEAKEST: Bloodied+Disordered, Bloodied, Disordered, Steady;
 * ties as NEAREST. */
START_TEST(weakest_tie_breaks)
{
	static const int dice[] = { 4, 4, 1, 1 };
	json_t *st = t_setup(mk(BUA_D4), "R1 D4 NE, N1 E5 SW, N2 F4 SW, "
	    "N3 B4 SW, N4 D6 SW", 0), *ev;
	struct fs_game *g = t_game(st);

	json_decref(st);
	g->u[t_unit(g, "N1")].dis = 1;			/* near, disordered */
	g->u[t_unit(g, "N2")].blo = 1;			/* bloodied, E of R1 */
	g->u[t_unit(g, "N3")].blo = 1;			/* bloodied, W of R1 */
	st = t_run(t_save(g), "SOUTH", "ACT R1 FIRE WEAKEST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, NULL, "R1 fires at N3 at B4"));
	json_decref(ev);
	g = t_game(st);
	json_decref(st);
	g->half = 0;
	g->u[t_unit(g, "N4")].blo = g->u[t_unit(g, "N4")].dis = 1;
	st = t_run(t_save(g), "SOUTH", "ACT R1 FIRE WEAKEST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, NULL, "R1 fires at N4 at D6"));
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* §2.4: no flank or rear in a BUA; the same attack in the open is a
 * flank attack.  N1 charges R1 from behind (D3, R1 faces NE). */
START_TEST(bua_no_flank)
{
	static const int dice[] = { 4, 4, 3, 3 };
	json_t *st, *ev;

	st = t_setup(mk(BUA_D4), "R1 D4 NE, N1 D3 NE", 1);
	st = t_run(st, "NORTH", "ACT N1 CHARGE NEAREST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, NULL, "charge bonus +1, open to "
	    "hill/forest/BUA -1 => 6"));
	ck_assert(!t_has_event(ev, NULL, "flank/rear"));
	json_decref(ev);
	json_decref(st);
	st = t_setup(mk(OPEN8), "R1 D4 NE, N1 D3 NE", 1);
	st = t_run(st, "NORTH", "ACT N1 CHARGE NEAREST\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, NULL, "charge bonus +1, flank/rear +1 => 8"));
	json_decref(ev);
	json_decref(st);
	/* out of the BUA, R1 facing NE cannot shoot behind it */
	st = t_setup(mk(OPEN8), "R1 D4 NE, N1 B4 SW", 0);
	st = t_run(st, "SOUTH", "ACT R1 FIRE NEAREST\n", NULL, 0, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "no option can be carried out"));
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Note 4: field artillery on a hill fires over friends, never over an
 * enemy; off the hill, or a Gatling on the hill, it may not. */
START_TEST(artillery_over_friends)
{
	const char *r = "8 ........\n7 ........\n6 ........\n5 ........\n"
	    "4 ........\n3 ........\n2 ........\n1 ..1.1...\n";
	json_t *st = t_setup(mk(r), "ART1 C1 NE, R1 C2 NE, N1 C4 SW, "
	    "GAT E1 NE, R2 E2 NE, N2 E4 SW, R3 A1 NE, N3 A4 SW", 0);
	struct fs_game *g = t_game(st);
	int art = t_unit(g, "ART1"), gat = t_unit(g, "GAT");

	ck_assert(fs_can_fire_at(g, art, t_unit(g, "N1")));
	ck_assert(!fs_can_fire_at(g, gat, t_unit(g, "N2")));
	/* an enemy in between blocks even from the hill */
	g->u[t_unit(g, "R1")].y = 7;
	g->u[t_unit(g, "N3")].x = 2;
	g->u[t_unit(g, "N3")].y = 2;
	ck_assert(!fs_can_fire_at(g, art, t_unit(g, "N1")));
	/* on open ground the friend blocks */
	g->u[t_unit(g, "N3")].x = 0;
	g->u[t_unit(g, "N3")].y = 3;
	g->u[art].x = 3;
	g->u[t_unit(g, "R1")].x = 3;
	g->u[t_unit(g, "R1")].y = 1;
	g->u[t_unit(g, "N1")].x = 3;
	ck_assert(!fs_can_fire_at(g, art, t_unit(g, "N1")));
	g->u[t_unit(g, "R1")].y = 7;
	ck_assert(fs_can_fire_at(g, art, t_unit(g, "N1")));
	t_free(g);
	json_decref(st);
}
END_TEST

/*
 * §9.6 with §11: R2 (disordered) in the corner A1 cannot retreat (B1,
 * B2 friends, A2 the attacker); its last stand is a melee attack on N1
 * with terror +1 and the usual modifiers: R3 next to N1 +1, N2 next to
 * N1 -1, open to hill -1.  6+4 = 10: it holds, and N1, adjacent, is
 * bloodied and disordered.
 */
START_TEST(last_stand_modifiers)
{
	static const int dice[] = { 4, 4, 4, 4, 6, 4 };
	const char *r = "8 ........\n7 ........\n6 ........\n5 ........\n"
	    "4 ........\n3 ........\n2 1.......\n1 ........\n";
	json_t *st = t_setup(mk(r), "R2 A1 NE, R1 B1 NE, R3 B2 NE, N1 A2 SW, "
	    "N2 A3 SW", 1), *ev;
	struct fs_game *g = t_game(st);

	json_decref(st);
	g->u[t_unit(g, "R2")].dis = 1;
	/* N1: 4+4, Melee 3 - 3, charge +1, R1 next to R2 -1, hill to open
	 * +1 => 9: R2, already disordered, must retreat */
	st = t_run(t_save(g), "NORTH", "ACT N1 CHARGE CELL A1\n", dice, 6,
	    &ev);
	ck_assert(t_has_event(ev, NULL, "charge bonus +1, enemies adjacent to "
	    "target -1, hill to open +1 => 9"));
	ck_assert(t_has_event(ev, NULL, "R2 cannot retreat and makes a last "
	    "stand: dice 6+4 = 10; base Melee 3 - Melee 3 = +0, terror +1, "
	    "friends adjacent to target +1, enemies adjacent to target -1, "
	    "open to hill/forest/BUA -1 => 10 (needs 10 to survive)"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "R2")].alive);
	ck_assert(g->u[t_unit(g, "N1")].blo && g->u[t_unit(g, "N1")].dis);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_actions");
	TCase *tc = tcase_create("actions");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, disengage_then_fire);
	tcase_add_test(tc, disengage_limits);
	tcase_add_test(tc, press);
	tcase_add_test(tc, nearest_tie_breaks);
	tcase_add_test(tc, weakest_tie_breaks);
	tcase_add_test(tc, bua_no_flank);
	tcase_add_test(tc, artillery_over_friends);
	tcase_add_test(tc, last_stand_modifiers);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
