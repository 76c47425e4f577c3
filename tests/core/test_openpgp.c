/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_openpgp.c - the game key signs in-process (base/openpgp_sig.c):
 * what it writes verifies with gpg (through gpgme, as intake does, and
 * with `gpg --verify`) as a signature of exactly that key; a changed byte
 * does not; RSA keys sign too; a key protected by a passphrase, a key
 * file under another key's name, a fingerprint that is not the key file's
 * (another key, another creation time) and hostile key files sign
 * nothing; and no gpg-agent is left running.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "openpgp.h"
#include "util.h"

static const char text[] = "Content-Type: text/plain\r\n\r\nturn 3\r\n";

/* Signs `text` with key k of keyring; verifies `data` there through
 * gpgme and, when data is text, with the gpg command too. */
static enum sig_status
sign_verify(const char *keyring, const struct openpgp_game_key *k,
    const char *data, char *signer)
{
	struct pbem_err err = { 0 };
	struct sig_result r;
	char *sig, micalg[32], path[300], cmd[1200];
	size_t siglen;

	ck_assert_msg(openpgp_sign_game(keyring, k, text, strlen(text), &sig,
	    &siglen, micalg, &err) == PBEM_OK, "%s", err.msg);
	ck_assert_str_eq(micalg, "pgp-sha256");
	openpgp_verify_detached(keyring, data, strlen(data), sig, siglen, &r);
	snprintf(signer, 64, "%s", r.fpr);
	sig_result_free(&r);
	if (r.status == SIG_GOOD) {
		/* The gpg command agrees: VALIDSIG names the key. */
		snprintf(path, sizeof path, "%s/t.sig", keyring);
		ck_assert_int_eq(util_write_file(path, sig, siglen, 0600, &err),
		    PBEM_OK);
		snprintf(path, sizeof path, "%s/t.txt", keyring);
		ck_assert_int_eq(util_write_file(path, data, strlen(data), 0600,
		    &err), PBEM_OK);
		snprintf(cmd, sizeof cmd, "gpg --homedir '%s' --batch --no-tty "
		    "--status-fd 1 --verify '%s/t.sig' '%s/t.txt' 2>/dev/null | "
		    "grep -q '^\\[GNUPG:\\] VALIDSIG %s .* 00 %s$'", keyring,
		    keyring, keyring, k->fpr, k->fpr);
		ck_assert_msg(system(cmd) == 0, "gpg --verify: %s", cmd);
	}
	free(sig);
	return r.status;
}

/* Signing with k fails, nothing comes out, and err says `why`. */
static void
refused(const char *keyring, const struct openpgp_game_key *k,
    const char *why)
{
	struct pbem_err err = { 0 };
	char *sig = (char *)"x";
	size_t n = 1;

	ck_assert_int_ne(openpgp_sign_game(keyring, k, text, strlen(text),
	    &sig, &n, NULL, &err), PBEM_OK);
	ck_assert_ptr_null(sig);
	ck_assert_uint_eq(n, 0);
	ck_assert_msg(strstr(err.msg, why) != NULL, "'%s' lacks '%s'",
	    err.msg, why);
}

/* No process of this test's GnuPG homes is left. */
static void
no_agents(const char *dir)
{
	char cmd[400];

	/* "[/]tmp": the pattern does not match the shell running pgrep. */
	snprintf(cmd, sizeof cmd, "pgrep -f '[/]%s' >/dev/null", dir + 1);
	ck_assert_msg(system(cmd) != 0, "a process of %s is left", dir);
}

/* A key made by the gpg command in its own home. */
static void
gpg_key(const char *home, const char *algo, const char *pass,
    struct openpgp_game_key *k)
{
	char cmd[1200];
	FILE *f;

	snprintf(cmd, sizeof cmd, "GNUPGHOME=%s gpg --batch --quiet "
	    "--pinentry-mode loopback --passphrase '%s' --quick-gen-key "
	    "'t <t@example.org>' %s sign never 2>/dev/null && GNUPGHOME=%s "
	    "gpg --batch --with-colons --with-keygrip -k | awk -F: "
	    "'/^pub/ && !c {c=$6} /^fpr/ && !f {f=$10} /^grp/ && !g {g=$10} "
	    "END {print f, g, c}'", home, pass, algo, home);
	ck_assert((f = popen(cmd, "r")) != NULL);
	ck_assert_int_eq(fscanf(f, "%63s %63s %lld", k->fpr, k->grip,
	    &k->created), 3);
	pclose(f);
}

START_TEST(game_key_signs_in_process)
{
	struct pbem_err err = { 0 };
	struct openpgp_game_key k, other, x;
	char dir[] = "/tmp/pbemd-tgk.XXXXXX", kr[200], signer[64];
	char from[300], to[300], cmd[700];

	ck_assert(mkdtemp(dir) != NULL);
	snprintf(kr, sizeof kr, "%s/kr", dir);
	ck_assert_int_eq(util_mkdir_p(kr, 0700, &err), PBEM_OK);
	ck_assert_int_eq(openpgp_keyring_prepare(kr, &err), PBEM_OK);
	ck_assert_msg(openpgp_game_key_make(kr, "pbemd game t <t@x.org>", &k,
	    &err) == PBEM_OK, "%s", err.msg);
	ck_assert(k.created > 0);
	ck_assert_int_eq(sign_verify(kr, &k, text, signer), SIG_GOOD);
	ck_assert_str_eq(signer, k.fpr);
	ck_assert_int_eq(sign_verify(kr, &k, "Content-Type: text/plain"
	    "\r\n\r\nturn 4\r\n", signer), SIG_BAD);
	/* A clock faked into the past (tests, replays) signs at gpg's own
	 * time, never before the key was made: gpg would refuse that. */
	setenv("PBEMD_FAKE_TIME", "1000000000", 1);
	ck_assert_int_eq(sign_verify(kr, &k, text, signer), SIG_GOOD);
	unsetenv("PBEMD_FAKE_TIME");
	/* The lazy lookup of a keyring made before the settings kept it. */
	ck_assert_int_eq(openpgp_game_key_find(kr, &other, &err), PBEM_OK);
	ck_assert_str_eq(other.fpr, k.fpr);
	ck_assert_str_eq(other.grip, k.grip);
	ck_assert(other.created == k.created);
	/* A key file under another key's name signs nothing. */
	snprintf(from, sizeof from, "%s/private-keys-v1.d/%s.key", kr, k.grip);
	snprintf(to, sizeof to, "%s/private-keys-v1.d/%040d.key", kr, 0);
	snprintf(cmd, sizeof cmd, "cp '%s' '%s'", from, to);
	ck_assert_int_eq(system(cmd), 0);
	x = k;
	snprintf(x.grip, sizeof x.grip, "%040d", 0);
	refused(kr, &x, "another key than its name says");
	/* A second key in the same keyring: neither signs as the other. */
	ck_assert_msg(openpgp_game_key_make(kr, "pbemd game u <u@x.org>",
	    &other, &err) == PBEM_OK, "%s", err.msg);
	ck_assert_str_ne(other.fpr, k.fpr);
	ck_assert_int_eq(sign_verify(kr, &other, text, signer), SIG_GOOD);
	ck_assert_str_eq(signer, other.fpr);
	x = k;
	snprintf(x.grip, sizeof x.grip, "%s", other.grip);
	x.created = other.created;
	refused(kr, &x, "is not the game key");
	x = other;
	snprintf(x.fpr, sizeof x.fpr, "%s", k.fpr);
	refused(kr, &x, "is not the game key");
	/* The creation time is part of the fingerprint. */
	x = k;
	x.created = k.created + 1;
	refused(kr, &x, "is not the game key");
	x.created = 0;
	refused(kr, &x, "creation time");
	snprintf(x.fpr, sizeof x.fpr, "%s", "not hex");
	refused(kr, &x, "fingerprint");
	x = k;
	snprintf(x.grip, sizeof x.grip, "../../%s", k.grip);
	refused(kr, &x, "keygrip");
	no_agents(dir);
	util_remove_tree(dir);
}
END_TEST

START_TEST(rsa_and_protected_keys)
{
	struct pbem_err err = { 0 };
	struct openpgp_game_key k;
	char dir[] = "/tmp/pbemd-tgr.XXXXXX", home[200], signer[64];

	ck_assert(mkdtemp(dir) != NULL);
	snprintf(home, sizeof home, "%s/rsa", dir);
	ck_assert_int_eq(util_mkdir_p(home, 0700, &err), PBEM_OK);
	gpg_key(home, "rsa2048", "", &k);
	ck_assert_int_eq(sign_verify(home, &k, text, signer), SIG_GOOD);
	ck_assert_str_eq(signer, k.fpr);
	openpgp_stop_agent(home);
	snprintf(home, sizeof home, "%s/pw", dir);
	ck_assert_int_eq(util_mkdir_p(home, 0700, &err), PBEM_OK);
	gpg_key(home, "ed25519", "secret", &k);
	refused(home, &k, "passphrase");
	openpgp_stop_agent(home);
	no_agents(dir);
	util_remove_tree(dir);
}
END_TEST

/* Key files a hostile or broken home could hold where the game key
 * should be: each is refused, none crashes or hangs. */
START_TEST(hostile_key_files)
{
	static const char *const bad[] = {
		"",
		"(",
		")))",
		"(private-key)",
		"(private-key (ecc))",
		"(private-key (ecc (curve Ed25519)(flags eddsa)(q #40#)))",
		"(protected-private-key (ecc (curve Ed25519)))",
		"(shadowed-private-key (ecc (curve Ed25519)))",
		"(foo (private-key (rsa (n #00#)(e #03#))))",
		"Created: 20261124T000000\nKey:\n",
		"Created: 20261124T000000\n",
		"Key: (private-key (ecc (curve Ed25519)\n(q #40AA#))\n",
		"Key: (private-key\n (rsa (n #0102#)(e #03#)(d #05#)(p #07#)"
		    "(q #0B#)(u #0D#)))\n",
		"Key: (private-key (ecc (curve \"Ed25519\")(flags eddsa)(q "
		    "#40" "0000000000000000000000000000000000000000000000000000"
		    "000000000000#)(d #00#)))\n",
		"Key: ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((",
		"Key: \x01\x02\x03\xff\xfe\n \x80\x81\n",
		NULL,
	};
	struct pbem_err err = { 0 };
	struct openpgp_game_key k;
	char dir[] = "/tmp/pbemd-tgh.XXXXXX", kr[200], path[400], *big;
	size_t i;

	ck_assert(mkdtemp(dir) != NULL);
	snprintf(kr, sizeof kr, "%s/kr", dir);
	ck_assert_int_eq(util_mkdir_p(kr, 0700, &err), PBEM_OK);
	ck_assert_int_eq(openpgp_keyring_prepare(kr, &err), PBEM_OK);
	ck_assert_msg(openpgp_game_key_make(kr, "pbemd game h <h@x.org>", &k,
	    &err) == PBEM_OK, "%s", err.msg);
	snprintf(path, sizeof path, "%s/private-keys-v1.d/%s.key", kr, k.grip);
	for (i = 0; bad[i]; i++) {
		ck_assert_int_eq(unlink(path), 0);
		ck_assert_int_eq(util_write_file(path, bad[i], strlen(bad[i]),
		    0600, &err), PBEM_OK);
		refused(kr, &k, "");
	}
	/* NUL bytes inside, and a file larger than any key file. */
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(util_write_file(path, "Key: (private-key\0(ecc))\n",
	    26, 0600, &err), PBEM_OK);
	refused(kr, &k, "");
	ck_assert((big = malloc(1 << 20)) != NULL);
	memset(big, '(', 1 << 20);
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(util_write_file(path, big, 1 << 20, 0600, &err),
	    PBEM_OK);
	free(big);
	refused(kr, &k, "not a key file");
	/* Not a regular file: a FIFO (would block), a directory, a device. */
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(mkfifo(path, 0600), 0);
	refused(kr, &k, "not a key file");
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(mkdir(path, 0700), 0);
	refused(kr, &k, "not a key file");
	ck_assert_int_eq(rmdir(path), 0);
	ck_assert_int_eq(symlink("/dev/zero", path), 0);
	refused(kr, &k, "not a key file");
	ck_assert_int_eq(unlink(path), 0);
	refused(kr, &k, "cannot read");
	no_agents(dir);
	util_remove_tree(dir);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("openpgp");
	TCase *tc = tcase_create("openpgp");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, game_key_signs_in_process);
	tcase_add_test(tc, rsa_and_protected_keys);
	tcase_add_test(tc, hostile_key_files);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
