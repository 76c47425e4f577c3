/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_sheet.c - the sheet a side may send now, ready to edit (the seam's
 * sheet_template), and the start mail's lesson: the pre-game sheet
 * (terrain picks, stratagem preferences, the bid), the deployment sheet
 * (one DEPLOY line per unit, camps, the delaying stratagems the side
 * holds) and the turn sheet (a block per command, a line per unit with
 * the verbs it may use now, the standing orders in force).  Every line
 * is a '#' comment, so the sheet parses as it stands.  Written from the
 * side's own forces, hand and the public table only: it names, places
 * and counts no enemy unit.  It reads the game and never changes it.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

/* "U1 1st cohort (Legionaries, veteran)" */
static void
unit_name(const struct ts_game *g, int u, struct buf *out)
{
	const struct ts_unit *x = &g->u[u];

	/* as the report's army list words it: size and disorder level */
	buf_addf(out, "U%d %s (%s%s%s%s)", x->num, x->name, ts_type(g, u)->name,
	    x->quality > 0 ? ", veteran" : x->quality < 0 ? ", raw" : "",
	    x->size == TS_SMALL ? ", small" : x->size == TS_XDEEP ?
	    ", exceptionally deep" : x->size == TS_DEEP ? ", deep" : "",
	    x->dis == 1 ? ", DISORDERED" : x->dis == 2 ? ", DOUBLE-DISORDERED" :
	    x->dis >= 3 ? ", TRIPLE-DISORDERED" : "");
}

static int
holds(const struct ts_game *g, int side, int kind)
{
	int i;

	for (i = 0; i < g->side[side].nhand; i++)
		if (ts_strat_kind(g->side[side].hand[i]) == kind)
			return 1;
	return 0;
}

/* ---- the pre-game sheet (§5.2-§5.4, ORDERS.md section 6) ---- */

static void
pregame_sheet(const struct ts_game *g, int side, struct buf *out)
{
	buf_addf(out, "# %d terrain choices: a box 1, a double piece 2, a road "
	    "1, a stream 1 per 4\n# box sides; a quarter open, a quarter "
	    "rough, at most a quarter impassable\n", ts_picks(g, side));
	buf_adds(out, "# TERRAIN W1 field|low_hill|broken|wood|vine_stakes|"
	    "steep_hill|marsh|building|\n#   rocky|dense_forest|lake [double] "
	    "PREF <box>,<box>...  (double: F4+G4)\n");
	buf_adds(out, "# ROAD R1 PREF <box>-<box>   (a straight line of "
	    "boxes, A3-L3)\n");
	buf_adds(out, "# STREAM S1 PREF <box>:<edge>-<box>:<edge>   (box "
	    "edges, A4:N-L4:N)\n");
	buf_adds(out, "# STRATPREF QD,KC,QC   (the court cards a joker or a "
	    "brilliant general takes)\n");
	if (g->bid)
		buf_adds(out, "# BID <1-10> ARMY OWN|OTHER   (medals given up "
		    "to choose the army)\n");
}

/* ---- the deployment sheet (§5.5, ORDERS.md section 7) ---- */

static void
deploy_unit(const struct ts_game *g, int u, struct buf *out)
{
	char l[8];

	buf_adds(out, "# ");
	unit_name(g, u, out);
	if (g->u[u].status == TS_ON)
		buf_addf(out, " now at %s facing %s", ts_box_label(g,
		    g->u[u].x, g->u[u].y, l), ts_face_name(g->u[u].face));
	buf_addf(out, "\n#   DEPLOY U%d <box> [N|E|S|W] [BEHIND]\n",
	    g->u[u].num);
}

static void
deploy_strats(const struct ts_game *g, int side, struct buf *out)
{
	static const struct { int kind; const char *line; } forms[] = {
		{ ST_KH, "AMBUSH U<n> <box> FACE <facing>   (light troops "
		    "in cover, your half)" },
		{ ST_KC, "FLANKMARCH U<n> LEFT|RIGHT [WITH G<n>]" },
		{ ST_KD, "RESERVE U<n> LEFT|CENTRE|RIGHT" },
		{ ST_KS, "LOST U<n>" },
		{ ST_QS, "DINEINHELL U<n>" },
		{ ST_JH, "STRAT JH C<n> U<n>,U<n>,U<n>,G<n>" },
		{ ST_JC, "STRAT JC EC<n>" },
	};
	size_t i;

	for (i = 0; i < sizeof forms / sizeof forms[0]; i++)
		if (holds(g, side, forms[i].kind))
			buf_addf(out, "# a card you hold: %s\n", forms[i].line);
}

static void
deploy_sheet(const struct ts_game *g, int side, struct buf *out)
{
	char l[8];
	int c, u, k, rows = ts_deploy_rows(g);

	buf_addf(out, "# your rows: %d-%d (never the end columns A and %c); "
	    "a unit faces the enemy\n# unless a facing is given; two units "
	    "a box at most (BEHIND: the second)\n", side == 0 ? 1 :
	    g->d - rows + 1, side == 0 ? rows : g->d, 'A' + g->w - 1);
	for (c = 0; c < g->ncmds; c++) {
		if (g->cmd[c].side != side)
			continue;
		buf_addf(out, "# C%d %s\n", g->cmd[c].num, g->cmd[c].name);
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].cmd == c && g->u[u].status != TS_LOST)
				deploy_unit(g, u, out);
		for (k = 0; k < g->ngens; k++)
			if (g->gen[k].cmd == c && g->gen[k].detached)
				buf_addf(out, "# G%d %s (detached): DEPLOY G%d "
				    "<box>\n", g->gen[k].num, g->gen[k].name,
				    g->gen[k].num);
		for (k = 0; k < g->ncamps; k++)
			if (g->camp[k].cmd == c)
				buf_addf(out, "# K%d camp%s%s: CAMP K%d <box on "
				    "your base edge>%s\n", g->camp[k].num,
				    g->camp[k].placed ? " now at " : "",
				    g->camp[k].placed ? ts_box_label(g,
				    g->camp[k].x, g->camp[k].y, l) : "",
				    g->camp[k].num, g->camp[k].forts ?
				    ", FORT K<n> N|E|S|W,..." : "");
	}
	deploy_strats(g, side, out);
}

/* ---- the turn sheet (§7, §9.3, ORDERS.md sections 3-4) ---- */

static void
verbs(const struct ts_game *g, int u, struct buf *out)
{
	const struct ts_unit *x = &g->u[u];
	int w = ts_weapon(g, u), light = ts_is_light(g, u);

	buf_addf(out, "U%d ", x->num);
	if (!ts_has(g, u, TSF_NOMOVE))
		buf_adds(out, "MOVE F|FL|FR | ");
	if (!ts_has(g, u, TSF_NOCHARGE))
		buf_adds(out, "CHARGE E<n>|NEAREST | ");
	if (w != TS_W_NONE && x->ammo > 0) {
		buf_adds(out, "SHOOT E<n>|NEAREST | ");
		if (light && w == TS_W_JAV)
			buf_adds(out, "MOVESHOOT | ");
		else if (light)
			buf_adds(out, "SHOOTBACK | ");
	}
	if (x->ammo0 > 0 && x->ammo < x->ammo0)
		buf_adds(out, "RESUPPLY | ");
	if (x->dis > 0)
		buf_adds(out, "RALLY | ");
	buf_adds(out, "TURN <facing>");
	if (!ts_has(g, u, TSF_NOMOVE))
		buf_adds(out, " | BACK 1 | SIDE L|R");
}

/* An own unit off the table, and how it comes on (ORDERS.md 8). */
static void
away(const struct ts_unit *x, struct buf *out)
{
	switch (x->away) {
	case TS_AWAY_FLANK:
		buf_addf(out, " on a flank march (%s)\n#   U%d ENTER ZONE %s "
		    "[<box>]", x->away_arg ? "right" : "left", x->num,
		    x->away_arg ? "9|10" : "4|5");
		break;
	case TS_AWAY_RESERVE:
		buf_addf(out, " in reserve\n#   U%d ENTER [<box>]", x->num);
		break;
	case TS_AWAY_LOST:
		buf_addf(out, " Lost!\n#   U%d ENTER [PREF <box>,...]",
		    x->num);
		break;
	default:
		if (x->edge_zone > 0)
			buf_addf(out, " off the table (left by edge zone %d)",
			    x->edge_zone);
		else
			buf_adds(out, " off the table, to arrive");
		buf_addf(out, "\n#   U%d ENTER [<box>]", x->num);
	}
}

static void
turn_unit(const struct ts_game *g, int u, struct buf *out)
{
	const struct ts_unit *x = &g->u[u];
	char l[8];

	buf_adds(out, "# ");
	unit_name(g, u, out);
	switch (x->status) {
	case TS_ON:
		buf_addf(out, " at %s facing %s\n#   ", ts_box_label(g,
		    x->x, x->y, l), ts_face_name(x->face));
		verbs(g, u, out);
		break;
	case TS_AMBUSH:
		buf_addf(out, " in ambush at %s\n#   U%d REVEAL [FACE "
		    "<facing>]", ts_box_label(g, x->x, x->y, l), x->num);
		break;
	default:
		away(x, out);
	}
	buf_addc(out, '\n');
}

static void
gen_line(const struct ts_game *g, int k, int gx, int gy, struct buf *out)
{
	const struct ts_gen *x = &g->gen[k];
	char l[8];

	buf_addf(out, "# G%d %s at %s", x->num, x->name, ts_box_label(g, gx,
	    gy, l));
	if (x->detached)
		buf_addf(out, "\n#   GMOVE G%d <box>   (or WITH G%d after the "
		    "order of a unit in his box)\n", x->num, x->num);
	else
		buf_addf(out, ", with U%d\n", g->u[x->unit].num);
}

static void
turn_cmd(const struct ts_game *g, int c, struct buf *out)
{
	int u, k, gx, gy;

	buf_addf(out, "# CMD C%d   (%s)\n", g->cmd[c].num, g->cmd[c].name);
	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].cmd == c && g->gen[k].status != TS_LOST &&
		    ts_gen_box(g, k, &gx, &gy))
			gen_line(g, k, gx, gy, out);
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].cmd == c && g->u[u].status != TS_LOST &&
		    g->u[u].status != TS_UNPLACED)
			turn_unit(g, u, out);
}

/* The stratagems held that react in the enemy's turn (§9.4), with the
 * line that arms one, unless a standing STRAT line already names it. */
static void
turn_strats(const struct ts_game *g, int side, struct buf *out)
{
	static const struct { int kind; const char *line; } forms[] = {
		{ ST_QD, "STRAT QD ON G<n>|ANY|SENIOR" },
		{ ST_JS, "STRAT JS ON EG<n>|SENIOR|ANY" },
		{ ST_QC, "STRAT QC ON CHARGE BY MOUNTED|ELEPHANT|SCYTHED|ANY VS "
		    "U<n>|ANY" },
		{ ST_QH, "STRAT QH ON MOVE|CHARGE|ANY BY MOUNTED|ELEPHANT|"
		    "SCYTHED|ANY INTO <box>|ANY" },
		{ ST_JD, "STRAT JD ON EG<n>|ANY DO BACK|TURNBACK|SIDE L|SIDE R|"
		    "HALT|<order>" },
	};
	size_t i;
	int t, armed;

	for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
		if (!holds(g, side, forms[i].kind))
			continue;
		for (t = armed = 0; t < g->side[side].ntrig; t++)
			armed |= g->side[side].trig[t].kind == forms[i].kind;
		if (!armed)
			buf_addf(out, "# a card you hold, for the enemy's turn: "
			    "%s\n", forms[i].line);
	}
}

static void
turn_sheet(const struct ts_game *g, int side, struct buf *out)
{
	struct buf pol;
	const char *p, *e;
	int c;

	buf_adds(out, "# a block per command, in the order they are to "
	    "activate; each order\n# [label:] <unit> <VERB> ... [REQ <cond>] "
	    "[ALT <order>] [REPEAT <n>|MAX]\n");
	for (c = 0; c < g->ncmds; c++)
		if (g->cmd[c].side == side)
			turn_cmd(g, c, out);
	/* the standing orders in force, each as a comment line */
	buf_init(&pol, 1 << 16);
	ts_policies_text(g, side, side, &pol);
	for (p = buf_str(&pol); *p; p = *e ? e + 1 : e) {
		e = strchr(p, '\n');
		if (e == NULL)
			e = p + strlen(p);
		if (e - p > 2)
			buf_addf(out, "# %.*s\n", (int)(e - p - 2), p + 2);
	}
	buf_free(&pol);
	turn_strats(g, side, out);
}

/* ---- the lesson: an example of each kind of line due now ---- */

static int
first_unit(const struct ts_game *g, int side)
{
	int u;

	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && g->u[u].status != TS_LOST)
			return u;
	return -1;
}

static void
examples(const struct ts_game *g, int side, struct buf *out)
{
	int u = first_unit(g, side), n = u >= 0 ? g->u[u].num : 1;

	buf_adds(out, "EXAMPLES OF THE LINES DUE NOW\n");
	if (g->stage == TS_ST_PREGAME)
		buf_adds(out, "  TERRAIN W1 wood PREF C4,B4,C3\n"
		    "      a wood in the first of these boxes that is legal "
		    "when you place it\n  STRATPREF QD,KC\n      the cards a "
		    "joker (or your brilliant general) takes\n");
	else if (g->stage < TS_ST_PLAY)
		buf_addf(out, "  DEPLOY U%d C%d\n      U%d stands in C%d facing "
		    "the enemy; a unit you leave out is placed\n      by the "
		    "server in order of battle\n", n, side == 0 ? 2 :
		    g->d - 1, n, side == 0 ? 2 : g->d - 1);
	else
		buf_addf(out, "  CMD C%d\n  1: U%d CHARGE NEAREST ALT U%d MOVE "
		    "F\n      each activation turns a card that must beat the "
		    "last on the unit;\n      a failure ends that command's "
		    "turn\n", u >= 0 ? g->cmd[g->u[u].cmd].num : 1, n, n);
	buf_adds(out, "  Replace a # line of the sheet with your line, or "
	    "leave it: a # line\n  is only a comment.  ORDERS.md (Request: "
	    "help) has every form.\n\n");
}

static void
victory(const struct ts_game *g, int side, struct buf *out)
{
	buf_addf(out, "HOW THE GAME IS WON\n"
	    "  Each army starts with victory medals (yours: %d, the enemy's: "
	    "%d).\n  A unit lost gives up medals (its VP), a general lost "
	    "%d, a camp taken %d;\n  the side left with no medals loses.\n",
	    g->side[side].medals0, g->side[TS_ENEMY(side)].medals0,
	    g->r.gen_medals, g->r.camp_medals);
	if (g->turns > 0)
		buf_addf(out, "  After turn %d the side that has lost the "
		    "smaller share of its medals\n  wins; equal shares are a "
		    "draw.\n", g->turns);
}

int
ts_sheet(const void *gv, int viewer, struct buf *out, struct buf *lesson)
{
	const struct ts_game *g = gv;
	struct game_phase ph;
	int i, due = 0;

	if (viewer < 0 || viewer >= TS_NSIDES || g->over)
		return PBEM_OK;
	ts_phase(g, &ph);
	for (i = 0; i < ph.nsides; i++)
		due |= strcmp(ph.sides[i], g->side[viewer].name) == 0;
	if (due && g->stage == TS_ST_PREGAME)
		pregame_sheet(g, viewer, out);
	else if (due && g->stage < TS_ST_PLAY)
		deploy_sheet(g, viewer, out);
	else if (due)
		turn_sheet(g, viewer, out);
	if (lesson != NULL) {
		examples(g, viewer, lesson);
		victory(g, viewer, lesson);
	}
	return out->failed || (lesson && lesson->failed) ? PBEM_ERR_LIMIT :
	    PBEM_OK;
}
