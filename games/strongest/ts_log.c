/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_log.c - To The Strongest!'s words for the shared event log
 * (games/event_log.c): a viewer's own units, generals, commands and camps
 * by their own ids (U3, G2, C1, K1), the enemy's with an E in front (E3,
 * EG2, EC1, EK1), the referee's with the side's name; boxes by their
 * labels.  Who sees an event is decided here too: the referee and the
 * owner always, the enemy while the unit is visible to it (§9.5).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ts.h"

static const char *const prefix[4] = { "U", "G", "C", "K" };

const char *
ts_name(const void *gv, int viewer, int u, char *buf, size_t n)
{
	const struct ts_game *g = gv;
	int kind = u / 1000, i = u % 1000, side, num;

	if (u < 0 || kind > 3) {
		snprintf(buf, n, "?");
		return buf;
	}
	if (kind == 0 && i < g->nunits) {
		side = g->u[i].side;
		num = g->u[i].num;
	} else if (kind == 1 && i < g->ngens) {
		side = g->gen[i].side;
		num = g->gen[i].num;
	} else if (kind == 2 && i < g->ncmds) {
		side = g->cmd[i].side;
		num = g->cmd[i].num;
	} else if (kind == 3 && i < g->ncamps) {
		side = g->camp[i].side;
		num = g->camp[i].num;
	} else {
		snprintf(buf, n, "?");
		return buf;
	}
	if (kind == 0 && viewer >= 0 && viewer != side && TS_ALIASED(g)) {
		/* the name this viewer gave it; never its roster number */
		if (g->u[i].alias > 0)
			snprintf(buf, n, "E%d", g->u[i].alias);
		else
			snprintf(buf, n, "an unseen unit");
	} else if (viewer < 0)
		snprintf(buf, n, "%s %s%d", g->side[side].name, prefix[kind],
		    num);
	else
		snprintf(buf, n, "%s%s%d", viewer == side ? "" : "E",
		    viewer == side || kind > 0 ? prefix[kind] : "", num);
	return buf;
}

/* %H for event_log.c: a box, from its index. */
static void
name_box(const void *gv, va_list *ap, struct buf *out)
{
	const struct ts_game *g = gv;
	int b = va_arg(*ap, int);
	char l[8];

	if (b < 0 || b >= g->w * g->d)
		buf_adds(out, "off the table");
	else
		buf_adds(out, ts_box_label(g, b % g->w, b / g->w, l));
}

/* Is `name` in text as a whole word? */
static int
names(const char *text, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = text; (p = strstr(p, name)) != NULL; p++)
		if ((p == text || p[-1] == ' ') && (p[n] == '\0' ||
		    strchr(" .,:;()", p[n]) != NULL))
			return 1;
	return 0;
}

/*
 * The event's "boxes": where each unit its text names stands at the
 * moment of the event, for the map's arrows (ts_draw.c).  Only units the
 * viewer sees then (its own, an enemy in sight): the text already names
 * them, and the box is what it saw.
 */
static void
event_boxes(const void *gv, int viewer, const char *text, json_t *ev)
{
	const struct ts_game *g = gv;
	json_t *o = NULL;
	char nm[32], l[8];
	int u;

	for (u = 0; u < g->nunits; u++) {
		const struct ts_unit *x = &g->u[u];

		if (!(x->status == TS_ON || (x->status == TS_AMBUSH &&
		    (viewer < 0 || viewer == x->side))) ||
		    !ts_visible(g, viewer, u) || !names(text,
		    ts_name(g, viewer, u, nm, sizeof nm)))
			continue;
		if (o == NULL && (o = json_object()) == NULL)
			return;
		json_object_set_new(o, nm, json_string(ts_box_label(g, x->x,
		    x->y, l)));
	}
	if (o != NULL)
		json_object_set_new(ev, "boxes", o);
}

/* From rules version 2, a side is never told of an enemy unit it has
 * not seen: an event naming one is not that side's (event_log.h).  A unit
 * it saw once keeps its name, and a word about it (an order against it
 * skipped) tells nothing new. */
static int
may_name(const void *gv, int viewer, int u)
{
	const struct ts_game *g = gv;

	if (!TS_V2(g) || u < 0 || u >= g->nunits)
		return 1;	/* generals, commands, camps: the public roster */
	return g->u[u].side == viewer || ts_visible(g, viewer, u) ||
	    (TS_ALIASED(g) ? g->u[u].alias > 0 : g->u[u].known);
}

void
ts_event_names(const void *gv, struct event_names *n)
{
	const struct ts_game *g = gv;

	event_names_set(n, g, TS_NSIDES, g->sname, &g->turn, ts_name,
	    name_box, event_boxes);
	n->may_name = may_name;
}

/* May `viewer` (-1: the referee) see unit u now?  Open table: every unit
 * on it (not an ambush); los: what its forces see (§9.5). */
int
ts_visible(const struct ts_game *g, int viewer, int u)
{
	const struct ts_unit *x = &g->u[u];

	if (viewer < 0 || viewer == x->side)
		return 1;
	if (x->status != TS_ON)
		return 0;
	return g->r.opt.fow == 0 || x->seen;
}

unsigned
ts_viewers(const struct ts_game *g, int u)
{
	unsigned m = EVENT_V_REF | EVENT_V_SIDE(g->u[u].side);

	if (ts_visible(g, TS_ENEMY(g->u[u].side), u))
		m |= EVENT_V_SIDE(TS_ENEMY(g->u[u].side));
	return m;
}

/* Something at a box of `side`'s: the enemy sees it if it sees the box. */
unsigned
ts_viewers_box(const struct ts_game *g, int side, int x, int y)
{
	unsigned m = EVENT_V_REF | EVENT_V_SIDE(side);

	if (g->r.opt.fow == 0 || ts_sees_box(g, TS_ENEMY(side), x, y))
		m |= EVENT_V_SIDE(TS_ENEMY(side));
	return m;
}

void
ts_say(struct ts_game *g, unsigned mask, const char *fmt, ...)
{
	va_list ap;
	int u;

	if (g->log == NULL)
		return;
	/* An enemy the event may show a side is one that side sees: from
	 * rules version 2 it has its name before the first word about it
	 * (ts_sight names a batch by box; this is for one that comes into
	 * view between sightings, as a flank march arriving does). */
	for (u = 0; TS_ALIASED(g) && u < g->nunits; u++)
		if (g->u[u].alias == 0 && ts_visible(g, TS_ENEMY(g->u[u].side),
		    u))
			ts_known(g, u);
	va_start(ap, fmt);
	event_vsay(g->log, mask, fmt, ap);
	va_end(ap);
}
