/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fuzz_archive.c - libFuzzer target for `pbemd replay --archive`: an
 * exported game.json is whatever the person who hands it over says it
 * is, so the archive reader must refuse or re-adjudicate it, never crash,
 * hang or leak.  The input is the archive text, read as replay --archive
 * reads it.  Seeds: the first phases of both demo games' exports
 * (corpus/make-archive-seeds).
 */
#include <stdint.h>
#include <string.h>

#include "phase.h"
#include "pbem_limits.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pbem_err err;
	char last[HASH_HEX_LEN];
	json_t *a;
	int checked;

	if (size > PBEM_MAX_SCENARIO * 4)
		return 0;
	a = json_loadb((const char *)data, size, JSON_REJECT_DUPLICATES, NULL);
	if (a == NULL)
		return 0;
	memset(&err, 0, sizeof err);
	(void)replay_archive(a, 0, &checked, last, &err);
	json_decref(a);
	return 0;
}
