/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_mg.c - Gatlings and machine guns (digest 4.7, its [P] substitute for
 * the lost 8.23): two bursts a turn, the first in A.1 with the cannon,
 * the second in phase C.  A burst names a man the gun's side sees within
 * the gun's arc and range, or a point there it sees (gl_aim.c: a point or
 * a feature's point); its zone is a lane along the gun-target line
 * from mg_short_yd short of him to as far past, stopped as sight is; every
 * man in it, friend or foe, rolls the artillery casualty chart (+1 beyond
 * mg_band_yd[0], +2 beyond mg_band_yd[1]) and then checks morale (cause
 * 5).  Crew: Gatling 4, Maxim 3; one man left fires one burst a turn.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

static int
can_target(const struct gl_game *g, int k, int t)
{
	const struct gl_gun *gun = &g->gun[k];
	const struct gl_man *m = &g->man[t];

	return m->side != gun->side && gl_able(m) && m->seen && !m->locked &&
	    plane_in_arc(gl_pt(gun->x, gun->y), gun->facing, g->r.mg_arc,
	    gl_pt(m->x, m->y)) && plane_cmp_dist(gl_pt(gun->x, gun->y),
	    gl_pt(m->x, m->y), (int64_t)g->r.mg_range_yd[gun->kind ==
	    GL_G_MAXIM] * GL_YD) <= 0 && gl_los(g, gun->x, gun->y, m->x, m->y,
	    NULL);
}

/* The man MG k fires at: `want` (an id, or NULL / "NEAREST"), else the
 * nearest it may; -1 for none. */
static int
target(const struct gl_game *g, int k, const char *want)
{
	int t = want ? gl_find_man(g, want) : -1, e, best = -1;
	int64_t bd = -1, d;

	if (t >= 0 && can_target(g, k, t))
		return t;
	for (e = 0; e < g->nman; e++) {
		if (!can_target(g, k, e))
			continue;
		d = plane_dist2(gl_pt(g->gun[k].x, g->gun[k].y),
		    gl_pt(g->man[e].x, g->man[e].y));
		if (bd < 0 || d < bd)
			bd = d, best = e;
	}
	return best;
}

/* An aimed point (4.7: "a sighted target or point"): within the arc
 * and range, in the gun's sight. */
static int
can_point(const struct gl_game *g, int k, int x, int y)
{
	const struct gl_gun *gun = &g->gun[k];

	return plane_in_arc(gl_pt(gun->x, gun->y), gun->facing, g->r.mg_arc,
	    gl_pt(x, y)) && plane_cmp_dist(gl_pt(gun->x, gun->y), gl_pt(x, y),
	    (int64_t)g->r.mg_range_yd[gun->kind == GL_G_MAXIM] * GL_YD) <= 0
	    && gl_los(g, gun->x, gun->y, x, y, NULL);
}

/* A burst at (tx, ty), at `what` (a man's id or the point). */
static void
burst(struct gl_game *g, int k, int tx, int ty, const char *what,
    struct dice *d, struct event_log *log, int *res, struct gl_mq *q)
{
	struct gl_gun *gun = &g->gun[k];
	struct plane_pt o = gl_pt(gun->x, gun->y), tp = gl_pt(tx, ty);
	int brg = plane_bearing(o, tp), m, r, c, mod;
	int64_t sh = (int64_t)g->r.mg_short_yd * GL_YD;
	struct plane_seg lane;
	unsigned mask = EVENT_V_REF | EVENT_V_SIDE(gun->side);

	lane.a = plane_step(tp, brg + 180, sh);
	lane.b = plane_step(tp, brg, sh);
	mod = plane_cmp_dist(o, tp, (int64_t)g->r.mg_band_yd[0] * GL_YD) <= 0 ?
	    0 : plane_cmp_dist(o, tp, (int64_t)g->r.mg_band_yd[1] * GL_YD) <= 0 ?
	    1 : 2;
	if (gun->ammo_can > 0)
		gun->ammo_can--;
	if (gun->seen)
		mask |= EVENT_V_SIDE(1 - gun->side);
	gl_say(log, mask, "%s fires a burst at %s (chart %+d)", gun->id,
	    what, mod);
	if (!gun->seen)
		gl_say_to(log, 1 - gun->side, "a machine gun fires on %s from "
		    "out of sight, bearing %d", what, plane_bearing(tp, o));
	for (m = 0; m < g->nman; m++) {
		struct gl_man *a = &g->man[m];

		if (!gl_able(a) || (res[m] & 3) == 2 || gl_unexposed(g, m) ||
		    plane_seg_cmp_dist_pt(lane,
		    gl_pt(a->x, a->y), (int64_t)g->r.mg_lane_yd * GL_YD / 2) > 0
		    || !gl_zone_clear(g, gun->x, gun->y, a->x, a->y) ||
		    gl_metal_stops(g, m, 0, d, log))	/* gl_craft.c */
			continue;
		r = gl_roll(d);
		c = r + mod <= g->r.art_kill_max ? 2 : r + mod <=
		    g->r.art_wound_max ? 1 : 0;
		gl_say(log, gl_mask_man(g, m), "burst on %s: d10 %d%+d, %s",
		    a->id, r, mod, c == 2 ? "KILLED" : c ? "wounded" : "miss");
		gl_kind_result(log, c);		/* the headlines (gl_log.c) */
		/* a wounded man wounded again, his mount (gl_fx.c) */
		gl_res_merge(&res[m], gl_area_wound(g, m, c, "burst", d, log));
		gl_area_mount(g, m, g->r.art_wound_max, mod, 0, "burst", d, log,
		    &res[m]);
		gl_mq_push(q, m, GL_CAUSE_MG);
	}
	/* the teams in the lane (gl_equip.c) */
	gl_equip_lane(g, lane, (int64_t)g->r.mg_lane_yd * GL_YD / 2, gun->x,
	    gun->y, mod, d, log);
	gl_shot_add(g, GL_SH_FIRE, gun->x, gun->y, tx, ty, 1, mask);
}

/* Casualties of a burst step come off together, then morale. */
static void
apply(struct gl_game *g, int *res, struct gl_mq *q, struct dice *d,
    struct event_log *log)
{
	int died[GL_MAX_MEN], nd = 0, m;

	for (m = 0; m < g->nman; m++) {
		if (res[m] & GL_RES_HORSE)	/* his mount (gl_fx.c) */
			gl_unhorse(g, m, log);
		res[m] &= 3;
		if (res[m] == 0)
			continue;
		if (res[m] == 2 || (g->man[m].wounds += res[m] == 3 ? 2 : 1) >= 4) {
			g->man[m].status = GL_ST_DEAD;
			died[nd++] = m;
		} else
			gl_mq_push(q, m, GL_CAUSE_WOUND);
	}
	gl_mq_deaths(g, q, died, nd);
	gl_mq_run(g, q, d, log);
}

/* A.1 (first) or C (second) bursts of every MG; tgt[k] keeps the first
 * burst's target for the second's default. */
void
gl_mg_bursts(struct gl_game *g, const json_t *orders, int second, int *tgt,
    struct dice *d, struct event_log *log)
{
	int res[GL_MAX_MEN], k, t, c;
	struct gl_aim aim;
	struct gl_mq q;

	memset(res, 0, sizeof res);
	memset(&q, 0, sizeof q);
	for (k = 0; k < g->ngun; k++) {
		if (!GL_IS_MG(g->gun[k].kind) || g->gun[k].destroyed ||
		    g->gun[k].broken ||	/* a broken wheel, 3.3 */
		    g->gun[k].limbered || g->gun[k].work ||
		    g->gun[k].ammo_can == 0)
			continue;
		c = gl_gun_crew(g, k);
		for (t = 0; c > 0 && t < g->nman; t++)	/* 4.7: a trained */
			if (g->man[t].gun == k + 1 && gl_able(&g->man[t]) &&
			    !g->man[t].demor && g->man[t].training !=
			    GL_UNTRAINED)
				break;
		if (t == g->nman)	/* no trained crew: no fire */
			c = 0;
		if (c == 0 || (second && c < 2)) {
			if (!second)
				tgt[k] = -1;
			continue;
		}
		/* FIRE (the first burst) or BURST2 (the second; by
		 * default the first's target again, else the nearest) */
		gl_aim_read(g, orders, k, second ? "burst2" : "fire", &aim);
		if (aim.none) {		/* FIRE NONE: no burst this turn */
			tgt[k] = -1;
			continue;
		}
		if (second && !aim.named && !aim.has_pt) {
			gl_aim_read(g, orders, k, "fire", &aim);
			if (!aim.has_pt)
				aim.man = tgt[k];
		}
		if (aim.has_pt) {
			if (!second)
				tgt[k] = -1;
			if (can_point(g, k, aim.x, aim.y))
				burst(g, k, aim.x, aim.y, aim.what, d, log, res,
				    &q);
			else
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(
				    g->gun[k].side), "%s holds fire: out of "
				    "its arc, range or sight: %s", g->gun[k].id,
				    aim.what);
			continue;
		}
		t = target(g, k, aim.man >= 0 ? g->man[aim.man].id : NULL);
		if (!second)
			tgt[k] = t;
		if (t >= 0)
			burst(g, k, g->man[t].x, g->man[t].y, g->man[t].id, d,
			    log, res, &q);
		else		/* its own side hears why it was silent */
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->gun[k].side),
			    "%s holds its %s burst: no enemy its side sees "
			    "stands in its arc (%d degrees each side of its "
			    "facing) within %d yd, in its sight and out of "
			    "melee", g->gun[k].id, second ? "second" : "first",
			    g->r.mg_arc, g->r.mg_range_yd[g->gun[k].kind ==
			    GL_G_MAXIM]);
	}
	apply(g, res, &q, d, log);
}
