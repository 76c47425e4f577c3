/* SPDX-License-Identifier: GPL-3.0-or-later */
/* util.c - small helpers (see util.h). */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "buf.h"
#include "util.h"

extern char **environ;

int
util_read_file(const char *path, size_t limit, char **out, size_t *len,
    struct pbem_err *err)
{
	struct buf b;
	char chunk[8192];
	ssize_t n;
	int fd;

	*out = NULL;
	if (len)
		*len = 0;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot read %s: %s",
		    path, strerror(errno));
	buf_init(&b, limit);
	while ((n = read(fd, chunk, sizeof chunk)) > 0)
		if (buf_add(&b, chunk, (size_t)n) != PBEM_OK)
			break;
	close(fd);
	if (b.failed == PBEM_ERR_LIMIT)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "%s is larger than "
		    "%zu bytes", path, limit);
	if (n < 0 || b.failed) {
		buf_free(&b);
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot read %s", path);
	}
	*out = buf_take(&b, len);
	return *out ? PBEM_OK : pbem_fail(err, PBEM_ERR_NOMEM, 0,
	    "out of memory");
}

int
util_write_file(const char *path, const void *p, size_t n, int mode,
    struct pbem_err *err)
{
	char tmp[4096];
	const char *c = p;
	ssize_t w;
	int fd;

	if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", path) >= sizeof tmp)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
	    mode)) < 0)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot write %s: %s",
		    tmp, strerror(errno));
	while (n > 0) {
		if ((w = write(fd, c, n)) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		c += w;
		n -= (size_t)w;
	}
	if (n != 0 || fsync(fd) != 0 || close(fd) != 0) {
		if (n != 0)
			close(fd);
		unlink(tmp);
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot write %s: %s",
		    tmp, strerror(errno));
	}
	if (rename(tmp, path) != 0) {
		unlink(tmp);
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot rename to %s: %s",
		    path, strerror(errno));
	}
	return PBEM_OK;
}

int
util_mkdir_p(const char *path, int mode, struct pbem_err *err)
{
	char tmp[4096], *p;

	if ((size_t)snprintf(tmp, sizeof tmp, "%s", path) >= sizeof tmp)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	for (p = tmp + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(tmp, (mode_t)mode) != 0 && errno != EEXIST)
			return pbem_fail(err, PBEM_ERR_IO, 0, "cannot create "
			    "%s: %s", tmp, strerror(errno));
		*p = '/';
	}
	if (mkdir(tmp, (mode_t)mode) != 0 && errno != EEXIST)
		return pbem_fail(err, PBEM_ERR_IO, 0, "cannot create %s: %s",
		    tmp, strerror(errno));
	return PBEM_OK;
}

int
util_remove_tree(const char *path)
{
	DIR *d;
	struct dirent *e;
	struct stat st;
	char sub[4096];
	int rc = 0;

	if (lstat(path, &st) != 0)
		return errno == ENOENT ? 0 : -1;
	if (!S_ISDIR(st.st_mode))
		return unlink(path);
	if ((d = opendir(path)) == NULL)
		return -1;
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if ((size_t)snprintf(sub, sizeof sub, "%s/%s", path,
		    e->d_name) >= sizeof sub) {
			rc = -1;
			continue;
		}
		if (util_remove_tree(sub) != 0)
			rc = -1;
	}
	closedir(d);
	if (rmdir(path) != 0)
		rc = -1;
	return rc;
}

char *
util_trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

int
util_parse_int(const char *s, long long min, long long max, long long *out)
{
	char *end;
	long long v;

	if (s == NULL || *s == '\0')
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

int
util_valid_name(const char *s)
{
	size_t i;

	if (s == NULL || !isalnum((unsigned char)s[0]))
		return 0;
	for (i = 0; s[i]; i++)
		if (i >= 32 || !(isalnum((unsigned char)s[i]) || s[i] == '-' ||
		    s[i] == '_'))
			return 0;
	return 1;
}

int
util_valid_address(const char *s)
{
	const char *at = NULL;
	size_t i;

	if (s == NULL || *s == '\0' || strlen(s) > 254)
		return 0;
	for (i = 0; s[i]; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c <= 0x20 || c >= 0x7f || strchr("<>()[]\\,;:\"", c))
			return 0;
		if (c == '@') {
			if (at)
				return 0;
			at = s + i;
		}
	}
	return at && at != s && at[1] != '\0';
}

void
util_upper(char *s)
{
	for (; *s; s++)
		*s = (char)toupper((unsigned char)*s);
}

void
util_lower(char *s)
{
	for (; *s; s++)
		*s = (char)tolower((unsigned char)*s);
}

int
util_run(char *const argv[], char *const extra_env[])
{
	posix_spawn_file_actions_t fa;
	char **env = NULL;
	size_t n = 0, m = 0, i;
	pid_t pid;
	int status, rc;

	while (environ[n])
		n++;
	while (extra_env && extra_env[m])
		m++;
	if ((env = calloc(n + m + 1, sizeof *env)) == NULL)
		return -1;
	for (i = 0; i < m; i++)
		env[i] = extra_env[i];
	for (i = 0; i < n; i++)
		env[m + i] = environ[i];
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, env);
	posix_spawn_file_actions_destroy(&fa);
	free(env);
	if (rc != 0)
		return -1;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
