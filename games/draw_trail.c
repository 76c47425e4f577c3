/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * draw_trail.c - the arrows, combat marks and casualty markers of a
 * side's map, read from the events it was sent (draw_trail.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw_trail.h"

struct draw_trail {
	const struct draw_trail_ops *ops;
	const json_t *events;
	struct draw_trail_arrow a[DRAW_TRAIL_MAX_ARROWS];
	int na;
	struct {
		char name[DRAW_TRAIL_NAME_LEN];
		int place;
	} pos[DRAW_TRAIL_MAX_NAMES];
	int npos;
	int combat[DRAW_TRAIL_MAX_ARROWS];
	int ncombat;
	struct {
		char name[DRAW_ID_LEN];
		int side, place;
	} lost[DRAW_TRAIL_MAX_NAMES];
	int nlost;
};

struct draw_trail *
draw_trail_new(const struct draw_trail_ops *ops, const json_t *events)
{
	struct draw_trail *t = calloc(1, sizeof *t);

	if (t != NULL) {
		t->ops = ops;
		t->events = events;
	}
	return t;
}

void
draw_trail_free(struct draw_trail *t)
{
	free(t);
}

const char *
draw_trail_text(const json_t *e)
{
	const char *s = json_string_value(json_object_get(e, "text"));

	return s ? s : "";
}

/* Does a later event sent to the side move `name`? */
static int
moves_later(const struct draw_trail *t, size_t i, const char *name)
{
	const struct draw_trail_ops *o = t->ops;
	const char *const *w;
	const json_t *e;
	const char *text;
	char who[DRAW_TRAIL_NAME_LEN];
	size_t k, n;

	for (k = i + 1; k < json_array_size(t->events); k++) {
		e = json_array_get(t->events, k);
		text = draw_trail_text(e);
		n = strcspn(text, " ");
		if (!o->event_for(o->ctx, e) || n == 0 || n >= sizeof who)
			continue;
		memcpy(who, text, n);
		who[n] = '\0';
		if (strcmp(who, name) != 0)
			continue;
		for (w = o->move_words; *w != NULL; w++)
			if (o->move_words_anywhere ? strstr(text, *w) != NULL :
			    strncmp(text + strlen(who), *w, strlen(*w)) == 0)
				return 1;
	}
	return 0;
}

int
draw_trail_put_at(const struct draw_trail *t, const char *name)
{
	int k;

	for (k = 0; k < t->npos; k++)
		if (strcmp(t->pos[k].name, name) == 0)
			return t->pos[k].place;
	return -1;
}

int
draw_trail_where(struct draw_trail *t, size_t i, const char *name)
{
	int k;

	for (k = 0; k < t->npos; k++)
		if (strcmp(t->pos[k].name, name) == 0)
			return t->pos[k].place;
	if (moves_later(t, i, name))
		return -1;
	return t->ops->shown_at(t->ops->ctx, name);
}

void
draw_trail_put(struct draw_trail *t, const char *name, int place)
{
	int k;

	for (k = 0; k < t->npos; k++)
		if (strcmp(t->pos[k].name, name) == 0)
			break;
	if (k == t->npos) {
		if (t->npos >= DRAW_TRAIL_MAX_NAMES)
			return;
		snprintf(t->pos[t->npos++].name, sizeof t->pos[0].name, "%s",
		    name);
	}
	t->pos[k].place = place;
}

void
draw_trail_combat(struct draw_trail *t, int place)
{
	int i;

	for (i = 0; i < t->ncombat; i++)
		if (t->combat[i] == place)
			return;
	if (t->ncombat < DRAW_TRAIL_MAX_ARROWS)
		t->combat[t->ncombat++] = place;
}

void
draw_trail_lost(struct draw_trail *t, size_t i, const char *name, int side,
    int place)
{
	int k;

	if (place < 0)
		place = draw_trail_where(t, i, name);
	if (place < 0 || side < 0 || side >= DRAW_MAX_SIDES)
		return;
	for (k = 0; k < t->nlost; k++)
		if (strcmp(t->lost[k].name, name) == 0)
			return;
	if (t->nlost >= DRAW_TRAIL_MAX_NAMES)
		return;
	drawing_text_fit(t->lost[t->nlost].name, sizeof t->lost[0].name, name);
	t->lost[t->nlost].side = side;
	t->lost[t->nlost++].place = place;
}

/* Is a token drawn within a token's width of (x, y)? */
static int
crowded(const struct drawing *d, int x, int y)
{
	int i, dx, dy;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_TOKEN)
			continue;
		dx = d->items[i].u.token.x - x;
		dy = d->items[i].u.token.y - y;
		if (dx > -d->token && dx < d->token && dy > -d->token &&
		    dy < d->token)
			return 1;
	}
	return 0;
}

/* "U11 lost here": a marker where each unit fell, full size where the
 * place is empty, smaller where a unit now stands (the victor that
 * advanced into it); the renderer draws it beside that unit, where it
 * is seen, not under it. */
static void
render_lost(const struct draw_trail *t, struct drawing *d)
{
	const struct draw_trail_ops *o = t->ops;
	struct draw_token m;
	int k, x, y;

	for (k = 0; k < t->nlost; k++) {
		if (o->centre(o->ctx, t->lost[k].place, &x, &y) != 0)
			continue;
		memset(&m, 0, sizeof m);
		m.x = x;
		m.y = y;
		m.side = t->lost[k].side;
		m.facing = DRAW_NO_FACING;
		m.status = DRAW_ST_LOST;
		snprintf(m.id, sizeof m.id, "%s", t->lost[k].name);
		snprintf(m.sub, sizeof m.sub, "lost");
		if (crowded(d, x, y))
			m.size = d->token * 3 / 5;
		drawing_token(d, &m);
	}
}

struct draw_trail_arrow *
draw_trail_arrow(struct draw_trail *t, enum draw_line_kind kind, int ink,
    int unit)
{
	struct draw_trail_arrow *a;

	if (t->na >= DRAW_TRAIL_MAX_ARROWS)
		return NULL;
	a = &t->a[t->na++];
	memset(a, 0, sizeof *a);
	a->kind = kind;
	a->ink = ink;
	a->unit = unit;
	return a;
}

void
draw_trail_point(struct draw_trail_arrow *a, int place)
{
	if (a != NULL && a->n < DRAW_TRAIL_MAX_PATH)
		a->place[a->n++] = place;
}

void
draw_trail_unarrow(struct draw_trail *t)
{
	if (t->na > 0)
		t->na--;
}

struct draw_trail_arrow *
draw_trail_last(struct draw_trail *t, enum draw_line_kind kind, int unit)
{
	int k;

	for (k = t->na - 1; k >= 0; k--)
		if (t->a[k].kind == kind && t->a[k].unit == unit)
			return &t->a[k];
	return NULL;
}

/* Every combat mark first, then every arrow over them. */
static void
render(const struct draw_trail *t, struct drawing *d)
{
	const struct draw_trail_ops *o = t->ops;
	struct draw_pt p[DRAW_TRAIL_MAX_PATH];
	int k, j, n;

	render_lost(t, d);
	for (k = 0; k < t->ncombat; k++)
		if (o->centre(o->ctx, t->combat[k], &p[0].x, &p[0].y) == 0)
			drawing_mark(d, p[0].x, p[0].y, DRAW_M_COMBAT);
	for (k = 0; k < t->na; k++) {
		for (j = 0, n = 0; j < t->a[k].n; j++)
			if (o->centre(o->ctx, t->a[k].place[j], &p[n].x,
			    &p[n].y) == 0)
				n++;
		if (n >= 2)
			drawing_line(d, p, n, t->a[k].kind, t->a[k].ink, 0, 1);
	}
}

int
draw_trail_run(const struct draw_trail_ops *ops, const json_t *events,
    void (*read)(void *ctx, struct draw_trail *t, size_t i,
    const json_t *e), struct drawing *d)
{
	struct draw_trail *t = draw_trail_new(ops, events);
	const json_t *e;
	size_t i;

	if (t == NULL)
		return PBEM_ERR_NOMEM;
	json_array_foreach(events, i, e)
		if (ops->event_for(ops->ctx, e))
			read(ops->ctx, t, i, e);
	render(t, d);
	draw_trail_free(t);
	return PBEM_OK;
}
