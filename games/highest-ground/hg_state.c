/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_state.c - the game state as JSON and back.  The state keeps the rules
 * data and the scenario text it was created with (game.h rule 2); decoding
 * re-reads the map from that text and then lays the stored units, forts,
 * knowledge, charts and commitments over it.  Integer fields are listed
 * once in tables, so encoding and decoding cannot drift apart.
 */
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "state_fields.h"
#include "hg.h"

#define UF(f)	STATE_FIELD(struct hg_unit, f)
static const struct state_field ufields[] = {
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
};
/* Fields added after states were first stored: 0 when missing. */
static const struct state_field ufields_opt[] = {
	UF(boat), UF(boat_from),
};
#define GF(f)	STATE_FIELD(struct hg_game, f)
static const struct state_field gfields[] = {
	GF(turn), GF(round), GF(p1), GF(over), GF(seq), GF(army[0]),
	GF(army[1]), GF(broken_run[0]), GF(broken_run[1]), GF(nalias[0]),
	GF(nalias[1]), GF(exited[0]), GF(exited[1]), GF(lost[0]),
	GF(lost[1]),
};
/* Written only when not 0, so states from before they existed keep
 * their hashes (replay compares them). */
static const struct state_field gfields_opt[] = {
	GF(r2_moves),
};
#define NF(a)	STATE_NFIELDS(a)

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

/* Who holds an objective, or who a side believes does: a side. */
static int
obj_side(const json_t *o, const char *k, int *v)
{
	json_t *j = json_object_get(o, k);

	if (!json_is_integer(j) || !IN(json_integer_value(j), 0,
	    HG_NSIDES - 1))
		return -1;
	*v = (int)json_integer_value(j);
	return 0;
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

/* The rulings the game is played under (hg.h): none stored is version 1,
 * every game from before the key; else one this code knows. */
static int
rules_version(const json_t *v, struct hg_game *g)
{
	if (v == NULL) {
		g->rules_version = HG_RULES_V1;
		return 0;
	}
	if (!json_is_integer(v) || !IN(json_integer_value(v), HG_RULES_V1,
	    HG_RULES_LATEST))
		return -1;
	g->rules_version = (int)json_integer_value(v);
	return 0;
}

json_t *
hg_state_encode(const void *gv)
{
	const struct hg_game *g = gv;
	json_t *st = json_object(), *units = json_array(), *objs = json_array();
	json_t *sides = json_array(), *u;
	size_t k;
	int i;

	if (st == NULL || units == NULL || objs == NULL || sides == NULL)
		goto fail;
	json_object_set_new(st, "format", json_string("highest-ground 1"));
	json_object_set(st, "rules", g->rules_json);
	json_object_set_new(st, "scenario", json_string(g->scen_text));
	for (i = 0; i < HG_NSIDES; i++)
		json_array_append_new(sides, json_string(g->side[i]));
	json_object_set_new(st, "sides", sides);
	sides = NULL;
	json_object_set_new(st, "game", state_fields_encode(g, gfields, NF(gfields)));
	for (k = 0; k < NF(gfields_opt); k++)
		if (*(const int *)((const char *)g + gfields_opt[k].off))
			json_object_set_new(json_object_get(st, "game"),
			    gfields_opt[k].name, json_integer(*(const int *)(
			    (const char *)g + gfields_opt[k].off)));
	json_object_set_new(st, "result", json_string(g->result));
	/* version 1 is the absence of the key: its states keep the bytes,
	 * and so the hashes, the code before the key wrote (hg.h) */
	if (g->rules_version > HG_RULES_V1)
		json_object_set_new(st, "rules_version",
		    json_integer(g->rules_version));
	for (i = 0; i < g->nunits; i++) {
		u = state_fields_encode(&g->u[i], ufields, NF(ufields));
		for (k = 0; u != NULL && k < NF(ufields_opt); k++)
			if (*(const int *)((const char *)&g->u[i] +
			    ufields_opt[k].off))
				json_object_set_new(u, ufields_opt[k].name,
				    json_integer(*(const int *)((const char *)
				    &g->u[i] + ufields_opt[k].off)));
		json_object_set_new(u, "id", json_string(g->u[i].id));
		json_array_append_new(units, u);
	}
	json_object_set_new(st, "units", units);
	units = NULL;
	for (i = 0; i < g->nobj; i++) {
		json_t *o = json_pack("{s:i,s:i,s:i}", "holder",
		    g->obj[i].holder, "known0", g->obj[i].known[0], "known1",
		    g->obj[i].known[1]);
		char lab[HEX_LABEL_LEN];

		if (o != NULL && g->obj[i].random && g->obj[i].hex >= 0)
			json_object_set_new(o, "hex", json_string(hg_label(g,
			    g->obj[i].hex, lab)));
		json_array_append_new(objs, o);
	}
	json_object_set_new(st, "objectives", objs);
	objs = NULL;
	if (g->entry_random[0] || g->entry_random[1]) {
		json_object_set_new(st, "entry_rolled", json_pack("[ii]",
		    g->entry_loc[0], g->entry_loc[1]));
	}
	json_object_set_new(st, "forts", hex_list(g, g->fort));
	json_object_set_new(st, "forts_known", json_pack("[oo]",
	    hex_list(g, g->fort_known[0]), hex_list(g, g->fort_known[1])));
	json_object_set_new(st, "charts", g->charts ? json_deep_copy(g->charts)
	    : json_object());
	json_object_set_new(st, "commits", g->commits ?
	    json_deep_copy(g->commits) : json_array());
	json_object_set_new(st, "pending", g->pending ?
	    json_deep_copy(g->pending) : json_object());
	return st;
fail:
	json_decref(st);
	json_decref(units);
	json_decref(objs);
	json_decref(sides);
	return NULL;
}

int
hg_state_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct hg_game *g = gv;
	const char *f = json_string_value(json_object_get(state, "format"));
	const char *scen = json_string_value(json_object_get(state,
	    "scenario"));
	json_t *rules = json_object_get(state, "rules"), *a, *v;
	size_t i;
	int rc, nunits;

	if (f == NULL || strcmp(f, "highest-ground 1") != 0 || scen == NULL ||
	    !json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_STATE, 0, "not a Highest Ground "
		    "state");
	if ((rc = hg_scenario_parse(scen, strlen(scen), rules, g, 1, err)))
		return rc;
	g->scen_text = scen;
	if (rules_version(json_object_get(state, "rules_version"), g) != 0)
		goto bad;
	nunits = g->nunits;
	if (state_fields_decode(json_object_get(state, "game"), g, gfields,
	    NF(gfields)) != 0 || state_fields_decode_opt(json_object_get(state,
	    "game"), g, gfields_opt, NF(gfields_opt), 1000) != 0 ||
	    !game_ok(g))
		goto bad;
	snprintf(g->result, sizeof g->result, "%s",
	    json_string_value(json_object_get(state, "result")) ?
	    json_string_value(json_object_get(state, "result")) : "");
	a = json_object_get(state, "units");
	if (!json_is_array(a) || (int)json_array_size(a) != nunits)
		goto bad;
	json_array_foreach(a, i, v) {
		const char *id = json_string_value(json_object_get(v, "id"));

		if (id == NULL || strcmp(id, g->u[i].id) != 0 ||
		    state_fields_decode(v, &g->u[i], ufields, NF(ufields)) != 0 ||
		    state_fields_decode_opt(v, &g->u[i], ufields_opt,
		    NF(ufields_opt), 1000) ||
		    !unit_ok(g, &g->u[i]))
			goto bad;
	}
	if (!counts_ok(g))
		goto bad;
	a = json_object_get(state, "objectives");
	if (!json_is_array(a) || (int)json_array_size(a) != g->nobj)
		goto bad;
	json_array_foreach(a, i, v) {
		const char *h = json_string_value(json_object_get(v, "hex"));

		/* a random objective's hex is in the state once rolled */
		if (g->obj[i].random && h != NULL &&
		    (g->obj[i].hex = hg_parse_hex(g, h)) < 0)
			goto bad;
		if (g->obj[i].random && g->obj[i].hex >= 0)
			g->obj[i].village = hg_terr(g, g->obj[i].hex)->village;
		if (obj_side(v, "holder", &g->obj[i].holder) ||
		    obj_side(v, "known0", &g->obj[i].known[0]) ||
		    obj_side(v, "known1", &g->obj[i].known[1]))
			goto bad;
	}
	a = json_object_get(state, "entry_rolled");
	for (i = 0; i < HG_NSIDES && json_is_array(a); i++) {
		v = json_array_get(a, i);
		if (!json_is_integer(v) || json_integer_value(v) < -1 ||
		    json_integer_value(v) >= hg_map_sides(g))
			goto bad;
		g->entry_loc[i] = (int)json_integer_value(v);
	}
	hg_random_mark(g);
	memset(g->fort, 0, sizeof g->fort);
	memset(g->fort_known, 0, sizeof g->fort_known);
	a = json_object_get(state, "forts_known");
	if (get_hex_list(g, json_object_get(state, "forts"), g->fort) ||
	    get_hex_list(g, json_array_get(a, 0), g->fort_known[0]) ||
	    get_hex_list(g, json_array_get(a, 1), g->fort_known[1]))
		goto bad;
	if (!charts_ok(json_object_get(state, "charts")) ||
	    !json_is_array(json_object_get(state, "commits")) ||
	    (json_object_get(state, "pending") != NULL &&
	    !json_is_object(json_object_get(state, "pending"))))
		goto bad;
	g->charts = json_deep_copy(json_object_get(state, "charts"));
	g->commits = json_deep_copy(json_object_get(state, "commits"));
	g->pending = json_deep_copy(json_object_get(state, "pending"));
	if (g->pending == NULL)
		g->pending = json_object();
	if (g->charts == NULL || g->commits == NULL || g->pending == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	return PBEM_OK;
bad:
	return pbem_fail(err, PBEM_ERR_STATE, 0, "damaged Highest Ground "
	    "state");
}
