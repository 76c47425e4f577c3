/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render.c - a drawing (games/drawing.h) -> PNG bytes, for the map a
 * report carries: the page around the board (title, legend, scale bar,
 * north arrow), the choice of scale, the fonts, and the size limits.
 * The board itself is render_map.c, the units render_token.c.
 *
 * Notes on the design:
 *  1. Same drawing in, same bytes out.  Text is set by pango in DejaVu Sans
 *     from one directory (PBEMD_FONTDIR, fonts-dejavu-core) through a
 *     fontconfig configuration that knows no other font, with hinting off
 *     and grey antialiasing, so neither the machine's other fonts nor its
 *     font settings change a pixel.  The PNG (render_png.c) is indexed,
 *     from the drawn pixels alone, with no time stamp.
 *  2. The scale: a token gets token_px pixels (the drawing says how many
 *     units a token is), so every board reads alike; a board too large for
 *     max_side pixels is drawn smaller, down to what fits.
 *  3. Bounded: the PNG is written into a buffer limited to max_bytes; if
 *     it does not fit with 256 colours nor with 64 (render_png.c), the
 *     picture is drawn again without its largest inset (render_inset.c:
 *     stacks drawn larger), then the next, so it keeps what insets fit,
 *     then at 4/5 of the scale, up to RENDER_TRIES times, and refused
 *     (PBEM_ERR_LIMIT) rather than cut.
 *  4. Only this renderer uses floating point (cairo needs it); the drawing
 *     it reads is all integers, decided by the rules module.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include "pbem_limits.h"
#include "render.h"
#include "render_ctx.h"

#define RENDER_TRIES	(12 + RC_MAX_INSETS)	/* scales, and insets dropped */
#define MARGIN		16.0	/* around the page and between its parts */
#define LEGEND_W	300.0	/* one legend column */
#define SAMPLE_W	40.0	/* the sample at the left of a legend line */
#define BAND_H		46.0	/* under the board: scale bar, north */
#define FONT_FAMILY	"DejaVu Sans"

void
render_defaults(struct render_opts *o)
{
	o->max_bytes = 1024 * 1024;
	o->max_side = 4096;
	o->token_px = 46;
	o->min_token_px = 30;
	o->truecolour = 0;
	o->no_legend = 0;
}

void
render_opts_config(struct render_opts *o, const struct config *c)
{
	render_defaults(o);
	if (c->picture_max_bytes > 0)
		o->max_bytes = c->picture_max_bytes;
	if (c->picture_max_side > 0)
		o->max_side = c->picture_max_side;
}

/* ---- text and colour, shared with render_map.c and render_token.c ---- */

double
rc_x(const struct rctx *c, int x)
{
	return c->ox + x * c->k;
}

double
rc_y(const struct rctx *c, int y)
{
	return c->oy + y * c->k;
}

void
rc_rgb(struct rctx *c, unsigned rgb, double alpha)
{
	cairo_set_source_rgba(c->cr, ((rgb >> 16) & 0xff) / 255.0,
	    ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, alpha);
}

double
rc_clamp(double v, double lo, double hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

void
rc_seg(struct rctx *c, double x0, double y0, double x1, double y1, double w,
    unsigned rgb)
{
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, x0, y0);
	cairo_line_to(c->cr, x1, y1);
	cairo_set_line_width(c->cr, w);
	rc_rgb(c, rgb, 1.0);
	cairo_stroke(c->cr);
}

int
rc_dark(unsigned rgb)
{
	/* Rec. 601 luma, in integers */
	unsigned y = (299 * ((rgb >> 16) & 0xff) + 587 * ((rgb >> 8) & 0xff) +
	    114 * (rgb & 0xff)) / 1000;

	return y < 150;
}

static PangoLayout *
layout_new(struct rctx *c, const char *s, double px, int bold)
{
	PangoLayout *l = pango_layout_new(c->pc);
	PangoFontDescription *fd = pango_font_description_new();

	pango_font_description_set_family_static(fd, FONT_FAMILY);
	pango_font_description_set_weight(fd, bold ? PANGO_WEIGHT_BOLD :
	    PANGO_WEIGHT_NORMAL);
	pango_font_description_set_absolute_size(fd, px * PANGO_SCALE);
	pango_layout_set_font_description(l, fd);
	pango_font_description_free(fd);
	pango_layout_set_text(l, s, -1);
	return l;
}

double
rc_text(struct rctx *c, double x, double y, const char *s, double px,
    int bold, enum draw_anchor a, unsigned rgb, int draw, double *height)
{
	PangoLayout *l = layout_new(c, s, px, bold);
	PangoRectangle ink, log;
	double w, h;

	pango_layout_get_extents(l, &ink, &log);
	w = (double)log.width / PANGO_SCALE;
	h = (double)log.height / PANGO_SCALE;
	if (height != NULL)
		*height = h;
	if (draw) {
		switch (a) {		/* move (x, y) to the top-left corner */
		case DRAW_A_N: case DRAW_A_CENTRE: case DRAW_A_S:
			x -= w / 2;
			break;
		case DRAW_A_NE: case DRAW_A_E: case DRAW_A_SE:
			x -= w;
			break;
		default:
			break;
		}
		switch (a) {
		case DRAW_A_W: case DRAW_A_CENTRE: case DRAW_A_E:
			y -= h / 2;
			break;
		case DRAW_A_SW: case DRAW_A_S: case DRAW_A_SE:
			y -= h;
			break;
		default:
			break;
		}
		rc_rgb(c, rgb, 1.0);
		cairo_move_to(c->cr, x, y);
		pango_cairo_show_layout(c->cr, l);
		cairo_new_path(c->cr);
	}
	g_object_unref(l);
	return w;
}

double
rc_text_wrap(struct rctx *c, double x, double y, const char *s, double px,
    double width, unsigned rgb)
{
	PangoLayout *l = layout_new(c, s, px, 0);
	PangoRectangle log;

	pango_layout_set_width(l, (int)(width * PANGO_SCALE));
	pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
	pango_layout_get_extents(l, NULL, &log);
	if (rgb != 0xFFFFFFFFu) {
		rc_rgb(c, rgb, 1.0);
		cairo_move_to(c->cr, x, y);
		pango_cairo_show_layout(c->cr, l);
		cairo_new_path(c->cr);
	}
	g_object_unref(l);
	return (double)log.height / PANGO_SCALE;
}

/* ---- fonts: two files, nothing else ---- */

/*
 * The font map is made once per process and kept: fontconfig keeps part
 * of every font it reads for good (its character sets), so a map per
 * picture would grow a daemon by a few KiB a report.  Its caches hold
 * only what the two font files say, so a picture comes out the same
 * whether it is the process's first or its thousandth (test_pictures
 * checks both against a fresh process).
 */
static PangoFontMap *font_map;

static int
fonts_open(struct pbem_err *err)
{
	static const char *const files[] = {
		"DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
	};
	const char *dir = getenv("PBEMD_FONTDIR");
	char path[1024];
	FcConfig *fc;
	size_t i;

	if (font_map != NULL)
		return PBEM_OK;
	if (dir == NULL || *dir == '\0')
		dir = PBEMD_FONTDIR;
	/* exactly these two files: no directory scan, no font cache */
	if ((fc = FcConfigCreate()) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	for (i = 0; i < sizeof files / sizeof files[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, files[i]);
		if (access(path, R_OK) != 0 ||
		    !FcConfigAppFontAddFile(fc, (const FcChar8 *)path)) {
			FcConfigDestroy(fc);
			return pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "no font "
			    "%s: install fonts-dejavu-core (or set "
			    "PBEMD_FONTDIR)", path);
		}
	}
	font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
	if (font_map == NULL) {
		FcConfigDestroy(fc);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "no font map");
	}
	pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map), fc);
	FcConfigDestroy(fc);		/* the font map holds its own ref */
	pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(font_map),
	    72.0);
	return PBEM_OK;
}

/* A context for one picture: grey antialiasing, no hinting, so glyphs
 * land where the layout puts them on every machine. */
static PangoContext *
context_new(void)
{
	PangoContext *pc = pango_font_map_create_context(font_map);
	cairo_font_options_t *fo = cairo_font_options_create();

	cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
	cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
	cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
	cairo_font_options_set_subpixel_order(fo, CAIRO_SUBPIXEL_ORDER_DEFAULT);
	pango_cairo_context_set_font_options(pc, fo);
	cairo_font_options_destroy(fo);
	pango_context_set_round_glyph_positions(pc, TRUE);
	return pc;
}

#if defined(__SANITIZE_ADDRESS__)
/* LeakSanitizer: what fontconfig keeps for good when it reads the two
 * fonts and its own configuration is not ours to free. */
const char *__lsan_default_suppressions(void);
const char *
__lsan_default_suppressions(void)
{
	return "leak:libfontconfig.so\n";
}
#endif

/* ---- the page ---- */

struct page {
	double k;		/* pixels per unit */
	double bw, bh;		/* the board, pixels */
	double g;		/* the gutter round it (an open table's
				 * edge numbers), pixels; 0 for a grid */
	int below;		/* the legend under the board (a wide board) */
	int ncols;		/* legend columns */
	int n;			/* legend lines */
	struct draw_legend lg[DRAW_MAX_LEGEND];
	double row_h[DRAW_MAX_LEGEND];
	double col_h[DRAW_MAX_LEGEND];	/* each column's height */
	int col_of[DRAW_MAX_LEGEND];
	double lw, lh;		/* the legend block */
	double title_h;
	struct rc_inset in[RC_MAX_INSETS];	/* stacks drawn larger */
	int nin;
	double ih;		/* their block's height, 0: none */
	int w, h;		/* the image */
};

static double
legend_text_px(void)
{
	return 12.0;
}

/* Measure the legend and place it: beside a board taller than wide,
 * under a wide one, in as many columns as the board's width holds. */
static void
page_legend(struct rctx *c, struct page *p)
{
	struct rctx t;
	double per, acc;
	int i, col;

	if (c->no_legend) {
		p->n = p->ncols = p->below = 0;
		p->lw = p->lh = 0;
		return;
	}
	p->n = drawing_legend(c->d, p->lg, DRAW_MAX_LEGEND);
	/* what the picture adds at this scale: a fan folded, pointers */
	t = *c;
	t.k = p->k;
	t.tok = c->d->token * p->k;
	p->n = rc_legend_drawn(&t, p->lg, p->n, DRAW_MAX_LEGEND);
	/* the insets are found before the legend (page_layout): say what
	 * the lettered boxes under the board are */
	if (p->nin > 0 && p->n < DRAW_MAX_LEGEND) {
		p->lg[p->n].kind = DRAW_LG_NOTE;
		p->lg[p->n].index = 0;
		snprintf(p->lg[p->n].text, sizeof p->lg[p->n].text, "%s%s%s: "
		    "%s drawn larger below the map; the letter marks %s place "
		    "on it.", p->in[0].tag, p->nin > 1 ? "-" : "", p->nin > 1 ?
		    p->in[p->nin - 1].tag : "", p->nin > 1 ? "crowded places" :
		    "a crowded place", p->nin > 1 ? "each" : "the");
		p->n++;
	}
	for (i = 0; i < p->n; i++) {
		p->row_h[i] = rc_text_wrap(c, 0, 0, p->lg[i].text,
		    legend_text_px(), LEGEND_W - SAMPLE_W - 8, 0xFFFFFFFFu) + 8;
		if (p->row_h[i] < 26)
			p->row_h[i] = 26;
	}
	p->below = p->bw > 1.4 * p->bh;
	p->ncols = 1;
	if (p->below) {
		p->ncols = (int)((p->bw + MARGIN) / (LEGEND_W + MARGIN));
		if (p->ncols < 1)
			p->ncols = 1;
		if (p->ncols > 4)
			p->ncols = 4;	/* a legend to read, not a frieze */
		if (p->ncols > p->n && p->n > 0)
			p->ncols = p->n;
	}
	/* column-major, each column about the same height */
	for (i = 0, per = 0; i < p->n; i++)
		per += p->row_h[i];
	per /= p->ncols;
	memset(p->col_h, 0, sizeof p->col_h);
	for (i = 0, col = 0, acc = 0; i < p->n; i++) {
		if (col < p->ncols - 1 && acc > 0 && acc + p->row_h[i] / 2 > per) {
			col++;
			acc = 0;
		}
		p->col_of[i] = col;
		acc += p->row_h[i];
		p->col_h[col] = acc;
	}
	p->lh = 0;
	for (col = 0; col < p->ncols; col++)
		if (p->col_h[col] > p->lh)
			p->lh = p->col_h[col];
	p->lh += 28;		/* the heading */
	p->lw = p->ncols * LEGEND_W + (p->ncols - 1) * MARGIN;
}

static void
page_layout(struct rctx *c, struct page *p, double k)
{
	double w, body;

	p->k = k;
	p->bw = ceil(c->d->width * k);
	p->bh = ceil(c->d->height * k);
	p->g = rc_gutter(c->d);
	p->nin = rc_insets_find(c->d, k, p->bw + 2 * p->g, p->in,
	    RC_MAX_INSETS);
	p->nin = rc_insets_drop(p->in, p->nin, c->drop_insets);
	page_legend(c, p);
	w = MARGIN + (p->below && p->lw > p->bw + 2 * p->g ? p->lw : p->bw +
	    2 * p->g) + MARGIN;
	if (!p->below && p->lw > 0)
		w += p->lw + MARGIN;
	if (w < 520)
		w = 520;
	/* the insets under the board, beside the legend while it lasts */
	p->ih = rc_insets_place(p->in, p->nin, p->bw + 2 * p->g, w - 2 *
	    MARGIN, p->below || p->lw == 0 ? 0 : p->lh + MARGIN - (p->bh +
	    2 * p->g + BAND_H), MARGIN);
	p->title_h = rc_text_wrap(c, 0, 0, c->d->title[0] ? c->d->title : " ",
	    20, w - 2 * MARGIN, 0xFFFFFFFFu);
	if (c->d->subtitle[0])
		p->title_h += 4 + rc_text_wrap(c, 0, 0, c->d->subtitle, 13,
		    w - 2 * MARGIN, 0xFFFFFFFFu);
	body = p->bh + 2 * p->g + BAND_H + (p->nin ? p->ih + MARGIN : 0);
	if (p->below)
		body += MARGIN + p->lh;
	else if (p->lh > body)
		body = p->lh;
	p->w = (int)ceil(w);
	p->h = (int)ceil(MARGIN + p->title_h + MARGIN + body + MARGIN);
}

static void
draw_title(struct rctx *c, const struct page *p)
{
	double h;

	h = rc_text_wrap(c, MARGIN, MARGIN, c->d->title[0] ? c->d->title : " ",
	    20, p->w - 2 * MARGIN, 0x1A1A1A);
	if (c->d->subtitle[0])
		rc_text_wrap(c, MARGIN, MARGIN + h + 4, c->d->subtitle, 13,
		    p->w - 2 * MARGIN, 0x4D4D4D);
}

/* The inks the drawing's lines of one kind come in, the first two met
 * (the viewer's when there is none): the legend's sample uses them. */
static int
line_inks(const struct drawing *d, enum draw_line_kind kind, int inks[2])
{
	int i, n = 0;

	for (i = 0; i < d->nitems && n < 2; i++) {
		const struct draw_item *it = &d->items[i];

		if (it->kind == DRAW_LINE && it->u.line.kind == kind &&
		    (n == 0 || it->u.line.ink != inks[0]))
			inks[n++] = it->u.line.ink;
	}
	if (n == 0)
		inks[n++] = DRAW_INK_SIDE(d->viewer > 0 ? d->viewer : 0);
	return n;
}

static void
legend_sample(struct rctx *c, const struct draw_legend *e, double x,
    double y, double h)
{
	struct draw_token t;
	double cx = x + SAMPLE_W / 2, cy = y + h / 2, s = 22;
	int inks[2], n, i;

	memset(&t, 0, sizeof t);
	t.facing = DRAW_NO_FACING;
	switch (e->kind) {
	case DRAW_LG_SIDE:
		cairo_new_path(c->cr);
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_SIDE(e->index)), 1.0);
		cairo_arc(c->cr, cx, cy, 9, 0, 2 * M_PI);
		cairo_fill_preserve(c->cr);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_set_line_width(c->cr, 1.2);
		cairo_stroke(c->cr);
		break;
	case DRAW_LG_LAST_KNOWN:
		if (e->index == 1) {
			rc_table_sample(c, e->kind, e->index, x, y, SAMPLE_W,
			    h);
			break;
		}
		/* FALLTHROUGH */
	case DRAW_LG_TOKEN:
		t.side = c->d->viewer > 0 ? c->d->viewer : 0;
		t.facing = 60;
		snprintf(t.id, sizeof t.id, "id");
		if (e->kind == DRAW_LG_LAST_KNOWN) {
			t.side = c->d->viewer == 0 ? 1 : 0;
			t.status = DRAW_ST_LAST_KNOWN;
		}
		rc_token(c, &t, cx - 2, cy + 1, s);
		break;
	case DRAW_LG_COLUMN:
		t.side = c->d->viewer > 0 ? c->d->viewer : 0;
		t.has_tail = 1;
		snprintf(t.id, sizeof t.id, " ");
		rc_rgb(c, drawing_ink_rgb(DRAW_INK_SIDE(t.side)), 0.45);
		cairo_set_line_width(c->cr, 9);
		cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
		cairo_move_to(c->cr, x + 6, cy + 4);
		cairo_line_to(c->cr, cx + 6, cy - 2);
		cairo_stroke(c->cr);
		rc_token(c, &t, cx + 6, cy - 2, 16);
		break;
	case DRAW_LG_STATUS:
		rc_badge(c, cx, cy, 8, e->index);
		break;
	case DRAW_LG_TERRAIN:
		rc_terrain_swatch(c, x + 4, y + 3, SAMPLE_W - 8, h - 6,
		    (enum draw_terrain)e->index);
		break;
	case DRAW_LG_LINE:
		if (e->index >= DRAW_L_STREAM) {
			rc_table_line_sample(c, x + 5, cy, x + SAMPLE_W - 5,
			    cy, (enum draw_line_kind)e->index);
			break;
		}
		/* in the ink of the lines it explains (an enemy's move
		 * seen is in the enemy's colour); two inks, two arrows */
		n = line_inks(c->d, (enum draw_line_kind)e->index, inks);
		for (i = 0; i < n; i++)
			rc_line_sample(c, x + 3, cy + (n > 1 ? i * 10 - 5 : 0),
			    x + SAMPLE_W - 3, cy + (n > 1 ? i * 10 - 5 : 0),
			    (enum draw_line_kind)e->index, inks[i]);
		break;
	case DRAW_LG_MARK:
		rc_mark(c, cx, cy, 20, (enum draw_mark_kind)e->index);
		break;
	case DRAW_LG_OBJECTIVE:
		rc_objective(c, cx, cy + 4, 9, -1, "3");
		break;
	case DRAW_LG_BASE:
	case DRAW_LG_RULING:
	case DRAW_LG_MEASURE:
		rc_table_sample(c, e->kind, e->index, x, y, SAMPLE_W, h);
		break;
	default:
		break;
	}
}

static void
draw_legend(struct rctx *c, const struct page *p, double x0, double y0)
{
	double y[DRAW_MAX_LEGEND], x;
	int i, col;

	rc_text(c, x0, y0, "Legend", 14, 1, DRAW_A_NW, 0x1A1A1A, 1, NULL);
	for (col = 0; col < p->ncols; col++)
		y[col] = y0 + 28;
	for (i = 0; i < p->n; i++) {
		col = p->col_of[i];
		x = x0 + col * (LEGEND_W + MARGIN);
		cairo_save(c->cr);
		legend_sample(c, &p->lg[i], x, y[col], p->row_h[i]);
		cairo_restore(c->cr);
		rc_text_wrap(c, x + SAMPLE_W + 8, y[col] + 4, p->lg[i].text,
		    legend_text_px(), LEGEND_W - SAMPLE_W - 8, 0x1A1A1A);
		y[col] += p->row_h[i];
	}
}

/* The scale bar: the drawing's length in alternating black and white. */
static void
draw_scale(struct rctx *c, double x, double y)
{
	double len = c->d->scale_len * c->k, seg;
	char b[24];
	int i, n = 4;

	if (c->d->scale_len <= 0 || len < 8)
		return;
	seg = len / n;
	cairo_new_path(c->cr);
	cairo_set_line_width(c->cr, 1.0);
	for (i = 0; i < n; i++) {
		cairo_rectangle(c->cr, x + i * seg, y, seg, 7);
		rc_rgb(c, i % 2 ? 0xFFFFFF : 0x1A1A1A, 1.0);
		cairo_fill_preserve(c->cr);
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_stroke(c->cr);
	}
	rc_text(c, x, y + 10, "0", 11, 0, DRAW_A_N, 0x1A1A1A, 1, NULL);
	/* an open table's bar is numbered at every step, in its measure */
	for (i = 1; c->d->measure.per > 0 && i < n; i++) {
		rc_measure_number(c->d, (long long)c->d->scale_len * i / n, b,
		    sizeof b);
		rc_text(c, x + i * seg, y + 10, b, 11, 0, DRAW_A_N, 0x1A1A1A,
		    1, NULL);
	}
	rc_text(c, x + len, y + 10, c->d->scale_label, 11, 0, DRAW_A_N,
	    0x1A1A1A, 1, NULL);
}

static void
draw_north(struct rctx *c, double x, double y)
{
	double a = c->d->north * M_PI / 180.0;

	cairo_save(c->cr);
	cairo_new_path(c->cr);
	cairo_translate(c->cr, x, y);
	cairo_rotate(c->cr, a);
	cairo_move_to(c->cr, 0, -16);
	cairo_line_to(c->cr, 7, 10);
	cairo_line_to(c->cr, 0, 5);
	cairo_line_to(c->cr, -7, 10);
	cairo_close_path(c->cr);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_fill(c->cr);
	cairo_restore(c->cr);
	rc_text(c, x - 12 - 14 * sin(a), y - 12 * cos(a), "N", 13, 1,
	    DRAW_A_CENTRE, 0x1A1A1A, 1, NULL);
}

struct pngw {
	struct buf *b;
};

static cairo_status_t
png_write(void *closure, const unsigned char *data, unsigned int len)
{
	struct pngw *w = closure;

	return buf_add(w->b, data, len) == PBEM_OK ? CAIRO_STATUS_SUCCESS :
	    CAIRO_STATUS_WRITE_ERROR;
}

/* The drawn surface as PNG bytes: render_png.c's smallest faithful one,
 * or (o->truecolour) cairo's own 24-bit PNG. */
static int
surface_png(cairo_surface_t *s, const struct render_opts *o,
    struct buf *png, struct render_png_info *pi, struct pbem_err *err)
{
	struct pngw w = { png };
	cairo_status_t st;
	int rc;

	buf_reset(png);
	memset(pi, 0, sizeof *pi);
	if (!o->truecolour) {
		/* fewer colours before fewer pixels: nobody sees the former */
		rc = render_png_encode(cairo_image_surface_get_data(s),
		    cairo_image_surface_get_width(s),
		    cairo_image_surface_get_height(s),
		    cairo_image_surface_get_stride(s), RENDER_PNG_COLOURS, png,
		    pi, err);
		if (rc == PBEM_ERR_LIMIT)
			rc = render_png_encode(cairo_image_surface_get_data(s),
			    cairo_image_surface_get_width(s),
			    cairo_image_surface_get_height(s),
			    cairo_image_surface_get_stride(s),
			    RENDER_PNG_FEWER, png, pi, err);
		return rc;
	}
	st = cairo_surface_write_to_png_stream(s, png_write, &w);
	if (st == CAIRO_STATUS_WRITE_ERROR && png->failed == PBEM_ERR_LIMIT)
		return PBEM_ERR_LIMIT;
	if (st != CAIRO_STATUS_SUCCESS)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot write the "
		    "PNG: %s", cairo_status_to_string(st));
	return PBEM_OK;
}

/* One pass at the page's scale: the picture into png (limited). */
static int
render_pass(struct rctx *c, const struct page *p, const struct render_opts *o,
    struct buf *png, struct render_png_info *pi, struct pbem_err *err)
{
	cairo_surface_t *s;
	int rc;
	double top = MARGIN + p->title_h + MARGIN, under;
	int i;

	s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, p->w, p->h);
	if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(s);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "no %dx%d picture",
		    p->w, p->h);
	}
	c->cr = cairo_create(s);
	pango_cairo_update_context(c->cr, c->pc);
	rc_rgb(c, 0xFFFFFF, 1.0);
	cairo_paint(c->cr);
	draw_title(c, p);
	c->k = p->k;
	c->ox = MARGIN + p->g;
	c->oy = top + p->g;
	c->tok = c->d->token * p->k;
	c->insets = p->in;
	c->ninsets = p->nin;
	rc_board(c);
	rc_measure_labels(c);
	draw_scale(c, MARGIN, top + p->bh + 2 * p->g + 12);
	draw_north(c, MARGIN + p->bw + 2 * p->g - 14, top + p->bh + 2 * p->g +
	    24);
	under = top + p->bh + 2 * p->g + BAND_H;
	for (i = 0; i < p->nin; i++)
		rc_inset_draw(c, &p->in[i], MARGIN + p->in[i].px, under +
		    p->in[i].py);
	if (p->nin)
		under += p->ih + MARGIN;
	if (c->no_legend)
		;
	else if (p->below)
		draw_legend(c, p, MARGIN, under + MARGIN);
	else
		draw_legend(c, p, MARGIN + p->bw + 2 * p->g + MARGIN, top);
	cairo_destroy(c->cr);
	c->cr = NULL;
	cairo_surface_flush(s);
	rc = surface_png(s, o, png, pi, err);	/* LIMIT: draw it smaller */
	cairo_surface_destroy(s);
	return rc;
}

/* The largest scale up to k whose page fits max_side both ways. */
static void
page_fit(struct rctx *c, struct page *p, double k, int max_side)
{
	int i, big;

	page_layout(c, p, k);
	for (i = 0; i < 8; i++) {
		big = p->w > p->h ? p->w : p->h;
		if (big <= max_side)
			return;
		/* only the board scales: shrink it by what is over */
		k *= (double)(max_side - 1 - (big - (p->w > p->h ? p->bw :
		    p->bh))) / (p->w > p->h ? p->bw : p->bh);
		if (k <= 0)
			k = p->k / 2;
		page_layout(c, p, k);
	}
}

static int
check_opts(const struct render_opts *o, struct pbem_err *err)
{
	if (o->max_bytes < 1024 || o->max_bytes > PBEM_MAX_PICTURE ||
	    o->max_side < 320 || o->max_side > PBEM_MAX_PICTURE_SIDE ||
	    o->token_px < 8 || o->token_px > 400 || o->min_token_px < 4 ||
	    o->min_token_px > o->token_px)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "bad picture limits");
	return PBEM_OK;
}

int
render_png(const struct drawing *d, const struct render_opts *o,
    struct buf *out, struct render_info *info, struct pbem_err *err)
{
	struct rctx c;
	struct page *p = NULL;
	struct render_png_info pi;
	struct buf png;
	double k;
	int rc, tries = 0;

	memset(&c, 0, sizeof c);
	if ((rc = check_opts(o, err)) != PBEM_OK)
		return rc;
	if (d->failed)
		return pbem_fail(err, d->failed, 0, "the drawing is incomplete "
		    "(%s)", pbem_strerror(d->failed));
	buf_reset(out);		/* a refusal leaves no half picture */
	if ((rc = fonts_open(err)) != PBEM_OK)
		return rc;
	buf_init(&png, o->max_bytes);
	if ((p = calloc(1, sizeof *p)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		goto out;
	}
	c.d = d;
	c.no_legend = o->no_legend;
	c.pc = context_new();
	k = (double)o->token_px / d->token;
	for (;;) {
		page_fit(&c, p, k, o->max_side);
		if (p->w > o->max_side || p->h > o->max_side || p->bw < 48 ||
		    p->bh < 24 || ++tries > RENDER_TRIES) {
			rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "the picture "
			    "does not fit in %zu bytes and %d pixels",
			    o->max_bytes, o->max_side);
			goto out;
		}
		if ((rc = render_pass(&c, p, o, &png, &pi, err)) != PBEM_ERR_LIMIT)
			break;
		if (p->nin > 0) {	/* the insets go before the scale, */
			c.drop_insets++;	/* the largest first */
			continue;
		}
		k = p->k * 0.8;
	}
	if (rc != PBEM_OK)
		goto out;
	if ((rc = buf_add(out, png.data, png.len)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "the picture does not fit the "
		    "caller's buffer");
		goto out;
	}
	if (info != NULL) {
		info->width = p->w;
		info->height = p->h;
		info->token_px = (int)lround(d->token * p->k);
		info->tries = tries;
		info->scaled_down = info->token_px < o->min_token_px;
		info->colours = pi.colours;
		info->palette = pi.palette;
		info->insets = p->nin;
	}
out:
	free(p);
	buf_free(&png);
	if (c.pc != NULL)
		g_object_unref(c.pc);
	return rc;
}

int
render_view(const struct game_rules *r, const json_t *state,
    const json_t *events, const char *side, const struct render_opts *o,
    struct buf *out, struct render_info *info, struct pbem_err *err)
{
	return render_view_json(r, state, events, side, o, out, NULL, info,
	    err);
}

int
render_view_json(const struct game_rules *r, const json_t *state,
    const json_t *events, const char *side, const struct render_opts *o,
    struct buf *out, json_t **drawn, struct render_info *info,
    struct pbem_err *err)
{
	struct drawing *d;
	int rc;

	if (drawn)
		*drawn = NULL;
	if (r->draw == NULL)
		return pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "%s draws no "
		    "picture", r->id);
	if ((d = malloc(sizeof *d)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	drawing_init(d, "unit", 1, 1, 1);
	rc = r->draw(r, state, events, side, d);
	if (rc == PBEM_OK && drawing_failed(d))
		rc = drawing_failed(d);
	if (rc != PBEM_OK)
		pbem_fail(err, rc, 0, "%s: no drawing for %s (%s)", r->id,
		    side ? side : "the referee", pbem_strerror(rc));
	else
		rc = render_png(d, o, out, info, err);
	if (rc == PBEM_OK && drawn && drawing_to_json(d, drawn) != PBEM_OK)
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	drawing_free(d);
	free(d);
	return rc;
}
