/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp_sig.c - a game's signature on its outgoing mail, made here with
 * libgcrypt instead of by a gpg process and its gpg-agent.
 *
 * Why: every receipt and report is signed by the game's own key.  Through
 * gpgme that is one gpg process per mail and one gpg-agent per game
 * keyring, kept running: a thousand games meant a thousand agents, and
 * signing cost more than the verification it answers.  The game key is a
 * key pbemd made itself, without a passphrase, and kept in the game's own
 * keyring (HOME/games/ID/gnupg/private-keys-v1.d/GRIP.key, the file
 * gpg-agent would read); this file reads that one file, signs, and
 * forgets the secret again.  No helper process is started or left.
 * gpgme still does everything else (verification, import, export,
 * encryption, making the key).
 *
 * What comes out is what `gpg --detach-sign --armor` writes: an RFC 4880
 * version 4 signature packet of type 0x00 (binary document) over SHA-256,
 * with the creation time and issuer fingerprint hashed and the issuer key
 * id unhashed, armored with its CRC-24.  Keys: EdDSA (ed25519, what
 * pbemd makes) and RSA.
 *
 * It signs as the game's key and no other (invariants):
 *   1. the key file is found by the game's keygrip in the game's own
 *      keyring, and libgcrypt's keygrip of what it holds must be that
 *      keygrip (a copied or renamed file signs nothing);
 *   2. the OpenPGP v4 fingerprint computed from the file's public
 *      parameters and the key's creation time must be the game key's
 *      fingerprint (the issuer the signature names is the signer);
 *   3. a key file this code cannot use (protected by a passphrase, another
 *      algorithm, anything but one plain (private-key ...)) is an error
 *      that says so.
 * The key file is hostile input like any other: read only if it is a
 * regular file of at most KEYFILE_MAX bytes, parsed by libgcrypt.
 *
 * Key file formats (GnuPG agent/keyformat.txt): the extended format
 * ("Key: (private-key ...)" among "Name: value" lines, continuation lines
 * indented) written since GnuPG 2.2.20, and the older bare S-expression.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <gcrypt.h>

#include "openpgp.h"
#include "openpgp_armor.h"
#include "buf.h"
#include "clock.h"
#include "util.h"

#define PGP_ALGO_RSA	1
#define PGP_ALGO_EDDSA	22
#define PGP_HASH_SHA256	8
#define KEYFILE_MAX	(64 * 1024)
#define MPI_MAX		1024	/* bytes: RSA up to 8192 bits */

static void
gcrypt_ready(void)
{
	if (!gcry_control(GCRYCTL_INITIALIZATION_FINISHED_P)) {
		gcry_check_version(NULL);
		gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	}
}

static int
hexnib(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* A v4 fingerprint (40 hex digits) as its 20 bytes. */
static int
fpr_bytes(const char *fpr, unsigned char out[20])
{
	int i, a, b;

	if (strlen(fpr) != 40)
		return -1;
	for (i = 0; i < 20; i++) {
		if ((a = hexnib(fpr[2 * i])) < 0 || (b = hexnib(fpr[2 * i + 1]))
		    < 0)
			return -1;
		out[i] = (unsigned char)(a << 4 | b);
	}
	return 0;
}

/* 0 when the 20 bytes b are the 40 hex digits hex. */
static int
hex_eq(const unsigned char b[20], const char *hex)
{
	unsigned char x[20];

	return fpr_bytes(hex, x) == 0 && memcmp(x, b, 20) == 0 ? 0 : -1;
}

/* The "Key:" value of an extended-format key file, its continuation
 * lines joined: an S-expression in advanced format. */
static char *
extended_key(const char *file)
{
	const char *p = file, *nl;
	struct buf v;
	int in = 0;
	char *out;
	size_t n;

	buf_init(&v, KEYFILE_MAX);
	while (*p) {
		nl = strchr(p, '\n');
		n = nl ? (size_t)(nl - p) : strlen(p);
		if (in && (*p == ' ' || *p == '\t')) {
			buf_add(&v, p, n);
			buf_addc(&v, '\n');
		} else if (in)
			break;
		else if (n >= 4 && strncasecmp(p, "Key:", 4) == 0) {
			in = 1;
			buf_add(&v, p + 4, n - 4);
			buf_addc(&v, '\n');
		}
		p = nl ? nl + 1 : p + n;
	}
	if (!in || v.failed) {
		buf_free(&v);
		return NULL;
	}
	out = buf_take(&v, &n);
	return out;
}

/* The key file: a regular file (never a FIFO or device that could block
 * or never end) of at most KEYFILE_MAX bytes, NUL-terminated. */
static int
read_key_file(const char *path, char **out, size_t *outlen,
    struct pbem_err *err)
{
	struct stat st;
	char *p;
	size_t n = 0;
	ssize_t r;
	int fd;

	*out = NULL;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)) <
	    0)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot read the game "
		    "key %s: %s", path, strerror(errno));
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 ||
	    st.st_size > KEYFILE_MAX) {
		close(fd);
		return pbem_fail(err, PBEM_ERR_GPG, 0, "%s is not a key file "
		    "(not a regular file of 1 to %d bytes)", path,
		    KEYFILE_MAX);
	}
	if ((p = malloc((size_t)st.st_size + 1)) == NULL) {
		close(fd);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	}
	while (n < (size_t)st.st_size) {
		r = read(fd, p + n, (size_t)st.st_size - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	if (n != (size_t)st.st_size) {
		explicit_bzero(p, n);
		free(p);
		return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot read the game "
		    "key %s", path);
	}
	p[n] = '\0';
	*out = p;
	*outlen = n;
	return PBEM_OK;
}

/* 0 when `t` is a list whose first element is the word `word`. */
static int
car_is(gcry_sexp_t t, const char *word)
{
	size_t n;
	const char *d = t ? gcry_sexp_nth_data(t, 0, &n) : NULL;

	return d && n == strlen(word) && memcmp(d, word, n) == 0 ? 0 : -1;
}

/* The secret key of keygrip `grip` in a GnuPG home, as libgcrypt's
 * (private-key ...); refused when protected, unreadable or not the key
 * its name says. */
static int
load_secret(const char *home, const char *grip, gcry_sexp_t *key,
    struct pbem_err *err)
{
	char path[4096], *file = NULL, *adv = NULL;
	unsigned char g[20];
	size_t len = 0;
	int rc;

	*key = NULL;
	if (strlen(grip) != 40 || strspn(grip, "0123456789ABCDEFabcdef") != 40)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "bad keygrip '%s'", grip);
	if ((size_t)snprintf(path, sizeof path, "%s/private-keys-v1.d/%s.key",
	    home, grip) >= sizeof path)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	if ((rc = read_key_file(path, &file, &len, err)) != PBEM_OK)
		return rc;
	gcrypt_ready();
	if (file[0] == '(')
		rc = gcry_sexp_new(key, file, len, 1) ? PBEM_ERR_GPG : PBEM_OK;
	else if ((adv = extended_key(file)) != NULL)
		rc = gcry_sexp_sscan(key, NULL, adv, strlen(adv)) ?
		    PBEM_ERR_GPG : PBEM_OK;
	else
		rc = PBEM_ERR_GPG;
	if (adv) {
		explicit_bzero(adv, strlen(adv));
		free(adv);
	}
	explicit_bzero(file, len);
	free(file);
	if (rc != PBEM_OK) {
		*key = NULL;
		return pbem_fail(err, rc, 0, "%s is not a key file GnuPG wrote",
		    path);
	}
	/* Exactly one plain secret key: not (protected-private-key ...),
	 * (shadowed-private-key ...) or anything with one inside. */
	if (car_is(*key, "private-key") != 0) {
		gcry_sexp_release(*key);
		*key = NULL;
		return pbem_fail(err, PBEM_ERR_GPG, 0, "the key in %s is "
		    "protected by a passphrase (or not a plain secret key); "
		    "pbemd signs only with game keys it made, without one",
		    path);
	}
	/* The file is the key its name says (a copied or renamed file
	 * never signs as another key). */
	if (gcry_pk_get_keygrip(*key, g) == NULL || hex_eq(g, grip) != 0) {
		gcry_sexp_release(*key);
		*key = NULL;
		return pbem_fail(err, PBEM_ERR_GPG, 0, "%s holds another key "
		    "than its name says", path);
	}
	return PBEM_OK;
}

/* An OpenPGP MPI (RFC 4880 3.2) of the unsigned big-endian bytes p..n. */
static int
put_mpi(struct buf *out, const unsigned char *p, size_t n)
{
	gcry_mpi_t m = NULL;
	unsigned char tmp[1100];
	size_t w;

	if (gcry_mpi_scan(&m, GCRYMPI_FMT_USG, p, n, NULL) != 0)
		return -1;
	if (gcry_mpi_print(GCRYMPI_FMT_PGP, tmp, sizeof tmp, &w, m) != 0) {
		gcry_mpi_release(m);
		return -1;
	}
	gcry_mpi_release(m);
	buf_add(out, (const char *)tmp, w);
	return 0;
}

/* Element `name` of a (sig-val (ALGO (name VALUE) ...)) as MPI bytes. */
static int
put_sig_elem(struct buf *out, gcry_sexp_t sig, const char *name)
{
	gcry_sexp_t t = gcry_sexp_find_token(sig, name, 0);
	const char *d;
	size_t n;
	int rc = -1;

	if (t && (d = gcry_sexp_nth_data(t, 1, &n)) != NULL && n > 0 &&
	    n <= 1024)
		rc = put_mpi(out, (const unsigned char *)d, n);
	gcry_sexp_release(t);
	return rc;
}

/* Sign `digest` with the key; the signature MPIs into mpis. */
static int
pk_sign(gcry_sexp_t key, int algo, const unsigned char digest[32],
    struct buf *mpis)
{
	gcry_sexp_t data = NULL, sig = NULL;
	int rc = -1;

	if (algo == PGP_ALGO_EDDSA)
		rc = gcry_sexp_build(&data, NULL, "(data(flags eddsa)"
		    "(hash-algo sha512)(value %b))", 32, digest);
	else
		rc = gcry_sexp_build(&data, NULL, "(data(flags pkcs1)"
		    "(hash sha256 %b))", 32, digest);
	if (rc == 0 && (rc = gcry_pk_sign(&sig, data, key)) == 0) {
		if (algo == PGP_ALGO_EDDSA)
			rc = put_sig_elem(mpis, sig, "r") ||
			    put_sig_elem(mpis, sig, "s") ? -1 : 0;
		else
			rc = put_sig_elem(mpis, sig, "s");
	}
	gcry_sexp_release(data);
	gcry_sexp_release(sig);
	return rc == 0 ? 0 : -1;
}

static void
put32(struct buf *b, uint32_t v)
{
	buf_addc(b, (char)(v >> 24));
	buf_addc(b, (char)(v >> 16));
	buf_addc(b, (char)(v >> 8));
	buf_addc(b, (char)v);
}

/* The signature packet body over data (RFC 4880 5.2.3, 5.2.4). */
static int
sig_packet(gcry_sexp_t key, int algo, const unsigned char fp[20],
    uint32_t when, const char *data, size_t len, struct buf *body)
{
	struct buf mpis;
	gcry_md_hd_t md;
	unsigned char digest[32], trailer[6];
	size_t hlen;
	int rc;

	/* version, type, algorithms, hashed subpackets: creation time (2),
	 * issuer fingerprint (33). */
	buf_addc(body, 4);
	buf_addc(body, 0x00);
	buf_addc(body, (char)algo);
	buf_addc(body, PGP_HASH_SHA256);
	buf_addc(body, 0);
	buf_addc(body, 6 + 23);
	buf_addc(body, 5);
	buf_addc(body, 2);
	put32(body, when);
	buf_addc(body, 22);
	buf_addc(body, 33);
	buf_addc(body, 4);
	buf_add(body, (const char *)fp, 20);
	hlen = body->len;
	trailer[0] = 4;
	trailer[1] = (unsigned char)0xff;
	trailer[2] = (unsigned char)(hlen >> 24);
	trailer[3] = (unsigned char)(hlen >> 16);
	trailer[4] = (unsigned char)(hlen >> 8);
	trailer[5] = (unsigned char)hlen;
	if (gcry_md_open(&md, GCRY_MD_SHA256, 0) != 0)
		return -1;
	gcry_md_write(md, data, len);
	gcry_md_write(md, buf_str(body), hlen);
	gcry_md_write(md, trailer, sizeof trailer);
	memcpy(digest, gcry_md_read(md, GCRY_MD_SHA256), 32);
	gcry_md_close(md);
	/* unhashed: the issuer key id (16), the fingerprint's low 8 bytes */
	buf_addc(body, 0);
	buf_addc(body, 10);
	buf_addc(body, 9);
	buf_addc(body, 16);
	buf_add(body, (const char *)fp + 12, 8);
	buf_add(body, (const char *)digest, 2);
	buf_init(&mpis, 4096);
	rc = pk_sign(key, algo, digest, &mpis);
	if (rc == 0)
		buf_add(body, buf_str(&mpis), mpis.len);
	buf_free(&mpis);
	return rc == 0 && !body->failed ? 0 : -1;
}

/* The value of (name VALUE) among the direct elements of `alg` (the
 * (ALGO ...) list of a key), copied into out: 1 to MPI_MAX bytes, its
 * length returned; 0 when there is none. */
static size_t
key_param(gcry_sexp_t alg, const char *name, unsigned char out[MPI_MAX])
{
	gcry_sexp_t t;
	const char *d;
	size_t n = 0, got = 0;
	int i, count = gcry_sexp_length(alg);

	for (i = 1; i < count && got == 0; i++) {
		if ((t = gcry_sexp_nth(alg, i)) == NULL)
			continue;
		if (car_is(t, name) == 0 && gcry_sexp_length(t) == 2 &&
		    (d = gcry_sexp_nth_data(t, 1, &n)) != NULL && n > 0 &&
		    n <= MPI_MAX) {
			memcpy(out, d, n);
			got = n;
		}
		gcry_sexp_release(t);
	}
	return got;
}

/* The key's algorithm (PGP_ALGO_EDDSA for ed25519, PGP_ALGO_RSA, or 0)
 * and its OpenPGP public key material (RFC 4880 5.5.2; RFC 6637 9 and
 * the EdDSA draft for the curve OID) into pub. */
static int
key_public(gcry_sexp_t key, struct buf *pub)
{
	static const unsigned char ed25519_oid[] = { 0x2b, 0x06, 0x01, 0x04,
	    0x01, 0xda, 0x47, 0x0f, 0x01 };
	gcry_sexp_t alg = gcry_sexp_nth(key, 1);
	unsigned char a[MPI_MAX], b[MPI_MAX], q40[33];
	size_t al, bl;
	int algo = 0;

	if (alg == NULL)
		return 0;
	if (car_is(alg, "rsa") == 0) {
		/* n, e: only public parameters go into the fingerprint */
		if ((al = key_param(alg, "n", a)) > 0 &&
		    (bl = key_param(alg, "e", b)) > 0 &&
		    put_mpi(pub, a, al) == 0 && put_mpi(pub, b, bl) == 0)
			algo = PGP_ALGO_RSA;
	} else if (car_is(alg, "ecc") == 0 &&
	    key_param(alg, "curve", a) == 7 &&
	    strncasecmp((const char *)a, "Ed25519", 7) == 0 &&
	    ((bl = key_param(alg, "q", b)) == 32 || (bl == 33 &&
	    b[0] == 0x40))) {
		/* The point in its native form, 0x40 || x (32 octets). */
		q40[0] = 0x40;
		memcpy(q40 + 1, bl == 33 ? b + 1 : b, 32);
		buf_addc(pub, (char)sizeof ed25519_oid);
		buf_add(pub, (const char *)ed25519_oid, sizeof ed25519_oid);
		if (put_mpi(pub, q40, sizeof q40) == 0)
			algo = PGP_ALGO_EDDSA;
	}
	gcry_sexp_release(alg);
	return pub->failed ? 0 : algo;
}

/* The key's algorithm, once its v4 fingerprint (RFC 4880 12.2: SHA-1
 * over 0x99, the two-octet length and the public key packet body) from
 * its own public parameters and `created` is fp; else 0. */
static int
key_check(gcry_sexp_t key, long long created, const unsigned char fp[20])
{
	struct buf pkt, mat;
	unsigned char sha1[20];
	size_t n;
	int algo;

	buf_init(&mat, 2 * MPI_MAX + 64);
	buf_init(&pkt, 2 * MPI_MAX + 128);
	if ((algo = key_public(key, &mat)) != 0) {
		n = 6 + mat.len;
		buf_addc(&pkt, (char)0x99);
		buf_addc(&pkt, (char)(n >> 8));
		buf_addc(&pkt, (char)n);
		buf_addc(&pkt, 4);
		put32(&pkt, (uint32_t)created);
		buf_addc(&pkt, (char)algo);
		buf_add(&pkt, buf_str(&mat), mat.len);
		if (pkt.failed)
			algo = 0;
		else {
			gcry_md_hash_buffer(GCRY_MD_SHA1, sha1, buf_str(&pkt),
			    pkt.len);
			if (memcmp(sha1, fp, 20) != 0)
				algo = 0;
		}
	}
	buf_free(&mat);
	buf_free(&pkt);
	return algo;
}

/* The whole packet (old format, tag 2), armored. */
static void
armor(struct buf *out, const struct buf *body)
{
	unsigned char pkt[4 + 2048], c[3];
	size_t n = 0;
	uint32_t crc;

	if (body->len < 256) {
		pkt[n++] = 0x88;
		pkt[n++] = (unsigned char)body->len;
	} else {
		pkt[n++] = 0x89;
		pkt[n++] = (unsigned char)(body->len >> 8);
		pkt[n++] = (unsigned char)body->len;
	}
	memcpy(pkt + n, buf_str(body), body->len);
	n += body->len;
	crc = armor_crc24(pkt, n);
	c[0] = (unsigned char)(crc >> 16);
	c[1] = (unsigned char)(crc >> 8);
	c[2] = (unsigned char)crc;
	buf_adds(out, "-----BEGIN PGP SIGNATURE-----\n\n");
	armor_base64(out, pkt, n, 1);
	buf_adds(out, "\n=");
	armor_base64(out, c, 3, 0);
	buf_adds(out, "\n-----END PGP SIGNATURE-----\n");
}

int
openpgp_sign_game(const char *keyring, const struct openpgp_game_key *k,
    const char *data, size_t len, char **out, size_t *outlen,
    char micalg[32], struct pbem_err *err)
{
	gcry_sexp_t key = NULL;
	struct buf body, arm;
	unsigned char fp[20];
	long long when;
	int algo = 0, rc;

	*out = NULL;
	*outlen = 0;
	if (fpr_bytes(k->fpr, fp) != 0)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "bad game key "
		    "fingerprint '%s'", k->fpr);
	if (k->created <= 0 || k->created > 0xffffffffLL)
		return pbem_fail(err, PBEM_ERR_GPG, 0, "bad creation time of "
		    "the game key %s", k->fpr);
	if ((rc = load_secret(keyring, k->grip, &key, err)) != PBEM_OK)
		return rc;
	if ((algo = key_check(key, k->created, fp)) == 0) {
		gcry_sexp_release(key);
		return pbem_fail(err, PBEM_ERR_GPG, 0, "the secret key %s is "
		    "not the game key %s (or neither ed25519 nor RSA): "
		    "nothing signed", k->grip, k->fpr);
	}
	/* gpg's own clock, as gpg would sign; never before the key was
	 * made (gpg refuses a signature older than its key). */
	when = (long long)clock_wall();
	if (when < k->created)
		when = k->created;
	if (when > 0xffffffffLL)
		when = 0xffffffffLL;
	buf_init(&body, 2048);
	buf_init(&arm, 4096);
	rc = sig_packet(key, algo, fp, (uint32_t)when, data, len, &body);
	gcry_sexp_release(key);
	if (rc == 0)
		armor(&arm, &body);
	buf_free(&body);
	if (rc != 0 || arm.failed) {
		buf_free(&arm);
		return pbem_fail(err, PBEM_ERR_GPG, 0, "signing with the game "
		    "key %s failed", k->fpr);
	}
	if (micalg)
		snprintf(micalg, 32, "pgp-sha256");
	*out = buf_take(&arm, outlen);
	return *out ? PBEM_OK : pbem_fail(err, PBEM_ERR_NOMEM, 0,
	    "out of memory");
}
