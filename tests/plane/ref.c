/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ref.c - the plane's slow exact reference (ref.h): gcry_mpi rationals,
 * each predicate from its definition.  Only the tests link it.
 */
#include <stdlib.h>
#include <string.h>

#include "ref.h"

static M *arena;
static size_t narena, cap;

static M
keep(M m)
{
	if (narena == cap) {
		cap = cap ? cap * 2 : 4096;
		arena = realloc(arena, cap * sizeof *arena);
		if (!arena)
			abort();
	}
	arena[narena++] = m;
	return m;
}

void
ref_reset(void)
{
	while (narena > 0)
		gcry_mpi_release(arena[--narena]);
}

M
I(int64_t v)
{
	uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
	M m = gcry_mpi_set_ui(NULL, (unsigned long)(u >> 32));

	gcry_mpi_mul_2exp(m, m, 32);
	gcry_mpi_add_ui(m, m, (unsigned long)(u & 0xffffffffu));
	if (v < 0)
		gcry_mpi_neg(m, m);
	return keep(m);
}

M
add(M a, M b)
{
	M m = keep(gcry_mpi_new(0));

	gcry_mpi_add(m, a, b);
	return m;
}

M
sub(M a, M b)
{
	M m = keep(gcry_mpi_new(0));

	gcry_mpi_sub(m, a, b);
	return m;
}

M
mul(M a, M b)
{
	M m = keep(gcry_mpi_new(0));

	gcry_mpi_mul(m, a, b);
	return m;
}

int
sgn(M a)
{
	int c = gcry_mpi_cmp_ui(a, 0);

	return (c > 0) - (c < 0);
}

int
cmpm(M a, M b)
{
	int c = gcry_mpi_cmp(a, b);

	return (c > 0) - (c < 0);
}

struct q
Q(M n, M d)
{
	struct q r;

	if (sgn(d) < 0) {
		n = sub(I(0), n);
		d = sub(I(0), d);
	}
	r.n = n;
	r.d = d;
	return r;
}

struct q
QI(int64_t v)
{
	return Q(I(v), I(1));
}

struct q
qadd(struct q a, struct q b)
{
	return Q(add(mul(a.n, b.d), mul(b.n, a.d)), mul(a.d, b.d));
}

struct q
qsub(struct q a, struct q b)
{
	return Q(sub(mul(a.n, b.d), mul(b.n, a.d)), mul(a.d, b.d));
}

struct q
qmul(struct q a, struct q b)
{
	return Q(mul(a.n, b.n), mul(a.d, b.d));
}

int
qsgn(struct q a)
{
	return sgn(a.n);
}

int
qcmp(struct q a, struct q b)
{
	return qsgn(qsub(a, b));
}

int64_t
mi64(M a)
{
	unsigned char buf[32];
	size_t n = 0, i;
	uint64_t u = 0;
	int neg = sgn(a) < 0;
	M m = neg ? sub(I(0), a) : a;

	if (sgn(m) != 0 &&
	    gcry_mpi_print(GCRYMPI_FMT_USG, buf, sizeof buf, &n, m) != 0)
		abort();
	if (n > 8)
		abort();
	for (i = 0; i < n; i++)
		u = (u << 8) | buf[i];
	return neg ? -(int64_t)u : (int64_t)u;
}

int64_t
qround(struct q a)
{
	int neg = qsgn(a) < 0;
	M n = neg ? sub(I(0), a.n) : a.n;
	M num = add(add(n, n), a.d), den = add(a.d, a.d);
	M quo = keep(gcry_mpi_new(0));
	int64_t v;

	gcry_mpi_div(quo, NULL, num, den, 0);
	v = mi64(quo);
	return neg ? -v : v;
}

/* --- trigonometry ---------------------------------------------------- */

static int64_t sin_tab[720];

/* x / k for x >= 0 (truncated). */
static M
divk(M x, M k)
{
	M quo = keep(gcry_mpi_new(0));

	gcry_mpi_div(quo, NULL, x, k, 0);
	return quo;
}

static M
atan_inv(M one, int64_t x)
{
	M term = divk(one, I(x)), sum = term, xx = I(x * x);
	int64_t k;

	for (k = 1; sgn(term) != 0; k++) {
		term = divk(term, xx);
		if (k % 2)
			sum = sub(sum, divk(term, I(2 * k + 1)));
		else
			sum = add(sum, divk(term, I(2 * k + 1)));
	}
	return sum;
}

static M
two_pow(unsigned e)
{
	M m = I(1);

	gcry_mpi_mul_2exp(m, m, e);
	return m;
}

void
ref_trig_init(void)
{
	M one = two_pow(256), pi, a, term, sum;
	int h, i, neg;

	pi = gcry_mpi_copy(sub(mul(I(16), atan_inv(one, 5)),
	    mul(I(4), atan_inv(one, 239))));
	ref_reset();
	for (h = 0; h < 720; h++) {
		/* sin of a = pi h / 360 by its series in 2^256 fixed point
		 * (truncation error far below the 2^-20 that matters) */
		one = two_pow(256);
		a = divk(mul(pi, I(h)), I(360));
		term = a;
		sum = a;
		for (i = 1; sgn(term) != 0; i++) {
			term = divk(divk(mul(mul(term, a), a), mul(one, one)),
			    I((2 * i) * (2 * i + 1)));
			sum = i % 2 ? sub(sum, term) : add(sum, term);
		}
		neg = sgn(sum) < 0;
		if (neg)
			sum = sub(I(0), sum);
		sum = mul(sum, I((int64_t)1 << 20));
		sin_tab[h] = mi64(divk(add(sum, two_pow(255)), one));
		if (neg)
			sin_tab[h] = -sin_tab[h];
		ref_reset();
	}
	gcry_mpi_release(pi);
}

int64_t
ref_sin_half(int h)
{
	return sin_tab[((h % 720) + 720) % 720];
}

/* --- points and segments -------------------------------------------- */

int
ref_orient(struct plane_pt a, struct plane_pt b, struct plane_pt c)
{
	return sgn(sub(mul(sub(I(b.x), I(a.x)), sub(I(c.y), I(a.y))),
	    mul(sub(I(b.y), I(a.y)), sub(I(c.x), I(a.x)))));
}

/* P on the closed segment: collinear and its projection within. */
int
ref_on_seg(struct plane_seg s, struct q px, struct q py)
{
	struct q ax = QI(s.a.x), ay = QI(s.a.y);
	struct q vx = QI(s.b.x - s.a.x), vy = QI(s.b.y - s.a.y);
	struct q wx = qsub(px, ax), wy = qsub(py, ay), dot, len;

	if (s.a.x == s.b.x && s.a.y == s.b.y)
		return qsgn(wx) == 0 && qsgn(wy) == 0;
	if (qsgn(qsub(qmul(vx, wy), qmul(vy, wx))) != 0)
		return 0;
	dot = qadd(qmul(vx, wx), qmul(vy, wy));
	len = qadd(qmul(vx, vx), qmul(vy, vy));
	return qsgn(dot) >= 0 && qcmp(dot, len) <= 0;
}

static int
pt_on(struct plane_seg s, struct plane_pt p)
{
	return ref_on_seg(s, QI(p.x), QI(p.y));
}

/* By parameters: solve a + t v = c + u e. */
enum plane_x
ref_meet(struct plane_seg s, struct plane_seg t)
{
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y;
	int64_t ex = t.b.x - t.a.x, ey = t.b.y - t.a.y;
	M det = sub(mul(I(vx), I(ey)), mul(I(vy), I(ex)));
	M wx = I(t.a.x - s.a.x), wy = I(t.a.y - s.a.y);
	struct q tt, uu, zero = QI(0), one = QI(1);

	if (sgn(det) != 0) {
		tt = Q(sub(mul(wx, I(ey)), mul(wy, I(ex))), det);
		uu = Q(sub(mul(wx, I(vy)), mul(wy, I(vx))), det);
		if (qcmp(tt, zero) > 0 && qcmp(tt, one) < 0 &&
		    qcmp(uu, zero) > 0 && qcmp(uu, one) < 0)
			return PLANE_X_CROSS;
		if (qcmp(tt, zero) >= 0 && qcmp(tt, one) <= 0 &&
		    qcmp(uu, zero) >= 0 && qcmp(uu, one) <= 0)
			return PLANE_X_TOUCH;
		return PLANE_X_NONE;
	}
	/* parallel, collinear or a point: any end on the other */
	if (pt_on(s, t.a) || pt_on(s, t.b) || pt_on(t, s.a) || pt_on(t, s.b))
		return PLANE_X_TOUCH;
	return PLANE_X_NONE;
}

/* The nearest point by the clamped projection, and its squared distance. */
struct q
ref_seg_d2(struct plane_seg s, struct plane_pt p, struct q *nx, struct q *ny)
{
	struct q vx = QI(s.b.x - s.a.x), vy = QI(s.b.y - s.a.y);
	struct q len = qadd(qmul(vx, vx), qmul(vy, vy)), t, x, y, dx, dy;

	if (qsgn(len) == 0) {
		t = QI(0);
	} else {
		t = qadd(qmul(vx, QI(p.x - s.a.x)), qmul(vy, QI(p.y - s.a.y)));
		t = Q(mul(t.n, len.d), mul(t.d, len.n));
		if (qsgn(t) < 0)
			t = QI(0);
		if (qcmp(t, QI(1)) > 0)
			t = QI(1);
	}
	x = qadd(QI(s.a.x), qmul(vx, t));
	y = qadd(QI(s.a.y), qmul(vy, t));
	dx = qsub(QI(p.x), x);
	dy = qsub(QI(p.y), y);
	if (nx)
		*nx = x;
	if (ny)
		*ny = y;
	return qadd(qmul(dx, dx), qmul(dy, dy));
}

int
ref_cmp_len(struct q d2, int64_t r)
{
	if (r < 0)
		return 1;
	return qcmp(d2, QI(r * r));
}

/* --- directions ------------------------------------------------------ */

static void
hdir(int h, int64_t *x, int64_t *y)
{
	*x = ref_sin_half(h);
	*y = -ref_sin_half(h + 180);
}

/* Scan every half-degree wedge [H_k, H_k+1) for the one holding v. */
int
ref_bearing(struct plane_pt a, struct plane_pt b)
{
	int64_t vx = b.x - a.x, vy = b.y - a.y, hx, hy, nx, ny;
	M c0, c1;
	int k;

	if (vx == 0 && vy == 0)
		return 0;
	for (k = 0; k < 720; k++) {
		hdir(k, &hx, &hy);
		hdir(k + 1, &nx, &ny);
		c0 = sub(mul(I(hx), I(vy)), mul(I(hy), I(vx)));
		c1 = sub(mul(I(nx), I(vy)), mul(I(ny), I(vx)));
		if (sgn(c0) >= 0 && sgn(c1) < 0 &&
		    sgn(add(mul(I(hx), I(vx)), mul(I(hy), I(vy)))) > 0)
			break;
	}
	if (k == 720)
		abort();
	if (k % 2 == 0)
		return k / 2;
	if (sgn(c0) == 0)
		return (k - 1) / 2;
	return ((k + 1) / 2) % 360;
}

/* A pseudo-angle in [0, 4), increasing clockwise on the map (y south). */
static struct q
diamond(int64_t x, int64_t y)
{
	if (y >= 0)
		return x >= 0 ? Q(I(y), I(x + y)) :
		    qsub(QI(1), Q(I(x), I(-x + y)));
	return x < 0 ? qsub(QI(2), Q(I(y), I(-x - y))) :
	    qadd(QI(3), Q(I(x), I(x - y)));
}

static struct q
mod4(struct q a)
{
	while (qsgn(a) < 0)
		a = qadd(a, QI(4));
	while (qcmp(a, QI(4)) >= 0)
		a = qsub(a, QI(4));
	return a;
}

int
ref_in_arc(struct plane_pt apex, int facing, int half, struct plane_pt p)
{
	int64_t lx, ly, rx, ry, vx = p.x - apex.x, vy = p.y - apex.y;
	struct q l, sweep, pos;

	if (half >= 180 || (vx == 0 && vy == 0))
		return 1;
	hdir(2 * (facing - half), &lx, &ly);
	hdir(2 * (facing + half), &rx, &ry);
	l = diamond(lx, ly);
	sweep = mod4(qsub(diamond(rx, ry), l));
	pos = mod4(qsub(diamond(vx, vy), l));
	return qcmp(pos, sweep) <= 0;
}

int
ref_in_wedge(struct plane_pt apex, struct plane_pt u, struct plane_pt w,
    struct plane_pt p)
{
	struct q l, sweep, pos;

	if (p.x == apex.x && p.y == apex.y)
		return 1;
	l = diamond(u.x - apex.x, u.y - apex.y);
	sweep = mod4(qsub(diamond(w.x - apex.x, w.y - apex.y), l));
	pos = mod4(qsub(diamond(p.x - apex.x, p.y - apex.y), l));
	return qcmp(pos, sweep) <= 0;
}

/* --- polygons -------------------------------------------------------- */

static int
quadrant(struct q dx, struct q dy)
{
	if (qsgn(dx) > 0 && qsgn(dy) >= 0)
		return 0;
	if (qsgn(dx) <= 0 && qsgn(dy) > 0)
		return 1;
	if (qsgn(dx) < 0 && qsgn(dy) <= 0)
		return 2;
	return 3;
}

/* Boundary first, then the winding number by quadrant steps. */
enum plane_where
ref_where(struct plane_poly poly, struct q px, struct q py)
{
	struct plane_seg e;
	struct q x0, y0, x1, y1;
	int i, q0, q1, d, wind = 0;

	for (i = 0; i < poly.n; i++) {
		e.a = poly.p[i];
		e.b = poly.p[(i + 1) % poly.n];
		if (ref_on_seg(e, px, py))
			return PLANE_ON;
	}
	for (i = 0; i < poly.n; i++) {
		e.a = poly.p[i];
		e.b = poly.p[(i + 1) % poly.n];
		x0 = qsub(QI(e.a.x), px);
		y0 = qsub(QI(e.a.y), py);
		x1 = qsub(QI(e.b.x), px);
		y1 = qsub(QI(e.b.y), py);
		q0 = quadrant(x0, y0);
		q1 = quadrant(x1, y1);
		d = q1 - q0;
		if (d == 3)
			d = -1;
		else if (d == -3)
			d = 1;
		else if (d == 2 || d == -2)
			d = qsgn(qsub(qmul(x0, y1), qmul(y0, x1))) > 0 ? 2 : -2;
		wind += d;
	}
	return wind != 0 ? PLANE_IN : PLANE_OUT;
}

static int
qsort_cmp(const void *a, const void *b)
{
	return qcmp(*(const struct q *)a, *(const struct q *)b);
}

int
ref_pieces(struct plane_seg s, struct plane_poly poly, struct q *t,
    int *inside)
{
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y;
	struct q len = QI(vx * vx + vy * vy), u, xx, xy, tt, mid, zero = QI(0);
	struct plane_pt e0, e1;
	M o0, o1;
	int i, n = 0, m;

	t[n++] = QI(0);
	t[n++] = QI(1);
	for (i = 0; i < poly.n; i++) {
		e0 = poly.p[i];
		e1 = poly.p[(i + 1) % poly.n];
		/* where the edge's ends lie across the line of s */
		o0 = sub(mul(I(vx), I(e0.y - s.a.y)), mul(I(vy), I(e0.x - s.a.x)));
		o1 = sub(mul(I(vx), I(e1.y - s.a.y)), mul(I(vy), I(e1.x - s.a.x)));
		if (sgn(o0) == 0 && sgn(o1) == 0) {
			u = QI(0);	/* collinear: e0 (e1 is the next's e0) */
		} else if (sgn(o0) * sgn(o1) <= 0) {
			u = Q(o0, sub(o0, o1));
		} else {
			continue;
		}
		xx = qadd(QI(e0.x), qmul(u, QI(e1.x - e0.x)));
		xy = qadd(QI(e0.y), qmul(u, QI(e1.y - e0.y)));
		tt = qadd(qmul(QI(vx), qsub(xx, QI(s.a.x))),
		    qmul(QI(vy), qsub(xy, QI(s.a.y))));
		tt = Q(mul(tt.n, len.d), mul(tt.d, len.n));
		if (qcmp(tt, zero) >= 0 && qcmp(tt, QI(1)) <= 0)
			t[n++] = tt;
	}
	qsort(t, n, sizeof *t, qsort_cmp);
	for (i = 1, m = 1; i < n; i++)
		if (qcmp(t[i], t[m - 1]) != 0)
			t[m++] = t[i];
	for (i = 0; i + 1 < m; i++) {
		mid = qmul(qadd(t[i], t[i + 1]), Q(I(1), I(2)));
		inside[i] = ref_where(poly,
		    qadd(QI(s.a.x), qmul(mid, QI(vx))),
		    qadd(QI(s.a.y), qmul(mid, QI(vy)))) == PLANE_IN;
	}
	return m;
}

struct plane_pt
ref_at(struct plane_seg s, struct q t)
{
	struct plane_pt p;

	p.x = qround(qadd(QI(s.a.x), qmul(t, QI(s.b.x - s.a.x))));
	p.y = qround(qadd(QI(s.a.y), qmul(t, QI(s.b.y - s.a.y))));
	return p;
}
