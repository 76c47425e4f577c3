/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * secret_tokens.c - the usual pieces of a module's secrets
 * (secret_tokens.h).
 */
#include "game.h"
#include "secret_tokens.h"

int
secrets_due(int over, int viewer)
{
	return viewer >= 0 && (!over || game_end_sealed());
}

int
secret_at(json_t *tokens, const char *id, const char *place)
{
	if (id == NULL || place == NULL)
		return -1;
	return json_array_append_new(tokens, json_sprintf("%s at %s", id,
	    place));
}
