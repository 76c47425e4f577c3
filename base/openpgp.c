/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp.c - OpenPGP through gpgme, against one game's own keyring.
 *
 * Acceptance rule (toolchain notes 4.5): exactly one signature, status
 * GPG_ERR_NO_ERROR, and its key's *primary* fingerprint registered for a
 * side in the store.  Key validity (web of trust) is not consulted: the
 * referee vouched for the key by registering it.  The engine runs offline
 * and never fetches keys.
 */
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gpgme.h>

#include "openpgp.h"
#include "buf.h"
#include "log.h"
#include "pbem_limits.h"
#include "util.h"

int
openpgp_init(void)
{
	static int done;

	if (done)
		return PBEM_OK;
	if (gpgme_check_version("1.13.0") == NULL ||
	    gpgme_engine_check_version(GPGME_PROTOCOL_OpenPGP) != 0)
		return PBEM_ERR_GPG;
	gpgme_set_locale(NULL, LC_CTYPE, setlocale(LC_CTYPE, NULL));
	done = 1;
	return PBEM_OK;
}

int
openpgp_ctx_new(const char *home, void *ctxp)
{
	gpgme_ctx_t *ctx = ctxp;

	if (openpgp_init() != PBEM_OK || gpgme_new(ctx) != 0)
		return PBEM_ERR_GPG;
	if (gpgme_set_protocol(*ctx, GPGME_PROTOCOL_OpenPGP) != 0 ||
	    gpgme_ctx_set_engine_info(*ctx, GPGME_PROTOCOL_OpenPGP, NULL,
	    home) != 0) {
		gpgme_release(*ctx);
		return PBEM_ERR_GPG;
	}
	gpgme_set_offline(*ctx, 1);
	return PBEM_OK;
}

int
openpgp_import(const char *keyring, const char *keydata, size_t len,
    char fpr[64], char uid[256], struct pbem_err *err)
{
	gpgme_ctx_t ctx;
	gpgme_data_t d = NULL;
	gpgme_import_result_t res;
	gpgme_import_status_t st;
	gpgme_key_t key = NULL;
	int rc = PBEM_OK, nkeys = 0;

	fpr[0] = uid[0] = '\0';
	/* gpg asks an agent whether the key has a secret part: never start
	 * one for a game keyring. */
	if ((rc = openpgp_keyring_prepare(keyring, err)) != PBEM_OK)
		return rc;
	if (openpgp_ctx_new(keyring, &ctx) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot start GnuPG "
		    "(is gnupg installed?)");
	if (gpgme_data_new_from_mem(&d, keydata, len, 0) != 0 ||
	    gpgme_op_import(ctx, d) != 0 ||
	    (res = gpgme_op_import_result(ctx)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "the key file could not "
		    "be read as an OpenPGP public key");
		goto out;
	}
	for (st = res->imports; st; st = st->next)
		if (st->result == 0 && st->fpr &&
		    (st->status & (GPGME_IMPORT_NEW | GPGME_IMPORT_SECRET)) != 0)
			nkeys++;
	if (res->considered == 0 || res->imports == NULL) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "the key file holds no "
		    "OpenPGP public key");
		goto out;
	}
	if (res->imports->next != NULL && nkeys > 1) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "the key file holds more "
		    "than one key; export just the player's key");
		goto out;
	}
	if (gpgme_get_key(ctx, res->imports->fpr, &key, 0) != 0 ||
	    key == NULL) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "the imported key cannot "
		    "be found in the game keyring");
		goto out;
	}
	if (key->revoked || key->expired || !key->can_sign) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "the key is %s; the player "
		    "needs a valid signing key", key->revoked ? "revoked" :
		    key->expired ? "expired" : "not able to sign");
		goto out;
	}
	snprintf(fpr, 64, "%s", key->fpr);
	if (key->uids && key->uids->uid)
		snprintf(uid, 256, "%s", key->uids->uid);
out:
	gpgme_key_unref(key);
	gpgme_data_release(d);
	gpgme_release(ctx);
	return rc;
}

int
openpgp_sign(const char *gnupghome, const char *data, size_t len,
    int clearsign, char **out, size_t *outlen, char micalg[32],
    struct pbem_err *err)
{
	gpgme_ctx_t ctx;
	gpgme_data_t din = NULL, dout = NULL;
	gpgme_key_t key = NULL;
	gpgme_sign_result_t sr;
	const char *h;
	char *p;
	size_t n, i;
	int rc = PBEM_OK;

	*out = NULL;
	if (openpgp_ctx_new(gnupghome, &ctx) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot start GnuPG");
	gpgme_set_armor(ctx, 1);
	gpgme_set_textmode(ctx, 0);
	gpgme_set_pinentry_mode(ctx, GPGME_PINENTRY_MODE_LOOPBACK);
	if (gpgme_op_keylist_start(ctx, NULL, 1) != 0 ||
	    gpgme_op_keylist_next(ctx, &key) != 0) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "no secret key in %s",
		    gnupghome);
		goto out;
	}
	gpgme_op_keylist_end(ctx);
	gpgme_signers_add(ctx, key);
	if (gpgme_data_new_from_mem(&din, data, len, 0) != 0 ||
	    gpgme_data_new(&dout) != 0 ||
	    gpgme_op_sign(ctx, din, dout, clearsign ? GPGME_SIG_MODE_CLEAR :
	    GPGME_SIG_MODE_DETACH) != 0 ||
	    (sr = gpgme_op_sign_result(ctx)) == NULL ||
	    sr->signatures == NULL) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "signing failed (GnuPG "
		    "home %s)", gnupghome);
		goto out;
	}
	if (micalg) {
		h = gpgme_hash_algo_name(sr->signatures->hash_algo);
		snprintf(micalg, 32, "pgp-%s", h ? h : "sha256");
		for (i = 0; micalg[i]; i++)
			if (micalg[i] >= 'A' && micalg[i] <= 'Z')
				micalg[i] = (char)(micalg[i] - 'A' + 'a');
	}
	p = gpgme_data_release_and_get_mem(dout, &n);
	dout = NULL;
	if (p == NULL || (*out = malloc(n + 1)) == NULL) {
		gpgme_free(p);
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	memcpy(*out, p, n);
	(*out)[n] = '\0';
	*outlen = n;
	gpgme_free(p);
out:
	gpgme_key_unref(key);
	gpgme_data_release(din);
	gpgme_data_release(dout);
	gpgme_release(ctx);
	return rc;
}

int
openpgp_make_key(const char *gnupghome, const char *uid, char fpr[64],
    char **pub, size_t *publen, struct pbem_err *err)
{
	gpgme_ctx_t ctx;
	gpgme_genkey_result_t gr;
	gpgme_data_t d = NULL;
	char *p;
	size_t n;
	int rc = PBEM_OK;

	*pub = NULL;
	if (openpgp_ctx_new(gnupghome, &ctx) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot start GnuPG");
	gpgme_set_armor(ctx, 1);
	gpgme_set_pinentry_mode(ctx, GPGME_PINENTRY_MODE_LOOPBACK);
	if (gpgme_op_createkey(ctx, uid, "ed25519", 0, 0, NULL,
	    GPGME_CREATE_SIGN | GPGME_CREATE_NOPASSWD | GPGME_CREATE_NOEXPIRE)
	    != 0 || (gr = gpgme_op_genkey_result(ctx)) == NULL ||
	    gr->fpr == NULL) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "GnuPG could not make a "
		    "key in %s", gnupghome);
		goto out;
	}
	snprintf(fpr, 64, "%s", gr->fpr);
	if (gpgme_data_new(&d) != 0 ||
	    gpgme_op_export(ctx, fpr, GPGME_EXPORT_MODE_MINIMAL, d) != 0) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "cannot export the key");
		goto out;
	}
	p = gpgme_data_release_and_get_mem(d, &n);
	d = NULL;
	if (p == NULL || (*pub = malloc(n + 1)) == NULL) {
		gpgme_free(p);
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	memcpy(*pub, p, n);
	(*pub)[n] = '\0';
	*publen = n;
	gpgme_free(p);
out:
	gpgme_data_release(d);
	gpgme_release(ctx);
	return rc;
}

int
openpgp_keyring_prepare(const char *keyring, struct pbem_err *err)
{
	static const char line[] = "no-autostart\n";
	char path[PATH_MAX], *conf = NULL;
	size_t len = 0;
	struct pbem_err e = { 0 };
	int rc;

	if ((size_t)snprintf(path, sizeof path, "%s/gpg.conf", keyring) >=
	    sizeof path)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	if (util_read_file(path, 64 * 1024, &conf, &len, &e) == PBEM_OK &&
	    (strncmp(conf, line, sizeof line - 1) == 0 ||
	    strstr(conf, "\nno-autostart\n") != NULL)) {
		free(conf);
		return PBEM_OK;
	}
	/* Keep what a host wrote there; the line goes first. */
	{
		struct buf b;
		buf_init(&b, 64 * 1024 + sizeof line);
		buf_adds(&b, line);
		if (conf)
			buf_add(&b, conf, len);
		rc = util_write_file(path, buf_str(&b), b.len, 0600, err);
		buf_free(&b);
	}
	free(conf);
	return rc;
}

/* Is there a secret key file for this keygrip in the home? */
static int
has_secret_file(const char *home, const char *grip)
{
	char path[PATH_MAX];

	if (grip == NULL || (size_t)snprintf(path, sizeof path,
	    "%s/private-keys-v1.d/%s.key", home, grip) >= sizeof path)
		return 0;
	return access(path, R_OK) == 0;
}

int
openpgp_game_key_find(const char *keyring, struct openpgp_game_key *k,
    struct pbem_err *err)
{
	gpgme_ctx_t ctx;
	gpgme_key_t key;
	int best = 0, mine;

	memset(k, 0, sizeof *k);
	if (openpgp_ctx_new(keyring, &ctx) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot start GnuPG");
	gpgme_set_keylist_mode(ctx, GPGME_KEYLIST_MODE_LOCAL |
	    GPGME_KEYLIST_MODE_WITH_KEYGRIP);
	if (gpgme_op_keylist_start(ctx, NULL, 0) == 0) {
		while (gpgme_op_keylist_next(ctx, &key) == 0) {
			if (key->subkeys && key->fpr && !key->revoked &&
			    key->can_sign && has_secret_file(keyring,
			    key->subkeys->keygrip)) {
				mine = 1 + (key->uids && key->uids->uid &&
				    strncmp(key->uids->uid, "pbemd game ", 11)
				    == 0);
				if (mine > best) {
					best = mine;
					snprintf(k->fpr, sizeof k->fpr, "%s",
					    key->fpr);
					snprintf(k->grip, sizeof k->grip, "%s",
					    key->subkeys->keygrip);
					k->created = key->subkeys->timestamp;
				}
			}
			gpgme_key_unref(key);
		}
		gpgme_op_keylist_end(ctx);
	}
	gpgme_release(ctx);
	return best ? PBEM_OK : PBEM_ERR_NOTFOUND;
}

void
openpgp_stop_agent(const char *gnupghome)
{
	char *argv[] = { "gpgconf", "--homedir", (char *)gnupghome, "--kill",
	    "all", NULL };

	if (util_run(argv, NULL) != 0)
		log_warnx("gpgconf --kill all failed for %s", gnupghome);
}

/* Copy one file of a GnuPG home into another (mode 0600). */
static int
copy_file(const char *from, const char *to, struct pbem_err *err)
{
	char *data;
	size_t len;
	int rc;

	if ((rc = util_read_file(from, 1024 * 1024, &data, &len, err)) !=
	    PBEM_OK)
		return rc;
	rc = util_write_file(to, data, len, 0600, err);
	explicit_bzero(data, len);
	free(data);
	return rc;
}

/* The keygrip and creation time of key k->fpr in a home. */
static int
keygrip_of(const char *home, struct openpgp_game_key *k)
{
	gpgme_ctx_t ctx;
	gpgme_key_t key = NULL;

	k->grip[0] = '\0';
	if (openpgp_ctx_new(home, &ctx) != PBEM_OK)
		return PBEM_ERR_GPG;
	gpgme_set_keylist_mode(ctx, GPGME_KEYLIST_MODE_LOCAL |
	    GPGME_KEYLIST_MODE_WITH_KEYGRIP);
	if (gpgme_get_key(ctx, k->fpr, &key, 0) == 0 && key && key->subkeys &&
	    key->subkeys->keygrip) {
		snprintf(k->grip, sizeof k->grip, "%s", key->subkeys->keygrip);
		k->created = key->subkeys->timestamp;
	}
	gpgme_key_unref(key);
	gpgme_release(ctx);
	return k->grip[0] && k->created > 0 ? PBEM_OK : PBEM_ERR_GPG;
}

int
openpgp_game_key_make(const char *keyring, const char *uid,
    struct openpgp_game_key *k, struct pbem_err *err)
{
	char tmp[] = "/tmp/pbemd-key.XXXXXX", from[PATH_MAX], to[PATH_MAX];
	char got[64], ignored[256], *pub = NULL;
	struct pbem_err e = { 0 };
	size_t publen;
	int rc;

	memset(k, 0, sizeof *k);
	/* Short, in /tmp: the agent's socket path must fit in sun_path. */
	if (mkdtemp(tmp) == NULL)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot make a temporary "
		    "GnuPG home in /tmp");
	if ((rc = openpgp_make_key(tmp, uid, k->fpr, &pub, &publen, err)) !=
	    PBEM_OK)
		goto out;
	if (keygrip_of(tmp, k) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "no keygrip for the new "
		    "key %s", k->fpr);
		goto out;
	}
	if ((size_t)snprintf(to, sizeof to, "%s/private-keys-v1.d/%s.key",
	    keyring, k->grip) >= sizeof to) {
		rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
		goto out;
	}
	snprintf(from, sizeof from, "%s/private-keys-v1.d/%s.key", tmp,
	    k->grip);
	snprintf(to, sizeof to, "%s/private-keys-v1.d", keyring);
	if ((rc = util_mkdir_p(to, 0700, err)) != PBEM_OK)
		goto out;
	snprintf(to, sizeof to, "%s/private-keys-v1.d/%s.key", keyring,
	    k->grip);
	if ((rc = copy_file(from, to, err)) != PBEM_OK)
		goto out;
	/* The revocation certificate gpg made, for the host's use (a
	 * convenience: the key works without it). */
	snprintf(from, sizeof from, "%s/openpgp-revocs.d/%s.rev", tmp, k->fpr);
	if ((size_t)snprintf(to, sizeof to, "%s/openpgp-revocs.d/%s.rev",
	    keyring, k->fpr) < sizeof to && access(from, R_OK) == 0) {
		snprintf(to, sizeof to, "%s/openpgp-revocs.d", keyring);
		if (util_mkdir_p(to, 0700, &e) == PBEM_OK) {
			snprintf(to, sizeof to, "%s/openpgp-revocs.d/%s.rev",
			    keyring, k->fpr);
			if (copy_file(from, to, &e) != PBEM_OK)
				log_warnx("game key %s: revocation "
				    "certificate not kept: %s", k->fpr, e.msg);
		}
	}
	if ((rc = openpgp_import(keyring, pub, publen, got, ignored, err)) !=
	    PBEM_OK)
		goto out;
	if (strcmp(got, k->fpr) != 0)
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "the new game key did not "
		    "import as itself");
out:
	free(pub);
	openpgp_stop_agent(tmp);
	if (util_remove_tree(tmp) != 0)
		log_warnx("cannot remove the temporary GnuPG home %s", tmp);
	return rc;
}

int
openpgp_export(const char *keyring, const char *fpr, char **pub,
    size_t *publen, struct pbem_err *err)
{
	gpgme_ctx_t ctx;
	gpgme_data_t d = NULL;
	char *p;
	size_t n;
	int rc = PBEM_OK;

	*pub = NULL;
	if (openpgp_ctx_new(keyring, &ctx) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot start GnuPG");
	gpgme_set_armor(ctx, 1);
	if (gpgme_data_new(&d) != 0 || gpgme_op_export(ctx, fpr,
	    GPGME_EXPORT_MODE_MINIMAL, d) != 0) {
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "cannot export key %s", fpr);
		goto out;
	}
	p = gpgme_data_release_and_get_mem(d, &n);
	d = NULL;
	if (p == NULL || n == 0 || (*pub = malloc(n + 1)) == NULL) {
		gpgme_free(p);
		rc = pbem_fail(err, PBEM_ERR_GPG, 0, "cannot export key %s", fpr);
		goto out;
	}
	memcpy(*pub, p, n);
	(*pub)[n] = '\0';
	*publen = n;
	gpgme_free(p);
out:
	gpgme_data_release(d);
	gpgme_release(ctx);
	return rc;
}

int
openpgp_key_name(const char *keyring, const char *fpr, char name[128],
    char email[256])
{
	gpgme_ctx_t ctx;
	gpgme_key_t key = NULL;
	int rc = PBEM_ERR_NOTFOUND;

	name[0] = email[0] = '\0';
	if (fpr == NULL || *fpr == '\0' || openpgp_ctx_new(keyring, &ctx) !=
	    PBEM_OK)
		return rc;
	if (gpgme_get_key(ctx, fpr, &key, 0) == 0 && key && key->uids) {
		snprintf(name, 128, "%s", key->uids->name ? key->uids->name :
		    "");
		snprintf(email, 256, "%s", key->uids->email ?
		    key->uids->email : "");
		rc = PBEM_OK;
	}
	gpgme_key_unref(key);
	gpgme_release(ctx);
	return rc;
}
