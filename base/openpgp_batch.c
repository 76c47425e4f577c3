/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp_batch.c - many signatures of one keyring checked by one gpg.
 *
 * A gpg process costs more to start (exec, dynamic linking, keyring)
 * than to check one ed25519 signature, so a poll pass that checks mail by
 * mail spends most of its time starting gpg.  `gpg --decrypt-files`
 * checks a list of files in one process, one status block per file
 * (FILE_START ... FILE_DONE):
 *   - a clearsigned block goes as it came (NNNNNN.asc); gpg writes the
 *     verified plaintext next to it (NNNNNN), which becomes r->plain, as
 *     gpgme's plaintext would;
 *   - a detached signature (PGP/MIME) and its signed entity become one
 *     signed message (RFC 4880 11.3: the signature packet, then a
 *     literal data packet holding exactly the entity's bytes,
 *     NNNNNN.gpg), which gpg checks over the same bytes as a detached
 *     verification would.  Only a signature of one packet, a version 4
 *     signature of a binary document (class 0x00), is carried over.
 *
 * This path only ever says yes: a file whose status block is exactly one
 * signature, GOODSIG and VALIDSIG (of the expected class, naming the
 * signing key and its primary) and nothing alarming is SIG_GOOD (gpg says
 * EXPKEYSIG or REVKEYSIG, never GOODSIG, for a key that expired or was
 * revoked, its primary's fate included); anything else (a bad, expired,
 * revoked, unknown or second signature, a status this code does not know,
 * a file gpg never reached, an armor of any but the plainest shape, a gpg
 * killed half way) is left undecided and verified again alone through
 * gpgme, whose judgement stands.  The caller (openpgp_verify.c) then puts
 * every "good" through the same key checks a verification alone gets
 * (the keyring's own list: revoked, expired by pbemd's clock, primary).
 * gpg is the one gpgme runs, started without a shell.  The files live in
 * a private directory (mode 0700) in /dev/shm, so never on disk, or where
 * there is none inside the keyring; it is removed on every path, and one
 * left by a process that died half way is removed by the next.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gpgme.h>

#include "openpgp.h"
#include "openpgp_armor.h"
#include "buf.h"
#include "log.h"
#include "pbem_limits.h"
#include "util.h"

extern char **environ;

/* The one armored PGP SIGNATURE block of s, decoded; -1 unless it has
 * the plain shape every OpenPGP program writes, on which gpg's armor
 * parser cannot read anything else: the BEGIN line, armor headers
 * "Version: ..." or "Comment: ...", one empty line, base64 lines
 * (padding only at the end), the CRC line "=XXXX" that matches, the END
 * line, and nothing armored after it.  Anything else (a header gpg calls invalid, a stray
 * character gpg would skip, no or a wrong CRC, which gpg refuses) is
 * left to the one-by-one path: the caller falls back. */
static int
dearmor(const char *s, size_t n, struct buf *out)
{
	static const char begin[] = "-----BEGIN PGP SIGNATURE-----";
	static const char end[] = "-----END PGP SIGNATURE-----";
	const char *p, *e, *nl, *c, *lim = s + n;
	unsigned char crc[3];
	unsigned v = 0, cv = 0;
	int bits = 0, pad = 0, k, x;

	if ((p = memmem(s, n, begin, sizeof begin - 1)) == NULL ||
	    (p != s && p[-1] != '\n') ||
	    (e = memmem(p, (size_t)(lim - p), end, sizeof end - 1)) == NULL ||
	    e[-1] != '\n' ||
	    memmem(e, (size_t)(lim - e), "-----BEGIN", 10) != NULL)
		return -1;
	/* The BEGIN line, armor headers (Name: value), one blank line. */
	if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL ||
	    nl - p - (nl[-1] == '\r') != (ptrdiff_t)(sizeof begin - 1))
		return -1;
	for (p = nl + 1; p < e; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
			return -1;
		if (nl == p || (nl == p + 1 && *p == '\r'))
			break;
		if ((c = memchr(p, ':', (size_t)(nl - p))) == NULL ||
		    c + 1 >= nl || c[1] != ' ' || !((c - p == 7 &&
		    memcmp(p, "Version", 7) == 0) || (c - p == 7 &&
		    memcmp(p, "Comment", 7) == 0)))
			return -1;
	}
	/* Base64 lines up to the CRC line. */
	for (p = nl + 1; p < e; p = nl + 1) {
		if ((nl = memchr(p, '\n', (size_t)(e - p))) == NULL)
			return -1;
		if (*p == '=')
			break;
		for (c = p; c < nl; c++) {
			if (*c == '\r' && c + 1 == nl)
				break;
			if (*c == '=' && ++pad <= 2)
				continue;
			if (pad || (x = armor_b64val((unsigned char)*c)) < 0)
				return -1;
			v = (v << 6 | (unsigned)x) & 0xffffff;
			if ((bits += 6) >= 8) {
				bits -= 8;
				buf_addc(out, (char)(v >> bits & 0xff));
			}
		}
	}
	/* "=" and four base64 characters, then the END line. */
	if (p >= e || nl + 1 != e || nl - p - (nl[-1] == '\r') != 5)
		return -1;
	for (k = 1; k <= 4; k++) {
		if ((x = armor_b64val((unsigned char)p[k])) < 0)
			return -1;
		cv = cv << 6 | (unsigned)x;
	}
	crc[0] = (unsigned char)(cv >> 16);
	crc[1] = (unsigned char)(cv >> 8);
	crc[2] = (unsigned char)cv;
	if (out->failed || out->len == 0 ||
	    armor_crc24((const unsigned char *)buf_str(out), out->len) !=
	    ((uint32_t)crc[0] << 16 | (uint32_t)crc[1] << 8 | crc[2]))
		return -1;
	return 0;
}

/* One OpenPGP packet header at p: tag, body offset and length. */
static int
packet(const unsigned char *p, size_t n, int *tag, size_t *off, size_t *len)
{
	if (n < 2 || !(p[0] & 0x80))
		return -1;
	if (p[0] & 0x40) {		/* new format */
		*tag = p[0] & 0x3f;
		if (p[1] < 192) {
			*off = 2;
			*len = p[1];
		} else if (p[1] < 224 && n >= 3) {
			*off = 3;
			*len = ((size_t)(p[1] - 192) << 8) + p[2] + 192;
		} else if (p[1] == 255 && n >= 6) {
			*off = 6;
			*len = (size_t)p[2] << 24 | (size_t)p[3] << 16 |
			    (size_t)p[4] << 8 | p[5];
		} else
			return -1;	/* partial lengths: not in a signature */
	} else {			/* old format */
		*tag = (p[0] >> 2) & 0x0f;
		switch (p[0] & 3) {
		case 0: *off = 2; *len = p[1]; break;
		case 1:
			if (n < 3)
				return -1;
			*off = 3;
			*len = (size_t)p[1] << 8 | p[2];
			break;
		case 2:
			if (n < 5)
				return -1;
			*off = 5;
			*len = (size_t)p[1] << 24 | (size_t)p[2] << 16 |
			    (size_t)p[3] << 8 | p[4];
			break;
		default:
			return -1;
		}
	}
	return *off + *len <= n ? 0 : -1;
}

/* The signed message for a detached signature: its one packet (a v4
 * signature of class 0x00), then a binary literal packet of the data. */
static int
signed_message(const struct openpgp_job *j, struct buf *out)
{
	struct buf sig;
	const unsigned char *p;
	size_t off, len, n = j->len;
	int tag, rc = -1;

	buf_init(&sig, 64 * 1024);
	if (dearmor(j->sig, j->siglen, &sig) != 0)
		goto out;
	p = (const unsigned char *)buf_str(&sig);
	if (packet(p, sig.len, &tag, &off, &len) != 0 || tag != 2 ||
	    off + len != sig.len || len < 2 || p[off] != 4 ||
	    p[off + 1] != 0x00)
		goto out;
	buf_add(out, buf_str(&sig), sig.len);
	/* new-format tag 11, five-octet length: mode 'b', no name, no date */
	n += 6;
	buf_addc(out, (char)0xcb);
	buf_addc(out, (char)0xff);
	buf_addc(out, (char)(n >> 24));
	buf_addc(out, (char)(n >> 16));
	buf_addc(out, (char)(n >> 8));
	buf_addc(out, (char)n);
	buf_add(out, "b\0\0\0\0\0", 6);
	buf_add(out, j->data, j->len);
	rc = out->failed ? -1 : 0;
out:
	buf_free(&sig);
	return rc;
}

/* What one FILE_START ... FILE_DONE block said. */
struct verdict {
	int newsig, good, valid, bad;
	char signer[64];	/* VALIDSIG: the key that signed */
	char primary[64];	/* VALIDSIG: its primary key */
	char cls[8];
};

/* The words gpg may say about a good signature (and the file around it)
 * without it being anything but good. */
static int
harmless(const char *kw)
{
	static const char *const ok[] = { "PLAINTEXT", "PLAINTEXT_LENGTH",
	    "KEY_CONSIDERED", "SIG_ID", "TRUST_UNDEFINED", "TRUST_NEVER",
	    "TRUST_MARGINAL", "TRUST_FULLY", "TRUST_ULTIMATE", "VERIFICATION_"
	    "COMPLIANCE_MODE", NULL };
	int i;

	for (i = 0; ok[i]; i++)
		if (strcmp(kw, ok[i]) == 0)
			return 1;
	return 0;
}

static void
status_line(char *line, struct verdict *v)
{
	char *kw = line, *rest;

	rest = strchr(line, ' ');
	if (rest)
		*rest++ = '\0';
	if (strcmp(kw, "NEWSIG") == 0)
		v->newsig++;
	else if (strcmp(kw, "GOODSIG") == 0)
		v->good++;
	else if (strcmp(kw, "VALIDSIG") == 0 && rest) {
		/* fpr date stamp expire version reserved algo hash class
		 * primary-fpr */
		v->valid++;
		if (sscanf(rest, "%63s %*s %*s %*s %*s %*s %*s %*s %7s %63s",
		    v->signer, v->cls, v->primary) != 3 ||
		    strlen(v->signer) != 40 || strlen(v->primary) != 40)
			v->bad++;
	} else if (!harmless(kw))
		v->bad++;
}

/* Read the status file: each block's verdict by file index. */
static void
read_status(const char *path, const char *dir, struct verdict *v, int *seen,
    size_t n)
{
	char *text, *line, *nl, *name, *end;
	size_t len, dl = strlen(dir);
	struct pbem_err e = { 0 };
	unsigned long i = 0;
	int in = 0;

	if (util_read_file(path, 16 * 1024 * 1024, &text, &len, &e) !=
	    PBEM_OK)
		return;
	for (line = text; line && *line; line = nl) {
		if ((nl = strchr(line, '\n')) != NULL)
			*nl++ = '\0';
		if (strncmp(line, "[GNUPG:] ", 9) != 0)
			continue;
		line += 9;
		if (strncmp(line, "FILE_START 3 ", 13) == 0) {
			name = line + 13;
			in = 0;
			if (strncmp(name, dir, dl) == 0 && name[dl] == '/') {
				i = strtoul(name + dl + 1, &end, 10);
				in = i < n && (strcmp(end, ".gpg") == 0 ||
				    strcmp(end, ".asc") == 0) && !seen[i];
			}
			if (in)
				memset(&v[i], 0, sizeof v[i]);
		} else if (strcmp(line, "FILE_DONE") == 0) {
			if (in)
				seen[i] = 1;
			in = 0;
		} else if (in)
			status_line(line, &v[i]);
	}
	free(text);
}

/* The gpg gpgme runs (its engine), so both paths ask the same program. */
static const char *
gpg_path(void)
{
	gpgme_engine_info_t e;

	if (openpgp_init() != PBEM_OK || gpgme_get_engine_info(&e) != 0)
		return NULL;
	for (; e; e = e->next)
		if (e->protocol == GPGME_PROTOCOL_OpenPGP && e->file_name)
			return e->file_name;
	return NULL;
}

/* gpg --decrypt-files over the files, status into a file; no shell, its
 * output to /dev/null.  0 only when gpg ran and exited by itself (a gpg
 * killed half way may have written half a block). */
static int
run_gpg(const char *keyring, const char *status, char **files, size_t n)
{
	posix_spawn_file_actions_t fa;
	const char *gpg = gpg_path();
	char **argv;
	pid_t pid;
	size_t i, k = 0;
	int st, rc;

	if (gpg == NULL || (argv = calloc(n + 16, sizeof *argv)) == NULL)
		return -1;
	argv[k++] = (char *)gpg;
	argv[k++] = "--batch";
	argv[k++] = "--no-tty";
	argv[k++] = "--quiet";
	argv[k++] = "--no-autostart";
	argv[k++] = "--disable-dirmngr";
	argv[k++] = "--no-auto-key-retrieve";
	argv[k++] = "--no-auto-check-trustdb";
	argv[k++] = "--homedir";
	argv[k++] = (char *)keyring;
	argv[k++] = "--status-file";
	argv[k++] = (char *)status;
	argv[k++] = "--decrypt-files";
	argv[k++] = "--";
	for (i = 0; i < n; i++)
		argv[k++] = files[i];
	if ((rc = posix_spawn_file_actions_init(&fa)) != 0) {
		free(argv);
		return -1;
	}
	if ((rc = posix_spawn_file_actions_addopen(&fa, 0, "/dev/null",
	    O_RDONLY, 0)) == 0 && (rc = posix_spawn_file_actions_addopen(&fa,
	    1, "/dev/null", O_WRONLY, 0)) == 0 &&
	    (rc = posix_spawn_file_actions_addopen(&fa, 2, "/dev/null",
	    O_WRONLY, 0)) == 0)
		rc = posix_spawn(&pid, gpg, &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	free(argv);
	if (rc != 0) {
		log_warnx("verify batch: cannot run %s: %s", gpg, strerror(rc));
		return -1;
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	/* gpg exits 1 or 2 when any file of the batch was not good: the
	 * blocks say which.  Killed by a signal: nothing is believed. */
	return WIFEXITED(st) ? 0 : -1;
}

/* A verdict that says good, of the class expected; the clearsigned
 * plaintext is read from gpg's output file. */
static void
decide(const struct verdict *v, const struct openpgp_job *j,
    const char *out, struct sig_result *r)
{
	struct pbem_err e = { 0 };

	if (v->newsig != 1 || v->good != 1 || v->valid != 1 || v->bad ||
	    strcmp(v->cls, j->sig ? "00" : "01") != 0)
		return;
	if (j->sig == NULL && util_read_file(out, PBEM_MAX_SHEET, &r->plain,
	    &r->plain_len, &e) != PBEM_OK)
		return;
	snprintf(r->fpr, sizeof r->fpr, "%s", v->primary);
	snprintf(r->signer, sizeof r->signer, "%s", v->signer);
	r->status = SIG_GOOD;
}

/* A file of the batch (no fsync: it lives for one gpg run). */
static int
write_tmp(const char *path, const char *p, size_t n)
{
	ssize_t w;
	int fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600)) < 0)
		return -1;
	while (n > 0) {
		if ((w = write(fd, p, n)) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		p += w;
		n -= (size_t)w;
	}
	return close(fd) == 0 && n == 0 ? 0 : -1;
}

/* Write the files of the batch; names[i] NULL where a job cannot go. */
static void
write_files(const char *dir, const struct openpgp_job *jobs, size_t n,
    char **names)
{
	struct buf msg;
	char path[PATH_MAX];
	size_t i;

	for (i = 0; i < n; i++) {
		names[i] = NULL;
		if ((size_t)snprintf(path, sizeof path, "%s/%06zu.%s", dir, i,
		    jobs[i].sig ? "gpg" : "asc") >= sizeof path)
			continue;
		buf_init(&msg, PBEM_MAX_MAIL + 64 * 1024);
		if (jobs[i].sig == NULL)
			buf_add(&msg, jobs[i].data, jobs[i].len);
		else if (signed_message(&jobs[i], &msg) != 0) {
			buf_free(&msg);
			continue;
		}
		if (!msg.failed && write_tmp(path, buf_str(&msg), msg.len) == 0)
			names[i] = strdup(path);
		buf_free(&msg);
	}
}

/* Batch directories of pbemd processes that died before removing theirs
 * (kill -9 half way through a batch): DIR/PREFIX<pid>.* of this user
 * whose process is gone.  Their sheets must not stay readable. */
static void
sweep_dead(const char *dir, const char *prefix)
{
	char path[PATH_MAX], *end;
	struct dirent *e;
	struct stat st;
	size_t pl = strlen(prefix);
	long pid;
	DIR *d;

	if ((d = opendir(dir)) == NULL)
		return;
	while ((e = readdir(d)) != NULL) {
		if (strncmp(e->d_name, prefix, pl) != 0)
			continue;
		pid = strtol(e->d_name + pl, &end, 10);
		if (pid <= 0 || *end != '.' || pid == (long)getpid() ||
		    kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;
		if ((size_t)snprintf(path, sizeof path, "%s/%s", dir,
		    e->d_name) >= sizeof path || lstat(path, &st) != 0 ||
		    !S_ISDIR(st.st_mode) || st.st_uid != geteuid())
			continue;
		if (util_remove_tree(path) != 0)
			log_warnx("verify batch: cannot remove %s", path);
		else
			log_debug("verify batch: removed %s (process %ld "
			    "gone)", path, pid);
	}
	closedir(d);
}

static void
sweep_shm(void)
{
	sweep_dead("/dev/shm", "pbemd-verify.");
}

/* A private directory (mode 0700, mkdtemp) for one batch's files: in
 * memory where there is a tmpfs (the sheets are sealed), else in the
 * keyring.  Named by this process, so one that dies half way is swept
 * by the next. */
static int
batch_dir(const char *keyring, char dir[PATH_MAX])
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;

	pthread_once(&once, sweep_shm);
	snprintf(dir, PATH_MAX, "/dev/shm/pbemd-verify.%ld.XXXXXX",
	    (long)getpid());
	if (mkdtemp(dir) != NULL)
		return 0;
	sweep_dead(keyring, "batch.");
	if ((size_t)snprintf(dir, PATH_MAX, "%s/batch.%ld.XXXXXX", keyring,
	    (long)getpid()) >= PATH_MAX || mkdtemp(dir) == NULL)
		return -1;
	return 0;
}

size_t
openpgp_batch_verify(const char *keyring, const struct openpgp_job *jobs,
    size_t n, struct sig_result *res)
{
	char dir[PATH_MAX], status[PATH_MAX + 16], out[PATH_MAX + 16];
	char **names, **files;
	struct verdict *v;
	int *seen;
	size_t i, k = 0, good = 0;

	for (i = 0; i < n; i++) {
		memset(&res[i], 0, sizeof res[i]);
		res[i].status = SIG_ERROR;	/* undecided */
	}
	if (n == 0 || batch_dir(keyring, dir) != 0)
		return 0;
	names = calloc(n, sizeof *names);
	files = calloc(n, sizeof *files);
	v = calloc(n, sizeof *v);
	seen = calloc(n, sizeof *seen);
	if (names && files && v && seen) {
		write_files(dir, jobs, n, names);
		for (i = 0; i < n; i++)
			if (names[i])
				files[k++] = names[i];
		snprintf(status, sizeof status, "%s/status", dir);
		if (k && run_gpg(keyring, status, files, k) == 0)
			read_status(status, dir, v, seen, n);
		for (i = 0; i < n; i++) {
			if (!names[i] || !seen[i])
				continue;
			snprintf(out, sizeof out, "%s/%06zu", dir, i);
			decide(&v[i], &jobs[i], out, &res[i]);
			good += res[i].status == SIG_GOOD;
		}
	}
	for (i = 0; names && i < n; i++)
		free(names[i]);
	free(names);
	free(files);
	free(v);
	free(seen);
	/* Every path ends here: the sheets' copies go. */
	if (util_remove_tree(dir) != 0)
		log_warnx("verify batch: cannot remove %s", dir);
	log_debug("verify batch keyring=%s mails=%zu good=%zu", keyring, n,
	    good);
	return good;
}
