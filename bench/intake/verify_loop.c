/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * verify_loop.c - the baseline of bench/intake: a bare gpgme verify loop
 * over the same mails `pbemd poll` takes in.
 *
 * For each mail file of a directory (sorted by name, as maildir.c takes
 * them) it does what intake does before it ever touches the store: read
 * the file, find the signed bytes with mime_parse() (libetpan, exactly as
 * orders/mime.c), and verify them with openpgp_verify_detached() or
 * openpgp_verify_clear() against the game's keyring.  What is left to
 * pbemd on top of this (envelope, rules check, sqlite, receipt, outbox) is
 * what the benchmark's ratio measures.
 *
 * With --raw the loop skips orders/ altogether: one gpgme context, reused,
 * and gpgme_op_verify() alone (no key lookup), so the floor of gpgme
 * itself can be told apart from what signature.c adds.
 *
 * Never writes anything: the keyring and the mails are only read.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <gpgme.h>

#include "orders.h"
#include "util.h"

struct tally {
	int mails;
	int good;
	int other;		/* verified, but not GOOD */
	int nosig;		/* mime_parse found no signature */
};

static void
usage(void)
{
	fprintf(stderr, "usage: verify_loop [--raw] KEYRING MAILDIR\n\n"
	    "Verify every mail file in MAILDIR (a directory of .eml files)\n"
	    "against the GnuPG home KEYRING, the way pbemd's intake does,\n"
	    "and print one line: mails, good, seconds, mails/s.\n");
}

static int
namecmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void
names_free(char **names, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

/* The mail files of dir, sorted; dot files skipped, as maildir.c does. */
static int
list_mails(const char *dir, char ***out, size_t *count)
{
	char **names = NULL, **nn;
	size_t n = 0, cap = 0;
	struct dirent *e;
	DIR *d;

	*out = NULL;
	*count = 0;
	if ((d = opendir(dir)) == NULL) {
		fprintf(stderr, "verify_loop: cannot open %s: %s\n", dir,
		    strerror(errno));
		return -1;
	}
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 256;
			if ((nn = realloc(names, cap * sizeof *names)) == NULL)
				goto nomem;
			names = nn;
		}
		if ((names[n] = strdup(e->d_name)) == NULL)
			goto nomem;
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof *names, namecmp);
	*out = names;
	*count = n;
	return 0;
nomem:
	closedir(d);
	names_free(names, n);
	fprintf(stderr, "verify_loop: out of memory\n");
	return -1;
}

/* One mail the way intake.c checks it: mime.c, then signature.c. */
static int
verify_orders(const char *keyring, const char *raw, size_t len,
    struct tally *t)
{
	struct mime_msg m;
	struct sig_result r;
	int rc;

	memset(&r, 0, sizeof r);
	/* mime_parse clears m first, so out: may free it on any path. */
	if ((rc = mime_parse(raw, len, &m)) != PBEM_OK)
		goto out;
	switch (m.kind) {
	case MIME_PGPMIME:
		rc = openpgp_verify_detached(keyring, m.signed_data,
		    m.signed_len, m.signature, m.sig_len, &r);
		break;
	case MIME_CLEARSIGNED:
		rc = openpgp_verify_clear(keyring, m.signed_data,
		    m.signed_len, &r);
		break;
	default:
		t->nosig++;
		goto out;
	}
	if (rc != PBEM_OK)
		goto out;
	if (r.status == SIG_GOOD)
		t->good++;
	else
		t->other++;
out:
	sig_result_free(&r);
	mime_msg_free(&m);
	return rc;
}

/* One mail with nothing but gpgme: the signed bytes still come from
 * mime_parse (they must be the same bytes), then one gpgme_op_verify on a
 * context made once. */
static int
verify_raw(gpgme_ctx_t ctx, const char *raw, size_t len, struct tally *t)
{
	gpgme_data_t dsig = NULL, dtext = NULL, dplain = NULL;
	gpgme_verify_result_t res;
	gpgme_error_t e = 0;
	struct mime_msg m;
	int rc;

	if ((rc = mime_parse(raw, len, &m)) != PBEM_OK)
		goto out;
	switch (m.kind) {
	case MIME_PGPMIME:
		if ((e = gpgme_data_new_from_mem(&dsig, m.signature, m.sig_len,
		    0)) != 0 || (e = gpgme_data_new_from_mem(&dtext,
		    m.signed_data, m.signed_len, 0)) != 0)
			break;
		e = gpgme_op_verify(ctx, dsig, dtext, NULL);
		break;
	case MIME_CLEARSIGNED:
		if ((e = gpgme_data_new_from_mem(&dsig, m.signed_data,
		    m.signed_len, 0)) != 0 || (e = gpgme_data_new(&dplain)) != 0)
			break;
		e = gpgme_op_verify(ctx, dsig, NULL, dplain);
		break;
	default:
		t->nosig++;
		goto out;
	}
	if (e == 0 && (res = gpgme_op_verify_result(ctx)) != NULL &&
	    res->signatures != NULL && res->signatures->next == NULL &&
	    gpg_err_code(res->signatures->status) == GPG_ERR_NO_ERROR)
		t->good++;
	else
		t->other++;
out:
	gpgme_data_release(dsig);
	gpgme_data_release(dtext);
	gpgme_data_release(dplain);
	mime_msg_free(&m);
	return rc;
}

static int
raw_ctx_new(const char *keyring, gpgme_ctx_t *ctx)
{
	*ctx = NULL;
	if (openpgp_init() != PBEM_OK || gpgme_new(ctx) != 0)
		return -1;
	if (gpgme_set_protocol(*ctx, GPGME_PROTOCOL_OpenPGP) != 0 ||
	    gpgme_ctx_set_engine_info(*ctx, GPGME_PROTOCOL_OpenPGP, NULL,
	    keyring) != 0) {
		gpgme_release(*ctx);
		*ctx = NULL;
		return -1;
	}
	gpgme_set_offline(*ctx, 1);
	return 0;
}

static double
seconds_since(const struct timespec *t0)
{
	struct timespec t1;

	clock_gettime(CLOCK_MONOTONIC, &t1);
	return (double)(t1.tv_sec - t0->tv_sec) +
	    (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

int
main(int argc, char **argv)
{
	struct pbem_err err = { 0 };
	struct tally t = { 0, 0, 0, 0 };
	struct timespec t0;
	gpgme_ctx_t ctx = NULL;
	const char *keyring, *dir;
	char path[PATH_MAX], **names = NULL, *raw;
	size_t n = 0, i, len;
	double secs;
	int raw_mode = 0, argi = 1, status = 1;

	if (argi < argc && strcmp(argv[argi], "--raw") == 0) {
		raw_mode = 1;
		argi++;
	}
	if (argc - argi != 2) {
		usage();
		return 2;
	}
	keyring = argv[argi];
	dir = argv[argi + 1];
	if (openpgp_init() != PBEM_OK) {
		fprintf(stderr, "verify_loop: gpgme cannot start GnuPG\n");
		return 1;
	}
	if (list_mails(dir, &names, &n) != 0)
		return 1;
	/* The clock starts before the first file is read and before the
	 * context is made: pbemd pays for both too. */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (raw_mode && raw_ctx_new(keyring, &ctx) != 0) {
		fprintf(stderr, "verify_loop: cannot make a gpgme context for "
		    "%s\n", keyring);
		goto out;
	}
	for (i = 0; i < n; i++) {
		if ((size_t)snprintf(path, sizeof path, "%s/%s", dir,
		    names[i]) >= sizeof path) {
			fprintf(stderr, "verify_loop: path too long: %s/%s\n",
			    dir, names[i]);
			goto out;
		}
		if (util_read_file(path, PBEM_MAX_MAIL, &raw, &len, &err) !=
		    PBEM_OK) {
			fprintf(stderr, "verify_loop: %s\n", err.msg);
			goto out;
		}
		t.mails++;
		if ((raw_mode ? verify_raw(ctx, raw, len, &t) :
		    verify_orders(keyring, raw, len, &t)) != PBEM_OK) {
			fprintf(stderr, "verify_loop: %s: out of memory or "
			    "GnuPG failed\n", path);
			free(raw);
			goto out;
		}
		free(raw);
	}
	secs = seconds_since(&t0);
	printf("verify_loop mode=%s mails=%d good=%d other=%d unsigned=%d "
	    "seconds=%.3f rate=%.1f\n", raw_mode ? "raw" : "orders", t.mails,
	    t.good, t.other, t.nosig, secs, secs > 0 ? t.mails / secs : 0);
	status = 0;
out:
	if (ctx)
		gpgme_release(ctx);
	names_free(names, n);
	return status;
}
