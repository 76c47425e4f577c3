/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * home.h - a pbemd home: the directory that holds one installation.
 *
 *   HOME/pbemd.conf          config (config.h)
 *   HOME/pbemd.db            sqlite store (store.h)
 *   HOME/games/ID/gnupg/     the game's own keyring (players' public keys)
 *   HOME/mail/inbox/         Maildir the embedded default reads
 *   HOME/mail/outbox/        Maildir the embedded default delivers to
 */
#ifndef PBEM_HOME_H
#define PBEM_HOME_H

#include <limits.h>

#include <sqlite3.h>

#include "config.h"
#include "err.h"

struct home {
	char dir[PATH_MAX];
	char conf[PATH_MAX];
	char dbpath[PATH_MAX];
	char inbox[PATH_MAX];
	char outbox[PATH_MAX];
	struct config cfg;
	sqlite3 *db;
};

/* The home directory from --home, $PBEMD_HOME or ./pbemd-home. */
const char *home_default(const char *opt);
int home_create(const char *dir, struct pbem_err *err);
int home_open(struct home *h, const char *dir, struct pbem_err *err);
void home_close(struct home *h);
/* HOME/games/ID and HOME/games/ID/gnupg */
int home_game_dir(const struct home *h, const char *game, char *out,
    size_t n);
int home_keyring(const struct home *h, const char *game, char *out,
    size_t n);
/* Where shipped data (games/, templates/) lives: $PBEMD_DATADIR, else
 * <prefix>/share/pbemd for a binary installed as <prefix>/bin/pbemd, else
 * the compiled-in PBEMD_DATADIR (the source tree of the build). */
const char *home_datadir(void);

#endif
