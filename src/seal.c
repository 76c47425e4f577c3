/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * seal.c - the engine's first step: one mail, authenticated by intake
 * (orders/intake.c), taken into the open phase in one transaction.
 *
 *   intake_authenticate()  what the mail is and who signed it
 *   -> referee commands    queued; they run after the commit, each in its
 *                          own transaction (referee_mail.c)
 *   -> Request: lines      answered (request.c)
 *   -> the open phase      running, not held, a sheet due from this side,
 *                          the envelope naming this turn and phase
 *   -> Reports: line       the side's encryption preference
 *   -> the module          parses the orders as the side sees the game
 *   -> sealed              stored with the raw mail; the receipt queued
 * Every refusal changes nothing but the mail log and the outbox.  Replies
 * to an identified signer go to the registered address, never From:.
 * The words of every answer come from templates/ (sentences.txt).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "clock.h"
#include "log.h"
#include "mailer.h"
#include "orders.h"
#include "campaign_core.h"
#include "phase.h"
#include "referee.h"
#include "store.h"
#include "template.h"
#include "util.h"

struct seal {
	struct home *h;
	const struct inbox_mail *m;
	int recorded;			/* m->source is in the intake log */
	struct signed_sheet s;
	struct seal_result *r;
	struct tvars t;
	char why[1024], todo[1024];	/* sentences, rendered */
	char turn[16], sheet_turn[16];	/* values the tvars point at */
};

/* One sentence of templates/sentences.txt into `out` (size n). */
static int
sentence(struct seal *x, const char *key, char *out, size_t n,
    struct pbem_err *err)
{
	struct buf b;
	int rc;

	buf_init(&b, n - 1);
	rc = template_sentence(key, &x->t, &b, err);
	snprintf(out, n, "%s", buf_str(&b));
	buf_free(&b);
	return rc;
}

/* The phase a reply answers in (store_phase_answering), 0 without a
 * game: the outbox row carries it, so the leak test checks the reply
 * against what its side could see then. */
static int
answer_seq(struct seal *x, int *seq, struct pbem_err *err)
{
	*seq = 0;
	if (x->s.game[0] == '\0')
		return PBEM_OK;
	if (store_phase_answering(x->h->db, x->s.game, seq) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot read the phases");
	return PBEM_OK;
}

/* Queue the refusal refuse.KEY (why and what to do) with error lines. */
static int
refuse(struct seal *x, const char *key, const char *errors,
    struct pbem_err *err)
{
	struct buf mail;
	char k[64];
	int rc, may, seq;

	x->r->verdict = "refused";
	snprintf(x->r->reason, sizeof x->r->reason, "%s", key);
	if (x->s.reply_to[0] == '\0')
		return PBEM_OK;		/* nobody to answer */
	/* Not identified by a key: From: may be forged, so answering every
	 * refusal would mail whoever an attacker names (backscatter).  An
	 * address in no game is answered once a day at most, or never. */
	if (!x->s.identified) {
		if ((rc = limits_may_answer(x->h, x->s.reply_to, &may)) !=
		    PBEM_OK)
			return pbem_fail(err, rc, 0, "cannot check the sender");
		if (!may)
			return PBEM_OK;
	}
	tvars_set(&x->t, "detail", x->s.detail);
	snprintf(k, sizeof k, "refuse.%s.why", key);
	if ((rc = sentence(x, k, x->why, sizeof x->why, err)) != PBEM_OK)
		return rc;
	snprintf(k, sizeof k, "refuse.%s.todo", key);
	if ((rc = sentence(x, k, x->todo, sizeof x->todo, err)) != PBEM_OK)
		return rc;
	tvars_set(&x->t, "why", x->why);
	tvars_set(&x->t, "todo", x->todo);
	tvars_set(&x->t, "errors", errors ? errors : "");
	buf_init(&mail, PBEM_MAX_REPORT);
	rc = template_render("refusal", &x->t, &mail, err);
	if (rc == PBEM_OK)
		rc = answer_seq(x, &seq, err);
	if (rc == PBEM_OK)
		rc = outbox_enqueue(x->h, x->s.reply_to, "refusal",
		    x->s.game[0] ? x->s.game : NULL,
		    x->s.identified ? x->s.side : NULL, seq, buf_str(&mail),
		    x->s.mime.msgid[0] ? x->s.mime.msgid : NULL, err);
	buf_free(&mail);
	return rc;
}

/* A signed sheet already taken: one reply to the key owner, the reason
 * being the sentence `key`. */
static int
answer_duplicate(struct seal *x, const char *key, struct pbem_err *err)
{
	struct buf mail;
	int rc, seq;

	x->r->verdict = "duplicate";
	snprintf(x->r->reason, sizeof x->r->reason, "same sheet again");
	if (x->s.reply_to[0] == '\0')
		return PBEM_OK;
	if ((rc = sentence(x, key, x->why, sizeof x->why, err)) != PBEM_OK)
		return rc;
	tvars_set(&x->t, "why", x->why);
	buf_init(&mail, PBEM_MAX_REPORT);
	rc = template_render("duplicate", &x->t, &mail, err);
	if (rc == PBEM_OK)
		rc = answer_seq(x, &seq, err);
	if (rc == PBEM_OK)
		rc = outbox_enqueue(x->h, x->s.reply_to, "refusal", x->s.game,
		    x->s.identified ? x->s.side : NULL, seq, buf_str(&mail),
		    x->s.mime.msgid[0] ? x->s.mime.msgid : NULL, err);
	buf_free(&mail);
	return rc;
}

/* The same Message-ID again.  Most often a crash replay of the inbox or a
 * relay's second delivery: taken once.  A signed mail whose first copy
 * named a player is answered, once ever per Message-ID, at that player's
 * registered address (never From:, which a replayer chooses), so a player
 * who sent twice learns the first one counted; unsigned ones are not
 * answered at all (backscatter). */
static int
answer_resent(struct seal *x, struct pbem_err *err)
{
	struct player_rec pl;
	char verdict[16], game[PBEM_MAX_NAME + 1], side[PBEM_MAX_NAME + 1];
	long long when;
	int first, rc;

	x->r->verdict = "duplicate";
	snprintf(x->r->reason, sizeof x->r->reason, "Message-ID seen before");
	if (x->s.mime.kind != MIME_PGPMIME &&
	    x->s.mime.kind != MIME_CLEARSIGNED)
		return PBEM_OK;
	if (limits_mail_prior(x->h, x->s.msgid, verdict, game, side, &when) !=
	    PBEM_OK || game[0] == '\0' || side[0] == '\0' ||
	    store_player_get(x->h->db, game, side, &pl) != PBEM_OK)
		return PBEM_OK;		/* nobody identified the first time */
	if ((rc = limits_dup_first(x->h, x->s.msgid, &first)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot record an answer");
	if (!first)
		return PBEM_OK;
	snprintf(x->s.game, sizeof x->s.game, "%s", game);
	snprintf(x->s.side, sizeof x->s.side, "%s", side);
	snprintf(x->s.reply_to, sizeof x->s.reply_to, "%s", pl.email);
	x->s.identified = 1;
	tvars_set(&x->t, "game", x->s.game);
	tvars_set(&x->t, "verdict", verdict);
	rc = answer_duplicate(x, "duplicate.resent", err);
	snprintf(x->r->reason, sizeof x->r->reason, "Message-ID seen before");
	return rc;
}

/* `Request: what`: answered as a notice to the side. */
static int
answer_request(struct seal *x, const struct game_rec *g,
    struct pbem_err *err)
{
	struct buf ans;
	char subj[96];
	int rc;

	buf_init(&ans, PBEM_MAX_REPORT);
	rc = request_answer(x->h, g, x->s.side, x->s.env.request, NULL, &ans,
	    err);
	snprintf(subj, sizeof subj, "Request: %s", x->s.env.request);
	if (rc == PBEM_OK)
		rc = notice_send(x->h, g, x->s.side, "notice", subj,
		    buf_str(&ans), err);
	buf_free(&ans);
	x->r->verdict = "accepted";
	snprintf(x->r->reason, sizeof x->r->reason, "request %s",
	    x->s.env.request);
	return rc;
}

/* Is the game open for this side's sheet?  Returns the refusal key, or
 * NULL with *state and *gp filled (the caller frees *state). */
static const char *
open_for(struct seal *x, const struct game_rec *g,
    const struct game_rules *rules, struct phase_rec *p, json_t **state,
    struct game_phase *gp, struct buf *env_lines)
{
	enum phase_state st = PHASE_NONE;
	int due = 0, i;

	if (strcmp(g->status, "running") != 0 ||
	    store_phase_open_get(x->h->db, g->id, p) != PBEM_OK ||
	    rules == NULL || (*state = json_loads(p->state, 0, NULL)) == NULL ||
	    rules->phase(rules, *state, gp) != PBEM_OK)
		return strcmp(g->status, "over") == 0 ? "game-over" :
		    "not-taking";
	/* Paused, it still takes sheets; held, its result is with the
	 * referee. */
	if (lifecycle_state(x->h, g->id, &st) != PBEM_OK || st == PHASE_HELD)
		return "held";
	for (i = 0; i < gp->nsides; i++)
		if (strcasecmp(gp->sides[i], x->s.side) == 0)
			due = 1;
	tvars_set(&x->t, "summary", gp->summary);
	if (!due)
		return "not-due";
	if (strcasecmp(x->s.env.game, g->id) != 0 ||
	    x->s.env.turn != gp->turn ||
	    strcasecmp(x->s.env.phase, gp->name) != 0) {
		snprintf(x->turn, sizeof x->turn, "%d", gp->turn);
		snprintf(x->sheet_turn, sizeof x->sheet_turn, "%d",
		    x->s.env.turn);
		tvars_set(&x->t, "turn", x->turn);
		tvars_set(&x->t, "phase", gp->name);
		tvars_set(&x->t, "sheet_turn", x->sheet_turn);
		tvars_set(&x->t, "sheet_phase", x->s.env.phase);
		report_envelope(env_lines, g->id, x->s.side, gp);
		return "wrong-phase";
	}
	return NULL;
}

/* `Reports: text` (no map picture or JSON view), `small` (a smaller map),
 * `pictures` (the map) or `full` (the map and the JSON view): the side's
 * own choice (src/report.c), kept with the game; the line is cut from the
 * body like the encryption line. */
static int
reports_format(struct seal *x, struct buf *und, const char *choice,
    struct envelope *env, const char *nl, const char *bend, int skipped,
    struct pbem_err *err)
{
	char k[80], note[200];
	int rc;

	snprintf(k, sizeof k, "reports.%s", x->s.side);
	if ((rc = store_setting_set(x->h->db, x->s.game, k, choice)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot keep the Reports: choice");
	if ((rc = sentence(x, strcmp(choice, "text") == 0 ?
	    "receipt.text-only" : strcmp(choice, "small") == 0 ?
	    "receipt.small" : strcmp(choice, "full") == 0 ? "receipt.full" :
	    "receipt.pictures", note, sizeof note, err)) != PBEM_OK)
		return rc;
	buf_addf(und, "%s\n", note);
	env->body_line += skipped + 1;
	env->body = nl ? nl + 1 : bend;
	env->body_len = (size_t)(bend - env->body);
	return PBEM_OK;
}

/* `Reports: encrypted` (or `plain`) as the first line after the envelope:
 * from now on every mail to this side is encrypted to its registered key
 * (mailer/crypt_out.c).  Taken only from a signed sheet for the open
 * phase, so a replayed old mail cannot flip it.  The line is cut from the
 * body; a note for the receipt goes to `und`. */
static int
reports_line(struct seal *x, struct buf *und, char *line, size_t n,
    struct pbem_err *err)
{
	struct envelope *env = &x->s.env;
	const char *b = env->body, *bend = env->body + env->body_len, *nl;
	struct pbem_err e;
	char want[32], note[160], *w;
	size_t l;
	int skipped = 0, on, rc;

	*line = '\0';
	while (b < bend && (*b == '\n' || *b == ' ' || *b == '\t')) {
		if (*b == '\n')
			skipped++;
		b++;
	}
	nl = memchr(b, '\n', (size_t)(bend - b));
	l = nl ? (size_t)(nl - b) : (size_t)(bend - b);
	if (l <= 8 || strncasecmp(b, "Reports:", 8) != 0)
		return PBEM_OK;
	snprintf(want, sizeof want, "%.*s", (int)(l - 8), b + 8);
	w = util_trim(want);
	if (strcasecmp(w, "text") == 0 || strcasecmp(w, "small") == 0 ||
	    strcasecmp(w, "pictures") == 0 || strcasecmp(w, "full") == 0) {
		for (l = 0; w[l]; l++)
			w[l] = (char)(w[l] | 0x20);	/* ASCII lower case */
		return reports_format(x, und, w, env, nl, bend, skipped, err);
	}
	on = strcasecmp(w, "encrypted") == 0;
	memset(&e, 0, sizeof e);
	if ((!on && strcasecmp(w, "plain") != 0) ||
	    crypt_out_set(x->h, x->s.game, x->s.side, on, &e) != PBEM_OK) {
		if (e.msg[0] == '\0' && (rc = sentence(x,
		    "receipt.reports-value", e.msg, sizeof e.msg, err)) !=
		    PBEM_OK)
			return rc;
		snprintf(line, n, "  line %d: %s\n", env->body_line + skipped,
		    e.msg);
		return PBEM_OK;
	}
	if ((rc = sentence(x, on ? "receipt.encrypted-on" :
	    "receipt.encrypted-off", note, sizeof note, err)) != PBEM_OK)
		return rc;
	buf_addf(und, "%s\n", note);
	env->body_line += skipped + 1;
	env->body = nl ? nl + 1 : bend;
	env->body_len = (size_t)(bend - env->body);
	return PBEM_OK;
}

/* Each line of `text`, indented by two spaces, into out. */
static void
indent(struct buf *out, const char *text)
{
	const char *nl;

	while (*text) {
		nl = strchr(text, '\n');
		buf_adds(out, "  ");
		buf_add(out, text, nl ? (size_t)(nl - text + 1) : strlen(text));
		text = nl ? nl + 1 : text + strlen(text);
	}
}

/* One part of the left-out note: sentence `key` with {{n}} = count. */
static void
left_out_part(struct buf *parts, const char *key, int n)
{
	char num[16];

	if (n <= 0)
		return;
	snprintf(num, sizeof num, "%d", n);
	buf_adds(parts, "    - ");
	template_words(parts, key, "n", num, NULL);
	buf_addc(parts, '\n');
}

/* What of the signed text was not read as orders (reading.c), a note
 * for the receipt or the refusal; nothing when all of it was. */
static void
left_out_note(const struct reading *rd, struct buf *out)
{
	struct buf parts;

	buf_init(&parts, 1024);
	left_out_part(&parts, rd->quoted == 1 ? "receipt.left-out.quoted-1" :
	    "receipt.left-out.quoted", rd->quoted);
	left_out_part(&parts, "receipt.left-out.attribution",
	    rd->attribution);
	left_out_part(&parts, rd->signature == 1 ?
	    "receipt.left-out.signature-1" : "receipt.left-out.signature",
	    rd->signature);
	left_out_part(&parts, rd->after_end == 1 ?
	    "receipt.left-out.end-1" : "receipt.left-out.end", rd->after_end);
	if (parts.len > 0) {
		buf_adds(out, "  ");
		template_words(out, "receipt.left-out", NULL);
		buf_addc(out, '\n');
		buf_adds(out, buf_str(&parts));
	}
	buf_free(&parts);
}

/* The module's verdict was clean: seal the sheet and queue the receipt. */
static int
seal_sheet(struct seal *x, const struct phase_rec *p,
    const struct game_phase *gp, struct sheet_check *chk, struct buf *und,
    struct pbem_err *err)
{
	struct sheet_rec s;
	struct buf mail;
	char turn[16], count[16], note[200];
	int nsheets = 0, rc;

	memset(&s, 0, sizeof s);
	snprintf(s.game, sizeof s.game, "%s", x->s.game);
	s.seq = p->seq;
	snprintf(s.side, sizeof s.side, "%s", x->s.side);
	snprintf(s.sha, sizeof s.sha, "%s", x->s.sha);
	s.text = x->s.text;
	s.received = clock_now();
	if ((s.orders = game_state_dump(chk->orders)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	store_sheet_count_for(x->h->db, s.game, p->seq, s.side, &nsheets);
	rc = store_sheet_put(x->h->db, &s, x->s.msgid, x->s.raw,
	    x->s.raw_len);
	free(s.orders);
	if (rc != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot store the sheet");
	x->r->verdict = "accepted";
	snprintf(turn, sizeof turn, "%d", gp->turn);
	snprintf(count, sizeof count, "%d", nsheets + 1);
	tvars_set(&x->t, "turn", turn);
	tvars_set(&x->t, "phase", gp->name);
	if (x->s.outside_quote) {
		if ((rc = sentence(x, "receipt.quote-ignored", note,
		    sizeof note, err)) != PBEM_OK)
			return rc;
		buf_addf(und, "%s\n", note);
	}
	left_out_note(&x->s.rd, und);
	indent(und, buf_str(&chk->understood));
	tvars_set(&x->t, "understood", buf_str(und));
	tvars_set(&x->t, "replaced", nsheets ? "yes" : "");
	tvars_set(&x->t, "count", count);
	tvars_set(&x->t, "summary", gp->summary);
	buf_init(&mail, PBEM_MAX_REPORT);
	if ((rc = template_render("receipt", &x->t, &mail, err)) == PBEM_OK)
		rc = outbox_enqueue(x->h, x->s.reply_to, "receipt", x->s.game,
		    x->s.side, p->seq, buf_str(&mail),
		    x->s.mime.msgid[0] ? x->s.mime.msgid : NULL, err);
	buf_free(&mail);
	return rc;
}

/* Error i repeats an earlier one (same line, same words). */
static int
error_seen(const struct sheet_check *c, int i)
{
	int j;

	for (j = 0; j < i; j++)
		if (c->errors[j].line == c->errors[i].line &&
		    strcmp(c->errors[j].msg, c->errors[i].msg) == 0)
			return 1;
	return 0;
}

/* A player's signed sheet for game `g`. */
static int
take_sheet(struct seal *x, const struct game_rec *g, struct pbem_err *err)
{
	const struct game_rules *rules = game_rules_find(g->rules);
	struct phase_rec p;
	struct game_phase gp;
	struct sheet_check chk;
	struct sheet_rec cur;
	struct buf errs, env_lines, und;
	const char *key;
	char line[PBEM_MAX_LINE + 64];
	json_t *state = NULL;
	int rc = PBEM_OK, i, earlier = 0;

	memset(&p, 0, sizeof p);
	memset(&cur, 0, sizeof cur);
	sheet_check_init(&chk);
	buf_init(&errs, 64 * 1024);
	buf_init(&env_lines, 4096);
	buf_init(&und, PBEM_MAX_SHEET * 2);
	if ((key = open_for(x, g, rules, &p, &state, &gp, &env_lines))) {
		rc = refuse(x, key, buf_str(&env_lines), err);
		goto out;
	}
	if ((rc = reports_line(x, &und, line, sizeof line, err)) != PBEM_OK)
		goto out;
	if (line[0]) {
		rc = refuse(x, "reports-line", line, err);
		goto out;
	}
	/* The same signed text as the sheet already sealed (a client sent
	 * it again under a new Message-ID): nothing to do, and said so. */
	if (store_sheet_current(x->h->db, g->id, p.seq, x->s.side, &cur) ==
	    PBEM_OK && strcmp(cur.sha, x->s.sha) == 0) {
		rc = answer_duplicate(x, "duplicate.same-sheet", err);
		goto out;
	}
	/* An older sheet of this phase sent again: refused.  Otherwise a
	 * copy of the player's earlier mail, replayed by anyone, would undo
	 * the player's later changes. */
	if (store_sheet_sha_seen(x->h->db, g->id, p.seq, x->s.side, x->s.sha,
	    &earlier) == PBEM_OK && earlier) {
		rc = refuse(x, "old-sheet", NULL, err);
		goto out;
	}
	/* The module checks the orders as this side sees them. */
	if ((rc = rules->parse_sheet(rules, state, x->s.side, x->s.env.body,
	    x->s.env.body_len, x->s.env.body_line, &chk)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "the %s module failed on a sheet",
		    rules->id);
		goto out;
	}
	if (chk.nerrors > 0) {
		/* each error once, quoting the line the player wrote */
		for (i = 0; i < chk.nerrors; i++)
			if (!error_seen(&chk, i))
				reading_error(&errs, x->s.text, x->s.text_len,
				    chk.errors[i].line, chk.errors[i].msg);
		if (chk.nerrors >= SHEET_MAX_ERRORS && (rc = sentence(x,
		    "receipt.too-many-errors", line, sizeof line, err)) ==
		    PBEM_OK)
			buf_addf(&errs, "%s\n", line);
		left_out_note(&x->s.rd, &errs);
		if (rc == PBEM_OK)
			rc = refuse(x, "sheet-errors", buf_str(&errs), err);
		goto out;
	}
	rc = seal_sheet(x, &p, &gp, &chk, &und, err);
out:
	sheet_rec_free(&cur);
	json_decref(state);
	sheet_check_free(&chk);
	phase_rec_free(&p);
	buf_free(&errs);
	buf_free(&env_lines);
	buf_free(&und);
	return rc;
}

/* A Message-ID seen before: is this the very delivery taken in before
 * (a crash after the intake committed, before the transport moved the
 * mail)?  The same Maildir file or IMAP UID with the same bytes, or,
 * after the server renumbered the folder (a new UIDVALIDITY), the same
 * Message-ID and bytes of a delivery that never left it.  Then it is
 * finished silently: its answer went out the first time.  Anything else
 * is the mail delivered again, answered as before (answer_resent). */
static int
replayed(struct seal *x, int *yes, struct pbem_err *err)
{
	const struct inbox_mail *m = x->m;
	char old[sizeof m->source];
	int rc;

	*yes = 0;
	if (m->source[0] == '\0')
		return PBEM_OK;
	if ((rc = store_inbox_taken(x->h->db, m->source, x->s.raw_sha, yes)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot read the intake log");
	if (*yes) {
		x->recorded = 1;
		return PBEM_OK;
	}
	rc = store_inbox_orphan(x->h->db, m->box, m->epoch, x->s.msgid,
	    x->s.raw_sha, old, sizeof old);
	if (rc == PBEM_ERR_NOTFOUND)
		return PBEM_OK;
	if (rc != PBEM_OK || (rc = store_inbox_finished(x->h->db, old)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot read the intake log");
	*yes = 1;
	return PBEM_OK;
}

/* A muster sheet of a campaign (campaign_muster.c): sealed, answered;
 * PBEM_ERR_NOTFOUND when the mail is no campaign's. */
static int
campaign_muster_mail(struct seal *x, struct pbem_err *err)
{
	struct buf answer;
	char to[256];
	int rc, handled;

	buf_init(&answer, PBEM_MAX_REPORT);
	rc = campaign_mail_muster(x->h, &x->s.mime, &handled, to, sizeof to,
	    &answer, err);
	if (rc == PBEM_OK && !handled)
		rc = PBEM_ERR_NOTFOUND;
	else if (rc == PBEM_OK) {
		/* the subject says which: "... sealed", "... taken" or
		 * "... refused" */
		x->r->verdict = strstr(buf_str(&answer), " refused\n") ?
		    "refused" : "accepted";
		snprintf(x->r->reason, sizeof x->r->reason, "campaign muster");
		if (to[0])
			rc = outbox_enqueue(x->h, to, "receipt", NULL, NULL, 0,
			    buf_str(&answer), x->s.mime.msgid[0] ?
			    x->s.mime.msgid : NULL, err);
	}
	buf_free(&answer);
	return rc;
}

/* The verdict of intake, acted on; the transaction is open. */
static int
take(struct seal *x, struct pbem_err *err)
{
	struct game_rec g;
	int rc, again;

	switch (x->s.verdict) {
	case INTAKE_SEEN:
		if ((rc = replayed(x, &again, err)) != PBEM_OK)
			return rc;
		if (again) {
			x->r->verdict = "finished";
			snprintf(x->r->reason, sizeof x->r->reason, "taken in "
			    "before a restart (%s); not answered again",
			    x->m->source);
			return PBEM_OK;
		}
		return answer_resent(x, err);
	case INTAKE_IGNORED:
		x->r->verdict = "ignored";
		snprintf(x->r->reason, sizeof x->r->reason, "automatic mail");
		return PBEM_OK;
	case INTAKE_REFUSED:
		/* a campaign's muster sheet names a campaign, not a game */
		if (strcmp(x->s.refusal, "no-game") == 0 &&
		    (rc = campaign_muster_mail(x, err)) != PBEM_ERR_NOTFOUND)
			return rc;
		return refuse(x, x->s.refusal, buf_str(&x->s.errors), err);
	case INTAKE_REFEREE:
		/* Queued with the mail; they run after this transaction
		 * commits, each in its own (referee_mail.c). */
		if ((rc = referee_mail_queue(x->h, x->s.msgid, x->s.game,
		    x->s.env.nreferee,
		    (const char (*)[PBEM_MAX_LINE])x->s.env.referee)) !=
		    PBEM_OK)
			return pbem_fail(err, rc, 0, "cannot queue the "
			    "referee's commands");
		x->r->verdict = "accepted";
		x->r->nreferee = x->s.env.nreferee;
		snprintf(x->r->reason, sizeof x->r->reason, "referee commands");
		return PBEM_OK;
	case INTAKE_SHEET:
		break;
	}
	if (store_game_get(x->h->db, x->s.game, &g) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "game %s vanished",
		    x->s.game);
	if (x->s.env.request[0])
		return answer_request(x, &g, err);
	return take_sheet(x, &g, err);
}

/* One mail inside the batch's transaction (seal_batch). */
static int
seal_one(struct home *h, const struct inbox_mail *m, struct seal_result *r,
    struct pbem_err *err)
{
	struct seal x;
	int rc;

	memset(&x, 0, sizeof x);
	memset(r, 0, sizeof *r);
	r->verdict = "refused";
	x.h = h;
	x.r = r;
	x.m = m;
	if ((rc = intake_authenticate(h, m->raw, m->len, m->oversize, &x.s,
	    err)) != PBEM_OK)
		goto out;
	snprintf(r->msgid, sizeof r->msgid, "%s", x.s.msgid);
	tvars_set(&x.t, "msgid", x.s.msgid);
	tvars_set(&x.t, "subject", x.s.mime.subject);
	tvars_set(&x.t, "game", x.s.game);
	tvars_set(&x.t, "side", x.s.side);
	tvars_set(&x.t, "sha256", x.s.sha);
	if ((rc = take(&x, err)) != PBEM_OK)
		goto out;
	snprintf(r->game, sizeof r->game, "%s", x.s.game);
	snprintf(r->side, sizeof r->side, "%s", x.s.side);
	if (x.s.verdict != INTAKE_SEEN && (rc = store_mail_record(h->db,
	    x.s.msgid, x.s.raw_sha, r->verdict, r->game[0] ? r->game : NULL,
	    r->side[0] ? r->side : NULL)) != PBEM_OK) {
		pbem_fail(err, rc, 0, "cannot record the mail");
		goto out;
	}
	if (!x.recorded && m->source[0] && (rc = store_inbox_record(h->db,
	    m->source, m->box, m->epoch, x.s.msgid, x.s.raw_sha)) != PBEM_OK)
		pbem_fail(err, rc, 0, "cannot record the delivery");
out:
	signed_sheet_free(&x.s);
	if (rc != PBEM_OK && err && err->msg[0] == '\0')
		pbem_fail(err, rc, 0, "intake failed");
	return rc;
}

/* Each mail in order under its own savepoint; at the first that fails
 * (its changes undone) the rest wait for the next pass.  The number
 * taken goes to *k. */
static int
seal_each(struct home *h, struct inbox_mail *mails, size_t n,
    struct seal_result *r, size_t *k, struct pbem_err *err)
{
	int rc = PBEM_OK;

	for (*k = 0; *k < n; (*k)++) {
		memset(err, 0, sizeof *err);
		if (store_savepoint(h->db) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
		if ((rc = seal_one(h, &mails[*k], &r[*k], err)) != PBEM_OK) {
			/* err is filled before the rollback can overwrite
			 * sqlite's message. */
			store_rollback_to(h->db);
			return rc;
		}
		if (store_release(h->db) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_DB, 0, "cannot release");
	}
	return PBEM_OK;
}

int
seal_batch(struct home *h, struct inbox_mail *mails, size_t n,
    struct pbem_err *err)
{
	struct intake_ahead *ahead = NULL;
	struct seal_result *r;
	const char **raw;
	size_t *len, i, k = 0, np = 0;
	char esc[300];
	int rc, referee = 0;

	r = calloc(n, sizeof *r);
	raw = calloc(n, sizeof *raw);
	len = calloc(n, sizeof *len);
	if (r == NULL || raw == NULL || len == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	/* The batch's signatures checked ahead, on every core, while the
	 * mails are taken in in order. */
	for (i = 0; i < n; i++)
		if (!mails[i].oversize) {
			raw[np] = mails[i].raw;
			len[np++] = mails[i].len;
		}
	ahead = intake_prefetch_start(h, raw, len, np);
	if (store_begin(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin a "
		    "transaction");
		goto out;
	}
	rc = seal_each(h, mails, n, r, &k, err);
	if (rc != PBEM_OK)
		log_error("intake result=error: %s", err->msg);
	/* One commit (one fsync) for the batch. */
	if (store_commit(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit the intake: "
		    "%s", store_errmsg(h->db));
		store_rollback(h->db);
		goto out;
	}
	for (i = 0; i < k; i++) {
		mails[i].done = 1;
		referee += r[i].nreferee > 0;
		log_info("intake msgid=<%s> game=%s side=%s result=%s "
		    "reason=\"%s\"", log_escape(r[i].msgid, strlen(r[i].msgid),
		    esc, sizeof esc), r[i].game[0] ? r[i].game : "-",
		    r[i].side[0] ? r[i].side : "-", r[i].verdict, r[i].reason);
	}
	if (referee) {
		transport_crash_point("after_referee_queued");
		referee_mail_drain(h);
	}
out:
	intake_prefetch_end(ahead);
	free(r);
	free(raw);
	free(len);
	return rc;
}
