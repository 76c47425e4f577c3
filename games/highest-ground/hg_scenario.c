/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_scenario.c - parse a Highest Ground scenario (the digest's §15.4
 * "HGMAP 1" map format, extended with the order of battle) into a fresh
 * struct hg_game: sheets and layout, terrain, rivers, roads, bridges,
 * forts, objectives, entry and exit edges, units, supplies, victory
 * points and levels, and OPTION switches (the 16.x optional rules and the
 * §17.1 compressed turn); for points-built and generated scenarios (§15)
 * POINTS budgets, RADIOS and BOATS bought, FORT owners, OBJ RANDOM and
 * ENTRY <side> RANDOM (rolled at setup: hg_random.c).  The text is hostile: every line and count is
 * bounded and every error names its scenario line.  The state keeps the
 * text, and decoding re-reads the map from it, so it is never stored twice.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "scenario_lines.h"
#include "scenario_rows.h"
#include "hg.h"
#include "rules_number.h"
#include "rules_options.h"
#include "rules_tables.h"
#include "pbem_limits.h"

#define MAXTOK 48
#define MAXRANGE 64

struct sc {
	struct hg_game *g;
	struct pbem_err *err;
	int line;
	int have_layout, in_terrain, map, next_row;
	int seen_terrain[HEX_MAX_MAPS];
	int nbridge, bridge[32][2];
	int defector_line;		/* first Roman mercenary (16.4) */
	struct scen_rows_rd rows;	/* the simple lines (below) */
};

/* The lines the kit reads by their rows (scenario_rows.h). */
#define G	struct hg_game
#define L	struct hg_level
#define SIDE_INT(k, f, why)	SR_KEY(k, why), SR_SIDE_COLUMN(NULL), \
	SR_INT_OF_SIDE(G, f, 0, 99)
static const struct word_unit quarters[] = { { "", 4 }, { NULL, 0 } };
static const struct scen_row simple_rows[] = {
	SR_KEY("TURNS", "TURNS <1..99>"),
	  SR_INT(G, turns, 1, 99),
	SIDE_INT("SUPPLIES", supplies, "SUPPLIES <side> <n>"),
	/* walkie-talkie sets (16.2) and boats (16.3) bought */
	SIDE_INT("RADIOS", radios, "RADIOS|BOATS <side> <n>"),
	SIDE_INT("BOATS", boats, "RADIOS|BOATS <side> <n>"),
	/* POINTS <side> <budget>: a points-built scenario (14.2) */
	SR_KEY("POINTS", "POINTS <side> <budget, in quarters of a point at "
	    "most>"),
	  SR_SIDE_COLUMN(NULL),
	  SR_LENGTH_OF_SIDE(G, budget, 1, 40000),
	SR_LIST("LEVEL", G, level, nlevels, HG_MAX_LEVELS,
	    "LEVEL <max Roman points> \"<text>\"", NULL),
	  SR_INT(L, max, -99999, 99999),
	  SR_WORD(L, text),
};
#undef SIDE_INT
#undef L
#undef G
static const struct scen_rows simple = {
	.rows = simple_rows, .nrows = SCEN_NF(simple_rows), .how = SCEN_FOLD,
	.units = quarters, .sides = offsetof(struct hg_game, side),
	.nsides = HG_NSIDES, .side_size = GAME_NAME_LEN,
};

static int
fail(struct sc *s, const char *fmt, const char *arg)
{
	return scenario_fail(s->err, s->line, fmt, arg);
}

static int
hex_of(struct sc *s, const char *t, int *hex)
{
	*hex = -1;
	if (!s->have_layout || (*hex = hg_parse_hex(s->g, t)) < 0)
		return fail(s, "bad hex \"%.10s\"", t);
	return PBEM_OK;
}

/* "IA04-IT04" (a row) or "IA01-IA14" (a column) or one hex. */
static int
range_of(struct sc *s, const char *t, int *hexes, int *n)
{
	char a[16], *dash;
	int h0 = -1, h1 = -1, c0, r0, c1, r1, c, r;

	*n = 0;
	snprintf(a, sizeof a, "%s", t);
	dash = strchr(a + 1, '-');
	/* "II-C08" is one hex: a range has a label on each side of the dash */
	if (dash != NULL && hg_parse_hex(s->g, a) >= 0)
		dash = NULL;
	if (dash == NULL) {
		if (hex_of(s, a, &h0))
			return PBEM_ERR_PARSE;
		hexes[(*n)++] = h0;
		return PBEM_OK;
	}
	*dash = '\0';
	if (hex_of(s, a, &h0) || hex_of(s, dash + 1, &h1))
		return PBEM_ERR_PARSE;
	hex_coords(&s->g->lay, h0, &c0, &r0);
	hex_coords(&s->g->lay, h1, &c1, &r1);
	if (r0 == r1 && c1 >= c0 && c1 - c0 < MAXRANGE) {
		for (c = c0; c <= c1; c++)
			hexes[(*n)++] = hex_index(&s->g->lay, c, r0);
	} else if (c0 == c1 && r1 >= r0 && r1 - r0 < MAXRANGE) {
		for (r = r0; r <= r1; r++)
			hexes[(*n)++] = hex_index(&s->g->lay, c0, r);
	} else
		return fail(s, "a range runs along one row or one column, "
		    "west to east or north to south: \"%.20s\"", t);
	for (c = 0; c < *n; c++)
		if (hexes[c] < 0)
			return fail(s, "range leaves the board: \"%.20s\"", t);
	return PBEM_OK;
}

static int
do_layout(struct sc *s, char **tok, int n)
{
	int i, num, mx, my;
	char *at;

	if (s->have_layout || n < 2)
		return fail(s, "one LAYOUT <numeral>@<x>,<y>... line", NULL);
	hex_layout_init(&s->g->lay, 20, 14);
	for (i = 1; i < n; i++) {
		if ((at = strchr(tok[i], '@')) == NULL)
			return fail(s, "LAYOUT entry \"%.16s\" needs @x,y",
			    tok[i]);
		*at = '\0';
		num = hex_numeral_parse(tok[i]);
		if (num == 0 || sscanf(at + 1, "%d,%d", &mx, &my) != 2 ||
		    hex_layout_add(&s->g->lay, num, mx, my) != 0)
			return fail(s, "bad LAYOUT entry \"%.16s\"", tok[i]);
	}
	if (s->g->lay.w * s->g->lay.h > HG_MAX_HEX)
		return fail(s, "layout too large", NULL);
	memset(s->g->terr, 0, sizeof s->g->terr);
	s->have_layout = 1;
	return PBEM_OK;
}

static int
do_map(struct sc *s, char **tok, int n)
{
	int num, i;

	if (!s->have_layout || n != 6 || strcasecmp(tok[2], "COLS") ||
	    strcasecmp(tok[4], "ROWS") || atoi(tok[3]) != s->g->lay.cols ||
	    atoi(tok[5]) != s->g->lay.rows)
		return fail(s, "MAP <numeral> COLS 20 ROWS 14 after LAYOUT",
		    NULL);
	num = hex_numeral_parse(tok[1]);
	for (i = 0; i < s->g->lay.nmaps; i++)
		if (s->g->lay.numeral[i] == num)
			break;
	if (num == 0 || i == s->g->lay.nmaps || s->seen_terrain[i])
		return fail(s, "MAP %.8s is not in the LAYOUT (or repeated)",
		    tok[1]);
	s->map = i;
	s->seen_terrain[i] = 1;
	s->next_row = -1;
	return PBEM_OK;
}

static int
do_terrain_row(struct sc *s, char **tok, int n)
{
	struct hg_game *g = s->g;
	int row, c, mx = g->lay.mx[s->map], my = g->lay.my[s->map];
	char *e;

	if (n == 1 && strcasecmp(tok[0], "END") == 0) {
		if (s->next_row != g->lay.rows)
			return fail(s, "TERRAIN ends before its last row", NULL);
		s->in_terrain = 0;
		return PBEM_OK;
	}
	if (n == 1 && s->next_row < 0 && isalpha((unsigned char)tok[0][0])) {
		s->next_row = 0;	/* the column-letter ruler */
		return PBEM_OK;
	}
	if (s->next_row < 0)
		s->next_row = 0;
	row = (int)strtol(tok[0], &e, 10);
	if (n != 2 || *e || row != s->next_row + 1)
		return fail(s, "expected terrain row <nn> <cells> in order",
		    NULL);
	if ((int)strlen(tok[1]) != g->lay.cols)
		return fail(s, "terrain row has the wrong number of hexes",
		    NULL);
	for (c = 0; c < g->lay.cols; c++) {
		char ch = tok[1][c];

		if (hg_tables_terrain(&g->r, ch) == NULL) {
			char m[2] = { ch, '\0' };

			return fail(s, "unknown terrain code '%s'", m);
		}
		g->terr[hex_index(&g->lay, mx * g->lay.cols + c,
		    my * g->lay.rows + row - 1)] = ch;
	}
	s->next_row++;
	return PBEM_OK;
}

static void
set_side(struct hg_game *g, int hex, int dir, int bit)
{
	int c, r, cc, cr, cd, h;

	hex_coords(&g->lay, hex, &c, &r);
	hex_side_canon(c, r, dir, &cc, &cr, &cd);
	/* a side on the board's edge whose canonical hex is off the board
	 * carries nothing: no unit can cross it anyway */
	if ((h = hex_index(&g->lay, cc, cr)) >= 0)
		g->sf[h] |= (unsigned short)(bit << (3 * cd));
}

static int
do_river(struct sc *s, char **tok, int n)
{
	int i, hex, d;
	char *sl;

	for (i = 1; i < n; i++) {
		if ((sl = strchr(tok[i], '/')) == NULL)
			return fail(s, "RIVER sides are <hex>/<dir>: \"%.16s\"",
			    tok[i]);
		*sl = '\0';
		if (hex_of(s, tok[i], &hex))
			return PBEM_ERR_PARSE;
		if ((d = hex_dir_parse(sl + 1)) < 0)
			return fail(s, "bad direction \"%.4s\"", sl + 1);
		set_side(s->g, hex, d, HG_SF_RIVER);
	}
	return PBEM_OK;
}

static int
do_road(struct sc *s, char **tok, int n)
{
	int i, k, m = 0, prev = -1, d, hexes[MAXRANGE];

	/* "ROAD R1 <path>": the name is optional */
	i = n > 1 && hg_parse_hex(s->g, tok[1]) < 0 && strchr(tok[1], '-') ==
	    NULL ? 2 : 1;
	for (; i < n; i++) {
		if (range_of(s, tok[i], hexes, &m))
			return PBEM_ERR_PARSE;
		for (k = 0; k < m; k++) {
			if (prev >= 0) {
				if ((d = hg_dir_to(s->g, prev, hexes[k])) < 0)
					return fail(s, "ROAD steps must be "
					    "between adjacent hexes (at "
					    "\"%.16s\")", tok[i]);
				set_side(s->g, prev, d, HG_SF_ROAD);
			}
			prev = hexes[k];
		}
	}
	return PBEM_OK;
}

static int
do_bridge(struct sc *s, char **tok, int n)
{
	int a, b;

	if (n != 3 || hex_of(s, tok[1], &a) || hex_of(s, tok[2], &b))
		return fail(s, "BRIDGE <hex> <hex>", NULL);
	if (hg_dir_to(s->g, a, b) < 0 || s->nbridge >= 32)
		return fail(s, "BRIDGE hexes must be adjacent", NULL);
	s->bridge[s->nbridge][0] = a;
	s->bridge[s->nbridge][1] = b;
	s->nbridge++;
	return PBEM_OK;
}

static int
do_obj(struct sc *s, char **tok, int n)
{
	int i, vp, hex = -1;

	if (n == 4 && strcasecmp(tok[1], "RANDOM") == 0) {
		/* OBJ RANDOM <count> <vp>: hexes rolled at setup (14.3) */
		int k, cnt = atoi(tok[2]);

		vp = atoi(tok[3]);
		if (cnt < 1 || s->g->nobj + cnt > HG_MAX_OBJ || vp < 0 ||
		    vp > 99)
			return fail(s, "OBJ RANDOM <count> <vp>", NULL);
		for (k = 0; k < cnt; k++) {
			struct hg_obj *o = &s->g->obj[s->g->nobj++];

			memset(o, 0, sizeof *o);
			o->hex = -1;
			o->vp = vp;
			o->random = 1;
			o->holder = o->known[0] = o->known[1] = HG_ALLIED;
		}
		return PBEM_OK;
	}
	if (n < 4 || (strcasecmp(tok[1], "BRIDGE") &&
	    strcasecmp(tok[1], "VILLAGE")))
		return fail(s, "OBJ BRIDGE|VILLAGE <vp> <hex>... | OBJ RANDOM "
		    "<count> <vp>", NULL);
	vp = atoi(tok[2]);
	if (vp < 0 || vp > 99)
		return fail(s, "bad OBJ points", NULL);
	for (i = 3; i < n; i++) {
		if (s->g->nobj >= HG_MAX_OBJ)
			return fail(s, "too many objective hexes", NULL);
		if (hex_of(s, tok[i], &hex))
			return PBEM_ERR_PARSE;
		s->g->obj[s->g->nobj].hex = hex;
		s->g->obj[s->g->nobj].vp = vp;
		s->g->obj[s->g->nobj].village = toupper((unsigned char)
		    tok[1][0]) == 'V';
		s->g->obj[s->g->nobj].holder = HG_ALLIED;
		s->g->obj[s->g->nobj].known[0] = HG_ALLIED;
		s->g->obj[s->g->nobj].known[1] = HG_ALLIED;
		s->g->nobj++;
	}
	return PBEM_OK;
}

static int
side_arg(struct sc *s, const char *t)
{
	if (strcasecmp(t, "ALLIED") == 0)
		return HG_ALLIED;
	if (strcasecmp(t, "ROMAN") == 0)
		return HG_ROMAN;
	fail(s, "the sides are ALLIED and ROMAN, not \"%.16s\"", t);
	return -1;
}

static int
do_edge(struct sc *s, char **tok, int n, int exit)
{
	int sd, i, k, m, hexes[MAXRANGE];

	if (n < 3 || (sd = side_arg(s, tok[1])) < 0)
		return fail(s, "ENTRY|EXIT <side> <hexes> | ENTRY <side> RANDOM",
		    NULL);
	if (!exit && n == 3 && strcasecmp(tok[2], "RANDOM") == 0) {
		s->g->entry_random[sd] = 1;	/* rolled at setup (14.4) */
		return PBEM_OK;
	}
	for (i = 2; i < n; i++) {
		if (range_of(s, tok[i], hexes, &m))
			return PBEM_ERR_PARSE;
		for (k = 0; k < m; k++)
			s->g->edge[hexes[k]] |= (unsigned char)((exit ? 4 : 1)
			    << sd);
	}
	return PBEM_OK;
}

/* FORT <hex> L1|L2 [<side>]: a side that bought it pays its points
 * (14.6.2, 14.6.3). */
static int
do_fort(struct sc *s, char **tok, int n)
{
	int hex = -1, sd, lvl;

	if ((n != 3 && n != 4) || hex_of(s, tok[1], &hex) ||
	    (strcasecmp(tok[2], "L1") && strcasecmp(tok[2], "L2")))
		return fail(s, "FORT <hex> L1|L2 [ALLIED|ROMAN]", NULL);
	lvl = tok[2][1] == '1' ? 0 : 1;
	if (n == 4) {
		if ((sd = side_arg(s, tok[3])) < 0)
			return PBEM_ERR_PARSE;
		s->g->fort_pts[sd] += 4 * s->g->r.fort[lvl].points;
	}
	s->g->fort[hex] |= (unsigned char)(1 << lvl);
	s->g->fort_known[0][hex] = s->g->fort_known[1][hex] = s->g->fort[hex];
	return PBEM_OK;
}

/* UNIT <side> <id> <type> <hex> [FACE <dir>] [AMMO <n>] [TURN <n>] */
static int
do_unit(struct sc *s, char **tok, int n)
{
	struct hg_game *g = s->g;
	struct hg_unit *u;
	int sd, t, hex = -1, i;

	if (n < 5 || (sd = side_arg(s, tok[1])) < 0)
		return fail(s, "UNIT <side> <id> <type> <hex> [FACE <dir>] "
		    "[AMMO <n>] [TURN <n>]", NULL);
	if (g->nunits >= HG_MAX_UNITS)
		return fail(s, "too many units", NULL);
	if (strlen(tok[2]) >= HG_ID_LEN || !isalpha((unsigned char)tok[2][0]))
		return fail(s, "bad unit id \"%.16s\"", tok[2]);
	for (i = 0; tok[2][i]; i++)
		if (!isalnum((unsigned char)tok[2][i]))
			return fail(s, "bad unit id \"%.16s\"", tok[2]);
	if (hg_parse_hex(g, tok[2]) >= 0 || hg_find_unit(g, tok[2]) >= 0)
		return fail(s, "unit id \"%.16s\" is taken or reads as a hex",
		    tok[2]);
	if ((t = hg_tables_type(&g->r, tok[3])) < 0 || (g->r.type[t].side !=
	    sd && !(g->r.type[t].merc && sd == HG_ROMAN)))
		return fail(s, "no such unit type for this side: \"%.16s\"",
		    tok[3]);
	if (g->r.type[t].side != sd && s->defector_line == 0)
		s->defector_line = s->line;	/* 16.4, checked at the end */
	if (hex_of(s, tok[4], &hex))
		return PBEM_ERR_PARSE;
	u = &g->u[g->nunits];
	memset(u, 0, sizeof *u);
	for (i = 0; tok[2][i]; i++)
		u->id[i] = (char)toupper((unsigned char)tok[2][i]);
	u->side = sd;
	u->type = t;
	u->hex = hex;
	u->tail = -1;
	u->face = sd == HG_ALLIED ? HEX_SW : HEX_SE;
	u->mode = HG_T;
	u->ammo = g->r.type[t].merc && !g->r.type[t].leader ?
	    g->r.ammo_default : 0;
	u->entry_dir = -1;
	u->bld_from = -1;
	u->ret_pref[0] = u->ret_pref[1] = -1;
	u->arrive_turn = 0;
	u->lk_hex = u->lk_tail = -1;
	for (i = 5; i + 1 < n; i += 2) {
		if (strcasecmp(tok[i], "FACE") == 0 &&
		    hex_dir_parse(tok[i + 1]) >= 0)
			u->face = hex_dir_parse(tok[i + 1]);
		else if (strcasecmp(tok[i], "AMMO") == 0 && u->ammo > 0 &&
		    atoi(tok[i + 1]) > 0 && atoi(tok[i + 1]) < 100)
			u->ammo = atoi(tok[i + 1]);
		else if (strcasecmp(tok[i], "TURN") == 0 &&
		    atoi(tok[i + 1]) > 1 && atoi(tok[i + 1]) < 100)
			u->arrive_turn = atoi(tok[i + 1]);
		else
			return fail(s, "bad UNIT option \"%.16s\"", tok[i]);
	}
	if (i != n)
		return fail(s, "UNIT options come in pairs", NULL);
	u->ammo0 = u->ammo;
	if (hg_tables_terrain(&g->r, g->terr[hex]) == NULL ||
	    hg_tables_terrain(&g->r, g->terr[hex])->cost[
	    g->r.type[t].cls == HG_MERC ? HG_FOOT : g->r.type[t].cls] < 0)
		return fail(s, "unit \"%.16s\" cannot stand in that hex", tok[2]);
	u->status = u->arrive_turn ? HG_PENDING : HG_ON;
	u->arrive_hex = hex;
	u->arrive_face = u->face;
	g->nunits++;
	return PBEM_OK;
}

static int
do_line(struct sc *s, char **tok, int n)
{
	struct hg_game *g = s->g;
	const char *k = tok[0];
	int rc;

	if (s->in_terrain)
		return do_terrain_row(s, tok, n);
	if ((rc = scen_rows_line(&s->rows, s->line, tok, n, s->err)) !=
	    SCEN_ROWS_OTHER)
		return rc;
	if (strcasecmp(k, "NAME") == 0) {
		if (n < 2)
			return fail(s, "NAME \"<text>\"", NULL);
		snprintf(g->name, sizeof g->name, "%s", tok[1]);
		return PBEM_OK;
	}
	if (strcasecmp(k, "LAYOUT") == 0)
		return do_layout(s, tok, n);
	if (strcasecmp(k, "MAP") == 0)
		return do_map(s, tok, n);
	if (strcasecmp(k, "TERRAIN") == 0) {
		if (n != 1 || s->next_row != -1)
			return fail(s, "TERRAIN follows its MAP line", NULL);
		s->in_terrain = 1;
		return PBEM_OK;
	}
	if (strcasecmp(k, "RIVER") == 0)
		return do_river(s, tok, n);
	if (strcasecmp(k, "ROAD") == 0)
		return do_road(s, tok, n);
	if (strcasecmp(k, "BRIDGE") == 0)
		return do_bridge(s, tok, n);
	if (strcasecmp(k, "FORT") == 0)
		return do_fort(s, tok, n);
	if (strcasecmp(k, "OBJ") == 0)
		return do_obj(s, tok, n);
	if (strcasecmp(k, "ENTRY") == 0 || strcasecmp(k, "EXIT") == 0)
		return do_edge(s, tok, n, toupper((unsigned char)k[1]) == 'X');
	if (strcasecmp(k, "UNIT") == 0)
		return do_unit(s, tok, n);
	if (strcasecmp(k, "OPTION") == 0) {
		if (n != 3 || rules_set_option(&hg_rules_set, &g->r, tok[1],
		    tok[2]) != 0)
			return fail(s, "unknown OPTION or value \"%.24s\"",
			    n > 1 ? tok[1] : "");
		return PBEM_OK;
	}
	if (strcasecmp(k, "VP") == 0) {
		int v;

		if (n != 3 || (v = atoi(tok[2])) < -99 || v > 99)
			return fail(s, "VP EXIT|ELIM_ALLIED|ELIM_ROMAN|NO_EXIT "
			    "<n>", NULL);
		if (strcasecmp(tok[1], "EXIT") == 0)
			g->vp_exit = v;
		else if (strcasecmp(tok[1], "ELIM_ALLIED") == 0)
			g->vp_elim_allied = v;
		else if (strcasecmp(tok[1], "ELIM_ROMAN") == 0)
			g->vp_elim_roman = v;
		else if (strcasecmp(tok[1], "NO_EXIT") == 0)
			g->vp_no_exit = v;
		else
			return fail(s, "unknown VP item \"%.16s\"", tok[1]);
		return PBEM_OK;
	}
	return fail(s, "unknown directive \"%.16s\"", k);
}

static int
finish(struct sc *s)
{
	struct hg_game *g = s->g;
	int i, d, m, c, r;
	char why[200];

	s->line = 0;
	if (!s->have_layout)
		return fail(s, "no LAYOUT", NULL);
	for (m = 0; m < g->lay.nmaps; m++)
		if (!s->seen_terrain[m])
			return fail(s, "a map of the LAYOUT has no TERRAIN", NULL);
	if (s->in_terrain)
		return fail(s, "TERRAIN without END", NULL);
	for (i = 0; i < s->nbridge; i++) {
		d = hg_dir_to(g, s->bridge[i][0], s->bridge[i][1]);
		if (!(hg_side_feat(g, s->bridge[i][0], d) & HG_SF_RIVER))
			return fail(s, "a BRIDGE is not on a river hexside",
			    NULL);
		set_side(g, s->bridge[i][0], d, HG_SF_BRIDGE);
	}
	if (g->turns == 0)
		g->turns = 12;				/* */
	if (g->nlevels == 0)
		return fail(s, "no LEVEL lines", NULL);
	for (i = 0; i < HG_NSIDES; i++) {
		for (m = 0; m < g->nunits; m++)
			if (g->u[m].side == i)
				break;
		if (m == g->nunits)
			return fail(s, "a side has no units", NULL);
		/* §12: supplies ride on baggage trains; none to carry them is
		 * a scenario error, not something setup can settle */
		for (m = 0; g->supplies[i] > 0 && m < g->nunits; m++)
			if (g->u[m].side == i &&
			    g->r.type[g->u[m].type].cls == HG_WAGON)
				break;
		if (g->supplies[i] > 0 && m == g->nunits)
			return fail(s, "SUPPLIES %.24s: that side has no baggage "
			    "train to carry them (supplies are carried by "
			    "baggage trains, §12)", g->side[i]);
	}
	for (i = 0; i < HG_MAX_HEX && i < g->lay.w * g->lay.h; i++) {
		hex_coords(&g->lay, i, &c, &r);
		if (hex_on_board(&g->lay, c, r) && g->terr[i] == 0)
			g->terr[i] = '.';
	}
	if (s->defector_line && !g->r.opt.defections) {
		s->line = s->defector_line;
		return fail(s, "mercenaries serve the Romans only under OPTION "
		    "defections on (16.4)", NULL);
	}
	if (hg_points_check(g, why, sizeof why) != 0)
		return fail(s, "%s", why);
	return PBEM_OK;
}

/* A line: "HGMAP 1" first, then a keyword's. */
static int
line_of(void *sv, int line, char **tok, int nt, struct pbem_err *err)
{
	struct sc *s = sv;

	(void)err;
	s->line = line;
	if (s->line == 1 || (!s->have_layout && strcasecmp(tok[0],
	    "HGMAP") == 0)) {
		if (nt != 2 || strcasecmp(tok[0], "HGMAP") ||
		    strcmp(tok[1], "1"))
			return fail(s, "the first line must be \"HGMAP 1\"",
			    NULL);
		return PBEM_OK;
	}
	return do_line(s, tok, nt);
}

int
hg_scenario_parse(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct hg_game *g = gv;
	struct sc s;
	int rc;

	memset(&s, 0, sizeof s);
	s.g = g;
	s.err = err;
	s.next_row = -1;
	scen_rows_init(&s.rows, &simple, g);
	g->rules_json = rules;
	g->scen_text = text;		/* borrowed until encoded */
	snprintf(g->side[HG_ALLIED], GAME_NAME_LEN, "ALLIED");
	snprintf(g->side[HG_ROMAN], GAME_NAME_LEN, "ROMAN");
	if ((rc = rules_set_read(&hg_rules_set, rules, &g->r, err)))
		return rc;
	g->entry_loc[0] = g->entry_loc[1] = -1;
	g->vp_exit = 1;
	g->vp_elim_allied = 1;
	g->vp_elim_roman = -1;
	g->vp_no_exit = -6;
	/* parsed as in any game, then marked a new one (hg.h) */
	if ((rc = scenario_read(text, len, SHEET_WORDS_QUOTES, MAXTOK, line_of,
	    &s, NULL, err)) == PBEM_OK && (rc = finish(&s)) == PBEM_OK)
		g->rules_version = HG_RULES_LATEST;
	return rc;
}
