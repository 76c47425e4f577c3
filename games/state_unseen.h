/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_unseen.h - the leak test's counterfactual (game.h, unseen_gone)
 * written once: over a stored state's array of units, every unit of
 * another side that the viewing side never saw is made gone, and how
 * many were is returned.  A module describes its state's words in one
 * const struct; its unseen_gone is then one call per units array.
 *
 * The stored state is hostile: a missing key reads as 0 / not seen / not
 * gone, a unit whose side cannot be read (not an index, not a name of
 * the state's "sides") is nobody's enemy and stays.  Test support:
 * nothing in play calls it.
 */
#ifndef PBEM_STATE_UNSEEN_H
#define PBEM_STATE_UNSEEN_H

#include <jansson.h>

/* A value of the stored state: st[key], or st[key][in] when in is set. */
struct state_unseen_at {
	const char *key, *in;
};

/* How "the side saw it" is written, from the unit's `seen` member. */
enum state_unseen_by {
	UNSEEN_BY_UNIT,		/* the member itself: true or non-zero */
	UNSEEN_BY_INDEX,	/* an array by side: [viewer] non-zero */
	UNSEEN_BY_NAME		/* an object by side name: [viewer's name] */
};

/* How "already gone" is tested on the unit's `gone` member. */
enum state_unseen_gone {
	UNSEEN_GONE_NEVER,	/* no test: every unseen unit counts */
	UNSEEN_GONE_NONZERO,	/* true or non-zero */
	UNSEEN_GONE_IS,		/* == n */
	UNSEEN_GONE_NOT_TRUE,	/* anything but true (an "alive" flag) */
	UNSEEN_GONE_AT_LEAST	/* >= the state's value at `at` */
};

/* One edit made on each unit gone. */
enum state_unseen_do {
	UNSEEN_SET_INT = 1,	/* unit[key] = n */
	UNSEEN_SET_BOOL,	/* unit[key] = n != 0 */
	UNSEEN_SET_STATE,	/* unit[key] = the state's value at `at` */
	UNSEEN_COUNT_ARRAY,	/* st[key][owner] += 1 */
	UNSEEN_COUNT_FIELD	/* st[at.key]["<key>[owner]"] += 1 */
};

struct state_unseen_edit {
	enum state_unseen_do what;	/* 0 ends the list */
	const char *key;
	long long n;
	struct state_unseen_at at;
};

#define STATE_UNSEEN_EDITS	4

struct state_unseen {
	const char *units;		/* the state's array of units */
	const char *side;		/* unit: its side, index or name */
	const char *seen;		/* unit: the viewer saw it */
	enum state_unseen_by seen_by;
	const char *seen_in;		/* then that member (NULL: itself) */
	const char *gone;		/* unit: already gone */
	enum state_unseen_gone gone_how;
	long long gone_n;		/* UNSEEN_GONE_IS */
	struct state_unseen_at gone_at;	/* UNSEEN_GONE_AT_LEAST */
	struct state_unseen_edit edit[STATE_UNSEEN_EDITS];
};

/* Make gone every unit of d->units of a side other than `side` that
 * `side` never saw and that is not gone already; the count, or -1 when
 * the viewer's own name is needed (UNSEEN_BY_NAME) and the state's
 * "sides" does not have it. */
int state_unseen_gone(json_t *st, int side, const struct state_unseen *d);

#endif
