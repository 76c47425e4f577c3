/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_campaign.h - a campaign's tables (src/campaign*.c): the campaign,
 * its sides with their players and keys, each side's roster after every
 * battle (0: before the first), its battles with their between-battle
 * secret, seed and records, the sealed muster sheets, and the campaign
 * texts each side was sent (reports, roll logs).
 */
#ifndef PBEM_STORE_CAMPAIGN_H
#define PBEM_STORE_CAMPAIGN_H

#include <sqlite3.h>

#include "hash.h"
#include "pbem_limits.h"

struct campaign_rec {
	char name[PBEM_MAX_NAME + 1];
	char rules[PBEM_MAX_NAME + 1];
	char status[16];		/* "muster", "battle", "between", "over" */
	int battles;			/* how many the campaign has */
	int current;			/* the battle mustering or fought, 0 */
	char link[HASH_HEX_LEN];	/* the campaign's last record */
};

struct campaign_battle_rec {
	int n;
	char game[PBEM_MAX_NAME + 1];
	char status[16];		/* "muster", "battle", "done" */
	char secret[HASH_HEX_LEN];	/* the between-battle secret */
	char secret_sha[HASH_HEX_LEN];	/* its commitment, in the muster call */
	char seed[HASH_HEX_LEN];	/* set after the battle */
	char winner[PBEM_MAX_NAME + 1];
	char prev[HASH_HEX_LEN];	/* the record the battle links to */
	char record[HASH_HEX_LEN];	/* the between-battle record */
};

/* Called by store_open after the core schema. */
int store_campaign_schema(sqlite3 *db);
int store_campaign_insert(sqlite3 *db, const struct campaign_rec *c,
    const char *params, const char *army, const char *rules_data);
int store_campaign_get(sqlite3 *db, const char *name, struct campaign_rec *c);
/* The names of the campaigns in `status`, in name order (at most max). */
int store_campaign_names(sqlite3 *db, const char *status,
    char names[][PBEM_MAX_NAME + 1], int max, int *n);
int store_campaign_update(sqlite3 *db, const struct campaign_rec *c);
/* The campaign's texts (malloc'd; NULL pointers are skipped). */
int store_campaign_texts(sqlite3 *db, const char *name, char **params,
    char **army, char **rules_data);
int store_campaign_set_params(sqlite3 *db, const char *name,
    const char *params);
int store_campaign_side_add(sqlite3 *db, const char *campaign,
    const char *side, int ord, const char *email, const char *fpr,
    const char *key);
/* A side handed to a new player or key, for the rest of the campaign. */
int store_campaign_side_set(sqlite3 *db, const char *campaign,
    const char *side, const char *email, const char *fpr, const char *key);
/* Each side in its order; fn's non-zero return stops the walk. */
int store_campaign_side_each(sqlite3 *db, const char *campaign,
    int (*fn)(const char *side, const char *email, const char *fpr,
    const char *key, void *arg), void *arg);
int store_campaign_roster_put(sqlite3 *db, const char *campaign, int battle,
    const char *side, const char *roster);
int store_campaign_roster_get(sqlite3 *db, const char *campaign, int battle,
    const char *side, char **roster);
int store_campaign_battle_put(sqlite3 *db, const char *campaign,
    const struct campaign_battle_rec *b, const char *scenario);
int store_campaign_battle_get(sqlite3 *db, const char *campaign, int n,
    struct campaign_battle_rec *b, char **scenario);
int store_campaign_muster_put(sqlite3 *db, const char *campaign, int n,
    const char *side, const char *sha, const char *text);
/* PBEM_ERR_NOTFOUND when the side has sent none. */
int store_campaign_muster_get(sqlite3 *db, const char *campaign, int n,
    const char *side, char sha[HASH_HEX_LEN], char **text);
int store_campaign_text_put(sqlite3 *db, const char *campaign, int n,
    const char *side, const char *kind, const char *body);
int store_campaign_text_get(sqlite3 *db, const char *campaign, int n,
    const char *side, const char *kind, char **body);
/* The record a campaign battle's first phase links to (archive.c):
 * PBEM_ERR_NOTFOUND for a game of no campaign. */
int store_campaign_game_link(sqlite3 *db, const char *game,
    char link[HASH_HEX_LEN]);
/* A battle's first phase links to the campaign's last record. */
int store_phase_set_prev(sqlite3 *db, const char *game, int seq,
    const char *prev);

#endif
