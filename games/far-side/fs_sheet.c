/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_sheet.c - the order sheet a side may send now, ready to edit (the
 * seam's sheet_template): one '#' line per unit of the side still on the
 * field, with where it stands and the order forms it may take now (§13.3,
 * ORDERS.md), and for the start mail the lesson: an example line of each
 * kind due now and how the game is won (§16).  Written from the side's own
 * units and the public scenario only, so it names, places and counts no
 * enemy: a line never says which enemy a unit could shoot.  It reads the
 * game and never changes it.
 */
#include <stdio.h>
#include <string.h>

#include "fs.h"

static const char *
face_forms(void)
{
	return "<dir>";
}

/* Where unit u stands, as its owner knows it. */
static void
where(const struct fs_game *g, int u, struct buf *out)
{
	const struct fs_unit *e = &g->u[u];
	char c[GRID_LABEL_LEN];

	buf_addf(out, "%s %s", e->id, g->r.type[e->type].name);
	if (!e->placed) {
		if (e->has_def)
			buf_addf(out, ", default %s facing %s%s", fs_cell(
			    e->def_x, e->def_y, c), grid_facing_name(
			    e->def_face), e->def_mounted ? " mounted" : "");
		else
			buf_adds(out, ", no default position");
		return;
	}
	buf_addf(out, " at %s facing %s", fs_cell(e->x, e->y, c),
	    grid_facing_name(e->face));
	if (e->dis || e->blo)
		buf_addf(out, ", %s%s%s", e->blo ? "Bloodied" : "",
		    e->dis && e->blo ? " and " : "", e->dis ? "Disordered" : "");
	if (g->r.type[e->type].flags & FS_F_MOUNTS)
		buf_adds(out, e->mounted ? ", mounted" : ", dismounted");
	if (e->jam)
		buf_adds(out, ", JAMMED");
	if (e->nlinks > 0)
		buf_adds(out, ", in melee");
}

/* The ACT forms open to unit u this turn (§13.3; R-18 when engaged). */
static void
act_forms(const struct fs_game *g, int u, struct buf *out)
{
	const struct fs_unit *e = &g->u[u];
	const struct fs_utype *t = &g->r.type[e->type];
	const char *mount = t->flags & FS_F_MOUNTS ? " [MOUNT|DISMOUNT]" : "";

	buf_addf(out, "ACT %s ", e->id);
	if (e->nlinks > 0) {
		buf_adds(out, "MELEE [<enemy>] [+PRESS] | DISENGAGE [TO <cell>]");
		return;
	}
	if (e->jam)
		buf_adds(out, "CLEAR | ");
	else if (t->shoot > 0 && t->range > 0)
		buf_adds(out, "FIRE <targets> [+VOLLEY] | ");
	if (t->cls != FS_GUN)
		buf_addf(out, "CHARGE <targets> [+PRESS]%s | ", mount);
	buf_addf(out, "MOVE TO <cell>%s | FACE %s | HOLD", mount,
	    face_forms());
}

static void
deploy_sheet(const struct fs_game *g, int side, struct buf *out)
{
	int u, l, any = 0;

	buf_addf(out, "# <cell>: a cell in rows %d-%d, one unit a cell; <dir>: "
	    "NE SE SW NW\n", g->zone_lo[side] + 1, g->zone_hi[side] + 1);
	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != side)
			continue;
		buf_adds(out, "# ");
		where(g, u, out);
		buf_addf(out, ": DEPLOY %s <cell> FACE %s%s\n", g->u[u].id,
		    face_forms(), g->r.type[g->u[u].type].flags & FS_F_MOUNTS ?
		    " [MOUNTED]" : "");
	}
	buf_adds(out, "# if you win the initiative roll: INITIATIVE "
	    "FIRST|SECOND\n");
	for (l = 0; l < g->nleaders; l++)
		if (g->l[l].side == side && !g->l[l].fixed) {
			if (!any++)
				buf_adds(out, "# if a leader rolls 12 for his "
				    "trait: TRAIT <leader> GUNNER|EQUESTRIAN|"
				    "MASTER_OF_DRILL|GUERILLA (your leaders:");
			buf_addf(out, " %s", g->l[l].name);
		}
	if (any)
		buf_adds(out, ")\n");
}

static void
turn_sheet(const struct fs_game *g, int side, struct buf *out)
{
	int u, l, rally = 0, leaders = 0;

	buf_adds(out, "# <targets>: X3, NEAREST, WEAKEST, ENGAGED or CELL F6, "
	    "joined by | in\n# order of choice; <dir>: NE SE SW NW; one ACT "
	    "line may chain options\n# with ELSE; +VOLLEY or +PRESS: on an "
	    "activation of 10 or more\n# the difficult form, +1 to the "
	    "roll (7-9 gives the plain one)\n");
	for (u = 0; u < g->nunits; u++) {
		if (g->u[u].side != side || !g->u[u].alive || !g->u[u].placed)
			continue;
		buf_adds(out, "# ");
		where(g, u, out);
		buf_adds(out, ": ");
		act_forms(g, u, out);
		buf_addc(out, '\n');
		rally |= g->u[u].dis;
	}
	for (l = 0; l < g->nleaders; l++)
		leaders += g->l[l].side == side && g->l[l].alive;
	if (rally && leaders) {
		buf_adds(out, "# a disordered unit within 2 cells of a leader: "
		    "RALLY <leader> <unit> [<unit>...] (your leaders:");
		for (l = 0; l < g->nleaders; l++)
			if (g->l[l].side == side && g->l[l].alive)
				buf_addf(out, " %s", g->l[l].name);
		buf_adds(out, ")\n");
	}
	buf_adds(out, "# standing orders (kept until replaced): STAND <unit> "
	    "RETREAT <steps or cells> | MELEE <enemy> | FACEAFTER <dir>|"
	    "ATTACKER\n");
	buf_adds(out, "# end your turn early: STOP [IF <conditions>]; give up "
	    "the game (your opponent\n# wins): CAPITULATE\n");
}

/* §16 and the scenario's objectives: how this game is won. */
static void
victory(const struct fs_game *g, struct buf *out)
{
	char c[GRID_LABEL_LEN];
	int i;

	buf_addf(out, "HOW THE GAME IS WON\n"
	    "  The game ends after turn %d, when an army has no units left,\n"
	    "  or when a side sends CAPITULATE.  Each side then scores:\n"
	    "    %d VP per enemy unit destroyed,\n"
	    "    %d VP per enemy unit left Bloodied,\n"
	    "    %d VP per enemy leader killed,\n", g->turns, g->r.vp.elim,
	    g->r.vp.bloodied, g->r.vp.leader);
	if (g->nobj > 0) {
		buf_addf(out, "    %d VP per objective it holds, or held last "
		    "(", g->obj_vp);
		for (i = 0; i < g->nobj; i++)
			buf_addf(out, "%s%s", i ? ", " : "", fs_cell(
			    g->obj[i] % g->cols, g->obj[i] / g->cols, c));
		buf_adds(out, ").\n");
	}
	buf_addf(out, "  A margin of %d VP or more is a decisive victory, "
	    "less a marginal\n  one; an even score is a draw.\n",
	    g->r.vp.decisive);
}

/* One example of each kind due now, from the side's own units. */
static void
lesson(const struct fs_game *g, int side, struct buf *out)
{
	char c[GRID_LABEL_LEN];
	int u, first = -1, l;

	/* a unit with a default position gives a real cell */
	for (u = 0; u < g->nunits && (first < 0 || !g->u[first].has_def); u++)
		if (g->u[u].side == side && g->u[u].alive &&
		    (first < 0 || g->u[u].has_def))
			first = u;
	buf_adds(out, "EXAMPLES OF THE LINES DUE NOW\n");
	if (g->turn == 0 && first >= 0) {
		const struct fs_unit *e = &g->u[first];

		buf_addf(out, "  DEPLOY %s %s FACE %s\n"
		    "      %s stands in %s facing %s (your rows: %d-%d, one "
		    "unit a cell;\n      a unit you leave out takes its "
		    "default position)\n", e->id, e->has_def ? fs_cell(
		    e->def_x, e->def_y, c) : "<cell>", grid_facing_name(
		    e->has_def ? e->def_face : 0), e->id, e->has_def ? c :
		    "that cell", grid_facing_name(e->has_def ? e->def_face : 0),
		    g->zone_lo[side] + 1, g->zone_hi[side] + 1);
		buf_adds(out, "  INITIATIVE SECOND\n      if you win the "
		    "initiative roll, the other side acts first\n"
		    "      every turn\n");
		for (l = 0; l < g->nleaders; l++)
			if (g->l[l].side == side && !g->l[l].fixed) {
				buf_addf(out, "  TRAIT %s GUERILLA\n      the "
				    "trait %s takes if he rolls a 12\n",
				    g->l[l].name, g->l[l].name);
				break;
			}
	} else if (first >= 0) {
		buf_addf(out, "  ACT %s FIRE NEAREST ELSE MOVE TO <cell>\n"
		    "      units act line by line; a failed activation ends "
		    "your turn\n", g->u[first].id);
	}
	buf_adds(out, "  Replace a # line of the sheet with an order, or "
	    "leave it: a # line\n  is only a comment.\n\n");
	victory(g, out);
}

int
fs_sheet(const void *gv, int viewer, struct buf *out, struct buf *lessonb)
{
	const struct fs_game *g = gv;

	if (viewer < 0 || viewer >= FS_NSIDES || g->over)
		return PBEM_OK;
	if (g->turn == 0)
		deploy_sheet(g, viewer, out);
	else if (viewer == FS_ACTING(g))
		turn_sheet(g, viewer, out);
	if (lessonb != NULL)
		lesson(g, viewer, lessonb);
	return out->failed ? out->failed : PBEM_OK;
}
