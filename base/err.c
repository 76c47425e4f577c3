/* SPDX-License-Identifier: GPL-3.0-or-later */
/* err.c - filling the caller-owned error record (see err.h). */
#include <stdarg.h>
#include <stdio.h>

#include "err.h"

int
pbem_fail(struct pbem_err *e, enum pbem_rc rc, int line, const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return rc;
	e->rc = rc;
	e->line = line;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	return rc;
}

const char *
pbem_strerror(enum pbem_rc rc)
{
	switch (rc) {
	case PBEM_OK:		return "success";
	case PBEM_ERR_USAGE:	return "usage error";
	case PBEM_ERR_IO:	return "input/output error";
	case PBEM_ERR_NOMEM:	return "out of memory";
	case PBEM_ERR_LIMIT:	return "size limit exceeded";
	case PBEM_ERR_PARSE:	return "parse error";
	case PBEM_ERR_STATE:	return "not allowed now";
	case PBEM_ERR_NOTFOUND:	return "not found";
	case PBEM_ERR_GPG:	return "OpenPGP error";
	case PBEM_ERR_DB:	return "database error";
	}
	return "unknown error";
}
