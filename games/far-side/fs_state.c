/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_state.c - the game state as JSON <-> struct fs_game.  The JSON keeps
 * the rules tables and the scenario inside it (game.h rule 2), names
 * everything by id, never by array position of a table, and is emitted in
 * one fixed shape so equal games dump to equal bytes.  A stored state is
 * treated as hostile too: every field is range-checked on decode.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "state_fields.h"
#include "fs.h"

/* A decode: the shared checks (state_fields.h) and the game; sd: the
 * side whose sight of a unit is read. */
struct dec {
	struct state_dec s;
	const struct fs_game *g;
	int sd;
};

/* Bounds that depend on the game (state_fields.h symbolic bounds). */
enum { B_TURNS, B_NALIAS };

static int
bound(const void *ctx, int k)
{
	const struct dec *d = ctx;

	return k == B_TURNS ? d->g->turns : d->g->nalias[d->sd];
}

/* The integer fields, each with its domain: one table encodes and
 * decodes them. */
#define MAP(f, k, lo, hi)	STATE_FIELD_KEY(struct fs_game, f, k, lo, hi)
static const struct state_field map_fields[] = {
	MAP(cols, "cols", 8, FS_MAX_COLS), MAP(rows, "rows", 8, FS_MAX_ROWS),
	MAP(turns, "turns", 1, 99), MAP(obj_vp, "objective_vp", 0, 99),
};
static const struct state_field game_fields[] = {
	MAP(turn, "turn", 0, STATE_SYM(B_TURNS)), MAP(half, "half", 0, 1),
	MAP(first, "first", 0, 1),
	STATE_FLAG_KEY(struct fs_game, over, "over"),
	MAP(winner, "winner", -1, 1),
};
#undef MAP
#define UF(f, k)	STATE_FLAG_KEY(struct fs_unit, f, k)
static const struct state_field unit_fields[] = {
	UF(alive, "alive"), UF(placed, "placed"), UF(mounted, "mounted"),
	UF(dis, "disordered"), UF(blo, "bloodied"), UF(jam, "jammed"),
	UF(activated, "activated"), UF(charged, "charged"),
	UF(fought, "fought"), UF(fired, "fired"),
	STATE_FIELD_KEY(struct fs_unit, elim_turn, "elim_turn", 0,
	    STATE_SYM(B_TURNS)),
};
#undef UF
/* What side sd knows of a unit: fields of struct fs_unit's [sd]
 * columns, read with base shifted by sd ints. */
static const struct state_field seen_fields[] = {
	STATE_FIELD_KEY(struct fs_unit, alias[0], "alias", 0,
	    STATE_SYM(B_NALIAS)),
	STATE_FLAG_KEY(struct fs_unit, qual_known[0], "quality"),
	STATE_FLAG_KEY(struct fs_unit, gone_seen[0], "gone"),
};
static const struct state_field leader_fields[] = {
	STATE_FLAG_KEY(struct fs_leader, alive, "alive"),
	STATE_FLAG_KEY(struct fs_leader, fixed, "fixed"),
	STATE_FIELD_KEY(struct fs_leader, rallied, "rallied", 0, 1),
	STATE_FIELD_KEY(struct fs_leader, killed_turn, "killed_turn", 0,
	    STATE_SYM(B_TURNS)),
};
#define NF(a)	STATE_NFIELDS(a)

int
fs_side_index(const void *gv, const char *name)
{
	const struct fs_game *g = gv;
	int i;

	if (name == NULL)
		return -1;
	for (i = 0; i < FS_NSIDES; i++)
		if (strcasecmp(g->side[i], name) == 0)
			return i;
	return -1;
}

static int
jside(struct dec *d, json_t *o, const char *k)
{
	int s = fs_side_index(d->g, state_str(&d->s, o, k, 0));

	if (s < 0) {
		state_bad(&d->s, k);
		return 0;
	}
	return s;
}

static int
jcell(struct dec *d, json_t *j, int *x, int *y)
{
	const char *s = json_string_value(j);

	if (s == NULL || grid_parse(s, d->g->cols, d->g->rows, x, y) != 0) {
		state_bad(&d->s, "cell");
		*x = *y = 0;
		return -1;
	}
	return 0;
}

static int
jface(struct dec *d, json_t *o, const char *k)
{
	const char *s = state_str(&d->s, o, k, 0);
	int f = s != NULL ? grid_facing_parse(s) : -1;

	if (f < 0) {
		state_bad(&d->s, k);
		return 0;
	}
	return f;
}

static void
dec_map(struct dec *d, struct fs_game *g, json_t *m)
{
	json_t *a, *v, *z;
	json_int_t lo, hi;
	size_t i;
	int x, y;
	const char *s;

	snprintf(g->name, sizeof g->name, "%s",
	    json_string_value(json_object_get(m, "name")) ?
	    json_string_value(json_object_get(m, "name")) : "");
	state_fields_read(&d->s, m, g, map_fields, NF(map_fields), NULL, NULL,
	    "map");
	a = json_object_get(m, "terrain");
	if (d->s.bad || !json_is_array(a) || json_array_size(a) != (size_t)g->rows) {
		state_bad(&d->s, "terrain");
		return;
	}
	json_array_foreach(a, i, v) {
		s = json_string_value(v);
		if (s == NULL || strlen(s) != (size_t)g->cols) {
			state_bad(&d->s, "terrain row");
			return;
		}
		for (x = 0; x < g->cols; x++) {
			if (fs_tables_terrain(&g->r, s[x]) == NULL)
				state_bad(&d->s, "terrain code");
			g->terr[i * g->cols + x] = s[x];
		}
	}
	a = json_object_get(m, "fort");
	json_array_foreach(a, i, v)
		if (jcell(d, v, &x, &y) == 0)
			g->fort[y * g->cols + x] = 1;
	a = json_object_get(m, "zones");
	if (!json_is_array(a) || json_array_size(a) != FS_NSIDES) {
		state_bad(&d->s, "zones");
		return;
	}
	for (i = 0; i < FS_NSIDES; i++) {
		z = json_array_get(a, i);
		if (!json_is_array(z) || json_array_size(z) != 2 ||
		    !json_is_integer(json_array_get(z, 0)) ||
		    !json_is_integer(json_array_get(z, 1))) {
			state_bad(&d->s, "zone");
			return;
		}
		/* rows 1..rows, stored 1-based */
		lo = json_integer_value(json_array_get(z, 0));
		hi = json_integer_value(json_array_get(z, 1));
		if (lo < 1 || hi < lo || hi > g->rows) {
			state_bad(&d->s, "zone rows");
			return;
		}
		g->zone_lo[i] = (int)lo - 1;
		g->zone_hi[i] = (int)hi - 1;
	}
	/* the two deployment zones do not meet (fs_scenario.c) */
	if (g->zone_hi[0] >= g->zone_lo[1] && g->zone_hi[1] >= g->zone_lo[0])
		state_bad(&d->s, "zones");
	a = json_object_get(m, "objectives");
	if (json_array_size(a) > FS_MAX_OBJ)
		state_bad(&d->s, "objectives");
	json_array_foreach(a, i, v) {
		if (i >= FS_MAX_OBJ || jcell(d, json_object_get(v, "cell"), &x,
		    &y) != 0)
			break;
		g->obj[g->nobj] = y * g->cols + x;
		s = json_string_value(json_object_get(v, "holder"));
		g->obj_holder[g->nobj] = s != NULL ? fs_side_index(g, s) : -1;
		g->nobj++;
	}
}

static void
dec_unit(struct dec *d, struct fs_game *g, struct fs_unit *u, json_t *o,
    const char *where)
{
	const char *s;
	json_t *a, *v, *seen;
	size_t i;
	int sd, x, y;

	memset(u, 0, sizeof *u);
	s = state_str(&d->s, o, "id", 0);
	if (s == NULL || !fs_valid_id(s)) {
		state_bad(&d->s, "unit id");
		return;
	}
	snprintf(u->id, sizeof u->id, "%s", s);
	u->side = jside(d, o, "side");
	s = state_str(&d->s, o, "type", 0);
	if (s == NULL || (u->type = fs_tables_type(&g->r, s)) < 0) {
		state_bad(&d->s, "unit type");
		u->type = 0;
	}
	s = state_str(&d->s, o, "quality", 0);
	if (s == NULL || (u->qual = fs_tables_qual(&g->r, s)) < 0) {
		state_bad(&d->s, "unit quality");
		u->qual = 0;
	}
	state_fields_read(&d->s, o, u, unit_fields, NF(unit_fields), bound, d,
	    where);
	if (u->placed)
		jcell(d, json_object_get(o, "cell"), &u->x, &u->y);
	u->face = jface(d, o, "face");
	u->st_melee = -1;
	u->st_face = -1;
	a = json_object_get(o, "default");
	if (json_is_object(a)) {
		u->has_def = 1;
		jcell(d, json_object_get(a, "cell"), &u->def_x, &u->def_y);
		u->def_face = jface(d, a, "face");
		u->def_mounted = state_int(&d->s, a, "mounted", 0, 1);
	}
	a = json_object_get(o, "retreat");
	json_array_foreach(a, i, v) {
		s = json_string_value(v);
		if (s == NULL || u->nret >= FS_MAX_RETREAT) {
			state_bad(&d->s, "retreat");
			break;
		}
		if ((sd = grid_dir8_parse(s)) >= 0)
			u->ret[u->nret++] = -1 - sd;
		else if (grid_parse(s, g->cols, g->rows, &x, &y) == 0)
			u->ret[u->nret++] = y * g->cols + x;
		else
			state_bad(&d->s, "retreat");
	}
	s = json_string_value(json_object_get(o, "face_after"));
	if (s != NULL)
		u->st_face = strcmp(s, "ATTACKER") == 0 ? 4 :
		    grid_facing_parse(s);
	seen = json_object_get(o, "seen");
	for (sd = 0; sd < FS_NSIDES; sd++) {
		v = json_object_get(seen, g->side[sd]);
		if (!json_is_object(v))
			continue;
		d->sd = sd;
		state_fields_read(&d->s, v, (int *)(void *)u + sd, seen_fields,
		    NF(seen_fields), bound, d, "seen");
		if (json_object_get(v, "cell") != NULL) {
			u->lk_valid[sd] = 1;
			jcell(d, json_object_get(v, "cell"), &u->lk_x[sd],
			    &u->lk_y[sd]);
			u->lk_turn[sd] = state_int(&d->s, v, "turn", 0, g->turns);
		}
	}
}

/*
 * Counters that play moves in step with the units: a side names an enemy
 * unit once (nalias: the enemy units named, so the next name is new);
 * loses a unit once (at most one per unit of the side beyond those the
 * board shows dead, so a referee may record more); starts with the units
 * deployed (never fewer than are alive, never more than it has).  Play
 * never widens the gaps, so what a resolution makes of an accepted state
 * is accepted too.
 */
static int
counts_ok(const struct fs_game *g)
{
	int named[FS_NSIDES] = { 0, 0 }, dead[FS_NSIDES] = { 0, 0 };
	int alive[FS_NSIDES] = { 0, 0 }, units[FS_NSIDES] = { 0, 0 }, i, s;

	for (i = 0; i < g->nunits; i++) {
		s = g->u[i].side;
		named[1 - s] += g->u[i].alias[1 - s] != 0;
		dead[s] += !g->u[i].alive;
		alive[s] += g->u[i].alive;
		units[s]++;
	}
	for (s = 0; s < FS_NSIDES; s++)
		if (g->nalias[s] > named[s] ||
		    g->lost[s] > dead[s] + units[s] ||
		    g->start_units[s] < alive[s] ||
		    g->start_units[s] > units[s])
			return 0;
	return 1;
}

/* Second pass: references between units (links, standing MELEE). */
static void
dec_refs(struct dec *d, struct fs_game *g, json_t *units)
{
	json_t *o, *a, *v;
	size_t i, j;
	int t;
	const char *s;

	json_array_foreach(units, i, o) {
		a = json_object_get(o, "links");
		json_array_foreach(a, j, v) {
			t = json_is_string(v) ?
			    fs_find_unit(g, json_string_value(v)) : -1;
			/* a melee link joins enemies (fs_melee) */
			if (t < 0 || g->u[i].nlinks >= FS_MAX_LINKS ||
			    g->u[t].side == g->u[i].side) {
				state_bad(&d->s, "links");
				break;
			}
			g->u[i].links[g->u[i].nlinks++] = t;
		}
		s = json_string_value(json_object_get(o, "stand_melee"));
		if (s != NULL && (g->u[i].st_melee = fs_find_unit(g, s)) < 0)
			state_bad(&d->s, "stand_melee");
	}
}

static void
dec_leader(struct dec *d, struct fs_game *g, struct fs_leader *l, json_t *o)
{
	const char *s;
	json_t *a, *v;
	size_t i;
	int t;

	memset(l, 0, sizeof *l);
	s = state_str(&d->s, o, "name", 0);
	if (s == NULL || !fs_valid_id(s)) {
		state_bad(&d->s, "leader name");
		return;
	}
	snprintf(l->name, sizeof l->name, "%s", s);
	l->side = jside(d, o, "side");
	s = state_str(&d->s, o, "unit", 0);
	if (s == NULL || (l->unit = fs_find_unit(g, s)) < 0 ||
	    g->u[l->unit].side != l->side) {
		state_bad(&d->s, "leader unit");
		l->unit = 0;
	}
	state_fields_read(&d->s, o, l, leader_fields, NF(leader_fields), bound,
	    d, "leader");
	a = json_object_get(o, "traits");
	json_array_foreach(a, i, v) {
		s = json_string_value(v);
		if (s == NULL || (t = fs_tables_trait(&g->r, s)) < 0)
			state_bad(&d->s, "trait");
		else
			l->traits |= 1u << t;
	}
	s = json_string_value(json_object_get(o, "pick"));
	l->pick = s != NULL ? fs_tables_trait(&g->r, s) : -1;
	a = json_object_get(o, "known");
	json_array_foreach(a, i, v)
		if ((t = fs_side_index(g, json_string_value(v))) >= 0)
			l->known[t] = 1;
}

int
fs_state_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct fs_game *g = gv;
	struct dec d;
	json_t *a, *v;
	const char *c;
	char where[24];
	size_t i;
	int rc, s;

	memset(g, 0, sizeof *g);
	memset(&d, 0, sizeof d);
	d.g = g;
	if (!json_is_object(state))
		return pbem_fail(err, PBEM_ERR_STATE, 0, "state is not an object");
	g->rules_json = json_object_get(state, "rules");
	if ((rc = fs_tables_load(g->rules_json, &g->r, err)))
		return rc;
	a = json_object_get(state, "sides");
	if (json_array_size(a) != FS_NSIDES)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "state: sides");
	for (s = 0; s < FS_NSIDES; s++) {
		const char *n = json_string_value(json_array_get(a, s));

		if (n == NULL || n[0] == '\0' || strlen(n) >= GAME_NAME_LEN)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "state: side");
		snprintf(g->side[s], sizeof g->side[s], "%s", n);
	}
	dec_map(&d, g, json_object_get(state, "map"));
	if (d.s.bad)
		goto fail;
	state_fields_read(&d.s, state, g, game_fields, NF(game_fields), bound,
	    &d, NULL);
	/* one per phase resolved, the deployment's too: 2 * turn + half - 1
	 * in play, and one more once over (the last phase's turn stays) */
	g->serial = state_int(&d.s, (json_t *)state, "serial", 0,
	    2 * g->turn + g->half + g->over + 1);
	snprintf(g->result, sizeof g->result, "%s",
	    json_string_value(json_object_get(state, "result")) ?
	    json_string_value(json_object_get(state, "result")) : "");
	/* counts of units (counts_ok() ties them to the units below);
	 * init_roll: the 1D6 of §6.7, 0 before deployment */
	state_ints(&d.s, state, "start_units", g->start_units, FS_NSIDES, 0, FS_MAX_UNITS);
	state_ints(&d.s, state, "lost", g->lost, FS_NSIDES, 0, FS_MAX_UNITS);
	state_ints(&d.s, state, "army_checked", g->army_checked, FS_NSIDES, 0, 1);
	state_ints(&d.s, state, "nalias", g->nalias, FS_NSIDES, 0, FS_MAX_UNITS);
	state_ints(&d.s, state, "init_roll", g->init_roll, FS_NSIDES, 0, 6);
	a = json_object_get(state, "units");
	if (!json_is_array(a) || json_array_size(a) == 0 ||
	    json_array_size(a) > FS_MAX_UNITS)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "state: units");
	json_array_foreach(a, i, v) {
		snprintf(where, sizeof where, "units[%zu]", i);
		dec_unit(&d, g, &g->u[i], v, where);
		if (!d.s.bad && fs_find_unit(g, g->u[i].id) >= 0)
			state_bad(&d.s, "duplicate unit");
		g->nunits = (int)i + 1;
	}
	if (!counts_ok(g))
		state_bad(&d.s, "counters");
	if (d.s.bad)
		goto fail;
	dec_refs(&d, g, a);
	a = json_object_get(state, "leaders");
	if (!json_is_array(a) || json_array_size(a) > FS_MAX_LEADERS)
		state_bad(&d.s, "leaders");
	if (!json_is_array(json_object_get(state, "revealed")))
		state_bad(&d.s, "revealed");
	json_array_foreach(a, i, v) {
		if (i >= FS_MAX_LEADERS)
			break;
		dec_leader(&d, g, &g->l[i], v);
		g->nleaders = (int)i + 1;
	}
	a = json_object_get(state, "revealed");
	json_array_foreach(a, i, v) {
		if (g->nrev >= FS_MAX_REVEAL)
			break;
		g->rev[g->nrev].unit = fs_find_unit(g,
		    json_string_value(json_object_get(v, "unit")) ?
		    json_string_value(json_object_get(v, "unit")) : "");
		g->rev[g->nrev].viewer = fs_side_index(g,
		    json_string_value(json_object_get(v, "viewer")));
		g->rev[g->nrev].serial = state_int(&d.s, v, "serial", 0, g->serial);
		if (g->rev[g->nrev].unit < 0 || g->rev[g->nrev].viewer < 0) {
			state_bad(&d.s, "revealed");
			break;
		}
		/* where it was revealed; older states: where it stands */
		c = json_string_value(json_object_get(v, "cell"));
		if (c == NULL) {
			g->rev[g->nrev].x = g->u[g->rev[g->nrev].unit].x;
			g->rev[g->nrev].y = g->u[g->rev[g->nrev].unit].y;
		} else if (grid_parse(c, g->cols, g->rows, &g->rev[g->nrev].x,
		    &g->rev[g->nrev].y) != 0)
			state_bad(&d.s, "revealed");
		g->nrev++;
	}
	for (i = 0; i < (size_t)g->nunits; i++)
		if (g->u[i].placed && g->u[i].alive &&
		    fs_unit_at(g, g->u[i].x, g->u[i].y) != (int)i)
			state_bad(&d.s, "two units in one cell");
	if (d.s.bad)
		goto fail;
	return PBEM_OK;
fail:
	return pbem_fail(err, PBEM_ERR_STATE, 0, "state: bad field \"%s\"",
	    d.s.what);
}

/* ---- encoding ---- */

static json_t *
cellj(const struct fs_game *g, int x, int y)
{
	char b[GRID_LABEL_LEN];

	(void)g;
	grid_label(x, y, b);
	return json_string(b);
}

static json_t *
enc_map(const struct fs_game *g)
{
	json_t *m = json_object(), *t = json_array(), *f = json_array();
	json_t *z = json_array(), *o = json_array(), *e;
	char row[FS_MAX_COLS + 1];
	int x, y, i;

	for (y = 0; y < g->rows; y++) {
		memcpy(row, g->terr + y * g->cols, (size_t)g->cols);
		row[g->cols] = '\0';
		json_array_append_new(t, json_string(row));
		for (x = 0; x < g->cols; x++)
			if (g->fort[y * g->cols + x])
				json_array_append_new(f, cellj(g, x, y));
	}
	for (i = 0; i < FS_NSIDES; i++)
		json_array_append_new(z, json_pack("[ii]", g->zone_lo[i] + 1,
		    g->zone_hi[i] + 1));
	for (i = 0; i < g->nobj; i++) {
		e = json_object();
		json_object_set_new(e, "cell", cellj(g, g->obj[i] % g->cols,
		    g->obj[i] / g->cols));
		json_object_set_new(e, "holder", g->obj_holder[i] >= 0 ?
		    json_string(g->side[g->obj_holder[i]]) : json_null());
		json_array_append_new(o, e);
	}
	json_object_set_new(m, "name", json_string(g->name));
	state_fields_put(m, g, map_fields, NF(map_fields));
	json_object_set_new(m, "terrain", t);
	json_object_set_new(m, "fort", f);
	json_object_set_new(m, "zones", z);
	json_object_set_new(m, "objectives", o);
	return m;
}

static json_t *
enc_unit(const struct fs_game *g, const struct fs_unit *u)
{
	json_t *o = json_object(), *a, *seen, *s;
	char b[GRID_LABEL_LEN];
	int i;

	json_object_set_new(o, "id", json_string(u->id));
	json_object_set_new(o, "side", json_string(g->side[u->side]));
	json_object_set_new(o, "type", json_string(g->r.type[u->type].key));
	json_object_set_new(o, "quality", json_string(g->r.qual[u->qual].key));
	state_fields_put(o, u, unit_fields, NF(unit_fields));
	json_object_set_new(o, "cell", u->placed ? cellj(g, u->x, u->y) :
	    json_null());
	json_object_set_new(o, "face", json_string(grid_facing_name(u->face)));
	a = json_array();
	for (i = 0; i < u->nlinks; i++)
		json_array_append_new(a, json_string(g->u[u->links[i]].id));
	json_object_set_new(o, "links", a);
	if (u->has_def)
		json_object_set_new(o, "default", json_pack("{s:o,s:s,s:b}",
		    "cell", cellj(g, u->def_x, u->def_y),
		    "face", grid_facing_name(u->def_face),
		    "mounted", u->def_mounted));
	a = json_array();
	for (i = 0; i < u->nret; i++) {
		if (u->ret[i] < 0)
			json_array_append_new(a,
			    json_string(grid_dir8_name(-1 - u->ret[i])));
		else {
			grid_label(u->ret[i] % g->cols, u->ret[i] / g->cols, b);
			json_array_append_new(a, json_string(b));
		}
	}
	json_object_set_new(o, "retreat", a);
	json_object_set_new(o, "stand_melee", u->st_melee >= 0 ?
	    json_string(g->u[u->st_melee].id) : json_null());
	json_object_set_new(o, "face_after", u->st_face == 4 ?
	    json_string("ATTACKER") : u->st_face >= 0 ?
	    json_string(grid_facing_name(u->st_face)) : json_null());
	seen = json_object();
	for (i = 0; i < FS_NSIDES; i++) {
		if (i == u->side || (u->alias[i] == 0 && !u->lk_valid[i]))
			continue;
		s = json_object();
		state_fields_put(s, (const int *)(const void *)u + i,
		    seen_fields, NF(seen_fields));
		if (u->lk_valid[i]) {
			json_object_set_new(s, "cell",
			    cellj(g, u->lk_x[i], u->lk_y[i]));
			json_object_set_new(s, "turn", json_integer(u->lk_turn[i]));
		}
		json_object_set_new(seen, g->side[i], s);
	}
	json_object_set_new(o, "seen", seen);
	return o;
}

static json_t *
enc_leader(const struct fs_game *g, const struct fs_leader *l)
{
	json_t *o = json_object(), *t = json_array(), *k = json_array();
	int i;

	json_object_set_new(o, "name", json_string(l->name));
	json_object_set_new(o, "side", json_string(g->side[l->side]));
	json_object_set_new(o, "unit", json_string(g->u[l->unit].id));
	for (i = 0; i < g->r.ntraits; i++)
		if (l->traits & (1u << i))
			json_array_append_new(t, json_string(g->r.trait[i].key));
	for (i = 0; i < FS_NSIDES; i++)
		if (l->known[i])
			json_array_append_new(k, json_string(g->side[i]));
	json_object_set_new(o, "traits", t);
	json_object_set_new(o, "known", k);
	state_fields_put(o, l, leader_fields, NF(leader_fields));
	json_object_set_new(o, "pick", l->pick >= 0 ?
	    json_string(g->r.trait[l->pick].key) : json_null());
	return o;
}

static json_t *
pair(int a, int b)
{
	return json_pack("[ii]", a, b);
}

/* A new state object (NULL only if out of memory). */
json_t *
fs_state_encode(const void *gv)
{
	const struct fs_game *g = gv;
	json_t *st = json_object(), *a, *r;
	char lab[GRID_LABEL_LEN];
	int i;

	if (st == NULL)
		return NULL;
	json_object_set_new(st, "format", json_string("far-side-state 1"));
	json_object_set_new(st, "rules", json_deep_copy(g->rules_json));
	json_object_set_new(st, "map", enc_map(g));
	json_object_set_new(st, "sides", json_pack("[ss]", g->side[0],
	    g->side[1]));
	state_fields_put(st, g, game_fields, NF(game_fields));
	json_object_set_new(st, "serial", json_integer(g->serial));
	json_object_set_new(st, "result", json_string(g->result));
	json_object_set_new(st, "start_units", pair(g->start_units[0],
	    g->start_units[1]));
	json_object_set_new(st, "lost", pair(g->lost[0], g->lost[1]));
	json_object_set_new(st, "army_checked", pair(g->army_checked[0],
	    g->army_checked[1]));
	json_object_set_new(st, "nalias", pair(g->nalias[0], g->nalias[1]));
	json_object_set_new(st, "init_roll", pair(g->init_roll[0],
	    g->init_roll[1]));
	a = json_array();
	for (i = 0; i < g->nunits; i++)
		json_array_append_new(a, enc_unit(g, &g->u[i]));
	json_object_set_new(st, "units", a);
	a = json_array();
	for (i = 0; i < g->nleaders; i++)
		json_array_append_new(a, enc_leader(g, &g->l[i]));
	json_object_set_new(st, "leaders", a);
	a = json_array();
	for (i = 0; i < g->nrev; i++) {
		grid_label(g->rev[i].x, g->rev[i].y, lab);
		r = json_pack("{s:s,s:s,s:i,s:s}", "unit",
		    g->u[g->rev[i].unit].id, "viewer",
		    g->side[g->rev[i].viewer], "serial", g->rev[i].serial,
		    "cell", lab);
		json_array_append_new(a, r);
	}
	json_object_set_new(st, "revealed", a);
	/* any failed allocation above left a NULL member out: refuse it */
	if (json_object_size(st) != 19 || json_object_get(st, "rules") == NULL) {
		json_decref(st);
		return NULL;
	}
	return st;
}
