/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules_options.c - options by name (rules_options.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rules_options.h"
#include "sheet_words.h"

static const char *const on_words[] = { "on", "true", "yes", "1" };
static const char *const off_words[] = { "off", "false", "no", "0" };

/* s as decimal digits only (at most 9) within lo..hi: 0, else -1. */
static int
number(const char *s, int lo, int hi, int *out)
{
	size_t len = strspn(s, "0123456789");
	int v = 0;

	if (len == 0 || len > 9 || s[len] != '\0')
		return -1;
	for (; *s != '\0'; s++)
		v = v * 10 + (*s - '0');
	if (v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

/* What value sets the option o to: 0 with *v, else -1. */
static int
option_value(const struct rules_option *o, const char *value, int *v)
{
	int i;

	if (o->is_switch) {
		if (word_among(value, on_words, 4) >= 0)
			*v = 1;
		else if (word_among(value, off_words, 4) >= 0)
			*v = 0;
		else
			return -1;
		return 0;
	}
	if (o->words == NULL)
		return number(value, o->lo, o->hi, v);
	if ((i = word_among(value, o->words, o->nwords)) < 0)
		return -1;
	*v = o->values[i];
	return 0;
}

void
rules_options_default(const struct rules_option *t, size_t n, void *base)
{
	size_t i;

	for (i = 0; i < n; i++)
		memcpy((char *)base + t[i].off, &t[i].dflt, sizeof t[i].dflt);
}

int
rules_option_set(const struct rules_option *t, size_t n, void *base,
    const char *key, const char *value)
{
	size_t i;
	int v;

	for (i = 0; key != NULL && value != NULL && i < n; i++)
		if (strcasecmp(key, t[i].key) == 0) {
			if (option_value(&t[i], value, &v) != 0)
				return -1;
			memcpy((char *)base + t[i].off, &v, sizeof v);
			return 0;
		}
	return -1;
}

void
rules_options_read(struct rules_rd *rd, const json_t *o,
    const struct rules_option *t, size_t n, void *base)
{
	const char *k;
	json_t *v;
	char text[32];
	size_t mark;

	rules_options_default(t, n, base);
	json_object_foreach((json_t *)o, k, v) {
		if (json_is_boolean(v))
			snprintf(text, sizeof text, "%s", json_is_true(v) ?
			    "true" : "false");
		else if (json_is_integer(v))
			snprintf(text, sizeof text, "%" JSON_INTEGER_FORMAT,
			    json_integer_value(v));
		else
			text[0] = '\0';
		if (rules_option_set(t, n, base, k, json_is_string(v) ?
		    json_string_value(v) : text) != 0) {
			mark = rules_enter(rd, "options");
			rules_bad(rd, k, "an unknown option or a bad value");
			rules_leave(rd, mark);
			return;
		}
	}
}
