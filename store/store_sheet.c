/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_sheet.c - sealed order sheets and the record of every mail taken in.
 * A sheet row is read back only by phase resolution, by its author's
 * receipt, and by the referee; never into another side's mail.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "store.h"
#include "store_sql.h"

void
sheet_rec_free(struct sheet_rec *s)
{
	free(s->text);
	free(s->orders);
	s->text = s->orders = NULL;
}

int
store_sheet_put(sqlite3 *db, const struct sheet_rec *s, const char *msgid,
    const char *raw, size_t rawlen)
{
	int rc;

	rc = store_exec(db, "UPDATE sheet SET current=0 WHERE game=? AND seq=?"
	    " AND side=? AND current=1", "tit", s->game, (long long)s->seq,
	    s->side);
	if (rc != PBEM_OK)
		return rc;
	return store_exec(db, "INSERT INTO sheet(game, seq, side, sha, text,"
	    " orders, msgid, raw, received, current)"
	    " VALUES(?,?,?,?,?,?,?,?,?,1)", "titttttbi", s->game,
	    (long long)s->seq, s->side, s->sha, s->text, s->orders, msgid,
	    raw, rawlen, (long long)s->received);
}

int
store_sheet_current(sqlite3 *db, const char *game, int seq, const char *side,
    struct sheet_rec *s)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT id, sha, text, orders, received FROM"
	    " sheet WHERE game=? AND seq=? AND side=? AND current=1", "tit",
	    game, (long long)seq, side) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		memset(s, 0, sizeof *s);
		s->id = sqlite3_column_int64(st, 0);
		snprintf(s->game, sizeof s->game, "%s", game);
		s->seq = seq;
		snprintf(s->side, sizeof s->side, "%s", side);
		store_col_text(st, 1, s->sha, sizeof s->sha);
		s->text = store_col_dup(st, 2, NULL);
		s->orders = store_col_dup(st, 3, NULL);
		s->received = (time_t)sqlite3_column_int64(st, 4);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
	if (s->text == NULL || s->orders == NULL) {
		sheet_rec_free(s);
		return PBEM_ERR_NOMEM;
	}
	return PBEM_OK;
}

int
store_sheet_count_for(sqlite3 *db, const char *game, int seq,
    const char *side, int *count)
{
	sqlite3_stmt *st;
	int rc;

	*count = 0;
	if (store_query(db, &st, "SELECT count(*) FROM sheet WHERE game=?"
	    " AND seq=? AND side=?", "tit", game, (long long)seq,
	    side) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*count = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

int
store_mail_seen(sqlite3 *db, const char *msgid, int *seen)
{
	sqlite3_stmt *st;
	int rc;

	*seen = 0;
	if (store_query(db, &st, "SELECT 1 FROM mail_in WHERE msgid=?", "t",
	    msgid) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	*seen = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_mail_record(sqlite3 *db, const char *msgid, const char *sha,
    const char *verdict, const char *game, const char *side)
{
	return store_exec(db, "INSERT OR IGNORE INTO mail_in(msgid, sha,"
	    " verdict, game, side, received) VALUES(?,?,?,?,?,?)", "ttttti", msgid, sha, verdict, game, side,
	    (long long)clock_now());
}

int
store_sheet_sha_seen(sqlite3 *db, const char *game, int seq, const char *side,
    const char *sha, int *seen)
{
	sqlite3_stmt *st;
	int rc;

	*seen = 0;
	if (store_query(db, &st, "SELECT 1 FROM sheet WHERE game=? AND seq=?"
	    " AND side=? AND sha=? LIMIT 1", "titt", game, (long long)seq,
	    side, sha) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	*seen = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
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
