/*
 * event_log.h - the event list a resolution returns, written once for
 * every module.  Each happening is one event per viewer: the referee,
 * then each side that saw it, in that viewer's words (own units by id,
 * enemies by the alias that side gave them).  An event carries the sides
 * that may read it; the core shows a side nothing else.  The log never
 * decides what a side sees: the module passes the mask of viewers.
 */
#ifndef PBEM_EVENT_LOG_H
#define PBEM_EVENT_LOG_H

#include <stdarg.h>

#include <jansson.h>

#include "buf.h"

/* Viewer masks: the referee, and side s (0-based). */
#define EVENT_V_REF		1u
#define EVENT_V_SIDE(s)		(2u << (s))
#define EVENT_TEXT_MAX		4096
#define EVENT_MAX_SIDES		8

struct event_log {
	json_t *events;		/* the array resolve() returns */
	int failed;		/* out of memory or an event too long */
};

/* How a module names things in an event's text, per viewer. */
struct event_names {
	const void *g;			/* the module's game */
	int nsides;
	const char *side[EVENT_MAX_SIDES];	/* side names */
	int turn;
	/* %U: unit u as viewer (-1: the referee) knows it. */
	void (*unit)(const void *g, int viewer, int u, struct buf *out);
	/* %H: a place; reads its own arguments (one hex index, or x and y)
	 * from ap. */
	void (*place)(const void *g, va_list *ap, struct buf *out);
	/* The module's own fields of one event (the round, the cells the
	 * text names...), added to ev; may be NULL. */
	void (*extra)(const void *g, int viewer, const char *text,
	    json_t *ev);
};

void event_log_init(struct event_log *log);
/* One event for `viewer` (-1: the referee) with this text. */
void event_log_add(struct event_log *log, const struct event_names *n,
    int viewer, const char *text);
/*
 * One happening, written for every viewer in `mask`.  The format knows
 * %s (NULL prints nothing), %.Ns, %d, %%, %U (a unit index) and %H (a
 * place).  Any other conversion stops the text at "[?]": the arguments
 * would no longer line up, and one read as the wrong kind could print a
 * secret.
 */
void event_say(struct event_log *log, const struct event_names *n,
    unsigned mask, const char *fmt, ...);
void event_vsay(struct event_log *log, const struct event_names *n,
    unsigned mask, const char *fmt, va_list ap);

#endif
