/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * grid_square.h - square-grid geometry shared by grid-based rules modules.
 *
 * Cells are (x, y): x = column 0.. west->east (label letters A..Z),
 * y = row 0.. south->north (label numbers 1..).  Rule-free: no terrain, no
 * units; a module passes its own predicates.  Must never allocate or print.
 */
#ifndef PBEM_GRID_SQUARE_H
#define PBEM_GRID_SQUARE_H

#include <stddef.h>

#define GRID_MAX_COLS	26	/* one label letter per column */
#define GRID_MAX_ROWS	99	/* two label digits per row */
#define GRID_LABEL_LEN	4	/* "Z99" + NUL */

/* The 8 compass steps, in this order (index = enum value). */
enum grid_dir8 {
	GRID_N, GRID_NE, GRID_E, GRID_SE, GRID_S, GRID_SW, GRID_W, GRID_NW
};

/* The 4 corner facings. */
enum grid_facing {
	GRID_FACE_NE, GRID_FACE_SE, GRID_FACE_SW, GRID_FACE_NW
};

/* D = max(|dx|,|dy|) + ceil(min(|dx|,|dy|)/2): alternating 2,1 diagonals. */
int grid_dist(int x0, int y0, int x1, int y1);
/* 1 if the two cells share a side (orthogonal neighbours). */
int grid_ortho_adjacent(int x0, int y0, int x1, int y1);
/* 1 if the cells are among each other's 8 neighbours. */
int grid_touching(int x0, int y0, int x1, int y1);
/* "C4"; returns 0, or -1 if the cell cannot be labelled. */
int grid_label(int x, int y, char out[GRID_LABEL_LEN]);
/* Parse a label (case-insensitive) inside cols x rows; 0 or -1. */
int grid_parse(const char *s, int cols, int rows, int *x, int *y);
/* The directions' names, by index ("N", "NE", ...). */
extern const char *const grid_dir8_names[8];
/* Step vector of a compass direction; its name; parse (case-insensitive,
 * -1 if not a direction). */
void grid_dir8_vec(int dir, int *dx, int *dy);
const char *grid_dir8_name(int dir);
int grid_dir8_parse(const char *s);
/* Direction of a unit step (dx, dy in -1..1, not both 0), or -1. */
int grid_dir8_of(int dx, int dy);

void grid_facing_vec(int face, int *fx, int *fy);
const char *grid_facing_name(int face);
int grid_facing_parse(const char *s);
/* Facing whose front quadrant holds (dx, dy); an axis keeps `cur`'s sign. */
int grid_facing_toward(int cur, int dx, int dy);
/* 1 if (dx, dy) != (0, 0) lies in the closed front quadrant of `face`. */
int grid_in_front(int face, int dx, int dy);

/*
 * The integer line walk from cell 0 to cell 1.  At an exact corner crossing
 * it steps along the row axis ("forward") first, then the column axis.
 * Writes the cells passed (excluding the start, including the end) to
 * xs/ys, at most max; returns how many were emitted (may exceed max: the
 * rest are dropped).  Intermediate cells are the first n-1.
 */
int grid_trace(int x0, int y0, int x1, int y1, int *xs, int *ys, int max);

#endif
