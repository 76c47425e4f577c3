/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_envelope.c - libFuzzer target for orders/envelope.c, the signed
 * Game:/Side:/Turn:/Phase: lines.  The input is a sheet's text as gpgme
 * (or mime_entity_text) hands it over: any bytes, not NUL-terminated.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "orders.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct envelope e;
	struct pbem_err err;
	char *text, *norm;
	size_t nlen;

	if (size > PBEM_MAX_SHEET)
		return 0;
	if ((text = malloc(size ? size : 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	if (envelope_parse(text, size, &e, &err) == PBEM_OK) {
		/* The body must lie inside the input. */
		if (e.body < text || e.body + e.body_len > text + size)
			abort();
	}
	/* As intake.c does for clearsigned text: normalise, then parse. */
	if ((norm = mime_normalize_text(text, size, size & 1, &nlen)) != NULL) {
		(void)envelope_parse(norm, nlen, &e, &err);
		free(norm);
	}
	free(text);
	return 0;
}
