/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * glory.c - the GLORY rules module: its lower seam (../module.h) and the
 * one `struct game_rules` the registry lists.  module.c does the JSON
 * plumbing; the rules live in the gl_*.c files (gl.h has the map).
 */
#include "campaign.h"
#include "gl.h"
#include "state_unseen.h"

/* gl_campaign.c */
extern const struct game_campaign gl_campaign;
extern const struct game_revision gl_revisions[];

static const struct game_module gl_module = {
	GAME_MODULE_SIDES(struct gl_game, side),	/* the two sides */
	.state = &gl_state,		/* the stored state (gl_state.c) */
	GAME_MODULE_UNIT_IDS(struct gl_game, turn, man, nman, id),
	.scenario = gl_scenario,	/* digest 8.2 text + rules.json */
	.phase = gl_phase,		/* one simultaneous turn */
	.parse = gl_parse,		/* digest 8.1 sheet */
	.resolve = gl_resolve,		/* the sequence A-E */
	.report = gl_report,		/* digest 7: what one side sees */
	.draw = gl_draw,		/* the same view, as a map */
	.secrets = gl_secrets,		/* what must never reach a side */
	.sheet = gl_sheet,		/* the sheet due, ready to edit */
	.amend = gl_amend,		/* the referee's verbs */
};

/* The leak test's counterfactual (game.h, unseen_gone): a man his enemy
 * never saw ("ever_seen" 0) is dead; a gun or a wagon never seen is
 * destroyed. */
static const struct state_unseen gl_unseen_men = {
	.units = "men", .side = "side", .seen = "ever_seen",
	.gone = "status", .gone_how = UNSEEN_GONE_NONZERO,
	.edit = { { UNSEEN_SET_INT, "status", GL_ST_DEAD, { NULL, NULL } } },
}, gl_unseen_guns = {
	.units = "guns", .side = "side", .seen = "ever_seen",
	.edit = { { UNSEEN_SET_INT, "destroyed", 1, { NULL, NULL } } },
}, gl_unseen_wagons = {
	.units = "wagons", .side = "side", .seen = "ever_seen",
	.edit = { { UNSEEN_SET_INT, "destroyed", 1, { NULL, NULL } } },
};

static int
gl_unseen_gone(json_t *st, int v)
{
	return state_unseen_gone(st, v, &gl_unseen_men) +
	    state_unseen_gone(st, v, &gl_unseen_guns) +
	    state_unseen_gone(st, v, &gl_unseen_wagons);
}

const struct game_rules glory_rules = {
	.id = "glory",
	.title = "GLORY (man-to-man skirmish, 1740-1914)",
	.module = &gl_module,
	.demo_scenario = "harris-wall.glm",
	.campaign = &gl_campaign,
	.revisions = gl_revisions,	/* gl_revisions.c */
	.unseen_gone = gl_unseen_gone,	/* the leak test's (above) */
	GAME_MODULE_SLOTS,
};
