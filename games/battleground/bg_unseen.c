/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_unseen.c - the leak test's counterfactual (game.h, unseen_gone) for
 * Battleground: a unit the side never saw has gone off the table (lost,
 * leaving no wreck), and the minefield lanes it does not know of and the
 * enemy's fallen figures go too.  It edits the stored state itself, so
 * that a side's report and sheet can be checked to read the same either
 * way.  Test support: nothing in play calls it.
 */
#include "bg.h"
#include "state_unseen.h"

/* bg.h: seen_turn[side] 0 = never seen; gone = lost, and exited: gone
 * off the table, so a vehicle leaves no wreck (wrecks are public: rules
 * "wreck_sight") - as if it had never been there */
static const struct state_unseen bg_unseen = {
	.units = "units", .side = "side",
	.seen = "seen_turn", .seen_by = UNSEEN_BY_INDEX,
	.gone = "gone", .gone_how = UNSEEN_GONE_NONZERO,
	.edit = { { UNSEEN_SET_INT, "gone", 1, { NULL, NULL } },
	    { UNSEEN_SET_INT, "exited", 1, { NULL, NULL } },
	    { UNSEEN_SET_STATE, "lost_turn", 0, { "turn", NULL } } },
};

int
bg_unseen_gone(json_t *st, int v)
{
	json_t *u;
	size_t i;
	int n = state_unseen_gone(st, v, &bg_unseen);

	if (n < 0)
		return n;
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
