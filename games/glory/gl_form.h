/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_form.h - what gl_form.c (the body: places, sight, breaking) shares
 * with gl_form_move.c (its orders and moves) and gl_form_sheet.c (its
 * verbs on a sheet); nothing else includes it.
 */
#ifndef GL_FORM_H
#define GL_FORM_H

#include "gl.h"

extern const char *const glf_kind_word[];	/* "-", "LINE", "COLUMN" */
/* May man m stand in a formation (drilled foot or horse, steady, free)? */
int glf_may_form(const struct gl_game *g, int m);
/* Is formation k a body of horse? */
int glf_horse(const struct gl_game *g, int k);
/* Slot i's offset from slot 0 for a body of kind, front fa, spacing sp. */
void glf_offset(int kind, int fa, int sp, int i, int64_t *dx, int64_t *dy);
/* Slot i's place: the body's anchor (slot 0's place) and its front. */
void glf_slot_at(const struct gl_game *g, int k, int i, int *x, int *y);
/* Is the man of slot i in his place, able and steady? */
int glf_in_place(const struct gl_game *g, int k, int i);
/* The guide: the man of the lowest slot in his place; -1. */
int glf_guide_slot(const struct gl_game *g, int k);
/* The anchor of a body whose slot i stands at (x, y). */
void glf_anchor_of(int kind, int fa, int sp, int i, int x, int y, int *ax,
    int *ay);
unsigned glf_own_mask(const struct gl_game *g, int k);	/* its side */
/* The body breaks (told to its side); its MARCH or WHEEL with it. */
void glf_disband(struct gl_game *g, int k, const char *why,
    struct event_log *log);
/* The man of slot i leaves, told to his side; his place stays empty. */
void glf_leave(struct gl_game *g, int k, int i, const char *why,
    struct event_log *log);
/* gl_form_move.c: command k's FORM o as B.2 takes it, were the body
 * formed now: *named the guide it reads (GUIDE, else the first listed,
 * else the command's first man who may form), *front its front; the
 * guide it stands on: *named if he may form, else the first of its men
 * who may; -1 none (no body). */
int glf_form_guide(const struct gl_game *g, int k, const json_t *o,
    int *named, int *front);
/* Why man m may not take his place (glf_may_form, or prone): a word
 * of its own, or why[n] filled ("serving G1"). */
#define GL_WHY_LEN	(GL_ID_LEN + 16)
const char *glf_out_why(const struct gl_game *g, int m, char *why,
    size_t n);

#endif
