/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_arty.c - off-table artillery and aircraft (digest 2.7, 3.1 item 3,
 * 4.17, 8.1 ART, 8.2 ARTY): the scenario's assets with their turns, the
 * sheet's ranked ART targets, and the strikes of the special actions
 * phase: each blast aimed, drifted |d1 - d2| inches on a random bearing
 * (A13), and every unit with a figure base or its model touching the 4"
 * ring attacked with the strike's dice as grade C (A15), friends
 * included (A14), against its own red dice (walls give nothing overhead).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "state_fields.h"
#include "rules_tables.h"
#include "bg.h"

#define FIG_RADIUS	313	/* a 5/8" base, digest 1: 0.3125" rounded up */

/* ARTY <side> <TYPE> TURNS t1,t2,... (the type names the asset; its
 * numbers come from rules.json's "artillery" table at setup). */
int
bg_arty_kw(struct bg_game *g, char **tok, int n, char *err, size_t en)
{
	struct bg_arty *a;
	char *s, *e;
	long t;
	int side, k;

	if (n != 5) {
		snprintf(err, en, "ARTY <side> <type> TURNS <t>,<t>... (ARTY "
		    "ALLIES MORTAR TURNS 2,4): %s", n < 5 ? "words are missing" :
		    "too many words (the turns are one word, no spaces)");
		return -1;
	}
	if ((side = bg_side_index(g, tok[1])) < 0) {
		snprintf(err, en, "ARTY: unknown side %s (%s or %s)", tok[1],
		    g->side[0], g->side[1]);
		return -1;
	}
	if (strcasecmp(tok[3], "TURNS") != 0) {
		snprintf(err, en, "ARTY %s: TURNS <t>,<t>... after the type, "
		    "not %s", tok[2], tok[3]);
		return -1;
	}
	if (g->narty >= BG_MAX_ARTY || strlen(tok[2]) >= BG_ID_LEN) {
		snprintf(err, en, "too many ARTY lines or too long a type");
		return -1;
	}
	for (k = 0; k < g->narty; k++)
		if (strcasecmp(g->arty[k].id, tok[2]) == 0) {
			snprintf(err, en, "ARTY %s twice", tok[2]);
			return -1;
		}
	a = &g->arty[g->narty];
	memset(a, 0, sizeof *a);
	for (k = 0; tok[2][k]; k++)
		a->id[k] = (char)(tok[2][k] >= 'a' && tok[2][k] <= 'z' ?
		    tok[2][k] - 32 : tok[2][k]);
	a->side = side;
	for (s = tok[4]; *s; s = *e ? e + 1 : e) {
		t = strtol(s, &e, 10);
		if (e == s || (*e != ',' && *e != '\0') || t < 1 ||
		    t > g->turns || a->nturns >= BG_MAX_ARTY_TURNS) {
			snprintf(err, en, "ARTY turns are 1..%d, comma separated",
			    g->turns);
			return -1;
		}
		a->turns[a->nturns++] = (int)t;
	}
	g->narty++;
	return 0;
}

/* The numbers of each asset from rules.json: "artillery": {"ring": in
 * 1/1000, "types": {"MORTAR": [blasts, dice, blue 0/1], ...}}, read
 * through the kit's rules reader (each bound in the table below). */
int
bg_arty_setup(struct bg_game *g, const json_t *rules, char *err, size_t en)
{
	static const int lo[3] = { 1, 1, 0 }, hi[3] = { 6, 12, 1 };
	const json_t *art, *types;
	struct pbem_err e;
	struct rules_rd rd;
	int k, i, v[3] = { 0, 0, 0 };

	rules_rd_init(&rd, &e);
	for (k = 0; k < g->narty && !rd.bad; k++) {
		struct bg_arty *a = &g->arty[k];

		rules_enter(&rd, "artillery");
		art = rules_obj(&rd, rules, "artillery", 0);
		a->ring = rules_int(&rd, art, "ring", 1000, 24000);
		rules_enter(&rd, "types");
		types = rules_obj(&rd, art, "types", 0);
		rules_ints(&rd, types, a->id, v, 0, 3, 0, 12);
		for (i = 0; i < 3 && !rd.bad; i++)
			if (v[i] < lo[i] || v[i] > hi[i])
				rules_bad(&rd, a->id, "out of range");
		rules_leave(&rd, 0);
		a->blasts = v[0];
		a->dice = v[1];
		a->blue = v[2];
	}
	if (rules_rd_end(&rd) != PBEM_OK) {
		snprintf(err, en, "%s", e.msg);
		return -1;
	}
	return 0;
}

#define A(f, lo, hi)	STATE_FIELD_IN(struct bg_arty, f, lo, hi)
static const struct state_field arty_fields[] = {
	A(side, 0, 1), A(blasts, 1, 6), A(dice, 1, 12), A(blue, 0, 1),
	A(ring, 1000, 24000), A(nturns, 0, BG_MAX_ARTY_TURNS),
};
#undef A

json_t *
bg_arty_encode(const struct bg_game *g)
{
	json_t *a = json_array(), *v, *t;
	int k, i;

	for (k = 0; k < g->narty && a; k++) {
		v = state_fields_encode(&g->arty[k], arty_fields,
		    STATE_NFIELDS(arty_fields));
		t = json_array();
		if (v == NULL || t == NULL) {
			json_decref(v);
			json_decref(t);
			json_decref(a);
			return NULL;
		}
		for (i = 0; i < g->arty[k].nturns; i++)
			json_array_append_new(t, json_integer(
			    g->arty[k].turns[i]));
		json_object_set_new(v, "id", json_string(g->arty[k].id));
		json_object_set_new(v, "turns", t);
		json_array_append_new(a, v);
	}
	return a;
}

/* The stored assets, every field range-checked; missing = none. */
int
bg_arty_decode(const json_t *a, struct bg_game *g, char *what, size_t n)
{
	struct state_dec d;
	const json_t *v, *t;
	const char *id;
	size_t k, i;

	memset(&d, 0, sizeof d);
	g->narty = 0;
	if (a == NULL)
		return 0;
	if (!json_is_array(a) || json_array_size(a) > BG_MAX_ARTY) {
		snprintf(what, n, "arty");
		return -1;
	}
	json_array_foreach(a, k, v) {
		struct bg_arty *x = &g->arty[k];

		memset(x, 0, sizeof *x);
		state_fields_read(&d, v, x, arty_fields,
		    STATE_NFIELDS(arty_fields), NULL, NULL, "arty");
		id = json_string_value(json_object_get(v, "id"));
		t = json_object_get(v, "turns");
		if (d.bad || id == NULL || id[0] == '\0' ||
		    strlen(id) >= BG_ID_LEN || !json_is_array(t) ||
		    json_array_size(t) != (size_t)x->nturns) {
			snprintf(what, n, "arty[%zu]", k);
			return -1;
		}
		snprintf(x->id, sizeof x->id, "%s", id);
		for (i = 0; i < json_array_size(t); i++) {
			json_int_t tv = json_integer_value(json_array_get(t,
			    i));

			if (!json_is_integer(json_array_get(t, i)) || tv < 1 ||
			    tv > g->turns) {
				snprintf(what, n, "arty[%zu].turns", k);
				return -1;
			}
			x->turns[i] = (int)tv;
		}
		g->narty = (int)k + 1;
	}
	return 0;
}

int
bg_arty_find(const struct bg_game *g, int side, const char *id)
{
	int k;

	for (k = 0; k < g->narty; k++)
		if (g->arty[k].side == side &&
		    strcasecmp(g->arty[k].id, id) == 0)
			return k;
	return -1;
}
