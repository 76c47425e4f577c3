/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_deploy.c - deployment (§5.5) and what the scenarios do around it
 * (§5.6).  [PROPOSED] by mail (§7 #27): the passive side deploys
 * everything first on a sealed sheet, then the active side after seeing
 * it (both at once in scenario 5).  A sheet is applied to the game (or
 * to a scratch copy, to check it at once for the receipt): units in the
 * deployment rows (never the end columns), each command one orthogonally
 * connected group, the box rules, camps on the base edge next to a unit
 * of their command and out of rough terrain, fortifications and stakes,
 * the delaying stratagems (K hearts, K clubs, K diamonds, K spades) and
 * Q spades' chosen unit, the scenarios' delayed commands and surrendered
 * units.  At the end: J hearts, J clubs, the scenario saves and medals.
 * A side with no valid sheet is deployed by the server (front row first,
 * left to right, in order of battle).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

static int
jint(const json_t *o, const char *k, int dflt)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

struct dp {
	struct ts_game *g;
	int side;
	char *why;
	size_t n;
	int *line;
};

static int
bad(struct dp *d, int line, const char *fmt, const char *a)
{
	snprintf(d->why, d->n, fmt, a ? a : "");
	*d->line = line;
	return -1;
}

static const char *
uname(const struct ts_game *g, int u, char *b)
{
	snprintf(b, 8, "U%d", g->u[u].num);
	return b;
}

/* Rows a unit may deploy in: 2 (3 on deep tables), one more for light
 * troops in scenarios 4 and 5, and for the passive side in scenario 6. */
static int
extra_rows(const struct ts_game *g, int side, int u)
{
	int e = 0;

	if (ts_is_light(g, u))
		e += g->r.sc[g->scenario].light_fwd;
	if (g->u[u].mounts)		/* mounted infantry (§4.14) */
		e++;
	if (side != g->first)
		e += g->r.sc[g->scenario].passive_fwd;
	return e;
}

static int
use_card(struct dp *d, int kind, int line, const char *what)
{
	int i = ts_strat_held(d->g, d->side, kind);
	struct ts_side *s = &d->g->side[d->side];

	if (i < 0)
		return bad(d, line, "%s needs its stratagem card, which you do "
		    "not hold", what);
	s->hand[i] = s->hand[--s->nhand];	/* used, and never shown */
	return 0;
}

static int
delayable(const struct ts_game *g, int u)
{
	return !ts_has(g, u, TSF_ELEPHANT) && !ts_has(g, u, TSF_SCYTHED);
}

static void
delay_unit(struct ts_game *g, int u, int away, int arg)
{
	g->u[u].status = TS_WAIT;
	g->u[u].away = away;
	g->u[u].away_arg = arg;
}

/* FLANKMARCH, RESERVE, LOST: a unit by its card, or (scenarios 7, 9) a
 * whole command. */
static int
delays(struct dp *d, const json_t *o)
{
	static const int kinds[3] = { ST_KC, ST_KD, ST_KS };
	static const int aways[3] = { TS_AWAY_FLANK, TS_AWAY_RESERVE,
	    TS_AWAY_LOST };
	struct ts_game *g = d->g;
	const json_t *v;
	const char *w;
	size_t i;
	/* 1: the active side's command is delayed, 2: the passive's */
	int line, id, k, u, sc = g->r.sc[g->scenario].delay_active ? 1 :
	    g->r.sc[g->scenario].delay_passive ? 2 : 0;

	json_array_foreach(json_object_get(o, "delays"), i, v) {
		w = json_string_value(json_object_get(v, "what"));
		line = jint(v, "line", 0);
		id = jint(v, "id", -1);
		k = w == NULL ? -1 : w[0] == 'f' ? 0 : w[0] == 'r' ? 1 : 2;
		if (k < 0 || id < 0)
			return bad(d, line, "bad delay%s", NULL);
		if (jint(v, "cmd", 0)) {
			int ok = (sc == 1 && d->side == g->first) ||
			    (sc == 2 && d->side != g->first);

			if (k == 2 || !ok)
				return bad(d, line, "a whole command is delayed "
				    "only in scenario 7 (active) or 9 (passive, "
				    "reserve)%s", NULL);
			if (sc == 2 && k != 1)
				return bad(d, line, "scenario 9 holds the "
				    "command in reserve%s", NULL);
			for (u = 0; u < g->nunits; u++)
				if (g->u[u].cmd == id)
					delay_unit(g, u, aways[k],
					    jint(v, "arg", 0));
			continue;
		}
		if (!delayable(g, id))
			return bad(d, line, "elephants and scythed chariots "
			    "are never delayed (rule 4.11)%s", NULL);
		if (use_card(d, kinds[k], line, k == 0 ? "FLANKMARCH" :
		    k == 1 ? "RESERVE" : "LOST"))
			return -1;
		delay_unit(g, id, aways[k], jint(v, "arg", 0));
		if ((u = jint(v, "gen", -1)) >= 0 && u < g->ngens &&
		    g->gen[u].cmd == g->u[id].cmd) {
			g->gen[u].detached = 0;
			g->gen[u].unit = id;
		}
	}
	return 0;
}

/* K hearts: light troops hidden in LOS-blocking terrain (hills too) in
 * their own half; foot also in broken ground. */
static int
ambushes(struct dp *d, const json_t *o)
{
	struct ts_game *g = d->g;
	const struct ts_terrain *t;
	const json_t *v;
	size_t i;
	int u, b, x, y, line, own;
	char n[8];

	json_array_foreach(json_object_get(o, "ambush"), i, v) {
		u = jint(v, "u", -1);
		b = jint(v, "box", -1);
		line = jint(v, "line", 0);
		if (u < 0 || b < 0)
			return bad(d, line, "bad ambush%s", NULL);
		x = b % g->w;
		y = b / g->w;
		t = ts_terr_at(g, x, y);
		own = d->side == TS_RED ? y < g->d / 2 : y >= (g->d + 1) / 2;
		if (!ts_is_light(g, u) || !delayable(g, u))
			return bad(d, line, "%s: only light troops ambush",
			    uname(g, u, n));
		if (!own || !(t->blocks || t->hill || (t->key[0] == 'b' &&
		    !ts_is_mounted(g, u) && g->r.opt.ambush_broken_foot)) ||
		    t->cls == TS_IMPASSABLE)
			return bad(d, line, "an ambush hides in terrain that "
			    "blocks sight, or a hill, in your own half "
			    "(rule 5.3)%s", NULL);
		if (use_card(d, ST_KH, line, "AMBUSH"))
			return -1;
		g->u[u].status = TS_AMBUSH;
		g->u[u].x = x;
		g->u[u].y = y;
		g->u[u].face = jint(v, "face", 0) & 3;
	}
	return 0;
}

static int
place_units(struct dp *d, const json_t *o)
{
	struct ts_game *g = d->g;
	const json_t *v;
	size_t i;
	int u, b, x, y, line, f, pos;
	char why[120], n[8];

	json_array_foreach(json_object_get(o, "units"), i, v) {
		u = jint(v, "u", -1);
		b = jint(v, "box", -1);
		line = jint(v, "line", 0);
		f = jint(v, "face", 0) & 3;
		pos = jint(v, "pos", -1);
		if (u < 0 || b < 0 || u >= g->nunits)
			return bad(d, line, "bad DEPLOY%s", NULL);
		if (g->u[u].status != TS_UNPLACED)
			return bad(d, line, "%s is deployed twice, or delayed",
			    uname(g, u, n));
		x = b % g->w;
		y = b / g->w;
		if (!ts_in_deploy_zone(g, d->side, x, y, extra_rows(g,
		    d->side, u)))
			return bad(d, line, "outside your deployment zone "
			    "(rule 1.2)%s", NULL);
		if (!ts_enter_ok(g, u, -1, -1, x, y, f, 0, why, sizeof why))
			return bad(d, line, "%s", why);
		ts_place(g, u, x, y, f, pos < 0 ? ts_box_friends(g, x, y,
		    d->side, (int[4]){ 0 }) == 0 : pos);
	}
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == d->side && g->u[u].status == TS_UNPLACED)
			return bad(d, 0, "%s is not deployed", uname(g, u, n));
	return 0;
}

/* §5.5: each command's units on the table, one orthogonal group. */
static int
connected(struct dp *d)
{
	struct ts_game *g = d->g;
	int c, u, seen[TS_MAX_UNITS], q[TS_MAX_UNITS], h, t, a, k, any;
	char n[8];

	for (c = 0; c < g->ncmds; c++) {
		if (g->cmd[c].side != d->side)
			continue;
		memset(seen, 0, sizeof seen);
		for (any = -1, u = 0; u < g->nunits && any < 0; u++)
			if (g->u[u].cmd == c && ts_on(g, u))
				any = u;
		if (any < 0)
			continue;
		h = t = 0;
		q[t++] = any;
		seen[any] = 1;
		while (h < t) {
			a = q[h++];
			for (k = 0; k < g->nunits; k++)
				if (!seen[k] && g->u[k].cmd == c &&
				    ts_on(g, k) && abs(g->u[k].x - g->u[a].x) +
				    abs(g->u[k].y - g->u[a].y) <= 1) {
					seen[k] = 1;
					q[t++] = k;
				}
		}
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].cmd == c && ts_on(g, u) && !seen[u])
				return bad(d, 0, "command C%s's units must "
				    "form one orthogonally connected group "
				    "(rule 5.5)", (snprintf(n, sizeof n, "%d",
				    g->cmd[c].num), n));
	}
	return 0;
}

static int
camp_ok(struct dp *d, int k, int x, int y, int line)
{
	struct ts_game *g = d->g;
	int base = d->side == TS_RED ? 0 : g->d - 1, u;

	if (y != base)
		return bad(d, line, "a camp stands on your base edge (rule "
		    "2.6)%s", NULL);
	if (ts_rough(g, x, y) || ts_impassable(g, x, y) ||
	    ts_camp_at(g, x, y) >= 0)
		return bad(d, line, "not in rough terrain, or on another camp "
		    "(rule 2.6)%s", NULL);
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].cmd == g->camp[k].cmd && ts_on(g, u) &&
		    ts_chebyshev(g->u[u].x, g->u[u].y, x, y) <= 1)
			return 0;
	return bad(d, line, "a camp stands next to a unit of its command "
	    "(rule 2.6)%s", NULL);
}

static int
camps(struct dp *d, const json_t *o)
{
	struct ts_game *g = d->g;
	const json_t *v;
	size_t i;
	int k, b, c, u, bits, mask;

	json_array_foreach(json_object_get(o, "camps"), i, v) {
		k = jint(v, "k", -1);
		b = jint(v, "box", -1);
		if (k < 0 || b < 0 || g->camp[k].placed)
			return bad(d, jint(v, "line", 0), "a camp placed twice%s",
			    NULL);
		if (camp_ok(d, k, b % g->w, b / g->w, jint(v, "line", 0)))
			return -1;
		g->camp[k].x = b % g->w;
		g->camp[k].y = b / g->w;
		g->camp[k].placed = 1;
	}
	json_array_foreach(json_object_get(o, "forts"), i, v) {
		k = jint(v, "k", -1);
		mask = jint(v, "mask", 0) & 15;
		for (bits = 0, c = 0; c < 4; c++)
			bits += (mask >> c) & 1;
		if (k < 0 || !g->camp[k].placed || bits > g->camp[k].forts)
			return bad(d, jint(v, "line", 0), "fortifications: on a "
			    "placed camp, at most the lengths bought%s", NULL);
		g->camp[k].fortmask = mask;
		ts_fortify(g, k);
	}
	for (k = 0; k < g->ncamps; k++) {
		if (g->camp[k].side != d->side || g->camp[k].placed)
			continue;
		for (c = 0, u = 0; u < g->nunits; u++)
			c |= g->u[u].cmd == g->camp[k].cmd && ts_on(g, u);
		if (c)
			return bad(d, 0, "every camp must be placed (rule "
			    "5.5)%s", NULL);
	}
	return 0;
}

static int
extras(struct dp *d, const json_t *o)
{
	struct ts_game *g = d->g;
	const json_t *v, *a;
	size_t i;
	int u, fx, fy, b;

	json_array_foreach(json_object_get(o, "stakes"), i, v) {
		u = jint(v, "u", -1);
		if (u < 0 || !g->u[u].nstakes || !ts_on(g, u))
			return bad(d, jint(v, "line", 0), "that unit has no "
			    "stakes, or is not deployed%s", NULL);
		ts_face_vec(g->u[u].face, &fx, &fy);
		if (!ts_on_table(g, g->u[u].x + fx, g->u[u].y + fy))
			continue;
		b = TS_BOX(g, g->u[u].x, g->u[u].y);
		g->edge[b][g->u[u].face] |= TS_E_STAKES_IN;
		g->edge[TS_BOX(g, g->u[u].x + fx, g->u[u].y + fy)][(g->u[u].face
		    + 2) & 3] |= TS_E_STAKES_OUT;
		g->u[u].nstakes = 0;
	}
	json_array_foreach(json_object_get(o, "dih"), i, v) {
		u = jint(v, "u", -1);
		if (u < 0 || ts_strat_held(g, d->side, ST_QS) < 0)
			return bad(d, jint(v, "line", 0), "DINEINHELL needs Q "
			    "spades, which you do not hold%s", NULL);
		g->u[u].dih = 1;
	}
	if ((a = json_object_get(o, "jh")) != NULL) {
		if (ts_strat_held(g, d->side, ST_JH) < 0)
			return bad(d, jint(a, "line", 0), "STRAT JH: you do not "
			    "hold J hearts%s", NULL);
		g->side[d->side].jh = jint(a, "cmd", -1);
		g->side[d->side].jh_n = 0;
		json_array_foreach(json_object_get(a, "units"), i, v)
			if (g->side[d->side].jh_n < 4)
				g->side[d->side].jh_u[g->side[d->side].jh_n++] =
				    (int)json_integer_value(v);
	}
	if ((a = json_object_get(o, "jc")) != NULL) {
		if (ts_strat_held(g, d->side, ST_JC) < 0)
			return bad(d, jint(a, "line", 0), "STRAT JC: you do not "
			    "hold J clubs%s", NULL);
		g->side[d->side].jc = jint(a, "cmd", -1);
	}
	return 0;
}

/* §5.6 scenario 6: the passive side gives up units worth 24 points or
 * more, keeping their VP. */
static int
surrender(struct dp *d, const json_t *o)
{
	struct ts_game *g = d->g;
	const json_t *v;
	size_t i;
	int pts = 0, u, need = g->r.sc[g->scenario].gap_pts;

	json_array_foreach(json_object_get(o, "surrender"), i, v) {
		u = (int)json_integer_value(v);
		if (u < 0 || u >= g->nunits || g->u[u].side != d->side)
			continue;
		g->u[u].status = TS_LOST;	/* no medals, no VP lost */
		pts += g->u[u].pts;
	}
	if (need > 0 && d->side != g->first && pts < need) {
		char b[16];

		snprintf(b, sizeof b, "%d", need);
		return bad(d, 0, "scenario 6: SURRENDER units worth at least "
		    "%s points", b);
	}
	if (need == 0 && pts > 0)
		return bad(d, 0, "SURRENDER is for scenario 6 only%s", NULL);
	return 0;
}

static int
generals(struct dp *d, const json_t *o)
{
	struct ts_game *g = d->g;
	const json_t *v;
	size_t i;
	int k, b, u;

	json_array_foreach(json_object_get(o, "gens"), i, v) {
		k = jint(v, "g", -1);
		b = jint(v, "box", -1);
		if (k < 0 || b < 0 || !ts_in_deploy_zone(g, d->side, b % g->w,
		    b / g->w, 1))
			return bad(d, jint(v, "line", 0), "a general deploys in "
			    "your deployment zone%s", NULL);
		g->gen[k].x = b % g->w;
		g->gen[k].y = b / g->w;
		g->gen[k].status = TS_ON;
	}
	for (k = 0; k < g->ngens; k++) {
		if (g->gen[k].side != d->side)
			continue;
		if (!g->gen[k].detached) {
			u = g->gen[k].unit;
			g->gen[k].status = ts_on(g, u) ? TS_ON : TS_WAIT;
			continue;
		}
		if (g->gen[k].status == TS_ON)
			continue;
		for (u = 0; u < g->nunits; u++)
			if (ts_on(g, u) && (g->u[u].cmd == g->gen[k].cmd ||
			    g->gen[k].cmd < 0) && g->u[u].side == d->side)
				break;
		if (u == g->nunits)
			continue;
		g->gen[k].x = g->u[u].x;
		g->gen[k].y = g->u[u].y;
		g->gen[k].status = TS_ON;
	}
	return 0;
}

static int
apply(struct ts_game *g, int side, const json_t *o, char *why, size_t n,
    int *line)
{
	struct dp d = { g, side, why, n, line };

	*line = 0;
	if (surrender(&d, o) || delays(&d, o) || ambushes(&d, o) ||
	    place_units(&d, o) || connected(&d) || generals(&d, o) ||
	    camps(&d, o) || extras(&d, o))
		return -1;
	return 0;
}

int
ts_deploy_check(const struct ts_game *g, int side, const json_t *o,
    char *why, size_t n, int *line)
{
	struct ts_game *c = malloc(sizeof *c);
	int rc;

	if (c == NULL)
		return snprintf(why, n, "out of memory"), -1;
	memcpy(c, g, sizeof *c);
	c->log = NULL;
	rc = apply(c, side, o, why, n, line);
	free(c);
	return rc;
}

/* No (valid) sheet: front row first, left to right, in order of battle;
 * a camp behind the first unit of its command. */
static void
auto_deploy(struct ts_game *g, int side)
{
	int rows = ts_deploy_rows(g), r, x, y, u = 0, k, f;

	f = side == TS_RED ? TS_N : TS_S;
	for (r = rows - 1; r >= 0; r--)
		for (x = 1; x < g->w - 1; x++) {
			y = side == TS_RED ? r : g->d - 1 - r;
			while (u < g->nunits && (g->u[u].side != side ||
			    g->u[u].status != TS_UNPLACED))
				u++;
			if (u == g->nunits)
				break;
			if (!ts_impassable(g, x, y) && ts_in_box(g, x, y,
			    (int[4]){ 0 }, 4) == 0)
				ts_place(g, u, x, y, f, 1);
		}
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && g->u[u].status == TS_UNPLACED)
			g->u[u].status = TS_LOST;	/* no room at all */
	for (k = 0; k < g->ncamps; k++) {
		if (g->camp[k].side != side || g->camp[k].placed)
			continue;
		for (x = 0; x < g->w && !g->camp[k].placed; x++) {
			y = side == TS_RED ? 0 : g->d - 1;
			if (!ts_rough(g, x, y) && !ts_impassable(g, x, y) &&
			    ts_camp_at(g, x, y) < 0) {
				g->camp[k].x = x;
				g->camp[k].y = y;
				g->camp[k].placed = 1;
			}
		}
	}
	{
		struct dp d;
		char why[8];
		int line;
		json_t *none = json_object();

		d.g = g;
		d.side = side;
		d.why = why;
		d.n = sizeof why;
		d.line = &line;
		generals(&d, none);
		json_decref(none);
	}
}

static void
deploy_side(struct ts_game *g, int side, const json_t *orders)
{
	const json_t *o = json_object_get(orders, g->side[side].name);
	struct ts_game *save = malloc(sizeof *save);
	char why[200];
	int line;

	if (o != NULL)
		ts_standing_orders(g, side, o);
	if (save != NULL)
		memcpy(save, g, sizeof *save);
	if (o == NULL || apply(g, side, o, why, sizeof why, &line)) {
		if (save != NULL) {
			struct event_log *log = g->log;
			struct dice *dice = g->dice;

			memcpy(g, save, sizeof *g);
			g->log = log;
			g->dice = dice;
		}
		ts_say(g, EVENT_V_ALL, "%s sent no deployment: the server "
		    "deploys its army in order of battle.", g->side[side].name);
		auto_deploy(g, side);
	} else
		ts_say(g, EVENT_V_ALL, "%s deploys.", g->side[side].name);
	free(save);
}

int
ts_resolve_deploy(struct ts_game *g, const json_t *orders)
{
	int passive = TS_ENEMY(g->first);

	if (g->stage == TS_ST_DEPLOY1) {
		deploy_side(g, passive, orders);
		if (g->r.sc[g->scenario].simul)
			deploy_side(g, g->first, orders);
		else {
			g->stage = TS_ST_DEPLOY2;
			return PBEM_OK;
		}
	} else
		deploy_side(g, g->first, orders);
	ts_deployment_end(g);
	return PBEM_OK;
}
