/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows.c - the kit's rows that spare a module its hand-written
 * codecs (games/state_schema.h): names found by offsets (an array's keys,
 * the sides' strings, words matched ignoring case), a string that must
 * be the scenario's, lists written only
 * when there are some, lists kept as columns, lists of tuples, two fields
 * in order, decks that must be the ones in place, a square grid's
 * cells and map and a path of steps (cells or directions), and a byte
 * per named place kept sparse (one map and an
 * array of them).  Each on a toy game
 * of its own: the exact JSON it encodes to, the same game decoded back,
 * and each bad value refused with its path named.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "deck.h"
#include "grid_square.h"
#include "rows_testlib.h"
#include "state_schema.h"

struct row_unit {
	int side, kind;
	char id[8];
};

struct row_draw {
	int deck, card;
	unsigned mask;
};

struct row_game {
	char side[2][8];
	int nunits, nkinds;
	struct row_unit u[4];
	struct { char key[8]; } kind[3];
	int target;		/* a unit, by its id */
	char title[8];		/* the scenario's, checked */
	int face;		/* one of four words, any case */
	int nopen;		/* columns: an opening's id and x */
	char open_id[3][6];
	int open_x[3];
	int ndraws;
	struct row_draw draws[4];
	int lo, hi;		/* lo < hi */
	int nlanes;		/* written only when there are some */
	struct row_lane { int at; } lanes[2];
	int kit[3];		/* a mask of bools, written when one is set */
	struct deck deck[1];
};

static const struct state_names sides = STATE_NAMES_STRS(struct row_game,
    side, 2);
static const struct state_names kinds = STATE_NAMES_OF(struct row_game,
    kind, key, nkinds);
static const struct state_names unit_ids = STATE_NAMES_OF(struct row_game,
    u, id, nunits);
static const char *const face_words[] = { "NE", "SE", "SW", "NW" };
static const struct state_names faces = { .words = face_words, .nwords = 4,
    .fold = 1 };
static const char *const kit_words[] = { "SMOKE", "FLARES", "MINES" };
static const struct state_names kit_names = { .words = kit_words,
    .nwords = 3 };

static const struct state_node unit_nodes[] = {
	S_NAME(struct row_unit, side, "side", sides, 0),
	S_NAME(struct row_unit, kind, "kind", kinds, 0),
	S_STR(struct row_unit, id, "id", STATE_FULL),
	S_UNIQUE(struct row_unit, id, "id"),
};
static const struct state_node open_nodes[] = {
	S_STR(struct row_game, open_id[0], "id", STATE_FULL),
	S_INT(struct row_game, open_x[0], "x", 0, 99),
};
static const struct state_node draw_nodes[] = {
	S_INT(struct row_draw, deck, "deck", 0, 2),
	S_INT(struct row_draw, card, "card", 0, 255),
	S_INT(struct row_draw, mask, "mask", 0, 3),
};
static const struct state_node lane_nodes[] = {
	S_INT(struct row_lane, at, "at", 0, 9),
};
static const struct state_node nodes[] = {
	S_LIST(struct row_game, u, "units", nunits, 4, unit_nodes, STATE_SETS),
	S_NAME(struct row_game, target, "target", unit_ids, 0),
	S_STR_SAME(struct row_game, title, "title"),
	S_NAME(struct row_game, face, "face", faces, 0),
	S_COLS(struct row_game, nopen, "openings", 3, open_nodes),
	S_TUPLES(struct row_game, draws, "draws", ndraws, 4, draw_nodes),
	S_INT(struct row_game, lo, "lo", 0, 99),
	S_INT(struct row_game, hi, "hi", 0, 99),
	S_BELOW(struct row_game, lo, hi, "lo"),
	S_LIST_SOME(struct row_game, lanes, "lanes", nlanes, 2, lane_nodes),
	{ .key = "kit", .kind = SK_MASK, .off = offsetof(struct row_game,
	    kit), .how = STATE_BOOLS | STATE_OPT | STATE_SOME,
	    .names = &kit_names },
	S_DECKS_SAME(struct row_game, deck, "decks", 1),
};

/* What decoding starts from: the scenario's part (names, kinds, deck). */
static void
fresh(struct row_game *g)
{
	static const int cards[] = { 3, 5, 7 };
	struct pbem_err err;

	memset(g, 0, sizeof *g);
	strcpy(g->side[0], "RED");
	strcpy(g->side[1], "BLUE");
	strcpy(g->title, "T");
	g->nkinds = 2;
	strcpy(g->kind[0].key, "FOOT");
	strcpy(g->kind[1].key, "HORSE");
	ck_assert_int_eq(deck_init(&g->deck[0], "D", cards, 3, 1, &err),
	    PBEM_OK);
}

static void
played(struct row_game *g)
{
	fresh(g);
	g->nunits = 2;
	g->u[0].side = 1, g->u[0].kind = 1, strcpy(g->u[0].id, "A1");
	g->u[1].side = 0, g->u[1].kind = 0, strcpy(g->u[1].id, "B2");
	g->target = 1;
	g->face = 2;
	g->nopen = 2;
	strcpy(g->open_id[0], "D1"), g->open_x[0] = 4;
	strcpy(g->open_id[1], "W2"), g->open_x[1] = 9;
	g->ndraws = 1;
	g->draws[0].deck = 2, g->draws[0].card = 200, g->draws[0].mask = 3;
	g->lo = 1, g->hi = 2;
}

static char *
encoded(const struct row_game *g)
{
	return row_json(nodes, STATE_NF(nodes), NULL, g);
}

static const char played_json[] =
    "{\"decks\":[{\"auto_reshuffle\":true,\"cards\":[3,5,7],\"discard\":[],"
    "\"draw\":[3,5,7],\"drawn\":0,\"name\":\"D\",\"shuffles\":0,"
    "\"since_shuffle\":0}],\"draws\":[[2,200,3]],\"face\":\"SW\","
    "\"hi\":2,\"lo\":1,\"openings\":[{\"id\":\"D1\",\"x\":4},"
    "{\"id\":\"W2\",\"x\":9}],\"target\":\"B2\",\"title\":\"T\","
    "\"units\":[{\"id\":\"A1\","
    "\"kind\":\"HORSE\",\"side\":\"BLUE\"},{\"id\":\"B2\",\"kind\":"
    "\"FOOT\",\"side\":\"RED\"}]}";

START_TEST(rows_round_trip)
{
	struct row_game g, back;
	struct state_walk w;
	json_t *j;
	char *s, *again;

	played(&g);
	s = encoded(&g);
	/* no lanes, no kit: neither written */
	ck_assert_str_eq(s, played_json);
	j = json_loads(s, 0, NULL);
	ck_assert_ptr_nonnull(j);
	fresh(&back);
	ck_assert_msg(state_schema_decode(&w, j, &back, nodes,
	    STATE_NF(nodes), NULL) == 0, "%s", w.d.what);
	again = encoded(&back);
	ck_assert_str_eq(again, s);
	ck_assert_int_eq(back.nopen, 2);
	ck_assert_str_eq(back.open_id[1], "W2");
	ck_assert_int_eq(back.open_x[1], 9);
	ck_assert_uint_eq(back.draws[0].mask, 3);
	ck_assert_int_eq(back.target, 1);
	ck_assert_int_eq(back.nlanes, 0);
	/* with some: written, and read back */
	back.nlanes = 1, back.lanes[0].at = 7, back.kit[1] = 1;
	free(again);
	again = encoded(&back);
	ck_assert_ptr_nonnull(strstr(again, "\"kit\":[\"FLARES\"]"));
	ck_assert_ptr_nonnull(strstr(again, "\"lanes\":[{\"at\":7}]"));
	json_decref(j);
	j = json_loads(again, 0, NULL);
	fresh(&g);
	ck_assert_msg(state_schema_decode(&w, j, &g, nodes, STATE_NF(nodes),
	    NULL) == 0, "%s", w.d.what);
	ck_assert_int_eq(g.nlanes, 1);
	ck_assert_int_eq(g.lanes[0].at, 7);
	ck_assert_int_eq(g.kit[1], 1);
	json_decref(j);
	free(s);
	free(again);
}
END_TEST

/* Names by offsets: an array's keys and the sides' strings match ignoring
 * case (as game_find_name does), fixed words when fold says so. */
START_TEST(names_by_offsets)
{
	struct row_game g;

	played(&g);
	ck_assert_int_eq(state_names_index(&unit_ids, &g, "b2"), 1);
	ck_assert_int_eq(state_names_index(&unit_ids, &g, "C3"), -1);
	ck_assert_int_eq(state_names_index(&kinds, &g, "horse"), 1);
	ck_assert_int_eq(state_names_index(&sides, &g, "Blue"), 1);
	ck_assert_int_eq(state_names_index(&faces, &g, "nw"), 3);
	ck_assert_int_eq(state_names_index(&kit_names, &g, "smoke"), -1);
	ck_assert_int_eq(state_names_count(&unit_ids, &g), 2);
	ck_assert_int_eq(state_names_count(&sides, &g), 2);
	ck_assert_ptr_null(state_names_name(&unit_ids, &g, 2));
	ck_assert_ptr_null(state_names_name(&kinds, &g, -1));
	ck_assert_str_eq(state_names_name(&kinds, &g, 0), "FOOT");
	ck_assert_str_eq(state_names_name(&sides, &g, 1), "BLUE");
}
END_TEST

/* Each amendment of the played state is refused, the path named. */
static const struct row_damage bad[] = {
	{ "\"target\":\"B2\"", "\"target\":\"C3\"", "target" },
	{ "\"title\":\"T\"", "\"title\":\"U\"", "title" },
	{ "\"title\":\"T\",", "", "title" },
	{ "\"kind\":\"HORSE\"", "\"kind\":\"MULE\"", "units[0].kind" },
	{ "\"id\":\"B2\"", "\"id\":\"a1\"", "units[1].id" },
	{ "\"face\":\"SW\"", "\"face\":\"S\"", "face" },
	{ "\"x\":9", "\"x\":100", "openings[1].x" },
	{ "{\"id\":\"D1\",\"x\":4},", "{\"id\":\"D1\",\"x\":4},"
	    "{\"id\":\"D3\",\"x\":4},{\"id\":\"D4\",\"x\":4},", "openings" },
	{ "\"id\":\"W2\"", "\"id\":\"WALL22\"", "openings[1].id" },
	{ "[[2,200,3]]", "[[2,200]]", "draws" },
	{ "[[2,200,3]]", "[[2,200,4]]", "draws" },
	{ "[[2,200,3]]", "[[2,true,3]]", "draws" },
	{ "\"hi\":2", "\"hi\":1", "lo" },
	{ "\"face\"", "\"lanes\":[{\"at\":1},{\"at\":2},{\"at\":3}],\"face\"",
	    "lanes" },
	{ "\"face\"", "\"kit\":[\"SMOKE\",\"ROPE\"],\"face\"", "kit" },
	{ "\"cards\":[3,5,7]", "\"cards\":[3,5,8]", "decks" },
	{ "\"name\":\"D\"", "\"name\":\"E\"", "decks" },
};

START_TEST(rows_refused)
{
	struct row_game g;

	fresh(&g);
	row_amended(nodes, STATE_NF(nodes), NULL, &g, played_json,
	    bad[_i].from, bad[_i].to, bad[_i].path);
}
END_TEST

/* A board on a square grid: a cell by its label (as x and y, as one
 * index, and null while not placed), a set of cells, the map as rows. */
struct grid_game {
	int cols, rows;
	int x, y;
	char map[12];
	int at;			/* y * cols + x */
	unsigned char marks[12];
	int placed, px, py;
	int zlo[2], zhi[2];	/* rows, stored from 1 as [lo, hi] */
};

static int
grid_bound(const struct state_walk *w, int k)
{
	const struct grid_game *g = w->game;

	return k == 0 ? g->cols : g->rows;
}

static const struct state_node zone_nodes[] = {
	S_INT_ONE(struct grid_game, zlo, 1, STATE_GAME(struct grid_game, rows,
	    0)),
	S_INT_ONE(struct grid_game, zhi, 1, STATE_GAME(struct grid_game, rows,
	    0)),
};

static const struct state_node grid_nodes[] = {
	S_INT(struct grid_game, cols, "cols", 1, 4),
	S_INT(struct grid_game, rows, "rows", 1, 3),
	S_CELL(struct grid_game, x, y, "cell", STATE_SYM(0), STATE_SYM(1), 0),
	S_ROWS(struct grid_game, map, "map", STATE_SYM(0), STATE_SYM(1)),
	S_CELL_AT(struct grid_game, at, "at", STATE_SYM(0), STATE_SYM(1), 0),
	S_CELLS(struct grid_game, marks, "marks", STATE_SYM(0), STATE_SYM(1)),
	S_BOOL(struct grid_game, placed, "placed"),
	S_CELL_IF(struct grid_game, px, py, placed, "pc", STATE_SYM(0),
	    STATE_SYM(1)),
	S_COLS_TUPLES("zones", 2, zone_nodes),
};

/* The JSON of the board: ok accepted (and written back the same), else
 * refused naming what. */
#define GRID(cell, map, at, marks, placed, pc)	GRIDZ(cell, map, at, \
	marks, placed, pc, "[[1,2],[2,2]]")
#define GRIDZ(cell, map, at, marks, placed, pc, z)	"{\"at\":\"" at "\"," \
	"\"cell\":\"" cell "\",\"cols\":3,\"map\":" map ",\"marks\":" \
	marks ",\"pc\":" pc ",\"placed\":" placed ",\"rows\":2," \
	"\"zones\":" z "}"
#define OK	"[\"abc\",\"def\"]"
static const struct {
	const char *json, *path;	/* path NULL: accepted */
} grids[] = {
	{ GRID("C2", OK, "B2", "[\"A1\",\"C2\"]", "true", "\"A2\""),
	    NULL },
	{ GRID("C2", OK, "B2", "[]", "false", "null"), NULL },
	{ GRID("D2", OK, "B2", "[]", "false", "null"), "cell" },
	{ GRID("C3", OK, "B2", "[]", "false", "null"), "cell" },
	{ GRID("A1", "[\"abc\",\"de\"]", "B2", "[]", "false", "null"),
	    "map" },
	{ GRID("A1", "[\"abc\"]", "B2", "[]", "false", "null"), "map" },
	{ GRID("A1", "[\"abc\",7]", "B2", "[]", "false", "null"), "map" },
	{ GRID("A1", OK, "B3", "[]", "false", "null"), "at" },
	{ GRID("A1", OK, "2", "[]", "false", "null"), "at" },
	{ GRID("A1", OK, "B2", "[\"D1\"]", "false", "null"), "marks" },
	{ GRID("A1", OK, "B2", "{}", "false", "null"), "marks" },
	{ GRID("A1", OK, "B2", "[]", "true", "null"), "pc" },
	{ GRID("A1", OK, "B2", "[]", "true", "\"A3\""), "pc" },
	{ GRIDZ("A1", OK, "B2", "[]", "false", "null", "[[0,2],[2,2]]"),
	    "zones" },
	{ GRIDZ("A1", OK, "B2", "[]", "false", "null", "[[1,2],[2,3]]"),
	    "zones" },
	{ GRIDZ("A1", OK, "B2", "[]", "false", "null", "[[1,2]]"),
	    "zones" },
};

START_TEST(grid_rows)
{
	struct grid_game g;

	memset(&g, 0, sizeof g);
	if (!row_case(grid_nodes, STATE_NF(grid_nodes), grid_bound, &g,
	    grids[_i].json, grids[_i].path))
		return;
	ck_assert_int_eq(g.x, 2);
	ck_assert_int_eq(g.y, 1);
	ck_assert_int_eq(memcmp(g.map, "abcdef", 6), 0);
	ck_assert_int_eq(g.at, 4);
	ck_assert_int_eq(g.marks[0] + g.marks[5], _i == 0 ? 2 : 0);
	ck_assert_int_eq(g.px + g.py, _i == 0 ? 1 : 0);
	ck_assert_int_eq(g.zlo[0] + g.zhi[0] * 10 + g.zlo[1] * 100 +
	    g.zhi[1] * 1000, 1110);
	row_back(grid_nodes, STATE_NF(grid_nodes), grid_bound, &g,
	    grids[_i].json);
}
END_TEST

/* A path of steps, each a cell (its label) or a direction (its name). */
struct steps_game {
	int cols, rows, nstep, step[3];
};
static const struct state_node steps_nodes[] = {
	S_INT(struct steps_game, cols, "cols", 1, 4),
	S_INT(struct steps_game, rows, "rows", 1, 3),
	S_STEPS(struct steps_game, step, "steps", nstep, 3,
	    STATE_GAME(struct steps_game, cols, 0),
	    STATE_GAME(struct steps_game, rows, 0)),
};
#define STEPS(s)	"{\"cols\":3,\"rows\":2,\"steps\":" s "}"
static const struct {
	const char *json, *path;	/* path NULL: accepted */
} steps[] = {
	{ STEPS("[\"NE\",\"C2\",\"W\"]"), NULL },
	{ STEPS("[]"), NULL },
	{ STEPS("[\"NE\",\"C2\",\"W\",\"S\"]"), "steps" },	/* over 3 */
	{ STEPS("[\"D1\"]"), "steps" },	/* off the board */
	{ STEPS("[\"NNE\"]"), "steps" },
	{ STEPS("[7]"), "steps" },
	{ STEPS("\"N\""), "steps" },
};

START_TEST(steps_rows)
{
	struct steps_game g;

	memset(&g, 0, sizeof g);
	if (!row_case(steps_nodes, STATE_NF(steps_nodes), NULL, &g,
	    steps[_i].json, steps[_i].path))
		return;
	if (_i == 0) {
		ck_assert_int_eq(g.nstep, 3);
		ck_assert_int_eq(g.step[0], -1 - GRID_NE);
		ck_assert_int_eq(g.step[1], 5);	/* C2: x 2, y 1 */
		ck_assert_int_eq(g.step[2], -1 - GRID_W);
	}
	row_back(steps_nodes, STATE_NF(steps_nodes), NULL, &g,
	    steps[_i].json);
}
END_TEST

/* Bounds that are members of the game: no bound function at all. */
struct at_game {
	int n;
	struct {
		int top;
	} sub;
	int last, pick[2];
};

static const struct state_node at_nodes[] = {
	S_INT(struct at_game, n, "n", 1, 5),
	S_INT(struct at_game, sub.top, "top", 0, STATE_GAME(struct at_game, n,
	    2)),
	S_INT(struct at_game, last, "last", -1, STATE_GAME(struct at_game, n,
	    -1)),
	S_INTS(struct at_game, pick, "pick", 2, 0, STATE_GAME(struct at_game, n,
	    0), 0),
};

static const struct {
	const char *json, *path;	/* path NULL: accepted */
} ats[] = {
	{ "{\"last\":2,\"n\":3,\"pick\":[3,0],\"top\":5}", NULL },
	{ "{\"last\":-1,\"n\":1,\"pick\":[1,0],\"top\":0}", NULL },
	{ "{\"last\":3,\"n\":3,\"pick\":[0,0],\"top\":0}", "last" },
	{ "{\"last\":0,\"n\":3,\"pick\":[0,0],\"top\":6}", "top" },
	{ "{\"last\":0,\"n\":3,\"pick\":[0,4],\"top\":1}", "pick" },
	{ "{\"last\":0,\"n\":1,\"pick\":[2,0],\"top\":1}", "pick" },
};

START_TEST(bounds_at_members)
{
	struct at_game g;

	memset(&g, 0, sizeof g);
	if (row_case(at_nodes, STATE_NF(at_nodes), NULL, &g, ats[_i].json,
	    ats[_i].path))
		row_back(at_nodes, STATE_NF(at_nodes), NULL, &g, ats[_i].json);
}
END_TEST

/* A byte per named place (a fort's level by its hex), one map and two. */
struct place_game {
	unsigned char level[4];
	unsigned char seen[2][4];
};

static const char *const place_words[] = { "A", "B", "C", "D" };
static const struct state_names places = { .words = place_words,
    .nwords = 4 };

static const struct state_node place_nodes[] = {
	S_BYTEMAP(struct place_game, level, "level", places, 0, 3),
	S_BYTEMAPS(struct place_game, seen, "seen", 2, places, 1, 2),
};

static const struct {
	const char *json, *path;	/* path NULL: accepted */
} place_cases[] = {
	{ "{\"level\":{\"B\":2,\"D\":1},\"seen\":[{\"A\":1},{}]}", NULL },
	{ "{\"level\":{\"E\":2},\"seen\":[{},{}]}", "level" },
	{ "{\"level\":{\"B\":4},\"seen\":[{},{}]}", "level" },
	{ "{\"level\":{\"B\":true},\"seen\":[{},{}]}", "level" },
	{ "{\"level\":null,\"seen\":[{},{}]}", "level" },
	{ "{\"level\":[],\"seen\":[{},{}]}", "level" },
	{ "{\"level\":{},\"seen\":[{}]}", "seen" },
	{ "{\"level\":{},\"seen\":{\"A\":1}}", "seen" },
	{ "{\"level\":{},\"seen\":[{\"A\":1},{\"Z\":1}]}", "seen" },
	{ "{\"level\":{},\"seen\":[{},{\"C\":3}]}", "seen" },
};

START_TEST(place_rows)
{
	struct place_game g;

	memset(&g, 0xff, sizeof g);	/* decoding clears what it reads */
	if (!row_case(place_nodes, STATE_NF(place_nodes), NULL, &g,
	    place_cases[_i].json, place_cases[_i].path))
		return;
	ck_assert_int_eq(memcmp(g.level, "\0\2\0\1", 4), 0);
	ck_assert_int_eq(memcmp(g.seen, "\1\0\0\0\0\0\0\0", 8), 0);
	row_back(place_nodes, STATE_NF(place_nodes), NULL, &g,
	    place_cases[_i].json);
}
END_TEST

/* Missing: no place set (a state from before the map was kept). */
START_TEST(place_missing)
{
	struct place_game g;
	struct state_walk w;
	json_t *j = json_loads("{}", 0, NULL);

	memset(&g, 0xff, sizeof g);
	ck_assert_int_eq(state_schema_decode(&w, j, &g, place_nodes,
	    STATE_NF(place_nodes), NULL), 0);
	ck_assert_int_eq(memcmp(g.level, "\0\0\0\0", 4), 0);
	ck_assert_int_eq(memcmp(g.seen, "\0\0\0\0\0\0\0\0", 8), 0);
	json_decref(j);
}
END_TEST

static void
add_tests(TCase *tc)
{
	tcase_add_test(tc, rows_round_trip);
	tcase_add_test(tc, names_by_offsets);
	ROWS_LOOP(tc, rows_refused, bad);
	ROWS_LOOP(tc, grid_rows, grids);
	ROWS_LOOP(tc, steps_rows, steps);
	ROWS_LOOP(tc, bounds_at_members, ats);
	ROWS_LOOP(tc, place_rows, place_cases);
	tcase_add_test(tc, place_missing);
}

int
main(void)
{
	return rows_main("state_rows", add_tests);
}
