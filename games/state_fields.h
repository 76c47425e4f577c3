/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * state_fields.h - reading and writing a module's stored state, written
 * once for every module.  A stored state is hostile input (the referee
 * may amend any field, a disk may hand back garbage), so every read is
 * range-checked and the first bad field is named; and the integer fields
 * of a struct are listed once in a table, so encoding and decoding cannot
 * drift apart (the encoded bytes are hashed into the archive).
 *
 * A module's WHOLE state, arrays of structs, nested objects, names and
 * per-side columns included, is better described for state_schema.h's
 * walker (Far Side, The Highest Ground, To The Strongest!); this file is
 * its reader of single values, and the field tables of the modules not
 * moved yet.
 */
#ifndef PBEM_STATE_FIELDS_H
#define PBEM_STATE_FIELDS_H

#include <stddef.h>

#include <jansson.h>

/* A decode in progress: after the first bad field, `bad` is set and
 * `what` names it; later reads go on (returning safe values) so one
 * check at the end suffices. */
struct state_dec {
	int bad;
	char what[64];
};

void state_bad(struct state_dec *d, const char *what);
/* Integer member k of o within lo..hi (a boolean reads as 0 or 1); lo
 * when missing or out of range, which marks d bad. */
int state_int(struct state_dec *d, const json_t *o, const char *k, int lo,
    int hi);
/* Member k of o as an array of n integers within lo..hi (v[i] = 0 where
 * the array is short: counters added after states were first stored). */
void state_ints(struct state_dec *d, const json_t *o, const char *k, int *v,
    int n, int lo, int hi);
/* String member k of o; NULL (and d bad unless optional) when missing. */
const char *state_str(struct state_dec *d, const json_t *o, const char *k,
    int optional);

/*
 * An int member of a struct, by name, with its domain: a row of a field
 * table.  One table serves encoding and decoding, so the two cannot drift
 * apart, and every field a referee may amend is range-checked on the way
 * in.  A bound that depends on the game (the board's width, the number of
 * units) is written STATE_SYM(k) and resolved by the module's bound
 * function when the state is decoded.
 */
struct state_field {
	const char *name;
	size_t off;
	int lo, hi;
	unsigned how;			/* STATE_BOOL */
};
#define STATE_BOOL		0x1u	/* stored as true/false */
#define STATE_ANY_LO		(-2147483647 - 1)
#define STATE_ANY_HI		2147483647
#define STATE_FIELD(type, f)	{ #f, offsetof(type, f), STATE_ANY_LO, \
				    STATE_ANY_HI, 0 }
#define STATE_FIELD_IN(type, f, lo, hi)	{ #f, offsetof(type, f), lo, hi, 0 }
/* A field stored under a key of its own, and a 0/1 flag stored as a
 * JSON boolean. */
#define STATE_FIELD_KEY(type, f, key, lo, hi) \
	{ key, offsetof(type, f), lo, hi, 0 }
#define STATE_FLAG_KEY(type, f, key) \
	{ key, offsetof(type, f), 0, 1, STATE_BOOL }
#define STATE_NFIELDS(a)	(sizeof (a) / sizeof (a)[0])
/* A symbolic bound k (0..999): far outside any real domain. */
#define STATE_SYM(k)		(-1000000000 - (k))
#define STATE_IS_SYM(v)		((v) <= -1000000000 && (v) > -1000001000)
#define STATE_SYM_OF(v)		(-1000000000 - (v))
/* The value of symbolic bound k for this game (ctx: the module's game). */
typedef int (*state_bound_fn)(const void *ctx, int k);

/* The struct's fields as one JSON object. */
json_t *state_fields_encode(const void *base, const struct state_field *f,
    size_t n);
/* The same fields set in the object o: 0, -1 when out of memory. */
int state_fields_put(json_t *o, const void *base, const struct state_field *f,
    size_t n);
/* Every field from o, each within its domain (symbolic bounds through
 * bound(ctx, k); bound may be NULL when the table has none); the first
 * field missing or out of its domain marks d bad and is named, prefixed
 * by `where` ("units[3]"; NULL: none). */
void state_fields_read(struct state_dec *d, const json_t *o, void *base,
    const struct state_field *f, size_t n, state_bound_fn bound,
    const void *ctx, const char *where);
/* Every field from o, each any int (the module checks each field's own
 * domain after); -1 when one is missing or not an int. */
int state_fields_decode(const json_t *o, void *base,
    const struct state_field *f, size_t n);
/* Fields added after states were first stored: 0 when missing, else
 * within 0..hi; -1 otherwise. */
int state_fields_decode_opt(const json_t *o, void *base,
    const struct state_field *f, size_t n, int hi);

#endif
