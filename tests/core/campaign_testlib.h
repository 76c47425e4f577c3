/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_testlib.h - what the campaign case tests share: a check that
 * counts, a file read from the source tree, and rosters set by hand.
 */
#ifndef CAMPAIGN_TESTLIB_H
#define CAMPAIGN_TESTLIB_H

#include <stdio.h>

#include <jansson.h>

#include "buf.h"
#include "game.h"

extern int campaign_failures;

#define CHECK(c, ...) do { if (!(c)) { campaign_failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

/* A string member ("" when absent). */
const char *s_of(const json_t *o, const char *k);
/* DATADIR/rel, read whole (NULL, said on stderr, when it cannot be). */
char *slurp(const char *dir, const char *rel, size_t *len);
/* Keep in a side's roster only the units named (and what is no unit). */
void bring(json_t *side, const char *const *ids);
/* An entry's status and its last battle's mark, as outcome() sets them. */
void set(json_t *roster, const char *id, const char *status,
    const char *last);
/* between() of side with params (JSON text) -> its log (free it). */
char *between_log(const struct game_rules *r, const char *params,
    const char *side, const char *result, json_t *roster,
    const unsigned char seed[32]);

#endif
