/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_script.c - the own player turn from the sheet (§3.1, §7, §9.3):
 * command blocks in the order written; in each, orders in the order
 * written until an activation fails (which ends the block, §3.4) or the
 * block runs out; an order whose REQ condition is false, or that is not
 * legal when reached, is skipped with no card drawn and its ALT tried
 * instead (a skip never ends a block); REPEAT activates again until a
 * failure, a skip or the count; GMOVE is a general's free command move;
 * STOPIF ends the block by choice.  The standing orders of the sheet are
 * applied first.  Legality and the card are the verb's (ts_move.c,
 * ts_combat.c, ts_shoot.c, ts_save.c, ts_strat.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ts.h"

#define MAX_LABEL	1000
enum { R_SKIP, R_OK, R_FAIL, R_BLUNDER };

struct run {
	struct ts_game *g;
	int side;
	const json_t *items;	/* the block's items */
	size_t idx;		/* the item running */
	unsigned char lab[MAX_LABEL];	/* 1 ok, 2 failed, 3 skipped */
	char why[160];
};

static int
jint(const json_t *o, const char *k, int dflt)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

/* ----- conditions (§9.3 REQ, STOPIF) ----- */

static int
cmp(const char *op, int a, int b)
{
	if (op == NULL)
		return 0;
	if (strcmp(op, "<=") == 0)
		return a <= b;
	if (strcmp(op, ">=") == 0)
		return a >= b;
	if (strcmp(op, "<") == 0)
		return a < b;
	if (strcmp(op, ">") == 0)
		return a > b;
	return a == b;
}

static int
unit_arg(const struct ts_game *g, const json_t *c, size_t i)
{
	int u = (int)json_integer_value(json_array_get(c, i));

	return u >= 0 && u < g->nunits ? u : -1;
}

/* What the side may know of unit u for a condition: an enemy counts as
 * where it is only while the side sees it (§9.5). */
static int
known(const struct run *r, int u)
{
	return u >= 0 && (r->g->u[u].side == r->side ||
	    ts_visible(r->g, r->side, u));
}

static int
eval(const struct run *r, const json_t *c, int depth)
{
	const struct ts_game *g = r->g;
	const char *k = json_string_value(json_array_get(c, 0));
	int u, e, l;

	if (k == NULL || depth > 32)
		return 0;
	if (strcmp(k, "and") == 0)
		return eval(r, json_array_get(c, 1), depth + 1) &&
		    eval(r, json_array_get(c, 2), depth + 1);
	if (strcmp(k, "not") == 0)
		return !eval(r, json_array_get(c, 1), depth + 1);
	if (strcmp(k, "ok") == 0 || strcmp(k, "failed") == 0) {
		l = (int)json_integer_value(json_array_get(c, 1));
		return l > 0 && l < MAX_LABEL && r->lab[l] == (k[0] == 'o' ?
		    1 : 2);
	}
	if (strcmp(k, "turn") == 0)
		return cmp(json_string_value(json_array_get(c, 1)), g->turn,
		    (int)json_integer_value(json_array_get(c, 2)));
	if (strcmp(k, "medals") == 0) {
		e = json_integer_value(json_array_get(c, 1)) ?
		    TS_ENEMY(r->side) : r->side;
		return cmp(json_string_value(json_array_get(c, 2)),
		    g->side[e].medals, (int)json_integer_value(
		    json_array_get(c, 3)));
	}
	if ((u = unit_arg(g, c, 1)) < 0)
		return 0;
	if (strcmp(k, "gone") == 0)
		return g->u[u].status == TS_LOST || (g->u[u].status != TS_ON &&
		    (g->u[u].side == r->side || g->r.opt.fow == 0) &&
		    g->u[u].status != TS_AMBUSH);
	if (!known(r, u) || g->u[u].status != TS_ON)
		return 0;
	if (strcmp(k, "at") == 0)
		return TS_BOX(g, g->u[u].x, g->u[u].y) ==
		    (int)json_integer_value(json_array_get(c, 2));
	if (strcmp(k, "dis") == 0)
		return g->u[u].dis > 0;
	if (strcmp(k, "card") == 0 && g->u[u].side == r->side)
		return cmp(json_string_value(json_array_get(c, 2)),
		    g->u[u].card, (int)json_integer_value(json_array_get(c,
		    3)));
	if (strcmp(k, "ammo") == 0 && g->u[u].side == r->side)
		return cmp(json_string_value(json_array_get(c, 2)),
		    g->u[u].ammo, (int)json_integer_value(json_array_get(c,
		    3)));
	if (strcmp(k, "adj") == 0) {
		e = unit_arg(g, c, 2);
		return e >= 0 && known(r, e) && ts_on(g, e) &&
		    ts_chebyshev(g->u[u].x, g->u[u].y, g->u[e].x,
		    g->u[e].y) == 1;
	}
	return 0;
}

int
ts_cond(struct ts_game *g, const json_t *c)
{
	struct run r;

	memset(&r, 0, sizeof r);
	r.g = g;
	r.side = TS_PLAYER(g);
	return eval(&r, c, 0);
}

/* ----- one activation ----- */

static int
unit_at(const json_t *o, int i)
{
	const json_t *v = json_array_get(json_object_get(o, "units"),
	    (size_t)i);

	return json_is_integer(v) ? (int)json_integer_value(v) : -1;
}

/* Does a later order of the block (or this one's REPEAT) name u? */
static int
later(const struct run *r, const json_t *o, int u, int reps_left)
{
	const json_t *it, *us, *v;
	size_t i, k;

	if (reps_left > 0)
		return 1;
	for (i = r->idx + 1; i < json_array_size(r->items); i++) {
		it = json_array_get(r->items, i);
		us = json_object_get(it, "units");
		json_array_foreach(us, k, v)
			if (json_integer_value(v) == u)
				return 1;
	}
	(void)o;
	return 0;
}

/* "MOVE F F", "CHARGE E5", "SHOOT NEAREST": the order, short. */
static void
what(const struct ts_game *g, const json_t *o, char *b, size_t n)
{
	static const char *const st[] = { "FL", "F", "FR" };
	const char *v = json_string_value(json_object_get(o, "verb"));
	const json_t *a;
	size_t i, k;
	int t;

	snprintf(b, n, "%s", v ? v : "?");
	for (i = 0; b[i]; i++)
		if (b[i] >= 'a' && b[i] <= 'z')
			b[i] = (char)(b[i] - 'a' + 'A');
	a = json_object_get(o, "steps");
	for (k = 0; k < json_array_size(a); k++) {
		t = (int)json_integer_value(json_array_get(a, k));
		if (t >= -1 && t <= 1)
			snprintf(b + strlen(b), n - strlen(b), " %s",
			    st[t + 1]);
	}
	if (json_object_get(o, "target")) {
		t = jint(o, "target", -1);
		if (t >= 0 && t < g->nunits)
			snprintf(b + strlen(b), n - strlen(b), " E%d",
			    TS_ALIASED(g) ? g->u[t].alias : g->u[t].num);
		else
			snprintf(b + strlen(b), n - strlen(b), " NEAREST");
	}
	if (json_object_get(o, "face"))
		snprintf(b + strlen(b), n - strlen(b), " %s",
		    ts_face_name(jint(o, "face", 0)));
	if (json_object_get(o, "boxes"))
		snprintf(b + strlen(b), n - strlen(b), " %d",
		    jint(o, "boxes", 1));
	if (json_object_get(o, "dir"))
		snprintf(b + strlen(b), n - strlen(b), " %s",
		    jint(o, "dir", 1) < 0 ? "L" : "R");
}

static void
skipped(struct run *r, const json_t *o, const char *why)
{
	char w[48];
	int u = unit_at(o, 0);

	what(r->g, o, w, sizeof w);
	if (u >= 0)
		ts_say(r->g, ts_mask_side(r->side), "%U %s (line %d) skipped: "
		    "%s.", u, w, jint(o, "line", 0), why);
}

/* Activate with these causes; R_OK, R_FAIL or R_BLUNDER. */
static int
act(struct run *r, const json_t *o, struct ts_act *a, int reps_left)
{
	char w[48];
	int card, rc, i;

	what(r->g, o, w, sizeof w);
	a->what = w;
	a->label = jint(o, "label", 0);
	for (i = 0; i < a->nunits; i++)
		a->later |= later(r, o, a->units[i], reps_left);
	if (!a->entry)
		a->flags |= TC_OOC;
	for (i = 0; i < a->nunits; i++)
		if (ts_on(r->g, a->units[i]) && ts_rough(r->g,
		    r->g->u[a->units[i]].x, r->g->u[a->units[i]].y))
			a->flags |= TC_INROUGH;
	rc = ts_activate(r->g, a, &card);
	if (rc == 2)
		return R_BLUNDER;
	if (rc == 1)
		return R_OK;
	if (rc == 0)
		ts_say(r->g, EVENT_V_ALL, "%U's turn ends.", TS_CMD_REF +
		    r->g->u[a->units[0]].cmd);
	return R_FAIL;
}

static void
act_of(struct ts_act *a, const int *units, int n)
{
	memset(a, 0, sizeof *a);
	a->nunits = n;
	a->units[0] = units[0];
	a->units[1] = n > 1 ? units[1] : -1;
}

static int
with_list(const json_t *o, int *with)
{
	const json_t *w = json_object_get(o, "with"), *v;
	size_t i;
	int n = 0;

	json_array_foreach(w, i, v)
		if (n < 8)
			with[n++] = (int)json_integer_value(v);
	return n;
}

static int
v_move(struct run *r, const json_t *o, const int *units, int n, int reps)
{
	struct ts_game *g = r->g;
	struct ts_path p[2];
	struct ts_act a;
	int i, rc, last, with[8], nw = with_list(o, with), slot[2];

	for (i = 0; i < n; i++)
		if (ts_plan_move(g, units[i], o, &p[i])) {
			snprintf(r->why, sizeof r->why, "%s", p[i].why);
			return R_SKIP;
		}
	if (n == 2 && (p[0].n != p[1].n || p[0].exit != p[1].exit ||
	    (p[0].n > 0 && (p[0].x[p[0].n - 1] != p[1].x[p[1].n - 1] ||
	    p[0].y[p[0].n - 1] != p[1].y[p[1].n - 1])))) {
		snprintf(r->why, sizeof r->why, "the pair cannot make the same "
		    "move");
		return R_SKIP;
	}
	last = p[0].n - 1;
	if (last >= 0 && !p[0].exit && ts_strat_hades(g, units[0],
	    p[0].x[last], p[0].y[last], 0) && ts_plan_move(g, units[0], o,
	    &p[0])) {
		snprintf(r->why, sizeof r->why, "%s", p[0].why);
		return R_SKIP;
	}
	act_of(&a, units, n);
	a.flags = p[0].flags | (n > 1 ? p[1].flags : 0);
	a.long_move = p[0].long_move;
	if ((rc = act(r, o, &a, reps)) != R_OK)
		return rc;
	for (i = 0; i < n; i++)
		slot[i] = g->u[units[i]].slot;
	for (i = 0; i < n; i++)
		if (ts_on(g, units[i]))
			ts_do_move(g, units[i], &p[i], i == 0 ? with : NULL,
			    i == 0 ? nw : 0);
	if (n == 2 && ts_on(g, units[0]) && ts_on(g, units[1]))
		for (i = 0; i < n; i++)
			g->u[units[i]].slot = slot[i];
	return R_OK;
}

static int
v_charge(struct run *r, const json_t *o, const int *units, int reps)
{
	struct ts_game *g = r->g;
	struct ts_act a;
	int u = units[0], tx, ty, vx, vy, d, rc, with[8], nw;

	d = ts_plan_charge(g, u, o, &tx, &ty, &vx, &vy, r->why, sizeof r->why);
	if (d < 0)
		return R_SKIP;
	if (ts_strat_hades(g, u, tx, ty, 1) && (d = ts_plan_charge(g, u, o, &tx,
	    &ty, &vx, &vy, r->why, sizeof r->why)) < 0)
		return R_SKIP;
	act_of(&a, units, 1);
	a.flags = ts_charge_causes(g, u, tx, ty, vx, vy);
	a.charge = 1;
	a.long_move = 1;
	if ((rc = act(r, o, &a, reps)) != R_OK)
		return rc;
	nw = with_list(o, with);
	ts_charge(g, u, o, tx, ty, vx, vy, with, nw);
	return R_OK;
}

static int
v_shoot(struct run *r, const json_t *o, const int *units, int reps)
{
	struct ts_game *g = r->g;
	struct ts_act a;
	int u = units[0], t, rc;
	char why[120];

	if (ts_plan_shot(g, u, o, &t, r->why, sizeof r->why)) {
		if (g->u[u].ammo < 1 && g->side[r->side].pol_resupply &&
		    ts_can_resupply(g, u, why, sizeof why)) {
			act_of(&a, units, 1);
			a.shoot = 1;
			if ((rc = act(r, o, &a, reps)) == R_OK)
				ts_resupply(g, u);
			return rc;
		}
		return R_SKIP;
	}
	act_of(&a, units, 1);
	a.shoot = 1;
	if ((rc = act(r, o, &a, reps)) != R_OK)
		return rc;
	if (ts_on(g, u) && ts_on(g, t))
		ts_shoot(g, u, t, ts_shoot_cards(g, u, o));
	return R_OK;
}

/* §3.3 easy activation 2: javelin light troops move one box straight
 * ahead, then shoot. */
static int
v_moveshoot(struct run *r, const json_t *o, const int *units, int reps)
{
	struct ts_game *g = r->g;
	struct ts_path p;
	struct ts_act a;
	json_t *mv;
	int u = units[0], rc, t, last;

	if (!ts_is_light(g, u) || ts_weapon(g, u) != TS_W_JAV) {
		snprintf(r->why, sizeof r->why, "only javelin light troops "
		    "move and shoot (rule 3.3)");
		return R_SKIP;
	}
	if (g->u[u].ammo < 1) {
		snprintf(r->why, sizeof r->why, "out of ammunition");
		return R_SKIP;
	}
	mv = json_pack("{s:s,s:[i]}", "verb", "move", "steps", 0);
	rc = ts_plan_move(g, u, mv, &p);
	json_decref(mv);
	if (rc || p.exit || p.n != 1) {
		snprintf(r->why, sizeof r->why, "%s", rc ? p.why :
		    "it cannot move a box ahead");
		return R_SKIP;
	}
	last = p.n - 1;
	if (ts_plan_moveshot(g, u, p.x[last], p.y[last], o, &t)) {
		snprintf(r->why, sizeof r->why, "no target from the box "
		    "ahead");
		return R_SKIP;
	}
	act_of(&a, units, 1);
	a.shoot = 1;
	if ((rc = act(r, o, &a, reps)) != R_OK)
		return rc;
	ts_do_move(g, u, &p, NULL, 0);
	if (ts_on(g, u) && ts_plan_moveshot(g, u, g->u[u].x, g->u[u].y, o,
	    &t) == 0)
		ts_shoot(g, u, t, 1);
	return R_OK;
}

/* §3.3 easy activation 3: other light missile troops shoot, then go
 * back a box facing the same or the opposite way. */
static int
v_shootback(struct run *r, const json_t *o, const int *units, int reps)
{
	struct ts_game *g = r->g;
	struct ts_path p;
	struct ts_act a;
	json_t *mv;
	int u = units[0], rc, t;

	if (!ts_is_light(g, u) || ts_weapon(g, u) == TS_W_JAV ||
	    ts_weapon(g, u) == TS_W_NONE) {
		snprintf(r->why, sizeof r->why, "only bow, sling, crossbow, "
		    "handgun and longbow light troops shoot and go back (rule 3.3)");
		return R_SKIP;
	}
	if (ts_plan_shot(g, u, o, &t, r->why, sizeof r->why))
		return R_SKIP;
	mv = json_pack("{s:s,s:i,s:b}", "verb", "back", "boxes", 1, "about",
	    json_is_true(json_object_get(o, "about")));
	rc = ts_plan_move(g, u, mv, &p);
	json_decref(mv);
	if (rc) {
		snprintf(r->why, sizeof r->why, "%s", p.why);
		return R_SKIP;
	}
	act_of(&a, units, 1);
	a.shoot = 1;
	if ((rc = act(r, o, &a, reps)) != R_OK)
		return rc;
	if (ts_on(g, t))
		ts_shoot(g, u, t, 1);
	mv = json_pack("{s:s,s:i,s:b}", "verb", "back", "boxes", 1, "about",
	    json_is_true(json_object_get(o, "about")));
	if (ts_on(g, u) && ts_plan_move(g, u, mv, &p) == 0)
		ts_do_move(g, u, &p, NULL, 0);
	json_decref(mv);
	return R_OK;
}

static int
v_simple(struct run *r, const char *verb, const json_t *o, const int *units,
    int reps)
{
	struct ts_game *g = r->g;
	struct ts_act a;
	int u = units[0], rc;

	act_of(&a, units, 1);
	if (strcmp(verb, "rally") == 0) {
		if (g->u[u].dis == 0 || g->u[u].no_rally) {
			snprintf(r->why, sizeof r->why, g->u[u].no_rally ?
			    "it may never rally (rule 5.3 Q spades)" :
			    "it is not disordered");
			return R_SKIP;
		}
		if ((rc = act(r, o, &a, reps)) == R_OK)
			ts_rally(g, u);
		return rc;
	}
	if (strcmp(verb, "resupply") == 0) {
		if (!ts_can_resupply(g, u, r->why, sizeof r->why))
			return R_SKIP;
		a.shoot = 1;
		if ((rc = act(r, o, &a, reps)) == R_OK)
			ts_resupply(g, u);
		return rc;
	}
	return ts_special(g, verb, o, &a, r->why, sizeof r->why) ? R_SKIP :
	    act(r, o, &a, reps) == R_OK ? (ts_special_do(g, verb, o, u),
	    R_OK) : R_FAIL;
}

static int
valid_units(struct run *r, const json_t *o, int *units, int *n,
    const char *verb)
{
	struct ts_game *g = r->g;
	int i, arriving = strcmp(verb, "enter") == 0 ||
	    strcmp(verb, "reveal") == 0;

	*n = (int)json_array_size(json_object_get(o, "units"));
	for (i = 0; i < *n && i < 2; i++) {
		units[i] = unit_at(o, i);
		if (units[i] < 0 || g->u[units[i]].side != r->side ||
		    g->u[units[i]].cmd != g->cur_cmd) {
			snprintf(r->why, sizeof r->why, "not a unit of this "
			    "command");
			return -1;
		}
		if (!arriving && !ts_on(g, units[i])) {
			snprintf(r->why, sizeof r->why, "it is not on the "
			    "table");
			return -1;
		}
	}
	if (*n < 1 || *n > 2 || (*n == 2 && (g->u[units[0]].x !=
	    g->u[units[1]].x || g->u[units[0]].y != g->u[units[1]].y))) {
		snprintf(r->why, sizeof r->why, "a pair must share a box");
		return -1;
	}
	if (*n == 2 && strcmp(verb, "move") && strcmp(verb, "turn") &&
	    strcmp(verb, "back") && strcmp(verb, "side")) {
		snprintf(r->why, sizeof r->why, "two units activate together "
		    "only to move");
		return -1;
	}
	return 0;
}

static int
once(struct run *r, const json_t *o, int reps)
{
	const char *verb = json_string_value(json_object_get(o, "verb"));
	int units[2], n;

	r->why[0] = '\0';
	if (verb == NULL || valid_units(r, o, units, &n, verb))
		return R_SKIP;
	if (strcmp(verb, "move") == 0 || strcmp(verb, "turn") == 0 ||
	    strcmp(verb, "back") == 0 || strcmp(verb, "side") == 0 ||
	    strcmp(verb, "swap") == 0)
		return v_move(r, o, units, n, reps);
	if (strcmp(verb, "charge") == 0)
		return v_charge(r, o, units, reps);
	if (strcmp(verb, "shoot") == 0)
		return v_shoot(r, o, units, reps);
	if (strcmp(verb, "moveshoot") == 0)
		return v_moveshoot(r, o, units, reps);
	if (strcmp(verb, "shootback") == 0)
		return v_shootback(r, o, units, reps);
	if (strcmp(verb, "enter") == 0 || strcmp(verb, "reveal") == 0)
		return ts_arrive_order(r->g, units[0], o, reps, r->why,
		    sizeof r->why);
	return v_simple(r, verb, o, units, reps);
}

/* V2: ENTER or REVEAL for a unit on the table is a standing line that
 * does not apply; not reported every turn (ORDERS.md 3). */
static int
not_away(const struct run *r)
{
	return TS_V2(r->g) && strcmp(r->why, "it is not off the table") == 0;
}

/* An order with its REQ, REPEAT and ALT; R_FAIL ends the block. */
static int
order(struct run *r, const json_t *o, int depth)
{
	const json_t *req = json_object_get(o, "req"), *alt;
	int reps = jint(o, "repeat", 1), i, rc = R_SKIP, l = jint(o, "label", 0);

	if (depth > 5)
		return R_SKIP;
	alt = json_object_get(o, "alt");
	if (req != NULL && !eval(r, req, 0)) {
		/* V2: a standing line whose condition is false did not
		 * apply; it is not reported every turn (ORDERS.md 3) */
		if (!TS_V2(r->g))
			skipped(r, o, "its condition is false");
		if (l > 0 && l < MAX_LABEL)
			r->lab[l] = 3;
		return alt ? order(r, alt, depth + 1) : R_SKIP;
	}
	for (i = 0; i < reps && !r->g->over; i++) {
		rc = once(r, o, reps - i - 1);
		if (rc == R_SKIP) {
			if (i == 0) {
				if (!not_away(r))
					skipped(r, o, r->why[0] ? r->why :
					    "not legal now");
				if (l > 0 && l < MAX_LABEL)
					r->lab[l] = 3;
				return alt ? order(r, alt, depth + 1) : R_SKIP;
			}
			rc = R_OK;
			break;
		}
		if (l > 0 && l < MAX_LABEL)
			r->lab[l] = rc == R_FAIL ? 2 : 1;
		if (rc != R_OK)
			break;
	}
	return rc;
}

static void
gmove(struct run *r, const json_t *it)
{
	struct ts_game *g = r->g;
	const json_t *req = json_object_get(it, "req");
	int k = jint(it, "gen", -1), to = jint(it, "to", -1), fx, fy;
	char why[120];

	if (k < 0 || k >= g->ngens || g->gen[k].side != r->side || to < 0 ||
	    to >= g->w * g->d)
		return;
	if (req != NULL && !eval(r, req, 0)) {
		ts_say(g, ts_mask_side(r->side), "%U's command move (line %d) "
		    "skipped: its condition is false.", TS_GEN_REF + k,
		    jint(it, "line", 0));
		return;
	}
	if (!ts_gen_box(g, k, &fx, &fy) || ts_gmove(g, k, to % g->w,
	    to / g->w, why, sizeof why)) {
		ts_say(g, ts_mask_side(r->side), "%U's command move (line %d) "
		    "skipped: %s.", TS_GEN_REF + k, jint(it, "line", 0),
		    ts_gen_on(g, k) ? why : "he is not on the table");
		return;
	}
	ts_say(g, ts_viewers_box(g, r->side, to % g->w, to / g->w),
	    "%U makes his command move %H -> %H.", TS_GEN_REF + k,
	    TS_BOX(g, fx, fy), to);
	ts_displace_gens(g, to % g->w, to / g->w, r->side);
}

static void
block(struct run *r, const json_t *b)
{
	struct ts_game *g = r->g;
	const json_t *it;
	const char *t;
	int c = jint(b, "cmd", -1);

	if (c < 0 || c >= g->ncmds || g->cmd[c].side != r->side)
		return;
	g->cur_cmd = c;
	g->cmd_ended = 0;
	r->items = json_object_get(b, "items");
	ts_say(g, EVENT_V_ALL, "%U activates.", TS_CMD_REF + c);
	for (r->idx = 0; r->idx < json_array_size(r->items) && !g->cmd_ended &&
	    !g->over; r->idx++) {
		it = json_array_get(r->items, r->idx);
		t = json_string_value(json_object_get(it, "t"));
		if (t == NULL)
			continue;
		if (strcmp(t, "gmove") == 0)
			gmove(r, it);
		else if (strcmp(t, "stopif") == 0) {
			if (eval(r, json_object_get(it, "req"), 0)) {
				ts_say(g, ts_mask_side(r->side), "%U passes "
				    "(STOPIF, line %d).", TS_CMD_REF + c,
				    jint(it, "line", 0));
				break;
			}
		} else if (order(r, it, 0) == R_FAIL)
			g->cmd_ended = 1;
	}
	g->cur_cmd = -1;
}

int
ts_run_turn(struct ts_game *g, const json_t *sheet)
{
	struct run r;
	const json_t *b;
	size_t i;

	memset(&r, 0, sizeof r);
	r.g = g;
	r.side = TS_PLAYER(g);
	ts_standing_orders(g, r.side, sheet);
	json_array_foreach(json_object_get(sheet, "blocks"), i, b) {
		if (g->over)
			break;
		block(&r, b);
	}
	return PBEM_OK;
}
