/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp_armor.c - CRC-24 and radix-64 of OpenPGP ASCII armor
 * (openpgp_armor.h).
 */
#include "openpgp_armor.h"

static const char b64tab[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

uint32_t
armor_crc24(const unsigned char *p, size_t n)
{
	uint32_t crc = 0xb704ceL;
	int i;

	while (n--) {
		crc ^= (uint32_t)*p++ << 16;
		for (i = 0; i < 8; i++) {
			crc <<= 1;
			if (crc & 0x1000000)
				crc ^= 0x1864cfbL;
		}
	}
	return crc & 0xffffffL;
}

void
armor_base64(struct buf *out, const unsigned char *p, size_t n, int wrap)
{
	size_t i, col = 0;
	uint32_t v;

	for (i = 0; i < n; i += 3) {
		v = (uint32_t)p[i] << 16;
		if (i + 1 < n)
			v |= (uint32_t)p[i + 1] << 8;
		if (i + 2 < n)
			v |= p[i + 2];
		buf_addc(out, b64tab[v >> 18 & 63]);
		buf_addc(out, b64tab[v >> 12 & 63]);
		buf_addc(out, i + 1 < n ? b64tab[v >> 6 & 63] : '=');
		buf_addc(out, i + 2 < n ? b64tab[v & 63] : '=');
		if (wrap && (col += 4) >= 64 && i + 3 < n) {
			buf_addc(out, '\n');
			col = 0;
		}
	}
}

int
armor_b64val(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '+')
		return 62;
	if (c == '/')
		return 63;
	return -1;
}
