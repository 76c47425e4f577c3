/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_aim.c - what a gun's FIRE order aims at this turn (digest 6, 8.1):
 * the round the player chose (AMMO) and a man, a point or a terrain
 * feature as the target.  Area fire at a point (4.6: "area fire hits
 * friendly castings in the zone too") needs no enemy in sight: the point
 * must lie in the gun's sighting band (can_width_yd wide, ahead of it)
 * and the gun must see it; canister reaches it only within can_range_yd.
 * A feature is aimed at a point of it [P]: a building at the point of
 * its walls nearest the gun, a door, window, port or limber at its
 * point, a line, an area or a hill's top at its point nearest the gun
 * (the edge of a wood: the burst reaches 5 yd in, 7.52).  The player's AMMO is honoured where
 * the gun carries the round (4.6): canister for every cannon, ball for a
 * smoothbore or a howitzer, shrapnel for a howitzer, improved shrapnel
 * for a rifled gun; AUTO (or none) leaves the choice to the crew.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

const char *const gl_ammo_names[GL_AM_N] = { "AUTO", "CAN", "BALL",
	"SHR", "ISHR" };

int
gl_ammo_parse(const char *s)
{
	int i;

	for (i = 0; i < GL_AM_N; i++)
		if (strcasecmp(s, gl_ammo_names[i]) == 0)
			return i;
	return -1;
}

const char *
gl_ammo_word(int a)
{
	return a >= 0 && a < GL_AM_N ? gl_ammo_names[a] : "AUTO";
}

int
gl_ammo_allowed(int kind, int ammo)
{
	switch (ammo) {
	case GL_AM_AUTO:
		return 1;
	case GL_AM_CAN:
		return !GL_IS_MG(kind);
	case GL_AM_BALL:
		return kind == GL_G_SMOOTH || kind == GL_G_HOWITZER;
	case GL_AM_SHR:
		return kind == GL_G_HOWITZER;
	case GL_AM_ISHR:
		return kind == GL_G_RIFLED;
	default:
		return 0;
	}
}

/* The point of segment a-b nearest (px, py), in position units. */
static void
seg_nearest(int ax, int ay, int bx, int by, int px, int py, int *x, int *y)
{
	struct plane_seg s;
	struct plane_pt n;

	s.a = gl_pt(ax, ay);
	s.b = gl_pt(bx, by);
	n = plane_seg_nearest(s, gl_pt(px, py));
	*x = (int)n.x;
	*y = (int)-n.y;
}

static void
poly_nearest(const struct gl_poly *p, int closed, int px, int py, int *x,
    int *y)
{
	int i, j, nx, ny;
	int64_t best = -1, d;

	*x = p->x[0], *y = p->y[0];
	for (i = 0; i < p->n; i++) {
		j = i + 1;
		if (j == p->n) {
			if (!closed || p->n < 3)
				break;
			j = 0;
		}
		seg_nearest(p->x[i], p->y[i], p->x[j], p->y[j], px, py, &nx,
		    &ny);
		d = plane_dist2(gl_pt(px, py), gl_pt(nx, ny));
		if (best < 0 || d < best)
			best = d, *x = nx, *y = ny;
	}
}

int
gl_aim_feature(const struct gl_game *g, const char *id, int gx, int gy,
    int *x, int *y)
{
	struct gl_poly box;
	int i, k = gl_find_feature(g, id, x, y);

	switch (k) {
	case 0:
		for (i = 0; i < g->narea; i++)
			if (strcasecmp(g->area[i].id, id) == 0)
				break;
		poly_nearest(&g->area[i].p, 1, gx, gy, x, y);
		return 0;
	case 1:
		for (i = 0; i < g->nline; i++)
			if (strcasecmp(g->line[i].id, id) == 0)
				break;
		poly_nearest(&g->line[i].p, 0, gx, gy, x, y);
		return 0;
	case 2:
		for (i = 0; i < g->nhill; i++)
			if (strcasecmp(g->hill[i].id, id) == 0)
				break;
		poly_nearest(&g->hill[i].top, 1, gx, gy, x, y);
		return 0;
	case 3:
		for (i = 0; i < g->nbld; i++)
			if (strcasecmp(g->bld[i].id, id) == 0)
				break;
		box.n = 4;
		box.x[0] = box.x[3] = g->bld[i].x0;
		box.x[1] = box.x[2] = g->bld[i].x1;
		box.y[0] = box.y[1] = g->bld[i].y0;
		box.y[2] = box.y[3] = g->bld[i].y1;
		poly_nearest(&box, 1, gx, gy, x, y);
		return 0;
	case 4: case 5: case 6:
		return 0;	/* an opening, a limber, a port: its point */
	default:
		return -1;
	}
}

int
gl_in_band(const struct gl_game *g, int k, int x, int y)
{
	const struct gl_gun *gun = &g->gun[k];
	struct plane_seg axis;

	axis.a = gl_pt(gun->x, gun->y);
	axis.b = plane_step(axis.a, gun->facing,
	    (int64_t)2 * GL_MAX_BOARD * GL_YD);	/* the board: caps in gl_fx.c */
	return plane_in_arc(axis.a, gun->facing, 89, gl_pt(x, y)) &&
	    plane_seg_cmp_dist_pt(axis, gl_pt(x, y),
	    (int64_t)g->r.can_width_yd * GL_YD / 2) <= 0;
}

/* FIRE LEADER or BURST2 LEADER: the leader gl_gun_leader finds, the
 * round that reaches him taking the place of AUTO; none: the ELSE
 * (NONE: hold fire; NEAREST, the default: the crew's choice). */
static void
leader(const struct gl_game *g, int k, struct gl_aim *a, int else_none)
{
	int round;

	a->leader = 1;
	a->named = 1;
	a->man = gl_gun_leader(g, k, a->ammo, &round);
	if (a->man >= 0 && a->ammo == GL_AM_AUTO)
		a->ammo = round;
	if (a->man < 0)
		a->none = else_none;
}

/* The aim of gun k's order `slot` this turn: "fire" (an object with
 * target, point or feature, and ammo), "burst2" or "track" (a man's id,
 * or an object with point or feature). */
static void aim_from(const struct gl_game *g, int k, const json_t *f,
    struct gl_aim *a);

void
gl_aim_read(const struct gl_game *g, const json_t *orders, int k,
    const char *slot, struct gl_aim *a)
{
	const struct gl_gun *gun = &g->gun[k];
	const json_t *o = json_object_get(json_object_get(json_object_get(
	    orders, g->side[gun->side]), "guns"), gun->id);
	const json_t *f = json_object_get(o, slot);
	json_t *kept = NULL;

	/* no FIRE this turn: the standing one (8.1 persistence) */
	if (f == NULL && strcmp(slot, "fire") == 0)
		f = kept = gl_gun_fire_json(g, k);
	aim_from(g, k, f, a);
	json_decref(kept);
}

static void
aim_from(const struct gl_game *g, int k, const json_t *f, struct gl_aim *a)
{
	const struct gl_gun *gun = &g->gun[k];
	const json_t *pt;
	const char *s;
	int x, y, am;

	memset(a, 0, sizeof *a);
	a->man = -1;
	if (json_is_string(f) && gl_aim_gun(g, k, json_string_value(f), 0, a))
		return;			/* BURST2 GUN (gl_fx.c) */
	if (json_is_string(f) && strcmp(json_string_value(f), "LEADER") == 0) {
		leader(g, k, a, 0);	/* BURST2 LEADER */
		return;
	}
	if (json_is_string(f)) {
		a->man = gl_find_man(g, json_string_value(f));
		a->named = 1;
		return;
	}
	if (!json_is_object(f))
		return;
	if ((s = json_string_value(json_object_get(f, "ammo"))) != NULL &&
	    (am = gl_ammo_parse(s)) > 0 && gl_ammo_allowed(gun->kind, am))
		a->ammo = am;
	pt = json_object_get(f, "point");
	if (json_unpack((json_t *)pt, "[ii]", &x, &y) == 0 && x >= 0 &&
	    y >= 0 && x <= g->width && y <= g->height) {
		a->has_pt = 1;
		a->x = x, a->y = y;
		gl_fmt_pos(a->what, sizeof a->what, x, y);
		return;
	}
	s = json_string_value(json_object_get(f, "feature"));
	if (s && gl_aim_feature(g, s, gun->x, gun->y, &x, &y) == 0) {
		char p[48];
		int b;

		for (b = 0; b < g->nbld; b++)
			if (strcasecmp(g->bld[b].id, s) == 0)
				a->bld = b + 1;

		a->has_pt = 1;
		a->x = x, a->y = y;
		gl_fmt_pos(p, sizeof p, x, y);
		snprintf(a->what, sizeof a->what, "%.11s %s", s, p);
		return;
	}
	if ((s = json_string_value(json_object_get(f, "target"))) != NULL &&
	    gl_aim_gun(g, k, s, json_is_string(json_object_get(f, "else")) &&
	    strcmp(json_string_value(json_object_get(f, "else")), "NONE") == 0,
	    a))
		return;			/* FIRE GUN (gl_fx.c) */
	if ((s = json_string_value(json_object_get(f, "target"))) != NULL &&
	    strcmp(s, "LEADER") == 0) {
		leader(g, k, a, json_is_string(json_object_get(f, "else")) &&
		    strcmp(json_string_value(json_object_get(f, "else")),
		    "NONE") == 0);
		return;
	}
	if ((s = json_string_value(json_object_get(f, "target"))) != NULL) {
		int round;

		a->none = strcmp(s, "NONE") == 0;
		a->man = gl_find_man(g, s);
		a->named = 1;
		/* a man named: the round that reaches him in place of AUTO;
		 * none does (or he is unseen): the ELSE - NONE holds fire,
		 * NEAREST (the default) is the crew's choice */
		if (a->man >= 0 && g->man[a->man].side != gun->side &&
		    g->man[a->man].ever_seen && (round = gl_gun_reach(g, k,
		    a->man, a->ammo)) >= 0) {
			if (a->ammo == GL_AM_AUTO)
				a->ammo = round;
		} else if (!a->none && strcmp(s, "NEAREST") != 0) {
			a->man = -1;
			a->unreached = 1;
			a->none = json_is_string(json_object_get(f, "else")) &&
			    strcmp(json_string_value(json_object_get(f,
			    "else")), "NONE") == 0;
		}
	}
}

int
gl_aim_ok(const struct gl_game *g, int k, const struct gl_aim *a)
{
	const struct gl_gun *gun = &g->gun[k];

	return a->has_pt && gl_in_band(g, k, a->x, a->y) &&
	    gl_los(g, gun->x, gun->y, a->x, a->y, NULL);
}

/* Digest 4.6: 3 hits of improved shrapnel open a building wall into a
 * low-wall gap [P: a hit bursts within breach_yd of the aimed point of
 * the wall; the gap is a window there].  The hits are counted where the
 * gun aims; aiming elsewhere on the wall starts again. */
void
gl_breach(struct gl_game *g, int k, const struct gl_aim *a, int ix, int iy,
    struct event_log *log)
{
	struct gl_bld *b = &g->bld[a->bld - 1];
	unsigned mask = EVENT_V_REF | EVENT_V_SIDE(g->gun[k].side);
	char p[48], id[GL_ID_LEN];

	if (plane_cmp_dist(gl_pt(ix, iy), gl_pt(a->x, a->y),
	    (int64_t)g->x.breach_yd * GL_YD) > 0)
		return;
	if (b->hits && (b->hit_x != a->x || b->hit_y != a->y))
		b->hits = 0;
	b->hits++;
	b->hit_x = a->x, b->hit_y = a->y;
	gl_fmt_pos(p, sizeof p, a->x, a->y);
	if (b->hits < g->x.breach_hits) {
		gl_say(log, mask, "%s strikes the wall of %s at %s (%d of %d "
		    "hits to breach it)", g->gun[k].id, b->id, p, b->hits,
		    g->x.breach_hits);
		return;
	}
	b->hits = b->hit_x = b->hit_y = 0;
	if (b->nopen == GL_MAX_OPEN) {
		gl_say(log, mask, "%s's wall holds: it has all the openings "
		    "it can", b->id);
		return;
	}
	snprintf(id, sizeof id, "%.8s_%d", b->id, b->nopen + 1);
	memcpy(b->open_id[b->nopen], id, GL_ID_LEN);
	b->ox[b->nopen] = a->x, b->oy[b->nopen] = a->y;
	b->door[b->nopen] = b->closed[b->nopen] = 0;
	b->nopen++;
	/* the terrain is known to both sides (digest 7) */
	gl_say(log, EVENT_V_ALL, "the wall of %s is breached at %s: a gap "
	    "(%s), entered and fired through as a window", b->id, p,
	    b->open_id[b->nopen - 1]);
}

json_t *
gl_gun_fire_json(const struct gl_game *g, int k)
{
	return g->gun[k].sf_on ? state_schema_encode_in(g, &g->gun[k],
	    gl_gun_fire, GL_GUN_FIRE_ROWS, NULL) : NULL;
}

/* A FIRE that is bad keeps nothing. */
void
gl_gun_fire_keep(struct gl_game *g, const json_t *orders)
{
	struct state_walk w;
	int k;

	for (k = 0; k < g->ngun; k++) {
		struct gl_gun *gun = &g->gun[k];
		const json_t *f = json_object_get(json_object_get(
		    json_object_get(json_object_get(orders,
		    g->side[gun->side]), "guns"), gun->id), "fire");

		if (json_is_object(f))
			gun->sf_on = state_schema_decode_in(&w, f, g, gun,
			    gl_gun_fire, GL_GUN_FIRE_ROWS, NULL) == 0;
	}
}
