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

#endif
