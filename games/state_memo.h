/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_memo.h - what a module makes of a state's fixed parts, kept for
 * the next decode.  A stored state carries its rules data and its
 * scenario text (game.h rule 2), and decoding it parses both again
 * before laying the stored values over them: the same work for every
 * state of a game.  A module hands the result of that parse (a byte
 * image of its struct) to the memo, keyed by the parts it came from;
 * the next decode of a state with equal parts copies the image instead.
 *
 * The parse is a function of the parts alone, so a copied image is the
 * bytes the parse would give: decoding stays deterministic.  The text is
 * compared byte for byte; the rules data, tens of kilobytes of tables
 * that a full comparison would take as long to walk as to read, is the
 * same JSON value (a reference is held, so a freed value's address is
 * never taken for it): a state is read-only input (module.h decode) and
 * its values are never changed in place.  Each thread has its own few
 * slots (no locking, no sharing), each image at most STATE_MEMO_MAX
 * bytes; a module owns what its image points to and sets such members
 * again after a copy.
 */
#ifndef PBEM_STATE_MEMO_H
#define PBEM_STATE_MEMO_H

#include <stddef.h>

#include <jansson.h>

#define STATE_MEMO_MAX	(512 * 1024)

/* Copy into out the image `module` kept for these parts (rules: the same
 * value; text: the same bytes; each may be NULL): 1, or 0 when there is
 * none (out untouched). */
int state_memo_get(const char *module, const json_t *rules,
    const char *text, void *out, size_t size);
/* Keep size bytes at in as the image for these parts (silently nothing
 * when out of memory or over the bound). */
void state_memo_put(const char *module, const json_t *rules,
    const char *text, const void *in, size_t size);

#endif
