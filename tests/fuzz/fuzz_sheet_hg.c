/* fuzz_sheet_hg.c - The Highest Ground's parser for fuzz_sheet. */
#include "../../games/highest-ground/hg.h"
#include "fuzz_sheet_modules.h"

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

const struct fuzz_parser fuzz_parser_highest_ground = {
	"highest-ground", decode, parse
};
