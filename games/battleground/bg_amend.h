/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_amend.h - private to bg_amend.c and bg_amend_fire.c: one amendment
 * being read (the referee's verbs, ORDERS.md "Referee amendments") and
 * the helpers both files use.
 */
#ifndef BG_AMEND_H
#define BG_AMEND_H

#include "bg.h"
#include "sheet_words.h"

struct bg_am {
	struct bg_game *g;
	struct sheet_check *out;
	struct bg_turn t;		/* for bg_say_mask: no dice */
	struct sheet_lines rd;
};

/* The line's error (always -1). */
int bg_am_err(struct bg_am *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Word k of the line, NULL past its end. */
const char *bg_am_word(const struct bg_am *a, int k);
/* -1 (an error naming `form`) if the line has a word k. */
int bg_am_too_many(struct bg_am *a, int k, const char *form);

/* bg_amend_fire.c: SMOKE, NOSMOKE, LANE, NOLANE; 0 done, -1 refused */
int bg_am_smoke(struct bg_am *a);
int bg_am_nosmoke(struct bg_am *a);
int bg_am_lane(struct bg_am *a);
int bg_am_nolane(struct bg_am *a);

#endif
