/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_test.c - the helpers of rules_test.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "rules_test.h"

char *
t_read(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *b;
	long n;

	ck_assert_msg(f != NULL, "cannot open %s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	b = malloc((size_t)n + 1);
	ck_assert(b != NULL);
	ck_assert(fread(b, 1, (size_t)n, f) == (size_t)n);
	b[n] = '\0';
	fclose(f);
	return b;
}

void
t_sheet_sent_ok(const struct game_rules *r, const json_t *st,
    const char *side, const json_t *secrets)
{
	struct game_phase ph;
	struct sheet_check c;
	struct buf b;
	json_t *v;
	size_t i;
	int k, due = 0;

	ck_assert(r->phase(r, st, &ph) == PBEM_OK);
	for (k = 0; k < ph.nsides; k++)
		due |= strcmp(ph.sides[k], side) == 0;
	if (!due || ph.over)
		return;
	buf_init(&b, 1 << 20);
	ck_assert(r->sheet_template(r, st, side, &b, NULL) == PBEM_OK);
	sheet_check_init(&c);
	ck_assert(r->parse_sheet(r, st, side, buf_str(&b), b.len, 5, &c) ==
	    PBEM_OK);
	ck_assert_msg(c.nerrors == 0, "%s's sheet as sent: line %d: %s\n%s",
	    side, c.errors[0].line, c.errors[0].msg, buf_str(&b));
	sheet_check_free(&c);
	json_array_foreach(secrets, i, v)
		ck_assert_msg(strstr(buf_str(&b), json_string_value(v)) == NULL,
		    "the sheet sent to %s leaks '%.60s'", side,
		    json_string_value(v));
	buf_free(&b);
}

int
t_event_has(const json_t *events, const char *side, const char *needle)
{
	const json_t *e, *s;
	size_t i, k;
	int mine;

	json_array_foreach(events, i, e) {
		mine = side == NULL ?
		    json_is_true(json_object_get(e, "referee")) : 0;
		json_array_foreach(json_object_get(e, "sides"), k, s)
			if (side != NULL &&
			    strcmp(json_string_value(s), side) == 0)
				mine = 1;
		if (mine && strstr(json_string_value(json_object_get(e,
		    "text")), needle) != NULL)
			return 1;
	}
	return 0;
}
