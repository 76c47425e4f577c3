/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * scenario_lines.h - what every scenario parser needs before its own
 * keywords: the text cut into bounded lines (LF or CR LF), each counted
 * so an error names the line the referee wrote, and that error's form.
 * A scenario is hostile input (a referee may edit or upload one).
 */
#ifndef PBEM_SCENARIO_LINES_H
#define PBEM_SCENARIO_LINES_H

#include <stddef.h>

#include "err.h"
#include "pbem_limits.h"

struct scenario_lines {
	const char *text;
	size_t len, pos;
	int line;			/* number of the line in buf, from 1 */
	char buf[PBEM_MAX_LINE + 1];	/* the line, without CR LF */
};

void scenario_lines_init(struct scenario_lines *r, const char *text,
    size_t len);
/* The next line into r->buf: 1, 0 at the end of the text, -1 when the
 * line is longer than PBEM_MAX_LINE. */
int scenario_lines_next(struct scenario_lines *r);
/* PBEM_ERR_PARSE as "scenario line N: ..." (fmt takes one %s, arg). */
int scenario_fail(struct pbem_err *err, int line, const char *fmt,
    const char *arg);

/* The whole reading loop of a scenario parser, once for every module.
 * What a reader does with line `line` (from 1): its words tok[0..n-1]
 * (n >= 1; blank and comment lines never come), or under SCENARIO_RAW
 * the line itself, writable, as tok[0] with n == 1 (every line, blank
 * ones too).  PBEM_OK reads on; anything else stops the reading with
 * that code, err set by the reader (scenario_fail names the line). */
typedef int scenario_line_fn(void *ctx, int line, char **tok, int n,
    struct pbem_err *err);
/* Flags beside sheet_words' (sheet_words.h): lines are not split; a
 * line holds statements split by ';' (but a ';' after a '#'), each
 * handed to fn as a line of its own (with the line's number). */
#define SCENARIO_RAW		0x80000000u
#define SCENARIO_SEMICOLON	0x40000000u
/* Every line of text[0..len-1] in order through fn, cut into at most
 * max_words (<= SHEET_MAX_WORDS) words as sheet_words cuts them with
 * `flags`.  Fails naming the line: "line too long", "too many words"
 * (with SHEET_WORDS_CLOSE_QUOTE: "too many words or an open quote"), or
 * as fn failed.  *lines (NULL: not wanted): the lines read, so a check
 * after the last line can name the end. */
int scenario_read(const char *text, size_t len, unsigned flags,
    int max_words, scenario_line_fn *fn, void *ctx, int *lines,
    struct pbem_err *err);

#endif
