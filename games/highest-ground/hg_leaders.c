/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_leaders.c - leadership (§11, 9.1, R-28): in each combat phase every
 * leader on the map gives its L-rating in morale to at most L of its
 * side's units in combat within L hexes, by its owner's LEADER list, then
 * by the default order.  The combat phase (hg_combat.c) says who takes
 * part and adds the bonuses into the morale contest (Table 3 M2); it also
 * applies a leader's defence (9.2, alone: D 1, morale L) and fate (9.3);
 * R-29 is hg_move.c's.  Only the owner is told who got a bonus.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hg.h"

/* Distance from a leader's hex to unit k (the nearer end of a column). */
static int
lead_dist(const struct hg_game *g, int l, int k)
{
	int d = hg_dist(g, g->u[l].hex, g->u[k].hex);

	if (g->u[k].tail >= 0 && hg_dist(g, g->u[l].hex, g->u[k].tail) < d)
		d = hg_dist(g, g->u[l].hex, g->u[k].tail);
	return d;
}

/* The LEADER priority list of leader l for this phase, or NULL. */
static const json_t *
lead_list(const struct hg_game *g, const json_t *orders, int l)
{
	const json_t *v;
	size_t i;

	json_array_foreach(json_object_get(json_object_get(orders,
	    g->side[g->u[l].side]), "leaders"), i, v) {
		const char *id = json_string_value(json_object_get(v, "unit"));

		if (id != NULL && strcasecmp(id, g->u[l].id) == 0)
			return json_object_get(v, "units");
	}
	return NULL;
}

/*
 * §11 (9.1, R-28): each leader gives +L morale to at most L units of its
 * side that take part in this phase's combats (part[]: 1 defending, 2
 * attacking) within L hexes; no LOS is needed.  The owner's LEADER list is served
 * first, in its order; the rest of the quota goes to defending units,
 * then attackers, nearest first, then by id.  A unit takes one leader's
 * bonus, the highest L: leaders are served from the highest L down.
 */
void
hg_leaders(const struct hg_game *g, const int *part, const json_t *orders,
    int *lead, struct event_log *log)
{
	int k, l, L, used, best, bd, role, d;
	const json_t *pri, *v;
	size_t pi;
	char got[HG_MAX_UNITS * (HG_ID_LEN + 2)];

	memset(lead, 0, sizeof(int) * HG_MAX_UNITS);
	for (L = 6; L >= 1; L--)
		for (l = 0; l < g->nunits; l++) {
			if (!hg_on(g, l) || hg_type(g, l)->leader != L)
				continue;
			got[0] = '\0';
			used = 0;
			pri = lead_list(g, orders, l);
			json_array_foreach(pri, pi, v) {
				if (used == L)
					break;
				k = hg_find_unit(g, json_string_value(v) ?
				    json_string_value(v) : "");
				if (k < 0 || !part[k] || lead[k] ||
				    g->u[k].side != g->u[l].side ||
				    lead_dist(g, l, k) > L)
					continue;
				lead[k] = L;
				used++;
				snprintf(got + strlen(got), sizeof got -
				    strlen(got), "%s%s", got[0] ? ", " : "",
				    g->u[k].id);
			}
			for (; used < L; used++) {
				best = -1;
				bd = 1000;
				for (role = 1; role <= 2 && best < 0; role++)
					for (k = 0; k < g->nunits; k++) {
						if (part[k] != role || lead[k] ||
						    g->u[k].side != g->u[l].side)
							continue;
						d = lead_dist(g, l, k);
						if (d > L || d > bd || (d == bd &&
						    strcmp(g->u[k].id,
						    g->u[best].id) > 0))
							continue;
						bd = d;
						best = k;
					}
				if (best < 0)
					break;
				lead[best] = L;
				snprintf(got + strlen(got), sizeof got -
				    strlen(got), "%s%s", got[0] ? ", " : "",
				    g->u[best].id);
			}
			/* the owner's news only: the leader may be hidden */
			if (got[0])
				event_say(log, EVENT_V_REF | EVENT_V_SIDE(g->u[l].side),
				    "Leader %U (L%d) gives +%d morale to %s", l,
				    L, L, got);
		}
}
