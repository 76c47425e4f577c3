/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_options.h - a game's options by name, one table for the two
 * places that set them: the rules data's "options" object (its
 * defaults) and a scenario's OPTION lines.  Each option is an int
 * member of the module's option struct, and is one of:
 *   a switch   on/off, true/false, yes/no, 1/0 (any case)  -> 1 or 0
 *   a number   decimal digits only, within lo..hi
 *   a word     one of the option's words (any case) -> its value
 * Names are matched in any case.  Option values are hostile text (a
 * scenario or a referee's rules data): anything else is refused.
 */
#ifndef PBEM_RULES_OPTIONS_H
#define PBEM_RULES_OPTIONS_H

#include <stddef.h>

#include <jansson.h>

#include "rules_tables.h"

struct rules_option {
	const char *key;
	size_t off;			/* the int member it sets */
	int dflt;			/* before any option is read */
	int lo, hi;			/* a number; a switch is 0..1 */
	int is_switch;
	const char *const *words;	/* a word: words[i] sets values[i] */
	const int *values;
	int nwords;
};
#define RULES_OPT_SWITCH(type, f, k, d) \
	{ .key = k, .off = offsetof(type, f), .dflt = d, .hi = 1, \
	  .is_switch = 1 }
#define RULES_OPT_NUMBER(type, f, k, l, h, d) \
	{ .key = k, .off = offsetof(type, f), .dflt = d, .lo = l, .hi = h }
/* w: the words; v: what each sets (an int array as long as w). */
#define RULES_OPT_WORD(type, f, k, w, v, d) \
	{ .key = k, .off = offsetof(type, f), .dflt = d, .words = w, \
	  .values = v, .nwords = (int)(sizeof (w) / sizeof (w)[0]) }
#define RULES_NOPTIONS(a)	(sizeof (a) / sizeof (a)[0])
/* A table of options with its length, for a row of a rules set. */
struct rules_options {
	const struct rules_option *t;
	size_t n;
};
#define RULES_OPTIONS(a)	{ a, RULES_NOPTIONS(a) }
/* A row (rules_tables.h): the option struct member f, the object at k
 * read by options tb as rules_options_read reads it, the path at k;
 * hw: RULES_REQUIRED (missing or not an object: an error), or 0
 * (missing or not an object: every default). */
#define RULES_OPTS(type, f, k, tb, hw)	{ .key = k, \
	  .kind = RULES_K_OPTIONS, .off = offsetof(type, f), .opts = &(tb), \
	  .how = hw }

/* Every option of the table at its default. */
void rules_options_default(const struct rules_option *t, size_t n,
    void *base);
/* Option key set to value: 0, or -1 (nothing set) for an unknown key or
 * a value it does not take. */
int rules_option_set(const struct rules_option *t, size_t n, void *base,
    const char *key, const char *value);
/* Defaults, then each member of o (an object; anything else sets
 * none) in the file's order: a JSON true/false, a whole number or a
 * string, as rules_option_set reads its text.  The first refused one is
 * an error, "options.<key>: an unknown option or a bad value". */
void rules_options_read(struct rules_rd *rd, const json_t *o,
    const struct rules_option *t, size_t n, void *base);
/* Option key of a rules set's options (its first OPTIONS row) set to
 * value in the struct r the set reads (a scenario's OPTION line over
 * the rules data's defaults): 0, or -1 as rules_option_set, or when
 * the set has no options. */
int rules_set_option(const struct rules_set *s, void *r, const char *key,
    const char *value);
/* An OPTIONS row f of base out of o (rules_tables.c reads it so). */
void rules_options_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f);
/* The options back as the object rules_options_read reads, in the
 * table's order: a switch true or false, a number, a word (the first
 * whose value the member holds); NULL when a member holds a value no
 * word sets. */
json_t *rules_options_encode(const struct rules_options *t,
    const void *base);

#endif
