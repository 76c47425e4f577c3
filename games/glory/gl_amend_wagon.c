/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_amend_wagon.c - the referee's verbs for transports, runners and
 * work in progress (ORDERS.md "Referee amendments"), beside gl_amend.c's
 * (which also moves, removes and restores a wagon):
 *
 *   STORES W1 N             a store wagon's or pack animal's load, N %
 *   STORES D1 N             a dump's stores (gl_dump.c), N % up to 1000
 *   TEAM W1|LG1 N           the animals of its team still alive
 *   DRIVER W1|LG1 ID|NONE   who drives it (a limber alone may have none)
 *   ABOARD ID W1|NONE       a man climbs aboard a wagon, or gets down
 *   SET|CLEAR W1|LG1 BROKEN a broken wheel
 *   RUNNER ID GUN CAISSON [AT|GOING|BACK] | RUNNER ID NONE
 *                           a man's ammunition errand and where he is on it
 *   LADDER L1 X,Y | LADDER L1 BY ID   a ladder set down, or carried
 *   WORK ID|P1 N            turns of work done at his spot (WORK: a fence
 *                           or a rope bridge), or of a pack animal's
 *                           unloading or packing; 0 ends it
 *
 * Told to the side that owns the thing and to the referee; a team's
 * size also to the enemy if it sees the transport (it sees the animals);
 * never a load, a driver's name, an errand or work to the enemy (digest
 * 7).  Sight flips are told by gl_amend.c after the line.  No dice.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sheet_words.h"
#include "gl.h"

struct ax {
	struct gl_game *g;
	char *const *tok;
	int ntok, line;
	struct sheet_check *out;
	struct event_log *log;
};

static const char *
w(const struct ax *a, int k)
{
	return k < a->ntok ? a->tok[k] : NULL;
}

static int
err(struct ax *a, const char *fmt, const char *s)
{
	sheet_check_error(a->out, a->line, fmt, s ? s : "");
	return -1;
}

static int
num(struct ax *a, int k, int lo, int hi, const char *form, int *v)
{
	int64_t n;

	if (w(a, k) == NULL || word_int(w(a, k), lo, hi, &n) != 0) {
		sheet_check_error(a->out, a->line, "%s: N from %d to %d", form,
		    lo, hi);
		return -1;
	}
	*v = (int)n;
	return 0;
}

static int
exact(struct ax *a, int n, const char *form)
{
	if (a->ntok != n)
		return err(a, "%s: one change a line, in that form", form);
	return 0;
}

/* A limber or wagon by id: transport code (gl_equip.c), -1. */
static int
transport(const struct gl_game *g, const char *id)
{
	int i;

	if (id == NULL)
		return -1;
	for (i = 0; i < g->nlimb; i++)
		if (strcasecmp(g->limb[i].id, id) == 0)
			return i;
	i = gl_find_wagon(g, id);
	return i < 0 ? -1 : g->nlimb + i;
}

static int
t_side(const struct gl_game *g, int t)
{
	return t < g->nlimb ? g->gun[g->limb[t].gun].side :
	    g->wag[t - g->nlimb].side;
}

static const char *
t_id(const struct gl_game *g, int t)
{
	return t < g->nlimb ? g->limb[t].id : g->wag[t - g->nlimb].id;
}

static int
t_seen(const struct gl_game *g, int t)
{
	return t < g->nlimb ? g->limb[t].seen : g->wag[t - g->nlimb].seen;
}

static void
own(struct ax *a, int side, const char *text)
{
	gl_say(a->log, EVENT_V_REF | EVENT_V_SIDE(side), "Referee: %s", text);
}

static int
within(const struct gl_game *g, int x0, int y0, int x1, int y1)
{
	return plane_cmp_dist(gl_pt(x0, y0), gl_pt(x1, y1), (int64_t)(
	    g->r.limber_reach_yd + 5) * GL_YD) <= 0;
}

static int
v_stores(struct ax *a)
{
	struct gl_wagon *wg;
	char t[96];
	int k, n;

	if ((k = gl_find_wagon(a->g, w(a, 1) ? w(a, 1) : "")) < 0 ||
	    !a->g->wag[k].store)
		return err(a, "STORES W N: \"%.16s\" is no store wagon or pack "
		    "animal with stores", w(a, 1));
	if (num(a, 2, 0, 100, "STORES W N (percent of a whole load)", &n) ||
	    exact(a, 3, "STORES W N"))
		return -1;
	wg = &a->g->wag[k];
	wg->stores = (int)((int64_t)gl_store_full() * n / 100);
	snprintf(t, sizeof t, "%s holds %d%% of a load of stores.", wg->id,
	    n);
	own(a, wg->side, t);
	return 0;
}

/* STORES D1 N: a dump's stores (gl_dump.c), up to ten loads. */
static int
v_dump_stores(struct ax *a, int d)
{
	struct gl_dump *dp = &a->g->dump[d];
	char t[96];
	int n;

	if (num(a, 2, 0, 1000, "STORES DUMP N (percent of a whole load)",
	    &n) || exact(a, 3, "STORES DUMP N"))
		return -1;
	dp->stores = (int)((int64_t)gl_store_full() * n / 100);
	snprintf(t, sizeof t, "dump %s holds %d%% of a load of stores.",
	    dp->id, n);
	own(a, dp->side, t);
	return 0;
}

static int
v_team(struct ax *a)
{
	struct gl_game *g = a->g;
	int t = transport(g, w(a, 1)), n, all, *killed, *now;
	char text[96];

	if (t < 0)
		return err(a, "TEAM LIMBER|WAGON N: there is no limber or wagon "
		    "\"%.16s\"", w(a, 1));
	if (t < g->nlimb)
		all = g->limb[t].horses, killed = &g->limb[t].killed,
		now = &g->limb[t].killed_now;
	else
		all = g->wag[t - g->nlimb].animals,
		killed = &g->wag[t - g->nlimb].killed,
		now = &g->wag[t - g->nlimb].killed_now;
	if (num(a, 2, 0, all, "TEAM LIMBER|WAGON N (the animals alive)", &n) ||
	    exact(a, 3, "TEAM LIMBER|WAGON N"))
		return -1;
	*killed = all - n;
	*now = 0;		/* effective at once */
	snprintf(text, sizeof text, "%s's team is now %d animal%s.",
	    t_id(g, t), n, n == 1 ? "" : "s");
	gl_say(a->log, EVENT_V_REF | EVENT_V_SIDE(t_side(g, t)) |
	    (t_seen(g, t) ? EVENT_V_SIDE(1 - t_side(g, t)) : 0), "Referee: "
	    "%s", text);
	return 0;
}

static int
v_driver(struct ax *a)
{
	struct gl_game *g = a->g;
	int t = transport(g, w(a, 1)), m, x, y;
	char text[96];

	if (t < 0)
		return err(a, "DRIVER LIMBER|WAGON ID|NONE: there is no limber or "
		    "wagon \"%.16s\"", w(a, 1));
	if (exact(a, 3, "DRIVER LIMBER|WAGON ID|NONE"))
		return -1;
	if (strcasecmp(w(a, 2), "NONE") == 0) {
		if (t >= g->nlimb)
			return err(a, "%s is a wagon: it keeps a driver (name "
			    "another)", t_id(g, t));
		g->limb[t].driver = -1;
		snprintf(text, sizeof text, "%s has no driver.", t_id(g, t));
		own(a, t_side(g, t), text);
		return 0;
	}
	x = t < g->nlimb ? g->limb[t].x : g->wag[t - g->nlimb].x;
	y = t < g->nlimb ? g->limb[t].y : g->wag[t - g->nlimb].y;
	if ((m = gl_find_man(g, w(a, 2))) < 0 || g->man[m].side !=
	    t_side(g, t) || !gl_able(&g->man[m]))
		return err(a, "DRIVER: \"%.16s\" is no man of its side in play",
		    w(a, 2));
	if (g->man[m].aboard || g->man[m].locked || g->man[m].type !=
	    GL_FOOT || !within(g, g->man[m].x, g->man[m].y, x, y))
		return err(a, "DRIVER: %s must stand on foot within 10 yd of it, "
		    "neither aboard nor in melee (MOVE him first)",
		    g->man[m].id);
	if (g->man[m].gun)
		g->man[m].gun = 0;	/* he leaves the gun's crew */
	if (t < g->nlimb)
		g->limb[t].driver = m, g->limb[t].left = 0;
	else
		g->wag[t - g->nlimb].driver = m, g->wag[t - g->nlimb].left = 0;
	snprintf(text, sizeof text, "%s drives %s.", g->man[m].id,
	    t_id(g, t));
	own(a, t_side(g, t), text);
	return 0;
}

static int
aboard_n(const struct gl_game *g, int k)
{
	int m, n = 0;

	for (m = 0; m < g->nman; m++)
		n += g->man[m].aboard == k + 1;
	return n;
}

static int
v_aboard(struct ax *a)
{
	struct gl_game *g = a->g;
	struct gl_man *m;
	struct gl_wagon *wg;
	int i, k;
	char text[96];

	if ((i = gl_find_man(g, w(a, 1) ? w(a, 1) : "")) < 0)
		return err(a, "ABOARD ID WAGON|NONE: there is no casting "
		    "\"%.16s\"", w(a, 1));
	if (exact(a, 3, "ABOARD ID WAGON|NONE"))
		return -1;
	m = &g->man[i];
	if (!gl_able(m))
		return err(a, "%s is out of play", m->id);
	if (strcasecmp(w(a, 2), "NONE") == 0) {
		if (!m->aboard)
			return err(a, "%s is not aboard a wagon", m->id);
		snprintf(text, sizeof text, "%s gets down from %s.", m->id,
		    g->wag[m->aboard - 1].id);
		m->aboard = 0;
		own(a, m->side, text);
		return 0;
	}
	if ((k = gl_find_wagon(g, w(a, 2))) < 0 || g->wag[k].side != m->side)
		return err(a, "ABOARD: \"%.16s\" is no wagon of his side",
		    w(a, 2));
	wg = &g->wag[k];
	if (wg->destroyed || wg->store || wg->pack || m->aboard ||
	    m->locked || m->gun || m->type != GL_FOOT || i == wg->driver ||
	    aboard_n(g, k) >= wg->cap)
		return err(a, "ABOARD: %s cannot ride in that wagon (destroyed, "
		    "full or carrying stores; or he is mounted, aboard, "
		    "crewing, driving or in melee)", m->id);
	m->aboard = k + 1;
	m->prone = 0;
	m->x = wg->x, m->y = wg->y;
	snprintf(text, sizeof text, "%s rides in %s.", m->id, wg->id);
	own(a, m->side, text);
	return 0;
}

static int
v_broken(struct ax *a, int on)
{
	struct gl_game *g = a->g;
	int t = transport(g, w(a, 1)), *b;
	char text[96];

	if (exact(a, 3, on ? "SET LIMBER|WAGON BROKEN" :
	    "CLEAR LIMBER|WAGON BROKEN"))
		return -1;
	if (strcasecmp(w(a, 2), "BROKEN") != 0)
		return err(a, "a limber or wagon is SET or CLEARed BROKEN, not "
		    "\"%.16s\"", w(a, 2));
	b = t < g->nlimb ? &g->limb[t].broken : &g->wag[t - g->nlimb].broken;
	if (t >= g->nlimb && g->wag[t - g->nlimb].pack)
		return err(a, "%s is a pack animal: it has no wheel",
		    t_id(g, t));
	if (*b == on)
		return err(a, on ? "%s has a broken wheel already" : "%s has "
		    "no broken wheel", t_id(g, t));
	*b = on;
	/* a limbered gun shares its limber's wheels (gl_transport.c) */
	if (t < g->nlimb && g->gun[g->limb[t].gun].limbered)
		g->gun[g->limb[t].gun].broken = on;
	snprintf(text, sizeof text, "%s %s.", t_id(g, t), on ? "has a broken "
	    "wheel" : "is mended");
	own(a, t_side(g, t), text);
	return 0;
}

static int
v_runner(struct ax *a)
{
	static const char *const legs[] = { "AT", "GOING", "BACK" };
	struct gl_game *g = a->g;
	struct gl_man *m;
	int i, k, l, leg = 0;
	char text[128];

	if ((i = gl_find_man(g, w(a, 1) ? w(a, 1) : "")) < 0)
		return err(a, "RUNNER ID GUN CAISSON [AT|GOING|BACK] | RUNNER ID "
		    "NONE: there is no casting \"%.16s\"", w(a, 1));
	m = &g->man[i];
	if (!gl_able(m))
		return err(a, "%s is out of play", m->id);
	if (w(a, 2) && strcasecmp(w(a, 2), "NONE") == 0) {
		if (exact(a, 3, "RUNNER ID NONE"))
			return -1;
		if (!m->runner)
			return err(a, "%s has no errand", m->id);
		m->runner = m->run_limb = m->run_leg = m->run_crew = 0;
		snprintf(text, sizeof text, "%s runs no more errands.", m->id);
		own(a, m->side, text);
		return 0;
	}
	if (a->ntok != 4 && a->ntok != 5)
		return err(a, "RUNNER ID GUN CAISSON [AT|GOING|BACK]%s", NULL);
	if ((k = gl_find_gun(g, w(a, 2))) < 0 || g->gun[k].side != m->side ||
	    GL_IS_MG(g->gun[k].kind))
		return err(a, "RUNNER: \"%.16s\" is no cannon of his side",
		    w(a, 2));
	for (l = 0; l < g->nlimb; l++)
		if (strcasecmp(g->limb[l].id, w(a, 3)) == 0 &&
		    g->gun[g->limb[l].gun].side == m->side)
			break;
	if (l == g->nlimb) {	/* an ammunition dump (gl_dump.c)? */
		int d = gl_find_dump(g, w(a, 3));

		if (d < 0 || g->dump[d].side != m->side || !g->dump[d].ammo)
			return err(a, "RUNNER: \"%.16s\" is no limber, caisson "
			    "or ammunition dump of his side", w(a, 3));
		l = g->nlimb + d;
	}
	if (a->ntok == 5) {
		for (leg = 0; leg < 3; leg++)
			if (strcasecmp(w(a, 4), legs[leg]) == 0)
				break;
		if (leg == 3)
			return err(a, "RUNNER ... AT|GOING|BACK: \"%.16s\" is "
			    "none of them", w(a, 4));
	}
	if (m->run_crew && !leg)	/* back at the gun: crew again */
		m->gun = m->runner, m->run_crew = 0;
	if (leg && m->gun == k + 1)	/* away: not crew while away */
		m->gun = 0, m->run_crew = 1;
	m->runner = k + 1, m->run_limb = l + 1, m->run_leg = leg;
	snprintf(text, sizeof text, "%s runs for %s's rounds to %s%s.", m->id,
	    g->gun[k].id, l < g->nlimb ? g->limb[l].id :
	    g->dump[l - g->nlimb].id, leg == 1 ? ", on his way there" :
	    leg == 2 ? ", on his way back" : "");
	own(a, m->side, text);
	return 0;
}

/* LADDER L1 X,Y | LADDER L1 BY ID (gl_ladder.c): set it down at X,Y,
 * or put it in a man's hands (a man on foot in play, carrying none).
 * Told to the referee and to each side that sees where it is now, or
 * whose man carries it; each side's map learns it by sight. */
static int
v_ladder(struct ax *a)
{
	struct gl_game *g = a->g;
	struct gl_ladder *l;
	int i = gl_find_ladder(g, w(a, 1) ? w(a, 1) : ""), m, x, y, s;
	unsigned mask = EVENT_V_REF;
	char text[128], p[48];

	if (i < 0)
		return err(a, "LADDER L X,Y | LADDER L BY ID: there is no ladder "
		    "\"%.16s\"", w(a, 1));
	l = &g->ladder[i];
	if (a->ntok == 4 && strcasecmp(w(a, 2), "BY") == 0) {
		if ((m = gl_find_man(g, w(a, 3))) < 0 ||
		    !gl_able(&g->man[m]) || g->man[m].type != GL_FOOT ||
		    g->man[m].aboard || g->man[m].gun ||
		    (gl_ladder_of(g, m) >= 0 && gl_ladder_of(g, m) != i))
			return err(a, "LADDER L BY ID: \"%.16s\" is no man on "
			    "foot in play, free to carry it", w(a, 3));
		l->by = m + 1;
		l->took = 0;
		l->x = g->man[m].x, l->y = g->man[m].y;
		snprintf(text, sizeof text, "Referee: %s carries ladder %s.",
		    g->man[m].id, l->id);
		gl_say(a->log, gl_mask_man(g, m), "%s", text);
		return 0;
	}
	if (exact(a, 3, "LADDER L X,Y | LADDER L BY ID"))
		return -1;
	if (gl_point(w(a, 2), g->width, g->height, &x, &y))
		return err(a, "LADDER L X,Y: \"%.24s\" is not a point on this "
		    "table", w(a, 2));
	l->by = l->took = 0;
	l->x = x, l->y = y;
	for (s = 0; s < GL_NSIDES; s++)
		if (gl_sees_point(g, s, x, y))
			mask |= EVENT_V_SIDE(s);
	gl_fmt_pos(p, sizeof p, x, y);
	snprintf(text, sizeof text, "Referee: ladder %s stands at %s%s.",
	    l->id, p, gl_ladder_at_wall(g, x, y) ? ", against the wall" : "");
	gl_say(a->log, mask, "%s", text);
	return 0;
}

/* WORK ID N: his turns of work in progress (gl_work.c), or a pack
 * animal's (gl_pack.c). */
static int
v_work(struct ax *a)
{
	struct gl_game *g = a->g;
	struct gl_man *m;
	int i, n, need;
	char text[128];

	if (w(a, 1) && (i = gl_find_wagon(g, w(a, 1))) >= 0 &&
	    g->wag[i].pack) {
		struct gl_wagon *p = &g->wag[i];

		need = gl_pack_need(g, i);
		if (!p->pgun)
			return err(a, "WORK %s N: its stores are its work (STORES "
			    "W N)", p->id);
		if (num(a, 2, 0, need - 1, "WORK PACK N (turns done)", &n) ||
		    exact(a, 3, "WORK PACK N"))
			return -1;
		if (n > 0 && p->pwork == 0)
			return err(a, "%s has no work under way: the order starts "
			    "it", p->id);
		if (n == 0 && p->pload)
			g->gun[p->pgun - 1].limbered = 0;
		if (n == 0)
			p->pload = 0;
		p->pwork = n;
		snprintf(text, sizeof text, "%s's work has %d turn%s done.",
		    p->id, n, n == 1 ? "" : "s");
		own(a, p->side, text);
		return 0;
	}
	if (w(a, 1) == NULL || (i = gl_find_man(g, w(a, 1))) < 0)
		return err(a, "WORK ID N: there is no casting or pack animal "
		    "\"%.16s\"", w(a, 1));
	m = &g->man[i];
	if (!m->work_line)
		return err(a, "%s has no work under way (WORK on his sheet "
		    "starts it)", m->id);
	need = g->line[m->work_line - 1].kind == GL_L_STREAM ?
	    g->x.bridge_work : g->x.fence_work;
	if (num(a, 2, 0, need - 1, "WORK ID N (his turns done)", &n) ||
	    exact(a, 3, "WORK ID N"))
		return -1;
	m->work_done = n;
	if (n == 0)
		m->work_line = 0, m->work_x = m->work_y = 0;
	snprintf(text, sizeof text, "%s has %d turn%s of work done.", m->id,
	    n, n == 1 ? "" : "s");
	own(a, m->side, text);
	return 0;
}

int
gl_amend_x(struct gl_game *g, char *const *tok, int ntok, int line,
    struct sheet_check *out, struct event_log *log)
{
	struct ax a;
	const char *v = ntok > 0 ? tok[0] : "";

	a.g = g, a.tok = tok, a.ntok = ntok, a.line = line;
	a.out = out, a.log = log;
	if (ntok > 1 && (strcasecmp(v, "MOVE") == 0 || strcasecmp(v,
	    "ABOARD") == 0) && gl_find_hull(g, tok[1]) >= 0)
		return gl_amend_hull(g, tok, ntok, line, out, log);
	if (strcasecmp(v, "STORES") == 0 && ntok > 1 && gl_find_dump(g,
	    tok[1]) >= 0)
		return v_dump_stores(&a, gl_find_dump(g, tok[1]));
	if (strcasecmp(v, "STORES") == 0)
		return v_stores(&a);
	if (strcasecmp(v, "TEAM") == 0)
		return v_team(&a);
	if (strcasecmp(v, "DRIVER") == 0)
		return v_driver(&a);
	if (strcasecmp(v, "ABOARD") == 0)
		return v_aboard(&a);
	if (strcasecmp(v, "RUNNER") == 0)
		return v_runner(&a);
	if (strcasecmp(v, "LADDER") == 0)
		return v_ladder(&a);
	if (strcasecmp(v, "WORK") == 0)
		return v_work(&a);
	if ((strcasecmp(v, "SET") == 0 || strcasecmp(v, "CLEAR") == 0) &&
	    transport(g, w(&a, 1)) >= 0)
		return v_broken(&a, strcasecmp(v, "SET") == 0);
	return 1;
}
