/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_schema.c - a described state decoded, every value range-checked
 * (state_schema.h); the rows that only check are state_schema_checks.c's,
 * the walk's error path state_schema_walk.c's; encoding is in
 * state_schema_encode.c. */
#include <string.h>

#include "deck.h"
#include "plane.h"
#include "rules_tables.h"
#include "state_schema.h"
#include "state_schema_walk.h"

int
state_walk_bound(const struct state_walk *w, int v)
{
	if (STATE_IS_GAME(v)) {	/* an int of the game, plus -1..2 */
		v -= STATE_GAME_BASE;
		return INT_AT(w->game, (size_t)(v / 4)) + v % 4 - 1;
	}
	return STATE_IS_SYM(v) && w->sym != NULL ? w->sym(w, STATE_SYM_OF(v))
	    : v;
}

static void
push(struct state_walk *w, const char *key, int index)
{
	if (w->depth < (int)(sizeof w->path / sizeof w->path[0])) {
		w->path[w->depth].key = key;
		w->path[w->depth].index = index;
	}
	w->depth++;
}

/* A row's condition (state_schema_walk.h). */
int
state_when(const struct state_walk *w, const void *base,
    const struct state_node *n)
{
	int i;

	if (n->when != NULL)
		return n->when(w, base);
	if (n->how & STATE_IS)
		return INT_AT(base, n->when_at) == n->when_is;
	if (n->how & STATE_SINCE)
		return INT_AT(w->game, n->when_at) >= n->when_is;
	for (i = 0; i < (n->when_n < 0 ? -n->when_n : n->when_n); i++)
		if (((const int *)(const void *)((const char *)base +
		    n->when_at))[i] != 0)
			return n->when_n > 0;
	return n->when_n <= 0;
}

/* ---- a list's elements: structs, columns, tuples ---- */

/* Element i of a LIST: its base, and in *sub its members' table (COLS:
 * each member moved on by i of its own column's stride, in cols). */
void *
state_list_elem(const struct state_node *n, const void *base, int i,
    struct state_node *cols, const struct state_node **sub)
{
	size_t j;

	*sub = n->sub;
	if (!(n->how & STATE_COLS))
		return AT(base, n->off + (size_t)i * n->size);
	for (j = 0; j < n->nsub && j < STATE_MAX_COLS; j++) {
		cols[j] = n->sub[j];
		cols[j].off += (size_t)i * (cols[j].size ? cols[j].size :
		    sizeof(int));
	}
	*sub = cols;
	return AT(base, 0);
}

static int int_in(const json_t *j, int lo, int hi, int *v);

/* Mark the walk bad at element i of the array at key k (key "": of the
 * array the walk stands in); -1. */
static int
bad_at(struct state_walk *w, const char *k, int i)
{
	push(w, k != NULL ? k : "", i);
	state_walk_bad(w, NULL);
	w->depth--;
	return -1;
}

/* sub: the element's members (COLS: moved on to its columns). */
static int
tuple_dec(struct state_walk *w, const struct state_node *n,
    const struct state_node *sub, void *elem, const json_t *e)
{
	const json_t *x;
	size_t j;

	if (!json_is_array(e) || json_array_size(e) != n->nsub)
		return -1;
	for (j = 0; j < n->nsub; j++) {
		x = json_array_get(e, j);
		if (!json_is_integer(x) || int_in(x, state_walk_bound(w,
		    sub[j].lo), state_walk_bound(w, sub[j].hi),
		    &INT_AT(elem, sub[j].off)) != 0)
			return -1;
		if (sub[j].how & STATE_ONE)
			INT_AT(elem, sub[j].off)--;
	}
	return 0;
}

/* ---- decoding ---- */

static void dec_members(struct state_walk *w, void *base,
    const struct state_node *t, size_t n, const json_t *o);
static int dec_one(struct state_walk *w, void *base,
    const struct state_node *n, const json_t *v, const json_t *o);

/* An int within lo..hi (a boolean is 0 or 1); -1 when it is not. */
static int
int_in(const json_t *j, int lo, int hi, int *v)
{
	json_int_t x;

	if (json_is_integer(j))
		x = json_integer_value(j);
	else if (json_is_boolean(j))
		x = json_is_true(j);
	else
		return -1;
	if (x < lo || x > hi)
		return -1;
	*v = (int)x;
	return 0;
}

/* A name's index, or -1 (state_names.c). */
static int
name_in(const struct state_walk *w, const struct state_node *n,
    const json_t *j)
{
	return state_names_index(n->names, w->game, json_string_value(j));
}

/* The length of array a for node n at base: -1 when it is wrong. */
static int
dec_count(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *a)
{
	int k = (int)json_array_size(a), max = state_walk_bound(w, n->max);

	if (!json_is_array(a) || json_array_size(a) > 100000)
		return -1;
	if ((k == 0 && (n->how & STATE_NONEMPTY)) || k < n->min)
		return -1;
	if (!(n->how & STATE_COUNT))
		return k == max ? k : -1;
	if (n->how & STATE_SETS) {
		if (k > max)
			return -1;
		INT_AT(base, n->count) = k;
		return k;
	}
	return k == INT_AT(base, n->count) && k <= max ? k : -1;
}

/* A point [x, y] within lo..xhi by lo..yhi. */
static int
dec_pt(const json_t *e, int lo, int xhi, int yhi, struct plane_pt *p)
{
	const json_t *x = json_array_get(e, 0), *y = json_array_get(e, 1);

	if (json_array_size(e) != 2 || !json_is_integer(x) ||
	    !json_is_integer(y) || json_integer_value(x) < lo ||
	    json_integer_value(x) > xhi || json_integer_value(y) < lo ||
	    json_integer_value(y) > yhi)
		return -1;
	p->x = json_integer_value(x);
	p->y = json_integer_value(y);
	return 0;
}

/* A struct read by a rules table: missing (OPT, LAX) reads its
 * defaults. */
static int
dec_rules(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	struct pbem_err err;
	struct rules_rd rd;

	if (v != NULL && !json_is_object(v))
		return -1;
	if (v == NULL && !(n->how & (STATE_OPT | STATE_LAX)))
		return -1;
	rules_rd_init(&rd, &err);
	rules_fields(&rd, v, base, n->rules->f, n->rules->n);
	if (n->rules->after != NULL)	/* as its reader makes it */
		n->rules->after(&rd, v, base);
	if (rules_rd_end(&rd) == PBEM_OK)
		return 0;
	state_walk_bad_rules(w, n->key, err.msg);	/* "rules.turns" */
	return -1;
}

static int
dec_decks(struct state_walk *w, void *decks, const struct state_node *n,
    const json_t *a)
{
	struct pbem_err err;
	struct deck *d = decks;
	int i;

	if (!json_is_array(a) || json_array_size(a) != (size_t)n->max)
		return -1;
	for (i = 0; i < n->max; i++)
		if (deck_from_json(json_array_get(a, (size_t)i), &d[i], &err) !=
		    PBEM_OK || d[i].ncards < state_walk_bound(w, n->lo) ||
		    d[i].ncards > state_walk_bound(w, n->hi))
			return -1;
	return 0;
}

/* SAME: each stored deck has the name and the cards of the one in place
 * (the scenario's), in its order; its play is the stored one's. */
static int
dec_decks_same(void *decks, const struct state_node *n, const json_t *a)
{
	struct pbem_err err;
	struct deck *d = decks, k;
	int i;

	if (!json_is_array(a) || json_array_size(a) != (size_t)n->max)
		return -1;
	for (i = 0; i < n->max; i++) {
		if (deck_from_json(json_array_get(a, (size_t)i), &k, &err) !=
		    PBEM_OK || k.ncards != d[i].ncards || memcmp(k.cards,
		    d[i].cards, sizeof k.cards[0] * (size_t)k.ncards) != 0 ||
		    strcmp(k.name, d[i].name) != 0)
			return -1;
		d[i] = k;
	}
	return 0;
}

static int
dec_array(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *a)
{
	const json_t *e;
	int i, k, lo, hi, *iv = (int *)(void *)AT(base, n->off);
	struct plane_pt p;
	struct state_node cols[STATE_MAX_COLS];
	const struct state_node *sub;
	void *elem;

	if (XY_ONE(n)) {	/* one pair: no array of them */
		if (dec_pt(a, state_walk_bound(w, n->lo), state_walk_bound(w,
		    n->hi), state_walk_bound(w, n->y_hi), &p) != 0)
			return -1;
		iv[0] = (int)p.x;
		INT_AT(base, n->off_y) = (int)p.y;
		return 0;
	}
	if (n->kind == SK_INTS && (n->how & STATE_SHORT)) {
		/* counters added after states were first stored */
		k = state_walk_bound(w, n->max);
		lo = state_walk_bound(w, n->lo);
		hi = state_walk_bound(w, n->hi);
		for (i = 0; i < k; i++) {
			iv[i] = 0;
			e = json_array_get(a, (size_t)i);
			if (e != NULL && (!json_is_integer(e) || int_in(e, lo,
			    hi, &iv[i]) != 0))
				return -1;
		}
		return 0;
	}
	if ((k = dec_count(w, base, n, a)) < 0)
		return -1;
	lo = state_walk_bound(w, n->lo);
	hi = state_walk_bound(w, n->hi);
	for (i = 0; i < k; i++) {
		e = json_array_get(a, (size_t)i);
		switch (n->kind) {
		case SK_INTS:
			if ((n->how & STATE_BOOLS) ? !json_is_boolean(e) :
			    !json_is_integer(e))
				return -1;
			if (int_in(e, lo, hi, &iv[i]) != 0)
				return -1;
			break;
		case SK_BYTES:
			if (!json_is_integer(e) || int_in(e, lo, hi, &lo) != 0)
				return -1;
			((unsigned char *)AT(base, n->off))[i] =
			    (unsigned char)lo;
			lo = state_walk_bound(w, n->lo);
			break;
		case SK_STRS:
			if (json_string_value(e) == NULL ||
			    json_string_length(e) == 0 ||
			    json_string_length(e) >= n->size)
				return -1;
			memcpy(AT(base, n->off + (size_t)i * n->size),
			    json_string_value(e), json_string_length(e) + 1);
			if (n->read != NULL && n->read(w, base,
			    json_string_value(e)) != 0)
				return bad_at(w, n->key, i);
			break;
		case SK_NAMES:
			if ((iv[i] = name_in(w, n, e)) < 0)
				return -1;
			break;
		case SK_PTS:
			if (dec_pt(e, lo, hi, state_walk_bound(w, n->y_hi),
			    (struct plane_pt *)(void *)AT(base, n->off +
			    (size_t)i * n->size)) != 0)
				return -1;
			break;
		case SK_XY:
			if (dec_pt(e, lo, hi, state_walk_bound(w, n->y_hi),
			    &p) != 0)
				return -1;
			iv[i] = (int)p.x;
			((int *)(void *)AT(base, n->off_y))[i] = (int)p.y;
			break;
		default:	/* SK_LIST */
			elem = state_list_elem(n, base, i, cols, &sub);
			if (n->how & STATE_TUPLE) {
				if (tuple_dec(w, n, sub, elem, e) != 0)
					return -1;
				break;
			}
			push(w, n->key, i);
			if (n->how & STATE_BARE) {	/* its one member */
				if (dec_one(w, elem, sub, e, NULL) != 0)
					state_walk_bad(w, NULL);
				w->depth--;
				if (w->d.bad)
					return 0;
				break;
			}
			lo = w->index;
			w->index = i;
			dec_members(w, elem, sub, n->nsub, e);
			w->index = lo;
			w->depth--;
			if (w->d.bad)
				return 0;
			break;
		}
	}
	return 0;
}

static int
dec_mask(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *a)
{
	const json_t *e;
	size_t i;
	int k;

	if (!json_is_array(a))
		return -1;
	json_array_foreach(a, i, e) {
		if ((k = name_in(w, n, e)) < 0 || k >= 32)
			return -1;
		if (n->how & STATE_BOOLS)
			((int *)(void *)AT(base, n->off))[k] = 1;
		else
			*(unsigned *)(void *)AT(base, n->off) |= 1u << k;
	}
	return 0;
}

static void
dec_sides(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *o)
{
	const json_t *v;
	int i, k = state_names_count(n->names, w->game), before = w->side;

	push(w, n->key, -1);
	for (i = 0; i < k && !w->d.bad; i++) {
		v = json_object_get(o, state_names_name(n->names, w->game, i));
		if (!json_is_object(v))
			continue;
		w->side = i;
		push(w, state_names_name(n->names, w->game, i), -1);
		dec_members(w, AT(base, (size_t)i * n->size), n->sub, n->nsub,
		    v);
		w->depth--;
	}
	w->side = before;
	w->depth--;
}

/* Shape STATE_LINES: every member an array of strings. */
static int
lines_ok(const json_t *v)
{
	const char *k;
	json_t *a, *x;
	size_t i;

	json_object_foreach((json_t *)v, k, a) {
		if (!json_is_array(a))
			return 0;
		json_array_foreach(a, i, x)
			if (!json_is_string(x))
				return 0;
	}
	return 1;
}

/* A JSON member kept as it is: borrowed, or a copy (COPY); of the shape
 * str says; missing, an empty one when LAX. */
static int
dec_json(const struct state_node *n, json_t **slot, const json_t *v)
{
	json_t *made = NULL;

	if (v == NULL && n->str != NULL && (n->how & STATE_LAX) &&
	    (n->how & STATE_COPY))
		v = made = n->str[0] == '{' ? json_object() : json_array();
	if (v == NULL || (n->str != NULL && (n->str[0] == '{' ?
	    !json_is_object(v) : !json_is_array(v))))
		return -1;
	if (n->str != NULL && strcmp(n->str, STATE_LINES) == 0 &&
	    !lines_ok(v))
		return -1;
	if (n->how & STATE_COPY) {
		json_decref(*slot);
		*slot = made != NULL ? made : json_deep_copy(v);
		return *slot != NULL ? 0 : -1;
	}
	*slot = (json_t *)v;
	return 0;
}

/* BYTEMAP: one map, cleared, then {name: value}; missing: none set. */
static int
dec_bytemap1(struct state_walk *w, unsigned char *a,
    const struct state_node *n, const json_t *v)
{
	int i, lo = state_walk_bound(w, n->lo), hi = state_walk_bound(w, n->hi);
	const char *k;
	json_t *x;

	memset(a, 0, n->size);
	if (v == NULL)
		return 0;
	if (!json_is_object(v))
		return -1;
	json_object_foreach((json_t *)v, k, x) {
		if ((i = state_names_index(n->names, w->game, k)) < 0 ||
		    (size_t)i >= n->size || !json_is_integer(x) ||
		    json_integer_value(x) < lo || json_integer_value(x) > hi)
			return -1;
		a[i] = (unsigned char)json_integer_value(x);
	}
	return 0;
}

static int
dec_bytemap(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	int m;

	if (n->max == 0)
		return dec_bytemap1(w, (unsigned char *)AT(base, n->off), n, v);
	if (v != NULL && (!json_is_array(v) ||
	    json_array_size(v) != (size_t)n->max))
		return -1;
	for (m = 0; m < n->max; m++)
		if (dec_bytemap1(w, (unsigned char *)AT(base, n->off +
		    (size_t)m * n->size), n, json_array_get(v, (size_t)m)))
			return -1;
	return 0;
}

/* S_ONE_OF: the first of the alternatives there (not null) in the
 * object o, read, and the int at off set to say which; none there: 0
 * when OPT, else bad at the last one's key. */
static int
one_of(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *o)
{
	const json_t *v;
	size_t j;

	for (j = 0; j < n->nsub; j++) {
		v = json_object_get(o, n->sub[j].key);
		if (v == NULL || json_is_null(v))
			continue;
		INT_AT(base, n->off) = (int)j + 1;
		if (dec_one(w, base, &n->sub[j], v, o) != 0)
			state_walk_bad(w, n->sub[j].key);
		return 0;
	}
	INT_AT(base, n->off) = 0;
	if (!(n->how & STATE_OPT) && n->nsub > 0)
		state_walk_bad(w, n->sub[n->nsub - 1].key);
	return 0;
}

static int
dec_one(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v, const json_t *o)
{
	int lo, hi;
	size_t len;

	if ((v == NULL && n->key != NULL) || json_is_null(v)) {
		if (n->kind == SK_NAME && (n->how & (STATE_NUL | STATE_OPT))) {
			INT_AT(base, n->off) = n->def;
			return 0;
		}
		if (n->kind == SK_STR && (n->how & (STATE_NUL | STATE_OPT |
		    STATE_LAX)) && !(n->how & STATE_PTR)) {
			AT(base, n->off)[0] = '\0';
			return 0;
		}
		if ((n->how & (STATE_OPT | STATE_LAX)) && v == NULL) {
			if (n->kind == SK_INT || n->kind == SK_BOOL)
				INT_AT(base, n->off) = INT_DEF(base, n);
			if (n->kind == SK_LIST && (n->how & STATE_SOME) &&
			    (n->how & STATE_COLS) && !(n->how & STATE_COUNT))
				state_cols_default(base, n, 1);
			if (n->kind == SK_OBJ && (n->how & STATE_FLAG))
				INT_AT(base, n->count) = 0;
			if (n->kind != SK_CODEC && n->kind != SK_JSON &&
			    n->kind != SK_RULES)
				return 0;
		}
	}
	switch (n->kind) {
	case SK_INT:
	case SK_BOOL:
		lo = state_walk_bound(w, n->lo);
		hi = state_walk_bound(w, n->hi);
		if (int_in(v, lo, hi, &INT_AT(base, n->off)) != 0)
			return -1;
		/* named: -1, or an index the names name */
		return n->names == NULL || INT_AT(base, n->off) == -1 ||
		    state_names_name(n->names, w->game, INT_AT(base,
		    n->off)) != NULL ? 0 : -1;
	case SK_STR:
		if (n->how & STATE_SAME)	/* the one in place */
			return json_is_string(v) && strcmp(json_string_value(v),
			    AT(base, n->off)) == 0 ? 0 : -1;
		if (json_is_string(v) && (n->how & STATE_PTR)) {
			*(const char **)(void *)AT(base, n->off) =
			    json_string_value(v);
			return 0;
		}
		if (!json_is_string(v) || (len = json_string_length(v)) >=
		    n->size || (len == 0 && (n->how & STATE_FULL)))
			return -1;
		/* TEXT_AS, TEXT_MASK: the value is the module's */
		if (n->write == NULL && n->names == NULL)
			memcpy(AT(base, n->off), json_string_value(v), len + 1);
		if (n->read == NULL && n->names != NULL)	/* TEXT_MASK */
			return state_names_mask(n->names, w->game,
			    json_string_value(v), (unsigned *)(void *)AT(base,
			    n->off));
		return n->read != NULL ? n->read(w, base,
		    json_string_value(v)) : 0;
	case SK_CONST:
		return json_is_string(v) && strcmp(json_string_value(v),
		    n->str) == 0 ? 0 : -1;
	CASE_ARRAY_KINDS:
		return dec_array(w, base, n, v);
	case SK_RULES:	/* no key: its fields stand in this object */
		return dec_rules(w, AT(base, n->off), n, n->key != NULL ? v :
		    o);
	case SK_DECKS:
		return (n->how & STATE_SAME) ? dec_decks_same(AT(base,
		    n->off), n, v) : dec_decks(w, AT(base, n->off), n, v);
	case SK_NAME:
		return (INT_AT(base, n->off) = name_in(w, n, v)) < 0 ? -1 : 0;
	case SK_MASK:
		return dec_mask(w, base, n, v);
	case SK_OBJ:
		if (n->key == NULL) {
			if (n->how & STATE_FLAG)
				INT_AT(base, n->count) = 1;
			dec_members(w, base, n->sub, n->nsub, o);
			return 0;
		}
		if (!json_is_object(v))
			return -1;
		if (n->how & STATE_FLAG)
			INT_AT(base, n->count) = 1;
		push(w, n->key, -1);
		dec_members(w, base, n->sub, n->nsub, v);
		w->depth--;
		return 0;
	case SK_SIDES:
		if (!json_is_object(v))
			return -1;
		dec_sides(w, base, n, v);
		return 0;
	case SK_JSON:
		return dec_json(n, (json_t **)(void *)AT(base, n->off), v);
	case SK_CODEC:	/* inline (no key): it reads the object it is in */
		return n->dec(w, base, n, n->key != NULL ? v : o);
	case SK_CHECK:
		return n->check(w, base);
	case SK_MATCH:
	case SK_ORDER:
	case SK_TALLY:
	case SK_RANGE:
	case SK_UNIQUE:
		return state_check_row(w, base, n);
	case SK_ID:	/* the module's test, the kit's, or (names) a name */
		if (!json_is_string(v) || json_string_length(v) >= n->size ||
		    (!(n->valid != NULL ? n->valid(json_string_value(v)) :
		    n->names == NULL || n->str != NULL ? state_valid_id(
		    json_string_value(v), n->str, n->size) : 0) &&
		    (n->names == NULL || name_in(w, n, v) < 0)))
			return -1;
		memcpy(AT(base, n->off), json_string_value(v),
		    json_string_length(v) + 1);
		return 0;
	case SK_BYTEMAP:
		return dec_bytemap(w, base, n, v);
	case SK_ONE_OF:	/* its members stand in this object */
		return one_of(w, base, n, o);
	}
	return -1;
}

/* Containers are entered in both passes (for the STATE_LATER nodes in
 * them); their shape is checked in the first. */
static int
container(const struct state_node *n)
{
	return n->kind == SK_LIST || n->kind == SK_OBJ || n->kind == SK_SIDES;
}

/* Does the table hold a STATE_LATER node, at any depth?  (The second
 * pass enters only such containers: a walk of the table, not of the
 * state.) */
static int
has_later(const struct state_node *t, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if ((t[i].how & STATE_LATER) || (container(&t[i]) &&
		    has_later(t[i].sub, t[i].nsub)))
			return 1;
	return 0;
}

static void
dec_members(struct state_walk *w, void *base, const struct state_node *t,
    size_t n, const json_t *o)
{
	const struct state_node *x;
	const json_t *v;
	size_t i;
	int later;

	if (!json_is_object(o)) {
		state_walk_bad(w, NULL);
		return;
	}
	for (i = 0; i < n && !w->d.bad; i++) {
		x = &t[i];
		later = (x->how & STATE_LATER) != 0;
		if (w->pass == 2 && !later && (!container(x) ||
		    !has_later(x->sub, x->nsub)))
			continue;
		if ((w->pass == 1 && later) || (x->how & STATE_WRITE))
			continue;
		v = x->key != NULL ? json_object_get(o, x->key) : NULL;
		/* not written: not read (OPT: read when there; when it is
		 * not, the member is left as it is) */
		if (HAS_WHEN(x) && x->kind != SK_SIDES && (!(x->how &
		    STATE_OPT) || (x->key != NULL && v == NULL)) &&
		    !state_when(w, base, x))
			continue;
		if (w->pass == 2 && !later) {
			/* only the later nodes inside a container */
			if (x->kind == SK_OBJ && x->key == NULL &&
			    (!(x->how & STATE_FLAG) || INT_AT(base, x->count)))
				dec_members(w, base, x->sub, x->nsub, o);
			else if (x->kind == SK_OBJ && json_is_object(v)) {
				push(w, x->key, -1);
				dec_members(w, base, x->sub, x->nsub, v);
				w->depth--;
			} else if (x->kind == SK_LIST && json_is_array(v))
				(void)dec_array(w, base, x, v);
			else if (x->kind == SK_SIDES && json_is_object(v))
				dec_sides(w, base, x, v);
			continue;
		}
		if (x->kind == SK_OBJ && x->key == NULL && (x->how &
		    STATE_FLAG) && json_object_get(o, x->sub[0].key) == NULL) {
			INT_AT(base, x->count) = 0;
			continue;
		}
		if (dec_one(w, base, x, v, o) != 0)
			state_walk_bad(w, x->key);
	}
}

int
state_schema_decode(struct state_walk *w, const json_t *o, void *game,
    const struct state_node *t, size_t n, state_sym_fn sym)
{
	return state_schema_decode_in(w, o, game, game, t, n, sym);
}

int
state_schema_decode_in(struct state_walk *w, const json_t *o, void *game,
    void *base, const struct state_node *t, size_t n, state_sym_fn sym)
{
	memset(w, 0, sizeof *w);
	w->game = game;
	w->sym = sym;
	w->side = w->index = -1;
	for (w->pass = 1; w->pass <= 2 && !w->d.bad; w->pass++) {
		if (w->pass == 2 && !has_later(t, n))
			break;
		dec_members(w, base, t, n, o);
	}
	return w->d.bad ? -1 : 0;
}
