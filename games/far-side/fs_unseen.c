/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_unseen.c - the leak test's counterfactual (game.h, unseen_gone) for
 * Far Side of the World: a unit the side never gave an alias (never
 * sighted) is dead this turn and counted among its side's losses.  It
 * edits the stored state itself, so that a side's report and sheet can be
 * checked to read the same either way.  Test support: nothing in play
 * calls it.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "fs.h"

int
fs_unseen_gone(json_t *st, int v)
{
	json_t *u, *lost;
	size_t i;
	const char *side = json_string_value(json_array_get(
	    json_object_get(st, "sides"), (size_t)v));
	int n = 0, s;

	if (side == NULL)
		return -1;
	lost = json_object_get(st, "lost");
	json_array_foreach(json_object_get(st, "units"), i, u) {
		const char *us = json_string_value(json_object_get(u,
		    "side"));
		const json_t *seen = json_object_get(json_object_get(u,
		    "seen"), side);

		if (us == NULL || strcmp(us, side) == 0 ||
		    json_integer_value(json_object_get(seen, "alias")) >
		    0 || !json_is_true(json_object_get(u, "alive")))
			continue;
		json_object_set_new(u, "alive", json_false());
		json_object_set_new(u, "elim_turn", json_integer(
		    json_integer_value(json_object_get(st, "turn"))));
		s = game_state_side(st, us);
		json_array_set_new(lost, (size_t)s, json_integer(
		    json_integer_value(json_array_get(lost, (size_t)s)) +
		    1));
		n++;
	}
	return n;
}
