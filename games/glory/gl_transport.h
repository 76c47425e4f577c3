/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_transport.h - GLORY: transports (digest 3.5, 5.4): limbers, wagons,
 * stores and dumps, pack animals, boats and trains, ammunition supply and
 * fire on equipment.
 */
#ifndef GL_TRANSPORT_H
#define GL_TRANSPORT_H

#include "gl_limits.h"

struct gl_limber {
	char id[GL_ID_LEN];
	int gun, horses, driver;	/* driver: man index or -1 */
	int x, y, facing, destroyed;
	int seen, ever_seen, last_x, last_y, last_turn;
	int broken;			/* a broken wheel (gl_wagon.c) */
	int killed, killed_turn, killed_now;	/* its team (gl_equip.c) */
	int left;			/* its driver fled: unmanned till CREW */
};

/* A wagon (gl_wagon.c): a transport drawn by `animals`, each worth
 * mp_each MP (horse 2, mule or ox 1, digest 3.3), that carries up to
 * `cap` men aboard; `ammo`: an ammunition wagon. */
struct gl_wagon {
	char id[GL_ID_LEN];
	int side, cmd, animals, mp_each, driver, cap, ammo;
	int x, y, facing, destroyed, broken;
	int seen, ever_seen, last_x, last_y, last_turn;
	int store, stores;		/* a store wagon, its load (gl_stores.c)
					 * in units of gl_store_full() */
	int killed, killed_turn, killed_now;	/* its team (gl_equip.c) */
	int pack;			/* a pack animal (gl_pack.c): 1 mule,
					 * 2 horse, 3 camel, 4 elephant */
	int pgun;			/* its gun + 1, 0 none */
	int pwork, pload;		/* turns of work; packing its gun */
	int craft, metal, mp_craft;	/* a boat 1 or train 2 (gl_craft.c),
					 * metal cover, its MP */
	int left;			/* its driver fled: unmanned till CREW */
};

/* A dump of stores on the table (gl_dump.c), in gl_store_full() units */
#define GL_MAX_DUMPS	8
struct gl_dump {
	char id[GL_ID_LEN];
	int side, x, y, stores, ammo;
	int seen, ever_seen, last_x, last_y, last_turn;
	/* taken (gl_dump_take.c): its former side + 1 while that side has
	 * not seen it since, and the load it last knew there; 0 none */
	int lost, lost_stores;
};

/* gl_supply.c */
int gl_gun_draw(struct gl_game *g, int k);	/* may it fire? */
/* The same, the state unchanged: has it a round at hand now? */
int gl_gun_ready(const struct gl_game *g, int k);
/* Does gun k stand by a caisson of its side (its crew draw from it)? */
int gl_gun_at_caisson(const struct gl_game *g, int k);
void gl_gun_spend(struct gl_game *g, int k);	/* it fired */
void gl_runner_plan(struct gl_game *g, const json_t *orders,
    struct gl_plan *plan, struct event_log *log);
void gl_runner_phase(struct gl_game *g, struct event_log *log);
/* The own side's report: a runner's errand, a gun's ready rounds. */
void gl_supply_note_man(const struct gl_game *g, const struct gl_man *m,
    struct buf *out);
void gl_supply_note_gun(const struct gl_game *g, int k, struct buf *out);

/* gl_wagon.c */
int gl_wagon_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
int gl_find_wagon(const struct gl_game *g, const char *id);
void gl_wagon_sight(struct gl_game *g);
void gl_wagon_plan(struct gl_game *g, struct gl_plan *plan);
/* The transport man m drives (a limber, or a wagon nlimb + i) + 1, 0. */
int gl_driving(const struct gl_game *g, int m);
/* Man m drove transport t (gl_driving's) before his flight: told
 * unmanned if he has left it. */
void gl_driver_fled(struct gl_game *g, int m, int t, struct event_log *log);
void gl_wagon_phase(struct gl_game *g, const json_t *orders,
    struct dice *d, struct event_log *log);
/* Wheels stepping from (x0, y0) into rough ground or a plowed field
 * roll a d10: odd, a broken wheel (digest 3.3); 1 if it broke. */
int gl_wheel_breaks(struct gl_game *g, int x0, int y0, int x1, int y1,
    const char *id, unsigned mask, struct dice *d, struct event_log *log);
void gl_wagon_report(const struct gl_game *g, int viewer, struct buf *out);
/* The sheet's lines for side v's limbers and wagons: what each takes. */
void gl_wagon_sheet(const struct gl_game *g, int v, struct buf *out);
int gl_wagon_caisson(const struct gl_game *g, int side, int x, int y,
    int yd);
/* A limber (0..nlimb-1) or wagon (nlimb + i) of `side` by id; -1. */
int gl_find_transport(const struct gl_game *g, int side, const char *id);
/* CREW transport: a man takes over a transport without a driver. */
void gl_driver_orders(struct gl_game *g, const json_t *orders,
    struct event_log *log);
/* gl_view.c, gl_transport.c: for the wagons */
int gl_sees_point(const struct gl_game *g, int side, int x, int y);
int64_t gl_wheel_cost(const struct gl_game *g, int x0, int y0, int x1,
    int y1, int64_t len);
/* gl_transport.c: a transport's heading toward `want` within the
 * x.turn_deg it may turn in one turn (*turned: degrees used so far);
 * *cut set when it could not turn as far as asked. */
int gl_transport_heading(const struct gl_game *g, int facing, int want,
    int *turned, int *cut);
/* gl_stores.c: a wagon's stores loaded and unloaded (3.5, 5.47) */
int gl_store_full(void);		/* GL_STORE_FULL */
#define GL_STORE_FULL	720720	/* a whole load, lcm(1..16) (gl_stores.c) */
int gl_store_pct(int stores);
void gl_stores_plan(const struct gl_game *g, const json_t *orders,
    struct gl_plan *plan);
void gl_stores_phase(struct gl_game *g, const json_t *orders,
    const int *fired, struct event_log *log);
void gl_stores_receipt(const struct gl_game *g, int side,
    const json_t *orders, struct buf *out);
/* ", from dump D1 (60% of a load)\n" and the like: where wagon or pack
 * animal k's stores come from or go (LOAD, UNLOAD), for a receipt. */
void gl_dump_note(const struct gl_game *g, int k, int unload,
    struct buf *out);
/* gl_equip.c: fire on transports, their teams (4.6, 4.7, 3.5).  A
 * transport code is a limber 0..nlimb-1 or a wagon nlimb + i. */
int gl_team(const struct gl_game *g, int t);	/* animals pulling now */
typedef int (*gl_zone_fn)(const struct gl_game *g, const void *ctx, int x,
    int y);
/* Every animal of a transport standing in the zone rolls d10 + mod: a
 * wound or a kill kills it (canister, a burst, a shell). */
void gl_equip_animals(struct gl_game *g, gl_zone_fn in, const void *ctx,
    int wound_max, int mod, const char *what, struct dice *d,
    struct event_log *log);
/* A machine gun's lane (the segment, half its width) from (gx, gy). */
void gl_equip_lane(struct gl_game *g, struct plane_seg lane, int64_t half,
    int gx, int gy, int mod, struct dice *d, struct event_log *log);
/* A shell's burst: wagons as equipment, then the teams in it. */
void gl_equip_burst(struct gl_game *g, struct plane_pt ip, int64_t rad,
    int bld, int improved, struct dice *d, struct event_log *log);
/* The nearest limber or wagon in a gun's ball lane (in_lane), -1 none;
 * *d2 its squared distance. */
int gl_equip_first(const struct gl_game *g, int k, int (*in_lane)(
    const struct gl_game *, const struct gl_gun *, int, int), int64_t *d2);
/* The ball strikes transport t: a wound or kill destroys it. */
void gl_equip_ball(struct gl_game *g, int k, int t, struct dice *d,
    struct event_log *log);
/* gl_pack.c: pack animals and pack guns (3.5, 5.44, 5.46) */
int gl_pack_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
const char *gl_pack_name(int pack);
int gl_pack_mp(const struct gl_game *g, const struct gl_wagon *w);
void gl_pack_phase(struct gl_game *g, const json_t *orders,
    struct event_log *log);
void gl_pack_report(const struct gl_game *g, int k, struct buf *out);
int gl_pack_need(const struct gl_game *g, int k);	/* turns of work */
void gl_pack_receipt(const struct gl_game *g, int k, const json_t *o,
    struct buf *out);
/* gl_craft.c: boats and trains (3.5 per scenario [P]; 9.45) */
int gl_craft_kw(struct gl_game *g, const struct gl_toks *tk, int train,
    char *why, size_t whylen);
const char *gl_craft_name(int craft);
void gl_craft_move(struct gl_game *g, int k, const json_t *mv);
/* The referee's MOVE of craft k to (*x, *y) facing face: a boat onto
 * water, a train along its track (the point taken onto it); -1 and why. */
int gl_craft_place(const struct gl_game *g, int k, int *x, int *y, int face,
    char *why, size_t whylen);
/* Where a man gets down from boat k: the nearest dry ground within
 * x.land_reach_yd (0), or -1 when there is none (he stays aboard). */
int gl_boat_landing(const struct gl_game *g, int k, int *x, int *y);
/* Man m behind metal cover (aboard a metal boat or train) against area
 * fire: 1 if it stops the round (pierce: ball or improved shrapnel, a
 * d10 of 1, 2 or 10 goes through). */
int gl_metal_stops(struct gl_game *g, int m, int pierce, struct dice *d,
    struct event_log *log);

/* gl_transport.c: B.3 limber and unlimber, B.4 limbers move */
void gl_limber_work(struct gl_game *g, const json_t *orders,
    struct event_log *log);
/* Gun k's limber (not destroyed) stands within limber_reach_yd + 5 of
 * it, near enough for a LIMBER to begin (the crew and the gun's state
 * are the caller's to check). */
int gl_limber_near(const struct gl_game *g, int k);
void gl_transport_phase(struct gl_game *g, const json_t *orders,
    struct dice *d, struct event_log *log);

/* gl_dump.c: dumps of stores (3.5) */
int gl_find_dump(const struct gl_game *g, const char *id);
int gl_dump_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
/* Stores put down at (x, y) by `from` (a wagon's id): onto a dump of
 * the side and kind within reach, else a new one: its index, or -1 when
 * the table has no room for another. */
int gl_dump_put(struct gl_game *g, int side, int x, int y, int amount,
    int ammo, struct event_log *log, const char *from);
/* The nearest dump `side` may use from (x, y) within yd [P]: one it
 * believes its own (gl_dump_own), whose point it sees now, for `use`
 * (enum gl_dump_use: to load from, it holds stores as the side knows;
 * to put stores or rounds onto, its kind; rounds: an ammunition dump
 * holding some); -1.  It may be a dump lost unknown to the side. */
enum gl_dump_use { GL_DU_LOAD, GL_DU_STORES, GL_DU_AMMO, GL_DU_ROUNDS };
int gl_dump_pick(const struct gl_game *g, int side, int x, int y, int yd,
    int use);
/* The same, as the turn uses it: a lost dump picked is learned lost
 * there (gl_dump_learn) and the next tried; its own dump, or -1. */
int gl_dump_use(struct gl_game *g, int side, int x, int y, int yd, int use,
    struct event_log *log);
/* A dump to load from within reach of (x, y): gl_dump_use's, and
 * gl_dump_pick's for a receipt (what the side believes now). */
int gl_dump_near(struct gl_game *g, int side, int x, int y,
    struct event_log *log);
int gl_dump_seen_near(const struct gl_game *g, int side, int x, int y);
/* An ammunition dump of `side` holding rounds within yd, in its sight. */
int gl_dump_ammo_near(const struct gl_game *g, int side, int x, int y,
    int yd);
int gl_dump_total(const struct gl_game *g, int side);	/* percent */
void gl_dump_sight(struct gl_game *g);
void gl_dump_report(const struct gl_game *g, int v, struct buf *out);
void gl_dump_secrets(const struct gl_game *g, int v, json_t *tokens);
/* gl_dump_take.c: at the end of a turn, unguarded dumps taken [P];
 * does `side` believe dump i its own (held, or lost unknown to it),
 * *stores (may be NULL) the load it knows; dump i's loser told it is
 * lost, its belief ended. */
void gl_dump_take(struct gl_game *g, struct event_log *log);
int gl_dump_own(const struct gl_game *g, int i, int side, int *stores);
void gl_dump_learn(struct gl_game *g, int i, struct event_log *log);

#endif
