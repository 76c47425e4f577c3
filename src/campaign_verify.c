/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_verify.c - a campaign's records checked from the start: the
 * first record, each battle's link into the chain and its replay, each
 * between-battle secret against its commitment, the seed from it and the
 * muster sheets, every side's rolls and roster again, each record.  The
 * first thing that differs is named.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_core.h"
#include "phase.h"

static int
same_text(const char *a, const char *b)
{
	return a && b && strcmp(a, b) == 0;
}

/* One battle's between step against what is stored. */
static int
verify_battle(struct home *h, const struct game_rules *r,
    const struct campaign_rec *c, int k, char prev[HASH_HEX_LEN],
    char sides[][GAME_NAME_LEN], int n, struct buf *out,
    struct pbem_err *err)
{
	struct campaign_battle_rec b, again;
	struct phase_rec first, last;
	char musters[GAME_MAX_SIDES][HASH_HEX_LEN];
	char rolls[GAME_MAX_SIDES][HASH_HEX_LEN], sha[HASH_HEX_LEN];
	struct buf logs[GAME_MAX_SIDES];
	char *stored = NULL, *dump = NULL, *log = NULL, *ptext = NULL;
	char caps_text[CAMPAIGN_CAPS_LEN], why[256];
	json_t *after = NULL, *caps = NULL, *before = NULL, *params = NULL;
	int i, seq = 0, rc;

	memset(&first, 0, sizeof first);
	memset(&last, 0, sizeof last);
	for (i = 0; i < n; i++)
		buf_init(&logs[i], 64 * 1024);
	if ((rc = store_campaign_battle_get(h->db, c->name, k, &b, NULL)) !=
	    PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "battle %d: no record", k);
		goto out;
	}
	if (strcmp(b.prev, prev) != 0 || store_phase_get(h->db, b.game, 1,
	    &first) != PBEM_OK || strcmp(first.prev_sha, prev) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d (%s): its "
		    "first phase does not link to the campaign's record", k,
		    b.game);
		goto out;
	}
	if ((rc = replay_game(h, b.game, 0, err)) != PBEM_OK)
		goto out;
	hash_sha256_hex(b.secret, strlen(b.secret), sha);
	if (strcmp(sha, b.secret_sha) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: the revealed "
		    "secret does not match its commitment", k);
		goto out;
	}
	/* what each side could bring: the battle's caps, its roster before */
	if (campaign_caps_get(h, c->name, k, &caps) != PBEM_OK ||
	    campaign_rosters(h, c->name, k - 1, &before, err) != PBEM_OK ||
	    store_campaign_texts(h->db, c->name, &ptext, NULL, NULL) !=
	    PBEM_OK || (params = json_loads(ptext, 0, NULL)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: cannot read "
		    "its caps, rosters or numbers", k);
		goto out;
	}
	for (i = 0; i < n; i++) {
		free(log);
		log = NULL;
		if (store_campaign_muster_get(h->db, c->name, k, sides[i],
		    musters[i], &log) != PBEM_OK) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: no "
			    "muster sheet of %s", k, sides[i]);
			goto out;
		}
		hash_sha256_hex(log, strlen(log), sha);
		if (strcmp(sha, musters[i]) != 0) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: %s's "
			    "muster sheet does not match its hash", k,
			    sides[i]);
			goto out;
		}
		if (json_object_size(caps) && campaign_cap_recheck(r, params,
		    caps, c, k, sides[i], json_object_get(before, sides[i]),
		    log, why, sizeof why) != 0) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: %s's "
			    "muster breaks the battle's cap: %s", k, sides[i],
			    why);
			goto out;
		}
	}
	free(log);
	log = NULL;
	again = b;
	if ((rc = campaign_between_run(h, r, c, &again, sides, n, &after,
	    logs, musters, err)) != PBEM_OK)
		goto out;
	if (strcmp(again.seed, b.seed) != 0 ||
	    strcmp(again.winner, b.winner) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: the seed or "
		    "the winner differs", k);
		goto out;
	}
	for (i = 0; i < n; i++) {
		free(stored);
		free(dump);
		free(log);
		stored = log = NULL;
		dump = game_state_dump(json_object_get(after, sides[i]));
		if (store_campaign_text_get(h->db, c->name, k, sides[i],
		    "rolls", &log) != PBEM_OK ||
		    !same_text(log, buf_str(&logs[i]))) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: %s's "
			    "between-battle rolls differ", k, sides[i]);
			goto out;
		}
		if (store_campaign_roster_get(h->db, c->name, k, sides[i],
		    &stored) != PBEM_OK || !same_text(stored, dump)) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: %s's "
			    "roster after it differs", k, sides[i]);
			goto out;
		}
		hash_sha256_hex(buf_str(&logs[i]), logs[i].len, rolls[i]);
		buf_addf(out, "battle %d: %s's rolls and roster re-derived\n", k,
		    sides[i]);
	}
	if (store_phase_last_seq(h->db, b.game, &seq) != PBEM_OK ||
	    store_phase_get(h->db, b.game, seq, &last) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: no last "
		    "phase", k);
		goto out;
	}
	campaign_caps_text(caps, caps_text, sizeof caps_text);
	campaign_between_record(last.record_sha, k, &b, sides, musters, rolls,
	    n, caps_text, sha);
	if (strcmp(sha, b.record) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d: the campaign "
		    "record differs", k);
		goto out;
	}
	buf_addf(out, "battle %d (%s): seed %s, record %s\n", k, b.game, b.seed,
	    b.record);
	snprintf(prev, HASH_HEX_LEN, "%s", b.record);
out:
	for (i = 0; i < n; i++)
		buf_free(&logs[i]);
	phase_rec_free(&first);
	phase_rec_free(&last);
	json_decref(after);
	json_decref(caps);
	json_decref(before);
	json_decref(params);
	free(ptext);
	free(stored);
	free(dump);
	free(log);
	return rc;
}

int
campaign_verify(struct home *h, const char *name, struct buf *out,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	struct campaign_battle_rec b;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], prev[HASH_HEX_LEN];
	char *params = NULL;
	int n, k, rc, upto;

	if ((r = campaign_module(h, name, &c, err)) == NULL)
		return err->rc;
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	if ((rc = store_campaign_texts(h->db, name, &params, NULL, NULL)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot read campaign %s", name);
	campaign_first_record(c.name, c.rules, sides, n, params, prev);
	free(params);
	if (c.current == 0 ? strcmp(prev, c.link) != 0 :
	    store_campaign_battle_get(h->db, name, 1, &b, NULL) != PBEM_OK ||
	    strcmp(prev, b.prev) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "the campaign's first "
		    "record differs (its sides or numbers were changed)");
	buf_addf(out, "campaign %s: first record %s\n", name, prev);
	upto = strcmp(c.status, "between") == 0 || strcmp(c.status, "over") ==
	    0 ? c.current : c.current - 1;
	for (k = 1; k <= upto; k++)
		if ((rc = verify_battle(h, r, &c, k, prev, sides, n, out, err)) !=
		    PBEM_OK)
			return rc;
	if (strcmp(c.status, "over") == 0) {
		json_t *first = NULL, *last = NULL;

		/* the end: each side's first and last roster */
		if ((rc = campaign_rosters(h, name, 0, &first, err)) == PBEM_OK &&
		    (rc = campaign_rosters(h, name, c.battles, &last, err)) ==
		    PBEM_OK)
			campaign_end_record(prev, sides, n, first, last, prev);
		json_decref(first);
		json_decref(last);
		if (rc != PBEM_OK)
			return rc;
	}
	if (upto == c.current && strcmp(prev, c.link) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "the campaign's last "
		    "record differs");
	buf_addf(out, "campaign %s: %d battle%s verified\n", name, upto,
	    upto == 1 ? "" : "s");
	return PBEM_OK;
}
