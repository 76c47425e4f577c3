/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_sight.c - line of sight (digest 4.4) and what each side sees
 * (digest 6) through the exact plane: buildings other than the ends'
 * block, hills higher than both ends block, more than 6" of woods or
 * tall crops in all blocks, a third unit of 3+ figures or any vehicle,
 * emplacement or (rules "wreck_sight") wreck on the line blocks, and at
 * night nothing beyond 12".  Hidden units are unseen until revealed for
 * good; an enemy centre within 6" of a unit's centre is noticed without
 * sight and reveals it.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

#define FIG_R	312	/* a 5/8" base: radius 0.3125" */

static int
level_at(const struct bg_game *g, struct plane_pt p)
{
	int i, l = 0;

	for (i = 0; i < g->nterr; i++)
		if (g->t[i].kind == BG_T_HILL && g->t[i].level > l &&
		    bg_in_poly(&g->t[i], p))
			l = g->t[i].level;
	return l;
}

/* Sight from unit `from` to unit `to` (4.4); when a wreck is the first
 * thing in the way that stops the line, *wreck is it and *at where the
 * line enters it (else *wreck -1). */
static int
sight(const struct bg_game *g, int from, int to, int *wreck,
    struct plane_pt *at)
{
	const struct bg_unit *a = &g->u[from], *b = &g->u[to];
	struct plane_pt pa = bg_centre(g, a), pb = bg_centre(g, b);
	struct plane_blocker bl[BG_MAX_TERR + BG_MAX_UNITS];
	int owner[BG_MAX_TERR + BG_MAX_UNITS];
	struct plane_pt hulls[BG_MAX_UNITS][4];
	struct plane_circle figs[BG_MAX_UNITS * BG_MAX_FIGS];
	struct plane_pt fp[BG_MAX_FIGS], corners[4];
	struct plane_seg seg = { pa, pb };
	struct plane_sight out;
	struct plane_rect r;
	struct plane_poly poly;
	int64_t woods = 0;
	int i, k, n, nb = 0, nf = 0, la, lb;

	*wreck = -1;
	if (g->night && !bg_flare_lit(g) &&
	    plane_cmp_dist(pa, pb, g->r.night_sight) > 0)
		return 0;
	if (bg_smoke_blocks(g, pa, pb))	/* 4.4, 4.15 */
		return 0;
	la = level_at(g, pa);
	lb = level_at(g, pb);
	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		if (t->line)
			continue;
		poly.p = t->p;
		poly.n = t->n;
		if (t->kind == BG_T_WOODS || t->kind == BG_T_CROPS) {
			woods += plane_seg_len_inside(seg, poly);
			continue;
		}
		if (t->kind != BG_T_BLDG && !(t->kind == BG_T_HILL &&
		    t->level > la && t->level > lb))
			continue;
		if (i == a->bldg || i == b->bldg || bg_in_poly(t, pa) ||
		    bg_in_poly(t, pb))
			continue;
		bl[nb].poly = poly;
		bl[nb].kind = PLANE_BLOCK;
		bl[nb].depth = 0;
		owner[nb++] = -1;
	}
	if (woods > g->r.see_into)
		return 0;
	for (i = 0; i < g->nunits; i++) {
		const struct bg_unit *c = &g->u[i];

		/* A7, 6.1: a wreck blocks, and being public tells nothing
		 * (wreck_sight; before, it blocked nothing) */
		if (g->r.wreck_sight && bg_wreck(c) && i != from && i != to) {
			bg_vehicle_rect(c, &r);
			plane_rect_corners(&r, hulls[i]);
			bl[nb].poly.p = hulls[i];
			bl[nb].poly.n = 4;
			/* an end on the hull (crew got out onto it) sees
			 * out, as from a building */
			if (plane_poly_where(bl[nb].poly, pa) != PLANE_OUT ||
			    plane_poly_where(bl[nb].poly, pb) != PLANE_OUT)
				continue;
			bl[nb].kind = PLANE_BLOCK;
			bl[nb].depth = 0;
			owner[nb++] = i;
			continue;
		}
		/* a hidden unit, or one the looking side has never seen,
		 * stands in nobody's way: what it blocks would tell of it */
		if (i == from || i == to || !bg_alive(c) || c->hidden ||
		    c->carrier || i == a->carrier - 1 ||
		    (c->side != a->side && c->seen_turn[a->side] == 0 &&
		    !c->seen_now[a->side]))
			continue;
		if (c->veh || c->empl) {	/* A7, 2.5: models block */
			bg_vehicle_rect(c, &r);
			plane_rect_corners(&r, corners);
			poly.p = corners;
			poly.n = 4;
			if (plane_seg_enters(seg, poly))
				return 0;
			continue;
		}
		if (bg_nfigs(c) < g->r.block_figs || c->bldg >= 0)
			continue;
		n = bg_fig_pos(g, c, fp, BG_MAX_FIGS);
		for (k = 0; k < n; k++) {
			figs[nf].c = fp[k];
			figs[nf++].r = FIG_R;
		}
	}
	plane_sight(pa, pb, bl, nb, figs, nf, &out);
	if (!out.clear && out.blocker >= 0 && owner[out.blocker] >= 0) {
		*wreck = owner[out.blocker];
		*at = out.at;
	}
	return out.clear && out.nfigures == 0;
}

int
bg_los(const struct bg_game *g, int from, int to)
{
	struct plane_pt at;
	int w;

	return sight(g, from, to, &w, &at);
}

int
bg_wreck_blocks(const struct bg_game *g, int from, int to,
    struct plane_pt *at)
{
	int w;

	if (sight(g, from, to, &w, at))
		return -1;
	return w;
}

int
bg_wreck_known(const struct bg_game *g, int u, int viewer)
{
	const struct bg_unit *x = &g->u[u];

	if (!bg_wreck(x))
		return 0;
	return viewer < 0 || x->side == viewer || g->r.wreck_sight ||
	    (x->fell_seen & 2 << viewer) != 0;
}

int
bg_sees(const struct bg_game *g, int side, int u)
{
	const struct bg_unit *x = &g->u[u];

	if (x->side == side)
		return 1;
	if (!bg_alive(x))
		return 0;
	return x->seen_now[side];
}

int
bg_known(const struct bg_game *g, int side, int u)
{
	return g->u[u].side == side || g->u[u].seen_now[side] ||
	    g->u[u].seen_turn[side] > 0;
}

void
bg_reveal(struct bg_game *g, int u, struct event_log *log, const char *why)
{
	char text[160];

	if (!g->u[u].hidden)
		return;
	g->u[u].hidden = 0;
	snprintf(text, sizeof text, "%s is no longer hidden (%s).",
	    g->u[u].id, why);
	event_log_add(log, -1, text);
	event_log_add(log, g->u[u].side, text);
}

/* Within the reveal distance (6") of an enemy centre: noticed. */
static int
near_enemy(const struct bg_game *g, int u, int side)
{
	struct plane_pt c = bg_centre(g, &g->u[u]);
	int v;

	for (v = 0; v < g->nunits; v++)
		if (g->u[v].side == side && bg_alive(&g->u[v]) &&
		    plane_cmp_dist(c, bg_centre(g, &g->u[v]),
		    g->r.reveal_dist) <= 0)
			return 1;
	return 0;
}

void
bg_sight_now(void *gv)
{
	struct bg_game *g = gv;
	int u, v, s, seen;

	for (u = 0; u < g->nunits; u++) {
		struct bg_unit *x = &g->u[u];

		for (s = 0; s < BG_NSIDES; s++) {
			x->seen_now[s] = 0;
			if (s == x->side || !bg_alive(x) || x->hidden ||
			    x->carrier)
				continue;	/* passengers: never seen */
			seen = g->fow_open && (!g->night || bg_flare_lit(g));
			if (!seen)
				seen = near_enemy(g, u, s);
			for (v = 0; v < g->nunits && !seen; v++)
				if (g->u[v].side == s && bg_alive(&g->u[v]) &&
				    bg_los(g, v, u))
					seen = 1;
			x->seen_now[s] = seen;
		}
	}
}

/* Where and when each side last saw each unit it sees now (a blocker's
 * "ever seen" reads seen_now first, so stamping after the whole pass
 * sees what stamping unit by unit did). */
void
bg_sight_stamp(struct bg_game *g)
{
	struct plane_pt c;
	int u, s;

	for (u = 0; u < g->nunits; u++)
		for (s = 0; s < BG_NSIDES; s++) {
			if (!g->u[u].seen_now[s])
				continue;
			c = bg_centre(g, &g->u[u]);
			g->u[u].seen_turn[s] = g->turn;
			g->u[u].seen_x[s] = (int)c.x;
			g->u[u].seen_y[s] = (int)c.y;
		}
}

void
bg_sight_update(struct bg_game *g, struct event_log *log)
{
	int u;

	/* log NULL: a report's view, which changes nothing */
	if (log != NULL)
		bg_fall_note(g);	/* before seen_now is made again */
	for (u = 0; u < g->nunits && log != NULL; u++)
		if (g->u[u].hidden && bg_alive(&g->u[u]) &&
		    near_enemy(g, u, 1 - g->u[u].side))
			bg_reveal(g, u, log, "an enemy came within 6\"");
	bg_sight_now(g);
	bg_sight_stamp(g);
}
