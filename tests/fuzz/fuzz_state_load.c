/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_state_load.c - the state text into JSON for the state targets,
 * with the parts parsed before kept.  A mutation changes a few bytes of
 * a 50 KiB state, yet json_loadb of the whole text took most of each
 * execution, and the JSON parser is not what the targets test.  So the
 * text is cut into its members (and the elements of a member that is an
 * array: the units), and a part whose exact bytes were parsed before is
 * taken from the cache; only the changed parts are parsed.  A changed
 * part that is large (the rules tables, a long unit list) is cut the same
 * way in turn, so a mutation deep in the rules tables parses a few bytes,
 * not the 20 KiB of tables around them.  The tree is the one json_loadb
 * gives: each small part is parsed by jansson itself, the structure
 * around the parts is checked here, and anything else (a mutation that
 * broke the shape, a deep nesting, an unusual key) is parsed whole by
 * json_loadb.  Cached trees are shared, never changed: the targets only
 * read the state.
 *
 * Cutting still scans the whole text for where each part ends, and
 * hashes every part: more than the decoding under test.  So the cuts of
 * a text are kept with it (a tree of spans), and a text that differs from
 * one loaded before (the one its mutation started from: fuzz_hash.h) in
 * one stretch is rebuilt from that one's tree: the parts before and after
 * the stretch are taken as they are, and only the smallest part holding
 * it is cut and parsed again, its end checked on the new text.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_hash.h"
#include "fuzz_json_scan.h"
#include "fuzz_state_load.h"

#define SLOTS		65536
#define MAX_PART	(64 * 1024)	/* longer parts are not kept */
#define SPLIT		256	/* a container this long is cut in parts */
#define MAX_NEST	32	/* ... down to this depth */

static json_t *container(const char *t, size_t n, int nest);

/* Set when jansson refused a part: each part is the exact text of one
 * value (fuzz_value_end is exact on JSON), so in JSON every part parses
 * on its own; a part that does not means the whole text is no JSON, and
 * it need not be parsed again to learn so (the suite's replay checks the answer
 * against json_loadb's on every input). */
static int refused;
/* Set when the text breaks JSON's grammar where it was cut (a value that
 * does not end, a member without its ':', two values without a ',',
 * something after the top object): in JSON the cuts are exact, so such
 * a text is no JSON either, and json_loadb need not read 50 KiB to say
 * so.  What the cutter cannot judge (a key with escapes or non-ASCII, a
 * long key, deep nesting) leaves it clear: jansson parses those. */
static int broken;
static int deep;	/* fuzz_value_end gave up on a deep nesting */
/* One past the furthest byte of the text that the cutter has read and
 * decided on (a value's end, a blank skipped to, a key's closing quote):
 * what it says of the text, refused or broken included, it says of any
 * text with the same bytes that far.  SIZE_MAX: it read to the end, so
 * the length counts too. */
static size_t reach;

/* Where each part of the text being loaded stands, in pre-order: a part
 * cut in parts (kind '{' or '[') is followed by the spans of its parts
 * (size: the spans of its subtree, itself included). */
struct span {
	json_t *val;		/* borrowed: the root holds it */
	uint32_t start, end;	/* the value's bytes (a state is far less
				 * than 4 GiB: PBEM_MAX_STATE) */
	uint32_t key;		/* an object member's key, klen bytes */
	uint32_t size;
	unsigned char klen;	/* (object() takes keys under 256 bytes) */
	char kind;		/* '{', '[', or 0: parsed whole */
};
static const char *base;	/* the text the spans are offsets into */
static struct span *spans;
static size_t nspans, spans_cap;
static int spans_bad;	/* a key given twice */

/* Room for k more spans. */
static void
spans_room(size_t k)
{
	struct span *g;
	size_t cap;

	if (nspans + k <= spans_cap)
		return;
	cap = (nspans + k) * 2 + 256;
	if ((g = realloc(spans, cap * sizeof *spans)) == NULL)
		abort();	/* the harness's own memory */
	spans = g;
	spans_cap = cap;
}

/* k spans from sp appended, moved on by off bytes. */
static void
spans_append(const struct span *sp, size_t k, size_t off)
{
	struct span *o;
	size_t j;

	spans_room(k);
	o = spans + nspans;
	memcpy(o, sp, k * sizeof *sp);
	for (j = 0; j < k; j++) {
		o[j].start += off;
		o[j].end += off;
		o[j].key += off;
	}
	nspans += k;
}

static size_t
span_new(const char *t, size_t n)
{
	spans_room(1);
	memset(&spans[nspans], 0, sizeof spans[0]);
	spans[nspans].start = (size_t)(t - base);
	spans[nspans].end = (size_t)(t - base) + n;
	spans[nspans].size = 1;
	return nspans++;
}

static struct slot {
	uint64_t hash;
	size_t len;
	char *text;
	json_t *val;
	struct span *sp;	/* a cut part's spans, from its start */
	size_t nsp;
} cache[SLOTS];

/* The spans of a part taken from the cache, at t. */
static void
spans_from(const struct slot *s, size_t at, const char *t)
{
	nspans = at;
	spans_append(s->sp, s->nsp, (size_t)(t - base));
}

/* The part t[0..n) parsed (a large object or array from its own parts,
 * nest levels down): a new reference (to a tree the cache may share). */
static json_t *
part(const char *t, size_t n, int nest)
{
	uint64_t h = fuzz_fnv(t, n);
	struct slot *s = &cache[h % SLOTS];
	size_t at = span_new(t, n);
	json_t *v;

	if (s->val != NULL && s->hash == h && s->len == n &&
	    memcmp(s->text, t, n) == 0) {
		spans[at].val = s->val;
		if (s->nsp > 0)
			spans_from(s, at, t);
		return json_incref(s->val);
	}
	v = NULL;
	if (n >= SPLIT && nest < MAX_NEST && (t[0] == '{' || t[0] == '[')) {
		v = container(t, n, nest + 1);
		if (v != NULL)
			spans[at].kind = t[0];
	}
	if (v == NULL)
		nspans = at + 1;	/* its parts, if cut, are not */
	spans[at].size = nspans - at;
	if (v == NULL && !refused && !broken &&
	    (v = json_loadb(t, n, JSON_DECODE_ANY, NULL)) == NULL)
		refused = 1;
	if (v == NULL)
		return NULL;
	spans[at].val = v;
	if (n > MAX_PART)	/* parsed, used once, not kept */
		return v;
	json_decref(s->val);
	free(s->text);
	free(s->sp);
	s->sp = NULL;
	s->nsp = 0;
	s->text = malloc(n);
	if (s->text == NULL) {
		s->val = NULL;
		return v;
	}
	memcpy(s->text, t, n);
	s->hash = h;
	s->len = n;
	s->val = v;
	/* a cut part keeps its cuts (offsets from its start) */
	if (spans[at].kind != 0 && !spans_bad &&
	    (s->sp = malloc((nspans - at) * sizeof *spans)) != NULL) {
		size_t j, off = (size_t)(t - base);

		s->nsp = nspans - at;
		for (j = 0; j < s->nsp; j++) {
			s->sp[j] = spans[at + j];
			s->sp[j].start -= off;
			s->sp[j].end -= off;
			s->sp[j].key -= off;
		}
	}
	return json_incref(v);
}

/* The cutter has read t[i] (reach). */
static void
reached(const char *t, size_t i)
{
	size_t at = (size_t)(t - base) + i + 1;

	if (at > reach)
		reach = at;
}

static size_t
skip(const char *t, size_t n, size_t i)
{
	while (i < n && fuzz_json_blank(t[i]))
		i++;
	reached(t, i);
	return i;
}

/* The array at t[a] == '[' element by element, *end after its ']';
 * NULL when it is not the shape expected. */
static json_t *
array(const char *t, size_t n, size_t a, size_t *end, int nest)
{
	json_t *arr = json_array(), *v;
	size_t i = skip(t, n, a + 1), e;

	if (arr == NULL)
		return NULL;
	if (i < n && t[i] == ']') {
		*end = i + 1;
		return arr;
	}
	for (;;) {
		if ((e = fuzz_value_end(t, n, i, &deep)) == 0) {
			reach = SIZE_MAX;
			broken |= !deep;
			break;
		}
		reached(t, e);
		if ((v = part(t + i, e - i, nest)) == NULL ||
		    json_array_append_new(arr, v) != 0)
			break;
		i = skip(t, n, e);
		if (i < n && t[i] == ',') {
			i = skip(t, n, i + 1);
			continue;
		}
		if (i < n && t[i] == ']') {
			*end = i + 1;
			return arr;
		}
		broken = 1;
		break;
	}
	json_decref(arr);
	return NULL;
}

/* A key that needs no unescaping: printable ASCII, no quote or \. */
static int
plain_key(const char *t, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if ((unsigned char)t[i] < 0x20 || (unsigned char)t[i] > 0x7e ||
		    t[i] == '\\' || t[i] == '"')
			return 0;
	return 1;
}

/* The object at t[a] == '{' member by member, *end after its '}'; NULL
 * when it is not the shape expected. */
static json_t *
object(const char *t, size_t n, size_t a, size_t *end, int nest)
{
	json_t *o = json_object(), *v;
	char key[256];
	size_t i = skip(t, n, a + 1), k, e, kstart, at;

	if (o == NULL)
		return NULL;
	if (i < n && t[i] == '}') {
		*end = i + 1;
		return o;
	}
	for (;;) {
		if (i >= n || t[i] != '"') {
			broken = 1;	/* a key is a string */
			break;
		}
		for (k = i + 1; k < n && t[k] != '"' && t[k] != '\\'; k++)
			;
		reached(t, k);
		if (k >= n) {
			broken = 1;
			break;
		}
		if (t[k] != '"' || k - i - 1 >= sizeof key ||
		    !plain_key(t + i + 1, k - i - 1))
			break;
		memcpy(key, t + i + 1, k - i - 1);
		key[k - i - 1] = '\0';
		kstart = i + 1;
		i = skip(t, n, k + 1);
		if (i >= n || t[i] != ':') {
			broken = 1;
			break;
		}
		i = skip(t, n, i + 1);
		if ((e = fuzz_value_end(t, n, i, &deep)) == 0) {
			reach = SIZE_MAX;
			broken |= !deep;
			break;
		}
		reached(t, e);
		at = nspans;
		/* a key given twice leaves a span of a freed value */
		spans_bad |= json_object_get(o, key) != NULL;
		if ((v = part(t + i, e - i, nest)) == NULL ||
		    json_object_set_new(o, key, v) != 0)
			break;
		spans[at].key = (size_t)(t + kstart - base);
		spans[at].klen = (unsigned char)(k - kstart);
		i = skip(t, n, e);
		if (i < n && t[i] == ',') {
			i = skip(t, n, i + 1);
			continue;
		}
		if (i < n && t[i] == '}') {
			*end = i + 1;
			return o;
		}
		broken = 1;
		break;
	}
	json_decref(o);
	return NULL;
}

/* The container t[0..n), exactly: NULL when it is not the shape
 * expected (then jansson parses it whole). */
static json_t *
container(const char *t, size_t n, int nest)
{
	json_t *v;
	size_t end = 0;

	v = t[0] == '{' ? object(t, n, 0, &end, nest) :
	    array(t, n, 0, &end, nest);
	if (v != NULL && end != n) {
		json_decref(v);
		v = NULL;
	}
	return v;
}

/*
 * The texts loaded before, with their spans: by their hash, the texts the
 * mutations start from (the inputs of the corpus, which libFuzzer picks
 * again and again: the mutator hands the loader each one it starts from,
 * fuzz_hash.h) and those loaded with no such text (the seeds, the suite's
 * replay); and the text loaded last, which the next stacked mutation
 * changes.  A mutated text is kept as the last one only: copying each
 * one (50 KiB of text and as much of spans) into a place of its own, in
 * case it joined the corpus (one in twenty does), filled a thousand
 * places with texts never loaded again, and their pages, new to the
 * process, were a tenth of a run's CPU time in page faults.  Its hash
 * and the kept text it was rebuilt from are noted instead (struct born):
 * when mutations start from it, it is rebuilt from that one again.
 */
#define DOCS	1024
struct doc {
	uint64_t hash;
	size_t len, nspans;
	int parent;		/* mutations started from it */
	char *text;
	struct span *spans;
	json_t *root;
	size_t text_cap, spans_cap;	/* kept: no allocation a load */
};
static struct doc docs[DOCS], spare;
static struct doc *last_doc;	/* the text loaded last: a slot, or spare */
static uint64_t last_hash;	/* of the text given last, JSON or not */

static void
doc_clear(struct doc *d)
{
	json_decref(d->root);
	d->root = NULL;
	d->len = d->nspans = 0;
	d->hash = 0;
	d->parent = 0;
}

/* *p with room for n bytes (*cap: its room so far). */
static int
room(void *p, size_t *cap, size_t n)
{
	void *g;

	if (n <= *cap)
		return 0;
	if ((g = realloc(*(void **)p, n + n / 4)) == NULL)
		return -1;
	*(void **)p = g;
	*cap = n + n / 4;
	return 0;
}

/* d: the spans of text with its tree root. */
static int
doc_set(struct doc *d, const char *text, size_t len, uint64_t h,
    const struct span *sp, size_t n, json_t *root)
{
	doc_clear(d);
	if (room(&d->text, &d->text_cap, len) != 0 ||
	    room(&d->spans, &d->spans_cap, n * sizeof *sp) != 0) {
		doc_clear(d);
		return -1;
	}
	memcpy(d->text, text, len);
	memcpy(d->spans, sp, n * sizeof *sp);
	d->hash = h;
	d->len = len;
	d->nspans = n;
	d->root = json_incref(root);
	return 0;
}

/* The text just loaded (spans, root) kept by its hash when mutations
 * start from it (parent) or none do (no mutator: the seeds, a replay)
 * and its place holds no text they start from; else as the last one. */
static struct doc *
doc_keep(const char *text, size_t len, uint64_t h, json_t *root, int parent)
{
	struct doc *d = &docs[h % DOCS];

	if (!parent && (d->parent || fuzz_state_parent != 0))
		d = &spare;

	if (last_doc == d)
		last_doc = NULL;
	if (spans_bad || nspans == 0 ||
	    doc_set(d, text, len, h, spans, nspans, root) != 0)
		return NULL;
	d->parent = parent;
	return d;
}

/* The spans of d's subtree at k into the new text's, moved by delta. */
static void
spans_copy(const struct doc *d, size_t k, long delta)
{
	spans_append(&d->spans[k], d->spans[k].size, (size_t)delta);
}

/*
 * Span k of d in the new text t (n bytes), which differs from d's text
 * in d's [a, b) only (there n - d->len + (b - a) bytes stand from a): a
 * new reference, or NULL when the stretch does not fit the cuts (then
 * the text is loaded from scratch).  A part clear of the stretch is
 * taken as it is (a value's end depends on the byte after it: clear
 * means not touching), the part of a cut container that holds it is
 * rebuilt, anything else is cut and parsed again.
 */
static json_t *
rebuild(const struct doc *d, size_t k, const char *t, size_t n, size_t a,
    size_t b, int nest)
{
	const struct span *s = &d->spans[k], *c;
	long delta = (long)n - (long)d->len;
	size_t j, hold = 0, at, e, end;
	json_t *v, *cv, *out;
	char key[256];
	int found = 0;

	if (s->end < a || s->start > b) {
		spans_copy(d, k, s->start > b ? delta : 0);
		return json_incref(s->val);
	}
	if (s->kind != 0)
		for (j = k + 1; j < k + s->size; j += d->spans[j].size)
			if (d->spans[j].start <= a && b <= d->spans[j].end) {
				hold = j;
				found = 1;
				break;
			}
	end = (size_t)((long)s->end + delta);
	if (!found) {
		/* cut again: the new value must end where the old one
		 * did, moved by the stretch */
		if (end <= s->start || end > n ||
		    (e = fuzz_value_end(t, n, s->start, &deep)) != end)
			return NULL;
		at = nspans;
		if ((v = part(t + s->start, end - s->start, nest)) == NULL)
			return NULL;
		spans[at].key = s->key;
		spans[at].klen = s->klen;
		return v;
	}
	at = span_new(t + s->start, end - s->start);
	spans[at].kind = s->kind;
	spans[at].key = s->key;
	spans[at].klen = s->klen;
	out = s->kind == '{' ? json_object() : json_array();
	if (out == NULL)
		return NULL;
	for (j = k + 1; j < k + s->size; j += d->spans[j].size) {
		c = &d->spans[j];
		if (j == hold)
			cv = rebuild(d, j, t, n, a, b, nest + 1);
		else {
			spans_copy(d, j, c->start > b ? delta : 0);
			cv = json_incref(c->val);
		}
		if (cv == NULL)
			goto fail;
		if (s->kind == '{') {
			/* klen < 256 = sizeof key */
			memcpy(key, d->text + c->key, c->klen);
			key[c->klen] = '\0';
			if (json_object_set_new(out, key, cv) != 0)
				goto fail;
		} else if (json_array_append_new(out, cv) != 0)
			goto fail;
	}
	spans[at].val = out;
	spans[at].size = nspans - at;
	return out;
fail:
	json_decref(out);
	return NULL;
}

/* Where text differs from d's: [*a, *b) of d's text, its length; or
 * (size_t)-1 when that stretch is not inside the top object. */
static size_t
stretch(const struct doc *d, const char *text, size_t len, size_t *a,
    size_t *b)
{
	size_t m = len < d->len ? len : d->len;

	*a = fuzz_same_front(text, d->text, m);
	*b = d->len - fuzz_same_back(text + len, d->text + d->len, m - *a);
	if (*a < d->spans[0].start || *b > d->spans[0].end)
		return (size_t)-1;
	return *b - *a;
}

/* The text cut from scratch (the top in parts however small it is), its
 * spans left in spans: a new reference, or NULL when the text is no JSON
 * (then refused or broken is set) or not the shape cut here. */
static json_t *
cut(const char *text, size_t len)
{
	json_t *v = NULL;
	size_t i, end = 0, at;

	base = text;
	nspans = 0;
	spans_bad = 0;
	refused = broken = deep = 0;
	reach = 0;
	i = skip(text, len, 0);
	if (i < len && text[i] == '{') {
		at = span_new(text + i, 0);
		spans[at].kind = '{';
		if ((v = object(text, len, i, &end, 0)) != NULL) {
			spans[at].end = end;
			spans[at].val = v;
			spans[at].size = nspans - at;
		}
	}
	if (v != NULL && skip(text, len, end) != len) {
		json_decref(v);
		v = NULL;
		broken = 1;	/* something after the object */
	}
	return v;
}

/*
 * A text rebuilt and kept as the last one only: the text kept by its
 * hash that it came from (a stacked mutation's: the one its stack came
 * from), and that one's hash (its place may hold another text since).
 * When mutations start from the text (it joined the corpus), it is
 * rebuilt from that one, not cut from scratch: a cut reads and hashes
 * all 50 KiB, and the containers a rebuild made anew (the ones holding
 * the change) are in no cache, so it parses their parts again.
 */
#define BORN	4096
static struct born {
	uint64_t hash, from_hash;
	const struct doc *from;
} born[BORN];
static const struct doc *spare_from;	/* the spare text's, or NULL */

/* Text (n bytes) rebuilt from d, which it differs from in a short
 * stretch: a new reference, its spans left in spans; or NULL. */
static json_t *
rebuilt_from(const struct doc *d, const char *text, size_t n)
{
	size_t a, b, m = n < d->len ? n : d->len;

	if (d->root == NULL || d->nspans == 0)
		return NULL;
	a = fuzz_same_front(text, d->text, m);
	b = d->len - fuzz_same_back(text + n, d->text + d->len, m - a);
	if (a < d->spans[0].start || b > d->spans[0].end || b - a > n / 8)
		return NULL;
	base = text;
	nspans = 0;
	spans_bad = 0;
	refused = broken = deep = 0;
	return rebuild(d, 0, text, n, a, b, 0);
}

/* The text the mutations start from (fuzz_hash.h), with its tree: kept
 * already, or rebuilt or cut now from the mutator's copy and kept; else
 * NULL. */
static struct doc *
parent_doc(void)
{
	static uint64_t no_tree;	/* a text cut() could not take */
	uint64_t h = fuzz_state_parent;
	struct doc *d = &docs[h % DOCS];
	struct born *b;
	json_t *v;

	/* a mutation stacked on the last text (libFuzzer runs each one):
	 * that one is kept as the last one if it is JSON, and is no input
	 * of the corpus */
	if (h == 0 || h == last_hash)
		return NULL;
	if (d->root != NULL && d->hash == h) {
		d->parent = 1;
		return d;
	}
	if (h == no_tree || fuzz_state_parent_text == NULL)
		return NULL;
	b = &born[h % BORN];
	if (b->hash == h && b->from->hash == b->from_hash &&
	    (v = rebuilt_from(b->from, fuzz_state_parent_text,
	    fuzz_state_parent_len)) != NULL) {
		d = doc_keep(fuzz_state_parent_text, fuzz_state_parent_len, h,
		    v, 1);
		json_decref(v);
		return d;
	}
	if ((v = cut(fuzz_state_parent_text, fuzz_state_parent_len)) ==
	    NULL) {
		no_tree = h;
		return NULL;
	}
	d = doc_keep(fuzz_state_parent_text, fuzz_state_parent_len, h, v, 1);
	json_decref(v);
	return d;
}

/*
 * The last text cut from scratch and found no JSON, as far as the cutter
 * read it (reach).  Most texts that are no JSON come in runs: libFuzzer
 * stacks its mutations, and one that breaks the text is followed by more
 * on the broken text, which the amends cannot take (it has no values to
 * amend).  Each was cut from scratch to learn that again, four in ten of
 * the executions from the seeds.  A text with the same first bytes as
 * far as the cutter read is no JSON for the same reason; the rest of its
 * bytes do not matter (the suite's replay checks the answer against
 * json_loadb's on every input).
 */
static char *no_json;
static size_t no_json_reach, no_json_cap;

static void
no_json_keep(const char *text, size_t len)
{
	no_json_reach = 0;
	if (reach > len || room(&no_json, &no_json_cap, reach) != 0)
		return;
	memcpy(no_json, text, reach);
	no_json_reach = reach;
}

/* The text just loaded (root) kept as the last one, and noted as born
 * of from (a text kept by its hash, or NULL). */
static void
kept(const char *text, size_t len, uint64_t h, json_t *root,
    const struct doc *from)
{
	struct born *b = &born[h % BORN];

	last_doc = doc_keep(text, len, h, root, 0);
	if (last_doc != &spare)
		return;
	spare_from = from;
	if (from != NULL) {
		b->hash = h;
		b->from = from;
		b->from_hash = from->hash;
	}
}

json_t *
fuzz_state_load(const char *text, size_t len)
{
	uint64_t h = fuzz_fnv(text, len);
	struct doc *d = &docs[h % DOCS], *from;
	json_t *v = NULL;
	size_t a = 0, b = 0, a2, b2, sa = 0, sb = 0;

	if (d->root == NULL || d->hash != h)
		d = &spare;
	if (d->root != NULL && d->hash == h && d->len == len &&
	    memcmp(d->text, text, len) == 0) {
		last_hash = h;
		return json_incref(d->root);
	}
	if (no_json_reach > 0 && no_json_reach <= len &&
	    fuzz_same_front(text, no_json, no_json_reach) == no_json_reach) {
		last_hash = h;
		return NULL;
	}
	/* rebuilt from the text the mutations started from, or from the
	 * one loaded last (libFuzzer runs each mutation it stacks): from
	 * the one it differs from in the shorter stretch */
	from = parent_doc();
	last_hash = h;
	if (from != NULL && (sa = stretch(from, text, len, &a, &b)) ==
	    (size_t)-1)
		from = NULL;
	if (last_doc != NULL && last_doc != from &&
	    (sb = stretch(last_doc, text, len, &a2, &b2)) != (size_t)-1 &&
	    (from == NULL || sb < sa)) {
		from = last_doc;
		a = a2;
		b = b2;
	}
	/* a text far from both (its start not kept) is cut from scratch:
	 * cutting again most of one would cost more */
	if (from != NULL && (from == last_doc ? sb : sa) > len / 8)
		from = NULL;
	base = text;
	nspans = 0;
	spans_bad = 0;
	refused = broken = deep = 0;
	if (from != NULL && (v = rebuild(from, 0, text, len, a, b, 0)) !=
	    NULL) {
		kept(text, len, h, v, from == &spare ? spare_from : from);
		return v;
	}
	/* a part cut at exact bounds that jansson refused, or a break of
	 * the grammar where cut: as from scratch, the text is no JSON */
	if (refused || broken)
		return NULL;
	v = cut(text, len);
	if (v == NULL && (refused || broken)) {
		no_json_keep(text, len);
		return NULL;
	}
	if (v != NULL) {
		kept(text, len, h, v, NULL);
		return v;
	}
	return json_loadb(text, len, 0, NULL);
}
