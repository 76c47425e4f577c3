/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_sight.c - who learns what, when (§13): the four scouting steps, contact
 * at the end of a movement phase, firing, reinforcements in view, and
 * re-hiding.  A reveal tells the sighting side the unit's alias,
 * type, status, mode, facing and hexes (R-33 "none": the server vouches for
 * the chart), and optionally chart records (mrc_disclosure).  Everything
 * in the same hex as a revealed unit is revealed with it (§13.2 item 5).
 *
 * Order: units seen together are named (aliases) and every list of units
 * a side reads is written in an order built from what the side can see,
 * never from the order of battle, whose places would tell it which
 * published unit an alias is (hg_sight_cmp, hg_list_cmp).  Games started
 * under rules version 1 keep the order of battle (hg_rule_named_as_seen).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gcrypt.h>

#include "hg.h"

/* The secret salt a side's chart opens with (written at setup), "" before
 * there is one. */
static const char *
chart_salt(const struct hg_game *g, int side)
{
	const json_t *v;
	const char *s;
	size_t i;

	json_array_foreach(json_object_get(g->charts, g->side[side]), i, v)
		if ((s = json_string_value(v)) != NULL &&
		    strncmp(s, "salt ", 5) == 0)
			return s + 5;
	return "";
}

/* A key for u that only its owner's salt gives: the enemy can neither
 * compute it nor tie it to a place in the order of battle. */
static void
secret_key(const struct hg_game *g, int u, unsigned char key[32])
{
	char b[128];
	int n;

	n = snprintf(b, sizeof b, "alias %.64s %s", chart_salt(g,
	    g->u[u].side), g->u[u].id);
	if (n < 0)
		n = 0;
	if ((size_t)n >= sizeof b)
		n = (int)sizeof b - 1;
	gcry_md_hash_buffer(GCRY_MD_SHA256, key, b, (size_t)n);
}

/*
 * The order of units seen together, and so of the aliases they get: side,
 * hex, tail, type (what the sighting side sees), then the owner's secret
 * key, so that two like counters in one hex are not named in the order of
 * battle either.  Rules version 1: the order of battle.
 */
int
hg_sight_cmp(const struct hg_game *g, int a, int b)
{
	char la[HEX_LABEL_LEN], lb[HEX_LABEL_LEN];
	unsigned char ka[32], kb[32];
	int c;

	if (!hg_rule_named_as_seen(g))
		return a - b;
	if (g->u[a].side != g->u[b].side)
		return g->u[a].side - g->u[b].side;
	if ((c = strcmp(hg_label(g, g->u[a].hex, la), hg_label(g,
	    g->u[b].hex, lb))) != 0)
		return c;
	if ((c = strcmp(hg_label(g, g->u[a].tail, la), hg_label(g,
	    g->u[b].tail, lb))) != 0)
		return c;
	if ((c = strcmp(hg_type(g, a)->key, hg_type(g, b)->key)) != 0)
		return c;
	secret_key(g, a, ka);
	secret_key(g, b, kb);
	if ((c = memcmp(ka, kb, sizeof ka)) != 0)
		return c;
	return a - b;
}

/* The order of a list of units: side, then the enemy's alias (units it
 * has not named last), then as seen.  Rules version 1: the order of
 * battle. */
int
hg_list_cmp(const struct hg_game *g, int a, int b)
{
	int x = g->u[a].alias, y = g->u[b].alias;

	if (!hg_rule_named_as_seen(g))
		return a - b;
	if (g->u[a].side != g->u[b].side)
		return g->u[a].side - g->u[b].side;
	if (x != y)
		return x == 0 ? 1 : y == 0 ? -1 : x - y;
	return hg_sight_cmp(g, a, b);
}

void
hg_sort_units(const struct hg_game *g, int *u, int n,
    int (*cmp)(const struct hg_game *, int, int))
{
	int i, k, t;

	for (i = 1; i < n; i++)
		for (k = i; k > 0 && cmp(g, u[k - 1], u[k]) > 0; k--) {
			t = u[k];
			u[k] = u[k - 1];
			u[k - 1] = t;
		}
}

/* Every unit, in list order; returns the count. */
int
hg_list_all(const struct hg_game *g, int *out)
{
	int u;

	for (u = 0; u < g->nunits; u++)
		out[u] = u;
	hg_sort_units(g, out, g->nunits, hg_list_cmp);
	return g->nunits;
}

/* Reveal each unit in `set` to its enemy, in sight order (so new aliases
 * follow it); `why` NULL: silently (open play at setup). */
void
hg_reveal_set(struct hg_game *g, const unsigned char *set, const char *why,
    struct event_log *log)
{
	int ord[HG_MAX_UNITS], n = 0, u, i;

	for (u = 0; u < g->nunits; u++)
		if (set[u])
			ord[n++] = u;
	hg_sort_units(g, ord, n, hg_sight_cmp);
	for (i = 0; i < n; i++) {
		u = ord[i];
		if (why == NULL)
			hg_reveal(g, u, 1 - g->u[u].side);
		else
			hg_reveal_ev(g, u, 1 - g->u[u].side, why, log);
	}
}

static const char *
mode_word(int m)
{
	return m == HG_S ? "Strategic" : m == HG_B ? "building" : "Tactical";
}

/* Tell `viewer` what it now sees of u (and the chart, if the option says). */
void
hg_reveal_ev(struct hg_game *g, int u, int viewer, const char *why,
    struct event_log *log)
{
	struct hg_unit *x = &g->u[u];
	char tail[HEX_LABEL_LEN + 2] = "", lab[HEX_LABEL_LEN];
	int was = x->seen, lk_valid = x->lk_valid, lk_turn = x->lk_turn;
	json_t *chart, *v;
	size_t i;
	const char *s;

	if (x->side == viewer || !hg_on(g, u))
		return;
	hg_reveal(g, u, viewer);
	if (was)
		return;
	if (x->tail >= 0)
		snprintf(tail, sizeof tail, "+%s", hg_label(g, x->tail, lab));
	event_say(log, EVENT_V_REF | EVENT_V_SIDE(viewer), "Sighted (%s): %U, %s, "
	    "%s, %s, facing %s, at %H%s", why, u, hg_type(g, u)->name,
	    x->dis ? "disrupted" : "full strength", mode_word(x->mode),
	    hex_dir_name(x->face), x->hex, tail);
	event_say(log, EVENT_V_SIDE(x->side), "Your %U has been sighted (%s) at "
	    "%H", u, why, x->hex);
	if (g->r.opt.mrc_disclosure == 0)
		return;
	chart = json_object_get(g->charts, g->side[x->side]);
	json_array_foreach(chart, i, v) {
		char pre[HG_ID_LEN + 2], stamp[16];
		const char *sp;

		s = json_string_value(v);
		if (s == NULL || (sp = strchr(s, ' ')) == NULL)
			continue;
		snprintf(pre, sizeof pre, "%s ", x->id);
		if (strncmp(sp + 1, pre, strlen(pre)) != 0)
			continue;
		/* R-33 since_last_seen: the records since the last reveal
		 * (taken before this one overwrote it); never seen, all */
		if (g->r.opt.mrc_disclosure == 1 && lk_valid &&
		    (atoi(s + 1) < lk_turn))
			continue;
		/* the record with the alias in place of the real id: its
		 * stamp ("T12.R3"), then what follows the id */
		snprintf(stamp, sizeof stamp, "%.*s", (int)(sp - s), s);
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(viewer), "  chart of %U: "
		    "%s %s", u, stamp, sp + 1 + strlen(pre));
	}
}

static int
is_scout(const struct hg_game *g, int u)
{
	return hg_type(g, u)->scout && hg_on(g, u);
}

/*
 * A scouting step (3.6, 3.7, 3.10, 3.13): `side`'s scouts look at every
 * enemy unit.  With scout_disclosure the scouts are shown to the
 * enemy, who does the analysis on the tabletop.
 */
void
hg_scouting(struct hg_game *g, int side, const char *step,
    struct event_log *log)
{
	int s, e, k, any = 0, found = 0;
	unsigned char hit[HG_MAX_UNITS];
	char why[48];

	memset(hit, 0, sizeof hit);
	for (s = 0; s < g->nunits; s++) {
		if (g->u[s].side != side || !is_scout(g, s))
			continue;
		any = 1;
		for (e = 0; e < g->nunits; e++)
			if (g->u[e].side != side && hg_on(g, e) &&
			    !g->u[e].seen && hg_sees_unit(g, s, e))
				hit[e] = 1;
	}
	/* same-hex companions come along */
	for (e = 0; e < g->nunits; e++)
		if (hit[e])
			for (k = 0; k < g->nunits; k++)
				if (g->u[k].side == g->u[e].side &&
				    hg_on(g, k) && (hg_in_hex(g, k,
				    g->u[e].hex) || (g->u[e].tail >= 0 &&
				    hg_in_hex(g, k, g->u[e].tail))))
					hit[k] = 1;
	snprintf(why, sizeof why, "scouting %s", step);
	for (e = 0; e < g->nunits; e++) {
		hit[e] = hit[e] && !g->u[e].seen;
		found += hit[e];
	}
	hg_reveal_set(g, hit, why, log);
	event_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "Scouting results %s: "
	    "%s", step, !any ? "you have no scouts on the map" : found ?
	    "see above" : "your scouts sight nothing new");
	if (g->r.opt.scout_disclosure) {
		memset(hit, 0, sizeof hit);
		for (s = 0; s < g->nunits; s++)
			hit[s] = g->u[s].side == side && is_scout(g, s);
		hg_reveal_set(g, hit, why, log);
	}
}

/* ending a movement phase adjacent to (or in) an enemy combat
 * unit's hex reveals each to the other. */
void
hg_contact(struct hg_game *g, struct event_log *log)
{
	int a, b, lim = g->r.opt.contact_adjacent ? 1 : 0;
	unsigned char met[HG_MAX_UNITS];

	memset(met, 0, sizeof met);
	for (a = 0; a < g->nunits; a++) {
		if (!hg_on(g, a) || g->u[a].side != HG_ALLIED)
			continue;
		for (b = 0; b < g->nunits; b++) {
			int dd;

			if (!hg_on(g, b) || g->u[b].side != HG_ROMAN)
				continue;
			if (!hg_is_combat(g, a) && !hg_is_combat(g, b))
				continue;
			dd = hg_dist(g, g->u[a].hex, g->u[b].hex);
			if (g->u[a].tail >= 0 && hg_dist(g, g->u[a].tail,
			    g->u[b].hex) < dd)
				dd = hg_dist(g, g->u[a].tail, g->u[b].hex);
			if (g->u[b].tail >= 0 && hg_dist(g, g->u[a].hex,
			    g->u[b].tail) < dd)
				dd = hg_dist(g, g->u[a].hex, g->u[b].tail);
			if (dd > lim)
				continue;
			if (hg_rule_named_as_seen(g))
				met[a] = met[b] = 1;
			else {	/* version 1: pair by pair */
				hg_reveal_ev(g, a, HG_ROMAN, "contact", log);
				hg_reveal_ev(g, b, HG_ALLIED, "contact", log);
			}
		}
	}
	hg_reveal_set(g, met, "contact", log);
}

/* at the end of the owner's general movement, a revealed unit out
 * of every enemy unit's sight and not in contact hides again. */
void
hg_rehide(struct hg_game *g, int side, struct event_log *log)
{
	int ord[HG_MAX_UNITS], gone[HG_MAX_UNITS], i, n, u, e;

	if (!g->r.opt.rehide || !g->r.opt.hidden)
		return;
	for (u = 0; u < g->nunits; u++) {
		gone[u] = 0;
		if (g->u[u].side != side || !hg_on(g, u) || !g->u[u].seen)
			continue;
		for (e = 0; e < g->nunits; e++)
			if (g->u[e].side != side && hg_on(g, e) &&
			    (hg_sees_unit(g, e, u) || hg_dist(g, g->u[e].hex,
			    g->u[u].hex) <= 1))
				break;
		gone[u] = e == g->nunits;
	}
	n = hg_list_all(g, ord);
	for (i = 0; i < n; i++) {
		if (!gone[u = ord[i]])
			continue;
		hg_hide(g, u);
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(1 - side), "%U is lost "
		    "from sight (last seen at %H, facing %s)", u,
		    g->u[u].lk_hex, hex_dir_name(g->u[u].lk_face));
		event_say(log, EVENT_V_SIDE(side), "Your %U is out of the "
		    "enemy's sight again", u);
	}
}
