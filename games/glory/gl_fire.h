/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_fire.h - GLORY: small-arms fire (digest 4.1-4.3): the TAN, targets,
 * formation volleys, and casualties from area fire.
 */
#ifndef GL_FIRE_H
#define GL_FIRE_H

#include "gl_limits.h"

/* gl_fire.c */
void gl_fire_phase(struct gl_game *g, struct gl_plan *plan, struct dice *d,
    struct event_log *log, int *fired);
int gl_tan(const struct gl_game *g, int f, int t, int *range_yd);

/* 2.13 [T]: man m's standing FIRE ceases (blocked, charged, a new
 * operational order): the command's default from now, told to his side. */
void gl_fire_cease(struct gl_game *g, int m, const char *why,
    struct event_log *log);
/* After B.1: every man a charger reached (contact[c] = t + 1). */
void gl_fire_cease_charged(struct gl_game *g, const int *contact,
    struct event_log *log);

/* gl_fx.c: a man's FIRE GUN, LEADER, at a point */

/* FIRE GUN for man f: the crewman of an enemy gun his side sees (gun
 * `only` + 1, or any when 0) he can shoot at, nearest first; -1. */
int gl_gun_crew_target(const struct gl_game *g, int f, int only);
/* FIRE LEADER for man f: the nearest enemy leader he can shoot; -1. */
int gl_leader_target(const struct gl_game *g, int f);
/* FIRE at a point or feature for man f: the nearest enemy he can shoot
 * standing within adjacent_yd of it (in it: an area, a building); -1. */
int gl_at_target(const struct gl_game *g, int f);
/* gl_hit.c: the nearest enemy of man f, able, not locked, he can shoot
 * (tan 1..10) that also(g, f, e, arg) accepts; -1.  The one search the
 * FIRE targets above share. */
int gl_nearest_mark(const struct gl_game *g, int f,
    int (*also)(const struct gl_game *, int, int, int), int arg);
/* "(x,y)" or "L1": what man m's FIRE at a point or feature names. */
void gl_at_word(const struct gl_game *g, const struct gl_man *m, char *b,
    size_t n);

/* gl_volley.c: formation volley fire in A.2 (the lost 7.2, [P]) */
/* The file of command k as it stands: its men who may volley (drilled
 * foot with a long arm, steady, free, standing; plan may be NULL), the
 * largest group each within gap_yd of another; their count, into file. */
int gl_volley_file(const struct gl_game *g, int k, const struct gl_plan *plan,
    int *file);
/* The volleys of this turn, before the men fire alone: each firing man
 * gets fired[] = 1, a file told ELSE NONE that cannot volley held[] = 1;
 * every man in a zone rolls, the results into res[] (gl_fire.c's). */
void gl_volley_phase(struct gl_game *g, const struct gl_plan *plan,
    struct dice *d, struct event_log *log, int *res, int *fired,
    int *held);
/* A casualty result r merged into res (two wounds: 3; a kill stays;
 * GL_RES_HORSE, his mount killed, kept). */
#define GL_RES_HORSE	4
void gl_res_merge(int *res, int r);

/* gl_hit.c: area fire on a man (canister, ball, shells, volleys) */
/* A wound (r 1) on a man wounded before the sub-step: d10, odd kills
 * (3.2 [T]), told; the result. */
int gl_area_wound(struct gl_game *g, int m, int r, const char *what,
    struct dice *d, struct event_log *log);
/* His mount rolls too (3.2 [P]: area fire rolls for rider and mount):
 * killed on d10 + mod <= wound_max (a wounded mount is killed, 2.32), or
 * with tan > 0 on d10 >= tan; into *res as GL_RES_HORSE; told. */
void gl_area_mount(struct gl_game *g, int m, int wound_max, int mod,
    int tan, const char *what, struct dice *d, struct event_log *log,
    int *res);
/* A rider whose mount fell: on foot from now, told. */
void gl_unhorse(struct gl_game *g, int m, struct event_log *log);

/* gl_view.c */
const char *gl_fclass_name(int c);

int gl_fire_class(const struct gl_man *m);

#endif
