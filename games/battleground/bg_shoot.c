/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_shoot.c - shooting (digest 2.3, 4.5-4.9): the target (seen, in
 * range and arc, in sight), the dice pool (a white die per two shooters,
 * one more for a leader, a blue per heavy weapon, a blue for a flank
 * shot, close-assault dice), the target's red dice (the best cover the
 * line passes through, plus dug in, plus armour), hits on the grade's
 * numbers less each 1 on white or red, then casualties with special
 * figures' saves or a vehicle's damage roll.  In DECLARE mode every
 * target of the action is chosen first (bg_act.c), then the shots roll.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

struct pool {
	int white, blue, red;
	int flank;
	int main_gun;		/* a vehicle's main gun */
	int no_h;		/* infantry without a heavy weapon */
};

static int
range_of(const struct bg_game *g, const struct bg_unit *x, int w)
{
	if (x->empl == BG_E_GUN)	/* 2.5: a heavy gun [P] */
		return g->r.range_gun_h;
	if (!x->veh)
		return g->r.range_inf;
	switch (x->weap[w]) {
	case BG_W_MG: return g->r.range_mg;
	case BG_W_GUN_L: return g->r.range_gun_l;
	default: return g->r.range_gun_h;
	}
}

static int
armoured(const struct bg_unit *v)
{
	return v->veh && v->armour >= 2;
}

/* Whether unit u (weapon w) could shoot at v now but for the line of
 * sight: seen, in arc, in range. */
static int
aim_ok(const struct bg_game *g, int u, int w, int v)
{
	const struct bg_unit *x = &g->u[u], *y = &g->u[v];
	struct plane_pt a = bg_centre(g, x), b = bg_centre(g, y);
	struct plane_rect r;

	if (y->side == x->side || !bg_alive(y) || !bg_sees(g, x->side, v))
		return 0;
	if (x->veh && x->weap[w] == BG_W_MG && armoured(y))
		return 0;	/* 4.5: tank MGs cannot hurt tanks */
	if (x->veh && x->bow[w]) {
		bg_vehicle_rect(x, &r);
		a = plane_rect_front(&r);
		if (!plane_in_arc(a, x->facing, 45, b))
			return 0;
	} else if (!x->veh && !x->dug && x->bldg < 0 && !x->empl &&
	    !plane_in_arc(a, x->facing, 90, b))
		return 0;
	return plane_cmp_dist(a, b, range_of(g, x, w)) <= 0;
}

/* Whether unit u (weapon w) may shoot at v now. */
int
bg_can_target(const struct bg_game *g, int u, int w, int v)
{
	return aim_ok(g, u, w, v) && bg_los(g, u, v);
}

/* 4.4, A7: each target the order names ahead of the one it shoots at
 * (v, or -1: none) that a wreck hides from the firer, told to its side
 * with the sight line and where the wreck stops it (the side sees the
 * target and the wreck: it should know why the shot went elsewhere).
 * Once a target, whatever weapons named it. */
static void
wreck_blocked(struct bg_turn *t, int u, int w, const struct bg_order *o,
    int v, int *told, int *ntold)
{
	struct bg_game *g = t->g;
	const struct bg_unit *x = &g->u[u];
	struct plane_pt a, b, at;
	struct draw_ruling r;
	char where[32];
	int i, k, y, wr;

	for (i = 0; i < o->ntgtw[w] && (y = o->tgt[w][i]) != v; i++) {
		if (y < 0 || !aim_ok(g, u, w, y) ||
		    (wr = bg_wreck_blocks(g, u, y, &at)) < 0)
			continue;
		for (k = 0; k < *ntold && told[k] != y; k++)
			;
		if (k < *ntold || *ntold >= BG_MAX_WEAP * BG_MAX_TGT)
			continue;
		told[(*ntold)++] = y;
		a = bg_centre(g, x);
		b = bg_centre(g, &g->u[y]);
		r = draw_sight((int)a.x, (int)a.y, (int)b.x, (int)b.y, 1,
		    (int)at.x, (int)at.y, x->side);
		bg_pt_out(g, at, where, sizeof where);
		bg_say_rulings(t, EVENT_V_REF | EVENT_V_SIDE(x->side), &r, 1,
		    "%s cannot see %s: the wreck of %s blocks the sight line "
		    "at %s.", x->id, g->u[y].id, g->u[wr].id, where);
	}
}

static int
pick(const struct bg_game *g, int u, int w, const int *tgt, int n)
{
	struct plane_pt a = bg_centre(g, &g->u[u]);
	int i, v, best;
	int64_t d, bd = 0;

	for (i = 0; i < n; i++) {
		if (tgt[i] >= 0) {
			if (bg_can_target(g, u, w, tgt[i]))
				return tgt[i];
			continue;
		}
		best = -1;
		for (v = 0; v < g->nunits; v++) {
			if (!bg_can_target(g, u, w, v))
				continue;
			d = tgt[i] == BG_TGT_WEAKEST ? bg_nfigs(&g->u[v]) :
			    plane_dist2(a, bg_centre(g, &g->u[v]));
			if (best < 0 || d < bd) {
				best = v;
				bd = d;
			}
		}
		if (best >= 0)
			return best;
	}
	return -1;
}

static int
near_edge(const struct bg_game *g, const struct bg_terrain *t,
    struct plane_pt p)
{
	struct plane_seg e;
	int k, n = t->line ? t->n - 1 : t->n;

	for (k = 0; k < n; k++) {
		e.a = t->p[k];
		e.b = t->p[(k + 1) % t->n];
		if (plane_seg_cmp_dist_pt(e, p, g->r.edge_dist) <= 0)
			return 1;
	}
	return 0;
}

/* 4.7: the highest cover value the line passes through. */
static int
cover(const struct bg_game *g, int u, int v)
{
	const struct bg_unit *x = &g->u[u], *y = &g->u[v];
	struct plane_pt a = bg_centre(g, x), b = bg_centre(g, y);
	struct plane_seg s = { a, b }, e;
	struct plane_poly poly;
	int i, k, val, best = 0, crossed;

	for (i = 0; i < g->nterr; i++) {
		const struct bg_terrain *t = &g->t[i];

		switch (t->kind) {
		case BG_T_WOODS: val = g->r.cover_woods; break;
		case BG_T_BRUSH: val = g->r.cover_brush; break;
		case BG_T_CROPS: val = g->r.cover_crops; break;
		case BG_T_BLDG: val = g->r.cover_bldg; break;
		case BG_T_WALL: val = g->r.cover_wall; break;
		default: val = 0; break;
		}
		if (val <= best || i == x->bldg)
			continue;
		if (t->line) {
			crossed = 0;
			for (k = 0; k + 1 < t->n && !crossed; k++) {
				e.a = t->p[k];
				e.b = t->p[k + 1];
				crossed = plane_seg_meet(s, e) != PLANE_X_NONE;
			}
			if (crossed && !near_edge(g, t, a))
				best = val;
			continue;
		}
		poly.p = t->p;
		poly.n = t->n;
		if (i != y->bldg && !plane_seg_enters(s, poly))
			continue;
		/* the firer at the edge of terrain the target is outside */
		if (i != y->bldg && !bg_in_poly(t, b) && (bg_in_poly(t, a) ||
		    near_edge(g, t, a)) && (!bg_in_poly(t, a) ||
		    near_edge(g, t, a)))
			continue;
		best = val;
	}
	return best;
}

static void
make_pool(const struct bg_game *g, int u, int w, int v, struct pool *p)
{
	const struct bg_unit *x = &g->u[u], *y = &g->u[v];
	struct plane_pt a = bg_centre(g, x), b = bg_centre(g, y);
	int shooters, pertwo;

	memset(p, 0, sizeof *p);
	if (x->empl == BG_E_GUN) {
		p->blue = g->r.dice_gun_h;	/* 2.5 [P]: a heavy gun */
		p->main_gun = 1;
	} else if (x->veh) {
		int dice = x->weap[w] == BG_W_MG ? g->r.dice_mg :
		    x->weap[w] == BG_W_GUN_L ? g->r.dice_gun_l : g->r.dice_gun_h;

		if (x->halfw)
			dice /= 2;
		if (x->weap[w] == BG_W_MG)
			p->white = dice;
		else {
			p->blue = dice;
			p->main_gun = 1;
		}
	} else {
		shooters = bg_nfigs(x) - bg_count(x, 'M') -
		    (g->clearing == u + 1 ? bg_count(x, 'E') : 0);
		pertwo = (shooters + 1) / 2;
		p->white = pertwo + (bg_count(x, 'L') > 0);
		p->blue = bg_h_blue(g, x, y, a, b);	/* option 4.20b */
		p->no_h = p->blue == 0;
		if (x->closeassault && plane_cmp_dist(a, b, 6000) <= 0)
			p->white += (pertwo + 1) / 2;
	}
	/* 4.6: from behind the target's centre line (not with
	 * directional armour, 4.20a) */
	if (!y->dug && y->bldg < 0 && !y->empl &&
	    !plane_in_arc(b, y->facing, 90, a) &&
	    !(y->veh && bg_opt(g, BG_OPT_DIRARMOUR))) {
		p->blue++;
		p->flank = 1;
	}
	p->red = cover(g, u, v) + (y->dug ? g->r.cover_dug : 0) +
	    (y->veh ? bg_armour_vs(g, y, a) : 0) + bg_quality_red(g, y);
	if (y->empl)		/* 4.7: an emplacement, its own value */
		p->red = y->armour;
}

/* The pool of u's weapon w at v without rolling it (bg_vmelee.c):
 * white, blue (flank die included), red; 1 when it had the flank die. */
int
bg_pool_counts(const struct bg_game *g, int u, int w, int v, int *white,
    int *blue, int *red)
{
	struct pool p;

	make_pool(g, u, w, v, &p);
	*white = p.white;
	*blue = p.blue;
	*red = p.red;
	return p.flank;
}

static void
add_die(char *buf, size_t n, char c, int v)
{
	size_t l = strlen(buf);

	snprintf(buf + l, n - l, "%s%c%d", l ? " " : "", c, v);
}

/* 4.8: net hits kill that many different figures at random; a special
 * figure picked saves on its unit's hit number (no run reduction) and a
 * random normal figure dies instead, if one is left. */
static void
casualties(struct bg_turn *t, int v, int net, char *txt, size_t tn)
{
	struct bg_unit *y = &t->g->u[v];
	int n = bg_nfigs(y), dead[BG_MAX_FIGS] = { 0 }, k, i, left, pickn, d;
	int np;
	int hitn = bg_hit_number(&t->g->r, y->grade), norm[BG_MAX_FIGS], nn;
	char out[BG_MAX_FIGS + 1];
	size_t l;

	for (k = 0, np = y->prisoners; k < net && k < n + np; k++) {
		left = 0;
		for (i = 0; i < n; i++)
			left += !dead[i];
		/* 4.8: prisoners kept with the unit are hit like its own
		 * figures (bg_prisoner.c) */
		pickn = (int)dice_uniform(t->dice, (uint32_t)(left +
		    y->prisoners));
		if (pickn >= left) {
			y->prisoners--;
			l = strlen(txt);
			snprintf(txt + l, tn - l, " a prisoner dies;");
			continue;
		}
		for (i = 0; i < n; i++)
			if (!dead[i] && pickn-- == 0)
				break;
		if (y->figs[i] != 'R') {
			d = dice_roll(t->dice, 6);
			nn = 0;
			for (int j = 0; j < n; j++)
				if (!dead[j] && j != i && y->figs[j] == 'R')
					norm[nn++] = j;
			l = strlen(txt);
			if (d >= hitn && nn > 0) {
				int j = norm[dice_uniform(t->dice, (uint32_t)nn)];

				snprintf(txt + l, tn - l, " %c saves (%d), an R "
				    "dies instead;", y->figs[i], d);
				i = j;
			} else
				snprintf(txt + l, tn - l, " %c save fails (%d);",
				    y->figs[i], d);
		}
		dead[i] = 1;
	}
	nn = 0;
	for (i = 0; i < n; i++)
		if (!dead[i])
			out[nn++] = y->figs[i];
	out[nn] = '\0';
	bg_dead_mark(t->g, v, n - nn);	/* 4.18: markers for the medics */
	memcpy(y->figs, out, (size_t)nn + 1);
	if (nn == 0) {
		y->gone = 1;
		y->lost_turn = t->g->turn;
	}
}

/* 4.9: damage to a vehicle by `hits`. */
static void
vehicle_damage(struct bg_turn *t, int v, int hits, int cannot_destroy,
    char *txt, size_t tn)
{
	struct bg_unit *y = &t->g->u[v];
	int d = dice_roll(t->dice, 6), e;
	size_t l = strlen(txt);

	if (!y->immob && !y->halfw) {
		if (hits + d >= t->g->r.destroy_total && !cannot_destroy) {
			snprintf(txt + l, tn - l, " damage %d+%d: destroyed.",
			    hits, d);
			y->gone = 1;
			y->lost_turn = t->g->turn;
			bg_passengers_hit(t, v, 1);
			return;
		}
		e = dice_roll(t->dice, 6);
		if (e <= 2)
			y->immob = 1;
		else
			y->halfw = 1;
		snprintf(txt + l, tn - l, " damage %d+%d, then %d: %s.", hits,
		    d, e, e <= 2 ? "immobilized" : "half weapons");
		bg_passengers_hit(t, v, 0);
		return;
	}
	if (hits + d < t->g->r.damaged_total) {
		snprintf(txt + l, tn - l, " damage %d+%d: no further damage.",
		    hits, d);
		return;
	}
	e = dice_roll(t->dice, 6);
	if (e == 1) {
		y->immob = y->halfw = 1;
		snprintf(txt + l, tn - l, " damage %d+%d, then 1: immobilized "
		    "and half weapons.", hits, d);
		bg_passengers_hit(t, v, 0);
	} else {
		y->gone = 1;
		y->lost_turn = t->g->turn;
		snprintf(txt + l, tn - l, " damage %d+%d, then %d: destroyed.",
		    hits, d, e);
		bg_passengers_hit(t, v, 1);
	}
}

int
bg_pool_net(struct bg_turn *t, int u, int v, char *txt, size_t n)
{
	struct bg_game *g = t->g;
	struct pool p;
	int i, d, hits = 0, cancels = 0, grade = g->u[u].grade +
	    (g->u[u].run ? 1 : 0) + (g->u[u].cav == BG_CAV_MOUNTED) +
	    (g->u[u].carrier != 0), hitn;

	make_pool(g, u, 0, v, &p);
	hitn = bg_hit_number(&g->r, grade > 4 ? 4 : grade);
	txt[0] = '\0';
	for (i = 0; i < p.white + p.blue + p.red; i++) {
		d = dice_roll(t->dice, 6);
		add_die(txt, n, i < p.white ? 'W' : i < p.white + p.blue ?
		    'B' : 'R', d);
		if (i < p.white + p.blue)
			hits += d >= hitn;
		if (d == 1 && (i < p.white || i >= p.white + p.blue))
			cancels++;
	}
	return hits > cancels ? hits - cancels : 0;
}

static void
shoot(struct bg_turn *t, int u, int w, int v)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u], *y = &g->u[v];
	struct pool p;
	char dice[256] = "", txt[768], res[400] = "", wn[16], dist[16];
	int i, d, hits = 0, cancels = 0, net, hitn, before, grade;
	int was_standing = bg_standing(y), road;

	make_pool(g, u, w, v, &p);
	/* G7 [P]: a target with the road marker gives the shot a blue die,
	 * and the marker goes */
	road = y->road && !y->veh ? g->ur.road_blue : 0;
	p.blue += road;
	y->road = 0;
	grade = x->grade + (x->run ? 1 : 0) +	/* 2.2: run costs a grade */
	    (x->cav == BG_CAV_MOUNTED) +	/* 2.8: so does a horse */
	    (x->carrier != 0);			/* 4.5: and a vehicle */
	bg_passenger_fired(g, u);
	hitn = bg_hit_number(&g->r, grade > 4 ? 4 : grade);
	for (i = 0; i < p.white; i++) {
		d = dice_roll(t->dice, 6);
		add_die(dice, sizeof dice, 'W', d);
		hits += d >= hitn;
		cancels += d == 1;
	}
	for (i = 0; i < p.blue; i++) {
		d = dice_roll(t->dice, 6);
		add_die(dice, sizeof dice, 'B', d);
		hits += d >= hitn;
	}
	for (i = 0; i < p.red; i++) {
		d = dice_roll(t->dice, 6);
		add_die(dice, sizeof dice, 'R', d);
		cancels += d == 1;
	}
	net = hits > cancels ? hits - cancels : 0;
	if (armoured(y) && net > 0) {
		if (p.no_h)
			net /= 2;	/* 4.5: infantry without H halves */
		else if (p.main_gun)
			net *= 2;	/* main guns double */
	}
	before = bg_nfigs(y);
	if (net > 0 && y->empl)
		bg_empl_damage(t, v, net, res, sizeof res);
	else if (net > 0 && y->veh)
		vehicle_damage(t, v, net, p.no_h && armoured(y), res,
		    sizeof res);
	else if (net > 0)
		casualties(t, v, net, res, sizeof res);
	x->run = 0;		/* 4.5: the run marker goes after shooting */
	if (x->veh)
		snprintf(wn, sizeof wn, " (%s)", bg_weap_names[x->weap[w]]);
	else
		wn[0] = '\0';
	bg_len_out(plane_isqrt_round((uint64_t)plane_dist2(bg_centre(g, x),
	    bg_centre(g, y))), dist, sizeof dist);
	snprintf(txt, sizeof txt, "%s%s fires at %s (%s\"): %dW %dB vs %dR%s, "
	    "hits on %d+: %s -> %d hit%s, %d cancelled, %d net%s.%s", x->id,
	    wn, y->id, dist, p.white, p.blue, p.red, p.flank ? road ?
	    " (flank, road)" : " (flank)" : road ? " (road)" : "",
	    hitn, dice, hits, hits == 1 ? "" : "s",
	    hits < cancels ? hits : cancels, net,
	    y->veh ? "" : "", res);
	if (!y->veh && !y->empl && net > 0)
		snprintf(txt + strlen(txt), sizeof txt - strlen(txt),
		    " %s loses %d figure%s%s.", y->id, before - bg_nfigs(y),
		    before - bg_nfigs(y) == 1 ? "" : "s",
		    !bg_alive(y) ? " and is eliminated" :
		    was_standing && !bg_standing(y) ? " and is no longer "
		    "standing" : "");
	if (x->hidden) {
		bg_reveal(g, u, t->log, "it fired");
		bg_sight_update(g, t->log);
	}
	if (y->hidden && net > 0)
		bg_reveal(g, v, t->log, "it suffered losses");
	bg_rout_after_shot(t, u, v, before);	/* option 4.20d */
	{
		/* the map: the ruler centre to centre (4.5 measures so)
		 * with its length, and the sight line */
		struct plane_pt a = bg_centre(g, x), b = bg_centre(g, y);
		struct draw_ruling r[2];

		r[0] = draw_ruler((int)a.x, (int)a.y, (int)b.x, (int)b.y, -1);
		r[1] = draw_sight((int)a.x, (int)a.y, (int)b.x, (int)b.y, 0,
		    0, 0, x->side);
		bg_say_rulings(t, bg_mask_of(g, u, v), r, 2, "%s", txt);
		event_kind(t->log, EVENT_K_FIGHT);
	}
	bg_sight_update(g, t->log);
}

void
bg_fire(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	int w, nw = x->veh ? x->nweap : 1, v, any = 0, ntold = 0;
	int told[BG_MAX_WEAP * BG_MAX_TGT];

	/* smoke, flares, clearing, healing instead of firing; a medic
	 * heals besides any other order (4.15, 4.16, 4.18) */
	if (o->act >= BG_A_SMOKE && !g->declaring) {
		if (o->act == BG_A_SMOKE || o->act == BG_A_FLARE)
			bg_smoke_fire(t, u, o);
		else if (o->act == BG_A_CLEAR)
			bg_clear_fire(t, u, o);
		bg_heal(t, u, o->act == BG_A_HEAL);
		return;
	}
	if (o->act >= BG_A_SMOKE)
		return;
	if (!g->declaring && g->clearing != u + 1)
		bg_heal(t, u, 0);
	if (o->act == BG_A_HOLDFIRE) {
		if (!g->declaring)
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s holds its fire.", x->id);
		return;
	}
	for (w = 0; w < nw; w++) {
		if (g->declaring) {
			g->decl[u][w] = pick(g, u, w, o->tgt[w], o->ntgtw[w]);
			continue;
		}
		v = g->use_decl ? g->decl[u][w] : pick(g, u, w, o->tgt[w],
		    o->ntgtw[w]);
		wreck_blocked(t, u, w, o, v, told, &ntold);
		if (v < 0)
			continue;
		any = 1;
		if (!bg_alive(&g->u[v]) || !bg_alive(x)) {
			bg_say(t, u, -1, "%s's shot at %s is wasted: the target "
			    "is gone.", x->id, g->u[v].id);
			continue;
		}
		shoot(t, u, w, v);
	}
	if (!any && !g->declaring)
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s has no "
		    "target it may fire at.", x->id);
}

/* Net hits from outside a unit's own fire (artillery): casualties or
 * vehicle damage; no halving or doubling (A15). */
void
bg_losses(struct bg_turn *t, int v, int net, char *txt, size_t tn)
{
	if (t->g->u[v].empl)
		bg_empl_damage(t, v, net, txt, tn);
	else if (t->g->u[v].veh)
		vehicle_damage(t, v, net, 0, txt, tn);
	else
		casualties(t, v, net, txt, tn);
}
