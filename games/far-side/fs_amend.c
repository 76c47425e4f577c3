/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_amend.c - the referee's verbs for Far Side (ORDERS.md, "Referee
 * amendments"), one change a line, read against the whole board:
 *
 *   MOVE U CELL [FACING]            a unit on the map to another cell
 *   REMOVE U                        a unit out of play (as if eliminated)
 *   RESTORE U CELL [FACING] [STATUS...]   an eliminated unit back
 *   SET U STATUS | CLEAR U STATUS   DISORDERED, BLOODIED, JAMMED, MOUNTED
 *   LOST SIDE N                     the side's losses (army morale, §10)
 *
 * A change the rules could not leave is refused with the reason: a cell
 * off the map, one the unit may not end in (§2.4), one another unit
 * holds, a status its type cannot have.  Each change is an event for the
 * referee and the sides that see the unit before or after it (in their
 * own names); afterwards the board is sighted again as after any action
 * (fs_sight_log: a unit that comes into view is "Sighted" with a new
 * alias).  No dice: a referee's change never triggers a roll.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "amend_lines.h"
#include "fs.h"

struct fs_am {
	struct amend k;
	struct fs_game *g;
	struct event_log *log;
};

static const struct {
	const char *word, *set, *clear;
} statuses[] = {
	{ "DISORDERED", "disordered", "no longer disordered" },
	{ "BLOODIED", "bloodied", "no longer bloodied" },
	{ "JAMMED", "jammed", "no longer jammed" },
	{ "MOUNTED", "mounted", "dismounted" },
};
#define NSTATUS	(int)(sizeof statuses / sizeof statuses[0])


static int
status_of(struct fs_am *a, const char *w)
{
	int k;

	for (k = 0; w != NULL && k < NSTATUS; k++)
		if (strcasecmp(w, statuses[k].word) == 0)
			return k;
	return am_err(a, "\"%.16s\" is not a status of Far Side (DISORDERED, "
	    "BLOODIED, JAMMED, MOUNTED)%s", w ? w : "", NULL);
}

static int *
status_field(struct fs_unit *e, int k)
{
	return k == 0 ? &e->dis : k == 1 ? &e->blo : k == 2 ? &e->jam :
	    &e->mounted;
}

/* May unit u have status k at all (its type's notes)? */
static int
status_allowed(struct fs_am *a, int u, int k)
{
	const struct fs_utype *t = &a->g->r.type[a->g->u[u].type];

	if (k == 2 && !(t->flags & FS_F_JAMS))
		return am_err(a, "%s (%s) cannot jam: only a gun that jams "
		    "(unit table note) can", a->g->u[u].id, t->name);
	if (k == 3 && !(t->flags & FS_F_MOUNTS))
		return am_err(a, "%s (%s) cannot mount: only mounted infantry "
		    "(R-7) can", a->g->u[u].id, t->name);
	return 0;
}

/* CELL [FACING] for unit u: a cell on the map it may end in, empty. */
static int
cell_for(struct fs_am *a, int u, int k, int *x, int *y, int *face)
{
	const char *w = AM_W(k), *f = AM_W(k + 1);
	const struct fs_terrain *t;
	char lab[GRID_LABEL_LEN];
	int o;

	if (w == NULL || grid_parse(w, a->g->cols, a->g->rows, x, y) != 0)
		return am_err(a, "\"%.8s\" is not a cell on this map%s",
		    w ? w : "", NULL);
	grid_label(*x, *y, lab);
	if (!fs_can_end(a->g, u, *x, *y)) {
		t = fs_terr_at(a->g, *x, *y);
		return am_err(a, "%s may not end in %s (§2.4)", lab,
		    t ? t->name : "that cell");
	}
	if ((o = fs_unit_at(a->g, *x, *y)) >= 0 && o != u)
		return am_err(a, "%s is held by %s (one unit a cell)", lab,
		    a->g->u[o].id);
	*face = a->g->u[u].face;
	if (f != NULL && grid_facing_parse(f) >= 0) {
		*face = grid_facing_parse(f);
		return k + 2;
	}
	return k + 1;
}

/* The sides (and the referee) that see unit u now. */
static unsigned
seers(const struct fs_game *g, int u)
{
	return g->u[u].alive && g->u[u].placed ? fs_viewers(g, u) :
	    EVENT_V_REF | EVENT_V_SIDE(g->u[u].side);
}

static void
told_moved(struct fs_am *a, int u, unsigned before)
{
	struct fs_game *g = a->g;
	unsigned after;

	fs_sight(g);
	after = seers(g, u);
	event_say(a->log, after, "Referee: %U is now at %H.", u, g->u[u].x,
	    g->u[u].y);
	if (before & ~after)
		event_say(a->log, before & ~after, "Referee: %U has been moved "
		    "out of your sight.", u);
}

/* MOVE U CELL [FACING] */
static int
do_move(struct amend *am, int arg)
{
	struct fs_am *a = (struct fs_am *)am;
	struct fs_game *g = a->g;
	int u, x, y, face, k;
	unsigned before;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	if (!g->u[u].alive)
		return am_err(a, "%s was eliminated: RESTORE %s CELL brings it "
		    "back", g->u[u].id, g->u[u].id);
	if (!g->u[u].placed)
		return am_err(a, "%s is not on the map yet (its side deploys "
		    "it)%s", g->u[u].id, NULL);
	if ((k = cell_for(a, u, 2, &x, &y, &face)) < 0)
		return -1;
	if (k < a->k.rd.ntok)
		return am_err(a, "MOVE U CELL [FACING]: \"%.16s\" is one word "
		    "too many%s", AM_W(k), NULL);
	before = seers(g, u);
	if (x != g->u[u].x || y != g->u[u].y)
		fs_unlink_all(g, u);	/* out of any melee it was in */
	g->u[u].x = x;
	g->u[u].y = y;
	g->u[u].face = face;
	told_moved(a, u, before);
	return 0;
}

/* REMOVE U: out of play as an elimination leaves it (§9), without the
 * army morale roll (no dice on a referee's word). */
static int
do_remove(struct amend *am, int arg)
{
	struct fs_am *a = (struct fs_am *)am;
	struct fs_game *g = a->g;
	struct fs_unit *e;
	int u, v, l;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	e = &g->u[u];
	if (!e->alive)
		return am_err(a, "%s is already out of play%s", e->id, NULL);
	if (a->k.rd.ntok > 2)
		return am_err(a, "REMOVE U: \"%.16s\" is one word too many%s",
		    AM_W(2), NULL);
	for (v = 0; v < FS_NSIDES; v++)
		if (v != e->side && e->placed && fs_visible(g, v, u))
			e->gone_seen[v] = 1;
	event_say(a->log, seers(g, u), "Referee: %U is removed from play.",
	    u);
	if ((l = fs_unit_leader(g, u)) >= 0) {
		g->l[l].alive = 0;
		g->l[l].killed_turn = g->turn > 0 ? g->turn : 1;
		event_say(a->log, EVENT_V_REF | EVENT_V_SIDE(e->side),
		    "Referee: leader %s falls with %U.", g->l[l].name, u);
	}
	e->alive = 0;
	e->elim_turn = g->turn;
	fs_unlink_all(g, u);
	g->lost[e->side]++;
	return 0;
}

/* RESTORE U CELL [FACING] [STATUS...]: back in play, the elimination
 * undone (its loss, its turn, the leader that fell with it). */
static int
do_restore(struct amend *am, int arg)
{
	struct fs_am *a = (struct fs_am *)am;
	struct fs_game *g = a->g;
	struct fs_unit *e;
	int u, x, y, face, k, s, set[NSTATUS] = { 0 }, l, fell;

	(void)arg;
	if ((u = amend_unit(&a->k, 1)) < 0)
		return -1;
	e = &g->u[u];
	if (e->alive)
		return am_err(a, "%s is in play: MOVE %s CELL moves it",
		    e->id, e->id);
	if ((k = cell_for(a, u, 2, &x, &y, &face)) < 0)
		return -1;
	for (; k < a->k.rd.ntok; k++) {
		if ((s = status_of(a, AM_W(k))) < 0 ||
		    status_allowed(a, u, s) < 0)
			return -1;
		set[s] = 1;
	}
	fell = e->elim_turn > 0 ? e->elim_turn : 1;
	e->alive = 1;
	e->placed = 1;
	e->x = x;
	e->y = y;
	e->face = face;
	e->elim_turn = 0;
	for (s = 0; s < NSTATUS; s++)
		*status_field(e, s) = set[s];
	if (!fs_can_end(g, u, x, y)) {	/* mounted: cavalry's terrain */
		e->alive = 0;
		return am_err(a, "mounted, %s may not end in %s (§2.4)", e->id,
		    fs_terr_at(g, x, y)->name);
	}
	if (g->lost[e->side] > 0)
		g->lost[e->side]--;
	for (l = 0; l < g->nleaders; l++)
		if (g->l[l].unit == u && !g->l[l].alive &&
		    g->l[l].killed_turn == fell) {
			g->l[l].alive = 1;
			g->l[l].killed_turn = 0;
			event_say(a->log, EVENT_V_REF | EVENT_V_SIDE(e->side),
			    "Referee: leader %s is back with %s.", g->l[l].name,
			    e->id);
			break;
		}
	fs_sight(g);
	for (s = 0; s < FS_NSIDES; s++)
		if (s != e->side && fs_visible(g, s, u))
			e->gone_seen[s] = 0;	/* seen alive again */
	event_say(a->log, seers(g, u), "Referee: %U is restored to play at "
	    "%H.", u, x, y);
	return 0;
}

/* SET U STATUS | CLEAR U STATUS */
static int
do_status(struct amend *am, int on)
{
	struct fs_am *a = (struct fs_am *)am;
	struct fs_game *g = a->g;
	int u, s, *f, was;

	if ((u = amend_unit(&a->k, 1)) < 0 ||
	    (s = status_of(a, AM_W(2))) < 0 || status_allowed(a, u, s) < 0)
		return -1;
	if (!g->u[u].alive)
		return am_err(a, "%s is out of play: RESTORE it first%s",
		    g->u[u].id, NULL);
	if (a->k.rd.ntok > 3)
		return am_err(a, "SET|CLEAR U STATUS: \"%.16s\" is one word too "
		    "many%s", AM_W(3), NULL);
	f = status_field(&g->u[u], s);
	if (*f == on)
		return am_err(a, "%s is %s already", g->u[u].id, on ?
		    statuses[s].set : statuses[s].clear);
	was = *f;
	*f = on;
	if (g->u[u].placed && !fs_can_end(g, u, g->u[u].x, g->u[u].y)) {
		*f = was;
		return am_err(a, "%s may not stand in %s so (§2.4)", g->u[u].id,
		    fs_terr_at(g, g->u[u].x, g->u[u].y)->name);
	}
	event_say(a->log, seers(g, u), "Referee: %U is %s.", u,
	    on ? statuses[s].set : statuses[s].clear);
	return 0;
}

static const struct amend_verb verbs[] = {
	AMEND_UNIT_VERBS(do_move, do_remove, do_restore, do_status),
	{ "LOST", amend_lost_verb, 0 },	/* told to that side only */
	{ NULL, NULL, 0 },
};

int
fs_amend(void *gv, const char *text, size_t len, int first_line,
    struct sheet_check *out, struct event_log *log)
{
	struct fs_am a;
	struct fs_game *g = gv;
	int v, i;

	a.g = g;
	a.log = log;
	fs_sight(g);
	for (v = 0; v < FS_NSIDES; v++)
		for (i = 0; i < g->nunits; i++)
			g->vis[v][i] = (unsigned char)(g->u[i].side != v &&
			    fs_visible(g, v, i));
	amend_init(&a.k, text, len, first_line, out, "Far Side");
	a.k.units = AMEND_UNITS(a.g->u, a.g->nunits);
	a.k.lost = AMEND_LOST(g, log, NULL, "army morale, §10");
	amend_run(&a.k, verbs);
	if (out->nerrors == 0)
		fs_sight_log(g, log, 0);
	return PBEM_OK;
}
