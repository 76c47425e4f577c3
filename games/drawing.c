/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing.c - building a drawing (drawing.h): bounded, failure sticky like
 * struct buf, text checked as printable UTF-8; and the integer grid
 * geometry the modules and the renderer share.  Below the seam with the
 * rules modules; it never decides what a side sees and never touches
 * cairo, mail or sqlite.  No floating point: the same drawing on any
 * machine, byte for byte.  Reading a drawing (legend, colours, JSON) is
 * drawing_read.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drawing.h"
#include "drawing_priv.h"
#include "pbem_limits.h"

static int
fail(struct drawing *d, int rc)
{
	if (!d->failed)
		d->failed = rc;
	return d->failed;
}

/* The length of the printable UTF-8 character at p: 1 to 4, or 0 for a
 * control character, a stray or broken byte sequence, or the end. */
static size_t
char_len(const unsigned char *p)
{
	size_t more, i;

	if (*p < 0x20 || *p == 0x7f)
		return 0;
	if (*p < 0x80)
		return 1;
	if (*p >= 0xc2 && *p <= 0xdf)
		more = 1;
	else if (*p >= 0xe0 && *p <= 0xef)
		more = 2;
	else if (*p >= 0xf0 && *p <= 0xf4)
		more = 3;
	else
		return 0;
	for (i = 1; i <= more; i++)
		if ((p[i] & 0xc0) != 0x80)
			return 0;
	return more + 1;
}

/* Printable UTF-8 (no control characters, no broken sequences) that fits
 * in n bytes with its NUL: what pango and JSON both take as it is. */
static int
text_ok(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t k;

	if (s == NULL || memchr(s, '\0', n) == NULL)
		return 0;
	for (; *p; p += k)
		if ((k = char_len(p)) == 0)
			return 0;
	return 1;
}

static int
set_text(struct drawing *d, char *dst, size_t n, const char *s)
{
	size_t len;

	if (d->failed)
		return d->failed;
	if (s == NULL)
		s = "";
	len = strlen(s);
	if (len >= n || !text_ok(s, len + 1))
		return fail(d, PBEM_ERR_USAGE);
	memcpy(dst, s, len + 1);
	return PBEM_OK;
}

void
drawing_init(struct drawing *d, const char *unit, int width, int height,
    int token)
{
	memset(d, 0, sizeof *d);
	d->viewer = -1;
	if (width <= 0 || height <= 0 || token <= 0 || width > 1000000000 ||
	    height > 1000000000 || token > width + height)
		fail(d, PBEM_ERR_USAGE);
	d->width = width;
	d->height = height;
	d->token = token;
	set_text(d, d->unit, sizeof d->unit, unit);
}

void
drawing_free(struct drawing *d)
{
	free(d->items);
	free(d->pts);
	d->items = NULL;
	d->pts = NULL;
	d->nitems = d->cap = d->npts = d->ptcap = 0;
}

int
drawing_failed(const struct drawing *d)
{
	return d->failed;
}

int
drawing_title(struct drawing *d, const char *title, const char *subtitle)
{
	set_text(d, d->title, sizeof d->title, title);
	return set_text(d, d->subtitle, sizeof d->subtitle, subtitle);
}

int
drawing_side(struct drawing *d, int side, const char *name)
{
	if (side < 0 || side >= DRAW_MAX_SIDES)
		return fail(d, PBEM_ERR_USAGE);
	if (set_text(d, d->side[side], sizeof d->side[side], name))
		return d->failed;
	if (side >= d->nsides)
		d->nsides = side + 1;
	return PBEM_OK;
}

int
drawing_viewer(struct drawing *d, int side)
{
	if (side < -1 || side >= DRAW_MAX_SIDES)
		return fail(d, PBEM_ERR_USAGE);
	d->viewer = side;
	return d->failed;
}

int
drawing_heading(struct drawing *d, const char *system, const char *game,
    int viewer, const char *viewer_name, const char *summary)
{
	char title[DRAW_TITLE_LEN], sub[DRAW_TITLE_LEN], b[256];

	snprintf(b, sizeof b, "%s: %s", system, game);
	drawing_text_fit(title, sizeof title, b);
	snprintf(b, sizeof b, "%s%s. %s", viewer >= 0 ? viewer_name :
	    "Referee", viewer >= 0 ? "'s map" : "'s map (everything)",
	    summary);
	drawing_text_fit(sub, sizeof sub, b);
	drawing_title(d, title, sub);
	drawing_viewer(d, viewer);
	return drawing_north(d, 0);
}

int
drawing_north(struct drawing *d, int degrees)
{
	if (degrees < 0 || degrees > 359)
		return fail(d, PBEM_ERR_USAGE);
	d->north = degrees;
	return d->failed;
}

int
drawing_scale(struct drawing *d, int length, const char *label)
{
	if (length <= 0 || length > d->width)
		return fail(d, PBEM_ERR_USAGE);
	d->scale_len = length;
	return set_text(d, d->scale_label, sizeof d->scale_label, label);
}

int
drawing_note(struct drawing *d, const char *text)
{
	if (d->nnotes >= DRAW_MAX_NOTES)
		return fail(d, PBEM_ERR_LIMIT);
	if (set_text(d, d->note[d->nnotes], sizeof d->note[0], text))
		return d->failed;
	d->nnotes++;
	return PBEM_OK;
}

int
drawing_frame(struct drawing *d, int x, int y, int w, int h)
{
	if (d->failed)
		return d->failed;
	if (d->frame.on || x < 0 || y < 0 || w < d->token || h < d->token ||
	    x > d->width - w || y > d->height - h)
		return fail(d, PBEM_ERR_USAGE);
	d->frame.on = 1;
	d->frame.x = x;
	d->frame.y = y;
	d->frame.full_w = d->width;
	d->frame.full_h = d->height;
	d->width = w;
	d->height = h;
	return PBEM_OK;
}

int
drawing_note_wrapped(struct drawing *d, const char *text)
{
	char part[DRAW_TEXT_LEN], fit[DRAW_TEXT_LEN];
	size_t n, cut;

	while (*text == ' ')
		text++;
	while (*text != '\0' && d->nnotes < DRAW_MAX_NOTES && !d->failed) {
		n = strlen(text);
		if (n < sizeof part)
			cut = n;
		else {		/* the last space that leaves a whole word */
			for (cut = sizeof part - 1; cut > 0 && text[cut] != ' ';
			    cut--)
				;
			if (cut == 0)
				cut = sizeof part - 1;
		}
		memcpy(part, text, cut);
		part[cut] = '\0';
		drawing_text_fit(fit, sizeof fit, part);
		drawing_note(d, fit);
		for (text += cut; *text == ' '; text++)
			;
	}
	return d->failed;
}

int
drawing_terrain_name(struct drawing *d, enum draw_terrain t,
    const char *name)
{
	if ((int)t <= DRAW_T_OFF || t >= DRAW_T_COUNT)
		return fail(d, PBEM_ERR_USAGE);
	return set_text(d, d->terrain_name[t], sizeof d->terrain_name[t],
	    name);
}

static int
flag_bit(unsigned flag)
{
	int b;

	for (b = 0; b < DRAW_ST_COUNT; b++)
		if (flag == 1u << b)
			return b;
	return -1;
}

int
drawing_status_name(struct drawing *d, unsigned flag, const char *name)
{
	int b = flag_bit(flag);

	if (b < 0)
		return fail(d, PBEM_ERR_USAGE);
	return set_text(d, d->status_name[b], sizeof d->status_name[b], name);
}

int
drawing_status_letter(struct drawing *d, unsigned flag, const char *letter)
{
	int b = flag_bit(flag);

	if (b < 0 || letter == NULL || letter[0] == '\0')
		return fail(d, PBEM_ERR_USAGE);
	return set_text(d, d->status_letter[b], sizeof d->status_letter[b],
	    letter);
}

/* A new item, zeroed; NULL (and the drawing failed) past the limit. */
static struct draw_item *
new_item(struct drawing *d, enum draw_kind kind)
{
	struct draw_item *n;
	int cap;

	if (d->failed)
		return NULL;
	if (d->nitems >= PBEM_MAX_DRAW_ITEMS) {
		fail(d, PBEM_ERR_LIMIT);
		return NULL;
	}
	if (d->nitems == d->cap) {
		cap = d->cap ? d->cap * 2 : 64;
		if (cap > PBEM_MAX_DRAW_ITEMS)
			cap = PBEM_MAX_DRAW_ITEMS;
		if ((n = realloc(d->items, (size_t)cap * sizeof *n)) == NULL) {
			fail(d, PBEM_ERR_NOMEM);
			return NULL;
		}
		d->items = n;
		d->cap = cap;
	}
	n = &d->items[d->nitems++];
	memset(n, 0, sizeof *n);
	n->kind = kind;
	return n;
}

/* Copy n points into the pool; their first index, or -1 (failed). */
static int
add_points(struct drawing *d, const struct draw_pt *pts, int n, int min)
{
	struct draw_pt *p;
	int cap, first;

	if (d->failed)
		return -1;
	if (pts == NULL || n < min || n > PBEM_MAX_DRAW_POINTS) {
		fail(d, PBEM_ERR_USAGE);
		return -1;
	}
	if (d->npts + n > PBEM_MAX_DRAW_POINTS) {
		fail(d, PBEM_ERR_LIMIT);
		return -1;
	}
	if (d->npts + n > d->ptcap) {
		cap = d->ptcap ? d->ptcap : 256;
		while (cap < d->npts + n)
			cap *= 2;
		if (cap > PBEM_MAX_DRAW_POINTS)
			cap = PBEM_MAX_DRAW_POINTS;
		if ((p = realloc(d->pts, (size_t)cap * sizeof *p)) == NULL) {
			fail(d, PBEM_ERR_NOMEM);
			return -1;
		}
		d->pts = p;
		d->ptcap = cap;
	}
	first = d->npts;
	memcpy(d->pts + first, pts, (size_t)n * sizeof *pts);
	d->npts += n;
	return first;
}

static int
ink_ok(int ink, int none_ok)
{
	if (ink == DRAW_INK_NONE)
		return none_ok;
	return (ink >= DRAW_INK_BLACK && ink <= DRAW_INK_ROAD) ||
	    (ink >= DRAW_INK_SIDE0 && ink < DRAW_INK_SIDE(DRAW_MAX_SIDES));
}

int
drawing_poly(struct drawing *d, const struct draw_pt *pts, int n, int fill,
    int ink, int width, int dashed)
{
	struct draw_item *it;
	int first;

	if (!ink_ok(fill, 1) || !ink_ok(ink, 1) || width < 0 ||
	    (fill == DRAW_INK_NONE && ink == DRAW_INK_NONE))
		return fail(d, PBEM_ERR_USAGE);
	if ((first = add_points(d, pts, n, 3)) < 0 ||
	    (it = new_item(d, DRAW_POLY)) == NULL)
		return d->failed;
	it->u.poly.first = first;
	it->u.poly.n = n;
	it->u.poly.fill = fill;
	it->u.poly.ink = ink;
	it->u.poly.width = width;
	it->u.poly.dashed = dashed != 0;
	return PBEM_OK;
}

int
drawing_line(struct drawing *d, const struct draw_pt *pts, int n,
    enum draw_line_kind kind, int ink, int width, int arrow)
{
	struct draw_item *it;
	int first;

	if ((int)kind < 0 || kind >= DRAW_L_COUNT || !ink_ok(ink, 0) ||
	    width < 0)
		return fail(d, PBEM_ERR_USAGE);
	if ((first = add_points(d, pts, n, 2)) < 0 ||
	    (it = new_item(d, DRAW_LINE)) == NULL)
		return d->failed;
	it->u.line.first = first;
	it->u.line.n = n;
	it->u.line.kind = kind;
	it->u.line.ink = ink;
	it->u.line.width = width;
	it->u.line.arrow = arrow != 0;
	return PBEM_OK;
}

int
drawing_circle(struct drawing *d, int x, int y, int r, int fill, int ink,
    int width)
{
	struct draw_item *it;

	if (r <= 0 || !ink_ok(fill, 1) || !ink_ok(ink, 1) || width < 0 ||
	    (fill == DRAW_INK_NONE && ink == DRAW_INK_NONE))
		return fail(d, PBEM_ERR_USAGE);
	if ((it = new_item(d, DRAW_CIRCLE)) == NULL)
		return d->failed;
	it->u.circle.x = x;
	it->u.circle.y = y;
	it->u.circle.r = r;
	it->u.circle.fill = fill;
	it->u.circle.ink = ink;
	it->u.circle.width = width;
	return PBEM_OK;
}

int
drawing_text(struct drawing *d, int x, int y, const char *text,
    enum draw_anchor anchor, enum draw_size size, int ink)
{
	struct draw_item *it;

	if ((int)anchor < 0 || anchor > DRAW_A_NW || (int)size < 0 ||
	    size > DRAW_S_HUGE || !ink_ok(ink, 0) || text == NULL ||
	    text[0] == '\0')
		return fail(d, PBEM_ERR_USAGE);
	if ((it = new_item(d, DRAW_TEXT)) == NULL)
		return d->failed;
	it->u.text.x = x;
	it->u.text.y = y;
	it->u.text.anchor = anchor;
	it->u.text.size = size;
	it->u.text.ink = ink;
	return set_text(d, it->u.text.text, sizeof it->u.text.text, text);
}

int
drawing_area(struct drawing *d, const struct draw_pt *pts, int n,
    enum draw_terrain t, const char *label)
{
	struct draw_item *it;
	int first;

	if ((int)t <= DRAW_T_OFF || t >= DRAW_T_COUNT)
		return fail(d, PBEM_ERR_USAGE);
	if ((first = add_points(d, pts, n, 3)) < 0 ||
	    (it = new_item(d, DRAW_AREA)) == NULL)
		return d->failed;
	it->u.area.first = first;
	it->u.area.n = n;
	it->u.area.terrain = t;
	return set_text(d, it->u.area.label, sizeof it->u.area.label, label);
}

int
drawing_token(struct drawing *d, const struct draw_token *t)
{
	struct draw_item *it;

	if (t->side < 0 || t->side >= DRAW_MAX_SIDES || t->size < 0 ||
	    (t->facing != DRAW_NO_FACING && (t->facing < 0 ||
	    t->facing > 359)) || (t->status >> DRAW_ST_COUNT) != 0 ||
	    !text_ok(t->id, sizeof t->id) || t->id[0] == '\0' ||
	    !text_ok(t->sub, sizeof t->sub) || !text_ok(t->cell,
	    sizeof t->cell))
		return fail(d, PBEM_ERR_USAGE);
	if ((it = new_item(d, DRAW_TOKEN)) == NULL)
		return d->failed;
	it->u.token = *t;
	it->u.token.has_tail = t->has_tail != 0;
	if (!it->u.token.has_tail)
		it->u.token.tail_x = it->u.token.tail_y = 0;
	return PBEM_OK;
}

int
drawing_objective(struct drawing *d, int x, int y, const char *label,
    int holder)
{
	struct draw_item *it;

	if (holder < -1 || holder >= DRAW_MAX_SIDES)
		return fail(d, PBEM_ERR_USAGE);
	if ((it = new_item(d, DRAW_OBJECTIVE)) == NULL)
		return d->failed;
	it->u.obj.x = x;
	it->u.obj.y = y;
	it->u.obj.holder = holder;
	return set_text(d, it->u.obj.label, sizeof it->u.obj.label, label);
}

int
drawing_mark(struct drawing *d, int x, int y, enum draw_mark_kind m)
{
	struct draw_item *it;

	if ((int)m < 0 || m >= DRAW_M_COUNT)
		return fail(d, PBEM_ERR_USAGE);
	if ((it = new_item(d, DRAW_MARK)) == NULL)
		return d->failed;
	it->u.mark.x = x;
	it->u.mark.y = y;
	it->u.mark.kind = m;
	return PBEM_OK;
}

/* ---- the grid ---- */

static int
grid_new(struct drawing *d, enum draw_grid_kind kind, int x0, int y0,
    int size, int cols, int rows)
{
	struct draw_grid *g = &d->grid;

	if (d->failed)
		return d->failed;
	if (g->kind != DRAW_GRID_NONE || cols < 1 || rows < 1 ||
	    cols > DRAW_MAX_GRID_COLS || rows > DRAW_MAX_GRID_ROWS ||
	    cols * rows > DRAW_MAX_CELLS || size < 8 || size > 1000000 ||
	    (kind == DRAW_GRID_HEX && size % 4 != 0) || x0 < 0 || y0 < 0)
		return fail(d, PBEM_ERR_USAGE);
	g->kind = kind;
	g->x0 = x0;
	g->y0 = y0;
	g->size = size;
	g->cols = cols;
	g->rows = rows;
	/* sqrt(3)/2 of the half width, rounded: the one irrational number
	 * of the hex, fixed here as an integer for every reader */
	g->hh = (int)(((long long)size / 2 * 866025 + 500000) / 1000000);
	return PBEM_OK;
}

int
drawing_hexgrid(struct drawing *d, int x0, int y0, int size, int cols,
    int rows)
{
	return grid_new(d, DRAW_GRID_HEX, x0, y0, size, cols, rows);
}

int
drawing_zone(struct drawing *d, int x0, int y0, int x1, int y1, int grow,
    int ink, const char *name, int low)
{
	struct draw_pt p[4];
	char lab[DRAW_TEXT_LEN];
	int rc;

	x0 -= grow;
	y0 -= grow;
	x1 += grow;
	y1 += grow;
	p[0] = (struct draw_pt){ x0, y0 };
	p[1] = (struct draw_pt){ x1, y0 };
	p[2] = (struct draw_pt){ x1, y1 };
	p[3] = (struct draw_pt){ x0, y1 };
	rc = drawing_poly(d, p, 4, DRAW_INK_NONE, ink, 60, 1);
	snprintf(lab, sizeof lab, "%s deploys here", name);
	return rc | drawing_text(d, (x0 + x1) / 2, low ? y1 - 60 : y0 + 60, lab,
	    low ? DRAW_A_S : DRAW_A_N, DRAW_S_NORMAL, ink);
}

int
drawing_squaregrid(struct drawing *d, int x0, int y0, int size, int cols,
    int rows)
{
	return grid_new(d, DRAW_GRID_SQUARE, x0, y0, size, cols, rows);
}

static int
on_grid(const struct drawing *d, int c, int r)
{
	return d->grid.kind != DRAW_GRID_NONE && c >= 0 && r >= 0 &&
	    c < d->grid.cols && r < d->grid.rows;
}

int
drawing_grid_cell(struct drawing *d, int c, int r, enum draw_terrain t,
    int level)
{
	if (!on_grid(d, c, r) || (int)t < 0 || t >= DRAW_T_COUNT ||
	    level < 0 || level > 9)
		return fail(d, PBEM_ERR_USAGE);
	d->grid.terrain[c + r * d->grid.cols] = (unsigned char)t;
	d->grid.level[c + r * d->grid.cols] = (unsigned char)level;
	return d->failed;
}

int
drawing_grid_col_label(struct drawing *d, int c, const char *label)
{
	if (!on_grid(d, c, 0))
		return fail(d, PBEM_ERR_USAGE);
	return set_text(d, d->grid.col_label[c], sizeof d->grid.col_label[c],
	    label);
}

int
drawing_grid_row_label(struct drawing *d, int r, const char *label)
{
	if (!on_grid(d, 0, r))
		return fail(d, PBEM_ERR_USAGE);
	return set_text(d, d->grid.row_label[r], sizeof d->grid.row_label[r],
	    label);
}

int
drawing_square_labels(struct drawing *d, int gap)
{
	return drawing_square_labels_turned(d, gap, 0);
}

int
drawing_square_labels_turned(struct drawing *d, int gap, int turned)
{
	const struct draw_grid *g = &d->grid;
	char lab[8];
	int c, r, px, py;

	if (g->kind != DRAW_GRID_SQUARE || g->cols > 26)
		return fail(d, PBEM_ERR_USAGE);
	for (c = 0; c < g->cols; c++) {
		snprintf(lab, sizeof lab, "%c", 'A' + (turned ? g->cols - 1 -
		    c : c));
		drawing_grid_col_label(d, c, lab);
		drawing_cell_centre(d, c, g->rows - 1, &px, &py);
		drawing_text(d, px, g->y0 - gap, lab, DRAW_A_S, DRAW_S_LARGE,
		    DRAW_INK_BLACK);
		drawing_text(d, px, d->height - g->y0 + gap, lab, DRAW_A_N,
		    DRAW_S_LARGE, DRAW_INK_BLACK);
	}
	for (r = 0; r < g->rows; r++) {
		snprintf(lab, sizeof lab, "%d", turned ? g->rows - r : r + 1);
		drawing_grid_row_label(d, g->rows - 1 - r, lab);
		drawing_cell_centre(d, 0, g->rows - 1 - r, &px, &py);
		drawing_text(d, g->x0 - gap, py, lab, DRAW_A_E, DRAW_S_LARGE,
		    DRAW_INK_BLACK);
		drawing_text(d, d->width - g->x0 + gap, py, lab, DRAW_A_W,
		    DRAW_S_LARGE, DRAW_INK_BLACK);
	}
	return d->failed;
}

int
drawing_grid_sheet(struct drawing *d, int c0, int r0, int cols, int rows,
    const char *prefix)
{
	struct draw_grid *g = &d->grid;

	if (!on_grid(d, c0, r0) || cols < 1 || rows < 1 ||
	    c0 + cols > g->cols || r0 + rows > g->rows)
		return fail(d, PBEM_ERR_USAGE);
	if (g->nsheets >= DRAW_MAX_SHEETS)
		return fail(d, PBEM_ERR_LIMIT);
	if (set_text(d, g->sheet[g->nsheets].prefix, sizeof g->sheet[0].prefix,
	    prefix))
		return d->failed;
	g->sheet[g->nsheets].c0 = c0;
	g->sheet[g->nsheets].r0 = r0;
	g->sheet[g->nsheets].cols = cols;
	g->sheet[g->nsheets].rows = rows;
	g->nsheets++;
	return PBEM_OK;
}

int
drawing_cell_centre(const struct drawing *d, int c, int r, int *x, int *y)
{
	const struct draw_grid *g = &d->grid;

	if (!on_grid(d, c, r))
		return -1;
	if (g->kind == DRAW_GRID_HEX) {
		*x = g->x0 + g->size / 2 + c * (g->size / 4 * 3);
		*y = g->y0 + g->hh + r * 2 * g->hh + (c & 1) * g->hh;
	} else {
		*x = g->x0 + c * g->size + g->size / 2;
		*y = g->y0 + r * g->size + g->size / 2;
	}
	return 0;
}

int
drawing_cell_corners(const struct drawing *d, int c, int r,
    struct draw_pt out[6])
{
	int x, y, s, q, h;

	if (drawing_cell_centre(d, c, r, &x, &y) != 0)
		return -1;
	s = d->grid.size / 2;
	if (d->grid.kind == DRAW_GRID_SQUARE) {
		out[0] = (struct draw_pt){ x - s, y - s };
		out[1] = (struct draw_pt){ x + s, y - s };
		out[2] = (struct draw_pt){ x + s, y + s };
		out[3] = (struct draw_pt){ x - s, y + s };
		return 4;
	}
	q = d->grid.size / 4;
	h = d->grid.hh;
	/* clockwise from the west corner: W, NW end of N, NE end, E, ... */
	out[0] = (struct draw_pt){ x - s, y };
	out[1] = (struct draw_pt){ x - q, y - h };
	out[2] = (struct draw_pt){ x + q, y - h };
	out[3] = (struct draw_pt){ x + s, y };
	out[4] = (struct draw_pt){ x + q, y + h };
	out[5] = (struct draw_pt){ x - q, y + h };
	return 6;
}

int
drawing_hexside(const struct drawing *d, int c, int r, int dir,
    struct draw_pt out[2])
{
	/* corner pairs of each hexside, N NE SE S SW NW, in the order of
	 * drawing_cell_corners() */
	static const int ends[6][2] = {
		{ 1, 2 }, { 2, 3 }, { 3, 4 }, { 4, 5 }, { 5, 0 }, { 0, 1 },
	};
	struct draw_pt k[6];

	if (d->grid.kind != DRAW_GRID_HEX || dir < 0 || dir > 5 ||
	    drawing_cell_corners(d, c, r, k) != 6)
		return -1;
	out[0] = k[ends[dir][0]];
	out[1] = k[ends[dir][1]];
	return 0;
}

const char *
drawing_cell_label(const struct drawing *d, int c, int r,
    char out[DRAW_CELL_LEN])
{
	const struct draw_grid *g = &d->grid;
	const char *pre = "";
	int i;

	out[0] = '\0';
	if (!on_grid(d, c, r))
		return out;
	for (i = 0; i < g->nsheets; i++)
		if (c >= g->sheet[i].c0 && c < g->sheet[i].c0 + g->sheet[i].cols
		    && r >= g->sheet[i].r0 && r < g->sheet[i].r0 +
		    g->sheet[i].rows)
			pre = g->sheet[i].prefix;
	snprintf(out, DRAW_CELL_LEN, "%s%s%s", pre, g->col_label[c],
	    g->row_label[r]);
	return out;
}

void
drawing_text_fit(char *dst, size_t n, const char *src)
{
	const unsigned char *p = (const unsigned char *)(src ? src : "");
	size_t o = 0, k;

	if (n == 0)
		return;
	while (*p != '\0') {
		/* a byte that is no printable character becomes '?' */
		if ((k = char_len(p)) == 0) {
			if (o + 1 >= n)
				break;
			dst[o++] = '?';
			p++;
			continue;
		}
		if (o + k >= n)
			break;
		memcpy(dst + o, p, k);
		o += k;
		p += k;
	}
	dst[o] = '\0';
}

int
drawing_facing6(int dir)
{
	return dir >= 0 && dir < 6 ? dir * 60 : DRAW_NO_FACING;
}

int
drawing_facing8(int dir)
{
	return dir >= 0 && dir < 8 ? dir * 45 : DRAW_NO_FACING;
}

/* ---- for drawing_table.c (drawing_priv.h) ---- */

int
drawing_priv_fail(struct drawing *d, int rc)
{
	return fail(d, rc);
}

struct draw_item *
drawing_priv_item(struct drawing *d, enum draw_kind kind)
{
	return new_item(d, kind);
}

int
drawing_priv_text_ok(const char *s, size_t n)
{
	return text_ok(s, n);
}

int
drawing_heading_sides(struct drawing *d, const char *system,
    const char *game, int viewer, const char (*side)[DRAW_NAME_LEN],
    int nsides, const char *summary)
{
	int s;

	if (viewer >= nsides)
		return fail(d, PBEM_ERR_USAGE);
	drawing_heading(d, system, game, viewer, viewer >= 0 ? side[viewer] :
	    NULL, summary);
	for (s = 0; s < nsides; s++)
		drawing_side(d, s, side[s]);
	return d->failed;
}
