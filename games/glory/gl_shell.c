/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_shell.c - shells, in sub-step A.1 (digest 4.6): the improved
 * shrapnel of rifled and breech-loading guns, and the shrapnel a
 * smoothbore howitzer fires when its order says AMMO SHR.  The target
 * must stand in the sighting band (can_width_yd wide ahead of the gun,
 * the paper template's width); the 8.2421 deviation roll [P] moves the
 * impact (improved: ishr_mod; beyond dev_far_yd: +1); every man within
 * the burst rolls the 8.2221 chart (improved: ishr_mod; shrapnel:
 * shr_mod, a miss being an airburst), as does every gun and limber
 * (improved shrapnel destroys equipment on a wound or kill, shrapnel on
 * a kill only).  The burst is shr_radius_yd; a shrapnel shell bursting
 * inside a building bursts shr_bld_radius_yd; a burst outside a building
 * does not reach in, nor the reverse ([P]).
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* The man gun k fires its shell at: `named` if it may, else the
 * nearest enemy its side sees in the band, in its own sight; -1. */
int
gl_band_target(const struct gl_game *g, int k, int named)
{
	const struct gl_gun *gun = &g->gun[k];
	struct plane_seg axis;
	int64_t bd = -1, dd;
	int e, tgt = -1;

	axis.a = gl_pt(gun->x, gun->y);
	axis.b = plane_step(axis.a, gun->facing,
	    (int64_t)2 * GL_MAX_BOARD * GL_YD);	/* the board: caps in gl_fx.c */
	for (e = 0; e < g->nman; e++) {
		const struct gl_man *m = &g->man[e];

		if (m->side == gun->side || !gl_able(m) || !m->seen ||
		    !gl_in_range(g, k, m->x, m->y) ||	/* gl_fx.c */
		    !gl_los(g, gun->x, gun->y, m->x, m->y, NULL) ||
		    !plane_in_arc(axis.a, gun->facing, 89, gl_pt(m->x, m->y)) ||
		    plane_seg_cmp_dist_pt(axis, gl_pt(m->x, m->y),
		    (int64_t)g->r.can_width_yd * GL_YD / 2) > 0)
			continue;
		if (e == named)
			return e;
		dd = plane_dist2(axis.a, gl_pt(m->x, m->y));
		if (bd < 0 || dd < bd)
			bd = dd, tgt = e;
	}
	return tgt;
}

/* Where the shell bursts: the target's point moved by the deviation. */
static struct plane_pt
impact(const struct gl_game *g, const struct gl_gun *gun, int x, int y,
    int r, struct dice *d)
{
	int brg = gl_bearing(gun->x, gun->y, x, y), off = 0, dir = brg;
	struct plane_pt ip;

	if (r == 3 || r == 4 || r == 7 || r == 8)
		off = r <= 4 ? 5 : 10, dir = r % 2 ? brg + 180 : brg;
	else if (r == 5 || r == 6)
		off = 5, dir = brg + (r == 5 ? 270 : 90);
	else if (r >= 9)
		off = r == 9 ? 15 : 25, dir = gl_roll(d) * 36;
	ip = plane_step(gl_pt(x, y), dir, (int64_t)off * GL_YD);
	if (ip.x < 0 || -ip.y < 0 || ip.x > g->width || -ip.y > g->height)
		ip = gl_pt(x, y);
	return ip;
}

static const char *
result(int r)
{
	return r == 2 ? "KILLED" : r ? "wounded" : "miss";
}

/* One casualty roll of the burst: 0 miss, 1 wound, 2 kill. */
static int
burst_roll(const struct gl_game *g, int improved, struct dice *d, int *roll)
{
	int r = gl_roll(d) + (improved ? g->r.ishr_mod : g->r.shr_mod);

	if (r < 1)
		r = 1;
	*roll = r;
	return r <= g->r.art_kill_max ? 2 : r <= g->r.art_wound_max ? 1 : 0;
}

/* Guns and limbers inside the burst. */
static void
equipment(struct gl_game *g, struct plane_pt ip, int64_t rad, int bld,
    int improved, struct dice *d, struct event_log *log)
{
	int i, r, roll, x, y, *dead, side, seen;
	const char *id;
	unsigned mask;

	for (i = 0; i < g->ngun + g->nlimb; i++) {
		if (i < g->ngun) {
			x = g->gun[i].x, y = g->gun[i].y, id = g->gun[i].id;
			dead = &g->gun[i].destroyed;
			side = g->gun[i].side, seen = g->gun[i].seen;
		} else {
			const struct gl_limber *l = &g->limb[i - g->ngun];

			x = l->x, y = l->y, id = l->id;
			dead = &g->limb[i - g->ngun].destroyed;
			side = g->gun[l->gun].side, seen = l->seen;
		}
		/* its side, and the enemy if it sees the thing (digest 7) */
		mask = EVENT_V_REF | EVENT_V_SIDE(side) | (seen ?
		    EVENT_V_SIDE(1 - side) : 0);
		if (*dead || gl_in_building(g, x, y) != bld ||
		    plane_cmp_dist(ip, gl_pt(x, y), rad) > 0 ||
		    gl_metal_shields(g, x, y, improved, improved ? "shrapnel" :
		    "shell", id, mask, d, log))	/* gl_metal.c */
			continue;
		r = burst_roll(g, improved, d, &roll);
		if (r == 2 || (r == 1 && improved))
			*dead = 1;
		gl_say(log, mask, "%s on %s: d10 %d, %s", improved ?
		    "shrapnel" : "shell", id, roll, *dead ? "destroyed" :
		    r ? "damaged, still in action" : "miss");
		if (*dead)
			event_kind(log, EVENT_K_LOSS);
	}
}

/* Was viewer v (-1: the referee, else a side) told anything in the
 * events since index i0? */
static int
told_since(const struct event_log *log, size_t i0, int v)
{
	const char *side = v < 0 ? NULL : log ? log->names.side[v] : NULL;
	size_t i;

	if (log == NULL || log->events == NULL)
		return 1;
	if (v >= 0 && side == NULL)
		return 0;
	for (i = i0; i < json_array_size(log->events); i++)
		if (event_is_for(json_array_get(log->events, i), side))
			return 1;
	return 0;
}

/* A shell whose burst rolled for nothing a viewer knows of: each side
 * (both read where it burst, the firer's as the shot, the other's as
 * the shot or the burst heard) is told it hit no one its side sees,
 * the referee that it hit no one.  Each side's words come from what
 * that side was told of the burst alone, so a man it does not see in
 * the burst changes nothing it reads. */
static void
no_one_hit(struct event_log *log, size_t i0, const char *p)
{
	int v, told[GL_NSIDES + 1];

	for (v = -1; v < GL_NSIDES; v++)	/* before any is added */
		told[v + 1] = told_since(log, i0, v);
	for (v = -1; v < GL_NSIDES; v++)
		if (!told[v + 1])
			gl_say(log, v < 0 ? EVENT_V_REF : EVENT_V_SIDE(v),
			    "the shell falls at %s and hits no one%s", p, v < 0 ?
			    "" : " your side sees");
}

void
gl_fire_shell(struct gl_game *g, int k, int dx, int dy, const char *what,
    int improved, struct dice *d, struct event_log *log, int *res,
    int *ix, int *iy)
{
	struct gl_gun *gun = &g->gun[k];
	unsigned mask = EVENT_V_REF | EVENT_V_SIDE(gun->side);
	int r, m, roll, bld, rad_yd, c;
	struct draw_ruling rul[2];
	struct plane_pt ip;
	char p[48], lab[24];
	size_t i0;

	/* deviation (8.2421 [P]): <= 2 on target; +1 beyond dev_far_yd */
	r = gl_roll(d) + (improved ? g->r.ishr_mod : 0) + (plane_cmp_dist(
	    gl_pt(gun->x, gun->y), gl_pt(dx, dy), (int64_t)g->r.dev_far_yd *
	    GL_YD) > 0 ? 1 : 0);
	ip = impact(g, gun, dx, dy, r, d);
	if (ix && iy)
		*ix = (int)ip.x, *iy = (int)-ip.y;
	bld = gl_in_building(g, (int)ip.x, (int)-ip.y);
	rad_yd = bld && !improved && g->r.shr_bld_radius_yd > 0 ?
	    g->r.shr_bld_radius_yd : g->r.shr_radius_yd;
	if (gun->seen)
		mask |= EVENT_V_SIDE(1 - gun->side);
	gl_fmt_pos(p, sizeof p, (int)ip.x, (int)-ip.y);
	/* the map: the ruler from the gun to the aimed man and the paper
	 * template where the shell burst */
	snprintf(lab, sizeof lab, "%s %d yd", improved ? "shrapnel" : "shell",
	    rad_yd);
	rul[0] = gl_ruler(g, gun->x, gun->y, dx, dy, (int)((gl_dist(gun->x,
	    gun->y, dx, dy) + GL_YD / 2) / GL_YD));
	rul[1] = draw_blast((int)ip.x, g->height - (int)-ip.y, rad_yd * GL_YD,
	    lab);
	gl_say_rule(log, mask, rul, 2, "%s fires %s at %s: deviation %d "
	    "(modified), bursts at %s", gun->id, improved ? "improved "
	    "shrapnel" : "shrapnel", what, r, p);
	if (!gun->seen)
		gl_say_rule(log, EVENT_V_SIDE(1 - gun->side), &rul[1], 1, "a "
		    "shell bursts at %s, fired from out of sight", p);
	i0 = log && log->events ? json_array_size(log->events) : 0;
	for (m = 0; m < g->nman; m++) {
		const struct gl_man *a = &g->man[m];

		if (!gl_able(a) || gl_in_building(g, a->x, a->y) != bld ||
		    plane_cmp_dist(ip, gl_pt(a->x, a->y), (int64_t)rad_yd *
		    GL_YD) > 0 || gl_metal_stops(g, m, improved, d, log))
			continue;		/* metal cover: gl_craft.c */
		/* a metal hull (4.6): shrapnel stopped; improved shrapnel
		 * through on the penetration roll (gl_metal.c) */
		if (gl_in_metal(g, a->x, a->y) &&
		    !gl_at_metal_port(g, a->x, a->y) && (!improved ||
		    gl_metal_pen(g, m, d, log, "improved shrapnel") == 0))
			continue;
		c = burst_roll(g, improved, d, &roll);
		gl_say(log, gl_mask_man(g, m), "shrapnel on %s: d10 %d, %s%s",
		    a->id, roll, result(c), c == 0 && !improved ?
		    " (an airburst)" : "");
		gl_kind_result(log, c);
		/* a second shell on him this sub-step adds (gl_volley.c) */
		gl_res_merge(&res[m], gl_area_wound(g, m, c, "shrapnel", d,
		    log));
		gl_area_mount(g, m, g->r.art_wound_max, improved ?
		    g->r.ishr_mod : g->r.shr_mod, 0, "shrapnel", d, log,
		    &res[m]);
	}
	equipment(g, ip, (int64_t)rad_yd * GL_YD, bld, improved, d, log);
	/* wagons and the teams in the burst (gl_equip.c) */
	gl_equip_burst(g, ip, (int64_t)rad_yd * GL_YD, bld, improved, d, log);
	no_one_hit(log, i0, p);
}
