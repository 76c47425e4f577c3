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
#define STATE_SINCE	0x80000000u	/* the row's condition: the game's
				 * int at when_at is when_is or more (a
				 * rules version: S_INT_SINCE) */
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
 * strings of an array in the game, matched ignoring case.  Words may
 * have aliases, more words read (matched as they are) as an index but
 * never written ("sabre" for a sword). */
struct state_alias {
	const char *word;
	int index;
};
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
	const struct state_alias *alias;	/* words: read only */
	int nalias;
};
#define STATE_ALIASES(a)	.alias = a, .nalias = (int)(sizeof (a) / \
				    sizeof (a)[0])

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
/* A mask written as the names of its bits joined by commas, "-" for
 * none ("RMK,bayonet"), read into *mask (each name by
 * state_names_index, bit i for index i < 32): 0, or -1 for an empty or
 * unknown name (S_TEXT_MASK with no parser; a scenario's word). */
int state_names_mask(const struct state_names *nm, const void *game,
    const char *s, unsigned *mask);

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

/* A bound that is an int member f of the game (T), plus add (-1 to 2),
 * as decoded so far: STATE_GAME(struct bg_game, nunits, -1) for "below
 * the count of units"; such bounds need no module's sym function. */
#define STATE_GAME_BASE		(-2100000000)
#define STATE_GAME(T, f, add)	(STATE_GAME_BASE + \
				    (int)offsetof(T, f) * 4 + (add) + 1)
#define STATE_IS_GAME(v)	((v) >= STATE_GAME_BASE && (v) < -1100000000)

/* The rows of a table: state_rows.h. */
#include "state_rows.h"

#endif
