/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_random.c - random objectives and entry sides (§15.1: 14.3, 14.4),
 * for a scenario that asks for them with "OBJ RANDOM" or "ENTRY <side>
 * RANDOM".  The seam hands a module no dice when a scenario is loaded, so
 * they are rolled at the first resolution (setup), from the dice passed
 * in, and the log says so; the results go into the state, so a stored
 * game replays them.  A side whose entry side is rolled starts off the
 * map, due on turn 1 (14.5: without a referee, units enter from the map
 * sides).  The dice sizes come from the rules data.
 */
#include <stdio.h>
#include <string.h>

#include "hg.h"

/* N, E, S, W: the slot next door, and the facing that points inward. */
static const struct {
	int dx, dy, into;
	const char *name;
} sides[4] = {
	{ 0, -1, HEX_S, "north" },
	{ 1, 0, HEX_SW, "east" },
	{ 0, 1, HEX_N, "south" },
	{ -1, 0, HEX_SE, "west" },
};

static int
slot_taken(const struct hg_game *g, int mx, int my)
{
	int m;

	for (m = 0; m < g->lay.nmaps; m++)
		if (g->lay.mx[m] == mx && g->lay.my[m] == my)
			return 1;
	return 0;
}

/* 14.4: "each map side counts as one potential entry location": the
 * sheets' sides on the board's outer edge, in layout order, N E S W. */
int
hg_map_sides(const struct hg_game *g)
{
	int m, k, n = 0;

	for (m = 0; m < g->lay.nmaps; m++)
		for (k = 0; k < 4; k++)
			n += !slot_taken(g, g->lay.mx[m] + sides[k].dx,
			    g->lay.my[m] + sides[k].dy);
	return n;
}

/* The hexes of map side `loc` (0-based), the facing into the map and its
 * name; returns the number of hexes, 0 if there is no such side. */
int
hg_map_side_hexes(const struct hg_game *g, int loc, int *hexes, int *into,
    char *name, size_t n)
{
	int m, k, i, c0, r0, cnt;

	for (m = 0; m < g->lay.nmaps; m++)
		for (k = 0; k < 4; k++) {
			if (slot_taken(g, g->lay.mx[m] + sides[k].dx,
			    g->lay.my[m] + sides[k].dy) || loc-- != 0)
				continue;
			c0 = g->lay.mx[m] * g->lay.cols;
			r0 = g->lay.my[m] * g->lay.rows;
			cnt = k % 2 ? g->lay.rows : g->lay.cols;
			for (i = 0; i < cnt; i++)
				hexes[i] = hex_index(&g->lay,
				    k == 1 ? c0 + g->lay.cols - 1 : k == 3 ?
				    c0 : c0 + i, k == 0 ? r0 : k == 2 ? r0 +
				    g->lay.rows - 1 : r0 + i);
			*into = sides[k].into;
			snprintf(name, n, "map %s %s side",
			    hex_numeral(g->lay.numeral[m]), sides[k].name);
			return cnt;
		}
	return 0;
}

/* Mark what was rolled (after a state is decoded, too): the entry
 * edges, and which objectives rolled are villages. */
void
hg_random_mark(struct hg_game *g)
{
	int s, i, n, into, hexes[HEX_MAX_COLS + HEX_MAX_ROWS];
	char name[48];

	for (i = 0; i < g->nobj; i++)
		if (g->obj[i].random && g->obj[i].hex >= 0)
			g->obj[i].village = hg_terr(g, g->obj[i].hex)->village;

	for (s = 0; s < HG_NSIDES; s++) {
		if (!g->entry_random[s] || g->entry_loc[s] < 0)
			continue;
		n = hg_map_side_hexes(g, g->entry_loc[s], hexes, &into, name,
		    sizeof name);
		for (i = 0; i < n; i++)
			if (hexes[i] >= 0)
				g->edge[hexes[i]] |= (unsigned char)(1 << s);
	}
}

/* One die, rerolled while above `max` (a 1d4 for two sheets, a D20 for
 * 14 rows); no roll when there is one choice. */
static int
roll_upto(struct dice *d, int die, int max, int *tries)
{
	int v;

	if (max <= 1)
		return 1;
	if (die < max)
		die = max;
	do
		v = dice_roll(d, die);
	while (v > max && ++*tries < 100);
	return v > max ? max : v;
}

/* 14.3: each random objective: a sheet (1d4), a column and a row (2D20);
 * a hex that is already an objective is rolled again. */
static void
roll_objectives(struct hg_game *g, struct dice *d, struct event_log *log)
{
	int i, k, m, c, r, h, tries, again;

	for (i = 0; i < g->nobj; i++) {
		if (!g->obj[i].random || g->obj[i].hex >= 0)
			continue;
		tries = 0;
		do {
			m = roll_upto(d, g->r.map_die, g->lay.nmaps, &tries);
			c = roll_upto(d, g->r.hex_die, g->lay.cols, &tries);
			r = roll_upto(d, g->r.hex_die, g->lay.rows, &tries);
			h = hex_index(&g->lay, g->lay.mx[m - 1] * g->lay.cols +
			    c - 1, g->lay.my[m - 1] * g->lay.rows + r - 1);
			for (again = 0, k = 0; k < g->nobj; k++)
				again |= k != i && g->obj[k].hex == h;
		} while (again && ++tries < 100);
		g->obj[i].hex = h;
		g->obj[i].village = hg_terr(g, h)->village;
		event_say(log, EVENT_V_ALL, "Random objective (14.3): sheet %d "
		    "(map %s), column %d (%s), row %d: %H, worth %d VP", m,
		    hex_numeral(g->lay.numeral[m - 1]), c, (char[2]){
		    (char)('A' + c - 1), '\0' }, r, h, g->obj[i].vp);
	}
}

/* 14.4: a map side for each side that rolls its entry; not one already
 * the other side's entry.  A corner hex is on two map sides: the side
 * next to the other's (II north beside II east) shares it and is still
 * another entry location, so only the hexes between the corners count.
 * Its units wait off the map, due on turn 1, at the side's hexes in turn
 * (ENTER brings them on anywhere along it). */
static void
roll_entry(struct hg_game *g, int s, struct dice *d, struct event_log *log)
{
	int L = hg_map_sides(g), k, n, i, u, into, tries = 0, clash, next = 0;
	int hexes[HEX_MAX_COLS + HEX_MAX_ROWS];
	char name[48];

	do {
		k = L > 1 ? dice_roll(d, L) : 1;
		n = hg_map_side_hexes(g, k - 1, hexes, &into, name,
		    sizeof name);
		for (clash = 0, i = n > 2 ? 1 : 0; i < (n > 2 ? n - 1 : n);
		    i++)
			clash |= hexes[i] >= 0 && (g->edge[hexes[i]] &
			    (1 << (1 - s)));
	} while (clash && ++tries < 100);
	g->entry_loc[s] = k - 1;
	hg_random_mark(g);
	event_say(log, EVENT_V_ALL, "Random entry (14.4): %s enters from the %s "
	    "(die %d of %d map sides)", g->side[s], name, k, L);
	for (u = 0; u < g->nunits; u++) {
		struct hg_unit *x = &g->u[u];

		if (x->side != s || x->status != HG_ON)
			continue;
		x->status = HG_PENDING;
		x->arrive_turn = 1;
		x->arrive_hex = x->hex = hexes[next++ % n];
		x->arrive_face = x->face = into;
	}
	event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "Your forces wait off the "
	    "map: ENTER them along the %s in turn 1, or they enter at the "
	    "hexes your report lists in 3.16", name);
}

void
hg_random_setup(struct hg_game *g, struct dice *d, struct event_log *log)
{
	int i, s, any = 0;

	for (i = 0; i < g->nobj; i++)
		any |= g->obj[i].random && g->obj[i].hex < 0;
	for (s = 0; s < HG_NSIDES; s++)
		any |= g->entry_random[s] && g->entry_loc[s] < 0;
	if (!any)
		return;
	event_say(log, EVENT_V_ALL, "The scenario asks for random objectives or "
	    "entry sides (14.3, 14.4).  No dice come with the loading of a "
	    "scenario, so they are rolled now, at setup:");
	roll_objectives(g, d, log);
	for (s = 0; s < HG_NSIDES; s++)
		if (g->entry_random[s] && g->entry_loc[s] < 0)
			roll_entry(g, s, d, log);
}
