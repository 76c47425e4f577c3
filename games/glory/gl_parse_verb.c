/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse_verb.c - a man's line of a sheet (digest 8.1): every verb a
 * casting takes (the standing choices REACT, WOUNDED, TIE; SAVE, NOFIRE,
 * PRONE, UP, HOLD; TAKE, DROP, CREW, FLEETO, RUNNER, WORK), handing
 * MOVE, CHARGE and FIRE to their own files.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"

/* A two-way standing choice: REACT STAND|COUNTER and the like. */
static int
choice(struct gl_pc *c, int i, json_t *o, const char *key, const char *no,
    const char *yes)
{
	if (i + 2 != c->tk.n || (!is(c->tk.t[i + 1], no) &&
	    !is(c->tk.t[i + 1], yes))) {
		snprintf(c->err, sizeof c->err, "%s %s|%s", c->tk.t[i], no,
		    yes);
		return -1;
	}
	json_object_set_new(o, key, json_boolean(is(c->tk.t[i + 1], yes)));
	return 0;
}

static int
flag(struct gl_pc *c, int i, json_t *o, const char *key)
{
	if (i + 1 != c->tk.n)
		return fail(c, "nothing may follow %s", c->tk.t[i]);
	json_object_set_new(o, key, json_true());
	return 0;
}

/* RUNNER GUN-ID CAISSON-ID | RUNNER NONE (gl_supply.c), standing */
/* RUNNER GUN CAISSON | RUNNER NONE; a refusal names the word that is
 * wrong and what to send instead. */
static int
runner_bad(struct gl_pc *c, const char *fmt, const char *word)
{
	char what[80];

	snprintf(what, sizeof what, fmt, word);
	snprintf(c->err, sizeof c->err, "%s: RUNNER one of your cannon and "
	    "one of your limbers, caissons or ammunition dumps, or RUNNER "
	    "NONE", what);
	return -1;
}

/* A gun by its caisson spends no ready rounds (gl_supply.c), and a
 * destroyed one none at all: the errand stands, but he has nothing to
 * fetch. */
static void
runner_note(struct gl_pc *c, int k)
{
	if (c->g->gun[k].destroyed)
		snprintf(c->note, sizeof c->note, "# %s is destroyed: he has "
		    "no rounds to fetch for it (RUNNER NONE frees him)",
		    c->g->gun[k].id);
	else if (gl_gun_at_caisson(c->g, k))
		snprintf(c->note, sizeof c->note, "# %s stands by a caisson "
		    "now: its crew draw from it and never run short, so he "
		    "runs only once it is away from one", c->g->gun[k].id);
}

static int
v_runner(struct gl_pc *c, int i, json_t *o)
{
	json_t *a = json_array();
	const char *cw;
	int k, l, d;

	json_object_set_new(o, "runner", a);
	if (i + 2 == c->tk.n && is(c->tk.t[i + 1], "NONE"))
		return 0;
	if (i + 3 != c->tk.n)
		return runner_bad(c, "a gun and a caisson are needed%s", "");
	k = gl_find_gun(c->g, c->tk.t[i + 1]);
	cw = c->tk.t[i + 2];
	if (k < 0 || c->g->gun[k].side != c->side)
		return runner_bad(c, "\"%.16s\" is not one of your guns",
		    c->tk.t[i + 1]);
	if (GL_IS_MG(c->g->gun[k].kind))
		return runner_bad(c, "%.16s is a machine gun: no runner "
		    "serves it", c->g->gun[k].id);
	for (l = 0; l < c->g->nlimb; l++)
		if (strcasecmp(c->g->limb[l].id, cw) == 0)
			break;
	if (l == c->g->nlimb && (d = gl_find_dump(c->g, cw)) >= 0 &&
	    gl_dump_own(c->g, d, c->side, NULL) && c->g->dump[d].ammo) {
		/* an ammunition dump (gl_dump.c), its own as the side knows */
		json_array_append_new(a, json_string(c->g->gun[k].id));
		json_array_append_new(a, json_string(c->g->dump[d].id));
		runner_note(c, k);
		return 0;
	}
	if (l == c->g->nlimb || c->g->gun[c->g->limb[l].gun].side !=
	    c->side) {
		for (l = 0; l < c->g->nlimb; l++)
			if (c->g->limb[l].gun == k)
				break;
		if (l == c->g->nlimb) {	/* no caisson: rounds at hand */
			char w[80];

			snprintf(w, sizeof w, "\"%.16s\" is not one of yours; "
			    "%s has no limber and keeps its rounds at hand", cw,
			    c->g->gun[k].id);
			return runner_bad(c, "%s", w);
		}
		return runner_bad(c, "\"%.16s\" is not one of your limbers "
		    "or ammunition dumps", cw);
	}
	json_array_append_new(a, json_string(c->g->gun[k].id));
	json_array_append_new(a, json_string(c->g->limb[l].id));
	runner_note(c, k);
	return 0;
}

/* WORK FEATURE-ID: a fence, wire or hedge, or a stream (gl_work.c) */
static int
v_work(struct gl_pc *c, int i, json_t *o)
{
	int l;

	for (l = 0; i + 2 == c->tk.n && l < c->g->nline; l++)
		if (strcasecmp(c->g->line[l].id, c->tk.t[i + 1]) == 0)
			break;
	if (i + 2 != c->tk.n || l == c->g->nline ||
	    c->g->line[l].kind == GL_L_WALL_LOW ||
	    c->g->line[l].kind == GL_L_WALL_HIGH)
		return fail(c, "WORK a fence, wire or hedge (to open a gap) "
		    "or a stream (a rope bridge)%s", "");
	json_object_set_new(o, "work", json_string(c->g->line[l].id));
	return 0;
}

int
glp_verb(struct gl_pc *c, int i, json_t *o, int nested)
{
	const char *v = c->tk.t[i];
	int d;

	if (is(v, "MOVE"))
		return glp_move(c, i, o);
	if (is(v, "FACE")) {
		if (i + 2 == c->tk.n && gl_deg(c->tk.t[i + 1], &d) == 0) {
			json_object_set_new(o, "face", json_integer(d));
			return 0;
		}
		if (i + 3 == c->tk.n && is(c->tk.t[i + 1], "TRACK"))
			return glp_track(c, c->tk.t[i + 2], o);
		return fail(c, "FACE 0..359 or FACE TRACK casting|NEAREST|"
		    "GUN|x,y|LEADER|feature%s", "");
	}
	if (is(v, "PRONE") || is(v, "UP"))
		return flag(c, i, o, is(v, "UP") ? "up" : "prone");
	if (is(v, "HOLD"))
		return flag(c, i, o, "hold");
	if (nested)
		return fail(c, "ELSE takes MOVE, FACE, PRONE, UP or HOLD, not "
		    "\"%.16s\"", v);
	if (is(v, "FIRE"))
		return glp_fire(c, i, o);
	if (is(v, "CHARGE"))
		return glp_charge(c, i, o);
	if (is(v, "SAVE") || is(v, "NOFIRE"))
		return flag(c, i, o, is(v, "SAVE") ? "save" : "nofire");
	if (is(v, "REACT"))
		return choice(c, i, o, "counter", "STAND", "COUNTER");
	if (is(v, "WOUNDED"))
		return choice(c, i, o, "wounded_flee", "FIGHT", "FLEE");
	if (is(v, "TIE"))
		return choice(c, i, o, "tie_flee", "STAY", "FLEE");
	if (is(v, "TAKE") || is(v, "DROP")) {	/* ladders (gl_ladder.c) */
		int l = i + 2 == c->tk.n ? gl_find_ladder(c->g,
		    c->tk.t[i + 1]) : -1;

		if (is(v, "TAKE") && l < 0)
			return fail(c, "TAKE needs a ladder's id (a LADDER of "
			    "the scenario), not \"%.16s\"", i + 1 < c->tk.n ?
			    c->tk.t[i + 1] : "");
		if (is(v, "DROP") && i + 1 != c->tk.n)
			return fail(c, "nothing may follow DROP (his ladder)%s",
			    "");
		if (l >= 0)
			json_object_set_new(o, "take", json_string(
			    c->g->ladder[l].id));
		else
			json_object_set_new(o, "drop", json_true());
		gl_ladder_receipt(c->g, l >= 0, c->note, sizeof c->note);
		if (l < 0 && (l = gl_find_man(c->g, c->tk.t[0])) >= 0 &&
		    gl_ladder_of(c->g, l) < 0 && !json_object_get(o, "take"))
			snprintf(c->note, sizeof c->note, "# %s carries no "
			    "ladder: this DROP changes nothing (TAKE one "
			    "first)", c->g->man[l].id);
		return 0;
	}
	if (is(v, "CREW")) {
		int k = i + 2 == c->tk.n ? gl_find_gun(c->g, c->tk.t[i + 1]) : -1;
		int w = i + 2 == c->tk.n ? gl_find_transport(c->g, c->side,
		    c->tk.t[i + 1]) : -1;

		int m = gl_find_man(c->g, c->tk.t[0]);

		if (w >= 0) {	/* a driver takes over (gl_wagon.c) */
			json_object_set_new(o, "drive", json_string(
			    c->tk.t[i + 1]));
			if (m >= 0 && gl_driving(c->g, m) == w + 1)
				snprintf(c->note, sizeof c->note, "# %s drives "
				    "%s already: this line changes nothing",
				    c->g->man[m].id, c->tk.t[i + 1]);
			return 0;
		}
		if (k < 0 || c->g->gun[k].side != c->side)
			return fail(c, "CREW needs one of your guns, limbers or "
			    "wagons, not \"%.16s\"", i + 1 < c->tk.n ?
			    c->tk.t[i + 1] : "");
		json_object_set_new(o, "crew", json_string(c->g->gun[k].id));
		if (m >= 0 && c->g->man[m].gun == k + 1)
			snprintf(c->note, sizeof c->note, "# %s is one of %s's "
			    "crew already: this line changes nothing",
			    c->g->man[m].id, c->g->gun[k].id);
		return 0;
	}
	if (is(v, "FLEETO")) {
		json_t *a = json_array();

		json_object_set_new(o, "fleeto", a);
		if (i + 2 == c->tk.n && is(c->tk.t[i + 1], "EDGE"))
			return 0;
		if (i + 2 == c->tk.n && strchr(c->tk.t[i + 1], ','))
			return glp_pt(c, c->tk.t[i + 1], a);
		return fail(c, "FLEETO x,y or FLEETO EDGE (your home edge), "
		    "not \"%.16s\"", i + 1 < c->tk.n ? c->tk.t[i + 1] : "");
	}
	if (is(v, "RUNNER"))
		return v_runner(c, i, o);
	if (is(v, "WORK"))
		return v_work(c, i, o);
	return fail(c, "unknown or unsupported order \"%.16s\" for a casting "
	    "(see ORDERS.md)", v);
}
