/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_modules.h - every registered rules module's parsers, through its
 * lower seam (games/module.h), for fuzz_sheet and fuzz_scenario.  The
 * seam's parse_sheet() decodes the server's own state on every call and
 * then hands the sheet to the module's parser; the state is trusted and
 * the decoding is most of the time spent, so fuzz_sheet decodes each
 * state once and drives the parser itself.  Likewise scenario_load()
 * parses the shipped rules tables (trusted JSON) before the scenario:
 * fuzz_scenario parses them once and hands them to the module's loader
 * with the hostile text.  No module is named: a new one is fuzzed as soon
 * as it is registered.
 */
#ifndef PBEM_FUZZ_MODULES_H
#define PBEM_FUZZ_MODULES_H

#include <stddef.h>

#include "module.h"

/* The registered modules, in registry order (byte 0 of an input picks
 * one), and how many. */
int fuzz_modules(const struct game_rules *const **all);
/* The decoded game for a state, and the index of `side` in it: NULL if
 * the state or the side is refused. */
void *fuzz_decode(const struct game_rules *r, const json_t *state,
    const char *side, int *sidex);
/* The module's parser on a decoded game. */
int fuzz_parse(const struct game_rules *r, void *game, int side,
    const char *text, size_t len, int first_line, struct sheet_check *out);
/* scenario_load() after its json_loadb() of the rules: the state made
 * from text (len bytes, NUL after them), or NULL. */
json_t *fuzz_load(const struct game_rules *r, const char *text, size_t len,
    json_t *rules);

#endif
