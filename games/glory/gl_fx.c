/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_fx.c - the later rules of fire and facing (issue 21): the rules.json
 * "fire" tables (range caps of cannon, metal cover, ladders), a gun's
 * ball counted like its other rounds, the GUN target selector (digest
 * 8.1) and a man's FACE TRACK (digest 6, 8.1).  The fields they add to
 * the state are written only when set, so a game stored before them
 * encodes (and hashes) as it did.
 *
 * FIRE GUN [P]: a man fires at the crew of an enemy gun his side sees,
 * the nearest crewman he can shoot himself (small arms leave equipment
 * unharmed, 2.432); a cannon or machine gun fires at the nearest enemy
 * gun its side sees in its sight and band (machine gun: arc and range),
 * its round falling on the gun's point as on an aimed point (ball, a
 * shell and a burst then reach the gun and the crew by it).  `FIRE G2`
 * names one enemy gun the side has seen.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rules_tables.h"
#include "gl.h"

#define X(f, key, lo, hi, dflt) \
	RULES_FIELD_OR(struct gl_frules, f, key, lo, hi, dflt)
static const struct rules_field fire_f[] = {
	X(range_cap_yd[0], "range_cap_smoothbore_yd", 0, GL_MAX_BOARD, 1500),
	X(range_cap_yd[1], "range_cap_howitzer_yd", 0, GL_MAX_BOARD, 1500),
	X(range_cap_yd[2], "range_cap_rifled_yd", 0, GL_MAX_BOARD, 2500),
	X(range_caps, "range_caps", 0, 1, 1),
	X(tan_metal, "tan_metal", 0, 20, 7),
	X(metal_pen_max, "metal_pen_max", -1, 9, 2),
	X(cross_ladder, "cross_ladder", 0, 20, 2),
	X(auto_shr, "howitzer_auto_shrapnel", 0, 1, 1),
};
/* rules.json "volley": formation volley fire (gl_volley.c) */
#define V(f, key, lo, hi, dflt) \
	RULES_FIELD_OR(struct gl_vrules, f, key, lo, hi, dflt)
static const struct rules_field volley_f[] = {
	V(min_men, "volley_min_men", 2, GL_MAX_MEN, 3),
	V(gap_yd, "volley_gap_yd", 1, 20, 3),
	V(radius_yd, "volley_radius_yd", 1, 50, 5),
	V(per_bonus, "volley_muskets_per_bonus", 1, GL_MAX_MEN, 3),
	V(bonus_max, "volley_bonus_max", 0, 9, 2),
	V(arc, "volley_arc", 1, 180, 45),
	V(morale_formation, "morale_formation", 0, 9, 1),
};
#undef V
/* rules.json "orders": the ends of ATTACK and WITHDRAW (gl_orders.c) */
#define O(f, key, lo, hi, dflt) \
	RULES_FIELD_OR(struct gl_orules, f, key, lo, hi, dflt)
static const struct rules_field orders_f[] = {
	O(secure_yd, "secure_yd", 1, 100, 5),
	O(secure_clear_yd, "secure_clear_yd", 0, 1000, 25),
	O(arrive_yd, "arrive_yd", 1, 100, 5),
};
#undef O
#undef X

int
gl_frules_read(const json_t *rules, struct gl_frules *f,
    struct pbem_err *err)
{
	struct rules_rd rd;
	const json_t *o;
	size_t mark;

	memset(f, 0, sizeof *f);
	rules_rd_init(&rd, err);
	o = rules_obj(&rd, rules, "fire", 1);
	mark = rules_enter(&rd, "fire");
	rules_fields(&rd, o, f, fire_f, RULES_NFIELDS(fire_f));
	rules_leave(&rd, mark);
	o = rules_obj(&rd, rules, "volley", 1);
	mark = rules_enter(&rd, "volley");
	rules_fields(&rd, o, &f->v, volley_f, RULES_NFIELDS(volley_f));
	rules_leave(&rd, mark);
	o = rules_obj(&rd, rules, "orders", 1);
	mark = rules_enter(&rd, "orders");
	rules_fields(&rd, o, &f->o, orders_f, RULES_NFIELDS(orders_f));
	rules_leave(&rd, mark);
	if (rules_rd_end(&rd) != PBEM_OK)
		return -1;
	return gl_fmrules_read(rules, &f->fm, err);	/* gl_form.c */
}

/* The same tables kept in the state (gl_state.c's rows). */
const struct rules_table gl_fire_table = RULES_TABLE(fire_f);
const struct rules_table gl_volley_table = RULES_TABLE(volley_f);
const struct rules_table gl_orders_table = RULES_TABLE(orders_f);


int64_t
gl_range_cap(const struct gl_game *g, int k)
{
	int kind = g->gun[k].kind;

	if (!g->f.range_caps || GL_IS_MG(kind) || kind < 0 || kind > 2)
		return 0;
	return (int64_t)g->f.range_cap_yd[kind] * GL_YD;
}

int
gl_in_range(const struct gl_game *g, int k, int x, int y)
{
	int64_t cap = gl_range_cap(g, k);

	return cap == 0 || plane_cmp_dist(gl_pt(g->gun[k].x, g->gun[k].y),
	    gl_pt(x, y), cap) <= 0;
}

/* Man e crews a gun his foes see (gun `only` + 1, or any when 0). */
static int
crew_mark(const struct gl_game *g, int f, int e, int only)
{
	int k = g->man[e].gun - 1;

	(void)f;
	return k >= 0 && (!only || k == only - 1) && !g->gun[k].destroyed &&
	    g->gun[k].seen;
}

int
gl_gun_crew_target(const struct gl_game *g, int f, int only)
{
	return gl_nearest_mark(g, f, crew_mark, only);
}

int
gl_gun_gun_target(const struct gl_game *g, int k, int only)
{
	const struct gl_gun *gun = &g->gun[k];
	int i, best = -1;
	int64_t d, bd = -1;

	for (i = 0; i < g->ngun; i++) {
		const struct gl_gun *t = &g->gun[i];

		if (t->side == gun->side || t->destroyed || !t->seen ||
		    (only && i != only - 1) ||
		    !gl_los(g, gun->x, gun->y, t->x, t->y, NULL))
			continue;
		if (GL_IS_MG(gun->kind) ? !plane_in_arc(gl_pt(gun->x, gun->y),
		    gun->facing, g->r.mg_arc, gl_pt(t->x, t->y)) ||
		    plane_cmp_dist(gl_pt(gun->x, gun->y), gl_pt(t->x, t->y),
		    (int64_t)g->r.mg_range_yd[gun->kind == GL_G_MAXIM] *
		    GL_YD) > 0 : !gl_in_band(g, k, t->x, t->y))
			continue;
		d = plane_dist2(gl_pt(gun->x, gun->y), gl_pt(t->x, t->y));
		if (bd < 0 || d < bd)
			bd = d, best = i;
	}
	return best;
}

/* The nearest enemy leader man m sees himself; -1. */
static int
nearest_leader(const struct gl_game *g, int m)
{
	const struct gl_man *a = &g->man[m];
	int e, best = -1;
	int64_t d, bd = -1;

	for (e = 0; e < g->nman; e++) {
		if (g->man[e].side == a->side || g->man[e].leader == GL_LD_NONE
		    || !gl_man_sees(g, m, e))
			continue;
		d = plane_dist2(gl_pt(a->x, a->y), gl_pt(g->man[e].x,
		    g->man[e].y));
		if (bd < 0 || d < bd)
			bd = d, best = e;
	}
	return best;
}

static int
leader_mark(const struct gl_game *g, int f, int e, int unused)
{
	(void)f;
	(void)unused;
	return g->man[e].leader != GL_LD_NONE;
}

int
gl_leader_target(const struct gl_game *g, int f)
{
	return gl_nearest_mark(g, f, leader_mark, 0);
}

/* FACE TRACK target for a man (the "track" key of his sheet object): a
 * casting id, NEAREST, LEADER (the nearest enemy leader he sees), GUN or a
 * gun's id, a point [x, y], or {"feature": id}: a terrain feature, faced
 * at its point nearest him when he turns (gl_aim_feature: a line's or an
 * area's edge, a hill's top, a building's wall, a door, window or port),
 * as a gun tracks one (B.3). */
void
gl_track_plan(const struct gl_game *g, const json_t *o, struct gl_plan *p)
{
	const json_t *t = json_object_get(o, "track");
	const char *s = json_string_value(t), *f;
	int k;

	if (json_is_array(t)) {
		if (json_unpack((json_t *)t, "[ii]", &p->track_x,
		    &p->track_y) == 0)
			p->track = 4;
		return;
	}
	/* a terrain feature (the sheet's "feature"): one the scenario has,
	 * not a limber (a transport, no terrain) */
	f = json_string_value(json_object_get(t, "feature"));
	if (f != NULL && gl_find_feature(g, f, &k, &k) >= 0 &&
	    gl_find_feature(g, f, &k, &k) != 5) {
		p->track = 6;
		snprintf(p->track_feat, sizeof p->track_feat, "%s", f);
		return;
	}
	if (s == NULL)
		return;
	if (strcmp(s, "NEAREST") == 0)
		p->track = 2;
	else if (strcmp(s, "LEADER") == 0)
		p->track = 5;
	else if (strcmp(s, "GUN") == 0)
		p->track = 3, p->track_gun = 0;
	else if ((k = gl_find_gun(g, s)) >= 0)
		p->track = 3, p->track_gun = k + 1;
	else {
		p->track = 1;
		p->track_man = gl_find_man(g, s);
	}
}

/* B.2, after every move: a man told FACE TRACK turns toward his target
 * as his side sees it then, paying face_cost MP from what he has left
 * (`left`, units) [P]; a man facing it already pays nothing. */
void
gl_track_turn(struct gl_game *g, int m, const struct gl_plan *p,
    int64_t left, struct event_log *log)
{
	struct gl_man *a = &g->man[m];
	unsigned own = EVENT_V_REF | EVENT_V_SIDE(a->side);
	int x = -1, y = -1, t, brg;
	char what[48];

	if (p->track == 0)
		return;
	what[0] = '\0';
	if (p->track == 6) {	/* a feature: its point nearest him */
		if (gl_aim_feature(g, p->track_feat, a->x, a->y, &x, &y) < 0)
			return;
		char at[24];

		if (x == a->x && y == a->y) {
			gl_say(log, own, "%s stands on %s: he keeps facing %d",
			    a->id, p->track_feat, a->facing);
			return;
		}
		gl_fmt_pos(at, sizeof at, x, y);
		snprintf(what, sizeof what, "%.11s %s", p->track_feat, at);
	} else if (p->track == 4) {
		x = p->track_x, y = p->track_y;
		gl_fmt_pos(what, sizeof what, x, y);
	} else if (p->track == 3) {
		t = gl_seen_gun_near(g, a->side, a->x, a->y, p->track_gun);
		if (t >= 0) {
			x = g->gun[t].x, y = g->gun[t].y;
			snprintf(what, sizeof what, "%s", g->gun[t].id);
		}
	} else {
		t = p->track == 1 ? p->track_man : p->track == 5 ?
		    nearest_leader(g, m) : gl_nearest_seen(g, m, 0);
		if (t >= 0 && (g->man[t].side == a->side ||
		    !gl_able(&g->man[t]) || !g->man[t].seen))
			t = -1;
		if (t >= 0) {
			x = g->man[t].x, y = g->man[t].y;
			snprintf(what, sizeof what, "%s", g->man[t].id);
		}
	}
	if (x < 0) {
		gl_say(log, own, "%s has nothing to track in sight: he keeps "
		    "facing %d", a->id, a->facing);
		return;
	}
	if (x == a->x && y == a->y)
		return;
	brg = gl_bearing(a->x, a->y, x, y);
	if (brg == a->facing)
		return;
	if (left < (int64_t)g->r.face_cost * g->r.yd_per_mp * GL_YD) {
		gl_say(log, own, "%s cannot turn to track %s: less than %d MP "
		    "left; he keeps facing %d", a->id, what, g->r.face_cost,
		    a->facing);
		return;
	}
	a->facing = brg;
	/* his own side only: the enemy sees the new facing, never the
	 * order behind it (digest 7) */
	gl_say(log, own, "%s turns to track %s: facing %d", a->id, what, brg);
}

int
gl_seen_leader_near(const struct gl_game *g, int side, int x, int y)
{
	int e, best = -1;
	int64_t d, bd = -1;

	for (e = 0; e < g->nman; e++) {
		const struct gl_man *m = &g->man[e];

		if (m->side == side || m->leader == GL_LD_NONE || !gl_able(m) ||
		    !m->seen)
			continue;
		d = plane_dist2(gl_pt(x, y), gl_pt(m->x, m->y));
		if (bd < 0 || d < bd)
			bd = d, best = e;
	}
	return best;
}

int
gl_seen_gun_near(const struct gl_game *g, int side, int x, int y, int only)
{
	int k, best = -1;
	int64_t d, bd = -1;

	for (k = 0; k < g->ngun; k++) {
		if (g->gun[k].side == side || g->gun[k].destroyed ||
		    !g->gun[k].seen || (only && k != only - 1))
			continue;
		d = plane_dist2(gl_pt(x, y), gl_pt(g->gun[k].x, g->gun[k].y));
		if (bd < 0 || d < bd)
			bd = d, best = k;
	}
	return best;
}

int
gl_aim_gun(const struct gl_game *g, int k, const char *s, int else_none,
    struct gl_aim *a)
{
	int only = 0, t;

	if (strcmp(s, "GUN") != 0) {
		if ((t = gl_find_gun(g, s)) < 0)
			return 0;
		/* his own gun, or one his side has never seen: as an
		 * unknown man, the crew's choice */
		if (g->gun[t].side == g->gun[k].side || !g->gun[t].ever_seen) {
			a->named = 1;
			return 1;
		}
		only = t + 1;
	}
	if ((t = gl_gun_gun_target(g, k, only)) < 0) {
		a->nogun = 1;
		a->none = else_none;
		return 1;
	}
	a->has_pt = 1;
	a->x = g->gun[t].x, a->y = g->gun[t].y;
	snprintf(a->what, sizeof a->what, "%s", g->gun[t].id);
	return 1;
}

static void
rounds(struct buf *out, const char *sep, const char *what, int n)
{
	if (n < 0)
		buf_addf(out, "%s%s unlimited", sep, what);
	else
		buf_addf(out, "%s%s %d", sep, what, n);
}

/* "; FIRE C1 AMMO ISHR (standing)": gun k's standing FIRE (gl_aim.c),
 * for its own side; a man or gun the side never saw is not named (the
 * sheet took his id as written: it may name no one, or a secret). */
void
gl_gun_fire_note(const struct gl_game *g, int k, struct buf *out)
{
	const struct gl_gun *gun = &g->gun[k];
	const char *t = gun->sf_target;
	char p[48];
	int m;

	if (!gun->sf_on)
		return;
	buf_adds(out, "; FIRE ");
	if (gun->sf_aim == GL_SF_POINT) {
		gl_fmt_pos(p, sizeof p, gun->sf_x, gun->sf_y);
		buf_adds(out, p);
	} else if (gun->sf_aim == GL_SF_FEATURE)
		buf_adds(out, gun->sf_feat);
	else if (strcmp(t, "NEAREST") == 0 || strcmp(t, "LEADER") == 0 ||
	    strcmp(t, "GUN") == 0 || strcmp(t, "NONE") == 0)
		buf_adds(out, t);
	else if (((m = gl_find_man(g, t)) >= 0 && g->man[m].side != gun->side
	    && g->man[m].ever_seen) || ((m = gl_find_gun(g, t)) >= 0 &&
	    g->gun[m].side != gun->side && g->gun[m].ever_seen))
		buf_adds(out, t);
	else
		buf_adds(out, "a man not seen");
	if (gun->sf_ammo > 0)
		buf_addf(out, " AMMO %s", gl_ammo_word(gun->sf_ammo));
	if (gun->sf_none)
		buf_adds(out, " ELSE NONE");
	buf_adds(out, " (standing)");
}

void
gl_rounds_note(const struct gl_game *g, int k, struct buf *out)
{
	const struct gl_gun *gun = &g->gun[k];

	if (GL_IS_MG(gun->kind)) {
		rounds(out, "; ", "bursts", gun->ammo_can);
		gl_gun_fire_note(g, k, out);
		return;
	}
	rounds(out, "; ", "canister", gun->ammo_can);
	if (gun->kind != GL_G_SMOOTH)
		rounds(out, ", ", "shrapnel", gun->ammo_ishr);
	if (gun->kind != GL_G_RIFLED)
		rounds(out, ", ", "ball", gun->ammo_ball);
	gl_gun_fire_note(g, k, out);
}
