/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_modules.c - the registered modules' parsers for the fuzzers
 * (fuzz_modules.h). */
#include <string.h>

#include "fuzz_modules.h"

int
fuzz_modules(const struct game_rules *const **all)
{
	int n = 0;

	*all = game_rules_all();
	while ((*all)[n] != NULL)
		n++;
	return n;
}

void *
fuzz_decode(const struct game_rules *r, const json_t *state,
    const char *side, int *sidex)
{
	const struct game_module *m = r->module;
	struct pbem_err err;
	void *g;

	memset(&err, 0, sizeof err);
	if ((g = game_module_new(m)) == NULL)
		return NULL;
	if (game_module_decode(m, state, g, &err) != PBEM_OK ||
	    (*sidex = game_module_side_index(m, g, side)) < 0) {
		game_module_free(m, g);
		return NULL;
	}
	return g;
}

int
fuzz_parse(const struct game_rules *r, void *game, int side,
    const char *text, size_t len, int first_line, struct sheet_check *out)
{
	return game_module_parse(r->module, game, side, text, len, first_line,
	    out);
}

json_t *
fuzz_load(const struct game_rules *r, const char *text, size_t len,
    json_t *rules)
{
	const struct game_module *m = r->module;
	struct pbem_err err;
	json_t *state = NULL;
	void *g;

	memset(&err, 0, sizeof err);
	if (strlen(text) != len || (g = game_module_new(m)) == NULL)
		return NULL;
	if (m->scenario(text, len, rules, g, &err) == PBEM_OK)
		state = game_module_encode(m, g);
	game_module_free(m, g);
	return state;
}
