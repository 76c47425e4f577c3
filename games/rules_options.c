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

int
rules_set_option(const struct rules_set *s, void *r, const char *key,
    const char *value)
{
	const struct rules_field *f;
	size_t i;

	for (i = 0; i < s->n; i++) {
		f = &s->e[i].f;
		if (f->kind == RULES_K_OPTIONS)
			return rules_option_set(f->opts->t, f->opts->n,
			    (char *)r + f->off, key, value);
	}
	return -1;
}

/* rules_options_read with the path at key. */
static void
options_read(struct rules_rd *rd, const json_t *o, const char *key,
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
			mark = rules_enter(rd, key);
			rules_bad(rd, k, "an unknown option or a bad value");
			rules_leave(rd, mark);
			return;
		}
	}
}

void
rules_options_read(struct rules_rd *rd, const json_t *o,
    const struct rules_option *t, size_t n, void *base)
{
	options_read(rd, o, "options", t, n, base);
}

void
rules_options_field(struct rules_rd *rd, const json_t *o, void *base,
    const struct rules_field *f)
{
	const json_t *v = json_object_get(o, f->key);

	if (f->how & RULES_REQUIRED)
		v = rules_obj(rd, o, f->key, 0);
	options_read(rd, v, f->key, f->opts->t, f->opts->n,
	    (char *)base + f->off);
}

/* Option o's value v as JSON: NULL when no word sets v. */
static json_t *
option_encode(const struct rules_option *o, int v)
{
	int i;

	if (o->is_switch)
		return json_boolean(v);
	if (o->words == NULL)
		return json_integer(v);
	for (i = 0; i < o->nwords; i++)
		if (o->values[i] == v)
			return json_string(o->words[i]);
	return NULL;
}

json_t *
rules_options_encode(const struct rules_options *t, const void *base)
{
	json_t *o = json_object();
	size_t i;
	int v;

	for (i = 0; o != NULL && i < t->n; i++) {
		memcpy(&v, (const char *)base + t->t[i].off, sizeof v);
		if (json_object_set_new(o, t->t[i].key, option_encode(&t->t[i],
		    v)) != 0) {
			json_decref(o);
			return NULL;
		}
	}
	return o;
}
