/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_parse.c - read one side's sheet (§9, games/strongest/ORDERS.md)
 * against the current state, as that side sees it, into the orders JSON
 * resolve() takes: the dispatcher by phase, the tokenizer and the id and
 * box readers every sheet shares.  The turn script and standing orders
 * are read in ts_parse_turn.c, the pre-game and deployment sheets in
 * ts_parse_setup.c.  No message names, places or counts an enemy unit
 * the side may not see: an enemy id is checked only against the public
 * order of battle (§5.5), never against where it is.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sheet_read.h"
#include "sheet_words.h"
#include "ts_parse.h"

/* "U12" with this prefix (case-insensitive): 12, or -1 (ids run 1..99). */
int
tp_idnum(const char *w, const char *prefix)
{
	int v = word_idnum(w, prefix);

	return v >= 1 && v <= 99 ? v : -1;
}

/* An own unit U<n>, or -1 (the error is written). */
int
tp_own_unit(struct tp *s, const char *w)
{
	int n = tp_idnum(w, "U"), u;

	if (n < 0 || (u = ts_find_unit(s->g, s->side, n)) < 0) {
		tp_err(s, "you have no unit \"%.12s\" (own units are U1, U2 "
		    "...)", w);
		return -1;
	}
	return u;
}

/* An enemy unit E<n> of the public order of battle, or -1. */
int
tp_enemy_unit(struct tp *s, const char *w)
{
	int n = tp_idnum(w, "E"), u;

	if (TS_ALIASED(s->g)) {
		/* the same words for a unit never seen and for none at all */
		if (n < 0 || (u = ts_find_enemy(s->g, s->side, n)) < 0) {
			tp_err(s, "your side has named no enemy unit "
			    "\"%.12s\" (an enemy unit is named E1, E2 ... as "
			    "your forces first see it)", w);
			return -1;
		}
		return u;
	}
	if (n < 0 || (u = ts_find_unit(s->g, TS_ENEMY(s->side), n)) < 0) {
		tp_err(s, "the enemy order of battle has no unit \"%.12s\" "
		    "(enemy units are E1, E2 ...)", w);
		return -1;
	}
	return u;
}

/* Any unit: U<n> own, E<n> enemy. */
int
tp_any_unit(struct tp *s, const char *w)
{
	if (toupper((unsigned char)w[0]) == 'E')
		return tp_enemy_unit(s, w);
	return tp_own_unit(s, w);
}

int
tp_own_gen(struct tp *s, const char *w)
{
	int n = tp_idnum(w, "G"), k;

	if (n < 0 || (k = ts_find_gen(s->g, s->side, n)) < 0) {
		tp_err(s, "you have no general \"%.12s\" (G1, G2 ...)", w);
		return -1;
	}
	return k;
}

int
tp_enemy_gen(struct tp *s, const char *w)
{
	int n = tp_idnum(w, "EG"), k;

	if (n < 0 || (k = ts_find_gen(s->g, TS_ENEMY(s->side), n)) < 0) {
		tp_err(s, "the enemy has no general \"%.12s\" (EG1, EG2 ...)",
		    w);
		return -1;
	}
	return k;
}

int
tp_own_cmd(struct tp *s, const char *w)
{
	int n = tp_idnum(w, "C"), c;

	if (n < 0 || (c = ts_find_cmd(s->g, s->side, n)) < 0) {
		tp_err(s, "you have no command \"%.12s\" (C1, C2 ...)", w);
		return -1;
	}
	return c;
}

int
tp_box(struct tp *s, const char *w, int *x, int *y)
{
	if (ts_parse_box(s->g, w, x, y) != 0) {
		tp_err(s, "\"%.12s\" is not a box of this table (columns A-%c, "
		    "rows 1-%d)", w, 'A' + s->g->w - 1, s->g->d);
		return -1;
	}
	return TS_BOX(s->g, *x, *y);
}

/* A comma list "U3,U4" into words (at most max). */
int
tp_split(char *w, char **out, int max)
{
	int n = 0;
	char *c;

	for (; w != NULL && *w != '\0' && n < max; w = c) {
		if ((c = strchr(w, ',')) != NULL)
			*c++ = '\0';
		if (*w != '\0')
			out[n++] = w;
	}
	return n;
}

static void
join_words(struct tp *s, char **t, int n)
{
	size_t len = 0;
	int i;

	s->words[0] = '\0';
	for (i = 0; i < n && len < sizeof s->words; i++)
		len += (size_t)snprintf(s->words + len, sizeof s->words - len,
		    "%s%s", i ? " " : "", t[i]);
}

/* sheet_read's line: the words joined for the receipt, then the stage's
 * reader */
static const char *
read_line(void *ctx, int line, char **tok, int n)
{
	struct tp *s = ctx;

	s->line = line;
	join_words(s, tok, n);
	s->line_fn(s, tok, n);
	return NULL;
}

/* ... and its end: the END line, or the line after the sheet's last */
static void
read_end(void *ctx, int line, int ended)
{
	struct tp *s = ctx;

	(void)ended;
	s->line = line;
	if (s->out->nerrors > 0)	/* the reader's own errors too */
		s->bad = 1;
	s->end_fn(s);
}

int
ts_parse(void *gv, int side, const char *text, size_t len,
    int first_line, struct sheet_check *out)
{
	static const struct sheet_reader reader = { .flags = SHEET_READ_END,
	    .max_len = TP_MAX_LINE, .line = read_line, .end = read_end };
	const struct ts_game *g = gv;
	struct tp s;

	ts_sight(gv);
	memset(&s, 0, sizeof s);
	s.g = g;
	s.side = side;
	s.out = out;
	s.o = json_object();
	s.cmd = -1;
	if (s.o == NULL)
		return PBEM_ERR_NOMEM;
	if (g->over) {
		sheet_check_error(out, first_line, "the game is over");
		json_decref(s.o);
		return PBEM_OK;
	}
	if (g->stage == TS_ST_PLAY) {
		tp_turn_begin(&s);
		s.line_fn = tp_turn_line;
		s.end_fn = tp_turn_end;
	} else {
		tp_setup_begin(&s);
		s.line_fn = tp_setup_line;
		s.end_fn = tp_setup_end;
	}
	return sheet_read(&reader, &s, text, len, first_line, s.o, out);
}
