/* SPDX-License-Identifier: GPL-3.0-or-later */
/* state_schema_walk.h - what the walker's files share (state_schema.c
 * decodes, state_schema_checks.c checks, state_schema_encode.c encodes,
 * state_schema_walk.c: their common steps); not for modules. */
#ifndef STATE_SCHEMA_WALK_H
#define STATE_SCHEMA_WALK_H

#include "state_schema.h"

#define AT(base, off)	((char *)(base) + (off))
#define INT_AT(base, off)	(*(int *)(void *)AT(base, off))

/* The case labels of the kinds a JSON array holds (dec_array,
 * enc_array). */
#define CASE_ARRAY_KINDS \
	case SK_INTS: case SK_BYTES: case SK_STRS: case SK_NAMES: \
	case SK_LIST: case SK_PTS: case SK_XY

/* Element i of a LIST: its base, and in *sub its members' table (COLS:
 * each member moved on by i of its own column's stride, in cols). */
void *state_list_elem(const struct state_node *n, const void *base, int i,
    struct state_node *cols, const struct state_node **sub);

/* SK_XY of one pair (S_XY_ONE): no COUNT, max 0. */
#define XY_ONE(n)	((n)->kind == SK_XY && !((n)->how & STATE_COUNT) && \
			    (n)->max == 0)

/* An OPT int's default: def, or (FROM) the int member at count. */
#define INT_DEF(base, n)	(((n)->how & STATE_FROM) ? \
			    INT_AT(base, (n)->count) : (n)->def)
/* Has node n a condition (when, or STATE_WHEN_SET), and is it met for
 * the struct at base (1: written and read; no condition: 1)? */
#define HAS_WHEN(n)	((n)->when != NULL || (n)->when_n != 0 || \
			    ((n)->how & (STATE_IS | STATE_SINCE)))
int state_when(const struct state_walk *w, const void *base,
    const struct state_node *n);
/* A row decoding checks and never stores (SK_MATCH, SK_ORDER, SK_TALLY,
 * SK_RANGE, SK_UNIQUE) over the struct at base: 0, or -1 when it fails
 * (state_schema_checks.c). */
int state_check_row(const struct state_walk *w, void *base,
    const struct state_node *n);
/* A fixed list of columns (S_COLS_SOME): is every int of every column
 * its row's default (1) or not (0); with set, make each so (1). */
int state_cols_default(void *base, const struct state_node *n, int set);

#endif
