/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_battery.c - a large fixed battery of exact-plane results
 * (games/common/plane.h), written to stdout as bytes: every answer of
 * every function over cases drawn from a fixed seed.  determinism.sh
 * hashes the stream from builds with different compilers, optimisation,
 * sanitizers and word sizes: the bits must be the same from all of them.
 * Plain C, no library but the plane, so a 32-bit build needs nothing.
 */
#include <stdio.h>
#include <string.h>

#include "games/common/plane.h"

static uint64_t rng = 0x0123456789abcdefu;
static unsigned char out[1 << 16];
static size_t nout;

static uint64_t
next(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 0x2545f4914f6cdd1du;
}

static int64_t
rnd(int64_t lo, int64_t hi)
{
	return lo + (int64_t)(next() % (uint64_t)(hi - lo + 1));
}

/* Little-endian, whatever the machine. */
static void
put(int64_t v)
{
	uint64_t u = (uint64_t)v;
	int i;

	if (nout + 8 > sizeof out) {
		fwrite(out, 1, nout, stdout);
		nout = 0;
	}
	for (i = 0; i < 8; i++)
		out[nout++] = (unsigned char)(u >> (8 * i));
}

static void
put_pt(struct plane_pt p)
{
	put(p.x);
	put(p.y);
}

static struct plane_pt
pt(int wide)
{
	struct plane_pt p;
	int64_t m = wide ? PLANE_COORD_MAX : 12;

	p.x = rnd(-m, m);
	p.y = rnd(-m, m);
	return p;
}

static struct plane_base
base(int wide)
{
	struct plane_base b;

	memset(&b, 0, sizeof b);
	b.kind = rnd(0, 1) ? PLANE_RECT : PLANE_ROUND;
	b.facing = (int)rnd(0, 359);
	b.round.c = pt(wide);
	b.round.c.x /= 2;
	b.round.c.y /= 2;
	b.round.r = rnd(0, wide ? 100000 : 5);
	b.rect.c = b.round.c;
	b.rect.w = rnd(2, wide ? 100000 : 9);
	b.rect.d = rnd(2, wide ? 100000 : 9);
	b.rect.facing = b.facing;
	return b;
}

/* A star polygon about a centre, possibly not simple: the functions
 * still answer, and the answer must still be the same everywhere. */
static int
polygon(int wide, struct plane_pt *v)
{
	struct plane_pt c = pt(wide);
	int n = (int)rnd(3, 12), i, deg = (int)rnd(0, 359);

	c.x /= 2;
	c.y /= 2;
	for (i = 0; i < n; i++) {
		deg += (int)rnd(1, 300 / n);
		v[i] = plane_step(c, deg, rnd(1, wide ? PLANE_COORD_MAX / 2 :
		    10));
	}
	return n;
}

static void
numbers(int i)
{
	/* one draw a statement: argument order is unspecified in C */
	uint64_t v = next();
	int d = (int)rnd(-100000, 100000);

	v >>= rnd(0, 63);

	put((int64_t)plane_isqrt(v));
	put((int64_t)plane_isqrt_round(v));
	put(plane_sin(d));
	put(plane_cos(d));
	put(plane_deg_norm(d));
	put(plane_deg_diff(d, i));
}

static void
points(int wide)
{
	struct plane_pt a = pt(wide), b = pt(wide), c = pt(wide);
	struct plane_pt e = pt(wide);
	struct plane_seg s = { a, b }, t = { c, e };
	int64_t r = rnd(0, wide ? PLANE_COORD_MAX : 20);
	int deg = (int)rnd(-400, 400), facing = (int)rnd(0, 359);
	int half = (int)rnd(0, 180);

	put(plane_dist2(a, b));
	put(plane_cmp_dist(a, b, r));
	put(plane_orient(a, b, c));
	a.x /= 2;
	a.y /= 2;
	put_pt(plane_step(a, deg, r / 2));
	put(plane_bearing(a, b));
	put(plane_seg_meet(s, t));
	put(plane_seg_cmp_dist_pt(s, c, r));
	put(plane_seg_cmp_dist_seg(s, t, r));
	put_pt(plane_seg_nearest(s, c));
	put(plane_in_arc(a, facing, half, c));
}

static void
shapes(int wide)
{
	struct plane_base a = base(wide), b = base(wide);
	struct plane_pt k[4], pa, pb, p = pt(wide);
	int64_t r = rnd(0, wide ? 200000 : 12);

	plane_rect_corners(&a.rect, k);
	put_pt(k[0]);
	put_pt(k[1]);
	put_pt(k[2]);
	put_pt(k[3]);
	put_pt(plane_rect_front(&a.rect));
	put(plane_base_quarter(&a, p));
	put(plane_base_cmp_gap(&a, &b, r));
	put(plane_base_cmp_centres(&a, &b, r));
	put(plane_base_gap(&a, &b, &pa, &pb));
	put_pt(pa);
	put_pt(pb);
	put(plane_base_contains(&a, p));
}

static void
polygons(int wide)
{
	struct plane_pt v[3][12], at, pts[4];
	struct plane_blocker bl[3];
	struct plane_circle fig[3];
	struct plane_terrain ter[3];
	struct plane_sight sight;
	struct plane_path_cost cost;
	struct plane_seg s;
	int j;

	for (j = 0; j < 3; j++) {
		bl[j].poly.p = v[j];
		bl[j].poly.n = polygon(wide, v[j]);
		bl[j].kind = rnd(0, 1) ? PLANE_BLOCK : PLANE_SEE_INTO;
		bl[j].depth = rnd(0, wide ? 100000 : 5);
		ter[j].poly = bl[j].poly;
		ter[j].cost = (int)rnd(0, 400);
		fig[j].c = pt(wide);
		fig[j].r = rnd(0, wide ? 100000 : 3);
	}
	s.a = pt(wide);
	s.b = rnd(0, 1) ? v[0][0] : pt(wide);
	put(plane_poly_where(bl[0].poly, s.a));
	put(plane_seg_enters(s, bl[0].poly));
	put(plane_seg_len_inside(s, bl[0].poly));
	at.x = at.y = 0;
	put(plane_seg_inside_beyond(s, bl[0].poly, bl[0].depth, &at));
	put_pt(at);
	plane_sight(s.a, s.b, bl, 3, fig, 3, &sight);
	put(sight.clear);
	put(sight.blocker);
	put_pt(sight.at);
	put(sight.nfigures);
	put(sight.first_figure);
	for (j = 0; j < 4; j++)
		pts[j] = rnd(0, 2) ? pt(wide) : v[j % 3][0];
	plane_path(pts, 4, (int)rnd(0, 359), ter, 3, &cost);
	put(cost.length);
	put(cost.cost);
	put(cost.turned);
	put(cost.blocked);
}

static void
bands(int wide)
{
	struct plane_pt v[6];
	struct plane_band b = { v, 0, 0 };
	struct plane_seg s;
	int j;

	b.n = (int)rnd(1, 6);
	for (j = 0; j < b.n; j++)
		v[j] = pt(wide);
	b.width = rnd(0, wide ? PLANE_COORD_MAX : 8);
	s.a = pt(wide);
	s.b = pt(wide);
	put(plane_band_contains(b, s.a));
	put(plane_band_meets(b, s));
}

int
main(void)
{
	int i;

	for (i = 0; i < 60000; i++) {
		numbers(i);
		points(i % 2);
		shapes(i % 2);
	}
	for (i = 0; i < 15000; i++)
		polygons(i % 2);
	for (i = 0; i < 30000; i++)
		bands(i % 2);
	fwrite(out, 1, nout, stdout);
	return fflush(stdout) != 0;
}
