/*
 * ts_parse_setup.c - the pre-game and deployment sheets (§9.2).
 */
#include <string.h>
#include <strings.h>

#include "ts_parse.h"

void
tp_setup_begin(struct tp *s)
{
	json_object_set_new(s->o, "kind", json_string("setup"));
}

void
tp_setup_line(struct tp *s, char **tok, int n)
{
	(void)n;
	tp_err(s, "\"%.16s\": this sheet is not read yet", tok[0]);
}

void
tp_setup_end(struct tp *s)
{
	(void)s;
}
