/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * registry.c - every rules module pbemd knows, one line each.
 * A new rules system is one games/<id>/ directory and one line here.
 * An unknown id fails loudly: there is no default game.
 */
#include <string.h>

#include "game.h"

/* The modules, in the order listed everywhere (help, demos, fuzzing):
 * one line each. */
#define RULES_MODULES(X) \
	X(far_side_rules) \
	X(highest_ground_rules) \
	X(strongest_rules) \
	X(battleground_rules) \
	X(glory_rules) \
	/* a new module: one line like those above, ending in a backslash */

#define DECLARE(m)	extern const struct game_rules m;
RULES_MODULES(DECLARE)
#undef DECLARE

#define ENTRY(m)	&m,
static const struct game_rules *const registry[] = {
	RULES_MODULES(ENTRY)
	NULL
};
#undef ENTRY

const struct game_rules *
game_rules_find(const char *id)
{
	size_t i;

	for (i = 0; registry[i] != NULL; i++)
		if (strcmp(registry[i]->id, id) == 0)
			return registry[i];
	return NULL;
}

const struct game_rules *const *
game_rules_all(void)
{
	return registry;
}

void
game_rules_list(struct buf *b)
{
	size_t i;

	for (i = 0; registry[i] != NULL; i++)
		buf_addf(b, "%s%s", i ? ", " : "", registry[i]->id);
}
