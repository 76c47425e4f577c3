/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_view.c - what one side is told (digest 6, 8.4): the cards (public),
 * the events that side read, its own units in full, enemy units in sight
 * now, last-seen markers for enemies seen before, the terrain.  A hidden
 * enemy or one never seen is not named, placed or counted.  secrets()
 * lists the ids and places of those, for the leak checks; the sheet
 * template lists own units and the order forms.
 */
#include <stdio.h>
#include <string.h>

#include "bg.h"

static const char *const grades = "ABCD";

static void
unit_line(const struct bg_game *g, int u, int viewer, struct buf *out)
{
	const struct bg_unit *x = &g->u[u];
	char at[32];
	int k, m, nmg;

	bg_pt_out(g, bg_centre(g, x), at, sizeof at);
	buf_addf(out, "  %-4s %s %c at %s facing %3d", x->id,
	    x->veh ? "VEH" : x->empl ? "EMPL" : "INF",
	    grades[x->grade < 4 ? x->grade : 3], at, x->facing);
	if (x->empl) {
		buf_addf(out, " %s red %d%s", bg_empl_name(x->empl), x->armour,
		    x->empl_hits ? " HIT" : "");
	} else if (x->veh) {
		buf_addf(out, " armour %d dice %d %s", x->armour, x->vdice,
		    x->tracked ? "tracked" : "wheeled");
		/* two MGs by the names orders give them (MG1=, MG2=) */
		for (k = nmg = 0; k < x->nweap; k++)
			nmg += x->weap[k] == BG_W_MG;
		for (k = 0, m = 0; k < x->nweap; k++) {
			m += x->weap[k] == BG_W_MG;
			buf_addf(out, " %s", bg_weap_names[x->weap[k]]);
			if (x->weap[k] == BG_W_MG && nmg > 1)
				buf_addf(out, "%d", m);
			buf_addf(out, ":%s", x->bow[k] ? "bow" : "turret");
		}
		buf_addf(out, "%s%s", x->immob ? " IMMOBILIZED" : "",
		    x->halfw ? " HALF-WEAPONS" : "");
	} else {
		buf_addf(out, " %s", x->bldg >= 0 ? g->t[x->bldg].id :
		    bg_form_names[x->form]);
		buf_addf(out, " %d figs %s", bg_nfigs(x), x->figs);
	}
	buf_addf(out, "%s%s%s%s", x->run ? " RUN" : "", x->dug ? " DUG" : "",
	    x->hidden ? " HIDDEN" : "", bg_standing(x) ? "" : " NOT-STANDING");
	bg_unit_extra(g, u, viewer, out);	/* bg_passenger.c */
	buf_adds(out, "\n");
}

/* Every wreck, where it lies (6.1: public, and 4.4: in the way of
 * sight), when wrecks block sight (rules "wreck_sight"); a game begun
 * before has no such list (a side knew only the wrecks it saw fall, on
 * its map and in LAST SEEN). */
static void
wrecks(const struct bg_game *g, int viewer, struct buf *out)
{
	char at[32];
	int u, n = 0;

	for (u = 0; u < g->nunits && g->r.wreck_sight; u++) {
		if (!bg_wreck_known(g, u, viewer))
			continue;
		if (n++ == 0)
			buf_adds(out, "\nWRECKS (they block sight)\n");
		bg_pt_out(g, bg_centre(g, &g->u[u]), at, sizeof at);
		buf_addf(out, "  %-4s %s, at %s, lost on turn %d\n", g->u[u].id,
		    g->side[g->u[u].side], at, g->u[u].lost_turn);
	}
}

int
bg_report(const void *gv, const json_t *events, int viewer,
    struct buf *out)
{
	struct bg_game *g = (struct bg_game *)gv;
	struct game_phase ph;
	size_t i, from;
	int u, n, s, k;
	char name[12], at[32];

	bg_sight_update(g, NULL);
	buf_addf(out, "BATTLEGROUND: %s\n", g->name);
	if (viewer >= 0)
		buf_addf(out, "Report for %s.\n", g->side[viewer]);
	else
		buf_adds(out, "Referee's report (everything).\n");
	bg_phase(g, &ph);
	/* once over, one line says the result (the summary would say it
	 * again: the end mail's own RESULT line already has it once) */
	if (g->over)
		buf_addf(out, "RESULT after turn %d of %d: %s.", g->turn,
		    g->turns, g->result);
	else
		buf_addf(out, "%s.", ph.summary);
	buf_addf(out, "%s\n%s\n\n", g->night ? " Night." : "",
	    g->fow_open ? "Open table (FOW OPEN): by day every enemy not hidden"
	    " is shown." : "Fog of war (FOW LOS): only enemies your units can"
	    " see are shown.");
	if (g->nturn_cards > 0) {
		buf_adds(out, "CARDS (last turn):");
		for (k = 0; k < g->nturn_cards; k++) {
			bg_card_name(g->turn_cards[k], name, sizeof name);
			buf_addf(out, " %s", name);
		}
		buf_addf(out, "\nDeck: %d in the pile, %d discarded.\n\n",
		    deck_left(&g->deck), deck_discarded(&g->deck));
	}
	buf_adds(out, "EVENTS\n");
	if (event_print_for(out, events, viewer < 0 ? NULL : g->side[viewer],
	    NULL) == 0)
		buf_adds(out, "  (nothing to report)\n");
	for (s = 0; s < BG_NSIDES; s++) {
		if (viewer >= 0 && s != viewer)
			continue;
		buf_addf(out, "\n%s UNITS (x,y in inches from the south-west "
		    "corner)\n", viewer >= 0 ? "YOUR" : g->side[s]);
		if (viewer >= 0 || s == 0)
			buf_adds(out, "  (figures: L leader, H heavy weapon, "
			    "M medic, E engineer, C close combat, R rifle)\n");
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && bg_alive(&g->u[u]))
				unit_line(g, u, viewer, out);
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s && g->u[u].enter &&
			    !bg_lost(&g->u[u]))
				bg_enter_line(g, u, out);	/* off */
			else if (g->u[u].side == s && !bg_alive(&g->u[u]) &&
			    g->u[u].joined)
				buf_addf(out, "  %-4s combined into another "
				    "unit\n", g->u[u].id);
			else if (g->u[u].side == s && !bg_alive(&g->u[u]))
				buf_addf(out, "  %-4s lost on turn %d\n",
				    g->u[u].id, g->u[u].lost_turn);
	}
	if (viewer >= 0) {
		from = game_report_section(out, "\nENEMY UNITS IN SIGHT\n");
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side != viewer && bg_sees(g, viewer, u))
				unit_line(g, u, viewer, out);
		game_report_none(out, from, "  (none)\n");
		for (u = 0, n = 0; u < g->nunits; u++) {
			const struct bg_unit *x = &g->u[u];
			struct plane_pt p = { x->seen_x[viewer],
				x->seen_y[viewer] };

			if (x->side == viewer || bg_sees(g, viewer, u) ||
			    x->seen_turn[viewer] == 0)
				continue;
			if (n++ == 0)
				buf_adds(out, "\nLAST SEEN\n");
			bg_pt_out(g, p, at, sizeof at);
			buf_addf(out, "  %-4s turn %d at %s", x->id,
			    x->seen_turn[viewer], at);
			if (bg_wreck_known(g, u, viewer)) {
				bg_pt_out(g, bg_centre(g, x), at, sizeof at);
				buf_addf(out, "; now a wreck at %s (lost on turn "
				    "%d)", at, x->lost_turn);
			}
			buf_adds(out, "\n");
		}
	}
	wrecks(g, viewer, out);
	bg_mine_report(g, viewer, out);
	bg_lane_report(g, viewer, out);
	bg_smoke_report(g, viewer, out);
	bg_dead_report(g, viewer, out);
	buf_adds(out, "\nTERRAIN\n");
	for (k = 0; k < g->nterr; k++) {
		buf_addf(out, "  %-4s %-6s", g->t[k].id,
		    bg_terr_names[g->t[k].kind]);
		for (i = 0; i < (size_t)g->t[k].n; i++) {
			bg_pt_out(g, g->t[k].p[i], at, sizeof at);
			buf_addf(out, " %s", at);
		}
		if (g->t[k].level)
			buf_addf(out, " level %d", g->t[k].level);
		buf_adds(out, "\n");
	}
	return out->failed ? PBEM_ERR_NOMEM : PBEM_OK;
}

int
bg_secrets(const void *gv, const json_t *events, int viewer,
    json_t *tokens)
{
	struct bg_game *g = (struct bg_game *)gv;
	char at[32];
	int u;

	(void)events;
	/* the referee sees everything; once the game is over, so does every
	 * side (the end mail's debrief) */
	if (viewer < 0 || g->over)
		return PBEM_OK;
	bg_sight_update(g, NULL);
	for (u = 0; u < g->nunits; u++) {
		/* a wreck on every side's map is no secret (wreck_sight) */
		if (g->u[u].side == viewer || bg_known(g, viewer, u) ||
		    (g->r.wreck_sight && bg_wreck(&g->u[u])))
			continue;
		json_array_append_new(tokens, json_string(g->u[u].id));
		if (g->u[u].carrier)
			continue;	/* where it is: its vehicle, seen */
		bg_pt_out(g, bg_centre(g, &g->u[u]), at, sizeof at);
		json_array_append_new(tokens, json_string(at));
	}
	bg_mine_secrets(g, viewer, tokens);
	bg_fire_secrets(g, viewer, tokens);
	return PBEM_OK;
}

/* The side's off-table assets with a strike still to come: without this
 * line a player would not know from his sheet that he has them. */
static void
sheet_arty_hint(const struct bg_game *g, int viewer, struct buf *out)
{
	int k, j, left, said;

	for (k = 0; k < g->narty; k++) {
		if (g->arty[k].side != viewer)
			continue;
		for (j = 0, left = 0; j < g->arty[k].nturns; j++)
			left += g->arty[k].turns[j] >= g->turn;
		if (left == 0)
			continue;
		buf_addf(out, "# ART %s <enemy>,... [x,y]  (artillery; strikes "
		    "on turn%s", g->arty[k].id, left == 1 ? "" : "s");
		for (j = 0, said = 0; j < g->arty[k].nturns; j++)
			if (g->arty[k].turns[j] >= g->turn) {
				buf_addf(out, "%s %d", said ? "," : "",
				    g->arty[k].turns[j]);
				said = 1;
			}
		buf_adds(out, ")\n");
	}
}

int
bg_sheet(const void *gv, int viewer, struct buf *out, struct buf *lesson)
{
	struct bg_game *g = (struct bg_game *)gv;
	int u, s, k, gun, mg, said;

	if (g->over || viewer < 0)
		return PBEM_OK;
	bg_sight_update(g, NULL);
	buf_adds(out, "# Standing orders stay until replaced; send only "
	    "what changes.\n");
	for (u = 0; u < g->nunits; u++) {
		const struct bg_unit *x = &g->u[u];

		if (x->side == viewer && x->enter && !bg_lost(x))
			bg_enter_hint(g, u, out);	/* off the table */
		if (x->side != viewer || !bg_alive(x))
			continue;
		buf_adds(out, "#");
		unit_line(g, u, viewer, out);
		if (x->empl)
			buf_addf(out, "# F %s FIRE <tgt>,NEAREST | HOLD (an "
			    "emplacement does not move)\n", x->id);
		else if (x->veh) {
			/* the words for the weapons it has, each MG by the
			 * word the parser reads (MG1, a second MG2: ORDERS.md;
			 * bg_order.c weapon_index) */
			for (k = 0, gun = mg = 0; k < x->nweap; k++)
				x->weap[k] == BG_W_MG ? mg++ : gun++;
			buf_addf(out, "# M %s DRIVE <1-%d> x,y ... [FACE deg] | "
			    "HOLD;  F %s%s%s | HOLD\n", x->id, x->vdice, x->id,
			    gun ? " GUN=<tgt>" : "", mg > 1 ? " MG1=<tgt> "
			    "MG2=<tgt>" : mg ? " MG1=<tgt>" : "");
		}
		else if (x->carrier)	/* bg_passenger.c */
			buf_addf(out, "# M %s DISEMBARK x,y [FACE deg] | "
			    "HOLD (stays aboard)\n", x->id);
		else if (x->cav != BG_CAV_HORSES)
			buf_addf(out, "# M %s WALK|RUN x,y ... [MAX in] [FACE "
			    "deg] [FORM f] | HOLD | DIG | OCCUPY <bldg>;  "
			    "F %s FIRE <tgt>,NEAREST | HOLD\n", x->id, x->id);
		if (x->cav == BG_CAV_MOUNTED || x->cav == BG_CAV_DISMOUNTED)
			buf_addf(out, "# M %s DISMOUNT|MOUNT [x,y ...] | "
			    "DROPHORSES  (cavalry)\n", x->id);
		bg_fire_hint(g, u, out);
	}
	sheet_arty_hint(g, viewer, out);
	if (lesson != NULL) {
		buf_adds(lesson, "Examples (games/battleground/ORDERS.md):\n"
		    "  M  <unit> RUN 18,12 FACE 45 IF FIRED\n"
		    "  M  <unit> WALK 16,10 FACE 45\n"
		    "  AM1 <vehicle> DRIVE 2 40,12 FACE 0\n"
		    "  F  <unit> FIRE <enemy>,NEAREST\n"
		    "  F  <vehicle> GUN=NEAREST MG1=NEAREST\n");
		said = g->hold_side >= 0;
		if (said)
			buf_addf(lesson, "Victory: %s wins by holding %s at the "
			    "end of turn %d", g->side[g->hold_side],
			    g->t[g->hold_bldg].id, g->turns);
		/* an ELIMINATE target is named only to a side that knows it
		 * (a hidden unit's id is a secret) */
		for (s = 0; s < BG_NSIDES; s++)
			if (g->elim_unit[s] >= 0 && (viewer < 0 ||
			    bg_known(g, viewer, g->elim_unit[s]))) {
				buf_addf(lesson, "%s%s wins when %s no longer "
				    "stands", said ? "; " : "Victory: ",
				    g->side[s], g->u[g->elim_unit[s]].id);
				said = 1;
			}
		if (g->else_side >= 0)
			buf_addf(lesson, "%s%s wins", said ? "; otherwise " :
			    "Victory: ", g->side[g->else_side]);
		buf_adds(lesson, ".\n");
	}
	return PBEM_OK;
}
