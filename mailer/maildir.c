/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * maildir.c - the embedded default transport: Maildir in (new/ -> cur/)
 * and out (tmp/ -> new/).
 * Mail is taken in batches, each under one commit (src/seal.c), and a
 * mail moves to cur/ only after its batch committed, so a crash in between
 * replays it; intake recorded the file's name with it, and finishes the
 * replay without a second answer.  Delivery out of a batch of mails syncs
 * once for all of them, before any is published in new/.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mailer.h"
#include "pbem_limits.h"
#include "util.h"

static int
namecmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
read_bounded(const char *path, size_t limit, char **out, size_t *len,
    int *oversize)
{
	struct stat st;
	size_t want, got = 0;
	ssize_t n;
	int fd;

	*out = NULL;
	*oversize = 0;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)) < 0)
		return -1;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return -1;
	}
	want = (size_t)st.st_size;
	if (want > limit) {
		/* Refused without reading it whole: the head is enough to
		 * find who to answer. */
		*oversize = 1;
		want = 64 * 1024;
	}
	if ((*out = malloc(want + 1)) == NULL) {
		close(fd);
		return -1;
	}
	while (got < want && (n = read(fd, *out + got, want - got)) > 0)
		got += (size_t)n;
	close(fd);
	(*out)[got] = '\0';
	*len = got;
	return 0;
}

/* The names in new/, sorted (dot files skipped), at most the poll
 * batch limit. */
static int
list_new(const char *newdir, char ***out, size_t *count,
    struct pbem_err *err)
{
	char **names = NULL, **nn;
	size_t n = 0, cap = 0;
	struct dirent *e;
	DIR *d;

	*out = NULL;
	*count = 0;
	if ((d = opendir(newdir)) == NULL)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot open the inbox "
		    "%s: %s", newdir, strerror(errno));
	while ((e = readdir(d)) != NULL && n < PBEM_MAX_POLL_BATCH) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			nn = realloc(names, (cap ? cap * 2 : 64) * sizeof *names);
			if (nn == NULL)
				break;
			names = nn;
			cap = cap ? cap * 2 : 64;
		}
		if ((names[n] = strdup(e->d_name)) == NULL)
			break;
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof *names, namecmp);
	*out = names;
	*count = n;
	return PBEM_OK;
}

/* Read names[*i...] into a batch (up to INBOX_BATCH mails and
 * INBOX_BATCH_BYTES); *i moves past them.  Unreadable files are
 * skipped. */
static size_t
read_batch(const char *newdir, char **names, size_t n, size_t *i,
    size_t limit, struct inbox_mail *b, size_t *idx)
{
	char path[PATH_MAX], *raw;
	size_t k = 0, bytes = 0, len;
	int oversize;

	while (*i < n && k < INBOX_BATCH && bytes < INBOX_BATCH_BYTES) {
		snprintf(path, sizeof path, "%s/%s", newdir, names[*i]);
		if (read_bounded(path, limit, &raw, &len, &oversize) == 0) {
			memset(&b[k], 0, sizeof b[k]);
			b[k].raw = raw;
			b[k].len = len;
			b[k].oversize = oversize;
			/* The delivery's unique name: what comes before ':'
			 * (the rest are its flags). */
			snprintf(b[k].source, sizeof b[k].source,
			    "maildir:%.*s", (int)strcspn(names[*i], ":"),
			    names[*i]);
			snprintf(b[k].box, sizeof b[k].box, "maildir");
			idx[k++] = *i;
			bytes += len;
		}
		(*i)++;
	}
	return k;
}

int
maildir_in_each(const char *dir, size_t limit, inbox_fn fn, void *arg,
    int *count, struct pbem_err *err)
{
	char newdir[PATH_MAX], path[PATH_MAX], dest[PATH_MAX], **names = NULL;
	struct inbox_mail *b = NULL;
	size_t n = 0, i = 0, k, j, *idx = NULL;
	int rc;

	*count = 0;
	snprintf(newdir, sizeof newdir, "%s/new", dir);
	if ((rc = list_new(newdir, &names, &n, err)) != PBEM_OK)
		return rc;
	if (n && ((b = calloc(INBOX_BATCH, sizeof *b)) == NULL ||
	    (idx = calloc(INBOX_BATCH, sizeof *idx)) == NULL))
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	while (rc == PBEM_OK && i < n) {
		if ((k = read_batch(newdir, names, n, &i, limit, b, idx)) == 0)
			continue;
		rc = fn(b, k, arg);
		if (rc != PBEM_OK)
			pbem_fail(err, rc, 0, "intake failed; the mail stays in "
			    "%s for the next pass", newdir);
		if (k && b[0].done)
			transport_crash_point("after_intake_commit");
		for (j = 0; j < k; j++) {
			free((char *)b[j].raw);
			if (!b[j].done)
				continue;
			snprintf(path, sizeof path, "%s/%s", newdir,
			    names[idx[j]]);
			snprintf(dest, sizeof dest, "%s/cur/%s%s", dir,
			    names[idx[j]], strchr(names[idx[j]], ':') ? "" :
			    ":2,S");
			if (rename(path, dest) == 0)
				(*count)++;
			else if (rc == PBEM_OK)
				rc = pbem_fail(err, PBEM_ERR_IO, 0, "cannot move "
				    "%s to cur/: %s", path, strerror(errno));
		}
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	free(b);
	free(idx);
	return rc;
}

int
maildir_put(const char *dir, const char *name, const char *data, size_t len,
    struct pbem_err *err)
{
	char tmp[PATH_MAX], dst[PATH_MAX];
	int rc;

	if ((size_t)snprintf(tmp, sizeof tmp, "%s/tmp/%s", dir, name) >=
	    sizeof tmp ||
	    (size_t)snprintf(dst, sizeof dst, "%s/new/%s", dir, name) >=
	    sizeof dst)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	/* util_write_file writes tmp/NAME.tmp, fsyncs, renames to tmp/NAME;
	 * the second rename publishes it in new/ atomically. */
	if ((rc = util_write_file(tmp, data, len, 0644, err)) != PBEM_OK)
		return rc;
	if (rename(tmp, dst) != 0) {
		unlink(tmp);
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot deliver into %s: "
		    "%s", dst, strerror(errno));
	}
	return PBEM_OK;
}

/* Write one file of a batch into tmp/ (no fsync: the batch syncs once). */
static int
write_nosync(const char *path, const char *data, size_t len,
    struct pbem_err *err)
{
	ssize_t w;
	int fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) <
	    0)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot write %s: %s",
		    path, strerror(errno));
	while (len > 0) {
		if ((w = write(fd, data, len)) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		data += w;
		len -= (size_t)w;
	}
	if (close(fd) != 0 || len != 0) {
		unlink(path);
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot write %s: %s",
		    path, strerror(errno));
	}
	return PBEM_OK;
}

/* fsync (or syncfs, which flushes the whole file system at once) of a
 * directory. */
static int
sync_dir(const char *dir, int whole_fs)
{
	int fd, rc;

	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return -1;
	rc = whole_fs ? syncfs(fd) : fsync(fd);
	close(fd);
	return rc;
}

int
maildir_put_batch(const char *dir, char *const *names, char *const *data,
    const size_t *len, size_t n, size_t *put, struct pbem_err *err)
{
	char tmp[PATH_MAX], dst[PATH_MAX];
	size_t i, w = 0;
	int rc = PBEM_OK;

	*put = 0;
	for (w = 0; w < n; w++) {
		if ((size_t)snprintf(tmp, sizeof tmp, "%s/tmp/%s", dir,
		    names[w]) >= sizeof tmp) {
			rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
			break;
		}
		if ((rc = write_nosync(tmp, data[w], len[w], err)) != PBEM_OK)
			break;
	}
	/* Every file's data on disk before any is published. */
	snprintf(tmp, sizeof tmp, "%s/tmp", dir);
	if (w && sync_dir(tmp, 1) != 0)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot sync %s: %s", tmp,
		    strerror(errno));
	for (i = 0; i < w; i++) {
		snprintf(tmp, sizeof tmp, "%s/tmp/%s", dir, names[i]);
		snprintf(dst, sizeof dst, "%s/new/%s", dir, names[i]);
		if (rename(tmp, dst) != 0) {
			rc = pbem_fail(err, PBEM_ERR_IO, 0, "cannot deliver into "
			    "%s: %s", dst, strerror(errno));
			break;
		}
	}
	snprintf(dst, sizeof dst, "%s/new", dir);
	if (i && sync_dir(dst, 0) != 0)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot sync %s: %s", dst,
		    strerror(errno));
	*put = i;
	return rc;
}
