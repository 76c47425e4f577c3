/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_amend_fire.c - the referee's verbs for smoke and cleared lanes
 * (digest 4.15, 4.16; ORDERS.md "Referee amendments"):
 *
 *   SMOKE SIDE POINT BEARING|RING   a smoke line laid by SIDE this turn,
 *                                   6" centred on POINT along BEARING (as
 *                                   a unit lays it), or an artillery ring
 *                                   4" across (as a strike lays it)
 *   NOSMOKE POINT                   every screen over POINT gone
 *   LANE SIDE|BOTH FIELD POINT BEARING DEPTH [WIDTH]
 *                                   a lane through FIELD as engineers
 *                                   clear it (2" wide unless given),
 *                                   known to SIDE (or both)
 *   NOLANE FIELD POINT              every lane of FIELD over POINT mined
 *                                   again
 *
 * Who is told: the referee, and each side that sees the smoke (4.15:
 * at night only near it) or knows the lane.  A lane is refused to a side
 * that does not know its field: it would show where the field is.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg_amend.h"

/* SIDE as the scenario names it: its index, else -1 (an error). */
static int
side_of(struct bg_am *a, const char *w, int both_ok)
{
	int s;

	for (s = 0; w != NULL && s < BG_NSIDES; s++)
		if (strcasecmp(w, a->g->side[s]) == 0)
			return s;
	if (both_ok && w != NULL && strcasecmp(w, "BOTH") == 0)
		return BG_NSIDES;
	return bg_am_err(a, "\"%.16s\" is not a side of this game (%s, %s%s)",
	    w ? w : "", a->g->side[0], a->g->side[1], both_ok ? " or BOTH" :
	    "");
}

static int
point_of(struct bg_am *a, const char *w, struct plane_pt *p)
{
	if (w == NULL || bg_point_parse(a->g, w, p) != 0)
		return bg_am_err(a, "\"%.24s\" is not a point on this table "
		    "(X,Y in inches from the south-west corner, or @FEATURE)",
		    w ? w : "");
	return 0;
}

/* SMOKE SIDE POINT BEARING|RING */
int
bg_am_smoke(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	struct bg_smoke *m;
	struct plane_pt p;
	const char *w;
	int s, deg = -1;

	(void)arg;
	if ((s = side_of(a, AM_W(1), 0)) < 0 ||
	    point_of(a, AM_W(2), &p) < 0)
		return -1;
	w = AM_W(3);
	if (w == NULL || (strcasecmp(w, "RING") != 0 &&
	    word_bearing(w, &deg) != 0))
		return bg_am_err(a, "SMOKE SIDE POINT BEARING|RING: \"%.16s\" "
		    "is neither a bearing (0 to 359) nor RING", w ? w : "");
	if (am_too_many(a, 4, "SMOKE SIDE POINT BEARING|RING") < 0)
		return -1;
	if ((m = bg_smoke_new(g)) == NULL)
		return bg_am_err(a, "the table holds %d smoke screens already",
		    BG_MAX_SMOKE);
	if (deg >= 0)
		bg_smoke_line(g, m, s, p, deg);
	else {			/* as artillery smoke (bg_smoke_art) */
		m->ring = 1;
		m->side = s;
		m->x0 = m->x1 = (int)p.x;
		m->y0 = m->y1 = (int)p.y;
		m->r = g->fr.smoke_ring / 2;
		m->laid = g->turn;
		m->thin = g->turn + 1;
		m->until = g->turn + 2;
	}
	bg_smoke_tell(&a->t, g->nsmoke - 1, 0, "Referee: a smoke", "is laid");
	return 0;
}

static int
smoke_over(const struct bg_smoke *m, struct plane_pt p)
{
	struct plane_seg sg = { { m->x0, m->y0 }, { m->x1, m->y1 } };

	if (m->ring)
		return plane_cmp_dist(sg.a, p, m->r) <= 0;
	return plane_seg_cmp_dist_pt(sg, p, m->width / 2) <= 0;
}

/* NOSMOKE POINT */
int
bg_am_nosmoke(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	struct plane_pt p;
	int k, j, n = 0;

	(void)arg;
	if (point_of(a, AM_W(1), &p) < 0 ||
	    am_too_many(a, 2, "NOSMOKE POINT") < 0)
		return -1;
	for (k = 0, j = 0; k < g->nsmoke; k++) {
		if (smoke_over(&g->smoke[k], p)) {
			bg_smoke_tell(&a->t, k, 0, "Referee: the smoke",
			    "is gone");
			n++;
			continue;
		}
		g->smoke[j++] = g->smoke[k];
	}
	g->nsmoke = j;
	if (n == 0)
		return bg_am_err(a, "no smoke stands over %.24s",
		    AM_W(1));
	return 0;
}

static int
field_of(struct bg_am *a, const char *w)
{
	int k;

	if (w == NULL || (k = bg_mine_find(a->g, w)) < 0)
		return bg_am_err(a, "there is no minefield \"%.16s\" in this "
		    "game", w ? w : "");
	if (a->g->mines[k].removed)
		return bg_am_err(a, "minefield %s is gone", a->g->mines[k].id);
	return k;
}

/* The lane's words to the referee and the sides in `known`. */
static void
tell_lane(struct bg_am *a, const struct bg_lane *l, const char *what)
{
	struct bg_game *g = a->g;
	struct plane_pt pa = { l->x0, l->y1 }, pb = { l->x1, l->y0 };
	char ta[32], tb[32], size[64];
	unsigned mask = EVENT_V_REF;
	int s;

	for (s = 0; s < BG_NSIDES; s++)
		if (l->known & (1 << s))
			mask |= EVENT_V_SIDE(s);
	bg_pt_out(g, pa, ta, sizeof ta);
	bg_pt_out(g, pb, tb, sizeof tb);
	bg_lane_size(g, l, size, sizeof size);
	bg_say_mask(&a->t, mask, "Referee: the lane through minefield %s from "
	    "%s to %s (%s) %s.", g->mines[l->mine].id, ta, tb, size, what);
}

/* LANE SIDE|BOTH FIELD POINT BEARING DEPTH [WIDTH] */
int
bg_am_lane(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	static const char form[] = "LANE SIDE|BOTH FIELD POINT BEARING DEPTH "
	    "[WIDTH]";
	struct bg_game *g = a->g;
	struct bg_lane l;
	struct plane_pt p;
	int64_t deg;
	int s, k, t, depth, width = g->fr.clear_width;

	(void)arg;
	if ((s = side_of(a, AM_W(1), 1)) < 0 ||
	    (k = field_of(a, AM_W(2))) < 0 ||
	    point_of(a, AM_W(3), &p) < 0)
		return -1;
	if (AM_W(4) == NULL || word_int(AM_W(4), 0, 270,
	    &deg) != 0 || deg % 90 != 0)
		return bg_am_err(a, "%s: a lane runs square across the field "
		    "(bearing 0, 90, 180 or 270), not \"%.16s\"", form,
		    AM_W(4) ? AM_W(4) : "");
	if (AM_W(5) == NULL || bg_inches_parse(AM_W(5),
	    &depth) != 0 || depth <= 0 || (AM_W(6) != NULL &&
	    (bg_inches_parse(AM_W(6), &width) != 0 || width <= 0)))
		return bg_am_err(a, "%s: the depth and width are inches above "
		    "0", form);
	if (am_too_many(a, 7, form) < 0)
		return -1;
	for (t = 0; t < BG_NSIDES; t++)
		if ((s == t || s == BG_NSIDES) && !bg_mine_known(g, t, k))
			return bg_am_err(a, "%s does not know minefield %s: a "
			    "lane would show it where it is", g->side[t],
			    g->mines[k].id);
	memset(&l, 0, sizeof l);
	l.mine = k;
	if (!bg_lane_make(&g->mines[k], p, (int)deg, width, depth, &l))
		return bg_am_err(a, "the lane misses minefield %s",
		    g->mines[k].id);
	if (g->nlanes >= BG_MAX_LANES)
		return bg_am_err(a, "the table holds %d lanes already",
		    BG_MAX_LANES);
	l.known = s == BG_NSIDES ? 3 : 1 << s;
	g->lanes[g->nlanes++] = l;
	tell_lane(a, &l, "is cleared");
	return 0;
}

/* NOLANE FIELD POINT */
int
bg_am_nolane(struct amend *am, int arg)
{
	struct bg_am *a = (struct bg_am *)am;
	struct bg_game *g = a->g;
	struct plane_pt p;
	int f, k, j, n = 0;

	(void)arg;
	if ((f = field_of(a, AM_W(1))) < 0 ||
	    point_of(a, AM_W(2), &p) < 0 ||
	    am_too_many(a, 3, "NOLANE FIELD POINT") < 0)
		return -1;
	for (k = 0, j = 0; k < g->nlanes; k++) {
		const struct bg_lane *l = &g->lanes[k];

		if (l->mine == f && p.x >= l->x0 && p.x <= l->x1 &&
		    p.y >= l->y0 && p.y <= l->y1) {
			tell_lane(a, l, "is mined again");
			n++;
			continue;
		}
		g->lanes[j++] = g->lanes[k];
	}
	g->nlanes = j;
	if (n == 0)
		return bg_am_err(a, "no lane of minefield %s runs over %.24s",
		    g->mines[f].id, AM_W(2));
	return 0;
}
