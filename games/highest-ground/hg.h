/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg.h - The Highest Ground: the module's private header, a table of
 * contents sectioned by file.  Every file works on a struct hg_game decoded
 * from the state JSON (hg_state.c) and encoded back; the tables come from
 * the rules data kept inside the state (hg_tables.c) and the map from the
 * scenario text kept inside the state (hg_scenario.c), never from code.
 * The server holds the true position of every unit; each side sees only
 * what its forces have sighted (hg_sight.c).  Nothing here touches mail,
 * the store, time or a random source other than the dice passed in.
 */
#ifndef HG_H
#define HG_H

#include <stddef.h>

#include <jansson.h>

#include "module.h"
#include "hex.h"
#include "sheet_words.h"

#define HG_NSIDES	2
#define HG_ALLIED	0
#define HG_ROMAN	1
#define HG_MAX_HEX	(HEX_MAX_W * 28)
#define HG_MAX_UNITS	128
#define HG_MAX_TYPES	32
#define HG_MAX_TERRAIN	8
#define HG_MAX_OBJ	16
#define HG_MAX_BANDS	8
#define HG_MAX_LEVELS	8
#define HG_ID_LEN	8	/* unit ids: up to 7 characters */
#define HG_KEY_LEN	16
#define HG_MAX_STEPS	48	/* steps in one written MOVE */
#define HG_CHART_LINE	400

/* Unit classes (§4.1). */
enum hg_class { HG_FOOT, HG_MOUNTED, HG_WAGON, HG_MERC };
/* Modes (§6): Tactical, Strategic, building (Tactical, §12). */
enum hg_mode { HG_T, HG_S, HG_B };
/* Unit status. */
enum hg_status { HG_ON, HG_ELIM, HG_EXITED, HG_PENDING };
/* 16.3: a unit's boat. */
enum hg_boat { HG_BOAT_NONE, HG_BOAT_EMBARKING, HG_BOAT_AFLOAT };
/* Hexside feature bits, per canonical side (N, NE, SE) << 3*k. */
#define HG_SF_RIVER	1
#define HG_SF_ROAD	2
#define HG_SF_BRIDGE	4
/* Combat result codes (Table 4 and Table 6). */
enum hg_res { HG_NE, HG_AE, HG_AR, HG_AD, HG_DD, HG_DR, HG_DE, HG_EX,
	HG_ROUT, HG_COLLAPSE, HG_REFUSED, HG_NRES };

struct hg_type {
	char key[HG_KEY_LEN], name[32], prefix[8];
	int side, cls, merc, scout, pike, leader;
	int full[3], dis[3];		/* A, D, Mo */
	int mv, rng, pts, sheet;
};

struct hg_terrain {
	char code, name[16];
	int cost[3];			/* half-MP: foot/merc, mounted, wagon; -1 P */
	int df, blocks, closed, village, hill;
};

struct hg_band { int min, morale, reorg, broken; char state[16]; };
struct hg_meff { int max, result, shift; };	/* result -1: shift only */

struct hg_opts {
	int hidden, rounds, adj_sees, contact_adjacent, rehide;
	int scout_disclosure, mrc_disclosure, sight_max, hill_ignores;
	int walkie, boats, defections;
	int morale_scale;	/* §8.2 optional: bands scaled for big armies */
};

struct hg_rules {
	int ntypes, nterrain;
	struct hg_type type[HG_MAX_TYPES];
	struct hg_terrain terr[HG_MAX_TERRAIN];
	int leader_alone_d;
	int road[3], road_strat;	/* half-MP */
	int river_tac, river_wagon, bridge_wagon, bridge_ncs, turn_cost;
	struct hg_fort {
		int df, cost_mounted, cost_other, morale, turns, points;
	} fort[2];
	int nbands;
	struct hg_band band[HG_MAX_BANDS];
	int broken_quits;
	struct {
		int building, fort[2], village, river, mounted_closed;
		int mounted_pike, mounted_merc;
	} mod;
	int dir_mod[6][2];
	int nmeff;
	struct hg_meff meff[12];
	int crt[6][8];
	int retreat_hexes, rout_hexes;
	int reorg_min, reorg_adj, reorg_retreated, reorg_routed;
	int ammo_default, ammo_indirect, indirect_over;
	int chits;
	int map_die, hex_die;		/* 14.3: 1d4 for the map, 2D20 */
	int boat_mult, boat_step;	/* 16.3: x Strategic rate; half-MP */
	struct {			/* 14.6 purchase costs, in quarter points */
		int supply, radio, boat;
		int ammo_block;		/* attacks per extra ammo purchase */
		int defect_mult;	/* 16.4: defectors' costs multiplied */
		int per_baggage;	/* combat units per baggage train */
		unsigned char extra_bag[HG_MAX_TYPES];	/* +1 baggage each */
	} pts;
	struct hg_opts opt;
};

struct hg_unit {
	char id[HG_ID_LEN];
	int side, type, status;
	int hex, tail, face, mode;	/* tail -1 unless a Strategic column */
	int dis, ammo, noammo;
	int entry_dir, entry_seq, entry_river, entry_hill;
	int arrive_turn, arrive_hex, arrive_face, arrive_mode;
	int bld_level, bld_prog, bld_from, bld_attacked, bld_paused;
	int moved, fought, retreated, routed;	/* this turn */
	int assist, radio, ret_pref[2];
	int boat, boat_from;		/* 16.3: HG_BOAT_*; baggage index + 1 */
	int supply[2];			/* baggage: L1, L2 supplies carried */
	int seen;			/* revealed to the enemy now */
	int ammo0;			/* ammunition bought (scenario; not
					 * stored: re-read with the scenario) */
	int alias;			/* the enemy's name for it, 0 none */
	int lk_valid, lk_hex, lk_tail, lk_face, lk_turn, lk_round;
	int elim_seen, exit_seen;
	int wait_mode, wait_face;	/* modes declared, applied at movement */
};

struct hg_obj {
	int hex, vp, village, holder, known[HG_NSIDES];
	int random;			/* OBJ RANDOM: hex rolled at setup */
};

struct hg_level { int max; char text[64]; };

struct hg_game {
	struct hg_rules r;
	int rules_version;		/* HG_RULES_V1.. (hg_state.c) */
	json_t *rules_json;		/* borrowed: the rules data in the state */
	const char *scen_text;		/* borrowed: the scenario in the state */
	char name[64];
	struct hex_layout lay;
	char terr[HG_MAX_HEX];
	unsigned short sf[HG_MAX_HEX];	/* hexside features, canonical sides */
	unsigned char fort[HG_MAX_HEX];	/* bit 0 L1, bit 1 L2 */
	unsigned char fort_known[HG_NSIDES][HG_MAX_HEX];
	unsigned char edge[HG_MAX_HEX];	/* entry: 1<<side; exit: 4<<side */
	int entry_random[HG_NSIDES];	/* ENTRY <side> RANDOM (14.4) */
	int entry_loc[HG_NSIDES];	/* the map side rolled; -1 not yet */
	int nobj;
	struct hg_obj obj[HG_MAX_OBJ];
	int turns;
	int vp_exit, vp_elim_allied, vp_elim_roman, vp_no_exit;
	int nlevels;
	struct hg_level level[HG_MAX_LEVELS];
	char side[HG_NSIDES][GAME_NAME_LEN];
	int supplies[HG_NSIDES];	/* defence supplies to allocate at setup */
	int budget[HG_NSIDES];		/* POINTS: quarter points, 0 none */
	int fort_pts[HG_NSIDES];	/* FORT lines bought by a side: quarters */
	int radios[HG_NSIDES];		/* RADIOS: walkie-talkie sets (16.2) */
	int boats[HG_NSIDES];		/* BOATS: boats (16.3) */
	int nunits;
	struct hg_unit u[HG_MAX_UNITS];
	/* where the game stands */
	int turn, round, p1, over, seq;
	int r2_moves;		/* rounds 6: round 2's second half is open */
	char result[256];
	int army[HG_NSIDES], broken_run[HG_NSIDES];
	int nalias[HG_NSIDES];
	int exited[HG_NSIDES], lost[HG_NSIDES];
	json_t *charts;			/* owned: side -> [lines] (the MRCs) */
	json_t *commits;		/* owned: [{turn, round, side, sha256, lines}] */
	json_t *pending;		/* owned: pre-filed attacks, side -> [..] */
};

#define HG_P2(g)	(1 - (g)->p1)

/* hg_tables.c */
/* the rules data's reader (rules_set_read, into a struct hg_rules) */
struct rules_set;
extern const struct rules_set hg_rules_set;
int hg_tables_type(const struct hg_rules *r, const char *key);
const struct hg_terrain *hg_tables_terrain(const struct hg_rules *r, char c);
const char *hg_res_name(int res);

/* hg_scenario.c */
/* A new game from the scenario text and the rules data (the module's
 * scenario slot; a stored state is decoded over the same, module.h). */
int hg_scenario_parse(const char *text, size_t len, json_t *rules, void *g,
    struct pbem_err *err);


/* hg_points.c: the 14.6 point system (digest §15.2) */
struct hg_points {
	int units, leaders, mercs, ammo, supplies, forts, radios, boats;
	int total;			/* all in quarter points */
	int combat, baggage, need_baggage;
};
void hg_points(const struct hg_game *g, int side, struct hg_points *p);
const char *hg_points_text(int quarters, char *buf, size_t n);
int hg_points_check(const struct hg_game *g, char *why, size_t n);
void hg_points_report(const struct hg_game *g, int viewer, struct buf *out);

/* hg_random.c: random objectives and entry sides (§15.1, 14.3, 14.4) */
int hg_map_sides(const struct hg_game *g);
int hg_map_side_hexes(const struct hg_game *g, int loc, int *hexes,
    int *into, char *name, size_t n);
void hg_random_mark(struct hg_game *g);
void hg_random_setup(struct hg_game *g, struct dice *d, struct event_log *log);

/*
 * Rules versions.  A campaign keeps the rulings it was started under for
 * good: its states are hash-chained in the archive and `pbemd replay`
 * re-adjudicates them, so a later correction of a ruling must not change
 * how a game already under way plays.  The state's "rules_version" key
 * says which rulings apply; a state without it (every game stored before
 * the key existed) is version 1, the module as of ff3a8bb; scenario_load
 * starts new games at HG_RULES_LATEST.  Each correction is asked for by
 * its own predicate (hg_board.c), never by comparing versions in place.
 */
#define HG_RULES_V1	1
#define HG_RULES_V2	2
#define HG_RULES_V3	3
#define HG_RULES_LATEST	HG_RULES_V3
int hg_rule_reorg_any_enemy(const struct hg_game *g);	/* 11.1 */
int hg_rule_same_hex_owed(const struct hg_game *g);	/* 6.1, 5.4 */
int hg_rule_merc_fights(const struct hg_game *g);	/* 2.1.2.1 */
int hg_rule_assist_disrupts(const struct hg_game *g);	/* 8.4, 8.3 */
int hg_rule_named_as_seen(const struct hg_game *g);	/* 13.2 */
int hg_rule_dashed_labels(const struct hg_game *g);	/* II-C08 (v3) */

/* hg_state.c */
extern const struct state_schema hg_state;	/* the stored state */
/* A side by its name, case ignored (-1: none), as the seam finds it
 * (GAME_MODULE_SIDES). */
#define HG_SIDE_INDEX(g, name)	game_find_name((g)->side, HG_NSIDES, \
	    sizeof (g)->side[0], 0, (name))

/* hg_board.c: facts about the board every other file asks */
const struct hg_terrain *hg_terr(const struct hg_game *g, int hex);
int hg_side_feat(const struct hg_game *g, int hex, int dir);
int hg_neighbour(const struct hg_game *g, int hex, int dir);
int hg_dist(const struct hg_game *g, int a, int b);
int hg_dir_to(const struct hg_game *g, int a, int b);
int hg_entry_side(const struct hg_game *g, int hex, int face);
int hg_waiting(const struct hg_game *g, int u);
const char *hg_label(const struct hg_game *g, int hex, char *buf);
int hg_parse_hex(const struct hg_game *g, const char *s);
const struct hg_type *hg_type(const struct hg_game *g, int u);
int hg_is_combat(const struct hg_game *g, int u);	/* §6.5 stacking */
int hg_fights(const struct hg_game *g, int u);	/* §6.5 same-hex attacks */
int hg_is_column(const struct hg_game *g, int u);
int hg_on(const struct hg_game *g, int u);
int hg_in_hex(const struct hg_game *g, int u, int hex);
int hg_find_unit(const struct hg_game *g, const char *id);
int hg_combat_in(const struct hg_game *g, int hex, int side, int except);
int hg_enemy_combat_in(const struct hg_game *g, int hex, int side);
int hg_val(const struct hg_game *g, int u, int which);	/* 0 A 1 D 2 Mo */
int hg_los(const struct hg_game *g, int from, int to);
int hg_sees_unit(const struct hg_game *g, int obs, int u);
void hg_reveal(struct hg_game *g, int u, int viewer);
void hg_reveal_hex(struct hg_game *g, int hex, int owner, int viewer);
void hg_hide(struct hg_game *g, int u);
void hg_seen_mark(struct hg_game *g);
int hg_visible(const struct hg_game *g, int viewer, int u);
const char *hg_name(const void *g, int viewer, int u, char *buf,
    size_t n);
int hg_find_alias(const struct hg_game *g, int viewer, const char *alias);

/* hg_log.c: events, each written once per viewer (games/event_log.h) */
/* %s %d, %U (unit index, named per viewer), %H (hex index) */
/* How Highest Ground's events name units (%U) and hexes (%H: index). */
void hg_event_names(const void *g, struct event_names *n);
unsigned hg_viewers(const struct hg_game *g, int u);
void hg_chart(struct hg_game *g, int u, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void hg_commit(struct hg_game *g, struct event_log *log);
void hg_chart_hash(const json_t *chart, size_t n, char hex[65]);

/* hg_sight.c: scouting steps, contact, re-hiding (§13); the order units
 * are named and listed in, never the order of battle's */
void hg_scouting(struct hg_game *g, int side, const char *step,
    struct event_log *log);
void hg_contact(struct hg_game *g, struct event_log *log);
void hg_rehide(struct hg_game *g, int side, struct event_log *log);
void hg_reveal_ev(struct hg_game *g, int u, int viewer, const char *why,
    struct event_log *log);
void hg_reveal_set(struct hg_game *g, const unsigned char *set,
    const char *why, struct event_log *log);
int hg_sight_cmp(const struct hg_game *g, int a, int b);
int hg_list_cmp(const struct hg_game *g, int a, int b);
void hg_sort_units(const struct hg_game *g, int *u, int n,
    int (*cmp)(const struct hg_game *, int, int));
int hg_list_all(const struct hg_game *g, int *out);

/* hg_move.c: modes, columns, entering, movement, stacking, boats (§6,
 * 16.3), writing the charts */
int hg_set_mode(struct hg_game *g, int u, int mode, int face, int bld_from,
    struct event_log *log, char *why, size_t n);
int hg_columns(const struct hg_game *g, int side, int except);
/* One unit's validated path in a movement phase, kept until the phase's
 * stacking check (§6.5, §13.4): p[0] is where it started, p[k] where the
 * k-th step into a hex left it. */
struct hg_pos { int hex, tail, face, edir, eriver, ehill, off; };
struct hg_trail {
	int n, rank;			/* rank: place in the moves list, 1.. */
	struct hg_pos p[HG_MAX_STEPS + 2];
};
int hg_move(struct hg_game *g, int u, const json_t *order,
    struct hg_trail *trail, struct event_log *log);
void hg_stacking(struct hg_game *g, int side, struct hg_trail *trails,
    struct event_log *log);
void hg_overrun(struct hg_game *g, int side, struct event_log *log);
int hg_meet(struct hg_game *g, int u, int hex, struct event_log *log);
int hg_step_cost(const struct hg_game *g, int u, int from, int to,
    int *stop, char *why, size_t n);
int hg_allowance(const struct hg_game *g, int u);
int hg_plan(const struct hg_game *g, int u, int target, int *steps, int max);

/* hg_boats.c: river boats (16.3) */
int hg_river_bank(const struct hg_game *g, int hex);
int hg_embark(struct hg_game *g, int u, int from, char *why, size_t n);
void hg_embark_end(struct hg_game *g, struct event_log *log);
void hg_disembark(struct hg_game *g, int u, struct event_log *log);

/* hg_leaders.c: leaders' morale bonus in a combat phase (§11, R-28) */
void hg_leaders(const struct hg_game *g, const int *part,
    const json_t *orders, int *lead, struct event_log *log);

/* hg_combat.c: combat (§7), morale (§8), indirect fire (16.2); with
 * hg_combat_odds.c, hg_combat_results.c (their shared tables: hg_combat.h) */
int hg_combat_phase(struct hg_game *g, const json_t *orders, int phase,
    struct dice *d, struct event_log *log);
int hg_can_attack(const struct hg_game *g, int a, int t, char *why,
    size_t n);
int hg_can_fire_indirect(const struct hg_game *g, int a, int t, int spotter,
    char *why, size_t n);
/* hg_combat_results.c: Army Morale (§8.1); a unit eliminated */
void hg_army_morale(struct hg_game *g, struct event_log *log);
void hg_eliminate(struct hg_game *g, int u, struct event_log *log);

/* hg_retreat.c: retreats and routs (§7.4) */
int hg_retreat(struct hg_game *g, int u, int hexes, int rout,
    const int *enemies, int nenemies, struct event_log *log);

/* hg_parse.c: an order sheet read into orders (with hg_orders.c,
 * hg_parse_checks.c; their shared state: hg_parse.h) */
/* Does round r take order k ("MODE", "MOVE"...) at all (§17.1)? */
int hg_order_taken(const struct hg_game *g, int r, const char *k);

/* hg_sheet.c: the sheet due now, ready to edit (hg_sheet, below), and
 * the start lesson */
void hg_lesson(const struct hg_game *g, int viewer, struct buf *out);

/* hg_turn.c: the sequence of play (§5, §17.1) */
game_seam_resolve_fn hg_resolve_round;	/* err: unused */
void hg_round_info(const struct hg_game *g, int round, const char **name,
    const char **kind, int *who);	/* who: bit per side */
void hg_vp(const struct hg_game *g, int viewer, int *vp);
struct hg_vp_parts {
	int exits;		/* Roman units known to have left by the exit */
	int elim[2];		/* units known eliminated: [0] Roman, [1] Allied */
	int exit_vp, elim_vp, obj_vp, total;
};
void hg_vp_parts(const struct hg_game *g, int viewer, struct hg_vp_parts *p);

/* hg_amend.c: the referee's verbs (module.h, amend) */
game_seam_amend_fn hg_amend;

/* hg_view.c: hg_phase, hg_report, hg_secrets; hg_parse (hg_parse.c),
 * hg_sheet (hg_sheet.c) */
GAME_SEAM_DECLARE_SIDE(hg);
enum hg_shown { HG_SHOWN_NOT, HG_SHOWN_OWN, HG_SHOWN_SEEN, HG_SHOWN_MARKER };
int hg_shown(const struct hg_game *g, int viewer, int u);
int hg_fort_shown(const struct hg_game *g, int viewer, int h);
int hg_obj_holder_shown(const struct hg_game *g, int viewer, int i);
int hg_event_for(const struct hg_game *g, const json_t *e, int viewer);
void hg_shown_values(const struct hg_game *g, int u, int v[3]);
int hg_request(const void *g, int viewer, const char *what,
    struct buf *out);
/* ... and each commitment's hash into published (when not NULL) */
int hg_verify(const void *g, struct buf *out, json_t *published);

/* hg_draw.c: the same view as hg_report, as a drawing */
game_seam_draw_fn hg_draw;


#endif
