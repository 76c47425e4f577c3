/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_schema.h - a module's whole stored state DESCRIBED, once, and the
 * kit walks the description both ways: encoding (struct -> JSON) and
 * decoding (JSON -> struct, every value range-checked, the first bad one
 * named by its path: "units[3].seen.NORTH.alias").  One table per level
 * of the JSON: integers and flags with their domains, strings, names
 * (an index stored as a name: a side, a unit type, a unit's id), arrays
 * of integers or of names with their counts, arrays of structs (lists),
 * nested objects, per-side columns (an object keyed by side name whose
 * members are the [side] columns of int arrays), constants, JSON kept
 * as it is, and checks between fields.  What no kind says (a cell label
 * made of two ints, a map's terrain rows) is a codec of the module's, in
 * the same table, so encoding and decoding still cannot drift apart.
 *
 * Decoding walks the table twice: nodes marked STATE_LATER (references
 * to list elements decoded after them, checks over the whole state) are
 * read in the second pass.  A stored state is hostile input (the referee
 * may amend any field): a missing member, a value of the wrong type, a
 * count over its bound, a name that is no name all mark the walk bad.
 */
#ifndef PBEM_STATE_SCHEMA_H
#define PBEM_STATE_SCHEMA_H

#include <stddef.h>

#include <jansson.h>

#include "state_fields.h"

enum state_kind {
	SK_INT,		/* int within lo..hi (a JSON boolean reads 0/1;
			 * names: -1 or an index they name) */
	SK_BOOL,	/* int 0/1 stored as a JSON boolean */
	SK_STR,		/* char[size]: a string (OPT: missing or null "");
			 * with read: a text the module's parser takes
			 * (S_TEXT, S_TEXT_AS) */
	SK_CONST,	/* the string `str`, written as it is and checked */
	SK_INTS,	/* int[]: an array of ints within lo..hi */
	SK_BYTES,	/* unsigned char[]: the same, stored in bytes */
	SK_STRS,	/* char[][size]: an array of non-empty strings
			 * (with read: texts, S_TEXTS) */
	SK_NAME,	/* int index stored as its name (names); NUL: -1 is
			 * null */
	SK_NAMES,	/* int[] of indices stored as an array of names */
	SK_MASK,	/* unsigned bit mask stored as the names of its bits */
	SK_LIST,	/* struct[]: an array of objects, each `sub` */
	SK_OBJ,		/* a nested object of `sub` (key NULL: the members
			 * stand in this object) */
	SK_SIDES,	/* an object keyed by side name: `sub` per side, with
			 * every offset moved on by side * size (the [side]
			 * column of int arrays) */
	SK_JSON,	/* json_t * kept as it is (borrowed on decode) */
	SK_CODEC,	/* the module's own codec (enc, dec); key NULL: it
			 * stands inline (enc's object's members are this
			 * object's, dec reads this object) */
	SK_CHECK,	/* dec only: a check between fields, after those
			 * before it; its key names it when it fails */
	SK_PTS,		/* struct plane_pt[]: an array of [x, y] pairs, x
			 * within lo..hi, y within lo..y_hi (plane.h) */
	SK_RULES,	/* a struct read by a rules table (rules_tables.h):
			 * an object of its fields, each within its bounds
			 * (key NULL: the fields stand in this object)
			 * (OPT: missing reads the defaults, and it is
			 * written only when a field is not its default;
			 * LAX: missing reads the defaults, always written);
			 * the table's after (rules_tables.h) run on it */
	SK_DECKS,	/* struct deck[max] (deck.h) stored as an array of
			 * decks, each of lo..hi cards */
	SK_XY,		/* int x[], y[] (y at off_y): an array of [x, y]
			 * pairs, as PTS (points kept as two columns);
			 * no COUNT and max 0: the one pair [x, y] of the
			 * ints at off and off_y (S_XY_ONE) */
	SK_ORDER,	/* dec only: the int at off + lo <= the int at
			 * count (S_BELOW, S_NOT_ABOVE); max > 0: so for
			 * each of the max ints there, the ranges they
			 * make apart (S_RANGES_APART); key names it */
	SK_RANGE,	/* dec only: the int at off within lo..hi (a bound
			 * that holds while the row's condition does:
			 * S_RANGE_IF, S_RANGE_UNLESS); key names it */
	SK_ID,		/* char[size]: an id, the prefix str (if any) then
			 * a letter, then letters, digits or '_' (S_ID), or
			 * one the module's valid takes (S_ID_BY); with
			 * names: or one they know, kept as written (only
			 * they, without valid or str: S_ID_OF, S_ID_BY_OR) */
	SK_UNIQUE,	/* dec only, in a list of structs of size bytes:
			 * the string at off is no earlier element's, case
			 * ignored (S_UNIQUE); or (BY) the int at off that
			 * is not 0 (S_UNIQUE_BY); key names it */
	SK_MATCH,	/* dec only: the element of the game's array at
			 * def (elements size bytes apart, max of them)
			 * that the int at off names has the int lo bytes
			 * into it equal to this struct's int at off_y (a
			 * leader's unit is of the leader's side); NOT:
			 * unequal; COUNT: each of the ints at off, as many
			 * as the int at count (links join enemies); an
			 * index < 0 names none (S_SAME_AS, S_NONE_AS_N);
			 * ONE: the int at off counts from 1 (0 none);
			 * VALUE: the int y_hi, not the struct's
			 * (S_REF_NOT); key names it */
	SK_BYTEMAP,	/* unsigned char[size], a byte per named place (a
			 * hex, a cell: names): an object {name: value} of
			 * the bytes set, values within lo..hi, missing none
			 * set; max > 0: max such maps one after the other,
			 * stored as an array of max (S_BYTEMAP) */
	SK_TALLY,	/* dec only: each side s's int at off + s * int
			 * (max sides) against a count of the game's array
			 * at def (elements size bytes apart, their count
			 * the game's int at count, each one's side the
			 * int off_y into it): of side s (OTHER: of the
			 * other of two sides), those whose int off_s
			 * into it (COLUMN: moved on by s ints) is lo
			 * (EQ) or is not (neither: ALL of them), and
			 * (PLUS) one more for each element of side s;
			 * the int at most that count, or (ABOVE) at
			 * least; the modes in min (S_TALLY); key names
			 * it */
	SK_ONE_OF,	/* the rows of sub are alternatives, their members
			 * standing in this object (a gun's aim: a point,
			 * a feature or a target): the int at off says
			 * which one is held (1 the first, 0 none), and
			 * only it is written; decoding reads the first
			 * one there (not null) and sets the int; none
			 * there: refused at the last one's key, or (OPT)
			 * the int 0.  The row's LATER is its rows'
			 * (S_ONE_OF) */
};

/* Flags of a node. */
#define STATE_OPT	0x001u	/* missing (or null) decodes to def; not
				 * written when equal to def */
#define STATE_NUL	0x002u	/* NAME, STR, CODEC: -1 / "" written as null */
#define STATE_LATER	0x004u	/* decoded in the second pass */
#define STATE_SHORT	0x008u	/* INTS: a short array reads 0 beyond its end */
#define STATE_COUNT	0x010u	/* array length: the int member at count */
#define STATE_SETS	0x020u	/* ... which decoding sets (else: must equal) */
#define STATE_NONEMPTY	0x040u	/* array: at least one element */
#define STATE_OWN	0x080u	/* SIDES: the side whose int is at count in
				 * base is left out of the encoding */
#define STATE_FLAG	0x100u	/* OBJ, OPT: present exactly when the int
				 * member at count is set (decoding sets it) */
#define STATE_SHARE	0x200u	/* JSON: encoded as a new reference, not a
				 * deep copy */
#define STATE_COPY	0x400u	/* JSON: decoded as a deep copy (owned) */
#define STATE_BOOLS	0x800u	/* INTS: stored as booleans */
#define STATE_LAX	0x1000u	/* missing decodes to def (STR: ""), yet it
				 * is always written */
#define STATE_WRITE	0x2000u	/* written, never read (what is read from
				 * elsewhere: the scenario) */
#define STATE_PTR	0x4000u	/* STR: a const char * (decoding borrows the
				 * JSON's string) */
#define STATE_FULL	0x8000u	/* STR: not empty */
#define STATE_COLS	0x20000u	/* LIST: the elements kept as columns
				 * (S_COLS) */
#define STATE_TUPLE	0x40000u	/* LIST: each element an array of its
				 * int members, in order (S_TUPLES; with
				 * COLS, of its columns) */
#define STATE_MAX_COLS	16	/* COLS: most members */
#define STATE_SAME	0x80000u	/* DECKS, STR: the one in place (the
				 * scenario's): a deck's name and cards, a
				 * string equal to it */
#define STATE_ONE	0x100000u	/* a TUPLE's int member: stored one
				 * more than held (a board's row counted from
				 * 1); lo..hi bound the stored number; MATCH:
				 * the ref counts from 1 (S_REF_NOT) */
#define STATE_BY	0x400000u	/* UNIQUE: an int, not 0, unique
				 * among the elements whose int at count
				 * is the same (S_UNIQUE_BY) */
#define STATE_NOT	0x1000000u	/* MATCH: the ints must differ */
#define STATE_VALUE	0x8000000u	/* MATCH: against the value y_hi
				 * (S_REF_NOT) */
#define STATE_PAIR	0x40000000u	/* UNIQUE: the ints at off and off_y
				 * together, among the elements whose ints
				 * at count and off_s are both set
				 * (S_UNIQUE_XY) */
#define STATE_IS	0x20000000u	/* the row's condition: the int at
				 * when_at is when_is (STATE_WHEN_IS) */
#define STATE_BARE	0x200000u	/* LIST: each element stored as the
				 * value of its one member (a list of
				 * arrays: S_LIST_BARE) */
#define STATE_FROM	0x800000u	/* INT, OPT: its default is the int
				 * member at count (of the struct, not moved
				 * with a column: S_INT_FROM) */
#define STATE_SOME	0x10000u	/* LIST, MASK: written only when its
				 * count is not 0, or a bit is set (with
				 * OPT: missing is none); INTS (n of them):
				 * when one is not 0; OBJ: when something
				 * in it is (S_OBJ_SOME) */

struct state_walk;
struct state_node;
struct rules_table;
struct pbem_err;

/* How an index is named: name(game, i) (NULL: no such index), and back
 * (-1: no such name; index alone: names only read, S_POINT_OR_NAME); or, with name NULL, a fixed list of words (an
 * index is its word's place, matched exactly, or ignoring case when
 * fold); or, with stride set (STATE_NAMES_OF, STATE_NAMES_STRS), the key
 * strings of an array in the game, matched ignoring case. */
struct state_names {
	const char *(*name)(const void *game, int i);
	int (*index)(const void *game, const char *name);
	int (*count)(const void *game);	/* MASK: the bits named */
	const char *const *words;
	int nwords;		/* words; STRS: the fixed count */
	int fold;		/* words: matched ignoring case */
	size_t at, stride, key;	/* element i's key: game + at + i * stride
				 * + key */
	size_t count_at;	/* OF: the int count in the game */
	int hex;		/* HEX: the hexes of the layout at `at` */
	size_t dash_at;		/* HEX: labels "II-C08" while the game's */
	int dash_from;		/* int at dash_at is dash_from or more (0:
				 * never) */
};

/* Names that are the string member k of the elements of array a in the
 * game (T), counted by the int member n: one line for "a unit's id" or
 * "a unit type's key" (members may be nested: r.type, r.ntypes). */
#define STATE_NAMES_OF(T, a, k, n)	{ .at = offsetof(T, a), \
				    .stride = sizeof ((T *)0)->a[0], \
				    .key = offsetof(T, a[0].k) - \
				    offsetof(T, a), .count_at = offsetof(T, n) }
/* Names that are the n strings of char a[n][len] in the game (T): the
 * sides' own names. */
#define STATE_NAMES_STRS(T, a, n)	{ .at = offsetof(T, a), \
				    .stride = sizeof ((T *)0)->a[0], \
				    .nwords = n }
/* The hexes of a map, the struct hex_layout (hex.h) at member lay of the
 * game (T), named by their labels: "IIC08"; and the same written "II-C08"
 * while the game's int member f is v (v > 0) or more (a rules version);
 * either read, case ignored.  An index that is no hex on the map has no
 * name. */
#define STATE_NAMES_HEX(T, lay)	{ .at = offsetof(T, lay), .hex = 1 }
#define STATE_NAMES_HEX_DASHED(T, lay, f, v)	{ .at = offsetof(T, lay), \
				    .hex = 1, .dash_at = offsetof(T, f), \
				    .dash_from = v }
/* A name's index under nm (-1: none), a name (NULL: none), how many. */
int state_names_index(const struct state_names *nm, const void *game,
    const char *s);
const char *state_names_name(const struct state_names *nm, const void *game,
    int i);
int state_names_count(const struct state_names *nm, const void *game);

/* A module's codec: enc the JSON of the value at base (NULL: out of
 * memory; when OPT, *skip set leaves the member out), dec read it (v:
 * NULL when missing) and return -1 when it is bad. */
typedef json_t *(*state_enc_fn)(const struct state_walk *w,
    const void *base, const struct state_node *n, int *skip);
typedef int (*state_dec_fn)(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
/* A text the module's own parser reads (a sheet line, a word list):
 * read takes the string s stored for the node of the struct at base, 0
 * when its parser accepts it (S_TEXT_AS: it keeps what it read in
 * base), -1 when not; write makes the text of the value at base in b
 * (len bytes), -1 when it cannot. */
typedef int (*state_read_fn)(struct state_walk *w, void *base,
    const char *s);
typedef int (*state_write_fn)(const struct state_walk *w, const void *base,
    char *b, size_t len);
#define STATE_TEXT_MAX	512	/* S_TEXT_AS: the longest text, and NUL */
/* A check between fields: 0 when they agree. */
typedef int (*state_check_fn)(struct state_walk *w, void *base);
/* A condition: 0 leaves the member out of the encoding, and decoding
 * does not read it (SIDES: encoding only, per side; OPT: a member left
 * out is read all the same when it is there, and when it is not there
 * the struct's member is left as it is). */
typedef int (*state_when_fn)(const struct state_walk *w, const void *base);
/* A bound that depends on the game: STATE_SYM(k) in a table. */
typedef int (*state_sym_fn)(const struct state_walk *w, int k);

struct state_node {
	const char *key;
	enum state_kind kind;
	size_t off;
	int lo, hi;		/* value domain (symbolic: STATE_SYM(k)) */
	unsigned how;
	int def;		/* OPT: the value of a missing member */
	size_t size;		/* STR, STRS: buffer; LIST: element; SIDES:
				 * column stride; CODEC: the module's */
	int max;		/* arrays: most elements, or (no COUNT) exactly
				 * so many; symbolic allowed */
	int min;		/* arrays with a COUNT: fewest elements */
	int y_hi;		/* PTS, XY: the y coordinate's high bound */
	size_t off_y;		/* XY: offset of the y column */
	size_t count;		/* COUNT: offset of the count; OWN, FLAG: of
				 * the int they read */
	const struct state_node *sub;	/* LIST, OBJ, SIDES */
	size_t nsub;
	const struct state_names *names;	/* NAME, NAMES, MASK */
	const char *str;		/* CONST; JSON: "{}" or "[]", the shape
					 * it must have (NULL written so), or
					 * STATE_LINES */
	state_enc_fn enc;		/* CODEC */
	state_dec_fn dec;		/* CODEC */
	state_check_fn check;		/* CHECK */
	state_read_fn read;		/* STR, STRS: the module's parser */
	state_write_fn write;		/* STR: the value's text (TEXT_AS) */
	state_when_fn when;		/* any: encode only when */
	int (*valid)(const char *s);	/* ID: the module's test of an id
					 * (S_ID_BY) */
	size_t when_at;			/* any but SIDES, instead of when: */
	int when_n;			/* ... while one of the when_n ints at
					 * when_at of the struct is not 0, or
					 * (-when_n of them) while none is */
	int when_is;			/* IS: ... while the int at when_at is
					 * this */
	const struct rules_table *rules;	/* RULES */
	size_t off_s;			/* POINT_OR_NAME: the name */
};

/* A walk: the game (encoding: read; decoding: being filled), the
 * symbolic bounds, and where the walk stands. */
struct state_walk {
	struct state_dec d;
	void *game;
	state_sym_fn sym;
	int side;		/* SIDES: the side being walked, else -1 */
	int index;		/* LIST: the element being walked, else -1 */
	int pass;		/* decoding: 1, then 2 (STATE_LATER) */
	int depth;		/* the path to the node being walked */
	struct {
		const char *key;
		int index;
	} path[8];
};

/* Encode the state of `game` under the table: a new object, NULL when out
 * of memory. */
json_t *state_schema_encode(const void *game, const struct state_node *t,
    size_t n, state_sym_fn sym);
/* Decode o into `game` (which the caller has zeroed or filled from the
 * scenario first): 0, or -1 with w->d.what naming the first bad value.
 * w is set up here; sym may be NULL. */
int state_schema_decode(struct state_walk *w, const json_t *o, void *game,
    const struct state_node *t, size_t n, state_sym_fn sym);
/* The same for a part of the game: the struct at base (an element of
 * one of its lists: a gun) under the table t of its rows, the game's
 * names and bounds as they are (a gun's FIRE read from a sheet). */
json_t *state_schema_encode_in(const void *game, const void *base,
    const struct state_node *t, size_t n, state_sym_fn sym);
int state_schema_decode_in(struct state_walk *w, const json_t *o,
    void *game, void *base, const struct state_node *t, size_t n,
    state_sym_fn sym);
/* Mark the walk bad at node key k (a codec or check that fails). */
void state_walk_bad(struct state_walk *w, const char *k);
/* The same at k's member path sub ("rules" and "scalars.mp_foot": the
 * walk is bad at "rules.scalars.mp_foot"; sub NULL or "": at k). */
void state_walk_bad_in(struct state_walk *w, const char *k,
    const char *sub);
/* The same at the key path a rules_tables.h reader's error message
 * names (a table the module reads itself, kept in the state). */
void state_walk_bad_rules(struct state_walk *w, const char *k,
    const char *msg);
/* A symbolic or plain bound, resolved. */
int state_walk_bound(const struct state_walk *w, int v);

/* Table rows (designated initializers: what a row does not name is 0).
 * T: the struct the offsets are of; f: its member. */
#define STATE_NF(a)	(sizeof (a) / sizeof (a)[0])
#define S_INT(T, f, k, l, h)	{ .key = k, .kind = SK_INT, \
				    .off = offsetof(T, f), .lo = l, .hi = h }
#define S_INT_OPT(T, f, k, l, h, d)	{ .key = k, .kind = SK_INT, \
				    .off = offsetof(T, f), .lo = l, .hi = h, \
				    .how = STATE_OPT, .def = d }
/* An int within l..h written and read only while w says (while it does
 * not, the member is left as it is). */
#define S_INT_IF(T, f, k, l, h, w_)	{ .key = k, .kind = SK_INT, \
				    .off = offsetof(T, f), .lo = l, .hi = h, \
				    .when = w_ }
#define S_BOOL(T, f, k)		{ .key = k, .kind = SK_BOOL, \
				    .off = offsetof(T, f), .lo = 0, .hi = 1 }
#define S_STR(T, f, k, h)	{ .key = k, .kind = SK_STR, \
				    .off = offsetof(T, f), .how = h, \
				    .size = sizeof ((T *)0)->f }
/* A string that must be the one in place (the scenario's: a unit's id
 * in its order), checked, never read. */
#define S_STR_SAME(T, f, k)	{ .key = k, .kind = SK_STR, \
				    .off = offsetof(T, f), .how = STATE_SAME, \
				    .size = sizeof ((T *)0)->f }
/* n strings written, never read (the scenario's: the sides' names), the
 * first at f, each stride bytes on from the one before. */
#define S_STRS_OUT(T, f, k, n, stride)	{ .key = k, .kind = SK_STRS, \
				    .off = offsetof(T, f), .how = STATE_WRITE, \
				    .max = n, .size = stride }
#define S_CONST(k, s)		{ .key = k, .kind = SK_CONST, .str = s }
/* Exactly n ints (h: STATE_SHORT, STATE_BOOLS). */
#define S_INTS(T, f, k, n, l, h_, how_)	{ .key = k, .kind = SK_INTS, \
				    .off = offsetof(T, f), .lo = l, \
				    .hi = h_, .how = how_, .max = n }
/* Ints counted by member c (must be met), at most n. */
#define S_INTS_N(T, f, k, c, n, l, h_)	{ .key = k, .kind = SK_INTS, \
				    .off = offsetof(T, f), .lo = l, \
				    .hi = h_, .how = STATE_COUNT, .max = n, \
				    .count = offsetof(T, c) }
#define S_BYTES(T, f, k, n, l, h_)	{ .key = k, .kind = SK_BYTES, \
				    .off = offsetof(T, f), .lo = l, \
				    .hi = h_, .max = n }
#define S_STRS(T, f, k, n)	{ .key = k, .kind = SK_STRS, \
				    .off = offsetof(T, f), .max = n, \
				    .size = sizeof ((T *)0)->f[0] }
#define S_NAME(T, f, k, nm, h)	{ .key = k, .kind = SK_NAME, \
				    .off = offsetof(T, f), .how = h, \
				    .def = -1, .names = &(nm) }
/* The same with the default d: written only when not d, missing (or
 * null) reads d (a word added to an order: "ammo": "CAN"). */
#define S_NAME_OPT(T, f, k, nm, d)	{ .key = k, .kind = SK_NAME, \
				    .off = offsetof(T, f), .how = STATE_OPT, \
				    .def = d, .names = &(nm) }
/* The same, written only while w says and not -1; read when there
 * (missing: -1 while w says, else the member is left as it is). */
#define S_NAME_IF(T, f, k, nm, w_)	{ .key = k, .kind = SK_NAME, \
				    .off = offsetof(T, f), .how = STATE_OPT, \
				    .def = -1, .names = &(nm), .when = w_ }
/* The same, written while the int member (or one of the int[] member)
 * flag of T is not 0 (a random objective's hex, once rolled). */
#define S_NAME_IF_SET(T, f, k, nm, flag)	{ .key = k, .kind = SK_NAME, \
				    .off = offsetof(T, f), .how = STATE_OPT, \
				    .def = -1, .names = &(nm), \
				    STATE_WHEN_SET(T, flag) }
/* A row's condition as a member: written only while the int member (or
 * one of the int[] member) f of T is not 0, read so (as `when`); and
 * while it is 0 (each of them). */
#define STATE_WHEN_SET(T, f)	.when_at = offsetof(T, f), \
				    .when_n = (int)(sizeof ((T *)0)->f / \
				    sizeof (int))
#define STATE_WHEN_CLEAR(T, f)	.when_at = offsetof(T, f), \
				    .when_n = -(int)(sizeof ((T *)0)->f / \
				    sizeof (int))
/* ... and while the int member f of T is v (the row's how: STATE_IS). */
#define STATE_WHEN_IS(T, f, v)	.when_at = offsetof(T, f), .when_is = v
/* An int stored as a number that must be -1 or an index nm names (a
 * hex on the map: STATE_NAMES_HEX). */
#define S_INT_NAMED(T, f, k, nm)	{ .key = k, .kind = SK_INT, \
				    .off = offsetof(T, f), .lo = -1, \
				    .hi = STATE_ANY_HI, .names = &(nm) }
/* Names counted by member c (set by decoding), at most n. */
#define S_NAMES_N(T, f, k, c, n, nm, h)	{ .key = k, .kind = SK_NAMES, \
				    .off = offsetof(T, f), \
				    .how = (h) | STATE_COUNT | STATE_SETS, \
				    .max = n, .count = offsetof(T, c), \
				    .names = &(nm) }
/* An unsigned bit mask (h: STATE_BOOLS, an int per name instead). */
#define S_MASK(T, f, k, nm, h)	{ .key = k, .kind = SK_MASK, \
				    .off = offsetof(T, f), .how = h, \
				    .names = &(nm) }
/* Structs at member f counted by member c, at most n (h: STATE_SETS,
 * STATE_NONEMPTY; without SETS the count is met). */
#define S_LIST(T, f, k, c, n, s, h)	{ .key = k, .kind = SK_LIST, \
				    .off = offsetof(T, f), \
				    .how = (h) | STATE_COUNT, .max = n, \
				    .size = sizeof ((T *)0)->f[0], \
				    .count = offsetof(T, c), .sub = s, \
				    .nsub = STATE_NF(s) }
/* Exactly n structs. */
#define S_LIST_FIXED(T, f, k, n, s)	{ .key = k, .kind = SK_LIST, \
				    .off = offsetof(T, f), .max = n, \
				    .size = sizeof ((T *)0)->f[0], .sub = s, \
				    .nsub = STATE_NF(s) }
#define S_OBJ(k, s)		{ .key = k, .kind = SK_OBJ, .sub = s, \
				    .nsub = STATE_NF(s) }
/* Present exactly when int member flag is set (k NULL: the members
 * stand inline, present when the first is). */
#define S_OBJ_IF(T, flag, k, s)	{ .key = k, .kind = SK_OBJ, \
				    .how = STATE_OPT | STATE_FLAG, \
				    .count = offsetof(T, flag), .sub = s, \
				    .nsub = STATE_NF(s) }
/* An object written only when something in it is: a list (or counted
 * array) with an element, a rules table (LAX) off its defaults; missing,
 * none and the defaults (k NULL: the members stand inline). */
#define S_OBJ_SOME(k, s)	{ .key = k, .kind = SK_OBJ, \
				    .how = STATE_OPT | STATE_SOME, .sub = s, \
				    .nsub = STATE_NF(s) }
/* The rows of s are alternatives (their members stand in this object):
 * the int member which of T says which one is held, 1 the first (h:
 * STATE_OPT, none may be; STATE_LATER, all read in the second pass). */
#define S_ONE_OF(T, which, s, h)	{ .kind = SK_ONE_OF, \
				    .off = offsetof(T, which), .how = h, \
				    .sub = s, .nsub = STATE_NF(s) }
/* Per side (names nm): s on the [side] column (stride: one element). */
#define S_SIDES(k, nm, stride, s)	{ .key = k, .kind = SK_SIDES, \
				    .size = stride, .names = &(nm), \
				    .sub = s, .nsub = STATE_NF(s) }
#define S_JSON(T, f, k, h)	{ .key = k, .kind = SK_JSON, \
				    .off = offsetof(T, f), .how = h }
/* The same, of the shape sh: "{}" or "[]" (NULL is written so), or
 * STATE_LINES: an object whose members are arrays of strings (lines
 * kept by side; NULL written as {}). */
#define STATE_LINES	"{[\"\"]}"
#define S_JSON_AS(T, f, k, h, sh)	{ .key = k, .kind = SK_JSON, \
				    .off = offsetof(T, f), .how = h, .str = sh }
#define S_CODEC(T, f, k, e, d, h)	{ .key = k, .kind = SK_CODEC, \
				    .off = offsetof(T, f), .how = h, \
				    .enc = e, .dec = d }
/* The list at f counted by c (set by decoding), at most n: written only
 * when `when` says, missing is none. */
#define S_LIST_IF(T, f, k, c, n, s, w)	{ .key = k, .kind = SK_LIST, \
				    .off = offsetof(T, f), .how = STATE_COUNT | \
				    STATE_SETS | STATE_OPT, .max = n, \
				    .size = sizeof ((T *)0)->f[0], \
				    .count = offsetof(T, c), .sub = s, \
				    .nsub = STATE_NF(s), .when = w }
/* The list at f counted by c (set by decoding), at most n: written only
 * when there are some, missing is none (a list added after games were
 * first stored, which keep their bytes). */
#define S_LIST_SOME(T, f, k, c, n, s)	{ .key = k, .kind = SK_LIST, \
				    .off = offsetof(T, f), .how = STATE_COUNT | \
				    STATE_SETS | STATE_OPT | STATE_SOME, \
				    .max = n, .size = sizeof ((T *)0)->f[0], \
				    .count = offsetof(T, c), .sub = s, \
				    .nsub = STATE_NF(s) }
/* A list kept as columns of the struct (each member of s one element
 * of an array: an int, a string or a codec's buffer of .size bytes),
 * counted by int member c of T (set by decoding), at most n; or
 * (FIXED) exactly n. */
#define S_COLS(T, c, k, n, s)	{ .key = k, .kind = SK_LIST, \
				    .how = STATE_COUNT | STATE_SETS | \
				    STATE_COLS, .max = n, \
				    .count = offsetof(T, c), .sub = s, \
				    .nsub = STATE_NF(s) }
#define S_COLS_FIXED(k, n, s)	{ .key = k, .kind = SK_LIST, \
				    .how = STATE_COLS, .max = n, .sub = s, \
				    .nsub = STATE_NF(s) }
/* Structs at f counted by c (set by decoding), at most n, each stored as
 * the array of its int members s (S_INT rows: their keys unused). */
#define S_TUPLES(T, f, k, c, n, s)	{ .key = k, .kind = SK_LIST, \
				    .off = offsetof(T, f), .how = STATE_COUNT | \
				    STATE_SETS | STATE_TUPLE, .max = n, \
				    .size = sizeof ((T *)0)->f[0], \
				    .count = offsetof(T, c), .sub = s, \
				    .nsub = STATE_NF(s) }
/* Exactly n elements kept as columns (h: STATE_TUPLE, each an array),
 * written only when an int of one is not its default (its row's def,
 * S_INT_OPT, or the member S_INT_FROM names); missing, each takes its
 * default (a ladder's place each side knows, written once it moved). */
#define S_COLS_SOME(k, n, s, h)	{ .key = k, .kind = SK_LIST, \
				    .how = STATE_COLS | STATE_OPT | \
				    STATE_SOME | (h), .max = n, .sub = s, \
				    .nsub = STATE_NF(s) }
/* The two ints f[0] and f[1] of T (a side's each), both within l..h,
 * stored under the keys "f[0]" and "f[1]". */
#define S_INT_PAIR(T, f, l, h_)	S_INT(T, f[0], #f "[0]", l, h_), \
				    S_INT(T, f[1], #f "[1]", l, h_)
/* The same for the four ints f[0]..f[3] (keys "f[0]".."f[3]"). */
#define S_INT_FOUR(T, f, l, h_)	S_INT_PAIR(T, f, l, h_), \
				    S_INT(T, f[2], #f "[2]", l, h_), \
				    S_INT(T, f[3], #f "[3]", l, h_)
/* An int within l..h whose default is the int member fr of T (read
 * before it): written only when it differs, missing reads fr. */
#define S_INT_FROM(T, f, k, l, h_, fr)	{ .key = k, .kind = SK_INT, \
				    .off = offsetof(T, f), .lo = l, .hi = h_, \
				    .how = STATE_OPT | STATE_FROM, \
				    .count = offsetof(T, fr) }
/* A TUPLE's int member f of T stored one more than held (a board's
 * row counted from 1), the stored number within l..h. */
#define S_INT_ONE(T, f, l, h_)	{ .kind = SK_INT, .off = offsetof(T, f), \
				    .lo = l, .hi = h_, .how = STATE_ONE }
/* Exactly n tuples kept as columns: the int columns of s (S_INT rows,
 * their keys unused) side by side, one array each element. */
#define S_COLS_TUPLES(k, n, s)	{ .key = k, .kind = SK_LIST, \
				    .how = STATE_COLS | STATE_TUPLE, .max = n, \
				    .sub = s, .nsub = STATE_NF(s) }
/* Ints counted by member c (set by decoding), at most n. */
#define S_INTS_SET(T, f, k, c, n, l, h_)	{ .key = k, .kind = SK_INTS, \
				    .off = offsetof(T, f), .lo = l, .hi = h_, \
				    .how = STATE_COUNT | STATE_SETS, .max = n, \
				    .count = offsetof(T, c) }
/* One point [x, y] kept as the two ints x_ and y_ of T, within 0..xh
 * by 0..yh (an aim at a point). */
#define S_XY_ONE(T, x_, y_, k, xh, yh)	{ .key = k, .kind = SK_XY, \
				    .off = offsetof(T, x_), \
				    .off_y = offsetof(T, y_), .hi = xh, \
				    .y_hi = yh }
/* Points counted by member c (set by decoding), mn..n of them, within
 * 0..xh by 0..yh. */
#define S_PTS(T, f, k, c, mn, n, xh, yh)	{ .key = k, .kind = SK_PTS, \
				    .off = offsetof(T, f), .hi = xh, \
				    .y_hi = yh, .how = STATE_COUNT | STATE_SETS, \
				    .min = mn, .max = n, \
				    .size = sizeof ((T *)0)->f[0], \
				    .count = offsetof(T, c) }
/* Points kept as two int columns x and y, counted by member c (set by
 * decoding), mn..n of them, within 0..xh by 0..yh (members may be
 * nested: p.x). */
#define S_XY(T, x_, y_, k, c, mn, n, xh, yh)	{ .key = k, .kind = SK_XY, \
				    .off = offsetof(T, x_), \
				    .off_y = offsetof(T, y_), .hi = xh, \
				    .y_hi = yh, .how = STATE_COUNT | STATE_SETS, \
				    .min = mn, .max = n, \
				    .count = offsetof(T, c) }
/* The struct at f read by rules table tb (h: STATE_OPT). */
#define S_RULES(T, f, k, tb, h)	{ .key = k, .kind = SK_RULES, \
				    .off = offsetof(T, f), .how = h, \
				    .rules = &(tb) }
/* The n decks at f, each of lo..hi cards. */
#define S_DECKS(T, f, k, n, l, h_)	{ .key = k, .kind = SK_DECKS, \
				    .off = offsetof(T, f), .lo = l, .hi = h_, \
				    .max = n }
/* The n decks at f, each the one in place (the scenario's) as played. */
#define S_DECKS_SAME(T, f, k, n)	{ .key = k, .kind = SK_DECKS, \
				    .off = offsetof(T, f), .how = STATE_SAME, \
				    .max = n }
/* Checks that int member a < int member b (BELOW), or a <= b, of the
 * struct read (the fields read before): k names it when it fails. */
#define S_BELOW(T, a, b, k)	{ .key = k, .kind = SK_ORDER, \
				    .off = offsetof(T, a), .lo = 1, \
				    .count = offsetof(T, b) }
#define S_NOT_ABOVE(T, a, b, k)	{ .key = k, .kind = SK_ORDER, \
				    .off = offsetof(T, a), \
				    .count = offsetof(T, b) }
/* Ranges [a[i], b[i]] of the int arrays a and b of T, each a <= b, no
 * two of them meeting (the sides' deployment rows). */
#define S_RANGES_APART(T, a, b, k)	{ .key = k, .kind = SK_ORDER, \
				    .off = offsetof(T, a), \
				    .count = offsetof(T, b), \
				    .max = (int)(sizeof ((T *)0)->a / \
				    sizeof(int)) }
/* After the int f of T is read: it is within l..h while the int member
 * flag is set (S_RANGE_IF: an asset only a vehicle has, 0..0 while it
 * is none), or while it is 0 (S_RANGE_UNLESS); and always (S_RANGE: a
 * tighter bound than the row that read it); k names it when not. */
#define S_RANGE_IF(T, f, l, h, flag, k)	{ .key = k, .kind = SK_RANGE, \
				    .off = offsetof(T, f), .lo = l, .hi = h, \
				    STATE_WHEN_SET(T, flag) }
#define S_RANGE_UNLESS(T, f, l, h, flag, k)	{ .key = k, \
				    .kind = SK_RANGE, .off = offsetof(T, f), \
				    .lo = l, .hi = h, STATE_WHEN_CLEAR(T, flag) }
#define S_RANGE(T, f, l, h, k)	{ .key = k, .kind = SK_RANGE, \
				    .off = offsetof(T, f), .lo = l, .hi = h }
/* The same while the int member m of T is v (a state of several: a
 * unit due to arrive has its arrival hex). */
#define S_RANGE_IS(T, f, l, h, m, v, k)	{ .key = k, .kind = SK_RANGE, \
				    .off = offsetof(T, f), .lo = l, .hi = h, \
				    .how = STATE_IS, STATE_WHEN_IS(T, m, v) }
/* S_RANGE_IF and S_RANGE_IS checked in the second pass (f or the flag
 * read there: a FIRE at a point or a feature, which its target says). */
#define S_RANGE_IF_LATER(T, f, l, h, flag, k)	{ .key = k, \
				    .kind = SK_RANGE, .off = offsetof(T, f), \
				    .lo = l, .hi = h, .how = STATE_LATER, \
				    STATE_WHEN_SET(T, flag) }
#define S_RANGE_IS_LATER(T, f, l, h, m, v, k)	{ .key = k, \
				    .kind = SK_RANGE, .off = offsetof(T, f), \
				    .lo = l, .hi = h, \
				    .how = STATE_IS | STATE_LATER, \
				    STATE_WHEN_IS(T, m, v) }
/* A square grid's cell stored by its label ("C4"): the int x at member
 * fx and y at fy, within a board of cols by rows (symbolic bounds); and
 * a map of one char a cell, char f[rows * cols], stored as rows strings
 * (the chars are the module's to check).  state_grid.c. */
json_t *state_cell_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip);
int state_cell_dec(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
json_t *state_rows_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip);
int state_rows_dec(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
/* The same cell held as one int, y * cols + x (the label of index c, and
 * the index of a label or -1, for a module's own codec); a set of cells,
 * unsigned char f[rows * cols] of marks, stored as the labels of the
 * marked cells in index order; and a cell as x and y that is null while
 * the int member flag is 0 (then not read: a unit not yet placed). */
json_t *state_cell_json(const struct state_walk *w,
    const struct state_node *n, int c);
int state_cell_index(const struct state_walk *w, const struct state_node *n,
    const json_t *v);
json_t *state_cell_at_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip);
int state_cell_at_dec(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
json_t *state_cells_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip);
int state_cells_dec(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
#define S_CELL_AT(T, f, k, cols, rows, h)	{ .key = k, \
				    .kind = SK_CODEC, .off = offsetof(T, f), \
				    .hi = cols, .y_hi = rows, .how = h, \
				    .enc = state_cell_at_enc, \
				    .dec = state_cell_at_dec }
#define S_CELLS(T, f, k, cols, rows)	{ .key = k, .kind = SK_CODEC, \
				    .off = offsetof(T, f), \
				    .size = sizeof ((T *)0)->f, .hi = cols, \
				    .y_hi = rows, .enc = state_cells_enc, \
				    .dec = state_cells_dec }
#define S_CELL_IF(T, fx, fy, flag, k, cols, rows)	{ .key = k, \
				    .kind = SK_CODEC, .off = offsetof(T, fx), \
				    .size = offsetof(T, fy) - offsetof(T, fx), \
				    .hi = cols, .y_hi = rows, \
				    .how = STATE_FLAG, \
				    .count = offsetof(T, flag), \
				    .enc = state_cell_enc, \
				    .dec = state_cell_dec }
#define S_CELL(T, fx, fy, k, cols, rows, h)	{ .key = k, \
				    .kind = SK_CODEC, .off = offsetof(T, fx), \
				    .size = offsetof(T, fy) - offsetof(T, fx), \
				    .hi = cols, .y_hi = rows, .how = h, \
				    .enc = state_cell_enc, .dec = state_cell_dec }
/* The same cell, and when missing (a state stored before it was): the
 * cell of the element of the game's (G) array arr that the int member
 * ref names, its member ex and the y as far after it as fy is after fx
 * (a revealed unit's cell: where the unit stands); always written. */
#define S_CELL_OR(T, fx, fy, k, cols, rows, ref, G, arr, ex)	{ \
				    .key = k, .kind = SK_CODEC, \
				    .off = offsetof(T, fx), \
				    .size = offsetof(T, fy) - offsetof(T, fx), \
				    .hi = cols, .y_hi = rows, .how = STATE_LAX, \
				    .count = offsetof(T, ref), \
				    .def = (int)offsetof(G, arr), \
				    .max = (int)(sizeof ((G *)0)->arr / \
				    sizeof ((G *)0)->arr[0]), \
				    .off_y = sizeof ((G *)0)->arr[0], \
				    .lo = (int)(offsetof(G, arr[0].ex) - \
				    offsetof(G, arr)), \
				    .enc = state_cell_enc, .dec = state_cell_dec }
#define S_ROWS(T, f, k, cols, rows)	{ .key = k, .kind = SK_CODEC, \
				    .off = offsetof(T, f), \
				    .size = sizeof ((T *)0)->f, .hi = cols, \
				    .y_hi = rows, .enc = state_rows_enc, \
				    .dec = state_rows_dec }
/* The same map whose every char is the char member code of one of the
 * first n (the game's int member) elements of the game's (G) array arr:
 * a terrain's letter, of the rules' terrain table. */
#define S_ROWS_OF(T, f, k, cols, rows, G, arr, code, n)	{ .key = k, \
				    .kind = SK_CODEC, .off = offsetof(T, f), \
				    .size = sizeof ((T *)0)->f, .hi = cols, \
				    .y_hi = rows, .def = (int)offsetof(G, arr), \
				    .off_y = sizeof ((G *)0)->arr[0], \
				    .lo = (int)(offsetof(G, arr[0].code) - \
				    offsetof(G, arr)), \
				    .count = offsetof(G, n), \
				    .enc = state_rows_enc, .dec = state_rows_dec }
/* A place that is a point or a name (state_point.c): the int member at
 * says which is held, 1 the point (ints x and y, within 0..xh by 0..yh,
 * stored [x, y]), 2 the name (char s[], one nm knows: its index is not
 * -1), 0 none (missing, and then not written). */
json_t *state_point_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip);
int state_point_dec(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
#define S_POINT_OR_NAME(T, at, x, y, s, k, xh, yh, nm, h)	{ .key = k, \
				    .kind = SK_CODEC, .off = offsetof(T, at), \
				    .count = offsetof(T, x), \
				    .off_y = offsetof(T, y), \
				    .off_s = offsetof(T, s), \
				    .size = sizeof ((T *)0)->s, .hi = xh, \
				    .y_hi = yh, .names = &(nm), \
				    .how = STATE_OPT | (h), \
				    .enc = state_point_enc, \
				    .dec = state_point_dec }
/* What the other side last saw of a unit: the int members seen and
 * ever_seen (0..1), last_x and last_y (0..xh, 0..yh) and last_turn
 * (0..th) of T, each stored under its own name. */
#define S_LAST_SEEN(T, xh, yh, th)	S_INT(T, seen, "seen", 0, 1), \
				    S_INT(T, ever_seen, "ever_seen", 0, 1), \
				    S_INT(T, last_x, "last_x", 0, xh), \
				    S_INT(T, last_y, "last_y", 0, yh), \
				    S_INT(T, last_turn, "last_turn", 0, th)
/* A path of steps, int f[] counted by int member c (set by decoding), at
 * most n: each a cell's index (y * cols + x), stored as its label, or a
 * compass direction d held as -1 - d, stored as its name ("NE"). */
json_t *state_steps_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip);
int state_steps_dec(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v);
#define S_STEPS(T, f, k, c, n, cols, rows)	{ .key = k, \
				    .kind = SK_CODEC, .off = offsetof(T, f), \
				    .count = offsetof(T, c), .max = n, \
				    .hi = cols, .y_hi = rows, \
				    .enc = state_steps_enc, \
				    .dec = state_steps_dec }
#define S_CHECK(k, fn, h)	{ .key = k, .kind = SK_CHECK, .how = h, \
				    .check = fn }
/* A text kept as it is in char f[], read again on decode by the
 * module's parser rd (refused: the path named); the value at f (the
 * module's: a mask, a word) stored as the text wr writes, shorter than
 * len (at most STATE_TEXT_MAX), and read back by rd; and the texts of
 * char f[n][] counted by member c (set by decoding), each read again
 * by rd (refused: "key[i]" named). */
#define S_TEXT(T, f, k, rd)	{ .key = k, .kind = SK_STR, \
				    .off = offsetof(T, f), \
				    .size = sizeof ((T *)0)->f, .read = rd }
#define S_TEXT_AS(T, f, k, len, rd, wr)	{ .key = k, .kind = SK_STR, \
				    .off = offsetof(T, f), .size = len, \
				    .read = rd, .write = wr }
#define S_TEXTS(T, f, k, c, n, rd)	{ .key = k, .kind = SK_STRS, \
				    .off = offsetof(T, f), \
				    .how = STATE_COUNT | STATE_SETS, .max = n, \
				    .count = offsetof(T, c), \
				    .size = sizeof ((T *)0)->f[0], .read = rd }
/* The unsigned mask at f stored as the text of the names nm gives its
 * set bits, joined by commas ("-" when none), shorter than len, and
 * read back by the module's parser rd (which may know more words than
 * the names: aliases). */
#define S_TEXT_MASK(T, f, k, len, rd, nm)	{ .key = k, .kind = SK_STR, \
				    .off = offsetof(T, f), .size = len, \
				    .read = rd, .names = &(nm) }
/* Exactly n structs at f, each stored as the value of its one member
 * s[0] (its key unused): [[...], [...]] for a list of arrays. */
#define S_LIST_BARE(T, f, k, n, s)	{ .key = k, .kind = SK_LIST, \
				    .off = offsetof(T, f), .how = STATE_BARE, \
				    .max = n, .size = sizeof ((T *)0)->f[0], \
				    .sub = s, .nsub = 1 }
/* A byte per place named by nm (index: its place), unsigned char f[],
 * stored as {name: value} of those set, values l..h; and the n maps of
 * unsigned char f[n][], stored as an array of n such objects. */
#define S_BYTEMAP(T, f, k, nm, l, h_)	{ .key = k, .kind = SK_BYTEMAP, \
				    .off = offsetof(T, f), .lo = l, .hi = h_, \
				    .size = sizeof ((T *)0)->f, .names = &(nm) }
#define S_BYTEMAPS(T, f, k, n, nm, l, h_)	{ .key = k, \
				    .kind = SK_BYTEMAP, .off = offsetof(T, f), \
				    .lo = l, .hi = h_, .max = n, \
				    .size = sizeof ((T *)0)->f[0], .names = &(nm) }

/* A module's whole stored state, for the kit's default decode, encode
 * and free (module.h, game_module.state; module_state.c): the "format"
 * member its states carry, the name its errors give ("not a <title>
 * state", "damaged <title> state (<path>)"), the table and its bounds. */
struct state_schema {
	const char *format;
	const char *title;
	const struct state_node *t;
	size_t n;
	state_sym_fn sym;
	/* Optional: the game a state's scenario text and rules data make
	 * for decoding, when that is not the module's scenario slot (a new
	 * game's, which may do more: its first sighting). */
	int (*remake)(const char *text, size_t len, json_t *rules, void *g,
	    struct pbem_err *err);
	/* Optional, for a state that holds the whole game (the map, every
	 * unit) and no scenario text: the game its rules data alone make
	 * (g zeroed first), which the table's rows then fill. */
	int (*empty)(json_t *rules, void *g, struct pbem_err *err);
	/* Or, instead of empty, when the rules data alone is read into it
	 * (a module whose rules are one table of sections): the rules set
	 * that reads it into the game's struct at rules_at. */
	const struct rules_set *rules;
	size_t rules_at;
	/* A state with no format (STATE_WHOLE) holds the whole game, its
	 * rules data too: empty (optional) is given no rules data, the
	 * values a state stored before a member was added reads and the
	 * names the module gives; and after (optional) checks the game
	 * decoded as a whole, refusing in its own words. */
	int (*after)(const void *g, struct pbem_err *err);
};
#define STATE_SCHEMA(fmt, ttl, tb, sy)	{ .format = fmt, .title = ttl, \
				    .t = tb, .n = STATE_NF(tb), .sym = sy }
#define STATE_WHOLE(ttl, tb, sy, em, aft)	{ .title = ttl, .t = tb, \
				    .n = STATE_NF(tb), .sym = sy, \
				    .empty = em, .after = aft }

/* An id at f (a unit's, a feature's), after the prefix pre (NULL:
 * none; "@" a command's), as the scenarios' readers take them. */
#define S_ID(T, f, k, pre)	{ .key = k, .kind = SK_ID, \
				    .off = offsetof(T, f), .str = pre, \
				    .size = sizeof ((T *)0)->f }
/* The same, an id the module's own test fn (its scenario reader's:
 * 1 when s is one) takes, shorter than f. */
#define S_ID_BY(T, f, k, fn)	{ .key = k, .kind = SK_ID, \
				    .off = offsetof(T, f), .valid = fn, \
				    .size = sizeof ((T *)0)->f }
/* The same, an id fn takes or one of the names nm (a word: "NEAREST"),
 * shorter than f; and one only nm knows (the feature of the map a
 * string names), kept as its string. */
#define S_ID_BY_OR(T, f, k, fn, nm)	{ .key = k, .kind = SK_ID, \
				    .off = offsetof(T, f), .valid = fn, \
				    .names = &(nm), .size = sizeof ((T *)0)->f }
#define S_ID_OF(T, f, k, nm)	{ .key = k, .kind = SK_ID, \
				    .off = offsetof(T, f), .names = &(nm), \
				    .size = sizeof ((T *)0)->f }
/* Is s such an id after pre (NULL: none), shorter than size? */
int state_valid_id(const char *s, const char *pre, size_t size);
/* In a list of T (S_LIST), after f is read: no element before this one
 * has the same string f, case ignored (a unit's id). */
#define S_UNIQUE(T, f, k)	{ .key = k, .kind = SK_UNIQUE, \
				    .off = offsetof(T, f), .size = sizeof(T) }
/* The same for the int f that is not 0: no element before this one with
 * the same int member by (its side) has it (a name given once a side). */
#define S_UNIQUE_BY(T, f, by, k)	{ .key = k, .kind = SK_UNIQUE, \
				    .off = offsetof(T, f), .size = sizeof(T), \
				    .how = STATE_BY, .count = offsetof(T, by) }

/* The same for the two ints x and y of T (a cell), among the
 * elements whose int members on and on2 are both not 0 (a unit placed
 * and alive: one to a cell). */
#define S_UNIQUE_XY(T, x, y, on, on2, k)	{ .key = k, \
				    .kind = SK_UNIQUE, .off = offsetof(T, x), \
				    .off_y = offsetof(T, y), .size = sizeof(T), \
				    .how = STATE_PAIR, \
				    .count = offsetof(T, on), \
				    .off_s = offsetof(T, on2) }

/* The element an SK_MATCH row names: of the array arr of the game G,
 * its int member m (the members each such row sets alike). */
#define STATE_MATCH_IN(G, arr, m)	.def = (int)offsetof(G, arr), \
				    .size = sizeof ((G *)0)->arr[0], \
				    .max = (int)(sizeof ((G *)0)->arr / \
				    sizeof ((G *)0)->arr[0]), \
				    .lo = (int)(offsetof(G, arr[0].m) - \
				    offsetof(G, arr))

/* After the int ref of T is read (an index into the array arr of the
 * game G, a name read before): element ref of arr has its int member
 * m equal to T's int member own (k names it when not); and the same
 * for each of the n refs (int member c of T) at refs, where no element
 * they name may have m equal to own (a melee link joins enemies). */
#define S_SAME_AS(T, ref, own, G, arr, m, k)	{ .key = k, \
				    .kind = SK_MATCH, .off = offsetof(T, ref), \
				    .off_y = offsetof(T, own), \
				    STATE_MATCH_IN(G, arr, m) }
/* S_SAME_AS checked in the second pass (arr is read after T's list: a
 * unit's command). */
#define S_SAME_AS_LATER(T, ref, own, G, arr, m, k)	{ .key = k, \
				    .kind = SK_MATCH, .off = offsetof(T, ref), \
				    .how = STATE_LATER, \
				    .off_y = offsetof(T, own), \
				    STATE_MATCH_IN(G, arr, m) }
/* After the int ref of T is read, counting from 1 (0 names none): the
 * element ref - 1 of the game's (G) array arr has its int member m
 * other than v (a hull rides on a wagon that is a boat or a train: its
 * craft not 0); k names it when not. */
#define S_REF_NOT(T, ref, G, arr, m, v, k)	{ .key = k, \
				    .kind = SK_MATCH, .off = offsetof(T, ref), \
				    .how = STATE_NOT | STATE_ONE | STATE_VALUE, \
				    .y_hi = v, STATE_MATCH_IN(G, arr, m) }
#define S_NONE_AS_N(T, refs, c, own, G, arr, m, k, h)	{ .key = k, \
				    .kind = SK_MATCH, .off = offsetof(T, refs), \
				    .how = STATE_NOT | STATE_COUNT | (h), \
				    .count = offsetof(T, c), \
				    .off_y = offsetof(T, own), \
				    STATE_MATCH_IN(G, arr, m) }

/* Counters a side keeps in step with its units (S_TALLY, after the
 * list is read): the int f[s] of the game G, one a side, against the
 * elements of its array arr (counted by its int n) whose int member
 * side is s, or (OTHER) the other side; mode: what is counted, and
 * how the counter compares (the modes below).  A side's names given
 * to enemy units: S_TALLY(G, nalias, u, nunits, side, alias[0], 0,
 * STATE_TALLY_OTHER | STATE_TALLY_COLUMN, "nalias"), at most the
 * enemy units with an alias not 0 in its column. */
#define STATE_TALLY_OTHER	0x01	/* of the other side's elements */
#define STATE_TALLY_COLUMN	0x02	/* m is an int[] a side: s's */
#define STATE_TALLY_EQ		0x04	/* those whose m is v (else: is
					 * not v) */
#define STATE_TALLY_ALL		0x08	/* every one, m not looked at */
#define STATE_TALLY_PLUS	0x10	/* and one more for each element
					 * of side s */
#define STATE_TALLY_ABOVE	0x20	/* the counter at least the count
					 * (else at most) */
#define S_TALLY(G, f, arr, n, side, m, v, mode, k)	{ .key = k, \
				    .kind = SK_TALLY, .off = offsetof(G, f), \
				    .max = (int)(sizeof ((G *)0)->f / \
				    sizeof(int)), .def = (int)offsetof(G, arr), \
				    .size = sizeof ((G *)0)->arr[0], \
				    .count = offsetof(G, n), \
				    .off_y = offsetof(G, arr[0].side) - \
				    offsetof(G, arr), \
				    .off_s = offsetof(G, arr[0].m) - \
				    offsetof(G, arr), .lo = v, .min = mode }

/* A bound that is an int member f of the game (T), plus add (-1 to 2),
 * as decoded so far: STATE_GAME(struct bg_game, nunits, -1) for "below
 * the count of units"; such bounds need no module's sym function. */
#define STATE_GAME_BASE		(-2100000000)
#define STATE_GAME(T, f, add)	(STATE_GAME_BASE + \
				    (int)offsetof(T, f) * 4 + (add) + 1)
#define STATE_IS_GAME(v)	((v) >= STATE_GAME_BASE && (v) < -1100000000)

#endif
