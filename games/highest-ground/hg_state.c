/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_state.c - the game state as JSON and back, described once for the
 * kit's walker (state_schema.h).  The state keeps the rules data and the
 * scenario text it was created with (game.h rule 2); decoding re-reads the
 * map from that text and then lays the stored units, forts, knowledge,
 * charts and commitments over it.  Here: the tables and the checks
 * between fields.
 */
#include <stddef.h>

#include "state_schema.h"
#include "hg.h"

#define G(w)	((const struct hg_game *)(w)->game)

/*
 * The stored integers are hostile too (the referee may amend any of them)
 * and the rules index tables and the board with them: each must lie
 * within what the rules ever write there.
 */

/* entry_hill copies the terrain's "hill" value (read as a flag). */
static int
hill_ok(const struct hg_rules *r, int v)
{
	int i;

	for (i = 0; v != 0 && i < r->nterrain; i++)
		if (r->terr[i].hill == v)
			return 1;
	return v == 0;
}

/*
 * seq orders the units' entries into their hexes.  A resolution adds one
 * per step moved, cut back or retreated: far fewer than SEQ_STEP (128
 * units, 48 steps a move, retreats across at most the board).  Every
 * resolution moves the game on in turn, round, r2b or over, so seq stays
 * below SEQ_STEP per resolution made, and a state a resolution makes is
 * accepted again.
 */
#define SEQ_STEP	100000

static int
seq_check(struct state_walk *w, void *base)
{
	const struct hg_game *g = base;
	int played = 12 * g->turn + 2 * g->round + g->r2_moves + g->over;

	(void)w;
	return g->seq <= (played + 1) * SEQ_STEP ? 0 : -1;
}

/* What no row's bound says: a hill entered is a terrain's, and the
 * turns done of a building level fewer than the level takes. */
static int
unit_check(struct state_walk *w, void *base)
{
	const struct hg_game *g = G(w);
	const struct hg_unit *x = base;

	return hill_ok(&g->r, x->entry_hill) && (x->bld_level == 0 ||
	    x->bld_prog < g->r.fort[x->bld_level - 1].turns) ? 0 : -1;
}

/* Hexes named by their labels, dashed from rules version 3
 * (hg_rule_dashed_labels): the forts, kept by hex; the hexes a unit
 * keeps by number must be on the map. */
static const struct state_names hexes = STATE_NAMES_HEX_DASHED(struct
    hg_game, lay, rules_version, HG_RULES_V3);

/* ---- the description ---- */

/* The hexes of random objectives and entries rolled (hg_random.c). */
static int
random_mark(struct state_walk *w, void *base)
{
	(void)w;
	hg_random_mark(base);
	return 0;
}

/* Bounds that depend on the game, as decoded so far. */
enum { K_SIDES = 1, K_R2, K_SUP, K_ALIAS };

static int
bound(const struct state_walk *w, int k)
{
	const struct hg_game *g = G(w);

	switch (k) {
	/* r2_moves: the six-round turn's r2b, a half of round 2 */
	case K_R2: return g->round == 2 && g->r.opt.rounds == 6;
	/* supplies are handed out at setup, a side's are at most 99 */
	case K_SUP: return g->round == 0 ? 0 : 99;
	/* the enemy's names given */
	case K_ALIAS: return g->nalias[1 - g->u[w->index].side];
	}
	return hg_map_sides(g) - 1;	/* K_SIDES */
}
#define B_(k)	STATE_SYM(k)
#define GAME_(f, add)	STATE_GAME(struct hg_game, f, add)

/* Every int of a unit and of the game with its domain (the referee may
 * amend any; the rules index tables and the board with them).  Fields
 * added after states were first stored: 0 when missing, and then not
 * written. */
#define UF(f, lo, hi)	S_INT(struct hg_unit, f, #f, lo, hi)
#define UF2(f, lo, hi)	S_INT_PAIR(struct hg_unit, f, lo, hi)
#define FLAG(f)		UF(f, 0, 1)
#define DIR(f)		UF(f, 0, 5)
#define DIR_NONE(f)	UF(f, -1, 5)
#define HEX(f)		S_INT_NAMED(struct hg_unit, f, #f, hexes)
static const struct state_node unit_nodes[] = {
	/* a unit is the scenario's, in its order: its id is checked */
	S_STR_SAME(struct hg_unit, id, "id"),
	UF(side, 0, HG_NSIDES - 1), UF(type, 0, GAME_(r.ntypes, -1)),
	UF(status, HG_ON, HG_PENDING), HEX(hex), HEX(tail), DIR(face),
	UF(mode, HG_T, HG_B), FLAG(dis),
	UF(ammo, 0, 10000), FLAG(noammo), DIR_NONE(entry_dir),
	UF(entry_seq, 0, GAME_(seq, 0)), FLAG(entry_river),
	UF(entry_hill, STATE_ANY_LO, STATE_ANY_HI),	/* a terrain's */
	UF(arrive_turn, 0, 99), HEX(arrive_hex), DIR(arrive_face),
	UF(arrive_mode, HG_T, HG_S), UF(bld_level, 0, 2),
	UF(bld_prog, STATE_ANY_LO, STATE_ANY_HI),	/* below */
	UF(bld_from, -1, GAME_(nunits, -1)), FLAG(bld_attacked),
	FLAG(bld_paused),
	FLAG(moved), FLAG(fought), FLAG(retreated), FLAG(routed),
	FLAG(assist), FLAG(radio), UF2(supply, 0, B_(K_SUP)),
	UF2(ret_pref, -1, 5), FLAG(seen), UF(alias, 0, B_(K_ALIAS)),
	FLAG(lk_valid), HEX(lk_hex), HEX(lk_tail), DIR(lk_face),
	UF(lk_turn, 0, GAME_(turns, 0)), UF(lk_round, 0, 5),
	FLAG(elim_seen), FLAG(exit_seen), UF(wait_mode, HG_T, HG_B),
	DIR_NONE(wait_face),
	S_INT_OPT(struct hg_unit, boat, "boat", HG_BOAT_NONE, HG_BOAT_AFLOAT,
	    0),
	/* a boat's baggage train is unit boat_from - 1 */
	S_INT_OPT(struct hg_unit, boat_from, "boat_from", 0,
	    GAME_(nunits, 0), 0),
	/* a unit due to arrive comes on at its arrival hex; a building
	 * level (one of fort[]) while in mode B, and the turns done of it
	 * (none without one) */
	S_RANGE_IS(struct hg_unit, arrive_hex, 0, STATE_ANY_HI, status,
	    HG_PENDING, "unit"),
	S_RANGE_IS(struct hg_unit, bld_level, 1, 2, mode, HG_B, "unit"),
	S_RANGE(struct hg_unit, bld_prog, 0, STATE_ANY_HI, "unit"),
	S_RANGE_UNLESS(struct hg_unit, bld_prog, 0, 0, bld_level, "unit"),
	S_CHECK("unit", unit_check, 0),
};
#undef FLAG
#undef DIR
#undef DIR_NONE
#undef HEX
/* a turn's army morale (3.2) moves each run on by one at most */
#define GF(f, lo, hi)	S_INT(struct hg_game, f, #f, lo, hi)
#define GF2(f, lo, hi)	S_INT_PAIR(struct hg_game, f, lo, hi)
#define COUNT(f)	GF2(f, 0, STATE_ANY_HI)
static const struct state_node game_fields[] = {
	GF(turn, 0, GAME_(turns, 0)), GF(round, 0, 5),
	GF(p1, 0, HG_NSIDES - 1), GF(over, 0, 1), GF(seq, 0, STATE_ANY_HI),
	GF2(army, 0, GAME_(r.nbands, -1)), GF2(broken_run, 0, GAME_(turn, 0)),
	COUNT(nalias), COUNT(exited), COUNT(lost),
	S_INT_OPT(struct hg_game, r2_moves, "r2_moves", 0, B_(K_R2), 0),
	S_CHECK("game", seq_check, 0),
};
#undef COUNT
/* Who holds an objective, and who each side believes does. */
#define OF(f, k)	S_INT(struct hg_obj, f, k, 0, HG_NSIDES - 1)
static const struct state_node obj_nodes[] = {
	/* a random objective's hex is in the state once rolled */
	S_NAME_IF_SET(struct hg_obj, hex, "hex", hexes, random),
	OF(holder, "holder"), OF(known[0], "known0"), OF(known[1], "known1"),
};
#define TALLY(f, m, v, mode)	S_TALLY(struct hg_game, f, u, nunits, side, \
				    m, v, mode, #f)
static const struct state_node state_nodes[] = {
	S_CONST("format", "highest-ground 1"),
	S_JSON(struct hg_game, rules_json, "rules", STATE_SHARE),
	S_STR(struct hg_game, scen_text, "scenario", STATE_PTR),
	/* the sides' names come from the scenario */
	S_STRS_OUT(struct hg_game, side, "sides", HG_NSIDES,
	    sizeof ((struct hg_game *)0)->side[0]),
	/* the rulings the game is played under (hg.h): none stored is
	 * version 1, every game from before the key, whose states keep the
	 * bytes, and so the hashes, they had */
	S_INT_OPT(struct hg_game, rules_version, "rules_version",
	    HG_RULES_V1, HG_RULES_LATEST, HG_RULES_V1),
	S_OBJ("game", game_fields),
	S_STR(struct hg_game, result, "result", STATE_LAX),
	S_LIST(struct hg_game, u, "units", nunits, HG_MAX_UNITS, unit_nodes,
	    0),
	/* Counters that play moves in step with the units: a side names
	 * an enemy unit once (nalias: the enemy units named, so the next
	 * name is new), loses a unit once, sees one exit once (at most one
	 * each per unit of the side beyond those the board shows, so a
	 * referee may record more).  Play never widens the gap, so what a
	 * resolution makes of an accepted state is accepted too. */
	TALLY(nalias, alias, 0, STATE_TALLY_OTHER),
	TALLY(lost, status, HG_ELIM, STATE_TALLY_EQ | STATE_TALLY_PLUS),
	TALLY(exited, status, HG_EXITED, STATE_TALLY_EQ | STATE_TALLY_PLUS),
	S_LIST(struct hg_game, obj, "objectives", nobj, HG_MAX_OBJ, obj_nodes,
	    0),
	{ .key = "entry_rolled", .kind = SK_INTS, .off = offsetof(struct
	    hg_game, entry_loc), .lo = -1, .hi = STATE_SYM(K_SIDES),
	    .how = STATE_OPT, .max = HG_NSIDES,
	    STATE_WHEN_SET(struct hg_game, entry_random) },
	S_CHECK("random", random_mark, 0),
	/* forts and what each side knows of them: {hex label: level} */
	S_BYTEMAP(struct hg_game, fort, "forts", hexes, 0, 3),
	S_BYTEMAPS(struct hg_game, fort_known, "forts_known", HG_NSIDES,
	    hexes, 0, 3),
	/* charts: side -> [line] (hg_view.c reads them) */
	S_JSON_AS(struct hg_game, charts, "charts", STATE_COPY, STATE_LINES),
	S_JSON_AS(struct hg_game, commits, "commits", STATE_COPY, "[]"),
	S_JSON_AS(struct hg_game, pending, "pending", STATE_COPY | STATE_LAX,
	    "{}"),
};
#undef TALLY

const struct state_schema hg_state = STATE_SCHEMA("highest-ground 1",
    "Highest Ground", state_nodes, bound);
