/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_ctx.h - private to render.c, render_map.c, render_mark.c,
 * render_token.c, render_table.c and render_ruling.c:
 * the state of one rendering pass (cairo context, pango context, the
 * scale chosen) and the helpers they share.  Nothing else includes it:
 * the rest of the engine sees render.h, which names no cairo type.
 */
#ifndef PBEM_RENDER_CTX_H
#define PBEM_RENDER_CTX_H

#include <cairo.h>
#include <pango/pangocairo.h>

#include "drawing.h"

struct rctx {
	cairo_t *cr;
	PangoContext *pc;
	const struct drawing *d;
	double k;		/* pixels per drawing unit */
	double ox, oy;		/* where the board's (0, 0) lands */
	double tok;		/* a token's diameter, pixels */
	int no_legend;		/* render_opts.no_legend */
};

/* render.c: text and colour */
void rc_rgb(struct rctx *c, unsigned rgb, double alpha);
/* Draw text with its anchor point at (x, y) pixels; px is the font size
 * in pixels.  With draw 0 only measures.  Returns the width. */
double rc_text(struct rctx *c, double x, double y, const char *s,
    double px, int bold, enum draw_anchor a, unsigned rgb, int draw,
    double *height);
/* Wrapped text of at most `width` pixels, top-left at (x, y); its height. */
double rc_text_wrap(struct rctx *c, double x, double y, const char *s,
    double px, double width, unsigned rgb);
double rc_x(const struct rctx *c, int x);
double rc_y(const struct rctx *c, int y);
int rc_dark(unsigned rgb);	/* 1: white text reads better on it */
double rc_clamp(double v, double lo, double hi);
/* A straight stroke from (x0, y0) to (x1, y1), w pixels wide. */
void rc_seg(struct rctx *c, double x0, double y0, double x1, double y1,
    double w, unsigned rgb);

/* render_map.c: the board */
void rc_board(struct rctx *c);
void rc_terrain_swatch(struct rctx *c, double x, double y, double w,
    double h, enum draw_terrain t);
void rc_table_line_sample(struct rctx *c, double x0, double y0, double x1,
    double y1, enum draw_line_kind k);

/* render_mark.c: arrows, marks, objectives */
void rc_action_line(struct rctx *c, const struct draw_item *it);
void rc_line_sample(struct rctx *c, double x0, double y0, double x1,
    double y1, enum draw_line_kind kind, int ink);
void rc_mark(struct rctx *c, double x, double y, double size,
    enum draw_mark_kind m);
void rc_objective(struct rctx *c, double x, double y, double r,
    int holder, const char *label);
void rc_objective_label(struct rctx *c, double x, double y, double r,
    const char *label);

/* render_token.c: units */
void rc_token(struct rctx *c, const struct draw_token *t, double x,
    double y, double size);
/* The same with a combat burst among its badges (combat 1). */
void rc_token_combat(struct rctx *c, const struct draw_token *t, double x,
    double y, double size, int combat);
int rc_combat_at(const struct drawing *d, int x, int y);
int rc_token_at(const struct drawing *d, int x, int y);
void rc_tail(struct rctx *c, const struct draw_token *t);
void rc_badge(struct rctx *c, double x, double y, double r, int bit);
void rc_tokens(struct rctx *c);

/* render_table.c: open tables (nothing drawn for a grid game) */
double rc_gutter(const struct drawing *d);	/* pixels round the board */
void rc_measure_number(const struct drawing *d, long long units, char *out,
    size_t n);
void rc_measure_grid(struct rctx *c);
void rc_measure_labels(struct rctx *c);
/* Bold text in a filled box with a border, centred on (x, y). */
void rc_boxed_text(struct rctx *c, double x, double y, const char *s,
    double px, unsigned fill, unsigned border);
void rc_base(struct rctx *c, const struct draw_base *b, double x, double y,
    double k);
void rc_bases(struct rctx *c);
void rc_base_labels(struct rctx *c);

/* render_ruling.c: rulings and templates, the open table's legend */
void rc_rulings_under(struct rctx *c);
void rc_rulings_over(struct rctx *c);
void rc_rulings_labels(struct rctx *c);
void rc_table_sample(struct rctx *c, enum draw_legend_kind kind, int index,
    double x, double y, double w, double h);

#endif
