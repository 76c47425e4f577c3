/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_oneof.c - the kit's rows for alternatives, one of
 * them held (games/state_schema.h: S_ONE_OF), a single point kept as
 * two ints (S_XY_ONE), a string that is a name the game knows or an id
 * or a word (S_ID_OF, S_ID_BY_OR), a name with its own default
 * (S_NAME_OPT), a part of the game walked alone (state_schema_encode_in,
 * state_schema_decode_in), and bounds checked in the second pass
 * (S_RANGE_IS_LATER, S_RANGE_IF_LATER).  On a toy game of three guns on
 * a board of w by h: each may have a FIRE at a point, at a place of the
 * game's list (read after it: LATER) or at a target (a unit "U<digit>"
 * or a word), with its round; and may track a point or a unit, or
 * nothing; a gun in mode 2 has a FIRE's aim, and one with an aim is in
 * mode 2 (checked once the aim is read).  The good state decoded and
 * written back byte for byte, each damage refused by its path.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rows_testlib.h"

struct one_gun {
	int on, aim, x, y, ammo;	/* aim: 1 point, 2 place, 3 target */
	int mode;				/* 2: aimed */
	char place[8], target[8];
	int track, tx, ty;			/* track: 1 point, 2 unit */
	char unit[8];
};

struct one_place {
	char id[8];
};

struct one_game {
	int w, h, nguns, nplaces;
	struct one_gun gun[3];
	struct one_place place[3];
};

/* A unit's id: "U" and a digit. */
static int
unit_id(const char *s)
{
	return s[0] == 'U' && s[1] >= '0' && s[1] <= '9' && s[2] == '\0';
}

static const char *const word[] = { "NEAREST", "NONE" };
static const char *const round_word[] = { "AUTO", "CAN", "BALL" };
static const struct state_names words = { .words = word, .nwords = 2 },
    rounds = { .words = round_word, .nwords = 3, .fold = 1 },
    places = STATE_NAMES_OF(struct one_game, place, id, nplaces);

#define W_	STATE_GAME(struct one_game, w, 0)
#define H_	STATE_GAME(struct one_game, h, 0)
static const struct state_node aim_nodes[] = {
	S_XY_ONE(struct one_gun, x, y, "point", W_, H_),
	S_ID_OF(struct one_gun, place, "place", places),
	S_ID_BY_OR(struct one_gun, target, "target", unit_id, words),
};
static const struct state_node fire_nodes[] = {
	S_ONE_OF(struct one_gun, aim, aim_nodes, STATE_LATER),
	S_NAME_OPT(struct one_gun, ammo, "ammo", rounds, 0),
};
static const struct state_node track_nodes[] = {
	S_XY_ONE(struct one_gun, tx, ty, "track_pt", W_, H_),
	S_ID_BY(struct one_gun, unit, "track_id", unit_id),
};
static const struct state_node gun_nodes[] = {
	S_OBJ_IF(struct one_gun, on, "fire", fire_nodes),
	S_ONE_OF(struct one_gun, track, track_nodes, STATE_OPT),
	S_INT(struct one_gun, mode, "mode", 0, 2),
	S_RANGE_IS_LATER(struct one_gun, aim, 1, 3, mode, 2, "mode"),
	S_RANGE_IF_LATER(struct one_gun, mode, 2, 2, aim, "mode"),
};
static const struct state_node place_nodes[] = {
	S_ID(struct one_place, id, "id", NULL),
};
static const struct state_node nodes[] = {
	S_INT(struct one_game, w, "w", 1, 99),
	S_INT(struct one_game, h, "h", 1, 99),
	S_LIST(struct one_game, gun, "guns", nguns, 3, gun_nodes, STATE_SETS),
	S_LIST(struct one_game, place, "places", nplaces, 3, place_nodes,
	    STATE_SETS),
};
#undef W_
#undef H_

#define G0	"{\"fire\":{\"ammo\":\"CAN\",\"point\":[3,4]},\"mode\":2," \
		"\"track_pt\":[1,2]}"
#define G1	"{\"fire\":{\"place\":\"Wood\"},\"mode\":2}"
#define G2	"{\"fire\":{\"ammo\":\"BALL\",\"target\":\"U7\"}," \
		"\"mode\":2,\"track_id\":\"U2\"}"
static const char good[] = "{\"guns\":[" G0 "," G1 "," G2 "],\"h\":20,"
    "\"places\":[{\"id\":\"Hill\"},{\"id\":\"Wood\"}],\"w\":30}";

START_TEST(one_of_good)
{
	struct one_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	ck_assert_int_eq(g.gun[0].aim, 1);
	ck_assert_int_eq(g.gun[0].y, 4);
	ck_assert_int_eq(g.gun[0].ammo, 1);
	ck_assert_int_eq(g.gun[0].track, 1);
	ck_assert_int_eq(g.gun[1].aim, 2);
	ck_assert_str_eq(g.gun[1].place, "Wood");
	ck_assert_int_eq(g.gun[1].ammo, 0);
	ck_assert_int_eq(g.gun[1].track, 0);
	ck_assert_int_eq(g.gun[2].aim, 3);
	ck_assert_int_eq(g.gun[2].track, 2);
	/* only the one held is written, whatever the others hold */
	snprintf(g.gun[1].target, sizeof g.gun[1].target, "U1");
	g.gun[2].tx = 5;
	row_back(nodes, STATE_NF(nodes), NULL, &g, good);
}
END_TEST

static const struct row_damage bad[] = {
	/* a point on the board, a pair */
	{ "[3,4]", "[31,4]", "guns[0].fire.point" },
	{ "[3,4]", "[3,21]", "guns[0].fire.point" },
	{ "[3,4]", "[3]", "guns[0].fire.point" },
	{ "[3,4]", "3", "guns[0].fire.point" },
	{ "[1,2]", "[1,-1]", "guns[0].track_pt" },
	/* a place the game has (case ignored), read after the places */
	{ "\"place\":\"Wood\"", "\"place\":\"Lake\"", "guns[1].fire.place" },
	{ "\"place\":\"Wood\"", "\"place\":\"wOOD\"", NULL },
	{ "\"place\":\"Wood\"", "\"place\":7", "guns[1].fire.place" },
	/* a unit's id or a word, the word as it is */
	{ "\"target\":\"U7\"", "\"target\":\"X7\"", "guns[2].fire.target" },
	{ "\"target\":\"U7\"", "\"target\":\"NEAREST\"", NULL },
	{ "\"target\":\"U7\"", "\"target\":\"nearest\"",
	    "guns[2].fire.target" },
	{ "\"track_id\":\"U2\"", "\"track_id\":\"NONE\"", "guns[2].track_id" },
	/* one of them: none is refused at the last; null is none; the
	 * first one there is read */
	{ "{\"place\":\"Wood\"}", "{\"ammo\":\"CAN\"}", "guns[1].fire.target" },
	{ "{\"place\":\"Wood\"}", "{\"point\":null,\"place\":\"Wood\"}",
	    NULL },
	{ "{\"place\":\"Wood\"}", "{\"place\":\"Wood\",\"target\":9}", NULL },
	{ "{\"place\":\"Wood\"}", "{\"point\":[1,1],\"place\":\"Lake\"}",
	    NULL },
	{ "{\"place\":\"Wood\"}", "5", "guns[1].fire" },
	/* a round by its name, case ignored; its default not written */
	{ "\"ammo\":\"CAN\"", "\"ammo\":\"GRAPE\"", "guns[0].fire.ammo" },
	{ "\"ammo\":\"CAN\"", "\"ammo\":\"can\"", NULL },
	{ "\"ammo\":\"CAN\"", "\"ammo\":null", NULL },
	/* mode 2 has an aim, an aim mode 2, once the aim is read */
	{ "{\"fire\":{\"place\":\"Wood\"},\"mode\":2}", "{\"mode\":2}",
	    "guns[1].mode" },
	{ "\"Wood\"},\"mode\":2}", "\"Wood\"},\"mode\":1}", "guns[1].mode" },
	{ "{\"fire\":{\"place\":\"Wood\"},\"mode\":2}", "{\"mode\":1}",
	    NULL },
};

START_TEST(one_of_refused)
{
	struct one_game g;

	row_damaged(nodes, STATE_NF(nodes), NULL, &g, sizeof g, good,
	    &bad[_i]);
}
END_TEST

/* One gun alone, with the game's names and bounds: its JSON, and back. */
START_TEST(one_of_in)
{
	struct one_game g;
	struct one_gun k;
	struct state_walk w;
	json_t *j;
	char *s;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(nodes, STATE_NF(nodes), NULL, &g, good,
	    NULL), 1);
	j = state_schema_encode_in(&g, &g.gun[2], gun_nodes,
	    STATE_NF(gun_nodes), NULL);
	ck_assert_ptr_nonnull(j);
	s = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);
	ck_assert_str_eq(s, G2);
	free(s);
	json_decref(j);
	memset(&k, 0, sizeof k);
	j = json_loads("{\"fire\":{\"place\":\"hill\"},\"mode\":2}", 0,
	    NULL);
	ck_assert_int_eq(state_schema_decode_in(&w, j, &g, &k, gun_nodes,
	    STATE_NF(gun_nodes), NULL), 0);
	ck_assert_int_eq(k.on, 1);
	ck_assert_int_eq(k.aim, 2);
	ck_assert_str_eq(k.place, "hill");
	json_decref(j);
	j = json_loads("{\"fire\":{\"point\":[30,21]},\"mode\":2}", 0,
	    NULL);
	ck_assert_int_eq(state_schema_decode_in(&w, j, &g, &k, gun_nodes,
	    STATE_NF(gun_nodes), NULL), -1);
	ck_assert_str_eq(w.d.what, "fire.point");
	json_decref(j);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_test(tc, one_of_good);
	ROWS_LOOP(tc, one_of_refused, bad);
	tcase_add_test(tc, one_of_in);
}

int
main(void)
{
	return rows_main("state_rows_oneof", add);
}
