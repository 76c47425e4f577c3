/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_png.c - the indexed PNG (src/render_png.c) is faithful:
 *
 *   - pixels of at most 256 colours come back exactly, in the fewest
 *     bits a pixel; more colours keep the commonest ones exactly and
 *     give every other pixel a colour the picture has; same pixels,
 *     same bytes; a limit too small is PBEM_ERR_LIMIT, never a cut PNG;
 *   - a drawing rendered both ways (render_opts.truecolour: cairo's own
 *     24-bit PNG) decodes to the same pixels wherever the palette holds
 *     the pixel's colour, and to identical pictures when every colour
 *     fits; the flat colours of the drawing are all kept.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>

#include "pbem_limits.h"
#include "render.h"
#include "test_pictures.h"

struct png_src {
	const struct buf *b;
	size_t off;
};

static cairo_status_t
png_read(void *closure, unsigned char *data, unsigned int len)
{
	struct png_src *s = closure;

	if (s->off + len > s->b->len)
		return CAIRO_STATUS_READ_ERROR;
	memcpy(data, s->b->data + s->off, len);
	s->off += len;
	return CAIRO_STATUS_SUCCESS;
}

/* The PNG decoded as 0xRRGGBB pixels (w*h, caller frees); NULL if it
 * does not decode. */
static uint32_t *
decode(const struct buf *png, int *w, int *h)
{
	struct png_src s = { png, 0 };
	cairo_surface_t *img = cairo_image_surface_create_from_png_stream(
	    png_read, &s);
	uint32_t *px = NULL, v;
	const unsigned char *data;
	int x, y, stride;

	if (cairo_surface_status(img) != CAIRO_STATUS_SUCCESS)
		goto out;
	*w = cairo_image_surface_get_width(img);
	*h = cairo_image_surface_get_height(img);
	data = cairo_image_surface_get_data(img);
	stride = cairo_image_surface_get_stride(img);
	if ((px = malloc((size_t)*w * *h * sizeof *px)) == NULL)
		goto out;
	for (y = 0; y < *h; y++)
		for (x = 0; x < *w; x++) {
			memcpy(&v, data + (size_t)y * stride + 4 * (size_t)x,
			    sizeof v);
			px[(size_t)y * *w + x] = v & 0xFFFFFFu;
		}
out:
	cairo_surface_destroy(img);
	return px;
}

static int
by_value(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The distinct colours of px, sorted (caller frees), their number in *n
 * and the commonest in *top (up to ntop, most pixels first).  Counted in
 * an open-addressed table, not by sorting the pixels: a map has a few
 * thousand colours and millions of pixels.
 */
static uint32_t *
colours(const uint32_t *px, size_t npx, size_t *n, uint32_t *top, int ntop)
{
	size_t cap = 1 << 16, i, j, k;
	uint32_t *key = NULL, *cnt = NULL, *s = NULL, c;
	int t, grow;

	*n = 0;
	for (;;) {
		free(key);
		free(cnt);
		key = malloc(cap * sizeof *key);
		cnt = calloc(cap, sizeof *cnt);
		if (key == NULL || cnt == NULL)
			goto fail;
		*n = 0;
		grow = 0;
		for (i = 0; i < npx && !grow; i++) {
			c = px[i];
			for (j = (c * 2654435761u) & (cap - 1); cnt[j] != 0 &&
			    key[j] != c; j = (j + 1) & (cap - 1))
				;
			if (cnt[j] == 0) {
				if (2 * (*n + 1) > cap) {
					grow = 1;
					break;
				}
				key[j] = c;
				(*n)++;
			}
			cnt[j]++;
		}
		if (!grow)
			break;
		cap *= 2;
	}
	if ((s = malloc((*n ? *n : 1) * sizeof *s)) == NULL)
		goto fail;
	for (i = 0, k = 0; i < cap; i++)
		if (cnt[i] != 0)
			s[k++] = key[i];
	qsort(s, *n, sizeof *s, by_value);
	for (t = 0; t < ntop; t++) {
		top[t] = 0xFFFFFFFFu;
		for (i = 0, k = cap; i < cap; i++)
			if (cnt[i] != 0 && (k == cap || cnt[i] > cnt[k]))
				k = i;
		if (k < cap) {
			top[t] = key[k];
			cnt[k] = 0;
		}
	}
	free(key);
	free(cnt);
	return s;
fail:
	free(key);
	free(cnt);
	*n = 0;
	return NULL;
}

static int
has(const uint32_t *sorted, size_t n, uint32_t c)
{
	return bsearch(&c, sorted, n, sizeof c, by_value) != NULL;
}

/* Compare the decoded indexed picture `got` with the truecolour `want`;
 * `map`: a drawing, mostly flat colours, whose 16 commonest must stay
 * and whose pixels must nearly all keep their colour. */
static void
compare(const char *what, const uint32_t *want, const uint32_t *got,
    size_t npx, int exact, int map)
{
	uint32_t top[16], *pal;
	size_t npal, i, same = 0, moved = 0;
	int t;

	pal = colours(got, npx, &npal, top, 0);
	CHECK(pal != NULL && npal <= 256, "%s: %zu colours in an indexed "
	    "PNG", what, npal);
	for (i = 0; pal != NULL && i < npx; i++) {
		if (want[i] == got[i])
			same++;
		else if (has(pal, npal, want[i]))
			moved++;	/* its colour was in the palette */
	}
	CHECK(moved == 0, "%s: %zu pixels whose colour is in the palette "
	    "came back in another", what, moved);
	if (exact || !map)
		CHECK(!exact || same == npx, "%s: every colour fits the palette, yet "
		    "%zu of %zu pixels differ", what, npx - same, npx);
	else
		/* 90: a framed Highest Ground map (overview inset, the
		 * translucent map name over hexes) blends more colours than
		 * 256 hold; what moves is antialiasing, looked at by eye */
		CHECK(same * 100 >= npx * 90, "%s: only %zu of %zu pixels "
		    "kept their colour", what, same, npx);
	free(pal);
	/* the drawing's flat colours (the commonest) are all kept */
	pal = colours(want, npx, &npal, top, map ? 16 : 1);
	for (t = 0; pal != NULL && t < (map ? 16 : 1); t++)
		for (i = 0; top[t] != 0xFFFFFFFFu && i < npx; i++)
			if (want[i] == top[t]) {
				CHECK(got[i] == top[t], "%s: the flat colour "
				    "%06x is not kept", what, top[t]);
				break;
			}
	free(pal);
}

void
png_faithful(const char *what, const struct drawing *d,
    const struct render_opts *o, const struct buf *indexed,
    const struct render_info *info)
{
	struct render_opts t = *o;
	struct render_info ti;
	struct buf rgb;
	uint32_t *want = NULL, *got = NULL;
	int w1, h1, w2, h2;

	buf_init(&rgb, PBEM_MAX_PICTURE);
	t.truecolour = 1;
	t.max_bytes = PBEM_MAX_PICTURE;
	if (render(d, &t, &rgb, &ti) != PBEM_OK)
		goto out;
	CHECK(ti.width == info->width && ti.height == info->height, "%s: "
	    "the 24-bit render is %dx%d, the indexed %dx%d", what, ti.width,
	    ti.height, info->width, info->height);
	want = decode(&rgb, &w1, &h1);
	got = decode(indexed, &w2, &h2);
	CHECK(want != NULL && got != NULL && w1 == w2 && h1 == h2, "%s: the "
	    "PNGs do not decode alike", what);
	if (want != NULL && got != NULL && w1 == w2 && h1 == h2)
		compare(what, want, got, (size_t)w1 * h1, info->colours > 0 &&
		    info->colours <= info->palette, 1);
out:
	free(want);
	free(got);
	buf_free(&rgb);
}

/* Synthetic pixels straight into render_png_encode. */
void
test_png_encode(void)
{
	enum { W = 97, H = 61 };
	static uint32_t px[W * H];
	struct render_png_info pi;
	struct pbem_err err = { 0 };
	struct buf a, b;
	uint32_t *got;
	int x, y, w, h;

	buf_init(&a, 1 << 20);
	buf_init(&b, 1 << 20);
	/* four colours: exact, two bits a pixel */
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++)
			px[y * W + x] = (x / 8 + y / 8) % 4 == 0 ? 0xFFFFFF :
			    (x + y) % 3 == 0 ? 0x1A1A1A : x % 5 ? 0xD95F02 :
			    0x1F78B4;
	CHECK(render_png_encode((const unsigned char *)px, W, H, 4 * W, 256,
	    &a, &pi, &err) == PBEM_OK && pi.exact && pi.colours == 4 &&
	    pi.palette == 4, "four colours: %s", err.msg);
	CHECK(a.len > 25 && (unsigned char)a.data[24] == 2 &&
	    (unsigned char)a.data[25] == 3, "four colours: not a 2-bit "
	    "indexed PNG");
	if ((got = decode(&a, &w, &h)) != NULL) {
		CHECK(w == W && h == H && memcmp(got, px, sizeof px) == 0,
		    "four colours do not come back exactly");
		free(got);
	} else
		CHECK(0, "four colours: the PNG does not decode");
	/* a gradient of 97*61 colours over a white page: 256 of them */
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++)
			px[y * W + x] = x < W / 2 ? 0xFFFFFF :
			    (uint32_t)(x * 2) << 16 | (uint32_t)(y * 4) << 8 |
			    (uint32_t)((x + y) & 0xff);
	CHECK(render_png_encode((const unsigned char *)px, W, H, 4 * W, 256,
	    &a, &pi, &err) == PBEM_OK && !pi.exact && pi.palette == 256 &&
	    pi.colours > 256, "a gradient: %s", err.msg);
	if ((got = decode(&a, &w, &h)) != NULL) {
		compare("gradient", px, got, (size_t)W * H, 0, 0);
		free(got);
	}
	/* same pixels, same bytes; and 64 colours is smaller still */
	CHECK(render_png_encode((const unsigned char *)px, W, H, 4 * W, 256,
	    &b, NULL, &err) == PBEM_OK && a.len == b.len &&
	    memcmp(a.data, b.data, a.len) == 0, "one picture, two PNGs");
	CHECK(render_png_encode((const unsigned char *)px, W, H, 4 * W, 64,
	    &b, &pi, &err) == PBEM_OK && pi.palette == 64 && b.len < a.len,
	    "64 colours: %zu bytes, 256: %zu", b.len, a.len);
	/* too small a buffer: refused, nothing half written */
	buf_free(&b);
	buf_init(&b, 100);
	CHECK(render_png_encode((const unsigned char *)px, W, H, 4 * W, 256,
	    &b, NULL, &err) == PBEM_ERR_LIMIT, "a PNG over its limit");
	CHECK(render_png_encode((const unsigned char *)px, W, H, 4 * W, 1,
	    &a, NULL, &err) == PBEM_ERR_USAGE, "a palette of one colour");
	buf_free(&a);
	buf_free(&b);
}
