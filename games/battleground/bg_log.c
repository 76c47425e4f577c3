/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_log.c - events and who reads them (digest 6.6): the referee reads
 * every event; a side reads what its own units did or suffered and what
 * it could see, with the dice; nothing else, not even that something
 * happened.
 */
#include <stdarg.h>
#include <stdio.h>

#include "bg.h"

/* The referee, the owners of u and target, and a side that sees either
 * (u or target -1: none). */
unsigned
bg_mask_of(const struct bg_game *g, int u, int target)
{
	unsigned m = EVENT_V_REF;
	int s;

	for (s = 0; s < BG_NSIDES; s++) {
		if (u >= 0 && (g->u[u].side == s || bg_sees(g, s, u)))
			m |= EVENT_V_SIDE(s);
		if (target >= 0 && (g->u[target].side == s ||
		    bg_sees(g, s, target)))
			m |= EVENT_V_SIDE(s);
	}
	return m;
}

/* One event per viewer in mask (the kit's event_vprintf). */
static void
vsay(struct bg_turn *t, unsigned mask, const char *fmt, va_list ap)
{
	event_vprintf(t->log, BG_NSIDES, mask, NULL, 0, fmt, ap);
}

/* The geometry of a ruling on the events just added (the last `n`),
 * for the map: a path through pts[0..np-1] of the given kind. */
static void
tag_last(struct bg_turn *t, int n, const char *kind,
    const struct plane_pt *pts, int np)
{
	size_t sz = json_array_size(t->log->events), i;
	json_t *ev, *at;
	int k;

	for (i = sz >= (size_t)n ? sz - (size_t)n : 0; i < sz; i++) {
		ev = json_array_get(t->log->events, i);
		if ((at = json_array()) == NULL)
			return;
		for (k = 0; k < np; k++) {
			json_array_append_new(at, json_integer(pts[k].x));
			json_array_append_new(at, json_integer(pts[k].y));
		}
		json_object_set_new(ev, "path", json_pack("{s:s,s:o}", "kind",
		    kind, "at", at));
	}
}

void
bg_say_geo(struct bg_turn *t, unsigned mask, const char *kind,
    struct plane_pt a, struct plane_pt b, const char *fmt, ...)
{
	va_list ap;
	size_t before = json_array_size(t->log->events);
	struct plane_pt pts[2] = { a, b };

	va_start(ap, fmt);
	vsay(t, mask, fmt, ap);
	va_end(ap);
	tag_last(t, (int)(json_array_size(t->log->events) - before), kind, pts,
	    2);
}

void
bg_say_path(struct bg_turn *t, unsigned mask, const char *kind,
    const struct plane_pt *pts, int np, const char *fmt, ...)
{
	va_list ap;
	size_t before = json_array_size(t->log->events);

	va_start(ap, fmt);
	vsay(t, mask, fmt, ap);
	va_end(ap);
	tag_last(t, (int)(json_array_size(t->log->events) - before), kind, pts,
	    np);
}
