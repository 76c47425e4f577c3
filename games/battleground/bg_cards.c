/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_cards.c - the 54-card deck and the card-driven turn (digest 3):
 * clubs Axis fire, hearts Allied fire, spades Axis move, diamonds Allied
 * move; the first non-ace card of a suit moves or fires every unit of
 * its side, an ace one unit (first, or an extra time), a joker ends card
 * play, and the first card of the fourth suit ends it too.  The deck is
 * base/deck.h's, shuffled from the phase's committed stream; the pile is
 * not reshuffled between turns (3.3).  Then the end of the turn: victory.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

#define JOKER1	52
#define JOKER2	53
#define NCARDS	54

static const char *const ranks[13] = {
	"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
};
static const char suits[] = "CHSD";
/* digest 3.2: suit -> side and action */
static const int suit_side[4] = { BG_AXIS, BG_ALLIES, BG_AXIS, BG_ALLIES };
static const int suit_fire[4] = { 1, 1, 0, 0 };

void
bg_card_name(int card, char *buf, size_t n)
{
	if (card == JOKER1 || card == JOKER2)
		snprintf(buf, n, "JOKER%d", card - JOKER1 + 1);
	else if (card >= 0 && card < 52)
		snprintf(buf, n, "%s%c", ranks[card % 13], suits[card / 13]);
	else
		snprintf(buf, n, "?");
}

int
bg_card_parse(const char *s)
{
	char b[8];
	int c;

	if (strcasecmp(s, "JOKER") == 0)
		return JOKER1;
	for (c = 0; c < NCARDS; c++) {
		bg_card_name(c, b, sizeof b);
		if (strcasecmp(s, b) == 0)
			return c;
	}
	return -1;
}

int
bg_deck_init(struct bg_game *g, struct pbem_err *err)
{
	int ids[NCARDS], i;

	for (i = 0; i < NCARDS; i++)
		ids[i] = i;
	g->deck_fresh = 1;
	return deck_init(&g->deck, "deck", ids, NCARDS, 0, err);
}

void
bg_phase(const void *gv, struct game_phase *out)
{
	const struct bg_game *g = gv;

	if (g->over)
		game_phase_over(out, g->turn, g->turns, g->result);
	else
		game_phase_due_said(out, g->turn, "turn", "orders",
		    GAME_DUE_ALL, g->side, BG_NSIDES, "Turn %d of %d: both "
		    "sides send their order sheets", g->turn, g->turns);
}

/* A referee's stacked cards for this turn (scenario CARDS) go on top of
 * the pile, the first listed on top.  A card not in the pile is skipped. */
static void
stack_turn(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	struct deck *d = &g->deck;
	int s, i, k, j;
	char name[12];

	for (s = 0; s < g->nstack; s++) {
		if (g->stack[s].turn != g->turn)
			continue;
		for (i = g->stack[s].n - 1; i >= 0; i--) {
			for (k = 0; k < d->ndraw; k++)
				if (d->draw[k] == g->stack[s].cards[i])
					break;
			if (k == d->ndraw) {
				bg_card_name(g->stack[s].cards[i], name,
				    sizeof name);
				bg_say_mask(t, EVENT_V_REF, "Stacked card %s "
				    "is not in the pile: skipped.", name);
				continue;
			}
			for (j = k; j < d->ndraw - 1; j++)
				d->draw[j] = d->draw[j + 1];
			d->draw[d->ndraw - 1] = g->stack[s].cards[i];
		}
		bg_say_all(t, "The referee stacked this turn's first %d "
		    "cards (scenario CARDS).", g->stack[s].n);
	}
}

static int
side_has_standing(const struct bg_game *g, int side)
{
	int u;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && (bg_standing(&g->u[u]) ||
		    (g->u[u].enter && !bg_lost(&g->u[u]))))
			return 1;	/* a reinforcement is still to come */
	return 0;
}

static int
holds(const struct bg_game *g, int side, int b)
{
	int u, own = 0, enemy = 0;

	for (u = 0; u < g->nunits; u++) {
		if (!bg_standing(&g->u[u]) || g->u[u].bldg != b)
			continue;
		if (g->u[u].side == side)
			own = 1;
		else
			enemy = 1;
	}
	return own && !enemy;
}

/* Figures a side has lost (a vehicle counts as one figure). */
static int
figs_lost(const struct bg_game *g, int side)
{
	int u, n = 0;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side)
			n += g->u[u].veh ? bg_lost(&g->u[u]) :
			    g->u[u].start_figs - bg_nfigs(&g->u[u]);
	return n;
}

/* DESTROY <n> VEHICLES: that many enemy vehicles lost; judged at each
 * turn's end like ELIMINATE.  The count met, or 0. */
static int
destroyed(const struct bg_game *g, int side)
{
	int u, n = 0;

	if (g->destroy_n[side] <= 0)
		return 0;
	for (u = 0; u < g->nunits; u++)
		n += g->u[u].side != side && g->u[u].veh &&
		    bg_lost(&g->u[u]);
	return n >= g->destroy_n[side] ? n : 0;
}

/* ELIMINATE <unit> [P] (or DESTROY): the unit is met when it no longer stands (lost,
 * or too few figures to stand, digest 2.1); judged every turn's end. */
static int
eliminated(const struct bg_game *g, int *w)
{
	int s, met = 0;

	for (s = 0; s < BG_NSIDES; s++)
		if ((g->elim_unit[s] >= 0 && !g->u[g->elim_unit[s]].enter &&
		    !bg_standing(&g->u[g->elim_unit[s]])) || destroyed(g, s)) {
			*w = s;
			met++;
		}
	return met;
}

/* The turns ran out with no goal met and no ELSE side: the tie-break by
 * figures lost (digest 4.21), fewer lost wins. */
static int
tie_break(struct bg_game *g)
{
	int a = figs_lost(g, 0), b = figs_lost(g, 1), w;

	if (a == b) {
		snprintf(g->result, sizeof g->result, "draw: the turns ran "
		    "out, %d figure%s lost each", a, a == 1 ? "" : "s");
		return -1;
	}
	w = a < b ? 0 : 1;
	snprintf(g->result, sizeof g->result, "%s wins on figures lost when "
	    "the turns ran out (%d to %d)", g->side[w], w ? b : a, w ? a : b);
	return w;
}

/* Digest 4.21 and the scenario's VICTORY lines. */
static void
victory(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	int s, w = -1, k;

	for (s = 0; s < BG_NSIDES; s++)
		if (!side_has_standing(g, s)) {
			w = 1 - s;
			snprintf(g->result, sizeof g->result, "%s wins: %s has "
			    "no standing unit left", g->side[w], g->side[s]);
		}
	if (w < 0 && (k = eliminated(g, &w)) > 0) {
		if (k > 1)
			w = tie_break(g);	/* both at once */
		else if (destroyed(g, w))
			snprintf(g->result, sizeof g->result, "%s wins: %d enemy "
			    "vehicle%s destroyed", g->side[w], destroyed(g, w),
			    destroyed(g, w) == 1 ? "" : "s");
		else
			snprintf(g->result, sizeof g->result, "%s wins: %s is "
			    "eliminated", g->side[w],
			    g->u[g->elim_unit[w]].id);
		g->over = 1;
	}
	if (w < 0 && g->turn >= g->turns) {
		if (g->hold_side >= 0 && holds(g, g->hold_side, g->hold_bldg)) {
			w = g->hold_side;
			snprintf(g->result, sizeof g->result, "%s wins: holds "
			    "%s at the end", g->side[w], g->t[g->hold_bldg].id);
		} else if (g->else_side >= 0) {
			w = g->else_side;
			if (g->hold_side >= 0 && g->hold_side != w)
				snprintf(g->result, sizeof g->result, "%s "
				    "wins: %s did not hold %s at the end",
				    g->side[w], g->side[g->hold_side],
				    g->t[g->hold_bldg].id);
			else
				snprintf(g->result, sizeof g->result, "%s "
				    "wins: the turns ran out with no other "
				    "goal met", g->side[w]);
		} else
			w = tie_break(g);
		g->over = 1;
	}
	if (w >= 0)
		g->over = 1;
	/* the report's RESULT line says who won (bg_view.c) */
	if (g->over)
		bg_say_all(t, "The game is over.");
	if (g->over)
		event_kind(t->log, EVENT_K_END);
}

static int
draw_card(struct bg_turn *t, int *card, struct pbem_err *err)
{
	struct bg_game *g = t->g;

	if (deck_left(&g->deck) == 0) {
		/* digest 3.3: the discards of previous turns make a new
		 * pile; all 54 are shuffled before the next turn */
		if (deck_discarded(&g->deck) == 0)
			return -1;
		deck_reshuffle(&g->deck, t->dice);
		g->full_shuffle = 1;
		bg_say_all(t, "The pile ran out: the earlier turns' cards are "
		    "shuffled into a new pile.");
	}
	return deck_draw(&g->deck, t->dice, "card play", card, err) ==
	    PBEM_OK ? 0 : -1;
}

static void
card_play(struct bg_turn *t, struct pbem_err *err)
{
	struct bg_game *g = t->g;
	char name[12];
	int card, suit, rank;

	memset(g->used, 0, sizeof g->used);
	g->nturn_cards = 0;
	for (;;) {
		if (g->nturn_cards >= 32 || draw_card(t, &card, err) != 0)
			break;
		g->turn_cards[g->nturn_cards++] = card;
		bg_card_name(card, name, sizeof name);
		if (card >= 52) {
			bg_say_all(t, "Card %d: %s - card play ends (digest "
			    "3.3).", g->nturn_cards, name);
			break;
		}
		suit = card / 13;
		rank = card % 13 + 1;
		bg_arty_random(t, rank);	/* 3.3 option, before the card */
		if (rank == 1) {
			bg_say_all(t, "Card %d: %s - %s %s, one unit%s.",
			    g->nturn_cards, name, g->side[suit_side[suit]],
			    suit_fire[suit] ? "fire" : "move",
			    g->used[suit] ? " an extra time" : "");
			bg_action(t, suit_side[suit], suit_fire[suit], 1,
			    g->used[suit]);
		} else if (!g->used[suit]) {
			bg_say_all(t, "Card %d: %s - %s %s, every unit.",
			    g->nturn_cards, name, g->side[suit_side[suit]],
			    suit_fire[suit] ? "fire" : "move");
			bg_action(t, suit_side[suit], suit_fire[suit], 0, 0);
		} else
			bg_say_all(t, "Card %d: %s - ignored, the suit was "
			    "used.", g->nturn_cards, name);
		g->used[suit] = 1;
		if (g->used[0] && g->used[1] && g->used[2] && g->used[3]) {
			bg_say_all(t, "All four suits came: card play ends.");
			break;
		}
		if (g->over)
			break;
	}
}

int
bg_resolve(void *gv, const json_t *orders, struct dice *dice,
    struct event_log *log, struct pbem_err *err)
{
	struct bg_game *g = gv;
	struct bg_turn t = { g, dice, log };
	int s, i;

	if (game_resolve_check(g->over, orders, err) != PBEM_OK)
		return err->rc;
	/* the sheets were read as each side saw the table, made again
	 * before a resolution (the sight slot, bg_sight_now): stamped */
	bg_sight_stamp(g);
	for (s = 0; s < BG_NSIDES; s++)
		bg_orders_merge(g, s, json_object_get(orders, g->side[s]));
	bg_say_all(&t, "Turn %d.", g->turn);
	if (g->deck_fresh) {
		deck_shuffle(&g->deck, dice);
		g->deck_fresh = 0;
	}
	stack_turn(&t);
	memset(g->acted_move, 0, sizeof g->acted_move);
	memset(g->acted_fire, 0, sizeof g->acted_fire);
	memset(g->reacted_fire, 0, sizeof g->reacted_fire);
	memset(g->reacted_move, 0, sizeof g->reacted_move);
	bg_sight_update(g, log);
	g->nmelee = 0;
	card_play(&t, err);
	if (!g->over)
		bg_melee_phase(&t);	/* 3.1: the melee phase */
	for (i = 0; i < g->nturn_cards; i++)
		deck_discard(&g->deck, g->turn_cards[i], err);
	if (g->full_shuffle) {
		deck_reshuffle(&g->deck, dice);
		g->full_shuffle = 0;
		bg_say_all(&t, "All 54 cards are shuffled for the next turn.");
	}
	bg_arty_phase(&t);	/* the special actions phase (3.1) */
	bg_smoke_phase(&t);	/* smoke thins and goes, flares go */
	bg_arty_random_turn(&t);	/* 3.3 variant: one draw a turn */
	if (!g->over)
		victory(&t);
	bg_sight_update(g, log);
	if (!g->over)
		g->turn++;
	return PBEM_OK;
}
