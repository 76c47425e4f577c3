/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * transport.c - which transport the config chose, for mail in and out.
 * The embedded default is Maildir both ways; IMAP in and SMTP out plug in
 * here (issue 3) without the pipeline above noticing.
 * Delivery status notifications are taken out here, before intake, by
 * bounce.c: intake ignores automatic mail, and a bounce is never answered.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mailer.h"
#include "log.h"

/* Tests kill the daemon at a named point: PBEMD_CRASH_AT=<name>, or
 * <name>:<n> for the n-th time the point is reached (the third mail of a
 * batch: after_smtp_accept:3). */
void
transport_crash_point(const char *name)
{
	static int reached;
	const char *at = getenv("PBEMD_CRASH_AT");
	size_t len = strlen(name);
	long want = 1;

	if (at == NULL || strncmp(at, name, len) != 0)
		return;
	if (at[len] == ':')
		want = strtol(at + len + 1, NULL, 10);
	else if (at[len] != '\0')
		return;
	if (++reached == want) {
		log_error("crash point %s (%d): exiting as asked", name,
		    reached);
		_exit(99);
	}
}

struct poll_ctx {
	struct home *h;
	inbox_fn fn;
	void *arg;
};

/* Bounces out (each recorded in its own transaction, never answered);
 * the rest of the batch, in order, to intake. */
static int
poll_batch(struct inbox_mail *mails, size_t n, void *arg)
{
	struct poll_ctx *pc = arg;
	struct pbem_err err = { 0 };
	struct inbox_mail *rest;
	size_t i, k = 0, *at;
	int handled, rc = PBEM_OK;

	if ((rest = calloc(n, sizeof *rest)) == NULL ||
	    (at = calloc(n, sizeof *at)) == NULL) {
		free(rest);
		return PBEM_ERR_NOMEM;
	}
	for (i = 0; i < n; i++) {
		handled = 0;
		if (!mails[i].oversize && (rc = bounce_take(pc->h, mails[i].raw,
		    mails[i].len, &handled, &err)) != PBEM_OK) {
			log_error("bounce result=error: %s", err.msg);
			break;
		}
		if (handled)
			mails[i].done = 1;
		else {
			rest[k] = mails[i];
			at[k++] = i;
		}
	}
	/* A bounce that failed stops the batch where it stands. */
	if (rc == PBEM_OK && k)
		rc = pc->fn(rest, k, pc->arg);
	for (i = 0; i < k; i++)
		mails[at[i]].done = rest[i].done;
	for (i = 0; i < n; i++)		/* nothing after one not done */
		if (!mails[i].done) {
			for (; i < n; i++)
				mails[i].done = 0;
			break;
		}
	free(rest);
	free(at);
	return rc;
}

int
transport_poll(struct home *h, inbox_fn fn, void *arg, int *count,
    struct pbem_err *err)
{
	struct poll_ctx pc = { h, fn, arg };

	if (strcmp(h->cfg.inbox, "maildir") == 0)
		return maildir_in_each(h->inbox, h->cfg.max_mail, poll_batch,
		    &pc, count, err);
	if (strcmp(h->cfg.inbox, "imap") == 0)
		return imap_in_each(h, poll_batch, &pc, count, err);
	*count = 0;
	return pbem_fail(err, PBEM_ERR_USAGE, 0, "inbox transport '%s' is not "
	    "available", h->cfg.inbox);
}

int
transport_deliver(struct home *h, const char *name, const char *rcpt,
    const char *data, size_t len, enum transport_fail *fail,
    struct pbem_err *err)
{
	int rc;

	*fail = TRANSPORT_DOWN;
	if (strcmp(h->cfg.outbox, "maildir") == 0) {
		rc = maildir_put(h->outbox, name, data, len, err);
		if (rc == PBEM_OK)
			transport_crash_point("after_smtp_accept");
		return rc;
	}
	if (strcmp(h->cfg.outbox, "smtp") == 0)
		return smtp_out_deliver(h, rcpt, data, len, fail, err);
	return pbem_fail(err, PBEM_ERR_USAGE, 0, "outbox transport '%s' is not "
	    "available", h->cfg.outbox);
}
