/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_smoke.c - smoke and flares (digest 4.15, 6): designated infantry lay
 * a 6" smoke line within 12" (its centre in the unit's arc, no sight
 * needed, A18) or fire a flare instead of firing; artillery lays 4" smoke
 * rings (drifting as its blasts do) or a flare in the special actions
 * phase.  Smoke blocks every sight line that meets it until it goes:
 * infantry smoke thins in the special actions phase of its turn and
 * goes at the end of the next; artillery smoke thins in the next phase
 * and goes in the one after.  A flare lights the whole table (no night
 * limit) for the rest of the turn, an artillery flare for the whole next
 * turn; it reveals hidden units in the open that an enemy can see.
 * Laying smoke or firing a flare reveals a hidden unit (6.4).  Smoke is
 * public by day (6.1); at night a side sees a smoke screen only within
 * its night sight or under a flare.  Flares are seen by both sides.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "drawing.h"
#include "state_fields.h"
#include "bg.h"

/* F <unit> SMOKE <pt> <deg> | F <unit> FLARE: the words after the
 * unit, from tok[*i]. */
int
bg_smoke_order(const struct bg_game *g, const struct bg_unit *u,
    char **tok, int n, int *i, struct bg_order *o, char *err, size_t en)
{
	char *e;
	long deg;

	if (u->veh) {
		snprintf(err, en, "only infantry lays smoke or fires flares");
		return -1;
	}
	if (strcasecmp(tok[*i], "FLARE") == 0) {
		o->act = BG_A_FLARE;
		(*i)++;
		return 0;
	}
	o->act = BG_A_SMOKE;
	(*i)++;
	if (*i + 1 >= n || bg_point_parse(g, tok[*i], &o->pts[0]) != 0) {
		snprintf(err, en, "SMOKE needs a point (x,y or @feature) and a "
		    "bearing");
		return -1;
	}
	o->npts = 1;
	deg = strtol(tok[*i + 1], &e, 10);
	if (*e != '\0' || deg < 0 || deg > 359 || e == tok[*i + 1]) {
		snprintf(err, en, "SMOKE bearing must be 0..359, not %s",
		    tok[*i + 1]);
		return -1;
	}
	o->face = (int)deg;
	*i += 2;
	return 0;
}

int
bg_smoke_blocks(const struct bg_game *g, struct plane_pt a,
    struct plane_pt b)
{
	struct plane_seg s = { a, b };
	struct plane_pt p[2];
	struct plane_band band;
	int k;

	for (k = 0; k < g->nsmoke; k++) {
		const struct bg_smoke *m = &g->smoke[k];

		p[0].x = m->x0;
		p[0].y = m->y0;
		if (m->ring) {
			if (plane_seg_cmp_dist_pt(s, p[0], m->r) <= 0)
				return 1;
			continue;
		}
		p[1].x = m->x1;
		p[1].y = m->y1;
		band.p = p;
		band.n = 2;
		band.width = m->width;
		if (plane_band_meets(band, s))
			return 1;
	}
	return 0;
}

int
bg_flare_lit(const struct bg_game *g)
{
	int k;

	for (k = 0; k < g->nflare; k++)
		if (g->flare[k].from <= g->turn && g->turn <= g->flare[k].until)
			return 1;
	return 0;
}

/* Whether a side sees smoke k: its own; any by day or under a flare;
 * at night only within its night sight of a standing unit. */
int
bg_smoke_seen(const struct bg_game *g, int side, int k)
{
	const struct bg_smoke *m = &g->smoke[k];
	struct plane_pt a = { m->x0, m->y0 }, b = { m->x1, m->y1 };
	struct plane_seg s = { a, m->ring ? a : b };
	int u;
	int64_t r;

	if (side < 0 || m->side == side || !g->night || bg_flare_lit(g))
		return 1;
	r = g->r.night_sight + (m->ring ? m->r : m->width / 2);
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && bg_alive(&g->u[u]) &&
		    plane_seg_cmp_dist_pt(s, bg_centre(g, &g->u[u]), r) <= 0)
			return 1;
	return 0;
}

static int64_t
clamp(int64_t v, int64_t hi)
{
	return v < 0 ? 0 : v > hi ? hi : v;
}

struct bg_smoke *
bg_smoke_new(struct bg_game *g)
{
	struct bg_smoke *m;

	if (g->nsmoke >= BG_MAX_SMOKE)
		return NULL;
	m = &g->smoke[g->nsmoke++];
	memset(m, 0, sizeof *m);
	return m;
}

/* Smoke m as a line laid by `side` this turn: 6" centred on p along
 * bearing deg, thin from this turn's special actions phase, gone after
 * the next turn's (4.15). */
void
bg_smoke_line(struct bg_game *g, struct bg_smoke *m, int side,
    struct plane_pt p, int deg)
{
	struct plane_pt a = plane_step(p, (deg + 180) % 360,
	    g->fr.smoke_len / 2), b = plane_step(p, deg, g->fr.smoke_len / 2);

	m->side = side;
	m->x0 = (int)clamp(a.x, g->width);
	m->y0 = (int)clamp(a.y, g->depth);
	m->x1 = (int)clamp(b.x, g->width);
	m->y1 = (int)clamp(b.y, g->depth);
	m->width = g->fr.smoke_width;
	m->laid = m->thin = g->turn;
	m->until = g->turn + 1;
}

/* Tell the referee and each side that sees smoke k, unless in `told`
 * (it read of it already), what the smoke does: "<subject> line from A
 * to B <verb>." (a ring: "ring at A").  No ruling: the map draws the
 * smoke that stands from the state (bg_smoke_draw), and smoke that
 * cleared is gone. */
void
bg_smoke_tell(struct bg_turn *t, int k, unsigned told, const char *subject,
    const char *verb)
{
	const struct bg_smoke *m = &t->g->smoke[k];
	struct plane_pt a = { m->x0, m->y0 }, b = { m->x1, m->y1 };
	unsigned mask = told & EVENT_V_REF ? 0 : EVENT_V_REF;
	char pa[32], pb[32];
	int s;

	for (s = 0; s < BG_NSIDES; s++)
		if (!(told & EVENT_V_SIDE(s)) && bg_smoke_seen(t->g, s, k))
			mask |= EVENT_V_SIDE(s);
	if (mask == 0)
		return;
	bg_pt_out(t->g, a, pa, sizeof pa);
	bg_pt_out(t->g, b, pb, sizeof pb);
	if (m->ring)
		bg_say_mask(t, mask, "%s ring at %s %s.", subject, pa, verb);
	else
		bg_say_mask(t, mask, "%s line from %s to %s %s.", subject, pa,
		    pb, verb);
}

/* A flare's reveals: hidden units in the open an enemy can see now. */
static void
flare_reveals(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	int v, w;

	bg_sight_update(g, t->log);
	for (v = 0; v < g->nunits; v++) {
		if (!g->u[v].hidden || !bg_alive(&g->u[v]) ||
		    bg_concealed(g, &g->u[v]))
			continue;
		for (w = 0; w < g->nunits; w++)
			if (g->u[w].side != g->u[v].side &&
			    bg_alive(&g->u[w]) && bg_los(g, w, v)) {
				bg_reveal(g, v, t->log, "a flare lit it in "
				    "the open");
				break;
			}
	}
	bg_sight_update(g, t->log);
}

static void
lay_smoke(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x), p = o->pts[0];
	struct bg_smoke *m, fresh;
	char at[32];
	int k, renew = 0;

	bg_pt_out(g, p, at, sizeof at);
	if (plane_cmp_dist(c, p, g->fr.smoke_range) > 0 ||
	    (!x->dug && x->bldg < 0 && !plane_in_arc(c, x->facing, 90, p))) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s cannot "
		    "lay smoke at %s: out of reach or arc.", x->id, at);
		return;
	}
	/* the same line laid again renews the screen standing there (one
	 * screen, its turns counted afresh), not a second one over it */
	memset(&fresh, 0, sizeof fresh);
	bg_smoke_line(g, &fresh, x->side, p, o->face);
	for (k = 0; k < g->nsmoke; k++)
		if (!g->smoke[k].ring && g->smoke[k].x0 == fresh.x0 &&
		    g->smoke[k].y0 == fresh.y0 && g->smoke[k].x1 == fresh.x1 &&
		    g->smoke[k].y1 == fresh.y1)
			break;
	if (k < g->nsmoke) {
		g->smoke[k] = fresh;
		renew = 1;
	} else if ((m = bg_smoke_new(g)) == NULL) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s cannot "
		    "lay smoke: the table holds %d screens already.", x->id,
		    BG_MAX_SMOKE);
		return;
	} else
		*m = fresh;
	if (x->hidden)
		bg_reveal(g, u, t->log, "it laid smoke");
	bg_sight_update(g, t->log);
	/* drawn from the state, as the map draws all standing smoke */
	bg_say_mask(t, bg_mask_of(g, u, -1), "%s lays smoke: a "
	    "%d\" line at %s, bearing %d%s.", x->id, g->fr.smoke_len / BG_INCH,
	    at, o->face, renew ? " (the screen there renewed)" : "");
	bg_smoke_tell(t, renew ? k : g->nsmoke - 1, bg_mask_of(g, u, -1),
	    "A smoke", renew ? "is renewed" : "is laid");
}

static void
fire_flare(struct bg_turn *t, int u)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x);
	struct draw_ruling r;
	struct bg_flare *f;
	unsigned mask;
	char at[32];

	if (g->nflare >= BG_MAX_FLARE) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s cannot "
		    "fire a flare: %d burn already.", x->id, BG_MAX_FLARE);
		return;
	}
	f = &g->flare[g->nflare++];
	f->side = x->side;
	f->x = (int)c.x;
	f->y = (int)c.y;
	f->from = f->until = g->turn;
	if (x->hidden)
		bg_reveal(g, u, t->log, "it fired a flare");
	flare_reveals(t);
	mask = bg_mask_of(g, u, -1);
	bg_pt_out(g, c, at, sizeof at);
	r = draw_blast(f->x, f->y, g->fr.smoke_ring / 2, "flare");
	bg_say_rulings(t, mask, &r, 1, "%s fires a flare over %s: the table "
	    "is lit for the rest of the turn.", x->id, at);
	bg_say_mask(t, EVENT_V_ALL & ~mask, "A flare lights the table for "
	    "the rest of the turn.");
}

void
bg_smoke_fire(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_unit *x = &t->g->u[u];

	if (o->act == BG_A_SMOKE ? !x->can_smoke : !x->can_flare) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s carries "
		    "no %s (not designated in the scenario).", x->id,
		    o->act == BG_A_SMOKE ? "smoke" : "flares");
		return;
	}
	if (o->act == BG_A_SMOKE)
		lay_smoke(t, u, o);
	else
		fire_flare(t, u);
}

/* An artillery asset's smoke rings or flare at its aim (special actions
 * phase): rings drift as blasts do (4.17); a flare bursts over the aim
 * and lights the whole next turn. */
void
bg_smoke_art(struct bg_turn *t, int k, int kind, struct plane_pt aim)
{
	struct bg_game *g = t->g;
	const struct bg_arty *a = &g->arty[k];
	struct plane_pt land;
	struct bg_smoke *m;
	struct bg_flare *f;
	struct draw_ruling r;
	char at[32], why[128];
	int b, d1, d2, bearing;
	int64_t drift;

	if (kind == BG_ART_FLARE) {
		bg_pt_out(g, aim, at, sizeof at);
		if (g->nflare >= BG_MAX_FLARE)
			return;
		f = &g->flare[g->nflare++];
		f->side = a->side;
		f->x = (int)aim.x;
		f->y = (int)aim.y;
		f->from = g->turn;
		f->until = g->turn + 1;
		r = draw_blast(f->x, f->y, g->fr.smoke_ring / 2, "flare");
		bg_say_rulings(t, EVENT_V_ALL, &r, 1, "%s %s fires a flare over "
		    "%s: the table is lit until the end of next turn.",
		    g->side[a->side], a->id, at);
		flare_reveals(t);
		return;
	}
	for (b = 0; b < a->blasts; b++) {
		d1 = dice_roll(t->dice, 6);
		d2 = dice_roll(t->dice, 6);
		drift = (int64_t)(d1 > d2 ? d1 - d2 : d2 - d1) * BG_INCH;
		bearing = drift > 0 ? (int)dice_uniform(t->dice, 360) : 0;
		land = drift > 0 ? plane_step(aim, bearing, drift) : aim;
		if ((m = bg_smoke_new(g)) == NULL)
			return;
		m->ring = 1;
		m->side = a->side;
		m->x0 = m->x1 = (int)clamp(land.x, g->width);
		m->y0 = m->y1 = (int)clamp(land.y, g->depth);
		m->r = g->fr.smoke_ring / 2;
		m->laid = g->turn;
		m->thin = g->turn + 1;
		m->until = g->turn + 2;
		bg_pt_out(g, land, at, sizeof at);
		/* the owner reads the drift; the other side sees the smoke
		 * where it stands, as it sees it (6.1); the map draws it
		 * from the state */
		bg_scatter_words(d1, d2, bearing, why, sizeof why);
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(a->side),
		    "%s %s smoke %d lands at %s: %s.", g->side[a->side],
		    a->id, b + 1, at, why);
		bg_smoke_tell(t, g->nsmoke - 1, EVENT_V_REF | EVENT_V_SIDE(a->side),
		    "An artillery smoke", "comes down");
	}
	bg_sight_update(g, t->log);
}

/* The special actions phase (3.1 item 3): smoke thins and goes, spent
 * flares go. */
void
bg_smoke_phase(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	int k, j;

	for (k = 0, j = 0; k < g->nsmoke; k++) {
		if (g->smoke[k].until <= g->turn) {
			bg_smoke_tell(t, k, 0, "The smoke", "clears");
			continue;
		}
		if (g->smoke[k].thin == g->turn)
			bg_smoke_tell(t, k, 0, "The smoke", "thins (it still "
			    "blocks sight)");
		g->smoke[j++] = g->smoke[k];
	}
	g->nsmoke = j;
	for (k = 0, j = 0; k < g->nflare; k++)
		if (g->flare[k].until > g->turn)
			g->flare[j++] = g->flare[k];
	g->nflare = j;
	bg_sight_update(g, t->log);
}
