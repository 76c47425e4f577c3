/* fuzz_modules_hg.c - The Highest Ground's parsers for the fuzzers. */
#include <string.h>

#include "../../games/highest-ground/hg.h"
#include "fuzz_modules.h"

static void *
decode(const json_t *state, const char *side, int *sidex)
{
	struct hg_game *g = hg_game_new();
	struct pbem_err err;

	if (g == NULL || hg_state_decode(state, g, &err) != PBEM_OK ||
	    (*sidex = hg_side_index(g, side)) < 0) {
		hg_game_free(g);
		return NULL;
	}
	return g;
}

static int
parse(const void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	return hg_parse(g, side, text, len, first_line, out);
}

/* hg_scenario_load() without the rules parsing (text is NUL-terminated
 * by the caller; a NUL inside it is refused there, and here). */
static json_t *
load(const char *text, size_t len, json_t *rules)
{
	struct hg_game *g = hg_game_new();
	struct pbem_err err;
	json_t *state = NULL;

	if (g != NULL && strlen(text) == len &&
	    hg_scenario_parse(text, len, rules, g, 1, &err) == PBEM_OK) {
		g->scen_text = text;
		g->charts = json_object();
		g->commits = json_array();
		g->pending = json_object();
		state = hg_state_encode(g);
	}
	hg_game_free(g);
	return state;
}

const struct fuzz_parser fuzz_parser_highest_ground = {
	"highest-ground", decode, parse, load
};
