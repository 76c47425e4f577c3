/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_amend.h - private to bg_amend.c and bg_amend_fire.c: one amendment
 * being read (the referee's verbs, ORDERS.md "Referee amendments") and
 * the helpers both files use.
 */
#ifndef BG_AMEND_H
#define BG_AMEND_H

#include "amend_lines.h"
#include "bg.h"

struct bg_am {
	struct amend k;			/* the kit's: the sheet and its line */
	struct bg_game *g;
	struct bg_turn t;		/* for bg_say_mask: no dice */
};

/* The line's error (always -1). */
int bg_am_err(struct bg_am *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* bg_amend_fire.c: SMOKE, NOSMOKE, LANE, NOLANE, verbs of the kit's
 * amend_run (amend_lines.h); 0 done, -1 refused */
int bg_am_smoke(struct amend *am, int arg);
int bg_am_nosmoke(struct amend *am, int arg);
int bg_am_lane(struct amend *am, int arg);
int bg_am_nolane(struct amend *am, int arg);

#endif
