/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_seen.c - the kit's rows for what a unit's state keeps
 * of sight and aim (games/state_schema.h): what the other side last saw
 * of it (S_LAST_SEEN), a mask stored as the text of its names and read
 * back by the module's parser or the kit's, with aliases (S_TEXT_MASK,
 * state_names_mask), a place that is a point or
 * a name (S_POINT_OR_NAME), and columns per side that default to the
 * unit's own place, written only when one is off it (S_COLS_SOME,
 * S_INT_FROM); a side's pair of ints (S_INT_PAIR); and a member only
 * games of a later version keep (S_INT_SINCE).  On a toy board
 * of w by h: each case decoded or refused naming its path, and the good
 * state written back byte for byte.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rows_testlib.h"
#include "state_schema.h"

struct seen_unit {
	int seen, ever_seen, last_x, last_y, last_turn;
	int x, y;
	unsigned kit;			/* 1u << a kit word */
	int at, ax, ay;			/* 1 [ax, ay], 2 af, 0 none */
	char af[6];
	int kx[2], ky[2], kgone[2];	/* where each side knows it is */
};

struct seen_game {
	int w, h, nu;
	int pair[2];			/* a side's each */
	struct seen_unit u[2];
};

static const char *const kit_words[] = { "bow", "spear", "club" };
static const struct state_names kits = { .words = kit_words, .nwords = 3 };

/* The module's parser: the words, case ignored, "stick" a club, "-"
 * none. */
static int
kit_read(struct state_walk *w, void *base, const char *s)
{
	char b[32], *p, *save = NULL;
	unsigned *m = &((struct seen_unit *)base)->kit;
	int i;

	(void)w;
	*m = 0;
	if (strcmp(s, "-") == 0)
		return 0;
	snprintf(b, sizeof b, "%s", s);
	for (p = strtok_r(b, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
		for (i = 0; i < 3 && strcasecmp(p, kit_words[i]); i++)
			;
		if (i == 3 && strcasecmp(p, "stick") != 0)
			return -1;
		*m |= 1u << (i == 3 ? 2 : i);
	}
	return 0;
}

/* The places a unit may aim at by name: names only read. */
static int
place_index(const void *g, const char *s)
{
	(void)g;
	return strcmp(s, "HILL") == 0 ? 0 : strcmp(s, "WOOD") == 0 ? 1 : -1;
}
static const struct state_names places = { .index = place_index };

#define W	STATE_GAME(struct seen_game, w, 0)
#define H	STATE_GAME(struct seen_game, h, 0)
static const struct state_node known_nodes[] = {
	S_INT_FROM(struct seen_unit, kx[0], "x", 0, W, x),
	S_INT_FROM(struct seen_unit, ky[0], "y", 0, H, y),
	S_INT(struct seen_unit, kgone[0], "gone", 0, 1),
};
static const struct state_node unit_nodes[] = {
	S_INT(struct seen_unit, x, "x", 0, W),
	S_INT(struct seen_unit, y, "y", 0, H),
	S_LAST_SEEN(struct seen_unit, W, H, 9),
	S_TEXT_MASK(struct seen_unit, kit, "kit", 16, kit_read, kits),
	S_POINT_OR_NAME(struct seen_unit, at, ax, ay, af, "at", W, H, places,
	    0),
	S_COLS_SOME("known", 2, known_nodes, STATE_TUPLE),
};
static const struct state_node nodes[] = {
	S_INT(struct seen_game, w, "w", 1, 20),
	S_INT(struct seen_game, h, "h", 1, 20),
	S_INT_PAIR(struct seen_game, pair, 0, 3),
	S_LIST(struct seen_game, u, "units", nu, 2, unit_nodes, STATE_SETS),
};
#undef W
#undef H

static const char good[] = "{\"h\":5,\"pair[0]\":1,\"pair[1]\":3,"
    "\"units\":[{\"at\":[1,2],"
    "\"ever_seen\":1,\"kit\":\"bow,club\",\"known\":[[3,4,0],[1,1,1]],"
    "\"last_turn\":2,\"last_x\":3,\"last_y\":4,\"seen\":1,\"x\":3,\"y\":4},"
    "{\"at\":\"WOOD\",\"ever_seen\":0,\"kit\":\"-\",\"last_turn\":0,"
    "\"last_x\":0,\"last_y\":0,\"seen\":0,\"x\":2,\"y\":2}],\"w\":9}";

#define ROWS	nodes, STATE_NF(nodes), NULL

START_TEST(seen_round_trip)
{
	struct seen_game g;

	memset(&g, 0, sizeof g);
	ck_assert(row_case(ROWS, &g, good, NULL));
	ck_assert_int_eq(g.pair[1], 3);
	ck_assert_int_eq(g.u[0].last_y, 4);
	ck_assert_uint_eq(g.u[0].kit, 5u);
	ck_assert_int_eq(g.u[0].at, 1);
	ck_assert_int_eq(g.u[0].ay, 2);
	ck_assert_int_eq(g.u[0].ky[1], 1);
	ck_assert_int_eq(g.u[1].at, 2);
	ck_assert_str_eq(g.u[1].af, "WOOD");
	/* no "known": each side knows the unit where it is */
	ck_assert_int_eq(g.u[1].kx[1], 2);
	ck_assert_int_eq(g.u[1].ky[0], 2);
	ck_assert_int_eq(g.u[1].kgone[1], 0);
	row_back(ROWS, &g, good);
}
END_TEST

/* The parser's alias is written as the mask's names; columns given at
 * their defaults are not written; no place is none. */
START_TEST(seen_canonical)
{
	struct seen_game g;
	char *s;

	memset(&g, 0, sizeof g);
	row_amended(ROWS, &g, good, "\"bow,club\"", "\"Stick,bow\"", NULL);
	ck_assert_uint_eq(g.u[0].kit, 5u);
	row_back(ROWS, &g, good);
	memset(&g, 0, sizeof g);
	row_amended(ROWS, &g, good, "\"kit\":\"-\",",
	    "\"kit\":\"-\",\"known\":[[2,2,0],[2,2,0]],", NULL);
	row_back(ROWS, &g, good);
	memset(&g, 0, sizeof g);
	row_amended(ROWS, &g, good, "{\"at\":\"WOOD\",", "{", NULL);
	ck_assert_int_eq(g.u[1].at, 0);
	s = row_json(ROWS, &g);
	ck_assert_ptr_null(strstr(s, "WOOD"));
	free(s);
}
END_TEST

/* Each change of the good state is refused, the path named. */
static const struct row_damage bad[] = {
	{ "\"pair[1]\":3", "\"pair[1]\":4", "pair[1]" },
	{ "\"pair[0]\":1,", "", "pair[0]" },
	{ "\"seen\":1", "\"seen\":2", "units[0].seen" },
	{ "\"last_x\":3", "\"last_x\":10", "units[0].last_x" },
	{ "\"last_y\":4", "\"last_y\":6", "units[0].last_y" },
	{ "\"last_turn\":2", "\"last_turn\":10", "units[0].last_turn" },
	{ "\"ever_seen\":0", "\"ever_seen\":-1", "units[1].ever_seen" },
	{ "\"bow,club\"", "\"bow,axe\"", "units[0].kit" },
	{ "\"bow,club\"", "3", "units[0].kit" },
	{ "[1,2]", "[1,6]", "units[0].at" },
	{ "[1,2]", "[-1,2]", "units[0].at" },
	{ "[1,2]", "7", "units[0].at" },
	{ "\"WOOD\"", "\"FIELD\"", "units[1].at" },
	{ "\"WOOD\"", "\"FIELDS\"", "units[1].at" },	/* too long */
	{ "[[3,4,0],[1,1,1]]", "[[3,4,0],[1,10,1]]", "units[0].known" },
	{ "[[3,4,0],[1,1,1]]", "[[3,4,0],[1,1,2]]", "units[0].known" },
	{ "[[3,4,0],[1,1,1]]", "[[3,4,0]]", "units[0].known" },
};

START_TEST(seen_refused)
{
	struct seen_game g;

	row_damaged(ROWS, &g, sizeof g, good, &bad[_i]);
}
END_TEST

/* The same mask read by the kit (no parser): the names, any case as
 * they fold, an alias ("stick": a club) read but never written. */
static const struct state_alias kit_alias[] = { { "stick", 2 } };
static const struct state_names kits_kit = { .words = kit_words,
	.nwords = 3, .fold = 1, STATE_ALIASES(kit_alias) };
static const struct state_node kit_unit[] = {
	S_TEXT_MASK(struct seen_unit, kit, "kit", 16, NULL, kits_kit),
};
static const struct state_node kit_nodes[] = {
	S_LIST(struct seen_game, u, "units", nu, 2, kit_unit, STATE_SETS),
};
#define KIT_ROWS	kit_nodes, STATE_NF(kit_nodes), NULL
static const char kit_good[] = "{\"units\":[{\"kit\":\"bow,club\"},"
    "{\"kit\":\"-\"}]}";

START_TEST(mask_read_by_the_kit)
{
	struct seen_game g;
	unsigned m;

	memset(&g, 0, sizeof g);
	ck_assert(row_case(KIT_ROWS, &g, kit_good, NULL));
	ck_assert_uint_eq(g.u[0].kit, 5u);
	ck_assert_uint_eq(g.u[1].kit, 0u);
	row_back(KIT_ROWS, &g, kit_good);
	memset(&g, 0, sizeof g);
	row_amended(KIT_ROWS, &g, kit_good, "\"bow,club\"", "\"STICK,Bow\"",
	    NULL);
	ck_assert_uint_eq(g.u[0].kit, 5u);
	row_back(KIT_ROWS, &g, kit_good);
	/* as a scenario's word: the same names */
	ck_assert_int_eq(state_names_mask(&kits_kit, NULL, "spear,stick", &m),
	    0);
	ck_assert_uint_eq(m, 6u);
	ck_assert_int_eq(state_names_mask(&kits_kit, NULL, "-", &m), 0);
	ck_assert_uint_eq(m, 0u);
	ck_assert_int_eq(state_names_mask(&kits_kit, NULL, "spear,-", &m), -1);
	ck_assert_int_eq(state_names_index(&kits, NULL, "stick"), -1);
}
END_TEST

static const struct row_damage kit_bad[] = {
	{ "\"bow,club\"", "\"bow,axe\"", "units[0].kit" },
	{ "\"bow,club\"", "\"bow,,club\"", "units[0].kit" },
	{ "\"bow,club\"", "\",bow\"", "units[0].kit" },
	{ "\"bow,club\"", "\"bows\"", "units[0].kit" },
	{ "\"bow,club\"", "\"spear,club,bow,bow\"", "units[0].kit" }, /* long */
	{ "\"bow,club\"", "5", "units[0].kit" },
	{ "\"-\"", "\"--\"", "units[1].kit" },
};

START_TEST(mask_read_by_the_kit_refused)
{
	struct seen_game g;

	row_damaged(KIT_ROWS, &g, sizeof g, kit_good, &kit_bad[_i]);
}
END_TEST

/* A member a later version added (S_INT_SINCE): while the game's
 * version (here its w) is 5 or more, written and read within its
 * bounds; before, neither. */
static const struct state_node since_unit[] = {
	S_INT(struct seen_unit, x, "x", 0, 9),
	S_INT_SINCE(struct seen_unit, y, "y", 0, 9, struct seen_game, w, 5),
};
static const struct state_node since_nodes[] = {
	S_INT(struct seen_game, w, "w", 1, 20),
	S_LIST(struct seen_game, u, "units", nu, 2, since_unit, STATE_SETS),
};
#define SINCE_ROWS	since_nodes, STATE_NF(since_nodes), NULL
static const char since_good[] = "{\"units\":[{\"x\":1,\"y\":2}],"
    "\"w\":5}";

START_TEST(since_a_version)
{
	static const char before[] = "{\"units\":[{\"x\":1}],\"w\":4}";
	struct seen_game g;

	memset(&g, 0, sizeof g);
	ck_assert(row_case(SINCE_ROWS, &g, since_good, NULL));
	ck_assert_int_eq(g.u[0].y, 2);
	row_back(SINCE_ROWS, &g, since_good);
	memset(&g, 0, sizeof g);
	ck_assert(row_case(SINCE_ROWS, &g, before, NULL));
	row_back(SINCE_ROWS, &g, before);
	/* an earlier version's game does not read it, nor write it */
	memset(&g, 0, sizeof g);
	ck_assert(row_case(SINCE_ROWS, &g, "{\"units\":[{\"x\":1,\"y\":99}],"
	    "\"w\":4}", NULL));
	ck_assert_int_eq(g.u[0].y, 0);
	g.u[0].y = 3;
	row_back(SINCE_ROWS, &g, before);
}
END_TEST

static const struct row_damage since_bad[] = {
	{ "\"y\":2", "\"y\":10", "units[0].y" },
	{ ",\"y\":2", "", "units[0].y" },
	{ "\"w\":5", "\"w\":6", NULL },
};

START_TEST(since_a_version_refused)
{
	struct seen_game g;

	row_damaged(SINCE_ROWS, &g, sizeof g, since_good, &since_bad[_i]);
}
END_TEST

static void
add_tests(TCase *tc)
{
	tcase_add_test(tc, seen_round_trip);
	tcase_add_test(tc, seen_canonical);
	ROWS_LOOP(tc, seen_refused, bad);
	tcase_add_test(tc, mask_read_by_the_kit);
	ROWS_LOOP(tc, mask_read_by_the_kit_refused, kit_bad);
	tcase_add_test(tc, since_a_version);
	ROWS_LOOP(tc, since_a_version_refused, since_bad);
}

int
main(void)
{
	return rows_main("state_rows_seen", add_tests);
}
