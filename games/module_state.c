/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * module_state.c - the kit's decode, encode and free of a module's game
 * struct from the description of its stored state (module.h, state;
 * state_schema.h).  A state keeps the scenario text and the rules data
 * its game was made from (game.h rule 2): decoding makes the game again
 * from them, as a new game is made, and lays the stored values over it;
 * or, for a state that holds the whole game (schema's empty), makes the
 * game of the rules data alone and lets the rows fill the rest; or, a
 * state with no format, lets the rows fill a zeroed game, rules too.
 */
#include <string.h>

#include "module.h"
#include "rules_memo.h"
#include "rules_tables.h"
#include "state_memo.h"
#include "state_schema.h"

/* The rows laid over g, and the game then checked whole. */
static int
decoded(const struct game_module *m, const json_t *state, void *g,
    struct pbem_err *err)
{
	const struct state_schema *s = m->state;
	struct state_walk w;

	if (state_schema_decode(&w, state, g, s->t, s->n, s->sym) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "damaged %s state (%s)",
		    s->title, w.d.what);
	return s->after != NULL ? s->after(g, err) : PBEM_OK;
}

/* The game its rules data alone makes (state_schema's empty, or its
 * rules set read into g). */
static int
empty_game(const struct state_schema *s, json_t *rules, void *g,
    struct pbem_err *err)
{
	if (s->empty != NULL)
		return s->empty(rules, g, err);
	return rules_set_read(s->rules, rules, (char *)g + s->rules_at, err);
}

int
game_module_decode(const struct game_module *m, const json_t *state,
    void *g, struct pbem_err *err)
{
	const struct state_schema *s = m->state;
	const char *f = json_string_value(json_object_get(state, "format"));
	const char *text = json_string_value(json_object_get(state,
	    "scenario"));
	json_t *rules = json_object_get(state, "rules");
	int rc;

	if (m->decode != NULL)
		return m->decode(state, g, err);
	if (s == NULL)		/* game_module_check refuses such a module */
		return pbem_fail(err, PBEM_ERR_STATE, 0, "a module with "
		    "neither decode nor state");
	if (s->format == NULL) {	/* the whole game: rows and rules */
		memset(g, 0, m->game_size);
		if (s->empty != NULL && (rc = s->empty(NULL, g, err)))
			return rc;
		return decoded(m, state, g, err);
	}
	if (s->empty != NULL || s->rules != NULL)
		text = NULL;	/* the rows hold everything but the rules */
	if (f == NULL || strcmp(f, s->format) != 0 || (text == NULL &&
	    s->empty == NULL && s->rules == NULL) || !json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_STATE, 0, "not a %s state",
		    s->title);
	/* the game its text and rules make, once for the states of a game
	 * (state_memo.h: the format names the module's images); the rules
	 * entries read before are not read again (rules_memo.h) */
	rules_memo_scope(1);
	if (!state_memo_get(s->format, rules, text, g, m->game_size)) {
		if (text == NULL)
			memset(g, 0, m->game_size);
		if ((rc = text == NULL ? empty_game(s, rules, g, err) :
		    (s->remake != NULL ? s->remake : m->scenario)(text,
		    strlen(text), rules, g, err))) {
			rules_memo_scope(0);
			return rc;
		}
		state_memo_put(s->format, rules, text, g, m->game_size);
	}
	rc = decoded(m, state, g, err);
	rules_memo_scope(0);
	return rc;
}

json_t *
game_module_encode(const struct game_module *m, const void *g)
{
	if (m->encode != NULL)
		return m->encode(g);
	if (m->state == NULL)	/* game_module_check refuses such a module */
		return NULL;
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

int
game_module_check(const struct game_rules *r, struct pbem_err *err)
{
	const struct game_module *m = r->module;
	const char *lacks = NULL;

	if (m == NULL)
		return PBEM_OK;		/* the seam's slots are its own */
	if (m->state == NULL && (m->decode == NULL || m->encode == NULL))
		lacks = m->decode == NULL && m->encode == NULL ? "neither "
		    "decode nor state" : m->decode == NULL ? "encode but no "
		    "decode, and no state" : "decode but no encode, and no "
		    "state";
	else if (m->state != NULL && (m->state->t == NULL ||
	    m->state->n == 0))
		lacks = "a state description with no table";
	else if (m->event_names == NULL && m->unit_size == 0)
		lacks = "neither event_names nor unit ids";
	if (lacks == NULL)
		return PBEM_OK;
	return pbem_fail(err, PBEM_ERR_STATE, 0, "rules module %.40s: %s",
	    r->id != NULL ? r->id : "(no id)", lacks);
}
