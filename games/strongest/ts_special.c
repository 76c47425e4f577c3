/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_special.c - the advanced rules' own activations (§4.14): forming
 * and leaving wedge, rhomboid, orbis and testudo, dismounting, and
 * emplacing stakes (§4.15).  ts_special plans (legality and causes of
 * difficulty), ts_special_do carries out after the card.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

static int
jint(const json_t *o, const char *k, int dflt)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? (int)json_integer_value(v) : dflt;
}

static const unsigned form_flag[] = { 0, TSF_WEDGE, TSF_RHOMBOID, TSF_ORBIS,
	TSF_TESTUDO };

static int
plan_form(struct ts_game *g, int u, int to, struct ts_act *a, char *why,
    size_t n)
{
	int cur = g->u[u].form;

	if (to < TS_LINE || to > TS_TESTUDO || to == cur)
		return snprintf(why, n, "it is already in that formation"), -1;
	if (to != TS_LINE && !ts_has(g, u, form_flag[to]) &&
	    !(g->u[u].formok & (1 << to)))
		return snprintf(why, n, "its list does not allow that "
		    "formation (rule 4.14)"), -1;
	if (to != TS_LINE && cur != TS_LINE)
		return snprintf(why, n, "it returns to line first"), -1;
	if (to == TS_TESTUDO && ts_rough(g, g->u[u].x, g->u[u].y))
		return snprintf(why, n, "no testudo in rough terrain"), -1;
	/* testudo takes a move activation; the others are difficult */
	if (to != TS_TESTUDO && cur != TS_TESTUDO)
		a->flags |= TC_FORM;
	return 0;
}

/* The type a unit becomes dismounted (§4.14): its list's dismounted
 * type (knights), else similarly armed light infantry. */
static int
dismounted_type(const struct ts_game *g, int u)
{
	const struct ts_type *t = ts_type(g, u);
	int w = t->weapon;

	if (t->dismount >= 0)
		return t->dismount;
	if (w == TS_W_JAV)
		return ts_tables_type(&g->r, "li_jav");
	if (w == TS_W_BOW)
		return ts_tables_type(&g->r, "li_bow");
	if (w == TS_W_CROSSBOW)
		return ts_tables_type(&g->r, "li_crossbow");
	return -1;
}

int
ts_special(struct ts_game *g, const char *verb, const json_t *o,
    struct ts_act *a, char *why, size_t n)
{
	int u = a->units[0], fx, fy;

	if (strcmp(verb, "form") == 0)
		return plan_form(g, u, jint(o, "form", 0), a, why, n);
	if (strcmp(verb, "dismount") == 0) {
		if (!ts_is_mounted(g, u) || dismounted_type(g, u) < 0)
			return snprintf(why, n, "it cannot dismount"), -1;
		if (g->u[u].dis > 0)
			return snprintf(why, n, "a disordered unit does not "
			    "dismount"), -1;
		a->flags |= TC_FORM;
		return 0;
	}
	if (strcmp(verb, "stakes") == 0) {
		ts_face_vec(g->u[u].face, &fx, &fy);
		if (!g->u[u].nstakes)
			return snprintf(why, n, "it has no stakes to place"),
			    -1;
		if (!ts_on_table(g, g->u[u].x + fx, g->u[u].y + fy))
			return snprintf(why, n, "no box in front of it"), -1;
		a->flags |= TC_FORM;
		return 0;
	}
	return snprintf(why, n, "not an order"), -1;
}

void
ts_special_do(struct ts_game *g, const char *verb, const json_t *o, int u)
{
	static const char *const fn[] = { "line", "wedge", "rhomboid",
	    "orbis", "testudo" };
	struct ts_unit *x = &g->u[u];
	int t, b, fx, fy;

	if (!ts_on(g, u))
		return;
	if (strcmp(verb, "form") == 0) {
		x->form = jint(o, "form", 0);
		ts_say(g, ts_viewers(g, u), "%U forms %s.", u, fn[x->form]);
	} else if (strcmp(verb, "dismount") == 0) {
		t = dismounted_type(g, u);
		x->type = t;
		x->dismounted = 1;
		if (g->r.type[t].dismount < 0 && g->r.type[t].size == TS_LIGHT) {
			x->size = TS_LIGHT;
			x->hits = g->r.size_hits[TS_LIGHT];
		}
		x->save = g->r.type[t].save - x->quality + x->fanatic;
		ts_say(g, ts_viewers(g, u), "%U dismounts: now %s.", u,
		    g->r.type[t].name);
	} else if (strcmp(verb, "stakes") == 0) {
		ts_face_vec(x->face, &fx, &fy);
		b = TS_BOX(g, x->x, x->y);
		g->edge[b][x->face] |= TS_E_STAKES_IN;
		g->edge[TS_BOX(g, x->x + fx, x->y + fy)][(x->face + 2) & 3] |=
		    TS_E_STAKES_OUT;
		x->nstakes = 0;
		ts_say(g, EVENT_V_ALL, "%U plants stakes along its front.", u);
	}
}
