/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_clear.c - clearing minefields (digest 4.16): engineers that start
 * the card in or within 1" of a field clear, as their fire action, a lane
 * 2" wide and 1" deep per engineer figure from a point along one of the
 * field's axes (lanes run square across the rectangular field [P]); a
 * mine-clearing vehicle is not attacked by a field it drives into,
 * crosses it at half speed and leaves a lane as wide as itself along
 * the field's axis nearest its heading [P].  A path whose every point in
 * the field lies in its lanes is not attacked.  A unit that crossed a
 * field and took losses is put back at the last point of its path
 * inside it.  In a round field a lane's ends go by the circle's extent
 * in the lane's strip (bg_mine_span), and a gap between lanes is live
 * only if it comes inside the circle (bg_mine_round_meets).  The tests
 * are exact: the parameters where a segment meets
 * an axis-aligned rectangle are fractions of coordinate differences,
 * compared by cross-multiplication.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "drawing.h"
#include "state_fields.h"
#include "bg.h"

struct frac {
	int64_t n, d;			/* d > 0 */
};

static int
fcmp(struct frac a, struct frac b)
{
	int64_t l = a.n * b.d, r = b.n * a.d;

	return l < r ? -1 : l > r;
}

/* The part of a->b inside [x0,x1] x [y0,y1] as parameters lo..hi of
 * 0..1; 0 when it misses. */
static int
clip(struct plane_pt a, struct plane_pt b, int64_t x0, int64_t y0,
    int64_t x1, int64_t y1, struct frac *lo, struct frac *hi)
{
	int64_t p[2] = { a.x, a.y }, dp[2] = { b.x - a.x, b.y - a.y };
	int64_t mn[2] = { x0, y0 }, mx[2] = { x1, y1 };
	struct frac tin, tout;
	int k;

	*lo = (struct frac){ 0, 1 };
	*hi = (struct frac){ 1, 1 };
	for (k = 0; k < 2; k++) {
		if (dp[k] == 0) {
			if (p[k] < mn[k] || p[k] > mx[k])
				return 0;
			continue;
		}
		if (dp[k] > 0) {
			tin = (struct frac){ mn[k] - p[k], dp[k] };
			tout = (struct frac){ mx[k] - p[k], dp[k] };
		} else {
			tin = (struct frac){ p[k] - mx[k], -dp[k] };
			tout = (struct frac){ p[k] - mn[k], -dp[k] };
		}
		if (fcmp(tin, *lo) > 0)
			*lo = tin;
		if (fcmp(tout, *hi) < 0)
			*hi = tout;
	}
	return fcmp(*lo, *hi) <= 0;
}

int
bg_clear_covers(const struct bg_game *g, int k, struct plane_pt a,
    struct plane_pt b)
{
	const struct bg_mine *m = &g->mines[k];
	struct frac flo, fhi, lo[BG_MAX_LANES], hi[BG_MAX_LANES], tl, th, cur;
	int i, j, n = 0;

	if (!clip(a, b, m->x0, m->y0, m->x1, m->y1, &flo, &fhi))
		return 1;
	for (i = 0; i < g->nlanes; i++) {
		const struct bg_lane *l = &g->lanes[i];

		if (l->mine != k || !clip(a, b, l->x0, l->y0, l->x1, l->y1,
		    &tl, &th))
			continue;
		/* insertion by the lower end */
		for (j = n; j > 0 && fcmp(lo[j - 1], tl) > 0; j--) {
			lo[j] = lo[j - 1];
			hi[j] = hi[j - 1];
		}
		lo[j] = tl;
		hi[j] = th;
		n++;
	}
	cur = flo;
	for (i = 0; i < n; i++) {
		if (fcmp(lo[i], cur) > 0) {
			/* a gap of live ground: a circle's only if the
			 * stretch comes inside it (its box is not the
			 * field) */
			if (!m->round || bg_mine_round_meets(m, a, b, cur.n,
			    cur.d, lo[i].n, lo[i].d))
				return 0;
		}
		if (fcmp(hi[i], cur) > 0)
			cur = hi[i];
	}
	if (fcmp(cur, fhi) < 0 && (!m->round ||
	    bg_mine_round_meets(m, a, b, cur.n, cur.d, fhi.n, fhi.d)))
		return 0;
	return n > 0;
}

/* Within `reach` of the field (in it counts). */
static int
near_field(const struct bg_mine *m, struct plane_pt p, int64_t reach)
{
	if (m->round) {
		struct plane_circle c = bg_mine_circle(m);

		return plane_cmp_dist(p, c.c, c.r + reach) <= 0;
	}
	return p.x >= m->x0 - reach && p.x <= m->x1 + reach &&
	    p.y >= m->y0 - reach && p.y <= m->y1 + reach && !(
	    (p.x < m->x0 || p.x > m->x1) && (p.y < m->y0 || p.y > m->y1) &&
	    plane_cmp_dist(p, (struct plane_pt){ p.x < m->x0 ? m->x0 : m->x1,
	    p.y < m->y0 ? m->y0 : m->y1 }, reach) > 0);
}

/* [FIRE <tgt>,...] after a CLEAR: what the unit's other figures shoot
 * at (ids it knows, NEAREST, WEAKEST, ANY), into o->tgt[0]. */
static int
fire_words(const struct bg_game *g, const struct bg_unit *u, char **tok,
    int n, int *i, struct bg_order *o, char *err, size_t en)
{
	char buf[BG_LINE_LEN], *s, *c;
	int v;

	if (*i >= n || strcasecmp(tok[*i], "FIRE") != 0)
		return 0;
	if (*i + 1 >= n || strcasecmp(tok[*i + 1], "IF") == 0) {
		snprintf(err, en, "FIRE needs targets (ids, NEAREST, WEAKEST, "
		    "ANY)");
		return -1;
	}
	snprintf(buf, sizeof buf, "%s", tok[*i + 1]);
	for (s = buf; s != NULL; s = c) {
		if ((c = strchr(s, ',')) != NULL)
			*c++ = '\0';
		if (o->ntgtw[0] >= BG_MAX_TGT) {
			snprintf(err, en, "at most %d targets", BG_MAX_TGT);
			return -1;
		}
		if (strcasecmp(s, "NEAREST") == 0)
			v = BG_TGT_NEAREST;
		else if (strcasecmp(s, "WEAKEST") == 0)
			v = BG_TGT_WEAKEST;
		else if (strcasecmp(s, "ANY") == 0)
			v = BG_TGT_ANY;
		else if ((v = bg_unit_find(g, s)) >= 0 &&
		    !bg_known(g, u->side, v) && bg_wreck_named(g, u->side, v,
		    err, en))
			return -1;
		else if (v < 0 || g->u[v].side == u->side ||
		    !bg_known(g, u->side, v)) {
			/* 6.7: a hidden unit reads as an unknown id */
			snprintf(err, en, "unknown unit %s", s);
			return -1;
		}
		o->tgt[0][o->ntgtw[0]++] = v;
	}
	*i += 2;
	return 0;
}

/* CLEAR <field> <pt> <deg> [FIRE <tgt>,...]: the words after the unit
 * from tok[*i]. */
int
bg_clear_order(const struct bg_game *g, const struct bg_unit *u,
    char **tok, int n, int *i, struct bg_order *o, char *err, size_t en)
{
	char *e;
	long deg;
	int k;

	if (u->veh) {
		snprintf(err, en, "vehicles clear mines by driving (MINECLEAR)");
		return -1;
	}
	if (*i + 3 >= n) {
		snprintf(err, en, "CLEAR needs a minefield, a point and a "
		    "bearing (0, 90, 180 or 270)");
		return -1;
	}
	k = bg_mine_find(g, tok[*i + 1]);
	/* a field the side does not know reads as unknown (6.5) */
	if (k < 0 || !bg_mine_known(g, u->side, k)) {
		snprintf(err, en, "unknown minefield %s", tok[*i + 1]);
		return -1;
	}
	if (bg_point_parse(g, tok[*i + 2], &o->pts[0]) != 0) {
		snprintf(err, en, "bad point %s", tok[*i + 2]);
		return -1;
	}
	deg = strtol(tok[*i + 3], &e, 10);
	if (*e != '\0' || e == tok[*i + 3] || (deg != 0 && deg != 90 &&
	    deg != 180 && deg != 270)) {
		snprintf(err, en, "a lane runs square across the field: "
		    "bearing 0, 90, 180 or 270, not %s", tok[*i + 3]);
		return -1;
	}
	o->act = BG_A_CLEAR;
	o->special = k;
	o->npts = 1;
	o->face = (int)deg;
	*i += 4;
	return fire_words(g, u, tok, n, i, o, err, en);
}

static int64_t
clamp(int64_t v, int64_t lo, int64_t hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* A lane from p along bearing deg (0, 90, 180, 270), `w` wide and
 * `depth` deep, starting inside the field, clipped to it; 0 if empty. */
int
bg_lane_make(const struct bg_mine *m, struct plane_pt p, int deg, int64_t w,
    int64_t depth, struct bg_lane *l)
{
	int64_t x0, y0, x1, y1, s, lo, hi;

	/* where the strip lies in the field along its axis: the sides of
	 * a rect, the widest chord of a circle in it */
	if (!bg_mine_span(m, deg == 0 || deg == 180, deg == 0 || deg == 180 ?
	    clamp(p.x - w / 2, m->x0, m->x1) : clamp(p.y - w / 2, m->y0,
	    m->y1), deg == 0 || deg == 180 ? clamp(p.x + w / 2, m->x0,
	    m->x1) : clamp(p.y + w / 2, m->y0, m->y1), &lo, &hi))
		return 0;
	if (deg == 0 || deg == 180) {
		x0 = p.x - w / 2;
		x1 = p.x + w / 2;
		s = clamp(p.y, lo, hi);
		/* the plane's y grows south: bearing 0 runs toward y0 */
		y0 = deg == 0 ? s - depth : s;
		y1 = deg == 0 ? s : s + depth;
	} else {
		y0 = p.y - w / 2;
		y1 = p.y + w / 2;
		s = clamp(p.x, lo, hi);
		x0 = deg == 90 ? s : s - depth;
		x1 = deg == 90 ? s + depth : s;
	}
	l->x0 = (int)clamp(x0, m->x0, m->x1);
	l->x1 = (int)clamp(x1, m->x0, m->x1);
	l->y0 = (int)clamp(y0, m->y0, m->y1);
	l->y1 = (int)clamp(y1, m->y0, m->y1);
	if (deg == 0 || deg == 180) {
		l->y0 = (int)clamp(l->y0, lo, hi);
		l->y1 = (int)clamp(l->y1, lo, hi);
	} else {
		l->x0 = (int)clamp(l->x0, lo, hi);
		l->x1 = (int)clamp(l->x1, lo, hi);
	}
	l->ns = deg == 0 || deg == 180;
	return l->x1 > l->x0 && l->y1 > l->y0;
}

/* The lane of field k that side s knows and a clearing from p along deg
 * continues: one on the same axis whose width holds p and whose length
 * holds the clearing's start (p, or where p's line meets the field);
 * -1 if none.  The engineers work at its far end, so a lane deepens
 * turn by turn instead of being cleared again. */
static int
lane_continued(const struct bg_game *g, int k, int s, struct plane_pt p,
    int deg)
{
	const struct bg_mine *m = &g->mines[k];
	int ns = deg == 0 || deg == 180, i;
	int64_t across = ns ? p.x : p.y, start, flo, fhi;

	for (i = 0; i < g->nlanes; i++) {
		const struct bg_lane *l = &g->lanes[i];
		int lo_a = ns ? l->x0 : l->y0, hi_a = ns ? l->x1 : l->y1;
		int lo_s = ns ? l->y0 : l->x0, hi_s = ns ? l->y1 : l->x1;

		if (!bg_mine_span(m, ns, lo_a, hi_a, &flo, &fhi))
			continue;
		start = clamp(ns ? p.y : p.x, flo, fhi);

		if (l->mine == k && l->ns == ns && (l->known & (1 << s)) &&
		    across >= lo_a && across <= hi_a && start >= lo_s &&
		    start <= hi_s)
			return i;
	}
	return -1;
}

/* Deepen lane i by `depth` from its far end along deg, within its
 * field; 0 if it already reaches the field's edge that way. */
static int
deepen(struct bg_game *g, int i, int deg, int64_t depth)
{
	struct bg_lane *l = &g->lanes[i];
	const struct bg_mine *m = &g->mines[l->mine];
	struct bg_lane was = *l;
	int64_t lo, hi;

	if (!bg_mine_span(m, l->ns, l->ns ? l->x0 : l->y0, l->ns ? l->x1 :
	    l->y1, &lo, &hi))
		return 0;
	if (deg == 0)
		l->y0 = (int)clamp(l->y0 - depth, lo, hi);
	else if (deg == 180)
		l->y1 = (int)clamp(l->y1 + depth, lo, hi);
	else if (deg == 90)
		l->x1 = (int)clamp(l->x1 + depth, lo, hi);
	else
		l->x0 = (int)clamp(l->x0 - depth, lo, hi);
	return memcmp(&was, l, sizeof was) != 0;
}

/* "2.0\" wide, 3.0\" deep[, through the field]": a lane's size, its
 * depth along its axis. */
void
bg_lane_size(const struct bg_game *g, const struct bg_lane *l, char *buf,
    size_t n)
{
	const struct bg_mine *m = &g->mines[l->mine];
	char w[24], dp[24];
	int64_t depth = l->ns ? l->y1 - l->y0 : l->x1 - l->x0, lo, hi;
	int through = bg_mine_span(m, l->ns, l->ns ? l->x0 : l->y0, l->ns ?
	    l->x1 : l->y1, &lo, &hi) && (l->ns ? l->y0 <= lo && l->y1 >= hi :
	    l->x0 <= lo && l->x1 >= hi);

	bg_len_out(l->ns ? l->x1 - l->x0 : l->y1 - l->y0, w, sizeof w);
	bg_len_out(depth, dp, sizeof dp);
	snprintf(buf, n, "%s\" wide, %s\" deep%s", w, dp, through ?
	    ", through the field" : "");
}

/* Tell who sees unit u (and the referee) that lane i was cleared or
 * deepened; they know of it from now on. */
static void
say_lane(struct bg_turn *t, int u, int i, const char *who, int deeper)
{
	struct bg_game *g = t->g;
	struct bg_lane *l = &g->lanes[i];
	struct plane_pt a = { l->x0, l->y1 }, b = { l->x1, l->y0 };
	char pa[32], pb[32], size[64];
	unsigned mask = bg_mask_of(g, u, -1);
	int s;

	bg_pt_out(g, a, pa, sizeof pa);
	bg_pt_out(g, b, pb, sizeof pb);
	bg_lane_size(g, l, size, sizeof size);
	if (deeper)
		bg_say_mask(t, mask, "%s: the lane through minefield %s is "
		    "cleared deeper, now from %s to %s (%s).", who,
		    g->mines[l->mine].id, pa, pb, size);
	else
		bg_say_mask(t, mask, "%s: a lane is cleared through minefield "
		    "%s from %s to %s (%s).", who, g->mines[l->mine].id, pa,
		    pb, size);
	for (s = 0; s < BG_NSIDES; s++)
		if (mask & EVENT_V_SIDE(s))
			l->known |= 1 << s;
}

/* 2.3: the engineers who clear are not shooters; the rest of the unit
 * may fire at the line's FIRE targets, chosen when it shoots. */
static void
shoot_too(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_order f = *o;
	int decl = g->use_decl;

	if (o->ntgtw[0] == 0)
		return;
	f.act = BG_A_FIRE;
	g->clearing = u + 1;
	g->use_decl = 0;
	bg_fire(t, u, &f);
	g->use_decl = decl;
	g->clearing = 0;
}

void
bg_clear_fire(struct bg_turn *t, int u, const struct bg_order *o)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	const struct bg_mine *m = &g->mines[o->special];
	struct bg_lane l;
	char who[64];
	int ne = bg_count(x, 'E'), i, deeper;
	int64_t depth;

	if (ne > g->fr.clear_max)	/* 2.1, 4.16: at most 6 engineers */
		ne = g->fr.clear_max;
	if (ne == 0 || m->removed) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s cannot "
		    "clear minefield %s: %s.", x->id, m->id, ne == 0 ?
		    "no engineer left" : "it is gone");
		return;
	}
	if (!near_field(m, bg_centre(g, x), g->fr.clear_reach) ||
	    !near_field(m, o->pts[0], g->fr.clear_reach)) {
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side), "%s cannot "
		    "clear minefield %s: the unit and the lane's start must be "
		    "in it or within %d\" of it.", x->id, m->id,
		    g->fr.clear_reach / BG_INCH);
		return;
	}
	depth = (int64_t)ne * g->fr.clear_depth;
	snprintf(who, sizeof who, "%s's %d engineer%s", x->id, ne,
	    ne == 1 ? "" : "s");
	i = lane_continued(g, o->special, x->side, o->pts[0], o->face);
	deeper = i >= 0;
	if (deeper) {
		if (!deepen(g, i, o->face, depth)) {
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s cannot clear deeper: the lane through "
			    "minefield %s already reaches the field's edge "
			    "that way.", x->id, m->id);
			return;
		}
	} else {
		memset(&l, 0, sizeof l);
		l.mine = o->special;
		if (g->nlanes >= BG_MAX_LANES || !bg_lane_make(m, o->pts[0],
		    o->face, g->fr.clear_width, depth, &l)) {
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s cannot clear there: the lane misses the field "
			    "(or the table holds %d lanes).", x->id,
			    BG_MAX_LANES);
			return;
		}
		i = g->nlanes;
		g->lanes[g->nlanes++] = l;
	}
	if (x->hidden) {
		bg_reveal(g, u, t->log, "its engineers cleared mines");
		bg_sight_update(g, t->log);
	}
	say_lane(t, u, i, who, deeper);
	shoot_too(t, u, o);
}

/* Where a->b enters field m and where it leaves it (rounded toward a
 * for a rect, stepped for a circle); 0 if it misses. */
static int
entry_exit(const struct bg_mine *m, struct plane_pt a, struct plane_pt b,
    struct plane_pt *e, struct plane_pt *f)
{
	struct frac lo, hi;

	if (m->round)
		return bg_mine_chord(m, a, b, e, f) >= 0;
	if (!clip(a, b, m->x0, m->y0, m->x1, m->y1, &lo, &hi))
		return 0;
	e->x = a.x + (b.x - a.x) * lo.n / lo.d;
	e->y = a.y + (b.y - a.y) * lo.n / lo.d;
	f->x = a.x + (b.x - a.x) * hi.n / hi.d;
	f->y = a.y + (b.y - a.y) * hi.n / hi.d;
	return 1;
}

/* 4.16: a mine-clearing vehicle that drove into field k: half speed
 * inside (its straight path's inches inside count double, so it stops
 * short), then a lane of its width along the field's axis nearest its
 * heading, over the stretch it covered inside. */
void
bg_clear_drive(struct bg_turn *t, int u, int k, struct plane_pt from)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	const struct bg_mine *m = &g->mines[k];
	struct plane_pt to = bg_centre(g, x), e, f;
	struct bg_lane l;
	char where[32];
	int64_t len, in, go, dx, dy, slo, shi;
	int axis_ns;

	if (!entry_exit(m, from, to, &e, &f))
		return;
	len = plane_isqrt_round((uint64_t)plane_dist2(from, to));
	dx = to.x - from.x;
	dy = to.y - from.y;
	in = plane_isqrt_round((uint64_t)plane_dist2(e, f));
	/* after the entry it had go = len - |from e| to spend; each inch
	 * inside costs clearer_cost/100 (half speed) */
	go = len - plane_isqrt_round((uint64_t)plane_dist2(from, e));
	if (go > 0 && len > 0) {
		int64_t need = in * g->fr.clearer_cost / 100, now;

		if (in < go && go >= need)
			now = in + (go - need);	/* through, then the open */
		else
			now = go * 100 / g->fr.clearer_cost;
		if (now < go) {
			int64_t at = len - go + now;

			to.x = from.x + dx * at / len;
			to.y = from.y + dy * at / len;
			x->x = (int)to.x;
			x->y = (int)to.y;
			bg_pt_out(g, to, where, sizeof where);
			bg_say(t, u, -1, "%s clears mines at half speed in %s: "
			    "it stops at %s.", x->id, m->id, where);
		}
	}
	if (!entry_exit(m, from, to, &e, &f))
		return;
	axis_ns = (dy < 0 ? -dy : dy) >= (dx < 0 ? -dx : dx);
	memset(&l, 0, sizeof l);
	l.mine = k;
	if (axis_ns) {
		l.x0 = (int)clamp((e.x + f.x) / 2 - x->wid / 2, m->x0, m->x1);
		l.x1 = (int)clamp((e.x + f.x) / 2 + x->wid / 2, m->x0, m->x1);
		l.y0 = (int)clamp(e.y < f.y ? e.y : f.y, m->y0, m->y1);
		l.y1 = (int)clamp(e.y < f.y ? f.y : e.y, m->y0, m->y1);
	} else {
		l.y0 = (int)clamp((e.y + f.y) / 2 - x->wid / 2, m->y0, m->y1);
		l.y1 = (int)clamp((e.y + f.y) / 2 + x->wid / 2, m->y0, m->y1);
		l.x0 = (int)clamp(e.x < f.x ? e.x : f.x, m->x0, m->x1);
		l.x1 = (int)clamp(e.x < f.x ? f.x : e.x, m->x0, m->x1);
	}
	l.ns = axis_ns;
	/* a circle bulges past the track's ends beside it: a lane from
	 * outside runs from the field's edge in its strip, and one that
	 * leaves it to the edge beyond */
	if (m->round && bg_mine_span(m, axis_ns, axis_ns ? l.x0 : l.y0,
	    axis_ns ? l.x1 : l.y1, &slo, &shi)) {
		int *a0 = axis_ns ? &l.y0 : &l.x0, *a1 = axis_ns ? &l.y1 :
		    &l.x1;
		int up = axis_ns ? dy > 0 : dx > 0;	/* toward a1 */

		if (!bg_mine_holds(m, from))
			*(up ? a0 : a1) = (int)(up ? slo : shi);
		if (!bg_mine_holds(m, to))
			*(up ? a1 : a0) = (int)(up ? shi : slo);
	}
	if (l.x1 <= l.x0 || l.y1 <= l.y0 || g->nlanes >= BG_MAX_LANES)
		return;
	g->lanes[g->nlanes++] = l;
	say_lane(t, u, g->nlanes - 1, x->id, 0);
}

int
bg_put_back(struct bg_game *g, int u, int k, struct plane_pt from)
{
	struct bg_unit *x = &g->u[u];
	const struct bg_mine *m = &g->mines[k];
	struct plane_pt to = bg_centre(g, x);
	struct frac lo, hi;
	struct plane_pt last;

	if (m->round) {
		if (x->bldg >= 0 || bg_mine_holds(m, to) ||
		    bg_mine_chord(m, from, to, NULL, &last) < 0)
			return 0;
		x->x = (int)last.x;
		x->y = (int)last.y;
		return 1;
	}
	if (x->bldg >= 0 || (to.x >= m->x0 && to.x <= m->x1 &&
	    to.y >= m->y0 && to.y <= m->y1) ||
	    !clip(from, to, m->x0, m->y0, m->x1, m->y1, &lo, &hi))
		return 0;
	/* truncation rounds toward `from`: on the edge or inside */
	x->x = (int)(from.x + (to.x - from.x) * hi.n / hi.d);
	x->y = (int)(from.y + (to.y - from.y) * hi.n / hi.d);
	return 1;
}

void
bg_lane_report(const struct bg_game *g, int viewer, struct buf *out)
{
	struct plane_pt a, b;
	char pa[32], pb[32], size[64];
	int k, any = 0;

	for (k = 0; k < g->nlanes; k++) {
		const struct bg_lane *l = &g->lanes[k];

		if (viewer >= 0 && !(l->known & (1 << viewer)))
			continue;
		if (!any++)
			buf_adds(out, "\nCLEARED LANES\n");
		a = (struct plane_pt){ l->x0, l->y1 };
		b = (struct plane_pt){ l->x1, l->y0 };
		bg_pt_out(g, a, pa, sizeof pa);
		bg_pt_out(g, b, pb, sizeof pb);
		bg_lane_size(g, l, size, sizeof size);
		buf_addf(out, "  %-4s from %s to %s, %s\n", g->mines[l->mine].id,
		    pa, pb, size);
	}
}

void
bg_lane_draw(struct drawing *d, const struct bg_game *g, int viewer)
{
	struct draw_pt q[4];
	int k;

	for (k = 0; k < g->nlanes; k++) {
		const struct bg_lane *l = &g->lanes[k];

		if (viewer >= 0 && !(l->known & (1 << viewer)))
			continue;
		q[0] = (struct draw_pt){ l->x0, l->y0 };
		q[1] = (struct draw_pt){ l->x1, l->y0 };
		q[2] = (struct draw_pt){ l->x1, l->y1 };
		q[3] = (struct draw_pt){ l->x0, l->y1 };
		drawing_poly(d, q, 4, DRAW_INK_WHITE, DRAW_INK_GREY, 100, 0);
	}
}
