/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * trigger.c - when does a phase resolve?  (DESIGN step 6.)
 *
 * For each running, unpaused game with an open phase, on every pass:
 *   1. every due sheet is in        -> resolve, after the `early` delay
 *                                      counted from the last sheet
 *   2. before the deadline          -> remind missing sides once, `reminder`
 *                                      before it
 *   3. deadline passed, in grace    -> a late notice to missing sides, once
 *   4. deadline + grace passed      -> the NMR policy: wait (referee told,
 *                                      once), standing (resolve: the module
 *                                      applies its missing-orders default),
 *                                      disorder:N (standing; a side that has
 *                                      missed N phases in a row is in civil
 *                                      disorder and no longer waited for)
 * In approval mode "resolve" means: resolve on a copy, send every report
 * to the referee, and hold the phase until `release` or `reject`.
 * Invariant: a deadline never moves earlier than announced (extend only
 * adds time; settings changes apply from the next phase).
 *
 * The trigger decides and asks the life cycle (lifecycle_resolve,
 * lifecycle_step HOLD); it is called by nothing of the engine below it.
 * The deadline a phase gets is deadline.c's, the mails notice.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "clock.h"
#include "log.h"
#include "phase.h"
#include "schedule.h"
#include "template.h"

static void
setting(struct home *h, const char *game, const char *key, const char *dflt,
    char *out, size_t n)
{
	if (store_setting_get(h->db, game, key, out, n) != PBEM_OK ||
	    out[0] == '\0')
		snprintf(out, n, "%s", dflt);
}

static long long
setting_duration(struct home *h, const char *game, const char *key)
{
	char v[64];
	long long d;

	setting(h, game, key, "0", v, sizeof v);
	return (d = schedule_duration(v)) < 0 ? 0 : d;
}

/* Is this side in civil disorder (no longer waited for)? */
static int
in_disorder(struct home *h, const char *game, const char *side)
{
	char key[80], v[8];

	snprintf(key, sizeof key, "disorder.%s", side);
	return store_setting_get(h->db, game, key, v, sizeof v) == PBEM_OK &&
	    strcmp(v, "1") == 0;
}

/* Notices to the due sides without a sheet, once per phase and kind. */
static int
notify_missing(struct home *h, const struct game_rec *g,
    const struct phase_rec *p, const struct game_phase *gp, const char *kind,
    time_t dl, const char *tz)
{
	const struct game_rules *r = game_rules_find(g->rules);
	struct pbem_err e = { 0 };
	struct sheet_rec s;
	struct buf text, subj;
	char when[128], turn[16];
	json_t *state = p->state ? json_loads(p->state, 0, NULL) : NULL;
	int i, first;

	schedule_format(dl, tz, when, sizeof when);
	snprintf(turn, sizeof turn, "%d", gp->turn);
	for (i = 0; i < gp->nsides; i++) {
		if (store_sheet_current(h->db, g->id, p->seq, gp->sides[i],
		    &s) == PBEM_OK) {
			sheet_rec_free(&s);
			continue;	/* never to a side whose sheet is in */
		}
		if (store_notice_once(h->db, g->id, p->seq, gp->sides[i], kind,
		    &first) != PBEM_OK || !first)
			continue;
		buf_init(&text, 8192);
		buf_init(&subj, 256);
		template_words(&text, strcmp(kind, "reminder") == 0 ?
		    "notice.reminder" : "notice.late", NULL);
		buf_adds(&text, "\n\n");
		template_words(&text, "notice.deadline", "when", when, "turn",
		    turn, "phase", gp->name, NULL);
		buf_adds(&text, "\n\n");
		if (r != NULL && state != NULL)
			report_sheet(&text, g->id, r, state, gp->sides[i], gp,
			    NULL);
		else
			report_envelope(&text, g->id, gp->sides[i], gp);
		template_words(&subj, strcmp(kind, "reminder") == 0 ?
		    "notice.reminder.subject" : "notice.late.subject", "turn",
		    turn, "phase", gp->name, NULL);
		if (notice_send(h, g, gp->sides[i], "notice", buf_str(&subj),
		    buf_str(&text), &e) != PBEM_OK)
			log_error("notice game=%s side=%s: %s", g->id,
			    gp->sides[i], e.msg);
		log_info("notice game=%s seq=%d side=%s kind=%s", g->id,
		    p->seq, gp->sides[i], kind);
		buf_free(&text);
		buf_free(&subj);
	}
	json_decref(state);
	return PBEM_OK;
}

/* Sides that have missed too many phases stop being waited for. */
static void
update_disorder(struct home *h, const struct game_rec *g, int limit)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], key[80], n_[16];
	struct buf text, subj;
	const struct game_rules *r = game_rules_find(g->rules);
	struct phase_rec p;
	int n, i, on, late, missed, streak;
	json_t *state;
	struct pbem_err e = { 0 };

	if (r == NULL || store_phase_open_get(h->db, g->id, &p) != PBEM_OK)
		return;
	state = json_loads(p.state, 0, NULL);
	n = state ? r->sides(r, state, sides, GAME_MAX_SIDES) : 0;
	for (i = 0; i < n; i++) {
		store_reliability_get(h->db, g->id, sides[i], &on, &late,
		    &missed, &streak);
		if (streak < limit || in_disorder(h, g->id, sides[i]))
			continue;
		snprintf(key, sizeof key, "disorder.%s", sides[i]);
		store_setting_set(h->db, g->id, key, "1");
		snprintf(n_, sizeof n_, "%d", streak);
		buf_init(&text, 1024);
		buf_init(&subj, 256);
		template_words(&text, "notice.disorder", "side", sides[i], "n",
		    n_, "game", g->id, NULL);
		template_words(&subj, "notice.disorder.subject", NULL);
		notice_send(h, g, NULL, "notice", buf_str(&subj),
		    buf_str(&text), &e);
		buf_free(&text);
		buf_free(&subj);
		store_history_add(h->db, g->id, p.seq, "pbemd", "disorder",
		    sides[i]);
	}
	json_decref(state);
	phase_rec_free(&p);
}

enum verdict { WAIT, RESOLVE, HOLD };

/* The earlier of two wake times (a time, or < 0: never). */
static long long
sooner(long long a, long long b)
{
	return a < 0 ? b : b < 0 ? a : a < b ? a : b;
}

/* Decide, and send what notices are due; runs inside a transaction.  On
 * WAIT, *wake is when waiting may end by time alone (< 0: only a change
 * to the game can end it): the next of the early delay, the reminder,
 * the deadline, the end of grace. */
static enum verdict
decide(struct home *h, const struct game_rec *g, const struct phase_rec *p,
    const struct game_phase *gp, int *force, long long *wake)
{
	char tz[80], nmr[32], approval[8], when[128];
	struct sheet_rec s;
	struct pbem_err e = { 0 };
	time_t now = clock_now(), dl, at, last = 0;
	long long grace, early, remind;
	int i, missing = 0, first;

	*force = 0;
	*wake = -1;
	store_phase_get_deadline(h->db, g->id, p->seq, &dl);
	setting(h, g->id, "timezone", "UTC", tz, sizeof tz);
	setting(h, g->id, "nmr", "wait", nmr, sizeof nmr);
	setting(h, g->id, "approval", "off", approval, sizeof approval);
	for (i = 0; i < gp->nsides; i++) {
		if (store_sheet_current(h->db, g->id, p->seq, gp->sides[i],
		    &s) == PBEM_OK) {
			if (s.received > last)
				last = s.received;
			sheet_rec_free(&s);
		} else if (!in_disorder(h, g->id, gp->sides[i]))
			missing++;
	}
	(void)at;
	if (missing == 0) {
		early = setting_duration(h, g->id, "early");
		if (now < last + early && (dl == 0 || now < dl)) {
			*wake = sooner(last + early, dl ? (long long)dl : -1);
			return WAIT;
		}
		*force = 1;	/* sides in civil disorder count as sent */
		return strcmp(approval, "on") == 0 ? HOLD : RESOLVE;
	}
	if (dl == 0)
		return WAIT;
	if (now < dl) {
		remind = setting_duration(h, g->id, "reminder");
		if (remind > 0 && now >= dl - remind)
			notify_missing(h, g, p, gp, "reminder", dl, tz);
		*wake = remind > 0 && now < dl - remind ? dl - remind : dl;
		return WAIT;
	}
	grace = setting_duration(h, g->id, "grace");
	if (now < dl + grace) {
		notify_missing(h, g, p, gp, "late", dl, tz);
		*wake = dl + grace;
		return WAIT;
	}
	if (strcmp(nmr, "wait") == 0) {
		if (store_notice_once(h->db, g->id, p->seq, "referee", "stalled",
		    &first) == PBEM_OK && first) {
			struct buf text, subj;
			char turn[16], nmiss[16];

			schedule_format(dl + grace, tz, when, sizeof when);
			snprintf(turn, sizeof turn, "%d", gp->turn);
			snprintf(nmiss, sizeof nmiss, "%d", missing);
			buf_init(&text, 2048);
			buf_init(&subj, 256);
			template_words(&text, "notice.stalled", "game", g->id,
			    "turn", turn, "phase", gp->name, "when", when,
			    "missing", nmiss, NULL);
			template_words(&subj, "notice.stalled.subject", NULL);
			notice_send(h, g, NULL, "notice", buf_str(&subj),
			    buf_str(&text), &e);
			buf_free(&text);
			buf_free(&subj);
			log_warnx("phase game=%s seq=%d stalled missing=%d",
			    g->id, p->seq, missing);
		}
		return WAIT;
	}
	*force = 1;
	return strcmp(approval, "on") == 0 ? HOLD : RESOLVE;
}

/* Approval mode: resolve on a copy for the referee, then hold. */
static int
hold_for_referee(struct home *h, const struct game_rec *g,
    const struct phase_rec *p, struct pbem_err *err)
{
	struct lifecycle_arg a;
	int rc;

	if ((rc = preview_send(h, g->id, 0, err)) != PBEM_OK)
		return rc;
	if (store_begin(h->db) != PBEM_OK)
		return PBEM_ERR_DB;
	memset(&a, 0, sizeof a);
	a.seq = p->seq;
	if ((rc = lifecycle_step(h, g->id, PHASE_EV_HOLD, "pbemd",
	    "result held for the referee's approval", &a, err)) != PBEM_OK) {
		store_rollback(h->db);
		return rc;
	}
	return store_commit(h->db);
}

struct ready_ctx {
	struct home *h;
	int resolved;
	int failed;
	struct pbem_err *err;
};

/* Nothing to do for the game until `at` (< 0: until it changes). */
static int
sleep_until(struct home *h, const char *game, long long at)
{
	store_game_wake_set(h->db, game, at);
	return 0;
}

static int
tick_game(const struct game_rec *g, void *arg)
{
	struct ready_ctx *c = arg;
	const struct game_rules *r;
	struct phase_rec p;
	struct game_phase gp;
	struct pbem_err e;
	char nmr[32];
	enum phase_state st;
	json_t *state;
	enum verdict v;
	int force, rc, guard;
	long long limit, wake;

	if (strcmp(g->status, "running") != 0 ||
	    (r = game_rules_find(g->rules)) == NULL)
		return 0;
	/* Paused, the clock stands still; held, the referee has the result:
	 * resume, release or reject wakes it. */
	if (lifecycle_state(c->h, g->id, &st) != PBEM_OK || st != PHASE_OPEN)
		return sleep_until(c->h, g->id, -1);
	setting(c->h, g->id, "nmr", "wait", nmr, sizeof nmr);
	/* Several phases may be ready in a row. */
	for (guard = 0; guard < 1000; guard++) {
		memset(&e, 0, sizeof e);
		if (strncmp(nmr, "disorder:", 9) == 0 &&
		    (limit = strtoll(nmr + 9, NULL, 10)) > 0)
			update_disorder(c->h, g, (int)limit);
		if (store_phase_open_get(c->h->db, g->id, &p) != PBEM_OK)
			return sleep_until(c->h, g->id, -1);
		state = json_loads(p.state, 0, NULL);
		if (state == NULL || r->phase(r, state, &gp) != PBEM_OK) {
			json_decref(state);
			phase_rec_free(&p);
			return sleep_until(c->h, g->id, -1);
		}
		json_decref(state);
		/* The wake time is kept in the transaction that decided it:
		 * a change by another process after it wakes the game again. */
		store_begin(c->h->db);
		v = decide(c->h, g, &p, &gp, &force, &wake);
		if (v == WAIT)
			store_game_wake_set(c->h->db, g->id, wake);
		store_commit(c->h->db);
		rc = PBEM_OK;
		if (v == HOLD)
			rc = hold_for_referee(c->h, g, &p, &e);
		else if (v == RESOLVE) {
			rc = lifecycle_resolve(c->h, g->id, force, &e);
			if (rc == PBEM_OK)
				c->resolved++;
		}
		phase_rec_free(&p);
		if (v != RESOLVE || rc != PBEM_OK) {
			if (rc != PBEM_OK && !(rc == PBEM_ERR_STATE &&
			    e.msg[0] == '\0')) {
				log_error("phase game=%s result=error: %s",
				    g->id, e.msg);
				if (!c->failed++ && c->err)
					*c->err = e;
			}
			break;
		}
	}
	return 0;
}

int
phase_resolve_ready(struct home *h, int *resolved, struct pbem_err *err)
{
	struct ready_ctx c = { h, 0, 0, err };
	int rc;

	/* Only the games due a look: a pass costs what has changed, not
	 * how many games the home holds. */
	rc = store_game_each_due(h->db, (long long)clock_now(), tick_game, &c);
	if (resolved)
		*resolved = c.resolved;
	if (rc != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot list games");
	return c.failed ? err->rc : PBEM_OK;
}
