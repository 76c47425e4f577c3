/*
 * fs_turn.c - resolving a phase.  Deployment (sealed, simultaneous; then
 * trait rolls and initiative, §5.1 §6) and a player-turn (§7, §13.1):
 * standing orders, then the sheet's ACT/RALLY/STOP lines top to bottom
 * with guards and ELSE fall-backs judged on what the side can see, the
 * push-your-luck activation roll, turnover melee (§9.4), the phase
 * advance and the end of play with victory points (§10, §14).
 * It never formats reports; it only logs events.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

/* Log what each side newly sees since the last call (§15). */
static void
sight_log(struct fs_game *g, struct fs_log *log, int quiet)
{
	int v, i, now;

	fs_sight(g);
	for (v = 0; v < FS_NSIDES; v++)
		for (i = 0; i < g->nunits; i++) {
			if (g->u[i].side == v)
				continue;
			now = fs_visible(g, v, i);
			if (now && !g->vis[v][i] && !quiet)
				fs_say(g, log, FS_V_SIDE(v), "Sighted: %U (%s) at "
				    "%L.", i, g->r.type[g->u[i].type].name,
				    g->u[i].x, g->u[i].y);
			g->vis[v][i] = (unsigned char)now;
		}
}

/* ---- deployment ---- */

static int
zone_ok(const struct fs_game *g, int u, int x, int y)
{
	int s = g->u[u].side;

	return fs_in_bounds(g, x, y) && y >= g->zone_lo[s] &&
	    y <= g->zone_hi[s] && fs_can_end(g, u, x, y) &&
	    fs_unit_at(g, x, y) < 0;
}

static void
place(struct fs_game *g, int u, int x, int y, int face, int mounted)
{
	g->u[u].mounted = mounted;
	g->u[u].x = x;
	g->u[u].y = y;
	g->u[u].face = face;
	g->u[u].placed = 1;
}

static int
forward_face(const struct fs_game *g, int side)
{
	return g->zone_lo[side] <= g->zone_lo[1 - side] ? GRID_FACE_NE :
	    GRID_FACE_SW;
}

/* A side that sent no sheet, or a unit without a place: defaults, else
 * the first free legal cell of its zone, front rows first. */
static void
auto_place(struct fs_game *g, int u)
{
	int s = g->u[u].side, fwd = forward_face(g, s) == GRID_FACE_NE;
	int r, x, y;

	if (g->u[u].has_def && zone_ok(g, u, g->u[u].def_x, g->u[u].def_y)) {
		place(g, u, g->u[u].def_x, g->u[u].def_y, g->u[u].def_face,
		    g->u[u].def_mounted);
		return;
	}
	g->u[u].mounted = 0;
	for (r = 0; r <= g->zone_hi[s] - g->zone_lo[s]; r++) {
		y = fwd ? g->zone_hi[s] - r : g->zone_lo[s] + r;
		for (x = 0; x < g->cols; x++)
			if (zone_ok(g, u, x, y)) {
				place(g, u, x, y, forward_face(g, s), 0);
				return;
			}
	}
}

static void
roll_traits(struct fs_game *g, const json_t *orders, struct dice *d,
    struct fs_log *log)
{
	struct fs_leader *l;
	json_t *tl, *v;
	size_t k;
	int i, r, t;
	const char *name;

	for (i = 0; i < g->nleaders; i++) {
		l = &g->l[i];
		if (l->fixed)
			continue;
		r = dice_roll(d, 6) + dice_roll(d, 6);
		t = g->r.trait_roll[r];
		if (t == -2) {
			t = g->r.npick > 0 ? g->r.pick[0] : -1;
			tl = json_object_get(json_object_get(orders,
			    g->side[l->side]), "traits");
			json_array_foreach(tl, k, v) {
				name = json_string_value(json_object_get(v,
				    "leader"));
				if (name != NULL && strcasecmp(name, l->name) == 0)
					t = fs_tables_trait(&g->r,
					    json_string_value(json_object_get(v,
					    "trait")) ? json_string_value(
					    json_object_get(v, "trait")) : "");
			}
		}
		if (t >= 0)
			l->traits |= 1u << t;
		l->fixed = 1;
		fs_say(g, log, FS_V_REF | FS_V_SIDE(l->side), "Leader %s rolls "
		    "for a trait: %d: %s.", l->name, r, t >= 0 ?
		    g->r.trait[t].key : "no trait");
	}
}

int
fs_resolve_deploy(struct fs_game *g, const json_t *orders, struct dice *d,
    struct fs_log *log)
{
	json_t *mine, *list, *v;
	size_t k;
	int s, u, x, y, f, r[FS_NSIDES], w, pref_first;
	const char *pref;

	g->serial++;
	for (s = 0; s < FS_NSIDES; s++) {
		mine = json_object_get(orders, g->side[s]);
		list = json_object_get(mine, "deploy");
		json_array_foreach(list, k, v) {
			const char *id = json_string_value(json_object_get(v,
			    "unit"));
			const char *c = json_string_value(json_object_get(v,
			    "cell"));
			const char *fc = json_string_value(json_object_get(v,
			    "face"));

			u = id ? fs_find_unit(g, id) : -1;
			if (u < 0 || g->u[u].side != s || g->u[u].placed ||
			    c == NULL || fc == NULL ||
			    grid_parse(c, g->cols, g->rows, &x, &y) != 0 ||
			    (f = grid_facing_parse(fc)) < 0)
				continue;
			g->u[u].mounted = json_is_true(json_object_get(v,
			    "mounted")) && (g->r.type[g->u[u].type].flags &
			    FS_F_MOUNTS);
			if (zone_ok(g, u, x, y))
				place(g, u, x, y, f, g->u[u].mounted);
		}
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && !g->u[u].placed)
				auto_place(g, u);
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && !g->u[u].placed) {
				/* no room at all: the unit never arrives */
				g->u[u].alive = 0;
				g->start_units[s]--;
			}
		if (mine == NULL)
			fs_say(g, log, FS_V_REF | FS_V_SIDE(s), "No deployment "
			    "sheet from %s: its units took their default "
			    "positions.", g->side[s]);
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && g->u[u].placed)
				fs_say(g, log, FS_V_REF | FS_V_SIDE(s), "%U deploys "
				    "at %L facing %s%s.", u, g->u[u].x, g->u[u].y,
				    grid_facing_name(g->u[u].face),
				    g->u[u].mounted ? ", mounted" : "");
	}
	roll_traits(g, orders, d, log);
	/* §6.7: each side rolls 1D6, ties re-rolled; the winner chooses */
	do {
		r[0] = dice_roll(d, 6);
		r[1] = dice_roll(d, 6);
		fs_say(g, log, FS_V_ALL, "Initiative roll: %s %d, %s %d.",
		    g->side[0], r[0], g->side[1], r[1]);
	} while (r[0] == r[1] && !d->script_overrun);
	w = r[0] >= r[1] ? 0 : 1;
	g->init_roll[0] = r[0];
	g->init_roll[1] = r[1];
	pref = json_string_value(json_object_get(json_object_get(orders,
	    g->side[w]), "initiative"));
	pref_first = pref == NULL || strcasecmp(pref, "SECOND") != 0;
	g->first = pref_first ? w : 1 - w;
	fs_say(g, log, FS_V_ALL, "%s wins the initiative and chooses to act "
	    "%s: %s acts first every turn.", g->side[w], pref_first ? "first" :
	    "second", g->side[g->first]);
	g->turn = 1;
	g->half = 0;
	memset(g->vis, 0, sizeof g->vis);
	sight_log(g, log, 0);
	fs_update_objectives(g);
	return PBEM_OK;
}

/* ---- a player-turn ---- */

struct turn {
	struct fs_game *g;
	struct dice *d;
	struct fs_log *log;
	int side, prev;		/* prev: 0 none, 1 activated, 2 skipped */
	int ended;
};

static int
engaged(const struct fs_game *g, int u)
{
	return g->u[u].nlinks > 0;
}

static int
cond_true(struct turn *t, json_t *c, int u)
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
		if (strcmp(k, "SEEN") == 0)
			r = o >= 0 && fs_visible(g, t->side, o);
		else if (strcmp(k, "GONE") == 0)
			r = o < 0 || !fs_visible(g, t->side, o);
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
guard_true(struct turn *t, json_t *gd, int u)
{
	size_t i;
	json_t *c;

	json_array_foreach(gd, i, c)
		if (!cond_true(t, c, u))
			return 0;
	return 1;
}

/* ---- targets (§13.3 tie-breaks) ---- */

enum purpose { P_FIRE, P_CHARGE, P_TOWARD, P_ANY };

struct choice {
	int target;
	struct fs_path path;
	int cx, cy;		/* TOWARD: the goal */
};

static int
charge_path(struct fs_game *g, int u, int e, json_t *via, int side,
    struct fs_path *p)
{
	json_t *v;
	size_t i;
	int x, y;

	if (json_array_size(via) == 0)
		return fs_path_best(g, u, side, g->u[e].x, g->u[e].y,
		    FS_PATH_CHARGE, p);
	memset(p, 0, sizeof *p);
	p->x[0] = g->u[u].x;
	p->y[0] = g->u[u].y;
	json_array_foreach(via, i, v) {
		if (i >= FS_MAX_PATH - 1 || !json_is_string(v) ||
		    grid_parse(json_string_value(v), g->cols, g->rows, &x,
		    &y) != 0)
			return -1;
		p->n++;
		p->x[p->n] = x;
		p->y[p->n] = y;
	}
	p->n++;
	p->x[p->n] = g->u[e].x;
	p->y[p->n] = g->u[e].y;
	return fs_path_cost(g, u, p, side, FS_PC_CHARGE) < 0 ? -1 : 0;
}

static int
fits(struct turn *t, int u, int e, enum purpose pu, json_t *via,
    struct choice *ch)
{
	struct fs_game *g = t->g;

	if (e < 0 || !g->u[e].alive || g->u[e].side == t->side ||
	    !fs_visible(g, t->side, e))
		return 0;
	switch (pu) {
	case P_FIRE:
		return fs_can_fire_at(g, u, e);
	case P_CHARGE:
		return charge_path(g, u, e, via, t->side, &ch->path) == 0;
	case P_TOWARD:
		return fs_path_best(g, u, t->side, g->u[e].x, g->u[e].y,
		    FS_PATH_TOWARD, &ch->path) == 0;
	default:
		return 1;
	}
}

static int
weak_rank(const struct fs_unit *e)
{
	return e->blo && e->dis ? 0 : e->blo ? 1 : e->dis ? 2 : 3;
}

/* NEAREST: smallest D, then smallest |dy|, lowest column, lowest row. */
static long
near_key(const struct fs_game *g, int u, int e)
{
	return (long)grid_dist(g->u[u].x, g->u[u].y, g->u[e].x, g->u[e].y) *
	    1000000L + (long)abs(g->u[e].y - g->u[u].y) * 10000L +
	    (long)g->u[e].x * 100L + g->u[e].y;
}

static int
pick(struct turn *t, int u, json_t *list, enum purpose pu, json_t *via,
    struct choice *ch)
{
	struct fs_game *g = t->g;
	size_t i;
	json_t *v;
	const char *s;
	int e, x, y, best;
	long k, bk;

	json_array_foreach(list, i, v) {
		s = json_string_value(v);
		if (s == NULL)
			continue;
		if (strncmp(s, "CELL ", 5) == 0) {
			if (grid_parse(s + 5, g->cols, g->rows, &x, &y) != 0)
				continue;
			e = fs_unit_at(g, x, y);
		} else if (strcmp(s, "NEAREST") == 0 ||
		    strcmp(s, "WEAKEST") == 0 || strcmp(s, "ENGAGED") == 0) {
			best = -1;
			bk = LONG_MAX;
			for (e = 0; e < g->nunits; e++) {
				if (strcmp(s, "ENGAGED") == 0 && !engaged(g, e))
					continue;
				if (g->u[e].side == t->side || !g->u[e].alive ||
				    !fs_visible(g, t->side, e) ||
				    !fits(t, u, e, pu, via, ch))
					continue;
				k = near_key(g, u, e);
				if (strcmp(s, "WEAKEST") == 0)
					k += (long)weak_rank(&g->u[e]) *
					    100000000L;
				if (k < bk) {
					bk = k;
					best = e;
				}
			}
			e = best;
		} else
			e = fs_find_alias(g, t->side, s, 1);
		if (e >= 0 && fits(t, u, e, pu, via, ch)) {
			ch->target = e;
			return 1;
		}
	}
	return 0;
}

/* ---- options ---- */

static int
disengage_cell(struct turn *t, int u, json_t *to)
{
	struct fs_game *g = t->g;
	int dir, dx, dy, x, y, i, ok, best = -1, tx = -1, ty = -1;
	long k, bk = LONG_MIN;

	if (to != NULL && grid_parse(json_string_value(to) ?
	    json_string_value(to) : "", g->cols, g->rows, &tx, &ty) != 0)
		return -1;
	for (dir = 0; dir < 8; dir++) {
		grid_dir8_vec(dir, &dx, &dy);
		x = g->u[u].x + dx;
		y = g->u[u].y + dy;
		if (!fs_in_bounds(g, x, y) || !fs_can_enter(g, u, x, y) ||
		    !fs_can_end(g, u, x, y) || fs_unit_at(g, x, y) >= 0)
			continue;
		/* directly away: farther from every melee opponent */
		ok = 1;
		k = LONG_MAX;
		for (i = 0; i < g->u[u].nlinks; i++) {
			int o = g->u[u].links[i];
			int d1 = grid_dist(g->u[u].x, g->u[u].y, g->u[o].x,
			    g->u[o].y);
			int d2 = grid_dist(x, y, g->u[o].x, g->u[o].y);

			if (d2 <= d1)
				ok = 0;
			if (d2 < k)
				k = d2;
		}
		if (!ok)
			continue;
		if (tx >= 0 && (x != tx || y != ty))
			continue;
		k = k * 10 + (8 - dir);
		if (k > bk) {
			bk = k;
			best = y * g->cols + x;
		}
	}
	return best;
}

static int
linked_target(struct turn *t, int u, json_t *opt)
{
	struct fs_game *g = t->g;
	const char *a = json_string_value(json_object_get(opt, "target"));
	int e;

	if (!engaged(g, u))
		return -1;
	if (a != NULL) {
		e = fs_find_alias(g, t->side, a, 1);
		return e >= 0 && fs_linked(g, u, e) ? e : -1;
	}
	if (g->u[u].st_melee >= 0 && fs_linked(g, u, g->u[u].st_melee))
		return g->u[u].st_melee;
	return g->u[u].links[g->u[u].nlinks - 1];
}

/* Mounted infantry: which mount state to move in.  Returns 1 if the
 * change is made before the move, 0 after, -1 if no change. */
static int
mount_plan(struct turn *t, int u, json_t *opt, struct fs_path *p,
    int (*plan)(struct turn *, int, json_t *, struct fs_path *))
{
	struct fs_game *g = t->g;
	json_t *m = json_object_get(opt, "mount");
	int want, cur = g->u[u].mounted, ok;

	if (!json_is_boolean(m) ||
	    !(g->r.type[g->u[u].type].flags & FS_F_MOUNTS) ||
	    json_is_true(m) == cur)
		return plan(t, u, opt, p) == 0 ? -1 : -2;
	want = json_is_true(m);
	/* MOUNT first tries riding the whole way, DISMOUNT walking none */
	g->u[u].mounted = want ? want : cur;
	ok = plan(t, u, opt, p) == 0;
	if (ok) {
		/* the end cell must suit the final state */
		g->u[u].mounted = want;
		ok = fs_can_end(g, u, p->x[p->n], p->y[p->n]);
	}
	g->u[u].mounted = cur;
	if (ok)
		return want ? 1 : 0;
	g->u[u].mounted = want ? cur : want;
	ok = plan(t, u, opt, p) == 0;
	if (ok) {
		g->u[u].mounted = want;
		ok = fs_can_end(g, u, p->x[p->n], p->y[p->n]);
	}
	g->u[u].mounted = cur;
	if (ok)
		return want ? 0 : 1;
	return -2;
}

static int
plan_path(struct turn *t, int u, json_t *opt, struct fs_path *p)
{
	struct fs_game *g = t->g;
	const char *o = json_string_value(json_object_get(opt, "o"));
	json_t *v;
	size_t i;
	int x, y;
	struct choice ch;

	if (strcmp(o, "MOVETO") == 0) {
		if (grid_parse(json_string_value(json_object_get(opt, "cell")) ?
		    json_string_value(json_object_get(opt, "cell")) : "",
		    g->cols, g->rows, &x, &y) != 0)
			return -1;
		return fs_path_best(g, u, t->side, x, y, FS_PATH_TO, p);
	}
	if (strcmp(o, "TOWARD") == 0 && json_object_get(opt, "goal")) {
		if (grid_parse(json_string_value(json_object_get(opt, "goal")) ?
		    json_string_value(json_object_get(opt, "goal")) : "",
		    g->cols, g->rows, &x, &y) != 0)
			return -1;
		return fs_path_best(g, u, t->side, x, y, FS_PATH_TOWARD, p);
	}
	if (strcmp(o, "TOWARD") == 0) {
		if (!pick(t, u, json_object_get(opt, "targets"), P_TOWARD, NULL,
		    &ch))
			return -1;
		*p = ch.path;
		return 0;
	}
	memset(p, 0, sizeof *p);
	p->x[0] = g->u[u].x;
	p->y[0] = g->u[u].y;
	json_array_foreach(json_object_get(opt, "path"), i, v) {
		if (i >= FS_MAX_PATH || !json_is_string(v) ||
		    grid_parse(json_string_value(v), g->cols, g->rows, &x,
		    &y) != 0)
			return -1;
		p->n++;
		p->x[p->n] = x;
		p->y[p->n] = y;
	}
	return fs_path_cost(g, u, p, t->side, 0) < 0 ? -1 : 0;
}

static int
plan_face(struct turn *t, int u, json_t *opt, struct fs_path *p)
{
	(void)opt;
	memset(p, 0, sizeof *p);
	p->x[0] = t->g->u[u].x;
	p->y[0] = t->g->u[u].y;
	return 0;
}

struct plan {
	json_t *opt;
	const char *o;
	struct choice ch;
	int mount_when;		/* -1 none, 1 before, 0 after */
	int dcell;
};

/* Is this option legal right now, as the side sees it?  Fills *pl. */
static int
legal(struct turn *t, int u, json_t *opt, struct plan *pl)
{
	struct fs_game *g = t->g;
	const char *o = json_string_value(json_object_get(opt, "o"));
	int eng = engaged(g, u);

	memset(pl, 0, sizeof *pl);
	pl->opt = opt;
	pl->o = o;
	pl->mount_when = -1;
	if (o == NULL)
		return 0;
	/* an engaged unit may only melee, press or disengage */
	if (eng && strcmp(o, "MELEE") != 0 && strcmp(o, "DISENGAGE") != 0)
		return 0;
	if (strcmp(o, "MOVE") == 0 || strcmp(o, "MOVETO") == 0 ||
	    strcmp(o, "TOWARD") == 0) {
		pl->mount_when = mount_plan(t, u, opt, &pl->ch.path, plan_path);
		if (pl->mount_when == -2)
			return 0;
		pl->ch.target = -1;
		if (strcmp(o, "TOWARD") == 0 &&
		    json_object_get(opt, "targets") != NULL) {
			struct fs_path keep = pl->ch.path;

			pick(t, u, json_object_get(opt, "targets"), P_TOWARD,
			    NULL, &pl->ch);
			pl->ch.path = keep;
		}
		return 1;
	}
	if (strcmp(o, "FACE") == 0) {
		pl->mount_when = mount_plan(t, u, opt, &pl->ch.path, plan_face);
		return pl->mount_when != -2;
	}
	if (strcmp(o, "FIRE") == 0)
		return pick(t, u, json_object_get(opt, "targets"), P_FIRE, NULL,
		    &pl->ch);
	if (strcmp(o, "CHARGE") == 0)
		return pick(t, u, json_object_get(opt, "targets"), P_CHARGE,
		    json_object_get(opt, "via"), &pl->ch);
	if (strcmp(o, "MELEE") == 0) {
		pl->ch.target = linked_target(t, u, opt);
		return pl->ch.target >= 0;
	}
	if (strcmp(o, "DISENGAGE") == 0) {
		if (!eng)
			return 0;
		pl->dcell = disengage_cell(t, u, json_object_get(opt, "to"));
		return pl->dcell >= 0;
	}
	if (strcmp(o, "CLEAR") == 0)
		return g->u[u].jam;
	if (strcmp(o, "HOLD") == 0)
		return 1;
	return 0;
}

static void
set_face(struct turn *t, int u, json_t *opt, int tx, int ty)
{
	struct fs_game *g = t->g;
	const char *f = json_string_value(json_object_get(opt, "face"));
	int fc = f != NULL ? grid_facing_parse(f) : -1;

	if (fc >= 0)
		g->u[u].face = fc;
	else if (tx >= 0)
		g->u[u].face = grid_facing_toward(g->u[u].face,
		    tx - g->u[u].x, ty - g->u[u].y);
}

static void
change_mount(struct turn *t, int u, json_t *opt)
{
	struct fs_game *g = t->g;
	int want = json_is_true(json_object_get(opt, "mount"));

	if (g->u[u].mounted == want)
		return;
	g->u[u].mounted = want;
	fs_say(g, t->log, fs_viewers(g, u), "%U %s.", u, want ? "mounts" :
	    "dismounts");
}

static void
carry_out(struct turn *t, int u, struct plan *pl, int difficult)
{
	struct fs_game *g = t->g;
	const char *o = pl->o;
	int bumped, e = pl->ch.target, ox, oy, n;
	struct fs_path p;
	struct choice ch;

	if (strcmp(o, "MOVE") == 0 || strcmp(o, "MOVETO") == 0 ||
	    strcmp(o, "TOWARD") == 0) {
		if (pl->mount_when == 1)
			change_mount(t, u, pl->opt);
		fs_move_exec(g, u, &pl->ch.path, t->log, &bumped);
		if (pl->mount_when == 0 && bumped < 0)
			change_mount(t, u, pl->opt);
		if (strcmp(o, "TOWARD") == 0 && pl->ch.target >= 0)
			set_face(t, u, pl->opt, g->u[pl->ch.target].x,
			    g->u[pl->ch.target].y);
		else
			set_face(t, u, pl->opt, -1, -1);
		fs_say(g, t->log, fs_viewers(g, u), "%U faces %s.", u,
		    grid_facing_name(g->u[u].face));
	} else if (strcmp(o, "FACE") == 0) {
		if (pl->mount_when >= 0)
			change_mount(t, u, pl->opt);
		set_face(t, u, pl->opt, -1, -1);
		fs_say(g, t->log, fs_viewers(g, u), "%U turns to face %s.", u,
		    grid_facing_name(g->u[u].face));
	} else if (strcmp(o, "FIRE") == 0) {
		fs_shoot(g, u, e, difficult && json_is_true(json_object_get(
		    pl->opt, "volley")), t->d, t->log);
	} else if (strcmp(o, "CHARGE") == 0) {
		p = pl->ch.path;
		n = p.n;
		p.n = n - 1;	/* walk to the origin cell */
		bumped = -1;
		if (p.n > 0)
			fs_move_exec(g, u, &p, t->log, &bumped);
		g->u[u].charged = 1;
		if (bumped >= 0 || g->u[u].x != p.x[p.n] ||
		    g->u[u].y != p.y[p.n] || !g->u[e].alive)
			return;	/* stopped short: no melee (§15) */
		ox = g->u[u].x;
		oy = g->u[u].y;
		g->u[u].face = grid_facing_toward(g->u[u].face,
		    g->u[e].x - ox, g->u[e].y - oy);
		fs_melee(g, u, e, ox, oy, 1, difficult && json_is_true(
		    json_object_get(pl->opt, "press")), json_is_true(
		    json_object_get(pl->opt, "noadv")), 0, t->d, t->log);
	} else if (strcmp(o, "MELEE") == 0) {
		fs_melee(g, u, e, g->u[u].x, g->u[u].y, 0, difficult &&
		    json_is_true(json_object_get(pl->opt, "press")),
		    json_is_true(json_object_get(pl->opt, "noadv")), 0, t->d,
		    t->log);
	} else if (strcmp(o, "DISENGAGE") == 0) {
		ox = g->u[u].x;
		oy = g->u[u].y;
		g->u[u].x = pl->dcell % g->cols;
		g->u[u].y = pl->dcell / g->cols;
		fs_unlink_all(g, u);
		fs_say(g, t->log, FS_V_ALL, "%U disengages from %L to %L.", u,
		    ox, oy, g->u[u].x, g->u[u].y);
		fs_sight(g);
		if (json_object_get(pl->opt, "fire") != NULL) {
			memset(&ch, 0, sizeof ch);
			if (pick(t, u, json_object_get(pl->opt, "fire"), P_FIRE,
			    NULL, &ch))
				fs_shoot(g, u, ch.target, 0, t->d, t->log);
			else
				fs_say(g, t->log, FS_V_REF | FS_V_SIDE(t->side),
				    "%U has no target to fire at.", u);
		}
	} else if (strcmp(o, "CLEAR") == 0) {
		g->u[u].jam = 0;
		fs_say(g, t->log, fs_viewers(g, u), "%U clears its jam.", u);
	} else if (strcmp(o, "HOLD") == 0) {
		fs_say(g, t->log, FS_V_REF | FS_V_SIDE(t->side),
		    "%U holds its position.", u);
	}
}

static const char *
opt_name(const char *o)
{
	if (strcmp(o, "MOVETO") == 0)
		return "MOVE TO";
	if (strcmp(o, "TOWARD") == 0)
		return "MOVE TOWARD";
	return o;
}

static void
do_act(struct turn *t, json_t *line)
{
	struct fs_game *g = t->g;
	const char *id = json_string_value(json_object_get(line, "unit"));
	int u = id ? fs_find_unit(g, id) : -1, ln, roll, d1, d2, m, difficult;
	unsigned own = FS_V_REF | FS_V_SIDE(t->side);
	json_t *opts = json_object_get(line, "options"), *opt;
	struct plan pl;
	struct buf why;
	size_t i;

	ln = (int)json_integer_value(json_object_get(line, "line"));
	if (u < 0 || g->u[u].side != t->side) {
		t->prev = 2;
		return;
	}
	if (!g->u[u].alive) {
		fs_say(g, t->log, own, "Line %d: %U is gone; skipped.", ln, u);
		t->prev = 2;
		return;
	}
	if (g->u[u].activated) {
		fs_say(g, t->log, own, "Line %d: %U has already acted; skipped.",
		    ln, u);
		t->prev = 2;
		return;
	}
	if (json_object_get(line, "guard") != NULL &&
	    !guard_true(t, json_object_get(line, "guard"), u)) {
		fs_say(g, t->log, own, "Line %d: %U: condition false; skipped.",
		    ln, u);
		t->prev = 2;
		return;
	}
	opt = NULL;
	json_array_foreach(opts, i, opt)
		if (legal(t, u, opt, &pl))
			break;
	if (i == json_array_size(opts)) {
		fs_say(g, t->log, own, "Line %d: %U: no option can be carried "
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
		fs_say(g, t->log, own, "Line %d: %U activation: dice %d+%d; %s "
		    "=> %d: fails. %s's turn ends.", ln, u, d1, d2,
		    buf_str(&why), roll, g->side[t->side]);
		buf_free(&why);
		t->ended = 1;
		return;
	}
	difficult = roll > g->r.res.basic_max;
	fs_say(g, t->log, own, "Line %d: %U activation: dice %d+%d; %s => %d: "
	    "%s. Carries out %s%s.", ln, u, d1, d2, buf_str(&why), roll,
	    difficult ? "basic or difficult action" : "one basic action",
	    opt_name(pl.o), i > 0 ? " (a fall-back)" : "");
	buf_free(&why);
	g->u[u].activated = 1;
	t->prev = 1;
	carry_out(t, u, &pl, difficult);
}

static void
do_rally(struct turn *t, json_t *line)
{
	struct fs_game *g = t->g;
	const char *n = json_string_value(json_object_get(line, "leader"));
	int l = n ? fs_find_leader(g, n) : -1, lu, u, d1, d2, m, again = 1;
	unsigned own = FS_V_REF | FS_V_SIDE(t->side);
	json_t *v;
	size_t i;
	struct buf why;

	if (l < 0 || g->l[l].side != t->side || !g->l[l].alive ||
	    g->l[l].rallied) {
		if (l >= 0 && g->l[l].side == t->side)
			fs_say(g, t->log, own, "Rally by %s: %s.", g->l[l].name,
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
		fs_say(g, t->log, own, "%s rallies %U: dice %d+%d; %s => %d: %s.",
		    g->l[l].name, u, d1, d2, buf_str(&why), d1 + d2 + m,
		    d1 + d2 + m < g->r.res.rally_min ? "no effect" : again ?
		    "rallied, and the leader may try another" : "rallied");
		buf_free(&why);
		if (d1 + d2 + m >= g->r.res.rally_min) {
			g->u[u].dis = 0;
			if (fs_visible(g, 1 - t->side, u))
				fs_say(g, t->log, FS_V_SIDE(1 - t->side),
				    "%U is no longer disordered.", u);
		}
	}
	if (!g->l[l].rallied)
		fs_say(g, t->log, own, "Rally by %s: no disordered unit on the "
		    "list is within reach.", g->l[l].name);
}

static void
standing(struct turn *t, json_t *list)
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
turnover(struct turn *t)
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
		sight_log(g, t->log, 0);
	}
}

void
fs_end_game_vp(const struct fs_game *g, int vp[FS_NSIDES])
{
	int s, i;

	for (s = 0; s < FS_NSIDES; s++) {
		vp[s] = 0;
		for (i = 0; i < g->nunits; i++) {
			if (g->u[i].side == s)
				continue;
			if (!g->u[i].alive)
				vp[s] += g->r.vp.elim;
			else if (g->u[i].blo)
				vp[s] += g->r.vp.bloodied;
		}
		for (i = 0; i < g->nleaders; i++)
			if (g->l[i].side != s && !g->l[i].alive)
				vp[s] += g->r.vp.leader;
		for (i = 0; i < g->nobj; i++)
			if (g->obj_holder[i] == s)
				vp[s] += g->obj_vp;
	}
}

static void
turn_limit(struct fs_game *g, struct fs_log *log)
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
	fs_say(g, log, FS_V_ALL, "Turn limit reached. %s.", g->result);
}

int
fs_resolve_orders(struct fs_game *g, const json_t *orders, struct dice *d,
    struct fs_log *log)
{
	struct turn t;
	json_t *mine, *line;
	const char *op;
	size_t i;
	int u, k;

	memset(&t, 0, sizeof t);
	t.g = g;
	t.d = d;
	t.log = log;
	t.side = FS_ACTING(g);
	g->serial++;
	/* a revealed attacker stays in view this and the next player-turn */
	for (i = 0, k = 0; i < (size_t)g->nrev; i++)
		if (g->rev[i].serial >= g->serial - 2)
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
	sight_log(g, log, 1);
	mine = json_object_get(orders, g->side[t.side]);
	fs_say(g, log, FS_V_ALL, "Turn %d of %d: %s acts.", g->turn, g->turns,
	    g->side[t.side]);
	if (json_is_true(json_object_get(mine, "capitulate"))) {
		g->over = 1;
		g->winner = 1 - t.side;
		snprintf(g->result, sizeof g->result, "%s wins: %s capitulated",
		    g->side[1 - t.side], g->side[t.side]);
		fs_say(g, log, FS_V_ALL, "%s capitulates. %s.", g->side[t.side],
		    g->result);
		return PBEM_OK;
	}
	if (g->r.repeat_army && g->army_checked[t.side] && g->turn > 1)
		fs_army_check(g, t.side, d, log);
	if (mine == NULL)
		fs_say(g, log, FS_V_REF | FS_V_SIDE(t.side), "No orders arrived: "
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
			fs_say(g, log, FS_V_REF | FS_V_SIDE(t.side), "Line %d: "
			    "STOP: %s ends the turn.", (int)json_integer_value(
			    json_object_get(line, "line")), g->side[t.side]);
			t.ended = 1;
		}
		sight_log(g, log, 0);
		fs_update_objectives(g);
	}
	if (!g->over)
		turnover(&t);
	fs_update_objectives(g);
	sight_log(g, log, 0);
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
