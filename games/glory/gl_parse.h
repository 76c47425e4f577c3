/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse.h - the order sheet reader's own header (digest 8.1), shared
 * by its files only:
 *   gl_parse.c         the sheet line by line, each line by its subject
 *   gl_parse_target.c  the words lines share: enemy ids, targets,
 *                      FACE TRACK's target, points
 *   gl_parse_verb.c    a man's line: his verbs
 *   gl_parse_move.c    MOVE and CHARGE
 *   gl_parse_fire.c    FIRE (a man's or a gun's) and @command VOLLEY
 *   gl_parse_subject.c @command ORDER, a gun's line, a wagon's line
 *   gl_receipt.c       the receipt's second half: volley files, orders
 *                      in force and the defaults that fill the gaps
 * Every function takes the line being read (struct gl_pc) and writes
 * into the orders JSON object it is given; on a refusal it fills c->err
 * and returns -1.
 */
#ifndef GL_PARSE_H
#define GL_PARSE_H

#include <stdio.h>
#include <strings.h>

#include "gl.h"

/* One sheet line being read. */
struct gl_pc {
	const struct gl_game *g;
	int side, line;
	int gun;			/* the subject gun, -1: not a gun */
	struct gl_toks tk;
	char err[SHEET_ERROR_LEN];
	char note[320];			/* a receipt line under the order */
	json_t *forms;			/* @cmd FORM ... (gl_form_sheet.c) */
	int ignored;			/* the line is not echoed: the note
					 * says why it is ignored */
};

/* A refusal: fmt with arg (one %s) into c->err; -1. */
static inline int
fail(struct gl_pc *c, const char *fmt, const char *arg)
{
	snprintf(c->err, sizeof c->err, fmt, arg ? arg : "");
	return -1;
}

static inline int
is(const char *a, const char *b)
{
	return strcasecmp(a, b) == 0;
}

/* gl_parse_target.c */
/* An enemy casting the side knows of (seen now or before), by id; -1. */
int glp_enemy(struct gl_pc *c, const char *id);
/* target := CASTING-ID | NEAREST | LEADER (NONE where allowed); for a
 * gun also a point or a terrain feature; into o[key]. */
int glp_target(struct gl_pc *c, const char *s, json_t *o, const char *key,
    int none);
int glp_track(struct gl_pc *c, const char *s, json_t *o);
/* A point x,y appended to the array a. */
int glp_pt(struct gl_pc *c, const char *s, json_t *a);

/* gl_parse_verb.c: a man's verb at token i (nested: a CHARGE's ELSE) */
int glp_verb(struct gl_pc *c, int i, json_t *o, int nested);

/* gl_parse_move.c */
int glp_move(struct gl_pc *c, int i, json_t *o);
int glp_charge(struct gl_pc *c, int i, json_t *o);

/* gl_parse_fire.c */
int glp_fire(struct gl_pc *c, int i, json_t *o);
int glp_volley(struct gl_pc *c, int k, json_t *vols);
/* The receipt's line for gun gun's FIRE f with AMMO CAN at what lies
 * beyond canister's reach (only a man the side sees now is measured);
 * 1 if written into note. */
int glp_canister_note(const struct gl_game *g, int side, int gun,
    const json_t *f, char *note, size_t n);

/* gl_parse_subject.c: command k's, gun k's, wagon k's line */
int glp_cmd_line(struct gl_pc *c, int k, json_t *cmds);
int glp_gun_line(struct gl_pc *c, int k, json_t *guns);
int glp_wagon_line(struct gl_pc *c, int k, json_t *guns);
/* The receipt's note for a limber's or wagon's MOVE that needs more
 * turning than a team makes in a turn (gl_transport.c). */
void glp_turn_note(struct gl_pc *c, const char *id, int x, int y, int facing,
    const json_t *o);

/* gl_receipt.c: after every line is read (in_file, holds: GL_MAX_MEN;
 * holds[m] why man m holds his fire in A.2, 0 he does not) */
enum { GLP_HOLD_SAVE = 1, GLP_HOLD_NOFIRE, GLP_HOLD_LADDER,
	GLP_HOLD_STORES,
	GLP_HOLD_WHY = 7,	/* the mask of the reasons above */
	GLP_AT_STORES = 8	/* or'd in: he works at the stores, no move */
};
void glp_volley_files(const struct gl_game *g, int side,
    const json_t *orders, int *in_file, int *holds, struct buf *out);
void glp_in_force(const struct gl_game *g, int side, const json_t *orders,
    const int *in_file, const int *holds, struct buf *out);

#endif
