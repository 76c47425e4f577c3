/*
 * dice.h - the phase's random stream: auditable, reproducible dice.
 *
 * The stream is SHA-256 in counter mode over the phase seed:
 * block i = SHA-256(seed || be64(i)); bytes are consumed in order and a die
 * of n sides is drawn by rejection sampling on one byte (values >= the largest
 * multiple of n below 256 are discarded), so every roll is uniform and anyone
 * holding the seed can re-derive it.  Tests may script the values instead.
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
	int script_overrun;		/* a scripted stream ran dry */
	unsigned long rolls;		/* number of dice drawn so far */
};

void dice_init(struct dice *d, const unsigned char seed[DICE_SEED_LEN]);
/* Seed from a string (tests): the seed is SHA-256 of the text. */
void dice_init_text(struct dice *d, const char *text);
/* Tests: dice_roll returns these values in order (each must fit its die);
 * when they run out it returns 1 and sets script_overrun. */
void dice_init_script(struct dice *d, const int *values, size_t n);
/* One die with `sides` faces (2..256): 1..sides. */
int dice_roll(struct dice *d, int sides);
/* A fresh unpredictable secret (the host's per-phase secret, Message-IDs),
 * from libgcrypt's strong random pool. */
void dice_secret_new(unsigned char *out, size_t n);
/* The host secret of a phase: dice_secret_new(), unless the test-only
 * environment variable PBEMD_FAKE_SECRET is set (never set it in play:
 * it makes the dice predictable to whoever knows it). */
void dice_phase_secret(const char *game, int seq,
    unsigned char out[DICE_SEED_LEN]);

#endif
