/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_transport.c - artillery and transport functions (digest 3.5, 5.4,
 * 5.5).  B.3: `G1 LIMBER` hooks a deployed gun to its limber when the
 * limber stands within limber_reach_yd of it, and `G1 UNLIMBER` drops it
 * again; either takes limber_turns turns of work by at least two crew
 * (twice as long with only two), counted down each B.3 the crew are
 * there, and the gun cannot fire meanwhile.  B.4: `LG1 MOVE x,y ...`
 * moves a limber with a driver at mp_per_horse MP per horse; wheels pay
 * 3x in rough and 4x in conifer woods, cannot enter mixed woods or deep
 * water, nor cross a wall, fence, hedge or wire; a stream costs its
 * crossing.  A limbered gun and the driver go with it.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

static int
limber_of(const struct gl_game *g, int k)
{
	int i;

	for (i = 0; i < g->nlimb; i++)
		if (g->limb[i].gun == k && !g->limb[i].destroyed)
			return i;
	return -1;
}

int
gl_limber_near(const struct gl_game *g, int k)
{
	const struct gl_gun *gun = &g->gun[k];
	int l = limber_of(g, k);

	return l >= 0 && plane_cmp_dist(gl_pt(gun->x, gun->y),
	    gl_pt(g->limb[l].x, g->limb[l].y), (int64_t)(g->r.limber_reach_yd +
	    5) * GL_YD) <= 0;
}

static unsigned
gun_mask(const struct gl_game *g, int k)
{
	int s = g->gun[k].side;

	return EVENT_V_REF | EVENT_V_SIDE(s) | (g->gun[k].seen ?
	    EVENT_V_SIDE(1 - s) : 0);
}

void
gl_limber_work(struct gl_game *g, const json_t *orders, struct event_log *log)
{
	struct gl_gun *gun;
	const json_t *o;
	int k, l, c;

	for (k = 0; k < g->ngun; k++) {
		gun = &g->gun[k];
		o = json_object_get(json_object_get(json_object_get(orders,
		    g->side[gun->side]), "guns"), gun->id);
		c = gl_gun_crew(g, k);
		l = limber_of(g, k);
		if (gun->destroyed || c < 2)
			continue;
		if (gun->work == 0 && !gun->limbered &&
		    json_is_true(json_object_get(o, "limber")) &&
		    gl_limber_near(g, k)) {
			gun->work = 1;
			gun->timer = g->r.limber_turns * (c == 2 ? 2 : 1);
		} else if (gun->work == 0 && gun->limbered &&
		    json_is_true(json_object_get(o, "unlimber"))) {
			gun->work = 2;
			gun->timer = g->r.limber_turns * (c == 2 ? 2 : 1);
		}
		if (gun->work == 0)
			continue;
		if (gun->timer > 0)
			gun->timer--;
		if (gun->timer > 0) {
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(gun->side), "%s: "
			    "%s, %d turns to go", gun->id, gun->work == 1 ?
			    "limbering" : "unlimbering", gun->timer);
			continue;
		}
		gun->limbered = gun->work == 1;
		gun->work = 0;
		if (gun->limbered && l >= 0)
			gun->x = g->limb[l].x, gun->y = g->limb[l].y;
		gl_say(log, gun_mask(g, k), "%s is %s", gun->id, gun->limbered ?
		    "limbered up" : "unlimbered and ready");
	}
}

/* Cost in units of a wheeled step; -1 where wheels cannot go. */
static int64_t
wheel_cost(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int64_t len)
{
	int k = gl_area_at(g, (x0 + x1) / 2, (y0 + y1) / 2), kind;

	if (k == GL_A_MIXED || k == GL_A_DEEP || gl_in_building(g, x1, y1) ||
	    gl_in_metal(g, x0, y0) != gl_in_metal(g, x1, y1))
		return -1;	/* nor through a hull's side (gl_metal.c) */
	if (gl_crosses_from(g, x0, y0, x1, y1, &kind) >= 0) {
		if (kind != GL_L_STREAM)
			return -1;
		len += (int64_t)g->r.cross_stream * g->r.yd_per_mp * GL_YD;
	}
	return k == GL_A_ROUGH || k == GL_A_PLOWED ? len * g->r.mult_rough :
	    k == GL_A_CONIFER ? len * g->r.mult_conifer : len;
}

int64_t
gl_wheel_cost(const struct gl_game *g, int x0, int y0, int x1, int y1,
    int64_t len)
{
	return wheel_cost(g, x0, y0, x1, y1, len);
}

static int
enemy_near(const struct gl_game *g, int side, int x, int y)
{
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != side && gl_able(&g->man[e]) &&
		    plane_cmp_dist(gl_pt(x, y), gl_pt(g->man[e].x, g->man[e].y),
		    4 * GL_YD) <= 0)
			return 1;
	return 0;
}

int
gl_transport_heading(const struct gl_game *g, int facing, int want,
    int *turned, int *cut)
{
	int diff = (want - facing + 540) % 360 - 180;	/* -180..179 */
	int mag = diff < 0 ? -diff : diff, left = g->x.turn_deg - *turned;

	*cut = 0;
	if (left < 0)
		left = 0;
	if (mag <= left) {
		*turned += mag;
		return want;
	}
	*cut = 1;
	*turned = g->x.turn_deg;
	return (facing + (diff < 0 ? -left : left) + 360) % 360;
}

static void
move_limber(struct gl_game *g, int l, const json_t *mv, struct dice *d,
    struct event_log *log)
{
	struct gl_limber *L = &g->limb[l];
	struct gl_gun *gun = &g->gun[L->gun];
	const json_t *pts = json_object_get(mv, "pts"), *v;
	int64_t budget, len, step, c;
	int x0 = L->x, y0 = L->y, wx, wy, nx, ny, dx, dy, brg, i;
	int turned = 0, cut = 0, f0 = L->facing;
	size_t w;
	char p0[48], p1[48];

	if (L->driver < 0 || !gl_able(&g->man[L->driver]) ||
	    g->man[L->driver].demor || (gun->work != 0) || L->broken ||
	    L->left)
		return;
	/* the team still pulling (gl_equip.c) */
	budget = (int64_t)gl_team(g, l) * g->r.mp_per_horse * g->r.yd_per_mp *
	    GL_YD;
	json_array_foreach(pts, w, v) {
		if (json_unpack((json_t *)v, "[ii]", &wx, &wy) != 0)
			break;
		brg = gl_bearing(L->x, L->y, wx, wy);
		if (brg != L->facing && (L->x != wx || L->y != wy)) {
			budget -= (int64_t)g->r.face_cost * g->r.yd_per_mp *
			    GL_YD;
			/* 3.5 [P]: at most turn_deg of turning a turn */
			L->facing = gl_transport_heading(g, L->facing, brg,
			    &turned, &cut);
			if (cut)
				goto done;
		}
		for (i = 0; i < 2000 && budget > 0; i++) {
			len = gl_dist(L->x, L->y, wx, wy);
			if (len == 0)
				break;
			step = len < GL_YD ? len : GL_YD;
			nx = L->x + (int)((int64_t)(wx - L->x) * step / len);
			ny = L->y + (int)((int64_t)(wy - L->y) * step / len);
			if ((c = wheel_cost(g, L->x, L->y, nx, ny, step)) < 0 ||
			    c > budget || enemy_near(g, gun->side, nx, ny))
				goto done;
			budget -= c;
			/* 3.3: wheels into rough or plowed ground */
			if (gl_wheel_breaks(g, L->x, L->y, nx, ny, L->id,
			    EVENT_V_REF | EVENT_V_SIDE(gun->side) | (L->seen ?
			    EVENT_V_SIDE(1 - gun->side) : 0), d, log))
				L->broken = 1, gun->broken |= gun->limbered;
			dx = nx - L->x, dy = ny - L->y;
			L->x = nx, L->y = ny;
			if (gun->limbered)
				gun->x = nx, gun->y = ny;
			g->man[L->driver].x = g->man[L->driver].x + dx < 0 ? 0 :
			    g->man[L->driver].x + dx > g->width ? g->width :
			    g->man[L->driver].x + dx;
			g->man[L->driver].y = g->man[L->driver].y + dy < 0 ? 0 :
			    g->man[L->driver].y + dy > g->height ? g->height :
			    g->man[L->driver].y + dy;
			if (L->broken)
				goto done;
		}
	}
done:
	if (cut)
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(gun->side) | (L->seen ?
		    EVENT_V_SIDE(1 - gun->side) : 0), "%s turns from %d to "
		    "%d, as far as its team turns in a turn (%d degrees), and "
		    "stops", L->id, f0, L->facing, g->x.turn_deg);
	if (L->x == x0 && L->y == y0)
		return;
	gl_fmt_pos(p0, sizeof p0, x0, y0);
	gl_fmt_pos(p1, sizeof p1, L->x, L->y);
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(gun->side) | (L->seen ?
	    EVENT_V_SIDE(1 - gun->side) : 0), "%s%s%s moves %s -> %s", L->id,
	    gun->limbered ? " with " : "", gun->limbered ? gun->id : "", p0,
	    p1);
	gl_shot_add(g, GL_SH_MOVE, x0, y0, L->x, L->y, 0, EVENT_V_REF |
	    EVENT_V_SIDE(gun->side));
}

void
gl_transport_phase(struct gl_game *g, const json_t *orders, struct dice *d,
    struct event_log *log)
{
	const json_t *o;
	int l;

	for (l = 0; l < g->nlimb; l++) {
		if (g->limb[l].destroyed)
			continue;
		o = json_object_get(json_object_get(json_object_get(orders,
		    g->side[g->gun[g->limb[l].gun].side]), "guns"),
		    g->limb[l].id);
		if (json_object_get(o, "move"))
			move_limber(g, l, json_object_get(o, "move"), d, log);
	}
}
