/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts.h - To The Strongest!: the module's private header, a table of
 * contents sectioned by file.  Every file works on a struct ts_game
 * decoded from the state JSON (ts_state.c) and encoded back; every number
 * of the rules comes from the rules data kept inside the state
 * (ts_tables.c, games/strongest/rules.json), the table from the scenario
 * (ts_scenario.c).  There are no dice: every random result is a card
 * turned from a side's 80-card activation deck or the 26-card stratagem
 * deck (base/deck.h), each shuffled from the phase's committed stream.
 * Integers only; nothing here touches mail, the store or the clock.
 */
#ifndef TS_H
#define TS_H

#include <stddef.h>

#include <jansson.h>

#include "deck.h"
#include "module.h"

#define TS_NSIDES	2
#define TS_RED		0
#define TS_BLUE		1
#define TS_MAX_W	20	/* columns A..T */
#define TS_MAX_D	16
#define TS_MAX_BOX	(TS_MAX_W * TS_MAX_D)
#define TS_MAX_UNITS	64	/* both sides */
#define TS_MAX_GENS	16
#define TS_MAX_CMDS	16
#define TS_MAX_CAMPS	8
#define TS_MAX_TYPES	64
#define TS_MAX_ENTRIES	64	/* entries of one army list */
#define TS_MAX_LISTS	4
#define TS_MAX_TERR	16
#define TS_MAX_PIECES	64
#define TS_MAX_HAND	4	/* stratagem cards a side may hold */
#define TS_MAX_TRIG	16	/* STRAT standing triggers per side */
#define TS_MAX_DRAWLOG	1024	/* card draws remembered per resolution */
#define TS_KEY_LEN	24
#define TS_NAME_LEN	48
#define TS_MAX_HELD	160	/* activation cards out behind units */

/* Absolute facings (N = towards BLUE's base edge, row D). */
enum ts_face { TS_N, TS_E, TS_S, TS_W };

/* Unit sizes (§2.1). */
enum ts_size { TS_LIGHT, TS_SMALL, TS_REG, TS_DEEP, TS_XDEEP, TS_NSIZE };

/* Where a unit or general is. */
enum ts_status {
	TS_ON,		/* on the table */
	TS_LOST,	/* destroyed, captured, killed or wounded off */
	TS_OFF,		/* left the table (may re-enter) */
	TS_WAIT,	/* off table by a stratagem or scenario, to arrive */
	TS_AMBUSH,	/* hidden on the table (K hearts) */
	TS_UNPLACED,	/* not deployed yet */
};

/* Why a TS_WAIT unit is away (§5.3, §5.6). */
enum ts_away { TS_AWAY_NONE, TS_AWAY_FLANK, TS_AWAY_RESERVE, TS_AWAY_LOST,
	TS_AWAY_LEFT };

/* Formations (§4.14). */
enum ts_form { TS_LINE, TS_WEDGE, TS_RHOMBOID, TS_ORBIS, TS_TESTUDO };

/* Weapons (§4.10 Fig. XIV). */
enum ts_weapon { TS_W_NONE, TS_W_JAV, TS_W_BOW, TS_W_SLING, TS_W_CROSSBOW,
	TS_W_LONGBOW, TS_W_HANDGUN, TS_W_CATAPULT, TS_W_CANNON, TS_W_ORGAN,
	TS_NWEAPON };

/* Type flags: the special rules of §2.2, named in rules.json. */
#define TSF_LANCE	(1u << 0)	/* lance bonus card once */
#define TSF_EVADE	(1u << 1)	/* non-light mounted that may evade */
#define TSF_NOCHARGE	(1u << 2)	/* artillery, war wagons */
#define TSF_NOMOVE	(1u << 3)	/* artillery: turn or exchange only */
#define TSF_ART		(1u << 4)	/* artillery (every kind) */
#define TSF_DRILL	(1u << 5)	/* legionaries: drill exemption */
#define TSF_HOPLITE	(1u << 6)
#define TSF_PIKE	(1u << 7)
#define TSF_2HCW	(1u << 8)	/* billmen, knights on foot */
#define TSF_CATAPHRACT	(1u << 9)	/* Ace on a long move or charge */
#define TSF_CAMEL	(1u << 10)	/* Ace on a charge; unfamiliar */
#define TSF_CHARIOT	(1u << 11)	/* rough doubly difficult */
#define TSF_SCYTHED	(1u << 12)
#define TSF_ELEPHANT	(1u << 13)
#define TSF_WAGON	(1u << 14)
#define TSF_ARM_MELEE	(1u << 15)	/* +1 save in melee */
#define TSF_ARM_SHOT	(1u << 16)	/* +1 v shooting (not art/handgun) */
#define TSF_SHOT_PLUS	(1u << 17)	/* the "later knights, shieldwall,
					 * war wagons" shooting row */
#define TSF_SPEAR	(1u << 18)	/* +1 v frontal mounted */
#define TSF_MOB		(1u << 19)
#define TSF_EXPLODE	(1u << 20)	/* cannon, organ gun */
#define TSF_ORBIS	(1u << 21)	/* may form orbis */
#define TSF_TESTUDO	(1u << 22)
#define TSF_WEDGE	(1u << 23)
#define TSF_RHOMBOID	(1u << 24)
#define TSF_SHOCK	(1u << 25)	/* one shock missile */
#define TSF_VOLLEY2	(1u << 26)	/* may shoot 2 cards */
#define TSF_MOVEFOOT	(1u << 27)	/* artillery that moves as foot */
#define TSF_DISMOUNTS	(1u << 28)	/* a name the data may give (its type:
					 * ts_type.dismount) */
#define TSF_NFLAGS	29

struct ts_type {
	char key[TS_KEY_LEN], name[TS_NAME_LEN];
	int mounted, size, save, ammo, weapon, melee_hit, pts, pts_deep;
	unsigned flags;
	int dismount;		/* the type it becomes dismounted, -1 none */
};

/* One entry of an army list (§6): a type with its final save and cost. */
struct ts_entry {
	char key[TS_KEY_LEN], name[TS_NAME_LEN];
	int type, save, cost, quality, deep, small, ammo;
	int number[2];		/* how many: min, max */
	int general;		/* 1: a general entry */
	int shared;		/* 1: counts toward the list's shared_max */
};

struct ts_list {
	char key[TS_KEY_LEN], name[TS_NAME_LEN];
	int nentries;
	struct ts_entry e[TS_MAX_ENTRIES];
	int elephants, camels;	/* the list has them (unfamiliar -1) */
	/* min, max of each */
	int heroes[2], gen_min, gen_max, camps[2], forts[2];
	/* a footnote's cap on the entries marked "shared" together (the
	 * British "at most two light infantry units in total", §6.1), and
	 * what they are, for the refusal */
	int shared_max;
	char shared_what[TS_NAME_LEN];
};

/* A scenario of §5.6: what it changes. */
struct ts_scen {
	int medals, active_medals;	/* passive's, active's at the start */
	int drain;			/* active's medals lost a turn */
	int light_fwd, passive_fwd;	/* rows forward to deploy */
	int save;		/* save after deployment: 1 all, 2 passive */
	int simul;
	int delay_active, delay_passive;	/* its command delayed */
	int clear, halfclear, water, gap_pts;	/* clear: pieces cleared */
	char name[40];
};

/* Terrain types (§4.15). */
enum ts_tclass { TS_OPEN, TS_ROUGH, TS_IMPASSABLE };
struct ts_terrain {
	char key[TS_KEY_LEN];
	char sym;		/* the map letter */
	int cls, blocks, cover, hill;	/* hill: 0, 1 low, 2 steep */
	int see_over;		/* 1 low hill, 2 steep hill, 3 building */
	int water, piece;	/* piece: may be picked pre-game */
};

/* Linear terrain on a box's four edges (per box, per facing). */
#define TS_E_STREAM	1
#define TS_E_WALL	2
#define TS_E_FORT_IN	4	/* this box is behind the fortification */
#define TS_E_FORT_OUT	8	/* the other box is */
#define TS_E_STAKES_IN	16	/* this box is behind the stakes */
#define TS_E_STAKES_OUT	32	/* this box is in front of them */
#define TS_E_ROAD	64	/* a road runs through this edge */

/* A save-modifier row of Fig. XVIII, by key. */
enum ts_smod {
	SM_LI_ROUGH, SM_FORT_MELEE, SM_UPHILL, SM_FOOT_ROUGH_MTD,
	SM_STREAM, SM_WALL, SM_PIKE_SPEAR, SM_FOOT_FRONT_MTD, SM_WAGON_MTD,
	SM_ARMOUR_MELEE, SM_2HCW, SM_LI_OPEN_MTD, SM_UNFAMILIAR,
	SM_DEMOR_MELEE, SM_ELEPHANT_MTD, SM_BRIDGE,
	SM_FORT_SHOT, SM_ARMOUR_SHOT, SM_COVER_SHOT, SM_LIGHT_SHOT,
	SM_DEMOR_SHOT, SM_FLANK_SHOT,
	SM_RALLY_GEN, SM_RALLY_ENEMY, SM_DEMOR_RALLY,
	SM_N
};

/* Stratagems (§5.3): the 13 kinds, J/Q/K of four suits and the joker. */
enum ts_strat {
	ST_JH, ST_JC, ST_JD, ST_JS, ST_QH, ST_QC, ST_QD, ST_QS,
	ST_KH, ST_KC, ST_KD, ST_KS, ST_JOKER, ST_N
};

/* [PROPOSED] rulings and options, each a switch (§8, rules.json
 * "options", a scenario's OPTION lines). */
struct ts_opts {
	int fow;		/* 0 open, 1 los (§9.5) */
	int stakes_any;		/* stakes +1 against any charger */
	int mounted_halt_linear; /* mounted halt crossing linear terrain */
	int scythed_frontal;	/* scythed chariots charge frontally */
	int arc_cone;		/* 1: 90-degree cone; 0: 3-box corridor */
	int lc_crossbow_range;
	int xdeep_vp;
	int flank_both_zones;	/* flank march: 4/5 or 9/10 */
	int light_rough_evade;	/* 5+ */
	int turn_cap;		/* game turns, 0 none (also TURNS) */
	int deck_reshuffle_exhausted;
	int delay_second_turn;	/* delayed units from the 2nd turn on */
	int scenario_save_mods;	/* 0: scenario saves unmodified */
	int ambush_broken_foot;	/* foot may ambush in broken ground */
	int list_limits;	/* check the army list's numbers */
	int hero_replay_general_heroic_only;	/* §8.9 */
};

/* Everything of rules.json the code reads. */
struct ts_rules {
	int ntypes;
	struct ts_type type[TS_MAX_TYPES];
	int nlists;
	struct ts_list list[TS_MAX_LISTS];
	int nterr;
	struct ts_terrain terr[TS_MAX_TERR];
	int size_hits[TS_NSIZE], size_vp[TS_NSIZE];
	int art_hits, art_vp, eleph_hits, eleph_vp, escort_hits, escort_vp;
	int range[TS_NWEAPON], overhead_range;
	int light_ammo_missile, jav_ammo, heavy_ammo, vet_ammo, raw_ammo;
	int to_hit_shoot, melee_hit_bad;	/* 8+, 8+ */
	int act_first, act_always, act_cause, act_cause_deep, act_entry;
	int act_chariot_rough;
	int cmd_range, senior_range;		/* out of command: > 2 */
	int march_extra;
	int evade[5];	/* mtd v foot, foot rough, mtd v mtd, foot v foot,
			 * foot v mtd */
	int evade_light_rough;
	int inj_killed, inj_wounded;		/* 9+, 6+ */
	int gen_save, gen_save_heroic, always;	/* 2+, 3+, a 10 */
	int smod[SM_N];
	int camp_medals, gen_medals, camp_vp, gen_vp;
	int gen_cost[6];	/* attached, mounted, detached, heroic, senior,
				 * brilliant */
	struct ts_rampage {
		int len;
		int dir;		/* 0 front-left, 1 ahead, 2 front-right */
	} rampage[11];			/* by card 1..10 */
	int scenario_save;	/* the scenario save (4, 5, 8): base factor */
	int scout_light_mtd, scout_brilliant;
	int scout_per_two;	/* read and checked; a pair of others is 1 */
	int terrain_per_boxes, stream_sides;
	int medals_div;		/* 3 */
	struct ts_strat_card {
		int count;		/* copies in the deck */
		char name[64];
	} strat[ST_N];
	/* the scenarios of §5.6, by number (0: fair and open battle) */
	struct ts_scen sc[11];
	int cmove[3];		/* command move: foot, mounted, brilliant */
	/* points (§2.2 Quick Reference): light, standard, deep */
	int cost_vet[3], cost_raw[3], small_pct, extra_cost[2], equip_cost;
	int xdeep_cost, escort_cost, escort_ammo, hero_cost;
	int camp_cost, fort_cost, reserve_per_unit, chits_per_point;
	struct ts_opts opt;
};

struct ts_unit {
	int side, cmd, num, type, entry;
	int status, away, away_arg;	/* TS_WAIT: zone / flank 0 L 1 R */
	int x, y, face, slot;		/* slot: -1, 0 or 1 along the axis */
	int size, save, hits, vp, pts, quality, small, deep, fanatic;
	int escorted;
	int heroes, ammo, ammo0, shock, lance, elebonus, extra;
	int dis;			/* disorder levels */
	int card;			/* highest activation card this turn */
	int form, dismounted, pavise, nstakes, dih, no_rally;
	int formok;			/* formations its list allows: 1 << TS_* */
	int mounts;			/* mounted infantry (§4.14) */
	int swim, boat;			/* swimmers; a foot unit's boat (§4.14) */
	int edge_zone;			/* the edge zone it left by */
	int seen;			/* los: seen by the enemy now */
	int known;			/* the enemy has seen it at some time */
	int alias;			/* TS_ALIASED: the enemy's name for
					 * it, E<alias>, given in the order
					 * the enemy first sees its units; 0
					 * never seen */
	int lk_valid, lk_x, lk_y, lk_turn;	/* los: last seen */
	int medal_off;			/* its medals are away (off table) */
	int pol_hero, pol_evade, pol_odds, pol_dir, pol_shock, pol_lance;
	int pol_volley;
	char name[TS_NAME_LEN];
};

struct ts_gen {
	int side, cmd, num;
	int mounted, detached, heroic, senior, brilliant;
	int status, x, y, unit;		/* unit: attached to / declared with */
	int wounded, medal_off;
	int used_replace, used_move, used_replay;	/* this player turn */
	int pol_replace, pol_k, pol_heroic, pol_brilliant;
	int pol_savefor;		/* a label number, 0 none */
	int pol_disp[4], pol_ndisp;	/* displacement preference */
	char name[TS_NAME_LEN];
};

struct ts_cmd {
	int side, num, gen;		/* gen: -1 none */
	int vp0, vp_lost, demoralised;
	char name[TS_NAME_LEN];
};

struct ts_camp {
	int side, cmd, num;
	int x, y, placed, holder, taken;
	int reserve;			/* ammunition chits */
	int forts;			/* fortification lengths bought */
	int fortmask;			/* placed: N E S W bits */
};

/* A terrain piece (for pre-game placement and the shuffle step). */
struct ts_piece {
	int type, side, n, box[2];	/* n boxes (1 or 2); a road (type -1)
					 * or stream (-2): n 0, its two ends */
	int face;			/* a stream: the edge it runs along */
	int card, status;		/* dealt card, 0 stays 1 removed */
};

/* A standing stratagem reaction (§9.4 STRAT lines). */
struct ts_trig {
	int kind, card;			/* ST_*, the held card's id */
	int a, b, c;			/* kind-specific */
	int line;
};

struct ts_side {
	char name[GAME_NAME_LEN];
	char title[TS_NAME_LEN];
	int list;
	int medals0, medals, medals_adj;
	int demoralised_any;
	int nhand, hand[TS_MAX_HAND];	/* stratagem card ids held */
	int nstratpref, stratpref[8];	/* ranked kinds (ST_*) */
	int bid, scout, picks, hand_fixed;
	int jh, jh_n, jh_u[4], jc;	/* J hearts, J clubs at deployment's
					 * end: command, units (or generals
					 * as TS_GEN_REF + k); -1 none */
	int vp0;			/* the army's starting VP */
	int pts;			/* points, for the order of battle */
	int ntrig;
	struct ts_trig trig[TS_MAX_TRIG];
	int pol_advface, pol_target, pol_resupply;
	int pol_volley_k;		/* POLICY VOLLEY ALL 2 IFAMMO>=k, 0 off */
	int played_turns;		/* own player turns played */
	int nmr;			/* player turns with no sheet */
	int nalias;			/* TS_ALIASED: enemy units named */
};

/* A card turned this resolution, for secrets() and the audit. */
struct ts_draw {
	int deck, n, card;
	unsigned mask;			/* viewers who may see it */
};

/*
 * How a stored game plays: the state's "rules_version" (absent: V1).  A
 * game keeps the version it began with, so it replays as it was played.
 *   V1  as first shipped
 *   V2  (issue 26) fog of war kept everywhere: under FOW los enemy
 *       units named E1, E2 in the order a side first sees them; a flank march arriving out
 *       of sight is not announced; no enemy army or command totals while
 *       any unit they sum was never seen; every card told by one rule;
 *       and five rulings as the rulebook has them: the rearmost unit of a
 *       two-unit box takes a rear charge and shooting from behind its
 *       flank; only bows, slings and longbows shoot overhead; no flank or
 *       rear bonus across a shoreline; a gun's explosion saved against
 *       with the shooting save modifiers.
 *   V3  an activation or replacement card says why it needs what it
 *       needs: the first card, or the card already on the unit, and
 *       each cause of difficulty with its pips (§3.3, §3.4).
 */
#define TS_RULES_V1	1
#define TS_RULES_V2	2
#define TS_RULES_V3	3
#define TS_RULES_LATEST	TS_RULES_V3
#define TS_V2(g)	((g)->rules_version >= TS_RULES_V2)
#define TS_V3(g)	((g)->rules_version >= TS_RULES_V3)
/* Enemy units named by sight (V2, FOW los); in FOW open the order of
 * battle is public (§9.5) and E<n> is the enemy's own U<n>. */
#define TS_ALIASED(g)	(TS_V2(g) && (g)->r.opt.fow != 0)

/* Stages of a game. */
enum ts_stage { TS_ST_PREGAME, TS_ST_DEPLOY1, TS_ST_DEPLOY2, TS_ST_PLAY };

struct ts_game {
	struct ts_rules r;
	json_t *rules_json;		/* borrowed: the rules data in the state */
	const char *scen_text;		/* borrowed: the scenario in the state */
	char name[64];
	int w, d, scenario, turns;
	unsigned char terr[TS_MAX_BOX];
	unsigned char edge[TS_MAX_BOX][4];
	unsigned char bridge[TS_MAX_BOX];
	int npieces;
	struct ts_piece piece[TS_MAX_PIECES];
	struct ts_side side[TS_NSIDES];
	char sname[TS_NSIDES][GAME_NAME_LEN];	/* for the event log */
	int nunits, ngens, ncmds, ncamps;
	struct ts_unit u[TS_MAX_UNITS];
	struct ts_gen gen[TS_MAX_GENS];
	struct ts_cmd cmd[TS_MAX_CMDS];
	struct ts_camp camp[TS_MAX_CAMPS];
	struct deck deck[3];		/* RED, BLUE activation; stratagems */
	/* where the game stands */
	int stage, turn, half, first, over, seq;
	int rules_version;		/* TS_RULES_V1.. (ts_state.c) */
	int pregame, deploy_fixed;	/* scenario: phases to play */
	int bid;			/* the bid set-up (§5.6) */
	int held[TS_MAX_HELD], nheld[TS_NSIDES];	/* activation cards out */
	int nheld_all;
	char result[256];
	/* this resolution */
	int ndraws;
	struct ts_draw draws[TS_MAX_DRAWLOG];
	struct dice *dice;		/* the phase's stream (not stored) */
	struct event_log *log;		/* (not stored) */
	int cur_cmd;			/* the command activating, -1 none */
	int cmd_ended;			/* its activation failed */
	int blundered;			/* J diamonds played this activation */
};

#define TS_BOX(g, x, y)	((y) * (g)->w + (x))
#define TS_ENEMY(s)	(1 - (s))
#define TS_PLAYER(g)	((g)->half == 0 ? (g)->first : 1 - (g)->first)
/* %U names a unit; a general is TS_GEN_REF + index, a command
 * TS_CMD_REF + index, a camp TS_CAMP_REF + index. */
#define TS_GEN_REF	1000
#define TS_CMD_REF	2000
#define TS_CAMP_REF	3000

/* ts_tables.c: rules.json into struct ts_rules (rules_set_read) */
struct rules_set;
extern const struct rules_set ts_rules_set;
/* An entry's index by its key (case aside), -1 for none: a unit type,
 * a terrain, an army list (of r), an entry of list l. */
#define ts_tables_type(r, k)	GAME_FIND_NAME((r)->type, (r)->ntypes, key, k)
#define ts_tables_terrain(r, k)	GAME_FIND_NAME((r)->terr, (r)->nterr, key, k)
#define ts_tables_list(r, k)	GAME_FIND_NAME((r)->list, (r)->nlists, key, k)
#define ts_tables_entry(l, k)	GAME_FIND_NAME((l)->e, (l)->nentries, key, k)
const char *ts_weapon_name(int w);

/* ts_scenario.c, ts_scenario_forces.c: the TTSMAP text into the
 * struct ts_game at g (a state's decoder makes the game again so:
 * ts_state.c) */
game_seam_scenario_fn ts_scenario_parse;

/* ts_setup.c: the numbers a force is made of (§2.1-§2.3, §5.1) */
int ts_unit_derive(struct ts_game *g, struct ts_unit *u);
int ts_gen_cost(const struct ts_game *g, const struct ts_gen *k);
int ts_fort_mask(const char *s, int *mask);
void ts_fortify(struct ts_game *g, int c);
int ts_setup_check(struct ts_game *g, int start, const int *extra_ammo,
    struct pbem_err *err);
int ts_check_box(const struct ts_game *g, int x, int y, char *why,
    size_t n);

/* ts_state.c */
struct state_schema;
extern const struct state_schema ts_state;
int ts_side_index(const void *g, const char *name);

/* ts_board.c: the box grid (§1) */
/* What a step crosses into its destination (ts_edges_crossed). */
#define TS_X_STREAM	1
#define TS_X_WALL	2
#define TS_X_FORT	4	/* into a fortified box */
#define TS_X_STAKES	8	/* from the stakes' front */
#define TS_X_ROAD	16	/* along a road */
unsigned ts_edges_crossed(const struct ts_game *g, int x, int y, int dx,
    int dy);
void ts_face_vec(int face, int *fx, int *fy);
void ts_rel_vec(int face, int fwd, int right, int *dx, int *dy);
int ts_rel_of(int face, int dx, int dy, int *fwd, int *right);
int ts_on_table(const struct ts_game *g, int x, int y);
const struct ts_terrain *ts_terr_at(const struct ts_game *g, int x, int y);
int ts_rough(const struct ts_game *g, int x, int y);
int ts_water_box(const struct ts_game *g, int x, int y);
int ts_afloat(const struct ts_game *g, int u);
int ts_water_ok(const struct ts_game *g, int u, int x, int y);
int ts_impassable(const struct ts_game *g, int x, int y);
int ts_dir_of(int dx, int dy);	/* orthogonal step -> facing, or -1 */
unsigned ts_crossing(const struct ts_game *g, int x, int y, int dx, int dy);
int ts_road_step(const struct ts_game *g, int x, int y, int dx, int dy);
int ts_in_box(const struct ts_game *g, int x, int y, int *list, int max);
int ts_box_enemy(const struct ts_game *g, int x, int y, int side);
int ts_box_friends(const struct ts_game *g, int x, int y, int side, int *l);
int ts_gens_in_box(const struct ts_game *g, int x, int y, int *list,
    int max);
int ts_chebyshev(int x0, int y0, int x1, int y1);
int ts_prio_dist2(int dx, int dy);
int ts_zone3(const struct ts_game *g, int x);
int ts_edge_zone(const struct ts_game *g, int side, int x, int y);
int ts_edge_zone_boxes(const struct ts_game *g, int side, int zone,
    int *boxes, int max);
int ts_deploy_rows(const struct ts_game *g);
int ts_in_deploy_zone(const struct ts_game *g, int side, int x, int y,
    int extra);
int ts_los(const struct ts_game *g, int x0, int y0, int x1, int y1,
    int for_shooting, int shooter_side);
const char *ts_box_label(const struct ts_game *g, int x, int y, char *b);
int ts_parse_box(const struct ts_game *g, const char *s, int *x, int *y);
const char *ts_face_name(int f);
int ts_parse_face(const char *s);
int ts_camp_at(const struct ts_game *g, int x, int y);

/* ts_unit.c: facts about units every other file asks */
const struct ts_type *ts_type(const struct ts_game *g, int u);
int ts_is_light(const struct ts_game *g, int u);
int ts_is_mounted(const struct ts_game *g, int u);
int ts_is_deep(const struct ts_game *g, int u);
int ts_has(const struct ts_game *g, int u, unsigned flag);
int ts_formed(const struct ts_game *g, int u);
int ts_on(const struct ts_game *g, int u);
int ts_leading(const struct ts_game *g, int u, int from_dx, int from_dy);
int ts_partner(const struct ts_game *g, int u);
int ts_demoralised(const struct ts_game *g, int u);
int ts_gen_box(const struct ts_game *g, int k, int *x, int *y);
int ts_gen_on(const struct ts_game *g, int k);
int ts_out_of_command(const struct ts_game *g, int u);
int ts_zoc_from(const struct ts_game *g, int x, int y, int side, int u,
    int *list, int max);
int ts_can_share(const struct ts_game *g, int u, int x, int y, int face,
    int ignore);
int ts_melee_hit(const struct ts_game *g, int u);
int ts_weapon(const struct ts_game *g, int u);
/* The standing orders about units (§9.4), for ts_policy_affects. */
enum ts_pol { TS_POL_EVADE, TS_POL_HERO, TS_POL_SHOCK, TS_POL_LANCE,
	TS_POL_VOLLEY, TS_POL_TARGET };
int ts_policy_affects(const struct ts_game *g, int u, enum ts_pol pol);
int ts_range(const struct ts_game *g, int u);
int ts_find_unit(const struct ts_game *g, int side, int num);
int ts_find_enemy(const struct ts_game *g, int side, int n);
int ts_unit_order(const struct ts_game *g, int viewer, int *order);
int ts_find_gen(const struct ts_game *g, int side, int num);
int ts_find_cmd(const struct ts_game *g, int side, int num);
int ts_find_camp(const struct ts_game *g, int side, int num);
int ts_medal_value(const struct ts_game *g, int u);
void ts_place(struct ts_game *g, int u, int x, int y, int face, int front);
void ts_settle_box(struct ts_game *g, int x, int y);

/* ts_cards.c: the decks as the random stream (§3.5) */
int ts_card_value(int id);
int ts_card_suit(int id);
const char *ts_card_text(int id, char *b, size_t n);
int ts_strat_kind(int id);
const char *ts_strat_label(int id, char *b, size_t n);
int ts_decks_init(struct ts_game *g, struct pbem_err *err);
int ts_strat_deck_init(struct ts_game *g, struct pbem_err *err);
void ts_decks_reshuffle(struct ts_game *g);
int ts_draw(struct ts_game *g, int deck, unsigned mask, const char *why,
    int *tag);
void ts_hold(struct ts_game *g, int side, int card);
void ts_release_all(struct ts_game *g);
int ts_take_strat(struct ts_game *g, int kind);
const char *ts_tag(const struct ts_game *g, int deck, int n, char *b,
    size_t sz);
unsigned ts_mask_side(int side);

/* ts_log.c: events, per viewer (games/event_log.h) */
void ts_event_names(const void *g, struct event_names *n);
const char *ts_name(const void *g, int viewer, int u, char *buf, size_t n);
unsigned ts_viewers(const struct ts_game *g, int u);
unsigned ts_viewers_box(const struct ts_game *g, int side, int x, int y);
int ts_visible(const struct ts_game *g, int viewer, int u);
void ts_say(struct ts_game *g, unsigned mask, const char *fmt, ...);

/* ts_sight.c: FOW los (§9.5) */
void ts_sight(struct ts_game *g);
void ts_reveal(struct ts_game *g, int u);
void ts_known(struct ts_game *g, int u);
void ts_sight_unit(struct ts_game *g, int u);
int ts_sees_box(const struct ts_game *g, int side, int x, int y);
int ts_gen_shown(const struct ts_game *g, int viewer, int k, int *x,
    int *y);

/* ts_activate.c: the activation requirement (§3.3, §3.4), generals'
 * replacement cards (§2.4) */
/* Causes of difficulty (§3.3), as flags of an activation. */
#define TC_DIAG		0x001	/* diagonally ahead */
#define TC_RIGHT	0x002	/* ... to the right (hoplites) */
#define TC_SIDE		0x004	/* sideways */
#define TC_BACK		0x008	/* backwards */
#define TC_TURN		0x010	/* a new facing */
#define TC_SWAP		0x020	/* exchanging places in the box */
#define TC_ROUGH	0x040	/* into, out of or through rough, or across
				 * a stream, wall, hedge or stakes */
#define TC_FORT		0x080	/* into a camp over fortifications */
#define TC_FORM		0x100	/* a formation change, dismount, stakes */
#define TC_WAGON	0x200	/* a war wagon not moving to a flank */
#define TC_INROUGH	0x400	/* chariots, war wagons: already in rough */
#define TC_OOC		0x800	/* out of command counts (not arrivals) */
#define TC_BOARD	0x1000	/* boarding or leaving a boat (§4.14) */
struct ts_act {
	int nunits, units[2];
	int flags;		/* TC_* */
	int need;		/* worked out by ts_activate */
	int entry;		/* an arrival: a fixed 4+ (§4.1) */
	int long_move;		/* 2+ boxes (cataphracts' Ace) */
	int charge, shoot;	/* (camelry's, cannon's Ace) */
	int label;		/* the order's label (SAVEFOR) */
	int later;		/* the unit has a later order this turn */
	int replacing;		/* (a replacement card is being turned) */
	const char *what;	/* "move F", for the events */
};
int ts_activate(struct ts_game *g, struct ts_act *a, int *card);
int ts_base_need(const struct ts_game *g, const int *units, int n);
/* The pips unit u adds for the causes in flags (§3.3); each that costs
 * any named into why (", +1 rough going"), when why is not NULL. */
struct ts_why {
	char text[160];
};
int ts_cause_pips(const struct ts_game *g, int u, int flags,
    struct ts_why *why);

/* ts_move.c: movement, ZOC, box entry, marching (§4.1, §4.2) */
struct ts_path {
	int n, x[6], y[6];	/* boxes entered in order */
	int face;		/* final facing */
	int front;		/* in front of (1) or behind (0) a friend */
	int flags;		/* TC_* causes of difficulty */
	int rough, march, exit, zoc_halt, terr_halt, long_move;
	int ambush_halt;	/* cut short by an ambush sprung mid-move */
	char why[120];
};
int ts_plan_move(struct ts_game *g, int u, const json_t *o,
    struct ts_path *p);
void ts_do_move(struct ts_game *g, int u, const struct ts_path *p,
    const int *with, int nwith);
int ts_enter_ok(const struct ts_game *g, int u, int fx, int fy, int x,
    int y, int face, int evading, char *why, size_t n);
int ts_entry_front(const struct ts_game *g, int u, int fx, int fy, int x,
    int y, int face, int pos);
int ts_gap_blocked(const struct ts_game *g, int u, int partner, int x, int y,
    int dx, int dy);
int ts_adjacent_enemy(const struct ts_game *g, int side, int x, int y);
void ts_entered(struct ts_game *g, int u, int x, int y);
void ts_displace_gens(struct ts_game *g, int x, int y, int side);
void ts_leave_table(struct ts_game *g, int u, int x, int y);
int ts_gmove(struct ts_game *g, int k, int x, int y, char *why, size_t n);

/* ts_reach.c: what an enemy could charge (§8.20); an ambush sprung
 * mid-move cutting the move (§5.3 K hearts) */
int ts_could_charge_box(const struct ts_game *g, int side, int x, int y);
int ts_could_charge_unit(const struct ts_game *g, int e, int u);
int ts_ambush_cut(struct ts_game *g, int u, struct ts_path *p);

/* ts_combat.c: charges, evades, melee, advances (§4.3-§4.5, §4.7) */
int ts_plan_charge(struct ts_game *g, int u, const json_t *o, int *tx,
    int *ty, int *vx, int *vy, char *why, size_t n);
int ts_charge_causes(const struct ts_game *g, int u, int tx, int ty, int vx,
    int vy);
void ts_charge(struct ts_game *g, int u, const json_t *o, int tx, int ty,
    int vx, int vy, int *with, int nwith);

/* ts_shoot.c: shooting, ammunition, resupply (§4.10) */
int ts_shoot_targets(const struct ts_game *g, int u, int x, int y, int face,
    int *list, int max);
int ts_can_shoot_box(const struct ts_game *g, int u, int x, int y);
int ts_plan_shot(struct ts_game *g, int u, const json_t *o, int *t,
    char *why, size_t n);
int ts_plan_moveshot(struct ts_game *g, int u, int x, int y, const json_t *o,
    int *t);
void ts_shoot(struct ts_game *g, int u, int t, int cards);
int ts_can_resupply(const struct ts_game *g, int u, char *why, size_t n);
void ts_resupply(struct ts_game *g, int u);
int ts_shoot_cards(const struct ts_game *g, int u, const json_t *o);

/* ts_special.c: formations, dismounting, stakes (§4.14) */
int ts_special(struct ts_game *g, const char *verb, const json_t *o,
    struct ts_act *a, char *why, size_t n);
void ts_special_do(struct ts_game *g, const char *verb, const json_t *o,
    int u);

/* ts_save.c: saves, disorder, loss, medals, generals, rampages (§4.6,
 * §4.8, §4.9, §2.4, §5.1) */
enum ts_group { TS_G_MELEE, TS_G_SHOOT, TS_G_RALLY, TS_G_NONE };
struct ts_hit {
	int group;		/* the modifier group */
	int by;			/* the attacker unit, -1 none */
	int ax, ay;		/* where the attack came from */
	int charge;		/* a charge (melee only) */
	int by_charger;		/* the unit was charged (not striking back) */
	int artillery, handgun;	/* the shooter's weapon class */
	int flank;		/* from behind a flank or the rear */
	int fort, stream, wall, stakes, bridge, uphill;
	int unmodified;		/* rampage, explosion, scenario saves */
};
int ts_save(struct ts_game *g, int u, const struct ts_hit *h);
int ts_save_mod(const struct ts_game *g, int u, const struct ts_hit *h);
void ts_fail_save(struct ts_game *g, int u, const struct ts_hit *h);
void ts_unit_lost(struct ts_game *g, int u, const char *why);
void ts_gen_saves(struct ts_game *g, int x, int y, int hit_unit);
int ts_gen_save(struct ts_game *g, int k);
void ts_gen_lost(struct ts_game *g, int k, const char *why);
void ts_gen_displace(struct ts_game *g, int k, const char *why);
void ts_vp_lost(struct ts_game *g, int u, int vp);
void ts_medals(struct ts_game *g, int side, int n, const char *why);
void ts_demoralise(struct ts_game *g, int cmd, int vp);
int ts_rally(struct ts_game *g, int u);
void ts_rampage(struct ts_game *g, int u);
void ts_explode(struct ts_game *g, int u);
void ts_check_victory(struct ts_game *g);

/* ts_script.c: the own player turn from the sheet (§7, §9.3) */
int ts_run_turn(struct ts_game *g, const json_t *sheet);
int ts_cond(struct ts_game *g, const json_t *c);

/* ts_amend.c: the referee's verbs (module.h, amend) */
game_seam_amend_fn ts_amend;
/* ts_strat.c: stratagems in play, arrivals, standing orders (§5.3) */
void ts_standing_orders(struct ts_game *g, int side, const json_t *sheet);
int ts_strat_held(const struct ts_game *g, int side, int kind);
void ts_strat_play(struct ts_game *g, int side, int kind);
int ts_trig_find(const struct ts_game *g, int side, int kind);
int ts_strat_infamy(struct ts_game *g, int k);
int ts_strat_patroclus(struct ts_game *g, int k);
int ts_strat_havoc(struct ts_game *g, int charger, int target);
int ts_strat_hades(struct ts_game *g, int u, int x, int y, int charge);
int ts_strat_blunder(struct ts_game *g, int k, const int *units, int n);
int ts_strat_dih(struct ts_game *g, int u);
int ts_ambush_near(const struct ts_game *g, int side, int x, int y);
void ts_ambush_spring_at(struct ts_game *g, int side, int x, int y);
void ts_ambush_spring(struct ts_game *g, int u);
int ts_arrive_order(struct ts_game *g, int u, const json_t *o, int reps,
    char *why, size_t n);

/* ts_pregame.c: terrain, scouting, stratagem draws, the bid (§5.2-5.4) */
int ts_resolve_pregame(struct ts_game *g, const json_t *orders);
int ts_scout_score(const struct ts_game *g, int side);
int ts_picks(const struct ts_game *g, int side);
int ts_pregame_check(const struct ts_game *g, int side, const json_t *o,
    char *why, size_t n, int *line);

/* ts_deploy.c: deployment (§5.5) and the scenarios' set-up (§5.6) */
int ts_resolve_deploy(struct ts_game *g, const json_t *orders);
int ts_deploy_check(const struct ts_game *g, int side, const json_t *o,
    char *why, size_t n, int *line);
void ts_start_play(struct ts_game *g);
/* ts_deploy_end.c */
void ts_deployment_end(struct ts_game *g);

/* ts_turn.c: the sequence of play (§3.1) */
/* The phase due (the seam's resolve): the pre-game, a deployment, or
 * one player turn. */
game_seam_resolve_fn ts_resolve;
void ts_end_game_turn_cap(struct ts_game *g);

/* ts_parse.c, ts_parse_turn.c, ts_parse_order.c: the sheets (§9) */
/* The seam's parse (ts_parse, below): a sheet is read as its side sees
 * the table now. */
void ts_policies_text(const struct ts_game *g, int side, int viewer,
    struct buf *out);

/* ts_sheet.c: the sheet ready to edit and the start mail's lesson
 * (ts_sheet, below) */

/* ts_draw.c, ts_draw_events.c: the report's map (drawing.h) */
/* A side's colour on the map: the drawing's palette starts blue, then
 * vermillion; RED (side 0) takes the red one, BLUE the blue one. */
#define TS_DSIDE(s)	(1 - (s))
game_seam_draw_fn ts_map;
int ts_map_events(const struct ts_game *g, const json_t *events,
    int viewer, struct drawing *d);
/* The drawing's cell of box (x, y) for `viewer`: each side sees its own
 * base edge at the bottom (BLUE's map is turned half round). */
int ts_map_turned(int viewer);
/* A unit's (kind 'U') or general's ('G') name on the referee's map,
 * unique where both armies count from 1: "R-U1". */
void ts_map_referee_id(const struct ts_game *g, int side, char kind,
    int num, char *out, size_t n);
void ts_map_cell(const struct ts_game *g, int viewer, int x, int y, int *c,
    int *r);
int ts_event_for(const json_t *e, int viewer, const struct ts_game *g);

/* ts_view.c: ts_phase, ts_report, ts_secrets; ts_parse and ts_sheet
 * (above) */
GAME_SEAM_DECLARE_SIDE(ts);

#endif
