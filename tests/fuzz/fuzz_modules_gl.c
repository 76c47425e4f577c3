/* fuzz_modules_gl.c - GLORY's parsers for the fuzzers. */
#include <stdlib.h>

#include "../../games/glory/gl.h"
#include "fuzz_modules.h"

static void *
decode(const json_t *state, const char *side, int *sidex)
{
	struct gl_game *g = calloc(1, sizeof *g);
	struct pbem_err err;

	if (g == NULL || gl_decode(state, g, &err) != PBEM_OK ||
	    (*sidex = gl_side_index(g, side)) < 0) {
		free(g);
		return NULL;
	}
	gl_sight(g);		/* as gl_parse() does: it is idempotent */
	return g;
}

static int
parse(const void *g, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	/* gl_parse refreshes sight first, which leaves this (already
	 * sighted, heap-allocated) game as it found it */
	return gl_parse((void *)(size_t)g, side, text, len, first_line, out);
}

/* gl_scenario() without the rules parsing. */
static json_t *
load(const char *text, size_t len, json_t *rules)
{
	struct gl_game *g = calloc(1, sizeof *g);
	struct pbem_err err;
	json_t *state = NULL;

	if (g != NULL && gl_scenario(text, len, rules, g, &err) == PBEM_OK)
		state = gl_encode(g);
	free(g);
	return state;
}

const struct fuzz_parser fuzz_parser_glory = {
	"glory", decode, parse, load
};
