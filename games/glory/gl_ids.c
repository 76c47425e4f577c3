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
 * JSON pointer is checked whole (gl_ids_check), and so is a stored state
 * as the kit decodes it (gl_state.c's after), each clash named by its
 * path in the state.  The finders of a man, gun, command or feature by
 * its id are here too.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gl.h"

int
gl_find_man(const struct gl_game *g, const char *id)
{
	return GAME_FIND_NAME(g->man, g->nman, id, id);
}

int
gl_find_gun(const struct gl_game *g, const char *id)
{
	return GAME_FIND_NAME(g->gun, g->ngun, id, id);
}

int
gl_find_cmd(const struct gl_game *g, const char *id)
{
	return GAME_FIND_NAME(g->cmd, g->ncmd, id, id);
}

/* A feature's id -> a point of it (its first corner) and its kind: 0 an
 * area, 1 a line, 2 a hill, 3 a building, 4 a building's opening, 5 a
 * limber, 6 a port; -1 if none. */
#define FOUND(k, px, py)	do { *x = (px), *y = (py); return k; } while (0)
int
gl_find_feature(const struct gl_game *g, const char *id, int *x, int *y)
{
	int i, j;

	if ((i = GAME_FIND_NAME(g->area, g->narea, id, id)) >= 0)
		FOUND(0, g->area[i].p.x[0], g->area[i].p.y[0]);
	if ((i = GAME_FIND_NAME(g->line, g->nline, id, id)) >= 0)
		FOUND(1, g->line[i].p.x[0], g->line[i].p.y[0]);
	if ((i = GAME_FIND_NAME(g->hill, g->nhill, id, id)) >= 0)
		FOUND(2, g->hill[i].top.x[0], g->hill[i].top.y[0]);
	for (i = 0; i < g->nbld; i++) {	/* a building, then its openings */
		if (strcasecmp(g->bld[i].id, id) == 0)
			FOUND(3, g->bld[i].x0, g->bld[i].y0);
		if ((j = game_find_name(g->bld[i].open_id, g->bld[i].nopen,
		    GL_ID_LEN, 0, id)) >= 0)
			FOUND(4, g->bld[i].ox[j], g->bld[i].oy[j]);
	}
	if ((i = GAME_FIND_NAME(g->limb, g->nlimb, id, id)) >= 0)
		FOUND(5, g->limb[i].x, g->limb[i].y);
	if ((i = GAME_FIND_NAME(g->port, g->nport, id, id)) >= 0)
		FOUND(6, g->port[i].x, g->port[i].y);
	return -1;
}
#undef FOUND

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

/* One id and where the state keeps it: list[i].id, or with j >= 0
 * list[i].openings[j].id (a building's door or window). */
struct idref {
	const char *id, *list;
	int i, j;
};

static void
add(struct idref *r, int *n, const char *id, const char *list, int i, int j)
{
	r[*n].id = id;
	r[*n].list = list;
	r[*n].i = i;
	r[*n].j = j;
	(*n)++;
}

/* Every id of g into r, in the state's order; their count. */
static int
collect(const struct gl_game *g, struct idref *r)
{
	int n = 0, i, j;

#define ADD(arr, cnt, key)	for (i = 0; i < (cnt); i++) \
		add(r, &n, (arr)[i].id, key, i, -1)
	ADD(g->man, g->nman, "men");
	ADD(g->cmd, g->ncmd, "cmds");
	ADD(g->area, g->narea, "areas");
	ADD(g->hill, g->nhill, "hills");
	ADD(g->gun, g->ngun, "guns");
	ADD(g->limb, g->nlimb, "limbers");
	ADD(g->wag, g->nwag, "wagons");
	ADD(g->port, g->nport, "ports");
	ADD(g->metal, g->nmetal, "metal");
	ADD(g->ladder, g->nladder, "ladders");
	ADD(g->dump, g->ndump, "dumps");
#undef ADD
	for (i = 0; i < g->nbld; i++) {
		add(r, &n, g->bld[i].id, "buildings", i, -1);
		for (j = 0; j < g->bld[i].nopen; j++)
			add(r, &n, g->bld[i].open_id[j], "buildings", i, j);
	}
	/* a line opened by WORK is two pieces under its one id (gl_work.c):
	 * each line id once */
	for (i = 0; i < g->nline; i++) {
		for (j = 0; j < i; j++)
			if (strcasecmp(g->line[j].id, g->line[i].id) == 0)
				break;
		if (j == i)
			add(r, &n, g->line[i].id, "lines", i, -1);
	}
	return n;
}

/* The first id used twice: 0, or 1 with *a and *b its two holders (*b
 * the later in the state's order). */
static int
first_twice(const struct idref *r, int n, int *a, int *b)
{
	int i, j;

	for (i = 0; i < n; i++)
		for (j = 0; j < i; j++)
			if (strcasecmp(r[i].id, r[j].id) == 0) {
				*a = j;
				*b = i;
				return 1;
			}
	return 0;
}

int
gl_ids_check(const struct gl_game *g, char *why, size_t whylen)
{
	struct idref r[NIDS];
	int n = collect(g, r), a, b;

	if (!first_twice(r, n, &a, &b))
		return 0;
	snprintf(why, whylen, "id \"%s\" names two things: every id names "
	    "one thing", r[b].id);
	return -1;
}

/* "men[3].id", "buildings[0].openings[1].id": where r sits. */
static void
path_of(const struct idref *r, char *b, size_t n)
{
	if (r->j >= 0)
		snprintf(b, n, "%s[%d].openings[%d].id", r->list, r->i, r->j);
	else
		snprintf(b, n, "%s[%d].id", r->list, r->i);
}

int
gl_ids_state_check(const void *g, struct pbem_err *err)
{
	struct idref r[NIDS];
	char pa[48], pb[48];
	int n = collect(g, r), a, b;

	if (!first_twice(r, n, &a, &b))
		return PBEM_OK;
	path_of(&r[a], pa, sizeof pa);
	path_of(&r[b], pb, sizeof pb);
	return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: id \"%s\" names two "
	    "things, %s and %s: every id names one thing", r[b].id, pa, pb);
}
