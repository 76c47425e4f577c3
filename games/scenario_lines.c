/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_lines.c - scenario text as counted, bounded lines
 * (scenario_lines.h). */
#include <stdio.h>
#include <string.h>

#include "scenario_lines.h"

void
scenario_lines_init(struct scenario_lines *r, const char *text, size_t len)
{
	memset(r, 0, sizeof *r);
	r->text = text;
	r->len = len;
}

int
scenario_lines_next(struct scenario_lines *r)
{
	size_t l;

	if (r->pos >= r->len)
		return 0;
	r->line++;
	for (l = 0; r->pos + l < r->len && r->text[r->pos + l] != '\n'; l++)
		;
	if (l > PBEM_MAX_LINE)
		return -1;
	memcpy(r->buf, r->text + r->pos, l);
	r->buf[l] = '\0';
	r->pos += l + 1;
	if (l > 0 && r->buf[l - 1] == '\r')
		r->buf[l - 1] = '\0';
	return 1;
}

int
scenario_fail(struct pbem_err *err, int line, const char *fmt,
    const char *arg)
{
	char m[200];

	snprintf(m, sizeof m, fmt, arg != NULL ? arg : "");
	return pbem_fail(err, PBEM_ERR_PARSE, line, "scenario line %d: %s",
	    line, m);
}
