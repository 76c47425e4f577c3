/*
 * transport.c - which transport the config chose, for mail in and out.
 * The embedded default is Maildir both ways; IMAP in and SMTP out plug in
 * here (issue 3) without the pipeline above noticing.
 */
#include <string.h>

#include "mailer.h"

int
transport_poll(struct home *h, maildir_fn fn, void *arg, int *count,
    struct pbem_err *err)
{
	if (strcmp(h->cfg.inbox, "maildir") == 0)
		return maildir_in_each(h->inbox, h->cfg.max_mail, fn, arg,
		    count, err);
	*count = 0;
	return pbem_fail(err, PBEM_ERR_USAGE, 0, "inbox transport '%s' is not "
	    "available", h->cfg.inbox);
}

int
transport_deliver(struct home *h, const char *name, const char *rcpt,
    const char *data, size_t len, struct pbem_err *err)
{
	(void)rcpt;
	if (strcmp(h->cfg.outbox, "maildir") == 0)
		return maildir_put(h->outbox, name, data, len, err);
	return pbem_fail(err, PBEM_ERR_USAGE, 0, "outbox transport '%s' is not "
	    "available", h->cfg.outbox);
}
