/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_figs.c - what a unit is made of and where its figures stand
 * (digest 1, 2.1): the server lays figures out at a 0.75" pitch by
 * formation (COLUMN 2 wide, LINE 2 deep, MASS a square block) about the
 * unit's centre, or round a building's footprint; and whether a unit is
 * still standing.
 */
#include <string.h>

#include "bg.h"

#define PITCH	750

int
bg_alive(const struct bg_unit *u)
{
	return !u->gone && !u->enter && u->figs[0] != '\0';
}

int
bg_lost(const struct bg_unit *u)
{
	return u->gone || u->figs[0] == '\0';
}

int
bg_wreck(const struct bg_unit *u)
{
	return u->veh && u->gone && !u->exited && !u->joined && !u->enter;
}

int
bg_nfigs(const struct bg_unit *u)
{
	return u->gone ? 0 : (int)strlen(u->figs);
}

int
bg_count(const struct bg_unit *u, char type)
{
	const char *p;
	int n = 0;

	for (p = u->figs; *p; p++)
		n += *p == type;
	return n;
}

/* Digest 2.1: non-standing = any single figure, 2 without a leader, 3
 * with neither leader nor heavy weapon.  A vehicle stands until lost. */
int
bg_standing(const struct bg_unit *u)
{
	int n = bg_nfigs(u);

	if (!bg_alive(u))
		return 0;
	/* 2.5: an emplacement's crew never retreats; 2.8: horses are never
	 * non-standing */
	if (u->veh || u->empl || u->cav == BG_CAV_HORSES)
		return 1;
	if (n <= 1)
		return 0;
	if (n == 2 && bg_count(u, 'L') == 0)
		return 0;
	if (n == 3 && bg_count(u, 'L') == 0 && bg_count(u, 'H') == 0)
		return 0;
	return 1;
}

int
bg_in_poly(const struct bg_terrain *t, struct plane_pt p)
{
	struct plane_poly poly = { t->p, t->n };

	return !t->line && plane_poly_where(poly, p) != PLANE_OUT;
}

/* Digest 1: units in a building measure from the building's centre. */
struct plane_pt
bg_centre(const struct bg_game *g, const struct bg_unit *u)
{
	struct plane_pt c = { u->x, u->y };
	const struct bg_terrain *t;
	int i;

	if (u->bldg >= 0 && u->bldg < g->nterr) {
		t = &g->t[u->bldg];
		c.x = c.y = 0;
		for (i = 0; i < t->n; i++) {
			c.x += t->p[i].x;
			c.y += t->p[i].y;
		}
		c.x /= t->n;
		c.y /= t->n;
	}
	return c;
}

void
bg_vehicle_rect(const struct bg_unit *u, struct plane_rect *r)
{
	r->c.x = u->x;
	r->c.y = u->y;
	r->w = u->wid;
	r->d = u->len;
	r->facing = u->facing;
}

/* A local offset (across to the right, along to the front) turned by
 * the facing: front = (sin f, -cos f), right = (cos f, sin f). */
static struct plane_pt
place(struct plane_pt c, int f, int64_t across, int64_t along)
{
	struct plane_pt p;
	int64_t s = plane_sin(f), k = plane_cos(f);

	p.x = c.x + (along * s + across * k) / PLANE_TRIG_ONE;
	p.y = c.y + (-along * k + across * s) / PLANE_TRIG_ONE;
	return p;
}

/* The figures' centres, in the order of u->figs; returns how many. */
int
bg_fig_pos(const struct bg_game *g, const struct bg_unit *u,
    struct plane_pt *out, int max)
{
	struct plane_pt c = bg_centre(g, u);
	int n = bg_nfigs(u), i, wide, row, col, rows;

	if (n > max)
		n = max;
	if (u->veh) {
		if (n > 0)
			out[0] = c;
		return n > 0 ? 1 : 0;
	}
	switch (u->form) {
	case BG_COLUMN:
		wide = 2;
		break;
	case BG_LINE:
		wide = (n + 1) / 2;
		break;
	case BG_BLDG:
		/* round the footprint, facing out: a ring of radius 1" */
		for (i = 0; i < n; i++)
			out[i] = place(c, i * 360 / (n ? n : 1), 0, 1000);
		return n;
	default:
		for (wide = 1; wide * wide < n; wide++)
			;
		break;
	}
	if (wide < 1)
		wide = 1;
	rows = (n + wide - 1) / wide;
	for (i = 0; i < n; i++) {
		row = i / wide;
		col = i % wide;
		out[i] = place(c, u->facing,
		    (int64_t)(2 * col - (wide - 1)) * PITCH / 2,
		    (int64_t)((rows - 1) - 2 * row) * PITCH / 2);
	}
	return n;
}
