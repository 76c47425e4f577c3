/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_rules_kit.c - the kit's readers of rules data that the modules
 * share beyond rules_tables.c: options by name (games/rules_options.h),
 * from text and from the rules data's "options" object; the field
 * table's map codes and letters, its ints a word may stand for, its
 * required flags, the rows of an array, rows each in the place one of
 * its fields names (and those rows as one field of a table:
 * RULES_PLACED), objects of named ints, and objects of named objects
 * one member each (RULES_NAMED_IN) (games/rules_tables.h).
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rules_options.h"
#include "rules_tables.h"
#include "rules_testlib.h"

struct toy_opts {
	int fog, range, mode, spare;
};
static const char *const mode_words[] = { "cone", "corridor", "none" };
static const int mode_values[] = { 1, 0, 7 };
static const struct rules_option toy[] = {
	RULES_OPT_SWITCH(struct toy_opts, fog, "fog", 1),
	RULES_OPT_NUMBER(struct toy_opts, range, "range", 1, 12, 3),
	RULES_OPT_WORD(struct toy_opts, mode, "arc", mode_words, mode_values,
	    1),
};
#define NTOY	RULES_NOPTIONS(toy)

START_TEST(options_from_text)
{
	struct toy_opts o = { 9, 9, 9, 9 };
	static const char *const on[] = { "on", "TRUE", "Yes", "1" };
	static const char *const off[] = { "OFF", "false", "no", "0" };
	static const char *const bad_numbers[] = { "", "0", "13", "+5", " 5",
		"5 ", "5x", "-1", "1234567890", "99999999999999999999" };
	size_t i;

	rules_options_default(toy, NTOY, &o);
	ck_assert_int_eq(o.fog, 1);
	ck_assert_int_eq(o.range, 3);
	ck_assert_int_eq(o.mode, 1);
	ck_assert_int_eq(o.spare, 9);	/* not an option: left alone */
	for (i = 0; i < 4; i++) {
		ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "fog", off[i]),
		    0);
		ck_assert_int_eq(o.fog, 0);
		ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "FOG", on[i]),
		    0);
		ck_assert_int_eq(o.fog, 1);
	}
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "fog", "2"), -1);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "range", "12"), 0);
	ck_assert_int_eq(o.range, 12);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "range", "007"), 0);
	ck_assert_int_eq(o.range, 7);
	for (i = 0; i < sizeof bad_numbers / sizeof bad_numbers[0]; i++) {
		ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "range",
		    bad_numbers[i]), -1);
		ck_assert_int_eq(o.range, 7);
	}
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "arc", "None"), 0);
	ck_assert_int_eq(o.mode, 7);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "arc", "corridor"),
	    0);
	ck_assert_int_eq(o.mode, 0);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "arc", "cones"), -1);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "spare", "1"), -1);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, NULL, "1"), -1);
	ck_assert_int_eq(rules_option_set(toy, NTOY, &o, "fog", NULL), -1);
	ck_assert_int_eq(o.spare, 9);
}
END_TEST

/* The rules data's object: JSON true/false, whole numbers and strings;
 * the first refused member is named. */
static int
read_opts(struct rules_rd *rd, const json_t *j, void *ctx)
{
	rules_options_read(rd, j, toy, NTOY, ctx);
	return 0;
}

START_TEST(options_from_rules_data)
{
	struct toy_opts o = { 9, 9, 9, 9 };
	char m[256];

	ck_assert_int_eq(rules_try("{\"fog\": false, \"range\": 11, \"arc\": "
	    "\"none\"}", read_opts, &o, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(o.fog, 0);
	ck_assert_int_eq(o.range, 11);
	ck_assert_int_eq(o.mode, 7);
	/* not an object: the defaults, and no error */
	ck_assert_int_eq(rules_try("[1]", read_opts, &o, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(o.fog, 1);
	ck_assert_int_eq(o.range, 3);
	/* a number that would wrap to a good one as an int is refused */
	ck_assert_int_eq(rules_try("{\"range\": 4294967301}", read_opts, &o, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: options.range: an unknown option or "
	    "a bad value");
	ck_assert_int_eq(rules_try("{\"fog\": true, \"range\": 2.0}", read_opts,
	    &o, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: options.range: an unknown option or "
	    "a bad value");
	ck_assert_int_eq(rules_try("{\"fog\": \"on\", \"wind\": 1}", read_opts,
	    &o, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: options.wind: an unknown option or "
	    "a bad value");
	ck_assert_int_eq(rules_try("{\"arc\": null}", read_opts, &o, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_int_eq(o.spare, 9);
}
END_TEST

/* Terrain keyed by its map code, its cost a number or "all". */
struct toy_terrain {
	char code;
	int cost, cover;
};
static const struct rules_field terrain_fields[] = {
	RULES_CODE(struct toy_terrain, code),
	RULES_FIELD_WORD_AS(struct toy_terrain, cost, "cost", -1, 6, "all",
	    -1),
	RULES_FIELD_OR(struct toy_terrain, cover, "cover", 0, 2, 0),
};

/* j's terrain into 4 struct toy_terrain (rules_try_rows) */
static int
read_terrain(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_terrain *t = ctx;

	return rules_each_fields(rd, j, "terrain", 4, 2, 1, t, sizeof t[0],
	    terrain_fields, RULES_NFIELDS(terrain_fields));
}

START_TEST(codes_and_words_as_numbers)
{
	struct toy_terrain t[4];
	char m[256];

	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\".\": {\"cost\": 1}, "
	    "\"#\": {\"cost\": \"all\", \"cover\": 2}}}", read_terrain, t, m,
	    sizeof m), 2);
	/* sorted: '#' before '.' */
	ck_assert_int_eq(t[0].code, '#');
	ck_assert_int_eq(t[0].cost, -1);
	ck_assert_int_eq(t[0].cover, 2);
	ck_assert_int_eq(t[1].code, '.');
	ck_assert_int_eq(t[1].cost, 1);
	ck_assert_int_eq(t[1].cover, 0);
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\" \": {\"cost\": 1}}}",
	    read_terrain, t, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: terrain. : a code is not one "
	    "character");
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\"\\u007f\": "
	    "{\"cost\": 1}}}", read_terrain, t, m, sizeof m), -1);
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\"ab\": {\"cost\": "
	    "1}}}", read_terrain, t, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: terrain: a key is too long");
	/* every entry is named under the table, not only the first */
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\".\": {\"cost\": 1}, "
	    "\"x\": {\"cost\": 9}}}", read_terrain, t, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: terrain.x.cost: not an integer -1..6");
	/* only the word itself stands for the number */
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\"x\": {\"cost\": "
	    "\"ALL\"}}}", read_terrain, t, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: terrain.x.cost: not an integer -1..6");
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\"x\": {}}}",
	    read_terrain, t, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: terrain.x.cost: missing");
	ck_assert_int_eq(rules_try_rows("{\"terrain\": {\"x\": {\"cost\": 7}}}",
	    read_terrain, t, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: terrain.x.cost: not an integer -1..6");
}
END_TEST

/* A map letter as a one-character string; flags that must be there. */
struct toy_type {
	char sym;
	unsigned flags;
};
static const char *const toy_flags[] = { "shock", "lance" };
static const struct rules_field type_fields[] = {
	RULES_CHAR(struct toy_type, sym, "sym"),
	RULES_FLAGS_REQUIRED(struct toy_type, flags, "flags", toy_flags),
};

static int
read_type(struct rules_rd *rd, const json_t *j, void *ctx)
{
	memset(ctx, 0, sizeof(struct toy_type));
	rules_fields(rd, j, ctx, type_fields, RULES_NFIELDS(type_fields));
	return 0;
}

START_TEST(letters_and_required_flags)
{
	struct toy_type t;
	char m[256];

	ck_assert_int_eq(rules_try("{\"sym\": \"W\", \"flags\": [\"lance\"]}",
	    read_type, &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.sym, 'W');
	ck_assert_uint_eq(t.flags, 2u);
	ck_assert_int_eq(rules_try("{\"sym\": \"~\", \"flags\": []}", read_type,
	    &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.sym, '~');
	ck_assert_uint_eq(t.flags, 0u);
	ck_assert_int_eq(rules_try("{\"sym\": \"W\"}", read_type, &t, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: flags: not an array");
	ck_assert_int_eq(rules_try("{\"sym\": \"W\", \"flags\": [\"x\"]}",
	    read_type, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: flags: an unknown name");
	ck_assert_int_eq(rules_try("{\"sym\": \"WW\", \"flags\": []}",
	    read_type, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: sym: not one printable character");
	ck_assert_int_eq(rules_try("{\"sym\": \" \", \"flags\": []}", read_type,
	    &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_int_eq(rules_try("{\"sym\": \"\", \"flags\": []}", read_type,
	    &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_int_eq(rules_try("{\"sym\": 7, \"flags\": []}", read_type, &t,
	    m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_int_eq(rules_try("{\"flags\": []}", read_type, &t, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: sym: not one printable character");
}
END_TEST

/* Arrays of ints as rows of a table: a [min, max] that may be left out
 * (the member keeps its value), a table of rows that must be there. */
struct toy_list {
	int number[2];
	int grid[2][3];
};
static const struct rules_field list_fields[] = {
	RULES_INTS(struct toy_list, number, "number", 0, 99, RULES_RISING),
	RULES_INTS_ROWS(struct toy_list, grid, "grid", 2, -1, 9,
	    RULES_REQUIRED),
};

static int
read_list(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_list *t = ctx;

	memset(t, 0, sizeof *t);
	t->number[1] = 99;
	rules_fields(rd, j, t, list_fields, RULES_NFIELDS(list_fields));
	return 0;
}

START_TEST(arrays_of_ints)
{
	struct toy_list t;
	char m[256];

	ck_assert_int_eq(rules_try("{\"number\": [2, 5], \"grid\": [[1, 2, 3], "
	    "[-1, 9, 0]]}", read_list, &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.number[0], 2);
	ck_assert_int_eq(t.number[1], 5);
	ck_assert_int_eq(t.grid[0][2], 3);
	ck_assert_int_eq(t.grid[1][0], -1);
	ck_assert_int_eq(rules_try("{\"number\": [4, 4], \"grid\": [[0, 0, 0], "
	    "[0, 0, 0]]}", read_list, &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(rules_try("{\"grid\": [[0, 0, 0], [0, 0, 0]]}",
	    read_list, &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.number[0], 0);	/* left as it was */
	ck_assert_int_eq(t.number[1], 99);
	ck_assert_int_eq(rules_try("{\"number\": [5, 4], \"grid\": [[0, 0, 0], "
	    "[0, 0, 0]]}", read_list, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: number: not in rising order");
	ck_assert_int_eq(rules_try("{\"number\": [5], \"grid\": [[0, 0, 0], "
	    "[0, 0, 0]]}", read_list, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: number: not 2 integers 0..99");
	ck_assert_int_eq(rules_try("{\"number\": [0, 100], \"grid\": [[0, 0, "
	    "0], [0, 0, 0]]}", read_list, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: number: not 2 integers 0..99");
	ck_assert_int_eq(rules_try("{\"number\": \"all\"}", read_list, &t, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: number: not 2 integers 0..99");
	ck_assert_int_eq(rules_try("{}", read_list, &t, m, sizeof m),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: grid: not 2 rows of 3 integers -1..9");
	ck_assert_int_eq(rules_try("{\"grid\": [[0, 0, 0], [0, 10, 0]]}",
	    read_list, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: grid: not 2 rows of 3 integers -1..9");
}
END_TEST

/* Rows of an array: each read in order, named by the array's key; the
 * walk stops at the first bad row. */
struct toy_row {
	int card, boxes;
};

static void
toy_row(struct rules_rd *rd, int i, const char *key, const json_t *v,
    void *ctx)
{
	struct toy_row *r = (struct toy_row *)ctx + i;

	ck_assert_ptr_null(key);
	r->card = rules_int(rd, v, "card", 1, 10);
	r->boxes = rules_int_or(rd, v, "boxes", 1, 3, 1);
}

/* j's rampage into 4 struct toy_row (rules_try_rows) */
static int
read_rows(struct rules_rd *rd, const json_t *j, void *ctx)
{
	memset(ctx, 0, 4 * sizeof(struct toy_row));
	return rules_rows(rd, j, "rampage", 1, 3, 0, toy_row, ctx);
}

START_TEST(rows_of_an_array)
{
	struct toy_row r[4];
	char m[256];

	ck_assert_int_eq(rules_try_rows("{\"rampage\": [{\"card\": 4}, "
	    "{\"card\": 2, \"boxes\": 3}]}", read_rows, r, m, sizeof m), 2);
	ck_assert_int_eq(r[0].card, 4);
	ck_assert_int_eq(r[0].boxes, 1);
	ck_assert_int_eq(r[1].card, 2);
	ck_assert_int_eq(r[1].boxes, 3);
	ck_assert_int_eq(rules_try_rows("{\"rampage\": [{\"card\": 11}, "
	    "{\"card\": 2, \"boxes\": 3}]}", read_rows, r, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: rampage.card: not an integer 1..10");
	ck_assert_int_eq(r[1].card, 0);		/* stopped at the first */
	ck_assert_int_eq(rules_try_rows("{\"rampage\": []}", read_rows, r, m,
	    sizeof m), -1);
	ck_assert_str_eq(m, "rules data: rampage: not an array of 1..3");
	ck_assert_int_eq(rules_try_rows("{\"rampage\": [{}, {}, {}, {}]}",
	    read_rows, r, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: rampage: not an array of 1..3");
	ck_assert_int_eq(rules_try_rows("{\"rampage\": [7]}", read_rows, r, m,
	    sizeof m), -1);
	ck_assert_str_eq(m, "rules data: rampage.card: missing");
	ck_assert_int_eq(rules_try_rows("{}", read_rows, r, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: rampage: not an array of 1..3");
}
END_TEST

/* Rows each in its place: by a number (1..3) or by a name, the name
 * then the row's default text. */
struct toy_place {
	int boxes;
	char name[8];
};
static const char *const suits[] = { "H", "C", "D" };
static const struct rules_field by_number[] = {
	RULES_AT("card", 1, 3),
	RULES_FIELD_OR(struct toy_place, boxes, "boxes", 1, 3, 1),
	RULES_TEXT(struct toy_place, name, "name", "-"),
};
static const struct rules_field by_suit[] = {
	RULES_AT_WORD("suit", suits),
	RULES_FIELD(struct toy_place, boxes, "boxes", 0, 9),
	RULES_TEXT(struct toy_place, name, "name", NULL),
};

/* Rows placed by suit (by_name) or number, every place a row or not. */
struct toy_placing {
	int by_name, every;
	struct toy_place p[4];
};

static int
read_placed(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_placing *t = ctx;

	memset(t->p, 0, sizeof t->p);
	return t->by_name ? rules_rows_placed(rd, j, "t", t->every, t->p,
	    sizeof t->p[0], by_suit, RULES_NFIELDS(by_suit)) :
	    rules_rows_placed(rd, j, "t", t->every, t->p, sizeof t->p[0],
	    by_number, RULES_NFIELDS(by_number));
}

START_TEST(rows_in_their_places)
{
	struct toy_placing pl = { 0, 0, { { 0, "" } } };
	const struct toy_place *p = pl.p;
	char m[256];

	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"card\": 3, \"boxes\": 2}, "
	    "{\"card\": 1, \"name\": \"one\"}]}", read_placed, &pl, m,
	    sizeof m), 2);
	ck_assert_int_eq(p[3].boxes, 2);
	ck_assert_str_eq(p[3].name, "-");
	ck_assert_int_eq(p[1].boxes, 1);
	ck_assert_str_eq(p[1].name, "one");
	ck_assert_int_eq(p[2].boxes, 0);	/* no row: left alone */
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"card\": 3}, {\"card\": "
	    "3}]}", read_placed, &pl, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t: two rows for card 3");
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"card\": 4}]}", read_placed,
	    &pl, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t.card: not an integer 1..3");
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"card\": 1, \"boxes\": "
	    "4}]}", read_placed, &pl, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t.boxes: not an integer 1..3");
	ck_assert_int_eq(rules_try_rows("{\"t\": [5]}", read_placed, &pl, m,
	    sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t: a row is not an object");
	pl.every = 1;
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"card\": 1}, {\"card\": "
	    "2}]}", read_placed, &pl, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t: not an array of 3");
	/* by name: every name has its row, its name the default text */
	pl.by_name = 1;
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"suit\": \"D\", \"boxes\": "
	    "7}, {\"suit\": \"H\", \"boxes\": 0, \"name\": \"hearts\"}, "
	    "{\"suit\": \"C\", \"boxes\": 1}]}", read_placed, &pl, m, sizeof m),
	    3);
	ck_assert_int_eq(p[2].boxes, 7);
	ck_assert_str_eq(p[2].name, "D");
	ck_assert_str_eq(p[0].name, "hearts");
	ck_assert_str_eq(p[1].name, "C");
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"suit\": \"S\"}, {}, {}]}",
	    read_placed, &pl, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t.suit: missing or not a known name");
	ck_assert_int_eq(rules_try_rows("{\"t\": [{\"suit\": \"C\", \"boxes\": "
	    "1}, {\"suit\": \"C\", \"boxes\": 1}, {}]}", read_placed, &pl, m,
	    sizeof m), -1);
	ck_assert_str_eq(m, "rules data: t: two rows for suit C");
	pl.every = 0;
	ck_assert_int_eq(rules_try_rows("{}", read_placed, &pl, m, sizeof m),
	    -1);
	ck_assert_str_eq(m, "rules data: t: not an array of 0..3");
}
END_TEST

/* An object of named ints into an array, or into a part of it. */
struct toy_named {
	int range[4];
};
static const char *const arms[] = { "none", "bow", "sling", "jav" };
static const struct rules_field all_named[] = {
	RULES_NAMED(struct toy_named, range, "r", arms, 0, 9),
};
/* Three names for an array of two. */
struct toy_short {
	int r[2];
};
static const char *const abc[] = { "a", "b", "c" };
static const struct rules_field short_named[] = {
	RULES_NAMED(struct toy_short, r, "r", abc, 0, 9),
};
static const struct rules_field part_named[] = {
	RULES_NAMED_PART(struct toy_named, range, "r", arms, 1, 3, 1, 9),
};

/* A table read whole by rules_table_read into base, size bytes
 * cleared first; its verdict is the toy reader's (rules_try). */
struct toy_table_read {
	const struct rules_table *t;
	void *base;
	size_t size;
};

static int
read_table(struct rules_rd *rd, const json_t *j, void *ctx)
{
	const struct toy_table_read *r = ctx;

	memset(r->base, 0, r->size);
	if (rules_table_read(j, 1, r->base, r->t, rd->err) != PBEM_OK)
		rd->bad = 1;
	return 0;
}

START_TEST(named_ints)
{
	static const struct rules_table all_t = RULES_TABLE(all_named);
	static const struct rules_table some_t = RULES_TABLE(part_named);
	static const struct rules_table too_many = RULES_TABLE(short_named);
	struct toy_named t;
	struct toy_short sh;
	struct toy_table_read all = { &all_t, &t, sizeof t };
	struct toy_table_read some = { &some_t, &t, sizeof t };
	struct toy_table_read short_r = { &too_many, &sh, sizeof sh };
	char m[256];

	ck_assert_int_eq(rules_try("{\"r\": {\"jav\": 3, \"none\": 0, "
	    "\"sling\": 2, \"bow\": 1, \"x\": 5}}", read_table, &all, m,
	    sizeof m), PBEM_OK);
	ck_assert_int_eq(t.range[0], 0);
	ck_assert_int_eq(t.range[1], 1);
	ck_assert_int_eq(t.range[3], 3);
	ck_assert_int_eq(rules_try("{\"r\": {\"jav\": 3, \"sling\": 2, "
	    "\"bow\": 1}}", read_table, &all, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: r.none: missing");
	/* a part: "none" and "jav" are not read */
	ck_assert_int_eq(rules_try("{\"r\": {\"sling\": 2, \"bow\": 7}}",
	    read_table, &some, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.range[1], 7);
	ck_assert_int_eq(t.range[2], 2);
	ck_assert_int_eq(t.range[3], 0);
	ck_assert_int_eq(rules_try("{\"r\": {\"sling\": 0, \"bow\": 7}}",
	    read_table, &some, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: r.sling: not an integer 1..9");
	ck_assert_int_eq(rules_try("{\"r\": [2, 7]}", read_table, &some, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: r: missing or not an object");
	/* a table whose names outrun its member is refused, not read */
	ck_assert_int_eq(rules_try("{\"r\": {\"a\": 1, \"b\": 2, \"c\": 3}}",
	    read_table, &short_r, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: r: more names than the table holds");
}
END_TEST

/* An object of named objects, one member of each into an array
 * (RULES_NAMED_IN, two arrays from one object), and rows each in the
 * place it names read as a row of a table (RULES_PLACED): read, refused
 * by path, and written back byte for byte. */
struct toy_card {
	int boxes;
};
struct toy_sizes {
	int hits[3], vp[3];
	struct toy_card card[4];	/* cards 1..3 */
};
struct toy_few_cards {
	struct toy_card card[3];	/* too few for card 3 */
};
static const char *const size_nm[] = { "light", "reg", "deep" };
static const struct rules_field card_f[] = {
	RULES_AT("card", 1, 3),
	RULES_FIELD(struct toy_card, boxes, "boxes", 1, 3),
};
static const struct rules_table card_table = RULES_TABLE(card_f);
static const struct rules_field sizes_f[] = {
	RULES_NAMED_IN(struct toy_sizes, hits, "sizes", size_nm, "hits", 1, 6),
	RULES_NAMED_IN(struct toy_sizes, vp, "sizes", size_nm, "vp", 0, 9),
	RULES_PLACED(struct toy_sizes, card, "cards", card_table,
	    RULES_REQUIRED),
};
static const struct rules_field few_f[] = {
	RULES_PLACED(struct toy_few_cards, card, "cards", card_table, 0),
};

static const char sizes_good[] = "{\"cards\":[{\"boxes\":2,\"card\":1},"
    "{\"boxes\":1,\"card\":2},{\"boxes\":3,\"card\":3}],\"sizes\":"
    "{\"deep\":{\"hits\":3,\"vp\":4},\"light\":{\"hits\":1,\"vp\":0},"
    "\"reg\":{\"hits\":2,\"vp\":2}}}";

/* sizes_good with from made to, read: the error message ("" read). */
static const char *
read_sizes(const char *from, const char *to, struct toy_sizes *t)
{
	static const struct rules_table tb = RULES_TABLE(sizes_f);
	static char msg[256];
	struct toy_table_read r = { &tb, t, sizeof *t };
	char text[512];
	const char *at = strstr(sizes_good, from);

	ck_assert_ptr_nonnull(at);
	snprintf(text, sizeof text, "%.*s%s%s", (int)(at - sizes_good),
	    sizes_good, to, at + strlen(from));
	ck_assert_int_eq(rules_try(text, read_table, &r, msg, sizeof msg) ==
	    PBEM_OK, msg[0] == '\0');
	return msg;
}

START_TEST(named_objects_and_placed_rows)
{
	static const struct rules_table few = RULES_TABLE(few_f);
	struct toy_sizes t;
	struct toy_few_cards fc;
	struct toy_table_read few_r = { &few, &fc, sizeof fc };
	json_t *j;
	char *back, m[256];

	ck_assert_str_eq(read_sizes("{", "{", &t), "");
	ck_assert_int_eq(t.hits[2], 3);
	ck_assert_int_eq(t.vp[2], 4);
	ck_assert_int_eq(t.vp[0], 0);
	ck_assert_int_eq(t.card[1].boxes, 2);
	ck_assert_int_eq(t.card[3].boxes, 3);
	j = rules_fields_encode(&t, sizes_f, RULES_NFIELDS(sizes_f));
	ck_assert_ptr_nonnull(j);
	back = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	ck_assert_str_eq(back, sizes_good);
	free(back);
	json_decref(j);
	/* refused, by path */
	ck_assert_str_eq(read_sizes("\"hits\":3", "\"hits\":7", &t),
	    "rules data: sizes.deep.hits: not an integer 1..6");
	ck_assert_str_eq(read_sizes("\"hits\":2,\"vp\":2", "\"hits\":2", &t),
	    "rules data: sizes.reg.vp: missing");
	ck_assert_str_eq(read_sizes("\"light\":{\"hits\":1,\"vp\":0}",
	    "\"light\":5", &t), "rules data: sizes.light: missing or not an "
	    "object");
	ck_assert_str_eq(read_sizes("\"boxes\":1,\"card\":2",
	    "\"boxes\":1,\"card\":3", &t),
	    "rules data: cards: two rows for card 3");
	ck_assert_str_eq(read_sizes("\"boxes\":3,\"card\":3", "\"boxes\":4,"
	    "\"card\":3", &t), "rules data: cards.boxes: not an integer 1..3");
	ck_assert_str_eq(read_sizes(",{\"boxes\":3,\"card\":3}", "", &t),
	    "rules data: cards: not an array of 3");
	/* places beyond the array: the table refused, not read */
	ck_assert_int_eq(rules_try("{\"cards\": []}", read_table, &few_r, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: cards: not a table of places");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rules_kit");
	TCase *tc = tcase_create("options");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, options_from_text);
	tcase_add_test(tc, options_from_rules_data);
	tcase_add_test(tc, codes_and_words_as_numbers);
	tcase_add_test(tc, rows_of_an_array);
	tcase_add_test(tc, rows_in_their_places);
	tcase_add_test(tc, named_ints);
	tcase_add_test(tc, named_objects_and_placed_rows);
	tcase_add_test(tc, letters_and_required_flags);
	tcase_add_test(tc, arrays_of_ints);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
