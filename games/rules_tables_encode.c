/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_tables_encode.c - rules data written back as JSON, in the shape
 * rules_tables.c reads it: the tables a referee amended are stored with
 * the game (rules_tables.h).
 */
#include <string.h>

#include "rules_set_rows.h"
#include "rules_tables.h"

static json_t *
ints_row_encode(const int *v, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < n; i++)
		if (json_array_append_new(a, json_integer(v[i])) != 0) {
			json_decref(a);
			return NULL;
		}
	return a;
}

json_t *
rules_ints_encode(const int *v, int rows, int n)
{
	json_t *a;
	int r;

	if (rows == 0)
		return ints_row_encode(v, n);
	a = json_array();
	for (r = 0; a != NULL && r < rows; r++)
		if (json_array_append_new(a, ints_row_encode(v + r * n, n))) {
			json_decref(a);
			return NULL;
		}
	return a;
}

/* A NAMED field back into o: its object of named ints (or of objects,
 * one shared by the fields naming the same key); 0, or -1. */
static int
named_encode(json_t *o, const int *v, const struct rules_field *f)
{
	json_t *to = json_object_get(o, f->key), *in;
	int i;

	if (to == NULL && json_object_set_new(o, f->key, to =
	    json_object()) != 0)
		return -1;
	for (i = f->dflt; i < f->nnames; i++) {
		in = to;
		if (f->text != NULL && (in = json_object_get(to,
		    f->names[i])) == NULL && json_object_set_new(to,
		    f->names[i], in = json_object()) != 0)
			return -1;
		if (json_object_set_new(in, f->text != NULL ? f->text :
		    f->names[i], json_integer(v[i])) != 0)
			return -1;
	}
	return 0;
}

/* A PLACED field back: a row for every place, its place first. */
static json_t *
placed_encode(const char *array, const struct rules_field *f)
{
	const struct rules_field *at = f->sub->f;
	int word = at->kind == RULES_K_WORD, p;
	json_t *a = json_array(), *row;

	for (p = word ? 0 : at->lo; a != NULL && p <= (word ? at->nnames - 1 :
	    at->hi); p++) {
		row = rules_fields_encode(array + (size_t)p * f->size, at + 1,
		    f->sub->n - 1);
		if (row == NULL || json_object_set_new(row, at->key, word ?
		    json_string(at->names[p]) : json_integer(p)) != 0 ||
		    json_array_append_new(a, row) != 0) {
			json_decref(row);
			json_decref(a);
			return NULL;
		}
	}
	return a;
}

/* A TEXT field back into o as its string (SPARSE: not while it is its
 * default text); 0, or -1 (a member holding no text: no NUL in it, or
 * bytes that are no UTF-8). */
static int
text_encode(json_t *o, const char *at, const struct rules_field *f)
{
	size_t len = strnlen(at, f->size);

	if ((f->how & RULES_SPARSE) && f->text != NULL && len < f->size &&
	    strcmp(at, f->text) == 0)
		return 0;
	if (len == f->size)
		return -1;
	return json_object_set_new(o, f->key, json_stringn(at, len));
}

/* A SUB row with no key: its table's rows into o itself. */
static int
sub_encode(json_t *o, const char *at, const struct rules_table *t)
{
	json_t *s = rules_fields_encode(at, t->f, t->n);
	int rc = s != NULL ? json_object_update(o, s) : -1;

	json_decref(s);
	return rc;
}

json_t *
rules_fields_encode(const void *base, const struct rules_field *f, size_t n)
{
	json_t *o = json_object();
	size_t i;
	int v;

	for (i = 0; o != NULL && i < n; i++) {
		if (f[i].kind == RULES_K_CONST || f[i].kind == RULES_K_ROWS ||
		    f[i].kind == RULES_K_OPTIONS) {
			if (json_object_set_new(o, f[i].key,
			    rules_set_rows_encode(base, &f[i])) != 0) {
				json_decref(o);
				return NULL;
			}
			continue;
		}
		if (f[i].kind == RULES_K_SUB && f[i].key == NULL) {
			if (sub_encode(o, (const char *)base + f[i].off,
			    f[i].sub) != 0) {
				json_decref(o);
				return NULL;
			}
			continue;
		}
		if (f[i].kind == RULES_K_TEXT) {
			if (text_encode(o, (const char *)base + f[i].off,
			    &f[i]) != 0) {
				json_decref(o);
				return NULL;
			}
			continue;
		}
		memcpy(&v, (const char *)base + f[i].off, sizeof v);
		if (f[i].kind == RULES_K_INTS) {	/* rows when dflt > 0 */
			if (json_object_set_new(o, f[i].key, rules_ints_encode(
			    (const int *)(const void *)((const char *)base +
			    f[i].off), f[i].dflt, f[i].dflt > 0 ? (int)f[i].size
			    / f[i].dflt : (int)f[i].size)) != 0) {
				json_decref(o);
				return NULL;
			}
			continue;
		}
		if ((f[i].kind == RULES_K_NAMED && named_encode(o, (const int *)
		    (const void *)((const char *)base + f[i].off), &f[i]) != 0) ||
		    (f[i].kind == RULES_K_PLACED && json_object_set_new(o,
		    f[i].key, placed_encode((const char *)base + f[i].off,
		    &f[i])) != 0)) {
			json_decref(o);
			return NULL;
		}
		if (f[i].kind == RULES_K_NAMED || f[i].kind == RULES_K_PLACED)
			continue;
		if ((f[i].how & RULES_SPARSE) && v == f[i].dflt)
			continue;
		/* only a whole number goes back as one: a decimal, a name,
		 * flags, a key, a character or a nested table would come
		 * out as a number its reader refuses or misreads */
		if (f[i].kind != RULES_K_INT || RULES_SCALE_OF(f[i].how) != 0 ||
		    json_object_set_new(o, f[i].key, json_integer(v)) != 0) {
			json_decref(o);
			return NULL;
		}
	}
	return o;
}
