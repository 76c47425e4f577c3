/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_state.c - the module's own seam (games/module.h) for its
 * campaign part (games/campaign.h): an army scenario loaded into the
 * module's game struct to start the rosters from, and a battle's final
 * state opened, decoded and range-checked, with the index of the side
 * that asks, for the outcome and for what each side saw.
 */
#include "campaign.h"
#include "module.h"

#define SIDES_MAX	8	/* more than any module has */

int
campaign_roster_start(const struct game_rules *self, const char *scenario,
    size_t slen, const char *rules_data, size_t rlen, json_t **rosters,
    struct pbem_err *err)
{
	struct game_module_loaded ld;
	char names[SIDES_MAX][GAME_NAME_LEN];
	json_t *out = NULL, *st = NULL;
	int k, n, rc;

	*rosters = NULL;
	if ((rc = game_module_load(self, scenario, slen, rules_data, rlen, &ld,
	    err)) != PBEM_OK)
		return rc;
	/* the sides as the stored game names them, in its order */
	if ((st = game_module_encode(self->module, ld.g)) == NULL ||
	    (out = json_object()) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	n = game_state_sides(st, names, SIDES_MAX);
	for (k = 0; k < n; k++)
		if (campaign_side_roster(out, names[k]) == NULL) {
			rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
			goto out;
		}
	if ((rc = self->campaign->entries(ld.g, out, err)) == PBEM_OK) {
		*rosters = out;
		out = NULL;
	}
out:
	json_decref(out);
	json_decref(st);
	game_module_unload(self, &ld);
	return rc;
}

void *
campaign_game_open(const struct game_rules *self, const json_t *state,
    const char *viewer, int *side, struct pbem_err *err)
{
	const struct game_module *m = self->module;
	struct pbem_err local = { 0 };
	void *g;

	if (err == NULL)
		err = &local;
	if ((g = game_module_new(m)) == NULL) {
		pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		return NULL;
	}
	if (game_module_decode(m, state, g, err) != PBEM_OK ||
	    (viewer != NULL && (*side = game_module_side_index(m, g, viewer)) < 0)) {
		if (err->rc == 0)
			pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "no side %s",
			    viewer);
		game_module_free(m, g);
		return NULL;
	}
	return g;
}

void
campaign_game_close(const struct game_rules *self, void *g)
{
	game_module_free(self->module, g);
}

int
campaign_intel_start(const struct game_rules *self, const json_t *final_state,
    const char *viewer, struct buf *out)
{
	void *g;
	int s, n;

	if ((g = campaign_game_open(self, final_state, viewer, &s, NULL)) ==
	    NULL)
		return PBEM_ERR_NOTFOUND;
	n = self->campaign->sighted(g, s, out);
	campaign_game_close(self, g);
	if (n == 0)
		buf_adds(out, "  nothing of the enemy was seen\n");
	return out->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}
