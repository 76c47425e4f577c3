/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * registry.c - every rules module pbemd knows, one line each.
 * A new rules system is one games/<id>/ directory and one line here.
 * An unknown id fails loudly: there is no default game.
 */
#include <string.h>

#include "game.h"

extern const struct game_rules far_side_rules;
extern const struct game_rules highest_ground_rules;
extern const struct game_rules strongest_rules;
extern const struct game_rules battleground_rules;
extern const struct game_rules glory_rules;

static const struct game_rules *const registry[] = {
	&far_side_rules,
	&highest_ground_rules,
	&strongest_rules,
	&battleground_rules,
	&glory_rules,
	NULL
};

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
