/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rows_testlib.h - the toy cases of the kit's state rows
 * (games/state_schema.h), shared by the state_rows tests: a table's
 * JSON of a game, a case decoded or refused by its path, the bytes
 * back, and a good state amended at one place and refused there.
 * Failures are the check library's (ck_assert).
 */
#ifndef ROWS_TESTLIB_H
#define ROWS_TESTLIB_H

#include <stddef.h>

#include <check.h>

#include "state_schema.h"

/* g encoded by table t (n rows), compact with its keys sorted (to be
 * freed). */
char *row_json(const struct state_node *t, size_t n, state_sym_fn sym,
    const void *g);
/* json decoded into g: with a path it must be refused naming it (0
 * returned), else it must decode (1). */
int row_case(const struct state_node *t, size_t n, state_sym_fn sym,
    void *g, const char *json, const char *path);
/* g encoded by the table is json again, byte for byte. */
void row_back(const struct state_node *t, size_t n, state_sym_fn sym,
    const void *g, const char *json);
/* good with its text `from` (which must be there) made `to`, decoded
 * into g: refused, naming path. */
void row_amended(const struct state_node *t, size_t n, state_sym_fn sym,
    void *g, const char *good, const char *from, const char *to,
    const char *path);
/* A damage to a good state: its text from (which must be there) made
 * to, refused naming path (NULL: it must decode). */
struct row_damage {
	const char *from, *to, *path;
};
/* row_amended with damage d, into g (size bytes) cleared first. */
void row_damaged(const struct state_node *t, size_t n, state_sym_fn sym,
    void *g, size_t size, const char *good, const struct row_damage *d);
/* The loop test fn added to tc once for each element of the array a. */
#define ROWS_LOOP(tc, fn, a)	tcase_add_loop_test(tc, fn, 0, \
				    (int)(sizeof (a) / sizeof (a)[0]))
/* A test's main: the suite name with one case "rows" that add fills;
 * the exit status. */
int rows_main(const char *name, void (*add)(TCase *tc));

#endif
