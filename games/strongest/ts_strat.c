/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_strat.c - stratagems in play (§5.3): the standing STRAT triggers of
 * a side's sheet fire the single-use cards it holds at the moment the
 * book names (J diamonds after an enemy replacement card, J spades when
 * an enemy general passes a save, Q hearts when the enemy declares a move
 * or charge into a clear box, Q clubs when a foot unit is charged by
 * mounted, elephants or scythed chariots, Q diamonds when a friendly
 * general fails a save, Q spades at the chosen unit's first failed save);
 * ambushes sprung by an enemy moving adjacent; and every arrival from off
 * the table (K hearts reveal, K clubs flank march, K diamonds reserves,
 * K spades Lost!, re-entry) on a 4+ card (§4.1).  The standing orders of
 * a sheet are applied here too.
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

/* ----- standing orders (§9.4) ----- */

struct pfield {
	char what;
	const char *name;
	size_t off;
	int lo, hi;
};

#define PU(f, lo, hi)	{ 'u', #f, offsetof(struct ts_unit, f), lo, hi }
#define PG(f, lo, hi)	{ 'g', #f, offsetof(struct ts_gen, f), lo, hi }
#define PS(f, lo, hi)	{ 's', #f, offsetof(struct ts_side, f), lo, hi }
static const struct pfield pfields[] = {
	PU(pol_hero, 0, 3), PU(pol_evade, 0, 3), PU(pol_odds, 0, 11),
	PU(pol_dir, 0, 4), PU(pol_shock, 0, 1), PU(pol_lance, 0, 3),
	PU(pol_volley, 0, 2), PG(pol_replace, 0, 3), PG(pol_k, 0, 11),
	PG(pol_heroic, 0, 2), PG(pol_brilliant, 0, 1),
	PG(pol_savefor, 0, 999), PG(pol_ndisp, 0, 4),
	PG(pol_disp[0], -1, TS_MAX_UNITS - 1),
	PG(pol_disp[1], -1, TS_MAX_UNITS - 1),
	PG(pol_disp[2], -1, TS_MAX_UNITS - 1),
	PG(pol_disp[3], -1, TS_MAX_UNITS - 1),
	PS(pol_advface, 0, 1), PS(pol_target, 0, 2), PS(pol_resupply, 0, 1),
	PS(pol_volley_k, 0, 40),
};

static void
reset(struct ts_game *g, int side)
{
	int u, k;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side) {
			g->u[u].pol_hero = g->u[u].pol_evade = 0;
			g->u[u].pol_odds = g->u[u].pol_dir = 0;
			g->u[u].pol_shock = g->u[u].pol_lance = 0;
			g->u[u].pol_volley = 0;
		}
	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].side == side) {
			g->gen[k].pol_replace = g->gen[k].pol_k = 0;
			g->gen[k].pol_heroic = g->gen[k].pol_brilliant = 0;
			g->gen[k].pol_savefor = g->gen[k].pol_ndisp = 0;
		}
	g->side[side].pol_advface = g->side[side].pol_target = 0;
	g->side[side].pol_resupply = g->side[side].pol_volley_k = 0;
}

static void
setting(struct ts_game *g, int side, const json_t *s)
{
	const char *w = json_string_value(json_array_get(s, 0));
	const char *f = json_string_value(json_array_get(s, 2));
	int idx = (int)json_integer_value(json_array_get(s, 1));
	int v = (int)json_integer_value(json_array_get(s, 3));
	char *base = NULL;
	size_t i;

	if (w == NULL)
		return;
	if (strcmp(w, "reset") == 0) {
		reset(g, side);
		return;
	}
	if (f == NULL)
		return;
	for (i = 0; i < sizeof pfields / sizeof pfields[0]; i++) {
		if (pfields[i].what != w[0] || strcmp(pfields[i].name, f) != 0 ||
		    v < pfields[i].lo || v > pfields[i].hi)
			continue;
		if (w[0] == 'u' && idx >= 0 && idx < g->nunits &&
		    g->u[idx].side == side)
			base = (char *)&g->u[idx];
		else if (w[0] == 'g' && idx >= 0 && idx < g->ngens &&
		    g->gen[idx].side == side)
			base = (char *)&g->gen[idx];
		else if (w[0] == 's' && idx == side)
			base = (char *)&g->side[side];
		if (base != NULL)
			*(int *)(base + pfields[i].off) = v;
		return;
	}
}

/* A sheet's POLICY settings, in order; its STRAT lines (if any) replace
 * the side's triggers. */
void
ts_standing_orders(struct ts_game *g, int side, const json_t *sheet)
{
	const json_t *p = json_object_get(sheet, "policies"), *s, *t;
	struct ts_trig *r;
	size_t i;

	json_array_foreach(p, i, s)
		setting(g, side, s);
	t = json_object_get(sheet, "strats");
	if (json_array_size(t) == 0)
		return;
	g->side[side].ntrig = 0;
	json_array_foreach(t, i, s) {
		if (g->side[side].ntrig == TS_MAX_TRIG)
			break;
		r = &g->side[side].trig[g->side[side].ntrig];
		r->kind = jint(s, "kind", -1);
		r->a = jint(s, "a", -1);
		r->b = jint(s, "b", -1);
		r->c = jint(s, "c", -1);
		r->line = jint(s, "line", 0);
		r->card = 100;
		if (r->kind >= 0 && r->kind < ST_N)
			g->side[side].ntrig++;
	}
}

/* ----- holding and playing cards ----- */

int
ts_strat_held(const struct ts_game *g, int side, int kind)
{
	int i;

	for (i = 0; i < g->side[side].nhand; i++)
		if (ts_strat_kind(g->side[side].hand[i]) == kind)
			return i;
	return -1;
}

/* Play (and so reveal) a held card: it leaves the hand for good. */
void
ts_strat_play(struct ts_game *g, int side, int kind)
{
	struct ts_side *s = &g->side[side];
	int i = ts_strat_held(g, side, kind);
	char b[16];

	if (i < 0)
		return;
	ts_say(g, EVENT_V_ALL, "%s plays %s \"%s\".", s->name,
	    ts_strat_label(-1 - kind, b, sizeof b), g->r.strat[kind].name);
	s->hand[i] = s->hand[--s->nhand];
}

/* A trigger of `side` for this card kind whose general matches k
 * (-1 ANY, -2 SENIOR) and the side holds the card. */
static int
trig_gen(const struct ts_game *g, int side, int kind, int k)
{
	int i;

	if (ts_strat_held(g, side, kind) < 0)
		return -1;
	for (i = 0; i < g->side[side].ntrig; i++) {
		const struct ts_trig *t = &g->side[side].trig[i];

		if (t->kind == kind && (t->a == -1 || t->a == k ||
		    (t->a == -2 && g->gen[k].senior)))
			return i;
	}
	return -1;
}

int
ts_trig_find(const struct ts_game *g, int side, int kind)
{
	int i;

	if (ts_strat_held(g, side, kind) < 0)
		return -1;
	for (i = 0; i < g->side[side].ntrig; i++)
		if (g->side[side].trig[i].kind == kind)
			return i;
	return -1;
}

/* Q diamonds "Patroclus": a friendly general who failed a save did not. */
int
ts_strat_patroclus(struct ts_game *g, int k)
{
	int side = g->gen[k].side;

	if (trig_gen(g, side, ST_QD, k) < 0)
		return 0;
	ts_strat_play(g, side, ST_QD);
	ts_say(g, EVENT_V_ALL, "It was his friend: %U counts as saved.",
	    TS_GEN_REF + k);
	return 1;
}

/* J spades "Infamy, Infamy!": an enemy general who passed a save makes
 * three more. */
int
ts_strat_infamy(struct ts_game *g, int k)
{
	int side = TS_ENEMY(g->gen[k].side), i;

	if (trig_gen(g, side, ST_JS, k) < 0)
		return 0;
	ts_strat_play(g, side, ST_JS);
	ts_say(g, EVENT_V_ALL, "%U must make three more saves.",
	    TS_GEN_REF + k);
	for (i = 0; i < 3 && g->gen[k].status == TS_ON; i++)
		ts_gen_save(g, k);
	return 1;
}

/* Charger classes (STRAT ... BY): 1 mounted, 2 elephant, 4 scythed. */
static int
class_of(const struct ts_game *g, int u)
{
	if (ts_has(g, u, TSF_SCYTHED))
		return 4 | 1;
	if (ts_has(g, u, TSF_ELEPHANT))
		return 2;
	return ts_is_mounted(g, u) ? 1 : 0;
}

/* Q clubs "Cry havoc": a friendly foot unit charged by enemy mounted,
 * scythed chariots or elephants; the charge is cancelled, the charger's
 * command's activations end, and the charger must save. */
int
ts_strat_havoc(struct ts_game *g, int charger, int target)
{
	int side = g->u[target].side, i, c = class_of(g, charger);
	struct ts_hit h;

	if (ts_is_mounted(g, target) || c == 0 ||
	    ts_strat_held(g, side, ST_QC) < 0)
		return 0;
	for (i = 0; i < g->side[side].ntrig; i++) {
		const struct ts_trig *t = &g->side[side].trig[i];

		if (t->kind == ST_QC && (t->a & c) && (t->b == -1 ||
		    t->b == target))
			break;
	}
	if (i == g->side[side].ntrig)
		return 0;
	ts_strat_play(g, side, ST_QC);
	ts_say(g, EVENT_V_ALL, "The charge of %U is cancelled and its "
	    "command's activations end; it must save.", charger);
	g->cmd_ended = 1;
	memset(&h, 0, sizeof h);
	h.group = TS_G_NONE;
	h.unmodified = 1;
	h.by = target;
	ts_save(g, charger, &h);
	return 1;
}

/* Q hearts "Where in Hades...": the enemy declares a move or charge into
 * a clear box; broken ground appears there. */
int
ts_strat_hades(struct ts_game *g, int u, int x, int y, int charge)
{
	int side = TS_ENEMY(g->u[u].side), i, c = class_of(g, u) | 8;
	int clear = ts_tables_terrain(&g->r, "clear");
	int broken = ts_tables_terrain(&g->r, "broken");

	if (broken < 0 || g->terr[TS_BOX(g, x, y)] != clear ||
	    ts_camp_at(g, x, y) >= 0 || ts_strat_held(g, side, ST_QH) < 0)
		return 0;
	for (i = 0; i < g->side[side].ntrig; i++) {
		const struct ts_trig *t = &g->side[side].trig[i];

		if (t->kind == ST_QH && (t->a & (charge ? 2 : 1)) &&
		    (t->b == 7 || (t->b & c)) && (t->c == -1 ||
		    t->c == TS_BOX(g, x, y)))
			break;
	}
	if (i == g->side[side].ntrig)
		return 0;
	ts_strat_play(g, side, ST_QH);
	g->terr[TS_BOX(g, x, y)] = (unsigned char)broken;
	ts_say(g, EVENT_V_ALL, "Broken ground appears at %H.",
	    TS_BOX(g, x, y));
	return 1;
}

/* The J diamonds order for unit u as a script order (NULL: HALT). */
static json_t *
blunder_order(int u, int b, int c)
{
	int k, n;
	json_t *steps;

	switch (b) {
	case 1:
		return json_pack("{s:s,s:i,s:[i]}", "verb", "back", "boxes", 1,
		    "units", u);
	case 2:
		return json_pack("{s:s,s:i,s:[i]}", "verb", "turn", "rel", 2,
		    "units", u);
	case 3:
	case 4:
		return json_pack("{s:s,s:i,s:[i]}", "verb", "side", "dir",
		    b == 3 ? -1 : 1, "units", u);
	case 6:
		steps = json_array();
		n = c / 4 < 1 ? 1 : c / 4 > 3 ? 3 : c / 4;
		for (k = 0; k < n; k++)
			json_array_append_new(steps, json_integer(k == 0 ?
			    c % 4 - 1 : 0));
		return json_pack("{s:s,s:o,s:[i]}", "verb", "move", "steps",
		    steps, "units", u);
	case 7:
		return json_pack("{s:s,s:i,s:[i]}", "verb", "turn", c < 4 ?
		    "face" : "rel", c & 3, "units", u);
	case 8:
	case 9:
		return json_pack("{s:s,s:i,s:[i]}", "verb", b == 8 ? "charge" :
		    "shoot", "target", c, "units", u);
	case 10:
		return json_pack("{s:s,s:[i]}", "verb", "rally", "units", u);
	}
	return NULL;
}

/* A J diamonds target: the nearest (-1) or a unit of u's enemies. */
static int
tgt_ok(const struct ts_game *g, int u, int c)
{
	return c == -1 || (c >= 0 && c < g->nunits && ts_on(g, c) &&
	    g->u[c].side != g->u[u].side);
}

/* Carry out the J diamonds order on enemy unit u, with no card; never
 * against its own side (the targets are the player's own units). */
static void
blunder_do(struct ts_game *g, int u, int b, int c)
{
	json_t *o = blunder_order(u, b, c);
	struct ts_path p;
	int t, tx, ty, vx, vy, ok = 0;
	char why[120];

	if (o == NULL)
		;
	else if (b == 8) {
		if (tgt_ok(g, u, c) && ts_plan_charge(g, u, o, &tx, &ty, &vx,
		    &vy, why, sizeof why) >= 0) {
			ts_charge(g, u, o, tx, ty, vx, vy, NULL, 0);
			ok = 1;
		}
	} else if (b == 9) {
		if (tgt_ok(g, u, c) && ts_plan_shot(g, u, o, &t, why,
		    sizeof why) == 0 && g->u[t].side != g->u[u].side) {
			ts_shoot(g, u, t, 1);
			ok = 1;
		}
	} else if (b == 10) {
		if (g->u[u].dis > 0 && !g->u[u].no_rally) {
			ts_rally(g, u);
			ok = 1;
		}
	} else if (ts_plan_move(g, u, o, &p) == 0) {
		ts_do_move(g, u, &p, NULL, 0);
		ok = 1;
	}
	if (!ok)
		ts_say(g, EVENT_V_ALL, "%U stands still.", u);
	json_decref(o);
}

/* J diamonds "Someone has blundered!": right after an enemy general's
 * replacement card the passive side activates those units as its
 * standing order says, with no card (move, turn, charge, shoot or
 * rally; never against their own side); the general's replacement is
 * spent and the active command goes on (§8.12). */
int
ts_strat_blunder(struct ts_game *g, int k, const int *units, int n)
{
	int side = TS_ENEMY(g->gen[k].side), t = trig_gen(g, side, ST_JD, k);
	int i, b, c;

	if (t < 0)
		return 0;
	b = g->side[side].trig[t].b;
	c = g->side[side].trig[t].c;
	ts_strat_play(g, side, ST_JD);
	g->gen[k].used_replace = 1;
	for (i = 0; i < n && i < 2; i++)
		if (ts_on(g, units[i]))
			blunder_do(g, units[i], b, c);
	return 1;
}

/* Q spades "Tonight we dine in hell!": the chosen unit's first failed
 * save does nothing; it gains a hero (not elephants or scythed
 * chariots) and may never rally. */
int
ts_strat_dih(struct ts_game *g, int u)
{
	int side = g->u[u].side;

	if (!g->u[u].dih || ts_strat_held(g, side, ST_QS) < 0)
		return 0;
	ts_strat_play(g, side, ST_QS);
	g->u[u].dih = 0;
	g->u[u].no_rally = 1;
	if (!ts_has(g, u, TSF_ELEPHANT) && !ts_has(g, u, TSF_SCYTHED))
		g->u[u].heroes++;
	ts_say(g, EVENT_V_ALL, "Tonight we dine in hell! %U shrugs off the "
	    "hit%s, and may never rally.", u, ts_has(g, u, TSF_ELEPHANT) ||
	    ts_has(g, u, TSF_SCYTHED) ? "" : ", gains a hero");
	return 1;
}

/* ----- ambushes and arrivals ----- */

static void
medals_back(struct ts_game *g, int u)
{
	int k;

	if (g->u[u].medal_off) {
		g->u[u].medal_off = 0;
		ts_medals(g, g->u[u].side, -ts_medal_value(g, u), "arrived");
		if (g->u[u].away == TS_AWAY_LEFT)
			ts_vp_lost(g, u, -ts_medal_value(g, u));
	}
	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].unit == u && (g->gen[k].status == TS_WAIT ||
		    g->gen[k].status == TS_OFF)) {
			g->gen[k].status = TS_ON;
			g->gen[k].x = g->u[u].x;
			g->gen[k].y = g->u[u].y;
			if (g->gen[k].medal_off) {
				g->gen[k].medal_off = 0;
				ts_medals(g, g->gen[k].side, -g->r.gen_medals,
				    "arrived");
			}
		}
}

static void
place_hidden(struct ts_game *g, int u, int face)
{
	struct ts_unit *x = &g->u[u];

	x->status = TS_UNPLACED;
	ts_place(g, u, x->x, x->y, face >= 0 ? face : x->face, 1);
	x->away = TS_AWAY_NONE;
	medals_back(g, u);
	if (TS_V2(g))
		ts_sight_unit(g, u);
	ts_say(g, TS_V2(g) ? ts_viewers(g, u) : EVENT_V_ALL, "An ambush! %U "
	    "appears at %H facing %s.", u, TS_BOX(g, x->x, x->y),
	    ts_face_name(x->face));
}

/* K hearts: a hidden ambusher of the enemies of `side` next to (or in)
 * box (x, y), or -1. */
int
ts_ambush_near(const struct ts_game *g, int side, int x, int y)
{
	int a;

	for (a = 0; a < g->nunits; a++)
		if (g->u[a].status == TS_AMBUSH && g->u[a].side != side &&
		    ts_chebyshev(g->u[a].x, g->u[a].y, x, y) <= 1)
			return a;
	return -1;
}

/* K hearts: ambushers are placed the instant an enemy unit of `side`
 * moves next to them, at box (x, y). */
void
ts_ambush_spring_at(struct ts_game *g, int side, int x, int y)
{
	int a;

	for (a = 0; a < g->nunits; a++)
		if (g->u[a].status == TS_AMBUSH && g->u[a].side != side &&
		    ts_chebyshev(g->u[a].x, g->u[a].y, x, y) <= 1 &&
		    ts_box_enemy(g, g->u[a].x, g->u[a].y, g->u[a].side) == 0 &&
		    ts_in_box(g, g->u[a].x, g->u[a].y, (int[4]){ 0 }, 4) < 2)
			place_hidden(g, a, -1);
}

/* The same, for mover u where it stands. */
void
ts_ambush_spring(struct ts_game *g, int u)
{
	ts_ambush_spring_at(g, g->u[u].side, g->u[u].x, g->u[u].y);
}

/* The edge zone an arrival comes on in, or 0 (a Lost! card picks it). */
static int
arrival_zone(const struct ts_game *g, int u, const json_t *o)
{
	const struct ts_unit *x = &g->u[u];
	int z = jint(o, "zone", 0);

	switch (x->away) {
	case TS_AWAY_FLANK:
		if (g->r.opt.flank_both_zones)
			return z && (x->away_arg ? z == 9 || z == 10 :
			    z == 4 || z == 5) ? z : x->away_arg ? 10 : 4;
		return x->away_arg ? 10 : 4;
	case TS_AWAY_RESERVE:
		return x->away_arg;
	case TS_AWAY_LEFT:
		return x->edge_zone;
	}
	return 0;
}

/* Inward facing for a box of an edge zone (§4.1): from a base edge
 * towards the enemy, from a side edge across the table. */
static int
inward(const struct ts_game *g, int side, int x, int y)
{
	if (x == 0 && y > 0 && y < g->d - 1)
		return TS_E;
	if (x == g->w - 1 && y > 0 && y < g->d - 1)
		return TS_W;
	if (y == 0)
		return TS_N;
	if (y == g->d - 1)
		return TS_S;
	return side == TS_RED ? TS_N : TS_S;
}

static int
arrival_ok(const struct ts_game *g, int u, const int *boxes, int n, int b)
{
	char why[120];
	int i;

	for (i = 0; i < n; i++)
		if (boxes[i] == b)
			return ts_enter_ok(g, u, -1, -1, b % g->w, b / g->w,
			    inward(g, g->u[u].side, b % g->w, b / g->w), 0,
			    why, sizeof why);
	return 0;
}

/* The box an arrival takes in its zone: the one the order names, else
 * the first free of its PREF list, else the first free one. */
static int
arrival_box(const struct ts_game *g, int u, int zone, const json_t *o,
    int *bx, int *by)
{
	int boxes[TS_MAX_W + TS_MAX_D], n, i, b = jint(o, "box", -1);
	const json_t *pref = json_object_get(o, "pref"), *v;
	size_t k;

	n = ts_edge_zone_boxes(g, g->u[u].side, zone, boxes,
	    TS_MAX_W + TS_MAX_D);
	if (b >= 0 && !arrival_ok(g, u, boxes, n, b))
		return -1;
	json_array_foreach(pref, k, v)
		if (b < 0 && arrival_ok(g, u, boxes, n,
		    (int)json_integer_value(v)))
			b = (int)json_integer_value(v);
	for (i = 0; b < 0 && i < n; i++)
		if (arrival_ok(g, u, boxes, n, boxes[i]))
			b = boxes[i];
	if (b < 0)
		return -1;
	*bx = b % g->w;
	*by = b / g->w;
	return 0;
}

static int
may_arrive(const struct ts_game *g, int u, char *why, size_t n)
{
	const struct ts_unit *x = &g->u[u];

	if (x->status == TS_AMBUSH)
		return 1;
	if (x->status != TS_WAIT && x->status != TS_OFF)
		return snprintf(why, n, "it is not off the table"), 0;
	if (x->away != TS_AWAY_LEFT && g->r.opt.delay_second_turn &&
	    g->side[x->side].played_turns < 1)
		return snprintf(why, n, "delayed units arrive from their "
		    "side's second turn (rule 5.3)"), 0;
	if (g->r.sc[g->scenario].delay_active && x->side == g->first &&
	    g->side[x->side].played_turns < 1)
		return snprintf(why, n, "not in the active side's first turn "
		    "(rule 5.6 scenario 7)"), 0;
	return 1;
}

/*
 * ENTER or REVEAL (§4.1, §5.3): a fixed 4+ card; on a failure the
 * command's turn ends and a flank march or reserve unit becomes Lost!.
 * The enemy learns only that an off-table unit of the command tried.
 * Returns 0 skipped, 1 done, 2 failed.
 */
int
ts_arrive_order(struct ts_game *g, int u, const json_t *o, int reps,
    char *why, size_t n)
{
	struct ts_unit *x = &g->u[u];
	struct ts_act a;
	int zone, bx, by, card, tag, id, rc;
	char t[16], c[8];

	(void)reps;
	if (!may_arrive(g, u, why, n))
		return 0;
	memset(&a, 0, sizeof a);
	a.nunits = 1;
	a.units[0] = u;
	a.entry = 1;
	a.what = x->status == TS_AMBUSH ? "REVEAL" : "ENTER";
	if (x->status == TS_AMBUSH) {
		if ((rc = ts_activate(g, &a, &card)) != 1) {
			ts_say(g, EVENT_V_ALL, "%U's turn ends.", TS_CMD_REF +
			    x->cmd);
			return 2;
		}
		place_hidden(g, u, jint(o, "face", -1));
		return 1;
	}
	zone = arrival_zone(g, u, o);
	if (zone > 0 && arrival_box(g, u, zone, o, &bx, &by)) {
		snprintf(why, n, "no free box in edge zone %d", zone);
		return 0;
	}
	rc = ts_activate(g, &a, &card);
	if (TS_V2(g))	/* §9.5 4: that one tried, and no more */
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(x->side)), "An off-table "
		    "enemy unit attempted to arrive.");
	else
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(x->side)), "An off-table unit "
		    "of %U tries to arrive: %s.", TS_CMD_REF + x->cmd, rc == 1 ?
		    "it comes on" : "it fails");
	if (rc != 1) {
		if (x->away == TS_AWAY_FLANK || x->away == TS_AWAY_RESERVE)
			x->away = TS_AWAY_LOST;
		ts_say(g, EVENT_V_ALL, "%U's turn ends.", TS_CMD_REF + x->cmd);
		return 2;
	}
	if (zone == 0) {
		id = ts_draw(g, x->side, ts_mask_side(x->side), "Lost! zone",
		    &tag);
		zone = ts_card_value(id) < 1 ? 1 : ts_card_value(id);
		ts_say(g, ts_mask_side(x->side), "Lost!: the zone card %s=%s "
		    "picks edge zone %d.", ts_tag(g, x->side, tag, t, sizeof t),
		    ts_card_text(id, c, sizeof c), zone);
		if (arrival_box(g, u, zone, o, &bx, &by)) {
			ts_say(g, ts_mask_side(x->side), "%U finds no free box "
			    "in zone %d and stays lost.", u, zone);
			return 1;
		}
	}
	x->status = TS_UNPLACED;
	ts_place(g, u, bx, by, inward(g, x->side, bx, by), 1);
	x->away = TS_AWAY_NONE;
	medals_back(g, u);
	/* the enemy sees it come on only if it sees the box (V2) */
	if (TS_V2(g))
		ts_sight_unit(g, u);
	ts_say(g, TS_V2(g) ? ts_viewers(g, u) : EVENT_V_ALL, "%U comes on "
	    "at %H facing %s.", u, TS_BOX(g, bx, by), ts_face_name(x->face));
	ts_entered(g, u, bx, by);
	return 1;
}
