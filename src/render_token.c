/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * render_token.c - a unit on the map: a disc in its side's colour with
 * its id (as the viewing side names it) and a small second line, a point
 * that shows its facing, and badges for its status, each a letter or a
 * sign the legend explains, placed by render_layout.c so none hides
 * another, the point or a combat burst in its place; the text shrinks to
 * run between them.  A unit the enemy sees now has a thin dotted ring.  A last-known marker is the same disc hollow
 * and dashed: old news, not a unit.  A column's tail is a broad band to
 * the hex behind it.  A unit lost this phase is drawn where it fell, or
 * where a unit now stands there (the victor), beside it: never under a
 * unit, its badges or another such marker.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render_ctx.h"
#include "render_layout.h"

static double
token_px(const struct rctx *c, const struct draw_token *t)
{
	return (t->size > 0 ? t->size : c->d->token) * c->k;
}

static void
disc(struct rctx *c, double x, double y, double r, unsigned fill,
    unsigned ink, double w)
{
	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, r, 0, 2 * M_PI);
	rc_rgb(c, fill, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, w);
	rc_rgb(c, ink, 1.0);
	cairo_stroke(c->cr);
}

static void
star(struct rctx *c, double x, double y, double r)
{
	int i;

	cairo_new_path(c->cr);
	for (i = 0; i < 10; i++) {
		double a = i * M_PI / 5, rr = i % 2 ? r * 0.42 : r;

		cairo_line_to(c->cr, x + rr * sin(a), y - rr * cos(a));
	}
	cairo_close_path(c->cr);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_fill(c->cr);
}

/* "The enemy sees it now": a thin dotted ring round the disc, no badge,
 * so it never crowds the badges that say what state the unit is in. */
static void
spotted_ring(struct rctx *c, double x, double y, double ring)
{
	double dash[2] = { 1.6, 2.4 };

	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, ring, 0, 2 * M_PI);
	cairo_set_line_width(c->cr, 1.1);
	cairo_set_dash(c->cr, dash, 2, 0);
	rc_rgb(c, 0x1A1A1A, 1.0);
	cairo_stroke(c->cr);
	cairo_set_dash(c->cr, NULL, 0, 0);
}

/* A unit lost this phase: a pale disc ringed in its side's colour,
 * struck through with a cross; its name stays readable over it. */
void
rc_lost_cross(struct rctx *c, double x, double y, double r, unsigned side)
{
	double k = r * 0.62;

	disc(c, x, y, r, 0xE4E4E4, side, rc_clamp(r * 0.14, 1.5, 3));
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, x - k, y - k);
	cairo_line_to(c->cr, x + k, y + k);
	cairo_move_to(c->cr, x + k, y - k);
	cairo_line_to(c->cr, x - k, y + k);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_width(c->cr, rc_clamp(r * 0.16, 1.5, 4));
	rc_rgb(c, 0x8A8A8A, 1.0);
	cairo_stroke(c->cr);
}

/*
 * One badge: bit of DRAW_ST_*.  Letters where the rules have a word
 * (D isordered, R outed, B loodied, J ammed, M ounted, W ater: in a
 * boat), signs elsewhere, each on its own colour, so two badges never
 * look alike in grey.
 */
void
rc_badge(struct rctx *c, double x, double y, double r, int bit)
{
	static const struct {
		unsigned fill, ink;
		const char *text;
	} look[DRAW_ST_COUNT] = {
		{ 0xF0E442, 0x1A1A1A, "D" },	/* disordered */
		{ 0x1A1A1A, 0xFFFFFF, "R" },	/* routed */
		{ 0xE69F00, 0x1A1A1A, "A" },	/* no ammo: A struck out */
		{ 0xA0182D, 0xFFFFFF, "B" },	/* bloodied */
		{ 0x8C8C8C, 0xFFFFFF, "J" },	/* jammed */
		{ 0xFFFFFF, 0x1A1A1A, "" },	/* leader: a star */
		{ 0x56B4E9, 0x1A1A1A, "M" },	/* mounted */
		{ 0xFFFFFF, 0x1A1A1A, "\xc2\xbb" },	/* march: >> */
		{ 0xFFFFFF, 0x1A1A1A, "" },	/* spotted: a dotted ring */
		{ 0x1A1A1A, 0xFFFFFF, "X" },	/* in melee */
		{ 0xFFFFFF, 0x1A1A1A, "?" },	/* last known */
		{ 0xBDEBFA, 0x0B2A5B, "W" },	/* in a boat: on the water */
		{ 0xD9D9D9, 0x1A1A1A, "" },	/* lost: a cross */
	};

	if (bit < 0 || bit >= DRAW_ST_COUNT)
		return;
	if ((1u << bit) == DRAW_ST_LOST && rc_wrecks_only(c->d)) {
		/* ringed as the wrecks on the map are, whoever looks */
		rc_wreck_sample(c, x, y, rc_wrecks_rgb(c->d));
		return;
	}
	if ((1u << bit) == DRAW_ST_LOST) {	/* the legend's sample */
		rc_lost_cross(c, x, y, r * 1.1, drawing_ink_rgb(DRAW_INK_SIDE(
		    c->d->viewer > 0 ? c->d->viewer : 0)));
		return;
	}
	if ((1u << bit) == DRAW_ST_SPOTTED) {	/* the legend's sample */
		disc(c, x, y, r * 0.7, drawing_ink_rgb(DRAW_INK_SIDE(
		    c->d->viewer > 0 ? c->d->viewer : 0)), 0x1A1A1A, 1.0);
		spotted_ring(c, x, y, r * 0.7 + 2);
		return;
	}
	disc(c, x, y, r, look[bit].fill, 0x1A1A1A, rc_clamp(r * 0.14, 0.8, 1.5));
	if ((1u << bit) == DRAW_ST_LEADER)
		star(c, x, y, r * 0.78);
	else if (c->d->status_letter[bit][0])	/* the module's letter */
		rc_text(c, x, y + r * 0.04, c->d->status_letter[bit], r *
		    (strlen(c->d->status_letter[bit]) > 1 ? 0.95 : 1.3), 1,
		    DRAW_A_CENTRE, look[bit].ink, 1, NULL);
	else
		rc_text(c, x, y + r * 0.04, look[bit].text, r * 1.3, 1,
		    DRAW_A_CENTRE, look[bit].ink, 1, NULL);
	if ((1u << bit) == DRAW_ST_NO_AMMO) {
		cairo_new_path(c->cr);
		cairo_move_to(c->cr, x - r * 0.7, y + r * 0.7);
		cairo_line_to(c->cr, x + r * 0.7, y - r * 0.7);
		cairo_set_line_width(c->cr, rc_clamp(r * 0.2, 1, 2.5));
		rc_rgb(c, 0x1A1A1A, 1.0);
		cairo_stroke(c->cr);
	}
}

/* The point: the layout's triangle outside the disc toward the facing. */
static void
pointer(struct rctx *c, double x, double y, const struct rl_token *l,
    unsigned rgb)
{
	int i;

	cairo_new_path(c->cr);
	for (i = 0; i < 3; i++)
		cairo_line_to(c->cr, x + l->ptr[i][0], y + l->ptr[i][1]);
	cairo_close_path(c->cr);
	rc_rgb(c, rgb, 1.0);
	cairo_fill_preserve(c->cr);
	cairo_set_line_width(c->cr, 1.0);
	rc_rgb(c, 0xFFFFFF, 1.0);
	cairo_stroke(c->cr);
}

/* The widest a line of text centred at height y (from the disc's centre,
 * h tall) may be without running under a badge or the burst. */
static double
text_room(const struct rl_token *l, double y, double h, double w)
{
	double half = w / 2, lim;
	int i;

	for (i = 0; i < l->n; i++) {
		const struct rl_spot *s = &l->spot[i];

		if (s->y + s->r < y - h / 2 || s->y - s->r > y + h / 2)
			continue;
		lim = fabs(s->x) - s->r - 1;
		if (lim < half)
			half = lim > 0 ? lim : 0;
	}
	return half * 2;
}

static void
token_text(struct rctx *c, const struct draw_token *t, double x, double y,
    double size, const struct rl_token *l, unsigned ink)
{
	double r = size / 2, px, w, h = 0, yid, room;

	yid = t->sub[0] != '\0' && size >= 30 ? -r * 0.16 : 0;
	/* the id as large as fits the disc and the badges beside it */
	for (px = r * 0.7; px > 6; px -= 0.5) {
		w = rc_text(c, 0, 0, t->id, px, 1, DRAW_A_CENTRE, ink, 0, &h);
		room = text_room(l, yid, h * 0.5, size * 0.84);
		if (w <= room)
			break;
	}
	rc_text(c, x, y + yid, t->id, px, 1, DRAW_A_CENTRE, ink, 1, NULL);
	if (yid == 0)
		return;
	for (px = rc_clamp(r * 0.36, 6, 12); px > 5.5; px -= 0.5) {
		w = rc_text(c, 0, 0, t->sub, px, 0, DRAW_A_CENTRE, ink, 0, &h);
		if (w <= text_room(l, r * 0.46, h * 0.5, size * 0.8))
			break;
	}
	rc_text(c, x, y + r * 0.46, t->sub, px, 0, DRAW_A_CENTRE, ink, 1,
	    NULL);
}

void
rc_token(struct rctx *c, const struct draw_token *t, double x, double y,
    double size)
{
	rc_token_combat(c, t, x, y, size, 0);
}

void
rc_token_combat(struct rctx *c, const struct draw_token *t, double x,
    double y, double size, int combat)
{
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(t->side)), ink;
	int marker = (t->status & DRAW_ST_LAST_KNOWN) != 0, i;
	double r = size / 2, dash[2];
	struct rl_token l;

	rl_token_layout(t, r, combat, &l);
	if (t->status & DRAW_ST_LOST) {
		rc_lost_cross(c, x, y, r, side);
		token_text(c, t, x, y, size, &l, 0x1A1A1A);
		for (i = 0; i < l.n; i++)	/* the fight it fell in */
			rc_mark(c, x + l.spot[i].x, y + l.spot[i].y,
			    l.spot[i].r * 2, DRAW_M_COMBAT);
		return;
	}
	if (l.ring > 0)
		spotted_ring(c, x, y, l.ring);
	if (l.has_pointer)
		pointer(c, x, y, &l, marker ? side : 0x1A1A1A);
	cairo_new_path(c->cr);
	cairo_arc(c->cr, x, y, r, 0, 2 * M_PI);
	rc_rgb(c, marker ? 0xFFFFFF : side, marker ? 0.85 : 1.0);
	cairo_fill_preserve(c->cr);
	if (marker) {
		dash[0] = dash[1] = rc_clamp(r * 0.22, 2, 5);
		cairo_set_dash(c->cr, dash, 2, 0);
		cairo_set_line_width(c->cr, rc_clamp(r * 0.12, 1.5, 3));
		rc_rgb(c, side, 1.0);
	} else {
		cairo_set_line_width(c->cr, rc_clamp(r * 0.06, 1.0, 1.6));
		rc_rgb(c, 0x1A1A1A, 1.0);
	}
	cairo_stroke(c->cr);
	cairo_set_dash(c->cr, NULL, 0, 0);
	ink = marker ? (rc_dark(side) ? side : 0x1A1A1A) : rc_dark(side) ?
	    0xFFFFFF : 0x1A1A1A;
	token_text(c, t, x, y, size, &l, ink);
	for (i = 0; i < l.n; i++)
		if (l.spot[i].bit == RL_COMBAT)
			rc_mark(c, x + l.spot[i].x, y + l.spot[i].y,
			    l.spot[i].r * 2, DRAW_M_COMBAT);
		else
			rc_badge(c, x + l.spot[i].x, y + l.spot[i].y,
			    l.spot[i].r, l.spot[i].bit);
}

/* How far from its centre token t reaches, drawn at size px: its disc,
 * pointer, badges, the ring of a spotted unit. */
static double
token_reach(const struct draw_token *t, double size, int combat)
{
	struct rl_token l;
	double reach, e;
	int i;

	rl_token_layout(t, size / 2, combat, &l);
	reach = l.has_pointer ? size / 2 * 1.45 : size / 2;
	if (l.ring > reach)
		reach = l.ring + 1;
	for (i = 0; i < l.n; i++)
		if ((e = hypot(l.spot[i].x, l.spot[i].y) + l.spot[i].r) > reach)
			reach = e;
	return reach;
}

static int
is_marker(const struct draw_token *t)
{
	return (t->status & (DRAW_ST_LOST | DRAW_ST_LAST_KNOWN)) != 0;
}

/* Is a disc of radius r at (x, y) pixels clear of every unit and last
 * seen marker (reach: how far each reaches), and of the first n lost
 * markers placed? */
static int
lost_clear(const struct rctx *c, const double *reach, int n, double x,
    double y, double r)
{
	const struct draw_token *t;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &c->d->items[i].u.token;
		if (!(t->status & DRAW_ST_LOST) && hypot(x - rc_x(c, t->x),
		    y - rc_y(c, t->y)) < reach[i] + r + 1)
			return 0;
	}
	for (i = 0; i < n; i++)
		if (hypot(x - c->lost[i].x, y - c->lost[i].y) < c->lost[i].r +
		    r + 1)
			return 0;
	return 1;
}

/* Lost marker t's place: its own, unless a unit (or a lost marker
 * before it) covers it there; then the nearest clear place round it,
 * lower left first (where it used to go), within two tokens. */
static void
lost_place(const struct rctx *c, const double *reach, int n,
    const struct draw_token *t, double *x, double *y)
{
	static const double angle[] = {
		225, 135, 315, 45, 270, 90, 180, 0,
		247.5, 202.5, 157.5, 112.5, 292.5, 337.5, 67.5, 22.5,
	};
	double r = token_px(c, t) / 2, a, d, px, py;
	size_t k;
	int step;

	*x = rc_x(c, t->x);
	*y = rc_y(c, t->y);
	if (lost_clear(c, reach, n, *x, *y, r))
		return;
	for (step = 1; step * r * 0.4 <= c->tok * 2; step++) {
		d = step * r * 0.4;
		for (k = 0; k < sizeof angle / sizeof angle[0]; k++) {
			a = angle[k] * M_PI / 180.0;
			px = *x + d * sin(a);
			py = *y - d * cos(a);
			if (lost_clear(c, reach, n, px, py, r)) {
				*x = px;
				*y = py;
				return;
			}
		}
	}
}

void
rc_lost_place(struct rctx *c)
{
	const struct draw_token *t;
	double *reach;
	int i, n = 0;

	free(c->lost);
	c->lost = NULL;
	c->nlost = 0;
	for (i = 0; i < c->d->nitems; i++)
		n += c->d->items[i].kind == DRAW_TOKEN &&
		    (c->d->items[i].u.token.status & DRAW_ST_LOST);
	if (n == 0)
		return;
	reach = calloc((size_t)c->d->nitems, sizeof *reach);
	c->lost = calloc((size_t)n, sizeof *c->lost);
	if (reach == NULL || c->lost == NULL) {
		free(reach);	/* drawn at their own places */
		free(c->lost);
		c->lost = NULL;
		return;
	}
	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &c->d->items[i].u.token;
		reach[i] = token_reach(t, token_px(c, t), rc_combat_at(c->d,
		    t->x, t->y));
	}
	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN ||
		    !(c->d->items[i].u.token.status & DRAW_ST_LOST))
			continue;
		t = &c->d->items[i].u.token;
		c->lost[c->nlost].item = i;
		c->lost[c->nlost].r = token_px(c, t) / 2;
		lost_place(c, reach, c->nlost, t, &c->lost[c->nlost].x,
		    &c->lost[c->nlost].y);
		c->nlost++;
	}
	free(reach);
}

void
rc_token_spot(const struct rctx *c, int i, double *x, double *y)
{
	int k;

	for (k = 0; k < c->nlost; k++)
		if (c->lost[k].item == i) {
			*x = c->lost[k].x;
			*y = c->lost[k].y;
			return;
		}
	*x = rc_x(c, c->d->items[i].u.token.x);
	*y = rc_y(c, c->d->items[i].u.token.y);
}

int
rc_token_circles(const struct rctx *c, int i, double (*out)[3], int max)
{
	const struct draw_token *t = &c->d->items[i].u.token;
	struct rl_token l;
	double x, y, size = token_px(c, t);
	int k, n = 0;

	if (c->d->items[i].kind != DRAW_TOKEN || max < 1)
		return 0;
	rc_token_spot(c, i, &x, &y);
	rl_token_layout(t, size / 2, rc_combat_at(c->d, t->x, t->y), &l);
	out[n][0] = x;
	out[n][1] = y;
	out[n++][2] = size / 2;
	for (k = 0; k < l.n && n < max && !(t->status & DRAW_ST_LOST); k++) {
		out[n][0] = x + l.spot[k].x;
		out[n][1] = y + l.spot[k].y;
		out[n++][2] = l.spot[k].r;
	}
	return n;
}

void
rc_tail(struct rctx *c, const struct draw_token *t)
{
	unsigned side = drawing_ink_rgb(DRAW_INK_SIDE(t->side));
	double s = token_px(c, t), hx = rc_x(c, t->x), hy = rc_y(c, t->y);
	double tx = rc_x(c, t->tail_x), ty = rc_y(c, t->tail_y);

	if (!t->has_tail)
		return;
	cairo_new_path(c->cr);
	cairo_move_to(c->cr, hx, hy);
	cairo_line_to(c->cr, tx, ty);
	cairo_set_line_cap(c->cr, CAIRO_LINE_CAP_ROUND);
	cairo_set_line_width(c->cr, s * 0.55);
	rc_rgb(c, side, (t->status & DRAW_ST_LAST_KNOWN) ? 0.25 : 0.45);
	cairo_stroke(c->cr);
	disc(c, tx, ty, s * 0.2, side, 0x1A1A1A, 1.0);
}

/* A combat burst drawn where a unit stands is that unit's: it takes a
 * place among its badges (render_layout.c) instead of covering one. */
int
rc_combat_at(const struct drawing *d, int x, int y)
{
	int i;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == DRAW_MARK && d->items[i].u.mark.kind ==
		    DRAW_M_COMBAT && d->items[i].u.mark.x == x &&
		    d->items[i].u.mark.y == y)
			return 1;
	return 0;
}

/* A unit (not a marker) stands at (x, y). */
int
rc_unit_at(const struct drawing *d, int x, int y)
{
	int i;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == DRAW_TOKEN && d->items[i].u.token.x ==
		    x && d->items[i].u.token.y == y &&
		    !is_marker(&d->items[i].u.token))
			return 1;
	return 0;
}

int
rc_token_at(const struct drawing *d, int x, int y)
{
	int i;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == DRAW_TOKEN && d->items[i].u.token.x ==
		    x && d->items[i].u.token.y == y)
			return 1;
	return 0;
}

void
rc_tokens(struct rctx *c)
{
	const struct draw_item *it;
	double x, y, v[4], m;
	int i, pass;

	/* a token wholly outside the clip (a frame, an inset) shows nothing */
	cairo_clip_extents(c->cr, &v[0], &v[1], &v[2], &v[3]);

	for (i = 0; i < c->d->nitems; i++)
		if (c->d->items[i].kind == DRAW_TOKEN)
			rc_tail(c, &c->d->items[i].u.token);
	/* markers (last seen, lost) under the units in sight */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < c->d->nitems; i++) {
			it = &c->d->items[i];
			if (it->kind != DRAW_TOKEN || pass !=
			    !is_marker(&it->u.token))
				continue;
			rc_token_spot(c, i, &x, &y);
			m = token_px(c, &it->u.token) * 1.6 + 12;
			if (x < v[0] - m || x > v[2] + m || y < v[1] - m ||
			    y > v[3] + m)
				continue;
			/* the fight is the unit's that stands there now */
			rc_token_combat(c, &it->u.token, x, y, token_px(c,
			    &it->u.token), rc_combat_at(c->d, it->u.token.x,
			    it->u.token.y) && !((it->u.token.status &
			    DRAW_ST_LOST) && rc_unit_at(c->d, it->u.token.x,
			    it->u.token.y)));
		}
}

void
rc_lost_free(struct rctx *c)
{
	free(c->lost);
	c->lost = NULL;
	c->nlost = 0;
}
