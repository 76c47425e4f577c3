/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_state_mutate.c - the mutator of both state targets (fuzz_state,
 * fuzz_state_seam).  Byte mutations of a 50 KiB JSON text seldom give a
 * state the module accepts with one field moved, which is what a
 * referee's amend does, so under libFuzzer most mutations are amends: one
 * member anywhere in the state (rules tables included) set to a value at
 * the edge of a domain, another member's value, or removed.  The rest
 * are libFuzzer's own.  Byte 0 (the module) is left as it is.
 *
 * The amends are made on the text: one pass finds where every value
 * stands (and the key before it), and the chosen value's bytes are
 * replaced or cut out.  Parsing the 50 KiB into a tree and printing it
 * again for each mutation cost more than the decoding under test.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed);

#ifdef PBEMD_LIBFUZZER
#define MAX_LEAVES	65536
#define MAX_TEXT	(1 << 17)

/* A value of the text: [val, end), and its member's key at key (-1: an
 * array element). */
static struct leaf {
	long key, val, end;
} leaves[MAX_LEAVES];
static size_t nleaves;
static char out[MAX_TEXT];

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The end of the string starting at t[i] == '"', or -1. */
static long
string_end(const char *t, long n, long i)
{
	for (i++; i < n; i++) {
		if (t[i] == '\\')
			i++;
		else if (t[i] == '"')
			return i + 1;
	}
	return -1;
}

/* Every value of the text with where it stands; 0, or -1 when the text
 * is not the JSON shape expected (then libFuzzer mutates it). */
static int
find_leaves(const char *t, long n)
{
	struct { long start, key; } open[256];
	long key = -1, i, e, j;
	int depth = 0;

	nleaves = 0;
	for (i = 0; i < n; i = e) {
		e = i + 1;
		if (blank(t[i]) || t[i] == ',' || t[i] == ':')
			continue;
		if (t[i] == '{' || t[i] == '[') {
			if (depth == 256)
				return -1;
			open[depth].start = i;
			open[depth++].key = key;
			key = -1;
			continue;
		}
		if (t[i] == '}' || t[i] == ']') {
			if (depth == 0)
				return -1;
			depth--;
			/* the whole text is no member: it is not recorded */
			if (depth > 0 && nleaves < MAX_LEAVES)
				leaves[nleaves++] = (struct leaf){
				    open[depth].key, open[depth].start, e };
			key = -1;
			continue;
		}
		if (t[i] == '"') {
			if ((e = string_end(t, n, i)) < 0)
				return -1;
			for (j = e; j < n && blank(t[j]); j++)
				;
			if (j < n && t[j] == ':') {	/* a key */
				key = i;
				e = j + 1;
				continue;
			}
		} else
			while (e < n && !blank(t[e]) && t[e] != ',' &&
			    t[e] != '}' && t[e] != ']')
				e++;
		if (nleaves < MAX_LEAVES)
			leaves[nleaves++] = (struct leaf){ key, i, e };
		key = -1;
	}
	return depth == 0 ? 0 : -1;
}

/* The text with [a, b) replaced by rep (rn bytes) into out: its length,
 * or 0 when it would not fit in max. */
static size_t
splice(const char *t, size_t n, size_t a, size_t b, const char *rep,
    size_t rn, size_t max)
{
	size_t len = n - (b - a) + rn;

	if (len > max || len > sizeof out)
		return 0;
	memmove(out, t, a);
	memmove(out + a, rep, rn);
	memmove(out + a + rn, t + b, n - b);
	return len;
}

/* One amend of text t (n bytes) into out: a member set to an edge value
 * or to another member's value, or gone.  Its new length (0: none). */
static size_t
amend(const char *t, size_t n, size_t max, unsigned *r)
{
	static const long long edges[] = { -100001, -100000, -2, -1, 0, 1,
	    2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 31, 32, 63, 64, 99, 100, 127,
	    128, 255, 256, 2911, 2912, 99999, 100000, 100001, 2147483647,
	    2147483648LL };
	const struct leaf *l, *o;
	char num[32], *end;
	size_t a, b;
	long long v;
	unsigned x;

#define RND()	(*r = *r * 1103515245u + 12345u, *r >> 8)
	l = &leaves[RND() % nleaves];
	x = RND() % 16;
	if (x == 0) {		/* gone, with one comma beside it */
		a = (size_t)(l->key >= 0 ? l->key : l->val);
		b = (size_t)l->end;
		while (b < n && blank(t[b]))
			b++;
		if (b < n && t[b] == ',')
			b++;
		else {
			while (a > 0 && blank(t[a - 1]))
				a--;
			if (a > 0 && t[a - 1] == ',')
				a--;
		}
		return splice(t, n, a, b, "", 0, max);
	}
	if (x < 4) {		/* another member's value: a name, a hex... */
		o = &leaves[RND() % nleaves];
		return splice(t, n, (size_t)l->val, (size_t)l->end, t + o->val,
		    (size_t)(o->end - o->val), max);
	}
	if (x < 6) {
		if (l->end - l->val == 4 && memcmp(t + l->val, "true", 4) == 0)
			snprintf(num, sizeof num, "false");
		else if (l->end - l->val == 5 &&
		    memcmp(t + l->val, "false", 5) == 0)
			snprintf(num, sizeof num, "true");
		else
			snprintf(num, sizeof num, "2");
	} else {
		snprintf(num, sizeof num, "%.*s", (int)(l->end - l->val <
		    30 ? l->end - l->val : 0), t + l->val);
		v = strtoll(num, &end, 10);
		if (x < 9 && *end == '\0' && end > num)
			v += x & 1 ? 1 : -1;
		else
			v = edges[RND() % (sizeof edges / sizeof edges[0])];
		snprintf(num, sizeof num, "%lld", v);
	}
#undef RND
	return splice(t, n, (size_t)l->val, (size_t)l->end, num, strlen(num),
	    max);
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed)
{
	unsigned r = seed;
	size_t n;

	/* one amend a call: libFuzzer stacks several calls on one input */
	if (size < 2 || seed % 4 == 0 || size > sizeof out ||
	    find_leaves((const char *)data + 1, (long)size - 1) != 0 ||
	    nleaves == 0 ||
	    (n = amend((const char *)data + 1, size - 1, max - 1, &r)) == 0)
		return LLVMFuzzerMutate(data, size, max);
	memcpy(data + 1, out, n);
	return n + 1;
}
#endif
