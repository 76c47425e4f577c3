/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_prisoner.c - prisoners and guards (digest 4.10.3, 4.10.4, 8.1).  A
 * unit that surrenders to infantry is guarded by one of the winner's
 * figures per guard_per prisoners (rules.json units, 4), at least one,
 * never a medic; guards and prisoners form a new unit (the winner's id
 * and "P") that walks to its own rear edge on every move card of its
 * side, holds its fire, and stays there; if the guards would be the whole
 * winner, the winner itself keeps the prisoners.  All guards dead: the
 * prisoners are gone, not captured.  A unit that surrenders to a vehicle
 * is escorted (PRIS <vehicle> ESCORT, the default: the vehicle drives its
 * prisoners to its rear edge on its move cards, on its dice less one) or
 * released (PRIS <vehicle> RELEASE: the unit goes free as it is and may
 * join another unit).  Prisoners never escape and are never harmed.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

static void
taken(struct bg_game *g, int u)
{
	g->u[u].figs[0] = '\0';
	g->u[u].gone = 1;
	g->u[u].lost_turn = g->turn;
}

/* A new unit of side's for the guards: a free slot and a new id. */
static int
new_unit(struct bg_game *g, int w)
{
	struct bg_unit *n;
	int k;

	if (g->nunits >= BG_MAX_UNITS)
		return -1;
	n = &g->u[g->nunits];
	memset(n, 0, sizeof *n);
	for (k = 0; k < 10; k++) {
		snprintf(n->id, sizeof n->id, k ? "%.10sP%d" : "%.10sP",
		    g->u[w].id, k);
		if (bg_unit_find(g, n->id) < 0)
			break;
	}
	if (k == 10)
		return -1;
	n->side = g->u[w].side;
	n->grade = g->u[w].grade;
	n->x = g->u[w].x;
	n->y = g->u[w].y;
	n->facing = g->u[w].facing;
	n->form = BG_COLUMN;
	n->bldg = -1;
	n->seen_turn[0] = g->u[w].seen_turn[0];
	n->seen_turn[1] = g->u[w].seen_turn[1];
	return g->nunits++;
}

void
bg_surrender(struct bg_turn *t, int loser, int winner)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[loser], *w = &g->u[winner];
	struct bg_order o;
	char guards[BG_MAX_FIGS + 1], rest[BG_MAX_FIGS + 1];
	int n = bg_nfigs(x), need, i, ng = 0, nr = 0, e;

	if (w->veh) {
		if (bg_line_for(g, w->side, winner, BG_O_PRIS, &o) &&
		    o.choice[0] == BG_PRIS_RELEASE) {
			bg_say(t, loser, winner, "%s gives up to %s, which "
			    "releases it: it goes free.", x->id, w->id);
			return;
		}
		taken(g, loser);
		w->prisoners += n;
		if (w->prisoners > BG_MAX_FIGS)
			w->prisoners = BG_MAX_FIGS;
		bg_say(t, loser, winner, "%s surrenders to %s: %d prisoners, "
		    "escorted to the rear.", x->id, w->id, n);
		event_kind(t->log, EVENT_K_LOSS);
		return;
	}
	need = (n + g->ur.guard_per - 1) / g->ur.guard_per;
	need = need < 1 ? 1 : need;
	taken(g, loser);
	/* guards: normal figures first, then specials, never a medic */
	for (i = 0; w->figs[i]; i++)
		if (ng < need && (w->figs[i] == 'R' || w->figs[i] == 'E' ||
		    w->figs[i] == 'C'))
			guards[ng++] = w->figs[i];
		else
			rest[nr++] = w->figs[i];
	for (i = 0; i < nr && ng < need; i++)
		if (rest[i] != 'M' && nr - 1 > 0) {
			guards[ng++] = rest[i];
			memmove(rest + i, rest + i + 1, (size_t)(nr - i - 1));
			nr--;
			i--;
		}
	guards[ng] = rest[nr] = '\0';
	if (nr == 0 || ng == 0 || (e = new_unit(g, winner)) < 0) {
		/* [P] the whole winner guards them */
		w->prisoners += n;
		if (w->prisoners > BG_MAX_FIGS)
			w->prisoners = BG_MAX_FIGS;
		bg_say(t, loser, winner, "%s surrenders to %s: %d prisoners, "
		    "kept with %s.", x->id, w->id, n, w->id);
		event_kind(t->log, EVENT_K_LOSS);
		return;
	}
	w = &g->u[winner];
	snprintf(g->u[e].figs, sizeof g->u[e].figs, "%s", guards);
	snprintf(w->figs, sizeof w->figs, "%s", rest);
	g->u[e].start_figs = ng;
	w->start_figs -= ng;
	if (w->start_figs < 0)
		w->start_figs = 0;
	g->u[e].prisoners = n;
	bg_say(t, loser, winner, "%s surrenders to %s: %d prisoners; %d "
	    "guard%s form %s and take them to the rear.", x->id, w->id, n,
	    ng, ng == 1 ? "" : "s", g->u[e].id);
	event_kind(t->log, EVENT_K_LOSS);
}

/* An escort on its side's move card: straight for its own rear edge,
 * where it stays (a vehicle on its dice less one). */
void
bg_escort_move(struct bg_turn *t, int u)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	struct bg_order o;

	memset(&o, 0, sizeof o);
	o.unit = u;
	o.face = o.form = o.bldg = -1;
	o.npts = 1;
	o.pts[0] = bg_centre(g, x);
	switch (g->rear[x->side]) {
	case 0: o.pts[0].y = 0; break;
	case 1: o.pts[0].y = g->depth; break;
	case 2: o.pts[0].x = g->width; break;
	default: o.pts[0].x = 0; break;
	}
	if (o.pts[0].x == x->x && o.pts[0].y == x->y) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s holds "
		    "its %d prisoners at the rear edge.", x->id,
		    x->prisoners);
		return;
	}
	if (x->veh) {
		o.act = BG_A_DRIVE;
		o.ndice = x->vdice > 1 ? x->vdice - 1 : 1;
	} else
		o.act = BG_A_WALK;
	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s escorts its "
	    "%d prisoners to the rear.", x->id, x->prisoners);
	bg_move(t, u, &o);
}
