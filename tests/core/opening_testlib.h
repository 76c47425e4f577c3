/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * opening_testlib.h - a module's opening state for a test: the scenario
 * text given, with the module's shipped rules data (DATADIR/games/ID/
 * rules.json), as `pbemd new` would make it; and a test's main over
 * cases amending it.
 */
#ifndef OPENING_TESTLIB_H
#define OPENING_TESTLIB_H

#include <stddef.h>

#include <jansson.h>

#include "game.h"

/* The state (NULL, said on stderr with "FAIL", when it cannot be made). */
json_t *opening_state(const struct game_rules *r, const char *datadir,
    const char *scenario, size_t len);

/* The stored state st decoded through the lower seam: want NULL, it must
 * decode and encode back to its bytes; else it must be refused with the
 * message want.  1 when so; else 0, said on stderr naming what. */
int opening_decode(const struct game_rules *r, const json_t *st,
    const char *want, const char *what);

/* A test's main (usage: NAME DATADIR): module id's opening state of the
 * scenario, which must decode through the lower seam, then case k of n
 * run on it (run: 1 passed, 0 failed, said on stderr); "ok - n stored
 * states" when all pass.  The exit status. */
typedef int (*opening_case_fn)(const struct game_rules *r, const json_t *st,
    int k);
int opening_cases(int argc, char **argv, const char *id,
    const char *scenario, size_t len, int n, opening_case_fn run);

#endif
