/*
 * hg_state.c - the game state as JSON and back.  The state keeps the rules
 * data and the scenario text it was created with (game.h rule 2); decoding
 * re-reads the map from that text and then lays the stored units, forts,
 * knowledge, charts and commitments over it.  Integer fields are listed
 * once in tables, so encoding and decoding cannot drift apart.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "hg.h"

struct field {
	const char *name;
	size_t off;
};

#define UF(f)	{ #f, offsetof(struct hg_unit, f) }
static const struct field ufields[] = {
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
static const struct field ufields_opt[] = {
	UF(boat), UF(boat_from),
};
#define GF(f)	{ #f, offsetof(struct hg_game, f) }
static const struct field gfields[] = {
	GF(turn), GF(round), GF(p1), GF(over), GF(seq), GF(army[0]),
	GF(army[1]), GF(broken_run[0]), GF(broken_run[1]), GF(nalias[0]),
	GF(nalias[1]), GF(exited[0]), GF(exited[1]), GF(lost[0]),
	GF(lost[1]),
};
/* Written only when not 0, so states from before they existed keep
 * their hashes (replay compares them). */
static const struct field gfields_opt[] = {
	GF(r2_moves),
};
#define NF(a)	(sizeof (a) / sizeof (a)[0])

struct hg_game *
hg_game_new(void)
{
	return calloc(1, sizeof(struct hg_game));
}

void
hg_game_free(struct hg_game *g)
{
	if (g == NULL)
		return;
	json_decref(g->charts);
	json_decref(g->commits);
	json_decref(g->pending);
	free(g);
}

int
hg_side_index(const struct hg_game *g, const char *name)
{
	int s;

	for (s = 0; name != NULL && s < HG_NSIDES; s++)
		if (strcmp(g->side[s], name) == 0)
			return s;
	return -1;
}

static json_t *
ints(const void *base, const struct field *f, size_t n)
{
	json_t *o = json_object();
	size_t i;

	for (i = 0; o != NULL && i < n; i++)
		json_object_set_new(o, f[i].name, json_integer(
		    *(const int *)((const char *)base + f[i].off)));
	return o;
}

static int
get_ints(const json_t *o, void *base, const struct field *f, size_t n)
{
	size_t i;
	json_t *v;

	for (i = 0; i < n; i++) {
		v = json_object_get(o, f[i].name);
		if (!json_is_integer(v) || json_integer_value(v) < -100000 ||
		    json_integer_value(v) > 100000)
			return -1;
		*(int *)((char *)base + f[i].off) = (int)json_integer_value(v);
	}
	return 0;
}

static int
get_opt_ints(const json_t *o, void *base, const struct field *f, size_t n)
{
	size_t i;
	json_t *v;

	for (i = 0; i < n; i++) {
		v = json_object_get(o, f[i].name);
		if (v != NULL && (!json_is_integer(v) ||
		    json_integer_value(v) < 0 || json_integer_value(v) > 1000))
			return -1;
		*(int *)((char *)base + f[i].off) = v ? (int)
		    json_integer_value(v) : 0;
	}
	return 0;
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

json_t *
hg_state_encode(const struct hg_game *g)
{
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
	json_object_set_new(st, "game", ints(g, gfields, NF(gfields)));
	for (k = 0; k < NF(gfields_opt); k++)
		if (*(const int *)((const char *)g + gfields_opt[k].off))
			json_object_set_new(json_object_get(st, "game"),
			    gfields_opt[k].name, json_integer(*(const int *)(
			    (const char *)g + gfields_opt[k].off)));
	json_object_set_new(st, "result", json_string(g->result));
	for (i = 0; i < g->nunits; i++) {
		u = ints(&g->u[i], ufields, NF(ufields));
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
hg_state_decode(const json_t *state, struct hg_game *g, struct pbem_err *err)
{
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
	nunits = g->nunits;
	if (get_ints(json_object_get(state, "game"), g, gfields,
	    NF(gfields)) != 0 || get_opt_ints(json_object_get(state, "game"),
	    g, gfields_opt, NF(gfields_opt)) != 0)
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
		    get_ints(v, &g->u[i], ufields, NF(ufields)) != 0 ||
		    get_opt_ints(v, &g->u[i], ufields_opt, NF(ufields_opt)) ||
		    g->u[i].type < 0 || g->u[i].type >= g->r.ntypes ||
		    g->u[i].side < 0 || g->u[i].side > 1 ||
		    g->u[i].hex < -1 || g->u[i].hex >= HG_MAX_HEX ||
		    g->u[i].tail < -1 || g->u[i].tail >= HG_MAX_HEX)
			goto bad;
	}
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
		g->obj[i].holder = (int)json_integer_value(json_object_get(v,
		    "holder")) & 1;
		g->obj[i].known[0] = (int)json_integer_value(json_object_get(v,
		    "known0")) & 1;
		g->obj[i].known[1] = (int)json_integer_value(json_object_get(v,
		    "known1")) & 1;
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
	if (!json_is_object(json_object_get(state, "charts")) ||
	    !json_is_array(json_object_get(state, "commits")))
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
