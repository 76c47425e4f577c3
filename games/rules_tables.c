/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_tables.c - the kit's reader of rules data (rules_tables.h): a
 * struct's fields, row by row; a whole set's rows are rules_set_rows.c's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules_memo.h"
#include "rules_number.h"
#include "rules_options.h"
#include "rules_refs.h"
#include "rules_set_rows.h"
#include "rules_tables.h"

void
rules_rd_init(struct rules_rd *rd, struct pbem_err *err)
{
	rd->err = err;
	rd->bad = 0;
	rd->path[0] = '\0';
	rd->data = NULL;
	rd->top = NULL;
}

int
rules_rd_end(const struct rules_rd *rd)
{
	return rd->bad ? PBEM_ERR_PARSE : PBEM_OK;
}

void
rules_bad(struct rules_rd *rd, const char *key, const char *what)
{
	if (rd->bad)
		return;
	rd->bad = 1;
	pbem_fail(rd->err, PBEM_ERR_PARSE, 0, "rules data: %s%s%.40s%s%s",
	    rd->path, *rd->path && key ? "." : "", key ? key : "",
	    *rd->path || key ? ": " : "", what);
}

void
rules_err_path(const char *msg, char *buf, size_t n)
{
	static const char head[] = "rules data: ";
	const char *p, *end;

	if (n == 0)
		return;
	buf[0] = '\0';
	if (msg == NULL || strncmp(msg, head, sizeof head - 1) != 0)
		return;
	p = msg + sizeof head - 1;
	/* rules_bad's format: the path, ": ", what is wrong */
	if ((end = strstr(p, ": ")) == NULL)
		return;
	snprintf(buf, n, "%.*s", (int)(end - p), p);
}

size_t
rules_enter(struct rules_rd *rd, const char *key)
{
	size_t mark = strlen(rd->path), dot = mark > 0;
	size_t n = dot + strnlen(key, 40), room = sizeof rd->path - mark - 1;
	char *p = rd->path + mark;

	/* "%s%.40s" of "." (not at the top) and key, cut to the room left,
	 * without snprintf: a decode enters every rules entry it reads */
	if (n > room)
		n = room;
	if (dot && n > 0)
		*p = '.';
	memcpy(p + dot, key, n > dot ? n - dot : 0);
	p[n] = '\0';
	return mark;
}

void
rules_leave(struct rules_rd *rd, size_t mark)
{
	if (mark < sizeof rd->path)
		rd->path[mark] = '\0';
}

const json_t *
rules_obj(struct rules_rd *rd, const json_t *o, const char *key,
    int optional)
{
	const json_t *v = json_object_get(o, key);

	if (json_is_object(v) || (v == NULL && optional))
		return json_is_object(v) ? v : NULL;
	rules_bad(rd, key, "missing or not an object");
	return NULL;
}

const json_t *
rules_array(struct rules_rd *rd, const json_t *o, const char *key,
    size_t min, size_t max, int optional)
{
	const json_t *v = json_object_get(o, key);
	char m[64];

	if (v == NULL && optional)
		return NULL;
	if (!json_is_array(v) || json_array_size(v) < min ||
	    json_array_size(v) > max) {
		if (min == max)
			snprintf(m, sizeof m, "not an array of %zu", min);
		else
			snprintf(m, sizeof m, "not an array of %zu..%zu", min,
			    max);
		rules_bad(rd, key, m);
		return NULL;
	}
	return v;
}

/* v (not NULL) as a whole number in lo..hi; lo and an error otherwise. */
static int
whole(struct rules_rd *rd, const json_t *v, const char *key, int lo, int hi)
{
	json_int_t x;
	char m[64];

	if (json_is_boolean(v))
		x = json_is_true(v);
	else if (json_is_integer(v))
		x = json_integer_value(v);
	else
		x = (json_int_t)lo - 1;
	if (x < lo || x > hi) {
		snprintf(m, sizeof m, "not an integer %d..%d", lo, hi);
		rules_bad(rd, key, m);
		return lo;
	}
	return (int)x;
}

int
rules_int(struct rules_rd *rd, const json_t *o, const char *key, int lo,
    int hi)
{
	const json_t *v = json_object_get(o, key);

	if (v == NULL) {
		rules_bad(rd, key, "missing");
		return lo;
	}
	return whole(rd, v, key, lo, hi);
}

int
rules_int_or(struct rules_rd *rd, const json_t *o, const char *key, int lo,
    int hi, int dflt)
{
	const json_t *v = json_object_get(o, key);

	return v == NULL ? dflt : whole(rd, v, key, lo, hi);
}

int
rules_decimal_or(struct rules_rd *rd, const json_t *o, const char *key,
    int scale, int lo, int hi, int dflt, int if_null)
{
	const json_t *v = json_object_get(o, key);
	int64_t d;
	char m[80];

	if (v == NULL)
		return dflt;
	if (json_is_null(v) && if_null != RULES_NO_NULL)
		return if_null;
	if (rules_number_units(v, scale, lo, hi, &d) != 0) {
		snprintf(m, sizeof m, "not a number of 1/%d within %d..%d",
		    scale, lo, hi);
		rules_bad(rd, key, m);
		return lo;
	}
	return (int)d;
}

int
rules_true(const json_t *o, const char *key)
{
	return json_is_true(json_object_get(o, key));
}

/* Row a (an array of exactly n) into v. */
static int
ints_row(const json_t *a, int *v, int n, int lo, int hi)
{
	const json_t *x;
	int i;

	if (!json_is_array(a) || json_array_size(a) != (size_t)n)
		return -1;
	for (i = 0; i < n; i++) {
		x = json_array_get(a, (size_t)i);
		if (!json_is_integer(x) || json_integer_value(x) < lo ||
		    json_integer_value(x) > hi)
			return -1;
		v[i] = (int)json_integer_value(x);
	}
	return 0;
}

void
rules_ints(struct rules_rd *rd, const json_t *o, const char *key, int *v,
    int rows, int n, int lo, int hi)
{
	const json_t *a = json_object_get(o, key);
	char m[80];
	int r, bad;

	if (rows == 0)
		bad = ints_row(a, v, n, lo, hi);
	else {
		bad = !json_is_array(a) || json_array_size(a) != (size_t)rows;
		for (r = 0; !bad && r < rows; r++)
			bad = ints_row(json_array_get(a, (size_t)r), v + r * n,
			    n, lo, hi);
	}
	if (bad) {
		if (rows == 0)
			snprintf(m, sizeof m, "not %d integers %d..%d", n, lo,
			    hi);
		else
			snprintf(m, sizeof m, "not %d rows of %d integers "
			    "%d..%d", rows, n, lo, hi);
		rules_bad(rd, key, m);
	}
}

int
rules_name_index(const char *s, const char *const *names, int n)
{
	int i;

	for (i = 0; s != NULL && i < n; i++)
		if (names[i] != NULL && strcmp(s, names[i]) == 0)
			return i;
	return -1;
}

int
rules_word(struct rules_rd *rd, const json_t *o, const char *key,
    const char *const *names, int n, int dflt)
{
	const json_t *v = json_object_get(o, key);
	int i;

	if (v == NULL && dflt >= 0)
		return dflt;
	if ((i = rules_name_index(json_string_value(v), names, n)) < 0) {
		rules_bad(rd, key, "missing or not a known name");
		return 0;
	}
	return i;
}

unsigned
rules_flags(struct rules_rd *rd, const json_t *o, const char *key,
    const char *const *names, int n)
{
	const json_t *a = json_object_get(o, key);
	unsigned f = 0;
	size_t i;
	int k;

	if (a == NULL)
		return 0;
	if (!json_is_array(a)) {
		rules_bad(rd, key, "not an array");
		return 0;
	}
	for (i = 0; i < json_array_size(a); i++) {
		k = rules_name_index(json_string_value(json_array_get(a, i)),
		    names, n);
		if (k < 0 || k >= 32) {
			rules_bad(rd, key, "an unknown name");
			return f;
		}
		f |= 1u << k;
	}
	return f;
}

void
rules_text(char *dst, size_t n, const json_t *o, const char *key,
    const char *dflt)
{
	const char *s = json_string_value(json_object_get(o, key));

	snprintf(dst, n, "%s", s != NULL ? s : dflt);
}

static int
cmp_key(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int
rules_keys(struct rules_rd *rd, const json_t *o, const char **keys, int max,
    size_t keylen, int sorted)
{
	const char *k;
	json_t *v;
	int n = 0;

	json_object_foreach((json_t *)o, k, v) {
		if (n == max) {
			rules_bad(rd, NULL, "too many entries");
			break;
		}
		if (strlen(k) >= keylen) {
			rules_bad(rd, NULL, "a key is too long");
			break;
		}
		keys[n++] = k;
	}
	if (sorted)
		qsort(keys, (size_t)n, sizeof *keys, cmp_key);
	return n;
}

int
rules_each(struct rules_rd *rd, const json_t *o, const char *key, int max,
    size_t keylen, int sorted, int optional, rules_entry_fn fn, void *ctx)
{
	const json_t *t = rules_obj(rd, o, key, optional), *e;
	const char *keys[256];
	size_t mark, at;
	int i, n;

	if (t == NULL)
		return 0;
	if (max > 256)
		max = 256;
	mark = rules_enter(rd, key);
	n = rules_keys(rd, t, keys, max, keylen, sorted);
	for (i = 0; i < n && !rd->bad; i++) {
		if ((e = rules_obj(rd, t, keys[i], 0)) == NULL)
			break;
		/* the entry's path under key's, for every entry */
		at = rules_enter(rd, keys[i]);
		fn(rd, i, keys[i], e, ctx);
		rules_leave(rd, at);
	}
	rules_leave(rd, mark);
	return n;
}

/* An INTS field: the array, then (RISING) the order of each row. */
static void
ints_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	int *v = (int *)((char *)base + f->off), rows = f->dflt;
	int n = rows > 0 ? (int)f->size / rows : (int)f->size, i;

	if (n <= 0)
		return;
	if (json_object_get(o, f->key) == NULL && !(f->how & RULES_REQUIRED)) {
		for (i = 0; (f->how & RULES_DEFAULTS) && i < (int)f->size; i++)
			v[i] = i % n == 0 ? f->lo : f->hi;
		return;
	}
	rules_ints(rd, o, f->key, v, rows, n, f->lo, f->hi);
	for (i = 1; (f->how & RULES_RISING) && !rd->bad && i < (int)f->size;
	    i++)
		if (i % n != 0 && v[i] < v[i - 1]) {
			rules_bad(rd, f->key, "not in rising order");
			return;
		}
}

/* A NAMED field: the object at its key, each name's int (or the int
 * member text of each name's object) into the array. */
static void
named_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *v = rules_obj(rd, o, f->key, 0), *in;
	int *at = (int *)((char *)base + f->off), i;
	size_t mark, mark_in;

	if (v == NULL)
		return;
	if (f->nnames < 0 || (size_t)f->nnames > f->size) {
		rules_bad(rd, f->key, "more names than the table holds");
		return;
	}
	mark = rules_enter(rd, f->key);
	for (i = f->dflt; i < f->nnames && !rd->bad; i++) {
		if (f->text == NULL) {
			at[i] = rules_int(rd, v, f->names[i], f->lo, f->hi);
			continue;
		}
		if ((in = rules_obj(rd, v, f->names[i], 0)) == NULL)
			break;
		mark_in = rules_enter(rd, f->names[i]);
		at[i] = rules_int(rd, in, f->text, f->lo, f->hi);
		rules_leave(rd, mark_in);
	}
	rules_leave(rd, mark);
}

/* A PLACED field: rules_rows_placed into the array, whose length the
 * places must not outrun. */
static void
placed_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const struct rules_field *at = f->sub->f;
	int hi = at->kind == RULES_K_WORD ? at->nnames - 1 : at->hi;

	if (f->sub->n < 1 || hi >= f->hi) {
		rules_bad(rd, f->key, "not a table of places");
		return;
	}
	(void)rules_rows_placed(rd, o, f->key, (f->how & RULES_REQUIRED) != 0,
	    (char *)base + f->off, f->size, at, f->sub->n);
}

/* The index of s among f's names (case ignored when FOLD), or -1. */
static int
name_of(const struct rules_field *f, const char *s)
{
	int i;

	for (i = 0; s != NULL && i < f->nnames; i++)
		if (f->names[i] != NULL && ((f->how & RULES_FOLD) ?
		    strcasecmp(s, f->names[i]) : strcmp(s, f->names[i])) == 0)
			return i;
	return -1;
}

/* A WORD field: dflt (or null_as) when missing, else a name; an index
 * from lo (the base a name's index is read from). */
static int
word_field(struct rules_rd *rd, const json_t *o, const struct rules_field *f)
{
	const json_t *v = json_object_get(o, f->key);
	int i;

	if (v == NULL && (f->how & RULES_NULL))
		return f->null_as;
	if (v == NULL && f->dflt >= 0)
		return f->lo + f->dflt;
	if ((i = name_of(f, json_string_value(v))) < 0) {
		rules_bad(rd, f->key, "missing or not a known name");
		return f->lo;
	}
	return f->lo + i;
}

/* A WORDS field: names in rows as INTS, each index within lo..hi. */
static void
words_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *a = json_object_get(o, f->key), *row;
	int *v = (int *)(void *)((char *)base + f->off), rows = f->dflt;
	int n = rows > 0 ? (int)f->size / rows : (int)f->size, r, i, x;
	char m[96];

	if (a == NULL && !(f->how & RULES_REQUIRED))
		return;
	if (rows > 0 && (!json_is_array(a) || json_array_size(a) !=
	    (size_t)rows))
		goto bad;
	for (r = 0; r < (rows > 0 ? rows : 1); r++) {
		row = rows > 0 ? json_array_get(a, (size_t)r) : a;
		if (!json_is_array(row) || json_array_size(row) != (size_t)n)
			goto bad;
		for (i = 0; i < n; i++) {
			x = name_of(f, json_string_value(json_array_get(row,
			    (size_t)i)));
			if (x < f->lo || x > f->hi)
				goto bad;
			v[r * n + i] = x;
		}
	}
	return;
bad:
	if (rows > 0)
		snprintf(m, sizeof m, "not %d rows of %d names %.16s..%.16s",
		    rows, n, f->names[f->lo], f->names[f->hi]);
	else
		snprintf(m, sizeof m, "not %d names %.16s..%.16s", n,
		    f->names[f->lo], f->names[f->hi]);
	rules_bad(rd, f->key, m);
}

/* A SUB field: the object at key read by the table sub (no key: the
 * sub's rows stand in o itself). */
static void
sub_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *v;
	size_t mark;

	if (f->key == NULL) {
		rules_fields(rd, o, (char *)base + f->off, f->sub->f,
		    f->sub->n);
		return;
	}
	v = rules_obj(rd, o, f->key, !(f->how & RULES_REQUIRED));

	/* missing (not bad): its rows' defaults, when DEFAULTS */
	if (v == NULL && (!(f->how & RULES_DEFAULTS) ||
	    json_object_get(o, f->key) != NULL))
		return;
	mark = rules_enter(rd, f->key);
	rules_fields(rd, v, (char *)base + f->off, f->sub->f, f->sub->n);
	rules_leave(rd, mark);
}

static int each_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f);

/* Field f of base from o (rules_set_rows.h). */
void
rules_field_read(struct rules_rd *rd, const json_t *o, const char *key,
    void *base, const struct rules_field *f)
{
	char *at = (char *)base + f->off;
	int v, scale = RULES_SCALE_OF(f->how), dflt = f->dflt;
	const char *s;
	unsigned u;

	switch (f->kind) {
	case RULES_K_KEY:
		snprintf(at, f->size, "%s", key != NULL ? key : "");
		return;
	case RULES_K_TEXT:
		if ((f->how & RULES_REQUIRED) &&
		    !json_is_string(json_object_get(o, f->key)))
			rules_bad(rd, f->key, "missing or not a string");
		rules_text(at, f->size, o, f->key, f->text != NULL ? f->text :
		    key != NULL ? key : "");
		return;
	case RULES_K_WORD:
		v = word_field(rd, o, f);
		break;
	case RULES_K_FLAGS:
		if ((f->how & RULES_REQUIRED) && json_object_get(o, f->key) ==
		    NULL)
			rules_bad(rd, f->key, "not an array");
		u = rules_flags(rd, o, f->key, f->names, f->nnames);
		memcpy(at, &u, sizeof u);
		return;
	case RULES_K_TRUE:
		v = rules_true(o, f->key);
		break;
	case RULES_K_OBJ:
		(void)rules_obj(rd, o, f->key, 0);
		return;
	case RULES_K_CHAR:
		s = json_string_value(json_object_get(o, f->key));
		if (s == NULL || strlen(s) != 1 || (unsigned char)s[0] <= ' ' ||
		    (unsigned char)s[0] > '~')
			rules_bad(rd, f->key, "not one printable character");
		else
			*at = s[0];
		return;
	case RULES_K_CODE:
		if (key == NULL || (unsigned char)key[0] <= ' ' ||
		    (unsigned char)key[0] > '~' || key[1] != '\0')
			rules_bad(rd, NULL, "a code is not one character");
		else
			*at = key[0];
		return;
	case RULES_K_INTS:
		ints_field(rd, o, base, f);
		return;
	case RULES_K_NAMED:
		named_field(rd, o, base, f);
		return;
	case RULES_K_WORDS:
		words_field(rd, o, base, f);
		return;
	case RULES_K_EACH:
		v = each_field(rd, o, base, f);
		if (v == 0 && (f->how & RULES_REQUIRED))
			rules_bad(rd, f->key, "no entries");
		else if (f->text != NULL && !rd->bad)
			rules_needed_entry(rd, json_object_get(o, f->key), f);
		memcpy((char *)base + f->from, &v, sizeof v);
		return;
	case RULES_K_SUB:
		sub_field(rd, o, base, f);
		return;
	case RULES_K_REF:
		rules_ref_field(rd, o, base, f);
		return;
	case RULES_K_ANY:
		rules_any_field(rd, o, base, f);
		return;
	case RULES_K_MARKS:
		rules_marks_field(rd, o, base, f);
		return;
	case RULES_K_PLACED:
		placed_field(rd, o, base, f);
		return;
	case RULES_K_CONST:
		(void)rules_const(rd, o, f->key, f->text, f->lo);
		return;
	case RULES_K_ROWS:
		rules_rows_field(rd, o, base, f);
		return;
	case RULES_K_OPTIONS:
		rules_options_field(rd, o, base, f);
		return;
	default:	/* RULES_K_INT */
		if (f->how & RULES_FROM)
			memcpy(&dflt, (char *)base + f->from, sizeof dflt);
		if (f->text != NULL && json_is_string(json_object_get(o,
		    f->key)) && strcmp(json_string_value(json_object_get(o,
		    f->key)), f->text) == 0)
			v = f->null_as;
		else if (json_object_get(o, f->key) == NULL &&
		    (f->how & RULES_REQUIRED))
			v = rules_int(rd, o, f->key, f->lo, f->hi);
		else if (scale > 0)
			v = rules_decimal_or(rd, o, f->key, scale, f->lo, f->hi,
			    dflt, (f->how & RULES_NULL) ? f->null_as :
			    RULES_NO_NULL);
		else
			v = rules_int_or(rd, o, f->key, f->lo, f->hi, dflt);
		break;
	}
	memcpy(at, &v, sizeof v);
}

void
rules_fields_keyed(struct rules_rd *rd, const json_t *o, const char *key,
    void *base, const struct rules_field *f, size_t n)
{
	const json_t *dep;
	size_t i;
	int clean = !rd->bad && rules_ref_table(rd, f, n, &dep) == 0;

	/* an entry read before, while a state is decoded (rules_memo.h) */
	if (clean && rules_memo_get(o, dep, key, base, f, n))
		return;
	for (i = 0; i < n; i++)
		rules_field_read(rd, o, key, base, &f[i]);
	if (clean && !rd->bad)
		rules_memo_put(o, dep, key, base, f, n);
}

void
rules_fields(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f, size_t n)
{
	rules_fields_keyed(rd, o, NULL, base, f, n);
}

static void
each_entry(struct rules_rd *rd, int i, const char *key, const json_t *e,
    void *ctx)
{
	const struct each_fields *x = ctx;
	char *at = x->array + (size_t)i * x->stride;

	rules_fields_keyed(rd, e, key, at, x->f, x->n);
	if (x->after != NULL)
		x->after(rd, e, at);
}

int
rules_each_fields(struct rules_rd *rd, const json_t *o, const char *key,
    int max, size_t keylen, int sorted, void *array, size_t stride,
    const struct rules_field *f, size_t n)
{
	struct each_fields x = { array, stride, f, n, NULL };

	return rules_each(rd, o, key, max, keylen, sorted, 0, each_entry, &x);
}

/* An EACH field: its table's rows and after, entry by entry. */
static int
each_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	struct each_fields x = { (char *)base + f->off, f->size, f->sub->f,
		f->sub->n, f->sub->after };

	return rules_each(rd, o, f->key, f->hi, (size_t)f->lo,
	    (f->how & RULES_SORTED) != 0, 0, each_entry, &x);
}

/* The place row o of a rules_rows_placed array goes to (-1: bad), and
 * the name of a place (the word; else its number, in buf). */
static int
place_of(struct rules_rd *rd, const json_t *o, const struct rules_field *f)
{
	int at = -1;

	if (!json_is_object(o))
		rules_bad(rd, NULL, "a row is not an object");
	else
		rules_field_read(rd, o, NULL, &at, f);
	return rd->bad ? -1 : at;
}

static const char *
place_name(const struct rules_field *f, int at, char *buf, size_t n)
{
	if (f->kind == RULES_K_WORD)
		return f->names[at];
	snprintf(buf, n, "%d", at);
	return buf;
}

int
rules_rows_placed(struct rules_rd *rd, const json_t *o, const char *key,
    int every, void *array, size_t stride, const struct rules_field *f,
    size_t n)
{
	int lo = f->kind == RULES_K_WORD ? 0 : f->lo;
	int hi = f->kind == RULES_K_WORD ? f->nnames - 1 : f->hi, at;
	size_t places = (size_t)(hi - lo + 1), i, mark;
	unsigned long long seen = 0;
	const json_t *a;
	char what[96], num[16];

	if (hi - lo >= 64 || lo < 0 || (f->kind != RULES_K_INT &&
	    f->kind != RULES_K_WORD)) {
		rules_bad(rd, key, "not a table of places");
		return 0;
	}
	a = rules_array(rd, o, key, every ? places : 0, places, 0);
	mark = rules_enter(rd, key);
	for (i = 0; i < json_array_size(a) && !rd->bad; i++) {
		if ((at = place_of(rd, json_array_get(a, i), f)) < 0)
			break;
		if (seen & 1ull << (at - lo)) {
			snprintf(what, sizeof what, "two rows for %s %s",
			    f->key, place_name(f, at, num, sizeof num));
			rules_bad(rd, NULL, what);
		}
		seen |= 1ull << (at - lo);
		rules_fields_keyed(rd, json_array_get(a, i), f->kind ==
		    RULES_K_WORD ? f->names[at] : NULL, (char *)array +
		    (size_t)at * stride, f + 1, n - 1);
	}
	rules_leave(rd, mark);
	return (int)json_array_size(a);
}

int
rules_table_read(const json_t *o, int required, void *base,
    const struct rules_table *t, struct pbem_err *err)
{
	struct rules_rd rd;

	rules_rd_init(&rd, err);
	if (o != NULL ? !json_is_object(o) : required)
		rules_bad(&rd, NULL, "not an object");
	else
		rules_fields(&rd, o, base, t->f, t->n);
	return rules_rd_end(&rd);
}
