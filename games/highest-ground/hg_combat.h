/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_combat.h - a combat phase's working tables, shared by the three
 * files of combat and by nothing else: hg_combat.c builds the combat list
 * and runs the phase, hg_combat_odds.c resolves each combat (odds, the
 * morale contest, the CRT), hg_combat_results.c applies the results.
 */
#ifndef HG_COMBAT_H
#define HG_COMBAT_H

#include "hg.h"

#define MAXC	64
#define MAXA	16

struct combat {
	int def;			/* the defending stack's primary unit */
	int na, att[MAXA], ind[MAXA];	/* ind: fires indirectly (16.2) */
	int res, die, col, shift, af, df, am, dm;
};

struct effect {
	int elim, retreat, rout;
	int dis_order;		/* place of its first disruption, 0: none */
	int dis_again;		/* a second one this phase: a retreat */
};

/* One combat phase's working tables, indexed by unit. */
struct phase {
	struct combat *c;		/* the combat list */
	int nc;
	struct effect e[HG_MAX_UNITS];	/* results, not yet applied */
	int lead[HG_MAX_UNITS];		/* leader bonus to morale (§11) */
	int used[HG_MAX_UNITS];		/* has made its one attack (5.4) */
	int must[HG_MAX_UNITS];		/* the stack it must attack, or -1 */
	int assisted[HG_MAX_UNITS];	/* to be disrupted by 8.3/8.4 */
	int list[HG_MAX_UNITS];		/* every unit, in alias order */
	int follow[HG_MAX_UNITS];	/* a leader's unit (9.3), or -1 */
	int order;			/* disruptions marked so far */
};

/* hg_combat.c: facts about attacker and defender the other files ask */
int hg_range(const struct hg_game *g, int a, int t);
int hg_in_stack(const struct hg_game *g, int def, int k);
int hg_label_cmp(const struct hg_game *g, int a, int b);

/* hg_combat_odds.c: one combat, its one die drawn (§19) */
void hg_combat_compute(struct hg_game *g, struct combat *c, const int *lead,
    struct dice *d, struct event_log *log);

/* hg_combat_results.c: every combat's effects, then applied */
void hg_combat_effects(struct hg_game *g, struct phase *p);
void hg_combat_apply(struct hg_game *g, struct phase *p,
    struct event_log *log);

#endif
