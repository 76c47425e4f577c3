/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_move.c - modes and movement (§6, §13.4).  The server executes each
 * validated step on the true state and writes the unit's Movement Record
 * Chart itself, so an inaccurate chart cannot exist: an illegal step ends
 * the move at the last legal hex, and the owner is told why only in terms
 * he can know (MPs, terrain, rivers, mode, his own units).  A hidden enemy
 * on the path is met by contact (R-16), never by refusing the order.
 * Also here: columns and their chits (§6.3, R-14, R-15), entering from
 * off the map (§6.4), stacking at the end of a movement phase (§6.5, one
 * pass over every unit's path: hg_stacking) and overrun leaders (R-29);
 * boat steps (16.3) are costed here, embarking is hg_boats.c's.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hg.h"

static int
cls_of(const struct hg_game *g, int u)
{
	int c = hg_type(g, u)->cls;

	return c == HG_MERC ? HG_FOOT : c;
}

/* Half-MPs for this turn: Mv, tripled in Strategic mode (4.2.2); afloat,
 * twice the Strategic rate (16.3). */
int
hg_allowance(const struct hg_game *g, int u)
{
	int mv = hg_type(g, u)->mv * 2;

	if (g->u[u].boat == HG_BOAT_AFLOAT)
		return mv * 3 * g->r.boat_mult;
	return g->u[u].mode == HG_S ? mv * 3 : mv;
}

/*
 * Cost in half-MPs of one step from `from` into the adjacent `to` (Table 2),
 * or -1 with the reason.  *stop: the step ends the move (a ford, §6.2).
 */
int
hg_step_cost(const struct hg_game *g, int u, int from, int to, int *stop,
    char *why, size_t n)
{
	const struct hg_unit *x = &g->u[u];
	const struct hg_type *t = hg_type(g, u);
	int d = hg_dir_to(g, from, to), f, cost, col = hg_is_column(g, u);
	int strat = x->mode == HG_S, cls = cls_of(g, u);
	const struct hg_terrain *tr;

	*stop = 0;
	if (d < 0 || to < 0) {
		snprintf(why, n, "not an adjacent hex on the map");
		return -1;
	}
	if (x->boat == HG_BOAT_AFLOAT) {
		/* 16.3: from river hex to river hex, either bank; a step
		 * onto land is a Tactical step that puts it ashore */
		if (hg_river_bank(g, to))
			return g->r.boat_step;
		strat = 0;
		*stop = 1;
	}
	tr = hg_terr(g, to);
	f = hg_side_feat(g, from, d);
	if ((f & HG_SF_ROAD) && !(f & HG_SF_RIVER && !(f & HG_SF_BRIDGE)))
		cost = strat ? g->r.road_strat : g->r.road[cls];
	else if ((cost = tr->cost[cls]) < 0) {
		snprintf(why, n, "%s is prohibited to this unit", tr->name);
		return -1;
	}
	if (g->fort[to] & 1)
		cost += cls == HG_MOUNTED ? g->r.fort[0].cost_mounted :
		    g->r.fort[0].cost_other;
	if (g->fort[to] & 2)
		cost += cls == HG_MOUNTED ? g->r.fort[1].cost_mounted :
		    g->r.fort[1].cost_other;
	if (f & HG_SF_BRIDGE) {
		if (col)
			;			/* 4.2.10: no extra */
		else if (t->cls == HG_WAGON)
			cost += g->r.bridge_wagon;	/* R-12 */
		else if (strat)
			cost += g->r.bridge_ncs;	/* R-13 */
		else {
			snprintf(why, n, "Tactical units may not cross bridges");
			return -1;
		}
	} else if (f & HG_SF_RIVER) {
		if (col) {
			snprintf(why, n, "a Strategic column may not cross a "
			    "river");
			return -1;
		}
		cost += t->cls == HG_WAGON ? g->r.river_wagon : g->r.river_tac;
		*stop = 1;
	}
	(void)t;
	return cost;
}

static const char *
mode_name(int m)
{
	return m == HG_S ? "S" : m == HG_B ? "B" : "T";
}

static void
mp_text(int half, char *b, size_t n)
{
	snprintf(b, n, "%d%s", half / 2, half % 2 ? ".5" : "");
}

/* R-15: the columns a side has on the map now, not counting `except`. */
int
hg_columns(const struct hg_game *g, int side, int except)
{
	int i, n = 0;

	for (i = 0; i < g->nunits; i++)
		if (i != except && g->u[i].side == side && (hg_on(g, i) ||
		    hg_waiting(g, i)) && hg_is_column(g, i))
			n++;
	return n;
}

/*
 * Declare a mode (3.3/3.8).  Returns 0, or -1 with the private reason
 * (the unit then stays Tactical).  Forming a column (R-14): the head is
 * the current hex, the tail the hex behind it.
 */
int
hg_set_mode(struct hg_game *g, int u, int mode, int face, int bld_from,
    struct event_log *log, char *why, size_t n)
{
	struct hg_unit *x = &g->u[u];
	const struct hg_type *t = hg_type(g, u);
	int tail, d, lvl;

	why[0] = '\0';
	if (x->mode == HG_S && x->tail >= 0 && mode != HG_S)
		x->tail = -1;			/* dissolve into the head */
	if (mode != HG_B && x->mode == HG_B) {
		x->bld_prog = 0;		/* a voluntary stop loses it */
		x->bld_level = 0;
	}
	if (mode == HG_T) {
		x->mode = HG_T;
		return 0;
	}
	if (mode == HG_S) {
		if (t->cls == HG_WAGON) {
			snprintf(why, n, "baggage trains are always Tactical");
			goto tactical;
		}
		if (x->mode == HG_S && hg_is_column(g, u) && (face < 0 ||
		    face == x->face))
			return 0;		/* the column marches on */
		if (face < 0)
			face = x->face;
		x->mode = HG_S;
		x->face = face;
		x->tail = -1;
		if (!hg_is_column(g, u))
			return 0;		/* R-13: no column */
		/* R-15: one chit per column on the map */
		if (hg_columns(g, x->side, u) >= g->r.chits) {
			snprintf(why, n, "no Strategic Movement chit left (all "
			    "%d are in use by your columns)", g->r.chits);
			goto tactical;
		}
		if (x->status == HG_PENDING)
			return 0;	/* it enters head first, tail off-map */
		d = hex_opposite(face);
		tail = hg_neighbour(g, x->hex, d);
		if (tail < 0 || hg_terr(g, tail)->cost[cls_of(g, u)] < 0 ||
		    ((hg_side_feat(g, x->hex, d) & HG_SF_RIVER) &&
		    !(hg_side_feat(g, x->hex, d) & HG_SF_BRIDGE))) {
			snprintf(why, n, "no room for the column's tail behind "
			    "it");
			goto tactical;
		}
		if (hg_combat_in(g, tail, x->side, u) >= 0 ||
		    hg_enemy_combat_in(g, tail, x->side) >= 0) {
			/* an enemy there is in contact with the unit anyway */
			snprintf(why, n, "the tail's hex is occupied");
			goto tactical;
		}
		x->tail = tail;
		return 0;
	}
	/* BUILD (§12, R-11) */
	lvl = mode - HG_B;		/* caller passes HG_B + 0/1 */
	if (x->status != HG_ON) {
		snprintf(why, n, "a unit off the map cannot build");
		goto tactical;
	}
	if (t->cls != HG_FOOT || t->merc || t->leader) {
		snprintf(why, n, "only unmounted Feudal or Roman combat units "
		    "build");
		goto tactical;
	}
	if (x->dis) {
		snprintf(why, n, "a disrupted unit may not build");
		goto tactical;
	}
	if (x->mode == HG_B && x->bld_level == lvl + 1) {
		x->mode = HG_B;
		return 0;			/* continues */
	}
	if (g->fort[x->hex] & (1 << lvl)) {
		snprintf(why, n, "the hex already has that fortification");
		goto tactical;
	}
	if (bld_from < 0 || g->u[bld_from].side != x->side ||
	    !hg_on(g, bld_from) || hg_type(g, bld_from)->cls != HG_WAGON ||
	    hg_dist(g, g->u[bld_from].hex, x->hex)
	    > 1) {
		snprintf(why, n, "the baggage train is not adjacent");
		goto tactical;
	}
	if (g->u[bld_from].supply[lvl] <= 0) {
		snprintf(why, n, "that baggage train has no Level %s supplies",
		    lvl ? "II" : "I");
		goto tactical;
	}
	g->u[bld_from].supply[lvl]--;
	x->mode = HG_B;
	x->bld_level = lvl + 1;
	x->bld_prog = 0;
	x->bld_from = bld_from;
	x->bld_attacked = 0;
	(void)log;
	return 0;
tactical:
	x->mode = HG_T;
	x->tail = -1;
	return -1;
}

/*
 * R-29: at the end of `side`'s movement, an enemy leader alone in a hex
 * (no unit of its side but leaders) where one of side's combat units
 * ended its move steps aside to the first adjacent hex, in direction
 * order, holding no unit of `side`; with none, it is eliminated.  Only its
 * owner is told: the mover never saw it.
 */
void
hg_overrun(struct hg_game *g, int side, struct event_log *log)
{
	int i, k, d, h, ok, hex;

	for (i = 0; i < g->nunits; i++) {
		if (g->u[i].side == side || !hg_on(g, i) ||
		    !hg_type(g, i)->leader)
			continue;
		hex = g->u[i].hex;
		if (hg_combat_in(g, hex, side, -1) < 0)
			continue;
		for (ok = 1, k = 0; k < g->nunits; k++)
			if (g->u[k].side != side && hg_in_hex(g, k, hex) &&
			    !hg_type(g, k)->leader)
				ok = 0;
		if (!ok)
			continue;	/* not alone: a same-hex fight instead */
		for (d = 0; d < 6; d++) {
			if ((h = hg_neighbour(g, hex, d)) < 0 ||
			    hg_terr(g, h)->cost[cls_of(g, i)] < 0)
				continue;
			for (ok = 1, k = 0; k < g->nunits; k++)
				if (g->u[k].side == side && hg_in_hex(g, k, h))
					ok = 0;
			if (ok)
				break;
		}
		if (d < 6) {
			g->u[i].hex = h;
			g->u[i].entry_dir = hex_opposite(d);
			g->u[i].entry_seq = ++g->seq;
			hg_chart(g, i, "overrun: displaced to %s",
			    hg_label(g, h, (char[HEX_LABEL_LEN]){ 0 }));
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(g->u[i].side),
			    "Leader %U is overrun and escapes to %H", i, h);
		} else {
			/* The enemy learns of it (and counts its points)
			 * only if it could see the leader. */
			int seen = hg_visible(g, 1 - g->u[i].side, i);

			event_say(log, EVENT_V_REF | EVENT_V_SIDE(g->u[i].side),
			    "Leader %U is overrun with nowhere to go and is "
			    "eliminated", i);
			hg_eliminate(g, i, log);
			g->u[i].elim_seen = seen;
		}
	}
}

/* Contact on entry (R-16): stop; both sides see each other's stacks. */
int
hg_meet(struct hg_game *g, int u, int hex, struct event_log *log)
{
	int i, met = -1;
	unsigned char both[HG_MAX_UNITS];

	for (i = 0; i < g->nunits; i++) {
		if (g->u[i].side == g->u[u].side || !hg_in_hex(g, i, hex) ||
		    hg_type(g, i)->leader)
			continue;
		/* the first as seen; rules version 1: the last in the order
		 * of battle */
		if (met < 0 || !hg_rule_named_as_seen(g) ||
		    hg_sight_cmp(g, i, met) < 0)
			met = i;
	}
	if (met < 0)
		return 0;
	/* each side learns what it has bumped into (a Sighted line for a
	 * unit it had not in sight), then both read the contact */
	for (i = 0; i < g->nunits; i++)
		both[i] = hg_in_hex(g, i, hex) || hg_in_hex(g, i,
		    g->u[u].hex) || i == u;
	hg_reveal_set(g, both, "contact", log);
	event_say(log, EVENT_V_ALL, "Contact at %H: %U meets %U", hex, u, met);
	return 1;
}

static struct hg_pos
pos_of(const struct hg_unit *x)
{
	return (struct hg_pos){ x->hex, x->tail, x->face, x->entry_dir,
	    x->entry_river, x->entry_hill, x->status != HG_ON };
}

/*
 * ENTER (§6.4, R-16): a unit waiting off the map steps from the virtual
 * hex beyond the edge onto an entry hex of its side, paying that hex's
 * cost (Table 2, fortifications included; no road leads off the map).
 * It comes on facing `face`, through the edge hexside (hg_entry_side),
 * and a column brings its tail on with its first step forward.  Returns
 * the cost in half-MPs, or -1 with the reason (the unit stays off).
 */
static int
enter_cost(const struct hg_game *g, int u, int hex, int allow, char *why,
    size_t n)
{
	const struct hg_type *t = hg_type(g, u);
	int cost, cls = cls_of(g, u);
	char lab[HEX_LABEL_LEN];

	if (!hg_waiting(g, u)) {
		snprintf(why, n, "ENTER: the unit is not waiting off the map");
		return -1;
	}
	if (hex < 0 || !(g->edge[hex] & (1 << g->u[u].side)) ||
	    hg_entry_side(g, hex, -1) < 0) {
		snprintf(why, n, "ENTER: %s is not on your entry edge",
		    hg_label(g, hex, lab));
		return -1;
	}
	if ((cost = hg_terr(g, hex)->cost[cls]) < 0) {
		snprintf(why, n, "ENTER: %s is prohibited to this unit",
		    hg_terr(g, hex)->name);
		return -1;
	}
	if (g->fort[hex] & 1)
		cost += cls == HG_MOUNTED ? g->r.fort[0].cost_mounted :
		    g->r.fort[0].cost_other;
	if (g->fort[hex] & 2)
		cost += cls == HG_MOUNTED ? g->r.fort[1].cost_mounted :
		    g->r.fort[1].cost_other;
	if (cost > allow) {
		snprintf(why, n, "ENTER: not enough MP to enter %s",
		    hg_label(g, hex, lab));
		return -1;
	}
	if (hg_combat_in(g, hex, HG_ALLIED, -1) >= 0 &&
	    hg_combat_in(g, hex, HG_ROMAN, -1) >= 0) {
		snprintf(why, n, "ENTER: %s is full (one Roman and one Feudal "
		    "unit)", hg_label(g, hex, lab));
		return -1;
	}
	(void)t;
	return cost;
}

/* One MOVE or ENTER order under way. */
struct move {
	int u;
	struct hg_unit *x;
	struct hg_trail *trail;		/* its positions, one a step */
	int allow, spent;		/* half-MPs */
	int col;			/* a column: its tail follows */
	int startface;
	int exited;
	char why[160];			/* why it stopped, or "" */
	char path[HG_MAX_STEPS * 8 + 64];	/* the chart's "path" */
	char start[HEX_LABEL_LEN];
};

static void
move_init(struct hg_game *g, struct move *m, int u, struct hg_trail *trail)
{
	m->u = u;
	m->x = &g->u[u];
	m->trail = trail;
	m->trail->n = 0;
	m->allow = hg_allowance(g, u);
	m->spent = 0;
	m->col = hg_is_column(g, u);
	m->startface = m->x->face;
	m->exited = 0;
	m->why[0] = '\0';
	m->path[0] = '\0';
}

/* ENTER: the unit comes on at `enter` facing the order's "face" (see
 * enter_cost); 0 if it stays off the map. */
static int
move_enter(struct hg_game *g, struct move *m, const json_t *order,
    const char *enter, struct event_log *log)
{
	struct hg_unit *x = m->x;
	char lab[HEX_LABEL_LEN];
	int h = hg_parse_hex(g, enter), cost;

	cost = enter_cost(g, m->u, h, m->allow, m->why, sizeof m->why);
	if (cost < 0) {
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U stays "
		    "off the map: %s", m->u, m->why);
		return 0;
	}
	m->trail->p[m->trail->n++] = pos_of(x);
	x->status = HG_ON;
	x->hex = h;
	x->tail = -1;
	if (json_is_integer(json_object_get(order, "face")))
		x->face = (int)json_integer_value(json_object_get(order,
		    "face")) % 6;
	m->startface = x->face;
	x->entry_dir = hg_entry_side(g, h, x->face);
	x->entry_river = x->entry_hill = 0;
	x->entry_seq = ++g->seq;
	x->moved = 1;
	m->spent = cost;
	snprintf(m->path, sizeof m->path, "enter,%s", hg_label(g, h, lab));
	hg_chart(g, m->u, "enters the map at %s face %s", lab,
	    hex_dir_name(x->face));
	if (hg_meet(g, m->u, h, log))
		snprintf(m->why, sizeof m->why, "contact");
	return 1;
}

/* A unit building defences or embarking stays put, and FROM must name
 * where the unit is: 0 (the owner told) if it does not move. */
static int
may_move(const struct hg_game *g, const struct move *m, const char *fromh,
    struct event_log *log)
{
	const struct hg_unit *x = m->x;

	if (x->mode == HG_B || x->boat == HG_BOAT_EMBARKING) {
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U is %s "
		    "and does not move", m->u, x->mode == HG_B ? "building "
		    "defences" : "embarking");
		return 0;
	}
	if (fromh != NULL && hg_parse_hex(g, fromh) != x->hex) {
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "MOVE %U "
		    "FROM %s refused: the unit is not there", m->u, fromh);
		return 0;
	}
	return 1;
}

/*
 * One written step: a hex or FWD (*next), a turn in place (F:<dir>, L,
 * R: *face, by *turn hexsides), or EXIT (off the exit edge for 1 MP).
 * 0: the move ends here (EXIT, or a bad step: why says so).
 */
static int
read_step(const struct hg_game *g, struct move *m, const char *s, int *next,
    int *face, int *turn)
{
	struct hg_unit *x = m->x;
	int k;

	if (s == NULL)
		return 0;
	if (strncasecmp(s, "F:", 2) == 0) {
		*face = hex_dir_parse(s + 2);
		k = ((*face - x->face) % 6 + 6) % 6;
		*turn = k > 3 ? 6 - k : k;
	} else if (strcasecmp(s, "L") == 0 || strcasecmp(s, "R") == 0) {
		*face = (x->face + (toupper((unsigned char)s[0]) == 'L' ? 5 :
		    1)) % 6;
		*turn = 1;
	} else if (strcasecmp(s, "FWD") == 0)
		*next = hg_neighbour(g, x->hex, x->face);
	else if (strcasecmp(s, "EXIT") == 0) {
		if (!(g->edge[x->hex] & (4 << x->side)) || x->tail >= 0)
			snprintf(m->why, sizeof m->why, "EXIT: not on your "
			    "exit edge");
		else if (m->spent + 2 > m->allow)
			snprintf(m->why, sizeof m->why, "not enough MP to "
			    "exit");
		else {
			m->spent += 2;
			m->exited = 1;
		}
		return 0;
	} else if ((*next = hg_parse_hex(g, s)) < 0) {
		snprintf(m->why, sizeof m->why, "bad step %.10s", s);
		return 0;
	}
	return 1;
}

/* A turn in place to `face`, by `turn` hexsides; 0 if it cannot. */
static int
move_turn(const struct hg_game *g, struct move *m, int face, int turn)
{
	struct hg_unit *x = m->x;
	int cost = turn * g->r.turn_cost;

	if (m->spent + cost > m->allow) {
		snprintf(m->why, sizeof m->why, "not enough MP to turn to %s",
		    hex_dir_name(face));
		return 0;
	}
	/* a column's head turns; the tail stays behind */
	if (m->col && turn && hg_neighbour(g, x->hex, face) == x->tail) {
		snprintf(m->why, sizeof m->why, "a column cannot face its "
		    "own tail");
		return 0;
	}
	m->spent += cost;
	x->face = face;
	snprintf(m->path + strlen(m->path), sizeof m->path - strlen(m->path),
	    "%sF:%s", m->path[0] ? "," : "", hex_dir_name(face));
	return 1;
}

/* A column's head wheels to step in direction d: one hexside from road
 * to road is free. */
static int
wheel_cost(const struct hg_game *g, const struct hg_unit *x, int d)
{
	int k = ((d - x->face) % 6 + 6) % 6, turn = k > 3 ? 6 - k : k;

	if (turn == 1 && (hg_side_feat(g, x->hex, d) & HG_SF_ROAD) &&
	    (hg_side_feat(g, x->hex, hex_opposite(x->face)) & HG_SF_ROAD))
		return 0;
	return turn * g->r.turn_cost;
}

/* The unit is now in `next`, entered in direction d; a column's tail
 * takes the hex its head left. */
static void
step_into(struct hg_game *g, struct move *m, int next, int d)
{
	struct hg_unit *x = m->x;
	char lab[HEX_LABEL_LEN];

	if (m->col) {
		x->tail = x->hex;
		x->face = d;
	}
	x->entry_dir = hex_opposite(d);
	x->entry_river = (hg_side_feat(g, x->hex, d) & HG_SF_RIVER) &&
	    !(hg_side_feat(g, x->hex, d) & HG_SF_BRIDGE);
	x->entry_hill = hg_terr(g, x->hex)->hill;
	x->entry_seq = ++g->seq;
	x->hex = next;
	x->moved = 1;
	m->trail->p[m->trail->n++] = pos_of(x);
	snprintf(m->path + strlen(m->path), sizeof m->path - strlen(m->path),
	    "%s%s", m->path[0] ? "," : "", hg_label(g, next, lab));
}

/* One step into the adjacent hex `next`; 0 if the move stops there or
 * cannot go on (why says why). */
static int
move_step(struct hg_game *g, struct move *m, int next, struct event_log *log)
{
	struct hg_unit *x = m->x;
	char lab[HEX_LABEL_LEN];
	int d, k, cost = 0, stop, ashore;

	d = hg_dir_to(g, x->hex, next);
	if (d < 0) {
		snprintf(m->why, sizeof m->why, "%s is not adjacent",
		    hg_label(g, next, lab));
		return 0;
	}
	if (m->col && d != x->face) {
		if (next == x->tail) {
			snprintf(m->why, sizeof m->why, "a column moves "
			    "forward only");
			return 0;
		}
		cost = wheel_cost(g, x, d);
	}
	k = hg_step_cost(g, m->u, x->hex, next, &stop, m->why, sizeof m->why);
	if (k < 0)
		return 0;
	/* 16.3: a boat's step onto land puts it ashore there */
	ashore = x->boat == HG_BOAT_AFLOAT && !hg_river_bank(g, next);
	cost += k;
	if (m->spent + cost > m->allow) {
		snprintf(m->why, sizeof m->why, "not enough MP to enter %s",
		    hg_label(g, next, lab));
		return 0;
	}
	if (hg_combat_in(g, next, HG_ALLIED, -1) >= 0 &&
	    hg_combat_in(g, next, HG_ROMAN, -1) >= 0) {
		snprintf(m->why, sizeof m->why, "%s is full (one Roman and "
		    "one Feudal unit)", hg_label(g, next, lab));
		/* the owner's own unit is there and in contact */
		return 0;
	}
	m->spent += cost;
	step_into(g, m, next, d);
	if (hg_meet(g, m->u, next, log)) {
		snprintf(m->why, sizeof m->why, "contact");
		return 0;
	}
	if (ashore) {
		hg_disembark(g, m->u, log);
		snprintf(m->why, sizeof m->why, "went ashore");
		return 0;
	}
	if (stop) {
		snprintf(m->why, sizeof m->why, "crossed a river: stops");
		return 0;
	}
	m->why[0] = '\0';
	return 1;
}

/* The steps, as written ("steps") or planned to "to", until one stops
 * the unit. */
static void
move_steps(struct hg_game *g, struct move *m, const json_t *order,
    const char *to, struct event_log *log)
{
	const json_t *steps = json_object_get(order, "steps");
	int planned[HG_MAX_STEPS], nplan = 0, nsteps, next, face, turn;
	size_t si;

	if (to != NULL) {
		nplan = hg_plan(g, m->u, hg_parse_hex(g, to), planned,
		    HG_MAX_STEPS);
		nsteps = nplan;
	} else
		nsteps = (int)json_array_size(steps);
	if (m->why[0] != '\0')
		nsteps = 0;		/* contact on entry: it stops there */
	m->trail->p[m->trail->n++] = pos_of(m->x);
	for (si = 0; si < (size_t)nsteps && m->trail->n < HG_MAX_STEPS + 1;
	    si++) {
		next = -1;
		face = m->x->face;
		turn = 0;
		if (to != NULL)
			next = planned[si];
		else if (!read_step(g, m, json_string_value(
		    json_array_get(steps, si)), &next, &face, &turn))
			break;
		if (next < 0 ? !move_turn(g, m, face, turn) :
		    !move_step(g, m, next, log))
			break;
	}
	if (to != NULL && m->why[0] == '\0' && nplan == 0 && m->x->hex !=
	    hg_parse_hex(g, to))
		snprintf(m->why, sizeof m->why, "no legal step brings it "
		    "nearer");
}

/* EXIT: the unit leaves the map by its exit edge. */
static void
move_exit(struct hg_game *g, struct move *m, struct event_log *log)
{
	struct hg_unit *x = m->x;
	char mp1[8], mp2[8];

	mp_text(m->spent, mp1, sizeof mp1);
	mp_text(m->allow, mp2, sizeof mp2);
	x->status = HG_EXITED;
	x->exit_seen = x->seen;
	g->exited[x->side]++;
	hg_chart(g, m->u, "mode %s start %s path %s exit mp %s/%s",
	    mode_name(x->mode), m->start, m->path[0] ? m->path : "-", mp1,
	    mp2);
	event_say(log, hg_viewers(g, m->u) | EVENT_V_SIDE(x->side),
	    "%U leaves the map by its exit edge", m->u);
	x->hex = x->tail = -1;
}

/* The Movement Record Chart's line, and the owner's. */
static void
move_report(struct hg_game *g, struct move *m, struct event_log *log)
{
	struct hg_unit *x = m->x;
	char mp1[8], mp2[8], lab[HEX_LABEL_LEN];

	mp_text(m->spent, mp1, sizeof mp1);
	mp_text(m->allow, mp2, sizeof mp2);
	hg_chart(g, m->u, "mode %s face %s start %s path %s end %s%s%s face "
	    "%s mp %s/%s status %s%s%s", mode_name(x->mode),
	    hex_dir_name(m->startface), m->start, m->path[0] ? m->path : "-",
	    hg_label(g, x->hex, lab), x->tail >= 0 ? "+" : "",
	    x->tail >= 0 ? hg_label(g, x->tail, (char[HEX_LABEL_LEN]){ 0 }) :
	    "", hex_dir_name(x->face), mp1, mp2, x->dis ? "D" : "F",
	    m->why[0] ? " stopped: " : "", m->why);
	event_say(log, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U moves %s -> "
	    "%H (%s of %s MP)%s%s", m->u, m->start, x->hex, mp1, mp2,
	    m->why[0] ? "; stopped: " : "", m->why);
}

/*
 * Execute one MOVE order (steps already parsed: hexes, "F:<dir>", "FWD",
 * "L", "R", "EXIT"; or "to": a hex for the planner), or an ENTER order
 * ("enter": the edge hex, "face", then steps as for MOVE).  Returns 0.
 */
int
hg_move(struct hg_game *g, int u, const json_t *order,
    struct hg_trail *trail, struct event_log *log)
{
	const char *to = json_string_value(json_object_get(order, "to"));
	const char *fromh = json_string_value(json_object_get(order, "from"));
	const char *enter = json_string_value(json_object_get(order, "enter"));
	struct hg_trail own;
	struct move m;

	move_init(g, &m, u, trail != NULL ? trail : &own);
	if (enter != NULL && !move_enter(g, &m, order, enter, log))
		return 0;
	if (!hg_on(g, u) || !may_move(g, &m, fromh, log))
		return 0;
	if (enter != NULL)
		snprintf(m.start, sizeof m.start, "off-map");
	else
		hg_label(g, m.x->hex, m.start);
	move_steps(g, &m, order, to, log);
	if (m.exited)
		move_exit(g, &m, log);
	else
		move_report(g, &m, log);
	return 0;
}

/* Do friendly combat units a and b share a hex (either end of a column)? */
static int
share(const struct hg_game *g, int a, int b)
{
	return hg_in_hex(g, b, g->u[a].hex) || (g->u[a].tail >= 0 &&
	    hg_in_hex(g, b, g->u[a].tail));
}

/*
 * End of a movement phase (§6.5, §13.4): a hex may hold one combat unit of
 * each side.  Units pass through friends freely; a breach left at the end
 * cuts the later-listed unit back along its path, one hex at a time, until
 * the breach is gone (a unit that did not move, or is back at its start,
 * stays and the other gives way).  Cutting back can open a breach
 * further back; the loop runs until none is left, and each pass shortens
 * a path, so it ends.  The owner is told why, naming only his own units.
 */
void
hg_stacking(struct hg_game *g, int side, struct hg_trail *tr,
    struct event_log *log)
{
	int a, b, v, w, again, cut[HG_MAX_UNITS], by[HG_MAX_UNITS];
	int end[HG_MAX_UNITS];
	struct hg_pos *p;

	memset(cut, 0, sizeof cut);
	do {
		again = 0;
		for (a = 0; a < g->nunits && !again; a++) {
			if (g->u[a].side != side || !hg_on(g, a) ||
			    !hg_is_combat(g, a))
				continue;
			for (b = a + 1; b < g->nunits && !again; b++) {
				if (g->u[b].side != side || !hg_on(g, b) ||
				    !hg_is_combat(g, b) || !share(g, a, b))
					continue;
				v = tr[a].rank > tr[b].rank ? a : b;
				w = v == a ? b : a;
				if (tr[v].n < 2) {
					v = w;
					w = v == a ? b : a;
				}
				if (tr[v].n < 2) {
					/* two units that never moved: not
					 * made by this phase's moves */
					event_say(log, EVENT_V_REF, "%U and %U "
					    "break the stacking limit at %H",
					    a, b, g->u[a].hex);
					continue;
				}
				if (!cut[v]) {
					by[v] = w;
					end[v] = g->u[v].hex;
				}
				p = &tr[v].p[--tr[v].n - 1];
				if (p->off)
					g->u[v].status = HG_PENDING;
				g->u[v].hex = p->hex;
				g->u[v].tail = p->tail;
				g->u[v].face = p->face;
				g->u[v].entry_dir = p->edir;
				g->u[v].entry_river = p->eriver;
				g->u[v].entry_hill = p->ehill;
				g->u[v].entry_seq = ++g->seq;
				g->u[v].moved = tr[v].n > 1;
				cut[v] = 1;
				again = 1;
			}
		}
	} while (again);
	for (v = 0; v < g->nunits; v++) {
		char lab[HEX_LABEL_LEN];

		if (!cut[v])
			continue;
		if (g->u[v].status == HG_PENDING) {
			hg_chart(g, v, "stacking: back off the map");
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "%U goes back "
			    "off the map at the end of the movement: %U holds "
			    "%H, where it was to end (stacking: one combat unit "
			    "per side in a hex)", v, by[v], end[v]);
			continue;
		}
		hg_chart(g, v, "stacking: cut back to %s%s%s face %s",
		    hg_label(g, g->u[v].hex, lab), g->u[v].tail >= 0 ? "+" : "",
		    g->u[v].tail >= 0 ? hg_label(g, g->u[v].tail,
		    (char[HEX_LABEL_LEN]){ 0 }) : "",
		    hex_dir_name(g->u[v].face));
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(side), "%U is cut back to "
		    "%H at the end of the movement: %U holds %H, where it was "
		    "to end (stacking: one combat unit per side in a hex)", v,
		    g->u[v].hex, by[v], end[v]);
	}
}
