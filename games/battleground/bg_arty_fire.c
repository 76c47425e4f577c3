/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_arty_fire.c - the sheet's ART lines and the strikes of the special
 * actions phase (digest 3.1 item 3, 4.17; the numbers 2.7).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "drawing.h"
#include "bg.h"

#define FIG_RADIUS	313	/* a 5/8" base (digest 1), rounded up */

/* ART <asset> <target>... : each word a point (x,y or @feature) or a
 * comma list of enemy ids, tried in order (digest 8.1). */
int
bg_arty_order(const struct bg_game *g, int side, char **tok, int n,
    struct bg_order *o, char *err, size_t en)
{
	char buf[BG_LINE_LEN], *s, *c;
	int i, u;

	if (n < 3) {
		snprintf(err, en, "ART needs an artillery asset and targets");
		return -1;
	}
	if ((o->arty = bg_arty_find(g, side, tok[1])) < 0) {
		snprintf(err, en, "unknown artillery %s", tok[1]);
		return -1;
	}
	o->trig = BG_O_ART;
	o->unit = -1;
	for (i = 2; i < n; i++) {
		/* 4.15: smoke rings or a flare instead of blasts; the
		 * word ends the line */
		if ((strcasecmp(tok[i], "SMOKE") == 0 ||
		    strcasecmp(tok[i], "FLARE") == 0) && i == n - 1 &&
		    o->ntgtw[0] > 0) {
			o->special = strcasecmp(tok[i], "SMOKE") == 0 ?
			    BG_ART_SMOKE : BG_ART_FLARE;
			continue;
		}
		if (isdigit((unsigned char)tok[i][0]) || tok[i][0] == '@') {
			if (o->ntgtw[0] >= BG_MAX_TGT || o->npts >= BG_MAX_PTS ||
			    bg_point_parse(g, tok[i], &o->pts[o->npts]) != 0) {
				snprintf(err, en, "bad point %s (x,y in inches "
				    "on the table, or @feature; at most %d "
				    "targets)", tok[i], BG_MAX_TGT);
				return -1;
			}
			o->tgt[0][o->ntgtw[0]++] = BG_TGT_POINT(o->npts);
			o->npts++;
			continue;
		}
		snprintf(buf, sizeof buf, "%s", tok[i]);
		for (s = buf; s != NULL; s = c) {
			if ((c = strchr(s, ',')) != NULL)
				*c++ = '\0';
			u = bg_unit_find(g, s);
			/* a wreck known only as one says so (aim at its
			 * point instead) */
			if (u >= 0 && !bg_known(g, side, u) &&
			    bg_wreck_named(g, side, u, err, en))
				return -1;
			/* a hidden or never seen unit reads as unknown (6.7) */
			if (u < 0 || g->u[u].side == side ||
			    !bg_known(g, side, u)) {
				snprintf(err, en, "unknown unit %s", s);
				return -1;
			}
			if (o->ntgtw[0] >= BG_MAX_TGT) {
				snprintf(err, en, "at most %d targets",
				    BG_MAX_TGT);
				return -1;
			}
			o->tgt[0][o->ntgtw[0]++] = u;
		}
	}
	return 0;
}

/* The side's standing ART line for asset k, if any. */
static int
art_line(const struct bg_game *g, int side, int k, struct bg_order *o)
{
	char msg[160];
	int i;

	for (i = 0; i < g->orders[side].n; i++)
		if (bg_order_parse(g, side, g->orders[side].line[i], o, msg,
		    sizeof msg) == 0 && o->trig == BG_O_ART && o->arty == k)
			return 1;
	return 0;
}

/* Where asset k aims: its first ART target in sight (a point always
 * is), else [P] the first enemy unit its side sees; 0 if none. */
static int
aim_of(const struct bg_game *g, int k, struct plane_pt *at, int *special)
{
	struct bg_order o;
	int side = g->arty[k].side, i, u;

	*special = BG_ART_HE;
	if (art_line(g, side, k, &o)) {
		*special = o.special;
		for (i = 0; i < o.ntgtw[0]; i++) {
			u = o.tgt[0][i];
			if (u <= BG_TGT_POINT(0)) {
				*at = o.pts[BG_TGT_POINT(0) - u];
				return 1;
			}
			if (u >= 0 && bg_sees(g, side, u)) {
				*at = bg_centre(g, &g->u[u]);
				return 1;
			}
		}
	}
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side != side && bg_sees(g, side, u)) {
			*at = bg_centre(g, &g->u[u]);
			return 1;
		}
	return 0;
}

/* 4.17: any part of a figure's base or of the model inside the ring. */
static int
touched(const struct bg_game *g, int u, struct plane_pt land, int64_t r)
{
	const struct bg_unit *x = &g->u[u];
	struct plane_pt f[BG_MAX_FIGS];
	struct plane_base v, b;
	int n, i;

	if (x->veh || x->empl) {
		memset(&v, 0, sizeof v);
		memset(&b, 0, sizeof b);
		v.kind = PLANE_RECT;
		bg_vehicle_rect(x, &v.rect);
		v.facing = v.rect.facing;
		b.kind = PLANE_ROUND;
		b.round.c = land;
		b.round.r = r;
		return plane_base_cmp_gap(&v, &b, 0) <= 0;
	}
	n = bg_fig_pos(g, x, f, BG_MAX_FIGS);
	for (i = 0; i < n; i++)
		if (plane_cmp_dist(f[i], land, r + FIG_RADIUS) <= 0)
			return 1;
	return 0;
}

/* The unit's own red dice against a strike from above (4.7: the best
 * area terrain it stands in, walls nothing; dug in +1; armour). */
static int
red_overhead(const struct bg_game *g, int u)
{
	const struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x);
	int red = 0, k, v;

	if (x->empl)		/* 4.7: its own value */
		return x->armour;
	if (x->bldg >= 0)
		red = g->r.cover_bldg;
	for (k = 0; k < g->nterr; k++) {
		if (!bg_in_poly(&g->t[k], c))
			continue;
		v = g->t[k].kind == BG_T_WOODS ? g->r.cover_woods :
		    g->t[k].kind == BG_T_BRUSH ? g->r.cover_brush :
		    g->t[k].kind == BG_T_CROPS ? g->r.cover_crops :
		    g->t[k].kind == BG_T_BLDG ? g->r.cover_bldg : 0;
		if (v > red)
			red = v;
	}
	return red + (x->dug ? g->r.cover_dug : 0) + (x->veh ? x->armour : 0);
}

/* One unit under one blast: the strike's dice at grade C (A15), the
 * unit's red dice, 1s on white and red cancel (4.5). */
static void
attack(struct bg_turn *t, int k, int u)
{
	struct bg_game *g = t->g;
	const struct bg_arty *a = &g->arty[k];
	char dice[160] = "", txt[400];
	int hitn = g->r.hit[2], hits = 0, cancels = 0, red, i, d, net;
	size_t l;

	for (i = 0; i < a->dice; i++) {
		d = dice_roll(t->dice, 6);
		hits += d >= hitn;
		cancels += !a->blue && d == 1;
		l = strlen(dice);
		snprintf(dice + l, sizeof dice - l, "%s%c%d", l ? " " : "",
		    a->blue ? 'B' : 'W', d);
	}
	red = red_overhead(g, u);
	for (i = 0; i < red; i++) {
		d = dice_roll(t->dice, 6);
		cancels += d == 1;
		l = strlen(dice);
		snprintf(dice + l, sizeof dice - l, " R%d", d);
	}
	net = hits > cancels ? hits - cancels : 0;
	snprintf(txt, sizeof txt, "  %s under the blast: %s -> %d hit%s, %d "
	    "cancelled, %d net.", g->u[u].id, dice, hits, hits == 1 ? "" : "s",
	    cancels, net);
	if (net > 0) {
		bg_losses(t, u, net, txt, sizeof txt);
		l = strlen(txt);
		if (g->u[u].gone)
			snprintf(txt + l, sizeof txt - l, " %s is lost.",
			    g->u[u].id);
		else if (!g->u[u].veh && !g->u[u].empl)
			snprintf(txt + l, sizeof txt - l, " %s: %s left.",
			    g->u[u].id, g->u[u].figs);
		bg_reveal(g, u, t->log, "it took losses");
		bg_sight_update(g, t->log);
	}
	/* the owners, and a side that sees the unit (6.6) */
	bg_say(t, -1, u, "%s", txt);
}

void
bg_arty_strike(struct bg_turn *t, int k)
{
	struct bg_game *g = t->g;
	const struct bg_arty *a = &g->arty[k];
	struct plane_pt aim, land;
	struct draw_ruling ring;
	char at[32], to[32], why[128];
	int b, d1, d2, bearing, u, special;
	int64_t drift;

	if (!aim_of(g, k, &aim, &special)) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s %s has "
		    "no target in sight: no strike this turn.",
		    g->side[a->side], a->id);
		return;
	}
	bg_pt_out(g, aim, at, sizeof at);
	if (special != BG_ART_HE) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s %s aims "
		    "%s at %s.", g->side[a->side], a->id, special ==
		    BG_ART_SMOKE ? "smoke" : "a flare", at);
		bg_smoke_art(t, k, special, aim);
		return;
	}
	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s %s aims at "
	    "%s (%d blast%s of %d %s dice).", g->side[a->side], a->id, at,
	    a->blasts, a->blasts == 1 ? "" : "s", a->dice,
	    a->blue ? "blue" : "white");
	for (b = 0; b < a->blasts; b++) {
		d1 = dice_roll(t->dice, 6);
		d2 = dice_roll(t->dice, 6);
		drift = (int64_t)abs(d1 - d2) * BG_INCH;
		bearing = drift > 0 ? (int)dice_uniform(t->dice, 360) : 0;
		land = drift > 0 ? plane_step(aim, bearing, drift) : aim;
		bg_pt_out(g, land, to, sizeof to);
		/* a blast on the table is public (6.1); the map draws its
		 * ring (a blast ruling) */
		ring = draw_blast((int)land.x, (int)land.y, a->ring / 2, a->id);
		/* the scatter dice and the way it went tell the owner his
		 * aim (6.6): his alone; the landing is public (6.1) */
		bg_scatter_words(d1, d2, bearing, why, sizeof why);
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s %s "
		    "blast %d: %s.", g->side[a->side], a->id, b + 1, why);
		bg_say_rulings(t, EVENT_V_ALL, &ring, 1, "%s %s blast %d "
		    "lands at %s.", g->side[a->side], a->id, b + 1, to);
		for (u = 0; u < g->nunits; u++)
			if (bg_alive(&g->u[u]) && !g->u[u].carrier &&
			    touched(g, u, land, a->ring / 2))
				attack(t, k, u);
	}
}

/* The special actions phase (3.1 item 3): the strikes scheduled for
 * this turn, in scenario order. */
void
bg_arty_phase(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	int k, i;

	for (k = 0; k < g->narty && !g->over; k++)
		for (i = 0; i < g->arty[k].nturns; i++)
			if (g->arty[k].turns[i] == g->turn) {
				bg_arty_strike(t, k);
				break;
			}
}

/* The receipt: each asset's standing ART line or its default. */
void
bg_arty_receipt(const struct bg_game *g, int side, struct buf *out)
{
	struct bg_order o;
	int k, i;

	for (k = 0; k < g->narty; k++) {
		if (g->arty[k].side != side)
			continue;
		buf_addf(out, "%s (artillery, turns", g->arty[k].id);
		for (i = 0; i < g->arty[k].nturns; i++)
			buf_addf(out, "%s%d", i ? "," : " ", g->arty[k].turns[i]);
		if (art_line(g, side, k, &o))
			buf_addf(out, "): %s\n    the first target in sight "
			    "(a point always is)%s\n", o.text, o.special ==
			    BG_ART_SMOKE ? "; smoke rings, no blasts" :
			    o.special == BG_ART_FLARE ? "; a flare lighting the "
			    "next turn, no blasts" : "");
		else
			buf_addf(out, "): default: the first enemy unit in "
			    "sight\n");
	}
}
