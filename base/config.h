/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * config.h - the home's config file: `key value` lines, `#` comments.
 * An empty file means the embedded default: Maildir in and out under the
 * home, sqlite store.  Parsed once into struct config and passed down.
 */
#ifndef PBEM_CONFIG_H
#define PBEM_CONFIG_H

#include <limits.h>
#include <stddef.h>

#include "buf.h"
#include "err.h"

#define CONFIG_NKEYS		28	/* rows of config_keys[] */
#define CONFIG_MAX_VALUE	256	/* bytes of one value, NUL included */

struct config {
	char from[256];		/* the game master's address on every mail */
	char inbox[16];		/* "maildir" */
	char outbox[16];	/* "maildir" */
	size_t max_mail;	/* bytes; larger mail is refused unread */
	int poll_interval;	/* seconds between passes of `serve` */
	/* intake limits (orders/mime.c, orders/limits.c) */
	int mime_max_depth;	/* MIME nesting; <= PBEM_MAX_MIME_DEPTH */
	int mime_max_parts;	/* MIME parts; <= PBEM_MAX_MIME_PARTS */
	int sheet_max_lines;	/* lines of one signed sheet */
	int sheet_max_line;	/* bytes of one sheet line */
	int sheets_per_phase;	/* signed mails per side per phase */
	char unknown_sender_reply[16];	/* daily or never */
	int sign_outgoing;	/* sign every game mail with the game key */
	/* the report's PNG map (src/render.c) */
	int pictures;		/* 1: reports carry a picture (default) */
	size_t picture_max_bytes;	/* a larger PNG is drawn smaller */
	int picture_max_side;	/* pixels, width and height */
	/* inbox imap (mailer/imap_in.c, imap_idle.c) */
	char imap_host[256];
	int imap_port;		/* 0: 993 for implicit TLS, else 143 */
	char imap_tls[16];	/* implicit, starttls, none (loopback only) */
	char imap_user[256];
	char imap_password[256];	/* read from imap_password_file */
	char imap_folder[128];	/* where players' mail arrives: INBOX */
	char imap_processed[128];	/* where it goes once taken: processed */
	/* outbox smtp (mailer/smtp_out.c) */
	char smtp_host[256];
	int smtp_port;		/* 0: 465 for implicit TLS, 587 STARTTLS, 25 */
	char smtp_tls[16];	/* implicit, starttls, none (loopback only) */
	char smtp_user[256];	/* "" = no AUTH (a local relay) */
	char smtp_password[256];	/* read from smtp_password_file */
	int smtp_retry;		/* seconds before the first retry; doubles */
	/* parser scratch: the config file's directory (relative password
	 * files) and why the last setter refused its value */
	char dir[PATH_MAX];
	char why[160];
	/* What stands for each key of config_keys[], as text (a password
	 * file's path, never the password), and the line of the file that
	 * set it (0: the default). */
	char text[CONFIG_NKEYS][CONFIG_MAX_VALUE];
	int line[CONFIG_NKEYS];
};

/*
 * config_keys[]: the one place a key, its default, its allowed values and
 * its help live.  The parser, the defaults, `pbemd config dump`, the file
 * `pbemd init` writes (= contrib/pbemd.conf.example) and the key list of
 * pbemd.conf(5) are all made from it.
 */
enum config_kind {
	CONFIG_INT,		/* an int, min-max */
	CONFIG_SIZE,		/* a size_t, min-max */
	CONFIG_CHOICE,		/* one word of choices, kept as text */
	CONFIG_SWITCH,		/* the first or second word of choices: 1 or 0 */
	CONFIG_TEXT,		/* checked and stored by set() */
};

struct config_key {
	const char *key;
	const char *section;	/* a heading, on the first key of a section */
	enum config_kind kind;
	size_t off, size;	/* the field in struct config */
	long long min, max;	/* CONFIG_INT, CONFIG_SIZE */
	const char *choices;	/* CHOICE, SWITCH: words, space-separated */
	const char *what;	/* the value's kind: "bytes", "a host name" */
	int (*set)(struct config *, const char *);	/* CONFIG_TEXT */
	const char *dflt;	/* NULL: unset unless the file sets it */
	const char *example;	/* for a key without default: a sample */
	const char *help;	/* sentences, each ending in ". " or "." */
};

extern const struct config_key config_keys[CONFIG_NKEYS];

void config_defaults(struct config *c);
/* Parse `text` (from `path`, for messages); every error is reported as
 * path:line: message in err (the first one) and counted in *nerrors. */
int config_parse(struct config *c, const char *path, const char *text,
    struct pbem_err *err);
int config_load(struct config *c, const char *path, struct pbem_err *err);
/* "bytes, 1024-67108864", "yes or no", "a host name": what a value may
 * be, for error messages and the docs. */
void config_allowed(const struct config_key *k, char *out, size_t n);

/* config_doc.c: made from config_keys[] */
/* The commented file `pbemd init` writes, = contrib/pbemd.conf.example. */
int config_example(struct buf *out);
/* That file, mode 0600 (`pbemd init`). */
int config_write_example(const char *path, struct pbem_err *err);
/* The effective config as a config file, each key's origin in a comment:
 * "# default", "# unset" or "# FILE:LINE". */
int config_dump(const struct config *c, const char *path, struct buf *out);
/* The KEYS section of pbemd.conf(5), in mdoc. */
int config_mdoc(struct buf *out);

#endif
