/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_lines.c - scenario text as counted, bounded lines
 * (scenario_lines.h). */
#include <stdio.h>
#include <string.h>

#include "scenario_lines.h"
#include "sheet_words.h"

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

int
scenario_read(const char *text, size_t len, unsigned flags, int max_words,
    scenario_line_fn *fn, void *ctx, int *lines, struct pbem_err *err)
{
	struct scenario_lines r;
	char *tok[SHEET_MAX_WORDS], *p, *q;
	int rc, n = 1;

	if (max_words < 1 || max_words > SHEET_MAX_WORDS)
		max_words = SHEET_MAX_WORDS;
	scenario_lines_init(&r, text, len);
	while ((rc = scenario_lines_next(&r)) != 0) {
		if (lines != NULL)
			*lines = r.line;
		if (rc < 0)
			return scenario_fail(err, r.line, "line too long%s", "");
		for (p = r.buf; p != NULL; p = q) {
			q = flags & SCENARIO_SEMICOLON ? strchr(p, ';') : NULL;
			if (q != NULL)
				*q++ = '\0';
			if (q != NULL && strchr(p, '#') != NULL)
				q = NULL;	/* a ';' inside a comment */
			tok[0] = p;
			if (!(flags & SCENARIO_RAW) && (n = sheet_words(p, tok,
			    max_words, flags & ~(SCENARIO_RAW |
			    SCENARIO_SEMICOLON))) < 0)
				return scenario_fail(err, r.line, "too many "
				    "words%s", flags & SHEET_WORDS_CLOSE_QUOTE ?
				    " or an open quote" : "");
			if (n > 0 && (rc = fn(ctx, r.line, tok, n, err)) !=
			    PBEM_OK)
				return rc;
		}
	}
	if (lines != NULL)
		*lines = r.line;
	return PBEM_OK;
}
