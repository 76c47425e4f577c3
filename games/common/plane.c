/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane.c - the exact plane's numbers, points, segments and arcs
 * (plane.h).  Rules code under games/ calls it; it calls nothing but
 * plane_wide.c.  Never allocates, prints or uses floating point.
 *
 * Bounds (plane.h): coordinates within +-2^29, so a difference fits in
 * 31 bits, a cross or dot product of two differences in 62, a squared
 * distance in 62; a squared cross product needs plane_wide.
 */
#include "plane_inner.h"

/*
 * sin(k / 2 degrees) * 2^20 for k = 0..180, rounded to nearest.  Made once
 * with Python's mpmath at 50 digits (mp.dps = 50; floor(sin(pi*k/360) *
 * 2^20 + 1/2)), having checked that no value lies within 1e-9 of a
 * half, so the rounding is certain.  The other quadrants follow by
 * symmetry, so the directions of d and d + 180 are exact opposites.
 */
static const int32_t sin_half[181] = {
	0, 9150, 18300, 27449, 36595, 45738, 54878, 64014,
	73145, 82270, 91389, 100502, 109606, 118702, 127789, 136867,
	145934, 154989, 164033, 173065, 182083, 191088, 200078, 209052,
	218011, 226953, 235878, 244785, 253673, 262542, 271391, 280220,
	289027, 297812, 306574, 315313, 324028, 332718, 341383, 350022,
	358634, 367219, 375776, 384304, 392803, 401273, 409711, 418119,
	426494, 434837, 443147, 451424, 459665, 467872, 476044, 484179,
	492277, 500337, 508360, 516344, 524288, 532193, 540057, 547879,
	555661, 563399, 571095, 578748, 586356, 593920, 601438, 608911,
	616338, 623717, 631049, 638333, 645568, 652754, 659890, 666976,
	674012, 680996, 687928, 694807, 701634, 708408, 715127, 721792,
	728402, 734957, 741455, 747897, 754282, 760610, 766880, 773091,
	779244, 785337, 791370, 797343, 803256, 809107, 814897, 820624,
	826289, 831891, 837430, 842905, 848316, 853662, 858943, 864159,
	869309, 874393, 879410, 884360, 889243, 894058, 898805, 903484,
	908093, 912634, 917105, 921507, 925838, 930098, 934288, 938407,
	942454, 946429, 950333, 954164, 957922, 961607, 965219, 968758,
	972223, 975614, 978930, 982172, 985339, 988431, 991448, 994389,
	997255, 1000045, 1002758, 1005395, 1007956, 1010440, 1012847, 1015176,
	1017429, 1019604, 1021701, 1023721, 1025662, 1027526, 1029311, 1031017,
	1032646, 1034195, 1035666, 1037058, 1038371, 1039605, 1040760, 1041836,
	1042832, 1043749, 1044586, 1045344, 1046022, 1046620, 1047139, 1047578,
	1047937, 1048217, 1048416, 1048536, 1048576,
};

static int64_t
sin_h(int h)
{
	h %= 720;
	if (h < 0)
		h += 720;
	if (h <= 180)
		return sin_half[h];
	if (h <= 360)
		return sin_half[360 - h];
	if (h <= 540)
		return -(int64_t)sin_half[h - 360];
	return -(int64_t)sin_half[720 - h];
}

void
plane_half_dir(int h, int64_t *dx, int64_t *dy)
{
	h %= 720;
	*dx = sin_h(h);
	*dy = -sin_h(h + 180);		/* -cos: north is -y */
}

/* --- numbers --------------------------------------------------------- */

uint64_t
plane_isqrt(uint64_t v)
{
	uint64_t res = 0, bit = (uint64_t)1 << 62;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= res + bit) {
			v -= res + bit;
			res = (res >> 1) + bit;
		} else {
			res >>= 1;
		}
		bit >>= 2;
	}
	return res;
}

uint64_t
plane_isqrt_round(uint64_t v)
{
	uint64_t r = plane_isqrt(v);

	/* sqrt(v) >= r + 1/2  <=>  v >= r^2 + r + 1/4  <=>  v > r^2 + r */
	return v > r * r + r ? r + 1 : r;
}

int
plane_deg_norm(int deg)
{
	deg %= 360;
	return deg < 0 ? deg + 360 : deg;
}

int
plane_deg_diff(int a, int b)
{
	int d = plane_deg_norm(plane_deg_norm(a) - plane_deg_norm(b));

	return d > 180 ? 360 - d : d;
}

int64_t
plane_sin(int deg)
{
	return sin_h(2 * plane_deg_norm(deg));
}

int64_t
plane_cos(int deg)
{
	return sin_h(2 * plane_deg_norm(deg) + 180);
}

int64_t
plane_div_round(int64_t n, int64_t d)
{
	int64_t q = n / d, r = n % d;
	uint64_t ar = r < 0 ? 0 - (uint64_t)r : (uint64_t)r;

	if (ar >= (uint64_t)d - ar)
		q += n < 0 ? -1 : 1;
	return q;
}

int64_t
plane_round_at(int64_t base, struct plane_wide n, int64_t d)
{
	return plane_wide_div_round(plane_wide_add(plane_wide_mul(base, d), n),
	    d);
}

int64_t
plane_cross(int64_t ux, int64_t uy, int64_t vx, int64_t vy)
{
	return ux * vy - uy * vx;
}

/* --- points ---------------------------------------------------------- */

int64_t
plane_dist2(struct plane_pt a, struct plane_pt b)
{
	int64_t dx = b.x - a.x, dy = b.y - a.y;

	return dx * dx + dy * dy;
}

int
plane_cmp_dist(struct plane_pt a, struct plane_pt b, int64_t r)
{
	int64_t d2 = plane_dist2(a, b);

	if (r < 0)
		return 1;
	return d2 < r * r ? -1 : d2 > r * r;
}

static int
sign64(int64_t v)
{
	return (v > 0) - (v < 0);
}

int
plane_orient(struct plane_pt a, struct plane_pt b, struct plane_pt c)
{
	return sign64(plane_cross(b.x - a.x, b.y - a.y, c.x - a.x, c.y - a.y));
}

struct plane_pt
plane_step(struct plane_pt p, int deg, int64_t len)
{
	struct plane_pt q;

	q.x = plane_round_at(p.x, plane_wide_mul(len, plane_sin(deg)),
	    PLANE_TRIG_ONE);
	q.y = plane_round_at(p.y, plane_wide_mul(-len, plane_cos(deg)),
	    PLANE_TRIG_ONE);
	return q;
}

/*
 * The bearing of v = b - a: pick the half of the circle ([0, 180) or
 * [180, 360)) by the signs, then binary-search the half-degree table
 * directions of that half for the last one v is clockwise of (or on):
 * within a half circle "v clockwise of or on H_k" holds for k up to some
 * K and fails after.  v lies in [K/2, (K+1)/2) degrees, in table terms.
 */
int
plane_bearing(struct plane_pt a, struct plane_pt b)
{
	int64_t vx = b.x - a.x, vy = b.y - a.y, hx, hy;
	int base, lo = 0, hi = 360, mid, h, d;

	if (vx == 0 && vy == 0)
		return 0;
	base = (vx > 0 || (vx == 0 && vy < 0)) ? 0 : 360;
	while (hi - lo > 1) {
		mid = (lo + hi) / 2;
		plane_half_dir(base + mid, &hx, &hy);
		if (plane_cross(hx, hy, vx, vy) >= 0)
			lo = mid;
		else
			hi = mid;
	}
	h = base + lo;
	if (h % 2 == 0)
		return h / 2;
	d = h / 2;
	plane_half_dir(h, &hx, &hy);
	if (plane_cross(hx, hy, vx, vy) == 0)
		return d;		/* exactly half way: the smaller */
	return (d + 1) % 360;
}

/* --- segments -------------------------------------------------------- */

int
plane_on_seg(struct plane_seg s, struct plane_pt p)
{
	if (plane_orient(s.a, s.b, p) != 0)
		return 0;
	if (p.x < (s.a.x < s.b.x ? s.a.x : s.b.x) ||
	    p.x > (s.a.x > s.b.x ? s.a.x : s.b.x))
		return 0;
	return p.y >= (s.a.y < s.b.y ? s.a.y : s.b.y) &&
	    p.y <= (s.a.y > s.b.y ? s.a.y : s.b.y);
}

enum plane_x
plane_seg_meet(struct plane_seg s, struct plane_seg t)
{
	int o1 = plane_orient(s.a, s.b, t.a), o2 = plane_orient(s.a, s.b, t.b);
	int o3 = plane_orient(t.a, t.b, s.a), o4 = plane_orient(t.a, t.b, s.b);

	if (o1 * o2 < 0 && o3 * o4 < 0)
		return PLANE_X_CROSS;
	if (plane_on_seg(s, t.a) || plane_on_seg(s, t.b) ||
	    plane_on_seg(t, s.a) || plane_on_seg(t, s.b))
		return PLANE_X_TOUCH;
	return PLANE_X_NONE;
}

struct plane_d2
plane_seg_d2(struct plane_seg s, struct plane_pt p)
{
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y;
	int64_t wx = p.x - s.a.x, wy = p.y - s.a.y;
	int64_t len2 = vx * vx + vy * vy, t = vx * wx + vy * wy, c;
	struct plane_d2 d;

	d.den = 1;
	if (len2 == 0 || t <= 0) {
		d.num = plane_wide_from(plane_dist2(p, s.a));
	} else if (t >= len2) {
		d.num = plane_wide_from(plane_dist2(p, s.b));
	} else {
		c = plane_cross(vx, vy, wx, wy);
		d.num = plane_wide_mul(c, c);
		d.den = (uint64_t)len2;
	}
	return d;
}

int
plane_d2_cmp(struct plane_d2 a, struct plane_d2 b)
{
	uint64_t ra, rb, qa, qb;

	qa = plane_wide_udiv(a.num, a.den, &ra);
	qb = plane_wide_udiv(b.num, b.den, &rb);
	if (qa != qb)
		return qa < qb ? -1 : 1;
	/* the fractional parts: ra / a.den against rb / b.den */
	return plane_wide_ucmp(plane_wide_umul(ra, b.den),
	    plane_wide_umul(rb, a.den));
}

int
plane_d2_cmp_len(struct plane_d2 a, int64_t r)
{
	if (r < 0)
		return 1;
	return plane_wide_ucmp(a.num,
	    plane_wide_umul((uint64_t)(r * r), a.den));
}

uint64_t
plane_d2_floor(struct plane_d2 a)
{
	return plane_wide_div_floor(a.num, a.den);
}

int
plane_seg_cmp_dist_pt(struct plane_seg s, struct plane_pt p, int64_t r)
{
	return plane_d2_cmp_len(plane_seg_d2(s, p), r);
}

int
plane_seg_cmp_dist_seg(struct plane_seg s, struct plane_seg t, int64_t r)
{
	int c, best;

	if (plane_seg_meet(s, t) != PLANE_X_NONE)
		return r > 0 ? -1 : r < 0;
	/* apart: the nearest pair has an end of one of them */
	best = plane_seg_cmp_dist_pt(s, t.a, r);
	c = plane_seg_cmp_dist_pt(s, t.b, r);
	best = c < best ? c : best;
	c = plane_seg_cmp_dist_pt(t, s.a, r);
	best = c < best ? c : best;
	c = plane_seg_cmp_dist_pt(t, s.b, r);
	return c < best ? c : best;
}

struct plane_pt
plane_seg_nearest(struct plane_seg s, struct plane_pt p)
{
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y;
	int64_t len2 = vx * vx + vy * vy;
	int64_t t = vx * (p.x - s.a.x) + vy * (p.y - s.a.y);
	struct plane_pt q;

	if (len2 == 0 || t <= 0)
		return s.a;
	if (t >= len2)
		return s.b;
	q.x = plane_round_at(s.a.x, plane_wide_mul(vx, t), len2);
	q.y = plane_round_at(s.a.y, plane_wide_mul(vy, t), len2);
	return q;
}

/*
 * len * u / |u| rounded, one coordinate: k = |u_c| * len / sqrt(U) is
 * irrational in general, so compare squares: k0 = floor(k) is
 * isqrt(floor(m / U)) with m = (u_c * len)^2, and k rounds up to k0 + 1
 * when k^2 >= k0^2 + k0 + 1/4.
 */
static int64_t
toward_coord(int64_t uc, uint64_t u2, int64_t len)
{
	uint64_t a = (uint64_t)(uc < 0 ? -uc : uc) * (uint64_t)len;
	struct plane_wide m = plane_wide_umul(a, a);
	uint64_t rem, f = plane_wide_udiv(m, u2, &rem), k = plane_isqrt(f);
	uint64_t g = k * k + k;

	if (f > g || (f == g && plane_wide_ucmp(plane_wide_umul(rem, 4),
	    plane_wide_ufrom(u2)) >= 0))
		k++;
	return uc < 0 ? -(int64_t)k : (int64_t)k;
}

struct plane_pt
plane_toward(struct plane_pt p, int64_t ux, int64_t uy, int64_t len)
{
	uint64_t u2 = (uint64_t)(ux * ux + uy * uy);
	struct plane_pt q;

	q.x = p.x + toward_coord(ux, u2, len);
	q.y = p.y + toward_coord(uy, u2, len);
	return q;
}

/* --- arcs ------------------------------------------------------------ */

/*
 * The arc runs clockwise from the table direction L = facing - half to
 * R = facing + half.  Below 90 degrees it is the wedge "clockwise of or
 * on L, anticlockwise of or on R" (and ahead, which matters only when
 * half is 0 and the two lines are one); from 90 up it is everything but
 * the open wedge behind, "strictly clockwise of R and anticlockwise of L".
 */
int
plane_in_arc(struct plane_pt apex, int facing, int half, struct plane_pt p)
{
	int64_t vx = p.x - apex.x, vy = p.y - apex.y, lx, ly, rx, ry, fx, fy;
	int64_t cl, cr;

	if (half >= 180 || (vx == 0 && vy == 0))
		return 1;
	plane_half_dir(2 * plane_deg_norm(facing - half), &lx, &ly);
	plane_half_dir(2 * plane_deg_norm(facing + half), &rx, &ry);
	cl = plane_cross(lx, ly, vx, vy);
	cr = plane_cross(rx, ry, vx, vy);
	if (half >= 90)
		return cl >= 0 || cr <= 0;
	plane_half_dir(2 * plane_deg_norm(facing), &fx, &fy);
	return cl >= 0 && cr <= 0 && fx * vx + fy * vy >= 0;
}
