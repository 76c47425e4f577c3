/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_deploy.c - resolving the deployment phase (§6, §5.1): both sealed
 * sheets are placed (a unit without a legal place takes its scenario
 * default, else the first free cell of its zone, front rows first), then
 * leaders without fixed traits roll for one, then the initiative roll
 * decides who acts first every turn.  Sits after fs_parse.c, before
 * fs_turn.c; it never formats reports, only logs events.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

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
    struct event_log *log)
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
		event_say(log, EVENT_V_REF | EVENT_V_SIDE(l->side), "Leader %s rolls "
		    "for a trait: %d: %s.", l->name, r, t >= 0 ?
		    g->r.trait[t].key : "no trait");
	}
}

int
fs_resolve_deploy(void *gv, const json_t *orders, struct dice *d,
    struct event_log *log, struct pbem_err *err)
{
	struct fs_game *g = gv;
	json_t *mine, *list, *v;
	size_t k;
	int s, u, x, y, f, r[FS_NSIDES], w, pref_first;
	const char *pref;

	(void)err;	/* orders were checked when parsed */
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
			event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "No deployment "
			    "sheet from %s: its units took their default "
			    "positions.", g->side[s]);
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && g->u[u].placed)
				event_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%U deploys "
				    "at %H facing %s%s.", u, g->u[u].x, g->u[u].y,
				    grid_facing_name(g->u[u].face),
				    g->u[u].mounted ? ", mounted" : "");
	}
	roll_traits(g, orders, d, log);
	/* §6.7: each side rolls 1D6, ties re-rolled; the winner chooses */
	do {
		r[0] = dice_roll(d, 6);
		r[1] = dice_roll(d, 6);
		event_say(log, EVENT_V_ALL, "Initiative roll: %s %d, %s %d.",
		    g->side[0], r[0], g->side[1], r[1]);
	} while (r[0] == r[1] && !d->script_overrun);
	w = r[0] >= r[1] ? 0 : 1;
	g->init_roll[0] = r[0];
	g->init_roll[1] = r[1];
	pref = json_string_value(json_object_get(json_object_get(orders,
	    g->side[w]), "initiative"));
	pref_first = pref == NULL || strcasecmp(pref, "SECOND") != 0;
	g->first = pref_first ? w : 1 - w;
	event_say(log, EVENT_V_ALL, "%s wins the initiative and chooses to act "
	    "%s: %s acts first every turn.", g->side[w], pref_first ? "first" :
	    "second", g->side[g->first]);
	g->turn = 1;
	g->half = 0;
	memset(g->vis, 0, sizeof g->vis);
	fs_sight_log(g, log, 0);
	fs_update_objectives(g);
	return PBEM_OK;
}
