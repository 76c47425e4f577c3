/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hash.c - SHA-256 helpers over libgcrypt. */
#include <string.h>

#include <gcrypt.h>

#include "hash.h"

void
hash_sha256(const void *p, size_t n, unsigned char out[HASH_LEN])
{
	gcry_md_hash_buffer(GCRY_MD_SHA256, out, p, n);
}

void
hash_hex(const unsigned char *p, size_t n, char *out)
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < n; i++) {
		out[2 * i] = digits[p[i] >> 4];
		out[2 * i + 1] = digits[p[i] & 15];
	}
	out[2 * n] = '\0';
}

void
hash_sha256_hex(const void *p, size_t n, char out[HASH_HEX_LEN])
{
	unsigned char h[HASH_LEN];

	hash_sha256(p, n, h);
	hash_hex(h, HASH_LEN, out);
}

static int
hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

int
hash_unhex(const char *hex, unsigned char *out, size_t n)
{
	size_t i;
	int hi, lo;

	if (strlen(hex) != 2 * n)
		return -1;
	for (i = 0; i < n; i++) {
		if ((hi = hexval(hex[2 * i])) < 0 ||
		    (lo = hexval(hex[2 * i + 1])) < 0)
			return -1;
		out[i] = (unsigned char)(hi << 4 | lo);
	}
	return 0;
}
