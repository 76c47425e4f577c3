/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_move.h - GLORY: this turn's plan for every man (orders, command
 * defaults) and what he does with it: charges and movement by ticks
 * (digest 3.3, 4.5), melee (4.4), works (3.3).
 */
#ifndef GL_MOVE_H
#define GL_MOVE_H

#include "gl_limits.h"

/* gl_orders.c: this turn's plan for every man, from the sheets and the
 * command defaults */
struct gl_plan {
	int has_move, nway, wx[GL_MAX_WAY], wy[GL_MAX_WAY];
	int face;			/* -1 none */
	int stopif_enemy;		/* units, -1 none */
	int stopif_seen;
	int prone, up, save, nofire;
	int charge;			/* target man or -1 */
	int charge_ifreach, busy;	/* busy: 0 wait, 1 flow */
	int busy_alt;			/* BUSY CASTING-ID: man, -1 none */
	int fire_tgt;			/* this turn's target, resolved */
	int sx, sy;			/* where he stood when B.1 began */
	/* FACE TRACK (gl_fx.c): 0 none, 1 a man, 2 NEAREST, 3 GUN (gun
	 * track_gun or the nearest), 4 a point, 5 LEADER, 6 a terrain
	 * feature (its point nearest him, gl_aim_feature) */
	int track, track_man, track_gun, track_x, track_y;
	char track_feat[GL_ID_LEN];
	/* @command VOLLEY (gl_volley.c), on every man of the command: vol
	 * 1; vol_tgt a man, GL_T_NEAREST, GL_T_LEADER or GL_T_POINT (vol_x,
	 * vol_y); vol_none: ELSE NONE */
	int vol, vol_tgt, vol_x, vol_y, vol_none;
};
#define GL_T_POINT	(-7)	/* a VOLLEY at a point */
void gl_plan_build(struct gl_game *g, const json_t *orders,
    struct gl_plan *plan, struct event_log *log);
int gl_nearest_seen(const struct gl_game *g, int m, int64_t maxd);
/* E.3: an ATTACK whose objective is secured becomes HOLD, a WITHDRAW
 * that has arrived becomes HOLD (3.1), told to the command's side. */
void gl_orders_auto(struct gl_game *g, struct event_log *log);

/* gl_move.c */
void gl_move_phase(struct gl_game *g, struct gl_plan *plan,
    struct event_log *log, int *charge_contact);
int gl_allowance(const struct gl_game *g, int m, int charging);

/* gl_melee.c */
void gl_melee_phase(struct gl_game *g, struct gl_plan *plan,
    const int *charge_contact, const int *fired, struct dice *d,
    struct event_log *log);
int gl_melee_value(const struct gl_game *g, int m);

/* gl_work.c */
/* Does man m stand within reach of the line id to work at it? */
int gl_work_within(const struct gl_game *g, int m, const char *id);
void gl_work_phase(struct gl_game *g, const json_t *orders,
    const int *fired, struct event_log *log);

/* gl_fx.c */
/* A sheet's FACE TRACK for a man, read into his plan; turned in B.2. */
void gl_track_plan(const struct gl_game *g, const json_t *o,
    struct gl_plan *p);
void gl_track_turn(struct gl_game *g, int m, const struct gl_plan *p,
    int64_t left, struct event_log *log);

#endif
