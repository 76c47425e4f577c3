/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_png.c - the drawn pixels -> the smallest faithful PNG.
 *
 * A map is flat colours, lines and text: a few dozen colours that the
 * drawing uses, and the antialiased blends along their edges.  So:
 *
 *  1. Count the colours.  At most 256: an indexed PNG with exactly
 *     those colours (1, 2, 4 or 8 bits a pixel), the same pixels.
 *  2. More (the blends of antialiasing): an indexed PNG of 256 colours
 *     (or fewer, as the caller asks: render.c tries 64 before it draws
 *     a picture smaller, as resolution matters more than colour depth)
 *     chosen among the picture's own, greedily: each next one is the
 *     colour that the palette so far represents worst, weighed by how
 *     many pixels have it (count x distance).  The flat colours, which
 *     cover most pixels, come first and are kept exactly; every other
 *     pixel takes the nearest palette colour.  No dithering, no
 *     averaging: a palette colour is always one the renderer drew.
 *  3. More colours than the table holds (a photograph, never a map):
 *     a truecolour PNG.
 *
 * Deterministic: integers only, every tie broken by the colour's value,
 * no threads; zlib at level 8 with a fixed window and memory level, so
 * the same pixels give the same bytes (for the same zlib).  No time
 * stamp, no text chunk.  Written with libpng into a bounded buffer: past
 * its limit the write stops with PBEM_ERR_LIMIT, and the caller draws
 * the picture smaller.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

#include "render.h"

#define PAL_MAX		256
#define HIST_MAX	(1u << 20)	/* distinct colours counted, at most */

/* One distinct colour: its value, its pixels, and its palette index. */
struct hist_entry {
	uint32_t rgb;		/* 0x00RRGGBB; slot empty when count == 0 */
	uint32_t count;
	uint32_t index;		/* palette index, once chosen */
};

struct hist {
	struct hist_entry *e;
	uint32_t cap;		/* power of two */
	uint32_t n;
};

static uint32_t
hash_rgb(uint32_t rgb)
{
	return (rgb * 2654435761u) ^ (rgb >> 15);
}

static struct hist_entry *
hist_slot(const struct hist *h, uint32_t rgb)
{
	uint32_t i = hash_rgb(rgb) & (h->cap - 1);

	while (h->e[i].count != 0 && h->e[i].rgb != rgb)
		i = (i + 1) & (h->cap - 1);
	return &h->e[i];
}

static int
hist_grow(struct hist *h)
{
	struct hist big = { NULL, h->cap ? h->cap * 2 : 4096, h->n };
	uint32_t i;

	if ((big.e = calloc(big.cap, sizeof *big.e)) == NULL)
		return PBEM_ERR_NOMEM;
	for (i = 0; i < h->cap; i++)
		if (h->e[i].count != 0)
			*hist_slot(&big, h->e[i].rgb) = h->e[i];
	free(h->e);
	*h = big;
	return PBEM_OK;
}

static uint32_t
pixel_at(const unsigned char *px, int stride, int x, int y)
{
	uint32_t v;

	memcpy(&v, px + (size_t)y * stride + (size_t)x * 4, sizeof v);
	return v & 0xFFFFFFu;	/* cairo RGB24: the top byte is unused */
}

/* Count every colour; PBEM_ERR_LIMIT when there are more than HIST_MAX. */
static int
hist_count(struct hist *h, const unsigned char *px, int w, int hgt,
    int stride)
{
	struct hist_entry *s;
	uint32_t rgb, last = 0xFFFFFFFFu;
	struct hist_entry *last_s = NULL;
	int x, y, rc;

	if ((rc = hist_grow(h)) != PBEM_OK)
		return rc;
	for (y = 0; y < hgt; y++)
		for (x = 0; x < w; x++) {
			rgb = pixel_at(px, stride, x, y);
			if (rgb == last && last_s != NULL) {
				last_s->count++;
				continue;
			}
			s = hist_slot(h, rgb);
			if (s->count == 0) {
				if (h->n + 1 > HIST_MAX)
					return PBEM_ERR_LIMIT;
				if (2 * (h->n + 1) > h->cap) {
					if ((rc = hist_grow(h)) != PBEM_OK)
						return rc;
					s = hist_slot(h, rgb);
				}
				s->rgb = rgb;
				h->n++;
			}
			s->count++;
			last = rgb;
			last_s = s;
		}
	return PBEM_OK;
}

/* A perceptual weighting of the squared distance (green counts most). */
static uint64_t
dist(uint32_t a, uint32_t b)
{
	int64_t dr = (int64_t)((a >> 16) & 0xff) - ((b >> 16) & 0xff);
	int64_t dg = (int64_t)((a >> 8) & 0xff) - ((b >> 8) & 0xff);
	int64_t db = (int64_t)(a & 0xff) - (b & 0xff);

	return (uint64_t)(3 * dr * dr + 4 * dg * dg + 2 * db * db);
}

/* Most pixels first, then by value: the order every choice follows. */
static int
by_count(const void *a, const void *b)
{
	const struct hist_entry *x = a, *y = b;

	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->rgb < y->rgb ? -1 : x->rgb > y->rgb;
}

/*
 * The palette: every colour when they fit, else the greedy choice of
 * PAL_MAX (see the top of the file).  The entries of `all` (n, sorted by
 * by_count) get their palette index; returns the palette's size.
 */
static int
palette_choose(struct hist_entry *all, uint32_t n, uint32_t *pal,
    int max_colours)
{
	uint64_t *near, best, v;
	uint32_t i, pick;
	int np = 0;

	if (n <= (uint32_t)max_colours) {
		for (i = 0; i < n; i++) {
			pal[i] = all[i].rgb;
			all[i].index = i;
		}
		return (int)n;
	}
	if ((near = malloc((size_t)n * sizeof *near)) == NULL)
		return -1;
	for (i = 0; i < n; i++)
		near[i] = UINT64_MAX;
	pick = 0;			/* the commonest colour first */
	for (;;) {
		pal[np++] = all[pick].rgb;
		if (np == max_colours)
			break;
		best = 0;
		pick = UINT32_MAX;
		for (i = 0; i < n; i++) {
			v = dist(all[i].rgb, pal[np - 1]);
			if (v < near[i]) {
				near[i] = v;
				all[i].index = (uint32_t)(np - 1);
			}
			v = near[i] * all[i].count;
			if (v > best) {
				best = v;
				pick = i;
			}
		}
		if (pick == UINT32_MAX)
			break;		/* every colour is in already */
	}
	/* Each colour's nearest entry, the first of equals: the loop above
	 * kept it for every entry but the last one picked. */
	if (np == max_colours)
		for (i = 0; i < n; i++)
			if (dist(all[i].rgb, pal[np - 1]) < near[i])
				all[i].index = (uint32_t)(np - 1);
	free(near);
	return np;
}

/* ---- the PNG ---- */

struct png_sink {
	struct buf *out;
};

static void
sink_write(png_structp png, png_bytep data, size_t len)
{
	struct png_sink *s = png_get_io_ptr(png);

	if (buf_add(s->out, data, len) != PBEM_OK)
		png_error(png, "limit");
}

static void
sink_flush(png_structp png)
{
	(void)png;
}

static void
png_quiet(png_structp png, png_const_charp msg)
{
	(void)png;
	(void)msg;
}

static void
png_fail(png_structp png, png_const_charp msg)
{
	(void)msg;
	png_longjmp(png, 1);
}

/*
 * rows: h rows of `rowbytes` bytes, one byte a pixel (indexed; libpng
 * packs them to `depth` bits) or three (truecolour, pal NULL).
 */
static int
png_emit(struct buf *out, png_bytep *rows, int w, int h, int depth,
    const uint32_t *pal, int np)
{
	png_structp png;
	png_infop info;
	png_color pc[PAL_MAX];
	struct png_sink sink = { out };
	int i;

	png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail,
	    png_quiet);
	if (png == NULL)
		return PBEM_ERR_NOMEM;
	if ((info = png_create_info_struct(png)) == NULL) {
		png_destroy_write_struct(&png, NULL);
		return PBEM_ERR_NOMEM;
	}
	if (setjmp(png_jmpbuf(png))) {
		png_destroy_write_struct(&png, &info);
		return out->failed ? out->failed : PBEM_ERR_NOMEM;
	}
	png_set_write_fn(png, &sink, sink_write, sink_flush);
	/* 8, not 9: on these maps 9 saves under 1 % of the bytes for
	 * about 40 % more time (measured on the Highest Ground demo) */
	png_set_compression_level(png, 8);
	png_set_compression_mem_level(png, 9);
	png_set_compression_window_bits(png, 15);
	png_set_compression_strategy(png, 0 /* Z_DEFAULT_STRATEGY */);
	if (pal != NULL) {
		png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, depth,
		    PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
		    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
		for (i = 0; i < np; i++) {
			pc[i].red = (png_byte)(pal[i] >> 16);
			pc[i].green = (png_byte)(pal[i] >> 8);
			pc[i].blue = (png_byte)pal[i];
		}
		png_set_PLTE(png, info, pc, np);
		/* indices are not magnitudes: no filter compresses best */
		png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
	} else {
		png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8,
		    PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
		    PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
		png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
	}
	png_write_info(png, info);
	if (pal != NULL && depth < 8)
		png_set_packing(png);
	png_write_image(png, rows);
	png_write_end(png, NULL);
	png_destroy_write_struct(&png, &info);
	return PBEM_OK;
}

static int
depth_for(int np)
{
	return np <= 2 ? 1 : np <= 4 ? 2 : np <= 16 ? 4 : 8;
}

int
render_png_encode(const unsigned char *px, int w, int h, int stride,
    int max_colours, struct buf *out, struct render_png_info *info,
    struct pbem_err *err)
{
	struct hist hist = { NULL, 0, 0 };
	struct hist_entry *all = NULL, *s;
	uint32_t pal[PAL_MAX], i, j, rgb;
	unsigned char *pixels = NULL;
	png_bytep *rows = NULL;
	int np = 0, x, y, rc, truecolour = 0;

	if (w <= 0 || h <= 0 || stride < 4 * w || max_colours < 2 ||
	    max_colours > PAL_MAX)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "bad picture size");
	buf_reset(out);
	rc = hist_count(&hist, px, w, h, stride);
	if (rc == PBEM_ERR_LIMIT)
		truecolour = 1;
	else if (rc != PBEM_OK)
		goto nomem;
	if (!truecolour) {
		if ((all = malloc((size_t)hist.n * sizeof *all)) == NULL)
			goto nomem;
		for (i = 0, j = 0; i < hist.cap; i++)
			if (hist.e[i].count != 0)
				all[j++] = hist.e[i];
		qsort(all, hist.n, sizeof *all, by_count);
		if ((np = palette_choose(all, hist.n, pal, max_colours)) < 0)
			goto nomem;
		/* back into the table, for the lookup of every pixel */
		for (i = 0; i < hist.n; i++)
			hist_slot(&hist, all[i].rgb)->index = all[i].index;
	}
	if ((pixels = malloc((size_t)w * h * (truecolour ? 3 : 1))) == NULL ||
	    (rows = malloc((size_t)h * sizeof *rows)) == NULL)
		goto nomem;
	for (y = 0; y < h; y++) {
		unsigned char *row = pixels + (size_t)y * w * (truecolour ? 3 : 1);

		rows[y] = row;
		for (x = 0, s = NULL; x < w; x++) {
			rgb = pixel_at(px, stride, x, y);
			if (truecolour) {
				row[3 * x] = (unsigned char)(rgb >> 16);
				row[3 * x + 1] = (unsigned char)(rgb >> 8);
				row[3 * x + 2] = (unsigned char)rgb;
				continue;
			}
			if (s == NULL || s->rgb != rgb)
				s = hist_slot(&hist, rgb);
			row[x] = (unsigned char)s->index;
		}
	}
	rc = png_emit(out, rows, w, h, truecolour ? 8 : depth_for(np),
	    truecolour ? NULL : pal, np);
	if (rc == PBEM_ERR_LIMIT)
		goto out;		/* the caller draws it smaller */
	if (rc != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot write the PNG");
		goto out;
	}
	if (info != NULL) {
		info->colours = truecolour ? 0 : (int)hist.n;
		info->palette = truecolour ? 0 : np;
		info->exact = !truecolour && hist.n <= (uint32_t)np;
	}
	goto out;
nomem:
	rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory for the PNG");
out:
	free(hist.e);
	free(all);
	free(pixels);
	free(rows);
	return rc;
}
