/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * crypt_out.c - the game's own OpenPGP key on outgoing mail.
 *
 * Sits in mailer/, between outbox.c (which composes a mail's headers) and
 * the store: it writes the MIME body of a mail, either plain text as
 * before, or
 *   signed:    RFC 3156 section 5 multipart/signed, a detached signature by
 *              the game's key over the CRLF-canonical text entity, so a
 *              player can tell a real report from a forged one;
 *   encrypted: RFC 3156 section 6.1, that signed entity encrypted to the
 *              player's registered key (multipart/encrypted), for a side
 *              that asked for encrypted reports.
 * The game key lives in the game's keyring (home/games/<id>/gnupg), made
 * on first use; its fingerprint, keygrip and creation time are kept in the game's
 * settings ("game-key"), and it signs in-process (base/openpgp_sig.c):
 * no gpg process, no gpg-agent per game.  Reports can hold what
 * only one side may see: if encryption was asked for and fails, the report
 * text is never sent in clear; a short notice goes instead.
 * Never reads a rule, never parses incoming mail.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <gpgme.h>

#include "mailer.h"
#include "openpgp.h"
#include "buf.h"
#include "dice.h"
#include "hash.h"
#include "pbem_limits.h"
#include "store.h"

/* RFC 2045 6.7 quoted-printable: protects trailing spaces and long lines
 * (a relay that strips them would break the signature) and "From " at the
 * start of a line (mbox writers rewrite it), RFC 3156 section 3. */
static void
qp_encode(struct buf *out, const char *s)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t col = 0, i, n;
	unsigned char c;

	for (i = 0; s[i]; i++) {
		c = (unsigned char)s[i];
		if (c == '\n') {
			buf_adds(out, "\r\n");
			col = 0;
			continue;
		}
		n = 1;
		if (c == '=' || c >= 0x7f || (c < 0x20 && c != '\t') ||
		    ((c == ' ' || c == '\t') && (s[i + 1] == '\n' ||
		    s[i + 1] == '\0')) ||
		    (col == 0 && c == 'F' && strncmp(s + i, "From ", 5) == 0) ||
		    (col == 0 && c == '.'))
			n = 3;
		if (col + n > 75) {
			buf_adds(out, "=\r\n");
			col = 0;
		}
		if (n == 3) {
			buf_addc(out, '=');
			buf_addc(out, hex[c >> 4]);
			buf_addc(out, hex[c & 15]);
		} else
			buf_addc(out, (char)c);
		col += n;
	}
	if (col)
		buf_adds(out, "\r\n");
}

/* Whether text can be signed as it is (7bit): plain ASCII, lines within
 * RFC 5322's 998 characters, no trailing blanks, no line a relay or mbox
 * writer would touch.  Most reports are; they then stay readable in any
 * mail program, even one that cannot check the signature.  Everything
 * else goes quoted-printable. */
static int
seven_bit_safe(const char *s)
{
	size_t col = 0;
	unsigned char c;

	for (; *s; s++) {
		c = (unsigned char)*s;
		if (c == '\n') {
			if (col > 0 && (s[-1] == ' ' || s[-1] == '\t'))
				return 0;
			col = 0;
			continue;
		}
		if (c >= 0x7f || (c < 0x20 && c != '\t') || ++col > 998 ||
		    (col == 1 && (c == '.' || strncmp(s, "From ", 5) == 0)))
			return 0;
	}
	return col == 0 || (s[-1] != ' ' && s[-1] != '\t');
}

/* body as a CRLF entity of text type `type` (text/plain, or a JSON
 * view) in the lighter encoding it allows. */
static void
text_entity(struct buf *out, const char *body, const char *type)
{
	const char *p;

	if (!seven_bit_safe(body)) {
		buf_addf(out, "Content-Type: %s; charset=utf-8\r\n"
		    "Content-Transfer-Encoding: quoted-printable\r\n\r\n",
		    type);
		qp_encode(out, body);
		return;
	}
	buf_addf(out, "Content-Type: %s; charset=us-ascii\r\n"
	    "Content-Transfer-Encoding: 7bit\r\n\r\n", type);
	for (p = body; *p; p++) {
		if (*p == '\n')
			buf_addc(out, '\r');
		buf_addc(out, *p);
	}
	if (p > body && p[-1] != '\n')
		buf_adds(out, "\r\n");
}

/* RFC 2045 6.8 base64 in 76-column CRLF lines. */
static void
base64_encode(struct buf *out, const unsigned char *p, size_t n)
{
	static const char a[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop"
	    "qrstuvwxyz0123456789+/";
	size_t i;
	unsigned v;
	int col = 0;

	for (i = 0; i < n; i += 3) {
		v = (unsigned)p[i] << 16 | (i + 1 < n ? (unsigned)p[i + 1] << 8 :
		    0) | (i + 2 < n ? p[i + 2] : 0);
		buf_addc(out, a[v >> 18 & 63]);
		buf_addc(out, a[v >> 12 & 63]);
		buf_addc(out, i + 1 < n ? a[v >> 6 & 63] : '=');
		buf_addc(out, i + 2 < n ? a[v & 63] : '=');
		if ((col += 4) == 76) {
			buf_adds(out, "\r\n");
			col = 0;
		}
	}
	if (col)
		buf_adds(out, "\r\n");
}

/* One part after the text: an image in base64, text (JSON) in the
 * lighter encoding the text itself gets, so it stays readable. */
static void
part_entity(struct buf *out, const char *b, const struct mail_part *m)
{
	buf_addf(out, "\r\n--%s\r\n", b);
	if (strncmp(m->type, "text/", 5) == 0 ||
	    strcmp(m->type, "application/json") == 0) {
		buf_addf(out, "Content-Disposition: attachment; filename=\"%s\""
		    "\r\nContent-Description: %s\r\n", m->filename,
		    m->description);
		/* the JSON is UTF-8 text without NUL (json_dumps) */
		text_entity(out, m->data, m->type);
		return;
	}
	buf_addf(out, "Content-Type: %s; name=\"%s\"\r\n"
	    "Content-Disposition: inline; filename=\"%s\"\r\n"
	    "Content-Description: %s\r\n"
	    "Content-Transfer-Encoding: base64\r\n\r\n", m->type,
	    m->filename, m->filename, m->description);
	base64_encode(out, m->data, m->len);
}

static void
boundary(char out[40], const char *tag)
{
	unsigned char r[12];
	char hex[25];

	dice_secret_new(r, sizeof r);
	hash_hex(r, sizeof r, hex);
	snprintf(out, 40, "%s-%s", tag, hex);
}

/* A context on a game keyring (no agent: openpgp_keyring_prepare). */
static int
ctx_new(const char *home, gpgme_ctx_t *ctx)
{
	if (openpgp_keyring_prepare(home, NULL) != PBEM_OK ||
	    openpgp_ctx_new(home, ctx) != PBEM_OK)
		return PBEM_ERR_GPG;
	gpgme_set_armor(*ctx, 1);
	return PBEM_OK;
}

/* Which key is the game's: "FPR GRIP CREATED" in the game's settings,
 * found in its keyring the first time (a home made by older code), or
 * made.  Whatever the settings say, openpgp_sign_game() signs only when
 * the key file named GRIP in this game's keyring is the key FPR. */
static int
game_key(struct home *h, const char *game, const char *keyring,
    struct openpgp_game_key *k, struct pbem_err *err)
{
	struct player_rec pl;
	struct game_rec g;
	char v[200], uid[400];
	int rc;

	memset(k, 0, sizeof *k);
	if (store_setting_get(h->db, game, "game-key", v, sizeof v) !=
	    PBEM_OK || sscanf(v, "%63s %63s %lld", k->fpr, k->grip,
	    &k->created) != 3 || k->created <= 0) {
		if ((rc = openpgp_keyring_prepare(keyring, err)) != PBEM_OK)
			return rc;
		rc = openpgp_game_key_find(keyring, k, err);
		if (rc == PBEM_ERR_NOTFOUND) {
			snprintf(uid, sizeof uid, "pbemd game %s <%s>", game,
			    h->cfg.from);
			rc = openpgp_game_key_make(keyring, uid, k, err);
		}
		if (rc != PBEM_OK)
			return rc;
		snprintf(v, sizeof v, "%s %s %lld", k->fpr, k->grip,
		    k->created);
		if (store_setting_set(h->db, game, "game-key", v) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_DB, 0, "cannot store the "
			    "game key: %s", store_errmsg(h->db));
	}
	/* Never a key registered for a player or the referee. */
	if (store_player_by_fpr(h->db, game, k->fpr, &pl) == PBEM_OK ||
	    (store_game_get(h->db, game, &g) == PBEM_OK &&
	    strcmp(g.referee_fpr, k->fpr) == 0))
		return pbem_fail(err, PBEM_ERR_GPG, 0, "the game key of game "
		    "%s is registered for a player or the referee (%s): "
		    "nothing signed", game, k->fpr);
	return PBEM_OK;
}

int
crypt_out_game_key(struct home *h, const char *game, char fpr[64],
    char **pub, size_t *publen, struct pbem_err *err)
{
	struct openpgp_game_key k;
	char keyring[PATH_MAX];
	int rc;

	fpr[0] = '\0';
	if (pub)
		*pub = NULL;
	if (home_keyring(h, game, keyring, sizeof keyring) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	if ((rc = game_key(h, game, keyring, &k, err)) != PBEM_OK)
		return rc;
	snprintf(fpr, 64, "%s", k.fpr);
	if (pub && (rc = openpgp_export(keyring, k.fpr, pub, publen, err)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "cannot export the game key");
	return PBEM_OK;
}

static void
setting_key(char out[80], const char *side)
{
	snprintf(out, 80, "encrypt:%s", side);
}

int
crypt_out_set(struct home *h, const char *game, const char *side, int on,
    struct pbem_err *err)
{
	struct player_rec pl;
	char keyring[PATH_MAX], k[80];
	gpgme_ctx_t ctx;
	gpgme_key_t key = NULL;
	int can = 0;

	if (store_player_get(h->db, game, side, &pl) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "no side %s in game "
		    "%s", side, game);
	if (on) {
		/* Only a key that can encrypt: otherwise every report would
		 * become a "could not encrypt" notice. */
		if (home_keyring(h, game, keyring, sizeof keyring) != PBEM_OK ||
		    ctx_new(keyring, &ctx) != PBEM_OK)
			return pbem_fail(err, PBEM_ERR_GPG, 0, "cannot start "
			    "GnuPG");
		if (gpgme_get_key(ctx, pl.fpr, &key, 0) == 0 && key)
			can = key->can_encrypt && !key->revoked && !key->expired;
		gpgme_key_unref(key);
		gpgme_release(ctx);
		if (!can)
			return pbem_fail(err, PBEM_ERR_GPG, 0, "the key registered "
			    "for side %s has no encryption subkey", side);
	}
	setting_key(k, side);
	return store_setting_set(h->db, game, k, on ? "yes" : NULL) == PBEM_OK ?
	    PBEM_OK : pbem_fail(err, PBEM_ERR_DB, 0, "cannot store: %s",
	    store_errmsg(h->db));
}

/* Encrypt `in` to the side's registered key; armored into *out. */
static int
encrypt_to(const char *keyring, const char *fpr, const char *in, size_t len,
    char **out, size_t *outlen)
{
	gpgme_ctx_t ctx;
	gpgme_key_t keys[2] = { NULL, NULL };
	gpgme_data_t din = NULL, dout = NULL;
	char *p;
	size_t n;
	int rc = PBEM_ERR_GPG;

	*out = NULL;
	if (ctx_new(keyring, &ctx) != PBEM_OK)
		return PBEM_ERR_GPG;
	/* ALWAYS_TRUST: the referee vouched for the key by registering it;
	 * validity (web of trust) is not consulted, as on intake. */
	if (gpgme_get_key(ctx, fpr, &keys[0], 0) == 0 && keys[0] &&
	    keys[0]->can_encrypt &&
	    gpgme_data_new_from_mem(&din, in, len, 0) == 0 &&
	    gpgme_data_new(&dout) == 0 &&
	    gpgme_op_encrypt(ctx, keys, GPGME_ENCRYPT_ALWAYS_TRUST, din,
	    dout) == 0) {
		p = gpgme_data_release_and_get_mem(dout, &n);
		dout = NULL;
		if (p && n && (*out = malloc(n + 1)) != NULL) {
			memcpy(*out, p, n);
			(*out)[n] = '\0';
			*outlen = n;
			rc = PBEM_OK;
		}
		gpgme_free(p);
	}
	gpgme_key_unref(keys[0]);
	gpgme_data_release(din);
	gpgme_data_release(dout);
	gpgme_release(ctx);
	return rc;
}

static void
add_lf(struct buf *out, const char *crlf, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!(crlf[i] == '\r' && i + 1 < n && crlf[i + 1] == '\n'))
			buf_addc(out, crlf[i]);
}

/* The text, and when there is more (the game's key on the start mail,
 * a report's map and view) a multipart/mixed entity, CRLF canonical. */
static void
mixed_entity(struct buf *ent, const char *body, const char *pub,
    const char *game, const struct mail_part *parts, int nparts)
{
	char b1[40];
	int i;

	if (pub == NULL && nparts == 0) {
		text_entity(ent, body, "text/plain");
		return;
	}
	boundary(b1, "pbemd-mixed");
	buf_addf(ent, "Content-Type: multipart/mixed; boundary=\"%s\""
	    "\r\n\r\n--%s\r\n", b1, b1);
	text_entity(ent, body, "text/plain");
	for (i = 0; i < nparts && i < MAIL_MAX_PARTS; i++)
		part_entity(ent, b1, &parts[i]);
	if (pub) {
		buf_addf(ent, "\r\n--%s\r\nContent-Type: application/pgp-keys;"
		    " name=\"game-%s.asc\"\r\nContent-Description: the game's "
		    "OpenPGP key\r\n\r\n", b1, game);
		qp_encode(ent, pub);
	}
	buf_addf(ent, "\r\n--%s--\r\n", b1);
}

int
crypt_out_body(struct home *h, const char *game, const char *side,
    const char *kind, const char *body, const struct mail_part *parts,
    int nparts, struct buf *out, struct pbem_err *err)
{
	struct player_rec pl;
	struct buf ent, signd;
	struct openpgp_game_key gk;
	char keyring[PATH_MAX], k[80], v[16] = "", micalg[32], b2[40], b3[40];
	char *sig = NULL, *enc = NULL, *pub = NULL;
	size_t siglen = 0, enclen = 0, publen = 0;
	int encrypt = 0, rc = PBEM_OK;

	if (game && side) {
		setting_key(k, side);
		if (store_setting_get(h->db, game, k, v, sizeof v) == PBEM_OK &&
		    strcmp(v, "yes") == 0)
			encrypt = 1;
	}
	buf_init(&ent, 2 * PBEM_MAX_REPORT + 2 * PBEM_MAX_PICTURE);
	buf_init(&signd, 3 * PBEM_MAX_REPORT + 2 * PBEM_MAX_PICTURE);
	if (game == NULL || (!encrypt && !h->cfg.sign_outgoing)) {
		buf_adds(out, "MIME-Version: 1.0\n");
		if (nparts == 0) {
			buf_adds(out, "Content-Type: text/plain; charset=utf-8; "
			    "format=fixed\nContent-Transfer-Encoding: 8bit\n\n");
			buf_adds(out, body);
			goto out;
		}
		mixed_entity(&ent, body, NULL, game, parts, nparts);
		add_lf(out, buf_str(&ent), ent.len);
		goto out;
	}
	if ((rc = home_keyring(h, game, keyring, sizeof keyring)) != PBEM_OK ||
	    (rc = game_key(h, game, keyring, &gk, err)) != PBEM_OK)
		goto out;
	if (strcmp(kind, "start") == 0 &&
	    (rc = openpgp_export(keyring, gk.fpr, &pub, &publen, err)) !=
	    PBEM_OK)
		goto out;
	/* The signed entity, CRLF canonical (RFC 3156 section 5).  The start
	 * mail carries the game's public key, so players can check every
	 * later mail (and encrypt to nobody but themselves). */
	mixed_entity(&ent, body, pub, game, parts, nparts);
	if (ent.failed) {
		rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "outgoing mail too large");
		goto out;
	}
	/* The game's own key, and only it (no other key of any keyring). */
	if ((rc = openpgp_sign_game(keyring, &gk, buf_str(&ent), ent.len,
	    &sig, &siglen, micalg, err)) != PBEM_OK)
		goto out;
	boundary(b2, "pbemd-signed");
	buf_addf(&signd, "Content-Type: multipart/signed; micalg=%s;\r\n"
	    " protocol=\"application/pgp-signature\"; boundary=\"%s\"\r\n"
	    "\r\nThis is an OpenPGP/MIME signed message (RFC 3156).\r\n"
	    "--%s\r\n", micalg, b2, b2);
	buf_add(&signd, buf_str(&ent), ent.len);
	buf_addf(&signd, "\r\n--%s\r\nContent-Type: application/pgp-signature;"
	    " name=\"signature.asc\"\r\nContent-Description: signed by the "
	    "game's key\r\n\r\n", b2);
	add_lf(&signd, sig, siglen);
	buf_addf(&signd, "\r\n--%s--\r\n", b2);
	if (signd.failed) {
		rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "outgoing mail too large");
		goto out;
	}
	buf_adds(out, "MIME-Version: 1.0\n");
	if (!encrypt) {
		add_lf(out, buf_str(&signd), signd.len);
		goto out;
	}
	if (store_player_get(h->db, game, side, &pl) != PBEM_OK ||
	    encrypt_to(keyring, pl.fpr, buf_str(&signd), signd.len, &enc,
	    &enclen) != PBEM_OK) {
		/* Never the report in clear to someone who asked otherwise. */
		buf_adds(out, "Content-Type: text/plain; charset=utf-8\n\n"
		    "A mail for you from this game could not be encrypted to "
		    "your registered key,\nso it was not sent.  Ask the referee "
		    "to check your key.\n");
		goto out;
	}
	boundary(b3, "pbemd-encrypted");
	buf_addf(out, "Content-Type: multipart/encrypted;\n"
	    " protocol=\"application/pgp-encrypted\"; boundary=\"%s\"\n\n"
	    "This is an OpenPGP/MIME encrypted message (RFC 3156).\n"
	    "--%s\nContent-Type: application/pgp-encrypted\n"
	    "Content-Description: PGP/MIME version identification\n\n"
	    "Version: 1\n\n--%s\nContent-Type: application/octet-stream; "
	    "name=\"encrypted.asc\"\nContent-Disposition: inline; "
	    "filename=\"encrypted.asc\"\n\n", b3, b3, b3);
	add_lf(out, enc, enclen);
	buf_addf(out, "\n--%s--\n", b3);
out:
	free(sig);
	free(enc);
	free(pub);
	buf_free(&ent);
	buf_free(&signd);
	return rc;
}
