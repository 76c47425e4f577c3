/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * grid_square.c - square-grid distance, adjacency, labels, facings and the
 * line-of-sight walk (see grid_square.h).  Pure geometry: it never knows a
 * terrain or a unit, so every grid-based module can share it.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "grid_square.h"

static const int dir_dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dir_dy[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
const char *const grid_dir8_names[8] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};
static const int face_fx[4] = { 1, 1, -1, -1 };
static const int face_fy[4] = { 1, -1, -1, 1 };
static const char *const face_names[4] = { "NE", "SE", "SW", "NW" };

int
grid_dist(int x0, int y0, int x1, int y1)
{
	int dx = abs(x1 - x0), dy = abs(y1 - y0);
	int hi = dx > dy ? dx : dy, lo = dx > dy ? dy : dx;

	/* every odd diagonal costs 2, every even one 1 */
	return hi + (lo + 1) / 2;
}

int
grid_ortho_adjacent(int x0, int y0, int x1, int y1)
{
	return abs(x1 - x0) + abs(y1 - y0) == 1;
}

int
grid_touching(int x0, int y0, int x1, int y1)
{
	int dx = abs(x1 - x0), dy = abs(y1 - y0);

	return dx <= 1 && dy <= 1 && (dx | dy) != 0;
}

int
grid_label(int x, int y, char out[GRID_LABEL_LEN])
{
	if (x < 0 || x >= GRID_MAX_COLS || y < 0 || y >= GRID_MAX_ROWS) {
		out[0] = '\0';
		return -1;
	}
	snprintf(out, GRID_LABEL_LEN, "%c%d", 'A' + x, y + 1);
	return 0;
}

int
grid_parse(const char *s, int cols, int rows, int *x, int *y)
{
	int c, r = 0, n = 0;

	if (s == NULL || !isalpha((unsigned char)s[0]))
		return -1;
	c = toupper((unsigned char)s[0]) - 'A';
	for (s++; *s != '\0'; s++) {
		if (!isdigit((unsigned char)*s) || ++n > 2)
			return -1;
		r = r * 10 + (*s - '0');
	}
	if (n == 0 || r < 1 || c >= cols || r > rows)
		return -1;
	*x = c;
	*y = r - 1;
	return 0;
}

void
grid_dir8_vec(int dir, int *dx, int *dy)
{
	dir &= 7;
	*dx = dir_dx[dir];
	*dy = dir_dy[dir];
}

const char *
grid_dir8_name(int dir)
{
	return dir >= 0 && dir < 8 ? grid_dir8_names[dir] : "?";
}

int
grid_dir8_parse(const char *s)
{
	int i;

	for (i = 0; i < 8; i++)
		if (strcasecmp(s, grid_dir8_names[i]) == 0)
			return i;
	return -1;
}

int
grid_dir8_of(int dx, int dy)
{
	int i;

	for (i = 0; i < 8; i++)
		if (dir_dx[i] == dx && dir_dy[i] == dy)
			return i;
	return -1;
}

void
grid_facing_vec(int face, int *fx, int *fy)
{
	face &= 3;
	*fx = face_fx[face];
	*fy = face_fy[face];
}

const char *
grid_facing_name(int face)
{
	return face >= 0 && face < 4 ? face_names[face] : "?";
}

int
grid_facing_parse(const char *s)
{
	int i;

	for (i = 0; i < 4; i++)
		if (strcasecmp(s, face_names[i]) == 0)
			return i;
	return -1;
}

int
grid_facing_toward(int cur, int dx, int dy)
{
	int fx, fy, i;

	grid_facing_vec(cur, &fx, &fy);
	if (dx != 0)
		fx = dx > 0 ? 1 : -1;
	if (dy != 0)
		fy = dy > 0 ? 1 : -1;
	for (i = 0; i < 4; i++)
		if (face_fx[i] == fx && face_fy[i] == fy)
			return i;
	return cur;
}

int
grid_in_front(int face, int dx, int dy)
{
	int fx, fy;

	if (dx == 0 && dy == 0)
		return 0;
	grid_facing_vec(face, &fx, &fy);
	return dx * fx >= 0 && dy * fy >= 0;
}

static void
emit(int x, int y, int *xs, int *ys, int max, int *n)
{
	if (*n < max) {
		xs[*n] = x;
		ys[*n] = y;
	}
	(*n)++;
}

int
grid_trace(int x0, int y0, int x1, int y1, int *xs, int *ys, int max)
{
	int nx = abs(x1 - x0), ny = abs(y1 - y0);
	int sx = x1 > x0 ? 1 : -1, sy = y1 > y0 ? 1 : -1;
	int ix = 0, iy = 0, x = x0, y = y0, n = 0;
	long d;

	while (ix < nx || iy < ny) {
		d = (long)(1 + 2 * ix) * ny - (long)(1 + 2 * iy) * nx;
		if (d == 0) {
			/* exact corner: "measure forward first" (row axis) */
			y += sy;
			iy++;
			emit(x, y, xs, ys, max, &n);
			x += sx;
			ix++;
			emit(x, y, xs, ys, max, &n);
		} else if (d < 0) {
			x += sx;
			ix++;
			emit(x, y, xs, ys, max, &n);
		} else {
			y += sy;
			iy++;
			emit(x, y, xs, ys, max, &n);
		}
	}
	return n;
}
