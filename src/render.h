/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render.h - the engine's one picture renderer: a rules module's drawing
 * (games/drawing.h) -> the PNG map a report carries.  Cairo draws, pango
 * sets the text in DejaVu Sans from one font directory (fonts-dejavu-core)
 * with hinting off, so the same drawing gives the same bytes on every
 * machine with the same libraries.  Bounded: a picture over the byte or
 * pixel limit is drawn again at a smaller scale until it fits, and is
 * refused (never sent cut short) if it cannot.  Only the renderer uses
 * floating point; nothing that decides the game does.
 */
#ifndef PBEM_RENDER_H
#define PBEM_RENDER_H

#include <stddef.h>

#include <jansson.h>

#include "buf.h"
#include "config.h"
#include "drawing.h"
#include "err.h"
#include "game.h"

struct render_opts {
	size_t max_bytes;	/* the PNG's size limit (picture_max_bytes) */
	int max_side;		/* width and height limit, pixels
				 * (picture_max_side) */
	int token_px;		/* a token's preferred diameter, pixels */
	int min_token_px;	/* below it a token is hard to read: the
				 * scale never goes under it to save room,
				 * only to keep the picture within limits */
	int truecolour;		/* 1: cairo's own 24-bit PNG, as before
				 * render_png.c (tests compare the two) */
	int no_legend;		/* 1: the board without its legend (an end
				 * mail's field.png: its map.png has one) */
};

/* What render_png made. */
struct render_info {
	int width, height;	/* pixels */
	int token_px;		/* the token diameter it chose */
	int tries;		/* 1, or more if it had to scale down */
	int scaled_down;	/* 1: under min_token_px to keep the limits */
	int colours;		/* distinct colours drawn (0: truecolour) */
	int palette;		/* colours in the PNG's palette */
	int insets;		/* stacks drawn larger beside the map */
};

/* What render_png_encode wrote. */
struct render_png_info {
	int colours;		/* distinct colours in the pixels; 0 when
				 * too many to count (a truecolour PNG) */
	int palette;		/* palette entries (0: truecolour) */
	int exact;		/* 1: every pixel kept its colour */
};

/* render.c */
void render_defaults(struct render_opts *o);
/* The host's limits from the config (pictures off is the caller's to
 * check: config.pictures). */
void render_opts_config(struct render_opts *o, const struct config *c);
/* Draw d as a PNG into out (initialised by the caller; it holds only
 * the PNG afterwards).  info may be NULL. */
int render_png(const struct drawing *d, const struct render_opts *o,
    struct buf *out, struct render_info *info, struct pbem_err *err);
/* render_thumb.c: png (a PNG) scaled down to fit side x side pixels. */
int render_thumb(const struct buf *png, int side, struct buf *out,
    struct pbem_err *err);
/* One side's view (side NULL: the referee) through the module's draw()
 * slot, then render_png.  PBEM_ERR_NOTFOUND if the module draws nothing. */
int render_view(const struct game_rules *r, const json_t *state,
    const json_t *events, const char *side, const struct render_opts *o,
    struct buf *out, struct render_info *info, struct pbem_err *err);
/* The same, and the drawing as JSON (drawing_to_json) in *drawn, for the
 * report's JSON view; *drawn is NULL when nothing was drawn. */
int render_view_json(const struct game_rules *r, const json_t *state,
    const json_t *events, const char *side, const struct render_opts *o,
    struct buf *out, json_t **drawn, struct render_info *info,
    struct pbem_err *err);

/* render_png.c */
/* Pixels as cairo's RGB24 surface holds them (w x h, `stride` bytes a
 * row) -> the smallest faithful PNG in out: indexed with at most
 * max_colours (2..256) of the picture's own colours, every colour kept
 * when they fit; zlib level 9, no time stamp; same pixels, same bytes.
 * PBEM_ERR_LIMIT (err untouched) when out's limit is too small. */
#define RENDER_PNG_COLOURS	256	/* the palette first tried */
#define RENDER_PNG_FEWER	64	/* then this, before a smaller scale */
int render_png_encode(const unsigned char *px, int w, int h, int stride,
    int max_colours, struct buf *out, struct render_png_info *info,
    struct pbem_err *err);

#endif
