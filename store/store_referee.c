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
store_phase_set_deadline(sqlite3 *db, const char *game, int seq,
    time_t deadline)
{
	return store_exec(db, "UPDATE phase SET deadline=? WHERE game=? AND"
	    " seq=?", "iti", (long long)deadline, game, (long long)seq);
}

int
store_phase_get_deadline(sqlite3 *db, const char *game, int seq,
    time_t *deadline, int *held)
{
	sqlite3_stmt *st;
	int rc;

	*deadline = 0;
	*held = 0;
	if (store_query(db, &st, "SELECT coalesce(deadline, 0), held FROM phase"
	    " WHERE game=? AND seq=?", "ti", game, (long long)seq) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*deadline = (time_t)sqlite3_column_int64(st, 0);
		*held = sqlite3_column_int(st, 1);
	}
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK :
	    rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_phase_set_held(sqlite3 *db, const char *game, int seq, int held)
{
	return store_exec(db, "UPDATE phase SET held=? WHERE game=? AND seq=?",
	    "iti", (long long)held, game, (long long)seq);
}

int
store_sheet_received(sqlite3 *db, const char *game, int seq, const char *side,
    time_t *at)
{
	sqlite3_stmt *st;
	int rc;

	*at = 0;
	if (store_query(db, &st, "SELECT received FROM sheet WHERE game=? AND"
	    " seq=? AND side=? AND current=1", "tit", game, (long long)seq,
	    side) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*at = (time_t)sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK :
	    rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
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
