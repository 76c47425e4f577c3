/*
 * phase.c - the phase engine: collect -> seal -> resolve -> report.
 *
 * NOTES ON THE DESIGN OF THE PHASE ENGINE
 *
 * What a phase is and does; WHEN it changes state is src/lifecycle.c's
 * (every transition goes through lifecycle_step()):
 *   (none)     -> open       phase_open()      state stored, host secret
 *                                               drawn, its hash committed
 *   open       -> open       seal_mail()       a sheet sealed or replaced
 *   open       -> resolved   phase_resolve_locked(), asked by
 *                            lifecycle_step(): in ONE transaction: seed,
 *                                               module run, new state,
 *                                               events, reports, mails, and
 *                                               the next phase opened
 * Invariants:
 *   1. A sheet is visible only to its author (receipt) and the referee
 *      until its phase resolves.
 *   2. The seed cannot be known before every sheet is in: it is
 *      SHA-256(secret, each side's sheet hash); the secret's hash was
 *      published when the phase opened, the secret itself after.
 *   3. Every phase record carries the record hash of the one before it
 *      (prev_sha); the first carries 64 zeros.
 *   4. All or nothing: if any step of a resolution fails, nothing of it
 *      is stored and no mail is queued.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "clock.h"
#include "dice.h"
#include "hash.h"
#include "log.h"
#include "phase.h"
#include "trigger.h"
#include "mailer.h"

int
phase_open(struct home *h, const char *game, int seq, const json_t *state,
    const struct game_phase *gp, const char *prev_sha, struct phase_rec *p,
    struct pbem_err *err)
{
	unsigned char secret[32];
	int rc;

	memset(p, 0, sizeof *p);
	snprintf(p->game, sizeof p->game, "%s", game);
	p->seq = seq;
	p->turn = gp->turn;
	snprintf(p->name, sizeof p->name, "%s", gp->name);
	snprintf(p->kind, sizeof p->kind, "%s", gp->kind);
	p->status = PHASE_ROW_OPEN;
	if ((p->state = game_state_dump(state)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot serialise "
		    "the game state");
	hash_sha256_hex(p->state, strlen(p->state), p->state_sha);
	dice_phase_secret(game, seq, secret);
	hash_hex(secret, sizeof secret, p->secret);
	hash_sha256_hex(p->secret, strlen(p->secret), p->secret_sha);
	snprintf(p->prev_sha, sizeof p->prev_sha, "%s", prev_sha);
	p->opened = clock_now();
	p->events = NULL;
	if ((rc = store_phase_insert(h->db, p)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot store phase %d of %s: %s",
		    seq, game, store_errmsg(h->db));
	if ((rc = trigger_set_deadline(h, p, err)) != PBEM_OK)
		return rc;
	log_info("phase game=%s seq=%d turn=%d name=%s to=open", game, seq,
	    gp->turn, gp->name);
	return PBEM_OK;
}

void
phase_seed(const char *secret_hex, char sides[][GAME_NAME_LEN],
    char shas[][HASH_HEX_LEN], int nsides, unsigned char seed[32])
{
	struct buf b;
	int i;

	buf_init(&b, 64 * 1024);
	buf_addf(&b, "pbemd-seed-v1\nsecret=%s\n", secret_hex);
	for (i = 0; i < nsides; i++)
		buf_addf(&b, "sheet %s=%s\n", sides[i],
		    shas[i][0] ? shas[i] : "none");
	hash_sha256(buf_str(&b), b.len, seed);
	buf_free(&b);
}

void
phase_record_hash(const struct phase_rec *p, char sides[][GAME_NAME_LEN],
    char shas[][HASH_HEX_LEN], int nsides, const char *next_state_sha,
    char out[HASH_HEX_LEN])
{
	char evsha[HASH_HEX_LEN];
	struct buf b;
	int i;

	hash_sha256_hex(p->events ? p->events : "", p->events ?
	    strlen(p->events) : 0, evsha);
	buf_init(&b, 64 * 1024);
	buf_addf(&b, "pbemd-phase-v1\ngame=%s\nseq=%d\nturn=%d\nphase=%s\n"
	    "prev=%s\nstate=%s\nsecret=%s\nseed=%s\n", p->game, p->seq,
	    p->turn, p->name, p->prev_sha, p->state_sha, p->secret, p->seed);
	for (i = 0; i < nsides; i++)
		buf_addf(&b, "sheet %s=%s\n", sides[i],
		    shas[i][0] ? shas[i] : "none");
	buf_addf(&b, "events=%s\nnext_state=%s\n", evsha, next_state_sha);
	hash_sha256_hex(buf_str(&b), b.len, out);
	buf_free(&b);
}

/* Which of the due sides have a sheet in; 1 when all do. */
static int
phase_sheets_in(struct home *h, const struct phase_rec *p,
    const struct game_phase *gp, int *missing)
{
	struct sheet_rec s;
	int i, all = 1;

	*missing = 0;
	for (i = 0; i < gp->nsides; i++) {
		if (store_sheet_current(h->db, p->game, p->seq, gp->sides[i],
		    &s) == PBEM_OK) {
			sheet_rec_free(&s);
			continue;
		}
		all = 0;
		(*missing)++;
	}
	return all;
}

int
phase_resolve_locked(struct home *h, const char *game, int force,
    int *done, struct pbem_err *err)
{
	const struct game_rules *rules;
	struct game_rec g;
	struct phase_rec p, next;
	struct game_phase gp, ngp;
	struct sheet_rec s;
	struct dice dice;
	struct report_ctx rc_;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	char shas[GAME_MAX_SIDES][HASH_HEX_LEN];
	char next_sha[HASH_HEX_LEN], *next_state = NULL;
	unsigned char seed[32];
	json_t *state = NULL, *orders = NULL, *new_state = NULL, *events = NULL;
	json_t *o;
	json_error_t jerr;
	int nsides, i, missing, rc;

	*done = 0;
	memset(&p, 0, sizeof p);
	memset(&next, 0, sizeof next);
	if ((rules = game_module(h, game, &g, err)) == NULL)
		return err->rc;
	if (strcmp(g.status, "running") != 0)
		return PBEM_OK;
	if ((rc = store_phase_open_get(h->db, game, &p)) != PBEM_OK) {
		if (rc == PBEM_ERR_NOTFOUND)
			return PBEM_OK;
		return pbem_fail(err, rc, 0, "cannot read the open phase of %s",
		    game);
	}
	if ((state = json_loads(p.state, 0, &jerr)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "stored state of %s is "
		    "not JSON: %s", game, jerr.text);
		goto out;
	}
	if ((rc = rules->phase(rules, state, &gp)) != PBEM_OK || gp.over) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "game %s has an open "
		    "phase but its rules say nothing is due", game);
		goto out;
	}
	if (!phase_sheets_in(h, &p, &gp, &missing) && !force) {
		rc = PBEM_OK;
		goto out;
	}
	/* Every side of the game is listed in the commitments, in the
	 * module's order, so the seed covers each sheet that was sent. */
	nsides = rules->sides(rules, state, sides, GAME_MAX_SIDES);
	orders = json_object();
	for (i = 0; i < nsides; i++) {
		shas[i][0] = '\0';
		if (store_sheet_current(h->db, game, p.seq, sides[i], &s) !=
		    PBEM_OK)
			continue;
		snprintf(shas[i], sizeof shas[i], "%s", s.sha);
		o = json_loads(s.orders, 0, &jerr);
		sheet_rec_free(&s);
		if (o == NULL) {
			rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "stored orders "
			    "of %s in %s are not JSON", sides[i], game);
			goto out;
		}
		json_object_set_new(orders, sides[i], o);
	}
	if ((rc = trigger_record_reliability(h, &p, &gp, err)) != PBEM_OK)
		goto out;
	phase_seed(p.secret, sides, shas, nsides, seed);
	hash_hex(seed, sizeof seed, p.seed);
	dice_init(&dice, seed);
	if ((rc = rules->resolve(rules, state, orders, &dice, &new_state, &events,
	    err)) != PBEM_OK)
		goto out;
	free(p.events);		/* "" as read from the open record */
	if ((p.events = game_state_dump(events)) == NULL ||
	    (next_state = game_state_dump(new_state)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot serialise the "
		    "result");
		goto out;
	}
	hash_sha256_hex(next_state, strlen(next_state), next_sha);
	phase_record_hash(&p, sides, shas, nsides, next_sha, p.record_sha);
	p.resolved = clock_now();
	if ((rc = store_phase_resolve(h->db, &p)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot store the resolution");
		goto out;
	}
	if ((rc = rules->phase(rules, new_state, &ngp)) != PBEM_OK)
		goto out;
	if (ngp.over) {
		/* The final state closes the archive: every state of the
		 * game is kept, the last one with the game itself. */
		if ((rc = store_game_finish(h->db, game, ngp.result,
		    next_state)) != PBEM_OK)
			goto out;
		snprintf(g.status, sizeof g.status, "over");
		snprintf(g.result, sizeof g.result, "%s", ngp.result);
	} else if ((rc = phase_open(h, game, p.seq + 1, new_state, &ngp,
	    p.record_sha, &next, err)) != PBEM_OK)
		goto out;
	memset(&rc_, 0, sizeof rc_);
	rc_.g = &g;
	rc_.rules = rules;
	rc_.state = new_state;
	rc_.events = events;
	rc_.done = &p;
	rc_.done_gp = &gp;
	rc_.sides = sides;
	rc_.shas = shas;
	rc_.nsides = nsides;
	rc_.next = ngp.over ? NULL : &next;
	rc_.gp = &ngp;
	rc_.before = state;
	if ((rc = report_send_all(h, &rc_, err)) != PBEM_OK)
		goto out;
	log_info("phase game=%s seq=%d turn=%d name=%s to=resolved "
	    "missing=%d record=%.16s", game, p.seq, p.turn, p.name, missing,
	    p.record_sha);
	*done = 1;
out:
	free(next_state);
	json_decref(state);
	json_decref(orders);
	json_decref(new_state);
	json_decref(events);
	phase_rec_free(&p);
	phase_rec_free(&next);
	return rc;
}

int
phase_resolve(struct home *h, const char *game, int force,
    struct pbem_err *err)
{
	struct lifecycle_arg a;
	int rc;

	if (store_begin(h->db) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin: %s",
		    store_errmsg(h->db));
	memset(&a, 0, sizeof a);
	a.force = force;
	rc = lifecycle_step(h, game, PHASE_EV_RESOLVE, NULL, NULL, &a, err);
	if (rc != PBEM_OK) {
		store_rollback(h->db);
		return rc;
	}
	if (store_commit(h->db) != PBEM_OK) {
		store_rollback(h->db);
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit: %s",
		    store_errmsg(h->db));
	}
	return a.done ? PBEM_OK : PBEM_ERR_STATE;
}
