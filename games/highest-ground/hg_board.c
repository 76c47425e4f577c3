/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_board.c - facts about the board and the units that every other file
 * asks: terrain and hexside features, distances, labels, unit values,
 * stacking classes, line of sight (§3.3, R-4, R-5) and who sees whom.
 * It reads the true state; what a side may be told is decided by callers
 * through hg_visible().
 */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hg.h"

const struct hg_terrain *
hg_terr(const struct hg_game *g, int hex)
{
	const struct hg_terrain *t = hex >= 0 ?
	    hg_tables_terrain(&g->r, g->terr[hex]) : NULL;

	return t ? t : hg_tables_terrain(&g->r, '.');
}

int
hg_side_feat(const struct hg_game *g, int hex, int dir)
{
	int c, r, cc, cr, cd, h;

	if (hex < 0 || dir < 0)
		return 0;
	hex_coords(&g->lay, hex, &c, &r);
	hex_side_canon(c, r, dir, &cc, &cr, &cd);
	if ((h = hex_index(&g->lay, cc, cr)) < 0)
		return 0;
	return (g->sf[h] >> (3 * cd)) & 7;
}

int
hg_neighbour(const struct hg_game *g, int hex, int dir)
{
	int c, r, nc, nr;

	if (hex < 0)
		return -1;
	hex_coords(&g->lay, hex, &c, &r);
	hex_neighbour(c, r, dir, &nc, &nr);
	return hex_index(&g->lay, nc, nr);
}

int
hg_dist(const struct hg_game *g, int a, int b)
{
	int c0, r0, c1, r1;

	hex_coords(&g->lay, a, &c0, &r0);
	hex_coords(&g->lay, b, &c1, &r1);
	return hex_distance(c0, r0, c1, r1);
}

int
hg_dir_to(const struct hg_game *g, int a, int b)
{
	int c0, r0, c1, r1;

	if (a < 0 || b < 0)
		return -1;
	hex_coords(&g->lay, a, &c0, &r0);
	hex_coords(&g->lay, b, &c1, &r1);
	return hex_dir_to(c0, r0, c1, r1);
}

/*
 * §6.4: the hexside by which a unit comes onto `hex` from the virtual hex
 * off the map, facing `face`: the side behind it if that leads off the
 * board, else the first in direction order that does; -1 if no side of
 * the hex leads off the board.  Recorded as the unit's entry hexside
 * attack direction).
 */
int
hg_entry_side(const struct hg_game *g, int hex, int face)
{
	int d;

	if (hex < 0)
		return -1;
	if (face >= 0 && hg_neighbour(g, hex, hex_opposite(face)) < 0)
		return hex_opposite(face);
	for (d = 0; d < 6; d++)
		if (hg_neighbour(g, hex, d) < 0)
			return d;
	return -1;
}

/* A unit off the map that may come on now: a reinforcement that is due. */
int
hg_waiting(const struct hg_game *g, int u)
{
	return g->u[u].status == HG_PENDING && g->u[u].arrive_turn <= g->turn;
}

const char *
hg_label(const struct hg_game *g, int hex, char *buf)
{
	int c, r;

	buf[0] = '\0';
	if (hex < 0)
		return buf;
	hex_coords(&g->lay, hex, &c, &r);
	if (hg_rule_dashed_labels(g))
		hex_label_dashed(&g->lay, c, r, buf);
	else
		hex_label(&g->lay, c, r, buf);
	return buf;
}

int
hg_parse_hex(const struct hg_game *g, const char *s)
{
	int c, r;

	if (g->lay.nmaps == 0 || hex_parse(&g->lay, s, &c, &r) != 0)
		return -1;
	return hex_index(&g->lay, c, r);
}

const struct hg_type *
hg_type(const struct hg_game *g, int u)
{
	return &g->r.type[g->u[u].type];
}

/* §6.5 and: Feudal, Roman and baggage units count; leaders and
 * mercenaries do not. */
int
hg_is_combat(const struct hg_game *g, int u)
{
	const struct hg_type *t = hg_type(g, u);

	return !t->leader && !t->merc;
}

/*
 * The rulings each rules version adds (hg.h).  Version 1 games keep the
 * earlier ruling of each: their players planned, and the archive chained
 * its hashes, under it.
 */

/* 11.1: a unit "not in combat" reorganizes; from version 2 any enemy unit
 * in its hex blocks that, mercenaries and leaders too.  Version 1 read
 * "enemy combat unit" (the stacking sense of 6.2) and let a unit
 * reorganize beside enemy mercenaries. */
int
hg_rule_reorg_any_enemy(const struct hg_game *g)
{
	return g->rules_version >= HG_RULES_V2;
}

/* 6.1 with 5.4 (digest §6.5): from version 2 the same-hex attack is the
 * unit's one attack of the phase, so an ATTACK naming another target is
 * refused and AUTO takes the same-hex enemy.  Version 1 let such an
 * order stand and skipped the same-hex attack. */
int
hg_rule_same_hex_owed(const struct hg_game *g)
{
	return g->rules_version >= HG_RULES_V2;
}

/* 2.1.2.1: from version 2 mercenary units are combat units for the
 * same-hex rule (6.1): they must attack, and be attacked by, an enemy in
 * their hex (hg_fights).  Version 1 left them out, as for stacking. */
int
hg_rule_merc_fights(const struct hg_game *g)
{
	return g->rules_version >= HG_RULES_V2;
}

/* 8.4 with 8.3: from version 2 a mercenary that assists its stack's
 * defence is out of ammunition and so disrupted at once, after that
 * combat.  Version 1 only took its ammunition away. */
int
hg_rule_assist_disrupts(const struct hg_game *g)
{
	return g->rules_version >= HG_RULES_V2;
}

/* 13.2 "Enemy identity": from version 2 units seen together are named
 * (aliases), and every list of units a side reads is written, in an
 * order built from what the side sees (hg_sight_cmp, hg_list_cmp).
 * Version 1 used the order of battle, which the enemy can read off the
 * published scenario; its games keep those names and that order. */
int
hg_rule_named_as_seen(const struct hg_game *g)
{
	return g->rules_version >= HG_RULES_V2;
}

/* How a hex is written everywhere a player reads it and in the charts:
 * from version 3 "II-C08", as accepted on input, so that no label reads
 * as another map's ("IIIC08" is map II, column I).  Version 1 and 2 games
 * wrote "IIC08" into their events and charts, which are hashed into the
 * archive: they keep it. */
int
hg_rule_dashed_labels(const struct hg_game *g)
{
	return g->rules_version >= HG_RULES_V3;
}

/* 6.1, second sentence (digest §6.5): the combat units that must attack
 * an enemy sharing their hex.  Mercenary units are combat units
 * (2.1.2.1) and count here, though not for stacking (6.2) or sight
 * see hg_is_combat().  Leaders do not.  Version 1: as for
 * stacking (hg_rule_merc_fights). */
int
hg_fights(const struct hg_game *g, int u)
{
	if (!hg_rule_merc_fights(g))
		return hg_is_combat(g, u);
	return !hg_type(g, u)->leader;
}

/* A Strategic unit forms a column unless 4.2.4 exempts it. */
int
hg_is_column(const struct hg_game *g, int u)
{
	const struct hg_type *t = hg_type(g, u);

	return g->u[u].mode == HG_S && !t->scout && !t->leader && !t->merc &&
	    t->cls != HG_WAGON && g->u[u].boat == HG_BOAT_NONE;
}

int
hg_on(const struct hg_game *g, int u)
{
	return g->u[u].status == HG_ON && g->u[u].hex >= 0;
}

int
hg_in_hex(const struct hg_game *g, int u, int hex)
{
	return hg_on(g, u) && (g->u[u].hex == hex || g->u[u].tail == hex);
}

int
hg_find_unit(const struct hg_game *g, const char *id)
{
	return game_find_name(g->u, g->nunits, sizeof g->u[0],
	    offsetof(struct hg_unit, id), id);
}

/* The combat unit of `side` in `hex` (other than `except`), or -1. */
int
hg_combat_in(const struct hg_game *g, int hex, int side, int except)
{
	int i;

	for (i = 0; i < g->nunits; i++)
		if (i != except && g->u[i].side == side && hg_in_hex(g, i, hex)
		    && hg_is_combat(g, i))
			return i;
	return -1;
}

int
hg_enemy_combat_in(const struct hg_game *g, int hex, int side)
{
	return hg_combat_in(g, hex, 1 - side, -1);
}

/* Current A (0), D (1) or Mo (2): the printed value on the current side;
 * an out-of-ammo mercenary has A 0 and D 0 (8.3). */
int
hg_val(const struct hg_game *g, int u, int which)
{
	const struct hg_type *t = hg_type(g, u);
	int v;

	if (t->leader)
		return which == 0 ? 0 : which == 1 ? g->r.leader_alone_d :
		    t->leader;
	v = g->u[u].dis ? t->dis[which] : t->full[which];
	if (t->merc && g->u[u].noammo && which < 2)
		v = 0;
	return v;
}

/*
 * §3.3 with R-4: the double trace; terrain in any touched hex but the
 * observer's blocks (the target's own hex included); two combat units in
 * the hexes strictly between block (columns once, hidden units too).
 */
int
hg_los(const struct hg_game *g, int from, int to)
{
	int cs[HEX_MAX_TRACE], rs[HEX_MAX_TRACE], n, i, k, h, count = 0;
	int c0, r0, c1, r1, counted[HG_MAX_UNITS];

	if (from < 0 || to < 0)
		return 0;
	if (from == to)
		return 1;
	if (g->r.opt.sight_max > 0 && hg_dist(g, from, to) >
	    g->r.opt.sight_max)
		return 0;
	if (g->r.opt.adj_sees && hg_dist(g, from, to) == 1)
		return 1;
	hex_coords(&g->lay, from, &c0, &r0);
	hex_coords(&g->lay, to, &c1, &r1);
	n = hex_trace(c0, r0, c1, r1, cs, rs, HEX_MAX_TRACE);
	if (n > HEX_MAX_TRACE)
		return 0;
	memset(counted, 0, sizeof counted);
	for (i = 1; i < n; i++) {
		if ((h = hex_index(&g->lay, cs[i], rs[i])) < 0)
			continue;	/* a trace along the board's edge */
		if (hg_terr(g, h)->blocks)
			return 0;
		if (h == to)
			continue;
		for (k = 0; k < g->nunits; k++)
			if (!counted[k] && hg_in_hex(g, k, h) &&
			    hg_is_combat(g, k)) {
				counted[k] = 1;
				count++;
			}
	}
	if (count >= 2 && !(g->r.opt.hill_ignores && hg_terr(g, from)->hill))
		return 0;
	return 1;
}

int
hg_sees_unit(const struct hg_game *g, int obs, int u)
{
	const struct hg_unit *o = &g->u[obs], *t = &g->u[u];

	if (!hg_on(g, obs) || !hg_on(g, u))
		return 0;
	return hg_los(g, o->hex, t->hex) || (t->tail >= 0 &&
	    hg_los(g, o->hex, t->tail)) || (o->tail >= 0 &&
	    (hg_los(g, o->tail, t->hex) || (t->tail >= 0 &&
	    hg_los(g, o->tail, t->tail))));
}

/* May `viewer` see unit u now?  Own units always; enemies while revealed;
 * under 16.1 (open play) every unit on the map. */
int
hg_visible(const struct hg_game *g, int viewer, int u)
{
	if (viewer < 0 || g->u[u].side == viewer)
		return 1;
	if (!hg_on(g, u))
		return 0;
	return g->u[u].seen || !g->r.opt.hidden;
}

/* Reveal u to its enemy `viewer`: give it an alias at first sight. */
void
hg_reveal(struct hg_game *g, int u, int viewer)
{
	struct hg_unit *x = &g->u[u];

	if (x->side == viewer || !hg_on(g, u))
		return;
	x->seen = 1;
	if (x->alias == 0)
		x->alias = ++g->nalias[viewer];
	x->lk_valid = 1;
	x->lk_hex = x->hex;
	x->lk_tail = x->tail;
	x->lk_face = x->face;
	x->lk_turn = g->turn;
	x->lk_round = g->round;
}

void
hg_hide(struct hg_game *g, int u)
{
	struct hg_unit *x = &g->u[u];

	/* the marker stays where the enemy last saw the unit (set by
	 * hg_reveal and hg_seen_mark); where it hides, no enemy sees */
	(void)g;
	x->seen = 0;
	x->lk_valid = x->lk_hex >= 0;
}

/* End of a resolution: every enemy unit a side sees is shown to it where
 * it stands now, so that is where it was last seen. */
void
hg_seen_mark(struct hg_game *g)
{
	int u;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].seen && hg_on(g, u))
			hg_reveal(g, u, 1 - g->u[u].side);
}

const char *
hg_name(const void *gv, int viewer, int u, char *buf, size_t n)
{
	const struct hg_game *g = gv;
	const struct hg_unit *x = &g->u[u];

	if (viewer < 0 || x->side == viewer)
		snprintf(buf, n, "%s", x->id);
	else if (x->alias)
		snprintf(buf, n, "%c-%02d", x->side == HG_ROMAN ? 'R' : 'A',
		    x->alias);
	else
		snprintf(buf, n, "an unseen unit");
	return buf;
}

int
hg_find_alias(const struct hg_game *g, int viewer, const char *alias)
{
	char b[16];
	int i;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].side != viewer && g->u[i].alias &&
		    strcasecmp(hg_name(g, viewer, i, b, sizeof b), alias) == 0)
			return i;
	return -1;
}
