/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_force.c - force points (digest 4.10, rulebook 10): what a side's
 * men and equipment cost, from the rules tables, so a referee can
 * balance a scenario.  Each side is told only its own total.  Every man
 * and gun the side began with counts, dead or alive; ammunition is not
 * priced, its count changing in play.
 */
#include "gl.h"

int
gl_man_points(const struct gl_rules *r, const struct gl_man *m)
{
	int w, c;

	c = 1 + r->fp_rating[m->rating + 2] + r->fp_training[m->training] +
	    r->fp_leader[m->leader];
	for (w = 0; w < GL_NWEAPON; w++)
		if (m->weapons & (1u << w))
			c += r->fp_weapon[w];
	if (m->type == GL_MOUNTED)
		c += r->fp_mount;
	return c;
}

int
gl_force_points(const struct gl_game *g, int side)
{
	const struct gl_rules *r = &g->r;
	int i, n = 0;

	for (i = 0; i < g->nman; i++)
		if (g->man[i].side == side)
			n += gl_man_points(r, &g->man[i]);
	for (i = 0; i < g->ngun; i++) {
		if (g->gun[i].side != side)
			continue;
		n += r->fp_gun[g->gun[i].kind];
	}
	for (i = 0; i < g->nlimb; i++)
		if (g->gun[g->limb[i].gun].side == side)
			n += r->fp_limber + r->fp_draft * g->limb[i].horses;
	return n;
}
