/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_set_rows.h - what the rules reader's files share (rules_tables.c
 * reads a struct's fields, rules_set_rows.c a whole set's rows,
 * rules_tables_encode.c writes them back); not for modules. */
#ifndef RULES_SET_ROWS_H
#define RULES_SET_ROWS_H

#include "rules_tables.h"

/* Field f of base from o (key: the entry's, or NULL). */
void rules_field_read(struct rules_rd *rd, const json_t *o, const char *key,
    void *base, const struct rules_field *f);

/* The entries of an EACH row or rules_each_fields, the rows of a ROWS
 * row or rules_rows_fields: where they go, by which fields, and the
 * table's after. */
struct each_fields {
	char *array;
	size_t stride;
	const struct rules_field *f;
	size_t n;
	void (*after)(struct rules_rd *rd, const json_t *o, void *base);
};

/* Member key of o is the string want (want NULL: the integer n): 0,
 * or -1 with rd marked ("not \"<want>\""): a CONST row. */
int rules_const(struct rules_rd *rd, const json_t *o, const char *key,
    const char *want, int n);
/* A ROWS row f of base out of o: its rows, counted. */
void rules_rows_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f);
/* A row of the kinds that are no int of base (CONST, ROWS, OPTIONS)
 * back as its own value; NULL for one of the others. */
json_t *rules_set_rows_encode(const char *base, const struct rules_field *f);

#endif
