/*
 * fuzz_scenario.c - libFuzzer target for every rules module's scenario
 * loader.  A scenario is referee input, but it may come from anywhere (a
 * forum post, a mail), so it is hostile too.  The first byte chooses the
 * module; the shipped rules tables are used as they are.
 */
#include <stdint.h>
#include <string.h>

#include "../../games/game.h"
#include "../../src/pbem_limits.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *rules_data[16];
static size_t rules_len[16];
static size_t nrules;

static void
init(void)
{
	const struct game_rules *const *all = game_rules_all();
	char rel[256];

	for (nrules = 0; all[nrules] && nrules < 16; nrules++) {
		snprintf(rel, sizeof rel, "games/%s/rules.json",
		    all[nrules]->id);
		rules_data[nrules] = fuzz_slurp(rel, &rules_len[nrules]);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct game_rules *r;
	struct pbem_err err;
	json_t *state = NULL;
	char *text;
	size_t k;

	if (nrules == 0)
		init();
	if (size < 1 || size > PBEM_MAX_SCENARIO)
		return 0;
	k = data[0] % nrules;
	r = game_rules_all()[k];
	if ((text = malloc(size)) == NULL)
		return 0;
	/* NUL-terminated, as game.c hands it over (util_read_file). */
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	memset(&err, 0, sizeof err);
	if (r->scenario_load(text, size - 1, rules_data[k], rules_len[k],
	    &state, &err) == PBEM_OK) {
		struct game_phase gp;
		char sides[GAME_MAX_SIDES][GAME_NAME_LEN];

		(void)r->sides(state, sides, GAME_MAX_SIDES);
		(void)r->phase(state, &gp);
		json_decref(state);
	}
	free(text);
	return 0;
}
