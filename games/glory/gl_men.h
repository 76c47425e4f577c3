/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_men.h - GLORY: men and their ratings (digest 2, 3.1, 3.2): the
 * commands, a casting's kinds, weapons and standing orders, force points.
 */
#ifndef GL_MEN_H
#define GL_MEN_H

#include "gl_limits.h"

enum gl_train { GL_UNTRAINED, GL_WARRIOR, GL_DRILLED };
enum gl_type { GL_FOOT, GL_MOUNTED };
enum gl_leader { GL_LD_NONE, GL_LD_MINOR, GL_LD_MAJOR, GL_LD_COMMANDER };
enum gl_status { GL_ST_OK, GL_ST_DEAD, GL_ST_CAPTURED, GL_ST_GONE };
enum gl_order { GL_O_HOLD, GL_O_ATTACK, GL_O_FIRE, GL_O_WITHDRAW,
	GL_O_SKIRMISH };
/* Fire classes (7.13 rows). */
enum gl_fclass { GL_C_PIS, GL_C_THR, GL_C_BOW, GL_C_SBM, GL_C_MLR,
	GL_C_RMK, GL_C_BLC, GL_C_BLR, GL_C_MAG };
/* Weapons a casting carries (a bit each). */
enum gl_weapon { GL_W_PISTOL, GL_W_REVOLVER, GL_W_HATCHET, GL_W_KNIFE,
	GL_W_JAVELIN, GL_W_BOW, GL_W_SLING, GL_W_SBM, GL_W_MLR, GL_W_RMK,
	GL_W_BLC, GL_W_BLR, GL_W_MAG, GL_W_BAYONET, GL_W_SWORD, GL_W_SPEAR,
	GL_W_LANCE, GL_W_CLUB, GL_NWEAPON };

/* Standing-order values. */
#define GL_T_NONE	(-1)	/* FIRE target: none */
#define GL_T_NEAREST	(-2)
#define GL_T_DEFAULT	(-3)	/* the command default decides */
#define GL_T_GUN	(-4)	/* the crew of an enemy gun (gl_fx.c) */
#define GL_T_LEADER	(-5)	/* the nearest enemy leader (gl_fx.c) */
#define GL_T_AT		(-6)	/* whoever stands at a point or feature
				 * (struct gl_man fire_at, gl_fx.c) */

struct gl_cmd {
	char id[GL_ID_LEN];		/* "@U1" */
	int side, order;
	int obj_kind;			/* 0 none, 1 point, 2 edge */
	int obj_x, obj_y;
	char obj_feature[GL_ID_LEN];
};

struct gl_man {
	char id[GL_ID_LEN];
	int side, cmd, leader, type, rating, training;
	unsigned weapons;		/* 1u << enum gl_weapon */
	int x, y, facing;
	int status, wounds, demor, prone;
	int fired_turn;			/* last turn he fired, 0: never */
	int moved_turn;			/* last turn he moved, 0: never */
	int fire_hist, low_ammo;	/* turns fired of the last 10 (bits);
					 * 4.11 option: short of rounds */
	int locked;			/* melee partner + 1, 0: none */
	int gun;			/* crew of gun + 1, 0: none */
	/* standing orders (digest 8.1 persistence) */
	int fire_tgt, fire_else, horse, react, wounded_flee, tie_flee;
	int fleeto_edge, fleeto_x, fleeto_y;
	/* gl_supply.c, gl_work.c (kept in the state only when set) */
	int runner, run_limb;		/* RUNNER: gun + 1, caisson + 1 */
	int run_leg;			/* 0 at the gun, 1 going, 2 back */
	int run_crew;			/* he left the gun's crew to run */
	int work_line;			/* WORK: line + 1 he works at */
	int work_done;			/* his turns of work there */
	int work_x, work_y;		/* the spot */
	int aboard;			/* wagon + 1 he rides in, 0 none */
	/* what the other side knows of him */
	int seen;			/* the enemy sees him now */
	int ever_seen;
	int last_x, last_y, last_turn;
	/* killed or captured: 1 out of the enemy's sight, 2 in it, as he
	 * fell (gl_fall_note, gl_campaign.c); 0 while he stands */
	int fell_seen;
	int fire_gun;			/* FIRE GUN-ID: gun + 1 (gl_fx.c) */
	int formed;			/* he volleyed this turn (gl_volley.c);
					 * not kept in the state */
	/* FIRE at a point or feature (GL_T_AT, gl_fx.c): 1 the point
	 * (fire_ax, fire_ay), 2 the feature fire_af; 0 none */
	int fire_at, fire_ax, fire_ay;
	char fire_af[GL_ID_LEN];
};

/* gl_turn.c */
int gl_able(const struct gl_man *m);	/* alive, on the table */

/* gl_force.c: force points of a side (digest 4.10) */
int gl_force_points(const struct gl_game *g, int side);
/* One man: 1 + rating + training + leader + weapons + mount. */
int gl_man_points(const struct gl_rules *r, const struct gl_man *m);

#endif
