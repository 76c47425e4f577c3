/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_art.h - GLORY: artillery, Gatlings and MGs (digest 4.6, 4.7): the
 * guns, their aim and rounds, canister, ball, shells and bursts.
 */
#ifndef GL_ART_H
#define GL_ART_H

#include "gl_limits.h"
#include "state_schema.h"

/* Gun kinds: smoothbore, howitzer, rifled; then the machine guns. */
enum gl_gun_kind { GL_G_SMOOTH, GL_G_HOWITZER, GL_G_RIFLED, GL_G_GATLING,
	GL_G_MAXIM, GL_GUN_NKIND };
#define GL_IS_MG(k)	((k) >= GL_G_GATLING)

struct gl_gun {
	char id[GL_ID_LEN];
	char name[32];
	int side, cmd, kind;		/* 0 smoothbore, 1 howitzer, 2 rifled */
	int x, y, facing;
	int limbered, destroyed;
	int work, timer;		/* 1 limbering, 2 unlimbering; turns */
	int ammo_can, ammo_ishr;	/* -1: unlimited; an MG's bursts
					 * are counted in ammo_can */
	int spent;			/* ready rounds fired away from its
					 * caisson (gl_supply.c) */
	int broken;			/* a broken wheel: no fire, no move */
	int seen, ever_seen, last_x, last_y, last_turn;
	int ammo_ball;			/* -1: unlimited (gl_fx.c) */
	/* its standing FIRE (8.1: FIRE is standing; gl_aim.c), kept in
	 * the state only when set: at a point, a feature or a target (a
	 * word or an id: sf_aim says which), its AMMO and ELSE NONE */
	int sf_on, sf_aim, sf_x, sf_y, sf_ammo, sf_none;
	char sf_target[GL_ID_LEN], sf_feat[GL_ID_LEN];
};
enum gl_sf_aim { GL_SF_POINT = 1, GL_SF_FEATURE, GL_SF_TARGET };

/* gl_fire.c */
/* Gun k's crew able to serve it: able, not demoralized. */
int gl_gun_crew(const struct gl_game *g, int k);

/* gl_art.c */
void gl_art_phase(struct gl_game *g, struct gl_plan *plan,
    const json_t *orders, struct dice *d, struct event_log *log);
/* FIRE LEADER for gun k: the nearest enemy leader its side sees that its
 * sight and a round reach (`ammo`: the one ordered, AUTO the crew's
 * choice; *round the round that reaches him); -1. */
int gl_gun_leader(const struct gl_game *g, int k, int ammo, int *round);
/* The round (enum gl_ammo; AUTO for an MG) by which gun k reaches enemy
 * man e, an enemy its side sees and it sees, not in a melee: canister in
 * its zone, a shell in its band, ball in its lane (`ammo` the one
 * ordered, AUTO the crew's choice); -1 none. */
int gl_gun_reach(const struct gl_game *g, int k, int e, int ammo);

/* gl_shell.c: improved shrapnel and howitzer shrapnel */
int gl_band_target(const struct gl_game *g, int k, int named);
/* gl_art.c: does gun k's side see an enemy in its canister zone, in
 * the gun's sight? */
int gl_zone_enemy(const struct gl_game *g, int k);
/* gl_art.c: 1 when gun k, able to fire in the coming A.1, finds no
 * target there by the crew's own choice (FIRE NEAREST, AMMO AUTO) and
 * so holds fire unsaid; 2 the same for a gun whose round is ball (its
 * lane, not a shell's band).  From the state as it stands, for the
 * report: nothing stored. */
int gl_gun_idle(const struct gl_game *g, int k);
/* A shell from gun k aimed at (x, y), at `what` (a man's id or the
 * point written out). */
void gl_fire_shell(struct gl_game *g, int k, int x, int y, const char *what,
    int improved, struct dice *d, struct event_log *log, int *res,
    int *ix, int *iy);		/* where it burst (may be NULL) */

/* gl_aim.c: what a gun's FIRE, BURST2 or FACE TRACK aims at this turn */
enum gl_ammo { GL_AM_AUTO, GL_AM_CAN, GL_AM_BALL, GL_AM_SHR, GL_AM_ISHR,
	GL_AM_N };
struct gl_aim {
	int ammo;			/* enum gl_ammo, honoured for the gun */
	int named;			/* a man was named (man: -1 if gone) */
	int man;			/* the named man, -1: none or NEAREST */
	int has_pt, x, y;		/* a point, or a feature's point */
	int bld;			/* the feature is building bld - 1 */
	int none;			/* FIRE NONE: hold fire */
	char what[64];			/* "(x,y)" or "BLD1 (x,y)" */
	int nogun;			/* FIRE GUN found no gun (gl_fx.c) */
	int leader;			/* FIRE LEADER: man is the leader
					 * chosen (gl_gun_leader), -1 none */
	int unreached;			/* the man named is beyond every
					 * round's reach (gl_gun_reach) */
};
int gl_ammo_parse(const char *s);		/* -1: not a round */
const char *gl_ammo_word(int a);
int gl_ammo_allowed(int gun_kind, int ammo);
int gl_aim_feature(const struct gl_game *g, const char *id, int gx, int gy,
    int *x, int *y);
int gl_in_band(const struct gl_game *g, int k, int x, int y);
void gl_aim_read(const struct gl_game *g, const json_t *orders, int k,
    const char *slot, struct gl_aim *a);
extern const char *const gl_ammo_names[GL_AM_N];	/* "AUTO", "CAN"... */
/* Each gun's FIRE of this turn's sheet kept as its standing FIRE (8.1),
 * read by gl_aim_read when a later sheet gives it none. */
void gl_gun_fire_keep(struct gl_game *g, const json_t *orders);
/* The rows of a standing FIRE, the sheet's object as the state keeps it
 * (gl_state.c): the one description both read and write. */
#define GL_GUN_FIRE_ROWS	3
extern const struct state_node gl_gun_fire[GL_GUN_FIRE_ROWS];
/* The standing FIRE of gun k as the sheet's object, or NULL. */
json_t *gl_gun_fire_json(const struct gl_game *g, int k);
/* A point aim gun k can fire at: in its band and in its sight. */
int gl_aim_ok(const struct gl_game *g, int k, const struct gl_aim *a);
/* Improved shrapnel aimed at a building that burst at (ix, iy): a hit
 * on its wall if near the aimed point; breach_hits open a gap there. */
void gl_breach(struct gl_game *g, int k, const struct gl_aim *a, int ix,
    int iy, struct event_log *log);

/* gl_mg.c: Gatlings and MGs; tgt[] keeps each gun's first target */
void gl_mg_bursts(struct gl_game *g, const json_t *orders, int second,
    int *tgt, struct dice *d, struct event_log *log);

/* gl_fx.c: range caps; a gun's FIRE GUN, LEADER, its rounds */

/* The range cap of gun k in units, 0: the board alone. */
int64_t gl_range_cap(const struct gl_game *g, int k);
/* Is (x, y) within gun k's range cap? */
int gl_in_range(const struct gl_game *g, int k, int x, int y);

/* FIRE GUN for a cannon or MG: the nearest enemy gun its side sees that
 * its sight reaches, in its band (MG: arc); -1. */
int gl_gun_gun_target(const struct gl_game *g, int k, int only);
/* The nearest enemy gun of `side`'s foes it sees (gun `only` + 1, or
 * any when 0) from (x, y); -1. */
int gl_seen_gun_near(const struct gl_game *g, int side, int x, int y,
    int only);
/* The nearest enemy leader of `side`'s foes it sees from (x, y); -1
 * (a gun's FACE TRACK LEADER, B.3). */
int gl_seen_leader_near(const struct gl_game *g, int side, int x, int y);
/* FIRE GUN, BURST2 GUN or an enemy gun's id for gun k: 1 if s is one,
 * the aim then the gun's point (or nogun, or none with ELSE NONE). */
int gl_aim_gun(const struct gl_game *g, int k, const char *s, int else_none,
    struct gl_aim *a);
/* "; canister 3, ball unlimited": the rounds gun k carries (4.6), for
 * its own side's report. */
void gl_rounds_note(const struct gl_game *g, int k, struct buf *out);
/* "; FIRE C1 AMMO ISHR (standing)": gun k's kept FIRE, for its own side
 * (a man or gun the side never saw is not named); nothing when none. */
void gl_gun_fire_note(const struct gl_game *g, int k, struct buf *out);

/* gl_view.c */
const char *gl_gun_kind_name(int k);

#endif
