/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_state.c - libFuzzer target for the kit's state decoder, through
 * every registered module's lower seam (games/module.h).  A stored state
 * is hostile input: the referee amends it by hand.  Byte 0 picks the
 * module (game_rules_all() order); the rest is the state text.  What the
 * decoder accepts must survive its own encoder: decode, encode, decode
 * again, encode again, and the two encodings are the same bytes (the
 * archive hashes them), and the phase and sides of the decoded game can
 * be read.  A state the decoder accepts but its encoder's output it
 * refuses, or that changes on a second pass, aborts.  What the rest of
 * the seam does with a state is fuzz_state_seam.c's (slower: every
 * report, drawing and a resolution per input).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __GLIBC__	/* (stdint.h defines it) */
#include <malloc.h>
#endif

#include "fuzz_state_load.h"
#include "module.h"
#include "pbem_limits.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Each execution allocates and frees a game struct (up to hundreds of
 * KiB) and the trees of a 50 KiB state.  glibc gives freed memory at the
 * top of its heap back to the kernel (above M_TRIM_THRESHOLD) and serves
 * a large block by mmap, so every execution took its pages anew: page
 * faults and the kernel zeroing each page were a seventh of a run's CPU
 * time.  Here the heap keeps what it was given; nothing else changes
 * (calloc still zeroes what it hands out).  libFuzzer calls this once.
 */
int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
#ifdef __GLIBC__
	mallopt(M_MMAP_THRESHOLD, 16 << 20);
	mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
	return 0;
}

/* Decode into a fresh game and encode it again: NULL if refused. */
static json_t *
round_trip(const struct game_module *m, const json_t *state, int *refused)
{
	struct game_phase gp;
	struct pbem_err err;
	json_t *enc = NULL;
	void *g;

	*refused = 1;
	if ((g = game_module_new(m)) == NULL)
		return NULL;
	memset(&err, 0, sizeof err);
	if (game_module_decode(m, state, g, &err) == PBEM_OK) {
		*refused = 0;
		memset(&gp, 0, sizeof gp);
		m->phase(g, &gp);
		(void)game_module_over(m, g);
		enc = game_module_encode(m, g);
	}
	game_module_free(m, g);
	return enc;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct game_rules *const *all = game_rules_all();
	const struct game_module *m;
	json_t *state, *first = NULL, *second = NULL;
	int n, refused;

	for (n = 0; all[n] != NULL; n++)
		;
	if (size < 1 || size > PBEM_MAX_STATE || n == 0)
		return 0;
	m = all[data[0] % n]->module;
	state = fuzz_state_load((const char *)data + 1, size - 1);
#if !defined(PBEMD_LIBFUZZER) || defined(PBEMD_FUZZ_CHECK)
	{
		/* the suite's replay: the cached parse is json_loadb's */
		json_t *plain = json_loadb((const char *)data + 1, size - 1, 0,
		    NULL);

		if ((plain == NULL) != (state == NULL) ||
		    (plain != NULL && !json_equal(plain, state))) {
			fprintf(stderr, "fuzz_state: the cached parse differs "
			    "from json_loadb\n");
			abort();
		}
		json_decref(plain);
	}
#endif
	if (state == NULL)
		return 0;
	if ((first = round_trip(m, state, &refused)) == NULL)
		goto out;
	/* json_equal: the same members and values, as the sorted dump the
	 * archive hashes would be, without printing 50 KiB twice */
	if ((second = round_trip(m, first, &refused)) == NULL ||
	    !json_equal(first, second)) {
		fprintf(stderr, "fuzz_state: %s %s\n", all[data[0] % n]->id,
		    refused ? "refuses the state its own encoder wrote" :
		    "encodes a state differently on a second pass");
		abort();
	}
out:
	json_decref(first);
	json_decref(second);
	json_decref(state);
	return 0;
}
