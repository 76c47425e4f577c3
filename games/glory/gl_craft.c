/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_craft.c - boats and trains (digest 3.5 "boats and trains: per
 * scenario", 3.4, 4.6 metal cover; rulebook 5.41, 5.45, 9.45).  The
 * rulebook leaves their rules to the scenario; these are the [P]
 * choices (ORDERS.md "Boats and trains"), each a scenario value:
 *
 *   BOAT id @cmd mp=N driver=ID x,y facing [cap=N] [metal]
 *   TRAIN id @cmd mp=N driver=ID x,y facing [cap=N] [metal]
 *
 * kept as wagons (gl_wagon.c) with `craft` 1 (boat) or 2 (train): they
 * take MOVE, LOAD men and UNLOAD as a wagon does, one a turn, carry up
 * to cap men (rules.json transport.craft_cap, 12, unless given) who ride
 * unseen (a boat's men land on the nearest dry ground within
 * transport.land_reach_yd, or stay aboard), and move only with their
 * driver (a boatman, an engineer) able and steady.  A boat moves mp MP
 * (mp * yd_per_mp yards) on water alone (shallow water, deep water, a
 * stream within its width) and turns as a horseman (1 MP a change, any
 * angle).  A train runs on a straight track through its starting point
 * along its facing: a MOVE is taken to the point of the track nearest
 * the last point named, forward or back, without turning, up to mp MP;
 * it stops short of an enemy within 4 yd, as wheels do.  Neither breaks
 * a wheel nor has a team to shoot.  `metal`: metal cover (9.45 [T]) for
 * the men aboard: small arms cannot reach them anyway (they are never
 * seen); canister, a machine gun's burst and shrapnel stop at it, ball
 * and improved shrapnel go through on a d10 of 1, 2 or 10 ("0-1-2").
 * A `METAL ... on=` hull rides on its craft (gl_metal.c); the referee's
 * MOVE keeps a boat on water and a train on its track (gl_craft_place).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

/* Is (x, y) water a boat floats on? */
static int
water(const struct gl_game *g, int x, int y)
{
	struct plane_seg s;
	int a = gl_area_at(g, x, y), l, i;

	if (a == GL_A_SHALLOW || a == GL_A_SWIM || a == GL_A_DEEP)
		return 1;
	for (l = 0; l < g->nline; l++) {
		if (g->line[l].kind != GL_L_STREAM)
			continue;
		for (i = 0; i + 1 < g->line[l].p.n; i++) {
			s.a = gl_pt(g->line[l].p.x[i], g->line[l].p.y[i]);
			s.b = gl_pt(g->line[l].p.x[i + 1],
			    g->line[l].p.y[i + 1]);
			if (plane_seg_cmp_dist_pt(s, gl_pt(x, y),
			    g->line[l].width / 2) <= 0)
				return 1;
		}
	}
	return 0;
}

int
gl_craft_kw(struct gl_game *g, const struct gl_toks *tk, int train,
    char *why, size_t whylen)
{
	const char *form = train ? "TRAIN id @cmd mp=N driver=id x,y facing "
	    "[cap=N] [metal]" : "BOAT id @cmd mp=N driver=id x,y facing "
	    "[cap=N] [metal]";
	struct gl_toks w;
	char team[] = "mules=1";
	int i, mp, metal = 0, cap = -1, k;

	if (tk->n < 7 || strncasecmp(tk->t[3], "mp=", 3) != 0)
		return gl_kw_fail(why, whylen, form, NULL);
	mp = atoi(tk->t[3] + 3);
	if (mp < 1 || mp > 60)
		return gl_kw_fail(why, whylen, "mp 1..60", tk->t[3]);
	w = *tk;
	w.n = 0;
	for (i = 0; i < tk->n; i++) {
		if (i == 3)
			w.t[w.n++] = team;
		else if (i >= 7 && strcasecmp(tk->t[i], "metal") == 0)
			metal = 1;
		else if (i >= 7 && strncasecmp(tk->t[i], "cap=", 4) == 0) {
			cap = atoi(tk->t[i] + 4);
			w.t[w.n++] = tk->t[i];
		} else if (i >= 7)
			return gl_kw_fail(why, whylen, form, tk->t[i]);
		else
			w.t[w.n++] = tk->t[i];
	}
	if (gl_wagon_kw(g, &w, why, whylen))
		return -1;
	k = g->nwag - 1;
	g->wag[k].craft = train ? 2 : 1;
	g->wag[k].metal = metal;
	g->wag[k].mp_craft = mp;
	if (cap < 0)
		g->wag[k].cap = g->x.craft_cap;	/* [P] */
	if (!train && !water(g, g->wag[k].x, g->wag[k].y)) {
		g->nwag--;
		return gl_kw_fail(why, whylen, "a boat starts on water", tk->t[1]);
	}
	return 0;
}

const char *
gl_craft_name(int craft)
{
	return craft == 1 ? "boat" : craft == 2 ? "train" : "wagon";
}

static int
enemy_close(const struct gl_game *g, int side, int x, int y)
{
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != side && gl_able(&g->man[e]) &&
		    !g->man[e].aboard && plane_cmp_dist(gl_pt(x, y),
		    gl_pt(g->man[e].x, g->man[e].y), 4 * GL_YD) <= 0)
			return 1;
	return 0;
}

/* A boat along its waypoints, on water alone. */
static void
boat(struct gl_game *g, struct gl_wagon *w, const json_t *pts)
{
	const json_t *v;
	int64_t budget = (int64_t)w->mp_craft * g->r.yd_per_mp * GL_YD, len,
	    step;
	int wx, wy, nx, ny, brg, i, ox, oy, of, k = (int)(w - g->wag);
	size_t n;

	json_array_foreach(pts, n, v) {
		if (json_unpack((json_t *)v, "[ii]", &wx, &wy) != 0)
			return;
		brg = gl_bearing(w->x, w->y, wx, wy);
		if (brg != w->facing && (w->x != wx || w->y != wy)) {
			budget -= (int64_t)g->r.face_cost * g->r.yd_per_mp *
			    GL_YD;
			if (budget < 0 || !gl_metal_fits(g, k, w->x, w->y, brg))
				return;
			of = w->facing;
			w->facing = brg;
			gl_metal_carry(g, k, w->x, w->y, of);	/* its hulls */
		}
		for (i = 0; i < 4000 && budget > 0; i++) {
			len = gl_dist(w->x, w->y, wx, wy);
			if (len == 0)
				break;
			step = len < GL_YD ? len : GL_YD;
			if (step > budget)
				return;
			nx = w->x + (int)((int64_t)(wx - w->x) * step / len);
			ny = w->y + (int)((int64_t)(wy - w->y) * step / len);
			if (!water(g, nx, ny) || enemy_close(g, w->side, nx,
			    ny) || !gl_metal_fits(g, k, nx, ny, w->facing))
				return;
			budget -= step;
			ox = w->x, oy = w->y;
			w->x = nx, w->y = ny;
			/* its hulls and who stands in them (gl_metal.c) */
			gl_metal_carry(g, k, ox, oy, w->facing);
		}
	}
}

/* A train along its track toward the track's point nearest the last
 * point named, forward or back, never turning. */
static void
train(struct gl_game *g, struct gl_wagon *w, const json_t *pts)
{
	const json_t *last = json_array_get(pts, json_array_size(pts) - 1);
	int64_t budget = (int64_t)w->mp_craft * g->r.yd_per_mp * GL_YD, len,
	    step, far = 2 * (int64_t)GL_MAX_BOARD * GL_YD;
	struct plane_seg track;
	struct plane_pt p;
	int wx, wy, tx, ty, nx, ny, i, ox, oy;

	if (last == NULL || json_unpack((json_t *)last, "[ii]", &wx, &wy) != 0)
		return;
	track.a = plane_step(gl_pt(w->x, w->y), w->facing + 180, far);
	track.b = plane_step(gl_pt(w->x, w->y), w->facing, far);
	p = plane_seg_nearest(track, gl_pt(wx, wy));
	tx = (int)(p.x < 0 ? 0 : p.x > g->width ? g->width : p.x);
	ty = (int)(-p.y < 0 ? 0 : -p.y > g->height ? g->height : -p.y);
	for (i = 0; i < 4000 && budget > 0; i++) {
		len = gl_dist(w->x, w->y, tx, ty);
		if (len == 0)
			break;
		step = len < GL_YD ? len : GL_YD;
		if (step > budget)
			break;
		nx = w->x + (int)((int64_t)(tx - w->x) * step / len);
		ny = w->y + (int)((int64_t)(ty - w->y) * step / len);
		if (enemy_close(g, w->side, nx, ny) || !gl_metal_fits(g,
		    (int)(w - g->wag), nx, ny, w->facing))
			break;
		budget -= step;
		ox = w->x, oy = w->y;
		w->x = nx, w->y = ny;
		gl_metal_carry(g, (int)(w - g->wag), ox, oy, w->facing);
	}
}

void
gl_craft_move(struct gl_game *g, int k, const json_t *mv)
{
	struct gl_wagon *w = &g->wag[k];

	if (w->craft == 1)
		boat(g, w, json_object_get(mv, "pts"));
	else
		train(g, w, json_object_get(mv, "pts"));
}

int
gl_metal_stops(struct gl_game *g, int m, int pierce, struct dice *d,
    struct event_log *log)
{
	const struct gl_man *a = &g->man[m];
	const struct gl_wagon *w;
	int r;

	if (!a->aboard || !g->wag[a->aboard - 1].metal)
		return 0;
	w = &g->wag[a->aboard - 1];
	if (!pierce) {
		gl_say(log, gl_mask_man(g, m), "%s's metal cover stops it for "
		    "%s", w->id, a->id);
		return 1;
	}
	r = gl_roll(d);
	gl_say(log, gl_mask_man(g, m), "%s's metal cover, for %s: d10 %d, %s",
	    w->id, a->id, r, r <= 2 || r == 10 ? "it goes through" :
	    "it holds");
	return !(r <= 2 || r == 10);
}

/* The referee's MOVE of a boat or train (gl_amend.c): a boat only onto
 * water it floats on; a train only along its track (the straight line
 * through where it stands along its facing), within a yard of it (the
 * point is then taken onto the track), facing along it either way.
 * 0 and (*x, *y) set, or -1 with the reason in why. */
int
gl_craft_place(const struct gl_game *g, int k, int *x, int *y, int face,
    char *why, size_t whylen)
{
	const struct gl_wagon *w = &g->wag[k];
	int64_t far = 2 * (int64_t)GL_MAX_BOARD * GL_YD;
	struct plane_seg track;
	struct plane_pt p;

	if (w->craft == 1) {
		if (!water(g, *x, *y)) {
			snprintf(why, whylen, "%s is a boat: it floats only on "
			    "water (shallow or deep water, a stream within its "
			    "banks), and that point is dry land", w->id);
			return -1;
		}
		goto hull;
	}
	track.a = plane_step(gl_pt(w->x, w->y), w->facing + 180, far);
	track.b = plane_step(gl_pt(w->x, w->y), w->facing, far);
	if (face != w->facing && face != (w->facing + 180) % 360) {
		snprintf(why, whylen, "%s is a train: it faces along its "
		    "track, %d or %d, never %d", w->id, w->facing,
		    (w->facing + 180) % 360, face);
		return -1;
	}
	if (plane_seg_cmp_dist_pt(track, gl_pt(*x, *y), GL_YD) > 0) {
		snprintf(why, whylen, "%s is a train: it stays on its track, "
		    "the line through where it stands along bearing %d, and "
		    "that point is off it", w->id, w->facing);
		return -1;
	}
	p = plane_seg_nearest(track, gl_pt(*x, *y));
	*x = (int)(p.x < 0 ? 0 : p.x > g->width ? g->width : p.x);
	*y = (int)(-p.y < 0 ? 0 : -p.y > g->height ? g->height : -p.y);
hull:
	if (gl_metal_fits(g, k, *x, *y, face))
		return 0;
	snprintf(why, whylen, "%s's metal hull would leave the table there",
	    w->id);
	return -1;
}

/* May a man get down from boat k at (x, y)?  Dry ground on the table,
 * outside buildings and hulls, no other man standing within a yard of
 * it (he lands beside those already down), no enemy within contact. */
static int
landing_ok(const struct gl_game *g, int x, int y)
{
	int m;

	if (x < 0 || y < 0 || x > g->width || y > g->height ||
	    water(g, x, y) || gl_area_at(g, x, y) == GL_A_DEEP ||
	    gl_in_building(g, x, y) || gl_in_metal(g, x, y))
		return 0;
	for (m = 0; m < g->nman; m++)
		if (gl_able(&g->man[m]) && !g->man[m].aboard &&
		    plane_cmp_dist(gl_pt(x, y), gl_pt(g->man[m].x,
		    g->man[m].y), GL_YD) <= 0)
			return 0;
	return 1;
}

int
gl_boat_landing(const struct gl_game *g, int k, int *x, int *y)
{
	const struct gl_wagon *w = &g->wag[k];
	struct plane_pt p;
	int r, i, brg, px, py;

	/* outward in yards, round from astern: the nearest dry spot */
	for (r = 1; r <= g->x.land_reach_yd; r++)
		for (i = 0; i < 24; i++) {
			brg = (w->facing + 180 + (i % 2 ? 1 : -1) *
			    ((i + 1) / 2) * 15 + 720) % 360;
			p = plane_step(gl_pt(w->x, w->y), brg, (int64_t)r *
			    GL_YD);
			px = (int)p.x, py = (int)-p.y;
			if (landing_ok(g, px, py)) {
				*x = px, *y = py;
				return 0;
			}
		}
	return -1;
}
