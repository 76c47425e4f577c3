/* SPDX-License-Identifier: GPL-3.0-or-later */
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
#include "template.h"
#include "util.h"
#include "orders.h"

const char referee_usage[] =
"usage: pbemd referee GAME COMMAND [ARGS]\n"
"\n"
"  status                  running or paused, the open phase, deadline,\n"
"                          sheets in, reliability\n"
"  set KEY VALUE           timezone, deadline[.KIND], grace, early, reminder,\n"
"                          nmr (wait|standing|disorder:N), approval (on|off)\n"
"  pause | resume          stop the clock (deadlines move by the pause)\n"
"  extend DURATION         move the deadline later, e.g. extend 1d\n"
"  process TURN PHASE      resolve the open phase now (must name it: a stale\n"
"                          command cannot process twice)\n"
"  preview                 resolve on a copy; every side's report to you only\n"
"  release | reject        approval mode: send the held result, or discard\n"
"                          it and reopen the phase\n"
"  amend CHANGE -- REASON [; CHANGE -- REASON]...\n"
"                          change the open phase in the rules' own verbs\n"
"                          (docs/REFEREE.md), e.g. amend SET U3 DISORDERED\n"
"                          -- storm; a change without a reason takes the next\n"
"  amend --pointer POINTER VALUE REASON...\n"
"                          the same by JSON pointer into the state (experts)\n"
"  preview amend ...       the amendment on a copy: every side's mail to you\n"
"  rollback SEQ REASON... reopen phase SEQ; later phases go to the archive;\n"
"                          every side gets the reason, the position, a sheet\n"
"  replace SIDE EMAIL KEY.asc   hand a side to a new player (CLI only)\n"
"  view SIDE               exactly what SIDE sees now\n"
"  history                 everything the referee and the clock did\n";

/* Tell every side: the sentence `key` of templates/sentences.txt under
 * the subject `key`.subject, with (name, value) pairs ending in NULL; the
 * text also goes to `out` (what the referee is told it did).  Every
 * writing command runs in one transaction (referee_run), so a sentence
 * that cannot be found or a notice that cannot be queued fails the whole
 * command: a referee is never told "announced" when nothing was. */
static int
announce(struct home *h, const struct game_rec *g, struct buf *out,
    struct pbem_err *err, const char *key, ...)
{
	const struct game_rules *r = game_rules_find(g->rules);
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], skey[80];
	struct phase_rec p;
	struct buf subj, text;
	json_t *state;
	va_list ap;
	int n, i, rc;

	buf_init(&subj, 256);
	buf_init(&text, 4096);
	snprintf(skey, sizeof skey, "%s.subject", key);
	va_start(ap, key);
	rc = template_vwords(&subj, skey, ap);
	va_end(ap);
	if (rc == PBEM_OK) {
		va_start(ap, key);
		rc = template_vwords(&text, key, ap);
		va_end(ap);
	}
	if (rc != PBEM_OK) {
		pbem_fail(err, rc, 0, "cannot announce: no sentence %s in "
		    "%s/templates/sentences.txt (PBEMD_DATADIR); nothing "
		    "changed", key, home_datadir());
		goto out;
	}
	buf_addc(&text, '\n');
	if (out)
		buf_adds(out, buf_str(&text));
	if (r != NULL && store_phase_open_get(h->db, g->id, &p) == PBEM_OK) {
		state = json_loads(p.state, 0, NULL);
		n = state ? r->sides(r, state, sides, GAME_MAX_SIDES) : 0;
		for (i = 0; i < n && rc == PBEM_OK; i++)
			rc = notice_send(h, g, sides[i], "notice",
			    buf_str(&subj), buf_str(&text), err);
		json_decref(state);
		phase_rec_free(&p);
	}
out:
	buf_free(&subj);
	buf_free(&text);
	return rc;
}

/* The open phase with its decoded state and what it waits for. */
struct open_phase {
	struct phase_rec p;
	json_t *state;
	struct game_phase gp;
	time_t deadline;
	enum phase_state st;	/* its state in the life cycle */
};

static int
open_get(struct home *h, const struct game_rules *r, const char *game,
    struct open_phase *o, struct pbem_err *err)
{
	memset(o, 0, sizeof *o);
	if (store_phase_open_get(h->db, game, &o->p) != PBEM_OK)
		return template_fail(err, PBEM_ERR_STATE, "referee.no.phase",
		    "game", game, NULL);
	if ((o->state = json_loads(o->p.state, 0, NULL)) == NULL ||
	    r->phase(r, o->state, &o->gp) != PBEM_OK) {
		phase_rec_free(&o->p);
		json_decref(o->state);
		return template_fail(err, PBEM_ERR_STATE,
		    "referee.state.unreadable", NULL);
	}
	store_phase_get_deadline(h->db, game, o->p.seq, &o->deadline);
	lifecycle_state(h, game, &o->st);
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

/* After a rollback: every side is told, with the reason, and gets the
 * position as it stands now and its sheet if one is due. */
static int
tell_rolled_back(struct home *h, const struct game_rec *g,
    const struct game_rules *r, const char *reason,
    const struct lifecycle_arg *a, struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], turn[16];
	struct phase_rec p;
	struct game_phase gp;
	struct buf subj, text, view;
	json_t *state = NULL, *none = json_array();
	int i, k, n, rc;

	if (store_phase_open_get(h->db, g->id, &p) != PBEM_OK) {
		json_decref(none);
		return template_fail(err, PBEM_ERR_STATE,
		    "referee.rollback.no.phase", NULL);
	}
	buf_init(&subj, 256);
	snprintf(turn, sizeof turn, "%d", a->turn);
	rc = template_words(&subj, "announce.rollback.subject", NULL);
	if ((state = json_loads(p.state, 0, NULL)) == NULL || none == NULL ||
	    r->phase(r, state, &gp) != PBEM_OK)
		rc = template_fail(err, PBEM_ERR_STATE,
		    "referee.state.unreadable", NULL);
	n = rc == PBEM_OK ? r->sides(r, state, sides, GAME_MAX_SIDES) : 0;
	for (i = 0; i < n && rc == PBEM_OK; i++) {
		buf_init(&text, PBEM_MAX_REPORT);
		buf_init(&view, PBEM_MAX_REPORT);
		rc = template_words(&text, "announce.rollback", "turn", turn,
		    "phase", a->name, "commitment", a->secret_sha, "reason",
		    reason, NULL);
		if (rc == PBEM_OK)
			rc = r->report(r, state, none, sides[i], &view);
		if (rc == PBEM_OK) {
			buf_addf(&text, "\n\n%s\n", buf_str(&view));
			for (k = 0; k < gp.nsides; k++)
				if (strcasecmp(gp.sides[k], sides[i]) == 0)
					break;
			if (k < gp.nsides) {
				rc = template_words(&text, "announce.amend.due",
				    "turn", turn, "phase", gp.name, NULL);
				buf_adds(&text, "\n\n");
				report_sheet(&text, g->id, r, state, sides[i], &gp,
				    NULL);
			}
		}
		if (rc != PBEM_OK)
			pbem_fail(err, rc, 0, "cannot announce the rollback to "
			    "%s (a sentence of %s/templates/sentences.txt is "
			    "missing, or the report cannot be written); nothing "
			    "changed", sides[i], home_datadir());
		else
			rc = notice_send(h, g, sides[i], "notice",
			    buf_str(&subj), buf_str(&text), err);
		buf_free(&text);
		buf_free(&view);
	}
	buf_free(&subj);
	json_decref(state);
	json_decref(none);
	phase_rec_free(&p);
	return rc;
}

static int
referee_rollback(struct home *h, struct game_rec *g, const struct game_rules *r,
    int argc, char **argv, const char *who, struct buf *out,
    struct pbem_err *err)
{
	struct lifecycle_arg a;
	struct buf reason;
	long long seq;
	int last, rc, i;
	char text[1024];

	store_phase_last_seq(h->db, g->id, &last);
	if (argc < 3 || util_parse_int(argv[1], 1, last, &seq) != 0)
	{
		char l_[16];

		snprintf(l_, sizeof l_, "%d", last);
		return template_fail(err, PBEM_ERR_USAGE,
		    "referee.usage.rollback", "last", l_, "game", g->id,
		    NULL);
	}
	memset(&a, 0, sizeof a);
	a.seq = (int)seq;
	/* Everything from SEQ on goes to the archive, marked by this
	 * rollback; nothing is deleted without a copy.  The history row is
	 * written below, once the phase reopened is known. */
	if ((rc = lifecycle_step(h, g->id, PHASE_EV_ROLLBACK, NULL, NULL, &a,
	    err)) != PBEM_OK)
		return rc;
	buf_init(&reason, 1024);
	for (i = 2; i < argc; i++)
		buf_addf(&reason, "%s%s", i > 2 ? " " : "", argv[i]);
	{
		char s_[24], t_[16], r_[48];
		struct buf said;

		/* what was set aside, as phase numbers the referee knows
		 * (the archive's own mark is only a time) */
		snprintf(s_, sizeof s_, "%lld", seq);
		snprintf(t_, sizeof t_, "%d", a.turn);
		if (last > seq)
			snprintf(r_, sizeof r_, "phases %lld-%d", seq, last);
		else
			snprintf(r_, sizeof r_, "phase %lld", seq);
		buf_init(&said, sizeof text);
		template_words(&said, "referee.rollback.done", "seq", s_,
		    "turn", t_, "phase", a.name, "played", r_, "reason",
		    buf_str(&reason), NULL);
		snprintf(text, sizeof text, "%s", buf_str(&said));
		buf_free(&said);
	}
	if ((rc = store_history_add(h->db, g->id, (int)seq, who, "rollback",
	    text)) == PBEM_OK) {
		snprintf(g->status, sizeof g->status, "running");
		rc = tell_rolled_back(h, g, r, buf_str(&reason), &a, err);
	}
	buf_free(&reason);
	if (rc != PBEM_OK)
		return rc;
	buf_addf(out, "%s\n", text);
	template_words(out, "referee.rollback.announced", "game", g->id,
	    NULL);
	buf_addc(out, '\n');
	return PBEM_OK;
}

static int
referee_status(struct home *h, const struct game_rec *g,
    const struct game_rules *r, struct buf *out, struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], tz[80], when[128], v[64];
	static const char *const keys[] = { "timezone", "deadline", "grace",
	    "early", "reminder", "nmr", "approval" };
	enum phase_state st = PHASE_NONE;
	struct open_phase o;
	struct sheet_rec s;
	int i, n, on, late, missed, streak;
	size_t k;

	/* A paused game is running with its open phase paused: the
	 * referee reads it as paused, and how to go on. */
	if (lifecycle_state(h, g->id, &st) != PBEM_OK)
		st = PHASE_NONE;
	template_words(out, "referee.status.game", "game", g->id, "rules",
	    g->rules, "status", st == PHASE_PAUSED ? "paused" : g->status,
	    NULL);
	buf_addc(out, '\n');
	if (st == PHASE_PAUSED) {
		/* since when, in the game's zone: the clock stopped then
		 * (lifecycle.c keeps it to move the deadline on resume) */
		tzof(h, g->id, tz, sizeof tz);
		if (store_setting_get(h->db, g->id, "paused_at", v, sizeof v) ==
		    PBEM_OK && strtoll(v, NULL, 10) > 0) {
			schedule_format((time_t)strtoll(v, NULL, 10), tz, when,
			    sizeof when);
			buf_adds(out, "  ");
			template_words(out, "referee.status.paused.since",
			    "when", when, NULL);
			buf_addc(out, '\n');
		}
		buf_adds(out, "  ");
		template_words(out, "referee.status.paused", "game", g->id,
		    NULL);
		buf_addc(out, '\n');
	}
	for (k = 0; k < sizeof keys / sizeof keys[0]; k++)
		if (store_setting_get(h->db, g->id, keys[k], v, sizeof v) ==
		    PBEM_OK)
			buf_addf(out, "  %-9s %s\n", keys[k], v);
	if (open_get(h, r, g->id, &o, err) != PBEM_OK)
		return strcmp(g->status, "over") == 0 ? PBEM_OK : err->rc;
	tzof(h, g->id, tz, sizeof tz);
	snprintf(v, sizeof v, "%d", o.p.seq);
	template_words(out, o.st == PHASE_HELD ? "referee.status.phase.held" :
	    "referee.status.phase", "seq", v, "summary", o.gp.summary, NULL);
	buf_addc(out, '\n');
	if (o.deadline) {
		schedule_format(o.deadline, tz, when, sizeof when);
		buf_adds(out, "  ");
		template_words(out, "referee.status.deadline", "when", when,
		    NULL);
		buf_addc(out, '\n');
	}
	n = r->sides(r, o.state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++) {
		int in = store_sheet_current(h->db, g->id, o.p.seq, sides[i],
		    &s) == PBEM_OK;
		if (in)
			sheet_rec_free(&s);
		store_reliability_get(h->db, g->id, sides[i], &on, &late,
		    &missed, &streak);
		for (k = 0; k < (size_t)o.gp.nsides; k++)
			if (strcasecmp(o.gp.sides[k], sides[i]) == 0)
				break;
		/* as `pbemd status` says: only a side this phase needs is
		 * waited for */
		{
			char on_[16], late_[16], missed_[16];
			struct buf what;

			snprintf(on_, sizeof on_, "%d", on);
			snprintf(late_, sizeof late_, "%d", late);
			snprintf(missed_, sizeof missed_, "%d", missed);
			buf_init(&what, 128);
			template_words(&what, in ? "referee.status.in" :
			    k < (size_t)o.gp.nsides ? "referee.status.waiting" :
			    "referee.status.not-due", NULL);
			buf_addf(out, "  %-8s %-10s ", sides[i],
			    buf_str(&what));
			template_words(out, "referee.status.side", "on", on_,
			    "late", late_, "missed", missed_, NULL);
			buf_addc(out, '\n');
			buf_free(&what);
		}
	}
	open_free(&o);
	return PBEM_OK;
}

static int
history_line(const struct history_rec *r, void *arg)
{
	char at[40];

	clock_iso(r->at, at, sizeof at);
	buf_addf(arg, "%s  phase %-3d %-16s %-9s %s\n", at, r->seq, r->who,
	    r->what, r->detail);
	return PBEM_OK;
}

static int
referee_history(struct home *h, const char *game, struct buf *out)
{
	return store_history_each(h->db, game, -1, NULL, history_line, out);
}

static int
referee_replace(struct home *h, const struct game_rec *g,
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
		return template_fail(err, PBEM_ERR_USAGE,
		    "referee.usage.replace", NULL);
	if (!util_valid_address(argv[2]))
		return template_fail(err, PBEM_ERR_USAGE,
		    "referee.not.address", "address", argv[2], NULL);
	if ((rc = open_get(h, r, g->id, &o, err)) != PBEM_OK)
		return rc;
	n = r->sides(r, o.state, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++)
		if (strcasecmp(sides[i], argv[1]) == 0) {
			found = 1;
			break;
		}
	if (!found || store_player_get(h->db, g->id, sides[i], &p) !=
	    PBEM_OK) {
		open_free(&o);
		return template_fail(err, PBEM_ERR_USAGE, "referee.no.side",
		    "game", g->id, "side", argv[1], NULL);
	}
	if ((rc = util_read_file(argv[3], PBEM_MAX_KEYFILE, &key, &klen,
	    err)) != PBEM_OK)
		goto out;
	home_keyring(h, g->id, keyring, sizeof keyring);
	if ((rc = openpgp_import(keyring, key, klen, fpr, uid, err)) !=
	    PBEM_OK)
		goto out;
	if ((rc = store_player_set_key(h->db, g->id, p.side, argv[2], fpr)) !=
	    PBEM_OK)
		goto out;
	snprintf(key2, sizeof key2, "disorder.%s", p.side);
	store_setting_set(h->db, g->id, key2, NULL);
	{
		char detail[512];
		struct buf said;

		buf_init(&said, sizeof detail);
		template_words(&said, "referee.replace.done", "side", p.side,
		    "email", argv[2], "fpr", fpr, "old_email", p.email,
		    "old_fpr", p.fpr, NULL);
		snprintf(detail, sizeof detail, "%s", buf_str(&said));
		buf_free(&said);
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
		r->report(r, o.state, none, p.side, &view);
		json_decref(none);
		char turn[16];
		struct buf subj;

		snprintf(turn, sizeof turn, "%d", o.gp.turn);
		template_words(&text, "announce.takeover", "side", p.side,
		    "game", g->id, NULL);
		buf_addf(&text, "\n\n%s\n", buf_str(&view));
		template_words(&text, "announce.takeover.due", "turn", turn,
		    "phase", o.gp.name, NULL);
		buf_adds(&text, "\n\n");
		report_sheet(&text, g->id, r, o.state, p.side, &o.gp, NULL);
		buf_init(&subj, 256);
		template_words(&subj, "announce.takeover.subject", NULL);
		notice_send(h, g, p.side, "notice", buf_str(&subj),
		    buf_str(&text), err);
		buf_free(&subj);
		buf_free(&view);
		buf_free(&text);
	}
out:
	free(key);
	open_free(&o);
	return rc;
}

/* One command's context: what every command function is handed. */
struct refcmd {
	struct home *h;
	struct game_rec g;
	const struct game_rules *r;
	const char *who;
	int from_mail;
	char tz[80];
	struct buf *out;
	struct pbem_err *err;
};

static int
run_status(struct refcmd *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return referee_status(c->h, &c->g, c->r, c->out, c->err);
}

static int
run_history(struct refcmd *c, int argc, char **argv)
{
	(void)argc, (void)argv;
	return referee_history(c->h, c->g.id, c->out);
}

static int
run_view(struct refcmd *c, int argc, char **argv)
{
	struct open_phase o;
	json_t *none;
	int rc, referee;

	if (argc < 2)
		return template_fail(c->err, PBEM_ERR_USAGE,
		    "referee.usage.view", NULL);
	if ((rc = open_get(c->h, c->r, c->g.id, &o, c->err)) != PBEM_OK)
		return rc;
	referee = strcasecmp(argv[1], "referee") == 0;
	none = json_array();
	rc = c->r->report(c->r, o.state, none, referee ? NULL : argv[1], c->out);
	json_decref(none);
	if (referee)
	{
		buf_addc(c->out, '\n');
		template_words(c->out, "referee.view.state", NULL);
		buf_addf(c->out, "\n%s\n", o.p.state);
	}
	open_free(&o);
	return rc;
}

static int
run_preview(struct refcmd *c, int argc, char **argv)
{
	/* preview amend ...: the amendment on a copy, every side's mail to
	 * the referee only */
	if (argc > 1 && strcmp(argv[1], "amend") == 0)
		return referee_amend(c->h, &c->g, c->r, argc - 1, argv + 1,
		    c->who, 1, c->out, c->err);
	return preview_send(c->h, c->g.id, !c->from_mail, c->err);
}

/* process TURN PHASE | release: resolve the open (or held) phase now. */
static int
run_resolve(struct refcmd *c, int argc, char **argv)
{
	struct lifecycle_arg a;
	struct open_phase o;
	long long turn;
	char text[160], phase_of[GAME_NAME_LEN];
	int rc, turn_of, release = strcmp(argv[0], "release") == 0;

	if ((rc = open_get(c->h, c->r, c->g.id, &o, c->err)) != PBEM_OK)
		return rc;
	snprintf(text, sizeof text, "turn %d, phase %s", o.gp.turn, o.gp.name);
	turn_of = o.gp.turn;
	snprintf(phase_of, sizeof phase_of, "%s", o.gp.name);
	/* process names the phase, so a stale or repeated command can never
	 * resolve the next one by accident. */
	if (!release && (argc < 3 || util_parse_int(argv[1], 0, 100000,
	    &turn) != 0 || turn != o.gp.turn ||
	    strcasecmp(argv[2], o.gp.name) != 0))
	{
		char t_[16];

		snprintf(t_, sizeof t_, "%d", o.gp.turn);
		rc = template_fail(c->err, PBEM_ERR_STATE,
		    "referee.process.stale", "turn", t_, "phase", o.gp.name,
		    NULL);
	}
	open_free(&o);
	if (rc != PBEM_OK)
		return rc;
	memset(&a, 0, sizeof a);
	if ((rc = lifecycle_step(c->h, c->g.id, release ? PHASE_EV_RELEASE :
	    PHASE_EV_PROCESS, c->who, text, &a, c->err)) != PBEM_OK)
		return release && c->err->rc == PBEM_ERR_STATE ?
		    template_fail(c->err, PBEM_ERR_STATE, "referee.none.held",
		    "game", c->g.id, NULL) : rc;
	{
		char t_[16];

		snprintf(t_, sizeof t_, "%d", turn_of);
		template_words(c->out, "referee.resolved", "command", argv[0],
		    "turn", t_, "phase", phase_of, NULL);
		buf_addc(c->out, '\n');
	}
	return PBEM_OK;
}

/* May `ev` happen now?  (lifecycle.c's table; nothing changes.) */
static int
allowed(struct refcmd *c, enum phase_event ev)
{
	struct lifecycle_arg a;

	memset(&a, 0, sizeof a);
	return lifecycle_step(c->h, c->g.id, ev, NULL, NULL, &a, c->err);
}

static int
run_set(struct refcmd *c, int argc, char **argv)
{
	char text[512];
	int rc;

	if (argc < 3)
		return template_fail(c->err, PBEM_ERR_USAGE,
		    "referee.usage.set", NULL);
	if ((rc = allowed(c, PHASE_EV_SET)) != PBEM_OK)
		return rc;
	if ((rc = schedule_check_setting(argv[1], argv[2], c->err)) !=
	    PBEM_OK ||
	    (rc = store_setting_set(c->h->db, c->g.id, argv[1], argv[2])) !=
	    PBEM_OK)
		return rc;
	snprintf(text, sizeof text, "%s = %s", argv[1], argv[2]);
	rc = store_history_add(c->h->db, c->g.id, 0, c->who, "set", text);
	template_words(c->out, "referee.set.done", "key", argv[1], "value",
	    argv[2], NULL);
	buf_addc(c->out, '\n');
	return rc;
}

static int
run_pause(struct refcmd *c, int argc, char **argv)
{
	struct lifecycle_arg a;
	enum phase_state st;
	char when[128] = "";
	int rc, pause = strcmp(argv[0], "pause") == 0;

	(void)argc;
	if ((rc = lifecycle_state(c->h, c->g.id, &st)) != PBEM_OK)
		return template_fail(c->err, rc, "referee.no.game", "game",
		    c->g.id, NULL);
	if ((pause && st == PHASE_PAUSED) || (!pause && st == PHASE_OPEN))
		return template_fail(c->err, PBEM_ERR_STATE, pause ?
		    "referee.already.paused" : "referee.already.running",
		    "game", c->g.id, NULL);
	memset(&a, 0, sizeof a);
	if ((rc = lifecycle_step(c->h, c->g.id, pause ? PHASE_EV_PAUSE :
	    PHASE_EV_RESUME, c->who, NULL, &a, c->err)) != PBEM_OK)
		return rc;
	if (a.deadline)
		schedule_format(a.deadline, c->tz, when, sizeof when);
	return announce(c->h, &c->g, c->out, c->err, pause ?
	    "announce.pause" : "announce.resume", "game", c->g.id, "deadline",
	    when, NULL);
}

static int
run_extend(struct refcmd *c, int argc, char **argv)
{
	struct open_phase o;
	char text[512], when[128], turn[16];
	struct buf said;
	time_t now = clock_now();
	long long d;
	int rc;

	if (argc < 2 || (d = schedule_duration(argv[1])) <= 0)
		return template_fail(c->err, PBEM_ERR_USAGE,
		    "referee.usage.extend", NULL);
	if ((rc = allowed(c, PHASE_EV_EXTEND)) != PBEM_OK)
		return rc;
	if ((rc = open_get(c->h, c->r, c->g.id, &o, c->err)) != PBEM_OK)
		return rc;
	o.deadline = (o.deadline > now ? o.deadline : now) + (time_t)d;
	store_phase_set_deadline(c->h->db, c->g.id, o.p.seq, o.deadline);
	/* Late notices and the stall warning may come again. */
	store_notice_clear(c->h->db, c->g.id, o.p.seq);
	schedule_format(o.deadline, c->tz, when, sizeof when);
	snprintf(turn, sizeof turn, "%d", o.gp.turn);
	buf_init(&said, 1024);
	rc = announce(c->h, &c->g, &said, c->err, "announce.extend", "turn",
	    turn, "phase", o.gp.name, "when", when, NULL);
	snprintf(text, sizeof text, "%s", buf_str(&said));
	if (rc == PBEM_OK)
		rc = store_history_add(c->h->db, c->g.id, o.p.seq, c->who,
		    "extend", text);
	buf_adds(c->out, buf_str(&said));
	buf_free(&said);
	open_free(&o);
	return rc;
}

static int
run_reject(struct refcmd *c, int argc, char **argv)
{
	struct lifecycle_arg a;
	struct open_phase o;
	char turn[16];
	int rc;

	(void)argc, (void)argv;
	if ((rc = open_get(c->h, c->r, c->g.id, &o, c->err)) != PBEM_OK)
		return rc;
	memset(&a, 0, sizeof a);
	if (o.st != PHASE_HELD)
		rc = template_fail(c->err, PBEM_ERR_STATE, "referee.none.held",
		    "game", c->g.id, NULL);
	else if ((rc = lifecycle_step(c->h, c->g.id, PHASE_EV_REJECT, c->who,
	    NULL, &a, c->err)) == PBEM_OK) {
		snprintf(turn, sizeof turn, "%d", o.gp.turn);
		rc = announce(c->h, &c->g, c->out, c->err, "announce.reject",
		    "turn", turn, "phase", o.gp.name, "commitment",
		    a.secret_sha, NULL);
	}
	open_free(&o);
	return rc;
}

static int
run_amend(struct refcmd *c, int argc, char **argv)
{
	int rc;

	if ((rc = allowed(c, PHASE_EV_AMEND)) != PBEM_OK)
		return rc;
	return referee_amend(c->h, &c->g, c->r, argc, argv, c->who, 0,
	    c->out, c->err);
}

static int
run_rollback(struct refcmd *c, int argc, char **argv)
{
	return referee_rollback(c->h, &c->g, c->r, argc, argv, c->who, c->out,
	    c->err);
}

static int
run_replace(struct refcmd *c, int argc, char **argv)
{
	int rc;

	if (c->from_mail)
		return template_fail(c->err, PBEM_ERR_USAGE,
		    "referee.replace.by.mail", NULL);
	if ((rc = allowed(c, PHASE_EV_REPLACE)) != PBEM_OK)
		return rc;
	return referee_replace(c->h, &c->g, c->r, argc, argv, c->who, c->out,
	    c->err);
}

/* The referee's commands; `writes`: run in one transaction that also
 * marks a queued mail command done, so a crash neither loses nor repeats
 * it.  The others only read (preview rolls its own copy back). */
static const struct {
	const char *name;
	int (*fn)(struct refcmd *, int, char **);
	int writes;
} refcmds[] = {
	{ "status",	run_status,	0 },
	{ "history",	run_history,	0 },
	{ "view",	run_view,	0 },
	{ "preview",	run_preview,	0 },
	{ "process",	run_resolve,	1 },
	{ "release",	run_resolve,	1 },
	{ "set",	run_set,	1 },
	{ "pause",	run_pause,	1 },
	{ "resume",	run_pause,	1 },
	{ "extend",	run_extend,	1 },
	{ "reject",	run_reject,	1 },
	{ "amend",	run_amend,	1 },
	{ "rollback",	run_rollback,	1 },
	{ "replace",	run_replace,	1 },
};

int
referee_run(struct home *h, const char *game, int argc, char **argv,
    const char *who, const char *queued, struct buf *out,
    struct pbem_err *err)
{
	struct refcmd c;
	const char *cmd = argc > 0 ? argv[0] : "";
	size_t i;
	int rc;

	memset(&c, 0, sizeof c);
	c.h = h;
	c.who = who;
	c.from_mail = queued != NULL;
	c.out = out;
	c.err = err;
	if ((c.r = game_module(h, game, &c.g, err)) == NULL)
		return err->rc;
	for (i = 0; i < sizeof refcmds / sizeof refcmds[0]; i++)
		if (strcmp(cmd, refcmds[i].name) == 0)
			break;
	if (i == sizeof refcmds / sizeof refcmds[0])
		return template_fail(err, PBEM_ERR_USAGE,
		    "referee.unknown.command", "command", cmd, NULL);
	if (!refcmds[i].writes)
		return refcmds[i].fn(&c, argc, argv);
	if (store_begin(h->db) != PBEM_OK)
		return template_fail(err, PBEM_ERR_DB, "store.begin.failed",
		    "why", store_errmsg(h->db), NULL);
	tzof(h, game, c.tz, sizeof c.tz);
	rc = refcmds[i].fn(&c, argc, argv);
	/* a queued mail command marks itself done in its own transaction:
	 * a crash can neither lose it nor run it twice */
	if (rc == PBEM_OK && queued &&
	    (rc = store_refq_step(h->db, queued, buf_str(out))) != PBEM_OK)
		template_fail(err, rc, "referee.outcome.failed", NULL);
	if (rc != PBEM_OK) {
		store_rollback(h->db);
		return rc;
	}
	if (store_commit(h->db) != PBEM_OK) {
		/* The reason first: the rollback overwrites it. */
		template_fail(err, PBEM_ERR_DB, "store.commit.failed", "why",
		    store_errmsg(h->db), NULL);
		store_rollback(h->db);
		return PBEM_ERR_DB;
	}
	log_info("referee game=%s cmd=%s who=\"%s\"", game, cmd, who);
	return PBEM_OK;
}
