/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_state.c - the game state JSON <-> struct gl_game, described once for
 * the kit's walker (state_schema.h).  The state keeps the rules tables and
 * the scenario inside it (game.h rule 2); every value is range-checked on
 * decode, since a stored state is hostile input.  Members added after
 * games were first stored are written only when set, so an older game
 * encodes (and hashes) as it did.  The whole state is here, the later
 * rules tables (their rows are gl_supply.c's, gl_fx.c's, gl_form.c's),
 * metal cover, ladders and formations (a codec of gl_form.c's) with it.
 */

#include "state_schema.h"
#include "gl.h"

#define G(w)	((const struct gl_game *)(w)->game)

/* ---- what no kind says ---- */

/* An id as gl_valid_id takes it, "@U1" for a command. */
#define ID(T, f, at)	S_ID(T, f, "id", (at) ? "@" : NULL)

/* A man's weapons: "RMK,bayonet", or "-" for none, as the scenario
 * gives them (gl_scen_read.c reads its MAN lines by these names): any
 * case, sabre and tulwar swords, assegai and pike spears. */
static const struct state_alias weapon_alias[] = {
	{ "sabre", GL_W_SWORD }, { "tulwar", GL_W_SWORD },
	{ "assegai", GL_W_SPEAR }, { "pike", GL_W_SPEAR },
};
const struct state_names gl_weapons = {
	.words = gl_weapon_names, .nwords = GL_NWEAPON, .fold = 1,
	STATE_ALIASES(weapon_alias),
};

/* A man's FIRE at a point [x, y] on the board, or at a feature the
 * scenario has (not a limber: kind 5): what his target GL_T_AT needs,
 * and only it. */
static int
feature_index(const void *g, const char *s)
{
	int x, y, k = gl_find_feature(g, s, &x, &y);

	return k == 5 ? -1 : k;
}
static const struct state_names features = { .index = feature_index };

/* A gun's FIRE at a feature: a limber's too (any kind). */
static int
any_feature(const void *g, const char *s)
{
	int x, y;

	return gl_find_feature(g, s, &x, &y);
}
static const struct state_names all_features = { .index = any_feature };

/* ---- the description ---- */

/* Bounds that depend on the game, as decoded so far: its ints, and */
#define GAME_(f, add)	STATE_GAME(struct gl_game, f, add)
#define W_	GAME_(width, 0)
#define H_	GAME_(height, 0)
#define NCMD1	GAME_(ncmd, -1)
#define NMAN1	GAME_(nman, -1)
#define NGUN	GAME_(ngun, 0)
/* and what no one int says: a runner's source, a limber or a dump */
static int
bound(const struct state_walk *w, int k)
{
	(void)k;
	return G(w)->nlimb + G(w)->ndump;
}
#define NSRC	STATE_SYM(0)
#define LOAD	GL_STORE_FULL		/* a whole load of stores */

/* "supply" and "transport" are written together, when either table is
 * not the defaults: a game stored before them encodes as it did. */
static const struct state_node x_nodes[] = {
	S_RULES(struct gl_game, x, "supply", gl_supply_table, STATE_LAX),
	S_RULES(struct gl_game, x, "transport", gl_transport_table,
	    STATE_LAX),
};
/* The rules tables (gl_rules.c), then the later tables, each written
 * only when a referee changed it. */
static const struct state_node rules_nodes[] = {
	S_RULES(struct gl_game, r, "scalars", gl_scalars_table, 0),
	S_RULES(struct gl_game, r, NULL, gl_grids_table, 0),
	S_OBJ_SOME(NULL, x_nodes),
	S_RULES(struct gl_game, f, "fire", gl_fire_table, STATE_OPT),
	S_RULES(struct gl_game, f.v, "volley", gl_volley_table, STATE_OPT),
	S_RULES(struct gl_game, f.o, "orders", gl_orders_table, STATE_OPT),
	S_RULES(struct gl_game, f.fm, "formation", gl_form_table, STATE_OPT),
};

#define T(f, lo, hi)	S_INT(struct gl_game, f, #f, lo, hi)
static const struct state_node game_nodes[] = {
	T(width, 20 * GL_YD, GL_MAX_BOARD * GL_YD),
	T(height, 20 * GL_YD, GL_MAX_BOARD * GL_YD), T(turns, 1, 99),
	T(turn, 1, GAME_(turns, 1)), T(over, 0, 1),
	T(visibility, 0, GL_MAX_BOARD * GL_YD), T(winner, -1, 1),
	T(vic_side, -1, 1), T(vic_yd, 0, 1000 * GL_YD),
	T(vic_gun, -1, STATE_ANY_HI),	/* below ngun: checked after the guns */
};
#undef T

#define C(f, lo, hi)	S_INT(struct gl_cmd, f, #f, lo, hi)
static const struct state_node cmd_nodes[] = {
	C(side, 0, 1), C(order, 0, 4), C(obj_kind, 0, 3), C(obj_x, 0, W_),
	C(obj_y, 0, H_),
	ID(struct gl_cmd, id, 1),
	S_STR(struct gl_cmd, obj_feature, "obj_feature", 0),
};
#undef C

static const struct state_node area_nodes[] = {
	ID(struct gl_area, id, 0),
	S_INT(struct gl_area, kind, "kind", 1, GL_NAREA_KIND - 1),
	S_XY(struct gl_area, p.x, p.y, "pts", p.n, 3, GL_MAX_VERT, W_, H_),
};
static const struct state_node line_nodes[] = {
	ID(struct gl_line, id, 0),
	S_INT(struct gl_line, kind, "kind", 0, GL_NLINE_KIND - 1),
	S_INT(struct gl_line, width, "width", 0, 50 * GL_YD),
	S_XY(struct gl_line, p.x, p.y, "pts", p.n, 2, GL_MAX_VERT, W_, H_),
};
static const struct state_node hill_nodes[] = {
	ID(struct gl_hill, id, 0),
	S_INT(struct gl_hill, level, "level", 1, 9),
	S_XY(struct gl_hill, slope.x, slope.y, "slope", slope.n, 3,
	    GL_MAX_VERT, W_, H_),
	S_XY(struct gl_hill, top.x, top.y, "top", top.n, 3, GL_MAX_VERT, W_,
	    H_),
};
/* A building's openings, kept as columns of it. */
static const struct state_node open_nodes[] = {
	ID(struct gl_bld, open_id[0], 0),
	S_INT(struct gl_bld, ox[0], "x", 0, W_),
	S_INT(struct gl_bld, oy[0], "y", 0, H_),
	S_INT(struct gl_bld, door[0], "door", 0, 1),
	S_INT(struct gl_bld, closed[0], "closed", 0, 1),
};
#define B(f, lo, hi)	S_INT(struct gl_bld, f, #f, lo, hi)
static const struct state_node bld_nodes[] = {
	ID(struct gl_bld, id, 0),
	B(x0, 0, W_), B(y0, 0, H_), B(x1, 0, W_), B(y1, 0, H_),
	S_BELOW(struct gl_bld, x0, x1, "x1"),
	S_BELOW(struct gl_bld, y0, y1, "y1"),
	/* improved shrapnel on its wall (gl_aim.c): written when set */
	S_INT_OPT(struct gl_bld, hits, "hits", 0, 99, 0),
	S_INT_OPT(struct gl_bld, hit_x, "hit_x", 0, W_, 0),
	S_INT_OPT(struct gl_bld, hit_y, "hit_y", 0, H_, 0),
	S_COLS(struct gl_bld, nopen, "openings", GL_MAX_OPEN, open_nodes),
};
#undef B
static const struct state_node port_nodes[] = {
	ID(struct gl_port, id, 0),
	S_INT(struct gl_port, x, "x", 0, W_),
	S_INT(struct gl_port, y, "y", 0, H_),
};

/* Written when not 0, read after the lists its bound counts. */
#define LATER(T, f, h)	{ .key = #f, .kind = SK_INT, .off = offsetof(T, f), \
			    .lo = 0, .hi = h, .how = STATE_OPT | STATE_LATER }
#define M(f, lo, hi)	S_INT(struct gl_man, f, #f, lo, hi)
/* added after games were first stored: written only when not 0 */
#define MX(f, hi)	S_INT_OPT(struct gl_man, f, #f, 0, hi, 0)
static const struct state_node man_nodes[] = {
	M(side, 0, 1), M(cmd, 0, NCMD1), M(leader, 0, 3), M(type, 0, 1),
	M(rating, -2, 2), M(training, 0, 2), M(x, 0, W_), M(y, 0, H_),
	M(facing, 0, 359), M(status, 0, 3), M(wounds, 0, 4), M(demor, 0, 1),
	M(prone, 0, 1), M(fired_turn, 0, 99), M(fire_hist, 0, 1023),
	M(low_ammo, 0, 1), M(locked, 0, GAME_(nman, 0)),
	M(gun, 0, NGUN),
	M(fire_tgt, -6, NMAN1), M(fire_else, -2, -1),
	M(horse, 0, 1), M(react, 0, 1), M(wounded_flee, 0, 1),
	M(tie_flee, 0, 1), M(fleeto_edge, 0, 1), M(fleeto_x, 0, W_),
	M(fleeto_y, 0, H_), S_LAST_SEEN(struct gl_man, W_, H_, 99),
	MX(moved_turn, 99), MX(fell_seen, 2),
	/* a runner (gl_supply.c) and work on a line (gl_work.c) */
	MX(runner, NGUN), MX(run_leg, 2), MX(run_crew, 1),
	MX(work_line, GAME_(nline, 0)), MX(work_done, 99),
	MX(work_x, W_), MX(work_y, H_),
	MX(fire_gun, NGUN),	/* FIRE GUN-ID (gl_fx.c) */
	ID(struct gl_man, id, 0),
	S_TEXT_MASK(struct gl_man, weapons, "weapons", GL_TOK_LEN * 4, NULL,
	    gl_weapons),
	/* a man's command is of his side */
	S_SAME_AS(struct gl_man, cmd, side, struct gl_game, cmd, side, "side"),
	/* read after the limbers, wagons and dumps they count */
	LATER(struct gl_man, run_limb, NSRC),
	LATER(struct gl_man, aboard, GAME_(nwag, 0)),
	S_POINT_OR_NAME(struct gl_man, fire_at, fire_ax, fire_ay, fire_af,
	    "fire_at", W_, H_, features, STATE_LATER),
	S_RANGE_IS_LATER(struct gl_man, fire_at, 1, 2, fire_tgt, GL_T_AT,
	    "fire_at"),
	S_RANGE_IF_LATER(struct gl_man, fire_tgt, GL_T_AT, GL_T_AT, fire_at,
	    "fire_at"),
};
#undef M
#undef MX

/* A gun's standing FIRE (8.1): at a point, a feature (a limber's: read
 * after them) or a target, a word or an id; AMMO, ELSE.  gl_aim.c keeps
 * a sheet's FIRE by the same rows (gl_gun_fire_keep). */
static const char *const target_word[] = {
	"NEAREST", "LEADER", "GUN", "NONE",
};
static const char *const else_word[] = { "NEAREST", "NONE" };
static const struct state_names targets = {
	.words = target_word, .nwords = 4,
};
static const struct state_names ammo = {
	.words = gl_ammo_names, .nwords = GL_AM_N, .fold = 1,
};
static const struct state_names elses = { .words = else_word, .nwords = 2 };
static const struct state_node aim_nodes[] = {
	S_XY_ONE(struct gl_gun, sf_x, sf_y, "point", W_, H_),
	S_ID_OF(struct gl_gun, sf_feat, "feature", all_features),
	S_ID_BY_OR(struct gl_gun, sf_target, "target", gl_valid_id, targets),
};
const struct state_node gl_gun_fire[GL_GUN_FIRE_ROWS] = {
	S_ONE_OF(struct gl_gun, sf_aim, aim_nodes, STATE_LATER),
	S_NAME_OPT(struct gl_gun, sf_ammo, "ammo", ammo, 0),
	S_NAME_OPT(struct gl_gun, sf_none, "else", elses, 0),
};

#define GN(f, lo, hi)	S_INT(struct gl_gun, f, #f, lo, hi)
static const struct state_node gun_nodes[] = {
	GN(side, 0, 1), GN(cmd, 0, NCMD1), GN(kind, 0, GL_GUN_NKIND - 1),
	GN(x, 0, W_), GN(y, 0, H_), GN(facing, 0, 359), GN(limbered, 0, 1),
	GN(work, 0, 2), GN(timer, 0, 99), GN(destroyed, 0, 1),
	GN(ammo_can, -1, 999), GN(ammo_ishr, -1, 999),
	S_LAST_SEEN(struct gl_gun, W_, H_, 99),
	/* rounds spent away from a caisson (gl_supply.c), written when set */
	S_INT_OPT(struct gl_gun, spent, "spent", 0, 99, 0),
	S_INT_OPT(struct gl_gun, broken, "broken", 0, 1, 0),
	S_INT_OPT(struct gl_gun, ammo_ball, "ammo_ball", 0, 999, -1),
	ID(struct gl_gun, id, 0),
	S_STR(struct gl_gun, name, "name", 0),
	S_OBJ_IF(struct gl_gun, sf_on, "fire", gl_gun_fire),
};
#undef GN

#define L(f, lo, hi)	S_INT(struct gl_limber, f, #f, lo, hi)
static const struct state_node limb_nodes[] = {
	L(gun, 0, GAME_(ngun, -1)), L(horses, 0, 12),
	L(driver, -1, NMAN1), L(x, 0, W_), L(y, 0, H_),
	L(facing, 0, 359), L(destroyed, 0, 1),
	S_LAST_SEEN(struct gl_limber, W_, H_, 99),
	/* added later: written when set */
	S_INT_OPT(struct gl_limber, broken, "broken", 0, 1, 0),
	S_INT_OPT(struct gl_limber, killed, "killed", 0, 12, 0),
	S_INT_OPT(struct gl_limber, killed_turn, "killed_turn", 0, 99, 0),
	S_INT_OPT(struct gl_limber, killed_now, "killed_now", 0, 12, 0),
	S_INT_OPT(struct gl_limber, left, "left", 0, 1, 0),
	ID(struct gl_limber, id, 0),
};
#undef L

#define S(f, lo, hi)	S_INT(struct gl_shot, f, #f, lo, hi)
static const struct state_node shot_nodes[] = {
	S(kind, 0, GL_SH_NKIND - 1), S(x0, 0, W_), S(y0, 0, H_),
	S(x1, 0, W_), S(y1, 0, H_),
	S(range_yd, STATE_ANY_LO, STATE_ANY_HI),
	S(hit, STATE_ANY_LO, STATE_ANY_HI),
	S(mask, STATE_ANY_LO, STATE_ANY_HI),
};
#undef S

#define WG(f, lo, hi)	S_INT(struct gl_wagon, f, #f, lo, hi)
#define WX(f, hi)	S_INT_OPT(struct gl_wagon, f, #f, 0, hi, 0)
static const struct state_node wagon_nodes[] = {
	ID(struct gl_wagon, id, 0),
	WG(side, 0, 1), WG(cmd, 0, NCMD1), WG(animals, 1, 12),
	WG(mp_each, 1, 2), WG(driver, 0, NMAN1),
	WG(cap, 0, 30), WG(ammo, 0, 1), WG(x, 0, W_), WG(y, 0, H_),
	WG(facing, 0, 359), WG(destroyed, 0, 1), WG(broken, 0, 1),
	S_LAST_SEEN(struct gl_wagon, W_, H_, 99),
	/* later fields: written when set */
	WX(store, 1), WX(stores, LOAD), WX(killed, 12),
	WX(killed_turn, 99), WX(killed_now, 12), WX(pack, 4),
	WX(pgun, NGUN), WX(pwork, 99), WX(pload, 1),
	WX(craft, 2), WX(metal, 1), WX(mp_craft, 60), WX(left, 1),
};
#undef WG
#undef WX

#define DP(f, hi)	S_INT(struct gl_dump, f, #f, 0, hi)
static const struct state_node dump_nodes[] = {
	ID(struct gl_dump, id, 0),
	DP(side, 1), DP(x, W_), DP(y, H_), DP(stores, 10 * LOAD),
	DP(ammo, 1), S_LAST_SEEN(struct gl_dump, W_, H_, 99),
	S_INT_OPT(struct gl_dump, lost, "lost", 0, 2, 0),
	S_INT_OPT(struct gl_dump, lost_stores, "lost_stores", 0,
	    10 * LOAD, 0),
};
#undef DP

/* Metal cover (gl_metal.c): a hull on a craft has its frame, its
 * corners ahead of and right of the craft, one a corner. */
#define FAR	(2 * GL_MAX_BOARD * GL_YD)
static const struct state_node frame_nodes[] = {
	S_INT(struct gl_metal, on, "on", 1, GAME_(nwag, 0)),
	{ .key = "frame", .kind = SK_XY, .off = offsetof(struct gl_metal, rf),
	    .off_y = offsetof(struct gl_metal, rr), .lo = -FAR, .hi = FAR,
	    .y_hi = FAR, .how = STATE_COUNT, .max = GL_MAX_VERT,
	    .count = offsetof(struct gl_metal, p.n) },
	/* a hull rides on a boat or a train */
	S_REF_NOT(struct gl_metal, on, struct gl_game, wag, craft, 0, "on"),
};
#undef FAR
static const struct state_node metal_nodes[] = {
	ID(struct gl_metal, id, 0),
	S_XY(struct gl_metal, p.x, p.y, "pts", p.n, 3, GL_MAX_VERT, W_, H_),
	S_OBJ_IF(struct gl_metal, on, NULL, frame_nodes),
};
/* A ladder (gl_ladder.c): who carries it (man + 1), since when, and
 * where each side knows it lies, [x, y, gone] a side: where it lies,
 * unless the state says, and written only then. */
static const struct state_node known_nodes[] = {
	S_INT_FROM(struct gl_ladder, kx[0], "x", 0, W_, x),
	S_INT_FROM(struct gl_ladder, ky[0], "y", 0, H_, y),
	S_INT(struct gl_ladder, kgone[0], "gone", 0, 1),
};
static const struct state_node ladder_nodes[] = {
	ID(struct gl_ladder, id, 0),
	S_INT(struct gl_ladder, x, "x", 0, W_),
	S_INT(struct gl_ladder, y, "y", 0, H_),
	S_INT_OPT(struct gl_ladder, by, "by", 1, GAME_(nman, 0), 0),
	S_INT_OPT(struct gl_ladder, took, "took", 0, 99, 0),
	S_COLS_SOME("known", GL_NSIDES, known_nodes, STATE_TUPLE),
};

/* Each side's id, shorter than 16 (a list of bare strings). */
static const struct state_node side_nodes[] = {
	{ .kind = SK_ID, .size = 16 },
};
/* Each side's title, home edge and victory text, kept as columns. */
static const struct state_node side_info_nodes[] = {
	S_STR(struct gl_game, side_title[0], "title", 0),
	S_INT(struct gl_game, home[0], "home", 0, 3),
	S_STR(struct gl_game, vic_text[0], "victory", 0),
};

/* In decoding order: the rules, the board and the turn, the sides, the
 * terrain, then the forces, each list after those its bounds count. */
static const struct state_node state_nodes[] = {
	S_OBJ("rules", rules_nodes),
	S_OBJ("game", game_nodes),
	S_STR(struct gl_game, name, "name", 0),
	S_STR(struct gl_game, result, "result", 0),
	S_STR(struct gl_game, vic_feature, "vic_feature", 0),
	S_LIST_BARE(struct gl_game, side, "sides", GL_NSIDES, side_nodes),
	S_COLS_FIXED("side_info", GL_NSIDES, side_info_nodes),
	S_LIST(struct gl_game, area, "areas", narea, GL_MAX_AREAS,
	    area_nodes, STATE_SETS),
	S_LIST(struct gl_game, line, "lines", nline, GL_MAX_LINES,
	    line_nodes, STATE_SETS),
	S_LIST(struct gl_game, hill, "hills", nhill, GL_MAX_HILLS,
	    hill_nodes, STATE_SETS),
	S_LIST(struct gl_game, bld, "buildings", nbld, GL_MAX_BLD,
	    bld_nodes, STATE_SETS),
	/* ports came later: written only when there are some */
	S_LIST_SOME(struct gl_game, port, "ports", nport, GL_MAX_PORTS,
	    port_nodes),
	S_LIST(struct gl_game, cmd, "cmds", ncmd, GL_MAX_CMDS, cmd_nodes,
	    STATE_SETS),
	S_LIST(struct gl_game, gun, "guns", ngun, GL_MAX_GUNS, gun_nodes,
	    STATE_SETS),
	S_LIST(struct gl_game, man, "men", nman, GL_MAX_MEN, man_nodes,
	    STATE_SETS),
	S_LIST(struct gl_game, limb, "limbers", nlimb, GL_MAX_LIMB,
	    limb_nodes, STATE_SETS),
	S_BELOW(struct gl_game, vic_gun, ngun, "vic_gun"),
	S_LIST(struct gl_game, shot, "shots", nshot, GL_MAX_SHOTS,
	    shot_nodes, STATE_SETS),
	/* the transport (gl_wagon.c, gl_dump.c): written when there is some */
	S_INT_OPT(struct gl_game, vic_stores, "vic_stores", 1, 1000, 0),
	S_LIST_SOME(struct gl_game, dump, "dumps", ndump, GL_MAX_DUMPS,
	    dump_nodes),
	S_LIST_SOME(struct gl_game, wag, "wagons", nwag, GL_MAX_WAGONS,
	    wagon_nodes),
	/* metal cover and ladders, when the scenario has any */
	S_LIST_SOME(struct gl_game, metal, "metal", nmetal, GL_MAX_METAL,
	    metal_nodes),
	S_LIST_SOME(struct gl_game, ladder, "ladders", nladder, GL_MAX_LADDER,
	    ladder_nodes),
	/* formed troops (gl_form.c), when a command has a body */
	S_CODEC(struct gl_game, form, "formations", gl_form_enc, gl_form_dec,
	    STATE_OPT),
};
#undef W_
#undef H_
#undef NCMD1

/* Every id unique, checked over the game decoded (gl_ids.c). */
const struct state_schema gl_state = STATE_WHOLE("GLORY", state_nodes, bound,
    NULL, gl_ids_state_check);
