/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing_plane.c - an open table's shapes onto its drawing
 * (drawing_plane.h).
 */
#include <stdio.h>
#include <string.h>

#include "drawing_plane.h"
#include "drawing_priv.h"

/* The points of p (or of x, y from the south edge, p NULL) in out:
 * 0, else the drawing failed (too many or none). */
static int
points(struct drawing *d, struct draw_pt *out, const struct plane_pt *p,
    const int *x, const int *y, int n, int depth)
{
	int i;

	if (n <= 0 || n > DRAW_PLANE_MAX_PTS || (p == NULL && (x == NULL ||
	    y == NULL)))
		return drawing_priv_fail(d, PBEM_ERR_USAGE);
	for (i = 0; i < n; i++)
		out[i] = p != NULL ? (struct draw_pt){ (int)p[i].x,
		    (int)p[i].y } : (struct draw_pt){ x[i], depth - y[i] };
	return d->failed;
}

int
drawing_plane_area(struct drawing *d, const struct plane_pt *p, int n,
    enum draw_terrain t, const char *label)
{
	struct draw_pt q[DRAW_PLANE_MAX_PTS];

	return points(d, q, p, NULL, NULL, n, 0) ? d->failed :
	    drawing_area(d, q, n, t, label);
}

int
drawing_plane_line(struct drawing *d, const struct plane_pt *p, int n,
    enum draw_line_kind kind, int ink, int width, int arrow)
{
	struct draw_pt q[DRAW_PLANE_MAX_PTS];

	return points(d, q, p, NULL, NULL, n, 0) ? d->failed :
	    drawing_line(d, q, n, kind, ink, width, arrow);
}

int
drawing_plane_poly(struct drawing *d, const struct plane_pt *p, int n,
    int fill, int ink, int width, int dashed)
{
	struct draw_pt q[DRAW_PLANE_MAX_PTS];

	return points(d, q, p, NULL, NULL, n, 0) ? d->failed :
	    drawing_poly(d, q, n, fill, ink, width, dashed);
}

int
drawing_south_area(struct drawing *d, const int *x, const int *y, int n,
    int depth, enum draw_terrain t, const char *label)
{
	struct draw_pt q[DRAW_PLANE_MAX_PTS];

	return points(d, q, NULL, x, y, n, depth) ? d->failed :
	    drawing_area(d, q, n, t, label);
}

int
drawing_south_line(struct drawing *d, const int *x, const int *y, int n,
    int depth, enum draw_line_kind kind, int ink, int width, int arrow)
{
	struct draw_pt q[DRAW_PLANE_MAX_PTS];

	return points(d, q, NULL, x, y, n, depth) ? d->failed :
	    drawing_line(d, q, n, kind, ink, width, arrow);
}

struct draw_base
draw_base_at(int x, int y, enum draw_base_shape shape, int w, int dp,
    int facing, int side, const char *id)
{
	struct draw_base b;

	memset(&b, 0, sizeof b);
	b.x = x;
	b.y = y;
	b.shape = shape;
	b.w = w;
	b.dp = dp;
	b.facing = facing;
	b.turret = DRAW_NO_FACING;
	b.side = side;
	drawing_text_fit(b.id, sizeof b.id, id);
	return b;
}

/* The note saying from which corner the points count. */
static int
measure_note(struct drawing *d, const char *words, const char *corner)
{
	char note[DRAW_NAME_LEN + 48];

	snprintf(note, sizeof note, "Points x,y are %.*s from the %s corner.",
	    DRAW_NAME_LEN, words, corner);
	return drawing_note(d, note);
}

int
drawing_measure_south(struct drawing *d, int per, const char *word,
    int every, int decimals, const char *words)
{
	drawing_measure(d, per, word, every, decimals);
	drawing_measure_from_south(d);
	return measure_note(d, words, "south-west");
}

int
drawing_open_table(struct drawing *d, const struct draw_open_table *t,
    int width, int height, int token, const char *game, int viewer,
    const char (*side)[DRAW_NAME_LEN], int nsides, const char *summary)
{
	drawing_init(d, t->unit, width, height, token);
	drawing_heading_sides(d, t->system, game, viewer, side, nsides,
	    summary);
	if (!t->from_north)
		return drawing_measure_south(d, t->per, t->word, t->every,
		    t->decimals, t->words);
	drawing_measure(d, t->per, t->word, t->every, t->decimals);
	return measure_note(d, t->words, "north-west");
}
