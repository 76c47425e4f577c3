/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_state.c - the game state as JSON <-> struct fs_game, described once
 * for the kit's walker (state_schema.h), which encodes it and decodes it
 * with every value range-checked.  The JSON keeps the rules tables and
 * the scenario inside it (game.h rule 2), names everything by id, never
 * by array position of a table.  Here: the tables, the names the state
 * uses (sides, unit types, qualities, traits, facings, units) and the
 * checks between fields the rules make.
 */

#include "state_schema.h"
#include "fs.h"

#define G(w)	((const struct fs_game *)(w)->game)

/* Bounds that depend on the game: its members, and two counts. */
#define TURNS	STATE_GAME(struct fs_game, turns, 0)
#define COLS	STATE_GAME(struct fs_game, cols, 0)
#define ROWS	STATE_GAME(struct fs_game, rows, 0)
#define SERIAL	STATE_GAME(struct fs_game, serial, 0)
enum { B_NALIAS, B_SERIAL };

static int
bound(const struct state_walk *w, int k)
{
	const struct fs_game *g = G(w);

	/* the enemy units side has named; the serial: one per phase
	 * resolved, the deployment's too (2 * turn + half - 1 in play),
	 * and one more once over */
	return k == B_NALIAS ? g->nalias[w->side] : 2 * g->turn + g->half +
	    g->over + 1;
}

/* ---- the names a state uses ---- */

static const struct state_names sides = STATE_NAMES_STRS(struct fs_game,
    side, FS_NSIDES);
static const struct state_names types = STATE_NAMES_OF(struct fs_game,
    r.type, key, r.ntypes);
static const struct state_names quals = STATE_NAMES_OF(struct fs_game,
    r.qual, key, r.nqual);
static const struct state_names traits = STATE_NAMES_OF(struct fs_game,
    r.trait, key, r.ntraits);
static const struct state_names unit_ids = STATE_NAMES_OF(struct fs_game,
    u, id, nunits);

/* The four facings (grid_facing_name's words), and a standing order's:
 * one of the four, or toward the attacker. */
static const char *const face_words[] = { "NE", "SE", "SW", "NW",
    "ATTACKER" };
static const struct state_names faces = { .words = face_words, .nwords = 4,
    .fold = 1 };
static const struct state_names face_after = { .words = face_words,
    .nwords = 5, .fold = 1 };

/* ---- cells: a label ("C4"), the kit's (state_grid.c) ---- */

#define CELL(T, fx, fy, k, h)	S_CELL(T, fx, fy, k, COLS, ROWS, h)

/* ---- the map ---- */

/* Deployment rows, stored 1-based as [lo, hi] a side; the two zones do
 * not meet (fs_scenario.c). */
static const struct state_node zone_nodes[] = {
	S_INT_ONE(struct fs_game, zone_lo[0], 1, ROWS),
	S_INT_ONE(struct fs_game, zone_hi[0], 1, ROWS),
};

/* An objective: obj[i], its cell, and obj_holder[i], as columns. */
static const struct state_node obj_nodes[] = {
	S_CELL_AT(struct fs_game, obj[0], "cell", COLS, ROWS, 0),
	S_NAME(struct fs_game, obj_holder[0], "holder", sides, STATE_NUL),
};

#define M(f, k, lo, hi)	S_INT(struct fs_game, f, k, lo, hi)
static const struct state_node map_nodes[] = {
	S_STR(struct fs_game, name, "name", STATE_LAX),
	M(cols, "cols", 8, FS_MAX_COLS), M(rows, "rows", 8, FS_MAX_ROWS),
	M(turns, "turns", 1, 99), M(obj_vp, "objective_vp", 0, 99),
	/* each cell's terrain code one of the rules' */
	S_ROWS_OF(struct fs_game, terr, "terrain", COLS, ROWS, struct fs_game,
	    r.terr, code, r.nterrain),
	S_CELLS(struct fs_game, fort, "fort", COLS, ROWS),
	S_COLS_TUPLES("zones", FS_NSIDES, zone_nodes),
	S_RANGES_APART(struct fs_game, zone_lo, zone_hi, "zones"),
	S_COLS(struct fs_game, nobj, "objectives", FS_MAX_OBJ, obj_nodes),
};

/* ---- units ---- */

/* What the side not the owner knows of it, when it knows anything. */
static int
seen_when(const struct state_walk *w, const void *col)
{
	const struct fs_unit *u = col;

	(void)w;
	return u->alias[0] != 0 || u->lk_valid[0];
}

/* Where side last saw it, and when. */
static const struct state_node lk_nodes[] = {
	CELL(struct fs_unit, lk_x[0], lk_y[0], "cell", 0),
	S_INT(struct fs_unit, lk_turn[0], "turn", 0, TURNS),
};
/* What side knows of a unit: the [side] columns of struct fs_unit. */
static const struct state_node seen_nodes[] = {
	S_INT(struct fs_unit, alias[0], "alias", 0, STATE_SYM(B_NALIAS)),
	S_BOOL(struct fs_unit, qual_known[0], "quality"),
	S_BOOL(struct fs_unit, gone_seen[0], "gone"),
	S_OBJ_IF(struct fs_unit, lk_valid[0], NULL, lk_nodes),
};
static const struct state_node default_nodes[] = {
	CELL(struct fs_unit, def_x, def_y, "cell", 0),
	S_NAME(struct fs_unit, def_face, "face", faces, 0),
	S_BOOL(struct fs_unit, def_mounted, "mounted"),
};
#define UF(f, k)	S_BOOL(struct fs_unit, f, k)
static const struct state_node unit_nodes[] = {
	/* a letter, then letters, digits and '_', not a bare number nor a
	 * word of the sheets (fs_valid_id), and an id of its own */
	S_ID_BY(struct fs_unit, id, "id", fs_valid_id),
	S_UNIQUE(struct fs_unit, id, "id"),
	S_NAME(struct fs_unit, side, "side", sides, 0),
	S_NAME(struct fs_unit, type, "type", types, 0),
	S_NAME(struct fs_unit, qual, "quality", quals, 0),
	UF(alive, "alive"), UF(placed, "placed"), UF(mounted, "mounted"),
	UF(dis, "disordered"), UF(blo, "bloodied"), UF(jam, "jammed"),
	UF(activated, "activated"), UF(charged, "charged"),
	UF(fought, "fought"), UF(fired, "fired"),
	S_INT(struct fs_unit, elim_turn, "elim_turn", 0, TURNS),
	S_CELL_IF(struct fs_unit, x, y, placed, "cell", COLS, ROWS),
	S_UNIQUE_XY(struct fs_unit, x, y, placed, alive, "cell"),
	S_NAME(struct fs_unit, face, "face", faces, 0),
	S_OBJ_IF(struct fs_unit, has_def, "default", default_nodes),
	S_STEPS(struct fs_unit, ret, "retreat", nret, FS_MAX_RETREAT, COLS,
	    ROWS),
	S_NAME(struct fs_unit, st_face, "face_after", face_after, STATE_NUL),
	{ .key = "seen", .kind = SK_SIDES, .size = sizeof(int),
	    .how = STATE_OWN, .count = offsetof(struct fs_unit, side),
	    .names = &sides, .sub = seen_nodes, .nsub = STATE_NF(seen_nodes),
	    .when = seen_when },
	/* references to units read after them all */
	S_NAMES_N(struct fs_unit, links, "links", nlinks, FS_MAX_LINKS, unit_ids,
	    STATE_LATER),
	/* a melee link joins enemies (fs_melee) */
	S_NONE_AS_N(struct fs_unit, links, nlinks, side, struct fs_game, u,
	    side, "links", STATE_LATER),
	S_NAME(struct fs_unit, st_melee, "stand_melee", unit_ids,
	    STATE_NUL | STATE_LATER),
};
#undef UF

/* ---- leaders, reveals, the game ---- */

static const struct state_node leader_nodes[] = {
	S_ID_BY(struct fs_leader, name, "name", fs_valid_id),
	S_NAME(struct fs_leader, side, "side", sides, 0),
	S_NAME(struct fs_leader, unit, "unit", unit_ids, 0),
	S_SAME_AS(struct fs_leader, unit, side, struct fs_game, u, side,
	    "unit"),	/* a leader leads a unit of his side */
	S_BOOL(struct fs_leader, alive, "alive"),
	S_BOOL(struct fs_leader, fixed, "fixed"),
	S_INT(struct fs_leader, rallied, "rallied", 0, 1),
	S_INT(struct fs_leader, killed_turn, "killed_turn", 0,
	    TURNS),
	S_MASK(struct fs_leader, traits, "traits", traits, 0),
	S_NAME(struct fs_leader, pick, "pick", traits, STATE_NUL),
	S_MASK(struct fs_leader, known, "known", sides, STATE_BOOLS),
};

static const struct state_node reveal_nodes[] = {
	S_NAME(struct fs_reveal, unit, "unit", unit_ids, 0),
	S_NAME(struct fs_reveal, viewer, "viewer", sides, 0),
	S_INT(struct fs_reveal, serial, "serial", 0, SERIAL),
	/* older states: where the unit stands */
	S_CELL_OR(struct fs_reveal, x, y, "cell", COLS, ROWS, unit,
	    struct fs_game, u, x),
};

#define GF(f, k, lo, hi)	S_INT(struct fs_game, f, k, lo, hi)
#define TALLY(f, m, v, mode)	S_TALLY(struct fs_game, f, u, nunits, side, \
				    m, v, mode, #f)
#define PAIR(f, k, hi)	S_INTS(struct fs_game, f, k, FS_NSIDES, 0, hi, \
			    STATE_SHORT)
static const struct state_node game_nodes[] = {
	S_CONST("format", "far-side-state 1"),
	S_JSON(struct fs_game, rules_json, "rules", STATE_SHARE),
	S_STRS(struct fs_game, side, "sides", FS_NSIDES),
	S_OBJ("map", map_nodes),
	GF(turn, "turn", 0, TURNS), GF(half, "half", 0, 1),
	GF(first, "first", 0, 1), S_BOOL(struct fs_game, over, "over"),
	GF(winner, "winner", -1, 1),
	GF(serial, "serial", 0, STATE_SYM(B_SERIAL)),
	S_STR(struct fs_game, result, "result", STATE_LAX),
	/* counts of units (tied to the units below); init_roll: the 1D6
	 * of §6.7, 0 before deployment */
	PAIR(start_units, "start_units", FS_MAX_UNITS),
	PAIR(lost, "lost", FS_MAX_UNITS), PAIR(army_checked, "army_checked", 1),
	PAIR(nalias, "nalias", FS_MAX_UNITS), PAIR(init_roll, "init_roll", 6),
	S_LIST(struct fs_game, u, "units", nunits, FS_MAX_UNITS, unit_nodes,
	    STATE_SETS | STATE_NONEMPTY),
	/* Counters that play moves in step with the units: a side names
	 * an enemy unit once (the next name is new); loses a unit once (at
	 * most one per unit of the side beyond those the board shows dead,
	 * so a referee may record more); starts with the units deployed
	 * (never fewer than are alive, never more than it has).  Play never
	 * widens the gaps: what a resolution makes of an accepted state is
	 * accepted too. */
	TALLY(nalias, alias[0], 0, STATE_TALLY_OTHER | STATE_TALLY_COLUMN),
	TALLY(lost, alive, 0, STATE_TALLY_EQ | STATE_TALLY_PLUS),
	TALLY(start_units, alive, 0, STATE_TALLY_ABOVE),
	TALLY(start_units, side, 0, STATE_TALLY_ALL),
	S_LIST(struct fs_game, l, "leaders", nleaders, FS_MAX_LEADERS,
	    leader_nodes, STATE_SETS),
	S_LIST(struct fs_game, rev, "revealed", nrev, FS_MAX_REVEAL,
	    reveal_nodes, STATE_SETS),
};

/* A state holds the whole map and every unit, no scenario text: the
 * game it fills is its rules data's tables alone. */
const struct state_schema fs_state = {
	.format = "far-side-state 1", .title = "Far Side of the World",
	.t = game_nodes, .n = STATE_NF(game_nodes), .sym = bound,
	.rules = &fs_rules_set, .rules_at = offsetof(struct fs_game, r),
};
