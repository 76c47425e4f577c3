/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * orders.h - intake: how a raw mail becomes a sealed order sheet.
 *
 *   mailer/ hands over raw bytes
 *     -> mime.c       what the mail is (PGP/MIME, clearsigned, HTML, ...)
 *     -> intake.c     who signed it (base/openpgp_verify.c: gpgme, the
 *                     game's own keyring), checked ahead in parallel
 *                     (intake_prefetch); the rate and answer limits
 *                     (limits.c)
 *     -> reading.c    which signed lines are read as a sheet (no quotes,
 *                     no mail signature)
 *     -> envelope.c   which game, side, turn and phase it binds
 *   and the engine (src/seal.c) takes the verdict into the open phase:
 *   the module checks the orders, the sheet is sealed, a receipt or
 *   refusal queued, in one transaction.
 *
 * Only signed bytes are ever read as orders.  Identity is the signing key's
 * fingerprint, never From:.
 */
#ifndef PBEM_ORDERS_H
#define PBEM_ORDERS_H

#include <stddef.h>

#include "buf.h"
#include "err.h"
#include "home.h"
#include "pbem_limits.h"
#include "hash.h"
#include "openpgp.h"

/* mime.c */
enum mime_kind {
	MIME_PGPMIME,		/* RFC 3156 multipart/signed */
	MIME_CLEARSIGNED,	/* inline -----BEGIN PGP SIGNED MESSAGE----- */
	MIME_UNSIGNED,		/* plain text without a signature */
	MIME_HTML_ONLY,		/* no text/plain part at all */
	MIME_NOT_TOPLEVEL,	/* a signature inside one part of several */
	MIME_MALFORMED,		/* not parseable, or past the MIME limits */
};

struct mime_msg {
	enum mime_kind kind;
	char msgid[256];	/* Message-ID without <>, "" if none */
	char from[256];		/* first From: addr-spec, "" if none */
	char subject[256];
	int automatic;		/* Auto-Submitted, Precedence bulk/junk/list,
				   mailer-daemon or a null Return-Path */
	char *signed_data;	/* PGPMIME: the CRLF-canonical signed entity;
				   CLEARSIGNED: the armored block */
	size_t signed_len;
	char *signature;	/* PGPMIME: the detached signature */
	size_t sig_len;
	char *preview;		/* unverified text, only to find Game: */
	size_t preview_len;
	int outside_text;	/* CLEARSIGNED: text around the block, one
				   of MIME_OUTSIDE_* below */
	int latin1;		/* CLEARSIGNED: the part's charset is latin-1
				   (gpgme's plaintext is in it too) */
	char detail[128];	/* why MALFORMED / NOT_TOPLEVEL */
};

/* What stands around an inline clearsigned block (RFC 4880 7): nothing
 * outside it is signed, so nothing outside it is ever read as orders. */
#define MIME_OUTSIDE_NONE	0
#define MIME_OUTSIDE_TEXT	1	/* unsigned words: refused */
#define MIME_OUTSIDE_BLOCK	2	/* a second signed block: refused */
#define MIME_OUTSIDE_QUOTE	3	/* only a quoted earlier mail, its
					   attribution line, or a "-- "
					   signature: ignored, and said so */

int mime_parse(const char *raw, size_t len, struct mime_msg *m);
/* mime_parse with the config's MIME limits (depth, parts) instead of the
 * defaults in pbem_limits.h. */
int mime_parse_limited(const char *raw, size_t len, int max_depth,
    int max_parts, struct mime_msg *m);
void mime_msg_free(struct mime_msg *m);
/* The text of a signed PGP/MIME entity: its first text/plain leaf,
 * transfer-decoded and converted to UTF-8 with LF line ends. */
int mime_entity_text(const char *entity, size_t len, char **text,
    size_t *tlen, struct pbem_err *err);
/* Text as a sheet: UTF-8 (latin-1 converted), no BOM, LF line ends. */
char *mime_normalize_text(const char *in, size_t len, int latin1,
    size_t *outlen);

/* reading.c: which lines of the signed text are read as a sheet */
struct reading {
	char *text;		/* the signed text, every left-out line emptied
				   (so every line keeps its number) */
	size_t len;
	int quoted;		/* lines starting with '>' (a quoted mail) */
	int attribution;	/* "On ... wrote:" above a quote */
	int signature;		/* the "-- " line and the signature after it */
	int after_end;		/* lines after an END line */
	int quoted_envelope;	/* a quoted line reads "Game: ..." */
};
int reading_make(const char *text, size_t len, struct reading *r);
void reading_free(struct reading *r);
/* Line `line` of text as written, cut for an error message. */
const char *reading_quote(const char *text, size_t len, int line, char *out,
    size_t n);
/* `  line 6: "ACT N3 FIRE X9": no enemy X9 in sight` into out (line 0:
 * the whole sheet; a blank line is not quoted). */
void reading_error(struct buf *out, const char *text, size_t len, int line,
    const char *msg);

/* envelope.c */
struct envelope {
	char game[PBEM_MAX_NAME + 1];
	char side[PBEM_MAX_NAME + 1];
	char phase[PBEM_MAX_NAME + 1];
	int turn;
	int has_game, has_side, has_turn, has_phase;
	char request[16];	/* Request: status|resend|wait|help|key|chart,
				   or "" */
	int nreferee;		/* Referee: command lines (referee key only) */
	char referee[16][PBEM_MAX_LINE];
	const char *body;	/* the order lines after the envelope */
	size_t body_len;
	int body_line;		/* line number of body[0] in the sheet */
};

int envelope_parse(const char *text, size_t len, struct envelope *e,
    struct pbem_err *err);

/* limits.c: intake's volume limits (config keys, see limits.c) */
/* PBEM_ERR_LIMIT, with the offending line in err->line, when the verified
 * text has more than max_lines lines or a line longer than max_line. */
int limits_sheet_shape(const char *text, size_t len, int max_lines,
    int max_line, struct pbem_err *err);
/* Count one signed mail from `side` in the game's current phase; *count
 * is the number so far, this one included. */
int limits_rate_take(struct home *h, const char *game, const char *side,
    int *count);
/* May a refusal go to `addr` (not identified by a key)?  Yes for an
 * address of any game; for others per unknown_sender_reply (once a day,
 * or never). */
int limits_may_answer(struct home *h, const char *addr, int *may);
/* Is this the first time a re-sent `msgid` is answered? (once, ever) */
int limits_dup_first(struct home *h, const char *msgid, int *first);
/* The intake log's row for a Message-ID: PBEM_ERR_NOTFOUND if none. */
int limits_mail_prior(struct home *h, const char *msgid, char verdict[16],
    char game[PBEM_MAX_NAME + 1], char side[PBEM_MAX_NAME + 1],
    long long *received);

/* intake.c */
enum intake_verdict {
	INTAKE_SHEET,		/* a player's signed sheet, envelope checked */
	INTAKE_REFEREE,		/* the referee's signed `Referee:` commands */
	INTAKE_REFUSED,		/* see refusal */
	INTAKE_SEEN,		/* this Message-ID was taken before */
	INTAKE_IGNORED,		/* automatic mail: never answered */
};

/* What intake hands the engine: a mail, and when the verdict is SHEET or
 * REFEREE, who signed it and the signed text with its envelope. */
struct signed_sheet {
	enum intake_verdict verdict;
	/* the mail */
	const char *raw;	/* the caller's bytes, kept for audit */
	size_t raw_len;
	char raw_sha[HASH_HEX_LEN];
	char msgid[256];	/* Message-ID, or sha256:<raw_sha> */
	struct mime_msg mime;
	/* the signer, once identified: the registered address replaces
	 * From: in reply_to ("" = nobody to answer) */
	char reply_to[256];
	int identified;
	int referee;		/* signed by the game's referee key */
	char game[PBEM_MAX_NAME + 1];
	char side[PBEM_MAX_NAME + 1];	/* "referee" for the referee */
	char fpr[64];
	/* the verified text */
	char *text;
	size_t text_len;
	char sha[HASH_HEX_LEN];	/* SHA-256 of text: the sheet's hash */
	struct reading rd;	/* text as read: quotes, signature left out */
	struct envelope env;	/* env.body points into rd.text */
	int outside_quote;	/* a quoted mail beside the block was left out */
	/* a refusal: sentences refuse.<refusal>.why and .todo of
	 * templates/sentences.txt, {{detail}} in them, and error lines */
	char refusal[32];
	char detail[160];
	struct buf errors;
};

/* Authenticate one mail (`oversize`: raw is only the head of a mail past
 * the size limit; it is refused without being parsed further).  Reads
 * the store and counts the signer's mails; the caller holds the
 * transaction.  Always free with signed_sheet_free. */
int intake_authenticate(struct home *h, const char *raw, size_t len,
    int oversize, struct signed_sheet *s, struct pbem_err *err);
void signed_sheet_free(struct signed_sheet *s);
/* Around a batch of mails taken in one by one: the signatures
 * intake_authenticate() will ask for are verified ahead in background
 * workers, one per core (openpgp_prefetch_start), while the batch is
 * taken in.  Reads the store only; changes nothing.  raw must stay until
 * intake_prefetch_end(). */
struct intake_ahead;
struct intake_ahead *intake_prefetch_start(struct home *h,
    const char *const *raw, const size_t *len, size_t n);
void intake_prefetch_end(struct intake_ahead *a);

#endif
