/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl.h - GLORY (man-to-man skirmish 1740-1914): the module's private
 * header, a table of contents sectioned by file.  Every file works on a
 * struct gl_game decoded from the state JSON (gl_state.c) and encoded
 * back; every number of the rules comes from the rules tables kept in
 * the state (gl_rules.c), never from code.  Geometry goes through the
 * exact plane (../common/plane.h) via gl_geom.c.
 *
 * Units: positions in 1/100 yard (int), x east, y north as the digest
 * writes them (gl_geom.c flips y for the plane, whose y grows south);
 * facings are compass degrees 0..359.  No floating point.
 *
 * File map:
 *   glory.c       the lower seam (module.h) and the registry entry
 *   gl_rules.c    the rules tables (rules.json) <-> struct gl_rules
 *   gl_scenario.c the scenario text (digest 8.2) -> a new game
 *   gl_state.c    state JSON <-> struct gl_game (range-checked)
 *   gl_geom.c     plane glue: distances, arcs, terrain, line of sight
 *   gl_parse.c    an order sheet (digest 8.1) -> orders JSON + receipt;
 *                 its other files: gl_parse.h
 *   gl_orders.c   orders JSON -> this turn's plan; standing orders;
 *                 command defaults (digest 6)
 *   gl_turn.c     the sequence A-E (digest 2), the end of the game
 *   gl_fire.c     skirmish fire A.2 (digest 4.1-4.3)
 *   gl_art.c      artillery A.1: canister, ball (digest 4.6)
 *   gl_shell.c    shells: improved shrapnel, howitzer shrapnel (4.6)
 *   gl_mg.c       Gatlings and MGs: bursts in A.1 and C (digest 4.7)
 *   gl_transport.c limbering (B.3) and limbers moving (B.4) (digest 3.5)
 *   gl_move.c     the tick engine: charges B.1, movement B.2 (3.3, 4.5)
 *   gl_melee.c    close assault fire and melee, phase D (4.4, 4.5)
 *   gl_morale.c   morale checks and their queue, flee moves (3.4, 4.8)
 *   gl_view.c     who sees whom (digest 7), report, secrets
 *   gl_sheet.c    the sheet template and the start lesson
 *   gl_draw.c     the report's map (drawing.h)
 *   gl_log.c      event wording and viewer masks
 *   gl_flee.c     flee moves and surrender (digest 3.4)
 *   gl_scen_read.c the scenario keywords, one function each
 *   gl_force.c    force points (digest 4.10)
 *   gl_amend.c    the referee's amendment verbs (ORDERS.md); also
 *                 gl_amend_wagon.c, gl_amend_hull.c
 *   gl_aim.c      a gun's aim: AMMO chosen, a point or feature target
 *   gl_supply.c   ready rounds and ammunition runners (3.5); the later
 *                 rules tables (rules.json "supply") and fields
 *   gl_work.c     WORK: opening a fence, a rope bridge (3.3)
 *   gl_wagon.c    wagons: MOVE, LOAD men aboard, UNLOAD (3.5, 5.4)
 *   gl_fx.c       the "fire" rules tables and the later fields of fire
 *                 (ball counted, range caps, FIRE GUN, FACE TRACK)
 *   gl_metal.c    metal cover (4.3, 4.6) and ladders (3.3, 4.9)
 *   gl_volley.c   formation volley fire in A.2 (the lost 7.2, [P])
 *   gl_dump.c     dumps of stores put down on the table (3.5, 5.47)
 *   gl_dump_take.c a dump taken by the enemy ([P])
 *   gl_ladder.c   ladders carried, taken up and set down (3.3)
 *   gl_form.c     formed troops: places, sight and zones, breaking (5.3 [P])
 *   gl_form_move.c a formation's orders and moves: FORM, MARCH, WHEEL
 *   gl_form_sheet.c the formation verbs on a sheet, the receipt
 *   gl_ids.c      every id unique across every kind of thing
 */
#ifndef GL_H
#define GL_H

#include <stddef.h>

#include <jansson.h>

#include "module.h"
#include "plane.h"

#define GL_NSIDES	2
#define GL_ID_LEN	12
#define GL_MAX_MEN	64
#define GL_MAX_CMDS	8
#define GL_MAX_AREAS	32
#define GL_MAX_LINES	32
#define GL_MAX_HILLS	8
#define GL_MAX_BLD	8
#define GL_MAX_OPEN	6	/* doors and windows of one building */
#define GL_MAX_GUNS	8
#define GL_MAX_LIMB	8
#define GL_MAX_WAGONS	8	/* wagons (gl_wagon.c) */
#define GL_MAX_PORTS	16	/* firing ports in high walls (9.42) */
#define GL_MAX_VERT	16	/* corners of an area, points of a line */
#define GL_MAX_WAY	8	/* points of one MOVE */
#define GL_MAX_SHOTS	256	/* drawn rulers kept from the last turn */
#define GL_YD		100	/* one yard in position units */
#define GL_MAX_BOARD	5000	/* yards */
#define GL_NCLASS	9	/* fire classes of the 7.13 chart */
#define GL_NBAND	8	/* its range bands */
#define GL_NMELEE	7	/* rows of the 6.4 melee value table */
#define GL_NTRAIN	3
#define GL_NCAF		4	/* rows of the 6.25 CAF table */
#define GL_NAREA_KIND	15
#define GL_NLINE_KIND	6
/* Gun kinds: smoothbore, howitzer, rifled; then the machine guns. */
enum gl_gun_kind { GL_G_SMOOTH, GL_G_HOWITZER, GL_G_RIFLED, GL_G_GATLING,
	GL_G_MAXIM, GL_GUN_NKIND };
#define GL_IS_MG(k)	((k) >= GL_G_GATLING)

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
/* Area terrain (digest 3.3). */
enum gl_area_kind { GL_A_CLEAR, GL_A_BRUSH, GL_A_ROUGH, GL_A_CONIFER,
	GL_A_MIXED, GL_A_PLOWED, GL_A_SAND, GL_A_SNOW, GL_A_MUD,
	GL_A_SHALLOW, GL_A_SWIM, GL_A_DEEP, GL_A_GULLY, GL_A_PLATFORM,
	GL_A_TENT };			/* tents: block sight only (4.9) */
/* Linear features. */
enum gl_line_kind { GL_L_FENCE, GL_L_WIRE, GL_L_WALL_LOW, GL_L_WALL_HIGH,
	GL_L_STREAM, GL_L_HEDGE };
/* Standing-order values. */
#define GL_T_NONE	(-1)	/* FIRE target: none */
#define GL_T_NEAREST	(-2)
#define GL_T_DEFAULT	(-3)	/* the command default decides */
#define GL_T_GUN	(-4)	/* the crew of an enemy gun (gl_fx.c) */
#define GL_T_LEADER	(-5)	/* the nearest enemy leader (gl_fx.c) */
#define GL_T_AT		(-6)	/* whoever stands at a point or feature
				 * (struct gl_man fire_at, gl_fx.c) */

/* The rules tables (rules.json), every [P] value a referee may change. */
struct gl_rules {
	int tohit[GL_NCLASS][GL_NBAND];	/* 0: out of range */
	int band[GL_NBAND];		/* yards */
	int melee_value[GL_NMELEE][GL_NTRAIN];
	int caf_kill[GL_NCAF], caf_wound[GL_NCAF];
	/* scalars: the field table in gl_rules.c */
	int yd_per_mp, mp_foot, mp_native, mp_mounted, mp_drilled_cav;
	int charge_foot, charge_mounted, face_cost;
	int cost_rough_foot, cost_conifer_foot, cost_mixed_foot;
	int cost_sand_foot, cost_snow_foot, cost_slope;
	int mult_rough, mult_conifer;
	int cross_fence, cross_wire, cross_wall_low, cross_wall_high,
	    cross_stream, cross_shallow;
	int contact_yd, adjacent_yd, see_into_yd, at_wall_yd;
	int charge_arc, counter_arc;
	int tan_mounted, tan_wounded, tan_brush, tan_wall, tan_rough,
	    tan_slope, tan_prone;
	int fire_kill_max;		/* 7.15: 1..n killed */
	int morale_pass, morale_cover, morale_leader, morale_leader_cas,
	    morale_demor, morale_wounded, morale_radius_yd;
	int flee_yd, flee_cover_yd, flee_step_deg;
	int prone_spot_yd, prone_cost, stand_cost;
	int melee_mounted_foot, melee_lance, melee_rough, melee_wall,
	    melee_high, melee_wounded, melee_demor, melee_rear;
	int mcas_kill_max, mcas_wound_max, mcas_big_win, mcas_big_mod;
	int caf_wounded_mod;
	int limit_foot_front, limit_foot_rear, limit_mtd_front,
	    limit_mtd_rear;
	int wait_short_yd;
	int can_width_yd, can_range_yd, can_kill_max, can_wound_max;
	int art_kill_max, art_wound_max, ishr_mod, shr_radius_yd;
	int shr_mod, shr_bld_radius_yd;	/* howitzer shrapnel (gl_shell.c) */
	/* digest 9's contradictions as switches (0: the digest's choice;
	 * OPTIONS key=on sets one): 9.1 fences stop kill zones (7.51 over
	 * 9.314); 9.2 walls stop ball (9.326 over 7.55); 9.10 a prone man
	 * charged from his front from 10 yd or less stands at once; 9.7 a
	 * flee may pass an adjacent enemy only if both are in a building */
	int fence_stops_zones, wall_stops_ball, prone_close_is_front,
	    flee_past_both_inside;
	int cost_gully, tan_gully;	/* gullies and sunken roads (4.3) */
	int cost_platform;		/* onto a fortification's platform */
	int wounded_mp;			/* a wounded man's foot MP less (3.2) */
	int default_tan_max, withdraw_fire_yd;
	int opt_morale, opt_prone, opt_ammo;
	/* force points (10) */
	int fp_rating[5], fp_training[GL_NTRAIN], fp_weapon[GL_NWEAPON];
	int fp_leader[4], fp_gun[GL_GUN_NKIND];
	int mg_range_yd[2], mg_arc, mg_lane_yd, mg_short_yd, mg_band_yd[2];
	int limber_turns, mp_per_horse, limber_reach_yd, dev_far_yd;
	int fp_mount, fp_limber, fp_draft;
};

struct gl_poly {
	int n;
	int x[GL_MAX_VERT], y[GL_MAX_VERT];
};

struct gl_area {
	char id[GL_ID_LEN];
	int kind;
	struct gl_poly p;
};

struct gl_line {
	char id[GL_ID_LEN];
	int kind;
	int width;			/* streams, position units */
	struct gl_poly p;		/* a polyline */
};

struct gl_hill {
	char id[GL_ID_LEN];
	int level;
	struct gl_poly slope, top;
};

struct gl_bld {
	char id[GL_ID_LEN];
	int x0, y0, x1, y1;
	int nopen;
	char open_id[GL_MAX_OPEN][GL_ID_LEN];
	int ox[GL_MAX_OPEN], oy[GL_MAX_OPEN];
	int door[GL_MAX_OPEN], closed[GL_MAX_OPEN];
	int hits, hit_x, hit_y;		/* improved shrapnel on its wall
					 * (gl_aim.c), kept when set */
};

/* A firing port in a high wall (fortifications, 9.42): a man within
 * at_wall_yd of it sees and is seen through the wall, as at a window. */
struct gl_port {
	char id[GL_ID_LEN];
	int x, y;
};

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
	 * the state only when set: target word, or point, or feature */
	int sf_on, sf_pt, sf_x, sf_y, sf_ammo, sf_none;
	char sf_target[GL_ID_LEN], sf_feat[GL_ID_LEN];
};

struct gl_limber {
	char id[GL_ID_LEN];
	int gun, horses, driver;	/* driver: man index or -1 */
	int x, y, facing, destroyed;
	int seen, ever_seen, last_x, last_y, last_turn;
	int broken;			/* a broken wheel (gl_wagon.c) */
	int killed, killed_turn, killed_now;	/* its team (gl_equip.c) */
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
};

/* A ruler, arrow or zone kept from the last resolution for the map:
 * drawn for the sides in `mask` (event_log.h viewer bits). */
enum gl_shot_kind { GL_SH_FIRE, GL_SH_CHARGE, GL_SH_MOVE, GL_SH_CANISTER,
	GL_SH_FLEE, GL_SH_BURST, GL_SH_NKIND };
struct gl_shot {
	int kind, x0, y0, x1, y1, range_yd, hit;
	unsigned mask;
};

/* Rules tables added later (rules.json "supply", read through the
 * kit's rules_tables.h in gl_supply.c; every one [P]). */
struct gl_xrules {
	int ready_rounds;		/* rounds a gun holds (3.5) */
	int fence_work, fence_gap_yd;	/* man-turns to open a fence gap */
	int bridge_work, bridge_gap_yd;	/* man-turns for a rope bridge */
	int breach_hits, breach_yd;	/* improved shrapnel on a wall */
	int flee_exits;			/* OPTIONS flee_exits=on: a fleer
					 * reaching the edge leaves (3.4) */
	/* rules.json "transport" (gl_supply.c), every one [P] */
	int turn_deg;			/* a transport's turning in a turn */
	int store_turns, store_men, store_short;	/* 5.47 */
	int pack_mp_mule, pack_mp_camel, pack_mp_elephant;	/* 5.44 */
	int pack_turns, pack_gun_turns;			/* 5.46 */
	int craft_cap;			/* men aboard a boat or train */
	int land_reach_yd;		/* a boat's men land within this */
	int ladder_mp, ladder_take_mp, ladder_reach_yd;	/* gl_ladder.c */
	int dump_guard_yd, dump_take_yd;	/* gl_dump_take.c */
};

/* rules.json "volley" (gl_fx.c, gl_volley.c): formation volley fire,
 * the lost 7.2, every value [P] but morale_formation (3.31 [T]) */
struct gl_vrules {
	int min_men;			/* muskets a volley needs */
	int gap_yd;			/* men this close (centres) are one file */
	int radius_yd;			/* the volley's zone round its aim */
	int per_bonus, bonus_max;	/* TAN -1 per per_bonus muskets */
	int arc;			/* the aim within +-arc of his facing */
	int morale_formation;		/* a man who volleyed this turn */
};

/* rules.json "orders" (gl_fx.c, gl_orders.c): the operational orders'
 * own ends (3.1), every value [P] */
struct gl_orules {
	int secure_yd;			/* a steady man this near the objective */
	int secure_clear_yd;		/* and no enemy seen this near it */
	int arrive_yd;			/* WITHDRAW: every man this near */
};

/* Formed troops (gl_form.c, gl_form_sheet.c; rulebook 3.31, 5.3, 7.312,
 * 7.51; every number [P] in rules.json "formation").  A command holds at
 * most one formation: its men in numbered places (slots) along a LINE
 * (slot i at i * spacing to the right of slot 0, facing the front) or a
 * COLUMN (slot i at i * spacing behind slot 0). */
enum gl_form_kind { GL_FK_NONE, GL_FK_LINE, GL_FK_COLUMN };
enum gl_form_op { GL_FO_NONE, GL_FO_FORM, GL_FO_MARCH, GL_FO_WHEEL,
	GL_FO_DISPERSE, GL_FO_CHARGE };
struct gl_fmrules {
	int min_men;			/* men a formation needs */
	int spacing_yd, max_spacing_yd;	/* centre to centre */
	int place_cyd;			/* off his place by more: out of it */
	int form_mp;			/* a man dressing into his place */
	int wheel_mp, wheel_max_deg, wheel_step_deg;
	int horse;			/* drilled horse may form too */
	int horse_spacing_yd, horse_max_spacing_yd;	/* a horse's base */
};
struct gl_form {
	int kind, facing, spacing;	/* kept in the state ("formations") */
	int ax, ay;			/* the anchor: slot 0's place */
	int n, man[GL_MAX_MEN];		/* man by slot, -1 a gap */
	/* this turn only: the order (enum gl_form_op) and its terms */
	int op, pkind, pface, pspacing, pn, pman[GL_MAX_MEN], pguide;
	int nway, wx[GL_MAX_WAY], wy[GL_MAX_WAY], stop_enemy, stop_seen;
	int pivot, moved;
	int ctgt, cifreach;		/* CHARGE: its target, IFREACH */
	int fell_short;			/* its CHARGE reached nobody */
	int volleyed;			/* its file volleyed: formed till B */
};
struct gl_plan;
struct gl_toks;
struct gl_game;
/* gl_form.c */
int gl_fmrules_read(const json_t *rules, struct gl_fmrules *r,
    struct pbem_err *err);
json_t *gl_fmrules_encode(const struct gl_fmrules *r);	/* NULL: default */
void gl_form_encode(const struct gl_game *g, json_t *state);
int gl_form_decode(const json_t *state, struct gl_game *g);
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
/* gl_form_sheet.c: @cmd FORM|MARCH|WHEEL|DISPERSE on a sheet; the
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

/* rules.json "fire" (gl_fx.c), every value [P] or [T] as marked there */
struct gl_frules {
	int range_cap_yd[3];		/* smoothbore, howitzer, rifled */
	int range_caps;			/* OPTIONS range_caps=on|off */
	int tan_metal;			/* 7.14: +7 at a port in metal */
	int metal_pen_max;		/* 4.6: d10 read 0-9 <= this: through */
	int cross_ladder;		/* 3.3: a high wall by a ladder */
	int auto_shr;			/* AUTO: a howitzer out of ball
					 * fires shrapnel [P] */
	struct gl_vrules v;		/* rules.json "volley" */
	struct gl_orules o;		/* rules.json "orders" */
	struct gl_fmrules fm;		/* rules.json "formation" */
};

/* Metal cover (gl_metal.c): a hull (train car, boat) as a polygon; a
 * ladder against a high wall at a point. */
#define GL_MAX_METAL	8
#define GL_MAX_LADDER	8
struct gl_metal {
	char id[GL_ID_LEN];
	struct gl_poly p;
	int on;				/* the boat or train (wagon + 1) it
					 * rides on, 0: fixed */
	int rf[GL_MAX_VERT], rr[GL_MAX_VERT];	/* its corners ahead of
					 * and right of that craft (units) */
};
struct gl_ladder {
	char id[GL_ID_LEN];
	int x, y;
	int by, took;			/* carried by man + 1, since turn
					 * (gl_ladder.c); 0 none */
	int kx[GL_NSIDES], ky[GL_NSIDES];	/* where each side knows */
	int kgone[GL_NSIDES];		/* it lies (1: nowhere it knows) */
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

struct gl_game {
	struct gl_rules r;
	struct gl_xrules x;
	char name[64];
	char side[GL_NSIDES][GAME_NAME_LEN];
	char side_title[GL_NSIDES][32];
	int home[GL_NSIDES];		/* 0 north, 1 south, 2 east, 3 west */
	int width, height;		/* position units */
	int turns, turn, over, visibility;	/* visibility: units, 0 none */
	int winner;			/* -1 draw/none */
	char result[200];
	/* victory (scenario VICTORY): side vic_side wins if no unwounded
	 * man of the other side is within vic_yd of feature vic_feature,
	 * or gun vic_gun is lost; otherwise the other side */
	int vic_side, vic_yd, vic_gun;
	char vic_feature[GL_ID_LEN];
	char vic_text[GL_NSIDES][96];
	int ncmd, nman, narea, nline, nhill, nbld, ngun, nlimb, nport;
	struct gl_cmd cmd[GL_MAX_CMDS];
	struct gl_man man[GL_MAX_MEN];
	struct gl_area area[GL_MAX_AREAS];
	struct gl_line line[GL_MAX_LINES];
	struct gl_hill hill[GL_MAX_HILLS];
	struct gl_bld bld[GL_MAX_BLD];
	struct gl_gun gun[GL_MAX_GUNS];
	struct gl_limber limb[GL_MAX_LIMB];
	struct gl_port port[GL_MAX_PORTS];
	int nwag;
	struct gl_wagon wag[GL_MAX_WAGONS];
	int nshot;
	struct gl_shot shot[GL_MAX_SHOTS];
	/* this turn's morale side order (gl_morale.c): 0 not rolled yet,
	 * 1 side 0 first, 2 side 1 first; not kept in the state */
	int mq_first;
	struct gl_frules f;		/* gl_fx.c */
	int nmetal, nladder;		/* gl_metal.c */
	struct gl_metal metal[GL_MAX_METAL];
	struct gl_ladder ladder[GL_MAX_LADDER];
	int ndump;			/* gl_dump.c */
	struct gl_dump dump[GL_MAX_DUMPS];
	int vic_stores;			/* VICTORY ... STORES N: percent */
	struct gl_form form[GL_MAX_CMDS];	/* gl_form.c */
};

/* gl_rules.c */
int gl_rules_read(const json_t *j, struct gl_rules *r, char *bad,
    size_t badlen);
json_t *gl_rules_write(const struct gl_rules *r);

/* gl_scenario.c: also the word splitter and number readers the sheet
 * parser shares */
#define GL_MAX_TOK	40
#define GL_TOK_LEN	128
struct gl_toks {
	int n, overflow;
	char *t[GL_MAX_TOK];		/* into the line split */
};
/* Split a line in place into words with the kit's sheet_words
 * (../sheet_words.h: '"..."' is one word; '#' starts a comment); each
 * word shorter than GL_TOK_LEN, at most GL_MAX_TOK, else overflow. */
void gl_split(char *line, struct gl_toks *tk);
/* The same from words a kit reader (sheet_lines) split already. */
void gl_take_words(struct gl_toks *tk, char *const *tok, int n);
/* "12", "187.5", "0.25" (yards) -> position units, within 0..max. */
int gl_num(const char *s, int max, int *out);
/* "x,y" within the board (max_x, max_y units). */
int gl_point(const char *s, int max_x, int max_y, int *x, int *y);
int gl_deg(const char *s, int *out);
int gl_scenario(const char *text, size_t len, json_t *rules, void *g,
    struct pbem_err *err);
int gl_weapon_parse(const char *s, unsigned *mask);
const char *gl_weapon_name(int w);
const char *gl_area_kind_name(int k);
const char *gl_line_kind_name(int k);
const char *gl_order_name(int o);
int gl_order_parse(const char *s);
int gl_valid_id(const char *s);
/* A scenario keyword's refusal: `what "tok"` (tok NULL: what) into why;
 * returns -1. */
int gl_kw_fail(char *why, size_t n, const char *what, const char *tok);

/* gl_ids.c: every id is unique among all kinds of thing (commands among
 * commands); the kind holding id ("a man"), NULL if none; claim: 0 if
 * id is valid and free, else -1 with why naming the clash */
const char *gl_id_holder(const struct gl_game *g, const char *id);
int gl_id_claim(const struct gl_game *g, const char *id, char *why,
    size_t whylen);
/* The whole game's ids unique (after a referee's JSON-pointer change):
 * 0, or -1 with why naming the id used twice. */
int gl_ids_check(const struct gl_game *g, char *why, size_t whylen);

/* gl_state.c */
int gl_decode(const json_t *state, void *g, struct pbem_err *err);
json_t *gl_encode(const void *g);
int gl_side_index(const void *g, const char *side);
int gl_find_man(const struct gl_game *g, const char *id);
int gl_find_gun(const struct gl_game *g, const char *id);
int gl_find_cmd(const struct gl_game *g, const char *id);
int gl_find_feature(const struct gl_game *g, const char *id, int *x,
    int *y);

/* gl_geom.c */
struct plane_pt gl_pt(int x, int y);
int gl_radius(const struct gl_man *m);
int64_t gl_dist(int x0, int y0, int x1, int y1);	/* rounded, units */
int gl_bearing(int x0, int y0, int x1, int y1);
/* Sign of (edge gap between two men - r). */
int gl_gap_cmp(const struct gl_man *a, const struct gl_man *b, int64_t r);
int gl_in_arc(const struct gl_man *m, int half, int x, int y);
int gl_area_at(const struct gl_game *g, int x, int y);	/* kind */
int gl_elev(const struct gl_game *g, int x, int y);	/* 2k or 2k-1 */
int gl_near_top_edge(const struct gl_game *g, int x, int y);
int gl_in_building(const struct gl_game *g, int x, int y);	/* +1 */
int gl_at_opening(const struct gl_game *g, int x, int y);
int gl_in_cover(const struct gl_game *g, const struct gl_man *m);
/* In a gully or sunken road, neither moved nor fired this turn or last:
 * no fire but a shell's burst reaches him, no enemy sees him (4.3, 7). */
int gl_unexposed(const struct gl_game *g, int m);
/* Fortifications (9.42): on a platform behind a high wall, or at a port
 * in one: he sees over or through it and is seen (+3, as at a wall). */
int gl_over_high_wall(const struct gl_game *g, int x, int y);
/* Line of sight from a to b (symmetric); *behind set to the TAN the
 * features next to b give (walls, cover terrain); the gun or limber
 * indexes of the two ends are skipped as blockers. */
int gl_los(const struct gl_game *g, int ax, int ay, int bx, int by,
    int *behind);
int gl_ball_clear(const struct gl_game *g, int ax, int ay, int bx, int by);
int gl_zone_clear(const struct gl_game *g, int ax, int ay, int bx, int by);
int gl_crosses(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int *kind);
int gl_crosses_from(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int *kind);

/* gl_view.c */
int gl_sees(const struct gl_game *g, int side, int m);	/* enemy man */
int gl_man_sees(const struct gl_game *g, int o, int e);
int gl_sees_gun(const struct gl_game *g, int side, int k);
void gl_sight(struct gl_game *g);	/* refresh seen/last-seen */
/* gl_campaign.c: each man killed or captured since the last sighting
 * marked with whether the enemy saw him then (struct gl_man.fell_seen). */
void gl_fall_note(struct gl_game *g);
int gl_report(const void *g, const json_t *events, int viewer,
    struct buf *out);
int gl_secrets(const void *g, const json_t *events, int viewer,
    json_t *tokens);
int gl_fmt_pos(char *b, size_t n, int x, int y);
const char *gl_fclass_name(int c);
const char *gl_gun_kind_name(int k);
int gl_fire_class(const struct gl_man *m);

/* gl_force.c: force points of a side (digest 4.10) */
int gl_force_points(const struct gl_game *g, int side);
/* One man: 1 + rating + training + leader + weapons + mount. */
int gl_man_points(const struct gl_rules *r, const struct gl_man *m);

/* gl_log.c */
void gl_event_names(const void *g, struct event_names *n);
unsigned gl_mask_man(const struct gl_game *g, int m);
unsigned gl_mask_men(const struct gl_game *g, int a, int b);
void gl_say(struct event_log *log, unsigned mask, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void gl_say_to(struct event_log *log, int viewer, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* gl_say with rulings for the map (event_rule) on every event. */
void gl_say_rule(struct event_log *log, unsigned mask,
    const struct draw_ruling *r, int nr, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
struct draw_ruling gl_ruler(const struct gl_game *g, int x0, int y0, int x1,
    int y1, int yd);
void gl_shot_add(struct gl_game *g, int kind, int x0, int y0, int x1,
    int y1, int hit, unsigned mask);
/* Tag the happening just said with the news of a casualty roll: 2 a
 * loss, 1 or 3 a man hurt (event_kind), 0 nothing. */
void gl_kind_result(struct event_log *log, int res);

/* gl_parse.c */
int gl_parse(void *g, int side, const char *text, size_t len,
    int first_line, struct sheet_check *out);

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

/* gl_turn.c */
void gl_phase(const void *g, struct game_phase *out);
int gl_resolve(void *g, const json_t *orders, struct dice *dice,
    struct event_log *log, struct pbem_err *err);
int gl_able(const struct gl_man *m);	/* alive, on the table */
int gl_roll(struct dice *d);		/* one d10, 1..10 */

/* gl_morale.c: a FIFO of checks, run in order (digest 4.8) */
enum gl_cause { GL_CAUSE_WOUND = 1, GL_CAUSE_LEADER = 2,
	GL_CAUSE_DEMOR_LEADER = 3, GL_CAUSE_FRIEND = 4, GL_CAUSE_MG = 5,
	GL_CAUSE_RECOVER = 6 };
struct gl_mq {
	int n, head;
	int man[GL_MAX_MEN * 4], cause[GL_MAX_MEN * 4];
};
void gl_mq_push(struct gl_mq *q, int man, int cause);
void gl_mq_run(struct gl_game *g, struct gl_mq *q, struct dice *d,
    struct event_log *log);
/* After deaths: causes 2 and 4 for every man who saw them. */
void gl_mq_deaths(struct gl_game *g, struct gl_mq *q, const int *died,
    int ndied);
void gl_mq_leaders(struct gl_game *g, const struct gl_plan *plan,
    struct dice *d, struct event_log *log);
int gl_flee(struct gl_game *g, int m, int from, struct dice *d,
    struct event_log *log);
int gl_morale_mod(const struct gl_game *g, int m, int cause);

/* gl_fire.c, gl_art.c */
void gl_fire_phase(struct gl_game *g, struct gl_plan *plan, struct dice *d,
    struct event_log *log, int *fired);
int gl_tan(const struct gl_game *g, int f, int t, int *range_yd);
/* Gun k's crew able to serve it: able, not demoralized. */
int gl_gun_crew(const struct gl_game *g, int k);
/* 2.13 [T]: man m's standing FIRE ceases (blocked, charged, a new
 * operational order): the command's default from now, told to his side. */
void gl_fire_cease(struct gl_game *g, int m, const char *why,
    struct event_log *log);
/* After B.1: every man a charger reached (contact[c] = t + 1). */
void gl_fire_cease_charged(struct gl_game *g, const int *contact,
    struct event_log *log);
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
/* Each gun's FIRE of this turn's sheet kept as its standing FIRE (8.1),
 * read by gl_aim_read when a later sheet gives it none. */
void gl_gun_fire_keep(struct gl_game *g, const json_t *orders);
/* The stored standing FIRE of gun k as the sheet's object, or NULL. */
json_t *gl_gun_fire_json(const struct gl_game *g, int k);
/* Gun k's "fire" of a stored state back into its fields; -1 bad. */
int gl_gun_fire_decode(struct gl_game *g, int k, const json_t *v);
/* A point aim gun k can fire at: in its band and in its sight. */
int gl_aim_ok(const struct gl_game *g, int k, const struct gl_aim *a);
/* Improved shrapnel aimed at a building that burst at (ix, iy): a hit
 * on its wall if near the aimed point; breach_hits open a gap there. */
void gl_breach(struct gl_game *g, int k, const struct gl_aim *a, int ix,
    int iy, struct event_log *log);

/* gl_supply.c */
struct gl_plan;
int gl_xrules_read(const json_t *rules, struct gl_xrules *x,
    struct pbem_err *err);
/* The later fields of men and guns and the "supply" tables, into a
 * state gl_encode made / out of a stored one (gl_state.c calls these);
 * each written only when set, so an older game encodes as it did. */
void gl_x_encode(const struct gl_game *g, json_t *state);
int gl_x_decode(const json_t *state, struct gl_game *g,
    struct pbem_err *err);
int gl_gun_draw(struct gl_game *g, int k);	/* may it fire? */
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
void gl_wagon_encode(const struct gl_game *g, json_t *state);
int gl_wagon_decode(const json_t *state, struct gl_game *g);
void gl_wagon_sight(struct gl_game *g);
void gl_wagon_plan(struct gl_game *g, struct gl_plan *plan);
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
int gl_store_full(void);
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
/* gl_amend_wagon.c: the referee's verbs for transports, runners and
 * work; 1: not one of them, 0 done, -1 refused (into out) */
int gl_amend_x(struct gl_game *g, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log);
/* gl_amend_hull.c: MOVE HULL X,Y [TURN DEG], ABOARD HULL CRAFT|NONE
 * (0 done, -1 refused); gl_amend.c: why a man of `type` (wheels, or a
 * hull, when < 0) may not stand at x,y, or NULL; the enemy a man would
 * touch (contact_yd), -1 none. */
int gl_amend_hull(struct gl_game *g, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log);
const char *gl_amend_ground(const struct gl_game *g, int type, int x, int y);
int gl_amend_contact(const struct gl_game *g, const struct gl_man *probe);
/* gl_work.c */
void gl_work_phase(struct gl_game *g, const json_t *orders,
    const int *fired, struct event_log *log);

/* gl_mg.c: Gatlings and MGs; tgt[] keeps each gun's first target */
void gl_mg_bursts(struct gl_game *g, const json_t *orders, int second,
    int *tgt, struct dice *d, struct event_log *log);

/* gl_transport.c: B.3 limber and unlimber, B.4 limbers move */
void gl_limber_work(struct gl_game *g, const json_t *orders,
    struct event_log *log);
void gl_transport_phase(struct gl_game *g, const json_t *orders,
    struct dice *d, struct event_log *log);

/* gl_move.c */
void gl_move_phase(struct gl_game *g, struct gl_plan *plan,
    struct event_log *log, int *charge_contact);
int gl_allowance(const struct gl_game *g, int m, int charging);

/* gl_melee.c */
void gl_melee_phase(struct gl_game *g, struct gl_plan *plan,
    const int *charge_contact, const int *fired, struct dice *d,
    struct event_log *log);
int gl_melee_value(const struct gl_game *g, int m);

/* gl_amend.c: the module.h amend slot */
int gl_amend(void *g, const char *text, size_t len, int first_line,
    struct sheet_check *out, struct event_log *log);

/* gl_fx.c: the "fire" tables; the later fields of fire in the state */
int gl_frules_read(const json_t *rules, struct gl_frules *f,
    struct pbem_err *err);
void gl_fx_encode(const struct gl_game *g, json_t *state);
int gl_fx_decode(const json_t *state, struct gl_game *g,
    struct pbem_err *err);
/* The range cap of gun k in units, 0: the board alone. */
int64_t gl_range_cap(const struct gl_game *g, int k);
/* Is (x, y) within gun k's range cap? */
int gl_in_range(const struct gl_game *g, int k, int x, int y);
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
/* A sheet's FACE TRACK for a man, read into his plan; turned in B.2. */
void gl_track_plan(const struct gl_game *g, const json_t *o,
    struct gl_plan *p);
void gl_track_turn(struct gl_game *g, int m, const struct gl_plan *p,
    int64_t left, struct event_log *log);

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

/* gl_metal.c */
int gl_metal_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
int gl_ladder_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
int gl_in_metal(const struct gl_game *g, int x, int y);	/* hull + 1 */
/* Inside a hull within at_wall_yd of a port (a PORT or window point). */
int gl_at_metal_port(const struct gl_game *g, int x, int y);
/* Does a hull block the line a-b (sight and every fire but ball)? */
int gl_metal_blocks(const struct gl_game *g, int ax, int ay, int bx,
    int by);
/* Ball or improved shrapnel on man m behind metal cover (inside a hull,
 * not at a port): the penetration d10; 1 through, 0 stopped, and -1
 * when he is not behind metal (no roll). */
int gl_metal_pen(const struct gl_game *g, int m, struct dice *d,
    struct event_log *log, const char *what);
/* A high wall crossed from (x0,y0) to (x1,y1) beside a ladder. */
int gl_by_ladder(const struct gl_game *g, int x0, int y0, int x1, int y1);
/* A man's step from (px,py) to (qx,qy) into or out of a hull: MP to
 * pay (across a port: cross_wall_low), 0 if it crosses no hull side, -1
 * where the metal is (no way through, nor for a horse). */
int gl_metal_step(const struct gl_game *g, const struct gl_man *a, int px,
    int py, int qx, int qy);
/* May men m and t meet in melee across a hull's side?  1 unless one is
 * inside a hull the other is not in, away from its ports. */
int gl_metal_melee_ok(const struct gl_game *g, int m, int t);
/* Equipment or a team at (x, y) inside a hull, away from its ports,
 * under fire: 1 if the metal stops the round (pierce: ball or improved
 * shrapnel, through on the penetration d10), 0 if it reaches it. */
int gl_metal_shields(const struct gl_game *g, int x, int y, int pierce,
    const char *what, const char *id, unsigned mask, struct dice *d,
    struct event_log *log);
/* Would craft k's hulls stay on the table with it at (x, y) facing f? */
int gl_metal_fits(const struct gl_game *g, int k, int x, int y, int f);
/* Craft k has moved or turned from (ox, oy) facing of: its hulls follow,
 * with the men (not aboard) and guns standing inside them. */
void gl_metal_carry(struct gl_game *g, int k, int ox, int oy, int of);
/* A hull moved alone (the referee, gl_amend_hull.c): is (x, y) inside
 * hull h; its corners with its centre (the mean of its corners) at
 * (x, y), turned `turn` degrees clockwise, into out (-1: one leaves the
 * table); where a point inside it goes; the men (able, not aboard a
 * wagon) and guns inside it, flagged, counted; the move itself, taking
 * them along and the hull off any craft; h riding on craft k from
 * where both stand (k -1: on none). */
int gl_in_hull(const struct gl_game *g, int h, int x, int y);
int gl_find_hull(const struct gl_game *g, const char *id);	/* -1 */
int gl_hull_place(const struct gl_game *g, int h, int x, int y, int turn,
    struct gl_poly *out);
void gl_hull_spot(const struct gl_game *g, int h, int x, int y, int turn,
    int *px, int *py);
int gl_hull_inside(const struct gl_game *g, int h, int *men, int *guns);
void gl_hull_move(struct gl_game *g, int h, int x, int y, int turn);
void gl_hull_board(struct gl_game *g, int h, int k);
void gl_metal_encode(const struct gl_game *g, json_t *state);
int gl_metal_decode(const json_t *state, struct gl_game *g);

/* gl_dump.c: dumps of stores (3.5) */
int gl_find_dump(const struct gl_game *g, const char *id);
int gl_dump_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen);
/* Stores put down at (x, y) by `from` (a wagon's id): onto a dump of
 * the side and kind within reach, else a new one: its index, or -1 when
 * the table has no room for another. */
int gl_dump_put(struct gl_game *g, int side, int x, int y, int amount,
    int ammo, struct event_log *log, const char *from);
/* The nearest dump of `side` holding stores within reach of (x, y). */
int gl_dump_near(const struct gl_game *g, int side, int x, int y);
int gl_dump_ammo_near(const struct gl_game *g, int side, int x, int y,
    int yd);
int gl_dump_total(const struct gl_game *g, int side);	/* percent */
void gl_dump_sight(struct gl_game *g);
void gl_dump_report(const struct gl_game *g, int v, struct buf *out);
void gl_dump_secrets(const struct gl_game *g, int v, json_t *tokens);
/* gl_dump_take.c: at the end of a turn, unguarded dumps taken [P] */
void gl_dump_take(struct gl_game *g, struct event_log *log);
void gl_dump_encode(const struct gl_game *g, json_t *state);
int gl_dump_decode(const json_t *state, struct gl_game *g);

/* gl_ladder.c: ladders carried (3.3 [P]) */
int gl_find_ladder(const struct gl_game *g, const char *id);
int gl_ladder_of(const struct gl_game *g, int m);	/* carried, -1 */
int gl_ladder_mp(const struct gl_game *g, int m);	/* MP it costs */
void gl_ladder_plan(const struct gl_game *g, struct gl_plan *plan);
void gl_ladder_take(struct gl_game *g, const json_t *orders,
    struct gl_plan *plan, struct event_log *log);	/* TAKE, before B */
void gl_ladder_after(struct gl_game *g, const json_t *orders,
    struct event_log *log);			/* DROP, after B.2 */
int gl_ladder_at_wall(const struct gl_game *g, int x, int y);
void gl_ladder_sight(struct gl_game *g);
/* Where viewer (-1: the referee) draws ladder i; 0: nowhere. */
int gl_ladder_view(const struct gl_game *g, int i, int viewer, int *x,
    int *y);
void gl_ladder_note(const struct gl_game *g, int m, struct buf *out);
void gl_ladder_receipt(const struct gl_game *g, int take, char *note,
    size_t n);

/* gl_sheet.c, gl_draw.c */
int gl_sheet(const void *g, int viewer, struct buf *out, struct buf *lesson);
int gl_draw(const void *g, const json_t *events, int viewer,
    struct drawing *out);

#endif
