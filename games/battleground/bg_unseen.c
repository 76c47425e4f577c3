/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_unseen.c - the leak test's counterfactual (game.h, unseen_gone) for
 * Battleground: a unit the side never saw has gone off the table (lost,
 * leaving no wreck), and the minefield lanes it does not know of and the
 * enemy's fallen figures go too.  It edits the stored state itself, so
 * that a side's report and sheet can be checked to read the same either
 * way.  Test support: nothing in play calls it.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "bg.h"

int
bg_unseen_gone(json_t *st, int v)
{
	json_t *u;
	size_t i;
	int n = 0, s;

	/* bg.h: seen_turn[side] 0 = never seen; gone = lost, and
	 * exited: gone off the table, so a vehicle leaves no wreck
	 * (wrecks are public: rules "wreck_sight") - as if it had
	 * never been there */
	json_array_foreach(json_object_get(st, "units"), i, u) {
		s = (int)json_integer_value(json_object_get(u, "side"));
		if (s == v || json_integer_value(json_array_get(
		    json_object_get(u, "seen_turn"), (size_t)v)) != 0 ||
		    json_integer_value(json_object_get(u, "gone")) != 0)
			continue;
		json_object_set_new(u, "gone", json_integer(1));
		json_object_set_new(u, "exited", json_integer(1));
		json_object_set_new(u, "lost_turn", json_integer(
		    json_integer_value(json_object_get(st, "turn"))));
		n++;
	}
	/* lanes the side does not know of (bit v of "known") and
	 * the enemy's fallen figures (digest 4.16, 4.18) go too */
	for (i = json_array_size(json_object_get(st, "lanes")); i-- > 0;) {
		u = json_array_get(json_object_get(st, "lanes"), i);
		if (json_integer_value(json_object_get(u, "known")) &
		    (1 << v))
			continue;
		json_array_remove(json_object_get(st, "lanes"), i);
		n++;
	}
	for (i = json_array_size(json_object_get(st, "fallen")); i-- > 0;) {
		u = json_array_get(json_object_get(st, "fallen"), i);
		if (json_integer_value(json_object_get(u, "side")) == v)
			continue;
		json_array_remove(json_object_get(st, "fallen"), i);
		n++;
	}
	return n;
}
