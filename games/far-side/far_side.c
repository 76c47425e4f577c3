/*
 * far_side.c - the Far Side of the World rules module: the one
 * `struct game_rules` the registry lists, and the thin wrappers that turn
 * the seam's JSON state into a struct fs_game and back.  All rules live in
 * the fs_*.c files; this file never decides a rule.
 */
#include <stdlib.h>
#include <string.h>

#include "fs.h"

static struct fs_game *
game_new(void)
{
	return calloc(1, sizeof(struct fs_game));
}

static int
fs_scenario_load(const char *scenario, size_t slen, const char *rules_data,
    size_t rlen, json_t **state, struct pbem_err *err)
{
	struct fs_game *g = NULL;
	json_t *rules = NULL;
	int rc;

	*state = NULL;
	if ((rc = game_rules_parse(slen, rules_data, rlen, &rules, err)))
		return rc;
	if ((g = game_new()) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	if ((rc = fs_scenario_parse(scenario, slen, rules, g, err)))
		goto out;
	*state = fs_state_encode(g);
	rc = *state ? PBEM_OK : pbem_fail(err, PBEM_ERR_NOMEM, 0,
	    "out of memory");
out:
	free(g);
	json_decref(rules);
	return rc;
}

static int
fs_phase_cb(const json_t *state, struct game_phase *out)
{
	struct fs_game *g = game_new();
	struct pbem_err err;
	int rc;

	memset(out, 0, sizeof *out);
	if (g == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = fs_state_decode(state, g, &err)) == PBEM_OK)
		fs_phase(g, out);
	free(g);
	return rc;
}

static int
fs_parse_sheet(const json_t *state, const char *side, const char *text,
    size_t len, int first_line, struct sheet_check *out)
{
	struct fs_game *g = game_new();
	struct pbem_err err;
	int rc, s;

	if (g == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = fs_state_decode(state, g, &err)))
		goto out;
	if ((s = fs_side_index(g, side)) < 0) {
		sheet_check_error(out, first_line, "there is no side \"%.32s\" "
		    "in this game", side ? side : "");
		goto out;
	}
	fs_sight(g);
	rc = fs_parse(g, s, text, len, first_line, out);
out:
	free(g);
	return rc;
}

static int
fs_resolve(const json_t *state, const json_t *orders, struct dice *dice,
    json_t **new_state, json_t **events, struct pbem_err *err)
{
	struct fs_game *g = game_new();
	struct fs_log log;
	int rc;

	*new_state = NULL;
	*events = NULL;
	fs_log_init(&log);
	if (g == NULL || log.failed) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	if ((rc = fs_state_decode(state, g, err)))
		goto out;
	if ((rc = game_resolve_check(g->over, orders, err)))
		goto out;
	fs_sight(g);
	if (g->turn == 0)
		rc = fs_resolve_deploy(g, orders, dice, &log);
	else
		rc = fs_resolve_orders(g, orders, dice, &log);
	if (rc)
		goto out;
	fs_sight(g);
	if (log.failed || (*new_state = fs_state_encode(g)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	*events = log.events;
	log.events = NULL;
out:
	json_decref(log.events);
	free(g);
	return rc;
}

/* Decode a state for one viewer (side NULL = the referee): the game, the
 * viewer's index (-1 for the referee), and the events or an empty list. */
static int
fs_for_viewer(const json_t *state, const char *side, struct fs_game **gp,
    int *s)
{
	struct pbem_err err;
	int rc;

	*s = -1;
	if ((*gp = game_new()) == NULL)
		return PBEM_ERR_NOMEM;
	if ((rc = fs_state_decode(state, *gp, &err)))
		return rc;
	if (side != NULL && (*s = fs_side_index(*gp, side)) < 0)
		return PBEM_ERR_NOTFOUND;
	return PBEM_OK;
}

static int
fs_report_cb(const json_t *state, const json_t *events, const char *side,
    struct buf *out)
{
	struct fs_game *g = NULL;
	json_t *empty = NULL;
	int rc, s;

	if ((rc = fs_for_viewer(state, side, &g, &s)) == PBEM_OK) {
		if (events == NULL)
			events = empty = json_array();
		rc = fs_report(g, events, s, out);
	}
	json_decref(empty);
	free(g);
	return rc;
}

static int
fs_draw_cb(const json_t *state, const json_t *events, const char *side,
    struct drawing *out)
{
	struct fs_game *g = NULL;
	json_t *empty = NULL;
	int rc, s;

	if ((rc = fs_for_viewer(state, side, &g, &s)) == PBEM_OK) {
		if (events == NULL)
			events = empty = json_array();
		rc = fs_draw(g, events, s, out);
	}
	json_decref(empty);
	free(g);
	return rc;
}

static int
fs_secrets_cb(const json_t *state, const json_t *events, const char *side,
    json_t **tokens)
{
	struct fs_game *g = NULL;
	json_t *empty = NULL;
	int rc, s;

	*tokens = NULL;
	if ((rc = fs_for_viewer(state, side, &g, &s)) == PBEM_OK) {
		if ((*tokens = json_array()) == NULL)
			rc = PBEM_ERR_NOMEM;
		else {
			if (events == NULL)
				events = empty = json_array();
			rc = fs_secrets(g, events, s, *tokens);
		}
	}
	json_decref(empty);
	free(g);
	return rc;
}

const struct game_rules far_side_rules = {
	.id = "far-side",
	.title = "Far Side of the World",
	.scenario_load = fs_scenario_load,	/* FSWMAP text + rules.json -> state */
	.sides = game_state_sides,		/* SOUTH, NORTH (scenario order) */
	.phase = fs_phase_cb,			/* deploy, then one side per phase */
	.parse_sheet = fs_parse_sheet,		/* §13.3 sheet -> orders or errors */
	.resolve = fs_resolve,			/* state + orders + dice -> state */
	.report = fs_report_cb,			/* §15: what one side may see */
	.draw = fs_draw_cb,			/* the same view, as a map */
	.secrets = fs_secrets_cb,		/* what must never reach a side */
};
