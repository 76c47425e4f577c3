/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * reading.c - which lines of a signed text are read as a sheet at all.
 *
 * A player answers a report by replying to it, and a mail program's reply
 * carries more than the orders: the report it quotes (`> ` lines), the
 * line that introduces the quote ("On ..., pbemd wrote:") and the
 * sender's signature (everything after a "-- " line, RFC 3676 4.3).
 * None of that is an order, so none of it reaches the envelope parser or
 * a rules module: reading_make() empties those lines (and every line
 * after an END line, which ends a sheet on purpose) in a copy of the
 * text, keeping every line where it was, so an error still names the
 * line the player wrote.  The counts go into the receipt.
 *
 * Only ever a copy: the signed text itself, and its hash, stay as sent.
 * intake.c reads every sheet this way, and replay.c every stored one, so
 * a sheet means the same on the day it came and years later.  Never
 * touches the store, gpgme or a rules module.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "orders.h"

/* The line's text without its line end and trailing blanks. */
static size_t
trimmed(const char *p, size_t n)
{
	while (n && (p[n - 1] == '\r' || p[n - 1] == ' ' || p[n - 1] == '\t'))
		n--;
	return n;
}

static size_t
lead(const char *p, size_t n)
{
	size_t i = 0;

	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	return i;
}

static int
is_quoted(const char *p, size_t n)
{
	size_t i = lead(p, n);

	return i < n && p[i] == '>';
}

/* "-- " (or "--", as some clients trim it): the signature follows. */
static int
is_sig_separator(const char *p, size_t n)
{
	return trimmed(p, n) == 2 && p[0] == '-' && p[1] == '-';
}

/* A line whose first word (up to a blank or '#') is END. */
static int
is_end(const char *p, size_t n)
{
	size_t i = lead(p, n), j = i;

	while (j < n && p[j] != ' ' && p[j] != '\t' && p[j] != '\r' &&
	    p[j] != '#')
		j++;
	return j - i == 3 && strncasecmp(p + i, "END", 3) == 0;
}

/* A quoted envelope line ("> Game: g1"): the player kept the sheet's
 * lines quoted, and the refusal can say so. */
static int
is_quoted_envelope(const char *p, size_t n)
{
	size_t i = lead(p, n);

	while (i < n && (p[i] == '>' || p[i] == ' ' || p[i] == '\t'))
		i++;
	return n - i > 5 && strncasecmp(p + i, "Game:", 5) == 0;
}

struct line {
	const char *p;
	size_t n;
};

/* Split text into lines (without '\n'); returns the count. */
static size_t
split(const char *text, size_t len, struct line *l, size_t max)
{
	const char *p = text, *end = text + len, *nl;
	size_t k = 0;

	while (p < end && k < max) {
		nl = memchr(p, '\n', (size_t)(end - p));
		l[k].p = p;
		l[k].n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		k++;
		p = nl ? nl + 1 : end;
	}
	return k;
}

/*
 * The attribution line: the last line before a block of quoted lines
 * (blank lines between allowed), ending in ':' ("On Mon, ... wrote:",
 * "Am ... schrieb X:").  An envelope or order line never ends in ':'.
 */
static int
is_attribution(const struct line *l, size_t k, size_t nlines,
    const unsigned char *gone)
{
	size_t n = trimmed(l[k].p, l[k].n), j;

	if (n == 0 || l[k].p[n - 1] != ':' || is_quoted(l[k].p, l[k].n))
		return 0;
	for (j = k + 1; j < nlines; j++) {
		if (gone[j] == 0 && trimmed(l[j].p, l[j].n) == 0)
			continue;
		return is_quoted(l[j].p, l[j].n);
	}
	return 0;
}

int
reading_make(const char *text, size_t len, struct reading *r)
{
	struct line *l = NULL;
	unsigned char *gone = NULL;
	size_t nlines = 1, k, i;
	char *w;
	int ended = 0, signed_off = 0;

	memset(r, 0, sizeof *r);
	for (i = 0; i < len; i++)
		nlines += text[i] == '\n';
	if ((l = calloc(nlines, sizeof *l)) == NULL ||
	    (gone = calloc(nlines, 1)) == NULL ||
	    (r->text = malloc(len + 1)) == NULL) {
		free(l);
		free(gone);
		return PBEM_ERR_NOMEM;
	}
	nlines = split(text, len, l, nlines);
	/* Quotes first: the attribution is known by the quote after it. */
	for (k = 0; k < nlines; k++)
		if (is_quoted(l[k].p, l[k].n)) {
			gone[k] = 'q';
			r->quoted++;
			if (is_quoted_envelope(l[k].p, l[k].n))
				r->quoted_envelope = 1;
		}
	for (k = 0; k < nlines; k++) {
		if (gone[k])
			continue;
		if (!signed_off && is_sig_separator(l[k].p, l[k].n)) {
			signed_off = 1;
			r->signature++;
			gone[k] = 's';
		} else if (signed_off || ended) {
			/* blank lines after the end are not worth counting */
			if (trimmed(l[k].p, l[k].n) > 0) {
				if (signed_off)
					r->signature++;
				else
					r->after_end++;
			}
			gone[k] = 'e';
		} else if (is_attribution(l, k, nlines, gone)) {
			r->attribution++;
			gone[k] = 'a';
		} else if (is_end(l[k].p, l[k].n))
			ended = 1;
	}
	/* The copy: each left-out line emptied, every line end kept. */
	for (k = 0, w = r->text; k < nlines; k++) {
		if (!gone[k]) {
			memcpy(w, l[k].p, l[k].n);
			w += l[k].n;
		}
		if (l[k].p + l[k].n < text + len)
			*w++ = '\n';
	}
	*w = '\0';
	r->len = (size_t)(w - r->text);
	free(l);
	free(gone);
	return PBEM_OK;
}

void
reading_free(struct reading *r)
{
	free(r->text);
	r->text = NULL;
	r->len = 0;
}

/*
 * Line `line` (1-based) of text, as the player wrote it, for an error
 * message: leading and trailing blanks cut, a control character shown as
 * '?', cut at about 60 characters ("...").  "" when the line is blank or
 * not there.
 */
const char *
reading_quote(const char *text, size_t len, int line, char *out, size_t n)
{
	const char *p = text, *end = text + len, *nl;
	size_t l, i, o = 0, lim;
	int k;

	out[0] = '\0';
	if (line < 1 || n < 8)
		return out;
	for (k = 1; k < line && p < end; k++) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			return out;
		p = nl + 1;
	}
	if (p >= end)
		return out;
	nl = memchr(p, '\n', (size_t)(end - p));
	l = trimmed(p, nl ? (size_t)(nl - p) : (size_t)(end - p));
	i = lead(p, l);
	lim = n - 4 < 60 ? n - 4 : 60;
	for (; i < l && o < lim; i++)
		out[o++] = (unsigned char)p[i] < 0x20 || p[i] == 0x7f ? '?' :
		    p[i];
	if (i < l) {
		/* do not cut a UTF-8 sequence in half */
		while (o > 0 && ((unsigned char)out[o - 1] & 0xc0) == 0x80)
			o--;
		if (o > 0 && ((unsigned char)out[o - 1] & 0xc0) == 0xc0)
			o--;
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o] = '\0';
	return out;
}

/*
 * One error line of a receipt or refusal, pointing at what the player
 * wrote: `  line 6: "ACT N3 FIRE X9": no enemy X9 in sight`.  Line 0 is
 * the sheet as a whole (`  sheet: ...`); a blank line is not quoted.
 */
void
reading_error(struct buf *out, const char *text, size_t len, int line,
    const char *msg)
{
	char q[80];

	if (line < 1)
		buf_addf(out, "  sheet: %s\n", msg);
	else if (*reading_quote(text, len, line, q, sizeof q) == '\0')
		buf_addf(out, "  line %d: %s\n", line, msg);
	else
		buf_addf(out, "  line %d: \"%s\": %s\n", line, q, msg);
}
