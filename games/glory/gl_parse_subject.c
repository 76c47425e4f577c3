/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_parse_subject.c - a sheet's lines for subjects other than a man
 * (digest 8.1): @command ORDER, a gun's orders, a wagon's, pack animal's
 * or boat's.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"
#include "gl_parse.h"

int
glp_cmd_line(struct gl_pc *c, int k, json_t *cmds)
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

/* LIMBER and UNLIMBER both on the sheet for gun k: neither is refused
 * (digest 8.1 refuses only a foreign subject or an illegal verb); B.3
 * (gl_limber_work) begins the one that changes the gun as it stands,
 * a gun not destroyed with 2 crew or more and no work in hand, a
 * LIMBER only with its limber near. */
static void
both_note(struct gl_pc *c, int k)
{
	const struct gl_gun *gun = &c->g->gun[k];
	int n = snprintf(c->note, sizeof c->note, "# %s is told both LIMBER "
	    "and UNLIMBER: ", gun->id);

	if (n < 0 || (size_t)n >= sizeof c->note)
		return;
	if (gun->destroyed)
		snprintf(c->note + n, sizeof c->note - (size_t)n, "it is "
		    "destroyed, and does neither");
	else if (gl_gun_crew(c->g, k) < 2)
		snprintf(c->note + n, sizeof c->note - (size_t)n, "with fewer "
		    "than 2 crew it does neither");
	else if (gun->work)
		snprintf(c->note + n, sizeof c->note - (size_t)n, "it is %s "
		    "already, and neither starts anything until that is done",
		    gun->work == 1 ? "limbering" : "unlimbering");
	else if (gun->limbered)
		snprintf(c->note + n, sizeof c->note - (size_t)n, "it stands "
		    "limbered, so it unlimbers in B.3 (the LIMBER changes "
		    "nothing)");
	else if (gl_limber_near(c->g, k))
		snprintf(c->note + n, sizeof c->note - (size_t)n, "it stands "
		    "unlimbered, so it limbers up in B.3 (the UNLIMBER changes "
		    "nothing)");
	else
		snprintf(c->note + n, sizeof c->note - (size_t)n, "it stands "
		    "unlimbered and its limber is not within %d yd, so it does "
		    "neither", c->g->r.limber_reach_yd + 5);
}

int
glp_gun_line(struct gl_pc *c, int k, json_t *guns)
{
	json_t *o = json_object_get(guns, c->g->gun[k].id);
	int d;

	if (o == NULL) {
		o = json_object();
		json_object_set_new(guns, c->g->gun[k].id, o);
	}
	if (is(c->tk.t[1], "FIRE"))
		return glp_fire(c, 1, o);
	if (is(c->tk.t[1], "PROLONGE") && c->tk.n == 3) {
		json_t *a = json_array();

		json_object_set_new(o, "prolonge", a);
		return glp_pt(c, c->tk.t[2], a);
	}
	if ((is(c->tk.t[1], "LIMBER") || is(c->tk.t[1], "UNLIMBER")) &&
	    c->tk.n == 2) {
		const struct gl_gun *gun = &c->g->gun[c->gun];
		int lim = is(c->tk.t[1], "LIMBER");

		json_object_set_new(o, lim ? "limber" : "unlimber",
		    json_true());
		/* nothing to do: told, as a line about a fallen man is */
		if (gun->work == 0 && !gun->limbered == !lim)
			snprintf(c->note, sizeof c->note, "# %s is %s already: "
			    "this line changes nothing", gun->id, lim ?
			    "limbered" : "unlimbered");
		if (json_object_get(o, "limber") &&
		    json_object_get(o, "unlimber"))
			both_note(c, k);
		return 0;
	}
	if (is(c->tk.t[1], "BURST2") && c->tk.n == 3)
		return glp_target(c, c->tk.t[2], o, "burst2", 0);
	if (is(c->tk.t[1], "FACE") && c->tk.n == 4 &&
	    is(c->tk.t[2], "TRACK"))
		return glp_target(c, c->tk.t[3], o, "track", 0);
	if (is(c->tk.t[1], "FACE") && c->tk.n == 3 &&
	    gl_deg(c->tk.t[2], &d) == 0) {
		json_object_set_new(o, "face", json_integer(d));
		return 0;
	}
	return fail(c, "a gun takes FIRE target [AMMO ...], BURST2 target, "
	    "PROLONGE x,y or FACE deg|TRACK target%s", "");
}

/* A team's MOVE whose first leg needs more turning than a team makes
 * in a turn (3.5 [P], gl_transport.c): told at once, with where the
 * team will stop turning, so the player knows to say it again. */
void
glp_turn_note(struct gl_pc *c, const char *id, int x, int y, int facing,
    const json_t *o)
{
	const json_t *p0 = json_array_get(json_object_get(json_object_get(o,
	    "move"), "pts"), 0);
	int px, py, brg, turned = 0, cut, to;
	char at[48];

	if (json_unpack((json_t *)p0, "[ii]", &px, &py) != 0 ||
	    (px == x && py == y))
		return;
	brg = gl_bearing(x, y, px, py);
	to = gl_transport_heading(c->g, facing, brg, &turned, &cut);
	if (!cut)
		return;
	gl_fmt_pos(at, sizeof at, px, py);
	snprintf(c->note, sizeof c->note, "# %s faces %d and %s bears %d: a "
	    "team turns at most %d degrees a turn, so it turns to %d and "
	    "stops there (send the MOVE again next turn)", id, facing, at,
	    brg, c->g->x.turn_deg, to);
}

/* A wagon: MOVE x,y ..., LOAD CASTING-ID {CASTING-ID}, UNLOAD. */
int
glp_wagon_line(struct gl_pc *c, int k, json_t *guns)
{
	json_t *o = json_object(), *ids;
	int i, m;

	json_object_set_new(guns, c->g->wag[k].id, o);
	if (c->tk.n >= 3 && is(c->tk.t[1], "MOVE")) {
		const struct gl_wagon *w = &c->g->wag[k];

		if (glp_move(c, 1, o))
			return -1;
		if (!w->pack && !w->craft)	/* a horseman's turning */
			glp_turn_note(c, w->id, w->x, w->y, w->facing, o);
		return 0;
	}
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
