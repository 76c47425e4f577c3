/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_rows.h - the rows of a state table (state_schema.h): one macro
 * a row kind, each filling the state_node members its kind reads, and
 * the kit's codecs some rows name (cells and maps: state_grid.c; a
 * point or a name: state_point.c; steps: state_grid.c).  Modules
 * include state_schema.h, which includes this.
 */
#ifndef PBEM_STATE_ROWS_H
#define PBEM_STATE_ROWS_H

#include <stddef.h>

#include "state_schema.h"

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
/* An int within l..h written and read only while the game's (G) int
 * member gf is v or more: a member a later rules version added, which
 * a game of an earlier one neither stores nor reads. */
#define S_INT_SINCE(T, f, k, l, h, G, gf, v)	{ .key = k, .kind = SK_INT, \
				    .off = offsetof(T, f), .lo = l, .hi = h, \
				    .how = STATE_SINCE, \
				    .when_at = offsetof(G, gf), .when_is = v }
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
 * read back by the module's parser rd, or with rd NULL by the kit's
 * (state_names_mask: the names, case ignored when they fold, and
 * their aliases). */
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

#endif
