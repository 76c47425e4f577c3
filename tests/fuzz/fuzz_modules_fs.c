/* fuzz_modules_fs.c - Far Side of the World's parsers for the fuzzers. */
#include <stdlib.h>

#include "../../games/far-side/fs.h"
#include "fuzz_modules.h"

static void *
decode(const json_t *state, const char *side, int *sidex)
{
	struct fs_game *g = calloc(1, sizeof *g);
	struct pbem_err err;

	if (g == NULL || fs_state_decode(state, g, &err) != PBEM_OK ||
	    (*sidex = fs_side_index(g, side)) < 0) {
		free(g);
		return NULL;
	}
	fs_sight(g);		/* as fs_parse_sheet() does */
	return g;
}

static int
parse(const void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	return fs_parse(g, side, text, len, first_line, out);
}

/* fs_scenario_load() without the rules parsing. */
static json_t *
load(const char *text, size_t len, json_t *rules)
{
	struct fs_game *g = calloc(1, sizeof *g);
	struct pbem_err err;
	json_t *state = NULL;

	if (g != NULL && fs_scenario_parse(text, len, rules, g, &err) ==
	    PBEM_OK)
		state = fs_state_encode(g);
	free(g);
	return state;
}

const struct fuzz_parser fuzz_parser_far_side = {
	"far-side", decode, parse, load
};
