/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_state.c - struct bg_game <-> the stored JSON.  The state keeps the
 * rules numbers, the terrain and the standing orders inside it (game.h
 * rule 2); every integer field is listed once in a table (state_fields.h)
 * with its domain, so a referee's amended or a corrupt state is refused
 * with the field named.  Standing order lines are parsed again on decode:
 * a line the parser refuses is a bad state.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "state_fields.h"
#include "bg.h"

enum { SYM_W, SYM_D, SYM_T, SYM_TURNS };

static int
bound(const void *ctx, int k)
{
	const struct bg_game *g = ctx;

	switch (k) {
	case SYM_W: return g->width;
	case SYM_D: return g->depth;
	case SYM_T: return g->nterr - 1;
	default: return g->turns + 1;
	}
}

#define G(f, lo, hi)	STATE_FIELD_IN(struct bg_game, f, lo, hi)
static const struct state_field game_fields[] = {
	G(width, 1000, BG_MAX_TABLE * BG_INCH),
	G(depth, 1000, BG_MAX_TABLE * BG_INCH),
	G(turns, 1, 99), G(turn, 1, 100), G(over, 0, 1), G(night, 0, 1),
	G(fow_open, 0, 1), G(declare, 0, 1),
	G(hold_side, -1, 1), G(hold_bldg, -1, BG_MAX_TERR - 1),
	G(else_side, -1, 1), G(deck_fresh, 0, 1), G(full_shuffle, 0, 1),
};
#undef G
#define U(f, lo, hi)	STATE_FIELD_IN(struct bg_unit, f, lo, hi)
static const struct state_field unit_fields[] = {
	U(side, 0, 1), U(veh, 0, 1), U(grade, 0, 4),
	U(x, 0, STATE_SYM(SYM_W)), U(y, 0, STATE_SYM(SYM_D)),
	U(facing, 0, 359), U(form, 0, BG_NFORM - 1),
	U(bldg, -1, STATE_SYM(SYM_T)), U(start_figs, 0, BG_MAX_FIGS * BG_MAX_UNITS),
	U(run, 0, 1), U(road, 0, 1), U(dug, 0, 1), U(hidden, 0, 1),
	U(closeassault, 0, 1), U(gone, 0, 1),
	U(armour, 0, 6), U(vdice, 0, 4), U(tracked, 0, 1),
	U(len, 0, 12000), U(wid, 0, 12000), U(nweap, 0, BG_MAX_WEAP),
	U(immob, 0, 1), U(halfw, 0, 1),
	U(lost_turn, 0, STATE_SYM(SYM_TURNS)),
};
/* Fields of the unit rules, added later: stored only when not 0, so a
 * game that never uses them keeps its bytes; missing reads as 0. */
static const struct state_field unit_xfields[] = {
	U(joined, 0, 1), U(transport, 0, 1), U(carrier, 0, BG_MAX_UNITS),
	STATE_FIELD_KEY(struct bg_unit, seen_load[0], "seen_load0", 0,
	    BG_MAX_FIGS),
	STATE_FIELD_KEY(struct bg_unit, seen_load[1], "seen_load1", 0,
	    BG_MAX_FIGS),
	U(cav, 0, BG_CAV_FOOT), U(prisoners, 0, BG_MAX_FIGS), U(routing, 0, 1),
	U(htype, 0, BG_NHTYPE - 1), U(enter, 0, 999),
	U(path_id, 0, 0x7fffffff), U(path_done, 0, BG_MAX_PTS),
	U(fell_seen, 0, 7), U(exited, 0, 1),
};
#undef U

static void
xfields_put(json_t *o, const struct bg_unit *u)
{
	size_t k;
	int v;

	for (k = 0; k < STATE_NFIELDS(unit_xfields); k++) {
		memcpy(&v, (const char *)u + unit_xfields[k].off, sizeof v);
		if (v != 0)
			json_object_set_new(o, unit_xfields[k].name,
			    json_integer(v));
	}
}

static void
xfields_read(struct state_dec *d, const json_t *o, struct bg_unit *u,
    int nunits)
{
	size_t k;
	int v;

	for (k = 0; k < STATE_NFIELDS(unit_xfields); k++) {
		if (json_object_get(o, unit_xfields[k].name) == NULL)
			continue;
		v = state_int(d, o, unit_xfields[k].name, unit_xfields[k].lo,
		    unit_xfields[k].hi);
		memcpy((char *)u + unit_xfields[k].off, &v, sizeof v);
	}
	if (u->carrier > nunits)
		state_bad(d, "unit carrier");
}

int
bg_side_index(const void *gv, const char *name)
{
	const struct bg_game *g = gv;
	int s;

	if (name == NULL)
		return -1;
	for (s = 0; s < BG_NSIDES; s++)
		if (strcasecmp(g->side[s], name) == 0)
			return s;
	return -1;
}

static json_t *
pt_json(struct plane_pt p)
{
	return json_pack("[I,I]", (json_int_t)p.x, (json_int_t)p.y);
}

static json_t *
ints_json(const int *v, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; i < n && a; i++)
		json_array_append_new(a, json_integer(v[i]));
	return a;
}

json_t *
bg_state_encode(const void *gv)
{
	const struct bg_game *g = gv;
	json_t *o, *a, *v, *pts, *d = NULL;
	struct pbem_err err;
	struct bg_urules ur;
	int i, k, s;

	if ((o = state_fields_encode(g, game_fields,
	    STATE_NFIELDS(game_fields))) == NULL)
		return NULL;
	json_object_set_new(o, "name", json_string(g->name));
	json_object_set_new(o, "sides", json_pack("[s,s]", g->side[0],
	    g->side[1]));
	json_object_set_new(o, "rear", ints_json(g->rear, BG_NSIDES));
	json_object_set_new(o, "elim_unit", ints_json(g->elim_unit,
	    BG_NSIDES));
	json_object_set_new(o, "destroy_n", ints_json(g->destroy_n,
	    BG_NSIDES));
	json_object_set_new(o, "result", json_string(g->result));
	json_object_set_new(o, "rules", bg_rules_encode(&g->r));
	/* stored only when not the defaults (a state without it reads
	 * them), so games that keep them keep their bytes */
	if (bg_urules_read(NULL, &ur, &err) != PBEM_OK ||
	    memcmp(&g->ur, &ur, sizeof ur) != 0)
		json_object_set_new(o, "units_rules",
		    bg_urules_encode(&g->ur));
	a = json_array();
	for (i = 0; i < g->nterr && a; i++) {
		pts = json_array();
		for (k = 0; k < g->t[i].n && pts; k++)
			json_array_append_new(pts, pt_json(g->t[i].p[k]));
		v = json_pack("{s:s,s:s,s:b,s:o,s:i,s:i}", "id", g->t[i].id,
		    "kind", bg_terr_names[g->t[i].kind], "line", g->t[i].line,
		    "pts", pts ? pts : json_null(), "width", g->t[i].width,
		    "level", g->t[i].level);
		json_array_append_new(a, v);
	}
	json_object_set_new(o, "terrain", a);
	a = json_array();
	for (i = 0; i < g->nunits && a; i++) {
		const struct bg_unit *u = &g->u[i];

		v = state_fields_encode(u, unit_fields,
		    STATE_NFIELDS(unit_fields));
		if (v == NULL)
			break;
		json_object_set_new(v, "id", json_string(u->id));
		json_object_set_new(v, "figs", json_string(u->figs));
		json_object_set_new(v, "weap", ints_json(u->weap, u->nweap));
		json_object_set_new(v, "bow", ints_json(u->bow, u->nweap));
		json_object_set_new(v, "seen_turn", ints_json(u->seen_turn, 2));
		json_object_set_new(v, "seen_x", ints_json(u->seen_x, 2));
		json_object_set_new(v, "seen_y", ints_json(u->seen_y, 2));
		if ((pts = bg_kit_encode(u)) != NULL)
			json_object_set_new(v, "kit", pts);
		if ((pts = bg_empl_encode(u)) != NULL)
			json_object_set_new(v, "empl", pts);
		xfields_put(v, u);
		json_array_append_new(a, v);
	}
	json_object_set_new(o, "units", a);
	json_object_set_new(o, "arty", bg_arty_encode(g));
	json_object_set_new(o, "arty_pool", bg_arty_pool_encode(g));
	json_object_set_new(o, "mines", bg_mine_encode(g));
	/* smoke, flares, lanes, the fallen, their numbers: only when there
	 * are any (a game without them is stored as before) */
	if ((v = bg_fire_rules_encode(g)) != NULL)
		json_object_set_new(o, "fire", v);
	if ((v = bg_smoke_encode(g)) != NULL)
		json_object_set_new(o, "smoke", v);
	if ((v = bg_lanes_encode(g)) != NULL)
		json_object_set_new(o, "lanes", v);
	if ((v = bg_dead_encode(g)) != NULL)
		json_object_set_new(o, "fallen", v);
	if (g->options)		/* bg_options.c; none: not stored */
		json_object_set_new(o, "options", json_integer(g->options));
	if (deck_to_json(&g->deck, &d, &err) != PBEM_OK)
		d = NULL;
	json_object_set_new(o, "decks", json_pack("[o]", d ? d : json_null()));
	json_object_set_new(o, "turn_cards", ints_json(g->turn_cards,
	    g->nturn_cards));
	a = json_array();
	for (i = 0; i < g->nstack && a; i++)
		json_array_append_new(a, json_pack("{s:i,s:o}", "turn",
		    g->stack[i].turn, "cards", ints_json(g->stack[i].cards,
		    g->stack[i].n)));
	json_object_set_new(o, "stack", a);
	a = json_array();
	for (s = 0; s < BG_NSIDES && a; s++) {
		v = json_array();
		for (k = 0; k < g->nlines[s] && v; k++)
			json_array_append_new(v, json_string(g->lines[s][k]));
		json_array_append_new(a, v);
	}
	json_object_set_new(o, "orders", a);
	return o;
}

static void
ints_read(struct state_dec *d, const json_t *a, int *v, int max, int *n,
    int lo, int hi, const char *what)
{
	size_t i;
	json_t *x;

	if (!json_is_array(a) || json_array_size(a) > (size_t)max) {
		state_bad(d, what);
		*n = 0;
		return;
	}
	*n = (int)json_array_size(a);
	json_array_foreach(a, i, x) {
		if (!json_is_integer(x) || json_integer_value(x) < lo ||
		    json_integer_value(x) > hi) {
			state_bad(d, what);
			v[i] = lo;
		} else
			v[i] = (int)json_integer_value(x);
	}
}

static void
dec_terrain(struct state_dec *d, struct bg_game *g, const json_t *a)
{
	const json_t *v, *p;
	const char *s;
	size_t i, k;

	if (!json_is_array(a) || json_array_size(a) > BG_MAX_TERR) {
		state_bad(d, "terrain");
		return;
	}
	json_array_foreach(a, i, v) {
		struct bg_terrain *t = &g->t[i];

		s = state_str(d, v, "id", 0);
		snprintf(t->id, sizeof t->id, "%s", s ? s : "");
		s = state_str(d, v, "kind", 0);
		if (s == NULL || (t->kind = bg_terr_kind(s)) < 0) {
			state_bad(d, "terrain kind");
			t->kind = 0;
		}
		t->line = state_int(d, v, "line", 0, 1);
		t->width = state_int(d, v, "width", 0, 24000);
		t->level = state_int(d, v, "level", 0, 9);
		p = json_object_get(v, "pts");
		if (!json_is_array(p) || json_array_size(p) < 2 ||
		    json_array_size(p) > BG_MAX_VERTS) {
			state_bad(d, "terrain pts");
			return;
		}
		json_array_foreach(p, k, v) {
			json_int_t x = json_integer_value(json_array_get(v, 0));
			json_int_t y = json_integer_value(json_array_get(v, 1));

			if (json_array_size(v) != 2 || x < 0 || y < 0 ||
			    x > g->width || y > g->depth)
				state_bad(d, "terrain point");
			t->p[k].x = x;
			t->p[k].y = y;
		}
		t->n = (int)json_array_size(p);
		if (!t->line && t->n < 3)
			state_bad(d, "terrain pts");
		g->nterr++;
	}
}

static void
dec_units(struct state_dec *d, struct bg_game *g, const json_t *a)
{
	const json_t *v;
	const char *s;
	size_t i, k;
	int n, nb;
	char where[32];

	if (!json_is_array(a) || json_array_size(a) < 1 ||
	    json_array_size(a) > BG_MAX_UNITS) {
		state_bad(d, "units");
		return;
	}
	json_array_foreach(a, i, v) {
		struct bg_unit *u = &g->u[i];

		snprintf(where, sizeof where, "units[%zu]", i);
		state_fields_read(d, v, u, unit_fields,
		    STATE_NFIELDS(unit_fields), bound, g, where);
		s = state_str(d, v, "id", 0);
		if (s == NULL || strlen(s) == 0 || strlen(s) >= BG_ID_LEN)
			state_bad(d, "unit id");
		snprintf(u->id, sizeof u->id, "%s", s ? s : "");
		s = state_str(d, v, "figs", 0);
		if (s == NULL || strlen(s) > BG_MAX_FIGS ||
		    strspn(s, u->veh ? "V" : BG_FIG_LETTERS) != strlen(s))
			state_bad(d, "unit figs");
		else
			snprintf(u->figs, sizeof u->figs, "%s", s);
		ints_read(d, json_object_get(v, "weap"), u->weap, BG_MAX_WEAP,
		    &n, 0, BG_NWEAP - 1, "unit weap");
		ints_read(d, json_object_get(v, "bow"), u->bow, BG_MAX_WEAP,
		    &nb, 0, 1, "unit bow");
		if (n != u->nweap || nb != u->nweap)
			state_bad(d, "unit weapons");
		ints_read(d, json_object_get(v, "seen_turn"), u->seen_turn, 2,
		    &n, 0, g->turns + 1, "seen_turn");
		ints_read(d, json_object_get(v, "seen_x"), u->seen_x, 2, &n,
		    0, g->width, "seen_x");
		ints_read(d, json_object_get(v, "seen_y"), u->seen_y, 2, &n,
		    0, g->depth, "seen_y");
		for (k = 0; k < i; k++)
			if (strcasecmp(g->u[k].id, u->id) == 0)
				state_bad(d, "unit id repeated");
		xfields_read(d, v, u, (int)json_array_size(a));
		if (u->bldg >= 0 && g->t[u->bldg].kind != BG_T_BLDG)
			state_bad(d, "unit bldg");
		if (bg_kit_decode(v, u) != 0)
			state_bad(d, "unit kit");
		if (bg_empl_decode(v, u) != 0)
			state_bad(d, "unit empl");
		g->nunits++;
	}
}

static void
dec_orders(struct state_dec *d, struct bg_game *g, const json_t *a)
{
	const json_t *l, *v;
	struct bg_order o;
	char msg[160];
	size_t i;
	int s;

	if (!json_is_array(a) || json_array_size(a) != BG_NSIDES) {
		state_bad(d, "orders");
		return;
	}
	for (s = 0; s < BG_NSIDES; s++) {
		l = json_array_get(a, s);
		if (!json_is_array(l) || json_array_size(l) > BG_MAX_ORDERS) {
			state_bad(d, "orders");
			return;
		}
		json_array_foreach(l, i, v) {
			const char *t = json_string_value(v);

			if (t == NULL || strlen(t) >= BG_LINE_LEN ||
			    bg_order_parse(g, s, t, &o, msg, sizeof msg) != 0) {
				state_bad(d, "order line");
				return;
			}
			snprintf(g->lines[s][i], BG_LINE_LEN, "%s", t);
		}
		g->nlines[s] = (int)json_array_size(l);
	}
}

int
bg_state_decode(const json_t *o, void *gv, struct pbem_err *err)
{
	struct bg_game *g = gv;
	struct state_dec d;
	const json_t *a;
	const char *s;
	char what[80];
	int i, n;

	memset(&d, 0, sizeof d);
	memset(g, 0, sizeof *g);
	state_fields_read(&d, o, g, game_fields, STATE_NFIELDS(game_fields),
	    NULL, NULL, NULL);
	s = state_str(&d, o, "name", 0);
	snprintf(g->name, sizeof g->name, "%s", s ? s : "");
	s = state_str(&d, o, "result", 0);
	snprintf(g->result, sizeof g->result, "%s", s ? s : "");
	strcpy(g->side[BG_AXIS], "AXIS");
	strcpy(g->side[BG_ALLIES], "ALLIES");
	ints_read(&d, json_object_get(o, "rear"), g->rear, 2, &n, 0, 3,
	    "rear");
	if (bg_rules_read(json_object_get(o, "rules"), &g->r, what,
	    sizeof what) != 0)
		state_bad(&d, what);
	if (bg_urules_read(json_object_get(o, "units_rules"), &g->ur,
	    err) != PBEM_OK)
		state_bad(&d, "units_rules");
	if (!d.bad)
		dec_terrain(&d, g, json_object_get(o, "terrain"));
	if (!d.bad)
		dec_units(&d, g, json_object_get(o, "units"));
	/* VICTORY side ELIMINATE unit; a state from before it has none */
	g->elim_unit[0] = g->elim_unit[1] = -1;
	if (!d.bad && json_object_get(o, "elim_unit") != NULL) {
		ints_read(&d, json_object_get(o, "elim_unit"), g->elim_unit,
		    BG_NSIDES, &n, -1, g->nunits - 1, "elim_unit");
		if (n != BG_NSIDES)
			state_bad(&d, "elim_unit");
	}
	if (!d.bad && json_object_get(o, "destroy_n") != NULL) {
		ints_read(&d, json_object_get(o, "destroy_n"), g->destroy_n,
		    BG_NSIDES, &n, 0, BG_MAX_UNITS, "destroy_n");
		if (n != BG_NSIDES)
			state_bad(&d, "destroy_n");
	}
	if (!d.bad && bg_arty_decode(json_object_get(o, "arty"), g, d.what,
	    sizeof d.what) != 0)
		d.bad = 1;
	if (!d.bad && bg_arty_pool_decode(json_object_get(o, "arty_pool"), g,
	    d.what, sizeof d.what) != 0)
		d.bad = 1;
	if (!d.bad && bg_mine_decode(json_object_get(o, "mines"), g, d.what,
	    sizeof d.what) != 0)
		d.bad = 1;
	if (!d.bad && (bg_fire_rules_decode(json_object_get(o, "fire"), g,
	    d.what, sizeof d.what) != 0 || bg_smoke_decode(json_object_get(o,
	    "smoke"), g, d.what, sizeof d.what) != 0 ||
	    bg_lanes_decode(json_object_get(o, "lanes"), g, d.what,
	    sizeof d.what) != 0 || bg_dead_decode(json_object_get(o,
	    "fallen"), g, d.what, sizeof d.what) != 0))
		d.bad = 1;
	if (g->hold_bldg >= g->nterr)
		state_bad(&d, "hold_bldg");
	if (json_object_get(o, "options") != NULL)
		g->options = (unsigned)state_int(&d, o, "options", 0,
		    (1 << BG_NOPT) - 1);
	a = json_object_get(o, "decks");
	if (!d.bad && (!json_is_array(a) || json_array_size(a) != 1 ||
	    deck_from_json(json_array_get(a, 0), &g->deck, err) != PBEM_OK ||
	    g->deck.ncards != 54))
		state_bad(&d, "decks");
	ints_read(&d, json_object_get(o, "turn_cards"), g->turn_cards, 32,
	    &g->nturn_cards, 0, 53, "turn_cards");
	a = json_object_get(o, "stack");
	if (!json_is_array(a) || json_array_size(a) > BG_MAX_STACK)
		state_bad(&d, "stack");
	for (i = 0; i < (int)json_array_size(a) && !d.bad; i++) {
		g->stack[i].turn = state_int(&d, json_array_get(a, i), "turn",
		    1, 99);
		ints_read(&d, json_object_get(json_array_get(a, i), "cards"),
		    g->stack[i].cards, 16, &g->stack[i].n, 0, 53, "stack");
		g->nstack++;
	}
	if (!d.bad)
		dec_orders(&d, g, json_object_get(o, "orders"));
	if (d.bad)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "bad battleground "
		    "state: %s", d.what);
	return PBEM_OK;
}
