/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_move.c - movement (§8, R-19, R-7): the cost of one step into
 * each terrain of §3, cavalry kept out of forest and off BUA cells, and
 * mounted infantry mounting and dismounting at the start or the end of a
 * MOVE, FACE or CHARGE, with scripted dice where a turn is played.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

/*
 * Row 5 holds one of each terrain, row 4 is open except hills under I5
 * and J5, so a unit in row 4 stepping north enters that terrain:
 * A open, B hill, C forest, D BUA, E rough, F river, G bridge, H ford,
 * I hill from an equal hill, J a higher hill from a hill.
 */
#define SCEN \
	"FSWMAP 1\nNAME \"Moves\"\nSIZE 10 8\nTERRAIN\n" \
	"8 ..........\n7 ..........\n6 ..........\n5 .1FBr~=f12\n" \
	"4 ........11\n3 ..........\n2 ..........\n1 ..........\nEND\n" \
	"DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n" \
	"FORCE SOUTH R1:REGULAR SK:SKIRMISH MI1:MOUNTED_INF GAT:GATLING\n" \
	"FORCE NORTH C1:SHOCK_CAV N1:MELEE_BAND\n"

/* Cost for `id` of the path `cells` ("A4 A5") from its first cell. */
static int
cost(struct fs_game *g, const char *id, const char *cells)
{
	struct fs_path p;
	char buf[128], *t, *save;
	int u = t_unit(g, id), x, y;

	memset(&p, 0, sizeof p);
	snprintf(buf, sizeof buf, "%s", cells);
	p.n = -1;
	for (t = strtok_r(buf, " ", &save); t != NULL;
	    t = strtok_r(NULL, " ", &save)) {
		ck_assert(grid_parse(t, g->cols, g->rows, &x, &y) == 0);
		p.n++;
		p.x[p.n] = x;
		p.y[p.n] = y;
	}
	g->u[u].x = p.x[0];
	g->u[u].y = p.y[0];
	return fs_path_cost(g, u, &p, -1, 0);
}

/* §3 with: one orthogonal step from open (or a hill) into each
 * terrain, for regular infantry (Move 2). */
START_TEST(terrain_costs)
{
	json_t *st = t_setup(SCEN, "R1 A1 NE, SK B1 NE, MI1 C1 NE, GAT D1 NE, "
	    "C1 J8 SW, N1 I8 SW", 0);
	struct fs_game *g = t_game(st);

	ck_assert_int_eq(cost(g, "R1", "A4 A5"), 1);	/* open */
	ck_assert_int_eq(cost(g, "R1", "B4 B5"), 2);	/* hill */
	ck_assert_int_eq(cost(g, "R1", "C4 C5"), 2);	/* forest: all left */
	ck_assert_int_eq(cost(g, "R1", "D4 D5"), 1);	/* BUA */
	ck_assert_int_eq(cost(g, "R1", "E4 E5"), 1);	/* rough */
	ck_assert_int_eq(cost(g, "R1", "F4 F5"), -1);	/* river */
	ck_assert_int_eq(cost(g, "R1", "G4 G5"), 1);	/* bridge */
	ck_assert_int_eq(cost(g, "R1", "H4 H5"), 2);	/* ford: all left */
	ck_assert_int_eq(cost(g, "R1", "I4 I5"), 1);	/* equal hill */
	ck_assert_int_eq(cost(g, "R1", "J4 J5"), 2);	/* higher hill */
	/* forest and ford take what is left, so nothing follows them;
	 * entering needs at least the step's base cost */
	ck_assert_int_eq(cost(g, "R1", "C4 C5 C6"), -1);
	ck_assert_int_eq(cost(g, "R1", "H4 H5 H6"), -1);
	ck_assert_int_eq(cost(g, "R1", "B3 C4 C5"), -1);	/* 2 + 1 > 2 */
	ck_assert_int_eq(cost(g, "R1", "C3 C4 C5"), 2);	/* 1 + the last 1 */
	ck_assert_int_eq(cost(g, "R1", "B4 C5"), 2);	/* diagonal, base 2 */
	ck_assert_int_eq(cost(g, "R1", "A4 B5"), -1);	/* 2 + 2 - 1 = 3 */
	/* note 3: skirmishers take everything as open, rivers excepted */
	ck_assert_int_eq(cost(g, "SK", "C4 C5 C6"), 2);
	ck_assert_int_eq(cost(g, "SK", "H4 H5 H6"), 2);
	ck_assert_int_eq(cost(g, "SK", "F4 F5"), -1);
	/* note 2: guns one cell, whatever it costs */
	ck_assert_int_eq(cost(g, "GAT", "B4 B5"), 0);
	ck_assert_int_eq(cost(g, "GAT", "A4 A5 A6"), -1);
	t_free(g);
	json_decref(st);
}
END_TEST

/* Only infantry enters forest; cavalry crosses a BUA but may not stop
 * there; mounted infantry is cavalry while mounted (§3, §4.2, R-7). */
START_TEST(cavalry_forest_bua)
{
	json_t *st = t_setup(SCEN, "R1 A1 NE, SK B1 NE, MI1 C1 NE MOUNTED, "
	    "GAT E1 NE, C1 J8 SW, N1 I8 SW", 0);
	struct fs_game *g = t_game(st);
	int mi1 = t_unit(g, "MI1"), gat = t_unit(g, "GAT");

	ck_assert_int_eq(cost(g, "C1", "C4 C5"), -1);	/* forest */
	ck_assert_int_eq(cost(g, "C1", "D4 D5"), -1);	/* may not end */
	ck_assert_int_eq(cost(g, "C1", "D4 D5 D6"), 2);	/* may cross */
	ck_assert_int_eq(cost(g, "MI1", "C4 C5"), -1);
	ck_assert_int_eq(cost(g, "MI1", "D4 D5"), -1);
	ck_assert_int_eq(cost(g, "MI1", "D4 D5 D6"), 2);
	ck_assert_int_eq(cost(g, "MI1", "A4 A5 A6 A7"), 3);	/* Move 3 */
	g->u[mi1].mounted = 0;
	ck_assert_int_eq(cost(g, "MI1", "C4 C5"), 2);
	ck_assert_int_eq(cost(g, "MI1", "D4 D5"), 1);
	ck_assert_int_eq(cost(g, "MI1", "A4 A5 A6 A7"), -1);	/* Move 2 */
	/* guns may not end in a BUA either */
	ck_assert(!fs_can_end(g, gat, 3, 4));
	t_free(g);
	json_decref(st);
}
END_TEST

/* DISMOUNT after riding the whole way (Move 3), MOUNT before a
 * three-cell move, and the end-of-move state must suit the end cell. */
START_TEST(mount_dismount_moves)
{
	static const int dice[] = { 4, 4 };
	json_t *st, *ev;
	struct fs_game *g;
	int mi1;

	st = t_setup(SCEN, "MI1 A1 NE MOUNTED, N1 J8 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 MOVE A2 A3 A4 DISMOUNT\n", dice, 2,
	    &ev);
	ck_assert(t_has_event(ev, "SOUTH", "MI1 moves A1 - A2 - A3 - A4"));
	ck_assert(t_has_event(ev, "SOUTH", "MI1 dismounts"));
	g = t_game(st);
	mi1 = t_unit(g, "MI1");
	ck_assert_int_eq(g->u[mi1].y, 3);
	ck_assert(!g->u[mi1].mounted);
	t_free(g);
	json_decref(ev);
	json_decref(st);

	/* on foot it could not go three cells; mounting first it can */
	st = t_setup(SCEN, "MI1 A1 NE, N1 J8 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 MOVE A2 A3 A4 MOUNT\n", dice, 2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "MI1 mounts"));
	g = t_game(st);
	mi1 = t_unit(g, "MI1");
	ck_assert_int_eq(g->u[mi1].y, 3);
	ck_assert(g->u[mi1].mounted);
	t_free(g);
	json_decref(ev);
	json_decref(st);

	/* mounted into a BUA: only by getting down; into forest the same */
	st = t_setup(SCEN, "MI1 D4 NE MOUNTED, R1 C4 NE, N1 J8 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 MOVE D5 DISMOUNT\n"
	    "ACT R1 MOVE C5\n", (const int[]){ 4, 4, 4, 4 }, 4, &ev);
	g = t_game(st);
	mi1 = t_unit(g, "MI1");
	ck_assert_int_eq(g->u[mi1].y, 4);
	ck_assert(!g->u[mi1].mounted);
	t_free(g);
	json_decref(ev);
	json_decref(st);

	/* without DISMOUNT the forest is illegal: skipped, no roll */
	st = t_setup(SCEN, "MI1 C4 NE MOUNTED, N1 J8 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 MOVE C5\n", NULL, 0, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "no option can be carried out"));
	json_decref(ev);
	st = t_run(st, "NORTH", "", NULL, 0, &ev);	/* NORTH passes */
	json_decref(ev);
	st = t_run(st, "SOUTH", "ACT MI1 FACE NW DISMOUNT\n", dice, 2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "MI1 dismounts"));
	ck_assert(t_has_event(ev, "SOUTH", "MI1 turns to face NW"));
	g = t_game(st);
	ck_assert(!g->u[t_unit(g, "MI1")].mounted);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* a Charge may mount at its start or dismount at its end. */
START_TEST(charge_mount_dismount)
{
	static const int dice[] = { 4, 4, 2, 3 };
	json_t *st, *ev;
	struct fs_game *g;
	int mi1;

	/* A1 to N1 at A4: three steps, too far on foot (Move 2) */
	st = t_setup(SCEN, "MI1 A1 NE, N1 A4 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 CHARGE NEAREST ELSE HOLD\n",
	    (const int[]){ 4, 4 }, 2, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "Carries out HOLD (a fall-back)"));
	json_decref(ev);
	json_decref(st);
	st = t_setup(SCEN, "MI1 A1 NE, N1 A4 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 CHARGE NEAREST MOUNT\n", dice, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "MI1 mounts"));
	ck_assert(t_has_event(ev, "SOUTH", "MI1 charges X1 at A4 from A3"));
	g = t_game(st);
	mi1 = t_unit(g, "MI1");
	ck_assert(g->u[mi1].mounted);
	ck_assert_int_eq(g->u[mi1].y, 2);
	t_free(g);
	json_decref(ev);
	json_decref(st);

	/* ride in, fight, then get down where it stands */
	st = t_setup(SCEN, "MI1 A1 NE MOUNTED, N1 A4 SW", 0);
	st = t_run(st, "SOUTH", "ACT MI1 CHARGE NEAREST NOADV DISMOUNT\n",
	    dice, 4, &ev);
	ck_assert(t_has_event(ev, "SOUTH", "MI1 charges X1"));
	ck_assert(t_has_event(ev, "SOUTH", "MI1 dismounts"));
	g = t_game(st);
	ck_assert(!g->u[t_unit(g, "MI1")].mounted);
	t_free(g);
	json_decref(ev);
	json_decref(st);
}
END_TEST

/* The parser takes MOUNT/DISMOUNT on a CHARGE, in any order with the
 * other flags, and only for mounted infantry. */
START_TEST(charge_mount_parse)
{
	json_t *st = t_setup(SCEN, "MI1 A1 NE, R1 B1 NE, N1 A3 SW", 0);
	struct sheet_check c;

	ck_assert_int_eq(t_sheet_errors(st, "SOUTH",
	    "ACT MI1 CHARGE X1 DISMOUNT NOADV +PRESS ELSE HOLD\n", &c), 0);
	ck_assert(strstr(buf_str(&c.understood), "line 1: ACT MI1 CHARGE X1 "
	    "DISMOUNT NOADV +PRESS ELSE HOLD\n") != NULL);
	sheet_check_free(&c);
	ck_assert_int_eq(t_sheet_errors(st, "SOUTH",
	    "ACT R1 CHARGE X1 MOUNT\n", &c), 1);
	ck_assert_str_eq(c.errors[0].msg, "only mounted infantry can MOUNT");
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_move");
	TCase *tc = tcase_create("move");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, terrain_costs);
	tcase_add_test(tc, cavalry_forest_bua);
	tcase_add_test(tc, mount_dismount_moves);
	tcase_add_test(tc, charge_mount_dismount);
	tcase_add_test(tc, charge_mount_parse);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
