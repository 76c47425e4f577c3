/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * plane.h - exact geometry of an open table, in integer fixed point.
 *
 * Battleground measures in inches, GLORY in yards; both rule on ranges,
 * arcs and sight lines that players would otherwise argue over with a
 * tape.  Every ruling here is exact and the same on every machine, every
 * compiler and every C library, years later:
 *
 *  - Coordinates are int64_t in a unit the module chooses (1/1000 inch,
 *    1/100 yard); the arithmetic is unit-free.  |x|, |y| and every length
 *    given to a function are at most PLANE_COORD_MAX, so a difference fits
 *    in 31 bits and a squared distance in 62; products of squared terms
 *    go through 128-bit intermediates (plane_wide.h, portable C, the same
 *    code on 32-bit and 64-bit machines).  An argument outside the bounds
 *    is a caller's bug: the functions clamp nothing and assert nothing;
 *    modules bound what they read (scenario, sheet, stored state).
 *  - Signs are exact: no epsilon anywhere, no floating point, no libm.
 *    A comparison of a distance with a range is done on squares (or on
 *    exact rational forms); a square root is taken only to print a
 *    length (plane_isqrt).
 *  - Where a result is a new point (a crossing, a corner of a turned base,
 *    the nearest point of a base, a point where sight is blocked), it is
 *    rounded to the unit by one documented rule: the exact rational value
 *    rounded half away from zero.  Such points are for drawing and for
 *    lengths printed or summed (the length of a line inside a wood); the
 *    yes/no rulings (in range, in arc, crosses, inside, blocked) are exact.
 *  - Bearings are integer degrees, compass style: 0 north (toward -y, the
 *    top of the map), 90 east (+x), clockwise.  Sine and cosine come from
 *    a table (plane_sin), scaled by PLANE_TRIG_ONE and rounded.  A bearing
 *    is the direction of the table's unit vector for that degree, so arcs
 *    and turned bases are defined by the table, exactly.
 *
 * Orientation: y grows south (as on the map), so plane_orient() > 0 means
 * c lies clockwise of a->b as seen on the map (to its right when facing
 * along a->b), which is the sign of the cross product (b-a) x (c-a).
 *
 * Must never allocate, print or read anything but its arguments.
 */
#ifndef PBEM_PLANE_H
#define PBEM_PLANE_H

#include <stdint.h>

#define PLANE_COORD_MAX		((int64_t)1 << 29)	/* 536 870 912 */
#define PLANE_TRIG_ONE		((int64_t)1 << 20)	/* sin 90 = 1 << 20 */
#define PLANE_COST_ONE		100	/* terrain cost multiplier: 100 = x1 */
#define PLANE_MAX_POLY		256	/* vertices of one polygon */

struct plane_pt {
	int64_t x, y;
};

struct plane_seg {
	struct plane_pt a, b;
};

/* A simple polygon (no self-crossing), either winding; n >= 3. */
struct plane_poly {
	const struct plane_pt *p;
	int n;
};

struct plane_circle {
	struct plane_pt c;
	int64_t r;			/* r >= 0 */
};

/* An oriented rectangle: a base or a vehicle.  `w` runs along the front
 * edge, `d` from front to rear; `facing` is the bearing the front faces.
 * Every ruling on a rectangle is on the quadrilateral of its rounded
 * corners (plane_rect_corners), exactly: what is drawn is what is ruled;
 * its diagonals are the rays from the centre through those corners. */
struct plane_rect {
	struct plane_pt c;		/* the centre */
	int64_t w, d;			/* > 0 */
	int facing;			/* degrees 0..359 */
};

/* What stands on the table: a round base or a rectangular one. */
enum plane_base_kind { PLANE_ROUND = 0, PLANE_RECT = 1 };
struct plane_base {
	enum plane_base_kind kind;
	struct plane_circle round;	/* kind == PLANE_ROUND (facing below) */
	struct plane_rect rect;		/* kind == PLANE_RECT */
	int facing;			/* where the front faces; a rectangle's
					 * shape and quarters go by rect.facing,
					 * so keep the two equal */
};

/* --- numbers --------------------------------------------------------- */

/* floor(sqrt(v)), exact, for v >= 0. */
uint64_t plane_isqrt(uint64_t v);
/* round(sqrt(v)) half up, exact: what a length is printed as. */
uint64_t plane_isqrt_round(uint64_t v);
/* sin and cos of an integer degree (any int, reduced mod 360), times
 * PLANE_TRIG_ONE, from the table. */
int64_t plane_sin(int deg);
int64_t plane_cos(int deg);
/* deg reduced into 0..359. */
int plane_deg_norm(int deg);
/* The smaller angle between two bearings, 0..180. */
int plane_deg_diff(int a, int b);

/* --- points and vectors --------------------------------------------- */

/* Squared distance (fits: coordinates are bounded). */
int64_t plane_dist2(struct plane_pt a, struct plane_pt b);
/* Sign of |ab| - r: -1 nearer than r, 0 exactly r, +1 farther. */
int plane_cmp_dist(struct plane_pt a, struct plane_pt b, int64_t r);
/* Sign of the cross product (b-a) x (c-a); see the top of the file. */
int plane_orient(struct plane_pt a, struct plane_pt b, struct plane_pt c);
/* The point `len` from p along bearing `deg`, rounded. */
struct plane_pt plane_step(struct plane_pt p, int deg, int64_t len);
/* The integer bearing nearest the direction a->b (ties: the smaller
 * bearing, and 359.5 gives 359; a == b: 0).  Exact: decided by cross
 * products with the table's half-degree directions, not by an
 * arctangent. */
int plane_bearing(struct plane_pt a, struct plane_pt b);

/* --- segments -------------------------------------------------------- */

/* How two segments meet: PLANE_X_NONE; PLANE_X_CROSS, the interiors
 * cross at one point; PLANE_X_TOUCH, they share a point but do not
 * cross (an end on the other, collinear overlap, zero-length on it). */
enum plane_x { PLANE_X_NONE = 0, PLANE_X_CROSS = 1, PLANE_X_TOUCH = 2 };
enum plane_x plane_seg_meet(struct plane_seg s, struct plane_seg t);
/* Sign of dist(p, segment) - r, and of dist(segment, segment) - r. */
int plane_seg_cmp_dist_pt(struct plane_seg s, struct plane_pt p, int64_t r);
int plane_seg_cmp_dist_seg(struct plane_seg s, struct plane_seg t,
    int64_t r);
/* The point of s nearest p, rounded. */
struct plane_pt plane_seg_nearest(struct plane_seg s, struct plane_pt p);

/* --- arcs ------------------------------------------------------------ */

/* 1 if p lies in the arc of half-width `half` (0..180 degrees) about
 * bearing `facing`, seen from `apex`: between the table directions
 * facing-half and facing+half, edges included.  half >= 180: always;
 * p == apex: 1.  Half-plane tests only. */
int plane_in_arc(struct plane_pt apex, int facing, int half,
    struct plane_pt p);

/* --- shapes ---------------------------------------------------------- */

/* A rectangle's corners, rounded: front-left, front-right, rear-right,
 * rear-left (left and right as the rectangle faces). */
void plane_rect_corners(const struct plane_rect *r, struct plane_pt out[4]);
/* The front edge's midpoint (a vehicle's measuring point), rounded. */
struct plane_pt plane_rect_front(const struct plane_rect *r);
/* Which side of a base p lies on, by the base's own diagonals (the
 * wargamer's front / flank / rear): PLANE_FRONT, PLANE_LEFT, PLANE_RIGHT,
 * PLANE_REAR.  A point exactly on a diagonal counts as front (or rear,
 * if behind the centre line); the centre itself is front.  A round base's
 * diagonals are the table directions facing +-45 and +-135.  (A
 * rectangle needs w, d >= 2 for this: smaller, a rounded corner may fall
 * on the centre.) */
enum plane_quarter { PLANE_FRONT, PLANE_RIGHT, PLANE_REAR, PLANE_LEFT };
enum plane_quarter plane_base_quarter(const struct plane_base *b,
    struct plane_pt p);
/* Sign of (gap - r), where the gap is the nearest distance edge to edge
 * (0 when the bases touch or overlap): circle-circle, circle-rectangle,
 * rectangle-rectangle. */
int plane_base_cmp_gap(const struct plane_base *a, const struct plane_base *b,
    int64_t r);
/* Sign of (distance centre to centre - r). */
int plane_base_cmp_centres(const struct plane_base *a,
    const struct plane_base *b, int64_t r);
/* The gap, floor of the exact value, and the two nearest points (rounded;
 * either may be NULL): what the ruler on the map is drawn from.  When the
 * bases touch or overlap, the gap is 0 and both points are the midpoint of
 * the two centres. */
int64_t plane_base_gap(const struct plane_base *a, const struct plane_base *b,
    struct plane_pt *pa, struct plane_pt *pb);
/* 1 if p lies on or inside the base. */
int plane_base_contains(const struct plane_base *b, struct plane_pt p);

/* A polyline with width (a road, a hedge, a stream): every point within
 * width / 2 of the line through p[0..n-1], n >= 1, width >= 0. */
struct plane_band {
	const struct plane_pt *p;
	int n;
	int64_t width;
};
/* 1 if p lies within the band or on its edge. */
int plane_band_contains(struct plane_band b, struct plane_pt p);
/* 1 if some point of s lies within the band or on its edge. */
int plane_band_meets(struct plane_band b, struct plane_seg s);

/* --- polygons -------------------------------------------------------- */

/* PLANE_OUT, PLANE_IN (strictly inside) or PLANE_ON (on the boundary). */
enum plane_where { PLANE_OUT = 0, PLANE_IN = 1, PLANE_ON = 2 };
enum plane_where plane_poly_where(struct plane_poly poly, struct plane_pt p);
/* 1 if some point of the segment lies strictly inside the polygon (a
 * sight line grazing a vertex or running along an edge does not enter). */
int plane_seg_enters(struct plane_seg s, struct plane_poly poly);
/* The length of s strictly inside poly: the crossing points rounded, the
 * pieces' lengths rounded (plane_isqrt_round) and summed. */
int64_t plane_seg_len_inside(struct plane_seg s, struct plane_poly poly);
/* The point of s at which the length of s inside poly, counted from s.a,
 * first exceeds `depth` (rounded); 0 and *at untouched if it never does,
 * else 1.  The length is counted as plane_seg_len_inside counts it; within
 * the piece that carries it past `depth`, the point is placed along the
 * piece's rounded ends by its rounded length. */
int plane_seg_inside_beyond(struct plane_seg s, struct plane_poly poly,
    int64_t depth, struct plane_pt *at);

/* --- line of sight --------------------------------------------------- */

/* Terrain on the sight line: PLANE_BLOCK stops sight where the line
 * enters it (a building, a hill crest); PLANE_SEE_INTO lets it run
 * `depth` inside and no farther (woods, crops, smoke). */
enum plane_block_kind { PLANE_BLOCK = 0, PLANE_SEE_INTO = 1 };
struct plane_blocker {
	struct plane_poly poly;
	enum plane_block_kind kind;
	int64_t depth;			/* PLANE_SEE_INTO only */
};

struct plane_sight {
	int clear;			/* 1: nothing blocks */
	int blocker;			/* first blocker along the line, or -1 */
	struct plane_pt at;		/* where sight stops (rounded) */
	int nfigures;			/* figures the line passes through */
	int first_figure;		/* the nearest of them to `from`, or -1 */
};

/* Sight from `from` to `to` past blockers and figures (circles; the line
 * passes through one when it comes strictly nearer its centre than r).
 * Blockers that contain `from` or `to` are judged by the module before
 * the call (a man in a wood sees out): pass only those that apply.  The
 * first blocker is the one whose stop point is nearest `from` (the lower
 * index on a tie; a PLANE_BLOCK stops at the start of the first piece of
 * the line strictly inside it); `at` is `to` when clear.  Figures never
 * stop sight here: the module rules on nfigures, which counts every
 * figure along the whole line, before or beyond a stop; the first is the
 * one whose centre projects nearest `from` along the line (lower index on
 * a tie). */
void plane_sight(struct plane_pt from, struct plane_pt to,
    const struct plane_blocker *blockers, int nblockers,
    const struct plane_circle *figures, int nfigures,
    struct plane_sight *out);

/* --- movement -------------------------------------------------------- */

/* Ground that costs more to cross: the length inside `poly` costs
 * `cost` / PLANE_COST_ONE of the same length in the open (200: double).
 * Where terrains overlap, the dearest counts.  0 <= cost <= 65535. */
struct plane_terrain {
	struct plane_poly poly;
	int cost;
};

struct plane_path_cost {
	int64_t length;			/* plain length, rounded per leg */
	int64_t cost;			/* length weighted by terrain */
	int turned;			/* degrees turned, start facing included */
	int blocked;			/* a leg enters terrain with cost 0 */
};

/* The cost of moving along pts[0..n-1] (n >= 1) starting faced `facing`:
 * each leg is cut at every terrain boundary (crossings rounded), each
 * piece weighted by the dearest terrain at its midpoint (cost 0 means
 * impassable), and the bearing change between the facing and the first
 * leg and between legs summed into `turned`.  A piece is in a terrain
 * when it runs strictly inside it (along its edge is outside); the open
 * counts PLANE_COST_ONE; an impassable piece adds nothing to `cost` but
 * sets `blocked`; `cost` is the sum of piece length x cost, divided by
 * PLANE_COST_ONE once at the end, rounded.  Legs of zero length are
 * skipped (no bearing). */
void plane_path(const struct plane_pt *pts, int n, int facing,
    const struct plane_terrain *terrain, int nterrain,
    struct plane_path_cost *out);

#endif
