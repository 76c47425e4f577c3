/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_view.c - what each side is told: the phase due (for the core), the
 * report after each phase (the events that side saw, the medals, a map of
 * the box grid, its own army with everything it knows, the enemy as it
 * sees it, its stratagem hand and the standing orders in force), and
 * secrets() for the leak tests: what must never reach a side (the enemy's
 * stratagem hand, the enemy's cards not played against it, ammunition,
 * hidden ambushes and off-table units, unseen enemies in FOW los).
 * It reads the game and never changes it; viewer < 0 is the referee.
 */
#include <stdio.h>
#include <string.h>

#include "ts.h"

static const char *const stage_names[] = { "pregame", "deploy1",
	"deploy2" };

void
ts_phase(const void *gv, struct game_phase *out)
{
	const struct ts_game *g = gv;
	int p = TS_PLAYER(g);

	if (g->over) {
		game_phase_over(out, g->turn, g->turns, g->result);
		return;
	}
	if (g->stage < TS_ST_PLAY) {
		/* both at once, or the side not first then the first */
		p = g->stage == TS_ST_DEPLOY1 ? TS_ENEMY(g->first) : g->first;
		game_phase_due(out, g->turn, stage_names[g->stage], g->stage ==
		    TS_ST_PREGAME ? "pregame" : "deploy", g->stage ==
		    TS_ST_PREGAME || (g->stage == TS_ST_DEPLOY1 &&
		    g->r.sc[g->scenario].simul) ? GAME_DUE_ALL : 1u << p,
		    TS_NSIDES, g->side[0].name, g->side[1].name);
		snprintf(out->summary, sizeof out->summary, "%s: due from %s%s%s",
		    g->stage == TS_ST_PREGAME ? "Pre-game sheets (terrain, "
		    "stratagems, bid)" : "Deployment", out->sides[0],
		    out->nsides > 1 ? " and " : "", out->nsides > 1 ?
		    out->sides[1] : "");
		return;
	}
	game_phase_due(out, g->turn, NULL, "turn", 1u << p, TS_NSIDES,
	    g->side[0].name, g->side[1].name);
	if (g->turns > 0)
		snprintf(out->summary, sizeof out->summary, "Turn %d of %d: "
		    "%s's player turn", g->turn, g->turns, g->side[p].name);
	else
		snprintf(out->summary, sizeof out->summary, "Turn %d: %s's "
		    "player turn", g->turn, g->side[p].name);
}

/* "U3", "E3", "RED U3": a unit as the viewer names it. */
static const char *
nm(const struct ts_game *g, int viewer, int ref, char *b)
{
	return ts_name(g, viewer, ref, b, 24);
}

/* Was event e sent to `viewer` (-1: the referee)? */
int
ts_event_for(const json_t *e, int viewer, const struct ts_game *g)
{
	return event_is_for(e, viewer < 0 ? NULL : g->side[viewer].name);
}

static void
events(const struct ts_game *g, const json_t *ev, int viewer, struct buf *out)
{
	buf_adds(out, "\nEVENTS\n");
	/* an enemy unit E3 and the box E3 read alike; the events are
	 * archived as written, so the key is said before them */
	if (event_print_for(out, ev, viewer < 0 ? NULL : g->side[viewer].name,
	    viewer < 0 ? NULL : "  (U1, G1, C1: your units, generals and "
	    "commands; E1, EG1, EC1: the enemy's.\n"
	    "   A box is its column and row: \"moves E3 -> E4\" "
	    "goes from box E3 to box E4.)\n") == 0)
		buf_adds(out, "  (none)\n");
}

/*
 * May `viewer` be shown the totals of the enemy's command c (-1: its
 * whole army)?  Always in FOW open and in a game of rules version 1.
 * Under FOW los from version 2, never before the end: a total would count
 * what the viewer never saw, and so would its first showing once every
 * unit had been seen (it would tell that none is left unseen).  The
 * medal tally stays public: the victory rule plays on it (issue 26).
 */
static int
totals_shown(const struct ts_game *g, int viewer, int side, int c)
{
	(void)c;
	return viewer < 0 || viewer == side || !TS_ALIASED(g) || (g->over &&
	    !game_end_sealed());
}

static void
medals(const struct ts_game *g, int viewer, struct buf *out)
{
	char b[24];
	int s, c;

	buf_adds(out, "\nVICTORY MEDALS\n");
	/* a last loss may cost more medals than were left: none is none */
	for (s = 0; s < TS_NSIDES; s++)
		buf_addf(out, "  %-8s %d of %d%s\n", g->side[s].name,
		    g->side[s].medals > 0 ? g->side[s].medals : 0,
		    g->side[s].medals0, g->side[s].medals <= 0 ?
		    " (none left)" : "");
	for (s = 0; s < TS_NSIDES; s++)
		for (c = 0; c < g->ncmds; c++) {
			if (g->cmd[c].side != (viewer >= 0 ? (s == 0 ? viewer :
			    TS_ENEMY(viewer)) : s))
				continue;
			if (!totals_shown(g, viewer, g->cmd[c].side, c)) {
				buf_addf(out, "  %-8s strength not shown under "
				    "fog of war%s\n", nm(g, viewer,
				    TS_CMD_REF + c, b), g->cmd[c].demoralised ?
				    ": DEMORALISED" : "");
				continue;
			}
			buf_addf(out, "  %-8s %d VP, %d lost, demoralised at "
			    "%d%s\n", nm(g, viewer, TS_CMD_REF + c, b),
			    g->cmd[c].vp0, g->cmd[c].vp_lost,
			    (g->cmd[c].vp0 + 1) / 2, g->cmd[c].demoralised ?
			    ": DEMORALISED" : "");
		}
}

/* Two map lines per row: terrain (with roads, camps), then units. */
static void
map_cell(const struct ts_game *g, int viewer, int x, int y, struct buf *t,
    struct buf *m)
{
	const struct ts_terrain *tr = ts_terr_at(g, x, y);
	static const char arrow[] = "^>v<";
	int l[4], n = ts_in_box(g, x, y, l, 4), i, k, vis = 0, c;
	char b[24], cell[12];

	c = ts_camp_at(g, x, y);
	snprintf(cell, sizeof cell, "%c%c%c%c", tr->sym,
	    g->bridge[TS_BOX(g, x, y)] ? 'B' : (g->edge[TS_BOX(g, x, y)][0] |
	    g->edge[TS_BOX(g, x, y)][1] | g->edge[TS_BOX(g, x, y)][2] |
	    g->edge[TS_BOX(g, x, y)][3]) & TS_E_ROAD ? '=' : ' ',
	    c >= 0 ? 'K' : ' ', ' ');
	buf_addf(t, "%-9s", cell);
	cell[0] = '\0';
	for (i = 0; i < n && i < 2; i++) {
		if (!ts_visible(g, viewer, l[i]))
			continue;
		nm(g, viewer < 0 ? g->u[l[i]].side : viewer, l[i], b);
		k = (int)strlen(cell);
		snprintf(cell + k, sizeof cell - (size_t)k, "%s%c", b,
		    arrow[g->u[l[i]].face]);
		vis++;
	}
	buf_addf(m, "%-9s", vis ? cell : ".");
}

/* No trailing blanks: the report then goes out as plain 7-bit text. */
static void
trim(struct buf *b)
{
	while (b->len > 0 && b->data[b->len - 1] == ' ')
		b->data[--b->len] = '\0';
}

static void
map(const struct ts_game *g, int viewer, struct buf *out)
{
	struct buf t, m;
	int x, y;

	buf_adds(out, "\nMAP (north up: row 1 is ");
	buf_addf(out, "%s's base edge; ^ > v < facings;\n  w wood, h hill, "
	    "H steep hill, b broken, m marsh, B building/bridge, r rocky,\n"
	    "  F dense forest, l lake, ~ water, f fields, = road, K camp)\n"
	    "     ", g->side[0].name);
	for (x = 0; x < g->w; x++)
		buf_addf(out, x + 1 < g->w ? "%-9c" : "%c", 'A' + x);
	buf_adds(out, "\n");
	for (y = g->d - 1; y >= 0; y--) {
		buf_init(&t, 4096);
		buf_init(&m, 4096);
		for (x = 0; x < g->w; x++)
			map_cell(g, viewer, x, y, &t, &m);
		trim(&t);
		trim(&m);
		buf_addf(out, "%3d  %s\n     %s\n", y + 1, buf_str(&t),
		    buf_str(&m));
		buf_free(&t);
		buf_free(&m);
	}
}

static const char *
form_name(int f)
{
	static const char *const n[] = { "", ", wedge", ", rhomboid",
	    ", orbis", ", testudo" };

	return f >= 0 && f <= TS_TESTUDO ? n[f] : "";
}

static const char *
away_text(const struct ts_game *g, const struct ts_unit *u, char *b,
    size_t n)
{
	static const char *const zone3[] = { "", "right", "centre", "left" };

	switch (u->away) {
	case TS_AWAY_FLANK:
		snprintf(b, n, "flank march, %s", u->away_arg ? "right" :
		    "left");
		break;
	case TS_AWAY_RESERVE:
		snprintf(b, n, "reserve behind the %s", zone3[u->away_arg &
		    3]);
		break;
	case TS_AWAY_LOST:
		snprintf(b, n, "Lost!");
		break;
	default:
		snprintf(b, n, "left by edge zone %d", u->edge_zone);
	}
	(void)g;
	return b;
}

/* One unit: "U1 at E2 facing N (leading): Legionarii ...": of two in
 * a box, the leading and the following one (the words of CHARGE ... PICK
 * LEAD|FOLLOW). */
static void
unit_line(const struct ts_game *g, int viewer, int u, struct buf *out)
{
	const struct ts_unit *x = &g->u[u];
	int own = viewer < 0 || viewer == x->side, p;
	char b[24], l[8], w[48];

	nm(g, viewer, u, b);
	if (x->status == TS_LOST) {
		buf_addf(out, "    %s lost: %s\n", b, x->name);
		return;
	}
	if (x->status == TS_WAIT || x->status == TS_OFF) {
		buf_addf(out, "    %s off table: %s\n", b, own ?
		    away_text(g, x, w, sizeof w) : "not on the table");
		return;
	}
	if (x->status == TS_AMBUSH) {
		buf_addf(out, "    %s in ambush at %s facing %s: %s\n", b,
		    ts_box_label(g, x->x, x->y, l), ts_face_name(x->face),
		    x->name);
		return;
	}
	if (x->status == TS_UNPLACED) {
		buf_addf(out, "    %s not deployed: %s\n", b, x->name);
		return;
	}
	p = ts_partner(g, u);
	buf_addf(out, "    %s at %s facing %s%s: %s (%s%s%s), %d+, %d hit%s, "
	    "%d VP%s%s%s%s\n", b, ts_box_label(g, x->x, x->y, l),
	    ts_face_name(x->face), p < 0 ? "" : ts_leading(g, u, 0, 0) == u ?
	    " (leading)" : " (following)", x->name, ts_type(g, u)->name,
	    x->quality > 0 ? ", veteran" : x->quality < 0 ? ", raw" : "",
	    x->size == TS_SMALL ? ", small" : x->size == TS_XDEEP ?
	    ", exceptionally deep" : x->size == TS_DEEP ? ", deep" : "",
	    x->save, x->hits, x->hits > 1 ? "s" : "", x->vp,
	    x->dis == 1 ? ", DISORDERED" : x->dis == 2 ?
	    ", DOUBLE-DISORDERED" : x->dis >= 3 ? ", TRIPLE-DISORDERED" : "",
	    form_name(x->form), x->heroes ? ", hero" : "",
	    x->no_rally ? ", may not rally" : "");
}

static void
gen_line(const struct ts_game *g, int viewer, int k, struct buf *out)
{
	const struct ts_gen *x = &g->gen[k];
	char b[24], b2[24], l[8];
	int gx, gy;

	nm(g, viewer, TS_GEN_REF + k, b);
	buf_addf(out, "    %s %s: %s%s%s%s%s%s", b, x->name, x->mounted ?
	    "mounted" : "foot", x->detached ? ", detached" : ", attached",
	    x->heroic ? ", heroic" : "", x->senior ? ", senior" : "",
	    x->brilliant ? ", brilliant" : "", x->wounded ?
	    ", lightly wounded" : "");
	if (x->status == TS_LOST)
		buf_adds(out, ": LOST\n");
	else if (ts_gen_shown(g, viewer, k, &gx, &gy))
		buf_addf(out, " at %s%s%s\n", ts_box_label(g, gx, gy, l),
		    x->detached ? "" : " with ", x->detached ? "" :
		    nm(g, viewer, x->unit, b2));
	else if (viewer >= 0 && viewer != x->side)
		buf_adds(out, ": not in sight\n");
	else
		buf_adds(out, ": not on the table\n");
}

static void
army(const struct ts_game *g, int viewer, int side, struct buf *out)
{
	int c, u, k, i, own = viewer < 0 || viewer == side;
	int order[TS_MAX_UNITS], n = ts_unit_order(g, viewer, order);
	char b[24], l[8];

	if (totals_shown(g, viewer, side, -1))
		buf_addf(out, "\n%s: %s, %s (%d points, %d VP)\n", own ?
		    (viewer < 0 ? g->side[side].name : "YOUR ARMY") :
		    "THE ENEMY", g->side[side].name, g->side[side].title,
		    g->side[side].pts, g->side[side].vp0);
	else
		buf_addf(out, "\nTHE ENEMY: %s, %s (its strength is not shown "
		    "under fog of war)\n", g->side[side].name,
		    g->side[side].title);
	for (c = 0; c < g->ncmds; c++) {
		if (g->cmd[c].side != side)
			continue;
		buf_addf(out, "  %s %s\n", nm(g, viewer, TS_CMD_REF + c, b),
		    g->cmd[c].name);
		for (k = 0; k < g->ngens; k++)
			if (g->gen[k].cmd == c)
				gen_line(g, viewer, k, out);
		for (i = 0; i < n; i++) {
			if (g->u[u = order[i]].cmd != c)
				continue;
			/* an enemy unit never seen is not there at all for
			 * this side (§9.5 4): not named, placed or counted */
			if (!own && !g->u[u].known)
				continue;
			if (own || ts_visible(g, viewer, u) ||
			    g->u[u].status == TS_LOST)
				unit_line(g, viewer, u, out);
			else if (g->u[u].lk_valid)
				buf_addf(out, "    %s last seen at %s, turn %d: "
				    "%s\n", nm(g, viewer, u, b), ts_box_label(g,
				    g->u[u].lk_x, g->u[u].lk_y, l),
				    g->u[u].lk_turn, g->u[u].name);
			else
				buf_addf(out, "    %s: %s, out of sight\n",
				    nm(g, viewer, u, b), g->u[u].name);
		}
		for (k = 0; k < g->ncamps; k++)
			if (g->camp[k].cmd == c && g->camp[k].placed)
				buf_addf(out, "    %s camp at %s%s\n", nm(g,
				    viewer, TS_CAMP_REF + k, b), ts_box_label(g,
				    g->camp[k].x, g->camp[k].y, l),
				    g->camp[k].taken ? " (TAKEN)" : "");
	}
	for (k = 0; k < g->ngens; k++)
		if (g->gen[k].side == side && g->gen[k].cmd < 0)
			gen_line(g, viewer, k, out);
}

/* Own ammunition: "U4 2/3" per unit, "K1 5 chits" per camp; never the
 * enemy's (secrets() lists those forms for the enemy). */
static void
ammo(const struct ts_game *g, int viewer, int side, struct buf *out)
{
	char b[24];
	int u, k;

	buf_adds(out, "  ammunition:");
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && g->u[u].ammo0 > 0 &&
		    g->u[u].status != TS_LOST)
			buf_addf(out, " %s %d/%d", nm(g, viewer, u, b),
			    g->u[u].ammo, g->u[u].ammo0);
	for (u = 0; u < g->nunits; u++)
		if (g->u[u].side == side && g->u[u].shock &&
		    g->u[u].status != TS_LOST)
			buf_addf(out, " %s shock", nm(g, viewer, u, b));
	for (k = 0; k < g->ncamps; k++)
		if (g->camp[k].side == side)
			buf_addf(out, "; %s %d chits", nm(g, viewer,
			    TS_CAMP_REF + k, b), g->camp[k].reserve);
	buf_adds(out, "\n");
}

static void
hand(const struct ts_game *g, int side, struct buf *out)
{
	char b[16];
	int i;

	buf_adds(out, "  stratagem cards held:");
	for (i = 0; i < g->side[side].nhand; i++)
		buf_addf(out, " %s \"%s\"", ts_strat_label(g->side[side].hand[i],
		    b, sizeof b), g->r.strat[ts_strat_kind(
		    g->side[side].hand[i])].name);
	if (g->side[side].nhand == 0)
		buf_adds(out, " none");
	buf_adds(out, "\n");
}

static void
unit_pols(const struct ts_game *g, int side, int viewer, struct buf *out)
{
	static const char *const hero[] = { "DECISIVE", "ALWAYS", "FLANK",
	    "NEVER" };
	static const char *const ev[] = { "", " EVADE", " STAND", " ODDS<=" };
	static const char *const dir[] = { "", " DIR AWAY", " DIR REAR",
	    " DIR BEHIND", " DIR NOEXIT" };
	static const char *const lance[] = { "VSNONLIGHT", "FIRST",
	    "VSNONLIGHT", "NEVER" };
	char b[24];
	int u;

	for (u = 0; u < g->nunits; u++) {
		const struct ts_unit *x = &g->u[u];

		if (x->side != side || x->status == TS_LOST)
			continue;
		if (x->pol_hero && x->heroes)
			buf_addf(out, "    POLICY HERO %s %s\n", nm(g, viewer, u, b),
			    hero[x->pol_hero & 3]);
		if ((x->pol_evade || x->pol_dir) &&
		    ts_policy_affects(g, u, TS_POL_EVADE)) {
			buf_addf(out, "    POLICY EVADE %s%s", nm(g, viewer, u,
			    b), ev[x->pol_evade & 3]);
			if ((x->pol_evade & 3) == 3)
				buf_addf(out, "%d", x->pol_odds);
			buf_addf(out, "%s\n", dir[x->pol_dir % 5]);
		}
		if (x->pol_shock && x->shock)
			buf_addf(out, "    POLICY SHOCK %s NEVER\n", nm(g, viewer, u,
			    b));
		if (x->pol_lance && (x->lance || x->elebonus))
			buf_addf(out, "    POLICY LANCE %s %s\n", nm(g, viewer, u, b),
			    lance[x->pol_lance & 3]);
		if (x->pol_volley && ts_policy_affects(g, u, TS_POL_VOLLEY))
			buf_addf(out, "    POLICY VOLLEY %s %d\n", nm(g, viewer, u, b),
			    x->pol_volley);
	}
}

static void
gen_pols(const struct ts_game *g, int side, int viewer, struct buf *out)
{
	static const char *const heroic[] = { "FIRST", "ACT", "TOHIT" };
	char b[24], b2[24];
	int k, i;

	for (k = 0; k < g->ngens; k++) {
		const struct ts_gen *x = &g->gen[k];

		if (x->side != side || x->status == TS_LOST)
			continue;
		nm(g, viewer, TS_GEN_REF + k, b);
		if (x->pol_replace == 1)
			buf_addf(out, "    POLICY REPLACE %s NEVER\n", b);
		else if (x->pol_replace == 2)
			buf_addf(out, "    POLICY REPLACE %s HIGH>=%d\n", b, x->pol_k);
		else if (x->pol_replace == 3)
			buf_addf(out, "    POLICY REPLACE %s SAVEFOR %d\n", b,
			    x->pol_savefor);
		if (x->heroic && x->pol_heroic)
			buf_addf(out, "    POLICY HEROIC %s PREFER %s\n", b,
			    heroic[x->pol_heroic % 3]);
		if (x->brilliant && x->pol_brilliant)
			buf_addf(out, "    POLICY BRILLIANT %s NEVER\n", b);
		if (x->pol_ndisp > 0) {
			buf_addf(out, "    POLICY DISPLACE %s", b);
			for (i = 0; i < x->pol_ndisp && i < 4; i++)
				buf_addf(out, "%s%s", i ? "," : " ",
				    x->pol_disp[i] < 0 ? "ANY" : nm(g, viewer,
				    x->pol_disp[i], b2));
			buf_adds(out, "\n");
		}
	}
}

/* The J diamonds order of a STRAT line, as written (ts_parse_policy.c
 * jd_order). */
static void
jd_text(const struct ts_game *g, const struct ts_trig *t, char *b, size_t n)
{
	static const char *const jd[] = { "", "BACK", "TURNBACK", "SIDE L",
	    "SIDE R", "HALT" };
	static const char *const st[] = { "FL", "F", "FR" };
	static const char *const fc[] = { "N", "E", "S", "W", "", "R", "B",
	    "L" };
	int c = t->c;

	if (t->b >= 0 && t->b <= 5)
		snprintf(b, n, "%s", jd[t->b]);
	else if (t->b == 6 && c >= 4 && c < 16 && c % 4 < 3)
		snprintf(b, n, "MOVE %s%s%s", st[c % 4], c / 4 > 1 ? " F" : "",
		    c / 4 > 2 ? " F" : "");
	else if (t->b == 7 && c >= 0 && c < 8)
		snprintf(b, n, "TURN %s", fc[c]);
	else if ((t->b == 8 || t->b == 9) && c >= 0 && c < g->nunits)
		snprintf(b, n, "%s U%d", t->b == 8 ? "CHARGE" : "SHOOT",
		    g->u[c].num);
	else if (t->b == 8 || t->b == 9)
		snprintf(b, n, "%s NEAREST", t->b == 8 ? "CHARGE" : "SHOOT");
	else
		snprintf(b, n, "%s", t->b == 10 ? "RALLY" : "");
}

static const char *
strat_gen_text(const struct ts_game *g, int viewer, int k, char *b)
{
	if (k == -2)
		return "SENIOR";
	if (k < 0 || k >= g->ngens)
		return "ANY";
	return nm(g, viewer, TS_GEN_REF + k, b);
}

/* The words after ON of a STRAT line, as a sheet writes them (the
 * reading of ts_parse_policy.c strat_args, backwards). */
static void
strat_on_text(const struct ts_game *g, int viewer, const struct ts_trig *t,
    struct buf *out)
{
	static const char *const cls[] = { "ANY", "MOUNTED", "ELEPHANT", "ANY",
	    "SCYTHED", "ANY", "ANY", "ANY" };
	static const char *const what[] = { "ANY", "MOVE", "CHARGE", "ANY" };
	char b[24], jb[32];

	switch (t->kind) {
	case ST_QD:
	case ST_JS:
		buf_addf(out, " ON %s", strat_gen_text(g, viewer, t->a, b));
		break;
	case ST_QC:
		buf_addf(out, " ON CHARGE BY %s VS %s", cls[t->a & 7], t->b >= 0 &&
		    t->b < g->nunits ? nm(g, viewer, t->b, b) : "ANY");
		break;
	case ST_QH:
		buf_addf(out, " ON %s BY %s INTO %s", what[t->a & 3],
		    cls[t->b & 7], t->c >= 0 && t->c < g->w * g->d ?
		    ts_box_label(g, t->c % g->w, t->c / g->w, b) : "ANY");
		break;
	case ST_JD:
		jd_text(g, t, jb, sizeof jb);
		buf_addf(out, " ON %s DO %s", strat_gen_text(g, viewer, t->a,
		    b), jb);
		break;
	}
}

/* §9.4: the standing orders in force, as the server understood them,
 * each in the sheet's own words so it can be copied into the next. */
void
ts_policies_text(const struct ts_game *g, int side, int viewer,
    struct buf *out)
{
	static const char *const tgt[] = { "NEAREST", "DISORDERED",
	    "LOWSAVE" };
	const struct ts_side *s = &g->side[side];
	size_t before = out->len;
	char b[16];
	int i;

	buf_adds(out, "  standing orders in force, as sheet lines (each stays "
	    "until a sheet changes it;\n  the rest are the defaults of "
	    "ORDERS.md):\n");
	before = out->len;
	gen_pols(g, side, viewer, out);
	unit_pols(g, side, viewer, out);
	if (s->pol_advface)
		buf_adds(out, "    POLICY ADVFACE FOLLOW\n");
	if (s->pol_target)
		buf_addf(out, "    POLICY TARGET ALL %s\n", tgt[s->pol_target % 3]);
	if (s->pol_resupply)
		buf_adds(out, "    POLICY RESUPPLY AUTO\n");
	if (s->pol_volley_k)
		buf_addf(out, "    POLICY VOLLEY ALL 2 IFAMMO>=%d\n", s->pol_volley_k);
	for (i = 0; i < s->ntrig; i++) {
		const struct ts_trig *t = &s->trig[i];

		buf_addf(out, "    STRAT %s", ts_strat_label(-1 - t->kind, b,
		    sizeof b));
		strat_on_text(g, viewer, t, out);
		buf_addf(out, "   # \"%s\", your sheet's line %d%s\n",
		    g->r.strat[t->kind >= 0 && t->kind < ST_N ? t->kind :
		    0].name, t->line, ts_strat_held(g, side, t->kind) >= 0 ?
		    "" : "; you do not hold the card now");
	}
	if (out->len == before)
		buf_adds(out, "    (all defaults)\n");
}

static void
secret_part(const struct ts_game *g, int viewer, int side, struct buf *out)
{
	buf_addf(out, "\nKNOWN ONLY TO %s\n", g->side[side].name);
	ammo(g, viewer, side, out);
	hand(g, side, out);
	ts_policies_text(g, side, viewer, out);
}

/* The referee's audit of the decks (§3.5): every deck is reshuffled at
 * the start of each resolution, so each player turn starts full. */
static void
decks(const struct ts_game *g, struct buf *out)
{
	int i;

	buf_adds(out, "\nDECKS\n");
	for (i = 0; i < 3; i++)
		buf_addf(out, "  %s deck: %d in the draw pile, %d discarded, %d "
		    "out; %ld dealt, %ld shuffles\n", g->deck[i].name,
		    deck_left(&g->deck[i]), deck_discarded(&g->deck[i]),
		    deck_out(&g->deck[i]), g->deck[i].drawn,
		    g->deck[i].shuffles);
}

int
ts_report(const void *gv, const json_t *ev, int viewer, struct buf *out)
{
	const struct ts_game *g = gv;
	struct game_phase ph;
	int s;

	ts_phase(g, &ph);
	buf_addf(out, "TO THE STRONGEST! - %s\n", g->name);
	if (viewer >= 0)
		buf_addf(out, "Report for %s (%s)\n", g->side[viewer].name,
		    g->side[viewer].title);
	else
		buf_adds(out, "Referee's report\n");
	buf_addf(out, "Kind of battle: %s; fog of war: %s.\n%s.\n",
	    g->r.sc[g->scenario].name, g->r.opt.fow ? "los (a side sees "
	    "only what its troops see)" : "open", ph.summary);
	if (g->first >= 0)
		buf_addf(out, "%s is the active side (moves first)\n",
		    g->side[g->first].name);
	events(g, ev, viewer, out);
	medals(g, viewer, out);
	if (g->stage >= TS_ST_DEPLOY1 || g->w > 0)
		map(g, viewer, out);
	for (s = 0; s < TS_NSIDES; s++)
		army(g, viewer, viewer >= 0 ? (s == 0 ? viewer :
		    TS_ENEMY(viewer)) : s, out);
	for (s = 0; s < TS_NSIDES; s++)
		if (viewer < 0 || viewer == s)
			secret_part(g, viewer, s, out);
	if (viewer < 0)
		decks(g, out);
	return out->failed ? PBEM_ERR_LIMIT : PBEM_OK;
}

static void
tok(json_t *t, const char *fmt, const char *a, const char *b)
{
	char s[96];

	snprintf(s, sizeof s, fmt, a, b ? b : "");
	json_array_append_new(t, json_string(s));
}

/*
 * What `viewer` must never be told (game.h rule 3), in the forms a leak
 * would take: the enemy's held stratagem cards ("QD-1"), the tags of
 * enemy cards it did not see turned ("R57"), enemy ammunition ("E4 2/3",
 * "EK1 5 chits"), enemy units in ambush or off the table ("E9 in
 * ambush", "E8 off table: flank march"), and in FOW los unseen enemies'
 * boxes ("E5 at D6").
 */
int
ts_secrets(const void *gv, const json_t *ev, int viewer, json_t *tokens)
{
	const struct ts_game *g = gv;
	char a[24], b[48], l[8];
	int e = TS_ENEMY(viewer), i, u;

	(void)ev;
	/* the referee sees everything; once the game is over, so does every
	 * side (the end mail's debrief on main) */
	if (viewer < 0 || g->over)
		return PBEM_OK;
	for (i = 0; i < g->side[e].nhand; i++)
		tok(tokens, "%s", ts_strat_label(g->side[e].hand[i], b,
		    sizeof b), NULL);
	for (i = 0; i < g->ndraws; i++)
		if (!(g->draws[i].mask & EVENT_V_SIDE(viewer)))
			tok(tokens, "%s", ts_tag(g, g->draws[i].deck,
			    g->draws[i].n, b, sizeof b), NULL);
	for (u = 0; u < g->nunits; u++) {
		const struct ts_unit *x = &g->u[u];

		if (x->side != e)
			continue;
		nm(g, viewer, u, a);
		if (x->ammo0 > 0) {
			snprintf(b, sizeof b, "%d/%d", x->ammo, x->ammo0);
			tok(tokens, "%s %s", a, b);
		}
		if (x->status == TS_AMBUSH)
			tok(tokens, "%s in ambush%s", a, NULL);
		if (x->status == TS_WAIT || x->status == TS_OFF)
			tok(tokens, "%s off table: %s", a, away_text(g, x, b,
			    sizeof b));
		if (x->status == TS_ON && !ts_visible(g, viewer, u))
			tok(tokens, "%s at %s", a, ts_box_label(g, x->x, x->y,
			    l));
	}
	for (i = 0; i < g->ncamps; i++)
		if (g->camp[i].side == e) {
			snprintf(b, sizeof b, "%d chits", g->camp[i].reserve);
			tok(tokens, "%s %s", nm(g, viewer, TS_CAMP_REF + i, a),
			    b);
		}
	return PBEM_OK;
}
