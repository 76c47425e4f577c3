/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * request.c - a player's signed requests: `Request: status | resend | wait
 * | help | key | chart`.  Answers carry only what that side may know: what
 * is due, whose sheets are in (never what they say), the side's own last
 * report, the order syntax, the game's public key, what the rules module
 * sends only on request (its own chart).  Runs inside intake's
 * transaction.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "orders.h"
#include "mailer.h"
#include "phase.h"
#include "schedule.h"
#include "store.h"
#include "template.h"
#include "util.h"

static int
answer_status(struct home *h, const struct game_rec *g, struct buf *out)
{
	const struct game_rules *r = game_rules_find(g->rules);
	struct phase_rec p;
	struct game_phase gp;
	struct sheet_rec s;
	char tz[80], when[128];
	enum phase_state st = PHASE_NONE;
	time_t dl;
	int i;
	json_t *state;

	if (strcmp(g->status, "over") == 0) {
		template_words(out, "request.status.over", "game", g->id,
		    "result", g->result, NULL);
		buf_addc(out, '\n');
		return PBEM_OK;
	}
	if (r == NULL || store_phase_open_get(h->db, g->id, &p) != PBEM_OK) {
		template_words(out, "request.status.new", "game", g->id, NULL);
		buf_addc(out, '\n');
		return PBEM_OK;
	}
	state = json_loads(p.state, 0, NULL);
	if (state && r->phase(r, state, &gp) == PBEM_OK) {
		template_words(out, "request.status.game", "game", g->id,
		    "summary", gp.summary, NULL);
		buf_addc(out, '\n');
		store_phase_get_deadline(h->db, g->id, p.seq, &dl);
		lifecycle_state(h, g->id, &st);
		if (dl) {
			if (store_setting_get(h->db, g->id, "timezone", tz,
			    sizeof tz) != PBEM_OK || !*tz)
				snprintf(tz, sizeof tz, "UTC");
			schedule_format(dl, tz, when, sizeof when);
			template_words(out, "request.status.deadline", "when",
			    when, NULL);
			buf_addc(out, '\n');
		}
		if (st == PHASE_HELD || st == PHASE_PAUSED) {
			template_words(out, st == PHASE_HELD ?
			    "request.status.held" : "request.status.paused",
			    NULL);
			buf_addc(out, '\n');
		}
		for (i = 0; i < gp.nsides; i++) {
			int in = store_sheet_current(h->db, g->id, p.seq,
			    gp.sides[i], &s) == PBEM_OK;
			if (in)
				sheet_rec_free(&s);
			buf_addf(out, "  %-10s ", gp.sides[i]);
			template_words(out, in ? "request.status.in" :
			    "request.status.waiting", NULL);
			buf_addc(out, '\n');
		}
	}
	json_decref(state);
	phase_rec_free(&p);
	return PBEM_OK;
}

static int
answer_resend(struct home *h, const struct game_rec *g, const char *side,
    struct buf *out)
{
	char *report;
	const char *body;
	int rc;

	rc = store_report_latest(h->db, g->id, side, &report);
	if (rc == PBEM_OK) {
		body = strstr(report, "\n\n");
		template_words(out, "request.resend", NULL);
		buf_addf(out, "\n\n%s", body ? body + 2 : "");
	} else if (rc == PBEM_ERR_NOTFOUND) {
		template_words(out, "request.resend.none", "side", side, NULL);
		buf_addc(out, '\n');
	}
	free(report);
	return rc == PBEM_ERR_NOTFOUND ? PBEM_OK : rc;
}

static int
answer_help(const struct game_rec *g, struct buf *out)
{
	char path[PATH_MAX], *text;
	size_t len;

	snprintf(path, sizeof path, "%s/games/%s/ORDERS.md", home_datadir(),
	    g->rules);
	if (util_read_file(path, PBEM_MAX_REPORT / 2, &text, &len, NULL) !=
	    PBEM_OK) {
		template_words(out, "request.help.missing", NULL);
		buf_addc(out, '\n');
		return PBEM_OK;
	}
	template_words(out, "request.help", NULL);
	buf_adds(out, "\n\n");
	buf_add(out, text, len);
	free(text);
	return PBEM_OK;
}

/* A part of the side's view the rules module sends only on request (the
 * module's `request` slot): "chart", the side's own Movement Record Chart
 * in The Highest Ground.  Read from the open phase's state, or the final
 * one once the game is over. */
static int
answer_module(struct home *h, const struct game_rec *g, const char *side,
    const char *what, struct buf *out)
{
	const struct game_rules *r = game_rules_find(g->rules);
	struct phase_rec p;
	char *text = NULL;
	json_t *state = NULL;
	int rc = PBEM_ERR_NOTFOUND;

	if (store_phase_open_get(h->db, g->id, &p) == PBEM_OK) {
		state = json_loads(p.state, 0, NULL);
		phase_rec_free(&p);
	} else if (store_game_final_state(h->db, g->id, &text) == PBEM_OK) {
		state = json_loads(text, 0, NULL);
		free(text);
	}
	if (r != NULL && r->request != NULL && state != NULL)
		rc = r->request(r, state, side, what, out);
	json_decref(state);
	if (rc != PBEM_OK) {
		buf_reset(out);
		template_words(out, "request.none", "what", what, NULL);
		buf_addc(out, '\n');
	}
	return PBEM_OK;
}

/* The game's own public key, armored in the body: every mail from the
 * game is signed by it, and a player's mail program imports it from the
 * text (`gpg --import` skips the words around the block). */
static int
answer_key(struct home *h, const struct game_rec *g, struct buf *out,
    struct pbem_err *err)
{
	char fpr[64], *pub = NULL;
	size_t publen = 0;
	int rc;

	if ((rc = crypt_out_game_key(h, g->id, fpr, &pub, &publen, err)) !=
	    PBEM_OK)
		return rc;
	template_words(out, "request.key", "game", g->id, "fingerprint", fpr,
	    NULL);
	buf_adds(out, "\n\n");
	buf_add(out, pub, publen);
	free(pub);
	return PBEM_OK;
}

int
request_answer(struct home *h, const struct game_rec *g, const char *side,
    const char *what, const char *note, struct buf *out,
    struct pbem_err *err)
{
	struct buf text, subj;
	int rc;

	if (strcmp(what, "status") == 0)
		return answer_status(h, g, out);
	if (strcmp(what, "resend") == 0)
		return answer_resend(h, g, side, out);
	if (strcmp(what, "help") == 0)
		return answer_help(g, out);
	if (strcmp(what, "key") == 0)
		return answer_key(h, g, out, err);
	if (strcmp(what, "chart") == 0)
		return answer_module(h, g, side, what, out);
	/* wait: the referee decides; the player hears that it was asked. */
	buf_init(&text, 2048);
	buf_init(&subj, 256);
	template_words(&text, "request.wait.referee", "side", side, "game",
	    g->id, "note", note ? note : "", NULL);
	buf_addc(&text, '\n');
	template_words(&subj, "request.wait.referee.subject", NULL);
	rc = notice_send(h, g, NULL, "notice", buf_str(&subj),
	    buf_str(&text), err);
	buf_free(&text);
	buf_free(&subj);
	if (rc != PBEM_OK)
		return err->rc;
	template_words(out, g->referee_email[0] ? "request.wait" :
	    "request.wait.no-referee", NULL);
	buf_addc(out, '\n');
	return PBEM_OK;
}
