/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_testlib.h - the toy readers' opening shared by the rules data
 * tests (games/rules_tables.h): a JSON text parsed, a reader run over
 * it with a fresh rules_rd, and the reader's message kept for the
 * test to check.  Failures are the check library's (ck_assert).
 */
#ifndef RULES_TESTLIB_H
#define RULES_TESTLIB_H

#include <stddef.h>

#include "rules_tables.h"

/* json (which must parse) read by the toy reader fn into ctx with a
 * fresh rd (fn's result: its count of rows, or 0); the first error's
 * message ("" when none) into msg, n bytes.  PBEM_OK or
 * PBEM_ERR_PARSE, as rules_rd_end says. */
int rules_try(const char *json,
    int (*fn)(struct rules_rd *rd, const json_t *j, void *ctx), void *ctx,
    char *msg, size_t n);
/* The same for a reader of rows: fn's count, or -1 when refused. */
int rules_try_rows(const char *json,
    int (*fn)(struct rules_rd *rd, const json_t *j, void *ctx), void *ctx,
    char *msg, size_t n);

#endif
