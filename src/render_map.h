/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map.h - private to render_map*.c: the parts of the board that
 * render_map.c draws in layers (rc_board_part), each in its own file.
 * What the other renderer files call is in render_ctx.h.
 */
#ifndef PBEM_RENDER_MAP_H
#define PBEM_RENDER_MAP_H

#include "render_ctx.h"

/* render_map_terrain.c: a terrain's look */
/* The path through n points of the drawing (closed if close). */
void rc_path_pts(struct rctx *c, const struct draw_pt *p, int n, int close);
/* Contour rings of a hill: one per level, inside the cell's outline. */
void rc_hill_rings(struct rctx *c, const struct draw_pt *k, int n, double cx,
    double cy, int level);
/* The pattern of terrain t around (x, y) in a cell of "radius" r pixels
 * (the clip is the caller's). */
void rc_decor(struct rctx *c, double x, double y, double r,
    enum draw_terrain t);

/* render_map_grid.c: a board's grid */
void rc_grid_cells(struct rctx *c);	/* the cells and their terrain */
void rc_grid_lines(struct rctx *c);	/* outlines, sheet and board edges */
void rc_grid_labels(struct rctx *c);	/* the cells' labels */

/* render_map_star.c: an objective's star (and its label), where it hides
 * no unit */
void rc_objective_star(struct rctx *c, const struct draw_item *it);

/* render_map_items.c: every item of one layer (0 to 7, rc_board_part),
 * in the module's order */
void rc_layer(struct rctx *c, int which);
/* A text's size class in pixels, on this board. */
double rc_size_px(const struct rctx *c, enum draw_size s);

/* render_map_words.c: an open table's area names and texts, after its
 * bases' ids, each where it hides none of them */
void rc_table_words(struct rctx *c);

/* render_map_overview.c: the whole board, small, in a corner of the
 * framed one */
void rc_overview(struct rctx *c);

/* render_map_pointer.c: on a framed board whose frame is the box v
 * (pixels), an arrow at its edge toward each man off it, with his name
 * and distance */
void rc_edge_pointers(struct rctx *c, const struct rc_box *v);

#endif
