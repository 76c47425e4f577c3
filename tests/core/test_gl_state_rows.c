/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_gl_state_rows.c - the parts of a stored GLORY state that are rows
 * of the kit's walker since their own codecs went (gl_state.c): metal
 * cover, ladders and where each side knows one lies, a man's FIRE at a
 * point or a feature, his weapons, what was last seen, the later rules
 * tables (supply, transport, fire, volley, orders, formation), command
 * ids and formations, a gun's standing FIRE.  A scenario with one of
 * each is loaded; each case sets one member, the way a referee's
 * JSON-pointer change or a corrupt file would, and the seam's decode
 * must refuse it naming the member's path, or (expect NULL) accept it
 * and encode it back as it was stored.
 * usage: test_gl_state_rows DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "module.h"
#include "opening_testlib.h"
#include "util.h"

static const char scenario[] =
    "SCENARIO \"Rows\"\n"
    "BOARD 200 200\n"
    "TURNS 10\n"
    "VISIBILITY 0\n"
    "SIDE U \"Union\" HOME south\n"
    "SIDE C \"Confederate\" HOME north\n"
    "CMD @U1 U HOLD\n"
    "CMD @C1 C HOLD\n"
    "MAN U1 @U1 - foot regular drilled - 100,60 0\n"
    "MAN U5 @U1 - foot regular drilled - 60,60 0\n"
    "MAN C1 @C1 - foot regular drilled - 100,180 180\n"
    "MAN U6 @U1 - foot regular drilled - 80,60 0\n"
    "GUN G1 @U1 rifled \"3in Ordnance Rifle\" 80,50 0 unlimbered "
    "crew=U6\n"
    "LIMBER LG1 G1 horses=6 driver=U6 80,40 180\n"
    "WAGON W1 @U1 horses=4 driver=U5 60,70 0\n"
    "LADDER LD1 30,30\n"
    "METAL T1 170,20 190,20 190,30 170,30\n";

static const struct {
	const char *path;	/* "metal/0/pts": the member set */
	const char *json;	/* its new value; NULL: removed */
	const char *bad;	/* the path refused; NULL: accepted */
} cases[] = {
	{ "metal/0/pts", "[[1,1],[2,2]]", "metal[0].pts" },
	{ "metal/0/pts", "[[1,1],[2,2],[999999,1]]", "metal[0].pts" },
	{ "metal/0/id", "\"9T\"", "metal[0].id" },
	{ "metal/0/on", "2", "metal[0].on" },	/* one wagon only */
	{ "metal/0/on", "1", "metal[0].frame" },	/* no frame */
	/* a frame of its corners, but the wagon is no boat nor train */
	{ "metal/0", "{\"id\":\"T1\",\"pts\":[[17000,2000],[19000,2000],"
	    "[19000,3000],[17000,3000]],\"on\":1,\"frame\":[[0,0],[0,0],"
	    "[0,0],[0,0]]}", "metal[0].on" },
	{ "ladders/0/by", "0", "ladders[0].by" },
	{ "ladders/0/by", "5", "ladders[0].by" },	/* 4 men */
	{ "ladders/0/took", "100", "ladders[0].took" },
	{ "ladders/0/known", "[[1,1,0]]", "ladders[0].known" },
	{ "ladders/0/known", "[[1,1,2],[1,1,0]]", "ladders[0].known" },
	{ "ladders/0/known", "[[1,1,1],[3000,3000,0]]", NULL },
	{ "ladders/0/by", "2", NULL },
	/* a man's FIRE at a point or a feature, only while his target is
	 * GL_T_AT (-6); his weapons as their text; what was last seen */
	{ "men/0/fire_at", "[10,10]", "men[0].fire_at" },
	{ "men/0/fire_tgt", "-6", "men[0].fire_at" },
	{ "men/0/fire_at", "\"LD9\"", "men[0].fire_at" },
	{ "men/0/weapons", "\"bayonet,plasma\"", "men[0].weapons" },
	{ "men/0/weapons", "\"bayonet\"", NULL },
	{ "men/0/last_x", "999999", "men[0].last_x" },
	/* a man's command is of his side (U1 is of @U1, of U) */
	{ "men/0/side", "1", "men[0].side" },
	{ "men/0/cmd", "1", "men[0].side" },
	{ "wagons/0/last_turn", "100", "wagons[0].last_turn" },
	{ "rules/supply", "{\"ready_rounds\":0}", "rules.supply.ready_rounds" },
	{ "rules/transport", "{\"turn_deg\":181}",
	    "rules.transport.turn_deg" },
	{ "rules/fire", "5", "rules.fire" },
	{ "rules/volley", "{\"volley_min_men\":1}",
	    "rules.volley.volley_min_men" },
	{ "rules/orders", "{\"arrive_yd\":0}", "rules.orders.arrive_yd" },
	{ "rules/formation", "{\"wheel_step_deg\":4}",
	    "rules.formation.wheel_step_deg" },
	{ "rules/scalars/shr_mod", "21", "rules.scalars.shr_mod" },
	{ "rules/scalars/wounded_mp", "3", NULL },
	{ "cmds/0/id", "\"U1\"", "cmds[0].id" },
	/* a gun's standing FIRE: at a point on the board, a feature (a
	 * limber's, read after the limbers), or a target word or id; its
	 * AMMO a round, its ELSE NEAREST or NONE; one of the three */
	{ "guns/0/fire", "{\"point\":[1000,2000],\"ammo\":\"CAN\","
	    "\"else\":\"NONE\"}", NULL },
	{ "guns/0/fire", "{\"feature\":\"LG1\"}", NULL },
	{ "guns/0/fire", "{\"target\":\"LEADER\",\"ammo\":\"ISHR\"}",
	    NULL },
	{ "guns/0/fire", "{\"target\":\"C1\"}", NULL },
	{ "guns/0/fire", "{\"point\":[1,20001]}", "guns[0].fire.point" },
	{ "guns/0/fire", "{\"point\":[1]}", "guns[0].fire.point" },
	{ "guns/0/fire", "{\"feature\":\"LG9\"}", "guns[0].fire.feature" },
	{ "guns/0/fire", "{\"target\":\"9X\"}", "guns[0].fire.target" },
	{ "guns/0/fire", "{\"target\":\"NEAREST_OF_ALL_MEN\"}",
	    "guns[0].fire.target" },
	{ "guns/0/fire", "{\"ammo\":\"CAN\"}", "guns[0].fire.target" },
	{ "guns/0/fire", "{\"target\":\"C1\",\"ammo\":\"GRAPE\"}",
	    "guns[0].fire.ammo" },
	{ "guns/0/fire", "{\"target\":\"C1\",\"else\":\"ALL\"}",
	    "guns[0].fire.else" },
	{ "guns/0/fire", "5", "guns[0].fire" },
	{ "formations", "[{\"cmd\":\"@X9\",\"kind\":\"LINE\",\"facing\":0,"
	    "\"spacing\":100,\"x\":0,\"y\":0,\"men\":[\"U1\"]}]",
	    "formations" },
	{ "formations", "[{\"cmd\":\"@U1\",\"kind\":\"LINE\",\"facing\":0,"
	    "\"spacing\":100,\"x\":0,\"y\":0,\"men\":[\"U1\",\"-\",\"U5\"]}]",
	    NULL },
};

/* Set (or, v NULL, remove) the member at path ("a/0/b") of st: -1 when
 * the path leads nowhere. */
static int
set_at(json_t *st, const char *path, json_t *v)
{
	char buf[128], *p = buf, *slash;
	json_t *o = st;

	snprintf(buf, sizeof buf, "%s", path);
	while ((slash = strchr(p, '/')) != NULL) {
		*slash = '\0';
		o = json_is_array(o) ? json_array_get(o, strtoul(p, NULL, 10))
		    : json_object_get(o, p);
		p = slash + 1;
	}
	if (json_is_array(o) && v != NULL)
		return json_array_set(o, strtoul(p, NULL, 10), v);
	if (!json_is_object(o))
		return -1;
	return v != NULL ? json_object_set(o, p, v) : json_object_del(o, p);
}

static int
run(const struct game_rules *r, const json_t *base, int k)
{
	json_t *st = json_deep_copy(base), *v = NULL;
	char want[256], what[256];
	int ok = 0;

	snprintf(what, sizeof what, "%s = %s", cases[k].path, cases[k].json ?
	    cases[k].json : "(none)");
	snprintf(want, sizeof want, "damaged GLORY state (%s)", cases[k].bad);
	if (cases[k].json != NULL && (v = json_loads(cases[k].json,
	    JSON_DECODE_ANY, NULL)) == NULL)
		fprintf(stderr, "FAIL: %s: not JSON\n", what);
	else if (st == NULL || set_at(st, cases[k].path, v) != 0)
		fprintf(stderr, "FAIL: no %s in the state\n", cases[k].path);
	else
		ok = opening_decode(r, st, cases[k].bad ? want : NULL, what);
	json_decref(v);
	json_decref(st);
	return ok;
}

int
main(int argc, char **argv)
{
	return opening_cases(argc, argv, "glory", scenario, sizeof scenario -
	    1, (int)(sizeof cases / sizeof cases[0]), run);
}
