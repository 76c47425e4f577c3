/*
 * cmd_run.c - running the pipeline: `poll` (one pass), `serve` (a loop
 * that stops cleanly on SIGTERM/SIGINT), `status`, `replay`.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "cli.h"
#include "home.h"
#include "log.h"
#include "phase.h"
#include "../mailer/mailer.h"
#include "../orders/orders.h"

static int
poll_intake(const char *raw, size_t len, int oversize, void *arg)
{
	struct home *h = arg;
	struct intake_result r;
	struct pbem_err err = { 0 };
	int rc;

	rc = intake_mail(h, raw, len, oversize, &r, &err);
	if (rc != PBEM_OK)
		log_error("intake result=error: %s", err.msg);
	return rc;
}

int
run_poll_once(struct home *h, int *taken, int *resolved, int *sent)
{
	struct pbem_err err = { 0 };
	int rc, failed = 0;

	*taken = *resolved = *sent = 0;
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
	if (outbox_deliver(h, sent, &err) != PBEM_OK) {
		log_error("poll deliver: %s", err.msg);
		failed = 1;
	}
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

static volatile sig_atomic_t serve_stop;

static void
serve_signal(int sig)
{
	(void)sig;
	serve_stop = 1;
}

int
cmd_serve(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct sigaction sa;
	struct timespec ts = { 0, 200 * 1000 * 1000 };
	struct home h;
	int taken, resolved, sent, waited;

	if (cli_wants_help(argc, argv)) {
		printf("usage: pbemd serve\n\nRun `poll` every poll_interval "
		    "seconds (config) until SIGTERM or SIGINT;\nthe step under "
		    "way is finished before it exits.\n");
		return 0;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = serve_signal;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	log_info("serve home=%s interval=%ds", h.dir, h.cfg.poll_interval);
	while (!serve_stop) {
		run_poll_once(&h, &taken, &resolved, &sent);
		if (taken || resolved || sent)
			log_info("poll taken=%d resolved=%d sent=%d", taken,
			    resolved, sent);
		for (waited = 0; !serve_stop &&
		    waited < h.cfg.poll_interval * 5; waited++)
			nanosleep(&ts, NULL);
	}
	log_info("serve result=stopped");
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
	json_t *state;
	int i;

	if (c->only && strcmp(c->only, g->id) != 0)
		return 0;
	c->shown++;
	printf("%-12s %-14s %-8s", g->id, g->rules, g->status);
	if (strcmp(g->status, "over") == 0) {
		printf(" %s\n", g->result);
		return 0;
	}
	if (r == NULL || store_phase_open_get(c->h->db, g->id, &p) != PBEM_OK) {
		printf(" (not started: `pbemd game start %s`)\n", g->id);
		return 0;
	}
	state = json_loads(p.state, 0, NULL);
	if (state && r->phase(state, &gp) == PBEM_OK) {
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
		    "game new GAME --rules far-side --scenario FILE\n",
		    sc.only);
	store_outbox_count(h.db, "queued", &queued);
	store_outbox_count(h.db, "failed", &failed);
	printf("outbox: %d queued, %d failed\n", queued, failed);
	home_close(&h);
	return sc.only && sc.shown == 0 ? 1 : 0;
}

int
cmd_replay(struct cli *c, int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct home h;
	int rc;

	if (cli_wants_help(argc, argv) || argc < 2) {
		printf("usage: pbemd replay GAME\n\nRe-adjudicate every resolved "
		    "phase of GAME from its stored sheets and\nrevealed secrets, "
		    "and check that every state, event list and record\nhash "
		    "comes out identical.\n");
		return argc < 2 && !cli_wants_help(argc, argv) ? 2 : 0;
	}
	if (home_open(&h, c->home, &err) != PBEM_OK)
		return cli_fail("%s", err.msg);
	rc = replay_game(&h, argv[1], c->verbose, &err);
	home_close(&h);
	if (rc != PBEM_OK)
		return cli_fail("%s", err.msg);
	return 0;
}
