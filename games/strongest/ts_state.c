/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_state.c - the game state as JSON and back, described once for the
 * kit's walker (state_schema.h).  The state keeps the rules data and the
 * scenario text it was made from (game.h rule 2): decoding loads those
 * again (the tables, the armies, the host's terrain) and lays the stored
 * play over them: every unit, general, command, camp and side field, the
 * terrain as it now is, the three decks (base/deck.h form) and the last
 * resolution's card log.  Every integer has its domain (a stored state
 * is hostile: the referee may amend any field); the first bad value is
 * named.
 */
#include <stddef.h>

#include "state_schema.h"
#include "ts.h"

#define G(w)	((const struct ts_game *)(w)->game)

/* Domain bounds that depend on the game: its members (STATE_GAME), and
 * those resolved by bound(). */
#define AT(f, add)	STATE_GAME(struct ts_game, f, add)
#define B_W	AT(w, -1)		/* width - 1 */
#define B_D	AT(d, -1)		/* depth - 1 */
#define B_NU	AT(nunits, -1)		/* units - 1 */
#define B_NG	AT(ngens, -1)		/* generals - 1 */
#define B_NC	AT(ncmds, -1)		/* commands - 1 */
#define B_NT	AT(r.ntypes, -1)	/* unit types - 1 */
#define B_NR	AT(r.nterr, -1)		/* terrain types - 1 */
#define B_NU1	AT(nunits, 0)		/* units */
enum { K_BOX, K_BOXES, K_EDGES, K_NALIAS, K_NENT, K_ON, K_ATTACHED,
	K_SEEN };
#define B_BOX	STATE_SYM(K_BOX)	/* boxes - 1 */
#define B_BOXES	STATE_SYM(K_BOXES)	/* boxes */
#define B_EDGES	STATE_SYM(K_EDGES)	/* box edges */
#define B_NALIAS STATE_SYM(K_NALIAS)	/* the enemy's names given */
#define B_NENT	STATE_SYM(K_NENT)	/* its side's list's entries - 1 */
#define B_ON	STATE_SYM(K_ON)		/* 0 on the table or in ambush: a box */
#define B_ATT	STATE_SYM(K_ATTACHED)	/* 0 attached: a unit, else -1 */
#define B_SEEN	STATE_SYM(K_SEEN)	/* 1 seen when named by sight */
#define B_BIG	1000000

static int
bound(const struct state_walk *w, int k)
{
	const struct ts_game *g = G(w);

	switch (k) {
	case K_BOX: return g->w * g->d - 1;
	case K_BOXES: return g->w * g->d;
	case K_EDGES: return g->w * g->d * 4;
	case K_NENT: return g->r.list[g->side[g->u[w->index].side].list]
	    .nentries - 1;
	case K_ON: return g->u[w->index].status == TS_ON ||
	    g->u[w->index].status == TS_AMBUSH ? 0 : -1;
	case K_ATTACHED: return g->gen[w->index].detached ? -1 : 0;
	case K_SEEN: return TS_ALIASED(g) && g->u[w->index].known;
	}
	return g->side[1 - g->u[w->index].side].nalias;	/* K_NALIAS */
}

/* What only games of rules version 2 and later store, so that a game of
 * version 1 encodes to the bytes it always did (its replay hashes them). */
#define V2(T, f, l, h)	S_INT_SINCE(T, f, #f, l, h, struct ts_game, \
			    rules_version, TS_RULES_V2)
#define UF(f, lo, hi)	S_INT(struct ts_unit, f, #f, lo, hi)
static const struct state_node ufields[] = {
	UF(side, 0, 1), UF(cmd, 0, B_NC), UF(num, 1, 99), UF(type, 0, B_NT),
	UF(entry, 0, B_NENT), UF(status, 0, TS_UNPLACED),
	UF(away, 0, TS_AWAY_LEFT), UF(away_arg, 0, 10), UF(x, B_ON, B_W),
	UF(y, B_ON, B_D), UF(face, 0, 3), UF(slot, -1, 1),
	UF(size, 0, TS_NSIZE - 1), UF(save, 1, 12), UF(hits, 1, 6),
	UF(vp, 0, 9), UF(pts, 0, 500), UF(quality, -1, 1), UF(small, 0, 1),
	UF(deep, 0, 2), UF(fanatic, 0, 1), UF(escorted, 0, 1),
	UF(heroes, 0, 4), UF(ammo, 0, 40), UF(ammo0, 0, 40),
	UF(shock, 0, 1), UF(lance, 0, 1), UF(elebonus, 0, 1),
	UF(extra, 0, 127), UF(dis, 0, 5), UF(card, 0, 10),
	UF(form, 0, TS_TESTUDO), UF(dismounted, 0, 1), UF(pavise, 0, 1),
	UF(swim, 0, 1), UF(boat, 0, 1),
	UF(nstakes, 0, 1), UF(dih, 0, 1), UF(no_rally, 0, 1),
	UF(formok, 0, 31), UF(mounts, 0, 1),
	UF(edge_zone, 0, 10), UF(seen, 0, 1), UF(known, 0, 1),
	UF(lk_valid, 0, 1),
	UF(lk_x, -1, B_W), UF(lk_y, -1, B_D), UF(lk_turn, 0, 9999),
	UF(medal_off, 0, 1), UF(pol_hero, 0, 3), UF(pol_evade, 0, 3),
	UF(pol_odds, 0, 11), UF(pol_dir, 0, 4), UF(pol_shock, 0, 1),
	UF(pol_lance, 0, 3), UF(pol_volley, 0, 2),
	/* rules version 2: the name the enemy gives it, 1..its nalias */
	V2(struct ts_unit, alias, B_SEEN, B_NALIAS),
	S_UNIQUE_BY(struct ts_unit, alias, side, "alias"),	/* given once */
	S_BELOW(struct ts_unit, dis, hits, "dis"),
	S_NOT_ABOVE(struct ts_unit, ammo, ammo0, "ammo"),
	/* of its command's side (the commands are read after the units) */
	S_SAME_AS_LATER(struct ts_unit, cmd, side, struct ts_game, cmd, side,
	    "cmd"),
};
#define GF(f, lo, hi)	S_INT(struct ts_gen, f, #f, lo, hi)
static const struct state_node gfields[] = {
	GF(side, 0, 1), GF(cmd, -1, B_NC), GF(num, 1, 99), GF(mounted, 0, 1),
	GF(detached, 0, 1), GF(heroic, 0, 1), GF(senior, 0, 1),
	GF(brilliant, 0, 1), GF(status, 0, TS_UNPLACED), GF(x, -1, B_W),
	GF(y, -1, B_D), GF(unit, B_ATT, B_NU), GF(wounded, 0, 1),
	GF(medal_off, 0, 1), GF(used_replace, 0, 1), GF(used_move, 0, 1),
	GF(used_replay, 0, 1), GF(pol_replace, 0, 3), GF(pol_k, 0, 11),
	GF(pol_heroic, 0, 2), GF(pol_brilliant, 0, 1),
	GF(pol_savefor, 0, 999), GF(pol_ndisp, 0, 4),
	S_INT_FOUR(struct ts_gen, pol_disp, -1, B_NU),
	/* his unit and his command are of his side */
	S_SAME_AS(struct ts_gen, unit, side, struct ts_game, u, side, "unit"),
	S_SAME_AS_LATER(struct ts_gen, cmd, side, struct ts_game, cmd, side,
	    "cmd"),
};
#define CF(f, lo, hi)	S_INT(struct ts_cmd, f, #f, lo, hi)
static const struct state_node cfields[] = {
	CF(side, 0, 1), CF(num, 1, 99), CF(gen, -1, B_NG), CF(vp0, 0, 999),
	CF(vp_lost, 0, 999), CF(demoralised, 0, 1),
};
#define KF(f, lo, hi)	S_INT(struct ts_camp, f, #f, lo, hi)
static const struct state_node kfields[] = {
	KF(side, 0, 1), KF(cmd, 0, B_NC), KF(num, 1, 99), KF(x, -1, B_W),
	KF(y, -1, B_D), KF(placed, 0, 1), KF(holder, 0, 1), KF(taken, 0, 1),
	KF(reserve, 0, 999), KF(forts, 0, 4), KF(fortmask, 0, 15),
};
#define TF(f, lo, hi)	S_INT(struct ts_trig, f, #f, lo, hi)
static const struct state_node tfields[] = {
	TF(kind, 0, ST_N - 1), TF(card, 0, 255), TF(a, -2, B_BIG),	/* -2: SENIOR */
	TF(b, -1, B_BIG), TF(c, -1, B_BIG), TF(line, 0, B_BIG),
};
#define SF(f, lo, hi)	S_INT(struct ts_side, f, #f, lo, hi)
static const struct state_node sfields[] = {
	SF(list, 0, TS_MAX_LISTS - 1), SF(medals0, -99, 999),
	SF(medals, -999, 999), SF(medals_adj, -20, 20),
	SF(demoralised_any, 0, 1), SF(nhand, 0, TS_MAX_HAND),
	SF(nstratpref, 0, 8), SF(bid, -1, 10), SF(scout, 0, 999),
	SF(picks, -1, 40), SF(hand_fixed, 0, 1), SF(vp0, 0, 9999),
	SF(pts, 0, 9999), SF(ntrig, 0, TS_MAX_TRIG),
	SF(pol_advface, 0, 1), SF(pol_target, 0, 2), SF(pol_resupply, 0, 1),
	SF(pol_volley_k, 0, 40), SF(played_turns, 0, 9999),
	SF(nmr, 0, 9999), SF(jh, -1, B_NC), SF(jh_n, 0, 4),
	S_INT_FOUR(struct ts_side, jh_u, 0, TS_GEN_REF + TS_MAX_GENS),
	SF(jc, -1, B_NC),
	S_STR(struct ts_side, title, "title", 0),
	S_INTS_N(struct ts_side, hand, "hand", nhand, TS_MAX_HAND, 100, 255),
	S_INTS_N(struct ts_side, stratpref, "stratpref", nstratpref, 8, 0,
	    ST_N - 1),
	S_LIST(struct ts_side, trig, "trig", ntrig, TS_MAX_TRIG, tfields, 0),
	V2(struct ts_side, nalias, 0, B_NU1),
};
#define PF(f, lo, hi)	S_INT(struct ts_piece, f, #f, lo, hi)
static const struct state_node pfields[] = {
	PF(type, -2, B_NR), PF(side, -1, 1), PF(n, 0, 2),
	S_INT_PAIR(struct ts_piece, box, -1, B_BOX), PF(face, 0, 3),
	PF(card, 0, 40), PF(status, 0, 1),
};
/* The card log: [deck, n, card, mask] a draw. */
#define DF(f, hi)	S_INT(struct ts_draw, f, #f, 0, hi)
static const struct state_node draw_fields[] = {
	DF(deck, 2), DF(n, B_BIG), DF(card, 255), DF(mask, 255),
};
#define WF(f, lo, hi)	S_INT(struct ts_game, f, #f, lo, hi)
static const struct state_node wfields[] = {
	WF(stage, 0, TS_ST_PLAY), WF(turn, 0, 9999), WF(half, 0, 1),
	WF(first, -1, 1), WF(over, 0, 1), WF(seq, 0, B_BIG),
	WF(pregame, 0, 1), WF(deploy_fixed, 0, 1), WF(bid, 0, 1),
	WF(turns, 0, 99),
	WF(npieces, 0, TS_MAX_PIECES),
};

/* The kit's way (GAME_MODULE_SIDES): the names' case ignored, as the
 * scenario refuses two names that differ only so. */
int
ts_side_index(const void *g, const char *name)
{
	return game_find_name(((const struct ts_game *)g)->sname, TS_NSIDES,
	    GAME_NAME_LEN, 0, name);
}

/* A box holds two units at most, friends in its two slots. */
static int
boxes_ok(struct state_walk *w, void *base)
{
	const struct ts_game *g = base;
	int x, y, n, t[4];

	(void)w;
	for (y = 0; y < g->d; y++)
		for (x = 0; x < g->w; x++)
			if ((n = ts_in_box(g, x, y, t, 4)) > 2 || (n == 2 &&
			    (g->u[t[0]].side != g->u[t[1]].side ||
			    g->u[t[0]].slot == g->u[t[1]].slot)))
				return -1;
	return 0;
}

#define LIST(f, k, c, max, sub)	S_LIST(struct ts_game, f, k, c, max, sub, 0)
static const struct state_node game_nodes[] = {
	S_CONST("format", "strongest 1"),
	S_JSON(struct ts_game, rules_json, "rules", STATE_SHARE),
	S_STR(struct ts_game, scen_text, "scenario", STATE_PTR),
	/* the sides' names come from the scenario */
	S_STRS_OUT(struct ts_game, side[0].name, "sides", TS_NSIDES,
	    sizeof(struct ts_side)),
	S_INT_OPT(struct ts_game, rules_version, "rules_version",
	    TS_RULES_V1, TS_RULES_LATEST, TS_RULES_V1),
	S_OBJ("game", wfields),
	S_STR(struct ts_game, result, "result", STATE_LAX),
	S_LIST_FIXED(struct ts_game, side, "side", TS_NSIDES, sfields),
	LIST(u, "units", nunits, TS_MAX_UNITS, ufields),
	LIST(gen, "gens", ngens, TS_MAX_GENS, gfields),
	LIST(cmd, "cmds", ncmds, TS_MAX_CMDS, cfields),
	LIST(camp, "camps", ncamps, TS_MAX_CAMPS, kfields),
	LIST(piece, "pieces", npieces, TS_MAX_PIECES, pfields),
	S_BYTES(struct ts_game, terr, "terr", B_BOXES, 0, B_NR),
	S_BYTES(struct ts_game, edge, "edge", B_EDGES, 0, 127),
	S_BYTES(struct ts_game, bridge, "bridge", B_BOXES, 0, 1),
	/* the scenario's three decks, as played */
	S_DECKS_SAME(struct ts_game, deck, "decks", 3),
	S_TUPLES(struct ts_game, draws, "draws", ndraws, TS_MAX_DRAWLOG,
	    draw_fields),
	S_CHECK("units", boxes_ok, 0),
};

const struct state_schema ts_state = {
	.format = "strongest 1", .title = "To The Strongest!",
	.t = game_nodes, .n = STATE_NF(game_nodes), .sym = bound,
	/* the scenario again, not as a new game is made (strongest.c): no
	 * first sighting, the stored one is laid over */
	.remake = ts_scenario_parse,
};
