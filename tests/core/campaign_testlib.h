/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_testlib.h - what the campaign case tests share: a check that
 * counts, a file read from the source tree, a rules system's case set up
 * and closed, a state's records, the referee's amendments, and rosters
 * set by hand.
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
/* One rules system's case test: its module, an army scenario and the
 * rules tables read from the source tree, and the rosters made of it. */
struct campaign_case {
	const char *name;		/* "battleground", for the summary */
	const struct game_rules *r;
	char *scen, *rd;
	size_t slen, rlen;
	json_t *ros;			/* NULL when roster() failed */
};
/* `usage: PROG DATADIR`: the module `rules` (with a campaign part), the
 * scenario at DATADIR/scenario and its rules.json, and roster() of them
 * (a failure counted).  0, else the exit code (2: usage, 1: unread). */
int campaign_case_open(struct campaign_case *c, int argc, char **argv,
    const char *rules, const char *scenario);
/* Everything freed, the failures said: the exit code. */
int campaign_case_close(struct campaign_case *c);
/* A case test's main(): open, each of cases (NULL-terminated) when the
 * rosters were made, close. */
int campaign_case_main(int argc, char **argv, const char *rules,
    const char *scenario, void (*const cases[])(struct campaign_case *));
#define CAMPAIGN_CASE_MAIN(rules, scenario, ...)			\
	static void (*const campaign_cases[])(struct campaign_case *) = {	\
		__VA_ARGS__, NULL };					\
	int								\
	main(int argc, char **argv)					\
	{								\
		return campaign_case_main(argc, argv, rules, scenario,	\
		    campaign_cases);					\
	}
/* The case's scenario loaded as a new game's state (NULL, a failure
 * counted, when it will not load). */
json_t *case_state(const struct campaign_case *c);
/* The record with that id in the state's array `key` ("units", "men"). */
json_t *record_of(json_t *state, const char *key, const char *id);
/* Its member `field` set to v (taken). */
void record_set(json_t *state, const char *key, const char *id,
    const char *field, json_t *v);
/* muster() of the case's scenario with the mustered rosters m: the
 * battle's scenario (free it; NULL, a failure counted, when refused). */
char *muster_text(const struct campaign_case *c, const json_t *m);
/* A battle's scenario loaded with the case's rules tables (NULL, a
 * failure counted, when it will not load). */
json_t *battle_state(const struct campaign_case *c, const char *text);
/* outcome() of the final state st into the case's rosters; the winner
 * into winner[GAME_NAME_LEN]. */
void outcome_of(struct campaign_case *c, const json_t *st, char *winner);
/* The referee's amendment text on st (games/game.h, amend): the state
 * after it, sighted again as the module does after each change; NULL,
 * a failure counted, when refused. */
json_t *amended(const struct game_rules *r, const json_t *st,
    const char *text);
/* intel() of side after the battle that ended in st (free it). */
char *intel_text(const struct game_rules *r, const json_t *st,
    const char *side);
/* between() of side with params (JSON text) -> its log (free it). */
char *between_log(const struct game_rules *r, const char *params,
    const char *side, const char *result, json_t *roster,
    const unsigned char seed[32]);

#endif
