/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_vmelee.c - melee with a vehicle (digest 4.10.4): infantry that
 * charged a vehicle, or a tank that charged infantry.  Each round the
 * infantry attacks as a shooting attack with all its hits counted (no
 * halving; even an undamaged armoured vehicle may be destroyed) while
 * the vehicle fires back with every weapon, at the same time; melee
 * ignores grade reductions (digest 2.2 [P]).  If the infantry charged
 * from behind the vehicle's centre line, round 1 gives it a blue die and
 * silences the vehicle's bow weapons.  The fight goes on until the
 * vehicle is destroyed or the infantry is no longer standing; then the
 * vehicle escorts the infantry away as prisoners or releases it (PRIS,
 * bg_prisoner.c).  Vehicles never melee each other (bg_melee.c).
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

/* Roll white, blue and red dice for hit number hitn; the net hits, the
 * dice appended to txt. */
static int
roll_pool(struct bg_turn *t, int white, int blue, int red, int hitn,
    char *txt, size_t tn)
{
	int i, d, hits = 0, cancels = 0;
	size_t l;

	for (i = 0; i < white + blue + red; i++) {
		d = dice_roll(t->dice, 6);
		l = strlen(txt);
		snprintf(txt + l, tn - l, " %c%d", i < white ? 'W' :
		    i < white + blue ? 'B' : 'R', d);
		if (i < white + blue)
			hits += d >= hitn;
		if (d == 1 && (i < white || i >= white + blue))
			cancels++;
	}
	return hits > cancels ? hits - cancels : 0;
}

void
bg_vmelee(struct bg_turn *t, int k)
{
	struct bg_game *g = t->g;
	int a = g->melee[k][0], d = g->melee[k][1];
	int veh = g->u[a].veh ? a : d, inf = veh == a ? d : a;
	struct bg_unit *v = &g->u[veh], *x = &g->u[inf];
	char txt[1024], res[400];
	int behind, round, w, white, blue, red, flank, net_i, net_v, n;
	size_t l;

	/* digest 4.10.4: the infantry charged from behind the hull's
	 * centre line (A12: all of it, the unit's centre) */
	behind = inf == a && !plane_in_arc(bg_centre(g, v), v->facing, 90,
	    g->melee_from[k]);
	for (round = 1; round <= BG_MAX_ROUNDS && bg_alive(v) &&
	    bg_standing(x); round++) {
		snprintf(txt, sizeof txt, "Melee %s v %s, round %d: %s",
		    g->u[a].id, g->u[d].id, round, x->id);
		flank = bg_pool_counts(g, inf, 0, veh, &white, &blue, &red);
		blue += (round == 1 && behind) - flank;
		net_i = roll_pool(t, white, blue, red, bg_hit_number(&g->r,
		    x->grade), txt, sizeof txt);
		l = strlen(txt);
		snprintf(txt + l, sizeof txt - l, " -> %d net; %s", net_i,
		    v->id);
		net_v = 0;
		for (w = 0; w < v->nweap; w++) {
			if (round == 1 && behind && v->bow[w])
				continue;	/* bow weapons silent */
			flank = bg_pool_counts(g, veh, w, inf, &white, &blue,
			    &red);
			l = strlen(txt);
			snprintf(txt + l, sizeof txt - l, " %s:",
			    bg_weap_names[v->weap[w]]);
			net_v += roll_pool(t, white, blue - flank, red,
			    bg_hit_number(&g->r, v->grade), txt, sizeof txt);
		}
		l = strlen(txt);
		snprintf(txt + l, sizeof txt - l, " -> %d net.", net_v);
		/* simultaneous: both results apply after both rolls */
		res[0] = '\0';
		n = bg_nfigs(x);
		if (net_i > 0)
			bg_losses(t, veh, net_i, res, sizeof res);
		if (net_v > 0)
			bg_losses(t, inf, net_v, res, sizeof res);
		l = strlen(txt);
		snprintf(txt + l, sizeof txt - l, "%s %s %d figs%s.", res,
		    x->id, bg_nfigs(x), n > bg_nfigs(x) ? "" : "");
		bg_say(t, inf, veh, "%s", txt);
	}
	if (!bg_alive(v)) {
		bg_say(t, inf, veh, "%s is destroyed in the melee.", v->id);
		event_kind(t->log, EVENT_K_LOSS);
		if (bg_alive(x)) {
			x->run = 1;	/* winners are marked run */
			x->dug = 0;
		}
	} else if (bg_alive(x))
		bg_surrender(t, inf, veh);
	if (bg_alive(v))
		v->dug = 0;
}
