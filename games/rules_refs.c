/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_refs.c - the rules fields that name entries of another table by
 * their keys (rules_tables.h: REF, REFS, ANY, MARKS, an EACH row's entry
 * it must have), for the reader's field() in rules_tables.c.  A key is
 * matched with case ignored, as a module finds it (GAME_FIND_NAME), and
 * gives the entry's index in the file's order, or in sorted key order
 * for a table read so (RULES_SORTED).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rules_refs.h"

/* The place of key k among the keys of t in sorted (strcmp) order. */
static int
sorted_index(const json_t *t, const char *k)
{
	const char *o;
	json_t *v;
	int i = 0;

	json_object_foreach((json_t *)t, o, v)
		i += strcmp(o, k) < 0;
	return i;
}

/* The index of the entry key s names in f's table (REF), -2 - i for
 * word i of f's names, or -1 (an error marked). */
static int
ref_one(struct rules_rd *rd, const struct rules_field *f, const char *s)
{
	const json_t *t = json_object_get(rd->data, f->text);
	const char *k;
	json_t *v;
	char m[64];
	int i = 0;

	if (s != NULL && (i = rules_name_index(s, f->names, f->nnames)) >= 0)
		return -2 - i;
	i = 0;
	json_object_foreach((json_t *)t, k, v) {
		if (s != NULL && strcasecmp(k, s) == 0)
			return (f->how & RULES_SORTED) ? sorted_index(t, k) : i;
		i++;
	}
	snprintf(m, sizeof m, "not a key of %.40s", f->text);
	rules_bad(rd, f->key, m);
	return -1;
}

/* A REF field: one key (or null, or missing), or an array of them. */
void
rules_ref_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *v = json_object_get(o, f->key);
	int *at = (int *)(void *)((char *)base + f->off), n = 0;
	size_t i;

	if (f->size <= 1) {
		if (v == NULL && (f->how & RULES_REQUIRED))
			rules_bad(rd, f->key, "missing");
		*at = v == NULL ? f->dflt : json_is_null(v) && (f->how &
		    RULES_NULL) ? f->null_as : ref_one(rd, f,
		    json_string_value(v));
		return;
	}
	if (v != NULL && !json_is_array(v))
		rules_bad(rd, f->key, "not an array");
	else if (json_array_size(v) > f->size)
		rules_bad(rd, f->key, "too many names");
	for (i = 0; !rd->bad && i < json_array_size(v); i++)
		at[n++] = ref_one(rd, f, json_string_value(json_array_get(v,
		    i)));
	memcpy((char *)base + f->from, &n, sizeof n);
}

/* An ANY field: each name of the array taken by the first of f's rows
 * that knows it, as a bit of that row's unsigned. */
void
rules_any_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *v = json_object_get(o, f->key), *t;
	const struct rules_field *r;
	const char *s, *k;
	unsigned u;
	json_t *x;
	char m[64];
	size_t i, a;
	int j;

	if (v != NULL && !json_is_array(v))
		rules_bad(rd, f->key, "not an array");
	for (i = 0; !rd->bad && i < json_array_size(v); i++) {
		s = json_string_value(json_array_get(v, i));
		r = f->sub->f;
		for (a = 0, j = -1; s != NULL && j < 0 && a < f->sub->n; a++) {
			r = &f->sub->f[a];
			if (r->kind == RULES_K_FLAGS)
				j = rules_name_index(s, r->names, r->nnames);
			else {
				t = json_object_get(rd->data, r->text);
				j = 0;
				json_object_foreach((json_t *)t, k, x)
					if (strcasecmp(k, s) == 0)
						break;
					else
						j++;
				if (k == NULL)
					j = -1;
			}
		}
		if (j < 0 || j >= 32) {
			snprintf(m, sizeof m, "not %.50s", f->text);
			rules_bad(rd, f->key, j < 0 ? m : "too many entries");
			continue;
		}
		memcpy(&u, (char *)base + r->off, sizeof u);
		u |= 1u << j;
		memcpy((char *)base + r->off, &u, sizeof u);
	}
}

/* A MARKS field: the array of keys (missing: none), each entry's mark
 * set; an index beyond the marks is refused as a key (too many
 * entries: the table's own read names that first). */
void
rules_marks_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *v = json_object_get(o, f->key);
	unsigned char *at = (unsigned char *)base + f->off;
	size_t i;
	int k;

	if (v != NULL && !json_is_array(v))
		rules_bad(rd, f->key, "not an array");
	for (i = 0; !rd->bad && i < json_array_size(v); i++) {
		k = ref_one(rd, f, json_string_value(json_array_get(v, i)));
		if (k >= (int)f->size)
			rules_bad(rd, f->key, "too many entries");
		else if (k >= 0)
			at[k] = 1;
	}
}

/* An EACH row's table t has the entry keyed f->text (case ignored, as
 * a module finds it: GAME_FIND_NAME); else rd is marked. */
void
rules_needed_entry(struct rules_rd *rd, const json_t *t,
    const struct rules_field *f)
{
	const char *k;
	json_t *v;
	char m[64];

	json_object_foreach((json_t *)t, k, v)
		if (strcasecmp(k, f->text) == 0)
			return;
	snprintf(m, sizeof m, "no entry \"%.40s\"", f->text);
	rules_bad(rd, f->key, m);
}


/* The table the REF fields of f name (NULL: none) into *dep: 0, or -1
 * when they name two (such an entry is not kept by the memo). */
int
rules_ref_table(const struct rules_rd *rd, const struct rules_field *f, size_t n,
    const json_t **dep)
{
	const json_t *t;
	size_t i;

	*dep = NULL;
	for (i = 0; i < n; i++) {
		if (f[i].kind != RULES_K_REF)
			continue;
		t = json_object_get(rd->data, f[i].text);
		if (*dep != NULL && t != *dep)
			return -1;
		*dep = t;
	}
	return 0;
}
