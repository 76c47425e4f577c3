/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_log.c - Far Side's words for the shared event log
 * (games/event_log.c): own units by id, enemies by the viewer's alias,
 * cells by their labels.  Every event also records the cells its text
 * mentions, so secrets() knows which cell labels a side was legitimately
 * told.  It never decides what a side may see.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "fs.h"
#include "pbem_limits.h"

/* %H for event_log.c: a cell, from two ints x and y. */
static void
name_cell(const void *g, va_list *ap, struct buf *out)
{
	char b[GRID_LABEL_LEN];
	int x = va_arg(*ap, int), y = va_arg(*ap, int);

	(void)g;
	grid_label(x, y, b);
	buf_adds(out, b);
}

/* Every cell label the text mentions, so secrets() can tell a cell the
 * side was told about from one it was not. */
static void
scan_cells(const void *gv, int viewer, const char *t, json_t *ev)
{
	const struct fs_game *g = gv;
	const char *p;
	char lab[GRID_LABEL_LEN];
	json_t *cells = json_array(), *v;
	size_t i, n;
	int x, y;

	(void)viewer;
	for (p = t; *p != '\0' && cells; p++) {
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
		json_array_foreach(cells, i, v)
			if (strcmp(json_string_value(v), lab) == 0)
				break;
		if (i == json_array_size(cells))
			json_array_append_new(cells, json_string(lab));
	}
	json_object_set_new(ev, "cells", cells ? cells : json_null());
}

void
fs_event_names(const void *gv, struct event_names *n)
{
	const struct fs_game *g = gv;

	event_names_set(n, g, FS_NSIDES, g->side, &g->turn, fs_name,
	    name_cell, scan_cells);
}

void
fs_ev_begin(struct fs_ev *e, int viewer)
{
	buf_init(&e->text, EVENT_TEXT_MAX);
	e->viewer = viewer;
}

void
fs_ev_addf(struct fs_ev *e, const char *fmt, ...)
{
	va_list ap;
	char tmp[EVENT_TEXT_MAX];

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

void
fs_ev_end(struct fs_ev *e, const struct fs_game *g, struct event_log *log)
{
	(void)g;
	if (e->text.failed)
		log->failed = 1;
	else
		event_log_add(log, e->viewer, buf_str(&e->text));
	buf_free(&e->text);
}

void
fs_log_say(struct event_log *log, const struct fs_game *g, int viewer,
    const char *fmt, ...)
{
	struct fs_ev e;
	va_list ap;
	char tmp[EVENT_TEXT_MAX];

	va_start(ap, fmt);
	vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	fs_ev_begin(&e, viewer);
	buf_adds(&e.text, tmp);
	fs_ev_end(&e, g, log);
}

/* Referee and owner always; the other side only if it sees the unit. */
unsigned
fs_viewers(const struct fs_game *g, int u)
{
	unsigned m = EVENT_V_REF | EVENT_V_SIDE(g->u[u].side);
	int e = 1 - g->u[u].side;

	if (fs_visible(g, e, u))
		m |= EVENT_V_SIDE(e);
	return m;
}
