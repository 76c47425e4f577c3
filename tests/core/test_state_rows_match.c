/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_match.c - the kit's rows that check a reference
 * against the element it names (games/state_schema.h, SK_MATCH): a
 * leader's unit is of the leader's side (S_SAME_AS), a unit's links
 * name only enemies (S_NONE_AS_N, read after the units, an index < 0
 * naming none), a revealed unit's cell that older states lack and
 * that is then where the unit stands (S_CELL_OR), a hull's unit,
 * counted from 1 (0 none), not of side 0 (S_REF_NOT).  On a toy game
 * of three units, two leaders, a reveal and hulls: the good state
 * decoded and written back byte for byte, each damage refused by its
 * path.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rows_testlib.h"

struct match_unit {
	int side, nlinks, links[2], x, y;
};

struct match_reveal {
	int unit, x, y;
};

struct match_leader {
	int side, unit;
};

struct match_hull {
	int on;			/* a unit, counted from 1; 0 none */
};

struct match_game {
	int nunits, nleaders, nrev, nhulls;
	struct match_hull hull[2];
	struct match_unit u[3];
	struct match_leader l[2];
	struct match_reveal rev[2];
};

#define NU1	STATE_GAME(struct match_game, nunits, -1)
static const struct state_node unit_nodes[] = {
	S_INT(struct match_unit, side, "side", 0, 1),
	S_CELL(struct match_unit, x, y, "cell", 8, 8, 0),
	{ .key = "links", .kind = SK_INTS, .off = offsetof(struct match_unit,
	    links), .lo = -1, .hi = NU1, .how = STATE_COUNT | STATE_SETS |
	    STATE_LATER, .max = 2, .count = offsetof(struct match_unit,
	    nlinks) },
	S_NONE_AS_N(struct match_unit, links, nlinks, side, struct match_game,
	    u, side, "links", STATE_LATER),
};
static const struct state_node leader_nodes[] = {
	S_INT(struct match_leader, side, "side", 0, 1),
	S_INT(struct match_leader, unit, "unit", 0, NU1),
	S_SAME_AS(struct match_leader, unit, side, struct match_game, u, side,
	    "unit"),
};
static const struct state_node reveal_nodes[] = {
	S_INT(struct match_reveal, unit, "unit", 0, NU1),
	S_CELL_OR(struct match_reveal, x, y, "cell", 8, 8, unit,
	    struct match_game, u, x),
};
static const struct state_node hull_nodes[] = {
	S_INT(struct match_hull, on, "on", 0, STATE_GAME(struct match_game,
	    nunits, 0)),
	S_REF_NOT(struct match_hull, on, struct match_game, u, side, 0, "on"),
};
static const struct state_node nodes[] = {
	S_LIST(struct match_game, u, "units", nunits, 3, unit_nodes,
	    STATE_SETS),
	S_LIST(struct match_game, l, "leaders", nleaders, 2, leader_nodes,
	    STATE_SETS),
	S_LIST(struct match_game, rev, "revealed", nrev, 2, reveal_nodes,
	    STATE_SETS),
	S_LIST_SOME(struct match_game, hull, "hulls", nhulls, 2, hull_nodes),
};

#define UNITS	"\"units\":[{\"cell\":\"A1\",\"links\":[2,-1],\"side\":0}," \
		"{\"cell\":\"B2\",\"links\":[],\"side\":0}," \
		"{\"cell\":\"C3\",\"links\":[0],\"side\":1}]"
static const char good[] = "{\"hulls\":[{\"on\":0},{\"on\":3}],"
    "\"leaders\":[{\"side\":0,\"unit\":1},"
    "{\"side\":1,\"unit\":2}],\"revealed\":[{\"cell\":\"H8\","
    "\"unit\":2}]," UNITS "}";
/* An older state: the reveal without its cell, read as unit 2's. */
static const char older[] = "{\"leaders\":[],\"revealed\":[{\"unit\":2},"
    "{\"cell\":\"D1\",\"unit\":0}]," UNITS "}";
static const char older_back[] = "{\"leaders\":[],\"revealed\":["
    "{\"cell\":\"C3\",\"unit\":2},{\"cell\":\"D1\",\"unit\":0}]," UNITS
    "}";

START_TEST(match_good)
{
	struct match_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.l[1].unit, 2);
	ck_assert_int_eq(g.u[0].nlinks, 2);
	ck_assert_int_eq(g.u[0].links[1], -1);
	ck_assert_int_eq(g.rev[0].x, 7);
	ck_assert_int_eq(g.hull[1].on, 3);
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, older,
	    NULL), 1);
	ck_assert_int_eq(g.rev[0].x, 2);
	ck_assert_int_eq(g.rev[0].y, 2);
	ck_assert_int_eq(g.rev[1].x, 3);
	row_back(nodes, STATE_NF(nodes), NULL, &g, older_back);
}
END_TEST

static const struct row_damage bad[] = {
	/* unit 2 is side 1's */
	{ "{\"side\":0,\"unit\":1}", "{\"side\":0,\"unit\":2}",
	    "leaders[0].unit" },
	{ "{\"side\":1,\"unit\":2}", "{\"side\":0,\"unit\":2}",
	    "leaders[1].unit" },
	/* unit 1 is unit 0's friend, and unit 2 its own */
	{ "[2,-1]", "[2,1]", "units[0].links" },
	{ "\"links\":[0],\"side\":1}", "\"links\":[2],\"side\":1}",
	    "units[2].links" },
	/* a cell off the board, a null one */
	{ "\"H8\"", "\"I8\"", "revealed[0].cell" },
	{ "\"H8\"", "null", "revealed[0].cell" },
	/* a hull's unit (from 1) is not of side 0; 0 is none */
	{ "{\"on\":3}", "{\"on\":1}", "hulls[1].on" },
	{ "{\"on\":3}", "{\"on\":2}", "hulls[1].on" },
	{ "{\"on\":0},", "{\"on\":1},", "hulls[0].on" },
	{ "{\"on\":3}", "{\"on\":0}", NULL },
};

START_TEST(match_refused)
{
	struct match_game g;

	row_damaged(nodes, STATE_NF(nodes), NULL, &g, sizeof g, good,
	    &bad[_i]);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, match_good);
	ROWS_LOOP(tc, match_refused, bad);
}

int
main(void)
{
	return rows_main("state_rows_match", add);
}
