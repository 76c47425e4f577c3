/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_transport.c - the sqlite state of the live mail transports: which
 * deliveries intake took (inbox_taken) and which IMAP messages were taken
 * and moved (imap_seen, imap_folder), when a queued mail may be
 * tried again (outbox_retry), and delivery status notifications with the
 * addresses they mark bouncing (bounce, bouncing).
 * Queries only: the transports decide, this file remembers.  It never
 * talks to a server and never reads a mail.
 */
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "store.h"
#include "store_sql.h"

int
store_imap_taken(sqlite3 *db, const char *folder, long long uidvalidity,
    long long uid, int *taken)
{
	sqlite3_stmt *st;
	int rc;

	*taken = 0;
	if (store_query(db, &st, "SELECT 1 FROM imap_seen WHERE folder=? AND"
	    " uidvalidity=? AND uid=?", "tii", folder, uidvalidity, uid) !=
	    PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	*taken = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_imap_record(sqlite3 *db, const char *folder, long long uidvalidity,
    long long uid)
{
	return store_exec(db, "INSERT OR IGNORE INTO imap_seen(folder,"
	    " uidvalidity, uid, taken) VALUES(?,?,?,?)", "tiii", folder,
	    uidvalidity, uid, (long long)clock_now());
}

int
store_imap_moved(sqlite3 *db, const char *folder, long long uidvalidity,
    long long uid, const char *source)
{
	long long now = (long long)clock_now();
	int rc;

	if ((rc = store_exec(db, "INSERT OR IGNORE INTO imap_seen(folder,"
	    " uidvalidity, uid, taken) VALUES(?,?,?,?)", "tiii", folder,
	    uidvalidity, uid, now)) != PBEM_OK ||
	    (rc = store_exec(db, "UPDATE imap_seen SET moved=? WHERE folder=?"
	    " AND uidvalidity=? AND uid=?", "itii", now, folder, uidvalidity,
	    uid)) != PBEM_OK)
		return rc;
	return store_exec(db, "UPDATE inbox_taken SET finished=? WHERE"
	    " source=?", "it", now, source);
}

int
store_inbox_taken(sqlite3 *db, const char *source, const char *sha,
    int *taken)
{
	long long one = 0;
	int rc;

	*taken = 0;
	rc = sha ? store_one_int(db, &one, "SELECT 1 FROM inbox_taken WHERE"
	    " source=? AND sha=?", "tt", source, sha) :
	    store_one_int(db, &one, "SELECT 1 FROM inbox_taken WHERE"
	    " source=?", "t", source);
	*taken = rc == PBEM_OK;
	return rc == PBEM_ERR_NOTFOUND ? PBEM_OK : rc;
}

int
store_inbox_orphan(sqlite3 *db, const char *box, long long epoch,
    const char *msgid, const char *sha, char *source, size_t n)
{
	sqlite3_stmt *st;
	int rc;

	source[0] = '\0';
	if (store_query(db, &st, "SELECT source FROM inbox_taken WHERE box=?"
	    " AND epoch<>? AND msgid=? AND sha=? AND finished IS NULL LIMIT 1",
	    "titt", box, epoch, msgid, sha) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		store_col_text(st, 0, source, n);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return PBEM_OK;
	return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_inbox_record(sqlite3 *db, const char *source, const char *box,
    long long epoch, const char *msgid, const char *sha)
{
	return store_exec(db, "INSERT OR REPLACE INTO inbox_taken(source, box,"
	    " epoch, msgid, sha, taken) VALUES(?,?,?,?,?,?)", "ttitti", source,
	    box, epoch, msgid, sha, (long long)clock_now());
}

int
store_inbox_finished(sqlite3 *db, const char *source)
{
	return store_exec(db, "UPDATE inbox_taken SET finished=? WHERE"
	    " source=?", "it", (long long)clock_now(), source);
}

int
store_imap_uidvalidity(sqlite3 *db, const char *folder, long long *v)
{
	sqlite3_stmt *st;
	int rc;

	*v = 0;
	if (store_query(db, &st, "SELECT uidvalidity FROM imap_folder WHERE"
	    " folder=?", "t", folder) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

int
store_imap_set_uidvalidity(sqlite3 *db, const char *folder, long long v)
{
	return store_exec(db, "INSERT OR REPLACE INTO imap_folder(folder,"
	    " uidvalidity) VALUES(?,?)", "ti", folder, v);
}

int
store_outbox_retry(sqlite3 *db, long long id, long long next_try,
    const char *detail)
{
	int rc;

	if (store_begin(db) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = store_exec(db, "UPDATE outbox SET attempts=attempts+1,"
	    " detail=? WHERE id=? AND status='queued'", "ti", detail, id)) !=
	    PBEM_OK ||
	    (rc = store_exec(db, "INSERT OR REPLACE INTO outbox_retry(id,"
	    " next_try) VALUES(?,?)", "ii", id, next_try)) != PBEM_OK) {
		store_rollback(db);
		return rc;
	}
	return store_commit(db);
}

static void
outbox_info_row(sqlite3_stmt *st, struct outbox_info *o)
{
	memset(o, 0, sizeof *o);
	o->id = sqlite3_column_int64(st, 0);
	store_col_text(st, 1, o->msgid, sizeof o->msgid);
	store_col_text(st, 2, o->rcpt, sizeof o->rcpt);
	store_col_text(st, 3, o->kind, sizeof o->kind);
	store_col_text(st, 4, o->game, sizeof o->game);
	store_col_text(st, 5, o->side, sizeof o->side);
	store_col_text(st, 6, o->status, sizeof o->status);
	store_col_text(st, 7, o->detail, sizeof o->detail);
	o->attempts = sqlite3_column_int(st, 8);
	o->done = sqlite3_column_int64(st, 9);
}

#define OUTBOX_INFO_COLS "id, msgid, rcpt, kind, game, side, status," \
	" detail, attempts, done"

int
store_outbox_by_msgid(sqlite3 *db, const char *msgid, struct outbox_info *o)
{
	sqlite3_stmt *st;
	int rc;

	if (store_query(db, &st, "SELECT " OUTBOX_INFO_COLS " FROM outbox"
	    " WHERE msgid=?", "t", msgid) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		outbox_info_row(st, o);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return PBEM_OK;
	return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_outbox_each_failed(sqlite3 *db, int max,
    int (*fn)(const struct outbox_info *, void *), void *arg)
{
	struct outbox_info o;
	sqlite3_stmt *st;
	int rc, r = 0;

	if (store_query(db, &st, "SELECT " OUTBOX_INFO_COLS " FROM outbox"
	    " WHERE status='failed' ORDER BY id DESC LIMIT ?", "i",
	    (long long)max) != PBEM_OK)
		return PBEM_ERR_DB;
	while (r == 0 && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		outbox_info_row(st, &o);
		r = fn(&o, arg);
	}
	sqlite3_finalize(st);
	return r;
}

int
store_bounce_add(sqlite3 *db, const char *id, const char *outbox_msgid,
    const char *rcpt, const char *action, const char *status, int *isnew)
{
	int rc;

	*isnew = 0;
	rc = store_exec(db, "INSERT OR IGNORE INTO bounce(id, outbox_msgid,"
	    " rcpt, action, status, received) VALUES(?,?,?,?,?,?)", "ttttti",
	    id, outbox_msgid, rcpt, action, status, (long long)clock_now());
	if (rc == PBEM_OK)
		*isnew = sqlite3_changes(db) > 0;
	return rc;
}

int
store_bouncing_mark(sqlite3 *db, const char *address, const char *game,
    const char *side, const char *status)
{
	long long now = (long long)clock_now();

	return store_exec(db, "INSERT INTO bouncing(address, game, side, count,"
	    " first, last, status) VALUES(?,?,?,1,?,?,?) ON CONFLICT(address)"
	    " DO UPDATE SET count=count+1, last=excluded.last,"
	    " status=excluded.status", "tttiit", address, game, side, now, now,
	    status);
}

int
store_bouncing_each(sqlite3 *db,
    int (*fn)(const struct bouncing_rec *, void *), void *arg)
{
	struct bouncing_rec b;
	sqlite3_stmt *st;
	int rc, r = 0;

	if (store_query(db, &st, "SELECT address, game, side, status, count,"
	    " last FROM bouncing ORDER BY address", "") != PBEM_OK)
		return PBEM_ERR_DB;
	while (r == 0 && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		memset(&b, 0, sizeof b);
		store_col_text(st, 0, b.address, sizeof b.address);
		store_col_text(st, 1, b.game, sizeof b.game);
		store_col_text(st, 2, b.side, sizeof b.side);
		store_col_text(st, 3, b.status, sizeof b.status);
		b.count = sqlite3_column_int(st, 4);
		b.last = sqlite3_column_int64(st, 5);
		r = fn(&b, arg);
	}
	sqlite3_finalize(st);
	return r;
}
