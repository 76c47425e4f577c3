/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * buf.h - one small bounded byte buffer for mail, order text and reports.
 *
 * buf_init() cannot fail and must be given the largest size the buffer may
 * ever hold (a limit from pbem_limits.h).  An append past the limit, or a failed
 * allocation, frees the contents, marks the buffer failed and returns an
 * error; every later append fails too, so a caller may check once at the end.
 * The contents are always NUL-terminated (buf_str), the NUL not counted.
 */
#ifndef PBEM_BUF_H
#define PBEM_BUF_H

#include <stdarg.h>
#include <stddef.h>

#include "err.h"

struct buf {
	char *data;
	size_t len;
	size_t cap;
	size_t limit;
	int failed;		/* PBEM_ERR_LIMIT or PBEM_ERR_NOMEM once failed */
};

void buf_init(struct buf *b, size_t limit);
int buf_add(struct buf *b, const void *p, size_t n);
int buf_adds(struct buf *b, const char *s);
int buf_addc(struct buf *b, char c);
int buf_addf(struct buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int buf_vaddf(struct buf *b, const char *fmt, va_list ap)
	__attribute__((format(printf, 2, 0)));
const char *buf_str(const struct buf *b);	/* "" when empty */
char *buf_take(struct buf *b, size_t *len);	/* caller frees; buffer reset */
void buf_reset(struct buf *b);			/* empty it, keep the limit */
void buf_free(struct buf *b);

#endif
