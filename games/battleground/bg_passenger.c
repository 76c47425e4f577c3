/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_passenger.c - passengers (digest 2.4, 4.1, 4.9, 6): a vehicle the
 * scenario marks CARRY takes up to `carry` figures (rules.json units, 6).
 * `M <unit> EMBARK <veh>` and `M <unit> DISEMBARK <pt>` are the unit's
 * whole move; the unit's centre must be within half the vehicle's length
 * plus embark_dist (1") of the vehicle's centre [P: the figures within
 * 1"], and the vehicle does not move on that card.  Aboard, a unit
 * neither fires nor is seen, shot or blasted; it rides where the vehicle
 * goes.  When a hit damages the vehicle each passenger figure dies on a
 * die of pass_die_damaged or less (1); when it is destroyed, on
 * pass_die_destroyed or less (1-2), and the survivors get out beside it.
 * The enemy learns how many figures a transport carries only as far as
 * it saw them get in (and out): seen_load.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

/* Figures aboard vehicle v. */
static int
load_of(const struct bg_game *g, int v)
{
	int u, n = 0;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].carrier == v + 1 && bg_alive(&g->u[u]))
			n += bg_nfigs(&g->u[u]);
	return n;
}

static int64_t
reach(const struct bg_game *g, const struct bg_unit *v)
{
	return v->len / 2 + g->ur.embark_dist;
}

/* The scenario's words: CARRY on a vehicle, ABOARD <veh> on infantry
 * (the vehicle named earlier).  1 taken, 0 not ours, -1 error. */
int
bg_passenger_kw(struct bg_game *g, struct bg_unit *u, char **tok, int *i,
    int n, char *err, size_t en)
{
	int v;

	if (bg_cav_kw(u, tok[*i]))
		return 1;		/* CAVALRY (bg_cavalry.c) */
	if ((v = bg_htype_kw(u, tok, i, n)) < 0)
		snprintf(err, en, "HTYPE is AP, AT or FT");
	if (v != 0)
		return v;		/* HTYPE (bg_options.c) */
	if (strcasecmp(tok[*i], "PRISONERS") == 0 && *i + 1 < n) {
		/* a unit that starts guarding prisoners (bg_prisoner.c) */
		v = atoi(tok[++*i]);
		if (v < 1 || v > BG_MAX_FIGS) {
			snprintf(err, en, "PRISONERS is 1..%d", BG_MAX_FIGS);
			return -1;
		}
		u->prisoners = v;
		return 1;
	}
	if (u->veh && strcasecmp(tok[*i], "CARRY") == 0) {
		u->transport = 1;
		return 1;
	}
	if (!u->veh && strcasecmp(tok[*i], "ABOARD") == 0 && *i + 1 < n) {
		v = bg_unit_find(g, tok[++*i]);
		if (v < 0 || !g->u[v].veh || !g->u[v].transport ||
		    g->u[v].side != u->side) {
			snprintf(err, en, "ABOARD needs an earlier CARRY "
			    "vehicle of the same side, not %s", tok[*i]);
			return -1;
		}
		if (load_of(g, v) + (int)strlen(u->figs) > g->ur.carry) {
			snprintf(err, en, "%s carries at most %d figures",
			    g->u[v].id, g->ur.carry);
			return -1;
		}
		u->carrier = v + 1;
		u->x = g->u[v].x;
		u->y = g->u[v].y;
		u->dug = 0;
		return 1;
	}
	return 0;
}

static void
say_own(struct bg_turn *t, int u, const char *fmt, const char *a,
    const char *b)
{
	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(t->g->u[u].side), fmt, a, b);
}

/* EMBARK, DISEMBARK and any other move of a unit aboard.  1: done with
 * the move (bg_move.c stay_put). */
int
bg_passenger_move(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u], *y;
	struct plane_pt c, p;
	int v, e = 1 - x->side, seen;
	int64_t d, r;

	if (o->act == BG_A_EMBARK) {
		v = o->tgt[0][0];
		y = &g->u[v];
		if (x->carrier) {
			say_own(t, u, "%s is aboard already: it stays.%s",
			    x->id, "");
			return 1;
		}
		if (!bg_alive(y) || g->acted_move[v]) {
			say_own(t, u, "%s cannot embark: %s is gone or moved "
			    "this turn.", x->id, y->id);
			return 1;
		}
		if (load_of(g, v) + bg_nfigs(x) > g->ur.carry) {
			say_own(t, u, "%s cannot embark: %s has no room.",
			    x->id, y->id);
			return 1;
		}
		if (plane_cmp_dist(bg_centre(g, x), bg_centre(g, y),
		    reach(g, y)) > 0) {
			say_own(t, u, "%s cannot embark: it is not beside "
			    "%s.", x->id, y->id);
			return 1;
		}
		seen = x->seen_now[e];
		bg_say(t, u, v, "%s embarks on %s.", x->id, y->id);
		if (seen) {
			y->seen_load[e] += bg_nfigs(x);
			if (y->seen_load[e] > BG_MAX_FIGS)
				y->seen_load[e] = BG_MAX_FIGS;
		}
		x->carrier = v + 1;
		x->x = y->x;
		x->y = y->y;
		x->dug = x->run = 0;
		x->bldg = -1;
		g->reacted_move[v] = 1;	/* the vehicle stays this card */
		bg_sight_update(g, t->log);
		return 1;
	}
	if (!x->carrier)
		return 0;
	v = x->carrier - 1;
	y = &g->u[v];
	if (o->act != BG_A_DISEMBARK) {
		say_own(t, u, "%s stays aboard %s.", x->id, y->id);
		return 1;
	}
	if (g->acted_move[v] && !g->reacted_move[v]) {
		say_own(t, u, "%s cannot get out: %s moved this turn.", x->id,
		    y->id);
		return 1;
	}
	/* out at the point, or as near it as the figures may be */
	c = bg_centre(g, y);
	p = o->pts[0];
	r = reach(g, y);
	d = plane_isqrt_round((uint64_t)plane_dist2(c, p));
	if (d > r)
		p = plane_step(c, plane_bearing(c, p), r);
	x->carrier = 0;
	x->x = (int)p.x;
	x->y = (int)p.y;
	if (o->face >= 0)
		x->facing = o->face;
	g->reacted_move[v] = 1;
	bg_sight_update(g, t->log);
	if (x->seen_now[e]) {
		y->seen_load[e] -= bg_nfigs(x);
		if (y->seen_load[e] < 0)
			y->seen_load[e] = 0;
	}
	{
		char at[32];

		bg_pt_out(g, p, at, sizeof at);
		bg_say(t, u, v, "%s gets out of %s at %s.", x->id, y->id, at);
	}
	return 1;
}

/* A vehicle moved: its passengers ride along. */
void
bg_passengers_follow(struct bg_game *g, int v)
{
	int u;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].carrier == v + 1) {
			g->u[u].x = g->u[v].x;
			g->u[u].y = g->u[v].y;
			g->u[u].facing = g->u[v].facing;
		}
}

/* Digest 4.9: the vehicle v was hit; `damaged` it took damage (not
 * destroyed), else it was destroyed.  Passengers die on the die; the
 * survivors of a wreck get out beside it. */
void
bg_passengers_hit(struct bg_turn *t, int v, int destroyed)
{
	struct bg_game *g = t->g;
	int u, i, k, d, lim = destroyed ? g->ur.pass_die_destroyed :
	    g->ur.pass_die_damaged;
	char keep[BG_MAX_FIGS + 1], txt[200];
	size_t l;

	for (u = 0; u < g->nunits; u++) {
		struct bg_unit *x = &g->u[u];

		if (x->carrier != v + 1 || !bg_alive(x))
			continue;
		snprintf(txt, sizeof txt, "%s aboard %s:", x->id, g->u[v].id);
		for (i = k = 0; x->figs[i]; i++) {
			d = dice_roll(t->dice, 6);
			l = strlen(txt);
			snprintf(txt + l, sizeof txt - l, " %c%d", x->figs[i],
			    d);
			if (d > lim)
				keep[k++] = x->figs[i];
		}
		keep[k] = '\0';
		l = strlen(txt);
		snprintf(txt + l, sizeof txt - l, " (die on %d or less): %d "
		    "of %d survive.", lim, k, (int)strlen(x->figs));
		memcpy(x->figs, keep, (size_t)k + 1);
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s", txt);
		if (k == 0) {
			x->gone = 1;
			x->lost_turn = g->turn;
			x->carrier = 0;
		} else if (destroyed) {
			x->carrier = 0;
			x->x = g->u[v].x;
			x->y = g->u[v].y;
			bg_say(t, u, -1, "%s gets out of the wreck of %s.",
			    x->id, g->u[v].id);
		}
	}
	if (destroyed)
		g->u[v].seen_load[0] = g->u[v].seen_load[1] = 0;
	bg_sight_update(g, t->log);
}

/* The report's words after a unit's line: what a viewer may know of its
 * passengers, prisoners and horses (viewer -1: the referee). */
void
bg_unit_extra(const struct bg_game *g, int u, int viewer, struct buf *out)
{
	const struct bg_unit *x = &g->u[u];
	int own = viewer < 0 || viewer == x->side, n, k;

	if (x->carrier && own)
		buf_addf(out, " ABOARD %s", g->u[x->carrier - 1].id);
	if (x->veh && x->transport) {
		n = 0;
		if (own) {
			for (k = 0; k < g->nunits; k++)
				if (g->u[k].carrier == u + 1 &&
				    bg_alive(&g->u[k])) {
					buf_addf(out, " CARRIES %s",
					    g->u[k].id);
					n++;
				}
		} else if (x->seen_load[viewer] > 0)
			buf_addf(out, " CARRIES %d+ figs (seen getting in)",
			    x->seen_load[viewer]);
	}
	if (x->road)
		buf_adds(out, " ROAD");	/* 4.1: the white marker */
	if (x->htype)		/* 4.20b: heavy weapons are recognisable */
		buf_addf(out, " HTYPE %s", x->htype == BG_H_AP ? "AP" :
		    x->htype == BG_H_AT ? "AT" : "FT");
	if (x->prisoners)
		buf_addf(out, " PRISONERS %d", x->prisoners);
	if (x->cav && x->cav != BG_CAV_FOOT)
		buf_addf(out, " %s", x->cav == BG_CAV_MOUNTED ? "MOUNTED" :
		    x->cav == BG_CAV_DISMOUNTED ? "DISMOUNTED" : "HORSES");
	if (x->routing)
		buf_adds(out, " ROUTING");
}
