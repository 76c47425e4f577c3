/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * deck.h - a deck of cards drawn from the phase's random stream (dice.h),
 * for card-driven games (To The Strongest!'s activation and stratagem
 * decks, Battleground's 54-card deck).  A card is a small integer id whose
 * meaning (rank, suit, joker) belongs to the rules module's own table; the
 * deck only keeps the ids, their order and the counts.  It lives in the
 * game state as JSON, which is hostile input: deck_from_json checks it all.
 * Never draws randomness from anywhere but the struct dice it is given.
 */
#ifndef PBEM_DECK_H
#define PBEM_DECK_H

#include <jansson.h>

#include "dice.h"
#include "err.h"

/*
 * At most 256 cards in a deck, and card ids are 0..255.  The largest deck
 * in the rules we know is 80 (To The Strongest!: Ace-10 in 4 suits from
 * two packs); 256 leaves room for two full packs with jokers (108) and
 * keeps a deck a fixed few KiB with no allocation.
 */
#define DECK_MAX_CARDS		256
/* A deck's name ("red-activation"): 1..31 of [A-Za-z0-9._-]. */
#define DECK_NAME_MAX		32
/* Every counter stays at or below this (stored state is range-checked). */
#define DECK_MAX_COUNT		2147483647L

/*
 * Where each card is.  Every card of the deck (`cards`, the multiset it
 * was made from, sorted) is in exactly one of three places:
 *   - the draw pile, draw[0..ndraw-1]; draw[ndraw-1] is the top card,
 *     the next one drawn;
 *   - the discard pile, discard[0..ndiscard-1], in the order discarded;
 *   - out: drawn and not yet discarded (in a hand, behind a unit, on the
 *     table this turn).  The rules module keeps track of those; the deck
 *     only knows how many of each id are out (cards minus both piles).
 * A drawn card comes back only through deck_discard, and the discard pile
 * only through a reshuffle, so a card can never be drawn twice between
 * shuffles.
 */
struct deck;

enum deck_event_kind {
	DECK_EV_DRAW,		/* a card was drawn */
	DECK_EV_SHUFFLE,	/* the draw pile was shuffled */
	DECK_EV_TAKE,		/* a named card was taken out (deck_take) */
};

/*
 * What a deck reports to its log callback, one call per draw and one per
 * shuffle, so a rules module can turn each into a game event ("red draws
 * 7 of clubs for the activation of 3rd cohort") and anyone holding the
 * seed can re-derive it.  Pointers are valid during the call only.
 */
struct deck_event {
	enum deck_event_kind kind;
	const struct deck *deck;
	const char *purpose;	/* DRAW: the caller's purpose ("" if none);
				 * TAKE: "take";
				 * SHUFFLE: "shuffle", "reshuffle" or
				 * "exhausted" (automatic reshuffle) */
	int card;		/* DRAW, TAKE: the card; SHUFFLE: -1 */
	int pile;		/* cards in the draw pile after the event */
	unsigned long rolls;	/* the dice's d->rolls after the event */
};

struct deck {
	char name[DECK_NAME_MAX];
	int auto_reshuffle;	/* an empty draw pile takes the discards */
	int cards[DECK_MAX_CARDS], ncards;	/* every card, sorted */
	int draw[DECK_MAX_CARDS], ndraw;	/* top = draw[ndraw-1] */
	int discard[DECK_MAX_CARDS], ndiscard;
	long drawn;		/* cards drawn, ever (stops at DECK_MAX_COUNT,
				 * as do the other two) */
	long since_shuffle;	/* cards drawn since the last shuffle */
	long shuffles;		/* shuffles, explicit and automatic */
	/* The log callback, or NULL; not stored in the state. */
	void (*log)(void *arg, const struct deck_event *ev);
	void *log_arg;
};

/* deck.c */
/* A deck of the n cards ids[] (in range, 1 <= n <= DECK_MAX_CARDS), all
 * in the draw pile in the order given, ids[n-1] on top (not shuffled:
 * call deck_shuffle), counters 0, no log.  auto_reshuffle: when the draw
 * pile is empty, deck_draw shuffles the discards into it first (a deck
 * "reshuffles its played cards when exhausted"); without it, drawing from
 * an empty pile fails until deck_reshuffle. */
enum pbem_rc deck_init(struct deck *deck, const char *name, const int *ids,
    int n, int auto_reshuffle, struct pbem_err *err);
/* Report every draw and shuffle to fn(arg, ev) (NULL: stop). */
void deck_set_log(struct deck *deck,
    void (*fn)(void *arg, const struct deck_event *ev), void *arg);
/* Fisher-Yates over the draw pile, from the end: for i = ndraw-1 down to
 * 1, swap draw[i] and draw[dice_uniform(d, i+1)].  So the first value
 * drawn from the dice picks the top card (the first one dealt) by its
 * index in the pile before the shuffle, the second value picks the next
 * card among the rest, and so on: a scripted dice stream stacks the deck
 * (tests/core/test_deck.c, stack_script()).  Counts a shuffle and zeroes
 * since_shuffle.  The discards stay where they are. */
void deck_shuffle(struct deck *deck, struct dice *d);
/* Put the discards on the draw pile, then shuffle the whole draw pile. */
void deck_reshuffle(struct deck *deck, struct dice *d);
/* Take the top card into *card, counting it.  If the draw pile is empty
 * and the deck auto-reshuffles, the discards are shuffled in first
 * (logged as a SHUFFLE "exhausted").  PBEM_ERR_STATE if there is nothing to
 * draw: the draw pile is empty and either the deck does not auto-reshuffle
 * or the discard pile is empty too (deck_discarded() tells which).
 * purpose (may be NULL) only goes to the log. */
enum pbem_rc deck_draw(struct deck *deck, struct dice *d, const char *purpose,
    int *card, struct pbem_err *err);
/* Take a named card out of the draw pile, as a player who may choose
 * his card does (To The Strongest!'s joker and brilliant general pick a
 * stratagem card from the deck): the top-most copy of `card` leaves the
 * pile, the others keep their order, and it is out until discarded.  It
 * is not a draw: drawn and since_shuffle stay as they were (nothing
 * random happened); the log hears a TAKE.  PBEM_ERR_STATE if no copy is
 * in the draw pile. */
enum pbem_rc deck_take(struct deck *deck, int card, struct pbem_err *err);
/* Put a drawn card (one that is out) on the discard pile.  PBEM_ERR_STATE
 * if no card with that id is out. */
enum pbem_rc deck_discard(struct deck *deck, int card, struct pbem_err *err);
/* Cards in the draw pile, in the discard pile, and out. */
int deck_left(const struct deck *deck);
int deck_discarded(const struct deck *deck);
int deck_out(const struct deck *deck);

/*
 * The state's form: an object with, in this order,
 *   "name": string, "auto_reshuffle": bool,
 *   "cards": [ids, sorted], "draw": [ids, bottom first, top last],
 *   "discard": [ids, first discarded first],
 *   "drawn", "since_shuffle", "shuffles": integers.
 * deck_from_json refuses unknown or missing members, wrong types, ids
 * outside 0..DECK_MAX_CARDS-1, more than DECK_MAX_CARDS cards, piles
 * holding more copies of an id than "cards" has, counters outside
 * 0..DECK_MAX_COUNT, and since_shuffle above drawn or above the deck's
 * size; the message names the member.  "cards" may come in any order (it
 * is a multiset) and is stored sorted.  The log is not stored: set it
 * again after decoding.  On failure *deck is left untouched.
 */
enum pbem_rc deck_to_json(const struct deck *deck, json_t **out,
    struct pbem_err *err);
enum pbem_rc deck_from_json(const json_t *j, struct deck *deck,
    struct pbem_err *err);

#endif
