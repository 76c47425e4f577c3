/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_schema.c - the kit's state walker (games/state_schema.h) on
 * a small game of its own: what a described state encodes to, byte for
 * byte; that decoding it gives the same game back; and that a value out
 * of its domain, a name that is no name, a list over its bound or a
 * member missing is refused with its path named.  A second toy holds
 * the kinds a table of the open table needs: points, a struct read by a
 * rules table, decks, names from a fixed list, a string never empty.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "deck.h"
#include "plane.h"
#include "rules_tables.h"
#include "state_schema.h"

struct toy_item {
	int a, flag, ref;
	char name[8];
};

struct toy {
	char side[2][8];
	int turn, nitems;
	struct toy_item it[3];
	int counts[2];
	int known[2], seen[2];	/* per side columns */
	int owner, extra;
	unsigned mask;
};

static const char *
side_name(const void *g, int i)
{
	return i < 2 ? ((const struct toy *)g)->side[i] : NULL;
}

static int
side_index(const void *g, const char *s)
{
	int i;

	for (i = 0; i < 2; i++)
		if (strcmp(((const struct toy *)g)->side[i], s) == 0)
			return i;
	return -1;
}

static int
two(const void *g)
{
	(void)g;
	return 2;
}

static const struct state_names sides = { .name = side_name,
    .index = side_index, .count = two };

static const char *
item_name(const void *g, int i)
{
	return i < ((const struct toy *)g)->nitems ?
	    ((const struct toy *)g)->it[i].name : NULL;
}

static int
item_index(const void *gv, const char *s)
{
	const struct toy *g = gv;
	int i;

	for (i = 0; i < g->nitems; i++)
		if (strcmp(g->it[i].name, s) == 0)
			return i;
	return -1;
}

static const struct state_names items = { .name = item_name,
    .index = item_index };

/* The turn bounds an item's a: a symbolic bound. */
static int
sym(const struct state_walk *w, int k)
{
	(void)k;
	return ((const struct toy *)w->game)->turn;
}

static const struct state_node item_nodes[] = {
	S_STR(struct toy_item, name, "name", 0),
	S_INT(struct toy_item, a, "a", 0, STATE_SYM(0)),
	S_BOOL(struct toy_item, flag, "flag"),
	/* a later item, read in the second pass */
	S_NAME(struct toy_item, ref, "ref", items, STATE_NUL | STATE_LATER),
};
static const struct state_node col_nodes[] = {
	S_BOOL(struct toy, known[0], "known"),
	S_INT(struct toy, seen[0], "seen", 0, 9),
};
static const struct state_node toy_nodes[] = {
	S_CONST("format", "toy 1"),
	S_STRS(struct toy, side, "sides", 2),
	S_INT(struct toy, turn, "turn", 1, 10),
	S_LIST(struct toy, it, "items", nitems, 3, item_nodes, STATE_SETS),
	S_INTS(struct toy, counts, "counts", 2, 0, 5, 0),
	S_SIDES("sides_know", sides, sizeof(int), col_nodes),
	S_NAME(struct toy, owner, "owner", sides, STATE_NUL),
	S_INT_OPT(struct toy, extra, "extra", 0, 7, 0),
	S_MASK(struct toy, mask, "mask", sides, 0),
};

static const char expected[] = "{\"counts\":[1,2],\"format\":\"toy 1\","
    "\"items\":[{\"a\":3,\"flag\":true,\"name\":\"X1\",\"ref\":\"X2\"},"
    "{\"a\":0,\"flag\":false,\"name\":\"X2\",\"ref\":null}],"
    "\"mask\":[\"RED\"],\"owner\":\"BLUE\",\"sides\":[\"RED\",\"BLUE\"],"
    "\"sides_know\":{\"BLUE\":{\"known\":false,\"seen\":4},"
    "\"RED\":{\"known\":true,\"seen\":0}},\"turn\":3}";

static void
toy_fill(struct toy *g)
{
	memset(g, 0, sizeof *g);
	strcpy(g->side[0], "RED");
	strcpy(g->side[1], "BLUE");
	g->turn = 3;
	g->nitems = 2;
	strcpy(g->it[0].name, "X1");
	g->it[0].a = 3;
	g->it[0].flag = 1;
	g->it[0].ref = 1;
	strcpy(g->it[1].name, "X2");
	g->it[1].ref = -1;
	g->counts[0] = 1;
	g->counts[1] = 2;
	g->known[0] = 1;
	g->seen[1] = 4;
	g->owner = 1;
	g->mask = 1;
}

static char *
dump(const json_t *o)
{
	return json_dumps(o, JSON_SORT_KEYS | JSON_COMPACT);
}

START_TEST(encodes_and_decodes)
{
	struct toy g, back;
	struct state_walk w;
	json_t *o;
	char *s, *s2;

	toy_fill(&g);
	o = state_schema_encode(&g, toy_nodes, STATE_NF(toy_nodes), sym);
	ck_assert_ptr_nonnull(o);
	s = dump(o);
	ck_assert_str_eq(s, expected);
	memset(&back, 0, sizeof back);
	ck_assert_int_eq(state_schema_decode(&w, o, &back, toy_nodes,
	    STATE_NF(toy_nodes), sym), 0);
	ck_assert_int_eq(memcmp(&g, &back, sizeof g), 0);
	json_decref(o);
	o = state_schema_encode(&back, toy_nodes, STATE_NF(toy_nodes), sym);
	s2 = dump(o);
	ck_assert_str_eq(s, s2);
	free(s);
	free(s2);
	json_decref(o);
}
END_TEST

/* One member changed in the encoded toy, and the path the refusal
 * names. */
static const struct {
	const char *ptr, *value, *what;
} refused[] = {
	{ "turn", "11", "turn" },
	{ "turn", "\"3\"", "turn" },
	{ "format", "\"toy 2\"", "format" },
	{ "items/1/a", "4", "items[1].a" },	/* over the turn */
	{ "items/0/ref", "\"X9\"", "items[0].ref" },
	{ "items/0/flag", "2", "items[0].flag" },
	{ "items/0/name", "\"LONGNAME\"", "items[0].name" },
	{ "sides_know/BLUE/seen", "10", "sides_know.BLUE.seen" },
	{ "counts", "[1]", "counts" },
	{ "owner", "\"GREEN\"", "owner" },
	{ "mask", "[\"GREEN\"]", "mask" },
	{ "extra", "8", "extra" },
	{ "items", "[{},{},{},{}]", "items" },	/* over 3 */
	{ "sides", "[\"RED\",\"\"]", "sides" },
};

START_TEST(out_of_domain_refused)
{
	struct toy g;
	struct state_walk w;
	json_t *o = json_loads(expected, 0, NULL), *at = o, *v;
	char path[64], *p, *k;

	ck_assert_ptr_nonnull(o);
	snprintf(path, sizeof path, "%s", refused[_i].ptr);
	/* walk to the member's parent, then set it */
	for (p = path; (k = strchr(p, '/')) != NULL; p = k + 1) {
		*k = '\0';
		at = json_is_array(at) ? json_array_get(at, (size_t)atoi(p)) :
		    json_object_get(at, p);
		ck_assert_ptr_nonnull(at);
	}
	v = json_loads(refused[_i].value, JSON_DECODE_ANY, NULL);
	ck_assert_ptr_nonnull(v);
	ck_assert_int_eq(json_object_set_new(at, p, v), 0);
	memset(&g, 0, sizeof g);
	ck_assert_int_eq(state_schema_decode(&w, o, &g, toy_nodes,
	    STATE_NF(toy_nodes), sym), -1);
	ck_assert_str_eq(w.d.what, refused[_i].what);
	json_decref(o);
}
END_TEST

START_TEST(missing_refused_unless_optional)
{
	struct toy g;
	struct state_walk w;
	json_t *o = json_loads(expected, 0, NULL);

	/* extra is optional: missing, it reads its default */
	ck_assert_int_eq(state_schema_decode(&w, o, &g, toy_nodes,
	    STATE_NF(toy_nodes), sym), 0);
	ck_assert_int_eq(g.extra, 0);
	json_object_del(o, "counts");
	ck_assert_int_eq(state_schema_decode(&w, o, &g, toy_nodes,
	    STATE_NF(toy_nodes), sym), -1);
	ck_assert_str_eq(w.d.what, "counts");
	json_decref(o);
}
END_TEST

/* ---- the second toy: geometry, rules numbers, decks, words ---- */

struct shape_rules {
	int reach, dice;
};

struct shape {
	char id[8];
	int kind, n;
	struct plane_pt p[3];
	struct {
		int n, x[3], y[3];
	} cols;				/* the same points as two columns */
	struct shape_rules r;
	struct deck deck[1];
};

static const struct rules_field shape_fields[] = {
	RULES_FIELD_OR(struct shape_rules, reach, "reach", 0, 100, 12),
	RULES_FIELD_OR(struct shape_rules, dice, "dice", 1, 6, 2),
};
static const struct rules_table shape_table = RULES_TABLE(shape_fields);
static const char *const kind_words[] = { "WOOD", "HILL" };
static const struct state_names kinds = { .words = kind_words,
    .nwords = 2 };

/* The points lie on a table 50 by 20. */
static const struct state_node shape_nodes[] = {
	S_STR(struct shape, id, "id", STATE_FULL),
	S_NAME(struct shape, kind, "kind", kinds, 0),
	S_PTS(struct shape, p, "pts", n, 2, 3, 50, 20),
	S_XY(struct shape, cols.x, cols.y, "cols", cols.n, 2, 3, 50, 20),
	S_RULES(struct shape, r, "rules", shape_table, STATE_OPT),
	S_DECKS(struct shape, deck, "decks", 1, 3, 3),
};

static void
shape_fill(struct shape *g)
{
	static const int ids[] = { 1, 2, 3 };
	struct pbem_err err;

	memset(g, 0, sizeof *g);
	strcpy(g->id, "S1");
	g->kind = 1;
	g->n = 2;
	g->p[0] = (struct plane_pt){ 0, 20 };
	g->p[1] = (struct plane_pt){ 50, 7 };
	g->cols.n = 3;
	g->cols.x[0] = 1, g->cols.y[0] = 2;
	g->cols.x[1] = 50, g->cols.y[1] = 0;
	g->cols.x[2] = 0, g->cols.y[2] = 20;
	g->r.reach = 12;
	g->r.dice = 2;
	ck_assert_int_eq(deck_init(&g->deck[0], "D", ids, 3, 0, &err),
	    PBEM_OK);
}

static int
shape_decode(const json_t *o, struct shape *g, struct state_walk *w)
{
	memset(g, 0, sizeof *g);
	return state_schema_decode(w, o, g, shape_nodes, STATE_NF(shape_nodes),
	    NULL);
}

START_TEST(shape_round_trip)
{
	struct shape g, back;
	struct state_walk w;
	json_t *o, *o2;
	char *s, *s2;

	shape_fill(&g);
	o = state_schema_encode(&g, shape_nodes, STATE_NF(shape_nodes), NULL);
	ck_assert_ptr_nonnull(o);
	/* the rules at their defaults are not written */
	ck_assert_ptr_null(json_object_get(o, "rules"));
	s = dump(json_object_get(o, "pts"));
	ck_assert_str_eq(s, "[[0,20],[50,7]]");
	free(s);
	s = dump(json_object_get(o, "cols"));
	ck_assert_str_eq(s, "[[1,2],[50,0],[0,20]]");
	free(s);
	ck_assert_str_eq(json_string_value(json_object_get(o, "kind")),
	    "HILL");
	ck_assert_int_eq(shape_decode(o, &back, &w), 0);
	ck_assert_int_eq(back.n, 2);
	ck_assert_int_eq(back.p[1].x, 50);
	ck_assert_int_eq(back.p[1].y, 7);
	ck_assert_int_eq(back.cols.n, 3);
	ck_assert_int_eq(back.cols.x[0], 1);
	ck_assert_int_eq(back.cols.y[0], 2);
	ck_assert_int_eq(back.cols.x[1], 50);
	ck_assert_int_eq(back.cols.y[2], 20);
	ck_assert_int_eq(back.r.reach, 12);
	ck_assert_int_eq(back.deck[0].ncards, 3);
	/* one not at its default: all are written, and read back */
	g.r.dice = 5;
	json_decref(o);
	o = state_schema_encode(&g, shape_nodes, STATE_NF(shape_nodes), NULL);
	s = dump(json_object_get(o, "rules"));
	ck_assert_str_eq(s, "{\"dice\":5,\"reach\":12}");
	free(s);
	ck_assert_int_eq(shape_decode(o, &back, &w), 0);
	ck_assert_int_eq(back.r.dice, 5);
	o2 = state_schema_encode(&back, shape_nodes, STATE_NF(shape_nodes),
	    NULL);
	s = dump(o);
	s2 = dump(o2);
	ck_assert_str_eq(s, s2);
	free(s);
	free(s2);
	json_decref(o);
	json_decref(o2);
}
END_TEST

static const struct {
	const char *key, *value, *what;
} shape_refused[] = {
	{ "id", "\"\"", "id" },			/* FULL: not empty */
	{ "kind", "\"wood\"", "kind" },		/* words match exactly */
	{ "pts", "[[0,0]]", "pts" },			/* fewer than 2 */
	{ "pts", "[[0,0],[1,1],[2,2],[3,3]]", "pts" },	/* more than 3 */
	{ "pts", "[[0,0],[51,0]]", "pts" },		/* x over 50 */
	{ "pts", "[[0,0],[0,21]]", "pts" },		/* y over 20 */
	{ "pts", "[[0,0],[-1,0]]", "pts" },
	{ "pts", "[[0,0],[1]]", "pts" },
	{ "pts", "[[0,0],[1,\"2\"]]", "pts" },
	{ "cols", "[[0,0]]", "cols" },
	{ "cols", "[[0,0],[1,1],[2,2],[3,3]]", "cols" },
	{ "cols", "[[0,0],[51,0]]", "cols" },
	{ "cols", "[[0,0],[0,21]]", "cols" },
	{ "cols", "[[0,-1],[0,0]]", "cols" },
	{ "cols", "[[0,0],[1,2,3]]", "cols" },
	{ "cols", "{}", "cols" },
	{ "rules", "{\"dice\":7}", "rules.dice" },	/* its path */
	{ "rules", "{\"reach\":\"12\"}", "rules.reach" },
	{ "rules", "[]", "rules" },
	{ "decks", "[]", "decks" },
	{ "decks", "[null]", "decks" },
};

START_TEST(shape_refusals)
{
	struct shape g;
	struct state_walk w;
	json_t *o, *v;

	shape_fill(&g);
	o = state_schema_encode(&g, shape_nodes, STATE_NF(shape_nodes), NULL);
	v = json_loads(shape_refused[_i].value, JSON_DECODE_ANY, NULL);
	ck_assert_ptr_nonnull(v);
	ck_assert_int_eq(json_object_set_new(o, shape_refused[_i].key, v), 0);
	ck_assert_int_eq(shape_decode(o, &g, &w), -1);
	ck_assert_str_eq(w.d.what, shape_refused[_i].what);
	json_decref(o);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("state_schema");
	TCase *tc = tcase_create("walk");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, encodes_and_decodes);
	tcase_add_loop_test(tc, out_of_domain_refused, 0,
	    (int)(sizeof refused / sizeof refused[0]));
	tcase_add_test(tc, missing_refused_unless_optional);
	tcase_add_test(tc, shape_round_trip);
	tcase_add_loop_test(tc, shape_refusals, 0,
	    (int)(sizeof shape_refused / sizeof shape_refused[0]));
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
