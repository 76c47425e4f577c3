/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_gl_state_ids.c - a stored GLORY state whose ids are not unique is
 * refused through the lower seam (module.h decode), the clash named by
 * the two paths that hold the id.  A scenario with one thing of every
 * kind is loaded; each case renames one thing to another's id, the way
 * a stored state altered by hand (or by a faulty writer) would hold it.
 * The two pieces of a line opened by WORK share their id: allowed.
 * usage: test_gl_state_ids DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "module.h"
#include "opening_testlib.h"
#include "util.h"

static const char scenario[] =
    "SCENARIO \"Ids\"\n"
    "BOARD 200 200\n"
    "TURNS 10\n"
    "VISIBILITY 0\n"
    "SIDE U \"Union\" HOME south\n"
    "SIDE C \"Confederate\" HOME north\n"
    "CMD @U1 U HOLD\n"
    "CMD @C1 C HOLD\n"
    "AREA R1 rough 130,80 150,80 150,100 130,100\n"
    "LINE L1 wall_low 60,30 90,30\n"
    "LINE L2 fence 10,190 40,190\n"
    "BUILDING B1 140,140 160,160 DOOR D9 150,160 closed WINDOW N1 140,150\n"
    "MAN U1 @U1 - foot regular drilled - 100,60 0\n"
    "MAN U2 @U1 - foot regular drilled - 100,52 0\n"
    "MAN U4 @U1 - foot regular drilled - 100,44 0\n"
    "MAN U5 @U1 - foot regular drilled - 60,60 0\n"
    "MAN C1 @C1 - foot regular drilled - 100,180 180\n"
    "GUN G1 @U1 rifled \"3in Ordnance Rifle\" 100,50 0 unlimbered "
    "crew=U2\n"
    "LIMBER LG1 G1 horses=6 driver=U4 100,40 180\n"
    "WAGON W1 @U1 horses=4 driver=U5 60,70 0\n"
    "DUMP DP1 @U1 20,20 stores=50\n"
    "LADDER LD1 30,30\n"
    "METAL T1 170,20 190,20 190,30 170,30\n";

static const struct {
	const char *list;	/* the array holding the thing renamed */
	int i, j;		/* its index; j >= 0: an opening of it */
	const char *id;		/* its new id */
	const char *a, *b;	/* the paths the refusal names, NULL: none */
} cases[] = {
	{ "men", 1, -1, "U1", "men[0].id", "men[1].id" },
	{ "dumps", 0, -1, "U1", "men[0].id", "dumps[0].id" },
	{ "dumps", 0, -1, "w1", "wagons[0].id", "dumps[0].id" },
	{ "wagons", 0, -1, "C1", "men[4].id", "wagons[0].id" },
	{ "guns", 0, -1, "U5", "men[3].id", "guns[0].id" },
	{ "limbers", 0, -1, "G1", "guns[0].id", "limbers[0].id" },
	{ "ladders", 0, -1, "DP1", "ladders[0].id", "dumps[0].id" },
	{ "metal", 0, -1, "R1", "areas[0].id", "metal[0].id" },
	{ "buildings", 0, 1, "D9", "buildings[0].openings[0].id",
	    "buildings[0].openings[1].id" },
	{ "lines", 1, -1, "B1", "buildings[0].id", "lines[1].id" },
	{ "cmds", 1, -1, "@U1", "cmds[0].id", "cmds[1].id" },
	/* a command's '@' keeps it apart from a man of the same name */
	{ "cmds", 1, -1, "@U2", NULL, NULL },
	/* a line opened by WORK: two pieces, one id */
	{ "lines", 1, -1, "L1", NULL, NULL },
};

/* The state's list[i] (or its openings[j]), or NULL. */
static json_t *
thing(json_t *st, int k)
{
	json_t *o = json_array_get(json_object_get(st, cases[k].list),
	    (size_t)cases[k].i);

	if (o != NULL && cases[k].j >= 0)
		o = json_array_get(json_object_get(o, "openings"),
		    (size_t)cases[k].j);
	return json_is_object(o) ? o : NULL;
}

static int
run(const struct game_rules *r, const json_t *base, int k)
{
	json_t *st = json_deep_copy(base), *o;
	char want[256], what[64];
	int ok = 0;

	snprintf(what, sizeof what, "%s[%d] = %s", cases[k].list, cases[k].i,
	    cases[k].id);
	snprintf(want, sizeof want, "state: id \"%s\" names two things, "
	    "%s and %s: every id names one thing", cases[k].id, cases[k].a,
	    cases[k].b);
	if (st == NULL || (o = thing(st, k)) == NULL)
		fprintf(stderr, "FAIL: no %s in the state\n", what);
	else {
		json_object_set_new(o, "id", json_string(cases[k].id));
		ok = opening_decode(r, st, cases[k].a ? want : NULL, what);
	}
	json_decref(st);
	return ok;
}

int
main(int argc, char **argv)
{
	return opening_cases(argc, argv, "glory", scenario, sizeof scenario -
	    1, (int)(sizeof cases / sizeof cases[0]), run);
}
