/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_turn.c - resolving one player-turn (§7, §13.1): standing orders,
 * then the sheet's ACT/RALLY/STOP lines top to bottom with their guards,
 * the first legal option of each ACT line (fs_option.c) and the
 * push-your-luck activation roll; then turnover melee (§9.4), the phase
 * advance and the end of play with victory points (§10, §14).
 * Deployment is fs_deploy.c.  It never formats reports; it only logs.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

/* Log what each side newly sees since the last call (§15). */
void
fs_sight_log(struct fs_game *g, struct event_log *log, int quiet)
{
	int v, i, now;

	fs_sight(g);
	for (v = 0; v < FS_NSIDES; v++)
		for (i = 0; i < g->nunits; i++) {
			if (g->u[i].side == v)
				continue;
			now = fs_visible(g, v, i);
			if (now && !g->vis[v][i] && !quiet)
				event_say(log, EVENT_V_SIDE(v), "Sighted: %U (%s) at "
				    "%H.", i, g->r.type[g->u[i].type].name,
				    g->u[i].x, g->u[i].y);
			g->vis[v][i] = (unsigned char)now;
		}
}

/* ---- a player-turn ---- */

static int
engaged(const struct fs_game *g, int u)
{
	return g->u[u].nlinks > 0;
}

static int
cond_true(struct fs_turn *t, json_t *c, int u)
{
	struct fs_game *g = t->g;
	const char *k = json_string_value(json_object_get(c, "c"));
	const char *a = json_string_value(json_object_get(c, "u"));
	int r = 0, i, o;

	if (k == NULL)
		return 0;
	if (strcmp(k, "PREV_OK") == 0)
		r = t->prev == 1;
	else if (strcmp(k, "PREV_SKIP") == 0)
		r = t->prev == 2;
	else if (strcmp(k, "ADJ_ENEMY") == 0) {
		for (i = 0; i < g->nunits && !r; i++) {
			if (g->u[i].side != t->side || !g->u[i].alive ||
			    (u >= 0 && i != u))
				continue;
			for (o = 0; o < g->nunits && !r; o++)
				if (g->u[o].side != t->side &&
				    fs_visible(g, t->side, o) &&
				    grid_ortho_adjacent(g->u[i].x, g->u[i].y,
				    g->u[o].x, g->u[o].y))
					r = 1;
		}
	} else if (a != NULL) {
		o = fs_find_unit(g, a);
		if (o < 0 || g->u[o].side != t->side)
			o = fs_find_alias(g, t->side, a, 0);
		/* SEEN: in sight now.  GONE: this side saw it destroyed
		 * (§13.4 "only if N2 was destroyed"); an enemy that merely
		 * went out of sight is neither SEEN nor GONE. */
		if (strcmp(k, "SEEN") == 0)
			r = o >= 0 && fs_visible(g, t->side, o);
		else if (strcmp(k, "GONE") == 0)
			r = o >= 0 && !g->u[o].alive &&
			    g->u[o].gone_seen[t->side];
		else if (o < 0 || !fs_visible(g, t->side, o))
			r = 0;	/* an enemy out of sight: nothing known */
		else if (strcmp(k, "ENGAGED") == 0)
			r = engaged(g, o);
		else if (strcmp(k, "DISORDERED") == 0)
			r = g->u[o].dis;
		else if (strcmp(k, "ALIVE") == 0)
			r = g->u[o].alive;
	}
	return json_is_true(json_object_get(c, "not")) ? !r : r;
}

static int
guard_true(struct fs_turn *t, json_t *gd, int u)
{
	size_t i;
	json_t *c;

	json_array_foreach(gd, i, c)
		if (!cond_true(t, c, u))
			return 0;
	return 1;
}


static void
do_act(struct fs_turn *t, json_t *line)
{
	struct fs_game *g = t->g;
	const char *id = json_string_value(json_object_get(line, "unit"));
	int u = id ? fs_find_unit(g, id) : -1, ln, roll, d1, d2, m, difficult;
	unsigned own = EVENT_V_REF | EVENT_V_SIDE(t->side);
	json_t *opts = json_object_get(line, "options"), *opt;
	struct fs_plan pl;
	struct buf why;
	size_t i;

	ln = (int)json_integer_value(json_object_get(line, "line"));
	if (u < 0 || g->u[u].side != t->side) {
		t->prev = 2;
		return;
	}
	if (!g->u[u].alive) {
		event_say(t->log, own, "Line %d: %U is gone; skipped.", ln, u);
		t->prev = 2;
		return;
	}
	if (g->u[u].activated) {
		event_say(t->log, own, "Line %d: %U has already acted; skipped.",
		    ln, u);
		t->prev = 2;
		return;
	}
	if (json_object_get(line, "guard") != NULL &&
	    !guard_true(t, json_object_get(line, "guard"), u)) {
		event_say(t->log, own, "Line %d: %U: condition false; skipped.",
		    ln, u);
		t->prev = 2;
		return;
	}
	opt = NULL;
	json_array_foreach(opts, i, opt)
		if (fs_option_legal(t, u, opt, &pl))
			break;
	if (i == json_array_size(opts)) {
		event_say(t->log, own, "Line %d: %U: no option can be carried "
		    "out now; skipped without rolling.", ln, u);
		t->prev = 2;
		return;
	}
	buf_init(&why, 512);
	d1 = dice_roll(t->d, 6);
	d2 = dice_roll(t->d, 6);
	m = fs_activation_mods(g, u, &why);
	roll = d1 + d2 + m;
	if (roll <= g->r.res.fail_max) {
		event_say(t->log, own, "Line %d: %U activation: dice %d+%d; %s "
		    "=> %d: fails. %s's turn ends.", ln, u, d1, d2,
		    buf_str(&why), roll, g->side[t->side]);
		buf_free(&why);
		t->ended = 1;
		return;
	}
	difficult = roll > g->r.res.basic_max;
	event_say(t->log, own, "Line %d: %U activation: dice %d+%d; %s => %d: "
	    "%s. Carries out %s%s.", ln, u, d1, d2, buf_str(&why), roll,
	    difficult ? "basic or difficult action" : "one basic action",
	    fs_option_name(pl.o), i > 0 ? " (a fall-back)" : "");
	buf_free(&why);
	g->u[u].activated = 1;
	t->prev = 1;
	fs_option_do(t, u, &pl, difficult);
}

static void
do_rally(struct fs_turn *t, json_t *line)
{
	struct fs_game *g = t->g;
	const char *n = json_string_value(json_object_get(line, "leader"));
	int l = n ? fs_find_leader(g, n) : -1, lu, u, d1, d2, m, again = 1;
	unsigned own = EVENT_V_REF | EVENT_V_SIDE(t->side);
	json_t *v;
	size_t i;
	struct buf why;

	if (l < 0 || g->l[l].side != t->side || !g->l[l].alive ||
	    g->l[l].rallied) {
		if (l >= 0 && g->l[l].side == t->side)
			event_say(t->log, own, "Rally by %s: %s.", g->l[l].name,
			    g->l[l].alive ? "already rallied this turn" :
			    "the leader is dead");
		return;
	}
	lu = g->l[l].unit;
	json_array_foreach(json_object_get(line, "units"), i, v) {
		if (!again)
			break;
		u = json_is_string(v) ? fs_find_unit(g, json_string_value(v)) :
		    -1;
		if (u < 0 || g->u[u].side != t->side || !g->u[u].alive ||
		    !g->u[u].dis || grid_dist(g->u[lu].x, g->u[lu].y,
		    g->u[u].x, g->u[u].y) > g->r.radius)
			continue;
		g->l[l].rallied = 1;
		buf_init(&why, 512);
		d1 = dice_roll(t->d, 6);
		d2 = dice_roll(t->d, 6);
		m = fs_rally_mods(g, u, &why);
		again = d1 + d2 + m >= g->r.res.rally_again;
		event_say(t->log, own, "%s rallies %U: dice %d+%d; %s => %d: %s.",
		    g->l[l].name, u, d1, d2, buf_str(&why), d1 + d2 + m,
		    d1 + d2 + m < g->r.res.rally_min ? "no effect" : again ?
		    "rallied, and the leader may try another" : "rallied");
		buf_free(&why);
		if (d1 + d2 + m >= g->r.res.rally_min) {
			g->u[u].dis = 0;
			if (fs_visible(g, 1 - t->side, u))
				event_say(t->log, EVENT_V_SIDE(1 - t->side),
				    "%U is no longer disordered.", u);
		}
	}
	if (!g->l[l].rallied)
		event_say(t->log, own, "Rally by %s: no disordered unit on the "
		    "list is within reach.", g->l[l].name);
}

static void
standing(struct fs_turn *t, json_t *list)
{
	struct fs_game *g = t->g;
	json_t *o, *v;
	size_t i, k;
	const char *s;
	int u, d, x, y;

	json_array_foreach(list, i, o) {
		s = json_string_value(json_object_get(o, "unit"));
		u = s ? fs_find_unit(g, s) : -1;
		if (u < 0 || g->u[u].side != t->side)
			continue;
		if ((v = json_object_get(o, "retreat")) != NULL) {
			g->u[u].nret = 0;
			json_array_foreach(v, k, o) {
				s = json_string_value(o);
				if (s == NULL || g->u[u].nret >= FS_MAX_RETREAT)
					continue;
				if ((d = grid_dir8_parse(s)) >= 0)
					g->u[u].ret[g->u[u].nret++] = -1 - d;
				else if (grid_parse(s, g->cols, g->rows, &x,
				    &y) == 0)
					g->u[u].ret[g->u[u].nret++] =
					    y * g->cols + x;
			}
			continue;
		}
		if ((s = json_string_value(json_object_get(o, "melee"))))
			g->u[u].st_melee = fs_find_alias(g, t->side, s, 1);
		if ((s = json_string_value(json_object_get(o, "faceafter"))))
			g->u[u].st_face = strcmp(s, "ATTACKER") == 0 ? 4 :
			    grid_facing_parse(s);
	}
}

static int
by_id(const void *a, const void *b, void *g)
{
	const struct fs_game *gg = g;

	return strcmp(gg->u[*(const int *)a].id, gg->u[*(const int *)b].id);
}

/* §9.4: units of the side giving up the initiative that are still in
 * melee and did not activate (or charge) fight on, in unit-id order. */
static void
turnover(struct fs_turn *t)
{
	struct fs_game *g = t->g;
	int list[FS_MAX_UNITS], n = 0, i, j, u, e, tmp;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == t->side && g->u[u].alive &&
		    engaged(g, u) && !g->u[u].activated && !g->u[u].charged)
			list[n++] = u;
	for (i = 1; i < n; i++)		/* insertion sort: stable, no qsort_r */
		for (j = i; j > 0 && by_id(&list[j - 1], &list[j], g) > 0; j--) {
			tmp = list[j];
			list[j] = list[j - 1];
			list[j - 1] = tmp;
		}
	for (i = 0; i < n && !g->over; i++) {
		u = list[i];
		if (!g->u[u].alive || !engaged(g, u))
			continue;
		e = g->u[u].st_melee >= 0 && fs_linked(g, u, g->u[u].st_melee) ?
		    g->u[u].st_melee : g->u[u].links[g->u[u].nlinks - 1];
		fs_melee(g, u, e, g->u[u].x, g->u[u].y, 0, 0, 1, 1, t->d,
		    t->log);
		fs_sight_log(g, t->log, 0);
	}
}

void
fs_end_game_vp_parts(const struct fs_game *g, int s, struct fs_vp_parts *p)
{
	int i;

	memset(p, 0, sizeof *p);
	for (i = 0; i < g->nunits; i++) {
		if (g->u[i].side == s)
			continue;
		if (!g->u[i].alive)
			p->elim++;
		else if (g->u[i].blo)
			p->bloodied++;
	}
	for (i = 0; i < g->nleaders; i++)
		if (g->l[i].side != s && !g->l[i].alive)
			p->leaders++;
	for (i = 0; i < g->nobj; i++)
		if (g->obj_holder[i] == s)
			p->objectives++;
}

void
fs_end_game_vp(const struct fs_game *g, int vp[FS_NSIDES])
{
	struct fs_vp_parts p;
	int s;

	for (s = 0; s < FS_NSIDES; s++) {
		fs_end_game_vp_parts(g, s, &p);
		vp[s] = p.elim * g->r.vp.elim + p.bloodied * g->r.vp.bloodied +
		    p.leaders * g->r.vp.leader + p.objectives * g->obj_vp;
	}
}

static void
turn_limit(struct fs_game *g, struct event_log *log)
{
	int vp[FS_NSIDES], w, m;

	fs_end_game_vp(g, vp);
	g->over = 1;
	m = abs(vp[0] - vp[1]);
	if (m == 0) {
		g->winner = -1;
		snprintf(g->result, sizeof g->result, "Draw at the turn limit "
		    "(%d-%d VP)", vp[0], vp[1]);
	} else {
		w = vp[0] > vp[1] ? 0 : 1;
		g->winner = w;
		snprintf(g->result, sizeof g->result, "%s wins (%s, %d-%d VP "
		    "at the turn limit)", g->side[w], m >= g->r.vp.decisive ?
		    "decisive" : "marginal", vp[w], vp[1 - w]);
	}
	event_say(log, EVENT_V_ALL, "Turn limit reached. %s.", g->result);
	event_kind(log, EVENT_K_END);
}

int
fs_resolve_orders(void *gv, const json_t *orders, struct dice *d,
    struct event_log *log, struct pbem_err *err)
{
	struct fs_game *g = gv;
	struct fs_turn t;
	json_t *mine, *line;
	const char *op;
	size_t i;
	int u, k;

	(void)err;	/* orders were checked when parsed */
	memset(&t, 0, sizeof t);
	t.g = g;
	t.d = d;
	t.log = log;
	t.side = FS_ACTING(g);
	g->serial++;
	/* §15 item 3: a revealed attacker is in view only until the end of
	 * the player-turn it attacked in */
	for (i = 0, k = 0; i < (size_t)g->nrev; i++)
		if (g->rev[i].serial >= g->serial)
			g->rev[k++] = g->rev[i];
	g->nrev = k;
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == t.side)
			g->u[u].activated = g->u[u].charged = g->u[u].fought =
			    g->u[u].fired = 0;
	for (k = 0; k < g->nleaders; k++)
		if (g->l[k].side == t.side)
			g->l[k].rallied = 0;
	memset(g->vis, 0, sizeof g->vis);
	fs_sight_log(g, log, 1);
	mine = json_object_get(orders, g->side[t.side]);
	event_say(log, EVENT_V_ALL, "Turn %d of %d: %s acts.", g->turn, g->turns,
	    g->side[t.side]);
	if (json_is_true(json_object_get(mine, "capitulate"))) {
		g->over = 1;
		g->winner = 1 - t.side;
		snprintf(g->result, sizeof g->result, "%s wins: %s capitulated",
		    g->side[1 - t.side], g->side[t.side]);
		event_say(log, EVENT_V_ALL, "%s capitulates. %s.", g->side[t.side],
		    g->result);
		event_kind(log, EVENT_K_END);
		return PBEM_OK;
	}
	if (g->r.repeat_army && g->army_checked[t.side] && g->turn > 1)
		fs_army_check(g, t.side, d, log);
	if (mine == NULL)
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(t.side), "No orders arrived: "
		    "no unit activates; standing orders stay in force.");
	standing(&t, json_object_get(mine, "standing"));
	json_array_foreach(json_object_get(mine, "lines"), i, line) {
		if (t.ended || g->over)
			break;
		op = json_string_value(json_object_get(line, "op"));
		if (op == NULL)
			continue;
		if (strcmp(op, "ACT") == 0)
			do_act(&t, line);
		else if (strcmp(op, "RALLY") == 0)
			do_rally(&t, line);
		else if (strcmp(op, "STOP") == 0 &&
		    (json_object_get(line, "guard") == NULL ||
		    guard_true(&t, json_object_get(line, "guard"), -1))) {
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(t.side), "Line %d: "
			    "STOP: %s ends the turn.", (int)json_integer_value(
			    json_object_get(line, "line")), g->side[t.side]);
			t.ended = 1;
		}
		fs_sight_log(g, log, 0);
		fs_update_objectives(g);
	}
	if (!g->over)
		turnover(&t);
	fs_update_objectives(g);
	fs_sight_log(g, log, 0);
	if (g->over)
		return PBEM_OK;
	if (g->half == 0)
		g->half = 1;
	else {
		g->half = 0;
		g->turn++;
	}
	if (g->turn > g->turns) {
		g->turn = g->turns;
		g->half = 1;
		turn_limit(g, log);
	}
	return PBEM_OK;
}
