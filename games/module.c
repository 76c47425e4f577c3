/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * module.c - the generic slots of the upper seam (game.h), driven by a
 * module's lower seam (module.h): decode the stored state into the
 * module's struct, run the rule, encode, free.  Written once here, so a
 * new rules module writes only its rules.
 */
#include <stdlib.h>
#include <string.h>

#include "module.h"

_Static_assert(EVENT_NAME_LEN == GAME_NAME_LEN,
    "the event log names sides as the seam does");

void *
game_module_new(const struct game_module *m)
{
	if (m->game_new != NULL)
		return m->game_new();
	return m->game_size > 0 ? calloc(1, m->game_size) : NULL;
}

void
game_module_free(const struct game_module *m, void *g)
{
	if (g == NULL)
		return;
	if (m->game_free != NULL)
		m->game_free(g);
	else {
		game_module_release(m, g);
		free(g);
	}
}

int
game_module_over(const struct game_module *m, const void *g)
{
	if (m->over != NULL)
		return m->over(g);
	return *(const int *)(const void *)((const char *)g + m->over_at);
}

/* A fresh game decoded from `state`; NULL with err filled on failure. */
static void *
decoded(const struct game_module *m, const json_t *state,
    struct pbem_err *err)
{
	void *g;

	if ((g = game_module_new(m)) == NULL) {
		pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		return NULL;
	}
	if (game_module_decode(m, state, g, err) != PBEM_OK) {
		game_module_free(m, g);
		return NULL;
	}
	return g;
}

/* Decoded for one viewer (side NULL = the referee, index -1). */
static int
for_viewer(const struct game_module *m, const json_t *state,
    const char *side, void **gp, int *viewer)
{
	struct pbem_err err = { 0 };

	*viewer = -1;
	if ((*gp = decoded(m, state, &err)) == NULL)
		return err.rc ? err.rc : PBEM_ERR_PARSE;
	if (side != NULL && (*viewer = game_module_side_index(m, *gp,
	    side)) < 0)
		return PBEM_ERR_NOTFOUND;
	return PBEM_OK;
}

/* A game for one viewer with the events it reads (none: an empty
 * list), for the slots that show a phase (report, secrets, draw). */
struct view {
	void *g;
	int s;
	const json_t *events;
	json_t *empty;
};

static int
view_open(const struct game_module *m, const json_t *state,
    const json_t *events, const char *side, struct view *v)
{
	int rc;

	v->events = events;
	v->empty = NULL;
	v->g = NULL;
	if ((rc = for_viewer(m, state, side, &v->g, &v->s)) == PBEM_OK &&
	    events == NULL && (v->events = v->empty = json_array()) == NULL)
		rc = PBEM_ERR_NOMEM;
	return rc;
}

static void
view_close(const struct game_module *m, struct view *v)
{
	json_decref(v->empty);
	game_module_free(m, v->g);
}

/* A change of the game (resolve, amend): decoded from the state, with
 * an event log naming its units; after the change, the new state and
 * the events taken from it (change_end), and all freed (change_free). */
struct change {
	struct event_log log;
	void *g;
};

static int
change_begin(const struct game_module *m, const json_t *state,
    struct change *c, struct pbem_err *err)
{
	c->g = NULL;
	event_log_init(&c->log);
	if (c->log.failed)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if ((c->g = decoded(m, state, err)) == NULL)
		return err->rc ? err->rc : PBEM_ERR_PARSE;
	game_module_event_names(m, c->g, &c->log.names);
	return PBEM_OK;
}

static int
change_end(const struct game_module *m, struct change *c,
    json_t **new_state, json_t **events, struct pbem_err *err)
{
	if (c->log.failed || (*new_state = game_module_encode(m, c->g)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	*events = c->log.events;
	c->log.events = NULL;
	return PBEM_OK;
}

static void
change_free(const struct game_module *m, struct change *c)
{
	json_decref(c->log.events);
	game_module_free(m, c->g);
}

int
game_module_load(const struct game_rules *self, const char *scenario,
    size_t slen, const char *rules_data, size_t rlen,
    struct game_module_loaded *ld, struct pbem_err *err)
{
	const struct game_module *m = self->module;
	int rc;

	memset(ld, 0, sizeof *ld);
	if ((rc = game_rules_parse(slen, rules_data, rlen, &ld->rules, err)))
		return rc;
	if ((ld->g = game_module_new(m)) == NULL ||
	    (ld->text = malloc(slen + 1)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto fail;
	}
	memcpy(ld->text, scenario, slen);
	ld->text[slen] = '\0';
	if (strlen(ld->text) != slen) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "scenario has a NUL byte");
		goto fail;
	}
	if ((rc = m->scenario(ld->text, slen, ld->rules, ld->g, err)) ==
	    PBEM_OK)
		return PBEM_OK;
fail:
	game_module_unload(self, ld);
	return rc;
}

void
game_module_unload(const struct game_rules *self,
    struct game_module_loaded *ld)
{
	game_module_free(self->module, ld->g);
	free(ld->text);
	json_decref(ld->rules);
	memset(ld, 0, sizeof *ld);
}

int
game_module_scenario_load(const struct game_rules *self,
    const char *scenario, size_t slen, const char *rules_data, size_t rlen,
    json_t **state, struct pbem_err *err)
{
	struct game_module_loaded ld;
	int rc;

	*state = NULL;
	if ((rc = game_module_load(self, scenario, slen, rules_data, rlen, &ld,
	    err)) != PBEM_OK)
		return rc;
	*state = game_module_encode(self->module, ld.g);
	rc = *state ? PBEM_OK : pbem_fail(err, PBEM_ERR_NOMEM, 0,
	    "out of memory");
	game_module_unload(self, &ld);
	return rc;
}

int
game_module_sides(const struct game_rules *self, const json_t *state,
    char names[][GAME_NAME_LEN], int max)
{
	(void)self;
	return game_state_sides(state, names, max);
}

int
game_module_phase(const struct game_rules *self, const json_t *state,
    struct game_phase *out)
{
	const struct game_module *m = self->module;
	struct pbem_err err = { 0 };
	void *g;

	memset(out, 0, sizeof *out);
	if ((g = decoded(m, state, &err)) == NULL)
		return err.rc ? err.rc : PBEM_ERR_PARSE;
	m->phase(g, out);
	game_module_free(m, g);
	return PBEM_OK;
}

void
game_module_event_names(const struct game_module *m, const void *g,
    struct event_names *n)
{
	const char *b = g;
	int s;

	if (m->event_names != NULL) {
		m->event_names(g, n);
		return;
	}
	event_names_ids(n, g, 0, NULL, (const int *)(const void *)(b +
	    m->turn_at), b + m->units_at, (const int *)(const void *)(b +
	    m->nunits_at), m->unit_size, m->unit_id_at);
	n->nsides = m->nsides < EVENT_MAX_SIDES ? m->nsides : EVENT_MAX_SIDES;
	for (s = 0; s < n->nsides; s++)
		n->side[s] = b + m->sides_at + (size_t)s * m->side_len;
}

int
game_module_side_index(const struct game_module *m, const void *g,
    const char *side)
{
	if (m->side_index != NULL)
		return m->side_index(g, side);
	return game_find_name((const char *)g + m->sides_at, m->nsides,
	    m->side_len, 0, side);
}

int
game_module_parse(const struct game_module *m, void *g, int side,
    const char *text, size_t len, int first_line, struct sheet_check *out)
{
	if (m->sight != NULL)
		m->sight(g);
	return m->parse(g, side, text, len, first_line, out);
}

/* The open phase resolved in g (by deploy while the turn is 0, when the
 * module has one), the sides' sight made before and after (sight
 * slot). */
static int
resolved(const struct game_module *m, void *g, const json_t *orders,
    struct dice *dice, struct event_log *log, struct pbem_err *err)
{
	int rc, turn = 1;

	if (m->sight != NULL)
		m->sight(g);
	if (m->deploy != NULL)
		memcpy(&turn, (const char *)g + m->turn_at, sizeof turn);
	rc = (turn == 0 ? m->deploy : m->resolve)(g, orders, dice, log, err);
	if (rc == PBEM_OK && m->sight != NULL)
		m->sight(g);
	return rc;
}

int
game_module_parse_sheet(const struct game_rules *self, const json_t *state,
    const char *side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	const struct game_module *m = self->module;
	struct pbem_err err = { 0 };
	void *g;
	int rc = PBEM_OK, s;

	if ((g = decoded(m, state, &err)) == NULL)
		return err.rc ? err.rc : PBEM_ERR_PARSE;
	if ((s = game_module_side_index(m, g, side)) < 0)
		sheet_check_error(out, first_line, "there is no side \"%.32s\" "
		    "in this game", side ? side : "");
	else
		rc = game_module_parse(m, g, s, text, len, first_line, out);
	game_module_free(m, g);
	return rc;
}

int
game_module_resolve(const struct game_rules *self, const json_t *state,
    const json_t *orders, struct dice *dice, json_t **new_state,
    json_t **events, struct pbem_err *err)
{
	const struct game_module *m = self->module;
	struct change c;
	int rc;

	*new_state = NULL;
	*events = NULL;
	if ((rc = change_begin(m, state, &c, err)) == PBEM_OK &&
	    (rc = game_resolve_check(game_module_over(m, c.g), orders,
	    err)) == PBEM_OK &&
	    (rc = resolved(m, c.g, orders, dice, &c.log, err)) == PBEM_OK)
		rc = change_end(m, &c, new_state, events, err);
	change_free(m, &c);
	return rc;
}

int
game_module_report(const struct game_rules *self, const json_t *state,
    const json_t *events, const char *side, struct buf *out)
{
	const struct game_module *m = self->module;
	struct view v;
	int rc;

	if ((rc = view_open(m, state, events, side, &v)) == PBEM_OK)
		rc = m->report(v.g, v.events, v.s, out);
	view_close(m, &v);
	return rc;
}

int
game_module_secrets(const struct game_rules *self, const json_t *state,
    const json_t *events, const char *side, json_t **tokens)
{
	const struct game_module *m = self->module;
	json_t *open = NULL;
	const json_t *over = json_object_get(state, "over");
	struct view v;
	int rc;

	*tokens = NULL;
	/* A campaign battle's end keeps hidden what a side never saw
	 * (game_end_sealed): what it must not read then is what it could
	 * not read while the battle was being fought, so the end state is
	 * asked as a state still under way (every module keeps "over"). */
	if (game_end_sealed() && (json_is_true(over) ||
	    json_integer_value(over) == 1)) {
		if ((open = json_deep_copy(state)) == NULL)
			return PBEM_ERR_NOMEM;
		json_object_set_new(open, "over", json_is_boolean(over) ?
		    json_false() : json_integer(0));
		state = open;
	}
	if ((rc = view_open(m, state, events, side, &v)) == PBEM_OK) {
		if ((*tokens = json_array()) == NULL)
			rc = PBEM_ERR_NOMEM;
		else
			rc = m->secrets(v.g, v.events, v.s, *tokens);
	}
	view_close(m, &v);
	json_decref(open);
	return rc;
}

int
game_module_verify(const struct game_rules *self, const json_t *state,
    struct buf *out, json_t **published)
{
	const struct game_module *m = self->module;
	struct pbem_err err = { 0 };
	void *g;
	int rc;

	*published = NULL;
	if (m->verify == NULL)
		return PBEM_ERR_USAGE;
	if ((g = decoded(m, state, &err)) == NULL)
		return err.rc ? err.rc : PBEM_ERR_PARSE;
	if ((*published = json_array()) == NULL)
		rc = PBEM_ERR_NOMEM;
	else
		rc = m->verify(g, out, *published);
	game_module_free(m, g);
	return rc;
}

int
game_module_draw(const struct game_rules *self, const json_t *state,
    const json_t *events, const char *side, struct drawing *out)
{
	const struct game_module *m = self->module;
	struct view v;
	int rc;

	if (m->draw == NULL)
		return PBEM_ERR_NOTFOUND;
	if ((rc = view_open(m, state, events, side, &v)) == PBEM_OK)
		rc = m->draw(v.g, v.events, v.s, out);
	view_close(m, &v);
	return rc;
}

int
game_module_sheet_template(const struct game_rules *self,
    const json_t *state, const char *side, struct buf *out,
    struct buf *lesson)
{
	const struct game_module *m = self->module;
	void *g = NULL;
	int rc, s;

	if (m->sheet == NULL)
		return PBEM_OK;		/* the envelope alone */
	if (side == NULL)
		return PBEM_ERR_USAGE;	/* a sheet is one side's */
	if ((rc = for_viewer(m, state, side, &g, &s)) == PBEM_OK)
		rc = m->sheet(g, s, out, lesson);
	game_module_free(m, g);
	return rc;
}

int
game_module_request(const struct game_rules *self, const json_t *state,
    const char *side, const char *what, struct buf *out)
{
	const struct game_module *m = self->module;
	void *g = NULL;
	int rc, s;

	if (m->request == NULL)
		return PBEM_ERR_NOTFOUND;
	if ((rc = for_viewer(m, state, side, &g, &s)) == PBEM_OK)
		rc = m->request(g, s, what, out);
	game_module_free(m, g);
	return rc;
}

int
game_module_amend(const struct game_rules *self, const json_t *state,
    const char *text, size_t len, int first_line, json_t **new_state,
    json_t **events, struct sheet_check *out)
{
	const struct game_module *m = self->module;
	struct pbem_err err = { 0 };
	struct change c;
	int rc;

	*new_state = NULL;
	*events = NULL;
	if (m->amend == NULL)
		return PBEM_ERR_NOTFOUND;
	if ((rc = change_begin(m, state, &c, &err)) != PBEM_OK) {
		/* the decoder's reason, for a change made by JSON pointer */
		if (c.g == NULL && !c.log.failed && err.msg[0] != '\0')
			sheet_check_error(out, first_line, "%s", err.msg);
	} else if (game_module_over(m, c.g))
		sheet_check_error(out, first_line, "the game is over: nothing "
		    "is left to amend");
	else if ((rc = m->amend(c.g, text, len, first_line, out,
	    &c.log)) == PBEM_OK && out->nerrors == 0)
		rc = change_end(m, &c, new_state, events, &err);
	change_free(m, &c);
	return rc;
}
