/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * highest_ground.c - The Highest Ground rules module: its lower seam
 * (games/module.h) and the one `struct game_rules` the registry lists.
 * module.c does the JSON plumbing; the rules live in the hg_*.c files;
 * this file never decides a rule.
 */
#include "campaign.h"
#include "hg.h"

/* hg_campaign.c */
extern const struct game_campaign hg_campaign;

/* A new game keeps its scenario text (borrowed until encoded) and starts
 * with empty charts, commitments and pending orders. */
static int
hg_scenario(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct hg_game *g = gv;
	int rc;

	if ((rc = hg_scenario_parse(text, len, rules, g, 1, err)))
		return rc;
	g->scen_text = text;
	g->rules_version = HG_RULES_LATEST;	/* a new game (hg.h) */
	g->charts = json_object();
	g->commits = json_array();
	g->pending = json_object();
	if (g->charts == NULL || g->commits == NULL || g->pending == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	return PBEM_OK;
}

static int
hg_parse_of(void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	return hg_parse(g, side, text, len, first_line, out);
}

/* The charts against their commitments, and every commitment's hash. */
static int
hg_verify_of(const void *gv, struct buf *out, json_t *published)
{
	const struct hg_game *g = gv;
	const json_t *c;
	size_t i;
	int rc;

	rc = hg_verify(g, out);
	json_array_foreach(g->commits, i, c)
		json_array_append(published, json_object_get(c, "sha256"));
	return rc;
}

/* One round of §5 (the game's error reasons are its events). */
static int
hg_resolve_of(void *g, const json_t *orders, struct dice *dice,
    struct event_log *log, struct pbem_err *err)
{
	(void)err;
	return hg_resolve_round(g, orders, dice, log);
}

static int
hg_draw_of(const void *g, const json_t *events, int viewer,
    struct drawing *out)
{
	return hg_draw(g, events, viewer, out);
}

static const struct game_module hg_module = {
	GAME_MODULE_GAME(struct hg_game),
	.game_free = hg_game_free,	/* and the JSON it holds */
	.decode = hg_state_decode,
	.encode = hg_state_encode,
	.side_index = hg_side_index,
	.event_names = hg_event_names,
	.scenario = hg_scenario,	/* HGMAP text + rules.json */
	.phase = hg_phase,		/* setup, then rounds R1..R5 */
	.parse = hg_parse_of,		/* §17.2 sheet -> orders */
	.resolve = hg_resolve_of,	/* one round of §5 */
	.report = hg_report,		/* §17.4: what one side sees */
	.draw = hg_draw_of,		/* the same view, as a map */
	.secrets = hg_secrets,		/* what must never reach a side */
	.sheet = hg_sheet,		/* the sheet due, ready to edit */
	.request = hg_request,		/* Request: chart */
	.verify = hg_verify_of,		/* charts against commitments */
	.amend = hg_amend,		/* the referee's verbs */
};

const struct game_rules highest_ground_rules = {
	.id = "highest-ground",
	.title = "The Highest Ground",
	.module = &hg_module,
	.demo_scenario = "intro.hgm",
	.campaign = &hg_campaign,
	GAME_MODULE_SLOTS,
	.verify = game_module_verify,
};
