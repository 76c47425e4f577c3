/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_refs.h - the fields naming another table's keys, as the rules
 * reader (rules_tables.c) reads them (rules_refs.c); not for modules. */
#ifndef RULES_REFS_H
#define RULES_REFS_H

#include "rules_tables.h"

/* Field f of base from the object o, rd->data holding the tables its
 * keys name: a REF (one key, null, missing, or an array of them), an
 * ANY (names each taken as a bit by the first of f's rows that knows
 * it), MARKS (an entry's mark set for each key). */
void rules_ref_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f);
void rules_any_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f);
void rules_marks_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f);
/* The table t (an EACH row f's) has the entry keyed f->text; else rd is
 * marked. */
void rules_needed_entry(struct rules_rd *rd, const json_t *t,
    const struct rules_field *f);
/* The table the REF fields of f[n] name (NULL: none) into *dep: 0, or
 * -1 when they name two (an entry the memo does not keep). */
int rules_ref_table(const struct rules_rd *rd, const struct rules_field *f,
    size_t n, const json_t **dep);

#endif
