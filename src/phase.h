/*
 * phase.h - the phase engine and the game life cycle.
 *
 *   game.c    game new / player add / game start
 *   phase.c   open a phase, resolve it (one transaction)
 *   report.c  per-side reports, game start and game end mails
 *   replay.c  re-adjudicate a stored game and compare every hash
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
/* Resolve the open phase of one game now (force: even if sheets are
 * missing, which then count as not sent). */
int phase_resolve(struct home *h, const char *game, int force,
    struct pbem_err *err);
/* The same inside the caller's transaction; *done says whether a phase
 * was resolved (trigger.c's preview rolls the whole of it back). */
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
/* Resolve the open phase of `game` on a copy and mail every side's report
 * to the referee only (or print them when the game has no referee). */
int trigger_preview(struct home *h, const char *game, int print,
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
};

/* Render and queue every side's report (and the referee's copy). */
int report_send_all(struct home *h, const struct report_ctx *rc,
    struct pbem_err *err);
/* The envelope lines a side must copy for the open phase. */
void report_envelope(struct buf *out, const char *game, const char *side,
    const struct game_phase *gp);

/* replay.c */
int replay_game(struct home *h, const char *game, int verbose,
    struct pbem_err *err);

/* request.c */
/* The answer to `Request: what` from `side` (note: the sheet's other
 * text, passed to the referee with a wait request). */
int request_answer(struct home *h, const struct game_rec *g,
    const char *side, const char *what, const char *note, struct buf *out,
    struct pbem_err *err);


#endif
