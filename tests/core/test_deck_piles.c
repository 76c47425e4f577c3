/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_deck_piles.c - unit tests of the card deck (src/deck.c), part two:
 * the piles.  Draw, discard and reshuffles (explicit, and a deck that
 * runs out); an auditor re-deriving every card from the seed with the
 * published algorithm re-implemented on its own; the state's JSON form
 * and its refusals; stacking a deck with a scripted stream; bad decks
 * refused.  Part one (the randomness) and main() are in test_deck.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <jansson.h>

#include "deck.h"
#include "dice.h"
#include "hash.h"
#include "test_deck.h"

/* --- the log: what a rules module would turn into events --- */

#define REC_MAX	4096

struct rec {
	int n;
	int kind[REC_MAX], card[REC_MAX], pile[REC_MAX];
	unsigned long rolls[REC_MAX];
	char purpose[REC_MAX][16];
};

static void
rec_log(void *arg, const struct deck_event *ev)
{
	struct rec *r = arg;

	ck_assert_int_lt(r->n, REC_MAX);
	r->kind[r->n] = ev->kind;
	r->card[r->n] = ev->card;
	r->pile[r->n] = ev->pile;
	r->rolls[r->n] = ev->rolls;
	snprintf(r->purpose[r->n], sizeof r->purpose[0], "%s", ev->purpose);
	r->n++;
}
START_TEST(draw_discard_and_explicit_reshuffle)
{
	struct deck k;
	struct dice d;
	struct pbem_err err;
	struct rec *r = calloc(1, sizeof *r);
	int c, ids[] = { 0, 1, 2, 3 };

	ck_assert_ptr_nonnull(r);
	ck_assert_int_eq(deck_init(&k, "plain", ids, 4, 0, &err), PBEM_OK);
	deck_set_log(&k, rec_log, r);
	dice_init_text(&d, "draws");
	/* Not shuffled: dealt from the end of the list. */
	for (c = 3; c >= 0; c--) {
		int got;

		ck_assert_int_eq(deck_draw(&k, &d, "test", &got, &err),
		    PBEM_OK);
		ck_assert_int_eq(got, c);
	}
	ck_assert_int_eq(deck_left(&k), 0);
	ck_assert_int_eq(deck_out(&k), 4);
	ck_assert_int_eq(deck_draw(&k, &d, "test", &c, &err), PBEM_ERR_STATE);
	ck_assert_ptr_nonnull(strstr(err.msg, "no card left"));
	/* Only a card that is out may be discarded, once. */
	ck_assert_int_eq(deck_discard(&k, 3, &err), PBEM_OK);
	ck_assert_int_eq(deck_discard(&k, 3, &err), PBEM_ERR_STATE);
	ck_assert_int_eq(deck_discard(&k, 9, &err), PBEM_ERR_STATE);
	ck_assert_int_eq(deck_discard(&k, -1, &err), PBEM_ERR_STATE);
	ck_assert_int_eq(deck_discard(&k, 300, &err), PBEM_ERR_STATE);
	ck_assert_int_eq(deck_discard(&k, 1, &err), PBEM_OK);
	ck_assert_int_eq(deck_discarded(&k), 2);
	ck_assert_int_eq(deck_out(&k), 2);
	/* No automatic reshuffle: the empty pile stays empty. */
	ck_assert_int_eq(deck_draw(&k, &d, "test", &c, &err), PBEM_ERR_STATE);
	ck_assert_ptr_nonnull(strstr(err.msg, "not reshuffled"));
	ck_assert_int_eq(k.drawn, 4);
	ck_assert_int_eq(k.since_shuffle, 4);
	ck_assert_int_eq(k.shuffles, 0);
	deck_reshuffle(&k, &d);
	ck_assert_int_eq(deck_left(&k), 2);
	ck_assert_int_eq(deck_discarded(&k), 0);
	ck_assert_int_eq(k.shuffles, 1);
	ck_assert_int_eq(k.since_shuffle, 0);
	ck_assert_int_eq(deck_draw(&k, &d, "again", &c, &err), PBEM_OK);
	ck_assert(c == 1 || c == 3);
	ck_assert_int_eq(k.drawn, 5);
	ck_assert_int_eq(k.since_shuffle, 1);
	/* Explicit reshuffle with cards still in the draw pile: the
	 * discards join them and the whole pile is shuffled. */
	ck_assert_int_eq(deck_discard(&k, c, &err), PBEM_OK);
	deck_reshuffle(&k, &d);
	ck_assert_int_eq(deck_left(&k), 2);
	ck_assert_int_eq(deck_out(&k), 2);
	/* The log: 4 draws, a reshuffle, a draw, a reshuffle. */
	ck_assert_int_eq(r->n, 7);
	ck_assert_int_eq(r->kind[0], DECK_EV_DRAW);
	ck_assert_str_eq(r->purpose[0], "test");
	ck_assert_int_eq(r->card[0], 3);
	ck_assert_int_eq(r->pile[0], 3);
	ck_assert_int_eq(r->kind[4], DECK_EV_SHUFFLE);
	ck_assert_str_eq(r->purpose[4], "reshuffle");
	ck_assert_int_eq(r->card[4], -1);
	ck_assert_int_eq(r->pile[4], 2);
	ck_assert_str_eq(r->purpose[5], "again");
	ck_assert_int_eq(r->kind[6], DECK_EV_SHUFFLE);
	free(r);
}
END_TEST

START_TEST(exhausted_deck_reshuffles_itself)
{
	struct deck k;
	struct dice d;
	struct pbem_err err;
	struct rec *r = calloc(1, sizeof *r);
	int c[3], x, i;

	ck_assert_ptr_nonnull(r);
	deck_of(&k, "auto", 3, 1);
	deck_set_log(&k, rec_log, r);
	dice_init_text(&d, "exhausted");
	deck_shuffle(&k, &d);
	for (i = 0; i < 3; i++)
		ck_assert_int_eq(deck_draw(&k, &d, NULL, &c[i], &err), PBEM_OK);
	/* c[2] stays out (on the table this turn); the others are played. */
	ck_assert_int_eq(deck_discard(&k, c[0], &err), PBEM_OK);
	ck_assert_int_eq(deck_discard(&k, c[1], &err), PBEM_OK);
	ck_assert_int_eq(deck_draw(&k, &d, "save", &x, &err), PBEM_OK);
	ck_assert(x == c[0] || x == c[1]);
	ck_assert_int_eq(k.shuffles, 2);
	ck_assert_int_eq(k.since_shuffle, 1);
	ck_assert_int_eq(k.drawn, 4);
	ck_assert_int_eq(deck_left(&k), 1);
	ck_assert_int_eq(deck_discarded(&k), 0);
	/* Logged: shuffle, 3 draws, the automatic reshuffle, the draw. */
	ck_assert_int_eq(r->n, 6);
	ck_assert_str_eq(r->purpose[0], "shuffle");
	ck_assert_str_eq(r->purpose[1], "");
	ck_assert_int_eq(r->kind[4], DECK_EV_SHUFFLE);
	ck_assert_str_eq(r->purpose[4], "exhausted");
	ck_assert_int_eq(r->pile[4], 2);
	ck_assert_str_eq(r->purpose[5], "save");
	ck_assert_int_eq(r->card[5], x);
	/* The last card, then nothing: the only other one is out. */
	ck_assert_int_eq(deck_draw(&k, &d, "hit", &x, &err), PBEM_OK);
	ck_assert_int_eq(deck_draw(&k, &d, "hit", &x, &err), PBEM_ERR_STATE);
	ck_assert_int_eq(deck_out(&k), 3);
	free(r);
}
END_TEST

/* --- the auditor: the published algorithm re-implemented on its own --- */

struct ref_stream {
	unsigned char seed[32], blk[32];
	uint64_t ctr;
	int pos;
};

static unsigned
ref_byte(struct ref_stream *s)
{
	unsigned char in[40];
	int i;

	if (s->pos == 32) {
		memcpy(in, s->seed, 32);
		for (i = 0; i < 8; i++)
			in[32 + i] = (unsigned char)(s->ctr >> (56 - 8 * i));
		hash_sha256(in, sizeof in, s->blk);
		s->ctr++;
		s->pos = 0;
	}
	return s->blk[s->pos++];
}

static int
ref_uniform(struct ref_stream *s, int n)
{
	uint64_t two32 = (uint64_t)1 << 32, limit = two32 - two32 % (unsigned)n;
	uint64_t w;
	int i;

	do {
		for (w = 0, i = 0; i < 4; i++)
			w = w << 8 | ref_byte(s);
	} while (w >= limit);
	return (int)(w % (unsigned)n);
}

static void
ref_shuffle(struct ref_stream *s, int *p, int n)
{
	int i, j, t;

	for (i = n - 1; i > 0; i--) {
		j = ref_uniform(s, i + 1);
		t = p[i];
		p[i] = p[j];
		p[j] = t;
	}
}

enum { OP_DRAW, OP_DISCARD, OP_RESHUFFLE };

START_TEST(audit_rederives_every_card)
{
	/* A long game of draws, discards, explicit and automatic
	 * reshuffles on an auto-reshuffling 20-card deck, played twice
	 * from the same seed (pbemd's replay) and then re-derived by an
	 * auditor who has only the seed text and the algorithm. */
	enum { OPS = 2000 };
	static int op[OPS], arg[OPS], got[2][OPS];
	static struct rec rec[2];
	struct deck k;
	struct dice d;
	struct pbem_err err;
	int run, i, h, held[20], nheld, draws, shuffles;
	long uniforms;
	struct ref_stream s;
	int pile[20], np, disc[20], nd, c;

	for (run = 0; run < 2; run++) {
		memset(&rec[run], 0, sizeof rec[run]);
		deck_of(&k, "audit", 20, 1);
		deck_set_log(&k, rec_log, &rec[run]);
		dice_init_text(&d, "pbemd audit");
		deck_shuffle(&k, &d);
		nheld = draws = 0;
		for (i = 0; i < OPS; i++) {
			/* Hold up to 5 cards, discard the oldest. */
			if (i % 97 == 96) {
				op[i] = OP_RESHUFFLE;
				deck_reshuffle(&k, &d);
			} else if (nheld < 5 && (i % 3 != 2 || nheld == 0) &&
			    deck_left(&k) + deck_discarded(&k) > 0) {
				op[i] = OP_DRAW;
				ck_assert_int_eq(deck_draw(&k, &d, "audit",
				    &got[run][i], &err), PBEM_OK);
				held[nheld++] = got[run][i];
				draws++;
			} else {
				op[i] = OP_DISCARD;
				arg[i] = held[0];
				ck_assert_int_eq(deck_discard(&k, held[0],
				    &err), PBEM_OK);
				memmove(held, held + 1,
				    (size_t)--nheld * sizeof *held);
			}
		}
		/* The counters match what was done, and the log names
		 * every card drawn, in order. */
		ck_assert_int_eq(k.drawn, draws);
		for (h = shuffles = i = 0, uniforms = 0; h < rec[run].n; h++)
			if (rec[run].kind[h] == DECK_EV_SHUFFLE) {
				shuffles++;
				if (rec[run].pile[h] > 1)
					uniforms += rec[run].pile[h] - 1;
			} else {
				while (op[i] != OP_DRAW)
					i++;
				ck_assert_int_eq(rec[run].card[h],
				    got[run][i++]);
			}
		ck_assert_int_eq(rec[run].n - shuffles, draws);
		ck_assert_int_eq(k.shuffles, shuffles);
		ck_assert_uint_eq(d.uniforms, (unsigned long)uniforms);
		ck_assert_uint_eq(d.rolls, d.uniforms);
		ck_assert_int_eq(deck_left(&k) + deck_discarded(&k) + nheld,
		    20);
		ck_assert(shuffles > OPS / 97 + 1);	/* some automatic */
	}
	/* The replay is identical, event for event. */
	ck_assert_int_eq(rec[0].n, rec[1].n);
	ck_assert_mem_eq(rec[0].card, rec[1].card, sizeof rec[0].card);
	ck_assert_mem_eq(rec[0].rolls, rec[1].rolls, sizeof rec[0].rolls);
	ck_assert_mem_eq(got[0], got[1], sizeof got[0]);

	/* The auditor. */
	memset(&s, 0, sizeof s);
	hash_sha256("pbemd audit", strlen("pbemd audit"), s.seed);
	s.pos = 32;
	for (np = 0; np < 20; np++)
		pile[np] = np;
	ref_shuffle(&s, pile, np);
	nd = 0;
	for (i = 0; i < OPS; i++)
		switch (op[i]) {
		case OP_DRAW:
			if (np == 0) {
				memcpy(pile, disc, (size_t)nd * sizeof *disc);
				np = nd;
				nd = 0;
				ref_shuffle(&s, pile, np);
			}
			c = pile[--np];
			ck_assert_int_eq(c, got[0][i]);
			break;
		case OP_DISCARD:
			disc[nd++] = arg[i];
			break;
		case OP_RESHUFFLE:
			memcpy(pile + np, disc, (size_t)nd * sizeof *disc);
			np += nd;
			nd = 0;
			ref_shuffle(&s, pile, np);
			break;
		}
}
END_TEST

START_TEST(json_round_trip_is_byte_identical)
{
	struct deck k, k2;
	struct dice d;
	struct pbem_err err;
	json_t *j, *j2;
	char *s1, *s2, *s3;
	int ids[80], i, c;

	for (i = 0; i < 80; i++)
		ids[i] = 79 - i % 40;
	ck_assert_int_eq(deck_init(&k, "red-activation", ids, 80, 1, &err),
	    PBEM_OK);
	dice_init_text(&d, "json");
	deck_shuffle(&k, &d);
	for (i = 0; i < 10; i++) {
		ck_assert_int_eq(deck_draw(&k, &d, NULL, &c, &err), PBEM_OK);
		if (i % 3)
			ck_assert_int_eq(deck_discard(&k, c, &err), PBEM_OK);
	}
	ck_assert_int_eq(deck_to_json(&k, &j, &err), PBEM_OK);
	s1 = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);
	s3 = json_dumps(j, JSON_COMPACT);
	ck_assert_int_eq(deck_from_json(j, &k2, &err), PBEM_OK);
	ck_assert_int_eq(deck_to_json(&k2, &j2, &err), PBEM_OK);
	s2 = json_dumps(j2, JSON_SORT_KEYS | JSON_COMPACT);
	ck_assert_str_eq(s1, s2);
	free(s2);
	s2 = json_dumps(j2, JSON_COMPACT);
	ck_assert_str_eq(s3, s2);
	ck_assert_str_eq(k2.name, k.name);
	ck_assert_int_eq(k2.auto_reshuffle, 1);
	ck_assert_int_eq(k2.ncards, 80);
	ck_assert_mem_eq(k2.cards, k.cards, sizeof k.cards);
	ck_assert_int_eq(k2.ndraw, 70);
	ck_assert_mem_eq(k2.draw, k.draw, 70 * sizeof *k.draw);
	ck_assert_int_eq(k2.ndiscard, 6);
	ck_assert_mem_eq(k2.discard, k.discard, 6 * sizeof *k.discard);
	ck_assert_int_eq(k2.drawn, 10);
	ck_assert_int_eq(k2.since_shuffle, 10);
	ck_assert_int_eq(k2.shuffles, 1);
	ck_assert_ptr_null(k2.log);
	free(s1);
	free(s2);
	free(s3);
	json_decref(j);
	json_decref(j2);

	/* The members' order is fixed, sorted or not ("cards" sorted). */
	ids[0] = 2;
	ids[1] = 0;
	ck_assert_int_eq(deck_init(&k, "t", ids, 2, 0, &err), PBEM_OK);
	ck_assert_int_eq(deck_to_json(&k, &j, &err), PBEM_OK);
	s1 = json_dumps(j, JSON_COMPACT);
	ck_assert_str_eq(s1, "{\"name\":\"t\",\"auto_reshuffle\":false,"
	    "\"cards\":[0,2],\"draw\":[2,0],\"discard\":[],\"drawn\":0,"
	    "\"since_shuffle\":0,\"shuffles\":0}");
	free(s1);
	json_decref(j);
}
END_TEST

/* A mutation of a good stored deck and the words its refusal must name. */
struct bad {
	const char *key;	/* member to replace (NULL: whole object) */
	const char *value;	/* its new JSON text; NULL: delete it */
	const char *says;	/* in the error message */
	enum pbem_rc rc;
};

START_TEST(json_refuses_every_malformed_field)
{
	static const char good[] =
	    "{\"name\":\"deck-1\",\"auto_reshuffle\":true,"
	    "\"cards\":[0,0,1,2,3],\"draw\":[3,0],\"discard\":[1,0],"
	    "\"drawn\":7,\"since_shuffle\":3,\"shuffles\":2}";
	static const struct bad bad[] = {
	    { NULL, "[]", "not an object", PBEM_ERR_PARSE },
	    { NULL, "\"deck\"", "not an object", PBEM_ERR_PARSE },
	    { "name", "5", "name", PBEM_ERR_PARSE },
	    { "name", "\"\"", "name", PBEM_ERR_PARSE },
	    { "name", "\"a b\"", "name", PBEM_ERR_PARSE },
	    { "name", "\"a\\u0000b\"", "name", PBEM_ERR_PARSE },
	    { "name", "\"0123456789012345678901234567890123\"", "name",
		PBEM_ERR_PARSE },
	    { "name", NULL, "name: missing", PBEM_ERR_PARSE },
	    { "auto_reshuffle", "1", "auto_reshuffle", PBEM_ERR_PARSE },
	    { "auto_reshuffle", NULL, "auto_reshuffle: missing",
		PBEM_ERR_PARSE },
	    { "cards", "{}", "cards: not an array", PBEM_ERR_PARSE },
	    { "cards", "[]", "cards: empty", PBEM_ERR_PARSE },
	    { "cards", "[0,1,2,3,256]", "cards[4]", PBEM_ERR_PARSE },
	    { "cards", "[0,1,-1,2,3]", "cards[2]", PBEM_ERR_PARSE },
	    { "cards", "[0,1.5,1,2,3]", "cards[1]", PBEM_ERR_PARSE },
	    { "cards", "[0,\"1\",1,2,3]", "cards[1]", PBEM_ERR_PARSE },
	    { "cards", "[0,1,2,3,9223372036854775807]", "cards[4]",
		PBEM_ERR_PARSE },
	    { "cards", "[0,1,2,3]", "discard[1]", PBEM_ERR_PARSE },
	    { "draw", "[3,0,0]", "discard[1]", PBEM_ERR_PARSE },
	    { "draw", "[3,0,0,0]", "draw[3]", PBEM_ERR_PARSE },
	    { "draw", "[4]", "draw[0]", PBEM_ERR_PARSE },
	    { "draw", "null", "draw: not an array", PBEM_ERR_PARSE },
	    { "draw", NULL, "draw: missing", PBEM_ERR_PARSE },
	    { "discard", "[1,1]", "discard[1]", PBEM_ERR_PARSE },
	    { "discard", "[true]", "discard[0]", PBEM_ERR_PARSE },
	    { "drawn", "-1", "drawn", PBEM_ERR_PARSE },
	    { "drawn", "2147483648", "drawn", PBEM_ERR_PARSE },
	    { "drawn", "\"7\"", "drawn", PBEM_ERR_PARSE },
	    { "drawn", "7.0", "drawn", PBEM_ERR_PARSE },
	    { "drawn", NULL, "drawn: missing", PBEM_ERR_PARSE },
	    { "since_shuffle", "-3", "since_shuffle", PBEM_ERR_PARSE },
	    { "since_shuffle", "8", "since_shuffle: more than drawn",
		PBEM_ERR_PARSE },
	    { "shuffles", "-5", "shuffles", PBEM_ERR_PARSE },
	    { "shuffles", "true", "shuffles", PBEM_ERR_PARSE },
	    { "shuffles", NULL, "shuffles: missing", PBEM_ERR_PARSE },
	    { "extra", "1", "unknown member extra", PBEM_ERR_PARSE },
	    { "a b", "1", "unknown member (not a plain word)",
		PBEM_ERR_PARSE },
	};
	struct deck k, keep;
	struct pbem_err err;
	json_t *base, *j, *v, *big;
	size_t i;
	int n;

	base = json_loads(good, 0, NULL);
	ck_assert_ptr_nonnull(base);
	ck_assert_int_eq(deck_from_json(base, &k, &err), PBEM_OK);
	ck_assert_int_eq(deck_out(&k), 1);
	memset(&keep, 0x5a, sizeof keep);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		v = bad[i].value ? json_loads(bad[i].value,
		    JSON_DECODE_ANY | JSON_ALLOW_NUL, NULL) : NULL;
		ck_assert_msg(bad[i].value == NULL || v != NULL, "case %zu", i);
		if (bad[i].key == NULL)
			j = v;
		else {
			j = json_deep_copy(base);
			if (v != NULL)
				json_object_set_new(j, bad[i].key, v);
			else
				json_object_del(j, bad[i].key);
		}
		memset(&k, 0x5a, sizeof k);
		memset(&err, 0, sizeof err);
		ck_assert_msg(deck_from_json(j, &k, &err) == bad[i].rc,
		    "case %zu (%s) accepted or wrong code: %s", i,
		    bad[i].says, err.msg);
		ck_assert_msg(strstr(err.msg, bad[i].says) != NULL,
		    "case %zu: \"%s\" does not say \"%s\"", i, err.msg,
		    bad[i].says);
		ck_assert_msg(memcmp(&k, &keep, sizeof k) == 0,
		    "case %zu: deck changed on failure", i);
		json_decref(j);
	}

	/* Too many cards: a limit, named. */
	big = json_array();
	for (n = 0; n <= DECK_MAX_CARDS; n++)
		json_array_append_new(big, json_integer(0));
	j = json_deep_copy(base);
	json_object_set(j, "cards", big);
	ck_assert_int_eq(deck_from_json(j, &k, &err), PBEM_ERR_LIMIT);
	ck_assert_ptr_nonnull(strstr(err.msg, "cards: more than 256"));
	v = json_deep_copy(big);
	json_array_remove(v, 0);	/* 256 cards: the most a deck holds */
	json_object_set_new(j, "cards", v);
	json_object_set(j, "draw", big);
	ck_assert_int_eq(deck_from_json(j, &k, &err), PBEM_ERR_LIMIT);
	ck_assert_ptr_nonnull(strstr(err.msg, "draw: more than 256"));
	json_object_del(j, "draw");
	json_object_set_new(j, "draw", json_array());
	json_object_set_new(j, "discard", json_array());
	ck_assert_int_eq(deck_from_json(j, &k, &err), PBEM_OK);
	ck_assert_int_eq(deck_out(&k), 256);
	json_decref(j);
	json_decref(big);
	json_decref(base);
}
END_TEST

/*
 * Stacking the deck in a test: deck_shuffle takes one dice_uniform value
 * per place from the top down (i = n-1 .. 1), and each value is the index,
 * in the pile as it then stands, of the card to put at place i.  So a
 * script that makes the cards come in `want` order is the index of each
 * wanted card in turn, swapping as the shuffle does.
 */
static int
stack_script(const int *pile0, int n, const int *want, int *script)
{
	int p[DECK_MAX_CARDS], i, j, t, k = 0;

	memcpy(p, pile0, (size_t)n * sizeof *p);
	for (i = n - 1; i > 0; i--) {
		for (j = 0; j <= i && p[j] != want[n - 1 - i]; j++)
			;
		ck_assert_int_le(j, i);
		script[k++] = j;
		t = p[i];
		p[i] = p[j];
		p[j] = t;
	}
	return k;
}

START_TEST(script_stacks_the_deck)
{
	static const int ids[] = { 10, 11, 12, 13, 14, 15 };
	static const int want[] = { 13, 10, 15, 11, 14, 12 };
	int script[8], ns, i, c;
	struct deck k;
	struct dice d;
	struct pbem_err err;

	ck_assert_int_eq(deck_init(&k, "stacked", ids, 6, 0, &err), PBEM_OK);
	ns = stack_script(k.draw, 6, want, script);
	ck_assert_int_eq(ns, 5);
	/* The first value picks the first card dealt by its index. */
	ck_assert_int_eq(script[0], 3);
	dice_init_script(&d, script, (size_t)ns);
	deck_shuffle(&k, &d);
	for (i = 0; i < 6; i++) {
		ck_assert_int_eq(deck_draw(&k, &d, "stacked", &c, &err),
		    PBEM_OK);
		ck_assert_int_eq(c, want[i]);
	}
	ck_assert_int_eq(d.script_overrun, 0);
	ck_assert_uint_eq(d.iscript, 5);

	/* A script that does not fit (an index past the pile) cannot make
	 * the shuffle read outside the deck: it takes 0, and says so. */
	script[0] = 6;
	dice_init_script(&d, script, 1);
	deck_of(&k, "bad-script", 6, 0);
	deck_shuffle(&k, &d);
	ck_assert_int_eq(d.script_overrun, 1);
	ck_assert_int_eq(k.draw[5], 0);
}
END_TEST

START_TEST(init_refuses_bad_decks)
{
	struct deck k;
	struct pbem_err err;
	int ids[DECK_MAX_CARDS + 1] = { 0 };

	ck_assert_int_eq(deck_init(&k, "x", ids, 0, 0, &err), PBEM_ERR_LIMIT);
	ck_assert_int_eq(deck_init(&k, "x", ids, DECK_MAX_CARDS + 1, 0, &err),
	    PBEM_ERR_LIMIT);
	ck_assert_int_eq(deck_init(&k, "x", ids, DECK_MAX_CARDS, 0, &err),
	    PBEM_OK);
	ids[3] = DECK_MAX_CARDS;
	ck_assert_int_eq(deck_init(&k, "x", ids, 5, 0, &err), PBEM_ERR_USAGE);
	ids[3] = -1;
	ck_assert_int_eq(deck_init(&k, "x", ids, 5, 0, &err), PBEM_ERR_USAGE);
	ids[3] = 0;
	ck_assert_int_eq(deck_init(&k, "", ids, 5, 0, &err), PBEM_ERR_USAGE);
	ck_assert_int_eq(deck_init(&k, "a/b", ids, 5, 0, &err),
	    PBEM_ERR_USAGE);
	ck_assert_int_eq(deck_init(&k, NULL, ids, 5, 0, &err), PBEM_ERR_USAGE);
}
END_TEST

START_TEST(take_a_named_card)
{
	struct deck k, back;
	struct pbem_err err;
	struct dice d;
	json_t *j;
	int c;

	dice_init_text(&d, "take");
	/* 0..5, 5 on top: take 2 (To The Strongest!'s joker choice) */
	deck_of(&k, "take", 6, 0);
	ck_assert_int_eq(deck_take(&k, 2, &err), PBEM_OK);
	ck_assert_int_eq(deck_left(&k), 5);
	ck_assert_int_eq(deck_out(&k), 1);
	ck_assert_int_eq(k.draw[0], 0);
	ck_assert_int_eq(k.draw[1], 1);
	ck_assert_int_eq(k.draw[2], 3);
	ck_assert_int_eq(k.draw[4], 5);
	/* not a draw: nothing random happened */
	ck_assert_int_eq(k.drawn, 0);
	/* gone from the pile: a second take fails and changes nothing */
	ck_assert_int_eq(deck_take(&k, 2, &err), PBEM_ERR_STATE);
	ck_assert_int_eq(deck_left(&k), 5);
	ck_assert_int_eq(deck_take(&k, 9, &err), PBEM_ERR_STATE);
	/* the rest draws in the old order; the taken card can be discarded */
	ck_assert_int_eq(deck_draw(&k, &d, "t", &c, &err), PBEM_OK);
	ck_assert_int_eq(c, 5);
	ck_assert_int_eq(deck_discard(&k, 2, &err), PBEM_OK);
	ck_assert_int_eq(deck_discard(&k, 2, &err), PBEM_ERR_STATE);
	/* and the state keeps it */
	ck_assert_int_eq(deck_to_json(&k, &j, &err), PBEM_OK);
	ck_assert_int_eq(deck_from_json(j, &back, &err), PBEM_OK);
	ck_assert_int_eq(deck_out(&back), 1);
	ck_assert_int_eq(deck_discarded(&back), 1);
	json_decref(j);
	/* the top-most of two copies goes */
	{
		static const int ids[] = { 7, 8, 7, 9 };

		ck_assert_int_eq(deck_init(&k, "dup", ids, 4, 0, &err),
		    PBEM_OK);
		ck_assert_int_eq(deck_take(&k, 7, &err), PBEM_OK);
		ck_assert_int_eq(k.ndraw, 3);
		ck_assert_int_eq(k.draw[0], 7);
		ck_assert_int_eq(k.draw[1], 8);
		ck_assert_int_eq(k.draw[2], 9);
	}
}
END_TEST

/* Part two's tests, in the order `deck` runs them. */
void
deck_piles_tests(TCase *tc)
{
	tcase_add_test(tc, draw_discard_and_explicit_reshuffle);
	tcase_add_test(tc, exhausted_deck_reshuffles_itself);
	tcase_add_test(tc, audit_rederives_every_card);
	tcase_add_test(tc, json_round_trip_is_byte_identical);
	tcase_add_test(tc, json_refuses_every_malformed_field);
	tcase_add_test(tc, script_stacks_the_deck);
	tcase_add_test(tc, init_refuses_bad_decks);
	tcase_add_test(tc, take_a_named_card);
}
