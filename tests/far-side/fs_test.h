/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_test.h - helpers shared by the Far Side tests: load the shipped rules
 * data and a scenario text, parse sheets, resolve phases, peek at units.
 * Tests call the module through the seam (far_side_rules) wherever they
 * can and decode the state (fs.h) only to set up or inspect a position.
 */
#ifndef FS_TEST_H
#define FS_TEST_H

#include <check.h>

#include "rules_test.h"

#include "games/far-side/fs.h"

extern const struct game_rules far_side_rules;

char *t_rules(void);
json_t *t_load(const char *scenario);
json_t *t_load_file(const char *name);
json_t *t_sheet(const json_t *state, const char *side, const char *text);
int t_sheet_errors(const json_t *state, const char *side, const char *text,
    struct sheet_check *c);
json_t *t_resolve(json_t *state, const char *side1, const char *text1,
    const char *side2, const char *text2, struct dice *d, json_t **events);
json_t *t_run(json_t *state, const char *side, const char *text,
    const int *dice, size_t n, json_t **events);
struct fs_game *t_game(const json_t *state);
json_t *t_save(struct fs_game *g);
void t_free(struct fs_game *g);
int t_unit(const struct fs_game *g, const char *id);
char *t_report(const json_t *state, const json_t *events, const char *side);
int t_has_event(const json_t *events, const char *side, const char *needle);
void t_dump_events(const json_t *events, const char *side);
void t_no_leak(const json_t *state, const json_t *events, const char *side);
/* Place units directly: "R1 C4 NE, N1 C5 SW" and mark the game as
 * turn 1 with `first` acting. */
json_t *t_setup(const char *scenario, const char *placements, int first);

#define T_SCEN_HEAD \
	"FSWMAP 1\nNAME \"Test\"\nSIZE 8 8\nTERRAIN\n"
#endif
