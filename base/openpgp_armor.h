/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp_armor.h - the pieces of OpenPGP ASCII armor (RFC 4880 6) that
 * the in-process signer writes (openpgp_sig.c) and the batch verifier
 * reads back (openpgp_batch.c): the CRC-24 and radix-64.
 */
#ifndef PBEM_OPENPGP_ARMOR_H
#define PBEM_OPENPGP_ARMOR_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/* RFC 4880 6.1: the CRC-24 of n bytes. */
uint32_t armor_crc24(const unsigned char *p, size_t n);
/* n bytes as radix-64 onto out, lines of 64 if `wrap`. */
void armor_base64(struct buf *out, const unsigned char *p, size_t n,
    int wrap);
/* The value of a radix-64 digit, or -1 ('=' included). */
int armor_b64val(int c);

#endif
