/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * event_log.h - the event list a resolution returns, written once for
 * every module.  Each happening is one event per viewer: the referee,
 * then each side that saw it, in that viewer's words (own units by id,
 * enemies by the alias that side gave them).  An event carries the sides
 * that may read it; the core shows a side nothing else.  The log never
 * decides what a side sees: the module passes the mask of viewers.
 *
 * A happening may carry rulings drawn on the map (a ruler with its
 * length, a sight line, an arc of fire, a template: drawing.h's struct
 * draw_ruling): event_rule() adds one to the events the last event_say()
 * or event_log_add() wrote, as their "rulings" array, for the viewers in
 * its mask only (a subset of the happening's: a side that did not see
 * the happening gets no ruling of it).  draw_rulings.h draws them back
 * onto a side's map from the events it was sent.
 *
 * A happening may also say what kind of news it is (event_kind): a
 * fight, a unit hurt, routed or lost, a place taken, the game's end,
 * as the events' "kind" word, so readers (the archive's headlines) pick
 * the news without reading a module's sentences.  Every copy of the
 * happening gets it: a module sets a kind only where every viewer's
 * text says it.  Events with no kind carry no "kind".
 */
#ifndef PBEM_EVENT_LOG_H
#define PBEM_EVENT_LOG_H

#include <stdarg.h>

#include <jansson.h>

#include "buf.h"
#include "drawing.h"

/* Viewer masks: the referee, and side s (0-based). */
#define EVENT_V_REF		1u
#define EVENT_V_SIDE(s)		(2u << (s))
/* Every viewer of a two-sided game: the referee and sides 0 and 1. */
#define EVENT_V_ALL		(EVENT_V_REF | EVENT_V_SIDE(0) | EVENT_V_SIDE(1))
#define EVENT_TEXT_MAX		4096
#define EVENT_MAX_SIDES		8
#define EVENT_NAME_LEN		32	/* = GAME_NAME_LEN (game.h) */
#define EVENT_MAX_RULINGS	16	/* rulings on one event */

/* How a module names things in an event's text, per viewer; set once
 * per resolution (module.h's event_names slot), read at each event. */
struct event_names {
	const void *g;			/* the module's game */
	int nsides;
	const char *side[EVENT_MAX_SIDES];	/* side names */
	const int *turn;		/* the game's turn, read at each event */
	/* %U: unit u as viewer (-1: the referee) knows it, into buf. */
	const char *(*unit)(const void *g, int viewer, int u, char *buf,
	    size_t n);
	/* %H: a place; reads its own arguments (one hex index, or x and y)
	 * from ap. */
	void (*place)(const void *g, va_list *ap, struct buf *out);
	/* The module's own fields of one event (the round, the cells the
	 * text names...), added to ev; may be NULL. */
	void (*extra)(const void *g, int viewer, const char *text,
	    json_t *ev);
	/* May NULL: may `viewer` be told of unit u at all?  A viewer's copy
	 * of an event whose text would name a unit it may not is dropped,
	 * whatever mask the module passed: the last guard of fog of war. */
	int (*may_name)(const void *g, int viewer, int u);
	/* With no unit(): %U is unit u's own id to every viewer, from the
	 * *nids entries of id_size bytes at ids, the id (a char array) at
	 * id_at in each ("?" out of range); event_names_ids sets it. */
	const void *ids;
	const int *nids;
	size_t id_size, id_at;
};

/* What a happening is, as news; the order is no ranking (the reader
 * ranks).  event_kind_word names each in the events' JSON. */
enum event_kind {
	EVENT_K_NONE = 0,	/* no "kind": moves, sightings, bookkeeping */
	EVENT_K_FIGHT,		/* "fight": a combat, a charge, fire that hit */
	EVENT_K_HURT,		/* "hurt": a unit disordered, bloodied, shaken */
	EVENT_K_ROUT,		/* "rout": a unit routs, breaks, flees */
	EVENT_K_LOSS,		/* "loss": a unit destroyed, eliminated, off */
	EVENT_K_CAPTURE,	/* "capture": a place or an objective taken */
	EVENT_K_END,		/* "end": the game's result */
	EVENT_K_COUNT
};

struct event_log {
	json_t *events;		/* the array resolve() returns */
	int failed;		/* out of memory or an event too long */
	struct event_names names;
	/* the last happening: its events' places and viewers (-1: the
	 * referee), for event_rule */
	size_t last_first;
	int last_n;
	int last_viewer[EVENT_MAX_SIDES + 1];
};

/* Fill n: `side` holds the nsides names, `turn` points at the game's. */
void event_names_set(struct event_names *n, const void *g, int nsides,
    const char (*side)[EVENT_NAME_LEN], const int *turn,
    const char *(*unit)(const void *, int, int, char *, size_t),
    void (*place)(const void *, va_list *, struct buf *),
    void (*extra)(const void *, int, const char *, json_t *));
/* event_names_set with no unit(): every unit named by its own id, to
 * every viewer, from n_units entries of `size` bytes at `units`, each
 * with its id at id_at (offsetof(struct x_unit, id)). */
void event_names_ids(struct event_names *n, const void *g, int nsides,
    const char (*side)[EVENT_NAME_LEN], const int *turn, const void *units,
    const int *n_units, size_t size, size_t id_at);
void event_log_init(struct event_log *log);
/* Was stored event ev written for `side` (a side's name; NULL: the
 * referee)?  A referee's copy is for no side, whatever else it holds. */
int event_is_for(const json_t *ev, const char *side);
/* One event for `viewer` (-1: the referee) with this text. */
void event_log_add(struct event_log *log, int viewer, const char *text);
/*
 * One happening, written for every viewer in `mask`.  The format knows
 * %s (NULL prints nothing), %.Ns, %d, %%, %U (a unit index) and %H (a
 * place).  Any other conversion stops the text at "[?]": the arguments
 * would no longer line up, and one read as the wrong kind could print a
 * secret.
 */
void event_say(struct event_log *log, unsigned mask, const char *fmt, ...);
void event_vsay(struct event_log *log, unsigned mask, const char *fmt,
    va_list ap);
/* One happening in plain printf words (no %U or %H: the one text serves
 * every viewer, as in a module that names units by their own ids), one
 * event per viewer in `mask` among the referee and sides 0..nsides-1,
 * each carrying the rulings r[0..nr-1] (r may be NULL when nr is 0). */
void event_vprintf(struct event_log *log, int nsides, unsigned mask,
    const struct draw_ruling *r, int nr, const char *fmt, va_list ap);
/* Attach ruling r to the last happening's events whose viewer is in
 * `mask` (EVENT_V_*).  A malformed ruling, or more than
 * EVENT_MAX_RULINGS on one event, marks the log failed. */
void event_rule(struct event_log *log, unsigned mask,
    const struct draw_ruling *r);

/* Mark the last happening's events (every copy) as news of kind k.
 * A module that writes each viewer's copy with its own event_log_add
 * (one text for all) gets them all: the events just before the last
 * with the same text and no kind yet are its copies. */
void event_kind(struct event_log *log, enum event_kind k);
/* "fight", "loss"...; NULL for EVENT_K_NONE or out of range. */
const char *event_kind_word(enum event_kind k);
/* The kind a word names; EVENT_K_NONE for NULL or an unknown word. */
enum event_kind event_kind_of(const char *word);

/* A report's list of what a side was told: the text of every event of
 * `events` sent to `side` (NULL: the referee's copies, event_is_for), in
 * order, each as "  TEXT\n" on out, `head` (when not NULL) written once
 * before the first; an event with no text is left out.  Returns how
 * many were written. */
int event_print_for(struct buf *out, const json_t *events, const char *side,
    const char *head);

/* event_vprintf from a format and its arguments: one happening in plain
 * printf words for the viewers in `mask` among the referee and sides
 * 0..nsides-1, with no rulings (event_printf) or each event carrying
 * r[0..nr-1] (event_printf_ruled).  A module's "say" is then a macro
 * naming its log and side count, not a wrapper of its own. */
void event_printf(struct event_log *log, int nsides, unsigned mask,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void event_printf_ruled(struct event_log *log, int nsides, unsigned mask,
    const struct draw_ruling *r, int nr, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

#endif
