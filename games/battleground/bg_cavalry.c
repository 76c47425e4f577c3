/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_cavalry.c - cavalry (digest 2.8): an infantry unit the scenario
 * marks CAVALRY starts mounted.  Mounted, it moves cav_dice (3D6) with no
 * run marker whether it walks or runs, charges on cav_charge_dice (4D6,
 * bg_move.c), shoots one grade lower (bg_shoot.c), gets +1 on every
 * figure's roll in round 1 of a melee it charged into against infantry
 * in the open (bg_melee.c), and is never immobilized.
 *
 *   M <unit> DISMOUNT [<pt>...]   move 1D6 along the points, then get down
 *   M <unit> MOUNT [<pt>...]      get up at the horses, then move 1D6
 *   M <unit> DROPHORSES           the horses go for good
 *
 * Dismounting leaves the horses as an element of their own [P] (the
 * unit's id and "H": one horse-holder, a normal figure of the unit, in
 * the middle of the horses), which never moves, never fires and is never
 * non-standing; if the holder dies the horses are lost.  Mounting needs
 * the unit's centre within join_dist (2") of the horses; the holder comes
 * back into the unit.  DROPHORSES sends the holder back into the unit (if
 * that near) and the unit is infantry from then on (BG_CAV_FOOT: its
 * standing cavalry lines stay valid, and do nothing).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

int
bg_cav_kw(struct bg_unit *u, const char *w)
{
	if (u->veh || strcasecmp(w, "CAVALRY") != 0)
		return 0;
	u->cav = BG_CAV_MOUNTED;
	return 1;
}

/* The horses element of unit u, or -1. */
static int
horses_of(const struct bg_game *g, int u)
{
	char id[BG_ID_LEN];
	int h;

	snprintf(id, sizeof id, "%.10sH", g->u[u].id);
	h = bg_unit_find(g, id);
	return h >= 0 && g->u[h].cav == BG_CAV_HORSES && bg_alive(&g->u[h]) ?
	    h : -1;
}

static void
own(struct bg_turn *t, int u, const char *fmt, const char *a)
{
	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(t->g->u[u].side), fmt,
	    t->g->u[u].id, a);
}

/* 1D6 along the order's points, as a walk that sets no marker. */
static void
short_move(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_order m = *o;

	if (o->npts == 0)
		return;
	m.act = BG_A_WALK;
	m.ndice = t->g->ur.cav_mount_dice;
	bg_move(t, u, &m);
	t->g->u[u].run = 0;
}

static int
dismount(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u], *h;
	char *r = strchr(x->figs, 'R'), id[BG_ID_LEN];
	int k;

	if (x->cav != BG_CAV_MOUNTED || r == NULL || bg_nfigs(x) < 2 ||
	    g->nunits >= BG_MAX_UNITS) {
		own(t, u, "%s cannot dismount%s: it holds.", x->cav !=
		    BG_CAV_MOUNTED ? " (not mounted)" : " (no figure to hold "
		    "the horses)");
		return 1;
	}
	short_move(t, u, o);
	x = &g->u[u];
	r = strchr(x->figs, 'R');
	if (!bg_alive(x) || r == NULL)
		return 1;
	/* the horses' element: a new unit, or the slot of the one a
	 * remount emptied */
	snprintf(id, sizeof id, "%.10sH", x->id);
	if ((k = bg_unit_find(g, id)) >= 0 && !(g->u[k].cav ==
	    BG_CAV_HORSES && !bg_alive(&g->u[k]) && g->u[k].joined)) {
		own(t, u, "%s cannot dismount: %s is taken.", id);
		return 1;
	}
	h = &g->u[k >= 0 ? k : g->nunits];
	memset(h, 0, sizeof *h);
	memcpy(h->id, id, sizeof id);
	h->side = x->side;
	h->grade = x->grade;
	h->x = x->x;
	h->y = x->y;
	h->facing = x->facing;
	h->form = BG_MASS;
	h->bldg = -1;
	h->cav = BG_CAV_HORSES;
	snprintf(h->figs, sizeof h->figs, "R");
	h->start_figs = 1;
	h->seen_turn[0] = x->seen_turn[0];
	h->seen_turn[1] = x->seen_turn[1];
	memmove(r, r + 1, strlen(r));
	x->start_figs--;
	x->cav = BG_CAV_DISMOUNTED;
	if (k < 0)
		g->nunits++;
	bg_say(t, u, -1, "%s dismounts; its horses stand as %s.", x->id,
	    h->id);
	bg_sight_update(g, t->log);
	return 1;
}

/* The holder back into the unit, the horses element gone. */
static int
take_horses(struct bg_turn *t, int u, int dropping)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	int h = horses_of(g, u), n = (int)strlen(x->figs);

	if (h < 0) {
		if (dropping) {
			x->cav = BG_CAV_FOOT;
			own(t, u, "%s has no horses left: it fights on foot.%s",
			    "");
			return 1;
		}
		own(t, u, "%s cannot mount: its horses are lost.%s", "");
		return 0;
	}
	if (plane_cmp_dist(bg_centre(g, x), bg_centre(g, &g->u[h]),
	    g->ur.join_dist) > 0) {
		own(t, u, "%s is not at its horses (%s): it holds.",
		    g->u[h].id);
		return 0;
	}
	if (n < BG_MAX_FIGS) {
		x->figs[n] = 'R';
		x->figs[n + 1] = '\0';
		x->start_figs++;
		g->u[h].start_figs = 0;
	}
	g->u[h].figs[0] = '\0';
	g->u[h].gone = 1;
	g->u[h].joined = 1;
	return 1;
}

/* MOUNT, DISMOUNT, DROPHORSES.  1: done with the move. */
int
bg_cav_move(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];

	switch (o->act) {
	case BG_A_DISMOUNT:
		return dismount(t, u, o);
	case BG_A_MOUNT:
		if (x->cav != BG_CAV_DISMOUNTED) {
			own(t, u, "%s cannot mount: it is not dismounted "
			    "cavalry.%s", "");
			return 1;
		}
		if (!take_horses(t, u, 0))
			return 1;
		x->cav = BG_CAV_MOUNTED;
		x->dug = 0;
		bg_say(t, u, -1, "%s mounts.", x->id);
		bg_sight_update(g, t->log);
		short_move(t, u, o);
		return 1;
	case BG_A_DROPHORSES:
		if (x->cav != BG_CAV_DISMOUNTED) {
			own(t, u, "%s has no horses to drop%s.", "");
			return 1;
		}
		if (take_horses(t, u, 1)) {
			x->cav = BG_CAV_FOOT;
			bg_say(t, u, -1, "%s sends its horses away for good.",
			    x->id);
			bg_sight_update(g, t->log);
		}
		return 1;
	default:
		return 0;
	}
}
