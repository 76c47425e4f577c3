/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp.h - the OpenPGP wrapper (gpgme) every layer uses: intake verifies
 * sheets with it, the mailer signs and encrypts with it, the engine and the
 * command line import keys and make game keys with it.
 *
 * Never reads mail and never touches the store: it is handed a GnuPG home
 * (a keyring) and bytes, and answers with a status and a fingerprint.
 */
#ifndef PBEM_OPENPGP_H
#define PBEM_OPENPGP_H

#include <stddef.h>

#include "err.h"

enum sig_status {
	SIG_GOOD,
	SIG_BAD,		/* the bytes were changed after signing */
	SIG_UNKNOWN_KEY,	/* not a key of this game */
	SIG_NONE,
	SIG_MULTIPLE,		/* more than one signature */
	SIG_KEY_EXPIRED,
	SIG_KEY_REVOKED,
	SIG_ERROR,
};

struct sig_result {
	enum sig_status status;
	char fpr[64];		/* primary key fingerprint when GOOD */
	char signer[64];	/* the key (or subkey) that signed, when GOOD */
	char *plain;		/* CLEARSIGNED: gpgme's verified plaintext */
	size_t plain_len;
};

int openpgp_init(void);
/* A gpgme context on one GnuPG home, OpenPGP, offline (void * so this
 * header needs no gpgme.h; it is a gpgme_ctx_t *). */
int openpgp_ctx_new(const char *home, void *ctx);
/* openpgp_verify.c: one gpg per signature, contexts and key lists kept
 * per thread and keyring until openpgp_cache_flush(). */
int openpgp_verify_detached(const char *keyring, const char *data,
    size_t len, const char *sig, size_t siglen, struct sig_result *r);
int openpgp_verify_clear(const char *keyring, const char *armored,
    size_t len, struct sig_result *r);
void sig_result_free(struct sig_result *r);
/* One verification to do ahead: detached when sig is not NULL. */
struct openpgp_job {
	const char *keyring;
	const char *data;
	size_t len;
	const char *sig;
	size_t siglen;
};
/* Verify independent signatures in `workers` background threads while
 * the caller goes on; openpgp_verify_*() asking exactly that keyring and
 * those bytes gets the answer (waiting for it if it runs).  The jobs'
 * bytes must stay until openpgp_prefetch_end(), which joins the workers
 * and drops the answers not asked for.  One batch at a time, from one
 * thread. */
void openpgp_prefetch_start(const struct openpgp_job *jobs, size_t n,
    int workers);
void openpgp_prefetch_end(void);
/* openpgp_batch.c: jobs[0..n) of one keyring checked by one gpg
 * (--decrypt-files).  Only says yes: res[i] is SIG_GOOD (signer the
 * signing key, fpr its primary as gpg named it; plain for a clearsigned
 * block) where gpg plainly said good, else SIG_ERROR, meaning "ask
 * alone".  A "good" is not final until openpgp_verify.c has checked the
 * key as a verification alone does.  Returns the number of good ones. */
size_t openpgp_batch_verify(const char *keyring,
    const struct openpgp_job *jobs, size_t n, struct sig_result *res);
/* The cores to verify on, 1 to 16; PBEMD_VERIFY_WORKERS overrides, and
 * 0 there means nothing is verified ahead. */
int openpgp_workers(void);
/* End of a poll pass: a batch verified ahead ends, and this thread's
 * contexts and key lists are let go (a keyring changed by another
 * process is read afresh next pass). */
void openpgp_cache_flush(void);
/* This thread's contexts only (a worker's, when it ends). */
void openpgp_cache_release(void);
/* Import exactly one public key into a keyring; its primary fingerprint
 * and first user id come back. */
int openpgp_import(const char *keyring, const char *keydata, size_t len,
    char fpr[64], char uid[256], struct pbem_err *err);
/* Player side (demo, tests, contrib): sign with the first secret key of a
 * GnuPG home.  Detached armored (micalg gets "pgp-sha256" etc.) or
 * clearsigned. */
int openpgp_sign(const char *gnupghome, const char *data, size_t len,
    int clearsign, char **out, size_t *outlen, char micalg[32],
    struct pbem_err *err);
/* Make a fresh ed25519 signing key in a GnuPG home; export it armored. */
int openpgp_make_key(const char *gnupghome, const char *uid, char fpr[64],
    char **pub, size_t *publen, struct pbem_err *err);

/* A game's keyring never runs a gpg-agent: verification, import, export
 * and encryption need none, and the game key signs in-process
 * (openpgp_sig.c).  Writes `no-autostart` into its gpg.conf (once; a
 * keyring made by older code is brought along the first time it is
 * used). */
int openpgp_keyring_prepare(const char *keyring, struct pbem_err *err);
/* The game's own key: what names it and what its fingerprint is made of
 * besides its public parameters (kept in the game's settings, "game-key":
 * "FPR GRIP CREATED"). */
struct openpgp_game_key {
	char fpr[64];		/* v4 fingerprint, 40 hex digits */
	char grip[64];		/* keygrip: its secret key file's name */
	long long created;	/* the key's creation time */
};
/* The game's own key in its keyring: the public key whose secret key
 * file is there too (a uid "pbemd game ..." first).  PBEM_ERR_NOTFOUND if
 * none. */
int openpgp_game_key_find(const char *keyring, struct openpgp_game_key *k,
    struct pbem_err *err);
/* Make the game's key: an ed25519 key made in a throwaway GnuPG home (its
 * agent stopped and the home removed afterwards), whose secret key file
 * and public key then go into the game's keyring. */
int openpgp_game_key_make(const char *keyring, const char *uid,
    struct openpgp_game_key *k, struct pbem_err *err);
/* The armored public key `fpr` of a keyring. */
int openpgp_export(const char *keyring, const char *fpr, char **pub,
    size_t *publen, struct pbem_err *err);
/* The name and mail address of key `fpr`'s first user ID in a keyring
 * (empty strings where it has none); PBEM_ERR_NOTFOUND if no such key. */
int openpgp_key_name(const char *keyring, const char *fpr, char name[128],
    char email[256]);
/* Stop the gpg-agent (and any other daemon) of a GnuPG home. */
void openpgp_stop_agent(const char *gnupghome);

/* openpgp_sig.c */
/* A detached, armored signature over data by the game key k, whose
 * secret key is keyring/private-keys-v1.d/GRIP.key, made in-process (no
 * gpg, no agent); micalg gets "pgp-sha256".  Refused, nothing signed,
 * unless that file holds exactly the key of fingerprint k->fpr. */
int openpgp_sign_game(const char *keyring, const struct openpgp_game_key *k,
    const char *data, size_t len, char **out, size_t *outlen,
    char micalg[32], struct pbem_err *err);

#endif
