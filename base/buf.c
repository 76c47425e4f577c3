/* SPDX-License-Identifier: GPL-3.0-or-later */
/* buf.c - the bounded byte buffer (see buf.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"

void
buf_init(struct buf *b, size_t limit)
{
	b->data = NULL;
	b->len = b->cap = 0;
	b->limit = limit;
	b->failed = 0;
}

static int
buf_fail(struct buf *b, int rc)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
	b->failed = rc;
	return rc;
}

static int
buf_grow(struct buf *b, size_t need)
{
	size_t ncap;
	char *p;

	if (b->failed)
		return b->failed;
	if (need > b->limit || need < b->len)
		return buf_fail(b, PBEM_ERR_LIMIT);
	if (need + 1 <= b->cap)
		return PBEM_OK;
	ncap = b->cap ? b->cap : 256;
	while (ncap < need + 1)
		ncap *= 2;
	if (ncap > b->limit + 1)
		ncap = b->limit + 1;
	if ((p = realloc(b->data, ncap)) == NULL)
		return buf_fail(b, PBEM_ERR_NOMEM);
	b->data = p;
	b->cap = ncap;
	return PBEM_OK;
}

int
buf_add(struct buf *b, const void *p, size_t n)
{
	int rc;

	if ((rc = buf_grow(b, b->len + n)) != PBEM_OK)
		return rc;
	if (n)
		memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
	return PBEM_OK;
}

int
buf_adds(struct buf *b, const char *s)
{
	return buf_add(b, s, strlen(s));
}

int
buf_addc(struct buf *b, char c)
{
	return buf_add(b, &c, 1);
}

int
buf_addf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = buf_vaddf(b, fmt, ap);
	va_end(ap);
	return rc;
}

int
buf_vaddf(struct buf *b, const char *fmt, va_list ap)
{
	va_list again;
	int n, rc;

	if (b->failed)
		return b->failed;
	va_copy(again, ap);
	n = vsnprintf(NULL, 0, fmt, ap);
	if (n < 0) {
		va_end(again);
		return buf_fail(b, PBEM_ERR_PARSE);
	}
	if ((rc = buf_grow(b, b->len + (size_t)n)) != PBEM_OK) {
		va_end(again);
		return rc;
	}
	vsnprintf(b->data + b->len, (size_t)n + 1, fmt, again);
	va_end(again);
	b->len += (size_t)n;
	return PBEM_OK;
}

const char *
buf_str(const struct buf *b)
{
	return b->data ? b->data : "";
}

char *
buf_take(struct buf *b, size_t *len)
{
	char *p = b->data;

	if (p == NULL && !b->failed)
		p = calloc(1, 1);
	if (len)
		*len = b->failed ? 0 : b->len;
	b->data = NULL;
	b->len = b->cap = 0;
	return b->failed ? NULL : p;
}

void
buf_reset(struct buf *b)
{
	b->len = 0;
	b->failed = 0;
	if (b->data)
		b->data[0] = '\0';
}

void
buf_free(struct buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}
