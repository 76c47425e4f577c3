/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_state.c - struct bg_game <-> the stored JSON, described once for the
 * kit's walker (state_schema.h).  The state keeps the rules numbers, the
 * terrain and the standing orders inside it (game.h rule 2); every value
 * is range-checked on the way in, so a referee's amended or a corrupt
 * state is refused with the field named.  Members added after states were
 * first stored (the unit rules' fields, smoke, lanes, the fallen, the
 * options) are written only when set, so a game without them keeps its
 * bytes.  Standing order lines are parsed again on decode: a line the
 * parser refuses is a bad state, named by its place ("orders[1][3]").
 */
#include <string.h>

#include "state_schema.h"
#include "bg.h"

#define G(w)	((const struct bg_game *)(w)->game)
#define TABLE	(BG_MAX_TABLE * BG_INCH)

/* Bounds that depend on the game, as decoded so far. */
#define GAME_(f, add)	STATE_GAME(struct bg_game, f, add)
#define W	GAME_(width, 0)
#define D	GAME_(depth, 0)
#define TURNS1	GAME_(turns, 1)

/* ---- checks between fields ---- */

/* Figures of its kind, a building to be in (the kit and the
 * emplacement its kind may have: S_RANGE rows). */
static int
unit_check(struct state_walk *w, void *base)
{
	const struct bg_game *g = G(w);
	const struct bg_unit *u = base;

	if (strspn(u->figs, u->veh ? "V" : BG_FIG_LETTERS) != strlen(u->figs))
		return -1;
	return u->bldg >= 0 && g->t[u->bldg].kind != BG_T_BLDG ? -1 : 0;
}

/* A round field is the circle in a square of even side. */
static int
mine_check(struct state_walk *w, void *base)
{
	const struct bg_mine *m = base;

	(void)w;
	return !m->round || (m->x1 - m->x0 == m->y1 - m->y0 &&
	    (m->x1 - m->x0) % 2 == 0) ? 0 : -1;
}

/* Each lane inside its field (the mines are decoded before). */
static int
lane_check(struct state_walk *w, void *base)
{
	const struct bg_lane *l = base;
	const struct bg_mine *m = &G(w)->mines[l->mine];

	return l->x0 < l->x1 && l->y0 < l->y1 && l->x0 >= m->x0 &&
	    l->x1 <= m->x1 && l->y0 >= m->y0 && l->y1 <= m->y1 ? 0 : -1;
}

/* A standing order line, parsed again as its side's. */
static int
order_read(struct state_walk *w, void *base, const char *s)
{
	struct bg_order o;
	char msg[160];

	return bg_order_parse(G(w), (int)((struct bg_standing *)base -
	    G(w)->orders), s, &o, msg, sizeof msg) != 0 ? -1 : 0;
}

/* ---- the description ---- */

static const struct state_names terr_names = {
	.words = bg_terr_names, .nwords = BG_NTERR,
};
static const struct state_names kit_names = {
	.words = bg_kit_words, .nwords = 3,
};

#define T_(f, k, lo, hi)	S_INT(struct bg_terrain, f, k, lo, hi)
static const struct state_node terrain_nodes[] = {
	S_STR(struct bg_terrain, id, "id", 0),
	S_NAME(struct bg_terrain, kind, "kind", terr_names, 0),
	S_BOOL(struct bg_terrain, line, "line"),
	S_PTS(struct bg_terrain, p, "pts", n, 2, BG_MAX_VERTS, W, D),
	T_(width, "width", 0, 24000), T_(level, "level", 0, 9),
	/* an area has three corners at least */
	S_RANGE_UNLESS(struct bg_terrain, n, 3, BG_MAX_VERTS, line, "pts"),
};
#undef T_

#define U(f, lo, hi)	S_INT(struct bg_unit, f, #f, lo, hi)
/* added later: stored only when not 0, missing reads 0 */
#define UX(f, k, hi)	S_INT_OPT(struct bg_unit, f, k, 0, hi, 0)
static const struct state_node unit_nodes[] = {
	U(side, 0, 1), U(veh, 0, 1), U(grade, 0, 4),
	U(x, 0, W), U(y, 0, D),
	U(facing, 0, 359), U(form, 0, BG_NFORM - 1),
	U(bldg, -1, GAME_(nterr, -1)),
	U(start_figs, 0, BG_MAX_FIGS * BG_MAX_UNITS),
	U(run, 0, 1), U(road, 0, 1), U(dug, 0, 1), U(hidden, 0, 1),
	U(closeassault, 0, 1), U(gone, 0, 1),
	U(armour, 0, 6), U(vdice, 0, 4), U(tracked, 0, 1),
	U(len, 0, 12000), U(wid, 0, 12000), U(nweap, 0, BG_MAX_WEAP),
	U(immob, 0, 1), U(halfw, 0, 1),
	U(lost_turn, 0, TURNS1),
	S_STR(struct bg_unit, id, "id", STATE_FULL),
	S_UNIQUE(struct bg_unit, id, "id"),	/* an id of its own */
	S_STR(struct bg_unit, figs, "figs", 0),
	S_INTS_N(struct bg_unit, weap, "weap", nweap, BG_MAX_WEAP, 0,
	    BG_NWEAP - 1),
	S_INTS_N(struct bg_unit, bow, "bow", nweap, BG_MAX_WEAP, 0, 1),
	S_INTS(struct bg_unit, seen_turn, "seen_turn", BG_NSIDES, 0,
	    TURNS1, 0),
	S_INTS(struct bg_unit, seen_x, "seen_x", BG_NSIDES, 0, W, 0),
	S_INTS(struct bg_unit, seen_y, "seen_y", BG_NSIDES, 0, D, 0),
	/* SMOKE, FLARES (infantry), MINECLEAR (a vehicle): when any */
	{ .key = "kit", .kind = SK_MASK, .off = offsetof(struct bg_unit,
	    can_smoke), .how = STATE_BOOLS | STATE_OPT | STATE_SOME,
	    .names = &kit_names },
	/* an emplacement: [kind, hits], when it has one */
	{ .key = "empl", .kind = SK_INTS, .off = offsetof(struct bg_unit,
	    empl), .lo = 0, .hi = 12, .how = STATE_OPT | STATE_SOME,
	    .max = 2 },
	UX(joined, "joined", 1), UX(transport, "transport", 1),
	UX(carrier, "carrier", GAME_(nunits, 0)),
	UX(seen_load[0], "seen_load0", BG_MAX_FIGS),
	UX(seen_load[1], "seen_load1", BG_MAX_FIGS),
	UX(cav, "cav", BG_CAV_FOOT), UX(prisoners, "prisoners", BG_MAX_FIGS),
	UX(routing, "routing", 1), UX(htype, "htype", BG_NHTYPE - 1),
	UX(enter, "enter", 999), UX(path_id, "path_id", 0x7fffffff),
	UX(path_done, "path_done", BG_MAX_PTS), UX(fell_seen, "fell_seen", 7),
	UX(exited, "exited", 1),
	S_CHECK("unit", unit_check, 0),
	/* smoke and flares infantry's, a mine clearer a vehicle's; an
	 * emplacement (infantry's) of its kinds, and hits only on one */
	S_RANGE_IF(struct bg_unit, can_smoke, 0, 0, veh, "unit"),
	S_RANGE_IF(struct bg_unit, can_flare, 0, 0, veh, "unit"),
	S_RANGE_UNLESS(struct bg_unit, clearer, 0, 0, veh, "unit"),
	S_RANGE(struct bg_unit, empl, 0, BG_NEMPL - 1, "unit"),
	S_RANGE_IF(struct bg_unit, empl, 0, 0, veh, "unit"),
	S_RANGE_UNLESS(struct bg_unit, empl_hits, 0, 0, empl, "unit"),
};
#undef U
#undef UX

#define A(f, lo, hi)	S_INT(struct bg_arty, f, #f, lo, hi)
static const struct state_node arty_nodes[] = {
	A(side, 0, 1), A(blasts, 1, 6), A(dice, 1, 12), A(blue, 0, 1),
	A(ring, 1000, 24000), A(nturns, 0, BG_MAX_ARTY_TURNS),
	S_STR(struct bg_arty, id, "id", STATE_FULL),
	S_INTS_N(struct bg_arty, turns, "turns", nturns, BG_MAX_ARTY_TURNS,
	    1, GAME_(turns, 0)),
};
#undef A

/* The random-artillery pool: an asset's index, or -1 a Reload. */
static const struct state_node pool_nodes[] = {
	S_INTS_SET(struct bg_game, pool, "cards", npool, BG_MAX_POOL, -1,
	    GAME_(narty, -1)),
	S_INTS_N(struct bg_game, pool_out, "out", npool, BG_MAX_POOL, 0, 1),
	S_INT(struct bg_game, random_arty, "on", 0, 2),
};

#define M(f, lo, hi)	S_INT(struct bg_mine, f, #f, lo, hi)
static const struct state_node mine_nodes[] = {
	M(side, 0, 1), M(secret, 0, 1), M(dummy, 0, 1), M(found, 0, 1),
	M(removed, 0, 1), M(x0, 0, W), M(x1, 0, W), M(y0, 0, D), M(y1, 0, D),
	S_STR(struct bg_mine, id, "id", STATE_FULL),
	S_INT_OPT(struct bg_mine, round, "round", 0, 1, 0),
	S_BELOW(struct bg_mine, x0, x1, "mine"),
	S_BELOW(struct bg_mine, y0, y1, "mine"),
	S_CHECK("mine", mine_check, 0),
};
#undef M

#define S(f, lo, hi)	S_INT(struct bg_smoke, f, #f, lo, hi)
static const struct state_node smoke_nodes[] = {
	S(ring, 0, 1), S(side, 0, 1), S(x0, 0, W), S(y0, 0, D), S(x1, 0, W),
	S(y1, 0, D), S(r, 0, 24000), S(width, 0, 6000), S(laid, 1, 101),
	S(thin, 1, 102), S(until, 1, 102),
	/* a ring has a radius, a line a width */
	S_RANGE_IF(struct bg_smoke, r, 1, 24000, ring, "smoke"),
	S_RANGE_UNLESS(struct bg_smoke, width, 1, 6000, ring, "smoke"),
};
#undef S
#define F(f, lo, hi)	S_INT(struct bg_flare, f, #f, lo, hi)
static const struct state_node flare_nodes[] = {
	F(side, 0, 1), F(x, 0, W), F(y, 0, D), F(from, 1, 101),
	F(until, 1, 102),
	S_NOT_ABOVE(struct bg_flare, from, until, "flare"),
};
#undef F
static const struct state_node fire_nodes[] = {
	S_LIST(struct bg_game, smoke, "smoke", nsmoke, BG_MAX_SMOKE,
	    smoke_nodes, STATE_SETS),
	S_LIST(struct bg_game, flare, "flares", nflare, BG_MAX_FLARE,
	    flare_nodes, STATE_SETS),
};

#define L(f, lo, hi)	S_INT(struct bg_lane, f, #f, lo, hi)
static const struct state_node lane_nodes[] = {
	L(mine, 0, GAME_(nmines, -1)),
	L(x0, 0, TABLE), L(y0, 0, TABLE), L(x1, 0, TABLE), L(y1, 0, TABLE),
	L(known, 0, 3),
	/* added later: always written, missing reads 0 */
	{ .key = "ns", .kind = SK_INT, .off = offsetof(struct bg_lane, ns),
	    .lo = 0, .hi = 1, .how = STATE_LAX },
	S_CHECK("lane", lane_check, 0),
};
#undef L

#define D_(f, lo, hi)	S_INT(struct bg_dead, f, #f, lo, hi)
static const struct state_node dead_nodes[] = {
	D_(side, 0, 1), D_(x, 0, W), D_(y, 0, D), D_(turn, 1, 101),
};
#undef D_

static const struct state_node stack_nodes[] = {
	S_INT(struct bg_stack, turn, "turn", 1, 99),
	S_INTS_SET(struct bg_stack, cards, "cards", n, 16, 0, 53),
};

/* Each side's standing order lines. */
static const struct state_node standing_nodes[] = {
	S_TEXTS(struct bg_standing, line, NULL, n, BG_MAX_ORDERS, order_read),
};

#define GI(f, lo, hi)	S_INT(struct bg_game, f, #f, lo, hi)
static const struct state_node state_nodes[] = {
	GI(width, 1000, TABLE), GI(depth, 1000, TABLE),
	GI(turns, 1, 99), GI(turn, 1, 100), GI(over, 0, 1), GI(night, 0, 1),
	GI(fow_open, 0, 1), GI(declare, 0, 1),
	GI(hold_side, -1, 1), GI(hold_bldg, -1, BG_MAX_TERR - 1),
	GI(else_side, -1, 1), GI(deck_fresh, 0, 1), GI(full_shuffle, 0, 1),
	S_STR(struct bg_game, name, "name", 0),
	S_STR(struct bg_game, result, "result", 0),
	/* the sides' names are the module's own */
	S_STRS_OUT(struct bg_game, side, "sides", BG_NSIDES,
	    sizeof ((struct bg_game *)0)->side[0]),
	S_INTS(struct bg_game, rear, "rear", BG_NSIDES, 0, 3, 0),
	S_RULES(struct bg_game, r, "rules", bg_rules_table, 0),
	S_RULES(struct bg_game, ur, "units_rules", bg_urules_table,
	    STATE_OPT),
	S_LIST(struct bg_game, t, "terrain", nterr, BG_MAX_TERR,
	    terrain_nodes, STATE_SETS),
	S_BELOW(struct bg_game, hold_bldg, nterr, "hold_bldg"),
	S_LIST(struct bg_game, u, "units", nunits, BG_MAX_UNITS, unit_nodes,
	    STATE_SETS | STATE_NONEMPTY),
	/* VICTORY side ELIMINATE unit (-1: none), DESTROY n VEHICLES */
	S_INTS(struct bg_game, elim_unit, "elim_unit", BG_NSIDES, -1,
	    GAME_(nunits, -1), STATE_OPT),
	S_INTS(struct bg_game, destroy_n, "destroy_n", BG_NSIDES, 0,
	    BG_MAX_UNITS, STATE_OPT),
	S_LIST(struct bg_game, arty, "arty", narty, BG_MAX_ARTY, arty_nodes,
	    STATE_SETS | STATE_OPT),
	{ .key = "arty_pool", .kind = SK_OBJ, .how = STATE_OPT,
	    .sub = pool_nodes, .nsub = STATE_NF(pool_nodes) },
	S_LIST(struct bg_game, mines, "mines", nmines, BG_MAX_MINES,
	    mine_nodes, STATE_SETS | STATE_OPT),
	S_RULES(struct bg_game, fr, "fire", bg_fire_table, STATE_OPT),
	S_OBJ_SOME("smoke", fire_nodes),	/* when any */
	S_LIST_SOME(struct bg_game, lanes, "lanes", nlanes, BG_MAX_LANES,
	    lane_nodes),
	S_LIST_SOME(struct bg_game, dead, "fallen", ndead, BG_MAX_DEAD,
	    dead_nodes),
	S_INT_OPT(struct bg_game, options, "options", 0, (1 << BG_NOPT) - 1,
	    0),
	S_DECKS(struct bg_game, deck, "decks", 1, 54, 54),
	S_INTS_SET(struct bg_game, turn_cards, "turn_cards", nturn_cards, 32,
	    0, 53),
	S_LIST(struct bg_game, stack, "stack", nstack, BG_MAX_STACK,
	    stack_nodes, STATE_SETS),
	S_LIST_BARE(struct bg_game, orders, "orders", BG_NSIDES,
	    standing_nodes),
};
#undef GI

/* The sides' names are the module's; a state from before VICTORY side
 * ELIMINATE has none. */
static int
preset(json_t *rules, void *gv, struct pbem_err *err)
{
	struct bg_game *g = gv;

	(void)rules;
	(void)err;
	strcpy(g->side[BG_AXIS], "AXIS");
	strcpy(g->side[BG_ALLIES], "ALLIES");
	g->elim_unit[0] = g->elim_unit[1] = -1;
	return PBEM_OK;
}

const struct state_schema bg_state = STATE_WHOLE("battleground",
    state_nodes, NULL, preset, NULL);
