/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hash.h - SHA-256 (libgcrypt) as bytes and as lowercase hex. */
#ifndef PBEM_HASH_H
#define PBEM_HASH_H

#include <stddef.h>

#define HASH_LEN	32
#define HASH_HEX_LEN	65	/* 64 hex digits + NUL */

void hash_sha256(const void *p, size_t n, unsigned char out[HASH_LEN]);
void hash_sha256_hex(const void *p, size_t n, char out[HASH_HEX_LEN]);
void hash_hex(const unsigned char *p, size_t n, char *out);	/* out: 2n+1 */
int hash_unhex(const char *hex, unsigned char *out, size_t n);	/* 0 ok */

#endif
