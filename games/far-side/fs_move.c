/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_move.c - movement (§8): step costs with the alternating diagonal,
 * terrain, forest/ford stops, guns' one cell, corner-cutting,
 * passing friends; the path finder behind MOVE TO, MOVE TOWARD and
 * automatic CHARGE paths (§13.3 tie-breaks); and carrying a move out with
 * the bump into unseen enemies (§13.5, R-27).  Planning only ever uses
 * what the mover's side can see; it never rolls dice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fs.h"

int
fs_move_allowance(const struct fs_game *g, int u)
{
	const struct fs_utype *t = &g->r.type[g->u[u].type];

	if ((t->flags & FS_F_MOUNTS) && g->u[u].mounted)
		return t->move_mounted;
	return t->move;
}

/* An enemy the planner must treat as there: seen by `viewer`, or any
 * enemy when viewer < 0 (execution). */
static int
enemy_at(const struct fs_game *g, int u, int x, int y, int viewer)
{
	int o = fs_unit_at(g, x, y);

	if (o < 0 || g->u[o].side == g->u[u].side)
		return 0;
	return viewer < 0 || fs_visible(g, viewer, o);
}

static int
friend_at(const struct fs_game *g, int u, int x, int y)
{
	int o = fs_unit_at(g, x, y);

	return o >= 0 && o != u && g->u[o].side == g->u[u].side;
}

/* a diagonal is blocked only if both side cells are blocked. */
static int
squeeze(const struct fs_game *g, int u, int x0, int y0, int x1, int y1,
    int viewer)
{
	int a, b;

	if (x0 == x1 || y0 == y1)
		return 0;
	a = !fs_can_enter(g, u, x1, y0) || enemy_at(g, u, x1, y0, viewer);
	b = !fs_can_enter(g, u, x0, y1) || enemy_at(g, u, x0, y1, viewer);
	return a && b;
}

/*
 * Cost of one step (R-19: base + terrain - 1) given the diagonals already
 * taken and the movement left; -1 if it cannot be taken.  *stop is set
 * when the step uses all remaining movement (forest, ford).
 */
static int
step_cost(const struct fs_game *g, int u, int x0, int y0, int x1, int y1,
    int ndiag, int left, int *stop)
{
	const struct fs_terrain *to = fs_terr_at(g, x1, y1);
	const struct fs_terrain *from = fs_terr_at(g, x0, y0);
	const struct fs_utype *t = &g->r.type[g->u[u].type];
	int base, tc;

	*stop = 0;
	if (to == NULL || !fs_can_enter(g, u, x1, y1))
		return -1;
	base = (x0 != x1 && y0 != y1) ? (ndiag % 2 == 0 ? 2 : 1) : 1;
	if (t->flags & FS_F_ONE_CELL)
		return 0;	/* note 2: one cell, terrain ignored */
	if (t->flags & FS_F_TERRAIN_OPEN)
		tc = 1;		/* note 3: all terrain as open */
	else if (to->cost < 0) {
		/* forest, ford: needs the base cost, takes everything */
		if (left < base)
			return -1;
		*stop = 1;
		return left;
	} else if (to->hill && from != NULL && from->hill == to->hill)
		tc = to->cost_same_hill;
	else
		tc = to->cost;
	return base + tc - 1 <= left ? base + tc - 1 : -1;
}

/*
 * Cost of a whole path for unit u, or -1 if it is illegal as `viewer`
 * sees the board (viewer < 0: as it truly is).  With final_enemy the last
 * cell is the charged enemy's: the step before must be a legal place to
 * stop, and the last step only has to be enterable.
 */
int
fs_path_cost(const struct fs_game *g, int u, const struct fs_path *p,
    int viewer, int flags)
{
	int final_enemy = flags & FS_PC_CHARGE;
	const struct fs_utype *t = &g->r.type[g->u[u].type];
	int i, c, total = 0, ndiag = 0, left = fs_move_allowance(g, u), stop;
	int last = p->n, ox, oy;

	if (p->n < 1 || p->n > FS_MAX_PATH)
		return -1;
	if ((t->flags & FS_F_ONE_CELL) && p->n > 1)
		return -1;
	for (i = 1; i <= last; i++) {
		if (!grid_touching(p->x[i - 1], p->y[i - 1], p->x[i], p->y[i]))
			return -1;
		if (i < last || !final_enemy)
			if (enemy_at(g, u, p->x[i], p->y[i], viewer))
				return -1;
		if (squeeze(g, u, p->x[i - 1], p->y[i - 1], p->x[i], p->y[i],
		    viewer))
			return -1;
		c = step_cost(g, u, p->x[i - 1], p->y[i - 1], p->x[i], p->y[i],
		    ndiag, left, &stop);
		if (c < 0)
			return -1;
		if (p->x[i - 1] != p->x[i] && p->y[i - 1] != p->y[i])
			ndiag++;
		total += c;
		left -= c;
		if (stop && i < last)
			return -1;
	}
	if (flags & FS_PC_PREFIX)
		return total;
	if (final_enemy) {
		ox = p->x[last - 1];
		oy = p->y[last - 1];
		if (last > 1 && (!fs_can_end(g, u, ox, oy) ||
		    friend_at(g, u, ox, oy)))
			return -1;
		return total;
	}
	if (!fs_can_end(g, u, p->x[last], p->y[last]) ||
	    friend_at(g, u, p->x[last], p->y[last]))
		return -1;
	return total;
}

struct search {
	const struct fs_game *g;
	int u, viewer, tx, ty, mode;
	struct fs_path cur, best;
	int have, best_d, best_flank, best_hill;
	unsigned char used[FS_MAX_CELLS];
};

static int
lex_less(const struct fs_path *a, const struct fs_path *b)
{
	int i;

	for (i = 1; i <= a->n && i <= b->n; i++) {
		if (a->x[i] != b->x[i])
			return a->x[i] < b->x[i];
		if (a->y[i] != b->y[i])
			return a->y[i] < b->y[i];
	}
	return a->n < b->n;
}

static void
consider(struct search *s)
{
	const struct fs_game *g = s->g;
	struct fs_path *p = &s->cur;
	int cost, d = 0, flank = 0, hill = 0, ox, oy, t, better;
	const struct fs_terrain *ter;

	if (s->mode == FS_PATH_TO && (p->x[p->n] != s->tx ||
	    p->y[p->n] != s->ty))
		return;
	if (s->mode == FS_PATH_CHARGE && (p->x[p->n] != s->tx ||
	    p->y[p->n] != s->ty))
		return;
	cost = fs_path_cost(g, s->u, p, s->viewer,
	    s->mode == FS_PATH_CHARGE ? FS_PC_CHARGE : 0);
	if (cost < 0)
		return;
	p->cost = cost;
	if (s->mode == FS_PATH_TOWARD)
		d = grid_dist(p->x[p->n], p->y[p->n], s->tx, s->ty);
	if (s->mode == FS_PATH_CHARGE) {
		ox = p->x[p->n - 1];
		oy = p->y[p->n - 1];
		t = fs_unit_at(g, s->tx, s->ty);
		ter = fs_terr_at(g, s->tx, s->ty);
		if (t >= 0 && ter != NULL && !ter->bua)
			flank = !grid_in_front(g->u[t].face, ox - s->tx,
			    oy - s->ty);
		ter = fs_terr_at(g, ox, oy);
		hill = ter != NULL && ter->hill;
	}
	if (!s->have)
		better = 1;
	else if (s->mode == FS_PATH_TOWARD && d != s->best_d)
		better = d < s->best_d;
	else if (cost != s->best.cost)
		better = cost < s->best.cost;
	else if (flank != s->best_flank)
		better = flank > s->best_flank;
	else if (hill != s->best_hill)
		better = hill > s->best_hill;
	else
		better = lex_less(p, &s->best);
	if (better) {
		s->best = *p;
		s->have = 1;
		s->best_d = d;
		s->best_flank = flank;
		s->best_hill = hill;
	}
}

static void
dfs(struct search *s, int depth, int maxdepth)
{
	int dir, dx, dy, nx, ny;
	struct fs_path *p = &s->cur;

	if (depth > 0)
		consider(s);
	if (depth >= maxdepth)
		return;
	for (dir = 0; dir < 8; dir++) {
		grid_dir8_vec(dir, &dx, &dy);
		nx = p->x[depth] + dx;
		ny = p->y[depth] + dy;
		if (!fs_in_bounds(s->g, nx, ny) || s->used[ny * s->g->cols + nx])
			continue;
		p->x[depth + 1] = nx;
		p->y[depth + 1] = ny;
		p->n = depth + 1;
		/* prune: the prefix must be affordable as a plain move */
		if (fs_path_cost(s->g, s->u, p, s->viewer,
		    FS_PC_PREFIX | (s->mode == FS_PATH_CHARGE ? FS_PC_CHARGE :
		    0)) < 0)
			continue;
		s->used[ny * s->g->cols + nx] = 1;
		dfs(s, depth + 1, maxdepth);
		s->used[ny * s->g->cols + nx] = 0;
	}
	p->n = depth;
}

/* The best legal path for `mode` (see fs.h); 0 if found, -1 if none. */
int
fs_path_best(const struct fs_game *g, int u, int viewer, int tx, int ty,
    int mode, struct fs_path *best)
{
	struct search *s;
	int maxd, rc = -1;

	s = calloc(1, sizeof *s);
	if (s == NULL)
		return -1;
	s->g = g;
	s->u = u;
	s->viewer = viewer;
	s->tx = tx;
	s->ty = ty;
	s->mode = mode;
	s->cur.x[0] = g->u[u].x;
	s->cur.y[0] = g->u[u].y;
	s->used[g->u[u].y * g->cols + g->u[u].x] = 1;
	maxd = (g->r.type[g->u[u].type].flags & FS_F_ONE_CELL) ? 1 :
	    fs_move_allowance(g, u);
	if (maxd > FS_MAX_PATH)
		maxd = FS_MAX_PATH;
	dfs(s, 0, maxd);
	if (s->have && (mode != FS_PATH_TOWARD || s->best_d <
	    grid_dist(g->u[u].x, g->u[u].y, tx, ty))) {
		*best = s->best;
		rc = 0;
	}
	free(s);
	return rc;
}

static void
say_move(struct fs_game *g, int u, const struct fs_path *p, int upto,
    int saw_before, struct event_log *log)
{
	struct fs_ev e;
	int v, i, enemy = 1 - g->u[u].side;

	for (v = -1; v < FS_NSIDES; v++) {
		if (v == enemy && !saw_before)
			continue;
		fs_ev_begin(&e, v);
		fs_ev_unit(&e, g, u);
		if (v == enemy) {
			if (fs_visible(g, v, u)) {
				fs_ev_addf(&e, " moves from ");
				fs_ev_cell(&e, p->x[0], p->y[0]);
				fs_ev_addf(&e, " to ");
				fs_ev_cell(&e, p->x[upto], p->y[upto]);
			} else {
				fs_ev_addf(&e, " moves out of sight from ");
				fs_ev_cell(&e, p->x[0], p->y[0]);
			}
		} else {
			fs_ev_addf(&e, " moves ");
			for (i = 0; i <= upto; i++) {
				if (i > 0)
					fs_ev_addf(&e, " - ");
				fs_ev_cell(&e, p->x[i], p->y[i]);
			}
		}
		fs_ev_addf(&e, ".");
		fs_ev_end(&e, g, log);
	}
}

/*
 * Walk the path for real.  An enemy the mover did not see stops it in the
 * last cell before, where it may legally stop (the bump, R-27), and is
 * revealed; a MOVE never becomes a melee.  Returns the number of steps
 * taken; *bumped gets the unit bumped into, or -1.
 */
int
fs_move_exec(struct fs_game *g, int u, const struct fs_path *p,
    struct event_log *log, int *bumped)
{
	int i, o, upto = p->n, saw, bi = 0;

	*bumped = -1;
	for (i = 1; i <= p->n; i++) {
		o = fs_unit_at(g, p->x[i], p->y[i]);
		if (o >= 0 && g->u[o].side != g->u[u].side) {
			*bumped = o;
			bi = i;
			upto = i - 1;
			break;
		}
	}
	/* back off past friends we may not stop on */
	while (upto > 0 && (friend_at(g, u, p->x[upto], p->y[upto]) ||
	    !fs_can_end(g, u, p->x[upto], p->y[upto])))
		upto--;
	saw = fs_visible(g, 1 - g->u[u].side, u);
	g->u[u].x = p->x[upto];
	g->u[u].y = p->y[upto];
	if (upto > 0)
		say_move(g, u, p, upto, saw, log);
	if (*bumped >= 0) {
		struct fs_ev e;
		int v;

		fs_reveal(g, *bumped, g->u[u].side);
		fs_reveal(g, u, g->u[*bumped].side);
		for (v = -1; v < FS_NSIDES; v++) {
			fs_ev_begin(&e, v);
			fs_ev_unit(&e, g, u);
			fs_ev_addf(&e, " runs into ");
			fs_ev_unit(&e, g, *bumped);
			fs_ev_addf(&e, " at ");
			fs_ev_cell(&e, p->x[bi], p->y[bi]);
			fs_ev_addf(&e, " and halts at ");
			fs_ev_cell(&e, g->u[u].x, g->u[u].y);
			fs_ev_addf(&e, " (no melee).");
			fs_ev_end(&e, g, log);
		}
	}
	return upto;
}
