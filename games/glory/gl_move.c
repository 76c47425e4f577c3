/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_move.c - the movement engine (digest 2 "Movement engine", 3.3, 4.5):
 * every mover of a sub-step advances together in 1-yd ticks, each tick
 * computed from the positions at its start and applied at once; after
 * each tick contact, STOPIF and charge contact are tested.  Costs: a
 * yard of clear ground is one cost unit per 1/100 yd, a movement point
 * yd_per_mp yards; a heading change costs face_cost MP; foot pay each
 * area kind once per turn, mounted pay multipliers inside rough and
 * woods; linear features a one-time crossing cost.
 * Sub-steps: B.1 charges and counter-charges, B.2a mounted, B.2b foot.
 * A formation's CHARGE (gl_form_move.c): its leading man charges (mode
 * 1), the others follow him step for step (mode 3), linked: the body
 * halts as one when a man of it touches an enemy or cannot go on, and
 * each of its men then within contact distance of an enemy is in
 * contact with him, as the contact limits allow.
 */
#include <string.h>

#include "gl.h"

#define MAX_TICKS	200

struct mover {
	int active, started, mode;	/* 0 move, 1 charge, 2 counter, 3 a
					 * formed charge's follower */
	int tgt, way;
	int64_t budget;
	unsigned paid;			/* area kinds paid this turn (foot) */
	int slope_paid, turned, px, py, sx, sy;
	/* BUSY (4.5, 6.352): 1 waited short, 2 flowed round, 3 turned on
	 * the other man named; a flow goes by the target's side
	 * (flow_side +1 right, -1 left: stage 1) to its other arc
	 * (flow_rear: stage 2) */
	int busy_done, busy_tgt, flow_stage, flow_rear, flow_side;
	/* a formation's MARCH or WHEEL (gl_form.c): its command + 1, the
	 * op; arrived: at his last waypoint */
	int form, form_op, arrived;
	int lead;	/* a formed charge's follower (mode 3): its leader */
	int why;	/* why he stopped short (enum gl_halt_why) */
};

/* Why a step of cost c (-1: barred) that he cannot take stops him: his
 * MP spent, or ground he could not pay though a clear yard he could. */
static int
stop_why(const struct mover *v, int64_t c, int64_t step)
{
	return c < 0 ? GL_HW_GROUND : v->budget >= step ? GL_HW_PAY :
	    GL_HW_MP;
}

/* Yards of clear movement a man has this turn (5.1). */
int
gl_allowance(const struct gl_game *g, int m, int charging)
{
	const struct gl_man *a = &g->man[m];
	int mp;

	if (a->type == GL_MOUNTED)
		mp = (a->training == GL_DRILLED ? g->r.mp_drilled_cav :
		    g->r.mp_mounted) + (charging ? g->r.charge_mounted : 0);
	else
		mp = (a->training == GL_WARRIOR ? g->r.mp_native :
		    g->r.mp_foot) + (charging ? g->r.charge_foot : 0) -
		    (a->wounds ? g->r.wounded_mp : 0);
	mp -= gl_ladder_mp(g, m);	/* a ladder carried (gl_ladder.c) */
	return (mp < 0 ? 0 : mp) * g->r.yd_per_mp;
}

static int64_t
mp_units(const struct gl_game *g, int mp)
{
	return (int64_t)mp * g->r.yd_per_mp * GL_YD;
}

/* The one-time cost of entering area kind k for foot, in MP. */
static int
foot_entry(const struct gl_game *g, int k)
{
	switch (k) {
	case GL_A_ROUGH: return g->r.cost_rough_foot;
	case GL_A_CONIFER: return g->r.cost_conifer_foot;
	case GL_A_MIXED: return g->r.cost_mixed_foot;
	case GL_A_SAND: return g->r.cost_sand_foot;
	case GL_A_SNOW: case GL_A_MUD: return g->r.cost_snow_foot;
	case GL_A_SHALLOW: case GL_A_SWIM: return g->r.cross_shallow;
	case GL_A_GULLY: return g->r.cost_gully;
	case GL_A_PLATFORM: return g->r.cost_platform;
	}
	return 0;
}

/* Into or out of a building (4.9): only through a door (free when open,
 * +1 MP closed) or a window or hole (+1 MP, as a low wall), on foot; the
 * walls are high everywhere else.  MP to pay, or -1. */
static int
building_step(const struct gl_game *g, const struct gl_man *a, int px,
    int py, int qx, int qy)
{
	int b0 = gl_in_building(g, px, py), b1 = gl_in_building(g, qx, qy);
	int b = b0 ? b0 - 1 : b1 - 1, j;

	if (b0 == b1)
		return 0;
	if (a->type == GL_MOUNTED || (b0 && b1))
		return -1;
	for (j = 0; j < g->bld[b].nopen; j++)
		if (plane_cmp_dist(gl_pt(qx, qy), gl_pt(g->bld[b].ox[j],
		    g->bld[b].oy[j]), g->r.at_wall_yd * GL_YD) <= 0 ||
		    plane_cmp_dist(gl_pt(px, py), gl_pt(g->bld[b].ox[j],
		    g->bld[b].oy[j]), g->r.at_wall_yd * GL_YD) <= 0)
			return g->bld[b].door[j] && !g->bld[b].closed[j] ? 0 :
			    g->bld[b].door[j] ? 1 : g->r.cross_wall_low;
	return -1;
}

/* Cost of a step p->q (units), -1 if it may not be taken. */
static int64_t
step_cost(const struct gl_game *g, int m, struct mover *v, int qx, int qy,
    int64_t len)
{
	const struct gl_man *a = &g->man[m];
	/* a step's ground is the ground at its midpoint (as plane_path) */
	int mx = (v->px + qx) / 2, my = (v->py + qy) / 2;
	int k = gl_area_at(g, mx, my), kind, li;
	int64_t c = len, mp = 0;

	if (k == GL_A_DEEP)
		return -1;
	if (a->type == GL_MOUNTED) {
		if (k == GL_A_MIXED || k == GL_A_PLATFORM)
			return -1;
		if (k == GL_A_ROUGH)
			c = len * g->r.mult_rough;
		else if (k == GL_A_CONIFER)
			c = len * g->r.mult_conifer;
		else if (k == GL_A_SNOW || k == GL_A_MUD || k == GL_A_SAND ||
		    k == GL_A_SHALLOW || k == GL_A_GULLY)
			if (!(v->paid & (1u << k))) {
				v->paid |= 1u << k;
				mp += k == GL_A_GULLY ? g->r.cost_gully : 2;
			}
	} else if (!(v->paid & (1u << k))) {
		v->paid |= 1u << k;
		mp += foot_entry(g, k);
	}
	if (gl_elev(g, mx, my) > 0 && !v->slope_paid) {
		v->slope_paid = 1;
		mp += g->r.cost_slope;
	}
	if ((li = building_step(g, a, v->px, v->py, qx, qy)) < 0)
		return -1;
	mp += li;
	if ((li = gl_metal_step(g, a, v->px, v->py, qx, qy)) < 0)
		return -1;		/* a hull's side (gl_metal.c) */
	mp += li;
	li = gl_crosses_from(g, v->px, v->py, qx, qy, &kind);
	if (li >= 0) {
		switch (kind) {
		case GL_L_FENCE: case GL_L_HEDGE: mp += g->r.cross_fence; break;
		case GL_L_WIRE: mp += g->r.cross_wire; break;
		case GL_L_STREAM: mp += g->r.cross_stream; break;
		case GL_L_WALL_LOW:
			if (a->type == GL_MOUNTED && v->mode == 0)
				return -1;
			mp += a->type == GL_MOUNTED ? 4 : g->r.cross_wall_low;
			break;
		case GL_L_WALL_HIGH:
			if (a->type == GL_MOUNTED)
				return -1;
			/* 3.3: up a ladder +2 instead of +4 (gl_metal.c) */
			mp += gl_by_ladder(g, v->px, v->py, qx, qy) ||
			    gl_ladder_of(g, m) >= 0 ? g->f.cross_ladder :
			    g->r.cross_wall_high;	/* his own (gl_ladder.c) */
			break;
		}
	}
	return c + mp_units(g, (int)mp);
}

/* Where the mover heads now: the charge target or the next waypoint. */
static int
aim(const struct gl_game *g, const struct gl_plan *p, struct mover *v,
    int m, int *x, int *y)
{
	const struct gl_man *a = &g->man[m];

	if (v->mode && v->flow_stage) {
		const struct gl_man *t = &g->man[v->tgt];
		int64_t rt = gl_radius(t) + gl_radius(a) + GL_YD / 2;
		struct plane_pt q;

		if (v->flow_stage == 1) {
			q = plane_step(gl_pt(t->x, t->y), t->facing + 90 *
			    v->flow_side, rt + 2 * GL_YD);
			if (plane_cmp_dist(gl_pt(a->x, a->y), q, GL_YD) <= 0)
				v->flow_stage = 2;
		}
		if (v->flow_stage == 2)
			q = plane_step(gl_pt(t->x, t->y), t->facing +
			    (v->flow_rear ? 180 : 0), rt);
		*x = (int)q.x, *y = (int)-q.y;
		return 1;
	}
	if (v->mode) {
		*x = g->man[v->tgt].x, *y = g->man[v->tgt].y;
		return 1;
	}
	while (v->way < p->nway && p->wx[v->way] == a->x &&
	    p->wy[v->way] == a->y)
		v->way++;
	if (v->way >= p->nway)
		return 0;
	*x = p->wx[v->way], *y = p->wy[v->way];
	return 1;
}

/* Round half away from zero of n/d, d > 0. */
static int64_t
rdiv(int64_t n, int64_t d)
{
	return n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d);
}

/* Would (x, y) bring m nearer an enemy he sees than he is now? */
static int
closer(const struct gl_game *g, int m, int x, int y)
{
	const struct gl_man *a = &g->man[m];
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != a->side && gl_man_sees(g, m, e) &&
		    plane_dist2(gl_pt(x, y), gl_pt(g->man[e].x, g->man[e].y)) <
		    plane_dist2(gl_pt(a->x, a->y), gl_pt(g->man[e].x,
		    g->man[e].y)))
			return 1;
	return 0;
}

/* One tick's proposal for a mover; 0 when it stops. */
static int
propose(struct gl_game *g, const struct gl_plan *p, struct mover *v, int m,
    int *qx, int *qy)
{
	struct gl_man *a = &g->man[m];
	int x, y, brg;
	int64_t len, step, c;

	if (!aim(g, p, v, m, &x, &y))
		return !(v->arrived = 1);
	len = gl_dist(a->x, a->y, x, y);
	if (len == 0)
		return !(v->arrived = 1);
	brg = gl_bearing(a->x, a->y, x, y);
	/* a wheel's legs pay wheel_mp once (gl_form.c), not a turn each */
	if (v->mode == 0 && brg != a->facing && !v->turned &&
	    v->form_op != GL_FO_WHEEL) {
		/* a new leg: one heading change (5.19) */
		if (v->budget < mp_units(g, g->r.face_cost))
			return !(v->why = GL_HW_MP);
		v->budget -= mp_units(g, g->r.face_cost);
		v->turned = 1;
	}
	step = len < GL_YD ? len : GL_YD;
	*qx = (int)(a->x + rdiv((int64_t)(x - a->x) * step, len));
	*qy = (int)(a->y + rdiv((int64_t)(y - a->y) * step, len));
	if (*qx < 0 || *qy < 0 || *qx > g->width || *qy > g->height)
		return !(v->why = GL_HW_EDGE);
	v->px = a->x, v->py = a->y;
	if (a->demor && v->mode == 0 && closer(g, m, *qx, *qy))
		return !(v->why = GL_HW_DEMOR);	/* 3.21: never closer */
	if ((c = step_cost(g, m, v, *qx, *qy, step)) < 0 || c > v->budget)
		return !(v->why = stop_why(v, c, step));
	v->budget -= c;
	if (v->mode == 0 && step == len)
		v->turned = 0;	/* the next waypoint starts a new leg */
	a->facing = brg;
	return 1;
}

static int
enemy_within(const struct gl_game *g, int m, int64_t r, int seen_only)
{
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != g->man[m].side && gl_able(&g->man[e]) &&
		    !g->man[e].aboard &&	/* in a wagon: unknown */
		    gl_gap_cmp(&g->man[m], &g->man[e], r) <= 0 &&
		    (!seen_only || gl_man_sees(g, m, e)))
			return e + 1;
	return 0;
}

/* Contacts already made on defender t, front or rear arc. */
static int
contacts_on(const struct gl_game *g, const int *contact, int t, int rear)
{
	int i, n = 0, r;

	for (i = 0; i < g->nman; i++)
		if (contact[i] == t + 1) {
			r = !plane_in_arc(gl_pt(g->man[t].x, g->man[t].y),
			    g->man[t].facing, 135, gl_pt(g->man[i].x,
			    g->man[i].y));
			if (r == rear)
				n++;
		}
	return n;
}

static int
limit(const struct gl_game *g, int m, int rear)
{
	return g->man[m].type == GL_MOUNTED ? (rear ? g->r.limit_mtd_rear :
	    g->r.limit_mtd_front) : (rear ? g->r.limit_foot_rear :
	    g->r.limit_foot_front);
}

static int
in_rear(const struct gl_game *g, int t, int x, int y)
{
	return !plane_in_arc(gl_pt(g->man[t].x, g->man[t].y),
	    g->man[t].facing, 135, gl_pt(x, y));
}

/* Is t busy for m, coming at its `rear` arc (4.5): locked in a melee
 * already, a charger or counter-charger some enemy has reached (only one
 * may), or that arc's contacts full? */
static int
busy(const struct gl_game *g, const struct mover *all, const int *contact,
    int m, int t, int rear)
{
	if (g->man[t].locked || (all[t].mode && (contacts_on(g, contact, t,
	    0) + contacts_on(g, contact, t, 1)) > 0))
		return 1;
	return contacts_on(g, contact, t, rear) >= limit(g, m, rear);
}

/* A charger near a busy target (within wait_short_yd of contact): his
 * BUSY clause.  1 when he stops. */
static int
busy_clause(struct gl_game *g, const struct gl_plan *p, struct mover *v,
    const struct mover *all, const int *contact, int m)
{
	struct gl_man *a = &g->man[m];
	int t = v->tgt, rear = in_rear(g, t, a->x, a->y), alt = p->busy_alt;
	int diff;

	if (v->busy_done || gl_gap_cmp(a, &g->man[t], (int64_t)(
	    g->r.contact_yd + g->r.wait_short_yd) * GL_YD) > 0 ||
	    !busy(g, all, contact, m, t, rear))
		return 0;
	v->busy_tgt = t;
	if (alt >= 0 && alt != t && gl_able(&g->man[alt]) &&
	    g->man[alt].side != a->side && gl_man_sees(g, m, alt)) {
		v->tgt = alt;		/* BUSY CASTING-ID */
		v->busy_done = 3;
		return 0;
	}
	if (p->busy && !g->man[t].locked && !all[t].mode &&
	    contacts_on(g, contact, t, !rear) < limit(g, m, !rear)) {
		diff = (gl_bearing(g->man[t].x, g->man[t].y, a->x, a->y) -
		    g->man[t].facing + 360) % 360;
		v->flow_side = diff < 180 ? 1 : -1;
		v->flow_rear = !rear;
		v->flow_stage = 1;
		v->busy_done = 2;
		return 0;
	}
	v->busy_done = 1;		/* WAIT: halts where he is, short */
	v->active = 0;
	return 1;
}

static void
after_tick(struct gl_game *g, const struct gl_plan *p, struct mover *v,
    const struct mover *all, int *contact, int m, int ox, int oy)
{
	struct gl_man *a = &g->man[m];
	int64_t cd = (int64_t)g->r.contact_yd * GL_YD;
	int t, rear;

	if (v->form && v->mode) {	/* a formed charge halts at a touch */
		if (enemy_within(g, m, cd, 0))
			v->active = 0, v->why = GL_HW_CONTACT;
		return;
	}
	if (v->mode == 1 && busy_clause(g, p, v, all, contact, m))
		return;
	t = v->tgt;
	if (v->mode) {
		if (gl_gap_cmp(a, &g->man[t], cd) > 0)
			return;
		rear = in_rear(g, t, a->x, a->y);
		/* flowing round: contact counts on the arc he makes for */
		if (v->flow_stage && (v->flow_stage == 1 || rear !=
		    v->flow_rear))
			return;
		v->active = 0;
		if (v->mode == 2 || !busy(g, all, contact, m, t, rear))
			contact[m] = t + 1;
		return;
	}
	if (enemy_within(g, m, cd, 0)) {
		a->x = ox, a->y = oy;	/* halts at contact distance */
		v->active = 0, v->why = GL_HW_CONTACT;
		return;
	}
	if (p->stopif_enemy >= 0 && enemy_within(g, m, p->stopif_enemy, 1))
		v->active = 0, v->why = GL_HW_STOPIF_ENEMY;
	else if (p->stopif_seen && gl_sees(g, 1 - a->side, m))
		v->active = 0, v->why = GL_HW_STOPIF_SEEN;
}

/* The man who stopped body k - 1 and why, for its side: the first with
 * a cause of his own (a follower stopped by his leader has none); when
 * the body's MP ran out, its slowest man, who set its pace (all its men
 * have his allowance, so they run out together). */
static void
halt_by(struct gl_game *g, const struct mover *mv, int m)
{
	struct gl_form *f = &g->form[mv[m].form - 1];

	if (f->halt_man < 0 || (f->halt_why == GL_HW_NONE && mv[m].why !=
	    GL_HW_NONE) || (f->halt_why == GL_HW_MP && mv[m].why ==
	    GL_HW_MP && gl_allowance(g, m, 0) < gl_allowance(g, f->halt_man,
	    0)))
		f->halt_man = m, f->halt_why = mv[m].why;
}

/* A formation moves as one (gl_form.c): when a man of it who has not
 * arrived cannot take his step, no man of it steps, and it stops. */
static void
link_stop(struct gl_game *g, struct mover *mv, int *go, int *any)
{
	int m, n, k;

	for (m = 0; m < g->nman; m++) {
		if (!(k = mv[m].form) || go[m] || !mv[m].started ||
		    mv[m].arrived)
			continue;
		halt_by(g, mv, m);
		for (n = 0; n < g->nman; n++)
			if (mv[n].form == k)
				go[n] = 0, mv[n].active = 0;
	}
	for (*any = 0, m = 0; m < g->nman; m++)
		*any |= go[m];
}

/* After a tick: a man of a formation halted (contact, STOPIF) halts the
 * body; one set back at contact distance sets back all who stepped. */
static void
link_halt(struct gl_game *g, struct mover *mv, const int *go, const int *ox,
    const int *oy)
{
	int m, n, k, back;

	for (m = 0; m < g->nman; m++) {
		if (!(k = mv[m].form) || !go[m] || mv[m].active)
			continue;
		halt_by(g, mv, m);
		back = g->man[m].x == ox[m] && g->man[m].y == oy[m];
		for (n = 0; n < g->nman; n++)
			if (mv[n].form == k) {
				mv[n].active = 0;
				if (back && go[n])
					g->man[n].x = ox[n], g->man[n].y = oy[n];
			}
	}
}

/* A formed charge's follower takes his leader's step (dx, dy) from his
 * own place, paying his own ground; 0 when he cannot (the body halts). */
static int
follow(struct gl_game *g, struct mover *v, int m, int lead_go, int dx,
    int dy, int *qx, int *qy)
{
	struct gl_man *a = &g->man[m];
	int64_t c, step;

	if (!lead_go)
		return 0;
	*qx = a->x + dx, *qy = a->y + dy;
	if (*qx < 0 || *qy < 0 || *qx > g->width || *qy > g->height)
		return !(v->why = GL_HW_EDGE);
	v->px = a->x, v->py = a->y;
	step = gl_dist(a->x, a->y, *qx, *qy);
	if ((c = step_cost(g, m, v, *qx, *qy, step)) < 0 || c > v->budget)
		return !(v->why = stop_why(v, c, step));
	v->budget -= c;
	a->facing = g->man[v->lead].facing;
	return 1;
}

static void
run_ticks(struct gl_game *g, const struct gl_plan *plan, struct mover *mv,
    int *contact)
{
	int ox[GL_MAX_MEN], oy[GL_MAX_MEN], qx[GL_MAX_MEN], qy[GL_MAX_MEN];
	int go[GL_MAX_MEN];
	int tick, m, any, t;

	for (tick = 0; tick < MAX_TICKS; tick++) {
		any = 0;
		for (m = 0; m < g->nman; m++) {
			go[m] = mv[m].active && mv[m].mode != 3 && propose(g,
			    &plan[m], &mv[m], m, &qx[m], &qy[m]);
			if (mv[m].active && mv[m].mode != 3 && !go[m])
				mv[m].active = 0;
			any |= go[m];
		}
		for (m = 0; m < g->nman; m++)	/* a formed charge's men */
			if (mv[m].active && mv[m].mode == 3) {
				t = mv[m].lead;
				go[m] = follow(g, &mv[m], m, go[t], go[t] ?
				    qx[t] - g->man[t].x : 0, go[t] ? qy[t] -
				    g->man[t].y : 0, &qx[m], &qy[m]);
				if (!go[m])
					mv[m].active = 0;
				any |= go[m];
			}
		link_stop(g, mv, go, &any);
		if (!any)
			break;
		for (m = 0; m < g->nman; m++)
			if (go[m]) {
				ox[m] = g->man[m].x, oy[m] = g->man[m].y;
				g->man[m].x = qx[m], g->man[m].y = qy[m];
			}
		for (m = 0; m < g->nman; m++)
			if (go[m])
				after_tick(g, &plan[m], &mv[m], mv, contact, m,
				    ox[m], oy[m]);
		link_halt(g, mv, go, ox, oy);
	}
}

/* A move or charge told, and kept as a line for the map; a charge that
 * reached its man (met) is kept as a hit, so the map marks where they met
 * even once their melee is over. */
static void
report_move(struct gl_game *g, struct event_log *log, int m,
    const struct mover *v, int seen_before, int met)
{
	struct gl_man *a = &g->man[m];
	char p0[48], p1[48];
	int s = a->side, seen_after = gl_sees(g, 1 - s, m);
	int yd = (int)((gl_dist(v->sx, v->sy, a->x, a->y) + 50) / GL_YD);
	unsigned own = EVENT_V_REF | EVENT_V_SIDE(s);

	if (v->sx == a->x && v->sy == a->y)
		return;
	a->moved_turn = g->turn;	/* exposed, in a gully (4.3) */
	gl_fmt_pos(p0, sizeof p0, v->sx, v->sy);
	gl_fmt_pos(p1, sizeof p1, a->x, a->y);
	gl_say(log, own | (seen_before && seen_after ? EVENT_V_SIDE(1 - s) :
	    0), "%s %s %s -> %s, %d yd", a->id, v->mode % 2 ? "charges" :
	    v->mode == 2 ? "counter-charges" : "moves", p0, p1, yd);
	/* why his MOVE ended short, his own side's alone (an order) */
	if (v->mode == 0 && !v->form && (v->why == GL_HW_STOPIF_ENEMY ||
	    v->why == GL_HW_STOPIF_SEEN))
		gl_say(log, own, "%s stops at %s: his STOPIF %s", a->id, p1,
		    v->why == GL_HW_STOPIF_SEEN ? "SEEN (the enemy sees him)" :
		    "ENEMY (an enemy he sees that near)");
	if (seen_after && !seen_before) {
		gl_say_to(log, 1 - s, "%s comes into sight at %s", a->id, p1);
		gl_seen_now(g, m, a->x, a->y);	/* named: seen there */
	}
	else if (seen_before && !seen_after)
		gl_say_to(log, 1 - s, "%s moves out of sight from %s", a->id,
		    p0);
	if (v->busy_done)
		gl_say(log, own | (seen_before && seen_after ? EVENT_V_SIDE(1 -
		    s) : 0), "%s finds %s busy: %s", a->id, g->man[
		    v->busy_tgt].id, v->busy_done == 1 ? "he waits, short "
		    "(BUSY WAIT), no melee this turn" : v->busy_done == 2 ?
		    "he flows round to another side (BUSY FLOW)" : "he turns "
		    "on the man his BUSY names");
	gl_shot_add(g, v->mode ? GL_SH_CHARGE : GL_SH_MOVE, v->sx, v->sy,
	    a->x, a->y, v->mode && met, own | (seen_before && seen_after ?
	    EVENT_V_SIDE(1 - s) : 0));
}

static void
start(struct gl_game *g, struct mover *v, int m, int mode, int tgt)
{
	struct gl_man *a = &g->man[m];

	memset(v, 0, sizeof *v);
	v->active = v->started = 1;
	v->mode = mode;
	v->tgt = tgt;
	v->budget = (int64_t)gl_allowance(g, m, mode != 0) * GL_YD;
	v->sx = a->x, v->sy = a->y;
	if (a->type == GL_FOOT) {
		int k = gl_area_at(g, a->x, a->y);

		v->paid = 1u << k;
		v->budget -= mp_units(g, foot_entry(g, k));
	}
	if (a->prone) {
		a->prone = 0;
		v->budget -= mp_units(g, g->r.stand_cost);
	}
	if ((mode == 1 || mode == 2) && gl_bearing(a->x, a->y, g->man[tgt].x,
	    g->man[tgt].y) != a->facing)
		v->budget -= mp_units(g, g->r.face_cost);
	if (v->budget < 0)
		v->active = 0, v->why = GL_HW_MP;
}

/* The men of a formation's FORM, MARCH or WHEEL (gl_form.c): linked for
 * a MARCH or WHEEL, all at the slowest man's allowance; a wheel pays
 * wheel_mp, a man walking to his place form_mp. */
static void
form_start(struct gl_game *g, struct mover *mv)
{
	int m, n, op, slow[GL_MAX_CMDS];

	for (n = 0; n < GL_MAX_CMDS; n++)
		slow[n] = -1, g->form[n].halt_man = -1;
	for (m = 0; m < g->nman; m++) {
		if (!mv[m].started || !(mv[m].form = gl_form_link(g, m, &op)))
			continue;
		mv[m].form_op = op;
		if (op == GL_FO_FORM) {
			mv[m].form = 0;		/* each walks on his own */
			mv[m].budget -= mp_units(g, g->f.fm.form_mp);
			continue;
		}
		n = mv[m].form - 1;
		if (slow[n] < 0 || gl_allowance(g, m, 0) < slow[n])
			slow[n] = gl_allowance(g, m, 0);
		if (op == GL_FO_WHEEL)
			mv[m].budget -= mp_units(g, g->f.fm.wheel_mp);
	}
	for (m = 0; m < g->nman; m++)
		if (mv[m].form) {
			mv[m].budget -= (int64_t)(gl_allowance(g, m, 0) -
			    slow[mv[m].form - 1]) * GL_YD;
			if (mv[m].budget < 0)
				mv[m].active = 0, mv[m].why = GL_HW_MP;
		}
}

/* May m charge t now (4.5): sighted, within the arc, reachable. */
static int
charge_ok(const struct gl_game *g, const struct gl_plan *p, int m, int t)
{
	const struct gl_man *a = &g->man[m], *b;

	if (t < 0 || a->demor || a->locked || a->gun || !gl_able(a))
		return 0;
	b = &g->man[t];
	if (!gl_able(b) || b->side == a->side || !gl_man_sees(g, m, t) ||
	    !gl_in_arc(a, g->r.charge_arc, b->x, b->y) ||
	    !gl_metal_melee_ok(g, m, t))	/* gl_metal.c */
		return 0;
	if (p->charge_ifreach && gl_gap_cmp(a, b, (int64_t)gl_allowance(g, m,
	    1) * GL_YD) > 0)
		return 0;
	return 1;
}

/* B.1: each formation told to CHARGE whose charge may go: its leading
 * man charges its target, the other men in their places follow him,
 * all linked, at the slowest man's charge allowance; a turn toward the
 * target costs every man the leader's face_cost. */
static void
form_charges(struct gl_game *g, struct gl_plan *plan, struct mover *mv,
    struct event_log *log)
{
	int k, m, lead, slow, face;

	for (k = 0; k < g->ncmd; k++) {
		g->form[k].halt_man = -1;
		if (g->form[k].kind == GL_FK_NONE ||
		    g->form[k].op != GL_FO_CHARGE ||
		    (lead = gl_form_charge_lead(g, k, log)) < 0)
			continue;
		slow = -1;
		for (m = 0; m < g->nman; m++)
			if (gl_form_member(g, m) == k && (slow < 0 ||
			    gl_allowance(g, m, 1) < slow))
				slow = gl_allowance(g, m, 1);
		face = gl_bearing(g->man[lead].x, g->man[lead].y,
		    g->man[g->form[k].ctgt].x, g->man[g->form[k].ctgt].y) !=
		    g->man[lead].facing;
		for (m = 0; m < g->nman; m++) {
			if (gl_form_member(g, m) != k)
				continue;
			start(g, &mv[m], m, m == lead ? 1 : 3,
			    g->form[k].ctgt);
			mv[m].form = k + 1, mv[m].form_op = GL_FO_CHARGE;
			mv[m].lead = lead;
			mv[m].budget -= (int64_t)(gl_allowance(g, m, 1) - slow) *
			    GL_YD;
			if (m != lead && face)
				mv[m].budget -= mp_units(g, g->r.face_cost);
			if (mv[m].budget < 0)
				mv[m].active = 0, mv[m].why = GL_HW_MP;
			plan[m].has_move = 0;
			if (m == lead)
				plan[m].charge = g->form[k].ctgt;
		}
	}
}

/* After B.1's ticks: each man of a formed charge within contact distance
 * of an enemy is in contact with him (the leader's target first, else
 * the nearest, the lower casting on a tie), as the contact limits allow
 * (4.5: busy); one over them waits, no melee. */
static void
form_contacts(const struct gl_game *g, struct gl_plan *plan,
    const struct mover *mv, int *contact)
{
	int64_t cd = (int64_t)g->r.contact_yd * GL_YD, d, best;
	int pass, m, e, pick;

	for (pass = 0; pass < 2; pass++)	/* the leaders first */
		for (m = 0; m < g->nman; m++) {
			if (!mv[m].form || !mv[m].mode || contact[m] ||
			    (mv[m].mode == 1) != (pass == 0) ||
			    !gl_able(&g->man[m]))
				continue;
			pick = -1, best = 0;
			for (e = 0; e < g->nman; e++) {
				if (g->man[e].side == g->man[m].side ||
				    !gl_able(&g->man[e]) || g->man[e].aboard ||
				    gl_gap_cmp(&g->man[m], &g->man[e], cd) > 0)
					continue;
				d = e == mv[m].tgt ? -1 : plane_dist2(gl_pt(
				    g->man[m].x, g->man[m].y), gl_pt(
				    g->man[e].x, g->man[e].y));
				if (pick < 0 || d < best)
					pick = e, best = d;
			}
			if (pick < 0 || busy(g, mv, contact, m, pick, in_rear(g,
			    pick, g->man[m].x, g->man[m].y)))
				continue;
			contact[m] = pick + 1;
			plan[m].charge = pick;
		}
}

void
gl_move_phase(struct gl_game *g, struct gl_plan *plan, struct event_log *log,
    int *contact)
{
	struct mover mv[GL_MAX_MEN];
	int seen0[GL_MAX_MEN];
	int64_t left[GL_MAX_MEN];	/* units left for FACE TRACK */
	int m, t, sub;

	memset(mv, 0, sizeof mv);
	for (m = 0; m < g->ncmd; m++)	/* a volley's file: formed in A.2 */
		g->form[m].volleyed = 0;
	for (m = 0; m < g->nman; m++) {
		left[m] = (int64_t)gl_allowance(g, m, 0) * GL_YD;
		contact[m] = 0;
		seen0[m] = g->man[m].seen;
		plan[m].sx = g->man[m].x, plan[m].sy = g->man[m].y;
	}
	/* B.1: declared charges, then counter-charges from REACT COUNTER */
	for (m = 0; m < g->nman; m++)
		if (plan[m].charge >= 0) {
			if (charge_ok(g, &plan[m], m, plan[m].charge)) {
				start(g, &mv[m], m, 1, plan[m].charge);
				plan[m].has_move = 0;
			} else
				plan[m].charge = -1;	/* falls to its ELSE */
		}
	form_charges(g, plan, mv, log);		/* gl_form_move.c */
	for (m = 0; m < g->nman; m++) {
		struct gl_man *a = &g->man[m];

		if (!gl_able(a) || !a->react || a->demor || a->prone ||
		    a->locked || mv[m].active)
			continue;
		for (t = 0; t < g->nman; t++)
			if (mv[t].mode == 1 && mv[t].tgt == m &&
			    gl_in_arc(a, g->r.counter_arc, g->man[t].x,
			    g->man[t].y) && gl_man_sees(g, m, t) &&
			    gl_metal_melee_ok(g, m, t)) {
				start(g, &mv[m], m, 2, t);
				plan[m].has_move = 0;
				break;
			}
	}
	run_ticks(g, plan, mv, contact);
	form_contacts(g, plan, mv, contact);
	gl_form_charged(g, plan, contact, NULL);	/* before sight is told */
	for (m = 0; m < g->nman; m++) {
		if (mv[m].busy_done == 3)	/* BUSY CASTING-ID */
			plan[m].charge = mv[m].tgt;
		if (mv[m].mode)
			report_move(g, log, m, &mv[m], seen0[m],
			    contact[m] != 0);
	}
	gl_form_charged(g, plan, contact, log);	/* a charge fell short */
	/* a body charged in B.1 is in a melee and breaks; the others'
	 * FORM, MARCH and WHEEL become their men's moves (gl_form.c) */
	gl_form_check(g, contact, log);
	gl_form_moves(g, plan, log);
	/* B.2: mounted, then foot; men in contact do not move */
	for (sub = GL_MOUNTED; sub >= GL_FOOT; sub--) {
		struct mover mv2[GL_MAX_MEN];

		memset(mv2, 0, sizeof mv2);
		for (m = 0; m < g->nman; m++) {
			struct gl_man *a = &g->man[m];

			if (a->type != sub || !gl_able(a) || mv[m].mode ||
			    contact[m] || a->locked || !plan[m].has_move ||
			    (a->gun && !plan[m].has_move))
				continue;
			start(g, &mv2[m], m, 0, -1);
		}
		form_start(g, mv2);		/* gl_form.c */
		run_ticks(g, plan, mv2, contact);
		/* the bodies where they now stand, before sight is told */
		gl_form_settle(g, plan, sub, log);
		for (m = 0; m < g->nman; m++)
			if (mv2[m].started) {
				report_move(g, log, m, &mv2[m], seen0[m], 0);
				left[m] = mv2[m].budget;
			}
	}
	for (m = 0; m < g->nman; m++) {
		struct gl_man *a = &g->man[m];

		if (!gl_able(a) || mv[m].mode || contact[m] || a->locked)
			continue;
		/* 3.3: a final facing change costs face_cost MP too, paid
		 * from what his move left him */
		if (plan[m].face >= 0 && plan[m].face != a->facing) {
			if (left[m] >= mp_units(g, g->r.face_cost)) {
				a->facing = plan[m].face;
				left[m] -= mp_units(g, g->r.face_cost);
			} else
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(a->side),
				    "%s cannot turn to face %d: less than %d MP "
				    "left; he keeps facing %d", a->id,
				    plan[m].face, g->r.face_cost, a->facing);
		}
		gl_track_turn(g, m, &plan[m], left[m], log);	/* gl_fx.c */
		if (plan[m].up)
			a->prone = 0;
		if (plan[m].prone && g->r.opt_prone && a->type == GL_FOOT)
			a->prone = 1;
	}
	gl_form_check(g, contact, log);	/* melee, places lost */
}
