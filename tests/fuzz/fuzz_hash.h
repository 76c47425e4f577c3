/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_hash.h - the state harness's one text hash (its loader's cache of
 * parsed parts and its mutator's cache of leaves both key on it). */
#ifndef PBEM_FUZZ_HASH_H
#define PBEM_FUZZ_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* One step of the hash: eight bytes w into h. */
#define FUZZ_MIX(h, w)	((h) = ((h) ^ (w)) * 1099511628211u, (h) ^= (h) >> 29)

/* A hash of n bytes, eight at a time (FNV-1a's constants with a shift
 * mixed in; a hit is always confirmed by comparing the bytes).  A text
 * is hashed whole a few times an execution: four lanes of 32 bytes go
 * side by side (each step waits on the multiply before it), then are
 * mixed into one. */
static inline uint64_t
fuzz_fnv(const char *p, size_t n)
{
	uint64_t h = 1469598103934665603u ^ n, w;

	if (n >= 64) {
		uint64_t l[4] = { h, h ^ 1, h ^ 2, h ^ 3 };
		int k;

		for (; n >= 32; p += 32, n -= 32)
			for (k = 0; k < 4; k++) {
				memcpy(&w, p + 8 * k, 8);
				FUZZ_MIX(l[k], w);
			}
		for (k = 0, h = l[0]; k < 3; k++)
			FUZZ_MIX(h, l[k + 1]);
	}
	for (; n >= 8; p += 8, n -= 8) {
		memcpy(&w, p, 8);
		h = (h ^ w) * 1099511628211u;
		h ^= h >> 29;
	}
	while (n-- > 0)
		h = (h ^ (unsigned char)*p++) * 1099511628211u;
	return h;
}

/* The hash of the text the last mutation started from (0: not known),
 * for the loader to rebuild the new text from that one's parts
 * (fuzz_state_mutate.c sets it, fuzz_state_load.c reads it). */
extern uint64_t fuzz_state_parent;
/* ... and that text itself (NULL when not kept): a copy the mutator made
 * when the mutations started from an input of the corpus, which libFuzzer
 * picks again and again, so the loader cuts it once and keeps its tree. */
extern const char *fuzz_state_parent_text;
extern size_t fuzz_state_parent_len;

#endif
