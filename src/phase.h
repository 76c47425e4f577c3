/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * phase.h - the phase engine and the game life cycle.
 *
 * A resolution runs down one line and never comes back up:
 *   trigger.c     when: sheets in, the clock, the NMR policy, approval
 *   lifecycle.c   whether: the one state machine (the only writer of a
 *                 phase's state), and the transaction of a resolution
 *   phase.c       how: seed, module run, record, next phase opened
 *   report.c      what each side is told
 * and below them, called from above and calling nothing of the above:
 *   deadline.c     a phase's deadline, each side's on-time record
 *   notice.c       one notice mail from a template
 *   game_module.c  a stored game's rules module, the canonical state text
 * Beside the line: game.c (game new / player add / game start),
 * preview.c (the referee's look at a resolution, rolled back),
 * replay.c (re-adjudicate a stored game and compare every hash).
 */
#ifndef PBEM_PHASE_H
#define PBEM_PHASE_H

#include <jansson.h>

#include "game.h"
#include "err.h"
#include "home.h"
#include "store.h"

/* game.c */
struct game_new_args {
	const char *id;
	const char *rules;
	const char *scenario_path;
	const char *rules_data_path;	/* NULL: the module's shipped table */
	const char *referee_email;
	const char *referee_key_path;
};

int game_new(struct home *h, const struct game_new_args *a,
    struct pbem_err *err);
int player_add(struct home *h, const char *game, const char *side,
    const char *email, const char *key_path, char fpr_out[64],
    struct pbem_err *err);
int game_start(struct home *h, const char *game, struct pbem_err *err);

/* game_module.c */
/* The rules module of a stored game, or an error naming the game. */
const struct game_rules *game_module(struct home *h, const char *game,
    struct game_rec *g, struct pbem_err *err);
/* Canonical serialisation: what is stored and hashed. */
char *game_state_dump(const json_t *state);

/* phase.c */
/* Open phase `seq` of a game on `state` (a new host secret is drawn and
 * committed).  Runs inside the caller's transaction. */
int phase_open(struct home *h, const char *game, int seq, const json_t *state,
    const struct game_phase *gp, const char *prev_sha, struct phase_rec *out,
    struct pbem_err *err);
/* Resolve the open phase of one game inside the caller's transaction
 * (force: even if sheets are missing, which then count as not sent);
 * *done says whether a phase was resolved.  Asked by lifecycle_step(),
 * and by preview.c, which rolls the whole of it back. */
int phase_resolve_locked(struct home *h, const char *game, int force,
    int *done, struct pbem_err *err);
/* Seed of a phase: SHA-256 over the secret and each side's sheet hash. */
void phase_seed(const char *secret_hex, char sides[][GAME_NAME_LEN],
    char shas[][HASH_HEX_LEN], int nsides, unsigned char seed[32]);
/* The record hash that chains the phase to the one before it. */
void phase_record_hash(const struct phase_rec *p, char sides[][GAME_NAME_LEN],
    char shas[][HASH_HEX_LEN], int nsides, const char *next_state_sha,
    char out[HASH_HEX_LEN]);

/* trigger.c: when a phase resolves (deadlines, grace, NMR, approval) */
/* One pass over every running game: reminders, late notices, and every
 * phase that is ready resolved (or held for the referee's approval). */
int phase_resolve_ready(struct home *h, int *resolved, struct pbem_err *err);

/* preview.c */
/* Resolve the open phase of `game` on a copy and mail every side's report
 * to the referee only (or print them when the game has no referee). */
int preview_send(struct home *h, const char *game, int print,
    struct pbem_err *err);

/* deadline.c */
/* Fix the deadline of a newly opened (or reopened) phase from the game's
 * settings. */
int deadline_set(struct home *h, const struct phase_rec *p,
    struct pbem_err *err);
/* At resolution: each due side was on time, late or missed. */
int deadline_record_sides(struct home *h, const struct phase_rec *p,
    const struct game_phase *gp, struct pbem_err *err);

/* notice.c */
/* Queue a notice from a template to one side's player (or the referee when
 * side is NULL); vars "text" and "subject" are filled in. */
int notice_send(struct home *h, const struct game_rec *g, const char *side,
    const char *tmpl, const char *subject, const char *text,
    struct pbem_err *err);

/* report.c */
struct report_ctx {
	const struct game_rec *g;
	const struct game_rules *rules;
	const json_t *state;		/* the state after the phase */
	const json_t *events;		/* its events ([] for the opening) */
	const struct phase_rec *done;	/* the phase just resolved, or NULL */
	const struct game_phase *done_gp; /* what that phase was waiting for */
	char (*sides)[GAME_NAME_LEN];	/* sheet commitments of `done` */
	char (*shas)[HASH_HEX_LEN];
	int nsides;
	const struct phase_rec *next;	/* the phase now open, or NULL */
	const struct game_phase *gp;	/* what is due now */
	const json_t *before;		/* the state `done` opened with */
};

/* The audit's card counts: how many cards each deck under the state's
 * "decks" drew between the two states; a side sees only its own decks
 * ("SIDE.what"), the referee (side NULL) every deck. */
void report_cards(struct buf *b, const json_t *before, const json_t *after,
    const char *side);
/* Render and queue every side's report (and the referee's copy). */
int report_send_all(struct home *h, const struct report_ctx *rc,
    struct pbem_err *err);
/* The envelope lines a side must copy for the open phase. */
void report_envelope(struct buf *out, const char *game, const char *side,
    const struct game_phase *gp);
/* The sheet `side` may send now, ready to edit: envelope, the module's
 * sheet_template lines, END (and the start mail's lesson, if wanted). */
void report_sheet(struct buf *b, const char *game, const struct game_rules *r,
    const json_t *state, const char *side, const struct game_phase *gp,
    struct buf *lesson);

/* replay.c */
/* referee_amend.c: one recorded change ("--pointer P V" or the module's
 * verbs) applied to state: the new state and its events; and the link
 * that chains an amendment row to the one before it (or the phase's
 * prev_sha). */
int amend_apply(const struct game_rules *r, const json_t *state,
    const char *change, json_t **out, json_t **events, struct pbem_err *err);
void amend_link(const char *prev, int seq, const char *who,
    const char *change, const char *reason, const char *from,
    const char *to, char out[HASH_HEX_LEN]);

int replay_game(struct home *h, const char *game, int verbose,
    struct pbem_err *err);

/* request.c */
/* The answer to `Request: what` from `side` (note: the sheet's other
 * text, passed to the referee with a wait request). */
int request_answer(struct home *h, const struct game_rec *g,
    const char *side, const char *what, const char *note, struct buf *out,
    struct pbem_err *err);


/* lifecycle.c: the only way the game's current phase changes state (the
 * states, transitions and invariants are listed at the top of the file). */
enum phase_state {
	PHASE_NONE,		/* not started */
	PHASE_OPEN,		/* taking sheets, the clock running */
	PHASE_PAUSED,		/* taking sheets, the clock stopped */
	PHASE_HELD,		/* resolved on a copy, with the referee */
	PHASE_RESOLVED,		/* the last phase of a game that is over */
	PHASE_DISCARDED,	/* set aside by a rollback, archived */
};
enum phase_event {
	PHASE_EV_RESOLVE,	/* the trigger: sheets in, or the deadline */
	PHASE_EV_PROCESS,	/* the referee forces a resolution */
	PHASE_EV_HOLD,		/* approval mode: the result to the referee */
	PHASE_EV_RELEASE,	/* the referee sends the held result */
	PHASE_EV_REJECT,	/* the referee sets it aside: open again */
	PHASE_EV_PAUSE,
	PHASE_EV_RESUME,
	PHASE_EV_ROLLBACK,	/* reopen phase `seq`, archive the later ones */
	/* Changes that leave the state as it is, allowed only where the
	 * table says (the caller makes the change and writes the history): */
	PHASE_EV_AMEND,		/* the referee edits the open phase's state */
	PHASE_EV_EXTEND,	/* a later deadline */
	PHASE_EV_REPLACE,	/* a side handed to a new player */
	PHASE_EV_SET,		/* a game setting, for the next phases */
};
/* In and out of one transition. */
struct lifecycle_arg {
	int force;		/* RESOLVE: resolve with sheets missing */
	int seq;		/* ROLLBACK: the phase to reopen; out: the
				   phase the transition changed */
	int done;		/* RESOLVE, PROCESS, RELEASE: out: resolved
				   (0: not every sheet in, nothing changed) */
	time_t deadline;	/* RESUME: out: the deadline now */
	long long rollback_id;	/* ROLLBACK: out: the archive's mark */
	int turn;		/* ROLLBACK: out: the phase reopened */
	char name[GAME_NAME_LEN];
	char secret_sha[HASH_HEX_LEN];	/* REJECT, ROLLBACK: out: the new
					   commitment */
};
const char *phase_state_name(enum phase_state s);
const char *phase_event_name(enum phase_event ev);
int lifecycle_state(struct home *h, const char *game, enum phase_state *st);
/* Perform `ev` on the game's current phase inside the caller's
 * transaction, with a history row (who, detail) unless who is NULL.
 * PBEM_ERR_STATE, changing nothing, when the table does not allow it. */
int lifecycle_step(struct home *h, const char *game, enum phase_event ev,
    const char *who, const char *detail, struct lifecycle_arg *a,
    struct pbem_err *err);
/* The trigger's RESOLVE in its own transaction: PBEM_OK when the phase
 * resolved, PBEM_ERR_STATE when a sheet is missing and not `force`. */
int lifecycle_resolve(struct home *h, const char *game, int force,
    struct pbem_err *err);
/* 1 when the invariants hold (checked by assert after every step). */
int lifecycle_invariants(struct home *h, const char *game, int resolved_seq);

/* seal.c */
struct inbox_mail;
struct seal_result {
	const char *verdict;	/* accepted, refused, duplicate, ignored,
				   finished (taken in before a restart) */
	int nreferee;		/* referee commands queued */
	char game[PBEM_MAX_NAME + 1];
	char side[PBEM_MAX_NAME + 1];
	char reason[256];	/* for the log */
	char msgid[256];
};
/* A batch of raw mails (mailer.h) through intake into the open phases,
 * in order, under one transaction (one commit, one fsync): each sealed
 * with a receipt, or answered with a refusal (oversize: raw is only the
 * head of a mail past the size limit).  Every signature is checked first,
 * in parallel (intake_prefetch).  Each mail's delivery (m->source) is
 * recorded with it; the same delivery again (a crash before the transport
 * moved it) is finished without an answer.  Sets `done` on each mail
 * taken; at the first that fails the rest wait for the next pass. */
int seal_batch(struct home *h, struct inbox_mail *mails, size_t n,
    struct pbem_err *err);

/* archive.c: a game's whole record as one JSON document (the format is
 * described at the top of archive.c). */
int archive_build(struct home *h, const char *game, json_t **out,
    struct pbem_err *err);
/* Each side's mail address into the archive (export --addresses only). */
int archive_add_addresses(struct home *h, const char *game, json_t *a);
/* What archive_write_site wrote. */
struct archive_site_stats {
	int pages, maps, thumbs;	/* HTML pages, full maps, thumbnails */
	long long bytes, json_bytes, map_bytes, page_bytes;
};
/* archive_site.c: the archive as a static site in dir (index.html, one
 * page per phase, game.json); `verified` is replay's verdict; st (may be
 * NULL) counts what was written. */
int archive_write_site(const json_t *archive, const char *dir,
    const char *verified, struct archive_site_stats *st,
    struct pbem_err *err);
/* replay.c: re-run every resolved phase of an archive; *checked phases
 * were identical, `last` is the last record hash. */
int replay_archive(const json_t *archive, int verbose, int *checked,
    char last[HASH_HEX_LEN], struct pbem_err *err);

#endif
