/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_intake.c - what intake asks the store: how many signed mails a
 * side has sent in a phase, whether an address belongs to a game, which
 * answers were already given, and what became of an earlier mail.
 * The policies (how many, how often) live in orders/limits.c.
 */
#include <stdio.h>
#include <string.h>

#include "store.h"
#include "store_sql.h"

int
store_rate_take(sqlite3 *db, const char *game, const char *side, int *count)
{
	long long seq = 0, n = 0;

	*count = 0;
	/* The phase a mail lands in is the game's newest; a mail for a game
	 * not started counts against phase 0. */
	if (store_one_int(db, &seq, "SELECT coalesce(max(seq), 0) FROM phase"
	    " WHERE game=?", "t", game) != PBEM_OK ||
	    store_exec(db, "INSERT INTO intake_rate(game, seq, side, n)"
	    " VALUES(?,?,?,1) ON CONFLICT(game, seq, side) DO UPDATE SET"
	    " n = n + 1", "tit", game, seq, side) != PBEM_OK ||
	    store_one_int(db, &n, "SELECT n FROM intake_rate WHERE game=?"
	    " AND seq=? AND side=?", "tit", game, seq, side) != PBEM_OK)
		return PBEM_ERR_DB;
	*count = (int)n;
	return PBEM_OK;
}

int
store_address_known(sqlite3 *db, const char *addr, int *known)
{
	long long n = 0;
	int rc;

	*known = 0;
	rc = store_one_int(db, &n, "SELECT 1 FROM player WHERE email=? COLLATE"
	    " NOCASE UNION SELECT 1 FROM game WHERE referee_email=? COLLATE"
	    " NOCASE LIMIT 1", "tt", addr, addr);
	if (rc == PBEM_OK)
		*known = 1;
	return rc == PBEM_ERR_NOTFOUND ? PBEM_OK : rc;
}

int
store_answer_once(sqlite3 *db, const char *what, long long window,
    long long now, int *first)
{
	long long at = 0;
	int rc;

	*first = 0;
	rc = store_one_int(db, &at, "SELECT at FROM intake_answered WHERE"
	    " what=?", "t", what);
	if (rc != PBEM_OK && rc != PBEM_ERR_NOTFOUND)
		return rc;
	if (rc == PBEM_OK && (window == 0 || now - at < window))
		return PBEM_OK;
	*first = 1;
	return store_exec(db, "INSERT OR REPLACE INTO intake_answered(what, at)"
	    " VALUES(?,?)", "ti", what, now);
}

int
store_strangers_answered(sqlite3 *db, long long since, int *n)
{
	long long c = 0;

	*n = 0;
	/* Forget older answers first, so the table stays small. */
	if (store_exec(db, "DELETE FROM intake_answered WHERE what LIKE"
	    " 'from:%' AND at < ?", "i", since) != PBEM_OK ||
	    store_one_int(db, &c, "SELECT count(*) FROM intake_answered"
	    " WHERE what LIKE 'from:%'", NULL) != PBEM_OK)
		return PBEM_ERR_DB;
	*n = (int)c;
	return PBEM_OK;
}

int
store_mail_prior(sqlite3 *db, const char *msgid, char verdict[16],
    char game[PBEM_MAX_NAME + 1], char side[PBEM_MAX_NAME + 1],
    long long *received)
{
	sqlite3_stmt *st;
	int rc;

	verdict[0] = game[0] = side[0] = '\0';
	*received = 0;
	if (store_query(db, &st, "SELECT verdict, game, side, received FROM"
	    " mail_in WHERE msgid=?", "t", msgid) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		store_col_text(st, 0, verdict, 16);
		store_col_text(st, 1, game, PBEM_MAX_NAME + 1);
		store_col_text(st, 2, side, PBEM_MAX_NAME + 1);
		*received = sqlite3_column_int64(st, 3);
	}
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return PBEM_OK;
	return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}
