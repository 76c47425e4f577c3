/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_number.h - a number of a rules table (rules.json) read exactly.
 *
 * Tables hold halves and quarters ("mp": 1.5).  jansson keeps such a
 * number as a C double; rules code must not compute with one (game.h), so
 * the number is taken back as its shortest decimal text and read as an
 * exact decimal: 1.5 in halves is 3, 0.1 in quarters is refused.  The
 * answer depends only on the digits in the file, the same on every
 * machine.
 */
#ifndef PBEM_RULES_NUMBER_H
#define PBEM_RULES_NUMBER_H

#include <stdint.h>

#include <jansson.h>

/* j as a whole number of 1/scale units within lo..hi (scale 1..10000):
 * 0, or -1 when j is not a number, not a whole number of units, or out
 * of range. */
int rules_number_units(const json_t *j, int scale, int64_t lo, int64_t hi,
    int64_t *out);
/* The same, read from decimal text ("1.5", "-0.25", "2e1"); the
 * scenario readers use it for lengths written with a point. */
int rules_decimal_units(const char *text, int scale, int64_t lo, int64_t hi,
    int64_t *out);

#endif
