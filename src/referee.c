/*
 * referee.c - the referee's commands (see referee.h).
 *
 * Every command that changes a game writes a history row (who, what, the
 * phase, the detail) in the same transaction as the change, and tells the
 * players what they are entitled to know: a pause, a new deadline, a
 * reopened phase, the referee's stated reason for an amendment.  Sealed
 * orders are never shown to anybody but the referee.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "clock.h"
#include "dice.h"
#include "hash.h"
#include "json_pointer.h"
#include "log.h"
#include "phase.h"
#include "referee.h"
#include "schedule.h"
#include "trigger.h"
#include "util.h"
#include "orders.h"

const char referee_usage[] =
"usage: pbemd referee GAME COMMAND [ARGS]\n"
"\n"
"  status                  the open phase, deadline, sheets in, reliability\n"
"  set KEY VALUE           timezone, deadline[.KIND], grace, early, reminder,\n"
"                          nmr (wait|standing|disorder:N), approval (on|off)\n"
"  pause | resume          stop the clock (deadlines move by the pause)\n"
"  extend DURATION         move the deadline later, e.g. extend 1d\n"
"  process TURN PHASE      resolve the open phase now (must name it: a stale\n"
"                          command cannot process twice)\n"
"  preview                 resolve on a copy; every side's report to you only\n"
"  release | reject        approval mode: send the held result, or discard\n"
"                          it and reopen the phase\n"
"  amend POINTER VALUE REASON...\n"
"                          change the open phase's state (JSON pointer, JSON\n"
"                          value), e.g. amend /units/3/dis 0 rallied by fiat\n"
"  rollback SEQ            reopen phase SEQ; later phases go to the archive\n"
"  replace SIDE EMAIL KEY.asc   hand a side to a new player (CLI only)\n"
"  view SIDE               exactly what SIDE sees now\n"
"  history                 everything the referee and the clock did\n";

static void
announce_all(struct home *h, const struct game_rec *g, const char *subject,
    const char *text)
{
	const struct game_rules *r = game_rules_find(g->rules);
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	struct phase_rec p;
	struct pbem_err e = { 0 };
	json_t *state;
	int n, i;

	if (r == NULL || store_phase_open_get(h->db, g->id, &p) != PBEM_OK)
		return;
	state = json_loads(p.state, 0, NULL);
	n = state ? r->sides(state, sides, GAME_MAX_SIDES) : 0;
	for (i = 0; i < n; i++)
		trigger_notice(h, g, sides[i], "notice", subject, text, &e);
	json_decref(state);
	phase_rec_free(&p);
}

/* The open phase with its decoded state and what it waits for. */
struct open_phase {
	struct phase_rec p;
	json_t *state;
	struct game_phase gp;
	time_t deadline;
	int held;
};

static int
open_get(struct home *h, const struct game_rules *r, const char *game,
    struct open_phase *o, struct pbem_err *err)
{
	memset(o, 0, sizeof *o);
	if (store_phase_open_get(h->db, game, &o->p) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "game %s has no open "
		    "phase (not started, or over)", game);
	if ((o->state = json_loads(o->p.state, 0, NULL)) == NULL ||
	    r->phase(o->state, &o->gp) != PBEM_OK) {
		phase_rec_free(&o->p);
		json_decref(o->state);
		return pbem_fail(err, PBEM_ERR_STATE, 0, "unreadable state");
	}
	store_phase_get_deadline(h->db, game, o->p.seq, &o->deadline,
	    &o->held);
	return PBEM_OK;
}

static void
open_free(struct open_phase *o)
{
	phase_rec_free(&o->p);
	json_decref(o->state);
}

static void
tzof(struct home *h, const char *game, char *tz, size_t n)
{
	if (store_setting_get(h->db, game, "timezone", tz, n) != PBEM_OK ||
	    !*tz)
		snprintf(tz, n, "UTC");
}

/* A fresh host secret for a reopened phase; the old one is void. */
static int
redraw_secret(struct home *h, struct phase_rec *p)
{
	unsigned char secret[32];

	dice_secret_new(secret, sizeof secret);
	hash_hex(secret, sizeof secret, p->secret);
	hash_sha256_hex(p->secret, strlen(p->secret), p->secret_sha);
	return store_exec(h->db, "UPDATE phase SET secret=?, secret_sha=?,"
	    " held=0 WHERE game=? AND seq=?", "ttti", p->secret, p->secret_sha,
	    p->game, (long long)p->seq);
}

static int
cmd_amend(struct home *h, const struct game_rec *g,
    const struct game_rules *r, int argc, char **argv, const char *who,
    struct buf *out, struct pbem_err *err)
{
	struct open_phase o;
	struct game_phase check;
	struct buf reason, detail;
	char *dump = NULL, oldsha[HASH_HEX_LEN], *oldval = NULL;
	json_t *val = NULL, *cur = NULL;
	json_error_t je;
	int i, rc;

	if (argc < 4)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "amend POINTER VALUE "
		    "REASON...: the reason is required");
	if ((rc = open_get(h, r, g->id, &o, err)) != PBEM_OK)
		return rc;
	buf_init(&reason, 1024);
	buf_init(&detail, 4096);
	for (i = 3; i < argc; i++)
		buf_addf(&reason, "%s%s", i > 3 ? " " : "", argv[i]);
	val = json_loads(argv[2], JSON_DECODE_ANY, &je);
	if (val == NULL)
		val = json_string(argv[2]);	/* a bare word is a string */
	if (json_pointer_set(o.state, argv[1], val, 0, &cur) != 0) {
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "amend changes an "
		    "existing value; the state has no %s (`pbemd referee %s "
		    "view referee` shows it)", argv[1], g->id);
		goto out;
	}
	oldval = json_dumps(cur, JSON_ENCODE_ANY | JSON_COMPACT);
	if (r->phase(o.state, &check) != PBEM_OK || check.over ||
	    check.turn != o.gp.turn || strcmp(check.name, o.gp.name) != 0) {
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "that change would leave "
		    "a state the rules cannot play; nothing changed");
		goto out;
	}
	dump = game_state_dump(o.state);
	snprintf(oldsha, sizeof oldsha, "%s", o.p.state_sha);
	hash_sha256_hex(dump, strlen(dump), o.p.state_sha);
	/* The history row lets replay walk from the resolved state to the
	 * amended one: from=<sha> to=<sha>. */
	buf_addf(&detail, "from=%s to=%s pointer=%s old=%s new=%s reason=%s",
	    oldsha, o.p.state_sha, argv[1], oldval ? oldval : "?", argv[2],
	    buf_str(&reason));
	if ((rc = store_exec(h->db, "UPDATE phase SET state=?, state_sha=?"
	    " WHERE game=? AND seq=?", "ttti", dump, o.p.state_sha, g->id,
	    (long long)o.p.seq)) != PBEM_OK ||
	    (rc = store_history_add(h->db, g->id, o.p.seq, who, "amend",
	    buf_str(&detail))) != PBEM_OK)
		goto out;
	{
		char text[1200];
		snprintf(text, sizeof text, "The referee amended the game "
		    "before turn %d, phase %s.\nReason given: %s\n",
		    o.gp.turn, o.gp.name, buf_str(&reason));
		announce_all(h, g, "The referee amended the game", text);
	}
	buf_addf(out, "amended %s: %s -> %s (%s); announced to the players "
	    "with your reason\n", argv[1], oldval ? oldval : "?", argv[2],
	    buf_str(&reason));
out:
	json_decref(val);
	json_decref(cur);
	free(dump);
	free(oldval);
	buf_free(&reason);
	buf_free(&detail);
	open_free(&o);
	return rc;
}

static int
cmd_rollback(struct home *h, struct game_rec *g, int argc, char **argv,
    const char *who, struct buf *out, struct pbem_err *err)
{
	struct phase_rec p;
	long long seq, rid;
	int last, rc;
	char text[512];

	store_phase_last_seq(h->db, g->id, &last);
	if (argc < 2 || util_parse_int(argv[1], 1, last, &seq) != 0)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "rollback SEQ: a phase "
		    "number from 1 to %d (`pbemd referee %s history`)", last,
		    g->id);
	rid = (long long)clock_now();
	/* Everything from SEQ on goes to the archive, marked by this
	 * rollback; nothing is deleted without a copy. */
	if ((rc = store_exec(h->db, "INSERT INTO phase_archive SELECT ?, game,"
	    " seq, turn, name, kind, status, state, state_sha, secret,"
	    " secret_sha, seed, events, prev_sha, record_sha, opened, resolved"
	    " FROM phase WHERE game=? AND seq>=?", "iti", rid, g->id,
	    seq)) != PBEM_OK ||
	    (rc = store_exec(h->db, "UPDATE phase SET discarded=1 WHERE game=?"
	    " AND seq>=?", "ti", g->id, seq)) != PBEM_OK ||
	    (rc = store_exec(h->db, "DELETE FROM phase WHERE game=? AND seq>?",
	    "ti", g->id, seq)) != PBEM_OK ||
	    (rc = store_exec(h->db, "UPDATE sheet SET current=0 WHERE game=?"
	    " AND seq>=?", "ti", g->id, seq)) != PBEM_OK ||
	    (rc = store_exec(h->db, "DELETE FROM notice WHERE game=? AND"
	    " seq>=?", "ti", g->id, seq)) != PBEM_OK ||
	    (rc = store_exec(h->db, "UPDATE phase SET status='open', seed=NULL,"
	    " events=NULL, record_sha=NULL, resolved=NULL, held=0, discarded=0"
	    " WHERE game=? AND seq=?", "ti", g->id, seq)) != PBEM_OK ||
	    (rc = store_exec(h->db, "UPDATE game SET status='running',"
	    " result=NULL, final_state=NULL WHERE id=?", "t", g->id)) !=
	    PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "rollback failed: %s",
		    sqlite3_errmsg(h->db));
	if ((rc = store_phase_get(h->db, g->id, (int)seq, &p)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "phase %lld vanished", seq);
	p.opened = clock_now();
	rc = redraw_secret(h, &p);
	if (rc == PBEM_OK)
		rc = store_exec(h->db, "UPDATE phase SET opened=? WHERE game=?"
		    " AND seq=?", "iti", (long long)p.opened, g->id, seq);
	if (rc == PBEM_OK)
		rc = trigger_set_deadline(h, &p, err);
	snprintf(text, sizeof text, "rolled back to phase %lld (turn %d, %s); "
	    "phases after it archived as rollback %lld", seq, p.turn, p.name,
	    rid);
	if (rc == PBEM_OK)
		rc = store_history_add(h->db, g->id, (int)seq, who, "rollback",
		    text);
	snprintf(g->status, sizeof g->status, "running");
	if (rc == PBEM_OK) {
		char note[700];
		snprintf(note, sizeof note, "The referee has taken the game "
		    "back to turn %d, phase %s.  Everything after it is void; "
		    "sheets sent for it before no longer count.  Your last "
		    "report from before that phase shows the position.\n"
		    "The new commitment for this phase's secret is:\n  %s\n",
		    p.turn, p.name, p.secret_sha);
		announce_all(h, g, "The game was rolled back", note);
		buf_addf(out, "%s\n", text);
	}
	phase_rec_free(&p);
	return rc;
}

static int
cmd_status(struct home *h, const struct game_rec *g,
    const struct game_rules *r, struct buf *out, struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], tz[80], when[128], v[64];
	static const char *const keys[] = { "timezone", "deadline", "grace",
	    "early", "reminder", "nmr", "approval", "paused" };
	struct open_phase o;
	struct sheet_rec s;
	int i, n, on, late, missed, streak;
	size_t k;

	buf_addf(out, "game %s (%s): %s\n", g->id, g->rules, g->status);
	for (k = 0; k < sizeof keys / sizeof keys[0]; k++)
		if (store_setting_get(h->db, g->id, keys[k], v, sizeof v) ==
		    PBEM_OK)
			buf_addf(out, "  %-9s %s\n", keys[k], v);
	if (open_get(h, r, g->id, &o, err) != PBEM_OK)
		return strcmp(g->status, "over") == 0 ? PBEM_OK : err->rc;
	tzof(h, g->id, tz, sizeof tz);
	buf_addf(out, "open phase %d: %s%s\n", o.p.seq, o.gp.summary,
	    o.held ? " [HELD for your approval: release or reject]" : "");
	if (o.deadline) {
		schedule_format(o.deadline, tz, when, sizeof when);
		buf_addf(out, "  deadline %s\n", when);
	}
	n = r->sides(o.state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++) {
		int in = store_sheet_current(h->db, g->id, o.p.seq, sides[i],
		    &s) == PBEM_OK;
		if (in)
			sheet_rec_free(&s);
		store_reliability_get(h->db, g->id, sides[i], &on, &late,
		    &missed, &streak);
		buf_addf(out, "  %-8s %-10s on time %d, late %d, missed %d\n",
		    sides[i], in ? "sheet in" : "waiting", on, late, missed);
	}
	open_free(&o);
	return PBEM_OK;
}

static int
cmd_history(struct home *h, const char *game, struct buf *out)
{
	sqlite3_stmt *st;
	char at[40];

	if (store_query(h->db, &st, "SELECT at, seq, who, what, detail FROM"
	    " history WHERE game=? ORDER BY id", "t", game) != PBEM_OK)
		return PBEM_ERR_DB;
	while (sqlite3_step(st) == SQLITE_ROW) {
		clock_iso((time_t)sqlite3_column_int64(st, 0), at, sizeof at);
		buf_addf(out, "%s  phase %-3d %-16s %-9s %s\n", at,
		    sqlite3_column_int(st, 1), sqlite3_column_text(st, 2),
		    sqlite3_column_text(st, 3), sqlite3_column_text(st, 4) ?
		    (const char *)sqlite3_column_text(st, 4) : "");
	}
	sqlite3_finalize(st);
	return PBEM_OK;
}

static int
cmd_replace(struct home *h, const struct game_rec *g,
    const struct game_rules *r, int argc, char **argv, const char *who,
    struct buf *out, struct pbem_err *err)
{
	struct player_rec p;
	char keyring[PATH_MAX], fpr[64], uid[256], *key = NULL, key2[80];
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	struct open_phase o;
	size_t klen;
	int rc, i, n, found = 0;

	if (argc < 4)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "replace SIDE EMAIL "
		    "KEY.asc");
	if (!util_valid_address(argv[2]))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a mail "
		    "address", argv[2]);
	if ((rc = open_get(h, r, g->id, &o, err)) != PBEM_OK)
		return rc;
	n = r->sides(o.state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++)
		if (strcasecmp(sides[i], argv[1]) == 0) {
			found = 1;
			break;
		}
	if (!found || store_player_get(h->db, g->id, sides[i], &p) !=
	    PBEM_OK) {
		open_free(&o);
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "game %s has no side "
		    "%s", g->id, argv[1]);
	}
	if ((rc = util_read_file(argv[3], PBEM_MAX_KEYFILE, &key, &klen,
	    err)) != PBEM_OK)
		goto out;
	home_keyring(h, g->id, keyring, sizeof keyring);
	if ((rc = openpgp_import(keyring, key, klen, fpr, uid, err)) !=
	    PBEM_OK)
		goto out;
	if ((rc = store_exec(h->db, "UPDATE player SET email=?, fpr=? WHERE"
	    " game=? AND side=?", "tttt", argv[2], fpr, g->id, p.side)) !=
	    PBEM_OK ||
	    (rc = store_exec(h->db, "UPDATE reliability SET streak=0 WHERE"
	    " game=? AND side=?", "tt", g->id, p.side)) != PBEM_OK)
		goto out;
	snprintf(key2, sizeof key2, "disorder.%s", p.side);
	store_setting_set(h->db, g->id, key2, NULL);
	{
		char detail[512];
		snprintf(detail, sizeof detail, "side %s: %s (key %s) replaces "
		    "%s (key %s)", p.side, argv[2], fpr, p.email, p.fpr);
		rc = store_history_add(h->db, g->id, o.p.seq, who, "replace",
		    detail);
		buf_addf(out, "%s\n", detail);
	}
	/* The new player gets their side's view and what is due. */
	{
		struct buf view, text;
		json_t *none = json_array();
		buf_init(&view, PBEM_MAX_REPORT);
		buf_init(&text, PBEM_MAX_REPORT);
		r->report(o.state, none, p.side, &view);
		json_decref(none);
		buf_addf(&text, "You now command %s in game %s.\n\n%s\n",
		    p.side, g->id, buf_str(&view));
		buf_addf(&text, "Due now: turn %d, phase %s.  Sign your "
		    "sheets with the key you gave the referee and start them "
		    "with:\n\n", o.gp.turn, o.gp.name);
		report_envelope(&text, g->id, p.side, &o.gp);
		trigger_notice(h, g, p.side, "notice", "You take over a side",
		    buf_str(&text), err);
		buf_free(&view);
		buf_free(&text);
	}
out:
	free(key);
	open_free(&o);
	return rc;
}

int
referee_run(struct home *h, const char *game, int argc, char **argv,
    const char *who, const char *queued, struct buf *out,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct game_rec g;
	struct open_phase o;
	char tz[80], when[128], text[1024], pv[32];
	const char *cmd = argc > 0 ? argv[0] : "";
	long long d, turn;
	time_t now = clock_now();
	int rc = PBEM_OK, done, from_mail = queued != NULL;

	if ((r = game_module(h, game, &g, err)) == NULL)
		return err->rc;
	if (strcmp(cmd, "status") == 0)
		return cmd_status(h, &g, r, out, err);
	if (strcmp(cmd, "history") == 0)
		return cmd_history(h, game, out);
	if (strcmp(cmd, "view") == 0) {
		if (argc < 2)
			return pbem_fail(err, PBEM_ERR_USAGE, 0, "view SIDE (or "
			    "view referee)");
		if ((rc = open_get(h, r, game, &o, err)) != PBEM_OK)
			return rc;
		{
			json_t *none = json_array();
			rc = r->report(o.state, none, strcasecmp(argv[1],
			    "referee") == 0 ? NULL : argv[1], out);
			json_decref(none);
		}
		if (strcasecmp(argv[1], "referee") == 0)
			buf_addf(out, "\nstate (JSON, for amend pointers):\n%s\n",
			    o.p.state);
		open_free(&o);
		return rc;
	}
	if (strcmp(cmd, "preview") == 0)
		return trigger_preview(h, game, !from_mail, err);
	if (strcmp(cmd, "release") == 0 || strcmp(cmd, "process") == 0) {
		if ((rc = open_get(h, r, game, &o, err)) != PBEM_OK)
			return rc;
		if (strcmp(cmd, "release") == 0 && !o.held) {
			open_free(&o);
			return pbem_fail(err, PBEM_ERR_STATE, 0, "no result is "
			    "held for %s", game);
		}
		/* process names the phase, so a stale or repeated command
		 * can never resolve the next one by accident. */
		if (strcmp(cmd, "process") == 0 && (argc < 3 ||
		    util_parse_int(argv[1], 0, 100000, &turn) != 0 ||
		    turn != o.gp.turn || strcasecmp(argv[2], o.gp.name) != 0)) {
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "process TURN "
			    "PHASE must name the open phase: it is turn %d, "
			    "phase %s; nothing was processed", o.gp.turn,
			    o.gp.name);
			open_free(&o);
			return rc;
		}
		snprintf(text, sizeof text, "turn %d, phase %s", o.gp.turn,
		    o.gp.name);
		open_free(&o);
		if (store_begin(h->db) != PBEM_OK)
			return PBEM_ERR_DB;
		rc = phase_resolve_locked(h, game, 1, &done, err);
		if (rc == PBEM_OK)
			rc = store_history_add(h->db, game, o.p.seq, who, cmd,
			    text);
		if (rc == PBEM_OK)
			buf_addf(out, "%s: %s resolved; the reports are "
			    "queued\n", cmd, text);
		if (rc == PBEM_OK && queued)
			rc = store_refq_step(h->db, queued, buf_str(out));
		if (rc != PBEM_OK || store_commit(h->db) != PBEM_OK) {
			store_rollback(h->db);
			return rc ? rc : PBEM_ERR_DB;
		}
		return PBEM_OK;
	}
	if (store_begin(h->db) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
	tzof(h, game, tz, sizeof tz);
	if (strcmp(cmd, "set") == 0) {
		if (argc < 3)
			rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "set KEY VALUE");
		else if ((rc = schedule_check_setting(argv[1], argv[2], err)) ==
		    PBEM_OK &&
		    (rc = store_setting_set(h->db, game, argv[1], argv[2])) ==
		    PBEM_OK) {
			snprintf(text, sizeof text, "%s = %s", argv[1], argv[2]);
			rc = store_history_add(h->db, game, 0, who, "set", text);
			buf_addf(out, "%s (deadline rules apply from the next "
			    "phase; use extend for this one)\n", text);
		}
	} else if (strcmp(cmd, "pause") == 0 || strcmp(cmd, "resume") == 0) {
		int pause = strcmp(cmd, "pause") == 0;
		store_setting_get(h->db, game, "paused", pv, sizeof pv);
		if (pause == (strcmp(pv, "1") == 0))
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "game %s is "
			    "already %s", game, pause ? "paused" : "running");
		else if (open_get(h, r, game, &o, err) == PBEM_OK) {
			if (pause) {
				snprintf(pv, sizeof pv, "%lld", (long long)now);
				store_setting_set(h->db, game, "paused_at", pv);
			} else if (o.deadline && store_setting_get(h->db, game,
			    "paused_at", pv, sizeof pv) == PBEM_OK) {
				/* The clock stood still: the deadline moves
				 * by the length of the pause, never earlier. */
				o.deadline += now - (time_t)strtoll(pv, NULL,
				    10);
				store_phase_set_deadline(h->db, game, o.p.seq,
				    o.deadline);
			}
			store_setting_set(h->db, game, "paused", pause ? "1" :
			    "0");
			rc = store_history_add(h->db, game, o.p.seq, who, cmd,
			    NULL);
			if (o.deadline)
				schedule_format(o.deadline, tz, when,
				    sizeof when);
			snprintf(text, sizeof text, pause ? "The referee has "
			    "paused game %s.  Sheets are still taken, but no "
			    "phase resolves until the game resumes.\n" :
			    "The referee has resumed game %s.%s%s\n", game,
			    !pause && o.deadline ? "  The deadline is now " :
			    "", !pause && o.deadline ? when : "");
			announce_all(h, &g, pause ? "Game paused" :
			    "Game resumed", text);
			buf_addf(out, "%s", text);
			open_free(&o);
		} else
			rc = err->rc;
	} else if (strcmp(cmd, "extend") == 0) {
		if (argc < 2 || (d = schedule_duration(argv[1])) <= 0)
			rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "extend DURATION, "
			    "e.g. extend 1d12h");
		else if ((rc = open_get(h, r, game, &o, err)) == PBEM_OK) {
			o.deadline = (o.deadline > now ? o.deadline : now) +
			    (time_t)d;
			store_phase_set_deadline(h->db, game, o.p.seq,
			    o.deadline);
			/* Late notices and the stall warning may come again. */
			store_exec(h->db, "DELETE FROM notice WHERE game=? AND"
			    " seq=?", "ti", game, (long long)o.p.seq);
			schedule_format(o.deadline, tz, when, sizeof when);
			snprintf(text, sizeof text, "The deadline for turn %d, "
			    "phase %s is now %s.\n", o.gp.turn, o.gp.name, when);
			rc = store_history_add(h->db, game, o.p.seq, who,
			    "extend", text);
			announce_all(h, &g, "Deadline extended", text);
			buf_addf(out, "%s", text);
			open_free(&o);
		}
	} else if (strcmp(cmd, "reject") == 0) {
		if ((rc = open_get(h, r, game, &o, err)) == PBEM_OK) {
			if (!o.held)
				rc = pbem_fail(err, PBEM_ERR_STATE, 0, "no result "
				    "is held for %s", game);
			else if ((rc = redraw_secret(h, &o.p)) == PBEM_OK) {
				snprintf(text, sizeof text, "The referee set "
				    "aside the result of turn %d, phase %s; the "
				    "phase is open again and sheets may be sent "
				    "or replaced.\nNew commitment for this "
				    "phase's secret:\n  %s\n", o.gp.turn,
				    o.gp.name, o.p.secret_sha);
				rc = store_history_add(h->db, game, o.p.seq,
				    who, "reject", NULL);
				announce_all(h, &g, "Phase reopened", text);
				buf_addf(out, "%s", text);
			}
			open_free(&o);
		}
	} else if (strcmp(cmd, "amend") == 0) {
		rc = cmd_amend(h, &g, r, argc, argv, who, out, err);
	} else if (strcmp(cmd, "rollback") == 0) {
		rc = cmd_rollback(h, &g, argc, argv, who, out, err);
	} else if (strcmp(cmd, "replace") == 0) {
		rc = from_mail ? pbem_fail(err, PBEM_ERR_USAGE, 0, "replace "
		    "needs the new key as a file: use the command line") :
		    cmd_replace(h, &g, r, argc, argv, who, out, err);
	} else
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "unknown referee "
		    "command '%s'", cmd);
	/* a queued mail command marks itself done in its own transaction:
	 * a crash can neither lose it nor run it twice */
	if (rc == PBEM_OK && queued &&
	    (rc = store_refq_step(h->db, queued, buf_str(out))) != PBEM_OK)
		pbem_fail(err, rc, 0, "cannot record the command's outcome");
	if (rc != PBEM_OK) {
		store_rollback(h->db);
		return rc;
	}
	if (store_commit(h->db) != PBEM_OK) {
		store_rollback(h->db);
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit");
	}
	log_info("referee game=%s cmd=%s who=\"%s\"", game, cmd, who);
	return PBEM_OK;
}
