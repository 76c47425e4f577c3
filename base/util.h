/* SPDX-License-Identifier: GPL-3.0-or-later */
/* util.h - small helpers: bounded file I/O, names, numbers, addresses. */
#ifndef PBEM_UTIL_H
#define PBEM_UTIL_H

#include <stddef.h>

#include "err.h"

/* Read a whole file of at most `limit` bytes; NUL-terminated. */
int util_read_file(const char *path, size_t limit, char **out, size_t *len,
    struct pbem_err *err);
/* Write via path.tmp + fsync + rename. */
int util_write_file(const char *path, const void *p, size_t n, int mode,
    struct pbem_err *err);
int util_mkdir_p(const char *path, int mode, struct pbem_err *err);
/* rm -rf, refusing anything outside a directory named like a pbemd temp. */
int util_remove_tree(const char *path);
char *util_trim(char *s);
int util_parse_int(const char *s, long long min, long long max,
    long long *out);
/* Game ids and side names: 1-32 of [A-Za-z0-9_-], starting alphanumeric. */
int util_valid_name(const char *s);
/* A bare addr-spec (local@domain), printable ASCII, no spaces or <>. */
int util_valid_address(const char *s);
void util_upper(char *s);
void util_lower(char *s);
/* Run argv (no shell) with optional extra environment entries (NAME=VALUE,
 * NULL-terminated), stdout/stderr to /dev/null unless verbose; returns the
 * exit status or -1. */
int util_run(char *const argv[], char *const extra_env[]);

#endif
