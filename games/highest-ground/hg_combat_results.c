/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_combat_results.c - combat results (§7.4, §8, 9.3, 16.2) and Army
 * Morale (§8.1, Table 1).  Each combat's result is first marked in an
 * effect table, not on the units, so every combat of a phase is fought
 * from the same snapshot; then the effects are applied in
 * canonical order: eliminations, disruptions (a second one a retreat),
 * each side's retreats and routs (hg_retreat.c), leaders following their
 * units, units out of ammunition disrupted.
 */
#include <stdio.h>
#include <string.h>

#include "hg_combat.h"

void
hg_eliminate(struct hg_game *g, int u, struct event_log *log)
{
	struct hg_unit *x = &g->u[u];

	if (x->status != HG_ON)
		return;
	x->elim_seen = 1;
	hg_chart(g, u, "eliminated at %s", hg_label(g, x->hex,
	    (char[HEX_LABEL_LEN]){ 0 }));
	x->status = HG_ELIM;
	x->hex = x->tail = -1;
	x->seen = 0;
	g->lost[x->side]++;
	(void)log;
}

static void
mark(struct effect *e, int u, int elim, int ret, int rout, int *order)
{
	if (elim)
		e[u].elim = 1;
	if (ret > e[u].retreat)
		e[u].retreat = ret;
	if (rout)
		e[u].rout = 1;
	if (!elim && !ret && !rout) {
		if (e[u].dis_order == 0)
			e[u].dis_order = ++*order;
		else
			e[u].dis_again = 1;
	}
}

/* Apply one combat's result to the effect table (not yet to the units). */
static void
effects(const struct hg_game *g, const struct combat *c, struct effect *e,
    int *follow, int *order, const int *list)
{
	int i, j, k, a, r = c->res, R = g->r.retreat_hexes;

	for (i = 0; i < c->na; i++) {
		int ranged;

		a = c->att[i];
		ranged = hg_range(g, a, c->def) > 0;
		switch (r) {
		case HG_AE:
			if (ranged)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else
				mark(e, a, 1, 0, 0, order);
			break;
		case HG_AR:
		case HG_REFUSED:
			if (ranged && r == HG_REFUSED)
				break;
			if (ranged)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else {
				mark(e, a, 0, R, 0, order);
				mark(e, a, 0, 0, 0, order);
			}
			break;
		case HG_AD:
			mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			break;
		case HG_EX:
			if (ranged || !g->u[a].dis)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else
				mark(e, a, 1, 0, 0, order);
			break;
		case HG_COLLAPSE:
			if (ranged)
				mark(e, a, 0, g->u[a].dis ? R : 0, 0, order);
			else
				mark(e, a, 0, g->r.rout_hexes, 1, order);
			break;
		default:
			break;
		}
	}
	for (j = 0; j < g->nunits; j++) {
		if (!hg_in_stack(g, c->def, k = list[j]))
			continue;
		if (hg_type(g, k)->leader) {
			/* 9.3: a stacked leader shares its unit's fate (it
			 * follows it after the retreats); a leader has no
			 * disrupted side, so DD and EX leave it alone */
			if (c->def != k)
				follow[k] = c->def;
			if (r == HG_DE)
				mark(e, k, 1, 0, 0, order);
			else if (c->def == k && (r == HG_DR || r == HG_ROUT))
				e[k].retreat = r == HG_ROUT ? g->r.rout_hexes :
				    R;
			e[k].rout |= c->def == k && r == HG_ROUT;
			continue;
		}
		switch (r) {
		case HG_DD:
			mark(e, k, 0, g->u[k].dis ? R : 0, 0, order);
			break;
		case HG_DR:
			mark(e, k, 0, R, 0, order);
			mark(e, k, 0, 0, 0, order);
			break;
		case HG_DE:
			mark(e, k, 1, 0, 0, order);
			break;
		case HG_EX:
			mark(e, k, g->u[k].dis, 0, 0, order);
			break;
		case HG_ROUT:
			mark(e, k, 0, g->r.rout_hexes, 1, order);
			break;
		default:
			break;
		}
	}
}

/* The attackers fought and spent their ammunition; a mercenary that
 * assisted the defence is out of it (8.4). */
static void
spend_ammunition(struct hg_game *g, struct phase *p, const struct combat *c)
{
	int k, a;

	for (k = 0; k < c->na; k++) {
		a = c->att[k];
		g->u[a].fought = 1;
		/* 8.2; 16.2: indirect fire uses 2 rounds */
		if (hg_type(g, a)->merc)
			g->u[a].ammo -= c->ind[k] ? g->r.ammo_indirect : 1;
		if (g->u[a].ammo < 0)
			g->u[a].ammo = 0;
	}
	for (k = 0; k < g->nunits; k++)
		if (hg_in_stack(g, c->def, k) && hg_type(g, k)->merc &&
		    g->u[k].assist && hg_is_combat(g, c->def) &&
		    !g->u[k].noammo) {
			g->u[k].noammo = 1;	/* 8.4 */
			/* 8.3: disrupted below (rules version 1: only out
			 * of ammunition) */
			p->assisted[k] = hg_rule_assist_disrupts(g);
			hg_chart(g, k, "assisted the defence: out of "
			    "ammunition");
		}
}

/* Canonical order, first the eliminations. */
static void
apply_eliminations(struct hg_game *g, const struct phase *p,
    struct event_log *log)
{
	int i, k;

	for (i = 0; i < g->nunits; i++)
		if (p->e[k = p->list[i]].elim && hg_on(g, k)) {
			event_say(log, EVENT_V_ALL, "%U is eliminated", k);
			event_kind(log, EVENT_K_LOSS);
			hg_eliminate(g, k, log);
		}
}

/* Then the disruptions, in the order they were marked; one on a unit
 * already disrupted is a retreat. */
static void
apply_disruptions(struct hg_game *g, struct phase *p, struct event_log *log)
{
	struct effect *e = p->e;
	int i, k;

	for (i = 1; i <= p->order; i++)
		for (k = 0; k < g->nunits; k++)
			if (e[k].dis_order == i && hg_on(g, k)) {
				if (g->u[k].dis && e[k].retreat == 0) {
					e[k].retreat = g->r.retreat_hexes;
					continue;
				}
				/* disrupted once here, so the next
				 * disruption in list order is a retreat */
				if (e[k].dis_again && e[k].retreat == 0)
					e[k].retreat = g->r.retreat_hexes;
				g->u[k].dis = 1;
				if (g->u[k].mode == HG_B)
					g->u[k].bld_paused = 1;
				hg_chart(g, k, "disrupted");
				event_say(log, EVENT_V_ALL, "%U is disrupted",
				    k);
				event_kind(log, EVENT_K_HURT);
			}
}

/* The units of the other side than `side` that u fought this phase, as
 * attacker or in the attacked stack: its retreat keeps away from them. */
static int
enemies_of(const struct hg_game *g, const struct phase *p, int u, int side,
    int *enemies)
{
	const struct combat *c = p->c;
	int j, k, inv, ne = 0;

	for (k = 0; k < p->nc; k++) {
		inv = 0;
		for (j = 0; j < c[k].na; j++)
			inv |= c[k].att[j] == u;
		inv |= c[k].def == u || hg_in_stack(g, c[k].def, u);
		if (!inv)
			continue;
		for (j = 0; j < c[k].na; j++)
			if (g->u[c[k].att[j]].side != side &&
			    ne < HG_MAX_UNITS)
				enemies[ne++] = c[k].att[j];
		if (g->u[c[k].def].side != side && ne < HG_MAX_UNITS)
			enemies[ne++] = c[k].def;
	}
	return ne;
}

/* Then one side's retreats, in hex-label order. */
static void
apply_retreats(struct hg_game *g, const struct phase *p, int side,
    struct event_log *log)
{
	int order2[HG_MAX_UNITS], enemies[HG_MAX_UNITS], n2 = 0, ne, i, k, u;

	for (k = 0; k < g->nunits; k++)
		if (g->u[k].side == side && hg_on(g, k) && p->e[k].retreat)
			order2[n2++] = k;
	for (i = 1; i < n2; i++)
		for (k = i; k > 0 && hg_label_cmp(g, order2[k - 1],
		    order2[k]) > 0; k--) {
			int tmp = order2[k];

			order2[k] = order2[k - 1];
			order2[k - 1] = tmp;
		}
	for (i = 0; i < n2; i++) {
		u = order2[i];
		if (!hg_on(g, u))
			continue;
		ne = enemies_of(g, p, u, side, enemies);
		if (!hg_type(g, u)->leader)
			g->u[u].dis = 1;
		hg_retreat(g, u, p->e[u].retreat, p->e[u].rout, enemies, ne,
		    log);
	}
}

/* 9.3: a stacked leader goes where its unit went, or falls with it. */
static void
leaders_follow(struct hg_game *g, const struct phase *p,
    struct event_log *log)
{
	int i, k, f;

	for (i = 0; i < g->nunits; i++) {
		f = p->follow[k = p->list[i]];
		if (f < 0 || !hg_on(g, k))
			continue;
		if (!hg_on(g, f)) {
			event_say(log, hg_viewers(g, k), "Leader %U shares the "
			    "fate of %U and is eliminated", k, f);
			event_kind(log, EVENT_K_LOSS);
			hg_eliminate(g, k, log);
		} else if (p->e[f].retreat && g->u[k].hex != g->u[f].hex) {
			g->u[k].hex = g->u[f].hex;
			g->u[k].entry_seq = ++g->seq;
			g->u[k].retreated = 1;
			hg_chart(g, k, "retreats with %s to %s", g->u[f].id,
			    hg_label(g, g->u[k].hex,
			    (char[HEX_LABEL_LEN]){ 0 }));
			event_say(log, hg_viewers(g, k), "Leader %U retreats "
			    "with %U to %H", k, f, g->u[k].hex);
		}
	}
}

/*
 * 8.3: out of ammunition, the unit is disrupted at once: after the
 * combat that used the last round, or that it assisted in (8.4).
 * Not a combat result, so never a second disruption that turns into a
 * retreat; a leader has no disrupted side.
 */
static void
disrupt_out_of_ammunition(struct hg_game *g, const struct phase *p,
    struct event_log *log)
{
	int i, k;

	for (i = 0; i < g->nunits; i++)
		if (hg_on(g, k = p->list[i]) && hg_type(g, k)->merc &&
		    !hg_type(g, k)->leader && ((g->u[k].ammo == 0 &&
		    !g->u[k].noammo) || p->assisted[k])) {
			g->u[k].noammo = 1;
			g->u[k].dis = 1;
			hg_chart(g, k, "out of ammunition: disrupted");
			event_say(log, hg_viewers(g, k), "%U is out of "
			    "ammunition and disrupted", k);
			event_kind(log, EVENT_K_HURT);
		}
}

/* Every combat's result marked in the effect table, in list order, and
 * the attackers' ammunition spent. */
void
hg_combat_effects(struct hg_game *g, struct phase *p)
{
	int i;

	for (i = 0; i < p->nc; i++) {
		effects(g, &p->c[i], p->e, p->follow, &p->order, p->list);
		spend_ammunition(g, p, &p->c[i]);
	}
}

/* The effects applied in canonical order: eliminations,
 * disruptions, retreats. */
void
hg_combat_apply(struct hg_game *g, struct phase *p, struct event_log *log)
{
	apply_eliminations(g, p, log);
	apply_disruptions(g, p, log);
	apply_retreats(g, p, g->p1, log);
	apply_retreats(g, p, HG_P2(g), log);
	leaders_follow(g, p, log);
	disrupt_out_of_ammunition(g, p, log);
}

/*
 * §8.2 optional (OPTION morale_scale): for large battles the band limits
 * are multiplied by S = round(smaller starting total / 60), at least 1.
 * A side's starting total is the full morale of its whole order of
 * battle, reinforcements included, as its army stands before any loss.
 */
static int
band_scale(const struct hg_game *g)
{
	int start[HG_NSIDES] = { 0, 0 }, u, low;

	if (!g->r.opt.morale_scale)
		return 1;
	for (u = 0; u < g->nunits; u++)
		start[g->u[u].side] += hg_type(g, u)->full[2];
	low = (start[0] < start[1] ? start[0] : start[1]) + 30;	/* round */
	return low / 60 > 1 ? low / 60 : 1;
}

/* §8.1 and Table 1: each side's state; only the states are published. */
void
hg_army_morale(struct hg_game *g, struct event_log *log)
{
	int tot[HG_NSIDES] = { 0, 0 }, s, u, adv, b, scale = band_scale(g);
	const struct hg_type *t;

	for (u = 0; u < g->nunits; u++) {
		s = g->u[u].side;
		t = hg_type(g, u);
		if (g->u[u].status == HG_ON) {
			int m = hg_val(g, u, 2);

			if (g->u[u].mode == HG_B && g->u[u].bld_attacked)
				m = g->r.mod.building;
			tot[s] += m;
			if (g->u[u].dis)
				tot[1 - s] += m;
		} else if (g->u[u].status == HG_ELIM)
			tot[1 - s] += t->full[2];
	}
	for (s = 0; s < HG_NSIDES; s++) {
		adv = tot[s] - tot[1 - s];
		for (b = 0; b < g->r.nbands - 1; b++)
			if (adv >= g->r.band[b].min * scale)
				break;
		g->army[s] = b;
		g->broken_run[s] = g->r.band[b].broken ? g->broken_run[s] + 1 : 0;
	}
	event_say(log, EVENT_V_ALL, "Army morale, turn %d: %s %s, %s %s",
	    g->turn, g->side[0], g->r.band[g->army[0]].state, g->side[1],
	    g->r.band[g->army[1]].state);
}
