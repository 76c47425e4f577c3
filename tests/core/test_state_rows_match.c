/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_match.c - the kit's rows that check a reference
 * against the element it names (games/state_schema.h, SK_MATCH): a
 * leader's unit is of the leader's side (S_SAME_AS), a unit's links
 * name only enemies (S_NONE_AS_N, read after the units, an index < 0
 * naming none).  On a toy game of three units and two leaders: the good
 * state decoded and written back byte for byte, each damage refused by
 * its path.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rows_testlib.h"

struct match_unit {
	int side, nlinks, links[2];
};

struct match_leader {
	int side, unit;
};

struct match_game {
	int nunits, nleaders;
	struct match_unit u[3];
	struct match_leader l[2];
};

#define NU1	STATE_GAME(struct match_game, nunits, -1)
static const struct state_node unit_nodes[] = {
	S_INT(struct match_unit, side, "side", 0, 1),
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
static const struct state_node nodes[] = {
	S_LIST(struct match_game, u, "units", nunits, 3, unit_nodes,
	    STATE_SETS),
	S_LIST(struct match_game, l, "leaders", nleaders, 2, leader_nodes,
	    STATE_SETS),
};

static const char good[] = "{\"leaders\":[{\"side\":0,\"unit\":1},"
    "{\"side\":1,\"unit\":2}],\"units\":[{\"links\":[2,-1],\"side\":0},"
    "{\"links\":[],\"side\":0},{\"links\":[0],\"side\":1}]}";

START_TEST(match_good)
{
	struct match_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.l[1].unit, 2);
	ck_assert_int_eq(g.u[0].nlinks, 2);
	ck_assert_int_eq(g.u[0].links[1], -1);
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
}
END_TEST

static const struct {
	const char *from, *to, *path;
} bad[] = {
	/* unit 2 is side 1's */
	{ "{\"side\":0,\"unit\":1}", "{\"side\":0,\"unit\":2}",
	    "leaders[0].unit" },
	{ "{\"side\":1,\"unit\":2}", "{\"side\":0,\"unit\":2}",
	    "leaders[1].unit" },
	/* unit 1 is unit 0's friend, and unit 2 its own */
	{ "[2,-1]", "[2,1]", "units[0].links" },
	{ "{\"links\":[0],\"side\":1}", "{\"links\":[2],\"side\":1}",
	    "units[2].links" },
};

START_TEST(match_refused)
{
	struct match_game g;

	memset(&g, 0, sizeof g);
	row_amended(nodes, STATE_NF(nodes), NULL, &g, good, bad[_i].from,
	    bad[_i].to, bad[_i].path);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, match_good);
	tcase_add_loop_test(tc, match_refused, 0,
	    (int)(sizeof bad / sizeof bad[0]));
}

int
main(void)
{
	return rows_main("state_rows_match", add);
}
