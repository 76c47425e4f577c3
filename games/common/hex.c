/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hex.c - flat-topped odd-q hex geometry (see hex.h): layouts of map
 * sheets, labels, neighbours, distance, hexsides and the centre-to-centre
 * trace used for line of sight.  Rule-free and allocation-free.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hex.h"

static const char *const numerals[] = { "", "I", "II", "III", "IV" };
static const char *const dirs[] = { "N", "NE", "SE", "S", "SW", "NW" };
/* (dc, dr) by direction, for even and odd columns. */
static const int off_even[6][2] = {
	{ 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 }, { -1, -1 }
};
static const int off_odd[6][2] = {
	{ 0, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }
};

int
hex_layout_init(struct hex_layout *l, int cols, int rows)
{
	memset(l, 0, sizeof *l);
	if (cols < 2 || cols > HEX_MAX_COLS || rows < 2 || rows > HEX_MAX_ROWS
	    || cols % 2 != 0)
		return -1;	/* even width keeps the odd-q parity across sheets */
	l->cols = cols;
	l->rows = rows;
	return 0;
}

int
hex_layout_add(struct hex_layout *l, int numeral, int mx, int my)
{
	int i;

	if (l->nmaps >= HEX_MAX_MAPS || numeral < 1 || numeral > 4 || mx < 0 ||
	    my < 0 || mx >= HEX_MAX_MAPS || my >= HEX_MAX_MAPS)
		return -1;
	for (i = 0; i < l->nmaps; i++)
		if (l->numeral[i] == numeral || (l->mx[i] == mx &&
		    l->my[i] == my))
			return -1;
	l->numeral[l->nmaps] = numeral;
	l->mx[l->nmaps] = mx;
	l->my[l->nmaps] = my;
	l->nmaps++;
	if ((mx + 1) * l->cols > l->w)
		l->w = (mx + 1) * l->cols;
	if ((my + 1) * l->rows > l->h)
		l->h = (my + 1) * l->rows;
	return 0;
}

static int
sheet_at(const struct hex_layout *l, int c, int r)
{
	int i;

	if (c < 0 || r < 0 || l->cols == 0)
		return -1;
	for (i = 0; i < l->nmaps; i++)
		if (l->mx[i] == c / l->cols && l->my[i] == r / l->rows)
			return i;
	return -1;
}

int
hex_on_board(const struct hex_layout *l, int c, int r)
{
	return sheet_at(l, c, r) >= 0;
}

int
hex_index(const struct hex_layout *l, int c, int r)
{
	return hex_on_board(l, c, r) ? r * l->w + c : -1;
}

void
hex_coords(const struct hex_layout *l, int idx, int *c, int *r)
{
	*c = idx % l->w;
	*r = idx / l->w;
}

const char *
hex_numeral(int n)
{
	return n >= 1 && n <= 4 ? numerals[n] : "?";
}

int
hex_numeral_parse(const char *s)
{
	int i;

	for (i = 1; i <= 4; i++)
		if (strcasecmp(s, numerals[i]) == 0)
			return i;
	return 0;
}

int
hex_label(const struct hex_layout *l, int c, int r, char out[HEX_LABEL_LEN])
{
	int m = sheet_at(l, c, r);

	out[0] = '\0';
	if (m < 0)
		return -1;
	snprintf(out, HEX_LABEL_LEN, "%s%c%02d", numerals[l->numeral[m]],
	    'A' + c % l->cols, r % l->rows + 1);
	return 0;
}

int
hex_label_dashed(const struct hex_layout *l, int c, int r,
    char out[HEX_LABEL_LEN])
{
	int m = sheet_at(l, c, r);

	out[0] = '\0';
	if (m < 0)
		return -1;
	snprintf(out, HEX_LABEL_LEN, "%s-%c%02d", numerals[l->numeral[m]],
	    'A' + c % l->cols, r % l->rows + 1);
	return 0;
}

int
hex_parse(const struct hex_layout *l, const char *s, int *c, int *r)
{
	char num[8];
	size_t n = strlen(s), k;
	int i, col, row, nm;

	if (n < 4 || n > 7 || !isdigit((unsigned char)s[n - 1]) ||
	    !isdigit((unsigned char)s[n - 2]) ||
	    !isalpha((unsigned char)s[n - 3]))
		return -1;
	row = (s[n - 2] - '0') * 10 + (s[n - 1] - '0');
	col = toupper((unsigned char)s[n - 3]) - 'A';
	k = n - 3;
	if (k > 0 && s[k - 1] == '-')
		k--;
	if (k == 0 || k >= sizeof num)
		return -1;
	memcpy(num, s, k);
	num[k] = '\0';
	if ((nm = hex_numeral_parse(num)) == 0)
		return -1;
	if (col < 0 || col >= l->cols || row < 1 || row > l->rows)
		return -1;
	for (i = 0; i < l->nmaps; i++)
		if (l->numeral[i] == nm) {
			*c = l->mx[i] * l->cols + col;
			*r = l->my[i] * l->rows + row - 1;
			return 0;
		}
	return -1;
}

void
hex_neighbour(int c, int r, int dir, int *nc, int *nr)
{
	const int (*o)[2] = (c & 1) ? off_odd : off_even;

	dir = ((dir % 6) + 6) % 6;
	*nc = c + o[dir][0];
	*nr = r + o[dir][1];
}

static void
to_cube(int c, int r, int *x, int *y, int *z)
{
	*x = c;
	*z = r - (c - (c & 1)) / 2;
	*y = -*x - *z;
}

int
hex_distance(int c0, int r0, int c1, int r1)
{
	int x0, y0, z0, x1, y1, z1;

	to_cube(c0, r0, &x0, &y0, &z0);
	to_cube(c1, r1, &x1, &y1, &z1);
	return (abs(x0 - x1) + abs(y0 - y1) + abs(z0 - z1)) / 2;
}

int
hex_dir_to(int c0, int r0, int c1, int r1)
{
	int d, nc, nr;

	for (d = 0; d < 6; d++) {
		hex_neighbour(c0, r0, d, &nc, &nr);
		if (nc == c1 && nr == r1)
			return d;
	}
	return -1;
}

const char *
hex_dir_name(int dir)
{
	return dir >= 0 && dir < 6 ? dirs[dir] : "?";
}

int
hex_dir_parse(const char *s)
{
	int d;

	for (d = 0; d < 6; d++)
		if (strcasecmp(s, dirs[d]) == 0)
			return d;
	return -1;
}

void
hex_side_canon(int c, int r, int dir, int *cc, int *cr, int *cd)
{
	dir = ((dir % 6) + 6) % 6;
	if (dir <= HEX_SE) {
		*cc = c;
		*cr = r;
		*cd = dir;
		return;
	}
	hex_neighbour(c, r, dir, cc, cr);
	*cd = hex_opposite(dir);
}

/*
 * Round cube coordinates (x, y, z) / s (s > 0) to the hex holding them.
 * Exact integers: the trace below used to do this in double precision
 * with the nudges 1e-6, 2e-6, -3e-6, and gives the same hexes, because
 * with s = n * 10^6 (n the hex distance, far below 10^5) no coordinate
 * comes within 10^-6 of a half and no two distances to the rounded
 * value come within 10^-6 of each other, where double's error is ~1e-12.
 */
static int64_t
round_div(int64_t v, int64_t s)
{
	int64_t m = v < 0 ? -v : v, q = (2 * m + s) / (2 * s);

	return v < 0 ? -q : q;		/* half away from zero, as round() */
}

static void
cube_round(int64_t x, int64_t y, int64_t z, int64_t s, int *c, int *r)
{
	int64_t rx = round_div(x, s), ry = round_div(y, s), rz = round_div(z, s);
	int64_t dx = rx * s - x, dy = ry * s - y, dz = rz * s - z;
	int ix, iz;

	dx = dx < 0 ? -dx : dx;
	dy = dy < 0 ? -dy : dy;
	dz = dz < 0 ? -dz : dz;
	if (dx > dy && dx > dz)
		rx = -ry - rz;
	else if (dy > dz)
		ry = -rx - rz;
	else
		rz = -rx - ry;
	(void)ry;
	ix = (int)rx;
	iz = (int)rz;
	*c = ix;
	*r = iz + (ix - (ix & 1)) / 2;
}

static int
add_hex(int c, int r, int *cs, int *rs, int n, int max, int *total)
{
	int i;

	for (i = 0; i < n && i < max; i++)
		if (cs[i] == c && rs[i] == r)
			return n;
	if (n < max) {
		cs[n] = c;
		rs[n] = r;
	}
	(*total)++;
	return n + 1;
}

int
hex_trace(int c0, int r0, int c1, int r1, int *cs, int *rs, int max)
{
	/* the nudges off the hexsides, in millionths of a hex; they sum to
	 * 0, so the nudged point stays on the plane x + y + z = 0 */
	static const int64_t eps[3] = { 1, 2, -3 };
	int x0, y0, z0, x1, y1, z1, n, i, k, c, r, count = 0, total = 0;
	int64_t s, sg;

	to_cube(c0, r0, &x0, &y0, &z0);
	to_cube(c1, r1, &x1, &y1, &z1);
	n = hex_distance(c0, r0, c1, r1);
	s = (int64_t)n * 1000000;
	count = add_hex(c0, r0, cs, rs, count, max, &total);
	for (i = 1; i <= n; i++) {
		/* the point i / n of the way, nudged, all times s */
		for (k = 0; k < 2; k++) {
			sg = k == 0 ? 1 : -1;
			cube_round((int64_t)x0 * s + sg * eps[0] * n +
			    (int64_t)(x1 - x0) * i * 1000000,
			    (int64_t)y0 * s + sg * eps[1] * n +
			    (int64_t)(y1 - y0) * i * 1000000,
			    (int64_t)z0 * s + sg * eps[2] * n +
			    (int64_t)(z1 - z0) * i * 1000000, s, &c, &r);
			count = add_hex(c, r, cs, rs, count, max, &total);
		}
	}
	return count;
}
