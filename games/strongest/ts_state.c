/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_state.c - the game state as JSON and back.  The state keeps the
 * rules data and the scenario text it was made from (game.h rule 2):
 * decoding loads those again (the tables, the armies, the host's terrain)
 * and lays the stored play over them: every unit, general, command, camp
 * and side field, the terrain as it now is, the three decks (base/deck.h
 * form) and the last resolution's card log.  Integer fields are listed
 * once, each with its domain, so encoding and decoding cannot drift apart
 * and a stored state (hostile: the referee may amend any field) is
 * range-checked field by field; the first bad one is named.
 */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state_fields.h"
#include "ts.h"

/* Domain bounds that depend on the game (resolved by bound()). */
#define B_W	STATE_SYM(1)	/* width - 1 */
#define B_D	STATE_SYM(2)	/* depth - 1 */
#define B_NU	STATE_SYM(3)	/* units - 1 */
#define B_NG	STATE_SYM(4)	/* generals - 1 */
#define B_NC	STATE_SYM(5)	/* commands - 1 */
#define B_NT	STATE_SYM(6)	/* unit types - 1 */
#define B_NR	STATE_SYM(7)	/* terrain types - 1 */
#define B_BOX	STATE_SYM(8)	/* boxes - 1 */
#define B_BIG	1000000

#define UF(f, lo, hi)	STATE_FIELD_IN(struct ts_unit, f, lo, hi)
static const struct state_field ufields[] = {
	UF(side, 0, 1), UF(cmd, 0, B_NC), UF(num, 1, 99), UF(type, 0, B_NT),
	UF(entry, 0, TS_MAX_ENTRIES - 1), UF(status, 0, TS_UNPLACED),
	UF(away, 0, TS_AWAY_LEFT), UF(away_arg, 0, 10), UF(x, -1, B_W),
	UF(y, -1, B_D), UF(face, 0, 3), UF(slot, -1, 1),
	UF(size, 0, TS_NSIZE - 1), UF(save, 1, 12), UF(hits, 1, 6),
	UF(vp, 0, 9), UF(pts, 0, 500), UF(quality, -1, 1), UF(small, 0, 1),
	UF(deep, 0, 2), UF(fanatic, 0, 1), UF(escorted, 0, 1),
	UF(heroes, 0, 4), UF(ammo, 0, 40), UF(ammo0, 0, 40),
	UF(shock, 0, 1), UF(lance, 0, 1), UF(elebonus, 0, 1),
	UF(extra, 0, 127), UF(dis, 0, 5), UF(card, 0, 10),
	UF(form, 0, TS_TESTUDO), UF(dismounted, 0, 1), UF(pavise, 0, 1), UF(swim, 0, 1), UF(boat, 0, 1),
	UF(nstakes, 0, 1), UF(dih, 0, 1), UF(no_rally, 0, 1),
	UF(formok, 0, 31), UF(mounts, 0, 1),
	UF(edge_zone, 0, 10), UF(seen, 0, 1), UF(known, 0, 1),
	UF(lk_valid, 0, 1),
	UF(lk_x, -1, B_W), UF(lk_y, -1, B_D), UF(lk_turn, 0, 9999),
	UF(medal_off, 0, 1), UF(pol_hero, 0, 3), UF(pol_evade, 0, 3),
	UF(pol_odds, 0, 11), UF(pol_dir, 0, 4), UF(pol_shock, 0, 1),
	UF(pol_lance, 0, 3), UF(pol_volley, 0, 2),
};
#define GF(f, lo, hi)	STATE_FIELD_IN(struct ts_gen, f, lo, hi)
static const struct state_field gfields[] = {
	GF(side, 0, 1), GF(cmd, -1, B_NC), GF(num, 1, 99), GF(mounted, 0, 1),
	GF(detached, 0, 1), GF(heroic, 0, 1), GF(senior, 0, 1),
	GF(brilliant, 0, 1), GF(status, 0, TS_UNPLACED), GF(x, -1, B_W),
	GF(y, -1, B_D), GF(unit, -1, B_NU), GF(wounded, 0, 1),
	GF(medal_off, 0, 1), GF(used_replace, 0, 1), GF(used_move, 0, 1),
	GF(used_replay, 0, 1), GF(pol_replace, 0, 3), GF(pol_k, 0, 11),
	GF(pol_heroic, 0, 2), GF(pol_brilliant, 0, 1),
	GF(pol_savefor, 0, 999), GF(pol_ndisp, 0, 4),
	GF(pol_disp[0], -1, B_NU), GF(pol_disp[1], -1, B_NU),
	GF(pol_disp[2], -1, B_NU), GF(pol_disp[3], -1, B_NU),
};
#define CF(f, lo, hi)	STATE_FIELD_IN(struct ts_cmd, f, lo, hi)
static const struct state_field cfields[] = {
	CF(side, 0, 1), CF(num, 1, 99), CF(gen, -1, B_NG), CF(vp0, 0, 999),
	CF(vp_lost, 0, 999), CF(demoralised, 0, 1),
};
#define KF(f, lo, hi)	STATE_FIELD_IN(struct ts_camp, f, lo, hi)
static const struct state_field kfields[] = {
	KF(side, 0, 1), KF(cmd, 0, B_NC), KF(num, 1, 99), KF(x, -1, B_W),
	KF(y, -1, B_D), KF(placed, 0, 1), KF(holder, 0, 1), KF(taken, 0, 1),
	KF(reserve, 0, 999), KF(forts, 0, 4), KF(fortmask, 0, 15),
};
#define SF(f, lo, hi)	STATE_FIELD_IN(struct ts_side, f, lo, hi)
static const struct state_field sfields[] = {
	SF(list, 0, TS_MAX_LISTS - 1), SF(medals0, -99, 999),
	SF(medals, -999, 999), SF(medals_adj, -20, 20),
	SF(demoralised_any, 0, 1), SF(nhand, 0, TS_MAX_HAND),
	SF(nstratpref, 0, 8), SF(bid, -1, 10), SF(scout, 0, 999),
	SF(picks, -1, 40), SF(hand_fixed, 0, 1), SF(vp0, 0, 9999),
	SF(pts, 0, 9999), SF(ntrig, 0, TS_MAX_TRIG),
	SF(pol_advface, 0, 1), SF(pol_target, 0, 2), SF(pol_resupply, 0, 1),
	SF(pol_volley_k, 0, 40), SF(played_turns, 0, 9999),
	SF(nmr, 0, 9999), SF(jh, -1, B_NC), SF(jh_n, 0, 4),
	SF(jh_u[0], 0, TS_GEN_REF + TS_MAX_GENS),
	SF(jh_u[1], 0, TS_GEN_REF + TS_MAX_GENS),
	SF(jh_u[2], 0, TS_GEN_REF + TS_MAX_GENS),
	SF(jh_u[3], 0, TS_GEN_REF + TS_MAX_GENS), SF(jc, -1, B_NC),
};
#define TF(f, lo, hi)	STATE_FIELD_IN(struct ts_trig, f, lo, hi)
static const struct state_field tfields[] = {
	TF(kind, 0, ST_N - 1), TF(card, 0, 255), TF(a, -1, B_BIG),
	TF(b, -1, B_BIG), TF(c, -1, B_BIG), TF(line, 0, B_BIG),
};
#define PF(f, lo, hi)	STATE_FIELD_IN(struct ts_piece, f, lo, hi)
static const struct state_field pfields[] = {
	PF(type, -2, B_NR), PF(side, -1, 1), PF(n, 0, 2),
	PF(box[0], -1, B_BOX), PF(box[1], -1, B_BOX), PF(face, 0, 3),
	PF(card, 0, 40), PF(status, 0, 1),
};
#define WF(f, lo, hi)	STATE_FIELD_IN(struct ts_game, f, lo, hi)
static const struct state_field wfields[] = {
	WF(stage, 0, TS_ST_PLAY), WF(turn, 0, 9999), WF(half, 0, 1),
	WF(first, -1, 1), WF(over, 0, 1), WF(seq, 0, B_BIG),
	WF(pregame, 0, 1), WF(deploy_fixed, 0, 1), WF(bid, 0, 1),
	WF(turns, 0, 99),
	WF(npieces, 0, TS_MAX_PIECES),
};
#define NF(a)	STATE_NFIELDS(a)

void *
ts_game_new(void)
{
	return calloc(1, sizeof(struct ts_game));
}

void
ts_game_free(void *g)
{
	free(g);
}

int
ts_side_index(const void *gv, const char *name)
{
	const struct ts_game *g = gv;
	int s;

	for (s = 0; name != NULL && s < TS_NSIDES; s++)
		if (strcmp(g->side[s].name, name) == 0)
			return s;
	return -1;
}

static int
bound(const void *ctx, int k)
{
	const struct ts_game *g = ctx;

	switch (STATE_SYM(k)) {
	case B_W: return g->w - 1;
	case B_D: return g->d - 1;
	case B_NU: return g->nunits - 1;
	case B_NG: return g->ngens - 1;
	case B_NC: return g->ncmds - 1;
	case B_NT: return g->r.ntypes - 1;
	case B_NR: return g->r.nterr - 1;
	case B_BOX: return g->w * g->d - 1;
	}
	return 0;
}

#define enc(base, f, n)	state_fields_encode(base, f, n)
#define dec(d, g, o, base, f, n) \
	state_fields_read(d, o, base, f, n, bound, g, NULL)

static json_t *
int_array(const int *v, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, json_integer(v[i]));
	return a;
}

static json_t *
byte_array(const unsigned char *v, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, json_integer(v[i]));
	return a;
}

static json_t *
list_of(const void *items, int n, size_t size, const struct state_field *f,
    size_t nf)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, enc((const char *)items +
		    (size_t)i * size, f, nf));
	return a;
}

static json_t *
side_json(const struct ts_game *g, int s)
{
	const struct ts_side *x = &g->side[s];
	json_t *o = enc(x, sfields, NF(sfields));

	json_object_set_new(o, "title", json_string(x->title));
	json_object_set_new(o, "hand", int_array(x->hand, x->nhand));
	json_object_set_new(o, "stratpref", int_array(x->stratpref,
	    x->nstratpref));
	json_object_set_new(o, "trig", list_of(x->trig, x->ntrig,
	    sizeof x->trig[0], tfields, NF(tfields)));
	return o;
}

static json_t *
draws_json(const struct ts_game *g)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < g->ndraws; i++)
		json_array_append_new(a, json_pack("[iiii]", g->draws[i].deck,
		    g->draws[i].n, g->draws[i].card, (int)g->draws[i].mask));
	return a;
}

/* What only games of rules version 2 and later store, so that a game of
 * version 1 encodes to the bytes it always did (its replay hashes them). */
static void
v2_encode(const struct ts_game *g, json_t *o)
{
	json_t *a;
	int i;

	json_object_set_new(o, "rules_version", json_integer(
	    g->rules_version));
	a = json_object_get(o, "units");
	for (i = 0; i < g->nunits; i++)
		json_object_set_new(json_array_get(a, (size_t)i), "alias",
		    json_integer(g->u[i].alias));
	a = json_object_get(o, "side");
	for (i = 0; i < TS_NSIDES; i++)
		json_object_set_new(json_array_get(a, (size_t)i), "nalias",
		    json_integer(g->side[i].nalias));
}

/* The version and what it stores; a name is given once, 1..nalias. */
static void
v2_decode(struct state_dec *d, struct ts_game *g, const json_t *o)
{
	const json_t *v = json_object_get(o, "rules_version");
	int i, s, seen[TS_MAX_UNITS + 1];

	g->rules_version = TS_RULES_V1;
	if (v == NULL)
		return;
	g->rules_version = state_int(d, o, "rules_version", TS_RULES_V1,
	    TS_RULES_LATEST);
	if (!TS_V2(g) || d->bad)
		return;
	for (s = 0; s < TS_NSIDES; s++)
		g->side[s].nalias = state_int(d, json_array_get(
		    json_object_get(o, "side"), (size_t)s), "nalias", 0,
		    g->nunits);
	for (s = 0; s < TS_NSIDES && !d->bad; s++) {
		memset(seen, 0, sizeof seen);
		for (i = 0; i < g->nunits; i++) {
			struct ts_unit *x = &g->u[i];

			if (x->side == s)
				continue;
			x->alias = state_int(d, json_array_get(
			    json_object_get(o, "units"), (size_t)i), "alias",
			    0, g->side[s].nalias);
			if ((x->alias > 0 && seen[x->alias]++) ||
			    (TS_ALIASED(g) && x->known && x->alias == 0))
				state_bad(d, "units: an alias given twice, or "
				    "none to a unit seen");
		}
	}
}

json_t *
ts_state_encode(const void *gv)
{
	const struct ts_game *g = gv;
	json_t *o = json_object(), *a, *dk;
	struct pbem_err err;
	int i;

	if (o == NULL)
		return NULL;
	json_object_set_new(o, "format", json_string("strongest 1"));
	json_object_set(o, "rules", g->rules_json);
	json_object_set_new(o, "scenario", json_string(g->scen_text));
	json_object_set_new(o, "sides", json_pack("[ss]", g->side[0].name,
	    g->side[1].name));
	json_object_set_new(o, "game", enc(g, wfields, NF(wfields)));
	json_object_set_new(o, "result", json_string(g->result));
	a = json_array();
	for (i = 0; i < TS_NSIDES; i++)
		json_array_append_new(a, side_json(g, i));
	json_object_set_new(o, "side", a);
	json_object_set_new(o, "units", list_of(g->u, g->nunits, sizeof g->u[0],
	    ufields, NF(ufields)));
	json_object_set_new(o, "gens", list_of(g->gen, g->ngens,
	    sizeof g->gen[0], gfields, NF(gfields)));
	json_object_set_new(o, "cmds", list_of(g->cmd, g->ncmds,
	    sizeof g->cmd[0], cfields, NF(cfields)));
	json_object_set_new(o, "camps", list_of(g->camp, g->ncamps,
	    sizeof g->camp[0], kfields, NF(kfields)));
	json_object_set_new(o, "pieces", list_of(g->piece, g->npieces,
	    sizeof g->piece[0], pfields, NF(pfields)));
	json_object_set_new(o, "terr", byte_array(g->terr, g->w * g->d));
	json_object_set_new(o, "edge", byte_array(&g->edge[0][0],
	    g->w * g->d * 4));
	json_object_set_new(o, "bridge", byte_array(g->bridge, g->w * g->d));
	a = json_array();
	for (i = 0; i < 3; i++) {
		if (deck_to_json(&g->deck[i], &dk, &err) != PBEM_OK) {
			json_decref(a);
			json_decref(o);
			return NULL;
		}
		json_array_append_new(a, dk);
	}
	json_object_set_new(o, "decks", a);
	json_object_set_new(o, "draws", draws_json(g));
	if (TS_V2(g))
		v2_encode(g, o);
	return o;
}

/* An array member of exactly n integers within 0..hi, into bytes. */
static void
bytes_in(struct state_dec *d, const json_t *o, const char *k,
    unsigned char *v, int n, int hi)
{
	const json_t *a = json_object_get(o, k), *e;
	int i;

	if (!json_is_array(a) || (int)json_array_size(a) != n) {
		state_bad(d, k);
		return;
	}
	for (i = 0; i < n; i++) {
		e = json_array_get(a, (size_t)i);
		if (!json_is_integer(e) || json_integer_value(e) < 0 ||
		    json_integer_value(e) > hi) {
			state_bad(d, k);
			return;
		}
		v[i] = (unsigned char)json_integer_value(e);
	}
}

static int
list_in(struct state_dec *d, const struct ts_game *g, const json_t *o,
    const char *k, void *items, int n, size_t size, const struct state_field *f,
    size_t nf)
{
	const json_t *a = json_object_get(o, k);
	int i;

	if (!json_is_array(a) || (int)json_array_size(a) != n) {
		state_bad(d, k);
		return -1;
	}
	for (i = 0; i < n; i++)
		dec(d, g, json_array_get(a, (size_t)i), (char *)items +
		    (size_t)i * size, f, nf);
	return 0;
}

static void
ints_in(struct state_dec *d, const json_t *o, const char *k, int *v,
    int n, int max, int lo, int hi)
{
	const json_t *a = json_object_get(o, k);

	if (!json_is_array(a) || (int)json_array_size(a) != n || n > max) {
		state_bad(d, k);
		return;
	}
	state_ints(d, o, k, v, n, lo, hi);
}

static void
sides_in(struct state_dec *d, struct ts_game *g, const json_t *o)
{
	const json_t *a = json_object_get(o, "side"), *s;
	struct ts_side *x;
	int i;

	if (!json_is_array(a) || json_array_size(a) != TS_NSIDES) {
		state_bad(d, "side");
		return;
	}
	for (i = 0; i < TS_NSIDES; i++) {
		s = json_array_get(a, (size_t)i);
		x = &g->side[i];
		dec(d, g, s, x, sfields, NF(sfields));
		if (d->bad)
			return;
		if (state_str(d, s, "title", 0) != NULL)
			snprintf(x->title, sizeof x->title, "%s",
			    state_str(d, s, "title", 0));
		ints_in(d, s, "hand", x->hand, x->nhand, TS_MAX_HAND, 100,
		    255);
		ints_in(d, s, "stratpref", x->stratpref, x->nstratpref, 8, 0,
		    ST_N - 1);
		list_in(d, g, s, "trig", x->trig, x->ntrig, sizeof x->trig[0],
		    tfields, NF(tfields));
	}
}

static void
decks_in(struct state_dec *d, struct ts_game *g, const json_t *o)
{
	const json_t *a = json_object_get(o, "decks");
	struct pbem_err err;
	struct deck k;
	int i;

	if (!json_is_array(a) || json_array_size(a) != 3) {
		state_bad(d, "decks");
		return;
	}
	for (i = 0; i < 3; i++) {
		if (deck_from_json(json_array_get(a, (size_t)i), &k, &err) !=
		    PBEM_OK || k.ncards != g->deck[i].ncards ||
		    memcmp(k.cards, g->deck[i].cards, sizeof k.cards[0] *
		    (size_t)k.ncards) != 0 || strcmp(k.name,
		    g->deck[i].name) != 0) {
			state_bad(d, "decks");
			return;
		}
		g->deck[i] = k;
	}
}

static void
draws_in(struct state_dec *d, struct ts_game *g, const json_t *o)
{
	const json_t *a = json_object_get(o, "draws"), *e;
	size_t i;
	int v[4];

	if (!json_is_array(a) || json_array_size(a) > TS_MAX_DRAWLOG) {
		state_bad(d, "draws");
		return;
	}
	g->ndraws = 0;
	json_array_foreach(a, i, e) {
		int k;

		for (k = 0; k < 4; k++) {
			const json_t *x = json_array_get(e, (size_t)k);

			v[k] = json_is_integer(x) && json_integer_value(x) >= 0 &&
			    json_integer_value(x) <= B_BIG ?
			    (int)json_integer_value(x) : -1;
		}
		if (!json_is_array(e) || json_array_size(e) != 4 || v[0] < 0 ||
		    v[0] > 2 || v[1] < 0 || v[2] < 0 || v[2] > 255 || v[3] < 0 ||
		    v[3] > 255) {
			state_bad(d, "draws");
			return;
		}
		g->draws[g->ndraws].deck = v[0];
		g->draws[g->ndraws].n = v[1];
		g->draws[g->ndraws].card = v[2];
		g->draws[g->ndraws++].mask = (unsigned)v[3];
	}
}

/* Cross-field checks: what the rules code relies on. */
static int
consistent(const struct ts_game *g, char *why, size_t n)
{
	int u, k, x, y, t[4];

	for (u = 0; u < g->nunits; u++) {
		const struct ts_unit *a = &g->u[u];

		if ((a->status == TS_ON || a->status == TS_AMBUSH) &&
		    !ts_on_table(g, a->x, a->y))
			return snprintf(why, n, "units[%d]: on the table "
			    "without a box", u), -1;
		if (a->dis >= a->hits || a->ammo > a->ammo0 ||
		    a->side != g->cmd[a->cmd].side)
			return snprintf(why, n, "units[%d]: disorder, "
			    "ammunition or command out of range", u), -1;
		if (a->entry >= g->r.list[g->side[a->side].list].nentries)
			return snprintf(why, n, "units[%d]: entry", u), -1;
	}
	for (k = 0; k < g->ngens; k++)
		if ((!g->gen[k].detached && (g->gen[k].unit < 0 ||
		    g->u[g->gen[k].unit].side != g->gen[k].side)) ||
		    (g->gen[k].cmd >= 0 && g->cmd[g->gen[k].cmd].side !=
		    g->gen[k].side))
			return snprintf(why, n, "gens[%d]: unit or command",
			    k), -1;
	for (y = 0; y < g->d; y++)
		for (x = 0; x < g->w; x++)
			if (ts_in_box(g, x, y, t, 4) > 2 || (ts_in_box(g, x,
			    y, t, 4) == 2 && (g->u[t[0]].side !=
			    g->u[t[1]].side || g->u[t[0]].slot ==
			    g->u[t[1]].slot)))
				return snprintf(why, n, "a box holds more "
				    "than two units, or enemies"), -1;
	return 0;
}

static int
overlay(const json_t *o, struct ts_game *g, struct pbem_err *err)
{
	struct state_dec d = { 0, "" };
	const json_t *gm = json_object_get(o, "game");
	char why[120];

	dec(&d, g, gm, g, wfields, NF(wfields));
	snprintf(g->result, sizeof g->result, "%s", json_string_value(
	    json_object_get(o, "result")) ? json_string_value(
	    json_object_get(o, "result")) : "");
	sides_in(&d, g, o);
	list_in(&d, g, o, "units", g->u, g->nunits, sizeof g->u[0], ufields,
	    NF(ufields));
	list_in(&d, g, o, "gens", g->gen, g->ngens, sizeof g->gen[0], gfields,
	    NF(gfields));
	list_in(&d, g, o, "cmds", g->cmd, g->ncmds, sizeof g->cmd[0], cfields,
	    NF(cfields));
	list_in(&d, g, o, "camps", g->camp, g->ncamps, sizeof g->camp[0],
	    kfields, NF(kfields));
	if (!d.bad)
		list_in(&d, g, o, "pieces", g->piece, g->npieces,
		    sizeof g->piece[0], pfields, NF(pfields));
	bytes_in(&d, o, "terr", g->terr, g->w * g->d, g->r.nterr - 1);
	bytes_in(&d, o, "edge", &g->edge[0][0], g->w * g->d * 4, 127);
	bytes_in(&d, o, "bridge", g->bridge, g->w * g->d, 1);
	decks_in(&d, g, o);
	draws_in(&d, g, o);
	if (!d.bad)
		v2_decode(&d, g, o);
	if (d.bad)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: bad %s",
		    d.what);
	if (consistent(g, why, sizeof why))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: %s", why);
	return PBEM_OK;
}

int
ts_state_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct ts_game *g = gv;
	const char *fmt = json_string_value(json_object_get(state, "format"));
	const char *sc = json_string_value(json_object_get(state,
	    "scenario"));
	json_t *rules = json_object_get(state, "rules");
	int rc;

	if (fmt == NULL || strcmp(fmt, "strongest 1") != 0 || sc == NULL ||
	    !json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: not a To The "
		    "Strongest! state");
	memset(g, 0, sizeof *g);
	if ((rc = ts_scenario_parse(sc, strlen(sc), rules, g, 1, err)))
		return rc;
	g->scen_text = sc;
	return overlay(state, g, err);
}
