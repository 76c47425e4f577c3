/*
 * state_fields.h - reading and writing a module's stored state, written
 * once for every module.  A stored state is hostile input (the referee
 * may amend any field, a disk may hand back garbage), so every read is
 * range-checked and the first bad field is named; and the integer fields
 * of a struct are listed once in a table, so encoding and decoding cannot
 * drift apart (the encoded bytes are hashed into the archive).
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

/* An int member of a struct, by name: a row of a field table. */
struct state_field {
	const char *name;
	size_t off;
};
#define STATE_FIELD(type, f)	{ #f, offsetof(type, f) }
#define STATE_NFIELDS(a)	(sizeof (a) / sizeof (a)[0])

/* The struct's fields as one JSON object. */
json_t *state_fields_encode(const void *base, const struct state_field *f,
    size_t n);
/* Every field from o, each any int (the module checks each field's own
 * domain after); -1 when one is missing or not an int. */
int state_fields_decode(const json_t *o, void *base,
    const struct state_field *f, size_t n);
/* Fields added after states were first stored: 0 when missing, else
 * within 0..hi; -1 otherwise. */
int state_fields_decode_opt(const json_t *o, void *base,
    const struct state_field *f, size_t n, int hi);

#endif
