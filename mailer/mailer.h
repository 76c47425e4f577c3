/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * mailer.h - transports: how mail gets in and out of pbemd.
 *
 *   maildir.c      the embedded default: HOME/mail/inbox (new -> cur) in,
 *                  HOME/mail/outbox (tmp -> new) out
 *   outbox.c       the queue: compose, enqueue (inside the caller's
 *                  transaction), drain after commit
 *   transport.c    the config's choice of transport, in and out
 *   imap_in.c      IMAP inbox (libcurl): fetch by UID, move when taken
 *   imap_idle.c    IMAP IDLE (libetpan): serve waits for new mail
 *   smtp_out.c     SMTP delivery (libcurl)
 *   bounce.c       delivery status notifications (RFC 3464) in the inbox
 *
 * Nothing here knows a rule or reads a signature.
 */
#ifndef PBEM_MAILER_H
#define PBEM_MAILER_H

#include <signal.h>
#include <stddef.h>

#include "err.h"
#include "home.h"

struct buf;

/* One mail as a transport hands it to intake.  `source` names this very
 * delivery (the Maildir file, the IMAP folder's UIDVALIDITY and UID), so
 * a restart after a crash between intake's commit and the move to cur/ or
 * to the processed folder can tell its own replay (same source) from the
 * same mail delivered again (a new file, a new UID). */
struct inbox_mail {
	const char *raw;
	size_t len;
	int oversize;		/* raw is only the head of a mail past the
				   size limit */
	char source[512];	/* "maildir:NAME" or "imap:FOLDER:UV:UID" */
	char box[320];		/* "maildir" or "imap:FOLDER" */
	long long epoch;	/* IMAP: the folder's UIDVALIDITY; else 0 */
	int done;		/* set by the inbox_fn: its intake committed */
};

/* At most this many mails (and bytes) are taken in under one commit. */
#define INBOX_BATCH		64
#define INBOX_BATCH_BYTES	(16 * 1024 * 1024)

/* Called with a batch of new mails, oldest first.  It sets `done` on each
 * mail whose intake has committed, in order, and returns PBEM_OK when
 * all are done: only the done ones leave the inbox (to cur/, or to the
 * processed folder).  The first mail not done, and every one after it,
 * stay for the next pass. */
typedef int (*inbox_fn)(struct inbox_mail *mails, size_t n, void *arg);

/* maildir.c */
/* The mails of new/, oldest name first, in batches.  A file larger than
 * `limit` comes as its first bytes with `oversize` set. */
int maildir_in_each(const char *dir, size_t limit, inbox_fn fn, void *arg,
    int *count, struct pbem_err *err);
/* Drop a message into a Maildir atomically (tmp -> new); `name` chosen by
 * the caller makes a repeated delivery overwrite instead of duplicate. */
int maildir_put(const char *dir, const char *name, const char *data,
    size_t len, struct pbem_err *err);
/* The same for n messages, made durable together: every file written,
 * one syncfs(), then each renamed into new/ and new/ synced.  *put says
 * how many (from the first) are in new/ when it returns. */
int maildir_put_batch(const char *dir, char *const *names,
    char *const *data, const size_t *len, size_t n, size_t *put,
    struct pbem_err *err);

/* tls_verify.c */
struct _mailstream;
/* PBEM_OK if the stream's peer certificate chains to the system trust
 * store and names `host`; otherwise why says what is wrong. */
int tls_verify_stream(struct _mailstream *stream, const char *host,
    char *why, size_t n);

/* transport.c */
/* Why a delivery failed, which decides what outbox.c does next. */
enum transport_fail {
	TRANSPORT_TEMP = 1,	/* this mail: try again later (4xx) */
	TRANSPORT_PERM,		/* this mail: refused for good (5xx) */
	TRANSPORT_DOWN,		/* the server: unreachable or refusing us;
				   stop draining, retry later */
};
/* Take in every new mail of the configured inbox (see inbox_fn);
 * bounces are recorded by bounce.c and never reach fn. */
int transport_poll(struct home *h, inbox_fn fn, void *arg, int *count,
    struct pbem_err *err);
/* Deliver one mail by the configured outbox transport; `name` is stable
 * per queued mail so a repeat after a crash can be recognised.  On
 * failure *fail says whether to retry this mail, give it up, or stop. */
int transport_deliver(struct home *h, const char *name, const char *rcpt,
    const char *data, size_t len, enum transport_fail *fail,
    struct pbem_err *err);
/* PBEMD_CRASH_AT=name: _exit(99) here (crash tests only). */
void transport_crash_point(const char *name);

/* imap_in.c */
/* One pass over the IMAP folder: each message not yet taken goes to fn;
 * after fn returned PBEM_OK its UID is recorded and it is moved. */
int imap_in_each(struct home *h, inbox_fn fn, void *arg, int *count,
    struct pbem_err *err);
/* `config check`: log in, look at both folders, describe them in out. */
int imap_in_check(struct home *h, struct buf *out, struct pbem_err *err);

/* imap_idle.c */
/* A second IMAP connection that waits in IDLE (RFC 2177) for new mail.
 * Opaque; reconnects with backoff by itself. */
struct imap_idle;
struct imap_idle *imap_idle_new(void);
void imap_idle_free(struct imap_idle *s);
/* Before a pass: note what the server said so far, so mail arriving
 * during the pass wakes the next wait. */
void imap_idle_prepare(struct imap_idle *s, struct home *h);
/* Wait up to `seconds` for new mail or *stop; returns 1 when the server
 * announced mail (or is unreachable and a pass should try), 0 on
 * timeout or stop. */
int imap_idle_wait(struct imap_idle *s, struct home *h, int seconds,
    volatile sig_atomic_t *stop);

/* smtp_out.c */
/* One connection serves every mail of a pass (reused by libcurl, opened
 * again after a failure); smtp_out_close() ends it. */
int smtp_out_deliver(struct home *h, const char *rcpt, const char *data,
    size_t len, enum transport_fail *fail, struct pbem_err *err);
void smtp_out_close(void);
/* `config check`: connect, STARTTLS/AUTH, NOOP; nothing is sent. */
int smtp_out_check(struct home *h, struct buf *out, struct pbem_err *err);

/* bounce.c */
/* If raw is a delivery status notification (multipart/report;
 * report-type=delivery-status), record it, mark the address of the mail
 * it bounces, tell that game's referee, and set *handled: the mail is
 * then done and must not reach intake.  Never answers it. */
int bounce_take(struct home *h, const char *raw, size_t len, int *handled,
    struct pbem_err *err);

/* crypt_out.c */
/* A part that travels with a mail's text: a report's map (image/png) and
 * its view as JSON.  Inside the signed (and encrypted) entity, so a part
 * is as authentic and as private as the text. */
struct mail_part {
	const char *type;		/* "image/png", "application/json" */
	const char *filename;		/* "map.png" */
	const char *description;
	const void *data;
	size_t len;
};
#define MAIL_MAX_PARTS	4

/* The MIME body of an outgoing mail (from MIME-Version: on) into out:
 * plain text (with its parts as multipart/mixed); or, with sign_outgoing,
 * RFC 3156 multipart/signed by the game's key (the start mail carries
 * that key); or, for a side that asked for encrypted reports, signed then
 * encrypted to its key. */
int crypt_out_body(struct home *h, const char *game, const char *side,
    const char *kind, const char *body, const struct mail_part *parts,
    int nparts, struct buf *out, struct pbem_err *err);
/* The game's own key (made on first use in the game's keyring): its
 * fingerprint, and if pub is not NULL the armored public key. */
int crypt_out_game_key(struct home *h, const char *game, char fpr[64],
    char **pub, size_t *publen, struct pbem_err *err);
/* Encrypted reports for a side on (its key must be able to encrypt) or
 * off. */
int crypt_out_set(struct home *h, const char *game, const char *side,
    int on, struct pbem_err *err);

/* outbox.c */
/* Compose a mail from a rendered template ("Subject: ...\n\nbody") and
 * queue it; must run inside the caller's store transaction.  `kind` is
 * receipt, refusal, report, start, end.  The Message-ID is made here, once,
 * so a resend after a crash carries the same id. */
int outbox_enqueue(struct home *h, const char *to, const char *kind,
    const char *game, const char *side, int seq, const char *rendered,
    const char *in_reply_to, struct pbem_err *err);
/* The same with parts (a report's map and JSON view) after the text. */
int outbox_enqueue_parts(struct home *h, const char *to, const char *kind,
    const char *game, const char *side, int seq, const char *rendered,
    const char *in_reply_to, const struct mail_part *parts, int nparts,
    struct pbem_err *err);
/* Deliver every queued mail; marks each sent only after delivery. */
int outbox_deliver(struct home *h, int *sent, struct pbem_err *err);

#endif
