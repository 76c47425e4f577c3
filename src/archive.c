/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * archive.c - a game's whole record as one JSON document, the archive
 * that `pbemd export` publishes and `pbemd replay` re-adjudicates.  Built
 * from the store; it holds everything needed to re-run every resolved
 * phase, and who played each side: the key's fingerprint and the name on
 * the key (no mail addresses unless the host asks for them).
 *
 *   { "format": "pbemd-archive-1", "view": "referee" | "public",
 *     "game": { id, rules, title, scenario, status, result,
 *               final_state, and for a campaign's battle chain_from: the
 *               campaign record its first phase links to },
 *     "sides": [ { side, fpr, player, and only when the host asks
 *                  (`export --addresses`): email } ],
 *     "phases": [ { seq, turn, name, kind, status, state, state_sha,
 *                   secret_sha, opened, and once resolved: secret, seed,
 *                   events, prev_sha, record_sha, resolved, sheets
 *                   [ { side, sha, text } ],
 *                   amendments [ { who, change, reason, from, to, link,
 *                   at, and on the first of phase 1: before } ],
 *                   reports [ { side, body } ] } ] }
 *
 * `pbemd export` writes it as "pbemd-archive-2" (archive_site.c): the
 * same, but a phase that opened with the state the phase before produced
 * (no amendment between) carries no "state"; replay re-derives it and
 * checks its state_sha.  replay reads both formats.
 *
 * While a game is in play the archive is the referee's only (view
 * "referee"): it holds sealed sheets and states no player may see.  Once
 * the game is over everything is revealed (view "public"); whether to
 * publish it is the host's choice.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "openpgp.h"
#include "phase.h"
#include "rules_revision.h"
#include "store_campaign.h"

/* Phase `seq` in the archive's phases array (seq counts from 1). */
static json_t *
phase_at(json_t *phases, int seq)
{
	return json_array_get(phases, (size_t)(seq - 1));
}

static int
add_report(int seq, const char *side, const char *body, void *arg)
{
	json_t *p = phase_at(arg, seq), *a;

	if (p == NULL)
		return PBEM_OK;		/* a report of a rolled-back phase */
	if ((a = json_object_get(p, "reports")) == NULL)
		json_object_set_new(p, "reports", a = json_array());
	json_array_append_new(a, json_pack("{s:s,s:s}", "side", side ? side :
	    "", "body", body ? body : ""));
	return PBEM_OK;
}

static json_t *
amendments_of(json_t *p)
{
	json_t *a;

	if ((a = json_object_get(p, "amendments")) == NULL)
		json_object_set_new(p, "amendments", a = json_array());
	return a;
}

/* A game amended before amendments had records of their own: its history
 * rows "from=<sha> to=<sha> ..." (replay walks their hashes). */
static int
add_amendment(const struct history_rec *r, void *arg)
{
	json_t *p = phase_at(arg, r->seq);

	if (p == NULL || strncmp(r->detail, "from=", 5) != 0)
		return PBEM_OK;
	json_array_append_new(amendments_of(p), json_string(r->detail));
	return PBEM_OK;
}

/* One amendment record (store_amend.c); replay re-applies it. */
static int
add_amend_rec(const struct amend_rec *r, void *arg)
{
	json_t *p = phase_at(arg, r->seq), *a, *o;

	if (p == NULL)
		return PBEM_OK;
	a = amendments_of(p);
	o = json_pack("{s:s,s:s,s:s,s:s,s:s,s:s,s:I}", "who", r->who,
	    "change", r->change, "reason", r->reason, "from", r->from_sha,
	    "to", r->to_sha, "link", r->link, "at", (json_int_t)r->at);
	/* phase 1 opened with no earlier phase to re-run: its first
	 * amendment carries the state it changed */
	if (o != NULL && r->seq == 1 && json_array_size(a) == 0)
		json_object_set_new(o, "before", json_string(r->before));
	json_array_append_new(a, o);
	return PBEM_OK;
}

/* One phase; sheets of its sides when it is resolved. */
static json_t *
phase_json(struct home *h, const struct game_rules *r,
    const struct phase_rec *p)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	struct sheet_rec s;
	json_t *o, *state, *sheets;
	int i, n;

	o = json_pack("{s:i,s:i,s:s,s:s,s:s,s:s,s:s,s:I}", "seq", p->seq,
	    "turn", p->turn, "name", p->name, "kind", p->kind, "state",
	    p->state ? p->state : "", "state_sha", p->state_sha, "secret_sha",
	    p->secret_sha, "opened", (json_int_t)p->opened);
	if (o == NULL || p->status != PHASE_ROW_RESOLVED) {
		if (o)
			json_object_set_new(o, "status", json_string("open"));
		return o;
	}
	json_object_set_new(o, "status", json_string("resolved"));
	json_object_set_new(o, "secret", json_string(p->secret));
	json_object_set_new(o, "seed", json_string(p->seed));
	json_object_set_new(o, "events", json_string(p->events ? p->events :
	    "[]"));
	json_object_set_new(o, "prev_sha", json_string(p->prev_sha));
	json_object_set_new(o, "record_sha", json_string(p->record_sha));
	json_object_set_new(o, "resolved", json_integer(p->resolved));
	sheets = json_array();
	state = json_loads(p->state, 0, NULL);
	n = state ? r->sides(r, state, sides, GAME_MAX_SIDES) : 0;
	for (i = 0; i < n; i++) {
		if (store_sheet_current(h->db, p->game, p->seq, sides[i], &s) !=
		    PBEM_OK)
			continue;
		json_array_append_new(sheets, json_pack("{s:s,s:s,s:s}", "side",
		    sides[i], "sha", s.sha, "text", s.text ? s.text : ""));
		sheet_rec_free(&s);
	}
	json_decref(state);
	json_object_set_new(o, "sheets", sheets);
	return o;
}

/* The sides and who played them: the key's fingerprint and the name of
 * its user ID as the player registered it; never a mail address (see
 * archive_add_addresses). */
static json_t *
sides_json(struct home *h, const struct game_rules *r, const char *game,
    const char *state_text)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], keyring[PATH_MAX];
	char name[128], email[256];
	struct player_rec pl;
	json_t *a = json_array(), *state;
	int i, n, have;

	home_keyring(h, game, keyring, sizeof keyring);
	state = state_text ? json_loads(state_text, 0, NULL) : NULL;
	n = state ? r->sides(r, state, sides, GAME_MAX_SIDES) : 0;
	for (i = 0; i < n; i++) {
		have = store_player_get(h->db, game, sides[i], &pl) == PBEM_OK;
		if (!have || openpgp_key_name(keyring, pl.fpr, name, email) !=
		    PBEM_OK)
			name[0] = '\0';
		json_array_append_new(a, json_pack("{s:s,s:s,s:s}", "side",
		    sides[i], "fpr", have ? pl.fpr : "", "player", name));
	}
	json_decref(state);
	return a;
}

int
archive_add_addresses(struct home *h, const char *game, json_t *a)
{
	struct player_rec pl;
	json_t *v;
	size_t i;

	json_array_foreach(json_object_get(a, "sides"), i, v)
		if (store_player_get(h->db, game, json_string_value(
		    json_object_get(v, "side")), &pl) == PBEM_OK)
			json_object_set_new(v, "email", json_string(pl.email));
	return PBEM_OK;
}

/* The scenario's name from its text: a NAME line, or a SCENARIO line
 * with a quoted name (the modules' scenario files say one or the other). */
static void
scenario_name(const char *text, char *out, size_t n)
{
	const char *l, *e;
	size_t len;

	out[0] = '\0';
	for (l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 :
	    NULL) {
		if (strncmp(l, "NAME ", 5) == 0)
			l += 5;
		else if (strncmp(l, "SCENARIO \"", 10) == 0)
			l += 9;
		else
			continue;
		while (*l == ' ')
			l++;
		if (*l == '"')
			e = strchr(++l, '"');
		else
			e = l + strcspn(l, "#\n");
		if (e == NULL)
			e = l + strcspn(l, "\n");
		while (e > l && e[-1] == ' ')
			e--;
		len = (size_t)(e - l) < n - 1 ? (size_t)(e - l) : n - 1;
		memcpy(out, l, len);
		out[len] = '\0';
		return;
	}
}

int
archive_build(struct home *h, const char *game, json_t **out,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct game_rec g;
	struct phase_rec p;
	json_t *a, *phases, *gj;
	char *fin = NULL, *scen = NULL, *rdata = NULL, name[128];
	char link[HASH_HEX_LEN];
	int seq, last, over;

	*out = NULL;
	if ((r = game_module(h, game, &g, err)) == NULL)
		return err->rc;
	over = strcmp(g.status, "over") == 0;
	store_phase_last_seq(h->db, game, &last);
	phases = json_array();
	for (seq = 1; seq <= last; seq++) {
		if (store_phase_get(h->db, game, seq, &p) != PBEM_OK) {
			json_decref(phases);
			return pbem_fail(err, PBEM_ERR_STATE, 0, "phase %d of %s "
			    "is missing", seq, game);
		}
		json_array_append_new(phases, phase_json(h, r, &p));
		phase_rec_free(&p);
	}
	store_report_each(h->db, game, add_report, phases);
	store_history_each(h->db, game, -1, "amend", add_amendment, phases);
	if (store_amend_each(h->db, game, -1, add_amend_rec, phases) !=
	    PBEM_OK) {
		json_decref(phases);
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot read the "
		    "amendments of %s", game);
	}
	gj = json_pack("{s:s,s:s,s:s,s:s,s:s}", "id", g.id, "rules", g.rules,
	    "title", r->title, "status", g.status, "result", g.result);
	name[0] = '\0';
	if (store_game_texts(h->db, game, &scen, &rdata) == PBEM_OK && scen)
		scenario_name(scen, name, sizeof name);
	free(scen);
	free(rdata);
	json_object_set_new(gj, "scenario", json_string(name));
	/* the rulings it was played by (rules_revision.c; absent: 1) */
	if (rules_revision_of_game(h, game) > 1)
		json_object_set_new(gj, "rules_revision", json_integer(
		    rules_revision_of_game(h, game)));
	if (over && store_game_final_state(h->db, game, &fin) == PBEM_OK)
		json_object_set_new(gj, "final_state", json_string(fin));
	free(fin);
	/* a campaign battle's first record links to the campaign's */
	if (store_campaign_game_link(h->db, game, link) == PBEM_OK)
		json_object_set_new(gj, "chain_from", json_string(link));
	a = json_pack("{s:s,s:s,s:o,s:o,s:o}", "format", "pbemd-archive-1",
	    "view", over ? "public" : "referee", "game", gj, "sides",
	    sides_json(h, r, game, json_string_value(json_object_get(
	    json_array_get(phases, 0), "state"))), "phases", phases);
	if (a == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	*out = a;
	return PBEM_OK;
}
