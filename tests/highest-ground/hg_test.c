/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_test.c - the helpers of hg_test.h.  Test-only: aborts the test on any
 * unexpected failure so each case stays short.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

#define R highest_ground_rules

char *
t_src(const char *name)
{
	char path[512];

	snprintf(path, sizeof path, "%s/%s", HG_SRC_DIR, name);
	return t_read(path);
}

json_t *
t_load_scenario(const char *name, const char *extra)
{
	struct pbem_err err = { 0 };
	char path[256], *r = t_src("rules.json"), *s, *all;
	json_t *st = NULL;
	size_t n;

	snprintf(path, sizeof path, "scenarios/%s", name);
	s = t_src(path);
	if (extra != NULL) {
		n = strlen(s) + strlen(extra) + 2;
		all = malloc(n);
		ck_assert(all != NULL);
		snprintf(all, n, "%s\n%s", s, extra);
		free(s);
		s = all;
	}
	ck_assert_msg(R.scenario_load(&R, s, strlen(s), r, strlen(r), &st,
	    &err) == PBEM_OK, "load %s: %s", name, err.msg);
	free(r);
	free(s);
	return st;
}

void
t_no_leak(const json_t *st, const json_t *ev, const char *side)
{
	struct buf b;
	json_t *tok = NULL, *v;
	size_t i;

	buf_init(&b, (512 * 1024));
	ck_assert(R.report(&R, st, ev, side, &b) == PBEM_OK);
	ck_assert(R.secrets(&R, st, ev, side, &tok) == PBEM_OK);
	json_array_foreach(tok, i, v)
		if (strstr(buf_str(&b), json_string_value(v)) != NULL) {
			fprintf(stderr, "%s\n", buf_str(&b));
			ck_abort_msg("report to %s leaks '%.60s'", side,
			    json_string_value(v));
		}
	t_sheet_sent_ok(&R, st, side, tok);
	json_decref(tok);
	buf_free(&b);
}

json_t *
t_resolve(json_t *st, const json_t *orders, struct dice *d, json_t **ev)
{
	json_t *ns = NULL;

	ck_assert(R.resolve(&R, st, orders, d, &ns, ev, NULL) == PBEM_OK);
	json_decref(st);
	/* what each side is told leaks nothing it has not seen */
	t_no_leak(ns, *ev, "ALLIED");
	t_no_leak(ns, *ev, "ROMAN");
	if (getenv("HG_VERBOSE")) {
		struct buf b;

		buf_init(&b, (512 * 1024));
		R.report(&R, ns, *ev, getenv("HG_VERBOSE"), &b);
		fprintf(stderr, "%s\n=====\n", buf_str(&b));
		buf_free(&b);
	}
	return ns;
}

/* Load "HGMAP 1" + map (CLEAR_MAP if NULL) + body; rules.json edited by
 * `patch` (a JSON object merged over it) if given.  Returns the loader's
 * rc; on success fills t. */
int
t_try_load(struct tg *t, const char *map, const char *body,
    const char *patch, struct pbem_err *err)
{
	char *r = t_src("rules.json"), *all, *rd;
	json_t *rj = json_loads(r, 0, NULL);
	size_t n;
	int rc;

	ck_assert(rj != NULL);
	if (patch != NULL) {
		json_t *p = json_loads(patch, 0, NULL);

		ck_assert_msg(p != NULL, "bad patch %s", patch);
		json_object_update(rj, p);
		json_decref(p);
	}
	rd = json_dumps(rj, 0);
	json_decref(rj);
	if (map == NULL)
		map = CLEAR_MAP;
	n = strlen(map) + strlen(body) + 64;
	all = malloc(n);
	snprintf(all, n, "HGMAP 1\n%sLEVEL 9999 \"Test\"\n%s", map, body);
	memset(t, 0, sizeof *t);
	memset(err, 0, sizeof *err);
	rc = R.scenario_load(&R, all, strlen(all), rd, strlen(rd), &t->st, err);
	free(all);
	free(rd);
	free(r);
	if (rc != PBEM_OK)
		return rc;
	t->g = calloc(1, sizeof(struct hg_game));
	ck_assert(t_decode(t->st, t->g, err) == PBEM_OK);
	event_log_init(&t->log);
	hg_event_names(t->g, &t->log.names);
	return rc;
}

/* A game in the middle of turn 1, both armies Steady (Table 1). */
void
t_load(struct tg *t, const char *map, const char *body, const char *patch)
{
	struct pbem_err err;
	int b;

	ck_assert_msg(t_try_load(t, map, body, patch, &err) == PBEM_OK,
	    "load: %s", err.msg);
	t->g->turn = 1;
	t->g->round = 3;
	t->g->p1 = HG_ALLIED;
	for (b = 0; b < t->g->r.nbands; b++)
		if (strcmp(t->g->r.band[b].state, "Steady") == 0)
			t->g->army[0] = t->g->army[1] = b;
}

void
t_done(struct tg *t)
{
	json_decref(t->log.events);
	t_free(t->g);
	json_decref(t->st);
}

int
U(const struct tg *t, const char *id)
{
	int u = hg_find_unit(t->g, id);

	ck_assert_msg(u >= 0, "no unit %s", id);
	return u;
}

int
H(const struct tg *t, const char *label)
{
	int h = hg_parse_hex(t->g, label);

	ck_assert_msg(h >= 0, "bad hex %s", label);
	return h;
}

/* Does `viewer` ("ALLIED", "ROMAN" or NULL: referee) have an event
 * containing `text`? */
int
t_saw(const struct tg *t, const char *viewer, const char *text)
{
	return t_event_has(t->log.events, viewer, text);
}

void
t_dump(const struct tg *t, const char *viewer)
{
	const json_t *e;
	size_t i;

	json_array_foreach(t->log.events, i, e) {
		char *sd = json_dumps(json_object_get(e, "sides"), 0);

		if (viewer == NULL ? json_is_true(json_object_get(e, "referee"))
		    : sd != NULL && strstr(sd, viewer) != NULL)
			fprintf(stderr, "  [%s] %s\n", viewer ? viewer : "ref",
			    json_string_value(json_object_get(e, "text")));
		free(sd);
	}
}

/* Orders JSON from a compact spec: side -> JSON text of that side. */
json_t *
t_orders(const char *allied, const char *roman)
{
	json_t *o = json_object();

	if (allied != NULL)
		json_object_set_new(o, "ALLIED", json_loads(allied, 0, NULL));
	if (roman != NULL)
		json_object_set_new(o, "ROMAN", json_loads(roman, 0, NULL));
	return o;
}

/* One combat phase with scripted dice. */
void
t_fight(struct tg *t, const char *allied, const char *roman,
    const int *dice, size_t ndice)
{
	struct dice d;
	json_t *o = t_orders(allied, roman);

	dice_init_script(&d, dice, ndice);
	ck_assert(hg_combat_phase(t->g, o, 1, &d, &t->log) == PBEM_OK);
	ck_assert_msg(!d.script_overrun, "the combat drew more dice");
	json_decref(o);
}

/* Parse one sheet for `side` in the current round; NULL if it has
 * errors, the first of which goes to err1. */
json_t *
t_parse(struct tg *t, const char *side, const char *text, char *err1,
    size_t n)
{
	struct sheet_check c;
	json_t *o;

	sheet_check_init(&c);
	ck_assert(hg_parse(t->g, HG_SIDE_INDEX(t->g, side), text,
	    strlen(text), 1, &c) == PBEM_OK);
	if (err1 != NULL)
		snprintf(err1, n, "%s", c.nerrors ? c.errors[0].msg : "");
	o = c.orders ? json_incref(c.orders) : NULL;
	sheet_check_free(&c);
	return o;
}

/* One general-movement round (R2) with these orders. */
void
t_round2(struct tg *t, const char *allied, const char *roman)
{
	struct dice d;
	json_t *o = t_orders(allied, roman);

	dice_init_script(&d, NULL, 0);
	t->g->round = 2;
	ck_assert(hg_resolve_round(t->g, o, &d, &t->log, NULL) == PBEM_OK);
	ck_assert(!d.script_overrun);
	json_decref(o);
}

/* One round `r` with these orders and scripted dice. */
void
t_round_n(struct tg *t, int r, const char *allied, const char *roman,
    const int *dice, size_t nd)
{
	struct dice d;
	json_t *o = t_orders(allied, roman);

	dice_init_script(&d, dice, nd);
	t->g->round = r;
	ck_assert(hg_resolve_round(t->g, o, &d, &t->log, NULL) == PBEM_OK);
	ck_assert_msg(!d.script_overrun, "round %d drew more dice", r);
	json_decref(o);
}

/* Decode the game as stored now into a fresh struct; it borrows from
 * *st, which the caller frees after it. */
struct hg_game *
t_reloaded(struct tg *t, json_t **st)
{
	struct hg_game *g = calloc(1, sizeof(struct hg_game));
	struct pbem_err err;

	*st = t_encode(t->g);
	ck_assert(*st != NULL);
	ck_assert_msg(t_decode(*st, g, &err) == PBEM_OK, "%s",
	    err.msg);
	return g;
}
