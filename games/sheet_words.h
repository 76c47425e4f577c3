/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * sheet_words.h - the kit's reader of order sheets and scenario lines,
 * written once for every rules module: the text cut into bounded,
 * numbered lines, a `#` comment cut, the words split, and the typed words
 * orders are made of (an id with its prefix, a whole number in a range, a
 * length with its unit, a bearing).  A sheet and a scenario are hostile
 * input: every line and word is bounded, and an error names the line the
 * player or referee wrote.
 */
#ifndef PBEM_SHEET_WORDS_H
#define PBEM_SHEET_WORDS_H

#include <stddef.h>
#include <stdint.h>

#include "pbem_limits.h"

#define SHEET_MAX_WORDS		96	/* a reader's most, ever */
#define SHEET_WORDS_DEFAULT	64	/* a reader's most unless told */

/* How a line splits into words. */
#define SHEET_WORDS_COMMA	0x1u	/* a comma separates words too */
#define SHEET_WORDS_QUOTES	0x2u	/* "two words" is one word, and a
					 * # inside quotes is no comment */
#define SHEET_WORDS_HASH_WORD	0x4u	/* only a # that begins a word
					 * begins a comment ("A#1" is one
					 * word) */
#define SHEET_WORDS_CLOSE_QUOTE	0x8u	/* a quote left open makes the
					 * line unreadable (-1) */
#define SHEET_LINES_COLON	0x10u	/* sheet_lines only: every ':' is
					 * a word of its own ("GONE:MOVE"
					 * reads GONE : MOVE) */

/* Split `line` in place into at most `max` words: blanks (space, tab,
 * CR) separate them, a # outside quotes ends the line.  Returns the
 * number of words, or -1 when there are more than max (or a quote is
 * left open, with SHEET_WORDS_CLOSE_QUOTE). */
int sheet_words(char *line, char **tok, int max, unsigned flags);

/* A sheet's lines, numbered from the sheet's first line. */
struct sheet_lines {
	const char *text;
	size_t len, pos;
	int line;			/* number of the current line */
	size_t linelen;			/* its length in bytes */
	int count;			/* lines read so far */
	unsigned flags;
	int max_words;			/* SHEET_WORDS_DEFAULT; a module may
					 * raise it to SHEET_MAX_WORDS */
	const char *why;		/* after -1: what is wrong */
	/* the current line, cut into words (room for a blank either side
	 * of every colon, SHEET_LINES_COLON) */
	char buf[3 * PBEM_MAX_LINE + 1];
	char *tok[SHEET_MAX_WORDS];
	int ntok;
};

void sheet_lines_init(struct sheet_lines *r, const char *text, size_t len,
    int first_line, unsigned flags);
/* The next line, its words in r->tok[0..r->ntok-1] (ntok may be 0: a
 * blank or comment line): 1; 0 at the end of the text; -1 when the line
 * cannot be read (r->why: too long or not text, too many words; the
 * reader goes on with the next line) or the sheet has more than
 * PBEM_MAX_SHEET_LINES lines (r->why says so, and the next call
 * returns 0). */
int sheet_lines_next(struct sheet_lines *r);

/* "U12" with prefix "U" (case-insensitive): 12; -1 if w is not the
 * prefix and 1 to 9 digits. */
int word_idnum(const char *w, const char *prefix);
/* An id as sheets, scenarios and stored states write one: a letter, then
 * letters, digits and underscores, shorter than `size` bytes: 1, else 0
 * (w NULL too). */
int word_is_id(const char *w, size_t size);
/* w's place among words[0..n-1] (any case), or -1 (w NULL too). */
int word_among(const char *w, const char *const *words, int n);
/* A whole number (optional sign, at most 18 digits) within lo..hi:
 * 0, else -1. */
int word_int(const char *w, int64_t lo, int64_t hi, int64_t *v);

/* A length unit a module accepts: the suffix as written ("in", "\"",
 * "yd"; "" for a bare number) and how many of the module's fixed units
 * one of it is (1000 for inches in 1/1000 inch). */
struct word_unit {
	const char *suffix;
	int per;
};
/* A length, "6", "4.5in", "12\"", "50yd": the number (decimal, exact)
 * times the unit its suffix names, in the module's fixed units, within
 * lo..hi.  `units` ends with a NULL suffix.  0, else -1 (unknown unit,
 * not a whole number of fixed units, out of range). */
int word_length(const char *w, const struct word_unit *units, int64_t lo,
    int64_t hi, int64_t *v);
/* A point "x,y": two lengths as word_length reads them, x within
 * 0..max_x and y within 0..max_y.  0, else -1. */
int word_point(const char *w, const struct word_unit *units, int64_t max_x,
    int64_t max_y, int64_t *x, int64_t *y);
/* A point written as two words, "x y" (each as word_length reads it,
 * x within 0..max_x and y within 0..max_y) into ints: 0, else -1. */
int word_xy(const char *wx, const char *wy, const struct word_unit *units,
    int64_t max_x, int64_t max_y, int *x, int *y);
/* A run of points (a polygon's corners, a line's bends): the words
 * w[0..n-1] read as word_point reads them into x[k], y[k] while a word
 * holds a comma, at most max.  The number read (the run ends at the
 * first word with no comma, or at n); -1 - i when word i holds a comma
 * but is no point on the board, or would be point max + 1. */
int word_points(char *const *w, int n, const struct word_unit *units,
    int64_t max_x, int64_t max_y, int64_t *x, int64_t *y, int max);
/* A bearing: 0..359 degrees ("45", "045", "45deg") or a compass point
 * (N, NNE, NE, ENE, E, ... NNW; case-insensitive): 0, else -1. */
int word_bearing(const char *w, int *deg);

/* The inverse of word_length: v fixed units printed as a bare number in
 * the unit `per` of them make (no suffix), "-" before a negative v.  With
 * `decimals` 0..9, exactly that many places, rounded half away from zero
 * ("12.0", "-0.5"); with WORD_FEWEST, the fewest places that are exact
 * ("12", "4.5", "0.25"), or as many as per needs (10^places >= per),
 * rounded, when none is.  per <= 0: v as it is.  Returns out. */
#define WORD_FEWEST	(-1)
const char *word_length_text(int64_t v, int per, int decimals, char *out,
    size_t n);
/* "x,y", each as word_length_text prints it: what word_point reads. */
const char *word_point_text(int64_t x, int64_t y, int per, int decimals,
    char *out, size_t n);

#endif
