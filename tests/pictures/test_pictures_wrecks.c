/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_pictures_wrecks.c - Battleground's map read where its player
 * tripped: a vehicle his side saw destroyed lies there as a wreck (a
 * burnt-out hull with its id), so the ruler to the shot that destroyed
 * it ends at something; wrecks are public (they block sight: rules
 * "wreck_sight"), on the map of a side that never saw one fall, and the
 * legend's sample is ringed as they are; in a game stored before, a
 * side that never saw it fall gets no wreck and no sign of the loss
 * (its map is the same as if the vehicle stood unseen); a man's id outside his base is not written on a ruler run
 * past him, a ruler's length not on a unit's token, and a squad
 * leader's star not on his squad's token and its star
 * (render_table.c, render_table_labels.c, render_ruling.c).  Each check
 * made to fail first.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <pango/pangocairo.h>

#include "render_ctx.h"
#include "pbem_limits.h"
#include "render_map.h"
#include "test_pictures.h"

#define YD	100

/* Crossroads' unit `id` in state st, and the index of side `name`. */
static json_t *
unit_of(json_t *st, const char *id)
{
	json_t *u;
	size_t i;

	json_array_foreach(json_object_get(st, "units"), i, u)
		if (strcmp(json_string_value(json_object_get(u, "id")), id) ==
		    0)
			return u;
	return NULL;
}

static int
side_of(json_t *st, const char *name)
{
	json_t *v;
	size_t i;

	json_array_foreach(json_object_get(st, "sides"), i, v)
		if (strcmp(json_string_value(v), name) == 0)
			return (int)i;
	return -1;
}

/* The wreck `id` of d (a lost vehicle's base), or NULL. */
static const struct draw_base *
wreck_of(const struct drawing *d, const char *id)
{
	const struct draw_base *b;
	int i;

	for (i = 0; i < d->nitems; i++) {
		if (d->items[i].kind != DRAW_BASE)
			continue;
		b = &d->items[i].u.base;
		if ((b->status & DRAW_ST_LOST) && b->shape == DRAW_B_VEHICLE &&
		    strcmp(b->id, id) == 0)
			return b;
	}
	return NULL;
}

static int
lost_count(const struct drawing *d)
{
	int i, n = 0;

	for (i = 0; i < d->nitems; i++)
		n += (d->items[i].kind == DRAW_BASE &&
		    (d->items[i].u.base.status & DRAW_ST_LOST)) ||
		    (d->items[i].kind == DRAW_TOKEN &&
		    (d->items[i].u.token.status & DRAW_ST_LOST));
	return n;
}

/* SH (ALLIES) at 30,10, lost (lost 1) or standing out of AXIS's sight
 * (hidden), seen by AXIS there on turn 1; fell_seen as given; old: a
 * game stored before wrecks blocked sight and were public (its rules
 * without "wreck_sight"). */
static json_t *
sh_state(const struct game_rules *bg, int lost, int fell_seen, int old)
{
	json_t *st = opening(bg, "crossroads.bgs", NULL), *sh;
	int ax;

	if (st == NULL || (sh = unit_of(st, "SH")) == NULL ||
	    (ax = side_of(st, "AXIS")) < 0) {
		CHECK(0, "crossroads: no SH or no AXIS");
		json_decref(st);
		return NULL;
	}
	if (old)
		json_object_del(json_object_get(st, "rules"), "wreck_sight");
	json_object_set_new(sh, "x", json_integer(30000));
	json_object_set_new(sh, "y", json_integer(10000));
	json_object_set_new(sh, "gone", json_integer(lost));
	json_object_set_new(sh, "hidden", json_integer(!lost));
	json_object_set_new(sh, "lost_turn", json_integer(lost));
	if (fell_seen)
		json_object_set_new(sh, "fell_seen", json_integer(fell_seen));
	json_integer_set(json_array_get(json_object_get(sh, "seen_turn"),
	    (size_t)ax), 1);
	json_integer_set(json_array_get(json_object_get(sh, "seen_x"),
	    (size_t)ax), 30000);
	json_integer_set(json_array_get(json_object_get(sh, "seen_y"),
	    (size_t)ax), 10000);
	return st;
}

/* G1's shot at SH that AXIS saw: a ruler from G1 to SH's middle. */
static json_t *
shot_at(const struct draw_base *w)
{
	struct draw_ruling r = draw_ruler(w->x, w->y - 9000, w->x, w->y, -1);
	json_t *ev = json_array();

	json_array_append_new(ev, json_pack("{s:[s],s:b,s:i,s:i,s:s,s:[o]}",
	    "sides", "AXIS", "referee", 0, "turn", 1, "round", 0, "text",
	    "G1 fires at SH.", "rulings", drawing_ruling_json(&r)));
	return ev;
}

/* A wreck seen: on AXIS's map (it saw SH fall), on ALLIES' (their own)
 * and the referee's, with its id, the ruler to it ending on its hull;
 * drawn as a hull, not a disc (its outline at its nose and tail). */
static void
wreck_seen(const struct game_rules *bg)
{
	json_t *st = sh_state(bg, 1, 1 | 2 << 0 | 2 << 1, 0), *ev = NULL;
	const char *who[3] = { "AXIS", "ALLIES", NULL };
	const struct draw_base *w;
	struct drawing *d;
	struct rctx c;
	cairo_surface_t *s;
	double x, y;
	unsigned rgb;
	int i, nose, tail;

	if (st == NULL)
		return;
	/* fell_seen as stored: AXIS's bit is 2 << its index */
	json_object_set_new(unit_of(st, "SH"), "fell_seen", json_integer(1 |
	    2 << side_of(st, "AXIS")));
	for (i = 0; i < 3; i++) {
		if ((d = draw(bg, st, NULL, who[i])) == NULL)
			continue;
		w = wreck_of(d, "SH");
		CHECK(w != NULL && w->x == 30000 && w->y == 10000,
		    "no wreck of SH at 30,10 on %s's map", who[i] ? who[i] :
		    "the referee");
		drawing_del(d);
	}
	if ((d = draw(bg, st, NULL, "AXIS")) == NULL ||
	    (w = wreck_of(d, "SH")) == NULL) {
		drawing_del(d);
		json_decref(st);
		return;
	}
	ev = shot_at(w);
	drawing_del(d);
	if ((d = draw(bg, st, ev, "AXIS")) != NULL && (w = wreck_of(d,
	    "SH")) != NULL) {
		const struct draw_ruling *r = NULL;

		for (i = 0; i < d->nitems; i++)
			if (d->items[i].kind == DRAW_RULING &&
			    d->items[i].u.ruling.kind == DRAW_R_RULER)
				r = &d->items[i].u.ruling;
		/* facing 0: the hull runs up and down the page */
		CHECK(r != NULL && abs(r->p[1].x - w->x) <= w->w / 2 &&
		    abs(r->p[1].y - w->y) <= w->dp / 2, "the ruler to SH ends "
		    "off its wreck");
		/* 20 px an inch: the hull 30 x 60 px */
		if (w->facing == 0 && ctx_open(&c, d, 0.02, &s, 1300)) {
			cairo_set_source_rgb(c.cr, 1, 1, 1);
			cairo_paint(c.cr);
			rc_bases(&c);
			x = rc_x(&c, w->x);
			y = rc_y(&c, w->y);
			rgb = drawing_ink_rgb(DRAW_INK_SIDE(w->side));
			nose = near_rgb(s, (int)x - 14, (int)y - 32, (int)x + 14,
			    (int)y - 20, rgb);
			tail = near_rgb(s, (int)x - 14, (int)y + 20, (int)x + 14,
			    (int)y + 32, rgb);
			CHECK(nose > 10 && tail > 10, "the wreck not drawn as "
			    "its hull: %d, %d px of its outline at nose and "
			    "tail", nose, tail);
			ctx_close(&c, s);
		}
	}
	drawing_del(d);
	json_decref(ev);
	json_decref(st);
}

/* A game stored before wrecks were public (no "wreck_sight"): SH lost
 * where AXIS did not see it fall: AXIS's map has no wreck, no lost
 * mark, and is the very map it would get with SH standing there unseen
 * (its last-seen marker, as the text's LAST SEEN); the drawing and its
 * PNG alike.  ALLIES still see their own wreck. */
static void
wreck_unseen(const struct game_rules *bg)
{
	json_t *lost = sh_state(bg, 1, 1, 1), *stood = sh_state(bg, 0, 0, 1);
	struct drawing *a = NULL, *b = NULL, *own = NULL;
	struct render_opts o;
	struct render_info ia, ib;
	struct buf pa, pb;
	char *ta = NULL, *tb = NULL;

	if (lost == NULL || stood == NULL)
		goto out;
	a = draw(bg, lost, NULL, "AXIS");
	b = draw(bg, stood, NULL, "AXIS");
	own = draw(bg, lost, NULL, "ALLIES");
	if (a == NULL || b == NULL || own == NULL)
		goto out;
	CHECK(lost_count(a) == 0, "AXIS never saw SH fall: %d lost marks",
	    lost_count(a));
	CHECK(wreck_of(own, "SH") != NULL, "ALLIES' own wreck not drawn");
	ta = golden_text(a);
	tb = golden_text(b);
	CHECK(ta != NULL && tb != NULL && strcmp(ta, tb) == 0, "AXIS's map "
	    "tells SH's loss it never saw from SH standing unseen");
	render_defaults(&o);
	buf_init(&pa, PBEM_MAX_PICTURE);
	buf_init(&pb, PBEM_MAX_PICTURE);
	if (render(a, &o, &pa, &ia) == PBEM_OK && render(b, &o, &pb, &ib) ==
	    PBEM_OK)
		CHECK(pa.len == pb.len && memcmp(pa.data, pb.data, pa.len) ==
		    0, "AXIS's picture differs with SH lost unseen");
	buf_free(&pa);
	buf_free(&pb);
out:
	free(ta);
	free(tb);
	drawing_del(a);
	drawing_del(b);
	drawing_del(own);
	json_decref(lost);
	json_decref(stood);
}

/* Wrecks public (rules "wreck_sight"): SH lost where no AXIS unit saw
 * it fall lies on AXIS's map all the same, as on ALLIES' and the
 * referee's, a lost mark AXIS's map would not have with SH standing
 * unseen; and the legend's wreck sample is ringed as SH is on the map,
 * in ALLIES' colour, not in the colour of AXIS, who looks. */
static void
wreck_public(const struct game_rules *bg)
{
	json_t *st = sh_state(bg, 1, 1, 0);
	const char *who[3] = { "AXIS", "ALLIES", NULL };
	const struct draw_base *w;
	struct drawing *d;
	struct rctx c;
	cairo_surface_t *s;
	unsigned own, other;
	int i, bit = 0;

	if (st == NULL)
		return;
	for (i = 0; i < 3; i++) {
		if ((d = draw(bg, st, NULL, who[i])) == NULL)
			continue;
		w = wreck_of(d, "SH");
		CHECK(w != NULL && w->x == 30000 && w->y == 10000,
		    "wrecks public: no wreck of SH at 30,10 on %s's map",
		    who[i] ? who[i] : "the referee");
		drawing_del(d);
	}
	if ((d = draw(bg, st, NULL, "AXIS")) == NULL)
		goto out;
	CHECK(lost_count(d) == 1, "AXIS's map: %d lost marks, not SH's "
	    "wreck alone", lost_count(d));
	while ((1u << bit) != DRAW_ST_LOST)
		bit++;
	if ((w = wreck_of(d, "SH")) != NULL && ctx_open(&c, d, 0.02, &s,
	    120)) {
		cairo_set_source_rgb(c.cr, 1, 1, 1);
		cairo_paint(c.cr);
		rc_badge(&c, 60, 60, 10, bit);
		own = drawing_ink_rgb(DRAW_INK_SIDE(w->side));
		other = drawing_ink_rgb(DRAW_INK_SIDE(1 - w->side));
		CHECK(near_rgb(s, 30, 40, 90, 80, own) > 20 &&
		    near_rgb(s, 30, 40, 90, 80, other) == 0, "the legend's "
		    "wreck not ringed as SH's: %d px of its side's colour, "
		    "%d of the viewer's", near_rgb(s, 30, 40, 90, 80, own),
		    near_rgb(s, 30, 40, 90, 80, other));
		ctx_close(&c, s);
	}
	drawing_del(d);
out:
	json_decref(st);
}

/* Pixels that differ between two surfaces of one size by more than the
 * smoothing of an edge turned half round can (a channel off by > 64). */
static int
px_apart(cairo_surface_t *a, cairo_surface_t *b)
{
	int w = cairo_image_surface_get_width(a), h =
	    cairo_image_surface_get_height(a), st =
	    cairo_image_surface_get_stride(a), x, y, n = 0;
	const unsigned char *pa, *pb;

	cairo_surface_flush(a);
	cairo_surface_flush(b);
	pa = cairo_image_surface_get_data(a);
	pb = cairo_image_surface_get_data(b);
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++)
			n += abs(pa[y * st + x * 4] - pb[y * st + x * 4]) > 64 ||
			    abs(pa[y * st + x * 4 + 1] - pb[y * st + x * 4 +
			    1]) > 64 || abs(pa[y * st + x * 4 + 2] -
			    pb[y * st + x * 4 + 2]) > 64;
	return n;
}

/* A wreck shows where it lies and its hull's line, not which end was
 * its front: on the map of AXIS, who never saw SH in play, SH (facing
 * 200) lies along bearing 20; ALLIES and the referee keep 200; and the
 * picture of a wreck turned end for end is the same (no nose). */
static void
wreck_no_front(const struct game_rules *bg)
{
	json_t *st = sh_state(bg, 1, 1, 0);
	const char *who[3] = { "AXIS", "ALLIES", NULL };
	const int want[3] = { 20, 200, 200 };
	const struct draw_base *w;
	struct drawing *d;
	struct draw_base *b;
	struct rctx c[2];
	cairo_surface_t *s[2] = { NULL, NULL };
	int i, ok = 1;

	if (st == NULL)
		return;
	json_object_set_new(unit_of(st, "SH"), "facing", json_integer(200));
	json_integer_set(json_array_get(json_object_get(unit_of(st, "SH"),
	    "seen_turn"), (size_t)side_of(st, "AXIS")), 0);
	for (i = 0; i < 3; i++) {
		if ((d = draw(bg, st, NULL, who[i])) == NULL)
			continue;
		w = wreck_of(d, "SH");
		CHECK(w != NULL && w->facing == want[i], "SH's wreck on %s's "
		    "map lies along %d, not %d", who[i] ? who[i] :
		    "the referee", w != NULL ? w->facing : -1, want[i]);
		drawing_del(d);
	}
	if ((d = draw(bg, st, NULL, "ALLIES")) == NULL ||
	    (w = wreck_of(d, "SH")) == NULL) {
		drawing_del(d);
		json_decref(st);
		return;
	}
	b = (struct draw_base *)w;
	for (i = 0; i < 2; i++) {
		b->facing = i ? 180 : 0;
		if (!ctx_open(&c[i], d, 0.02, &s[i], 1300)) {
			ok = 0;
			break;
		}
		cairo_set_source_rgb(c[i].cr, 1, 1, 1);
		cairo_paint(c[i].cr);
		rc_bases(&c[i]);
	}
	if (ok)
		CHECK(px_apart(s[0], s[1]) <= 8, "a wreck turned end for end "
		    "looks different (%d px): its front shows",
		    px_apart(s[0], s[1]));
	for (i = 0; i < 2; i++)
		if (s[i] != NULL)
			ctx_close(&c[i], s[i]);
	drawing_del(d);
	json_decref(st);
}

/* Three riflemen shoulder to shoulder (their ids outside, behind them
 * first: below), a ruler run along just behind them: no id on it. */
static void
ids_off_rulers(void)
{
	struct drawing d;
	struct draw_ruling r = draw_ruler(20 * YD, 52 * YD, 80 * YD, 52 * YD,
	    -1);
	struct rctx c;
	cairo_surface_t *s;
	const struct rc_box *b;
	int i;

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 4 * YD);
	drawing_measure(&d, YD, "yd", 0, 0);
	for (i = 0; i < 3; i++)
		man(&d, 49 * YD + i * 80, 50 * YD, 1, 0, "R");
	drawing_ruling(&d, &r);
	CHECK(!drawing_failed(&d), "the riflemen drawing");
	if (!ctx_open(&c, &d, 8.0 / YD, &s, 900))
		return;
	cairo_set_source_rgb(c.cr, 1, 1, 1);
	cairo_paint(c.cr);
	rc_bases(&c);
	rc_base_labels(&c);
	CHECK(c.ntaken == 6, "3 men and 3 ids outside: %d", c.ntaken);
	for (i = 3; i < c.ntaken; i++) {
		b = &c.taken[i];
		CHECK(!box_on_segment(b, rc_x(&c, r.p[0].x), rc_y(&c,
		    r.p[0].y), rc_x(&c, r.p[1].x), rc_y(&c, r.p[1].y)),
		    "an id (%.0f,%.0f)-(%.0f,%.0f) on the ruler", b->x0, b->y0,
		    b->x1, b->y1);
	}
	ctx_close(&c, s);
	drawing_free(&d);
}

/* A squad's token at the middle of a ruler run across it (a mortar's
 * at a rifleman): the length is written elsewhere on the tape, his
 * token and id as when the ruler is not there but for the tape. */
static void
length_off_token(void)
{
	struct drawing d;
	struct draw_token t;
	struct draw_ruling r;
	cairo_surface_t *alone, *s;
	int n, x = 400, y = 440;	/* his middle at 8 px a yard */

	memset(&t, 0, sizeof t);
	t.x = 50 * YD;
	t.y = 55 * YD;
	t.facing = DRAW_NO_FACING;
	t.side = 1;
	snprintf(t.id, sizeof t.id, "U2");
	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 3 * YD);
	drawing_measure(&d, YD, "yd", 0, 0);
	drawing_token(&d, &t);
	alone = board_at(&d, 8.0 / YD);
	drawing_free(&d);

	drawing_init(&d, "1/100 yard", 100 * YD, 100 * YD, 3 * YD);
	drawing_measure(&d, YD, "yd", 0, 0);
	drawing_token(&d, &t);
	r = draw_ruler(50 * YD, 40 * YD, 50 * YD, 70 * YD, -1);
	drawing_ruling(&d, &r);
	CHECK(!drawing_failed(&d), "the ruler drawing");
	s = board_at(&d, 8.0 / YD);
	n = box_differs(alone, s, x - 7, y - 5, x + 7, y + 5);
	CHECK(n == 0, "the ruler's length on U2's id: %d px of it hidden",
	    n);
	cairo_surface_destroy(s);
	cairo_surface_destroy(alone);
	drawing_free(&d);
}

/* Battleground's squad U2 in column facing north (Crossroads, 1/1000
 * inch): its token just north of its men, a leader with it (a star),
 * its leader L on the left of the front rank (his own star).  The
 * token, its star and its id are drawn as when L bears no star: L's
 * star is placed clear of them. */
static void
stars_apart(void)
{
	static const char figs[] = "LHMRRRRR";
	struct drawing d;
	struct draw_token t;
	struct draw_base b;
	struct rctx c;
	cairo_surface_t *s[2], *tmp;
	double at[DRAW_ST_COUNT + 2][3], k = 46.0 / 900;
	int pass, i, n, bad = 0, cx = 8000, top = 8000;

	for (pass = 0; pass < 2; pass++) {
		drawing_init(&d, "1/1000 inch", 36000, 36000, 900);
		for (i = 0; i < 8; i++) {
			memset(&b, 0, sizeof b);
			b.x = cx + (i % 2 ? 375 : -375);
			b.y = top + i / 2 * 750;
			b.shape = DRAW_B_ROUND;
			b.w = b.dp = 625;
			b.turret = DRAW_NO_FACING;
			b.side = 1;
			b.status = pass && figs[i] == 'L' ? DRAW_ST_LEADER : 0;
			snprintf(b.id, sizeof b.id, "%c", figs[i]);
			drawing_base(&d, &b);
		}
		memset(&t, 0, sizeof t);
		t.x = cx;
		t.y = top - (450 + 312 + 150);
		t.size = 900;
		t.side = 1;
		t.status = DRAW_ST_LEADER;
		snprintf(t.id, sizeof t.id, "U2");
		snprintf(t.sub, sizeof t.sub, "%s", figs);
		drawing_token(&d, &t);
		CHECK(!drawing_failed(&d), "the squad drawing");
		s[pass] = board_at(&d, k);
		if (pass == 1 && ctx_open(&c, &d, k, &tmp, 900)) {
			n = rc_token_circles(&c, d.nitems - 1, at,
			    DRAW_ST_COUNT + 2);
			for (i = 0; i < n; i++)
				bad += box_differs(s[0], s[1], (int)(at[i][0] -
				    at[i][2] * 0.7), (int)(at[i][1] - at[i][2] *
				    0.7), (int)(at[i][0] + at[i][2] * 0.7),
				    (int)(at[i][1] + at[i][2] * 0.7));
			CHECK(n >= 2, "U2's token has no star");
			ctx_close(&c, tmp);
		}
		drawing_free(&d);
	}
	CHECK(bad == 0, "L's star on U2's token or its star: %d px", bad);
	cairo_surface_destroy(s[0]);
	cairo_surface_destroy(s[1]);
}

void
test_wrecks(void)
{
	const struct game_rules *bg = game_rules_find("battleground");

	CHECK(bg != NULL, "no battleground module");
	if (bg == NULL)
		return;
	wreck_seen(bg);
	wreck_unseen(bg);
	wreck_public(bg);
	wreck_no_front(bg);
	ids_off_rulers();
	length_off_token();
	stars_apart();
}
