/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_ids.c - one id, one thing.  Every id on the table (a man, gun,
 * limber, wagon, pack animal, boat, train, metal hull, ladder, dump,
 * terrain feature, building opening, port) is unique among all of them,
 * case-insensitively, because a sheet names any of them by id alone.
 * Commands are written with their '@' (@U1) and are unique among
 * commands; the '@' keeps them apart from things (MAN U1 under @U1).
 * Every creator (the scenario's keywords, a dump put down in play) asks
 * gl_id_claim here, and nowhere else; a referee's change to the state by
 * JSON pointer is checked whole (gl_ids_check).
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

/* Every id a game holds: at most this many. */
#define NIDS	(GL_MAX_MEN + GL_MAX_CMDS + GL_MAX_AREAS + GL_MAX_LINES + \
	GL_MAX_HILLS + GL_MAX_BLD * (1 + GL_MAX_OPEN) + GL_MAX_GUNS + \
	GL_MAX_LIMB + GL_MAX_WAGONS + GL_MAX_PORTS + GL_MAX_METAL + \
	GL_MAX_LADDER + GL_MAX_DUMPS)

int
gl_ids_check(const struct gl_game *g, char *why, size_t whylen)
{
	const char *ids[NIDS];
	int n = 0, i, j;

#define ADD(arr, cnt)	for (i = 0; i < (cnt); i++) ids[n++] = (arr)[i].id
	ADD(g->man, g->nman);
	ADD(g->cmd, g->ncmd);
	ADD(g->area, g->narea);
	ADD(g->hill, g->nhill);
	ADD(g->gun, g->ngun);
	ADD(g->limb, g->nlimb);
	ADD(g->wag, g->nwag);
	ADD(g->port, g->nport);
	ADD(g->metal, g->nmetal);
	ADD(g->ladder, g->nladder);
	ADD(g->dump, g->ndump);
#undef ADD
	for (i = 0; i < g->nbld; i++) {
		ids[n++] = g->bld[i].id;
		for (j = 0; j < g->bld[i].nopen; j++)
			ids[n++] = g->bld[i].open_id[j];
	}
	/* a line opened by WORK is two pieces under its one id (gl_work.c):
	 * each line id once */
	for (i = 0; i < g->nline; i++) {
		for (j = 0; j < i; j++)
			if (strcasecmp(g->line[j].id, g->line[i].id) == 0)
				break;
		if (j == i)
			ids[n++] = g->line[i].id;
	}
	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			if (strcasecmp(ids[i], ids[j]) == 0) {
				snprintf(why, whylen, "id \"%s\" names two "
				    "things: every id names one thing", ids[i]);
				return -1;
			}
	return 0;
}
