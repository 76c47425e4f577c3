/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_tables.h - the kit's one reader of a module's rules data
 * (games/<id>/rules.json, kept inside every state).  The data is
 * referee-editable and so hostile: every number is read within its
 * bounds (whole numbers, or exact decimals through rules_number.h), every
 * name against the module's list, and the first bad value is named by its
 * key path ("rules data: units.LINE.save: not an integer 2..11").  After
 * the first error the reads go on and return safe values (the low bound,
 * the default), so a module checks once, at the end (rules_rd_end).
 *
 * The module keeps its own tables: which keys, which bounds, which names.
 * Objects of named entries (unit types, terrain) are walked with
 * rules_keys, in the file's order or in sorted order; a state the core
 * stored with sorted keys must number its entries as the first load did,
 * so a module that numbers entries by position reads them sorted.
 */
#ifndef PBEM_RULES_TABLES_H
#define PBEM_RULES_TABLES_H

#include <stddef.h>

#include <jansson.h>

#include "err.h"

struct rules_rd {
	struct pbem_err *err;
	int bad;
	char path[128];			/* "units.LINE": where the reader is */
	const json_t *data;		/* the data's top level, while
					 * rules_sections reads it, or as a
					 * module sets it for rules_each
					 * (the tables REF rows name) */
	const void *top;		/* the struct rules_sections fills,
					 * while it does: what an EACH
					 * table's after may look up in the
					 * tables read before (a list's
					 * entries' types) */
};

void rules_rd_init(struct rules_rd *rd, struct pbem_err *err);
/* PBEM_OK, or PBEM_ERR_PARSE after an error (err already filled). */
int rules_rd_end(const struct rules_rd *rd);
/* Mark the data bad: "rules data: <path>.<key>: <what>" (key may be
 * NULL); only the first call is kept. */
void rules_bad(struct rules_rd *rd, const char *key, const char *what);

/* The key path the first error of a reader names, out of its message
 * (err.msg: "rules data: units.LINE.save: not an integer 2..11" gives
 * "units.LINE.save") into buf; "" when msg is not this reader's. */
void rules_err_path(const char *msg, char *buf, size_t n);

/* Descend into key (appended to the path); rules_leave(rd, mark) goes
 * back to where rules_enter returned. */
size_t rules_enter(struct rules_rd *rd, const char *key);
void rules_leave(struct rules_rd *rd, size_t mark);

/* Member key of o as an object; NULL when missing or not one (an error
 * unless optional). */
const json_t *rules_obj(struct rules_rd *rd, const json_t *o,
    const char *key, int optional);
/* Member key of o as an array of min..max entries; NULL when missing (an
 * error unless optional) or otherwise wrong (an error). */
const json_t *rules_array(struct rules_rd *rd, const json_t *o,
    const char *key, size_t min, size_t max, int optional);

/* Whole numbers.  A JSON boolean reads as 0 or 1 (a flag of the table is
 * a number the rules add or test).  Out of lo..hi or not a number: an
 * error, lo returned. */
int rules_int(struct rules_rd *rd, const json_t *o, const char *key, int lo,
    int hi);
/* The same, dflt when o lacks key (o may be NULL). */
int rules_int_or(struct rules_rd *rd, const json_t *o, const char *key,
    int lo, int hi, int dflt);
/* An exact decimal in 1/scale units ("mp": 1.5 in halves is 3) within
 * lo..hi; dflt when missing; JSON null reads as `if_null` when that is
 * not RULES_NO_NULL, else it is an error. */
#define RULES_NO_NULL	(-2147483647 - 1)
int rules_decimal_or(struct rules_rd *rd, const json_t *o, const char *key,
    int scale, int lo, int hi, int dflt, int if_null);
/* JSON true: 1; anything else (missing, false, a number): 0. */
int rules_true(const json_t *o, const char *key);

/* n integers in lo..hi: key holds an array of exactly n (rows == 0), or
 * of `rows` arrays of n each (v row-major); an error otherwise. */
void rules_ints(struct rules_rd *rd, const json_t *o, const char *key,
    int *v, int rows, int n, int lo, int hi);
/* The same table back as JSON (rows == 0: one flat array). */
json_t *rules_ints_encode(const int *v, int rows, int n);

/* Names.  The index of s in names[0..n-1] (exact match), or -1. */
int rules_name_index(const char *s, const char *const *names, int n);
/* Member key of o, one of names[]: its index; dflt when missing and
 * dflt >= 0; an error (0 returned) otherwise. */
int rules_word(struct rules_rd *rd, const json_t *o, const char *key,
    const char *const *names, int n, int dflt);
/* Member key of o, an array of names[] (bit i for names[i]); 0 when
 * missing; an error for anything else in it. */
unsigned rules_flags(struct rules_rd *rd, const json_t *o, const char *key,
    const char *const *names, int n);
/* Member key of o as text into dst (dflt when it is not a string). */
void rules_text(char *dst, size_t n, const json_t *o, const char *key,
    const char *dflt);

/* The keys of object o, at most max, each shorter than keylen: in
 * sorted (strcmp) order when sorted, else in the file's order.  Too many
 * or too long: an error, and the count read so far is returned. */
int rules_keys(struct rules_rd *rd, const json_t *o, const char **keys,
    int max, size_t keylen, int sorted);

/* A table of named entries (unit types, terrain), entry by entry: the
 * object at key in o (missing or not one: an error unless optional, then
 * 0), at most max entries with keys shorter than keylen, each an object,
 * in sorted order or the file's.  fn(rd, i, key, entry, ctx) reads entry
 * i with the path at "key.<entry key>"; the walk stops at the first
 * error.  Returns the number of entries. */
typedef void (*rules_entry_fn)(struct rules_rd *rd, int i, const char *key,
    const json_t *entry, void *ctx);
int rules_each(struct rules_rd *rd, const json_t *o, const char *key,
    int max, size_t keylen, int sorted, int optional, rules_entry_fn fn,
    void *ctx);

/*
 * A table of the fields of one struct, read in one call: the key in the
 * data, the member, and what it holds.  An int (the default kind) has
 * its bounds and is required or has a default (a constant, or another
 * member's value read before it), or is an exact decimal in 1/scale
 * units; the other kinds read an entry's key, a text, a name's index, a
 * set of names as bits, a JSON true, or only check that an object is
 * there.  A module declares rows instead of writing the reads.
 */
enum rules_kind {
	RULES_K_INT,	/* int within lo..hi */
	RULES_K_KEY,	/* char[size]: the key of the entry being read */
	RULES_K_TEXT,	/* char[size]: a string, else text (NULL: the
			 * entry's key; REQUIRED: an error) */
	RULES_K_WORD,	/* int: a name's index in names, plus lo (dflt
			 * when missing and dflt >= 0, null_as when
			 * RULES_NULL; else an error) */
	RULES_K_FLAGS,	/* unsigned: names as bits (rules_flags) */
	RULES_K_TRUE,	/* int: 1 when JSON true (rules_true) */
	RULES_K_OBJ,	/* nothing stored: key must be an object */
	RULES_K_CODE,	/* char: the entry's key, one printable
			 * character (a terrain's map code) */
	RULES_K_CHAR,	/* char: a string of one printable character
			 * (required) */
	RULES_K_INTS,	/* int[size]: an array of them within lo..hi
			 * (rules_ints; dflt > 0: that many rows of
			 * size / dflt); missing and not required: the
			 * member keeps what it holds (DEFAULTS: each
			 * row lo, then hi) */
	RULES_K_NAMED,	/* int[size]: an object of named ints, names[i]
			 * (i from dflt to nnames - 1) into member[i],
			 * each required within lo..hi; the object's
			 * other members are not read (more names than
			 * size: an error) */
	RULES_K_WORDS,	/* int[size]: as INTS, of names (a grid of
			 * words: a results table), each name's index
			 * within lo..hi */
	RULES_K_EACH,	/* a table of named entries (rules_each_fields)
			 * at key: at most hi entries, keys shorter than
			 * lo, in the file's order (SORTED: sorted), each
			 * read by the table sub (its rows, then its
			 * after) into the array at off (entries size
			 * bytes apart), their count into the int at from
			 * (REQUIRED: at least one; text: the key of an
			 * entry that must be there, case ignored) */
	RULES_K_SUB,	/* a struct member: the object at key read by
			 * the table sub (missing: an error unless
			 * optional, then the member keeps its value;
			 * DEFAULTS: the sub's rows' defaults) */
	RULES_K_REF,	/* int: an entry of the table of named entries
			 * at text (a member of the data's top level, read
			 * in the file's order: RULES_EACH; SORTED: in
			 * sorted order), by its key, case ignored: its
			 * index (missing: dflt, unless
			 * REQUIRED; null: null_as when RULES_NULL; word
			 * i of names, exact: -2 - i); size > 1: int[size],
			 * an array of such keys (missing: none), counted
			 * into the int at from (rules_sections only) */
	RULES_K_PLACED,	/* an array member of hi entries, size bytes
			 * apart: the rows at key each read by the table
			 * sub into the entry its first field names
			 * (rules_rows_placed; REQUIRED: every place) */
	RULES_K_ANY,	/* an array of names at key (missing: none), each
			 * taken by the first row of the table sub that
			 * knows it: a FLAGS row's names (exact: bit i of
			 * its unsigned), a REF row's table's keys (case
			 * ignored: bit of the entry's index); a name none
			 * knows: an error, "not <text>" (RULES_ANY) */
	RULES_K_MARKS,	/* unsigned char[size]: an array of keys of the
			 * table of named entries at text (as REF), each
			 * marking its entry (member[i] = 1); missing:
			 * none (rules_sections only) */
	RULES_K_CONST,	/* nothing stored: key must hold exactly the
			 * string text (text NULL: the integer lo): the
			 * data's format or version ("not \"<text>\"") */
	RULES_K_ROWS,	/* an array member of rows: the array at key of
			 * lo..hi rows (missing: an error when REQUIRED,
			 * else none), each an object read by the table
			 * sub (its rows with their order, as
			 * rules_rows_fields; then its after) into the
			 * array at off (entries size bytes apart), their
			 * count into the int at from */
	RULES_K_OPTIONS, /* the option struct at off: the object at key
			 * read by the options opts (rules_options.h,
			 * RULES_OPTS) */
};
struct rules_table;
struct rules_options;
struct rules_field {
	const char *key;
	size_t off;
	int lo, hi;
	int dflt;
	unsigned how;
	enum rules_kind kind;
	size_t size;			/* KEY, TEXT: the buffer */
	const char *text;		/* TEXT: the default; NAMED: the
					 * member of each named object */
	const char *const *names;	/* WORD, FLAGS */
	int nnames;
	size_t from;			/* INT, RULES_FROM: the default's
					 * member */
	int null_as;			/* RULES_NULL: what JSON null reads;
					 * an INT with text: what the string
					 * text reads ("cost": "all"); a WORD:
					 * what a missing one reads */
	const struct rules_table *sub;	/* EACH, SUB, ROWS */
	const struct rules_options *opts;	/* OPTIONS */
	int order;			/* INT of a row (rules_rows_fields):
					 * RULES_ABOVE or RULES_BELOW the one
					 * of the row before */
};
#define RULES_ABOVE	1
#define RULES_BELOW	(-1)
#define RULES_REQUIRED		0x1u
#define RULES_FROM		0x2u	/* missing reads the int at from */
#define RULES_NULL		0x4u	/* decimal: null reads null_as */
#define RULES_FLAT		0x8u	/* rules_entry: see there */
#define RULES_SPARSE		0x40u	/* rules_fields_encode: written only
					 * when not its default (a field added
					 * after tables were first stored) */
#define RULES_RISING		0x10u	/* INTS: each (of a row) not below
					 * the one before it ([min, max]) */
#define RULES_FOLD		0x20u	/* WORDS, WORD: names matched with
					 * case ignored */
#define RULES_SORTED		0x80u	/* EACH: entries in sorted (strcmp)
					 * key order, not the file's; REF,
					 * MARKS: an entry's index in that
					 * order (a table a state keeps, whose
					 * keys the core stores sorted, reads
					 * alike from both) */
/* 0x100..0x8000: free (0x8000 down: hg8, then ts8) */
#define RULES_DEFAULTS		0x4000u	/* INTS, SUB: missing (and not
					 * required) reads its default, not
					 * what the member held: INTS each
					 * row lo, then hi (a [min, max] pair:
					 * any); SUB its table's rows' */
#define RULES_SCALE(s)		((unsigned)(s) << 16)	/* decimal */
#define RULES_SCALE_OF(how)	((int)((how) >> 16))
#define RULES_FIELD(type, f, k, l, h) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = RULES_REQUIRED }
#define RULES_FIELD_OR(type, f, k, l, h, d) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, .dflt = d }
#define RULES_DECIMAL_OR(type, f, k, scale, l, h, d) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, .dflt = d, \
	  .how = RULES_SCALE(scale) }
/* A decimal whose JSON null reads nul. */
#define RULES_DECIMAL_NULL(type, f, k, scale, l, h, d, nul) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, .dflt = d, \
	  .how = RULES_SCALE(scale) | RULES_NULL, .null_as = nul }
/* An int whose default is the member fr (read before it). */
#define RULES_FIELD_FROM(type, f, k, l, h, fr) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = RULES_FROM, .from = offsetof(type, fr) }
#define RULES_KEY(type, f)	{ .kind = RULES_K_KEY, \
	  .off = offsetof(type, f), .size = sizeof ((type *)0)->f }
#define RULES_TEXT(type, f, k, d)	{ .key = k, .kind = RULES_K_TEXT, \
	  .off = offsetof(type, f), .size = sizeof ((type *)0)->f, .text = d }
#define RULES_WORD(type, f, k, nm, d)	{ .key = k, .kind = RULES_K_WORD, \
	  .off = offsetof(type, f), .names = nm, \
	  .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), .dflt = d }
/* The same, names[i] read as b + i (d the default's index: "quality"
 * of raw, normal, vet as -1, 0, 1). */
#define RULES_WORD_BASE(type, f, k, nm, d, b)	{ .key = k, \
	  .kind = RULES_K_WORD, .off = offsetof(type, f), .names = nm, \
	  .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), .dflt = d, .lo = b }
#define RULES_FLAGS(type, f, k, nm)	{ .key = k, .kind = RULES_K_FLAGS, \
	  .off = offsetof(type, f), .names = nm, \
	  .nnames = (int)(sizeof (nm) / sizeof (nm)[0]) }
#define RULES_TRUE(type, f, k)	{ .key = k, .kind = RULES_K_TRUE, \
	  .off = offsetof(type, f) }
#define RULES_OBJ(k)		{ .key = k, .kind = RULES_K_OBJ }
#define RULES_CODE(type, f)	{ .kind = RULES_K_CODE, .off = offsetof(type, f) }
#define RULES_CHAR(type, f, k)	{ .key = k, .kind = RULES_K_CHAR, \
	  .off = offsetof(type, f) }
/* Names as bits, the array required ("not an array" when missing). */
#define RULES_FLAGS_REQUIRED(type, f, k, nm)	{ .key = k, \
	  .kind = RULES_K_FLAGS, .off = offsetof(type, f), .names = nm, \
	  .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), \
	  .how = RULES_REQUIRED }
/* A required int in l..h, or the string w, which reads as v. */
#define RULES_FIELD_WORD_AS(type, f, k, l, h, w, v) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = RULES_REQUIRED, .text = w, .null_as = v }
/* An array of ints (an int[n] member: n of them) within l..h; hw:
 * RULES_REQUIRED, RULES_RISING or 0 (missing: the member as it was). */
#define RULES_INTS(type, f, k, l, h, hw)	{ .key = k, \
	  .kind = RULES_K_INTS, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = hw, .size = sizeof ((type *)0)->f / sizeof (int) }
/* A [min, max] pair (an int[2] member) within l..h, min not above
 * max; left out: [l, h], any. */
#define RULES_SPAN(type, f, k, l, h)	{ .key = k, \
	  .kind = RULES_K_INTS, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = RULES_RISING | RULES_DEFAULTS, \
	  .size = sizeof ((type *)0)->f / sizeof (int) }
/* The same as r rows of arrays (an int[r][c] member). */
#define RULES_INTS_ROWS(type, f, k, r, l, h, hw)	{ .key = k, \
	  .kind = RULES_K_INTS, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = hw, .size = sizeof ((type *)0)->f / sizeof (int), .dflt = r }
/* An object of named ints at k ({"jav": 1, "bow": 2}): member f[i] the
 * int named nm[i], each within l..h; and the same of names nm[from]
 * up to nm[to - 1] only (the object names a part of the array). */
#define RULES_NAMED(type, f, k, nm, l, h)	{ .key = k, \
	  .kind = RULES_K_NAMED, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .names = nm, .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), \
	  .size = sizeof ((type *)0)->f / sizeof (int) }
/* An object of named objects at k ({"light": {"hits": 1}, ...}): member
 * f[i] the int m of the object named nm[i], each within l..h. */
#define RULES_NAMED_IN(type, f, k, nm, m, l, h)	{ .key = k, \
	  .kind = RULES_K_NAMED, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .names = nm, .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), \
	  .size = sizeof ((type *)0)->f / sizeof (int), .text = m }
#define RULES_NAMED_PART(type, f, k, nm, from, to, l, h)	{ .key = k, \
	  .kind = RULES_K_NAMED, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .names = nm, .dflt = from, .nnames = to, \
	  .size = sizeof ((type *)0)->f / sizeof (int) }
/* Names as an int[r][c] member (r rows of c; r 0: one array of them),
 * each index within l..h; hw: RULES_REQUIRED, RULES_FOLD. */
#define RULES_WORDS_ROWS(type, f, k, r, nm, l, h, hw)	{ .key = k, \
	  .kind = RULES_K_WORDS, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = hw, .size = sizeof ((type *)0)->f / sizeof (int), .dflt = r, \
	  .names = nm, .nnames = (int)(sizeof (nm) / sizeof (nm)[0]) }
/* The named entries at k (an array member f of at most its length, each
 * key shorter than kl) read by table tb, counted into member c; hw:
 * RULES_REQUIRED (at least one), RULES_SORTED (in sorted key order). */
#define RULES_EACH(type, f, c, k, kl, tb, hw)	{ .key = k, \
	  .kind = RULES_K_EACH, .off = offsetof(type, f), .lo = kl, \
	  .hi = (int)(sizeof ((type *)0)->f / sizeof ((type *)0)->f[0]), \
	  .size = sizeof ((type *)0)->f[0], .from = offsetof(type, c), \
	  .sub = &(tb), .how = hw }
/* The same, with an entry keyed e that must be there (the terrain
 * every box has until the map says otherwise: "clear"); missing: the
 * error "<k>: no entry \"<e>\"". */
#define RULES_EACH_NEEDS(type, f, c, k, kl, tb, hw, e)	{ .key = k, \
	  .kind = RULES_K_EACH, .off = offsetof(type, f), .lo = kl, \
	  .hi = (int)(sizeof ((type *)0)->f / sizeof ((type *)0)->f[0]), \
	  .size = sizeof ((type *)0)->f[0], .from = offsetof(type, c), \
	  .sub = &(tb), .how = hw, .text = e }
/* The index of the entry of table tb (the key of a table at the
 * data's top level: "traits") that k names, d when missing; the same
 * with null read as d too and the words of nm read as -2, -3...
 * ("PICK": -2); and an array of them into int f[n], counted into c. */
#define RULES_REF(type, f, k, tb, d)	{ .key = k, .kind = RULES_K_REF, \
	  .off = offsetof(type, f), .text = tb, .dflt = d }
#define RULES_REF_WORDS(type, f, k, tb, d, nm)	{ .key = k, \
	  .kind = RULES_K_REF, .off = offsetof(type, f), .text = tb, \
	  .dflt = d, .how = RULES_NULL, .null_as = d, .names = nm, \
	  .nnames = (int)(sizeof (nm) / sizeof (nm)[0]) }
#define RULES_REFS(type, f, c, k, tb)	{ .key = k, .kind = RULES_K_REF, \
	  .off = offsetof(type, f), .text = tb, \
	  .size = sizeof ((type *)0)->f / sizeof (int), \
	  .from = offsetof(type, c) }
/* An array of names at k, each a name of one of the kinds the rows of
 * table tb know, the first that knows it taking it as a bit of its
 * unsigned member (RULES_FLAGS(type, f, NULL, nm): a word of nm;
 * RULES_ANY_KEY: a key of the table at the data's top level tk); what
 * says what the names may be ("a class or unit": "not a class or
 * unit" for one that is none). */
#define RULES_ANY(k, tb, what)	{ .key = k, .kind = RULES_K_ANY, \
	  .sub = &(tb), .text = what }
#define RULES_ANY_KEY(type, f, tk)	{ .kind = RULES_K_REF, \
	  .off = offsetof(type, f), .text = tk }
/* The entries of table tb the array of keys at k names, marked in
 * unsigned char f[] (f[i] = 1; missing: none); hw: RULES_SORTED (tb
 * read so). */
#define RULES_MARKS(type, f, k, tb, hw)	{ .key = k, \
	  .kind = RULES_K_MARKS, .off = offsetof(type, f), .text = tb, \
	  .size = sizeof ((type *)0)->f, .how = hw }
/* A REF row (or REFS, MARKS) whose table is read in sorted key order
 * (an EACH row with RULES_SORTED, rules_each sorted). */
#define RULES_REF_SORTED(type, f, k, tb, d)	{ .key = k, \
	  .kind = RULES_K_REF, .off = offsetof(type, f), .text = tb, \
	  .dflt = d, .how = RULES_SORTED }
/* A name's index, none when missing (not an error); hw: RULES_FOLD. */
#define RULES_WORD_OR(type, f, k, nm, none, hw)	{ .key = k, \
	  .kind = RULES_K_WORD, .off = offsetof(type, f), .names = nm, \
	  .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), .dflt = -1, \
	  .how = RULES_NULL | (hw), .null_as = none }
/* A text that must be there (a string). */
#define RULES_TEXT_REQUIRED(type, f, k)	{ .key = k, \
	  .kind = RULES_K_TEXT, .off = offsetof(type, f), \
	  .size = sizeof ((type *)0)->f, .how = RULES_REQUIRED }
/* A required int of a row that must lie above (d RULES_ABOVE) or below
 * (RULES_BELOW) the same of the row before (rules_rows_fields). */
#define RULES_FIELD_ORDER(type, f, k, l, h, d) \
	{ .key = k, .off = offsetof(type, f), .lo = l, .hi = h, \
	  .how = RULES_REQUIRED, .order = d }
/* The struct member f, an object at k read by rules_table tb (hw:
 * RULES_REQUIRED, or 0: missing leaves f as it is). */
#define RULES_SUB(type, f, k, tb, hw)	{ .key = k, .kind = RULES_K_SUB, \
	  .off = offsetof(type, f), .how = hw, .sub = &(tb) }
/* The object at k read by table tb into the struct being read itself
 * (tb's rows name its members: "generals": {"min": 1} into gen_min);
 * hw: RULES_REQUIRED, RULES_DEFAULTS (missing: tb's defaults), or 0
 * (missing: the members as they are).  k NULL: tb's rows stand in the
 * object being read itself (a table kept in a state beside another,
 * S_RULES with no key), and are written back into it
 * (rules_fields_encode; a keyed one is not). */
#define RULES_NESTED(k, tb, hw)	{ .key = k, .kind = RULES_K_SUB, .off = 0, \
	  .how = hw, .sub = &(tb) }
/* The rows at k, each in its place of the array member f, read by
 * table tb whose first field is the place (RULES_AT, RULES_AT_WORD:
 * rules_rows_placed, below); hw: RULES_REQUIRED (every place has its
 * row) or 0.  A place beyond the array is an error. */
#define RULES_PLACED(type, f, k, tb, hw)	{ .key = k, \
	  .kind = RULES_K_PLACED, .off = offsetof(type, f), \
	  .hi = (int)(sizeof ((type *)0)->f / sizeof ((type *)0)->f[0]), \
	  .size = sizeof ((type *)0)->f[0], .sub = &(tb), .how = hw }
/* The member k must be the string v (RULES_CONST: a format, "x-rules
 * 1"), or the integer v (RULES_CONST_INT: a version); nothing stored. */
#define RULES_CONST(k, v)	{ .key = k, .kind = RULES_K_CONST, .text = v }
#define RULES_CONST_INT(k, v)	{ .key = k, .kind = RULES_K_CONST, .lo = v }
/* The array at k of at least mn rows (at most the length of the array
 * member f), each an object read by table tb into its entry of f (an
 * INT field with an order compared with the row before:
 * RULES_FIELD_ORDER), counted into member c; hw: RULES_REQUIRED (the
 * array must be there) or 0 (missing: no rows). */
#define RULES_ROWS(type, f, c, k, mn, tb, hw)	{ .key = k, \
	  .kind = RULES_K_ROWS, .off = offsetof(type, f), .lo = mn, \
	  .hi = (int)(sizeof ((type *)0)->f / sizeof ((type *)0)->f[0]), \
	  .size = sizeof ((type *)0)->f[0], .from = offsetof(type, c), \
	  .sub = &(tb), .how = hw }
#define RULES_NFIELDS(a)	(sizeof (a) / sizeof (a)[0])

void rules_fields(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f, size_t n);
/* The same for an entry of a table (the entry's key at hand). */
void rules_fields_keyed(struct rules_rd *rd, const json_t *o,
    const char *key, void *base, const struct rules_field *f, size_t n);
/* A table of table entries (rules_each) each read by fields f into the
 * structs at array, stride bytes apart: the number of entries. */
int rules_each_fields(struct rules_rd *rd, const json_t *o, const char *key,
    int max, size_t keylen, int sorted, void *array, size_t stride,
    const struct rules_field *f, size_t n);
/* A table with its length, to name from another table (state_schema.h
 * keeps a struct read by one in the state); and, for the entries of an
 * EACH row, what the module reads of an entry that no row says (after
 * its rows, into the entry at base: values one member decides, such as
 * a leader's combat values from its rating), or for a struct kept in
 * the state (S_RULES), what its reader makes of it after its rows (a
 * bound raised to another). */
struct rules_table {
	const struct rules_field *f;
	size_t n;
	void (*after)(struct rules_rd *rd, const json_t *o, void *base);
};
#define RULES_TABLE(a)	{ a, RULES_NFIELDS(a), NULL }
#define RULES_TABLE_AFTER(a, fn)	{ a, RULES_NFIELDS(a), fn }
/* The struct at base read by table t out of the object o, in one call:
 * o NULL reads every field's default, unless required; o not an object
 * is an error.  PBEM_OK, or PBEM_ERR_PARSE with err (may be NULL)
 * naming the first bad value. */
int rules_table_read(const json_t *o, int required, void *base,
    const struct rules_table *t, struct pbem_err *err);
/* Fields spread over the sections of the data ("defaults": {"turns":
 * 10}): each row names its section (NULL: the data's top level; "a.b":
 * b inside a) and its field, all members of one struct.  A section
 * that is missing reads as empty: its optional fields take their
 * defaults.  A row whose field has RULES_FLAT instead looks each level
 * of its section up as rules_obj does (missing: "a: missing or not an
 * object") and names only the field's own key in an error. */
struct rules_entry {
	const char *section;
	struct rules_field f;
};
void rules_sections(struct rules_rd *rd, const json_t *root, void *base,
    const struct rules_entry *e, size_t n);
/* A module's whole rules data read by one table of sections: the rows,
 * and the size of the struct they fill (RULES_SET(struct x_rules,
 * rows)).  rules_set_read zeroes r, then reads the data (an object, or
 * an error) into it: PBEM_OK, or PBEM_ERR_PARSE with err naming the
 * first bad value. */
struct rules_set {
	const struct rules_entry *e;
	size_t n, size;
};
#define RULES_SET(type, rows)	{ rows, RULES_NFIELDS(rows), sizeof(type) }
int rules_set_read(const struct rules_set *s, const json_t *rules, void *r,
    struct pbem_err *err);

/* The rows of an array (bands of a table, cards): the array at key in
 * o of min..max rows (missing: an error unless optional, then 0),
 * fn(rd, i, NULL, row, ctx) for each row with the path at key (a row is
 * not named by its index: "army_morale.min"); the walk stops at the
 * first error.  Returns the number of rows. */
int rules_rows(struct rules_rd *rd, const json_t *o, const char *key,
    size_t min, size_t max, int optional, rules_entry_fn fn, void *ctx);
/* The same, each row read by fields f into the structs at array, stride
 * bytes apart (an INT field with an order compared with the row before:
 * RULES_FIELD_ORDER): the number of rows. */
int rules_rows_fields(struct rules_rd *rd, const json_t *o, const char *key,
    size_t min, size_t max, int optional, void *array, size_t stride,
    const struct rules_field *f, size_t n);

/* Rows of an array each read into the struct of its place (a card's
 * row, a scenario's by its number): the array at key in o, each row an
 * object read by fields f, the first of which says where it goes: an
 * int within lo..hi (RULES_AT) or a name's index (RULES_AT_WORD; then
 * the name is the row's key, a RULES_TEXT default), the row read into
 * array + place * stride (the first field stores nothing).  A place
 * given twice is an error ("rampage: two rows for card 7"); when every
 * is set, each place has its row (the array holds as many rows as
 * there are places).  At most 64 places.  Returns the number of rows. */
int rules_rows_placed(struct rules_rd *rd, const json_t *o, const char *key,
    int every, void *array, size_t stride, const struct rules_field *f,
    size_t n);
#define RULES_AT(k, l, h)	{ .key = k, .lo = l, .hi = h, \
	  .how = RULES_REQUIRED }
#define RULES_AT_WORD(k, nm)	{ .key = k, .kind = RULES_K_WORD, \
	  .names = nm, .nnames = (int)(sizeof (nm) / sizeof (nm)[0]), \
	  .dflt = -1 }

/* The fields back as one JSON object (a RULES_SPARSE field only when it
 * is not its default, a text's its default text; RULES_TEXT as its
 * string; RULES_INTS as their array, or rows; RULES_NAMED as its object
 * of named ints, or of objects; RULES_PLACED as a row for every place,
 * its place first; RULES_CONST as its value; RULES_ROWS as the array of
 * its rows, each an object; RULES_OPTS as the object of its options,
 * rules_options_encode); whole numbers and texts only (NULL for a table
 * with a decimal, a word, flags, marks, a key, a character or a nested
 * table: a module storing one keeps the data's own text). */
json_t *rules_fields_encode(const void *base, const struct rules_field *f,
    size_t n);

#endif
