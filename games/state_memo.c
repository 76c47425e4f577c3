/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_memo.c - parsed fixed parts of a state, kept (state_memo.h). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "state_memo.h"

/* A few scenarios of each module, and room for the one-off parts a
 * changed state brings (amended rules tables), so these do not push the
 * scenarios out before their next use.  A fuzzer's corpus holds a few
 * hundred states, many with rules of their own; with 32 slots these
 * pushed each other out, and each decode of one parsed its tables and
 * scenario again.  The slots are looked up by the rules value: WAYS
 * slots a set, the least recently used of the set given up. */
#define SETS	64
#define WAYS	4
#define SLOTS	(SETS * WAYS)

struct slot {
	const char *module;	/* NULL: empty */
	json_t *rules;		/* a reference held, or NULL */
	char *text;		/* a private copy, or NULL */
	size_t text_len;
	void *image;
	size_t size;
	unsigned long used;	/* for the least recently used */
};

static _Thread_local struct slot slots[SLOTS];
static _Thread_local unsigned long clock_now;

static int
same(const struct slot *s, const char *module, const json_t *rules,
    const char *text, size_t size)
{
	/* the cheap tests first: most slots differ in their rules */
	if (s->module == NULL || s->rules != rules || s->size != size ||
	    (s->text == NULL) != (text == NULL) ||
	    strcmp(s->module, module) != 0)
		return 0;
	if (text != NULL && (strlen(text) != s->text_len ||
	    memcmp(text, s->text, s->text_len) != 0))
		return 0;
	return 1;
}

/* The first slot of the set the rules value's slots are in. */
static struct slot *
set_of(const json_t *rules)
{
	uintptr_t p = (uintptr_t)rules;

	/* allocations are 16-byte aligned: the bits above, mixed */
	p = (p >> 4) * (uintptr_t)0x9E3779B97F4A7C15u;
	return &slots[(p >> (sizeof p * 8 - 6)) % SETS * WAYS];
}

int
state_memo_get(const char *module, const json_t *rules, const char *text,
    void *out, size_t size)
{
	struct slot *set = set_of(rules);
	int i;

	for (i = 0; i < WAYS; i++)
		if (same(&set[i], module, rules, text, size)) {
			memcpy(out, set[i].image, size);
			set[i].used = ++clock_now;
			return 1;
		}
	return 0;
}

static void
clear(struct slot *s)
{
	json_decref(s->rules);
	free(s->text);
	free(s->image);
	memset(s, 0, sizeof *s);
}

void
state_memo_put(const char *module, const json_t *rules, const char *text,
    const void *in, size_t size)
{
	struct slot *set = set_of(rules), *s = set;
	int i;

	if (size > STATE_MEMO_MAX)
		return;
	/* an empty slot of the set (used 0), else its least recently used */
	for (i = 1; i < WAYS; i++)
		if (set[i].used < s->used)
			s = &set[i];
	clear(s);
	s->text_len = text != NULL ? strlen(text) : 0;
	s->rules = json_incref((json_t *)rules);
	if ((text != NULL && (s->text = malloc(s->text_len + 1)) == NULL) ||
	    (s->image = malloc(size)) == NULL) {
		clear(s);
		return;
	}
	if (text != NULL)
		memcpy(s->text, text, s->text_len + 1);
	memcpy(s->image, in, size);
	s->size = size;
	s->module = module;
	s->used = ++clock_now;
}
