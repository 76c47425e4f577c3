/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_equip.c - fire on limbers and wagons and on their teams (digest 4.6,
 * 4.7, 3.5; rulebook 2.32, 8.223, 8.224, 8.246, 8.254).
 *
 * Equipment [T]: ball destroys it on a wound or kill and stops there;
 * shrapnel destroys it only on a kill, improved shrapnel on a wound or
 * kill; canister and machine-gun bursts leave it unharmed.  A wagon is
 * equipment as a limber is (the shell's equipment() already rolls for
 * guns and limbers; wagons are rolled here).  Animals [T]: canister, a
 * burst and a shell roll "for each man and animal" on their chart, and
 * a wounded animal is killed.  Rulings [P]: a team stands at its
 * transport's point (it is in a zone when the transport is); the ball
 * rolls once, for the transport (its team goes with it); a dead
 * animal's MP are lost from the next turn (digest 3.5), so a transport
 * that lost its whole team moves no more.  A destroyed wagon's men get
 * down where it stands and its stores are lost.  Each event is told to
 * the transport's side, to the enemy if he sees it (digest 7), and to
 * the referee: a gunner learns of a hit on a transport only if his side
 * sees it.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* The fields of transport t. */
struct tref {
	const char *id;
	int x, y, side, seen, animals, *destroyed;
	int *killed, *killed_turn, *killed_now;
	const char *beast;
};

static int
tref(struct gl_game *g, int t, struct tref *r)
{
	if (t < 0 || t >= g->nlimb + g->nwag)
		return -1;
	if (t < g->nlimb) {
		struct gl_limber *l = &g->limb[t];

		r->id = l->id, r->x = l->x, r->y = l->y;
		r->side = g->gun[l->gun].side, r->seen = l->seen;
		r->animals = l->horses, r->destroyed = &l->destroyed;
		r->killed = &l->killed, r->killed_turn = &l->killed_turn;
		r->killed_now = &l->killed_now;
		r->beast = "horse";
	} else {
		struct gl_wagon *w = &g->wag[t - g->nlimb];

		r->id = w->id, r->x = w->x, r->y = w->y;
		r->side = w->side, r->seen = w->seen;
		r->animals = w->animals, r->destroyed = &w->destroyed;
		r->killed = &w->killed, r->killed_turn = &w->killed_turn;
		r->killed_now = &w->killed_now;
		r->beast = w->mp_each == 2 ? "horse" : "animal";
	}
	return 0;
}

int
gl_team(const struct gl_game *g, int t)
{
	struct tref r;
	int n;

	if (tref((struct gl_game *)g, t, &r))
		return 0;
	n = r.animals - *r.killed + (*r.killed_turn == g->turn ?
	    *r.killed_now : 0);
	return n < 0 ? 0 : n;
}

static unsigned
tmask(const struct tref *r)
{
	return EVENT_V_REF | EVENT_V_SIDE(r->side) | (r->seen ?
	    EVENT_V_SIDE(1 - r->side) : 0);
}

/* The team of transport t in a zone: a roll each, d10 + mod <= wound_max
 * kills the animal. */
static void
team(struct gl_game *g, int t, int wound_max, int mod, const char *what,
    int pierce, struct dice *d, struct event_log *log)
{
	struct tref r;
	char rolls[160], tid[GL_ID_LEN + 8];
	size_t at = 0;
	int alive, i, roll, dead = 0;

	if (tref(g, t, &r) || *r.destroyed || (t >= g->nlimb &&
	    g->wag[t - g->nlimb].craft))
		return;		/* a boat or train has no team */
	alive = r.animals - *r.killed;
	if (alive <= 0)
		return;
	/* a team inside a hull: behind its metal (gl_metal.c) */
	snprintf(tid, sizeof tid, "%s's team", r.id);
	if (gl_metal_shields(g, r.x, r.y, pierce, what, tid, tmask(&r), d,
	    log))
		return;
	rolls[0] = '\0';
	for (i = 0; i < alive; i++) {
		roll = gl_roll(d);
		dead += roll + mod <= wound_max;
		if (at < sizeof rolls - 8)
			at += (size_t)snprintf(rolls + at, sizeof rolls - at,
			    "%s%d", i ? " " : "", roll);
	}
	if (*r.killed_turn != g->turn)
		*r.killed_now = 0;
	*r.killed += dead;
	*r.killed_now += dead;
	*r.killed_turn = g->turn;
	gl_say(log, tmask(&r), "%s on %s's team: d10 %s%s%d: %d %s%s killed, "
	    "%d left%s", what, r.id, rolls, mod < 0 ? " " : " +", mod, dead,
	    r.beast, dead == 1 ? "" : "s", alive - dead, alive - dead == 0 ?
	    " (it moves no more from next turn)" : "");
}

static void
animals(struct gl_game *g, gl_zone_fn in, const void *ctx, int wound_max,
    int mod, const char *what, int pierce, struct dice *d,
    struct event_log *log)
{
	struct tref r;
	int t;

	for (t = 0; t < g->nlimb + g->nwag; t++)
		if (tref(g, t, &r) == 0 && !*r.destroyed && in(g, ctx, r.x,
		    r.y))
			team(g, t, wound_max, mod, what, pierce, d, log);
}

/* Canister and bursts: metal stops them (4.6). */
void
gl_equip_animals(struct gl_game *g, gl_zone_fn in, const void *ctx,
    int wound_max, int mod, const char *what, struct dice *d,
    struct event_log *log)
{
	animals(g, in, ctx, wound_max, mod, what, 0, d, log);
}

struct lane_ctx {
	struct plane_seg lane;
	int64_t half;
	int gx, gy;
};

static int
in_mg_lane(const struct gl_game *g, const void *ctx, int x, int y)
{
	const struct lane_ctx *c = ctx;

	return plane_seg_cmp_dist_pt(c->lane, gl_pt(x, y), c->half) <= 0 &&
	    gl_zone_clear(g, c->gx, c->gy, x, y);
}

void
gl_equip_lane(struct gl_game *g, struct plane_seg lane, int64_t half,
    int gx, int gy, int mod, struct dice *d, struct event_log *log)
{
	struct lane_ctx c;

	c.lane = lane, c.half = half, c.gx = gx, c.gy = gy;
	gl_equip_animals(g, in_mg_lane, &c, g->r.art_wound_max, mod, "burst",
	    d, log);
}

struct burst_ctx {
	struct plane_pt ip;
	int64_t rad;
	int bld;
};

static int
in_burst(const struct gl_game *g, const void *ctx, int x, int y)
{
	const struct burst_ctx *c = ctx;

	return gl_in_building(g, x, y) == c->bld &&
	    plane_cmp_dist(c->ip, gl_pt(x, y), c->rad) <= 0;
}

/* Wagon k destroyed: its men get down where it stands, its stores are
 * lost (told to its side). */
static void
wreck(struct gl_game *g, int k)
{
	int m;

	g->wag[k].destroyed = 1;
	g->wag[k].stores = 0;
	for (m = 0; m < g->nman; m++)
		if (g->man[m].aboard == k + 1)
			g->man[m].aboard = 0;
}

void
gl_equip_burst(struct gl_game *g, struct plane_pt ip, int64_t rad,
    int bld, int improved, struct dice *d, struct event_log *log)
{
	struct burst_ctx c;
	struct tref r;
	int k, roll, res;

	c.ip = ip, c.rad = rad, c.bld = bld;
	for (k = 0; k < g->nwag; k++) {
		/* a pack animal is no equipment: it rolls once, as an
		 * animal, with the teams below */
		if (tref(g, g->nlimb + k, &r) || *r.destroyed ||
		    g->wag[k].pack || !in_burst(g, &c, r.x, r.y) ||
		    gl_metal_shields(g, r.x, r.y, improved, improved ?
		    "shrapnel" : "shell", r.id, tmask(&r), d, log))
			continue;
		roll = gl_roll(d) + (improved ? g->r.ishr_mod : g->r.shr_mod);
		if (roll < 1)
			roll = 1;
		res = roll <= g->r.art_kill_max ? 2 : roll <=
		    g->r.art_wound_max ? 1 : 0;
		if (res == 2 || (res == 1 && improved))
			wreck(g, k);
		gl_say(log, tmask(&r), "%s on %s: d10 %d, %s", improved ?
		    "shrapnel" : "shell", r.id, roll, g->wag[k].destroyed ?
		    "destroyed" : res ? "damaged, still in use" : "miss");
	}
	animals(g, in_burst, &c, g->r.art_wound_max, improved ?
	    g->r.ishr_mod : g->r.shr_mod, improved ? "shrapnel" : "shell",
	    improved, d, log);
}

int
gl_equip_first(const struct gl_game *g, int k, int (*in_lane)(
    const struct gl_game *, const struct gl_gun *, int, int), int64_t *d2)
{
	const struct gl_gun *gun = &g->gun[k];
	struct tref r;
	int t, best = -1;
	int64_t dd;

	for (t = 0; t < g->nlimb + g->nwag; t++) {
		if (tref((struct gl_game *)g, t, &r) || *r.destroyed ||
		    (t < g->nlimb && g->limb[t].gun == k) ||
		    !in_lane(g, gun, r.x, r.y) ||
		    !gl_ball_clear(g, gun->x, gun->y, r.x, r.y))
			continue;
		dd = plane_dist2(gl_pt(gun->x, gun->y), gl_pt(r.x, r.y));
		if (best < 0 || dd < *d2)
			best = t, *d2 = dd;
	}
	return best;
}

void
gl_equip_ball(struct gl_game *g, int k, int t, struct dice *d,
    struct event_log *log)
{
	struct tref r;
	int roll;

	if (tref(g, t, &r) || *r.destroyed || gl_metal_shields(g, r.x, r.y, 1,
	    "ball", r.id, tmask(&r), d, log))
		return;
	roll = gl_roll(d);
	if (roll <= g->r.art_wound_max) {
		if (t < g->nlimb)
			g->limb[t].destroyed = 1;
		else
			wreck(g, t - g->nlimb);
	}
	(void)k;	/* the gunner learns of it only if he sees it */
	gl_say(log, tmask(&r), "ball strikes %s: d10 %d, %s", r.id, roll, roll <= g->r.art_wound_max ?
	    "destroyed" : "a miss");
}
