/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_move.c - movement (digest 4.1-4.3): declare the path, roll (walk
 * 2D6, run 3D6, vehicles their chosen dice), then go as far along it as
 * the roll pays for: clear ground 1 per inch, woods, brush and hills 2,
 * buildings closed but to OCCUPY, each wall, fence or hedge crossed 3",
 * streams impassable; the final facing costs 1" (up to 90 degrees from
 * the last leg) or 2" (more); tracked vehicles pay 1" per 30 degrees
 * turned.  Any unit may always move 1".  Costs come from the exact plane
 * (plane_path); the stopping point is found by halving the leg.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

#define STEPS	1024

struct mv {
	struct bg_turn *t;
	int u;
	struct plane_terrain terr[BG_MAX_TERR];
	int nterr;
	int veh;
	int road_pct;		/* ROAD: the bonus +1/road_pct; 0 none */
	int rev;		/* REV: the vehicle backs, facing kept */
	int64_t on_road;	/* length run on roads (the marker) */
	/* the waypoints reached on the way (the report prints the path, so
	 * the length it gives can be checked against it) */
	struct plane_pt via[BG_MAX_PTS];
	int nvia;
	int reached;		/* travel(): the waypoints reached */
	int stays;		/* it stood at its path's end already */
};

static void
terrain_costs(struct mv *m, int allow_bldg)
{
	const struct bg_game *g = m->t->g;
	const struct bg_unit *x = &g->u[m->u];
	int i, c;

	m->nterr = 0;
	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		if (t->line)
			continue;
		switch (t->kind) {
		case BG_T_WOODS: case BG_T_BRUSH: case BG_T_HILL:
			c = m->veh ? PLANE_COST_ONE : g->r.cost_halving;
			break;
		case BG_T_FORD:
			c = g->r.cost_ford;
			break;
		case BG_T_BLDG:
			if (i == x->bldg || i == allow_bldg)
				continue;
			c = 0;
			break;
		default:
			continue;
		}
		m->terr[m->nterr].poly.p = t->p;
		m->terr[m->nterr].poly.n = t->n;
		m->terr[m->nterr++].cost = c;
	}
}

/* Crossings of a..b with linear terrain: obstacles counted, streams
 * refused (-1). */
static int
crossings(const struct bg_game *g, struct plane_pt a, struct plane_pt b)
{
	struct plane_seg s = { a, b }, e;
	int i, k, n = 0;

	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		if (!t->line || t->kind == BG_T_ROAD)
			continue;
		for (k = 0; k + 1 < t->n; k++) {
			e.a = t->p[k];
			e.b = t->p[k + 1];
			if (plane_seg_meet(s, e) == PLANE_X_NONE)
				continue;
			if (t->kind == BG_T_STREAM)
				return -1;
			n++;
			break;
		}
	}
	return n;
}

/* The cost of going straight from a to b, facing f; -1 impassable. */
static int64_t
leg_cost(struct mv *m, struct plane_pt a, struct plane_pt b, int f)
{
	const struct bg_game *g = m->t->g;
	struct plane_pt pts[2] = { a, b };
	struct plane_path_cost pc;
	int64_t c, on = 0;
	int n = crossings(g, a, b);

	if (n < 0)
		return -1;
	if (m->rev)
		f = (f + 180) % 360;	/* the turns count from the rear */
	plane_path(pts, 2, f, m->terr, m->nterr, &pc);
	if (pc.blocked)
		return -1;
	if (m->road_pct > 0 && (pc.cost = bg_road_cost(g, a, b, f, m->terr,
	    m->nterr, m->road_pct, &on)) < 0)
		return -1;
	if (m->rev)
		pc.cost = pc.cost * g->ur.rev_cost / 100;	/* 4.2 */
	c = pc.cost + (int64_t)n * g->r.cross_cost;
	if (m->veh && g->u[m->u].tracked)
		c += (int64_t)pc.turned * g->r.turn_cost_per30 / 30;
	return c;
}

static struct plane_pt
lerp(struct plane_pt a, struct plane_pt b, int k)
{
	struct plane_pt p;

	p.x = a.x + (b.x - a.x) * k / STEPS;
	p.y = a.y + (b.y - a.y) * k / STEPS;
	return p;
}

/* The length of a..b on roads. */
static int64_t
road_on(struct mv *m, struct plane_pt a, struct plane_pt b, int f)
{
	int64_t on = 0;

	bg_road_cost(m->t->g, a, b, f, m->terr, m->nterr, m->road_pct, &on);
	return on;
}

/* Go along pts from the unit's centre, spending at most `allow`; the
 * unit's position and facing change; returns the length moved. */
static int64_t
travel(struct mv *m, const struct plane_pt *pts, int n, int64_t allow,
    int64_t max)
{
	struct bg_unit *x = &m->t->g->u[m->u];
	struct plane_pt cur = bg_centre(m->t->g, x), p;
	int64_t c, moved = 0, len;
	int i, lo, hi, mid, f = x->facing;

	for (i = 0; i < n; i++) {
		if (pts[i].x == cur.x && pts[i].y == cur.y)
			continue;
		len = plane_isqrt_round((uint64_t)plane_dist2(cur, pts[i]));
		c = leg_cost(m, cur, pts[i], f);
		if (c >= 0 && c <= allow && (max == 0 || moved + len <= max)) {
			allow -= c;
			moved += len;
			if (m->road_pct > 0)
				m->on_road += road_on(m, cur, pts[i], f);
			f = (plane_bearing(cur, pts[i]) + (m->rev ? 180 : 0)) %
			    360;
			cur = pts[i];
			if (m->nvia < BG_MAX_PTS)
				m->via[m->nvia++] = cur;
			continue;
		}
		/* the farthest point of this leg still paid for */
		lo = 0;
		hi = STEPS;
		while (lo < hi) {
			mid = (lo + hi + 1) / 2;
			p = lerp(cur, pts[i], mid);
			c = leg_cost(m, cur, p, f);
			if (c >= 0 && c <= allow && (max == 0 || moved +
			    (int64_t)plane_isqrt_round((uint64_t)plane_dist2(
			    cur, p)) <= max))
				lo = mid;
			else
				hi = mid - 1;
		}
		if (lo > 0) {
			p = lerp(cur, pts[i], lo);
			moved += plane_isqrt_round((uint64_t)plane_dist2(cur,
			    p));
			if (m->road_pct > 0)
				m->on_road += road_on(m, cur, p, f);
			f = (plane_bearing(cur, pts[i]) + (m->rev ? 180 : 0)) %
			    360;
			cur = p;
		}
		break;
	}
	m->reached = i;
	x->x = (int)cur.x;
	x->y = (int)cur.y;
	x->facing = f;
	return moved;
}

static int
roll(struct bg_turn *t, int n, char *txt, size_t tn)
{
	int i, v, sum = 0;
	size_t l;

	txt[0] = '\0';
	for (i = 0; i < n; i++) {
		v = dice_roll(t->dice, 6);
		sum += v;
		l = strlen(txt);
		snprintf(txt + l, tn - l, "%s%d", i ? "+" : "", v);
	}
	l = strlen(txt);
	snprintf(txt + l, tn - l, "=%d", sum);
	return sum;
}

int
bg_concealed(const struct bg_game *g, const struct bg_unit *x)
{
	struct plane_pt c = bg_centre(g, x);
	int i;

	if (x->bldg >= 0)
		return 1;
	for (i = 0; i < g->nterr; i++)
		if ((g->t[i].kind == BG_T_WOODS || g->t[i].kind == BG_T_BRUSH ||
		    g->t[i].kind == BG_T_CROPS) && bg_in_poly(&g->t[i], c))
			return 1;
	return 0;
}

/* The event: the owner and the referee read all; an enemy that saw the
 * unit before or after reads the roll and where it was seen. */
static void
tell(struct mv *m, const int before[2], struct plane_pt from,
    const char *what, const char *dice, int64_t moved)
{
	struct bg_turn *t = m->t;
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[m->u];
	char a[32], b[32], len[16], path[BG_MAX_PTS * 16], p[32];
	struct plane_pt end = bg_centre(g, x), line[BG_MAX_PTS + 2];
	int e = 1 - x->side, k, nl = 0;
	size_t l;

	bg_sight_update(g, t->log);
	bg_pt_out(g, from, a, sizeof a);
	bg_pt_out(g, end, b, sizeof b);
	bg_len_out(moved, len, sizeof len);
	/* the waypoints passed on the way, the end itself left out */
	path[0] = '\0';
	line[nl++] = from;
	for (k = 0; k < m->nvia; k++) {
		if (m->via[k].x == end.x && m->via[k].y == end.y)
			continue;
		bg_pt_out(g, m->via[k], p, sizeof p);
		l = strlen(path);
		snprintf(path + l, sizeof path - l, " -> %s", p);
		line[nl++] = m->via[k];
	}
	line[nl++] = end;
	/* the owner's map draws the path through the waypoints; an enemy's
	 * only from where it saw the unit to where it sees it */
	if (m->stays)	/* at its path's end already: no path to draw */
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s is at "
		    "the end of its path already: it stays at %s, facing %d "
		    "(%s%s%s unused).", x->id, b, x->facing, what, dice[0] ?
		    " " : "", dice);
	else
		bg_say_path(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "move",
		    line, nl, "%s %s%s%s: %s%s -> %s (moved %s\"), facing %d.",
		    x->id, what, dice[0] ? " " : "", dice, a, path, b, len,
		    x->facing);
	if (before[e] && x->seen_now[e] && m->stays)
		bg_say_mask(t, EVENT_V_SIDE(e), "%s stays at %s (%s%s%s).",
		    x->id, b, what, dice[0] ? " " : "", dice);
	else if (before[e] && x->seen_now[e])
		bg_say_geo(t, EVENT_V_SIDE(e), "move", from, bg_centre(g, x),
		    "%s %s%s%s: %s -> %s.", x->id, what, dice[0] ? " " : "",
		    dice, a, b);
	else if (before[e])
		bg_say_mask(t, EVENT_V_SIDE(e), "%s moves out of sight from "
		    "%s.", x->id, a);
	else if (x->seen_now[e])
		bg_say_mask(t, EVENT_V_SIDE(e), "%s comes into sight at %s.",
		    x->id, b);
}

static int
face_cost(const struct bg_game *g, int from, int to)
{
	int d = plane_deg_diff(from, to);

	return d == 0 ? 0 : d <= 90 ? g->r.face90_cost : g->r.face180_cost;
}

/* Non-standing infantry falls back straight to its own rear edge
 * (digest 2.1, 5: default retreat). */
static void
retreat_order(const struct bg_game *g, int u, struct bg_order *o)
{
	const struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x);

	memset(o, 0, sizeof *o);
	o->unit = u;
	o->act = BG_A_WALK;
	o->face = o->form = o->bldg = -1;
	o->npts = 1;
	o->pts[0] = c;
	switch (g->rear[x->side]) {
	case 0: o->pts[0].y = 0; break;
	case 1: o->pts[0].y = g->depth; break;
	case 2: o->pts[0].x = g->width; break;
	default: o->pts[0].x = 0; break;
	}
}

static int
at_edge(const struct bg_game *g, const struct bg_unit *x)
{
	return x->x <= 0 || x->y <= 0 || x->x >= g->width ||
	    x->y >= g->depth;
}

/* The orders that do not go anywhere: HOLD, CHARGE (bg_melee.c), DIG.
 * 1: done with the unit. */
static int
stay_put(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];

	if (bg_passenger_move(t, u, o) || bg_cav_move(t, u, o))
		return 1;	/* bg_passenger.c, bg_cavalry.c */
	switch (o->act) {
	case BG_A_HOLD:
		x->run = 0;	/* digest 4.1: a move without running */
		if (o->face >= 0)
			x->facing = o->face;
		if (o->form >= 0 && x->bldg < 0)
			x->form = o->form;
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s holds.",
		    x->id);
		return 1;
	case BG_A_CHARGE:
		bg_charge(t, u, o);
		return 1;
	case BG_A_JOIN:
		if (!bg_join_move(t, u, o->tgt[0][0]))
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s cannot join %s: it holds.", x->id,
			    g->u[o->tgt[0][0]].id);
		return 1;
	case BG_A_DIG:
		if (bg_mine_under(g, u)) {
			/* 4.1, 4.16: no digging in in a minefield */
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s cannot dig in inside a minefield: it holds.",
			    x->id);
			return 1;
		}
		x->dug = 1;
		x->run = 1;	/* brown and green markers (4.1) */
		bg_say(t, u, -1, "%s digs in.", x->id);
		return 1;
	default:
		return 0;
	}
}

/* How many dice the move rolls, and its words in `what`; the run and
 * dug markers as the order sets them.  0: no roll (dug out only). */
static int
dice_for(struct bg_turn *t, int u, const struct bg_order *o, int retreat,
    char *what, size_t wn)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	int nd;

	if (o->act == BG_A_UNDIG || ((o->act == BG_A_WALK ||
	    o->act == BG_A_RUN) && x->dug)) {
		/* digging out is the walk; then 1D6, marked as a run */
		x->dug = 0;
		x->run = 1;
		if (o->npts == 0) {
			bg_say(t, u, -1, "%s digs out.", x->id);
			return 0;
		}
		snprintf(what, wn, "digs out and moves 1D6");
		return 1;
	}
	if (o->act == BG_A_DRIVE) {
		nd = o->ndice;
		snprintf(what, wn, "drives %dD6", nd);
	} else if (o->act == BG_A_FLEE) {
		nd = g->r.walk_dice;	/* 4.10.2: the full 2D6, dug in or not */
		x->dug = 0;
		snprintf(what, wn, "flees %dD6", nd);
	} else if (o->act == BG_A_CHARGE_MOVE) {
		/* 4.10.1: infantry charge 3D6, cavalry 4D6, vehicles
		 * their maximum dice (bogged() below may immobilize) */
		nd = x->veh ? x->vdice : x->cav == 1 ? g->ur.cav_charge_dice :
		    g->r.run_dice;
		snprintf(what, wn, "charges %dD6", nd);
	} else if (o->act == BG_A_OCCUPY) {
		nd = g->r.walk_dice;
		snprintf(what, wn, "walks %dD6 to occupy %s", nd,
		    g->t[o->bldg].id);
	} else if (o->ndice > 0 && o->act == BG_A_WALK) {
		/* bg_cavalry.c: 1D6 with (dis)mounting; bg_options.c:
		 * falling back 1D6 */
		nd = o->ndice;
		snprintf(what, wn, "%s %dD6", x->cav == BG_CAV_MOUNTED ?
		    "rides" : "falls back", nd);
	} else if (x->cav == BG_CAV_MOUNTED) {
		/* 2.8: mounted cavalry 3D6, no run penalty */
		nd = g->ur.cav_dice;
		snprintf(what, wn, "%s %dD6", retreat ? "retreats" : "rides",
		    nd);
		x->run = 0;
	} else {
		nd = o->act == BG_A_RUN ? g->r.run_dice : g->r.walk_dice;
		snprintf(what, wn, "%s %dD6", retreat ? "retreats" :
		    o->act == BG_A_RUN ? "runs" : "walks", nd);
		x->run = o->act == BG_A_RUN;
	}
	return nd;
}

/* Digest 2.4: a vehicle rolling all its class's dice for a total that
 * low is immobilized for the game.  1: it was. */
static int
bogged(struct bg_turn *t, int u, int nd, int sum, const char *dice)
{
	struct bg_unit *x = &t->g->u[u];

	if (!x->veh || nd != x->vdice || !((nd == 4 && sum <= 6) ||
	    (nd == 3 && sum == 3)))
		return 0;
	x->immob = 1;
	bg_say(t, u, -1, "%s drives %dD6 (%s): immobilized for the game.",
	    x->id, nd, dice);
	return 1;
}

/* The dice's inches less the cost of the final facing (4.1, 4.2). */
static int64_t
allowance(struct mv *m, const struct bg_order *o, struct plane_pt from,
    int sum)
{
	struct bg_game *g = m->t->g;
	struct bg_unit *x = &g->u[m->u];
	struct plane_pt last;
	int64_t allow = (int64_t)sum * BG_INCH;
	int lastbear;

	if (o->face < 0)
		return allow;
	last = o->npts > 1 ? o->pts[o->npts - 2] : from;
	lastbear = plane_bearing(last, o->act == BG_A_OCCUPY ?
	    bg_centre(g, &(struct bg_unit){ .bldg = o->bldg }) :
	    o->pts[o->npts - 1]);
	allow -= x->veh ? (x->tracked ? plane_deg_diff(lastbear, o->face) /
	    30 * g->r.turn_cost_per30 : 0) : face_cost(g, lastbear, o->face);
	return allow < 0 ? 0 : allow;
}

/* Along the order's path (or into its building) as far as `allow`
 * pays, at least 1" (digest 4.1); the length moved. */
static int64_t
go(struct mv *m, const struct bg_order *o, struct plane_pt from,
    int64_t allow)
{
	struct bg_game *g = m->t->g;
	struct bg_unit *x = &g->u[m->u];
	struct plane_pt p;
	int64_t moved;

	x->bldg = -1;
	x->x = (int)from.x;
	x->y = (int)from.y;
	if (o->act == BG_A_OCCUPY) {
		p = bg_centre(g, &(struct bg_unit){ .bldg = o->bldg });
		moved = travel(m, &p, 1, allow, 0);
		if (x->x == p.x && x->y == p.y) {
			x->bldg = o->bldg;
			x->form = BG_BLDG;
		}
	} else
		moved = travel(m, o->pts, o->npts, allow, o->max);
	if (moved >= g->r.min_move || o->npts == 0 || x->bldg >= 0 ||
	    o->act == BG_A_CHARGE_MOVE)
		return moved;
	/* digest 4.1: any unit may always move at least 1" */
	p = o->act == BG_A_OCCUPY ? from : o->pts[0];
	if (plane_cmp_dist(from, p, g->r.min_move) > 0)
		p = plane_step(from, plane_bearing(from, p), g->r.min_move);
	if (crossings(g, from, p) < 0)
		return moved;
	x->x = (int)p.x;
	x->y = (int)p.y;
	m->nvia = 0;
	return plane_isqrt_round((uint64_t)plane_dist2(from, p));
}

/* After the move: a hidden unit that moved into enemy sight in the open
 * is revealed (digest 6); a retreat off the table edge is lost. */
static void
after_move(struct bg_turn *t, int u, int64_t moved, int retreat)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	int v;

	if (x->hidden && moved > 0 && !bg_concealed(g, x))
		for (v = 0; v < g->nunits; v++)
			if (g->u[v].side != x->side && bg_alive(&g->u[v]) &&
			    bg_los(g, v, u)) {
				bg_reveal(g, u, t->log, "moved into sight in "
				    "the open");
				bg_sight_update(g, t->log);
				break;
			}
	if (retreat && at_edge(g, x)) {
		x->gone = 1;
		x->exited = 1;	/* not destroyed: a campaign keeps it */
		x->lost_turn = g->turn;
		bg_say(t, u, -1, "%s leaves the table.", x->id);
	}
}

/* A standing line's path goes on where the last move on it stopped:
 * the unit keeps which line it last walked (a hash of its text, never
 * 0) and how many of its waypoints it reached, and the same line used
 * again starts from the first waypoint not reached, so a path kept from
 * turn to turn is not walked back to its first point each time. */
static int
path_id(const struct bg_order *o)
{
	uint32_t h = 2166136261u;
	const char *c;

	for (c = o->text; *c; c++)
		h = (h ^ (unsigned char)*c) * 16777619u;
	h &= 0x7fffffffu;
	return h ? (int)h : 1;
}

void
bg_move(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	struct bg_order ret, walk, path;
	struct mv m;
	struct plane_pt from;
	char dice[48] = "", what[64];
	int before[2], nd, sum, retreat = o == NULL, pid, skip = 0;
	int64_t moved;

	if (o != NULL && o->act == BG_A_ENTER) {
		if (bg_enter_step(t, u, o, &walk) != 0)
			return;
		o = &walk;	/* on the table now: the way on as a move */
	}
	from = bg_centre(g, x);
	pid = 0;
	if (o != NULL && (o->act == BG_A_WALK || o->act == BG_A_RUN ||
	    o->act == BG_A_DRIVE) && o->npts > 1) {
		pid = path_id(o);
		skip = x->path_id == pid ? x->path_done : 0;
		if (skip > o->npts - 1)
			skip = o->npts - 1;
		if (skip > 0) {
			path = *o;
			memmove(path.pts, path.pts + skip, (size_t)(path.npts -
			    skip) * sizeof path.pts[0]);
			path.npts -= skip;
			o = &path;
		}
	}
	x->road = 0;		/* 4.1: any move ends the road marker */
	before[0] = x->seen_now[0] || x->side == 0;
	before[1] = x->seen_now[1] || x->side == 1;
	if (retreat) {
		retreat_order(g, u, &ret);
		o = &ret;
	}
	if (stay_put(t, u, o) ||
	    (nd = dice_for(t, u, o, retreat, what, sizeof what)) == 0)
		return;
	sum = roll(t, nd, dice, sizeof dice);
	if (bogged(t, u, nd, sum, dice))
		return;
	memset(&m, 0, sizeof m);
	m.t = t;
	m.u = u;
	m.veh = x->veh;
	if (o->road)
		m.road_pct = x->veh ? g->ur.road_veh :
		    g->ur.road_inf;
	m.rev = o->rev && x->veh;
	if (o->road && !x->veh)
		x->form = BG_COLUMN;	/* 4.1: on the road in column */
	terrain_costs(&m, o->act == BG_A_OCCUPY || o->act == BG_A_CHARGE_MOVE ?
	    o->bldg : -1);
	moved = go(&m, o, from, allowance(&m, o, from, sum));
	x->path_id = pid;
	x->path_done = pid ? skip + m.reached : 0;
	if (o->face >= 0)
		x->facing = o->face;
	if (o->form >= 0 && x->bldg < 0)
		x->form = o->form;
	if (x->form == BG_BLDG && x->bldg < 0)
		x->form = BG_MASS;
	if (x->veh && o->act == BG_A_DRIVE && moved > 0)
		x->dug = 0;
	if (x->veh)
		bg_passengers_follow(g, u);
	/* 4.1: the white marker, infantry and cavalry that used the road
	 * bonus, until their next move or until shot at */
	x->road = !x->veh && o->road && m.on_road > 0;
	m.stays = moved == 0 && o->npts > 0 && from.x == o->pts[o->npts - 1].x &&
	    from.y == o->pts[o->npts - 1].y;
	tell(&m, before, from, what, dice, moved);
	bg_mine_after_move(t, u, from);
	after_move(t, u, moved, retreat);
}
