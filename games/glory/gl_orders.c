/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_orders.c - the orders JSON of both sides -> this turn's plan for
 * every casting: standing orders (FIRE, REACT, WOUNDED, TIE, FLEETO,
 * @command ORDER) are written into the state and kept until replaced;
 * this-turn orders go into the plan; and every gap is filled by the
 * command default of digest 6 (a side that sent nothing is all gaps).
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* The nearest able enemy man m sees himself within maxd (0: any). */
int
gl_nearest_seen(const struct gl_game *g, int m, int64_t maxd)
{
	const struct gl_man *a = &g->man[m];
	int64_t best = -1, d;
	int e, who = -1;

	for (e = 0; e < g->nman; e++) {
		if (g->man[e].side == a->side || !gl_man_sees(g, m, e))
			continue;
		d = plane_dist2(gl_pt(a->x, a->y), gl_pt(g->man[e].x,
		    g->man[e].y));
		if (maxd > 0 && plane_cmp_dist(gl_pt(a->x, a->y),
		    gl_pt(g->man[e].x, g->man[e].y), maxd) > 0)
			continue;
		if (best < 0 || d < best) {
			best = d;
			who = e;
		}
	}
	return who;
}

#define GL_T_UNKNOWN	(-100)	/* no such man: the ELSE stands in */

static int
tgt_value(const struct gl_game *g, const char *s)
{
	if (s == NULL || strcmp(s, "NEAREST") == 0)
		return GL_T_NEAREST;
	if (strcmp(s, "NONE") == 0)
		return GL_T_NONE;
	if (strcmp(s, "LEADER") == 0)
		return GL_T_LEADER;	/* the nearest leader (gl_fx.c) */
	if (strcmp(s, "GUN") == 0 || gl_find_gun(g, s) >= 0)
		return GL_T_GUN;	/* a gun's crew (gl_fx.c) */
	/* no such man: as one never seen, the ELSE stands in (a missing
	 * man must not answer otherwise than an unseen one) */
	return gl_find_man(g, s) >= 0 ? gl_find_man(g, s) : GL_T_UNKNOWN;
}

static void
standing(struct gl_game *g, struct gl_man *m, const json_t *o)
{
	const json_t *f = json_object_get(o, "fire"), *v;
	const char *ft = json_string_value(json_object_get(f, "feature"));
	int k;

	if (f) {
		m->fire_else = json_is_string(json_object_get(f, "else")) &&
		    strcmp(json_string_value(json_object_get(f, "else")),
		    "NONE") == 0 ? GL_T_NONE : GL_T_NEAREST;
		/* FIRE at a point or a feature: whoever stands there
		 * (gl_fx.c) */
		m->fire_at = 0;
		if (json_unpack(json_object_get(f, "point"), "[ii]",
		    &m->fire_ax, &m->fire_ay) == 0 && m->fire_ax >= 0 &&
		    m->fire_ay >= 0 && m->fire_ax <= g->width &&
		    m->fire_ay <= g->height)
			m->fire_at = 1;
		else if (ft && strlen(ft) < GL_ID_LEN &&
		    gl_find_feature(g, ft, &k, &k) >= 0 &&
		    gl_find_feature(g, ft, &k, &k) != 5) {
			m->fire_at = 2;
			snprintf(m->fire_af, sizeof m->fire_af, "%s", ft);
		}
		m->fire_gun = 0;
		if (m->fire_at)
			m->fire_tgt = GL_T_AT;
		else
			m->fire_tgt = tgt_value(g, json_string_value(
			    json_object_get(f, "target")));
		/* FIRE GUN or FIRE G2: the crew of that gun, or of the
		 * nearest (gl_fx.c); a gun of his own side or one his side
		 * has never seen is no target */
		if (m->fire_tgt == GL_T_GUN) {
			k = gl_find_gun(g, json_string_value(
			    json_object_get(f, "target")));

			if (k >= 0 && (g->gun[k].side == m->side ||
			    !g->gun[k].ever_seen))
				m->fire_tgt = m->fire_else;
			else if (k >= 0)
				m->fire_gun = k + 1;
		}
		/* no such enemy, or one his side has never seen (whose id
		 * no later report may repeat): his ELSE stands in */
		if (m->fire_tgt == GL_T_UNKNOWN || (m->fire_tgt >= 0 &&
		    (g->man[m->fire_tgt].side == m->side ||
		    !g->man[m->fire_tgt].ever_seen)))
			m->fire_tgt = m->fire_else;
		m->horse = json_is_true(json_object_get(f, "horse"));
	}
	if ((v = json_object_get(o, "counter")))
		m->react = json_is_true(v);
	if ((v = json_object_get(o, "wounded_flee")))
		m->wounded_flee = json_is_true(v);
	if ((v = json_object_get(o, "tie_flee")))
		m->tie_flee = json_is_true(v);
	if ((v = json_object_get(o, "fleeto"))) {
		m->fleeto_edge = json_array_size(v) == 0;
		if (!m->fleeto_edge)
			json_unpack(json_array_get(v, 0), "[ii]", &m->fleeto_x,
			    &m->fleeto_y);
	}
}

static void
plan_move(struct gl_plan *p, const json_t *mv)
{
	const json_t *pts = json_object_get(mv, "pts"), *v;
	size_t i;

	json_array_foreach(pts, i, v) {
		if (p->nway == GL_MAX_WAY)
			break;
		if (json_unpack((json_t *)v, "[ii]", &p->wx[p->nway],
		    &p->wy[p->nway]) == 0)
			p->nway++;
	}
	p->has_move = p->nway > 0;
	if (json_is_integer(json_object_get(mv, "face")))
		p->face = (int)json_integer_value(json_object_get(mv, "face"));
	if (json_is_integer(json_object_get(mv, "stopif_enemy")))
		p->stopif_enemy = (int)json_integer_value(json_object_get(mv,
		    "stopif_enemy"));
	p->stopif_seen = json_is_true(json_object_get(mv, "stopif_seen"));
}

/* This turn's orders of one man into his plan (ELSE of a charge too). */
static void
plan_turn(struct gl_game *g, struct gl_plan *p, const json_t *o, int depth)
{
	const json_t *ch = json_object_get(o, "charge");

	if (json_object_get(o, "move"))
		plan_move(p, json_object_get(o, "move"));
	if (json_is_integer(json_object_get(o, "face")))
		p->face = (int)json_integer_value(json_object_get(o, "face"));
	p->prone |= json_is_true(json_object_get(o, "prone"));
	p->up |= json_is_true(json_object_get(o, "up"));
	p->save |= json_is_true(json_object_get(o, "save"));
	p->nofire |= json_is_true(json_object_get(o, "nofire"));
	gl_track_plan(g, o, p);		/* FACE TRACK (gl_fx.c) */
	if (json_is_true(json_object_get(o, "hold")))
		p->has_move = -1;	/* an explicit "stay" */
	if (ch && depth == 0) {
		p->charge = gl_find_man(g, json_string_value(
		    json_object_get(ch, "target")));
		p->charge_ifreach = json_is_true(json_object_get(ch,
		    "ifreach"));
		p->busy = json_is_true(json_object_get(ch, "flow"));
		if (json_is_string(json_object_get(ch, "busy_alt")))
			p->busy_alt = gl_find_man(g, json_string_value(
			    json_object_get(ch, "busy_alt")));
		if (json_object_get(ch, "else"))
			plan_turn(g, p, json_object_get(ch, "else"), 1);
	}
}

/* The objective point of a command for man m (digest 3.1, 6). */
static void
objective(const struct gl_game *g, int m, int *x, int *y)
{
	const struct gl_man *a = &g->man[m];
	const struct gl_cmd *c = &g->cmd[a->cmd];
	int home = g->home[a->side], i, j;

	*x = a->x, *y = a->y;
	/* WITHDRAW "to a specific terrain feature" (3.1): its OBJ, else
	 * the home edge */
	if ((c->order == GL_O_WITHDRAW && c->obj_kind != 1 &&
	    c->obj_kind != 3) || c->obj_kind == 2) {
		if (home == 0)
			*y = g->height;
		else if (home == 1)
			*y = 0;
		else if (home == 2)
			*x = g->width;
		else
			*x = 0;
		return;
	}
	if (c->obj_kind == 1 || c->obj_kind == 3) {
		*x = c->obj_x, *y = c->obj_y;
	}
	/* a feature other than a line: its point nearest him (gl_aim.c) */
	if (c->obj_kind == 3 && gl_find_feature(g, c->obj_feature, &i, &j) !=
	    1) {
		gl_aim_feature(g, c->obj_feature, a->x, a->y, x, y);
		return;
	}
	for (i = 0; c->obj_kind == 3 && i < g->nline; i++) {
		const struct gl_line *l = &g->line[i];
		int64_t best = -1, d;

		if (strcmp(l->id, c->obj_feature) != 0)
			continue;
		for (j = 0; j + 1 < l->p.n; j++) {
			struct plane_seg s;
			struct plane_pt q;

			s.a = gl_pt(l->p.x[j], l->p.y[j]);
			s.b = gl_pt(l->p.x[j + 1], l->p.y[j + 1]);
			q = plane_seg_nearest(s, gl_pt(a->x, a->y));
			d = plane_dist2(q, gl_pt(a->x, a->y));
			if (best < 0 || d < best) {
				best = d;
				*x = (int)q.x, *y = (int)-q.y;
			}
		}
	}
}

/* Is (x, y) within r of command c's objective (its point, or the
 * feature's nearest point), or, with edge, of its side's home edge? */
static int
near_obj(const struct gl_game *g, const struct gl_cmd *c, int edge, int x,
    int y, int r_yd)
{
	int ox = c->obj_x, oy = c->obj_y, home = g->home[c->side];
	int64_t r = (int64_t)r_yd * GL_YD;

	if (edge)
		return home == 0 ? g->height - y <= r : home == 1 ? y <= r :
		    home == 2 ? g->width - x <= r : x <= r;
	if (c->obj_kind == 3 && gl_aim_feature(g, c->obj_feature, x, y, &ox,
	    &oy) < 0)
		return 0;
	return plane_cmp_dist(gl_pt(x, y), gl_pt(ox, oy), r) <= 0;
}

void
gl_orders_auto(struct gl_game *g, struct event_log *log)
{
	const struct gl_orules *o = &g->f.o;
	struct gl_cmd *c;
	int k, m, at, all, any, clear, edge;
	char why[96];

	for (k = 0; k < g->ncmd; k++) {
		c = &g->cmd[k];
		edge = c->obj_kind != 1 && c->obj_kind != 3;
		if (c->order != GL_O_ATTACK && c->order != GL_O_WITHDRAW)
			continue;
		if (c->order == GL_O_ATTACK && edge)
			continue;	/* against a force: till it is gone */
		at = any = clear = 0;
		all = 1;
		for (m = 0; m < g->nman; m++) {
			const struct gl_man *a = &g->man[m];

			if (!gl_able(a))
				continue;
			/* only enemies its side sees (digest 7) */
			if (a->side != c->side && a->seen && near_obj(g, c, 0,
			    a->x, a->y, o->secure_clear_yd))
				clear = -1;
			if (a->cmd != k || a->demor)
				continue;
			any = 1;
			if (near_obj(g, c, c->order == GL_O_WITHDRAW && edge,
			    a->x, a->y, c->order == GL_O_ATTACK ? o->secure_yd :
			    o->arrive_yd))
				at = 1;
			else
				all = 0;
		}
		if (c->order == GL_O_ATTACK ? !(at && clear == 0) : !(any &&
		    all))
			continue;
		snprintf(why, sizeof why, c->order == GL_O_ATTACK ? "%s has "
		    "secured its objective%s%s" : "%s has withdrawn to %s%s",
		    c->id, c->order == GL_O_ATTACK ? " " : edge ?
		    "the home edge" : "its objective ", edge ? "" :
		    c->obj_kind == 3 ? c->obj_feature : "point");
		c->order = GL_O_HOLD;
		/* its own side's: the enemy never learns an order */
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(c->side), "%s: its order "
		    "is now HOLD (3.1)", why);
		for (m = 0; m < g->nman; m++)	/* 2.13: a new order */
			if (g->man[m].cmd == k && !g->man[m].demor)
				gl_fire_cease(g, m, "the order is now HOLD",
				    log);
	}
}

/* Command defaults for a man whose sheet left his movement open. */
static void
default_move(struct gl_game *g, int m, struct gl_plan *p)
{
	const struct gl_man *a = &g->man[m];
	int order = g->cmd[a->cmd].order, e, x, y;
	int64_t reach;

	if (a->demor || a->locked || a->gun)
		return;
	if (order == GL_O_ATTACK) {
		reach = (int64_t)gl_allowance(g, m, 1) * GL_YD;
		for (e = 0; e < g->nman; e++)
			if (g->man[e].side != a->side && gl_man_sees(g, m, e) &&
			    gl_in_arc(a, g->r.charge_arc, g->man[e].x,
			    g->man[e].y) && gl_gap_cmp(a, &g->man[e], reach) <= 0
			    && (p->charge < 0 || plane_dist2(gl_pt(a->x, a->y),
			    gl_pt(g->man[e].x, g->man[e].y)) < plane_dist2(
			    gl_pt(a->x, a->y), gl_pt(g->man[p->charge].x,
			    g->man[p->charge].y))))
				p->charge = e;
		if (p->charge >= 0) {
			p->charge_ifreach = 1;
			return;
		}
	}
	if (order == GL_O_ATTACK || order == GL_O_WITHDRAW) {
		objective(g, m, &x, &y);
		if (x != a->x || y != a->y) {
			p->wx[0] = x, p->wy[0] = y;
			p->nway = 1;
			p->has_move = 1;
		}
		return;
	}
	if (order == GL_O_HOLD && (e = gl_nearest_seen(g, m, 0)) >= 0)
		p->face = gl_bearing(a->x, a->y, g->man[e].x, g->man[e].y);
}

/* Digest 3.1 [P]: a command whose leader is demoralized cannot receive
 * a new order unless a higher leader issues it: its best leader able to
 * fight is demoralized and no steady leader of the side outranks him. */
static int
order_blocked(const struct gl_game *g, int k)
{
	int m, best = 0, steady = 0, side = g->cmd[k].side;

	for (m = 0; m < g->nman; m++)
		if (g->man[m].cmd == k && gl_able(&g->man[m]) &&
		    g->man[m].leader > best)
			best = g->man[m].leader;
	for (m = 0; best && m < g->nman; m++)
		if (g->man[m].cmd == k && gl_able(&g->man[m]) &&
		    g->man[m].leader == best && !g->man[m].demor)
			steady = 1;
	if (best == 0 || steady)
		return 0;
	for (m = 0; m < g->nman; m++)
		if (g->man[m].side == side && gl_able(&g->man[m]) &&
		    !g->man[m].demor && g->man[m].leader > best)
			return 0;
	return 1;
}

/* @command VOLLEY (gl_volley.c): this turn's order on every man of the
 * command; the sheet's "volleys" object, {"@U1": {"target": id|NEAREST|
 * LEADER, or "point": [x, y]; "else": "NONE"}}. */
static void
volleys(const struct gl_game *g, int s, const json_t *vs,
    struct gl_plan *plan)
{
	const json_t *o;
	const char *key, *t;
	int k, m, x, y, tgt, none;

	json_object_foreach((json_t *)vs, key, o) {
		k = gl_find_cmd(g, key);
		if (k < 0 || g->cmd[k].side != s)
			continue;
		t = json_string_value(json_object_get(o, "target"));
		none = json_is_string(json_object_get(o, "else")) &&
		    strcmp(json_string_value(json_object_get(o, "else")),
		    "NONE") == 0;
		x = y = 0;
		if (json_unpack(json_object_get(o, "point"), "[ii]", &x, &y)
		    == 0 && x >= 0 && y >= 0 && x <= g->width &&
		    y <= g->height)
			tgt = GL_T_POINT;
		else if (t == NULL || strcmp(t, "NEAREST") == 0)
			tgt = GL_T_NEAREST;
		else if (strcmp(t, "LEADER") == 0)
			tgt = GL_T_LEADER;
		else {
			/* no such man, or one never seen: the ELSE, as FIRE */
			tgt = gl_find_man(g, t);
			if (tgt >= 0 && (g->man[tgt].side == s ||
			    !g->man[tgt].ever_seen))
				tgt = -1;
			if (tgt < 0)
				tgt = none ? GL_T_NONE : GL_T_NEAREST;
		}
		for (m = 0; m < g->nman; m++)
			if (g->man[m].cmd == k && gl_able(&g->man[m])) {
				plan[m].vol = 1;
				plan[m].vol_tgt = tgt;
				plan[m].vol_x = x, plan[m].vol_y = y;
				plan[m].vol_none = none;
			}
	}
}

void
gl_plan_build(struct gl_game *g, const json_t *orders, struct gl_plan *plan,
    struct event_log *log)
{
	const json_t *so, *men, *cmds, *o;
	const char *key;
	struct gl_cmd before;
	int s, m, k, blocked;
	char why[64];

	for (m = 0; m < g->nman; m++) {
		memset(&plan[m], 0, sizeof plan[m]);
		plan[m].face = -1;
		plan[m].stopif_enemy = -1;
		plan[m].charge = -1;
		plan[m].busy_alt = -1;
		plan[m].fire_tgt = GL_T_DEFAULT;
	}
	for (s = 0; s < GL_NSIDES; s++) {
		so = json_object_get(orders, g->side[s]);
		if (!json_is_object(so))
			continue;
		cmds = json_object_get(so, "cmds");
		json_object_foreach((json_t *)cmds, key, o) {
			k = gl_find_cmd(g, key);
			if (k < 0 || g->cmd[k].side != s)
				continue;
			before = g->cmd[k];
			if (order_blocked(g, k))
				blocked = 1;
			else
				blocked = 0;
			g->cmd[k].order = (int)(json_integer_value(
			    json_object_get(o, "order")) % 5);
			if (g->cmd[k].order < 0)	/* a hostile number */
				g->cmd[k].order = before.order;
			if (json_is_true(json_object_get(o, "edge")))
				g->cmd[k].obj_kind = 2;
			else if (json_object_get(o, "point")) {
				g->cmd[k].obj_kind = 1;
				json_unpack(json_object_get(o, "point"), "[ii]",
				    &g->cmd[k].obj_x, &g->cmd[k].obj_y);
			} else if (json_is_string(json_object_get(o,
			    "feature"))) {
				g->cmd[k].obj_kind = 3;
				snprintf(g->cmd[k].obj_feature, GL_ID_LEN, "%s",
				    json_string_value(json_object_get(o,
				    "feature")));
				gl_find_feature(g, g->cmd[k].obj_feature,
				    &g->cmd[k].obj_x, &g->cmd[k].obj_y);
			}
			if (blocked && memcmp(&before, &g->cmd[k],
			    sizeof before) != 0) {
				g->cmd[k] = before;
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s's "
				    "leader is demoralized and no higher leader "
				    "is steady: the new order is not received",
				    g->cmd[k].id);
			}
			/* 2.13 [T]: a new general order ends its men's
			 * standing FIRE (a FIRE on this sheet stands anew);
			 * a demoralized man reacts to no new order (3.21) */
			snprintf(why, sizeof why, "%s's order is now %s",
			    g->cmd[k].id, gl_order_name(g->cmd[k].order));
			for (m = 0; g->cmd[k].order != before.order &&
			    m < g->nman; m++)
				if (g->man[m].cmd == k && !g->man[m].demor &&
				    !json_object_get(json_object_get(
				    json_object_get(so, "men"), g->man[m].id),
				    "fire"))
					gl_fire_cease(g, m, why, log);
		}
		volleys(g, s, json_object_get(so, "volleys"), plan);
		men = json_object_get(so, "men");
		json_object_foreach((json_t *)men, key, o) {
			m = gl_find_man(g, key);
			if (m < 0 || g->man[m].side != s ||
			    !gl_able(&g->man[m]))
				continue;
			if (!g->man[m].demor)	/* 3.21: cannot react */
				standing(g, &g->man[m], o);
			plan_turn(g, &plan[m], o, 0);
		}
	}
	for (m = 0; m < g->nman; m++) {
		if (!gl_able(&g->man[m]))
			continue;
		plan[m].fire_tgt = g->man[m].fire_tgt;
		if (plan[m].has_move == 0 && plan[m].charge < 0 &&
		    plan[m].face < 0 && !plan[m].prone && !plan[m].up &&
		    !plan[m].track)
			default_move(g, m, &plan[m]);
		if (plan[m].has_move < 0)
			plan[m].has_move = 0;
	}
}
