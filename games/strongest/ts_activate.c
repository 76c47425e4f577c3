/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_activate.c - the activation requirement (§3.3, §3.4) and the
 * generals' replacement cards (§2.4).  A unit (or a pair in one box) is
 * activated by a card from its own deck that must beat every card already
 * played on it this player turn (2+ for a first activation), plus one pip
 * per cause of difficulty (two for deep units; chariots' and war wagons'
 * rough terrain two; light troops none but that); a 10 always succeeds.
 * A failure may be replaced once by a general in the box (or the senior
 * general there, or a brilliant general within his command move); a
 * general may also replace a successful high card to leave room for a
 * later activation (the new card must succeed too, §8.10).  "Someone has
 * blundered!" may take over the units right after a replacement card
 * (§5.3 J diamonds).  The card played stays behind the unit until the
 * end of the player turn.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

/* The highest card already on the unit(s) this turn, 0 for none. */
static int
prev_card(const struct ts_game *g, const int *units, int n)
{
	int i, prev = 0;

	for (i = 0; i < n; i++)
		if (g->u[units[i]].card > prev)
			prev = g->u[units[i]].card;
	return prev;
}

/* §3.4: 2+ first, prev + 1 after. */
int
ts_base_need(const struct ts_game *g, const int *units, int n)
{
	int prev = prev_card(g, units, n);

	return prev == 0 ? g->r.act_first : prev + 1;
}

/* One cause's pips, named into why when it costs any. */
static int
cause(int pips, const char *word, struct ts_why *why)
{
	size_t n;

	if (pips > 0 && why != NULL) {
		n = strlen(why->text);
		snprintf(why->text + n, sizeof why->text - n, ", +%d %s", pips,
		    word);
	}
	return pips;
}

/*
 * The pips a unit adds for the causes in `flags` (TC_*), with every
 * exemption of §3.3: light troops none (chariots' rough terrain
 * excepted), legionaries only rough terrain and out of command, hoplites
 * diagonal right, wedges diagonals, rhomboids turns and sideways, small
 * units turns and exchanges, war wagons sideways.
 */
int
ts_cause_pips(const struct ts_game *g, int u, int flags, struct ts_why *why)
{
	const struct ts_unit *x = &g->u[u];
	unsigned f = ts_type(g, u)->flags;
	int per = ts_is_deep(g, u) ? g->r.act_cause_deep : g->r.act_cause;
	int cw = (f & (TSF_CHARIOT | TSF_WAGON)) != 0, pips = 0;

	if ((flags & TC_ROUGH) || ((flags & TC_INROUGH) && cw))
		pips += cause(cw ? g->r.act_chariot_rough : ts_is_light(g, u) ?
		    0 : per, "rough going", why);
	if ((flags & TC_BOARD) && !ts_is_light(g, u))	/* §4.14 */
		pips += cause(per, "boarding or going ashore", why);
	if (ts_is_light(g, u) || (ts_afloat(g, u) && !(flags & TC_BOARD)))
		return pips;		/* a boat moves as light infantry */
	if ((flags & TC_OOC) && ts_out_of_command(g, u))
		pips += cause(per, "out of command", why);
	if (flags & TC_FORT)
		pips += cause(per, "over fortifications", why);
	if (f & TSF_DRILL)
		return pips;
	if ((flags & TC_DIAG) && x->form != TS_WEDGE &&
	    !((f & TSF_HOPLITE) && (flags & TC_RIGHT)))
		pips += cause(per, "diagonal", why);
	if ((flags & TC_SIDE) && x->form != TS_RHOMBOID && !(f & TSF_WAGON))
		pips += cause(per, "sideways", why);
	if (flags & TC_BACK)
		pips += cause(per, "backwards", why);
	if ((flags & TC_TURN) && x->size != TS_SMALL &&
	    x->form != TS_RHOMBOID)
		pips += cause(per, "new facing", why);
	if ((flags & TC_SWAP) && x->size != TS_SMALL)
		pips += cause(per, "exchanging places", why);
	if (flags & TC_FORM)
		pips += cause(per, "formation change", why);
	if ((flags & TC_WAGON) && (f & TSF_WAGON))
		pips += cause(per, "war wagon", why);
	return pips;
}

/* The causes of a pair are those of the more penalised unit, named into
 * why when it is not NULL. */
static int
pips_of(const struct ts_game *g, const struct ts_act *a, struct ts_why *why)
{
	int i, p, best = 0, worst = a->units[0];

	for (i = 0; i < a->nunits; i++)
		if ((p = ts_cause_pips(g, a->units[i], a->flags, NULL)) > best)
			best = p, worst = a->units[i];
	if (why != NULL)
		ts_cause_pips(g, worst, a->flags, why);
	return best;
}

/* Why a card needs what it needs (V3), after its result: an arrival's
 * fixed number, else the first card's or one more than the card already
 * on the units (§3.4), then each cause of difficulty (§3.3); and a card
 * that succeeds only as the one that always does.  Nothing for a plain
 * first card (the most common line, and the rule every player knows). */
static void
need_why(const struct ts_game *g, const struct ts_act *a, int v, int need,
    struct ts_why *why)
{
	int i, prev = prev_card(g, a->units, a->nunits);

	if (a->entry)		/* fixed: no cause counts (§4.1, §5.3) */
		snprintf(why->text, sizeof why->text, " (%d+ to %s",
		    g->r.act_entry, g->u[a->units[0]].status == TS_AMBUSH ?
		    "reveal an ambush" : "arrive");
	else if (prev == 0)
		snprintf(why->text, sizeof why->text, " (%d+ for a first card",
		    g->r.act_first);
	else
		snprintf(why->text, sizeof why->text, " (%d+ after the %d on "
		    "%s", prev + 1, prev, a->nunits > 1 ? "them" : "it");
	if (!a->entry)
		pips_of(g, a, why);
	if (!a->entry && prev == 0 && need == g->r.act_first)
		why->text[0] = '\0';
	else {
		i = (int)strlen(why->text);
		snprintf(why->text + i, sizeof why->text - i, "%s)", v < need &&
		    v == g->r.act_always ? "; this card always succeeds" : "");
	}
}

static int
succeeds(const struct ts_game *g, int v, int need)
{
	return v >= need || v == g->r.act_always;
}

/* Turn an activation card: its value; the event goes to the owner
 * (the enemy sees what the units do, never the card, §9.5). */
static int
act_card(struct ts_game *g, const struct ts_act *a, int side, int need,
    int *id)
{
	char t[16], c[8];
	struct ts_why why;
	int tag, v;

	*id = ts_draw(g, side, ts_mask_side(side), "activation", &tag);
	v = ts_card_value(*id);
	ts_tag(g, side, tag, t, sizeof t);
	ts_card_text(*id, c, sizeof c);
	why.text[0] = '\0';
	if (TS_V3(g))	/* "needs 5+: failure (5+ after the 4 on it)." */
		need_why(g, a, v, need, &why);
	if (a->nunits > 1)
		ts_say(g, ts_mask_side(side), "%U and %U, %s: %s card %s=%s, "
		    "needs %d+: %s%s.", a->units[0], a->units[1], a->what,
		    a->replacing ? "replacement" : "activation", t, c, need,
		    succeeds(g, v, need) ? "success" : "failure", why.text);
	else
		ts_say(g, ts_mask_side(side), "%U, %s: %s card %s=%s, needs "
		    "%d+: %s%s.", a->units[0], a->what, a->replacing ?
		    "replacement" : "activation", t, c, need,
		    succeeds(g, v, need) ? "success" : "failure", why.text);
	return v;
}

/* §2.2, §4.12, §4.13: what an Ace does to some units even when a
 * general then replaces the card. */
static void
ace(struct ts_game *g, const struct ts_act *a)
{
	struct ts_hit h;
	int i, u;

	memset(&h, 0, sizeof h);
	h.group = TS_G_NONE;
	h.by = -1;
	for (i = 0; i < a->nunits; i++) {
		u = a->units[i];
		if (!ts_on(g, u))
			continue;
		if ((ts_has(g, u, TSF_CATAPHRACT) && (a->long_move ||
		    a->charge)) || (ts_has(g, u, TSF_CAMEL) && a->charge)) {
			ts_say(g, ts_viewers(g, u), "%U turned an Ace: %s.", u,
			    ts_is_light(g, u) ? "light camelry are lost" :
			    "an automatic failed save");
			ts_fail_save(g, u, &h);
		}
		if (ts_has(g, u, TSF_EXPLODE) && a->shoot)
			ts_explode(g, u);
	}
}

/* Generals who may play a replacement card for these units (§2.4). */
static int
replacer(const struct ts_game *g, const struct ts_act *a, int label,
    int for_high)
{
	int u = a->units[0], l[8], n, i, k, gx, gy, d;

	n = ts_gens_in_box(g, g->u[u].x, g->u[u].y, l, 8);
	for (i = 0; i < n && i < 8; i++) {
		k = l[i];
		if (g->gen[k].side != g->u[u].side || g->gen[k].used_replace ||
		    g->gen[k].status != TS_ON)
			continue;
		if (g->gen[k].cmd != g->u[u].cmd && !g->gen[k].senior)
			continue;
		if (for_high ? g->gen[k].pol_replace != 2 :
		    g->gen[k].pol_replace == 1 || (g->gen[k].pol_replace ==
		    3 && g->gen[k].pol_savefor != label) ||
		    (g->gen[k].heroic && g->gen[k].pol_heroic == 2))
			continue;
		return k;
	}
	if (for_high)
		return -1;
	/* a brilliant general of the command, within his command move */
	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].brilliant && g->gen[k].cmd == g->u[u].cmd &&
		    !g->gen[k].used_replace && g->gen[k].pol_brilliant == 0 &&
		    g->gen[k].pol_replace != 1 && ts_gen_box(g, k, &gx, &gy)) {
			d = ts_chebyshev(gx, gy, g->u[u].x, g->u[u].y);
			if (d <= g->r.cmove[2] && d > 0)
				return k;
		}
	return -1;
}

/* The general's card replaces the failed one: 1 success, 0 failure,
 * 2 the enemy played "Someone has blundered!". */
static int
replace(struct ts_game *g, struct ts_act *a, int k, int need, int *v,
    int *id)
{
	int side = g->u[a->units[0]].side, gx, gy, nid;

	g->gen[k].used_replace = 1;
	ts_say(g, ts_viewers(g, a->units[0]), "%U plays a replacement card "
	    "for %U.", TS_GEN_REF + k, a->units[0]);
	a->replacing = 1;
	*v = act_card(g, a, side, need, &nid);
	a->replacing = 0;
	if (nid > 0 && ts_card_value(nid) == 1)
		ace(g, a);
	if (ts_strat_blunder(g, k, a->units, a->nunits))
		return 2;
	*id = nid;
	if (!succeeds(g, *v, need))
		return 0;
	/* a remote brilliant general joins the unit (§2.4) */
	if (ts_gen_box(g, k, &gx, &gy) && (gx != g->u[a->units[0]].x ||
	    gy != g->u[a->units[0]].y) && g->gen[k].detached) {
		g->gen[k].x = g->u[a->units[0]].x;
		g->gen[k].y = g->u[a->units[0]].y;
		ts_say(g, ts_viewers(g, a->units[0]), "%U joins %U.",
		    TS_GEN_REF + k, a->units[0]);
	}
	return 1;
}

/*
 * Activate: 1 success (the action goes ahead; the card is on the units),
 * 0 failure (the command's turn ends), 2 the units were taken over by
 * "Someone has blundered!" (no action; the command goes on), -1 the
 * units are gone (an Ace).
 */
int
ts_activate(struct ts_game *g, struct ts_act *a, int *card)
{
	int side = g->u[a->units[0]].side, need, v, id, rc, k, i, nid, nv;

	need = a->entry ? g->r.act_entry : ts_base_need(g, a->units,
	    a->nunits) + pips_of(g, a, NULL);
	a->need = need;
	v = act_card(g, a, side, need, &id);
	if (v == 1)
		ace(g, a);
	for (i = 0; i < a->nunits; i++)
		if (!ts_on(g, a->units[i]) && !a->entry)
			return -1;
	rc = succeeds(g, v, need);
	if (!rc && !a->entry && (k = replacer(g, a, a->label, 0)) >= 0) {
		rc = replace(g, a, k, need, &v, &id);
		if (rc == 2)
			return 2;
	} else if (rc && a->later && !a->entry && v >= 2 &&
	    (k = replacer(g, a, a->label, 1)) >= 0 && v >= g->gen[k].pol_k) {
		/* §2.4: replace a successful high card, hoping for a lower */
		g->gen[k].used_replace = 1;
		ts_say(g, ts_mask_side(side), "%U replaces the high card on "
		    "%U.", TS_GEN_REF + k, a->units[0]);
		a->replacing = 1;
		nv = act_card(g, a, side, need, &nid);
		a->replacing = 0;
		if (ts_strat_blunder(g, k, a->units, a->nunits))
			return 2;
		v = nv;
		id = nid;
		rc = succeeds(g, v, need);
	}
	if (!rc)
		return 0;
	for (i = 0; i < a->nunits; i++)
		if (v > g->u[a->units[i]].card || v == g->r.act_always)
			g->u[a->units[i]].card = v;
	ts_hold(g, side, id);
	*card = v;
	return 1;
}
