/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sheet_words.c - lines and words of sheets and scenarios (sheet_words.h). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "rules_number.h"
#include "sheet_words.h"

static int
blank(int c, unsigned flags)
{
	return c == ' ' || c == '\t' || c == '\r' ||
	    (c == ',' && (flags & SHEET_WORDS_COMMA));
}

int
sheet_words(char *line, char **tok, int max, unsigned flags)
{
	char *p = line;
	int n = 0;

	for (;;) {
		while (blank((unsigned char)*p, flags))
			p++;
		if (*p == '\0' || *p == '#')
			return n;
		if (n == max)
			return -1;
		if (*p == '"' && (flags & SHEET_WORDS_QUOTES)) {
			tok[n++] = ++p;
			while (*p != '\0' && *p != '"')
				p++;
			if (*p == '\0' && (flags & SHEET_WORDS_CLOSE_QUOTE))
				return -1;
		} else {
			tok[n++] = p;
			while (*p != '\0' && (*p != '#' ||
			    (flags & SHEET_WORDS_HASH_WORD)) &&
			    !blank((unsigned char)*p, flags))
				p++;
		}
		if (*p == '#') {
			*p = '\0';
			return n;
		}
		if (*p == '\0')
			return n;
		*p++ = '\0';
	}
}

void
sheet_lines_init(struct sheet_lines *r, const char *text, size_t len,
    int first_line, unsigned flags)
{
	memset(r, 0, sizeof *r);
	r->text = text;
	r->len = len;
	r->line = first_line - 1;
	r->flags = flags;
	r->max_words = SHEET_WORDS_DEFAULT;
}

/* Line text[0..l-1] into buf, a blank either side of every colon when
 * the reader was told so (buf holds 3 * PBEM_MAX_LINE + 1). */
static size_t
copy_line(struct sheet_lines *r, const char *text, size_t l)
{
	size_t i, n = 0;

	if (!(r->flags & SHEET_LINES_COLON)) {
		memcpy(r->buf, text, l);
		return l;
	}
	for (i = 0; i < l; i++) {
		if (text[i] == ':') {
			r->buf[n++] = ' ';
			r->buf[n++] = ':';
			r->buf[n++] = ' ';
		} else
			r->buf[n++] = text[i];
	}
	return n;
}

int
sheet_lines_next(struct sheet_lines *r)
{
	size_t l;

	r->ntok = 0;
	r->why = NULL;
	if (r->pos >= r->len || r->count > PBEM_MAX_SHEET_LINES)
		return 0;
	r->line++;
	if (++r->count > PBEM_MAX_SHEET_LINES) {
		r->why = "too many lines";
		return -1;
	}
	for (l = 0; r->pos + l < r->len && r->text[r->pos + l] != '\n'; l++)
		;
	if (l > PBEM_MAX_LINE || memchr(r->text + r->pos, '\0', l) != NULL) {
		r->pos += l + 1;
		r->why = "line too long or not text";
		return -1;
	}
	r->buf[copy_line(r, r->text + r->pos, l)] = '\0';
	r->linelen = l;
	r->pos += l + 1;
	if (r->max_words < 1 || r->max_words > SHEET_MAX_WORDS)
		r->max_words = SHEET_WORDS_DEFAULT;
	if ((r->ntok = sheet_words(r->buf, r->tok, r->max_words,
	    r->flags)) < 0) {
		r->ntok = 0;
		r->why = "too many words";
		return -1;
	}
	return 1;
}

int
word_idnum(const char *w, const char *prefix)
{
	size_t n = strlen(prefix), i;
	int v = 0;

	if (strncasecmp(w, prefix, n) != 0 || w[n] == '\0')
		return -1;
	for (i = n; w[i] != '\0'; i++) {
		if (!isdigit((unsigned char)w[i]) || i - n >= 9)
			return -1;
		v = v * 10 + (w[i] - '0');
	}
	return v;
}

int
word_is_id(const char *w, size_t size)
{
	size_t i;

	if (w == NULL || !isalpha((unsigned char)w[0]))
		return 0;
	for (i = 1; w[i] != '\0'; i++)
		if (i + 1 >= size || (!isalnum((unsigned char)w[i]) &&
		    w[i] != '_'))
			return 0;
	return size > 1;
}

int
word_int(const char *w, int64_t lo, int64_t hi, int64_t *v)
{
	const char *p = w;

	if (*p == '-' || *p == '+')
		p++;
	if (*p == '\0')
		return -1;
	for (; *p != '\0'; p++)
		if (!isdigit((unsigned char)*p))
			return -1;	/* no point, no exponent: a count */
	return rules_decimal_units(w, 1, lo, hi, v);
}

int
word_length(const char *w, const struct word_unit *units, int64_t lo,
    int64_t hi, int64_t *v)
{
	char num[40];
	size_t n, sl;
	const struct word_unit *u;

	n = strspn(w, "+-0123456789.");
	if (n == 0 || n >= sizeof num)
		return -1;
	memcpy(num, w, n);
	num[n] = '\0';
	for (u = units; u->suffix != NULL; u++) {
		sl = strlen(u->suffix);
		if (strlen(w + n) == sl && strncasecmp(w + n, u->suffix, sl) == 0)
			return rules_decimal_units(num, u->per, lo, hi, v);
	}
	return -1;
}

int
word_point(const char *w, const struct word_unit *units, int64_t max_x,
    int64_t max_y, int64_t *x, int64_t *y)
{
	char a[40];
	const char *c = strchr(w, ',');
	size_t n;

	if (c == NULL || (n = (size_t)(c - w)) >= sizeof a)
		return -1;
	memcpy(a, w, n);
	a[n] = '\0';
	return word_length(a, units, 0, max_x, x) != 0 ||
	    word_length(c + 1, units, 0, max_y, y) != 0 ? -1 : 0;
}

int
word_xy(const char *wx, const char *wy, const struct word_unit *units,
    int64_t max_x, int64_t max_y, int *x, int *y)
{
	int64_t vx, vy;

	if (max_x > INT32_MAX || max_y > INT32_MAX ||
	    word_length(wx, units, 0, max_x, &vx) != 0 ||
	    word_length(wy, units, 0, max_y, &vy) != 0)
		return -1;
	*x = (int)vx;
	*y = (int)vy;
	return 0;
}

int
word_points(char *const *w, int n, const struct word_unit *units,
    int64_t max_x, int64_t max_y, int64_t *x, int64_t *y, int max)
{
	int i;

	for (i = 0; i < n && strchr(w[i], ',') != NULL; i++)
		if (i >= max || word_point(w[i], units, max_x, max_y, &x[i],
		    &y[i]) != 0)
			return -1 - i;
	return i;
}

int
word_bearing(const char *w, int *deg)
{
	static const char *const points[16] = {
		"N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
		"S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"
	};
	char num[8];
	int64_t v;
	size_t n;
	int i;

	for (i = 0; i < 16; i++)
		if (strcasecmp(w, points[i]) == 0) {
			/* 22.5 degrees apart: the odd points round down
			 * (NNE 22, ENE 67): a bearing is a whole degree */
			*deg = i * 45 / 2;
			return 0;
		}
	n = strspn(w, "0123456789");
	if (n == 0 || n > 3 || (w[n] != '\0' && strcasecmp(w + n, "deg") != 0))
		return -1;
	memcpy(num, w, n);
	num[n] = '\0';
	if (word_int(num, 0, 359, &v) != 0)
		return -1;
	*deg = (int)v;
	return 0;
}

int
word_among(const char *w, const char *const *words, int n)
{
	int i;

	for (i = 0; w != NULL && i < n; i++)
		if (strcasecmp(w, words[i]) == 0)
			return i;
	return -1;
}

const char *
word_length_text(int64_t v, int per, int decimals, char *out, size_t n)
{
	uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
	uint64_t q, r, ten = 1, frac;
	int d = 0, most = 0, k;

	if (per <= 0) {
		snprintf(out, n, "%lld", (long long)v);
		return out;
	}
	q = a / (uint64_t)per;
	r = a % (uint64_t)per;
	/* the places per needs: 10^most >= per (at most 9) */
	for (frac = 1; frac < (uint64_t)per && most < 9; frac *= 10)
		most++;
	if (decimals >= 0)
		d = decimals > 9 ? 9 : decimals;
	else	/* the fewest exact places, else `most` rounded */
		while (d < most && r * ten % (uint64_t)per != 0) {
			d++;
			ten *= 10;
		}
	for (ten = 1, k = 0; k < d; k++)
		ten *= 10;
	/* r < per < 2^31 and ten <= 10^9: no overflow */
	frac = (r * ten * 2 + (uint64_t)per) / (2 * (uint64_t)per);
	if (frac >= ten) {		/* rounded up to the next unit */
		q++;
		frac -= ten;
	}
	if (d == 0)
		snprintf(out, n, "%s%llu", v < 0 ? "-" : "",
		    (unsigned long long)q);
	else
		snprintf(out, n, "%s%llu.%0*llu", v < 0 ? "-" : "",
		    (unsigned long long)q, d, (unsigned long long)frac);
	return out;
}

const char *
word_point_text(int64_t x, int64_t y, int per, int decimals, char *out,
    size_t n)
{
	char a[32], b[32];

	snprintf(out, n, "%s,%s", word_length_text(x, per, decimals, a,
	    sizeof a), word_length_text(y, per, decimals, b, sizeof b));
	return out;
}
