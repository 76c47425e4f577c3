/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_unseen.c - the leak test's counterfactual (game.h, unseen_gone) for
 * The Highest Ground: a unit with no alias (never sighted) is eliminated
 * and counted among its side's losses.  It edits the stored state itself,
 * so that a side's report and sheet can be checked to read the same either
 * way.  Test support: nothing in play calls it.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "hg.h"

static void
bump(json_t *o, const char *key, int by)
{
	json_object_set_new(o, key, json_integer(json_integer_value(
	    json_object_get(o, key)) + by));
}

int
hg_unseen_gone(json_t *st, int v)
{
	json_t *u, *game;
	size_t i;
	int n = 0, s;
	char key[32];

	game = json_object_get(st, "game");
	json_array_foreach(json_object_get(st, "units"), i, u) {
		s = (int)json_integer_value(json_object_get(u, "side"));
		if (s == v || json_integer_value(json_object_get(u,
		    "alias")) != 0 || json_integer_value(
		    json_object_get(u, "status")) != 0)
			continue;
		json_object_set_new(u, "status", json_integer(1));
		snprintf(key, sizeof key, "lost[%d]", s);
		bump(game, key, 1);
		n++;
	}
	return n;
}
