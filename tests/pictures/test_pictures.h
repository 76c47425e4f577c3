/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures.h - what the two files of the `pictures` test share: the
 * failure count and CHECK, the work directory, the helpers
 * (test_pictures.c) and the modules' tests (test_pictures_modules.c).
 */
#ifndef TEST_PICTURES_H
#define TEST_PICTURES_H

#include <stdio.h>

#include <cairo.h>

#include "game.h"
#include "render.h"
#include "util.h"

extern int failures;
extern const char *work;	/* the unpacked stored demo games */

#define CHECK(c, ...) do { if (!(c)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

/* test_pictures.c: helpers */
json_t *opening(const struct game_rules *r, const char *file,
    const char *extra);
json_t *resolve(const struct game_rules *r, json_t *st, const char *seed,
    json_t **events);
int stored(const char *rules, int seq, json_t **state, json_t **events);
char *golden_text(const struct drawing *d);
void golden(const char *name, const char *text);
void png_ok(const char *what, const struct buf *png, int w, int h);
int render(const struct drawing *d, const struct render_opts *o,
    struct buf *png, struct render_info *info);
struct drawing *draw(const struct game_rules *r, const json_t *st,
    const json_t *ev, const char *side);
void drawing_del(struct drawing *d);
void no_secrets(const struct game_rules *r, const json_t *st,
    const json_t *ev, const char *side, const char *text, const char *what);

/* test_pictures_modules.c: the modules' drawings */
void test_views(void);
void test_fog(void);
void test_arrows(void);
void test_ts_arrows(void);
void test_ts_boat(void);
void test_lost(void);
void test_frame(void);

/* test_pictures_layout.c: badges that hide nothing */
void test_layout(void);

/* test_pictures_stacks.c: stacks read in insets, lost markers and stars
 * clear of units */
void test_stacks(void);

/* test_pictures_headings.c: an inset's heading within its width */
void test_headings(void);

/* test_pictures_knots.c: an open table's knots in insets, its words
 * clear of its men */
void test_knots(void);
/* a surface px by px and a context to place words at scale k (the
 * frame's corner at the surface's), and its end */
struct rctx;
int ctx_open(struct rctx *c, const struct drawing *d, double k,
    cairo_surface_t **s, int px);
void ctx_close(struct rctx *c, cairo_surface_t *s);
/* a man of side at x,y (1/100 yard) with status st and his id */
void man(struct drawing *d, int x, int y, int side, unsigned st,
    const char *id);
/* does the box b meet the segment a-b (pixels)? */
struct rc_box;
int box_on_segment(const struct rc_box *b, double ax, double ay, double bx,
    double by);
/* pixels of s in the box x0..x1, y0..y1 near the colour rgb (0xRRGGBB) */
int near_rgb(cairo_surface_t *s, int x0, int y0, int x1, int y1,
    unsigned rgb);

/* test_pictures_edges.c: a framed open table's edges and crowds */
/* the board of d on a fresh white surface at k pixels a unit */
cairo_surface_t *board_at(const struct drawing *d, double k);
void test_edges(void);
/* pixels that differ between two surfaces in the box x0..x1, y0..y1 */
int box_differs(cairo_surface_t *a, cairo_surface_t *b, int x0, int y0,
    int x1, int y1);

/* test_pictures_wrecks.c: Battleground's wrecks, ids off rulers, stars
 * apart */
void test_wrecks(void);

/* test_pictures_blast.c: a template's words clear of the men */
void test_blast_words(void);

/* test_pictures_legend.c: the legend's samples in the inks they explain */
void test_legend_ink(void);
void test_ts_camp_vp(void);

/* test_pictures_png.c: the indexed PNG against cairo's 24-bit one */
void png_faithful(const char *what, const struct drawing *d,
    const struct render_opts *o, const struct buf *indexed,
    const struct render_info *info);
void test_png_encode(void);

/* test_pictures_table.c: an open table in inches */
void open_table(struct drawing *d);
void test_open_table(void);
void test_event_rulings(void);

#endif
