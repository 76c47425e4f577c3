/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * template.h - the text of every mail pbemd sends lives in templates/.
 *
 * A template starts with header lines (only Subject: is used), a blank
 * line, then the body.  {{name}} inserts a variable; {{#name}}...{{/name}}
 * keeps its text only when the variable is set and non-empty, and
 * {{^name}}...{{/name}} only when it is not.  Sections do not nest with the
 * same name.  No Debian C library does this little, so it is written here.
 */
#ifndef PBEM_TEMPLATE_H
#define PBEM_TEMPLATE_H

#include <stdarg.h>

#include "buf.h"
#include "err.h"

#define TVARS_MAX 48

struct tvars {
	int n;
	const char *key[TVARS_MAX];
	const char *val[TVARS_MAX];
};

void tvars_set(struct tvars *t, const char *key, const char *val);
/* Render text with vars into out. */
int template_expand(const char *text, const struct tvars *t, struct buf *out,
    struct pbem_err *err);
/* Load templates/<name>.txt from the data dir and expand it. */
int template_render(const char *name, const struct tvars *t, struct buf *out,
    struct pbem_err *err);

/* The sentence `key` of templates/sentences.txt, expanded with vars
 * ("refuse.unsigned.why"); a key the file lacks is an error. */
int template_sentence(const char *key, const struct tvars *t,
    struct buf *out, struct pbem_err *err);

/* The sentence `key` expanded with (name, value) string pairs ending in
 * NULL, appended to out: template_words(&b, "notice.late", "turn", "3",
 * NULL).  A missing sentence appends "[KEY]" and returns an error, so a
 * mail is never silently short of a sentence. */
int template_words(struct buf *out, const char *key, ...);
int template_vwords(struct buf *out, const char *key, va_list ap);
/* pbem_fail() with the sentence `key` expanded with (name, value) pairs
 * ending in NULL, as template_words(): a refusal or an error the referee
 * reads comes from templates/ like every other sentence.  Returns rc. */
int template_fail(struct pbem_err *err, enum pbem_rc rc, const char *key,
    ...);

#endif
