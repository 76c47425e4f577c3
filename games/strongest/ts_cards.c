/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_cards.c - the decks are the game's only random stream (§0, §3.5).
 * Each side has an 80-card activation deck (Ace-10 of four suits, two
 * packs: card ids 1..40, two copies each: value (id-1)%10+1, suit
 * (id-1)/10 in the order hearts, clubs, diamonds, spades) and there is one
 * 26-card stratagem deck (two copies of each court card and two jokers:
 * ids 100 + 4*kind + copy).  All three are base/deck.h decks, kept in the
 * state in the order RED, BLUE, STRATAGEMS, and every resolution starts
 * by reshuffling each of them in that order (ts_decks_reshuffle): every
 * deck is full at the start of each player turn (§3.1), and the order is
 * fixed by the phase's committed stream, after every sheet is sealed.
 *
 * Every card turned is remembered with who may see its value (the draw
 * log, for secrets() and the audit) and named by a tag such as "R57":
 * the deck's letter and how many cards that deck has ever dealt, so a
 * replay can re-derive it card by card.  Activation cards stay out,
 * behind their units, until the end of the player turn (ts_hold,
 * ts_release_all); every other card goes straight to the discards, which
 * is all a deck exhausted mid-turn reshuffles (§8.31).
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

#define STRAT_BASE	100

static const char *const suits = "HCDS";
static const char *const strat_labels[ST_N] = {
	"JH", "JC", "JD", "JS", "QH", "QC", "QD", "QS", "KH", "KC", "KD", "KS",
	"JOKER",
};

int
ts_card_value(int id)
{
	return id >= 1 && id <= 40 ? (id - 1) % 10 + 1 : 0;
}

int
ts_card_suit(int id)
{
	return id >= 1 && id <= 40 ? (id - 1) / 10 : -1;
}

/* "7H", "AS" (an Ace is 1), "10D". */
const char *
ts_card_text(int id, char *b, size_t n)
{
	int v = ts_card_value(id);

	if (v == 0)
		snprintf(b, n, "none");
	else if (v == 1)
		snprintf(b, n, "A%c", suits[ts_card_suit(id)]);
	else
		snprintf(b, n, "%d%c", v, suits[ts_card_suit(id)]);
	return b;
}

int
ts_strat_kind(int id)
{
	int k = (id - STRAT_BASE) / 4;

	return id >= STRAT_BASE && k < ST_N ? k : -1;
}

/* A held card: "QD-1" (kind and copy); -1 - kind: the kind alone. */
const char *
ts_strat_label(int id, char *b, size_t n)
{
	int k = id < 0 ? -1 - id : ts_strat_kind(id);

	if (k < 0 || k >= ST_N)
		snprintf(b, n, "?");
	else if (id < 0)
		snprintf(b, n, "%s", strat_labels[k]);
	else
		snprintf(b, n, "%s-%d", strat_labels[k], (id - STRAT_BASE) %
		    4 + 1);
	return b;
}

static char
deck_letter(const struct ts_game *g, int deck)
{
	char a = g->side[0].name[0], b = g->side[1].name[0];

	if (deck == 2)
		return 'S';
	if (a == b || a == 'S' || b == 'S' || a == '\0' || b == '\0')
		return deck == 0 ? '1' : '2';
	return deck == 0 ? a : b;
}

/* "R#57": the 57th card RED's deck has dealt. */
const char *
ts_tag(const struct ts_game *g, int deck, int n, char *b, size_t sz)
{
	snprintf(b, sz, "%c#%d", deck_letter(g, deck), n);
	return b;
}

unsigned
ts_mask_side(int side)
{
	return EVENT_V_REF | EVENT_V_SIDE(side);
}

/* The two activation decks, named after their sides. */
int
ts_decks_init(struct ts_game *g, struct pbem_err *err)
{
	int ids[80], n, s, rc;

	for (s = 0; s < TS_NSIDES; s++) {
		for (n = 0; n < 80; n++)
			ids[n] = n % 40 + 1;
		if ((rc = deck_init(&g->deck[s], g->side[s].name, ids, n,
		    g->r.opt.deck_reshuffle_exhausted, err)) != PBEM_OK)
			return rc;
	}
	return PBEM_OK;
}

/* The stratagem deck: the copies rules.json gives of each card. */
int
ts_strat_deck_init(struct ts_game *g, struct pbem_err *err)
{
	int ids[64], n = 0, k, c;

	for (k = 0; k < ST_N; k++)
		for (c = 0; c < g->r.strat[k].count; c++)
			ids[n++] = STRAT_BASE + 4 * k + c;
	if (n == 0)
		ids[n++] = STRAT_BASE + 4 * ST_JOKER;
	return deck_init(&g->deck[2], "STRATAGEMS", ids, n, 0, err);
}

void
ts_decks_reshuffle(struct ts_game *g)
{
	int i;

	for (i = 0; i < 3; i++)
		deck_reshuffle(&g->deck[i], g->dice);
}

/*
 * Turn the top card of `deck`; `mask` is who may see its value.  The
 * card goes straight to the discards unless ts_hold keeps it.  Returns
 * the card id (-1 if the deck has nothing left: counts as no card, which
 * passes nothing); *tag is its draw number for the events.
 */
int
ts_draw(struct ts_game *g, int deck, unsigned mask, const char *why,
    int *tag)
{
	struct pbem_err err;
	struct ts_draw *d;
	int card;

	*tag = 0;
	if (deck_draw(&g->deck[deck], g->dice, why, &card, &err) != PBEM_OK)
		return -1;
	*tag = (int)g->deck[deck].drawn;
	if (g->ndraws < TS_MAX_DRAWLOG) {
		d = &g->draws[g->ndraws++];
		d->deck = deck;
		d->n = *tag;
		d->card = card;
		d->mask = mask | EVENT_V_REF | (deck < 2 ?
		    EVENT_V_SIDE(deck) : 0);
	}
	if (deck < 2)
		deck_discard(&g->deck[deck], card, &err);
	return card;
}

/* An activation card stays out behind its unit until the turn's end. */
void
ts_hold(struct ts_game *g, int side, int card)
{
	struct pbem_err err;

	struct deck *d = &g->deck[side];
	int i;

	(void)err;
	if (card <= 0 || g->nheld_all >= TS_MAX_HELD)
		return;
	/* ts_draw discarded it: take it back out of the discards */
	for (i = d->ndiscard - 1; i >= 0; i--)
		if (d->discard[i] == card) {
			memmove(d->discard + i, d->discard + i + 1,
			    (size_t)(d->ndiscard - i - 1) * sizeof *d->discard);
			d->ndiscard--;
			g->held[g->nheld_all++] = side * 1000 + card;
			g->nheld[side]++;
			return;
		}
}

/* §3.1: at the end of a player turn every card comes back. */
void
ts_release_all(struct ts_game *g)
{
	struct pbem_err err;
	int i, side, card;

	for (i = 0; i < g->nheld_all; i++) {
		side = g->held[i] / 1000;
		card = g->held[i] % 1000;
		if (side >= 0 && side < TS_NSIDES)
			deck_discard(&g->deck[side], card, &err);
	}
	g->nheld_all = 0;
	g->nheld[0] = g->nheld[1] = 0;
}

/* Take a stratagem card of this kind out of the draw pile (a joker's
 * choice, a brilliant general's, a fixed hand): its id, or -1. */
int
ts_take_strat(struct ts_game *g, int kind)
{
	struct deck *d = &g->deck[2];
	struct pbem_err err;
	int i;

	for (i = d->ndraw - 1; i >= 0; i--)
		if (ts_strat_kind(d->draw[i]) == kind) {
			int id = d->draw[i];

			if (deck_take(d, id, &err) != PBEM_OK)
				return -1;
			return id;
		}
	return -1;
}
