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
 * empty: no scenario text); texts the module's own parser reads again
 * (S_TEXT, S_TEXT_AS, S_TEXTS) and a list of arrays (S_LIST_BARE); a
 * state with no format that holds its whole game (STATE_WHOLE), its
 * rules fields inline, a rules table written only when off its defaults
 * (S_OBJ_SOME), and a rules table whose after makes of it what its
 * reader does (one bound raised to another).  On a toy game:
 * the exact JSON it encodes to, the same game decoded back, and each bad
 * value refused with its path named.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "module.h"
#include "rows_testlib.h"
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
	return row_json(nodes, STATE_NF(nodes), NULL, g);
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
static const struct row_damage bad[] = {
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

	row_damaged(nodes, STATE_NF(nodes), NULL, &g, sizeof g, good,
	    &bad[_i]);
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
struct fed_game {
	struct more_rules r;
	json_t *rules;
	int n, over;
};

static int
fed_empty(json_t *rules, void *g, struct pbem_err *err)
{
	return rules_table_read(rules, 1, &((struct fed_game *)g)->r,
	    &more_table, err);
}

static const struct state_node fed_nodes[] = {
	S_CONST("format", "whole 1"),
	S_JSON(struct fed_game, rules, "rules", STATE_SHARE),
	S_INT(struct fed_game, n, "n", 0, STATE_GAME(struct fed_game,
	    r.turns, 0)),
};
static const struct state_schema fed_schema = { .format = "whole 1",
	.title = "Whole", .t = fed_nodes, .n = STATE_NF(fed_nodes),
	.empty = fed_empty };
static const struct game_module fed_module = {
	GAME_MODULE_GAME(struct fed_game), .state = &fed_schema };

static int
fed_decode(const char *text, struct fed_game *g, struct pbem_err *err)
{
	json_t *st = json_loads(text, 0, NULL), *enc;
	char *back;
	int rc;

	ck_assert_ptr_nonnull(st);
	memset(g, 0x5a, sizeof *g);	/* the kit zeroes it */
	rc = game_module_decode(&fed_module, st, g, err);
	if (rc == PBEM_OK) {
		enc = game_module_encode(&fed_module, g);
		back = json_dumps(enc, JSON_SORT_KEYS | JSON_COMPACT);
		ck_assert_str_eq(back, text);
		free(back);
		json_decref(enc);
	}
	json_decref(st);
	return rc;
}

START_TEST(fed_state)
{
	struct fed_game g;
	struct pbem_err err;

	ck_assert_int_eq(fed_decode("{\"format\":\"whole 1\",\"n\":7,"
	    "\"rules\":{\"turns\":7}}", &g, &err), PBEM_OK);
	ck_assert_int_eq(g.r.turns, 7);
	ck_assert_int_eq(g.over, 0);
	ck_assert_int_eq(fed_decode("{\"format\":\"whole 1\",\"n\":8,"
	    "\"rules\":{\"turns\":7}}", &g, &err), PBEM_ERR_STATE);
	ck_assert_str_eq(err.msg, "damaged Whole state (n)");
	ck_assert_int_ne(fed_decode("{\"format\":\"whole 1\",\"n\":1,"
	    "\"rules\":{\"turns\":21}}", &g, &err), PBEM_OK);
	ck_assert_ptr_nonnull(strstr(err.msg, "turns"));
	ck_assert_int_eq(fed_decode("{\"format\":\"whole 1\",\"n\":1}",
	    &g, &err), PBEM_ERR_STATE);
	ck_assert_str_eq(err.msg, "not a Whole state");
	ck_assert_int_eq(fed_decode("{\"format\":\"whole 2\",\"n\":1,"
	    "\"rules\":{}}", &g, &err), PBEM_ERR_STATE);
}
END_TEST

/* Texts the module's own parser reads: a line kept as it is ("MOVE n"),
 * a mask stored as its letters ("A,C", "-" for none), and per side a
 * list of lines (a list of arrays: S_LIST_BARE). */
struct text_side {
	int n;
	char line[3][8];
};

struct text_game {
	char line[8];
	unsigned mask;
	struct text_side side[2];
};

static int
line_read(struct state_walk *w, void *base, const char *s)
{
	(void)w;
	(void)base;
	return strncmp(s, "MOVE ", 5) == 0 && s[5] >= '0' && s[5] <= '9' &&
	    s[6] == '\0' ? 0 : -1;
}

static int
mask_read(struct state_walk *w, void *base, const char *s)
{
	unsigned *m = &((struct text_game *)base)->mask;
	size_t i;

	(void)w;
	*m = 0;
	if (strcmp(s, "-") == 0)
		return 0;
	for (i = 0; s[i]; i++)
		if (i % 2 ? s[i] != ',' || !s[i + 1] : s[i] < 'A' || s[i] > 'C')
			return -1;
		else if (i % 2 == 0)
			*m |= 1u << (s[i] - 'A');
	return i ? 0 : -1;
}

static int
mask_write(const struct state_walk *w, const void *base, char *b,
    size_t len)
{
	unsigned m = ((const struct text_game *)base)->mask;
	size_t at = 0;
	int k;

	(void)w;
	for (k = 0; k < 3 && at < len; k++)
		if (m & (1u << k))
			at += (size_t)snprintf(b + at, len - at, "%s%c",
			    at ? "," : "", 'A' + k);
	if (at == 0)
		at = (size_t)snprintf(b, len, "-");
	return at < len ? 0 : -1;
}

static const struct state_node text_side_nodes[] = {
	S_TEXTS(struct text_side, line, NULL, n, 3, line_read),
};
static const struct state_node text_nodes[] = {
	S_TEXT(struct text_game, line, "line", line_read),
	S_TEXT_AS(struct text_game, mask, "mask", 8, mask_read, mask_write),
	S_LIST_BARE(struct text_game, side, "sides", 2, text_side_nodes),
};

static const char text_good[] = "{\"line\":\"MOVE 1\",\"mask\":\"A,C\","
    "\"sides\":[[\"MOVE 2\",\"MOVE 3\"],[]]}";

START_TEST(text_round_trip)
{
	struct text_game g;
	char *s;

	memset(&g, 0, sizeof g);
	row_case(text_nodes, STATE_NF(text_nodes), NULL, &g, text_good, NULL);
	ck_assert_str_eq(g.line, "MOVE 1");
	ck_assert_uint_eq(g.mask, 5);
	ck_assert_int_eq(g.side[0].n, 2);
	ck_assert_int_eq(g.side[1].n, 0);
	ck_assert_str_eq(g.side[0].line[1], "MOVE 3");
	row_back(text_nodes, STATE_NF(text_nodes), NULL, &g, text_good);
	/* no bit: the writer's "-", read back as none */
	g.mask = 0;
	s = row_json(text_nodes, STATE_NF(text_nodes), NULL, &g);
	ck_assert_ptr_nonnull(strstr(s, "\"mask\":\"-\""));
	g.mask = 7;
	row_case(text_nodes, STATE_NF(text_nodes), NULL, &g, s, NULL);
	ck_assert_uint_eq(g.mask, 0);
	free(s);
}
END_TEST

/* Each change the parser (or the bounds) refuses, the place named. */
static const struct row_damage text_bad[] = {
	{ "\"MOVE 1\"", "\"MOVE X\"", "line" },
	{ "\"MOVE 1\"", "\"MOVE 1234\"", "line" },	/* too long */
	{ "\"MOVE 1\"", "1", "line" },
	{ "\"A,C\"", "\"A,D\"", "mask" },
	{ "\"A,C\"", "\"A,C,\"", "mask" },
	{ "\"A,C\"", "\"A,B,C,A,B\"", "mask" },	/* too long */
	{ "\"A,C\"", "null", "mask" },
	{ "\"MOVE 3\"", "\"MOVE\"", "sides[0][1]" },
	{ "\"MOVE 3\"", "\"\"", "sides[0]" },	/* empty: no text */
	{ "[]]", "[\"MOVE 1\",\"RUN\"]]", "sides[1][1]" },
	{ "[]]", "[\"MOVE 1\",\"MOVE 1\",\"MOVE 1\",\"MOVE 1\"]]",
	    "sides[1]" },			/* four: three at most */
	{ "[]]", "7]", "sides[1]" },
	{ ",[]]", "]", "sides" },		/* a side short */
	{ ",[]]", ",[],[]]", "sides" },
};

START_TEST(text_refused)
{
	struct text_game g;

	row_damaged(text_nodes, STATE_NF(text_nodes), NULL, &g, sizeof g,
	    text_good, &text_bad[_i]);
}
END_TEST

/* A state with no format holds the whole game (STATE_WHOLE): decoded
 * into a zeroed game that empty presets, its rules fields standing in
 * the state itself (S_RULES with no key: a scalar and a table of rows,
 * RULES_INTS_ROWS, written back as rows), then checked whole by after,
 * which refuses in its own words. */
struct whole_rules {
	int turns;
	int grid[2][3];
};

struct whole_game {
	int over;
	struct whole_rules r;
	struct more_rules x;	/* written only when not its defaults */
	int pair[2];		/* written only when one is not 0 */
	char name[8];		/* the module's, not stored */
};

static const struct rules_field whole_f[] = {
	RULES_FIELD(struct whole_rules, turns, "turns", 1, 20),
	RULES_INTS_ROWS(struct whole_rules, grid, "grid", 2, 0, 9,
	    RULES_REQUIRED),
};
static const struct rules_table whole_table = RULES_TABLE(whole_f);

static const struct state_node whole_x_nodes[] = {
	S_RULES(struct whole_game, x, "x", more_table, STATE_LAX),
};
static const struct state_node whole_nodes[] = {
	S_INT(struct whole_game, over, "over", 0, 1),
	S_RULES(struct whole_game, r, NULL, whole_table, 0),
	S_OBJ_SOME(NULL, whole_x_nodes),
	{ .key = "pair", .kind = SK_INTS, .off = offsetof(struct whole_game,
	    pair), .lo = 0, .hi = 9, .how = STATE_OPT | STATE_SOME, .max = 2 },
};

static int
whole_empty(json_t *rules, void *g, struct pbem_err *err)
{
	(void)err;
	ck_assert_ptr_null(rules);	/* none: the rows hold them */
	strcpy(((struct whole_game *)g)->name, "ANON");
	return PBEM_OK;
}

static int
whole_after(const void *g, struct pbem_err *err)
{
	const struct whole_game *w = g;

	return w->r.grid[1][2] > w->r.turns ? pbem_fail(err, PBEM_ERR_STATE, 0,
	    "grid beyond the turns") : PBEM_OK;
}

static const struct state_schema whole_schema = STATE_WHOLE("toy",
    whole_nodes, NULL, whole_empty, whole_after);
static const struct game_module whole_module = {
	GAME_MODULE_GAME(struct whole_game),
	.state = &whole_schema,
};

static const char whole_good[] = "{\"grid\":[[1,2,3],[4,5,6]],\"over\":0,"
    "\"turns\":7}";

START_TEST(whole_state)
{
	struct whole_game g;
	struct pbem_err err = { 0 };
	json_t *j = json_loads(whole_good, 0, NULL), *back;
	char *s;

	ck_assert_ptr_nonnull(j);
	memset(&g, 0x55, sizeof g);
	ck_assert_int_eq(game_module_decode(&whole_module, j, &g, &err),
	    PBEM_OK);
	ck_assert_str_eq(g.name, "ANON");	/* empty's, not in the state */
	ck_assert_int_eq(g.r.grid[1][2], 6);
	ck_assert_int_eq(g.x.turns, 5);		/* missing: its default */
	back = game_module_encode(&whole_module, &g);
	s = json_dumps(back, JSON_SORT_KEYS | JSON_COMPACT);
	ck_assert_str_eq(s, whole_good);	/* at its default: not written */
	free(s);
	json_decref(back);
	g.x.turns = 6;
	g.pair[1] = 3;
	back = game_module_encode(&whole_module, &g);
	ck_assert_int_eq(json_integer_value(json_object_get(json_object_get(
	    back, "x"), "turns")), 6);
	ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(
	    back, "pair"), 1)), 3);
	json_decref(back);
	/* a bad row named by its path, the state itself its root */
	json_array_set_new(json_array_get(json_object_get(j, "grid"), 0), 1,
	    json_integer(10));
	ck_assert_int_ne(game_module_decode(&whole_module, j, &g, &err),
	    PBEM_OK);
	ck_assert_str_eq(err.msg, "damaged toy state (grid)");
	json_object_set_new(j, "grid", json_loads("[[1,2,3],[4,5,8]]", 0,
	    NULL));
	ck_assert_int_ne(game_module_decode(&whole_module, j, &g, &err),
	    PBEM_OK);
	ck_assert_str_eq(err.msg, "grid beyond the turns");
	json_object_del(j, "turns");
	ck_assert_int_ne(game_module_decode(&whole_module, j, &g, &err),
	    PBEM_OK);
	ck_assert_str_eq(err.msg, "damaged toy state (turns)");
	json_decref(j);
}
END_TEST

/* A table kept in the state, read as its reader reads it: its after
 * raises the widest to the closest, and a bad field is still refused. */
struct span_rules {
	int lo, hi;
};
struct span_game {
	struct span_rules s;
};
static void
span_fix(struct rules_rd *rd, const json_t *o, void *base)
{
	struct span_rules *r = base;

	(void)rd;
	(void)o;
	if (r->hi < r->lo)
		r->hi = r->lo;
}
static const struct rules_field span_f[] = {
	RULES_FIELD_OR(struct span_rules, lo, "lo", 1, 9, 2),
	RULES_FIELD_OR(struct span_rules, hi, "hi", 1, 9, 4),
};
static const struct rules_table span_table = RULES_TABLE_AFTER(span_f,
    span_fix);
static const struct state_node span_nodes[] = {
	S_RULES(struct span_game, s, "span", span_table, STATE_OPT),
};

START_TEST(rules_after)
{
	struct span_game g;

	memset(&g, 0, sizeof g);
	ck_assert_int_eq(row_case(span_nodes, STATE_NF(span_nodes), NULL, &g,
	    "{\"span\":{\"hi\":3,\"lo\":7}}", NULL), 1);
	ck_assert_int_eq(g.s.hi, 7);
	row_back(span_nodes, STATE_NF(span_nodes), NULL, &g,
	    "{\"span\":{\"hi\":7,\"lo\":7}}");
	ck_assert_int_eq(row_case(span_nodes, STATE_NF(span_nodes), NULL, &g,
	    "{}", NULL), 1);
	ck_assert_int_eq(g.s.hi, 4);
	row_case(span_nodes, STATE_NF(span_nodes), NULL, &g,
	    "{\"span\":{\"hi\":3,\"lo\":10}}", "span.lo");
}
END_TEST

static void
add_tests(TCase *tc)
{
	tcase_add_test(tc, more_round_trip);
	tcase_add_test(tc, table_read);
	tcase_add_test(tc, fed_state);
	ROWS_LOOP(tc, each_read, eaches);
	ROWS_LOOP(tc, words_read, words);
	ROWS_LOOP(tc, more_refused, bad);
	tcase_add_test(tc, text_round_trip);
	tcase_add_test(tc, whole_state);
	ROWS_LOOP(tc, text_refused, text_bad);
	tcase_add_test(tc, rules_after);
}

int
main(void)
{
	return rows_main("state_rows_more", add_tests);
}
