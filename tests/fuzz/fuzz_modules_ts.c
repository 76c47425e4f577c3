/* fuzz_modules_ts.c - To The Strongest!'s parsers for the fuzzers. */
#include <string.h>

#include "../../games/strongest/ts.h"
#include "fuzz_modules.h"

static void *
decode(const json_t *state, const char *side, int *sidex)
{
	struct ts_game *g = ts_game_new();
	struct pbem_err err;

	if (g == NULL || ts_state_decode(state, g, &err) != PBEM_OK ||
	    (*sidex = ts_side_index(g, side)) < 0) {
		ts_game_free(g);
		return NULL;
	}
	ts_sight(g);
	return g;
}

static int
parse(const void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	return ts_parse(g, side, text, len, first_line, out);
}

/* The module's scenario load without the rules parsing (text is
 * NUL-terminated by the caller; a NUL inside it is refused here). */
static json_t *
load(const char *text, size_t len, json_t *rules)
{
	struct ts_game *g = ts_game_new();
	struct pbem_err err;
	json_t *state = NULL;

	if (g != NULL && strlen(text) == len &&
	    ts_scenario_parse(text, len, rules, g, 1, &err) == PBEM_OK) {
		g->scen_text = text;
		state = ts_state_encode(g);
	}
	ts_game_free(g);
	return state;
}

const struct fuzz_parser fuzz_parser_strongest = {
	"strongest", decode, parse, load
};
