/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_deck.c - unit tests of the card deck (src/deck.c) and of the
 * dice stream's uniform integers (dice_uniform in src/dice.c), part one:
 * the randomness.  Shuffles are permutations, reproducible (golden orders
 * for a fixed seed, worked out by an independent re-implementation of the
 * published algorithm) and unbiased (chi-square against a table, with a
 * deliberately biased shuffle failing the same check).  Part two, the
 * piles (draw, discard and reshuffles; an auditor re-deriving every card
 * from the seed; the state's JSON form and its refusals; stacking a deck
 * with a scripted stream), is test_deck_piles.c; both run as `deck`.
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

/*
 * Chi-square critical values at significance 0.001 (the 0.999 quantile),
 * by degrees of freedom, as in any statistics table.  Every test here
 * uses a fixed seed, so a pass or a failure is the same on every run; the
 * 0.001 level means a correct sampler fails a given seed with odds of 1
 * in 1000, and these seeds were checked once to pass.
 */
static const struct {
	int df;
	double crit;
} chi2_table[] = {
	{ 2, 13.816 },
	{ 5, 20.515 },
	{ 15, 37.697 },
	{ 16, 39.252 },
	{ 79, 123.594 },
	{ 119, 172.418 },
};

static double
chi2_crit(int df)
{
	size_t i;

	for (i = 0; i < sizeof chi2_table / sizeof chi2_table[0]; i++)
		if (chi2_table[i].df == df)
			return chi2_table[i].crit;
	ck_abort_msg("no critical value for %d degrees of freedom", df);
	return 0;
}

/* Pearson's statistic for `cells` counts that should each be `expect`. */
static double
chi2_stat(const long *obs, int cells, double expect)
{
	double s = 0, dd;
	int i;

	for (i = 0; i < cells; i++) {
		dd = (double)obs[i] - expect;
		s += dd * dd / expect;
	}
	return s;
}

/* A fresh deck of cards 0..n-1 (test_deck_piles.c uses it too). */
void
deck_of(struct deck *k, const char *name, int n, int auto_reshuffle)
{
	struct pbem_err err;
	int ids[DECK_MAX_CARDS], i;

	for (i = 0; i < n; i++)
		ids[i] = i;
	ck_assert_int_eq(deck_init(k, name, ids, n, auto_reshuffle, &err),
	    PBEM_OK);
}

/* The index of a permutation of 0..n-1 (n <= 5) in 0..n!-1 (Lehmer code). */
static int
perm_index(const int *p, int n)
{
	int i, j, less, idx = 0;

	for (i = 0; i < n; i++) {
		for (less = 0, j = i + 1; j < n; j++)
			if (p[j] < p[i])
				less++;
		idx = idx * (n - i) + less;
	}
	return idx;
}

START_TEST(uniform_golden_counts_and_script)
{
	/* Worked out by a separate Python implementation of dice.h's
	 * algorithm: SHA-256(seed || be64(i)) bytes, 4-byte big-endian
	 * words, rejection at 2^32 - 2^32 mod n, then w mod n. */
	static const uint32_t n[] = { 3, 80, 2147483647u, 2147483648u, 1, 6 };
	static const uint32_t want[] = { 2, 72, 711905253, 2027937770, 0, 2 };
	int script[] = { 2, 5, 79 };
	struct dice d;
	size_t i;

	dice_init_text(&d, "pbemd uniform golden");
	for (i = 0; i < sizeof n / sizeof n[0]; i++)
		ck_assert_uint_eq(dice_uniform(&d, n[i]), want[i]);
	ck_assert_uint_eq(d.rolls, 6);
	ck_assert_uint_eq(d.uniforms, 6);
	/* Out of range: 0, nothing drawn, nothing counted. */
	ck_assert_uint_eq(dice_uniform(&d, 0), 0);
	ck_assert_uint_eq(dice_uniform(&d, 2147483649u), 0);
	ck_assert_uint_eq(d.rolls, 6);
	/* dice_roll and dice_uniform share the count of values drawn. */
	dice_roll(&d, 6);
	ck_assert_uint_eq(d.rolls, 7);
	ck_assert_uint_eq(d.uniforms, 6);

	/* Scripted: the value is the result; one out of range gives 0. */
	dice_init_script(&d, script, 3);
	ck_assert_uint_eq(dice_uniform(&d, 3), 2);
	ck_assert_int_eq(d.script_overrun, 0);
	ck_assert_uint_eq(dice_uniform(&d, 3), 0);
	ck_assert_int_eq(d.script_overrun, 1);
	dice_init_script(&d, script, 3);
	d.iscript = 2;
	ck_assert_uint_eq(dice_uniform(&d, 80), 79);
	ck_assert_uint_eq(dice_uniform(&d, 80), 0);	/* ran dry */
	ck_assert_int_eq(d.script_overrun, 1);
}
END_TEST

START_TEST(shuffle_is_a_permutation)
{
	/* An 80-card multiset as a rules module might use (8 copies of
	 * each of 10 ids): shuffling keeps it, whatever the order. */
	struct deck k;
	struct pbem_err err;
	struct dice d;
	int ids[80], count[10], i, r;

	for (i = 0; i < 80; i++)
		ids[i] = i % 10;
	ck_assert_int_eq(deck_init(&k, "activation", ids, 80, 0, &err),
	    PBEM_OK);
	dice_init_text(&d, "permutation");
	for (r = 0; r < 200; r++) {
		deck_shuffle(&k, &d);
		ck_assert_int_eq(k.ndraw, 80);
		memset(count, 0, sizeof count);
		for (i = 0; i < 80; i++) {
			ck_assert(k.draw[i] >= 0 && k.draw[i] < 10);
			count[k.draw[i]]++;
		}
		for (i = 0; i < 10; i++)
			ck_assert_int_eq(count[i], 8);
	}
	ck_assert_int_eq(k.shuffles, 200);
	/* 79 uniforms per shuffle of 80 cards. */
	ck_assert_uint_eq(d.uniforms, 200 * 79);
}
END_TEST

START_TEST(shuffle_golden_order)
{
	/* Pinned: a change to the stream, the sampling or the shuffle
	 * changes these, and stored games would no longer replay.  Worked
	 * out by a separate Python implementation (Fisher-Yates from the
	 * end, j = uniform(i+1)). */
	static const int first[10] = { 7, 4, 0, 2, 8, 1, 9, 6, 3, 5 };
	static const int second[10] = { 8, 5, 7, 3, 9, 6, 4, 2, 1, 0 };
	struct deck k, k2;
	struct dice d, d2;
	struct pbem_err err;
	int i, c;

	deck_of(&k, "golden", 10, 0);
	dice_init_text(&d, "pbemd deck golden");
	deck_shuffle(&k, &d);
	for (i = 0; i < 10; i++)
		ck_assert_int_eq(k.draw[i], first[i]);
	/* The top card (last of the pile) is dealt first. */
	ck_assert_int_eq(deck_draw(&k, &d, "golden", &c, &err), PBEM_OK);
	ck_assert_int_eq(c, 5);
	/* A fresh ordered deck shuffled next from the same stream. */
	deck_of(&k2, "golden", 10, 0);
	deck_shuffle(&k2, &d);
	for (i = 0; i < 10; i++)
		ck_assert_int_eq(k2.draw[i], second[i]);
	/* Same seed, same order. */
	deck_of(&k2, "golden", 10, 0);
	dice_init_text(&d2, "pbemd deck golden");
	deck_shuffle(&k2, &d2);
	ck_assert_mem_eq(k2.draw, first, sizeof first);
}
END_TEST

START_TEST(shuffle_chi_square)
{
	/* 24,000 shuffles of 5 cards: each of the 120 orders should come
	 * 200 times (df 119), and each card should sit in each of the 5
	 * places 4,800 times (a 5x5 table with fixed margins: df 16). */
	enum { RUNS = 24000 };
	static long perms[120], place[25];
	struct deck k;
	struct dice d;
	int r, i;
	double x;

	memset(perms, 0, sizeof perms);
	memset(place, 0, sizeof place);
	dice_init_text(&d, "pbemd chi-square shuffle");
	for (r = 0; r < RUNS; r++) {
		deck_of(&k, "five", 5, 0);
		deck_shuffle(&k, &d);
		perms[perm_index(k.draw, 5)]++;
		for (i = 0; i < 5; i++)
			place[k.draw[i] * 5 + i]++;
	}
	x = chi2_stat(perms, 120, RUNS / 120.0);
	ck_assert_msg(x < chi2_crit(119), "orders: chi2 %.2f", x);
	x = chi2_stat(place, 25, RUNS / 5.0);
	ck_assert_msg(x < chi2_crit(16), "places: chi2 %.2f", x);
}
END_TEST

START_TEST(biased_shuffle_fails_chi_square)
{
	/* The classic naive shuffle (swap each place with any place,
	 * j = uniform(n)) makes 3^3 = 27 equally likely paths onto 6
	 * orders, so some come 5/27 and some 4/27 of the time.  The same
	 * check that deck_shuffle passes must reject it, or the check
	 * proves nothing. */
	enum { RUNS = 24000 };
	long good[6] = { 0 }, bad[6] = { 0 };
	struct deck k;
	struct dice d;
	int r, i, j, t, p[3];
	double xg, xb;

	dice_init_text(&d, "pbemd naive shuffle");
	for (r = 0; r < RUNS; r++) {
		deck_of(&k, "three", 3, 0);
		deck_shuffle(&k, &d);
		good[perm_index(k.draw, 3)]++;
		for (i = 0; i < 3; i++)
			p[i] = i;
		for (i = 0; i < 3; i++) {
			j = (int)dice_uniform(&d, 3);
			t = p[i];
			p[i] = p[j];
			p[j] = t;
		}
		bad[perm_index(p, 3)]++;
	}
	xg = chi2_stat(good, 6, RUNS / 6.0);
	xb = chi2_stat(bad, 6, RUNS / 6.0);
	ck_assert_msg(xg < chi2_crit(5), "deck_shuffle: chi2 %.2f", xg);
	ck_assert_msg(xb > chi2_crit(5), "naive shuffle passed: chi2 %.2f", xb);
}
END_TEST

/* Draw `runs` values 0..n-1 and bucket them: value / width. */
static double
uniform_chi2(struct dice *d, uint32_t n, uint32_t width, int cells, long runs)
{
	long obs[80] = { 0 };
	long r;
	uint32_t v;

	for (r = 0; r < runs; r++) {
		v = dice_uniform(d, n);
		ck_assert_uint_lt(v, n);
		obs[v / width]++;
	}
	return chi2_stat(obs, cells, (double)runs / cells);
}

START_TEST(uniform_chi_square)
{
	struct dice d;
	double x;

	dice_init_text(&d, "pbemd chi-square uniform");
	x = uniform_chi2(&d, 3, 1, 3, 30000);
	ck_assert_msg(x < chi2_crit(2), "n=3: chi2 %.2f", x);
	x = uniform_chi2(&d, 80, 1, 80, 80000);
	ck_assert_msg(x < chi2_crit(79), "n=80: chi2 %.2f", x);
	/* 2^31-1 values in 16 buckets of 2^27 (the last one value short:
	 * a 2^-27 difference, far below what 32,000 draws can see). */
	x = uniform_chi2(&d, 2147483647u, 1u << 27, 16, 32000);
	ck_assert_msg(x < chi2_crit(15), "n=2^31-1: chi2 %.2f", x);
	/* 3 * 2^29: the size where a 32-bit modulo is worst (below). */
	x = uniform_chi2(&d, 3u << 29, 1u << 29, 3, 30000);
	ck_assert_msg(x < chi2_crit(2), "n=3*2^29: chi2 %.2f", x);
}
END_TEST

START_TEST(modulo_without_rejection_fails_chi_square)
{
	/* Modulo bias, done on purpose: 256 mod 80 = 16, so with one byte
	 * mod 80 the values 0..15 come 4/256 of the time and the rest 3/256;
	 * with one 32-bit word mod 3*2^29 the first two thirds come 3/8 each
	 * and the last 2/8.  dice_roll(d, 256) - 1 is one raw byte of the
	 * stream (no value is ever rejected for 256 sides). */
	enum { RUNS8 = 80000, RUNS32 = 30000 };
	long obs[80] = { 0 }, obs3[3] = { 0 };
	struct dice d;
	uint32_t w;
	long r;
	int i;
	double x;

	dice_init_text(&d, "pbemd chi-square uniform");
	for (r = 0; r < RUNS8; r++)
		obs[(dice_roll(&d, 256) - 1) % 80]++;
	x = chi2_stat(obs, 80, RUNS8 / 80.0);
	ck_assert_msg(x > chi2_crit(79), "8-bit modulo passed: chi2 %.2f", x);
	for (r = 0; r < RUNS32; r++) {
		for (w = 0, i = 0; i < 4; i++)
			w = w << 8 | (uint32_t)(dice_roll(&d, 256) - 1);
		obs3[(w % (3u << 29)) >> 29]++;
	}
	x = chi2_stat(obs3, 3, RUNS32 / 3.0);
	ck_assert_msg(x > chi2_crit(2), "32-bit modulo passed: chi2 %.2f", x);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("deck");
	TCase *tc = tcase_create("deck");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, uniform_golden_counts_and_script);
	tcase_add_test(tc, shuffle_is_a_permutation);
	tcase_add_test(tc, shuffle_golden_order);
	tcase_add_test(tc, shuffle_chi_square);
	tcase_add_test(tc, biased_shuffle_fails_chi_square);
	tcase_add_test(tc, uniform_chi_square);
	tcase_add_test(tc, modulo_without_rejection_fails_chi_square);
	deck_piles_tests(tc);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
