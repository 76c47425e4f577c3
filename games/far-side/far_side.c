/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * far_side.c - the Far Side of the World rules module: its lower seam
 * (games/module.h) and the one `struct game_rules` the registry lists.
 * module.c does the JSON plumbing; the rules live in the fs_*.c files;
 * this file never decides a rule.
 */
#include "campaign.h"
#include "fs.h"
#include "state_unseen.h"

/* fs_campaign.c */
extern const struct game_campaign fs_campaign;

static const struct game_module fs_module = {
	GAME_MODULE_SIDES(struct fs_game, side),	/* NORTH, SOUTH... */
	.state = &fs_state,		/* the stored state (fs_state.c) */
	.event_names = fs_event_names,
	.scenario = fs_scenario_parse,	/* FSWMAP text + rules.json */
	.phase = fs_phase,		/* deploy, then one side per phase */
	.sight = fs_sight,		/* before a sheet, around a turn */
	.parse = fs_parse,		/* §13.3 sheet -> orders or errors */
	GAME_MODULE_TURN(struct fs_game, turn),	/* 0: deployment */
	.deploy = fs_resolve_deploy,	/* turn 0: both sides deploy */
	.resolve = fs_resolve_orders,	/* one side's activation */
	.report = fs_report,		/* §15: what one side may see */
	.draw = fs_draw,		/* the same view, as a map */
	.secrets = fs_secrets,		/* what must never reach a side */
	.sheet = fs_sheet,		/* the sheet due, ready to edit */
	.amend = fs_amend,		/* the referee's verbs */
};

/* The leak test's counterfactual (game.h, unseen_gone): a unit the side
 * never gave an alias (never sighted) is dead this turn and counted
 * among its side's losses. */
static const struct state_unseen fs_unseen = {
	.units = "units", .side = "side",
	.seen = "seen", .seen_by = UNSEEN_BY_NAME, .seen_in = "alias",
	.gone = "alive", .gone_how = UNSEEN_GONE_NOT_TRUE,
	.edit = { { UNSEEN_SET_BOOL, "alive", 0, { NULL, NULL } },
	    { UNSEEN_SET_STATE, "elim_turn", 0, { "turn", NULL } },
	    { UNSEEN_COUNT_ARRAY, "lost", 0, { NULL, NULL } } },
};

static int
fs_unseen_gone(json_t *st, int v)
{
	return state_unseen_gone(st, v, &fs_unseen);
}

const struct game_rules far_side_rules = {
	.id = "far-side",
	.title = "Far Side of the World",
	.module = &fs_module,
	.demo_scenario = "mission-station.fsw",
	.campaign = &fs_campaign,
	.unseen_gone = fs_unseen_gone,	/* the leak test's (above) */
	GAME_MODULE_SLOTS,
};
