/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_fs_parse.c - the §13.3 order sheet and the §17 scenario format:
 * what is understood, and every error with its line number.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"
#include "pbem_limits.h"

#define SCEN T_SCEN_HEAD \
	"8 ........\n7 ........\n6 ........\n5 ........\n" \
	"4 ........\n3 ........\n2 .B......\n1 ........\nEND\n" \
	"DEPLOY SOUTH ROWS 1-2\nDEPLOY NORTH ROWS 7-8\n" \
	"FORCE SOUTH R1 R2:REGULAR MI1:MOUNTED_INF\n" \
	"LEADER SOUTH MAJ ON R1 TRAITS VETERAN\n" \
	"FORCE NORTH N1 N2:MELEE_BAND C1:SHOCK_CAV\n" \
	"LEADER NORTH CHF ON N1\n"

static int
has_error(struct sheet_check *c, int line, const char *msg)
{
	int i;

	for (i = 0; i < c->nerrors; i++)
		if (c->errors[i].line == line &&
		    strstr(c->errors[i].msg, msg) != NULL)
			return 1;
	for (i = 0; i < c->nerrors; i++)
		fprintf(stderr, "  got line %d: %s\n", c->errors[i].line,
		    c->errors[i].msg);
	return 0;
}

START_TEST(orders_understood)
{
	json_t *st = t_setup(SCEN, "R1 B3 NE, R2 C3 NE, MI1 D2 NE, N1 C5 SW", 0);
	struct sheet_check c;

	ck_assert_int_eq(t_sheet_errors(st, "SOUTH",
	    "# a comment\n"
	    "STAND R2 RETREAT S SW C2\n"
	    "STAND R2 MELEE X1\n"
	    "STAND R1 FACEAFTER ATTACKER\n"
	    "RALLY MAJ R2 R1\n"
	    "act r1 fire x1|NEAREST +volley else move to c4 face ne\n"
	    "ACT R2 IF X1 SEEN AND NOT PREV OK: CHARGE X1 VIA C4 +PRESS NOADV\n"
	    "ACT MI1 MOVE D3 D4 FACE NE DISMOUNT ELSE MOVE TOWARD NEAREST\n"
	    "ACT R2 MELEE X1 +PRESS ELSE DISENGAGE TO C2 THEN FIRE NEAREST\n"
	    "ACT R2 FIRE CELL C5 ELSE FACE NE ELSE HOLD\n"
	    "STOP IF ADJ ENEMY\n"
	    "END\n"
	    "this is after END and ignored\n", &c), 0);
	ck_assert(c.orders != NULL);
	if (getenv("FS_VERBOSE"))
		fprintf(stderr, "%s", buf_str(&c.understood));
	ck_assert(strstr(buf_str(&c.understood), "line 6: ACT R1 FIRE X1|NEAREST "
	    "+VOLLEY ELSE MOVE TO C4 FACE NE") != NULL);
	ck_assert_int_eq(json_array_size(json_object_get(c.orders, "lines")), 7);
	ck_assert_int_eq(json_array_size(json_object_get(c.orders,
	    "standing")), 3);
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

START_TEST(order_errors)
{
	json_t *st = t_setup(SCEN, "R1 B3 NE, R2 C3 NE, MI1 D2 NE, N1 C5 SW", 0);
	struct sheet_check c;

	sheet_check_init(&c);
	ck_assert(far_side_rules.parse_sheet(&far_side_rules, st, "SOUTH",
	    "ACT R9 HOLD\n"			/* 10 */
	    "ACT R1 FIRE X9\n"			/* 11 */
	    "ACT R1 JUMP\n"			/* 12 */
	    "BOGUS\n"				/* 13 */
	    "ACT R1 MOVE C4 F8\n"		/* 14 */
	    "ACT R1 MOVE C4 FACE N\n"		/* 15 */
	    "ACT R1 IF X1 SEEN CHARGE X1\n"	/* 16 */
	    "RALLY CHF R1\n"			/* 17 */
	    "STAND R1 RETREAT Q\n"		/* 18 */
	    "ACT R1 FIRE\n"			/* 19 */
	    "ACT R2 MOVE C4 DISMOUNT\n"		/* 20 */
	    "DEPLOY R1 B1 FACE NE\n"		/* 21 */
	    "ACT N1 HOLD\n"			/* 22 */
	    "ACT R1 FIRE Z99\n",		/* 23 */
	    strlen("ACT R9 HOLD\nACT R1 FIRE X9\nACT R1 JUMP\nBOGUS\n"
	    "ACT R1 MOVE C4 F8\nACT R1 MOVE C4 FACE N\n"
	    "ACT R1 IF X1 SEEN CHARGE X1\nRALLY CHF R1\nSTAND R1 RETREAT Q\n"
	    "ACT R1 FIRE\nACT R2 MOVE C4 DISMOUNT\nDEPLOY R1 B1 FACE NE\n"
	    "ACT N1 HOLD\nACT R1 FIRE Z99\n"), 10, &c) == PBEM_OK);
	ck_assert(c.orders == NULL);
	ck_assert(has_error(&c, 10, "you have no unit called R9"));
	ck_assert(has_error(&c, 11, "no enemy X9 in sight"));
	ck_assert(has_error(&c, 12, "unknown action \"JUMP\""));
	ck_assert(has_error(&c, 13, "unknown order \"BOGUS\""));
	ck_assert(has_error(&c, 14, "path step: F8 is not next to C4"));
	ck_assert(has_error(&c, 15, "FACE needs NE, SE, SW or NW"));
	ck_assert(has_error(&c, 16, "the IF conditions end with \" : \""));
	ck_assert(has_error(&c, 17, "you have no leader called CHF"));
	ck_assert(has_error(&c, 18, "\"Q\" is not a cell on this map"));
	ck_assert(has_error(&c, 19, "a target is missing"));
	ck_assert(has_error(&c, 20, "only mounted infantry can DISMOUNT"));
	ck_assert(has_error(&c, 21, "DEPLOY belongs on the deployment sheet"));
	ck_assert(has_error(&c, 22, "you have no unit called N1"));
	ck_assert(has_error(&c, 23, "no enemy Z99 in sight"));
	ck_assert_int_eq(c.nerrors, 14);
	sheet_check_free(&c);
	/* the side not to act */
	ck_assert_int_eq(t_sheet_errors(st, "NORTH", "ACT N1 HOLD\n", &c), 1);
	ck_assert(has_error(&c, 1, "no orders are due from NORTH now"));
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

START_TEST(deploy_errors)
{
	json_t *st = t_load(SCEN);
	struct sheet_check c;
	int i;

	ck_assert_int_gt(t_sheet_errors(st, "SOUTH",
	    "DEPLOY R1 B5 FACE NE\n"		/* 1: outside zone */
	    "DEPLOY R2 A1 FACE XX\n"		/* 2 */
	    "DEPLOY MI1 B2 FACE NE MOUNTED\n"	/* 3: cavalry in a BUA */
	    "INITIATIVE LAST\n"			/* 4 */
	    "ACT R1 HOLD\n", &c), 0);		/* 5 */
	ck_assert(has_error(&c, 1, "outside your deployment zone (rows 1-2)"));
	ck_assert(has_error(&c, 2, "DEPLOY needs <unit> <cell> FACE"));
	ck_assert(has_error(&c, 3, "MI1 may not stand in that terrain"));
	ck_assert(has_error(&c, 4, "INITIATIVE needs FIRST or SECOND"));
	ck_assert(has_error(&c, 5, "a deployment sheet holds DEPLOY"));
	/* each unit above has its error on its own line: none is missing */
	for (i = 0; i < c.nerrors; i++)
		ck_assert_ptr_null(strstr(c.errors[i].msg, "is not deployed"));
	sheet_check_free(&c);
	/* no default positions: every missing unit is named, as an error
	 * of the sheet as a whole (line 0) */
	ck_assert_int_eq(t_sheet_errors(st, "SOUTH", "DEPLOY R1 A1 FACE NE\n",
	    &c), 2);
	ck_assert(has_error(&c, 0, "R2 is not deployed"));
	ck_assert(has_error(&c, 0, "MI1 is not deployed"));
	sheet_check_free(&c);
	ck_assert_int_gt(t_sheet_errors(st, "SOUTH",
	    "DEPLOY R1 A1 FACE NE\nDEPLOY R2 A1 FACE NE\n"
	    "DEPLOY MI1 C1 FACE NE\n", &c), 0);
	ck_assert(has_error(&c, 2, "R1 and R2 would both stand in A1"));
	sheet_check_free(&c);
	ck_assert_int_eq(t_sheet_errors(st, "NORTH",
	    "DEPLOY N1 A8 FACE SW\nDEPLOY N2 B8 FACE SW\n"
	    "DEPLOY C1 C7 FACE SW\nINITIATIVE FIRST\nTRAIT CHF GUNNER\n", &c),
	    0);
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST


/* Every other message a turn sheet can get, each on its own line. */
START_TEST(every_order_error)
{
	json_t *st = t_setup(SCEN, "R1 B3 NE, R2 C3 NE, MI1 D2 NE, N1 C5 SW", 0);
	struct sheet_check c;
	struct fs_game *g;
	char text[4096], big[PBEM_MAX_SHEET + 16];
	int i;

	snprintf(text, sizeof text,
	    "ACT\n"						/* 1 */
	    "ACT X1 HOLD\n"					/* 2 */
	    "ACT R1 HOLD NOW\n"					/* 3 */
	    "RALLY MAJ\n"					/* 4 */
	    "STAND R1 RETREAT N NE E SE S SW W NW N\n"		/* 5 */
	    "STAND R1 RETREAT\n"				/* 6 */
	    "STAND R1 MELEE X7\n"				/* 7 */
	    "STAND R1 FACEAFTER UP\n"				/* 8 */
	    "STAND R1 HOLD\n"					/* 9 */
	    "STAND R1 FACEAFTER NE NOW\n"			/* 10 */
	    "ACT R1 MOVE A3 A4 A5 A6 A7 A8 A7 A6 A5 A4 A3 A2 A1 A2 A3 A4 "
	    "A5\n"						/* 11 */
	    "ACT R1 MOVE FACE NE\n"				/* 12 */
	    "ACT R1 DISENGAGE THEN HOLD\n"			/* 13 */
	    "ACT R1 IF PREV MAYBE : HOLD\n"			/* 14 */
	    "ACT R1 IF ADJ FRIEND : HOLD\n"			/* 15 */
	    "ACT R1 IF\n"					/* 16 */
	    "ACT R1 IF R2 HAPPY : HOLD\n"			/* 17 */
	    "ACT R1 IF R9 ENGAGED : HOLD\n"			/* 18 */
	    "ACT R1 MELEE X8\n"					/* 19 */
	    "INITIATIVE FIRST\n"				/* 20 */
	    "STOP IF ADJ ENEMY NOW\n"				/* 21 */
	    "ACT R1 IF X3 ENGAGED : HOLD\n"			/* 22 */
	    "ACT R1 HOLD");					/* 23 */
	for (i = 0; i < 100; i++)
		strcat(text, " x");
	strcat(text, "\n");
	ck_assert_int_eq(t_sheet_errors(st, "SOUTH", text, &c), 23);
	ck_assert(has_error(&c, 1, "a unit name is missing"));
	ck_assert(has_error(&c, 2, "X1 is an enemy unit; name one of yours"));
	ck_assert(has_error(&c, 3, "unexpected \"NOW\""));
	ck_assert(has_error(&c, 4, "RALLY needs a leader and units to rally"));
	ck_assert(has_error(&c, 5, "at most 8 retreat choices"));
	ck_assert(has_error(&c, 6, "RETREAT needs cells or steps"));
	ck_assert(has_error(&c, 7, "no enemy X7 in sight"));
	ck_assert(has_error(&c, 8, "FACEAFTER needs NE, SE, SW, NW or "
	    "ATTACKER"));
	ck_assert(has_error(&c, 9, "STAND needs RETREAT, MELEE or FACEAFTER"));
	ck_assert(has_error(&c, 10, "unexpected \"NOW\""));
	ck_assert(has_error(&c, 11, "path too long"));
	ck_assert(has_error(&c, 12, "MOVE needs cells, TO <cell> or TOWARD"));
	ck_assert(has_error(&c, 13, "DISENGAGE ... THEN needs FIRE"));
	ck_assert(has_error(&c, 14, "PREV needs OK or SKIP"));
	ck_assert(has_error(&c, 15, "ADJ needs ENEMY"));
	ck_assert(has_error(&c, 16, "a condition is missing"));
	ck_assert(has_error(&c, 17, "unknown condition at \"R2\""));
	ck_assert(has_error(&c, 18, "you have no unit called R9"));
	ck_assert(has_error(&c, 19, "no enemy X8 in sight"));
	ck_assert(has_error(&c, 20, "INITIATIVE belongs on the deployment "
	    "sheet (turn 0)"));
	ck_assert(has_error(&c, 21, "unexpected \"NOW\""));
	ck_assert(has_error(&c, 22, "no enemy X3 in sight"));
	ck_assert(has_error(&c, 23, "too many words"));
	sheet_check_free(&c);

	/* a NUL byte, an overlong line, an oversized sheet */
	sheet_check_init(&c);
	ck_assert(far_side_rules.parse_sheet(&far_side_rules, st, "SOUTH", "ACT R1 HOLD\n"
	    "AC\0T\n", 17, 7, &c) == PBEM_OK);
	ck_assert(has_error(&c, 8, "line too long or not text"));
	sheet_check_free(&c);
	memset(big, 'A', sizeof big);
	big[PBEM_MAX_LINE + 1] = '\n';
	sheet_check_init(&c);
	ck_assert(far_side_rules.parse_sheet(&far_side_rules, st, "SOUTH", big, PBEM_MAX_LINE + 2,
	    3, &c) == PBEM_OK);
	ck_assert(has_error(&c, 3, "line too long or not text"));
	sheet_check_free(&c);
	sheet_check_init(&c);
	ck_assert(far_side_rules.parse_sheet(&far_side_rules, st, "SOUTH", big, sizeof big, 5,
	    &c) == PBEM_OK);
	ck_assert(has_error(&c, 5, "the sheet is too long"));
	sheet_check_free(&c);

	g = t_game(st);
	json_decref(st);
	g->over = 1;
	st = t_save(g);
	ck_assert_int_eq(t_sheet_errors(st, "SOUTH", "ACT R1 HOLD\n", &c), 1);
	ck_assert(has_error(&c, 1, "the game is over"));
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

/* Checked at receipt: an option the unit's type can never carry out is
 * an error, not a silent fall to ELSE; a sheet sealed before the check
 * existed (replay) skips it and means what it meant. */
START_TEST(never_open_options)
{
	json_t *st = t_setup(SCEN, "R1 B3 NE, R2 C3 NE, MI1 D2 NE, N1 C5 SW", 0);
	const char *text = "ACT R1 CLEAR ELSE HOLD\n"
	    "ACT R2 FIRE NEAREST ELSE HOLD\n";
	struct sheet_check c;

	ck_assert_int_eq(t_sheet_errors(st, "SOUTH", text, &c), 1);
	ck_assert(has_error(&c, 1, "R1 (Regular Infantry) never jams: CLEAR is "
	    "for a jammed Gatling"));
	sheet_check_free(&c);
	sheet_check_init(&c);
	c.sealed = 1;
	ck_assert(far_side_rules.parse_sheet(&far_side_rules, st, "SOUTH", text,
	    strlen(text), 1, &c) == PBEM_OK);
	ck_assert_int_eq(c.nerrors, 0);
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

/* The deployment sheet's own messages. */
START_TEST(every_deploy_error)
{
	json_t *st = t_load(SCEN);
	struct sheet_check c;
	int i;

	ck_assert_int_eq(t_sheet_errors(st, "SOUTH",
	    "DEPLOY R1 A1 FACE NE MOUNTED\n"	/* 1 */
	    "DEPLOY R2 B1 FACE NE\n"		/* 2 */
	    "DEPLOY R2 C1 FACE NE\n"		/* 3 */
	    "TRAIT CHF GUNNER\n"		/* 4 */
	    "TRAIT MAJ VETERAN\n"		/* 5 */
	    "DEPLOY MI1 D1 FACE NE EXTRA\n",	/* 6 */
	    &c), 5);
	ck_assert(has_error(&c, 1, "only mounted infantry can deploy MOUNTED"));
	ck_assert(has_error(&c, 3, "R2 is deployed twice"));
	ck_assert(has_error(&c, 4, "you have no leader called CHF"));
	ck_assert(has_error(&c, 5, "TRAIT must be one of the pick traits"));
	ck_assert(has_error(&c, 6, "unexpected \"EXTRA\""));
	/* R1 and MI1 were refused: one error each, on their own lines,
	 * never a second one saying they are missing */
	for (i = 0; i < c.nerrors; i++)
		ck_assert_ptr_null(strstr(c.errors[i].msg, "is not deployed"));
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

/* The receipt echoes each option once, single-spaced, whatever the
 * spacing or case written; CELL lists parse with or without blanks. */
START_TEST(understood_spacing)
{
	json_t *st = t_setup(SCEN, "R1 B3 NE, R2 C3 NE, MI1 D2 NE, N1 C5 SW", 0);
	struct sheet_check c;
	const char *u;
	char *d;

	ck_assert_int_eq(t_sheet_errors(st, "SOUTH",
	    "act  r1   fire cell c5|nearest   else   move  b4\n"
	    "ACT R1 FIRE X1 | CELL C5 ELSE\tFACE NW\n"
	    "ACT R1 IF X1 SEEN:MOVE TOWARD C5 ELSE HOLD\n"
	    "ACT MI1 CHARGE CELL C5 VIA D3 D4 +press ELSE DISENGAGE ELSE "
	    "HOLD\n", &c), 0);
	u = buf_str(&c.understood);
	ck_assert(strstr(u, "line 1: ACT R1 FIRE CELL C5|NEAREST ELSE MOVE "
	    "B4\n") != NULL);
	ck_assert(strstr(u, "line 2: ACT R1 FIRE X1|CELL C5 ELSE FACE NW\n") !=
	    NULL);
	ck_assert(strstr(u, "line 3: ACT R1 IF X1 SEEN : MOVE TOWARD C5 ELSE "
	    "HOLD\n") != NULL);
	ck_assert(strstr(u, "line 4: ACT MI1 CHARGE CELL C5 VIA D3 D4 +PRESS "
	    "ELSE DISENGAGE ELSE HOLD\n") != NULL);
	ck_assert(strstr(u, "  ") == NULL);
	d = json_dumps(c.orders, 0);
	ck_assert(strstr(d, "\"CELL C5\"") != NULL);
	free(d);
	sheet_check_free(&c);
	json_decref(st);
}
END_TEST

static void
scen_error(const char *text, int line, const char *msg)
{
	struct pbem_err err = { 0 };
	char *r = t_rules();
	json_t *st = NULL;

	ck_assert_int_ne(far_side_rules.scenario_load(&far_side_rules, text, strlen(text), r,
	    strlen(r), &st, &err), PBEM_OK);
	ck_assert_msg(err.line == line && strstr(err.msg, msg) != NULL,
	    "wanted line %d '%s', got line %d '%s'", line, msg, err.line,
	    err.msg);
	ck_assert(st == NULL);
	free(r);
}

START_TEST(scenario_errors)
{
	json_t *st = t_load_file("scenarios/mission-station.fsw");
	struct fs_game *g = t_game(st);

	ck_assert_int_eq(g->cols, 10);
	ck_assert_int_eq(g->nunits, 15);
	ck_assert_int_eq(g->nobj, 3);
	ck_assert_int_eq(g->terr[4 * 10 + 1], '=');	/* bridge at B5 */
	ck_assert_int_eq(g->terr[6 * 10 + 2], 'f');	/* ford at C7 */
	t_free(g);
	json_decref(st);
	scen_error("hello\n", 1, "not a Far Side map");
	scen_error("FSWMAP 1\nSIZE 4 4\n", 2, "SIZE must be");
	scen_error(T_SCEN_HEAD "8 ........\n7 .......\n", 6,
	    "wrong number of cells");
	scen_error(T_SCEN_HEAD "8 .......Z\n", 5, "unknown terrain code 'Z'");
	scen_error(T_SCEN_HEAD "7 ........\n", 5, "expected terrain row");
	scen_error("FSWMAP 1\nFORCE SOUTH R1:TANK\n", 2, "unknown unit type");
	scen_error("FSWMAP 1\nFORCE SOUTH X1:REGULAR\n", 2, "bad unit id");
	scen_error("FSWMAP 1\nFORCE SOUTH R1:REGULAR R1:REGULAR\n", 2,
	    "duplicate id");
	scen_error("FSWMAP 1\nFORCE SOUTH R1\n", 2, "has no :TYPE");
	scen_error("FSWMAP 1\nFORCE SOUTH R1:REGULAR\nLEADER SOUTH A ON R2\n",
	    3, "no unit R2");
	scen_error("FSWMAP 1\nFROB\n", 2, "unknown keyword");
	scen_error("FSWMAP 1\nFORCE A R1:REGULAR\nFORCE B R2:REGULAR\n"
	    "FORCE C R3:REGULAR\n", 4, "bad or third side");
}
END_TEST

/* Hostile input never crashes: garbage, NULs, long lines, too many
 * lines, and a state with fields removed or of the wrong type. */
START_TEST(hostile_inputs)
{
	json_t *st = t_setup(SCEN, "R1 B3 NE, R2 C3 NE, MI1 D2 NE, N1 C5 SW", 0);
	struct sheet_check c;
	struct dice d;
	struct pbem_err err;
	json_t *bad, *ns = NULL, *ev = NULL;
	char *big = malloc(70000), garbage[4096];
	unsigned x = 12345;
	size_t i;
	int k;
	const char *keys[] = { "units", "map", "rules", "sides", "leaders",
	    "turn", "revealed" };

	for (k = 0; k < 50; k++) {
		for (i = 0; i < sizeof garbage; i++) {
			x = x * 1103515245u + 12345u;
			garbage[i] = (char)(x >> 16);
		}
		sheet_check_init(&c);
		ck_assert(far_side_rules.parse_sheet(&far_side_rules, st, "SOUTH", garbage,
		    sizeof garbage, 1, &c) == PBEM_OK);
		sheet_check_free(&c);
	}
	memset(big, 'A', 69999);
	big[69999] = '\0';
	ck_assert_int_gt(t_sheet_errors(st, "SOUTH", big, &c), 0);
	sheet_check_free(&c);
	for (i = 0; i < 2000; i++)
		big[i] = (i % 2) ? '\n' : '#';
	big[2000] = '\0';
	ck_assert_int_gt(t_sheet_errors(st, "SOUTH", big, &c), 0);
	ck_assert(has_error(&c, 501, "too many lines"));
	sheet_check_free(&c);
	ck_assert_int_gt(t_sheet_errors(st, "SOUTH",
	    "ACT R1 FIRE X1|||||||NEAREST|CELL|\nACT R1 IF NOT NOT NOT\n"
	    "ACT R1 MOVE A1 A2 A3 A4 A5 A6 A7 A8 A7 A6 A5 A4 A3 A2 A1 A2 A3 A4\n"
	    "ACT\nRALLY\nSTAND\nSTAND R1\nACT R1 IF X1 SEEN :\n", &c), 0);
	sheet_check_free(&c);
	for (k = 0; k < (int)(sizeof keys / sizeof keys[0]); k++) {
		bad = json_deep_copy(st);
		json_object_set_new(bad, keys[k], json_string("nonsense"));
		sheet_check_init(&c);
		ck_assert_msg(far_side_rules.parse_sheet(&far_side_rules, bad, "SOUTH", "END\n",
		    4, 1, &c) != PBEM_OK, "state without a valid %s", keys[k]);
		sheet_check_free(&c);
		dice_init_text(&d, "x");
		ck_assert(far_side_rules.resolve(&far_side_rules, bad, NULL, &d, &ns, &ev, &err) !=
		    PBEM_OK);
		ck_assert(ns == NULL && ev == NULL);
		json_decref(bad);
	}
	bad = json_deep_copy(st);
	json_object_set_new(json_array_get(json_object_get(bad, "units"), 0),
	    "cell", json_string("Z99"));
	dice_init_text(&d, "x");
	ck_assert(far_side_rules.resolve(&far_side_rules, bad, NULL, &d, &ns, &ev, &err) !=
	    PBEM_OK);
	json_decref(bad);
	free(big);
	json_decref(st);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("far_side_parse");
	TCase *tc = tcase_create("parse");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, orders_understood);
	tcase_add_test(tc, order_errors);
	tcase_add_test(tc, never_open_options);
	tcase_add_test(tc, deploy_errors);
	tcase_add_test(tc, every_order_error);
	tcase_add_test(tc, every_deploy_error);
	tcase_add_test(tc, understood_spacing);
	tcase_add_test(tc, scenario_errors);
	tcase_add_test(tc, hostile_inputs);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
