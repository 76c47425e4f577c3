/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_scenario.c - libFuzzer target for every rules module's scenario
 * loader.  A scenario is referee input, but it may come from anywhere (a
 * forum post, a mail), so it is hostile too.  The first byte chooses the
 * module; its shipped rules tables are parsed once (fuzz_modules.h) and
 * the rest of the input goes to the module's loader as scenario_load()
 * hands it over, NUL-terminated as util_read_file() leaves it.  Every
 * state that loads is then asked for its sides and phase, as game.c does.
 */
#include <stdint.h>
#include <string.h>

#include "game.h"
#include "pbem_limits.h"
#include "fuzz_common.h"
#include "fuzz_modules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_MODULES	16

static const struct game_rules *const *rules;
static json_t *tables[MAX_MODULES];
static int nmodules;

static void
init(void)
{
	json_error_t je;
	char rel[256], *text;
	size_t len;
	int i;

	if ((nmodules = fuzz_modules(&rules)) > MAX_MODULES)
		nmodules = MAX_MODULES;
	for (i = 0; i < nmodules; i++) {
		snprintf(rel, sizeof rel, "games/%s/rules.json",
		    rules[i]->id);
		text = fuzz_slurp(rel, &len);
		tables[i] = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
		free(text);
		if (tables[i] == NULL) {
			fprintf(stderr, "fuzz: %s: %s\n", rel, je.text);
			exit(2);
		}
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	json_t *state;
	char *text;
	int k;

	if (rules == NULL)
		init();
	if (size < 1 || size > PBEM_MAX_SCENARIO)
		return 0;
	k = data[0] % nmodules;
	if ((text = malloc(size)) == NULL)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	if ((state = fuzz_load(rules[k], text, size - 1, tables[k])) != NULL) {
		struct game_phase gp;
		char sides[GAME_MAX_SIDES][GAME_NAME_LEN];

		(void)rules[k]->sides(rules[k], state, sides, GAME_MAX_SIDES);
		(void)rules[k]->phase(rules[k], state, &gp);
		json_decref(state);
	}
	free(text);
	return 0;
}
