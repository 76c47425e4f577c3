/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gpgme_verify.c - a player's mail program checking a detached signature
 * with gpgme alone (none of pbemd's code): tests/security/game_sig.sh
 * runs it on every mail pbemd signed.
 *
 *   gpgme_verify GNUPGHOME SIGFILE DATAFILE
 *
 * Prints "GOOD FPR" (the signing key's fingerprint) and exits 0 when the
 * file holds exactly one signature and gpgme calls it valid (status 0,
 * no red summary bit); otherwise prints why and exits 1.
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include <gpgme.h>

int
main(int argc, char **argv)
{
	gpgme_ctx_t ctx;
	gpgme_data_t sig = NULL, data = NULL;
	gpgme_verify_result_t res;
	gpgme_signature_t s;
	gpgme_error_t e;
	int n = 0;

	if (argc != 4) {
		fprintf(stderr, "usage: gpgme_verify GNUPGHOME SIGFILE "
		    "DATAFILE\n");
		return 2;
	}
	setlocale(LC_ALL, "");
	if (gpgme_check_version(NULL) == NULL || gpgme_new(&ctx) != 0 ||
	    gpgme_set_protocol(ctx, GPGME_PROTOCOL_OpenPGP) != 0 ||
	    gpgme_ctx_set_engine_info(ctx, GPGME_PROTOCOL_OpenPGP, NULL,
	    argv[1]) != 0) {
		printf("ERROR cannot start gpgme\n");
		return 1;
	}
	gpgme_set_offline(ctx, 1);
	if ((e = gpgme_data_new_from_file(&sig, argv[2], 1)) != 0 ||
	    (e = gpgme_data_new_from_file(&data, argv[3], 1)) != 0 ||
	    (e = gpgme_op_verify(ctx, sig, data, NULL)) != 0 ||
	    (res = gpgme_op_verify_result(ctx)) == NULL) {
		printf("ERROR %s\n", gpgme_strerror(e));
		return 1;
	}
	for (s = res->signatures; s; s = s->next)
		n++;
	s = res->signatures;
	if (n != 1) {
		printf("ERROR %d signatures\n", n);
		return 1;
	}
	if (gpg_err_code(s->status) != GPG_ERR_NO_ERROR ||
	    (s->summary & GPGME_SIGSUM_RED)) {
		printf("BAD %s (summary 0x%x)\n", gpgme_strerror(s->status),
		    (unsigned)s->summary);
		return 1;
	}
	printf("GOOD %s\n", s->fpr ? s->fpr : "?");
	gpgme_data_release(sig);
	gpgme_data_release(data);
	gpgme_release(ctx);
	return 0;
}
