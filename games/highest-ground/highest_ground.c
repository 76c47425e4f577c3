/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * highest_ground.c - The Highest Ground rules module: its lower seam
 * (games/module.h) and the one `struct game_rules` the registry lists.
 * module.c does the JSON plumbing; the rules live in the hg_*.c files;
 * this file never decides a rule.
 */
#include "campaign.h"
#include "hg.h"
#include "state_unseen.h"

/* hg_campaign.c */
extern const struct game_campaign hg_campaign;

static const struct game_module hg_module = {
	GAME_MODULE_SIDES(struct hg_game, side),	/* the two armies */
	.state = &hg_state,		/* the stored state (hg_state.c) */
	.event_names = hg_event_names,
	.scenario = hg_scenario_parse,	/* HGMAP text + rules.json */
	.phase = hg_phase,		/* setup, then rounds R1..R5 */
	.parse = hg_parse,		/* §17.2 sheet -> orders */
	.resolve = hg_resolve_round,	/* one round of §5 */
	.report = hg_report,		/* §17.4: what one side sees */
	.draw = hg_draw,		/* the same view, as a map */
	.secrets = hg_secrets,		/* what must never reach a side */
	.sheet = hg_sheet,		/* the sheet due, ready to edit */
	.request = hg_request,		/* Request: chart */
	.verify = hg_verify,		/* charts against commitments */
	.amend = hg_amend,		/* the referee's verbs */
};

/* The leak test's counterfactual (game.h, unseen_gone): a unit with no
 * alias (never sighted) is eliminated and counted among its side's
 * losses (the game's "lost[side]"). */
static const struct state_unseen hg_unseen = {
	.units = "units", .side = "side", .seen = "alias",
	.gone = "status", .gone_how = UNSEEN_GONE_NONZERO,
	.edit = { { UNSEEN_SET_INT, "status", HG_ELIM, { NULL, NULL } },
	    { UNSEEN_COUNT_FIELD, "lost", 0, { "game", NULL } } },
};

static int
hg_unseen_gone(json_t *st, int v)
{
	return state_unseen_gone(st, v, &hg_unseen);
}

const struct game_rules highest_ground_rules = {
	.id = "highest-ground",
	.title = "The Highest Ground",
	.module = &hg_module,
	.demo_scenario = "intro.hgm",
	.campaign = &hg_campaign,
	.unseen_gone = hg_unseen_gone,	/* the leak test's (above) */
	GAME_MODULE_SLOTS,
	.verify = game_module_verify,
};
