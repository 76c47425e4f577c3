/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_names.c - the names a described state uses (state_schema.h): a
 * module's functions, a fixed list of words, or the key strings of an
 * array in the game found by offsets, so that "a unit's id" or "a side's
 * name" is one line of a module's table, not three functions.
 */
#include <string.h>
#include <strings.h>

#include "hex.h"
#include "state_schema.h"

/* HEX: the layout in the game. */
static const struct hex_layout *
layout(const struct state_names *nm, const void *game)
{
	return (const struct hex_layout *)(const void *)((const char *)game +
	    nm->at);
}

/* HEX: the label of hex i, or NULL when it is no hex on the map. */
static const char *
hex_at(const struct state_names *nm, const void *game, int i)
{
	static _Thread_local char lab[HEX_LABEL_LEN];
	const struct hex_layout *l = layout(nm, game);
	int c, r;

	if (i < 0 || l->w <= 0 || i >= l->w * l->h)
		return NULL;
	hex_coords(l, i, &c, &r);
	if (nm->dash_from > 0 && *(const int *)(const void *)((const char *)
	    game + nm->dash_at) >= nm->dash_from)
		return hex_label_dashed(l, c, r, lab) == 0 ? lab : NULL;
	return hex_label(l, c, r, lab) == 0 ? lab : NULL;
}

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
	if (nm->hex)
		return layout(nm, game)->w * layout(nm, game)->h;
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
	if (nm->hex)
		return hex_at(nm, game, i);
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
	if (nm->index != NULL)
		return nm->index(game, s);
	if (nm->hex)
		return layout(nm, game)->nmaps > 0 && hex_parse(layout(nm,
		    game), s, &i, &n) == 0 ? hex_index(layout(nm, game), i,
		    n) : -1;
	n = state_names_count(nm, game);
	for (i = 0; i < n; i++) {
		if (nm->stride != 0 ? strcasecmp(key_at(nm, game, i), s) == 0 :
		    nm->fold ? strcasecmp(nm->words[i], s) == 0 :
		    strcmp(nm->words[i], s) == 0)
			return i;
	}
	for (i = 0; i < nm->nalias; i++)
		if ((nm->fold ? strcasecmp(nm->alias[i].word, s) :
		    strcmp(nm->alias[i].word, s)) == 0)
			return nm->alias[i].index;
	return -1;
}

int
state_names_mask(const struct state_names *nm, const void *game,
    const char *s, unsigned *mask)
{
	char w[64];
	size_t l;
	int k;

	*mask = 0;
	if (strcmp(s, "-") == 0)
		return 0;
	while (*s) {
		l = strcspn(s, ",");
		if (l == 0 || l >= sizeof w)
			return -1;
		memcpy(w, s, l);
		w[l] = '\0';
		if ((k = state_names_index(nm, game, w)) < 0 || k >= 32)
			return -1;
		*mask |= 1u << k;
		s += l;
		if (*s == ',')
			s++;
	}
	return 0;
}
