/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * dice.h - the phase's random stream: auditable, reproducible dice.
 *
 * The stream is SHA-256 in counter mode over the phase seed:
 * block i = SHA-256(seed || be64(i)); bytes are consumed in order and a die
 * of n sides is drawn by rejection sampling on one byte (values >= the largest
 * multiple of n below 256 are discarded), so every roll is uniform and anyone
 * holding the seed can re-derive it.  A uniform integer below n (shuffles,
 * base/deck.c) is drawn the same way on 4-byte big-endian words of the same
 * stream.  Tests may script the values instead.
 * Nothing else in pbemd draws random numbers for a game.
 */
#ifndef PBEM_DICE_H
#define PBEM_DICE_H

#include <stddef.h>
#include <stdint.h>

#define DICE_SEED_LEN 32

struct dice {
	unsigned char seed[DICE_SEED_LEN];
	uint64_t counter;		/* next block number */
	unsigned char block[32];
	unsigned pos;			/* next unused byte of block; 32 = empty */
	const int *script;		/* scripted values (tests), or NULL */
	size_t nscript, iscript;
	int script_overrun;		/* a scripted stream ran dry, or a
					 * scripted value did not fit its
					 * dice_uniform() range */
	unsigned long rolls;		/* values drawn so far: dice_roll()
					 * and dice_uniform() calls */
	unsigned long uniforms;		/* of which dice_uniform() calls */
};

void dice_init(struct dice *d, const unsigned char seed[DICE_SEED_LEN]);
/* Seed from a string (tests): the seed is SHA-256 of the text. */
void dice_init_text(struct dice *d, const char *text);
/* Tests: dice_roll and dice_uniform return these values in order, one
 * value per call, both calls sharing the one list (each value must fit its
 * die, 1..sides, or its range, 0..n-1); when they run out dice_roll
 * returns 1 and dice_uniform 0, and script_overrun is set. */
void dice_init_script(struct dice *d, const int *values, size_t n);
/* One die with `sides` faces (2..256): 1..sides. */
int dice_roll(struct dice *d, int sides);
/*
 * A uniform integer 0..n-1, for 1 <= n <= 2^31 (DICE_UNIFORM_MAX).
 * Takes the next 4 bytes of the stream as a big-endian word w and keeps
 * it if w < 2^32 - (2^32 mod n), else takes the next 4 (a word is
 * refused with odds below 1/2, since n <= 2^31); the value is w mod n.
 * Counts one draw in d->rolls and d->uniforms however many words it
 * took.  Scripted: the next script value is the result itself; one
 * outside 0..n-1 gives 0 and sets script_overrun.  n out of range: 0,
 * nothing drawn or counted.
 */
#define DICE_UNIFORM_MAX	((uint32_t)1 << 31)
uint32_t dice_uniform(struct dice *d, uint32_t n);
/* A fresh unpredictable secret (the host's per-phase secret, Message-IDs),
 * from libgcrypt's strong random pool. */
void dice_secret_new(unsigned char *out, size_t n);
/* The host secret of a phase: dice_secret_new(), unless the test-only
 * environment variable PBEMD_FAKE_SECRET is set (never set it in play:
 * it makes the dice predictable to whoever knows it). */
void dice_phase_secret(const char *game, int seq,
    unsigned char out[DICE_SEED_LEN]);

#endif
