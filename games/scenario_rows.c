/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scenario_rows.c - keyword lines read by their rows (scenario_rows.h). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "plane.h"
#include "scenario_lines.h"
#include "scenario_rows.h"

#define INT_AT(base, off)	((int *)(void *)((char *)(base) + (off)))

void
scen_rows_init(struct scen_rows_rd *rd, const struct scen_rows *t,
    void *game)
{
	memset(rd, 0, sizeof *rd);
	rd->t = t;
	rd->game = game;
}

/* The row of keyword w, its place among the keywords in *bit; -1. */
static int
key_of(const struct scen_rows *t, const char *w, int *bit)
{
	int k;

	for (k = 0, *bit = 0; k < t->nrows; k++)
		if (t->rows[k].kind == SCEN_KEY) {
			if ((t->how & SCEN_FOLD ? strcasecmp(w, t->rows[k].key) :
			    strcmp(w, t->rows[k].key)) == 0)
				return *bit < 64 ? k : -1;
			++*bit;
		}
	return -1;
}

#define UNKNOWN	"unknown keyword \"%.24s\""

/* The words a row takes: -1 the rest of the line. */
static int
takes(enum scen_kind k)
{
	switch (k) {
	case SCEN_AFTER: case SCEN_CHECK: case SCEN_KEY: return 0;
	case SCEN_XY: return 2;
	case SCEN_TEXT: case SCEN_POLY: case SCEN_POLY_XY: return -1;
	default: return 1;
	}
}

/* The words the rows after r (of its keyword) take: what a row taking
 * the rest of the line leaves them. */
static int
words_after(const struct scen_row *r, const struct scen_row *end)
{
	int n = 0;

	for (r++; r < end && r->kind != SCEN_KEY; r++)
		n += takes(r->kind) > 0 ? takes(r->kind) : 0;
	return n;
}

/* The words of one point of a run (POLY), or of TEXT. */
static int
takes_per(enum scen_kind k)
{
	return k == SCEN_POLY_XY ? 2 : 1;
}

static int
refuse(struct pbem_err *err, int line, const char *fmt, const char *kw,
    const char *dflt)
{
	return scenario_fail(err, line, fmt != NULL ? fmt : dflt, kw);
}

/* Side name w's index (case ignored), or -1. */
static int
side_named(const struct scen_rows *t, const char *game, const char *w)
{
	int s;

	for (s = 0; s < t->nsides; s++)
		if (strcasecmp(game + t->sides + (size_t)s * t->side_size,
		    w) == 0)
			return s;
	return -1;
}

/* The new side name w into the first empty slot: 0, else -1. */
static int
new_side(const struct scen_rows *t, char *game, const char *w, size_t len)
{
	int s;

	for (s = 0; s < t->nsides && game[t->sides + (size_t)s *
	    t->side_size] != '\0'; s++)
		;
	if (s == t->nsides || !word_is_id(w, len) || side_named(t, game, w) >= 0)
		return -1;
	snprintf(game + t->sides + (size_t)s * t->side_size, t->side_size,
	    "%s", w);
	return 0;
}

/* No earlier element of the list (n of them, size bytes apart from
 * base) has the id w at off. */
static int
id_new(const char *base, int n, size_t size, size_t off, const char *w)
{
	int j;

	for (j = 0; j < n; j++)
		if (strcasecmp(base + (size_t)j * size + off, w) == 0)
			return 0;
	return 1;
}

/* A polygon's points from w[0..m-1], per words each: 0, else -1. */
static int
poly(const struct scen_rows *t, const struct scen_row *r, char *at,
    char *const *w, int m, int per, int64_t mx, int64_t my)
{
	struct plane_pt *p = (struct plane_pt *)(void *)(at + r->off);
	int k, x, y;

	for (k = 0; k * per < m; k++) {
		if (per == 1 ? word_point(w[k], t->units, mx, my, &p[k].x,
		    &p[k].y) : word_xy(w[2 * k], w[2 * k + 1], t->units, mx,
		    my, &x, &y))
			return -1;
		if (per == 2)
			p[k] = (struct plane_pt){ x, y };
	}
	*INT_AT(at, r->off_y) = k;
	return 0;
}

/* Word row r on w[*i..] (moving *i past its words) into at: the game,
 * or the element of a list whose first is base, cnt before it.  NULL,
 * or why not. */
static const char *
word(struct scen_rows_rd *rd, const struct scen_row *key,
    const struct scen_row *r, char **w, int n, int *i, int *side,
    char *at, const char *base, int cnt)
{
	const struct scen_rows *t = rd->t;
	char *g = rd->game;
	const char *why = r->why != NULL ? r->why : key->why;
	int64_t x, y, mx = 0, my = 0;
	int j = *i, m = n - j - words_after(r, t->rows + t->nrows), d;
	size_t len = 0;

	*i += takes(r->kind) >= 0 ? takes(r->kind) : m;
	if (r->kind >= SCEN_POINT) {	/* a point is on the table */
		mx = *INT_AT(g, t->width);
		my = *INT_AT(g, t->depth);
	}
	switch (r->kind) {
	case SCEN_TEXT:
		for (at[r->off] = '\0'; j < *i && len < r->size; j++)
			len += (size_t)snprintf(at + r->off + len, r->size -
			    len, "%s%s", len > 0 ? " " : "", w[j]);
		return NULL;
	case SCEN_WORD:
		snprintf(at + r->off, r->size, "%s", w[j]);
		return NULL;
	case SCEN_INT: case SCEN_LENGTH:
		if ((r->kind == SCEN_INT ? word_int(w[j], r->lo, r->hi, &x) :
		    word_length(w[j], t->units, r->lo, r->hi, &x)) ||
		    (r->how & SCEN_PER_SIDE && *side < 0))
			return why;
		*INT_AT(at, r->off + (r->how & SCEN_PER_SIDE ?
		    (size_t)*side * sizeof (int) : 0)) = (int)x;
		return NULL;
	case SCEN_BEARING:
		if (word_bearing(w[j], &d))
			return why;
		*INT_AT(at, r->off) = d;
		return NULL;
	case SCEN_ID:
		if (!word_is_id(w[j], r->size) || (key->how & SCEN_LIST &&
		    !id_new(base, cnt, key->size, r->off, w[j])))
			return why;
		snprintf(at + r->off, r->size, "%s", w[j]);
		return NULL;
	case SCEN_SIDE:
		if ((*side = side_named(t, g, w[j])) < 0)
			return why;
		if (r->off != SCEN_NOWHERE)
			*INT_AT(at, r->off) = *side;
		return NULL;
	case SCEN_NEW_SIDE:
		return new_side(t, g, w[j], r->size) ? why : NULL;
	case SCEN_POINT:
		if (word_point(w[j], t->units, mx, my, &x, &y))
			return why;
		*INT_AT(at, r->off) = (int)x;
		*INT_AT(at, r->off_y) = (int)y;
		return NULL;
	case SCEN_XY:
		return word_xy(w[j], w[j + 1], t->units, mx, my, INT_AT(at,
		    r->off), INT_AT(at, r->off_y)) ? why : NULL;
	case SCEN_POLY: case SCEN_POLY_XY:
		if (m / takes_per(r->kind) > r->hi)
			return key->full != NULL ? key->full : why;
		return poly(t, r, at, w + j, m, takes_per(r->kind), mx, my) ?
		    why : NULL;
	case SCEN_CHECK:
		return r->check(g, at);
	default:
		return NULL;
	}
}

int
scen_rows_line(struct scen_rows_rd *rd, int line, char **w, int n,
    struct pbem_err *err)
{
	const struct scen_rows *t = rd->t;
	const struct scen_row *key, *r, *end = t->rows + t->nrows;
	char *at = rd->game, *base = NULL, m[120];
	const char *why;
	int k, bit, b, want = 0, per = 0, least = 0, i = 1, side = -1;
	int *cnt = NULL;

	if ((k = key_of(t, w[0], &bit)) < 0)
		return SCEN_ROWS_OTHER;
	key = &t->rows[k];
	for (r = key + 1; r < end && r->kind != SCEN_KEY; r++) {
		if (r->kind == SCEN_AFTER && (key_of(t, r->key, &b) < 0 ||
		    !(rd->seen >> b & 1))) {
			if (t->early != NULL)
				return scenario_fail(err, line, t->early, w[0]);
			snprintf(m, sizeof m, "%s comes after %s", key->key,
			    r->key);
			return scenario_fail(err, line, "%s", m);
		}
		if (takes(r->kind) >= 0)
			want += takes(r->kind);
		else {		/* the rest: at least one word or lo points */
			per = takes_per(r->kind);
			least = r->kind == SCEN_TEXT ? 1 : (int)r->lo * per;
		}
	}
	if (per > 0 ? n - 1 - want < least || (n - 1 - want) % per != 0 ||
	    n - 1 - want == 0 : n - 1 != want) {
		if (t->how & SCEN_MISCOUNT_UNKNOWN)
			return refuse(err, line, t->unknown, w[0], UNKNOWN);
		return refuse(err, line, key->why, w[0], "%s: wrong words");
	}
	if (key->how & SCEN_LIST) {
		cnt = INT_AT(rd->game, key->off_y);
		base = (char *)rd->game + key->off;
		if (*cnt < 0 || *cnt >= key->hi)
			return refuse(err, line, key->full != NULL ?
			    key->full : key->why, w[0], "%s: too many");
		at = base + (size_t)*cnt * key->size;
	}
	for (r = key + 1; r < end && r->kind != SCEN_KEY; r++)
		if ((why = word(rd, key, r, w, n, &i, &side, at, base,
		    cnt != NULL ? *cnt : 0)) != NULL)
			return scenario_fail(err, line, "%s", why);
	if (cnt != NULL)
		++*cnt;
	rd->seen |= (uint64_t)1 << bit;
	return PBEM_OK;
}

int
scen_rows_end(const struct scen_rows_rd *rd, int end, struct pbem_err *err)
{
	const struct scen_rows *t = rd->t;
	int k, bit = 0;

	for (k = 0; k < t->nrows; k++)
		if (t->rows[k].kind == SCEN_KEY) {
			if (t->rows[k].how & SCEN_REQUIRED && (bit >= 64 ||
			    !(rd->seen >> bit & 1)))
				return refuse(err, end, t->missing,
				    t->rows[k].key, "no %s line");
			bit++;
		}
	return PBEM_OK;
}

static int
read_line(void *rv, int line, char **w, int n, struct pbem_err *err)
{
	struct scen_rows_rd *rd = rv;
	int rc = scen_rows_line(rd, line, w, n, err);

	if (rc == SCEN_ROWS_OTHER)
		return refuse(err, line, rd->t->unknown, w[0], UNKNOWN);
	return rc;
}

int
scen_rows_read(const struct scen_rows *t, void *game, const char *text,
    size_t len, unsigned flags, int max_words, int *end,
    struct pbem_err *err)
{
	struct scen_rows_rd rd;
	int rc, last = 0;

	scen_rows_init(&rd, t, game);
	if ((rc = scenario_read(text, len, flags, max_words, read_line,
	    &rd, &last, err)) != PBEM_OK)
		return rc;
	if (end != NULL)
		*end = last;
	return scen_rows_end(&rd, last, err);
}
