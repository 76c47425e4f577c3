/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_draw_events.c - what a side saw this phase, as arrows and marks on
 * its map (ts_draw.c): moves and advances (the mover's colour), evades
 * (dashed), charges and shots (black, with a combat mark where they
 * struck), and a marker where a unit it saw was lost or left the table.  Read only from the events that side was sent: their text
 * and the boxes each recorded for the units it names (ts_log.c), which
 * are boxes the side saw at that moment.  Never changes the game.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_trail.h"
#include "ts.h"

/* A place of the trail (draw_trail.h) is a box: TS_BOX(g, x, y). */
struct tse {
	const struct ts_game *g;
	const struct drawing *d;
	int viewer;
};

/* The box labelled at s ("C5", "C5," "C5."), or -1. */
static int
box_at(const struct ts_game *g, const char *s)
{
	char lab[8];
	size_t n = 0;
	int x, y;

	while (n < sizeof lab - 1 && isalnum((unsigned char)s[n]))
		lab[n] = s[n], n++;
	lab[n] = '\0';
	if (n == 0 || ts_parse_box(g, lab, &x, &y) != 0)
		return -1;
	return TS_BOX(g, x, y);
}

/* The side of a unit named in the viewer's words (-1: not known). */
static int
side_of(const struct tse *c, const char *name)
{
	int i;

	if (c->viewer >= 0)
		return name[0] == 'E' && isdigit((unsigned char)name[1]) ?
		    TS_ENEMY(c->viewer) : c->viewer;
	for (i = 0; i < TS_NSIDES; i++)
		if (strncmp(name, c->g->side[i].name,
		    strlen(c->g->side[i].name)) == 0)
			return i;
	return -1;
}

static int
trail_centre(void *ctx, int box, int *x, int *y)
{
	const struct tse *c = ctx;
	int col, row;

	if (box < 0)
		return -1;
	ts_map_cell(c->g, c->viewer, box % c->g->w, box / c->g->w, &col, &row);
	if (drawing_cell_centre(c->d, col, row, x, y) != 0)
		*x = *y = 0;
	return 0;
}

/* Only the boxes events recorded say where a unit stood: never the
 * game's own state, which may hold more than the side saw. */
static int
trail_shown_at(void *ctx, const char *name)
{
	(void)ctx;
	(void)name;
	return -1;
}

static int
trail_event_for(void *ctx, const json_t *e)
{
	const struct tse *c = ctx;

	return ts_event_for(e, c->viewer, c->g);
}

static void
arrow(struct draw_trail *t, const struct tse *c, enum draw_line_kind kind,
    const char *name, int from, int to)
{
	struct draw_trail_arrow *a;
	int side = side_of(c, name);

	if (from < 0 || to < 0 || from == to || (a = draw_trail_arrow(t, kind,
	    kind == DRAW_L_FIRE || kind == DRAW_L_ATTACK ? DRAW_INK_BLACK :
	    side >= 0 ? DRAW_INK_SIDE(TS_DSIDE(side)) : DRAW_INK_GREY,
	    -1)) == NULL)
		return;
	draw_trail_point(a, from);
	draw_trail_point(a, to);
}

/* The boxes the event recorded: every unit it names, where it stood. */
static void
note_boxes(struct draw_trail *t, const struct tse *c, const json_t *e)
{
	const char *k;
	json_t *v;
	int box;

	json_object_foreach((json_t *)json_object_get(e, "boxes"), k, v)
		if (json_is_string(v) &&
		    (box = box_at(c->g, json_string_value(v))) >= 0)
			draw_trail_put(t, k, box);
}

/* "X moves C2 -> C4, ..." / "X evades C4 -> C3.": from, to. */
static void
read_path(struct draw_trail *t, const struct tse *c, const char *name,
    const char *p, enum draw_line_kind kind)
{
	const char *q = strstr(p, " -> ");
	int from, to;

	if (q == NULL || (from = box_at(c->g, p)) < 0 ||
	    (to = box_at(c->g, q + 4)) < 0)
		return;
	arrow(t, c, kind, name, from, to);
	draw_trail_put(t, name, to);
}

/* "X charges Y." / "X shoots at Y (...)": from X's box to Y's. */
static void
read_strike(struct draw_trail *t, const struct tse *c, size_t i,
    const char *name, const char *p, enum draw_line_kind kind)
{
	char target[DRAW_TRAIL_NAME_LEN];
	size_t n = 0;
	int from, to;

	while (n < sizeof target - 1 && p[n] && p[n] != '.' && p[n] != ' ' &&
	    p[n] != '(')
		target[n] = p[n], n++;
	if (c->viewer < 0 && p[n] == ' ' && n < 8)	/* "RED U1" */
		for (target[n++] = ' '; n < sizeof target - 1 &&
		    isalnum((unsigned char)p[n]); n++)
			target[n] = p[n];
	target[n] = '\0';
	if ((from = draw_trail_where(t, i, name)) < 0 ||
	    (to = draw_trail_where(t, i, target)) < 0)
		return;
	arrow(t, c, kind, name, from, to);
	draw_trail_combat(t, to);
}

static void
read_verb(struct draw_trail *t, const struct tse *c, size_t i,
    const json_t *e)
{
	static const struct { const char *verb; int what; } verbs[] = {
		{ " moves ", 0 }, { " evades ", 1 }, { " advances into ", 2 },
		{ " charges ", 3 }, { " shoots at ", 4 },
	};
	const char *text = draw_trail_text(e), *p = NULL;
	char name[DRAW_TRAIL_NAME_LEN];
	struct draw_trail_arrow *a;
	size_t v, n = 0;
	int to, from;

	for (v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
		if ((p = strstr(text, verbs[v].verb)) != NULL && p > text &&
		    (n = (size_t)(p - text)) < sizeof name)
			break;
	if (v == sizeof verbs / sizeof verbs[0])
		return;
	memcpy(name, text, n);
	name[n] = '\0';
	p += strlen(verbs[v].verb);
	if (verbs[v].what == 2 && (to = box_at(c->g, p)) >= 0) {
		/* into the box of the unit it charged and destroyed: the
		 * charge's arrow already runs there; a move on top would
		 * make the charge read as a plain move */
		from = draw_trail_where(t, i, name);
		a = draw_trail_last(t, DRAW_L_ATTACK, -1);
		if (a == NULL || a->n < 2 || a->place[0] != from ||
		    a->place[a->n - 1] != to)
			arrow(t, c, DRAW_L_MOVE, name, from, to);
		draw_trail_put(t, name, to);
	} else if (verbs[v].what < 2)
		read_path(t, c, name, p, verbs[v].what ? DRAW_L_RETREAT :
		    DRAW_L_MOVE);
	else if (verbs[v].what > 2) {
		note_boxes(t, c, e);
		read_strike(t, c, i, name, p, verbs[v].what == 3 ?
		    DRAW_L_ATTACK : DRAW_L_FIRE);
	}
}

/* "U8 is lost (destroyed): ..." where the side last saw it this phase
 * (the boxes its events recorded, never the game's state); "U11 leaves
 * the table from I1." (told only to those who see it go). */
static void
read_lost(struct draw_trail *t, const struct tse *c, size_t i,
    const json_t *e)
{
	const char *text = draw_trail_text(e), *p;
	char name[DRAW_TRAIL_NAME_LEN];
	size_t n;
	int side, place = -1;

	if ((p = strstr(text, " is lost (")) == NULL &&
	    (p = strstr(text, " leaves the table from ")) == NULL)
		return;
	if ((n = (size_t)(p - text)) == 0 || n >= sizeof name)
		return;
	memcpy(name, text, n);
	name[n] = '\0';
	if (p[1] == 'l')
		place = box_at(c->g, p + strlen(" leaves the table from "));
	if ((side = side_of(c, name)) < 0)
		return;
	if (place < 0)
		place = draw_trail_where(t, i, name);
	/* the referee's events say "RED U8"; its map says "R-U8" */
	if (c->viewer < 0 && (p = strchr(name, ' ')) != NULL &&
	    (p[1] == 'U' || p[1] == 'G') && isdigit((unsigned char)p[2]))
		ts_map_referee_id(c->g, side, p[1], atoi(p + 2), name,
		    sizeof name);
	draw_trail_lost(t, i, name, TS_DSIDE(side), place);
}

static void
read_event(void *ctx, struct draw_trail *t, size_t i, const json_t *e)
{
	read_verb(t, ctx, i, e);	/* from where it stood before */
	read_lost(t, ctx, i, e);
	note_boxes(t, ctx, e);		/* then where it is */
}

int
ts_map_events(const struct ts_game *g, const json_t *events, int viewer,
    struct drawing *d)
{
	static const char *const no_words[] = { NULL };
	struct tse c = { g, d, viewer };
	const struct draw_trail_ops ops = {
		&c, trail_centre, trail_shown_at, trail_event_for, no_words, 0
	};

	return draw_trail_run(&ops, events, read_event, d);
}
