/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_boats.c - river boats (16.3, an optional rule: OPTION boats on).  A
 * unit and a baggage train spend a turn beside each other and the river
 * (MODE EMBARK, declared in 3.8); at the end of the turn the unit is
 * afloat, in Strategic mode at twice its Strategic rate, until it lands
 * (DISEMBARK, a step onto land, or a retreat).  Boat steps are costed by
 * hg_step_cost (hg_move.c).  The scenario's BOATS limit the units afloat
 * or embarking at once.  Only the owner hears of it, unless the enemy
 * sees the unit.
 */
#include <stdio.h>

#include "hg.h"

/* A hex on the river: one of its hexsides is a river hexside. */
int
hg_river_bank(const struct hg_game *g, int hex)
{
	int d;

	for (d = 0; hex >= 0 && d < 6; d++)
		if (hg_side_feat(g, hex, d) & HG_SF_RIVER)
			return 1;
	return 0;
}

static int
boats_in_use(const struct hg_game *g, int side)
{
	int i, n = 0;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].side == side && hg_on(g, i) && g->u[i].boat)
			n++;
	return n;
}

/* 16.3: why u and baggage b cannot embark now, or NULL. */
static const char *
embark_refusal(const struct hg_game *g, int u, int b)
{
	const struct hg_type *t = hg_type(g, u);

	if (!g->r.opt.boats)
		return "boats are not in this scenario (16.3)";
	if ((t->cls == HG_MOUNTED && !t->leader) || t->cls == HG_WAGON)
		return "mounted units (but leaders) and baggage do not go by "
		    "river";
	if (b < 0 || !hg_on(g, b) || g->u[b].side != g->u[u].side ||
	    hg_type(g, b)->cls != HG_WAGON)
		return "that is not a baggage train of yours in play";
	if (hg_dist(g, g->u[b].hex, g->u[u].hex) > 1)
		return "the baggage train is not adjacent";
	if (!hg_river_bank(g, g->u[u].hex) || !hg_river_bank(g, g->u[b].hex))
		return "the unit and the baggage train must both be beside the "
		    "river";
	return NULL;
}

/*
 * 16.3: MODE <u> EMBARK WITH <baggage> (3.8).  The unit and a baggage
 * train spend the turn beside each other and the river: the unit does not
 * move or attack; at the end of the turn it is afloat (hg_embark_end).
 * A boat is needed: the side has the scenario's BOATS, one per unit.
 */
int
hg_embark(struct hg_game *g, int u, int b, char *why, size_t n)
{
	struct hg_unit *x = &g->u[u];
	const char *r = embark_refusal(g, u, b);

	if (r == NULL && x->boat == HG_BOAT_AFLOAT)
		r = "it is afloat already";
	if (r == NULL && x->boat == HG_BOAT_NONE &&
	    boats_in_use(g, x->side) >= g->boats[x->side])
		r = "no boat left";
	if (r != NULL) {
		snprintf(why, n, "%s", r);
		return -1;
	}
	if (x->tail >= 0)
		x->tail = -1;
	x->mode = HG_T;
	x->boat = HG_BOAT_EMBARKING;
	x->boat_from = b + 1;
	return 0;
}

/* End of turn: the units that spent the turn embarking go afloat, in
 * Strategic mode (16.3); the others lose the turn's work. */
void
hg_embark_end(struct hg_game *g, struct event_log *log)
{
	const char *r;
	int u;

	for (u = 0; u < g->nunits; u++) {
		struct hg_unit *x = &g->u[u];

		if (!hg_on(g, u) || x->boat != HG_BOAT_EMBARKING)
			continue;
		r = x->moved || x->retreated ? "it moved" :
		    embark_refusal(g, u, x->boat_from - 1);
		if (r != NULL) {
			x->boat = HG_BOAT_NONE;
			x->boat_from = 0;
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U does "
			    "not embark: %s", u, r);
			continue;
		}
		x->boat = HG_BOAT_AFLOAT;
		x->mode = HG_S;
		hg_chart(g, u, "embarks at %s", hg_label(g, x->hex,
		    (char[HEX_LABEL_LEN]){ 0 }));
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U embarks at "
		    "%H: afloat, it moves at twice its Strategic rate along "
		    "the river (16.3)", u, x->hex);
		if (x->seen)
			event_say(log, EVENT_V_SIDE(1 - x->side), "%U takes to the "
			    "river in boats at %H", u, x->hex);
	}
}

/* 16.3: back on land in its hex, Tactical; the boat is free again. */
void
hg_disembark(struct hg_game *g, int u, struct event_log *log)
{
	struct hg_unit *x = &g->u[u];

	if (x->boat == HG_BOAT_NONE)
		return;
	x->boat = HG_BOAT_NONE;
	x->boat_from = 0;
	x->mode = HG_T;
	hg_chart(g, u, "disembarks at %s", hg_label(g, x->hex,
	    (char[HEX_LABEL_LEN]){ 0 }));
	event_say(log, hg_viewers(g, u), "%U disembarks at %H", u, x->hex);
}
