/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_ctx.h - private to render.c, render_map.c, render_mark.c,
 * render_token.c, render_table*.c, render_ruling.c and render_inset*.c:
 * the state of one rendering pass (cairo context, pango context, the
 * scale chosen) and the helpers they share.  Nothing else includes it:
 * the rest of the engine sees render.h, which names no cairo type.
 */
#ifndef PBEM_RENDER_CTX_H
#define PBEM_RENDER_CTX_H

#include <cairo.h>
#include <pango/pangocairo.h>

#include "drawing.h"

/* A stacked part of the board drawn again larger (render_inset.c). */
#define RC_MAX_INSETS	8
#define RC_MAX_STACKS	64	/* cells with tokens looked at */
#define RC_MAX_STARS	64	/* objectives' stars kept apart */
struct rc_inset {
	double x0, y0, x1, y1;	/* the part of the board, drawing units */
	double f;		/* its scale over the map's */
	double w, h;		/* pixels, the heading included */
	double px, py;		/* where it goes in the insets' block */
	char tag[4];		/* "A" */
	char cells[DRAW_TEXT_LEN];	/* "II-E08, II-E09" */
};

struct rctx {
	cairo_t *cr;
	PangoContext *pc;
	const struct drawing *d;
	double k;		/* pixels per drawing unit */
	double ox, oy;		/* where the board's (0, 0) lands */
	double tok;		/* a token's diameter, pixels */
	int no_legend;		/* render_opts.no_legend */
	const struct rc_inset *insets;	/* outlined on the map */
	int ninsets;
	int drop_insets;	/* the largest so many left out (the
				 * picture did not fit its bytes with them) */
	struct rc_lost {	/* where lost markers go (rc_lost_place) */
		int item;
		double x, y, r;
	} *lost;
	int nlost;
	struct {		/* objectives' stars drawn so far */
		double x, y, s;
	} star[RC_MAX_STARS];
	int nstars;
	/* bases and their ids as placed (rc_base_labels), which a ruler's
	 * length is written clear of; freed by rc_board_part */
	struct rc_box {
		double x0, y0, x1, y1;
	} *taken;
	int ntaken;
	int keep_taken;		/* 1: rc_board_part leaves them for the
				 * frame's edge pointers (rc_board) */
	/* an inset: the box its part is drawn in, pixels (ids and names
	 * are placed inside it) */
	int view_on;
	struct rc_box view;
};
/* render_ruling.c: does box b overlap one of the n boxes at a? */
int rc_box_hits(const struct rc_box *a, int n, const struct rc_box *b);

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
/* Everything on the board at c's scale and origin, with no background,
 * frame or overview (an inset). */
void rc_board_part(struct rctx *c);
/* Where objective `it`'s star goes (centre, pixels) and its size (f of
 * full): clear of units, markers and the stars placed before it (c->star,
 * where it is added). */
void rc_objective_place(struct rctx *c, const struct draw_item *it,
    double *sx, double *sy, double *f);
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
int rc_unit_at(const struct drawing *d, int x, int y);
/* Place the lost markers at c's scale (c->lost, freed by the next call
 * or rc_lost_free): each at its own place, or where a unit covers it
 * there, the nearest clear place beside it. */
void rc_lost_place(struct rctx *c);
void rc_lost_free(struct rctx *c);
/* Where item i (a token) is drawn, pixels. */
void rc_token_spot(const struct rctx *c, int i, double *x, double *y);
/* Token item i as drawn: its disc, then each badge (and burst), as
 * circles (x, y, r) pixels into out[max]; how many. */
int rc_token_circles(const struct rctx *c, int i, double (*out)[3],
    int max);
void rc_tail(struct rctx *c, const struct draw_token *t);
void rc_badge(struct rctx *c, double x, double y, double r, int bit);
/* A lost marker: a grey disc ringed in the side's colour, crossed. */
void rc_lost_cross(struct rctx *c, double x, double y, double r,
    unsigned side);
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
/* Base b's size as drawn at k pixels a unit: its own, or the least a
 * base is drawn (a man on a large table is no dot). */
void rc_base_px(const struct draw_base *b, double k, double *w, double *dp);
/* A bearing's unit vector on the page: 0 up, 90 right. */
void rc_bearing_vec(int deg, double *dx, double *dy);
void rc_base(struct rctx *c, const struct draw_base *b, double x, double y,
    double k);
void rc_bases(struct rctx *c);
/* The legend's sample of a wreck (a vehicle lost), centred at (x, y). */
void rc_wreck_sample(struct rctx *c, double x, double y, unsigned side);
/* Does the drawing mark lost vehicles (wrecks) and nothing else lost? */
int rc_wrecks_only(const struct drawing *d);
/* The colour the wrecks on the map are ringed in: their side's, when
 * they are all of one side; else a neutral grey (the legend's sample
 * is then no one side's). */
unsigned rc_wrecks_rgb(const struct drawing *d);
/* render_table_labels.c: the bases' badges and ids */
void rc_base_labels(struct rctx *c);

/* render_ruling.c: rulings and templates, the open table's legend */
void rc_rulings_under(struct rctx *c);
void rc_rulings_over(struct rctx *c);
void rc_rulings_labels(struct rctx *c);
void rc_table_sample(struct rctx *c, enum draw_legend_kind kind, int index,
    double x, double y, double w, double h);

/* Does the picture fold a fan of rulers into one tape? */
int rc_ruler_fans_drawn(const struct rctx *c);

/* render_map_pointer.c: pointers at a framed map's edge */
/* Does the drawing hold a unit the frame leaves out (then pointed at)? */
int rc_edge_pointers_drawn(const struct drawing *d);
/* The legend's sample of a pointer, in the box x, y, w, h pixels. */
void rc_pointer_sample(struct rctx *c, double x, double y, double w,
    double h);

/* render_legend_drawn.c: the legend's lines for how the picture is
 * drawn, not what the drawing holds (drawing_legend): a ruling line's
 * index past the drawing's own (DRAW_LR_COUNT) */
#define RC_LR_FAN	(DRAW_LR_COUNT)		/* rulers folded into one tape */
#define RC_LR_POINTER	(DRAW_LR_COUNT + 1)	/* a unit beyond the frame */
/* The lines lg[0..n) of the drawing's legend with the picture's own
 * added, for a picture at c->k pixels a unit; the new count. */
int rc_legend_drawn(const struct rctx *c, struct draw_legend *lg, int n,
    int max);

/* render_ruler_fold.c: the rulers of one body to one mark drawn as one */
/* For each item, the ruler whose tape stands for it (itself, or its
 * fan's nearest), -1 for no ruler or one `skip` says is not drawn;
 * NULL: none folds.  The caller frees it. */
int *rc_ruler_folds(const struct rctx *c, int (*skip)(const struct drawing *,
    int));
/* The length written on tape i: "64 yd", or its fan's "64-67 yd". */
void rc_ruler_fold_text(const struct rctx *c, const int *rep, int i,
    char *out, size_t n);

/* render_inset.c: stacks too small to read, drawn again larger */
/* A knot of units an inset may draw larger: a grid's stack (the tokens
 * of one cell) or an open table's knot (render_inset_table.c). */
struct rc_stack {
	char cell[DRAW_CELL_LEN];	/* its name in the inset's heading */
	int n;			/* units in it */
	double x0, y0, x1, y1;	/* their extent, drawing units */
	double least;		/* the smallest one's size, units */
};
/* An open table's knots drawn at k pixels a unit: bases that the map
 * draws larger than their true size (a man kept readable) and that
 * then run into each other, one of them at least in sight; into s[max],
 * how many. */
int rc_knots_find(const struct drawing *d, double k, struct rc_stack *s,
    int max);
/* The insets a board drawn at k pixels a unit needs, each at most max_w
 * pixels wide, into out[max]; how many. */
int rc_insets_find(const struct drawing *d, double k, double max_w,
    struct rc_inset *out, int max);
/* The `drop` largest of the n insets left out (a picture over its bytes
 * keeps what it can), the others lettered again in their order; how many
 * are left. */
int rc_insets_drop(struct rc_inset *in, int n, int drop);
/* Rows of insets gap apart, `narrow` wide (beside the legend) until
 * wide_from pixels down, `wide` from there: each one's px, py; the
 * height of them all. */
double rc_insets_place(struct rc_inset *in, int n, double narrow,
    double wide, double wide_from, double gap);
/* On the map (inside its frame): each inset's part outlined, lettered. */
void rc_insets_outline(struct rctx *c, const struct rc_inset *in, int n);
/* Inset `in` with its heading, top left at (x, y) pixels. */
void rc_inset_draw(struct rctx *c, const struct rc_inset *in, double x,
    double y);

#endif
