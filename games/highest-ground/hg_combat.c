/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_combat.c - combat (§7): eligibility, the combat list and the phase.
 * Who may attack whom (range, indirect fire 16.2), the attacks ordered
 * and owed (§6.5), collected into one combat per defending stack in
 * hex-label order, then each resolved from a snapshot by
 * hg_combat_odds.c, one die per combat in combat-list order, so the dice
 * stream never depends on the results (§19), and the results applied in
 * canonical order by hg_combat_results.c.  Leaders' bonus: hg_leaders.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hg_combat.h"

int
hg_range(const struct hg_game *g, int a, int t)
{
	const struct hg_unit *x = &g->u[a], *y = &g->u[t];
	int d = hg_dist(g, x->hex, y->hex);

	if (y->tail >= 0 && hg_dist(g, x->hex, y->tail) < d)
		d = hg_dist(g, x->hex, y->tail);
	return d;
}

int
hg_can_attack(const struct hg_game *g, int a, int t, char *why, size_t n)
{
	const struct hg_unit *x = &g->u[a];
	const struct hg_type *tp = hg_type(g, a);
	int d;

	if (!hg_on(g, a) || !hg_on(g, t) || x->side == g->u[t].side) {
		snprintf(why, n, "no such target in play");
		return 0;
	}
	if (tp->leader) {
		snprintf(why, n, "leaders do not attack");
		return 0;
	}
	if (x->mode != HG_T) {
		snprintf(why, n, "only Tactical units attack (not Strategic or "
		    "building)");
		return 0;
	}
	if (x->boat != HG_BOAT_NONE) {
		snprintf(why, n, "a unit embarking does not attack (16.3)");
		return 0;
	}
	if (hg_val(g, a, 0) <= 0 || (tp->merc && x->ammo <= 0)) {
		snprintf(why, n, "no attack factor (or no ammunition)");
		return 0;
	}
	d = hg_range(g, a, t);
	if (d > tp->rng) {
		snprintf(why, n, "target out of range");
		return 0;
	}
	/* revealed to the player and in the attacker's LOS */
	if (d > 0 && (!hg_visible(g, x->side, t) || !(hg_los(g, x->hex,
	    g->u[t].hex) || (g->u[t].tail >= 0 && hg_los(g, x->hex,
	    g->u[t].tail))))) {
		snprintf(why, n, "target not visible to the attacker");
		return 0;
	}
	return 1;
}

/*
 * 16.2 (walkie-talkies): a mercenary weapon with a range over 3 may fire
 * at a target a friendly walkie-talkie carrier can see: the target must
 * be within the firer's range and revealed to its side, and the
 * spotter must have LOS to it; the firer needs none.  It costs 2 rounds.
 */
int
hg_can_fire_indirect(const struct hg_game *g, int a, int t, int sp,
    char *why, size_t n)
{
	const struct hg_unit *x = &g->u[a];
	const struct hg_type *tp = hg_type(g, a);
	int d;

	if (!g->r.opt.walkie) {
		snprintf(why, n, "walkie-talkies are not in this scenario");
		return 0;
	}
	if (!hg_on(g, a) || !hg_on(g, t) || x->side == g->u[t].side) {
		snprintf(why, n, "no such target in play");
		return 0;
	}
	if (!tp->merc || tp->leader || tp->rng <= g->r.indirect_over) {
		snprintf(why, n, "only mercenary weapons with a range over %d "
		    "fire indirectly", g->r.indirect_over);
		return 0;
	}
	if (x->mode != HG_T) {
		snprintf(why, n, "only Tactical units attack (not Strategic or "
		    "building)");
		return 0;
	}
	if (hg_val(g, a, 0) <= 0 || x->ammo < g->r.ammo_indirect) {
		snprintf(why, n, "indirect fire needs %d rounds of ammunition",
		    g->r.ammo_indirect);
		return 0;
	}
	d = hg_range(g, a, t);
	if (d > tp->rng || d == 0) {
		snprintf(why, n, d ? "target out of range" : "a target in the "
		    "firer's own hex is fought directly");
		return 0;
	}
	if (sp < 0 || !hg_on(g, sp) || g->u[sp].side != x->side ||
	    !g->u[sp].radio) {
		snprintf(why, n, "the spotter has no walkie-talkie in play");
		return 0;
	}
	if (!hg_visible(g, x->side, t) || !hg_sees_unit(g, sp, t)) {
		snprintf(why, n, "target not visible to the spotter");
		return 0;
	}
	return 1;
}

/* The stack a target belongs to: its hex's combat unit, else itself. */
static int
primary(const struct hg_game *g, int t)
{
	int c = hg_combat_in(g, g->u[t].hex, g->u[t].side, -1);

	return c >= 0 ? c : t;
}

int
hg_in_stack(const struct hg_game *g, int def, int k)
{
	return g->u[k].side == g->u[def].side && hg_on(g, k) &&
	    (hg_in_hex(g, k, g->u[def].hex) || (g->u[def].tail >= 0 &&
	    hg_in_hex(g, k, g->u[def].tail)));
}

/* who takes part in this phase's combats: 1 defending (leaders
 * aside), 2 attacking; then hg_leaders hands out the bonuses. */
static void
leaders(const struct hg_game *g, const struct combat *c, int nc,
    const json_t *orders, int *lead, struct event_log *log)
{
	int part[HG_MAX_UNITS], i, k;

	memset(part, 0, sizeof part);
	for (i = 0; i < nc; i++) {
		for (k = 0; k < c[i].na; k++)
			part[c[i].att[k]] = 2;
		for (k = 0; k < g->nunits; k++)
			if (hg_in_stack(g, c[i].def, k) &&
			    !hg_type(g, k)->leader)
				part[k] = 1;
	}
	hg_leaders(g, part, orders, lead, log);
}
/* Hex-label order (the combat list, retreats); in one hex, Allied first,
 * then as seen (hg_sight_cmp), never in the order of battle. */
int
hg_label_cmp(const struct hg_game *g, int a, int b)
{
	char la[HEX_LABEL_LEN], lb[HEX_LABEL_LEN];
	int c = strcmp(hg_label(g, g->u[a].hex, la), hg_label(g, g->u[b].hex,
	    lb));

	return c ? c : hg_sight_cmp(g, a, b);
}

/*
 * §6.5 (6.1): combat units of both sides in one hex must attack each
 * other, and a unit attacks once a phase (5.4).  The digest is silent on
 * an order naming another target; our resolution: the same-hex attack is
 * the unit's one attack, so such an order is refused for that unit (its
 * ELSE targets are tried the same way) and AUTO picks the same-hex enemy.
 * Mercenaries are combat units here (2.1.2.1): they attack and are
 * attacked so.  The enemy stack is its combat unit's, else its
 * mercenaries'.  The stack unit a must attack, or -1.  Rules version 1
 * leaves mercenaries out (hg_rule_merc_fights, in hg_fights too) and
 * lets an order elsewhere stand (hg_rule_same_hex_owed).
 */
static int
must_attack(const struct hg_game *g, int a)
{
	char why[96];
	int t, k;

	if (!hg_on(g, a) || !hg_fights(g, a))
		return -1;
	t = hg_enemy_combat_in(g, g->u[a].hex, g->u[a].side);
	/* mercenaries alone: the first as seen (rules version 1: none) */
	if (t < 0 && hg_rule_merc_fights(g))
		for (k = 0; k < g->nunits; k++)
			if (g->u[k].side != g->u[a].side && hg_fights(g, k) &&
			    hg_in_hex(g, k, g->u[a].hex) && (t < 0 ||
			    hg_sight_cmp(g, k, t) < 0))
				t = k;
	if (t < 0 || !hg_can_attack(g, a, t, why, sizeof why))
		return -1;
	return primary(g, t);
}

/* Pick a target for AUTO: a same-hex enemy, else the best odds. */
static int
auto_target(const struct hg_game *g, int a)
{
	int t, best = -1, bd = 1000, dv;
	char why[64];

	for (t = 0; t < g->nunits; t++) {
		if (!hg_can_attack(g, a, t, why, sizeof why) ||
		    hg_type(g, t)->leader)
			continue;
		if (hg_range(g, a, t) == 0 && hg_is_combat(g, t))
			return t;
		dv = hg_val(g, primary(g, t), 1) * 10 + hg_range(g, a, t);
		if (dv < bd) {
			bd = dv;
			best = t;
		}
	}
	return best;
}

/* A combat's attackers as seen (they are named, listed and their
 * results told in this order), not in sheet or battle order.  Rules
 * version 1: as the attacks were added (hg_rule_named_as_seen). */
static void
sort_attackers(const struct hg_game *g, struct combat *c)
{
	int i, k, t;

	if (!hg_rule_named_as_seen(g))
		return;
	for (i = 1; i < c->na; i++)
		for (k = i; k > 0 && hg_sight_cmp(g, c->att[k - 1],
		    c->att[k]) > 0; k--) {
			t = c->att[k];
			c->att[k] = c->att[k - 1];
			c->att[k - 1] = t;
			t = c->ind[k];
			c->ind[k] = c->ind[k - 1];
			c->ind[k - 1] = t;
		}
}

static void
add_attack(struct combat *c, int *nc, int a, int def, int ind)
{
	int i;

	for (i = 0; i < *nc; i++)
		if (c[i].def == def)
			break;
	if (i == *nc) {
		if (*nc >= MAXC)
			return;
		memset(&c[i], 0, sizeof c[i]);
		c[i].def = def;
		(*nc)++;
	}
	if (c[i].na < MAXA) {
		c[i].ind[c[i].na] = ind;
		c[i].att[c[i].na++] = a;
	}
}


static void
phase_init(const struct hg_game *g, struct phase *p, struct combat *c)
{
	int k;

	p->c = c;
	p->nc = 0;
	p->order = 0;
	memset(p->used, 0, sizeof p->used);
	memset(p->assisted, 0, sizeof p->assisted);
	memset(p->e, 0, sizeof p->e);
	for (k = 0; k < HG_MAX_UNITS; k++)
		p->follow[k] = -1;
	for (k = 0; k < g->nunits; k++)
		p->must[k] = must_attack(g, k);
}

/*
 * Unit a of side s attacks target tn (an alias or AUTO); sp: the spotter
 * for indirect fire, -2: direct.  1 if the attack joins the combat list,
 * else 0 and the player is told why.
 */
static int
order_attack(struct hg_game *g, struct phase *p, int s, int a,
    const char *tn, int sp, struct event_log *log)
{
	char why[96];
	int t, owed;

	/* 5.4: the same-hex attack is its one (rules version 1: not yet) */
	owed = hg_rule_same_hex_owed(g) ? p->must[a] : -1;
	t = strcasecmp(tn, "AUTO") == 0 ? (owed >= 0 ? owed :
	    auto_target(g, a)) : hg_find_alias(g, s, tn);
	if (t >= 0 && owed >= 0 && (sp != -2 || primary(g, t) != owed)) {
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "ATTACK %U %s: "
		    "it must attack the enemy in its own hex (6.1), and "
		    "attacks once a phase (5.4)", a, tn);
		return 0;
	}
	if (t < 0 || (sp == -2 ? !hg_can_attack(g, a, t, why, sizeof why) :
	    !hg_can_fire_indirect(g, a, t, sp, why, sizeof why))) {
		if (t >= 0 || strcasecmp(tn, "AUTO"))
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(s),
			    "ATTACK %U %s: %s", a, tn, t < 0 ?
			    "no visible enemy by that name" : why);
		return 0;
	}
	p->used[a] = 1;
	add_attack(p->c, &p->nc, a, primary(g, t), sp != -2);
	return 1;
}

/*
 * One ATTACK order of side s: its targets are tried in turn (ELSE), each
 * by every unit not yet attacking, until one of them is attacked.
 */
static void
order_attacks(struct hg_game *g, struct phase *p, int s, const json_t *o,
    struct event_log *log)
{
	json_t *units = json_object_get(o, "units");
	json_t *targets = json_object_get(o, "targets");
	json_t *via = json_object_get(o, "via");
	json_t *v, *w;
	size_t ti, ui;
	int a, ok;

	json_array_foreach(targets, ti, v) {
		const char *tn = json_string_value(v);
		const char *vs = json_string_value(json_array_get(via, ti));
		int sp = vs && vs[0] ? hg_find_unit(g, vs) : -2;

		if (tn == NULL)
			continue;
		ok = 0;
		json_array_foreach(units, ui, w) {
			a = hg_find_unit(g, json_string_value(w) ?
			    json_string_value(w) : "");
			if (a < 0 || g->u[a].side != s || p->used[a] ||
			    !hg_on(g, a))
				continue;
			if (order_attack(g, p, s, a, tn, sp, log))
				ok = 1;
		}
		if (ok)
			break;
	}
}

/* The ordered attacks, side by side, then (§6.5) the mandatory same-hex
 * attacks, ordered or not. */
static void
collect_attacks(struct hg_game *g, struct phase *p, const json_t *orders,
    struct event_log *log)
{
	json_t *atk, *o;
	size_t ai;
	int s, a;

	for (s = 0; s < HG_NSIDES; s++) {
		atk = json_object_get(json_object_get(orders, g->side[s]),
		    "attacks");
		json_array_foreach(atk, ai, o)
			order_attacks(g, p, s, o, log);
	}
	for (a = 0; a < g->nunits; a++) {
		if (p->used[a] || p->must[a] < 0)
			continue;
		p->used[a] = 1;
		add_attack(p->c, &p->nc, a, p->must[a], 0);
	}
}

/* The combat list, in defender hex-label order; each combat's attackers
 * as seen. */
static void
sort_combats(const struct hg_game *g, struct combat *c, int nc)
{
	int i, k;

	for (i = 1; i < nc; i++)
		for (k = i; k > 0 &&
		    hg_label_cmp(g, c[k - 1].def, c[k].def) > 0; k--) {
			struct combat tmp = c[k];

			c[k] = c[k - 1];
			c[k - 1] = tmp;
		}
	for (i = 0; i < nc; i++)
		sort_attackers(g, &c[i]);
}

/* Firing reveals the attackers (§7.1); the attacked stack is seen. */
static void
reveal_combatants(struct hg_game *g, const struct combat *c, int nc,
    struct event_log *log)
{
	unsigned char set[HG_MAX_UNITS];
	int i, k;

	for (i = 0; i < nc; i++) {
		memset(set, 0, sizeof set);
		for (k = 0; k < c[i].na; k++)
			if (hg_rule_named_as_seen(g))
				set[c[i].att[k]] = 1;
			else	/* rules version 1: in attack order */
				hg_reveal_ev(g, c[i].att[k],
				    g->u[c[i].def].side, "it attacked", log);
		hg_reveal_set(g, set, "it attacked", log);
		for (k = 0; k < g->nunits; k++)
			set[k] = hg_in_stack(g, c[i].def, k);
		hg_reveal_set(g, set, "in the attacked stack", log);
	}
}

/* M5: a building unit's morale is -2 in the very attack on it. */
static void
mark_buildings_attacked(struct hg_game *g, const struct combat *c, int nc)
{
	int i, k;

	for (i = 0; i < nc; i++)
		for (k = 0; k < g->nunits; k++)
			if (hg_in_stack(g, c[i].def, k) && g->u[k].mode == HG_B)
				g->u[k].bld_attacked = 1;
}

/*
 * One combat phase (3.11 or 3.14).  `orders`: side -> orders object with
 * "attacks": [{"units": [ids], "targets": [alias|"AUTO"...]}].
 */
int
hg_combat_phase(struct hg_game *g, const json_t *orders, int phase,
    struct dice *d, struct event_log *log)
{
	static struct combat c[MAXC];
	struct phase p;
	int i;

	phase_init(g, &p, c);
	collect_attacks(g, &p, orders, log);
	if (p.nc == 0) {
		event_say(log, EVENT_V_ALL, "Combat phase %d: no combats",
		    phase);
		return PBEM_OK;
	}
	sort_combats(g, c, p.nc);
	reveal_combatants(g, c, p.nc, log);
	leaders(g, c, p.nc, orders, p.lead, log);
	event_say(log, EVENT_V_ALL, "Combat phase %d: %d combat%s", phase,
	    p.nc, p.nc == 1 ? "" : "s");
	mark_buildings_attacked(g, c, p.nc);
	for (i = 0; i < p.nc; i++)	/* one die each, in list order (§19) */
		hg_combat_compute(g, &c[i], p.lead, d, log);
	hg_list_all(g, p.list);	/* results are told in alias order */
	hg_combat_effects(g, &p);
	hg_combat_apply(g, &p, log);
	return PBEM_OK;
}

