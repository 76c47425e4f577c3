/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_map.c - the kit's rows of a square map
 * (games/state_schema.h): its rows of one char a cell, each char the
 * code of a terrain of the game's table (S_ROWS_OF), and the sides'
 * deployment rows, ranges [lo, hi] of which no two meet
 * (S_RANGES_APART).  On a toy map of 3 by 4 cells: the good state
 * decoded and written back byte for byte, each damage refused by its
 * path.
 */
#include <check.h>
#include <string.h>

#include "rows_testlib.h"

struct map_terrain {
	int cost;
	char code;
};

struct map_game {
	int cols, rows, nterr, lo[2], hi[2];
	struct map_terrain terr[4];
	char map[16];
};

#define COLS	STATE_GAME(struct map_game, cols, 0)
#define ROWS	STATE_GAME(struct map_game, rows, 0)
static const struct state_node nodes[] = {
	S_INT(struct map_game, cols, "cols", 1, 4),
	S_INT(struct map_game, rows, "rows", 1, 4),
	S_ROWS_OF(struct map_game, map, "map", COLS, ROWS, struct map_game,
	    terr, code, nterr),
	S_INTS(struct map_game, lo, "lo", 2, 0, 3, 0),
	S_INTS(struct map_game, hi, "hi", 2, 0, 3, 0),
	S_RANGES_APART(struct map_game, lo, hi, "zones"),
};

/* The terrain table: '.', 'w', 'h' (not stored: the rules'); '#' is
 * beyond its count. */
static void
table(struct map_game *g)
{
	memset(g, 0, sizeof *g);
	g->nterr = 3;
	g->terr[0].code = '.';
	g->terr[1].code = 'w';
	g->terr[2].code = 'h';
	g->terr[3].code = '#';
}

static const char good[] = "{\"cols\":3,\"hi\":[0,3],\"lo\":[0,2],"
    "\"map\":[\"..w\",\"h..\",\"...\",\"w.h\"],\"rows\":4}";

START_TEST(map_good)
{
	struct map_game g;

	table(&g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.map[2], 'w');
	ck_assert_int_eq(g.map[11], 'h');
	ck_assert_int_eq(g.hi[1], 3);
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
}
END_TEST

static const struct row_damage bad[] = {
	/* a code the table lacks, one beyond its count */
	{ "\"h..\"", "\"hx.\"", "map" },
	{ "\"h..\"", "\"h.#\"", "map" },
	/* zones: the other order, a gap, one row each all fine */
	{ "\"hi\":[0,3],\"lo\":[0,2]", "\"hi\":[3,0],\"lo\":[2,0]", NULL },
	{ "\"hi\":[0,3],\"lo\":[0,2]", "\"hi\":[1,3],\"lo\":[0,3]", NULL },
	/* a zone upside down, two that meet (either way) */
	{ "\"hi\":[0,3],\"lo\":[0,2]", "\"hi\":[0,2],\"lo\":[0,3]", "zones" },
	{ "\"hi\":[0,3],\"lo\":[0,2]", "\"hi\":[2,3],\"lo\":[0,2]", "zones" },
	{ "\"hi\":[0,3],\"lo\":[0,2]", "\"hi\":[3,1],\"lo\":[1,0]", "zones" },
};

START_TEST(map_refused)
{
	struct map_game g;

	table(&g);
	row_amended(nodes, STATE_NF(nodes), NULL, &g, good, bad[_i].from,
	    bad[_i].to, bad[_i].path);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, map_good);
	ROWS_LOOP(tc, map_refused, bad);
}

int
main(void)
{
	return rows_main("state_rows_map", add);
}
