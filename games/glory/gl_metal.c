/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_metal.c - metal cover (digest 4.1, 4.3, 4.6, 7) and ladders (3.3,
 * 4.9).
 *
 * Metal cover [P: its shape]: `METAL id x,y x,y x,y ...`, a hull (a
 * train car, an armoured boat) as a polygon.  A man inside is behind
 * metal: he sees and is seen only from within at_wall_yd of a PORT
 * inside the hull (7.14 "only at a window or port; otherwise immune"),
 * and there small arms hit him at +tan_metal [T +7].  The hull stops
 * sight, small arms, canister, machine-gun bursts and shrapnel (4.6);
 * ball and improved shrapnel reach a man behind it only through the
 * metal: d10 read 0-9 (a 10 is 0) of metal_pen_max or less [T 0-1-2]
 * [P: one roll for each man behind it].  A man at a port is rolled for
 * as in the open.  It is cover for morale and flight (4.3).
 *
 * Hulls [P]: entered and left on foot only, across the side within
 * at_wall_yd of a port, at cross_wall_low (a window, 4.9); melee across
 * the metal only at a port; `on=CRAFT` rides on a boat or train, its
 * corners kept in the craft's frame, carrying who stands inside;
 * equipment and teams inside are behind the metal as men are.
 *
 * Ladders [P: placed by the scenario]: `LADDER id x,y`, against a high
 * wall: a man on foot who crosses the wall within at_wall_yd of it pays
 * cross_ladder MP [T +2] instead of climbing (cross_wall_high, +4).
 * Carried ladders: gl_ladder.c.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

static void hull_frame(const struct gl_game *g, struct gl_metal *m);

int
gl_metal_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen)
{
	struct gl_metal *m;
	int i, n = tk->n, k = -1;

	/* on=CRAFT last: the hull rides on a boat or train given before */
	if (n > 0 && strncasecmp(tk->t[n - 1], "on=", 3) == 0) {
		if ((k = gl_find_wagon(g, tk->t[n - 1] + 3)) < 0 ||
		    !g->wag[k].craft)
			return gl_kw_fail(why, whylen, "on=: a boat or train given "
			    "before the hull", tk->t[n - 1]);
		n--;
	}
	if (n < 5 || n - 2 > GL_MAX_VERT || g->nmetal == GL_MAX_METAL)
		return gl_kw_fail(why, whylen, "METAL id x,y x,y x,y ... [on=CRAFT] "
		    "(3 to 16 corners, at most 8 hulls)", NULL);
	if (gl_id_claim(g, tk->t[1], why, whylen))
		return -1;
	m = &g->metal[g->nmetal];
	memset(m, 0, sizeof *m);
	snprintf(m->id, sizeof m->id, "%s", tk->t[1]);
	m->on = k + 1;
	for (i = 2; i < n; i++, m->p.n++)
		if (gl_point(tk->t[i], g->width, g->height, &m->p.x[m->p.n],
		    &m->p.y[m->p.n]))
			return gl_kw_fail(why, whylen, "bad point (x,y in yards on "
			    "the board)", tk->t[i]);
	if (m->on)
		hull_frame(g, m);
	g->nmetal++;
	return 0;
}

int
gl_ladder_kw(struct gl_game *g, const struct gl_toks *tk, char *why,
    size_t whylen)
{
	struct gl_ladder *l;

	if (tk->n != 3 || g->nladder == GL_MAX_LADDER)
		return gl_kw_fail(why, whylen, "LADDER id x,y (at most 8)", NULL);
	if (gl_id_claim(g, tk->t[1], why, whylen))
		return -1;
	l = &g->ladder[g->nladder];
	memset(l, 0, sizeof *l);
	snprintf(l->id, sizeof l->id, "%s", tk->t[1]);
	if (gl_point(tk->t[2], g->width, g->height, &l->x, &l->y))
		return gl_kw_fail(why, whylen, "bad position", tk->t[2]);
	l->kx[0] = l->kx[1] = l->x;	/* terrain: both know it (7) */
	l->ky[0] = l->ky[1] = l->y;
	g->nladder++;
	return 0;
}

static struct plane_poly
hull(const struct gl_metal *m, struct plane_pt *buf)
{
	struct plane_poly q;
	int i;

	for (i = 0; i < m->p.n; i++)
		buf[i] = gl_pt(m->p.x[i], m->p.y[i]);
	q.p = buf;
	q.n = m->p.n;
	return q;
}

int
gl_find_hull(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->nmetal; i++)
		if (strcasecmp(g->metal[i].id, id) == 0)
			return i;
	return -1;
}

int
gl_in_metal(const struct gl_game *g, int x, int y)
{
	struct plane_pt b[GL_MAX_VERT];
	int i;

	for (i = 0; i < g->nmetal; i++)
		if (plane_poly_where(hull(&g->metal[i], b), gl_pt(x, y)) !=
		    PLANE_OUT)
			return i + 1;
	return 0;
}

/* Is port i one of hull h's: inside it or on its side?  A port rides
 * with its hull (gl_metal_carry), each carry rounding to a hundredth of
 * a yard, so a port on the side may wander a little off it: a quarter
 * of a yard is slack enough for a whole game. */
static int
port_of(const struct gl_game *g, int h, int i)
{
	struct plane_pt b[GL_MAX_VERT], p = gl_pt(g->port[i].x, g->port[i].y);
	struct plane_poly q = hull(&g->metal[h], b);
	struct plane_seg e;
	int j;

	if (plane_poly_where(q, p) != PLANE_OUT)
		return 1;
	for (j = 0; j < q.n; j++) {
		e.a = q.p[j], e.b = q.p[(j + 1) % q.n];
		if (plane_cmp_dist(plane_seg_nearest(e, p), p, GL_YD / 4) <= 0)
			return 1;
	}
	return 0;
}

int
gl_at_metal_port(const struct gl_game *g, int x, int y)
{
	int h = gl_in_metal(g, x, y), i;

	if (h-- == 0)
		return 0;
	for (i = 0; i < g->nport; i++)
		if (port_of(g, h, i) && plane_cmp_dist(gl_pt(x, y),
		    gl_pt(g->port[i].x, g->port[i].y), (int64_t)g->r.at_wall_yd
		    * GL_YD) <= 0)
			return 1;
	return 0;
}

/* As a building's walls: the line may end inside a hull only at one of
 * its ports, and then run no more than at_wall_yd inside; two men in
 * one hull see each other (its inside is open). */
int
gl_metal_blocks(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	struct plane_pt buf[GL_MAX_VERT];
	struct plane_poly p;
	struct plane_seg s;
	int i, ina, inb;

	s.a = gl_pt(ax, ay);
	s.b = gl_pt(bx, by);
	for (i = 0; i < g->nmetal; i++) {
		p = hull(&g->metal[i], buf);
		ina = plane_poly_where(p, s.a) != PLANE_OUT;
		inb = plane_poly_where(p, s.b) != PLANE_OUT;
		if (ina && inb)
			continue;
		if (!ina && !inb) {
			if (plane_seg_enters(s, p))
				return 1;
			continue;
		}
		if ((ina && !gl_at_metal_port(g, ax, ay)) ||
		    (inb && !gl_at_metal_port(g, bx, by)) ||
		    plane_seg_len_inside(s, p) > (int64_t)g->r.at_wall_yd *
		    GL_YD)
			return 1;
	}
	return 0;
}

int
gl_metal_pen(const struct gl_game *g, int m, struct dice *d,
    struct event_log *log, const char *what)
{
	const struct gl_man *a = &g->man[m];
	int h = gl_in_metal(g, a->x, a->y), r;

	if (h == 0 || gl_at_metal_port(g, a->x, a->y))
		return -1;
	r = gl_roll(d);
	gl_say(log, gl_mask_man(g, m), "%s on %s behind the metal of %s: "
	    "penetration d10 %d, %s", what, a->id, g->metal[h - 1].id, r,
	    r % 10 <= g->f.metal_pen_max ? "through" : "the metal holds");
	return r % 10 <= g->f.metal_pen_max;
}

int
gl_by_ladder(const struct gl_game *g, int x0, int y0, int x1, int y1)
{
	struct plane_seg s;
	int i;

	s.a = gl_pt(x0, y0);
	s.b = gl_pt(x1, y1);
	for (i = 0; i < g->nladder; i++)
		if (!g->ladder[i].by &&	/* one carried: gl_ladder.c */
		    plane_seg_cmp_dist_pt(s, gl_pt(g->ladder[i].x,
		    g->ladder[i].y), (int64_t)g->r.at_wall_yd * GL_YD) <= 0)
			return 1;
	return 0;
}

/* The hull h crossed by a step p->q, -1 none: one end inside it and
 * the other not. */
static int
crossed_hull(const struct gl_game *g, int px, int py, int qx, int qy)
{
	struct plane_pt b[GL_MAX_VERT];
	int i, ip, iq;

	for (i = 0; i < g->nmetal; i++) {
		ip = plane_poly_where(hull(&g->metal[i], b), gl_pt(px, py)) !=
		    PLANE_OUT;
		iq = plane_poly_where(hull(&g->metal[i], b), gl_pt(qx, qy)) !=
		    PLANE_OUT;
		if (ip != iq)
			return i;
	}
	return -1;
}

/* A PORT of hull h within at_wall_yd of (x, y). */
static int
port_near(const struct gl_game *g, int h, int x, int y)
{
	int i;

	for (i = 0; i < g->nport; i++)
		if (port_of(g, h, i) &&
		    plane_cmp_dist(gl_pt(x, y), gl_pt(g->port[i].x,
		    g->port[i].y), (int64_t)g->r.at_wall_yd * GL_YD) <= 0)
			return 1;
	return 0;
}

/* [P] as a building's walls (4.9): in or out on foot only, through a
 * port (a door or hatch), at a window's +1 (cross_wall_low). */
int
gl_metal_step(const struct gl_game *g, const struct gl_man *a, int px,
    int py, int qx, int qy)
{
	int h = crossed_hull(g, px, py, qx, qy);

	if (h < 0)
		return 0;
	if (a->type == GL_MOUNTED || (!port_near(g, h, px, py) &&
	    !port_near(g, h, qx, qy)))
		return -1;
	return g->r.cross_wall_low;
}

int
gl_metal_melee_ok(const struct gl_game *g, int m, int t)
{
	const struct gl_man *a = &g->man[m], *b = &g->man[t];
	int ha = gl_in_metal(g, a->x, a->y), hb = gl_in_metal(g, b->x, b->y);

	if (ha == hb)
		return 1;
	/* across the metal only at a port (as at a window, 4.9 [P]) */
	return (!ha || gl_at_metal_port(g, a->x, a->y)) &&
	    (!hb || gl_at_metal_port(g, b->x, b->y));
}

int
gl_metal_shields(const struct gl_game *g, int x, int y, int pierce,
    const char *what, const char *id, unsigned mask, struct dice *d,
    struct event_log *log)
{
	int h = gl_in_metal(g, x, y), r;

	if (h == 0 || gl_at_metal_port(g, x, y))
		return 0;
	if (!pierce) {
		gl_say(log, mask, "the metal of %s stops the %s for %s",
		    g->metal[h - 1].id, what, id);
		return 1;
	}
	r = gl_roll(d);
	gl_say(log, mask, "%s on %s behind the metal of %s: penetration d10 "
	    "%d, %s", what, id, g->metal[h - 1].id, r, r % 10 <=
	    g->f.metal_pen_max ? "through" : "the metal holds");
	return r % 10 > g->f.metal_pen_max;
}

/* n / PLANE_TRIG_ONE rounded half away from zero. */
static int
trig_div(int64_t n)
{
	return (int)(n >= 0 ? (n + PLANE_TRIG_ONE / 2) / PLANE_TRIG_ONE :
	    -((-n + PLANE_TRIG_ONE / 2) / PLANE_TRIG_ONE));
}

/* (x, y) as (ahead, right) of a craft at (cx, cy) facing f, and back.
 * Bearing b points along (sin b, cos b) in the digest's x east, y north. */
static void
to_craft(int cx, int cy, int f, int x, int y, int *ahead, int *right)
{
	int64_t dx = x - cx, dy = y - cy;

	*ahead = trig_div(dx * plane_sin(f) + dy * plane_cos(f));
	*right = trig_div(dx * plane_cos(f) - dy * plane_sin(f));
}

static void
from_craft(int cx, int cy, int f, int ahead, int right, int *x, int *y)
{
	*x = cx + trig_div((int64_t)ahead * plane_sin(f) +
	    (int64_t)right * plane_cos(f));
	*y = cy + trig_div((int64_t)ahead * plane_cos(f) -
	    (int64_t)right * plane_sin(f));
}

/* A hull given on=CRAFT: its corners in the craft's frame, once, so
 * that turning and moving never wear its shape. */
static void
hull_frame(const struct gl_game *g, struct gl_metal *m)
{
	const struct gl_wagon *w = &g->wag[m->on - 1];
	int j;

	for (j = 0; j < m->p.n; j++)
		to_craft(w->x, w->y, w->facing, m->p.x[j], m->p.y[j],
		    &m->rf[j], &m->rr[j]);
}

int
gl_metal_fits(const struct gl_game *g, int k, int x, int y, int f)
{
	int i, j, px, py;

	for (i = 0; i < g->nmetal; i++)
		for (j = 0; g->metal[i].on == k + 1 && j < g->metal[i].p.n;
		    j++) {
			from_craft(x, y, f, g->metal[i].rf[j],
			    g->metal[i].rr[j], &px, &py);
			if (px < 0 || py < 0 || px > g->width || py > g->height)
				return 0;
		}
	return 1;
}

/* A man or gun at (*x, *y) facing *f inside a hull, carried as its
 * frame moved from (ox, oy) facing of to (nx, ny) facing nf; kept on
 * the board. */
static void
carried(const struct gl_game *g, int ox, int oy, int of, int nx, int ny,
    int nf, int *x, int *y, int *f)
{
	int a, r, px, py;

	to_craft(ox, oy, of, *x, *y, &a, &r);
	from_craft(nx, ny, nf, a, r, &px, &py);
	*x = px < 0 ? 0 : px > g->width ? g->width : px;
	*y = py < 0 ? 0 : py > g->height ? g->height : py;
	*f = plane_deg_norm(*f + nf - of);
}

/* Everything inside is found before anything moves, so nothing is
 * carried twice; each is carried as the craft's frame moves. */
void
gl_metal_carry(struct gl_game *g, int k, int ox, int oy, int of)
{
	const struct gl_wagon *w = &g->wag[k];
	int inm[GL_MAX_MEN], ing[GL_MAX_GUNS], inp[GL_MAX_PORTS], i, j, h;

	if (ox == w->x && oy == w->y && of == w->facing)
		return;
	for (i = 0; i < g->nport; i++)	/* its hulls' ports ride too */
		for (h = inp[i] = 0; !inp[i] && h < g->nmetal; h++)
			inp[i] = g->metal[h].on == k + 1 && port_of(g, h, i);
	for (i = 0; i < g->nman; i++) {
		h = gl_able(&g->man[i]) && !g->man[i].aboard ?
		    gl_in_metal(g, g->man[i].x, g->man[i].y) : 0;
		inm[i] = h && g->metal[h - 1].on == k + 1;
	}
	for (i = 0; i < g->ngun; i++) {
		h = gl_in_metal(g, g->gun[i].x, g->gun[i].y);
		ing[i] = h && g->metal[h - 1].on == k + 1 &&
		    !g->gun[i].destroyed;
	}
	for (i = 0; i < g->nmetal; i++)
		for (j = 0; g->metal[i].on == k + 1 && j < g->metal[i].p.n;
		    j++)
			from_craft(w->x, w->y, w->facing, g->metal[i].rf[j],
			    g->metal[i].rr[j], &g->metal[i].p.x[j],
			    &g->metal[i].p.y[j]);
	for (i = 0; i < g->nman; i++)
		if (inm[i]) {
			carried(g, ox, oy, of, w->x, w->y, w->facing,
			    &g->man[i].x, &g->man[i].y, &g->man[i].facing);
			g->man[i].moved_turn = g->turn;
		}
	for (i = 0; i < g->ngun; i++)
		if (ing[i])
			carried(g, ox, oy, of, w->x, w->y, w->facing,
			    &g->gun[i].x, &g->gun[i].y, &g->gun[i].facing);
	for (i = 0, h = 0; i < g->nport; i++)
		if (inp[i])
			carried(g, ox, oy, of, w->x, w->y, w->facing,
			    &g->port[i].x, &g->port[i].y, &h);
}

/* ---- a hull moved alone by the referee (gl_amend_hull.c) ---- */

int
gl_in_hull(const struct gl_game *g, int h, int x, int y)
{
	struct plane_pt b[GL_MAX_VERT];

	return plane_poly_where(hull(&g->metal[h], b), gl_pt(x, y)) !=
	    PLANE_OUT;
}

/* Its centre: the mean of its corners. */
static void
centre(const struct gl_metal *m, int *x, int *y)
{
	int64_t sx = 0, sy = 0;
	int j;

	for (j = 0; j < m->p.n; j++)
		sx += m->p.x[j], sy += m->p.y[j];
	*x = (int)(sx / m->p.n), *y = (int)(sy / m->p.n);
}

int
gl_hull_place(const struct gl_game *g, int h, int x, int y, int turn,
    struct gl_poly *out)
{
	const struct gl_metal *m = &g->metal[h];
	int cx, cy, j, a, r;

	centre(m, &cx, &cy);
	out->n = m->p.n;
	for (j = 0; j < m->p.n; j++) {
		to_craft(cx, cy, 0, m->p.x[j], m->p.y[j], &a, &r);
		from_craft(x, y, turn, a, r, &out->x[j], &out->y[j]);
		if (out->x[j] < 0 || out->y[j] < 0 || out->x[j] > g->width ||
		    out->y[j] > g->height)
			return -1;
	}
	return 0;
}

void
gl_hull_spot(const struct gl_game *g, int h, int x, int y, int turn,
    int *px, int *py)
{
	int cx, cy, f = 0;

	centre(&g->metal[h], &cx, &cy);
	carried(g, cx, cy, 0, x, y, turn, px, py, &f);
}

int
gl_hull_inside(const struct gl_game *g, int h, int *men, int *guns)
{
	int i, n = 0;

	for (i = 0; i < g->nman; i++)
		n += men[i] = gl_able(&g->man[i]) && !g->man[i].aboard &&
		    gl_in_hull(g, h, g->man[i].x, g->man[i].y);
	for (i = 0; i < g->ngun; i++)
		n += guns[i] = !g->gun[i].destroyed && gl_in_hull(g, h,
		    g->gun[i].x, g->gun[i].y);
	return n;
}

void
gl_hull_move(struct gl_game *g, int h, int x, int y, int turn)
{
	struct gl_metal *m = &g->metal[h];
	int men[GL_MAX_MEN], guns[GL_MAX_GUNS], ports[GL_MAX_PORTS], cx, cy, i;
	int f = 0;
	struct gl_poly to;

	if (gl_hull_place(g, h, x, y, turn, &to))
		return;		/* checked by the caller */
	gl_hull_inside(g, h, men, guns);
	for (i = 0; i < g->nport; i++)
		ports[i] = port_of(g, h, i);
	centre(m, &cx, &cy);
	for (i = 0; i < g->nman; i++)
		if (men[i])
			carried(g, cx, cy, 0, x, y, turn, &g->man[i].x,
			    &g->man[i].y, &g->man[i].facing);
	for (i = 0; i < g->ngun; i++)
		if (guns[i])
			carried(g, cx, cy, 0, x, y, turn, &g->gun[i].x,
			    &g->gun[i].y, &g->gun[i].facing);
	for (i = 0; i < g->nport; i++)	/* its ports with it */
		if (ports[i])
			carried(g, cx, cy, 0, x, y, turn, &g->port[i].x,
			    &g->port[i].y, &f);
	m->p = to;
	m->on = 0;
}

void
gl_hull_board(struct gl_game *g, int h, int k)
{
	struct gl_metal *m = &g->metal[h];

	m->on = k + 1;
	if (m->on)
		hull_frame(g, m);
}
