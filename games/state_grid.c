/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_grid.c - what a board on a square grid stores (state_schema.h):
 * a cell by its label ("C4", grid_square.h), held as x and y or as one
 * index (y * cols + x), a set of cells (a mark a cell) as the labels of
 * the marked ones, the map as rows of one character a cell, and a path
 * of steps each a cell or a compass direction, each within the board
 * the walk's bounds give, so a module on a grid writes a row of its
 * table, not a codec.
 */
#include <string.h>

#include "grid_square.h"
#include "state_schema.h"

#define AT(base, off)	((char *)(base) + (off))

/* FLAG: the int at count is 0 (the cell is null, and not read). */
#define UNSET(base, n)	(((n)->how & STATE_FLAG) && *(const int *) \
			    (const void *)AT(base, (n)->count) == 0)

json_t *
state_cell_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	const int *x = (const int *)(const void *)AT(base, n->off);
	char b[GRID_LABEL_LEN];

	(void)w;
	(void)skip;
	if (UNSET(base, n))
		return json_null();
	grid_label(x[0], x[n->size / sizeof(int)], b);
	return json_string(b);
}

/* S_CELL_OR, missing: the cell of the element the int at count names,
 * the element's x lo bytes into it (elements off_y bytes apart, max of
 * them). */
static int
cell_of_ref(const struct state_walk *w, const void *base,
    const struct state_node *n, int *x)
{
	int r = *(const int *)(const void *)AT(base, n->count);
	const int *e;

	if (r < 0 || r >= n->max)
		return -1;
	e = (const int *)(const void *)AT(w->game, (size_t)n->def +
	    (size_t)r * n->off_y + (size_t)n->lo);
	x[0] = e[0];
	x[n->size / sizeof(int)] = e[n->size / sizeof(int)];
	return 0;
}

int
state_cell_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	int *x = (int *)(void *)AT(base, n->off);
	const char *s = json_string_value(v);

	if (UNSET(base, n))
		return 0;
	if (v == NULL && (n->how & STATE_LAX))
		return cell_of_ref(w, base, n, x);
	return s != NULL && grid_parse(s, state_walk_bound(w, n->hi),
	    state_walk_bound(w, n->y_hi), &x[0], &x[n->size / sizeof(int)]) ==
	    0 ? 0 : -1;
}

json_t *
state_cell_json(const struct state_walk *w, const struct state_node *n,
    int c)
{
	int cols = state_walk_bound(w, n->hi);
	char b[GRID_LABEL_LEN];

	grid_label(c % cols, c / cols, b);
	return json_string(b);
}

int
state_cell_index(const struct state_walk *w, const struct state_node *n,
    const json_t *v)
{
	const char *s = json_string_value(v);
	int x, y, cols = state_walk_bound(w, n->hi);

	if (s == NULL || grid_parse(s, cols, state_walk_bound(w, n->y_hi), &x,
	    &y) != 0)
		return -1;
	return y * cols + x;
}

json_t *
state_cell_at_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	(void)skip;
	return state_cell_json(w, n, *(const int *)(const void *)AT(base,
	    n->off));
}

int
state_cell_at_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	int c = state_cell_index(w, n, v);

	if (c < 0)
		return -1;
	*(int *)(void *)AT(base, n->off) = c;
	return 0;
}

json_t *
state_cells_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	int c, k = state_walk_bound(w, n->hi) * state_walk_bound(w, n->y_hi);
	json_t *a = json_array();

	(void)skip;
	for (c = 0; a != NULL && c < k && (size_t)c < n->size; c++)
		if (AT(base, n->off)[c] && json_array_append_new(a,
		    state_cell_json(w, n, c)) != 0) {
			json_decref(a);
			a = NULL;
		}
	return a;
}

int
state_cells_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	const json_t *e;
	size_t i;
	int c;

	if (!json_is_array(v))
		return -1;
	memset(AT(base, n->off), 0, n->size);
	json_array_foreach(v, i, e) {
		if ((c = state_cell_index(w, n, e)) < 0 || (size_t)c >= n->size)
			return -1;
		AT(base, n->off)[c] = 1;
	}
	return 0;
}

json_t *
state_rows_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	int y, cols = state_walk_bound(w, n->hi), rows = state_walk_bound(w,
	    n->y_hi);
	json_t *a = json_array();

	(void)skip;
	for (y = 0; a != NULL && y < rows; y++)
		if (json_array_append_new(a, json_stringn(AT(base, n->off) +
		    y * cols, (size_t)cols)) != 0) {
			json_decref(a);
			a = NULL;
		}
	return a;
}

/* S_ROWS_OF (an element's size in off_y): each of the k chars of the
 * map m a code of the game's array. */
static int
rows_of(const struct state_walk *w, const char *m, int k,
    const struct state_node *n)
{
	const char *arr = (const char *)w->game + n->def;
	int c, i, ne = *(const int *)(const void *)AT(w->game, n->count);

	for (c = 0; c < k; c++) {
		for (i = 0; i < ne; i++)
			if (arr[(size_t)i * n->off_y + (size_t)n->lo] == m[c])
				break;
		if (i == ne)
			return -1;
	}
	return 0;
}

int
state_rows_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	int y, cols = state_walk_bound(w, n->hi), rows = state_walk_bound(w,
	    n->y_hi);
	const char *s;

	if (!json_is_array(v) || json_array_size(v) != (size_t)rows ||
	    (size_t)cols * (size_t)rows > n->size)
		return -1;
	for (y = 0; y < rows; y++) {
		s = json_string_value(json_array_get(v, (size_t)y));
		if (s == NULL || strlen(s) != (size_t)cols)
			return -1;
		memcpy(AT(base, n->off) + y * cols, s, (size_t)cols);
	}
	return n->off_y > 0 ? rows_of(w, AT(base, n->off),
	    cols * rows, n) : 0;
}

/* Steps: int f[] counted by the int at count, each a cell index (its
 * label) or a direction d held as -1 - d (its name, grid_dir8_name). */
json_t *
state_steps_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	const int *step = (const int *)(const void *)AT(base, n->off);
	int i, k = *(const int *)(const void *)AT(base, n->count);
	json_t *a = json_array();

	(void)skip;
	for (i = 0; a != NULL && i < k; i++)
		if (json_array_append_new(a, step[i] < 0 ? json_string(
		    grid_dir8_name(-1 - step[i])) : state_cell_json(w, n,
		    step[i])) != 0) {
			json_decref(a);
			a = NULL;
		}
	return a;
}

int
state_steps_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	int *step = (int *)(void *)AT(base, n->off), d;
	const json_t *e;
	size_t i;

	if (!json_is_array(v) || json_array_size(v) > (size_t)n->max)
		return -1;
	json_array_foreach(v, i, e) {
		d = json_is_string(e) ? grid_dir8_parse(json_string_value(e)) :
		    -1;
		if (d >= 0)
			step[i] = -1 - d;
		else if ((step[i] = state_cell_index(w, n, e)) < 0)
			return -1;
	}
	*(int *)(void *)AT(base, n->count) = (int)json_array_size(v);
	return 0;
}
