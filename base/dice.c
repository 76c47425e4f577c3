/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * dice.c - the seeded SHA-256 counter-mode dice stream (see dice.h).
 * The only place in pbemd where game randomness comes from.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gcrypt.h>

#include "dice.h"

void
dice_init(struct dice *d, const unsigned char seed[DICE_SEED_LEN])
{
	memset(d, 0, sizeof *d);
	memcpy(d->seed, seed, DICE_SEED_LEN);
	d->pos = sizeof d->block;
}

void
dice_init_text(struct dice *d, const char *text)
{
	unsigned char seed[DICE_SEED_LEN];

	gcry_md_hash_buffer(GCRY_MD_SHA256, seed, text, strlen(text));
	dice_init(d, seed);
}

void
dice_init_script(struct dice *d, const int *values, size_t n)
{
	memset(d, 0, sizeof *d);
	d->script = values;
	d->nscript = n;
	d->pos = sizeof d->block;
}

static unsigned
dice_byte(struct dice *d)
{
	unsigned char in[DICE_SEED_LEN + 8];
	int i;

	if (d->pos >= sizeof d->block) {
		memcpy(in, d->seed, DICE_SEED_LEN);
		for (i = 0; i < 8; i++)
			in[DICE_SEED_LEN + i] =
			    (unsigned char)(d->counter >> (56 - 8 * i));
		gcry_md_hash_buffer(GCRY_MD_SHA256, d->block, in, sizeof in);
		d->counter++;
		d->pos = 0;
	}
	return d->block[d->pos++];
}

int
dice_roll(struct dice *d, int sides)
{
	unsigned limit, v;

	if (sides < 2 || sides > 256)
		return 1;
	d->rolls++;
	if (d->script) {
		if (d->iscript >= d->nscript) {
			d->script_overrun = 1;
			return 1;
		}
		return d->script[d->iscript++];
	}
	limit = 256 - (256 % (unsigned)sides);
	do
		v = dice_byte(d);
	while (v >= limit);
	return (int)(v % (unsigned)sides) + 1;
}

uint32_t
dice_uniform(struct dice *d, uint32_t n)
{
	uint64_t limit;
	uint32_t w;
	int v, i;

	if (n < 1 || n > DICE_UNIFORM_MAX)
		return 0;
	d->rolls++;
	d->uniforms++;
	if (d->script) {
		if (d->iscript >= d->nscript) {
			d->script_overrun = 1;
			return 0;
		}
		v = d->script[d->iscript++];
		if (v < 0 || (uint32_t)v >= n) {
			d->script_overrun = 1;
			return 0;
		}
		return (uint32_t)v;
	}
	/* The largest multiple of n not above 2^32: words at or over it
	 * would make the low residues likelier (modulo bias). */
	limit = ((uint64_t)1 << 32) - ((uint64_t)1 << 32) % n;
	do {
		w = 0;
		for (i = 0; i < 4; i++)
			w = w << 8 | dice_byte(d);
	} while (w >= limit);
	return w % n;
}

void
dice_secret_new(unsigned char *out, size_t n)
{
	gcry_randomize(out, n, GCRY_STRONG_RANDOM);
}

void
dice_phase_secret(const char *game, int seq, unsigned char out[DICE_SEED_LEN])
{
	const char *fake = getenv("PBEMD_FAKE_SECRET");
	char text[256];

	if (fake == NULL || *fake == '\0') {
		dice_secret_new(out, DICE_SEED_LEN);
		return;
	}
	/* Tests only: golden mails need the same dice on every run. */
	snprintf(text, sizeof text, "%s/%s/%d", fake, game, seq);
	gcry_md_hash_buffer(GCRY_MD_SHA256, out, text, strlen(text));
}
