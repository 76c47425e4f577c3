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
#include "sheet_words.h"

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

int
gl_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	struct gl_game *g = gv;
	struct gl_pc c;
	json_t *orders = json_object(), *men = json_object(),
	    *guns = json_object(), *cmds = json_object(),
	    *vols = json_object();
	struct sheet_lines rd;
	int k;

	gl_sight(g);
	memset(&c, 0, sizeof c);
	c.g = g;
	c.side = side;
	c.forms = json_object();
	json_object_set_new(orders, "men", men);
	json_object_set_new(orders, "guns", guns);
	json_object_set_new(orders, "cmds", cmds);
	/* the kit's reader (../sheet_words.h): bounded lines, numbered */
	sheet_lines_init(&rd, text, len, first_line, SHEET_WORDS_QUOTES);
	while ((k = sheet_lines_next(&rd)) != 0) {
		c.line = rd.line;
		if (k < 0) {
			sheet_check_error(out, c.line, "%s", rd.why);
			continue;
		}
		gl_take_words(&c.tk, rd.tok, rd.ntok);
		if (c.tk.overflow) {
			sheet_check_error(out, c.line, "too many or too long "
			    "words");
			continue;
		}
		if (c.tk.n == 0 || is(c.tk.t[0], "GLORY") ||
		    (c.tk.n == 1 && is(c.tk.t[0], "END")))
			continue;
		c.err[0] = '\0';
		c.note[0] = '\0';
		c.ignored = 0;
		if (one_line(&c, men, guns, cmds, vols))
			sheet_check_error(out, c.line, "%s", c.err);
		else {
			if (!c.ignored)
				understood(&c, out);
			if (c.note[0])
				buf_addf(&out->understood, "%s\n", c.note);
		}
	}
	/* only a sheet with a VOLLEY carries the key (gl_volley.c) */
	if (json_object_size(vols) > 0)
		json_object_set(orders, "volleys", vols);
	json_decref(vols);
	if (json_object_size(c.forms) > 0)	/* only with a formation verb */
		json_object_set(orders, "forms", c.forms);
	json_decref(c.forms);
	if (out->nerrors == 0) {
		int in_file[GL_MAX_MEN], holds[GL_MAX_MEN];

		glp_volley_files(g, side, orders, in_file, holds,
		    &out->understood);
		glp_in_force(g, side, orders, in_file, holds,
		    &out->understood);
		gl_stores_receipt(g, side, orders, &out->understood);
		out->orders = orders;
	}
	else
		json_decref(orders);
	return PBEM_OK;
}
