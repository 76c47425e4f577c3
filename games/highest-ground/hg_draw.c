/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_draw.c - one side's report as a drawing (drawing.h) for the map a
 * report carries: the hex map in flat-topped staggered columns with the
 * hex labels the text prints ("IIC08"), terrain, rivers and roads along
 * the hexsides, the fortifications and objectives the side knows, its own
 * units in full, enemies in sight by its names for them, last-known
 * markers, and what it saw this phase: its moves (along the path its chart
 * records), retreats, attacks and fire.  What is shown follows hg_view.c
 * (hg_shown, hg_fort_shown, hg_obj_holder_shown, hg_event_for): the same
 * rule as the text.  The arrows are read from the events the side was
 * sent and from its own chart, never from the true state of an enemy.
 * It reads the game and never changes it; viewer < 0 is the referee.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_trail.h"
#include "hg.h"

#define U_HEX		1000	/* a hex's width corner to corner: the unit */
#define U_TOKEN		560
#define U_MARGIN	650	/* room for the edge labels */

struct hgd {
	const struct hg_game *g;
	int viewer;
	struct drawing *d;
};

static int
centre(const struct hgd *h, int hex, int *x, int *y)
{
	int c, r;

	if (hex < 0)
		return -1;
	hex_coords(&h->g->lay, hex, &c, &r);
	return drawing_cell_centre(h->d, c, r, x, y);
}

/* The drawing's word for a terrain of the rules data. */
static enum draw_terrain
terrain_of(const struct hg_terrain *t)
{
	if (t->village)
		return DRAW_T_VILLAGE;
	if (t->hill)
		return DRAW_T_HILL;
	switch (t->code) {
	case '.':	return DRAW_T_OPEN;
	case 'F':	return DRAW_T_WOODS;
	case 'S':	return DRAW_T_MARSH;
	default:	return t->closed ? DRAW_T_WOODS : DRAW_T_ROUGH;
	}
}

/* The map: sheets, hexes, their terrain and labels, edge labels. */
static void
board(struct hgd *h)
{
	const struct hg_game *g = h->g;
	const struct hex_layout *l = &g->lay;
	struct drawing *d = h->d;
	char lab[16];
	int c, r, m, x, y, i;

	drawing_hexgrid(d, U_MARGIN, U_MARGIN, U_HEX, l->w, l->h);
	for (i = 0; i < g->r.nterrain; i++) {
		drawing_text_fit(lab, sizeof lab, g->r.terr[i].name);
		drawing_terrain_name(d, terrain_of(&g->r.terr[i]), lab);
	}
	for (c = 0; c < l->w; c++) {
		snprintf(lab, sizeof lab, "%c", 'A' + c % l->cols);
		drawing_grid_col_label(d, c, lab);
	}
	for (r = 0; r < l->h; r++) {
		snprintf(lab, sizeof lab, "%02d", r % l->rows + 1);
		drawing_grid_row_label(d, r, lab);
	}
	for (m = 0; m < l->nmaps; m++) {
		/* cells labelled as the text labels them: II-C08 from
		 * rules version 3 on, IIC08 before */
		snprintf(lab, sizeof lab, "%s%s", hex_numeral(l->numeral[m]),
		    hg_rule_dashed_labels(g) ? "-" : "");
		drawing_grid_sheet(d, l->mx[m] * l->cols, l->my[m] * l->rows,
		    l->cols, l->rows, lab);
		drawing_cell_centre(d, l->mx[m] * l->cols + l->cols / 2,
		    l->my[m] * l->rows + l->rows / 2, &x, &y);
		snprintf(lab, sizeof lab, "Map %s", hex_numeral(l->numeral[m]));
		drawing_text(d, x, y, lab, DRAW_A_CENTRE, DRAW_S_HUGE,
		    DRAW_INK_GREY);
	}
	for (r = 0; r < l->h; r++)
		for (c = 0; c < l->w; c++)
			if (hex_on_board(l, c, r))
				drawing_grid_cell(d, c, r, terrain_of(hg_terr(g,
				    hex_index(l, c, r))), 0);
	/* column letters above and below, row numbers left and right */
	for (c = 0; c < l->w; c++) {
		drawing_cell_centre(d, c, 0, &x, &y);
		drawing_text(d, x, U_MARGIN - 60, d->grid.col_label[c],
		    DRAW_A_S, DRAW_S_LARGE, DRAW_INK_BLACK);
		drawing_text(d, x, d->height - U_MARGIN + 60,
		    d->grid.col_label[c], DRAW_A_N, DRAW_S_LARGE,
		    DRAW_INK_BLACK);
	}
	for (r = 0; r < l->h; r++) {
		drawing_cell_centre(d, 0, r, &x, &y);
		drawing_text(d, U_MARGIN - 60, y, d->grid.row_label[r],
		    DRAW_A_E, DRAW_S_LARGE, DRAW_INK_BLACK);
		drawing_cell_centre(d, l->w - 1, r, &x, &y);
		drawing_text(d, d->width - U_MARGIN + 60, y,
		    d->grid.row_label[r], DRAW_A_W, DRAW_S_LARGE,
		    DRAW_INK_BLACK);
	}
}

/* Rivers along hexsides, roads across them (a road over a river is the
 * bridge); each hexside once, from its canonical hex (N, NE, SE). */
static void
hexsides(struct hgd *h)
{
	const struct hg_game *g = h->g;
	struct draw_pt p[2];
	int hex, k, f, c, r, nc, nr, pass;

	for (pass = 0; pass < 2; pass++)
		for (hex = 0; hex < g->lay.w * g->lay.h; hex++) {
			hex_coords(&g->lay, hex, &c, &r);
			if (!hex_on_board(&g->lay, c, r))
				continue;
			for (k = 0; k < 3; k++) {
				f = (g->sf[hex] >> (3 * k)) & 7;
				if (pass == 0 && (f & HG_SF_RIVER) &&
				    drawing_hexside(h->d, c, r, k, p) == 0)
					drawing_line(h->d, p, 2, DRAW_L_RIVER,
					    DRAW_INK_WATER, 130, 0);
				if (pass == 1 && (f & HG_SF_ROAD)) {
					hex_neighbour(c, r, k, &nc, &nr);
					drawing_cell_centre(h->d, c, r, &p[0].x,
					    &p[0].y);
					if (drawing_cell_centre(h->d, nc, nr,
					    &p[1].x, &p[1].y) != 0) {
						/* off the board: to the edge */
						drawing_hexside(h->d, c, r, k, p);
						drawing_cell_centre(h->d, c, r,
						    &p[0].x, &p[0].y);
						p[1].x = (p[1].x + p[0].x) / 2;
					}
					drawing_line(h->d, p, 2, DRAW_L_ROAD,
					    DRAW_INK_ROAD, 90, 0);
				}
			}
		}
}

static void
forts_objectives(struct hgd *h)
{
	const struct hg_game *g = h->g;
	char lab[DRAW_TEXT_LEN];
	int hex, f, x, y, i;

	for (hex = 0; hex < g->lay.w * g->lay.h; hex++) {
		if ((f = hg_fort_shown(g, h->viewer, hex)) == 0 ||
		    centre(h, hex, &x, &y) != 0)
			continue;
		drawing_mark(h->d, x, y, (f & 2) ? DRAW_M_FORT2 : DRAW_M_FORT1);
	}
	for (i = 0; i < g->nobj; i++) {
		if (centre(h, g->obj[i].hex, &x, &y) != 0)
			continue;
		snprintf(lab, sizeof lab, "%d", g->obj[i].vp);
		drawing_objective(h->d, x, y, lab, hg_obj_holder_shown(g,
		    h->viewer, i));
	}
}

/* One unit's token as the viewer is shown it. */
static int
token_of(const struct hgd *h, int u, int shown, struct draw_token *t)
{
	const struct hg_game *g = h->g;
	const struct hg_unit *x = &g->u[u];
	const struct hg_type *ty = hg_type(g, u);
	int head, tail, face, v[3];
	char lab[HEX_LABEL_LEN];

	memset(t, 0, sizeof *t);
	head = shown == HG_SHOWN_MARKER ? x->lk_hex : x->hex;
	tail = shown == HG_SHOWN_MARKER ? x->lk_tail : x->tail;
	face = shown == HG_SHOWN_MARKER ? x->lk_face : x->face;
	if (centre(h, head, &t->x, &t->y) != 0)
		return -1;
	t->side = x->side;
	t->facing = drawing_facing6(face);
	if (tail >= 0 && centre(h, tail, &t->tail_x, &t->tail_y) == 0)
		t->has_tail = 1;
	hg_name(g, h->viewer, u, t->id, sizeof t->id);
	snprintf(t->cell, sizeof t->cell, "%s", hg_label(g, head, lab));
	if (shown == HG_SHOWN_MARKER) {
		t->status = DRAW_ST_LAST_KNOWN;
		snprintf(t->sub, sizeof t->sub, "T%d.R%d", x->lk_turn,
		    x->lk_round);
		return head;
	}
	hg_shown_values(g, u, v);
	if (ty->leader)
		snprintf(t->sub, sizeof t->sub, "L%d", ty->leader);
	else
		snprintf(t->sub, sizeof t->sub, "%d-%d-%d", v[0], v[1], v[2]);
	t->status = (x->dis ? DRAW_ST_DISORDERED : 0) |
	    (x->noammo ? DRAW_ST_NO_AMMO : 0) |
	    (x->routed ? DRAW_ST_ROUTED : 0) |
	    (ty->leader ? DRAW_ST_LEADER : 0) |
	    (x->mode == HG_S ? DRAW_ST_MARCH : 0) |
	    (h->viewer >= 0 && x->side == h->viewer && x->seen ?
	    DRAW_ST_SPOTTED : 0);
	return head;
}

/*
 * Every unit the viewer is shown: own units in the army's order, then
 * enemies in sight and last-known markers in the order of the viewer's
 * names for them (never the enemy's hidden order).  Several in one hex
 * share it, smaller.
 */
static void
units(struct hgd *h)
{
	static const int off[4][4][2] = {
		{ { 0, 0 } },
		{ { -190, -60 }, { 190, 60 } },
		{ { -200, -110 }, { 200, -110 }, { 0, 200 } },
		{ { -185, -170 }, { 185, -170 }, { -185, 170 }, { 185, 170 } },
	};
	static const int size[4] = { U_TOKEN, 400, 370, 330 };
	const struct hg_game *g = h->g;
	struct draw_token *t;
	char note[DRAW_TEXT_LEN];
	int *hex, n = 0, i, j, u, a, sh, cnt, slot;

	t = calloc(HG_MAX_UNITS, sizeof *t);
	hex = calloc(HG_MAX_UNITS, sizeof *hex);
	if (t == NULL || hex == NULL)
		goto out;
	for (u = 0; u < g->nunits; u++)
		if (hg_shown(g, h->viewer, u) == HG_SHOWN_OWN && hg_on(g, u) &&
		    (hex[n] = token_of(h, u, HG_SHOWN_OWN, &t[n])) >= 0)
			n++;
	for (sh = HG_SHOWN_SEEN; h->viewer >= 0 && sh <= HG_SHOWN_MARKER; sh++)
		for (a = 1; a <= g->nalias[h->viewer]; a++)
			for (u = 0; u < g->nunits; u++)
				if (g->u[u].alias == a && g->u[u].side !=
				    h->viewer && hg_shown(g, h->viewer, u) ==
				    sh && (hex[n] = token_of(h, u, sh,
				    &t[n])) >= 0)
					n++;
	for (i = 0; i < n; i++)
		if (h->viewer >= 0 && t[i].side != h->viewer) {
			snprintf(note, sizeof note, "Enemy units by your names "
			    "for them (%c-01...)", 1 - h->viewer == HG_ROMAN ?
			    'R' : 'A');
			drawing_note(h->d, note);
			break;
		}
	for (i = 0; i < n; i++) {
		for (j = 0, cnt = 0, slot = 0; j < n; j++)
			if (hex[j] == hex[i]) {
				slot += j < i;
				cnt++;
			}
		cnt = cnt > 4 ? 4 : cnt;
		t[i].size = size[cnt - 1];
		t[i].x += off[cnt - 1][slot % cnt][0];
		t[i].y += off[cnt - 1][slot % cnt][1];
		drawing_token(h->d, &t[i]);
	}
out:
	free(t);
	free(hex);
}

/* ---- what the viewer saw this phase, read from its events ---- */

/* The trail's (draw_trail.h) place is a hex; `target` is the hex of the
 * combat whose attackers are being listed. */
struct hgt {
	const struct hgd *h;
	int target;
};

/* A unit named in the viewer's own words: its own id (the referee's: any
 * id), or the viewer's name for an enemy.  Never an enemy's real id. */
static int
named(const struct hgd *h, const char *name)
{
	int u = hg_find_unit(h->g, name);

	if (u >= 0 && (h->viewer < 0 || h->g->u[u].side == h->viewer))
		return u;
	return h->viewer >= 0 ? hg_find_alias(h->g, h->viewer, name) : -1;
}

/* A hex label as events write it ("IIC08", "IIC08+IIB08": the head). */
static int
hex_at(const struct hg_game *g, const char *s)
{
	char lab[HEX_LABEL_LEN];
	size_t n = 0;

	while (n < sizeof lab - 1 && s[n] != '\0' && s[n] != '+' &&
	    s[n] != ' ' && s[n] != ',' && s[n] != ')')
		lab[n] = s[n], n++;
	lab[n] = '\0';
	return hg_parse_hex(g, lab);
}

static int
trail_centre(void *ctx, int hex, int *x, int *y)
{
	return centre(((const struct hgt *)ctx)->h, hex, x, y);
}

/* Where the viewer is shown `name` now, or -1. */
static int
trail_shown_at(void *ctx, const char *name)
{
	const struct hgd *h = ((const struct hgt *)ctx)->h;
	const struct hg_game *g = h->g;
	int u = named(h, name);

	if (u < 0)
		return -1;
	switch (hg_shown(g, h->viewer, u)) {
	case HG_SHOWN_OWN: case HG_SHOWN_SEEN:
		return hg_on(g, u) ? g->u[u].hex : -1;
	case HG_SHOWN_MARKER:
		return g->u[u].lk_hex;
	default:
		return -1;
	}
}

static int
trail_event_for(void *ctx, const json_t *e)
{
	const struct hgd *h = ((const struct hgt *)ctx)->h;

	return hg_event_for(h->g, e, h->viewer);
}

static struct draw_trail_arrow *
new_arrow(struct draw_trail *t, const struct hgd *h, enum draw_line_kind kind,
    int unit, int from, int to)
{
	struct draw_trail_arrow *a;

	if (from < 0 || to < 0 || from == to)
		return NULL;
	a = draw_trail_arrow(t, kind, unit >= 0 ?
	    DRAW_INK_SIDE(h->g->u[unit].side) : kind == DRAW_L_ATTACK ||
	    kind == DRAW_L_FIRE ? DRAW_INK_BLACK : DRAW_INK_GREY, unit);
	draw_trail_point(a, from);
	draw_trail_point(a, to);
	return a;
}

/* The path of a move the viewer's own chart records: "T2.R2 LEG1 mode S
 * face NE start ID04 path IE04,IF04 end IF04 ...".  Only the viewer's own
 * units (any, for the referee) have chart lines it may read. */
static void
chart_path(const struct hgd *h, const json_t *e, int u,
    struct draw_trail_arrow *a)
{
	const struct hg_game *g = h->g;
	const json_t *v;
	char id[16], pre[32];
	const char *p, *q;
	size_t i;
	int t = (int)json_integer_value(json_object_get(e, "turn"));
	int r = (int)json_integer_value(json_object_get(e, "round"));
	int n, hex;

	if (u < 0 || (h->viewer >= 0 && g->u[u].side != h->viewer))
		return;
	snprintf(pre, sizeof pre, "T%d.R%d", t, r);
	json_array_foreach(json_object_get(g->charts, g->side[g->u[u].side]),
	    i, v) {
		p = json_string_value(v);
		if (p == NULL || strncmp(p, pre, strlen(pre)) != 0)
			continue;
		p += strlen(pre);
		while (*p == 'a' || *p == 'b')
			p++;
		if (sscanf(p, " %15s%n", id, &n) != 1 || strcmp(id,
		    g->u[u].id) != 0 || (q = strstr(p, " start ")) == NULL ||
		    hex_at(g, q + 7) != a->place[0] ||
		    (q = strstr(q, " path ")) == NULL || q[6] == '-')
			continue;
		for (q += 6, a->n = 1; a->n < HG_MAX_STEPS + 2 && *q != ' ' &&
		    *q != '\0'; ) {
			if ((hex = hex_at(g, q)) >= 0)
				draw_trail_point(a, hex);
			q += strcspn(q, ", ");
			if (*q == ',')
				q++;
		}
		if (a->place[a->n - 1] != hex_at(g, strstr(p, " end ") ?
		    strstr(p, " end ") + 5 : ""))
			a->n = 2;	/* not this move after all */
		return;
	}
}

/* One event the viewer was sent: a move, a retreat, a combat and its
 * attackers, a sighting; everything else draws nothing. */
/* "X is eliminated" (told to both sides): where the side's events put
 * it this phase (a combat it saw), or its own unit's hex; never the
 * place of an enemy it did not see fall. */
static void
lost(struct draw_trail *t, const struct hgd *h, size_t i, const char *name)
{
	int u = named(h, name), place = draw_trail_put_at(t, name);

	if (u < 0)
		return;
	if (place < 0 && (h->viewer < 0 || h->g->u[u].side == h->viewer))
		place = h->g->u[u].hex;
	draw_trail_lost(t, i, name, h->g->u[u].side, place);
}

static void
read_event(void *ctx, struct draw_trail *t, size_t i, const json_t *e)
{
	struct hgt *c = ctx;
	const struct hgd *h = c->h;
	const struct hg_game *g = h->g;
	const char *text = draw_trail_text(e), *p;
	char a[16], b[16], d[16];
	struct draw_trail_arrow *ar;
	int range;

	if (sscanf(text, "%15s moves %15s -> %15s", a, b, d) == 3) {
		if ((ar = new_arrow(t, h, DRAW_L_MOVE, named(h, a),
		    hex_at(g, b), hex_at(g, d))) != NULL)
			chart_path(h, e, ar->unit, ar);
		draw_trail_put(t, a, hex_at(g, d));
	} else if (sscanf(text, "%15s retreats to %15s", a, b) == 2) {
		new_arrow(t, h, DRAW_L_RETREAT, named(h, a),
		    draw_trail_where(t, i, a), hex_at(g, b));
		draw_trail_put(t, a, hex_at(g, b));
	} else if (sscanf(text, "%15s is cut back to %15s", a, b) == 2) {
		/* the move ends short of where it was written to */
		if (named(h, a) >= 0 && (ar = draw_trail_last(t, DRAW_L_MOVE,
		    named(h, a))) != NULL)
			ar->place[ar->n - 1] = hex_at(g, b);
		draw_trail_put(t, a, hex_at(g, b));
	} else if (sscanf(text, "Combat at %15s on %15[^:]", a, b) == 2) {
		c->target = hex_at(g, a);
		draw_trail_combat(t, c->target);
		draw_trail_put(t, b, c->target);
	} else if (sscanf(text, "  attacker %15s", a) == 1 && c->target >= 0) {
		range = (p = strstr(text, ", range ")) ? atoi(p + 8) : 1;
		new_arrow(t, h, range > 1 ? DRAW_L_FIRE : DRAW_L_ATTACK, -1,
		    draw_trail_where(t, i, a), c->target);
	} else if (sscanf(text, "%15s is eliminated", a) == 1 &&
	    strstr(text, " is eliminated") != NULL)
		lost(t, h, i, a);
	else if (strncmp(text, "Sighted (", 9) == 0 &&
	    (p = strstr(text, "): ")) != NULL &&
	    sscanf(p + 3, "%15[^,]", a) == 1 &&
	    (p = strstr(p, ", at ")) != NULL)
		draw_trail_put(t, a, hex_at(g, p + 5));
	if (strncmp(text, "  ", 2) != 0 && strncmp(text, "Combat at ", 10) != 0)
		c->target = -1;
}

static int
arrows(struct hgd *h, const json_t *events)
{
	static const char *const moves[] = {
		" moves ", " retreats to ", " is cut back to ", NULL
	};
	struct hgt c = { h, -1 };
	const struct draw_trail_ops ops = {
		&c, trail_centre, trail_shown_at, trail_event_for, moves, 1
	};

	return draw_trail_run(&ops, events, read_event, h->d);
}

static void
head(struct hgd *h)
{
	const struct hg_game *g = h->g;
	struct game_phase ph;
	char b[256];
	int vp, i, unrolled = 0;

	hg_phase(g, &ph);
	drawing_heading_sides(h->d, "The Highest Ground", g->name, h->viewer,
	    g->side, HG_NSIDES, ph.summary);
	drawing_scale(h->d, 5 * 2 * h->d->grid.hh, "5 hexes");
	drawing_terrain_name(h->d, DRAW_T_OPEN, "clear");
	drawing_status_name(h->d, DRAW_ST_DISORDERED, "disrupted");
	drawing_status_name(h->d, DRAW_ST_MARCH, "Strategic mode");
	drawing_status_name(h->d, DRAW_ST_ROUTED, "routed this turn");
	drawing_status_name(h->d, DRAW_ST_LEADER, "leader");
	if (h->viewer >= 0)
		drawing_status_name(h->d, DRAW_ST_SPOTTED, "seen by the enemy "
		    "now");
	/* not army morale: it follows both armies' strength (§8), which the
	 * text announces but a map of what the side sees need not echo */
	hg_vp(g, h->viewer, &vp);
	snprintf(b, sizeof b, "Roman victory points%s: %d", h->viewer < 0 ||
	    g->over ? "" : " as far as you know", vp);
	drawing_note(h->d, b);
	for (i = 0; i < g->nobj; i++)
		unrolled += g->obj[i].hex < 0;
	if (unrolled) {
		snprintf(b, sizeof b, "%d objective%s rolled at setup", unrolled,
		    unrolled > 1 ? "s" : "");
		drawing_note(h->d, b);
	}
}

/* ---- the frame: where the fighting is ---- */

struct box {
	int any, x0, y0, x1, y1;
};

static void
box_add(struct box *b, int x, int y)
{
	if (!b->any || x < b->x0)
		b->x0 = x;
	if (!b->any || x > b->x1)
		b->x1 = x;
	if (!b->any || y < b->y0)
		b->y0 = y;
	if (!b->any || y > b->y1)
		b->y1 = y;
	b->any = 1;
}

/* Grow [lo, hi] to at least `min` about its middle, inside [0, max]. */
static void
span(int *lo, int *hi, int min, int max)
{
	int mid = (*lo + *hi) / 2;

	if (*hi - *lo < min) {
		*lo = mid - min / 2;
		*hi = *lo + min;
	}
	if (*lo < 0) {
		*hi -= *lo;
		*lo = 0;
	}
	if (*hi > max) {
		*lo -= *hi - max;
		*hi = max;
	}
	if (*lo < 0)
		*lo = 0;
}

/*
 * Frame the map on the fighting when it fills less than half the board
 * (the whole 40-hex board would make every unit a dot): the combats, the
 * arrows and the lost markers of this phase, and every unit the viewer
 * is shown within 3 hexes of one of the other side, with 1.5 hexes
 * round them.  Read from the drawing, so from nothing the side does not
 * see; the whole board stays in the corner (drawing_frame).
 */
static void
frame_fight(struct hgd *h)
{
	struct drawing *d = h->d;
	const struct draw_item *a, *b;
	const struct draw_pt *p;
	struct box f = { 0, 0, 0, 0, 0 };
	long long dx, dy, near = 3LL * 866 + 50;
	int i, j, k;

	for (i = 0; i < d->nitems; i++) {
		a = &d->items[i];
		if (a->kind == DRAW_MARK && a->u.mark.kind == DRAW_M_COMBAT)
			box_add(&f, a->u.mark.x, a->u.mark.y);
		else if (a->kind == DRAW_LINE && a->u.line.kind >= DRAW_L_MOVE &&
		    a->u.line.kind <= DRAW_L_FIRE)
			for (k = 0, p = d->pts + a->u.line.first; k <
			    a->u.line.n; k++)
				box_add(&f, p[k].x, p[k].y);
		else if (a->kind == DRAW_TOKEN && (a->u.token.status &
		    DRAW_ST_LOST))
			box_add(&f, a->u.token.x, a->u.token.y);
		if (a->kind != DRAW_TOKEN || (a->u.token.status &
		    (DRAW_ST_LAST_KNOWN | DRAW_ST_LOST)))
			continue;
		for (j = i + 1; j < d->nitems; j++) {
			b = &d->items[j];
			if (b->kind != DRAW_TOKEN || b->u.token.side ==
			    a->u.token.side || (b->u.token.status &
			    (DRAW_ST_LAST_KNOWN | DRAW_ST_LOST)))
				continue;
			dx = a->u.token.x - b->u.token.x;
			dy = a->u.token.y - b->u.token.y;
			if (dx * dx + dy * dy > near * near)
				continue;
			box_add(&f, a->u.token.x, a->u.token.y);
			box_add(&f, b->u.token.x, b->u.token.y);
		}
	}
	if (!f.any)
		return;
	f.x0 -= U_HEX * 3 / 2;
	f.x1 += U_HEX * 3 / 2;
	f.y0 -= 1300;
	f.y1 += 1300;
	span(&f.x0, &f.x1, 12 * U_HEX * 3 / 4, d->width);	/* 12 columns */
	span(&f.y0, &f.y1, 8 * 866, d->height);		/* 8 rows */
	if ((long long)(f.x1 - f.x0) * (f.y1 - f.y0) * 2 >
	    (long long)d->width * d->height)
		return;			/* the whole board reads well enough */
	drawing_note(d, "Framed on the fighting: the whole board is in the "
	    "corner");
	drawing_frame(d, f.x0, f.y0, f.x1 - f.x0, f.y1 - f.y0);
}

int
hg_draw(const void *gv, const json_t *events, int viewer,
    struct drawing *d)
{
	const struct hg_game *g = gv;
	struct hgd h = { g, viewer, d };
	const struct hex_layout *l = &g->lay;
	int w, ht;

	/* the board: columns 3/4 of a hex apart, rows a hex's height */
	w = 2 * U_MARGIN + (l->w - 1) * (U_HEX / 4 * 3) + U_HEX;
	ht = 2 * U_MARGIN + l->h * 866 + 433;
	drawing_init(d, "1/1000 of a hex's width", w, ht, U_TOKEN);
	board(&h);
	head(&h);
	hexsides(&h);
	forts_objectives(&h);
	units(&h);
	if (arrows(&h, events) != PBEM_OK)
		return PBEM_ERR_NOMEM;
	frame_fight(&h);
	return drawing_failed(d);
}
