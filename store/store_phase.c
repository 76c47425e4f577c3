/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store_phase.c - the phase records: one per phase, hash-chained (see
 * src/phase.c), with each one's deadline, and the changes a referee makes
 * to one (through src/lifecycle.c): a new secret, an amended state, a
 * rollback.
 */
#include <stdlib.h>
#include <string.h>

#include "store.h"
#include "store_sql.h"

void
phase_rec_free(struct phase_rec *p)
{
	free(p->state);
	free(p->events);
	p->state = p->events = NULL;
}

int
store_phase_insert(sqlite3 *db, const struct phase_rec *p)
{
	return store_exec(db, "INSERT INTO phase(game, seq, turn, name, kind,"
	    " status, state, state_sha, secret, secret_sha, prev_sha, opened)"
	    " VALUES(?,?,?,?,?,'open',?,?,?,?,?,?)", "tiittttttti",
	    p->game, (long long)p->seq, (long long)p->turn, p->name, p->kind,
	    p->state, p->state_sha, p->secret, p->secret_sha, p->prev_sha,
	    (long long)p->opened);
}

/* The stored status of a phase row, one word over the life cycle's states
 * (src/lifecycle.c): open, paused, held (the phase still to resolve) and
 * resolved. */
#define PHASE_UNRESOLVED "('open', 'paused', 'held')"

static const char *
phase_status_text(enum phase_status s)
{
	switch (s) {
	case PHASE_ROW_OPEN:		return "open";
	case PHASE_ROW_PAUSED:		return "paused";
	case PHASE_ROW_HELD:		return "held";
	case PHASE_ROW_RESOLVED:	return "resolved";
	}
	return "open";
}

static enum phase_status
phase_status_parse(const char *s)
{
	return strcmp(s, "open") == 0 ? PHASE_ROW_OPEN :
	    strcmp(s, "paused") == 0 ? PHASE_ROW_PAUSED :
	    strcmp(s, "held") == 0 ? PHASE_ROW_HELD : PHASE_ROW_RESOLVED;
}

#define PHASE_COLS "game, seq, turn, name, kind, status, state, state_sha," \
	" secret, secret_sha, seed, events, prev_sha, record_sha, opened," \
	" resolved"

static int
phase_from_stmt(sqlite3_stmt *st, struct phase_rec *p)
{
	char status[16];
	int rc = sqlite3_step(st);

	if (rc != SQLITE_ROW) {
		sqlite3_finalize(st);
		return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
	}
	memset(p, 0, sizeof *p);
	store_col_text(st, 0, p->game, sizeof p->game);
	p->seq = sqlite3_column_int(st, 1);
	p->turn = sqlite3_column_int(st, 2);
	store_col_text(st, 3, p->name, sizeof p->name);
	store_col_text(st, 4, p->kind, sizeof p->kind);
	store_col_text(st, 5, status, sizeof status);
	p->status = phase_status_parse(status);
	p->state = store_col_dup(st, 6, NULL);
	store_col_text(st, 7, p->state_sha, sizeof p->state_sha);
	store_col_text(st, 8, p->secret, sizeof p->secret);
	store_col_text(st, 9, p->secret_sha, sizeof p->secret_sha);
	store_col_text(st, 10, p->seed, sizeof p->seed);
	p->events = store_col_dup(st, 11, NULL);
	store_col_text(st, 12, p->prev_sha, sizeof p->prev_sha);
	store_col_text(st, 13, p->record_sha, sizeof p->record_sha);
	p->opened = (time_t)sqlite3_column_int64(st, 14);
	p->resolved = (time_t)sqlite3_column_int64(st, 15);
	sqlite3_finalize(st);
	if (p->state == NULL || p->events == NULL) {
		phase_rec_free(p);
		return PBEM_ERR_NOMEM;
	}
	return PBEM_OK;
}

int
store_phase_open_get(sqlite3 *db, const char *game, struct phase_rec *p)
{
	sqlite3_stmt *st;

	if (store_query(db, &st, "SELECT " PHASE_COLS " FROM phase WHERE"
	    " game=? AND status IN " PHASE_UNRESOLVED " ORDER BY seq DESC"
	    " LIMIT 1", "t",
	    game) != PBEM_OK)
		return PBEM_ERR_DB;
	return phase_from_stmt(st, p);
}

int
store_phase_get(sqlite3 *db, const char *game, int seq, struct phase_rec *p)
{
	sqlite3_stmt *st;

	if (store_query(db, &st, "SELECT " PHASE_COLS " FROM phase WHERE"
	    " game=? AND seq=?", "ti", game, (long long)seq) != PBEM_OK)
		return PBEM_ERR_DB;
	return phase_from_stmt(st, p);
}

int
store_phase_last_seq(sqlite3 *db, const char *game, int *seq)
{
	sqlite3_stmt *st;
	int rc;

	*seq = 0;
	if (store_query(db, &st, "SELECT coalesce(max(seq), 0) FROM phase"
	    " WHERE game=?", "t", game) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*seq = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

int
store_phase_resolve(sqlite3 *db, const struct phase_rec *p)
{
	return store_exec(db, "UPDATE phase SET status='resolved', seed=?,"
	    " events=?, record_sha=?, resolved=? WHERE game=? AND seq=?"
	    " AND status IN " PHASE_UNRESOLVED, "tttiti", p->seed, p->events,
	    p->record_sha,
	    (long long)p->resolved, p->game, (long long)p->seq);
}

int
store_phase_census(sqlite3 *db, const char *game, int *open, int *newest)
{
	long long n = 0, s = 0;

	*open = *newest = 0;
	if (store_one_int(db, &n, "SELECT count(*) FROM phase WHERE game=? AND"
	    " status IN " PHASE_UNRESOLVED, "t", game) != PBEM_OK ||
	    store_one_int(db, &s, "SELECT coalesce(max(seq), 0) FROM phase"
	    " WHERE game=? AND status IN " PHASE_UNRESOLVED, "t", game) !=
	    PBEM_OK)
		return PBEM_ERR_DB;
	*open = (int)n;
	*newest = (int)s;
	return PBEM_OK;
}

/* The open phase, or past the end (before the first phase: 1; after the
 * last: last + 1).  A reply answered now (a refusal, a request's answer)
 * carries it as its outbox seq: what its side could see then is the
 * state that phase opened on (tests/core/test_leak.c checks it so). */
int
store_phase_answering(sqlite3 *db, const char *game, int *seq)
{
	int open, newest, rc;

	*seq = 0;
	if ((rc = store_phase_census(db, game, &open, &newest)) != PBEM_OK)
		return rc;
	if (open > 0) {
		*seq = newest;
		return PBEM_OK;
	}
	if ((rc = store_phase_last_seq(db, game, &newest)) != PBEM_OK)
		return rc;
	*seq = newest + 1;
	return PBEM_OK;
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
    time_t *deadline)
{
	sqlite3_stmt *st;
	int rc;

	*deadline = 0;
	if (store_query(db, &st, "SELECT coalesce(deadline, 0) FROM phase"
	    " WHERE game=? AND seq=?", "ti", game, (long long)seq) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*deadline = (time_t)sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK :
	    rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

int
store_phase_set_status(sqlite3 *db, const char *game, int seq,
    enum phase_status status)
{
	/* Resolved is store_phase_resolve()'s, with the record. */
	if (status == PHASE_ROW_RESOLVED)
		return PBEM_ERR_USAGE;
	return store_exec(db, "UPDATE phase SET status=? WHERE game=? AND"
	    " seq=? AND status IN " PHASE_UNRESOLVED, "tti",
	    phase_status_text(status), game, (long long)seq);
}

int
store_phase_reopen_secret(sqlite3 *db, const char *game, int seq,
    const char *secret, const char *secret_sha)
{
	return store_exec(db, "UPDATE phase SET secret=?, secret_sha=?"
	    " WHERE game=? AND seq=?", "ttti", secret, secret_sha,
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
	    store_exec(db, "DELETE FROM phase WHERE game=? AND seq>?",
	    "ti", game, s) != PBEM_OK ||
	    store_exec(db, "UPDATE sheet SET current=0 WHERE game=?"
	    " AND seq>=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "DELETE FROM notice WHERE game=? AND"
	    " seq>=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "UPDATE phase SET status='open', seed=NULL,"
	    " events=NULL, record_sha=NULL, resolved=NULL"
	    " WHERE game=? AND seq=?", "ti", game, s) != PBEM_OK ||
	    store_exec(db, "UPDATE game SET status='running',"
	    " result=NULL, final_state=NULL WHERE id=?", "t", game) != PBEM_OK)
		return PBEM_ERR_DB;
	return PBEM_OK;
}
