/*
 * mailer.h - transports: how mail gets in and out of pbemd.
 *
 *   maildir.c      the embedded default: HOME/mail/inbox (new -> cur) in,
 *                  HOME/mail/outbox (tmp -> new) out
 *   outbox.c       the queue: compose, enqueue (inside the caller's
 *                  transaction), drain after commit
 *   transport.c    the config's choice of transport, in and out
 *
 * Nothing here knows a rule or reads a signature.
 */
#ifndef PBEM_MAILER_H
#define PBEM_MAILER_H

#include <stddef.h>

#include "../src/err.h"
#include "../src/home.h"

/* maildir.c */
/* Called for each new mail, oldest name first.  `oversize` is set when the
 * file is larger than the limit; then only its first bytes are passed.
 * Return PBEM_OK once the mail's intake has committed: only then is it
 * moved to cur/.  Any other return leaves it in new/ for the next pass. */
typedef int (*maildir_fn)(const char *raw, size_t len, int oversize,
    void *arg);
int maildir_in_each(const char *dir, size_t limit, maildir_fn fn, void *arg,
    int *count, struct pbem_err *err);
/* Drop a message into a Maildir atomically (tmp -> new); `name` chosen by
 * the caller makes a repeated delivery overwrite instead of duplicate. */
int maildir_put(const char *dir, const char *name, const char *data,
    size_t len, struct pbem_err *err);

/* transport.c */
/* Take in every new mail of the configured inbox (see maildir_fn). */
int transport_poll(struct home *h, maildir_fn fn, void *arg, int *count,
    struct pbem_err *err);
/* Deliver one mail by the configured outbox transport; `name` is stable
 * per queued mail so a repeat after a crash can be recognised. */
int transport_deliver(struct home *h, const char *name, const char *rcpt,
    const char *data, size_t len, struct pbem_err *err);

/* outbox.c */
/* Compose a mail from a rendered template ("Subject: ...\n\nbody") and
 * queue it; must run inside the caller's store transaction.  `kind` is
 * receipt, refusal, report, start, end.  The Message-ID is made here, once,
 * so a resend after a crash carries the same id. */
int outbox_enqueue(struct home *h, const char *to, const char *kind,
    const char *game, const char *side, int seq, const char *rendered,
    const char *in_reply_to, struct pbem_err *err);
/* Deliver every queued mail; marks each sent only after delivery. */
int outbox_deliver(struct home *h, int *sent, struct pbem_err *err);

#endif
