/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_scenario.h - GLORY: the scenario text (digest 8.2), and the word
 * splitter and readers the order sheets share with it.
 */
#ifndef GL_SCENARIO_H
#define GL_SCENARIO_H

#include "gl_limits.h"

/* gl_scenario.c: also the word splitter and number readers the sheet
 * parser shares */
#define GL_MAX_TOK	40
#define GL_TOK_LEN	128
struct gl_toks {
	int n, overflow;
	char *t[GL_MAX_TOK];		/* into the line split */
};
/* Words a kit reader (sheet_lines, scenario_read) split: each shorter
 * than GL_TOK_LEN, at most GL_MAX_TOK, else overflow. */
void gl_take_words(struct gl_toks *tk, char *const *tok, int n);
/* "12", "187.5", "0.25" (yards) -> position units, within 0..max. */
int gl_num(const char *s, int max, int *out);
/* "x,y" within the board (max_x, max_y units). */
int gl_point(const char *s, int max_x, int max_y, int *x, int *y);
/* The points w[0..n-1] run to (sheet_words.h, word_points) into p:
 * how many, or -1 - i for word i that is no point or one too many. */
struct gl_poly;
int gl_points(char *const *w, int n, int max_x, int max_y,
    struct gl_poly *p);
int gl_deg(const char *s, int *out);
/* A man's weapons by name (gl_state.c): state_names_mask reads them. */
struct state_names;
extern const struct state_names gl_weapons;
const char *gl_weapon_name(int w);
extern const char *const gl_weapon_names[];	/* GL_NWEAPON of them */
const char *gl_area_kind_name(int k);
const char *gl_line_kind_name(int k);
/* The kind's name as the map writes it (the rules' words). */
const char *gl_area_kind_label(int k);
const char *gl_line_kind_label(int k);
const char *gl_order_name(int o);
int gl_order_parse(const char *s);
int gl_valid_id(const char *s);
/* A scenario keyword's refusal: `what "tok"` (tok NULL: what) into why;
 * returns -1. */
int gl_kw_fail(char *why, size_t n, const char *what, const char *tok);

#endif
