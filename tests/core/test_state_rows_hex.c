/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_hex.c - the kit's rows for a hex map's state
 * (games/state_schema.h): hexes named by their labels
 * (STATE_NAMES_HEX_DASHED, dashed from a version on), an int that must
 * be -1 or a hex on the map (S_INT_NAMED), a name written only while a
 * member is set (S_NAME_IF_SET: a random objective's hex, once rolled),
 * ints written only while one of two is (STATE_WHEN_SET: the sides'
 * random entries), and JSON that must be lines by side (STATE_LINES).  On a toy map of two sheets of 2 x 2
 * hexes, I at the top left and III at the bottom right (16 indices of
 * the bounding box, 8 of them hexes): each case decoded or refused
 * naming its path, then encoded back byte for byte.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hex.h"
#include "state_schema.h"
#include "rows_testlib.h"

struct hex_obj {
	int random, hex;
};

struct hex_game {
	struct hex_layout lay;
	int dash;			/* labels "III-A01" from 2 */
	int entry_random[2], entry[2];	/* map sides rolled, if random */
	int at, from;			/* hexes kept by number */
	unsigned char fort[16];		/* by label */
	struct hex_obj obj[2];		/* 0 fixed at IB02, 1 random */
	json_t *lines;			/* side -> [line] */
};

static const struct state_names hexes = STATE_NAMES_HEX_DASHED(struct
    hex_game, lay, dash, 2);
static const struct state_node obj_nodes[] = {
	S_NAME_IF_SET(struct hex_obj, hex, "hex", hexes, random),
};
static const struct state_node nodes[] = {
	S_INT_NAMED(struct hex_game, at, "at", hexes),
	S_INT_NAMED(struct hex_game, from, "from", hexes),
	S_BYTEMAP(struct hex_game, fort, "forts", hexes, 0, 3),
	S_LIST_FIXED(struct hex_game, obj, "objs", 2, obj_nodes),
	S_JSON_AS(struct hex_game, lines, "lines", STATE_COPY, STATE_LINES),
	{ .key = "entry", .kind = SK_INTS, .off = offsetof(struct hex_game,
	    entry), .lo = -1, .hi = 3, .how = STATE_OPT, .max = 2,
	    STATE_WHEN_SET(struct hex_game, entry_random) },
};

/* What decoding starts from: the scenario's map and objectives. */
static void
fresh(struct hex_game *g, int dash, int ent)
{
	memset(g, 0, sizeof *g);
	ck_assert_int_eq(hex_layout_init(&g->lay, 2, 2), 0);
	ck_assert_int_eq(hex_layout_add(&g->lay, 1, 0, 0), 0);
	ck_assert_int_eq(hex_layout_add(&g->lay, 3, 1, 1), 0);
	g->dash = dash;
	g->entry_random[1] = ent;
	g->obj[0].hex = 5;
	g->obj[1].random = 1;
	g->obj[1].hex = -1;
}

#define LINES	"\"lines\":{\"N\":[\"a\",\"b\"],\"S\":[]}"
static const struct {
	int dash;
	const char *json, *path;	/* path NULL: accepted */
	int at, fort10, rolled;		/* what an accepted case holds */
	int ent, entry1;		/* side 1's entry random; rolled */
} cases[] = {
	{ 0, "{\"at\":0,\"forts\":{\"IIIA01\":2},\"from\":-1," LINES ","
	    "\"objs\":[{},{\"hex\":\"IIIB02\"}]}", NULL, 0, 2, 15, 0, 0 },
	{ 2, "{\"at\":15,\"forts\":{\"III-A01\":3},\"from\":5," LINES ","
	    "\"objs\":[{},{}]}", NULL, 15, 3, -1, 0, 0 },
	{ 1, "{\"at\":0,\"entry\":[-1,2],\"forts\":{\"IIIA01\":1},"
	    "\"from\":-1," LINES ",\"objs\":[{},{}]}", NULL, 0, 1, -1, 1, 2 },
	{ 0, "{\"at\":0,\"entry\":[-1,4],\"forts\":{},\"from\":-1,"
	    LINES ",\"objs\":[{},{}]}", "entry", 0, 0, 0, 1, 0 },
	{ 0, "{\"at\":2,\"forts\":{},\"from\":-1," LINES ",\"objs\":[{},{}]}",
	    "at", 0, 0, 0, 0, 0 },		/* index 2: off the map */
	{ 0, "{\"at\":16,\"forts\":{},\"from\":-1," LINES ",\"objs\":[{},{}]}",
	    "at", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{},\"from\":-2," LINES ",\"objs\":[{},{}]}",
	    "from", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{\"IIA01\":1},\"from\":-1," LINES ","
	    "\"objs\":[{},{}]}", "forts", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{},\"from\":-1," LINES ",\"objs\":[{},"
	    "{\"hex\":\"IC01\"}]}", "objs[1].hex", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{},\"from\":-1," LINES ",\"objs\":[{},"
	    "{\"hex\":5}]}", "objs[1].hex", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{},\"from\":-1,\"lines\":{\"N\":[1]},"
	    "\"objs\":[{},{}]}", "lines", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{},\"from\":-1,\"lines\":{\"N\":\"a\"},"
	    "\"objs\":[{},{}]}", "lines", 0, 0, 0, 0, 0 },
	{ 0, "{\"at\":0,\"forts\":{},\"from\":-1,\"lines\":[],"
	    "\"objs\":[{},{}]}", "lines", 0, 0, 0, 0, 0 },
};

START_TEST(hex_rows)
{
	struct hex_game g;
	struct state_walk w;
	json_t *j = json_loads(cases[_i].json, 0, NULL), *back;
	char *s;
	int rc;

	ck_assert_ptr_nonnull(j);
	fresh(&g, cases[_i].dash, cases[_i].ent);
	rc = state_schema_decode(&w, j, &g, nodes, STATE_NF(nodes), NULL);
	json_decref(j);
	if (cases[_i].path != NULL) {
		ck_assert_msg(rc != 0, "%s accepted", cases[_i].json);
		ck_assert_str_eq(w.d.what, cases[_i].path);
		json_decref(g.lines);
		return;
	}
	ck_assert_msg(rc == 0, "%s: %s", cases[_i].json, w.d.what);
	ck_assert_int_eq(g.at, cases[_i].at);
	ck_assert_int_eq(g.fort[10], cases[_i].fort10);
	ck_assert_int_eq(g.obj[0].hex, 5);	/* fixed: the scenario's */
	ck_assert_int_eq(g.obj[1].hex, cases[_i].rolled);
	ck_assert_int_eq(g.entry[1], cases[_i].entry1);
	back = state_schema_encode(&g, nodes, STATE_NF(nodes), NULL);
	ck_assert_ptr_nonnull(back);
	s = json_dumps(back, JSON_SORT_KEYS | JSON_COMPACT);
	ck_assert_str_eq(s, cases[_i].json);
	free(s);
	json_decref(back);
	json_decref(g.lines);
}
END_TEST

/* Labels read either way, written as the game says; off the map none. */
START_TEST(hex_names)
{
	struct hex_game g;

	fresh(&g, 0, 0);
	ck_assert_int_eq(state_names_count(&hexes, &g), 16);
	ck_assert_str_eq(state_names_name(&hexes, &g, 5), "IB02");
	ck_assert_ptr_null(state_names_name(&hexes, &g, 2));
	ck_assert_ptr_null(state_names_name(&hexes, &g, 16));
	ck_assert_ptr_null(state_names_name(&hexes, &g, -1));
	ck_assert_int_eq(state_names_index(&hexes, &g, "iiib02"), 15);
	ck_assert_int_eq(state_names_index(&hexes, &g, "III-B02"), 15);
	ck_assert_int_eq(state_names_index(&hexes, &g, "IIB02"), -1);
	g.dash = 1;
	ck_assert_str_eq(state_names_name(&hexes, &g, 10), "IIIA01");
	g.dash = 2;
	ck_assert_str_eq(state_names_name(&hexes, &g, 10), "III-A01");
	ck_assert_int_eq(state_names_index(&hexes, &g, "IIIA01"), 10);
	memset(&g.lay, 0, sizeof g.lay);	/* no map yet: no hexes */
	ck_assert_ptr_null(state_names_name(&hexes, &g, 0));
	ck_assert_int_eq(state_names_index(&hexes, &g, "IA01"), -1);
}
END_TEST

static void
add(TCase *tc)
{
	tcase_add_loop_test(tc, hex_rows, 0,
	    (int)(sizeof cases / sizeof cases[0]));
	tcase_add_test(tc, hex_names);
}

int
main(void)
{
	return rows_main("state_rows_hex", add);
}
