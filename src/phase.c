/* SPDX-License-Identifier: GPL-3.0-or-later */
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
	if ((rc = deadline_set(h, p, err)) != PBEM_OK)
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

/*
 * One resolution's working data.  phase_resolve_locked() owns it: every
 * pointer starts NULL, each step below fills some of it, and the one
 * `out:` label there frees it all, whatever step failed (invariant 4:
 * the caller then rolls the transaction back).
 */
struct resolution {
	const struct game_rules *rules;
	struct game_rec g;
	struct phase_rec p;		/* the open phase, resolved here */
	struct phase_rec next;		/* the phase opened after it */
	struct game_phase gp, ngp;	/* what p was due for; what is next */
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	char shas[GAME_MAX_SIDES][HASH_HEX_LEN];
	int nsides, missing;
	char *next_state;		/* new_state, serialised */
	json_t *state, *orders, *new_state, *events;
};

/* The open phase's stored state, and what its rules say is due. */
static int
resolve_load_state(const char *game, struct resolution *r,
    struct pbem_err *err)
{
	json_error_t jerr;
	int rc;

	if ((r->state = json_loads(r->p.state, 0, &jerr)) == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "stored state of %s "
		    "is not JSON: %s", game, jerr.text);
	if ((rc = r->rules->phase(r->rules, r->state, &r->gp)) != PBEM_OK ||
	    r->gp.over)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "game %s has an open "
		    "phase but its rules say nothing is due", game);
	return PBEM_OK;
}

/*
 * Each side's current sheet: its hash into the commitments, its orders
 * into one object.  Every side of the game is listed in the commitments,
 * in the module's order, so the seed covers each sheet that was sent.
 */
static int
resolve_collect_orders(struct home *h, const char *game,
    struct resolution *r, struct pbem_err *err)
{
	struct sheet_rec s;
	json_error_t jerr;
	json_t *o;
	int i;

	r->nsides = r->rules->sides(r->rules, r->state, r->sides,
	    GAME_MAX_SIDES);
	r->orders = json_object();
	for (i = 0; i < r->nsides; i++) {
		r->shas[i][0] = '\0';
		if (store_sheet_current(h->db, game, r->p.seq, r->sides[i],
		    &s) != PBEM_OK)
			continue;
		snprintf(r->shas[i], sizeof r->shas[i], "%s", s.sha);
		o = json_loads(s.orders, 0, &jerr);
		sheet_rec_free(&s);
		if (o == NULL)
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "stored "
			    "orders of %s in %s are not JSON", r->sides[i],
			    game);
		json_object_set_new(r->orders, r->sides[i], o);
	}
	return PBEM_OK;
}

/* The seed (invariant 2), the module's run on it, and the resolved
 * phase record stored with its record hash (invariant 3). */
static int
resolve_run_module(struct home *h, struct resolution *r,
    struct pbem_err *err)
{
	char next_sha[HASH_HEX_LEN];
	unsigned char seed[32];
	struct dice dice;
	int rc;

	phase_seed(r->p.secret, r->sides, r->shas, r->nsides, seed);
	hash_hex(seed, sizeof seed, r->p.seed);
	dice_init(&dice, seed);
	if ((rc = r->rules->resolve(r->rules, r->state, r->orders, &dice,
	    &r->new_state, &r->events, err)) != PBEM_OK)
		return rc;
	free(r->p.events);	/* "" as read from the open record */
	if ((r->p.events = game_state_dump(r->events)) == NULL ||
	    (r->next_state = game_state_dump(r->new_state)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot serialise "
		    "the result");
	hash_sha256_hex(r->next_state, strlen(r->next_state), next_sha);
	phase_record_hash(&r->p, r->sides, r->shas, r->nsides, next_sha,
	    r->p.record_sha);
	r->p.resolved = clock_now();
	if ((rc = store_phase_resolve(h->db, &r->p)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot store the resolution");
	return PBEM_OK;
}

/* The next phase opened, or the game finished with its final state. */
static int
resolve_open_next(struct home *h, const char *game, struct resolution *r,
    struct pbem_err *err)
{
	int rc;

	if ((rc = r->rules->phase(r->rules, r->new_state, &r->ngp)) !=
	    PBEM_OK)
		return rc;
	if (r->ngp.over) {
		/* The final state closes the archive: every state of the
		 * game is kept, the last one with the game itself. */
		if ((rc = store_game_finish(h->db, game, r->ngp.result,
		    r->next_state)) != PBEM_OK)
			return rc;
		snprintf(r->g.status, sizeof r->g.status, "over");
		snprintf(r->g.result, sizeof r->g.result, "%s", r->ngp.result);
		return PBEM_OK;
	}
	return phase_open(h, game, r->p.seq + 1, r->new_state, &r->ngp,
	    r->p.record_sha, &r->next, err);
}

/* Every side's report of the resolved phase queued (and the referee's). */
static int
resolve_send_reports(struct home *h, struct resolution *r,
    struct pbem_err *err)
{
	struct report_ctx rc_;

	memset(&rc_, 0, sizeof rc_);
	rc_.g = &r->g;
	rc_.rules = r->rules;
	rc_.state = r->new_state;
	rc_.events = r->events;
	rc_.done = &r->p;
	rc_.done_gp = &r->gp;
	rc_.sides = r->sides;
	rc_.shas = r->shas;
	rc_.nsides = r->nsides;
	rc_.next = r->ngp.over ? NULL : &r->next;
	rc_.gp = &r->ngp;
	rc_.before = r->state;
	return report_send_all(h, &rc_, err);
}

/*
 * open -> resolved (the caller, lifecycle_step(), holds the transaction
 * and the game's lock): unless a sheet is missing and not `force`, the
 * orders collected, the module run, the result stored, the next phase
 * opened and the reports queued; *done then 1.  Any failure stops at
 * once and leaves the rollback to the caller (invariant 4).
 */
int
phase_resolve_locked(struct home *h, const char *game, int force,
    int *done, struct pbem_err *err)
{
	struct resolution r;
	int rc;

	*done = 0;
	memset(&r, 0, sizeof r);
	if ((r.rules = game_module(h, game, &r.g, err)) == NULL)
		return err->rc;
	if (strcmp(r.g.status, "running") != 0)
		return PBEM_OK;
	if ((rc = store_phase_open_get(h->db, game, &r.p)) != PBEM_OK) {
		if (rc == PBEM_ERR_NOTFOUND)
			return PBEM_OK;
		return pbem_fail(err, rc, 0, "cannot read the open phase of %s",
		    game);
	}
	if ((rc = resolve_load_state(game, &r, err)) != PBEM_OK)
		goto out;
	if (!phase_sheets_in(h, &r.p, &r.gp, &r.missing) && !force) {
		rc = PBEM_OK;
		goto out;
	}
	if ((rc = resolve_collect_orders(h, game, &r, err)) != PBEM_OK)
		goto out;
	if ((rc = deadline_record_sides(h, &r.p, &r.gp, err)) !=
	    PBEM_OK)
		goto out;
	if ((rc = resolve_run_module(h, &r, err)) != PBEM_OK)
		goto out;
	if ((rc = resolve_open_next(h, game, &r, err)) != PBEM_OK)
		goto out;
	if ((rc = resolve_send_reports(h, &r, err)) != PBEM_OK)
		goto out;
	log_info("phase game=%s seq=%d turn=%d name=%s to=resolved "
	    "missing=%d record=%.16s", game, r.p.seq, r.p.turn, r.p.name,
	    r.missing, r.p.record_sha);
	*done = 1;
out:
	free(r.next_state);
	json_decref(r.state);
	json_decref(r.orders);
	json_decref(r.new_state);
	json_decref(r.events);
	phase_rec_free(&r.p);
	phase_rec_free(&r.next);
	return rc;
}
