/*
 * drawing.c - the drawing vocabulary of drawing.h: building a drawing
 * (bounded, failure sticky like struct buf), the integer grid geometry the
 * modules and the renderer share, the legend computed from what was drawn,
 * and the stable JSON form.  Below the seam with the rules modules; it
 * never decides what a side sees and never touches cairo, mail or sqlite.
 * No floating point: the same drawing on any machine, byte for byte.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drawing.h"
#include "pbem_limits.h"

/* Okabe & Ito's palette: blue, vermilion, bluish green, reddish purple,
 * orange, sky blue, yellow, black.  Blue and vermilion come first: the
 * pair most readers, colour-blind or not, tell apart at once. */
static const unsigned side_rgb[DRAW_MAX_SIDES] = {
	0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7,
	0xE69F00, 0x56B4E9, 0xF0E442, 0x000000,
};

static const struct {
	char code;
	const char *key;
	unsigned rgb;
} terrains[DRAW_T_COUNT] = {
	[DRAW_T_OFF] = { ' ', "off", 0xFFFFFF },
	[DRAW_T_OPEN] = { '.', "open", 0xF4F1E4 },
	[DRAW_T_WOODS] = { 'F', "woods", 0xA8CF8E },
	[DRAW_T_HILL] = { 'H', "hill", 0xE0C89A },
	[DRAW_T_TOWN] = { 'T', "town", 0xC4BEB8 },
	[DRAW_T_VILLAGE] = { 'V', "village", 0xD8CCC0 },
	[DRAW_T_WATER] = { '~', "water", 0x9CC7EA },
	[DRAW_T_MARSH] = { 'S', "marsh", 0xC6DDD2 },
	[DRAW_T_ROUGH] = { 'r', "rough", 0xDDD5B8 },
	[DRAW_T_FIELD] = { 'f', "field", 0xEDE3A8 },
	[DRAW_T_BRIDGE] = { '=', "bridge", 0x9CC7EA },
	[DRAW_T_FORD] = { 'd', "ford", 0xBFDDF2 },
	[DRAW_T_SAND] = { 's', "sand", 0xF1E2B8 },
};

static const char *const status_keys[DRAW_ST_COUNT] = {
	"disordered", "routed", "no_ammo", "bloodied", "jammed", "leader",
	"mounted", "march", "spotted", "engaged", "last_known",
};
static const char *const status_words[DRAW_ST_COUNT] = {
	"disordered", "routed", "out of ammunition", "bloodied", "jammed",
	"leader with it", "mounted", "march column", "seen by the enemy now",
	"locked in melee", "last known position",
};
static const char *const line_keys[DRAW_L_COUNT] = {
	"plain", "road", "river", "move", "retreat", "attack", "fire",
};
static const char *const line_words[DRAW_L_COUNT] = {
	"", "road", "river", "move seen this phase", "retreat",
	"attack (close combat)", "fire at range",
};
static const char *const mark_keys[DRAW_M_COUNT] = {
	"combat", "fort1", "fort2",
};
static const char *const mark_words[DRAW_M_COUNT] = {
	"combat this phase", "fortification, light", "fortification, strong",
};
static const char *const anchor_keys[] = {
	"centre", "n", "ne", "e", "se", "s", "sw", "w", "nw",
};
static const char *const size_keys[] = { "small", "normal", "large", "huge" };
static const char *const kind_keys[DRAW_KIND_COUNT] = {
	"poly", "line", "circle", "text", "area", "token", "objective", "mark",
};

static int
fail(struct drawing *d, int rc)
{
	if (!d->failed)
		d->failed = rc;
	return d->failed;
}

/* Printable UTF-8 (no control characters, no broken sequences) that fits
 * in n bytes with its NUL: what pango and JSON both take as it is. */
static int
text_ok(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	int more;

	if (s == NULL || memchr(s, '\0', n) == NULL)
		return 0;
	while (*p) {
		if (*p < 0x20 || *p == 0x7f)
			return 0;
		if (*p < 0x80) {
			p++;
			continue;
		}
		if (*p >= 0xc2 && *p <= 0xdf)
			more = 1;
		else if (*p >= 0xe0 && *p <= 0xef)
			more = 2;
		else if (*p >= 0xf0 && *p <= 0xf4)
			more = 3;
		else
			return 0;
		for (p++; more > 0; more--, p++)
			if ((*p & 0xc0) != 0x80)
				return 0;
	}
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

/* ---- reading ---- */

unsigned
drawing_ink_rgb(int ink)
{
	switch (ink) {
	case DRAW_INK_BLACK:	return 0x1A1A1A;
	case DRAW_INK_GREY:	return 0x8C8C8C;
	case DRAW_INK_WHITE:	return 0xFFFFFF;
	case DRAW_INK_WATER:	return 0x3C8DD2;
	case DRAW_INK_ROAD:	return 0x8B5A2B;
	default:
		if (ink >= DRAW_INK_SIDE0 && ink < DRAW_INK_SIDE(DRAW_MAX_SIDES))
			return side_rgb[ink - DRAW_INK_SIDE0];
		return 0x000000;
	}
}

unsigned
drawing_terrain_rgb(enum draw_terrain t)
{
	return (int)t >= 0 && t < DRAW_T_COUNT ? terrains[t].rgb : 0xFFFFFF;
}

const char *
drawing_terrain_word(const struct drawing *d, enum draw_terrain t)
{
	if ((int)t < 0 || t >= DRAW_T_COUNT)
		return "";
	return d->terrain_name[t][0] ? d->terrain_name[t] : terrains[t].key;
}

const char *
drawing_status_word(const struct drawing *d, int bit)
{
	if (bit < 0 || bit >= DRAW_ST_COUNT)
		return "";
	return d->status_name[bit][0] ? d->status_name[bit] :
	    status_words[bit];
}

const char *
drawing_line_word(enum draw_line_kind k)
{
	return (int)k >= 0 && k < DRAW_L_COUNT ? line_words[k] : "";
}

const char *
drawing_mark_word(enum draw_mark_kind m)
{
	return (int)m >= 0 && m < DRAW_M_COUNT ? mark_words[m] : "";
}

/* What the drawing holds, for the legend. */
struct used {
	unsigned status;
	int token, facing, marker, tail, objective;
	unsigned char terrain[DRAW_T_COUNT], line[DRAW_L_COUNT];
	unsigned char mark[DRAW_M_COUNT];
};

static void
scan_used(const struct drawing *d, struct used *u)
{
	const struct draw_item *it;
	int i;

	memset(u, 0, sizeof *u);
	for (i = 0; d->grid.kind != DRAW_GRID_NONE &&
	    i < d->grid.cols * d->grid.rows; i++)
		u->terrain[d->grid.terrain[i]] = 1;
	for (i = 0; i < d->nitems; i++) {
		it = &d->items[i];
		switch (it->kind) {
		case DRAW_AREA:
			u->terrain[it->u.area.terrain] = 1;
			break;
		case DRAW_LINE:
			u->line[it->u.line.kind] = 1;
			break;
		case DRAW_MARK:
			u->mark[it->u.mark.kind] = 1;
			break;
		case DRAW_OBJECTIVE:
			u->objective = 1;
			break;
		case DRAW_TOKEN:
			u->status |= it->u.token.status;
			if (it->u.token.status & DRAW_ST_LAST_KNOWN)
				u->marker = 1;
			else
				u->token = 1;
			if (it->u.token.facing != DRAW_NO_FACING)
				u->facing = 1;
			if (it->u.token.has_tail)
				u->tail = 1;
			break;
		default:
			break;
		}
	}
}

static int
legend_add(struct draw_legend *out, int n, int max,
    enum draw_legend_kind kind, int index, const char *a, const char *b)
{
	if (n >= max)
		return n;
	out[n].kind = kind;
	out[n].index = index;
	snprintf(out[n].text, sizeof out[n].text, "%s%s", a, b);
	return n + 1;
}

/*
 * The legend, computed from what was drawn: the sides' colours, how to
 * read a token, every badge, arrow, mark and terrain on the picture, the
 * objectives, the module's notes.  Returns the number of lines.
 */
int
drawing_legend(const struct drawing *d, struct draw_legend *out, int max)
{
	struct used u;
	int n = 0, i;

	scan_used(d, &u);
	for (i = 0; i < d->nsides; i++)
		n = legend_add(out, n, max, DRAW_LG_SIDE, i, d->side[i],
		    d->viewer == i ? " (you)" : "");
	if (u.token)
		n = legend_add(out, n, max, DRAW_LG_TOKEN, 0, "a unit, by "
		    "name", u.facing ? "; the point shows its facing" : "");
	if (u.marker)
		n = legend_add(out, n, max, DRAW_LG_LAST_KNOWN, 0, "where an "
		    "enemy unit was last seen (old news)", "");
	if (u.tail)
		n = legend_add(out, n, max, DRAW_LG_COLUMN, 0, "a column: "
		    "head and tail", "");
	for (i = 0; i < DRAW_ST_COUNT; i++)
		if ((u.status & (1u << i)) && (1u << i) != DRAW_ST_LAST_KNOWN)
			n = legend_add(out, n, max, DRAW_LG_STATUS, i,
			    drawing_status_word(d, i), "");
	for (i = DRAW_L_PLAIN + 1; i < DRAW_L_COUNT; i++)
		if (u.line[i])
			n = legend_add(out, n, max, DRAW_LG_LINE, i,
			    line_words[i], "");
	for (i = 0; i < DRAW_M_COUNT; i++)
		if (u.mark[i])
			n = legend_add(out, n, max, DRAW_LG_MARK, i,
			    mark_words[i], "");
	if (u.objective)
		n = legend_add(out, n, max, DRAW_LG_OBJECTIVE, 0, "objective: "
		    "ring in the holder's colour, grey if none known", "");
	for (i = DRAW_T_OFF + 1; i < DRAW_T_COUNT; i++)
		if (u.terrain[i])
			n = legend_add(out, n, max, DRAW_LG_TERRAIN, i,
			    drawing_terrain_word(d, (enum draw_terrain)i), "");
	for (i = 0; i < d->nnotes; i++)
		n = legend_add(out, n, max, DRAW_LG_NOTE, i, d->note[i], "");
	return n;
}

/* ---- JSON ---- */

static json_t *
ink_json(int ink)
{
	static const char *const names[] = {
		"none", "black", "grey", "white", "water", "road",
	};
	char b[16];

	if (ink >= DRAW_INK_SIDE0) {
		snprintf(b, sizeof b, "side:%d", ink - DRAW_INK_SIDE0);
		return json_string(b);
	}
	return json_string(ink >= 0 && ink <= DRAW_INK_ROAD ? names[ink] :
	    "none");
}

static json_t *
points_json(const struct drawing *d, int first, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, json_pack("[ii]", d->pts[first + i].x,
		    d->pts[first + i].y));
	return a;
}

static json_t *
token_json(const struct draw_token *t)
{
	json_t *o, *st = json_array();
	int b;

	for (b = 0; st != NULL && b < DRAW_ST_COUNT; b++)
		if (t->status & (1u << b))
			json_array_append_new(st, json_string(status_keys[b]));
	o = json_pack("{s:i,s:i,s:i,s:i,s:o,s:s,s:s,s:s}", "x", t->x, "y", t->y, "size",
	    t->size, "side", t->side, "facing", t->facing == DRAW_NO_FACING ?
	    json_null() : json_integer(t->facing), "id", t->id, "sub", t->sub,
	    "cell", t->cell);
	if (o == NULL) {
		json_decref(st);
		return NULL;
	}
	json_object_set_new(o, "status", st);
	if (t->has_tail)
		json_object_set_new(o, "tail", json_pack("[ii]", t->tail_x,
		    t->tail_y));
	return o;
}

static json_t *
item_json(const struct drawing *d, const struct draw_item *it)
{
	json_t *o = NULL;

	switch (it->kind) {
	case DRAW_POLY:
		o = json_pack("{s:o,s:o,s:o,s:i,s:b}", "points", points_json(d,
		    it->u.poly.first, it->u.poly.n), "fill",
		    ink_json(it->u.poly.fill), "ink", ink_json(it->u.poly.ink),
		    "width", it->u.poly.width, "dashed", it->u.poly.dashed);
		break;
	case DRAW_LINE:
		o = json_pack("{s:s,s:o,s:o,s:i,s:b}", "line",
		    line_keys[it->u.line.kind], "points", points_json(d,
		    it->u.line.first, it->u.line.n), "ink",
		    ink_json(it->u.line.ink), "width", it->u.line.width,
		    "arrow", it->u.line.arrow);
		break;
	case DRAW_CIRCLE:
		o = json_pack("{s:i,s:i,s:i,s:o,s:o,s:i}", "x", it->u.circle.x,
		    "y", it->u.circle.y, "r", it->u.circle.r, "fill",
		    ink_json(it->u.circle.fill), "ink",
		    ink_json(it->u.circle.ink), "width", it->u.circle.width);
		break;
	case DRAW_TEXT:
		o = json_pack("{s:i,s:i,s:s,s:s,s:s,s:o}", "x", it->u.text.x,
		    "y", it->u.text.y, "text", it->u.text.text, "anchor",
		    anchor_keys[it->u.text.anchor], "size",
		    size_keys[it->u.text.size], "ink",
		    ink_json(it->u.text.ink));
		break;
	case DRAW_AREA:
		o = json_pack("{s:s,s:s,s:o}", "terrain",
		    terrains[it->u.area.terrain].key, "label",
		    it->u.area.label, "points", points_json(d,
		    it->u.area.first, it->u.area.n));
		break;
	case DRAW_TOKEN:
		o = token_json(&it->u.token);
		break;
	case DRAW_OBJECTIVE:
		o = json_pack("{s:i,s:i,s:s,s:o}", "x", it->u.obj.x, "y",
		    it->u.obj.y, "label", it->u.obj.label, "holder",
		    it->u.obj.holder < 0 ? json_null() :
		    json_integer(it->u.obj.holder));
		break;
	case DRAW_MARK:
		o = json_pack("{s:s,s:i,s:i}", "mark",
		    mark_keys[it->u.mark.kind], "x", it->u.mark.x, "y",
		    it->u.mark.y);
		break;
	default:
		return NULL;
	}
	if (o != NULL)
		json_object_set_new(o, "kind", json_string(
		    kind_keys[it->kind]));
	return o;
}

/* The grid's terrain as rows of one character per cell, and the key to
 * the characters used: compact and readable in a golden file. */
static json_t *
grid_json(const struct drawing *d)
{
	const struct draw_grid *g = &d->grid;
	json_t *o, *rows = json_array(), *lv = json_array(), *key = json_object();
	json_t *cl = json_array(), *rl = json_array(), *sh = json_array();
	char line[DRAW_MAX_GRID_COLS + 1], lline[DRAW_MAX_GRID_COLS + 1];
	int c, r, i, anylevel = 0;
	unsigned char t;

	for (r = 0; r < g->rows; r++) {
		for (c = 0; c < g->cols; c++) {
			t = g->terrain[c + r * g->cols];
			line[c] = terrains[t].code;
			lline[c] = (char)('0' + g->level[c + r * g->cols]);
			anylevel |= g->level[c + r * g->cols];
			json_object_set_new(key, (char[]){ terrains[t].code,
			    '\0' }, json_string(terrains[t].key));
		}
		line[g->cols] = lline[g->cols] = '\0';
		json_array_append_new(rows, json_string(line));
		json_array_append_new(lv, json_string(lline));
	}
	for (c = 0; c < g->cols; c++)
		json_array_append_new(cl, json_string(g->col_label[c]));
	for (r = 0; r < g->rows; r++)
		json_array_append_new(rl, json_string(g->row_label[r]));
	for (i = 0; i < g->nsheets; i++)
		json_array_append_new(sh, json_pack("{s:i,s:i,s:i,s:i,s:s}",
		    "c0", g->sheet[i].c0, "r0", g->sheet[i].r0, "cols",
		    g->sheet[i].cols, "rows", g->sheet[i].rows, "prefix",
		    g->sheet[i].prefix));
	o = json_pack("{s:s,s:i,s:i,s:i,s:i,s:i,s:o,s:o,s:o,s:o,s:o}", "kind",
	    g->kind == DRAW_GRID_HEX ? "hex" : "square", "x0", g->x0, "y0",
	    g->y0, "size", g->size, "cols", g->cols, "rows", g->rows,
	    "terrain", rows, "terrain_key", key, "col_labels", cl,
	    "row_labels", rl, "sheets", sh);
	if (o != NULL && anylevel)
		json_object_set_new(o, "levels", lv);
	else
		json_decref(lv);
	return o;
}

static json_t *
legend_json(const struct drawing *d)
{
	static const char *const keys[] = {
		"side", "token", "status", "last_known", "column", "terrain",
		"line", "mark", "objective", "note",
	};
	struct draw_legend lg[DRAW_MAX_LEGEND];
	json_t *a = json_array();
	int n = drawing_legend(d, lg, DRAW_MAX_LEGEND), i;

	for (i = 0; a != NULL && i < n; i++)
		json_array_append_new(a, json_pack("{s:s,s:i,s:s}", "kind",
		    keys[lg[i].kind], "index", lg[i].index, "text",
		    lg[i].text));
	return a;
}

static json_t *
head_json(const struct drawing *d)
{
	json_t *sides = json_array(), *notes = json_array(), *o;
	int i;

	for (i = 0; i < d->nsides; i++)
		json_array_append_new(sides, json_string(d->side[i]));
	for (i = 0; i < d->nnotes; i++)
		json_array_append_new(notes, json_string(d->note[i]));
	o = json_pack("{s:s,s:i,s:s,s:i,s:i,s:i,s:s,s:s,s:o,s:o,s:i,s:o}",
	    "format", "pbemd-drawing", "version", 1, "unit", d->unit, "width",
	    d->width, "height", d->height, "token", d->token, "title",
	    d->title, "subtitle", d->subtitle, "viewer", d->viewer < 0 ?
	    json_null() : json_string(d->side[d->viewer]), "sides", sides,
	    "north", d->north, "notes", notes);
	if (o != NULL)
		json_object_set_new(o, "scale", d->scale_len ? json_pack(
		    "{s:i,s:s}", "length", d->scale_len, "label",
		    d->scale_label) : json_null());
	return o;
}

int
drawing_to_json(const struct drawing *d, json_t **out)
{
	json_t *o = NULL, *items = NULL, *v;
	int i;

	*out = NULL;
	if (d->failed)
		return d->failed;
	if ((o = head_json(d)) == NULL || (items = json_array()) == NULL)
		goto nomem;
	for (i = 0; i < d->nitems; i++) {
		if ((v = item_json(d, &d->items[i])) == NULL ||
		    json_array_append_new(items, v) != 0)
			goto nomem;
	}
	if (json_object_set_new(o, "items", items) != 0) {
		items = NULL;
		goto nomem;
	}
	items = NULL;
	if (json_object_set_new(o, "grid", d->grid.kind == DRAW_GRID_NONE ?
	    json_null() : grid_json(d)) != 0 ||
	    json_object_set_new(o, "legend", legend_json(d)) != 0)
		goto nomem;
	*out = o;
	return PBEM_OK;
nomem:
	json_decref(items);
	json_decref(o);
	return PBEM_ERR_NOMEM;
}
