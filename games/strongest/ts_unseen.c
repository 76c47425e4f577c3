/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_unseen.c - the leak test's counterfactual (game.h, unseen_gone) for
 * To The Strongest!: a unit the side never knew of is lost.  It edits the
 * stored state itself, so that a side's report and sheet can be checked to
 * read the same either way.  Test support: nothing in play calls it.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "ts.h"

int
ts_unseen_gone(json_t *st, int v)
{
	json_t *u;
	size_t i;
	int n = 0, s;

	/* ts.h: status 1 is TS_LOST; "known": the enemy has seen
	 * the unit at some time (an ambush, a flank march, a reserve
	 * and in FOW los a unit never in sight have 0) */
	json_array_foreach(json_object_get(st, "units"), i, u) {
		s = (int)json_integer_value(json_object_get(u, "side"));
		if (s == v || json_integer_value(json_object_get(u,
		    "known")) != 0 || json_integer_value(
		    json_object_get(u, "status")) == 1)
			continue;
		json_object_set_new(u, "status", json_integer(1));
		n++;
	}
	return n;
}
