/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_amend.c - the referee's verbs for The Highest Ground (ORDERS.md,
 * "Referee amendments"), one change a line, read against the true
 * position:
 *
 *   MOVE U HEX [FACING]             a unit on the map to another hex
 *   REMOVE U                        a unit out of play (as if eliminated)
 *   RESTORE U HEX [FACING] [FULL|DISRUPTED]   an eliminated unit back
 *   SET U STATUS | CLEAR U STATUS   DISRUPTED, NOAMMO (mercenaries, 8.4),
 *                                   SEEN (sighted by the enemy, §13)
 *   AMMO U N                        a mercenary's ammunition
 *   LOST SIDE N                     the side's units lost (Army Morale)
 *
 * Refused with the reason: a hex off the map, terrain the unit's class
 * may not enter (P on Table 1), a hex another combat unit of its side or
 * any enemy holds (§6.5), a Strategic column (two hexes: make it
 * Tactical by its orders first), a unit afloat or building, a status its
 * type cannot have.  Hidden movement stays hidden: a unit the enemy has
 * not sighted is moved, removed or restored unseen (the enemy is not
 * told); a sighted unit moved out of every enemy's sight and contact is
 * lost from sight where it was last seen; afterwards contact is
 * judged again (§13.3), so a unit put next to the enemy is sighted, both
 * ways, as after any movement.  The Movement Record Charts are sealed
 * records and are never written here.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "amend_lines.h"
#include "hg.h"

struct hg_am {
	struct amend k;
	struct hg_game *g;
	struct event_log *log;
};



/* HEX [FACING] for u: on the map, enterable, free of others (§6.5).
 * Returns the next word's index. */
static int
hex_for(struct hg_am *a, int u, int k, int *hex, int *face)
{
	const struct hg_game *g = a->g;
	const char *w = AM_W(k), *f = AM_W(k + 1);
	const struct hg_terrain *t;
	char lab[HEX_LABEL_LEN];
	int cls, i;

	if (w == NULL || (*hex = hg_parse_hex(g, w)) < 0)
		return am_err(a, "\"%.12s\" is not a hex on this map%s",
		    w ? w : "", NULL);
	hg_label(g, *hex, lab);
	cls = hg_type(g, u)->cls == HG_MERC ? HG_FOOT : hg_type(g, u)->cls;
	t = hg_terr(g, *hex);
	if (t == NULL || t->cost[cls] < 0)
		return am_err(a, "%s is %s, which this unit may not enter "
		    "(Table 1: P)", lab, t ? t->name : "off the map");
	for (i = 0; i < g->nunits; i++) {
		if (i == u || !hg_in_hex(g, i, *hex))
			continue;
		if (g->u[i].side != g->u[u].side)
			return am_err(a, "%s holds an enemy unit (%s)", lab,
			    g->u[i].id);
		if (hg_is_combat(g, i) && hg_is_combat(g, u))
			return am_err(a, "%s holds %s: one combat unit a hex "
			    "(§6.5)", lab, g->u[i].id);
	}
	*face = g->u[u].face;
	if (f != NULL && hex_dir_parse(f) >= 0) {
		*face = hex_dir_parse(f);
		return k + 2;
	}
	return k + 1;
}

/* Sighted units moved (or restored) by the referee: still in some enemy
 * unit's sight or contact, seen where they stand; else lost from sight
 * where they were last seen. */
static void
resight(struct hg_am *a, int u, unsigned before)
{
	struct hg_game *g = a->g;
	int e, side = g->u[u].side;
	unsigned after;

	if (g->u[u].seen) {
		for (e = 0; e < g->nunits; e++)
			if (g->u[e].side != side && hg_on(g, e) &&
			    (hg_sees_unit(g, e, u) || hg_dist(g, g->u[e].hex,
			    g->u[u].hex) <= 1))
				break;
		if (e == g->nunits && g->r.opt.hidden)
			hg_hide(g, u);
		else
			hg_reveal(g, u, 1 - side);
	}
	after = hg_viewers(g, u);
	event_say(a->log, after, "Referee: %U is now at %H, facing %s.", u,
	    g->u[u].hex, hex_dir_name(g->u[u].face));
	if (before & ~after)
		event_say(a->log, before & ~after, "Referee: %U has been moved "
		    "out of your sight (last seen at %H).", u, g->u[u].lk_hex);
}

static int
movable(struct hg_am *a, int u)
{
	const struct hg_unit *x = &a->g->u[u];

	if (x->status != HG_ON)
		return am_err(a, "%s is not on the map (eliminated, exited or "
		    "still to arrive)%s", x->id, NULL);
	if (x->tail >= 0)
		return am_err(a, "%s is a Strategic column on two hexes: its "
		    "orders make it Tactical first (§6.2)%s", x->id, NULL);
	if (x->boat != HG_BOAT_NONE)
		return am_err(a, "%s is in a boat (16.3)%s", x->id, NULL);
	if (x->mode == HG_B)
		return am_err(a, "%s is building (§12): moving it would undo "
		    "the work%s", x->id, NULL);
	return 0;
}

/* MOVE U HEX [FACING] */
static int
do_move(struct amend *am, int arg)
{
	struct hg_am *a = (struct hg_am *)am;
	struct hg_game *g = a->g;
	int u, hex, face, k;
	unsigned before;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0 ||
	    movable(a, u) < 0 ||
	    (k = hex_for(a, u, 2, &hex, &face)) < 0 ||
	    am_too_many(a, k, "MOVE U HEX [FACING]") < 0)
		return -1;
	before = hg_viewers(g, u);
	g->u[u].hex = hex;
	g->u[u].face = face;
	resight(a, u, before);
	return 0;
}

/* REMOVE U: eliminated (the enemy learns of it only if it saw it). */
static int
do_remove(struct amend *am, int arg)
{
	struct hg_am *a = (struct hg_am *)am;
	struct hg_game *g = a->g;
	struct hg_unit *x;
	int u;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0 ||
	    am_too_many(a, 2, "REMOVE U") < 0)
		return -1;
	x = &g->u[u];
	if (x->status != HG_ON)
		return am_err(a, "%s is not on the map%s", x->id, NULL);
	if (x->boat != HG_BOAT_NONE)
		return am_err(a, "%s is in a boat (16.3)%s", x->id, NULL);
	event_say(a->log, hg_viewers(g, u), "Referee: %U is removed from "
	    "play.", u);
	x->elim_seen = hg_visible(g, 1 - x->side, u);
	x->status = HG_ELIM;
	x->hex = x->tail = -1;
	x->seen = 0;
	g->lost[x->side]++;
	return 0;
}

/* RESTORE U HEX [FACING] [FULL|DISRUPTED] */
static int
do_restore(struct amend *am, int arg)
{
	struct hg_am *a = (struct hg_am *)am;
	struct hg_game *g = a->g;
	struct hg_unit *x;
	int u, hex, face, k, dis = 0;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	x = &g->u[u];
	if (x->status != HG_ELIM)
		return am_err(a, "%s was not eliminated: MOVE %s HEX moves a "
		    "unit in play", x->id, x->id);
	if ((k = hex_for(a, u, 2, &hex, &face)) < 0)
		return -1;
	if (AM_W(k) != NULL && (strcasecmp(AM_W(k), "DISRUPTED") == 0 ||
	    strcasecmp(AM_W(k), "FULL") == 0))
		dis = strcasecmp(AM_W(k++), "DISRUPTED") == 0;
	if (am_too_many(a, k, "RESTORE U HEX [FACING] [FULL|DISRUPTED]") < 0)
		return -1;
	x->status = HG_ON;
	x->hex = hex;
	x->tail = -1;
	x->face = face;
	x->mode = HG_T;
	x->dis = dis;
	x->seen = 0;
	x->elim_seen = 0;
	if (g->lost[x->side] > 0)
		g->lost[x->side]--;
	event_say(a->log, hg_viewers(g, u), "Referee: %U is restored to play "
	    "at %H, facing %s, %s.", u, hex, hex_dir_name(face), dis ?
	    "disrupted" : "at full strength");
	return 0;
}

/* SET U SEEN: revealed to the enemy (sighted, an alias at first
 * sight, §13); CLEAR U SEEN: hidden again where it was last seen.
 * Only with hidden movement (§13): without it every unit is seen. */
static int
set_seen(struct hg_am *a, int u, int on)
{
	struct hg_game *g = a->g;
	struct hg_unit *x = &g->u[u];

	if (!g->r.opt.hidden)
		return am_err(a, "this game plays without hidden movement: "
		    "every unit is seen%s%s", NULL, NULL);
	if (x->seen == on)
		return am_err(a, "%s is %s already", x->id, on ? "seen by the "
		    "enemy" : "hidden from the enemy");
	if (on) {
		hg_reveal_ev(g, u, 1 - x->side, "the referee", a->log);
		return 0;
	}
	event_say(a->log, EVENT_V_REF | EVENT_V_SIDE(1 - x->side), "Referee: "
	    "%U is lost from sight (last seen at %H).", u, x->lk_hex);
	hg_hide(g, u);
	event_say(a->log, EVENT_V_SIDE(x->side), "Referee: your %U is out of "
	    "the enemy's sight.", u);
	return 0;
}

/* SET U STATUS | CLEAR U STATUS */
static int
do_status(struct amend *am, int on)
{
	struct hg_am *a = (struct hg_am *)am;
	struct hg_game *g = a->g;
	const char *w = AM_W(2);
	int u, *f, noammo;
	unsigned mask;

	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (w == NULL || (strcasecmp(w, "DISRUPTED") != 0 &&
	    strcasecmp(w, "NOAMMO") != 0 && strcasecmp(w, "SEEN") != 0))
		return am_err(a, "\"%.16s\" is not a status of The Highest "
		    "Ground (DISRUPTED, NOAMMO, SEEN)%s", w ? w : "", NULL);
	if (am_too_many(a, 3, "SET|CLEAR U STATUS") < 0)
		return -1;
	if (g->u[u].status != HG_ON)
		return am_err(a, "%s is not on the map%s", g->u[u].id, NULL);
	if (strcasecmp(w, "SEEN") == 0)
		return set_seen(a, u, on);
	noammo = strcasecmp(w, "NOAMMO") == 0;
	if (noammo && (!hg_type(g, u)->merc || hg_type(g, u)->leader))
		return am_err(a, "%s (%s) carries no ammunition: only "
		    "mercenaries run out (8.4)", g->u[u].id,
		    hg_type(g, u)->name);
	f = noammo ? &g->u[u].noammo : &g->u[u].dis;
	if (*f == on)
		return am_err(a, "%s is %s already", g->u[u].id, on ?
		    (noammo ? "out of ammunition" : "disrupted") :
		    (noammo ? "supplied with ammunition" : "at full strength"));
	*f = on;
	/* a sighted unit's strength is what the enemy sees of it;
	 * ammunition is its owner's to know */
	mask = noammo ? EVENT_V_REF | EVENT_V_SIDE(g->u[u].side) :
	    hg_viewers(g, u);
	event_say(a->log, mask, "Referee: %U is %s.", u, on ? (noammo ?
	    "out of ammunition" : "disrupted") : (noammo ? "supplied with "
	    "ammunition again" : "at full strength again"));
	return 0;
}

/* AMMO U N */
static int
do_ammo(struct amend *am, int arg)
{
	struct hg_am *a = (struct hg_am *)am;
	struct hg_game *g = a->g;
	int u, n;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (!hg_type(g, u)->merc || hg_type(g, u)->leader)
		return am_err(a, "%s (%s) carries no ammunition: only "
		    "mercenaries do (8.4)", g->u[u].id, hg_type(g, u)->name);
	if (am_count(a, 2, 0, 10000, "AMMO U N", &n) < 0 ||
	    am_too_many(a, 3, "AMMO U N") < 0)
		return -1;
	g->u[u].ammo = n;
	event_say(a->log, EVENT_V_REF | EVENT_V_SIDE(g->u[u].side),
	    "Referee: %U has %d attack%s of ammunition.", u, n,
	    n == 1 ? "" : "s");
	return 0;
}

static const struct amend_verb verbs[] = {
	AMEND_UNIT_VERBS(do_move, do_remove, do_restore, do_status),
	{ "AMMO", do_ammo, 0 },
	{ "LOST", amend_lost_verb, 0 },	/* told to that side only */
	{ NULL, NULL, 0 },
};

int
hg_amend(void *gv, const char *text, size_t len, int first_line,
    struct sheet_check *out, struct event_log *log)
{
	struct hg_am a;
	struct hg_game *g = gv;

	a.g = g;
	a.log = log;
	amend_init(&a.k, text, len, first_line, out,
	    "The Highest Ground");
	a.k.units = AMEND_UNITS(a.g->u, a.g->nunits);
	a.k.lost = AMEND_LOST(g, log, NULL, "Army Morale, §8.1");
	amend_run(&a.k, verbs);
	/* contact judged again: a unit put next to the enemy is sighted */
	if (out->nerrors == 0 && g->round > 0)
		hg_contact(g, log);
	return PBEM_OK;
}
