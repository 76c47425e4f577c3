/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_parse.h - the readers' shared state, private to them: the sheets
 * (ts_parse.c, ts_parse_turn.c, ts_parse_order.c, ts_parse_setup.c) and
 * the TTSMAP scenario text (ts_scenario.c, ts_scenario_forces.c).
 */
#ifndef TS_PARSE_H
#define TS_PARSE_H

#include "ts.h"
#include "pbem_limits.h"

#define TP_MAXTOK	48
#define TP_MAX_LINE	200	/* §9.1: lines are at most 200 characters */
#define TP_MAX_LABELS	128
/* Words of a scenario line (sheet_words.h): "quoted text" is one word,
 * a # that begins a word begins a comment, a quote left open is an
 * error; at most TS_SCEN_MAXTOK of them.  The army scenario read again
 * for a campaign (ts_campaign.c) reads the same words. */
#define TS_SCEN_WORDS	(SHEET_WORDS_QUOTES | SHEET_WORDS_HASH_WORD | \
			    SHEET_WORDS_CLOSE_QUOTE)
#define TS_SCEN_MAXTOK	24

struct tp {
	const struct ts_game *g;
	int side, line, bad;
	struct sheet_check *out;
	json_t *o;		/* the orders being built */
	int cmd;		/* the open CMD block, -1 none */
	json_t *items;		/* its items */
	int cmds_seen[TS_MAX_CMDS];
	int nlabels, labels[TP_MAX_LABELS], label_line[TP_MAX_LABELS];
	int nrefs, refs[TP_MAX_LABELS], ref_line[TP_MAX_LABELS];
	/* the line's words joined by one space, kept before a reader
	 * splits a list ("C4,B4", "F4+G4") in place: what a receipt echoes */
	char words[TP_MAX_LINE + 1];
	/* the stage's readers of a line and of the sheet's end */
	void (*line_fn)(struct tp *s, char **tok, int n);
	void (*end_fn)(struct tp *s);
};

/* ts_parse.c */
/* An error on the current line (the sheet is bad); a line of what was
 * understood, numbered (the kit's sheet_check_error, sheet_check_said). */
#define tp_err(s, ...)	((s)->bad = 1, \
	sheet_check_error((s)->out, (s)->line, __VA_ARGS__))
#define tp_said(s, ...)	sheet_check_said((s)->out, (s)->line, __VA_ARGS__)
int tp_idnum(const char *w, const char *prefix);
int tp_own_unit(struct tp *s, const char *w);
int tp_enemy_unit(struct tp *s, const char *w);
int tp_any_unit(struct tp *s, const char *w);
int tp_own_gen(struct tp *s, const char *w);
int tp_enemy_gen(struct tp *s, const char *w);
int tp_own_cmd(struct tp *s, const char *w);
int tp_box(struct tp *s, const char *w, int *x, int *y);
int tp_split(char *w, char **out, int max);

/* ts_parse_turn.c: the own player turn's script and standing orders */
void tp_turn_begin(struct tp *s);
void tp_turn_line(struct tp *s, char **tok, int n);
void tp_turn_end(struct tp *s);
json_t *tp_cond(struct tp *s, char **tok, int *i, int n, char *echo,
    size_t en);
int tp_policy(struct tp *s, char **tok, int n, json_t *list);
int tp_strat(struct tp *s, char **tok, int n, json_t *list);

/* ts_parse_order.c: one order, <units> <VERB> args [WITH] [REQ] [ALT]
 * [REPEAT]; NULL, the error said, if it cannot be read */
json_t *tp_order(struct tp *s, char **tok, int n, char *echo, size_t en);

/* ts_parse_setup.c: the pre-game and deployment sheets */
void tp_setup_begin(struct tp *s);
void tp_setup_line(struct tp *s, char **tok, int n);
void tp_setup_end(struct tp *s);

/* ts_scenario.c: the scenario reader's state and checked values; each
 * returns -1 with the error (naming the line) set in p->err */
struct sp {
	struct ts_game *g;
	struct pbem_err *err;
	int line;
	int magic;		/* the "TTSMAP 1" line was read */
	int nside;
	int start;		/* 0 pregame, 1 deploy, 2 play */
	int active;		/* -1 none given */
	int picks;
	int extra_ammo[TS_NSIDES];
};
int sc_fail(struct sp *p, const char *fmt, const char *arg);
int sc_intval(const char *s, int lo, int hi, int *v);
int sc_idnum(const char *s, const char *prefix, int *v);
int sc_side_of(struct sp *p, const char *s);
int sc_box_of(struct sp *p, const char *s, int *x, int *y);

/* ts_scenario_forces.c: the CMD, GEN, UNIT, CAMP, HAND, PLACE lines */
int sc_cmd(struct sp *p, char **t, int n);
int sc_gen(struct sp *p, char **t, int n);
int sc_unit(struct sp *p, char **t, int n);
int sc_camp(struct sp *p, char **t, int n);
int sc_hand(struct sp *p, char **t, int n);
int sc_place(struct sp *p, char **t, int n);
int sc_attach_generals(struct sp *p);

#endif
