/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_after.c - a battle is over: in one transaction its outcome
 * goes into the rosters, each side's between-battle rules run on the
 * committed seed, the campaign's record links the battle's last one, and
 * each side is told (its own roster before and after, its own rolls, what
 * it saw of the enemy, the results, what is due next).  After the last
 * battle every side gets the debrief: nothing is hidden any more.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_core.h"
#include "log.h"
#include "phase.h"

void
campaign_between_record(const char *prev, int n,
    const struct campaign_battle_rec *b, char sides[][GAME_NAME_LEN],
    char musters[][HASH_HEX_LEN], char rolls[][HASH_HEX_LEN], int nsides,
    const char *caps, char out[HASH_HEX_LEN])
{
	struct buf x;
	int i;

	buf_init(&x, 64 * 1024);
	buf_addf(&x, "pbemd-campaign-between-v1\nprev=%s\nbattle=%d\n"
	    "game=%s\nsecret=%s\nseed=%s\nwinner=%s\n", prev, n, b->game,
	    b->secret, b->seed, b->winner);
	for (i = 0; i < nsides; i++)
		buf_addf(&x, "side=%s muster=%s rolls=%s\n", sides[i],
		    musters[i], rolls[i]);
	if (caps && *caps)
		buf_addf(&x, "caps=%s\n", caps);
	hash_sha256_hex(buf_str(&x), x.len, out);
	buf_free(&x);
}

int
campaign_between_compute(const struct game_rules *r, const json_t *final,
    const json_t *before, const json_t *params, const char *secret,
    char sides[][GAME_NAME_LEN], char musters[][HASH_HEX_LEN], int n,
    json_t **after, struct buf logs[], char seed_hex[HASH_HEX_LEN],
    char *winner, size_t wlen, struct pbem_err *err)
{
	unsigned char seed[DICE_SEED_LEN];
	json_t *ros;
	const char *result;
	int i, rc;

	*after = NULL;
	if ((ros = json_deep_copy(before)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if ((rc = r->campaign->outcome(r, final, ros, winner, wlen, err)) !=
	    PBEM_OK) {
		json_decref(ros);
		return rc;
	}
	/* the seed as a phase's dice: the secret and every muster sheet */
	phase_seed(secret, sides, musters, n, seed);
	hash_hex(seed, sizeof seed, seed_hex);
	for (i = 0; i < n; i++) {
		result = winner[0] == '\0' ? "drawn" :
		    strcmp(winner, sides[i]) == 0 ? "won" : "lost";
		if ((rc = r->campaign->between(r, params, sides[i], result,
		    json_object_get(ros, sides[i]), seed, &logs[i], err)) !=
		    PBEM_OK) {
			json_decref(ros);
			return rc;
		}
	}
	*after = ros;
	return PBEM_OK;
}

/* The between step of one battle from the store (not stored): the
 * rosters after it, each side's roll log, the seed, the winner.  Shared
 * with campaign_verify.c, which runs it again from the records. */
int
campaign_between_run(struct home *h, const struct game_rules *r,
    const struct campaign_rec *c, struct campaign_battle_rec *b,
    char sides[][GAME_NAME_LEN], int n, json_t **after,
    struct buf logs[], char musters[][HASH_HEX_LEN], struct pbem_err *err)
{
	char *final = NULL, *params = NULL;
	json_t *state = NULL, *ros = NULL, *pj = NULL;
	int i, rc;

	*after = NULL;
	if ((rc = store_game_final_state(h->db, b->game, &final)) != PBEM_OK ||
	    (state = json_loads(final, 0, NULL)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d (%s) has no "
		    "final state", b->n, b->game);
		goto out;
	}
	if ((rc = campaign_rosters(h, c->name, b->n - 1, &ros, err)) != PBEM_OK)
		goto out;
	if ((rc = store_campaign_texts(h->db, c->name, &params, NULL, NULL)) !=
	    PBEM_OK || (pj = json_loads(params, 0, NULL)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "bad campaign numbers");
		goto out;
	}
	for (i = 0; i < n; i++)
		if (store_campaign_muster_get(h->db, c->name, b->n, sides[i],
		    musters[i], NULL) != PBEM_OK) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "battle %d has no "
			    "muster of %s", b->n, sides[i]);
			goto out;
		}
	rc = campaign_between_compute(r, state, ros, pj, b->secret, sides,
	    musters, n, after, logs, b->seed, b->winner, sizeof b->winner,
	    err);
out:
	free(final);
	free(params);
	json_decref(state);
	json_decref(ros);
	json_decref(pj);
	return rc;
}

static void
results_text(struct home *h, const struct campaign_rec *c, int upto,
    struct buf *m)
{
	struct campaign_battle_rec b;
	struct game_rec g;
	int k;

	for (k = 1; k <= upto; k++)
		if (store_campaign_battle_get(h->db, c->name, k, &b, NULL) ==
		    PBEM_OK && store_game_get(h->db, b.game, &g) == PBEM_OK)
			buf_addf(m, "  battle %d (%s): %s\n", k, b.game,
			    g.result);
}

static void
audit_text(struct buf *m, const struct campaign_battle_rec *b,
    char sides[][GAME_NAME_LEN], char musters[][HASH_HEX_LEN], int n,
    const char *battle_last)
{
	int i;

	buf_addf(m, "AUDIT\nHost secret of the between-battle rolls (its "
	    "SHA-256 %s\nwas in the muster call):\n  %s\nMuster sheets sealed "
	    "(SHA-256):\n", b->secret_sha, b->secret);
	for (i = 0; i < n; i++)
		buf_addf(m, "  %-6s %s\n", sides[i], musters[i]);
	buf_addf(m, "Seed (from the secret and the muster sheets, as the dice "
	    "of a phase):\n  %s\nEach unit rolls on its own stream: SHA-256("
	    "\"pbemd-campaign-unit-v1\",\nseed, side, id).\nThe battle's last "
	    "record:\n  %s\nCampaign record after the battle:\n  %s\n",
	    b->seed, battle_last, b->record);
}

static int
side_report(struct home *h, const struct game_rules *r,
    const struct campaign_rec *c, const struct campaign_battle_rec *b,
    const char *side, const json_t *before, const json_t *after,
    const json_t *final, const char *log, char sides[][GAME_NAME_LEN],
    char musters[][HASH_HEX_LEN], int n, const char *battle_last,
    struct pbem_err *err)
{
	struct buf m;
	const char *res;
	int rc;

	res = b->winner[0] == '\0' ? "drawn" : strcmp(b->winner, side) == 0 ?
	    "won" : "lost";
	buf_init(&m, PBEM_MAX_REPORT);
	buf_addf(&m, "Subject: [%s] Campaign %s, after battle %d of %d: you "
	    "%s\n\n", c->name, c->name, b->n, c->battles, res);
	buf_addf(&m, "%s, campaign %s: battle %d of %d (game %s) is over.\n"
	    "You command %s: you %s.\n\nRESULTS SO FAR\n", r->title, c->name,
	    b->n, c->battles, b->game, side, res);
	results_text(h, c, b->n, &m);
	buf_adds(&m, "\nYOUR ROSTER BEFORE THE BATTLE\n");
	campaign_roster_text(&m, r, json_object_get(before, side));
	buf_adds(&m, "\nYOUR BETWEEN-BATTLE ROLLS\n");
	buf_adds(&m, *log ? log : "  none\n");
	buf_adds(&m, "\nYOUR ROSTER NOW\n");
	campaign_roster_text(&m, r, json_object_get(after, side));
	buf_addf(&m, "\nWHAT YOUR FORCES SAW OF THE ENEMY IN BATTLE %d\n",
	    b->n);
	if (r->campaign->intel(r, final, side, &m) != PBEM_OK)
		buf_adds(&m, "  (not known)\n");
	buf_adds(&m, "\n");
	audit_text(&m, b, sides, musters, n, battle_last);
	if (b->n < c->battles)
		buf_addf(&m, "\nNEXT\nBattle %d of %d: the muster call comes "
		    "when the referee calls it.\n", b->n + 1, c->battles);
	else
		buf_adds(&m, "\nNEXT\nThe campaign is over: the debrief "
		    "follows.\n");
	rc = m.failed ? pbem_fail(err, PBEM_ERR_LIMIT, 0, "campaign report "
	    "too long") : campaign_mail(h, c->name, b->n, side, "report",
	    buf_str(&m), err);
	buf_free(&m);
	return rc;
}

void
campaign_end_record(const char *prev, char sides[][GAME_NAME_LEN], int n,
    const json_t *first, const json_t *last, char out[HASH_HEX_LEN])
{
	char sha[HASH_HEX_LEN], *dump;
	struct buf x;
	int i;

	buf_init(&x, 64 * 1024);
	buf_addf(&x, "pbemd-campaign-end-v1\nprev=%s\n", prev);
	for (i = 0; i < n; i++) {
		dump = game_state_dump(json_object_get(first, sides[i]));
		hash_sha256_hex(dump ? dump : "", dump ? strlen(dump) : 0, sha);
		free(dump);
		buf_addf(&x, "side=%s first=%s", sides[i], sha);
		dump = game_state_dump(json_object_get(last, sides[i]));
		hash_sha256_hex(dump ? dump : "", dump ? strlen(dump) : 0, sha);
		free(dump);
		buf_addf(&x, " last=%s\n", sha);
	}
	hash_sha256_hex(buf_str(&x), x.len, out);
	buf_free(&x);
}

/* The end: every roster and roll to every side, and the last record. */
static int
debrief(struct home *h, const struct game_rules *r, struct campaign_rec *c,
    char sides[][GAME_NAME_LEN], int n, struct pbem_err *err)
{
	struct buf m;
	json_t *first = NULL, *last = NULL;
	char *log;
	int i, k, rc;

	if ((rc = campaign_rosters(h, c->name, 0, &first, err)) != PBEM_OK ||
	    (rc = campaign_rosters(h, c->name, c->battles, &last, err)) !=
	    PBEM_OK)
		goto out;
	campaign_end_record(c->link, sides, n, first, last, c->link);
	buf_init(&m, PBEM_MAX_REPORT);
	buf_addf(&m, "Subject: [%s] Campaign %s is over: the debrief\n\n%s, "
	    "campaign %s: all %d battles are fought.  Nothing is hidden any\n"
	    "more: every side's roster and every roll.\n\nRESULTS\n",
	    c->name, c->name, r->title, c->name, c->battles);
	results_text(h, c, c->battles, &m);
	for (i = 0; i < n; i++) {
		buf_addf(&m, "\n%s: ROSTER BEFORE THE FIRST BATTLE\n", sides[i]);
		campaign_roster_text(&m, r, json_object_get(first, sides[i]));
		for (k = 1; k <= c->battles; k++)
			if (store_campaign_text_get(h->db, c->name, k, sides[i],
			    "rolls", &log) == PBEM_OK) {
				buf_addf(&m, "%s: ROLLS AFTER BATTLE %d\n%s",
				    sides[i], k, *log ? log : "  none\n");
				free(log);
			}
		buf_addf(&m, "%s: ROSTER AT THE END\n", sides[i]);
		campaign_roster_text(&m, r, json_object_get(last, sides[i]));
	}
	buf_addf(&m, "\nFINAL CAMPAIGN RECORD\n  %s\n`pbemd campaign verify "
	    "%s` re-derives every roll and roster from the records.\n",
	    c->link, c->name);
	for (i = 0; i < n && rc == PBEM_OK; i++)
		rc = m.failed ? PBEM_ERR_LIMIT : campaign_mail(h, c->name,
		    c->battles + 1, sides[i], "debrief", buf_str(&m), err);
	buf_free(&m);
out:
	json_decref(first);
	json_decref(last);
	return rc;
}

int
campaign_after(struct home *h, const char *name, int *done,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	struct campaign_battle_rec b;
	struct game_rec g;
	struct phase_rec last;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	char musters[GAME_MAX_SIDES][HASH_HEX_LEN];
	char rolls[GAME_MAX_SIDES][HASH_HEX_LEN];
	char caps[CAMPAIGN_CAPS_LEN];
	struct buf logs[GAME_MAX_SIDES];
	char *scen = NULL, *final = NULL, *dump;
	json_t *before = NULL, *after = NULL, *fstate = NULL;
	int i, n, seq = 0, rc;

	*done = 0;
	memset(&last, 0, sizeof last);
	if ((r = campaign_module(h, name, &c, err)) == NULL)
		return err->rc;
	if (strcmp(c.status, "battle") != 0)
		return PBEM_OK;
	if ((rc = store_campaign_battle_get(h->db, name, c.current, &b,
	    &scen)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot read battle %d",
		    c.current);
	if (store_game_get(h->db, b.game, &g) != PBEM_OK ||
	    strcmp(g.status, "over") != 0) {
		free(scen);
		return PBEM_OK;
	}
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++)
		buf_init(&logs[i], 64 * 1024);
	if ((rc = campaign_between_run(h, r, &c, &b, sides, n, &after, logs,
	    musters, err)) != PBEM_OK ||
	    (rc = campaign_rosters(h, name, b.n - 1, &before, err)) != PBEM_OK)
		goto out;
	if (store_phase_last_seq(h->db, b.game, &seq) != PBEM_OK ||
	    store_phase_get(h->db, b.game, seq, &last) != PBEM_OK ||
	    store_game_final_state(h->db, b.game, &final) != PBEM_OK ||
	    (fstate = json_loads(final, 0, NULL)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "cannot read the end of "
		    "%s", b.game);
		goto out;
	}
	for (i = 0; i < n; i++)
		hash_sha256_hex(buf_str(&logs[i]), logs[i].len, rolls[i]);
	campaign_caps_stored(h, name, b.n, caps, sizeof caps);
	campaign_between_record(last.record_sha, b.n, &b, sides, musters,
	    rolls, n, caps, b.record);
	snprintf(b.status, sizeof b.status, "done");
	snprintf(c.link, sizeof c.link, "%s", b.record);
	snprintf(c.status, sizeof c.status, "%s", b.n >= c.battles ? "over" :
	    "between");
	if (store_begin(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
		goto out;
	}
	for (i = 0; i < n; i++) {
		if ((dump = game_state_dump(json_object_get(after, sides[i]))) ==
		    NULL) {
			rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
			goto rollback;
		}
		rc = store_campaign_roster_put(h->db, name, b.n, sides[i], dump);
		free(dump);
		if (rc != PBEM_OK || (rc = store_campaign_text_put(h->db, name,
		    b.n, sides[i], "rolls", buf_str(&logs[i]))) != PBEM_OK)
			goto rollback;
	}
	if ((rc = store_campaign_battle_put(h->db, name, &b, scen)) != PBEM_OK)
		goto rollback;
	for (i = 0; i < n; i++)
		if ((rc = side_report(h, r, &c, &b, sides[i], before, after,
		    fstate, buf_str(&logs[i]), sides, musters, n,
		    last.record_sha, err)) != PBEM_OK)
			goto rollback;
	if (b.n >= c.battles && (rc = debrief(h, r, &c, sides, n, err)) !=
	    PBEM_OK)
		goto rollback;
	if ((rc = store_campaign_update(h->db, &c)) != PBEM_OK ||
	    store_commit(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit");
		goto rollback;
	}
	*done = 1;
	log_info("campaign name=%s battle=%d winner=%s result=recorded", name,
	    b.n, b.winner[0] ? b.winner : "none");
	goto out;
rollback:
	store_rollback(h->db);
out:
	for (i = 0; i < n; i++)
		buf_free(&logs[i]);
	phase_rec_free(&last);
	json_decref(before);
	json_decref(after);
	json_decref(fstate);
	free(scen);
	free(final);
	return rc;
}

int
campaign_after_all(struct home *h, struct pbem_err *err)
{
	char names[64][PBEM_MAX_NAME + 1];
	int i, n, done, rc = PBEM_OK;

	if (store_campaign_names(h->db, "battle", names, 64, &n) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot list campaigns");
	for (i = 0; i < n && rc == PBEM_OK; i++)
		rc = campaign_after(h, names[i], &done, err);
	return rc;
}

int
campaign_poll(struct home *h, struct pbem_err *err)
{
	int rc;

	if ((rc = campaign_make_ready(h, err)) != PBEM_OK)
		return rc;
	return campaign_after_all(h, err);
}
