/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_turn.c - the sequence of play (§5, 3.1-3.16) mapped onto rounds by
 * mail (§17.1).  Each round is one phase of the core; its resolution runs
 * the steps listed in `rounds` below, in order.  A side that sent no sheet
 * gets the missing-orders defaults: Tactical mode (a BUILD continues), no
 * moves, only the mandatory same-hex attacks (pre-filed attacks still
 * count), standing orders unchanged.  At the end of every round each
 * side's chart is committed (hg_log.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "hg.h"

/*
 * The strict five-round turn, the compressed three-round turn (R2+R3 and
 * R4+R5 merged) and the six-round turn, whose round 2 is split in two so
 * that Player 1 files his move after the revealed modes of 3.8 are out:
 * "r2" takes both sides' modes, "r2b" Player 1's move (§17.1).
 */
static const struct {
	int round;
	const char *name, *kind, *steps;
} rounds[] = {
	{ 0, "setup", "setup", "placement and supplies; 3.1-3.2 of turn 1" },
	{ 1, "r1", "scout", "3.3-3.7 scout modes, scout moves, scouting" },
	{ 2, "r2", "general", "3.8-3.10 modes, Player 1 moves, scouting" },
	{ 3, "r3", "combat", "3.11 first combat phase" },
	{ 4, "r4", "move", "3.12-3.13 Player 2 moves, scouting" },
	{ 5, "r5", "combat", "3.14-3.16 second combat, reorganization, "
	    "reinforcements, end of turn" },
	{ 2, "r2b", "move", "3.9-3.10 Player 1 moves, scouting" },
};
#define R2B	6		/* rounds[] index of the six-round turn's r2b */

void
hg_round_info(const struct hg_game *g, int round, const char **name,
    const char **kind, int *who)
{
	int c3 = g->r.opt.rounds == 3;

	if (round == 2 && g->r.opt.rounds == 6) {
		*name = g->r2_moves ? rounds[R2B].name : "r2";
		*kind = g->r2_moves ? rounds[R2B].kind : "modes";
		*who = g->r2_moves ? 1 << g->p1 : 3;
		return;
	}
	*name = rounds[round].name;
	*kind = rounds[round].kind;
	*who = 3;
	if (round == 4 && !c3)
		*who = 1 << HG_P2(g);
}

static const json_t *
side_orders(const struct hg_game *g, const json_t *orders, int s)
{
	return json_object_get(orders, g->side[s]);
}

/* Standing orders: ASSIST and RETREAT PREFER, from any sheet. */
static void
standing(struct hg_game *g, const json_t *orders)
{
	const json_t *o, *v;
	size_t i;
	int s, u;

	for (s = 0; s < HG_NSIDES; s++) {
		o = side_orders(g, orders, s);
		json_array_foreach(json_object_get(o, "assist"), i, v)
			if ((u = hg_find_unit(g, json_string_value(
			    json_object_get(v, "unit")))) >= 0)
				g->u[u].assist = json_is_true(json_object_get(v,
				    "on"));
		json_array_foreach(json_object_get(o, "retreat"), i, v) {
			json_t *d = json_object_get(v, "dirs");

			if ((u = hg_find_unit(g, json_string_value(
			    json_object_get(v, "unit")))) < 0)
				continue;
			g->u[u].ret_pref[0] = json_array_size(d) > 0 ?
			    (int)json_integer_value(json_array_get(d, 0)) : -1;
			g->u[u].ret_pref[1] = json_array_size(d) > 1 ?
			    (int)json_integer_value(json_array_get(d, 1)) : -1;
		}
	}
}

/* One declared mode from a sheet: 0 done, -1 not this group's. */
static int
declare_one(struct hg_game *g, int s, const json_t *v, int scouts,
    int strategic, struct event_log *log)
{
	const char *m = json_string_value(json_object_get(v, "mode"));
	int u, mode, face, from;
	char why[96];

	u = hg_find_unit(g, json_string_value(json_object_get(v, "unit")));
	if (u < 0 || !(hg_on(g, u) || hg_waiting(g, u)) || g->u[u].side != s ||
	    hg_type(g, u)->scout != scouts || m == NULL)
		return -1;
	if ((m[0] == 'S') != strategic)
		return 0;
	if (g->u[u].boat == HG_BOAT_AFLOAT)
		return 0;		/* afloat until it disembarks (16.3) */
	mode = m[0] == 'S' ? HG_S : m[0] == 'B' ? HG_B + (m[1] - '1') : HG_T;
	face = json_object_get(v, "face") ? (int)json_integer_value(
	    json_object_get(v, "face")) : -1;
	from = json_object_get(v, "from") ? hg_find_unit(g, json_string_value(
	    json_object_get(v, "from"))) : -1;
	if (m[0] == 'E') {
		if (hg_set_mode(g, u, HG_T, -1, -1, log, why, sizeof why) != 0 ||
		    hg_embark(g, u, from, why, sizeof why) != 0)
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "MODE %U "
			    "EMBARK refused: %s; it stays Tactical", u, why);
	} else if (hg_set_mode(g, u, mode, face, from, log, why, sizeof why)
	    != 0)
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "MODE %U refused: %s; "
		    "it stays Tactical", u, why);
	hg_chart(g, u, "declares mode %s%s%s", m, g->u[u].mode == HG_S ?
	    " face " : "", g->u[u].mode == HG_S ? hex_dir_name(g->u[u].face) :
	    "");
	return 0;
}

/*
 * 3.3 / 3.8: every unit of the group declares (default Tactical).  The
 * columns dissolving go first and the columns forming last, so a chit
 * handed back this turn can be taken again this turn (R-15: the chits
 * limit the columns that exist at once).
 */
static void
declare(struct hg_game *g, const json_t *orders, int scouts,
    struct event_log *log)
{
	int s, u, k, pass, ord[HG_MAX_UNITS];
	const json_t *v;
	size_t i;
	char why[96];
	unsigned char done[HG_MAX_UNITS];

	memset(done, 0, sizeof done);
	for (pass = 0; pass < 3; pass++) {
		if (pass == 1) {
			/* undeclared units: Tactical (a BUILD continues) */
			for (u = 0; u < g->nunits; u++) {
				if (done[u] || !hg_on(g, u) ||
				    hg_type(g, u)->scout != scouts ||
				    g->u[u].mode == HG_B || g->u[u].mode == HG_T ||
				    g->u[u].boat == HG_BOAT_AFLOAT)
					continue;
				hg_set_mode(g, u, HG_T, -1, -1, log, why,
				    sizeof why);
				hg_chart(g, u, "declares mode T (default)");
			}
			continue;
		}
		for (s = 0; s < HG_NSIDES; s++)
			json_array_foreach(json_object_get(side_orders(g,
			    orders, s), "modes"), i, v)
				if (declare_one(g, s, v, scouts, pass == 2,
				    log) == 0)
					done[hg_find_unit(g, json_string_value(
					    json_object_get(v, "unit")))] = 1;
	}
	/* revealed units' modes are published after both declare, in
	 * alias order */
	hg_list_all(g, ord);
	for (k = 0; k < g->nunits; k++)
		if (hg_on(g, u = ord[k]) && g->u[u].seen &&
		    hg_type(g, u)->scout == scouts)
			event_say(log, EVENT_V_SIDE(1 - g->u[u].side), "%U is in "
			    "%s mode", u, g->u[u].mode == HG_S ? "Strategic" :
			    g->u[u].mode == HG_B ? "building" : "Tactical");
}

/* A movement phase for one side's scouts or general units: the moves in
 * sheet order, then stacking (§6.5), overrun leaders and contact
 * (R-31). */
static void
movement(struct hg_game *g, const json_t *orders, int s, int scouts,
    struct event_log *log)
{
	struct hg_trail *tr = calloc((size_t)g->nunits, sizeof *tr);
	const json_t *v;
	size_t i;
	int u;

	if (tr == NULL) {
		log->failed = 1;
		return;
	}
	json_array_foreach(json_object_get(side_orders(g, orders, s), "moves"),
	    i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		if (u < 0 || g->u[u].side != s || hg_type(g, u)->scout !=
		    scouts)
			continue;
		tr[u].rank = (int)i + 1;
		hg_move(g, u, v, &tr[u], log);
	}
	/* 16.3: DISEMBARK lands a unit where its move left it */
	json_array_foreach(json_object_get(side_orders(g, orders, s),
	    "disembark"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		if (u >= 0 && g->u[u].side == s && hg_on(g, u) &&
		    g->u[u].boat == HG_BOAT_AFLOAT &&
		    hg_type(g, u)->scout == scouts)
			hg_disembark(g, u, log);
	}
	hg_stacking(g, s, tr, log);
	hg_overrun(g, s, log);
	hg_contact(g, log);
	free(tr);
}

/* The orders a combat phase takes (§17.1): ATTACK and LEADER lines. */
static const char *const combat_keys[] = { "attacks", "leaders", NULL };

/* Keep a side's pre-filed attacks and leader lists for the coming combat
 * phase. */
static void
prefile(struct hg_game *g, const json_t *orders)
{
	const char *const *k;
	json_t *a, *o;
	int s;

	json_object_clear(g->pending);
	for (s = 0; s < HG_NSIDES; s++) {
		o = NULL;
		for (k = combat_keys; *k; k++) {
			a = json_object_get(side_orders(g, orders, s), *k);
			if (a == NULL)
				continue;
			if (o == NULL)
				o = json_object();
			json_object_set(o, *k, a);
		}
		if (o != NULL)
			json_object_set_new(g->pending, g->side[s], o);
	}
}

/* The orders for a combat phase, each kind from this round's sheet, else
 * as pre-filed. */
static json_t *
attacks_for(struct hg_game *g, const json_t *orders)
{
	json_t *o = json_object(), *so, *a;
	const char *const *k;
	int s;

	for (s = 0; s < HG_NSIDES; s++) {
		so = json_object();
		for (k = combat_keys; *k; k++) {
			a = json_object_get(side_orders(g, orders, s), *k);
			if (a == NULL)
				a = json_object_get(json_object_get(g->pending,
				    g->side[s]), *k);
			if (a != NULL)
				json_object_set(so, *k, a);
		}
		json_object_set_new(o, g->side[s], so);
	}
	return o;
}

static void
combat(struct hg_game *g, const json_t *orders, int phase, struct dice *d,
    struct event_log *log)
{
	json_t *o = attacks_for(g, orders);

	hg_combat_phase(g, o, phase, d, log);
	json_decref(o);
	json_object_clear(g->pending);
}

/* 3.1 and 3.2 of a new turn. */
static void
begin_turn(struct hg_game *g, struct dice *d, struct event_log *log)
{
	int u, die;

	g->turn++;
	for (u = 0; u < g->nunits; u++) {
		g->u[u].moved = g->u[u].fought = 0;
		g->u[u].retreated = g->u[u].routed = 0;
	}
	die = dice_roll(d, 6);
	g->p1 = die <= 3 ? HG_ALLIED : HG_ROMAN;
	event_say(log, EVENT_V_ALL, "Turn %d begins. Player order (3.1): die %d: "
	    "%s is Player 1", g->turn, die, g->side[g->p1]);
	hg_army_morale(g, log);
}

/* 11.1: "not in combat", no enemy unit in the unit's hex (either hex of
 * a column).  Any enemy unit: mercenaries and leaders too, though neither
 * counts for stacking (6.2).  Rules version 1: an enemy combat unit in
 * the unit's (head) hex (hg_rule_reorg_any_enemy). */
static int
enemy_in_hex(const struct hg_game *g, int u)
{
	const struct hg_unit *x = &g->u[u];
	int e;

	if (!hg_rule_reorg_any_enemy(g))
		return hg_enemy_combat_in(g, x->hex, x->side) >= 0;
	for (e = 0; e < g->nunits; e++)
		if (g->u[e].side != x->side && (hg_in_hex(g, e, x->hex) ||
		    (x->tail >= 0 && hg_in_hex(g, e, x->tail))))
			return 1;
	return 0;
}

/* §19: reorganization in hex-label order; units in one hex (one side's:
 * no unit with an enemy in its hex rolls) as seen, not as listed in the
 * order of battle (rules version 1: as listed, hg_sight_cmp). */
static int
reorg_cmp(const struct hg_game *g, int x, int y)
{
	char a[HEX_LABEL_LEN], b[HEX_LABEL_LEN];
	int c = strcmp(hg_label(g, g->u[x].hex, a), hg_label(g, g->u[y].hex,
	    b));

	return c ? c : hg_sight_cmp(g, x, y);
}

/* 3.15: disrupted units try to reorganize, in hex-label order. */
static void
reorganize(struct hg_game *g, struct dice *d, struct event_log *log)
{
	int order[HG_MAX_UNITS], n = 0, i, u, e, m, die;

	for (u = 0; u < g->nunits; u++)
		if (hg_on(g, u) && g->u[u].dis && !hg_type(g, u)->leader)
			order[n++] = u;
	hg_sort_units(g, order, n, reorg_cmp);
	for (i = 0; i < n; i++) {
		u = order[i];
		if (enemy_in_hex(g, u))
			continue;
		if (g->u[u].noammo && hg_type(g, u)->merc)
			continue;		/* */
		m = 0;
		for (e = 0; e < g->nunits; e++)
			if (g->u[e].side != g->u[u].side && hg_on(g, e) &&
			    hg_dist(g, g->u[e].hex, g->u[u].hex) == 1)
				m += g->r.reorg_adj;
		if (g->u[u].routed)
			m += g->r.reorg_routed;
		else if (g->u[u].retreated)
			m += g->r.reorg_retreated;
		if (!hg_type(g, u)->merc)
			m += g->r.band[g->army[g->u[u].side]].reorg;
		die = dice_roll(d, 6);
		if (die + m >= g->r.reorg_min) {
			g->u[u].dis = 0;
			hg_chart(g, u, "reorganizes (die %d%+d)", die, m);
		}
		event_say(log, hg_viewers(g, u), "Reorganization: %U die %d %s "
		    "%d = %d: %s", u, die, m < 0 ? "-" : "+", m < 0 ? -m : m,
		    die + m, die + m >= g->r.reorg_min ? "back to full strength"
		    : "still disrupted");
	}
}

/*
 * 3.16 (§14, §6.4): scheduled units still off the map enter at their
 * entry hexes (the REINF order's, else the scenario's) in the mode and
 * facing ordered, through the edge hexside.  A hex a friendly
 * combat unit holds cannot be entered: the unit waits a turn.  An enemy
 * there means contact (both revealed, a same-hex fight next combat
 * phase); a lone enemy leader is overrun.  Arrivals any enemy unit
 * can see are revealed to the enemy.
 */
static void
reinforce(struct hg_game *g, const json_t *orders, struct event_log *log)
{
	int u, e, s, h, f;
	unsigned char inview[HG_MAX_UNITS];
	const json_t *v;
	const char *m;
	size_t i;

	memset(inview, 0, sizeof inview);
	for (s = 0; s < HG_NSIDES; s++)
		json_array_foreach(json_object_get(side_orders(g, orders, s),
		    "reinf"), i, v) {
			u = hg_find_unit(g, json_string_value(json_object_get(v,
			    "unit")));
			h = hg_parse_hex(g, json_string_value(json_object_get(v,
			    "hex")));
			m = json_string_value(json_object_get(v, "mode"));
			if (u < 0 || g->u[u].side != s || h < 0 ||
			    g->u[u].status != HG_PENDING ||
			    !(g->edge[h] & (1 << s)))
				continue;
			g->u[u].arrive_hex = h;
			g->u[u].arrive_face = (int)json_integer_value(
			    json_object_get(v, "face")) % 6;
			g->u[u].arrive_mode = m != NULL && (m[0] == 'S' ||
			    m[0] == 's') ? HG_S : HG_T;
		}
	for (u = 0; u < g->nunits; u++) {
		struct hg_unit *x = &g->u[u];

		if (!hg_waiting(g, u))
			continue;
		h = x->arrive_hex;
		if (hg_is_combat(g, u) && (f = hg_combat_in(g, h, x->side, u))
		    >= 0) {
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "Reinforcement %U cannot enter at %H: %U holds it "
			    "(stacking); it waits off the map", u, h, f);
			continue;
		}
		x->status = HG_ON;
		x->hex = h;
		x->tail = -1;
		x->face = x->arrive_face;
		x->mode = HG_T;
		x->entry_dir = hg_entry_side(g, h, x->face);
		x->entry_river = x->entry_hill = 0;
		x->entry_seq = ++g->seq;
		if (x->arrive_mode == HG_S && hg_type(g, u)->cls != HG_WAGON) {
			x->mode = HG_S;
			/* a column needs a chit; its tail is still off
			 * the map and comes on with its first step */
			if (hg_is_column(g, u) && hg_columns(g, x->side, u) >=
			    g->r.chits) {
				x->mode = HG_T;
				event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side),
				    "Reinforcement %U enters Tactical: no "
				    "Strategic Movement chit left", u);
			}
		}
		hg_chart(g, u, "enters as a reinforcement at %s face %s mode %s",
		    hg_label(g, x->hex, (char[HEX_LABEL_LEN]){ 0 }),
		    hex_dir_name(x->face), x->mode == HG_S ? "S" : "T");
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "Reinforcement "
		    "%U enters at %H", u, x->hex);
		hg_meet(g, u, h, log);
		for (e = 0; e < g->nunits; e++)
			if (g->u[e].side != x->side && hg_sees_unit(g, e, u))
				inview[u] = 1;
		/* rules version 1: named as each comes on, in the order of
		 * battle (hg_rule_named_as_seen) */
		if (inview[u] && !hg_rule_named_as_seen(g)) {
			hg_reveal_ev(g, u, 1 - x->side,
			    "reinforcement in view", log);
			inview[u] = 0;
		}
	}
	/* named in sight order, not in the order of battle's */
	hg_reveal_set(g, inview, "reinforcement in view", log);
	for (s = 0; s < HG_NSIDES; s++)
		hg_overrun(g, s, log);
}

/* End of turn [D]: building progress, objective control, game end. */
static void
end_turn(struct hg_game *g, struct event_log *log)
{
	int u, i, s, c, vp;

	hg_embark_end(g, log);				/* 16.3 */
	for (u = 0; u < g->nunits; u++) {
		struct hg_unit *x = &g->u[u];
		int lvl = x->bld_level - 1;

		if (!hg_on(g, u) || x->mode != HG_B || lvl < 0)
			continue;
		if (x->bld_paused) {
			/* §12: disrupted while building, it resumes only
			 * once reorganised, so the turn of the disruption
			 * never counts; the next one may */
			x->bld_paused = x->dis;
			continue;
		}
		if (x->moved || x->fought || x->dis || x->bld_paused ||
		    x->bld_from < 0 || !hg_on(g, x->bld_from) ||
		    hg_dist(g, g->u[x->bld_from].hex, x->hex) > 1)
			continue;
		if (++x->bld_prog >= g->r.fort[lvl].turns) {
			g->fort[x->hex] |= (unsigned char)(1 << lvl);
			g->fort_known[x->side][x->hex] = g->fort[x->hex];
			x->mode = HG_T;
			x->bld_level = x->bld_prog = 0;
			hg_chart(g, u, "built Level %s at %s", lvl ? "II" : "I",
			    hg_label(g, x->hex, (char[HEX_LABEL_LEN]){ 0 }));
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U "
			    "completes a Level %s fortification at %H", u,
			    lvl ? "II" : "I", x->hex);
		} else
			hg_chart(g, u, "building Level %s: %d of %d turns",
			    lvl ? "II" : "I", x->bld_prog,
			    g->r.fort[lvl].turns);
	}
	for (i = 0; i < g->nobj; i++) {
		for (s = 0; s < HG_NSIDES; s++) {
			c = hg_combat_in(g, g->obj[i].hex, s, -1);
			if (c < 0)
				continue;
			g->obj[i].holder = s;
			g->obj[i].known[s] = s;
			if (hg_visible(g, 1 - s, c))
				g->obj[i].known[1 - s] = s;
		}
	}
	/* forts seen by the enemy at the end of the turn (§12) */
	for (u = 0; u < g->nunits; u++)
		for (i = 0; hg_on(g, u) && i < g->lay.w * g->lay.h; i++)
			if (g->fort[i] && g->fort_known[g->u[u].side][i] !=
			    g->fort[i] && hg_los(g, g->u[u].hex, i))
				g->fort_known[g->u[u].side][i] = g->fort[i];
	for (s = 0; s < HG_NSIDES; s++)
		if (g->broken_run[s] >= g->r.broken_quits)
			break;
	if (s == HG_NSIDES && g->turn < g->turns)
		return;
	g->over = 1;
	if (s < HG_NSIDES) {
		/* §8.2: a Broken army quits the field */
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && hg_on(g, u))
				hg_eliminate(g, u, log);
		for (i = 0; i < g->nobj; i++)
			g->obj[i].holder = 1 - s;
	}
	hg_vp(g, -1, &vp);
	for (i = 0; i < g->nlevels - 1; i++)
		if (vp <= g->level[i].max)
			break;
	snprintf(g->result, sizeof g->result, "%s (%d Roman points after "
	    "turn %d%s%s)", g->level[i].text, vp, g->turn, s < HG_NSIDES ?
	    "; the army that broke: " : "", s < HG_NSIDES ? g->side[s] : "");
	event_say(log, EVENT_V_ALL, "Game over: %s", g->result);
	event_kind(log, EVENT_K_END);
}

/* §15.4: Roman points as `viewer` knows them (-1: the true count), and
 * where they come from (the report explains the sum). */
void
hg_vp_parts(const struct hg_game *g, int viewer, struct hg_vp_parts *p)
{
	int u, i;

	memset(p, 0, sizeof *p);
	for (u = 0; u < g->nunits; u++) {
		const struct hg_unit *x = &g->u[u];

		if (x->status == HG_EXITED && x->side == HG_ROMAN &&
		    (viewer < 0 || viewer == HG_ROMAN || x->exit_seen || g->over))
			p->exits++;
		if (x->status == HG_ELIM && (viewer < 0 || x->elim_seen ||
		    x->side == viewer))
			p->elim[x->side == HG_ALLIED ? 1 : 0]++;
	}
	p->exit_vp = p->exits * g->vp_exit + (p->exits == 0 ? g->vp_no_exit :
	    0);
	p->elim_vp = p->elim[1] * g->vp_elim_allied + p->elim[0] *
	    g->vp_elim_roman;
	for (i = 0; i < g->nobj; i++)
		if ((viewer < 0 || g->over ? g->obj[i].holder :
		    g->obj[i].known[viewer]) == HG_ROMAN)
			p->obj_vp += g->obj[i].vp;
	p->total = p->exit_vp + p->elim_vp + p->obj_vp;
}

void
hg_vp(const struct hg_game *g, int viewer, int *vp)
{
	struct hg_vp_parts p;

	hg_vp_parts(g, viewer, &p);
	*vp = p.total;
}

/* PLACE (setup): each start point the sheet gives, within 2 hexes of
 * the side's entry edge, one combat unit a hex (hg_parse_checks.c warns
 * of the same when the sheet arrives). */
static void
setup_places(struct hg_game *g, const json_t *o, int s,
    struct event_log *log)
{
	int u, h, k;
	const json_t *v;
	size_t i;

	json_array_foreach(json_object_get(o, "place"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		h = hg_parse_hex(g, json_string_value(json_object_get(v,
		    "hex")));
		if (u < 0 || g->u[u].side != s || h < 0)
			continue;
		if (g->u[u].status == HG_PENDING) {
			/* 14.4: the roll just took the army off the
			 * map; the sheet was written before it */
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "PLACE "
			    "%U not used: the random entry roll puts "
			    "your army off the map; ENTER it instead",
			    u);
			continue;
		}
		if (g->u[u].status != HG_ON)
			continue;
		for (k = 0; k < g->lay.w * g->lay.h; k++)
			if ((g->edge[k] & (1 << s)) && hg_dist(g, k,
			    h) <= 2)
				break;
		if (k == g->lay.w * g->lay.h || (hg_is_combat(g, u) &&
		    hg_combat_in(g, h, s, u) >= 0) ||
		    hg_terr(g, h)->cost[hg_type(g, u)->cls ==
		    HG_MERC ? HG_FOOT : hg_type(g, u)->cls] < 0) {
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "PLACE "
			    "%U at %H refused: start within 2 hexes of "
			    "your entry edge, one combat unit per hex",
			    u, h);
			continue;
		}
		g->u[u].hex = h;
		g->u[u].face = (int)json_integer_value(json_object_get(v,
		    "face"));
	}
}

/* RADIO (setup, 16.2): the walkie-talkie sets bought go to the units
 * named, mercenaries only, as many as the side bought. */
static void
setup_radios(struct hg_game *g, const json_t *o, int s,
    struct event_log *log)
{
	int u, k;
	const json_t *v;
	size_t i;

	k = 0;
	json_array_foreach(json_object_get(o, "radio"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		if (u < 0 || g->u[u].side != s || !hg_type(g, u)->merc ||
		    !g->r.opt.walkie || k >= g->radios[s])
			continue;
		g->u[u].radio = 1;
		k++;
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%U carries a "
		    "walkie-talkie (16.2)", u);
	}
}

/* SUPPLY (setup, §12): the defence supplies to the baggage trains named,
 * the rest to the trains in turn. */
static void
setup_supplies(struct hg_game *g, const json_t *o, int s,
    struct event_log *log)
{
	int u, k, b, total, l1, l2;
	const json_t *v;
	size_t i;

	total = 0;
	json_array_foreach(json_object_get(o, "supply"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		l1 = (int)json_integer_value(json_object_get(v, "l1"));
		l2 = (int)json_integer_value(json_object_get(v, "l2"));
		if (u < 0 || g->u[u].side != s || total + l1 + l2 >
		    g->supplies[s])
			continue;
		g->u[u].supply[0] = l1;
		g->u[u].supply[1] = l2;
		total += l1 + l2;
	}
	/* unallocated supplies: Level I, round-robin on the trains
	 * (the scenario load refuses supplies with no train; should
	 * one still have none, the supplies are dropped, never
	 * looped on) */
	for (k = 0, b = 0; b < g->nunits; b++)
		k += g->u[b].side == s && hg_type(g, b)->cls == HG_WAGON;
	if (k == 0 && total < g->supplies[s]) {
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%d defence "
		    "supplies are lost: no baggage train to carry them "
		    "(§12)", g->supplies[s] - total);
		total = g->supplies[s];
	}
	for (b = 0; total < g->supplies[s]; b = (b + 1) % g->nunits) {
		if (g->u[b].side == s && hg_type(g, b)->cls == HG_WAGON) {
			g->u[b].supply[0]++;
			total++;
		}
	}
}

/* Each unit's chart opens: the secret salt, then where it starts. */
static void
open_charts(struct hg_game *g, int s, struct dice *d)
{
	int u, k;
	char salt[65];

	/* the chart opens with a secret salt, so an unchanged chart's
	 * commitment tells the enemy nothing */
	for (k = 0; k < 32; k++)
		snprintf(salt + 2 * k, 3, "%02x", dice_roll(d, 256) - 1);
	g->round = 0;
	json_array_append_new(json_object_get(g->charts, g->side[s]) ?
	    json_object_get(g->charts, g->side[s]) :
	    (json_object_set_new(g->charts, g->side[s], json_array()),
	    json_object_get(g->charts, g->side[s])),
	    json_pack("s++", "salt ", salt, ""));
	for (u = 0; u < g->nunits; u++) {
		char at[24] = "start";

		if (g->u[u].side != s)
			continue;
		if (g->u[u].status == HG_PENDING)
			snprintf(at, sizeof at, "due turn %d at",
			    g->u[u].arrive_turn > 0 ?
			    g->u[u].arrive_turn : 1);
		hg_chart(g, u, "%s %s face %s supplies L1=%d L2=%d%s",
		    at, hg_label(g, g->u[u].hex,
		    (char[HEX_LABEL_LEN]){ 0 }),
		    hex_dir_name(g->u[u].face), g->u[u].supply[0],
		    g->u[u].supply[1], g->u[u].radio ? " radio" : "");
	}
}

static void
setup(struct hg_game *g, const json_t *orders, struct dice *d,
    struct event_log *log)
{
	int s;

	hg_random_setup(g, d, log);	/* 14.3, 14.4, when the scenario asks */
	for (s = 0; s < HG_NSIDES; s++) {
		const json_t *o = side_orders(g, orders, s);

		setup_places(g, o, s, log);
		setup_radios(g, o, s, log);
		setup_supplies(g, o, s, log);
		open_charts(g, s, d);
	}
	if (!g->r.opt.hidden) {	/* 16.1: every unit in the open */
		unsigned char all[HG_MAX_UNITS];

		memset(all, 1, sizeof all);
		hg_reveal_set(g, all, NULL, log);
	}
}

int
hg_resolve_round(void *gv, const json_t *orders, struct dice *d,
    struct event_log *log, struct pbem_err *err)
{
	struct hg_game *g = gv;
	int c3 = g->r.opt.rounds == 3, p1 = g->p1, p2 = HG_P2(g);

	(void)err;	/* the game's error reasons are its events */

	standing(g, orders);
	switch (g->round) {
	case 0:
		setup(g, orders, d, log);
		hg_commit(g, log);
		begin_turn(g, d, log);
		g->round = 1;
		return PBEM_OK;
	case 1:
		declare(g, orders, 1, log);
		movement(g, orders, p1, 1, log);	/* 3.4 */
		movement(g, orders, p2, 1, log);	/* 3.5 */
		hg_scouting(g, p1, "3.6", log);
		hg_scouting(g, p2, "3.7", log);
		break;
	case 2:
		if (g->r.opt.rounds == 6 && !g->r2_moves) {
			declare(g, orders, 0, log);	/* 3.8 */
			g->r2_moves = 1;		/* r2b: P1 moves */
			hg_seen_mark(g);
			hg_commit(g, log);
			return PBEM_OK;
		}
		if (!g->r2_moves)
			declare(g, orders, 0, log);	/* 3.8 */
		g->r2_moves = 0;
		movement(g, orders, p1, 0, log);	/* 3.9 */
		hg_rehide(g, p1, log);
		hg_scouting(g, p2, "3.10", log);
		prefile(g, orders);
		if (c3)
			combat(g, NULL, 1, d, log);	/* 3.11 */
		break;
	case 3:
		combat(g, orders, 1, d, log);		/* 3.11 */
		break;
	case 4:
		movement(g, orders, p2, 0, log);	/* 3.12 */
		hg_rehide(g, p2, log);
		hg_scouting(g, p1, "3.13", log);
		prefile(g, orders);
		if (!c3)
			break;
		/* FALLTHROUGH */
	case 5:
		combat(g, c3 ? NULL : orders, 2, d, log);	/* 3.14 */
		reorganize(g, d, log);			/* 3.15 */
		reinforce(g, orders, log);		/* 3.16 */
		end_turn(g, log);
		hg_seen_mark(g);
		hg_commit(g, log);
		if (!g->over) {
			begin_turn(g, d, log);
			g->round = 1;
		}
		return PBEM_OK;
	default:
		return PBEM_ERR_STATE;
	}
	hg_seen_mark(g);
	hg_commit(g, log);
	g->round = c3 && g->round == 2 ? 4 : g->round + 1;
	return PBEM_OK;
}
