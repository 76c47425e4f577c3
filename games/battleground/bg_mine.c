/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_mine.c - minefields (digest 4.16, 6 item 5, 8.2 MINE): the scenario's
 * fields, stored range-checked; after every move, the attack on a unit
 * whose path met a live field (hits on 6 only, 1s cancel, no red dice),
 * dummies removed when entered, and the secret detection roll of a unit
 * ending within 6" of a secret field it has not found (never told to the
 * mover when it fails).  Not yet: the put-back point of a unit that
 * crossed a field (it is attacked where it stops), clearing.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "drawing.h"
#include "state_fields.h"
#include "bg.h"

#define FIG_RADIUS	313	/* a 5/8" base (digest 1), rounded up */
#define MINE_HIT	6	/* 4.16: mines hit on 6 only */
#define DETECT_RANGE	6000	/* 4.16: detection within 6" */

/* MINE <side> <id> rect cx,cy WxD [SECRET|DUMMY] */
int
bg_mine_kw(struct bg_game *g, char **tok, int n, char *err, size_t en)
{
	struct bg_mine *m;
	struct plane_pt c;
	char size[24], *xp;
	int side, w, d;

	if (n < 6 || n > 7) {
		snprintf(err, en, "MINE <side> <id> rect <x,y> <W>x<D> "
		    "[SECRET|DUMMY]: %s", n < 6 ? "words are missing" :
		    "one word too many");
		return -1;
	}
	if ((side = bg_side_index(g, tok[1])) < 0) {
		snprintf(err, en, "MINE: unknown side %s (%s or %s)", tok[1],
		    g->side[0], g->side[1]);
		return -1;
	}
	if (strcasecmp(tok[3], "rect") != 0) {
		snprintf(err, en, "MINE %s: a field is a rect (rect <x,y> "
		    "<W>x<D>), not %s", tok[2], tok[3]);
		return -1;
	}
	if (g->nmines >= BG_MAX_MINES || strlen(tok[2]) >= BG_ID_LEN ||
	    bg_mine_find(g, tok[2]) >= 0 || bg_unit_find(g, tok[2]) >= 0 ||
	    bg_terr_find(g, tok[2]) >= 0) {
		snprintf(err, en, "MINE %s: too many fields, or the id is "
		    "taken", tok[2]);
		return -1;
	}
	snprintf(size, sizeof size, "%s", tok[5]);
	if (bg_point_parse(g, tok[4], &c) != 0 || strlen(tok[5]) >=
	    sizeof size || (xp = strchr(size, 'x')) == NULL) {
		snprintf(err, en, "MINE %s: bad centre or size", tok[2]);
		return -1;
	}
	*xp++ = '\0';
	if (bg_inches_parse(size, &w) != 0 || bg_inches_parse(xp, &d) != 0 ||
	    w < 100 || d < 100 || w > 24000 || d > 24000) {
		snprintf(err, en, "MINE %s: bad size %s", tok[2], tok[5]);
		return -1;
	}
	m = &g->mines[g->nmines];
	memset(m, 0, sizeof *m);
	snprintf(m->id, sizeof m->id, "%s", tok[2]);
	m->side = side;
	if (n == 7 && strcasecmp(tok[6], "SECRET") == 0)
		m->secret = 1;
	else if (n == 7 && strcasecmp(tok[6], "DUMMY") == 0)
		m->dummy = 1;
	else if (n == 7) {
		snprintf(err, en, "MINE %s: SECRET or DUMMY, not %s", tok[2],
		    tok[6]);
		return -1;
	}
	m->x0 = (int)c.x - w / 2;
	m->x1 = m->x0 + w;
	m->y0 = (int)c.y - d / 2;
	m->y1 = m->y0 + d;
	if (m->x0 < 0 || m->y0 < 0 || m->x1 > g->width || m->y1 > g->depth) {
		snprintf(err, en, "MINE %s is off the table", tok[2]);
		return -1;
	}
	m->found = !m->secret;	/* known and dummy fields are on the table */
	g->nmines++;
	return 0;
}

int
bg_mine_find(const struct bg_game *g, const char *id)
{
	int k;

	for (k = 0; k < g->nmines; k++)
		if (strcasecmp(g->mines[k].id, id) == 0)
			return k;
	return -1;
}

void
bg_mine_corners(const struct bg_mine *m, struct plane_pt p[4])
{
	p[0].x = m->x0, p[0].y = m->y0;
	p[1].x = m->x1, p[1].y = m->y0;
	p[2].x = m->x1, p[2].y = m->y1;
	p[3].x = m->x0, p[3].y = m->y1;
}

/* Does `side` know the field is there (its own, placed, or found)? */
int
bg_mine_known(const struct bg_game *g, int side, int k)
{
	const struct bg_mine *m = &g->mines[k];

	return !m->removed && (m->side == side || m->found);
}

#define M(f, lo, hi)	STATE_FIELD_IN(struct bg_mine, f, lo, hi)
static const struct state_field mine_fields[] = {
	M(side, 0, 1), M(secret, 0, 1), M(dummy, 0, 1), M(found, 0, 1),
	M(removed, 0, 1),
	M(x0, 0, BG_MAX_TABLE * BG_INCH), M(x1, 0, BG_MAX_TABLE * BG_INCH),
	M(y0, 0, BG_MAX_TABLE * BG_INCH), M(y1, 0, BG_MAX_TABLE * BG_INCH),
};
#undef M

json_t *
bg_mine_encode(const struct bg_game *g)
{
	json_t *a = json_array(), *v;
	int k;

	for (k = 0; k < g->nmines && a; k++) {
		if ((v = state_fields_encode(&g->mines[k], mine_fields,
		    STATE_NFIELDS(mine_fields))) == NULL) {
			json_decref(a);
			return NULL;
		}
		json_object_set_new(v, "id", json_string(g->mines[k].id));
		json_array_append_new(a, v);
	}
	return a;
}

int
bg_mine_decode(const json_t *a, struct bg_game *g, char *what, size_t n)
{
	struct state_dec d;
	const json_t *v;
	const char *id;
	size_t k;

	memset(&d, 0, sizeof d);
	g->nmines = 0;
	if (a == NULL)
		return 0;
	if (!json_is_array(a) || json_array_size(a) > BG_MAX_MINES) {
		snprintf(what, n, "mines");
		return -1;
	}
	json_array_foreach(a, k, v) {
		struct bg_mine *m = &g->mines[k];

		memset(m, 0, sizeof *m);
		state_fields_read(&d, v, m, mine_fields,
		    STATE_NFIELDS(mine_fields), NULL, NULL, "mines");
		id = json_string_value(json_object_get(v, "id"));
		if (d.bad || id == NULL || id[0] == '\0' ||
		    strlen(id) >= BG_ID_LEN || m->x1 <= m->x0 ||
		    m->y1 <= m->y0 || m->x1 > g->width || m->y1 > g->depth) {
			snprintf(what, n, "mines[%zu]", k);
			return -1;
		}
		snprintf(m->id, sizeof m->id, "%s", id);
		g->nmines = (int)k + 1;
	}
	return 0;
}

/* The report's MINEFIELDS: the viewer's own (with SECRET or DUMMY), and
 * the enemy's it knows of, never saying which are dummies (6.1, 6.5). */
void
bg_mine_report(const struct bg_game *g, int viewer, struct buf *out)
{
	struct plane_pt p[4];
	char a[32], b[32];
	int k, any = 0;

	for (k = 0; k < g->nmines; k++) {
		const struct bg_mine *m = &g->mines[k];

		if (viewer >= 0 && !bg_mine_known(g, viewer, k))
			continue;
		if (!any++)
			buf_adds(out, "\nMINEFIELDS\n");
		bg_mine_corners(m, p);
		bg_pt_out(g, p[0], a, sizeof a);
		bg_pt_out(g, p[2], b, sizeof b);
		buf_addf(out, "  %-4s %s from %s to %s%s%s\n", m->id,
		    g->side[m->side], a, b, viewer < 0 || viewer == m->side ?
		    (m->dummy ? " DUMMY" : m->secret ? " SECRET" : "") : "",
		    viewer < 0 || viewer == m->side ? (m->removed ?
		    " (removed)" : m->secret && m->found ? " (found)" : "") :
		    "");
	}
}

/* What a side must not read: an enemy secret field it has not found. */
void
bg_mine_secrets(const struct bg_game *g, int viewer, json_t *tokens)
{
	struct plane_pt p[4];
	char a[32];
	int k;

	for (k = 0; k < g->nmines; k++) {
		if (g->mines[k].side == viewer || g->mines[k].found)
			continue;
		json_array_append_new(tokens, json_string(g->mines[k].id));
		bg_mine_corners(&g->mines[k], p);
		bg_pt_out(g, p[0], a, sizeof a);
		json_array_append_new(tokens, json_string(a));
	}
}

/* The map: each field the viewer knows, dashed in its layer's colour,
 * with its id (the same visibility as bg_mine_report). */
void
bg_mine_draw(struct drawing *d, const struct bg_game *g, int viewer)
{
	struct plane_pt p[4];
	struct draw_pt q[4];
	int k, i;

	for (k = 0; k < g->nmines; k++) {
		if (viewer >= 0 ? !bg_mine_known(g, viewer, k) :
		    g->mines[k].removed)
			continue;
		bg_mine_corners(&g->mines[k], p);
		for (i = 0; i < 4; i++) {
			q[i].x = (int)p[i].x;
			q[i].y = (int)p[i].y;
		}
		drawing_poly(d, q, 4, DRAW_INK_NONE,
		    DRAW_INK_SIDE(g->mines[k].side), 150, 1);
		drawing_text(d, (int)((p[0].x + p[2].x) / 2),
		    (int)((p[0].y + p[2].y) / 2), g->mines[k].id,
		    DRAW_A_CENTRE, DRAW_S_SMALL, DRAW_INK_SIDE(g->mines[k].side));
	}
}

/* 1 if the unit's centre stands in a live field (not a dummy, not
 * removed): there it may not dig in (4.1).  A unit gets into a secret
 * field only by entering it, which puts the field on the table. */
int
bg_mine_under(const struct bg_game *g, int u)
{
	struct plane_pt p[4], c = bg_centre(g, &g->u[u]);
	struct plane_poly poly;
	int k;

	for (k = 0; k < g->nmines; k++) {
		if (g->mines[k].removed || g->mines[k].dummy)
			continue;
		bg_mine_corners(&g->mines[k], p);
		poly.p = p;
		poly.n = 4;
		if (plane_poly_where(poly, c) != PLANE_OUT)
			return 1;
	}
	return 0;
}
