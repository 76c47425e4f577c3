/* SPDX-License-Identifier: GPL-3.0-or-later */
/* template.c - {{var}} and {{#section}} expansion (see template.h). */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "home.h"
#include "pbem_limits.h"
#include "log.h"
#include "template.h"
#include "util.h"

void
tvars_set(struct tvars *t, const char *key, const char *val)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->key[i], key) == 0) {
			t->val[i] = val;
			return;
		}
	if (t->n < TVARS_MAX) {
		t->key[t->n] = key;
		t->val[t->n++] = val;
	}
}

static const char *
tvars_get(const struct tvars *t, const char *key, size_t klen)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strlen(t->key[i]) == klen &&
		    memcmp(t->key[i], key, klen) == 0)
			return t->val[i];
	return NULL;
}

int
template_expand(const char *text, const struct tvars *t, struct buf *out,
    struct pbem_err *err)
{
	const char *p = text, *open, *close, *name, *endtag, *v;
	char tag[80];
	size_t nlen;
	int keep;

	while ((open = strstr(p, "{{")) != NULL) {
		buf_add(out, p, (size_t)(open - p));
		if ((close = strstr(open + 2, "}}")) == NULL)
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "template: "
			    "unclosed {{");
		name = open + 2;
		nlen = (size_t)(close - name);
		if (nlen == 0 || nlen >= sizeof tag - 4)
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "template: "
			    "bad tag");
		if (*name == '#' || *name == '^') {
			snprintf(tag, sizeof tag, "{{/%.*s}}", (int)nlen - 1,
			    name + 1);
			if ((endtag = strstr(close + 2, tag)) == NULL)
				return pbem_fail(err, PBEM_ERR_PARSE, 0,
				    "template: %s missing", tag);
			v = tvars_get(t, name + 1, nlen - 1);
			keep = v != NULL && *v != '\0';
			if (*name == '^')
				keep = !keep;
			if (keep) {
				/* Expand the section's inside recursively. */
				char *inner = strndup(close + 2,
				    (size_t)(endtag - close - 2));
				int rc;
				if (inner == NULL)
					return PBEM_ERR_NOMEM;
				rc = template_expand(inner, t, out, err);
				free(inner);
				if (rc != PBEM_OK)
					return rc;
			}
			p = endtag + strlen(tag);
			/* A section tag alone on its line leaves no blank. */
			if (*p == '\n' && (open == text || open[-1] == '\n'))
				p++;
			continue;
		}
		v = tvars_get(t, name, nlen);
		if (v)
			buf_adds(out, v);
		p = close + 2;
	}
	buf_adds(out, p);
	return out->failed ? pbem_fail(err, out->failed, 0, "template output "
	    "too large") : PBEM_OK;
}

int
template_render(const char *name, const struct tvars *t, struct buf *out,
    struct pbem_err *err)
{
	char path[PATH_MAX], *text;
	int rc;

	if ((size_t)snprintf(path, sizeof path, "%s/templates/%s.txt",
	    home_datadir(), name) >= sizeof path)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	if ((rc = util_read_file(path, PBEM_MAX_SCENARIO, &text, NULL,
	    err)) != PBEM_OK)
		return rc;
	rc = template_expand(text, t, out, err);
	free(text);
	return rc;
}

/* Find `key` in the sentences file: the text after "key =", with \n
 * turned into a newline, into out. */
static int
sentence_find(const char *file, const char *key, struct buf *out)
{
	const char *p = file, *nl, *eq, *v, *end;
	size_t klen = strlen(key);

	for (; *p; p = nl ? nl + 1 : p + strlen(p)) {
		nl = strchr(p, '\n');
		end = nl ? nl : p + strlen(p);
		if (*p == '#' || (size_t)(end - p) <= klen ||
		    memcmp(p, key, klen) != 0)
			continue;
		for (eq = p + klen; eq < end && (*eq == ' ' || *eq == '\t');
		    eq++)
			;
		if (eq == end || *eq != '=')
			continue;
		for (v = eq + 1; v < end && *v == ' '; v++)
			;
		for (; v < end; v++) {
			if (v[0] == '\\' && v + 1 < end && v[1] == 'n') {
				buf_addc(out, '\n');
				v++;
			} else
				buf_addc(out, *v);
		}
		return PBEM_OK;
	}
	return PBEM_ERR_NOTFOUND;
}

int
template_sentence(const char *key, const struct tvars *t, struct buf *out,
    struct pbem_err *err)
{
	struct buf raw;
	char path[PATH_MAX], *text;
	int rc;

	if ((size_t)snprintf(path, sizeof path, "%s/templates/sentences.txt",
	    home_datadir()) >= sizeof path)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "path too long");
	if ((rc = util_read_file(path, PBEM_MAX_SCENARIO, &text, NULL,
	    err)) != PBEM_OK)
		return rc;
	buf_init(&raw, PBEM_MAX_REPORT);
	rc = sentence_find(text, key, &raw);
	free(text);
	if (rc != PBEM_OK) {
		buf_free(&raw);
		return pbem_fail(err, rc, 0, "templates/sentences.txt has no "
		    "sentence %s", key);
	}
	rc = template_expand(buf_str(&raw), t, out, err);
	buf_free(&raw);
	return rc;
}

int
template_vwords(struct buf *out, const char *key, va_list ap)
{
	struct pbem_err err = { 0 };
	struct tvars t;
	const char *name;
	int rc;

	memset(&t, 0, sizeof t);
	while ((name = va_arg(ap, const char *)) != NULL)
		tvars_set(&t, name, va_arg(ap, const char *));
	/* The mail still goes out, with the key in place of the sentence,
	 * but never silently: the host sees why in the log. */
	if ((rc = template_sentence(key, &t, out, &err)) != PBEM_OK) {
		log_error("template %s: %s", key, err.msg);
		buf_addf(out, "[%s]", key);
	}
	return rc;
}

int
template_words(struct buf *out, const char *key, ...)
{
	va_list ap;
	int rc;

	va_start(ap, key);
	rc = template_vwords(out, key, ap);
	va_end(ap);
	return rc;
}

int
template_fail(struct pbem_err *err, enum pbem_rc rc, const char *key, ...)
{
	struct buf b;
	va_list ap;

	buf_init(&b, sizeof err->msg);
	va_start(ap, key);
	template_vwords(&b, key, ap);
	va_end(ap);
	pbem_fail(err, rc, 0, "%s", buf_str(&b));
	buf_free(&b);
	return rc;
}
