/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_rules_words.c - the kit's rows for rules data that a module used
 * to read by hand (games/rules_tables.h): a grid of words (a results
 * table), a word matched with case ignored that may be left out, a text
 * that must be there, an object read by another table, rows of an array
 * read by a table with their order checked, a table read in sorted key
 * order and its keys named in another (marks, RULES_MARKS; an entry's
 * index, RULES_REF, within its own table too, and the key it names
 * written back from the index; an entry kept by the memo read again when
 * that table changed; a table with an entry it must have).  Each toy
 * case is read or refused naming its key path.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "rules_memo.h"
#include "rules_tables.h"
#include "rules_testlib.h"

static const char *const res[] = { "NE", "AR", "DR", "EX", "ROUT" };

struct toy_inner {
	int df, turns;
};
static const struct rules_field inner_fields[] = {
	RULES_FIELD(struct toy_inner, df, "df", 0, 9),
	RULES_FIELD_OR(struct toy_inner, turns, "turns", 1, 5, 2),
};
static const struct rules_table inner = RULES_TABLE(inner_fields);

struct toy {
	int grid[2][3];
	int line[2];
	int pick, extra;
	struct toy_inner in[2];
};
static const struct rules_entry toy_rows[] = {
	{ "crt", RULES_WORDS_ROWS(struct toy, grid, "rows", 2, res, 0, 3,
	    RULES_REQUIRED | RULES_FOLD) },
	{ NULL, RULES_WORDS_ROWS(struct toy, line, "line", 0, res, 1, 4, 0) },
	{ NULL, RULES_WORD_OR(struct toy, pick, "pick", res, -1,
	    RULES_FOLD) },
	{ NULL, RULES_WORD_OR(struct toy, extra, "exact", res, 7, 0) },
	{ "fort", RULES_SUB(struct toy, in[0], "L1", inner, RULES_REQUIRED) },
	{ "fort", RULES_SUB(struct toy, in[1], "L2", inner, 0) },
};

/* j read into a struct toy (rules_try) */
static int
read_toy(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy *t = ctx;

	memset(t, 0, sizeof *t);
	t->line[0] = t->line[1] = 99;
	t->in[1].df = 42;
	rules_sections(rd, j, t, toy_rows, RULES_NFIELDS(toy_rows));
	return 0;
}

#define GRID	"\"crt\": {\"rows\": [[\"ne\", \"Ar\", \"EX\"], " \
		"[\"DR\", \"dr\", \"NE\"]]}, \"fort\": {\"L1\": {\"df\": 3}}"

START_TEST(grid_and_words)
{
	struct toy t;
	char m[256];

	ck_assert_int_eq(rules_try("{" GRID ", \"line\": [\"AR\", \"ROUT\"], "
	    "\"pick\": \"rout\", \"exact\": \"EX\"}", read_toy, &t, m,
	    sizeof m), PBEM_OK);
	ck_assert_int_eq(t.grid[0][0], 0);
	ck_assert_int_eq(t.grid[0][1], 1);
	ck_assert_int_eq(t.grid[0][2], 3);
	ck_assert_int_eq(t.grid[1][1], 2);
	ck_assert_int_eq(t.line[0], 1);
	ck_assert_int_eq(t.line[1], 4);
	ck_assert_int_eq(t.pick, 4);
	ck_assert_int_eq(t.extra, 3);
	ck_assert_int_eq(t.in[0].df, 3);
	ck_assert_int_eq(t.in[0].turns, 2);
	ck_assert_int_eq(t.in[1].df, 42);	/* L2 left out: as it was */
	/* left out: the line keeps its value, the words read their none */
	ck_assert_int_eq(rules_try("{" GRID "}", read_toy, &t, m, sizeof m),
	    PBEM_OK);
	ck_assert_int_eq(t.line[0], 99);
	ck_assert_int_eq(t.pick, -1);
	ck_assert_int_eq(t.extra, 7);
	/* refused, by path */
	ck_assert_int_eq(rules_try("{\"fort\": {\"L1\": {\"df\": 3}}}",
	    read_toy, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: crt.rows: not 2 rows of 3 names "
	    "NE..EX");
	ck_assert_int_eq(rules_try("{\"crt\": {\"rows\": [[\"NE\", \"NE\", "
	    "\"ROUT\"], [\"NE\", \"NE\", \"NE\"]]}}", read_toy, &t, m,
	    sizeof m), PBEM_ERR_PARSE);	/* ROUT is past EX */
	ck_assert_str_eq(m, "rules data: crt.rows: not 2 rows of 3 names "
	    "NE..EX");
	ck_assert_int_eq(rules_try("{\"crt\": {\"rows\": [[\"NE\", \"NE\", "
	    "\"NE\"], [\"NE\", \"NE\"]]}}", read_toy, &t, m, sizeof m),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: crt.rows: not 2 rows of 3 names "
	    "NE..EX");
	/* NE is below AR */
	ck_assert_int_eq(rules_try("{" GRID ", \"line\": [\"NE\", \"AR\"]}",
	    read_toy, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: line: not 2 names AR..ROUT");
	ck_assert_int_eq(rules_try("{" GRID ", \"exact\": \"ex\"}", read_toy,
	    &t, m, sizeof m), PBEM_ERR_PARSE);	/* case kept: not a name */
	ck_assert_str_eq(m, "rules data: exact: missing or not a known name");
	ck_assert_int_eq(rules_try("{" GRID ", \"pick\": null}", read_toy, &t,
	    m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: pick: missing or not a known name");
	ck_assert_int_eq(rules_try("{\"crt\": {\"rows\": [[\"NE\", \"NE\", "
	    "\"NE\"], [\"NE\", \"NE\", \"NE\"]]}}", read_toy, &t, m, sizeof m),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: fort.L1: missing or not an object");
	ck_assert_int_eq(rules_try("{" GRID ", \"fort\": {\"L1\": {\"df\": 3}, "
	    "\"L2\": {\"df\": 3, \"turns\": 6}}}", read_toy, &t, m, sizeof m),
	    PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: fort.L2.turns: not an integer 1..5");
}
END_TEST

/* Rows of an array, each read by a table: a band's name must be there,
 * its threshold below the band before it, its cap above. */
struct toy_band {
	char state[8];
	int min, cap, shift;
};
static const struct rules_field band_fields[] = {
	RULES_TEXT_REQUIRED(struct toy_band, state, "state"),
	RULES_FIELD_ORDER(struct toy_band, min, "min", -99, 99, RULES_BELOW),
	RULES_FIELD_ORDER(struct toy_band, cap, "cap", 0, 99, RULES_ABOVE),
	RULES_FIELD_OR(struct toy_band, shift, "shift", -3, 3, 0),
};

/* j's bands into 3 struct toy_band (rules_try_rows) */
static int
read_bands(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_band *b = ctx;

	memset(b, 0, 3 * sizeof *b);
	return rules_rows_fields(rd, j, "bands", 1, 3, 0, b, sizeof *b,
	    band_fields, RULES_NFIELDS(band_fields));
}

START_TEST(rows_by_a_table)
{
	struct toy_band b[3];
	char m[256];

	ck_assert_int_eq(rules_try_rows("{\"bands\": [{\"state\": \"Up\", "
	    "\"min\": 5, \"cap\": 1}, {\"state\": \"Down\", \"min\": -5, "
	    "\"cap\": 2, \"shift\": -1}]}", read_bands, b, m, sizeof m), 2);
	ck_assert_str_eq(b[0].state, "Up");
	ck_assert_int_eq(b[0].min, 5);
	ck_assert_int_eq(b[1].min, -5);
	ck_assert_int_eq(b[1].cap, 2);
	ck_assert_int_eq(b[1].shift, -1);
	ck_assert_int_eq(rules_try_rows("{\"bands\": [{\"state\": \"Up\", "
	    "\"min\": 5, \"cap\": 1}, {\"state\": \"Down\", \"min\": 5, "
	    "\"cap\": 2}]}", read_bands, b, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: bands.min: not below the row before");
	ck_assert_int_eq(rules_try_rows("{\"bands\": [{\"state\": \"Up\", "
	    "\"min\": 5, \"cap\": 1}, {\"state\": \"Down\", \"min\": 4, "
	    "\"cap\": 1}]}", read_bands, b, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: bands.cap: not above the row before");
	ck_assert_int_eq(rules_try_rows("{\"bands\": [{\"min\": 5, \"cap\": "
	    "1}]}", read_bands, b, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: bands.state: missing or not a "
	    "string");
	ck_assert_int_eq(rules_try_rows("{\"bands\": [{\"state\": 1, \"min\": "
	    "5, \"cap\": 1}]}", read_bands, b, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: bands.state: missing or not a "
	    "string");
	ck_assert_int_eq(rules_try_rows("{\"bands\": [{\"state\": \"Up\", "
	    "\"min\": 5}]}", read_bands, b, m, sizeof m), -1);
	ck_assert_str_eq(m, "rules data: bands.cap: missing");
}
END_TEST

/* A table of named entries read in sorted key order (RULES_SORTED),
 * its keys named in another place: the index of each in that order
 * (RULES_REF_SORTED), and marks of those an array names (RULES_MARKS),
 * case ignored; anything else refused by path. */
struct toy_type {
	char key[8];
	int mv, pts;
};
static const struct rules_field toy_type_fields[] = {
	RULES_KEY(struct toy_type, key),
	RULES_FIELD(struct toy_type, mv, "mv", 0, 9),
};

/* After the rows (RULES_TABLE_AFTER): a type that moves has its points,
 * 1..9 and required; one that does not has none, and nothing read. */
static void
toy_type_after(struct rules_rd *rd, const json_t *o, void *base)
{
	struct toy_type *t = base;

	t->pts = t->mv > 0 ? rules_int(rd, o, "pts", 1, 9) : 0;
}
static const struct rules_table toy_type_table =
    RULES_TABLE_AFTER(toy_type_fields, toy_type_after);
struct toy_army {
	struct toy_type type[3];
	int ntypes, general;
	unsigned char extra[3];
};
static const struct rules_entry army_rows[] = {
	{ NULL, RULES_EACH(struct toy_army, type, ntypes, "units", 8,
	    toy_type_table, RULES_SORTED) },
	{ NULL, RULES_REF_SORTED(struct toy_army, general, "general", "units",
	    -1) },
	{ "points", RULES_MARKS(struct toy_army, extra, "extra", "units",
	    RULES_SORTED) },
};

/* j read into a struct toy_army (rules_try) */
static int
read_army(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_army *t = ctx;

	memset(t, 0, sizeof *t);
	rules_sections(rd, j, t, army_rows, RULES_NFIELDS(army_rows));
	return 0;
}

#define ARMY	"\"units\": {\"LEGION\": {\"mv\": 2, \"pts\": 4}, " \
		"\"SCOUT\": {\"mv\": 5, \"pts\": 2}, \"ARCHER\": " \
		"{\"mv\": 0, \"pts\": \"x\"}}"

START_TEST(keys_of_a_table)
{
	struct toy_army t;
	char m[256];

	ck_assert_int_eq(rules_try("{" ARMY ", \"general\": \"legion\", "
	    "\"points\": {\"extra\": [\"scout\", \"ARCHER\"]}}", read_army,
	    &t, m, sizeof m), PBEM_OK);
	/* sorted: ARCHER, LEGION, SCOUT, whatever the file's order */
	ck_assert_int_eq(t.ntypes, 3);
	ck_assert_str_eq(t.type[0].key, "ARCHER");
	ck_assert_int_eq(t.type[0].mv, 0);
	ck_assert_int_eq(t.type[0].pts, 0);	/* not read: no points */
	ck_assert_str_eq(t.type[2].key, "SCOUT");
	ck_assert_int_eq(t.type[2].mv, 5);
	ck_assert_int_eq(t.type[2].pts, 2);
	ck_assert_str_eq(t.type[t.general].key, "LEGION");
	ck_assert_int_eq(t.extra[0], 1);
	ck_assert_int_eq(t.extra[1], 0);
	ck_assert_int_eq(t.extra[2], 1);
	/* missing: none named, none marked */
	ck_assert_int_eq(rules_try("{" ARMY ", \"points\": {}}", read_army,
	    &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.general, -1);
	ck_assert_int_eq(t.extra[0] + t.extra[1] + t.extra[2], 0);
	/* refused, by path */
	ck_assert_int_eq(rules_try("{" ARMY ", \"general\": \"PIKE\"}",
	    read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: general: not a key of units");
	ck_assert_int_eq(rules_try("{" ARMY ", \"points\": {\"extra\": "
	    "[\"PIKE\"]}}", read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: points.extra: not a key of units");
	ck_assert_int_eq(rules_try("{" ARMY ", \"points\": {\"extra\": [3]}}",
	    read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: points.extra: not a key of units");
	ck_assert_int_eq(rules_try("{" ARMY ", \"points\": {\"extra\": "
	    "\"SCOUT\"}}", read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: points.extra: not an array");
	ck_assert_int_eq(rules_try("{\"units\": {\"A\": {\"mv\": 0}, "
	    "\"C\": {\"mv\": 10}, \"B\": {\"mv\": 0}}}", read_army, &t, m,
	    sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: units.C.mv: not an integer 0..9");
	/* what the table's after reads, refused by its path */
	ck_assert_int_eq(rules_try("{\"units\": {\"A\": {\"mv\": 1, "
	    "\"pts\": 10}}}", read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: units.A.pts: not an integer 1..9");
	ck_assert_int_eq(rules_try("{\"units\": {\"A\": {\"mv\": 1}}}",
	    read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: units.A.pts: missing");
	/* more keys than marks: the table's own read refuses them */
	ck_assert_int_eq(rules_try("{\"units\": {\"A\": {\"mv\": 1}, "
	    "\"B\": {\"mv\": 1}, \"C\": {\"mv\": 1}, \"D\": {\"mv\": 1}}}",
	    read_army, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: units: too many entries");
	/* marks are no whole-number table to write back */
	ck_assert_ptr_null(rules_fields_encode(&t, &army_rows[2].f, 1));
}
END_TEST

/* Entries of the table "perks" named by their keys (case ignored): one
 * perk cancels another of the same table, a roll names a perk or PICK
 * (or none: null, missing), and a list of picks. */
struct toy_perk {
	char key[8];
	int cancels;
};
static const struct rules_field perk_fields[] = {
	RULES_KEY(struct toy_perk, key),
	RULES_REF(struct toy_perk, cancels, "cancels", "perks", -1),
};
static const struct rules_table perk_table = RULES_TABLE(perk_fields);
struct toy_perks {
	struct toy_perk p[3];
	int np, roll[3], npick, pick[2];
};
static const char *const pick_word[] = { "PICK" };
static const struct rules_entry perk_rows[] = {
	{ NULL, RULES_EACH(struct toy_perks, p, np, "perks", 8, perk_table,
	    0) },
	{ "roll", RULES_REF_WORDS(struct toy_perks, roll[0], "2", "perks", -1,
	    pick_word) },
	{ "roll", RULES_REF_WORDS(struct toy_perks, roll[1], "3", "perks", -1,
	    pick_word) },
	{ "roll", RULES_REF_WORDS(struct toy_perks, roll[2], "4", "perks", -1,
	    pick_word) },
	{ NULL, RULES_REFS(struct toy_perks, pick, npick, "pick", "perks") },
};

/* j read into a struct toy_perks (rules_try) */
static int
read_perks(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_perks *t = ctx;

	memset(t, 0, sizeof *t);
	rules_sections(rd, j, t, perk_rows, RULES_NFIELDS(perk_rows));
	return 0;
}

#define PERKS	"\"perks\": {\"BOLD\": {\"cancels\": \"shy\"}, " \
		"\"SHY\": {\"cancels\": \"BOLD\"}, \"LUCKY\": {}}"

START_TEST(refs_to_a_table)
{
	struct toy_perks t;
	char m[256];

	ck_assert_int_eq(rules_try("{" PERKS ", \"roll\": {\"2\": \"lucky\", "
	    "\"3\": null, \"4\": \"PICK\"}, \"pick\": [\"SHY\", \"BOLD\"]}",
	    read_perks, &t, m, sizeof m), PBEM_OK);
	ck_assert_int_eq(t.np, 3);
	ck_assert_int_eq(t.p[0].cancels, 1);	/* later in its own table */
	ck_assert_int_eq(t.p[1].cancels, 0);
	ck_assert_int_eq(t.p[2].cancels, -1);	/* missing: none */
	ck_assert_int_eq(t.roll[0], 2);
	ck_assert_int_eq(t.roll[1], -1);
	ck_assert_int_eq(t.roll[2], -2);
	ck_assert_int_eq(t.npick, 2);
	/* the index gives back the key named (case as the table has it) */
	ck_assert_str_eq(t.p[t.pick[0]].key, "SHY");
	ck_assert_str_eq(t.p[t.pick[1]].key, "BOLD");
	ck_assert_str_eq(t.p[t.p[0].cancels].key, "SHY");
	/* missing: none rolled, none picked */
	ck_assert_int_eq(rules_try("{" PERKS "}", read_perks, &t, m, sizeof m),
	    PBEM_OK);
	ck_assert_int_eq(t.roll[0], -1);
	ck_assert_int_eq(t.npick, 0);
	/* refused, by path */
	ck_assert_int_eq(rules_try("{\"perks\": {\"BOLD\": {\"cancels\": "
	    "\"RASH\"}}}", read_perks, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: perks.BOLD.cancels: not a key of "
	    "perks");
	/* the word, exact */
	ck_assert_int_eq(rules_try("{" PERKS ", \"roll\": {\"3\": \"pick\"}}",
	    read_perks, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: roll.3: not a key of perks");
	ck_assert_int_eq(rules_try("{" PERKS ", \"roll\": {\"4\": 7}}",
	    read_perks, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: roll.4: not a key of perks");
	ck_assert_int_eq(rules_try("{" PERKS ", \"pick\": [\"SHY\", \"SHY\", "
	    "\"SHY\"]}", read_perks, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: pick: too many names");
	ck_assert_int_eq(rules_try("{" PERKS ", \"pick\": \"SHY\"}", read_perks,
	    &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: pick: not an array");
	ck_assert_int_eq(rules_try("{" PERKS ", \"pick\": [\"BOLD\", 1]}",
	    read_perks, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: pick: not a key of perks");
}
END_TEST

/* A table that must have one entry (RULES_EACH_NEEDS): "lucky", its
 * key matched with case ignored. */
static const struct rules_entry lucky_rows[] = {
	{ NULL, RULES_EACH_NEEDS(struct toy_perks, p, np, "perks", 8,
	    perk_table, 0, "lucky") },
};

static int
read_lucky(struct rules_rd *rd, const json_t *j, void *ctx)
{
	struct toy_perks *t = ctx;

	memset(t, 0, sizeof *t);
	rules_sections(rd, j, t, lucky_rows, RULES_NFIELDS(lucky_rows));
	return 0;
}

START_TEST(a_needed_entry)
{
	struct toy_perks t;
	char m[256];

	ck_assert_int_eq(rules_try("{" PERKS "}", read_lucky, &t, m, sizeof m),
	    PBEM_OK);
	ck_assert_int_eq(t.np, 3);
	ck_assert_int_eq(rules_try("{\"perks\": {\"BOLD\": {}}}", read_lucky,
	    &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: perks: no entry \"lucky\"");
	/* a fault inside the table is named first */
	ck_assert_int_eq(rules_try("{\"perks\": {\"BOLD\": {\"cancels\": "
	    "\"RASH\"}}}", read_lucky, &t, m, sizeof m), PBEM_ERR_PARSE);
	ck_assert_str_eq(m, "rules data: perks.BOLD.cancels: not a key of "
	    "perks");
}
END_TEST

/* The perks of root read while a state is decoded (rules_memo.h on):
 * PBEM_OK or not. */
static int
perks_memo(const json_t *root, struct toy_perks *t)
{
	struct rules_rd rd;
	struct pbem_err err;

	memset(t, 0, sizeof *t);
	rules_rd_init(&rd, &err);
	rules_memo_scope(1);
	rules_sections(&rd, root, t, perk_rows, RULES_NFIELDS(perk_rows));
	rules_memo_scope(0);
	return rules_rd_end(&rd);
}

/* An entry the memo keeps is kept by the table its REF names too: a
 * second state sharing the entry (a BOLD that cancels SHY) whose table
 * has another key before SHY reads SHY's new place, not the first's. */
START_TEST(refs_kept_by_their_table)
{
	json_t *bold = json_pack("{s:s}", "cancels", "SHY");
	json_t *shy = json_object(), *a = json_object(), *b = json_object();
	json_t *ra, *rb;
	struct toy_perks t;

	ck_assert_int_eq(json_object_set(a, "BOLD", bold), 0);
	ck_assert_int_eq(json_object_set(a, "SHY", shy), 0);
	ck_assert_int_eq(json_object_set_new(b, "ZED", json_object()), 0);
	ck_assert_int_eq(json_object_set(b, "BOLD", bold), 0);
	ck_assert_int_eq(json_object_set(b, "SHY", shy), 0);
	ra = json_pack("{s:o}", "perks", a);
	rb = json_pack("{s:o}", "perks", b);
	ck_assert_int_eq(perks_memo(ra, &t), PBEM_OK);
	ck_assert_int_eq(t.p[0].cancels, 1);
	ck_assert_int_eq(perks_memo(ra, &t), PBEM_OK);	/* kept: the same */
	ck_assert_int_eq(t.p[0].cancels, 1);
	ck_assert_int_eq(perks_memo(rb, &t), PBEM_OK);
	ck_assert_str_eq(t.p[1].key, "BOLD");
	ck_assert_int_eq(t.p[1].cancels, 2);
	ck_assert_str_eq(t.p[t.p[1].cancels].key, "SHY");
	json_decref(ra);
	json_decref(rb);
	json_decref(bold);
	json_decref(shy);
}
END_TEST

/* An entry found by its one-letter code. */
START_TEST(codes)
{
	static const struct { char name[8], code; } terr[] = {
		{ "clear", '.' }, { "forest", 'F' }, { "hill", 'H' } };

	ck_assert_int_eq(GAME_FIND_CODE(terr, 3, code, 'H'), 2);
	ck_assert_int_eq(GAME_FIND_CODE(terr, 3, code, '.'), 0);
	ck_assert_int_eq(GAME_FIND_CODE(terr, 3, code, 'h'), -1);
	ck_assert_int_eq(GAME_FIND_CODE(terr, 2, code, 'H'), -1);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("rules_words");
	TCase *tc = tcase_create("rows");
	SRunner *sr;
	int nf;

	tcase_add_test(tc, grid_and_words);
	tcase_add_test(tc, rows_by_a_table);
	tcase_add_test(tc, keys_of_a_table);
	tcase_add_test(tc, refs_to_a_table);
	tcase_add_test(tc, refs_kept_by_their_table);
	tcase_add_test(tc, a_needed_entry);
	tcase_add_test(tc, codes);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? 0 : 1;
}
