/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map.c - the board of a drawing, in layers from the ground up:
 * paper, grid cells with their terrain, sheet edges and numerals, labelled
 * areas, polygons and circles, roads and rivers, objectives and marks and
 * the arrows of what was seen (render_mark.c), the units
 * (render_token.c), combat bursts and labels.
 * The layers, not the order of the items, decide what covers what, so an
 * arrow is never hidden under the terrain a module drew after it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"
#include "render_layout.h"

static double
text_px(const struct rctx *c, enum draw_size s)
{
	switch (s) {
	case DRAW_S_SMALL:	return rc_clamp(c->tok * 0.2, 7, 11);
	case DRAW_S_NORMAL:	return rc_clamp(c->tok * 0.3, 9, 15);
	case DRAW_S_LARGE:	return rc_clamp(c->tok * 0.4, 11, 20);
	default:		return rc_clamp(c->tok * 2.4, 24, 160);
	}
}

static void
path_pts(struct rctx *c, const struct draw_pt *p, int n, int close)
{
	int i;

	cairo_new_path(c->cr);
	for (i = 0; i < n; i++)
		cairo_line_to(c->cr, rc_x(c, p[i].x), rc_y(c, p[i].y));
	if (close)
		cairo_close_path(c->cr);
}

/* ---- terrain ---- */

static void
house(struct rctx *c, double x, double y, double s, unsigned rgb)
{
	cairo_rectangle(c->cr, x - s / 2, y - s / 2, s, s);
	rc_rgb(c, rgb, 1.0);
	cairo_fill(c->cr);
}

static void
dot(struct rctx *c, double x, double y, double r, unsigned rgb)
{
	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, r, 0, 2 * M_PI);
	rc_rgb(c, rgb, 1.0);
	cairo_fill(c->cr);
}

/* Contour rings of a hill: one per level, inside the cell's outline. */
static void
hill_rings(struct rctx *c, const struct draw_pt *k, int n, double cx,
    double cy, int level)
{
	int l, i;
	double f;

	if (level < 1)
		level = 1;
	for (l = 1; l <= level && l <= 3; l++) {
		f = 1.0 - 0.24 * l;
		cairo_new_path(c->cr);
		for (i = 0; i < n; i++)
			cairo_line_to(c->cr, cx + (rc_x(c, k[i].x) - cx) * f,
			    cy + (rc_y(c, k[i].y) - cy) * f);
		cairo_close_path(c->cr);
		cairo_set_line_width(c->cr, rc_clamp(c->tok * 0.035, 1.0, 2.0));
		rc_rgb(c, 0x9A6A32, 1.0);
		cairo_stroke(c->cr);
	}
}

/* The pattern of terrain t around (x, y) in a cell of "radius" r pixels
 * (the clip is the caller's): what tells woods from a hill in grey too. */
static void
decor(struct rctx *c, double x, double y, double r, enum draw_terrain t)
{
	double w = rc_clamp(r * 0.05, 0.8, 2.0);

	switch (t) {
	case DRAW_T_WOODS:
		dot(c, x - 0.5 * r, y - 0.15 * r, 0.2 * r, 0x5E9A48);
		dot(c, x + 0.45 * r, y - 0.3 * r, 0.2 * r, 0x5E9A48);
		dot(c, x + 0.05 * r, y + 0.55 * r, 0.2 * r, 0x5E9A48);
		dot(c, x - 0.1 * r, y - 0.62 * r, 0.16 * r, 0x5E9A48);
		break;
	case DRAW_T_TOWN:
		house(c, x - 0.5 * r, y - 0.4 * r, 0.24 * r, 0x6E6A66);
		house(c, x + 0.5 * r, y - 0.4 * r, 0.24 * r, 0x6E6A66);
		house(c, x - 0.5 * r, y + 0.45 * r, 0.24 * r, 0x6E6A66);
		house(c, x + 0.5 * r, y + 0.45 * r, 0.24 * r, 0x6E6A66);
		break;
	case DRAW_T_VILLAGE:
		house(c, x - 0.55 * r, y - 0.35 * r, 0.22 * r, 0x7D726A);
		house(c, x + 0.55 * r, y + 0.4 * r, 0.22 * r, 0x7D726A);
		house(c, x + 0.5 * r, y - 0.45 * r, 0.16 * r, 0x7D726A);
		break;
	case DRAW_T_WATER: case DRAW_T_FORD:
		rc_seg(c, x - 0.7 * r, y - 0.5 * r, x - 0.2 * r, y - 0.5 * r,
		    w, 0x3C8DD2);
		rc_seg(c, x + 0.2 * r, y + 0.55 * r, x + 0.7 * r,
		    y + 0.55 * r, w, 0x3C8DD2);
		if (t == DRAW_T_FORD) {
			rc_seg(c, x - r, y - 0.1 * r, x + r, y - 0.1 * r,
			    w * 2, 0xC2A878);
			rc_seg(c, x - r, y + 0.15 * r, x + r, y + 0.15 * r,
			    w * 2, 0xC2A878);
		}
		break;
	case DRAW_T_BRIDGE:
		cairo_rectangle(c->cr, x - r * 1.2, y - 0.2 * r, 2.4 * r,
		    0.4 * r);
		rc_rgb(c, 0x8B5A2B, 1.0);
		cairo_fill(c->cr);
		break;
	case DRAW_T_MARSH:
		rc_seg(c, x - 0.6 * r, y - 0.45 * r, x - 0.2 * r,
		    y - 0.45 * r, w, 0x4E8F7A);
		rc_seg(c, x + 0.15 * r, y + 0.5 * r, x + 0.6 * r,
		    y + 0.5 * r, w, 0x4E8F7A);
		rc_seg(c, x - 0.4 * r, y - 0.45 * r, x - 0.4 * r,
		    y - 0.65 * r, w, 0x4E8F7A);
		rc_seg(c, x + 0.38 * r, y + 0.5 * r, x + 0.38 * r,
		    y + 0.3 * r, w, 0x4E8F7A);
		break;
	case DRAW_T_ROUGH: case DRAW_T_SAND:
		dot(c, x - 0.5 * r, y - 0.45 * r, w * 1.2, 0x8C7B52);
		dot(c, x + 0.45 * r, y - 0.55 * r, w * 1.2, 0x8C7B52);
		dot(c, x - 0.6 * r, y + 0.4 * r, w * 1.2, 0x8C7B52);
		dot(c, x + 0.55 * r, y + 0.45 * r, w * 1.2, 0x8C7B52);
		dot(c, x + 0.05 * r, y + 0.65 * r, w * 1.2, 0x8C7B52);
		break;
	case DRAW_T_FIELD:
		rc_seg(c, x - 0.7 * r, y + 0.3 * r, x - 0.3 * r,
		    y - 0.6 * r, w, 0xB9A24A);
		rc_seg(c, x + 0.3 * r, y + 0.6 * r, x + 0.7 * r,
		    y - 0.3 * r, w, 0xB9A24A);
		break;
	default:
		break;
	}
}

void
rc_terrain_swatch(struct rctx *c, double x, double y, double w, double h,
    enum draw_terrain t)
{
	double r = (w < h ? w : h) / 2;

	cairo_save(c->cr);
	cairo_rectangle(c->cr, x, y, w, h);
	rc_rgb(c, drawing_terrain_rgb(t), 1.0);
	cairo_fill_preserve(c->cr);
	cairo_clip(c->cr);
	decor(c, x + w / 2, y + h / 2, r * 1.3, t);
	if (t == DRAW_T_HILL) {
		cairo_rectangle(c->cr, x + w * 0.2, y + h * 0.2, w * 0.6,
		    h * 0.6);
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, 0x9A6A32, 1.0);
		cairo_stroke(c->cr);
	}
	cairo_restore(c->cr);
	cairo_rectangle(c->cr, x, y, w, h);
	cairo_set_line_width(c->cr, 0.8);
	rc_rgb(c, 0x8C8C8C, 1.0);
	cairo_stroke(c->cr);
}

/* ---- the grid ---- */

static int
sheet_of(const struct draw_grid *g, int col, int row)
{
	int i;

	if (col < 0 || row < 0 || col >= g->cols || row >= g->rows ||
	    g->terrain[col + row * g->cols] == DRAW_T_OFF)
		return -2;
	for (i = 0; i < g->nsheets; i++)
		if (col >= g->sheet[i].c0 && col < g->sheet[i].c0 +
		    g->sheet[i].cols && row >= g->sheet[i].r0 && row <
		    g->sheet[i].r0 + g->sheet[i].rows)
			return i;
	return -1;
}

/* The neighbour across the side from corner i to corner i+1 (the order
 * of drawing_cell_corners). */
static void
across(const struct draw_grid *g, int col, int row, int i, int *nc, int *nr)
{
	/* hex sides NW N NE SE S SW; odd columns sit half a hex lower */
	static const int even[6][2] = {
		{ -1, -1 }, { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 },
	};
	static const int odd[6][2] = {
		{ -1, 0 }, { 0, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
	};
	static const int sq[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
	const int *o = g->kind == DRAW_GRID_SQUARE ? sq[i] : (col & 1) ?
	    odd[i] : even[i];

	*nc = col + o[0];
	*nr = row + o[1];
}

/* The cells: open ground as one area (no seams between cells for the
 * PNG to spell out), then every other terrain cell on it. */
/* The part of the board drawn now (the clip: a frame, an inset), in
 * pixels, a cell wider each way: a cell whose centre is outside draws
 * nothing that shows, and is skipped (an inset redraws no whole board). */
static void
visible(const struct rctx *c, double v[4])
{
	const struct draw_grid *g = &c->d->grid;
	double m = (g->size + 4) * c->k + 4;

	cairo_clip_extents(c->cr, &v[0], &v[1], &v[2], &v[3]);
	v[0] -= m, v[1] -= m, v[2] += m, v[3] += m;
}

static int
cell_out(const struct rctx *c, const double v[4], int col, int row)
{
	int x, y;
	double px, py;

	if (drawing_cell_centre(c->d, col, row, &x, &y) != 0)
		return 0;
	px = rc_x(c, x);
	py = rc_y(c, y);
	return px < v[0] || px > v[2] || py < v[1] || py > v[3];
}

static void
grid_cells(struct rctx *c)
{
	const struct draw_grid *g = &c->d->grid;
	struct draw_pt k[6];
	int col, row, n, x, y;
	double r, v[4];

	visible(c, v);
	cairo_new_path(c->cr);
	for (row = 0; row < g->rows; row++)
		for (col = 0; col < g->cols; col++)
			if (g->terrain[col + row * g->cols] != DRAW_T_OFF &&
			    !cell_out(c, v, col, row)) {
				n = drawing_cell_corners(c->d, col, row, k);
				cairo_new_sub_path(c->cr);
				for (x = 0; x < n; x++)
					cairo_line_to(c->cr, rc_x(c, k[x].x),
					    rc_y(c, k[x].y));
				cairo_close_path(c->cr);
			}
	cairo_set_fill_rule(c->cr, CAIRO_FILL_RULE_WINDING);
	rc_rgb(c, drawing_terrain_rgb(DRAW_T_OPEN), 1.0);
	cairo_fill(c->cr);
	r = (g->kind == DRAW_GRID_HEX ? g->hh : g->size / 2) * c->k;
	for (row = 0; row < g->rows; row++)
		for (col = 0; col < g->cols; col++) {
			enum draw_terrain t = g->terrain[col + row * g->cols];

			if (t == DRAW_T_OFF || t == DRAW_T_OPEN ||
			    cell_out(c, v, col, row))
				continue;
			n = drawing_cell_corners(c->d, col, row, k);
			drawing_cell_centre(c->d, col, row, &x, &y);
			cairo_save(c->cr);
			path_pts(c, k, n, 1);
			rc_rgb(c, drawing_terrain_rgb(t), 1.0);
			cairo_fill_preserve(c->cr);
			cairo_clip(c->cr);
			decor(c, rc_x(c, x), rc_y(c, y), r, t);
			cairo_restore(c->cr);
			if (t == DRAW_T_HILL)
				hill_rings(c, k, n, rc_x(c, x), rc_y(c, y),
				    g->level[col + row * g->cols]);
		}
}

static void
grid_lines(struct rctx *c)
{
	const struct draw_grid *g = &c->d->grid;
	struct draw_pt k[6];
	int col, row, n, i, nc, nr, here;
	double v[4];

	visible(c, v);
	/* every cell's outline in one stroke: a shared side drawn once */
	cairo_new_path(c->cr);
	for (row = 0; row < g->rows; row++)
		for (col = 0; col < g->cols; col++) {
			if (sheet_of(g, col, row) == -2 || cell_out(c, v, col,
			    row))
				continue;
			n = drawing_cell_corners(c->d, col, row, k);
			cairo_new_sub_path(c->cr);
			for (i = 0; i < n; i++)
				cairo_line_to(c->cr, rc_x(c, k[i].x),
				    rc_y(c, k[i].y));
			cairo_close_path(c->cr);
		}
	cairo_set_line_width(c->cr, rc_clamp(c->tok * 0.02, 0.6, 1.2));
	rc_rgb(c, 0x9A927F, 1.0);
	/* crisp: a thin line's grey fringe would double the PNG's size */
	cairo_set_antialias(c->cr, CAIRO_ANTIALIAS_NONE);
	cairo_stroke(c->cr);
	cairo_set_antialias(c->cr, CAIRO_ANTIALIAS_DEFAULT);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	for (row = 0; row < g->rows; row++)
		for (col = 0; col < g->cols; col++) {
			if ((here = sheet_of(g, col, row)) == -2 ||
			    cell_out(c, v, col, row))
				continue;
			n = drawing_cell_corners(c->d, col, row, k);
			/* a sheet's edge, and the board's */
			for (i = 0; i < n; i++) {
				across(g, col, row, i, &nc, &nr);
				if (sheet_of(g, nc, nr) == here)
					continue;
				rc_seg(c, rc_x(c, k[i].x), rc_y(c, k[i].y),
				    rc_x(c, k[(i + 1) % n].x),
				    rc_y(c, k[(i + 1) % n].y),
				    rc_clamp(c->tok * 0.05, 1.5, 3.0), 0x3A3A3A);
			}
		}
}

/* How many units, markers and stars placed before (their badges'
 * margin included) the star of radius s centred at (x, y) pixels would
 * cover. */
static int
star_hides(const struct rctx *c, double x, double y, double s)
{
	const struct drawing *d = c->d;
	const struct draw_token *t;
	double r, tr, tx, ty;
	int i, n = 0;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &d->items[i].u.token;
		r = (t->size > 0 ? t->size : d->token) * c->k / 2;
		/* a small token's badges stand out further */
		tr = t->status & ~(DRAW_ST_LOST | DRAW_ST_LAST_KNOWN) ? r +
		    rl_badge_r(r) * 1.4 : r * 1.1;
		rc_token_spot(c, i, &tx, &ty);
		n += hypot(tx - x, ty - y) < tr + s + 1.5;
	}
	for (i = 0; i < c->nstars; i++)
		n += hypot(c->star[i].x - x, c->star[i].y - y) < c->star[i].s +
		    s + 2;
	return n;
}

/*
 * Where an objective's star goes, and how large (f: of its full size):
 * on top of its ring (x, y - r) unless a unit stands there (a stack fans
 * out over the ring), then the first place round the ring where it hides
 * no unit and no other star, in the cell first (toward its corners, a
 * smaller star if it must be), then further out each time; failing all,
 * the one where it hides fewest.  The star is drawn over the units, so this is
 * all that keeps it off them.
 */
static void
star_spot(const struct rctx *c, double x, double y, double r, double *sx,
    double *sy, double *f)
{
	static const int deg[] = { 0, 30, -30, 60, -60, 90, -90, 120, -120,
	    150, -150, 180 };
	/* size, then distance (of r): inside the cell first, a smaller
	 * star rather than one in the next cell; then further out */
	static const double tries[][2] = {
		{ 1, 1 }, { 1, 1.2 }, { 0.8, 1 }, { 0.8, 1.2 }, { 0.65, 1 },
		{ 0.65, 1.2 }, { 0.65, 0.8 }, { 1, 1.45 }, { 1, 1.9 },
		{ 1, 2.35 }, { 1, 2.8 },
	};
	double s = r * 0.62, d, a, bx = x, by = y - r, cx, cy;
	int best = star_hides(c, bx, by, s), n, i;
	size_t t;

	*f = 1;
	for (t = 0; t < sizeof tries / sizeof tries[0] && best > 0; t++) {
		d = r * tries[t][1];
		for (i = 0; i < (int)(sizeof deg / sizeof deg[0]); i++) {
			a = deg[i] * M_PI / 180;
			cx = x + d * sin(a);
			cy = y - d * cos(a);
			n = star_hides(c, cx, cy, s * tries[t][0]);
			if (n == 0 || (tries[t][0] == 1 && n < best)) {
				best = n;
				bx = cx;
				by = cy;
				*f = tries[t][0];
			}
			if (n == 0) {
				*sx = bx;
				*sy = by;
				return;
			}
		}
	}
	*sx = bx;
	*sy = by;
}

void
rc_objective_place(struct rctx *c, const struct draw_item *it, double *sx,
    double *sy, double *f)
{
	double x = rc_x(c, it->u.obj.x), y = rc_y(c, it->u.obj.y),
	    r = c->tok * 0.62;

	*sx = x;
	*sy = y - r;
	*f = 1;
	/* a long label's box hangs under the ring: that one stays put */
	if (strlen(it->u.obj.label) <= 3)
		star_spot(c, x, y, r, sx, sy, f);
	if (c->nstars < RC_MAX_STARS) {
		c->star[c->nstars].x = *sx;
		c->star[c->nstars].y = *sy;
		c->star[c->nstars++].s = r * *f * 0.62;
	}
}

/* An objective's star (and its label), where it hides no unit. */
static void
objective_star(struct rctx *c, const struct draw_item *it)
{
	double x = rc_x(c, it->u.obj.x), y = rc_y(c, it->u.obj.y),
	    r = c->tok * 0.62, sx, sy, f, d;

	rc_objective_place(c, it, &sx, &sy, &f);
	d = hypot(sx - x, sy - y);
	if (d > r * 1.3)	/* pushed out of its cell: a line to its ring */
		rc_seg(c, x + (sx - x) * r / d, y + (sy - y) * r / d, sx - (sx -
		    x) * r * f * 0.5 / d, sy - (sy - y) * r * f * 0.5 / d, 1.2,
		    0x1A1A1A);
	rc_objective_label(c, sx, sy + r * f, r * f, it->u.obj.label);
}

static void
grid_labels(struct rctx *c)
{
	const struct draw_grid *g = &c->d->grid;
	char lab[DRAW_CELL_LEN];
	double px = rc_clamp(c->tok * 0.19, 6.5, 11), v[4];
	int col, row, x, y;

	visible(c, v);
	for (row = 0; row < g->rows; row++)
		for (col = 0; col < g->cols; col++) {
			if (g->terrain[col + row * g->cols] == DRAW_T_OFF ||
			    cell_out(c, v, col, row))
				continue;
			drawing_cell_label(c->d, col, row, lab);
			if (lab[0] == '\0')
				continue;
			drawing_cell_centre(c->d, col, row, &x, &y);
			if (g->kind == DRAW_GRID_HEX)
				rc_text(c, rc_x(c, x), rc_y(c, y - g->hh) + 1.5,
				    lab, px, 0, DRAW_A_N, 0x4F473C, 1, NULL);
			else
				rc_text(c, rc_x(c, x - g->size / 2) + 3,
				    rc_y(c, y - g->size / 2) + 2, lab, px, 0,
				    DRAW_A_NW, 0x4F473C, 1, NULL);
		}
}

/* ---- items ---- */

static double
line_px(const struct rctx *c, int width, double min)
{
	double w = width * c->k;

	return w < min ? min : w;
}

/* An open table's linear terrain along the current path, w pixels wide:
 * a stream, a hedge (green, dotted with bushes), a wall (grey stones),
 * a fence (brown, posts).  Each differs in grey too. */
static void
table_line(struct rctx *c, enum draw_line_kind k, double w)
{
	double d[2];

	switch (k) {
	case DRAW_L_STREAM:
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_WATER), 1.0);
		cairo_stroke(c->cr);
		break;
	case DRAW_L_HEDGE:
		w = w < 4 ? 4 : w;
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, 0x3E7B2E, 1.0);
		cairo_stroke_preserve(c->cr);
		d[0] = 0.01;
		d[1] = w * 0.9;
		cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_width(c->cr, w * 0.55);
		rc_rgb(c, 0x1F4D17, 1.0);
		cairo_stroke(c->cr);
		break;
	case DRAW_L_WALL:
		w = w < 3 ? 3 : w;
		cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, 0x4A4642, 1.0);
		cairo_stroke_preserve(c->cr);
		d[0] = w * 0.9;
		d[1] = w * 0.35;
		cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_width(c->cr, w * 0.45);
		rc_rgb(c, 0xB8B2AA, 1.0);
		cairo_stroke(c->cr);
		break;
	default:
		cairo_set_line_width(c->cr, 1.5);
		rc_rgb(c, 0x7A4E22, 1.0);
		cairo_stroke_preserve(c->cr);
		d[0] = 1.5;
		d[1] = w * 3 < 8 ? 8 : w * 3;
		cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_BUTT);
		cairo_set_line_width(c->cr, w * 2.2 < 6 ? 6 : w * 2.2);
		cairo_stroke(c->cr);
		break;
	}
	cairo_set_dash(c->cr, NULL, 0, 0);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
}

void
rc_table_line_sample(struct rctx *c, double x0, double y0, double x1,
    double y1, enum draw_line_kind k)
{
	cairo_save(c->cr);
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, x0, y0);
	cairo_line_to(c->cr, x1, y1);
	table_line(c, k, k == DRAW_L_STREAM ? 3 : 4);
	cairo_restore(c->cr);
}

static void
terrain_line(struct rctx *c, const struct draw_item *it)
{
	const struct draw_pt *p = c->d->pts + it->u.line.first;
	double w;

	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_join(c->cr, CAIRO_LINE_JOIN_ROUND);
	cairo_set_dash(c->cr, NULL, 0, 0);
	path_pts(c, p, it->u.line.n, 0);
	if (it->u.line.kind == DRAW_L_ROAD) {
		w = line_px(c, it->u.line.width, 3);
		cairo_set_line_width(c->cr, w);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_ROAD), 1.0);
		cairo_stroke_preserve(c->cr);
		cairo_set_line_width(c->cr, w * 0.45);
		rc_rgb(c, 0xF2E2BE, 1.0);
		cairo_stroke(c->cr);
		return;
	}
	if (it->u.line.kind >= DRAW_L_STREAM) {
		table_line(c, it->u.line.kind, line_px(c, it->u.line.width, 2));
		return;
	}
	w = line_px(c, it->u.line.width, it->u.line.kind == DRAW_L_RIVER ?
	    3 : 1);
	cairo_set_line_width(c->cr, w);
	rc_rgb(c, it->u.line.kind == DRAW_L_RIVER ?
	    drawing_ink_rgb(DRAW_INK_WATER) : drawing_ink_rgb(it->u.line.ink),
	    1.0);
	cairo_stroke(c->cr);
}

static void
area(struct rctx *c, const struct draw_item *it)
{
	const struct draw_pt *p = c->d->pts + it->u.area.first;
	double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18, x, y;
	int i;

	for (i = 0; i < it->u.area.n; i++) {
		x = rc_x(c, p[i].x);
		y = rc_y(c, p[i].y);
		x0 = x < x0 ? x : x0;
		x1 = x > x1 ? x : x1;
		y0 = y < y0 ? y : y0;
		y1 = y > y1 ? y : y1;
	}
	cairo_save(c->cr);
	path_pts(c, p, it->u.area.n, 1);
	rc_rgb(c, drawing_terrain_rgb(it->u.area.terrain), 1.0);
	cairo_fill_preserve(c->cr);
	cairo_clip(c->cr);
	/* the pattern, tiled over the area's box a token apart */
	for (y = y0 + c->tok / 2; y < y1 + c->tok; y += c->tok)
		for (x = x0 + c->tok / 2; x < x1 + c->tok; x += c->tok)
			decor(c, x, y, c->tok / 2, it->u.area.terrain);
	cairo_restore(c->cr);
	path_pts(c, p, it->u.area.n, 1);
	if (it->u.area.terrain == DRAW_T_BUILDING) {
		/* a building: its walls, and a roof's ridge shade */
		cairo_set_line_width(c->cr, 2.5);
		rc_rgb(c, 0x4A443E, 1.0);
	} else {
		cairo_set_line_width(c->cr, 1.2);
		rc_rgb(c, it->u.area.terrain == DRAW_T_HILL ? 0x9A6A32 :
		    0x6F6A5E, 1.0);
	}
	cairo_stroke(c->cr);
	if (it->u.area.label[0])
		rc_text(c, (x0 + x1) / 2, (y0 + y1) / 2, it->u.area.label,
		    text_px(c, DRAW_S_NORMAL), 0, DRAW_A_CENTRE, 0x3A3A3A, 1,
		    NULL);
}

static void
shape(struct rctx *c, const struct draw_item *it)
{
	double d[2];
	int fill, ink, width;

	if (it->kind == DRAW_POLY) {
		path_pts(c, c->d->pts + it->u.poly.first, it->u.poly.n, 1);
		fill = it->u.poly.fill;
		ink = it->u.poly.ink;
		width = it->u.poly.width;
	} else {
		cairo_new_path(c->cr);
		cairo_arc(c->cr, rc_x(c, it->u.circle.x), rc_y(c,
		    it->u.circle.y), it->u.circle.r * c->k, 0, 2 * M_PI);
		fill = it->u.circle.fill;
		ink = it->u.circle.ink;
		width = it->u.circle.width;
	}
	if (fill != DRAW_INK_NONE) {
		rc_rgb(c, drawing_ink_rgb(fill), 0.35);
		cairo_fill_preserve(c->cr);
	}
	if (ink != DRAW_INK_NONE) {
		d[0] = d[1] = line_px(c, width, 1.5) * 3;
		if (it->kind == DRAW_POLY && it->u.poly.dashed)
			cairo_set_dash(c->cr, d, 2, 0);
		cairo_set_line_width(c->cr, line_px(c, width, 1.5));
		rc_rgb(c, drawing_ink_rgb(ink), 1.0);
		cairo_stroke(c->cr);
		cairo_set_dash(c->cr, NULL, 0, 0);
	}
	cairo_new_path(c->cr);
}

static void
text_item(struct rctx *c, const struct draw_item *it, int huge)
{
	if ((it->u.text.size == DRAW_S_HUGE) != huge)
		return;
	if (huge) {
		cairo_push_group(c->cr);
		rc_text(c, rc_x(c, it->u.text.x), rc_y(c, it->u.text.y),
		    it->u.text.text, text_px(c, it->u.text.size), 1,
		    it->u.text.anchor, drawing_ink_rgb(it->u.text.ink), 1, NULL);
		cairo_pop_group_to_source(c->cr);
		cairo_paint_with_alpha(c->cr, 0.22);
		return;
	}
	rc_text(c, rc_x(c, it->u.text.x), rc_y(c, it->u.text.y),
	    it->u.text.text, text_px(c, it->u.text.size),
	    it->u.text.size == DRAW_S_LARGE, it->u.text.anchor,
	    drawing_ink_rgb(it->u.text.ink), 1, NULL);
}

/* Every item of one layer, in the module's order. */
static void
layer(struct rctx *c, int which)
{
	const struct draw_item *it;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		it = &c->d->items[i];
		switch (which) {
		case 0:
			if (it->kind == DRAW_TEXT)
				text_item(c, it, 1);
			break;
		case 1:
			if (it->kind == DRAW_AREA)
				area(c, it);
			break;
		case 2:
			if (it->kind == DRAW_POLY || it->kind == DRAW_CIRCLE)
				shape(c, it);
			break;
		case 3:
			if (it->kind == DRAW_LINE && (it->u.line.kind ==
			    DRAW_L_RIVER || it->u.line.kind == DRAW_L_PLAIN ||
			    it->u.line.kind >= DRAW_L_STREAM))
				terrain_line(c, it);
			break;
		case 4:
			if (it->kind == DRAW_LINE && it->u.line.kind ==
			    DRAW_L_ROAD)
				terrain_line(c, it);
			break;
		case 5:
			if (it->kind == DRAW_MARK && it->u.mark.kind !=
			    DRAW_M_COMBAT)
				rc_mark(c, rc_x(c, it->u.mark.x), rc_y(c,
				    it->u.mark.y), c->tok * 1.3,
				    it->u.mark.kind);
			else if (it->kind == DRAW_OBJECTIVE)
				rc_objective(c, rc_x(c, it->u.obj.x), rc_y(c,
				    it->u.obj.y), c->tok * 0.62,
				    it->u.obj.holder, NULL);
			break;
		case 6:
			if (it->kind == DRAW_LINE && it->u.line.kind >=
			    DRAW_L_MOVE && it->u.line.kind <= DRAW_L_FIRE)
				rc_action_line(c, it);
			break;
		case 7:
			if (it->kind == DRAW_MARK && it->u.mark.kind ==
			    DRAW_M_COMBAT && !rc_token_at(c->d, it->u.mark.x,
			    it->u.mark.y))
				rc_mark(c, rc_x(c, it->u.mark.x) + c->tok * 0.42,
				    rc_y(c, it->u.mark.y) - c->tok * 0.42,
				    rc_clamp(c->tok * 0.45, 10, 40),
				    DRAW_M_COMBAT);
			else if (it->kind == DRAW_TEXT)
				text_item(c, it, 0);
			else if (it->kind == DRAW_OBJECTIVE)
				objective_star(c, it);
			break;
		}
	}
}

/* ---- a framed board's overview ---- */

/* How much of what the framed board shows stands in the pixel box (x, y,
 * w, h): its units and bases, the ends of its arrows and rulings.  The
 * overview goes in the corner that hides least. */
static int
under_box(double x, double y, double w, double h, double px, double py,
    double pad)
{
	return px > x - pad && px < x + w + pad && py > y - pad && py < y +
	    h + pad;
}

static int
tokens_under(const struct rctx *c, double x, double y, double w, double h)
{
	const struct drawing *d = c->d;
	const struct draw_item *it;
	const struct draw_pt *p;
	int i, k, n = 0;

#define AT(ux, uy, pad) under_box(x, y, w, h, rc_x(c, (ux) - d->frame.x), \
	    rc_y(c, (uy) - d->frame.y), pad)
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		switch (it->kind) {
		case DRAW_TOKEN:
			n += 4 * AT(it->u.token.x, it->u.token.y, c->tok);
			break;
		case DRAW_BASE:		/* a base and its id */
			n += 4 * AT(it->u.base.x, it->u.base.y, 24);
			break;
		case DRAW_RULING:
			for (k = 0; k < it->u.ruling.n; k++)
				n += AT(it->u.ruling.p[k].x,
				    it->u.ruling.p[k].y, 8);
			break;
		case DRAW_LINE:
			if (it->u.line.kind < DRAW_L_MOVE ||
			    it->u.line.kind > DRAW_L_FIRE)
				break;
			for (k = 0, p = d->pts + it->u.line.first; k <
			    it->u.line.n; k++)
				n += AT(p[k].x, p[k].y, 8);
			break;
		default:
			break;
		}
	}
#undef AT
	return n;
}

/* An open table's overview: its areas and water, every base a dot. */
static void
overview_table(struct rctx *c, double x, double y, double s)
{
	const struct drawing *d = c->d;
	const struct draw_item *it;
	const struct draw_pt *p;
	int i, k;

	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		if (it->kind == DRAW_AREA) {
			p = d->pts + it->u.area.first;
			cairo_new_path(c->cr);
			for (k = 0; k < it->u.area.n; k++)
				cairo_line_to(c->cr, x + p[k].x * s, y + p[k].y *
				    s);
			cairo_close_path(c->cr);
			rc_rgb(c, drawing_terrain_rgb(it->u.area.terrain),
			    1.0);
			cairo_fill(c->cr);
		} else if (it->kind == DRAW_LINE && (it->u.line.kind ==
		    DRAW_L_RIVER || it->u.line.kind == DRAW_L_STREAM ||
		    it->u.line.kind == DRAW_L_ROAD || it->u.line.kind ==
		    DRAW_L_WALL)) {
			p = d->pts + it->u.line.first;
			cairo_new_path(c->cr);
			for (k = 0; k < it->u.line.n; k++)
				cairo_line_to(c->cr, x + p[k].x * s, y + p[k].y *
				    s);
			cairo_set_line_width(c->cr, rc_clamp(it->u.line.width *
			    s, 1, 3));
			rc_rgb(c, drawing_ink_rgb(it->u.line.ink), 1.0);
			cairo_stroke(c->cr);
		}
	}
	for (i = 0; i < d->nitems; i++) {
		const struct draw_base *b = &d->items[i].u.base;

		if (d->items[i].kind != DRAW_BASE)
			continue;
		cairo_new_path(c->cr);
		cairo_arc(c->cr, x + b->x * s, y + b->y * s, 1.8, 0, 2 * M_PI);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_SIDE(b->side)), (b->status &
		    DRAW_ST_LAST_KNOWN) ? 0.45 : 1.0);
		cairo_fill(c->cr);
	}
}

/* The whole board, small, in a corner of the framed one: its terrain,
 * every unit drawn as a dot in its side's colour, and the frame. */
static void
overview(struct rctx *c)
{
	const struct drawing *d = c->d;
	const struct draw_grid *g = &d->grid;
	double bw = d->width * c->k, bh = d->height * c->k, w, h, s, x = 0, y = 0,
	    best = -1, cx[4], cy[4];
	struct draw_pt k[6];
	int i, j, n, col, row, table = g->kind == DRAW_GRID_NONE;

	/* an open table's is smaller: its frame is on men a few pixels
	 * wide, and the overview must hide none of them */
	w = table ? rc_clamp(bw * 0.2, 110, 240) : rc_clamp(bw * 0.34, 120,
	    420);
	h = w * d->frame.full_h / d->frame.full_w;
	if (h > bh * (table ? 0.3 : 0.45)) {
		h = bh * (table ? 0.3 : 0.45);
		w = h * d->frame.full_w / d->frame.full_h;
	}
	s = w / d->frame.full_w;
	for (i = 0; i < 4; i++) {	/* corners: BR, BL, TR, TL */
		cx[i] = i % 2 ? c->ox + 6 : c->ox + bw - w - 6;
		cy[i] = i < 2 ? c->oy + bh - h - 6 : c->oy + 6;
		n = tokens_under(c, cx[i], cy[i], w, h);
		if (best < 0 || n < best) {
			best = n;
			x = cx[i];
			y = cy[i];
		}
	}
	cairo_save(c->cr);
	cairo_rectangle(c->cr, x - 3, y - 3, w + 6, h + 6);
	rc_rgb(c, 0xFFFFFF, table ? 1.0 : 0.94);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 1.2);
	rc_rgb(c, 0x4D4D4D, 1.0);
	cairo_stroke(c->cr);
	if (table) {
		cairo_save(c->cr);
		cairo_rectangle(c->cr, x, y, w, h);
		cairo_clip(c->cr);
		rc_rgb(c, 0xFBFAF6, 1.0);
		cairo_paint(c->cr);
		overview_table(c, x, y, s);
		cairo_restore(c->cr);
	}
	for (row = 0; g->kind != DRAW_GRID_NONE && row < g->rows; row++)
		for (col = 0; col < g->cols; col++) {
			enum draw_terrain t = g->terrain[col + row * g->cols];

			if (t == DRAW_T_OFF)
				continue;
			n = drawing_cell_corners(d, col, row, k);
			cairo_new_path(c->cr);
			for (j = 0; j < n; j++)
				cairo_line_to(c->cr, x + k[j].x * s, y + k[j].y *
				    s);
			cairo_close_path(c->cr);
			rc_rgb(c, drawing_terrain_rgb(t), 1.0);
			cairo_fill(c->cr);
		}
	for (i = 0; i < d->nitems; i++) {
		const struct draw_token *t = &d->items[i].u.token;

		if (d->items[i].kind != DRAW_TOKEN || (t->status &
		    DRAW_ST_LOST))
			continue;
		cairo_new_path(c->cr);
		cairo_arc(c->cr, x + t->x * s, y + t->y * s, rc_clamp(
		    d->token * s * 0.45, 1.8, 4), 0, 2 * M_PI);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_SIDE(t->side)),
		    (t->status & DRAW_ST_LAST_KNOWN) ? 0.45 : 1.0);
		cairo_fill(c->cr);
	}
	cairo_rectangle(c->cr, x + d->frame.x * s, y + d->frame.y * s,
	    d->width * s, d->height * s);
	cairo_set_line_width(c->cr, 1.6);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
	rc_text(c, x + 2, y + h + 1, table ? "the whole table; the frame: "
	    "this map" : "the whole board; the frame: this map",
	    rc_clamp(w * 0.04, 8, 11), 0, DRAW_A_SW, 0x4D4D4D, 1, NULL);
	cairo_restore(c->cr);
}

void
rc_board_part(struct rctx *c)
{
	rc_lost_place(c);	/* where the lost markers are seen */
	c->nstars = 0;
	if (c->d->grid.kind != DRAW_GRID_NONE)
		grid_cells(c);
	layer(c, 1);		/* labelled areas */
	if (c->d->grid.kind != DRAW_GRID_NONE)
		grid_lines(c);
	layer(c, 0);		/* sheet numerals, faint */
	layer(c, 2);		/* polygons, circles */
	layer(c, 3);		/* rivers, plain lines */
	layer(c, 4);		/* roads over rivers: bridges */
	rc_measure_grid(c);	/* an open table's inches or yards */
	if (c->d->grid.kind != DRAW_GRID_NONE)
		grid_labels(c);
	layer(c, 5);		/* fortifications, objectives */
	rc_rulings_under(c);	/* templates, arcs of fire */
	layer(c, 6);		/* what was seen to move and fire, under
				 * the units: an arrow never hides an id */
	rc_tokens(c);		/* units */
	rc_bases(c);		/* units on an open table */
	rc_rulings_over(c);	/* sight lines, rulers */
	rc_base_labels(c);	/* the bases' ids over the lines */
	layer(c, 7);		/* combat, labels */
	rc_rulings_labels(c);	/* a ruler's length over everything */
	free(c->taken);
	c->taken = NULL;
	c->ntaken = 0;
	rc_lost_free(c);
}

void
rc_board(struct rctx *c)
{
	/* an open table's edge is a hard edge: nothing drawn spills into
	 * the gutter its numbers stand in (a grid game is drawn as ever);
	 * a framed board shows only its frame */
	int framed = c->d->frame.on, clip = rc_gutter(c->d) > 0 || framed;

	cairo_rectangle(c->cr, c->ox, c->oy, c->d->width * c->k,
	    c->d->height * c->k);
	rc_rgb(c, 0xFBFAF6, 1.0);
	if (clip) {
		cairo_save(c->cr);
		cairo_fill_preserve(c->cr);
		cairo_clip(c->cr);
	} else
		cairo_fill(c->cr);
	if (framed) {		/* the frame's corner at the board's */
		c->ox -= c->d->frame.x * c->k;
		c->oy -= c->d->frame.y * c->k;
	}
	rc_board_part(c);
	rc_insets_outline(c, c->insets, c->ninsets);	/* what is larger */
	if (framed) {
		c->ox += c->d->frame.x * c->k;
		c->oy += c->d->frame.y * c->k;
	}
	if (clip)
		cairo_restore(c->cr);
	if (framed)
		overview(c);
	cairo_rectangle(c->cr, c->ox, c->oy, c->d->width * c->k,
	    c->d->height * c->k);
	cairo_set_line_width(c->cr, 1.0);
	rc_rgb(c, 0x8C8C8C, 1.0);
	cairo_stroke(c->cr);
}
