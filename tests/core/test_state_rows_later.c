/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_later.c - the kit's row that checks a reference
 * against the element it names in the decoder's second pass
 * (games/state_schema.h, S_SAME_AS_LATER): a unit's command is of the
 * unit's side, the commands read after the units, so a command's side
 * amended is caught too; an index < 0 names none.  On a toy game of
 * three units and two commands: the good state decoded and written back
 * byte for byte, each damage refused by its path.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rows_testlib.h"

struct later_unit {
	int side, cmd;
};

struct later_cmd {
	int side;
};

struct later_game {
	int nunits, ncmds;
	struct later_unit u[3];
	struct later_cmd c[2];
};

static const struct state_node unit_nodes[] = {
	S_INT(struct later_unit, side, "side", 0, 1),
	S_INT(struct later_unit, cmd, "cmd", -1, 1),
	S_SAME_AS_LATER(struct later_unit, cmd, side, struct later_game, c,
	    side, "cmd"),
};
static const struct state_node cmd_nodes[] = {
	S_INT(struct later_cmd, side, "side", 0, 1),
};
static const struct state_node nodes[] = {
	S_LIST(struct later_game, u, "units", nunits, 3, unit_nodes,
	    STATE_SETS),
	S_LIST(struct later_game, c, "cmds", ncmds, 2, cmd_nodes, STATE_SETS),
};

static const char good[] = "{\"cmds\":[{\"side\":0},{\"side\":1}],"
    "\"units\":[{\"cmd\":0,\"side\":0},{\"cmd\":-1,\"side\":0},"
    "{\"cmd\":1,\"side\":1}]}";

START_TEST(later_good)
{
	struct later_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.u[2].cmd, 1);
	ck_assert_int_eq(g.c[1].side, 1);
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
}
END_TEST

static const struct row_damage bad[] = {
	/* command 1 is side 1's */
	{ "{\"cmd\":0,\"side\":0}", "{\"cmd\":1,\"side\":0}", "units[0].cmd" },
	/* the command read after the unit that names it */
	{ "[{\"side\":0},", "[{\"side\":1},", "units[0].cmd" },
	{ "{\"side\":1}]", "{\"side\":0}]", "units[2].cmd" },
};

START_TEST(later_refused)
{
	struct later_game g;

	row_damaged(nodes, STATE_NF(nodes), NULL, &g, sizeof g, good,
	    &bad[_i]);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, later_good);
	ROWS_LOOP(tc, later_refused, bad);
}

int
main(void)
{
	return rows_main("state_rows_later", add);
}
