/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_formation.h - GLORY: formed troops (rulebook 3.31, 5.3, 7.312, 7.51):
 * the body, its orders and moves, its verbs on a sheet.  gl_form.h is the
 * private header gl_form.c shares with gl_form_move.c.
 */
#ifndef GL_FORMATION_H
#define GL_FORMATION_H

#include "gl_limits.h"

/* Formed troops (gl_form.c, gl_form_sheet.c; rulebook 3.31, 5.3, 7.312,
 * 7.51; every number [P] in rules.json "formation").  A command holds at
 * most one formation: its men in numbered places (slots) along a LINE
 * (slot i at i * spacing to the right of slot 0, facing the front) or a
 * COLUMN (slot i at i * spacing behind slot 0). */
enum gl_form_kind { GL_FK_NONE, GL_FK_LINE, GL_FK_COLUMN };
enum gl_form_op { GL_FO_NONE, GL_FO_FORM, GL_FO_MARCH, GL_FO_WHEEL,
	GL_FO_DISPERSE, GL_FO_CHARGE };
/* Why a man of a linked body stopped it (gl_move.c), told to its side
 * with his name and place (gl_form_move.c). */
enum gl_halt_why { GL_HW_NONE, GL_HW_MP, GL_HW_PAY, GL_HW_GROUND,
	GL_HW_EDGE, GL_HW_DEMOR, GL_HW_CONTACT, GL_HW_STOPIF_ENEMY,
	GL_HW_STOPIF_SEEN };

struct gl_form {
	int kind, facing, spacing;	/* kept in the state ("formations") */
	int ax, ay;			/* the anchor: slot 0's place */
	int n, man[GL_MAX_MEN];		/* man by slot, -1 a gap */
	/* this turn only: the order (enum gl_form_op) and its terms */
	int op, pkind, pface, pspacing, pn, pman[GL_MAX_MEN], pguide;
	int nway, wx[GL_MAX_WAY], wy[GL_MAX_WAY], stop_enemy, stop_seen;
	int pivot, moved;
	int ctgt, cifreach;		/* CHARGE: its target, IFREACH */
	int celse;			/* its ELSE: GL_FO_MARCH, _WHEEL (terms
					 * in way, pface), GL_FO_NONE halt */
	int fell_short;			/* its CHARGE reached nobody */
	int halt_man, halt_why;		/* who stopped the body (-1), why
					 * (enum gl_halt_why) */
	int volleyed;			/* its file volleyed: formed till B */
};

/* gl_form.c: the state's "formations" (a codec of gl_state.c's walker,
 * state_schema.h), written only when a command has one */
struct state_walk;
struct state_node;
json_t *gl_form_enc(const struct state_walk *w, const void *g,
    const struct state_node *n, int *skip);
int gl_form_dec(struct state_walk *w, void *g, const struct state_node *n,
    const json_t *a);
/* This turn's formation orders (orders "forms"), before A: DISPERSE at
 * once; men told to act alone leave; the others' defaults cleared. */
void gl_form_plan(struct gl_game *g, const json_t *orders,
    struct gl_plan *plan, struct event_log *log);
/* The command whose formation man m stands in, in his place; -1. */
int gl_form_member(const struct gl_game *g, int m);
/* Where slot i of formation k stands (its anchor, its front). */
void gl_form_slot(const struct gl_game *g, int k, int i, int *x, int *y);
/* Does a formation stop the line a-b?  zone 0: sight, symmetric; 1: a
 * kill zone fired from a (7.52: 5 yd in, not through). */
int gl_form_blocks(const struct gl_game *g, int ax, int ay, int bx, int by,
    int zone);
/* Formation k's outline (4 corners, units); 0 if it has none. */
int gl_form_outline(const struct gl_game *g, int k, int *x, int *y);
/* B.2: the formation moves' plans (gl_move.c calls it first); after each
 * sub-step's ticks (type: GL_MOUNTED, GL_FOOT), its bodies settled before
 * their moves are told; then who breaks (contact: chargers). */
void gl_form_moves(struct gl_game *g, struct gl_plan *plan,
    struct event_log *log);
void gl_form_settle(struct gl_game *g, struct gl_plan *plan, int type,
    struct event_log *log);
void gl_form_check(struct gl_game *g, const int *contact,
    struct event_log *log);
/* B.1: formation k's CHARGE (gl_form_move.c): the man who leads it (in
 * his place, nearest the target), -1 when it cannot go (told to its
 * side, the body stands); the others follow him, linked (gl_move.c). */
int gl_form_charge_lead(struct gl_game *g, int k, struct event_log *log);
/* After B.1's ticks: each body that charged moved as its men did; one
 * whose charge reached nobody stands where it halted, told (log) after
 * its men's moves are (a second call; log NULL on the first). */
void gl_form_charged(struct gl_game *g, const struct gl_plan *plan,
    const int *contact, struct event_log *log);
/* The linked op (MARCH, WHEEL) man m moves in, its command + 1; 0. */
int gl_form_link(const struct gl_game *g, int m, int *op);
void gl_form_report(const struct gl_game *g, int viewer, struct buf *out);
/* The map: each formation the viewer owns (-1: all) as a dashed outline
 * in its side's ink, labelled at its front; the enemy's never. */
void gl_form_draw(const struct gl_game *g, int viewer, struct drawing *d);
/* gl_form_sheet.c: @cmd FORM|MARCH|WHEEL|DISPERSE|CHARGE on a sheet; the
 * receipt's note for man m (1 if it wrote his movement clause). */
int gl_form_verb(const char *w);
int gl_form_parse(const struct gl_game *g, int side, int k,
    const struct gl_toks *tk, json_t *forms, char *err, size_t errlen,
    char *note, size_t notelen);
int gl_form_note(const struct gl_game *g, const json_t *orders, int m,
    struct buf *out);
/* A scenario's FORM line (after its men); gl_form.c sets the body. */
int gl_form_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
int gl_form_set(struct gl_game *g, int k, const json_t *o);

#endif
