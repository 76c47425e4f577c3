/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * opening_testlib.c - a module's opening state for a test
 * (opening_testlib.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "module.h"
#include "opening_testlib.h"
#include "util.h"

json_t *
opening_state(const struct game_rules *r, const char *datadir,
    const char *scenario, size_t len)
{
	struct pbem_err err = { 0 };
	char path[1024], *rd = NULL;
	json_t *st = NULL;
	size_t rl;

	snprintf(path, sizeof path, "%s/games/%s/rules.json", datadir, r->id);
	util_read_file(path, 1 << 20, &rd, &rl, NULL);
	if (rd == NULL || r->scenario_load(r, scenario, len, rd, rl, &st,
	    &err) != PBEM_OK) {
		fprintf(stderr, "FAIL: no %s state: %s\n", r->id, rd == NULL ?
		    path : err.msg);
		st = NULL;
	}
	free(rd);
	return st;
}

/* st and back the same bytes? */
static int
same(const json_t *st, const json_t *back)
{
	char *a = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);
	char *b = back ? json_dumps(back, JSON_SORT_KEYS | JSON_COMPACT) :
	    NULL;
	int ok = a != NULL && b != NULL && strcmp(a, b) == 0;

	free(a);
	free(b);
	return ok;
}

int
opening_decode(const struct game_rules *r, const json_t *st,
    const char *want, const char *what)
{
	struct pbem_err err = { 0 };
	void *g = game_module_new(r->module);
	json_t *back = NULL;
	int rc, ok = 0;

	if (g == NULL)
		return 0;
	rc = game_module_decode(r->module, st, g, &err);
	if (want == NULL && rc != PBEM_OK)
		fprintf(stderr, "FAIL: %s refused: %s\n", what, err.msg);
	else if (want == NULL && !same(st, back = game_module_encode(
	    r->module, g)))
		fprintf(stderr, "FAIL: %s encodes otherwise\n", what);
	else if (want != NULL && rc == PBEM_OK)
		fprintf(stderr, "FAIL: %s accepted\n", what);
	else if (want != NULL && strcmp(err.msg, want) != 0)
		fprintf(stderr, "FAIL: %s: \"%s\", not \"%s\"\n", what,
		    err.msg, want);
	else
		ok = 1;
	json_decref(back);
	game_module_free(r->module, g);
	return ok;
}

int
opening_cases(int argc, char **argv, const char *id, const char *scenario,
    size_t len, int n, opening_case_fn run)
{
	const struct game_rules *r = game_rules_find(id);
	json_t *st;
	int k, failed = 0;

	if (argc != 2 || r == NULL) {
		fprintf(stderr, "usage: %s DATADIR\n", argv[0]);
		return 2;
	}
	if ((st = opening_state(r, argv[1], scenario, len)) == NULL)
		return 1;
	/* the state as stored decodes, and encodes to its bytes */
	failed += !opening_decode(r, st, NULL, "its own state");
	for (k = 0; k < n; k++)
		failed += !run(r, st, k);
	json_decref(st);
	if (failed == 0)
		printf("ok - %d stored states\n", n);
	return failed ? 1 : 0;
}
