/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * deck.c - card decks drawn from the phase's dice stream (see deck.h).
 *
 * Sits beside dice.c in pbembase: games/ modules own the meaning of the
 * cards and call these for the mechanics (shuffle, draw, discard,
 * reshuffle) and to keep a deck in the game state.  Invariants, checked on
 * every stored deck by deck_from_json and kept by every function here:
 *   1. every id in cards, draw and discard is in 0..DECK_MAX_CARDS-1;
 *   2. for each id, copies in draw + copies in discard <= copies in cards
 *      (the rest are out), so ndraw + ndiscard <= ncards <= DECK_MAX_CARDS;
 *   3. 0 <= since_shuffle <= drawn <= DECK_MAX_COUNT, 0 <= shuffles <=
 *      DECK_MAX_COUNT.
 * Randomness comes only from dice_uniform(); no floating point.
 */
#include <stdlib.h>
#include <string.h>

#include "deck.h"

static const char *const deck_keys[] = {
	"name", "auto_reshuffle", "cards", "draw", "discard",
	"drawn", "since_shuffle", "shuffles", NULL
};

static int
deck_name_ok(const char *s, size_t n)
{
	size_t i;

	if (n < 1 || n >= DECK_NAME_MAX)
		return 0;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '.' || s[i] == '_' || s[i] == '-'))
			return 0;
	return 1;
}

static int
deck_cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* Copies of `card` in ids[0..n-1]. */
static int
deck_copies(const int *ids, int n, int card)
{
	int i, c = 0;

	for (i = 0; i < n; i++)
		if (ids[i] == card)
			c++;
	return c;
}

static void
deck_bump(long *counter)
{
	if (*counter < DECK_MAX_COUNT)
		(*counter)++;
}

static void
deck_note(const struct deck *deck, const struct dice *d,
    enum deck_event_kind kind, const char *purpose, int card)
{
	struct deck_event ev;

	if (deck->log == NULL)
		return;
	ev.kind = kind;
	ev.deck = deck;
	ev.purpose = purpose != NULL ? purpose : "";
	ev.card = card;
	ev.pile = deck->ndraw;
	ev.rolls = d->rolls;
	deck->log(deck->log_arg, &ev);
}

enum pbem_rc
deck_init(struct deck *deck, const char *name, const int *ids, int n,
    int auto_reshuffle, struct pbem_err *err)
{
	int i;

	if (name == NULL || !deck_name_ok(name, strlen(name)))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "deck: bad name");
	if (n < 1 || n > DECK_MAX_CARDS)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "deck %s: %d cards, "
		    "not 1..%d", name, n, DECK_MAX_CARDS);
	for (i = 0; i < n; i++)
		if (ids[i] < 0 || ids[i] >= DECK_MAX_CARDS)
			return pbem_fail(err, PBEM_ERR_USAGE, 0, "deck %s: "
			    "card %d: id %d not in 0..%d", name, i, ids[i],
			    DECK_MAX_CARDS - 1);
	memset(deck, 0, sizeof *deck);
	memcpy(deck->name, name, strlen(name) + 1);
	deck->auto_reshuffle = auto_reshuffle != 0;
	memcpy(deck->cards, ids, (size_t)n * sizeof *ids);
	qsort(deck->cards, (size_t)n, sizeof *deck->cards, deck_cmp_int);
	deck->ncards = n;
	memcpy(deck->draw, ids, (size_t)n * sizeof *ids);
	deck->ndraw = n;
	return PBEM_OK;
}

void
deck_set_log(struct deck *deck,
    void (*fn)(void *arg, const struct deck_event *ev), void *arg)
{
	deck->log = fn;
	deck->log_arg = arg;
}

static void
deck_shuffle_why(struct deck *deck, struct dice *d, const char *why)
{
	int i, j, t;

	/* Fisher-Yates (Knuth 3.4.2 algorithm P): position i takes a card
	 * chosen uniformly among positions 0..i, so all n! orders are
	 * equally likely when dice_uniform is. */
	for (i = deck->ndraw - 1; i > 0; i--) {
		j = (int)dice_uniform(d, (uint32_t)i + 1);
		t = deck->draw[i];
		deck->draw[i] = deck->draw[j];
		deck->draw[j] = t;
	}
	deck_bump(&deck->shuffles);
	deck->since_shuffle = 0;
	deck_note(deck, d, DECK_EV_SHUFFLE, why, -1);
}

void
deck_shuffle(struct deck *deck, struct dice *d)
{
	deck_shuffle_why(deck, d, "shuffle");
}

static void
deck_gather(struct deck *deck, struct dice *d, const char *why)
{
	/* Invariant 2: ndraw + ndiscard <= ncards, so this fits. */
	memcpy(deck->draw + deck->ndraw, deck->discard,
	    (size_t)deck->ndiscard * sizeof *deck->discard);
	deck->ndraw += deck->ndiscard;
	deck->ndiscard = 0;
	deck_shuffle_why(deck, d, why);
}

void
deck_reshuffle(struct deck *deck, struct dice *d)
{
	deck_gather(deck, d, "reshuffle");
}

enum pbem_rc
deck_draw(struct deck *deck, struct dice *d, const char *purpose,
    int *card, struct pbem_err *err)
{
	if (deck->ndraw == 0) {
		if (deck->ndiscard == 0)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "deck %s: "
			    "no card left to draw", deck->name);
		if (!deck->auto_reshuffle)
			return pbem_fail(err, PBEM_ERR_STATE, 0, "deck %s: "
			    "draw pile empty, %d cards discarded and not "
			    "reshuffled", deck->name, deck->ndiscard);
		deck_gather(deck, d, "exhausted");
	}
	*card = deck->draw[--deck->ndraw];
	deck_bump(&deck->drawn);
	deck_bump(&deck->since_shuffle);
	deck_note(deck, d, DECK_EV_DRAW, purpose, *card);
	return PBEM_OK;
}

enum pbem_rc
deck_take(struct deck *deck, int card, struct pbem_err *err)
{
	int i;

	for (i = deck->ndraw - 1; i >= 0; i--)
		if (deck->draw[i] == card)
			break;
	if (i < 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "deck %s: card %d "
		    "is not in the draw pile, cannot take it", deck->name,
		    card);
	memmove(deck->draw + i, deck->draw + i + 1,
	    (size_t)(deck->ndraw - i - 1) * sizeof *deck->draw);
	deck->ndraw--;
	if (deck->log != NULL) {
		struct deck_event ev;

		ev.kind = DECK_EV_TAKE;
		ev.deck = deck;
		ev.purpose = "take";
		ev.card = card;
		ev.pile = deck->ndraw;
		ev.rolls = 0;
		deck->log(deck->log_arg, &ev);
	}
	return PBEM_OK;
}

enum pbem_rc
deck_discard(struct deck *deck, int card, struct pbem_err *err)
{
	if (card < 0 || card >= DECK_MAX_CARDS ||
	    deck_copies(deck->cards, deck->ncards, card) -
	    deck_copies(deck->draw, deck->ndraw, card) -
	    deck_copies(deck->discard, deck->ndiscard, card) <= 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "deck %s: card %d "
		    "is not out, cannot discard it", deck->name, card);
	deck->discard[deck->ndiscard++] = card;
	return PBEM_OK;
}

int
deck_left(const struct deck *deck)
{
	return deck->ndraw;
}

int
deck_discarded(const struct deck *deck)
{
	return deck->ndiscard;
}

int
deck_out(const struct deck *deck)
{
	return deck->ncards - deck->ndraw - deck->ndiscard;
}

static json_t *
deck_ids_json(const int *ids, int n)
{
	json_t *a;
	int i;

	if ((a = json_array()) == NULL)
		return NULL;
	for (i = 0; i < n; i++)
		if (json_array_append_new(a, json_integer(ids[i])) != 0) {
			json_decref(a);
			return NULL;
		}
	return a;
}

enum pbem_rc
deck_to_json(const struct deck *deck, json_t **out, struct pbem_err *err)
{
	json_t *o;

	*out = NULL;
	/* Members in one fixed order (jansson keeps insertion order), so
	 * the dump, and the state's hash, never vary. */
	if ((o = json_object()) == NULL ||
	    json_object_set_new(o, "name", json_string(deck->name)) != 0 ||
	    json_object_set_new(o, "auto_reshuffle",
	    json_boolean(deck->auto_reshuffle)) != 0 ||
	    json_object_set_new(o, "cards",
	    deck_ids_json(deck->cards, deck->ncards)) != 0 ||
	    json_object_set_new(o, "draw",
	    deck_ids_json(deck->draw, deck->ndraw)) != 0 ||
	    json_object_set_new(o, "discard",
	    deck_ids_json(deck->discard, deck->ndiscard)) != 0 ||
	    json_object_set_new(o, "drawn", json_integer(deck->drawn)) != 0 ||
	    json_object_set_new(o, "since_shuffle",
	    json_integer(deck->since_shuffle)) != 0 ||
	    json_object_set_new(o, "shuffles",
	    json_integer(deck->shuffles)) != 0) {
		json_decref(o);
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	}
	*out = o;
	return PBEM_OK;
}

/* An array of card ids, each in range, at most DECK_MAX_CARDS of them. */
static enum pbem_rc
deck_ids_from(const json_t *j, const char *name, const char *key, int *ids,
    int *n, struct pbem_err *err)
{
	const json_t *a, *v;
	size_t i;

	if ((a = json_object_get(j, key)) == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: %s: "
		    "missing", name, key);
	if (!json_is_array(a))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: %s: not an "
		    "array", name, key);
	if (json_array_size(a) > DECK_MAX_CARDS)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "deck %s: %s: more "
		    "than %d cards", name, key, DECK_MAX_CARDS);
	for (i = 0; i < json_array_size(a); i++) {
		v = json_array_get(a, i);
		if (!json_is_integer(v) || json_integer_value(v) < 0 ||
		    json_integer_value(v) >= DECK_MAX_CARDS)
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: "
			    "%s[%zu]: not a card id 0..%d", name, key, i,
			    DECK_MAX_CARDS - 1);
		ids[i] = (int)json_integer_value(v);
	}
	*n = (int)i;
	return PBEM_OK;
}

static enum pbem_rc
deck_count_from(const json_t *j, const char *name, const char *key,
    long *c, struct pbem_err *err)
{
	const json_t *v = json_object_get(j, key);

	if (v == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: %s: "
		    "missing", name, key);
	if (!json_is_integer(v) || json_integer_value(v) < 0 ||
	    json_integer_value(v) > DECK_MAX_COUNT)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: %s: not an "
		    "integer 0..%ld", name, key, DECK_MAX_COUNT);
	*c = (long)json_integer_value(v);
	return PBEM_OK;
}

/* Invariant 2 for one pile: take its cards out of left[]. */
static enum pbem_rc
deck_take_pile(int *left, const int *ids, int n, const char *name,
    const char *key, struct pbem_err *err)
{
	int i;

	for (i = 0; i < n; i++)
		if (--left[ids[i]] < 0)
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: "
			    "%s[%d]: more copies of card %d than the deck "
			    "holds", name, key, i, ids[i]);
	return PBEM_OK;
}

enum pbem_rc
deck_from_json(const json_t *j, struct deck *deck, struct pbem_err *err)
{
	struct deck t;
	const json_t *v;
	const char *key, *name;
	int left[DECK_MAX_CARDS], i, known, rc;

	if (!json_is_object(j))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck: not an object");
	json_object_foreach((json_t *)j, key, v) {
		for (known = i = 0; deck_keys[i] != NULL; i++)
			if (strcmp(key, deck_keys[i]) == 0)
				known = 1;
		/* Named only if it is a plain word: it is hostile text. */
		if (!known)
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck: "
			    "unknown member %s", deck_name_ok(key,
			    strlen(key)) ? key : "(not a plain word)");
	}
	memset(&t, 0, sizeof t);
	if ((v = json_object_get(j, "name")) == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck: name: missing");
	if (!json_is_string(v) ||
	    !deck_name_ok(json_string_value(v), json_string_length(v)))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck: name: not "
		    "1..%d of A-Z a-z 0-9 . _ -", DECK_NAME_MAX - 1);
	name = json_string_value(v);
	memcpy(t.name, name, json_string_length(v) + 1);
	if ((v = json_object_get(j, "auto_reshuffle")) == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: "
		    "auto_reshuffle: missing", t.name);
	if (!json_is_boolean(v))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: "
		    "auto_reshuffle: not a boolean", t.name);
	t.auto_reshuffle = json_is_true(v);
	if ((rc = deck_ids_from(j, t.name, "cards", t.cards, &t.ncards,
	    err)) != PBEM_OK ||
	    (rc = deck_ids_from(j, t.name, "draw", t.draw, &t.ndraw,
	    err)) != PBEM_OK ||
	    (rc = deck_ids_from(j, t.name, "discard", t.discard, &t.ndiscard,
	    err)) != PBEM_OK ||
	    (rc = deck_count_from(j, t.name, "drawn", &t.drawn,
	    err)) != PBEM_OK ||
	    (rc = deck_count_from(j, t.name, "since_shuffle", &t.since_shuffle,
	    err)) != PBEM_OK ||
	    (rc = deck_count_from(j, t.name, "shuffles", &t.shuffles,
	    err)) != PBEM_OK)
		return rc;
	if (t.ncards < 1)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: cards: "
		    "empty", t.name);
	qsort(t.cards, (size_t)t.ncards, sizeof *t.cards, deck_cmp_int);
	memset(left, 0, sizeof left);
	for (i = 0; i < t.ncards; i++)
		left[t.cards[i]]++;
	if ((rc = deck_take_pile(left, t.draw, t.ndraw, t.name, "draw",
	    err)) != PBEM_OK ||
	    (rc = deck_take_pile(left, t.discard, t.ndiscard, t.name,
	    "discard", err)) != PBEM_OK)
		return rc;
	if (t.since_shuffle > t.drawn)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "deck %s: "
		    "since_shuffle: more than drawn", t.name);
	*deck = t;
	return PBEM_OK;
}
