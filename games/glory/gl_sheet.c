/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_sheet.c - the sheet a side may send now, ready to edit: a '#' line
 * per own casting with where it stands and its standing orders, the
 * @command orders, and (for the start mail) an example of each kind of
 * order and how the game is won.  From the same view as the report.
 */
#include <stdio.h>

#include "gl.h"

/* Enough able drilled men of one kind (foot, or horse where the rules
 * let horse form) in command c to make a body (gl_form.c). */
static int
can_form(const struct gl_game *g, int c)
{
	int i, n[2] = { 0, 0 };

	for (i = 0; i < g->nman; i++) {
		const struct gl_man *m = &g->man[i];

		if (m->cmd == c && gl_able(m) && !m->aboard &&
		    m->training == GL_DRILLED)
			n[m->type == GL_MOUNTED]++;
	}
	return n[0] >= g->f.fm.min_men ||
	    (g->f.fm.horse && n[1] >= g->f.fm.min_men);
}

/* A man's line: where he stands and the orders he can carry out now.
 * A gun's crewman fires none of his own and charges no one (gl_fire.c,
 * gl_move.c charge_ok); a man with no weapon that fires has no FIRE;
 * only a man on foot lies down (4.22), and only with the prone option
 * on (gl_move.c); UP is for a man lying prone. */
static void
man_line(const struct gl_game *g, const struct gl_man *m, const char *p,
    struct buf *out)
{
	int crew = m->gun && !m->demor && !m->locked;
	int fires = !crew && gl_fire_class(m) >= 0;

	buf_addf(out, "# %s at %s facing %d%s%s%s", m->id, p, m->facing,
	    m->demor ? " demoralized" : "", m->wounds ? " wounded" : "",
	    m->prone ? " prone" : "");
	if (crew)
		buf_addf(out, ", crew of %s (no FIRE or CHARGE of his own)",
		    g->gun[m->gun - 1].id);
	else if (!fires)
		buf_adds(out, " (no weapon that fires)");
	buf_addf(out, ": MOVE x,y%s%s | FACE d%s\n", fires ? " | FIRE target" :
	    "", crew ? "" : " | CHARGE id", m->prone ? " | UP" :
	    m->type == GL_FOOT && g->r.opt_prone ? " | PRONE" : "");
}

int
gl_sheet(const void *gv, int v, struct buf *out, struct buf *lesson)
{
	const struct gl_game *g = gv;
	char p[48];
	int i, e, f, t;

	buf_addf(out, "# GLORY turn %d: one order per line, SUBJECT VERB ... "
	    "(ORDERS.md)\n", g->turn);
	for (i = 0; i < g->ncmd; i++)
		if (g->cmd[i].side == v)
			buf_addf(out, "# %s ORDER %s | VOLLEY target\n",
			    g->cmd[i].id, gl_order_name(g->cmd[i].order));
	for (i = 0; i < g->ncmd; i++) {	/* its formation (gl_form.c) */
		if (g->cmd[i].side != v)
			continue;
		if (g->form[i].kind != GL_FK_NONE)
			buf_addf(out, "# %s in %s facing %d: MARCH x,y | WHEEL "
			    "deg | CHARGE id|NEAREST [IFREACH] [ELSE MARCH x,y"
			    "|WHEEL deg|HALT] | DISPERSE\n",
			    g->cmd[i].id, g->form[i].kind == GL_FK_LINE ?
			    "LINE" : "COLUMN", g->form[i].facing);
		else if (can_form(g, i))
			buf_addf(out, "# %s may form: FORM LINE|COLUMN [men] "
			    "[FACE d] [SPACING yd]\n", g->cmd[i].id);
	}
	for (i = 0; i < g->nman; i++) {
		const struct gl_man *m = &g->man[i];

		if (m->side != v || !gl_able(m))
			continue;
		gl_fmt_pos(p, sizeof p, m->x, m->y);
		/* they neither fire nor move (gl_wagon_plan) */
		if (m->aboard) {
			buf_addf(out, "# %s aboard %s: no fire, no move while "
			    "aboard (%s UNLOAD)\n", m->id,
			    g->wag[m->aboard - 1].id, g->wag[m->aboard - 1].id);
			continue;
		}
		if ((t = gl_driving(g, i) - 1) >= 0) {
			buf_addf(out, "# %s at %s drives %s: drivers only drive "
			    "(no fire, no move of his own)\n", m->id, p,
			    t < g->nlimb ? g->limb[t].id :
			    g->wag[t - g->nlimb].id);
			continue;
		}
		man_line(g, m, p, out);
	}
	for (i = 0; i < g->ngun; i++)
		if (g->gun[i].side == v && !g->gun[i].destroyed)
			buf_addf(out, "# %s gun facing %d: FIRE NEAREST AMMO AUTO"
			    " | FACE d | FACE TRACK target\n", g->gun[i].id,
			    g->gun[i].facing);
	gl_wagon_sheet(g, v, out);	/* limbers, wagons (gl_wagon.c) */
	if (lesson == NULL)
		return out->failed ? PBEM_ERR_NOMEM : PBEM_OK;
	for (i = 0; i < g->nman && g->man[i].side != v; i++)
		;
	for (e = 0; e < g->nman && (g->man[e].side == v || !g->man[e].seen);
	    e++)
		;
	if (i < g->nman) {
		const char *id = g->man[i].id;

		buf_addf(lesson, "Examples (one order per line):\n"
		    "  %s MOVE 120,117 FACE 180 STOPIF ENEMY<=60\n"
		    "  %s FIRE %s ELSE NEAREST\n  %s REACT COUNTER\n"
		    "  %s WOUNDED FLEE\n  %s TIE STAY\n  %s FLEETO EDGE\n",
		    id, id, e < g->nman ? g->man[e].id : "NEAREST", id, id,
		    id, id);
		/* PRONE shown on a man on foot: a horseman does not lie
		 * down (4.22) */
		for (f = i; f < g->nman && (g->man[f].side != v ||
		    g->man[f].type != GL_FOOT); f++)
			;
		if (f < g->nman && g->r.opt_prone)
			buf_addf(lesson, "  %s PRONE\n", g->man[f].id);
		if (e < g->nman)
			buf_addf(lesson, "  %s CHARGE %s IFREACH ELSE MOVE "
			    "120,117\n", id, g->man[e].id);
		buf_addf(lesson, "  %s ORDER ATTACK OBJ EDGE\n",
		    g->cmd[g->man[i].cmd].id);
	}
	if (g->vic_text[v][0])
		buf_addf(lesson, "To win: %s\n", g->vic_text[v]);
	return out->failed || lesson->failed ? PBEM_ERR_NOMEM : PBEM_OK;
}
