/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sheet_orders.c - orders described once as rows, read by sheet_read
 * (sheet_read.h). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sheet_read.h"

#define TEXTS	(1 + SHEET_ORDER_ARGS)	/* the unit, then a text a word */
_Static_assert(TEXTS == 5, "order_line hands said five texts");

#define USAGE	"no such order, or not its words"

/* A table's text, or the kit's when it gives none. */
#define TEXT(t, f, kit)	((t)->f != NULL ? (t)->f : (kit))

struct rows {
	const struct sheet_orders *t;
	const void *g;
	const char *units;	/* the game's u[0] */
	int side, nunits, nomem;
	unsigned char *done;	/* an order seen for unit u */
	json_t *orders;
	struct sheet_check *out;
};

/* The int `at` bytes into the game. */
static int
game_int(const struct rows *c, size_t at)
{
	int v;

	memcpy(&v, (const char *)c->g + at, sizeof v);
	return v;
}

static const char *
unit_id(const struct rows *c, int u)
{
	return c->units + (size_t)u * c->t->unit_size + c->t->id_at;
}

/* The unit whose id is w, on `side` (or, when foe, on any other): its
 * index, or -1. */
static int
find_unit(const struct rows *c, const char *w, int foe)
{
	int u = game_find_name(c->units, c->nunits, c->t->unit_size,
	    c->t->id_at, w);

	if (u < 0)
		return -1;
	return (game_int(c, c->t->units_at + (size_t)u * c->t->unit_size +
	    c->t->side_at) == c->side) != foe ? u : -1;
}

static int
words_of(const struct sheet_order *o)
{
	int i, n = 0;

	for (i = 0; i < SHEET_ORDER_ARGS && o->arg[i].kind; i++)
		n += o->arg[i].kind == SHEET_ARG_POINT ? 2 : 1;
	return n;
}

/* A point's two words w[0], w[1]: 0, else -1. */
static int
point(const struct rows *c, char *const *w, int *x, int *y)
{
	if (c->t->point != NULL)
		return c->t->point(c->g, w, x, y);
	if (c->t->units == NULL)
		return -1;
	return word_xy(w[0], w[1], c->t->units, game_int(c, c->t->max_x_at),
	    game_int(c, c->t->max_y_at), x, y);
}

/* A number word of kind a->kind into *v: 0, else -1. */
static int
number(const struct rows *c, const struct sheet_arg *a, const char *w,
    int64_t *v)
{
	int deg;

	if (a->kind == SHEET_ARG_INT)
		return word_int(w, a->lo, a->hi, v);
	if (a->kind == SHEET_ARG_LENGTH && c->t->units != NULL)
		return word_length(w, c->t->units, a->lo, a->hi, v);
	if (a->kind == SHEET_ARG_BEARING && word_bearing(w, &deg) == 0) {
		*v = deg;
		return 0;
	}
	return -1;
}

/* Row o's words w into j, v (the values) and txt (as written back):
 * 0, else -1. */
static int
read_args(const struct rows *c, const struct sheet_order *o, char **w,
    json_t *j, int64_t *v, char txt[][48])
{
	const struct sheet_arg *a;
	int i, x, y, u;

	for (i = 0, a = o->arg; i < SHEET_ORDER_ARGS && a->kind; i++, a++) {
		if (a->kind == SHEET_ARG_ENEMY) {
			if ((u = find_unit(c, *w++, 1)) < 0)
				return -1;
			json_object_set_new(j, a->key,
			    json_string(unit_id(c, u)));
			snprintf(txt[i], sizeof txt[i], "%s", unit_id(c, u));
			*v++ = u;
		} else if (a->kind == SHEET_ARG_POINT) {
			if (point(c, w, &x, &y) != 0)
				return -1;
			w += 2;
			json_object_set_new(j, a->key, json_integer(x));
			json_object_set_new(j, a->key2, json_integer(y));
			word_point_text(x, y, c->t->per, WORD_FEWEST, txt[i],
			    sizeof txt[i]);
			*v++ = x;
			*v++ = y;
		} else {
			if (number(c, a, *w++, v) != 0)
				return -1;
			json_object_set_new(j, a->key, json_integer(*v));
			if (a->kind == SHEET_ARG_LENGTH)
				word_length_text(*v, c->t->per, WORD_FEWEST,
				    txt[i], sizeof txt[i]);
			else
				snprintf(txt[i], sizeof txt[i], "%" PRId64, *v);
			v++;
		}
	}
	return 0;
}

/* One line: KEYWORD unit words... (sheet_reader's line). */
static const char *
order_line(void *cv, int line, char **w, int n)
{
	struct rows *c = cv;
	const struct sheet_orders *t = c->t;
	const struct sheet_order *o;
	int64_t v[2 * SHEET_ORDER_ARGS];
	char txt[TEXTS][48] = { { 0 } };
	const char *why = NULL;
	json_t *j;
	int u;

	if (n < 2)
		return TEXT(t, usage, USAGE);
	if ((u = find_unit(c, w[1], 0)) < 0)
		return TEXT(t, not_own, "not one of your units");
	if (c->done[u])
		return TEXT(t, twice, "a second order for that unit");
	c->done[u] = 1;
	for (o = t->order; o->keyword != NULL; o++)
		if (strcasecmp(o->keyword, w[0]) == 0 && n == 2 + words_of(o))
			break;
	if (o->keyword == NULL)
		return TEXT(t, usage, USAGE);
	if ((j = json_object()) == NULL) {
		c->nomem = 1;
		return "out of memory";
	}
	json_object_set_new(j, t->unit_key, json_string(unit_id(c, u)));
	json_object_set_new(j, t->op_key, json_string(o->keyword));
	if (read_args(c, o, w + 2, j, v, txt + 1) != 0)
		why = o->refused;
	else if (o->check != NULL)
		why = o->check(c->g, c->side, u, v);
	if (why == NULL && t->alive != NULL && !t->alive(c->g, u)) {
		sheet_check_said(c->out, line, TEXT(t, gone, "%s is gone: no "
		    "order"), w[1]);
		json_decref(j);
		return NULL;
	}
	if (why != NULL) {
		json_decref(j);
		return why;
	}
	snprintf(txt[0], sizeof txt[0], "%s", unit_id(c, u));
	sheet_check_said(c->out, line, o->said, txt[0], txt[1], txt[2],
	    txt[3], txt[4]);
	json_array_append_new(c->orders, j);
	return NULL;
}

int
sheet_orders_read(const struct sheet_orders *t, const void *g, int side,
    const char *text, size_t len, int first_line, struct sheet_check *out)
{
	const struct sheet_reader r = { .flags = t->flags,
	    .line = order_line };
	struct rows c = { .t = t, .g = g, .side = side, .out = out,
	    .units = (const char *)g + t->units_at };

	c.nunits = game_int(&c, t->nunits_at);
	if (c.nunits < 0)
		c.nunits = 0;
	c.done = calloc((size_t)c.nunits + 1, 1);
	c.orders = json_array();
	if (c.done == NULL || c.orders == NULL) {
		free(c.done);
		json_decref(c.orders);
		return PBEM_ERR_NOMEM;
	}
	sheet_read(&r, &c, text, len, first_line, c.orders, out);
	free(c.done);
	return c.nomem ? PBEM_ERR_NOMEM : PBEM_OK;
}
