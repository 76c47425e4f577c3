/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_dump_take.c - a dump of stores taken by the enemy.  The rulebook
 * and the digest are silent on taking stores; [P] (rules.json
 * "transport"): at the end of a turn, after E.3, a dump with no steady
 * man of its side (in play, not demoralized) within dump_guard_yd yards
 * of its point and a steady enemy man on foot or horse, not aboard,
 * within dump_take_yd yards of it changes sides, with all it holds; the
 * nearest such man takes it.  The taker's side learns then what it
 * holds (before, only where it lies: digest 7).  The side that lost it
 * is told at once if it sees the dump's point; else it goes on listing
 * the dump as its own, with the load it last knew, until it sees the
 * point again (end of a turn), as a commander learns of it.
 * VICTORY ... STORES N counts a dump for the side that holds it.
 *
 * So that nothing its men do tells the loser what it has not seen
 * [P]: a side uses a dump (loads from it, unloads onto it, draws rounds
 * or sends a runner to it) only while it sees the dump's point, and it
 * chooses among the dumps it believes its own, with the loads it knows
 * (gl_dump_own).  A lost dump out of its sight is then out of use as
 * any unseen dump of its own is, in the same words; one in its sight
 * when a wagon or runner comes to use it is learned lost there and then
 * (gl_dump_learn).
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

static int
steady(const struct gl_man *m)
{
	return gl_able(m) && !m->demor && !m->aboard;
}

static int
near(const struct gl_dump *d, const struct gl_man *m, int yd)
{
	return plane_cmp_dist(gl_pt(d->x, d->y), gl_pt(m->x, m->y),
	    (int64_t)yd * GL_YD) <= 0;
}

/* The enemy man who takes dump d (the nearest), -1: none, or guarded. */
static int
taker(const struct gl_game *g, const struct gl_dump *d)
{
	int m, best = -1;
	int64_t bd = 0, dd;

	for (m = 0; m < g->nman; m++)
		if (g->man[m].side == d->side && steady(&g->man[m]) &&
		    near(d, &g->man[m], g->x.dump_guard_yd))
			return -1;	/* guarded */
	for (m = 0; m < g->nman; m++) {
		if (g->man[m].side == d->side || !steady(&g->man[m]) ||
		    !near(d, &g->man[m], g->x.dump_take_yd))
			continue;
		dd = plane_dist2(gl_pt(d->x, d->y), gl_pt(g->man[m].x,
		    g->man[m].y));
		if (best < 0 || dd < bd)
			best = m, bd = dd;
	}
	return best;
}

static void
take(struct gl_game *g, struct gl_dump *d, int m, struct event_log *log)
{
	int old = d->side, s = g->man[m].side;
	char p[48];

	gl_fmt_pos(p, sizeof p, d->x, d->y);
	d->side = s;
	if (d->lost == s + 1)	/* back in the hands of the side that lost it */
		d->lost = 0, d->lost_stores = 0;
	if (gl_sees_point(g, old, d->x, d->y)) {
		gl_say(log, EVENT_V_SIDE(old), "The enemy takes your %sdump %s "
		    "at %s.", d->ammo ? "ammunition " : "", d->id, p);
		d->lost = 0, d->lost_stores = 0;
	} else if (!d->lost) {
		d->lost = old + 1;
		d->lost_stores = d->stores;
	}
	/* its former side knows where it lies */
	d->ever_seen = 1;
	d->last_x = d->x, d->last_y = d->y, d->last_turn = g->turn;
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s takes the enemy's "
	    "%sdump %s at %s (no man of %s within %d yd of it): it holds %d%% "
	    "of a load", g->man[m].id, d->ammo ? "ammunition " : "", d->id, p,
	    g->side[old], g->x.dump_guard_yd, gl_store_pct(d->stores));
	event_kind(log, EVENT_K_CAPTURE);
}

int
gl_dump_own(const struct gl_game *g, int i, int side, int *stores)
{
	const struct gl_dump *d = &g->dump[i];

	if (d->lost == side + 1) {	/* taken, out of its sight since */
		if (stores)
			*stores = d->lost_stores;
		return 1;
	}
	if (stores)
		*stores = d->stores;
	return d->side == side;
}

void
gl_dump_learn(struct gl_game *g, int i, struct event_log *log)
{
	struct gl_dump *d = &g->dump[i];
	char p[48];

	if (!d->lost)
		return;
	gl_fmt_pos(p, sizeof p, d->x, d->y);
	gl_say(log, EVENT_V_SIDE(d->lost - 1), "Your %sdump %s at %s is in "
	    "enemy hands.", d->ammo ? "ammunition " : "", d->id, p);
	d->lost = 0, d->lost_stores = 0;
}

void
gl_dump_take(struct gl_game *g, struct event_log *log)
{
	struct gl_dump *d;
	int i, m;

	for (i = 0; i < g->ndump; i++) {
		d = &g->dump[i];
		if (d->lost && gl_sees_point(g, d->lost - 1, d->x, d->y))
			gl_dump_learn(g, i, log);
		if ((m = taker(g, d)) >= 0)
			take(g, d, m, log);
	}
}
