/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * lifecycle.c - the life cycle of a game's current phase: the ONLY way a
 * phase changes state.  The trigger (the clock, the sheets coming in) and
 * every referee command ask lifecycle_step() for a transition; it refuses
 * one the table below does not allow, performs the change in the store,
 * writes the history row, logs `phase game=.. seq=.. from=.. to=..`, and
 * checks the invariants.  What players are told about it is the caller's
 * business (referee.c, trigger.c).  lifecycle_resolve() is the trigger's
 * RESOLVE in a transaction of its own.  Below it: phase.c (the work of a
 * resolution), deadline.c (a reopened phase's deadline), the store.
 *
 * NOTES ON THE DESIGN OF THE PHASE LIFE CYCLE
 *
 * States (of the game's newest phase).  ONE place holds them: the phase
 * row's status (store.h, enum phase_status: open, paused, held,
 * resolved), with the game's own status for NONE and RESOLVED when no
 * phase is open.  Only this file reads or writes it: everything else
 * asks lifecycle_state() and asks for a change through lifecycle_step().
 *   NONE       the game has not started
 *   OPEN       sheets are taken; the phase resolves when they are all in,
 *              or by the deadline and the NMR policy
 *   PAUSED     sheets are taken, the clock stands still, nothing resolves
 *   HELD       approval mode: resolved on a copy, every report with the
 *              referee, no sheet taken
 *   RESOLVED   the game's last phase once the game is over
 *   DISCARDED  a phase set aside by a rollback (kept in phase_archive)
 *
 * Transitions, and who asks for them:
 *   (none)   -> OPEN       phase_open()              game start, and each
 *                                                    resolution opens the next
 *   OPEN     -> RESOLVED   RESOLVE   trigger.c       every due sheet in, or
 *                                                    the deadline passed
 *   OPEN     -> RESOLVED   PROCESS   referee process TURN PHASE
 *   HELD     -> RESOLVED   PROCESS   referee process (a forced release)
 *   OPEN     -> HELD       HOLD      trigger.c       approval mode
 *   HELD     -> RESOLVED   RELEASE   referee release
 *   HELD     -> OPEN       REJECT    referee reject  (a new host secret)
 *   OPEN     -> PAUSED     PAUSE     referee pause
 *   PAUSED   -> OPEN       RESUME    referee resume  (deadline moves by
 *                                                    the pause's length)
 *   any      -> OPEN       ROLLBACK  referee rollback SEQ: phases SEQ..
 *                                    are archived (DISCARDED), SEQ reopens
 *                                    with a new host secret
 * and the changes that keep the state, each allowed only where listed:
 *   OPEN, PAUSED, HELD     AMEND     referee amend (the open state)
 *   OPEN, PAUSED, HELD     EXTEND    referee extend (a later deadline)
 *   OPEN, PAUSED, HELD     REPLACE   referee replace (a new player)
 *   any                    SET       referee set (for the next phases)
 * so every referee command that changes a game passes through here.
 *
 * Invariants (lifecycle_invariants(), asserted after every transition):
 *   1. A game has at most one open phase, and it is its newest.
 *   2. A running game has exactly one open phase; a game that is over
 *      has none.
 *   3. The open phase's host secret matches the commitment published
 *      when it opened: secret_sha = SHA-256(secret).
 *   4. A resolved phase carries its seed and record hash, and its
 *      prev_sha is the record hash of the phase before it (64 zeros for
 *      the first): the archive is one hash chain.
 *   5. A PAUSED or HELD phase never resolves by the clock, and a PAUSED
 *      one not by the referee either (the table has no such row).
 *   6. A deadline never moves earlier than announced (resume only adds
 *      the pause's length).
 * The caller holds the store's transaction; a refused transition changes
 * nothing.
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "dice.h"
#include "hash.h"
#include "log.h"
#include "phase.h"
#include "template.h"

struct transition {
	enum phase_state from;
	enum phase_event ev;
	enum phase_state to;
};

static const struct transition transitions[] = {
	{ PHASE_OPEN,     PHASE_EV_RESOLVE,  PHASE_RESOLVED },
	{ PHASE_OPEN,     PHASE_EV_PROCESS,  PHASE_RESOLVED },
	{ PHASE_HELD,     PHASE_EV_PROCESS,  PHASE_RESOLVED },
	{ PHASE_OPEN,     PHASE_EV_HOLD,     PHASE_HELD },
	{ PHASE_HELD,     PHASE_EV_RELEASE,  PHASE_RESOLVED },
	{ PHASE_HELD,     PHASE_EV_REJECT,   PHASE_OPEN },
	{ PHASE_OPEN,     PHASE_EV_PAUSE,    PHASE_PAUSED },
	{ PHASE_PAUSED,   PHASE_EV_RESUME,   PHASE_OPEN },
	{ PHASE_OPEN,     PHASE_EV_ROLLBACK, PHASE_OPEN },
	{ PHASE_PAUSED,   PHASE_EV_ROLLBACK, PHASE_PAUSED },
	{ PHASE_HELD,     PHASE_EV_ROLLBACK, PHASE_OPEN },
	{ PHASE_RESOLVED, PHASE_EV_ROLLBACK, PHASE_OPEN },
	{ PHASE_OPEN,     PHASE_EV_AMEND,    PHASE_OPEN },
	{ PHASE_PAUSED,   PHASE_EV_AMEND,    PHASE_PAUSED },
	{ PHASE_HELD,     PHASE_EV_AMEND,    PHASE_HELD },
	{ PHASE_OPEN,     PHASE_EV_EXTEND,   PHASE_OPEN },
	{ PHASE_PAUSED,   PHASE_EV_EXTEND,   PHASE_PAUSED },
	{ PHASE_HELD,     PHASE_EV_EXTEND,   PHASE_HELD },
	{ PHASE_OPEN,     PHASE_EV_REPLACE,  PHASE_OPEN },
	{ PHASE_PAUSED,   PHASE_EV_REPLACE,  PHASE_PAUSED },
	{ PHASE_HELD,     PHASE_EV_REPLACE,  PHASE_HELD },
	{ PHASE_NONE,     PHASE_EV_SET,      PHASE_NONE },
	{ PHASE_OPEN,     PHASE_EV_SET,      PHASE_OPEN },
	{ PHASE_PAUSED,   PHASE_EV_SET,      PHASE_PAUSED },
	{ PHASE_HELD,     PHASE_EV_SET,      PHASE_HELD },
	{ PHASE_RESOLVED, PHASE_EV_SET,      PHASE_RESOLVED },
};

const char *
phase_state_name(enum phase_state s)
{
	switch (s) {
	case PHASE_NONE:	return "none";
	case PHASE_OPEN:	return "open";
	case PHASE_PAUSED:	return "paused";
	case PHASE_HELD:	return "held";
	case PHASE_RESOLVED:	return "resolved";
	case PHASE_DISCARDED:	return "discarded";
	}
	return "?";
}

const char *
phase_event_name(enum phase_event ev)
{
	switch (ev) {
	case PHASE_EV_RESOLVE:	return "resolve";
	case PHASE_EV_PROCESS:	return "process";
	case PHASE_EV_HOLD:	return "hold";
	case PHASE_EV_RELEASE:	return "release";
	case PHASE_EV_REJECT:	return "reject";
	case PHASE_EV_PAUSE:	return "pause";
	case PHASE_EV_RESUME:	return "resume";
	case PHASE_EV_ROLLBACK:	return "rollback";
	case PHASE_EV_AMEND:	return "amend";
	case PHASE_EV_EXTEND:	return "extend";
	case PHASE_EV_REPLACE:	return "replace";
	case PHASE_EV_SET:	return "set";
	}
	return "?";
}

int
lifecycle_state(struct home *h, const char *game, enum phase_state *st)
{
	struct game_rec g;
	struct phase_rec p;
	int rc;

	*st = PHASE_NONE;
	if ((rc = store_game_get(h->db, game, &g)) != PBEM_OK)
		return rc;
	if ((rc = store_phase_open_get(h->db, game, &p)) != PBEM_OK) {
		if (rc != PBEM_ERR_NOTFOUND)
			return rc;
		*st = strcmp(g.status, "over") == 0 ? PHASE_RESOLVED :
		    PHASE_NONE;
		return PBEM_OK;
	}
	*st = p.status == PHASE_ROW_HELD ? PHASE_HELD :
	    p.status == PHASE_ROW_PAUSED ? PHASE_PAUSED : PHASE_OPEN;
	phase_rec_free(&p);
	return PBEM_OK;
}

/* The stored status of a phase in life-cycle state s (open, paused or
 * held: the others are not a row's to keep). */
static enum phase_status
row_status(enum phase_state s)
{
	return s == PHASE_PAUSED ? PHASE_ROW_PAUSED : s == PHASE_HELD ?
	    PHASE_ROW_HELD : PHASE_ROW_OPEN;
}

/* Invariant 4 for phase `seq`, once resolved. */
static int
chained(struct home *h, const char *game, int seq)
{
	struct phase_rec p, prev;
	int ok;

	if (store_phase_get(h->db, game, seq, &p) != PBEM_OK)
		return 0;
	ok = p.seed[0] != '\0' && p.record_sha[0] != '\0';
	if (ok && seq > 1 && store_phase_get(h->db, game, seq - 1, &prev) ==
	    PBEM_OK) {
		ok = strcmp(p.prev_sha, prev.record_sha) == 0;
		phase_rec_free(&prev);
	}
	phase_rec_free(&p);
	return ok;
}

int
lifecycle_invariants(struct home *h, const char *game, int resolved_seq)
{
	struct game_rec g;
	struct phase_rec p;
	char sha[HASH_HEX_LEN];
	int nopen = 0, newest = 0, last = 0, ok = 1;

	if (store_game_get(h->db, game, &g) != PBEM_OK ||
	    store_phase_census(h->db, game, &nopen, &newest) != PBEM_OK)
		return 0;
	store_phase_last_seq(h->db, game, &last);
	/* 1 and 2 */
	if (nopen > 1 || (nopen == 1 && newest != last))
		ok = 0;
	if (strcmp(g.status, "running") == 0 && nopen != 1)
		ok = 0;
	if (strcmp(g.status, "over") == 0 && nopen != 0)
		ok = 0;
	/* 3 */
	if (ok && nopen == 1 &&
	    store_phase_open_get(h->db, game, &p) == PBEM_OK) {
		hash_sha256_hex(p.secret, strlen(p.secret), sha);
		ok = strcmp(sha, p.secret_sha) == 0;
		phase_rec_free(&p);
	}
	/* 4 */
	if (ok && resolved_seq > 0)
		ok = chained(h, game, resolved_seq);
	if (!ok)
		log_error("phase game=%s invariant broken (open=%d newest=%d "
		    "last=%d status=%s)", game, nopen, newest, last, g.status);
	return ok;
}

/* A fresh host secret for a reopened phase; the old one is void (its
 * dice could have been previewed). */
static int
redraw_secret(struct home *h, struct phase_rec *p)
{
	unsigned char secret[32];

	dice_secret_new(secret, sizeof secret);
	hash_hex(secret, sizeof secret, p->secret);
	hash_sha256_hex(p->secret, strlen(p->secret), p->secret_sha);
	return store_phase_reopen_secret(h->db, p->game, p->seq, p->secret,
	    p->secret_sha);
}

/* The effect of each transition on the store. */
static int
perform(struct home *h, const char *game, enum phase_event ev,
    struct lifecycle_arg *a, struct pbem_err *err)
{
	struct phase_rec p;
	char v[32];
	time_t now = clock_now(), dl;
	int rc;

	switch (ev) {
	case PHASE_EV_RESOLVE:
	case PHASE_EV_PROCESS:
	case PHASE_EV_RELEASE:
		return phase_resolve_locked(h, game, a->force ||
		    ev != PHASE_EV_RESOLVE, &a->done, err);
	case PHASE_EV_HOLD:
		if (store_phase_open_get(h->db, game, &p) != PBEM_OK)
			return PBEM_ERR_STATE;
		a->seq = p.seq;
		phase_rec_free(&p);
		return PBEM_OK;	/* the status: lifecycle_step() */
	case PHASE_EV_REJECT:
		if (store_phase_open_get(h->db, game, &p) != PBEM_OK)
			return PBEM_ERR_STATE;
		a->seq = p.seq;
		rc = redraw_secret(h, &p);
		snprintf(a->secret_sha, sizeof a->secret_sha, "%s",
		    p.secret_sha);
		phase_rec_free(&p);
		return rc;
	case PHASE_EV_PAUSE:
		/* When the clock stopped: resume moves the deadline by the
		 * pause's length. */
		snprintf(v, sizeof v, "%lld", (long long)now);
		return store_setting_set(h->db, game, "paused_at", v);
	case PHASE_EV_RESUME:
		if (store_phase_open_get(h->db, game, &p) != PBEM_OK)
			return PBEM_ERR_STATE;
		a->seq = p.seq;
		store_phase_get_deadline(h->db, game, p.seq, &dl);
		if (dl && store_setting_get(h->db, game, "paused_at", v,
		    sizeof v) == PBEM_OK && v[0]) {
			/* The clock stood still: the deadline moves by the
			 * length of the pause, never earlier (invariant 6). */
			time_t moved = dl + (now - (time_t)strtoll(v, NULL,
			    10));
			if (moved > dl)
				dl = moved;
			store_phase_set_deadline(h->db, game, p.seq, dl);
		}
		a->deadline = dl;
		phase_rec_free(&p);
		return PBEM_OK;
	case PHASE_EV_ROLLBACK:
		if ((rc = store_phase_rollback(h->db, game, a->seq,
		    (long long)now)) != PBEM_OK)
			return template_fail(err, rc, "referee.rollback.failed",
			    "why", store_errmsg(h->db), NULL);
		a->rollback_id = (long long)now;
		if ((rc = store_phase_get(h->db, game, a->seq, &p)) !=
		    PBEM_OK) {
			snprintf(v, sizeof v, "%d", a->seq);
			return template_fail(err, rc, "referee.phase.vanished",
			    "seq", v, NULL);
		}
		p.opened = now;
		if ((rc = redraw_secret(h, &p)) == PBEM_OK)
			rc = store_phase_set_opened(h->db, game, a->seq, now);
		if (rc == PBEM_OK)
			rc = deadline_set(h, &p, err);
		snprintf(a->secret_sha, sizeof a->secret_sha, "%s",
		    p.secret_sha);
		a->turn = p.turn;
		snprintf(a->name, sizeof a->name, "%s", p.name);
		phase_rec_free(&p);
		return rc;
	case PHASE_EV_AMEND:
	case PHASE_EV_EXTEND:
	case PHASE_EV_REPLACE:
	case PHASE_EV_SET:
		return PBEM_OK;		/* the caller's change; state kept */
	}
	return PBEM_ERR_STATE;
}

int
lifecycle_step(struct home *h, const char *game, enum phase_event ev,
    const char *who, const char *detail, struct lifecycle_arg *a,
    struct pbem_err *err)
{
	enum phase_state from, to;
	size_t i;
	int rc, seq_before = 0;

	if ((rc = lifecycle_state(h, game, &from)) != PBEM_OK)
		return template_fail(err, rc, "referee.no.game", "game", game,
		    NULL);
	for (i = 0; i < sizeof transitions / sizeof transitions[0]; i++)
		if (transitions[i].from == from && transitions[i].ev == ev)
			break;
	if (i == sizeof transitions / sizeof transitions[0])
		return template_fail(err, PBEM_ERR_STATE, from ==
		    PHASE_PAUSED ? "referee.cannot.paused" : from ==
		    PHASE_HELD ? "referee.cannot.held" : "referee.cannot",
		    "game", game, "event", phase_event_name(ev), "state",
		    phase_state_name(from), NULL);
	to = transitions[i].to;
	store_phase_last_seq(h->db, game, &seq_before);
	if (a->seq == 0)
		a->seq = seq_before;
	if ((rc = perform(h, game, ev, a, err)) != PBEM_OK)
		return err && err->msg[0] ? rc : template_fail(err, rc,
		    "referee.event.failed", "game", game, "event",
		    phase_event_name(ev), NULL);
	if ((ev == PHASE_EV_RESOLVE || ev == PHASE_EV_PROCESS ||
	    ev == PHASE_EV_RELEASE) && !a->done)
		return PBEM_OK;		/* not every sheet in: no change */
	/* The one stored status follows the table (a resolution wrote
	 * its own, with the record; a rollback reopened the row). */
	if ((from != to || ev == PHASE_EV_ROLLBACK) && to != PHASE_RESOLVED &&
	    (rc = store_phase_set_status(h->db, game, a->seq,
	    row_status(to))) != PBEM_OK)
		return template_fail(err, rc, "referee.status.failed", "game",
		    game, "state", phase_state_name(to), NULL);
	/* The history has always called a hold "held". */
	if (who != NULL && (rc = store_history_add(h->db, game, a->seq, who,
	    ev == PHASE_EV_HOLD ? "held" : phase_event_name(ev), detail)) !=
	    PBEM_OK)
		return template_fail(err, rc, "referee.history.failed", NULL);
	log_info("phase game=%s seq=%d event=%s from=%s to=%s", game, a->seq,
	    phase_event_name(ev), phase_state_name(from),
	    phase_state_name(to));
	assert(lifecycle_invariants(h, game, to == PHASE_RESOLVED ?
	    seq_before : 0));
	return PBEM_OK;
}

int
lifecycle_resolve(struct home *h, const char *game, int force,
    struct pbem_err *err)
{
	struct lifecycle_arg a;
	int rc;

	if (store_begin(h->db) != PBEM_OK)
		return template_fail(err, PBEM_ERR_DB, "store.begin.failed",
		    "why", store_errmsg(h->db), NULL);
	memset(&a, 0, sizeof a);
	a.force = force;
	rc = lifecycle_step(h, game, PHASE_EV_RESOLVE, NULL, NULL, &a, err);
	if (rc != PBEM_OK) {
		store_rollback(h->db);
		return rc;
	}
	if (store_commit(h->db) != PBEM_OK) {
		/* The reason first: the rollback overwrites it. */
		template_fail(err, PBEM_ERR_DB, "store.commit.failed", "why",
		    store_errmsg(h->db), NULL);
		store_rollback(h->db);
		return PBEM_ERR_DB;
	}
	return a.done ? PBEM_OK : PBEM_ERR_STATE;
}
