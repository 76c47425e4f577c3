/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_amend.c - the referee's amendments, one row a change, append
 * only: who, the change as written, the reason, the state hashes before
 * and after, and the link that chains the row to the game's record (the
 * phase's prev_sha, or the amendment before it in the same phase).  The
 * state before is kept too, so the first change of phase 1 (whose
 * opening state no earlier phase produces) can be re-applied by replay.
 * A rollback voids the rows of the phases it archives (`rollback` set),
 * never deletes them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "store.h"
#include "store_sql.h"

int
store_amend_add(sqlite3 *db, const char *game, const struct amend_rec *a)
{
	return store_exec(db, "INSERT INTO amendment(game, seq, at, who,"
	    " change, reason, from_sha, to_sha, link, before)"
	    " VALUES(?,?,?,?,?,?,?,?,?,?)", "tiittttttt", game,
	    (long long)a->seq, (long long)clock_now(), a->who, a->change,
	    a->reason, a->from_sha, a->to_sha, a->link, a->before);
}

int
store_amend_each(sqlite3 *db, const char *game, int seq,
    int (*fn)(const struct amend_rec *, void *), void *arg)
{
	struct amend_rec a;
	sqlite3_stmt *st;
	int rc = PBEM_OK, step;

	if (store_query(db, &st, "SELECT seq, at, who, change, reason,"
	    " from_sha, to_sha, link, before FROM amendment WHERE game=?1"
	    " AND (?2 < 0 OR seq=?2) AND rollback IS NULL ORDER BY id", "ti",
	    game, (long long)seq) != PBEM_OK)
		return PBEM_ERR_DB;
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		memset(&a, 0, sizeof a);
		a.seq = sqlite3_column_int(st, 0);
		a.at = (time_t)sqlite3_column_int64(st, 1);
		store_col_text(st, 2, a.who, sizeof a.who);
		a.change = (const char *)sqlite3_column_text(st, 3);
		a.reason = (const char *)sqlite3_column_text(st, 4);
		store_col_text(st, 5, a.from_sha, sizeof a.from_sha);
		store_col_text(st, 6, a.to_sha, sizeof a.to_sha);
		store_col_text(st, 7, a.link, sizeof a.link);
		a.before = (const char *)sqlite3_column_text(st, 8);
		if (a.change == NULL || a.reason == NULL || a.before == NULL) {
			rc = PBEM_ERR_DB;
			break;
		}
		if ((rc = fn(&a, arg)) != PBEM_OK)
			break;
	}
	sqlite3_finalize(st);
	if (rc == PBEM_OK && step != SQLITE_DONE)
		rc = PBEM_ERR_DB;
	return rc;
}

static int
keep_link(const struct amend_rec *a, void *arg)
{
	snprintf(arg, HASH_HEX_LEN, "%s", a->link);
	return PBEM_OK;
}

int
store_amend_last_link(sqlite3 *db, const char *game, int seq,
    char link[HASH_HEX_LEN])
{
	link[0] = '\0';
	return store_amend_each(db, game, seq, keep_link, link);
}
