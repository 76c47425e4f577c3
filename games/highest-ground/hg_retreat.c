/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_retreat.c - retreats and routs (§7.4 retreat path): each hex farther
 * from every enemy in the combat, never into an enemy combat unit, off
 * the map or prohibited terrain; a ford ends it; one hex more if the last
 * breaks stacking; eliminated when it cannot be completed.  A column
 * dissolves into its tail first, a boat goes ashore (16.3).  Called by the
 * combat phase (hg_combat.c) in its canonical order.
 */
#include <stdio.h>

#include "hg.h"

/*
 * Distance from h to the nearest hex of side's entry edge (its friendly
 * map edge, the third tie-break of the default retreat path), or a large
 * number when the scenario gives the side no edge.
 */
static int
edge_dist(const struct hg_game *g, int h, int side)
{
	int k, d, best = 1000;

	for (k = 0; k < g->lay.w * g->lay.h; k++)
		if ((g->edge[k] & (1 << side)) &&
		    (d = hg_dist(g, h, k)) < best)
			best = d;
	return best;
}

/*
 * Retreat u `hexes` hexes away from `enemies` (§7.4 retreat path).
 * Returns 0, or -1 if it could not and was eliminated.
 */
int
hg_retreat(struct hg_game *g, int u, int hexes, int rout,
    const int *enemies, int ne, struct event_log *log)
{
	struct hg_unit *x = &g->u[u];
	int step, d, h, best, bestd, bestc, k, dd, md, cur, extra = 0, cost;
	int stop, lastdir = -1, p, cls, ed, beste;
	char why[64];

	if (x->tail >= 0) {			/* a column dissolves first */
		x->hex = x->tail;
		x->tail = -1;
		x->mode = HG_T;
	}
	if (x->boat != HG_BOAT_NONE)		/* 16.3: forced ashore */
		hg_disembark(g, u, log);
	cls = hg_type(g, u)->cls == HG_MERC ? HG_FOOT : hg_type(g, u)->cls;
	for (step = 0; step < hexes + extra; step++) {
		cur = x->hex;
		md = 1000;
		for (k = 0; k < ne; k++)
			if (hg_on(g, enemies[k]) && hg_dist(g, cur,
			    g->u[enemies[k]].hex) < md)
				md = hg_dist(g, cur, g->u[enemies[k]].hex);
		best = -1;
		bestd = -1;
		bestc = beste = 1000;
		for (p = 0; p < 8; p++) {
			d = p < 2 ? x->ret_pref[p] : p - 2;
			if (d < 0)
				continue;
			if ((h = hg_neighbour(g, cur, d)) < 0 ||
			    hg_terr(g, h)->cost[cls] < 0 ||
			    hg_enemy_combat_in(g, h, x->side) >= 0)
				continue;
			dd = 1000;
			for (k = 0; k < ne; k++)
				if (hg_on(g, enemies[k]) && hg_dist(g, h,
				    g->u[enemies[k]].hex) < dd)
					dd = hg_dist(g, h, g->u[enemies[k]].hex);
			if (ne > 0 && dd <= md)
				continue;
			cost = hg_step_cost(g, u, cur, h, &stop, why, sizeof why);
			if (cost < 0)
				continue;
			if (p < 2) {		/* RETREAT PREFER wins */
				best = h;
				lastdir = d;
				break;
			}
			/* most distance, least cost, nearest own edge; the
			 * lowest direction wins what is left (scan order) */
			ed = edge_dist(g, h, x->side);
			if (dd > bestd || (dd == bestd && (cost < bestc ||
			    (cost == bestc && ed < beste)))) {
				best = h;
				bestd = dd;
				bestc = cost;
				beste = ed;
				lastdir = d;
			}
		}
		if (best < 0) {
			event_say(log, hg_viewers(g, u), "%U cannot retreat and "
			    "is eliminated", u);
			event_kind(log, EVENT_K_LOSS);
			hg_eliminate(g, u, log);
			return -1;
		}
		(void)hg_step_cost(g, u, cur, best, &stop, why, sizeof why);
		x->hex = best;
		x->entry_dir = hex_opposite(lastdir);
		x->entry_seq = ++g->seq;
		if (stop)
			break;			/* a ford ends the retreat */
		if (step == hexes + extra - 1 && extra == 0 && hg_is_combat(g, u)
		    && hg_combat_in(g, x->hex, x->side, u) >= 0)
			extra = 1;		/* one more for stacking */
	}
	if (hg_is_combat(g, u) && hg_combat_in(g, x->hex, x->side, u) >= 0) {
		event_say(log, hg_viewers(g, u), "%U cannot complete its "
		    "retreat and is eliminated", u);
		event_kind(log, EVENT_K_LOSS);
		hg_eliminate(g, u, log);
		return -1;
	}
	if (rout && lastdir >= 0)
		x->face = lastdir;
	x->retreated = 1;
	x->routed |= rout;
	if (x->mode == HG_B) {
		x->mode = HG_T;			/* supplies lost */
		x->bld_level = x->bld_prog = 0;
	}
	hg_chart(g, u, "%s to %s", rout ? "routs" : "retreats",
	    hg_label(g, x->hex, (char[HEX_LABEL_LEN]){ 0 }));
	event_say(log, hg_viewers(g, u), "%U %s to %H", u, rout ? "routs" :
	    "retreats", x->hex);
	event_kind(log, rout ? EVENT_K_ROUT : EVENT_K_NONE);
	return 0;
}
