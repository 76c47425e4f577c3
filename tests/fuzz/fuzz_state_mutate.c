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
 * replaced or blanked out.  Parsing the 50 KiB into a tree and printing it
 * again for each mutation cost more than the decoding under test.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_hash.h"

uint64_t fuzz_state_parent;
const char *fuzz_state_parent_text;
size_t fuzz_state_parent_len;

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
/* The leaves of the text: leaves, or a kept text's own (read only; the
 * next amend writes what it leaves of them into leaves). */
static const struct leaf *src = leaves;
static size_t nleaves;
static char out[MAX_TEXT];

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The end of the string starting at t[i] == '"', or -1 (memchr to each
 * quote: a scenario's text is one long string). */
static long
string_end(const char *t, long n, long i)
{
	const char *q;
	long b;

	for (i++; i < n; i = (long)(q - t) + 1) {
		if ((q = memchr(t + i, '"', (size_t)(n - i))) == NULL)
			return -1;
		/* escaped when an odd run of backslashes stands before it */
		for (b = 0; q - b - 1 >= t + i && q[-1 - b] == '\\'; b++)
			;
		if (b % 2 == 0)
			return (long)(q - t) + 1;
	}
	return -1;
}

/* Every value of t[from, n) with where it stands, appended to leaves;
 * the text's own value too when it is a member (topkey >= 0, or top set:
 * a value put in by an amend).  0, or -1 when the text is not the JSON
 * shape expected (then libFuzzer mutates it). */
static int
scan(const char *t, long from, long n, long topkey, int top)
{
	struct { long start, key; } open[256];
	long key = topkey, i, e, j;
	int depth = 0;

	for (i = from; i < n; i = e) {
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
			if ((depth > 0 || top) && nleaves < MAX_LEAVES)
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

/*
 * The leaves of the texts mutations start from (the corpus: a few dozen
 * states libFuzzer picks again and again) are kept, so a mutation costs
 * a hash and a compare of the text instead of a 50 KiB scan.
 */
#define DOCS	256
static struct doc {
	uint64_t hash;
	size_t len, nleaves;
	unsigned hits;		/* a slot often hit is not given up at once */
	char *text;
	struct leaf *leaves;
} docs[DOCS];

static uint64_t found_hash;	/* of the text find_leaves read last */

static int
find_leaves(const char *t, long n, int keep)
{
	uint64_t h = fuzz_fnv(t, (size_t)n);
	struct doc *d = &docs[h % DOCS];

	found_hash = h;

	if (d->text != NULL && d->hash == h && d->len == (size_t)n &&
	    memcmp(d->text, t, (size_t)n) == 0) {
		src = d->leaves;
		nleaves = d->nleaves;
		d->hits += d->hits < 8;
		return 0;
	}
	nleaves = 0;
	src = leaves;
	if (scan(t, 0, n, -1, 0) != 0)
		return -1;
	if (!keep)
		return 0;
	if (d->text != NULL && d->hits > 0) {
		d->hits--;
		return 0;
	}
	free(d->text);
	free(d->leaves);
	d->text = malloc((size_t)n);
	d->leaves = malloc(nleaves * sizeof leaves[0] + 1);
	if (d->text == NULL || d->leaves == NULL) {
		free(d->text);
		free(d->leaves);
		d->text = NULL;
		d->leaves = NULL;
		return 0;
	}
	memcpy(d->text, t, (size_t)n);
	memcpy(d->leaves, leaves, nleaves * sizeof leaves[0]);
	d->hash = h;
	d->hits = 0;
	d->len = (size_t)n;
	d->nleaves = nleaves;
	return 0;
}

/*
 * The leaves of the text after [a, b) became rn bytes (in out): the
 * ones before stay, the ones after move, the containers around the
 * change grow or shrink, the ones inside go, and the value put in is
 * scanned (key: its member's key, -1 for none).  A rescan of 50 KiB per
 * stacked mutation cost more than the target itself.
 */
static void
leaves_after(long a, long b, long rn, long key, int put)
{
	long delta = rn - (b - a);
	size_t i, k = 0;

	for (i = 0; i < nleaves; i++) {
		struct leaf l = src[i];

		if (l.end <= a)
			;
		else if (l.val >= b) {
			l.val += delta;
			l.end += delta;
			if (l.key >= 0)
				l.key += delta;
		} else if (l.val < a && l.end >= b)
			l.end += delta;
		else
			continue;
		leaves[k++] = l;
	}
	nleaves = k;
	src = leaves;
	if (put && scan(out, a, a + rn, key, 1) != 0)
		nleaves = 0;	/* rescanned at the next call */
}

/* The bytes [a, b) take when rn bytes replace them: never fewer than
 * they were (padded with blanks, which JSON ignores).  An amend that
 * made a state shorter (a value cut out, "100" made "2") mostly reached
 * the features of its parent, and libFuzzer then kept it as a REDUCE:
 * two SHA-1s of 50 KiB and a file written, for no feature.  (The target
 * ran with -reduce_inputs=0 for that.  With no amend shortening a text,
 * only libFuzzer's own byte mutations can, and runs of 4000 executions
 * from the seeds without the flag had 2 and 9 REDUCEs to 241 and 220
 * NEWs: the flag went.) */
static size_t
put_len(size_t a, size_t b, size_t rn)
{
	return rn < b - a ? b - a : rn;
}

/* The text with [a, b) replaced by rep (rn bytes, then blanks up to
 * put_len) into out: its length, or 0 when it would not fit in max. */
static size_t
splice(const char *t, size_t n, size_t a, size_t b, const char *rep,
    size_t rn, size_t max)
{
	size_t pn = put_len(a, b, rn), len = n - (b - a) + pn;

	if (len > max || len > sizeof out)
		return 0;
	memmove(out, t, a);
	memmove(out + a, rep, rn);
	memset(out + a + rn, ' ', pn - rn);
	memmove(out + a + pn, t + b, n - b);
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
	size_t a, b, len;
	long key;
	long long v;
	unsigned x;

#define RND()	(*r = *r * 1103515245u + 12345u, *r >> 8)
	l = &src[RND() % nleaves];
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
		if ((len = splice(t, n, a, b, "", 0, max)) != 0)
			leaves_after((long)a, (long)b, (long)put_len(a, b, 0),
			    -1, 0);
		return len;
	}
	if (x < 4) {		/* another member's value: a name, a hex... */
		o = &src[RND() % nleaves];
		a = (size_t)l->val;
		b = (size_t)l->end;
		key = l->key;
		if ((len = splice(t, n, a, b, t + o->val,
		    (size_t)(o->end - o->val), max)) != 0)
			leaves_after((long)a, (long)b, (long)put_len(a, b,
			    (size_t)(o->end - o->val)), key, 1);
		return len;
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
	a = (size_t)l->val;
	b = (size_t)l->end;
	key = l->key;
	if ((len = splice(t, n, a, b, num, strlen(num), max)) != 0)
		leaves_after((long)a, (long)b, (long)put_len(a, b,
		    strlen(num)), key, 1);
	return len;
}

/* The text a mutation starts from, for the loader (fuzz_hash.h): its
 * hash h, and a copy of it (made when the mutations start from an input
 * of the corpus, kept while they are stacked on it). */
static char parent_buf[MAX_TEXT];
static uint64_t parent_buf_hash;

static void
parent_copy(uint64_t h, const uint8_t *data, size_t size)
{
	parent_buf_hash = 0;
	if (size < 2 || size - 1 > sizeof parent_buf)
		return;
	memcpy(parent_buf, data + 1, size - 1);
	fuzz_state_parent_len = size - 1;
	parent_buf_hash = h;
}

static void
parent_set(uint64_t h)
{
	fuzz_state_parent = h;
	fuzz_state_parent_text = h != 0 && h == parent_buf_hash ? parent_buf :
	    NULL;
}

/* libFuzzer's own mutation of data: the loader starts from the text
 * before it. */
static size_t
bytes(uint8_t *data, size_t size, size_t max)
{
	uint64_t h = size > 1 ? fuzz_fnv((const char *)data + 1, size - 1) :
	    0;

	parent_copy(h, data, size);
	parent_set(h);
	return LLVMFuzzerMutate(data, size, max);
}

/*
 * The leaves of t (n bytes), libFuzzer's byte mutation of the text in
 * out (*len bytes), whose leaves they were: the smallest value holding
 * every changed byte is scanned again (leaves_after), not the whole
 * text; t is copied into out.  0 when no value holds them (then the
 * next amend scans the whole text, as before).
 */
static int
bytes_leaves(const char *t, size_t n, size_t *len)
{
	size_t m = n < *len ? n : *len, a = 0, z = 0, i;
	const struct leaf *l = NULL;
	long delta = (long)n - (long)*len;
	uint64_t x, y;

	/* the bytes alike from the front and from the back, eight at a
	 * time (a byte loop over 50 KiB cost more than the scan it saves) */
	for (; a + 8 <= m; a += 8) {
		memcpy(&x, t + a, 8);
		memcpy(&y, out + a, 8);
		if (x != y)
			break;
	}
	while (a < m && t[a] == out[a])
		a++;
	for (; z + 8 <= m - a; z += 8) {
		memcpy(&x, t + n - z - 8, 8);
		memcpy(&y, out + *len - z - 8, 8);
		if (x != y)
			break;
	}
	while (z < m - a && t[n - 1 - z] == out[*len - 1 - z])
		z++;
	/* the old text's [a, *len - z) became the new one's [a, n - z) */
	for (i = 0; i < nleaves; i++)
		if ((size_t)src[i].val <= a && *len - z <= (size_t)src[i].end &&
		    (l == NULL || src[i].end - src[i].val < l->end - l->val))
			l = &src[i];
	if (l == NULL || n > sizeof out)
		return 0;
	memcpy(out, t, n);
	*len = n;
	{
		struct leaf hold = *l;	/* leaves_after rewrites src */

		leaves_after(hold.val, hold.end, hold.end - hold.val + delta,
		    hold.key, 1);
	}
	return nleaves > 0;
}

size_t
LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
    unsigned seed)
{
	/* the leaves describe out[0, out_len) when set: the text of the
	 * last amend, which libFuzzer hands back when it stacks another */
	static size_t out_len;
	static int leaves_ok;
	/* the last call's text was libFuzzer's byte mutation: the next one,
	 * stacked on it, is a text seen once, not worth keeping */
	static int flipped;
	unsigned r = seed;
	size_t n;
	int was_flipped = flipped;
	/* the hash of the text the amends started from (a stacked amend
	 * starts from the last one's text: from the same text, then) */
	static uint64_t from;

	flipped = 1;
	parent_set(0);
	if (!leaves_ok)
		from = 0;
	/* one amend a call: libFuzzer stacks several calls on one input */
	if (size < 2 || size > sizeof out)
		return bytes(data, size, max);
	if (seed % 4 == 0) {
		if (!leaves_ok || size - 1 != out_len ||
		    memcmp(data + 1, out, out_len) != 0)
			return bytes(data, size, max);
		n = bytes(data, size, max);
		leaves_ok = n >= 2 && bytes_leaves((const char *)data + 1,
		    n - 1, &out_len);
		return n;
	}
	if (!leaves_ok || size - 1 != out_len ||
	    memcmp(data + 1, out, out_len) != 0) {
		leaves_ok = 0;
		if (find_leaves((const char *)data + 1, (long)size - 1,
		    !was_flipped) != 0)
			return bytes(data, size, max);
		from = found_hash;
		parent_copy(from, data, size);
	}
	leaves_ok = 0;
	if (nleaves == 0 ||
	    (n = amend((const char *)data + 1, size - 1, max - 1, &r)) == 0)
		return bytes(data, size, max);
	memcpy(data + 1, out, n);
	parent_set(from);	/* the loader starts from its parts */
	out_len = n;
	leaves_ok = nleaves > 0;
	flipped = 0;
	return n + 1;
}
#endif
