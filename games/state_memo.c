/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_memo.c - parsed fixed parts of a state, kept (state_memo.h). */
#include <stdlib.h>
#include <string.h>

#include "state_memo.h"

/* a few scenarios of each module, and room for the one-off parts a
 * changed state brings (amended rules tables), so these do not push the
 * scenarios out before their next use */
#define SLOTS	32

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

int
state_memo_get(const char *module, const json_t *rules, const char *text,
    void *out, size_t size)
{
	int i;

	for (i = 0; i < SLOTS; i++)
		if (same(&slots[i], module, rules, text, size)) {
			memcpy(out, slots[i].image, size);
			slots[i].used = ++clock_now;
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
	struct slot *s = &slots[0];
	int i;

	if (size > STATE_MEMO_MAX)
		return;
	/* an empty slot (used 0), else the least recently used */
	for (i = 1; i < SLOTS; i++)
		if (slots[i].used < s->used)
			s = &slots[i];
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
