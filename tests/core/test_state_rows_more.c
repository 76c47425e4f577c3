/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_rows_more.c - more of the kit's rows (games/state_schema.h)
 * that spare a module a hand-written codec or bound function: a bound
 * that is an int of the game (STATE_GAME), ids (S_ID, plain and with a
 * prefix; S_UNIQUE, each its own in a list), tuples kept as columns, a
 * codec with no key that stands inline in its object, and a rules table
 * read LAX (missing reads its defaults, always written); and a struct
 * read whole by a rules table (rules_table_read), a field written only
 * when not its default (RULES_SPARSE), names read as their indices
 * (RULES_WORDS_ROWS), a table of named entries as one row (RULES_EACH);
 * and a state that holds the whole
 * game, decoded by the kit from its rules data alone (the schema's
 * empty: no scenario text).  On a toy game:
 * the exact JSON it encodes to, the same game decoded back, and each bad
 * value refused with its path named.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "rules_tables.h"
#include "state_schema.h"

struct more_rules {
	int turns;
};

struct more_game {
	int n;			/* 1..3 */
	int v[3];		/* each below n */
	int kx[2], ky[2];	/* per side: [x, y] pairs, kept as columns */
	int a, b;		/* the codec's, inline */
	struct more_rules r;
	char id[6], cmd[6];	/* an id; a command's, "@U1" */
	int nu;			/* units, each id its own, each name
				 * (not 0) its own among its side's */
	struct more_unit {
		char id[6];
		int name, side;
	} u[4];
};

static const struct rules_field more_f[] = {
	RULES_FIELD_OR(struct more_rules, turns, "turns", 1, 20, 5),
};
static const struct rules_table more_table = RULES_TABLE(more_f);
static const struct rules_field sparse_f[] = {
	{ .key = "turns", .off = offsetof(struct more_rules, turns), .lo = 1,
	    .hi = 20, .dflt = 5, .how = RULES_SPARSE },
};

/* "a" and "b", each 0..9, written and read as members of the object the
 * codec stands in. */
static json_t *
pair_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	const struct more_game *g = base;

	(void)w;
	(void)n;
	(void)skip;
	return json_pack("{s:i,s:i}", "a", g->a, "b", g->b);
}

static int
pair_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *o)
{
	struct more_game *g = base;
	const json_t *a = json_object_get(o, "a"), *b = json_object_get(o,
	    "b");

	(void)n;
	if (!json_is_integer(a) || json_integer_value(a) < 0 ||
	    json_integer_value(a) > 9) {
		state_walk_bad(w, "a");
		return -1;
	}
	if (!json_is_integer(b) || json_integer_value(b) < 0 ||
	    json_integer_value(b) > 9) {
		state_walk_bad(w, "b");
		return -1;
	}
	g->a = (int)json_integer_value(a);
	g->b = (int)json_integer_value(b);
	return 0;
}

static const struct state_node known_nodes[] = {
	S_INT(struct more_game, kx[0], "x", 0, 9),
	S_INT(struct more_game, ky[0], "y", 0, 9),
};

/* Units: an id each its own (S_UNIQUE), a name each its own among its
 * side's, 0 none (S_UNIQUE_BY). */
static const struct state_node unit_nodes[] = {
	S_ID(struct more_unit, id, "id", NULL),
	S_UNIQUE(struct more_unit, id, "id"),
	S_INT(struct more_unit, name, "name", 0, 9),
	S_INT(struct more_unit, side, "side", 0, 1),
	S_UNIQUE_BY(struct more_unit, name, side, "name"),
};

static const struct state_node nodes[] = {
	S_INT(struct more_game, n, "n", 1, 3),
	S_INTS(struct more_game, v, "v", 3, 0,
	    STATE_GAME(struct more_game, n, -1), 0),
	{ .key = "known", .kind = SK_LIST, .how = STATE_COLS | STATE_TUPLE,
	    .max = 2, .sub = known_nodes, .nsub = STATE_NF(known_nodes) },
	S_CODEC(struct more_game, a, NULL, pair_enc, pair_dec, 0),
	S_RULES(struct more_game, r, "rules", more_table, STATE_LAX),
	S_ID(struct more_game, id, "id", NULL),
	S_ID(struct more_game, cmd, "cmd", "@"),
	S_LIST(struct more_game, u, "units", nu, 4, unit_nodes, STATE_SETS),
};

static const char good[] = "{\"a\":1,\"b\":2,\"cmd\":\"@U_1\","
    "\"id\":\"Ab_9\",\"known\":[[1,2],[3,4]],"
    "\"n\":3,\"rules\":{\"turns\":7},"
    "\"units\":[{\"id\":\"A\",\"name\":2,\"side\":0},"
    "{\"id\":\"B\",\"name\":2,\"side\":1},"
    "{\"id\":\"C\",\"name\":0,\"side\":0},"
    "{\"id\":\"D\",\"name\":0,\"side\":0}],\"v\":[0,1,2]}";

static char *
encoded(const struct more_game *g)
{
	json_t *j = state_schema_encode(g, nodes, STATE_NF(nodes), NULL);
	char *s;

	ck_assert_ptr_nonnull(j);
	s = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);
	json_decref(j);
	return s;
}

START_TEST(more_round_trip)
{
	struct more_game g;
	struct state_walk w;
	json_t *j = json_loads(good, 0, NULL);
	char *s;

	ck_assert_ptr_nonnull(j);
	memset(&g, 0, sizeof g);
	ck_assert_msg(state_schema_decode(&w, j, &g, nodes, STATE_NF(nodes),
	    NULL) == 0, "%s", w.d.what);
	ck_assert_int_eq(g.kx[1], 3);
	ck_assert_int_eq(g.ky[1], 4);
	ck_assert_int_eq(g.a, 1);
	ck_assert_int_eq(g.b, 2);
	ck_assert_int_eq(g.r.turns, 7);
	ck_assert_str_eq(g.cmd, "@U_1");
	s = encoded(&g);
	ck_assert_str_eq(s, good);
	free(s);
	/* LAX: no rules read as the defaults, and written all the same */
	json_object_del(j, "rules");
	memset(&g, 0, sizeof g);
	ck_assert_msg(state_schema_decode(&w, j, &g, nodes, STATE_NF(nodes),
	    NULL) == 0, "%s", w.d.what);
	ck_assert_int_eq(g.r.turns, 5);
	s = encoded(&g);
	ck_assert_ptr_nonnull(strstr(s, "\"rules\":{\"turns\":5}"));
	free(s);
	json_decref(j);
}
END_TEST

/* Each change of the good state is refused, the path named. */
static const struct {
	const char *from, *to, *path;
} bad[] = {
	{ "\"v\":[0,1,2]", "\"v\":[0,1,3]", "v" },
	{ "\"n\":3", "\"n\":2", "v" },		/* v[2] is not below n */
	{ "[[1,2],[3,4]]", "[[1,2]]", "known" },
	{ "[[1,2],[3,4]]", "[[1,2],[3,10]]", "known" },
	{ "[[1,2],[3,4]]", "[[1,2],[3,4,5]]", "known" },
	{ "\"a\":1", "\"a\":10", "a" },
	{ "\"b\":2,", "", "b" },
	{ "\"turns\":7", "\"turns\":30", "rules.turns" },
	{ "{\"turns\":7}", "7", "rules" },
	{ "\"Ab_9\"", "\"9Ab\"", "id" },
	{ "\"Ab_9\"", "\"A-b\"", "id" },
	{ "\"Ab_9\"", "\"Abcdef\"", "id" },	/* too long */
	{ "\"Ab_9\"", "\"\"", "id" },
	{ "\"Ab_9\"", "\"@Ab\"", "id" },
	{ "\"Ab_9\"", "7", "id" },
	{ "\"@U_1\"", "\"U_1\"", "cmd" },
	{ "\"@U_1\"", "\"@\"", "cmd" },
	{ "\"@U_1\"", "\"@1U\"", "cmd" },
	{ "{\"id\":\"C\"", "{\"id\":\"b\"", "units[2].id" },
	{ "{\"id\":\"B\"", "{\"id\":\"a\"", "units[1].id" },
	/* a name given twice on one side (0 is none, and may repeat) */
	{ "\"name\":2,\"side\":1", "\"name\":2,\"side\":0",
	    "units[1].name" },
	{ "\"D\",\"name\":0", "\"D\",\"name\":2", "units[3].name" },
};

START_TEST(more_refused)
{
	struct more_game g;
	struct state_walk w;
	char text[512], *at;
	json_t *j;

	at = strstr(good, bad[_i].from);
	ck_assert_ptr_nonnull(at);
	snprintf(text, sizeof text, "%.*s%s%s", (int)(at - good), good,
	    bad[_i].to, at + strlen(bad[_i].from));
	j = json_loads(text, 0, NULL);
	ck_assert_msg(j != NULL, "%s", text);
	memset(&g, 0, sizeof g);
	ck_assert_msg(state_schema_decode(&w, j, &g, nodes, STATE_NF(nodes),
	    NULL) != 0, "%s accepted", text);
	ck_assert_str_eq(w.d.what, bad[_i].path);
	json_decref(j);
}
END_TEST

/* A rules table read in one call: defaults when missing (unless
 * required), the bad value named. */
START_TEST(table_read)
{
	struct more_rules r;
	struct pbem_err err;
	json_t *o = json_pack("{s:i}", "turns", 9), *over = json_pack("{s:i}",
	    "turns", 21), *num = json_integer(3);

	r.turns = 0;
	ck_assert_int_eq(rules_table_read(NULL, 0, &r, &more_table, &err),
	    PBEM_OK);
	ck_assert_int_eq(r.turns, 5);
	ck_assert_int_eq(rules_table_read(o, 1, &r, &more_table, &err),
	    PBEM_OK);
	ck_assert_int_eq(r.turns, 9);
	ck_assert_int_ne(rules_table_read(NULL, 1, &r, &more_table, &err),
	    PBEM_OK);
	ck_assert_int_ne(rules_table_read(num, 0, &r, &more_table, &err),
	    PBEM_OK);
	ck_assert_int_ne(rules_table_read(over, 0, &r, &more_table, &err),
	    PBEM_OK);
	ck_assert_ptr_nonnull(strstr(err.msg, "turns"));
	json_decref(o);
	/* a RULES_SPARSE field is written only when not its default */
	r.turns = 5;
	o = rules_fields_encode(&r, sparse_f, 1);
	ck_assert_int_eq(json_object_size(o), 0);
	json_decref(o);
	r.turns = 6;
	o = rules_fields_encode(&r, sparse_f, 1);
	ck_assert_int_eq(json_integer_value(json_object_get(o, "turns")), 6);
	json_decref(o);
	json_decref(over);
	json_decref(num);
}
END_TEST

/* Names read as their indices (RULES_K_WORDS): one array of them, or
 * rows of them; case ignored when FOLD; each index within its bounds;
 * a bad one named by its key. */
struct words_rules {
	int order[3], grid[2][2];
};
static const char *const word_names[] = { "N", "E", "S", "W" };
static const struct rules_field words_f[] = {
	RULES_WORDS_ROWS(struct words_rules, order, "order", 0, word_names,
	    0, 3, RULES_REQUIRED | RULES_FOLD),
	RULES_WORDS_ROWS(struct words_rules, grid, "grid", 2, word_names,
	    1, 2, 0),
};
static const struct rules_table words_table = RULES_TABLE(words_f);
static const struct {
	const char *json, *what;	/* what NULL: read */
} words[] = {
	{ "{\"order\":[\"s\",\"N\",\"W\"],\"grid\":[[\"E\",\"S\"],"
	    "[\"S\",\"E\"]]}", NULL },
	{ "{\"order\":[\"S\",\"N\",\"W\"]}", NULL },	/* grid kept */
	{ "{\"grid\":[[\"E\",\"S\"],[\"S\",\"E\"]]}", "order" },
	{ "{\"order\":[\"S\",\"N\"]}", "order: not 3 names N..W" },
	{ "{\"order\":[\"S\",\"N\",\"X\"]}", "order" },
	{ "{\"order\":[\"S\",\"N\",\"W\"],\"grid\":[[\"E\",\"W\"],"
	    "[\"S\",\"E\"]]}", "grid: not 2 rows of 2 names E..S" },
	{ "{\"order\":[\"S\",\"N\",\"W\"],\"grid\":[[\"E\",\"S\"]]}",
	    "grid" },
};

START_TEST(words_read)
{
	struct words_rules r = { { 0, 0, 0 }, { { 9, 9 }, { 9, 9 } } };
	struct pbem_err err;
	json_t *o = json_loads(words[_i].json, 0, NULL);
	int rc;

	ck_assert_ptr_nonnull(o);
	rc = rules_table_read(o, 1, &r, &words_table, &err);
	json_decref(o);
	if (words[_i].what != NULL) {
		ck_assert_int_ne(rc, PBEM_OK);
		ck_assert_msg(strstr(err.msg, words[_i].what) != NULL, "%s",
		    err.msg);
		return;
	}
	ck_assert_int_eq(rc, PBEM_OK);
	ck_assert_int_eq(r.order[0] * 100 + r.order[1] * 10 + r.order[2], 203);
	ck_assert_int_eq(r.grid[0][0] * 1000 + r.grid[0][1] * 100 +
	    r.grid[1][0] * 10 + r.grid[1][1], _i == 0 ? 1221 : 9999);
}
END_TEST

/* A table of named entries as one row (RULES_EACH): each entry read by
 * its table, the count set; at least one when required; a bad entry
 * named by its path. */
struct each_kind {
	char key[4];
	int cost;
};
struct each_rules {
	int nkind;
	struct each_kind kind[2];
};
static const struct rules_field kind_f[] = {
	RULES_KEY(struct each_kind, key),
	RULES_FIELD(struct each_kind, cost, "cost", 1, 6),
};
static const struct rules_table kind_table = RULES_TABLE(kind_f);
static const struct rules_field each_f[] = {
	RULES_EACH(struct each_rules, kind, nkind, "kinds", 4, kind_table,
	    RULES_REQUIRED),
};
static const struct rules_table each_table = RULES_TABLE(each_f);
static const struct {
	const char *json, *what;	/* what NULL: read */
} eaches[] = {
	{ "{\"kinds\":{\"B\":{\"cost\":2},\"A\":{\"cost\":6}}}", NULL },
	{ "{\"kinds\":{}}", "kinds: no entries" },
	{ "{}", "kinds" },
	{ "{\"kinds\":{\"A\":{\"cost\":7}}}", "kinds.A.cost" },
	{ "{\"kinds\":{\"A\":{\"cost\":1},\"B\":{\"cost\":1},"
	    "\"C\":{\"cost\":1}}}", "kinds" },	/* over 2 */
	{ "{\"kinds\":{\"LONG\":{\"cost\":1}}}", "kinds" },
};

START_TEST(each_read)
{
	struct each_rules r;
	struct pbem_err err;
	json_t *o = json_loads(eaches[_i].json, 0, NULL);
	int rc;

	ck_assert_ptr_nonnull(o);
	memset(&r, 0, sizeof r);
	rc = rules_table_read(o, 1, &r, &each_table, &err);
	json_decref(o);
	if (eaches[_i].what != NULL) {
		ck_assert_int_ne(rc, PBEM_OK);
		ck_assert_msg(strstr(err.msg, eaches[_i].what) != NULL, "%s",
		    err.msg);
		return;
	}
	ck_assert_int_eq(rc, PBEM_OK);
	ck_assert_int_eq(r.nkind, 2);	/* in the file's order */
	ck_assert_str_eq(r.kind[0].key, "B");
	ck_assert_int_eq(r.kind[0].cost, 2);
	ck_assert_str_eq(r.kind[1].key, "A");
	ck_assert_int_eq(r.kind[1].cost, 6);
}
END_TEST

/* A state that holds the whole game (the schema's empty): the game of
 * its rules data alone, the rows laid over it, refused by path, and the
 * bytes back. */
struct whole_game {
	struct more_rules r;
	json_t *rules;
	int n, over;
};

static int
whole_empty(json_t *rules, void *g, struct pbem_err *err)
{
	return rules_table_read(rules, 1, &((struct whole_game *)g)->r,
	    &more_table, err);
}

static const struct state_node whole_nodes[] = {
	S_CONST("format", "whole 1"),
	S_JSON(struct whole_game, rules, "rules", STATE_SHARE),
	S_INT(struct whole_game, n, "n", 0, STATE_GAME(struct whole_game,
	    r.turns, 0)),
};
static const struct state_schema whole_schema = { .format = "whole 1",
	.title = "Whole", .t = whole_nodes, .n = STATE_NF(whole_nodes),
	.empty = whole_empty };
static const struct game_module whole_module = {
	GAME_MODULE_GAME(struct whole_game), .state = &whole_schema };

static int
whole_decode(const char *text, struct whole_game *g, struct pbem_err *err)
{
	json_t *st = json_loads(text, 0, NULL), *enc;
	char *back;
	int rc;

	ck_assert_ptr_nonnull(st);
	memset(g, 0x5a, sizeof *g);	/* the kit zeroes it */
	rc = game_module_decode(&whole_module, st, g, err);
	if (rc == PBEM_OK) {
		enc = game_module_encode(&whole_module, g);
		back = json_dumps(enc, JSON_SORT_KEYS | JSON_COMPACT);
		ck_assert_str_eq(back, text);
		free(back);
		json_decref(enc);
	}
	json_decref(st);
	return rc;
}

START_TEST(whole_state)
{
	struct whole_game g;
	struct pbem_err err;

	ck_assert_int_eq(whole_decode("{\"format\":\"whole 1\",\"n\":7,"
	    "\"rules\":{\"turns\":7}}", &g, &err), PBEM_OK);
	ck_assert_int_eq(g.r.turns, 7);
	ck_assert_int_eq(g.over, 0);
	ck_assert_int_eq(whole_decode("{\"format\":\"whole 1\",\"n\":8,"
	    "\"rules\":{\"turns\":7}}", &g, &err), PBEM_ERR_STATE);
	ck_assert_str_eq(err.msg, "damaged Whole state (n)");
	ck_assert_int_ne(whole_decode("{\"format\":\"whole 1\",\"n\":1,"
	    "\"rules\":{\"turns\":21}}", &g, &err), PBEM_OK);
	ck_assert_ptr_nonnull(strstr(err.msg, "turns"));
	ck_assert_int_eq(whole_decode("{\"format\":\"whole 1\",\"n\":1}",
	    &g, &err), PBEM_ERR_STATE);
	ck_assert_str_eq(err.msg, "not a Whole state");
	ck_assert_int_eq(whole_decode("{\"format\":\"whole 2\",\"n\":1,"
	    "\"rules\":{}}", &g, &err), PBEM_ERR_STATE);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("state_rows_more");
	TCase *tc = tcase_create("rows");
	SRunner *r;
	int failed;

	tcase_add_test(tc, more_round_trip);
	tcase_add_test(tc, table_read);
	tcase_add_test(tc, whole_state);
	tcase_add_loop_test(tc, each_read, 0,
	    (int)(sizeof eaches / sizeof eaches[0]));
	tcase_add_loop_test(tc, words_read, 0,
	    (int)(sizeof words / sizeof words[0]));
	tcase_add_loop_test(tc, more_refused, 0,
	    (int)(sizeof bad / sizeof bad[0]));
	suite_add_tcase(s, tc);
	r = srunner_create(s);
	srunner_run_all(r, CK_NORMAL);
	failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
