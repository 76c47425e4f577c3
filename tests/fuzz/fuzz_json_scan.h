/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_json_scan.h - the byte scans the state loader cuts a text by
 * (fuzz_json_scan.c). */
#ifndef PBEM_FUZZ_JSON_SCAN_H
#define PBEM_FUZZ_JSON_SCAN_H

#include <stddef.h>

/* JSON's blanks between values. */
static inline int
fuzz_json_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The end of the value at t[i] (of t's n bytes): one past its last
 * byte; 0 when it does not end in the text, or when it nests too deep
 * (then *deep is set, and the whole text is left to jansson).  Exact on
 * JSON: the part it ends is the text of one value. */
size_t fuzz_value_end(const char *t, size_t n, size_t i, int *deep);

/* The bytes two texts have alike from the front, a and b their starts;
 * and from the back, a and b one past their ends (at most n). */
size_t fuzz_same_front(const char *a, const char *b, size_t n);
size_t fuzz_same_back(const char *a, const char *b, size_t n);

#endif
