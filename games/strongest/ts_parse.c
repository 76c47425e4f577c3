/*
 * ts_parse.c - read one side's sheet (§9) against the current state.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

int
ts_parse(const struct ts_game *g, int side, const char *text, size_t len,
    int first_line, struct sheet_check *out)
{
	(void)g, (void)side, (void)text, (void)len, (void)first_line;
	out->orders = json_object();
	return PBEM_OK;
}

void
ts_policies_text(const struct ts_game *g, int side, int viewer,
    struct buf *out)
{
	(void)g, (void)side, (void)viewer, (void)out;
}

int
ts_run_turn(struct ts_game *g, const json_t *sheet)
{
	(void)g, (void)sheet;
	return 0;
}

void
ts_check_victory(struct ts_game *g)
{
	(void)g;
}
