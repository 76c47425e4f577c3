/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_roster.c - what every module's campaign part shares about a
 * roster (games/campaign.h): a side's object, finding or adding an entry,
 * its members, the referee's numbers, and a battle's mark on an entry.
 */
#include <stdlib.h>
#include <string.h>

#include "campaign.h"

json_t *
campaign_side_roster(json_t *rosters, const char *side)
{
	json_t *r = json_object_get(rosters, side);

	if (r == NULL && (r = json_object()) != NULL) {
		if (json_object_set_new(r, "order", json_integer(
		    (json_int_t)json_object_size(rosters))) ||
		    json_object_set_new(r, "entries", json_array()) ||
		    json_object_set_new(rosters, side, r))
			return NULL;
	}
	return r;
}

json_t *
campaign_entry(const json_t *roster, const char *id)
{
	const json_t *e;
	size_t i;

	json_array_foreach(json_object_get(roster, "entries"), i, e)
		if (strcmp(campaign_str(e, "id"), id) == 0)
			return (json_t *)e;
	return NULL;
}

json_t *
campaign_entry_add(json_t *roster, const char *id, const char *name,
    int muster)
{
	json_t *a = json_object_get(roster, "entries"), *e;

	if (a == NULL) {
		a = json_array();
		if (a == NULL || json_object_set_new(roster, "entries", a))
			return NULL;
	}
	if (json_array_size(a) >= CAMPAIGN_MAX_ENTRIES ||
	    (e = json_pack("{s:s, s:s, s:s, s:b, s:i}", "id", id, "name", name,
	    "status", "ready", "muster", muster, "battles", 0)) == NULL)
		return NULL;
	if (json_array_append_new(a, e))
		return NULL;
	return e;
}

json_t *
campaign_unit_add(json_t *rosters, const char *side, const char *id,
    const char *kind)
{
	json_t *r = json_object_get(rosters, side), *e;

	if (r == NULL || (e = campaign_entry_add(r, id, id, 1)) == NULL ||
	    json_object_set_new(e, "kind", json_string(kind)))
		return NULL;
	return e;
}

const char *
campaign_str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

int
campaign_param(const json_t *params, const char *group, const char *key,
    int dflt, int lo, int hi)
{
	const json_t *v = json_object_get(json_object_get(params, group), key);
	json_int_t x;

	if (!json_is_integer(v))
		return dflt;
	x = json_integer_value(v);
	return x < lo ? lo : x > hi ? hi : (int)x;
}

json_t *
campaign_fought(json_t *roster, const char *id, int lost)
{
	json_t *e = campaign_entry(roster, id);

	if (e == NULL)
		return NULL;
	json_object_set_new(e, "battles", json_integer(json_integer_value(
	    json_object_get(e, "battles")) + 1));
	json_object_set_new(e, "last", json_string(lost ? "lost" : "fought"));
	if (lost)
		json_object_set_new(e, "status", json_string("lost"));
	return e;
}

void
campaign_battle_spent(json_t *roster)
{
	json_t *e;
	size_t i;

	json_array_foreach(json_object_get(roster, "entries"), i, e)
		json_object_del(e, "last");
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void
campaign_sort_ids(const char **ids, size_t n)
{
	qsort(ids, n, sizeof ids[0], by_name);
}

int
campaign_cost_of(const json_t *e, const char *grade_key)
{
	const json_t *c = json_object_get(e, "cost");

	if (json_is_object(c))
		c = json_object_get(c, campaign_str(e, grade_key));
	return json_is_integer(c) && json_integer_value(c) >= 0 &&
	    json_integer_value(c) <= 100000 ? (int)json_integer_value(c) : -1;
}
