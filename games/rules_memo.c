/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_memo.c - a rules entry's fields as read before (rules_memo.h). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules_memo.h"

#define SLOTS		4096	/* a few games' tables, hundreds of entries */
#define MAX_KEY		64	/* longer keys are not kept */
#define MAX_FIELDS	128
#define MAX_BYTES	4096	/* written by one entry, at most */

struct slot {
	json_t *o;		/* a reference held (may be NULL: missing) */
	json_t *dep;		/* the table its REF fields named (held) */
	const struct rules_field *f;	/* NULL: empty */
	size_t n;
	char key[MAX_KEY];
	int keyed;		/* key given (not NULL) */
	unsigned short *len;	/* bytes field i wrote, then the bytes */
	unsigned char *bytes;
};

static _Thread_local struct slot *slots;	/* made at the first put */
static _Thread_local int scope;

void
rules_memo_scope(int enter)
{
	scope += enter ? 1 : -1;
}

static struct slot *
slot_of(const json_t *o, const struct rules_field *f)
{
	uintptr_t h = (uintptr_t)o / 16 * 31 + (uintptr_t)f / 8;

	return &slots[(h ^ h >> 11) % SLOTS];
}

int
rules_memo_get(const json_t *o, const json_t *dep, const char *key,
    void *base, const struct rules_field *f, size_t n)
{
	const struct slot *s;
	const unsigned char *b;
	size_t i;

	if (scope <= 0 || slots == NULL)
		return 0;
	s = slot_of(o, f);
	if (s->f != f || s->o != o || s->dep != dep || s->n != n ||
	    s->keyed != (key != NULL) || (key != NULL && strcmp(s->key,
	    key) != 0))
		return 0;
	for (i = 0, b = s->bytes; i < n; b += s->len[i++])
		memcpy((char *)base + f[i].off, b, s->len[i]);
	return 1;
}

/* The bytes field f wrote at at (rules_tables.c, field), or -1 when
 * that is not known. */
static long
written(const json_t *o, const struct rules_field *f, const char *at)
{
	int rows = f->dflt, n;

	if (f->how & RULES_FROM)
		return -1;
	switch (f->kind) {
	case RULES_K_KEY:
	case RULES_K_TEXT:	/* snprintf: the string and its NUL */
		return f->size > 0 ? (long)strnlen(at, f->size - 1) + 1 : 0;
	case RULES_K_INT:
	case RULES_K_WORD:
	case RULES_K_TRUE:
		return sizeof(int);
	case RULES_K_FLAGS:
		return sizeof(unsigned);
	case RULES_K_OBJ:
		return 0;
	case RULES_K_CODE:
	case RULES_K_CHAR:
		return 1;
	case RULES_K_NAMED:	/* names[dflt..]: only a whole array kept */
		return f->dflt == 0 ? (long)f->nnames * (long)sizeof(int) : -1;
	case RULES_K_REF:	/* an index; an array's count elsewhere */
		return f->size <= 1 ? (long)sizeof(int) : -1;
	case RULES_K_EACH:	/* its count elsewhere, its rows by their own */
	case RULES_K_SUB:	/* table (kept each by itself) */
	case RULES_K_PLACED:
	case RULES_K_ANY:	/* bits of its rows' members */
	case RULES_K_MARKS:	/* marks of another table's entries */
	case RULES_K_ROWS:	/* its count elsewhere */
	case RULES_K_OPTIONS:	/* options: not of the rules_field kinds */
		return -1;
	case RULES_K_CONST:	/* nothing stored */
		return 0;
	case RULES_K_INTS:	/* ints_field: a missing optional one none,
				 * unless it reads its default */
	case RULES_K_WORDS:	/* words_field: the same, of names */
		n = rows > 0 ? (int)f->size / rows : (int)f->size;
		if (rows < 0 || n <= 0 || (json_object_get(o, f->key) == NULL &&
		    !(f->how & RULES_REQUIRED) && !(f->kind == RULES_K_INTS &&
		    (f->how & RULES_DEFAULTS))))
			return 0;
		return (long)((rows > 0 ? rows * n : n) * (int)sizeof(int));
	}
	return -1;
}

static void
clear(struct slot *s)
{
	json_decref(s->o);
	json_decref(s->dep);
	free(s->len);
	memset(s, 0, sizeof *s);
}

void
rules_memo_put(const json_t *o, const json_t *dep, const char *key,
    const void *base, const struct rules_field *f, size_t n)
{
	struct slot *s;
	unsigned short len[MAX_FIELDS];
	size_t i, total = 0;
	unsigned char *b;
	long w;

	if (scope <= 0 || n > MAX_FIELDS || (key != NULL && strlen(key) >=
	    MAX_KEY))
		return;
	if (slots == NULL && (slots = calloc(SLOTS, sizeof *slots)) == NULL)
		return;
	for (i = 0; i < n; i++) {
		if ((w = written(o, &f[i], (const char *)base + f[i].off)) < 0)
			return;
		len[i] = (unsigned short)w;
		if ((total += (size_t)w) > MAX_BYTES)
			return;
	}
	s = slot_of(o, f);
	clear(s);
	if ((s->len = malloc(n * sizeof *len + total + 1)) == NULL)
		return;
	memcpy(s->len, len, n * sizeof *len);
	s->bytes = (unsigned char *)(s->len + n);
	for (i = 0, b = s->bytes; i < n; b += len[i++])
		memcpy(b, (const char *)base + f[i].off, len[i]);
	s->o = json_incref((json_t *)o);
	s->dep = json_incref((json_t *)dep);
	s->f = f;
	s->n = n;
	s->keyed = key != NULL;
	if (key != NULL)
		memcpy(s->key, key, strlen(key) + 1);
}
