/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * drawing_table.c - the open table's part of a drawing (drawing.h): the
 * measure (inches or yards, a measured grid), bases and vehicles at their
 * true size, and rulings (ruler, sight line, arc of fire) and templates
 * (blast, smoke), with the one JSON form of a ruling that events carry
 * (event_log.h: event_rule) and the drawing's JSON shows.  Integers only:
 * a length is written from the rules' own number, never recomputed in
 * floating point.
 */
#include <stdio.h>
#include <string.h>

#include "drawing.h"
#include "drawing_priv.h"
#include "sheet_words.h"

#define COORD_MAX	1000000000	/* |x|, |y|, a length */

static const char *const ruling_keys[DRAW_R_COUNT] = {
	"ruler", "sight", "arc", "blast", "smoke",
};

const char *
drawing_ruling_key(enum draw_ruling_kind k)
{
	return (int)k >= 0 && k < DRAW_R_COUNT ? ruling_keys[k] : "";
}

int
drawing_measure(struct drawing *d, int per, const char *word, int every,
    int decimals)
{
	size_t len;

	if (d->failed)
		return d->failed;
	if (per <= 0 || per > COORD_MAX || every < 0 || every > d->width +
	    d->height || (every > 0 && every < per / 10) || decimals < 0 ||
	    decimals > 1 || (decimals == 1 && per < 10) || (every > 0 &&
	    (d->width / every > DRAW_MAX_MEASURE_LINES || d->height / every >
	    DRAW_MAX_MEASURE_LINES)) || word == NULL ||
	    (len = strlen(word)) == 0 || len >= sizeof d->measure.word ||
	    !drawing_priv_text_ok(word, len + 1))
		return drawing_priv_fail(d, PBEM_ERR_USAGE);
	d->measure.per = per;
	d->measure.every = every;
	d->measure.decimals = decimals;
	memcpy(d->measure.word, word, len + 1);
	return PBEM_OK;
}

int
drawing_measure_from_south(struct drawing *d)
{
	if (d->failed)
		return d->failed;
	if (d->measure.per <= 0)	/* drawing_measure first */
		return drawing_priv_fail(d, PBEM_ERR_USAGE);
	d->measure.from_south = 1;
	return PBEM_OK;
}

static int
facing_ok(int f, int none_ok)
{
	return (f >= 0 && f <= 359) || (none_ok && f == DRAW_NO_FACING);
}

int
drawing_base(struct drawing *d, const struct draw_base *b)
{
	struct draw_item *it;
	int lim = d->width + d->height;

	if ((int)b->shape < 0 || b->shape >= DRAW_B_COUNT || b->w <= 0 ||
	    b->w > lim || (b->shape != DRAW_B_ROUND && b->shape !=
	    DRAW_B_SQUARE && (b->dp <= 0 || b->dp > lim)) ||
	    !facing_ok(b->facing, b->shape == DRAW_B_ROUND) ||
	    !facing_ok(b->turret, 1) || (b->shape != DRAW_B_VEHICLE &&
	    b->turret != DRAW_NO_FACING) || b->side < 0 ||
	    b->side >= DRAW_MAX_SIDES || (b->status >> DRAW_ST_COUNT) != 0 ||
	    !drawing_priv_text_ok(b->id, sizeof b->id) || b->id[0] == '\0' ||
	    !drawing_priv_text_ok(b->sub, sizeof b->sub))
		return drawing_priv_fail(d, PBEM_ERR_USAGE);
	if ((it = drawing_priv_item(d, DRAW_BASE)) == NULL)
		return d->failed;
	it->u.base = *b;
	if (b->shape == DRAW_B_ROUND || b->shape == DRAW_B_SQUARE)
		it->u.base.dp = b->w;
	return PBEM_OK;
}

static int
pt_ok(struct draw_pt p)
{
	return p.x >= -COORD_MAX && p.x <= COORD_MAX && p.y >= -COORD_MAX &&
	    p.y <= COORD_MAX;
}

int
drawing_ruling_ok(const struct draw_ruling *r)
{
	static const int min_n[DRAW_R_COUNT] = { 2, 2, 1, 1, 2 };
	static const int max_n[DRAW_R_COUNT] = { 2, 3, 1, 1, DRAW_RULING_PTS };
	int i;

	if ((int)r->kind < 0 || r->kind >= DRAW_R_COUNT ||
	    r->n < min_n[r->kind] || r->n > max_n[r->kind] ||
	    r->side < -1 || r->side >= DRAW_MAX_SIDES ||
	    !drawing_priv_text_ok(r->label, sizeof r->label))
		return 0;
	for (i = 0; i < r->n; i++)
		if (!pt_ok(r->p[i]))
			return 0;
	switch (r->kind) {
	case DRAW_R_RULER:
		return r->length >= -1 && r->length <= COORD_MAX;
	case DRAW_R_SIGHT:
		return (r->blocked == 0 && r->n == 2) ||
		    (r->blocked == 1 && r->n == 3);
	case DRAW_R_ARC:
		return facing_ok(r->facing, 0) && r->half >= 1 &&
		    r->half <= 180 && r->radius > 0 && r->radius <= COORD_MAX;
	case DRAW_R_BLAST:
		return r->radius > 0 && r->radius <= COORD_MAX;
	case DRAW_R_SMOKE:
		return r->width > 0 && r->width <= COORD_MAX;
	default:
		return 0;
	}
}

int
drawing_ruling(struct drawing *d, const struct draw_ruling *r)
{
	struct draw_item *it;

	if (!drawing_ruling_ok(r))
		return drawing_priv_fail(d, PBEM_ERR_USAGE);
	if ((it = drawing_priv_item(d, DRAW_RULING)) == NULL)
		return d->failed;
	it->u.ruling = *r;
	/* the unused fields zero, so the JSON and the picture never
	 * depend on what the caller left in them */
	memset(it->u.ruling.p + r->n, 0, (size_t)(DRAW_RULING_PTS - r->n) *
	    sizeof r->p[0]);
	return PBEM_OK;
}

static struct draw_ruling
ruling(enum draw_ruling_kind kind, int n, int side)
{
	struct draw_ruling r;

	memset(&r, 0, sizeof r);
	r.kind = kind;
	r.n = n;
	r.side = side;
	return r;
}

struct draw_ruling
draw_ruler(int ax, int ay, int bx, int by, int length)
{
	struct draw_ruling r = ruling(DRAW_R_RULER, 2, -1);

	r.p[0] = (struct draw_pt){ ax, ay };
	r.p[1] = (struct draw_pt){ bx, by };
	r.length = length;
	return r;
}

struct draw_ruling
draw_sight(int fx, int fy, int tx, int ty, int blocked, int atx, int aty,
    int side)
{
	struct draw_ruling r = ruling(DRAW_R_SIGHT, blocked ? 3 : 2, side);

	r.p[0] = (struct draw_pt){ fx, fy };
	r.p[1] = (struct draw_pt){ tx, ty };
	if (blocked) {
		r.blocked = 1;
		r.p[2] = (struct draw_pt){ atx, aty };
	}
	return r;
}

struct draw_ruling
draw_arc(int x, int y, int facing, int half, int radius, int side)
{
	struct draw_ruling r = ruling(DRAW_R_ARC, 1, side);

	r.p[0] = (struct draw_pt){ x, y };
	r.facing = facing;
	r.half = half;
	r.radius = radius;
	return r;
}

struct draw_ruling
draw_blast(int x, int y, int radius, const char *label)
{
	struct draw_ruling r = ruling(DRAW_R_BLAST, 1, -1);

	r.p[0] = (struct draw_pt){ x, y };
	r.radius = radius;
	drawing_text_fit(r.label, sizeof r.label, label);
	return r;
}

/* floor(sqrt(v)), exactly, by bits. */
static unsigned long long
isqrt(unsigned long long v)
{
	unsigned long long r = 0, bit = 1ULL << 62;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= r + bit) {
			v -= r + bit;
			r = (r >> 1) + bit;
		} else
			r >>= 1;
		bit >>= 2;
	}
	return r;
}

int
drawing_ruler_length(const struct draw_ruling *r)
{
	long long dx = (long long)r->p[1].x - r->p[0].x;
	long long dy = (long long)r->p[1].y - r->p[0].y;
	unsigned long long s, f;

	if (r->length >= 0)
		return r->length;
	/* rounded: floor(sqrt(s)) + 1 when s > (f + 1/2)^2, i.e. when
	 * 4s > 4f^2 + 4f + 1 */
	s = (unsigned long long)(dx * dx) + (unsigned long long)(dy * dy);
	f = isqrt(s);
	if (4 * (s - f * f) > 4 * f + 1)
		f++;
	return f > COORD_MAX ? COORD_MAX : (int)f;
}

const char *
drawing_length_text(const struct drawing *d, int length, char *out,
    size_t n)
{
	char v[32];

	if (d->measure.per <= 0) {
		snprintf(out, n, "%d", length);
		return out;
	}
	snprintf(out, n, "%s %s", word_length_text(length, d->measure.per,
	    d->measure.decimals ? 1 : 0, v, sizeof v), d->measure.word);
	return out;
}

/* ---- JSON: the one form of a ruling ---- */

static json_t *
pt_json(struct draw_pt p)
{
	return json_pack("[ii]", p.x, p.y);
}

json_t *
drawing_ruling_json(const struct draw_ruling *r)
{
	json_t *o, *pts;
	int i;

	if (!drawing_ruling_ok(r) || (o = json_object()) == NULL)
		return NULL;
	json_object_set_new(o, "ruling", json_string(ruling_keys[r->kind]));
	json_object_set_new(o, "side", r->side < 0 ? json_null() :
	    json_integer(r->side));
	if (r->label[0])
		json_object_set_new(o, "label", json_string(r->label));
	switch (r->kind) {
	case DRAW_R_RULER:
		json_object_set_new(o, "a", pt_json(r->p[0]));
		json_object_set_new(o, "b", pt_json(r->p[1]));
		json_object_set_new(o, "length", json_integer(r->length));
		break;
	case DRAW_R_SIGHT:
		json_object_set_new(o, "from", pt_json(r->p[0]));
		json_object_set_new(o, "to", pt_json(r->p[1]));
		json_object_set_new(o, "blocked", r->blocked ?
		    pt_json(r->p[2]) : json_null());
		break;
	case DRAW_R_ARC:
		json_object_set_new(o, "apex", pt_json(r->p[0]));
		json_object_set_new(o, "facing", json_integer(r->facing));
		json_object_set_new(o, "half", json_integer(r->half));
		json_object_set_new(o, "radius", json_integer(r->radius));
		break;
	case DRAW_R_BLAST:
		json_object_set_new(o, "centre", pt_json(r->p[0]));
		json_object_set_new(o, "radius", json_integer(r->radius));
		break;
	case DRAW_R_SMOKE:
		pts = json_array();
		for (i = 0; pts != NULL && i < r->n; i++)
			json_array_append_new(pts, pt_json(r->p[i]));
		json_object_set_new(o, "points", pts);
		json_object_set_new(o, "width", json_integer(r->width));
		break;
	default:
		break;
	}
	return o;
}

/* An integer in lo..hi from o[key]: 0, or -1. */
static int
get_int(const json_t *o, const char *key, long long lo, long long hi,
    int *out)
{
	const json_t *v = json_object_get(o, key);
	long long x;

	if (!json_is_integer(v))
		return -1;
	x = json_integer_value(v);
	if (x < lo || x > hi)
		return -1;
	*out = (int)x;
	return 0;
}

static int
get_pt(const json_t *v, struct draw_pt *p)
{
	const json_t *x = json_array_get(v, 0), *y = json_array_get(v, 1);

	if (!json_is_array(v) || json_array_size(v) != 2 ||
	    !json_is_integer(x) || !json_is_integer(y) ||
	    json_integer_value(x) < -COORD_MAX ||
	    json_integer_value(x) > COORD_MAX ||
	    json_integer_value(y) < -COORD_MAX ||
	    json_integer_value(y) > COORD_MAX)
		return -1;
	p->x = (int)json_integer_value(x);
	p->y = (int)json_integer_value(y);
	return 0;
}

/* Stored events are input like any other: every field checked, every
 * bound kept, anything unexpected refused. */
int
drawing_ruling_from_json(const json_t *j, struct draw_ruling *r)
{
	const char *key = json_string_value(json_object_get(j, "ruling"));
	const json_t *v, *side = json_object_get(j, "side");
	size_t i;
	int k;

	memset(r, 0, sizeof *r);
	r->side = -1;
	if (!json_is_object(j) || key == NULL)
		return -1;
	for (k = 0; k < DRAW_R_COUNT && strcmp(key, ruling_keys[k]); k++)
		;
	if (k == DRAW_R_COUNT)
		return -1;
	r->kind = (enum draw_ruling_kind)k;
	if (side != NULL && !json_is_null(side) && get_int(j, "side", 0,
	    DRAW_MAX_SIDES - 1, &r->side))
		return -1;
	if ((v = json_object_get(j, "label")) != NULL) {
		if (!json_is_string(v) || json_string_length(v) >=
		    sizeof r->label)
			return -1;
		memcpy(r->label, json_string_value(v), json_string_length(v));
	}
	switch (r->kind) {
	case DRAW_R_RULER:
		r->n = 2;
		if (get_pt(json_object_get(j, "a"), &r->p[0]) ||
		    get_pt(json_object_get(j, "b"), &r->p[1]) ||
		    get_int(j, "length", -1, COORD_MAX, &r->length))
			return -1;
		break;
	case DRAW_R_SIGHT:
		r->n = 2;
		if (get_pt(json_object_get(j, "from"), &r->p[0]) ||
		    get_pt(json_object_get(j, "to"), &r->p[1]))
			return -1;
		v = json_object_get(j, "blocked");
		if (v != NULL && !json_is_null(v)) {
			if (get_pt(v, &r->p[2]))
				return -1;
			r->blocked = 1;
			r->n = 3;
		}
		break;
	case DRAW_R_ARC:
		r->n = 1;
		if (get_pt(json_object_get(j, "apex"), &r->p[0]) ||
		    get_int(j, "facing", 0, 359, &r->facing) ||
		    get_int(j, "half", 1, 180, &r->half) ||
		    get_int(j, "radius", 1, COORD_MAX, &r->radius))
			return -1;
		break;
	case DRAW_R_BLAST:
		r->n = 1;
		if (get_pt(json_object_get(j, "centre"), &r->p[0]) ||
		    get_int(j, "radius", 1, COORD_MAX, &r->radius))
			return -1;
		break;
	case DRAW_R_SMOKE:
		v = json_object_get(j, "points");
		if (!json_is_array(v) || json_array_size(v) < 2 ||
		    json_array_size(v) > DRAW_RULING_PTS ||
		    get_int(j, "width", 1, COORD_MAX, &r->width))
			return -1;
		for (i = 0; i < json_array_size(v); i++)
			if (get_pt(json_array_get(v, i), &r->p[i]))
				return -1;
		r->n = (int)json_array_size(v);
		break;
	default:
		return -1;
	}
	return drawing_ruling_ok(r) ? 0 : -1;
}
