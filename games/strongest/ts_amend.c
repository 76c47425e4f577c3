/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_amend.c - the referee's verbs for To The Strongest! (docs/REFEREE.md,
 * "Amendments"), one change a line, units as SIDE Un (RED U3):
 *
 *   MOVE SIDE Un BOX [FACING]          a unit on the table to another box
 *   REMOVE SIDE Un                     lost, as §4.9 loses it: its medals
 *                                      surrendered, its command's VP lost
 *   RESTORE SIDE Un BOX [FACING] [DISORDER N]   a lost unit back: its
 *                                      medals and VP given back
 *   DISORDER SIDE Un N                 disorder levels, 0 to hits - 1
 *   AMMO SIDE Un N                     ammunition, 0 to what it started with
 *   MEDALS SIDE N                      the side's victory medals, 1 or more
 *
 * Refused with the reason: a box off the table or impassable, water the
 * unit cannot enter, a box an enemy holds or friends fill (§1.1, §1.3),
 * a count past its limit, a unit not on the table.  Afterwards the table
 * is sighted again (ts_sight, §9.5): a side sees a change only to a unit
 * it sees before or after it; medals are public (§5.1).  No card is
 * turned: a referee's change never draws.  (A side's stratagem hand is
 * cards of the deck: it is not amended here.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "amend_lines.h"
#include "sheet_words.h"
#include "ts.h"

struct ts_am {
	struct amend k;
	struct ts_game *g;
};



/* SIDE Un at words k, k+1. */
static int
unit_of(struct ts_am *a, int k)
{
	const char *w = AM_W(k + 1);
	char *end;
	long n;
	int s, u;

	if ((s = amend_side(&a->k, k, ts_side_index, a->g)) < 0)
		return -1;
	if (w == NULL || (w[0] != 'U' && w[0] != 'u') || w[1] < '1' ||
	    w[1] > '9' || (n = strtol(w + 1, &end, 10)) > 99 || *end != '\0' ||
	    (u = ts_find_unit(a->g, s, (int)n)) < 0)
		return am_err(a, "%s has no unit \"%.12s\" (units are U1, U2 "
		    "...)", a->g->side[s].name, w ? w : "");
	return u;
}



/* BOX [FACING] for u: on the table, passable, room (§1.1, §1.3). */
static int
box_for(struct ts_am *a, int u, int k, int *x, int *y, int *face)
{
	const struct ts_game *g = a->g;
	const char *w = AM_W(k);
	char lab[8];

	if (w == NULL || ts_parse_box(g, w, x, y) != 0)
		return am_err(a, "\"%.8s\" is not a box of this table%s",
		    w ? w : "", NULL);
	ts_box_label(g, *x, *y, lab);
	*face = g->u[u].face;
	if (AM_W(k + 1) != NULL && ts_parse_face(AM_W(k + 1)) >= 0)
		*face = ts_parse_face(AM_W(k++ + 1));
	if (!ts_water_ok(g, u, *x, *y))
		return am_err(a, "%s is impassable (or water) for this unit "
		    "(§4.15)%s", lab, NULL);
	if (ts_box_enemy(g, *x, *y, g->u[u].side))
		return am_err(a, "%s holds an enemy unit%s", lab, NULL);
	if (!ts_can_share(g, u, *x, *y, *face, -1))
		return am_err(a, "%s has no room for it: two friends a box, "
		    "facing alike (§1.1, §1.3)%s", lab, NULL);
	return k + 1;
}

/* MOVE SIDE Un BOX [FACING] */
static int
do_move(struct amend *am, int arg)
{
	struct ts_am *a = (struct ts_am *)am;
	struct ts_game *g = a->g;
	int u, x, y, face, k;
	unsigned before, after;

	(void)arg;
	if ((u = unit_of(a, 1)) < 0)
		return -1;
	if (!ts_on(g, u))
		return am_err(a, "%s U%s is not on the table", g->side[
		    g->u[u].side].name, AM_W(2) + 1);
	if ((k = box_for(a, u, 3, &x, &y, &face)) < 0 ||
	    am_too_many(a, k, "MOVE SIDE Un BOX [FACING]") < 0)
		return -1;
	before = ts_viewers(g, u);
	ts_place(g, u, x, y, face, 1);
	ts_sight(g);
	after = ts_viewers(g, u);
	ts_say(g, after, "Referee: %U is now at %H, facing %s.", u,
	    TS_BOX(g, x, y), ts_face_name(face));
	if (before & ~after)
		ts_say(g, before & ~after, "Referee: %U has been moved out of "
		    "your sight.", u);
	return 0;
}

/* REMOVE SIDE Un */
static int
do_remove(struct amend *am, int arg)
{
	struct ts_am *a = (struct ts_am *)am;
	struct ts_game *g = a->g;
	int u;

	(void)arg;
	if ((u = unit_of(a, 1)) < 0 || am_too_many(a, 3, "REMOVE SIDE Un") < 0)
		return -1;
	if (!ts_on(g, u))
		return am_err(a, "%s U%s is not on the table", g->side[
		    g->u[u].side].name, AM_W(2) + 1);
	ts_unit_lost(g, u, "removed by the referee");
	return 0;
}

/* RESTORE SIDE Un BOX [FACING] [DISORDER N] */
static int
do_restore(struct amend *am, int arg)
{
	struct ts_am *a = (struct ts_am *)am;
	struct ts_game *g = a->g;
	struct ts_cmd *c;
	int u, x, y, face, k, dis = 0;

	(void)arg;
	if ((u = unit_of(a, 1)) < 0)
		return -1;
	if (g->u[u].status != TS_LOST)
		return am_err(a, "%s U%s was not lost: MOVE moves a unit on "
		    "the table", g->side[g->u[u].side].name, AM_W(2) + 1);
	if ((k = box_for(a, u, 3, &x, &y, &face)) < 0)
		return -1;
	if (AM_W(k) != NULL && strcasecmp(AM_W(k), "DISORDER") == 0) {
		if (am_count(a, k + 1, 0, g->u[u].hits - 1, "DISORDER N",
		    &dis) < 0)
			return -1;
		k += 2;
	}
	if (am_too_many(a, k, "RESTORE SIDE Un BOX [FACING] [DISORDER N]") < 0)
		return -1;
	ts_place(g, u, x, y, face, 1);
	g->u[u].dis = dis;
	/* what the loss took, given back (§5.1, §4.9) */
	g->side[g->u[u].side].medals += ts_medal_value(g, u);
	if (g->u[u].cmd >= 0 && g->u[u].cmd < g->ncmds) {
		c = &g->cmd[g->u[u].cmd];
		c->vp_lost -= ts_medal_value(g, u);
		if (c->vp_lost < 0)
			c->vp_lost = 0;
		if (c->demoralised && 2 * c->vp_lost < c->vp0)
			c->demoralised = 0;
	}
	ts_sight(g);
	ts_say(g, EVENT_V_ALL, "Referee: %U is restored to play: %s takes "
	    "back %d medal%s.", u, g->side[g->u[u].side].name,
	    ts_medal_value(g, u), ts_medal_value(g, u) == 1 ? "" : "s");
	ts_say(g, ts_viewers(g, u), "Referee: %U stands at %H, facing %s, "
	    "with %d disorder.", u, TS_BOX(g, x, y), ts_face_name(face), dis);
	return 0;
}

/* DISORDER SIDE Un N | AMMO SIDE Un N */
static int
do_level(struct amend *am, int ammo)
{
	struct ts_am *a = (struct ts_am *)am;
	struct ts_game *g = a->g;
	int u, n;

	if ((u = unit_of(a, 1)) < 0)
		return -1;
	if (g->u[u].status == TS_LOST)
		return am_err(a, "%s U%s is lost: RESTORE it first",
		    g->side[g->u[u].side].name, AM_W(2) + 1);
	if (ammo ? am_count(a, 3, 0, g->u[u].ammo0, "AMMO SIDE Un N (up to "
	    "what it started with)", &n) < 0 : am_count(a, 3, 0,
	    g->u[u].hits - 1, "DISORDER SIDE Un N (fewer than its hits)",
	    &n) < 0)
		return -1;
	if (am_too_many(a, 4, ammo ? "AMMO SIDE Un N" :
	    "DISORDER SIDE Un N") < 0)
		return -1;
	if (ammo) {
		g->u[u].ammo = n;
		ts_say(g, EVENT_V_REF | EVENT_V_SIDE(g->u[u].side), "Referee: "
		    "%U has %d ammunition.", u, n);
	} else {
		g->u[u].dis = n;
		ts_say(g, ts_viewers(g, u), "Referee: %U has %d disorder.", u,
		    n);
	}
	return 0;
}

/* MEDALS SIDE N: public, as every medal surrendered is. */
static int
do_medals(struct amend *am, int arg)
{
	struct ts_am *a = (struct ts_am *)am;
	struct ts_game *g = a->g;
	int s, n;

	(void)arg;
	if ((s = amend_side(&a->k, 1, ts_side_index, a->g)) < 0 ||
	    am_count(a, 2, 1, 999, "MEDALS SIDE N", &n) < 0 ||
	    am_too_many(a, 3, "MEDALS SIDE N") < 0)
		return -1;
	g->side[s].medals = n;
	ts_say(g, EVENT_V_ALL, "Referee: %s now holds %d victory medal%s.",
	    g->side[s].name, n, n == 1 ? "" : "s");
	return 0;
}

static const struct amend_verb verbs[] = {
	{ "MOVE", do_move, 0 },
	{ "REMOVE", do_remove, 0 },
	{ "RESTORE", do_restore, 0 },
	{ "DISORDER", do_level, 0 },
	{ "AMMO", do_level, 1 },
	{ "MEDALS", do_medals, 0 },
	{ NULL, NULL, 0 },
};

int
ts_amend(void *gv, const char *text, size_t len, int first_line,
    struct sheet_check *out, struct event_log *log)
{
	struct ts_am a;
	struct ts_game *g = gv;

	a.g = g;
	g->log = log;
	if (g->stage != TS_ST_PLAY && len > 0) {
		sheet_check_error(out, first_line, "the armies are not on the "
		    "table yet: amend from the first turn of play");
		g->log = NULL;
		return PBEM_OK;
	}
	amend_init(&a.k, text, len, first_line, out,
	    "To The Strongest!");
	amend_run(&a.k, verbs);
	if (out->nerrors == 0 && g->stage == TS_ST_PLAY)
		ts_sight(g);
	g->log = NULL;
	return PBEM_OK;
}
