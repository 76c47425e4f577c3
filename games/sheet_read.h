/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * sheet_read.h - an order sheet's reading loop, once for every module
 * (scenario_read's twin for sheets), and orders described once as rows.
 *
 * sheet_read: the lines through the kit's reader (sheet_words.h), the
 * reader's own errors and every refusal into the sheet_check with the
 * line's number, blank and comment lines skipped, END (by flag) ending
 * the sheet, and the orders handed over only when the sheet has no
 * error.  A module gives what it does with one line.
 *
 * sheet_orders_read: the same loop over a table of orders, for a game
 * whose every order names one of the side's units first (MOVE R1 10 12,
 * FIRE R1 B2): each row says its keyword, the words it takes and their
 * kinds, the JSON keys they fill and the receipt's wording; the kit
 * fills the JSON object, refuses a wrong word, an unknown id or a second
 * order for one unit, and writes the receipt; the module keeps a check
 * per order for what a table cannot say (a move too long, a path
 * blocked).  A sheet is hostile input: every line and word is bounded.
 */
#ifndef PBEM_SHEET_READ_H
#define PBEM_SHEET_READ_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "sheet_words.h"

/* Flags beside sheet_lines' (sheet_words.h): a line that is the word END
 * alone ends the sheet; with _ANY, so does any line it begins. */
#define SHEET_READ_END		0x20000000u
#define SHEET_READ_END_ANY	0x10000000u
/* A sheet of too many lines is refused with the bound: "too many lines
 * (at most 500)", not the reader's "too many lines". */
#define SHEET_READ_SAY_MAX	0x08000000u

struct sheet_reader {
	unsigned flags;		/* sheet_lines' and SHEET_READ_END... */
	int max_words;		/* 0: SHEET_WORDS_DEFAULT */
	/* 0: PBEM_MAX_LINE; else a longer line is refused as "line longer
	 * than N characters" */
	size_t max_len;
	/* One line's words tok[0..n-1] (n >= 1): NULL when it is read (an
	 * error the module wrote into out itself counts all the same), or
	 * the refusal, written with the line's number. */
	const char *(*line)(void *ctx, int line, char **tok, int n);
	/* Optional: after the last line and before the orders are handed
	 * over, the checks of the whole sheet.  line: the END line when END
	 * ended it (ended 1), else the line after the sheet's last. */
	void (*end)(void *ctx, int line, int ended);
};

/* text[0..len-1], its first line numbered first_line, through r.
 * orders (taken) becomes out->orders when out has no error at the end,
 * and is freed otherwise; NULL: out->orders is the module's (its end
 * callback hands them over).  PBEM_OK. */
int sheet_read(const struct sheet_reader *r, void *ctx, const char *text,
    size_t len, int first_line, json_t *orders, struct sheet_check *out);

/* What the words of an order are (after its unit). */
enum sheet_arg_kind {
	SHEET_ARG_NONE,		/* the end of a row's words */
	SHEET_ARG_ENEMY,	/* an enemy unit by id, refused when no
				 * enemy bears it: only for a game whose
				 * roster is public (game.h rule 3) */
	SHEET_ARG_POINT,	/* "x y": two words, the table's point reader */
	SHEET_ARG_INT,		/* a whole number lo..hi */
	SHEET_ARG_BEARING,	/* word_bearing: 0..359 or a compass point */
	SHEET_ARG_LENGTH,	/* word_length in the table's units, lo..hi */
};

struct sheet_arg {
	enum sheet_arg_kind kind;
	const char *key, *key2;	/* the JSON keys it fills (a point: x, y) */
	int64_t lo, hi;
};

#define SHEET_ORDER_ARGS	4

/* One order: KEYWORD unit args... */
struct sheet_order {
	const char *keyword;		/* as the JSON carries it: "MOVE" */
	struct sheet_arg arg[SHEET_ORDER_ARGS];
	/* the receipt: one %s for the unit's id, then one a word, as the
	 * game writes it back ("%s moves to %s"); no other conversion but
	 * %% */
	const char *said;
	const char *refused;		/* a word not of its kind */
	/* Optional: what the table cannot say, on the values read (a unit
	 * its index, a point x then y, a number its value): NULL, or the
	 * refusal. */
	const char *(*check)(const void *g, int side, int unit,
	    const int64_t *v);
};

struct sheet_orders {
	const struct sheet_order *order;	/* ends with a NULL keyword */
	const char *unit_key, *op_key;		/* "unit", "op" */
	unsigned flags;				/* sheet_read's */
	/* the game's units: SHEET_ORDER_UNITS(type, u, n, id, side) */
	size_t units_at, nunits_at, unit_size, id_at, side_at;
	/* Optional: is unit u standing?  An order for one that is not is
	 * noted ("gone", its %s the id as written), never refused: a
	 * standing sheet may name the fallen. */
	int (*alive)(const void *g, int u);
	const struct word_unit *units;	/* lengths as written */
	int per;			/* ... and printed back (WORD_FEWEST) */
	/* A point: the module's reader of its two words (0, else -1), or
	 * word_xy's "x y" in the table's units within the board,
	 * SHEET_ORDER_BOARD(type, w, h): x 0..w, y 0..h. */
	int (*point)(const void *g, char *const *w, int *x, int *y);
	size_t max_x_at, max_y_at;
	/* the refusals every table says (NULL: the kit's words): no row
	 * takes the line, the unit is not the side's, a second order for
	 * it; and the note for a fallen unit */
	const char *usage, *not_own, *twice, *gone;
};

/* The game's units u[] (structs counted by int n), each with its id
 * (char id[]) and its int side. */
#define SHEET_ORDER_UNITS(type, u, n, id, side)				\
	.units_at = offsetof(type, u),					\
	.nunits_at = _Generic(((type *)0)->n, int: offsetof(type, n)),	\
	.unit_size = sizeof ((type *)0)->u[0],				\
	.id_at = offsetof(type, u[0].id) - offsetof(type, u),		\
	.side_at = _Generic(((type *)0)->u[0].side, int:		\
	    offsetof(type, u[0].side) - offsetof(type, u))

/* The board a point lies on: the game's int members w and h, the
 * largest x and y in fixed units. */
#define SHEET_ORDER_BOARD(type, w, h)					\
	.max_x_at = _Generic(((type *)0)->w, int: offsetof(type, w)),	\
	.max_y_at = _Generic(((type *)0)->h, int: offsetof(type, h))

/* Side `side`'s sheet against g through t: a JSON array of objects,
 * {unit_key: id, op_key: KEYWORD, key: value...}, into out->orders when
 * the sheet has no error.  PBEM_OK, or PBEM_ERR_NOMEM. */
int sheet_orders_read(const struct sheet_orders *t, const void *g, int side,
    const char *text, size_t len, int first_line, struct sheet_check *out);

#endif
