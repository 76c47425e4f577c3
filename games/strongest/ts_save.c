/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_save.c - what a hit does (§4.6, §4.8): the save card against the
 * save factor with the modifiers of one group of Fig. XVIII (melee,
 * shooting or rally), a 10 always saving; disorder and loss; medals and
 * victory points surrendered, demoralisation (§5.1) and victory (§7);
 * generals saving with their units, their injuries (§2.4) and where they
 * go when their unit is lost or their box entered (§4.7); rallying;
 * rampaging elephants and scythed chariots (§4.9); exploding guns
 * (§4.12).  Every card is turned from the saving side's own deck.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ts.h"

static int
li(const struct ts_game *g, int u)
{
	return ts_is_light(g, u) && !ts_is_mounted(g, u);
}

static int
foot(const struct ts_game *g, int u)
{
	return !ts_is_mounted(g, u);
}

/* A mounted unit whose own list has no elephants (camels) facing one. */
static int
unfamiliar(const struct ts_game *g, int u, int by)
{
	const struct ts_list *l = &g->r.list[g->side[g->u[u].side].list];

	if (by < 0 || !ts_is_mounted(g, u))
		return 0;
	return (ts_has(g, by, TSF_ELEPHANT) && !l->elephants) ||
	    (ts_has(g, by, TSF_CAMEL) && !l->camels);
}

/* The charger is in u's frontal arc (F, FL, FR). */
static int
frontal(const struct ts_game *g, int u, const struct ts_hit *h)
{
	int fwd, right;

	if (g->u[u].form == TS_ORBIS)
		return 1;
	ts_rel_of(g->u[u].face, h->ax - g->u[u].x, h->ay - g->u[u].y, &fwd,
	    &right);
	return fwd >= 1;
}

static int
melee_mods(const struct ts_game *g, int u, const struct ts_hit *h)
{
	const int *m = g->r.smod;
	int by = h->by, mod = 0, mtd = by >= 0 && ts_is_mounted(g, by);
	int rough = ts_rough(g, g->u[u].x, g->u[u].y), eleph;

	eleph = ts_has(g, u, TSF_ELEPHANT);
	if (h->by_charger) {
		if (li(g, u) && rough && !(by >= 0 && li(g, by)))
			mod += m[SM_LI_ROUGH];
		if (foot(g, u) && !eleph && h->fort)
			mod += m[SM_FORT_MELEE];
		if (foot(g, u) && !eleph && h->uphill)
			mod += m[SM_UPHILL];
		if (foot(g, u) && !eleph && !ts_has(g, u, TSF_PIKE) && rough &&
		    (mtd || (by >= 0 && ts_has(g, by, TSF_PIKE))))
			mod += m[SM_FOOT_ROUGH_MTD];
		if (h->stream || (h->stakes && (mtd || g->r.opt.stakes_any)))
			mod += m[SM_STREAM];
		if (h->wall)
			mod += m[SM_WALL];
		if (h->bridge)
			mod += m[SM_BRIDGE];
		if (mtd && frontal(g, u, h) && (ts_has(g, u, TSF_PIKE) ||
		    ts_has(g, u, TSF_SPEAR)))
			mod += m[SM_PIKE_SPEAR];
		if (mtd && eleph)
			mod += m[SM_ELEPHANT_MTD];
		else if (mtd && frontal(g, u, h) && foot(g, u) && !li(g, u) &&
		    g->u[u].dis == 0)
			mod += m[SM_FOOT_FRONT_MTD];
		if (mtd && ts_has(g, u, TSF_WAGON))
			mod += m[SM_WAGON_MTD];
		if (by >= 0 && (ts_has(g, by, TSF_2HCW) ||
		    (g->u[by].extra & 64)))
			mod += m[SM_2HCW];
		if (mtd && li(g, u) && !rough)
			mod += m[SM_LI_OPEN_MTD];
	}
	if (ts_has(g, u, TSF_ARM_MELEE))
		mod += m[SM_ARMOUR_MELEE];
	if (unfamiliar(g, u, by))
		mod += m[SM_UNFAMILIAR];
	if (ts_demoralised(g, u))
		mod += m[SM_DEMOR_MELEE];
	return mod;
}

/* §4.10 pavises: only against shots from the three boxes in front. */
static int
from_front(const struct ts_game *g, int u, const struct ts_hit *h)
{
	int fwd, right;

	ts_rel_of(g->u[u].face, h->ax - g->u[u].x, h->ay - g->u[u].y, &fwd,
	    &right);
	return fwd >= 1 && abs(right) <= fwd;
}

static int
shoot_mods(const struct ts_game *g, int u, const struct ts_hit *h)
{
	const int *m = g->r.smod;
	const struct ts_terrain *t = ts_terr_at(g, g->u[u].x, g->u[u].y);
	int mod = 0, c = ts_camp_at(g, g->u[u].x, g->u[u].y);
	int art = h->artillery, ah = h->artillery || h->handgun;

	if (!art && foot(g, u) && !ts_has(g, u, TSF_ELEPHANT) && c >= 0 &&
	    g->camp[c].fortmask)
		mod += m[SM_FORT_SHOT];
	if (!ah && ts_has(g, u, TSF_ARM_SHOT))
		mod += m[SM_ARMOUR_SHOT];
	if (!ah && (ts_has(g, u, TSF_SHOT_PLUS) || t->cover ||
	    g->u[u].form == TS_TESTUDO || (g->u[u].pavise &&
	    from_front(g, u, h))))
		mod += m[SM_COVER_SHOT];
	if (ts_is_light(g, u) || ts_has(g, u, TSF_ART))
		mod += m[SM_LIGHT_SHOT];
	if (ts_demoralised(g, u))
		mod += m[SM_DEMOR_SHOT];
	if (h->flank)
		mod += m[SM_FLANK_SHOT];
	return mod;
}

static int
rally_mods(const struct ts_game *g, int u)
{
	int mod = 0, l[8], e;

	if (ts_gens_in_box(g, g->u[u].x, g->u[u].y, l, 8) > 0) {
		int i, n = ts_gens_in_box(g, g->u[u].x, g->u[u].y, l, 8);

		for (i = 0; i < n && i < 8; i++)
			if (g->gen[l[i]].side == g->u[u].side) {
				mod += g->r.smod[SM_RALLY_GEN];
				break;
			}
	}
	for (e = 0; e < g->nunits; e++)
		if (ts_on(g, e) && g->u[e].side != g->u[u].side &&
		    ts_could_charge_unit(g, e, u))
			mod += g->r.smod[SM_RALLY_ENEMY];
	if (ts_demoralised(g, u))
		mod += g->r.smod[SM_DEMOR_RALLY];
	return mod;
}

int
ts_save_mod(const struct ts_game *g, int u, const struct ts_hit *h)
{
	switch (h->group) {
	case TS_G_MELEE:
		return melee_mods(g, u, h);
	case TS_G_SHOOT:
		return shoot_mods(g, u, h);
	case TS_G_RALLY:
		return rally_mods(g, u);
	}
	/* rampage, explosion (§8.27): demoralised -1 only; scenario
	 * saves ([PROPOSED]) none */
	return h->unmodified == 2 ? 0 : ts_demoralised(g, u) ?
	    g->r.smod[SM_DEMOR_MELEE] : 0;
}

/* One save card for unit u: 1 saved, 0 failed (nothing applied yet). */
static int
save_card(struct ts_game *g, int u, const struct ts_hit *h, const char *why)
{
	int side = g->u[u].side, tag, id, v, mod = ts_save_mod(g, u, h), ok;
	char t[16], c[8];

	/* V2: one rule for every card (issue 26): who sees the unit sees
	 * the card turned for it and what it needed */
	id = ts_draw(g, side, TS_V2(g) ? ts_viewers(g, u) : ts_mask_side(side),
	    why, &tag);
	v = ts_card_value(id);
	ok = v + mod >= g->u[u].save || v == g->r.always;
	ts_say(g, ts_mask_side(side), "%U %s: card %s=%s %s%d against %d+: "
	    "%s.", u, why, ts_tag(g, side, tag, t, sizeof t),
	    ts_card_text(id, c, sizeof c), mod < 0 ? "" : "+", mod,
	    g->u[u].save, ok ? "saved" : "failed");
	if (TS_V2(g))
		ts_say(g, ts_viewers(g, u) & ~ts_mask_side(side), "%U %s: card "
		    "%s %s%d against %d+: %s.", u, why, ts_card_text(id, c,
		    sizeof c), mod < 0 ? "" : "+", mod, g->u[u].save, ok ?
		    "saved" : "failed");
	else
		ts_say(g, ts_viewers(g, u) & ~ts_mask_side(side), "%U %s: %s.",
		    u, why, ok ? "saved" : "failed");
	return ok;
}

/* Unit u saves against one hit: 1 saved, 0 failed (and the failure
 * applied, or "Tonight we dine in hell!" played). */
int
ts_save(struct ts_game *g, int u, const struct ts_hit *h)
{
	if (!ts_on(g, u))
		return 1;
	if (save_card(g, u, h, "saves"))
		return 1;
	if (ts_strat_dih(g, u))
		return 0;
	ts_fail_save(g, u, h);
	return 0;
}

/* §4.8: one step of disorder, or the unit is lost. */
void
ts_fail_save(struct ts_game *g, int u, const struct ts_hit *h)
{
	static const char *const lv[] = { "", "disordered",
	    "double-disordered", "triple-disordered" };
	struct ts_unit *x = &g->u[u];

	(void)h;
	if (!ts_on(g, u))
		return;
	if (x->dis + 1 >= x->hits) {
		if (ts_has(g, u, TSF_ELEPHANT) || ts_has(g, u, TSF_SCYTHED))
			ts_rampage(g, u);
		ts_unit_lost(g, u, "destroyed");
		return;
	}
	x->dis++;
	ts_say(g, ts_viewers(g, u), "%U is %s.", u, lv[x->dis < 4 ? x->dis :
	    3]);
	event_kind(g->log, EVENT_K_HURT);
}

/* §5.1: a command demoralised at half or more of its VP lost. */
void
ts_demoralise(struct ts_game *g, int c, int vp)
{
	struct ts_cmd *x;

	if (c < 0 || c >= g->ncmds)
		return;
	x = &g->cmd[c];
	x->vp_lost += vp;
	if (x->vp_lost < 0)
		x->vp_lost = 0;
	if (!x->demoralised && 2 * x->vp_lost >= x->vp0 && x->vp0 > 0) {
		x->demoralised = 1;
		if (!TS_ALIASED(g)) {
			ts_say(g, EVENT_V_ALL, "%U is demoralised (%d of %d "
			    "VP lost): it may not charge, and saves at -1.",
			    TS_CMD_REF + c, x->vp_lost, x->vp0);
			event_kind(g->log, EVENT_K_ROUT);
			return;
		}
		/* FOW los, V2: the enemy sees it happen, never the totals
		 * (ts_view.c totals_shown) */
		ts_say(g, EVENT_V_REF | EVENT_V_SIDE(x->side), "%U is "
		    "demoralised (%d of %d VP lost): it may not charge, and "
		    "saves at -1.", TS_CMD_REF + c, x->vp_lost, x->vp0);
		event_kind(g->log, EVENT_K_ROUT);
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(x->side)), "%U is "
		    "demoralised: it may not charge, and saves at -1.",
		    TS_CMD_REF + c);
		event_kind(g->log, EVENT_K_ROUT);
	}
}

void
ts_vp_lost(struct ts_game *g, int u, int vp)
{
	ts_demoralise(g, g->u[u].cmd, vp);
}

/* Medals surrendered (n < 0: given back); the first side at none loses
 * (§5.1, [PROPOSED] one loss at a time). */
void
ts_medals(struct ts_game *g, int side, int n, const char *why)
{
	(void)why;
	g->side[side].medals -= n;
	if (g->over || g->side[side].medals > 0 || n <= 0)
		return;
	g->over = 1;
	snprintf(g->result, sizeof g->result, "%s wins: %s has surrendered "
	    "its last victory medal (turn %d)", g->side[TS_ENEMY(side)].name,
	    g->side[side].name, g->turn);
	ts_say(g, EVENT_V_ALL, "%s has surrendered its last medal: %s wins.",
	    g->side[side].name, g->side[TS_ENEMY(side)].name);
	event_kind(g->log, EVENT_K_END);
}

void
ts_check_victory(struct ts_game *g)
{
	int s;

	for (s = 0; s < TS_NSIDES && !g->over; s++)
		if (g->side[s].medals <= 0)
			ts_medals(g, s, 0, "");
	if (!g->over)
		for (s = 0; s < TS_NSIDES; s++)
			if (g->side[s].medals <= 0) {
				g->over = 1;
				snprintf(g->result, sizeof g->result, "%s wins: "
				    "%s has no medals left",
				    g->side[TS_ENEMY(s)].name,
				    g->side[s].name);
			}
}

/* §4.8: a unit lost; its heroes go, its attached generals are
 * displaced, its command loses the VP and its side the medals. */
void
ts_unit_lost(struct ts_game *g, int u, const char *why)
{
	struct ts_unit *x = &g->u[u];
	int k, ox = x->x, oy = x->y;

	if (x->status == TS_LOST)
		return;
	x->status = TS_LOST;
	x->heroes = 0;
	ts_settle_box(g, ox, oy);
	ts_say(g, EVENT_V_ALL, "%U is lost (%s): %s surrenders %d medal%s.",
	    u, why, g->side[x->side].name, ts_medal_value(g, u),
	    ts_medal_value(g, u) == 1 ? "" : "s");
	event_kind(g->log, EVENT_K_LOSS);
	for (k = 0; k < g->ngens; k++)
		if (!g->gen[k].detached && g->gen[k].unit == u &&
		    g->gen[k].status == TS_ON)
			ts_gen_displace(g, k, "his unit was lost");
	ts_vp_lost(g, u, ts_medal_value(g, u));
	if (!x->medal_off)
		ts_medals(g, x->side, ts_medal_value(g, u), why);
	x->medal_off = 0;
}

void
ts_gen_lost(struct ts_game *g, int k, const char *why)
{
	struct ts_gen *x = &g->gen[k];

	if (x->status == TS_LOST)
		return;
	x->status = TS_LOST;
	ts_say(g, EVENT_V_ALL, "%U is lost (%s): %s surrenders %d medals.",
	    TS_GEN_REF + k, why, g->side[x->side].name, g->r.gen_medals);
	event_kind(g->log, EVENT_K_LOSS);
	if (x->cmd >= 0)
		ts_demoralise(g, x->cmd, g->r.gen_vp);
	ts_medals(g, x->side, g->r.gen_medals, why);
}

/* A unit general k may go to: his command's (the senior: any). */
static int
may_join(const struct ts_game *g, int k, int u)
{
	const struct ts_unit *x = &g->u[u];

	return x->side == g->gen[k].side && (x->status == TS_ON ||
	    x->status == TS_WAIT || x->status == TS_OFF) &&
	    (x->cmd == g->gen[k].cmd || g->gen[k].senior);
}

/* §2.4, §4.7: to a unit of his command, on or off the table (his
 * DISPLACE order first); with none, captured. */
void
ts_gen_displace(struct ts_game *g, int k, const char *why)
{
	struct ts_gen *x = &g->gen[k];
	int i, u = -1, c;

	for (i = 0; i < x->pol_ndisp && u < 0; i++) {
		c = x->pol_disp[i];
		if (c >= 0 && c < g->nunits && may_join(g, k, c) &&
		    g->u[c].status == TS_ON)
			u = c;
	}
	for (c = 0; c < g->nunits && u < 0; c++)
		if (may_join(g, k, c) && g->u[c].status == TS_ON)
			u = c;
	for (c = 0; c < g->nunits && u < 0; c++)
		if (may_join(g, k, c))
			u = c;
	if (u < 0) {
		ts_say(g, EVENT_V_ALL, "%U is captured (%s).", TS_GEN_REF + k,
		    why);
		event_kind(g->log, EVENT_K_LOSS);
		ts_gen_lost(g, k, "captured");
		return;
	}
	if (g->u[u].status == TS_ON) {
		x->x = g->u[u].x;
		x->y = g->u[u].y;
		if (!x->detached)
			x->unit = u;
		x->status = TS_ON;
		ts_say(g, ts_viewers(g, u), "%U is displaced to %U (%s).",
		    TS_GEN_REF + k, u, why);
	} else {
		x->detached = 0;
		x->unit = u;
		x->status = TS_WAIT;
		ts_say(g, ts_mask_side(x->side), "%U is displaced to %U, off "
		    "the table (%s).", TS_GEN_REF + k, u, why);
		ts_say(g, EVENT_V_ALL & ~ts_mask_side(x->side) & ~EVENT_V_REF,
		    "%U leaves the table (%s).", TS_GEN_REF + k, why);
	}
}

/* §2.4: a failed general's save turns an injury card. */
static void
injury(struct ts_game *g, int k)
{
	struct ts_gen *x = &g->gen[k];
	int tag, id, v;
	char t[16], c[8];

	id = ts_draw(g, x->side, ts_mask_side(x->side), "injury", &tag);
	v = ts_card_value(id);
	ts_say(g, ts_mask_side(x->side), "%U's injury card %s=%s.",
	    TS_GEN_REF + k, ts_tag(g, x->side, tag, t, sizeof t),
	    ts_card_text(id, c, sizeof c));
	if (v >= g->r.inj_killed)
		ts_gen_lost(g, k, "killed");
	else if (v >= g->r.inj_wounded)
		ts_gen_lost(g, k, "seriously wounded");
	else if (x->wounded)
		ts_gen_lost(g, k, "wounded again: killed");
	else {
		x->wounded = 1;
		ts_say(g, EVENT_V_ALL, "%U is lightly wounded and fights on.",
		    TS_GEN_REF + k);
	}
}

/* One save of general k: 2+ (heroic 3+), never modified, a 10 always.
 * Returns 1 if he came through. */
int
ts_gen_save(struct ts_game *g, int k)
{
	struct ts_gen *x = &g->gen[k];
	int need = x->heroic ? g->r.gen_save_heroic : g->r.gen_save, tag, id;
	int v, ok;
	char t[16], c[8];

	id = ts_draw(g, x->side, TS_V2(g) ? EVENT_V_ALL :
	    ts_mask_side(x->side), "general's save", &tag);
	v = ts_card_value(id);
	ok = v >= need || v == g->r.always;
	ts_say(g, ts_mask_side(x->side), "%U saves: card %s=%s against %d+: "
	    "%s.", TS_GEN_REF + k, ts_tag(g, x->side, tag, t, sizeof t),
	    ts_card_text(id, c, sizeof c), need, ok ? "saved" : "failed");
	if (TS_V2(g))
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(x->side)), "%U saves: card %s "
		    "against %d+: %s.", TS_GEN_REF + k, ts_card_text(id, c,
		    sizeof c), need, ok ? "saved" : "failed");
	else
		ts_say(g, EVENT_V_SIDE(TS_ENEMY(x->side)), "%U saves: %s.",
		    TS_GEN_REF + k, ok ? "saved" : "failed");
	if (!ok && ts_strat_patroclus(g, k))
		ok = 1;
	if (!ok)
		injury(g, k);
	return ok;
}

/* §2.4: when a unit in box (x, y) is hit, every general there saves,
 * except one attached to another unit that was not hit. */
void
ts_gen_saves(struct ts_game *g, int x, int y, int hit_unit)
{
	int l[8], n = ts_gens_in_box(g, x, y, l, 8), i, k;

	for (i = 0; i < n && i < 8; i++) {
		k = l[i];
		if (g->gen[k].status != TS_ON || (!g->gen[k].detached &&
		    g->gen[k].unit != hit_unit && hit_unit >= 0))
			continue;
		if (ts_gen_save(g, k))
			ts_strat_infamy(g, k);
	}
}

/* §4.8 rally: after the easy activation, a rally save removes one level
 * of disorder; a failure does not end the command's turn. */
int
ts_rally(struct ts_game *g, int u)
{
	struct ts_hit h;

	memset(&h, 0, sizeof h);
	h.group = TS_G_RALLY;
	h.by = -1;
	if (save_card(g, u, &h, "rallies")) {
		g->u[u].dis--;
		ts_say(g, ts_viewers(g, u), "%U rallies: %s.", u,
		    g->u[u].dis ? "one level of disorder is gone" :
		    "it is in good order");
		return 1;
	}
	return 0;
}

/* Everything in box (x, y) saves against a hit (rampage, explosion). */
static void
box_saves(struct ts_game *g, int x, int y, int except, int group)
{
	struct ts_hit h;
	int l[4], n = ts_in_box(g, x, y, l, 4), i;

	memset(&h, 0, sizeof h);
	h.group = TS_G_NONE;
	h.unmodified = 1;
	h.by = -1;
	/* V2, an exploding gun: a shooting hit, with the shooting save
	 * modifiers (§4.12); the digest names no weapon for it, so none is
	 * set and armour and cover count (ORDERS.md) */
	if (group == TS_G_SHOOT && TS_V2(g)) {
		h.group = TS_G_SHOOT;
		h.unmodified = 0;
		h.ax = x;
		h.ay = y;
	}
	for (i = 0; i < n && i < 4; i++)
		if (l[i] != except)
			ts_save(g, l[i], &h);
	ts_gen_saves(g, x, y, -1);
}

/*
 * §4.9 (Fig. XIX missing; the [PROPOSED] table in rules.json): a lost
 * elephant or scythed chariot first rampages 1 or 2 boxes along the path
 * a card sets, relative to its facing; everything in its box and on the
 * path saves against a hit; then it is removed.
 */
void
ts_rampage(struct ts_game *g, int u)
{
	struct ts_unit *x = &g->u[u];
	int tag, id, v, i, len, dir, dx, dy, cx = x->x, cy = x->y;
	char t[16], c[8];

	id = ts_draw(g, x->side, EVENT_V_ALL, "rampage", &tag);
	v = ts_card_value(id);
	if (v < 1)
		v = 1;
	len = g->r.rampage[v].len;
	dir = g->r.rampage[v].dir - 1;		/* -1 left, 0, 1 right */
	ts_say(g, EVENT_V_ALL, "%U rampages: card %s=%s, %d box%s %s.", u,
	    ts_tag(g, x->side, tag, t, sizeof t), ts_card_text(id, c,
	    sizeof c), len, len > 1 ? "es" : "", dir < 0 ? "front-left" :
	    dir > 0 ? "front-right" : "straight ahead");
	box_saves(g, cx, cy, u, TS_G_NONE);
	ts_rel_vec(x->face, 1, dir, &dx, &dy);
	for (i = 0; i < len; i++) {
		cx += dx;
		cy += dy;
		if (!ts_on_table(g, cx, cy) || ts_impassable(g, cx, cy))
			break;
		ts_say(g, EVENT_V_ALL, "The rampage reaches %H.",
		    TS_BOX(g, cx, cy));
		box_saves(g, cx, cy, u, TS_G_NONE);
	}
}

/* §4.12: a cannon or organ gun that turned an Ace to shoot saves (even if
 * a general replaced the card); if it fails it explodes. */
void
ts_explode(struct ts_game *g, int u)
{
	struct ts_hit h;

	memset(&h, 0, sizeof h);
	h.group = TS_G_NONE;
	h.unmodified = 1;
	h.by = -1;
	ts_say(g, ts_viewers(g, u), "%U turned an Ace to shoot: it must save "
	    "or explode.", u);
	if (save_card(g, u, &h, "saves against exploding"))
		return;
	ts_say(g, EVENT_V_ALL, "%U explodes.", u);
	ts_unit_lost(g, u, "exploded");
	box_saves(g, g->u[u].x, g->u[u].y, u, TS_G_SHOOT);
}
