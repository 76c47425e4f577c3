/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_mine_move.c - what the minefields do to a unit that has just moved
 * (digest 4.16): a live field its path met attacks it; a dummy entered is
 * removed; a secret field not entered but within 6" is looked for with a
 * secret roll (found if the roll, in inches, reaches it).
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

#define FIG_RADIUS	313	/* a 5/8" base (digest 1), rounded up */
#define MINE_HIT	6	/* 4.16: mines hit on 6 only */
#define DETECT_DICE_MAX	6	/* 4.16: 1D6 against the distance */

static struct plane_poly
poly_of(const struct bg_mine *m, struct plane_pt p[4])
{
	struct plane_poly poly;

	bg_mine_corners(m, p);
	poly.p = p;
	poly.n = 4;
	return poly;
}

/* Its straight path from `from` to where it stands met the field (in it
 * before, in it now, or through it). */
static int
met(const struct bg_game *g, int u, int k, struct plane_pt from)
{
	struct plane_pt p[4], to = bg_centre(g, &g->u[u]);
	struct plane_poly poly = poly_of(&g->mines[k], p);
	struct plane_seg s = { from, to };

	if (g->mines[k].round) {
		struct plane_circle c = bg_mine_circle(&g->mines[k]);

		/* some point of the path strictly inside: a path tangent to
		 * the edge does not enter (as along a rect's edge) */
		return plane_seg_cmp_dist_pt(s, c.c, c.r) < 0 &&
		    !bg_clear_covers(g, k, from, to);
	}

	/* a path wholly inside cleared lanes is safe (bg_clear.c) */
	return (plane_poly_where(poly, from) == PLANE_IN ||
	    plane_poly_where(poly, to) == PLANE_IN ||
	    plane_seg_enters(s, poly)) && !bg_clear_covers(g, k, from, to);
}

/* The white dice: a vehicle, the inches it moved inside, rounded up; an
 * infantry unit, its figures (all of them crossed or stand in it). */
static int
mine_dice(const struct bg_game *g, int u, int k, struct plane_pt from)
{
	struct plane_pt p[4], to = bg_centre(g, &g->u[u]);
	struct plane_poly poly = poly_of(&g->mines[k], p);
	struct plane_seg s = { from, to };
	int64_t in;

	if (!g->u[u].veh)
		return bg_nfigs(&g->u[u]);
	in = g->mines[k].round ? bg_mine_chord(&g->mines[k], from, to,
	    NULL, NULL) : plane_seg_len_inside(s, poly);
	if (in <= 0)
		return 1;	/* standing in it and turning on the spot */
	return (int)((in + BG_INCH - 1) / BG_INCH);
}

static void
attack(struct bg_turn *t, int u, int k, struct plane_pt from)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	char txt[400], dice[200] = "";
	int n = mine_dice(g, u, k, from), hits = 0, ones = 0, i, d, net;
	int was_immob = x->immob;
	size_t l;

	if (n > 24)
		n = 24;
	for (i = 0; i < n; i++) {
		d = dice_roll(t->dice, 6);
		hits += d >= MINE_HIT;
		ones += d == 1;
		l = strlen(dice);
		snprintf(dice + l, sizeof dice - l, "%sW%d", i ? " " : "", d);
	}
	net = hits > ones ? hits - ones : 0;
	snprintf(txt, sizeof txt, "%s is in minefield %s: %s -> %d hit%s, %d "
	    "cancelled, %d net.", x->id, g->mines[k].id, dice, hits,
	    hits == 1 ? "" : "s", ones, net);
	l = strlen(txt);
	if (x->veh) {
		int armoured = x->armour >= 2;

		if ((armoured && net >= 2) || (!armoured && net == 1)) {
			x->immob = 1;
			snprintf(txt + l, sizeof txt - l, " Immobilized.");
		} else if (!armoured && net >= 2) {
			x->gone = 1;
			x->lost_turn = g->turn;
			snprintf(txt + l, sizeof txt - l, " Destroyed.");
		}
	} else if (net > 0) {
		bg_losses(t, u, net, txt, sizeof txt);
		l = strlen(txt);
		if (x->gone)
			snprintf(txt + l, sizeof txt - l, " %s is lost.", x->id);
		else
			snprintf(txt + l, sizeof txt - l, " %s: %s left.",
			    x->id, x->figs);
	}
	if (net > 0)
		bg_reveal(g, u, t->log, "it took losses");
	/* 4.16 [P]: a unit that crossed the field and took damage (losses;
	 * a vehicle immobilized) goes back to the last point of its path
	 * inside it */
	if (net > 0 && bg_alive(x) && (!x->veh || x->immob > was_immob) &&
	    bg_put_back(g, u, k, from)) {
		char at[32];

		bg_pt_out(g, bg_centre(g, x), at, sizeof at);
		l = strlen(txt);
		snprintf(txt + l, sizeof txt - l, " %s is put back at %s, the "
		    "last point of its path in %s.", x->id, at,
		    g->mines[k].id);
	}
	bg_say(t, u, -1, "%s", txt);
}

/* 4.16 detection: any figure (or the model) within `r` of the field. */
static int
within(const struct bg_game *g, int u, int k, int64_t r)
{
	struct plane_pt p[4], f[BG_MAX_FIGS];
	struct plane_base v, b;
	int n, i, e;

	poly_of(&g->mines[k], p);
	if (g->mines[k].round) {
		struct plane_circle c = bg_mine_circle(&g->mines[k]);

		/* within r of its edge: within r + R of its centre */
		r += c.r;
	}
	if (g->u[u].veh) {
		memset(&v, 0, sizeof v);
		v.kind = PLANE_RECT;
		bg_vehicle_rect(&g->u[u], &v.rect);
		v.facing = v.rect.facing;
		n = 0;
		f[n++] = v.rect.c;
		r += (v.rect.d > v.rect.w ? v.rect.d : v.rect.w) / 2;
	} else {
		n = bg_fig_pos(g, &g->u[u], f, BG_MAX_FIGS);
		r += FIG_RADIUS;
	}
	(void)b;
	if (g->mines[k].round) {
		struct plane_circle c = bg_mine_circle(&g->mines[k]);

		for (i = 0; i < n; i++)
			if (plane_cmp_dist(f[i], c.c, r) <= 0)
				return 1;
		return 0;
	}
	for (i = 0; i < n; i++)
		for (e = 0; e < 4; e++) {
			struct plane_seg s = { p[e], p[(e + 1) % 4] };

			if (plane_seg_cmp_dist_pt(s, f[i], r) <= 0)
				return 1;
		}
	return 0;
}

/* Minefield k is found by unit u: its side learns which unit found it,
 * the side that laid it only which side (u itself may be hidden). */
static void
say_found(struct bg_turn *t, int u, int k)
{
	struct bg_game *g = t->g;
	int s = g->u[u].side;

	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(s), "%s finds minefield %s.",
	    g->u[u].id, g->mines[k].id);
	bg_say_mask(t, EVENT_V_SIDE(1 - s), "%s find minefield %s.",
	    g->side[s], g->mines[k].id);
}

static void
detect(struct bg_turn *t, int u, int k)
{
	struct bg_game *g = t->g;
	struct bg_mine *m = &g->mines[k];
	int d;

	if (!within(g, u, k, DETECT_DICE_MAX * BG_INCH))
		return;
	d = dice_roll(t->dice, 6);
	if (!within(g, u, k, (int64_t)d * BG_INCH)) {
		/* 6.5: a failed roll is never told to the mover */
		bg_say_mask(t, EVENT_V_REF, "%s looks for minefield %s: %d, "
		    "not found.", g->u[u].id, m->id, d);
		return;
	}
	m->found = 1;
	bg_say_mask(t, EVENT_V_REF, "%s looks for minefield %s: %d, found.",
	    g->u[u].id, m->id, d);
	say_found(t, u, k);
}

void
bg_mine_after_move(struct bg_turn *t, int u, struct plane_pt from)
{
	struct bg_game *g = t->g;
	struct bg_mine *m;
	int k;

	for (k = 0; k < g->nmines && bg_alive(&g->u[u]); k++) {
		m = &g->mines[k];
		if (m->removed)
			continue;
		if (met(g, u, k, from)) {
			if (m->dummy) {
				m->removed = 1;
				bg_say_all(t, "Minefield %s was a dummy: "
				    "removed.", m->id);
				continue;
			}
			if (!m->found) {
				m->found = 1;
				say_found(t, u, k);
			}
			if (g->u[u].clearer) {	/* 4.16: it clears */
				bg_clear_drive(t, u, k, from);
				continue;
			}
			attack(t, u, k, from);
		} else if (!m->found && m->side != g->u[u].side)
			detect(t, u, k);
	}
}
