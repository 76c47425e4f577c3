/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_rules_whole.c - the rows that read the parts of a rules data
 * every module's file has besides its tables (games/rules_tables.h,
 * rules_options.h): a member that must hold one exact value (the
 * format, a version: RULES_CONST, RULES_CONST_INT), an array of rows
 * each read by a field table (RULES_ROWS), and the options object
 * (RULES_OPTS).  On a toy file: read, refused by path, written back
 * byte for byte; the same rows in a rules set's sections, a scenario's
 * option set through it (rules_set_option), a table whose rows stand
 * beside another's (RULES_NESTED, no key); and rows holding texts,
 * written back too.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "rules_options.h"
#include "rules_tables.h"

struct toy_band {
	int min, morale, span;
};

struct toy_opts {
	int fog, range, arc;
};

struct toy_whole {
	int nbands, turns;
	struct toy_band band[3];
	struct toy_opts opt;
};

static const char *const arc_words[] = { "cone", "corridor" };
static const int arc_values[] = { 1, 0 };
static const struct rules_option opt_rows[] = {
	RULES_OPT_SWITCH(struct toy_opts, fog, "fog", 1),
	RULES_OPT_NUMBER(struct toy_opts, range, "range", 1, 12, 3),
	RULES_OPT_WORD(struct toy_opts, arc, "arc", arc_words, arc_values, 1),
};
static const struct rules_options toy_opts = RULES_OPTIONS(opt_rows);

/* Bands highest first; a band's span is what its row does not say. */
static const struct rules_field band_fields[] = {
	RULES_FIELD_ORDER(struct toy_band, min, "min", -99, 99, RULES_BELOW),
	RULES_FIELD(struct toy_band, morale, "morale", -3, 3),
};
static void
band_span(struct rules_rd *rd, const json_t *o, void *base)
{
	struct toy_band *b = base;

	(void)rd;
	(void)o;
	b->span = 10 * b->morale;
}
static const struct rules_table band_table = RULES_TABLE_AFTER(band_fields,
    band_span);

/* The toy file as one table, written back by the same rows (an
 * after is the reader's alone). */
static const struct rules_field whole_fields[] = {
	RULES_CONST("format", "toy-rules 1"),
	RULES_CONST_INT("version", 2),
	RULES_ROWS(struct toy_whole, band, nbands, "bands", 1, band_table,
	    RULES_REQUIRED),
	RULES_OPTS(struct toy_whole, opt, "options", toy_opts, 0),
};
static const struct rules_table whole = RULES_TABLE(whole_fields);

/* text read by table t into w: "" or the first error's message. */
static const char *
read_table(const char *text, const struct rules_table *t,
    struct toy_whole *w)
{
	static char msg[256];
	struct pbem_err err;
	json_t *j = json_loads(text, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", text);
	memset(w, 0, sizeof *w);
	memset(&err, 0, sizeof err);
	rc = rules_table_read(j, 1, w, t, &err);
	json_decref(j);
	snprintf(msg, sizeof msg, "%s", rc == PBEM_OK ? "" : err.msg);
	return msg;
}

#define HEAD	"{\"format\":\"toy-rules 1\",\"version\":2,"
#define BANDS	"\"bands\":[{\"min\":20,\"morale\":1},{\"min\":-5," \
		"\"morale\":0},{\"min\":-99,\"morale\":-3}]"
#define OPTS	"\"options\":{\"fog\":false,\"range\":12,\"arc\":\"corridor\"}"

START_TEST(whole_rows_read)
{
	struct toy_whole w;

	ck_assert_str_eq(read_table(HEAD BANDS "," OPTS "}", &whole, &w), "");
	ck_assert_int_eq(w.nbands, 3);
	ck_assert_int_eq(w.band[0].min, 20);
	ck_assert_int_eq(w.band[2].morale, -3);
	ck_assert_int_eq(w.band[0].span, 10);	/* the table's after */
	ck_assert_int_eq(w.band[2].span, -30);
	ck_assert_int_eq(w.opt.fog, 0);
	ck_assert_int_eq(w.opt.range, 12);
	ck_assert_int_eq(w.opt.arc, 0);
	/* options missing (or not an object): every default */
	ck_assert_str_eq(read_table(HEAD BANDS "}", &whole, &w), "");
	ck_assert_int_eq(w.opt.fog, 1);
	ck_assert_int_eq(w.opt.range, 3);
	ck_assert_int_eq(w.opt.arc, 1);
	ck_assert_str_eq(read_table(HEAD BANDS ",\"options\":[1]}", &whole,
	    &w), "");
	ck_assert_int_eq(w.opt.range, 3);
}
END_TEST

START_TEST(whole_rows_refused_by_path)
{
	struct toy_whole w;

	ck_assert_str_eq(read_table("{\"format\":\"toy-rules 2\",\"version\":2,"
	    BANDS "}", &whole, &w), "rules data: format: not \"toy-rules 1\"");
	ck_assert_str_eq(read_table("{\"version\":2," BANDS "}", &whole, &w),
	    "rules data: format: not \"toy-rules 1\"");
	ck_assert_str_eq(read_table("{\"format\":1,\"version\":2," BANDS "}",
	    &whole, &w), "rules data: format: not \"toy-rules 1\"");
	ck_assert_str_eq(read_table("{\"format\":\"toy-rules 1\",\"version\":3,"
	    BANDS "}", &whole, &w), "rules data: version: not 2");
	ck_assert_str_eq(read_table("{\"format\":\"toy-rules 1\",\"version\":"
	    "\"2\"," BANDS "}", &whole, &w), "rules data: version: not 2");
	ck_assert_str_eq(read_table(HEAD "\"bands\":[]}", &whole, &w),
	    "rules data: bands: not an array of 1..3");
	ck_assert_str_eq(read_table(HEAD "\"x\":0}", &whole, &w),
	    "rules data: bands: not an array of 1..3");
	ck_assert_str_eq(read_table(HEAD "\"bands\":[{\"min\":1,\"morale\":0},"
	    "{\"min\":2,\"morale\":0}]}", &whole, &w),
	    "rules data: bands.min: not below the row before");
	ck_assert_str_eq(read_table(HEAD "\"bands\":[{\"min\":1}]}", &whole,
	    &w), "rules data: bands.morale: missing");
	ck_assert_str_eq(read_table(HEAD "\"bands\":[{\"min\":1,\"morale\":0},"
	    "{\"min\":0,\"morale\":0},{\"min\":-1,\"morale\":0},{\"min\":-2,"
	    "\"morale\":0}]}", &whole, &w),
	    "rules data: bands: not an array of 1..3");
	ck_assert_str_eq(read_table(HEAD BANDS ",\"options\":{\"fog\":\"on\","
	    "\"wind\":1}}", &whole, &w),
	    "rules data: options.wind: an unknown option or a bad value");
	ck_assert_str_eq(read_table(HEAD BANDS ",\"options\":{\"range\":13}}",
	    &whole, &w),
	    "rules data: options.range: an unknown option or a bad value");
}
END_TEST

START_TEST(whole_rows_written_back)
{
	static const char *const texts[] = {
		HEAD BANDS "," OPTS "}",
		HEAD "\"bands\":[{\"min\":0,\"morale\":2}],\"options\":{"
		    "\"fog\":true,\"range\":1,\"arc\":\"cone\"}}",
	};
	struct toy_whole w;
	json_t *o;
	char *s;
	size_t i;

	for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		ck_assert_str_eq(read_table(texts[i], &whole, &w), "");
		o = rules_fields_encode(&w, whole_fields,
		    RULES_NFIELDS(whole_fields));
		ck_assert_ptr_nonnull(o);
		s = json_dumps(o, JSON_COMPACT);
		ck_assert_str_eq(s, texts[i]);
		free(s);
		json_decref(o);
	}
	/* an option's member no word sets: not written */
	w.opt.arc = 5;
	ck_assert_ptr_null(rules_fields_encode(&w, whole_fields,
	    RULES_NFIELDS(whole_fields)));
}
END_TEST

/* A field that cannot go back as a number is refused, never written as
 * one: a word (its index), a true (0/1), flags (bits), a character. */
struct toy_kinds {
	int word, yes;
	unsigned flags;
	char code;
};
static const char *const kind_words[] = { "foot", "horse" };
static const struct rules_field kinds_fields[] = {
	RULES_WORD(struct toy_kinds, word, "arm", kind_words, -1),
	RULES_TRUE(struct toy_kinds, yes, "fog"),
	RULES_FLAGS(struct toy_kinds, flags, "marks", kind_words),
	RULES_CHAR(struct toy_kinds, code, "map"),
};

START_TEST(words_flags_and_chars_not_written_as_numbers)
{
	struct toy_kinds k = { 1, 1, 3u, 'W' };
	size_t i;

	for (i = 0; i < RULES_NFIELDS(kinds_fields); i++)
		ck_assert_ptr_null(rules_fields_encode(&k, &kinds_fields[i], 1));
}
END_TEST

/* The same rows as sections of a set: a section's path before the
 * row's own, the options required. */
static const struct rules_entry set_rows[] = {
	{ NULL, RULES_CONST("format", "toy-rules 1") },
	{ "game", RULES_ROWS(struct toy_whole, band, nbands, "bands", 1,
	    band_table, 0) },
	{ "game", RULES_OPTS(struct toy_whole, opt, "opts", toy_opts,
	    RULES_REQUIRED) },
	{ "game", RULES_FIELD(struct toy_whole, turns, "turns", 1, 9) },
};
static const struct rules_set toy_set = RULES_SET(struct toy_whole,
    set_rows);

static const char *
read_set(const char *text, struct toy_whole *w)
{
	static char msg[256];
	struct pbem_err err;
	json_t *j = json_loads(text, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", text);
	memset(&err, 0, sizeof err);
	rc = rules_set_read(&toy_set, j, w, &err);
	json_decref(j);
	snprintf(msg, sizeof msg, "%s", rc == PBEM_OK ? "" : err.msg);
	return msg;
}

START_TEST(whole_rows_in_a_set)
{
	struct toy_whole w;

	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    BANDS ",\"opts\":{\"range\":7},\"turns\":4}}", &w), "");
	ck_assert_int_eq(w.nbands, 3);
	ck_assert_int_eq(w.band[1].span, 0);
	ck_assert_int_eq(w.opt.range, 7);
	ck_assert_int_eq(w.opt.fog, 1);
	ck_assert_int_eq(w.turns, 4);
	/* rows not required: none */
	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    "\"opts\":{},\"turns\":4}}", &w), "");
	ck_assert_int_eq(w.nbands, 0);
	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    "\"turns\":4}}", &w), "rules data: game.opts: missing or not an "
	    "object");
	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    "\"opts\":5,\"turns\":4}}", &w), "rules data: game.opts: missing or "
	    "not an object");
	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    "\"opts\":{\"arc\":\"wide\"},\"turns\":4}}", &w),
	    "rules data: game.opts.arc: an unknown option or a bad value");
	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    "\"bands\":[{\"min\":1,\"morale\":9}],\"opts\":{},\"turns\":4}}",
	    &w), "rules data: game.bands.morale: not an integer -3..3");
	/* the format first: named before anything else is read */
	ck_assert_str_eq(read_set("{\"game\":{\"turns\":40}}", &w),
	    "rules data: format: not \"toy-rules 1\"");
}
END_TEST

/* A scenario's OPTION line over the data's defaults: by the set's
 * OPTIONS row, the member it names set, anything it does not take
 * refused with nothing set; a set with no options takes none. */
static const struct rules_entry turns_row[] = {
	{ "game", RULES_FIELD(struct toy_whole, turns, "turns", 1, 9) },
};
static const struct rules_set no_opts = RULES_SET(struct toy_whole,
    turns_row);
START_TEST(option_set_through_a_set)
{
	struct toy_whole w;
	json_t *o;
	char *s;

	ck_assert_str_eq(read_set("{\"format\":\"toy-rules 1\",\"game\":{"
	    "\"opts\":{\"range\":7},\"turns\":4}}", &w), "");
	ck_assert_int_eq(rules_set_option(&toy_set, &w, "ARC", "corridor"), 0);
	ck_assert_int_eq(rules_set_option(&toy_set, &w, "fog", "off"), 0);
	ck_assert_int_eq(rules_set_option(&toy_set, &w, "range", "13"), -1);
	ck_assert_int_eq(rules_set_option(&toy_set, &w, "wind", "1"), -1);
	ck_assert_int_eq(rules_set_option(&toy_set, &w, "range", NULL), -1);
	ck_assert_int_eq(w.opt.arc, 0);
	ck_assert_int_eq(w.opt.range, 7);
	ck_assert_int_eq(w.turns, 4);
	/* written back as the data would say it */
	o = rules_options_encode(&toy_opts, &w.opt);
	ck_assert_ptr_nonnull(o);
	s = json_dumps(o, JSON_COMPACT);
	ck_assert_str_eq(s, "{\"fog\":false,\"range\":7,"
	    "\"arc\":\"corridor\"}");
	free(s);
	json_decref(o);
	ck_assert_int_eq(rules_set_option(&no_opts, &w, "fog", "on"), -1);
	ck_assert_int_eq(w.opt.fog, 0);
}
END_TEST

/* A table whose rows stand in the object being read, beside another
 * table's (RULES_NESTED with no key): read in a set, refused by the
 * row's own path, written back into the one object and read again. */
struct toy_pair {
	int mp, fog, ranks[2];
};
static const struct rules_field scal_fields[] = {
	RULES_FIELD(struct toy_pair, mp, "mp", 1, 9),
};
static const struct rules_field flat_fields[] = {
	RULES_FIELD_OR(struct toy_pair, fog, "fog", 0, 5, 2),
	RULES_INTS(struct toy_pair, ranks, "ranks", 0, 9, RULES_REQUIRED),
};
static const struct rules_table scal_table = RULES_TABLE(scal_fields);
static const struct rules_table flat_table = RULES_TABLE(flat_fields);
static const struct rules_entry pair_rows[] = {
	{ NULL, RULES_NESTED("scalars", scal_table, RULES_REQUIRED) },
	{ NULL, RULES_NESTED(NULL, flat_table, 0) },
};
static const struct rules_set pair_set = RULES_SET(struct toy_pair,
    pair_rows);
static const struct rules_field pair_fields[] = {
	RULES_FIELD(struct toy_pair, mp, "mp", 1, 9),
	RULES_NESTED(NULL, flat_table, 0),
};
static const struct rules_table pair_table = RULES_TABLE(pair_fields);

static const char *
read_pair(const char *text, struct toy_pair *p, int by_set)
{
	static char msg[256];
	struct pbem_err err;
	json_t *j = json_loads(text, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", text);
	memset(p, 0, sizeof *p);
	memset(&err, 0, sizeof err);
	rc = by_set ? rules_set_read(&pair_set, j, p, &err) :
	    rules_table_read(j, 1, p, &pair_table, &err);
	json_decref(j);
	snprintf(msg, sizeof msg, "%s", rc == PBEM_OK ? "" : err.msg);
	return msg;
}

START_TEST(rows_standing_beside_a_table)
{
	static const char back[] = "{\"mp\":4,\"fog\":2,\"ranks\":[1,8]}";
	struct toy_pair p;
	json_t *o;
	char *s;

	ck_assert_str_eq(read_pair("{\"scalars\":{\"mp\":4},\"ranks\":[1,8]}",
	    &p, 1), "");
	ck_assert_int_eq(p.mp, 4);
	ck_assert_int_eq(p.fog, 2);
	ck_assert_int_eq(p.ranks[1], 8);
	/* refused by the row's own path, at the top level */
	ck_assert_str_eq(read_pair("{\"scalars\":{\"mp\":4},\"ranks\":[1,8],"
	    "\"fog\":6}", &p, 1), "rules data: fog: not an integer 0..5");
	ck_assert_str_eq(read_pair("{\"scalars\":{\"mp\":4}}", &p, 1),
	    "rules data: ranks: not 2 integers 0..9");
	ck_assert_str_eq(read_pair("{\"scalars\":{\"mp\":0},\"ranks\":[1,8]}",
	    &p, 1), "rules data: scalars.mp: not an integer 1..9");
	/* written back into the one object, byte for byte, and again */
	ck_assert_str_eq(read_pair(back, &p, 0), "");
	o = rules_fields_encode(&p, pair_fields, RULES_NFIELDS(pair_fields));
	ck_assert_ptr_nonnull(o);
	s = json_dumps(o, JSON_COMPACT);
	ck_assert_str_eq(s, back);
	free(s);
	json_decref(o);
	/* a keyed table is not written back (its reader keeps the text) */
	ck_assert_ptr_null(rules_fields_encode(&p, &pair_rows[0].f, 1));
}
END_TEST

/* Rows named by a text (an army's morale: "Steady"), written back
 * through RULES_ROWS as they were read: the text as its string, one
 * that is its default left out (RULES_SPARSE). */
struct toy_rank {
	char state[8], note[6];
	int min;
};
struct toy_ranks {
	int nranks;
	struct toy_rank rank[3];
};
static const struct rules_field rank_fields[] = {
	RULES_TEXT_REQUIRED(struct toy_rank, state, "state"),
	{ .key = "note", .kind = RULES_K_TEXT,
	  .off = offsetof(struct toy_rank, note),
	  .size = sizeof ((struct toy_rank *)0)->note, .text = "-",
	  .how = RULES_SPARSE },
	RULES_FIELD_ORDER(struct toy_rank, min, "min", -99, 99, RULES_BELOW),
};
static const struct rules_table rank_table = RULES_TABLE(rank_fields);
static const struct rules_field ranks_fields[] = {
	RULES_ROWS(struct toy_ranks, rank, nranks, "ranks", 1, rank_table,
	    RULES_REQUIRED),
};
static const struct rules_table ranks = RULES_TABLE(ranks_fields);

static const char *
read_ranks(const char *text, struct toy_ranks *r)
{
	static char msg[256];
	struct pbem_err err;
	json_t *j = json_loads(text, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", text);
	memset(r, 0, sizeof *r);
	memset(&err, 0, sizeof err);
	rc = rules_table_read(j, 1, r, &ranks, &err);
	json_decref(j);
	snprintf(msg, sizeof msg, "%s", rc == PBEM_OK ? "" : err.msg);
	return msg;
}

START_TEST(text_rows_written_back)
{
	static const char *const texts[] = {
		"{\"ranks\":[{\"state\":\"Elated\",\"note\":\"ha!\","
		    "\"min\":30},{\"state\":\"Steady\",\"min\":0},"
		    "{\"state\":\"\",\"note\":\"\",\"min\":-99}]}",
		"{\"ranks\":[{\"state\":\"Br\\u00FCle\",\"min\":1}]}",
	};
	struct toy_ranks r;
	json_t *o;
	char *s;
	size_t i;

	for (i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		ck_assert_str_eq(read_ranks(texts[i], &r), "");
		o = rules_fields_encode(&r, ranks_fields,
		    RULES_NFIELDS(ranks_fields));
		ck_assert_ptr_nonnull(o);
		s = json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII);
		ck_assert_str_eq(s, texts[i]);
		free(s);
		json_decref(o);
	}
	/* decoded: a text missing is its default */
	ck_assert_str_eq(read_ranks(texts[0], &r), "");
	ck_assert_int_eq(r.nranks, 3);
	ck_assert_str_eq(r.rank[0].note, "ha!");
	ck_assert_str_eq(r.rank[1].state, "Steady");
	ck_assert_str_eq(r.rank[1].note, "-");
	ck_assert_str_eq(r.rank[2].note, "");
	/* refused by path */
	ck_assert_str_eq(read_ranks("{\"ranks\":[{\"min\":1}]}", &r),
	    "rules data: ranks.state: missing or not a string");
	ck_assert_str_eq(read_ranks("{\"ranks\":[{\"state\":7,\"min\":1}]}",
	    &r), "rules data: ranks.state: missing or not a string");
	/* a member holding no text (no NUL in it) is not written */
	ck_assert_str_eq(read_ranks(texts[1], &r), "");
	memset(r.rank[0].state, 'x', sizeof r.rank[0].state);
	ck_assert_ptr_null(rules_fields_encode(&r, ranks_fields,
	    RULES_NFIELDS(ranks_fields)));
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rules_whole");
	TCase *tc = tcase_create("whole");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, whole_rows_read);
	tcase_add_test(tc, whole_rows_refused_by_path);
	tcase_add_test(tc, whole_rows_written_back);
	tcase_add_test(tc, words_flags_and_chars_not_written_as_numbers);
	tcase_add_test(tc, whole_rows_in_a_set);
	tcase_add_test(tc, option_set_through_a_set);
	tcase_add_test(tc, rows_standing_beside_a_table);
	tcase_add_test(tc, text_rows_written_back);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
