/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_board.c - the facts about the board that every Far Side file asks:
 * terrain at a cell, who stands where, unit class and effective values
 * (§4.3, §4.4), line of sight (§2.5) and visibility (§15), the per-side
 * alias table and last-known positions, melee links.  It changes the game
 * only in fs_sight()/fs_reveal()/links; it never rolls dice or logs.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

int
fs_in_bounds(const struct fs_game *g, int x, int y)
{
	return x >= 0 && y >= 0 && x < g->cols && y < g->rows;
}

const struct fs_terrain *
fs_terr_at(const struct fs_game *g, int x, int y)
{
	const struct fs_terrain *t;

	if (!fs_in_bounds(g, x, y))
		return NULL;
	t = fs_tables_terrain(&g->r, g->terr[y * g->cols + x]);
	return t != NULL ? t : fs_tables_terrain(&g->r, '.');
}

int
fs_unit_at(const struct fs_game *g, int x, int y)
{
	int i;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].alive && g->u[i].placed && g->u[i].x == x &&
		    g->u[i].y == y)
			return i;
	return -1;
}

int
fs_class(const struct fs_game *g, int u)
{
	const struct fs_utype *t = &g->r.type[g->u[u].type];

	/* §4.2 R-7: mounted infantry is cavalry while mounted */
	if ((t->flags & FS_F_MOUNTS) && g->u[u].mounted)
		return FS_CAV;
	return t->cls;
}

int
fs_can_enter(const struct fs_game *g, int u, int x, int y)
{
	const struct fs_terrain *t = fs_terr_at(g, x, y);

	return t != NULL && (t->pass & FS_CLS(fs_class(g, u))) != 0;
}

int
fs_can_end(const struct fs_game *g, int u, int x, int y)
{
	const struct fs_terrain *t = fs_terr_at(g, x, y);

	return t != NULL && (t->end & FS_CLS(fs_class(g, u))) != 0;
}

/* §2.5 R-3: only intermediate closed cells block; units never do. */
int
fs_los(const struct fs_game *g, int x0, int y0, int x1, int y1)
{
	int xs[64], ys[64], n, i;
	const struct fs_terrain *t, *from = fs_terr_at(g, x0, y0);

	n = grid_trace(x0, y0, x1, y1, xs, ys, 64);
	if (n > 64)
		return 0;
	for (i = 0; i < n - 1; i++) {
		t = fs_terr_at(g, xs[i], ys[i]);
		if (t == NULL || !t->closed)
			continue;
		/* O-1 plateau: a lower or equal hill does not block a hill */
		if (g->r.plateau && t->hill && from != NULL && from->hill &&
		    t->hill <= from->hill)
			continue;
		return 0;
	}
	return 1;
}

int
fs_visible(const struct fs_game *g, int viewer, int u)
{
	const struct fs_unit *e = &g->u[u], *o;
	const struct fs_terrain *t;
	int i, conceal;

	if (viewer < 0)
		return e->alive && e->placed;
	if (!e->alive || !e->placed)
		return 0;
	if (e->side == viewer)
		return 1;
	for (i = 0; i < g->nrev; i++)
		if (g->rev[i].unit == u && g->rev[i].viewer == viewer &&
		    g->rev[i].x == e->x && g->rev[i].y == e->y)
			return 1;
	t = fs_terr_at(g, e->x, e->y);
	conceal = g->r.conceal > 0 && !e->fired && t != NULL &&
	    (t->bua || (t->melee_closed && !t->hill));
	for (i = 0; i < g->nunits; i++) {
		o = &g->u[i];
		if (!o->alive || !o->placed || o->side != viewer)
			continue;
		if (grid_touching(o->x, o->y, e->x, e->y))
			return 1;
		if (conceal && grid_dist(o->x, o->y, e->x, e->y) > g->r.conceal)
			continue;
		if (fs_los(g, o->x, o->y, e->x, e->y))
			return 1;
	}
	return 0;
}

/* Give newly sighted enemies an alias and note where each was seen. */
void
fs_sight(void *gv)
{
	struct fs_game *g = gv;
	struct fs_unit *e;
	int v, i;

	for (v = 0; v < FS_NSIDES; v++)
		for (i = 0; i < g->nunits; i++) {
			e = &g->u[i];
			if (e->side == v || !fs_visible(g, v, i))
				continue;
			if (e->alias[v] == 0)
				e->alias[v] = ++g->nalias[v];
			e->lk_valid[v] = 1;
			e->lk_x[v] = e->x;
			e->lk_y[v] = e->y;
			e->lk_turn[v] = g->turn;
		}
}

/*
 * §15 item 3 / §13.5 bump: `viewer` sees `u` where it stands now (the
 * cell it fires or charges from) until the end of this player-turn, and
 * only while it stays there: a charger that advances afterwards is left
 * as "last seen" at the cell it charged from, unless seen anew.
 * fs_resolve_orders() forgets every reveal when the next player-turn
 * starts.
 */
void
fs_reveal(struct fs_game *g, int u, int viewer)
{
	int i;

	if (g->u[u].side == viewer)
		return;
	for (i = 0; i < g->nrev; i++)
		if (g->rev[i].unit == u && g->rev[i].viewer == viewer)
			break;
	if (i == g->nrev) {
		if (g->nrev == FS_MAX_REVEAL)
			return;
		g->nrev++;
	}
	g->rev[i].unit = u;
	g->rev[i].viewer = viewer;
	g->rev[i].serial = g->serial;
	g->rev[i].x = g->u[u].x;
	g->rev[i].y = g->u[u].y;
	fs_sight(g);
}

int
fs_find_unit(const struct fs_game *g, const char *id)
{
	return game_find_name(g->u, g->nunits, sizeof g->u[0],
	    offsetof(struct fs_unit, id), id);
}

int
fs_find_leader(const struct fs_game *g, const char *name)
{
	return game_find_name(g->l, g->nleaders, sizeof g->l[0],
	    offsetof(struct fs_leader, name), name);
}

/* An enemy by this side's alias ("X3"); with visible_only, only if that
 * side sees it now (an unseen alias and a nonexistent one look alike). */
int
fs_find_alias(const struct fs_game *g, int viewer, const char *alias,
    int visible_only)
{
	int i, n = 0;
	const char *p;

	if ((alias[0] != 'X' && alias[0] != 'x') || alias[1] == '\0')
		return -1;
	for (p = alias + 1; *p != '\0'; p++) {
		if (*p < '0' || *p > '9' || n > 10000)
			return -1;
		n = n * 10 + (*p - '0');
	}
	for (i = 0; i < g->nunits; i++)
		if (g->u[i].side != viewer && g->u[i].alias[viewer] == n &&
		    n > 0) {
			if (visible_only && !fs_visible(g, viewer, i))
				return -1;
			return i;
		}
	return -1;
}

const char *
fs_name(const void *gv, int viewer, int u, char *buf, size_t n)
{
	const struct fs_game *g = gv;
	const struct fs_unit *e = &g->u[u];

	if (viewer < 0 || e->side == viewer)
		snprintf(buf, n, "%s", e->id);
	else if (e->alias[viewer] > 0)
		snprintf(buf, n, "X%d", e->alias[viewer]);
	else
		snprintf(buf, n, "an unseen unit");
	return buf;
}

const char *
fs_cell(int x, int y, char *buf)
{
	grid_label(x, y, buf);
	return buf;
}

int
fs_unit_leader(const struct fs_game *g, int u)
{
	int i;

	for (i = 0; i < g->nleaders; i++)
		if (g->l[i].unit == u && g->l[i].alive)
			return i;
	return -1;
}

/* §3: heavy 2, light 1 (rough: infantry only); fortifications heavy. */
int
fs_cover(const struct fs_game *g, int u)
{
	const struct fs_unit *e = &g->u[u];
	const struct fs_terrain *t = fs_terr_at(g, e->x, e->y);
	int c = 0;

	if (t != NULL) {
		c = t->cover;
		if (t->cover_inf_only && fs_class(g, u) != FS_INF)
			c = 0;
	}
	if (g->fort[e->y * g->cols + e->x] && g->r.fort_cover > c)
		c = g->r.fort_cover;
	return c;
}

int
fs_resolve_val(const struct fs_game *g, int u)
{
	return g->r.type[g->u[u].type].resolve +
	    (g->u[u].dis ? g->r.mod.dis_resolve : 0);
}

/* §4.4 R-8: militia is applied once, as the lower combat value. */
int
fs_shoot_val(const struct fs_game *g, int u)
{
	int v = g->r.type[g->u[u].type].shoot;

	if (v <= 0)
		return 0;
	return v + g->r.qual[g->u[u].qual].combat +
	    (g->u[u].blo ? g->r.mod.blo_combat : 0);
}

int
fs_melee_val(const struct fs_game *g, int u)
{
	return g->r.type[g->u[u].type].melee + g->r.qual[g->u[u].qual].combat +
	    (g->u[u].blo ? g->r.mod.blo_combat : 0);
}

int
fs_linked(const struct fs_game *g, int a, int b)
{
	int i;

	for (i = 0; i < g->u[a].nlinks; i++)
		if (g->u[a].links[i] == b)
			return 1;
	return 0;
}

static void
link_one(struct fs_game *g, int a, int b)
{
	struct fs_unit *u = &g->u[a];
	int i, j;

	for (i = 0; i < u->nlinks; i++)
		if (u->links[i] == b) {
			/* most recent last */
			for (j = i; j + 1 < u->nlinks; j++)
				u->links[j] = u->links[j + 1];
			u->links[u->nlinks - 1] = b;
			return;
		}
	if (u->nlinks == FS_MAX_LINKS) {
		memmove(u->links, u->links + 1,
		    sizeof u->links[0] * (FS_MAX_LINKS - 1));
		u->nlinks--;
	}
	u->links[u->nlinks++] = b;
}

void
fs_link(struct fs_game *g, int a, int b)
{
	link_one(g, a, b);
	link_one(g, b, a);
}

static void
unlink_one(struct fs_game *g, int a, int b)
{
	struct fs_unit *u = &g->u[a];
	int i, j;

	for (i = 0; i < u->nlinks; i++)
		if (u->links[i] == b) {
			for (j = i; j + 1 < u->nlinks; j++)
				u->links[j] = u->links[j + 1];
			u->nlinks--;
			return;
		}
}

void
fs_unlink_all(struct fs_game *g, int a)
{
	int i;

	for (i = 0; i < g->u[a].nlinks; i++)
		unlink_one(g, g->u[a].links[i], a);
	g->u[a].nlinks = 0;
}

int
fs_alive_count(const struct fs_game *g, int side)
{
	int i, n = 0;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].side == side && g->u[i].alive)
			n++;
	return n;
}

/* §14: an objective is held by whoever occupies it, or last occupied it. */
void
fs_update_objectives(struct fs_game *g)
{
	int i, u;

	for (i = 0; i < g->nobj; i++) {
		u = fs_unit_at(g, g->obj[i] % g->cols, g->obj[i] / g->cols);
		if (u >= 0)
			g->obj_holder[i] = g->u[u].side;
	}
}
