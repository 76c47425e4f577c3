/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_mine.c - minefields (digest 4.16, 6 item 5, 8.2 MINE): the scenario's
 * fields, rectangles or circles, stored range-checked; which side knows
 * which; the report, the map and the secrets a side must not read.
 * What a move does to a unit in a field is bg_mine_move.c; clearing and
 * the put-back, bg_clear.c.
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

/* The size words of a rect: WxD; 0 or -1 (err set). */
static int
rect_size(struct bg_mine *m, const char *id, struct plane_pt c,
    const char *word, char *err, size_t en)
{
	char size[24], *xp;
	int w, d;

	snprintf(size, sizeof size, "%s", word);
	if (strlen(word) >= sizeof size || (xp = strchr(size, 'x')) == NULL) {
		snprintf(err, en, "MINE %s: bad size %s", id, word);
		return -1;
	}
	*xp++ = '\0';
	if (bg_inches_parse(size, &w) != 0 || bg_inches_parse(xp, &d) != 0 ||
	    w < 100 || d < 100 || w > 24000 || d > 24000) {
		snprintf(err, en, "MINE %s: bad size %s", id, word);
		return -1;
	}
	m->x0 = (int)c.x - w / 2;
	m->x1 = m->x0 + w;
	m->y0 = (int)c.y - d / 2;
	m->y1 = m->y0 + d;
	return 0;
}

/* MINE <side> <id> rect cx,cy WxD [SECRET|DUMMY]
 * MINE <side> <id> circle cx,cy [R] [SECRET|DUMMY]: R the radius, else
 * half rules.json "mine_round" (4.16: a 5.5" circle) */
int
bg_mine_kw(struct bg_game *g, char **tok, int n, char *err, size_t en)
{
	struct bg_mine *m;
	struct plane_pt c;
	int round, r, rr, flag;

	round = n >= 4 && strcasecmp(tok[3], "circle") == 0;
	if (n < 5 || (!round && n < 6) || n > 7) {
		snprintf(err, en, "MINE <side> <id> rect <x,y> <W>x<D> | "
		    "circle <x,y> [<r>] [SECRET|DUMMY]: %s", n > 7 ?
		    "one word too many" : "words are missing");
		return -1;
	}
	if (BG_SIDE_INDEX(g, tok[1]) < 0) {
		snprintf(err, en, "MINE: unknown side %s (%s or %s)", tok[1],
		    g->side[0], g->side[1]);
		return -1;
	}
	if (!round && strcasecmp(tok[3], "rect") != 0) {
		snprintf(err, en, "MINE %s: a field is a rect (rect <x,y> "
		    "<W>x<D>) or a circle (circle <x,y> [<radius>]), not %s",
		    tok[2], tok[3]);
		return -1;
	}
	if (g->nmines >= BG_MAX_MINES || strlen(tok[2]) >= BG_ID_LEN ||
	    bg_mine_find(g, tok[2]) >= 0 || bg_unit_find(g, tok[2]) >= 0 ||
	    bg_terr_find(g, tok[2]) >= 0) {
		snprintf(err, en, "MINE %s: too many fields, or the id is "
		    "taken", tok[2]);
		return -1;
	}
	if (bg_point_parse(g, tok[4], &c) != 0) {
		snprintf(err, en, "MINE %s: bad centre %s", tok[2], tok[4]);
		return -1;
	}
	m = &g->mines[g->nmines];
	memset(m, 0, sizeof *m);
	snprintf(m->id, sizeof m->id, "%s", tok[2]);
	m->side = BG_SIDE_INDEX(g, tok[1]);
	flag = 5;
	if (round) {
		r = g->fr.mine_round / 2;
		if (n > 5 && strcasecmp(tok[5], "SECRET") != 0 &&
		    strcasecmp(tok[5], "DUMMY") != 0) {
			if (bg_inches_parse(tok[5], &rr) != 0)
				rr = 0;
			r = rr;
			flag = 6;
		}
		if (r < 100 || r > 12000) {
			snprintf(err, en, "MINE %s: bad radius %s", tok[2],
			    tok[5]);
			return -1;
		}
		m->round = 1;
		m->x0 = (int)c.x - r;
		m->x1 = (int)c.x + r;
		m->y0 = (int)c.y - r;
		m->y1 = (int)c.y + r;
	} else {
		if (rect_size(m, tok[2], c, tok[5], err, en) != 0)
			return -1;
		flag = 6;
	}
	if (n > flag + 1 || (n == flag + 1 && strcasecmp(tok[flag],
	    "SECRET") != 0 && strcasecmp(tok[flag], "DUMMY") != 0)) {
		snprintf(err, en, "MINE %s: SECRET or DUMMY, not %s", tok[2],
		    tok[n - 1]);
		return -1;
	}
	if (n == flag + 1 && strcasecmp(tok[flag], "SECRET") == 0)
		m->secret = 1;
	else if (n == flag + 1)
		m->dummy = 1;
	/* a circle's box: the whole circle on the table */
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

struct plane_circle
bg_mine_circle(const struct bg_mine *m)
{
	struct plane_circle c;

	c.c.x = ((int64_t)m->x0 + m->x1) / 2;
	c.c.y = ((int64_t)m->y0 + m->y1) / 2;
	c.r = ((int64_t)m->x1 - m->x0) / 2;
	return c;
}

int
bg_mine_holds(const struct bg_mine *m, struct plane_pt p)
{
	struct plane_circle c;

	if (!m->round)
		return p.x >= m->x0 && p.x <= m->x1 && p.y >= m->y0 &&
		    p.y <= m->y1;
	c = bg_mine_circle(m);
	return plane_cmp_dist(p, c.c, c.r) <= 0;
}

/* Does `side` know the field is there (its own, placed, or found)? */
int
bg_mine_known(const struct bg_game *g, int side, int k)
{
	const struct bg_mine *m = &g->mines[k];

	return !m->removed && (m->side == side || m->found);
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
		if (m->round) {
			struct plane_circle c = bg_mine_circle(m);
			char r[24];

			bg_pt_out(g, c.c, a, sizeof a);
			bg_len_out(2 * c.r, r, sizeof r);
			snprintf(b, sizeof b, "%s\" across", r);
		} else {
			bg_mine_corners(m, p);
			bg_pt_out(g, p[0], a, sizeof a);
			bg_pt_out(g, p[2], b, sizeof b);
		}
		buf_addf(out, "  %-4s %s %s %s%s %s%s%s\n", m->id,
		    g->side[m->side], m->round ? "circle at" : "from", a,
		    m->round ? "," : " to", b, viewer < 0 || viewer == m->side ?
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
		if (g->mines[k].round)	/* its centre, not its box */
			p[0] = bg_mine_circle(&g->mines[k]).c;
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
		if (g->mines[k].round) {
			struct plane_circle c = bg_mine_circle(&g->mines[k]);

			drawing_circle(d, (int)c.c.x, (int)c.c.y, (int)c.r,
			    DRAW_INK_NONE, DRAW_INK_SIDE(g->mines[k].side),
			    150);
			drawing_text(d, (int)c.c.x, (int)c.c.y,
			    g->mines[k].id, DRAW_A_CENTRE, DRAW_S_SMALL,
			    DRAW_INK_SIDE(g->mines[k].side));
			continue;
		}
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
		if (g->mines[k].round) {
			if (bg_mine_holds(&g->mines[k], c))
				return 1;
			continue;
		}
		bg_mine_corners(&g->mines[k], p);
		poly.p = p;
		poly.n = 4;
		if (plane_poly_where(poly, c) != PLANE_OUT)
			return 1;
	}
	return 0;
}
