/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sheet_read.c - an order sheet's reading loop (sheet_read.h). */
#include <strings.h>

#include "sheet_read.h"

static int
is_end(unsigned flags, char **tok, int n)
{
	if (strcasecmp(tok[0], "END") != 0)
		return 0;
	return (flags & SHEET_READ_END_ANY) || ((flags & SHEET_READ_END) &&
	    n == 1);
}

int
sheet_read(const struct sheet_reader *r, void *ctx, const char *text,
    size_t len, int first_line, json_t *orders, struct sheet_check *out)
{
	struct sheet_lines rd;
	const char *why;
	int k, ended = 0;

	sheet_lines_init(&rd, text, len, first_line, r->flags &
	    ~(SHEET_READ_END | SHEET_READ_END_ANY | SHEET_READ_SAY_MAX));
	if (r->max_words > 0)
		rd.max_words = r->max_words;
	while (!ended && (k = sheet_lines_next(&rd)) != 0) {
		if (k < 0 && rd.count > PBEM_MAX_SHEET_LINES &&
		    (r->flags & SHEET_READ_SAY_MAX)) {
			sheet_check_error(out, rd.line, "too many lines (at "
			    "most %d)", PBEM_MAX_SHEET_LINES);
			continue;
		} else if (k < 0)
			why = rd.why;
		else if (r->max_len > 0 && rd.linelen > r->max_len) {
			sheet_check_error(out, rd.line, "line longer than %zu "
			    "characters", r->max_len);
			continue;
		} else if (rd.ntok == 0)
			continue;
		else if ((ended = is_end(r->flags, rd.tok, rd.ntok)) != 0)
			continue;
		else
			why = r->line(ctx, rd.line, rd.tok, rd.ntok);
		if (why != NULL)
			sheet_check_error(out, rd.line, "%s", why);
	}
	if (r->end != NULL)
		r->end(ctx, ended ? rd.line : rd.line + 1, ended);
	if (out->nerrors == 0 && orders != NULL)
		out->orders = orders;
	else
		json_decref(orders);
	return PBEM_OK;
}
