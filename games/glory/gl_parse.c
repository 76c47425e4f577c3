/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse.c - one side's order sheet (digest 8.1) -> orders JSON and the
 * receipt of orders as understood.  Subjects are the side's own castings,
 * guns, limbers or @commands; a target is an enemy the side has seen.
 * An id the side does not know gets the same refusal whether it exists
 * or not (game.h rule 3).  Errors name the sheet line.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "sheet_words.h"

struct pc {
	const struct gl_game *g;
	int side, line;
	int gun;			/* the subject gun, -1: not a gun */
	struct gl_toks tk;
	char err[SHEET_ERROR_LEN];
	char note[160];			/* a receipt line under the order */
};

static int
fail(struct pc *c, const char *fmt, const char *arg)
{
	snprintf(c->err, sizeof c->err, fmt, arg ? arg : "");
	return -1;
}

static int
is(const char *a, const char *b)
{
	return strcasecmp(a, b) == 0;
}

/* An enemy casting the side knows of (seen now or before), by id. */
static int
enemy(struct pc *c, const char *id)
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
area_target(struct pc *c, const char *s, json_t *o, const char *key)
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
static int
target(struct pc *c, const char *s, json_t *o, const char *key, int none)
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
static int
v_track(struct pc *c, const char *s, json_t *o)
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
	return target(c, s, o, "track", 0);
}

static int
pt(struct pc *c, const char *s, json_t *a)
{
	int x, y;

	if (gl_point(s, c->g->width, c->g->height, &x, &y))
		return fail(c, "\"%.20s\" is not a point x,y on the board "
		    "(yards)", s);
	json_array_append_new(a, json_pack("[ii]", x, y));
	return 0;
}

static int verb(struct pc *c, int i, json_t *o, int nested);

static int
v_move(struct pc *c, int i, json_t *o)
{
	json_t *mv = json_object(), *pts = json_array();
	int n = 0, d, k;

	json_object_set_new(mv, "pts", pts);
	json_object_set_new(o, "move", mv);
	for (i++; i < c->tk.n && strchr(c->tk.t[i], ','); i++, n++)
		if (n == GL_MAX_WAY || pt(c, c->tk.t[i], pts))
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
				return fail(c, "STOPIF ENEMY<=yards or STOPIF "
				    "SEEN, not \"%.16s\"", s);
			i += 2;
		} else
			return fail(c, "unexpected \"%.16s\" in MOVE",
			    c->tk.t[i]);
	}
	return 0;
}

static int
v_charge(struct pc *c, int i, json_t *o)
{
	json_t *ch = json_object(), *el;
	int m;

	json_object_set_new(o, "charge", ch);
	if (i + 1 >= c->tk.n || (m = enemy(c, c->tk.t[i + 1])) < 0)
		return fail(c, "CHARGE needs an enemy casting your side knows"
		    "%s", "");
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
			else if ((m = enemy(c, c->tk.t[i + 1])) >= 0)
				json_object_set_new(ch, "busy_alt",
				    json_string(c->g->man[m].id));
			else
				return fail(c, "BUSY WAIT, BUSY FLOW or BUSY and "
				    "an enemy casting your side knows, not "
				    "\"%.16s\"", c->tk.t[i + 1]);
			i += 2;
		} else if (is(c->tk.t[i], "ELSE") && i + 1 < c->tk.n) {
			el = json_object();
			json_object_set_new(ch, "else", el);
			return verb(c, i + 1, el, 1);
		} else
			return fail(c, "unexpected \"%.16s\" in CHARGE",
			    c->tk.t[i]);
	}
	return 0;
}

/* AMMO for a round the gun has spent: accepted (a referee may give it
 * more), with a note on the receipt, its own side's alone. */
static void
spent_note(struct pc *c, int am)
{
	const struct gl_gun *k = &c->g->gun[c->gun];
	int left = am == GL_AM_CAN ? k->ammo_can : am == GL_AM_BALL ?
	    k->ammo_ball : am == GL_AM_SHR || am == GL_AM_ISHR ? k->ammo_ishr :
	    -1;

	if (left == 0 && !GL_IS_MG(k->kind))
		snprintf(c->note, sizeof c->note, "# %s has no %s left: it "
		    "cannot fire that round and will hold fire", k->id,
		    am == GL_AM_CAN ? "canister" : am == GL_AM_BALL ? "ball" :
		    "shells");
}

static int
v_fire(struct pc *c, int i, json_t *o)
{
	json_t *f = json_object();
	const char *t;

	json_object_set_new(o, "fire", f);
	if (i + 1 >= c->tk.n)
		return fail(c, "FIRE needs a target%s", "");
	if (target(c, c->tk.t[i + 1], f, "target", 1))
		return -1;
	for (i += 2; i < c->tk.n; ) {
		if (is(c->tk.t[i], "HORSE")) {
			json_object_set_new(f, "horse", json_true());
			i++;
		} else if (is(c->tk.t[i], "ELSE") && i + 1 < c->tk.n &&
		    (is(c->tk.t[i + 1], "NEAREST") || is(c->tk.t[i + 1],
		    "NONE"))) {
			json_object_set_new(f, "else", json_string(
			    is(c->tk.t[i + 1], "NONE") ? "NONE" : "NEAREST"));
			i += 2;
		} else if (is(c->tk.t[i], "AMMO") && i + 1 < c->tk.n) {
			const char *a = c->tk.t[i + 1];

			if (!is(a, "AUTO") && !is(a, "CAN") && !is(a, "BALL") &&
			    !is(a, "SHR") && !is(a, "ISHR"))
				return fail(c, "AMMO AUTO|CAN|BALL|SHR|ISHR, not "
				    "\"%.8s\"", a);
			if (c->gun < 0)
				return fail(c, "AMMO is for a gun%s", "");
			if (!gl_ammo_allowed(c->g->gun[c->gun].kind,
			    gl_ammo_parse(a)))
				return fail(c, "this gun carries no %s (4.6: "
				    "canister for every cannon, ball for a "
				    "smoothbore or howitzer, SHR for a howitzer, "
				    "ISHR for a rifled gun; AUTO for a machine "
				    "gun)", a);
			json_object_set_new(f, "ammo", json_string(
			    is(a, "CAN") ? "CAN" : is(a, "AUTO") ? "AUTO" :
			    is(a, "BALL") ? "BALL" : is(a, "SHR") ? "SHR" :
			    "ISHR"));
			spent_note(c, gl_ammo_parse(a));
			i += 2;
		} else
			return fail(c, "unexpected \"%.16s\" in FIRE",
			    c->tk.t[i]);
	}
	t = json_string_value(json_object_get(f, "target"));
	if (c->gun >= 0 && c->note[0] == '\0' && t && strcmp(t, "LEADER") == 0)
		snprintf(c->note, sizeof c->note, "# %s fires at the nearest "
		    "enemy leader in sight that its round reaches (%s); none: "
		    "%s", c->g->gun[c->gun].id, GL_IS_MG(c->g->gun[c->gun].kind)
		    ? "in its arc and range" : "canister zone, ball lane or "
		    "shell band", json_object_get(f, "else") && strcmp(
		    json_string_value(json_object_get(f, "else")), "NONE") ==
		    0 ? "it holds fire" : "the crew's choice (ELSE NEAREST)");
	return 0;
}

/* A two-way standing choice: REACT STAND|COUNTER and the like. */
static int
choice(struct pc *c, int i, json_t *o, const char *key, const char *no,
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
flag(struct pc *c, int i, json_t *o, const char *key)
{
	if (i + 1 != c->tk.n)
		return fail(c, "nothing may follow %s", c->tk.t[i]);
	json_object_set_new(o, key, json_true());
	return 0;
}

/* RUNNER GUN-ID CAISSON-ID | RUNNER NONE (gl_supply.c), standing */
static int
v_runner(struct pc *c, int i, json_t *o)
{
	json_t *a = json_array();
	int k, l, d;

	json_object_set_new(o, "runner", a);
	if (i + 2 == c->tk.n && is(c->tk.t[i + 1], "NONE"))
		return 0;
	k = i + 3 == c->tk.n ? gl_find_gun(c->g, c->tk.t[i + 1]) : -1;
	for (l = 0; k >= 0 && l < c->g->nlimb; l++)
		if (strcasecmp(c->g->limb[l].id, c->tk.t[i + 2]) == 0)
			break;
	if (k >= 0 && l == c->g->nlimb && (d = gl_find_dump(c->g,
	    c->tk.t[i + 2])) >= 0 && c->g->dump[d].side == c->side &&
	    c->g->dump[d].ammo) {	/* an ammunition dump (gl_dump.c) */
		if (GL_IS_MG(c->g->gun[k].kind) ||
		    c->g->gun[k].side != c->side)
			return fail(c, "RUNNER one of your cannon and one of "
			    "your limbers, caissons or ammunition dumps, or "
			    "RUNNER NONE%s", "");
		json_array_append_new(a, json_string(c->g->gun[k].id));
		json_array_append_new(a, json_string(c->g->dump[d].id));
		return 0;
	}
	if (k < 0 || c->g->gun[k].side != c->side || GL_IS_MG(c->g->gun[k].kind)
	    || l == c->g->nlimb || c->g->gun[c->g->limb[l].gun].side != c->side)
		return fail(c, "RUNNER one of your cannon and one of your "
		    "limbers, caissons or ammunition dumps, or RUNNER NONE%s",
		    "");
	json_array_append_new(a, json_string(c->g->gun[k].id));
	json_array_append_new(a, json_string(c->g->limb[l].id));
	return 0;
}

/* WORK FEATURE-ID: a fence, wire or hedge, or a stream (gl_work.c) */
static int
v_work(struct pc *c, int i, json_t *o)
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

static int
verb(struct pc *c, int i, json_t *o, int nested)
{
	const char *v = c->tk.t[i];
	int d;

	if (is(v, "MOVE"))
		return v_move(c, i, o);
	if (is(v, "FACE")) {
		if (i + 2 == c->tk.n && gl_deg(c->tk.t[i + 1], &d) == 0) {
			json_object_set_new(o, "face", json_integer(d));
			return 0;
		}
		if (i + 3 == c->tk.n && is(c->tk.t[i + 1], "TRACK"))
			return v_track(c, c->tk.t[i + 2], o);
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
		return v_fire(c, i, o);
	if (is(v, "CHARGE"))
		return v_charge(c, i, o);
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
			return fail(c, "TAKE needs a ladder's id: TAKE L1%s",
			    "");
		if (is(v, "DROP") && i + 1 != c->tk.n)
			return fail(c, "nothing may follow DROP (his ladder)%s",
			    "");
		if (l >= 0)
			json_object_set_new(o, "take", json_string(
			    c->g->ladder[l].id));
		else
			json_object_set_new(o, "drop", json_true());
		gl_ladder_receipt(c->g, l >= 0, c->note, sizeof c->note);
		return 0;
	}
	if (is(v, "CREW")) {
		int k = i + 2 == c->tk.n ? gl_find_gun(c->g, c->tk.t[i + 1]) : -1;
		int w = i + 2 == c->tk.n ? gl_find_transport(c->g, c->side,
		    c->tk.t[i + 1]) : -1;

		if (w >= 0) {	/* a driver takes over (gl_wagon.c) */
			json_object_set_new(o, "drive", json_string(
			    c->tk.t[i + 1]));
			return 0;
		}
		if (k < 0 || c->g->gun[k].side != c->side)
			return fail(c, "CREW needs one of your guns, limbers or "
			    "wagons%s", "");
		json_object_set_new(o, "crew", json_string(c->g->gun[k].id));
		return 0;
	}
	if (is(v, "FLEETO")) {
		json_t *a = json_array();

		json_object_set_new(o, "fleeto", a);
		if (i + 2 == c->tk.n && is(c->tk.t[i + 1], "EDGE"))
			return 0;
		if (i + 2 == c->tk.n)
			return pt(c, c->tk.t[i + 1], a);
		return fail(c, "FLEETO x,y or FLEETO EDGE%s", "");
	}
	if (is(v, "RUNNER"))
		return v_runner(c, i, o);
	if (is(v, "WORK"))
		return v_work(c, i, o);
	return fail(c, "unknown or unsupported order \"%.16s\" for a casting "
	    "(see ORDERS.md)", v);
}

/* @command VOLLEY target [ELSE NEAREST|NONE] (gl_volley.c), this turn:
 * target := CASTING-ID | NEAREST | LEADER | point.  An enemy id is taken
 * as written, seen or not, as FIRE takes it. */
static int
v_volley(struct pc *c, int k, json_t *vols)
{
	json_t *o = json_object();
	const char *s;
	int m, x, y;

	json_object_set_new(vols, c->g->cmd[k].id, o);
	if (c->tk.n != 3 && !(c->tk.n == 5 && is(c->tk.t[3], "ELSE") &&
	    (is(c->tk.t[4], "NEAREST") || is(c->tk.t[4], "NONE"))))
		return fail(c, "@command VOLLEY casting|NEAREST|LEADER|x,y "
		    "[ELSE NEAREST|NONE]%s", "");
	s = c->tk.t[2];
	if (c->tk.n == 5)
		json_object_set_new(o, "else", json_string(is(c->tk.t[4],
		    "NONE") ? "NONE" : "NEAREST"));
	if (strchr(s, ',') != NULL) {
		if (gl_point(s, c->g->width, c->g->height, &x, &y))
			return fail(c, "\"%.20s\" is not a point x,y on the "
			    "board (yards)", s);
		json_object_set_new(o, "point", json_pack("[ii]", x, y));
	} else if (is(s, "NEAREST") || is(s, "LEADER"))
		json_object_set_new(o, "target", json_string(is(s, "NEAREST") ?
		    "NEAREST" : "LEADER"));
	else {
		if (!gl_valid_id(s))
			return fail(c, "\"%.16s\" is not a casting id", s);
		m = gl_find_man(c->g, s);
		if (m >= 0 && c->g->man[m].side == c->side)
			return fail(c, "\"%.16s\" is one of your own castings",
			    s);
		json_object_set_new(o, "target", json_string(m >= 0 &&
		    c->g->man[m].ever_seen ? c->g->man[m].id : s));
	}
	/* the file is told once the whole sheet is read (volley_files) */
	return 0;
}

static int
cmd_line(struct pc *c, int k, json_t *cmds)
{
	json_t *o = json_object();
	int o_;

	json_object_set_new(cmds, c->g->cmd[k].id, o);
	if (c->tk.n < 3 || !is(c->tk.t[1], "ORDER") ||
	    (o_ = gl_order_parse(c->tk.t[2])) < 0)
		return fail(c, "@command ORDER HOLD|ATTACK|FIRE|WITHDRAW|"
		    "SKIRMISH [OBJ feature|x,y|EDGE]%s", "");
	json_object_set_new(o, "order", json_integer(o_));
	if (c->tk.n == 5 && is(c->tk.t[3], "OBJ")) {
		int x, y;

		if (is(c->tk.t[4], "EDGE"))
			json_object_set_new(o, "edge", json_true());
		else if (strchr(c->tk.t[4], ',')) {
			if (gl_point(c->tk.t[4], c->g->width, c->g->height, &x,
			    &y))
				return fail(c, "bad OBJ point%s", "");
			json_object_set_new(o, "point", json_pack("[ii]", x, y));
		} else if (gl_find_feature(c->g, c->tk.t[4], &x, &y) >= 0 &&
		    gl_find_feature(c->g, c->tk.t[4], &x, &y) != 5)
			json_object_set_new(o, "feature",
			    json_string(c->tk.t[4]));
		else
			return fail(c, "no terrain feature \"%.16s\"",
			    c->tk.t[4]);
	} else if (c->tk.n != 3)
		return fail(c, "@command ORDER X [OBJ feature|x,y|EDGE]%s", "");
	return 0;
}

static int
gun_line(struct pc *c, int k, json_t *guns)
{
	json_t *o = json_object_get(guns, c->g->gun[k].id);
	int d;

	if (o == NULL) {
		o = json_object();
		json_object_set_new(guns, c->g->gun[k].id, o);
	}
	if (is(c->tk.t[1], "FIRE"))
		return v_fire(c, 1, o);
	if (is(c->tk.t[1], "PROLONGE") && c->tk.n == 3) {
		json_t *a = json_array();

		json_object_set_new(o, "prolonge", a);
		return pt(c, c->tk.t[2], a);
	}
	if ((is(c->tk.t[1], "LIMBER") || is(c->tk.t[1], "UNLIMBER")) &&
	    c->tk.n == 2) {
		json_object_set_new(o, is(c->tk.t[1], "LIMBER") ? "limber" :
		    "unlimber", json_true());
		return 0;
	}
	if (is(c->tk.t[1], "BURST2") && c->tk.n == 3)
		return target(c, c->tk.t[2], o, "burst2", 0);
	if (is(c->tk.t[1], "FACE") && c->tk.n == 4 &&
	    is(c->tk.t[2], "TRACK"))
		return target(c, c->tk.t[3], o, "track", 0);
	if (is(c->tk.t[1], "FACE") && c->tk.n == 3 &&
	    gl_deg(c->tk.t[2], &d) == 0) {
		json_object_set_new(o, "face", json_integer(d));
		return 0;
	}
	return fail(c, "a gun takes FIRE target [AMMO ...], BURST2 target, "
	    "PROLONGE x,y or FACE deg|TRACK target%s", "");
}

/* A wagon: MOVE x,y ..., LOAD CASTING-ID {CASTING-ID}, UNLOAD. */
static int
wagon_line(struct pc *c, int k, json_t *guns)
{
	json_t *o = json_object(), *ids;
	int i, m;

	json_object_set_new(guns, c->g->wag[k].id, o);
	if (c->tk.n >= 3 && is(c->tk.t[1], "MOVE"))
		return v_move(c, 1, o);
	if (c->tk.n == 2 && c->g->wag[k].pack && is(c->tk.t[1], "LOAD")) {
		json_object_set_new(o, "load_pack", json_true()); /* gl_pack.c */
		return 0;
	}
	if (c->tk.n == 2 && is(c->tk.t[1], "UNLOAD")) {
		if (c->g->wag[k].store && !c->g->wag[k].pack)	/* gl_stores.c */
			return fail(c, "UNLOAD a store wagon with the men who "
			    "unload it: %s UNLOAD U2 U3 ...", c->g->wag[k].id);
		json_object_set_new(o, "unload", json_true());
		if (c->g->wag[k].craft == 1) {	/* gl_craft.c: landing */
			int lx, ly;

			snprintf(c->note, sizeof c->note, gl_boat_landing(c->g,
			    k, &lx, &ly) == 0 ? "# %s: its men land on the "
			    "nearest dry ground within %d yd of it" : "# %s: "
			    "no dry ground within %d yd of it: its men will "
			    "stay aboard (bring it to the bank first)",
			    c->g->wag[k].id, c->g->x.land_reach_yd);
		}
		return 0;
	}
	if (c->g->wag[k].pack)
		return fail(c, "a pack animal takes MOVE x,y ..., LOAD or UNLOAD "
		    "(its driver does it)%s", "");
	if (c->tk.n < 3 || !(is(c->tk.t[1], "LOAD") || (c->g->wag[k].store &&
	    is(c->tk.t[1], "UNLOAD"))))
		return fail(c, "a wagon takes MOVE x,y ..., LOAD your castings "
		    "or UNLOAD%s", "");
	ids = json_array();
	json_object_set_new(o, is(c->tk.t[1], "LOAD") ? "load" : "unload_by",
	    ids);
	for (i = 2; i < c->tk.n; i++) {
		if ((m = gl_find_man(c->g, c->tk.t[i])) < 0 ||
		    c->g->man[m].side != c->side)
			return fail(c, "\"%.16s\" is not one of your castings",
			    c->tk.t[i]);
		json_array_append_new(ids, json_string(c->g->man[m].id));
	}
	return 0;
}

static void
understood(struct pc *c, struct sheet_check *out)
{
	int i;

	for (i = 0; i < c->tk.n; i++)
		buf_addf(&out->understood, "%s%s", i ? " " : "", c->tk.t[i]);
	buf_adds(&out->understood, "\n");
}

static int
one_line(struct pc *c, json_t *men, json_t *guns, json_t *cmds,
    json_t *vols, struct sheet_check *out)
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
			return v_volley(c, k, vols);
		return cmd_line(c, k, cmds);
	}
	c->gun = -1;
	if ((k = gl_find_gun(g, s)) >= 0 && g->gun[k].side == c->side) {
		c->gun = k;
		return c->tk.n < 2 ? fail(c, "a gun needs an order%s", "") :
		    gun_line(c, k, guns);
	}
	for (k = 0; k < g->nlimb; k++)
		if (strcasecmp(g->limb[k].id, s) == 0 &&
		    g->gun[g->limb[k].gun].side == c->side) {
			if (c->tk.n < 3 || !is(c->tk.t[1], "MOVE"))
				return fail(c, "a limber takes MOVE x,y ...%s",
				    "");
			o = json_object();
			json_object_set_new(guns, g->limb[k].id, o);
			return v_move(c, 1, o);
		}
	if ((k = gl_find_wagon(g, s)) >= 0 && g->wag[k].side == c->side)
		return wagon_line(c, k, guns);	/* gl_wagon.c */
	if ((m = gl_find_man(g, s)) < 0 || g->man[m].side != c->side)
		return fail(c, "\"%.16s\" is not one of your castings", s);
	if (c->tk.n < 2)
		return fail(c, "%s needs an order", g->man[m].id);
	if (!gl_able(&g->man[m])) {
		buf_addf(&out->understood, "# %s is out of the fight: line %d "
		    "ignored\n", g->man[m].id, c->line);
		return 0;
	}
	if ((o = json_object_get(men, g->man[m].id)) == NULL) {
		o = json_object();
		json_object_set_new(men, g->man[m].id, o);
	}
	return verb(c, 1, o, 0);
}

/* This sheet's FIRE target as the receipt gives it. */
static void
fire_word(struct buf *out, const json_t *f)
{
	const char *t = json_string_value(json_object_get(f, "target"));
	const char *ft = json_string_value(json_object_get(f, "feature"));
	int x, y;

	if (json_unpack(json_object_get(f, "point"), "[ii]", &x, &y) == 0) {
		char p[48];

		gl_fmt_pos(p, sizeof p, x, y);
		buf_addf(out, "%s (whoever he can hit within 5 yd of it)", p);
		return;
	}
	if (ft) {
		buf_addf(out, "%s (whoever he can hit at or in it)", ft);
		return;
	}
	buf_addf(out, "%s%s", t ? t : "", t && strcmp(t, "GUN") == 0 ?
	    " (the crew of the nearest enemy gun in sight)" : t && strcmp(t,
	    "LEADER") == 0 ? " (the nearest enemy leader in sight)" : "");
}

/* Is man id told SAVE or NOFIRE this turn by the sheet, as the
 * resolution reads it (gl_orders.c: a charge's ELSE too)? */
static int
holds_fire(const json_t *men, const char *id)
{
	const json_t *o = json_object_get(men, id);
	const json_t *e = json_object_get(json_object_get(o, "charge"), "else");

	return json_is_true(json_object_get(o, "save")) ||
	    json_is_true(json_object_get(o, "nofire")) ||
	    json_is_true(json_object_get(e, "save")) ||
	    json_is_true(json_object_get(e, "nofire"));
}

/* Each file told VOLLEY, as the resolution will form it from the state
 * as it stands and the whole sheet (a man told SAVE or NOFIRE on any
 * line stands out, gl_volley.c); in_file[m] = 1 for its men. */
static void
volley_files(const struct gl_game *g, int side, const json_t *orders,
    int *in_file, struct buf *out)
{
	struct gl_plan plan[GL_MAX_MEN];	/* save, nofire only */
	const json_t *men = json_object_get(orders, "men");
	int k, m, i, n, out_n, file[GL_MAX_MEN];

	memset(in_file, 0, GL_MAX_MEN * sizeof *in_file);
	memset(plan, 0, sizeof plan);
	for (m = 0; m < g->nman; m++)
		plan[m].save = holds_fire(men, g->man[m].id);
	for (k = 0; k < g->ncmd; k++) {
		if (g->cmd[k].side != side || !json_object_get(json_object_get(
		    orders, "volleys"), g->cmd[k].id))
			continue;
		n = gl_volley_file(g, k, plan, file);
		buf_addf(out, "# %s's file as it stands:", g->cmd[k].id);
		for (i = 0; i < n; i++) {
			in_file[file[i]] = 1;
			buf_addf(out, " %s", g->man[file[i]].id);
		}
		buf_addf(out, "%s; %d must bear to volley", n ? "" : " none",
		    g->f.v.min_men);
		for (m = out_n = 0; m < g->nman; m++)
			if (g->man[m].cmd == k && plan[m].save)
				buf_addf(out, "%s%s", out_n++ ? " " :
				    " (told SAVE or NOFIRE, not in it: ",
				    g->man[m].id);
		buf_adds(out, out_n ? ")\n" : "\n");
	}
}

/* The receipt's second half: casting by casting, the orders in force
 * after this sheet and the command default that fills each gap (6). */
static void
in_force(const struct gl_game *g, int side, const json_t *orders,
    const int *in_file, struct buf *out)
{
	static const char *const move_default[] = {
		"no move, face the nearest enemy in sight",
		"toward the objective, charging an enemy in reach within 30 deg",
		"no move", "toward the home edge, away from the enemy",
		"no move",
	};
	static const char *const fire_default[] = {
		"nearest with TAN <= 8", "nearest with TAN <= 8",
		"nearest with TAN <= 8", "only within 25 yd",
		"nearest with TAN <= 8",
	};
	const json_t *o, *f, *c;
	int m, order;

	buf_adds(out, "# in force this turn (standing orders kept; gaps filled "
	    "by the command's default):\n");
	for (m = 0; m < g->nman; m++) {
		const struct gl_man *a = &g->man[m];

		if (a->side != side || !gl_able(a))
			continue;
		c = json_object_get(json_object_get(orders, "cmds"),
		    g->cmd[a->cmd].id);
		order = c ? (int)json_integer_value(json_object_get(c,
		    "order")) % 5 : g->cmd[a->cmd].order;
		o = json_object_get(json_object_get(orders, "men"), a->id);
		f = json_object_get(o, "fire");
		buf_addf(out, "#   %s: fire ", a->id);
		if (in_file[m] && !a->demor)
			buf_addf(out, "in %s's volley if it can fire, else ",
			    g->cmd[a->cmd].id);
		if (a->demor)
			buf_adds(out, "none (demoralized)");
		else if (f)
			fire_word(out, f);
		else if (order != g->cmd[a->cmd].order &&
		    a->fire_tgt != GL_T_DEFAULT && a->fire_tgt != GL_T_NONE)
			/* 2.13: the new order ends a standing FIRE */
			buf_addf(out, "by default: %s (his standing FIRE ceases "
			    "with the new order)", fire_default[order]);
		else if (a->fire_tgt >= 0)
			buf_addf(out, "%s (standing)", g->man[a->fire_tgt].id);
		else if (a->fire_tgt == GL_T_LEADER)	/* gl_fx.c */
			buf_adds(out, "the nearest enemy leader (standing)");
		else if (a->fire_tgt == GL_T_AT) {	/* gl_fx.c */
			char w[48];

			gl_at_word(g, a, w, sizeof w);
			buf_addf(out, "whoever he can hit at %s (standing)", w);
		}
		else if (a->fire_tgt == GL_T_GUN)	/* gl_fx.c */
			buf_addf(out, "the crew of %s (standing)", a->fire_gun ?
			    g->gun[a->fire_gun - 1].id : "the nearest enemy gun");
		else if (a->fire_tgt == GL_T_DEFAULT && order == GL_O_FIRE &&
		    !json_object_get(c, "edge") && (json_object_get(c,
		    "point") || json_object_get(c, "feature") ||
		    g->cmd[a->cmd].obj_kind == 1 ||
		    g->cmd[a->cmd].obj_kind == 3))
			/* digest 6: FIRE at the designated target (gl_fire.c) */
			buf_adds(out, "by default: the enemy nearest the "
			    "command's objective that he can hit, else nearest "
			    "with TAN <= 8");
		else if (a->fire_tgt == GL_T_DEFAULT)
			buf_addf(out, "by default: %s", fire_default[order]);
		else
			buf_adds(out, a->fire_tgt == GL_T_NONE ? "NONE" :
			    "NEAREST (standing)");
		if (json_object_get(o, "move") || json_object_get(o, "charge")
		    || json_object_get(o, "face") || json_object_get(o, "prone")
		    || json_object_get(o, "up") || json_object_get(o, "hold")
		    || json_object_get(o, "track"))
			buf_adds(out, "; moves as ordered\n");
		else
			buf_addf(out, "; moves by default (%s): %s\n",
			    gl_order_name(order), a->demor || a->locked ?
			    "no move" : move_default[order]);
	}
}

int
gl_parse(void *gv, int side, const char *text, size_t len, int first_line,
    struct sheet_check *out)
{
	struct gl_game *g = gv;
	struct pc c;
	json_t *orders = json_object(), *men = json_object(),
	    *guns = json_object(), *cmds = json_object(),
	    *vols = json_object();
	struct sheet_lines rd;
	int k;

	gl_sight(g);
	memset(&c, 0, sizeof c);
	c.g = g;
	c.side = side;
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
		if (one_line(&c, men, guns, cmds, vols, out))
			sheet_check_error(out, c.line, "%s", c.err);
		else {
			understood(&c, out);
			if (c.note[0])
				buf_addf(&out->understood, "%s\n", c.note);
		}
	}
	/* only a sheet with a VOLLEY carries the key (gl_volley.c) */
	if (json_object_size(vols) > 0)
		json_object_set(orders, "volleys", vols);
	json_decref(vols);
	if (out->nerrors == 0) {
		int in_file[GL_MAX_MEN];

		volley_files(g, side, orders, in_file, &out->understood);
		in_force(g, side, orders, in_file, &out->understood);
		gl_stores_receipt(g, side, orders, &out->understood);
		out->orders = orders;
	}
	else
		json_decref(orders);
	return PBEM_OK;
}
