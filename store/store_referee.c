/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_referee.c - what the referee and the clock keep per game: settings
 * (deadline rules, policies), notices already sent (so a reminder goes out
 * once), each side's reliability, the history of referee actions, and
 * the queue of commands the referee sent by mail.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "store.h"
#include "store_sql.h"

int
store_setting_get(sqlite3 *db, const char *game, const char *key, char *out,
    size_t n)
{
	sqlite3_stmt *st;
	int rc;

	if (n)
		out[0] = '\0';
	if (store_query(db, &st, "SELECT value FROM setting WHERE game=? AND"
	    " key=?", "tt", game, key) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		store_col_text(st, 0, out, n);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK :
	    rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_setting_set(sqlite3 *db, const char *game, const char *key,
    const char *value)
{
	if (value == NULL)
		return store_exec(db, "DELETE FROM setting WHERE game=? AND"
		    " key=?", "tt", game, key);
	return store_exec(db, "INSERT OR REPLACE INTO setting(game, key, value)"
	    " VALUES(?,?,?)", "ttt", game, key, value);
}

int
store_notice_once(sqlite3 *db, const char *game, int seq, const char *side,
    const char *kind, int *first)
{
	int rc;

	*first = 0;
	rc = store_exec(db, "INSERT OR IGNORE INTO notice(game, seq, side, kind,"
	    " at) VALUES(?,?,?,?,?)", "titti", game, (long long)seq, side, kind,
	    (long long)clock_now());
	if (rc != PBEM_OK)
		return rc;
	*first = sqlite3_changes(db) == 1;
	return PBEM_OK;
}

int
store_reliability_add(sqlite3 *db, const char *game, const char *side,
    const char *what)
{
	char sql[256];
	int rc;

	if (strcmp(what, "on_time") != 0 && strcmp(what, "late") != 0 &&
	    strcmp(what, "missed") != 0)
		return PBEM_ERR_USAGE;
	rc = store_exec(db, "INSERT OR IGNORE INTO reliability(game, side)"
	    " VALUES(?,?)", "tt", game, side);
	if (rc != PBEM_OK)
		return rc;
	/* `what` is one of three fixed names, checked above. */
	snprintf(sql, sizeof sql, "UPDATE reliability SET %s=%s+1, streak=%s"
	    " WHERE game=? AND side=?", what, what,
	    strcmp(what, "missed") == 0 ? "streak+1" : "0");
	return store_exec(db, sql, "tt", game, side);
}

int
store_reliability_get(sqlite3 *db, const char *game, const char *side,
    int *on_time, int *late, int *missed, int *streak)
{
	sqlite3_stmt *st;
	int rc;

	*on_time = *late = *missed = *streak = 0;
	if (store_query(db, &st, "SELECT on_time, late, missed, streak FROM"
	    " reliability WHERE game=? AND side=?", "tt", game, side) !=
	    PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*on_time = sqlite3_column_int(st, 0);
		*late = sqlite3_column_int(st, 1);
		*missed = sqlite3_column_int(st, 2);
		*streak = sqlite3_column_int(st, 3);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_history_add(sqlite3 *db, const char *game, int seq, const char *who,
    const char *what, const char *detail)
{
	return store_exec(db, "INSERT INTO history(game, seq, at, who, what,"
	    " detail) VALUES(?,?,?,?,?,?)", "tiittt", game, (long long)seq,
	    (long long)clock_now(), who, what, detail);
}

int
store_refq_add(sqlite3 *db, const char *msgid, const char *game,
    const char *commands)
{
	return store_exec(db, "INSERT OR IGNORE INTO referee_queue(msgid, game,"
	    " commands) VALUES(?, ?, ?)", "ttt", msgid, game, commands);
}

int
store_refq_first(sqlite3 *db, char *msgid, size_t mn, char *game,
    size_t gn, char **commands, int *next, char **reply)
{
	sqlite3_stmt *st;
	int rc;

	*commands = *reply = NULL;
	if (store_query(db, &st, "SELECT msgid, game, commands, next, reply "
	    "FROM referee_queue ORDER BY rowid LIMIT 1", NULL) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		store_col_text(st, 0, msgid, mn);
		store_col_text(st, 1, game, gn);
		*commands = store_col_dup(st, 2, NULL);
		*next = sqlite3_column_int(st, 3);
		*reply = store_col_dup(st, 4, NULL);
	}
	sqlite3_finalize(st);
	if (rc == SQLITE_DONE)
		return PBEM_ERR_NOTFOUND;
	if (rc != SQLITE_ROW || *commands == NULL || *reply == NULL) {
		free(*commands);
		free(*reply);
		*commands = *reply = NULL;
		return PBEM_ERR_DB;
	}
	return PBEM_OK;
}

int
store_refq_next(sqlite3 *db, const char *msgid, int *next)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT next FROM referee_queue WHERE "
	    "msgid=?", "t", msgid) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*next = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

int
store_refq_step(sqlite3 *db, const char *msgid, const char *outcome)
{
	return store_exec(db, "UPDATE referee_queue SET next = next + 1, "
	    "reply = reply || ? WHERE msgid=?", "tt", outcome, msgid);
}

int
store_refq_done(sqlite3 *db, const char *msgid)
{
	return store_exec(db, "DELETE FROM referee_queue WHERE msgid=?", "t",
	    msgid);
}

int
store_notice_clear(sqlite3 *db, const char *game, int seq)
{
	return store_exec(db, "DELETE FROM notice WHERE game=? AND seq=?",
	    "ti", game, (long long)seq);
}

int
store_history_each(sqlite3 *db, const char *game, int seq, const char *what,
    int (*fn)(const struct history_rec *, void *), void *arg)
{
	struct history_rec r;
	sqlite3_stmt *st;
	int rc = PBEM_OK, step;

	if (store_query(db, &st, "SELECT at, seq, who, what, detail FROM"
	    " history WHERE game=?1 AND (?2 < 0 OR seq=?2) AND (?3 IS NULL OR"
	    " what=?3) ORDER BY id", "tit", game, (long long)seq, what) !=
	    PBEM_OK)
		return PBEM_ERR_DB;
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		memset(&r, 0, sizeof r);
		r.at = (time_t)sqlite3_column_int64(st, 0);
		r.seq = sqlite3_column_int(st, 1);
		store_col_text(st, 2, r.who, sizeof r.who);
		store_col_text(st, 3, r.what, sizeof r.what);
		r.detail = (const char *)sqlite3_column_text(st, 4);
		if (r.detail == NULL)
			r.detail = "";
		if ((rc = fn(&r, arg)) != PBEM_OK)
			break;
	}
	sqlite3_finalize(st);
	if (rc == PBEM_OK && step != SQLITE_DONE)
		rc = PBEM_ERR_DB;
	return rc;
}
