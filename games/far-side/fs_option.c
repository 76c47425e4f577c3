/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_option.c - the options of an ACT line (§13.3): whether an option is
 * legal right now *as the acting side sees it* (path, target in sight,
 * arc, range and LOS, jam, the R-18 limits on engaged units), with the
 * published NEAREST/WEAKEST tie-breaks and R-7 mount planning; then
 * carrying the chosen option out through fs_move.c and fs_combat.c.
 * fs_turn.c decides which option and rolls; this file never rolls an
 * activation and never reads another side's hidden units when planning.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

static int
engaged(const struct fs_game *g, int u)
{
	return g->u[u].nlinks > 0;
}

/* ---- targets (§13.3 tie-breaks) ---- */

enum purpose { P_FIRE, P_CHARGE, P_TOWARD, P_ANY };

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
fits(struct fs_turn *t, int u, int e, enum purpose pu, json_t *via,
    struct fs_choice *ch)
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
pick(struct fs_turn *t, int u, json_t *list, enum purpose pu, json_t *via,
    struct fs_choice *ch)
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
disengage_cell(struct fs_turn *t, int u, json_t *to)
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
linked_target(struct fs_turn *t, int u, json_t *opt)
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

/*
 * mounted infantry may mount or dismount once, free, at the start or
 * the end of a Move, Charge or Face.  Try the order that suits the wish
 * first (MOUNT: ride the whole way; DISMOUNT: ride, then get down), then
 * the other; the cell the action ends in must suit the final state (for
 * a charge, the cell it attacks from).  Returns 1 if the change comes
 * before the action, 0 after, -1 if there is none, -2 if no plan works.
 */
static int
mount_plan(struct fs_turn *t, int u, json_t *opt, struct fs_choice *ch,
    int (*plan)(struct fs_turn *, int, json_t *, struct fs_choice *),
    int charge)
{
	struct fs_game *g = t->g;
	json_t *m = json_object_get(opt, "mount");
	int want, cur = g->u[u].mounted, ok, k, e;

	if (!json_is_boolean(m) ||
	    !(g->r.type[g->u[u].type].flags & FS_F_MOUNTS) ||
	    json_is_true(m) == cur)
		return plan(t, u, opt, ch) == 0 ? -1 : -2;
	want = json_is_true(m);
	for (k = 0; k < 2; k++) {
		/* act mounted first, then dismounted; the change comes
		 * before the action if it is made in the wanted state */
		g->u[u].mounted = k == 0;
		ok = plan(t, u, opt, ch) == 0;
		if (ok) {
			e = charge ? ch->path.n - 1 : ch->path.n;
			g->u[u].mounted = want;
			ok = fs_can_end(g, u, ch->path.x[e], ch->path.y[e]);
		}
		g->u[u].mounted = cur;
		if (ok)
			return (k == 0) == want ? 1 : 0;
	}
	return -2;
}

static int
plan_path(struct fs_turn *t, int u, json_t *opt, struct fs_choice *ch)
{
	struct fs_game *g = t->g;
	struct fs_path *p = &ch->path;
	const char *o = json_string_value(json_object_get(opt, "o"));
	json_t *v;
	size_t i;
	int x, y;

	ch->target = -1;
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
	if (strcmp(o, "TOWARD") == 0)
		return pick(t, u, json_object_get(opt, "targets"), P_TOWARD,
		    NULL, ch) ? 0 : -1;
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
plan_face(struct fs_turn *t, int u, json_t *opt, struct fs_choice *ch)
{
	(void)opt;
	memset(&ch->path, 0, sizeof ch->path);
	ch->target = -1;
	ch->path.x[0] = t->g->u[u].x;
	ch->path.y[0] = t->g->u[u].y;
	return 0;
}

static int
plan_charge(struct fs_turn *t, int u, json_t *opt, struct fs_choice *ch)
{
	return pick(t, u, json_object_get(opt, "targets"), P_CHARGE,
	    json_object_get(opt, "via"), ch) ? 0 : -1;
}

/* Is this option legal right now, as the side sees it?  Fills *pl. */
int
fs_option_legal(struct fs_turn *t, int u, json_t *opt, struct fs_plan *pl)
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
		pl->mount_when = mount_plan(t, u, opt, &pl->ch, plan_path, 0);
		return pl->mount_when != -2;
	}
	if (strcmp(o, "FACE") == 0) {
		pl->mount_when = mount_plan(t, u, opt, &pl->ch, plan_face, 0);
		return pl->mount_when != -2;
	}
	if (strcmp(o, "FIRE") == 0)
		return pick(t, u, json_object_get(opt, "targets"), P_FIRE, NULL,
		    &pl->ch);
	if (strcmp(o, "CHARGE") == 0) {
		pl->mount_when = mount_plan(t, u, opt, &pl->ch, plan_charge, 1);
		return pl->mount_when != -2;
	}
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
set_face(struct fs_turn *t, int u, json_t *opt, int tx, int ty)
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

/* the planned change; at the end of an action only where the unit
 * may stand in its new state (a charge may have advanced, a move may
 * have bumped). */
static void
change_mount(struct fs_turn *t, int u, json_t *opt, int at_end)
{
	struct fs_game *g = t->g;
	int want = json_is_true(json_object_get(opt, "mount")), cur;

	if (!g->u[u].alive || g->u[u].mounted == want)
		return;
	cur = g->u[u].mounted;
	g->u[u].mounted = want;
	if (at_end && !fs_can_end(g, u, g->u[u].x, g->u[u].y)) {
		g->u[u].mounted = cur;
		return;
	}
	g->u[u].mounted = want;
	event_say(t->log, fs_viewers(g, u), "%U %s.", u, want ? "mounts" :
	    "dismounts");
}

/* Carry out a legal option; `difficult`: the roll allows +VOLLEY/+PRESS. */
void
fs_option_do(struct fs_turn *t, int u, struct fs_plan *pl, int difficult)
{
	struct fs_game *g = t->g;
	const char *o = pl->o;
	int bumped, e = pl->ch.target, ox, oy, n;
	struct fs_path p;
	struct fs_choice ch;

	if (strcmp(o, "MOVE") == 0 || strcmp(o, "MOVETO") == 0 ||
	    strcmp(o, "TOWARD") == 0) {
		if (pl->mount_when == 1)
			change_mount(t, u, pl->opt, 0);
		fs_move_exec(g, u, &pl->ch.path, t->log, &bumped);
		if (pl->mount_when == 0 && bumped < 0)
			change_mount(t, u, pl->opt, 1);
		if (strcmp(o, "TOWARD") == 0 && pl->ch.target >= 0)
			set_face(t, u, pl->opt, g->u[pl->ch.target].x,
			    g->u[pl->ch.target].y);
		else
			set_face(t, u, pl->opt, -1, -1);
		event_say(t->log, fs_viewers(g, u), "%U faces %s.", u,
		    grid_facing_name(g->u[u].face));
	} else if (strcmp(o, "FACE") == 0) {
		if (pl->mount_when >= 0)
			change_mount(t, u, pl->opt, 0);
		set_face(t, u, pl->opt, -1, -1);
		event_say(t->log, fs_viewers(g, u), "%U turns to face %s.", u,
		    grid_facing_name(g->u[u].face));
	} else if (strcmp(o, "FIRE") == 0) {
		fs_shoot(g, u, e, difficult && json_is_true(json_object_get(
		    pl->opt, "volley")), t->d, t->log);
	} else if (strcmp(o, "CHARGE") == 0) {
		p = pl->ch.path;
		n = p.n;
		p.n = n - 1;	/* walk to the origin cell */
		bumped = -1;
		if (pl->mount_when == 1)
			change_mount(t, u, pl->opt, 0);
		if (p.n > 0)
			fs_move_exec(g, u, &p, t->log, &bumped);
		g->u[u].charged = 1;
		if (bumped < 0 && g->u[u].x == p.x[p.n] &&
		    g->u[u].y == p.y[p.n] && g->u[e].alive) {
			ox = g->u[u].x;
			oy = g->u[u].y;
			g->u[u].face = grid_facing_toward(g->u[u].face,
			    g->u[e].x - ox, g->u[e].y - oy);
			fs_melee(g, u, e, ox, oy, 1, difficult && json_is_true(
			    json_object_get(pl->opt, "press")), json_is_true(
			    json_object_get(pl->opt, "noadv")), 0, t->d, t->log);
		}	/* else stopped short: no melee (§15) */
		if (pl->mount_when == 0)
			change_mount(t, u, pl->opt, 1);
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
		fs_sight(g);
		/* The enemy saw it leave (it was in melee with them) but
		 * learns where it went only if that cell is in its sight. */
		{
			unsigned now = fs_viewers(g, u);
			event_say(t->log, now, "%U disengages from %H to %H.", u,
			    ox, oy, g->u[u].x, g->u[u].y);
			if ((EVENT_V_ALL & ~now) != 0)
				event_say(t->log, EVENT_V_ALL & ~now, "%U "
				    "disengages from %H and falls back out of "
				    "sight.", u, ox, oy);
		}
		if (json_object_get(pl->opt, "fire") != NULL) {
			memset(&ch, 0, sizeof ch);
			if (pick(t, u, json_object_get(pl->opt, "fire"), P_FIRE,
			    NULL, &ch))
				fs_shoot(g, u, ch.target, 0, t->d, t->log);
			else
				event_say(t->log, EVENT_V_REF | EVENT_V_SIDE(t->side),
				    "%U has no target to fire at.", u);
		}
	} else if (strcmp(o, "CLEAR") == 0) {
		g->u[u].jam = 0;
		event_say(t->log, fs_viewers(g, u), "%U clears its jam.", u);
	} else if (strcmp(o, "HOLD") == 0) {
		event_say(t->log, EVENT_V_REF | EVENT_V_SIDE(t->side),
		    "%U holds its position.", u);
	}
}

const char *
fs_option_name(const char *o)
{
	if (strcmp(o, "MOVETO") == 0)
		return "MOVE TO";
	if (strcmp(o, "TOWARD") == 0)
		return "MOVE TOWARD";
	return o;
}
