/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz_state_load.h - a state's text into JSON, its unchanged parts taken
 * from earlier inputs (fuzz_state_load.c). */
#ifndef PBEM_FUZZ_STATE_LOAD_H
#define PBEM_FUZZ_STATE_LOAD_H

#include <stddef.h>

#include <jansson.h>

/* What json_loadb(text, len, 0, NULL) gives (NULL when it refuses the
 * text); the tree may share parts with earlier ones: read it only. */
json_t *fuzz_state_load(const char *text, size_t len);

#endif
