/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rows_testlib.c - the toy cases of the kit's state rows
 * (rows_testlib.h).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rows_testlib.h"

char *
row_json(const struct state_node *t, size_t n, state_sym_fn sym,
    const void *g)
{
	json_t *j = state_schema_encode(g, t, n, sym);
	char *s;

	ck_assert_ptr_nonnull(j);
	s = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);
	ck_assert_ptr_nonnull(s);
	json_decref(j);
	return s;
}

int
row_case(const struct state_node *t, size_t n, state_sym_fn sym, void *g,
    const char *json, const char *path)
{
	struct state_walk w;
	json_t *j = json_loads(json, 0, NULL);
	int rc;

	ck_assert_msg(j != NULL, "%s", json);
	rc = state_schema_decode(&w, j, g, t, n, sym);
	json_decref(j);
	if (path != NULL) {
		ck_assert_msg(rc != 0, "%s accepted", json);
		ck_assert_str_eq(w.d.what, path);
		return 0;
	}
	ck_assert_msg(rc == 0, "%s: %s", json, w.d.what);
	return 1;
}

void
row_back(const struct state_node *t, size_t n, state_sym_fn sym,
    const void *g, const char *json)
{
	char *s = row_json(t, n, sym, g);

	ck_assert_str_eq(s, json);
	free(s);
}

void
row_amended(const struct state_node *t, size_t n, state_sym_fn sym,
    void *g, const char *good, const char *from, const char *to,
    const char *path)
{
	const char *at = strstr(good, from);
	char text[1024];

	ck_assert_ptr_nonnull(at);
	ck_assert_uint_lt(strlen(good) + strlen(to), sizeof text);
	snprintf(text, sizeof text, "%.*s%s%s", (int)(at - good), good, to,
	    at + strlen(from));
	row_case(t, n, sym, g, text, path);
}

void
row_damaged(const struct state_node *t, size_t n, state_sym_fn sym,
    void *g, size_t size, const char *good, const struct row_damage *d)
{
	memset(g, 0, size);
	row_amended(t, n, sym, g, good, d->from, d->to, d->path);
}

int
rows_main(const char *name, void (*add)(TCase *tc))
{
	Suite *s = suite_create(name);
	TCase *tc = tcase_create("rows");
	SRunner *r;
	int failed;

	add(tc);
	suite_add_tcase(s, tc);
	r = srunner_create(s);
	srunner_run_all(r, CK_NORMAL);
	failed = srunner_ntests_failed(r);
	srunner_free(r);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
