/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_turn.c - one game turn, the sequence of digest 2: A.1 artillery,
 * A.2 small-arms fire, B.1 charges, B.2 mounted then foot movement,
 * D melee, E.1 morale recovery; both sides' orders at once (a side that
 * sent nothing gets its command defaults).  Then the end of the game.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

void
gl_phase(const void *gv, struct game_phase *out)
{
	const struct gl_game *g = gv;

	if (g->over)
		game_phase_over(out, g->turn - 1, g->turns, g->result);
	else
		game_phase_due_said(out, g->turn, "turn", "orders",
		    GAME_DUE_ALL, g->side, GL_NSIDES, "Turn %d of %d: orders "
		    "from %s and %s", g->turn, g->turns, g->side[0],
		    g->side[1]);
}

static int
fighting(const struct gl_game *g, int s)
{
	int i, n = 0;

	for (i = 0; i < g->nman; i++)
		if (g->man[i].side == s && gl_able(&g->man[i]))
			n++;
	return n;
}

static int
gun_lost(const struct gl_game *g, int k)
{
	int i;

	if (g->gun[k].destroyed)
		return 1;
	for (i = 0; i < g->nman; i++)
		if (g->man[i].gun == k + 1 && gl_able(&g->man[i]) &&
		    !g->man[i].demor)
			return 0;
	return 1;
}

/* The scenario's VICTORY rule, judged at the end. */
static int
victor(const struct gl_game *g, char *why, size_t n)
{
	int s = g->vic_side, i, j, held = 0;

	if (s < 0) {
		snprintf(why, n, "no victory rule: a draw");
		return -1;
	}
	if (g->vic_gun >= 0 && gun_lost(g, g->vic_gun)) {
		snprintf(why, n, "%s is destroyed or has no crew",
		    g->gun[g->vic_gun].id);
		return s;
	}
	if (g->vic_stores > 0 && gl_dump_total(g, s) >= g->vic_stores) {
		snprintf(why, n, "%s's dumps hold %d%% of a load of stores "
		    "(%d%% wanted)", g->side[s], gl_dump_total(g, s),
		    g->vic_stores);	/* gl_dump.c */
		return s;
	}
	for (i = 0; g->vic_feature[0] && i < g->nline; i++) {
		const struct gl_line *l = &g->line[i];

		if (strcmp(l->id, g->vic_feature) != 0)
			continue;
		for (j = 0; j < g->nman; j++) {
			const struct gl_man *m = &g->man[j];
			int k;

			if (m->side == s || !gl_able(m) || m->wounds ||
			    m->demor)
				continue;
			for (k = 0; k + 1 < l->p.n; k++) {
				struct plane_seg sg;

				sg.a = gl_pt(l->p.x[k], l->p.y[k]);
				sg.b = gl_pt(l->p.x[k + 1], l->p.y[k + 1]);
				if (plane_seg_cmp_dist_pt(sg, gl_pt(m->x, m->y),
				    g->vic_yd) <= 0)
					held = 1;
			}
		}
		if (!held) {
			snprintf(why, n, "no unwounded %s casting within %d "
			    "yd of %s", g->side[1 - s], g->vic_yd / GL_YD,
			    g->vic_feature);
			return s;
		}
	}
	snprintf(why, n, "%s held on%s%s", g->side[1 - s],
	    g->vic_feature[0] ? " at " : "", g->vic_feature);
	return 1 - s;
}

static void
game_end(struct gl_game *g, struct event_log *log)
{
	char why[160];
	int a = fighting(g, 0), b = fighting(g, 1);

	if (a == 0 || b == 0) {
		g->winner = a ? 0 : b ? 1 : -1;
		snprintf(why, sizeof why, "%s has no casting left fighting",
		    a ? g->side[1] : g->side[0]);
	} else if (g->turn > g->turns)
		g->winner = victor(g, why, sizeof why);
	else
		return;
	g->over = 1;
	if (g->winner < 0)
		snprintf(g->result, sizeof g->result, "a draw (%s)", why);
	else
		snprintf(g->result, sizeof g->result, "%s wins (%s)",
		    g->side[g->winner], why);
	gl_say(log, EVENT_V_ALL, "The game ends: %s", g->result);
	event_kind(log, EVENT_K_END);
}

static void
recovery(struct gl_game *g, struct dice *d, struct event_log *log)
{
	struct gl_mq q;
	int m, t;

	memset(&q, 0, sizeof q);
	for (m = 0; m < g->nman; m++) {
		struct gl_man *a = &g->man[m];

		t = a->locked - 1;
		if (t >= 0 && (!gl_able(&g->man[t]) || !gl_able(a)))
			a->locked = 0;
		if (gl_able(a) && a->demor)
			gl_mq_push(&q, m, GL_CAUSE_RECOVER);
	}
	gl_mq_run(g, &q, d, log);
}

/* B.3 PROLONGE: a deployed gun is dragged up to 5 yd toward the point
 * (2.5 with two crew: every time doubles), its crew with it; never into
 * mixed woods, deep water or a building, nor across a wall or fence. */
static void
prolonge(struct gl_game *g, int k, int crew, const json_t *pt,
    struct dice *d, struct event_log *log)
{
	struct gl_gun *gun = &g->gun[k];
	int x, y, nx, ny, dx, dy, kind, m, a;
	int64_t len, step = crew >= 3 ? 5 * GL_YD : 5 * GL_YD / 2;
	char p0[48], p1[48];

	if (gun->limbered || gun->work || gun->broken || json_unpack((json_t *)json_array_get(pt, 0),
	    "[ii]", &x, &y) != 0)
		return;
	len = gl_dist(gun->x, gun->y, x, y);
	if (len == 0)
		return;
	if (step > len)
		step = len;
	nx = gun->x + (int)((int64_t)(x - gun->x) * step / len);
	ny = gun->y + (int)((int64_t)(y - gun->y) * step / len);
	a = gl_area_at(g, nx, ny);
	if (a == GL_A_MIXED || a == GL_A_DEEP || gl_in_building(g, nx, ny) ||
	    (gl_crosses(g, gun->x, gun->y, nx, ny, &kind) >= 0 &&
	    kind != GL_L_STREAM)) {
		gl_say_to(log, gun->side, "%s cannot be dragged that way",
		    gun->id);
		return;
	}
	/* 3.3: its wheels into rough or plowed ground (gl_wagon.c) */
	gun->broken = gl_wheel_breaks(g, gun->x, gun->y, nx, ny, gun->id,
	    EVENT_V_REF | EVENT_V_SIDE(gun->side) | (gun->seen ?
	    EVENT_V_SIDE(1 - gun->side) : 0), d, log);
	dx = nx - gun->x, dy = ny - gun->y;
	for (m = 0; m < g->nman; m++) {
		struct gl_man *c = &g->man[m];

		if (c->gun == k + 1 && gl_able(c) && !c->demor &&
		    c->x + dx >= 0 && c->x + dx <= g->width && c->y + dy >= 0 &&
		    c->y + dy <= g->height)
			c->x += dx, c->y += dy;
	}
	gl_fmt_pos(p0, sizeof p0, gun->x, gun->y);
	gun->x = nx, gun->y = ny;
	gl_fmt_pos(p1, sizeof p1, nx, ny);
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(gun->side) | (gun->seen ?
	    EVENT_V_SIDE(1 - gun->side) : 0), "%s is dragged by prolonge "
	    "%s -> %s", gun->id, p0, p1);
}

/* CREW: a man within 5 yd of his side's gun joins its crew (2.31). */
static void
crew_orders(struct gl_game *g, const json_t *orders, struct event_log *log)
{
	const json_t *men, *o;
	const char *key;
	int s, m, k;

	for (s = 0; s < GL_NSIDES; s++) {
		men = json_object_get(json_object_get(orders, g->side[s]),
		    "men");
		json_object_foreach((json_t *)men, key, o) {
			m = gl_find_man(g, key);
			k = gl_find_gun(g, json_string_value(json_object_get(o,
			    "crew")) ? json_string_value(json_object_get(o,
			    "crew")) : "");
			if (m < 0 || k < 0 || g->man[m].side != s ||
			    g->gun[k].side != s || g->gun[k].destroyed ||
			    !gl_able(&g->man[m]) || g->man[m].demor ||
			    g->man[m].gun == k + 1 || plane_cmp_dist(gl_pt(
			    g->man[m].x, g->man[m].y), gl_pt(g->gun[k].x,
			    g->gun[k].y), (int64_t)g->r.adjacent_yd * GL_YD +
			    250) > 0)
				continue;
			g->man[m].gun = k + 1;
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s joins "
			    "the crew of %s", g->man[m].id, g->gun[k].id);
		}
	}
}

/* B.3 artillery functions: FACE d or FACE TRACK target, by a gun with
 * at least two crew standing (2.3); TRACK turns toward the named man (or
 * the nearest) if the gun's side sees him at the end of movement. */
static void
gun_functions(struct gl_game *g, const json_t *orders, struct dice *dice,
    struct event_log *log)
{
	const json_t *so, *o, *v;
	const char *key;
	int s, k, m, c, best, tx, ty;
	int64_t bd, d;

	for (s = 0; s < GL_NSIDES; s++) {
		so = json_object_get(json_object_get(orders, g->side[s]),
		    "guns");
		json_object_foreach((json_t *)so, key, o) {
			k = gl_find_gun(g, key);
			if (k < 0 || g->gun[k].side != s || g->gun[k].destroyed)
				continue;
			for (m = c = 0; m < g->nman; m++)
				c += g->man[m].gun == k + 1 &&
				    gl_able(&g->man[m]) && !g->man[m].demor;
			if (c < 2)
				continue;
			if (json_is_array(v = json_object_get(o, "prolonge")))
				prolonge(g, k, c, v, dice, log);
			if (json_is_integer(v = json_object_get(o, "face")))
				g->gun[k].facing = (int)json_integer_value(v);
			else if (json_is_object(json_object_get(o, "track"))) {
				struct gl_aim aim;	/* a point, a feature */

				gl_aim_read(g, orders, k, "track", &aim);
				if (!aim.has_pt || (aim.x == g->gun[k].x &&
				    aim.y == g->gun[k].y))
					continue;
				g->gun[k].facing = gl_bearing(g->gun[k].x,
				    g->gun[k].y, aim.x, aim.y);
			} else if (json_is_string(v = json_object_get(o,
			    "track")) && (strcmp(json_string_value(v), "GUN")
			    == 0 || gl_find_gun(g, json_string_value(v)) >= 0)) {
				/* TRACK GUN or an enemy gun (gl_fx.c) */
				best = gl_find_gun(g, json_string_value(v));
				best = gl_seen_gun_near(g, s, g->gun[k].x,
				    g->gun[k].y, best < 0 ? 0 : best + 1);
				if (best < 0 || (g->gun[best].x == g->gun[k].x &&
				    g->gun[best].y == g->gun[k].y))
					continue;
				g->gun[k].facing = gl_bearing(g->gun[k].x,
				    g->gun[k].y, g->gun[best].x, g->gun[best].y);
			} else if (json_is_string(v = json_object_get(o,
			    "track")) && strcmp(json_string_value(v), "LEADER")
			    == 0) {	/* the nearest leader seen (gl_fx.c) */
				best = gl_seen_leader_near(g, s, g->gun[k].x,
				    g->gun[k].y);
				if (best < 0) {
					gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s),
					    "%s has no enemy leader in sight "
					    "to track: it keeps bearing %d",
					    g->gun[k].id, g->gun[k].facing);
					continue;
				}
				if (g->man[best].x == g->gun[k].x &&
				    g->man[best].y == g->gun[k].y)
					continue;
				g->gun[k].facing = gl_bearing(g->gun[k].x,
				    g->gun[k].y, g->man[best].x, g->man[best].y);
			} else if (json_is_string(v = json_object_get(o,
			    "track"))) {
				best = gl_find_man(g, json_string_value(v));
				if (best >= 0 && (!gl_able(&g->man[best]) ||
				    !g->man[best].seen))
					best = -1;
				for (m = 0, bd = -1; best < 0 && m < g->nman;
				    m++) {
					if (g->man[m].side == s || !gl_able(
					    &g->man[m]) || !g->man[m].seen)
						continue;
					d = plane_dist2(gl_pt(g->gun[k].x,
					    g->gun[k].y), gl_pt(g->man[m].x,
					    g->man[m].y));
					if (bd < 0 || d < bd)
						bd = d, tx = m;
				}
				if (best < 0 && bd >= 0)
					best = tx;
				if (best < 0)
					continue;
				tx = g->man[best].x, ty = g->man[best].y;
				g->gun[k].facing = gl_bearing(g->gun[k].x,
				    g->gun[k].y, tx, ty);
			} else
				continue;
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s) |
			    (g->gun[k].seen ? EVENT_V_SIDE(1 - s) : 0),
			    "%s turns to bearing %d", g->gun[k].id,
			    g->gun[k].facing);
		}
	}
}

/* E.2 (digest 4.11 [P], option ammo=on): every 10th turn a man who
 * fired in 5 or more of the last 10 rolls d10, and on a 1 is short of
 * rounds: he fires only every other turn until he ends a turn within
 * adjacent_yd of a limber (the ammunition wagon). */
static void
ammunition(struct gl_game *g, const int *fired, struct dice *d,
    struct event_log *log)
{
	int m, n, b, r, l;

	for (m = 0; m < g->nman; m++) {
		struct gl_man *a = &g->man[m];

		a->fire_hist = ((a->fire_hist << 1) | (fired[m] ? 1 : 0)) &
		    1023;
		if (!g->r.opt_ammo || !gl_able(a))
			continue;
		for (l = 0; a->low_ammo && l < g->nlimb; l++)
			if (!g->limb[l].destroyed && g->gun[g->limb[l].gun].side
			    == a->side && plane_cmp_dist(gl_pt(a->x, a->y),
			    gl_pt(g->limb[l].x, g->limb[l].y),
			    (int64_t)(g->r.adjacent_yd + 3) * GL_YD) <= 0) {
				a->low_ammo = 0;
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(a->side),
				    "%s fills his pouch at %s", a->id,
				    g->limb[l].id);
			}
		if (g->turn % 10 != 0 || a->low_ammo)
			continue;
		for (b = n = 0; b < 10; b++)
			n += (a->fire_hist >> b) & 1;
		if (n < 5)
			continue;
		r = gl_roll(d);
		if (r == 1)
			a->low_ammo = 1;
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s ammunition "
		    "check (fired %d of 10 turns): d10 %d%s", a->id, n, r,
		    r == 1 ? ", short of rounds" : "");
	}
}

int
gl_resolve(void *gv, const json_t *orders, struct dice *dice,
    struct event_log *log, struct pbem_err *err)
{
	struct gl_game *g = gv;
	struct gl_plan plan[GL_MAX_MEN];
	int fired[GL_MAX_MEN], contact[GL_MAX_MEN], mg_tgt[GL_MAX_GUNS], k;

	(void)err;
	for (k = 0; k < GL_MAX_GUNS; k++)
		mg_tgt[k] = -1;
	gl_sight(g);
	g->nshot = 0;
	g->mq_first = 0;
	gl_plan_build(g, orders, plan, log);
	gl_say(log, EVENT_V_ALL, "Turn %d", g->turn);
	gl_runner_plan(g, orders, plan, log);		/* RUNNER (3.5) */
	gl_wagon_plan(g, plan);				/* men aboard */
	gl_stores_plan(g, orders, plan);		/* men at stores */
	gl_form_plan(g, orders, plan, log);		/* formations */
	gl_art_phase(g, plan, orders, dice, log);		/* A.1 */
	gl_sight(g);
	gl_mg_bursts(g, orders, 0, mg_tgt, dice, log);	/* A.1 first burst */
	gl_sight(g);
	gl_fire_phase(g, plan, dice, log, fired);	/* A.2 */
	gl_sight(g);
	gl_ladder_take(g, orders, plan, log);			/* TAKE a ladder */
	gl_move_phase(g, plan, log, contact);		/* B.1, B.2 */
	gl_fire_cease_charged(g, contact, log);		/* 2.13 */
	gl_ladder_after(g, orders, log);		/* carried, DROP */
	gl_sight(g);
	gl_mq_leaders(g, plan, dice, log);		/* cause 3 */
	gl_sight(g);
	crew_orders(g, orders, log);			/* B.3 */
	gl_limber_work(g, orders, log);
	gun_functions(g, orders, dice, log);
	gl_sight(g);
	gl_transport_phase(g, orders, dice, log);	/* B.4 */
	gl_wagon_phase(g, orders, dice, log);		/* wagons */
	gl_driver_orders(g, orders, log);		/* CREW transport */
	gl_runner_phase(g, log);
	gl_work_phase(g, orders, fired, log);		/* WORK */
	gl_stores_phase(g, orders, fired, log);		/* LOAD stores */
	gl_sight(g);
	gl_mg_bursts(g, orders, 1, mg_tgt, dice, log);	/* C */
	gl_sight(g);
	gl_melee_phase(g, plan, contact, fired, dice, log);	/* D */
	gl_form_check(g, NULL, log);			/* who broke */
	gl_sight(g);
	if (g->r.opt_morale)
		recovery(g, dice, log);			/* E.1 */
	ammunition(g, fired, dice, log);		/* E.2 */
	gl_sight(g);
	gl_orders_auto(g, log);				/* E.3 (3.1) */
	gl_dump_take(g, log);				/* dumps taken [P] */
	g->turn++;
	gl_sight(g);
	game_end(g, log);
	return PBEM_OK;
}
