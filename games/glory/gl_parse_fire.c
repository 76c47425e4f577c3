/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse_fire.c - a sheet's fire verbs (digest 8.1): FIRE target
 * [HORSE] [ELSE ...] [AMMO ...] for a man or a gun, with its receipt
 * notes, and @command VOLLEY (gl_volley.c).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"

/* AMMO for a round the gun has spent: accepted (a referee may give it
 * more), with a note on the receipt, its own side's alone. */
static void
spent_note(struct gl_pc *c, int am)
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

/* A man with no weapon that fires or is thrown (gl_fire_class, as
 * gl_fire.c skips him in A.2): his FIRE is kept, but he never shoots. */
static void
unarmed_note(struct gl_pc *c, const char *t)
{
	int m = gl_find_man(c->g, c->tk.t[0]), w;
	size_t len;

	if (m < 0 || gl_fire_class(&c->g->man[m]) >= 0 || (t &&
	    strcmp(t, "NONE") == 0))
		return;
	len = (size_t)snprintf(c->note, sizeof c->note, "# %s has no weapon "
	    "that fires or is thrown (his weapons:", c->g->man[m].id);
	for (w = 0; w < GL_NWEAPON && len < sizeof c->note; w++)
		if (c->g->man[m].weapons & (1u << w))
			len += (size_t)snprintf(c->note + len, sizeof c->note -
			    len, " %s", gl_weapon_name(w));
	if (len < sizeof c->note)
		snprintf(c->note + len, sizeof c->note - len, "%s): he cannot "
		    "fire, and this FIRE does nothing", c->g->man[m].weapons ?
		    "" : " none");
}

/* AMMO CAN at a point, a feature or an enemy the side sees now that
 * stands beyond canister's reach from gun k as the sheet is read
 * (gl_art.c fire_gun): at a point the gun holds its fire; at a man it
 * fires canister only at an enemy in its zone (ELSE NEAREST), else
 * holds.  A man the side does not see now is not measured.  f is this
 * sheet's FIRE or the standing one (gl_gun_fire_json): the turn reads
 * both alike (gl_aim_read). */
int
glp_canister_note(const struct gl_game *g, int side, int gun,
    const json_t *f, char *note, size_t n)
{
	const struct gl_gun *k = &g->gun[gun];
	const char *t = json_string_value(json_object_get(f, "target"));
	const char *ft = json_string_value(json_object_get(f, "feature"));
	const char *e = json_string_value(json_object_get(f, "else"));
	const char *am = json_string_value(json_object_get(f, "ammo"));
	char at[GL_ID_LEN + 64], p[48];
	int x, y, m = -1;

	if (am == NULL || strcmp(am, "CAN") != 0)
		return 0;
	if (json_unpack(json_object_get(f, "point"), "[ii]", &x, &y) == 0) {
		gl_fmt_pos(at, sizeof at, x, y);
	} else if (ft && gl_aim_feature(g, ft, k->x, k->y, &x, &y) == 0) {
		gl_fmt_pos(p, sizeof p, x, y);
		snprintf(at, sizeof at, "%s (aimed at %s)", ft, p);
	} else if (t && (m = gl_find_man(g, t)) >= 0 &&
	    g->man[m].side != side && g->man[m].seen) {
		x = g->man[m].x, y = g->man[m].y;
		snprintf(at, sizeof at, "%s", g->man[m].id);
	} else
		return 0;
	if (plane_cmp_dist(gl_pt(k->x, k->y), gl_pt(x, y),
	    (int64_t)g->r.can_range_yd * GL_YD) <= 0)
		return 0;
	snprintf(note, n, "# %s: %s is %d yd from it%s, beyond canister's %d "
	    "yd: %s", k->id, at,
	    (int)((gl_dist(k->x, k->y, x, y) + GL_YD / 2) / GL_YD),
	    m >= 0 ? " now" : "", g->r.can_range_yd, m < 0 ? "AMMO CAN holds "
	    "its fire" : e && strcmp(e, "NONE") == 0 ? "AMMO CAN holds its "
	    "fire (ELSE NONE)" : "AMMO CAN fires canister only at an enemy "
	    "in sight in its canister zone (ELSE NEAREST), else it holds its "
	    "fire");
	return 1;
}

int
glp_fire(struct gl_pc *c, int i, json_t *o)
{
	json_t *f = json_object();
	const char *t;

	json_object_set_new(o, "fire", f);
	if (i + 1 >= c->tk.n)
		return fail(c, "FIRE needs a target%s", "");
	if (glp_target(c, c->tk.t[i + 1], f, "target", 1))
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
		} else if (is(c->tk.t[i], "ELSE"))
			return fail(c, "ELSE NEAREST or ELSE NONE after a FIRE, "
			    "not \"%.16s\"", i + 1 < c->tk.n ? c->tk.t[i + 1] :
			    "");
		else
			return fail(c, "unexpected \"%.16s\" in FIRE",
			    c->tk.t[i]);
	}
	t = json_string_value(json_object_get(f, "target"));
	if (c->gun < 0)
		unarmed_note(c, t);
	else if (c->note[0] == '\0')
		glp_canister_note(c->g, c->side, c->gun, f, c->note,
		    sizeof c->note);
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

/* @command VOLLEY target [ELSE NEAREST|NONE] (gl_volley.c), this turn:
 * target := CASTING-ID | NEAREST | LEADER | point.  An enemy id is taken
 * as written, seen or not, as FIRE takes it. */
int
glp_volley(struct gl_pc *c, int k, json_t *vols)
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
