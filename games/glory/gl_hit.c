/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_hit.c - how fire finds and lands on a man (issue 21): a man's FIRE
 * at a point or a terrain feature (digest 8.1 target; skirmish fire is
 * man on man, 4.1, so [P] it is at whoever stands there), and what area
 * fire (canister, ball, shells, bursts, volleys) does beyond its chart:
 * a wound on a man wounded before rolls odd-kills (3.2 [T]), a rider's
 * mount rolls apart and dies of a wound (2.32 [T], 3.2 [P]), and the
 * rider fights on foot.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

void
gl_at_word(const struct gl_game *g, const struct gl_man *m, char *b,
    size_t n)
{
	(void)g;
	if (m->fire_at == 1)
		gl_fmt_pos(b, n, m->fire_ax, m->fire_ay);
	else
		snprintf(b, n, "%s", m->fire_af);
}

/* Does e stand at man f's FIRE point or feature: within adjacent_yd of
 * the point or of the feature's point nearest him (inside an area or a
 * building: at it)? */
static int
at_it(const struct gl_game *g, const struct gl_man *f, const struct gl_man *e)
{
	int x = f->fire_ax, y = f->fire_ay, k, i;

	if (f->fire_at == 2) {
		k = gl_find_feature(g, f->fire_af, &x, &y);
		for (i = 0; k == 0 && i < g->narea; i++)
			if (strcasecmp(g->area[i].id, f->fire_af) == 0) {
				struct plane_pt b[GL_MAX_VERT];
				struct plane_poly q;
				int j;

				for (j = 0; j < g->area[i].p.n; j++)
					b[j] = gl_pt(g->area[i].p.x[j],
					    g->area[i].p.y[j]);
				q.p = b;
				q.n = g->area[i].p.n;
				if (plane_poly_where(q, gl_pt(e->x, e->y)) !=
				    PLANE_OUT)
					return 1;	/* inside it */
			}
		if (k == 3) {
			for (i = 0; i < g->nbld; i++)
				if (strcasecmp(g->bld[i].id, f->fire_af) == 0)
					break;
			if (i < g->nbld && gl_in_building(g, e->x, e->y) ==
			    i + 1)
				return 1;
		}
		if (gl_aim_feature(g, f->fire_af, e->x, e->y, &x, &y) < 0)
			return 0;
	}
	return plane_cmp_dist(gl_pt(x, y), gl_pt(e->x, e->y),
	    (int64_t)g->r.adjacent_yd * GL_YD) <= 0;
}

int
gl_nearest_mark(const struct gl_game *g, int f,
    int (*also)(const struct gl_game *, int, int, int), int arg)
{
	const struct gl_man *a = &g->man[f];
	int e, best = -1, tan;
	int64_t d, bd = -1;

	for (e = 0; e < g->nman; e++) {
		const struct gl_man *c = &g->man[e];

		if (c->side == a->side || c->locked || !gl_able(c) ||
		    !also(g, f, e, arg) || (tan = gl_tan(g, f, e, NULL)) == 0 ||
		    tan > 10)
			continue;
		d = plane_dist2(gl_pt(a->x, a->y), gl_pt(c->x, c->y));
		if (bd < 0 || d < bd)
			bd = d, best = e;
	}
	return best;
}

static int
at_mark(const struct gl_game *g, int f, int e, int unused)
{
	(void)unused;
	return at_it(g, &g->man[f], &g->man[e]);
}

int
gl_at_target(const struct gl_game *g, int f)
{
	return g->man[f].fire_at == 0 ? -1 : gl_nearest_mark(g, f, at_mark,
	    0);
}

int
gl_area_wound(struct gl_game *g, int m, int r, const char *what,
    struct dice *d, struct event_log *log)
{
	int roll;

	if (r != 1 || g->man[m].wounds == 0 || g->man[m].wounds >= 3)
		return r;	/* the 4th wound kills as it comes off */
	roll = gl_roll(d);
	gl_say(log, gl_mask_man(g, m), "%s on %s, wounded before: d10 %d, %s",
	    what, g->man[m].id, roll, roll % 2 ? "odd: KILLED" :
	    "even: a minor wound");
	if (roll % 2 == 0)
		return 1;
	event_kind(log, EVENT_K_LOSS);
	return 2;
}

void
gl_area_mount(struct gl_game *g, int m, int wound_max, int mod, int tan,
    const char *what, struct dice *d, struct event_log *log, int *res)
{
	int roll, dead;
	char r[24];

	if (g->man[m].type != GL_MOUNTED)
		return;
	roll = gl_roll(d);
	dead = tan > 0 ? roll >= tan : roll + mod <= wound_max;
	if (mod)
		snprintf(r, sizeof r, "%d%+d", roll, mod);
	else
		snprintf(r, sizeof r, "%d", roll);
	gl_say(log, gl_mask_man(g, m), "%s on %s's mount: d10 %s, %s", what,
	    g->man[m].id, r, dead ? "the mount is killed" : "miss");
	if (dead) {
		event_kind(log, EVENT_K_HURT);
		*res |= GL_RES_HORSE;
	}
}

void
gl_unhorse(struct gl_game *g, int m, struct event_log *log)
{
	if (g->man[m].type != GL_MOUNTED || !gl_able(&g->man[m]))
		return;
	g->man[m].type = GL_FOOT;	/* on foot from now (2.3 [P]) */
	gl_say(log, gl_mask_man(g, m), "%s is unhorsed and fights on foot",
	    g->man[m].id);
}
