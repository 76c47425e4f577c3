/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_medic.c - medics' healing (digest 4.18, A17): every figure that
 * falls leaves a marker at its unit's centre; on its side's fire card a
 * unit with medics, besides whatever else it does (or alone, with HEAL),
 * tries for each medic to heal the oldest fallen figure of its side
 * within 3" of its centre: one die, healed on the unit's hit number
 * (the run reduction applies); the figure joins the medic's unit as a
 * normal figure.  A failed try leaves the marker for later tries.  The
 * markers are shown to their own side only (an enemy learns of losses
 * only as section 6 allows).
 */
#include <stdio.h>
#include <string.h>

#include "state_fields.h"
#include "bg.h"

void
bg_dead_mark(struct bg_game *g, int v, int n)
{
	struct plane_pt c = bg_centre(g, &g->u[v]);
	struct bg_dead *d;

	if (g->u[v].veh)
		return;
	while (n-- > 0) {
		if (g->ndead >= BG_MAX_DEAD) {	/* the oldest goes */
			memmove(g->dead, g->dead + 1,
			    sizeof g->dead[0] * (BG_MAX_DEAD - 1));
			g->ndead--;
		}
		d = &g->dead[g->ndead++];
		d->side = g->u[v].side;
		d->x = (int)c.x;
		d->y = (int)c.y;
		d->turn = g->turn;
	}
}

/* The same for the figures flagged in dead[0..n-1] (a melee round). */
void
bg_dead_flags(struct bg_game *g, int v, const int *dead, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		k += dead[i] != 0;
	bg_dead_mark(g, v, k);
}

static int
fallen_near(const struct bg_game *g, int u)
{
	struct plane_pt c = bg_centre(g, &g->u[u]), p;
	int k;

	for (k = 0; k < g->ndead; k++) {
		p.x = g->dead[k].x;
		p.y = g->dead[k].y;
		if (g->dead[k].side == g->u[u].side &&
		    plane_cmp_dist(c, p, g->fr.heal_reach) <= 0)
			return k;
	}
	return -1;
}

void
bg_heal(struct bg_turn *t, int u, int ordered)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	int medics = bg_count(x, 'M'), m, k, d, grade, hitn, n;
	char at[32];

	if (x->veh || !bg_alive(x))
		return;
	if (medics == 0) {
		if (ordered)
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s has no medic: it holds its fire.", x->id);
		return;
	}
	grade = x->grade + (x->run ? 1 : 0);	/* 2.2: the run reduction */
	hitn = bg_hit_number(&g->r, grade > 4 ? 4 : grade);
	for (m = 0; m < medics; m++) {
		n = bg_nfigs(x);
		if ((k = fallen_near(g, u)) < 0 || n >= BG_MAX_FIGS) {
			if (ordered && m == 0)
				bg_say_mask(t, EVENT_V_REF |
				    EVENT_V_SIDE(x->side), "%s's medic finds "
				    "no fallen figure to heal within %d\".",
				    x->id, g->fr.heal_reach / BG_INCH);
			return;
		}
		d = dice_roll(t->dice, 6);
		bg_pt_out(g, (struct plane_pt){ g->dead[k].x, g->dead[k].y },
		    at, sizeof at);
		if (d < hitn) {
			bg_say(t, u, -1, "%s's medic tends a fallen figure at "
			    "%s: %d, needs %d+: not healed.", x->id, at, d,
			    hitn);
			continue;
		}
		memmove(g->dead + k, g->dead + k + 1,
		    sizeof g->dead[0] * (size_t)(g->ndead - k - 1));
		g->ndead--;
		x->figs[n] = 'R';
		x->figs[n + 1] = '\0';
		bg_say(t, u, -1, "%s's medic heals a fallen figure at %s: %d, "
		    "needs %d+: it joins %s as R (%s).", x->id, at, d, hitn,
		    x->id, x->figs);
	}
}

/* The side's own fallen within reach of its medics' units may be
 * healed: the report lists its own markers. */
void
bg_dead_report(const struct bg_game *g, int viewer, struct buf *out)
{
	const struct bg_dead *a, *b;
	char at[32];
	int k, j, n, any = 0;

	for (k = 0; k < g->ndead; k++) {
		/* markers alike are one line, at the first of them */
		a = &g->dead[k];
		for (j = 0, n = 0; j < g->ndead; j++) {
			b = &g->dead[j];
			if (b->side != a->side || b->x != a->x || b->y != a->y ||
			    b->turn != a->turn)
				continue;
			if (j < k)
				break;
			n++;
		}
		if (j < g->ndead || (viewer >= 0 && a->side != viewer))
			continue;
		if (!any++)
			buf_addf(out, "\nFALLEN (a medic within %d\" of one may "
			    "heal it)\n", g->fr.heal_reach / BG_INCH);
		bg_pt_out(g, (struct plane_pt){ a->x, a->y }, at, sizeof at);
		buf_addf(out, "  %s %s, turn %d: %d figure%s\n", g->side[a->side],
		    at, a->turn, n, n == 1 ? "" : "s");
	}
}
