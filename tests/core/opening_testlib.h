/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * opening_testlib.h - a module's opening state for a test: the scenario
 * text given, with the module's shipped rules data (DATADIR/games/ID/
 * rules.json), as `pbemd new` would make it.
 */
#ifndef OPENING_TESTLIB_H
#define OPENING_TESTLIB_H

#include <stddef.h>

#include <jansson.h>

#include "game.h"

/* The state (NULL, said on stderr with "FAIL", when it cannot be made). */
json_t *opening_state(const struct game_rules *r, const char *datadir,
    const char *scenario, size_t len);

#endif
