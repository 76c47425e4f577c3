/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * outbox.c - the outgoing mail queue.
 *
 * States of a queued mail and the function behind each transition:
 *   (none)  -> queued   outbox_enqueue(), inside the transaction that made
 *                       the mail necessary (receipt with its sheet, reports
 *                       with their phase): all or nothing
 *   queued  -> sent     outbox_deliver(), only after the transport took it
 *   queued  -> queued   outbox_deliver(), on a temporary error: the row
 *                       waits out a backoff (outbox_retry, store_transport.c)
 *   queued  -> failed   outbox_deliver(), on a permanent transport error
 *                       (5xx), or after OUTBOX_MAX_ATTEMPTS temporary ones
 * Invariants:
 *   1. The Message-ID is fixed at enqueue; a resend carries the same one.
 *   2. Maildir delivery names the file after the queue id, so delivering
 *      the same row twice (crash between delivery and mark) overwrites
 *      rather than duplicates.
 *   3. Every mail says Auto-Submitted (RFC 3834), so well-behaved
 *      responders never answer it and no mail loop can start.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mailer.h"
#include "buf.h"
#include "clock.h"
#include "dice.h"
#include "hash.h"
#include "pbem_limits.h"
#include "log.h"
#include "store.h"

static void
make_msgid(const char *from, const char *game, const char *kind, char *out,
    size_t n)
{
	unsigned char rnd[12];
	char hex[25];
	const char *dom = strchr(from, '@');

	dice_secret_new(rnd, sizeof rnd);
	hash_hex(rnd, sizeof rnd, hex);
	snprintf(out, n, "pbemd.%s.%s.%s@%s", game && *game ? game : "none",
	    kind, hex, dom ? dom + 1 : "localhost");
}

int
outbox_enqueue(struct home *h, const char *to, const char *kind,
    const char *game, const char *side, int seq, const char *rendered,
    const char *in_reply_to, struct pbem_err *err)
{
	return outbox_enqueue_parts(h, to, kind, game, side, seq, rendered,
	    in_reply_to, NULL, 0, err);
}

int
outbox_enqueue_parts(struct home *h, const char *to, const char *kind,
    const char *game, const char *side, int seq, const char *rendered,
    const char *in_reply_to, const struct mail_part *parts, int nparts,
    struct pbem_err *err)
{
	struct buf m;
	const char *body, *subj = "pbemd", *eol;
	char subject[256] = "", msgid[256], date[64];
	size_t sl;
	int rc;

	/* The template's header block: only Subject: is taken. */
	body = strstr(rendered, "\n\n");
	if (strncmp(rendered, "Subject:", 8) == 0 && body) {
		subj = rendered + 8;
		while (*subj == ' ')
			subj++;
		eol = strchr(subj, '\n');
		sl = (size_t)(eol - subj);
		if (sl >= sizeof subject)
			sl = sizeof subject - 1;
		memcpy(subject, subj, sl);
		subject[sl] = '\0';
		body += 2;
	} else {
		snprintf(subject, sizeof subject, "%s", subj);
		body = rendered;
	}
	make_msgid(h->cfg.from, game, kind, msgid, sizeof msgid);
	clock_rfc5322(clock_now(), date, sizeof date);
	buf_init(&m, PBEM_MAX_REPORT + 4096 + (nparts > 0 ? 2 * PBEM_MAX_PICTURE :
	    0));
	buf_addf(&m, "From: pbemd game master <%s>\n", h->cfg.from);
	buf_addf(&m, "To: <%s>\n", to);
	buf_addf(&m, "Subject: %s\n", subject);
	buf_addf(&m, "Date: %s\n", date);
	buf_addf(&m, "Message-ID: <%s>\n", msgid);
	if (in_reply_to && *in_reply_to)
		buf_addf(&m, "In-Reply-To: <%s>\nReferences: <%s>\n",
		    in_reply_to, in_reply_to);
	buf_addf(&m, "Auto-Submitted: %s\n", strcmp(kind, "receipt") == 0 ||
	    strcmp(kind, "refusal") == 0 ? "auto-replied" : "auto-generated");
	buf_addf(&m, "X-pbemd-Kind: %s\n", kind);
	/* The body: plain, or signed by the game key and perhaps encrypted
	 * to the player (crypt_out.c). */
	if ((rc = crypt_out_body(h, game, side, kind, body, parts, nparts, &m,
	    err)) != PBEM_OK) {
		buf_free(&m);
		return rc;
	}
	if (m.len && buf_str(&m)[m.len - 1] != '\n')
		buf_addc(&m, '\n');
	if (m.failed) {
		buf_free(&m);
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "outgoing %s mail too "
		    "large", kind);
	}
	rc = store_outbox_add(h->db, msgid, to, kind, game, side, seq,
	    buf_str(&m), m.len);
	buf_free(&m);
	if (rc != PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot queue mail: %s",
		    store_errmsg(h->db));
	log_debug("outbox queued msgid=<%s> kind=%s game=%s", msgid, kind,
	    game ? game : "-");
	return PBEM_OK;
}

struct deliver_ctx {
	struct home *h;
	int sent;
	struct pbem_err *err;
};

/* Temporary failures for about two days (delays double up to an hour),
 * then the mail is given up and shown in `pbemd status`. */
#define OUTBOX_MAX_ATTEMPTS	60
#define OUTBOX_MAX_DELAY	3600

/* Exponential backoff with jitter: base * 2^attempts, capped, then a
 * random 50-100% of it so many queued mails do not retry in lockstep. */
static long long
retry_at(const struct home *h, int attempts)
{
	unsigned char r[2];
	long long d = h->cfg.smtp_retry > 0 ? h->cfg.smtp_retry : 60;
	int i;

	for (i = 0; i < attempts && d < OUTBOX_MAX_DELAY; i++)
		d *= 2;
	if (d > OUTBOX_MAX_DELAY)
		d = OUTBOX_MAX_DELAY;
	dice_secret_new(r, sizeof r);
	d = d / 2 + (d / 2 + 1) * ((long long)r[0] << 8 | r[1]) / 65536;
	return (long long)clock_now() + (d > 0 ? d : 1);
}

/* A failed delivery: PBEM_OK to go on with the next mail, else stop. */
static int
deliver_failed(struct deliver_ctx *c, struct outbox_rec *o,
    enum transport_fail fail, int rc)
{
	char esc[300];

	log_escape(c->err->msg, strlen(c->err->msg), esc, sizeof esc);
	if (fail == TRANSPORT_PERM || o->attempts + 1 >= OUTBOX_MAX_ATTEMPTS) {
		if (store_outbox_mark(c->h->db, o->id, "failed", esc) !=
		    PBEM_OK)
			return pbem_fail(c->err, PBEM_ERR_DB, 0, "cannot mark "
			    "mail %lld failed", o->id);
		log_error("outbox id=%lld msgid=<%s> rcpt=<%s> result=failed "
		    "attempts=%d: %s", o->id, o->msgid, o->rcpt,
		    o->attempts + 1, esc);
		memset(c->err, 0, sizeof *c->err);
		return PBEM_OK;
	}
	if (store_outbox_retry(c->h->db, o->id, retry_at(c->h, o->attempts),
	    esc) != PBEM_OK)
		return pbem_fail(c->err, PBEM_ERR_DB, 0, "cannot reschedule "
		    "mail %lld", o->id);
	log_warnx("outbox id=%lld msgid=<%s> result=deferred attempts=%d: %s",
	    o->id, o->msgid, o->attempts + 1, esc);
	if (fail == TRANSPORT_DOWN)
		return rc;		/* the others would fail alike */
	memset(c->err, 0, sizeof *c->err);
	return PBEM_OK;
}

/* The name depends only on the row: a repeat overwrites (invariant 2). */
static void
file_name(const struct outbox_rec *o, char name[128])
{
	char *p;

	snprintf(name, 128, "pbemd-%08lld.%.16s.eml", o->id, o->msgid);
	for (p = name; *p; p++)
		if (*p == '/' || *p == ':')
			*p = '_';
}

static int
deliver_one(struct outbox_rec *o, void *arg)
{
	struct deliver_ctx *c = arg;
	enum transport_fail fail;
	char name[128];
	int rc;

	file_name(o, name);
	if ((rc = transport_deliver(c->h, name, o->rcpt, o->data, o->len,
	    &fail, c->err)) != PBEM_OK)
		return deliver_failed(c, o, fail, rc);
	/* The server's 250 came a moment ago and the session is still open:
	 * marked (its own commit) before the next mail and before QUIT, so a
	 * crash sends at most this one mail twice. */
	if ((rc = store_outbox_mark(c->h->db, o->id, "sent", NULL)) != PBEM_OK)
		return pbem_fail(c->err, rc, 0, "cannot mark mail %lld sent",
		    o->id);
	log_info("outbox id=%lld msgid=<%s> result=sent", o->id, o->msgid);
	c->sent++;
	return PBEM_OK;
}

/* Into the outbox Maildir, a batch at a time: every file written, one
 * sync for all, published, then all marked sent in one transaction (a
 * crash before the mark delivers them again under the same names:
 * invariant 2). */
#define OUTBOX_BATCH		64
#define OUTBOX_BATCH_BYTES	(16 * 1024 * 1024)

struct batch_ctx {
	struct home *h;
	int sent;
	struct pbem_err *err;
	size_t n, bytes;
	long long id[OUTBOX_BATCH];
	int attempts[OUTBOX_BATCH];
	char msgid[OUTBOX_BATCH][256];
	char rcpt[OUTBOX_BATCH][256];
	char *name[OUTBOX_BATCH], *data[OUTBOX_BATCH];
	size_t len[OUTBOX_BATCH];
};

/* Mail i of the batch could not be written: retried with backoff, in
 * the end given up, as a failed delivery one by one is (deliver_failed). */
static void
batch_failed(struct batch_ctx *b, size_t i, int rc)
{
	struct deliver_ctx c = { b->h, 0, b->err };
	struct outbox_rec o;

	memset(&o, 0, sizeof o);
	o.id = b->id[i];
	o.attempts = b->attempts[i];
	snprintf(o.msgid, sizeof o.msgid, "%s", b->msgid[i]);
	snprintf(o.rcpt, sizeof o.rcpt, "%s", b->rcpt[i]);
	deliver_failed(&c, &o, TRANSPORT_DOWN, rc);
}

static int
batch_flush(struct batch_ctx *b)
{
	size_t put = 0, i;
	int rc, mrc = PBEM_OK;

	if (b->n == 0)
		return PBEM_OK;
	rc = maildir_put_batch(b->h->outbox, b->name, b->data, b->len, b->n,
	    &put, b->err);
	if (put)
		transport_crash_point("after_smtp_accept");
	if (rc != PBEM_OK && put < b->n)
		batch_failed(b, put, rc);
	if (put && store_begin(b->h->db) == PBEM_OK) {
		for (i = 0; i < put && mrc == PBEM_OK; i++)
			mrc = store_outbox_mark(b->h->db, b->id[i], "sent", NULL);
		if (mrc != PBEM_OK || store_commit(b->h->db) != PBEM_OK) {
			store_rollback(b->h->db);
			mrc = PBEM_ERR_DB;
		}
	} else if (put)
		mrc = PBEM_ERR_DB;
	for (i = 0; i < b->n; i++) {
		if (i < put && mrc == PBEM_OK) {
			log_info("outbox id=%lld msgid=<%s> result=sent",
			    b->id[i], b->msgid[i]);
			b->sent++;
		}
		free(b->name[i]);
		free(b->data[i]);
	}
	b->n = b->bytes = 0;
	if (mrc != PBEM_OK)
		return pbem_fail(b->err, mrc, 0, "cannot mark mail sent");
	return rc;
}

static int
batch_add(struct outbox_rec *o, void *arg)
{
	struct batch_ctx *b = arg;
	char name[128];

	file_name(o, name);
	if ((b->name[b->n] = strdup(name)) == NULL)
		return pbem_fail(b->err, PBEM_ERR_NOMEM, 0, "out of memory");
	b->id[b->n] = o->id;
	b->attempts[b->n] = o->attempts;
	snprintf(b->msgid[b->n], sizeof b->msgid[b->n], "%s", o->msgid);
	snprintf(b->rcpt[b->n], sizeof b->rcpt[b->n], "%s", o->rcpt);
	b->data[b->n] = o->data;	/* taken over from the row */
	b->len[b->n] = o->len;
	o->data = NULL;
	b->bytes += o->len;
	if (++b->n == OUTBOX_BATCH || b->bytes >= OUTBOX_BATCH_BYTES)
		return batch_flush(b);
	return PBEM_OK;
}

int
outbox_deliver(struct home *h, int *sent, struct pbem_err *err)
{
	struct deliver_ctx c = { h, 0, err };
	struct batch_ctx *b;
	int rc, rc2;

	if (strcmp(h->cfg.outbox, "maildir") == 0 &&
	    (b = calloc(1, sizeof *b)) != NULL) {
		b->h = h;
		b->err = err;
		rc = store_outbox_each_queued(h->db, batch_add, b);
		rc2 = batch_flush(b);
		if (sent)
			*sent = b->sent;
		free(b);
		return rc != PBEM_OK ? rc : rc2;
	}
	rc = store_outbox_each_queued(h->db, deliver_one, &c);
	smtp_out_close();
	if (sent)
		*sent = c.sent;
	return rc;
}
