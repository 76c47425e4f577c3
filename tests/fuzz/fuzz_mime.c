/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_mime.c - libFuzzer target for the first thing a hostile mail meets:
 * orders/mime.c (libetpan underneath).  The input is a raw RFC 5322 mail.
 * Every path that a mail can take through mime_parse() is followed further
 * the way intake.c would: the signed entity's text is extracted, the
 * preview is parsed as an envelope.  Nothing here touches gpgme or sqlite.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "orders.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mime_msg m;
	struct envelope env;
	struct pbem_err err;
	char *raw, *text = NULL;
	size_t tlen = 0;

	if (size > PBEM_MAX_MAIL)
		return 0;
	/* A private copy: libetpan's results point into the buffer, and a
	 * missing NUL at the end must never be read (ASan sees past it). */
	if ((raw = malloc(size ? size : 1)) == NULL)
		return 0;
	memcpy(raw, data, size);
	if (mime_parse(raw, size, &m) == PBEM_OK) {
		if (m.preview)
			(void)envelope_parse(m.preview, m.preview_len, &env,
			    &err);
		if (m.kind == MIME_PGPMIME && m.signed_data &&
		    mime_entity_text(m.signed_data, m.signed_len, &text,
		    &tlen, &err) == PBEM_OK)
			free(text);
		mime_msg_free(&m);
	}
	/* The entity parser on its own: a signed part is any bytes. */
	text = NULL;
	if (mime_entity_text(raw, size, &text, &tlen, &err) == PBEM_OK)
		free(text);
	free(raw);
	return 0;
}
