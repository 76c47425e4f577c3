/*
 * fuzz_modules.h - each rules module's parsers behind one shape, for
 * fuzz_sheet and fuzz_scenario.  The seam's parse_sheet() decodes the
 * server's own state on every call and then hands the sheet to the
 * module's parser; the state is trusted and the decoding is most of the
 * time spent, so fuzz_sheet decodes each state once and drives the parser
 * itself (it takes the game const, so every call sees the same game, as
 * parse_sheet would).  Likewise scenario_load() parses the shipped rules
 * tables (trusted JSON) before the scenario: fuzz_scenario parses them
 * once and hands them to the module's load with the hostile text.
 */
#ifndef PBEM_FUZZ_MODULES_H
#define PBEM_FUZZ_MODULES_H

#include <stddef.h>

#include "game.h"

struct fuzz_parser {
	const char *rules;		/* module id */
	/* The decoded game for a state, and the index of a side in it. */
	void *(*decode)(const json_t *state, const char *side, int *sidex);
	int (*parse)(const void *game, int side, const char *text,
	    size_t len, int first_line, struct sheet_check *out);
	/* scenario_load() after its json_loadb() of the rules: the state
	 * made from text (len bytes, NUL after them), or NULL. */
	json_t *(*load)(const char *text, size_t len, json_t *rules);
};

extern const struct fuzz_parser fuzz_parser_far_side;
extern const struct fuzz_parser fuzz_parser_highest_ground;
extern const struct fuzz_parser fuzz_parser_strongest;
extern const struct fuzz_parser fuzz_parser_glory;

#endif
