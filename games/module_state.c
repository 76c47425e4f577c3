/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * module_state.c - the kit's decode, encode and free of a module's game
 * struct from the description of its stored state (module.h, state;
 * state_schema.h).  A state keeps the scenario text and the rules data
 * its game was made from (game.h rule 2): decoding makes the game again
 * from them, as a new game is made, and lays the stored values over it.
 */
#include <string.h>

#include "module.h"
#include "rules_memo.h"
#include "state_memo.h"
#include "state_schema.h"

int
game_module_decode(const struct game_module *m, const json_t *state,
    void *g, struct pbem_err *err)
{
	const struct state_schema *s = m->state;
	const char *f = json_string_value(json_object_get(state, "format"));
	const char *text = json_string_value(json_object_get(state,
	    "scenario"));
	json_t *rules = json_object_get(state, "rules");
	struct state_walk w;
	int rc;

	if (m->decode != NULL)
		return m->decode(state, g, err);
	if (f == NULL || strcmp(f, s->format) != 0 || text == NULL ||
	    !json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_STATE, 0, "not a %s state",
		    s->title);
	/* the game its text and rules make, once for the states of a game
	 * (state_memo.h: the format names the module's images); the rules
	 * entries read before are not read again (rules_memo.h) */
	rules_memo_scope(1);
	if (!state_memo_get(s->format, rules, text, g, m->game_size)) {
		if ((rc = (s->remake != NULL ? s->remake : m->scenario)(text,
		    strlen(text), rules, g, err))) {
			rules_memo_scope(0);
			return rc;
		}
		state_memo_put(s->format, rules, text, g, m->game_size);
	}
	rc = state_schema_decode(&w, state, g, s->t, s->n, s->sym);
	rules_memo_scope(0);
	if (rc != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "damaged %s state (%s)",
		    s->title, w.d.what);
	return PBEM_OK;
}

json_t *
game_module_encode(const struct game_module *m, const void *g)
{
	if (m->encode != NULL)
		return m->encode(g);
	return state_schema_encode(g, m->state->t, m->state->n,
	    m->state->sym);
}

/* The JSON members the decoder copied (STATE_COPY) are the game's. */
void
game_module_release(const struct game_module *m, void *g)
{
	const struct state_node *n;
	size_t i;

	for (i = 0; m->state != NULL && i < m->state->n; i++) {
		n = &m->state->t[i];
		if (n->kind == SK_JSON && (n->how & STATE_COPY))
			json_decref(*(json_t **)(void *)((char *)g + n->off));
	}
}
