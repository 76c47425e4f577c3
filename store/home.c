/* SPDX-License-Identifier: GPL-3.0-or-later */
/* home.c - creating and opening a pbemd home (see home.h). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "home.h"
#include "store.h"
#include "store_sql.h"
#include "util.h"

#ifndef PBEMD_DATADIR
#error "PBEMD_DATADIR must be defined by the build (store/CMakeLists.txt)"
#endif

const char *
home_default(const char *opt)
{
	const char *env;

	if (opt && *opt)
		return opt;
	if ((env = getenv("PBEMD_HOME")) != NULL && *env)
		return env;
	return "./pbemd-home";
}

/*
 * An installed binary, <prefix>/bin/pbemd, reads <prefix>/share/pbemd, so a
 * tree installed under any prefix (a package, `cmake --install --prefix`)
 * plays without configuration.  Anything else (the binary in the build
 * tree) reads the compiled-in directory: the source tree by default.
 */
static int
installed_datadir(char *out, size_t n)
{
	char exe[PATH_MAX], probe[PATH_MAX];
	ssize_t len;
	char *slash;

	if ((len = readlink("/proc/self/exe", exe, sizeof exe - 1)) <= 0)
		return 0;
	exe[len] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return 0;
	*slash = '\0';				/* <prefix>/bin */
	if ((slash = strrchr(exe, '/')) == NULL || strcmp(slash, "/bin") != 0)
		return 0;
	*slash = '\0';				/* <prefix> */
	if ((size_t)snprintf(probe, sizeof probe,
	    "%s/share/pbemd/templates/sentences.txt", exe) >= sizeof probe ||
	    access(probe, R_OK) != 0)
		return 0;
	return (size_t)snprintf(out, n, "%s/share/pbemd", exe) < n;
}

const char *
home_datadir(void)
{
	static char found[PATH_MAX];
	static int looked;
	const char *env = getenv("PBEMD_DATADIR");

	if (env && *env)
		return env;
	if (!looked) {
		looked = 1;
		if (!installed_datadir(found, sizeof found))
			found[0] = '\0';
	}
	return found[0] ? found : PBEMD_DATADIR;
}

static int
home_paths(struct home *h, const char *dir, struct pbem_err *err)
{
	memset(h, 0, sizeof *h);
	if ((size_t)snprintf(h->dir, sizeof h->dir, "%s", dir) >= sizeof h->dir ||
	    (size_t)snprintf(h->conf, sizeof h->conf, "%s/pbemd.conf", dir) >=
	    sizeof h->conf ||
	    (size_t)snprintf(h->dbpath, sizeof h->dbpath, "%s/pbemd.db", dir) >=
	    sizeof h->dbpath ||
	    (size_t)snprintf(h->inbox, sizeof h->inbox, "%s/mail/inbox", dir) >=
	    sizeof h->inbox ||
	    (size_t)snprintf(h->outbox, sizeof h->outbox, "%s/mail/outbox",
	    dir) >= sizeof h->outbox)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "home path too long");
	return PBEM_OK;
}

static int
maildir_create(const char *dir, struct pbem_err *err)
{
	static const char *const sub[] = { "tmp", "new", "cur" };
	char p[PATH_MAX];
	size_t i;
	int rc;

	for (i = 0; i < 3; i++) {
		snprintf(p, sizeof p, "%s/%s", dir, sub[i]);
		if ((rc = util_mkdir_p(p, 0700, err)) != PBEM_OK)
			return rc;
	}
	return PBEM_OK;
}

int
home_create(const char *dir, struct pbem_err *err)
{
	struct home h;
	struct stat st;
	sqlite3 *db;
	int rc;

	if ((rc = home_paths(&h, dir, err)) != PBEM_OK)
		return rc;
	if (stat(h.dbpath, &st) == 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "%s is already a pbemd "
		    "home (it has pbemd.db); use it, or pick another --home",
		    dir);
	if ((rc = util_mkdir_p(dir, 0700, err)) != PBEM_OK ||
	    (rc = maildir_create(h.inbox, err)) != PBEM_OK ||
	    (rc = maildir_create(h.outbox, err)) != PBEM_OK)
		return rc;
	snprintf(h.conf, sizeof h.conf, "%s/games", dir);
	if ((rc = util_mkdir_p(h.conf, 0700, err)) != PBEM_OK)
		return rc;
	snprintf(h.conf, sizeof h.conf, "%s/pbemd.conf", dir);
	if (stat(h.conf, &st) != 0 &&
	    (rc = config_write_example(h.conf, err)) != PBEM_OK)
		return rc;
	if ((rc = store_open(h.dbpath, 1, &db, err)) != PBEM_OK)
		return rc;
	store_close(db);
	/* Sealed sheets live here: readable by pbemd's user only. */
	chmod(h.dbpath, 0600);
	return PBEM_OK;
}

int
home_open(struct home *h, const char *dir, struct pbem_err *err)
{
	struct stat st;
	int rc;

	if ((rc = home_paths(h, dir, err)) != PBEM_OK)
		return rc;
	if (stat(h->dbpath, &st) != 0)
		return pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "%s is not a pbemd "
		    "home (no pbemd.db); create one with `pbemd --home %s init`",
		    dir, dir);
	if ((rc = config_load(&h->cfg, h->conf, err)) != PBEM_OK)
		return rc;
	return store_open(h->dbpath, 0, &h->db, err);
}

void
home_close(struct home *h)
{
	if (h->db)
		store_close(h->db);
	h->db = NULL;
}

int
home_game_dir(const struct home *h, const char *game, char *out, size_t n)
{
	return (size_t)snprintf(out, n, "%s/games/%s", h->dir, game) < n ?
	    PBEM_OK : PBEM_ERR_LIMIT;
}

int
home_keyring(const struct home *h, const char *game, char *out, size_t n)
{
	return (size_t)snprintf(out, n, "%s/games/%s/gnupg", h->dir, game) < n ?
	    PBEM_OK : PBEM_ERR_LIMIT;
}
