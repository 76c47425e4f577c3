/*
 * config.h - the home's config file: `key value` lines, `#` comments.
 * An empty file means the embedded default: Maildir in and out under the
 * home, sqlite store.  Parsed once into struct config and passed down.
 */
#ifndef PBEM_CONFIG_H
#define PBEM_CONFIG_H

#include <stddef.h>

#include "err.h"

struct config {
	char from[256];		/* the game master's address on every mail */
	char inbox[16];		/* "maildir" */
	char outbox[16];	/* "maildir" */
	size_t max_mail;	/* bytes; larger mail is refused unread */
	int poll_interval;	/* seconds between passes of `serve` */
};

void config_defaults(struct config *c);
/* Parse `text` (from `path`, for messages); every error is reported as
 * path:line: message in err (the first one) and counted in *nerrors. */
int config_parse(struct config *c, const char *path, const char *text,
    struct pbem_err *err);
int config_load(struct config *c, const char *path, struct pbem_err *err);
/* The default file `pbemd init` writes. */
extern const char config_template[];

#endif
