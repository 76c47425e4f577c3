/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sheet_check.c - the parse result every module fills (see game.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "pbem_limits.h"

void
sheet_check_init(struct sheet_check *c)
{
	memset(c, 0, sizeof *c);
	buf_init(&c->understood, PBEM_MAX_SHEET);
}

void
sheet_check_free(struct sheet_check *c)
{
	json_decref(c->orders);
	c->orders = NULL;
	buf_free(&c->understood);
}

void
sheet_check_error(struct sheet_check *c, int line, const char *fmt, ...)
{
	va_list ap;
	struct sheet_error *e;

	if (c->nerrors >= SHEET_MAX_ERRORS) {
		c->nerrors = SHEET_MAX_ERRORS;	/* count stays at the cap */
		return;
	}
	e = &c->errors[c->nerrors++];
	e->line = line;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
}

void
sheet_check_said(struct sheet_check *c, int line, const char *fmt, ...)
{
	va_list ap;
	char b[SHEET_SAID_LEN];

	va_start(ap, fmt);
	vsnprintf(b, sizeof b, fmt, ap);
	va_end(ap);
	if (line >= 0)
		buf_addf(&c->understood, "line %d: %s\n", line, b);
	else
		buf_addf(&c->understood, "%s\n", b);
}
