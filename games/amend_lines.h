/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * amend_lines.h - the plumbing of a referee's amendment sheet, written
 * once for every rules module: one change a line, its verb looked up in
 * the module's list, a line that cannot be read or an unknown verb
 * refused with its line number, the words of a change read and checked
 * (a count within bounds, nothing after the last word), and each change
 * done echoed to what was understood.  The module keeps only its verbs.
 */
#ifndef PBEM_AMEND_LINES_H
#define PBEM_AMEND_LINES_H

#include <stddef.h>

#include "game.h"
#include "sheet_words.h"

/* An amendment in progress: a module's own struct holds it as its first
 * member, so a verb finds the module's game from it. */
/* The game's units as the kit reads them (game_find_name's way): n
 * entries of `size` bytes from `u`, each with its id (a char array) at
 * id_at and its side (an int) at side_at.  AMEND_UNITS(array, n) fills
 * it for an array whose entries have members `id` and `side`. */
struct amend_units {
	const void *u;
	int n;
	size_t size, id_at, side_at;
};
#define AMEND_UNITS(a, count) ((struct amend_units){ (a), (count), \
	sizeof (a)[0], (size_t)((const char *)(a)[0].id - \
	(const char *)&(a)[0]), (size_t)((const char *)&(a)[0].side - \
	(const char *)&(a)[0]) })

/* What LOST SIDE N changes (amend_lost_verb): the game g's sides by
 * side_index(g, name) (NULL: the nsides names side[], case ignored),
 * named side[s], their units lost lost[s], the rule that counts them
 * ("army morale, §10"), told into log. */
struct event_log;
struct amend_lost {
	const void *g;
	struct event_log *log;
	int (*side_index)(const void *g, const char *name);
	const char (*side)[GAME_NAME_LEN];
	int *lost;
	const char *rule;
	int nsides;
};

/* LOST's table for game g, whose members side (the names) and lost (the
 * units lost, by side) it reads and counts. */
#define AMEND_LOST(g, log, side_index, rule) ((struct amend_lost){ (g), \
	(log), (side_index), (const char (*)[GAME_NAME_LEN])(g)->side, \
	(g)->lost, (rule), (int)(sizeof (g)->side / sizeof (g)->side[0]) })

struct amend {
	struct sheet_check *out;
	struct sheet_lines rd;
	const char *system;		/* "Far Side", named in a refusal */
	struct amend_units units;	/* for amend_unit, amend_lost_verb */
	struct amend_lost lost;		/* for amend_lost_verb */
};

/* A verb of the module: its word, the function doing one change (0; -1
 * refused, the reason written), and an argument for it (SET and CLEAR
 * may share one function). */
struct amend_verb {
	const char *verb;
	int (*fn)(struct amend *am, int arg);
	int arg;
};

/* The verbs every module's referee finds on a unit, first in its verb
 * table and in this order: MOVE U ..., REMOVE U, RESTORE U ..., SET U
 * STATUS and CLEAR U STATUS (the status verb's arg: 1 SET, 0 CLEAR). */
#define AMEND_UNIT_VERBS(move, remove, restore, status) \
	{ "MOVE", (move), 0 }, \
	{ "REMOVE", (remove), 0 }, \
	{ "RESTORE", (restore), 0 }, \
	{ "SET", (status), 1 }, \
	{ "CLEAR", (status), 0 }

void amend_init(struct amend *k, const char *text, size_t len,
    int first_line, struct sheet_check *out, const char *system);
/* Every line: blank lines passed over, unreadable lines and unknown verbs
 * refused, each other line done by its verb (verbs end with a NULL verb)
 * and, when done, echoed to what was understood. */
void amend_run(struct amend *k, const struct amend_verb *verbs);

/* The refusal of the current line: fmt with w1 and w2 (each %s; NULL
 * reads as ""); -1. */
int amend_err(struct amend *k, const char *fmt, const char *w1,
    const char *w2);
/* Word i of the current line, or NULL. */
const char *amend_word(const struct amend *k, int i);
/* Nothing from word i on: 0; else refused ("FORM: "x" is one word too
 * many"). */
int amend_too_many(struct amend *k, int i, const char *form);
/* Word i a whole number lo..hi into *v: 0; else refused ("FORM: N from
 * lo to hi"). */
int amend_count(struct amend *k, int i, int lo, int hi, const char *form,
    int *v);
/* Word i a unit of the game (by its id in k->units): its index; else
 * refused ("a unit id is missing", "there is no unit ..."). */
int amend_unit(struct amend *k, int i);
/* Word i a side of the game (side_index(g, name) >= 0): its index; else
 * refused. */
int amend_side(struct amend *k, int i, int (*side_index)(const void *,
    const char *), const void *g);

/* LOST SIDE N, a verb for the module's list (arg unused), on k->lost
 * and k->units: the side (word 1), N its units lost, from 0 to the
 * side's units (word 2, the last), into lost[side], told to the referee
 * and that side only (the other counts what it saw): "Referee: NAME's
 * losses now count N units (RULE)."  0; else refused. */
int amend_lost_verb(struct amend *k, int arg);

/* A module's verbs' shorthands, on its amendment `a` (a pointer to the
 * module's own struct, whose member k is the kit's struct amend). */
#define AM_W(i)			amend_word(&a->k, (i))
#define am_err(a, ...)		amend_err(&(a)->k, __VA_ARGS__)
#define am_too_many(a, ...)	amend_too_many(&(a)->k, __VA_ARGS__)
#define am_count(a, ...)	amend_count(&(a)->k, __VA_ARGS__)

#endif
