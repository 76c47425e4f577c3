/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_point.c - a place stored as a point or a name (state_schema.h,
 * S_POINT_OR_NAME): [x, y] within the board the walk's bounds give, or a
 * name the module's names know (a feature of the map), with an int that
 * says which is held (1 the point, 2 the name, 0 none: not written).
 */
#include <string.h>

#include "state_schema.h"

#define AT(base, off)	((char *)(base) + (off))
#define INT_AT(base, off)	(*(int *)(void *)AT(base, off))
#define CINT(base, off)	(*(const int *)(const void *)((const char *) \
			    (base) + (off)))

json_t *
state_point_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	int at = CINT(base, n->off);

	(void)w;
	*skip = at != 1 && at != 2;
	if (*skip)
		return NULL;
	return at == 1 ? json_pack("[ii]", CINT(base, n->count), CINT(base,
	    n->off_y)) : json_string((const char *)base + n->off_s);
}

int
state_point_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	const char *s = json_string_value(v);
	int x, y;

	INT_AT(base, n->off) = 0;
	if (v == NULL)
		return 0;
	if (json_is_array(v) && json_unpack((json_t *)v, "[ii]", &x, &y) ==
	    0 && x >= 0 && y >= 0 && x <= state_walk_bound(w, n->hi) &&
	    y <= state_walk_bound(w, n->y_hi)) {
		INT_AT(base, n->off) = 1;
		INT_AT(base, n->count) = x, INT_AT(base, n->off_y) = y;
		return 0;
	}
	if (s == NULL || strlen(s) >= n->size ||
	    state_names_index(n->names, w->game, s) < 0)
		return -1;
	INT_AT(base, n->off) = 2;
	memcpy(AT(base, n->off_s), s, strlen(s) + 1);
	return 0;
}
