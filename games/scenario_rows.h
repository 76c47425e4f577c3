/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * scenario_rows.h - a scenario's simple keyword lines DESCRIBED, once,
 * and read by the kit: one row per keyword, then one row per word it
 * takes (where the value goes, its range, its refusal), so a row reads
 * like the line it describes:
 *
 *	SR_KEY("TURNS", "TURNS: 1 to 99"),
 *	  SR_INT(struct g, turns, 1, 99),
 *	SR_LIST("UNIT", struct g, u, nunits, MAX_UNITS, "UNIT: too many"),
 *	  SR_AFTER("TABLE"),
 *	  SR_ID(struct unit, id, ID_LEN, "UNIT: a new id"),
 *	  SR_SIDE(struct unit, side, "UNIT: no such side"),
 *	  SR_XY(struct unit, x, y, "UNIT: x y, on the table"),
 *
 * A list row's line appends one element to a bounded array (its words'
 * members are the element's); every other row's words go into the game.
 * Words are read in order and the line must hold exactly as many as the
 * rows take (one TEXT or polygon row of a keyword takes what the others
 * leave, at least one word).  At most 64 keywords a table.  A refusal
 * names the line as scenario_fail does.  What a table cannot say (a unit
 * not inside a wall) is a CHECK row: the module's function, run where it
 * stands, returns the refusal or NULL.  A scenario is hostile input.
 */
#ifndef PBEM_SCENARIO_ROWS_H
#define PBEM_SCENARIO_ROWS_H

#include <stddef.h>
#include <stdint.h>

#include "err.h"
#include "sheet_words.h"

enum scen_kind {
	SCEN_KEY,	/* a keyword; the rows after it up to the next KEY
			 * are its words (LIST: each line one element) */
	SCEN_AFTER,	/* no word: the keyword `key` came on a line before */
	SCEN_CHECK,	/* no word: check(game, at) returns the refusal */
	SCEN_TEXT,	/* char[size]: the rest of the line, its words
			 * joined by one blank (cut to size) */
	SCEN_WORD,	/* char[size]: one word as written (cut to size) */
	SCEN_INT,	/* int within lo..hi (PER_SIDE: of the line's side's
			 * column, int[] at off) */
	SCEN_LENGTH,	/* int: a length in the table's units, lo..hi (or
			 * any exact decimal: units { "", scale }) */
	SCEN_BEARING,	/* int: 0..359 degrees or a compass point */
	SCEN_ID,	/* char[size]: an id (word_is_id), no earlier
			 * element's of its list (case ignored) */
	SCEN_SIDE,	/* int: the index of a side named (case ignored);
			 * off SCEN_NOWHERE: kept only as the line's side */
	SCEN_NEW_SIDE,	/* the table's next side name: an id shorter than
			 * size, no other side's (case ignored) */
	SCEN_POINT,	/* (the point kinds last) int x at off, y at off_y:
			 * one word "x,y" */
	SCEN_XY,	/* the same from two words "x y" */
	SCEN_POLY,	/* struct plane_pt[hi] at off, their count the int
			 * at off_y: the rest of the line, lo..hi points
			 * "x,y" (more: the key's `full`, else the row's
			 * refusal) */
	SCEN_POLY_XY,	/* the same, each point two words "x y" */
};

/* A row's how. */
#define SCEN_REQUIRED	0x1u	/* KEY: the scenario must hold the line */
#define SCEN_LIST	0x2u	/* KEY: a line is one element of a list */
#define SCEN_PER_SIDE	0x4u	/* INT, LENGTH: int[] indexed by the line's
				 * side */

#define SCEN_NOWHERE	((size_t)-1)

struct scen_row {
	const char *key;	/* KEY: its keyword; AFTER: the one before */
	enum scen_kind kind;
	unsigned how;
	size_t off, off_y;	/* the member(s), in the game or (under a
				 * LIST) the element; LIST: the array, its
				 * count */
	int64_t lo, hi;		/* range; LIST: hi the most elements */
	size_t size;		/* TEXT, WORD, ID: the buffer; NEW_SIDE: a
				 * name's most bytes; LIST: an element */
	const char *why;	/* the refusal; a word's NULL: its key's */
	const char *full;	/* LIST: "too many" (NULL: why) */
	const char *(*check)(void *game, void *at);	/* CHECK: at is
				 * the element (LIST) or the game */
};

/* Flags of a table. */
#define SCEN_FOLD	0x1u	/* keywords in any case */
#define SCEN_MISCOUNT_UNKNOWN 0x2u /* a line with too few or too many
				 * words is refused as an unknown one */

struct scen_rows {
	const struct scen_row *rows;
	int nrows;
	unsigned how;
	const struct word_unit *units;	/* LENGTH and the points */
	size_t width, depth;	/* the game's ints: a point is within
				 * 0..width, 0..depth */
	size_t sides;		/* the game's char[nsides][side_size] */
	int nsides;
	size_t side_size;
	/* refusals, each with one %s (the keyword) or none; NULL: the
	 * kit's.  unknown: no row's keyword ("unknown keyword ..."),
	 * early: before its AFTER ("<KEY> comes after <AFTER>"), missing:
	 * a REQUIRED one, named at the last line ("no <KEY> line") */
	const char *unknown, *early, *missing;
};

#define SCEN_NF(a)	((int)(sizeof (a) / sizeof (a)[0]))
#define SR_KEY(k, why_)	{ .key = k, .kind = SCEN_KEY, .why = why_ }
#define SR_KEY_REQUIRED(k, why_)	{ .key = k, .kind = SCEN_KEY, \
	.how = SCEN_REQUIRED, .why = why_ }
#define SR_LIST(k, T, f, c, n, why_, full_)	{ .key = k, \
	.kind = SCEN_KEY, .how = SCEN_LIST, .off = offsetof(T, f), \
	.off_y = offsetof(T, c), .hi = n, .size = sizeof ((T *)0)->f[0], \
	.why = why_, .full = full_ }
#define SR_AFTER(k)		{ .key = k, .kind = SCEN_AFTER }
#define SR_CHECK(fn)		{ .kind = SCEN_CHECK, .check = fn }
#define SR_TEXT(T, f)		{ .kind = SCEN_TEXT, .off = offsetof(T, f), \
	.size = sizeof ((T *)0)->f }
#define SR_WORD(T, f)		{ .kind = SCEN_WORD, .off = offsetof(T, f), \
	.size = sizeof ((T *)0)->f }
#define SR_INT(T, f, l, h)	{ .kind = SCEN_INT, .off = offsetof(T, f), \
	.lo = l, .hi = h }
#define SR_INT_OF_SIDE(T, f, l, h)	{ .kind = SCEN_INT, \
	.how = SCEN_PER_SIDE, .off = offsetof(T, f), .lo = l, .hi = h }
#define SR_LENGTH(T, f, l, h)	{ .kind = SCEN_LENGTH, \
	.off = offsetof(T, f), .lo = l, .hi = h }
#define SR_LENGTH_OF_SIDE(T, f, l, h)	{ .kind = SCEN_LENGTH, \
	.how = SCEN_PER_SIDE, .off = offsetof(T, f), .lo = l, .hi = h }
#define SR_BEARING(T, f, why_)	{ .kind = SCEN_BEARING, \
	.off = offsetof(T, f), .why = why_ }
#define SR_ID(T, f, size_, why_)	{ .kind = SCEN_ID, \
	.off = offsetof(T, f), .size = size_, .why = why_ }
#define SR_SIDE(T, f, why_)	{ .kind = SCEN_SIDE, .off = offsetof(T, f), \
	.why = why_ }
#define SR_SIDE_COLUMN(why_)	{ .kind = SCEN_SIDE, .off = SCEN_NOWHERE, \
	.why = why_ }
#define SR_NEW_SIDE(size_, why_)	{ .kind = SCEN_NEW_SIDE, \
	.size = size_, .why = why_ }
#define SR_POINT(T, x, y, why_)	{ .kind = SCEN_POINT, \
	.off = offsetof(T, x), .off_y = offsetof(T, y), .why = why_ }
#define SR_XY(T, x, y, why_)	{ .kind = SCEN_XY, .off = offsetof(T, x), \
	.off_y = offsetof(T, y), .why = why_ }
#define SR_POLY(T, p, n, l, why_)	{ .kind = SCEN_POLY, \
	.off = offsetof(T, p), .off_y = offsetof(T, n), .lo = l, \
	.hi = (int64_t)(sizeof ((T *)0)->p / sizeof ((T *)0)->p[0]), \
	.why = why_ }
#define SR_POLY_XY(T, p, n, l, why_)	{ .kind = SCEN_POLY_XY, \
	.off = offsetof(T, p), .off_y = offsetof(T, n), .lo = l, \
	.hi = (int64_t)(sizeof ((T *)0)->p / sizeof ((T *)0)->p[0]), \
	.why = why_ }

/* One reading: the table, the game it fills, the keywords read. */
struct scen_rows_rd {
	const struct scen_rows *t;
	void *game;
	uint64_t seen;		/* bit k: the k-th row's keyword read */
};

#define SCEN_ROWS_OTHER	1	/* scen_rows_line: no row's keyword */

void scen_rows_init(struct scen_rows_rd *rd, const struct scen_rows *t,
    void *game);
/* Line `line`'s words w[0..n-1] (n >= 1) by the row of keyword w[0]:
 * PBEM_OK, PBEM_ERR_PARSE (err names the line), or SCEN_ROWS_OTHER when
 * no row has the keyword (nothing set: the module reads the line). */
int scen_rows_line(struct scen_rows_rd *rd, int line, char **w, int n,
    struct pbem_err *err);
/* After the last line (`end`, the lines read): every REQUIRED keyword
 * read, else PBEM_ERR_PARSE naming that line. */
int scen_rows_end(const struct scen_rows_rd *rd, int end,
    struct pbem_err *err);
/* A whole scenario of keyword lines only, read as scenario_read reads
 * it with `flags` and `max_words` (a line no row takes is refused), then
 * scen_rows_end; *end (NULL: not wanted) the lines read, for the
 * module's own checks. */
int scen_rows_read(const struct scen_rows *t, void *game, const char *text,
    size_t len, unsigned flags, int max_words, int *end,
    struct pbem_err *err);

#endif
