/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_view.c - what the core shows: the phase due (hg_phase), one side's
 * report (§17.4: own units with their chart extract, revealed enemies,
 * last-known markers, known forts, the round's log, army states, the VP
 * standing as the side knows it, commitments, a text map, what is due
 * next), secrets() for the leak tests, and the end-of-game chart check.
 * It reads the game and never changes it; side < 0 is the referee.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg.h"

void
hg_phase(const void *gv, struct game_phase *out)
{
	const struct hg_game *g = gv;
	const char *name, *kind;
	int who;

	if (g->over) {
		game_phase_over(out, g->turn, 0, g->result);
		return;
	}
	hg_round_info(g, g->round, &name, &kind, &who);
	game_phase_due(out, g->turn, name, kind, (unsigned)who, HG_NSIDES,
	    g->side[0], g->side[1]);
	if (g->round == 0)
		snprintf(out->summary, sizeof out->summary, "Setup: both sides "
		    "send placements and supplies");
	else
		snprintf(out->summary, sizeof out->summary, "Turn %d of %d, "
		    "round %s (%s): Player 1 is %s; due from %s%s", g->turn,
		    g->turns, name, kind, g->side[g->p1], out->nsides > 1 ?
		    "both sides" : out->sides[0], out->nsides > 1 ? "" :
		    " only");
}

/*
 * What `viewer` (-1: the referee) is shown of unit u: the one rule the
 * text report, its text map and the drawing (hg_draw.c) all follow.  Own
 * units (every unit, for the referee) in full; an enemy on the map while
 * it is revealed (hg_visible); else its last-known marker, if the viewer
 * ever named it and it is still on the map; else nothing.
 */
int
hg_shown(const struct hg_game *g, int viewer, int u)
{
	const struct hg_unit *x = &g->u[u];

	if (viewer < 0 || x->side == viewer)
		return HG_SHOWN_OWN;
	if (hg_visible(g, viewer, u))
		return HG_SHOWN_SEEN;
	if (x->alias && x->lk_valid && x->status == HG_ON)
		return HG_SHOWN_MARKER;
	return HG_SHOWN_NOT;
}

/* The fortifications of hex h as the viewer knows them (bit 0 Level I,
 * bit 1 Level II). */
int
hg_fort_shown(const struct hg_game *g, int viewer, int h)
{
	return viewer < 0 ? g->fort[h] : g->fort_known[viewer][h];
}

/* Who holds objective i, as the viewer knows it (all know at the end). */
int
hg_obj_holder_shown(const struct hg_game *g, int viewer, int i)
{
	return viewer < 0 || g->over ? g->obj[i].holder :
	    g->obj[i].known[viewer];
}

/* Was event e written for the viewer (the referee's copy, or the side's)? */
int
hg_event_for(const struct hg_game *g, const json_t *e, int viewer)
{
	return event_is_for(e, viewer < 0 ? NULL : g->side[viewer]);
}

/* Attack, defence and morale as a report shows them: a unit building
 * works has none but its building morale once attacked (§12, M5). */
void
hg_shown_values(const struct hg_game *g, int u, int v[3])
{
	const struct hg_unit *x = &g->u[u];

	v[0] = x->mode == HG_B ? 0 : hg_val(g, u, 0);
	v[1] = x->mode == HG_B ? 0 : hg_val(g, u, 1);
	v[2] = x->mode == HG_B && x->bld_attacked ? g->r.mod.building :
	    hg_val(g, u, 2);
}

static const char *
mode_word(int m)
{
	return m == HG_S ? "Strategic" : m == HG_B ? "building" : "Tactical";
}

static char
unit_glyph(const struct hg_game *g, int u)
{
	const struct hg_type *t = hg_type(g, u);

	if (t->leader)
		return 'L';
	if (t->merc)
		return 'M';
	if (t->scout)
		return 's';
	if (t->cls == HG_WAGON)
		return 'b';
	return t->cls == HG_MOUNTED ? 'c' : 'i';
}

/* On the referee's map both sides stand: the first side's units in lower
 * case (m and l for its mercenaries and leaders), the other's in upper
 * case, so each letter says whose unit it is. */
static char
referee_glyph(const struct hg_game *g, int u)
{
	char c = unit_glyph(g, u);

	return g->u[u].side == HG_ALLIED ? (char)tolower((unsigned char)c) :
	    (char)toupper((unsigned char)c);
}

/* What each letter of the text map means: the terrain letters from the
 * rules data (only those on the map), the viewer's units by kind, the
 * enemy, old news and forts. */
static void
map_legend(const struct hg_game *g, int viewer, struct buf *out)
{
	int i, h, n = 0, all = g->lay.w * g->lay.h;

	buf_adds(out, "\nMAP: one letter a hex; where several units stand, "
	    "the last one listed.\n  Terrain:");
	for (i = 0; i < g->r.nterrain; i++) {
		for (h = 0; h < all && g->terr[h] != g->r.terr[i].code; h++)
			;
		if (h == all)
			continue;
		buf_addf(out, "%s %c %s", n++ ? "," : "", g->r.terr[i].code,
		    g->r.terr[i].name);
	}
	if (viewer < 0) {
		buf_addf(out, ".\n  %s's units in lower case, %s's in upper "
		    "case: i foot, c mounted,\n  s scout, b baggage train, m "
		    "modern (mercenary), l leader.\n  # a fortification.\n",
		    g->side[HG_ALLIED], g->side[HG_ROMAN]);
		return;
	}
	buf_adds(out, ".\n  Your units: i foot, c mounted, s scout, "
	    "b baggage train, M modern (mercenary), L leader.\n"
	    "  * an enemy unit in sight (ENEMY UNITS IN SIGHT names it), "
	    "? where one was last seen,\n  # a fortification you know.\n");
}

/* A text map: terrain letters; own units by class in lower case for the
 * viewer, enemies seen as '*', last-known markers as '?'. */
static void
text_map(const struct hg_game *g, int viewer, struct buf *out)
{
	int c, r, h, u, m;
	char row[HEX_MAX_W + 1];

	map_legend(g, viewer, out);
	for (m = 0; m < g->lay.nmaps; m++) {
		int mx = g->lay.mx[m], my = g->lay.my[m];

		buf_addf(out, "   map %s\n   ", hex_numeral(g->lay.numeral[m]));
		for (c = 0; c < g->lay.cols; c++)
			buf_addc(out, (char)('A' + c));
		buf_addc(out, '\n');
		for (r = 0; r < g->lay.rows; r++) {
			for (c = 0; c < g->lay.cols; c++) {
				h = hex_index(&g->lay, mx * g->lay.cols + c,
				    my * g->lay.rows + r);
				row[c] = g->terr[h];
				if (hg_fort_shown(g, viewer, h))
					row[c] = '#';
				for (u = 0; u < g->nunits; u++) {
					if (hg_shown(g, viewer, u) ==
					    HG_SHOWN_MARKER && g->u[u].lk_hex == h)
						row[c] = '?';
				}
				for (u = 0; u < g->nunits; u++) {
					if (!hg_in_hex(g, u, h))
						continue;
					if (viewer < 0)
						row[c] = referee_glyph(g, u);
					else if (hg_shown(g, viewer, u) ==
					    HG_SHOWN_OWN)
						row[c] = unit_glyph(g, u);
					else if (hg_shown(g, viewer, u) ==
					    HG_SHOWN_SEEN)
						row[c] = '*';
				}
			}
			row[g->lay.cols] = '\0';
			buf_addf(out, "%02d %s\n", r + 1, row);
		}
	}
}

static void
unit_line(const struct hg_game *g, int viewer, int u, struct buf *out)
{
	const struct hg_unit *x = &g->u[u];
	char nm[24], a[HEX_LABEL_LEN], b[HEX_LABEL_LEN];
	int v[3];

	hg_name(g, viewer, u, nm, sizeof nm);
	if (x->status == HG_ELIM) {
		buf_addf(out, "  %-6s %-24s eliminated\n", nm,
		    hg_type(g, u)->name);
		return;
	}
	if (x->status == HG_EXITED) {
		buf_addf(out, "  %-6s %-24s left the map (exit)\n", nm,
		    hg_type(g, u)->name);
		return;
	}
	if (x->status == HG_PENDING && x->arrive_turn <= g->turn) {
		buf_addf(out, "  %-6s %-24s off the map, due: ENTER it, or it "
		    "enters at %s in 3.16\n", nm, hg_type(g, u)->name,
		    hg_label(g, x->arrive_hex, a));
		return;
	}
	if (x->status == HG_PENDING) {
		buf_addf(out, "  %-6s %-24s arrives turn %d\n", nm,
		    hg_type(g, u)->name, x->arrive_turn);
		return;
	}
	hg_shown_values(g, u, v);
	buf_addf(out, "  %-6s %-24s %s%s%s facing %-2s %s %s A%d D%d Mo%d",
	    nm, hg_type(g, u)->name, hg_label(g, x->hex, a), x->tail >= 0 ?
	    "+" : "", x->tail >= 0 ? hg_label(g, x->tail, b) :
	    x->mode == HG_S && hg_is_column(g, u) ? " (tail off the map)" : "",
	    hex_dir_name(x->face), mode_word(x->mode), x->dis ? "DISRUPTED" :
	    "full", v[0], v[1], v[2]);
	if (hg_type(g, u)->merc && !hg_type(g, u)->leader)
		buf_addf(out, " ammo %d%s", x->ammo, x->noammo ? " (out)" : "");
	if (viewer >= 0 && x->side == viewer && x->mode == HG_B)
		buf_addf(out, " building L%d %d/%d", x->bld_level, x->bld_prog,
		    g->r.fort[x->bld_level - 1].turns);
	if (viewer >= 0 && x->side == viewer && x->seen)
		buf_adds(out, " [seen by the enemy]");
	if ((viewer < 0 || x->side == viewer) && x->radio)
		buf_adds(out, " walkie-talkie");
	if (x->boat)
		buf_adds(out, x->boat == HG_BOAT_AFLOAT ? " afloat" :
		    " embarking");
	if (hg_type(g, u)->cls == HG_WAGON && (viewer < 0 || viewer == x->side))
		buf_addf(out, " supplies L1=%d L2=%d", x->supply[0],
		    x->supply[1]);
	buf_addc(out, '\n');
}

/* Where the side's chart lines of the round just resolved begin and end:
 * between the last two "commit" lines (hg_commit closes every round).
 * The whole chart comes on request (hg_request). */
static void
last_round(const json_t *c, size_t *from, size_t *to)
{
	const json_t *v;
	size_t i;
	int n = 0;

	*from = *to = 0;
	for (i = json_array_size(c); i-- > 0; ) {
		v = json_array_get(c, i);
		if (strncmp(json_string_value(v), "commit ", 7) != 0)
			continue;
		if (n++ == 0)
			*to = i;
		else {
			*from = i + 1;
			return;
		}
	}
}

/* The chart lines of unit u written in the round just resolved. */
static void
chart_extract(const struct hg_game *g, int u, struct buf *out)
{
	const json_t *c = json_object_get(g->charts, g->side[g->u[u].side]);
	const char *s, *sp;
	char pre[32];
	size_t i, from, to;

	last_round(c, &from, &to);
	snprintf(pre, sizeof pre, " %s ", g->u[u].id);
	for (i = from; i < to; i++) {
		s = json_string_value(json_array_get(c, i));
		if (s == NULL || s[0] != 'T' || (sp = strchr(s, ' ')) == NULL ||
		    strncmp(sp, pre, strlen(pre)) != 0)
			continue;
		buf_addf(out, "      MRC %s\n", s);
	}
}

/* What A5 D3 Mo4 and the rest of a unit line mean. */
static void
legend(const struct hg_game *g, struct buf *out)
{
	buf_addf(out, "  (A attack factor, D defence factor, Mo morale, as they "
	    "stand now: a\n  DISRUPTED unit has its lower values, one "
	    "building or out of ammunition\n  A and D 0.  full or DISRUPTED: "
	    "its condition.  Tactical, Strategic (a\n  column: head+tail "
	    "hexes) or building: its mode.  ammo: rounds left.\n  supplies "
	    "L1/L2: defence supplies a baggage train carries.  Hexes are\n"
	    "  map-column-row, %s; facings N NE SE S SW NW.  MRC: what "
	    "your\n  Movement Record Chart got in this round (mp: movement "
	    "points used/\n  allowed; status F full, D disrupted); all of "
	    "it comes back to a\n  signed Request: chart.)\n",
	    hg_rule_dashed_labels(g) ? "II-C08" : "IIC08");
}

/* Which unit each enemy alias was (the end mail: 13.2 no longer hides
 * it), in alias order. */
static void
alias_key(const struct hg_game *g, int viewer, struct buf *out)
{
	int list[HG_MAX_UNITS], j, u, any = 0;
	char nm[24];

	hg_list_all(g, list);
	buf_adds(out, "\nTHE ENEMY, UNMASKED (which alias was which unit)\n");
	for (j = 0; j < g->nunits; j++) {
		u = list[j];
		if (g->u[u].side == viewer || !g->u[u].alias)
			continue;
		buf_addf(out, "  %-6s was %-7s %s\n", hg_name(g, viewer, u, nm,
		    sizeof nm), g->u[u].id, hg_type(g, u)->name);
		any = 1;
	}
	if (!any)
		buf_adds(out, "  (you never sighted an enemy unit)\n");
}

/* One side's chart, whole, under its heading. */
static void
chart_lines(const struct hg_game *g, int s, struct buf *out)
{
	const json_t *v;
	size_t i;

	buf_addf(out, "--- chart of %s\n", g->side[s]);
	json_array_foreach(json_object_get(g->charts, g->side[s]), i, v)
		buf_addf(out, "%s\n", json_string_value(v));
}

/* `Request: chart`: the side's own Movement Record Chart, whole; once
 * the game is over, both charts (nothing is hidden any more), which the
 * end mail leaves out for its weight (report_charts_revealed). */
int
hg_request(const void *gv, int viewer, const char *what, struct buf *out)
{
	const struct hg_game *g = gv;
	const json_t *c, *v;
	size_t i;
	int s;

	if (viewer < 0 || strcmp(what, "chart") != 0)
		return PBEM_ERR_NOTFOUND;
	if (g->over) {
		buf_adds(out, "THE CHARTS, REVEALED: the game is over.  Each "
		    "\"commit\" line closes a round;\nthe SHA-256 of the "
		    "chart up to it was in that round's reports.\n");
		hg_verify(g, out, NULL);
		for (s = 0; s < HG_NSIDES; s++)
			chart_lines(g, s, out);
		return out->failed ? PBEM_ERR_LIMIT : PBEM_OK;
	}
	c = json_object_get(g->charts, g->side[viewer]);
	buf_addf(out, "THE MOVEMENT RECORD CHART OF %s, %zu lines so far.\n"
	    "The server writes it from your orders; each \"commit\" line "
	    "closes a\nround, and the SHA-256 of the chart up to it is in "
	    "that round's\nreport.  Both charts are revealed at the end of "
	    "the game.\n\n", g->side[viewer], json_array_size(c));
	json_array_foreach(c, i, v)
		buf_addf(out, "%s\n", json_string_value(v));
	return out->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}

/* What a combat result's code means, said after it: "die 4 -> NE" alone
 * reads like a facing.  The events keep the table's code (they are the
 * record, hashed); only the report spells it out. */
static const char *
result_meaning(const char *text)
{
	static const struct { const char *code, *says; } res[] = {
		{ "NE", "no effect" },
		{ "AE", "attackers eliminated" },
		{ "AR", "attackers retreat 2 and are disrupted" },
		{ "AD", "attackers disrupted" },
		{ "DD", "defenders disrupted" },
		{ "DR", "defenders retreat 2 and are disrupted" },
		{ "DE", "defenders eliminated" },
		{ "EX", "exchange: both sides disrupted" },
		{ "ROUT", "defenders rout" },
		{ "COLLAPSE", "the attack collapses: attackers rout" },
		{ "REFUSED", "the attack is refused: attackers fall back" },
	};
	const char *p = strstr(text, "; die "), *q;
	size_t i;

	if (strncmp(text, "Combat at ", 10) != 0 || p == NULL ||
	    (q = strstr(p, " -> ")) == NULL)
		return NULL;
	for (i = 0; i < sizeof res / sizeof res[0]; i++)
		if (strcmp(q + 4, res[i].code) == 0)
			return res[i].says;
	return NULL;
}

/* EVENTS: those this viewer may see, in order. */
static void
report_events(const struct hg_game *g, const json_t *events, int viewer,
    struct buf *out)
{
	const json_t *e;
	const char *text, *says;
	size_t i, at;

	at = game_report_section(out, "\nEVENTS\n");
	json_array_foreach(events, i, e) {
		if (!hg_event_for(g, e, viewer))
			continue;
		text = json_string_value(json_object_get(e, "text"));
		text = text != NULL ? text : "";
		says = result_meaning(text);
		buf_addf(out, "  %s%s%s%s\n", text, says ? " (" : "",
		    says ? says : "", says ? ")" : "");
	}
	game_report_none(out, at, "  (none)\n");
}

/* YOUR UNITS: each side's own (the referee: both), with chart extracts. */
static void
report_own_units(const struct hg_game *g, int viewer, struct buf *out)
{
	int u, s;

	for (s = 0; s < HG_NSIDES; s++) {
		if (viewer >= 0 && s != viewer)
			continue;
		/* the referee's view is every side's debrief: "YOUR" would
		 * read as the reader's own */
		if (viewer < 0)
			buf_addf(out, "\nUNITS OF %s\n", g->side[s]);
		else
			buf_adds(out, "\nYOUR UNITS\n");
		for (u = 0; u < g->nunits; u++)
			if (g->u[u].side == s) {
				unit_line(g, viewer, u, out);
				if (viewer >= 0)
					chart_extract(g, u, out);
			}
	}
}

/* ENEMY UNITS IN SIGHT and LAST-KNOWN MARKERS, a side's view only. */
static void
report_enemy_units(const struct hg_game *g, int viewer, struct buf *out)
{
	int u, j, list[HG_MAX_UNITS];
	char lab[HEX_LABEL_LEN], nm[24];
	size_t at;

	/* by alias: the enemy's order of battle must not show through
	 * the order of the lists */
	hg_list_all(g, list);
	at = game_report_section(out, "\nENEMY UNITS IN SIGHT\n");
	for (j = 0; j < g->nunits; j++)
		if (hg_shown(g, viewer, u = list[j]) == HG_SHOWN_SEEN)
			unit_line(g, viewer, u, out);
	game_report_none(out, at, "  (none)\n");
	at = game_report_section(out, "\nLAST-KNOWN MARKERS (stale)\n");
	for (j = 0; j < g->nunits; j++)
		if (hg_shown(g, viewer, u = list[j]) ==
		    HG_SHOWN_MARKER)
			buf_addf(out, "  %-6s %-24s last seen at %s "
			    "facing %s, turn %d round %d\n",
			    hg_name(g, viewer, u, nm, sizeof nm),
			    hg_type(g, u)->name, hg_label(g,
			    g->u[u].lk_hex, lab),
			    hex_dir_name(g->u[u].lk_face),
			    g->u[u].lk_turn, g->u[u].lk_round);
	game_report_none(out, at, "  (none)\n");
}

/* KNOWN FORTIFICATIONS. */
static void
report_forts(const struct hg_game *g, int viewer, struct buf *out)
{
	size_t i, at;
	char lab[HEX_LABEL_LEN];

	at = game_report_section(out, "\nKNOWN FORTIFICATIONS\n");
	for (i = 0; i < (size_t)(g->lay.w * g->lay.h); i++) {
		int f = hg_fort_shown(g, viewer, (int)i);

		if (!f)
			continue;
		buf_addf(out, "  %s%s%s\n", hg_label(g, (int)i, lab),
		    f & 1 ? " Level I (stakes)" : "", f & 2 ?
		    " Level II (ditch & berm)" : "");
	}
	game_report_none(out, at, "  (none)\n");
}

/* ARMY MORALE, ROMAN VICTORY POINTS, OBJECTIVES. */
static void
report_standing(const struct hg_game *g, int viewer, struct buf *out)
{
	size_t i;
	struct hg_vp_parts vp;
	char lab[HEX_LABEL_LEN];

	/* 8.1: first worked out at the start of turn 1 (3.2); before it
	 * the state holds no value to print */
	if (g->turn == 0)
		buf_adds(out, "\nARMY MORALE: first worked out at the start of "
		    "turn 1 (3.2)\n");
	else
		buf_addf(out, "\nARMY MORALE: %s %s, %s %s\n", g->side[0],
		    g->r.band[g->army[0]].state, g->side[1],
		    g->r.band[g->army[1]].state);
	hg_vp_parts(g, viewer, &vp);
	buf_addf(out, "ROMAN VICTORY POINTS%s: %d\n", viewer < 0 || g->over ?
	    "" : " as far as you know", vp.total);
	/* the sum's parts, each from what the viewer knows (hg_vp_parts) */
	if (vp.exits == 0)
		buf_addf(out, "  %+d: no Roman unit has left by the exit edge%s\n",
		    vp.exit_vp, viewer == HG_ALLIED && !g->over ?
		    " that you know of" : "");
	else
		buf_addf(out, "  %+d: %d Roman unit%s left by the exit edge\n",
		    vp.exit_vp, vp.exits, vp.exits == 1 ? "" : "s");
	buf_addf(out, "  %+d: units eliminated (%d Allied, %d Roman)\n",
	    vp.elim_vp, vp.elim[1], vp.elim[0]);
	buf_addf(out, "  %+d: objectives held by the Romans\n", vp.obj_vp);
	buf_adds(out, "OBJECTIVES:");
	for (i = 0; i < (size_t)g->nobj; i++)
		buf_addf(out, " %s(%d)=%s", g->obj[i].hex < 0 ?
		    "[rolled at setup]" : hg_label(g, g->obj[i].hex, lab),
		    g->obj[i].vp, g->side[hg_obj_holder_shown(g, viewer,
		    (int)i)]);
	buf_addc(out, '\n');
}

/* CHART COMMITMENTS: the last two. */
static void
report_commitments(const struct hg_game *g, struct buf *out)
{
	const json_t *e;
	size_t i, k;
	char rl[16];

	buf_adds(out, "\nCHART COMMITMENTS (latest)\n");
	k = json_array_size(g->commits);
	if (k == 0)
		buf_adds(out, "  (none yet: both charts are first committed "
		    "when setup resolves)\n");
	for (i = k >= 2 ? k - 2 : 0; i < k; i++) {
		e = json_array_get(g->commits, i);
		snprintf(rl, sizeof rl, "R%d", (int)json_integer_value(
		    json_object_get(e, "round")));
		if (json_is_string(json_object_get(e, "label")))
			snprintf(rl, sizeof rl, "%s", json_string_value(
			    json_object_get(e, "label")));
		buf_addf(out, "  T%d.%s %-6s %s\n", (int)json_integer_value(
		    json_object_get(e, "turn")), rl, json_string_value(
		    json_object_get(e, "side")), json_string_value(
		    json_object_get(e, "sha256")));
	}
}

/*
 * The charts at the end: checked here against every commitment, and
 * sent whole only on request (hg_request).  Both together are some
 * 60 KB of text, a third of an end mail, that few read line by line;
 * `Request: chart` and the archive's export carry them.
 */
static void
report_charts_revealed(const struct hg_game *g, struct buf *out)
{
	buf_adds(out, "\nTHE CHARTS, REVEALED (each checked against its "
	    "commitments)\n");
	hg_verify(g, out, NULL);
	buf_adds(out, "  Both charts, whole: a signed `Request: chart` now "
	    "returns them, and the\n  game's archive (pbemd export) holds "
	    "them.\n");
}

int
hg_report(const void *gv, const json_t *events, int viewer,
    struct buf *out)
{
	const struct hg_game *g = gv;
	struct game_phase ph;
	const char *me = viewer >= 0 ? g->side[viewer] : NULL;

	buf_addf(out, "THE HIGHEST GROUND - %s\n", g->name);
	if (viewer >= 0)
		buf_addf(out, "Report for %s, turn %d\n", me, g->turn);
	else
		buf_addf(out, "Referee's report, turn %d\n", g->turn);
	/* Over: the end mail's debrief, the referee's view, says all this
	 * side's view would and more, by real names; sent once, it leaves
	 * the side only the key to the aliases its reports used. */
	if (g->over && viewer >= 0 && !game_end_sealed()) {
		buf_adds(out, "\nThe whole field, both sides by their real "
		    "names and every event of the\nlast phase, is the "
		    "debrief below (your own last view: map.png).\n");
		report_standing(g, viewer, out);
		alias_key(g, viewer, out);
		hg_phase(g, &ph);
		buf_addf(out, "\nNEXT: %s\n", ph.summary);
		return out->failed ? PBEM_ERR_LIMIT : PBEM_OK;
	}
	report_events(g, events, viewer, out);
	report_own_units(g, viewer, out);
	if (viewer >= 0)
		legend(g, out);
	/* the setup report and the one after it: what the forces cost */
	if (g->turn == 0 || (g->turn == 1 && g->round == 1)) {
		buf_addc(out, '\n');
		hg_points_report(g, viewer, out);
	}
	if (viewer >= 0)
		report_enemy_units(g, viewer, out);
	report_forts(g, viewer, out);
	report_standing(g, viewer, out);
	report_commitments(g, out);
	text_map(g, viewer, out);
	if (g->over && viewer >= 0 && !game_end_sealed())
		alias_key(g, viewer, out);
	if (g->over && viewer < 0)
		report_charts_revealed(g, out);
	hg_phase(g, &ph);
	buf_addf(out, "\nNEXT: %s\n", ph.summary);
	return out->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}

static void
add_tok(json_t *tokens, const char *s)
{
	const json_t *v;
	size_t i;

	json_array_foreach(tokens, i, v)
		if (strcmp(json_string_value(v), s) == 0)
			return;
	json_array_append_new(tokens, json_string(s));
}

/* Hexes the viewer legitimately knows of, for reasons of its own. */
static void
known_hexes(const struct hg_game *g, int viewer, unsigned char *k,
    int no_markers)
{
	const json_t *v;
	size_t i;
	int u, h;

	for (u = 0; u < g->nunits; u++) {
		const struct hg_unit *x = &g->u[u];

		if (x->side == viewer) {
			if (x->hex >= 0)
				k[x->hex] = 1;
			if (x->tail >= 0)
				k[x->tail] = 1;
		} else {
			if (hg_visible(g, viewer, u) && x->hex >= 0) {
				k[x->hex] = 1;
				if (x->tail >= 0)
					k[x->tail] = 1;
			}
			if (no_markers)
				continue;
			if (x->lk_valid && x->lk_hex >= 0)
				k[x->lk_hex] = 1;
			if (x->lk_valid && x->lk_tail >= 0)
				k[x->lk_tail] = 1;
		}
	}
	for (i = 0; i < (size_t)g->nobj; i++)
		if (g->obj[i].hex >= 0)
			k[g->obj[i].hex] = 1;
	for (h = 0; h < g->lay.w * g->lay.h; h++)
		if (g->fort_known[viewer][h])
			k[h] = 1;
	/* every hex the viewer's own chart names */
	json_array_foreach(json_object_get(g->charts, g->side[viewer]), i, v) {
		const char *s = json_string_value(v), *p;

		for (p = s; p && *p; p++) {
			char lab[HEX_LABEL_LEN];
			size_t n = 0;

			if (p > s && p[-1] != ' ' && p[-1] != ',' && p[-1] != '+')
				continue;
			/* "IIIC08" is 6 long, "III-C08" 7 (hg_label) */
			while (n < (hg_rule_dashed_labels(g) ? HEX_LABEL_LEN -
			    1 : 6) && p[n] && p[n] != ' ' && p[n] != ',' &&
			    p[n] != '+') {
				lab[n] = p[n];
				n++;
			}
			lab[n] = '\0';
			if ((h = hg_parse_hex(g, lab)) >= 0)
				k[h] = 1;
		}
	}
}

/* "ID04" (map I) is inside "IID04" (map II): a secret label that is part
 * of a label the viewer legitimately reads cannot be told apart by a
 * substring search, so it is left out of the tokens. */
static int
inside_known(const struct hg_game *g, const unsigned char *known, int hex)
{
	char a[HEX_LABEL_LEN], b[HEX_LABEL_LEN];
	int h;

	hg_label(g, hex, a);
	for (h = 0; h < g->lay.w * g->lay.h; h++)
		if (known[h] && h != hex && strstr(hg_label(g, h, b), a))
			return 1;
	return 0;
}

/* Does unit u's own chart contradict its last-seen marker?  The first
 * move it made in or after the marker's round started where the marker
 * says (or, in that very round, ended there: seen after moving).  If not,
 * the marker names a hex the enemy never saw it in, and where it stands
 * now is no hex the marker can have taught (R-32: a marker must not follow
 * a hidden unit).  A seen unit is re-marked at the end of every round
 * (hg_seen_mark). */
static int
marker_contradicted(const struct hg_game *g, int u)
{
	const struct hg_unit *x = &g->u[u];
	const json_t *v;
	size_t i;
	int t, r, n, st, en;
	char id[HG_ID_LEN + 8], a[HEX_LABEL_LEN + 8], b[HEX_LABEL_LEN + 8];

	json_array_foreach(json_object_get(g->charts, g->side[x->side]), i,
	    v) {
		const char *s = json_string_value(v), *p;

		n = 0;
		if (s == NULL || sscanf(s, "T%d.R%d %15s %n", &t, &r, id,
		    &n) != 3 || n == 0 || strcmp(id, x->id) != 0)
			continue;
		if (t < x->lk_turn || (t == x->lk_turn && r < x->lk_round))
			continue;
		if ((p = strstr(s + n, " start ")) == NULL ||
		    strstr(p, " path ") == NULL || strstr(p, " path -") != NULL)
			continue;
		a[0] = b[0] = '\0';
		(void)sscanf(p, " start %15s", a);
		if ((p = strstr(p, " end ")) != NULL)
			(void)sscanf(p, " end %15[^+ ]", b);
		st = hg_parse_hex(g, a);
		en = hg_parse_hex(g, b);
		return !(st == x->lk_hex || (t == x->lk_turn &&
		    r == x->lk_round && en == x->lk_hex));
	}
	return 0;
}

int
hg_secrets(const void *gv, const json_t *events, int viewer,
    json_t *tokens)
{
	const struct hg_game *g = gv;
	static unsigned char known[HG_MAX_HEX], sure[HG_MAX_HEX];
	char lab[HEX_LABEL_LEN];
	const json_t *v;
	size_t i;
	int u;

	(void)events;
	if (viewer < 0 || g->over)
		return PBEM_OK;	/* the referee, or the charts are revealed */
	memset(known, 0, sizeof known);
	memset(sure, 0, sizeof sure);
	known_hexes(g, viewer, known, 0);
	known_hexes(g, viewer, sure, 1);
	for (u = 0; u < g->nunits; u++) {
		const struct hg_unit *x = &g->u[u];

		if (x->side == viewer)
			continue;
		add_tok(tokens, x->id);		/* real ids: never */
		if (!hg_on(g, u) || hg_visible(g, viewer, u))
			continue;
		if ((!known[x->hex] && !inside_known(g, known, x->hex)) ||
		    (x->lk_valid && x->lk_hex == x->hex && !sure[x->hex] &&
		    marker_contradicted(g, u)))
			add_tok(tokens, hg_label(g, x->hex, lab));
		if (x->tail >= 0 && !known[x->tail] &&
		    !inside_known(g, known, x->tail))
			add_tok(tokens, hg_label(g, x->tail, lab));
	}
	/* the enemy's chart lines, each exactly */
	json_array_foreach(json_object_get(g->charts, g->side[1 - viewer]), i,
	    v)
		if (strncmp(json_string_value(v), "commit ", 7) != 0)
			add_tok(tokens, json_string_value(v));
	return PBEM_OK;
}

/*
 * Check every commitment against the charts as they now stand: the chart
 * at commitment k is its first `lines` lines.  Writes one line per side.
 */
int
hg_verify(const void *gv, struct buf *out, json_t *published)
{
	const struct hg_game *g = gv;
	const json_t *c;
	size_t i;
	int ok[HG_NSIDES] = { 0, 0 }, bad = 0, s;
	char hex[65];

	json_array_foreach(g->commits, i, c) {
		const char *side = json_string_value(json_object_get(c, "side"));
		const char *sha = json_string_value(json_object_get(c, "sha256"));
		int n = (int)json_integer_value(json_object_get(c, "lines"));

		if (published != NULL)	/* every commitment's hash */
			json_array_append(published, json_object_get(c,
			    "sha256"));
		if ((s = HG_SIDE_INDEX(g, side)) < 0 || sha == NULL) {
			bad++;
			continue;
		}
		hg_chart_hash(json_object_get(g->charts, side), (size_t)n, hex);
		if (strcmp(hex, sha) == 0 && n <= (int)json_array_size(
		    json_object_get(g->charts, side)))
			ok[s]++;
		else {
			bad++;
			buf_addf(out, "  MISMATCH: %s T%d.R%d\n", side,
			    (int)json_integer_value(json_object_get(c, "turn")),
			    (int)json_integer_value(json_object_get(c, "round")));
		}
	}
	for (s = 0; s < HG_NSIDES; s++)
		buf_addf(out, "  %s: %d commitment%s verified\n", g->side[s],
		    ok[s], ok[s] == 1 ? "" : "s");
	return bad ? PBEM_ERR_STATE : PBEM_OK;
}
