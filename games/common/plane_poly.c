/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane_poly.c - polygons on the exact plane (plane.h): where a point
 * is, and how a segment runs through a polygon, piece by piece.
 *
 * A segment s = a + t (b - a) is cut at its "events": its ends, the
 * points where it meets an edge at one point, and the ends of edges it
 * runs along.  Parameters are exact fractions n / d (d up to 2^62).
 * Between two events the open piece lies wholly inside, outside or on
 * the boundary, and which it is can be read at the event before it:
 * at a vertex, from the corner's two edges; on an edge, from the side
 * the segment leaves it by; elsewhere it is what it was before.  No
 * point is ever tested by a rounded coordinate: rounding is only for
 * the points and lengths returned.
 */
#include "plane_inner.h"

/* A parameter along a segment: t = n / d, d > 0. */
struct spar {
	int64_t n, d;
};

static int
spar_cmp(struct spar a, struct spar b)
{
	return plane_wide_cmp(plane_wide_mul(a.n, b.d), plane_wide_mul(b.n,
	    a.d));
}

/* The point at t, rounded. */
static struct plane_pt
spar_pt(struct plane_seg s, struct spar t)
{
	struct plane_pt p;

	p.x = plane_round_at(s.a.x, plane_wide_mul(s.b.x - s.a.x, t.n), t.d);
	p.y = plane_round_at(s.a.y, plane_wide_mul(s.b.y - s.a.y, t.n), t.d);
	return p;
}

static struct plane_pt
vertex(struct plane_poly q, int i)
{
	return q.p[((i % q.n) + q.n) % q.n];
}

/* +1 if the inside is on the clockwise side (plane_orient > 0) of each
 * edge as listed, -1 if on the other, 0 for no area: the sign of twice
 * the area, summed wide. */
static int
winding(struct plane_poly q)
{
	struct plane_wide sum = plane_wide_from(0);
	struct plane_pt o = q.p[0], u, v;
	int i;

	for (i = 1; i + 1 < q.n; i++) {
		u = q.p[i];
		v = q.p[i + 1];
		sum = plane_wide_add(sum, plane_wide_from(plane_cross(u.x - o.x,
		    u.y - o.y, v.x - o.x, v.y - o.y)));
	}
	return plane_wide_sign(sum);
}

enum plane_where
plane_poly_where(struct plane_poly poly, struct plane_pt p)
{
	struct plane_seg e;
	int i, in = 0;
	int64_t cr;

	for (i = 0; i < poly.n; i++) {
		e.a = poly.p[i];
		e.b = vertex(poly, i + 1);
		if (plane_on_seg(e, p))
			return PLANE_ON;
		/* a ray toward +x, each edge half-open in y */
		if ((e.a.y > p.y) != (e.b.y > p.y)) {
			cr = plane_cross(e.b.x - e.a.x, e.b.y - e.a.y,
			    p.x - e.a.x, p.y - e.a.y);
			if ((cr > 0) == (e.b.y > e.a.y))
				in ^= 1;
		}
	}
	return in ? PLANE_IN : PLANE_OUT;
}

/* The parameter of p's projection on s (s not of zero length). */
static struct spar
proj(struct plane_seg s, struct plane_pt p)
{
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y;
	struct spar t;

	t.n = vx * (p.x - s.a.x) + vy * (p.y - s.a.y);
	t.d = vx * vx + vy * vy;
	return t;
}

static int
in_unit(struct spar t)
{
	return t.n >= 0 && t.n <= t.d;
}

/*
 * Where s meets edge i of q at one point of the edge's line: t on s and
 * u on the edge (both as n / d over the same d > 0).  0 if parallel.
 */
static int
edge_meet(struct plane_seg s, struct plane_poly q, int i, struct spar *t,
    int64_t *un)
{
	struct plane_pt e0 = vertex(q, i), e1 = vertex(q, i + 1);
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y;
	int64_t ex = e1.x - e0.x, ey = e1.y - e0.y;
	int64_t den = plane_cross(vx, vy, ex, ey);
	int64_t wx = e0.x - s.a.x, wy = e0.y - s.a.y;

	if (den == 0)
		return 0;
	t->n = plane_cross(wx, wy, ex, ey);
	*un = plane_cross(wx, wy, vx, vy);
	t->d = den;
	if (den < 0) {
		t->n = -t->n;
		*un = -*un;
		t->d = -den;
	}
	return 1;
}

/* 1 if vertex i of q lies on the line of s (s not of zero length). */
static int
on_line(struct plane_seg s, struct plane_pt p)
{
	return plane_orient(s.a, s.b, p) == 0;
}

/* The first event of s against q strictly after `after` (t = 1 at last). */
static struct spar
next_event(struct plane_seg s, struct plane_poly q, struct spar after)
{
	struct spar best = { 1, 1 }, t;
	int64_t un;
	int i;

	for (i = 0; i < q.n; i++) {
		if (edge_meet(s, q, i, &t, &un)) {
			if (!in_unit(t) || un < 0 || un > t.d)
				continue;
		} else {
			if (!on_line(s, q.p[i]))
				continue;
			t = proj(s, q.p[i]);
			if (!in_unit(t))
				continue;
		}
		if (spar_cmp(t, after) > 0 && spar_cmp(t, best) < 0)
			best = t;
	}
	return best;
}

/*
 * Inside just beyond vertex i, going along v: the corner's interior
 * runs clockwise (for w = +1) from the next edge's direction to the
 * previous edge's reversed; convex, it is where both edges agree, reflex,
 * where either does.
 */
static int
corner_inside(struct plane_poly q, int i, int w, int64_t vx, int64_t vy)
{
	struct plane_pt c = vertex(q, i), p = vertex(q, i - 1);
	struct plane_pt n = vertex(q, i + 1);
	int64_t ax = p.x - c.x, ay = p.y - c.y, bx = n.x - c.x, by = n.y - c.y;
	int64_t cb = w * plane_cross(bx, by, vx, vy);
	int64_t ca = w * plane_cross(ax, ay, vx, vy);
	int64_t ba = w * plane_cross(bx, by, ax, ay);

	if (ba > 0)
		return cb > 0 && ca < 0;
	if (ba < 0)
		return cb > 0 || ca < 0;
	if (ax * bx + ay * by < 0)	/* a straight corner: the half plane */
		return cb > 0;
	return 0;			/* a spike: no inside at all */
}

/*
 * Whether the open piece of s just after t lies strictly inside q, or
 * -1 if t is at no vertex and crosses no edge (the piece is then as the
 * one before; s.a inside an edge it runs along is also -1, and then
 * plane_poly_where(s.a) says ON, so not inside, which is right).
 */
static int
inside_after_event(struct plane_seg s, struct plane_poly q, int w,
    struct spar t)
{
	int64_t vx = s.b.x - s.a.x, vy = s.b.y - s.a.y, un, ex, ey;
	struct spar tv;
	int i;

	for (i = 0; i < q.n; i++) {
		if (!on_line(s, q.p[i]))
			continue;
		tv = proj(s, q.p[i]);
		if (spar_cmp(tv, t) == 0)
			return corner_inside(q, i, w, vx, vy);
	}
	for (i = 0; i < q.n; i++) {
		if (edge_meet(s, q, i, &tv, &un)) {
			if (un <= 0 || un >= tv.d || spar_cmp(tv, t) != 0)
				continue;
			ex = vertex(q, i + 1).x - q.p[i].x;
			ey = vertex(q, i + 1).y - q.p[i].y;
			return w * plane_cross(ex, ey, vx, vy) > 0;
		}
	}
	return -1;
}

/* The last event of s against q at or before t, or 0. */
static struct spar
last_event(struct plane_seg s, struct plane_poly q, struct spar t)
{
	struct spar best = { 0, 1 }, e;
	int64_t un;
	int i;

	for (i = 0; i < q.n; i++) {
		if (edge_meet(s, q, i, &e, &un)) {
			if (!in_unit(e) || un < 0 || un > e.d)
				continue;
		} else {
			if (!on_line(s, q.p[i]))
				continue;
			e = proj(s, q.p[i]);
			if (!in_unit(e))
				continue;
		}
		if (spar_cmp(e, t) <= 0 && spar_cmp(e, best) > 0)
			best = e;
	}
	return best;
}

/* Whether the open piece of s just after t (t < 1) is strictly inside q:
 * read at q's last event at or before t, else at s.a. */
static int
inside_after(struct plane_seg s, struct plane_poly q, int w, struct spar t)
{
	int r = inside_after_event(s, q, w, last_event(s, q, t));

	if (r >= 0)
		return r;
	return plane_poly_where(q, s.a) == PLANE_IN;
}

/* A walk along s through q, piece by piece. */
struct walk {
	struct plane_seg s;
	struct plane_poly q;
	int w;
	struct spar t;			/* the event the next piece starts at */
	struct plane_pt at;		/* that event's point, rounded */
	int inside;			/* the next piece is strictly inside */
};

static void
walk_start(struct walk *k, struct plane_seg s, struct plane_poly q)
{
	struct spar zero = { 0, 1 };

	k->s = s;
	k->q = q;
	k->w = winding(q);
	k->t = zero;
	k->at = s.a;
	k->inside = inside_after(s, q, k->w, zero);
}

/* The next piece [*from, *to] and whether it is inside; 0 at the end. */
static int
walk_next(struct walk *k, struct plane_pt *from, struct plane_pt *to,
    int *inside)
{
	struct spar one = { 1, 1 };
	int r;

	if (spar_cmp(k->t, one) >= 0)
		return 0;
	*from = k->at;
	*inside = k->inside;
	k->t = next_event(k->s, k->q, k->t);
	k->at = spar_pt(k->s, k->t);
	*to = k->at;
	if (spar_cmp(k->t, one) < 0) {
		r = inside_after_event(k->s, k->q, k->w, k->t);
		if (r >= 0)
			k->inside = r;
	}
	return 1;
}

static int
zero_length(struct plane_seg s)
{
	return s.a.x == s.b.x && s.a.y == s.b.y;
}

static int64_t
piece_len(struct plane_pt a, struct plane_pt b)
{
	return (int64_t)plane_isqrt_round((uint64_t)plane_dist2(a, b));
}

int
plane_seg_enters(struct plane_seg s, struct plane_poly poly)
{
	struct walk k;
	struct plane_pt a, b;
	int in;

	if (zero_length(s))
		return plane_poly_where(poly, s.a) == PLANE_IN;
	walk_start(&k, s, poly);
	while (walk_next(&k, &a, &b, &in))
		if (in)
			return 1;
	return 0;
}

int64_t
plane_seg_len_inside(struct plane_seg s, struct plane_poly poly)
{
	struct walk k;
	struct plane_pt a, b;
	int64_t sum = 0;
	int in;

	if (zero_length(s))
		return 0;
	walk_start(&k, s, poly);
	while (walk_next(&k, &a, &b, &in))
		if (in)
			sum += piece_len(a, b);
	return sum;
}

/*
 * Within the piece that carries the count past `depth`, the point is
 * placed by the piece's rounded length: from + (to - from) * left / len.
 */
int
plane_seg_inside_beyond(struct plane_seg s, struct plane_poly poly,
    int64_t depth, struct plane_pt *at)
{
	struct walk k;
	struct plane_pt a, b;
	int64_t sum = 0, len, left;
	int in;

	if (zero_length(s))
		return 0;
	walk_start(&k, s, poly);
	while (walk_next(&k, &a, &b, &in)) {
		if (!in)
			continue;
		len = piece_len(a, b);
		if (sum + len > depth) {
			left = depth - sum;
			if (left < 0)
				left = 0;
			at->x = plane_round_at(a.x, plane_wide_mul(b.x - a.x,
			    left), len);
			at->y = plane_round_at(a.y, plane_wide_mul(b.y - a.y,
			    left), len);
			return 1;
		}
		sum += len;
	}
	return 0;
}

/* Where s first goes strictly inside q (the start of the first inside
 * piece): 1 and *at, or 0. */
static int
first_entry(struct plane_seg s, struct plane_poly q, struct plane_pt *at)
{
	struct walk k;
	struct plane_pt a, b;
	int in;

	if (zero_length(s)) {
		*at = s.a;
		return plane_poly_where(q, s.a) == PLANE_IN;
	}
	walk_start(&k, s, q);
	while (walk_next(&k, &a, &b, &in))
		if (in) {
			*at = a;
			return 1;
		}
	return 0;
}

/*
 * A blocker stops sight where the line enters it (PLANE_BLOCK), or where
 * the length inside first exceeds its depth (PLANE_SEE_INTO); the first
 * is the stop nearest `from` (the lower index on a tie).  Figures are
 * counted along the whole line, blocked or not; the first is the one
 * whose centre projects nearest `from` along the line (the lower index on
 * a tie).
 */
void
plane_sight(struct plane_pt from, struct plane_pt to,
    const struct plane_blocker *blockers, int nblockers,
    const struct plane_circle *figures, int nfigures,
    struct plane_sight *out)
{
	struct plane_seg s = { from, to };
	struct plane_pt at;
	int64_t vx = to.x - from.x, vy = to.y - from.y, best = 0, along;
	int i, stops;

	out->clear = 1;
	out->blocker = -1;
	out->at = to;
	out->nfigures = 0;
	out->first_figure = -1;
	for (i = 0; i < nblockers; i++) {
		if (blockers[i].kind == PLANE_BLOCK)
			stops = first_entry(s, blockers[i].poly, &at);
		else
			stops = plane_seg_inside_beyond(s, blockers[i].poly,
			    blockers[i].depth, &at);
		if (stops && (out->clear ||
		    plane_dist2(from, at) < plane_dist2(from, out->at))) {
			out->clear = 0;
			out->blocker = i;
			out->at = at;
		}
	}
	for (i = 0; i < nfigures; i++) {
		if (plane_seg_cmp_dist_pt(s, figures[i].c, figures[i].r) >= 0)
			continue;
		along = vx * (figures[i].c.x - from.x) +
		    vy * (figures[i].c.y - from.y);
		if (out->nfigures == 0 || along < best) {
			best = along;
			out->first_figure = i;
		}
		out->nfigures++;
	}
}

/* --- movement -------------------------------------------------------- */

/* The first event of the leg against any terrain after t. */
static struct spar
next_event_all(struct plane_seg s, const struct plane_terrain *terrain,
    int nterrain, struct spar t)
{
	struct spar best = { 1, 1 }, e;
	int i;

	for (i = 0; i < nterrain; i++) {
		e = next_event(s, terrain[i].poly, t);
		if (spar_cmp(e, best) < 0)
			best = e;
	}
	return best;
}

/* Weigh one leg, piece by piece; adds to *weighted (length x cost). */
static void
leg_cost(struct plane_seg s, const struct plane_terrain *terrain,
    int nterrain, int64_t *weighted, int *blocked)
{
	struct spar t = { 0, 1 }, one = { 1, 1 }, next;
	struct plane_pt a = s.a, b;
	int i, cost, dearest;

	while (spar_cmp(t, one) < 0) {
		next = next_event_all(s, terrain, nterrain, t);
		b = spar_pt(s, next);
		dearest = PLANE_COST_ONE;
		for (i = 0; i < nterrain; i++) {
			if (!inside_after(s, terrain[i].poly,
			    winding(terrain[i].poly), t))
				continue;
			cost = terrain[i].cost;
			if (cost == 0)
				*blocked = 1;
			else if (cost > dearest)
				dearest = cost;
		}
		*weighted += piece_len(a, b) * dearest;
		a = b;
		t = next;
	}
}

void
plane_path(const struct plane_pt *pts, int n, int facing,
    const struct plane_terrain *terrain, int nterrain,
    struct plane_path_cost *out)
{
	struct plane_seg s;
	int64_t weighted = 0;
	int i, heading = plane_deg_norm(facing), b;

	out->length = 0;
	out->turned = 0;
	out->blocked = 0;
	for (i = 0; i + 1 < n; i++) {
		s.a = pts[i];
		s.b = pts[i + 1];
		if (zero_length(s))
			continue;
		b = plane_bearing(s.a, s.b);
		out->turned += plane_deg_diff(heading, b);
		heading = b;
		out->length += piece_len(s.a, s.b);
		leg_cost(s, terrain, nterrain, &weighted, &out->blocked);
	}
	out->cost = plane_div_round(weighted, PLANE_COST_ONE);
}
