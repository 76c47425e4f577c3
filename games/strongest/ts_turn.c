/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_turn.c - the sequence of play (§3.1): every resolution reshuffles
 * the three decks from the phase's stream, then plays the stage due: the
 * pre-game, a deployment, or one side's player turn (the active side's
 * script with the passive side's standing orders, §7); at the end of a
 * player turn every card comes back, victory is checked, and the other
 * side's player turn is due.  A side that sent no sheet passes its turn.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

/* The start of play (after deployment, or a fixed set-up): units and
 * generals off the table or in ambush by a stratagem or the scenario
 * give up their medals until they arrive (§5.1). */
void
ts_start_play(struct ts_game *g)
{
	int u, k;

	g->stage = TS_ST_PLAY;
	g->turn = 1;
	g->half = 0;
	for (u = 0; u < g->nunits; u++)
		if ((g->u[u].status == TS_WAIT ||
		    g->u[u].status == TS_AMBUSH) && !g->u[u].medal_off) {
			g->u[u].medal_off = 1;
			g->side[g->u[u].side].medals -= ts_medal_value(g, u);
		}
	for (k = 0; k < g->ngens; k++)
		if (!g->gen[k].detached && g->gen[k].unit >= 0 &&
		    g->u[g->gen[k].unit].status != TS_ON &&
		    g->gen[k].status != TS_LOST && !g->gen[k].medal_off) {
			g->gen[k].status = TS_WAIT;
			g->gen[k].medal_off = 1;
			g->side[g->gen[k].side].medals -= g->r.gen_medals;
		}
}

static void
new_player_turn(struct ts_game *g)
{
	int u, k;

	for (u = 0; u < g->nunits; u++)
		g->u[u].card = 0;
	for (k = 0; k < g->ngens; k++) {
		g->gen[k].used_replace = 0;
		g->gen[k].used_move = 0;
		g->gen[k].used_replay = 0;
	}
}

/* §5.1 [PROPOSED] turn cap: the side that lost the smaller fraction of
 * its starting medals wins (cross-multiplied: integers only). */
void
ts_end_game_turn_cap(struct ts_game *g)
{
	long a = (long)(g->side[0].medals0 - g->side[0].medals) *
	    g->side[1].medals0;
	long b = (long)(g->side[1].medals0 - g->side[1].medals) *
	    g->side[0].medals0;

	g->over = 1;
	if (a == b)
		snprintf(g->result, sizeof g->result, "a draw after %d turns "
		    "(%d and %d medals lost)", g->turns, g->side[0].medals0 -
		    g->side[0].medals, g->side[1].medals0 - g->side[1].medals);
	else
		snprintf(g->result, sizeof g->result, "%s wins on medals after "
		    "%d turns (%s lost %d of %d, %s %d of %d)",
		    g->side[a < b ? 0 : 1].name, g->turns, g->side[0].name,
		    g->side[0].medals0 - g->side[0].medals,
		    g->side[0].medals0, g->side[1].name,
		    g->side[1].medals0 - g->side[1].medals,
		    g->side[1].medals0);
	ts_say(g, EVENT_V_ALL, "The game ends: %s.", g->result);
	event_kind(g->log, EVENT_K_END);
}

static void
next_half(struct ts_game *g)
{
	if (g->over)
		return;
	if (++g->half == 2) {
		g->half = 0;
		if (g->turns > 0 && g->turn >= g->turns) {
			ts_end_game_turn_cap(g);
			return;
		}
		g->turn++;
	}
}

static int
play(struct ts_game *g, const json_t *orders)
{
	int p = TS_PLAYER(g);
	const json_t *sheet = json_object_get(orders, g->side[p].name);

	new_player_turn(g);
	ts_say(g, EVENT_V_ALL, "Turn %d: %s's player turn.", g->turn,
	    g->side[p].name);
	/* §5.6 scenario 10: the active side pays a medal each turn after
	 * its first */
	if (p == g->first && g->turn > 1 && g->r.sc[g->scenario].drain > 0) {
		ts_say(g, EVENT_V_ALL, "Time is of the essence: %s surrenders "
		    "%d medal.", g->side[p].name, g->r.sc[g->scenario].drain);
		ts_medals(g, p, g->r.sc[g->scenario].drain, "time");
		if (g->over)
			return PBEM_OK;
	}
	if (sheet == NULL) {
		g->side[p].nmr++;
		ts_say(g, EVENT_V_ALL, "%s sent no orders: its commands pass.",
		    g->side[p].name);
	} else
		ts_run_turn(g, sheet);
	g->side[p].played_turns++;
	ts_release_all(g);
	ts_check_victory(g);
	next_half(g);
	return PBEM_OK;
}

int
ts_resolve(void *gv, const json_t *orders, struct dice *d,
    struct event_log *log, struct pbem_err *err)
{
	struct ts_game *g = gv;
	int rc;

	(void)err;
	g->dice = d;
	g->log = log;
	g->ndraws = 0;
	g->seq++;
	ts_sight(g);
	ts_decks_reshuffle(g);
	if (g->stage == TS_ST_PLAY)
		rc = play(g, orders);
	else if (g->stage == TS_ST_PREGAME)
		rc = ts_resolve_pregame(g, orders);
	else
		rc = ts_resolve_deploy(g, orders);
	ts_sight(g);
	g->dice = NULL;
	g->log = NULL;
	return rc;
}
