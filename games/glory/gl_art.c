/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_art.c - artillery, sub-step A.1 (digest 4.6): a gun with crew fires
 * once a turn along its facing, at men its side sees (4.6 [P]).
 * Canister within can_range_yd: every man in the zone (can_width_yd
 * wide, centred on the gun's axis) rolls (1..can_kill_max killed,
 * ..can_wound_max wounded, else miss), friends too.  Beyond, smoothbores
 * fire ball down a 3-yd lane, and so do howitzers unless told AMMO SHR;
 * rifled guns fire improved shrapnel, howitzers so told shrapnel
 * (gl_shell.c).  Casualties come off together, then morale.
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

int
gl_gun_crew(const struct gl_game *g, int k)
{
	int i, n = 0;

	for (i = 0; i < g->nman; i++)
		if (g->man[i].gun == k + 1 && gl_able(&g->man[i]) &&
		    !g->man[i].demor)
			n++;
	return n;
}

/* 2.31: an untrained man may stand in for a casualty, but when all the
 * trained crew are gone the gun cannot fire. */
static int
trained(const struct gl_game *g, int k)
{
	int i;

	for (i = 0; i < g->nman; i++)
		if (g->man[i].gun == k + 1 && gl_able(&g->man[i]) &&
		    !g->man[i].demor && g->man[i].training != GL_UNTRAINED)
			return 1;
	return 0;
}

/* Is p inside the canister zone of gun k? */
static int
in_zone(const struct gl_game *g, const struct gl_gun *k, int x, int y)
{
	struct plane_pt o = gl_pt(k->x, k->y), p = gl_pt(x, y);
	struct plane_pt e = plane_step(o, k->facing, (int64_t)g->r.can_range_yd
	    * GL_YD);
	struct plane_seg axis;

	axis.a = o;
	axis.b = e;
	/* ahead of the muzzle: the gun is 4 yd deep (digest 1 [P]) */
	if (!plane_in_arc(plane_step(o, k->facing, 2 * GL_YD), k->facing, 89,
	    p))
		return 0;
	return plane_seg_cmp_dist_pt(axis, p, (int64_t)g->r.can_width_yd *
	    GL_YD / 2) <= 0 && plane_cmp_dist(o, p, (int64_t)g->r.can_range_yd
	    * GL_YD) <= 0;
}

static int
chart(const struct gl_game *g, int r, int kill, int wound)
{
	(void)g;
	return r <= kill ? 2 : r <= wound ? 1 : 0;
}

/* Is p in the 3-yd ball lane ahead of gun k (to the board's edge, or
 * to its range cap, gl_fx.c)? */
static int
in_lane(const struct gl_game *g, const struct gl_gun *k, int x, int y)
{
	struct plane_seg axis;
	int64_t cap = gl_range_cap(g, (int)(k - g->gun));

	axis.a = gl_pt(k->x, k->y);
	axis.b = plane_step(axis.a, k->facing, cap ? cap : 2 *
	    (int64_t)GL_MAX_BOARD * GL_YD / 3);
	return plane_in_arc(plane_step(axis.a, k->facing, 2 * GL_YD),
	    k->facing, 89, gl_pt(x, y)) &&
	    plane_seg_cmp_dist_pt(axis, gl_pt(x, y), 3 * GL_YD / 2) <= 0 &&
	    !(x == k->x && y == k->y);
}

/* The round gun k fires at man e that reaches him (FIRE LEADER or a man
 * named, digest
 * 8.1 [P]: as NEAREST, "the nearest inside its zone or band"), -1 none:
 * canister if he stands in its zone (AUTO: first), a shell (improved
 * from a rifled gun, shrapnel from a howitzer told SHR) if in its band,
 * ball if in its lane with nothing the ball stops between; a round
 * spent reaches nobody.  A machine gun: its arc and range (4.7). */
static int
leader_round(const struct gl_game *g, int k, int e, int ammo)
{
	const struct gl_gun *gun = &g->gun[k];
	const struct gl_man *m = &g->man[e];
	int zone = gun->ammo_can != 0 && in_zone(g, gun, m->x, m->y) &&
	    gl_zone_clear(g, gun->x, gun->y, m->x, m->y);
	int band = gun->ammo_ishr != 0 && gl_in_band(g, k, m->x, m->y);
	int lane = gun->ammo_ball != 0 && in_lane(g, gun, m->x, m->y) &&
	    gl_ball_clear(g, gun->x, gun->y, m->x, m->y);

	if (GL_IS_MG(gun->kind))
		return plane_in_arc(gl_pt(gun->x, gun->y), gun->facing,
		    g->r.mg_arc, gl_pt(m->x, m->y)) && plane_cmp_dist(
		    gl_pt(gun->x, gun->y), gl_pt(m->x, m->y),
		    (int64_t)g->r.mg_range_yd[gun->kind == GL_G_MAXIM] *
		    GL_YD) <= 0 ? GL_AM_AUTO : -1;
	switch (ammo) {
	case GL_AM_CAN:
		return zone ? GL_AM_CAN : -1;
	case GL_AM_BALL:
		return lane ? GL_AM_BALL : -1;
	case GL_AM_SHR:
	case GL_AM_ISHR:
		return band ? ammo : -1;
	default:	/* the crew's choice, as fire_gun makes it */
		if (zone)
			return GL_AM_CAN;
		if (gun->kind == GL_G_RIFLED)
			return band ? GL_AM_ISHR : -1;
		if (gun->kind == GL_G_HOWITZER && g->f.auto_shr &&
		    gun->ammo_ball == 0)
			return band ? GL_AM_SHR : -1;
		return lane ? GL_AM_BALL : -1;
	}
}

int
gl_gun_reach(const struct gl_game *g, int k, int e, int ammo)
{
	const struct gl_gun *gun = &g->gun[k];
	const struct gl_man *m = &g->man[e];

	if (m->side == gun->side || !gl_able(m) || !m->seen || m->locked ||
	    !gl_in_range(g, k, m->x, m->y) ||
	    !gl_los(g, gun->x, gun->y, m->x, m->y, NULL))
		return -1;
	return leader_round(g, k, e, ammo);
}

int
gl_gun_leader(const struct gl_game *g, int k, int ammo, int *round)
{
	const struct gl_gun *gun = &g->gun[k];
	int e, r, best = -1;
	int64_t d, bd = -1;

	*round = -1;
	for (e = 0; e < g->nman; e++) {
		const struct gl_man *m = &g->man[e];

		if (m->leader == GL_LD_NONE ||
		    (r = gl_gun_reach(g, k, e, ammo)) < 0)
			continue;
		d = plane_dist2(gl_pt(gun->x, gun->y), gl_pt(m->x, m->y));
		if (bd < 0 || d < bd)
			bd = d, best = e, *round = r;
	}
	return best;
}

/* Canister's zone and clear of blockers, for the teams (gl_equip.c). */
static int
can_at(const struct gl_game *g, const void *ctx, int x, int y)
{
	const struct gl_gun *gun = ctx;

	return in_zone(g, gun, x, y) && gl_zone_clear(g, gun->x, gun->y, x, y);
}

static void holds(struct event_log *log, const struct gl_gun *gun,
    const char *why, const char *what);

/* The ball's items: a man m, a gun IT_GUN + i, a limber or wagon
 * IT_TR + t (gl_equip.c's numbering: limbers, then wagons). */
#define IT_GUN	GL_MAX_MEN
#define IT_TR	(GL_MAX_MEN + GL_MAX_GUNS)
#define IT_N	(GL_MAX_MEN + GL_MAX_GUNS + GL_MAX_LIMB + GL_MAX_WAGONS)

static void
item_at(const struct gl_game *g, int it, int *x, int *y)
{
	if (it < IT_GUN)
		*x = g->man[it].x, *y = g->man[it].y;
	else if (it < IT_TR)
		*x = g->gun[it - IT_GUN].x, *y = g->gun[it - IT_GUN].y;
	else if (it - IT_TR < g->nlimb)
		*x = g->limb[it - IT_TR].x, *y = g->limb[it - IT_TR].y;
	else
		*x = g->wag[it - IT_TR - g->nlimb].x,
		*y = g->wag[it - IT_TR - g->nlimb].y;
}

static int
item_destroyed(const struct gl_game *g, int it)
{
	if (it < IT_TR)
		return it >= IT_GUN && g->gun[it - IT_GUN].destroyed;
	if (it - IT_TR < g->nlimb)
		return g->limb[it - IT_TR].destroyed;
	return g->wag[it - IT_TR - g->nlimb].destroyed;
}

/* The ball's order: item a before b?  Nearest first, then by number (a
 * man before a gun before a transport at the same distance). */
static int
ball_before(const struct gl_game *g, const struct gl_gun *gun, int a, int b)
{
	int ax, ay, bx, by;
	int64_t da, db;

	item_at(g, a, &ax, &ay);
	item_at(g, b, &bx, &by);
	da = plane_dist2(gl_pt(gun->x, gun->y), gl_pt(ax, ay));
	db = plane_dist2(gl_pt(gun->x, gun->y), gl_pt(bx, by));
	return da < db || (da == db && a < b);
}

/* Ball: a roll for each man, gun, limber and wagon in the lane, nearest
 * first, on the 8.2221 chart (a man behind metal first rolls to be
 * reached); equipment is destroyed on a wound or kill, and the ball
 * stops there; missed, it goes on.  Fired when an enemy its side sees
 * stands in the lane, or `forced` (an aimed point: area fire); each
 * shot spends a ball when the scenario counts them (gl_fx.c). */
static int
fire_ball(struct gl_game *g, int k, int forced, struct dice *d,
    struct event_log *log, int *res)
{
	struct gl_gun *gun = &g->gun[k];
	int order[IT_N], n = 0, i, j, m, r, c, x, y, any = forced;
	unsigned mask = EVENT_V_REF | EVENT_V_SIDE(gun->side);

	for (m = 0; m < g->nman; m++)
		if (g->man[m].side != gun->side && gl_able(&g->man[m]) &&
		    g->man[m].seen && in_lane(g, gun, g->man[m].x,
		    g->man[m].y))
			any = 1;
	if (!any)
		return 0;
	if (gun->ammo_ball == 0) {	/* ball counted (gl_fx.c) */
		holds(log, gun, "no ball left", "");
		return 0;
	}
	if (gun->ammo_ball > 0)
		gun->ammo_ball--;
	if (gun->seen)
		mask |= EVENT_V_SIDE(1 - gun->side);
	gl_say(log, mask, "%s fires ball along bearing %d", gun->id,
	    gun->facing);
	if (!gun->seen)
		gl_say_to(log, 1 - gun->side, "a cannon is heard to fire, out "
		    "of sight");
	/* every man and gun in the lane, nearest first (a man before a
	 * gun at the same distance, then by index); a gun wounded or
	 * killed is destroyed and stops the ball, a gun missed lets it by
	 * (4.6) */
	for (m = 0; m < g->nman; m++)
		if (gl_able(&g->man[m]) && !gl_unexposed(g, m) &&
		    in_lane(g, gun, g->man[m].x,
		    g->man[m].y) && gl_ball_clear(g, gun->x, gun->y,
		    g->man[m].x, g->man[m].y))
			order[n++] = m;
	for (i = 0; i < g->ngun; i++)
		if (i != k && !g->gun[i].destroyed && in_lane(g, gun,
		    g->gun[i].x, g->gun[i].y) && gl_ball_clear(g, gun->x,
		    gun->y, g->gun[i].x, g->gun[i].y))
			order[n++] = IT_GUN + i;
	for (i = 0; i < g->nlimb + g->nwag; i++) {	/* gl_equip.c */
		item_at(g, IT_TR + i, &x, &y);
		if (!item_destroyed(g, IT_TR + i) && !(i < g->nlimb &&
		    g->limb[i].gun == k) && in_lane(g, gun, x, y) &&
		    gl_ball_clear(g, gun->x, gun->y, x, y))
			order[n++] = IT_TR + i;
	}
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && ball_before(g, gun, order[j],
		    order[j - 1]); j--) {
			m = order[j];
			order[j] = order[j - 1];
			order[j - 1] = m;
		}
	for (i = 0; i < n; i++) {
		m = order[i];
		if (m >= IT_TR) {	/* a limber or wagon (gl_equip.c) */
			gl_equip_ball(g, k, m - IT_TR, d, log);
			if (item_destroyed(g, m))
				break;
			continue;
		}
		if (m >= IT_GUN) {
			struct gl_gun *t = &g->gun[m - IT_GUN];

			if (gl_metal_shields(g, t->x, t->y, 1, "ball", t->id,
			    EVENT_V_REF | EVENT_V_SIDE(t->side) | (t->seen ?
			    EVENT_V_SIDE(1 - t->side) : 0), d, log))
				continue;	/* gl_metal.c */
			r = gl_roll(d);
			if (r <= g->r.art_wound_max)
				t->destroyed = 1;
			/* its side, and the other if it sees that gun */
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(t->side) |
			    (t->seen ? EVENT_V_SIDE(1 - t->side) : 0),
			    "ball strikes %s: d10 %d, %s", t->id, r,
			    t->destroyed ? "destroyed" : "miss, the ball goes by");
			if (t->destroyed)
				event_kind(log, EVENT_K_LOSS);
			if (t->destroyed)
				break;
			continue;
		}
		if (gl_metal_stops(g, m, 1, d, log))	/* gl_craft.c */
			continue;
		if (gl_metal_pen(g, m, d, log, "ball") == 0)
			continue;	/* the metal holds (gl_metal.c) */
		r = gl_roll(d);
		c = chart(g, r, g->r.art_kill_max, g->r.art_wound_max);
		gl_say(log, gl_mask_man(g, m), "ball on %s: d10 %d, %s",
		    g->man[m].id, r, c == 2 ? "KILLED" : c ? "wounded" : "miss");
		gl_kind_result(log, c);
		gl_res_merge(&res[m], gl_area_wound(g, m, c, "ball", d, log));
		gl_area_mount(g, m, g->r.art_wound_max, 0, 0, "ball", d, log,
		    &res[m]);
	}
	{
		struct plane_pt e = plane_step(gl_pt(gun->x, gun->y),
		    gun->facing, 100 * GL_YD);

		gl_shot_add(g, GL_SH_FIRE, gun->x, gun->y, (int)(e.x < 0 ? 0 :
		    e.x > g->width ? g->width : e.x), (int)(-e.y < 0 ? 0 :
		    -e.y > g->height ? g->height : -e.y), 1, mask);
	}
	return 1;
}

/* Does the gun's side see an enemy in its canister zone, in its sight? */
int
gl_zone_enemy(const struct gl_game *g, int k)
{
	const struct gl_gun *gun = &g->gun[k];
	int e;

	for (e = 0; e < g->nman; e++)
		if (g->man[e].side != gun->side && gl_able(&g->man[e]) &&
		    g->man[e].seen &&	/* the crew's side must see him */
		    in_zone(g, gun, g->man[e].x, g->man[e].y) &&
		    gl_los(g, gun->x, gun->y, g->man[e].x, g->man[e].y, NULL))
			return 1;
	return 0;
}

/*
 * fire_gun's AUTO choice without firing: A.1 is the turn's first step,
 * so the position and the sight the side has now are what the gun
 * looks with next.  0 (no word) for a gun that cannot fire then
 * (gl_art_phase's test, its ready rounds), that finds a target, or
 * whose round is spent (the rounds note says so); 1 no enemy its side
 * sees in its canister zone (canister left) nor its shell band; 2 nor
 * in its ball lane, for a gun firing ball (smoothbore, howitzer).
 */
int
gl_gun_idle(const struct gl_game *g, int k)
{
	const struct gl_gun *gun = &g->gun[k];
	int crew = gl_gun_crew(g, k), m;

	if (g->over || GL_IS_MG(gun->kind) || gun->destroyed ||
	    gun->broken || !trained(g, k) || gun->limbered || gun->work ||
	    !(crew >= 3 || (crew == 2 && g->turn % 2 == 0)) ||
	    !gl_gun_ready(g, k))
		return 0;
	if (gun->ammo_can != 0 && gl_zone_enemy(g, k))
		return 0;
	if (gun->kind == GL_G_RIFLED || (gun->kind == GL_G_HOWITZER &&
	    g->f.auto_shr && gun->ammo_ball == 0 && gun->ammo_ishr != 0))
		return gun->ammo_ishr != 0 && gl_band_target(g, k, -1) < 0;
	if (gun->ammo_ball == 0)
		return 0;
	for (m = 0; m < g->nman; m++)
		if (g->man[m].side != gun->side && gl_able(&g->man[m]) &&
		    g->man[m].seen && in_lane(g, gun, g->man[m].x,
		    g->man[m].y))
			return 0;
	return 2;
}

/* Canister: every man in the zone rolls, friend or foe. */
static void
fire_canister(struct gl_game *g, int k, struct dice *d,
    struct event_log *log, int *res)
{
	struct gl_gun *gun = &g->gun[k];
	unsigned mask = EVENT_V_REF | EVENT_V_SIDE(gun->side);
	struct plane_pt end;
	int m, r, c;

	if (gun->ammo_can > 0)
		gun->ammo_can--;
	if (gun->seen)
		mask |= EVENT_V_SIDE(1 - gun->side);
	gl_say(log, mask, "%s fires canister along bearing %d", gun->id,
	    gun->facing);
	if (!gun->seen)
		gl_say_to(log, 1 - gun->side, "a cannon is heard to fire, out "
		    "of sight");
	for (m = 0; m < g->nman; m++) {
		if (!gl_able(&g->man[m]) || gl_unexposed(g, m) ||
		    !in_zone(g, gun, g->man[m].x, g->man[m].y) ||
		    !gl_zone_clear(g, gun->x, gun->y, g->man[m].x, g->man[m].y)
		    || gl_metal_stops(g, m, 0, d, log))	/* gl_craft.c */
			continue;
		r = gl_roll(d);
		c = chart(g, r, g->r.can_kill_max, g->r.can_wound_max);
		gl_say(log, gl_mask_man(g, m), "canister on %s: d10 %d, %s",
		    g->man[m].id, r, c == 2 ? "KILLED" : c ? "wounded" : "miss");
		gl_kind_result(log, c);
		gl_res_merge(&res[m], gl_area_wound(g, m, c, "canister", d,
		    log));
		gl_area_mount(g, m, g->r.can_wound_max, 0, 0, "canister", d,
		    log, &res[m]);
	}
	gl_equip_animals(g, can_at, gun, g->r.can_wound_max, 0, "canister", d,
	    log);
	end = plane_step(gl_pt(gun->x, gun->y), gun->facing,
	    (int64_t)g->r.can_range_yd * GL_YD);
	gl_shot_add(g, GL_SH_CANISTER, gun->x, gun->y, (int)(end.x < 0 ? 0 :
	    end.x > g->width ? g->width : end.x), (int)(-end.y < 0 ? 0 :
	    -end.y > g->height ? g->height : -end.y), 0, mask);
}

/* Told to its own side (and the referee) only. */
static void
holds(struct event_log *log, const struct gl_gun *gun, const char *why,
    const char *what)
{
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(gun->side), "%s holds fire: "
	    "%s%s", gun->id, why, what);
}

/* A.1 for one gun.  The crew's choice (AUTO, digest 4.6): canister when
 * an enemy its side sees is in the zone, else improved shrapnel from a
 * rifled gun and ball from a smoothbore or howitzer.  The player's AMMO
 * (gl_aim.c) is fired as chosen, when the round has a target: canister
 * an enemy seen in the zone, ball one in the lane, a shell a man in the
 * band (the named one first); an aimed point is fired at whoever is
 * there.  Without the round (its count spent), the gun holds fire. */
static int
fire_gun(struct gl_game *g, int k, const json_t *orders, struct dice *d,
    struct event_log *log, int *res)
{
	struct gl_gun *gun = &g->gun[k];
	struct gl_aim aim;
	int ammo, tgt = -1, near;

	gl_aim_read(g, orders, k, "fire", &aim);
	if (aim.leader && aim.man < 0) {	/* FIRE LEADER, none in reach */
		if (aim.none) {
			holds(log, gun, "no enemy leader in sight in its "
			    "canister zone, ball lane or shell band", "");
			return 0;
		}
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(gun->side), "%s: no "
		    "enemy leader in sight in its canister zone, ball lane "
		    "or shell band; ELSE NEAREST: the crew's choice", gun->id);
	}
	if (aim.unreached && aim.none) {	/* FIRE C1 ELSE NONE */
		holds(log, gun, "the man named is beyond its canister zone, "
		    "ball lane and shell band, or out of its sight", "");
		return 0;
	}
	if (aim.nogun && aim.none) {	/* FIRE GUN ELSE NONE (gl_fx.c) */
		holds(log, gun, "no enemy gun in its sight and band", "");
		return 0;
	}
	if (aim.none)		/* FIRE NONE: the crew hold their fire */
		return 0;
	if (aim.has_pt && !gl_aim_ok(g, k, &aim)) {
		holds(log, gun, "out of its band or sight: ", aim.what);
		return 0;
	}
	if (aim.has_pt && !gl_in_range(g, k, aim.x, aim.y)) {
		char cap[64];

		snprintf(cap, sizeof cap, "beyond its range of %d yd: ",
		    (int)(gl_range_cap(g, k) / GL_YD));
		holds(log, gun, cap, aim.what);
		return 0;
	}
	near = aim.has_pt && plane_cmp_dist(gl_pt(gun->x, gun->y),
	    gl_pt(aim.x, aim.y), (int64_t)g->r.can_range_yd * GL_YD) <= 0;
	ammo = aim.ammo;
	/* AUTO: a howitzer whose ball is spent fires its shrapnel [P] */
	if (ammo == GL_AM_AUTO)
		ammo = (aim.has_pt ? near : gl_zone_enemy(g, k)) &&
		    gun->ammo_can != 0 ? GL_AM_CAN : gun->kind == GL_G_RIFLED ?
		    GL_AM_ISHR : gun->kind == GL_G_HOWITZER && g->f.auto_shr &&
		    gun->ammo_ball == 0 && gun->ammo_ishr != 0 ? GL_AM_SHR :
		    GL_AM_BALL;
	switch (ammo) {
	case GL_AM_CAN:
		if (gun->ammo_can == 0)
			holds(log, gun, "no canister left", "");
		else if (aim.has_pt ? near : gl_zone_enemy(g, k)) {
			fire_canister(g, k, d, log, res);
			return 1;
		} else if (aim.ammo == GL_AM_CAN)
			holds(log, gun, aim.has_pt ? "canister does not reach "
			    : "no enemy in the canister zone", aim.what);
		return 0;
	case GL_AM_BALL:
		return fire_ball(g, k, aim.has_pt, d, log, res);
	default:
		break;
	}
	/* a shell at the aimed point, or at the named man if he is in the
	 * sighting band, else the nearest there: improved shrapnel from a
	 * rifled gun, shrapnel from a howitzer told AMMO SHR (4.6) */
	if (gun->ammo_ishr == 0) {
		if (aim.ammo != GL_AM_AUTO || aim.has_pt)
			holds(log, gun, "no shells left", "");
		return 0;
	}
	if (!aim.has_pt && (tgt = gl_band_target(g, k, aim.man)) < 0)
		return 0;
	if (gun->ammo_ishr > 0)
		gun->ammo_ishr--;
	if (aim.has_pt) {
		int ix, iy;

		gl_fire_shell(g, k, aim.x, aim.y, aim.what,
		    gun->kind == GL_G_RIFLED, d, log, res, &ix, &iy);
		if (gun->kind == GL_G_RIFLED && aim.bld)
			gl_breach(g, k, &aim, ix, iy, log);
	} else
		gl_fire_shell(g, k, g->man[tgt].x, g->man[tgt].y,
		    g->man[tgt].id, gun->kind == GL_G_RIFLED, d, log, res,
		    NULL, NULL);
	return 1;
}

void
gl_art_phase(struct gl_game *g, struct gl_plan *plan, const json_t *orders,
    struct dice *d, struct event_log *log)
{
	int res[GL_MAX_MEN], died[GL_MAX_MEN], nd = 0, k, m;
	struct gl_mq q;

	(void)plan;
	gl_gun_fire_keep(g, orders);	/* FIRE is standing (8.1) */
	memset(res, 0, sizeof res);
	memset(&q, 0, sizeof q);
	for (k = 0; k < g->ngun; k++)
		if (!GL_IS_MG(g->gun[k].kind) && !g->gun[k].destroyed &&
		    !g->gun[k].broken &&	/* a broken wheel, 3.3 */
		    trained(g, k) &&
		    !g->gun[k].limbered && !g->gun[k].work &&
		    (gl_gun_crew(g, k) >= 3 || (gl_gun_crew(g, k) == 2 &&
		    g->turn % 2 == 0))) {
			if (!gl_gun_draw(g, k))	/* gl_supply.c */
				holds(log, &g->gun[k], "no ready rounds, its "
				    "caisson is not at hand", "");
			else if (fire_gun(g, k, orders, d, log, res))
				gl_gun_spend(g, k);
		}
	for (m = 0; m < g->nman; m++) {
		if (res[m] & GL_RES_HORSE)	/* area fire on his mount */
			gl_unhorse(g, m, log);
		res[m] &= 3;
		if (res[m] == 1 || res[m] == 3)
			g->man[m].wounds += res[m] == 3 ? 2 : 1;
		if (res[m] == 2 || (res[m] && g->man[m].wounds >= 4)) {
			g->man[m].status = GL_ST_DEAD;
			died[nd++] = m;
		} else if (res[m])
			gl_mq_push(&q, m, GL_CAUSE_WOUND);
	}
	gl_mq_deaths(g, &q, died, nd);
	gl_mq_run(g, &q, d, log);
}
