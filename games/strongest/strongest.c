/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * strongest.c - the To The Strongest! rules module: its lower seam
 * (games/module.h) and the one `struct game_rules` the registry lists.
 * module.c does the JSON plumbing; the rules live in the ts_*.c files
 * (ts.h is their table of contents); this file never decides a rule.
 */
#include "campaign.h"
#include "state_unseen.h"
#include "ts.h"

/* ts_campaign.c */
extern const struct game_campaign ts_campaign;

/* A new game keeps its scenario text (borrowed until encoded). */
static int
ts_scenario(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct ts_game *g = gv;
	int rc;

	if ((rc = ts_scenario_parse(text, len, rules, g, err)))
		return rc;
	g->scen_text = text;
	g->rules_version = TS_RULES_LATEST;	/* a new game plays today's */
	ts_sight(g);		/* what each side sees of the set-up */
	return PBEM_OK;
}

static const struct game_module ts_module = {
	GAME_MODULE_SIDES(struct ts_game, sname),	/* the scenario's SIDEs */
	.event_names = ts_event_names,
	.scenario = ts_scenario,	/* TTSMAP text + rules.json */
	.phase = ts_phase,		/* pregame, deploy1/2, player turns */
	.parse = ts_parse,		/* §9 sheets -> orders or errors */
	.resolve = ts_resolve,	/* decks from the phase's stream */
	.report = ts_report,		/* §9.5: what one side may see */
	.secrets = ts_secrets,		/* what must never reach a side */
	.draw = ts_map,		/* the box grid as the report sees it */
	.sheet = ts_sheet,		/* the sheet ready to edit, the lesson */
	.amend = ts_amend,		/* the referee's verbs (ts_amend.c) */
	.state = &ts_state,		/* the stored state (ts_state.c) */
};

/* The leak test's counterfactual (game.h, unseen_gone): a unit the side
 * never knew of ("known" 0: an ambush, a flank march, a reserve, and in
 * FOW los a unit never in sight) is lost. */
static const struct state_unseen ts_unseen = {
	.units = "units", .side = "side", .seen = "known",
	.gone = "status", .gone_how = UNSEEN_GONE_IS, .gone_n = TS_LOST,
	.edit = { { UNSEEN_SET_INT, "status", TS_LOST, { NULL, NULL } } },
};

static int
ts_unseen_gone(json_t *st, int v)
{
	return state_unseen_gone(st, v, &ts_unseen);
}

const struct game_rules strongest_rules = {
	.id = "strongest",
	.title = "To The Strongest!",
	.module = &ts_module,
	.demo_scenario = "fair-and-open.tts",
	.campaign = &ts_campaign,
	.unseen_gone = ts_unseen_gone,	/* the leak test's (above) */
	GAME_MODULE_SLOTS,
};
