/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_stacks.c - where the fighting is, every unit can be
 * read: a stack the map draws too small gets an inset where its smallest
 * token is drawn large enough (render_inset.c), and the PNG carries it;
 * a unit lost this phase is drawn clear of the unit that took its place
 * (render_token.c); an objective's star sits on no unit (render_map.c).
 * Checked on The Highest Ground's stored mid-game fighting, for each side
 * and the referee, at the scale its reports use, and on small drawings
 * made to fail each check first.
 */
#include <math.h>
#include <string.h>

#include "render_ctx.h"
#include "test_pictures.h"

#define MAP_K		(23.0 / 560)	/* a HG map drawn small: 23 px tokens */
#define REPORT_K(d)	(46.0 / (d)->token)	/* a report map: 46 px tokens */
#define READABLE_PX	30.0		/* a token at least this wide */

static double
tok_px(const struct drawing *d, const struct draw_token *t, double k)
{
	return (t->size > 0 ? t->size : d->token) * k;
}

/* How many tokens share t's cell (in view: a framed map's frame). */
static int
stacked(const struct drawing *d, const struct draw_token *t)
{
	int i, n = 0;

	for (i = 0; i < d->nitems; i++)
		n += d->items[i].kind == DRAW_TOKEN && t->cell[0] &&
		    strcmp(d->items[i].u.token.cell, t->cell) == 0;
	return n;
}

static int
in_frame(const struct drawing *d, const struct draw_token *t)
{
	return !d->frame.on || (t->x >= d->frame.x && t->x <= d->frame.x +
	    d->width && t->y >= d->frame.y && t->y <= d->frame.y + d->height);
}

/* The first token of a stack that neither the map nor an inset draws
 * readable, or NULL. */
static const struct draw_token *
unreadable(const struct drawing *d, const struct rc_inset *in, int n,
    double k)
{
	const struct draw_token *t;
	int i, j, ok;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_TOKEN)
			continue;
		t = &d->items[i].u.token;
		if (!in_frame(d, t) || stacked(d, t) < 2 || tok_px(d, t, k) >=
		    READABLE_PX)
			continue;
		for (j = 0, ok = 0; j < n && !ok; j++)
			ok = t->x > in[j].x0 && t->x < in[j].x1 && t->y >
			    in[j].y0 && t->y < in[j].y1 && tok_px(d, t, k) *
			    in[j].f >= READABLE_PX;
		if (!ok)
			return t;
	}
	return NULL;
}

/* Does any unit (not a marker) lie under the disc (x, y, r) pixels?
 * A unit of a stack is where the renderer fans it out to. */
static int
on_a_unit(const struct rctx *c, double x, double y, double r, int skip)
{
	const struct draw_token *t;
	double tx, ty;
	int i;

	for (i = 0; i < c->d->nitems; i++) {
		if (c->d->items[i].kind != DRAW_TOKEN || i == skip)
			continue;
		t = &c->d->items[i].u.token;
		if (t->status & (DRAW_ST_LOST | DRAW_ST_LAST_KNOWN))
			continue;
		rc_token_spot(c, i, &tx, &ty);
		if (hypot(tx - x, ty - y) < tok_px(c->d, t, c->k) / 2 + r)
			return 1;
	}
	return 0;
}

static void
ctx_at(struct rctx *c, const struct drawing *d, double k)
{
	memset(c, 0, sizeof *c);
	c->d = d;
	c->k = k;
	c->tok = d->token * k;
	c->ox = d->frame.on ? -d->frame.x * k : 0;
	c->oy = d->frame.on ? -d->frame.y * k : 0;
}

/* Every star clear of every unit, or the first objective on one. */
static const char *
star_on_unit(const struct drawing *d, double k)
{
	struct rctx c;
	double sx, sy, f;
	int i;

	ctx_at(&c, d, k);
	rc_lost_place(&c);
	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_OBJECTIVE)
			continue;
		rc_objective_place(&c, &d->items[i], &sx, &sy, &f);
		if (on_a_unit(&c, sx, sy, c.tok * 0.62 * f * 0.62, -1)) {
			rc_lost_free(&c);
			return d->items[i].u.obj.label;
		}
	}
	rc_lost_free(&c);
	return NULL;
}

/* A lost marker drawn on a unit, or -1. */
static int
lost_on_unit(const struct drawing *d, double k)
{
	struct rctx c;
	double x, y;
	int i, bad = -1;

	ctx_at(&c, d, k);
	rc_lost_place(&c);
	for (i = 0; i < d->nitems && bad < 0; i++) {
		if (d->items[i].kind != DRAW_TOKEN ||
		    !(d->items[i].u.token.status & DRAW_ST_LOST))
			continue;
		rc_token_spot(&c, i, &x, &y);
		if (on_a_unit(&c, x, y, tok_px(d, &d->items[i].u.token, k) / 2,
		    i))
			bad = i;
	}
	rc_lost_free(&c);
	return bad;
}

static void
token_at(struct drawing *d, int x, int y, int size, unsigned st,
    const char *id, const char *cell)
{
	struct draw_token t;

	memset(&t, 0, sizeof t);
	t.x = x;
	t.y = y;
	t.size = size;
	t.facing = 0;
	t.status = st;
	snprintf(t.id, sizeof t.id, "%s", id);
	snprintf(t.cell, sizeof t.cell, "%s", cell);
	drawing_token(d, &t);
}

/* Made to fail: a two-unit stack drawn small, a lost marker and a star
 * right on a unit.  The checks see each before the renderer moves it. */
static void
checks_can_fail(void)
{
	struct drawing d;
	struct rc_inset in[RC_MAX_INSETS];
	struct rctx c;
	double x, y;
	int n, cx, cy;

	drawing_init(&d, "test", 12000, 9000, 560);
	drawing_hexgrid(&d, 500, 500, 1000, 12, 9);
	drawing_cell_centre(&d, 4, 4, &cx, &cy);
	token_at(&d, cx - 190, cy - 60, 400, DRAW_ST_DISORDERED, "A1", "E05");
	token_at(&d, cx + 190, cy + 60, 400, DRAW_ST_LEADER, "A2", "E05");
	drawing_objective(&d, cx, cy, "5", 0);
	drawing_cell_centre(&d, 7, 4, &cx, &cy);
	token_at(&d, cx, cy, 560, 0, "V1", "H05");
	token_at(&d, cx, cy, 336, DRAW_ST_LOST, "L1", "");
	CHECK(!drawing_failed(&d), "the test drawing");
	CHECK(unreadable(&d, in, 0, MAP_K) != NULL, "a stack with no inset "
	    "not seen");
	/* the stack at E05, and the lost marker beside V1 at H05 */
	n = rc_insets_find(&d, MAP_K, 400, in, RC_MAX_INSETS);
	CHECK(n == 2 && unreadable(&d, in, n, MAP_K) == NULL, "the stack at "
	    "E05 and L1 lost at H05: %d insets, or too small", n);
	CHECK(n < 2 || (strcmp(in[0].cells, "E05") == 0 && strcmp(in[1].cells,
	    "H05") == 0), "the insets name E05 and H05, not %s and %s",
	    in[0].cells, n > 1 ? in[1].cells : "");
	n = rc_insets_find(&d, 2 * READABLE_PX / 400, 400, in, RC_MAX_INSETS);
	CHECK(n == 0, "an inset for a stack the map draws readable");
	ctx_at(&c, &d, MAP_K);
	CHECK(on_a_unit(&c, rc_x(&c, cx), rc_y(&c, cy), 7, -1), "a marker "
	    "on a unit not seen");
	CHECK(lost_on_unit(&d, MAP_K) < 0, "the lost marker left on V1");
	rc_lost_place(&c);
	rc_token_spot(&c, d.nitems - 1, &x, &y);
	CHECK(hypot(x - rc_x(&c, cx), y - rc_y(&c, cy)) < c.tok * 2, "the "
	    "lost marker far from where it fell");
	rc_lost_free(&c);
	drawing_cell_centre(&d, 4, 4, &cx, &cy);
	CHECK(on_a_unit(&c, rc_x(&c, cx), rc_y(&c, cy) - c.tok * 0.62,
	    c.tok * 0.62 * 0.62, -1), "a star on a stack not seen");
	CHECK(star_on_unit(&d, MAP_K) == NULL, "the star left on the stack");
	drawing_free(&d);
}

/*
 * Every report of the stored game, each side's and the referee's: no
 * objective's star on a unit, at the scale the reports use (46 px
 * tokens).  Crowded hexes late in the game (an objective held by a unit
 * with a stack on each side) left no free place near the ring, and the
 * star was put on the unit it hid least (R-14's name at turn 12).
 */
static void
stars_everywhere(const struct game_rules *hg)
{
	static const char *const side[] = { "ALLIED", "ROMAN", NULL };
	struct drawing *d;
	json_t *st, *ev;
	const char *s;
	int v, seq, seen = 0;

	for (seq = 1; seq <= 60; seq++) {
		if (stored("highest-ground", seq, &st, &ev) != PBEM_OK)
			break;
		for (v = 0; v < 3; v++) {
			if ((d = draw(hg, st, ev, side[v])) == NULL)
				continue;
			seen++;
			CHECK((s = star_on_unit(d, REPORT_K(d))) == NULL, "hg %d "
			    "%s: the star of objective %s on a unit", seq,
			    side[v] ? side[v] : "referee", s ? s : "");
			drawing_del(d);
		}
		json_decref(st);
		json_decref(ev);
	}
	CHECK(seen == 180, "hg: %d of 180 stored reports drawn", seen);
}

/*
 * A picture over its bytes keeps the insets that fit, the largest left
 * out first: an end mail's field.png (the referee's, no legend, two
 * fifths of a mail's room) lost every inset the turn maps had.
 */
static void
insets_within_bytes(const struct game_rules *hg)
{
	struct rc_inset in[3];
	struct render_opts o;
	struct render_info all, tight;
	struct drawing *d;
	struct buf png;
	json_t *st, *ev;
	int i, n;

	memset(in, 0, sizeof in);
	for (i = 0; i < 3; i++)
		in[i].w = in[i].h = i == 1 ? 300 : 100 + i;
	n = rc_insets_drop(in, 3, 1);
	CHECK(n == 2 && in[0].w == 100 && in[1].w == 102 && strcmp(in[1].tag,
	    "B") == 0, "rc_insets_drop: the largest not the one gone, or "
	    "not lettered again");
	CHECK(rc_insets_drop(in, 2, 5) == 0, "rc_insets_drop past the last");
	if (stored("highest-ground", 36, &st, &ev) != PBEM_OK)
		return;
	if ((d = draw(hg, st, ev, NULL)) != NULL) {
		render_defaults(&o);
		o.token_px = o.min_token_px = 23;
		o.no_legend = 1;
		o.max_bytes = 1024 * 1024;
		buf_init(&png, o.max_bytes);
		if (render(d, &o, &png, &all) == PBEM_OK) {
			o.max_bytes = 45000;
			if (render(d, &o, &png, &tight) == PBEM_OK)
				CHECK(all.insets >= 2 && tight.insets > 0 &&
				    tight.insets < all.insets && png.len <=
				    o.max_bytes, "hg 36 field in %zu bytes: %d "
				    "of its %d insets", o.max_bytes,
				    tight.insets, all.insets);
		}
		buf_free(&png);
		drawing_del(d);
	}
	json_decref(st);
	json_decref(ev);
}

void
test_stacks(void)
{
	static const char *const side[] = { "ALLIED", "ROMAN", NULL };
	const struct game_rules *hg = game_rules_find("highest-ground");
	struct rc_inset in[RC_MAX_INSETS];
	struct render_opts o;
	struct render_info info;
	const struct draw_token *t;
	struct drawing *d;
	struct buf png;
	json_t *st, *ev;
	const char *s;
	int v, n, seq, stacks = 0;

	checks_can_fail();
	render_defaults(&o);
	o.token_px = 23;
	o.min_token_px = 20;
	for (seq = 36; seq <= 37; seq++) {
		if (stored("highest-ground", seq, &st, &ev) != PBEM_OK)
			continue;
		for (v = 0; v < 3; v++) {
			if ((d = draw(hg, st, ev, side[v])) == NULL)
				continue;
			n = rc_insets_find(d, MAP_K, d->width * MAP_K, in,
			    RC_MAX_INSETS);
			t = unreadable(d, in, n, MAP_K);
			CHECK(t == NULL, "hg %d %s: %s at %s cannot be read", seq,
			    side[v] ? side[v] : "referee", t ? t->id : "",
			    t ? t->cell : "");
			stacks += n;
			CHECK((s = star_on_unit(d, MAP_K)) == NULL, "hg %d %s: "
			    "the star of objective %s on a unit", seq, side[v] ?
			    side[v] : "referee", s ? s : "");
			CHECK(lost_on_unit(d, MAP_K) < 0, "hg %d %s: a lost "
			    "marker on a unit", seq, side[v] ? side[v] :
			    "referee");
			buf_init(&png, o.max_bytes);
			if (render(d, &o, &png, &info) == PBEM_OK)
				CHECK(info.insets == n, "hg %d %s: the PNG has "
				    "%d insets, not %d", seq, side[v] ? side[v] :
				    "referee", info.insets, n);
			buf_free(&png);
			drawing_del(d);
		}
		json_decref(st);
		json_decref(ev);
	}
	CHECK(stacks > 0, "hg: no stack to read in the stored fighting");
	stars_everywhere(hg);
	insets_within_bytes(hg);
}
