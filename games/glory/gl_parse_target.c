/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse_target.c - the words an order sheet's lines share (digest
 * 8.1): an enemy casting the side knows, a target (a casting, NEAREST,
 * LEADER, GUN, a point or a terrain feature), FACE TRACK's target and a
 * point x,y.  An id the side does not know gets the same refusal
 * whether it exists or not (game.h rule 3).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"

/* An enemy casting the side knows of (seen now or before), by id. */
int
glp_enemy(struct gl_pc *c, const char *id)
{
	int m = gl_find_man(c->g, id);

	if (m < 0 || c->g->man[m].side == c->side || !c->g->man[m].ever_seen)
		return -1;
	return m;
}

/* A gun's point or feature target (gl_aim.c): "point": [x, y] or
 * "feature": id into o (FIRE) or into an object at key (BURST2, TRACK);
 * 1 if s is one, 0 if not, -1 on error.  Terrain is known to both
 * sides; an enemy the side has seen is taken before a feature. */
static int
area_target(struct gl_pc *c, const char *s, json_t *o, const char *key)
{
	json_t *t = strcmp(key, "target") == 0 ? o : json_object();
	int m = gl_find_man(c->g, s), x, y;

	if (strchr(s, ',') != NULL) {
		/* a man fires at whoever stands there (gl_fx.c) */
		if (c->gun < 0 && t != o) {
			json_decref(t);
			return fail(c, "only a gun takes a point here%s", "");
		}
		if (gl_point(s, c->g->width, c->g->height, &x, &y)) {
			json_decref(t == o ? NULL : t);
			return fail(c, "\"%.20s\" is not a point x,y on the "
			    "board (yards)", s);
		}
		json_object_set_new(t, "point", json_pack("[ii]", x, y));
	} else if ((c->gun >= 0 || t == o) && gl_find_feature(c->g, s, &x,
	    &y) >= 0 && (c->gun >= 0 || gl_find_feature(c->g, s, &x, &y) !=
	    5) && (m < 0 || c->g->man[m].side == c->side ||
	    !c->g->man[m].ever_seen))
		json_object_set_new(t, "feature", json_string(s));
	else {
		if (t != o)
			json_decref(t);
		return 0;
	}
	if (t != o)
		json_object_set_new(o, key, t);
	return 1;
}

/* target := CASTING-ID | NEAREST | LEADER (NONE where allowed); for a
 * gun also a point or a terrain feature */
int
glp_target(struct gl_pc *c, const char *s, json_t *o, const char *key, int none)
{
	int m, k;

	if (is(s, "NEAREST") || is(s, "LEADER") || is(s, "GUN") ||
	    (none && is(s, "NONE"))) {
		char up[16];
		size_t i;

		for (i = 0; s[i] && i < sizeof up - 1; i++)
			up[i] = (char)(s[i] >= 'a' && s[i] <= 'z' ? s[i] - 32 :
			    s[i]);
		up[i] = '\0';
		json_object_set_new(o, key, json_string(up));
		return 0;
	}
	if ((m = area_target(c, s, o, key)) != 0)
		return m < 0 ? -1 : 0;
	/* Any enemy id is taken as written, seen or not, existing or not
	 * (8.3: "U5 FIRE C6 ELSE NEAREST"), so the answer tells nothing;
	 * the resolution falls to ELSE when he cannot be shot at. */
	if (!gl_valid_id(s))
		return fail(c, "\"%.16s\" is not a casting id", s);
	m = gl_find_man(c->g, s);
	if (m >= 0 && c->g->man[m].side == c->side)
		return fail(c, "\"%.16s\" is one of your own castings", s);
	if ((k = gl_find_gun(c->g, s)) >= 0 && c->g->gun[k].side == c->side)
		return fail(c, "\"%.16s\" is one of your own guns", s);
	if (k >= 0) {	/* an enemy gun: its crew (gl_fx.c) */
		json_object_set_new(o, key, json_string(
		    c->g->gun[k].ever_seen ? c->g->gun[k].id : s));
		return 0;
	}
	json_object_set_new(o, key, json_string(m >= 0 && c->g->man[m].ever_seen
	    ? c->g->man[m].id : s));
	return 0;
}

/* A man's FACE TRACK target (gl_fx.c): a casting or gun id, NEAREST,
 * LEADER, GUN, or a point. */
int
glp_track(struct gl_pc *c, const char *s, json_t *o)
{
	int x, y, k, m = gl_find_man(c->g, s);

	if (strchr(s, ',') != NULL) {
		if (gl_point(s, c->g->width, c->g->height, &x, &y))
			return fail(c, "\"%.20s\" is not a point x,y on the "
			    "board (yards)", s);
		json_object_set_new(o, "track", json_pack("[ii]", x, y));
		return 0;
	}
	/* a terrain feature (digest 8.1: target := ... | FEATURE-ID), known
	 * to both sides; an enemy the side has seen is taken first, as a
	 * gun's target is (area_target) */
	k = gl_find_feature(c->g, s, &x, &y);
	if (k >= 0 && (m < 0 || c->g->man[m].side == c->side ||
	    !c->g->man[m].ever_seen)) {
		if (k == 5)
			return fail(c, "FACE TRACK takes a casting, a gun, "
			    "NEAREST, LEADER, GUN, a point x,y or a terrain "
			    "feature; \"%.16s\" is a limber", s);
		json_object_set_new(o, "track", json_pack("{ss}", "feature",
		    s));
		snprintf(c->note, sizeof c->note, "# at the end of movement "
		    "(B.2) he turns to the point of %.16s nearest him, if he "
		    "has 1 MP left", s);
		return 0;
	}
	return glp_target(c, s, o, "track", 0);
}

int
glp_pt(struct gl_pc *c, const char *s, json_t *a)
{
	int x, y;

	if (gl_point(s, c->g->width, c->g->height, &x, &y))
		return fail(c, s[0] && s[strlen(s) - 1] == ',' ? "\"%.20s\" "
		    "is not a point: write x,y without a space (100,112)" :
		    "\"%.20s\" is not a point x,y on the board (yards)", s);
	json_array_append_new(a, json_pack("[ii]", x, y));
	return 0;
}

