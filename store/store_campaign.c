/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_campaign.c - the campaign tables (store_campaign.h).  Created
 * idempotently like the core schema: a home made before campaigns gains
 * them the first time it is opened.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "store_campaign.h"
#include "store_sql.h"

static const char campaign_schema[] =
"CREATE TABLE IF NOT EXISTS campaign(\n"
"  name TEXT PRIMARY KEY, rules TEXT NOT NULL, status TEXT NOT NULL,\n"
"  battles INTEGER NOT NULL, current INTEGER NOT NULL, link TEXT NOT NULL,\n"
"  params TEXT NOT NULL, army TEXT NOT NULL, rules_data TEXT NOT NULL);\n"
"CREATE TABLE IF NOT EXISTS campaign_side(\n"
"  campaign TEXT NOT NULL, side TEXT NOT NULL, ord INTEGER NOT NULL,\n"
"  email TEXT NOT NULL, fpr TEXT NOT NULL, key TEXT NOT NULL,\n"
"  PRIMARY KEY(campaign, side));\n"
"CREATE TABLE IF NOT EXISTS campaign_roster(\n"
"  campaign TEXT NOT NULL, battle INTEGER NOT NULL, side TEXT NOT NULL,\n"
"  roster TEXT NOT NULL, PRIMARY KEY(campaign, battle, side));\n"
"CREATE TABLE IF NOT EXISTS campaign_battle(\n"
"  campaign TEXT NOT NULL, n INTEGER NOT NULL, game TEXT NOT NULL,\n"
"  status TEXT NOT NULL, scenario TEXT NOT NULL, secret TEXT NOT NULL,\n"
"  secret_sha TEXT NOT NULL, seed TEXT NOT NULL, winner TEXT NOT NULL,\n"
"  prev TEXT NOT NULL, record TEXT NOT NULL, PRIMARY KEY(campaign, n));\n"
"CREATE TABLE IF NOT EXISTS campaign_muster(\n"
"  campaign TEXT NOT NULL, n INTEGER NOT NULL, side TEXT NOT NULL,\n"
"  sha TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY(campaign, n, side));\n"
"CREATE TABLE IF NOT EXISTS campaign_text(\n"
"  campaign TEXT NOT NULL, n INTEGER NOT NULL, side TEXT NOT NULL,\n"
"  kind TEXT NOT NULL, body TEXT NOT NULL,\n"
"  PRIMARY KEY(campaign, n, side, kind));\n";

int
store_campaign_schema(sqlite3 *db)
{
	return sqlite3_exec(db, campaign_schema, NULL, NULL, NULL) ==
	    SQLITE_OK ? PBEM_OK : PBEM_ERR_DB;
}

int
store_campaign_insert(sqlite3 *db, const struct campaign_rec *c,
    const char *params, const char *army, const char *rules_data)
{
	return store_exec(db, "INSERT INTO campaign(name, rules, status, "
	    "battles, current, link, params, army, rules_data) VALUES(?, ?, ?, "
	    "?, ?, ?, ?, ?, ?)", "tttiitttt", c->name, c->rules, c->status,
	    (long long)c->battles, (long long)c->current, c->link, params,
	    army, rules_data) == PBEM_OK ? PBEM_OK : PBEM_ERR_DB;
}

int
store_campaign_get(sqlite3 *db, const char *name, struct campaign_rec *c)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT name, rules, status, battles, "
	    "current, link FROM campaign WHERE name = ?", "t", name))
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		memset(c, 0, sizeof *c);
		store_col_text(st, 0, c->name, sizeof c->name);
		store_col_text(st, 1, c->rules, sizeof c->rules);
		store_col_text(st, 2, c->status, sizeof c->status);
		c->battles = sqlite3_column_int(st, 3);
		c->current = sqlite3_column_int(st, 4);
		store_col_text(st, 5, c->link, sizeof c->link);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : rc == SQLITE_DONE ?
	    PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_campaign_names(sqlite3 *db, const char *status,
    char names[][PBEM_MAX_NAME + 1], int max, int *n)
{
	sqlite3_stmt *st;
	int rc;

	*n = 0;
	if (store_query(db, &st, "SELECT name FROM campaign WHERE status = ? "
	    "ORDER BY name", "t", status))
		return PBEM_ERR_DB;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && *n < max)
		store_col_text(st, 0, names[(*n)++], PBEM_MAX_NAME + 1);
	sqlite3_finalize(st);
	return rc == SQLITE_DONE || rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

int
store_campaign_update(sqlite3 *db, const struct campaign_rec *c)
{
	return store_exec(db, "UPDATE campaign SET status = ?, current = ?, "
	    "link = ? WHERE name = ?", "titt", c->status,
	    (long long)c->current, c->link, c->name);
}

static int
one_text(sqlite3 *db, char **out, const char *sql, const char *types,
    const char *a, long long n, const char *b, const char *k)
{
	sqlite3_stmt *st;
	int rc;

	*out = NULL;
	if (store_query(db, &st, sql, types, a, n, b, k))
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW &&
	    (*out = store_col_dup(st, 0, NULL)) == NULL)
		rc = SQLITE_NOMEM;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : rc == SQLITE_DONE ?
	    PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_campaign_texts(sqlite3 *db, const char *name, char **params,
    char **army, char **rules_data)
{
	static const char *const col[] = { "params", "army", "rules_data" };
	char **out[3] = { params, army, rules_data }, sql[96];
	int i, rc;

	for (i = 0; i < 3; i++) {
		if (out[i] == NULL)
			continue;
		snprintf(sql, sizeof sql, "SELECT %s FROM campaign WHERE name "
		    "= ?", col[i]);
		if ((rc = one_text(db, out[i], sql, "t", name, 0, NULL, NULL)))
			return rc;
	}
	return PBEM_OK;
}

int
store_campaign_set_params(sqlite3 *db, const char *name, const char *params)
{
	return store_exec(db, "UPDATE campaign SET params = ? WHERE name = ?",
	    "tt", params, name);
}

int
store_campaign_side_add(sqlite3 *db, const char *campaign, const char *side,
    int ord, const char *email, const char *fpr, const char *key)
{
	return store_exec(db, "INSERT INTO campaign_side(campaign, side, ord, "
	    "email, fpr, key) VALUES(?, ?, ?, ?, ?, ?)", "ttittt", campaign,
	    side, (long long)ord, email, fpr, key);
}

int
store_campaign_side_set(sqlite3 *db, const char *campaign, const char *side,
    const char *email, const char *fpr, const char *key)
{
	return store_exec(db, "UPDATE campaign_side SET email = ?, fpr = ?, "
	    "key = ? WHERE campaign = ? AND side = ?", "ttttt", email, fpr, key,
	    campaign, side);
}

int
store_campaign_side_each(sqlite3 *db, const char *campaign,
    int (*fn)(const char *, const char *, const char *, const char *, void *),
    void *arg)
{
	sqlite3_stmt *st;
	char side[PBEM_MAX_NAME + 1], email[256], fpr[64], *key;
	int rc, stop = 0;

	if (store_query(db, &st, "SELECT side, email, fpr, key FROM "
	    "campaign_side WHERE campaign = ? ORDER BY ord", "t", campaign))
		return PBEM_ERR_DB;
	while (!stop && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		store_col_text(st, 0, side, sizeof side);
		store_col_text(st, 1, email, sizeof email);
		store_col_text(st, 2, fpr, sizeof fpr);
		if ((key = store_col_dup(st, 3, NULL)) == NULL) {
			sqlite3_finalize(st);
			return PBEM_ERR_NOMEM;
		}
		stop = fn(side, email, fpr, key, arg);
		free(key);
	}
	sqlite3_finalize(st);
	return stop ? stop : rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_campaign_roster_put(sqlite3 *db, const char *campaign, int battle,
    const char *side, const char *roster)
{
	return store_exec(db, "INSERT OR REPLACE INTO campaign_roster(campaign,"
	    " battle, side, roster) VALUES(?, ?, ?, ?)", "titt", campaign,
	    (long long)battle, side, roster);
}

int
store_campaign_roster_get(sqlite3 *db, const char *campaign, int battle,
    const char *side, char **roster)
{
	return one_text(db, roster, "SELECT roster FROM campaign_roster WHERE "
	    "campaign = ? AND battle = ? AND side = ?", "tit", campaign,
	    battle, side, NULL);
}

int
store_campaign_battle_put(sqlite3 *db, const char *campaign,
    const struct campaign_battle_rec *b, const char *scenario)
{
	return store_exec(db, "INSERT OR REPLACE INTO campaign_battle(campaign,"
	    " n, game, status, scenario, secret, secret_sha, seed, winner, "
	    "prev, record) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
	    "tittttttttt", campaign, (long long)b->n, b->game, b->status,
	    scenario, b->secret, b->secret_sha, b->seed, b->winner, b->prev,
	    b->record);
}

int
store_campaign_battle_get(sqlite3 *db, const char *campaign, int n,
    struct campaign_battle_rec *b, char **scenario)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT n, game, status, secret, secret_sha, "
	    "seed, winner, prev, record, scenario FROM campaign_battle WHERE "
	    "campaign = ? AND n = ?", "ti", campaign, (long long)n))
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		memset(b, 0, sizeof *b);
		b->n = sqlite3_column_int(st, 0);
		store_col_text(st, 1, b->game, sizeof b->game);
		store_col_text(st, 2, b->status, sizeof b->status);
		store_col_text(st, 3, b->secret, sizeof b->secret);
		store_col_text(st, 4, b->secret_sha, sizeof b->secret_sha);
		store_col_text(st, 5, b->seed, sizeof b->seed);
		store_col_text(st, 6, b->winner, sizeof b->winner);
		store_col_text(st, 7, b->prev, sizeof b->prev);
		store_col_text(st, 8, b->record, sizeof b->record);
		if (scenario && (*scenario = store_col_dup(st, 9, NULL)) ==
		    NULL)
			rc = SQLITE_NOMEM;
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : rc == SQLITE_DONE ?
	    PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_campaign_muster_put(sqlite3 *db, const char *campaign, int n,
    const char *side, const char *sha, const char *text)
{
	return store_exec(db, "INSERT OR REPLACE INTO campaign_muster(campaign,"
	    " n, side, sha, text) VALUES(?, ?, ?, ?, ?)", "titt" "t", campaign,
	    (long long)n, side, sha, text);
}

int
store_campaign_muster_get(sqlite3 *db, const char *campaign, int n,
    const char *side, char sha[HASH_HEX_LEN], char **text)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT sha, text FROM campaign_muster WHERE "
	    "campaign = ? AND n = ? AND side = ?", "tit", campaign,
	    (long long)n, side))
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		store_col_text(st, 0, sha, HASH_HEX_LEN);
		if (text && (*text = store_col_dup(st, 1, NULL)) == NULL)
			rc = SQLITE_NOMEM;
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : rc == SQLITE_DONE ?
	    PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_campaign_text_put(sqlite3 *db, const char *campaign, int n,
    const char *side, const char *kind, const char *body)
{
	return store_exec(db, "INSERT OR REPLACE INTO campaign_text(campaign, "
	    "n, side, kind, body) VALUES(?, ?, ?, ?, ?)", "titt" "t", campaign,
	    (long long)n, side, kind, body);
}

int
store_campaign_text_get(sqlite3 *db, const char *campaign, int n,
    const char *side, const char *kind, char **body)
{
	return one_text(db, body, "SELECT body FROM campaign_text WHERE "
	    "campaign = ? AND n = ? AND side = ? AND kind = ?", "titt",
	    campaign, n, side, kind);
}

int
store_campaign_game_link(sqlite3 *db, const char *game,
    char link[HASH_HEX_LEN])
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT prev FROM campaign_battle WHERE game "
	    "= ?", "t", game))
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		store_col_text(st, 0, link, HASH_HEX_LEN);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : rc == SQLITE_DONE ?
	    PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_phase_set_prev(sqlite3 *db, const char *game, int seq, const char *prev)
{
	return store_exec(db, "UPDATE phase SET prev_sha = ? WHERE game = ? AND "
	    "seq = ?", "tti", prev, game, (long long)seq);
}
