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

int
store_phase_reopen_secret(sqlite3 *db, const char *game, int seq,
    const char *secret, const char *secret_sha)
{
	return store_exec(db, "UPDATE phase SET secret=?, secret_sha=?,"
	    " held=0 WHERE game=? AND seq=?", "ttti", secret, secret_sha,
	    game, (long long)seq);
}

int
store_phase_set_state(sqlite3 *db, const char *game, int seq,
    const char *state, const char *state_sha)
{
	return store_exec(db, "UPDATE phase SET state=?, state_sha=? WHERE"
	    " game=? AND seq=?", "ttti", state, state_sha, game,
	    (long long)seq);
}

int
store_phase_set_opened(sqlite3 *db, const char *game, int seq, time_t at)
{
	return store_exec(db, "UPDATE phase SET opened=? WHERE game=? AND"
	    " seq=?", "iti", (long long)at, game, (long long)seq);
}

int
store_phase_rollback(sqlite3 *db, const char *game, int seq, long long rid)
{
	long long s = seq;

	/* Everything from seq on goes to the archive, marked by this
	 * rollback; nothing is deleted without a copy. */
	if (store_exec(db, "INSERT INTO phase_archive SELECT ?, game,"
	    " seq, turn, name, kind, status, state, state_sha, secret,"
	    " secret_sha, seed, events, prev_sha, record_sha, opened, resolved"
	    " FROM phase WHERE game=? AND seq>=?", "iti", rid, game, s) !=
	    PBEM_OK ||
	    store_exec(db, "UPDATE amendment SET rollback=? WHERE game=?"
	    " AND seq>? AND rollback IS NULL", "iti", rid, game, s) !=
	    PBEM_OK ||
	    store_exec(db, "UPDATE phase SET discarded=1 WHERE game=?"
	    " AND seq>=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "DELETE FROM phase WHERE game=? AND seq>?",
	    "ti", game, s) != PBEM_OK ||
	    store_exec(db, "UPDATE sheet SET current=0 WHERE game=?"
	    " AND seq>=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "DELETE FROM notice WHERE game=? AND"
	    " seq>=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "UPDATE phase SET status='open', seed=NULL,"
	    " events=NULL, record_sha=NULL, resolved=NULL, held=0, discarded=0"
	    " WHERE game=? AND seq=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "UPDATE game SET status='running',"
	    " result=NULL, final_state=NULL WHERE id=?", "t", game) != PBEM_OK)
		return PBEM_ERR_DB;
	return PBEM_OK;
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

int
store_player_set_key(sqlite3 *db, const char *game, const char *side,
    const char *email, const char *fpr)
{
	if (store_exec(db, "UPDATE player SET email=?, fpr=? WHERE game=? AND"
	    " side=?", "tttt", email, fpr, game, side) != PBEM_OK ||
	    store_exec(db, "UPDATE reliability SET streak=0 WHERE game=? AND"
	    " side=?", "tt", game, side) != PBEM_OK)
		return PBEM_ERR_DB;
	return PBEM_OK;
}

int
store_report_latest(sqlite3 *db, const char *game, const char *side,
    char **body)
{
	sqlite3_stmt *st;
	int rc;

	*body = NULL;
	if (store_query(db, &st, "SELECT body FROM report WHERE game=? AND"
	    " side=? ORDER BY seq DESC LIMIT 1", "tt", game, side) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && (*body = store_col_dup(st, 0, NULL)) == NULL)
		rc = SQLITE_NOMEM;
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return PBEM_OK;
	return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_report_count(sqlite3 *db, const char *game, const char *side,
    const char *needle, int *n)
{
	long long c = 0;
	int rc;

	*n = 0;
	rc = store_one_int(db, &c, "SELECT count(*) FROM report WHERE game=?"
	    " AND (?2 IS NULL OR side=?2) AND (?3 IS NULL OR instr(body, ?3)"
	    " > 0)", "ttt", game, side, needle);
	*n = (int)c;
	return rc;
}
