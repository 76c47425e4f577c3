/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse.c - one side's order sheet (digest 8.1) -> orders JSON and the
 * receipt of orders as understood: the sheet read line by line, each
 * line handed on by its subject (gl_parse.h lists the files that read
 * them).  Subjects are the side's own castings, guns, limbers, wagons or
 * @commands; a target is an enemy the side has seen.  An id the side
 * does not know gets the same refusal whether it exists or not (game.h
 * rule 3).  Errors name the sheet line.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"
#include "sheet_read.h"

static void
understood(struct gl_pc *c, struct sheet_check *out)
{
	int i;

	for (i = 0; i < c->tk.n; i++)
		buf_addf(&out->understood, "%s%s", i ? " " : "", c->tk.t[i]);
	buf_adds(&out->understood, "\n");
}

static int
one_line(struct gl_pc *c, json_t *men, json_t *guns, json_t *cmds,
    json_t *vols)
{
	const struct gl_game *g = c->g;
	const char *s = c->tk.t[0];
	json_t *o;
	int m, k;

	if (s[0] == '@') {
		if ((k = gl_find_cmd(g, s)) < 0 || g->cmd[k].side != c->side)
			return fail(c, "\"%.16s\" is not one of your commands",
			    s);
		if (c->tk.n >= 2 && is(c->tk.t[1], "VOLLEY"))
			return glp_volley(c, k, vols);
		if (c->tk.n >= 2 && gl_form_verb(c->tk.t[1]))
			return gl_form_parse(g, c->side, k, &c->tk, c->forms,
			    c->err, sizeof c->err, c->note, sizeof c->note);
		return glp_cmd_line(c, k, cmds);
	}
	c->gun = -1;
	if ((k = gl_find_gun(g, s)) >= 0 && g->gun[k].side == c->side) {
		c->gun = k;
		return c->tk.n < 2 ? fail(c, "a gun needs an order%s", "") :
		    glp_gun_line(c, k, guns);
	}
	for (k = 0; k < g->nlimb; k++)
		if (strcasecmp(g->limb[k].id, s) == 0 &&
		    g->gun[g->limb[k].gun].side == c->side) {
			if (c->tk.n < 3 || !is(c->tk.t[1], "MOVE"))
				return fail(c, "a limber takes MOVE x,y ...%s",
				    "");
			o = json_object();
			json_object_set_new(guns, g->limb[k].id, o);
			if (glp_move(c, 1, o))
				return -1;
			glp_turn_note(c, g->limb[k].id, g->limb[k].x,
			    g->limb[k].y, g->limb[k].facing, o);
			return 0;
		}
	if ((k = gl_find_wagon(g, s)) >= 0 && g->wag[k].side == c->side)
		return glp_wagon_line(c, k, guns);	/* gl_wagon.c */
	if ((m = gl_find_man(g, s)) < 0 || g->man[m].side != c->side)
		return fail(c, "\"%.16s\" is not one of your castings", s);
	if (c->tk.n < 2)
		return fail(c, "%s needs an order", g->man[m].id);
	if (!gl_able(&g->man[m])) {	/* not echoed as understood */
		snprintf(c->note, sizeof c->note, "# %s is out of the fight: "
		    "line %d ignored", g->man[m].id, c->line);
		c->ignored = 1;
		return 0;
	}
	if ((o = json_object_get(men, g->man[m].id)) == NULL) {
		o = json_object();
		json_object_set_new(men, g->man[m].id, o);
	}
	return glp_verb(c, 1, o, 0);
}

/* A sheet being read: the line reader's state, the orders' parts. */
struct gl_sheet {
	struct gl_pc c;
	json_t *orders, *men, *guns, *cmds, *vols;
	struct sheet_check *out;
};

/* sheet_read's line: its words taken, the GLORY line and an END alone
 * passed over, the rest read by its subject. */
static const char *
read_line(void *ctx, int line, char **tok, int n)
{
	struct gl_sheet *s = ctx;
	struct gl_pc *c = &s->c;

	c->line = line;
	gl_take_words(&c->tk, tok, n);
	if (c->tk.overflow)
		return "too many or too long words";
	if (c->tk.n == 0 || is(c->tk.t[0], "GLORY") ||
	    (c->tk.n == 1 && is(c->tk.t[0], "END")))
		return NULL;
	c->err[0] = '\0';
	c->note[0] = '\0';
	c->ignored = 0;
	if (one_line(c, s->men, s->guns, s->cmds, s->vols))
		return c->err;
	if (!c->ignored)
		understood(c, s->out);
	if (c->note[0])
		buf_addf(&s->out->understood, "%s\n", c->note);
	return NULL;
}

/* ... and its end: the volleys and formations, if any, into the
 * orders; a sheet without errors told what its files and stores do. */
static void
read_end(void *ctx, int line, int ended)
{
	struct gl_sheet *s = ctx;
	int in_file[GL_MAX_MEN], holds[GL_MAX_MEN];

	(void)line;
	(void)ended;
	/* only a sheet with a VOLLEY carries the key (gl_volley.c) */
	if (json_object_size(s->vols) > 0)
		json_object_set(s->orders, "volleys", s->vols);
	if (json_object_size(s->c.forms) > 0)	/* only with a formation verb */
		json_object_set(s->orders, "forms", s->c.forms);
	if (s->out->nerrors > 0)
		return;
	glp_volley_files(s->c.g, s->c.side, s->orders, in_file, holds,
	    &s->out->understood);
	glp_in_force(s->c.g, s->c.side, s->orders, in_file, holds,
	    &s->out->understood);
	gl_stores_receipt(s->c.g, s->c.side, s->orders, &s->out->understood);
}

int
gl_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	/* the kit's reader (sheet_read.h): bounded lines, numbered */
	static const struct sheet_reader reader = { .flags =
	    SHEET_WORDS_QUOTES, .line = read_line, .end = read_end };
	struct gl_sheet s = { .orders = json_object(), .men = json_object(),
	    .guns = json_object(), .cmds = json_object(),
	    .vols = json_object(), .out = out };
	int rc;

	gl_sight(gv);
	s.c.g = gv;
	s.c.side = side;
	s.c.forms = json_object();
	json_object_set_new(s.orders, "men", s.men);
	json_object_set_new(s.orders, "guns", s.guns);
	json_object_set_new(s.orders, "cmds", s.cmds);
	rc = sheet_read(&reader, &s, text, len, first_line, s.orders, out);
	json_decref(s.vols);
	json_decref(s.c.forms);
	return rc;
}
