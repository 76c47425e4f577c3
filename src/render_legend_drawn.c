/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_legend_drawn.c - the legend's lines for what the renderer adds
 * to a drawing, which drawing_legend (computed from the drawing alone,
 * and kept in its JSON) cannot know: a fan of rulers drawn as one tape
 * with "64-67 yd" on it (render_ruler_fold.c) and the arrows at a framed
 * map's edge pointing at men beyond it (render_map_pointer.c).  Each only
 * when the picture shows one, after the drawing's own ruling lines.
 */
#include <stdio.h>
#include <string.h>

#include "render_ctx.h"

/* the example on the tape in the drawing's own word ("in", "yd") */
static const char fan_words[] = "men side by side, ruled to one enemy: "
    "one tape (\"64-67 %s\"), thin lines for the rest";
static const char pointer_words[] = "an arrow at the frame's edge: men "
    "beyond it (hollow: last seen), named, and how far out";
_Static_assert(sizeof fan_words - 2 + DRAW_ID_LEN <= DRAW_TEXT_LEN +
    DRAW_NAME_LEN &&
    sizeof pointer_words <= DRAW_TEXT_LEN + DRAW_NAME_LEN,
    "a legend line holds the words whole");

/* Where the picture's lines go: after the last line of units, badges,
 * arrows and rulings, before the grid, the terrains and the notes. */
static int
insert_at(const struct draw_legend *lg, int n)
{
	int i, at = n;

	for (i = n - 1; i >= 0; i--) {
		if (lg[i].kind != DRAW_LG_MEASURE && lg[i].kind !=
		    DRAW_LG_OBJECTIVE && lg[i].kind != DRAW_LG_TERRAIN &&
		    lg[i].kind != DRAW_LG_NOTE)
			break;
		at = i;
	}
	return at;
}

static int
add(struct draw_legend *lg, int n, int max, int index, const char *words,
    const char *word)
{
	int at = insert_at(lg, n);

	if (n >= max)
		return n;
	memmove(&lg[at + 1], &lg[at], (size_t)(n - at) * sizeof *lg);
	memset(&lg[at], 0, sizeof lg[at]);
	lg[at].kind = DRAW_LG_RULING;
	lg[at].index = index;
	snprintf(lg[at].text, sizeof lg[at].text, words, word);
	return n + 1;
}

int
rc_legend_drawn(const struct rctx *c, struct draw_legend *lg, int n,
    int max)
{
	if (c->d->grid.kind != DRAW_GRID_NONE)
		return n;
	if (rc_ruler_fans_drawn(c))
		n = add(lg, n, max, RC_LR_FAN, fan_words, c->d->measure.per >
		    0 ? c->d->measure.word : "yd");
	if (rc_edge_pointers_drawn(c->d))
		n = add(lg, n, max, RC_LR_POINTER, pointer_words, "");
	return n;
}
