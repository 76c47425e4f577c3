/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * draw_rulings.h - the rulings a side saw this phase, drawn on its map:
 * the part of an open-table module's draw() slot that reads the
 * "rulings" the module attached to its events (event_log.h: event_rule).
 * A module's draw() calls draw_rulings_for() once with the phase's
 * events and the viewer's side name (or draw_rulings_run() with its own
 * test of which events the side was sent); nothing from an event the
 * side was not sent is drawn.
 */
#ifndef PBEM_DRAW_RULINGS_H
#define PBEM_DRAW_RULINGS_H

#include <jansson.h>

#include "drawing.h"
#include "err.h"
#include "plane.h"

#define DRAW_RULINGS_MAX	512	/* rulings on one picture */

/* Draw on d every ruling of every event e with event_for(ctx, e) true,
 * in the events' order.  PBEM_OK; PBEM_ERR_PARSE if a ruling was
 * malformed (that one is left out, the others drawn); PBEM_ERR_LIMIT if
 * there were more than DRAW_RULINGS_MAX (the first ones drawn); or the
 * drawing's own failure. */
int draw_rulings_run(struct drawing *d, const json_t *events,
    int (*event_for)(void *ctx, const json_t *e), void *ctx);
/* The same for the usual test: the events told to the side named
 * `side` (event_is_for; NULL: the referee's own copies). */
int draw_rulings_for(struct drawing *d, const json_t *events,
    const char *side);

/* Rulings as the exact plane (plane.h) made them, for event_rule or
 * drawing_ruling: the ruler between two bases, edge to edge (its length
 * the gap, floor of the exact value; its ends the nearest points), and
 * a sight line with where plane_sight() found it stops.  Plane
 * coordinates are bounded (PLANE_COORD_MAX), so they fit an int. */
struct draw_ruling draw_ruler_bases(const struct plane_base *a,
    const struct plane_base *b);
struct draw_ruling draw_sight_ruled(struct plane_pt from, struct plane_pt to,
    const struct plane_sight *s, int side);

#endif
