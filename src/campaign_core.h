/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign.h - a series of battles of one rules system between the same
 * sides, each side's forces carried from one battle to the next.
 *
 *   campaign.c         new, the referee's numbers, a battle's muster call
 *   campaign_muster.c  the signed, sealed muster sheets; the battle game
 *                      made from them and started (then played as any)
 *   campaign_after.c   after a battle: the outcome into the rosters, the
 *                      between-battle rolls, the records, the reports
 *   campaign_text.c    what each side is told (rosters, rolls, intel)
 *   campaign_cap.c     how much each side may bring to a battle
 *   campaign_verify.c  every roll and roster re-derived from the records
 *
 * The records form one chain with the battles' phases:
 *   L0       = SHA-256("pbemd-campaign-v1", name, rules, sides, params)
 *   battle n's first phase links to L(n-1) (its prev_sha);
 *   L(n)     = SHA-256("pbemd-campaign-between-v1", the battle's last
 *              phase record, n, the between secret, the seed, the winner,
 *              each side's muster sheet hash and roll log hash)
 *   the end  = SHA-256("pbemd-campaign-end-v1", L(N), each side's first
 *              and last roster hash), told in the debrief.
 * Fair rolls: the secret of battle n is drawn and its hash sent with the
 * muster call; the seed is phase_seed(secret, each side's muster sheet
 * hash), known only once every sheet is sealed; the secret is revealed
 * in the reports after the battle.  Each roster entry rolls on its own
 * stream (games/campaign.h), so nothing of one side's roster moves the
 * other's rolls, and no hash a side is shown covers the enemy's roster
 * before the end (the rolls of units that fought are the only enemy
 * roster matter in L(n)).
 */
#ifndef PBEM_CAMPAIGN_CORE_H
#define PBEM_CAMPAIGN_CORE_H

#include <jansson.h>

#include "campaign.h"
#include "game.h"
#include "home.h"
#include "store_campaign.h"

#define CAMPAIGN_NAME_MAX	24	/* leaves room for "-b<n>" */
#define CAMPAIGN_MAX_BATTLES	99

struct campaign_side_arg {
	const char *side;
	const char *email;
	const char *key_path;
};

struct campaign_new_args {
	const char *name;
	const char *rules;
	const char *army_path;		/* the scenario whose forces are the
					 * rosters */
	const char *rules_data_path;	/* NULL: the module's own */
	int battles;
	int nsides;
	struct campaign_side_arg sides[GAME_MAX_SIDES];
};

/* campaign.c */
int campaign_new(struct home *h, const struct campaign_new_args *a,
    struct pbem_err *err);
/* The referee's between-battle numbers (JSON object text). */
int campaign_set_params(struct home *h, const char *name, const char *json,
    struct pbem_err *err);
/* Battle n+1 from a scenario: its secret committed, each side mailed
 * its roster and the muster sheet to send; points and units (NULL: no
 * cap) what each side may bring (campaign_cap.c). */
int campaign_battle(struct home *h, const char *name,
    const char *scenario_path, const char *points, const char *units,
    struct pbem_err *err);
/* A side handed to a new player, or its player's new key, for the rest
 * of the campaign (and the battle being fought): every campaign and game
 * mail goes to the new address; a sheet signed with the old key is
 * refused from then on. */
int campaign_replace(struct home *h, const char *name, const char *side,
    const char *email, const char *key_path, struct buf *out,
    struct pbem_err *err);
/* The campaign's rules module with its campaign part, or an error. */
const struct game_rules *campaign_module(struct home *h, const char *name,
    struct campaign_rec *c, struct pbem_err *err);
/* The campaign's sides in order, and their number. */
int campaign_sides(struct home *h, const char *name,
    char sides[][GAME_NAME_LEN], int max);
/* The rosters of every side after battle n (0: the first), one object. */
int campaign_rosters(struct home *h, const char *name, int n,
    json_t **rosters, struct pbem_err *err);
/* The campaign's keyring and working folder. */
void campaign_dir(struct home *h, const char *name, char *out, size_t n);

/* campaign_muster.c */
/* A side's signed muster sheet (clearsigned text as mailed): checked,
 * sealed; when every side's is in, the battle is made and started. */
int campaign_muster(struct home *h, const char *name, const char *signed_text,
    size_t len, char *reply, size_t rn, struct pbem_err *err);

/* A muster sheet's lines read against the side's roster: the ids it
 * brings into ids (an object id -> true); -1 with the reason in why. */
int campaign_muster_read(const char *text, const struct campaign_rec *c,
    int battle, const char *side, const json_t *roster, json_t *ids,
    char *why, size_t wn);
/* Every side's muster of the campaign's open call is in. */
int campaign_musters_in(struct home *h, const char *name);
/* The battles whose musters are all in, made and started (the poll
 * pass: a muster taken by mail is sealed inside the intake's
 * transaction, the battle made after it). */
int campaign_make_ready(struct home *h, struct pbem_err *err);
/* A signed mail whose text names a campaign (`Campaign:`) instead of a
 * game: verified with the campaign's keyring and taken as a muster sheet
 * (inside the intake's transaction).  *handled 0: not a campaign's (the
 * usual refusal stands); else answer holds the reply ("Subject: ..."),
 * to its address. */
struct mime_msg;
int campaign_mail_muster(struct home *h, const struct mime_msg *m,
    int *handled, char *to, size_t tn, struct buf *answer,
    struct pbem_err *err);
/* A side's player's address. */
void campaign_side_address(struct home *h, const char *name,
    const char *side, char *to, size_t n);
/* One poll pass: battles made, ended battles recorded. */
int campaign_poll(struct home *h, struct pbem_err *err);

/* campaign_after.c */
/* When the open battle is over: the rosters, rolls, records, reports.
 * *done 0 when the battle is still being fought. */
int campaign_after(struct home *h, const char *name, int *done,
    struct pbem_err *err);
/* campaign_after() for every campaign in battle (the poll pass). */
int campaign_after_all(struct home *h, struct pbem_err *err);
/* The between step from its inputs alone (the store's or an export's):
 * the outcome of `final` into a copy of `before`, the seed from the
 * secret and the muster sheets' hashes, each side's between-battle
 * rules; the rosters after, each side's roll log, the seed and the
 * winner. */
int campaign_between_compute(const struct game_rules *r, const json_t *final,
    const json_t *before, const json_t *params, const char *secret,
    char sides[][GAME_NAME_LEN], char musters[][HASH_HEX_LEN], int n,
    json_t **after, struct buf logs[], char seed_hex[HASH_HEX_LEN],
    char *winner, size_t wlen, struct pbem_err *err);
/* The between step of battle b computed again, nothing stored: the
 * rosters after it, each side's roll log, the musters' hashes; b's seed
 * and winner are set (campaign_verify.c runs it from the records). */
int campaign_between_run(struct home *h, const struct game_rules *r,
    const struct campaign_rec *c, struct campaign_battle_rec *b,
    char sides[][GAME_NAME_LEN], int n, json_t **after,
    struct buf logs[], char musters[][HASH_HEX_LEN], struct pbem_err *err);
/* The record that chains battle n's between step (caps: the battle's,
 * as campaign_caps_text gives them; "" leaves them out, as before caps
 * were kept). */
void campaign_between_record(const char *prev, int n,
    const struct campaign_battle_rec *b, char sides[][GAME_NAME_LEN],
    char musters[][HASH_HEX_LEN], char rolls[][HASH_HEX_LEN], int nsides,
    const char *caps, char out[HASH_HEX_LEN]);
/* The record that closes a campaign: its last between-battle record and
 * each side's first and last roster. */
void campaign_end_record(const char *prev, char sides[][GAME_NAME_LEN], int n,
    const json_t *first, const json_t *last, char out[HASH_HEX_LEN]);
/* The first record of a campaign. */
void campaign_first_record(const char *name, const char *rules,
    char sides[][GAME_NAME_LEN], int nsides, const char *params,
    char out[HASH_HEX_LEN]);

/* campaign_cap.c */
/* The referee's --points and --units texts ("N" for every side, or
 * "SIDE=N,SIDE=N") -> {SIDE: {"points": N, "units": M}}, sides without a
 * cap left out. */
int campaign_caps_parse(const char *points, const char *units,
    char sides[][GAME_NAME_LEN], int n, json_t **caps, struct pbem_err *err);
/* Battle n's caps ({} when it has none). */
int campaign_caps_get(struct home *h, const char *name, int battle,
    json_t **caps);
/* The caps as the battle's record carries them ("" when none). */
void campaign_caps_text(const json_t *caps, char *out, size_t n);
/* Battle n's stored caps as that text. */
#define CAMPAIGN_CAPS_LEN	1024
void campaign_caps_stored(struct home *h, const char *name, int battle,
    char *out, size_t n);
/* A side's muster (the ids it brings, from its roster) against its caps:
 * 0, else -1 with the refusal in why (its own cost and cap only). */
int campaign_cap_check(const struct game_rules *r, const json_t *params,
    const json_t *caps, int battle, const char *side, const json_t *roster,
    const json_t *ids, char *why, size_t wn);
/* A sealed muster sheet's text read again and checked against the caps
 * (campaign verify, replay --archive): 0, else -1 with why. */
int campaign_cap_recheck(const struct game_rules *r, const json_t *params,
    const json_t *caps, const struct campaign_rec *c, int battle,
    const char *side, const json_t *roster, const char *text, char *why,
    size_t wn);
/* The muster call's lines of a side's cap and its units' points. */
void campaign_cap_call(struct buf *m, const struct game_rules *r,
    const json_t *params, const json_t *caps, const char *side,
    const json_t *roster);

/* campaign_text.c */
/* One side's roster as lines (every entry, its persisting fields). */
void campaign_roster_text(struct buf *b, const struct game_rules *r,
    const json_t *roster);
/* Queue a campaign mail ("Subject: ...\n\nbody") to a side's player and
 * keep its body (kind: "muster-call", "report", "debrief"). */
int campaign_mail(struct home *h, const char *name, int n, const char *side,
    const char *kind, const char *rendered, struct pbem_err *err);

/* campaign_archive.c */
/* The whole campaign as one site in dir: campaign.json (everything to
 * re-run it: rosters, musters, secrets, seeds, rolls, each battle's
 * archive), index.html (battles and results, each side's roster over
 * time, the rolls with their secrets and seeds) and a site per battle. */
int campaign_export(struct home *h, const char *name, const char *dir,
    struct pbem_err *err);
/* Re-run a campaign from its campaign.json alone: every battle replayed
 * and chained, every muster, secret, roll, roster and record checked;
 * the first that differs is named. */
int campaign_replay_archive(const json_t *a, struct buf *out,
    struct pbem_err *err);

/* campaign_verify.c */
/* Every battle's between step again from the stored records: the seed
 * from the revealed secret and the muster sheets, each side's rolls and
 * rosters, each record; the first that differs is named. */
int campaign_verify(struct home *h, const char *name, struct buf *out,
    struct pbem_err *err);

#endif
