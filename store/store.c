/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * store.c - the sqlite3 connection, the schema and the statement helpers.
 *
 * The database runs in WAL mode with synchronous=FULL: an accepted sheet or
 * a resolved phase must survive a power cut once the commit has returned.
 * The schema is created idempotently; `meta.schema` records its version.
 * A home made by an older pbemd is brought up to date when it opens, in
 * one transaction (migrate() below, one step per version): a stored game
 * keeps its meaning.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "store.h"
#include "store_campaign.h"
#include "store_sql.h"

#define STORE_SCHEMA_VERSION "2"

static const char schema[] =
"CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);\n"
"CREATE TABLE IF NOT EXISTS game(\n"
"  id TEXT PRIMARY KEY, rules TEXT NOT NULL, status TEXT NOT NULL,\n"
"  scenario TEXT NOT NULL, rules_data TEXT NOT NULL,\n"
"  referee_email TEXT, referee_fpr TEXT, result TEXT, final_state TEXT,\n"
"  created INTEGER NOT NULL);\n"
"CREATE TABLE IF NOT EXISTS player(\n"
"  game TEXT NOT NULL REFERENCES game(id), side TEXT NOT NULL,\n"
"  email TEXT NOT NULL, fpr TEXT NOT NULL,\n"
"  PRIMARY KEY(game, side), UNIQUE(game, fpr));\n"
"CREATE TABLE IF NOT EXISTS phase(\n"
"  game TEXT NOT NULL REFERENCES game(id), seq INTEGER NOT NULL,\n"
"  turn INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,\n"
"  status TEXT NOT NULL, state TEXT NOT NULL, state_sha TEXT NOT NULL,\n"
"  secret TEXT NOT NULL, secret_sha TEXT NOT NULL, seed TEXT,\n"
"  events TEXT, prev_sha TEXT NOT NULL, record_sha TEXT,\n"
"  opened INTEGER NOT NULL, resolved INTEGER,\n"
"  deadline INTEGER,\n"
"  PRIMARY KEY(game, seq));\n"
"CREATE TABLE IF NOT EXISTS phase_archive(\n"
"  rollback INTEGER NOT NULL, game TEXT NOT NULL, seq INTEGER NOT NULL,\n"
"  turn INTEGER, name TEXT, kind TEXT, status TEXT, state TEXT,\n"
"  state_sha TEXT, secret TEXT, secret_sha TEXT, seed TEXT, events TEXT,\n"
"  prev_sha TEXT, record_sha TEXT, opened INTEGER, resolved INTEGER);\n"
"CREATE TABLE IF NOT EXISTS setting(\n"
"  game TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,\n"
"  PRIMARY KEY(game, key));\n"
"CREATE TABLE IF NOT EXISTS notice(\n"
"  game TEXT NOT NULL, seq INTEGER NOT NULL, side TEXT NOT NULL,\n"
"  kind TEXT NOT NULL, at INTEGER NOT NULL,\n"
"  PRIMARY KEY(game, seq, side, kind));\n"
"CREATE TABLE IF NOT EXISTS reliability(\n"
"  game TEXT NOT NULL, side TEXT NOT NULL,\n"
"  on_time INTEGER NOT NULL DEFAULT 0, late INTEGER NOT NULL DEFAULT 0,\n"
"  missed INTEGER NOT NULL DEFAULT 0, streak INTEGER NOT NULL DEFAULT 0,\n"
"  PRIMARY KEY(game, side));\n"
"CREATE TABLE IF NOT EXISTS history(\n"
"  id INTEGER PRIMARY KEY, game TEXT NOT NULL, seq INTEGER NOT NULL,\n"
"  at INTEGER NOT NULL, who TEXT NOT NULL, what TEXT NOT NULL,\n"
"  detail TEXT);\n"
/* store_amend.c: the referee's amendments, append only; `rollback`
 * marks those of phases a rollback archived. */
"CREATE TABLE IF NOT EXISTS amendment(\n"
"  id INTEGER PRIMARY KEY, game TEXT NOT NULL, seq INTEGER NOT NULL,\n"
"  at INTEGER NOT NULL, who TEXT NOT NULL, change TEXT NOT NULL,\n"
"  reason TEXT NOT NULL, from_sha TEXT NOT NULL, to_sha TEXT NOT NULL,\n"
"  link TEXT NOT NULL, before TEXT NOT NULL, rollback INTEGER);\n"
"CREATE TABLE IF NOT EXISTS sheet(\n"
"  id INTEGER PRIMARY KEY, game TEXT NOT NULL, seq INTEGER NOT NULL,\n"
"  side TEXT NOT NULL, sha TEXT NOT NULL, text TEXT NOT NULL,\n"
"  orders TEXT NOT NULL, msgid TEXT NOT NULL, raw BLOB NOT NULL,\n"
"  received INTEGER NOT NULL, current INTEGER NOT NULL);\n"
"CREATE INDEX IF NOT EXISTS sheet_current ON sheet(game, seq, side, current);\n"
"CREATE INDEX IF NOT EXISTS sheet_sha ON sheet(game, seq, side, sha);\n"
"CREATE TABLE IF NOT EXISTS mail_in(\n"
"  msgid TEXT PRIMARY KEY, sha TEXT NOT NULL, verdict TEXT NOT NULL,\n"
"  game TEXT, side TEXT, received INTEGER NOT NULL);\n"
"CREATE TABLE IF NOT EXISTS outbox(\n"
"  id INTEGER PRIMARY KEY, msgid TEXT NOT NULL UNIQUE, rcpt TEXT NOT NULL,\n"
"  kind TEXT NOT NULL, game TEXT, side TEXT, seq INTEGER,\n"
"  data BLOB NOT NULL, status TEXT NOT NULL, detail TEXT,\n"
"  attempts INTEGER NOT NULL DEFAULT 0, created INTEGER NOT NULL,\n"
"  done INTEGER);\n"
"CREATE INDEX IF NOT EXISTS outbox_status ON outbox(status, id);\n"
"CREATE TABLE IF NOT EXISTS report(\n"
"  game TEXT NOT NULL, seq INTEGER NOT NULL, side TEXT NOT NULL,\n"
"  body TEXT NOT NULL, PRIMARY KEY(game, seq, side));\n"
/* store_transport.c: IMAP messages taken (so a crash between intake and the
 * move never takes one twice), the retry schedule of queued mail, and
 * delivery status notifications with the addresses they mark bouncing. */
"CREATE TABLE IF NOT EXISTS imap_seen(\n"
"  folder TEXT NOT NULL, uidvalidity INTEGER NOT NULL, uid INTEGER NOT NULL,\n"
"  taken INTEGER NOT NULL, moved INTEGER,\n"
"  PRIMARY KEY(folder, uidvalidity, uid));\n"
/* Every delivery taken in, recorded in its intake's own transaction:
 * `source` names the delivery (the Maildir file, the IMAP folder's
 * UIDVALIDITY and UID; mailer.h, struct inbox_mail), so a restart after a
 * crash before the mail left the inbox finishes it without a second
 * answer; `finished` once it left (IMAP). */
"CREATE TABLE IF NOT EXISTS inbox_taken(\n"
"  source TEXT PRIMARY KEY, box TEXT NOT NULL, epoch INTEGER NOT NULL,\n"
"  msgid TEXT NOT NULL, sha TEXT NOT NULL, taken INTEGER NOT NULL,\n"
"  finished INTEGER);\n"
"CREATE INDEX IF NOT EXISTS inbox_taken_msgid ON inbox_taken(msgid);\n"
"CREATE TABLE IF NOT EXISTS imap_folder(\n"
"  folder TEXT PRIMARY KEY, uidvalidity INTEGER NOT NULL);\n"
"CREATE TABLE IF NOT EXISTS outbox_retry(\n"
"  id INTEGER PRIMARY KEY REFERENCES outbox(id), next_try INTEGER NOT NULL);\n"
"CREATE TABLE IF NOT EXISTS bounce(\n"
"  id TEXT PRIMARY KEY, outbox_msgid TEXT NOT NULL, rcpt TEXT,\n"
"  action TEXT, status TEXT, received INTEGER NOT NULL);\n"
"CREATE TABLE IF NOT EXISTS bouncing(\n"
"  address TEXT PRIMARY KEY, game TEXT, side TEXT, count INTEGER NOT NULL,\n"
"  first INTEGER NOT NULL, last INTEGER NOT NULL, status TEXT);\n"
/* orders/limits.c: signed mails per side per phase (the rate limit), and
 * what was answered when (strangers once a day, a re-sent mail once). */
"CREATE TABLE IF NOT EXISTS intake_rate(\n"
"  game TEXT NOT NULL, seq INTEGER NOT NULL, side TEXT NOT NULL,\n"
"  n INTEGER NOT NULL, PRIMARY KEY(game, seq, side));\n"
"CREATE TABLE IF NOT EXISTS intake_answered(\n"
"  what TEXT PRIMARY KEY, at INTEGER NOT NULL);\n"
/* src/referee_mail.c: a referee mail's commands, queued in the intake
 * transaction and run one by one, each marking its own progress. */
"CREATE TABLE IF NOT EXISTS referee_queue(\n"
"  msgid TEXT PRIMARY KEY, game TEXT NOT NULL, commands TEXT NOT NULL,\n"
"  next INTEGER NOT NULL DEFAULT 0, reply TEXT NOT NULL DEFAULT '');\n"
/* src/trigger.c: when each running game next needs a look (NULL: only
 * after a change).  Every change to what a phase's fate depends on sets
 * it to 0 (now), whichever code made it: the triggers below. */
"CREATE TABLE IF NOT EXISTS game_wake(\n"
"  game TEXT PRIMARY KEY, at INTEGER);\n"
"CREATE TRIGGER IF NOT EXISTS wake_sheet_insert AFTER INSERT ON sheet BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_setting_insert AFTER INSERT ON setting BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_phase_insert AFTER INSERT ON phase BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_player_insert AFTER INSERT ON player BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_reliability_insert AFTER INSERT ON reliability BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_sheet_update AFTER UPDATE ON sheet BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_setting_update AFTER UPDATE ON setting BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_phase_update AFTER UPDATE ON phase BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_player_update AFTER UPDATE ON player BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_reliability_update AFTER UPDATE ON reliability BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_sheet_delete AFTER DELETE ON sheet BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(OLD.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_setting_delete AFTER DELETE ON setting BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(OLD.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_phase_delete AFTER DELETE ON phase BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(OLD.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_player_delete AFTER DELETE ON player BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(OLD.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_reliability_delete AFTER DELETE ON reliability BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(OLD.game, 0); END;\n"
"CREATE TRIGGER IF NOT EXISTS wake_game_update AFTER UPDATE ON game BEGIN\n"
"  INSERT OR REPLACE INTO game_wake(game, at) VALUES(NEW.id, 0); END;\n"
"INSERT OR IGNORE INTO meta(key, value) VALUES('schema', '"
    STORE_SCHEMA_VERSION "');\n";

/*
 * Version 1 -> 2: a phase's life-cycle state was kept in three places
 * (the row's status, its `held` flag, the game's `paused` setting); it is
 * one status now: open, paused, held or resolved.  The unused `discarded`
 * flag goes too (a rolled-back phase lives in phase_archive).
 */
static const char migrate_1_2[] =
"UPDATE phase SET status='held' WHERE status='open' AND held=1;\n"
"UPDATE phase SET status='paused' WHERE status='open' AND game IN\n"
"  (SELECT game FROM setting WHERE key='paused' AND value='1');\n"
"DELETE FROM setting WHERE key='paused';\n"
"ALTER TABLE phase DROP COLUMN held;\n"
"ALTER TABLE phase DROP COLUMN discarded;\n"
"UPDATE meta SET value='2' WHERE key='schema';\n";

/* Bring an older home's schema to STORE_SCHEMA_VERSION. */
static void
schema_version(sqlite3 *db, char *version, size_t n)
{
	sqlite3_stmt *st = NULL;

	version[0] = '\0';
	if (sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key='schema'",
	    -1, &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
		store_col_text(st, 0, version, n);
	sqlite3_finalize(st);
}

static int
migrate(sqlite3 *db, const char *path, struct pbem_err *err)
{
	char version[16];
	int rc = SQLITE_OK;

	schema_version(db, version, sizeof version);
	if (strcmp(version, STORE_SCHEMA_VERSION) == 0)
		return PBEM_OK;
	if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot open database %s "
		    "to bring it up to date: %s", path, sqlite3_errmsg(db));
	schema_version(db, version, sizeof version);	/* under the lock */
	if (strcmp(version, "1") == 0)
		rc = sqlite3_exec(db, migrate_1_2, NULL, NULL, NULL);
	if (rc == SQLITE_OK &&
	    (rc = sqlite3_exec(db, "COMMIT", NULL, NULL, NULL)) == SQLITE_OK)
		return PBEM_OK;
	/* The reason first: the rollback overwrites it. */
	pbem_fail(err, PBEM_ERR_DB, 0, "cannot bring database %s from schema "
	    "%s to %s: %s", path, version, STORE_SCHEMA_VERSION,
	    sqlite3_errmsg(db));
	sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
	return PBEM_ERR_DB;
}

int
store_open(const char *path, int create, sqlite3 **dbp, struct pbem_err *err)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *st = NULL;
	int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
	char mode[16] = "";

	*dbp = NULL;
	if (sqlite3_open_v2(path, &db, flags, NULL) != SQLITE_OK) {
		pbem_fail(err, PBEM_ERR_DB, 0, "cannot open database %s: %s",
		    path, db ? sqlite3_errmsg(db) : "out of memory");
		sqlite3_close(db);
		return PBEM_ERR_DB;
	}
	sqlite3_busy_timeout(db, 10000);
	if (sqlite3_prepare_v2(db, "PRAGMA journal_mode=WAL", -1, &st,
	    NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
		store_col_text(st, 0, mode, sizeof mode);
	sqlite3_finalize(st);
	if (strcmp(mode, "wal") != 0 ||
	    sqlite3_exec(db, "PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;",
	    NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, schema, NULL, NULL, NULL) != SQLITE_OK ||
	    store_campaign_schema(db) != PBEM_OK) {
		pbem_fail(err, PBEM_ERR_DB, 0, "cannot set up database %s: %s",
		    path, sqlite3_errmsg(db));
		sqlite3_close(db);
		return PBEM_ERR_DB;
	}
	if (migrate(db, path, err) != PBEM_OK) {
		sqlite3_close(db);
		return PBEM_ERR_DB;
	}
	*dbp = db;
	return PBEM_OK;
}

void
store_close(sqlite3 *db)
{
	sqlite3_close(db);
}

int
store_begin(sqlite3 *db)
{
	return sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) ==
	    SQLITE_OK ? PBEM_OK : PBEM_ERR_DB;
}

int
store_commit(sqlite3 *db)
{
	return sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK ?
	    PBEM_OK : PBEM_ERR_DB;
}

void
store_rollback(sqlite3 *db)
{
	sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
}

int
store_savepoint(sqlite3 *db)
{
	return sqlite3_exec(db, "SAVEPOINT one", NULL, NULL, NULL) ==
	    SQLITE_OK ? PBEM_OK : PBEM_ERR_DB;
}

int
store_release(sqlite3 *db)
{
	return sqlite3_exec(db, "RELEASE one", NULL, NULL, NULL) == SQLITE_OK ?
	    PBEM_OK : PBEM_ERR_DB;
}

void
store_rollback_to(sqlite3 *db)
{
	sqlite3_exec(db, "ROLLBACK TO one; RELEASE one", NULL, NULL, NULL);
}

static int
store_bindv(sqlite3_stmt *st, const char *types, va_list ap)
{
	int i, rc = SQLITE_OK;
	const char *s;
	const void *p;
	size_t n;

	for (i = 1; types && *types && rc == SQLITE_OK; types++, i++) {
		switch (*types) {
		case 't':
			s = va_arg(ap, const char *);
			rc = s ? sqlite3_bind_text(st, i, s, -1, SQLITE_TRANSIENT)
			    : sqlite3_bind_null(st, i);
			break;
		case 'i':
			rc = sqlite3_bind_int64(st, i, va_arg(ap, long long));
			break;
		case 'b':
			p = va_arg(ap, const void *);
			n = va_arg(ap, size_t);
			rc = sqlite3_bind_blob64(st, i, p ? p : "", n,
			    SQLITE_TRANSIENT);
			break;
		default:
			return SQLITE_MISUSE;
		}
	}
	return rc;
}

/* Prepare sql and bind its parameters (types as for store_exec): the
 * statement, or NULL on failure. */
static sqlite3_stmt *
prepare(sqlite3 *db, const char *sql, const char *types, va_list ap)
{
	sqlite3_stmt *st = NULL;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK ||
	    store_bindv(st, types, ap) != SQLITE_OK) {
		sqlite3_finalize(st);
		return NULL;
	}
	return st;
}

int
store_exec(sqlite3 *db, const char *sql, const char *types, ...)
{
	sqlite3_stmt *st;
	va_list ap;
	int rc;

	va_start(ap, types);
	st = prepare(db, sql, types, ap);
	va_end(ap);
	if (st == NULL)
		return PBEM_ERR_DB;
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	return rc == SQLITE_DONE || rc == SQLITE_ROW ? PBEM_OK : PBEM_ERR_DB;
}

int
store_query(sqlite3 *db, sqlite3_stmt **st, const char *sql,
    const char *types, ...)
{
	va_list ap;

	va_start(ap, types);
	*st = prepare(db, sql, types, ap);
	va_end(ap);
	return *st ? PBEM_OK : PBEM_ERR_DB;
}

void
store_col_text(sqlite3_stmt *st, int col, char *out, size_t n)
{
	const unsigned char *s = sqlite3_column_text(st, col);
	size_t len;

	if (n == 0)
		return;
	if (s == NULL) {
		out[0] = '\0';
		return;
	}
	len = (size_t)sqlite3_column_bytes(st, col);
	if (len >= n)
		len = n - 1;
	memcpy(out, s, len);
	out[len] = '\0';
}

char *
store_col_dup(sqlite3_stmt *st, int col, size_t *lenp)
{
	const void *s = sqlite3_column_blob(st, col);
	size_t len = (size_t)sqlite3_column_bytes(st, col);
	char *p;

	if ((p = malloc(len + 1)) == NULL)
		return NULL;
	if (len)
		memcpy(p, s, len);
	p[len] = '\0';
	if (lenp)
		*lenp = len;
	return p;
}

int
store_one_int(sqlite3 *db, long long *out, const char *sql,
    const char *types, ...)
{
	sqlite3_stmt *st;
	va_list ap;
	int rc;

	va_start(ap, types);
	st = prepare(db, sql, types, ap);
	va_end(ap);
	if (st == NULL)
		return PBEM_ERR_DB;
	if ((rc = sqlite3_step(st)) == SQLITE_ROW)
		*out = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return PBEM_OK;
	return rc == SQLITE_DONE ? PBEM_ERR_NOTFOUND : PBEM_ERR_DB;
}

const char *
store_errmsg(sqlite3 *db)
{
	return sqlite3_errmsg(db);
}
