/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map_grid.c - a board's grid: its cells filled with their
 * terrain, the cells' outlines with the sheets' and the board's edges,
 * and the cells' labels.  Part of the board (render_map.c).
 */
#include "render_map.h"

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

void
rc_grid_cells(struct rctx *c)
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
			rc_path_pts(c, k, n, 1);
			rc_rgb(c, drawing_terrain_rgb(t), 1.0);
			cairo_fill_preserve(c->cr);
			cairo_clip(c->cr);
			rc_decor(c, rc_x(c, x), rc_y(c, y), r, t);
			cairo_restore(c->cr);
			if (t == DRAW_T_HILL)
				rc_hill_rings(c, k, n, rc_x(c, x), rc_y(c, y),
				    g->level[col + row * g->cols]);
		}
}

void
rc_grid_lines(struct rctx *c)
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

void
rc_grid_labels(struct rctx *c)
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
