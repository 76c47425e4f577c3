/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_fire.c - skirmish fire, sub-step A.2 (digest 4.1-4.3): each man fires
 * once at a target he sees himself; TAN = the 7.13 to-hit number for his
 * weapon class and the range, plus the 7.14 modifiers; hit on d10 >= TAN,
 * then the 7.15 casualty roll.  Every roll is taken against the state at
 * the start of the sub-step; casualties come off together; then morale.
 * A side is told the firer's id only if it sees him: otherwise the shot
 * is heard, with its bearing from the man it was aimed at.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* TAN of f firing at t, 0 when t is out of range or out of sight. */
int
gl_tan(const struct gl_game *g, int f, int t, int *range_yd)
{
	const struct gl_man *a = &g->man[f], *b = &g->man[t];
	int c = gl_fire_class(a), i, behind = 0, tan;

	if (c < 0 || !gl_man_sees(g, f, t) ||
	    !gl_los(g, a->x, a->y, b->x, b->y, &behind))
		return 0;
	for (i = 0; i < GL_NBAND; i++)
		if (plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(b->x, b->y),
		    (int64_t)g->r.band[i] * GL_YD) <= 0)
			break;
	if (i == GL_NBAND || g->r.tohit[c][i] == 0)
		return 0;
	if (range_yd)
		*range_yd = (int)((gl_dist(a->x, a->y, b->x, b->y) + 50) /
		    GL_YD);
	tan = g->r.tohit[c][i] + behind;
	if (a->type == GL_MOUNTED)
		tan += g->r.tan_mounted;
	if (a->wounds)
		tan += g->r.tan_wounded;
	if (gl_area_at(g, a->x, a->y) == GL_A_BRUSH)
		tan += g->r.tan_brush;
	if (b->prone)
		tan += g->r.tan_prone;
	if (gl_area_at(g, b->x, b->y) == GL_A_GULLY)
		tan += g->r.tan_gully;	/* exposed there: seen at all */
	return tan;
}

/* How far enemy e stands from command c's objective (a point, or the
 * feature's nearest point), squared; -1 when it has none to fire at. */
static int64_t
obj_dist2(const struct gl_game *g, const struct gl_cmd *c, int e)
{
	int x = c->obj_x, y = c->obj_y;

	if (c->obj_kind != 1 && c->obj_kind != 3)
		return -1;
	if (c->obj_kind == 3)
		gl_aim_feature(g, c->obj_feature, g->man[e].x, g->man[e].y, &x,
		    &y);
	return plane_dist2(gl_pt(x, y), gl_pt(g->man[e].x, g->man[e].y));
}

/* Digest 6: under ORDER FIRE the command default is "as HOLD, but at
 * the designated target": [P] the objective (OBJ a point or a feature)
 * designates it - the enemy nearest it whom f can hit (TAN 10 or less),
 * the nearer to f on a tie; -1 none (or no objective): as HOLD. */
static int
designated(const struct gl_game *g, int f)
{
	const struct gl_cmd *c = &g->cmd[g->man[f].cmd];
	int e, best = -1, tan;
	int64_t d, bd = -1, df, bdf = -1;

	if (c->order != GL_O_FIRE)
		return -1;
	for (e = 0; e < g->nman; e++) {
		if (g->man[e].side == g->man[f].side || g->man[e].locked ||
		    (tan = gl_tan(g, f, e, NULL)) == 0 || tan > 10 ||
		    (d = obj_dist2(g, c, e)) < 0)
			continue;
		df = plane_dist2(gl_pt(g->man[f].x, g->man[f].y),
		    gl_pt(g->man[e].x, g->man[e].y));
		if (bd < 0 || d < bd || (d == bd && df < bdf))
			bd = d, bdf = df, best = e;
	}
	return best;
}

/* The man f shoots at, or -1 (standing order, ELSE, command default). */
static int
choose(const struct gl_game *g, const struct gl_plan *p, int f)
{
	const struct gl_man *a = &g->man[f];
	int order = g->cmd[a->cmd].order, t, e, best = -1, tan;
	int64_t d, bd = -1;

	t = p->fire_tgt;
	if (t == GL_T_DEFAULT && (e = designated(g, f)) >= 0)
		return e;
	if (t == GL_T_GUN || t == GL_T_LEADER || t == GL_T_AT) {	/* gl_fx.c */
		if ((e = t == GL_T_GUN ? gl_gun_crew_target(g, f, a->fire_gun)
		    : t == GL_T_AT ? gl_at_target(g, f) :
		    gl_leader_target(g, f)) >= 0)
			return e;
		if (a->fire_else == GL_T_NONE)
			return -1;
		t = GL_T_NEAREST;
	}
	if (t >= 0) {
		/* 4.1: above 10 he cannot be hit: the ELSE stands in */
		if (gl_able(&g->man[t]) && !g->man[t].locked &&
		    (tan = gl_tan(g, f, t, NULL)) > 0 && tan <= 10)
			return t;
		if (a->fire_else == GL_T_NONE)
			return -1;
		t = GL_T_NEAREST;
	}
	if (t == GL_T_NONE)
		return -1;
	for (e = 0; e < g->nman; e++) {
		if (g->man[e].side == a->side || g->man[e].locked ||
		    (tan = gl_tan(g, f, e, NULL)) == 0 || tan > 10)
			continue;
		if (t == GL_T_DEFAULT && tan > g->r.default_tan_max)
			continue;
		if (t == GL_T_DEFAULT && order == GL_O_WITHDRAW &&
		    plane_cmp_dist(gl_pt(a->x, a->y), gl_pt(g->man[e].x,
		    g->man[e].y), (int64_t)g->r.withdraw_fire_yd * GL_YD) > 0)
			continue;
		d = plane_dist2(gl_pt(a->x, a->y), gl_pt(g->man[e].x,
		    g->man[e].y));
		if (bd < 0 || d < bd) {
			bd = d;
			best = e;
		}
	}
	return best;
}

static const char *
result_word(int r)
{
	return r == 2 ? "KILLED" : r == 1 ? "wounded" : "miss";
}

static void
tell(struct gl_game *g, struct event_log *log, int f, int t, int tan,
    int yd, int hit, int cas, int res)
{
	char txt[200];
	int ts = g->man[t].side;
	unsigned full = gl_mask_men(g, f, t);
	struct draw_ruling ruler = gl_ruler(g, g->man[f].x, g->man[f].y,
	    g->man[t].x, g->man[t].y, yd);
	/* FIRE GUN: the gun named, one the firer's side sees (gl_fx.c) */
	int crew = g->man[f].fire_tgt == GL_T_GUN && g->man[t].gun &&
	    g->gun[g->man[t].gun - 1].seen;

	snprintf(txt, sizeof txt, "%s fires at %s%s%s (%s, %d yd, TAN %d): d10 "
	    "%d %s", g->man[f].id, g->man[t].id, crew ? ", crew of " : "",
	    crew ? g->gun[g->man[t].gun - 1].id : "",
	    gl_fclass_name(gl_fire_class(&g->man[f])), yd, tan, hit, hit >= tan
	    ? "hits" : "misses");
	if (hit >= tan)
		snprintf(txt + strlen(txt), sizeof txt - strlen(txt),
		    "; casualty d10 %d: %s", cas, result_word(res));
	gl_say_rule(log, full, &ruler, 1, "%s", txt);
	gl_kind_result(log, hit >= tan ? res : 0);	/* the headlines */
	if (!(full & EVENT_V_SIDE(ts)))
		gl_say_to(log, ts, "%s is shot at from out of sight, bearing %d"
		    ": d10 %d %s", g->man[t].id, gl_bearing(g->man[t].x,
		    g->man[t].y, g->man[f].x, g->man[f].y), hit, hit >= tan ?
		    "hits" : "misses");
	if (!(full & EVENT_V_SIDE(ts)) && hit >= tan) {
		gl_say_to(log, ts, "%s: casualty d10 %d: %s", g->man[t].id, cas,
		    result_word(res));
		gl_kind_result(log, res);
	}
}

/* The firer's named target is one his side sees, but he does not (8.3:
 * "R1 blocks U5 -> C6"): his side is told, with the sight line drawn to
 * where it stops (the first yard from him that he cannot see). */
static void
sight_blocked(struct gl_game *g, const struct gl_plan *p, int f,
    struct event_log *log)
{
	const struct gl_man *a = &g->man[f], *b;
	struct draw_ruling r;
	int64_t len, s;
	int t = p->fire_tgt, x = 0, y = 0;
	char at[48];

	if (t < 0 || !gl_able(b = &g->man[t]) || b->locked || !b->seen ||
	    gl_los(g, a->x, a->y, b->x, b->y, NULL))
		return;
	len = gl_dist(a->x, a->y, b->x, b->y);
	for (s = GL_YD; s < len; s += GL_YD) {
		x = a->x + (int)((int64_t)(b->x - a->x) * s / len);
		y = a->y + (int)((int64_t)(b->y - a->y) * s / len);
		if (!gl_los(g, a->x, a->y, x, y, NULL))
			break;
	}
	if (s >= len)
		x = b->x, y = b->y;
	gl_fmt_pos(at, sizeof at, x, y);
	r = draw_sight(a->x, g->height - a->y, b->x, g->height - b->y, 1, x,
	    g->height - y, a->side);
	gl_say_rule(log, EVENT_V_REF | EVENT_V_SIDE(a->side), &r, 1, "%s "
	    "cannot see his target %s: the sight line is blocked at %s; %s",
	    a->id, b->id, at, a->fire_else == GL_T_NONE ? "ELSE NONE: he "
	    "holds his fire" : "ELSE NEAREST stands");
}

/* 2.13 [T]: his standing FIRE at a man ceases when he becomes blocked:
 * the side sees the target, he does not (as sight_blocked tells it);
 * this turn's ELSE has stood in. */
static void
blocked_cease(struct gl_game *g, int f, struct event_log *log)
{
	const struct gl_man *a = &g->man[f], *b;
	int t = a->fire_tgt;

	if (t < 0 || !gl_able(b = &g->man[t]) || b->locked || !b->seen ||
	    gl_los(g, a->x, a->y, b->x, b->y, NULL))
		return;
	gl_fire_cease(g, f, "the sight line to his target is blocked", log);
}

void
gl_fire_cease(struct gl_game *g, int m, const char *why,
    struct event_log *log)
{
	struct gl_man *a = &g->man[m];

	if (a->fire_tgt == GL_T_DEFAULT || a->fire_tgt == GL_T_NONE ||
	    !gl_able(a))
		return;
	/* his own side's: the enemy never learns an order (digest 7) */
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s's standing FIRE "
	    "ceases: %s (2.13); his command's default from now", a->id, why);
	a->fire_tgt = GL_T_DEFAULT;
	a->fire_else = GL_T_NEAREST;
	a->fire_gun = 0;
	a->horse = 0;
}

void
gl_fire_cease_charged(struct gl_game *g, const int *contact,
    struct event_log *log)
{
	int m, t;

	for (t = 0; t < g->nman; t++)
		for (m = 0; m < g->nman; m++)
			if (contact[m] == t + 1 && g->man[m].side !=
			    g->man[t].side) {
				gl_fire_cease(g, t, "he is charged", log);
				break;
			}
}

/* A wound on a man already wounded kills on an odd d10; the 4th kills. */
int gl_wound_roll(const struct gl_game *g, int t, struct dice *d, int *roll);
int
gl_wound_roll(const struct gl_game *g, int t, struct dice *d, int *roll)
{
	*roll = 0;
	if (g->man[t].wounds == 0)
		return 1;
	if (g->man[t].wounds >= 3)
		return 2;
	*roll = gl_roll(d);
	return *roll % 2 ? 2 : 1;
}

void
gl_fire_phase(struct gl_game *g, struct gl_plan *plan, struct dice *d,
    struct event_log *log, int *fired)
{
	int res[GL_MAX_MEN], died[GL_MAX_MEN], wounded[GL_MAX_MEN];
	int horse[GL_MAX_MEN], held[GL_MAX_MEN];
	struct gl_mq q;
	int f, t, tan, yd, hit, cas, r, wr, nd = 0, nw = 0, i;

	memset(res, 0, sizeof res);
	memset(horse, 0, sizeof horse);
	memset(held, 0, sizeof held);
	memset(&q, 0, sizeof q);
	for (f = 0; f < g->nman; f++)
		fired[f] = 0;
	/* the files' volleys first (gl_volley.c): their men fire no more */
	gl_volley_phase(g, plan, d, log, res, fired, held);
	for (f = 0; f < g->nman; f++) {
		const struct gl_man *a = &g->man[f];

		if (fired[f] || held[f] || !gl_able(a) || a->demor ||
		    a->locked || a->gun ||
		    (a->low_ammo && a->fired_turn == g->turn - 1) ||
		    plan[f].nofire || plan[f].save || gl_fire_class(a) < 0)
			continue;
		sight_blocked(g, &plan[f], f, log);
		if ((t = choose(g, &plan[f], f)) < 0)
			continue;
		yd = 0;
		tan = gl_tan(g, f, t, &yd);
		hit = gl_roll(d);
		cas = r = 0;
		if (hit >= tan && a->horse && g->man[t].type == GL_MOUNTED) {
			/* FIRE ... HORSE: the 7.15 chart has no miss, and a
			 * wounded mount is killed (2.3): no casualty roll */
			struct draw_ruling ruler = gl_ruler(g, a->x, a->y,
			    g->man[t].x, g->man[t].y, yd);

			horse[t] = 1;
			fired[f] = 1;
			gl_say_rule(log, gl_mask_men(g, f, t), &ruler, 1, "%s "
			    "fires at %s's horse (%s, %d yd, TAN %d): d10 %d "
			    "hits: the horse is killed", a->id, g->man[t].id,
			    gl_fclass_name(gl_fire_class(a)), yd, tan, hit);
			event_kind(log, EVENT_K_HURT);	/* unhorsed */
			continue;
		}
		if (hit >= tan) {
			cas = gl_roll(d);
			r = cas <= g->r.fire_kill_max ? 2 :
			    gl_wound_roll(g, t, d, &wr);
			gl_res_merge(&res[t], r);	/* gl_volley.c */
		}
		fired[f] = 1;
		tell(g, log, f, t, tan, yd, hit, cas, r);
	}
	for (f = 0; f < g->nman; f++) {
		if (fired[f])
			g->man[f].fired_turn = g->turn;
		if (gl_able(&g->man[f]) && !g->man[f].demor)
			blocked_cease(g, f, log);
	}
	for (t = 0; t < g->nman; t++) {
		/* FIRE ... HORSE, or a volley on his mount (gl_volley.c) */
		if (horse[t] || (res[t] & GL_RES_HORSE))
			gl_unhorse(g, t, log);
		res[t] &= 3;
		if (res[t] == 0)
			continue;
		if (res[t] == 2) {
			g->man[t].status = GL_ST_DEAD;
			died[nd++] = t;
		} else {
			g->man[t].wounds += res[t] == 3 ? 2 : 1;
			if (g->man[t].wounds >= 4) {
				g->man[t].status = GL_ST_DEAD;
				died[nd++] = t;
			} else
				wounded[nw++] = t;
		}
	}
	for (i = 0; i < nw; i++)
		gl_mq_push(&q, wounded[i], GL_CAUSE_WOUND);
	gl_mq_deaths(g, &q, died, nd);
	gl_mq_run(g, &q, d, log);
}
