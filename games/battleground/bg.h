/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg.h - Battleground (WWII skirmish on an open table): the module's
 * private header, a table of contents by file.  Digest:
 * ../shared/rules/battleground.md (sections cited as "digest 4.5").
 *
 *   battleground.c  the lower seam (module.h) and the registry entry
 *   bg_rules.c      the rules numbers (rules.json, kept in the state)
 *   bg_scenario.c   the scenario file (digest 8.2) -> a new game
 *   bg_state.c      struct bg_game <-> stored JSON (range-checked fields)
 *   bg_cards.c      the 54-card deck and the card-driven turn (digest 3)
 *   bg_order.c      one order line -> struct bg_order (digest 8.1)
 *   bg_parse.c      a sheet -> orders or line-numbered errors; receipt
 *   bg_act.c        a side's action: which line each unit uses (digest 5)
 *   bg_figs.c       figures laid out by formation (digest 1), standing
 *   bg_move.c       infantry and vehicle movement (digest 4.1-4.3)
 *   bg_sight.c      line of sight, seen and hidden units (4.4, 6)
 *   bg_shoot.c      the dice pool, cover, casualties, damage (2.3, 4.5-4.9)
 *   bg_melee.c      charges and the melee phase (digest 4.10)
 *   bg_log.c        events: who may read each (digest 6.6)
 *   bg_view.c       report, secrets, sheet template (digest 6, 8.4)
 *   bg_draw.c       the same view as a drawing
 *   bg_arty.c       off-table artillery: scenario, rules, state (2.7)
 *   bg_arty_fire.c  ART lines and the strikes of the special phase (4.17)
 *   bg_arty_pool.c  the random-artillery option: a pool drawn on 5s and 6s
 *   bg_mine.c       minefields: scenario, state, report, secrets (4.16)
 *   bg_mine_move.c  a moved unit and the fields: attack, dummy, detection
 *   bg_mine_round.c a path and a round field: length inside, last point
 *   bg_amend.c      the referee's amendment verbs (issue 24)
 *   bg_amend_fire.c the referee's verbs for smoke and lanes
 *   bg_enter.c      reinforcements: off the table until they ENTER
 *   bg_units_rules.c the unit rules' numbers (rules.json "units")
 *   bg_react.c      R, MEL, NS lines: charge reaction, melee figures (4.10)
 *   bg_join.c       combining units, JOIN (4.12)
 *   bg_vmelee.c     melee with a vehicle (4.10.4)
 *   bg_prisoner.c   prisoners and guards, PRIS (4.10.3)
 *   bg_passenger.c  passengers: CARRY, EMBARK, DISEMBARK (2.4, 4.9)
 *   bg_cavalry.c    cavalry: MOUNT, DISMOUNT, horses (2.8)
 *   bg_road.c       the road bonus, ROAD (4.1-4.3)
 *   bg_options.c    the optional rules as OPTIONS switches (4.20, 3.3)
 *   bg_fire_rules.c the numbers of smoke, flares, clearing, healing
 *   bg_smoke.c      smoke and flares: laying, sight, decay (4.15)
 *   bg_smoke_view.c smoke and flares on the map and in the report
 *   bg_clear.c      clearing minefields, put-back (4.16)
 *   bg_medic.c      medics' healing (4.18)
 *   bg_emplace.c    emplacements (2.5)
 *
 * Coordinates are 1/1000 inch in the plane's frame (games/common/plane.h:
 * y grows south, bearings compass degrees).  The scenario and the sheets
 * write points as the digest does, y growing north from the south-west
 * corner; bg_point_parse and bg_pt_out convert.  No floating point.
 */
#ifndef BG_H
#define BG_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

#include "deck.h"
#include "rules_tables.h"
#include "module.h"
#include "plane.h"

#define BG_NSIDES	2
#define BG_AXIS		0
#define BG_ALLIES	1
#define BG_MAX_UNITS	48
#define BG_MAX_FIGS	12
#define BG_MAX_TERR	48
#define BG_MAX_VERTS	16
#define BG_MAX_WEAP	4
#define BG_MAX_PTS	8	/* waypoints of one move */
#define BG_MAX_TGT	4	/* targets of one fire order */
#define BG_MAX_COND	4
#define BG_MAX_ORDERS	128	/* standing lines of one side */
#define BG_MAX_STACK	8	/* scenario CARDS lines */
#define BG_ID_LEN	16
#define BG_LINE_LEN	200
#define BG_MAX_MELEE	16
#define BG_INCH		1000	/* coordinates: 1/1000 inch */
#define BG_MAX_TABLE	240	/* inches, either way */
#define BG_MAX_ARTY	8	/* off-table assets (bg_arty.c) */
#define BG_MAX_ARTY_TURNS 16
#define BG_MAX_POOL	16	/* random-artillery cards */
#define BG_MAX_MINES	16	/* minefields (bg_mine.c) */
#define BG_MAX_ROUNDS	24	/* a melee's rounds, a safety bound */

/* Terrain kinds (digest 2.6). */
enum bg_terr {
	BG_T_ROAD, BG_T_BLDG, BG_T_WOODS, BG_T_HILL, BG_T_WALL, BG_T_FENCE,
	BG_T_HEDGE, BG_T_BRUSH, BG_T_CROPS, BG_T_STREAM, BG_T_FORD, BG_NTERR
};
/* Figure letters (digest 2.1): Rifle, Leader, Heavy weapon, Medic,
 * Engineer, Close-combat. */
#define BG_FIG_LETTERS	"RLHMEC"
enum bg_form { BG_COLUMN, BG_LINE, BG_MASS, BG_BLDG, BG_NFORM };
enum bg_weap { BG_W_MG, BG_W_GUN_L, BG_W_GUN_H, BG_NWEAP };

/* The rules numbers (digest tables; rules.json).  One field table
 * (bg_rules.c) reads them from rules.json and from the state. */
struct bg_rules {
	int hit[4];		/* 2.2: grades A..D ("hit_a"..) */
	int walk_dice, run_dice;		/* 4.1 */
	int range_inf, range_mg, range_gun_l, range_gun_h;	/* 4.5, 2.4 */
	int dice_mg, dice_gun_l, dice_gun_h;	/* 2.4: per weapon */
	int see_into, night_sight, reveal_dist, edge_dist;	/* 4.4, 6, 4.7 */
	int block_figs;				/* 4.4: 3+ figures block */
	int cost_halving, cost_ford, cross_cost;	/* 4.3 */
	int face90_cost, face180_cost;		/* 4.1 */
	int turn_cost_per30;			/* 4.2 tracked, 1" per 30 */
	int cover_woods, cover_brush, cover_crops, cover_wall, cover_bldg;
	int cover_dug;				/* 2.6, 4.7 */
	int destroy_total, damaged_total;	/* 4.9: 7 and 5 */
	int min_move;				/* 4.1: 1" */
	/* 4.4, A7, 6.1: wrecks block sight and are public (1); 0, a game
	 * stored before (its rules lack the key): a wreck blocks nothing
	 * and is shown only to the sides that saw it fall */
	int wreck_sight;
};

/* The unit rules' numbers (rules.json "units", bg_units_rules.c). */
struct bg_urules {
	int join_dist, max_figs, ns_reach;
	int road_inf, road_veh;		/* the road bonus: +1/n */
	int rev_cost, road_blue;
	int carry, embark_dist, pass_die_damaged, pass_die_destroyed;
	int guard_per;
	int cav_dice, cav_charge_dice, cav_mount_dice, cav_melee_bonus;
	int ns_surrender;
	int dir_side, dir_rear;		/* 4.20a: fewer red dice */
	int quality_red[4];		/* 4.20c: A..D */
	int h_short_range;		/* 4.20b: AT and flame H, 1/1000" */
};

struct bg_terrain {
	char id[BG_ID_LEN];
	int kind;			/* enum bg_terr */
	int line;			/* 1: a polyline (width), 0: polygon */
	int n;
	struct plane_pt p[BG_MAX_VERTS];
	int width;			/* polyline width, 1/1000" */
	int level;			/* hills */
};

struct bg_unit {
	char id[BG_ID_LEN];
	int side;
	int veh;			/* 1: a vehicle */
	int grade;			/* 0 A .. 3 D */
	int x, y, facing;		/* centre, 1/1000" (plane frame) */
	int form;			/* enum bg_form */
	int bldg;			/* terrain index when in a building, -1 */
	char figs[BG_MAX_FIGS + 1];	/* living figures, letters */
	int start_figs;
	int run, road, dug, hidden, closeassault;
	int gone;			/* destroyed, eliminated */
	/* vehicles */
	int armour, vdice, tracked, len, wid, nweap;
	int weap[BG_MAX_WEAP], bow[BG_MAX_WEAP];
	int immob, halfw;
	/* fog of war: per side, turn last seen (0: never), where */
	int seen_turn[BG_NSIDES], seen_x[BG_NSIDES], seen_y[BG_NSIDES];
	int seen_now[BG_NSIDES];	/* computed (bg_sight_now) */
	int lost_turn;			/* turn it was lost (0: standing) */
	/* 4.15, 4.16: designated to lay smoke, to fire flares; a
	 * mine-clearing vehicle */
	int can_smoke, can_flare, clearer;
	/* 2.5: an emplacement (enum bg_empl; its red dice in armour) */
	int empl, empl_hits;
	/* the unit rules (bg_join.c, bg_passenger.c, bg_cavalry.c...);
	 * stored only when set (bg_state.c unit_xfields) */
	int joined;			/* combined into another unit */
	int exited;			/* gone by leaving the table */
	/* a reinforcement (bg_enter.c): off the table, it may ENTER from
	 * this turn at its entry point (x, y, on an edge); 0: on it */
	int enter;
	/* bg_move.c: the path line it last walked (a hash, 0 none) and the
	 * waypoints of it reached, so a standing path goes on */
	int path_id, path_done;
	int transport;			/* a vehicle that carries (CARRY) */
	int carrier;			/* carried by vehicle carrier - 1; 0 */
	int seen_load[BG_NSIDES];	/* figures a side saw embark */
	int cav;			/* enum bg_cav */
	int prisoners;			/* enemy figures it guards */
	int routing;			/* option 4.20d */
	int htype;			/* enum bg_htype (option 4.20b) */
	/* lost: 1 | 2 << s for each side s whose forces had it in sight
	 * when it fell (bg_fall_note, bg_campaign.c); 0 while standing */
	int fell_seen;
};

enum bg_trig { BG_O_M, BG_O_F, BG_O_AM1, BG_O_AMX, BG_O_AF1, BG_O_AFX,
	BG_NTRIG };
#define BG_O_ART	BG_NTRIG	/* ART: an asset's line, no unit */
/* A unit's standing choices outside the cards (bg_react.c): the charge
 * reaction, melee figures, non-standing units, prisoners. */
#define BG_O_R		(BG_NTRIG + 1)
#define BG_O_MEL	(BG_NTRIG + 2)
#define BG_O_NS		(BG_NTRIG + 3)
#define BG_O_PRIS	(BG_NTRIG + 4)
/* R options, MEL choices, NS and PRIS choices (struct bg_order.choice) */
enum bg_react_opt { BG_R_FIRE, BG_R_FLEE, BG_R_BOTH, BG_R_NONE };
enum bg_mel_opt { BG_MEL_KEEP, BG_MEL_LEADERS, BG_MEL_ALL };
enum bg_ns_opt { BG_NS_JOIN, BG_NS_RETREAT };
enum bg_pris_opt { BG_PRIS_ESCORT, BG_PRIS_RELEASE };
/* The optional rules (bg_options.c): bits of struct bg_game.options. */
enum bg_opt { BG_OPT_DIRARMOUR, BG_OPT_QUALITY, BG_OPT_ROUT,
	BG_OPT_ARTY_TURN, BG_OPT_PASSFIRE, BG_OPT_SPECH, BG_NOPT };
/* struct bg_unit.htype: its heavy weapons under option 4.20b */
enum bg_htype { BG_H_ANY, BG_H_AP, BG_H_AT, BG_H_FT, BG_NHTYPE };
/* struct bg_unit.cav (bg_cavalry.c) */
enum bg_cav { BG_CAV_NONE, BG_CAV_MOUNTED, BG_CAV_DISMOUNTED, BG_CAV_HORSES,
	BG_CAV_FOOT };		/* FOOT: horses gone, infantry for good */
enum bg_act {
	BG_A_HOLD, BG_A_WALK, BG_A_RUN, BG_A_DIG, BG_A_UNDIG, BG_A_DRIVE,
	BG_A_OCCUPY, BG_A_FIRE, BG_A_HOLDFIRE, BG_A_CHARGE, BG_A_CHARGE_MOVE, BG_A_FLEE,
	BG_A_JOIN, BG_A_EMBARK, BG_A_DISEMBARK, BG_A_MOUNT, BG_A_DISMOUNT,
	BG_A_DROPHORSES, BG_A_ENTER
};
enum bg_cond { BG_C_FIRED, BG_C_MOVED, BG_C_EFIRED, BG_C_EMOVED, BG_C_RUN,
	BG_C_DUG, BG_C_HIDDEN, BG_C_SEEN, BG_C_DIST, BG_C_FIGS, BG_C_ODDS };
#define BG_TGT_NEAREST	(-1)
#define BG_TGT_WEAKEST	(-2)
#define BG_TGT_ANY	(-3)
#define BG_TGT_POINT(j)	(-10 - (j))	/* ART: the order's point j */

struct bg_cond_t {
	int kind, neg, unit, op, val;	/* op: 0 <, 1 <=, 2 >, 3 >=, 4 = */
};

/* One order line as understood. */
struct bg_order {
	int trig;			/* enum bg_trig */
	int unit;
	int act;			/* enum bg_act */
	int npts;
	struct plane_pt pts[BG_MAX_PTS];
	int max;			/* MAX, 1/1000"; 0 none */
	int face;			/* -1: none */
	int form;			/* -1: keep */
	int ndice;			/* DRIVE */
	int bldg;			/* OCCUPY */
	int ntgt;
	int tgt[BG_MAX_WEAP][BG_MAX_TGT];	/* FIRE: row 0; vehicles by weapon */
	int ntgtw[BG_MAX_WEAP];
	int ncond;
	struct bg_cond_t cond[BG_MAX_COND];
	char text[BG_LINE_LEN];		/* canonical form: the receipt */
	char key[BG_LINE_LEN];		/* trigger unit condition: replaces */
	int arty;			/* ART: the asset */
	int special;			/* ART: BG_ART_*; CLEAR: the field */
	int road, rev;			/* ROAD, REV (bg_road.c) */
	int nchoice;			/* R: ranked options; MEL NS PRIS: 1 */
	int choice[4];
};

/* An off-table artillery or air asset (digest 2.7, 8.2 ARTY). */
struct bg_arty {
	char id[BG_ID_LEN];		/* its type word: MORTAR, HEAVY... */
	int side;
	int blasts, dice, blue;		/* per strike: rings, dice each, blue */
	int ring;			/* the ring's diameter, 1/1000" */
	int nturns;
	int turns[BG_MAX_ARTY_TURNS];	/* the turns it strikes */
};

/* A minefield (digest 4.16, 8.2 MINE): an axis-aligned rectangle,
 * 1/1000" in the plane's frame, or (round) the circle inscribed in the
 * square x0..x1, y0..y1: centre its middle, radius (x1 - x0) / 2. */
struct bg_mine {
	char id[BG_ID_LEN];
	int side;			/* the side that laid it */
	int secret, dummy;		/* on the owner's map only; a fake */
	int found;			/* on the table: the enemy knows it */
	int removed;			/* a dummy entered */
	int round;			/* 1: a circle (see above) */
	int x0, y0, x1, y1;
};

/* A smoke screen on the table (digest 4.15): a line laid by infantry
 * (a rectangle `width` wide from (x0,y0) to (x1,y1)) or an artillery
 * ring (centre x0,y0, radius r).  It blocks sight until the special
 * actions phase of turn `until`; from that of turn `thin` it is drawn
 * thin. */
struct bg_smoke {
	int ring, side;
	int x0, y0, x1, y1, r, width;
	int laid, thin, until;
};
/* A flare (4.15): the whole table lit from turn `from` to `until`. */
struct bg_flare {
	int side, x, y, from, until;
};
/* A lane cleared through a minefield (4.16): an axis-aligned rectangle
 * inside the field, 1/1000" in the plane's frame.  Its depth is its
 * length along its axis: a later clearing from inside it along that axis
 * deepens it from its far end (bg_clear.c). */
struct bg_lane {
	int mine;
	int x0, y0, x1, y1;
	int known;			/* bit s: side s knows of it */
	int ns;				/* 1: runs north-south (deep along y) */
};
/* The numbers of bg_fire_rules.c (rules.json "fire"). */
struct bg_fire_rules {
	int smoke_len, smoke_width, smoke_range, smoke_ring;
	int clear_width, clear_depth, clear_reach, clearer_cost, clear_max;
	int mine_round;			/* a round field's diameter */
	int heal_reach;
	int empl_red_nest, empl_red_pillbox, empl_red_gun, empl_red_bunker;
	int empl_size, empl_kill;
};
enum bg_empl { BG_E_NONE, BG_E_NEST, BG_E_PILLBOX, BG_E_GUN, BG_E_BUNKER,
	BG_NEMPL };
/* A fallen figure's marker at its unit's centre (4.18). */
struct bg_dead {
	int side, x, y, turn;
};
#define BG_MAX_DEAD	32
#define BG_MAX_SMOKE	16
#define BG_MAX_FLARE	8
#define BG_MAX_LANES	16
/* The F actions of bg_smoke.c, bg_clear.c, bg_medic.c (after enum
 * bg_act, apart from it). */
#define BG_A_SMOKE	100
#define BG_A_FLARE	101
#define BG_A_HEAL	102
#define BG_A_CLEAR	103
/* bg_order.special of an ART line */
#define BG_ART_HE	0
#define BG_ART_SMOKE	1
#define BG_ART_FLARE	2

struct bg_stack {
	int turn, n;
	int cards[16];
};

struct bg_game {
	char name[64];
	char side[BG_NSIDES][GAME_NAME_LEN];
	int width, depth;		/* 1/1000" */
	int turns, turn, over, night, fow_open, declare;
	int rear[BG_NSIDES];		/* 0 N, 1 S, 2 E, 3 W */
	char result[200];
	int hold_side, hold_bldg;	/* VICTORY side HOLD bldg AT END */
	int else_side;			/* VICTORY side ELSE; -1 none */
	int elim_unit[BG_NSIDES];	/* VICTORY side ELIMINATE unit; -1 */
	int destroy_n[BG_NSIDES];	/* VICTORY side DESTROY n VEHICLES */
	struct bg_rules r;
	struct bg_urules ur;
	int nterr;
	struct bg_terrain t[BG_MAX_TERR];
	int nunits;
	struct bg_unit u[BG_MAX_UNITS];
	struct deck deck;
	int deck_fresh;			/* never shuffled yet */
	int full_shuffle;		/* pile ran out: all 54 next turn */
	int turn_cards[32], nturn_cards;	/* this (last) turn's cards */
	int nstack;
	struct bg_stack stack[BG_MAX_STACK];
	int nmines;
	struct bg_mine mines[BG_MAX_MINES];
	int narty;
	struct bg_arty arty[BG_MAX_ARTY];
	int random_arty;		/* 3.3 option: 1 on 5s and 6s, 2 once
					 * a turn (ARTYPOOL ONCE) */
	int npool;
	int pool[BG_MAX_POOL];		/* asset index, -1 Reload */
	int pool_out[BG_MAX_POOL];	/* drawn, until a Reload */
	/* standing order lines per side, canonical text */
	struct bg_standing {
		int n;
		char line[BG_MAX_ORDERS][BG_LINE_LEN];
	} orders[BG_NSIDES];
	/* during a turn (not stored): cards used, units that acted */
	int used[4];
	int declaring, use_decl;	/* DECLARE mode: choose, then roll */
	int decl[BG_MAX_UNITS][BG_MAX_WEAP];
	int nmelee, melee[BG_MAX_MELEE][2];	/* charger, defender */
	struct plane_pt melee_from[BG_MAX_MELEE];	/* charger's start */
	int reacted_fire[BG_MAX_UNITS], reacted_move[BG_MAX_UNITS];
	int acted_move[BG_MAX_UNITS], acted_fire[BG_MAX_UNITS];
	/* smoke, flares, lanes, and their numbers (bg_smoke.c ...) */
	struct bg_fire_rules fr;
	int nsmoke;
	struct bg_smoke smoke[BG_MAX_SMOKE];
	int nflare;
	struct bg_flare flare[BG_MAX_FLARE];
	int nlanes;
	struct bg_lane lanes[BG_MAX_LANES];
	/* during a CLEAR line's fire: 1 + the unit whose engineers clear
	 * (they are not shooters, 2.3), else 0 (not stored) */
	int clearing;
	/* fallen figures a medic may heal (4.18), oldest first */
	int ndead;
	struct bg_dead dead[BG_MAX_DEAD];
	int odds_unit;			/* ODDS in an R line: charger + 1; 0 */
	unsigned options;		/* 1 << enum bg_opt (bg_options.c) */
};

/* bg_rules.c (the table bg_rules_table, below) */
int bg_hit_number(const struct bg_rules *r, int grade);	/* 7: never */

/* bg_scenario.c */
game_seam_scenario_fn bg_scenario_parse;
int bg_terr_kind(const char *word);
extern const char *const bg_terr_names[BG_NTERR];
extern const char *const bg_form_names[BG_NFORM];
extern const char *const bg_weap_names[BG_NWEAP];
int bg_point_parse(const struct bg_game *g, const char *s,
    struct plane_pt *p);
int bg_inches_parse(const char *s, int *v);	/* "12" "0.5" -> 1/1000 */
void bg_pt_out(const struct bg_game *g, struct plane_pt p, char *buf,
    size_t n);			/* "12.0,6.0" as the sheet writes it */
void bg_len_out(int64_t len, char *buf, size_t n);	/* "12.3" */
int bg_unit_find(const struct bg_game *g, const char *id);
int bg_terr_find(const struct bg_game *g, const char *id);

/* bg_state.c */
extern const struct state_schema bg_state;
/* A side by its name, case ignored (-1: none), as the seam finds it
 * (GAME_MODULE_SIDES). */
#define BG_SIDE_INDEX(g, name)	game_find_name((g)->side, BG_NSIDES, \
	    sizeof (g)->side[0], 0, (name))

/* bg_cards.c */
void bg_card_name(int card, char *buf, size_t n);
int bg_card_parse(const char *s);
int bg_deck_init(struct bg_game *g, struct pbem_err *err);
game_seam_resolve_fn bg_resolve;

/* bg_order.c: one line (tokens) -> order; 0 ok, else message in err */
int bg_order_parse(const struct bg_game *g, int side, const char *line,
    struct bg_order *o, char *err, size_t errn);

/* bg_parse.c */
void bg_orders_merge(struct bg_game *g, int side, const json_t *lines);

/* bg_act.c: the turn's actions */
struct bg_turn {
	struct bg_game *g;
	struct dice *dice;
	struct event_log *log;
};
void bg_action(struct bg_turn *t, int side, int fire, int one, int extra);
int bg_cond_holds(const struct bg_game *g, int side,
    const struct bg_order *o);

/* bg_figs.c */
int bg_standing(const struct bg_unit *u);
int bg_count(const struct bg_unit *u, char type);
int bg_nfigs(const struct bg_unit *u);
int bg_fig_pos(const struct bg_game *g, const struct bg_unit *u,
    struct plane_pt *out, int max);
struct plane_pt bg_centre(const struct bg_game *g, const struct bg_unit *u);
/* on the table with a figure left (not lost, not yet entered) */
int bg_alive(const struct bg_unit *u);
/* lost for good: gone, or no figure left */
int bg_lost(const struct bg_unit *u);
/* a vehicle destroyed on the table (G5: on its side), not one that left
 * it, joined or never came on */
int bg_wreck(const struct bg_unit *u);
void bg_vehicle_rect(const struct bg_unit *u, struct plane_rect *r);
int bg_in_poly(const struct bg_terrain *t, struct plane_pt p);

/* bg_move.c */
void bg_move(struct bg_turn *t, int u, const struct bg_order *o);

/* bg_sight.c */
int bg_los(const struct bg_game *g, int from, int to);
void bg_sight_update(struct bg_game *g, struct event_log *log);
/* Its two halves: what each side sees now (seen_now; the module's sight
 * slot, module.h: made before a sheet is read and around a resolution),
 * and the last sighting of what it sees stamped with the turn and
 * place (seen_turn, seen_x, seen_y: stored). */
void bg_sight_now(void *g);
void bg_sight_stamp(struct bg_game *g);
/* bg_campaign.c: each unit lost since the last sighting marked with the
 * sides that had it in sight then (struct bg_unit.fell_seen). */
void bg_fall_note(struct bg_game *g);
int bg_sees(const struct bg_game *g, int side, int u);
/* Is unit u a wreck side `viewer` knows of (-1, the referee: every
 * one): its own, any under wreck_sight (public), else one its forces
 * had in sight when it fell (fell_seen). */
int bg_wreck_known(const struct bg_game *g, int u, int viewer);
/* The wreck the sight line from unit `from` to unit `to` first runs
 * into, when a wreck is what stops it (wreck_sight), and where: its
 * index and *at; else -1. */
int bg_wreck_blocks(const struct bg_game *g, int from, int to,
    struct plane_pt *at);
int bg_known(const struct bg_game *g, int side, int u);
/* bg_order.c: 1, and the words, when u is an enemy wreck the side
 * knows of (an order cannot name it) */
int bg_wreck_named(const struct bg_game *g, int side, int u, char *err,
    size_t en);
void bg_reveal(struct bg_game *g, int u, struct event_log *log,
    const char *why);

/* bg_shoot.c */
void bg_fire(struct bg_turn *t, int u, const struct bg_order *o);
/* bg_log.c: events, each to the referee and the sides allowed (6.6);
 * the plain ones are the kit's event_printf on the turn's log */
#define bg_say(t, u, target, ...) event_printf((t)->log, BG_NSIDES, \
	bg_mask_of((t)->g, (u), (target)), __VA_ARGS__)
#define bg_say_all(t, ...) \
	event_printf((t)->log, BG_NSIDES, EVENT_V_ALL, __VA_ARGS__)
#define bg_say_mask(t, mask, ...) \
	event_printf((t)->log, BG_NSIDES, (mask), __VA_ARGS__)
unsigned bg_mask_of(const struct bg_game *g, int u, int target);
#define bg_say_rulings(t, mask, r, nr, ...) event_printf_ruled((t)->log, \
	BG_NSIDES, (mask), (r), (nr), __VA_ARGS__)
/* The same with a path's geometry ("fire", "move") for the map. */
void bg_say_geo(struct bg_turn *t, unsigned mask, const char *kind,
    struct plane_pt a, struct plane_pt b, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));
/* The same through the points pts[0..np-1] (a move's waypoints). */
void bg_say_path(struct bg_turn *t, unsigned mask, const char *kind,
    const struct plane_pt *pts, int np, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

/* bg_shoot.c: the pool's net hits at v, rolled, no damage (a charge's
 * willingness test), the dice into txt */
int bg_pool_net(struct bg_turn *t, int u, int v, char *txt, size_t n);

int bg_can_target(const struct bg_game *g, int u, int w, int v);
int bg_pool_counts(const struct bg_game *g, int u, int w, int v, int *white,
    int *blue, int *red);

/* bg_passenger.c: passengers (digest 2.4, 4.9) */
int bg_passenger_kw(struct bg_game *g, struct bg_unit *u, char **tok, int *i,
    int n, char *err, size_t en);
int bg_passenger_move(struct bg_turn *t, int u, const struct bg_order *o);
void bg_passengers_follow(struct bg_game *g, int v);
void bg_passengers_hit(struct bg_turn *t, int v, int destroyed);
void bg_unit_extra(const struct bg_game *g, int u, int viewer,
    struct buf *out);

/* bg_road.c: the road bonus (digest 4.1-4.3) */
int64_t bg_road_cost(const struct bg_game *g, struct plane_pt a,
    struct plane_pt b, int f, const struct plane_terrain *terr, int nterr,
    int div, int64_t *on);

/* bg_options.c: the optional rules as scenario switches */
int bg_options_kw(struct bg_game *g, char **tok, int n, char *err,
    size_t en);
int bg_opt(const struct bg_game *g, int k);
int bg_armour_vs(const struct bg_game *g, const struct bg_unit *y,
    struct plane_pt from);
int bg_quality_red(const struct bg_game *g, const struct bg_unit *y);
void bg_rout_after_shot(struct bg_turn *t, int u, int v, int before);
void bg_rout_move(struct bg_turn *t, int u);
void bg_passenger_fired(struct bg_game *g, int u);
int bg_htype_kw(struct bg_unit *u, char **tok, int *i, int n);
int bg_h_blue(const struct bg_game *g, const struct bg_unit *x,
    const struct bg_unit *y, struct plane_pt a, struct plane_pt b);

/* bg_cavalry.c: cavalry (digest 2.8) */
int bg_cav_kw(struct bg_unit *u, const char *w);
int bg_cav_move(struct bg_turn *t, int u, const struct bg_order *o);

/* bg_vmelee.c: melee with a vehicle (digest 4.10.4) */
void bg_vmelee(struct bg_turn *t, int k);
/* bg_prisoner.c: prisoners and guards (digest 4.10.3, 4.10.4) */
void bg_surrender(struct bg_turn *t, int loser, int winner);
void bg_escort_move(struct bg_turn *t, int u);

/* bg_melee.c */
void bg_charge(struct bg_turn *t, int u, const struct bg_order *o);
void bg_melee_phase(struct bg_turn *t);

/* bg_shoot.c: net hits on a unit: casualties (4.8) or damage (4.9) */
void bg_losses(struct bg_turn *t, int v, int net, char *txt, size_t tn);

/* bg_arty.c, bg_arty_fire.c: off-table artillery (2.7, 4.17) */
int bg_arty_kw(struct bg_game *g, char **tok, int n, char *err, size_t en);
int bg_arty_setup(struct bg_game *g, const json_t *rules, char *err,
    size_t en);
int bg_arty_find(const struct bg_game *g, int side, const char *id);
int bg_arty_order(const struct bg_game *g, int side, char **tok, int n,
    struct bg_order *o, char *err, size_t en);
void bg_arty_phase(struct bg_turn *t);
void bg_arty_strike(struct bg_turn *t, int k);
/* "scatter dice 1 and 6: it drifts 5\" ... towards bearing 37 (north-
 * east)", or a double's words: for the owner's line of a blast or smoke */
void bg_scatter_words(int d1, int d2, int bearing, char *buf, size_t n);
int bg_arty_pool_kw(struct bg_game *g, char **tok, int n, char *err,
    size_t en);
void bg_arty_random(struct bg_turn *t, int rank);
void bg_arty_random_turn(struct bg_turn *t);
void bg_arty_receipt(const struct bg_game *g, int side, struct buf *out);

/* bg_mine.c, bg_mine_move.c: minefields (4.16) */
int bg_mine_kw(struct bg_game *g, char **tok, int n, char *err, size_t en);
int bg_mine_find(const struct bg_game *g, const char *id);
void bg_mine_corners(const struct bg_mine *m, struct plane_pt p[4]);
/* a round field's circle */
struct plane_circle bg_mine_circle(const struct bg_mine *m);
/* 1 if p lies in the field or on its edge */
int bg_mine_holds(const struct bg_mine *m, struct plane_pt p);
/* bg_mine_round.c: the length of a->b inside round field m (1/1000",
 * stepped) and its first and last points inside (may be NULL); -1 if
 * none */
int64_t bg_mine_chord(const struct bg_mine *m, struct plane_pt a,
    struct plane_pt b, struct plane_pt *first, struct plane_pt *last);
/* 1 if the stretch of a->b from t = un/ud to t = vn/vd (ud, vd > 0)
 * comes strictly inside round field m */
int bg_mine_round_meets(const struct bg_mine *m, struct plane_pt a,
    struct plane_pt b, int64_t un, int64_t ud, int64_t vn, int64_t vd);
/* Where the strip lo_a..hi_a across field m (x if ns, else y) lies in
 * it along the other axis: *lo..*hi (a rect: its sides; a circle: its
 * widest chord in the strip, rounded out); 0 if the strip misses it. */
int bg_mine_span(const struct bg_mine *m, int ns, int64_t lo_a,
    int64_t hi_a, int64_t *lo, int64_t *hi);
int bg_mine_known(const struct bg_game *g, int side, int k);
void bg_mine_after_move(struct bg_turn *t, int u, struct plane_pt from);
int bg_mine_under(const struct bg_game *g, int u);
void bg_mine_report(const struct bg_game *g, int viewer, struct buf *out);
void bg_mine_secrets(const struct bg_game *g, int viewer, json_t *tokens);
void bg_mine_draw(struct drawing *d, const struct bg_game *g, int viewer);

/* bg_react.c: R, MEL, NS lines (digest 4.10.2, 4.10.3, 2.1, 8.1) */
int bg_react_kind(const char *word);	/* BG_O_R.. or -1 */
int bg_react_order(const struct bg_game *g, char **tok, int n, int *i,
    struct bg_order *o, char *err, size_t en);
int bg_react(struct bg_turn *t, int u, int v);	/* 1: the charge stops */
void bg_charge_stopped(struct bg_turn *t, int u, int v);
int bg_mel_choice(const struct bg_game *g, int u);
void bg_ns_move(struct bg_turn *t, int u);
void bg_react_receipt(const struct bg_game *g, int side, int u,
    struct buf *out);
int bg_line_for(const struct bg_game *g, int side, int u, int trig,
    struct bg_order *o);
int bg_odds_holds(const struct bg_game *g, const struct bg_order *o,
    const struct bg_cond_t *c);

/* bg_units_rules.c, bg_rules.c, bg_fire_rules.c: the rules tables,
 * read by rules_table_read at scenario load, which the state keeps
 * (bg_state.c) */
extern const struct rules_table bg_rules_table, bg_urules_table,
    bg_fire_table;

/* bg_join.c: combining (digest 4.12) */
int bg_join_move(struct bg_turn *t, int u, int v);	/* 1: joined */

/* bg_view.c: bg_report, bg_secrets, bg_sheet; bg_phase (bg_cards.c) and
 * bg_parse (bg_parse.c) */
GAME_SEAM_DECLARE_SIDE(bg);

/* bg_enter.c: reinforcements entering the table (digest 4.14, 4.19, 6,
 * 8.1 ENTER) */
int bg_enter_kw(struct bg_game *g, struct bg_unit *u, char **tok, int *i,
    int n, char *err, size_t en);
int bg_enter_check(const struct bg_game *g, const struct bg_unit *u,
    char *err, size_t en);
int bg_enter_step(struct bg_turn *t, int u, const struct bg_order *o,
    struct bg_order *walk);
int bg_enter_ready(const struct bg_game *g, int u);
void bg_enter_line(const struct bg_game *g, int u, struct buf *out);
void bg_enter_hint(const struct bg_game *g, int u, struct buf *out);

/* bg_amend.c: the module.h amend slot */
game_seam_amend_fn bg_amend;

/* bg_draw.c */
game_seam_draw_fn bg_draw;

/* bg_fire_rules.c */
/* the unit flags SMOKE FLARES MINECLEAR of a UNIT line: 1 taken */
int bg_kit_flag(struct bg_unit *u, const char *word);
extern const char *const bg_kit_words[3];

/* bg_smoke.c: smoke and flares (4.15) */
int bg_smoke_order(const struct bg_game *g, const struct bg_unit *u,
    char **tok, int n, int *i, struct bg_order *o, char *err, size_t en);
void bg_smoke_fire(struct bg_turn *t, int u, const struct bg_order *o);
int bg_smoke_blocks(const struct bg_game *g, struct plane_pt a,
    struct plane_pt b);
int bg_flare_lit(const struct bg_game *g);
void bg_smoke_art(struct bg_turn *t, int k, int kind, struct plane_pt aim);
void bg_smoke_phase(struct bg_turn *t);
int bg_smoke_seen(const struct bg_game *g, int side, int k);
/* a free slot (NULL: the table is full); a line laid by `side` now */
struct bg_smoke *bg_smoke_new(struct bg_game *g);
void bg_smoke_line(struct bg_game *g, struct bg_smoke *m, int side,
    struct plane_pt p, int deg);
/* "<subject> line from A to B <verb>." to the referee and the sides
 * that see smoke k, but those in `told` */
void bg_smoke_tell(struct bg_turn *t, int k, unsigned told,
    const char *subject, const char *verb);
/* bg_smoke_view.c */
void bg_smoke_report(const struct bg_game *g, int viewer, struct buf *out);
void bg_smoke_draw(struct drawing *d, const struct bg_game *g, int viewer);
struct draw_ruling bg_smoke_ruling(const struct bg_smoke *s);
void bg_fire_secrets(const struct bg_game *g, int viewer, json_t *tokens);
void bg_fire_hint(const struct bg_game *g, int u, struct buf *out);

/* bg_clear.c: clearing minefields (4.16) */
int bg_clear_order(const struct bg_game *g, const struct bg_unit *u,
    char **tok, int n, int *i, struct bg_order *o, char *err, size_t en);
void bg_clear_fire(struct bg_turn *t, int u, const struct bg_order *o);
int bg_clear_covers(const struct bg_game *g, int k, struct plane_pt a,
    struct plane_pt b);
void bg_clear_drive(struct bg_turn *t, int u, int k, struct plane_pt from);
int bg_put_back(struct bg_game *g, int u, int k, struct plane_pt from);
/* a lane of field m from p along deg (0, 90, 180, 270), w wide and
 * depth deep, clipped to the field: 0 if nothing is left */
int bg_lane_make(const struct bg_mine *m, struct plane_pt p, int deg,
    int64_t w, int64_t depth, struct bg_lane *l);
/* "2.0\" wide, 3.0\" deep[, through the field]" */
void bg_lane_size(const struct bg_game *g, const struct bg_lane *l,
    char *buf, size_t n);
void bg_lane_draw(struct drawing *d, const struct bg_game *g, int viewer);
void bg_lane_report(const struct bg_game *g, int viewer, struct buf *out);

/* bg_medic.c: healing (4.18) */
void bg_dead_mark(struct bg_game *g, int v, int n);
void bg_dead_flags(struct bg_game *g, int v, const int *dead, int n);
void bg_heal(struct bg_turn *t, int u, int ordered);
int bg_concealed(const struct bg_game *g, const struct bg_unit *x);
/* bg_emplace.c: emplacements (2.5) */
const char *bg_empl_name(int kind);
int bg_empl_unit(struct bg_game *g, struct bg_unit *u, char **tok, int i,
    int n, char *err, size_t en);
void bg_empl_damage(struct bg_turn *t, int v, int net, char *txt,
    size_t tn);

void bg_dead_report(const struct bg_game *g, int viewer, struct buf *out);

/* bg_unseen.c: the leak test's counterfactual (game.h, unseen_gone) */
int bg_unseen_gone(json_t *state, int side);

#endif
