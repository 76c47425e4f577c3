/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse_move.c - a sheet's movement verbs (digest 8.1): MOVE x,y ...
 * [FACE deg] [STOPIF ...] for a man, a limber or a wagon, and CHARGE
 * target [IFREACH] [BUSY ...] [ELSE order].
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"

int
glp_move(struct gl_pc *c, int i, json_t *o)
{
	json_t *mv = json_object(), *pts = json_array();
	int n = 0, d, k;

	json_object_set_new(mv, "pts", pts);
	json_object_set_new(o, "move", mv);
	for (i++; i < c->tk.n && strchr(c->tk.t[i], ','); i++, n++)
		if (n == GL_MAX_WAY || glp_pt(c, c->tk.t[i], pts))
			return c->err[0] ? -1 : fail(c, "at most 8 points in "
			    "a MOVE%s", "");
	if (n == 0)
		return fail(c, "MOVE needs a point x,y%s", "");
	while (i < c->tk.n) {
		if (is(c->tk.t[i], "FACE") && i + 1 < c->tk.n) {
			if (gl_deg(c->tk.t[i + 1], &d))
				return fail(c, "FACE 0..359, not \"%.8s\"",
				    c->tk.t[i + 1]);
			json_object_set_new(mv, "face", json_integer(d));
			i += 2;
		} else if (is(c->tk.t[i], "STOPIF") && i + 1 < c->tk.n) {
			const char *s = c->tk.t[i + 1];

			if (is(s, "SEEN"))
				json_object_set_new(mv, "stopif_seen",
				    json_true());
			else if (strncasecmp(s, "ENEMY<=", 7) == 0 &&
			    gl_num(s + 7, 1000 * GL_YD, &k) == 0)
				json_object_set_new(mv, "stopif_enemy",
				    json_integer(k));
			else
				return fail(c, "STOPIF ENEMY<=yards (one word, "
				    "no spaces: STOPIF ENEMY<=60) or STOPIF SEEN, "
				    "not \"%.16s\"", s);
			i += 2;
		} else
			return fail(c, "unexpected \"%.16s\" in MOVE",
			    c->tk.t[i]);
	}
	return 0;
}

int
glp_charge(struct gl_pc *c, int i, json_t *o)
{
	json_t *ch = json_object(), *el;
	int m;

	json_object_set_new(o, "charge", ch);
	if (i + 1 >= c->tk.n)
		return fail(c, "CHARGE needs an enemy casting your side knows"
		    "%s", "");
	/* NEAREST is a body's (@cmd CHARGE NEAREST): a man names his man */
	if (is(c->tk.t[i + 1], "NEAREST") || is(c->tk.t[i + 1], "LEADER") ||
	    is(c->tk.t[i + 1], "GUN"))
		return fail(c, "CHARGE needs an enemy casting your side knows, "
		    "by his id (C7 CHARGE U4), not \"%.8s\"; only a formed "
		    "body charges NEAREST (@cmd CHARGE NEAREST)",
		    c->tk.t[i + 1]);
	if ((m = glp_enemy(c, c->tk.t[i + 1])) < 0)
		return fail(c, "CHARGE needs an enemy casting your side knows "
		    "(one your report lists, in sight or last seen), not "
		    "\"%.16s\"", c->tk.t[i + 1]);
	json_object_set_new(ch, "target", json_string(c->g->man[m].id));
	for (i += 2; i < c->tk.n; ) {
		if (is(c->tk.t[i], "IFREACH")) {
			json_object_set_new(ch, "ifreach", json_true());
			i++;
		} else if (is(c->tk.t[i], "BUSY") && i + 1 < c->tk.n) {
			if (is(c->tk.t[i + 1], "WAIT") ||
			    is(c->tk.t[i + 1], "FLOW"))
				json_object_set_new(ch, "flow", json_boolean(
				    is(c->tk.t[i + 1], "FLOW")));
			else if ((m = glp_enemy(c, c->tk.t[i + 1])) >= 0)
				json_object_set_new(ch, "busy_alt",
				    json_string(c->g->man[m].id));
			else
				return fail(c, "BUSY WAIT, BUSY FLOW or BUSY and "
				    "an enemy casting your side knows (one "
				    "your report lists), not \"%.16s\"",
				    c->tk.t[i + 1]);
			i += 2;
		} else if (is(c->tk.t[i], "ELSE") && i + 1 < c->tk.n) {
			el = json_object();
			json_object_set_new(ch, "else", el);
			return glp_verb(c, i + 1, el, 1);
		} else
			return fail(c, "unexpected \"%.16s\" in CHARGE",
			    c->tk.t[i]);
	}
	return 0;
}
