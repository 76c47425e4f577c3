/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_ladder.c - ladders carried and set down (digest 3.3: a high wall is
 * climbed for +4 MP, +2 by a ladder [T]).  Who carries one, what it costs
 * and where it stands are not in the rulebook; the [P] rules (ORDERS.md
 * "Ladders"), their numbers in rules.json "transport":
 *
 * - `U2 TAKE L1`: a man on foot, able, steady, not in melee, not crewing
 *   a gun nor aboard, standing within ladder_reach_yd of a ladder nobody
 *   carries takes it up at the start of his move (B.2), for ladder_take_mp
 *   MP of this turn.
 * - Carrying it he has ladder_mp MP less a turn, neither fires nor
 *   charges (his hands are full), and crosses a high wall by it (+2, not
 *   +4), taking it over with him.
 * - `U2 DROP`: at the end of his move he sets it down where he stands;
 *   within ladder_reach_yd of a high wall it stands against it, for any
 *   man crossing there (gl_metal.c).  Killed, captured, fleeing or locked
 *   in melee, he lets it fall where he last stood with it.
 * - Sight (digest 7): a ladder is terrain both sides know where they
 *   last saw it.  A side sees it lying where its men see the point; one
 *   carried is drawn on no map, and the enemy learns who carries it only
 *   if he sees the man ("carrying ladder L1"); a ladder taken from where
 *   a side still believes it lies disappears from that side's map only
 *   when that side sees the spot.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

int
gl_find_ladder(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->nladder; i++)
		if (strcasecmp(g->ladder[i].id, id) == 0)
			return i;
	return -1;
}

/* The ladder man m carries, -1 none. */
int
gl_ladder_of(const struct gl_game *g, int m)
{
	int i;

	for (i = 0; i < g->nladder; i++)
		if (g->ladder[i].by == m + 1)
			return i;
	return -1;
}

int
gl_ladder_mp(const struct gl_game *g, int m)
{
	int l = gl_ladder_of(g, m);

	if (l < 0)
		return 0;
	return g->x.ladder_mp + (g->ladder[l].took == g->turn ?
	    g->x.ladder_take_mp : 0);
}

/* Carrying, he neither fires nor charges. */
void
gl_ladder_plan(const struct gl_game *g, struct gl_plan *plan)
{
	int i, m;

	for (i = 0; i < g->nladder; i++)
		if ((m = g->ladder[i].by - 1) >= 0 && gl_able(&g->man[m])) {
			plan[m].nofire = 1;
			plan[m].charge = -1;
		}
}

static int
near(const struct gl_game *g, int ax, int ay, int bx, int by)
{
	return plane_cmp_dist(gl_pt(ax, ay), gl_pt(bx, by), (int64_t)
	    g->x.ladder_reach_yd * GL_YD) <= 0;
}

/* Let it fall where it last was with him. */
static void
fall(struct gl_game *g, struct gl_ladder *l, struct event_log *log,
    const char *why)
{
	int m = l->by - 1;
	char p[48];

	l->by = 0;
	l->took = 0;
	gl_fmt_pos(p, sizeof p, l->x, l->y);
	gl_say(log, EVENT_V_REF | EVENT_V_SIDE(g->man[m].side), "%s lets "
	    "ladder %s fall at %s (%s)", g->man[m].id, l->id, p, why);
}

/* Carriers who can carry no more drop it. */
static void
check_carriers(struct gl_game *g, struct event_log *log)
{
	const struct gl_man *a;
	int i;

	for (i = 0; i < g->nladder; i++) {
		if (!g->ladder[i].by)
			continue;
		a = &g->man[g->ladder[i].by - 1];
		if (!gl_able(a) || a->demor || a->locked || a->aboard)
			fall(g, &g->ladder[i], log, !gl_able(a) ? "out of the "
			    "fight" : a->demor ? "fleeing" : a->locked ?
			    "in melee" : "aboard");
	}
}

void
gl_ladder_take(struct gl_game *g, const json_t *orders,
    struct gl_plan *plan, struct event_log *log)
{
	const json_t *men, *o;
	const char *key, *id;
	struct gl_man *a;
	int s, m, l;

	check_carriers(g, log);
	for (s = 0; s < GL_NSIDES; s++) {
		men = json_object_get(json_object_get(orders, g->side[s]),
		    "men");
		json_object_foreach((json_t *)men, key, o) {
			id = json_string_value(json_object_get(o, "take"));
			m = gl_find_man(g, key);
			if (id == NULL || m < 0 || g->man[m].side != s ||
			    (l = gl_find_ladder(g, id)) < 0)
				continue;
			a = &g->man[m];
			if (!gl_able(a))
				continue;
			if (g->ladder[l].by == m + 1)
				continue;	/* he has it already */
			if (a->type != GL_FOOT || a->demor || a->locked ||
			    a->gun || a->aboard || g->ladder[l].by ||
			    gl_ladder_of(g, m) >= 0 || !near(g, a->x, a->y,
			    g->ladder[l].x, g->ladder[l].y)) {
				gl_say(log, EVENT_V_REF | EVENT_V_SIDE(s), "%s "
				    "cannot take up ladder %s: %s", a->id,
				    g->ladder[l].id, g->ladder[l].by ?
				    "another man carries it" :
				    gl_ladder_of(g, m) >= 0 ? "he carries one "
				    "already" : !near(g, a->x, a->y,
				    g->ladder[l].x, g->ladder[l].y) ?
				    "it is not within reach" : "he is not a "
				    "man on foot free to carry it");
				continue;
			}
			g->ladder[l].by = m + 1;
			g->ladder[l].took = g->turn;
			gl_say(log, gl_mask_man(g, m), "%s takes up ladder %s",
			    a->id, g->ladder[l].id);
		}
	}
	gl_ladder_plan(g, plan);	/* no charge with it, this turn too */
}

void
gl_ladder_after(struct gl_game *g, const json_t *orders,
    struct event_log *log)
{
	const json_t *o;
	struct gl_ladder *l;
	const struct gl_man *a;
	char p[48];
	int i;

	check_carriers(g, log);
	for (i = 0; i < g->nladder; i++) {
		l = &g->ladder[i];
		if (!l->by)
			continue;
		a = &g->man[l->by - 1];
		l->x = a->x, l->y = a->y;	/* it goes with him */
		o = json_object_get(json_object_get(json_object_get(orders,
		    g->side[a->side]), "men"), a->id);
		if (!json_is_true(json_object_get(o, "drop")))
			continue;
		l->by = 0;
		l->took = 0;
		gl_fmt_pos(p, sizeof p, l->x, l->y);
		gl_say(log, gl_mask_man(g, (int)(a - g->man)), "%s sets ladder "
		    "%s down at %s%s", a->id, l->id, p, gl_ladder_at_wall(g,
		    l->x, l->y) ? ", against the wall" : "");
	}
}

int
gl_ladder_at_wall(const struct gl_game *g, int x, int y)
{
	struct plane_seg s;
	int i, j;

	for (i = 0; i < g->nline; i++) {
		if (g->line[i].kind != GL_L_WALL_HIGH)
			continue;
		for (j = 0; j + 1 < g->line[i].p.n; j++) {
			s.a = gl_pt(g->line[i].p.x[j], g->line[i].p.y[j]);
			s.b = gl_pt(g->line[i].p.x[j + 1], g->line[i].p.y[j + 1]);
			if (plane_seg_cmp_dist_pt(s, gl_pt(x, y), (int64_t)
			    g->x.ladder_reach_yd * GL_YD) <= 0)
				return 1;
		}
	}
	return 0;
}

/* What each side knows of where each ladder lies (digest 7): where it
 * saw it lying; a ladder seen carried, or missing from where it was
 * believed to lie when that spot is seen, lies nowhere it knows. */
void
gl_ladder_sight(struct gl_game *g)
{
	struct gl_ladder *l;
	const struct gl_man *c;
	int i, s, there;

	for (i = 0; i < g->nladder; i++) {
		l = &g->ladder[i];
		c = l->by ? &g->man[l->by - 1] : NULL;
		for (s = 0; s < GL_NSIDES; s++) {
			there = c == NULL && l->kx[s] == l->x &&
			    l->ky[s] == l->y;
			if (c != NULL && (c->side == s || c->seen))
				l->kgone[s] = 1;	/* seen carried */
			else if (c == NULL && gl_sees_point(g, s, l->x, l->y)) {
				l->kx[s] = l->x, l->ky[s] = l->y;
				l->kgone[s] = 0;
			} else if (!l->kgone[s] && !there &&
			    gl_sees_point(g, s, l->kx[s], l->ky[s]))
				l->kgone[s] = 1;
		}
	}
}

int
gl_ladder_view(const struct gl_game *g, int i, int viewer, int *x, int *y)
{
	const struct gl_ladder *l = &g->ladder[i];

	if (viewer < 0 || viewer >= GL_NSIDES) {
		*x = l->x, *y = l->y;
		return !l->by;
	}
	*x = l->kx[viewer], *y = l->ky[viewer];
	return !l->kgone[viewer];
}

void
gl_ladder_note(const struct gl_game *g, int m, struct buf *out)
{
	int l = gl_ladder_of(g, m);

	if (l >= 0)
		buf_addf(out, ", carrying ladder %s", g->ladder[l].id);
}

void
gl_ladder_receipt(const struct gl_game *g, int take, char *note, size_t n)
{
	if (take)
		snprintf(note, n, "# takes up the ladder at the start of his "
		    "move if within %d yd of it and free to: %d MP, then %d MP "
		    "less a turn while he carries it; no fire, no charge",
		    g->x.ladder_reach_yd, g->x.ladder_take_mp,
		    g->x.ladder_mp);
	else
		snprintf(note, n, "# sets his ladder down where his move ends "
		    "(against a high wall within %d yd of it)",
		    g->x.ladder_reach_yd);
}
