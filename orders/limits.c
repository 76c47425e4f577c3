/*
 * limits.c - intake's defences against volume: how much one mail, one
 * sheet and one sender may cost pbemd, and how often pbemd answers.
 *
 * Sits beside intake.c (orders/), inside intake's transaction: every count
 * here commits or rolls back with the mail's verdict.  The limits come
 * from the config (src/config.c), with safe defaults; what they block:
 *   - sheet lines / line length: a sheet is a page of orders; a signed
 *     100 000-line sheet would tie up the rules module and the receipt;
 *   - sheets per side per phase (Eressea takes 50 a turn): a stolen or
 *     looping client cannot make pbemd mail a player without end; past
 *     the limit one last answer says so, then silence until the phase
 *     changes;
 *   - mail from addresses in no game: every refusal is a mail to a forged
 *     From:, so pbemd could be used to spam strangers (backscatter);
 *     answered at most once a day per address, or never;
 *   - a re-sent mail (same Message-ID) is answered once, never again.
 * Never parses mail, never touches gpgme.
 */
#include <stdio.h>
#include <string.h>

#include "orders.h"
#include "clock.h"
#include "store.h"

int
limits_sheet_shape(const char *text, size_t len, int max_lines, int max_line,
    struct pbem_err *err)
{
	const char *p = text, *end = text + len, *nl;
	size_t l;
	int line = 0;

	while (p < end) {
		line++;
		nl = memchr(p, '\n', (size_t)(end - p));
		l = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (line > max_lines)
			return pbem_fail(err, PBEM_ERR_LIMIT, line, "the sheet "
			    "has more than %d lines", max_lines);
		if (l > (size_t)max_line)
			return pbem_fail(err, PBEM_ERR_LIMIT, line, "the line "
			    "is longer than %d characters", max_line);
		p = nl ? nl + 1 : end;
	}
	return PBEM_OK;
}

int
limits_rate_take(struct home *h, const char *game, const char *side,
    int *count)
{
	sqlite3_stmt *st;
	long long seq = 0;
	int rc;

	*count = 0;
	/* The phase a mail lands in is the game's newest; a mail for a game
	 * not started counts against phase 0. */
	if (store_query(h->db, &st, "SELECT coalesce(max(seq), 0) FROM phase"
	    " WHERE game=?", "t", game) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		seq = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return PBEM_ERR_DB;
	if (store_exec(h->db, "INSERT INTO intake_rate(game, seq, side, n)"
	    " VALUES(?,?,?,1) ON CONFLICT(game, seq, side) DO UPDATE SET"
	    " n = n + 1", "tit", game, seq, side) != PBEM_OK)
		return PBEM_ERR_DB;
	if (store_query(h->db, &st, "SELECT n FROM intake_rate WHERE game=?"
	    " AND seq=? AND side=?", "tit", game, seq, side) != PBEM_OK)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*count = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

/* Is `addr` a player's or referee's address in any game? */
static int
known_address(sqlite3 *db, const char *addr, int *known)
{
	sqlite3_stmt *st;
	int rc;

	*known = 0;
	if (store_query(db, &st, "SELECT 1 FROM player WHERE email=? COLLATE"
	    " NOCASE UNION SELECT 1 FROM game WHERE referee_email=? COLLATE"
	    " NOCASE LIMIT 1", "tt", addr, addr) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		*known = 1;
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? PBEM_OK : PBEM_ERR_DB;
}

/* Record `what` as answered now, if it was not answered within `window`
 * seconds (0: ever); *first says whether this is such a first time. */
static int
answer_once(sqlite3 *db, const char *what, long long window, int *first)
{
	sqlite3_stmt *st;
	long long now = (long long)clock_now(), at = 0;
	int rc, have;

	*first = 0;
	if (store_query(db, &st, "SELECT at FROM intake_answered WHERE what=?",
	    "t", what) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	have = rc == SQLITE_ROW;
	if (have)
		at = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return PBEM_ERR_DB;
	if (have && (window == 0 || now - at < window))
		return PBEM_OK;
	*first = 1;
	return store_exec(db, "INSERT OR REPLACE INTO intake_answered(what, at)"
	    " VALUES(?,?)", "ti", what, now);
}

int
limits_may_answer(struct home *h, const char *addr, int *may)
{
	sqlite3_stmt *st;
	char what[300];
	int known, rc, n;

	*may = 0;
	if (addr == NULL || *addr == '\0')
		return PBEM_OK;
	if ((rc = known_address(h->db, addr, &known)) != PBEM_OK)
		return rc;
	if (known) {
		*may = 1;
		return PBEM_OK;
	}
	if (strcmp(h->cfg.unknown_sender_reply, "never") == 0)
		return PBEM_OK;
	/* Forget addresses answered more than a day ago (the table stays
	 * small), then cap the day's answers to strangers as a whole. */
	if (store_exec(h->db, "DELETE FROM intake_answered WHERE what LIKE"
	    " 'from:%' AND at < ?", "i", (long long)clock_now() - 86400) !=
	    PBEM_OK ||
	    store_query(h->db, &st, "SELECT count(*) FROM intake_answered"
	    " WHERE what LIKE 'from:%'", NULL) != PBEM_OK)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st) == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
	n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	if (rc != PBEM_OK || n >= PBEM_MAX_STRANGER_REPLIES)
		return rc;
	snprintf(what, sizeof what, "from:%s", addr);
	return answer_once(h->db, what, 86400, may);
}

int
limits_dup_first(struct home *h, const char *msgid, int *first)
{
	char what[300];

	snprintf(what, sizeof what, "dup:%s", msgid);
	return answer_once(h->db, what, 0, first);
}

int
limits_mail_prior(struct home *h, const char *msgid, char verdict[16],
    char game[PBEM_MAX_NAME + 1], char side[PBEM_MAX_NAME + 1],
    long long *received)
{
	sqlite3_stmt *st;
	int rc;

	verdict[0] = game[0] = side[0] = '\0';
	*received = 0;
	if (store_query(h->db, &st, "SELECT verdict, game, side, received FROM"
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
