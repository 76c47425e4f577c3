/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_unseen.c - the leak test's counterfactual (game.h, unseen_gone) for
 * GLORY: a man the enemy never saw is dead; a gun or a wagon never seen is
 * destroyed.  It edits the stored state itself, so that a side's report
 * and sheet can be checked to read the same either way.  Test support:
 * nothing in play calls it.
 */
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "gl.h"

int
gl_unseen_gone(json_t *st, int v)
{
	json_t *u;
	size_t i;
	static const char *const things[] = { "guns", "wagons" };
	int n = 0, s, k;

	/* gl.h: status 1 is GL_ST_DEAD; "ever_seen": the man's enemy
	 * has seen him at some time */
	json_array_foreach(json_object_get(st, "men"), i, u) {
		s = (int)json_integer_value(json_object_get(u, "side"));
		if (s == v || json_integer_value(json_object_get(u,
		    "ever_seen")) != 0 || json_integer_value(
		    json_object_get(u, "status")) != 0)
			continue;
		json_object_set_new(u, "status", json_integer(1));
		n++;
	}
	/* guns and wagons (gl_wagon.c) never seen: destroyed */
	for (k = 0; k < 2; k++)
		json_array_foreach(json_object_get(st, things[k]), i, u) {
			s = (int)json_integer_value(json_object_get(u, "side"));
			if (s == v || json_integer_value(json_object_get(u,
			    "ever_seen")) != 0)
				continue;
			json_object_set_new(u, "destroyed", json_integer(1));
			n++;
		}
	return n;
}
