/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_json_scan.c - the byte scans of the state loader
 * (fuzz_state_load.c): where a JSON value ends in a text, found without
 * parsing it (quotes and brackets only, sixteen or sixty-four bytes at a
 * time where the machine can), and how far two texts agree from the
 * front and from the back (fuzz_json_scan.h).
 */
#include <stdint.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "fuzz_json_scan.h"

#define MAX_DEPTH	1000		/* jansson refuses 2048 deep */

/* The end of the string at t[i] == '"', or 0. */
static size_t
string_end(const char *t, size_t n, size_t i)
{
	const char *first = t + i + 1, *q;
	size_t b;

	for (i++; i < n; i = (size_t)(q - t) + 1) {
		if ((q = memchr(t + i, '"', n - i)) == NULL)
			return 0;
		/* escaped when an odd run of backslashes stands before it */
		for (b = 0; q - b > first && q[-1 - (long)b] == '\\'; b++)
			;
		if (b % 2 == 0)
			return (size_t)(q - t) + 1;
	}
	return 0;
}

/* What value_end looks for in a container: 1 a quote, 2 an opening
 * bracket, 3 a closing one. */
static const unsigned char mark[256] = {
	['"'] = 1, ['{'] = 2, ['['] = 2, ['}'] = 3, [']'] = 3,
};

/*
 * The first byte from t[i] on (up to n) that value_end stops at: in a
 * container (in_string 0) a quote or a bracket, in a string a quote or a
 * backslash.  Most of a state is digits, commas and names between them:
 * sixteen bytes are looked at a time where the machine can (SSE2: every
 * x86-64), one at a time elsewhere and for the last few.
 */
static size_t
stop_at(const char *t, size_t n, size_t i, int in_string)
{
#ifdef __SSE2__
	const __m128i quote = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\');
	/* '[' and ']' are '{' and '}' with bit 0x20 clear */
	const __m128i bit = _mm_set1_epi8(0x20), open = _mm_set1_epi8('{');
	const __m128i close = _mm_set1_epi8('}');
	__m128i v, hit;
	int bits;

	for (; i + 16 <= n; i += 16) {
		v = _mm_loadu_si128((const __m128i *)(const void *)(t + i));
		hit = _mm_cmpeq_epi8(v, quote);
		if (in_string)
			hit = _mm_or_si128(hit, _mm_cmpeq_epi8(v, bs));
		else {
			v = _mm_or_si128(v, bit);
			hit = _mm_or_si128(hit, _mm_or_si128(_mm_cmpeq_epi8(v,
			    open), _mm_cmpeq_epi8(v, close)));
		}
		if ((bits = _mm_movemask_epi8(hit)) != 0)
			return i + (size_t)__builtin_ctz((unsigned)bits);
	}
#endif
	if (in_string)
		while (i < n && t[i] != '"' && t[i] != '\\')
			i++;
	else
		while (i < n && !mark[(unsigned char)t[i]])
			i++;
	return i;
}

#ifdef __SSE2__
/* The bits of the 64 bytes in v equal to c (bit j: byte j). */
static uint64_t
bits_eq(const __m128i v[4], __m128i c)
{
	uint64_t m = 0;
	int k;

	for (k = 0; k < 4; k++)
		m |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v[k],
		    c)) << (16 * k);
	return m;
}

/*
 * value_end in a container from t[i] (an opening bracket), 64 bytes a
 * block: a state's keys and names put a quote every few bytes, and a
 * stop at each (stop_at) was most of the cutting.  In a block without a
 * backslash the bytes inside strings are the ones after an odd number
 * of quotes (a prefix xor of the quote bits, carried from block to
 * block), and only the brackets outside them count: the depth moves by
 * their number, or bracket by bracket in a block where it may reach 0
 * or MAX_DEPTH.  A block with a backslash stops here.  1: the value
 * ends at *at; -1: it nests past MAX_DEPTH (*deep set); 0: the value
 * is read on byte by byte from *at, outside any string, at depth
 * *depth.
 */
static int
blocks_end(const char *t, size_t n, size_t *at, int *depth, int *deep)
{
	const __m128i quote = _mm_set1_epi8('"'), bs = _mm_set1_epi8('\\');
	const __m128i bit = _mm_set1_epi8(0x20), open = _mm_set1_epi8('{');
	const __m128i close = _mm_set1_epi8('}');
	uint64_t carry = 0, q, in, op, cl, m, b;
	__m128i v[4], w[4];
	size_t i = *at;
	int k, d = 0;

	for (; i + 64 <= n; i += 64) {
		for (k = 0; k < 4; k++) {
			v[k] = _mm_loadu_si128((const __m128i *)(const void *)
			    (t + i + 16 * k));
			w[k] = _mm_or_si128(v[k], bit);
		}
		if (bits_eq(v, bs) != 0)
			break;
		q = bits_eq(v, quote);
		in = q ^ q << 1;
		in ^= in << 2;
		in ^= in << 4;
		in ^= in << 8;
		in ^= in << 16;
		in ^= in << 32;
		in ^= carry;
		carry = (uint64_t)0 - (in >> 63);
		op = bits_eq(w, open) & ~in;
		cl = bits_eq(w, close) & ~in;
		if ((op | cl) == 0)
			continue;
		if (__builtin_popcountll(cl) < d && d + __builtin_popcountll(op) <=
		    MAX_DEPTH) {
			d += __builtin_popcountll(op) - __builtin_popcountll(cl);
			continue;
		}
		for (m = op | cl; m != 0; m &= m - 1) {
			b = m & (0 - m);
			if (op & b) {
				if (++d > MAX_DEPTH) {
					*deep = 1;
					return -1;
				}
			} else if (--d == 0) {
				*at = i + (size_t)__builtin_ctzll(m) + 1;
				return 1;
			}
		}
	}
	*depth = d;
	/* in a string: the value is read on from its opening quote, the last
	 * quote before i */
	if (carry != 0)
		while (t[i - 1] != '"')
			i--;
	*at = carry != 0 ? i - 1 : i;
	return 0;
}
#endif

/* The end of the value at t[i] (fuzz_json_scan.h). */
size_t
fuzz_value_end(const char *t, size_t n, size_t i, int *deep)
{
	int depth = 0;

	if (i >= n)
		return 0;
	if (t[i] == '"')
		return string_end(t, n, i);
	if (t[i] != '{' && t[i] != '[') {
		while (i < n && !fuzz_json_blank(t[i]) && t[i] != ',' &&
		    t[i] != '}' && t[i] != ']')
			i++;
		return i;
	}
	/* only quotes and brackets matter here: the rest is skipped
	 * (stop_at), and a string (short, in a container) inline; whole
	 * blocks at a time where the machine can (blocks_end) */
#ifdef __SSE2__
	switch (blocks_end(t, n, &i, &depth, deep)) {
	case 1:
		return i;
	case -1:
		return 0;
	}
#endif
	for (; i < n; i++) {
		if ((i = stop_at(t, n, i, 0)) >= n)
			break;
		switch (mark[(unsigned char)t[i]]) {
		case 1:
			/* to the closing quote, a backslash taking the byte
			 * after it */
			for (i = stop_at(t, n, i + 1, 1); i < n &&
			    t[i] == '\\'; i = stop_at(t, n, i + 2, 1))
				;
			if (i >= n)
				return 0;
			break;
		case 2:
			if (++depth > MAX_DEPTH) {
				*deep = 1;
				return 0;
			}
			break;
		default:
			if (--depth == 0)
				return i + 1;
			break;
		}
	}
	return 0;
}

#define SAME_BLOCK	256

/* How far two texts agree (fuzz_json_scan.h). */
size_t
fuzz_same_front(const char *a, const char *b, size_t n)
{
	uint64_t x, y;
	size_t i = 0;

	/* memcmp a block at a time (the C library's is vectorised), then
	 * the block that differs eight bytes at a time */
	while (i + SAME_BLOCK <= n && memcmp(a + i, b + i, SAME_BLOCK) == 0)
		i += SAME_BLOCK;
	for (; i + 8 <= n; i += 8) {
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		if (x != y)
			break;
	}
	while (i < n && a[i] == b[i])
		i++;
	return i;
}

size_t
fuzz_same_back(const char *a, const char *b, size_t n)
{
	uint64_t x, y;
	size_t i = 0;

	while (i + SAME_BLOCK <= n && memcmp(a - i - SAME_BLOCK, b - i -
	    SAME_BLOCK, SAME_BLOCK) == 0)
		i += SAME_BLOCK;
	for (; i + 8 <= n; i += 8) {
		memcpy(&x, a - i - 8, 8);
		memcpy(&y, b - i - 8, 8);
		if (x != y)
			break;
	}
	while (i < n && a[-1 - (long)i] == b[-1 - (long)i])
		i++;
	return i;
}
