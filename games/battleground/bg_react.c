/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_react.c - the standing choices a side makes on the other side's
 * time (digest 5, 8.1): the charge reaction (R, digest 4.10.2), which
 * figures go into a melee (MEL, 4.10.3) and what a non-standing unit
 * does on its side's move card (NS, 2.1).
 *
 *   R   <unit> FIRE|FLEE|BOTH|NONE[/...] [TO <pt>] [FACE <deg>] [IF ...]
 *   MEL <unit> KEEP|LEADERS|ALL
 *   NS  <unit> JOIN <unit> | RETREAT <pt>
 *
 * R options are ranked: the first one the unit can do now is done (FIRE
 * needs its side's fire card not yet come and a target, FLEE its move
 * card not yet come); NONE stops the list.  BOTH is for vehicles, which
 * may fire and flee.  The default is FIRE/FLEE/NONE, MEL KEEP, and for
 * NS: join the nearest friendly standing infantry unit a walk can reach
 * (2D6 at most: 12"), else retreat to the own rear edge.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg.h"
#include "sheet_words.h"

static const char *const react_names[] = { "FIRE", "FLEE", "BOTH", "NONE" };
static const char *const mel_names[] = { "KEEP", "LEADERS", "ALL" };

int
bg_react_kind(const char *w)
{
	if (strcasecmp(w, "R") == 0)
		return BG_O_R;
	if (strcasecmp(w, "MEL") == 0)
		return BG_O_MEL;
	if (strcasecmp(w, "NS") == 0)
		return BG_O_NS;
	if (strcasecmp(w, "PRIS") == 0)
		return BG_O_PRIS;
	return -1;
}

static int
say(char *err, size_t en, const char *msg, const char *w)
{
	snprintf(err, en, msg, w);
	return -1;
}

/* The R line's options "FIRE/FLEE/NONE" and its TO and FACE. */
static int
react_line(const struct bg_game *g, char **tok, int n, int *i,
    struct bg_order *o, char *err, size_t en)
{
	const struct bg_unit *u = &g->u[o->unit];
	char buf[64], *s, *c;
	int k;
	long f;

	if (strlen(tok[*i]) >= sizeof buf)
		return say(err, en, "R options are FIRE FLEE BOTH NONE, "
		    "joined by /", "");
	snprintf(buf, sizeof buf, "%s", tok[(*i)++]);
	for (s = buf; s != NULL; s = c) {
		if ((c = strchr(s, '/')) != NULL)
			*c++ = '\0';
		if ((k = word_among(s, react_names, 4)) < 0)
			return say(err, en, "unknown reaction %s (FIRE FLEE "
			    "BOTH NONE)", s);
		if (k == BG_R_BOTH && !u->veh)
			return say(err, en, "BOTH is for vehicles (digest "
			    "4.10.2: infantry does one of the two)", "");
		if (o->nchoice >= 4)
			return say(err, en, "at most 4 reactions", "");
		o->choice[o->nchoice++] = k;
	}
	while (*i < n && strcasecmp(tok[*i], "IF") != 0) {
		if (strcasecmp(tok[*i], "TO") == 0 && *i + 1 < n) {
			if (bg_point_parse(g, tok[*i + 1], &o->pts[0]) != 0)
				return say(err, en, "bad point %s", tok[*i + 1]);
			o->npts = 1;
			*i += 2;
		} else if (strcasecmp(tok[*i], "FACE") == 0 && *i + 1 < n) {
			char *e;

			f = strtol(tok[*i + 1], &e, 10);
			if (*e != '\0' || f < 0 || f > 359)
				return say(err, en, "FACE must be 0..359, not "
				    "%s", tok[*i + 1]);
			o->face = (int)f;
			*i += 2;
		} else
			return say(err, en, "unexpected %s (TO <pt>, FACE "
			    "<deg>, IF)", tok[*i]);
	}
	return 0;
}

int
bg_react_order(const struct bg_game *g, char **tok, int n, int *i,
    struct bg_order *o, char *err, size_t en)
{
	int k, v;

	if (o->trig == BG_O_R)
		return react_line(g, tok, n, i, o, err, en);
	if (o->trig == BG_O_PRIS) {
		if (!g->u[o->unit].veh)
			return say(err, en, "PRIS lines are for vehicles "
			    "(infantry guards its prisoners itself)", "");
		if (strcasecmp(tok[*i], "ESCORT") == 0)
			o->choice[o->nchoice++] = BG_PRIS_ESCORT;
		else if (strcasecmp(tok[*i], "RELEASE") == 0)
			o->choice[o->nchoice++] = BG_PRIS_RELEASE;
		else
			return say(err, en, "PRIS is ESCORT or RELEASE, not "
			    "%s", tok[*i]);
		(*i)++;
	} else if (g->u[o->unit].veh)
		return say(err, en, "%s lines are for infantry", tok[0]);
	else if (o->trig == BG_O_MEL) {
		if ((k = word_among(tok[*i], mel_names, 3)) < 0)
			return say(err, en, "MEL is KEEP, LEADERS or ALL, not "
			    "%s", tok[*i]);
		o->choice[o->nchoice++] = k;
		(*i)++;
	} else if (strcasecmp(tok[*i], "JOIN") == 0 && *i + 1 < n) {
		v = bg_unit_find(g, tok[*i + 1]);
		if (v < 0 || g->u[v].side != g->u[o->unit].side ||
		    g->u[v].veh || v == o->unit)
			return say(err, en, "NS JOIN needs another of your "
			    "infantry units, not %s", tok[*i + 1]);
		o->choice[o->nchoice++] = BG_NS_JOIN;
		o->tgt[0][0] = v;
		o->ntgtw[0] = 1;
		*i += 2;
	} else if (strcasecmp(tok[*i], "RETREAT") == 0 && *i + 1 < n) {
		if (bg_point_parse(g, tok[*i + 1], &o->pts[0]) != 0)
			return say(err, en, "bad point %s", tok[*i + 1]);
		o->npts = 1;
		o->choice[o->nchoice++] = BG_NS_RETREAT;
		*i += 2;
	} else
		return say(err, en, "NS is JOIN <unit> or RETREAT <pt>", "");
	if (*i < n)
		return say(err, en, "unexpected %s (no IF on MEL, NS and "
		    "PRIS lines)", tok[*i]);
	return 0;
}

/* ODDS op r: an R line compares the charger's figures (g->odds_unit)
 * to the unit's own, a CHARGE line the unit's own to the target's;
 * r is in 1/1000 (bg_inches_parse). */
int
bg_odds_holds(const struct bg_game *g, const struct bg_order *o,
    const struct bg_cond_t *c)
{
	int64_t a, b, d;
	int other;

	if (o->trig == BG_O_R) {
		if (g->odds_unit <= 0)
			return 0;
		other = g->odds_unit - 1;
		a = bg_nfigs(&g->u[other]);
		b = bg_nfigs(&g->u[o->unit]);
	} else {
		other = o->tgt[0][0];
		if (other < 0 || other >= g->nunits)
			return 0;
		a = bg_nfigs(&g->u[o->unit]);
		b = bg_nfigs(&g->u[other]);
	}
	if (b == 0)
		return c->op >= 2;	/* no figures against: odds unbounded */
	d = a * BG_INCH - (int64_t)c->val * b;
	switch (c->op) {
	case 0: return d < 0;
	case 1: return d <= 0;
	case 2: return d > 0;
	case 3: return d >= 0;
	default: return d == 0;
	}
}

/* The first standing line of unit u for trig whose IF holds. */
int
bg_line_for(const struct bg_game *g, int side, int u, int trig,
    struct bg_order *o)
{
	char msg[160];
	int k;

	for (k = 0; k < g->orders[side].n; k++)
		if (bg_order_parse(g, side, g->orders[side].line[k], o, msg,
		    sizeof msg) == 0 && o->unit == u && o->trig == trig &&
		    bg_cond_holds(g, side, o))
			return 1;
	return 0;
}

/* Where a flight from the charger at a goes: the R line's TO point if
 * it lies farther from the charger than the unit is (the flight goes
 * "generally away"), else 12" straight on, clamped to the table. */
static struct plane_pt
flee_point(const struct bg_game *g, const struct bg_order *r,
    struct plane_pt a, struct plane_pt b)
{
	struct plane_pt p;
	int64_t dx = b.x - a.x, dy = b.y - a.y, k;

	if (r != NULL && r->npts == 1 && plane_dist2(a, r->pts[0]) >
	    plane_dist2(a, b))
		return r->pts[0];
	k = (int64_t)plane_isqrt_round((uint64_t)plane_dist2(a, b));
	if (k == 0)
		return b;
	p.x = b.x + dx * 12 * BG_INCH / k;
	p.y = b.y + dy * 12 * BG_INCH / k;
	p.x = p.x < 0 ? 0 : p.x > g->width ? g->width : p.x;
	p.y = p.y < 0 ? 0 : p.y > g->depth ? g->depth : p.y;
	return p;
}

static int
react_fire(struct bg_turn *t, int u, int v)
{
	struct bg_game *g = t->g;
	struct bg_order o;
	int k;

	memset(&o, 0, sizeof o);
	o.unit = v;
	o.face = o.form = o.bldg = -1;
	o.act = BG_A_FIRE;
	for (k = 0; k < BG_MAX_WEAP; k++) {
		o.tgt[k][0] = u;
		o.ntgtw[k] = 1;
	}
	bg_say(t, v, u, "%s reacts to the charge: it fires.", g->u[v].id);
	bg_fire(t, v, &o);
	g->reacted_fire[v] = 1;
	if (!bg_standing(&g->u[u])) {
		bg_say(t, u, v, "%s is no longer standing: the charge stops "
		    "6\" short of %s.", g->u[u].id, g->u[v].id);
		return 1;
	}
	return 0;
}

static void
react_flee(struct bg_turn *t, int u, int v, const struct bg_order *r)
{
	struct bg_game *g = t->g;
	struct bg_unit *y = &g->u[v];
	struct plane_pt a = bg_centre(g, &g->u[u]), b = bg_centre(g, y);
	struct bg_order o;

	memset(&o, 0, sizeof o);
	o.unit = v;
	o.face = o.form = o.bldg = -1;
	o.npts = 1;
	o.pts[0] = flee_point(g, r, a, b);
	o.face = r != NULL && r->face >= 0 ? r->face : y->facing;
	if (y->veh) {
		/* [P] a vehicle flees on its class dice less one: never the
		 * roll that can immobilize it (digest 2.4) */
		o.act = BG_A_DRIVE;
		o.ndice = y->vdice > 1 ? y->vdice - 1 : 1;
	} else
		o.act = BG_A_FLEE;
	bg_say(t, v, u, "%s reacts to the charge: it flees.", y->id);
	if (y->bldg >= 0) {
		y->x = (int)b.x;
		y->y = (int)b.y;
	}
	bg_move(t, v, &o);
	g->reacted_move[v] = 1;
}

/* Digest 4.10.2: unit v reacts to u's charge, before the distance roll,
 * by its first R line whose IF holds (ODDS: u's figures to v's), else
 * FIRE/FLEE/NONE.  1 when the charge stops. */
int
bg_react(struct bg_turn *t, int u, int v)
{
	struct bg_game *g = t->g;
	struct bg_unit *y = &g->u[v];
	struct bg_order r;
	int ds = y->side, k, have, can_fire, can_flee, n;
	int def[3] = { BG_R_FIRE, BG_R_FLEE, BG_R_NONE }, *opt = def;

	g->odds_unit = u + 1;
	have = bg_line_for(g, ds, v, BG_O_R, &r);
	g->odds_unit = 0;
	n = 3;
	if (have) {
		opt = r.choice;
		n = r.nchoice;
	}
	can_fire = !g->used[ds == BG_AXIS ? 0 : 1] && bg_standing(y);
	if (can_fire) {
		can_fire = 0;
		for (k = 0; k < (y->veh ? y->nweap : 1); k++)
			can_fire |= bg_can_target(g, v, k, u);
	}
	can_flee = !g->used[ds == BG_AXIS ? 2 : 3] && !(y->veh && y->immob);
	for (k = 0; k < n; k++) {
		switch (opt[k]) {
		case BG_R_FIRE:
			if (!can_fire)
				continue;
			return react_fire(t, u, v);
		case BG_R_FLEE:
			if (!can_flee)
				continue;
			react_flee(t, u, v, have ? &r : NULL);
			return 0;
		case BG_R_BOTH:
			if (!can_fire && !can_flee)
				continue;
			if (can_fire && react_fire(t, u, v))
				return 1;
			if (can_flee)
				react_flee(t, u, v, have ? &r : NULL);
			return 0;
		default:
			bg_say(t, v, u, "%s does not react to the charge.",
			    y->id);
			return 0;
		}
	}
	return 0;
}

/* Digest 4.10.1 item 6: reaction fire that left the charger u not
 * standing stops it 6" from v: it still rolls its charge distance, but
 * goes no nearer than that (if it is nearer already, it stays). */
void
bg_charge_stopped(struct bg_turn *t, int u, int v)
{
	struct bg_game *g = t->g;
	struct plane_pt a = bg_centre(g, &g->u[u]), b = bg_centre(g, &g->u[v]);
	struct bg_order m;
	int64_t stop = 6 * BG_INCH;

	if (!bg_alive(&g->u[u]) || plane_cmp_dist(a, b, stop) <= 0)
		return;
	memset(&m, 0, sizeof m);
	m.unit = u;
	m.act = BG_A_CHARGE_MOVE;
	m.face = m.form = m.bldg = -1;
	m.npts = 1;
	m.pts[0] = plane_step(b, plane_bearing(b, a), stop);
	bg_move(t, u, &m);
}

int
bg_mel_choice(const struct bg_game *g, int u)
{
	struct bg_order o;

	if (bg_line_for(g, g->u[u].side, u, BG_O_MEL, &o))
		return o.choice[0];
	return BG_MEL_KEEP;
}

/* Digest 2.1: a non-standing unit on its side's move card retreats or
 * tries to join another unit (NS line; default: the nearest friendly
 * standing infantry unit within a walk's reach, else retreat). */
void
bg_ns_move(struct bg_turn *t, int u)
{
	struct bg_game *g = t->g;
	struct bg_unit *x = &g->u[u];
	struct plane_pt c = bg_centre(g, x);
	struct bg_order o, m;
	int v, best = -1;
	int64_t d, bd = 0, reach = (int64_t)g->r.walk_dice * 6 * BG_INCH;

	if (bg_line_for(g, x->side, u, BG_O_NS, &o)) {
		if (o.choice[0] == BG_NS_RETREAT) {
			memset(&m, 0, sizeof m);
			m.unit = u;
			m.act = BG_A_WALK;
			m.face = m.form = m.bldg = -1;
			m.npts = 1;
			m.pts[0] = o.pts[0];
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(x->side),
			    "%s is not standing: it retreats as ordered.",
			    x->id);
			bg_move(t, u, &m);
			return;
		}
		best = o.tgt[0][0];
		if (!bg_alive(&g->u[best]))
			best = -1;
	} else
		for (v = 0; v < g->nunits; v++) {
			if (v == u || g->u[v].side != x->side ||
			    g->u[v].veh || !bg_alive(&g->u[v]) ||
			    !bg_standing(&g->u[v]))
				continue;
			d = plane_dist2(c, bg_centre(g, &g->u[v]));
			if (d <= reach * reach && (best < 0 || d < bd)) {
				best = v;
				bd = d;
			}
		}
	if (best >= 0 && bg_join_move(t, u, best))
		return;
	bg_move(t, u, NULL);	/* retreat to the own rear edge */
}

/* The receipt: the unit's R, MEL and NS lines, in the order tried
 * (units without one use the defaults ORDERS.md names). */
void
bg_react_receipt(const struct bg_game *g, int side, int u, struct buf *out)
{
	static const char *const what[] = {
		"charge reaction", "melee figures", "when not standing",
		"prisoners"
	};
	struct bg_order o;
	char msg[160];
	int trig, k;

	for (trig = BG_O_R; trig <= BG_O_PRIS; trig++)
		for (k = 0; k < g->orders[side].n; k++) {
			if (bg_order_parse(g, side, g->orders[side].line[k], &o, msg,
			    sizeof msg) != 0 || o.unit != u || o.trig != trig)
				continue;
			buf_addf(out, "  %s: %s\n", what[trig - BG_O_R],
			    o.text);
			if (o.ncond > 0)
				buf_addf(out, "    IF: tested when a charge "
				    "comes (ODDS: the charger's figures to "
				    "yours)\n");
		}
}
