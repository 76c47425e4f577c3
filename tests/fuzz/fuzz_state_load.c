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
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_hash.h"
#include "fuzz_state_load.h"

#define SLOTS		65536
#define MAX_PART	(64 * 1024)	/* longer parts are not kept */
#define MAX_DEPTH	1000		/* jansson refuses 2048 deep */
#define SPLIT		256	/* a container this long is cut in parts */
#define MAX_NEST	32	/* ... down to this depth */

static json_t *container(const char *t, size_t n, int nest);

/* Set when jansson refused a part: each part is the exact text of one
 * value (value_end is exact on JSON), so in JSON every part parses on its
 * own; a part that does not means the whole text is no JSON, and it need
 * not be parsed again to learn so (the suite's replay checks the answer
 * against json_loadb's on every input). */
static int refused;
/* Set when the text breaks JSON's grammar where it was cut (a value that
 * does not end, a member without its ':', two values without a ',',
 * something after the top object): in JSON the cuts are exact, so such
 * a text is no JSON either, and json_loadb need not read 50 KiB to say
 * so.  What the cutter cannot judge (a key with escapes or non-ASCII, a
 * long key, deep nesting) leaves it clear: jansson parses those. */
static int broken;
static int deep;	/* value_end gave up on a deep nesting */

static struct slot {
	uint64_t hash;
	size_t len;
	char *text;
	json_t *val;
} cache[SLOTS];

/* The part t[0..n) parsed (a large object or array from its own parts,
 * nest levels down): a new reference (to a tree the cache may share). */
static json_t *
part(const char *t, size_t n, int nest)
{
	uint64_t h = fuzz_fnv(t, n);
	struct slot *s = &cache[h % SLOTS];
	json_t *v;

	if (s->val != NULL && s->hash == h && s->len == n &&
	    memcmp(s->text, t, n) == 0)
		return json_incref(s->val);
	v = NULL;
	if (n >= SPLIT && nest < MAX_NEST && (t[0] == '{' || t[0] == '['))
		v = container(t, n, nest + 1);
	if (v == NULL && !refused && !broken &&
	    (v = json_loadb(t, n, JSON_DECODE_ANY, NULL)) == NULL)
		refused = 1;
	if (v == NULL)
		return NULL;
	if (n > MAX_PART)	/* parsed, used once, not kept */
		return v;
	json_decref(s->val);
	free(s->text);
	s->text = malloc(n);
	if (s->text == NULL) {
		s->val = NULL;
		return v;
	}
	memcpy(s->text, t, n);
	s->hash = h;
	s->len = n;
	s->val = v;
	return json_incref(v);
}

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static size_t
skip(const char *t, size_t n, size_t i)
{
	while (i < n && blank(t[i]))
		i++;
	return i;
}

/* The end of the string at t[i] == '"', or 0. */
static size_t
string_end(const char *t, size_t n, size_t i)
{
	const char *first = t + i + 1, *q;
	size_t b;

	for (i++; i < n; i = (size_t)(q - t) + 1) {
		if ((q = memchr(t + i, '"', n - i)) == NULL)
			return 0;
		/* escaped when an odd run of backslashes stands before it */
		for (b = 0; q - b > first && q[-1 - (long)b] == '\\'; b++)
			;
		if (b % 2 == 0)
			return (size_t)(q - t) + 1;
	}
	return 0;
}

/* What value_end looks for in a container: 1 a quote, 2 an opening
 * bracket, 3 a closing one. */
static const unsigned char mark[256] = {
	['"'] = 1, ['{'] = 2, ['['] = 2, ['}'] = 3, [']'] = 3,
};

/* The end of the value at t[i]; 0 when it does not end in the text or
 * nests too deep (then the whole text is parsed by jansson). */
static size_t
value_end(const char *t, size_t n, size_t i)
{
	int depth = 0;

	if (i >= n)
		return 0;
	if (t[i] == '"')
		return string_end(t, n, i);
	if (t[i] != '{' && t[i] != '[') {
		while (i < n && !blank(t[i]) && t[i] != ',' && t[i] != '}' &&
		    t[i] != ']')
			i++;
		return i;
	}
	/* only quotes and brackets matter here: the rest is skipped by a
	 * table, and a string (short, in a container) inline to its
	 * closing quote, a backslash taking the byte after it */
	for (; i < n; i++) {
		while (i < n && !mark[(unsigned char)t[i]])
			i++;
		if (i >= n)
			break;
		switch (mark[(unsigned char)t[i]]) {
		case 1:
			for (i++; i < n && t[i] != '"'; i++)
				i += t[i] == '\\';
			if (i >= n)
				return 0;
			break;
		case 2:
			if (++depth > MAX_DEPTH) {
				deep = 1;
				return 0;
			}
			break;
		default:
			if (--depth == 0)
				return i + 1;
			break;
		}
	}
	return 0;
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
		if ((e = value_end(t, n, i)) == 0) {
			broken |= !deep;
			break;
		}
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
	size_t i = skip(t, n, a + 1), k, e;

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
		if (k >= n) {
			broken = 1;
			break;
		}
		if (t[k] != '"' || k - i - 1 >= sizeof key ||
		    !plain_key(t + i + 1, k - i - 1))
			break;
		memcpy(key, t + i + 1, k - i - 1);
		key[k - i - 1] = '\0';
		i = skip(t, n, k + 1);
		if (i >= n || t[i] != ':') {
			broken = 1;
			break;
		}
		i = skip(t, n, i + 1);
		if ((e = value_end(t, n, i)) == 0) {
			broken |= !deep;
			break;
		}
		if ((v = part(t + i, e - i, nest)) == NULL ||
		    json_object_set_new(o, key, v) != 0)
			break;
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

json_t *
fuzz_state_load(const char *text, size_t len)
{
	json_t *v = NULL;
	size_t i = skip(text, len, 0), end = 0;

	/* the top is cut in parts however small it is, and not kept */
	refused = broken = deep = 0;
	if (i < len && text[i] == '{' &&
	    (v = object(text, len, i, &end, 0)) != NULL &&
	    skip(text, len, end) != len) {
		json_decref(v);
		v = NULL;
		broken = 1;	/* something after the object */
	}
	if (v == NULL && (refused || broken))
		return NULL;
	return v != NULL ? v : json_loadb(text, len, 0, NULL);
}
