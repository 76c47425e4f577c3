/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_move.c - movement (§4.1, §4.2): straight and diagonal moves,
 * turning, exchanging places, backing, sideways moves and marching;
 * zones of control (§1.5); what may enter a box and where in it (§1.3,
 * Fig. X), interpenetration and the diagonal gap (Fig. IX); leaving the
 * table; generals accompanying a move and generals' command moves
 * (§2.4); enemy generals displaced and camps taken by a move (§4.7,
 * §2.6).  Planning (ts_plan_*) never changes the game; ts_do_move does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

static int
jint(const json_t *o, const char *k, int dflt)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

/* Enemies of u whose ZOC covers (x, y) and that u may not ignore. */
static int
zoc(const struct ts_game *g, int u, int x, int y, int *l, int max)
{
	return ts_zoc_from(g, x, y, g->u[u].side, u, l, max);
}

/* May u pass through friend f's box (§4.1 interpenetration)? */
static int
can_pass(const struct ts_game *g, int u, int f)
{
	if (((g->u[u].face - g->u[f].face) & 1) != 0)
		return 0;
	return ts_is_light(g, u) || ts_is_light(g, f);
}

/* May u pass through box (x, y) on its way (not ending there)? */
static int
passable(const struct ts_game *g, int u, int partner, int x, int y)
{
	int l[4], n, i;

	if (!ts_on_table(g, x, y) || !ts_water_ok(g, u, x, y))
		return 0;
	n = ts_in_box(g, x, y, l, 4);
	for (i = 0; i < n && i < 4; i++) {
		if (l[i] == u || l[i] == partner)
			continue;
		if (g->u[l[i]].side != g->u[u].side || !can_pass(g, u, l[i]))
			return 0;
	}
	return 1;
}

/*
 * §4.1 Fig. IX: a diagonal step from (x, y) by (dx, dy) is blocked when
 * both boxes beside it hold a unit or terrain the mover cannot pass.
 */
int
ts_gap_blocked(const struct ts_game *g, int u, int partner, int x, int y,
    int dx, int dy)
{
	if (dx == 0 || dy == 0)
		return 0;
	return !passable(g, u, partner, x + dx, y) &&
	    !passable(g, u, partner, x, y + dy);
}

/* Entering (x, y) to stay: the box rules (§1.1, §1.3, §4.1). */
int
ts_enter_ok(const struct ts_game *g, int u, int fx, int fy, int x, int y,
    int face, int evading, char *why, size_t n)
{
	int l[4], k = 0, i, c = 0;
	char b[8];

	(void)fx, (void)fy, (void)evading;
	if (!ts_on_table(g, x, y))
		return snprintf(why, n, "off the table"), 0;
	if (!ts_water_ok(g, u, x, y))
		return snprintf(why, n, "%s is impassable",
		    ts_box_label(g, x, y, b)), 0;
	k = ts_in_box(g, x, y, l, 4);
	for (i = 0; i < k && i < 4; i++)
		if (l[i] != u && g->u[l[i]].side != g->u[u].side)
			return snprintf(why, n, "an enemy unit holds %s",
			    ts_box_label(g, x, y, b)), 0;
	for (i = 0; i < k && i < 4; i++)
		if (l[i] != u && ((g->u[l[i]].face - face) & 1) != 0)
			return snprintf(why, n, "a friend at right angles holds "
			    "%s", ts_box_label(g, x, y, b)), 0;
	if (!ts_can_share(g, u, x, y, face, -1))
		return snprintf(why, n, "%s is full (two units, a deep unit, "
		    "or a bridge)", ts_box_label(g, x, y, b)), 0;
	(void)c;
	return 1;
}

/* Formed enemy bowmen, crossbowmen or longbowmen that could shoot into
 * (x, y) now (march, §4.1). */
static int
archers_cover(const struct ts_game *g, int side, int x, int y)
{
	int e, w;

	for (e = 0; e < g->nunits; e++) {
		if (!ts_on(g, e) || g->u[e].side == side || ts_is_light(g, e) ||
		    g->u[e].ammo < 1)
			continue;
		w = ts_weapon(g, e);
		if (w != TS_W_BOW && w != TS_W_CROSSBOW && w != TS_W_LONGBOW)
			continue;
		if (ts_can_shoot_box(g, e, x, y))
			return 1;
	}
	return 0;
}

int
ts_adjacent_enemy(const struct ts_game *g, int side, int x, int y)
{
	int e;

	for (e = 0; e < g->nunits; e++)
		if (ts_on(g, e) && g->u[e].side != side &&
		    ts_chebyshev(g->u[e].x, g->u[e].y, x, y) == 1)
			return 1;
	return 0;
}

/* May box (x, y) be marched from or into (§4.1)? */
static int
march_box_ok(const struct ts_game *g, int side, int x, int y)
{
	return !ts_adjacent_enemy(g, side, x, y) &&
	    !ts_could_charge_box(g, side, x, y) &&
	    !archers_cover(g, side, x, y);
}

/* §4.14 water on one step: a swimmer going in or out of water treats
 * it as rough; a boat's unit boarding or going ashore makes a
 * difficult activation (a boat moves on the water as light infantry). */
static int
water_causes(const struct ts_game *g, int u, int x, int y, int dx, int dy)
{
	int from = ts_water_box(g, x, y), to = ts_water_box(g, x + dx,
	    y + dy);

	if (from == to)
		return g->u[u].swim && to ? TC_ROUGH : 0;
	if (g->u[u].boat && !ts_is_mounted(g, u))
		return TC_BOARD;
	return g->u[u].swim ? TC_ROUGH : 0;
}

/* Linear terrain and roads on one step: the causes it adds. */
static int
step_causes(const struct ts_game *g, int u, int x, int y, int dx, int dy,
    int *road, int *halt)
{
	unsigned e = ts_edges_crossed(g, x, y, dx, dy);
	int f = 0, mtd = ts_is_mounted(g, u);

	*road = (e & TS_X_ROAD) != 0;
	if (!*road && (e & (TS_X_STREAM | TS_X_WALL)))
		f |= TC_ROUGH;
	if (mtd && (e & TS_X_STAKES))
		f |= TC_ROUGH;
	if (e & TS_X_FORT)
		f |= TC_FORT;
	if (!*road && ts_rough(g, x + dx, y + dy))
		f |= TC_ROUGH;
	f |= water_causes(g, u, x, y, dx, dy);
	*halt = mtd && ((!*road && ts_rough(g, x + dx, y + dy)) ||
	    (f & TC_ROUGH & water_causes(g, u, x, y, dx, dy)) ||
	    (g->r.opt.mounted_halt_linear && (f & TC_ROUGH)));
	return f;
}

/* The enemy unit of box (x, y) in a start-of-move ZOC check. */
static int
faces_enemy(const struct ts_game *g, int x, int y, int face, const int *zl,
    int nz)
{
	int fx, fy, i;

	ts_face_vec(face, &fx, &fy);
	for (i = 0; i < nz; i++)
		if (g->u[zl[i]].x == x + fx && g->u[zl[i]].y == y + fy)
			return 1;
	return 0;
}

/* §1.5 Fig. VIII: behind a formed friend, a sideways move may ignore the
 * ZOC of an enemy to the front. */
static int
screened(const struct ts_game *g, int u, const int *zl, int nz)
{
	int p = ts_partner(g, u);

	return p >= 0 && !ts_is_light(g, p) && ts_leading(g, u, 0, 0) == p &&
	    faces_enemy(g, g->u[u].x, g->u[u].y, g->u[u].face, zl, nz);
}

static int
fail_plan(struct ts_path *p, const char *why)
{
	snprintf(p->why, sizeof p->why, "%s", why);
	return -1;
}

/* Leaving its box towards the half its box-mate holds, a unit passes
 * through it (§4.1): a following unit moving ahead, a leading one
 * going back. */
static int
passes_mate(const struct ts_game *g, int u, int partner, int dx, int dy)
{
	int p = ts_partner(g, u), fx, fy, comp;

	if (p < 0 || p == partner || g->u[p].slot == 0)
		return 0;
	ts_face_vec(g->u[p].face, &fx, &fy);
	comp = dx * abs(fx) + dy * abs(fy);
	return comp != 0 && (comp > 0 ? 1 : -1) == g->u[p].slot &&
	    !can_pass(g, u, p);
}

/* Walk the steps (each (dx, dy)) from the unit's box; fills p. */
static int
walk(struct ts_game *g, int u, int partner, const int *sx, const int *sy,
    int nsteps, int face, int allow_exit, struct ts_path *p)
{
	int x = g->u[u].x, y = g->u[u].y, i, road, halt, allroad = 1;

	if (ts_rough(g, x, y))
		p->rough = 1;
	if (nsteps > 0 && passes_mate(g, u, partner, sx[0], sy[0]))
		return fail_plan(p, "it cannot pass through the other unit of "
		    "its box (rule 4.1)");
	for (i = 0; i < nsteps; i++) {
		int nx = x + sx[i], ny = y + sy[i];

		if (!ts_on_table(g, nx, ny)) {
			if (!allow_exit || i != nsteps - 1)
				return fail_plan(p, "the move would leave the "
				    "table (write EXIT to leave it)");
			p->exit = 1;
			p->n = i;
			return 0;
		}
		if (ts_gap_blocked(g, u, partner, x, y, sx[i], sy[i]))
			return fail_plan(p, "a diagonal gap blocks it (Fig. "
			    "IX)");
		p->flags |= step_causes(g, u, x, y, sx[i], sy[i], &road,
		    &halt);
		allroad &= road;
		if (!passable(g, u, partner, nx, ny) && i < nsteps - 1 &&
		    !halt)
			return fail_plan(p, "the way is blocked");
		p->x[p->n] = nx;
		p->y[p->n++] = ny;
		if (ts_rough(g, nx, ny) && !road)
			p->rough = 1;
		x = nx;
		y = ny;
		if (zoc(g, u, x, y, (int[8]){ 0 }, 8) > 0) {
			p->zoc_halt = i < nsteps - 1;
			break;
		}
		if (halt) {
			p->terr_halt = i < nsteps - 1;
			break;
		}
	}
	if (p->rough && !(allroad && nsteps > 0))
		p->flags |= TC_ROUGH;
	p->face = face;
	return 0;
}

/* Where a unit entering a friend's box goes (§4.1 Fig. X): 1 in front
 * of it, 0 behind (relative to the mover's facing). */
int
ts_entry_front(const struct ts_game *g, int u, int fx, int fy, int x, int y,
    int face, int pos)
{
	int l[4], n = ts_in_box(g, x, y, l, 4), i, f = -1, fwd, right;
	int front;

	for (i = 0; i < n && i < 4; i++)
		if (l[i] != u)
			f = l[i];
	if (f < 0)
		return 1;
	ts_rel_of(g->u[f].face, fx - x, fy - y, &fwd, &right);
	if (ts_is_light(g, u) || ts_is_light(g, f))
		front = pos >= 0 ? pos : fwd > 0;
	else if (fwd < 0)
		front = 0;			/* from the rear three boxes */
	else if (fwd > 0)
		front = 1;			/* the front (and diagonals) */
	else
		front = pos >= 0 ? pos : 0;	/* a flank: default behind */
	/* in front of the friend, as seen along the mover's own facing */
	return g->u[f].face == face ? front : !front;
}

/* Fig. X, Red 1: a formed unit entering a formed friend's box from the
 * box in front of it (or, [PROPOSED] 18, a front diagonal) may turn
 * about as part of the move. */
static int
about_ok(const struct ts_game *g, int u, int fx, int fy, int x, int y)
{
	int l[4], n = ts_in_box(g, x, y, l, 4), i, f = -1, fwd, right;

	for (i = 0; i < n && i < 4; i++)
		if (l[i] != u && g->u[l[i]].side == g->u[u].side)
			f = l[i];
	if (f < 0 || ts_is_light(g, u) || ts_is_light(g, f))
		return 0;
	ts_rel_of(g->u[f].face, fx - x, fy - y, &fwd, &right);
	return fwd > 0;
}

static int
plan_steps(struct ts_game *g, int u, const json_t *o, int *sx, int *sy,
    int *n, struct ts_path *p)
{
	const json_t *st = json_object_get(o, "steps");
	int face = g->u[u].face, i, s, mtd = ts_is_mounted(g, u), allow;

	*n = (int)json_array_size(st);
	if (*n < 1 || *n > 3)
		return fail_plan(p, "no steps");
	for (i = 0; i < *n; i++) {
		s = (int)json_integer_value(json_array_get(st, (size_t)i));
		if (s < -1 || s > 1 || (i > 0 && s != 0))
			return fail_plan(p, "bad steps");
		ts_rel_vec(face, 1, s, &sx[i], &sy[i]);
		if (i == 0 && s != 0) {
			p->flags |= TC_DIAG | (s > 0 ? TC_RIGHT : 0);
			if (s < 0 && ts_has(g, u, TSF_HOPLITE))
				return fail_plan(p, "hoplites never move "
				    "diagonally to the left front (rule 2.2)");
		}
	}
	allow = mtd ? 2 : 1;
	if (*n > allow + g->r.march_extra)
		return fail_plan(p, mtd ? "mounted move 2 boxes (a march 3)" :
		    "foot move 1 box (a march 2)");
	p->march = *n > allow;
	if (ts_has(g, u, TSF_WAGON) && !(p->flags & TC_DIAG))
		p->flags |= TC_WAGON;
	p->face = face;
	return 0;
}

/* §4.1 march: the extra box straight ahead, if nothing forbids it. */
static int
march_ok(struct ts_game *g, int u, const struct ts_path *p)
{
	int i, side = g->u[u].side;

	if (g->u[u].form == TS_TESTUDO)
		return 0;
	if (!march_box_ok(g, side, g->u[u].x, g->u[u].y))
		return 0;
	for (i = 0; i < p->n; i++)
		if (!march_box_ok(g, side, p->x[i], p->y[i]))
			return 0;
	return !(p->flags & TC_ROUGH);
}

static int
move_verb(struct ts_game *g, int u, int partner, const json_t *o,
    struct ts_path *p)
{
	int sx[4], sy[4], n, zl[8], nz;

	if (ts_has(g, u, TSF_NOMOVE))
		return fail_plan(p, "artillery cannot move (rule 4.12)");
	nz = zoc(g, u, g->u[u].x, g->u[u].y, zl, 8);
	if (nz > 0)
		return fail_plan(p, "it starts in an enemy's zone of control: "
		    "it may only charge, turn to face, or go back (rule 1.5)");
	if (plan_steps(g, u, o, sx, sy, &n, p))
		return -1;
	if (walk(g, u, partner, sx, sy, n, g->u[u].face,
	    json_is_true(json_object_get(o, "exit")), p))
		return -1;
	if (p->march && !p->zoc_halt && !p->terr_halt && !march_ok(g, u, p))
		return fail_plan(p, "it may not march here (rule 4.1: enemies "
		    "near, a charge or archers could reach, or rough terrain)");
	p->long_move = p->n >= 2;
	return 0;
}

static int
turn_verb(struct ts_game *g, int u, int partner, const json_t *o,
    struct ts_path *p)
{
	int cur = g->u[u].face, face, zl[8], nz, sx[1], sy[1];

	face = json_object_get(o, "face") ? jint(o, "face", cur) :
	    (cur + jint(o, "rel", 0)) & 3;
	if (face == cur)
		return fail_plan(p, "it already faces that way");
	p->flags |= TC_TURN;
	if (ts_rough(g, g->u[u].x, g->u[u].y))
		p->flags |= TC_ROUGH;
	nz = zoc(g, u, g->u[u].x, g->u[u].y, zl, 8);
	if (nz > 0 && !faces_enemy(g, g->u[u].x, g->u[u].y, face, zl, nz))
		return fail_plan(p, "in a zone of control it may only turn to "
		    "face the enemy (rule 1.5)");
	p->face = face;
	if (jint(o, "then", 0)) {
		if (!ts_is_mounted(g, u))
			return fail_plan(p, "only mounted units move a box "
			    "after turning (rule 3.3)");
		if (nz > 0)
			return fail_plan(p, "it is in a zone of control");
		ts_rel_vec(face, 1, 0, &sx[0], &sy[0]);
		if (walk(g, u, partner, sx, sy, 1, face, 0, p))
			return -1;
	}
	return 0;
}

static int
back_verb(struct ts_game *g, int u, int partner, const json_t *o,
    struct ts_path *p)
{
	int boxes = jint(o, "boxes", 1), sx[2], sy[2], i;
	int face = g->u[u].face;

	if (ts_has(g, u, TSF_NOMOVE))
		return fail_plan(p, "artillery cannot move (rule 4.12)");
	if (boxes > (ts_is_mounted(g, u) ? 2 : 1))
		return fail_plan(p, "foot go back 1 box, mounted up to 2");
	for (i = 0; i < boxes; i++)
		ts_rel_vec(face, -1, 0, &sx[i], &sy[i]);
	p->flags |= TC_BACK;
	if (walk(g, u, partner, sx, sy, boxes, json_is_true(json_object_get(o,
	    "about")) ? (face + 2) & 3 : face, json_is_true(json_object_get(o,
	    "exit")), p))
		return -1;
	p->long_move = p->n >= 2;
	return 0;
}

static int
side_verb(struct ts_game *g, int u, int partner, const json_t *o,
    struct ts_path *p)
{
	int dir = jint(o, "dir", 1), sx[1], sy[1], zl[8], nz;

	if (ts_has(g, u, TSF_NOMOVE))
		return fail_plan(p, "artillery cannot move (rule 4.12)");
	nz = zoc(g, u, g->u[u].x, g->u[u].y, zl, 8);
	if (nz > 0 && !screened(g, u, zl, nz))
		return fail_plan(p, "it starts in an enemy's zone of control "
		    "(rule 1.5)");
	ts_rel_vec(g->u[u].face, 0, dir, &sx[0], &sy[0]);
	p->flags |= TC_SIDE;
	return walk(g, u, partner, sx, sy, 1, g->u[u].face,
	    json_is_true(json_object_get(o, "exit")), p);
}

/*
 * Plan a move, turn, back, side or swap order for unit u (with its
 * partner when the order names both units of a box).  0 and p filled,
 * or -1 with p->why.
 */
int
ts_plan_move(struct ts_game *g, int u, const json_t *o, struct ts_path *p)
{
	const char *verb = json_string_value(json_object_get(o, "verb"));
	const json_t *us = json_object_get(o, "units");
	int partner = -1, rc, last, fx, fy, a, b;
	char why[120];

	memset(p, 0, sizeof *p);
	p->face = g->u[u].face;
	p->front = -1;
	if (json_array_size(us) > 1) {
		a = (int)json_integer_value(json_array_get(us, 0));
		b = (int)json_integer_value(json_array_get(us, 1));
		partner = a == u ? b : a;
	}
	if (verb == NULL)
		return fail_plan(p, "no verb");
	if (strcmp(verb, "move") == 0)
		rc = move_verb(g, u, partner, o, p);
	else if (strcmp(verb, "turn") == 0)
		rc = turn_verb(g, u, partner, o, p);
	else if (strcmp(verb, "back") == 0)
		rc = back_verb(g, u, partner, o, p);
	else if (strcmp(verb, "side") == 0)
		rc = side_verb(g, u, partner, o, p);
	else if (strcmp(verb, "swap") == 0) {
		if (ts_partner(g, u) < 0)
			return fail_plan(p, "no other unit in the box");
		p->flags |= TC_SWAP;
		if (ts_rough(g, g->u[u].x, g->u[u].y))
			p->flags |= TC_ROUGH;
		return 0;
	} else
		return fail_plan(p, "not a move");
	if (rc == 0 && g->u[u].form == TS_TESTUDO && (p->flags & (TC_DIAG |
	    TC_SIDE | TC_BACK | TC_TURN | TC_SWAP | TC_ROUGH | TC_FORT)))
		return fail_plan(p, "a testudo makes no difficult moves and "
		    "never enters rough terrain (rule 4.14)");
	if (rc || p->exit || p->n == 0)
		return rc;
	last = p->n - 1;
	fx = last > 0 ? p->x[last - 1] : g->u[u].x;
	fy = last > 0 ? p->y[last - 1] : g->u[u].y;
	if (partner >= 0 && ts_box_friends(g, p->x[last], p->y[last],
	    g->u[u].side, (int[4]){ 0 }) > 0)
		return fail_plan(p, "a pair moves only into a box free of "
		    "friends");
	if (json_is_true(json_object_get(o, "about")) && (strcmp(verb,
	    "move") == 0 || strcmp(verb, "side") == 0)) {
		if (!about_ok(g, u, fx, fy, p->x[last], p->y[last]))
			return fail_plan(p, "ABOUT: only a formed unit entering "
			    "a formed friend's box from its front turns about "
			    "(rule 4.1 Fig. X)");
		p->face = (p->face + 2) & 3;
	}
	if (!ts_enter_ok(g, u, fx, fy, p->x[last], p->y[last], p->face, 0,
	    why, sizeof why))
		return fail_plan(p, why);
	p->front = ts_entry_front(g, u, fx, fy, p->x[last], p->y[last], p->face,
	    json_object_get(o, "pos") ? jint(o, "pos", 0) : -1);
	return 0;
}

/* Detached generals going with a moving unit (WITH, §2.4): of its
 * command (the senior general: with any unit), from its box; a foot
 * general keeps up with a mounted move of 1 box (2 with a march). */
static void
accompany(struct ts_game *g, int u, int ox, int oy, int x, int y, int boxes,
    int march, const int *with, int nwith)
{
	int i, k, gx, gy;

	for (i = 0; i < nwith; i++) {
		k = with[i];
		if (k < 0 || k >= g->ngens || !g->gen[k].detached ||
		    g->gen[k].side != g->u[u].side ||
		    !ts_gen_box(g, k, &gx, &gy) || gx != ox || gy != oy)
			continue;
		if (g->gen[k].cmd != g->u[u].cmd && !g->gen[k].senior)
			continue;
		if (!g->gen[k].mounted && ts_is_mounted(g, u) &&
		    boxes > 1 + march)
			continue;
		g->gen[k].x = x;
		g->gen[k].y = y;
		ts_say(g, ts_viewers(g, u), "%U goes with %U to %H.",
		    TS_GEN_REF + k, u, TS_BOX(g, x, y));
	}
}

/* §2.6: a camp is controlled by the last side to move through it. */
static void
camp_through(struct ts_game *g, int side, int x, int y)
{
	int c = ts_camp_at(g, x, y);

	if (c < 0 || g->camp[c].holder == side)
		return;
	g->camp[c].holder = side;
	if (g->camp[c].side != side && !g->camp[c].taken) {
		g->camp[c].taken = 1;
		g->camp[c].reserve = 0;
		ts_say(g, EVENT_V_ALL, "%U is taken: %s surrenders %d medals.",
		    TS_CAMP_REF + c, g->side[g->camp[c].side].name,
		    g->r.camp_medals);
		event_kind(g->log, EVENT_K_CAPTURE);
		ts_demoralise(g, g->camp[c].cmd, g->r.camp_vp);
		ts_medals(g, g->camp[c].side, g->r.camp_medals, "camp taken");
	} else if (g->camp[c].side == side && g->camp[c].taken) {
		g->camp[c].taken = 0;
		ts_say(g, EVENT_V_ALL, "%U is retaken: %s has its %d medals "
		    "back.", TS_CAMP_REF + c, g->side[side].name,
		    g->r.camp_medals);
		event_kind(g->log, EVENT_K_CAPTURE);
		ts_demoralise(g, g->camp[c].cmd, -g->r.camp_vp);
		ts_medals(g, side, -g->r.camp_medals, "camp retaken");
	}
}

/* After a unit took a box: enemy generals there are displaced, camps
 * change hands, hidden ambushers next to it are placed (§5.3 K hearts). */
void
ts_entered(struct ts_game *g, int u, int x, int y)
{
	ts_displace_gens(g, x, y, g->u[u].side);
	camp_through(g, g->u[u].side, x, y);
	ts_ambush_spring(g, u);
}

/*
 * The move as each side saw it (§9.5): its owner (and in FOW open the
 * enemy) all of it; in FOW los the enemy sees it while the unit is in
 * sight: leaving its view, coming into it, or the whole move.  The unit's
 * "seen" mark follows at once, and losing sight of it leaves the marker
 * where it was last seen.
 */
static void
moved_event(struct ts_game *g, int u, int ox, int oy, const struct ts_path *p)
{
	struct ts_unit *x = &g->u[u];
	unsigned own = ts_mask_side(x->side), foe = EVENT_V_SIDE(TS_ENEMY(
	    x->side));
	int last = p->n - 1, before = x->seen, after;

	after = g->r.opt.fow == 0 || ts_sees_box(g, TS_ENEMY(x->side), x->x,
	    x->y);
	ts_say(g, own | (before && after ? foe : 0), "%U moves %H -> %H, "
	    "facing %s%s%s.", u, TS_BOX(g, ox, oy), TS_BOX(g, p->x[last],
	    p->y[last]), ts_face_name(p->face), p->zoc_halt ? ", halting in "
	    "an enemy zone of control" : p->ambush_halt ? ", halting as an "
	    "ambush is sprung" : p->terr_halt ? ", halting on entering "
	    "rough terrain" : "", p->march ? " (a march)" : "");
	if (before && !after) {
		ts_say(g, foe, "%U moves out of sight from %H.", u,
		    TS_BOX(g, ox, oy));
		x->lk_valid = 1;
		x->lk_x = ox;
		x->lk_y = oy;
		x->lk_turn = g->turn;
	} else if (!before && after) {
		ts_known(g, u);		/* named before it is told of */
		ts_say(g, foe, "%U comes into sight at %H, facing %s.", u,
		    TS_BOX(g, x->x, x->y), ts_face_name(x->face));
	}
	x->seen = after;
	if (after) {
		ts_known(g, u);
		x->lk_valid = 0;
	}
}

/* Carry out a planned move. */
void
ts_do_move(struct ts_game *g, int u, const struct ts_path *plan,
    const int *with, int nwith)
{
	struct ts_path q = *plan, *p = &q;
	int ox = g->u[u].x, oy = g->u[u].y, i, last;

	if (!p->exit)
		p->n = ts_ambush_cut(g, u, p);
	last = p->n - 1;

	for (i = 0; i < last; i++)
		camp_through(g, g->u[u].side, p->x[i], p->y[i]);
	if (p->exit) {
		ts_leave_table(g, u, last >= 0 ? p->x[last] : ox,
		    last >= 0 ? p->y[last] : oy);
		return;
	}
	if (p->n == 0 && p->ambush_halt) {
		if (p->flags & TC_TURN)
			g->u[u].face = p->face;
		ts_say(g, ts_viewers(g, u), "%U is stopped in %H by the "
		    "ambush.", u, TS_BOX(g, ox, oy));
		return;
	}
	if (p->n == 0) {		/* a turn in place */
		g->u[u].face = p->face;
		ts_say(g, ts_viewers(g, u), "%U turns to face %s in %H.", u,
		    ts_face_name(p->face), TS_BOX(g, ox, oy));
		return;
	}
	ts_place(g, u, p->x[last], p->y[last], p->face, p->front);
	moved_event(g, u, ox, oy, p);
	accompany(g, u, ox, oy, p->x[last], p->y[last], p->n, p->march,
	    with, nwith);
	for (i = 0; i <= last; i++)
		ts_entered(g, u, p->x[i], p->y[i]);
}

/* §4.1: off the table by a move or an evade: its medals go until it
 * comes back, by the edge zone it left from. */
void
ts_leave_table(struct ts_game *g, int u, int x, int y)
{
	struct ts_unit *a = &g->u[u];
	int k;

	a->edge_zone = ts_edge_zone(g, a->side, x, y);
	ts_say(g, ts_viewers(g, u), "%U leaves the table from %H.", u,
	    TS_BOX(g, x, y));
	a->status = TS_OFF;
	a->away = TS_AWAY_LEFT;
	ts_settle_box(g, x, y);
	for (k = 0; k < g->ngens; k++)
		if (!g->gen[k].detached && g->gen[k].unit == u &&
		    g->gen[k].status == TS_ON) {
			g->gen[k].status = TS_OFF;
			g->gen[k].medal_off = 1;
			ts_medals(g, a->side, g->r.gen_medals, "general off "
			    "table");
		}
	a->medal_off = 1;
	ts_medals(g, a->side, ts_medal_value(g, u), "unit off table");
	ts_vp_lost(g, u, ts_medal_value(g, u));
}

/* §4.7: unaccompanied enemy generals in a box a unit of `side` entered
 * go to a unit of their command (the senior to any unit); with none,
 * they are captured. */
void
ts_displace_gens(struct ts_game *g, int x, int y, int side)
{
	int k, gx, gy;

	for (k = 0; k < g->ngens; k++) {
		if (g->gen[k].side == side || !g->gen[k].detached ||
		    !ts_gen_box(g, k, &gx, &gy) || gx != x || gy != y)
			continue;
		ts_gen_displace(g, k, "its box was entered");
	}
}

/*
 * §2.4 command move: once in his command's turn, a detached general goes
 * up to 1 box on foot, 2 mounted, 3 brilliant (diagonals included), never
 * through impassable terrain or boxes holding enemy units.
 */
int
ts_gmove(struct ts_game *g, int k, int x, int y, char *why, size_t n)
{
	int reach = g->gen[k].brilliant ? g->r.cmove[2] : g->gen[k].mounted ?
	    g->r.cmove[1] : g->r.cmove[0];
	static int dist[TS_MAX_BOX];
	int q[TS_MAX_BOX], h = 0, t = 0, gx, gy, b, dx, dy, nx, ny, side;

	if (!g->gen[k].detached)
		return snprintf(why, n, "an attached general goes with his "
		    "unit"), -1;
	if (!ts_gen_box(g, k, &gx, &gy))
		return snprintf(why, n, "he is not on the table"), -1;
	if (g->gen[k].used_move)
		return snprintf(why, n, "he has made his command move"), -1;
	side = g->gen[k].side;
	for (b = 0; b < g->w * g->d; b++)
		dist[b] = -1;
	dist[TS_BOX(g, gx, gy)] = 0;
	q[t++] = TS_BOX(g, gx, gy);
	while (h < t) {
		b = q[h++];
		if (dist[b] == reach)
			continue;
		for (dy = -1; dy <= 1; dy++)
			for (dx = -1; dx <= 1; dx++) {
				nx = b % g->w + dx;
				ny = b / g->w + dy;
				if (!ts_on_table(g, nx, ny) ||
				    dist[TS_BOX(g, nx, ny)] >= 0 ||
				    ts_impassable(g, nx, ny) ||
				    ts_box_enemy(g, nx, ny, side))
					continue;
				dist[TS_BOX(g, nx, ny)] = dist[b] + 1;
				q[t++] = TS_BOX(g, nx, ny);
			}
	}
	if (!ts_on_table(g, x, y) || dist[TS_BOX(g, x, y)] <= 0)
		return snprintf(why, n, "not within his command move of %d "
		    "box%s", reach, reach > 1 ? "es" : ""), -1;
	g->gen[k].used_move = 1;
	g->gen[k].x = x;
	g->gen[k].y = y;
	return 0;
}

