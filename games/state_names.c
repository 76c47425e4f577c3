/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_names.c - the names a described state uses (state_schema.h): a
 * module's functions, a fixed list of words, or the key strings of an
 * array in the game found by offsets, so that "a unit's id" or "a side's
 * name" is one line of a module's table, not three functions.
 */
#include <string.h>
#include <strings.h>

#include "state_schema.h"

/* The key of element i of an array of names, or NULL past its count. */
static const char *
key_at(const struct state_names *nm, const void *game, int i)
{
	if (i < 0 || i >= state_names_count(nm, game))
		return NULL;
	return (const char *)game + nm->at + (size_t)i * nm->stride + nm->key;
}

int
state_names_count(const struct state_names *nm, const void *game)
{
	int n;

	if (nm->name != NULL)
		return nm->count(game);
	if (nm->stride == 0 || nm->nwords > 0)
		return nm->nwords;
	memcpy(&n, (const char *)game + nm->count_at, sizeof n);
	return n;
}

const char *
state_names_name(const struct state_names *nm, const void *game, int i)
{
	if (nm->name != NULL)
		return nm->name(game, i);
	if (nm->stride != 0)
		return key_at(nm, game, i);
	return i >= 0 && i < nm->nwords ? nm->words[i] : NULL;
}

int
state_names_index(const struct state_names *nm, const void *game,
    const char *s)
{
	int i, n;

	if (s == NULL)
		return -1;
	if (nm->name != NULL)
		return nm->index(game, s);
	n = state_names_count(nm, game);
	for (i = 0; i < n; i++) {
		if (nm->stride != 0 ? strcasecmp(key_at(nm, game, i), s) == 0 :
		    nm->fold ? strcasecmp(nm->words[i], s) == 0 :
		    strcmp(nm->words[i], s) == 0)
			return i;
	}
	return -1;
}
