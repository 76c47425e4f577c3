/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_parse_checks.c - the checks of a whole order sheet once hg_parse.c
 * has read it: placements, defence supplies, building modes and attacks,
 * each judged on what the side already knows.  They only add errors at
 * the lines concerned; they never change an order.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hg_parse.h"

/*
 * Checks made when the sheet arrives because they can be: each order
 * below is one the resolution would refuse anyway, judged only on what
 * the side already knows (its own units, the map, the scenario), so the
 * player hears of it while the phase is still open instead of in the next
 * report.  None changes what an order means, and a sheet sealed before
 * they existed skips them (sheet_check.sealed), so it replays unchanged.
 */

/* The line an order of `key` for `unit` was written on. */
static int
order_line(const json_t *o)
{
	return (int)json_integer_value(json_object_get(o, "line"));
}

static void
err_at(struct ps *s, int line, const char *fmt, const char *a)
{
	sheet_check_error(s->out, line, fmt, a ? a : "");
}

/* PLACE (setup): a start point within 2 hexes of the side's entry edge,
 * on terrain the unit may enter, one combat unit a hex; the placements
 * are taken in the order the resolution takes them (hg_turn.c setup). */
static void
check_places(struct ps *s)
{
	const struct hg_game *g = s->g;
	const json_t *v;
	static int pos[HG_MAX_UNITS];
	char m[120], lab[HEX_LABEL_LEN];
	size_t i;
	int u, h, k, o, cls;

	if (g->entry_random[s->side] && g->entry_loc[s->side] < 0)
		return;		/* the edge is rolled at setup (14.4) */
	for (u = 0; u < g->nunits; u++)
		pos[u] = hg_on(g, u) ? g->u[u].hex : -1;
	json_array_foreach(json_object_get(s->o, "place"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		h = hg_parse_hex(g, json_string_value(json_object_get(v,
		    "hex")));
		if (u < 0 || h < 0 || g->u[u].status != HG_ON)
			continue;
		hg_label(g, h, lab);
		for (k = 0; k < g->lay.w * g->lay.h; k++)
			if ((g->edge[k] & (1 << s->side)) && hg_dist(g, k, h) <= 2)
				break;
		cls = hg_type(g, u)->cls == HG_MERC ? HG_FOOT :
		    hg_type(g, u)->cls;
		for (o = 0; o < g->nunits; o++)
			if (o != u && g->u[o].side == s->side && pos[o] == h &&
			    hg_is_combat(g, o) && hg_is_combat(g, u))
				break;
		if (k == g->lay.w * g->lay.h) {
			snprintf(m, sizeof m, "%s is not within 2 hexes of your "
			    "entry edge", lab);
			err_at(s, order_line(v), "%s", m);
		} else if (hg_terr(g, h)->cost[cls] < 0) {
			snprintf(m, sizeof m, "%s may not stand in %s (%s)",
			    g->u[u].id, lab, hg_terr(g, h)->name);
			err_at(s, order_line(v), "%s", m);
		} else if (o < g->nunits) {
			snprintf(m, sizeof m, "%s would start in %s with %s: one "
			    "combat unit a hex", g->u[u].id, lab, g->u[o].id);
			err_at(s, order_line(v), "%s", m);
		} else
			pos[u] = h;
	}
}

/* SUPPLY (setup): no more defence supplies than the side has; past that
 * the resolution would drop the line without a word. */
static void
check_supplies(struct ps *s)
{
	const json_t *v;
	char m[120];
	size_t i;
	int total = 0, n;

	json_array_foreach(json_object_get(s->o, "supply"), i, v) {
		n = (int)json_integer_value(json_object_get(v, "l1")) +
		    (int)json_integer_value(json_object_get(v, "l2"));
		total += n;
		if (total > s->g->supplies[s->side]) {
			snprintf(m, sizeof m, "that makes %d defence supplies; "
			    "you have %d to allocate", total,
			    s->g->supplies[s->side]);
			err_at(s, order_line(v), "%s", m);
			return;
		}
	}
}

/* MODE ... BUILD (§12): the unit, its baggage train and the supplies it
 * takes, in the order the declarations draw on them; MODE ... S: room on
 * the map for a column's tail (not who may stand there: an enemy in the
 * tail's hex is not the side's to know). */
static void
check_modes(struct ps *s)
{
	const struct hg_game *g = s->g;
	const json_t *v;
	static int used[HG_MAX_UNITS][2];
	char m[120];
	const char *mode;
	size_t i;
	int u, b, lvl, face, tail, d;

	memset(used, 0, sizeof used);
	json_array_foreach(json_object_get(s->o, "modes"), i, v) {
		u = hg_find_unit(g, json_string_value(json_object_get(v,
		    "unit")));
		mode = json_string_value(json_object_get(v, "mode"));
		if (u < 0 || mode == NULL || !hg_on(g, u))
			continue;
		m[0] = '\0';
		if (mode[0] == 'B') {
			lvl = mode[1] == '2';
			b = hg_find_unit(g, json_string_value(json_object_get(v,
			    "from")));
			if (hg_type(g, u)->cls != HG_FOOT || hg_type(g, u)->merc
			    || hg_type(g, u)->leader)
				snprintf(m, sizeof m, "only unmounted Feudal or "
				    "Roman combat units build (§12)");
			else if (g->u[u].dis)
				snprintf(m, sizeof m, "a disrupted unit may not "
				    "build");
			else if (g->u[u].mode == HG_B &&
			    g->u[u].bld_level == lvl + 1)
				continue;	/* it goes on building */
			else if (g->fort_known[s->side][g->u[u].hex] &
			    (1 << lvl))
				snprintf(m, sizeof m, "its hex has that "
				    "fortification already");
			else if (b < 0 || !hg_on(g, b) ||
			    hg_dist(g, g->u[b].hex, g->u[u].hex) > 1)
				snprintf(m, sizeof m, "the baggage train %s is "
				    "not next to %s", b >= 0 ? g->u[b].id : "",
				    g->u[u].id);
			else if (g->u[b].supply[lvl] - used[b][lvl] <= 0)
				snprintf(m, sizeof m, "%s has no Level %s "
				    "supplies left for it", g->u[b].id, lvl ?
				    "II" : "I");
			else
				used[b][lvl]++;
		} else if (mode[0] == 'S' && !hg_type(g, u)->scout &&
		    !hg_type(g, u)->leader && !hg_type(g, u)->merc &&
		    hg_type(g, u)->cls != HG_WAGON &&
		    g->u[u].boat == HG_BOAT_NONE &&
		    !(g->u[u].mode == HG_S && g->u[u].tail >= 0)) {
			/* a unit that forms a column and has none */
			face = json_object_get(v, "face") ? (int)
			    json_integer_value(json_object_get(v, "face")) :
			    g->u[u].face;
			d = hex_opposite(face);
			tail = hg_neighbour(g, g->u[u].hex, d);
			/* a note, not an error: the unit stays Tactical,
			 * as a standing sheet may mean it to */
			if (tail < 0 || hg_terr(g, tail)->cost[hg_type(g,
			    u)->cls] < 0 || ((hg_side_feat(g, g->u[u].hex, d) &
			    HG_SF_RIVER) && !(hg_side_feat(g, g->u[u].hex, d) &
			    HG_SF_BRIDGE)))
				buf_addf(&s->out->understood, "line %d: # note: "
				    "facing %s, %s has no room for its column's "
				    "tail behind it: it will stay Tactical\n",
				    order_line(v), hex_dir_name(face),
				    g->u[u].id);
		}
		if (m[0] != '\0')
			err_at(s, order_line(v), "%s", m);
	}
}

/* The mode unit u will be in when the attacks filed now are made: in
 * round 2 the one this sheet declares, or the default (Tactical; a
 * building unit goes on building); later, the one it is in. */
static int
mode_then(const struct ps *s, int u)
{
	const json_t *v;
	const char *m;
	size_t i;

	if (s->round != 2 || (s->g->r.opt.rounds == 6 && s->g->r2_moves))
		return s->g->u[u].mode;
	json_array_foreach(json_object_get(s->o, "modes"), i, v)
		if (strcmp(json_string_value(json_object_get(v, "unit")),
		    s->g->u[u].id) == 0) {
			m = json_string_value(json_object_get(v, "mode"));
			return m && m[0] == 'S' ? HG_S : m && m[0] == 'B' ?
			    HG_B : HG_T;
		}
	return s->g->u[u].mode == HG_B ? HG_B : HG_T;
}

/* ATTACK (§7, 8.3): a unit that can never attack (a leader, a unit with
 * no attack factor) is an error; one that cannot now (not Tactical, out
 * of ammunition, embarking) gets a note, the attack not being made, as a
 * standing sheet may mean it.  Range and sight are judged when combat
 * comes, on what the attacker sees then. */
static void
check_attacks(struct ps *s)
{
	const struct hg_game *g = s->g;
	const json_t *a, *v;
	char m[120];
	size_t i, k;
	int u, md, note;

	json_array_foreach(json_object_get(s->o, "attacks"), i, a) {
		if (i >= (size_t)s->natk)
			break;
		json_array_foreach(json_object_get(a, "units"), k, v) {
			u = hg_find_unit(g, json_string_value(v));
			if (u < 0 || !hg_on(g, u))
				continue;
			md = mode_then(s, u);
			m[0] = '\0';
			note = 1;
			if (hg_type(g, u)->leader) {
				snprintf(m, sizeof m, "%s is a leader: leaders "
				    "do not attack (LEADER gives its bonus)",
				    g->u[u].id);
				note = 0;
			} else if (hg_type(g, u)->cls == HG_WAGON ||
			    hg_type(g, u)->full[0] <= 0) {
				snprintf(m, sizeof m, "%s has no attack factor: "
				    "it only defends", g->u[u].id);
				note = 0;
			} else if (hg_type(g, u)->merc && (g->u[u].ammo <= 0 ||
			    g->u[u].noammo))
				snprintf(m, sizeof m, "%s is out of ammunition "
				    "(8.3)", g->u[u].id);
			else if (md != HG_T)
				snprintf(m, sizeof m, "%s %s %s: only Tactical "
				    "units attack", g->u[u].id, md ==
				    g->u[u].mode ? "is" : "will be", md == HG_S ?
				    "Strategic" : "building");
			else if (g->u[u].boat != HG_BOAT_NONE && s->round != 2)
				snprintf(m, sizeof m, "%s is embarking or afloat: "
				    "it does not attack (16.3)", g->u[u].id);
			if (m[0] == '\0')
				continue;
			if (note)
				buf_addf(&s->out->understood, "line %d: # note: "
				    "%s; it will not attack\n", s->atk_line[i],
				    m);
			else
				err_at(s, s->atk_line[i], "%s", m);
		}
	}
}

/* All of them, in this order. */
void
hg_parse_checks(struct ps *s)
{
	check_places(s);
	check_supplies(s);
	check_modes(s);
	check_attacks(s);
}
