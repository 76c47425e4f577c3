/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_testlib.c - the toy readers' opening for the rules data tests
 * (rules_testlib.h).
 */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "rules_testlib.h"

/* fn's result into *k; rules_rd_end's code returned */
static int
try_read(const char *json,
    int (*fn)(struct rules_rd *rd, const json_t *j, void *ctx), void *ctx,
    char *msg, size_t n, int *k)
{
	json_t *j = json_loads(json, 0, NULL);
	struct pbem_err err;
	struct rules_rd rd;
	int rc;

	ck_assert_msg(j != NULL, "not JSON: %s", json);
	memset(&err, 0, sizeof err);
	rules_rd_init(&rd, &err);
	*k = fn(&rd, j, ctx);
	rc = rules_rd_end(&rd);
	snprintf(msg, n, "%s", err.msg);
	json_decref(j);
	return rc;
}

int
rules_try(const char *json,
    int (*fn)(struct rules_rd *rd, const json_t *j, void *ctx), void *ctx,
    char *msg, size_t n)
{
	int k;

	return try_read(json, fn, ctx, msg, n, &k);
}

int
rules_try_rows(const char *json,
    int (*fn)(struct rules_rd *rd, const json_t *j, void *ctx), void *ctx,
    char *msg, size_t n)
{
	int k;

	return try_read(json, fn, ctx, msg, n, &k) == PBEM_OK ? k : -1;
}
