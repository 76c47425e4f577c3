/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * cmd_run.c - running the pipeline: `poll` (one pass), `serve` (a loop
 * that stops cleanly on SIGTERM/SIGINT), `status`.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "campaign_core.h"
#include "cli.h"
#include "clock.h"
#include "home.h"
#include "log.h"
#include "phase.h"
#include "referee.h"
#include "mailer.h"
#include "openpgp.h"

static int
poll_intake(struct inbox_mail *mails, size_t n, void *arg)
{
	struct pbem_err err = { 0 };

	return seal_batch(arg, mails, n, &err);
}

int
run_poll_once(struct home *h, int *taken, int *resolved, int *sent)
{
	struct pbem_err err = { 0 };
	int rc, failed = 0;

	*taken = *resolved = *sent = 0;
	referee_mail_drain(h);		/* commands a crash left queued */
	if ((rc = transport_poll(h, poll_intake, h, taken, &err)) != PBEM_OK) {
		log_error("poll inbox: %s", err.msg);
		failed = 1;
	}
	memset(&err, 0, sizeof err);
	if (phase_resolve_ready(h, resolved, &err) != PBEM_OK) {
		log_error("poll resolve: %s", err.msg);
		failed = 1;
	}
	memset(&err, 0, sizeof err);
	/* campaigns: a battle whose musters came in by mail is made; one
	 * that just ended goes into the rosters, rolls and reports */
	if (campaign_poll(h, &err) != PBEM_OK) {
		log_error("poll campaigns: %s", err.msg);
		failed = 1;
	}
	memset(&err, 0, sizeof err);
	if (outbox_deliver(h, sent, &err) != PBEM_OK) {
		log_error("poll deliver: %s", err.msg);
		failed = 1;
	}
	/* The pass's gpgme contexts and key lists: a keyring changed by
	 * another process is read afresh next pass. */
	openpgp_cache_flush();
	return failed ? PBEM_ERR_IO : PBEM_OK;
}

int
cmd_poll(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	int taken, resolved, sent, rc;

	if (cli_wants_help(argc, argv)) {
		printf("usage: pbemd poll\n\nOne pass: take in every new mail "
		    "of the inbox, resolve every phase whose\nsheets are all "
		    "in, deliver the outbox.  Exit 0 when all went well.\n");
		return 0;
	}
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	rc = run_poll_once(&h, &taken, &resolved, &sent);
	home_close(&h);
	printf("poll: %d mail%s taken in, %d phase%s resolved, %d mail%s "
	    "sent\n", taken, taken == 1 ? "" : "s", resolved,
	    resolved == 1 ? "" : "s", sent, sent == 1 ? "" : "s");
	return rc == PBEM_OK ? 0 : 1;
}

static volatile sig_atomic_t serve_stop, serve_reload;

static void
serve_signal(int sig)
{
	if (sig == SIGHUP)
		serve_reload = 1;
	else
		serve_stop = 1;
}

/* SIGHUP: read the config again; a broken one keeps the old in force. */
static void
serve_reload_config(struct home *h, struct imap_idle **idle)
{
	struct pbem_err err = { 0 };
	struct config c;

	serve_reload = 0;
	if (config_load(&c, h->conf, &err) != PBEM_OK) {
		log_error("serve reload result=refused: %s", err.msg);
		return;
	}
	h->cfg = c;
	explicit_bzero(&c, sizeof c);
	/* The IMAP server or login may have changed: connect afresh. */
	imap_idle_free(*idle);
	*idle = strcmp(h->cfg.inbox, "imap") == 0 ? imap_idle_new() : NULL;
	log_info("serve reload result=ok inbox=%s outbox=%s interval=%ds",
	    h->cfg.inbox, h->cfg.outbox, h->cfg.poll_interval);
}

int
cmd_serve(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct sigaction sa;
	struct timespec ts = { 0, 200 * 1000 * 1000 };
	struct imap_idle *idle = NULL;
	struct home h;
	int taken, resolved, sent, waited;

	if (cli_wants_help(argc, argv)) {
		printf("usage: pbemd serve\n\nRun `poll` every poll_interval "
		    "seconds (config) until SIGTERM or SIGINT;\nthe step under "
		    "way is finished before it exits.  With an IMAP inbox it\n"
		    "waits in IMAP IDLE and polls as soon as mail arrives.  "
		    "SIGHUP re-reads\nthe config.\n");
		return 0;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = serve_signal;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	/* A server that hangs up mid-write is an error to handle, not a
	 * reason to die (libetpan writes with plain write(2)). */
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	log_info("serve home=%s inbox=%s outbox=%s interval=%ds", h.dir,
	    h.cfg.inbox, h.cfg.outbox, h.cfg.poll_interval);
	if (strcmp(h.cfg.inbox, "imap") == 0)
		idle = imap_idle_new();
	while (!serve_stop) {
		if (serve_reload)
			serve_reload_config(&h, &idle);
		/* Before the pass: mail arriving during it wakes the wait. */
		if (idle)
			imap_idle_prepare(idle, &h);
		run_poll_once(&h, &taken, &resolved, &sent);
		if (taken || resolved || sent)
			log_info("poll taken=%d resolved=%d sent=%d", taken,
			    resolved, sent);
		if (idle) {
			if (!serve_stop && !serve_reload)
				imap_idle_wait(idle, &h, h.cfg.poll_interval,
				    &serve_stop);
			continue;
		}
		for (waited = 0; !serve_stop && !serve_reload &&
		    waited < h.cfg.poll_interval * 5; waited++)
			nanosleep(&ts, NULL);
	}
	log_info("serve result=stopped");
	imap_idle_free(idle);
	home_close(&h);
	return 0;
}

struct status_ctx {
	struct home *h;
	const char *only;
	int shown;
};

static int
status_one(const struct game_rec *g, void *arg)
{
	struct status_ctx *c = arg;
	const struct game_rules *r = game_rules_find(g->rules);
	struct phase_rec p;
	struct game_phase gp;
	struct sheet_rec s;
	enum phase_state st = PHASE_NONE;
	json_t *state;
	int i;

	if (c->only && strcmp(c->only, g->id) != 0)
		return 0;
	c->shown++;
	/* a game running with its open phase paused reads paused: no
	 * deadline runs and nothing resolves */
	if (strcmp(g->status, "running") == 0 && lifecycle_state(c->h, g->id,
	    &st) != PBEM_OK)
		st = PHASE_NONE;
	printf("%-12s %-14s %-8s", g->id, g->rules, st == PHASE_PAUSED ?
	    "paused" : g->status);
	if (strcmp(g->status, "over") == 0) {
		printf(" %s\n", g->result);
		return 0;
	}
	if (r == NULL || store_phase_open_get(c->h->db, g->id, &p) != PBEM_OK) {
		printf(" (not started: `pbemd game start %s`)\n", g->id);
		return 0;
	}
	state = json_loads(p.state, 0, NULL);
	if (state && r->phase(r, state, &gp) == PBEM_OK) {
		printf(" %s\n", gp.summary);
		/* Whose sheets are in: never what they say. */
		for (i = 0; i < gp.nsides; i++) {
			int in = store_sheet_current(c->h->db, g->id, p.seq,
			    gp.sides[i], &s) == PBEM_OK;
			if (in)
				sheet_rec_free(&s);
			printf("%-12s   turn %d phase %s: %-10s %s\n", "",
			    gp.turn, gp.name, gp.sides[i], in ? "sheet in" :
			    "waiting");
		}
	} else
		printf(" (state unreadable)\n");
	json_decref(state);
	phase_rec_free(&p);
	return 0;
}

static int
status_failed(const struct outbox_info *o, void *arg)
{
	char when[64];

	(void)arg;
	clock_iso((time_t)o->done, when, sizeof when);
	printf("  failed: id %lld %s to <%s>%s%s%s%s, %s: %s\n", o->id, o->kind,
	    o->rcpt, o->game[0] ? " game " : "", o->game, o->side[0] ? " side "
	    : "", o->side, when, o->detail);
	return 0;
}

static int
status_bouncing(const struct bouncing_rec *b, void *arg)
{
	char when[64];

	(void)arg;
	clock_iso((time_t)b->last, when, sizeof when);
	printf("bouncing: <%s>%s%s%s%s: %d bounce%s, last %s (status %s)\n",
	    b->address, b->game[0] ? " game " : "", b->game, b->side[0] ?
	    " side " : "", b->side, b->count, b->count == 1 ? "" : "s", when,
	    b->status);
	return 0;
}

int
cmd_status(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct status_ctx sc;
	struct home h;
	int queued = 0, failed = 0;

	if (cli_wants_help(argc, argv)) {
		printf("usage: pbemd status [GAME]\n\nEach game: rules, status, "
		    "turn and phase, and whose sheets are in\n(never what they "
		    "contain); then the outbox.\n");
		return 0;
	}
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	memset(&sc, 0, sizeof sc);
	sc.h = &h;
	sc.only = argc > 1 ? argv[1] : NULL;
	store_game_each(h.db, status_one, &sc);
	if (sc.shown == 0)
		printf(sc.only ? "no game '%s' here\n" : "no games yet: pbemd "
		    "game new GAME --rules ID --scenario FILE\n",
		    sc.only);
	store_outbox_count(h.db, "queued", &queued);
	store_outbox_count(h.db, "failed", &failed);
	printf("outbox: %d queued, %d failed\n", queued, failed);
	/* The referee's view of mail that did not get through. */
	store_outbox_each_failed(h.db, 20, status_failed, NULL);
	store_bouncing_each(h.db, status_bouncing, NULL);
	home_close(&h);
	return sc.only && sc.shown == 0 ? 1 : 0;
}
