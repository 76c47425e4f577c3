/* SPDX-License-Identifier: GPL-3.0-or-later */
/* store_outbox.c - the outgoing mail queue (and what a preview queued). */
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "store.h"
#include "store_sql.h"

void
outbox_rec_free(struct outbox_rec *o)
{
	free(o->data);
	o->data = NULL;
}

int
store_outbox_add(sqlite3 *db, const char *msgid, const char *rcpt,
    const char *kind, const char *game, const char *side, int seq,
    const char *data, size_t len)
{
	return store_exec(db, "INSERT INTO outbox(msgid, rcpt, kind, game, side,"
	    " seq, data, status, created) VALUES(?,?,?,?,?,?,?,'queued',?)",
	    "tttttibi", msgid, rcpt, kind, game, side, (long long)seq, data,
	    len, (long long)clock_now());
}

/* Ids are collected first: fn() updates rows, and sqlite leaves a scan
 * of a table undefined while that table changes under it. */
int
store_outbox_each_queued(sqlite3 *db, int (*fn)(struct outbox_rec *, void *),
    void *arg)
{
	sqlite3_stmt *st;
	struct outbox_rec o;
	long long *ids = NULL, *nids;
	size_t n = 0, cap = 0, i;
	int rc, r = 0;

	/* Rows waiting out a retry delay (store_transport.c) are skipped. */
	if (store_query(db, &st, "SELECT id FROM outbox WHERE status='queued'"
	    " AND id NOT IN (SELECT id FROM outbox_retry WHERE next_try > ?)"
	    " ORDER BY id", "i", (long long)clock_now()) != PBEM_OK)
		return PBEM_ERR_DB;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			if ((nids = realloc(ids, cap * sizeof *ids)) == NULL) {
				rc = SQLITE_NOMEM;
				break;
			}
			ids = nids;
		}
		ids[n++] = sqlite3_column_int64(st, 0);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		free(ids);
		return PBEM_ERR_DB;
	}
	for (i = 0; i < n && r == 0; i++) {
		if (store_query(db, &st, "SELECT id, msgid, rcpt, data, attempts"
		    " FROM outbox WHERE id=? AND status='queued'", "i",
		    ids[i]) != PBEM_OK) {
			r = PBEM_ERR_DB;
			break;
		}
		if (sqlite3_step(st) != SQLITE_ROW) {
			sqlite3_finalize(st);
			continue;
		}
		memset(&o, 0, sizeof o);
		o.id = sqlite3_column_int64(st, 0);
		store_col_text(st, 1, o.msgid, sizeof o.msgid);
		store_col_text(st, 2, o.rcpt, sizeof o.rcpt);
		o.data = store_col_dup(st, 3, &o.len);
		o.attempts = sqlite3_column_int(st, 4);
		sqlite3_finalize(st);
		if (o.data == NULL) {
			r = PBEM_ERR_NOMEM;
			break;
		}
		r = fn(&o, arg);
		outbox_rec_free(&o);
	}
	free(ids);
	return r;
}

int
store_outbox_mark(sqlite3 *db, long long id, const char *status,
    const char *detail)
{
	return store_exec(db, "UPDATE outbox SET status=?, detail=?,"
	    " attempts=attempts+1, done=? WHERE id=?", "ttii", status, detail,
	    (long long)clock_now(), id);
}

int
store_outbox_count(sqlite3 *db, const char *status, int *count)
{
	sqlite3_stmt *st;
	int rc;

	*count = 0;
	if (store_query(db, &st, "SELECT count(*) FROM outbox WHERE status=?",
	    "t", status) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*count = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

int
store_outbox_last_id(sqlite3 *db, long long *id)
{
	*id = 0;
	return store_one_int(db, id, "SELECT coalesce(max(id), 0) FROM outbox",
	    NULL);
}

int
store_outbox_each_since(sqlite3 *db, long long after,
    int (*fn)(const char *side, const char *data, void *arg), void *arg)
{
	sqlite3_stmt *st;
	int rc = PBEM_OK, step;

	if (store_query(db, &st, "SELECT side, data FROM outbox WHERE id > ?"
	    " AND kind != 'receipt' ORDER BY id", "i", after) != PBEM_OK)
		return PBEM_ERR_DB;
	while ((step = sqlite3_step(st)) == SQLITE_ROW)
		if ((rc = fn((const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1), arg)) != PBEM_OK)
			break;
	sqlite3_finalize(st);
	if (rc == PBEM_OK && step != SQLITE_DONE)
		rc = PBEM_ERR_DB;
	return rc;
}
