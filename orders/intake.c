/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * intake.c - one raw mail in, one authenticated sheet (or a refusal) out.
 *
 * Where it sits: mailer/ hands over raw bytes; this file says what they
 * are and who signed them; the engine (src/seal.c) takes what comes back
 * into the open phase.  Intake knows nothing of phases, rules, templates
 * or the outbox: a refusal comes back as the key of its sentence in
 * templates/sentences.txt, and the engine writes the mail.
 *
 * The steps, each of which may end in a refusal:
 *   1. a Message-ID seen before is reported as such (the engine decides
 *      whether it is answered);
 *   2. automatic mail (bounces, auto-replies, lists) is ignored (RFC 3834);
 *   3. mime.c says what it is; only PGP/MIME or one clearsigned block
 *      can carry orders;
 *   4. the unverified text names the game, whose keyring verifies it;
 *   5. the key's primary fingerprint names the side (never From:), or the
 *      game's referee;
 *   6. the side's signed mails in this phase are counted (rate limit);
 *   7. only the *verified* text is read from here on: its size, its
 *      envelope, and that it names the signer's own side.
 * The caller holds the store's transaction.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "orders.h"
#include "hash.h"
#include "store.h"
#include "util.h"

/* A refusal: the key of its sentences (refuse.KEY.why/.todo) and an
 * optional block of error lines. */
static int
refuse(struct signed_sheet *s, const char *key, const char *errors)
{
	s->verdict = INTAKE_REFUSED;
	snprintf(s->refusal, sizeof s->refusal, "%s", key);
	buf_reset(&s->errors);
	if (errors)
		buf_adds(&s->errors, errors);
	return PBEM_OK;
}

static const char *
sig_key(enum sig_status st)
{
	switch (st) {
	case SIG_BAD:		return "sig-bad";
	case SIG_UNKNOWN_KEY:	return "sig-unknown-key";
	case SIG_NONE:		return "sig-none";
	case SIG_MULTIPLE:	return "sig-multiple";
	case SIG_KEY_EXPIRED:	return "sig-expired";
	case SIG_KEY_REVOKED:	return "sig-revoked";
	default:		return "sig-error";
	}
}

/* Step 4: the game the unverified text names; PBEM_OK with g filled,
 * PBEM_ERR_NOTFOUND when refused (no game, or an envelope left quoted). */
static int
sniff_game(struct home *h, struct signed_sheet *s, struct game_rec *g)
{
	struct envelope sniff;
	struct reading rd;
	int rc = PBEM_ERR_NOTFOUND;

	if (s->mime.preview == NULL) {
		refuse(s, "no-game", NULL);
		return rc;
	}
	if (reading_make(s->mime.preview, s->mime.preview_len, &rd) !=
	    PBEM_OK)
		return PBEM_ERR_NOMEM;
	if (envelope_parse(rd.text, rd.len, &sniff, NULL) == PBEM_OK &&
	    store_game_get(h->db, sniff.game, g) == PBEM_OK)
		rc = PBEM_OK;
	else if (rd.quoted_envelope)
		refuse(s, "envelope-quoted", NULL);
	else
		refuse(s, "no-game", NULL);
	reading_free(&rd);
	return rc;
}

/* Steps 3 to 5: what the mail is, which game, who signed it.  On
 * success s->text holds the verified text (UTF-8, LF). */
static int
authenticate(struct home *h, struct signed_sheet *s, struct pbem_err *err)
{
	struct game_rec g;
	struct player_rec pl;
	struct sig_result sig;
	char keyring[PATH_MAX];
	int rc;

	switch (s->mime.kind) {
	case MIME_PGPMIME:
	case MIME_CLEARSIGNED:
		break;
	case MIME_HTML_ONLY:
		return refuse(s, "html-only", NULL);
	case MIME_NOT_TOPLEVEL:
		return refuse(s, "not-toplevel", NULL);
	case MIME_MALFORMED:
		snprintf(s->detail, sizeof s->detail, "%s", s->mime.detail);
		return refuse(s, "malformed", NULL);
	case MIME_UNSIGNED:
		return refuse(s, "unsigned", NULL);
	}
	if (s->mime.outside_text == MIME_OUTSIDE_BLOCK)
		return refuse(s, "two-blocks", NULL);
	/* RFC 4880 7: words outside the armor are not signed.  They are
	 * either orders the player meant to count (and would silently lose)
	 * or words someone added to mislead a reader: refused.  Only a quoted
	 * earlier mail (a reply) is ignored, and the receipt says so. */
	if (s->mime.outside_text == MIME_OUTSIDE_TEXT)
		return refuse(s, "outside-text", NULL);
	s->outside_quote = s->mime.outside_text == MIME_OUTSIDE_QUOTE;
	/* Step 4: which game (unverified; it only chooses the keyring),
	 * read as the sheet will be: a reply's quote is left out. */
	if ((rc = sniff_game(h, s, &g)) != PBEM_OK)
		return rc == PBEM_ERR_NOMEM ? pbem_fail(err, rc, 0, "out of "
		    "memory") : PBEM_OK;
	snprintf(s->game, sizeof s->game, "%s", g.id);
	home_keyring(h, g.id, keyring, sizeof keyring);
	memset(&sig, 0, sizeof sig);
	if (s->mime.kind == MIME_PGPMIME)
		openpgp_verify_detached(keyring, s->mime.signed_data,
		    s->mime.signed_len, s->mime.signature, s->mime.sig_len, &sig);
	else
		openpgp_verify_clear(keyring, s->mime.signed_data,
		    s->mime.signed_len, &sig);
	if (sig.status != SIG_GOOD) {
		sig_result_free(&sig);
		return refuse(s, sig_key(sig.status), NULL);
	}
	snprintf(s->fpr, sizeof s->fpr, "%s", sig.fpr);
	/* Step 5: the key names the side (or the referee). */
	if (g.referee_fpr[0] && strcmp(sig.fpr, g.referee_fpr) == 0) {
		s->referee = 1;
		snprintf(s->side, sizeof s->side, "referee");
		snprintf(s->reply_to, sizeof s->reply_to, "%s",
		    g.referee_email);
	} else if (store_player_by_fpr(h->db, g.id, sig.fpr, &pl) == PBEM_OK) {
		snprintf(s->side, sizeof s->side, "%s", pl.side);
		snprintf(s->reply_to, sizeof s->reply_to, "%s", pl.email);
	} else {
		sig_result_free(&sig);
		return refuse(s, "sig-unknown-key", NULL);
	}
	s->identified = 1;
	/* Only the verified text counts from here on. */
	if (s->mime.kind == MIME_PGPMIME) {
		s->text = s->mime.preview;
		s->text_len = s->mime.preview_len;
		s->mime.preview = NULL;
	} else
		s->text = mime_normalize_text(sig.plain, sig.plain_len,
		    s->mime.latin1, &s->text_len);
	sig_result_free(&sig);
	if (s->text == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	hash_sha256_hex(s->text, s->text_len, s->sha);
	return PBEM_OK;
}

/* Steps 6 and 7, for a signer already known. */
static int
check_signed(struct home *h, struct signed_sheet *s, struct pbem_err *err)
{
	struct pbem_err e;
	struct buf lines;
	char line[PBEM_MAX_LINE + 64];
	int n, rc;

	/* Every signed mail of this side in this phase counts, taken or
	 * not.  One answer past the limit, then silence. */
	if ((rc = limits_rate_take(h, s->game, s->side, &n)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot count sheets");
	if (n > h->cfg.sheets_per_phase) {
		if (n > h->cfg.sheets_per_phase + 1)
			s->reply_to[0] = '\0';
		snprintf(s->detail, sizeof s->detail, "%d",
		    h->cfg.sheets_per_phase);
		return refuse(s, "rate", NULL);
	}
	memset(&e, 0, sizeof e);
	if (limits_sheet_shape(s->text, s->text_len, h->cfg.sheet_max_lines,
	    h->cfg.sheet_max_line, &e) != PBEM_OK) {
		snprintf(line, sizeof line, "  line %d: %s\n", e.line, e.msg);
		return refuse(s, "too-large", line);
	}
	buf_init(&lines, 4096);
	/* The sheet is read without the quote and signature of a reply. */
	if (reading_make(s->text, s->text_len, &s->rd) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	memset(&e, 0, sizeof e);
	if (envelope_parse(s->rd.text, s->rd.len, &s->env, &e) != PBEM_OK) {
		buf_reset(&lines);
		reading_error(&lines, s->text, s->text_len, e.line, e.msg);
		if (s->rd.quoted_envelope)
			rc = refuse(s, "envelope-quoted", buf_str(&lines));
		else
			rc = refuse(s, "envelope", buf_str(&lines));
		buf_free(&lines);
		return rc;
	}
	buf_free(&lines);
	if (s->referee) {
		if (s->env.nreferee == 0)
			return refuse(s, "referee-no-commands", NULL);
		s->verdict = INTAKE_REFEREE;
		return PBEM_OK;
	}
	if (s->env.nreferee > 0)
		return refuse(s, "referee-lines", NULL);
	if (strcasecmp(s->env.side, s->side) != 0) {
		snprintf(s->detail, sizeof s->detail, "%s", s->env.side);
		return refuse(s, "wrong-side", NULL);
	}
	s->verdict = INTAKE_SHEET;
	return PBEM_OK;
}

int
intake_authenticate(struct home *h, const char *raw, size_t len,
    int oversize, struct signed_sheet *s, struct pbem_err *err)
{
	int rc, seen = 0;

	memset(s, 0, sizeof *s);
	buf_init(&s->errors, 64 * 1024);
	s->raw = raw;
	s->raw_len = len;
	hash_sha256_hex(raw, len, s->raw_sha);
	if ((rc = mime_parse_limited(raw, len, h->cfg.mime_max_depth,
	    h->cfg.mime_max_parts, &s->mime)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "out of memory parsing a mail");
	/* No Message-ID: the content hash stands in for it. */
	if (s->mime.msgid[0])
		snprintf(s->msgid, sizeof s->msgid, "%s", s->mime.msgid);
	else
		snprintf(s->msgid, sizeof s->msgid, "sha256:%s", s->raw_sha);
	snprintf(s->reply_to, sizeof s->reply_to, "%s",
	    util_valid_address(s->mime.from) ? s->mime.from : "");
	if ((rc = store_mail_seen(h->db, s->msgid, &seen)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot look up a Message-ID");
	if (seen) {
		s->verdict = INTAKE_SEEN;
		return PBEM_OK;
	}
	if (s->mime.automatic) {
		s->verdict = INTAKE_IGNORED;
		return PBEM_OK;
	}
	if (oversize) {
		snprintf(s->detail, sizeof s->detail, "%zu", h->cfg.max_mail);
		return refuse(s, "oversize", NULL);
	}
	if ((rc = authenticate(h, s, err)) != PBEM_OK ||
	    s->verdict == INTAKE_REFUSED)
		return rc;
	return check_signed(h, s, err);
}

void
signed_sheet_free(struct signed_sheet *s)
{
	if (s->text != s->mime.preview)
		free(s->text);
	s->text = NULL;
	reading_free(&s->rd);
	mime_msg_free(&s->mime);
	buf_free(&s->errors);
}

/* What intake_authenticate() will ask gpg about this mail, if anything:
 * a signed mail, not seen before, naming a game of this home.  The
 * caller frees m. */
static int
prefetch_job(struct home *h, const char *raw, size_t len, struct mime_msg *m,
    char *keyring, size_t n, struct openpgp_job *j)
{
	struct envelope sniff;
	struct game_rec g;
	char msgid[256], sha[HASH_HEX_LEN];
	int seen = 0;

	if (mime_parse_limited(raw, len, h->cfg.mime_max_depth,
	    h->cfg.mime_max_parts, m) != PBEM_OK ||
	    (m->kind != MIME_PGPMIME && m->kind != MIME_CLEARSIGNED) ||
	    m->automatic || m->outside_text == MIME_OUTSIDE_BLOCK ||
	    m->outside_text == MIME_OUTSIDE_TEXT || m->preview == NULL)
		return 0;
	if (m->msgid[0])
		snprintf(msgid, sizeof msgid, "%s", m->msgid);
	else {
		hash_sha256_hex(raw, len, sha);
		snprintf(msgid, sizeof msgid, "sha256:%s", sha);
	}
	if (store_mail_seen(h->db, msgid, &seen) != PBEM_OK || seen ||
	    envelope_parse(m->preview, m->preview_len, &sniff, NULL) !=
	    PBEM_OK || store_game_get(h->db, sniff.game, &g) != PBEM_OK ||
	    home_keyring(h, g.id, keyring, n) != PBEM_OK)
		return 0;
	j->keyring = keyring;
	j->data = m->signed_data;
	j->len = m->signed_len;
	j->sig = m->kind == MIME_PGPMIME ? m->signature : NULL;
	j->siglen = m->kind == MIME_PGPMIME ? m->sig_len : 0;
	return 1;
}

struct intake_ahead {
	struct mime_msg *m;
	struct openpgp_job *jobs;
	char (*kr)[PATH_MAX];
	size_t n;
};

struct intake_ahead *
intake_prefetch_start(struct home *h, const char *const *raw,
    const size_t *len, size_t n)
{
	struct intake_ahead *a;
	size_t i, nj = 0;

	if (n == 0 || (a = calloc(1, sizeof *a)) == NULL)
		return NULL;
	a->n = n;
	a->m = calloc(n, sizeof *a->m);
	a->jobs = calloc(n, sizeof *a->jobs);
	a->kr = calloc(n, sizeof *a->kr);
	if (a->m && a->jobs && a->kr) {
		for (i = 0; i < n; i++)
			nj += prefetch_job(h, raw[i], len[i], &a->m[i],
			    a->kr[nj], sizeof a->kr[nj], &a->jobs[nj]);
		openpgp_prefetch_start(a->jobs, nj, openpgp_workers());
	}
	return a;
}

void
intake_prefetch_end(struct intake_ahead *a)
{
	size_t i;

	openpgp_prefetch_end();
	if (a == NULL)
		return;
	for (i = 0; a->m && i < a->n; i++)
		mime_msg_free(&a->m[i]);
	free(a->m);
	free(a->jobs);
	free(a->kr);
	free(a);
}
