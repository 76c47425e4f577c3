/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs.h - Far Side of the World: the module's private header, a table of
 * contents sectioned by file.  Every file works on a struct fs_game decoded
 * from the state JSON (fs_state.c) and encoded back; the tables come from
 * the rules data kept inside the state (fs_tables.c), never from code.
 * Nothing here touches mail, the store, time or a random source.
 */
#ifndef FS_H
#define FS_H

#include <stddef.h>

#include <jansson.h>

#include "module.h"
#include "grid_square.h"
#include "sheet_words.h"

#define FS_NSIDES	2
#define FS_MAX_COLS	26
#define FS_MAX_ROWS	26
#define FS_MAX_CELLS	(FS_MAX_COLS * FS_MAX_ROWS)
#define FS_MAX_UNITS	64
#define FS_MAX_LEADERS	32
#define FS_MAX_TYPES	16
#define FS_MAX_QUAL	8
#define FS_MAX_TERRAIN	16
#define FS_MAX_TRAITS	16
#define FS_MAX_OBJ	16
#define FS_MAX_FORT	64
#define FS_MAX_LINKS	8
#define FS_MAX_RETREAT	8
#define FS_MAX_REVEAL	128
#define FS_ID_LEN	9	/* unit/leader ids: up to 8 characters */
#define FS_KEY_LEN	24
#define FS_MAX_PATH	16	/* steps in one written MOVE/VIA path */

/* Unit classes (§3 "who counts as infantry"). */
enum fs_class { FS_INF, FS_CAV, FS_GUN };
#define FS_CLS(c)	(1u << (c))

/* Unit type flags (unit table notes). */
#define FS_F_TERRAIN_OPEN	0x01	/* note 3: all terrain as open */
#define FS_F_NO_MAXRANGE	0x02	/* skirmishers */
#define FS_F_ONE_CELL		0x04	/* note 2: guns move 1 cell */
#define FS_F_IGNORE_COVER	0x08	/* field artillery */
#define FS_F_OVER_FRIENDS	0x10	/* note 4: artillery on a hill */
#define FS_F_JAMS		0x20	/* gatling */
#define FS_F_MOUNTS		0x40	/* mounted infantry */

/* Which roll a trait modifies (§5.1). */
enum fs_roll { FS_R_ACT, FS_R_RALLY, FS_R_DEATH, FS_R_SHOOT, FS_R_MELEE,
	FS_R_COMBAT };

struct fs_utype {
	char key[FS_KEY_LEN], name[32];
	int cls, shoot, melee, resolve, move, move_mounted, range, charge;
	int points;
	unsigned flags;
};

struct fs_quality {
	char key[FS_KEY_LEN], name[16];
	int rally, combat, points;
};

struct fs_terrain {
	char code;
	char name[16];
	int cost;		/* -1: all remaining movement */
	int cost_same_hill;	/* hills: cost coming from an equal hill */
	int cover;		/* 0 none, 1 light, 2 heavy */
	int cover_inf_only;
	int closed;		/* obstructs LOS beyond */
	unsigned pass, end;	/* FS_CLS masks */
	int bua, hill, open, melee_closed;
};

struct fs_trait {
	char key[FS_KEY_LEN], name[24];
	int roll, value, positive, cancels;	/* cancels: trait index or -1 */
	unsigned cls;		/* class mask, 0 = any */
	unsigned types;		/* type index mask */
	unsigned quals;		/* quality index mask */
};

struct fs_rules {
	int ntypes, nqual, nterrain, ntraits;
	struct fs_utype type[FS_MAX_TYPES];
	struct fs_quality qual[FS_MAX_QUAL];
	struct fs_terrain terr[FS_MAX_TERRAIN];
	struct fs_trait trait[FS_MAX_TRAITS];
	int fort_cover;
	int trait_roll[13];	/* 2..12: trait index, -1 none, -2 pick */
	int npick, pick[FS_MAX_TRAITS];
	struct {
		int adj_leader, adj_enemy_leader, volley, cover_light;
		int cover_heavy, max_range, mounted_shoot, friend_adj;
		int enemy_adj, hill_to_open, open_to_closed, press, flank;
		int rally_cover, rally_enemy_adj, terror;
		int dis_resolve, blo_combat;
	} mod;
	struct {
		int fail_max, basic_max, melee_dis_below, last_stand_min;
		int death_max, rally_min, rally_again, army_pass;
	} res;
	struct {
		int elim, bloodied, leader, objective, decisive;
	} vp;
	int leader_points, pos_trait_points, neg_trait_points;
	int retreat_order[8];
	int turns, radius, deploy_rows;
	int plateau, cap, repeat_army, conceal;
};

struct fs_unit {
	char id[FS_ID_LEN];
	int side, type, qual;
	int alive, placed, x, y, face, mounted;
	int dis, blo, jam;
	int nlinks, links[FS_MAX_LINKS];	/* melee links, oldest first */
	/* this player-turn (reset when the owner's turn starts) */
	int activated, charged, fought, fired;
	/* scenario default deployment */
	int has_def, def_x, def_y, def_face, def_mounted;
	/* standing orders (§13.1) */
	int nret, ret[FS_MAX_RETREAT];	/* >= 0 cell index; -1-dir step */
	int st_melee;			/* unit index or -1 */
	int st_face;			/* -1 none, 0..3 facing, 4 ATTACKER */
	/* what each side knows of this unit (only the enemy side is used) */
	int alias[FS_NSIDES];		/* 0: not yet sighted */
	int lk_valid[FS_NSIDES], lk_x[FS_NSIDES], lk_y[FS_NSIDES];
	int lk_turn[FS_NSIDES];
	int qual_known[FS_NSIDES];
	int gone_seen[FS_NSIDES];	/* saw its elimination */
	int elim_turn;
};

struct fs_leader {
	char name[FS_ID_LEN];
	int side, unit, alive, fixed, rallied, killed_turn;
	unsigned traits;		/* trait index mask */
	int pick;			/* deploy-sheet TRAIT choice, -1 none */
	int known[FS_NSIDES];		/* name and traits revealed to side */
};

/* §15 item 3: `viewer` sees `unit` at (x, y), where it attacked from (or
 * was bumped into), while it stays there, until this player-turn ends. */
struct fs_reveal {
	int unit, viewer, serial, x, y;
};

struct fs_game {
	struct fs_rules r;
	json_t *rules_json;		/* borrowed: the rules data in the state */
	char name[64];
	int cols, rows;
	char terr[FS_MAX_CELLS];	/* terrain code per cell (y*cols+x) */
	unsigned char fort[FS_MAX_CELLS];
	int zone_lo[FS_NSIDES], zone_hi[FS_NSIDES];	/* rows, 0-based */
	int nobj, obj[FS_MAX_OBJ], obj_holder[FS_MAX_OBJ], obj_vp;
	int turns;
	char side[FS_NSIDES][GAME_NAME_LEN];
	int nunits, nleaders;
	struct fs_unit u[FS_MAX_UNITS];
	struct fs_leader l[FS_MAX_LEADERS];
	int turn, half, first, serial, over, winner;	/* winner -1: draw */
	char result[256];
	int start_units[FS_NSIDES], lost[FS_NSIDES], army_checked[FS_NSIDES];
	int nalias[FS_NSIDES];
	int nrev;
	struct fs_reveal rev[FS_MAX_REVEAL];
	int init_roll[FS_NSIDES];
	/* not stored: what each side saw at the last fs_sight_log() */
	unsigned char vis[FS_NSIDES][FS_MAX_UNITS];
};

/* Which side is acting now (orders phases). */
#define FS_ACTING(g)	((g)->half == 0 ? (g)->first : 1 - (g)->first)

/* fs_tables.c: the rules data's reader (rules_set_read, into a struct
 * fs_rules) */
struct rules_set;
extern const struct rules_set fs_rules_set;
int fs_tables_trait(const struct fs_rules *r, const char *key);
int fs_tables_type(const struct fs_rules *r, const char *key);
int fs_tables_qual(const struct fs_rules *r, const char *key);
const struct fs_terrain *fs_tables_terrain(const struct fs_rules *r, char c);

/* fs_scenario.c */
game_seam_scenario_fn fs_scenario_parse;

/* fs_state.c: the stored state, for the kit (module_state.c) */
struct state_schema;
extern const struct state_schema fs_state;

/* fs_board.c: facts about the board every other file asks */
const struct fs_terrain *fs_terr_at(const struct fs_game *g, int x, int y);
int fs_in_bounds(const struct fs_game *g, int x, int y);
int fs_unit_at(const struct fs_game *g, int x, int y);
int fs_class(const struct fs_game *g, int u);
int fs_can_enter(const struct fs_game *g, int u, int x, int y);
int fs_can_end(const struct fs_game *g, int u, int x, int y);
int fs_los(const struct fs_game *g, int x0, int y0, int x1, int y1);
int fs_visible(const struct fs_game *g, int viewer, int u);
/* the module's sight slot too (module.h): g is a struct fs_game */
void fs_sight(void *g);
void fs_reveal(struct fs_game *g, int u, int viewer);
int fs_find_unit(const struct fs_game *g, const char *id);
int fs_find_leader(const struct fs_game *g, const char *name);
int fs_find_alias(const struct fs_game *g, int viewer, const char *alias,
    int visible_only);
const char *fs_name(const void *g, int viewer, int u, char *buf,
    size_t n);
const char *fs_cell(int x, int y, char *buf);
int fs_unit_leader(const struct fs_game *g, int u);
int fs_cover(const struct fs_game *g, int u);
int fs_resolve_val(const struct fs_game *g, int u);
int fs_shoot_val(const struct fs_game *g, int u);
int fs_melee_val(const struct fs_game *g, int u);
int fs_linked(const struct fs_game *g, int a, int b);
void fs_link(struct fs_game *g, int a, int b);
void fs_unlink_all(struct fs_game *g, int a);
int fs_alive_count(const struct fs_game *g, int side);
void fs_update_objectives(struct fs_game *g);

/* fs_log.c: events, each rendered once per viewer (games/event_log.h) */
struct fs_ev {
	struct buf text;
	int viewer;		/* -1 referee */
};
void fs_ev_begin(struct fs_ev *e, int viewer);
void fs_ev_addf(struct fs_ev *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void fs_ev_cell(struct fs_ev *e, int x, int y);
void fs_ev_unit(struct fs_ev *e, const struct fs_game *g, int u);
void fs_ev_end(struct fs_ev *e, const struct fs_game *g,
    struct event_log *log);
/* event_say with %U a unit and %H a cell (two ints, x and y). */
/* How Far Side's events name units (%U) and cells (%H: x, y). */
void fs_event_names(const void *g, struct event_names *n);
unsigned fs_viewers(const struct fs_game *g, int u);
void fs_log_say(struct event_log *log, const struct fs_game *g, int viewer,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* fs_move.c */
struct fs_path {
	int n, x[FS_MAX_PATH + 1], y[FS_MAX_PATH + 1];	/* [0] = start */
	int cost;
};
int fs_move_allowance(const struct fs_game *g, int u);
int fs_path_cost(const struct fs_game *g, int u, const struct fs_path *p,
    int viewer, int flags);
#define FS_PC_CHARGE	1	/* the last step enters the charged enemy */
#define FS_PC_PREFIX	2	/* a path still being built: no end checks */
int fs_path_best(const struct fs_game *g, int u, int viewer, int tx, int ty,
    int mode, struct fs_path *best);
#define FS_PATH_TO	0	/* end exactly at (tx, ty) */
#define FS_PATH_TOWARD	1	/* get as close to (tx, ty) as possible */
#define FS_PATH_CHARGE	2	/* last step enters the enemy at (tx, ty) */
int fs_move_exec(struct fs_game *g, int u, const struct fs_path *p,
    struct event_log *log, int *bumped);

/* fs_combat.c */
struct fs_roll_out {
	int d1, d2, ld, raw, mods, total;
	int leader;
};
int fs_roll2(struct dice *d, int lead, struct fs_roll_out *o);
int fs_can_fire_at(const struct fs_game *g, int u, int t);
int fs_shoot(struct fs_game *g, int u, int t, int volley, struct dice *d,
    struct event_log *log);
int fs_melee(struct fs_game *g, int u, int t, int ox, int oy, int charge,
    int press, int noadv, int turnover, struct dice *d, struct event_log *log);
int fs_retreat_cells(const struct fs_game *g, int u, int *cells, int max);
void fs_eliminate(struct fs_game *g, int u, struct dice *d,
    struct event_log *log);
int fs_trait_mods(const struct fs_game *g, int u, int roll, int *leaders,
    struct buf *why);
int fs_activation_mods(const struct fs_game *g, int u, struct buf *why);
int fs_rally_mods(const struct fs_game *g, int u, struct buf *why);
void fs_army_check(struct fs_game *g, int side, struct dice *d,
    struct event_log *log);
void fs_check_end(struct fs_game *g);

/* fs_parse.c: a sheet, line by line; the word cursor over one line */
struct fs_ps {
	const struct fs_game *g;
	int side, line;
	struct sheet_check *out;
	char **tok;
	int n, i;		/* words on the line, the next one to read */
	int err;		/* errors on this line (only the first is kept) */
	struct buf echo;	/* the line as understood */
};
int fs_valid_id(const char *s);
void fs_ps_err(struct fs_ps *p, const char *fmt, const char *a);
const char *fs_ps_peek(struct fs_ps *p);
int fs_ps_is(struct fs_ps *p, const char *kw);
int fs_ps_accept(struct fs_ps *p, const char *kw);
const char *fs_ps_next(struct fs_ps *p);
void fs_ps_upcase(char *s);
int fs_ps_own_unit(struct fs_ps *p, const char *s);
int fs_ps_cell(struct fs_ps *p, const char *s, int *x, int *y);
json_t *fs_ps_cellj(int x, int y);

/* fs_parse_option.c: the grammar of options and IF conditions */
json_t *fs_parse_option(struct fs_ps *p, int u);
json_t *fs_parse_guard(struct fs_ps *p);

/* fs_deploy.c: the deployment phase */
game_seam_resolve_fn fs_resolve_deploy;

/* fs_turn.c: one player-turn, the sheet's lines top to bottom */
struct fs_turn {
	struct fs_game *g;
	struct dice *d;
	struct event_log *log;
	int side, prev;		/* prev: 0 none, 1 activated, 2 skipped */
	int ended;
};
void fs_sight_log(struct fs_game *g, struct event_log *log, int quiet);
game_seam_resolve_fn fs_resolve_orders;
void fs_end_game_vp(const struct fs_game *g, int vp[FS_NSIDES]);
/* What side s scores at the end, counted (§14): enemy units eliminated,
 * enemy units left Bloodied, enemy leaders killed, objectives held. */
struct fs_vp_parts {
	int elim, bloodied, leaders, objectives;
};
void fs_end_game_vp_parts(const struct fs_game *g, int s,
    struct fs_vp_parts *p);

/* fs_option.c: the options of an ACT line, judged then carried out */
struct fs_choice {
	int target;		/* enemy unit, or -1 */
	struct fs_path path;
	int cx, cy;		/* TOWARD: the goal */
};
struct fs_plan {
	json_t *opt;		/* the option, as parsed */
	const char *o;		/* its kind: "MOVE", "FIRE", ... */
	struct fs_choice ch;
	int mount_when;		/* R-7: -1 no change, 1 before, 0 after */
	int dcell;		/* DISENGAGE: the cell (y*cols+x) */
};
int fs_option_legal(struct fs_turn *t, int u, json_t *opt,
    struct fs_plan *pl);
void fs_option_do(struct fs_turn *t, int u, struct fs_plan *pl,
    int difficult);
const char *fs_option_name(const char *o);

/* fs_amend.c: the referee's verbs (module.h, amend) */
game_seam_amend_fn fs_amend;

/* fs_view.c */
enum fs_shown { FS_SHOWN_NOT, FS_SHOWN_OWN, FS_SHOWN_SEEN, FS_SHOWN_MARKER };
int fs_shown(const struct fs_game *g, int viewer, int u);
int fs_obj_holder_shown(const struct fs_game *g, int viewer, int i);
int fs_event_for(const json_t *ev, int viewer, const struct fs_game *g);
/* fs_report, fs_secrets, fs_phase; fs_parse (fs_parse.c), fs_sheet */
GAME_SEAM_DECLARE_SIDE(fs);

/* fs_draw.c: the same view as fs_report, as a drawing */
game_seam_draw_fn fs_draw;
/* fs_sheet.c: the sheet due now, ready to edit, and the start lesson:
 * fs_sheet (above) */


#endif
