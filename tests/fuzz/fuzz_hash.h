/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_hash.h - the state harness's one text hash (its loader's cache of
 * parsed parts and its mutator's cache of leaves both key on it). */
#ifndef PBEM_FUZZ_HASH_H
#define PBEM_FUZZ_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A hash of n bytes, eight at a time (FNV-1a's constants with a shift
 * mixed in; a hit is always confirmed by comparing the bytes). */
static inline uint64_t
fuzz_fnv(const char *p, size_t n)
{
	uint64_t h = 1469598103934665603u ^ n, w;

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
