/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * game_module.c - what every part of the engine asks of a stored game's
 * rules: its module, and the canonical text of a state (what is stored
 * and hashed).
 */
#include <stdio.h>
#include <string.h>

#include "phase.h"

char *
game_state_dump(const json_t *state)
{
	return json_dumps(state, JSON_SORT_KEYS | JSON_COMPACT |
	    JSON_ENSURE_ASCII);
}

const struct game_rules *
game_module(struct home *h, const char *game, struct game_rec *g,
    struct pbem_err *err)
{
	const struct game_rules *r;
	int rc;

	if ((rc = store_game_get(h->db, game, g)) != PBEM_OK) {
		pbem_fail(err, rc, 0, rc == PBEM_ERR_NOTFOUND ? "no game "
		    "'%s' here; `pbemd status` lists the games" :
		    "cannot read game '%s'", game);
		return NULL;
	}
	if ((r = game_rules_find(g->rules)) == NULL)
		pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "game '%s' uses rules "
		    "'%s', which this pbemd does not have", game, g->rules);
	return r;
}
