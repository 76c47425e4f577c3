/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_range.c - the kit's rows for a bound that holds only
 * while a member is set, while it is not, or while it is a value
 * (games/state_schema.h: S_RANGE_IF, S_RANGE_UNLESS, S_RANGE_IS on
 * STATE_WHEN_SET, STATE_WHEN_CLEAR, STATE_WHEN_IS), and a tighter bound
 * than the row that read the int (S_RANGE).  On a toy game of three
 * units: smoke is infantry's, a mine clearer a vehicle's, an
 * emplacement infantry's (kinds 0..2) with hits only on one; a ring of
 * smoke has a radius, a line a width; a unit due (status 2) has its
 * hex.  The good state decoded and written back byte for byte, each
 * damage refused by its path.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rows_testlib.h"

struct range_unit {
	int veh, smoke, clearer, empl[2];	/* empl: kind, hits */
	int ring, r, width;
	int status, hex;		/* status 2: due, at hex (-1 none) */
};

struct range_game {
	int nunits;
	struct range_unit u[3];
};

#define U(f)	S_INT(struct range_unit, f, #f, 0, 9)
static const struct state_node unit_nodes[] = {
	U(veh), U(smoke), U(clearer),
	S_INTS(struct range_unit, empl, "empl", 2, 0, 9, 0),
	U(ring), U(r), U(width), U(status),
	S_INT(struct range_unit, hex, "hex", -1, 9),
	S_RANGE_IF(struct range_unit, smoke, 0, 0, veh, "unit"),
	S_RANGE_UNLESS(struct range_unit, clearer, 0, 0, veh, "unit"),
	S_RANGE(struct range_unit, empl[0], 0, 2, "unit"),
	S_RANGE_IF(struct range_unit, empl[0], 0, 0, veh, "unit"),
	S_RANGE_UNLESS(struct range_unit, empl[1], 0, 0, empl[0], "unit"),
	S_RANGE_IF(struct range_unit, r, 1, 9, ring, "ring"),
	S_RANGE_UNLESS(struct range_unit, width, 1, 9, ring, "ring"),
	S_RANGE_IS(struct range_unit, hex, 0, 9, status, 2, "due"),
};
#undef U
static const struct state_node nodes[] = {
	S_LIST(struct range_game, u, "units", nunits, 3, unit_nodes,
	    STATE_SETS),
};

#define INF	"{\"clearer\":0,\"empl\":[2,3],\"hex\":-1,\"r\":0," \
		"\"ring\":0,\"smoke\":1,\"status\":1,\"veh\":0,\"width\":2}"
#define VEH	"{\"clearer\":1,\"empl\":[0,0],\"hex\":5,\"r\":4," \
		"\"ring\":1,\"smoke\":0,\"status\":2,\"veh\":1,\"width\":0}"
#define BARE	"{\"clearer\":0,\"empl\":[0,0],\"hex\":-1,\"r\":0," \
		"\"ring\":0,\"smoke\":0,\"status\":0,\"veh\":0,\"width\":1}"
static const char good[] = "{\"units\":[" INF "," VEH "," BARE "]}";

START_TEST(range_good)
{
	struct range_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.u[0].empl[1], 3);
	ck_assert_int_eq(g.u[1].r, 4);
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
}
END_TEST

static const struct row_damage bad[] = {
	/* smoke is no vehicle's; a clearer is no infantry's */
	{ "\"ring\":1,\"smoke\":0", "\"ring\":1,\"smoke\":1",
	    "units[1].unit" },
	{ "\"clearer\":0,\"empl\":[2,3]", "\"clearer\":1,\"empl\":[2,3]",
	    "units[0].unit" },
	/* an emplacement of a kind, not a vehicle's, hits only on one */
	{ "\"empl\":[2,3]", "\"empl\":[3,3]", "units[0].unit" },
	{ "\"clearer\":1,\"empl\":[0,0]", "\"clearer\":1,\"empl\":[1,0]",
	    "units[1].unit" },
	{ "\"clearer\":0,\"empl\":[0,0]", "\"clearer\":0,\"empl\":[0,1]",
	    "units[2].unit" },
	/* a ring has a radius, a line a width */
	{ "\"r\":4,\"ring\":1", "\"r\":0,\"ring\":1", "units[1].ring" },
	{ "\"width\":1}", "\"width\":0}", "units[2].ring" },
	/* while the flag says not, either is free */
	{ "\"status\":2,\"veh\":1,\"width\":0",
	    "\"status\":2,\"veh\":1,\"width\":5", NULL },
	/* a unit due (status 2) has its hex; in another status none */
	{ "\"hex\":5", "\"hex\":-1", "units[1].due" },
	{ "\"hex\":-1,\"r\":0,\"ring\":0,\"smoke\":0,\"status\":0",
	    "\"hex\":-1,\"r\":0,\"ring\":0,\"smoke\":0,\"status\":2",
	    "units[2].due" },
	{ "\"hex\":-1,\"r\":0,\"ring\":0,\"smoke\":1,\"status\":1",
	    "\"hex\":-1,\"r\":0,\"ring\":0,\"smoke\":1,\"status\":3", NULL },
};

START_TEST(range_refused)
{
	struct range_game g;

	row_damaged(nodes, STATE_NF(nodes), NULL, &g, sizeof g, good,
	    &bad[_i]);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, range_good);
	ROWS_LOOP(tc, range_refused, bad);
}

int
main(void)
{
	return rows_main("state_rows_range", add);
}
