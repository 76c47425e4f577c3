/*
 * hex.c - flat-topped odd-q hex geometry (see hex.h): layouts of map
 * sheets, labels, neighbours, distance, hexsides and the centre-to-centre
 * trace used for line of sight.  Rule-free and allocation-free.
 */
#include <ctype.h>
#include <math.h>
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

/* Round fractional cube coordinates to the hex holding them. */
static void
cube_round(double x, double y, double z, int *c, int *r)
{
	double rx = round(x), ry = round(y), rz = round(z);
	double dx = fabs(rx - x), dy = fabs(ry - y), dz = fabs(rz - z);
	int ix, iz;

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
	static const double eps[3] = { 1e-6, 2e-6, -3e-6 };
	int x0, y0, z0, x1, y1, z1, n, i, s, c, r, count = 0, total = 0;
	double t, sg;

	to_cube(c0, r0, &x0, &y0, &z0);
	to_cube(c1, r1, &x1, &y1, &z1);
	n = hex_distance(c0, r0, c1, r1);
	count = add_hex(c0, r0, cs, rs, count, max, &total);
	for (i = 1; i <= n; i++) {
		t = (double)i / n;
		for (s = 0; s < 2; s++) {
			sg = s == 0 ? 1.0 : -1.0;
			cube_round(x0 + sg * eps[0] + (x1 - x0) * t,
			    y0 + sg * eps[1] + (y1 - y0) * t,
			    z0 + sg * eps[2] + (z1 - z0) * t, &c, &r);
			count = add_hex(c, r, cs, rs, count, max, &total);
		}
	}
	return count;
}
