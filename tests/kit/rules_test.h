/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_test.h - the helpers every rules module's unit tests share (the
 * helpers of tests/far-side and tests/highest-ground build on them).
 * Test-only: each aborts the test on an unexpected failure.
 */
#ifndef RULES_TEST_H
#define RULES_TEST_H

#include <jansson.h>

#include "games/game.h"

/* A whole file, NUL-terminated (free it). */
char *t_read(const char *path);
/* The sheet `side` is sent when its orders are due (nothing when they
 * are not): it parses as it stands (every line a comment) and names
 * none of `secrets`. */
void t_sheet_sent_ok(const struct game_rules *r, const json_t *st,
    const char *side, const json_t *secrets);
/* Has `side` (NULL: the referee) an event whose text holds `needle`? */
int t_event_has(const json_t *events, const char *side, const char *needle);

#endif
