/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hex_trace.c - the hex line-of-sight trace (games/common/hex.c),
 * now in integers, gives exactly the hexes the former floating-point
 * trace gave (kept here, in the test only, as the reference: tests may
 * use double, rules code may not), for every pair of hexes in a region
 * larger than any map, negative coordinates included.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/common/hex.h"

/* --- the trace as it was, in double (hex.c before issue 19) ---------- */

static void
old_to_cube(int c, int r, int *x, int *y, int *z)
{
	*x = c;
	*z = r - (c - (c & 1)) / 2;
	*y = -*x - *z;
}

static void
old_cube_round(double x, double y, double z, int *c, int *r)
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
old_add_hex(int c, int r, int *cs, int *rs, int n, int max, int *total)
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

static int
old_trace(int c0, int r0, int c1, int r1, int *cs, int *rs, int max)
{
	static const double eps[3] = { 1e-6, 2e-6, -3e-6 };
	int x0, y0, z0, x1, y1, z1, n, i, s, c, r, count = 0, total = 0;
	double t, sg;

	old_to_cube(c0, r0, &x0, &y0, &z0);
	old_to_cube(c1, r1, &x1, &y1, &z1);
	n = hex_distance(c0, r0, c1, r1);
	count = old_add_hex(c0, r0, cs, rs, count, max, &total);
	for (i = 1; i <= n; i++) {
		t = (double)i / n;
		for (s = 0; s < 2; s++) {
			sg = s == 0 ? 1.0 : -1.0;
			old_cube_round(x0 + sg * eps[0] + (x1 - x0) * t,
			    y0 + sg * eps[1] + (y1 - y0) * t,
			    z0 + sg * eps[2] + (z1 - z0) * t, &c, &r);
			count = old_add_hex(c, r, cs, rs, count, max, &total);
		}
	}
	return count;
}

/* --- the comparison --------------------------------------------------- */

#define MAXH 1024

static int
same(int c0, int r0, int c1, int r1, int max)
{
	int ac[MAXH], ar[MAXH], bc[MAXH], br[MAXH], na, nb, i;

	na = hex_trace(c0, r0, c1, r1, ac, ar, max);
	nb = old_trace(c0, r0, c1, r1, bc, br, max);
	if (na != nb)
		return 0;
	for (i = 0; i < na && i < max; i++)
		if (ac[i] != bc[i] || ar[i] != br[i])
			return 0;
	return 1;
}

int
main(void)
{
	int c0, r0, c1, r1, fails = 0;
	long cases = 0;
	uint64_t rng = 12345;

	/* every pair in a 16 x 16 block straddling the origin */
	for (c0 = -4; c0 < 12; c0++)
		for (r0 = -4; r0 < 12; r0++)
			for (c1 = -4; c1 < 12; c1++)
				for (r1 = -4; r1 < 12; r1++, cases++)
					if (!same(c0, r0, c1, r1, MAXH) &&
					    fails++ < 10)
						printf("FAIL %d,%d -> %d,%d\n",
						    c0, r0, c1, r1);
	/* long lines across a 300 x 300 table, and a short buffer */
	for (cases = 0; cases < 30000; cases++) {
		rng = rng * 6364136223846793005u + 1442695040888963407u;
		c0 = (int)(rng >> 33) % 300;
		r0 = (int)(rng >> 20) % 300;
		rng = rng * 6364136223846793005u + 1442695040888963407u;
		c1 = (int)(rng >> 33) % 300;
		r1 = (int)(rng >> 20) % 300;
		if (!same(c0, r0, c1, r1, cases % 7 == 0 ? 5 : MAXH) &&
		    fails++ < 10)
			printf("FAIL %d,%d -> %d,%d\n", c0, r0, c1, r1);
	}
	printf("%s - hex_trace: integer and former double traces agree\n",
	    fails ? "FAIL" : "ok");
	return fails != 0;
}
