/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_pregame.c - before deployment (§5.2-§5.4, §5.6): the terrain picks
 * placed alternately from ranked candidates (box pieces first, then
 * roads and streams), the shuffle step (a card dealt onto every piece,
 * processed by suit), the coastal scenario's water column; the bid
 * set-up; scouting, which makes the active side; and each player's
 * stratagem card (a brilliant general's army, or a joker, takes the
 * first card of its STRATPREF list still in the deck).  Every card comes
 * from the decks as usual; cuts and the terrain cards are public, the
 * stratagem card only its holder's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

static int
jint(const json_t *o, const char *k, int dflt)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

/* ----- checking a pre-game sheet ----- */

static int
cost_of(const struct ts_game *g, const json_t *p)
{
	const char *k = json_string_value(json_object_get(p, "kind"));
	const json_t *c = json_array_get(json_array_get(json_object_get(p,
	    "cands"), 0), 0);
	int len, a, b;

	if (k == NULL)
		return 0;
	if (strcmp(k, "road") == 0)
		return 1;
	if (strcmp(k, "stream") == 0) {
		a = (int)json_integer_value(json_array_get(c, 0));
		b = (int)json_integer_value(json_array_get(c, 1));
		len = abs(a % g->w - b % g->w) + abs(a / g->w - b / g->w) + 1;
		return (len + g->r.stream_sides - 1) / g->r.stream_sides;
	}
	return jint(p, "double", 0) ? 2 : 1;
}

int
ts_picks(const struct ts_game *g, int side)
{
	return g->side[side].picks >= 0 ? g->side[side].picks :
	    g->w * g->d / g->r.terrain_per_boxes;
}

/* §5.2 choices and mix; §5.6 scenarios 1, 2 and 6. */
int
ts_pregame_check(const struct ts_game *g, int side, const json_t *o,
    char *why, size_t n, int *line)
{
	const json_t *ps = json_object_get(o, "pieces"), *p;
	int total = 0, open = 0, rough = 0, imp = 0, c, t;
	size_t i;

	json_array_foreach(ps, i, p) {
		c = cost_of(g, p);
		total += c;
		t = jint(p, "type", -1);
		*line = jint(p, "line", 0);
		if (t < 0 || g->r.terr[t].cls == TS_OPEN)
			open += c;
		else if (g->r.terr[t].cls == TS_ROUGH)
			rough += c;
		else
			imp += c;
		if (!g->r.sc[g->scenario].clear && (t < 0 ||
		    (g->r.terr[t].cls == TS_OPEN && !g->r.terr[t].hill)))
			return snprintf(why, n, "scenario %d: no clear terrain "
			    "pieces (rule 5.6)", g->scenario), -1;
	}
	*line = 0;
	if (total == 0)
		return 0;
	if (total > ts_picks(g, side))
		return snprintf(why, n, "%d terrain choices; you have %d (rule "
		    "5.2)", total, ts_picks(g, side)), -1;
	if ((g->r.sc[g->scenario].clear && open * 4 < total) ||
	    rough * 4 < total || imp * 4 > total)
		return snprintf(why, n, "the terrain mix needs a quarter open, "
		    "a quarter rough, at most a quarter impassable (rule 5.2)"),
		    -1;
	if (g->r.sc[g->scenario].halfclear && open * 2 < total)
		return snprintf(why, n, "scenario 1: at least half your pieces "
		    "clear (rule 5.6)"), -1;
	return 0;
}

/* ----- placing terrain ----- */

static int
clear_type(const struct ts_game *g)
{
	return ts_tables_terrain(&g->r, "clear");
}

static int
box_free(const struct ts_game *g, int b)
{
	int i, k;

	if (g->terr[b] != clear_type(g))
		return 0;
	for (i = 0; i < g->npieces; i++)
		for (k = 0; k < 2; k++)
			if (g->piece[i].status == 0 && g->piece[i].box[k] == b)
				return 0;
	return 1;
}

/* §5.2 rule 3: no box of the piece next to (orthogonally) a different
 * type of terrain; rule 2: nothing impassable in the centre zone. */
static int
box_ok(const struct ts_game *g, int b, int type, const int *own, int nown)
{
	int f, fx, fy, x = b % g->w, y = b / g->w, nb, i, skip;

	if (b < 0 || b >= g->w * g->d || !box_free(g, b))
		return 0;
	if (g->r.terr[type].cls == TS_IMPASSABLE && ts_zone3(g, x) == 1)
		return 0;
	for (f = 0; f < 4; f++) {
		ts_face_vec(f, &fx, &fy);
		if (!ts_on_table(g, x + fx, y + fy))
			continue;
		nb = TS_BOX(g, x + fx, y + fy);
		for (skip = 0, i = 0; i < nown; i++)
			skip |= own[i] == nb;
		if (!skip && g->terr[nb] != clear_type(g) &&
		    g->terr[nb] != type)
			return 0;
	}
	return 1;
}

static int
zones_of(const struct ts_game *g, const int *b, int n)
{
	int m = 0, i;

	for (i = 0; i < n; i++)
		m |= 1 << ts_zone3(g, b[i] % g->w);
	return m;
}

/* The first legal candidate of a box piece; must_zones: it must reach
 * one of these zones (the side's pieces must cover all three). */
static int
place_box_piece(struct ts_game *g, int side, const json_t *p,
    int must_zones)
{
	const json_t *cands = json_object_get(p, "cands"), *c;
	struct ts_piece *pc;
	int t = jint(p, "type", -1), b[2], n, k;
	size_t i;

	if (t < 0 || t >= g->r.nterr || g->npieces >= TS_MAX_PIECES)
		return -1;
	json_array_foreach(cands, i, c) {
		n = (int)json_array_size(c);
		if (n < 1 || n > 2)
			continue;
		for (k = 0; k < n; k++)
			b[k] = (int)json_integer_value(json_array_get(c,
			    (size_t)k));
		if ((n == 2 && abs(b[0] % g->w - b[1] % g->w) +
		    abs(b[0] / g->w - b[1] / g->w) != 1) ||
		    !box_ok(g, b[0], t, b, n) || (n == 2 &&
		    !box_ok(g, b[1], t, b, n)) || (must_zones &&
		    !(zones_of(g, b, n) & must_zones)))
			continue;
		pc = &g->piece[g->npieces++];
		memset(pc, 0, sizeof *pc);
		pc->type = t;
		pc->side = side;
		pc->n = n;
		pc->box[0] = b[0];
		pc->box[1] = n == 2 ? b[1] : -1;
		for (k = 0; k < n; k++)
			g->terr[b[k]] = (unsigned char)t;
		ts_say(g, EVENT_V_ALL, "%s places %s at %H%s.",
		    g->side[side].name, g->r.terr[t].key, b[0], n == 2 ?
		    " and the box beside it" : "");
		return 0;
	}
	ts_say(g, EVENT_V_ALL, "%s's %s (sheet line %d) has no legal place "
	    "left and is not placed.", g->side[side].name, g->r.terr[t].key,
	    jint(p, "line", 0));
	return -1;
}

/* Roads through box centres (not over steep hills or water), streams
 * along box edges; the first legal candidate. */
static void
place_line(struct ts_game *g, int side, const json_t *p, int stream)
{
	const json_t *c;
	size_t i;
	int a, b, f, x, y, dx, dy, ok, steps, k;

	json_array_foreach(json_object_get(p, "cands"), i, c) {
		a = (int)json_integer_value(json_array_get(c, 0));
		b = (int)json_integer_value(json_array_get(c, 1));
		f = (int)json_integer_value(json_array_get(c, 2));
		if (a < 0 || b < 0 || a >= g->w * g->d || b >= g->w * g->d)
			continue;
		dx = (b % g->w > a % g->w) - (b % g->w < a % g->w);
		dy = (b / g->w > a / g->w) - (b / g->w < a / g->w);
		steps = abs(b % g->w - a % g->w) + abs(b / g->w - a / g->w);
		for (ok = 1, k = 0; k <= steps && !stream; k++) {
			x = a % g->w + k * dx;
			y = a / g->w + k * dy;
			ok &= ts_terr_at(g, x, y)->hill != 2 &&
			    !ts_terr_at(g, x, y)->water;
		}
		if (!ok)
			continue;
		for (k = 0; k <= steps; k++) {
			int fx, fy;

			x = a % g->w + k * dx;
			y = a / g->w + k * dy;
			if (stream) {
				ts_face_vec(f, &fx, &fy);
				g->edge[TS_BOX(g, x, y)][f] |= TS_E_STREAM;
				if (ts_on_table(g, x + fx, y + fy))
					g->edge[TS_BOX(g, x + fx, y + fy)][(f +
					    2) & 3] |= TS_E_STREAM;
			} else if (k < steps) {
				f = ts_dir_of(dx, dy);
				g->edge[TS_BOX(g, x, y)][f] |= TS_E_ROAD;
				g->edge[TS_BOX(g, x + dx, y + dy)][(f + 2) &
				    3] |= TS_E_ROAD;
			}
		}
		ts_say(g, EVENT_V_ALL, "%s lays a %s from %H to %H.",
		    g->side[side].name, stream ? "stream" : "road", a, b);
		if (g->npieces < TS_MAX_PIECES) {
			struct ts_piece *pc = &g->piece[g->npieces++];

			memset(pc, 0, sizeof *pc);
			pc->type = stream ? -2 : -1;
			pc->side = side;
			pc->box[0] = a;
			pc->box[1] = b;
			pc->face = stream ? f : 0;
		}
		return;
	}
}

/* A cut: a card from each side's deck, public; the higher side, or -1. */
static int
cut(struct ts_game *g, const char *why, int *va, int *vb)
{
	int tag, id[2], s;
	char c[8];

	for (s = 0; s < TS_NSIDES; s++) {
		id[s] = ts_draw(g, s, EVENT_V_ALL, why, &tag);
		ts_say(g, EVENT_V_ALL, "%s cuts %s for %s.", g->side[s].name,
		    ts_card_text(id[s], c, sizeof c), why);
	}
	*va = ts_card_value(id[0]);
	*vb = ts_card_value(id[1]);
	return *va > *vb ? 0 : *vb > *va ? 1 : -1;
}

static void
place_terrain(struct ts_game *g, const json_t *orders, int *first)
{
	const json_t *ps[TS_NSIDES];
	size_t next[TS_NSIDES] = { 0, 0 }, i;
	int s, a, b, turn, left, must, zones[TS_NSIDES] = { 0, 0 }, k, try;
	const json_t *p;

	for (s = 0; s < TS_NSIDES; s++)
		ps[s] = json_object_get(json_object_get(orders,
		    g->side[s].name), "pieces");
	if (json_array_size(ps[0]) + json_array_size(ps[1]) == 0) {
		*first = -1;
		return;
	}
	for (try = 0, *first = -1; *first < 0 && try < 10; try++)
		*first = cut(g, "the first terrain placement", &a, &b);
	if (*first < 0)
		*first = TS_RED;
	for (turn = *first, k = 0; k < 4 * TS_MAX_PIECES; k++, turn =
	    TS_ENEMY(turn)) {
		while (next[turn] < json_array_size(ps[turn]) &&
		    strcmp(json_string_value(json_object_get(json_array_get(
		    ps[turn], next[turn]), "kind")), "box") != 0)
			next[turn]++;
		if (next[turn] >= json_array_size(ps[turn])) {
			if (next[TS_ENEMY(turn)] >= json_array_size(
			    ps[TS_ENEMY(turn)]))
				break;
			continue;
		}
		for (left = 0, i = next[turn]; i < json_array_size(ps[turn]);
		    i++)
			left += strcmp(json_string_value(json_object_get(
			    json_array_get(ps[turn], i), "kind")), "box") == 0;
		must = 7 & ~zones[turn];
		must = __builtin_popcount((unsigned)must) >= left ? must : 0;
		p = json_array_get(ps[turn], next[turn]++);
		if (place_box_piece(g, turn, p, must) == 0)
			zones[turn] |= zones_of(g, g->piece[g->npieces - 1].box,
			    g->piece[g->npieces - 1].n);
	}
	for (s = 0; s < TS_NSIDES; s++)
		json_array_foreach(ps[s], i, p) {
			const char *kind = json_string_value(json_object_get(p,
			    "kind"));

			if (kind && strcmp(kind, "box") != 0)
				place_line(g, s, p, kind[0] == 's');
		}
}

static const char *
piece_name(const struct ts_game *g, const struct ts_piece *p)
{
	return p->type == -1 ? "road" : p->type == -2 ? "stream" :
	    g->r.terr[p->type].key;
}

/* Does any part of the piece lie in the centre zone? */
static int
in_centre(const struct ts_game *g, const struct ts_piece *p)
{
	int a = p->box[0] % g->w, b = p->box[1] >= 0 ? p->box[1] % g->w : a;
	int x;

	for (x = a < b ? a : b; x <= (a < b ? b : a); x++)
		if (ts_zone3(g, x) == 1)
			return 1;
	return 0;
}

/* Take a removed piece off the table (a road's or stream's edges). */
static void
remove_piece(struct ts_game *g, const struct ts_piece *p)
{
	int a = p->box[0], b = p->box[1], dx, dy, steps, k, x, y, fx, fy;
	unsigned bit = p->type == -1 ? TS_E_ROAD : TS_E_STREAM;

	ts_say(g, EVENT_V_ALL, "The %s at %H is removed.", piece_name(g, p),
	    a);
	if (p->n > 0) {
		for (k = 0; k < p->n; k++)
			g->terr[p->box[k]] = (unsigned char)clear_type(g);
		return;
	}
	dx = (b % g->w > a % g->w) - (b % g->w < a % g->w);
	dy = (b / g->w > a / g->w) - (b / g->w < a / g->w);
	steps = abs(b % g->w - a % g->w) + abs(b / g->w - a / g->w);
	for (k = 0; k <= steps; k++) {
		x = a % g->w + k * dx;
		y = a / g->w + k * dy;
		if (p->type == -2) {
			ts_face_vec(p->face, &fx, &fy);
			g->edge[TS_BOX(g, x, y)][p->face] &=
			    (unsigned char)~bit;
			if (ts_on_table(g, x + fx, y + fy))
				g->edge[TS_BOX(g, x + fx, y + fy)][(p->face +
				    2) & 3] &= (unsigned char)~bit;
		} else
			for (fx = 0; fx < 4; fx++)
				g->edge[TS_BOX(g, x, y)][fx] &=
				    (unsigned char)~bit;
	}
}

/* A spade: the piece moves a box, from the dealer's view 1-2 away,
 * 3-5 to his right, 6-8 towards him, 9-10 to his left; removed if the
 * box is taken or off the table. */
static void
spade(struct ts_game *g, struct ts_piece *p, int dealer)
{
	int v = ts_card_value(p->card), d, fx, fy, k, nb[2], ok, b = p->box[0];

	d = v <= 2 ? 0 : v <= 5 ? 1 : v <= 8 ? 2 : 3;
	ts_face_vec(dealer == TS_RED ? d : (d + 2) & 3, &fx, &fy);
	for (ok = 1, k = 0; k < p->n; k++) {
		int x = p->box[k] % g->w + fx, y = p->box[k] / g->w + fy;

		nb[k] = ts_on_table(g, x, y) ? TS_BOX(g, x, y) : -1;
		ok &= nb[k] >= 0 && (g->terr[nb[k]] == clear_type(g) ||
		    nb[k] == p->box[0] || nb[k] == p->box[1]);
	}
	for (k = 0; k < p->n; k++)
		g->terr[p->box[k]] = (unsigned char)clear_type(g);
	if (!ok) {
		p->status = 1;
		ts_say(g, EVENT_V_ALL, "The %s at %H cannot move and is "
		    "removed.", g->r.terr[p->type].key, b);
		return;
	}
	for (k = 0; k < p->n; k++) {
		p->box[k] = nb[k];
		g->terr[nb[k]] = (unsigned char)p->type;
	}
	ts_say(g, EVENT_V_ALL, "The %s moves to %H.", g->r.terr[p->type].key,
	    p->box[0]);
}

/* §5.2 the shuffle step: a card onto every piece, processed hearts,
 * clubs, diamonds, spades; spades move a box (or are removed). */
static void
shuffle_step(struct ts_game *g, int dealer)
{
	int i, tag, id, suit, pass, b, col, k;
	unsigned char done[TS_MAX_PIECES];
	char c[8];

	for (i = 0; i < g->npieces; i++) {
		id = ts_draw(g, dealer, EVENT_V_ALL, "terrain shuffle", &tag);
		g->piece[i].card = id;
		ts_say(g, EVENT_V_ALL, "%s deals %s onto the %s at %H.",
		    g->side[dealer].name, ts_card_text(id, c, sizeof c),
		    piece_name(g, &g->piece[i]), g->piece[i].box[0]);
	}
	memset(done, 0, sizeof done);
	for (pass = 0; pass < 4; pass++)
		for (col = 0; col < g->w; col++)
			for (i = 0; i < g->npieces; i++) {
				struct ts_piece *p = &g->piece[i];

				suit = ts_card_suit(p->card);
				b = p->box[0];
				if (suit != pass || p->status || b < 0 || done[i] ||
				    b % g->w != (dealer == TS_RED ? col :
				    g->w - 1 - col))
					continue;
				done[i] = 1;
				if (suit == 0 || (suit == 3 && p->n == 0))
					continue;	/* stays */
				if (suit == 1 && p->type != -1 &&
				    in_centre(g, p))
					p->status = 1;
				else if (suit == 2)
					p->status = 1;
				if (suit != 3) {
					if (p->status)
						remove_piece(g, p);
					continue;
				}
				spade(g, p, dealer);
			}
	(void)k;
}

/* §5.6 scenario 3: the coast or a river fills one flank's column. */
static void
coast(struct ts_game *g, int dealer)
{
	int water = ts_tables_terrain(&g->r, "water"), tag, id, x, y;
	char c[8];

	if (!g->r.sc[g->scenario].water || water < 0)
		return;
	for (y = 0; y < g->d; y++)
		if (ts_terr_at(g, 0, y)->water || ts_terr_at(g, g->w - 1,
		    y)->water)
			return;			/* the host drew it */
	id = ts_draw(g, dealer, EVENT_V_ALL, "coast", &tag);
	x = ts_card_value(id) <= 5 ? 0 : g->w - 1;
	for (y = 0; y < g->d; y++)
		g->terr[TS_BOX(g, x, y)] = (unsigned char)water;
	ts_say(g, EVENT_V_ALL, "The coast (card %s) fills column %s.",
	    ts_card_text(id, c, sizeof c), x == 0 ? "A" : "the last");
}

/* §5.4 the scouting bonus: +1 per light mounted unit, +1 per two of
 * formed mounted (and mounted infantry) and light infantry, +1 with a
 * brilliant general. */
int
ts_scout_score(const struct ts_game *g, int side)
{
	int u, k, light = 0, pairs = 0, b = 0;

	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != side || g->u[u].status == TS_LOST)
			continue;
		if (ts_is_light(g, u) && ts_is_mounted(g, u))
			light++;
		else if (ts_is_mounted(g, u) || ts_is_light(g, u) ||
		    g->u[u].mounts)
			pairs++;
	}
	for (k = 0; k < g->ngens; k++)
		b |= g->gen[k].side == side && g->gen[k].brilliant;
	/* a point for each two other units */
	return light * g->r.scout_light_mtd + pairs / 2 +
	    b * g->r.scout_brilliant;
}

static void
scouting(struct ts_game *g)
{
	int a, b, sa = ts_scout_score(g, 0), sb = ts_scout_score(g, 1), try;

	for (try = 0; try < 20; try++) {
		cut(g, "scouting", &a, &b);
		ts_say(g, EVENT_V_ALL, "Scouting: %s %d + %d = %d, %s %d + %d "
		    "= %d.", g->side[0].name, a, sa, a + sa, g->side[1].name,
		    b, sb, b + sb);
		if (a + sa != b + sb) {
			g->first = a + sa > b + sb ? 0 : 1;
			break;
		}
	}
	if (g->first < 0)
		g->first = TS_RED;
	ts_say(g, EVENT_V_ALL, "%s wins the scouting: it is the active side, "
	    "deploys second and moves first.", g->side[g->first].name);
}

/* The first kind of the side's STRATPREF still in the deck (-1). */
static int
preferred(struct ts_game *g, int side, const json_t *o)
{
	const json_t *v;
	size_t i;
	int id;

	json_array_foreach(json_object_get(o, "stratpref"), i, v)
		if ((id = ts_take_strat(g, (int)json_integer_value(v))) >= 0)
			return id;
	(void)side;
	return -1;
}

static void
hold_strat(struct ts_game *g, int side, int id)
{
	struct ts_side *s = &g->side[side];
	char b[16];

	if (id < 0 || s->nhand >= TS_MAX_HAND)
		return;
	s->hand[s->nhand++] = id;
	ts_say(g, ts_mask_side(side), "%s's stratagem card: %s \"%s\".",
	    s->name, ts_strat_label(id, b, sizeof b),
	    g->r.strat[ts_strat_kind(id)].name);
}

/* §5.3: one card each; a brilliant general's army chooses; a joker is
 * swapped for the first court card of STRATPREF left in the deck. */
static void
stratagems(struct ts_game *g, const json_t *orders)
{
	const json_t *o;
	struct pbem_err err;
	int s, k, id, tag, brill;

	for (s = 0; s < TS_NSIDES; s++) {
		if (g->side[s].hand_fixed)
			continue;
		o = json_object_get(orders, g->side[s].name);
		for (brill = 0, k = 0; k < g->ngens; k++)
			brill |= g->gen[k].side == s && g->gen[k].brilliant;
		id = brill ? preferred(g, s, o) : -1;
		for (k = 0; brill && id < 0 && k < ST_JOKER; k++)
			id = ts_take_strat(g, k);
		if (id < 0)
			id = ts_draw(g, 2, ts_mask_side(s), "stratagem", &tag);
		if (ts_strat_kind(id) == ST_JOKER) {
			int pick = preferred(g, s, o);

			for (k = 0; pick < 0 && k < ST_JOKER; k++)
				pick = ts_take_strat(g, k);
			if (pick >= 0) {
				deck_discard(&g->deck[2], id, &err);
				ts_say(g, ts_mask_side(s), "%s swaps the joker "
				    "for a court card of its choice.",
				    g->side[s].name);
				id = pick;
			}
		}
		hold_strat(g, s, id);
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(s)), "%s takes a stratagem "
		    "card.", g->side[s].name);
	}
	(void)err;
}

static void
swap_armies(struct ts_game *g)
{
	struct ts_side t;
	int i;
	char name[GAME_NAME_LEN];

	for (i = 0; i < g->nunits; i++)
		g->u[i].side = TS_ENEMY(g->u[i].side);
	for (i = 0; i < g->ngens; i++)
		g->gen[i].side = TS_ENEMY(g->gen[i].side);
	for (i = 0; i < g->ncmds; i++)
		g->cmd[i].side = TS_ENEMY(g->cmd[i].side);
	for (i = 0; i < g->ncamps; i++)
		g->camp[i].side = g->camp[i].holder =
		    TS_ENEMY(g->camp[i].side);
	t = g->side[0];
	g->side[0] = g->side[1];
	g->side[1] = t;
	/* the players keep their names (and decks); the armies change */
	memcpy(name, g->side[0].name, sizeof name);
	memcpy(g->side[0].name, g->side[1].name, sizeof name);
	memcpy(g->side[1].name, name, sizeof name);
}

/* §5.6 the bid set-up: the higher sealed bid picks its army and gives
 * up that many medals; a tie costs nothing and a cut picks. */
static void
bid(struct ts_game *g, const json_t *orders)
{
	const json_t *o[TS_NSIDES];
	int v[TS_NSIDES], s, win, a, b, other;

	for (s = 0; s < TS_NSIDES; s++) {
		o[s] = json_object_get(orders, g->side[s].name);
		v[s] = jint(o[s], "bid", 0);
		ts_say(g, EVENT_V_ALL, "%s bid %d.", g->side[s].name, v[s]);
	}
	if (v[0] == v[1]) {
		for (win = -1, s = 0; win < 0 && s < 20; s++)
			win = cut(g, "the choice of army", &a, &b);
		if (win < 0)
			win = TS_RED;
	} else {
		win = v[0] > v[1] ? 0 : 1;
		g->side[win].medals0 -= v[win];
		g->side[win].medals -= v[win];
		ts_say(g, EVENT_V_ALL, "%s wins the bid and gives up %d "
		    "medals.", g->side[win].name, v[win]);
	}
	other = jint(o[win], "bidarmy", 0);
	ts_say(g, EVENT_V_ALL, "%s chooses %s army.", g->side[win].name,
	    other ? "the other" : "its own");
	if (other)
		swap_armies(g);
}

int
ts_resolve_pregame(struct ts_game *g, const json_t *orders)
{
	int s, first;

	for (s = 0; s < TS_NSIDES; s++)
		ts_standing_orders(g, s, json_object_get(orders,
		    g->side[s].name));
	place_terrain(g, orders, &first);
	if (first >= 0)
		shuffle_step(g, first);
	coast(g, first >= 0 ? first : TS_RED);
	if (g->bid)
		bid(g, orders);
	if (g->first < 0)
		scouting(g);
	stratagems(g, orders);
	g->stage = TS_ST_DEPLOY1;
	return PBEM_OK;
}
