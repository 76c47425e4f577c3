/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_unseen.c - the leak test's counterfactual, described by a table
 * (state_unseen.h).
 */
#include <stdio.h>

#include "game.h"
#include "state_unseen.h"

static int
truth(const json_t *x)
{
	return json_is_true(x) || json_integer_value(x) != 0;
}

static json_int_t
at(const json_t *st, const struct state_unseen_at *a)
{
	const json_t *x = json_object_get(st, a->key);

	return json_integer_value(a->in != NULL ? json_object_get(x, a->in) :
	    x);
}

/* The unit's side: an index, or a name of the state's "sides"; -1. */
static int
owner(const json_t *st, const json_t *x)
{
	if (json_is_integer(x))
		return json_integer_value(x) >= 0 &&
		    json_integer_value(x) < 1000 ? (int)json_integer_value(x) :
		    -1;
	return json_is_string(x) ? game_state_side(st, json_string_value(x)) :
	    -1;
}

static int
seen(const json_t *u, const struct state_unseen *d, int v, const char *name)
{
	const json_t *x = json_object_get(u, d->seen);

	if (d->seen_by == UNSEEN_BY_INDEX)
		x = json_array_get(x, (size_t)v);
	else if (d->seen_by == UNSEEN_BY_NAME)
		x = json_object_get(x, name);
	return truth(d->seen_in != NULL ? json_object_get(x, d->seen_in) : x);
}

static int
gone(const json_t *st, const json_t *u, const struct state_unseen *d)
{
	const json_t *x = json_object_get(u, d->gone);

	switch (d->gone_how) {
	case UNSEEN_GONE_NONZERO:
		return truth(x);
	case UNSEEN_GONE_IS:
		return json_is_integer(x) && json_integer_value(x) == d->gone_n;
	case UNSEEN_GONE_NOT_TRUE:
		return !json_is_true(x);
	case UNSEEN_GONE_AT_LEAST:
		return json_integer_value(x) >= at(st, &d->gone_at);
	default:
		return 0;
	}
}

static void
count(json_t *o, const char *key)
{
	json_object_set_new(o, key, json_integer(json_integer_value(
	    json_object_get(o, key)) + 1));
}

static void
edit(json_t *st, json_t *u, int s, const struct state_unseen_edit *e)
{
	json_t *a;
	char key[64];

	switch (e->what) {
	case UNSEEN_SET_INT:
		json_object_set_new(u, e->key, json_integer(e->n));
		break;
	case UNSEEN_SET_BOOL:
		json_object_set_new(u, e->key, json_boolean(e->n != 0));
		break;
	case UNSEEN_SET_STATE:
		json_object_set_new(u, e->key, json_integer(at(st, &e->at)));
		break;
	case UNSEEN_COUNT_ARRAY:
		a = json_object_get(st, e->key);
		json_array_set_new(a, (size_t)s, json_integer(
		    json_integer_value(json_array_get(a, (size_t)s)) + 1));
		break;
	case UNSEEN_COUNT_FIELD:
		snprintf(key, sizeof key, "%s[%d]", e->key, s);
		count(json_object_get(st, e->at.key), key);
		break;
	}
}

int
state_unseen_gone(json_t *st, int v, const struct state_unseen *d)
{
	json_t *u;
	size_t i, k;
	const char *name = json_string_value(json_array_get(json_object_get(
	    st, "sides"), (size_t)v));
	int n = 0, s;

	if (v < 0 || (d->seen_by == UNSEEN_BY_NAME && name == NULL))
		return -1;
	json_array_foreach(json_object_get(st, d->units), i, u) {
		s = owner(st, json_object_get(u, d->side));
		if (s < 0 || s == v || seen(u, d, v, name) || gone(st, u, d))
			continue;
		for (k = 0; k < STATE_UNSEEN_EDITS && d->edit[k].what; k++)
			edit(st, u, s, &d->edit[k]);
		n++;
	}
	return n;
}
