/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_test.h - helpers shared by the Highest Ground tests: load a shipped
 * scenario (with extra lines) or a small one on a clear map, drive rounds
 * and combat phases with scripted dice, parse sheets, find units and hexes,
 * and read what each side was told.  Whole games go through the seam
 * (highest_ground_rules); rule tests call hg.h to set up and inspect a
 * position.
 */
#ifndef HG_TEST_H
#define HG_TEST_H

#include <check.h>

#include "rules_test.h"

#include "games/highest-ground/hg.h"

extern const struct game_rules highest_ground_rules;

/* Through the seam. */
/* The module's stored state into a fresh game, a game as a state, and a
 * game's release, as the kit does them (module.h). */
#define t_decode(st, g, err)	game_module_decode( \
	    highest_ground_rules.module, st, g, err)
#define t_encode(g)	game_module_encode(highest_ground_rules.module, g)
#define t_free(g)	game_module_free(highest_ground_rules.module, g)
/* A file of games/highest-ground, e.g. "examples/setup-roman.txt". */
char *t_src(const char *name);
/* scenarios/`name` over the shipped rules, with `extra` lines after it
 * (NULL: the file exactly as shipped). */
json_t *t_load_scenario(const char *name, const char *extra);
/* Resolve one phase (takes `st`) and check that neither side's report
 * leaks a secret; HG_VERBOSE=<side> prints that side's report. */
json_t *t_resolve(json_t *st, const json_t *orders, struct dice *d,
    json_t **ev);
void t_no_leak(const json_t *st, const json_t *ev, const char *side);

/* One game under test: the state (which owns the rules and the scenario
 * text the decoded game borrows), the decoded game and an event log. */
struct tg {
	json_t *st;
	struct hg_game *g;
	struct event_log log;
};

#define CLEAR_MAP \
	"LAYOUT I@0,0\nMAP I COLS 20 ROWS 14\nTERRAIN\n" \
	"01 ....................\n02 ....................\n" \
	"03 ....................\n04 ....................\n" \
	"05 ....................\n06 ....................\n" \
	"07 ....................\n08 ....................\n" \
	"09 ....................\n10 ....................\n" \
	"11 ....................\n12 ....................\n" \
	"13 ....................\n14 ....................\nEND\n"

int t_try_load(struct tg *t, const char *map, const char *body,
    const char *patch, struct pbem_err *err);
void t_load(struct tg *t, const char *map, const char *body,
    const char *patch);
void t_done(struct tg *t);
int U(const struct tg *t, const char *id);		/* unit index */
int H(const struct tg *t, const char *label);		/* hex index */
int t_saw(const struct tg *t, const char *viewer, const char *text);
void t_dump(const struct tg *t, const char *viewer);
json_t *t_orders(const char *allied, const char *roman);
void t_fight(struct tg *t, const char *allied, const char *roman,
    const int *dice, size_t ndice);
json_t *t_parse(struct tg *t, const char *side, const char *text,
    char *err1, size_t n);
void t_round2(struct tg *t, const char *allied, const char *roman);
void t_round_n(struct tg *t, int r, const char *allied, const char *roman,
    const int *dice, size_t nd);
struct hg_game *t_reloaded(struct tg *t, json_t **st);

/* `viewer`: "ALLIED", "ROMAN" or NULL, the referee. */
#define SAW(t, v, txt) do { if (!t_saw((t), (v), (txt))) { \
	t_dump((t), (v)); ck_abort_msg("%s did not see \"%s\"", \
	(v) ? (v) : "referee", (txt)); } } while (0)
#define NOT_SAW(t, v, txt) do { if (t_saw((t), (v), (txt))) { \
	t_dump((t), (v)); ck_abort_msg("%s saw \"%s\"", \
	(v) ? (v) : "referee", (txt)); } } while (0)
#endif
