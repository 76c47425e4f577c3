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

static const struct fuzz_parser *const modules[] = {
	&fuzz_parser_far_side,
	&fuzz_parser_highest_ground,
	&fuzz_parser_strongest,
	&fuzz_parser_glory,
};
#define NMODULES (sizeof modules / sizeof modules[0])

static const struct game_rules *rules[NMODULES];
static json_t *tables[NMODULES];

static void
init(void)
{
	json_error_t je;
	char rel[256], *text;
	size_t i, len;

	for (i = 0; i < NMODULES; i++) {
		if ((rules[i] = game_rules_find(modules[i]->rules)) == NULL) {
			fprintf(stderr, "fuzz: no module %s\n",
			    modules[i]->rules);
			exit(2);
		}
		snprintf(rel, sizeof rel, "games/%s/rules.json",
		    modules[i]->rules);
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
	size_t k;

	if (rules[0] == NULL)
		init();
	if (size < 1 || size > PBEM_MAX_SCENARIO)
		return 0;
	k = data[0] % NMODULES;
	if ((text = malloc(size)) == NULL)
		return 0;
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	if ((state = modules[k]->load(text, size - 1, tables[k])) != NULL) {
		struct game_phase gp;
		char sides[GAME_MAX_SIDES][GAME_NAME_LEN];

		(void)rules[k]->sides(rules[k], state, sides, GAME_MAX_SIDES);
		(void)rules[k]->phase(rules[k], state, &gp);
		json_decref(state);
	}
	free(text);
	return 0;
}
