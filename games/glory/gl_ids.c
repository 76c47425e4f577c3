/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_ids.c - one id, one thing.  Every id on the table (a man, gun,
 * limber, wagon, pack animal, boat, train, metal hull, ladder, dump,
 * terrain feature, building opening, port) is unique among all of them,
 * case-insensitively, because a sheet names any of them by id alone.
 * Commands are written with their '@' (@U1) and are unique among
 * commands; the '@' keeps them apart from things (MAN U1 under @U1).
 * Every creator (the scenario's keywords, a dump put down in play) asks
 * gl_id_claim here, and nowhere else.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

static const char *
wagon_kind(const struct gl_wagon *w)
{
	return w->craft == 1 ? "a boat" : w->craft == 2 ? "a train" :
	    w->pack ? "a pack animal" : "a wagon";
}

const char *
gl_id_holder(const struct gl_game *g, const char *id)
{
	static const char *const feature[] = { "a terrain area", "a line",
		"a hill", "a building", "a door or window", "a limber",
		"a port" };
	int i, x, y;

	if (id[0] == '@')
		return gl_find_cmd(g, id) >= 0 ? "a command" : NULL;
	if (gl_find_man(g, id) >= 0)
		return "a man";
	if (gl_find_gun(g, id) >= 0)
		return "a gun";
	if ((i = gl_find_wagon(g, id)) >= 0)
		return wagon_kind(&g->wag[i]);
	if ((i = gl_find_feature(g, id, &x, &y)) >= 0)
		return i < (int)(sizeof feature / sizeof feature[0]) ?
		    feature[i] : "a feature";
	if (gl_find_hull(g, id) >= 0)
		return "a metal hull";
	if (gl_find_ladder(g, id) >= 0)
		return "a ladder";
	if (gl_find_dump(g, id) >= 0)
		return "a dump";
	return NULL;
}

int
gl_id_claim(const struct gl_game *g, const char *id, char *why,
    size_t whylen)
{
	const char *holder;

	if (strlen(id) >= GL_ID_LEN || !gl_valid_id(id[0] == '@' ? id + 1 :
	    id)) {
		snprintf(why, whylen, "bad id \"%.40s\" (a letter, then "
		    "letters, digits or _, at most %d)", id, GL_ID_LEN - 1);
		return -1;
	}
	if ((holder = gl_id_holder(g, id)) != NULL) {
		snprintf(why, whylen, "id \"%s\" is already used by %s: every id "
		    "names one thing", id, holder);
		return -1;
	}
	return 0;
}
