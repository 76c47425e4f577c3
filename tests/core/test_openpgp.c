/*
 * test_openpgp.c - the game key signs in-process (base/openpgp_sig.c):
 * what it writes verifies with gpg (through gpgme, as intake does) as a
 * signature of exactly that key; a changed byte does not; RSA keys sign
 * too; a key protected by a passphrase, or a key file under another
 * key's name, signs nothing; and no gpg-agent is left running.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "openpgp.h"
#include "util.h"

static const char text[] = "Content-Type: text/plain\r\n\r\nturn 3\r\n";

/* Signs `text` with (fpr, grip) of keyring; verifies it there. */
static enum sig_status
sign_verify(const char *keyring, const char *fpr, const char *grip,
    const char *data, char *signer)
{
	struct pbem_err err = { 0 };
	struct sig_result r;
	char *sig, micalg[32];
	size_t siglen;

	ck_assert_msg(openpgp_sign_game(keyring, fpr, grip, text,
	    strlen(text), &sig, &siglen, micalg, &err) == PBEM_OK, "%s",
	    err.msg);
	ck_assert_str_eq(micalg, "pgp-sha256");
	openpgp_verify_detached(keyring, data, strlen(data), sig, siglen, &r);
	snprintf(signer, 64, "%s", r.fpr);
	sig_result_free(&r);
	free(sig);
	return r.status;
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

/* A key made by the gpg command in its own home; fpr and grip out. */
static void
gpg_key(const char *home, const char *algo, const char *pass, char fpr[64],
    char grip[64])
{
	char cmd[1200];
	FILE *f;

	snprintf(cmd, sizeof cmd, "GNUPGHOME=%s gpg --batch --quiet "
	    "--pinentry-mode loopback --passphrase '%s' --quick-gen-key "
	    "'t <t@example.org>' %s sign never 2>/dev/null && GNUPGHOME=%s "
	    "gpg --batch --with-colons --with-keygrip -k | awk -F: "
	    "'/^fpr/ && !f {f=$10} /^grp/ && !g {g=$10} END {print f, g}'",
	    home, pass, algo, home);
	ck_assert((f = popen(cmd, "r")) != NULL);
	ck_assert_int_eq(fscanf(f, "%63s %63s", fpr, grip), 2);
	pclose(f);
}

START_TEST(game_key_signs_in_process)
{
	struct pbem_err err = { 0 };
	char dir[] = "/tmp/pbemd-tgk.XXXXXX", kr[200], fpr[64], grip[64];
	char signer[64], other[64], ogrip[64], from[300], to[300], cmd[700];

	ck_assert(mkdtemp(dir) != NULL);
	snprintf(kr, sizeof kr, "%s/kr", dir);
	ck_assert_int_eq(util_mkdir_p(kr, 0700, &err), PBEM_OK);
	ck_assert_int_eq(openpgp_keyring_prepare(kr, &err), PBEM_OK);
	ck_assert_msg(openpgp_game_key_make(kr, "pbemd game t <t@x.org>", fpr,
	    grip, &err) == PBEM_OK, "%s", err.msg);
	ck_assert_int_eq(sign_verify(kr, fpr, grip, text, signer), SIG_GOOD);
	ck_assert_str_eq(signer, fpr);
	ck_assert_int_eq(sign_verify(kr, fpr, grip, "Content-Type: text/plain"
	    "\r\n\r\nturn 4\r\n", signer), SIG_BAD);
	/* The lazy lookup of a keyring made before the settings kept it. */
	ck_assert_int_eq(openpgp_game_key_find(kr, other, ogrip, &err),
	    PBEM_OK);
	ck_assert_str_eq(other, fpr);
	ck_assert_str_eq(ogrip, grip);
	/* A key file under another key's name signs nothing. */
	snprintf(from, sizeof from, "%s/private-keys-v1.d/%s.key", kr, grip);
	snprintf(to, sizeof to, "%s/private-keys-v1.d/%040d.key", kr, 0);
	snprintf(cmd, sizeof cmd, "cp '%s' '%s'", from, to);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(ogrip, sizeof ogrip, "%040d", 0);
	{
		char *sig = NULL;
		size_t n;
		ck_assert_int_ne(openpgp_sign_game(kr, fpr, ogrip, text,
		    strlen(text), &sig, &n, NULL, &err), PBEM_OK);
		ck_assert_ptr_null(sig);
	}
	no_agents(dir);
	util_remove_tree(dir);
}
END_TEST

START_TEST(rsa_and_protected_keys)
{
	struct pbem_err err = { 0 };
	char dir[] = "/tmp/pbemd-tgr.XXXXXX", home[200], fpr[64], grip[64];
	char signer[64], *sig = NULL;
	size_t n;

	ck_assert(mkdtemp(dir) != NULL);
	snprintf(home, sizeof home, "%s/rsa", dir);
	ck_assert_int_eq(util_mkdir_p(home, 0700, &err), PBEM_OK);
	gpg_key(home, "rsa2048", "", fpr, grip);
	ck_assert_int_eq(sign_verify(home, fpr, grip, text, signer), SIG_GOOD);
	ck_assert_str_eq(signer, fpr);
	openpgp_stop_agent(home);
	snprintf(home, sizeof home, "%s/pw", dir);
	ck_assert_int_eq(util_mkdir_p(home, 0700, &err), PBEM_OK);
	gpg_key(home, "ed25519", "secret", fpr, grip);
	ck_assert_int_ne(openpgp_sign_game(home, fpr, grip, text, strlen(text),
	    &sig, &n, NULL, &err), PBEM_OK);
	ck_assert_ptr_null(sig);
	ck_assert_msg(strstr(err.msg, "passphrase") != NULL, "%s", err.msg);
	openpgp_stop_agent(home);
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
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
