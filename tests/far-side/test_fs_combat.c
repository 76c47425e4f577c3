/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_combat.c - shooting, melee, results, retreat, last stand,
 * gatling jam and leader death, movement costs and paths, each with
 * scripted dice on a small map (§8, §9, §11, §12).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

static char scen[4096];

static const char *
mk(const char *rows)
{
	snprintf(scen, sizeof scen, T_SCEN_HEAD "%sEND\n"
	    "DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n"
	    "FORCE SOUTH R1 R2:REGULAR GAT:GATLING ART1:ARTILLERY "
	    "MI1:MOUNTED_INF SK:SKIRMISH\n"
	    "LEADER SOUTH MAJ ON R1 TRAITS MASTER_OF_DRILL\n"
	    "FORCE NORTH S1:SKIRMISH N1 N2:MELEE_BAND C1:SHOCK_CAV "
	    "M1:MELEE_BAND:MILITIA\n"
	    "LEADER NORTH CHF ON N1 TRAITS NONE\n", rows);
	return scen;
}

#define OPEN8 "8 ........\n7 ........\n6 ........\n5 ........\n" \
	"4 ........\n3 ........\n2 ........\n1 ........\n"
#define ROUGH_C4 "8 ........\n7 ........\n6 ........\n5 ........\n" \
	"4 ..r.....\n3 ........\n2 ........\n1 ........\n"

/* §12 worked example, exactly: 5, 2, leader 4 -> 9; 0 + 1 - 1 - 1 = 8 */
START_TEST(worked_example)
{
	static const int dice[] = { 4, 4, 5, 2, 4 };
	json_t *st = t_setup(mk(ROUGH_C4), "R1 C1 NE, S1 C4 SW", 0), *ev;
	struct fs_game *g;

	st = t_run(st, "SOUTH", "ACT R1 FIRE NEAREST\n", dice, 5, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "dice 5+2, leader MAJ die 4 -> 9; "
	    "base Shooting 3 - Resolve 3 = +0, light cover -1, max range -1, "
	    "MASTER_OF_DRILL +1 => 8"));
	ck_assert(t_has_event(ev, "NORTH", "=> 8"));
	ck_assert(t_has_event(ev, "SOUTH", "X1 is disordered"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "S1")].dis);
	ck_assert(!g->u[t_unit(g, "S1")].blo);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Charge from the flank: charge bonus +1, flank +1; 10+ bloodies. */
START_TEST(charge_flank)
{
	static const int dice[] = { 5, 5, 4, 3, 5 };
	json_t *st = t_setup(mk(OPEN8), "R2 D3 NE, N1 B3 SE", 1), *ev;
	struct fs_game *g;
	int r2, n1;

	st = t_run(st, "NORTH", "ACT N1 CHARGE NEAREST\n", dice, 5, &ev);
	ck_assert(t_has_event(ev, NULL, "charge bonus +1, flank/rear +1 => 11"));
	g = t_game(st);
	r2 = t_unit(g, "R2");
	n1 = t_unit(g, "N1");
	ck_assert(g->u[r2].dis && g->u[r2].blo);
	ck_assert_int_eq(g->u[n1].x, 2);	/* stays at its origin C3 */
	ck_assert(fs_linked(g, n1, r2));	/* unresolved melee */
	ck_assert(g->u[n1].charged);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* 7-9 on a disordered target: retreat by the default order (§9.5). */
START_TEST(retreat_default)
{
	static const int dice[] = { 4, 4, 5, 2, 4 };
	json_t *st = t_setup(mk(ROUGH_C4), "R1 C1 NE, S1 C4 SW", 0), *ev;
	struct fs_game *g = t_game(st);
	int s1;

	g->u[t_unit(g, "S1")].dis = 1;
	json_decref(st);
	st = t_save(g);
	/* disordered: Resolve 2, so base +1 and the total is 9 */
	st = t_run(st, "SOUTH", "ACT R1 FIRE NEAREST\n", dice, 5, &ev);
	g = t_game(st);
	s1 = t_unit(g, "S1");
	/* B5 and D5 tie on distance; the owner's fixed order picks D5 */
	ck_assert_int_eq(g->u[s1].x, 3);
	ck_assert_int_eq(g->u[s1].y, 4);
	ck_assert_int_eq(g->u[s1].face, GRID_FACE_SW);
	ck_assert(t_has_event(ev, "NORTH", "S1 retreats from C4 to D5"));
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* A standing RETREAT order overrides the default. */
START_TEST(retreat_standing)
{
	static const int dice[] = { 4, 4, 5, 2, 4 };
	json_t *st = t_setup(mk(ROUGH_C4), "R1 C1 NE, S1 C4 SW", 0);
	struct fs_game *g = t_game(st);
	int s1;

	g->u[t_unit(g, "S1")].dis = 1;
	g->u[t_unit(g, "S1")].ret[0] = -1 - GRID_NW;
	g->u[t_unit(g, "S1")].nret = 1;
	g->u[t_unit(g, "S1")].st_face = GRID_FACE_NE;
	json_decref(st);
	st = t_run(t_save(g), "SOUTH", "ACT R1 FIRE NEAREST\n", dice, 5, NULL);
	g = t_game(st);
	s1 = t_unit(g, "S1");
	ck_assert_int_eq(g->u[s1].x, 1);	/* B5 */
	ck_assert_int_eq(g->u[s1].y, 4);
	ck_assert_int_eq(g->u[s1].face, GRID_FACE_NE);
	t_free(g);
	json_decref(st);
}
END_TEST

/* No legal retreat cell: last stand (+1 terror), below 10 eliminated. */
START_TEST(last_stand)
{
	static const int die[] = { 4, 4, 3, 1, 4, 3, 3 };
	static const int live[] = { 4, 4, 3, 1, 4, 6, 6 };
	const char *rows = "8 .~......\n7 ~~......\n6 ........\n5 ........\n"
	    "4 ........\n3 ........\n2 ........\n1 ........\n";
	char r[256];
	json_t *st, *ev;
	struct fs_game *g;

	snprintf(r, sizeof r, "%s", rows);
	r[3] = '.';
	/* A8 open, B8 and A7, B7 river: no way out of A8 */
	snprintf(r, sizeof r, "8 .~......\n7 ~~......\n6 ........\n"
	    "5 ........\n4 ........\n3 ........\n2 ........\n1 ........\n");
	st = t_setup(mk(r), "R1 A5 NE, S1 A8 SW, N2 H8 SW", 0);
	g = t_game(st);
	json_decref(st);
	g->u[t_unit(g, "S1")].dis = 1;
	/* river is no cover and not closed: the shot is legal */
	st = t_run(t_save(g), "SOUTH", "ACT R1 FIRE NEAREST\n", die, 7, &ev);
	ck_assert(t_has_event(ev, NULL, "makes a last stand"));
	ck_assert(t_has_event(ev, NULL, "terror +1"));
	g = t_game(st);
	ck_assert(!g->u[t_unit(g, "S1")].alive);
	ck_assert_int_eq(g->lost[1], 1);
	t_free(g);
	json_decref(ev);
	json_decref(st);

	st = t_setup(mk(r), "R1 A5 NE, S1 A8 SW, N2 H8 SW", 0);
	g = t_game(st);
	json_decref(st);
	g->u[t_unit(g, "S1")].dis = 1;
	st = t_run(t_save(g), "SOUTH", "ACT R1 FIRE NEAREST\n", live, 7, &ev);
	ck_assert(t_has_event(ev, NULL, "holds its ground"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "S1")].alive);
	ck_assert(!g->u[t_unit(g, "R1")].blo);	/* shot from afar */
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Gatling doubles jam it after the shot; the leader of the bloodied unit
 * rolls for death (4 or less dies); CLEAR removes the jam. */
START_TEST(gatling_jam_leader_death)
{
	static const int dice[] = { 5, 4, 4, 4, 1, 2 };
	static const int clr[] = { 5, 4 };
	json_t *st = t_setup(mk(OPEN8), "GAT D4 NE, N1 D6 SW", 0), *ev;
	struct fs_game *g;

	st = t_run(st, "SOUTH", "ACT GAT FIRE NEAREST\n", dice, 6, &ev);
	ck_assert(t_has_event(ev, NULL, "jams"));
	ck_assert(t_has_event(ev, NULL, "CHF is killed"));
	ck_assert(t_has_event(ev, "SOUTH", "The leader with X1 is killed"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "GAT")].jam);
	ck_assert(g->u[t_unit(g, "N1")].blo);
	ck_assert(!g->l[fs_find_leader(g, "CHF")].alive);
	g->half = 0;
	json_decref(st);
	json_decref(ev);
	/* a jammed gun cannot fire: FIRE is illegal, CLEAR is taken */
	st = t_run(t_save(g), "SOUTH", "ACT GAT FIRE NEAREST ELSE CLEAR\n",
	    clr, 2, &ev);
	g = t_game(st);
	ck_assert(!g->u[t_unit(g, "GAT")].jam);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Melee modifiers: hill to open, friends and enemies adjacent to the
 * target; a roll below 5 disorders the attacker; militia -1 once. */
START_TEST(melee_modifiers)
{
	static const int dice[] = { 6, 6, 1, 2 };
	const char *r = "8 ........\n7 ........\n6 ........\n5 ..1.....\n"
	    "4 ........\n3 ........\n2 ........\n1 ........\n";
	json_t *st = t_setup(mk(r), "M1 C5 SW, R1 C4 NE, N2 B4 NE, R2 D4 NE",
	    1), *ev;
	struct fs_game *g;

	/* M1 (militia band, Melee 2) on the hill attacks R1 (Melee 3) in
	 * the open below: base -1, hill to open +1, friend N2 +1, enemy R2
	 * -1 => dice 3 - 0 = 3, under 5: attacker disordered */
	g = t_game(st);
	json_decref(st);
	fs_link(g, t_unit(g, "M1"), t_unit(g, "R1"));
	st = t_run(t_save(g), "NORTH", "ACT M1 MELEE\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, NULL, "base Melee 2 - Melee 3 = -1, friends "
	    "adjacent to target +1, enemies adjacent to target -1, hill to "
	    "open +1 => 3"));
	g = t_game(st);
	ck_assert(g->u[t_unit(g, "M1")].dis);
	ck_assert(!g->u[t_unit(g, "R1")].dis);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* Terrain costs: forest stops the move; skirmishers ignore terrain; a
 * hill costs 2 (a first diagonal onto it 3); guns move one cell. */
START_TEST(movement_costs)
{
	const char *r = "8 ........\n7 ........\n6 ........\n5 ........\n"
	    "4 ..F.....\n3 ..1.....\n2 ........\n1 ........\n";
	json_t *st = t_setup(mk(r), "R1 C1 NE, SK D2 NE, GAT F1 NE, "
	    "N1 H8 SW", 0);
	struct fs_game *g = t_game(st);
	struct fs_path p;
	int r1 = t_unit(g, "R1"), sk = t_unit(g, "SK"), gat = t_unit(g, "GAT");

	memset(&p, 0, sizeof p);
	p.x[0] = 2; p.y[0] = 0;
	p.n = 2; p.x[1] = 2; p.y[1] = 1; p.x[2] = 2; p.y[2] = 2;
	/* C1-C2 open 1, C2-C3 hill 2: 3 > Move 2 */
	ck_assert_int_lt(fs_path_cost(g, r1, &p, 0, 0), 0);
	p.n = 1;
	ck_assert_int_eq(fs_path_cost(g, r1, &p, 0, 0), 1);
	/* a first diagonal onto a hill: 2 + 2 - 1 = 3 */
	p.n = 1; p.x[1] = 2; p.y[1] = 2;
	g->u[r1].x = 1; g->u[r1].y = 1;	/* from B2 */
	p.x[0] = 1; p.y[0] = 1;
	ck_assert_int_lt(fs_path_cost(g, r1, &p, 0, 0), 0);
	/* skirmishers: C2 -> C3 (hill) -> C4 (forest), all as open */
	p.x[0] = 2; p.y[0] = 1;
	p.n = 2; p.x[1] = 2; p.y[1] = 2; p.x[2] = 2; p.y[2] = 3;
	ck_assert_int_eq(fs_path_cost(g, sk, &p, 0, 0), 2);
	ck_assert_int_lt(fs_path_cost(g, r1, &p, 0, 0), 0);
	/* guns: one cell, whatever it costs */
	p.x[0] = 5; p.y[0] = 0; p.n = 1; p.x[1] = 5; p.y[1] = 1;
	ck_assert_int_ge(fs_path_cost(g, gat, &p, 0, 0), 0);
	p.n = 2; p.x[2] = 5; p.y[2] = 2;
	ck_assert_int_lt(fs_path_cost(g, gat, &p, 0, 0), 0);
	/* forest takes all remaining movement and ends the move */
	g->u[r1].x = 2; g->u[r1].y = 1;	/* C2... through C3 hill no */
	p.x[0] = 1; p.y[0] = 3; p.n = 2; p.x[1] = 2; p.y[1] = 3;
	p.x[2] = 3; p.y[2] = 3;
	g->u[r1].x = 1; g->u[r1].y = 3;
	ck_assert_int_lt(fs_path_cost(g, r1, &p, 0, 0), 0);
	p.n = 1;
	ck_assert_int_eq(fs_path_cost(g, r1, &p, 0, 0), 2);
	t_free(g);
	json_decref(st);
}
END_TEST

/* MOVE TO finds the cheapest legal path; cavalry may not end in a BUA;
 * an unseen enemy on the path stops the mover (the bump). */
START_TEST(move_to_and_bump)
{
	const char *r = "8 ........\n7 ........\n6 FFFFFFFF\n5 ........\n"
	    "4 ........\n3 ........\n2 ........\n1 ........\n";
	static const int dice[] = { 4, 4 };
	json_t *st = t_setup(mk(r), "C1 C8 SW, R1 C5 NE", 1), *ev;
	struct fs_game *g = t_game(st);
	struct fs_path p;
	int c1 = t_unit(g, "C1");

	ck_assert_int_eq(fs_path_best(g, c1, 1, 2, 5, FS_PATH_TO, &p), -1);
	t_free(g);
	json_decref(st);
	/* S1 (skirmisher) north of the forest cannot see R1 south of it */
	st = t_setup(mk(r), "R1 C5 NE, S1 C7 SW", 1);
	g = t_game(st);
	ck_assert(!fs_visible(g, 1, t_unit(g, "R1")));
	t_free(g);
	st = t_run(st, "NORTH", "ACT S1 MOVE C6 C5\n", dice, 2, &ev);
	ck_assert(t_has_event(ev, "NORTH", "S1 runs into X1 at C5 and halts "
	    "at C6 (no melee)"));
	g = t_game(st);
	ck_assert_int_eq(g->u[t_unit(g, "S1")].y, 5);
	ck_assert_int_eq(g->u[t_unit(g, "S1")].nlinks, 0);
	ck_assert(fs_visible(g, 1, t_unit(g, "R1")));
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_combat");
	TCase *tc = tcase_create("combat");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, worked_example);
	tcase_add_test(tc, charge_flank);
	tcase_add_test(tc, retreat_default);
	tcase_add_test(tc, retreat_standing);
	tcase_add_test(tc, last_stand);
	tcase_add_test(tc, gatling_jam_leader_death);
	tcase_add_test(tc, melee_modifiers);
	tcase_add_test(tc, movement_costs);
	tcase_add_test(tc, move_to_and_bump);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
