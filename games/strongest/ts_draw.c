/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_draw.c - one side's report as a drawing (drawing.h) for the map a
 * report carries: the box grid with the viewer's own base edge at the
 * bottom (RED's map and the referee's north up, row 1 at the bottom;
 * BLUE's turned half round, ts_map_cell), side-prefixed names on the
 * referee's map where both armies count from U1, boxes labelled as the
 * text prints them ("C4"), terrain, roads, streams, walls, stakes and
 * fortified camps, the camps as objectives, the deployment rows while
 * deploying, its own units in full (the front and the rear unit of a
 * box, facing, disorder, generals, a boat on the
 * water), the enemy as its report shows it (§9.5: in sight, or where
 * last seen), and what it saw this phase: moves, evades, charges and
 * shots, read from the events it was sent (the boxes each event
 * recorded, ts_log.c).  What is shown follows ts_view.c (ts_visible,
 * ts_gen_shown, known); never an ambush or an off-table unit of the
 * enemy, never a card.  It reads the game and never changes it; viewer
 * < 0 is the referee.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

#define U_CELL		1000	/* a box's side: the unit */
#define U_TOKEN		420
#define U_GEN		260
#define U_MARGIN	600
#define MAX_NAMES	(2 * TS_MAX_UNITS)

struct tsd {
	const struct ts_game *g;
	int viewer;
	struct drawing *d;
};

int
ts_map_turned(int viewer)
{
	return viewer == 1;	/* BLUE: its base row is the last */
}

void
ts_map_cell(const struct ts_game *g, int viewer, int x, int y, int *c,
    int *r)
{
	*c = ts_map_turned(viewer) ? g->w - 1 - x : x;
	*r = ts_map_turned(viewer) ? y : g->d - 1 - y;
}

/* Box (x, y) of the rules (y = 0 RED's base row) on the drawing. */
static void
centre(const struct tsd *h, int x, int y, int *px, int *py)
{
	int c, r;

	ts_map_cell(h->g, h->viewer, x, y, &c, &r);
	if (drawing_cell_centre(h->d, c, r, px, py) != 0)
		*px = *py = 0;		/* off the table: never asked */
}

static enum draw_terrain
terrain_of(const struct ts_terrain *t, int *level)
{
	static const struct { const char *key; enum draw_terrain t; } map[] = {
		{ "field", DRAW_T_FIELD }, { "broken", DRAW_T_ROUGH },
		{ "wood", DRAW_T_WOODS }, { "dense_forest", DRAW_T_WOODS },
		{ "vine_stakes", DRAW_T_VILLAGE }, { "marsh", DRAW_T_MARSH },
		{ "building", DRAW_T_TOWN }, { "rocky", DRAW_T_SAND },
		{ "lake", DRAW_T_WATER }, { "water", DRAW_T_WATER },
	};
	size_t i;

	*level = t->hill;
	if (t->hill)
		return DRAW_T_HILL;
	for (i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strcmp(t->key, map[i].key) == 0)
			return map[i].t;
	return t->water ? DRAW_T_WATER : t->cls == TS_ROUGH ? DRAW_T_ROUGH :
	    t->cls == TS_IMPASSABLE ? DRAW_T_SAND : DRAW_T_OPEN;
}

/* The legend's word for each kind of ground on the table: the rules'
 * names of the terrain types drawn that way ("wood / dense forest"). */
static void
terrain_names(struct tsd *h, const int *used)
{
	char name[DRAW_NAME_LEN], w[TS_KEY_LEN];
	enum draw_terrain k;
	int i, lv, n;
	size_t j;

	for (k = DRAW_T_OPEN; k < DRAW_T_COUNT; k++) {
		name[0] = '\0';
		for (i = 0, n = 0; i < h->g->r.nterr; i++) {
			if (!used[i] || terrain_of(&h->g->r.terr[i], &lv) != k)
				continue;
			drawing_text_fit(w, sizeof w, h->g->r.terr[i].key);
			for (j = 0; w[j]; j++)
				w[j] = w[j] == '_' ? ' ' : w[j];
			if (strlen(name) + strlen(w) + 4 < sizeof name)
				snprintf(name + strlen(name), sizeof name -
				    strlen(name), "%s%s", n++ ? " / " : "", w);
		}
		if (k == DRAW_T_HILL && n)
			snprintf(name, sizeof name, "hill (rings: 1 low, 2 "
			    "steep)");
		if (n)
			drawing_terrain_name(h->d, k, name);
	}
}

/* An edge of box (x, y): 0 N, 1 E, 2 S, 3 W, as two drawing points. */
static void
edge_pts(const struct tsd *h, int x, int y, int f, struct draw_pt p[2])
{
	int cx, cy, r = U_CELL / 2;

	if (ts_map_turned(h->viewer))	/* the rules' north is down */
		f = (f + 2) % 4;
	centre(h, x, y, &cx, &cy);
	p[0] = (struct draw_pt){ cx + (f == 1 ? r : -r), cy + (f == 2 ? r :
	    -r) };
	p[1] = (struct draw_pt){ cx + (f == 3 ? -r : r), cy + (f == 0 ? -r :
	    r) };
}

/* Roads (centre to each edge they cross), streams and walls (along the
 * edge), stakes (a light fortification in the box behind them). */
static void
edges(struct tsd *h, int x, int y)
{
	const unsigned char *e = h->g->edge[TS_BOX(h->g, x, y)];
	struct draw_pt p[2], m;
	int f, cx, cy;

	centre(h, x, y, &cx, &cy);
	for (f = 0; f < 4; f++) {
		edge_pts(h, x, y, f, p);
		m = (struct draw_pt){ (p[0].x + p[1].x) / 2,
		    (p[0].y + p[1].y) / 2 };
		if (e[f] & TS_E_ROAD)
			drawing_line(h->d, (struct draw_pt[2]){ { cx, cy }, m },
			    2, DRAW_L_ROAD, DRAW_INK_ROAD, 0, 0);
		/* each shared edge once: from the box on its south or west */
		if ((e[f] & TS_E_STREAM) && (f < 2 || !ts_on_table(h->g,
		    x + (f == 3 ? -1 : 0), y + (f == 2 ? -1 : 0))))
			drawing_line(h->d, p, 2, DRAW_L_RIVER, DRAW_INK_WATER,
			    0, 0);
		if ((e[f] & TS_E_WALL) && (f < 2 || !ts_on_table(h->g,
		    x + (f == 3 ? -1 : 0), y + (f == 2 ? -1 : 0))))
			drawing_line(h->d, p, 2, DRAW_L_PLAIN, DRAW_INK_BLACK,
			    60, 0);
	}
	if ((e[0] | e[1] | e[2] | e[3]) & TS_E_STAKES_IN)
		drawing_mark(h->d, cx - U_CELL / 3, cy + U_CELL / 3,
		    DRAW_M_FORT1);
}

static void
board(struct tsd *h)
{
	const struct ts_game *g = h->g;
	struct drawing *d = h->d;
	int used[TS_MAX_TERR] = { 0 };
	int x, y, lv, t, c, r;

	drawing_squaregrid(d, U_MARGIN, U_MARGIN, U_CELL, g->w, g->d);
	drawing_square_labels_turned(d, 80, ts_map_turned(h->viewer));
	for (y = 0; y < g->d; y++)
		for (x = 0; x < g->w; x++) {
			t = g->terr[TS_BOX(g, x, y)];
			used[t] = 1;
			lv = 0;
			ts_map_cell(g, h->viewer, x, y, &c, &r);
			drawing_grid_cell(d, c, r,
			    g->bridge[TS_BOX(g, x, y)] ? DRAW_T_BRIDGE :
			    terrain_of(&g->r.terr[t], &lv), lv);
			edges(h, x, y);
		}
	terrain_names(h, used);
}

/* While deploying: each side's rows, dashed in its colour. */
static void
zones(struct tsd *h)
{
	const struct ts_game *g = h->g;
	int s, rows = ts_deploy_rows(g), x0, y0, x1, y1, lo, hi, lv;

	if (g->stage != TS_ST_DEPLOY1 && g->stage != TS_ST_DEPLOY2)
		return;
	for (s = 0; s < TS_NSIDES; s++) {
		lo = s == 0 ? 0 : g->d - rows;
		hi = s == 0 ? rows - 1 : g->d - 1;
		centre(h, 1, hi, &x0, &y0);
		centre(h, g->w - 2, lo, &x1, &y1);
		if (x0 > x1)		/* a turned map */
			lv = x0, x0 = x1, x1 = lv;
		if (y0 > y1)
			lv = y0, y0 = y1, y1 = lv;
		/* the label at the bottom edge for the side seen below */
		drawing_zone(h->d, x0, y0, x1, y1, U_CELL / 2 - 40,
		    DRAW_INK_SIDE(TS_DSIDE(s)), g->side[s].name,
		    (s == 0) != ts_map_turned(h->viewer));
	}
}

/* Camps: objectives, in the colour of who holds them, the camp's VP
 * (§2.6: 3) in the star and its name under the ring; a fortified camp
 * has a strong fortification mark. */
static void
camps(struct tsd *h)
{
	const struct ts_game *g = h->g;
	char id[24], lab[DRAW_TEXT_LEN], vp[12];
	int k, x, y;

	snprintf(vp, sizeof vp, "%d", g->r.camp_vp);

	for (k = 0; k < g->ncamps; k++) {
		const struct ts_camp *c = &g->camp[k];

		if (!c->placed)
			continue;
		centre(h, c->x, c->y, &x, &y);
		ts_name(g, h->viewer, TS_CAMP_REF + k, id, sizeof id);
		snprintf(lab, sizeof lab, "camp %s%s", id, c->taken ?
		    " (taken)" : "");
		if (c->fortmask)
			drawing_mark(h->d, x + U_CELL / 3, y + U_CELL / 3,
			    DRAW_M_FORT2);
		drawing_objective(h->d, x - U_CELL / 3, y + U_CELL / 4, vp,
		    TS_DSIDE(c->taken ? c->holder : c->side));
		drawing_text(h->d, x - U_CELL / 3, y + U_CELL / 4, lab,
		    DRAW_A_CENTRE, DRAW_S_SMALL, DRAW_INK_BLACK);
	}
}

/* A unit type's short name for a token's second line: its key in the
 * rules data, '_' as a space, cut to fit. */
static void
type_word(const struct ts_game *g, int u, char *out, size_t n)
{
	char w[TS_KEY_LEN];
	size_t i;

	snprintf(w, sizeof w, "%s", ts_type(g, u)->key);
	for (i = 0; w[i]; i++)
		if (w[i] == '_')
			w[i] = ' ';
	drawing_text_fit(out, n, w);
}

/* A name unique on the referee's map, where both armies count from 1:
 * the side's initial ("R-U1"), or its whole name if the two sides'
 * names begin alike.  A side's own map keeps the names it writes. */
void
ts_map_referee_id(const struct ts_game *g, int side, char kind, int num,
    char *out, size_t n)
{
	char tag[DRAW_ID_LEN];

	if (g->side[0].name[0] != g->side[1].name[0])
		snprintf(tag, sizeof tag, "%c", g->side[side].name[0]);
	else
		drawing_text_fit(tag, 5, g->side[side].name);
	snprintf(out, n, "%s-%c%d", tag, kind, num);
}

/* Where in its box unit u stands: the front or the rear half along its
 * facing when it shares the box, else the middle. */
static void
unit_xy(const struct tsd *h, int u, int *px, int *py)
{
	const struct ts_unit *x = &h->g->u[u];
	int fx, fy, sx, sy;

	centre(h, x->x, x->y, px, py);
	if (ts_partner(h->g, u) < 0 || x->slot == 0)
		return;
	ts_face_vec(x->face, &fx, &fy);
	sx = abs(fx) * x->slot;
	sy = abs(fy) * x->slot;
	if (ts_map_turned(h->viewer))	/* north is down */
		sx = -sx, sy = -sy;
	*px += sx * U_CELL / 4;
	*py -= sy * U_CELL / 4;		/* north is up */
}

static unsigned
unit_status(const struct ts_game *g, int u)
{
	unsigned st = 0;
	int k;

	if (g->u[u].dis >= 1)
		st |= DRAW_ST_DISORDERED;
	if (g->u[u].dis >= 2)
		st |= DRAW_ST_BLOODIED;
	if (ts_is_mounted(g, u))
		st |= DRAW_ST_MOUNTED;
	if (ts_afloat(g, u))	/* §4.14 */
		st |= DRAW_ST_BOAT;
	for (k = 0; k < g->ngens; k++)
		if (!g->gen[k].detached && g->gen[k].unit == u &&
		    g->gen[k].status == TS_ON)
			st |= DRAW_ST_LEADER;
	return st;
}

static void
unit_token(struct tsd *h, int u)
{
	const struct ts_game *g = h->g;
	const struct ts_unit *x = &g->u[u];
	struct draw_token t;

	memset(&t, 0, sizeof t);
	unit_xy(h, u, &t.x, &t.y);
	t.size = U_TOKEN;
	t.side = TS_DSIDE(x->side);
	t.facing = (90 * (x->face & 3) + (ts_map_turned(h->viewer) ? 180 :
	    0)) % 360;
	t.status = unit_status(g, u);
	ts_name(g, h->viewer, u, t.id, sizeof t.id);
	if (h->viewer < 0)	/* both armies count from U1: "R-U1", "B-U1" */
		ts_map_referee_id(g, x->side, 'U', x->num, t.id, sizeof t.id);
	ts_box_label(g, x->x, x->y, t.cell);
	if (x->status == TS_AMBUSH)
		snprintf(t.sub, sizeof t.sub, "in ambush");
	else
		type_word(g, u, t.sub, sizeof t.sub);
	drawing_token(h->d, &t);
}

/* An enemy unit out of sight where it was last seen: a marker. */
static void
ghost_token(struct tsd *h, int u)
{
	const struct ts_unit *x = &h->g->u[u];
	struct draw_token t;

	memset(&t, 0, sizeof t);
	centre(h, x->lk_x, x->lk_y, &t.x, &t.y);
	t.size = U_TOKEN;
	t.side = TS_DSIDE(x->side);
	t.facing = DRAW_NO_FACING;
	t.status = DRAW_ST_LAST_KNOWN;
	ts_name(h->g, h->viewer, u, t.id, sizeof t.id);
	ts_box_label(h->g, x->lk_x, x->lk_y, t.cell);
	snprintf(t.sub, sizeof t.sub, "turn %d", x->lk_turn);
	drawing_token(h->d, &t);
}

/* Detached generals the viewer may see, small, in a corner of the box. */
static void
gen_tokens(struct tsd *h)
{
	const struct ts_game *g = h->g;
	struct draw_token t;
	int k, x, y;

	for (k = 0; k < g->ngens; k++) {
		if (!g->gen[k].detached || !ts_gen_shown(g, h->viewer, k, &x,
		    &y))
			continue;
		memset(&t, 0, sizeof t);
		centre(h, x, y, &t.x, &t.y);
		t.x -= U_CELL / 2 - U_GEN / 2 - 20;
		t.y -= U_CELL / 2 - U_GEN / 2 - 20;
		t.size = U_GEN;
		t.side = TS_DSIDE(g->gen[k].side);
		t.facing = DRAW_NO_FACING;
		t.status = DRAW_ST_LEADER;
		ts_name(g, h->viewer, TS_GEN_REF + k, t.id, sizeof t.id);
		if (h->viewer < 0)
			ts_map_referee_id(g, g->gen[k].side, 'G', g->gen[k].num,
			    t.id, sizeof t.id);
		ts_box_label(g, x, y, t.cell);
		drawing_token(h->d, &t);
	}
}

/* The viewer's units off the table, as a note (never the enemy's). */
static void
away_note(struct tsd *h)
{
	const struct ts_game *g = h->g;
	char note[DRAW_TEXT_LEN * 2], id[24];
	int u, n = 0;

	snprintf(note, sizeof note, "Off the table:");
	for (u = 0; u < g->nunits; u++) {
		const struct ts_unit *x = &g->u[u];

		if ((x->status != TS_WAIT && x->status != TS_OFF) ||
		    (h->viewer >= 0 && x->side != h->viewer))
			continue;
		ts_name(g, h->viewer, u, id, sizeof id);
		snprintf(id + strlen(id), sizeof id - strlen(id), " (%s)",
		    x->away == TS_AWAY_FLANK ? (x->away_arg ? "flank R" :
		    "flank L") : x->away == TS_AWAY_RESERVE ? "reserve" :
		    x->away == TS_AWAY_LOST ? "Lost!" : "left");
		if (strlen(note) + strlen(id) + 2 < DRAW_TEXT_LEN)
			snprintf(note + strlen(note), sizeof note -
			    strlen(note), "%s %s", n++ ? "," : "", id);
	}
	if (n) {
		note[DRAW_TEXT_LEN - 1] = '\0';
		drawing_note(h->d, note);
	}
}

static void
units(struct tsd *h)
{
	const struct ts_game *g = h->g;
	int order[TS_MAX_UNITS], n, i, u, enemy = 0;

	/* drawn in the order of the viewer's names: nothing in the list
	 * follows the enemy's roster (ts_unit_order) */
	n = ts_unit_order(g, h->viewer, order);
	for (i = 0; i < n; i++) {
		const struct ts_unit *x = &g->u[u = order[i]];
		int own = h->viewer < 0 || x->side == h->viewer;

		if (x->status == TS_ON && ts_visible(g, h->viewer, u)) {
			unit_token(h, u);
			enemy |= !own;
		} else if (own && x->status == TS_AMBUSH)
			unit_token(h, u);
		else if (!own && x->known && x->lk_valid) {
			ghost_token(h, u);
			enemy = 1;
		}
	}
	gen_tokens(h);
	if (enemy)
		drawing_note(h->d, "Enemy units by your names for them "
		    "(E1...)");
	away_note(h);
}

static void
head(struct tsd *h)
{
	const struct ts_game *g = h->g;
	struct game_phase ph;
	int s;

	ts_phase(g, &ph);
	/* the palette's second colour is red: RED draws as side 1 */
	drawing_heading(h->d, "To The Strongest!", g->name, h->viewer < 0 ? -1 :
	    TS_DSIDE(h->viewer), h->viewer >= 0 ? g->side[h->viewer].name :
	    NULL, ph.summary);
	for (s = 0; s < TS_NSIDES; s++)
		drawing_side(h->d, TS_DSIDE(s), g->side[s].name);
	drawing_status_name(h->d, DRAW_ST_LEADER, "a general is with it");
	drawing_status_name(h->d, DRAW_ST_DISORDERED, "disordered");
	drawing_status_name(h->d, DRAW_ST_BLOODIED, "double-disordered or "
	    "worse");
	drawing_status_name(h->d, DRAW_ST_BOAT, "in a boat");
	drawing_terrain_name(h->d, DRAW_T_BRIDGE, "bridge");
	if (g->over)
		drawing_note_wrapped(h->d, g->result);
}

int
ts_map(const void *gv, const json_t *events, int viewer,
    struct drawing *d)
{
	const struct ts_game *g = gv;
	struct tsd h = { g, viewer, d };

	drawing_init(d, "1/1000 of a box's side", 2 * U_MARGIN + g->w *
	    U_CELL, 2 * U_MARGIN + g->d * U_CELL, U_TOKEN);
	board(&h);
	head(&h);
	if (ts_map_turned(viewer))	/* after the heading's north up */
		drawing_north(d, 180);
	zones(&h);
	camps(&h);
	units(&h);
	if (ts_map_events(g, events, viewer, d) != PBEM_OK)
		return PBEM_ERR_NOMEM;
	return drawing_failed(d);
}
