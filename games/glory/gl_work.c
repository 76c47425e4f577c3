/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_work.c - WORK (digest 3.3 "work tasks", 6 and 8.1), in B.4 after
 * the men have moved.  `U3 WORK F1`: a man within at_wall_yd of a fence,
 * barbed wire or hedge pulls it down, or at a stream throws a rope
 * bridge across it.  A turn of work counts only if he stays at the spot
 * and neither moves nor fires that turn, and is neither demoralized nor
 * locked in melee [P]; it is this turn's order, so it is written every
 * turn.  Turns of work of the men at one spot (within half a gap of each
 * other, on the same line) add up: fence_work man-turns (10 yd "by 2
 * castings in 2 turns or 1 in 4") open a fence_gap_yd gap in the line,
 * bridge_work man-turns (1 man for 2 turns) a bridge_gap_yd one in the
 * stream, crossed as clear ground.  The line is cut in two pieces that
 * keep its id (a piece shorter than a yard is dropped).  Terrain is
 * known to both sides (digest 7), so the opening is told to both; the
 * work itself only to the worker's side, and to the enemy if he sees
 * the man.  Walls are not worked (digest: scenario demolition only).
 */
#include <stdio.h>
#include <string.h>

#include "gl.h"

/* The point of line l nearest (x, y) and the segment it lies on. */
static int64_t
nearest(const struct gl_line *l, int x, int y, int *nx, int *ny, int *seg)
{
	struct plane_seg s;
	struct plane_pt p;
	int64_t best = -1, d;
	int i;

	for (i = 0; i + 1 < l->p.n; i++) {
		s.a = gl_pt(l->p.x[i], l->p.y[i]);
		s.b = gl_pt(l->p.x[i + 1], l->p.y[i + 1]);
		p = plane_seg_nearest(s, gl_pt(x, y));
		d = plane_dist2(p, gl_pt(x, y));
		if (best < 0 || d < best)
			best = d, *nx = (int)p.x, *ny = (int)-p.y, *seg = i;
	}
	return best;
}

/* (x, y) moved len units from (x, y) toward (tx, ty), not past it. */
static void
toward(int *x, int *y, int tx, int ty, int64_t len)
{
	int64_t d = gl_dist(*x, *y, tx, ty);

	if (d <= len) {
		*x = tx, *y = ty;
		return;
	}
	*x += (int)((int64_t)(tx - *x) * len / d);
	*y += (int)((int64_t)(ty - *y) * len / d);
}

/* Cut a gap of `gap` units centred on (cx, cy) on segment `seg` of line
 * li: the piece before stays line li, the piece after is a new line
 * with the same id and kind; -1 if there is no room for it. */
static int
cut(struct gl_game *g, int li, int seg, int cx, int cy, int64_t gap)
{
	struct gl_line *l = &g->line[li], after;
	int ax = cx, ay = cy, bx = cx, by = cy, i;

	if (g->nline == GL_MAX_LINES)
		return -1;
	toward(&ax, &ay, l->p.x[seg], l->p.y[seg], gap / 2);
	toward(&bx, &by, l->p.x[seg + 1], l->p.y[seg + 1], gap / 2);
	after = *l;
	after.p.n = 0;
	after.p.x[after.p.n] = bx, after.p.y[after.p.n++] = by;
	for (i = seg + 1; i < l->p.n; i++)
		if (after.p.n > 1 || l->p.x[i] != bx || l->p.y[i] != by)
			after.p.x[after.p.n] = l->p.x[i],
			after.p.y[after.p.n++] = l->p.y[i];
	l->p.n = seg + 1;
	if (l->p.x[seg] != ax || l->p.y[seg] != ay)
		l->p.x[l->p.n] = ax, l->p.y[l->p.n++] = ay;
	if (after.p.n >= 2 && gl_dist(after.p.x[0], after.p.y[0],
	    after.p.x[after.p.n - 1], after.p.y[after.p.n - 1]) >= GL_YD)
		g->line[g->nline++] = after;
	if (l->p.n < 2 || gl_dist(l->p.x[0], l->p.y[0], l->p.x[l->p.n - 1],
	    l->p.y[l->p.n - 1]) < GL_YD) {	/* nothing left before */
		g->nline--;
		memmove(&g->line[li], &g->line[li + 1],
		    (size_t)(g->nline - li) * sizeof g->line[0]);
		for (i = 0; i < g->nman; i++)	/* the workers' line index */
			if (g->man[i].work_line > li + 1)
				g->man[i].work_line--;
	}
	return 0;
}

/* One site: the men working at line li near (x, y); opened when their
 * turns add up. */
static void
site(struct gl_game *g, int m, struct event_log *log)
{
	struct gl_man *a = &g->man[m];
	int li = a->work_line - 1, x = a->work_x, y = a->work_y, i, sum = 0;
	int bridge = g->line[li].kind == GL_L_STREAM, need, gap_yd, seg, nx,
	    ny;
	char p[48], id[GL_ID_LEN];

	need = bridge ? g->x.bridge_work : g->x.fence_work;
	gap_yd = bridge ? g->x.bridge_gap_yd : g->x.fence_gap_yd;
	for (i = 0; i < g->nman; i++)
		if (g->man[i].work_line == li + 1 && gl_able(&g->man[i]) &&
		    plane_cmp_dist(gl_pt(g->man[i].work_x, g->man[i].work_y),
		    gl_pt(x, y), (int64_t)gap_yd * GL_YD / 2) <= 0)
			sum += g->man[i].work_done;
	if (sum < need)
		return;
	snprintf(id, sizeof id, "%s", g->line[li].id);
	nearest(&g->line[li], x, y, &nx, &ny, &seg);
	for (i = 0; i < g->nman; i++)
		if (g->man[i].work_line == li + 1 &&
		    plane_cmp_dist(gl_pt(g->man[i].work_x, g->man[i].work_y),
		    gl_pt(x, y), (int64_t)gap_yd * GL_YD / 2) <= 0)
			g->man[i].work_line = g->man[i].work_done =
			    g->man[i].work_x = g->man[i].work_y = 0;
	gl_fmt_pos(p, sizeof p, nx, ny);
	if (cut(g, li, seg, nx, ny, (int64_t)gap_yd * GL_YD) < 0) {
		gl_say(log, EVENT_V_REF | EVENT_V_SIDE(a->side), "%s cannot "
		    "be cut at %s: the table holds no more lines", id, p);
		return;
	}
	gl_say(log, EVENT_V_ALL, bridge ? "a rope bridge %d yd wide now "
	    "crosses %s at %s" : "a gap %d yd wide is opened in %s at %s",
	    gap_yd, id, p);
}

int
gl_work_within(const struct gl_game *g, int m, const char *id)
{
	int l, nx, ny, seg;

	for (l = 0; l < g->nline; l++)
		if (strcmp(g->line[l].id, id) == 0 && nearest(&g->line[l],
		    g->man[m].x, g->man[m].y, &nx, &ny, &seg) <=
		    (int64_t)g->r.at_wall_yd * GL_YD * g->r.at_wall_yd * GL_YD)
			return 1;
	return 0;
}

void
gl_work_phase(struct gl_game *g, const json_t *orders, const int *fired,
    struct event_log *log)
{
	const json_t *men, *o;
	const char *key, *w;
	struct gl_man *a;
	int s, m, l, nx, ny, seg, done[GL_MAX_MEN];

	memset(done, 0, sizeof done);
	for (s = 0; s < GL_NSIDES; s++) {
		men = json_object_get(json_object_get(orders, g->side[s]),
		    "men");
		json_object_foreach((json_t *)men, key, o) {
			w = json_string_value(json_object_get(o, "work"));
			m = gl_find_man(g, key);
			if (w == NULL || m < 0 || g->man[m].side != s)
				continue;
			a = &g->man[m];
			for (l = 0; l < g->nline; l++)
				if (strcmp(g->line[l].id, w) == 0 &&
				    nearest(&g->line[l], a->x, a->y, &nx, &ny,
				    &seg) <= (int64_t)g->r.at_wall_yd * GL_YD *
				    g->r.at_wall_yd * GL_YD)
					break;
			if (!gl_able(a) || a->demor || a->locked ||
			    a->moved_turn == g->turn || fired[m] ||
			    l == g->nline) {
				/* why, so the sheet can be mended */
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s "
				    "does no work at %s this turn%s", a->id, w,
				    l == g->nline ? " (not within reach)" :
				    a->demor ? " (demoralized)" : a->locked ?
				    " (in a melee)" : a->moved_turn == g->turn ?
				    " (he moved)" : fired[m] ? " (he fired)" :
				    "");
				a->work_line = a->work_done = 0;
				continue;
			}
			if (a->work_line != l + 1 || plane_cmp_dist(gl_pt(
			    a->work_x, a->work_y), gl_pt(nx, ny),
			    (int64_t)g->r.at_wall_yd * GL_YD) > 0)
				a->work_done = 0;
			a->work_line = l + 1, a->work_x = nx, a->work_y = ny;
			if (a->work_done < 99)
				a->work_done++;
			done[m] = 1;
			gl_say(log, gl_mask_man(g, m), "%s works at %s (%d "
			    "turn%s)", a->id, w, a->work_done,
			    a->work_done == 1 ? "" : "s");
		}
	}
	/* whoever was set to work and had no WORK order this turn stops */
	for (m = 0; m < g->nman; m++)
		if (!done[m] && g->man[m].work_line && !json_object_get(
		    json_object_get(json_object_get(json_object_get(orders,
		    g->side[g->man[m].side]), "men"), g->man[m].id), "work"))
			g->man[m].work_line = g->man[m].work_done =
			    g->man[m].work_x = g->man[m].work_y = 0;
	for (m = 0; m < g->nman; m++)
		if (done[m] && g->man[m].work_line)
			site(g, m, log);
}
