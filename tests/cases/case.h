/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * case.h - rules cases: small plain-text scripts that drive one rules
 * module through the seam (games/game.h) with seeded dice and check what
 * the players and the referee are told.  The format is in README.md.
 *
 * case_parse.c reads a .case file (hostile: every line, count and length
 * is bounded; every error names file:line) into a struct case_file;
 * case_run.c plays one case through the seam and checks its expectations
 * and, after every round, the hidden-information promise; run_cases.c is
 * the command line.  Nothing here knows a rule of any game.
 */
#ifndef CASES_CASE_H
#define CASES_CASE_H

#include "games/game.h"

#define CASE_MAX_FILE	(1024 * 1024)	/* one .case file */
#define CASE_MAX_LINE	512		/* one line of it, newline excluded */
#define CASE_MAX_TOKENS	16		/* words on one directive line */
#define CASE_MAX_CASES	64		/* cases in one file */
#define CASE_MAX_ROUNDS	64		/* rounds in one case */
#define CASE_MAX_EXPECT	48		/* expectations after one round */
#define CASE_MAX_OMIT	8		/* words one `omit` line may name */
#define CASE_WORD_LEN	32		/* an omitted directive word */
#define CASE_TEXT_LEN	256		/* an expected text, a seed */
#define CASE_NAME_LEN	128		/* a case's name */
#define CASE_PATH_LEN	512		/* a file path */
#define CASE_MAX_STACKS	4		/* `cards` lines in one round */
#define CASE_MAX_STACK	96		/* cards one line may stack */

enum case_expect_kind {
	EX_PHASE,		/* expect-phase <name> [turn <n>] [due ...] */
	EX_OVER,		/* expect-over "<result text>" */
	EX_REFUSED,		/* expect-refused <SIDE> [line <n>] "<text>" */
	EX_ERRORS,		/* expect-errors <SIDE> <n> */
	EX_UNDERSTOOD,		/* expect-understood <SIDE> <op> "<text>" */
	EX_REPORT,		/* expect-report <SIDE> <op> / expect-log <op> */
	EX_ROLLS,		/* expect-rolls <n> */
	EX_LOAD_ERROR,		/* expect-load-error "<text>" */
	EX_MAP,			/* expect-map <SIDE|referee> <op> "<text>" */
	EX_NEWS,		/* expect-news <kind|none> "<text>" */
	EX_SHEET,		/* expect-sheet <SIDE> <op> "<text>" */
};

enum case_op { OP_CONTAINS, OP_LACKS, OP_MATCHES };

struct case_expect {
	int line;			/* in the .case file */
	enum case_expect_kind kind;
	enum case_op op;
	char side[GAME_NAME_LEN];	/* "" = the referee's report */
	int n;				/* rolls; sheet line; turn (0: any) */
	int due_given, ndue;		/* expect-phase ... due A,B | none */
	char due[GAME_MAX_SIDES][GAME_NAME_LEN];
	char text[CASE_TEXT_LEN];	/* the text, or the phase name */
};

struct case_sheet {
	int line;			/* the `sheet` line */
	char side[GAME_NAME_LEN];
	int sealed;			/* `sheet SIDE sealed`: parsed as replay
					   parses a stored sheet */
	struct buf text;
};

/* A `cards` line: the next cards a deck of the state deals. */
struct case_stack {
	int line;
	char deck[32];			/* the deck's "name" in the state */
	int mod;			/* 0: ids; m: any id == v (mod m) */
	int n;
	int ids[CASE_MAX_STACK];
};

/* One resolution (or, for a case's `opening`, the state as loaded). */
struct case_round {
	int line;			/* the `round` line */
	char phase[GAME_NAME_LEN];	/* the phase that must be due */
	int turn;			/* and its turn (0: not checked) */
	int has_seed;
	char seed[CASE_TEXT_LEN];	/* restart the dice here */
	int nstacks;
	struct case_stack stack[CASE_MAX_STACKS];
	int nsheets;
	struct case_sheet sheet[GAME_MAX_SIDES];
	int nexpect;
	struct case_expect expect[CASE_MAX_EXPECT];
};

struct case_def {
	int line;			/* the `case` line */
	char name[CASE_NAME_LEN];
	char rules[GAME_NAME_LEN];
	char scenario[CASE_PATH_LEN];
	int nomit;
	char omit[CASE_MAX_OMIT][CASE_WORD_LEN];
	struct buf extra;		/* scenario-extra lines */
	int has_seed;
	char seed[CASE_TEXT_LEN];
	struct case_round opening;	/* expectations on the loaded state */
	int nrounds;
	struct case_round *round[CASE_MAX_ROUNDS];
};

struct case_file {
	char path[CASE_PATH_LEN];
	char dir[CASE_PATH_LEN];	/* for scenario names with a '/' */
	int ncases;
	struct case_def *c[CASE_MAX_CASES];
};

struct case_opts {
	const char *root;		/* the source tree: games/<id>/... */
	const char *only;		/* run only cases whose name has this */
	int verbose;			/* print every report */
};

/* case_parse.c */
int case_file_load(const char *path, struct case_file *f,
    struct pbem_err *err);
void case_file_free(struct case_file *f);
/* Read a whole file of at most `max` bytes into out (NUL-free). */
int case_read_file(const char *path, size_t max, struct buf *out,
    struct pbem_err *err);

/* case_run.c: 0 if the case passed, 1 if it failed (reasons on stderr). */
int case_run(const struct case_file *f, const struct case_def *c,
    const struct case_opts *o);

#endif
