/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * opening_testlib.c - a module's opening state for a test
 * (opening_testlib.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "err.h"
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
