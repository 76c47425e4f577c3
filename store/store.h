/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store.h - the sqlite3 store: one database per home, every table here.
 *
 * store.c owns the connection, the schema and the small statement helpers;
 * each other file holds the queries of one family of tables, in the order
 * of the sections below: games and players (store_game.c), phases
 * (store_phase.c), sheets and the mails taken in (store_sheet.c), the
 * outgoing queue (store_outbox.c), the reports archive (store_report.c),
 * what the referee and the clock keep per game (store_referee.c), the
 * amendments (store_amend.c), the live transports' state
 * (store_transport.c) and intake's limits (store_intake.c); home.c, the
 * home around the database (home.h).  Nothing outside store/ writes SQL.  Writes that belong together run inside store_begin()/store_commit()
 * (BEGIN IMMEDIATE), so a crash leaves either all of a step or none of it.
 */
#ifndef PBEM_STORE_H
#define PBEM_STORE_H

#include <stddef.h>
#include <time.h>

#include <sqlite3.h>

#include "err.h"
#include "hash.h"
#include "pbem_limits.h"

/* store.c */
int store_open(const char *path, int create, sqlite3 **db, struct pbem_err *err);
void store_close(sqlite3 *db);
int store_begin(sqlite3 *db);
/* Inside a transaction: one step that can be undone alone (a mail of a
 * batch taken in under one commit). */
int store_savepoint(sqlite3 *db);
int store_release(sqlite3 *db);
void store_rollback_to(sqlite3 *db);
int store_commit(sqlite3 *db);
void store_rollback(sqlite3 *db);
/* The reason sqlite gave for the last failure on db: read it before a
 * rollback, which overwrites it. */
const char *store_errmsg(sqlite3 *db);

/* store_game.c */
struct game_rec {
	char id[PBEM_MAX_NAME + 1];
	char rules[PBEM_MAX_NAME + 1];
	char status[16];		/* "new", "running", "over" */
	char referee_email[256];
	char referee_fpr[64];
	char result[256];
	time_t created;
};

struct player_rec {
	char game[PBEM_MAX_NAME + 1];
	char side[PBEM_MAX_NAME + 1];
	char email[256];
	char fpr[64];
};

int store_game_insert(sqlite3 *db, const struct game_rec *g,
    const char *scenario, const char *rules_data);
int store_game_get(sqlite3 *db, const char *id, struct game_rec *g);
/* The scenario and rules-data texts a game was created with (malloc'd). */
int store_game_texts(sqlite3 *db, const char *id, char **scenario,
    char **rules_data);
int store_game_set_status(sqlite3 *db, const char *id, const char *status,
    const char *result);
/* The game is over: its result and the final state close the archive. */
int store_game_finish(sqlite3 *db, const char *id, const char *result,
    const char *final_state);
int store_game_final_state(sqlite3 *db, const char *id, char **state);
/* Calls fn for each game, ordered by id; stops on a non-zero return. */
/* The running games due a look at `now`: never looked at, changed since
 * (game_wake 0, set by the schema's triggers on every table a phase
 * depends on), or whose wake time has come. */
int store_game_each_due(sqlite3 *db, long long now,
    int (*fn)(const struct game_rec *, void *), void *arg);
/* When the game next needs a look (at < 0: only after a change); inside
 * the transaction that decided it. */
int store_game_wake_set(sqlite3 *db, const char *game, long long at);
int store_game_each(sqlite3 *db, int (*fn)(const struct game_rec *, void *),
    void *arg);
int store_player_add(sqlite3 *db, const struct player_rec *p);
int store_player_get(sqlite3 *db, const char *game, const char *side,
    struct player_rec *p);
int store_player_by_fpr(sqlite3 *db, const char *game, const char *fpr,
    struct player_rec *p);
int store_player_count(sqlite3 *db, const char *game);
/* A side's new address and key; its missed-deadline streak restarts. */
int store_player_set_key(sqlite3 *db, const char *game, const char *side,
    const char *email, const char *fpr);

/* store_phase.c */
/* A phase row's one stored status: which of the life cycle's states it is
 * in (src/lifecycle.c reads and writes it, and nothing else does). */
enum phase_status {
	PHASE_ROW_OPEN,		/* taking sheets, the clock running */
	PHASE_ROW_RESOLVED,	/* resolved, its record in the chain */
	PHASE_ROW_PAUSED,	/* taking sheets, the clock stopped */
	PHASE_ROW_HELD,		/* resolved on a copy, with the referee */
};

struct phase_rec {
	char game[PBEM_MAX_NAME + 1];
	int seq;			/* 1, 2, ... in play order */
	int turn;
	char name[PBEM_MAX_NAME + 1];
	char kind[PBEM_MAX_NAME + 1];
	enum phase_status status;
	char *state;			/* JSON state when the phase opened */
	char state_sha[HASH_HEX_LEN];
	char secret[HASH_HEX_LEN];	/* host secret, revealed after use */
	char secret_sha[HASH_HEX_LEN];	/* its commitment, published early */
	char seed[HASH_HEX_LEN];	/* set at resolution */
	char *events;			/* JSON events, set at resolution */
	char prev_sha[HASH_HEX_LEN];	/* record_sha of the phase before */
	char record_sha[HASH_HEX_LEN];	/* set at resolution */
	time_t opened, resolved;
};

void phase_rec_free(struct phase_rec *p);
int store_phase_insert(sqlite3 *db, const struct phase_rec *p);
/* The open phase of a game (the one not yet resolved: open, paused or
 * held): PBEM_ERR_NOTFOUND if none. */
int store_phase_open_get(sqlite3 *db, const char *game, struct phase_rec *p);
int store_phase_get(sqlite3 *db, const char *game, int seq,
    struct phase_rec *p);
int store_phase_last_seq(sqlite3 *db, const char *game, int *seq);
int store_phase_resolve(sqlite3 *db, const struct phase_rec *p);
/* How many phases of a game are not resolved, and the newest one's seq. */
int store_phase_census(sqlite3 *db, const char *game, int *open,
    int *newest);
/* The phase a reply sent now answers in: the open one, or (none open)
 * the last one's seq + 1. */
int store_phase_answering(sqlite3 *db, const char *game, int *seq);
int store_phase_set_deadline(sqlite3 *db, const char *game, int seq,
    time_t deadline);
int store_phase_get_deadline(sqlite3 *db, const char *game, int seq,
    time_t *deadline);
/* The status of a phase not yet resolved (open, paused, held). */
int store_phase_set_status(sqlite3 *db, const char *game, int seq,
    enum phase_status status);
/* The referee's changes to a phase (through src/lifecycle.c). */
int store_phase_reopen_secret(sqlite3 *db, const char *game, int seq,
    const char *secret, const char *secret_sha);
int store_phase_set_state(sqlite3 *db, const char *game, int seq,
    const char *state, const char *state_sha);
int store_phase_set_opened(sqlite3 *db, const char *game, int seq,
    time_t at);
/* Archive phases seq.. under rollback id `rid`, drop those after seq,
 * reopen seq and the game (the seven statements are one question). */
int store_phase_rollback(sqlite3 *db, const char *game, int seq,
    long long rid);

/* store_sheet.c */
struct sheet_rec {
	long long id;
	char game[PBEM_MAX_NAME + 1];
	int seq;
	char side[PBEM_MAX_NAME + 1];
	char sha[HASH_HEX_LEN];		/* SHA-256 of the signed text */
	char *text;			/* the signed text, verbatim */
	char *orders;			/* parsed orders (JSON) */
	time_t received;
};

void sheet_rec_free(struct sheet_rec *s);
/* Store a new current sheet, replacing the side's earlier one. */
int store_sheet_put(sqlite3 *db, const struct sheet_rec *s, const char *msgid,
    const char *raw, size_t rawlen);
/* The current sheet of a side for a phase: PBEM_ERR_NOTFOUND if none. */
int store_sheet_current(sqlite3 *db, const char *game, int seq,
    const char *side, struct sheet_rec *s);
int store_sheet_count_for(sqlite3 *db, const char *game, int seq,
    const char *side, int *count);
/* Was a sheet with this SHA-256 ever taken for this phase and side? */
int store_sheet_sha_seen(sqlite3 *db, const char *game, int seq,
    const char *side, const char *sha, int *seen);
int store_sheet_received(sqlite3 *db, const char *game, int seq,
    const char *side, time_t *at);

/* Message-IDs already taken in (dedupe). */
int store_mail_seen(sqlite3 *db, const char *msgid, int *seen);
int store_mail_record(sqlite3 *db, const char *msgid, const char *sha,
    const char *verdict, const char *game, const char *side);

/* store_outbox.c */
struct outbox_rec {
	long long id;
	char msgid[256];
	char rcpt[256];
	char *data;			/* the whole RFC 5322 message */
	size_t len;
	int attempts;
};

void outbox_rec_free(struct outbox_rec *o);
int store_outbox_add(sqlite3 *db, const char *msgid, const char *rcpt,
    const char *kind, const char *game, const char *side, int seq,
    const char *data, size_t len);
/* Calls fn for each queued mail in id order. */
int store_outbox_each_queued(sqlite3 *db,
    int (*fn)(struct outbox_rec *, void *), void *arg);
int store_outbox_mark(sqlite3 *db, long long id, const char *status,
    const char *detail);
int store_outbox_count(sqlite3 *db, const char *status, int *count);
/* The newest outbox id, and the mails queued after one (receipts left
 * out): the referee's preview (trigger.c). */
int store_outbox_last_id(sqlite3 *db, long long *id);
int store_outbox_each_since(sqlite3 *db, long long after,
    int (*fn)(const char *side, const char *data, void *arg), void *arg);

/* store_report.c: the reports archive, every side's report of every phase. */
int store_report_add(sqlite3 *db, const char *game, int seq, const char *side,
    const char *body);
/* The newest report of a side (caller frees *body). */
int store_report_latest(sqlite3 *db, const char *game, const char *side,
    char **body);
/* Reports of a game, of one side (NULL: any) containing `needle` (NULL:
 * any). */
int store_report_count(sqlite3 *db, const char *game, const char *side,
    const char *needle, int *n);
/* Every report of a game, by phase then side (the archive). */
int store_report_each(sqlite3 *db, const char *game,
    int (*fn)(int seq, const char *side, const char *body, void *arg),
    void *arg);

/* store_referee.c */
int store_setting_get(sqlite3 *db, const char *game, const char *key,
    char *out, size_t n);
/* value NULL deletes the setting. */
int store_setting_set(sqlite3 *db, const char *game, const char *key,
    const char *value);
/* Record that a notice went out; *first is 1 only the first time. */
int store_notice_once(sqlite3 *db, const char *game, int seq,
    const char *side, const char *kind, int *first);
/* what: "on_time", "late" or "missed". */
int store_reliability_add(sqlite3 *db, const char *game, const char *side,
    const char *what);
int store_reliability_get(sqlite3 *db, const char *game, const char *side,
    int *on_time, int *late, int *missed, int *streak);
int store_history_add(sqlite3 *db, const char *game, int seq,
    const char *who, const char *what, const char *detail);
/* The referee mail queue (src/referee_mail.c).  commands: a JSON array
 * of strings.  _first gives the oldest entry (PBEM_ERR_NOTFOUND: none);
 * the caller frees *commands and *reply.  _step appends one command's
 * outcome and moves past it; _done removes the entry. */
int store_refq_add(sqlite3 *db, const char *msgid, const char *game,
    const char *commands);
int store_refq_first(sqlite3 *db, char *msgid, size_t mn, char *game,
    size_t gn, char **commands, int *next, char **reply);
int store_refq_next(sqlite3 *db, const char *msgid, int *next);
int store_refq_step(sqlite3 *db, const char *msgid, const char *outcome);
int store_refq_done(sqlite3 *db, const char *msgid);
/* Forget the notices (late, stall) already sent for a phase. */
int store_notice_clear(sqlite3 *db, const char *game, int seq);
struct history_rec {
	time_t at;
	int seq;
	char who[128];
	char what[32];
	const char *detail;	/* valid during the callback only */
};
/* The history of a game in order; seq < 0: every phase; what NULL: every
 * kind.  fn's non-zero return stops the walk and is returned. */
int store_history_each(sqlite3 *db, const char *game, int seq,
    const char *what, int (*fn)(const struct history_rec *, void *),
    void *arg);

/* store_amend.c: one referee amendment (a change as written). */
struct amend_rec {
	int seq;
	time_t at;
	char who[128];
	const char *change;	/* valid during the callback only */
	const char *reason;
	char from_sha[HASH_HEX_LEN], to_sha[HASH_HEX_LEN];
	char link[HASH_HEX_LEN];
	const char *before;	/* the state before the change */
};
int store_amend_add(sqlite3 *db, const char *game, const struct amend_rec *a);
/* The live amendments (not voided by a rollback) in order; seq < 0:
 * every phase. */
int store_amend_each(sqlite3 *db, const char *game, int seq,
    int (*fn)(const struct amend_rec *, void *), void *arg);
/* The link of the phase's last amendment, "" when it has none. */
int store_amend_last_link(sqlite3 *db, const char *game, int seq,
    char link[HASH_HEX_LEN]);

/* store_transport.c - the live transports' state (mailer/imap_in.c,
 * smtp_out.c, bounce.c). */
/* IMAP: (folder, UIDVALIDITY, UID) of each message whose intake has
 * committed; `moved` once it left the folder. */
int store_imap_taken(sqlite3 *db, const char *folder, long long uidvalidity,
    long long uid, int *taken);
int store_imap_record(sqlite3 *db, const char *folder, long long uidvalidity,
    long long uid);
/* (inside the caller's transaction) */
int store_imap_moved(sqlite3 *db, const char *folder, long long uidvalidity,
    long long uid, const char *source);
/* Deliveries taken in (mailer.h, struct inbox_mail), recorded inside the
 * intake's transaction.  Taken: this source, with this raw SHA-256 (NULL:
 * any).  Orphan: a delivery of the same mail (Message-ID and raw hash) in
 * the same box under an older epoch (IMAP UIDVALIDITY) that never left
 * it: its source, or PBEM_ERR_NOTFOUND. */
int store_inbox_taken(sqlite3 *db, const char *source, const char *sha,
    int *taken);
int store_inbox_orphan(sqlite3 *db, const char *box, long long epoch,
    const char *msgid, const char *sha, char *source, size_t n);
int store_inbox_record(sqlite3 *db, const char *source, const char *box,
    long long epoch, const char *msgid, const char *sha);
int store_inbox_finished(sqlite3 *db, const char *source);
/* The UIDVALIDITY last seen for a folder (0 if never); set it. */
int store_imap_uidvalidity(sqlite3 *db, const char *folder, long long *v);
int store_imap_set_uidvalidity(sqlite3 *db, const char *folder, long long v);
/* A temporary delivery failure: count the attempt, keep the row queued,
 * and hide it from store_outbox_each_queued() until `next_try`. */
int store_outbox_retry(sqlite3 *db, long long id, long long next_try,
    const char *detail);
struct outbox_info {
	long long id;
	char msgid[256];
	char rcpt[256];
	char kind[32];
	char game[PBEM_MAX_NAME + 1];
	char side[PBEM_MAX_NAME + 1];
	char status[16];
	char detail[256];
	int attempts;
	long long done;
};
/* The queued mail with this Message-ID (no <>): PBEM_ERR_NOTFOUND if none. */
int store_outbox_by_msgid(sqlite3 *db, const char *msgid,
    struct outbox_info *o);
/* Calls fn for each failed mail, newest first, at most `max`. */
int store_outbox_each_failed(sqlite3 *db, int max,
    int (*fn)(const struct outbox_info *, void *), void *arg);
/* A delivery status notification, once per `id` (its Message-ID or hash):
 * *isnew is 0 when it was recorded before. */
int store_bounce_add(sqlite3 *db, const char *id, const char *outbox_msgid,
    const char *rcpt, const char *action, const char *status, int *isnew);
/* Mark an address as bouncing (count, first and last time). */
int store_bouncing_mark(sqlite3 *db, const char *address, const char *game,
    const char *side, const char *status);
struct bouncing_rec {
	char address[256];
	char game[PBEM_MAX_NAME + 1];
	char side[PBEM_MAX_NAME + 1];
	char status[32];
	int count;
	long long last;
};
int store_bouncing_each(sqlite3 *db,
    int (*fn)(const struct bouncing_rec *, void *), void *arg);

/* store_intake.c */
/* Count one signed mail of `side` in the game's newest phase; *count is
 * the number so far, this one included. */
int store_rate_take(sqlite3 *db, const char *game, const char *side,
    int *count);
/* Is `addr` a player's or referee's address in any game? */
int store_address_known(sqlite3 *db, const char *addr, int *known);
/* Record `what` as answered at `now`, unless it was answered within
 * `window` seconds (0: ever); *first says whether it is a first time. */
int store_answer_once(sqlite3 *db, const char *what, long long window,
    long long now, int *first);
/* Strangers answered since `since` (older records are dropped). */
int store_strangers_answered(sqlite3 *db, long long since, int *n);
/* The intake log's row for a Message-ID: PBEM_ERR_NOTFOUND if none. */
int store_mail_prior(sqlite3 *db, const char *msgid, char verdict[16],
    char game[PBEM_MAX_NAME + 1], char side[PBEM_MAX_NAME + 1],
    long long *received);

#endif
