/*
 * ts_parse.h - the sheet readers' shared state (ts_parse.c,
 * ts_parse_turn.c, ts_parse_setup.c); private to them.
 */
#ifndef TS_PARSE_H
#define TS_PARSE_H

#include "ts.h"
#include "pbem_limits.h"

#define TP_MAXTOK	48
#define TP_MAX_LINE	200	/* §9.1: lines are at most 200 characters */
#define TP_MAX_LABELS	128

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
};

/* ts_parse.c */
int tp_tokenize(char *line, char **tok, int max);
void tp_err(struct tp *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void tp_said(struct tp *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
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
int tp_policy(struct tp *s, char **tok, int n, json_t *list);
int tp_strat(struct tp *s, char **tok, int n, json_t *list);

/* ts_parse_setup.c: the pre-game and deployment sheets */
void tp_setup_begin(struct tp *s);
void tp_setup_line(struct tp *s, char **tok, int n);
void tp_setup_end(struct tp *s);

#endif
