/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_state.c - the game state as JSON and back, described once for the
 * kit's walker (state_schema.h).  The state keeps the rules data and the
 * scenario text it was created with (game.h rule 2); decoding re-reads the
 * map from that text and then lays the stored units, forts, knowledge,
 * charts and commitments over it.  Here: the tables, the checks between
 * fields, and the codecs of hexes stored by label.
 */
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "state_memo.h"
#include "state_schema.h"
#include "hg.h"

#define NF(a)	STATE_NF(a)
#define G(w)	((const struct hg_game *)(w)->game)

void *
hg_game_new(void)
{
	return calloc(1, sizeof(struct hg_game));
}

void
hg_game_free(void *gv)
{
	struct hg_game *g = gv;
	if (g == NULL)
		return;
	json_decref(g->charts);
	json_decref(g->commits);
	json_decref(g->pending);
	free(g);
}

int
hg_side_index(const void *gv, const char *name)
{
	const struct hg_game *g = gv;
	int s;

	for (s = 0; name != NULL && s < HG_NSIDES; s++)
		if (strcmp(g->side[s], name) == 0)
			return s;
	return -1;
}

/*
 * The stored integers are hostile too (the referee may amend any of them)
 * and the rules index tables and the board with them: each must lie
 * within what the rules ever write there.
 */
#define IN(v, lo, hi)	((v) >= (lo) && (v) <= (hi))

/* A stored hex: -1 (none) or a hex on the board. */
static int
hex_ok(const struct hg_game *g, int h)
{
	int c, r;

	if (h == -1)
		return 1;
	if (h < 0 || h >= HG_MAX_HEX || g->lay.w <= 0)
		return 0;
	hex_coords(&g->lay, h, &c, &r);
	return hex_index(&g->lay, c, r) == h;
}

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
game_ok(const struct hg_game *g)
{
	int s, played;

	/* r2_moves: the six-round turn's r2b, a half of round 2 */
	if (!IN(g->turn, 0, g->turns) || !IN(g->round, 0, 5) ||
	    !IN(g->p1, 0, HG_NSIDES - 1) || !IN(g->over, 0, 1) ||
	    !IN(g->r2_moves, 0, g->round == 2 && g->r.opt.rounds == 6))
		return 0;
	played = 12 * g->turn + 2 * g->round + g->r2_moves + g->over;
	if (!IN(g->seq, 0, (played + 1) * SEQ_STEP))
		return 0;
	/* a turn's army morale (3.2) moves each run on by one at most */
	for (s = 0; s < HG_NSIDES; s++)
		if (!IN(g->army[s], 0, g->r.nbands - 1) ||
		    !IN(g->broken_run[s], 0, g->turn) || g->nalias[s] < 0 ||
		    g->exited[s] < 0 || g->lost[s] < 0)
			return 0;
	return 1;
}

/*
 * Counters that play moves in step with the units: a side names an enemy
 * unit once (nalias: the enemy units named, so the next name is new),
 * loses a unit once, sees one exit once (at most one each per unit of
 * the side beyond those the board shows, so a referee may record more).
 * Play never widens the gap, so what a resolution makes of an accepted
 * state is accepted too.
 */
static int
counts_ok(const struct hg_game *g)
{
	int named[HG_NSIDES] = { 0, 0 }, elim[HG_NSIDES] = { 0, 0 };
	int gone[HG_NSIDES] = { 0, 0 }, units[HG_NSIDES] = { 0, 0 }, i, s;

	for (i = 0; i < g->nunits; i++) {
		s = g->u[i].side;
		named[1 - s] += g->u[i].alias != 0;
		elim[s] += g->u[i].status == HG_ELIM;
		gone[s] += g->u[i].status == HG_EXITED;
		units[s]++;
	}
	for (s = 0; s < HG_NSIDES; s++)
		if (g->nalias[s] > named[s] ||
		    g->lost[s] > elim[s] + units[s] ||
		    g->exited[s] > gone[s] + units[s])
			return 0;
	return 1;
}

static int
unit_ok(const struct hg_game *g, const struct hg_unit *x)
{
	const int flags[] = { x->dis, x->noammo, x->entry_river,
	    x->bld_attacked, x->bld_paused, x->moved, x->fought,
	    x->retreated, x->routed, x->assist, x->radio, x->seen,
	    x->lk_valid, x->elim_seen, x->exit_seen };
	const int dirs[] = { x->face, x->arrive_face, x->lk_face };
	const int dirs_none[] = { x->entry_dir, x->ret_pref[0],
	    x->ret_pref[1], x->wait_face };
	const int hexes[] = { x->hex, x->tail, x->arrive_hex, x->lk_hex,
	    x->lk_tail };
	size_t i;
	int sup;

	for (i = 0; i < NF(flags); i++)
		if (!IN(flags[i], 0, 1))
			return 0;
	for (i = 0; i < NF(dirs); i++)
		if (!IN(dirs[i], 0, 5))
			return 0;
	for (i = 0; i < NF(dirs_none); i++)
		if (!IN(dirs_none[i], -1, 5))
			return 0;
	for (i = 0; i < NF(hexes); i++)
		if (!hex_ok(g, hexes[i]))
			return 0;
	if (!IN(x->side, 0, HG_NSIDES - 1) || !IN(x->type, 0,
	    g->r.ntypes - 1) || !IN(x->status, HG_ON, HG_PENDING) ||
	    !IN(x->mode, HG_T, HG_B) || !IN(x->arrive_mode, HG_T, HG_S) ||
	    !IN(x->wait_mode, HG_T, HG_B) || !IN(x->boat, HG_BOAT_NONE,
	    HG_BOAT_AFLOAT))
		return 0;
	/* a unit due to arrive comes on at its arrival hex */
	if (x->status == HG_PENDING && x->arrive_hex < 0)
		return 0;
	/* counts: ammunition (up to the rules' own bound), supplies (handed
	 * out at setup, a side's are at most 99), the scenario's TURN, the
	 * round a marker was set in, the enemy's names, entries */
	sup = g->round == 0 ? 0 : 99;
	if (!IN(x->ammo, 0, 10000) || !IN(x->supply[0], 0, sup) ||
	    !IN(x->supply[1], 0, sup) || !IN(x->arrive_turn, 0, 99) ||
	    !IN(x->lk_turn, 0, g->turns) || !IN(x->lk_round, 0, 5) ||
	    !IN(x->alias, 0, g->nalias[1 - x->side]) ||
	    !IN(x->entry_seq, 0, g->seq) || !hill_ok(&g->r, x->entry_hill))
		return 0;
	/* building: a level of fort[] while in mode B, the turns done of
	 * that level's (none without one); a baggage train */
	if (!IN(x->bld_level, x->mode == HG_B ? 1 : 0, 2) ||
	    !IN(x->bld_prog, 0, x->bld_level ?
	    g->r.fort[x->bld_level - 1].turns - 1 : 0) ||
	    !IN(x->bld_from, -1, g->nunits - 1))
		return 0;
	/* a boat's baggage train is unit boat_from - 1 */
	return IN(x->boat_from, 0, g->nunits);
}

/* Charts are side -> [line], each line a string (hg_view.c reads them). */
static int
charts_ok(const json_t *charts)
{
	const char *k;
	json_t *a, *v;
	size_t i;

	if (!json_is_object(charts))
		return 0;
	json_object_foreach((json_t *)charts, k, a) {
		if (!json_is_array(a))
			return 0;
		json_array_foreach(a, i, v)
			if (!json_is_string(v))
				return 0;
	}
	return 1;
}

static json_t *
hex_list(const struct hg_game *g, const unsigned char *a)
{
	json_t *o = json_object();
	char lab[HEX_LABEL_LEN];
	int i;

	for (i = 0; o != NULL && i < g->lay.w * g->lay.h; i++)
		if (a[i] && hg_label(g, i, lab) != NULL && lab[0])
			json_object_set_new(o, lab, json_integer(a[i]));
	return o;
}

static int
get_hex_list(const struct hg_game *g, const json_t *o, unsigned char *a)
{
	const char *k;
	json_t *v;
	int h;

	if (o == NULL)
		return 0;
	if (!json_is_object(o))
		return -1;
	json_object_foreach((json_t *)o, k, v) {
		if ((h = hg_parse_hex(g, k)) < 0 || !json_is_integer(v) ||
		    json_integer_value(v) < 0 || json_integer_value(v) > 3)
			return -1;
		a[h] = (unsigned char)json_integer_value(v);
	}
	return 0;
}


/* ---- the description ---- */

/* The checks above, as the walker calls them. */
static int
game_check(struct state_walk *w, void *base)
{
	(void)w;
	return game_ok(base) ? 0 : -1;
}

static int
unit_check(struct state_walk *w, void *base)
{
	return unit_ok(G(w), base) ? 0 : -1;
}

static int
counts_check(struct state_walk *w, void *base)
{
	(void)w;
	return counts_ok(base) ? 0 : -1;
}

static int
charts_check(struct state_walk *w, void *base)
{
	(void)w;
	return charts_ok(((struct hg_game *)base)->charts) ? 0 : -1;
}

/* The hexes of random objectives and entries rolled (hg_random.c). */
static int
random_mark(struct state_walk *w, void *base)
{
	(void)w;
	hg_random_mark(base);
	return 0;
}

/* A unit is the scenario's, in its order: its id is checked. */
static json_t *
id_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	(void)w;
	(void)n;
	(void)skip;
	return json_string(((const struct hg_unit *)base)->id);
}

static int
id_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	(void)w;
	(void)n;
	return json_is_string(v) && strcmp(json_string_value(v),
	    ((struct hg_unit *)base)->id) == 0 ? 0 : -1;
}

/* A random objective's hex, in the state once rolled. */
static json_t *
obj_hex_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	const struct hg_obj *o = base;
	char lab[HEX_LABEL_LEN];

	(void)n;
	if (!o->random || o->hex < 0) {
		*skip = 1;
		return NULL;
	}
	return json_string(hg_label(G(w), o->hex, lab));
}

static int
obj_hex_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	struct hg_obj *o = base;
	const char *h = json_string_value(v);

	(void)n;
	if (o->random && h != NULL && (o->hex = hg_parse_hex(G(w), h)) < 0)
		return -1;
	if (o->random && o->hex >= 0)
		o->village = hg_terr(G(w), o->hex)->village;
	return 0;
}

/* Forts and what each side knows of them: {hex label: level}. */
static json_t *
forts_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	(void)w;
	(void)n;
	(void)skip;
	return hex_list(base, ((const struct hg_game *)base)->fort);
}

static int
forts_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	struct hg_game *g = base;

	(void)w;
	(void)n;
	memset(g->fort, 0, sizeof g->fort);
	return get_hex_list(g, v, g->fort);
}

static json_t *
known_enc(const struct state_walk *w, const void *base,
    const struct state_node *n, int *skip)
{
	const struct hg_game *g = base;

	(void)w;
	(void)n;
	(void)skip;
	return json_pack("[oo]", hex_list(g, g->fort_known[0]),
	    hex_list(g, g->fort_known[1]));
}

static int
known_dec(struct state_walk *w, void *base, const struct state_node *n,
    const json_t *v)
{
	struct hg_game *g = base;

	(void)w;
	(void)n;
	memset(g->fort_known, 0, sizeof g->fort_known);
	return get_hex_list(g, json_array_get(v, 0), g->fort_known[0]) ||
	    get_hex_list(g, json_array_get(v, 1), g->fort_known[1]) ? -1 : 0;
}

static int
entry_random(const struct state_walk *w, const void *base)
{
	(void)base;
	return G(w)->entry_random[0] || G(w)->entry_random[1];
}

enum { K_SIDES = 1 };

static int
bound(const struct state_walk *w, int k)
{
	(void)k;
	return hg_map_sides(G(w)) - 1;	/* K_SIDES */
}

/* Every int of a unit and of the game; unit_ok() and game_ok() give
 * their domains, which tie fields together.  Fields added after states
 * were first stored: 0 when missing, and then not written. */
#define UF(f)		S_INT(struct hg_unit, f, #f, STATE_ANY_LO, \
			    STATE_ANY_HI)
#define UF_NEW(f)	S_INT_OPT(struct hg_unit, f, #f, 0, 1000, 0)
static const struct state_node unit_nodes[] = {
	S_CODEC(struct hg_unit, id, "id", id_enc, id_dec, 0),
	UF(side), UF(type), UF(status), UF(hex), UF(tail), UF(face),
	UF(mode), UF(dis), UF(ammo), UF(noammo), UF(entry_dir),
	UF(entry_seq), UF(entry_river), UF(entry_hill), UF(arrive_turn),
	UF(arrive_hex), UF(arrive_face), UF(arrive_mode), UF(bld_level),
	UF(bld_prog), UF(bld_from), UF(bld_attacked), UF(bld_paused),
	UF(moved), UF(fought), UF(retreated), UF(routed), UF(assist),
	UF(radio), UF(supply[0]), UF(supply[1]), UF(ret_pref[0]),
	UF(ret_pref[1]), UF(seen), UF(alias), UF(lk_valid), UF(lk_hex),
	UF(lk_tail), UF(lk_face), UF(lk_turn), UF(lk_round), UF(elim_seen),
	UF(exit_seen), UF(wait_mode), UF(wait_face),
	UF_NEW(boat), UF_NEW(boat_from),
	S_CHECK("unit", unit_check, 0),
};
#define GF(f)		S_INT(struct hg_game, f, #f, STATE_ANY_LO, \
			    STATE_ANY_HI)
static const struct state_node game_fields[] = {
	GF(turn), GF(round), GF(p1), GF(over), GF(seq), GF(army[0]),
	GF(army[1]), GF(broken_run[0]), GF(broken_run[1]), GF(nalias[0]),
	GF(nalias[1]), GF(exited[0]), GF(exited[1]), GF(lost[0]),
	GF(lost[1]),
	S_INT_OPT(struct hg_game, r2_moves, "r2_moves", 0, 1000, 0),
	S_CHECK("game", game_check, 0),
};
/* Who holds an objective, and who each side believes does. */
#define OF(f, k)	S_INT(struct hg_obj, f, k, 0, HG_NSIDES - 1)
static const struct state_node obj_nodes[] = {
	S_CODEC(struct hg_obj, hex, "hex", obj_hex_enc, obj_hex_dec, 0),
	OF(holder, "holder"), OF(known[0], "known0"), OF(known[1], "known1"),
};
static const struct state_node state_nodes[] = {
	S_CONST("format", "highest-ground 1"),
	S_JSON(struct hg_game, rules_json, "rules", STATE_SHARE),
	S_STR(struct hg_game, scen_text, "scenario", STATE_PTR),
	/* the sides' names come from the scenario */
	{ .key = "sides", .kind = SK_STRS, .off = offsetof(struct hg_game,
	    side), .how = STATE_WRITE, .max = HG_NSIDES,
	    .size = sizeof ((struct hg_game *)0)->side[0] },
	/* the rulings the game is played under (hg.h): none stored is
	 * version 1, every game from before the key, whose states keep the
	 * bytes, and so the hashes, they had */
	S_INT_OPT(struct hg_game, rules_version, "rules_version",
	    HG_RULES_V1, HG_RULES_LATEST, HG_RULES_V1),
	S_OBJ("game", game_fields),
	S_STR(struct hg_game, result, "result", STATE_LAX),
	S_LIST(struct hg_game, u, "units", nunits, HG_MAX_UNITS, unit_nodes,
	    0),
	S_CHECK("counters", counts_check, 0),
	S_LIST(struct hg_game, obj, "objectives", nobj, HG_MAX_OBJ, obj_nodes,
	    0),
	{ .key = "entry_rolled", .kind = SK_INTS, .off = offsetof(struct
	    hg_game, entry_loc), .lo = -1, .hi = STATE_SYM(K_SIDES),
	    .how = STATE_OPT, .max = HG_NSIDES, .when = entry_random },
	S_CHECK("random", random_mark, 0),
	S_CODEC(struct hg_game, fort, "forts", forts_enc, forts_dec, 0),
	S_CODEC(struct hg_game, fort_known, "forts_known", known_enc,
	    known_dec, 0),
	{ .key = "charts", .kind = SK_JSON, .off = offsetof(struct hg_game,
	    charts), .how = STATE_COPY, .str = "{}" },
	S_CHECK("charts", charts_check, 0),
	{ .key = "commits", .kind = SK_JSON, .off = offsetof(struct hg_game,
	    commits), .how = STATE_COPY, .str = "[]" },
	{ .key = "pending", .kind = SK_JSON, .off = offsetof(struct hg_game,
	    pending), .how = STATE_COPY | STATE_LAX, .str = "{}" },
};

json_t *
hg_state_encode(const void *g)
{
	return state_schema_encode(g, state_nodes, NF(state_nodes), bound);
}

int
hg_state_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct hg_game *g = gv;
	const char *f = json_string_value(json_object_get(state, "format"));
	const char *scen = json_string_value(json_object_get(state,
	    "scenario"));
	json_t *rules = json_object_get(state, "rules");
	json_t *charts, *commits, *pending;
	struct state_walk w;
	int rc;

	if (f == NULL || strcmp(f, "highest-ground 1") != 0 || scen == NULL ||
	    !json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_STATE, 0, "not a Highest Ground "
		    "state");
	/* the map as its text and the rules make it: parsed once for the
	 * states of a game (state_memo.h); the JSON g owns is its own */
	charts = g->charts;
	commits = g->commits;
	pending = g->pending;
	if (!state_memo_get("highest-ground", rules, scen, g, sizeof *g)) {
		if ((rc = hg_scenario_parse(scen, strlen(scen), rules, g, 1,
		    err)))
			return rc;
		state_memo_put("highest-ground", rules, scen, g, sizeof *g);
	}
	g->charts = charts;
	g->commits = commits;
	g->pending = pending;
	g->rules_json = rules;
	g->scen_text = scen;
	if (state_schema_decode(&w, state, g, state_nodes, NF(state_nodes),
	    bound) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "damaged Highest "
		    "Ground state (%s)", w.d.what);
	return PBEM_OK;
}
