/*
 * maildir.c - the embedded default transport: Maildir in (new/ -> cur/)
 * and out (tmp/ -> new/).
 * A mail moves to cur/ only after its intake committed, so a crash in
 * between replays it; intake recorded the file's name with it, and finishes
 * the replay without a second answer (src/seal.c).
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

int
maildir_in_each(const char *dir, size_t limit, maildir_fn fn, void *arg,
    int *count, struct pbem_err *err)
{
	char newdir[PATH_MAX], path[PATH_MAX], dest[PATH_MAX], **names = NULL;
	size_t n = 0, cap = 0, i, len;
	struct inbox_mail m;
	struct dirent *e;
	DIR *d;
	char *raw;
	int oversize, rc = PBEM_OK;

	*count = 0;
	snprintf(newdir, sizeof newdir, "%s/new", dir);
	if ((d = opendir(newdir)) == NULL)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot open the inbox "
		    "%s: %s", newdir, strerror(errno));
	while ((e = readdir(d)) != NULL && n < PBEM_MAX_POLL_BATCH) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			char **nn = realloc(names, (cap ? cap * 2 : 64) *
			    sizeof *names);
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
	for (i = 0; i < n; i++) {
		snprintf(path, sizeof path, "%s/%s", newdir, names[i]);
		if (read_bounded(path, limit, &raw, &len, &oversize) != 0)
			continue;
		memset(&m, 0, sizeof m);
		m.raw = raw;
		m.len = len;
		m.oversize = oversize;
		/* The file's unique name (RFC-less but universal: what comes
		 * before ':' is the delivery's name, the rest its flags). */
		snprintf(m.source, sizeof m.source, "maildir:%.*s",
		    (int)strcspn(names[i], ":"), names[i]);
		snprintf(m.box, sizeof m.box, "maildir");
		rc = fn(&m, arg);
		free(raw);
		if (rc != PBEM_OK) {
			pbem_fail(err, rc, 0, "intake failed; the mail stays "
			    "in %s for the next pass", newdir);
			break;
		}
		transport_crash_point("after_intake_commit");
		snprintf(dest, sizeof dest, "%s/cur/%s%s", dir, names[i],
		    strchr(names[i], ':') ? "" : ":2,S");
		if (rename(path, dest) != 0) {
			rc = pbem_fail(err, PBEM_ERR_IO, 0, "cannot move %s to "
			    "cur/: %s", path, strerror(errno));
			break;
		}
		(*count)++;
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
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
