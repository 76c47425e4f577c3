/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_act.c - a side's action on a card (digest 3.3, 5): which unit acts
 * and which of its standing lines it uses.  A card for every unit takes
 * each unit once, in the order the sheet names them (then the rest); an
 * ace takes the first ranked AM1/AMX/AF1/AFX line whose unit can act and
 * whose condition holds.  Each unit uses its first line for the trigger
 * whose IF holds, else the default (move HOLD; fire NEAREST, hidden
 * units HOLD).
 */
#include <string.h>

#include "bg.h"

/* digest 3.2: clubs Axis fire, hearts Allied fire, spades Axis move,
 * diamonds Allied move */
static int
suit_of(int side, int fire)
{
	return fire ? (side == BG_AXIS ? 0 : 1) : (side == BG_AXIS ? 2 : 3);
}

static int
cmp_op(int sign, int op)
{
	switch (op) {
	case 0: return sign < 0;
	case 1: return sign <= 0;
	case 2: return sign > 0;
	case 3: return sign >= 0;
	default: return sign == 0;
	}
}

int
bg_cond_holds(const struct bg_game *g, int side, const struct bg_order *o)
{
	const struct bg_unit *u = &g->u[o->unit];
	const struct bg_cond_t *c;
	struct plane_pt a, b;
	int k, v, n;

	for (k = 0; k < o->ncond; k++) {
		c = &o->cond[k];
		switch (c->kind) {
		case BG_C_FIRED: v = g->used[suit_of(side, 1)]; break;
		case BG_C_MOVED: v = g->used[suit_of(side, 0)]; break;
		case BG_C_EFIRED: v = g->used[suit_of(1 - side, 1)]; break;
		case BG_C_EMOVED: v = g->used[suit_of(1 - side, 0)]; break;
		case BG_C_RUN: v = u->run; break;
		case BG_C_DUG: v = u->dug; break;
		case BG_C_HIDDEN: v = u->hidden; break;
		case BG_C_SEEN: v = bg_sees(g, side, c->unit); break;
		case BG_C_DIST:
			/* an enemy out of sight cannot be measured: false */
			if (!bg_sees(g, side, c->unit)) {
				v = 0;
				break;
			}
			a = bg_centre(g, u);
			b = bg_centre(g, &g->u[c->unit]);
			v = cmp_op(plane_cmp_dist(a, b, c->val), c->op);
			break;
		case BG_C_ODDS:
			v = bg_odds_holds(g, o, c);
			break;
		default:
			n = bg_nfigs(u);
			v = cmp_op(n < c->val ? -1 : n > c->val, c->op);
			break;
		}
		if (c->neg)
			v = !v;
		if (!v)
			return 0;
	}
	return 1;
}

static int
can_act(const struct bg_game *g, int u, int fire)
{
	const struct bg_unit *x = &g->u[u];

	if (!bg_alive(x) || x->cav == BG_CAV_HORSES)
		return 0;	/* horses stand (bg_cavalry.c) */
	if (fire)	/* 2.5: a bunker has no weapon; passengers fire
			 * only by option; guards hold */
		return bg_standing(x) && x->empl != BG_E_BUNKER &&
		    !x->routing && (!x->carrier ||
		    bg_opt(g, BG_OPT_PASSFIRE)) && !(x->prisoners && !x->veh);
	return !(x->veh && x->immob) && !x->empl;
}

static void
run_line(struct bg_turn *t, int u, int fire, const struct bg_order *o)
{
	struct bg_order def;

	if (o == NULL) {
		memset(&def, 0, sizeof def);
		def.unit = u;
		def.face = def.form = def.bldg = -1;
		def.trig = fire ? BG_O_F : BG_O_M;
		if (fire && !t->g->u[u].hidden) {
			def.act = BG_A_FIRE;
			def.tgt[0][0] = BG_TGT_NEAREST;
			def.ntgtw[0] = 1;
			for (int k = 0; k < t->g->u[u].nweap; k++) {
				def.tgt[k][0] = BG_TGT_NEAREST;
				def.ntgtw[k] = 1;
			}
		} else
			def.act = fire ? BG_A_HOLDFIRE : BG_A_HOLD;
		o = &def;
	}
	if (fire) {
		t->g->acted_fire[u] = 1;
		bg_fire(t, u, o);
	} else {
		t->g->acted_move[u] = 1;
		bg_move(t, u, o);
	}
}

void
bg_action(struct bg_turn *t, int side, int fire, int one, int extra)
{
	struct bg_game *g = t->g;
	struct bg_order o;
	char msg[160];
	int order[BG_MAX_UNITS], n = 0, k, u, trig, seen[BG_MAX_UNITS];

	if (one) {
		trig = fire ? (extra ? BG_O_AFX : BG_O_AF1) :
		    (extra ? BG_O_AMX : BG_O_AM1);
		for (k = 0; k < g->orders[side].n; k++) {
			if (bg_order_parse(g, side, g->orders[side].line[k], &o, msg,
			    sizeof msg) != 0 || o.trig != trig ||
			    !(can_act(g, o.unit, fire) || (!fire &&
			    o.act == BG_A_ENTER && bg_enter_ready(g, o.unit))) ||
			    !bg_cond_holds(g, side, &o))
				continue;
			o.trig = fire ? BG_O_F : BG_O_M;
			bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(side),
			    "%s acts on the ace.", g->u[o.unit].id);
			run_line(t, o.unit, fire, &o);
			return;
		}
		bg_say_mask(t, EVENT_V_REF | EVENT_V_SIDE(side), "The ace "
		    "passes: no %s line (who %s on %s %s ace) names a unit "
		    "able to %s now with its IF condition met.",
		    fire ? (extra ? "AFX" : "AF1") : (extra ? "AMX" : "AM1"),
		    fire ? "fires" : "moves", extra ? "an extra" : "a first",
		    fire ? "fire" : "move", fire ? "fire" : "move");
		return;
	}
	trig = fire ? BG_O_F : BG_O_M;
	memset(seen, 0, sizeof seen);
	for (k = 0; k < g->orders[side].n; k++)
		if (bg_order_parse(g, side, g->orders[side].line[k], &o, msg,
		    sizeof msg) == 0 && o.trig == trig && !seen[o.unit]) {
			seen[o.unit] = 1;
			order[n++] = o.unit;
		}
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && !seen[u])
			order[n++] = u;
	if (fire && g->declare) {
		/* 4.5 DECLARE: every target chosen before any die rolls */
		g->declaring = 1;
		for (k = 0; k < n; k++)
			if (can_act(g, order[k], 1))
				run_line(t, order[k], 1, bg_line_for(g, side,
				    order[k], trig, &o) ? &o : NULL);
		g->declaring = 0;
		g->use_decl = 1;
	}
	for (k = 0; k < n && !g->over; k++) {
		u = order[k];
		/* a reinforcement off the table acts only by its ENTER line
		 * (bg_enter.c) */
		if (g->u[u].enter) {
			if (!fire && !bg_lost(&g->u[u]) && bg_line_for(g, side,
			    u, trig, &o) && o.act == BG_A_ENTER)
				run_line(t, u, 0, &o);
			continue;
		}
		if (!can_act(g, u, fire))
			continue;
		/* 4.10.2: a unit that reacted to a charge does not repeat
		 * that action on its side's card */
		if ((fire && g->reacted_fire[u]) || (!fire && g->reacted_move[u]))
			continue;
		if (!fire && g->u[u].routing) {
			bg_rout_move(t, u);	/* option 4.20d */
			continue;
		}
		if (!fire && g->u[u].prisoners) {
			bg_escort_move(t, u);	/* bg_prisoner.c */
			continue;
		}
		if (!fire && !bg_standing(&g->u[u]) && !g->u[u].veh) {
			bg_ns_move(t, u);	/* non-standing: NS line */
			continue;
		}
		run_line(t, u, fire, bg_line_for(g, side, u, trig, &o) ? &o :
		    NULL);
	}
	g->use_decl = 0;
}
