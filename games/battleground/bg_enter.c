/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_enter.c - reinforcements (digest 4.14 "reinforcement entries", 4.19
 * "reinforcement availability", 6 item 4, 8.1 `ENTER <pt>...`).  A unit
 * whose scenario line ends `ENTER <turn>` starts off the table: its
 * point is where it comes on, on a table edge.  Until it enters it is in
 * no ruling (sight, fire, melee, mines, victory) and the enemy learns
 * nothing of it, not even its id.  From that turn on, on its side's move
 * card, its `M <unit> ENTER x,y ...` line puts it at its entry point and
 * moves it on along the points as a walk (2D6; a vehicle drives on one
 * die fewer than its class, never the roll that immobilizes [P]).  Once
 * on, it is an ordinary unit; an ENTER line it keeps is a walk.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

/* The UNIT line's `ENTER <turn>` at tok[*i]: 1 read (*i on its last
 * word), 0 not this flag, -1 an error. */
int
bg_enter_kw(struct bg_game *g, struct bg_unit *u, char **tok, int *i,
    int n, char *err, size_t en)
{
	char *e;
	long t;

	if (strcasecmp(tok[*i], "ENTER") != 0)
		return 0;
	if (*i + 1 >= n) {
		snprintf(err, en, "ENTER needs the turn the unit may enter");
		return -1;
	}
	t = strtol(tok[*i + 1], &e, 10);
	if (*e != '\0' || e == tok[*i + 1] || t < 1 || t > 999 ||
	    (g->turns > 0 && t > g->turns)) {
		snprintf(err, en, "ENTER %s: a turn from 1 to %d", tok[*i + 1],
		    g->turns);
		return -1;
	}
	u->enter = (int)t;
	(*i)++;
	return 1;
}

/* After the whole UNIT line: an entry point on an edge; a unit neither
 * in a building, dug in, hidden nor aboard. */
int
bg_enter_check(const struct bg_game *g, const struct bg_unit *u, char *err,
    size_t en)
{
	if (!u->enter)
		return 0;
	if (u->x != 0 && u->y != 0 && u->x != g->width && u->y != g->depth) {
		snprintf(err, en, "%s comes on with ENTER: its point is where, "
		    "on a table edge (x 0 or %d, y 0 or %d)", u->id,
		    g->width / BG_INCH, g->depth / BG_INCH);
		return -1;
	}
	if (u->bldg >= 0 || u->dug || u->hidden || u->carrier || u->empl) {
		snprintf(err, en, "%s comes on with ENTER: it cannot start in "
		    "a building, dug in, hidden, aboard or emplaced", u->id);
		return -1;
	}
	return 0;
}

/* Off the table and due: its ENTER line may be used on this card. */
int
bg_enter_ready(const struct bg_game *g, int u)
{
	const struct bg_unit *x = &g->u[u];

	return x->enter > 0 && g->turn >= x->enter && !bg_lost(x);
}

/* The ENTER line o of unit u on its side's move card: 0 and the move to
 * make in *walk (the unit on the table at its entry point), -1 when it
 * may not enter yet (its side is told why). */
int
bg_enter_step(struct bg_turn *t, int u, const struct bg_order *o,
    struct bg_order *walk)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	char at[32];

	*walk = *o;
	walk->act = x->veh ? BG_A_DRIVE : BG_A_WALK;
	walk->ndice = x->veh ? (x->vdice > 1 ? x->vdice - 1 : 1) : 0;
	if (!x->enter)
		return 0;
	if (g->turn < x->enter) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s waits "
		    "off the table: it may enter from turn %d.", x->id,
		    x->enter);
		return -1;
	}
	x->enter = 0;
	bg_pt_out(g, bg_centre(g, x), at, sizeof at);
	bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s comes on to "
	    "the table at %s.", x->id, at);
	return 0;
}

/* Its own side's report: where and when it comes on. */
void
bg_enter_line(const struct bg_game *g, int u, struct buf *out)
{
	const struct bg_unit *x = &g->u[u];
	char at[32];

	bg_pt_out(g, bg_centre(g, x), at, sizeof at);
	buf_addf(out, "  %-4s %s %s off the table: enters at %s, from turn "
	    "%d (M %s ENTER x,y ...)\n", x->id, x->veh ? "VEH" : "INF",
	    x->figs, at, x->enter, x->id);
}

/* Its line of the sheet template. */
void
bg_enter_hint(const struct bg_game *g, int u, struct buf *out)
{
	const struct bg_unit *x = &g->u[u];
	char at[32];

	bg_pt_out(g, bg_centre(g, x), at, sizeof at);
	buf_addf(out, "#  %-4s off the table, enters at %s from turn %d\n"
	    "# M %s ENTER x,y ... [FACE deg] [FORM f]  (a %s from %s)\n",
	    x->id, at, x->enter, x->id, x->veh ? "drive" : "walk", at);
}
