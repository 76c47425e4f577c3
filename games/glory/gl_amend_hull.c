/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_amend_hull.c - the referee's verbs for a metal hull (gl_metal.c),
 * beside gl_amend.c's, so that a hull riding on a boat or train
 * (on=CRAFT) can be taken off it, set down elsewhere, or put back on:
 *
 *   MOVE HULL X,Y [TURN DEG]   the hull alone: its centre (the mean of
 *                              its corners) to X,Y, turned DEG clockwise
 *                              (default 0); off any craft it rode on;
 *                              the men and guns inside come along
 *   ABOARD HULL CRAFT|NONE     it rides on that boat or train from
 *                              where both stand (the craft's point
 *                              inside it), or on none, staying put
 *
 * Checked against the ground as the referee's other moves are (a hull
 * stands where wheels may: no deep water, mixed woods, platform or
 * building under its centre or a corner; every corner on the table),
 * and each man carried must be able to stand at his new spot, out of
 * contact with every enemy.  A hull is terrain, on every map: its new
 * place is told to both sides; the craft, to its side and the referee
 * only; a carried man, to his side.  No dice.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sheet_words.h"
#include "gl.h"

static int
refuse(struct sheet_check *out, int line, const char *what)
{
	sheet_check_error(out, line, "%s", what);
	return -1;
}

/* May the hull stand on `to`, centred at (x, y)? */
static const char *
hull_ground(const struct gl_game *g, const struct gl_poly *to, int x, int y)
{
	const char *why = gl_amend_ground(g, -1, x, y);
	int j;

	for (j = 0; why == NULL && j < to->n; j++)
		why = gl_amend_ground(g, -1, to->x[j], to->y[j]);
	return why;
}

static int
hull_move(struct gl_game *g, int h, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log)
{
	const char *form = "MOVE HULL X,Y [TURN DEG]";
	struct gl_metal *m = &g->metal[h];
	int men[GL_MAX_MEN], guns[GL_MAX_GUNS], x, y, turn = 0, i, e, k;
	struct gl_poly to;
	struct gl_man probe;
	char why[200], p[48];
	const char *w;

	if ((ntok != 3 && ntok != 5) || gl_point(tok[2], g->width, g->height,
	    &x, &y) || (ntok == 5 && (strcasecmp(tok[3], "TURN") != 0 ||
	    gl_deg(tok[4], &turn))))
		return refuse(out, line, "MOVE HULL X,Y [TURN DEG]: a point on "
		    "this table (yards) and a turn 0 to 359");
	if (gl_hull_place(g, h, x, y, turn, &to)) {
		snprintf(why, sizeof why, "%s: %s would not fit on the table "
		    "there", form, m->id);
		return refuse(out, line, why);
	}
	if ((w = hull_ground(g, &to, x, y)) != NULL) {
		snprintf(why, sizeof why, "%s cannot stand at %s: %s", m->id,
		    tok[2], w);
		return refuse(out, line, why);
	}
	gl_hull_inside(g, h, men, guns);
	for (i = 0; i < g->nman; i++) {
		if (!men[i])
			continue;
		probe = g->man[i];
		gl_hull_spot(g, h, x, y, turn, &probe.x, &probe.y);
		if ((w = gl_amend_ground(g, probe.type, probe.x, probe.y)) ==
		    NULL && (e = gl_amend_contact(g, &probe)) >= 0)
			w = "in contact with an enemy: melee comes only from "
			    "a charge (6.1)";
		if (w != NULL) {
			snprintf(why, sizeof why, "%s inside %s cannot come "
			    "along: %s", probe.id, m->id, w);
			return refuse(out, line, why);
		}
	}
	k = m->on - 1;
	gl_hull_move(g, h, x, y, turn);
	gl_fmt_pos(p, sizeof p, x, y);
	if (k >= 0)
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->wag[k].side),
		    "Referee: metal hull %s is taken off %s.", m->id,
		    g->wag[k].id);
	gl_say(log, EVENT_V_ALL, "Referee: metal hull %s now stands centred "
	    "at %s%s%d deg.", m->id, p, turn ? ", turned " : "", turn);
	for (i = 0; i < g->nman; i++)
		if (men[i]) {
			gl_fmt_pos(p, sizeof p, g->man[i].x, g->man[i].y);
			gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->man[i].side),
			    "Referee: %s comes along inside %s, now at %s.",
			    g->man[i].id, m->id, p);
		}
	return 0;
}

static int
hull_aboard(struct gl_game *g, int h, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log)
{
	struct gl_metal *m = &g->metal[h];
	char why[160];
	int k;

	if (ntok != 3)
		return refuse(out, line, "ABOARD HULL CRAFT|NONE: one change a "
		    "line, in that form");
	if (strcasecmp(tok[2], "NONE") == 0) {
		if (!m->on) {
			snprintf(why, sizeof why, "%s rides on no boat or "
			    "train", m->id);
			return refuse(out, line, why);
		}
		k = m->on - 1;
		gl_hull_board(g, h, -1);
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->wag[k].side),
		    "Referee: metal hull %s rides on %s no more; it stays "
		    "where it stands.", m->id, g->wag[k].id);
		return 0;
	}
	k = gl_find_wagon(g, tok[2]);
	if (k < 0 || !g->wag[k].craft || g->wag[k].destroyed) {
		snprintf(why, sizeof why, "ABOARD %s: \"%.16s\" is no boat or "
		    "train in play", m->id, tok[2]);
		return refuse(out, line, why);
	}
	if (!gl_in_hull(g, h, g->wag[k].x, g->wag[k].y)) {
		snprintf(why, sizeof why, "%s does not stand under %s (its "
		    "point must be inside the hull): MOVE %s first", g->wag[k].id,
		    m->id, m->id);
		return refuse(out, line, why);
	}
	gl_hull_board(g, h, k);
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->wag[k].side), "Referee: "
	    "metal hull %s now rides on %s.", m->id, g->wag[k].id);
	return 0;
}

int
gl_amend_hull(struct gl_game *g, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log)
{
	int h = gl_find_hull(g, tok[1]);

	if (strcasecmp(tok[0], "MOVE") == 0)
		return hull_move(g, h, tok, ntok, line, out, log);
	return hull_aboard(g, h, tok, ntok, line, out, log);
}
