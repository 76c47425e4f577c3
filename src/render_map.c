/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_map.c - the board of a drawing, in layers from the ground up:
 * paper, grid cells with their terrain, sheet edges and numerals, labelled
 * areas, polygons and circles, roads and rivers, objectives and marks and
 * the arrows of what was seen (render_mark.c), the units
 * (render_token.c), combat bursts and labels.
 * The layers, not the order of the items, decide what covers what, so an
 * arrow is never hidden under the terrain a module drew after it.
 * The layers' parts are render_map_terrain.c, _grid.c, _items.c, _star.c,
 * _words.c and _overview.c (render_map.h).
 */
#include <stdlib.h>

#include "render_map.h"

void
rc_board_part(struct rctx *c)
{
	rc_lost_place(c);	/* where the lost markers are seen */
	c->nstars = 0;
	if (c->d->grid.kind != DRAW_GRID_NONE)
		rc_grid_cells(c);
	rc_layer(c, 1);		/* labelled areas */
	if (c->d->grid.kind != DRAW_GRID_NONE)
		rc_grid_lines(c);
	rc_layer(c, 0);		/* sheet numerals, faint */
	rc_layer(c, 2);		/* polygons, circles */
	rc_layer(c, 3);		/* rivers, plain lines */
	rc_layer(c, 4);		/* roads over rivers: bridges */
	rc_measure_grid(c);	/* an open table's inches or yards */
	if (c->d->grid.kind != DRAW_GRID_NONE)
		rc_grid_labels(c);
	rc_layer(c, 5);		/* fortifications, objectives */
	rc_rulings_under(c);	/* templates, arcs of fire */
	rc_layer(c, 6);		/* what was seen to move and fire, under
				 * the units: an arrow never hides an id */
	rc_bases(c);		/* units on an open table: vehicles, men */
	rc_rulings_over(c);	/* sight lines, rulers, over the bases */
	rc_tokens(c);		/* units; on an open table over its bases,
				 * so a squad beside a tank is not lost
				 * under it, and over the lines, whose
				 * tapes end at a token's rim, so that a
				 * line run across a squad hides no id */
	rc_base_labels(c);	/* the bases' ids over the lines */
	rc_table_words(c);	/* an open table's names, clear of them */
	rc_layer(c, 7);		/* combat, labels */
	rc_rulings_labels(c);	/* a ruler's length over everything */
	if (!c->keep_taken) {
		free(c->taken);
		c->taken = NULL;
		c->ntaken = 0;
	}
	rc_lost_free(c);
}

void
rc_board(struct rctx *c)
{
	/* an open table's edge is a hard edge: nothing drawn spills past
	 * it (a river's round end off the table, a road's), nor into the
	 * gutter its numbers stand in (a grid game is drawn as ever); a
	 * framed board shows only its frame */
	int framed = c->d->frame.on, clip = c->d->grid.kind == DRAW_GRID_NONE ||
	    framed;

	cairo_rectangle(c->cr, c->ox, c->oy, c->d->width * c->k,
	    c->d->height * c->k);
	rc_rgb(c, 0xFBFAF6, 1.0);
	if (clip) {
		cairo_save(c->cr);
		cairo_fill_preserve(c->cr);
		cairo_clip(c->cr);
	} else
		cairo_fill(c->cr);
	if (framed) {		/* the frame's corner at the board's */
		c->ox -= c->d->frame.x * c->k;
		c->oy -= c->d->frame.y * c->k;
	}
	c->keep_taken = framed;	/* the pointers' words clear of the men */
	rc_board_part(c);
	c->keep_taken = 0;
	rc_insets_outline(c, c->insets, c->ninsets);	/* what is larger */
	if (framed) {
		c->ox += c->d->frame.x * c->k;
		c->oy += c->d->frame.y * c->k;
	}
	if (clip)
		cairo_restore(c->cr);
	if (framed) {
		rc_overview(c);
		rc_edge_pointers(c, &(struct rc_box){ c->ox, c->oy, c->ox +
		    c->d->width * c->k, c->oy + c->d->height * c->k });
		free(c->taken);
		c->taken = NULL;
		c->ntaken = 0;
	}
	cairo_rectangle(c->cr, c->ox, c->oy, c->d->width * c->k,
	    c->d->height * c->k);
	cairo_set_line_width(c->cr, 1.0);
	rc_rgb(c, 0x8C8C8C, 1.0);
	cairo_stroke(c->cr);
}
