/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_report.c - the reports archive: every side's report of every phase. */
#include <stdlib.h>
#include <string.h>

#include "store.h"
#include "store_sql.h"

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

int
store_report_add(sqlite3 *db, const char *game, int seq, const char *side,
    const char *body)
{
	return store_exec(db, "INSERT OR REPLACE INTO report(game, seq, side,"
	    " body) VALUES(?,?,?,?)", "titt", game, (long long)seq, side, body);
}

int
store_report_each(sqlite3 *db, const char *game,
    int (*fn)(int seq, const char *side, const char *body, void *arg),
    void *arg)
{
	sqlite3_stmt *st;
	int rc = PBEM_OK, step;

	if (store_query(db, &st, "SELECT seq, side, body FROM report WHERE"
	    " game=? ORDER BY seq, side", "t", game) != PBEM_OK)
		return PBEM_ERR_DB;
	while ((step = sqlite3_step(st)) == SQLITE_ROW)
		if ((rc = fn(sqlite3_column_int(st, 0),
		    (const char *)sqlite3_column_text(st, 1),
		    (const char *)sqlite3_column_text(st, 2), arg)) != PBEM_OK)
			break;
	sqlite3_finalize(st);
	if (rc == PBEM_OK && step != SQLITE_DONE)
		rc = PBEM_ERR_DB;
	return rc;
}
