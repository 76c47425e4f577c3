/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_parse.c - read one side's order sheet (§17.2, ORDERS.md) against the
 * current state, as that side sees it, into the orders JSON resolve()
 * takes: the sheet cut into lines and words, each line's order checked
 * against the round (§17.1), then handed to its handler (hg_orders.c) and
 * the whole sheet to the checks (hg_parse_checks.c).  Errors carry the
 * sheet line.  No message names, places or counts an enemy unit the side
 * has not sighted: an unknown id gets the same answer whether or not an
 * enemy unit bears it, and targets are the side's own aliases.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hg_parse.h"


void
hg_ps_err(struct ps *s, const char *fmt, const char *a)
{
	sheet_check_error(s->out, s->line, fmt, a ? a : "");
}

/* Which orders each round takes (§17.1). */
static int
allowed(const struct ps *s, const char *k)
{
	return hg_order_taken(s->g, s->round, k);
}

int
hg_order_taken(const struct hg_game *g, int r, const char *k)
{
	int c3 = g->r.opt.rounds == 3;
	int six = g->r.opt.rounds == 6 && r == 2;

	if (strcasecmp(k, "ASSIST") == 0 || strcasecmp(k, "RETREAT") == 0)
		return 1;
	if (six && !g->r2_moves)		/* r2: modes only */
		return strcasecmp(k, "MODE") == 0;
	if (six && strcasecmp(k, "MODE") == 0)	/* r2b: the move */
		return 0;
	if (r == 0)
		return strcasecmp(k, "PLACE") == 0 ||
		    strcasecmp(k, "SUPPLY") == 0 || strcasecmp(k, "RADIO") == 0;
	if (strcasecmp(k, "MODE") == 0)
		return r == 1 || r == 2;
	if (strcasecmp(k, "MOVE") == 0 || strcasecmp(k, "ENTER") == 0)
		return r == 1 || r == 2 || r == 4;
	if (strcasecmp(k, "DISEMBARK") == 0)
		return r == 2 || r == 4;
	if (strcasecmp(k, "ATTACK") == 0 || strcasecmp(k, "LEADER") == 0)
		return r >= 2;
	if (strcasecmp(k, "REINF") == 0)
		return r == 5 || (c3 && r == 4);
	return 0;
}

int
hg_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	const struct hg_game *g = gv;
	struct ps s;
	struct sheet_lines rd;
	char **tok = rd.tok;
	int nt, rk, ended = 0;
	static const char *const known[] = { "MODE", "MOVE", "ENTER",
	    "ATTACK", "ASSIST", "RETREAT", "LEADER", "SUPPLY", "PLACE", "REINF",
	    "RADIO", "DISEMBARK", NULL };
	const char *const *k;

	memset(&s, 0, sizeof s);
	s.g = g;
	s.side = side;
	s.round = g->round;
	s.out = out;
	s.o = json_object();
	if (s.o == NULL)
		return PBEM_ERR_NOMEM;
	s.numbered = 1;
	sheet_lines_init(&rd, text, len, first_line, SHEET_WORDS_COMMA);
	while ((rk = sheet_lines_next(&rd)) != 0) {
		s.line = rd.line;
		nt = rd.ntok;
		if (rk < 0) {
			hg_ps_err(&s, "%s", rd.why);
			continue;
		}
		if (nt == 0 || strcasecmp(tok[0], "GAME") == 0)
			continue;
		if (strcasecmp(tok[0], "END") == 0) {
			ended = s.line;
			break;
		}
		for (k = known; *k && strcasecmp(*k, tok[0]); k++)
			;
		if (*k == NULL) {
			hg_ps_err(&s, "unknown order \"%.12s\"", tok[0]);
			continue;
		}
		if (!allowed(&s, *k)) {
			hg_ps_err(&s,
			    "%s orders are not taken in this round", *k);
			continue;
		}
		hg_orders_line(&s, *k, tok, nt);
	}
	s.numbered = 0;
	if (!out->sealed) {
		hg_parse_checks(&s);
	}
	if (out->nerrors == 0) {
		if (out->understood.len == 0)
			hg_ps_said(&s, "(no orders: the defaults apply)");
		if (ended)
			buf_addf(&out->understood, "line %d: END\n", ended);
		out->orders = s.o;
	} else
		json_decref(s.o);
	return PBEM_OK;
}
