/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * secret_tokens.h - the usual pieces of a module's secrets (module.h):
 * whether a viewer is owed any, and the usual token, "ID at PLACE", of a
 * living unit the viewer does not see.  The leak test looks for every
 * token in what the viewer is sent.
 */
#ifndef PBEM_SECRET_TOKENS_H
#define PBEM_SECRET_TOKENS_H

#include <jansson.h>

/* Does `viewer` have secrets: not the referee (-1), and not at the end
 * of a game (over non-zero) whose end mail shows everything, unless
 * that end is sealed (game.h, game_end_sealed). */
int secrets_due(int over, int viewer);

/* Append the token "ID at PLACE" to tokens; -1 when id or place is NULL
 * or the token cannot be made, 0 otherwise. */
int secret_at(json_t *tokens, const char *id, const char *place);

#endif
