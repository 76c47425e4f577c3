/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * json_pointer.h - RFC 6901 JSON pointers: how the referee's `amend` (and
 * the tests that play at being it) name a place in a game's state.
 */
#ifndef PBEM_JSON_POINTER_H
#define PBEM_JSON_POINTER_H

#include <jansson.h>

/* Set the value at ptr (e.g. "/units/0/face") in root to val (root takes
 * its own reference).  Without `add` the value must exist (RFC 6902
 * "replace"); with it, an object may gain the member ("add").  *old, if
 * not NULL, gets a new reference to the value replaced (NULL if none).
 * -1: ptr names no place that may be set. */
int json_pointer_set(json_t *root, const char *ptr, json_t *val, int add,
    json_t **old);

#endif
