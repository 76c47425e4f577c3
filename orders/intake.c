/*
 * intake.c - one raw mail in, one verdict out, in one transaction.
 *
 * The steps, each of which may end in a refusal that changes nothing but
 * the mail log and the outbox:
 *   1. automatic mail (bounces, auto-replies, lists) is logged, never
 *      answered (RFC 3834);
 *   2. a Message-ID seen before is taken once;
 *   3. mime.c says what it is; only PGP/MIME or one clearsigned block
 *      can carry orders;
 *   4. the unverified text names the game, whose keyring verifies it;
 *   5. the key's primary fingerprint names the side (never From:);
 *   6. the *verified* text's envelope must match that side and the open
 *      phase;
 *   7. the rules module checks the orders as that side sees the game;
 *   8. the sheet is sealed (stored with the raw mail) and the receipt
 *      queued.  Replies to an identified player go to the registered
 *      address, whatever From: says.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "orders.h"
#include "game.h"
#include "mailer.h"
#include "clock.h"
#include "hash.h"
#include "log.h"
#include "phase.h"
#include "store.h"
#include "referee.h"
#include "template.h"
#include "trigger.h"
#include "util.h"

struct intake {
	struct home *h;
	const char *raw;
	size_t len;
	char sha[HASH_HEX_LEN];
	struct mime_msg m;
	char msgid[256];
	char reply_to[256];		/* where the answer goes */
	struct player_rec player;	/* when identified */
	int identified;
	int referee;			/* signed by the game's referee key */
	struct tvars t;
	struct intake_result *r;
};

/* Queue a refusal; `why` is what went wrong, `todo` what to do now. */
static int
refuse(struct intake *in, const char *why, const char *todo,
    const char *errors, struct pbem_err *err)
{
	struct buf mail;
	int rc;

	in->r->verdict = INTAKE_REFUSED;
	snprintf(in->r->reason, sizeof in->r->reason, "%s", why);
	if (in->reply_to[0] == '\0')
		return PBEM_OK;		/* nobody to answer */
	/* Not identified by a key: From: may be forged, so answering every
	 * refusal would mail whoever an attacker names (backscatter).  An
	 * address in no game is answered once a day at most, or never. */
	if (!in->identified) {
		int may;

		if ((rc = limits_may_answer(in->h, in->reply_to, &may)) !=
		    PBEM_OK)
			return pbem_fail(err, rc, 0, "cannot check the sender: "
			    "%s", sqlite3_errmsg(in->h->db));
		if (!may)
			return PBEM_OK;
	}
	tvars_set(&in->t, "why", why);
	tvars_set(&in->t, "todo", todo);
	tvars_set(&in->t, "errors", errors ? errors : "");
	buf_init(&mail, PBEM_MAX_REPORT);
	rc = template_render("refusal", &in->t, &mail, err);
	if (rc == PBEM_OK)
		rc = outbox_enqueue(in->h, in->reply_to, "refusal",
		    in->r->game[0] ? in->r->game : NULL,
		    in->identified ? in->player.side : NULL, 0, buf_str(&mail),
		    in->m.msgid[0] ? in->m.msgid : NULL, err);
	buf_free(&mail);
	return rc;
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

static const char *
sig_reason(enum sig_status s)
{
	switch (s) {
	case SIG_BAD:
		return "The signature does not match the text: the mail was "
		    "changed after it was signed.";
	case SIG_UNKNOWN_KEY:
		return "The sheet is signed with a key that is not registered "
		    "for any side of this game.";
	case SIG_NONE:
		return "No OpenPGP signature was found in the mail.";
	case SIG_MULTIPLE:
		return "The sheet carries more than one signature; one side, "
		    "one key, one signature.";
	case SIG_KEY_EXPIRED:
		return "The signing key (or the signature) has expired.";
	case SIG_KEY_REVOKED:
		return "The signing key has been revoked.";
	default:
		return "The signature could not be checked.";
	}
}

static const char *
sig_todo(enum sig_status s)
{
	switch (s) {
	case SIG_BAD:
		return "Sign the sheet again and send it as PGP/MIME, or paste "
		    "a clearsigned sheet into a plain-text mail; some mail "
		    "programs re-wrap text after signing.";
	case SIG_UNKNOWN_KEY:
	case SIG_KEY_EXPIRED:
	case SIG_KEY_REVOKED:
		return "Sign with the key you registered for your side. If "
		    "your key changed, ask the referee to register the new "
		    "one.";
	default:
		return "Sign the whole sheet once with your registered key "
		    "and send it again.";
	}
}

/* A signed sheet already taken: verdict DUPLICATE, one reply to the key
 * owner (in->reply_to is the registered address by now). */
static int
answer_duplicate(struct intake *in, const char *why, struct pbem_err *err)
{
	struct buf mail;
	int rc;

	in->r->verdict = INTAKE_DUPLICATE;
	snprintf(in->r->reason, sizeof in->r->reason, "same sheet again");
	if (in->reply_to[0] == '\0')
		return PBEM_OK;
	tvars_set(&in->t, "why", why);
	buf_init(&mail, PBEM_MAX_REPORT);
	rc = template_render("duplicate", &in->t, &mail, err);
	if (rc == PBEM_OK)
		rc = outbox_enqueue(in->h, in->reply_to, "refusal",
		    in->r->game, in->identified ? in->player.side : NULL, 0,
		    buf_str(&mail), in->m.msgid[0] ? in->m.msgid : NULL, err);
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
answer_resent(struct intake *in, struct pbem_err *err)
{
	struct player_rec pl;
	char verdict[16], game[PBEM_MAX_NAME + 1], side[PBEM_MAX_NAME + 1];
	char why[200];
	long long when;
	int first, rc;

	if (in->m.kind != MIME_PGPMIME && in->m.kind != MIME_CLEARSIGNED)
		return PBEM_OK;
	if (limits_mail_prior(in->h, in->msgid, verdict, game, side, &when) !=
	    PBEM_OK || game[0] == '\0' || side[0] == '\0' ||
	    store_player_get(in->h->db, game, side, &pl) != PBEM_OK)
		return PBEM_OK;		/* nobody identified the first time */
	if ((rc = limits_dup_first(in->h, in->msgid, &first)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot record an answer: %s",
		    sqlite3_errmsg(in->h->db));
	if (!first)
		return PBEM_OK;
	snprintf(in->r->game, sizeof in->r->game, "%s", game);
	snprintf(in->player.side, sizeof in->player.side, "%s", side);
	snprintf(in->reply_to, sizeof in->reply_to, "%s", pl.email);
	in->identified = 1;
	tvars_set(&in->t, "game", in->r->game);
	snprintf(why, sizeof why, "A mail with this Message-ID was received "
	    "before,\nand its verdict then was: %s.", verdict);
	rc = answer_duplicate(in, why, err);
	snprintf(in->r->reason, sizeof in->r->reason, "Message-ID seen "
	    "before");
	return rc;
}

static int
intake_locked(struct intake *in, struct pbem_err *err)
{
	const struct game_rules *rules;
	struct game_rec g;
	struct envelope sniff, env;
	struct sig_result sig;
	struct pbem_err e;
	struct phase_rec p;
	struct game_phase gp;
	struct sheet_check chk;
	struct sheet_rec s;
	struct buf errs, mail, env_lines, und;
	char keyring[PATH_MAX], *text = NULL, line[SHEET_ERROR_LEN + 32];
	char turn[16], count[16];
	const char *why;
	size_t tlen = 0;
	json_t *state = NULL;
	int rc = PBEM_OK, i, due = 0, nsheets = 0;

	memset(&sig, 0, sizeof sig);
	memset(&p, 0, sizeof p);
	sheet_check_init(&chk);
	buf_init(&errs, 64 * 1024);
	buf_init(&mail, PBEM_MAX_REPORT);
	buf_init(&env_lines, 4096);
	buf_init(&und, PBEM_MAX_SHEET * 2);

	switch (in->m.kind) {
	case MIME_PGPMIME:
	case MIME_CLEARSIGNED:
		break;
	case MIME_HTML_ONLY:
		rc = refuse(in, "Your mail has only an HTML part, and pbemd "
		    "reads plain text only.", "Switch your mail program to "
		    "plain text for this message, sign the sheet, and send "
		    "it again.", NULL, err);
		goto out;
	case MIME_NOT_TOPLEVEL:
		rc = refuse(in, "The signed sheet is only one part of your "
		    "mail (for example a forwarded or attached sheet, or "
		    "unsigned text beside it), so the mail as a whole is not "
		    "signed.", "Send the sheet itself as the whole mail: "
		    "PGP/MIME signed, or one clearsigned block as the body.",
		    NULL, err);
		goto out;
	case MIME_MALFORMED:
		snprintf(line, sizeof line, "The mail could not be read: %s.",
		    in->m.detail);
		rc = refuse(in, line, "Send the sheet again as plain text, "
		    "PGP/MIME signed or clearsigned.", NULL, err);
		goto out;
	case MIME_UNSIGNED:
		rc = refuse(in, "Your mail is not signed. pbemd only takes "
		    "order sheets signed with the OpenPGP key registered for "
		    "your side.", "Sign the sheet (PGP/MIME, or gpg "
		    "--clearsign pasted into a plain-text mail) and send it "
		    "again.", NULL, err);
		goto out;
	}
	if (in->m.outside_text == MIME_OUTSIDE_BLOCK) {
		rc = refuse(in, "The mail holds more than one signed block.",
		    "Send exactly one signed sheet per mail.", NULL, err);
		goto out;
	}
	/* RFC 4880 7: words outside the armor are not signed.  pbemd would
	 * act only on the signed text anyway, but unsigned words beside it
	 * are either orders the player meant to count (and would silently
	 * lose) or words someone added to mislead a reader: refused.  Only a
	 * quoted earlier mail (a reply) is ignored, and the receipt says so. */
	if (in->m.outside_text == MIME_OUTSIDE_TEXT) {
		rc = refuse(in, "Your mail has unsigned text outside the signed "
		    "block. Only the signed lines can count, and anyone could "
		    "have added the rest.", "Put every order inside the "
		    "signed block (sign the whole sheet), or send the signed "
		    "block alone.", NULL, err);
		goto out;
	}
	/* Step 4: which game (unverified; only chooses the keyring). */
	if (in->m.preview == NULL || envelope_parse(in->m.preview,
	    in->m.preview_len, &sniff, NULL) != PBEM_OK ||
	    store_game_get(in->h->db, sniff.game, &g) != PBEM_OK) {
		rc = refuse(in, "The signed text does not start with the "
		    "Game:, Side:, Turn: and Phase: lines of a game on this "
		    "server.", "Copy the envelope lines from your last report "
		    "to the top of the sheet, sign it and send it again.",
		    NULL, err);
		goto out;
	}
	snprintf(in->r->game, sizeof in->r->game, "%s", g.id);
	tvars_set(&in->t, "game", g.id);
	home_keyring(in->h, g.id, keyring, sizeof keyring);
	if (in->m.kind == MIME_PGPMIME)
		openpgp_verify_detached(keyring, in->m.signed_data,
		    in->m.signed_len, in->m.signature, in->m.sig_len, &sig);
	else
		openpgp_verify_clear(keyring, in->m.signed_data,
		    in->m.signed_len, &sig);
	if (sig.status != SIG_GOOD) {
		rc = refuse(in, sig_reason(sig.status), sig_todo(sig.status),
		    NULL, err);
		goto out;
	}
	/* Step 5: the key names the side (or the referee). */
	if (g.referee_fpr[0] && strcmp(sig.fpr, g.referee_fpr) == 0) {
		in->referee = 1;
		snprintf(in->player.side, sizeof in->player.side, "referee");
		snprintf(in->player.email, sizeof in->player.email, "%s",
		    g.referee_email);
	} else if (store_player_by_fpr(in->h->db, g.id, sig.fpr,
	    &in->player) != PBEM_OK) {
		rc = refuse(in, sig_reason(SIG_UNKNOWN_KEY),
		    sig_todo(SIG_UNKNOWN_KEY), NULL, err);
		goto out;
	}
	in->identified = 1;
	snprintf(in->reply_to, sizeof in->reply_to, "%s", in->player.email);
	snprintf(in->r->side, sizeof in->r->side, "%s", in->player.side);
	tvars_set(&in->t, "side", in->player.side);
	/* Rate limit: every signed mail of this side in this phase counts,
	 * taken or not.  One answer past the limit, then silence. */
	{
		int n;

		if ((rc = limits_rate_take(in->h, g.id, in->player.side, &n)) !=
		    PBEM_OK) {
			rc = pbem_fail(err, rc, 0, "cannot count sheets: %s",
			    sqlite3_errmsg(in->h->db));
			goto out;
		}
		if (n > in->h->cfg.sheets_per_phase) {
			char many[200];

			if (n > in->h->cfg.sheets_per_phase + 1)
				in->reply_to[0] = '\0';
			snprintf(many, sizeof many, "Side %s has sent more than "
			    "%d signed mails in this phase, the most pbemd "
			    "takes.", in->player.side,
			    in->h->cfg.sheets_per_phase);
			rc = refuse(in, many, "Your last accepted sheet stands. "
			    "Further mails in this phase are not answered; ask "
			    "the referee if you need a change.", NULL, err);
			goto out;
		}
	}
	/* Step 6: only the verified text counts from here on. */
	if (in->m.kind == MIME_PGPMIME) {
		text = in->m.preview;
		tlen = in->m.preview_len;
		in->m.preview = NULL;
	} else
		text = mime_normalize_text(sig.plain, sig.plain_len,
		    in->m.latin1, &tlen);
	if (text == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	hash_sha256_hex(text, tlen, in->sha);
	tvars_set(&in->t, "sha256", in->sha);
	memset(&e, 0, sizeof e);
	if (limits_sheet_shape(text, tlen, in->h->cfg.sheet_max_lines,
	    in->h->cfg.sheet_max_line, &e) != PBEM_OK) {
		snprintf(line, sizeof line, "  line %d: %s\n", e.line, e.msg);
		rc = refuse(in, "The sheet is larger than this server takes.",
		    "Shorten it and send it again.", line, err);
		goto out;
	}
	memset(&e, 0, sizeof e);
	if (envelope_parse(text, tlen, &env, &e) != PBEM_OK) {
		snprintf(line, sizeof line, "  line %d: %s\n", e.line, e.msg);
		rc = refuse(in, "The envelope lines of the sheet are not right.",
		    "Start the signed text with the Game:, Side:, Turn: and "
		    "Phase: lines given in your last report.", line, err);
		goto out;
	}
	if (in->referee) {
		if (env.nreferee == 0) {
			rc = refuse(in, "A mail signed with the referee key must "
			    "carry `Referee: COMMAND` lines.", "Write one "
			    "`Referee:` line per command under `Game:`.", NULL,
			    err);
			goto out;
		}
		/* Queued with the mail; they run after this transaction
		 * commits, each in its own (referee_mail.c). */
		if ((rc = referee_mail_queue(in->h, in->msgid, in->r->game,
		    env.nreferee, (const char (*)[PBEM_MAX_LINE])env.referee))
		    != PBEM_OK) {
			pbem_fail(err, rc, 0, "cannot queue the referee's "
			    "commands");
			goto out;
		}
		in->r->verdict = INTAKE_ACCEPTED;
		in->r->nreferee = env.nreferee;
		memcpy(in->r->referee, env.referee, sizeof env.referee);
		snprintf(in->r->reason, sizeof in->r->reason, "referee "
		    "commands");
		goto out;
	}
	if (env.nreferee > 0) {
		rc = refuse(in, "`Referee:` lines are taken only from the "
		    "referee's key.", "Ask the referee; a player may send "
		    "`Request: wait` to ask for more time.", NULL, err);
		goto out;
	}
	if (strcasecmp(env.side, in->player.side) != 0) {
		snprintf(line, sizeof line, "The sheet says Side: %s, but it is "
		    "signed with the key of side %s.", env.side,
		    in->player.side);
		rc = refuse(in, line, "Sign with your own key, for your own "
		    "side.", NULL, err);
		goto out;
	}
	if (env.request[0]) {
		struct buf ans;
		char subj[96];
		buf_init(&ans, PBEM_MAX_REPORT);
		rc = request_answer(in->h, &g, in->player.side, env.request,
		    NULL, &ans, err);
		snprintf(subj, sizeof subj, "Request: %s", env.request);
		if (rc == PBEM_OK)
			rc = trigger_notice(in->h, &g, in->player.side, "notice",
			    subj, buf_str(&ans), err);
		buf_free(&ans);
		in->r->verdict = INTAKE_ACCEPTED;
		snprintf(in->r->reason, sizeof in->r->reason, "request %s",
		    env.request);
		goto out;
	}
	rules = game_rules_find(g.rules);
	if (strcmp(g.status, "running") != 0 ||
	    store_phase_open_get(in->h->db, g.id, &p) != PBEM_OK ||
	    rules == NULL || (state = json_loads(p.state, 0, NULL)) == NULL ||
	    rules->phase(state, &gp) != PBEM_OK) {
		rc = refuse(in, strcmp(g.status, "over") == 0 ? "This game is "
		    "over; no more orders are taken." : "This game is not "
		    "taking orders now.", "Wait for the next report.", NULL,
		    err);
		goto out;
	}
	{
		time_t dl;
		int held;
		store_phase_get_deadline(in->h->db, g.id, p.seq, &dl, &held);
		if (held) {
			rc = refuse(in, "This phase is closed: its result is with "
			    "the referee for approval.", "Wait for the report; "
			    "if the referee reopens the phase you will be told.",
			    NULL, err);
			goto out;
		}
	}
	for (i = 0; i < gp.nsides; i++)
		if (strcasecmp(gp.sides[i], in->player.side) == 0)
			due = 1;
	if (strcasecmp(env.game, g.id) != 0 ||
	    strcasecmp(env.side, in->player.side) != 0 ||
	    env.turn != gp.turn || strcasecmp(env.phase, gp.name) != 0 ||
	    !due) {
		if (strcasecmp(env.side, in->player.side) != 0)
			snprintf(line, sizeof line, "The sheet says Side: %s, "
			    "but it is signed with the key of side %s.",
			    env.side, in->player.side);
		else if (!due)
			snprintf(line, sizeof line, "No sheet is due from "
			    "side %s now: %s.", in->player.side, gp.summary);
		else
			snprintf(line, sizeof line, "The sheet is for turn "
			    "%d, phase %s, but the game is now at turn %d, "
			    "phase %s.", env.turn, env.phase, gp.turn,
			    gp.name);
		if (due)
			report_envelope(&env_lines, g.id, in->player.side, &gp);
		rc = refuse(in, line, due ? "Start the sheet with exactly "
		    "these lines:\n\n" : "Wait for the report that asks for "
		    "your orders.", buf_str(&env_lines), err);
		goto out;
	}
	/* `Reports: encrypted` (or `plain`) as the first line after the
	 * envelope: from now on every mail to this side is encrypted to its
	 * registered key (mailer/crypt_out.c).  Taken only from a signed
	 * sheet for the open phase, so a replayed old mail cannot flip it. */
	{
		const char *b = env.body, *bend = env.body + env.body_len, *nl;
		char want[32];
		size_t l;
		int skipped = 0;

		while (b < bend && (*b == '\n' || *b == ' ' || *b == '\t')) {
			if (*b == '\n')
				skipped++;
			b++;
		}
		nl = memchr(b, '\n', (size_t)(bend - b));
		l = nl ? (size_t)(nl - b) : (size_t)(bend - b);
		if (l > 8 && strncasecmp(b, "Reports:", 8) == 0) {
			snprintf(want, sizeof want, "%.*s", (int)(l - 8), b + 8);
			memset(&e, 0, sizeof e);
			if ((strcasecmp(util_trim(want), "encrypted") != 0 &&
			    strcasecmp(util_trim(want), "plain") != 0) ||
			    crypt_out_set(in->h, g.id, in->player.side,
			    strcasecmp(util_trim(want), "encrypted") == 0, &e) !=
			    PBEM_OK) {
				snprintf(line, sizeof line, "  line %d: %s\n",
				    env.body_line + skipped, e.msg[0] ? e.msg :
				    "Reports: takes encrypted or plain");
				rc = refuse(in, "The Reports: line could not be "
				    "followed.", "Register a key that can "
				    "encrypt with the referee, or leave the "
				    "line out.", line, err);
				goto out;
			}
			buf_addf(&und, "  (Mail to you is %s from now on.)\n",
			    strcasecmp(util_trim(want), "encrypted") == 0 ?
			    "encrypted to your key" : "no longer encrypted");
			env.body_line += skipped + 1;
			env.body = nl ? nl + 1 : bend;
			env.body_len = (size_t)(bend - env.body);
		}
	}
	/* The same signed text as the sheet already sealed (a client sent
	 * it again under a new Message-ID): nothing to do, and said so. */
	{
		struct sheet_rec cur;

		memset(&cur, 0, sizeof cur);
		if (store_sheet_current(in->h->db, g.id, p.seq,
		    in->player.side, &cur) == PBEM_OK &&
		    strcmp(cur.sha, in->sha) == 0) {
			sheet_rec_free(&cur);
			rc = answer_duplicate(in, "It is the same as the sheet "
			    "already sealed for this phase;\nthat sheet "
			    "stands.", err);
			goto out;
		}
		sheet_rec_free(&cur);
	}
	/* An older sheet of this phase sent again: refused.  Otherwise a
	 * copy of the player's earlier mail, replayed by anyone, would undo
	 * the player's later changes. */
	{
		int earlier = 0;

		if (store_sheet_sha_seen(in->h->db, g.id, p.seq,
		    in->player.side, in->sha, &earlier) == PBEM_OK && earlier) {
			rc = refuse(in, "This exact signed sheet was taken "
			    "earlier in this phase and has since been replaced "
			    "by a later one. A copy of an old sheet cannot bring "
			    "it back: anyone holding a copy of your old mail "
			    "could otherwise undo your changes.", "To go back to "
			    "those orders, change any line (for example add a "
			    "`Nonce:` line under the envelope), sign the sheet "
			    "and send it again.", NULL, err);
			goto out;
		}
	}
	/* Step 7: the module checks the orders as this side sees them. */
	if ((rc = rules->parse_sheet(state, in->player.side, env.body,
	    env.body_len, env.body_line, &chk)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "the %s module failed on a sheet",
		    rules->id);
		goto out;
	}
	if (chk.nerrors > 0) {
		for (i = 0; i < chk.nerrors; i++)
			buf_addf(&errs, "  line %d: %s\n", chk.errors[i].line,
			    chk.errors[i].msg);
		if (chk.nerrors >= SHEET_MAX_ERRORS)
			buf_addf(&errs, "  (more errors not listed)\n");
		rc = refuse(in, "The sheet has errors, so none of it was taken. "
		    "Your earlier sheet for this phase, if any, still stands.",
		    "Correct the lines below and send the whole sheet again.",
		    buf_str(&errs), err);
		goto out;
	}
	/* Step 8: seal. */
	memset(&s, 0, sizeof s);
	snprintf(s.game, sizeof s.game, "%s", g.id);
	s.seq = p.seq;
	snprintf(s.side, sizeof s.side, "%s", in->player.side);
	snprintf(s.sha, sizeof s.sha, "%s", in->sha);
	s.text = text;
	s.orders = game_state_dump(chk.orders);
	s.received = clock_now();
	if (s.orders == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	store_sheet_count_for(in->h->db, g.id, p.seq, s.side, &nsheets);
	rc = store_sheet_put(in->h->db, &s, in->msgid, in->raw, in->len);
	free(s.orders);
	if (rc != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot store the sheet: %s",
		    sqlite3_errmsg(in->h->db));
		goto out;
	}
	in->r->verdict = INTAKE_ACCEPTED;
	snprintf(turn, sizeof turn, "%d", gp.turn);
	snprintf(count, sizeof count, "%d", nsheets + 1);
	tvars_set(&in->t, "turn", turn);
	tvars_set(&in->t, "phase", gp.name);
	if (in->m.outside_text == MIME_OUTSIDE_QUOTE)
		buf_adds(&und, "  (The quoted text outside the signed block "
		    "was ignored; only\n  the signed lines below count.)\n");
	indent(&und, buf_str(&chk.understood));
	tvars_set(&in->t, "understood", buf_str(&und));
	tvars_set(&in->t, "replaced", nsheets ? "yes" : "");
	tvars_set(&in->t, "count", count);
	tvars_set(&in->t, "summary", gp.summary);
	why = template_render("receipt", &in->t, &mail, err) == PBEM_OK ?
	    NULL : "template";
	if (why != NULL) {
		rc = err->rc;
		goto out;
	}
	rc = outbox_enqueue(in->h, in->reply_to, "receipt", g.id,
	    in->player.side, p.seq, buf_str(&mail), in->m.msgid[0] ?
	    in->m.msgid : NULL, err);
out:
	if (text != in->m.preview)
		free(text);
	json_decref(state);
	sig_result_free(&sig);
	sheet_check_free(&chk);
	phase_rec_free(&p);
	buf_free(&errs);
	buf_free(&mail);
	buf_free(&env_lines);
	buf_free(&und);
	return rc;
}

static const char *
verdict_name(enum intake_verdict v)
{
	switch (v) {
	case INTAKE_ACCEPTED:	return "accepted";
	case INTAKE_REFUSED:	return "refused";
	case INTAKE_DUPLICATE:	return "duplicate";
	case INTAKE_IGNORED:	return "ignored";
	}
	return "?";
}

int
intake_mail(struct home *h, const char *raw, size_t len, int oversize,
    struct intake_result *r, struct pbem_err *err)
{
	struct intake in;
	char esc[300];
	int rc, seen = 0;

	memset(&in, 0, sizeof in);
	memset(r, 0, sizeof *r);
	in.h = h;
	in.raw = raw;
	in.len = len;
	in.r = r;
	hash_sha256_hex(raw, len, in.sha);
	if ((rc = mime_parse_limited(raw, len, h->cfg.mime_max_depth,
	    h->cfg.mime_max_parts, &in.m)) != PBEM_OK)
		return pbem_fail(err, rc, 0, "out of memory parsing a mail");
	/* No Message-ID: the content hash stands in for it. */
	if (in.m.msgid[0])
		snprintf(in.msgid, sizeof in.msgid, "%s", in.m.msgid);
	else
		snprintf(in.msgid, sizeof in.msgid, "sha256:%s", in.sha);
	snprintf(in.reply_to, sizeof in.reply_to, "%s",
	    util_valid_address(in.m.from) ? in.m.from : "");
	tvars_set(&in.t, "msgid", in.msgid);
	tvars_set(&in.t, "subject", in.m.subject);
	if (store_begin(h->db) != PBEM_OK) {
		mime_msg_free(&in.m);
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin: %s",
		    sqlite3_errmsg(h->db));
	}
	if ((rc = store_mail_seen(h->db, in.msgid, &seen)) != PBEM_OK)
		goto fail;
	if (seen) {
		r->verdict = INTAKE_DUPLICATE;
		snprintf(r->reason, sizeof r->reason, "Message-ID seen before");
		if ((rc = answer_resent(&in, err)) != PBEM_OK)
			goto fail;
	} else if (in.m.automatic) {
		r->verdict = INTAKE_IGNORED;
		snprintf(r->reason, sizeof r->reason, "automatic mail");
	} else if (oversize) {
		char why[160];
		snprintf(why, sizeof why, "Your mail is larger than %zu bytes, "
		    "so it was not read.", h->cfg.max_mail);
		if ((rc = refuse(&in, why, "Send the signed sheet as plain "
		    "text without attachments.", NULL, err)) != PBEM_OK)
			goto fail;
	} else if ((rc = intake_locked(&in, err)) != PBEM_OK)
		goto fail;
	if (!seen && (rc = store_mail_record(h->db, in.msgid, in.sha,
	    verdict_name(r->verdict), r->game[0] ? r->game : NULL,
	    r->side[0] ? r->side : NULL)) != PBEM_OK)
		goto fail;
	if (store_commit(h->db) != PBEM_OK) {
		rc = PBEM_ERR_DB;
		goto fail;
	}
	if (r->nreferee > 0) {
		transport_crash_point("after_referee_queued");
		referee_mail_drain(h);
	}
	log_info("intake msgid=<%s> game=%s side=%s result=%s reason=\"%s\"",
	    log_escape(in.msgid, strlen(in.msgid), esc, sizeof esc),
	    r->game[0] ? r->game : "-", r->side[0] ? r->side : "-",
	    verdict_name(r->verdict), r->reason);
	mime_msg_free(&in.m);
	return PBEM_OK;
fail:
	store_rollback(h->db);
	mime_msg_free(&in.m);
	if (err && err->msg[0] == '\0')
		pbem_fail(err, rc, 0, "intake failed: %s",
		    sqlite3_errmsg(h->db));
	return rc;
}
