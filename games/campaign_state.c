/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_state.c - a battle's final state opened for a module's
 * campaign part (games/campaign.h) through the module's own seam
 * (games/module.h): its game struct, decoded and range-checked, and the
 * index of the side that asks.
 */
#include "campaign.h"
#include "module.h"

void *
campaign_game_open(const struct game_rules *self, const json_t *state,
    const char *viewer, int *side, struct pbem_err *err)
{
	const struct game_module *m = self->module;
	struct pbem_err local = { 0 };
	void *g;

	if (err == NULL)
		err = &local;
	if ((g = m->game_new()) == NULL) {
		pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		return NULL;
	}
	if (m->decode(state, g, err) != PBEM_OK ||
	    (viewer != NULL && (*side = m->side_index(g, viewer)) < 0)) {
		if (err->rc == 0)
			pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "no side %s",
			    viewer);
		m->game_free(g);
		return NULL;
	}
	return g;
}

void
campaign_game_close(const struct game_rules *self, void *g)
{
	if (g != NULL)
		self->module->game_free(g);
}
