/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_tally.c - the kit's rows that check the units of a
 * list against each other and against the game's counters
 * (games/state_schema.h): one live unit to a cell (S_UNIQUE_XY, placed
 * and alive), an id the module's own test takes (S_ID_BY), and a
 * side's counters in step with its units (S_TALLY:
 * names given to enemy units with an alias in the side's column, units
 * lost beyond those dead, units started with between those alive and
 * those it has).  On a toy game of four units: the good state decoded
 * and written back byte for byte, each damage refused by its path.
 */
#include <check.h>
#include <string.h>

#include "rows_testlib.h"

struct tally_unit {
	int side, placed, alive, x, y, alias[2];
	char id[4];
};

struct tally_game {
	int nunits, nalias[2], lost[2], start[2];
	struct tally_unit u[4];
};

/* The module's ids: capitals, and not "X" (its word for none). */
static int
tally_id(const char *s)
{
	return *s != '\0' && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") ==
	    strlen(s) && strcmp(s, "X") != 0;
}

static const struct state_node unit_nodes[] = {
	S_ID_BY(struct tally_unit, id, "id", tally_id),
	S_INT(struct tally_unit, side, "side", 0, 1),
	S_BOOL(struct tally_unit, placed, "placed"),
	S_BOOL(struct tally_unit, alive, "alive"),
	S_CELL_IF(struct tally_unit, x, y, placed, "cell", 8, 8),
	S_UNIQUE_XY(struct tally_unit, x, y, placed, alive, "cell"),
	S_INTS(struct tally_unit, alias, "alias", 2, 0, 9, 0),
};
#define TALLY(f, m, v, mode)	S_TALLY(struct tally_game, f, u, nunits, \
				    side, m, v, mode, #f)
static const struct state_node nodes[] = {
	S_INTS(struct tally_game, nalias, "nalias", 2, 0, 9, 0),
	S_INTS(struct tally_game, lost, "lost", 2, 0, 9, 0),
	S_INTS(struct tally_game, start, "start", 2, 0, 9, 0),
	S_LIST(struct tally_game, u, "units", nunits, 4, unit_nodes,
	    STATE_SETS),
	TALLY(nalias, alias[0], 0, STATE_TALLY_OTHER | STATE_TALLY_COLUMN),
	TALLY(lost, alive, 0, STATE_TALLY_EQ | STATE_TALLY_PLUS),
	TALLY(start, alive, 0, STATE_TALLY_ABOVE),
	TALLY(start, side, 0, STATE_TALLY_ALL),
};

/* Side 0: units 0 (A1, alive), 1 (dead at A1), 2 (not placed); side 1:
 * unit 3 at B2, named by side 0 (alias 1 in column 0).  Side 0 named
 * one enemy, lost one (at most 1 dead + 3 units), started with 3 (at
 * least 2 alive, at most 3); side 1 named none, started with 1. */
#define U(id, s, p, a, c, al)	"{\"alias\":" al ",\"alive\":" a \
				    ",\"cell\":" c ",\"id\":\"" id \
				    "\",\"placed\":" p ",\"side\":" s "}"
static const char good[] = "{\"lost\":[1,0],\"nalias\":[1,0],"
    "\"start\":[3,1],\"units\":["
    U("A", "0", "true", "true", "\"A1\"", "[0,0]") ","
    U("B", "0", "true", "false", "\"A1\"", "[0,0]") ","
    U("C", "0", "false", "true", "null", "[0,0]") ","
    U("XY", "1", "true", "true", "\"B2\"", "[1,0]") "]}";

START_TEST(tally_good)
{
	struct tally_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.nunits, 4);
	ck_assert_int_eq(g.u[3].alias[0], 1);
	ck_assert_int_eq(g.u[1].x, 0);
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
}
END_TEST

static const struct row_damage bad[] = {
	/* two live units in A1; a dead one there is no matter, nor one
	 * not placed */
	{ "\"cell\":\"B2\"", "\"cell\":\"A1\"", "units[3].cell" },
	{ "\"alive\":false,\"cell\":\"A1\"", "\"alive\":true,\"cell\":\"A1\"",
	    "units[1].cell" },
	{ "\"alive\":false,\"cell\":\"A1\"", "\"alive\":false,\"cell\":\"B2\"",
	    NULL },
	{ "\"cell\":null,\"id\":\"C\"", "\"cell\":\"B2\",\"id\":\"C\"",
	    NULL },
	/* ids the module's test refuses, one too long */
	{ "\"id\":\"A\"", "\"id\":\"X\"", "units[0].id" },
	{ "\"id\":\"B\"", "\"id\":\"b\"", "units[1].id" },
	{ "\"id\":\"XY\"", "\"id\":\"XYZW\"", "units[3].id" },
	{ "\"id\":\"XY\"", "\"id\":\"XYZ\"", NULL },
	/* names: side 0 named one enemy, side 1 none (an alias in side
	 * 0's column of its own unit is not one) */
	{ "\"nalias\":[1,0]", "\"nalias\":[2,0]", "nalias" },
	{ "\"nalias\":[1,0]", "\"nalias\":[1,1]", "nalias" },
	{ "{\"alias\":[0,0],\"alive\":true,\"cell\":\"A1\"",
	    "{\"alias\":[0,1],\"alive\":true,\"cell\":\"A1\"", NULL },
	/* lost: at most its dead and its units (side 0: 4, side 1: 1) */
	{ "\"lost\":[1,0]", "\"lost\":[4,1]", NULL },
	{ "\"lost\":[1,0]", "\"lost\":[5,0]", "lost" },
	{ "\"lost\":[1,0]", "\"lost\":[1,2]", "lost" },
	/* started with: between those alive and those it has */
	{ "\"start\":[3,1]", "\"start\":[2,1]", NULL },
	{ "\"start\":[3,1]", "\"start\":[1,1]", "start" },
	{ "\"start\":[3,1]", "\"start\":[4,1]", "start" },
	{ "\"start\":[3,1]", "\"start\":[3,0]", "start" },
};

START_TEST(tally_refused)
{
	struct tally_game g;

	row_damaged(nodes, STATE_NF(nodes), NULL, &g, sizeof g, good,
	    &bad[_i]);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, tally_good);
	ROWS_LOOP(tc, tally_refused, bad);
}

int
main(void)
{
	return rows_main("state_rows_tally", add);
}
