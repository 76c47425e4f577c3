/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_thumb.c - a small copy of a PNG the renderer made: the archive
 * index's thumbnail of a phase's map.  Scaled down (never up) to fit
 * `side` pixels both ways with cairo's good filter, then written with
 * a palette of RENDER_PNG_FEWER colours, as a report's map is when room
 * is short (a thumbnail is a glance: a fifth of the bytes of 24-bit);
 * same input -> same bytes.
 */
#include <string.h>

#include <cairo.h>

#include "render.h"

struct png_in {
	const unsigned char *p;
	size_t len, at;
};

static cairo_status_t
png_read(void *arg, unsigned char *data, unsigned int n)
{
	struct png_in *in = arg;

	if (n > in->len - in->at)
		return CAIRO_STATUS_READ_ERROR;
	memcpy(data, in->p + in->at, n);
	in->at += n;
	return CAIRO_STATUS_SUCCESS;
}

int
render_thumb(const struct buf *png, int side, struct buf *out,
    struct pbem_err *err)
{
	struct png_in in = { (const unsigned char *)png->data, png->len, 0 };
	cairo_surface_t *src, *dst = NULL;
	cairo_t *cr;
	int w, h, tw, th, big, rc;
	double k;

	if (side < 16 || side > 4096)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "bad thumbnail size");
	src = cairo_image_surface_create_from_png_stream(png_read, &in);
	if (cairo_surface_status(src) != CAIRO_STATUS_SUCCESS) {
		cairo_surface_destroy(src);
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "not a PNG");
	}
	w = cairo_image_surface_get_width(src);
	h = cairo_image_surface_get_height(src);
	big = w > h ? w : h;
	k = big > side ? (double)side / big : 1.0;
	tw = (int)(w * k + 0.5);
	th = (int)(h * k + 0.5);
	if (tw < 1)
		tw = 1;
	if (th < 1)
		th = 1;
	dst = cairo_image_surface_create(CAIRO_FORMAT_RGB24, tw, th);
	cr = cairo_create(dst);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	cairo_scale(cr, k, k);
	cairo_set_source_surface(cr, src, 0, 0);
	cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
	cairo_paint(cr);
	cairo_destroy(cr);
	cairo_surface_flush(dst);
	buf_reset(out);
	if (cairo_surface_status(dst) != CAIRO_STATUS_SUCCESS)
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "cannot draw the "
		    "thumbnail: %s", cairo_status_to_string(
		    cairo_surface_status(dst)));
	else if ((rc = render_png_encode(cairo_image_surface_get_data(dst),
	    tw, th, cairo_image_surface_get_stride(dst), RENDER_PNG_FEWER,
	    out, NULL, err)) == PBEM_ERR_LIMIT)
		rc = pbem_fail(err, PBEM_ERR_LIMIT, 0, "the thumbnail does "
		    "not fit its limit");
	cairo_surface_destroy(dst);
	cairo_surface_destroy(src);
	return rc;
}
