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
	if ((side = BG_SIDE_INDEX(g, tok[1])) < 0) {
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

/* The drift of a blast or smoke ring in words a player reads (4.17):
 * the two scatter dice, then how far and which way it went from the
 * aim, or that a double fell on it.  Bearings as the map's: degrees
 * clockwise from north, with the nearest of eight compass points. */
void
bg_scatter_words(int d1, int d2, int bearing, char *buf, size_t n)
{
	static const char *const point[8] = {
		"north", "north-east", "east", "south-east", "south",
		"south-west", "west", "north-west"
	};
	int off = abs(d1 - d2);

	if (off == 0)
		snprintf(buf, n, "scatter dice %d and %d, a double: no drift, "
		    "it falls right on the aim", d1, d2);
	else
		snprintf(buf, n, "scatter dice %d and %d: it drifts %d\" "
		    "(the difference) from the aim, towards bearing %d "
		    "(%s)", d1, d2, off, bearing,
		    point[(bearing % 360 + 22) / 45 % 8]);
}
