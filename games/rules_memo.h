/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_memo.h - the fields of a rules entry read before, kept while a
 * stored state is decoded.  A decode makes the game again from the
 * state's rules data (state_memo.h keeps the result for the same rules
 * value), and a state whose rules differ in one field read every table
 * again: hundreds of entries, each field looked up, range-checked and
 * its names matched.  The entries the change did not touch are the same
 * JSON values (a state is read-only input: module.h decode), so what
 * rules_fields_keyed wrote for such an entry, byte for byte, is kept by
 * the value, the field table and the entry's key, and written again.
 *
 * Only an entry read without an error is kept (a refusal is read again,
 * in the same words), never one of a table whose defaults come from the
 * struct (RULES_FROM) or of a field kind this file does not know, and
 * only inside a scope (rules_memo_scope): the decoding of a stored state,
 * whose JSON is never changed in place.  A reference to each value kept
 * is held, so a freed value's address is never taken for it.  Each
 * thread has its own slots.
 */
#ifndef PBEM_RULES_MEMO_H
#define PBEM_RULES_MEMO_H

#include <stddef.h>

#include <jansson.h>

#include "rules_tables.h"

/* Enter (1) or leave (0) a scope where the memo is used. */
void rules_memo_scope(int enter);
/* What rules_fields_keyed wrote for (o, key, f, n) written into base
 * again: 1, or 0 when none is kept (base untouched).  dep is the table
 * the entry's REF fields name (NULL: none): their indexes come from its
 * keys, not from o, so an entry is kept by it too (a state whose other
 * tables changed shares o, yet its REF may name another place). */
int rules_memo_get(const json_t *o, const json_t *dep, const char *key,
    void *base, const struct rules_field *f, size_t n);
/* Keep what rules_fields_keyed just wrote into base for (o, dep, key, f,
 * n), read without an error. */
void rules_memo_put(const json_t *o, const json_t *dep, const char *key,
    const void *base, const struct rules_field *f, size_t n);

#endif
