/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * battleground.c - the Battleground rules module: its lower seam
 * (games/module.h) and the one `struct game_rules` the registry lists.
 * module.c does the JSON plumbing; the rules live in the bg_*.c files.
 */
#include "bg.h"
#include "campaign.h"

/* bg_campaign.c */
extern const struct game_campaign bg_campaign;
extern const struct game_revision bg_revisions[];

static const struct game_module bg_module = {
	GAME_MODULE_SIDES(struct bg_game, side),	/* AXIS, ALLIES */
	.state = &bg_state,		/* the stored state (bg_state.c) */
	/* events name units by their ids */
	GAME_MODULE_UNIT_IDS(struct bg_game, turn, u, nunits, id),
	.scenario = bg_scenario_parse,	/* digest 8.2 + rules.json */
	.phase = bg_phase,		/* one phase per game turn */
	.sight = bg_sight_now,		/* before a sheet, around a turn */
	.parse = bg_parse,		/* digest 8.1 sheet */
	.resolve = bg_resolve,		/* the card-driven turn (3) */
	.report = bg_report,		/* digest 6, 8.4 */
	.draw = bg_draw,		/* the same view, as a map */
	.secrets = bg_secrets,
	.sheet = bg_sheet,
	.amend = bg_amend,		/* the referee's verbs (bg_amend.c) */
};

const struct game_rules battleground_rules = {
	.id = "battleground",
	.title = "Battleground (WWII skirmish)",
	.module = &bg_module,
	.demo_scenario = "crossroads.bgs",
	.campaign = &bg_campaign,
	.revisions = bg_revisions,	/* bg_revisions.c */
	.unseen_gone = bg_unseen_gone,	/* the leak test's (bg_unseen.c) */
	GAME_MODULE_SLOTS,
};
