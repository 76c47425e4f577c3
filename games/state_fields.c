/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_fields.c - range-checked reads and table-driven int fields of a
 * stored state (state_fields.h). */
#include <limits.h>
#include <stdio.h>

#include "state_fields.h"

void
state_bad(struct state_dec *d, const char *what)
{
	if (!d->bad)
		snprintf(d->what, sizeof d->what, "%s", what);
	d->bad = 1;
}

int
state_int(struct state_dec *d, const json_t *o, const char *k, int lo, int hi)
{
	json_t *j = json_object_get(o, k);
	json_int_t v;

	/* flags are stored as booleans: true 1, false 0, range-checked */
	if (json_is_boolean(j))
		v = json_is_true(j);
	else if (json_is_integer(j))
		v = json_integer_value(j);
	else {
		state_bad(d, k);
		return lo;
	}
	if (v < lo || v > hi) {
		state_bad(d, k);
		return lo;
	}
	return (int)v;
}

void
state_ints(struct state_dec *d, const json_t *o, const char *k, int *v,
    int n, int lo, int hi)
{
	json_t *a = json_object_get(o, k), *j;
	int i;

	for (i = 0; i < n; i++) {
		j = json_array_get(a, (size_t)i);
		v[i] = 0;
		if (j == NULL)
			continue;
		if (!json_is_integer(j) || json_integer_value(j) < lo ||
		    json_integer_value(j) > hi)
			state_bad(d, k);
		else
			v[i] = (int)json_integer_value(j);
	}
}

const char *
state_str(struct state_dec *d, const json_t *o, const char *k, int optional)
{
	const char *s = json_string_value(json_object_get(o, k));

	if (s == NULL && !optional)
		state_bad(d, k);
	return s;
}

int
state_fields_put(json_t *o, const void *base, const struct state_field *f,
    size_t n)
{
	size_t i;
	int v;

	for (i = 0; i < n; i++) {
		v = *(const int *)((const char *)base + f[i].off);
		if (json_object_set_new(o, f[i].name, (f[i].how & STATE_BOOL) ?
		    json_boolean(v) : json_integer(v)) != 0)
			return -1;
	}
	return 0;
}

json_t *
state_fields_encode(const void *base, const struct state_field *f, size_t n)
{
	json_t *o = json_object();

	if (o != NULL && state_fields_put(o, base, f, n) != 0) {
		json_decref(o);
		return NULL;
	}
	return o;
}

static int
resolve(int v, state_bound_fn bound, const void *ctx)
{
	return STATE_IS_SYM(v) && bound != NULL ? bound(ctx, STATE_SYM_OF(v))
	    : v;
}

void
state_fields_read(struct state_dec *d, const json_t *o, void *base,
    const struct state_field *f, size_t n, state_bound_fn bound,
    const void *ctx, const char *where)
{
	char what[sizeof d->what];
	int before = d->bad;
	size_t i;

	if (!json_is_object(o)) {
		state_bad(d, where ? where : "an entry is not an object");
		return;
	}
	for (i = 0; i < n; i++) {
		*(int *)((char *)base + f[i].off) = state_int(d, o, f[i].name,
		    resolve(f[i].lo, bound, ctx), resolve(f[i].hi, bound, ctx));
		if (d->bad && !before && where != NULL) {
			/* name the field where it stands: "units[3].x" */
			snprintf(what, sizeof what, "%s.%s", where, f[i].name);
			snprintf(d->what, sizeof d->what, "%s", what);
			before = 1;
		}
	}
}

int
state_fields_decode(const json_t *o, void *base, const struct state_field *f,
    size_t n)
{
	size_t i;
	json_t *v;

	for (i = 0; i < n; i++) {
		v = json_object_get(o, f[i].name);
		if (!json_is_integer(v) || json_integer_value(v) < INT_MIN ||
		    json_integer_value(v) > INT_MAX)
			return -1;
		*(int *)((char *)base + f[i].off) = (int)json_integer_value(v);
	}
	return 0;
}

int
state_fields_decode_opt(const json_t *o, void *base,
    const struct state_field *f, size_t n, int hi)
{
	size_t i;
	json_t *v;

	for (i = 0; i < n; i++) {
		v = json_object_get(o, f[i].name);
		if (v != NULL && (!json_is_integer(v) ||
		    json_integer_value(v) < 0 || json_integer_value(v) > hi))
			return -1;
		*(int *)((char *)base + f[i].off) = v ? (int)
		    json_integer_value(v) : 0;
	}
	return 0;
}
