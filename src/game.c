/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * game.c - the life of a game before play: create it from a scenario,
 * register each side's player and key, start it (opening reports mailed).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "clock.h"
#include "log.h"
#include "phase.h"
#include "rules_revision.h"
#include "util.h"
#include "orders.h"

int
game_new(struct home *h, const struct game_new_args *a, struct pbem_err *err)
{
	const struct game_rules *rules;
	struct game_rec g;
	char *scenario = NULL, *rdata = NULL, path[PATH_MAX], dir[PATH_MAX];
	char uid[256];
	size_t slen, rlen;
	json_t *state = NULL;
	struct buf ids;
	int rc;

	if (!util_valid_name(a->id))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a valid "
		    "game id: use 1-32 letters, digits, - or _", a->id);
	if ((rules = game_rules_find(a->rules)) == NULL) {
		buf_init(&ids, 1024);
		game_rules_list(&ids);
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "unknown rules '%s'; "
		    "this pbemd has: %s", a->rules, buf_str(&ids));
		buf_free(&ids);
		return rc;
	}
	if (store_game_get(h->db, a->id, &g) == PBEM_OK)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "game '%s' already "
		    "exists", a->id);
	if ((rc = util_read_file(a->scenario_path, PBEM_MAX_SCENARIO,
	    &scenario, &slen, err)) != PBEM_OK)
		return rc;
	if (a->rules_data_path)
		snprintf(path, sizeof path, "%s", a->rules_data_path);
	else
		snprintf(path, sizeof path, "%s/games/%s/rules.json",
		    home_datadir(), rules->id);
	if ((rc = util_read_file(path, PBEM_MAX_SCENARIO, &rdata, &rlen,
	    err)) != PBEM_OK)
		goto out;
	/* Load it now so a bad scenario fails here, with its line. */
	if ((rc = rules->scenario_load(rules, scenario, slen, rdata, rlen, &state,
	    err)) != PBEM_OK) {
		char msg[sizeof err->msg];
		snprintf(msg, sizeof msg, "%s", err->msg);
		if (err->line)
			pbem_fail(err, rc, err->line, "%s:%d: %s",
			    a->scenario_path, err->line, msg);
		else
			pbem_fail(err, rc, 0, "%s: %s", a->scenario_path, msg);
		goto out;
	}
	memset(&g, 0, sizeof g);
	snprintf(g.id, sizeof g.id, "%s", a->id);
	snprintf(g.rules, sizeof g.rules, "%s", rules->id);
	snprintf(g.status, sizeof g.status, "new");
	g.created = clock_now();
	home_game_dir(h, a->id, dir, sizeof dir);
	home_keyring(h, a->id, path, sizeof path);
	if ((rc = util_mkdir_p(path, 0700, err)) != PBEM_OK ||
	    (rc = openpgp_keyring_prepare(path, err)) != PBEM_OK)
		goto out;
	if (a->referee_email) {
		if (!util_valid_address(a->referee_email)) {
			rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a "
			    "mail address", a->referee_email);
			goto out;
		}
		snprintf(g.referee_email, sizeof g.referee_email, "%s",
		    a->referee_email);
		if (a->referee_key_path) {
			char *key;
			size_t klen;
			if ((rc = util_read_file(a->referee_key_path,
			    PBEM_MAX_KEYFILE, &key, &klen, err)) != PBEM_OK)
				goto out;
			rc = openpgp_import(path, key, klen, g.referee_fpr,
			    uid, err);
			free(key);
			if (rc != PBEM_OK)
				goto out;
		}
	}
	if ((rc = store_game_insert(h->db, &g, scenario, rdata)) != PBEM_OK ||
	    (rc = rules_revision_keep(h, g.id, g.rules)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot store game: %s",
		    store_errmsg(h->db));
		goto out;
	}
	log_info("game id=%s rules=%s result=created", g.id, g.rules);
out:
	json_decref(state);
	free(scenario);
	free(rdata);
	return rc;
}

static int
side_of_game(const struct game_rules *r, const json_t *state, const char *side,
    char canon[GAME_NAME_LEN], struct buf *list)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	int n, i;

	n = r->sides(r, state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++) {
		buf_addf(list, "%s%s", i ? ", " : "", sides[i]);
		if (strcasecmp(sides[i], side) == 0) {
			snprintf(canon, GAME_NAME_LEN, "%s", sides[i]);
			return 1;
		}
	}
	return 0;
}

/* The opening state of a stored game, from its scenario and tables. */
static int
game_initial_state(struct home *h, const struct game_rules *r,
    const char *game, json_t **state, struct pbem_err *err)
{
	char *scenario, *rdata;
	int rc;

	if ((rc = store_game_texts(h->db, game, &scenario, &rdata)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot read game %s", game);
	rc = r->scenario_load(r, scenario, strlen(scenario), rdata, strlen(rdata),
	    state, err);
	free(scenario);
	free(rdata);
	return rc;
}

int
player_add(struct home *h, const char *game, const char *side,
    const char *email, const char *key_path, char fpr[64],
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct game_rec g;
	struct player_rec p, other;
	char keyring[PATH_MAX], uid[256], canon[GAME_NAME_LEN], *key = NULL;
	size_t klen;
	json_t *state = NULL;
	struct buf list;
	int rc;

	buf_init(&list, 1024);
	if ((r = game_module(h, game, &g, err)) == NULL)
		return err->rc;
	if (strcmp(g.status, "new") != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "game %s has started; "
		    "players are added before `pbemd game start`", game);
	if (!util_valid_address(email))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a mail "
		    "address (want name@domain)", email);
	if ((rc = game_initial_state(h, r, game, &state, err)) != PBEM_OK)
		return rc;
	if (!side_of_game(r, state, side, canon, &list)) {
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "game %s has no side "
		    "'%s'; its sides are: %s", game, side, buf_str(&list));
		goto out;
	}
	if (store_player_get(h->db, game, canon, &other) == PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "side %s of %s already "
		    "has a player (%s)", canon, game, other.email);
		goto out;
	}
	if ((rc = util_read_file(key_path, PBEM_MAX_KEYFILE, &key, &klen,
	    err)) != PBEM_OK)
		goto out;
	home_keyring(h, game, keyring, sizeof keyring);
	if ((rc = openpgp_import(keyring, key, klen, fpr, uid, err)) !=
	    PBEM_OK)
		goto out;
	if (store_player_by_fpr(h->db, game, fpr, &other) == PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "that key already "
		    "plays side %s of %s: each side needs its own key",
		    other.side, game);
		goto out;
	}
	memset(&p, 0, sizeof p);
	snprintf(p.game, sizeof p.game, "%s", game);
	snprintf(p.side, sizeof p.side, "%s", canon);
	snprintf(p.email, sizeof p.email, "%s", email);
	snprintf(p.fpr, sizeof p.fpr, "%s", fpr);
	if ((rc = store_player_add(h->db, &p)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot store player: %s",
		    store_errmsg(h->db));
		goto out;
	}
	log_info("player game=%s side=%s fpr=%s result=added", game, canon,
	    fpr);
out:
	buf_free(&list);
	free(key);
	json_decref(state);
	return rc;
}

int
game_start(struct home *h, const char *game, struct pbem_err *err)
{
	const struct game_rules *r;
	struct game_rec g;
	struct player_rec p;
	struct phase_rec first;
	struct game_phase gp;
	struct report_ctx rc_;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	json_t *state = NULL, *events = NULL;
	int n, i, rc;

	memset(&first, 0, sizeof first);
	if ((r = game_module(h, game, &g, err)) == NULL)
		return err->rc;
	if (strcmp(g.status, "new") != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "game %s is already "
		    "%s", game, g.status);
	if ((rc = game_initial_state(h, r, game, &state, err)) != PBEM_OK)
		return rc;
	n = r->sides(r, state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++)
		if (store_player_get(h->db, game, sides[i], &p) != PBEM_OK) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "side %s of %s "
			    "has no player yet: `pbemd player add %s %s "
			    "--email ADDR --key KEY.asc`", sides[i], game, game,
			    sides[i]);
			goto out;
		}
	if ((rc = r->phase(r, state, &gp)) != PBEM_OK || gp.over) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "the scenario of %s has "
		    "nothing to play", game);
		goto out;
	}
	if (store_begin(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
		goto out;
	}
	if ((rc = phase_open(h, game, 1, state, &gp,
	    "0000000000000000000000000000000000000000000000000000000000000000",
	    &first, err)) != PBEM_OK)
		goto rollback;
	if ((rc = store_game_set_status(h->db, game, "running", NULL)) !=
	    PBEM_OK)
		goto rollback;
	snprintf(g.status, sizeof g.status, "running");
	events = json_array();
	memset(&rc_, 0, sizeof rc_);
	rc_.g = &g;
	rc_.rules = r;
	rc_.state = state;
	rc_.events = events;
	rc_.next = &first;
	rc_.gp = &gp;
	if ((rc = report_send_all(h, &rc_, err)) != PBEM_OK)
		goto rollback;
	if (store_commit(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit");
		goto rollback;
	}
	log_info("game id=%s result=started", game);
	goto out;
rollback:
	store_rollback(h->db);
out:
	phase_rec_free(&first);
	json_decref(state);
	json_decref(events);
	return rc;
}
