/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * err.h - the one result type of pbemd and its caller-owned error record.
 *
 * Every library function returns enum pbem_rc (0 = success).  When the
 * reason matters the caller passes a struct pbem_err, which the callee fills;
 * parsers also fill .line.  A message that can reach a player must name
 * nothing that player cannot see.
 */
#ifndef PBEM_ERR_H
#define PBEM_ERR_H

enum pbem_rc {
	PBEM_OK = 0,
	PBEM_ERR_USAGE,		/* bad command line or argument */
	PBEM_ERR_IO,		/* file or socket trouble */
	PBEM_ERR_NOMEM,
	PBEM_ERR_LIMIT,		/* an input exceeded a limit in pbem_limits.h */
	PBEM_ERR_PARSE,		/* malformed input (mail, sheet, scenario, config) */
	PBEM_ERR_STATE,		/* not allowed in the current state */
	PBEM_ERR_NOTFOUND,
	PBEM_ERR_GPG,
	PBEM_ERR_DB,
};

struct pbem_err {
	enum pbem_rc rc;
	int line;		/* 1-based line in the input, 0 if none */
	char msg[256];
};

/* Fill *e (if not NULL) and return rc, so callers can write
 * `return pbem_fail(err, PBEM_ERR_PARSE, n, "bad cell %s", s);` */
int pbem_fail(struct pbem_err *e, enum pbem_rc rc, int line, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

const char *pbem_strerror(enum pbem_rc rc);

#endif
