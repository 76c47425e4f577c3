/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_revision.h - which revision of a rules module's rulings a game was
 * recorded under (rules_revision.c).
 */
#ifndef PBEM_RULES_REVISION_H
#define PBEM_RULES_REVISION_H

#include <stddef.h>

#include "home.h"

/* The revision this pbemd plays the rules `rules` by (1: never revised). */
int rules_revision(const char *rules);
/* What changed after revision `from` (its first change, as a few words;
 * "" when nothing did). */
const char *rules_revision_change(const char *rules, int from);
/* The revision game `game` was created under: its setting
 * "rules_revision", 1 when it has none (created before they were kept). */
int rules_revision_of_game(struct home *h, const char *game);
/* A new game's revision into its settings (none is kept for 1). */
int rules_revision_keep(struct home *h, const char *game, const char *rules);
/* A replay's first difference in a game recorded under revision
 * `recorded`, older than this pbemd's: err's message says so, with the
 * difference found. */
struct pbem_err;
void rules_revision_explain(const char *rules, int recorded,
    struct pbem_err *err);

#endif
