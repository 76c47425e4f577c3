/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_test.c - the helpers of fs_test.h.  Test-only: aborts the test on
 * any unexpected failure so each case stays short.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs_test.h"

char *
t_rules(void)
{
	return t_read(FS_SRC_DIR "/rules.json");
}

json_t *
t_load(const char *scenario)
{
	struct pbem_err err = { 0 };
	char *r = t_rules();
	json_t *st = NULL;
	int rc;

	rc = far_side_rules.scenario_load(&far_side_rules, scenario, strlen(scenario), r,
	    strlen(r), &st, &err);
	free(r);
	ck_assert_msg(rc == PBEM_OK, "scenario_load: %s", err.msg);
	return st;
}

json_t *
t_load_file(const char *name)
{
	char path[512], *s;
	json_t *st;

	snprintf(path, sizeof path, "%s/%s", FS_SRC_DIR, name);
	s = t_read(path);
	st = t_load(s);
	free(s);
	return st;
}

int
t_sheet_errors(const json_t *state, const char *side, const char *text,
    struct sheet_check *c)
{
	sheet_check_init(c);
	ck_assert(far_side_rules.parse_sheet(&far_side_rules, state, side, text, strlen(text),
	    1, c) == PBEM_OK);
	return c->nerrors;
}

json_t *
t_sheet(const json_t *state, const char *side, const char *text)
{
	struct sheet_check c;
	json_t *o;
	int i;

	if (t_sheet_errors(state, side, text, &c) > 0) {
		for (i = 0; i < c.nerrors; i++)
			fprintf(stderr, "line %d: %s\n", c.errors[i].line,
			    c.errors[i].msg);
		ck_abort_msg("sheet for %s has errors", side);
	}
	o = json_incref(c.orders);
	sheet_check_free(&c);
	return o;
}

/* Resolve one phase with up to two sheets; takes `state`. */
json_t *
t_resolve(json_t *state, const char *side1, const char *text1,
    const char *side2, const char *text2, struct dice *d, json_t **events)
{
	struct pbem_err err = { 0 };
	json_t *orders = json_object(), *ns = NULL, *ev = NULL;

	if (side1 != NULL && text1 != NULL)
		json_object_set_new(orders, side1, t_sheet(state, side1, text1));
	if (side2 != NULL && text2 != NULL)
		json_object_set_new(orders, side2, t_sheet(state, side2, text2));
	ck_assert_msg(far_side_rules.resolve(&far_side_rules, state, orders, d, &ns, &ev,
	    &err) == PBEM_OK, "resolve: %s", err.msg);
	json_decref(orders);
	json_decref(state);
	if (getenv("FS_DUMP") != NULL)		/* FS_DUMP=1: show the events */
		t_dump_events(ev, NULL);
	if (events != NULL)
		*events = ev;
	else
		json_decref(ev);
	return ns;
}

json_t *
t_run(json_t *state, const char *side, const char *text, const int *dice,
    size_t n, json_t **events)
{
	struct dice d;

	dice_init_script(&d, dice, n);
	state = t_resolve(state, side, text, NULL, NULL, &d, events);
	ck_assert_msg(!d.script_overrun, "scripted dice ran out");
	ck_assert_msg(d.iscript == n, "only %zu of %zu scripted dice used",
	    d.iscript, n);
	return state;
}

struct fs_game *
t_game(const json_t *state)
{
	struct fs_game *g = calloc(1, sizeof *g);
	struct pbem_err err = { 0 };

	ck_assert(g != NULL);
	ck_assert_msg(game_module_decode(far_side_rules.module, state, g,
	    &err) == PBEM_OK, "decode: %s", err.msg);
	/* own the rules data: the test may drop `state` before t_save */
	g->rules_json = json_deep_copy(g->rules_json);
	return g;
}

void
t_free(struct fs_game *g)
{
	json_decref(g->rules_json);
	free(g);
}

/* Encode and free g. */
json_t *
t_save(struct fs_game *g)
{
	json_t *st;

	fs_sight(g);
	st = game_module_encode(far_side_rules.module, g);
	ck_assert(st != NULL);
	t_free(g);
	return st;
}

int
t_unit(const struct fs_game *g, const char *id)
{
	int u = fs_find_unit(g, id);

	ck_assert_msg(u >= 0, "no unit %s", id);
	return u;
}

char *
t_report(const json_t *state, const json_t *events, const char *side)
{
	struct buf b;

	buf_init(&b, 512 * 1024);
	ck_assert(far_side_rules.report(&far_side_rules, state, events, side, &b) == PBEM_OK);
	return buf_take(&b, NULL);
}

int
t_has_event(const json_t *events, const char *side, const char *needle)
{
	return t_event_has(events, side, needle);
}

void
t_dump_events(const json_t *events, const char *side)
{
	char *r;
	json_t *e;
	size_t i;

	(void)r;
	json_array_foreach(events, i, e) {
		char *sides = json_dumps(json_object_get(e, "sides"), 0);

		if (side == NULL ? json_is_true(json_object_get(e, "referee")) :
		    sides != NULL && strstr(sides, side) != NULL)
			fprintf(stderr, "  %s\n",
			    json_string_value(json_object_get(e, "text")));
		free(sides);
	}
}

void
t_no_leak(const json_t *state, const json_t *events, const char *side)
{
	json_t *tok = NULL, *v;
	char *rep = t_report(state, events, side);
	size_t i;

	ck_assert(far_side_rules.secrets(&far_side_rules, state, events, side, &tok) ==
	    PBEM_OK);
	json_array_foreach(tok, i, v)
		ck_assert_msg(strstr(rep, json_string_value(v)) == NULL,
		    "report to %s leaks '%s':\n%s", side, json_string_value(v),
		    rep);
	t_sheet_sent_ok(&far_side_rules, state, side, tok);
	json_decref(tok);
	free(rep);
}

json_t *
t_setup(const char *scenario, const char *placements, int first)
{
	json_t *st = t_load(scenario);
	struct fs_game *g = t_game(st);
	char buf[1024], *tok, *save, id[16], cell[8], face[8];
	int u, x, y;

	json_decref(st);
	snprintf(buf, sizeof buf, "%s", placements);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		ck_assert(sscanf(tok, "%15s %7s %7s", id, cell, face) == 3);
		u = t_unit(g, id);
		ck_assert(grid_parse(cell, g->cols, g->rows, &x, &y) == 0);
		g->u[u].x = x;
		g->u[u].y = y;
		g->u[u].face = grid_facing_parse(face);
		g->u[u].placed = 1;
		if (strstr(tok, "MOUNTED") != NULL)
			g->u[u].mounted = 1;
	}
	for (u = 0; u < g->nunits; u++)
		if (!g->u[u].placed) {
			g->u[u].alive = 0;	/* not in this test */
			g->start_units[g->u[u].side]--;
		}
	g->turn = 1;
	g->first = first;
	g->half = 0;
	return t_save(g);
}
