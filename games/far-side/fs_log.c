/*
 * fs_log.c - the event list resolve() returns.  Each happening is written
 * once per viewer (the referee, then each side that saw it) with that
 * viewer's names: own units by id, enemies by that side's alias.  An event
 * records the cells its text mentions, so secrets() knows which cell labels
 * a side was legitimately told.  It never decides what a side may see.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "fs.h"
#include "pbem_limits.h"

#define FS_EVENT_MAX	4096

void
fs_log_init(struct fs_log *log)
{
	log->events = json_array();
	log->failed = log->events == NULL;
}

void
fs_ev_begin(struct fs_ev *e, int viewer)
{
	buf_init(&e->text, FS_EVENT_MAX);
	e->cells = json_array();
	e->viewer = viewer;
}

void
fs_ev_addf(struct fs_ev *e, const char *fmt, ...)
{
	va_list ap;
	char tmp[FS_EVENT_MAX];

	va_start(ap, fmt);
	vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	buf_adds(&e->text, tmp);
}

void
fs_ev_cell(struct fs_ev *e, int x, int y)
{
	char b[GRID_LABEL_LEN];

	grid_label(x, y, b);
	buf_adds(&e->text, b);
}

void
fs_ev_unit(struct fs_ev *e, const struct fs_game *g, int u)
{
	char b[32];

	buf_adds(&e->text, fs_name(g, e->viewer, u, b, sizeof b));
}

/* Every cell label the text mentions, so secrets() can tell a cell the
 * side was told about from one it was not. */
static void
scan_cells(struct fs_ev *e, const struct fs_game *g)
{
	const char *t = buf_str(&e->text), *p;
	char lab[GRID_LABEL_LEN];
	size_t i, n;
	int x, y;
	json_t *v;

	for (p = t; *p != '\0'; p++) {
		if (*p < 'A' || *p > 'Z' || (p > t && (isalnum((unsigned char)p[-1])
		    || p[-1] == '_')))
			continue;
		for (n = 1; isdigit((unsigned char)p[n]) && n < 4; n++)
			;
		if (n < 2 || n > 3 || isalnum((unsigned char)p[n]))
			continue;
		memcpy(lab, p, n);
		lab[n] = '\0';
		if (grid_parse(lab, g->cols, g->rows, &x, &y) != 0)
			continue;
		json_array_foreach(e->cells, i, v)
			if (strcmp(json_string_value(v), lab) == 0)
				break;
		if (i == json_array_size(e->cells))
			json_array_append_new(e->cells, json_string(lab));
	}
}

void
fs_ev_end(struct fs_ev *e, const struct fs_game *g, struct fs_log *log)
{
	json_t *ev, *sides;

	sides = json_array();
	if (e->viewer >= 0)
		json_array_append_new(sides, json_string(g->side[e->viewer]));
	ev = json_object();
	if (ev == NULL || sides == NULL || e->cells == NULL ||
	    e->text.failed) {
		log->failed = 1;
		json_decref(ev);
		json_decref(sides);
		json_decref(e->cells);
		buf_free(&e->text);
		return;
	}
	json_array_clear(e->cells);
	scan_cells(e, g);
	json_object_set_new(ev, "sides", sides);
	json_object_set_new(ev, "referee", json_boolean(e->viewer < 0));
	json_object_set_new(ev, "turn", json_integer(g->turn));
	json_object_set_new(ev, "text", json_string(buf_str(&e->text)));
	json_object_set_new(ev, "cells", e->cells);
	if (json_array_append_new(log->events, ev) != 0)
		log->failed = 1;
	buf_free(&e->text);
}

void
fs_log_say(struct fs_log *log, const struct fs_game *g, int viewer,
    const char *fmt, ...)
{
	struct fs_ev e;
	va_list ap;
	char tmp[FS_EVENT_MAX];

	va_start(ap, fmt);
	vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	fs_ev_begin(&e, viewer);
	buf_adds(&e.text, tmp);
	fs_ev_end(&e, g, log);
}

/*
 * fs_say: one happening, written for every viewer in `mask` (FS_V_REF,
 * FS_V_SIDE(s)).  Besides %s and %d the format knows %U (a unit index,
 * named as the viewer knows it) and %L (a cell: two ints x, y).
 */
void
fs_say(const struct fs_game *g, struct fs_log *log, unsigned mask,
    const char *fmt, ...)
{
	struct fs_ev e;
	va_list ap;
	const char *p;
	int v, x, y;

	for (v = -1; v < FS_NSIDES; v++) {
		if (!(mask & (v < 0 ? FS_V_REF : FS_V_SIDE(v))))
			continue;
		fs_ev_begin(&e, v);
		va_start(ap, fmt);
		for (p = fmt; *p != '\0'; p++) {
			if (*p != '%' || p[1] == '\0') {
				buf_addc(&e.text, *p);
				continue;
			}
			switch (*++p) {
			case 's':
				buf_adds(&e.text, va_arg(ap, const char *));
				break;
			case 'd':
				buf_addf(&e.text, "%d", va_arg(ap, int));
				break;
			case 'U':
				fs_ev_unit(&e, g, va_arg(ap, int));
				break;
			case 'L':
				x = va_arg(ap, int);
				y = va_arg(ap, int);
				fs_ev_cell(&e, x, y);
				break;
			default:
				buf_addc(&e.text, *p);
				break;
			}
		}
		va_end(ap);
		fs_ev_end(&e, g, log);
	}
}

/* Referee and owner always; the other side only if it sees the unit. */
unsigned
fs_viewers(const struct fs_game *g, int u)
{
	unsigned m = FS_V_REF | FS_V_SIDE(g->u[u].side);
	int e = 1 - g->u[u].side;

	if (fs_visible(g, e, u))
		m |= FS_V_SIDE(e);
	return m;
}
