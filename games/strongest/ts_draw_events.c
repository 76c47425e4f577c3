/*
 * ts_draw_events.c - what a side saw this phase, as arrows and marks on
 * its map (ts_draw.c): moves and advances (the mover's colour), evades
 * (dashed), charges and shots (black, with a combat mark where they
 * struck).  Read only from the events that side was sent: their text
 * and the boxes each recorded for the units it names (ts_log.c), which
 * are boxes the side saw at that moment.  Never changes the game.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

#define MAX_ARROWS	256
#define MAX_POS		(2 * TS_MAX_UNITS)

struct arrow {
	enum draw_line_kind kind;
	int ink, x0, y0, x1, y1;
};

struct seen {
	const struct ts_game *g;
	int viewer;
	struct arrow a[MAX_ARROWS];
	int na;
	struct { char name[24]; int x, y; } pos[MAX_POS];
	int npos;
	int combat[MAX_ARROWS];
	int ncombat;
};

/* A box label at s ("C5", "C5," "C5."): 0 and its box, or -1. */
static int
box_at(const struct ts_game *g, const char *s, int *x, int *y)
{
	char lab[8];
	size_t n = 0;

	while (n < sizeof lab - 1 && isalnum((unsigned char)s[n]))
		lab[n] = s[n], n++;
	lab[n] = '\0';
	return n ? ts_parse_box(g, lab, x, y) : -1;
}

/* The side of a unit named in the viewer's words (-1: not known). */
static int
side_of(const struct seen *s, const char *name)
{
	int i;

	if (s->viewer >= 0)
		return name[0] == 'E' && isdigit((unsigned char)name[1]) ?
		    TS_ENEMY(s->viewer) : s->viewer;
	for (i = 0; i < TS_NSIDES; i++)
		if (strncmp(name, s->g->side[i].name,
		    strlen(s->g->side[i].name)) == 0)
			return i;
	return -1;
}

static void
put(struct seen *s, const char *name, int x, int y)
{
	int k;

	for (k = 0; k < s->npos; k++)
		if (strcmp(s->pos[k].name, name) == 0)
			break;
	if (k == s->npos) {
		if (s->npos >= MAX_POS)
			return;
		snprintf(s->pos[s->npos++].name, sizeof s->pos[0].name, "%s",
		    name);
	}
	s->pos[k].x = x;
	s->pos[k].y = y;
}

static int
where(const struct seen *s, const char *name, int *x, int *y)
{
	int k;

	for (k = 0; k < s->npos; k++)
		if (strcmp(s->pos[k].name, name) == 0) {
			*x = s->pos[k].x;
			*y = s->pos[k].y;
			return 0;
		}
	return -1;
}

static void
arrow(struct seen *s, enum draw_line_kind kind, const char *name, int x0,
    int y0, int x1, int y1)
{
	struct arrow *a;
	int side = side_of(s, name);

	if (s->na >= MAX_ARROWS || (x0 == x1 && y0 == y1))
		return;
	a = &s->a[s->na++];
	a->kind = kind;
	a->ink = kind == DRAW_L_FIRE || kind == DRAW_L_ATTACK ?
	    DRAW_INK_BLACK : side >= 0 ? DRAW_INK_SIDE(TS_DSIDE(side)) :
	    DRAW_INK_GREY;
	a->x0 = x0;
	a->y0 = y0;
	a->x1 = x1;
	a->y1 = y1;
}

static void
combat_at(struct seen *s, int x, int y)
{
	int i, c = TS_BOX(s->g, x, y);

	for (i = 0; i < s->ncombat; i++)
		if (s->combat[i] == c)
			return;
	if (s->ncombat < MAX_ARROWS)
		s->combat[s->ncombat++] = c;
}

/* The boxes the event recorded: every unit it names, where it stood. */
static void
note_boxes(struct seen *s, const json_t *e)
{
	const char *k;
	json_t *v;
	int x, y;

	json_object_foreach((json_t *)json_object_get(e, "boxes"), k, v)
		if (json_is_string(v) && box_at(s->g, json_string_value(v),
		    &x, &y) == 0)
			put(s, k, x, y);
}

/* "X moves C2 -> C4, ..." / "X evades C4 -> C3.": from, to. */
static void
read_path(struct seen *s, const char *name, const char *p,
    enum draw_line_kind kind)
{
	int x0, y0, x1, y1;
	const char *q = strstr(p, " -> ");

	if (q == NULL || box_at(s->g, p, &x0, &y0) != 0 ||
	    box_at(s->g, q + 4, &x1, &y1) != 0)
		return;
	arrow(s, kind, name, x0, y0, x1, y1);
	put(s, name, x1, y1);
}

/* "X charges Y." / "X shoots at Y (...)": from X's box to Y's. */
static void
read_strike(struct seen *s, const char *name, const char *p,
    enum draw_line_kind kind)
{
	char target[24];
	size_t n = 0;
	int x0, y0, x1, y1;

	while (n < sizeof target - 1 && p[n] && p[n] != '.' && p[n] != ' ' &&
	    p[n] != '(')
		target[n] = p[n], n++;
	if (s->viewer < 0 && p[n] == ' ' && n < 8)	/* "RED U1" */
		for (target[n++] = ' '; n < sizeof target - 1 &&
		    isalnum((unsigned char)p[n]); n++)
			target[n] = p[n];
	target[n] = '\0';
	if (where(s, name, &x0, &y0) != 0 || where(s, target, &x1, &y1) != 0)
		return;
	arrow(s, kind, name, x0, y0, x1, y1);
	combat_at(s, x1, y1);
}

static void
read_event(struct seen *s, const json_t *e)
{
	static const struct { const char *verb; int what; } verbs[] = {
		{ " moves ", 0 }, { " evades ", 1 }, { " advances into ", 2 },
		{ " charges ", 3 }, { " shoots at ", 4 },
	};
	const char *t = json_string_value(json_object_get(e, "text")), *p;
	char name[24];
	size_t i, n;
	int x, y, x0, y0;

	if (t == NULL)
		return;
	for (i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
		if ((p = strstr(t, verbs[i].verb)) != NULL && p > t &&
		    (n = (size_t)(p - t)) < sizeof name)
			break;
	if (i == sizeof verbs / sizeof verbs[0])
		return;
	memcpy(name, t, n);
	name[n] = '\0';
	p += strlen(verbs[i].verb);
	if (verbs[i].what == 2 && box_at(s->g, p, &x, &y) == 0) {
		if (where(s, name, &x0, &y0) == 0)
			arrow(s, DRAW_L_MOVE, name, x0, y0, x, y);
		put(s, name, x, y);
	} else if (verbs[i].what < 2)
		read_path(s, name, p, verbs[i].what ? DRAW_L_RETREAT :
		    DRAW_L_MOVE);
	else if (verbs[i].what > 2) {
		note_boxes(s, e);
		read_strike(s, name, p, verbs[i].what == 3 ? DRAW_L_ATTACK :
		    DRAW_L_FIRE);
	}
}

static void
centre(const struct ts_game *g, const struct drawing *d, int x, int y,
    struct draw_pt *p)
{
	if (drawing_cell_centre(d, x, g->d - 1 - y, &p->x, &p->y) != 0)
		p->x = p->y = 0;
}

int
ts_map_events(const struct ts_game *g, const json_t *events, int viewer,
    struct drawing *d)
{
	struct seen *s = calloc(1, sizeof *s);
	struct draw_pt p[2];
	const json_t *e;
	size_t i;
	int k;

	if (s == NULL)
		return PBEM_ERR_NOMEM;
	s->g = g;
	s->viewer = viewer;
	json_array_foreach(events, i, e)
		if (ts_event_for(e, viewer, g)) {
			read_event(s, e);	/* from where it stood before */
			note_boxes(s, e);	/* then where it is */
		}
	for (k = 0; k < s->ncombat; k++) {
		centre(g, d, s->combat[k] % g->w, s->combat[k] / g->w, &p[0]);
		drawing_mark(d, p[0].x, p[0].y, DRAW_M_COMBAT);
	}
	for (k = 0; k < s->na; k++) {
		centre(g, d, s->a[k].x0, s->a[k].y0, &p[0]);
		centre(g, d, s->a[k].x1, s->a[k].y1, &p[1]);
		drawing_line(d, p, 2, s->a[k].kind, s->a[k].ink, 0, 1);
	}
	free(s);
	return PBEM_OK;
}
