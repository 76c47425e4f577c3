/*
 * request.c - a player's signed requests: `Request: status | resend | wait
 * | help | key`.  Answers carry only what that side may know: what is due,
 * whose sheets are in (never what they say), the side's own last report,
 * the order syntax, the game's public key.  Runs inside intake's
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
#include "trigger.h"
#include "util.h"

static int
answer_status(struct home *h, const struct game_rec *g, struct buf *out)
{
	const struct game_rules *r = game_rules_find(g->rules);
	struct phase_rec p;
	struct game_phase gp;
	struct sheet_rec s;
	char tz[80], when[128];
	time_t dl;
	int i, held;
	json_t *state;

	if (strcmp(g->status, "over") == 0) {
		buf_addf(out, "Game %s is over: %s\n", g->id, g->result);
		return PBEM_OK;
	}
	if (r == NULL || store_phase_open_get(h->db, g->id, &p) != PBEM_OK) {
		buf_addf(out, "Game %s has not started yet.\n", g->id);
		return PBEM_OK;
	}
	state = json_loads(p.state, 0, NULL);
	if (state && r->phase(state, &gp) == PBEM_OK) {
		buf_addf(out, "Game %s: %s\n", g->id, gp.summary);
		store_phase_get_deadline(h->db, g->id, p.seq, &dl, &held);
		if (dl) {
			if (store_setting_get(h->db, g->id, "timezone", tz,
			    sizeof tz) != PBEM_OK || !*tz)
				snprintf(tz, sizeof tz, "UTC");
			schedule_format(dl, tz, when, sizeof when);
			buf_addf(out, "Deadline: %s\n", when);
		}
		if (held)
			buf_addf(out, "The result is with the referee for "
			    "approval.\n");
		for (i = 0; i < gp.nsides; i++) {
			int in = store_sheet_current(h->db, g->id, p.seq,
			    gp.sides[i], &s) == PBEM_OK;
			if (in)
				sheet_rec_free(&s);
			buf_addf(out, "  %-10s %s\n", gp.sides[i], in ?
			    "sheet in" : "waiting");
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
		buf_addf(out, "Your latest report, sent again:\n\n%s",
		    body ? body + 2 : "");
	} else if (rc == PBEM_ERR_NOTFOUND)
		buf_addf(out, "There is no report for %s yet.\n", side);
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
		buf_addf(out, "The order guide is not available on this "
		    "server; ask the referee.\n");
		return PBEM_OK;
	}
	buf_add(out, text, len);
	free(text);
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
	buf_addf(out, "The OpenPGP key of game %s follows.  Every mail this "
	    "game sends is signed\nby it; import it once (save this mail and "
	    "run `gpg --import` on it) and\ncheck that its fingerprint is\n\n"
	    "  %s\n\nas the referee announced.\n\n", g->id, fpr);
	buf_add(out, pub, publen);
	free(pub);
	return PBEM_OK;
}

int
request_answer(struct home *h, const struct game_rec *g, const char *side,
    const char *what, const char *note, struct buf *out,
    struct pbem_err *err)
{
	char text[1024];

	if (strcmp(what, "status") == 0)
		return answer_status(h, g, out);
	if (strcmp(what, "resend") == 0)
		return answer_resend(h, g, side, out);
	if (strcmp(what, "help") == 0)
		return answer_help(g, out);
	if (strcmp(what, "key") == 0)
		return answer_key(h, g, out, err);
	/* wait: the referee decides; the player hears that it was asked. */
	snprintf(text, sizeof text, "Side %s asks for more time in game %s."
	    "%s%s\n`pbemd referee %s extend 1d` gives a day.\n", side, g->id,
	    note && *note ? "\nTheir words: " : "", note ? note : "", g->id);
	if (trigger_notice(h, g, NULL, "notice", "A player asks for more time",
	    text, err) != PBEM_OK)
		return err->rc;
	buf_addf(out, "Your request for more time has been passed to the "
	    "referee%s.  The deadline stands until the referee extends it.\n",
	    g->referee_email[0] ? "" : " (this game has no referee address; "
	    "the host sees it in the log)");
	return PBEM_OK;
}
