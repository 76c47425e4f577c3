/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_ref_gen.c - the random cases of test_plane_ref: one xorshift
 * stream from a fixed seed, drawn from by every test in main's order;
 * coordinates, points, lengths, segments and polygons, weighted toward
 * the degenerate.
 */
#include <string.h>

#include "test_plane_ref.h"

static uint64_t rng = 0x9e3779b97f4a7c15u;
int fails, percent = 100;

uint64_t
next(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 0x2545f4914f6cdd1du;
}

/* Uniform in [lo, hi]. */
int64_t
rnd(int64_t lo, int64_t hi)
{
	return lo + (int64_t)(next() % (uint64_t)(hi - lo + 1));
}

/* A coordinate: mostly a small grid (degenerate cases), else medium or
 * the full range. */
static int64_t
coord(int kind)
{
	switch (kind) {
	case 0:
		return rnd(-6, 6);
	case 1:
		return rnd(-100000, 100000);
	default:
		return rnd(-PLANE_COORD_MAX, PLANE_COORD_MAX);
	}
}

int
kind_of(void)
{
	int k = (int)rnd(0, 9);

	return k < 6 ? 0 : k < 9 ? 1 : 2;
}

struct plane_pt
pt(int kind)
{
	struct plane_pt p;

	p.x = coord(kind);
	p.y = coord(kind);
	return p;
}

/* A length near the distance p..q: exactly it when a whole number,
 * else its floor, ceiling or a random one. */
int64_t
near_len(uint64_t d2)
{
	uint64_t r = plane_isqrt(d2);

	switch (rnd(0, 3)) {
	case 0:
		return (int64_t)r;
	case 1:
		return (int64_t)r + 1;
	case 2:
		return r > 0 ? (int64_t)r - 1 : 0;
	default:
		return rnd(0, 2 * (int64_t)r + 2);
	}
}

struct plane_seg
seg(int k)
{
	struct plane_seg s;

	s.a = pt(k);
	s.b = rnd(0, 9) == 0 ? s.a : pt(k);	/* zero length now and then */
	return s;
}


/* Simple by the reference: edges meet only where they must. */
static int
simple(const struct plane_pt *v, int n)
{
	struct plane_seg e, f;
	int i, j;

	for (i = 0; i < n; i++) {
		e.a = v[i];
		e.b = v[(i + 1) % n];
		if (e.a.x == e.b.x && e.a.y == e.b.y)
			return 0;
		for (j = i + 1; j < n; j++) {
			f.a = v[j];
			f.b = v[(j + 1) % n];
			if (j == i + 1) {	/* share e.b = f.a only */
				if (ref_on_seg(e, QI(f.b.x), QI(f.b.y)) ||
				    ref_on_seg(f, QI(e.a.x), QI(e.a.y)))
					return 0;
			} else if ((j + 1) % n == i) {
				if (ref_on_seg(f, QI(e.b.x), QI(e.b.y)) ||
				    ref_on_seg(e, QI(f.a.x), QI(f.a.y)))
					return 0;
			} else if (ref_meet(e, f) != PLANE_X_NONE) {
				return 0;
			}
		}
	}
	return 1;
}

/* A random simple polygon: a star about a centre (reflex corners
 * included), on the small grid or wider. */
int
polygon(int k, struct plane_pt *v)
{
	int n, i, tries, deg[12];
	struct plane_pt c;
	int64_t rmax = k == 0 ? 7 : k == 1 ? 50000 : PLANE_COORD_MAX / 2;

	for (tries = 0;; tries++) {
		n = (int)rnd(3, k == 0 ? 6 : 10);
		c = pt(k == 2 ? 1 : k);
		for (i = 0; i < n; i++)
			deg[i] = (int)rnd(0, 359);
		for (i = 1; i < n; i++) {	/* sort the bearings */
			int j = i, t = deg[i];

			while (j > 0 && deg[j - 1] > t) {
				deg[j] = deg[j - 1];
				j--;
			}
			deg[j] = t;
		}
		for (i = 0; i < n; i++)
			v[i] = plane_step(c, deg[i], rnd(1, rmax));
		if (k == 0 && rnd(0, 1))	/* an axis-aligned L or box */
			for (i = 0; i < n; i++) {
				v[i].x = c.x + (v[i].x - c.x) / 2 * 2;
				v[i].y = c.y + (v[i].y - c.y) / 2 * 2;
			}
		if (simple(v, n))
			break;
		ref_reset();
	}
	return n;
}

/* A segment that likes the polygon's vertices and edges. */
struct plane_seg
probe(int k, const struct plane_pt *v, int n)
{
	struct plane_seg s = seg(k);
	int j = (int)rnd(0, n - 1);

	switch (rnd(0, 4)) {
	case 0:			/* through a vertex */
		s.b.x = v[j].x + (v[j].x - s.a.x);
		s.b.y = v[j].y + (v[j].y - s.a.y);
		if (s.b.x > PLANE_COORD_MAX || s.b.x < -PLANE_COORD_MAX ||
		    s.b.y > PLANE_COORD_MAX || s.b.y < -PLANE_COORD_MAX)
			s.b = v[j];
		break;
	case 1:			/* along an edge, past both ends */
		s.a.x = v[j].x - (v[(j + 1) % n].x - v[j].x);
		s.a.y = v[j].y - (v[(j + 1) % n].y - v[j].y);
		s.b.x = v[(j + 1) % n].x + (v[(j + 1) % n].x - v[j].x);
		s.b.y = v[(j + 1) % n].y + (v[(j + 1) % n].y - v[j].y);
		if (k == 2)
			s.a = v[j], s.b = v[(j + 1) % n];
		break;
	case 2:			/* vertex to vertex */
		s.a = v[j];
		s.b = v[rnd(0, n - 1)];
		break;
	default:
		break;
	}
	return s;
}
