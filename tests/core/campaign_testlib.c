/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_testlib.c - what the campaign case tests share
 * (campaign_testlib.h).
 */
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "util.h"

int campaign_failures;

const char *
s_of(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

char *
slurp(const char *dir, const char *rel, size_t *len)
{
	char path[4096], *text = NULL;
	struct pbem_err err = { 0 };

	snprintf(path, sizeof path, "%s/%s", dir, rel);
	if (util_read_file(path, 1 << 20, &text, len, &err) != PBEM_OK)
		fprintf(stderr, "cannot read %s: %s\n", path, err.msg);
	return text;
}

/* Keep in a side's roster only the units named (and what is no unit). */
void
bring(json_t *side, const char *const *ids)
{
	json_t *keep = json_array();
	const json_t *e;
	const char *const *p;
	size_t i;

	json_array_foreach(json_object_get(side, "entries"), i, e) {
		int take = !json_is_true(json_object_get(e, "muster"));

		for (p = ids; *p && !take; p++)
			take = strcmp(*p, s_of(e, "id")) == 0;
		if (take)
			json_array_append(keep, (json_t *)e);
	}
	json_object_set_new(side, "entries", keep);
}


void
set(json_t *roster, const char *id, const char *status, const char *last)
{
	json_t *e = campaign_entry(roster, id);

	json_object_set_new(e, "status", json_string(status));
	json_object_set_new(e, "last", json_string(last));
}

char *
between_log(const struct game_rules *r, const char *params, const char *side,
    const char *result, json_t *roster, const unsigned char seed[32])
{
	struct pbem_err err = { 0 };
	json_t *p = json_loads(params, 0, NULL);
	struct buf log;
	char *s;

	buf_init(&log, 1 << 16);
	CHECK(r->campaign->between(r, p, side, result, roster, seed, &log,
	    &err) == PBEM_OK, "between: %s", err.msg);
	s = strdup(buf_str(&log));
	buf_free(&log);
	json_decref(p);
	return s;
}

int
campaign_case_open(struct campaign_case *c, int argc, char **argv,
    const char *rules, const char *scenario)
{
	struct pbem_err err = { 0 };
	char rel[256];

	memset(c, 0, sizeof *c);
	c->name = rules;
	c->r = game_rules_find(rules);
	if (argc != 2 || c->r == NULL || c->r->campaign == NULL) {
		fprintf(stderr, "usage: %s DATADIR\n", argv[0]);
		return 2;
	}
	snprintf(rel, sizeof rel, "games/%s/rules.json", rules);
	if ((c->scen = slurp(argv[1], scenario, &c->slen)) == NULL ||
	    (c->rd = slurp(argv[1], rel, &c->rlen)) == NULL)
		return 1;
	CHECK(c->r->campaign->roster(c->r, c->scen, c->slen, c->rd, c->rlen,
	    &c->ros, &err) == PBEM_OK, "roster: %s", err.msg);
	return 0;
}

int
campaign_case_close(struct campaign_case *c)
{
	json_decref(c->ros);
	free(c->scen);
	free(c->rd);
	if (campaign_failures)
		fprintf(stderr, "%d failures\n", campaign_failures);
	else
		printf("campaign %s: all passed\n", c->name);
	return campaign_failures != 0;
}

int
campaign_case_main(int argc, char **argv, const char *rules,
    const char *scenario, void (*const cases[])(struct campaign_case *))
{
	struct campaign_case c;
	int rc, k;

	if ((rc = campaign_case_open(&c, argc, argv, rules, scenario)) != 0)
		return rc;
	for (k = 0; c.ros != NULL && cases[k] != NULL; k++)
		cases[k](&c);
	return campaign_case_close(&c);
}

json_t *
case_state(const struct campaign_case *c)
{
	return battle_state(c, c->scen);
}

json_t *
battle_state(const struct campaign_case *c, const char *text)
{
	struct pbem_err err = { 0 };
	json_t *st = NULL;

	if (c->r->scenario_load(c->r, text, strlen(text), c->rd, c->rlen, &st,
	    &err) != PBEM_OK) {
		CHECK(0, "the battle loads: %s\n%s", err.msg, text);
		return NULL;
	}
	return st;
}

char *
muster_text(const struct campaign_case *c, const json_t *m)
{
	struct pbem_err err = { 0 };
	struct buf out;
	char *s = NULL;

	buf_init(&out, 1 << 20);
	if (c->r->campaign->muster(c->r, c->scen, c->slen, m, &out, &err) ==
	    PBEM_OK)
		s = strdup(buf_str(&out));
	else
		CHECK(0, "muster: %s", err.msg);
	buf_free(&out);
	return s;
}

void
outcome_of(struct campaign_case *c, const json_t *st, char *winner)
{
	struct pbem_err err = { 0 };

	winner[0] = '\0';
	CHECK(c->r->campaign->outcome(c->r, st, c->ros, winner, GAME_NAME_LEN,
	    &err) == PBEM_OK, "outcome: %s", err.msg);
}

void
record_set(json_t *state, const char *key, const char *id,
    const char *field, json_t *v)
{
	json_object_set_new(record_of(state, key, id), field, v);
}

json_t *
record_of(json_t *state, const char *key, const char *id)
{
	json_t *u;
	size_t i;

	json_array_foreach(json_object_get(state, key), i, u)
		if (strcmp(s_of(u, "id"), id) == 0)
			return u;
	return NULL;
}

json_t *
amended(const struct game_rules *r, const json_t *st, const char *text)
{
	struct sheet_check chk;
	json_t *next = NULL, *events = NULL;
	int ok;

	sheet_check_init(&chk);
	ok = r->amend(r, st, text, strlen(text), 1, &next, &events, &chk) ==
	    PBEM_OK && chk.nerrors == 0;
	CHECK(ok, "amend '%s' refused", text);
	sheet_check_free(&chk);
	json_decref(events);
	if (!ok) {
		json_decref(next);
		return NULL;
	}
	return next;
}

char *
intel_text(const struct game_rules *r, const json_t *st, const char *side)
{
	struct buf out;
	char *s;

	buf_init(&out, 1 << 16);
	CHECK(r->campaign->intel(r, st, side, &out) == PBEM_OK, "intel");
	s = strdup(buf_str(&out));
	buf_free(&out);
	return s;
}
