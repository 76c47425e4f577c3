/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_schema_encode.c - a described state written as JSON
 * (state_schema.h); the decoder is state_schema.c. */
#include <stdio.h>
#include <string.h>

#include "deck.h"
#include "plane.h"
#include "rules_tables.h"
#include "state_schema.h"
#include "state_schema_walk.h"

/* A TUPLE element: its int members (sub: COLS moved on to its
 * columns) as an array, in order (a STATE_ONE member one more). */
static json_t *
tuple_enc(const struct state_node *n, const struct state_node *sub,
    const void *elem)
{
	json_t *a = json_array();
	size_t j;

	for (j = 0; a != NULL && j < n->nsub; j++)
		if (json_array_append_new(a, json_integer(INT_AT(elem,
		    sub[j].off) + ((sub[j].how & STATE_ONE) != 0))) != 0) {
			json_decref(a);
			a = NULL;
		}
	return a;
}

static int enc_members(const struct state_walk *w, const void *base,
    const struct state_node *t, size_t n, json_t *o);

static int enc_one(const struct state_walk *w, const void *base,
    const struct state_node *n, json_t *o);

/* A BARE element: the value of its one member n (written under the key
 * "" of a scratch object, then taken out). */
static json_t *
bare_enc(const struct state_walk *w, const void *elem,
    const struct state_node *n)
{
	struct state_node one = *n;
	json_t *o = json_object(), *v;

	one.key = "";
	v = o != NULL && enc_one(w, elem, &one, o) == 0 ?
	    json_incref(json_object_get(o, "")) : NULL;
	json_decref(o);
	return v;
}

/* The count of an array node at base. */
static int
count_of(const struct state_walk *w, const void *base,
    const struct state_node *n)
{
	return (n->how & STATE_COUNT) ? INT_AT(base, n->count) :
	    state_walk_bound(w, n->max);
}

static json_t *
name_json(const struct state_walk *w, const struct state_node *n, int i)
{
	const char *s = i >= 0 ? state_names_name(n->names, w->game, i) : NULL;

	return s != NULL ? json_string(s) : json_null();
}

static json_t *
enc_array(const struct state_walk *w, const void *base,
    const struct state_node *n)
{
	json_t *a = json_array(), *e = NULL;
	int i, k = count_of(w, base, n), v;
	const struct plane_pt *p;
	struct state_node cols[STATE_MAX_COLS];
	const struct state_node *sub;
	const void *elem;

	for (i = 0; a != NULL && i < k; i++) {
		switch (n->kind) {
		case SK_INTS:
			v = ((const int *)(const void *)AT(base, n->off))[i];
			e = (n->how & STATE_BOOLS) ? json_boolean(v) :
			    json_integer(v);
			break;
		case SK_BYTES:
			e = json_integer(((const unsigned char *)AT(base,
			    n->off))[i]);
			break;
		case SK_STRS:
			e = json_string(AT(base, n->off + (size_t)i *
			    n->size));
			break;
		case SK_NAMES:
			e = name_json(w, n, ((const int *)(const void *)AT(base,
			    n->off))[i]);
			break;
		case SK_PTS:
			p = (const struct plane_pt *)(const void *)AT(base,
			    n->off + (size_t)i * n->size);
			e = json_pack("[I,I]", (json_int_t)p->x,
			    (json_int_t)p->y);
			break;
		case SK_XY:
			e = json_pack("[i,i]", ((const int *)(const void *)
			    AT(base, n->off))[i], ((const int *)(const void *)
			    AT(base, n->off_y))[i]);
			break;
		default:	/* SK_LIST */
			elem = state_list_elem(n, base, i, cols, &sub);
			if (n->how & STATE_TUPLE) {
				e = tuple_enc(n, sub, elem);
				break;
			}
			if (n->how & STATE_BARE) {
				e = bare_enc(w, elem, sub);
				break;
			}
			e = json_object();
			if (e != NULL && enc_members(w, elem, sub, n->nsub,
			    e) != 0) {
				json_decref(e);
				e = NULL;
			}
			break;
		}
		if (json_array_append_new(a, e) != 0) {
			json_decref(a);
			a = NULL;
		}
	}
	return a;
}

static json_t *
enc_mask(const struct state_walk *w, const void *base,
    const struct state_node *n)
{
	json_t *a = json_array();
	int i, k = state_names_count(n->names, w->game), on;

	for (i = 0; a != NULL && i < k; i++) {
		on = (n->how & STATE_BOOLS) ? ((const int *)(const void *)
		    AT(base, n->off))[i] != 0 : (*(const unsigned *)(const
		    void *)AT(base, n->off) >> i) & 1u;
		if (on && json_array_append_new(a, name_json(w, n, i)) != 0) {
			json_decref(a);
			a = NULL;
		}
	}
	return a;
}

static json_t *
enc_sides(const struct state_walk *w0, const void *base,
    const struct state_node *n)
{
	struct state_walk w = *w0;
	json_t *o = json_object(), *s;
	int i, k = state_names_count(n->names, w.game);
	const void *col;

	for (i = 0; o != NULL && i < k; i++) {
		col = AT(base, (size_t)i * n->size);
		w.side = i;
		if ((n->how & STATE_OWN) && INT_AT(base, n->count) == i)
			continue;
		if (n->when != NULL && !n->when(&w, col))
			continue;
		s = json_object();
		if (s == NULL || enc_members(&w, col, n->sub, n->nsub, s) != 0 ||
		    json_object_set_new(o, state_names_name(n->names, w.game, i),
		    s) != 0) {
			json_decref(s);
			json_decref(o);
			o = NULL;
		}
	}
	return o;
}

/* Every field of a rules table at its default? */
static int
rules_at_defaults(const void *base, const struct rules_table *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		if (INT_AT(base, t->f[i].off) != t->f[i].dflt)
			return 0;
	return 1;
}

/* SOME on an OBJ: is nothing in it (no list or counted array in it has
 * an element, no rules table is off its defaults)? */
static int
nothing_in(const void *base, const struct state_node *n)
{
	const struct state_node *x;
	size_t i;

	for (i = 0; i < n->nsub; i++) {
		x = &n->sub[i];
		if (x->kind == SK_RULES && !rules_at_defaults(AT(base, x->off),
		    x->rules))
			return 0;
		if (x->kind != SK_RULES && (x->how & STATE_COUNT) &&
		    INT_AT(base, x->count) != 0)
			return 0;
	}
	return 1;
}

/* SOME on fixed ints: are they all 0? */
static int
all_zero(const void *base, const struct state_node *n)
{
	int i;

	for (i = 0; i < n->max; i++)
		if (((const int *)(const void *)AT(base, n->off))[i] != 0)
			return 0;
	return 1;
}

static json_t *
enc_decks(const void *decks, const struct state_node *n)
{
	json_t *a = json_array(), *d;
	struct pbem_err err;
	int i;

	for (i = 0; a != NULL && i < n->max; i++)
		if (deck_to_json((const struct deck *)decks + i, &d, &err) !=
		    PBEM_OK || json_array_append_new(a, d) != 0) {
			json_decref(a);
			a = NULL;
		}
	return a;
}

/* BYTEMAP: the bytes of one map that are set, by their places' names. */
static json_t *
enc_bytemap1(const struct state_walk *w, const unsigned char *a,
    const struct state_node *n)
{
	json_t *o = json_object();
	int i, count = state_names_count(n->names, w->game);
	const char *k;

	for (i = 0; o != NULL && i < count && (size_t)i < n->size; i++)
		if (a[i] != 0 && (k = state_names_name(n->names, w->game,
		    i)) != NULL && k[0] != '\0')
			json_object_set_new(o, k, json_integer(a[i]));
	return o;
}

static json_t *
enc_bytemap(const struct state_walk *w, const void *base,
    const struct state_node *n)
{
	json_t *a;
	int m;

	if (n->max == 0)
		return enc_bytemap1(w, (unsigned char *)AT(base, n->off), n);
	a = json_array();
	for (m = 0; a != NULL && m < n->max; m++)
		if (json_array_append_new(a, enc_bytemap1(w, (unsigned char *)
		    AT(base, n->off + (size_t)m * n->size), n)) != 0) {
			json_decref(a);
			return NULL;
		}
	return a;
}

/* The members of v (an inline node's) into o, v released. */
static int
merged(json_t *o, json_t *v)
{
	int bad = v == NULL || json_object_update(o, v) != 0;

	json_decref(v);
	return bad ? -1 : 0;
}

/* The member of node n at base, into o (skipped when OPT at its def). */
/* TEXT_MASK: the names of the mask's bits set, joined by commas, "-"
 * when none; -1 when it does not fit in size bytes. */
static int
mask_text(const struct state_walk *w, const void *base,
    const struct state_node *n, char *b)
{
	unsigned m = *(const unsigned *)(const void *)((const char *)base +
	    n->off);
	size_t at = 0;
	const char *s;
	int i;

	for (i = 0; i < 32 && at < n->size; i++)
		if ((m & (1u << i)) && (s = state_names_name(n->names,
		    w->game, i)) != NULL)
			at += (size_t)snprintf(b + at, n->size - at, "%s%s",
			    at ? "," : "", s);
	if (at == 0)
		at = (size_t)snprintf(b, n->size, "-");
	return at < n->size ? 0 : -1;
}

static int
enc_one(const struct state_walk *w, const void *base,
    const struct state_node *n, json_t *o)
{
	json_t *v = NULL, *j;
	int skip = 0, x;
	const char *s;
	char text[STATE_TEXT_MAX];

	if (HAS_WHEN(n) && n->kind != SK_SIDES && !state_when(w, base, n))
		return 0;
	switch (n->kind) {
	case SK_INT:
	case SK_BOOL:
		x = INT_AT(base, n->off);
		if ((n->how & STATE_OPT) && x == INT_DEF(base, n))
			return 0;
		v = n->kind == SK_BOOL ? json_boolean(x) : json_integer(x);
		break;
	case SK_STR:
		s = (n->how & STATE_PTR) ? *(const char *const *)(const void *)
		    AT(base, n->off) : AT(base, n->off);
		if (n->write != NULL || n->names != NULL) {
			/* TEXT_AS: the module's text of it; TEXT_MASK */
			if (n->size > sizeof text || (n->write != NULL ?
			    n->write(w, base, text, n->size) : mask_text(w,
			    base, n, text)) != 0)
				return -1;
			text[n->size - 1] = '\0';
			s = text;
		}
		if (s == NULL)
			s = "";
		if ((n->how & STATE_OPT) && s[0] == '\0')
			return 0;
		v = (n->how & STATE_NUL) && s[0] == '\0' ? json_null() :
		    json_string(s);
		break;
	case SK_CONST:
		v = json_string(n->str);
		break;
	CASE_ARRAY_KINDS:
		if (XY_ONE(n)) {
			v = json_pack("[i,i]", INT_AT(base, n->off),
			    INT_AT(base, n->off_y));
			break;
		}
		if ((n->how & STATE_SOME) && (count_of(w, base, n) == 0 ||
		    (n->kind == SK_INTS && !(n->how & STATE_COUNT) &&
		    all_zero(base, n)) || (n->kind == SK_LIST &&
		    (n->how & STATE_COLS) && !(n->how & STATE_COUNT) &&
		    state_cols_default((void *)base, n, 0))))
			return 0;
		v = enc_array(w, base, n);
		break;
	case SK_RULES:
		if ((n->how & STATE_OPT) && rules_at_defaults(AT(base,
		    n->off), n->rules))
			return 0;
		v = rules_fields_encode(AT(base, n->off), n->rules->f,
		    n->rules->n);
		if (n->key == NULL)	/* inline: its fields into o */
			return merged(o, v);
		break;
	case SK_DECKS:
		v = enc_decks(AT(base, n->off), n);
		break;
	case SK_NAME:
		x = INT_AT(base, n->off);
		if ((n->how & STATE_OPT) && x == n->def)
			return 0;
		v = name_json(w, n, x);
		break;
	case SK_MASK:
		v = enc_mask(w, base, n);
		if ((n->how & STATE_SOME) && json_array_size(v) == 0) {
			json_decref(v);	/* SOME: no bit set, not written */
			return 0;
		}
		break;
	case SK_OBJ:
		if ((n->how & STATE_FLAG) && !INT_AT(base, n->count))
			return 0;
		if ((n->how & STATE_SOME) && nothing_in(base, n))
			return 0;
		if (n->key == NULL)
			return enc_members(w, base, n->sub, n->nsub, o);
		v = json_object();
		if (v != NULL && enc_members(w, base, n->sub, n->nsub, v) != 0) {
			json_decref(v);
			return -1;
		}
		break;
	case SK_SIDES:
		v = enc_sides(w, base, n);
		break;
	case SK_JSON:
		j = *(json_t *const *)(const void *)AT(base, n->off);
		if (j == NULL && (n->how & STATE_OPT))
			return 0;
		if (j == NULL && n->str != NULL)
			v = n->str[0] == '{' ? json_object() : json_array();
		else
			v = j == NULL ? json_null() : (n->how & STATE_SHARE) ?
		    json_incref(j) : json_deep_copy(j);
		break;
	case SK_CODEC:
		v = n->enc(w, base, n, &skip);
		if (skip)
			return 0;
		if (n->key == NULL)	/* inline: its members into o */
			return merged(o, v);
		break;
	case SK_CHECK:
	case SK_MATCH:
	case SK_ORDER:
	case SK_RANGE:
	case SK_UNIQUE:
	case SK_TALLY:
		return 0;
	case SK_ID:
		v = json_string(AT(base, n->off));
		break;
	case SK_BYTEMAP:
		v = enc_bytemap(w, base, n);
		break;
	case SK_ONE_OF:	/* the one held, in this object */
		x = INT_AT(base, n->off);
		return x >= 1 && (size_t)x <= n->nsub ? enc_one(w, base,
		    &n->sub[x - 1], o) : 0;
	}
	/* the keys are the tables' own, plain ASCII: no UTF-8 check */
	return v == NULL || json_object_set_new_nocheck(o, n->key, v) != 0 ?
	    -1 : 0;
}

static int
enc_members(const struct state_walk *w, const void *base,
    const struct state_node *t, size_t n, json_t *o)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (enc_one(w, base, &t[i], o) != 0)
			return -1;
	return 0;
}

json_t *
state_schema_encode(const void *game, const struct state_node *t, size_t n,
    state_sym_fn sym)
{
	return state_schema_encode_in(game, game, t, n, sym);
}

json_t *
state_schema_encode_in(const void *game, const void *base,
    const struct state_node *t, size_t n, state_sym_fn sym)
{
	struct state_walk w;
	json_t *o = json_object();

	memset(&w, 0, sizeof w);
	w.game = (void *)game;
	w.sym = sym;
	w.side = w.index = -1;
	if (o != NULL && enc_members(&w, base, t, n, o) != 0) {
		json_decref(o);
		o = NULL;
	}
	return o;
}
