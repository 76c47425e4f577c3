/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_stores.c - loading and unloading a wagon's stores over several
 * turns (digest 3.5, rulebook 5.41, 5.47).  A store wagon (scenario
 * `WAGON ... stores=P`, P the percent it holds at the start) carries
 * stores, not men.  `W1 LOAD U2 U3 U4 U5` (or `W1 UNLOAD U2 U3 ...`)
 * puts the men named to work at it in B.4: "ten turns with four men, two
 * turns more for every man less" [T], in rules.json "transport"
 * (store_turns, store_men, store_short).  A turn of work counts for a man
 * of the wagon's side, on foot, able, steady, not in melee, not aboard,
 * not crewing a gun nor driving, within reach of the wagon, who neither
 * moved nor fired that turn [P] (as WORK, digest 3.3); more than
 * store_men go no faster [P].  Naming him holds him and his fire that
 * turn unless his own lines give him a MOVE, CHARGE or FIRE.  The load
 * is the work done, kept between turns: with n men a turn moves it by
 * ceil(STORE_FULL / T(n)) toward full or empty, so a crew that stays n
 * strong needs exactly T(n) turns; a turn the wagon moves or the men
 * stop, it keeps what it holds [P].  Stores unloaded are put down where
 * the wagon stands as a dump of its side, and a wagon loads only from a
 * dump of its side within reach (gl_dump.c) [P].  An ammunition wagon that is a
 * store wagon serves guns and pouches only while it holds stores.  Its
 * load is its own side's alone (digest 7): the enemy sees men standing by
 * a wagon, never what they do nor what it carries.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* A whole load in work units: 720720 = lcm(1..16), so every crew of the
 * rules' defaults (10, 12, 14, 16 turns) moves it by an exact step. */
#define STORE_FULL	GL_STORE_FULL

int
gl_store_full(void)
{
	return STORE_FULL;
}

int
gl_store_pct(int stores)
{
	return (int)((int64_t)stores * 100 / STORE_FULL);
}

/* Turns to load or unload a whole load with n men (1..store_men). */
static int
store_turns(const struct gl_game *g, int n)
{
	if (n > g->x.store_men)
		n = g->x.store_men;
	return g->x.store_turns + g->x.store_short * (g->x.store_men - n);
}

/* The workers named by store wagon k's LOAD or UNLOAD this turn: the
 * ids array, *unload set for UNLOAD; NULL if none. */
static const json_t *
workers(const struct gl_game *g, const json_t *orders, int k, int *unload)
{
	const json_t *o = json_object_get(json_object_get(json_object_get(
	    orders, g->side[g->wag[k].side]), "guns"), g->wag[k].id), *a;

	*unload = 0;
	if (!g->wag[k].store || g->wag[k].pack || json_object_get(o, "move"))
		return NULL;
	if (json_is_array(a = json_object_get(o, "load")))
		return a;
	if (json_is_array(a = json_object_get(o, "unload_by"))) {
		*unload = 1;
		return a;
	}
	return NULL;
}

void
gl_stores_plan(const struct gl_game *g, const json_t *orders,
    struct gl_plan *plan)
{
	const json_t *ids, *v, *o;
	size_t i;
	int k, m, unload;

	for (k = 0; k < g->nwag; k++) {
		if ((ids = workers(g, orders, k, &unload)) == NULL)
			continue;
		json_array_foreach(ids, i, v) {
			m = gl_find_man(g, json_string_value(v) ?
			    json_string_value(v) : "");
			if (m < 0 || g->man[m].side != g->wag[k].side ||
			    !gl_able(&g->man[m]))
				continue;
			o = json_object_get(json_object_get(json_object_get(
			    orders, g->side[g->wag[k].side]), "men"),
			    g->man[m].id);
			if (json_object_get(o, "move") ||
			    json_object_get(o, "charge") ||
			    json_object_get(o, "fire"))
				continue;	/* his own orders come first */
			plan[m].has_move = 0;
			plan[m].nway = 0;
			plan[m].charge = -1;
			plan[m].nofire = 1;
		}
	}
}

/* May man m work at wagon k this turn? */
static int
can_work(const struct gl_game *g, int k, int m, const int *fired)
{
	const struct gl_wagon *w = &g->wag[k];
	const struct gl_man *a = &g->man[m];

	return a->side == w->side && gl_able(a) && !a->demor && !a->locked &&
	    !a->aboard && !a->gun && m != w->driver && a->type == GL_FOOT &&
	    a->moved_turn != g->turn && !fired[m] &&
	    plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(w->x, w->y),
	    (int64_t)(g->r.limber_reach_yd + 5) * GL_YD) <= 0;
}

void
gl_stores_phase(struct gl_game *g, const json_t *orders, const int *fired,
    struct event_log *log)
{
	const json_t *ids, *v;
	struct gl_wagon *w;
	struct buf names;
	size_t i;
	int k, m, n, unload, step, before, t, dump, counted[GL_MAX_MEN];
	unsigned mask;

	for (k = 0; k < g->nwag; k++) {
		w = &g->wag[k];
		if (w->destroyed || (ids = workers(g, orders, k, &unload)) ==
		    NULL)
			continue;
		mask = EVENT_V_REF | EVENT_V_SIDE(w->side);
		memset(counted, 0, sizeof counted);
		buf_init(&names, 1024);
		n = 0;
		json_array_foreach(ids, i, v) {
			m = gl_find_man(g, json_string_value(v) ?
			    json_string_value(v) : "");
			if (m < 0 || counted[m])
				continue;
			counted[m] = 1;
			if (!can_work(g, k, m, fired)) {
				gl_say(log, mask, "%s cannot work at %s's "
				    "stores this turn", g->man[m].id, w->id);
				continue;
			}
			buf_addf(&names, " %s", g->man[m].id);
			n++;
		}
		before = w->stores;
		/* only a dump its side sees (gl_dump.c) */
		dump = unload || n == 0 || w->stores >= STORE_FULL ? -1 :
		    gl_dump_near(g, w->side, w->x, w->y, log);
		if (n > 0 && !unload && w->stores < STORE_FULL && dump < 0)
			gl_say(log, mask, "%s: no dump of stores of its side "
			    "in its sight within %d yd to load from", w->id,
			    g->r.limber_reach_yd + 5);
		else if (n > 0 && (unload ? w->stores > 0 : w->stores <
		    STORE_FULL)) {
			t = store_turns(g, n);
			step = (STORE_FULL + t - 1) / t;
			if (step > (unload ? w->stores : STORE_FULL -
			    w->stores))
				step = unload ? w->stores : STORE_FULL -
				    w->stores;
			if (!unload && step > g->dump[dump].stores)
				step = g->dump[dump].stores;
			/* what comes off is put down as a dump, what goes
			 * on comes off one (gl_dump.c) */
			if (unload && (dump = gl_dump_put(g, w->side, w->x,
			    w->y, step, w->ammo, log, w->id)) < 0) {
				gl_say(log, mask, "%s cannot unload: the table "
				    "holds %d dumps, the most kept", w->id,
				    GL_MAX_DUMPS);
				buf_free(&names);
				continue;
			}
			if (!unload)
				g->dump[dump].stores -= step;
			w->stores += unload ? -step : step;
			gl_say(log, mask, "%s: %s stores with%s (%d %s, %d "
			    "turns for a whole load): %d%% -> %d%%%s; %s %s",
			    w->id, unload ? "unloading" : "loading",
			    buf_str(&names), n, n == 1 ? "man" :
			    "men", t, gl_store_pct(before),
			    gl_store_pct(w->stores), w->stores == 0 ?
			    ", empty" : w->stores == STORE_FULL ? ", full" :
			    "", unload ? "onto" : "from", g->dump[dump].id);
		} else if (n > 0)
			gl_say(log, mask, "%s is already %s", w->id, unload ?
			    "empty" : "full");
		buf_free(&names);
	}
}

/* Where a wagon's (or pack animal's) stores go or come from (gl_dump.c),
 * for the receipt's line. */
void
gl_dump_note(const struct gl_game *g, int k, int unload, struct buf *out)
{
	const struct gl_wagon *w = &g->wag[k];
	/* as the side knows its dumps now (gl_dump_take.c) */
	int d = gl_dump_seen_near(g, w->side, w->x, w->y), st = 0;

	if (d >= 0)
		gl_dump_own(g, d, w->side, &st);
	if (unload)
		buf_adds(out, ", put down where it stands as a dump\n");
	else if (d >= 0)
		buf_addf(out, ", from dump %s (%d%% of a load)\n",
		    g->dump[d].id, gl_store_pct(st));
	else
		buf_addf(out, "; no dump of yours in your sight within %d yd "
		    "of it: nothing to load\n", g->r.limber_reach_yd + 5);
}

/* The receipt: each store wagon of the side, its load now and what the
 * sheet has it do this turn. */
void
gl_stores_receipt(const struct gl_game *g, int side, const json_t *orders,
    struct buf *out)
{
	const json_t *o, *ids, *v;
	size_t i;
	int k, n, unload, any = 0;

	for (k = 0; k < g->nwag; k++) {
		const struct gl_wagon *w = &g->wag[k];

		if (w->side != side || (!w->store && !w->pgun) ||
		    w->destroyed)
			continue;
		if (!any++)
			buf_adds(out, "# stores (5.47: a whole load in "
			    "turns by men at work):\n");
		o = json_object_get(json_object_get(orders, "guns"), w->id);
		if (w->pack) {		/* its driver's work (gl_pack.c) */
			gl_pack_receipt(g, k, o, out);
			continue;
		}
		buf_addf(out, "#   %s: stores %d%%", w->id,
		    gl_store_pct(w->stores));
		ids = json_object_get(o, "load");
		unload = 0;
		if (!json_is_array(ids) && json_is_array(json_object_get(o,
		    "unload_by")))
			ids = json_object_get(o, "unload_by"), unload = 1;
		if (json_object_get(o, "move") || !json_is_array(ids)) {
			buf_addf(out, "; no loading this turn%s\n",
			    json_object_get(o, "move") ? " (it moves)" : "");
			continue;
		}
		buf_addf(out, "; %s this turn by", unload ? "UNLOAD" : "LOAD");
		n = 0;
		json_array_foreach(ids, i, v) {
			buf_addf(out, " %s", json_string_value(v));
			n++;
		}
		buf_addf(out, ": %d turns for a whole load if all %d work "
		    "(%d%% a turn)", store_turns(g, n), n,
		    gl_store_pct((STORE_FULL + store_turns(g, n) - 1) /
		    store_turns(g, n)));
		gl_dump_note(g, k, unload, out);
	}
}
