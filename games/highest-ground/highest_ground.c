/*
 * highest_ground.c - The Highest Ground rules module: the one
 * `struct game_rules` the registry lists, and the thin wrappers that turn
 * the seam's JSON state into a struct hg_game and back.  All rules live in
 * the hg_*.c files; this file never decides a rule.
 */
#include <stdlib.h>
#include <string.h>

#include "hg.h"

static int
hg_scenario_load(const char *scenario, size_t slen, const char *rules_data,
    size_t rlen, json_t **state, struct pbem_err *err)
{
	struct hg_game *g = NULL;
	json_t *rules = NULL;
	char *text = NULL;
	int rc;

	*state = NULL;
	if ((rc = game_rules_parse(slen, rules_data, rlen, &rules, err)))
		return rc;
	if ((g = hg_game_new()) == NULL || (text = malloc(slen + 1)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	memcpy(text, scenario, slen);
	text[slen] = '\0';
	if (strlen(text) != slen) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "scenario has a NUL byte");
		goto out;
	}
	if ((rc = hg_scenario_parse(text, slen, rules, g, 1, err)))
		goto out;
	g->scen_text = text;
	g->charts = json_object();
	g->commits = json_array();
	g->pending = json_object();
	*state = hg_state_encode(g);
	rc = *state ? PBEM_OK : pbem_fail(err, PBEM_ERR_NOMEM, 0,
	    "out of memory");
out:
	hg_game_free(g);
	free(text);
	json_decref(rules);
	return rc;
}

static int
hg_phase_cb(const json_t *state, struct game_phase *out)
{
	struct hg_game *g = hg_game_new();
	struct pbem_err err;
	int rc;

	memset(out, 0, sizeof *out);
	if (g == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = hg_state_decode(state, g, &err)) == PBEM_OK)
		hg_phase(g, out);
	hg_game_free(g);
	return rc;
}

static int
hg_parse_sheet(const json_t *state, const char *side, const char *text,
    size_t len, int first_line, struct sheet_check *out)
{
	struct hg_game *g = hg_game_new();
	struct pbem_err err;
	int rc, s;

	if (g == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = hg_state_decode(state, g, &err)))
		goto out;
	if ((s = hg_side_index(g, side)) < 0) {
		sheet_check_error(out, first_line, "there is no side \"%.32s\" "
		    "in this game", side ? side : "");
		goto out;
	}
	rc = hg_parse(g, s, text, len, first_line, out);
out:
	hg_game_free(g);
	return rc;
}

static int
hg_resolve(const json_t *state, const json_t *orders, struct dice *dice,
    json_t **new_state, json_t **events, struct pbem_err *err)
{
	struct hg_game *g = hg_game_new();
	struct hg_log log;
	int rc;

	*new_state = NULL;
	*events = NULL;
	hg_log_init(&log);
	if (g == NULL || log.failed) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	if ((rc = hg_state_decode(state, g, err)))
		goto out;
	if ((rc = game_resolve_check(g->over, orders, err)))
		goto out;
	if ((rc = hg_resolve_round(g, orders, dice, &log)))
		goto out;
	if (log.failed || (*new_state = hg_state_encode(g)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	*events = log.events;
	log.events = NULL;
out:
	json_decref(log.events);
	hg_game_free(g);
	return rc;
}

/* Decode a state for one viewer (side NULL = the referee): the game and
 * the viewer's index (-1 for the referee). */
static int
hg_for_viewer(const json_t *state, const char *side, struct hg_game **gp,
    int *s)
{
	struct pbem_err err;
	int rc;

	*s = -1;
	if ((*gp = hg_game_new()) == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = hg_state_decode(state, *gp, &err)))
		return rc;
	if (side != NULL && (*s = hg_side_index(*gp, side)) < 0)
		return PBEM_ERR_NOTFOUND;
	return PBEM_OK;
}

static int
hg_report_cb(const json_t *state, const json_t *events, const char *side,
    struct buf *out)
{
	struct hg_game *g = NULL;
	json_t *empty = NULL;
	int rc, s;

	if ((rc = hg_for_viewer(state, side, &g, &s)) == PBEM_OK) {
		if (events == NULL)
			events = empty = json_array();
		rc = hg_report(g, events, s, out);
	}
	json_decref(empty);
	hg_game_free(g);
	return rc;
}

static int
hg_draw_cb(const json_t *state, const json_t *events, const char *side,
    struct drawing *out)
{
	struct hg_game *g = NULL;
	json_t *empty = NULL;
	int rc, s;

	if ((rc = hg_for_viewer(state, side, &g, &s)) == PBEM_OK) {
		if (events == NULL)
			events = empty = json_array();
		rc = hg_draw(g, events, s, out);
	}
	json_decref(empty);
	hg_game_free(g);
	return rc;
}

static int
hg_secrets_cb(const json_t *state, const json_t *events, const char *side,
    json_t **tokens)
{
	struct hg_game *g = NULL;
	int rc, s;

	*tokens = NULL;
	if ((rc = hg_for_viewer(state, side, &g, &s)) == PBEM_OK) {
		if ((*tokens = json_array()) == NULL)
			rc = PBEM_ERR_NOMEM;
		else
			rc = hg_secrets(g, events, s, *tokens);
	}
	hg_game_free(g);
	return rc;
}

static int
hg_verify_cb(const json_t *state, struct buf *out, json_t **published)
{
	struct hg_game *g = hg_game_new();
	struct pbem_err err;
	const json_t *c;
	size_t i;
	int rc;

	*published = NULL;
	if (g == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = hg_state_decode(state, g, &err)))
		goto out;
	rc = hg_verify(g, out);
	*published = json_array();
	json_array_foreach(g->commits, i, c)
		json_array_append(*published, json_object_get(c, "sha256"));
out:
	hg_game_free(g);
	return rc;
}

const struct game_rules highest_ground_rules = {
	.id = "highest-ground",
	.title = "The Highest Ground",
	.scenario_load = hg_scenario_load,	/* HGMAP text + rules.json */
	.sides = game_state_sides,		/* ALLIED, ROMAN */
	.phase = hg_phase_cb,			/* setup, then rounds R1..R5 */
	.parse_sheet = hg_parse_sheet,		/* §17.2 sheet -> orders */
	.resolve = hg_resolve,			/* one round of §5 */
	.report = hg_report_cb,			/* §17.4: what one side sees */
	.draw = hg_draw_cb,			/* the same view, as a map */
	.secrets = hg_secrets_cb,		/* what must never reach a side */
	.verify = hg_verify_cb,			/* charts against commitments */
};
