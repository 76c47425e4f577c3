/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_log.c - GLORY's words for the shared event log (../event_log.h):
 * men are named by their real ids (a side is told of an enemy only when
 * it sees him, digest 7), so one printf-style text serves every viewer
 * in the mask.  The masks themselves come from gl_view.c's sight.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* The ruler of a shot from (x0,y0) to (x1,y1), `yd` long as the rules
 * measured it, in the map's coordinates (north up). */
struct draw_ruling
gl_ruler(const struct gl_game *g, int x0, int y0, int x1, int y1, int yd)
{
	return draw_ruler(x0, g->height - y0, x1, g->height - y1, yd * GL_YD);
}

/* The referee, the man's own side, and the enemy if it sees him now. */
unsigned
gl_mask_man(const struct gl_game *g, int m)
{
	int s = g->man[m].side;
	unsigned k = EVENT_V_REF | EVENT_V_SIDE(s);

	if (gl_sees(g, 1 - s, m))
		k |= EVENT_V_SIDE(1 - s);
	return k;
}

/* Who may be told of something between men a and b: both must be known
 * to a side for it to read the text naming both. */
unsigned
gl_mask_men(const struct gl_game *g, int a, int b)
{
	return gl_mask_man(g, a) & gl_mask_man(g, b);
}

void
gl_shot_add(struct gl_game *g, int kind, int x0, int y0, int x1, int y1,
    int hit, unsigned mask)
{
	struct gl_shot *s;

	if (g->nshot == GL_MAX_SHOTS)
		return;
	s = &g->shot[g->nshot++];
	s->kind = kind;
	s->x0 = x0, s->y0 = y0, s->x1 = x1, s->y1 = y1;
	s->range_yd = (int)((gl_dist(x0, y0, x1, y1) + GL_YD / 2) / GL_YD);
	s->hit = hit;
	s->mask = mask;
}

/* The news a casualty roll makes for the archive's headlines
 * (event_log.h kinds): 2 killed is a loss, 1 or 3 (wounded, twice) a man
 * hurt, a miss none.  Marks the happening just said. */
void
gl_kind_result(struct event_log *log, int res)
{
	if (res == 2)
		event_kind(log, EVENT_K_LOSS);
	else if (res == 1 || res == 3)
		event_kind(log, EVENT_K_HURT);
}
