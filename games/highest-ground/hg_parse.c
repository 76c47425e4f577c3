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
#include "sheet_read.h"


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

/* sheet_read's line: GAME lines pass, an order its round takes goes
 * to its handler. */
static const char *
read_line(void *ctx, int line, char **tok, int nt)
{
	static const char *const known[] = { "MODE", "MOVE", "ENTER",
	    "ATTACK", "ASSIST", "RETREAT", "LEADER", "SUPPLY", "PLACE", "REINF",
	    "RADIO", "DISEMBARK", NULL };
	const char *const *k;
	struct ps *s = ctx;

	s->line = line;
	if (strcasecmp(tok[0], "GAME") == 0)
		return NULL;
	for (k = known; *k && strcasecmp(*k, tok[0]); k++)
		;
	if (*k == NULL)
		hg_ps_err(s, "unknown order \"%.12s\"", tok[0]);
	else if (!allowed(s, *k))
		hg_ps_err(s, "%s orders are not taken in this round", *k);
	else
		hg_orders_line(s, *k, tok, nt);
	return NULL;
}

/* ... and its end: the whole sheet's checks, then what a sheet without
 * errors says besides its orders. */
static void
read_end(void *ctx, int line, int ended)
{
	struct ps *s = ctx;

	s->numbered = 0;
	if (!s->out->sealed)
		hg_parse_checks(s);
	if (s->out->nerrors > 0)
		return;
	if (s->out->understood.len == 0)
		hg_ps_said(s, "(no orders: the defaults apply)");
	if (ended)
		buf_addf(&s->out->understood, "line %d: END\n", line);
}

int
hg_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	static const struct sheet_reader reader = { .flags =
	    SHEET_WORDS_COMMA | SHEET_READ_END_ANY, .line = read_line,
	    .end = read_end };
	const struct hg_game *g = gv;
	struct ps s;

	memset(&s, 0, sizeof s);
	s.g = g;
	s.side = side;
	s.round = g->round;
	s.out = out;
	s.o = json_object();
	if (s.o == NULL)
		return PBEM_ERR_NOMEM;
	s.numbered = 1;
	return sheet_read(&reader, &s, text, len, first_line, s.o, out);
}
