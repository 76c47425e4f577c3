/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * event_log.c - the shared event list and its formatter (event_log.h).
 * Sits below every rules module; never touches anything but JSON.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "event_log.h"

void
event_names_set(struct event_names *n, const void *g, int nsides,
    const char (*side)[EVENT_NAME_LEN], const int *turn,
    const char *(*unit)(const void *, int, int, char *, size_t),
    void (*place)(const void *, va_list *, struct buf *),
    void (*extra)(const void *, int, const char *, json_t *))
{
	int s;

	memset(n, 0, sizeof *n);
	n->g = g;
	n->nsides = nsides < EVENT_MAX_SIDES ? nsides : EVENT_MAX_SIDES;
	for (s = 0; s < n->nsides; s++)
		n->side[s] = side[s];
	n->turn = turn;
	n->unit = unit;
	n->place = place;
	n->extra = extra;
}

void
event_names_ids(struct event_names *n, const void *g, int nsides,
    const char (*side)[EVENT_NAME_LEN], const int *turn, const void *units,
    const int *n_units, size_t size, size_t id_at)
{
	event_names_set(n, g, nsides, side, turn, NULL, NULL, NULL);
	n->ids = units;
	n->nids = n_units;
	n->id_size = size;
	n->id_at = id_at;
}

/* %U by the unit's own id (event_names_ids). */
static const char *
unit_id(const struct event_names *n, int u, char *buf, size_t len)
{
	snprintf(buf, len, "%s", u >= 0 && u < *n->nids ? (const char *)n->ids
	    + (size_t)u * n->id_size + n->id_at : "?");
	return buf;
}

void
event_log_init(struct event_log *log)
{
	memset(log, 0, sizeof *log);
	log->events = json_array();
	log->failed = log->events == NULL;
}

int
event_is_for(const json_t *ev, const char *side)
{
	const json_t *v;
	size_t i;

	if (json_is_true(json_object_get(ev, "referee")))
		return side == NULL;
	if (side == NULL)
		return 0;
	json_array_foreach(json_object_get(ev, "sides"), i, v)
		if (json_is_string(v) && strcmp(json_string_value(v), side) == 0)
			return 1;
	return 0;
}

/* One event; 0, or -1 (the log failed). */
static int
add_one(struct event_log *log, int viewer, const char *text)
{
	const struct event_names *n = &log->names;
	json_t *ev = json_object(), *sides = json_array();

	if (ev == NULL || sides == NULL || text == NULL) {
		log->failed = 1;
		json_decref(ev);
		json_decref(sides);
		return -1;
	}
	if (viewer >= 0 && viewer < n->nsides)
		json_array_append_new(sides, json_string(n->side[viewer]));
	json_object_set_new(ev, "sides", sides);
	json_object_set_new(ev, "referee", json_boolean(viewer < 0));
	json_object_set_new(ev, "turn", json_integer(n->turn ? *n->turn : 0));
	json_object_set_new(ev, "text", json_string(text));
	if (n->extra)
		n->extra(n->g, viewer, text, ev);
	if (json_array_append_new(log->events, ev) != 0) {
		log->failed = 1;
		return -1;
	}
	return 0;
}

/* A new happening starts: no event of it yet. */
static void
happening(struct event_log *log)
{
	log->last_first = json_array_size(log->events);
	log->last_n = 0;
}

static void
happened(struct event_log *log, int viewer)
{
	if (log->last_n < EVENT_MAX_SIDES + 1)
		log->last_viewer[log->last_n++] = viewer;
}

void
event_log_add(struct event_log *log, int viewer, const char *text)
{
	happening(log);
	if (add_one(log, viewer, text) == 0)
		happened(log, viewer);
}

/* One conversion at *pp (just past '%'); 0 when the text must stop, -1
 * when this viewer may not be told of the unit it names. */
static int
convert(const struct event_names *n, int viewer, const char **pp,
    va_list *ap, struct buf *t)
{
	const char *p = *pp, *sa;
	char name[64];
	int prec = -1, u;

	if (p[0] == '.' && isdigit((unsigned char)p[1])) {
		for (p++, prec = 0; isdigit((unsigned char)*p) && prec < 1000;
		    p++)
			prec = prec * 10 + (*p - '0');
		if (*p != 's') {
			*pp = p;
			return 0;
		}
	}
	*pp = p;
	switch (*p) {
	case 's':
		if ((sa = va_arg(*ap, const char *)) == NULL)
			sa = "";
		if (prec < 0)
			buf_adds(t, sa);
		else
			buf_addf(t, "%.*s", prec, sa);
		return 1;
	case '%':
		buf_addc(t, '%');
		return 1;
	case 'd':
		buf_addf(t, "%d", va_arg(*ap, int));
		return 1;
	case 'U':
		if (n->unit == NULL && n->ids == NULL)
			return 0;
		u = va_arg(*ap, int);
		if (viewer >= 0 && n->may_name != NULL &&
		    !n->may_name(n->g, viewer, u))
			return -1;
		buf_adds(t, n->unit != NULL ? n->unit(n->g, viewer, u, name,
		    sizeof name) : unit_id(n, u, name, sizeof name));
		return 1;
	case 'H':
		if (n->place == NULL)
			return 0;
		n->place(n->g, ap, t);
		return 1;
	}
	return 0;
}

void
event_vsay(struct event_log *log, unsigned mask, const char *fmt, va_list ap)
{
	const struct event_names *n = &log->names;
	struct buf t;
	va_list aq;
	const char *p;
	int v, rc;

	happening(log);
	for (v = -1; v < n->nsides; v++) {
		if (!(mask & (v < 0 ? EVENT_V_REF : EVENT_V_SIDE(v))))
			continue;
		buf_init(&t, EVENT_TEXT_MAX);
		va_copy(aq, ap);
		for (rc = 1, p = fmt; *p != '\0'; p++) {
			if (*p != '%' || p[1] == '\0') {
				buf_addc(&t, *p);
				continue;
			}
			p++;
			if ((rc = convert(n, v, &p, &aq, &t)) <= 0) {
				buf_adds(&t, "[?]");
				break;
			}
		}
		va_end(aq);
		if (t.failed)
			log->failed = 1;
		else if (rc >= 0 &&	/* -1: not this viewer's to know */
		    add_one(log, v, buf_str(&t)) == 0)
			happened(log, v);
		buf_free(&t);
	}
}

void
event_say(struct event_log *log, unsigned mask, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	event_vsay(log, mask, fmt, ap);
	va_end(ap);
}

void
event_vprintf(struct event_log *log, int nsides, unsigned mask,
    const struct draw_ruling *r, int nr, const char *fmt, va_list ap)
{
	char text[EVENT_TEXT_MAX];
	int v, k;

	vsnprintf(text, sizeof text, fmt, ap);
	for (v = -1; v < nsides; v++) {
		if (!(mask & (v < 0 ? EVENT_V_REF : EVENT_V_SIDE(v))))
			continue;
		event_log_add(log, v, text);
		for (k = 0; k < nr; k++)
			event_rule(log, EVENT_V_ALL, &r[k]);
	}
}

void
event_rule(struct event_log *log, unsigned mask, const struct draw_ruling *r)
{
	json_t *ev, *a, *j;
	int k, v;

	if (log->events == NULL || (j = drawing_ruling_json(r)) == NULL) {
		log->failed = 1;
		return;
	}
	for (k = 0; k < log->last_n; k++) {
		v = log->last_viewer[k];
		if (!(mask & (v < 0 ? EVENT_V_REF : EVENT_V_SIDE(v))))
			continue;
		ev = json_array_get(log->events, log->last_first + (size_t)k);
		if ((a = json_object_get(ev, "rulings")) == NULL) {
			a = json_array();
			if (json_object_set_new(ev, "rulings", a) != 0)
				a = NULL;
		}
		/* each viewer's event holds its own copy */
		if (a == NULL || json_array_size(a) >= EVENT_MAX_RULINGS ||
		    json_array_append_new(a, json_deep_copy(j)) != 0)
			log->failed = 1;
	}
	json_decref(j);
}

static const char *const kind_words[EVENT_K_COUNT] = {
	NULL, "fight", "hurt", "rout", "loss", "capture", "end",
};

const char *
event_kind_word(enum event_kind k)
{
	return k > EVENT_K_NONE && k < EVENT_K_COUNT ? kind_words[k] : NULL;
}

enum event_kind
event_kind_of(const char *word)
{
	int k;

	for (k = EVENT_K_NONE + 1; word != NULL && k < EVENT_K_COUNT; k++)
		if (strcmp(word, kind_words[k]) == 0)
			return (enum event_kind)k;
	return EVENT_K_NONE;
}

/* 1: event e is a copy of the happening whose text is `text` and has
 * no kind yet. */
static int
same_news(const json_t *e, const char *text)
{
	const char *t = json_string_value(json_object_get(e, "text"));

	return t != NULL && text != NULL && strcmp(t, text) == 0 &&
	    json_object_get(e, "kind") == NULL;
}

void
event_kind(struct event_log *log, enum event_kind k)
{
	const char *w = event_kind_word(k), *text;
	json_t *ev;
	size_t i;
	int n;

	if (w == NULL || log == NULL || log->events == NULL ||
	    log->last_n == 0)
		return;
	ev = json_array_get(log->events, log->last_first);
	text = json_string_value(json_object_get(ev, "text"));
	/* a module that writes each viewer's copy with its own
	 * event_log_add (the same text for all): the copies just before */
	for (i = log->last_first; i > 0 && same_news(json_array_get(
	    log->events, i - 1), text); i--)
		;
	for (n = (int)(log->last_first - i) + log->last_n; n > 0; n--, i++) {
		ev = json_array_get(log->events, i);
		if (ev == NULL || json_object_set_new(ev, "kind",
		    json_string(w)) != 0)
			log->failed = 1;
	}
}

int
event_print_for(struct buf *out, const json_t *events, const char *side,
    const char *head)
{
	const json_t *e;
	const char *text;
	size_t i;
	int n = 0;

	json_array_foreach(events, i, e) {
		text = json_string_value(json_object_get(e, "text"));
		if (text == NULL || !event_is_for(e, side))
			continue;
		if (n++ == 0 && head != NULL)
			buf_adds(out, head);
		buf_addf(out, "  %s\n", text);
	}
	return n;
}

void
event_printf(struct event_log *log, int nsides, unsigned mask,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	event_vprintf(log, nsides, mask, NULL, 0, fmt, ap);
	va_end(ap);
}

void
event_printf_ruled(struct event_log *log, int nsides, unsigned mask,
    const struct draw_ruling *r, int nr, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	event_vprintf(log, nsides, mask, r, nr, fmt, ap);
	va_end(ap);
}
