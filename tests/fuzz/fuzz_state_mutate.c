/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_state_mutate.c - the mutator of both state targets (fuzz_state,
 * fuzz_state_seam).  Byte mutations of a 50 KiB JSON text seldom give a
 * state the module accepts with one field moved, which is what a
 * referee's amend does, so under libFuzzer most mutations are amends: one
 * member anywhere in the state (rules tables included) set to a value at
 * the edge of a domain, another member's value, or removed.  The rest
 * are libFuzzer's own.  Byte 0 (the module) is left as it is.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed);

#ifdef PBEMD_LIBFUZZER
#define MAX_LEAVES	65536

/* A member of the state: parent and key (object) or index (array). */
static struct leaf {
	json_t *parent;
	const char *key;
	size_t idx;
} leaves[MAX_LEAVES];
static size_t nleaves;

static void
collect(json_t *o)
{
	const char *k;
	json_t *v;
	size_t i;

	if (json_is_object(o)) {
		json_object_foreach(o, k, v) {
			if (nleaves < MAX_LEAVES)
				leaves[nleaves++] = (struct leaf){ o, k, 0 };
			collect(v);
		}
	} else if (json_is_array(o)) {
		json_array_foreach(o, i, v) {
			if (nleaves < MAX_LEAVES)
				leaves[nleaves++] = (struct leaf){ o, NULL, i };
			collect(v);
		}
	}
}

static json_t *
leaf_get(const struct leaf *l)
{
	return l->key ? json_object_get(l->parent, l->key) :
	    json_array_get(l->parent, l->idx);
}

/* One amend: a member set to an edge value or another member's, or gone. */
static void
amend(unsigned *r)
{
	static const json_int_t edges[] = { -100001, -100000, -2, -1, 0, 1,
	    2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 31, 32, 63, 64, 99, 100, 127,
	    128, 255, 256, 2911, 2912, 99999, 100000, 100001, 2147483647,
	    2147483648LL };
	struct leaf *l;
	json_t *v, *cur;
	unsigned x;

#define RND()	(*r = *r * 1103515245u + 12345u, *r >> 8)
	l = &leaves[RND() % nleaves];
	cur = leaf_get(l);
	x = RND() % 16;
	if (x == 0) {
		if (l->key)
			json_object_del(l->parent, l->key);
		else
			json_array_remove(l->parent, l->idx);
		return;
	}
	if (x < 4)		/* another member's value: a name, a hex, ... */
		v = json_deep_copy(leaf_get(&leaves[RND() % nleaves]));
	else if (x < 6)
		v = json_is_boolean(cur) ? json_boolean(!json_is_true(cur)) :
		    json_integer(2);
	else if (json_is_integer(cur) && x < 9)
		v = json_integer(json_integer_value(cur) + (x & 1 ? 1 : -1));
	else
		v = json_integer(edges[RND() % (sizeof edges /
		    sizeof edges[0])]);
#undef RND
	if (l->key)
		json_object_set_new(l->parent, l->key, v);
	else
		json_array_set_new(l->parent, l->idx, v);
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed)
{
	json_t *state;
	char *text;
	size_t n = 0;
	unsigned r = seed;
	int i, k;

	if (size < 2 || seed % 4 == 0 ||
	    (state = json_loadb((const char *)data + 1, size - 1, 0,
	    NULL)) == NULL)
		return LLVMFuzzerMutate(data, size, max);
	k = 1 + (int)(seed / 4 % 3);	/* one to three amends */
	for (i = 0; i < k; i++) {
		nleaves = 0;
		collect(state);
		if (nleaves > 0)
			amend(&r);
	}
	text = json_dumps(state, JSON_COMPACT);
	json_decref(state);
	if (text != NULL && (n = strlen(text)) + 1 <= max) {
		memcpy(data + 1, text, n);
		n++;
	} else
		n = 0;
	free(text);
	return n > 0 ? n : LLVMFuzzerMutate(data, size, max);
}
#endif
