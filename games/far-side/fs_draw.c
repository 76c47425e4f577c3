/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_draw.c - one side's report as a drawing (drawing.h) for the map a
 * report carries: the square grid, north up, row 1 (the South baseline)
 * at the bottom, cells labelled as the text prints them ("C4"), terrain
 * and hill heights, fortifications, objectives and who holds them as far
 * as the side knows, its own units in full, enemies in sight by its names
 * for them (Xn) with only what §15 lets it see, where enemies were last
 * seen, the deployment zones while deploying, and what it saw this phase:
 * moves, retreats, fire and melee.  What is shown follows fs_view.c
 * (fs_shown, fs_obj_holder_shown, fs_event_for), the rule the text uses;
 * the arrows are read from the events the side was sent.  It reads the
 * game and never changes it; viewer < 0 is the referee.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_trail.h"
#include "fs.h"

#define U_CELL		1000	/* a cell's side: the unit */
#define U_TOKEN		700
#define U_MARGIN	600

struct fsd {
	const struct fs_game *g;
	int viewer;
	struct drawing *d;
};

/* Cell (x, y) of the rules (y = 0 the south row) on the drawing. */
static void
centre(const struct fsd *h, int x, int y, int *px, int *py)
{
	if (drawing_cell_centre(h->d, x, h->g->rows - 1 - y, px, py) != 0)
		*px = *py = 0;		/* off the board: the decoder refuses it */
}

static enum draw_terrain
terrain_of(const struct fs_terrain *t, int *level)
{
	*level = 0;
	switch (t->code) {
	case '.':	return DRAW_T_OPEN;
	case 'F':	return DRAW_T_WOODS;
	case 'B':	return DRAW_T_TOWN;
	case 'r':	return DRAW_T_ROUGH;
	case '~':	return DRAW_T_WATER;
	case '=':	return DRAW_T_BRIDGE;
	case 'f':	return DRAW_T_FORD;
	default:
		break;
	}
	if (t->hill) {
		*level = t->hill > 9 ? 9 : t->hill;
		return DRAW_T_HILL;
	}
	if (t->bua)
		return DRAW_T_TOWN;
	if (t->pass == 0)
		return DRAW_T_WATER;
	return t->melee_closed ? DRAW_T_WOODS : t->cover ? DRAW_T_ROUGH :
	    DRAW_T_OPEN;
}

static void
board(struct fsd *h)
{
	const struct fs_game *g = h->g;
	struct drawing *d = h->d;
	const struct fs_terrain *t;
	char name[DRAW_NAME_LEN];
	int x, y, px, py, lv, i;

	drawing_squaregrid(d, U_MARGIN, U_MARGIN, U_CELL, g->cols, g->rows);
	for (i = 0; i < g->r.nterrain; i++) {
		enum draw_terrain k = terrain_of(&g->r.terr[i], &lv);

		drawing_text_fit(name, sizeof name, g->r.terr[i].name);
		if (k != DRAW_T_HILL)
			drawing_terrain_name(d, k, k == DRAW_T_TOWN ?
			    "built-up area" : name);
	}
	drawing_terrain_name(d, DRAW_T_HILL, "hill (rings: its height)");
	drawing_square_labels(d, 80);
	for (y = 0; y < g->rows; y++)
		for (x = 0; x < g->cols; x++) {
			t = fs_terr_at(g, x, y);
			drawing_grid_cell(d, x, g->rows - 1 - y, t ?
			    terrain_of(t, &lv) : DRAW_T_OPEN, t ? lv : 0);
			centre(h, x, y, &px, &py);
			if (g->fort[y * g->cols + x])
				drawing_mark(d, px, py, DRAW_M_FORT1);
		}
}

/* While deploying: each side's zone, dashed in its colour. */
static void
zones(struct fsd *h)
{
	const struct fs_game *g = h->g;
	int s, x0, y0, x1, y1;

	if (g->turn != 0 || g->over)
		return;
	for (s = 0; s < FS_NSIDES; s++) {
		centre(h, 0, g->zone_hi[s], &x0, &y0);
		centre(h, g->cols - 1, g->zone_lo[s], &x1, &y1);
		drawing_zone(h->d, x0, y0, x1, y1, U_CELL / 2 - 40,
		    DRAW_INK_SIDE(s), g->side[s], s == 0);
	}
}

static void
objectives(struct fsd *h)
{
	const struct fs_game *g = h->g;
	char lab[DRAW_TEXT_LEN];
	int i, x, y, holder;

	snprintf(lab, sizeof lab, "%d", g->obj_vp);	/* each, at the end */
	for (i = 0; i < g->nobj; i++) {
		centre(h, g->obj[i] % g->cols, g->obj[i] / g->cols, &x, &y);
		holder = fs_obj_holder_shown(g, h->viewer, i);
		drawing_objective(h->d, x, y, lab, holder >= 0 ? holder : -1);
	}
}

/* A unit type's short name for a token's second line: its key in the
 * rules data, lower case ("melee band"). */
static void
type_word(const struct fs_utype *ty, char *out, size_t n)
{
	char w[FS_KEY_LEN];
	size_t i;

	for (i = 0; i + 1 < sizeof w && ty->key[i] != '\0'; i++)
		w[i] = ty->key[i] == '_' ? ' ' :
		    (char)tolower((unsigned char)ty->key[i]);
	w[i] = '\0';
	drawing_text_fit(out, n, w);
}

static void
token_of(const struct fsd *h, int u, int shown, struct draw_token *t)
{
	const struct fs_game *g = h->g;
	const struct fs_unit *e = &g->u[u];
	int i, l, x = e->x, y = e->y;

	memset(t, 0, sizeof *t);
	if (shown == FS_SHOWN_MARKER) {
		x = e->lk_x[h->viewer];
		y = e->lk_y[h->viewer];
	}
	centre(h, x, y, &t->x, &t->y);
	grid_label(x, y, t->cell);
	t->side = e->side;
	fs_name(g, h->viewer, u, t->id, sizeof t->id);
	if (shown == FS_SHOWN_MARKER) {
		t->facing = DRAW_NO_FACING;
		t->status = DRAW_ST_LAST_KNOWN;
		snprintf(t->sub, sizeof t->sub, "turn %d",
		    e->lk_turn[h->viewer]);
		return;
	}
	t->facing = 45 + 90 * e->face;
	type_word(&g->r.type[e->type], t->sub, sizeof t->sub);
	t->status = (e->dis ? DRAW_ST_DISORDERED : 0) |
	    (e->blo ? DRAW_ST_BLOODIED : 0) | (e->jam ? DRAW_ST_JAMMED : 0) |
	    ((g->r.type[e->type].flags & FS_F_MOUNTS) && e->mounted ?
	    DRAW_ST_MOUNTED : 0);
	if ((l = fs_unit_leader(g, u)) >= 0)
		t->status |= DRAW_ST_LEADER;
	/* §15: an enemy's melee is told only where it holds the viewer's */
	for (i = 0; i < e->nlinks; i++)
		if (shown == FS_SHOWN_OWN || g->u[e->links[i]].side ==
		    h->viewer)
			t->status |= DRAW_ST_ENGAGED;
}

/* Own units in the army's order; enemies in sight, then last-known
 * markers, in the order of the viewer's names for them.  A marker in a
 * cell a unit now holds goes small in the corner: old news under new. */
static void
units(struct fsd *h)
{
	const struct fs_game *g = h->g;
	struct draw_token t;
	unsigned char held[FS_MAX_CELLS];
	int u, a, sh;

	memset(held, 0, sizeof held);
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].alive && g->u[u].placed &&
		    fs_shown(g, h->viewer, u) == FS_SHOWN_OWN) {
			token_of(h, u, FS_SHOWN_OWN, &t);
			drawing_token(h->d, &t);
			held[g->u[u].y * g->cols + g->u[u].x] = 1;
		}
	for (u = 0; h->viewer >= 0 && u < g->nunits; u++)
		if (g->u[u].side != h->viewer && (fs_shown(g, h->viewer, u) ==
		    FS_SHOWN_SEEN || fs_shown(g, h->viewer, u) ==
		    FS_SHOWN_MARKER)) {
			drawing_note(h->d, "Enemy units by your names for them "
			    "(X1...)");
			break;
		}
	for (sh = FS_SHOWN_SEEN; h->viewer >= 0 && sh <= FS_SHOWN_MARKER; sh++)
		for (a = 1; a <= g->nalias[h->viewer]; a++)
			for (u = 0; u < g->nunits; u++) {
				const struct fs_unit *e = &g->u[u];

				if (e->side == h->viewer || e->alias[h->viewer]
				    != a || fs_shown(g, h->viewer, u) != sh)
					continue;
				token_of(h, u, sh, &t);
				if (sh == FS_SHOWN_SEEN)
					held[e->y * g->cols + e->x] = 1;
				else if (held[e->lk_y[h->viewer] * g->cols +
				    e->lk_x[h->viewer]]) {
					t.size = U_TOKEN * 4 / 7;
					t.x += U_CELL / 2 - t.size / 2 - 20;
					t.y -= U_CELL / 2 - t.size / 2 - 20;
				}
				drawing_token(h->d, &t);
			}
}

/* ---- what the viewer saw this phase, read from its events ---- */

/* A place of the trail (draw_trail.h) is a cell: y * cols + x. */

/* A unit named in the viewer's own words: its id (the referee's: any),
 * or the viewer's name for an enemy (Xn).  Never an enemy's real id. */
static int
named(const struct fsd *h, const char *name)
{
	int u = fs_find_unit(h->g, name);

	if (u >= 0 && (h->viewer < 0 || h->g->u[u].side == h->viewer))
		return u;
	return h->viewer >= 0 ? fs_find_alias(h->g, h->viewer, name, 0) : -1;
}

/* The cell labelled at s ("C4", "C4." "C4,"), or -1. */
static int
cell_at(const struct fs_game *g, const char *s)
{
	char lab[GRID_LABEL_LEN];
	size_t n = 0;
	int x, y;

	while (n < sizeof lab - 1 && isalnum((unsigned char)s[n]))
		lab[n] = s[n], n++;
	lab[n] = '\0';
	if (grid_parse(lab, g->cols, g->rows, &x, &y) != 0)
		return -1;
	return y * g->cols + x;
}

static int
trail_centre(void *ctx, int place, int *x, int *y)
{
	const struct fsd *h = ctx;

	if (place < 0)
		return -1;
	centre(h, place % h->g->cols, place / h->g->cols, x, y);
	return 0;
}

static int
trail_shown_at(void *ctx, const char *name)
{
	const struct fsd *h = ctx;
	const struct fs_game *g = h->g;
	int u = named(h, name);

	if (u < 0)
		return -1;
	switch (fs_shown(g, h->viewer, u)) {
	case FS_SHOWN_OWN: case FS_SHOWN_SEEN:
		if (!g->u[u].alive || !g->u[u].placed)
			return -1;
		return g->u[u].y * g->cols + g->u[u].x;
	case FS_SHOWN_MARKER:
		return g->u[u].lk_y[h->viewer] * g->cols +
		    g->u[u].lk_x[h->viewer];
	default:
		return -1;
	}
}

static int
trail_event_for(void *ctx, const json_t *e)
{
	const struct fsd *h = ctx;

	return fs_event_for(e, h->viewer, h->g);
}

static struct draw_trail_arrow *
new_arrow(struct draw_trail *t, const struct fsd *h, enum draw_line_kind kind,
    const char *name)
{
	int u = name ? named(h, name) : -1;

	return draw_trail_arrow(t, kind, kind == DRAW_L_FIRE ||
	    kind == DRAW_L_ATTACK ? DRAW_INK_BLACK : u >= 0 ?
	    DRAW_INK_SIDE(h->g->u[u].side) : DRAW_INK_GREY, u);
}

/* "X moves A - B - C." (the mover's side) or "X moves from A to B." */
static void
read_move(struct draw_trail *t, const struct fsd *h, const char *name,
    const char *p)
{
	struct draw_trail_arrow *a = new_arrow(t, h, DRAW_L_MOVE, name);
	int c;

	if (a == NULL)
		return;
	if (strncmp(p, "from ", 5) == 0) {
		if ((c = cell_at(h->g, p + 5)) >= 0)
			draw_trail_point(a, c);
		if ((p = strstr(p, " to ")) != NULL &&
		    (c = cell_at(h->g, p + 4)) >= 0)
			draw_trail_point(a, c);
	} else
		for (;;) {
			if ((c = cell_at(h->g, p)) >= 0)
				draw_trail_point(a, c);
			if ((p = strstr(p, " - ")) == NULL)
				break;
			p += 3;
		}
	if (a->n < 2) {
		draw_trail_unarrow(t);
		return;
	}
	draw_trail_put(t, name, a->place[a->n - 1]);
}

/* An arrow from where `name` stood to cell c, and it is now there if
 * `moved`. */
static void
read_to(struct draw_trail *t, const struct fsd *h, size_t i,
    enum draw_line_kind kind, const char *name, int c, int moved)
{
	struct draw_trail_arrow *a;
	int from = draw_trail_where(t, i, name);

	if (from >= 0 && from != c &&
	    (a = new_arrow(t, h, kind, name)) != NULL) {
		draw_trail_point(a, from);
		draw_trail_point(a, c);
	}
	if (moved)
		draw_trail_put(t, name, c);
}

/* The verbs of a melee (fs_combat.c, fs_melee). */
static int
melee(const char *p)
{
	static const char *const verbs[] = {
		" charges ", " attacks in melee ", " presses the attack on ",
		" fights on ",
	};
	size_t v;

	for (v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
		if (strncmp(p, verbs[v], strlen(verbs[v])) == 0)
			return 1;
	return 0;
}

/* "X1 is eliminated.": the side was told, so it saw it fall (fs_viewers:
 * its own unit, or an enemy in its sight then, gone_seen); where the trail
 * last had it, else where it stood when it fell. */
static void
lost(struct draw_trail *t, const struct fsd *h, size_t i, const char *name)
{
	const struct fs_game *g = h->g;
	int u = named(h, name), place = draw_trail_where(t, i, name);

	if (u < 0)
		return;
	if (place < 0 && !g->u[u].alive && g->u[u].placed && (h->viewer < 0 ||
	    g->u[u].side == h->viewer || g->u[u].gone_seen[h->viewer]))
		place = g->u[u].y * g->cols + g->u[u].x;
	draw_trail_lost(t, i, name, g->u[u].side, place);
}

static void
read_event(void *ctx, struct draw_trail *t, size_t i, const json_t *e)
{
	const struct fsd *h = ctx;
	const struct fs_game *g = h->g;
	const char *p, *q, *text = draw_trail_text(e);
	char name[16];
	int c, o;

	if (sscanf(text, "%15s", name) != 1)
		return;
	p = text + strlen(name);
	if (strncmp(p, " moves out of sight", 19) == 0)
		draw_trail_put(t, name, -1);
	else if (strncmp(p, " moves ", 7) == 0)
		read_move(t, h, name, p + 7);
	else if (strncmp(p, " retreats from ", 15) == 0 ||
	    strncmp(p, " disengages from ", 17) == 0) {
		p = strstr(p, " from ") + 6;
		if ((o = cell_at(g, p)) >= 0)
			draw_trail_put(t, name, o);
		if ((q = strstr(p, " to ")) != NULL &&
		    (c = cell_at(g, q + 4)) >= 0)
			read_to(t, h, i, DRAW_L_RETREAT, name, c, 1);
		else
			draw_trail_put(t, name, -1);	/* out of sight */
	} else if (strncmp(p, " advances into ", 15) == 0 &&
	    (c = cell_at(g, p + 15)) >= 0)
		read_to(t, h, i, DRAW_L_MOVE, name, c, 1);
	else if ((strncmp(p, " fires at ", 10) == 0 ||
	    strncmp(p, " volleys at ", 12) == 0) &&
	    (q = strstr(p, " at ")) != NULL && (q = strstr(q + 4, " at ")) !=
	    NULL && (c = cell_at(g, q + 4)) >= 0) {
		read_to(t, h, i, DRAW_L_FIRE, name, c, 0);
		draw_trail_combat(t, c);
	} else if (melee(p) && (q = strstr(p, " from ")) != NULL &&
	    strstr(p, " at ") != NULL && strstr(p, " at ") < q &&
	    (c = cell_at(g, strstr(p, " at ") + 4)) >= 0 &&
	    (o = cell_at(g, q + 6)) >= 0) {
		/* "%U charges %U at C5 from C4: ...": from where it fought */
		draw_trail_put(t, name, o);
		read_to(t, h, i, DRAW_L_ATTACK, name, c, 0);
		draw_trail_combat(t, c);
	} else if ((q = strstr(p, " and halts at ")) != NULL &&
	    (c = cell_at(g, q + 14)) >= 0)
		draw_trail_put(t, name, c);
	else if (strcmp(p, " is eliminated.") == 0)
		lost(t, h, i, name);
	else if (strncmp(p, " deploys at ", 12) == 0 &&
	    (c = cell_at(g, p + 12)) >= 0)
		draw_trail_put(t, name, c);
	else if (strcmp(name, "Sighted:") == 0 &&
	    sscanf(p, " %15s", name) == 1 && (q = strstr(p, ") at ")) != NULL &&
	    (c = cell_at(g, q + 5)) >= 0)
		draw_trail_put(t, name, c);
}

static int
arrows(struct fsd *h, const json_t *events)
{
	static const char *const moves[] = {
		" moves ", " retreats ", " advances ", " disengages ",
		" runs into ", NULL
	};
	const struct draw_trail_ops ops = {
		h, trail_centre, trail_shown_at, trail_event_for, moves, 0
	};

	return draw_trail_run(&ops, events, read_event, h->d);
}

static void
head(struct fsd *h)
{
	const struct fs_game *g = h->g;
	struct game_phase ph;

	fs_phase(g, &ph);
	drawing_heading_sides(h->d, "Far Side of the World", g->name,
	    h->viewer, g->side, FS_NSIDES, ph.summary);
	drawing_scale(h->d, 3 * U_CELL, "3 cells");
	drawing_status_name(h->d, DRAW_ST_LEADER, "a leader is with it");
	if (g->over)
		drawing_note_wrapped(h->d, g->result);
}

int
fs_draw(const void *gv, const json_t *events, int viewer, struct drawing *d)
{
	const struct fs_game *g = gv;
	struct fsd h = { g, viewer, d };

	drawing_init(d, "1/1000 of a cell's side", 2 * U_MARGIN + g->cols *
	    U_CELL, 2 * U_MARGIN + g->rows * U_CELL, U_TOKEN);
	board(&h);
	head(&h);
	zones(&h);
	objectives(&h);
	units(&h);
	if (arrows(&h, events) != PBEM_OK)
		return PBEM_ERR_NOMEM;
	return drawing_failed(d);
}
