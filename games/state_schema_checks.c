/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_schema_checks.c - the rows a state's decoding checks and never
 * stores (state_schema.h: SK_MATCH, SK_ORDER, SK_TALLY, SK_RANGE,
 * SK_UNIQUE), each over the fields read before it. */
#include <strings.h>

#include "state_schema.h"
#include "state_schema_walk.h"

/* S_UNIQUE_BY: the int at off, unless 0, is no earlier element's of
 * the same int at count. */
static int
unique_by(const struct state_walk *w, void *base, const struct state_node *n)
{
	int i, v = INT_AT(base, n->off);
	char *at;

	for (i = 1; v != 0 && i <= w->index; i++) {
		at = (char *)base - (size_t)i * n->size;
		if (INT_AT(at, n->off) == v && INT_AT(at, n->count) ==
		    INT_AT(base, n->count))
			return -1;
	}
	return 0;
}

/* S_RANGES_APART: max ranges from the ints at off to those at count. */
static int
ranges_apart(void *base, const struct state_node *n)
{
	const int *lo = (const int *)(void *)AT(base, n->off);
	const int *hi = (const int *)(void *)AT(base, n->count);
	int i, j;

	for (i = 0; i < n->max; i++) {
		if (lo[i] > hi[i])
			return -1;
		for (j = 0; j < i; j++)
			if (hi[j] >= lo[i] && hi[i] >= lo[j])
				return -1;
	}
	return 0;
}

/* S_UNIQUE_XY: the ints at off and off_y of a live element (its ints
 * at count and off_s set) are no earlier live element's. */
static int
unique_xy(const struct state_walk *w, void *base, const struct state_node *n)
{
	char *at;
	int i;

	if (!INT_AT(base, n->count) || !INT_AT(base, n->off_s))
		return 0;
	for (i = 1; i <= w->index; i++) {
		at = (char *)base - (size_t)i * n->size;
		if (INT_AT(at, n->count) && INT_AT(at, n->off_s) &&
		    INT_AT(at, n->off) == INT_AT(base, n->off) &&
		    INT_AT(at, n->off_y) == INT_AT(base, n->off_y))
			return -1;
	}
	return 0;
}

/* S_TALLY: each side's counter against the elements it counts. */
static int
tally(const struct state_walk *w, void *base, const struct state_node *n)
{
	const char *arr = (const char *)w->game + n->def, *e;
	int s, t, i, c, m, ne = INT_AT(w->game, n->count);

	for (s = 0; s < n->max; s++) {
		t = (n->min & STATE_TALLY_OTHER) ? n->max - 1 - s : s;
		for (c = i = 0; i < ne; i++) {
			e = arr + (size_t)i * n->size;
			m = INT_AT(e, n->off_s + ((n->min & STATE_TALLY_COLUMN) ?
			    (size_t)s * sizeof(int) : 0));
			c += INT_AT(e, n->off_y) == t && ((n->min &
			    STATE_TALLY_ALL) || (m == n->lo) == ((n->min &
			    STATE_TALLY_EQ) != 0));
			c += (n->min & STATE_TALLY_PLUS) &&
			    INT_AT(e, n->off_y) == s;
		}
		m = INT_AT(base, n->off + (size_t)s * sizeof(int));
		if ((n->min & STATE_TALLY_ABOVE) ? m < c : m > c)
			return -1;
	}
	return 0;
}

/* S_SAME_AS, S_NONE_AS_N, S_REF_NOT: the elements the refs at off name
 * (ONE: counted from 1) against the int at off_y (VALUE: y_hi). */
static int
match(const struct state_walk *w, void *base, const struct state_node *n)
{
	char *arr = (char *)w->game + n->def;
	int i, r, nref = (n->how & STATE_COUNT) ? INT_AT(base, n->count) : 1;
	int v = (n->how & STATE_VALUE) ? n->y_hi : INT_AT(base, n->off_y);

	for (i = 0; i < nref; i++) {
		if ((r = INT_AT(base, n->off + (size_t)i * sizeof(int)) -
		    ((n->how & STATE_ONE) != 0)) < 0)
			continue;
		if (r >= n->max || (INT_AT(arr + (size_t)r * n->size,
		    (size_t)n->lo) == v) == ((n->how & STATE_NOT) != 0))
			return -1;
	}
	return 0;
}

/* A decode-only row between fields read before (state_schema_walk.h). */
int
state_check_row(const struct state_walk *w, void *base,
    const struct state_node *n)
{
	int i;

	switch (n->kind) {
	case SK_MATCH:
		return match(w, base, n);
	case SK_ORDER:
		if (n->max > 0)
			return ranges_apart(base, n);
		return (long long)INT_AT(base, n->off) + n->lo <=
		    INT_AT(base, n->count) ? 0 : -1;
	case SK_TALLY:
		return tally(w, base, n);
	case SK_RANGE:
		return INT_AT(base, n->off) >= state_walk_bound(w, n->lo) &&
		    INT_AT(base, n->off) <= state_walk_bound(w, n->hi) ? 0 : -1;
	case SK_UNIQUE:
		if (n->how & STATE_BY)
			return unique_by(w, base, n);
		if (n->how & STATE_PAIR)
			return unique_xy(w, base, n);
		for (i = 0; i < w->index; i++)
			if (strcasecmp(AT(base, n->off) - (size_t)(w->index - i) *
			    n->size, AT(base, n->off)) == 0)
				return -1;
		return 0;
	default:
		return -1;
	}
}
