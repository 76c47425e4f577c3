/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_deploy_end.c - the end of deployment (§5.3, §5.6): J hearts ("Take
 * the high ground!") and J clubs ("This way, Effendi!"), passive side's
 * first; the scenarios' saves (4, 5: every non-light unit; 8: the
 * passive side's; [PROPOSED] unmodified) and medals (6, 8: passive +3;
 * 10: active +4); then play begins.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

/* [PROPOSED] straight ahead, as far as legal, up to two boxes. */
static void
high_ground(struct ts_game *g, int side)
{
	struct ts_side *s = &g->side[side];
	int i, k, u, step, fx, fy, x, y, moved = 0;
	char why[120];

	if (s->jh < 0 || ts_strat_held(g, side, ST_JH) < 0)
		return;
	ts_strat_play(g, side, ST_JH);
	ts_face_vec(side == TS_RED ? TS_N : TS_S, &fx, &fy);
	for (i = 0; i < s->jh_n; i++) {
		u = s->jh_u[i];
		if (u >= TS_GEN_REF) {
			k = u - TS_GEN_REF;
			if (k >= g->ngens || !g->gen[k].detached ||
			    g->gen[k].cmd != s->jh || !ts_gen_on(g, k))
				continue;
			for (step = 0; step < 2; step++)
				if (ts_on_table(g, g->gen[k].x + fx,
				    g->gen[k].y + fy) && !ts_impassable(g,
				    g->gen[k].x + fx, g->gen[k].y + fy) &&
				    !ts_box_enemy(g, g->gen[k].x + fx,
				    g->gen[k].y + fy, side)) {
					g->gen[k].x += fx;
					g->gen[k].y += fy;
				}
			continue;
		}
		if (u < 0 || u >= g->nunits || g->u[u].cmd != s->jh ||
		    !ts_on(g, u) || moved == 3)
			continue;
		moved++;
		for (step = 0; step < 2; step++) {
			x = g->u[u].x + fx;
			y = g->u[u].y + fy;
			if (!ts_enter_ok(g, u, g->u[u].x, g->u[u].y, x, y,
			    g->u[u].face, 0, why, sizeof why))
				break;
			ts_place(g, u, x, y, g->u[u].face, 0);
		}
		ts_say(g, EVENT_V_ALL, "%U takes the high ground: now at %H.",
		    u, TS_BOX(g, g->u[u].x, g->u[u].y));
	}
	s->jh = -1;
}

static void
back_one(struct ts_game *g, int u, int e, int dy)
{
	int x = g->u[u].x, y = g->u[u].y + dy, vx;
	char why[120];

	if (!ts_on_table(g, x, y)) {
		vx = e == TS_RED ? x : g->w - 1 - x;
		g->u[u].status = TS_WAIT;
		g->u[u].away = TS_AWAY_RESERVE;
		g->u[u].away_arg = 3 - ts_zone3(g, vx);
		ts_settle_box(g, x, g->u[u].y);
		ts_say(g, EVENT_V_ALL, "%U is led off the table into reserve.",
		    u);
		return;
	}
	if (ts_impassable(g, x, y) || !ts_enter_ok(g, u, x, g->u[u].y, x, y,
	    g->u[u].face, 0, why, sizeof why))
		return;
	ts_place(g, u, x, y, g->u[u].face, 0);
	ts_say(g, EVENT_V_ALL, "%U is led back to %H.", u, TS_BOX(g, x, y));
}

/* Every unit of the enemy command goes a box back towards its own
 * base edge; from the rearmost row, off the table into reserve. */
static void
effendi(struct ts_game *g, int side)
{
	struct ts_side *s = &g->side[side];
	int c = s->jc, u, dy, e = TS_ENEMY(side), row;

	if (c < 0 || ts_strat_held(g, side, ST_JC) < 0)
		return;
	ts_strat_play(g, side, ST_JC);
	dy = e == TS_RED ? -1 : 1;
	/* the rearmost first, so those in front can follow */
	for (row = 0; row < g->d; row++)
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].cmd == c && ts_on(g, u) && g->u[u].y ==
			    (e == TS_RED ? row : g->d - 1 - row))
				back_one(g, u, e, dy);
	s->jc = -1;
}

static void
scenario_saves(struct ts_game *g)
{
	struct ts_hit h;
	int u, who = g->r.sc[g->scenario].save;

	if (who == 0)
		return;
	memset(&h, 0, sizeof h);
	h.group = TS_G_NONE;
	h.unmodified = g->r.opt.scenario_save_mods ? 2 : 1;
	h.by = -1;
	ts_say(g, EVENT_V_ALL, "Scenario %d: every %snon-light unit saves.",
	    g->scenario, who == 2 ? "passive " : "");
	for (u = 0; u < g->nunits; u++)
		if (ts_on(g, u) && !ts_is_light(g, u) && (who == 1 ||
		    g->u[u].side != g->first))
			ts_save(g, u, &h);
}

void
ts_deployment_end(struct ts_game *g)
{
	int passive = TS_ENEMY(g->first), s;

	high_ground(g, passive);
	effendi(g, passive);
	high_ground(g, g->first);
	effendi(g, g->first);
	ts_start_play(g);
	scenario_saves(g);
	for (s = 0; s < TS_NSIDES; s++) {
		int add = s == g->first ? g->r.sc[g->scenario].active_medals :
		    g->r.sc[g->scenario].medals;

		if (add > 0) {
			g->side[s].medals0 += add;
			g->side[s].medals += add;
			ts_say(g, EVENT_V_ALL, "Scenario %d: %s gains %d medals.",
			    g->scenario, g->side[s].name, add);
		}
	}
	ts_say(g, EVENT_V_ALL, "Deployment is over: %s moves first.",
	    g->side[g->first].name);
}
