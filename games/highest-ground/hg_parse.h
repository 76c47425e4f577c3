/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_parse.h - the order-sheet parser's working state, shared by its
 * three files and by nothing else: hg_parse.c reads the sheet line by
 * line, hg_orders.c turns each order line into JSON, hg_parse_checks.c
 * judges the whole sheet once it is read.  Like them it touches no mail,
 * store or dice.
 */
#ifndef HG_PARSE_H
#define HG_PARSE_H

#include "hg.h"
#include "pbem_limits.h"

/* One sheet being read: whose, where we are, what it says so far. */
struct ps {
	const struct hg_game *g;
	int side, line, round;
	int numbered;		/* on a sheet line: what is said names it */
	int natk, atk_line[PBEM_MAX_SHEET_LINES];	/* each ATTACK's line */
	struct sheet_check *out;
	json_t *o;
};

/* hg_parse.c: an error on the current line; a line of "understood" */
void hg_ps_err(struct ps *s, const char *fmt, const char *a);
#define hg_ps_said(s, ...)	sheet_check_said((s)->out, \
	(s)->numbered ? (s)->line : -1, __VA_ARGS__)

/* hg_orders.c: one order line, its keyword k already known and taken */
void hg_orders_line(struct ps *s, const char *k, char **tok, int n);

/* hg_parse_checks.c: the whole-sheet checks, on an unsealed sheet */
void hg_parse_checks(struct ps *s);

#endif
