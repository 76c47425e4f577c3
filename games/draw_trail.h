/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * draw_trail.h - what a side saw happen this phase, as arrows and combat
 * marks on its map: the part of a module's draw() slot that reads the
 * events the side was sent, shared by every rules system.
 *
 * The module reads its own event sentences (only it knows their words)
 * and tells the trail what they say: a unit named in the side's words now
 * stands in a place (draw_trail_put), an arrow runs through places
 * (draw_trail_arrow, draw_trail_point), a fight happened in a place
 * (draw_trail_combat), a unit fell or left the board there
 * (draw_trail_lost).  A place is the module's own number for a cell,
 * hex or box (-1: unknown or out of sight).  The trail remembers where
 * each named unit stood as the events went by; where a unit first
 * appears it asks the module where the side is shown it now, unless a
 * later event moves it (then that is not where it stood).  At the end it
 * draws every combat mark, then every arrow, through the module's
 * place-to-point function.  Everything is bounded; past a bound an
 * arrow, point or name is dropped, never written out of range.
 */
#ifndef PBEM_DRAW_TRAIL_H
#define PBEM_DRAW_TRAIL_H

#include <stddef.h>

#include <jansson.h>

#include "drawing.h"
#include "err.h"

#define DRAW_TRAIL_MAX_ARROWS	384
#define DRAW_TRAIL_MAX_PATH	64	/* places on one arrow */
#define DRAW_TRAIL_MAX_NAMES	256
#define DRAW_TRAIL_NAME_LEN	40	/* a unit's name in events: "U12", "RED U12" */

struct draw_trail_arrow {
	enum draw_line_kind kind;
	int ink;
	int unit;		/* the module's unit index, or -1 */
	int n;
	int place[DRAW_TRAIL_MAX_PATH];
};

struct draw_trail_ops {
	void *ctx;
	/* place -> point on the drawing; 0, or -1 to leave the point out */
	int (*centre)(void *ctx, int place, int *x, int *y);
	/* where the side is shown `name` now (own, seen or last seen), or -1 */
	int (*shown_at)(void *ctx, const char *name);
	/* was event e sent to the side? */
	int (*event_for)(void *ctx, const json_t *e);
	/* " moves ", " retreats to ", ...: after the unit's name, an event
	 * with one of these words moves it (NULL-terminated) */
	const char *const *move_words;
	int move_words_anywhere;	/* match anywhere, not right after */
};

struct draw_trail;

struct draw_trail *draw_trail_new(const struct draw_trail_ops *ops,
    const json_t *events);
void draw_trail_free(struct draw_trail *t);

/* Event i's text, "" if none. */
const char *draw_trail_text(const json_t *e);

/* Where `name` stands at event i as far as the side knows, or -1. */
int draw_trail_where(struct draw_trail *t, size_t i, const char *name);
void draw_trail_put(struct draw_trail *t, const char *name, int place);
/* Where this phase's events put `name`, or -1 (no other source). */
int draw_trail_put_at(const struct draw_trail *t, const char *name);
void draw_trail_combat(struct draw_trail *t, int place);

/* `name` (the side's word for it, of drawing side `side`) was destroyed
 * or left the board at event i, in `place` (-1: where the trail last
 * had it; if it has none, nothing is drawn).  The trail draws a marker
 * there, "lost", so the arrows that reached it keep both ends.  Call it
 * only for an event the side was sent: the side saw it fall. */
void draw_trail_lost(struct draw_trail *t, size_t i, const char *name,
    int side, int place);

/* A new arrow with no place yet, or NULL when the trail is full. */
struct draw_trail_arrow *draw_trail_arrow(struct draw_trail *t,
    enum draw_line_kind kind, int ink, int unit);
void draw_trail_point(struct draw_trail_arrow *a, int place);
/* Drop the last arrow made (it did not come to two places). */
void draw_trail_unarrow(struct draw_trail *t);
/* The last arrow of `kind` for `unit`, or NULL. */
struct draw_trail_arrow *draw_trail_last(struct draw_trail *t,
    enum draw_line_kind kind, int unit);

/* Read events through read(ctx, trail, i, e) for each event sent to the
 * side, then draw the marks and arrows on d.  PBEM_OK, or
 * PBEM_ERR_NOMEM (nothing drawn). */
int draw_trail_run(const struct draw_trail_ops *ops, const json_t *events,
    void (*read)(void *ctx, struct draw_trail *t, size_t i,
    const json_t *e), struct drawing *d);

#endif
