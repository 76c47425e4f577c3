/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing_plane.h - an open table's shapes onto its drawing (drawing.h),
 * written once for every open-table module: its terrain's polygons and
 * polylines, whether kept as plane.h points or as x, y arrays, and its
 * bases.
 *
 * A module keeps its points one of two ways.  As plane.h points in the
 * drawing's own sense (y down from the north edge: Battleground), given
 * as they are; plane coordinates are bounded (PLANE_COORD_MAX), so they
 * fit an int.  Or as x, y arrays counted up from the south edge of a
 * table `depth` deep, as its reports write points (GLORY): the drawing's
 * y is then depth - y.  At most DRAW_PLANE_MAX_PTS points at a time;
 * more, or fewer than the item needs, fails the drawing as drawing.h's
 * own calls do (sticky).
 */
#ifndef PBEM_DRAWING_PLANE_H
#define PBEM_DRAWING_PLANE_H

#include "drawing.h"
#include "plane.h"

#define DRAW_PLANE_MAX_PTS	PLANE_MAX_POLY

/* plane.h points, the drawing's y: drawing_area, _line, _poly. */
int drawing_plane_area(struct drawing *d, const struct plane_pt *p, int n,
    enum draw_terrain t, const char *label);
int drawing_plane_line(struct drawing *d, const struct plane_pt *p, int n,
    enum draw_line_kind kind, int ink, int width, int arrow);
int drawing_plane_poly(struct drawing *d, const struct plane_pt *p, int n,
    int fill, int ink, int width, int dashed);

/* x[i], y[i] up from the south edge of a table `depth` deep. */
int drawing_south_area(struct drawing *d, const int *x, const int *y, int n,
    int depth, enum draw_terrain t, const char *label);
int drawing_south_line(struct drawing *d, const int *x, const int *y, int n,
    int depth, enum draw_line_kind kind, int ink, int width, int arrow);

/* A base for drawing_base: centre (x, y) in the drawing's sense, its
 * shape and size (dp unused for a round or square base), facing (or
 * DRAW_NO_FACING), side, and id (drawing_text_fit); no turret, no
 * status, no second line: the caller sets those it has. */
struct draw_base draw_base_at(int x, int y, enum draw_base_shape shape,
    int w, int dp, int facing, int side, const char *id);

/* An open table's measure counted from the south-west corner, as its
 * reports and sheets write points: drawing_measure(d, per, word, every,
 * decimals), drawing_measure_from_south, and the note saying so
 * ("Points x,y are `words` from the south-west corner."; a note too
 * long for the drawing fails it). */
int drawing_measure_south(struct drawing *d, int per, const char *word,
    int every, int decimals, const char *words);

/* What an open table's map writes first, the same on each of its maps:
 * drawing_init's unit ("1/1000 inch"), the heading's system name, and
 * the measure (drawing_measure's per, word, every and decimals), its
 * points `words` ("inches") from the south-west corner as
 * drawing_measure_south counts them, or with from_north from the
 * north-west one, down as the drawing's own y runs. */
struct draw_open_table {
	const char *system, *unit;
	int per;
	const char *word;
	int every, decimals;
	const char *words;
	int from_north;
};
/* The opening of an open table's map: drawing_init(d, t->unit, width,
 * height, token), drawing_heading_sides for the viewer (-1: the
 * referee) among the nsides sides with the phase's summary, then the
 * measure and the note saying where points count from ("Points x,y are
 * inches from the north-west corner."). */
int drawing_open_table(struct drawing *d, const struct draw_open_table *t,
    int width, int height, int token, const char *game, int viewer,
    const char (*side)[DRAW_NAME_LEN], int nsides, const char *summary);

#endif
