/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_set_rows.c - a module's whole rules data read by one table of
 * sections (rules_set_read, rules_sections), and the rows such data has
 * beyond a struct's fields: the data's format or version (RULES_CONST),
 * arrays of rows (RULES_ROWS, rules_rows), read here and written back by
 * rules_set_rows_encode; its options (RULES_OPTS) are rules_options.c's.
 */
#include <stdio.h>
#include <string.h>

#include "rules_options.h"
#include "rules_set_rows.h"
#include "rules_tables.h"

/* A CONST row (rules_set_rows.h). */
int
rules_const(struct rules_rd *rd, const json_t *o, const char *key,
    const char *want, int n)
{
	const json_t *v = json_object_get(o, key);
	const char *s = json_string_value(v);
	char m[96];

	if (want != NULL ? s != NULL && strcmp(s, want) == 0 :
	    json_is_integer(v) && json_integer_value(v) == n)
		return 0;
	if (want != NULL)
		snprintf(m, sizeof m, "not \"%.80s\"", want);
	else
		snprintf(m, sizeof m, "not %d", n);
	rules_bad(rd, key, m);
	return -1;
}

/* The object at section ("a.b": b inside a) of root: looked up level by
 * level, each as rules_obj does when flat, else plainly (NULL when
 * missing). */
static const json_t *
section_of(struct rules_rd *rd, const json_t *root, const char *section,
    int flat)
{
	char part[64];
	const char *p = section, *dot;
	const json_t *v;
	size_t len;

	while (root != NULL || flat) {
		dot = strchr(p, '.');
		len = dot != NULL ? (size_t)(dot - p) : strlen(p);
		v = json_object_getn(root, p, len);
		if (flat && !json_is_object(v)) {
			/* the error, named as rules_obj names it */
			snprintf(part, sizeof part, "%.*s", (int)len, p);
			v = rules_obj(rd, root, part, 0);
		}
		root = v;
		if (dot == NULL)
			return root;
		p = dot + 1;
	}
	return NULL;
}

int
rules_set_read(const struct rules_set *s, const json_t *rules, void *r,
    struct pbem_err *err)
{
	struct rules_rd rd;

	memset(r, 0, s->size);
	rules_rd_init(&rd, err);
	if (!json_is_object(rules))
		rules_bad(&rd, NULL, "not a JSON object");
	else
		rules_sections(&rd, rules, r, s->e, s->n);
	return rules_rd_end(&rd);
}

void
rules_sections(struct rules_rd *rd, const json_t *root, void *base,
    const struct rules_entry *e, size_t n)
{
	/* rows of one section stand together: it is looked up once for
	 * them (a lookup that failed has marked rd already, and only the
	 * first error is kept) */
	const char *last = NULL;
	const json_t *o = NULL, *data = rd->data;
	const void *top = rd->top;
	int last_flat = 0, flat;
	size_t i, mark;

	rd->data = root;	/* the tables REF rows name */
	rd->top = base;		/* what an after looks up */
	for (i = 0; i < n; i++) {
		if (e[i].section == NULL) {
			rules_field_read(rd, root, NULL, base, &e[i].f);
			continue;
		}
		flat = (e[i].f.how & RULES_FLAT) != 0;
		if (last == NULL || flat != last_flat ||
		    strcmp(last, e[i].section) != 0) {
			o = section_of(rd, root, e[i].section, flat);
			last = e[i].section;
			last_flat = flat;
		}
		if (flat) {
			rules_field_read(rd, o, NULL, base, &e[i].f);
			continue;
		}
		mark = rules_enter(rd, e[i].section);
		rules_field_read(rd, o, NULL, base, &e[i].f);
		rules_leave(rd, mark);
	}
	rd->data = data;
	rd->top = top;
}

int
rules_rows(struct rules_rd *rd, const json_t *o, const char *key,
    size_t min, size_t max, int optional, rules_entry_fn fn, void *ctx)
{
	const json_t *a = rules_array(rd, o, key, min, max, optional);
	size_t i, mark = rules_enter(rd, key);

	for (i = 0; i < json_array_size(a) && !rd->bad; i++)
		fn(rd, (int)i, NULL, json_array_get(a, i), ctx);
	rules_leave(rd, mark);
	return (int)json_array_size(a);
}

/* A row of rules_rows_fields: its fields, then their order. */
static void
each_row(struct rules_rd *rd, int i, const char *key, const json_t *e,
    void *ctx)
{
	const struct each_fields *x = ctx;
	char *at = x->array + (size_t)i * x->stride;
	int v, before;
	size_t j;

	rules_fields_keyed(rd, e, key, at, x->f, x->n);
	if (x->after != NULL)
		x->after(rd, e, at);
	for (j = 0; i > 0 && j < x->n && !rd->bad; j++) {
		if (x->f[j].order == 0)
			continue;
		memcpy(&v, at + x->f[j].off, sizeof v);
		memcpy(&before, at - x->stride + x->f[j].off, sizeof before);
		if (x->f[j].order > 0 && v <= before)
			rules_bad(rd, x->f[j].key, "not above the row before");
		if (x->f[j].order < 0 && v >= before)
			rules_bad(rd, x->f[j].key, "not below the row before");
	}
}

int
rules_rows_fields(struct rules_rd *rd, const json_t *o, const char *key,
    size_t min, size_t max, int optional, void *array, size_t stride,
    const struct rules_field *f, size_t n)
{
	struct each_fields x = { array, stride, f, n, NULL };

	return rules_rows(rd, o, key, min, max, optional, each_row, &x);
}

/* A ROWS field: its table's rows (and after) row by row, counted. */
void
rules_rows_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	struct each_fields x = { (char *)base + f->off, f->size, f->sub->f,
		f->sub->n, f->sub->after };
	int n = rules_rows(rd, o, f->key, (size_t)f->lo, (size_t)f->hi,
	    !(f->how & RULES_REQUIRED), each_row, &x);

	memcpy((char *)base + f->from, &n, sizeof n);
}

/* A ROWS field back: its rows (as many as its count), each an object. */
static json_t *
rows_encode(const char *base, const struct rules_field *f)
{
	json_t *a = json_array();
	int n, i;

	memcpy(&n, base + f->from, sizeof n);
	for (i = 0; a != NULL && i < n && i < f->hi; i++)
		if (json_array_append_new(a, rules_fields_encode(base + f->off +
		    (size_t)i * f->size, f->sub->f, f->sub->n)) != 0) {
			json_decref(a);
			return NULL;
		}
	return a;
}

/* A whole-set row back (rules_set_rows.h). */
json_t *
rules_set_rows_encode(const char *base, const struct rules_field *f)
{
	switch (f->kind) {
	case RULES_K_CONST:
		return f->text != NULL ? json_string(f->text) :
		    json_integer(f->lo);
	case RULES_K_ROWS:
		return rows_encode(base, f);
	case RULES_K_OPTIONS:
		return rules_options_encode(f->opts, base + f->off);
	default:
		return NULL;
	}
}
