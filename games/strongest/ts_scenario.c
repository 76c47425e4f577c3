/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_scenario.c - the TTSMAP text a game is made from (the format is in
 * games/strongest/ORDERS.md, "Scenario files"): the reader (lines, words,
 * the keyword table), the box grid, the sides, the host's terrain, and
 * the start stage and options, so a host or a rules case can start at any
 * stage; then the finished game's checks (§2.1-§2.3, §5.1).  Both armies
 * and a fixed set-up are read in ts_scenario_forces.c.  The text is
 * hostile: every line and value is checked, and an error names the line.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules_options.h"
#include "rules_tables.h"
#include "scenario_lines.h"
#include "sheet_words.h"
#include "ts_parse.h"
#include "util.h"


int
sc_fail(struct sp *p, const char *fmt, const char *arg)
{
	return scenario_fail(p->err, p->line, fmt, arg);
}

int
sc_intval(const char *s, int lo, int hi, int *v)
{
	char *end;
	long n;

	if (s == NULL || *s == '\0')
		return -1;
	n = strtol(s, &end, 10);
	if (*end != '\0' || n < lo || n > hi)
		return -1;
	*v = (int)n;
	return 0;
}

/* "U12" with prefix "U": 12. */
int
sc_idnum(const char *s, const char *prefix, int *v)
{
	size_t n = strlen(prefix);

	if (strncasecmp(s, prefix, n) != 0 || !isdigit((unsigned char)s[n]))
		return -1;
	return sc_intval(s + n, 1, 99, v);
}

int
sc_side_of(struct sp *p, const char *s)
{
	int i;

	for (i = 0; i < p->nside; i++)
		if (strcasecmp(p->g->side[i].name, s) == 0)
			return i;
	sc_fail(p, "no side called \"%.32s\" (SIDE lines come first)", s);
	return -1;
}

int
sc_box_of(struct sp *p, const char *s, int *x, int *y)
{
	if (ts_parse_box(p->g, s, x, y) != 0)
		return sc_fail(p, "\"%.16s\" is not a box on this table", s);
	return 0;
}

static int
do_grid(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	int clear = ts_tables_terrain(&g->r, "clear"), i;

	if (n != 3 || sc_intval(t[1], 3, TS_MAX_W, &g->w) ||
	    sc_intval(t[2], 3, TS_MAX_D, &g->d))
		return sc_fail(p, "GRID <width 3..20> <depth 3..16>%s", NULL);
	for (i = 0; i < g->w * g->d; i++)
		g->terr[i] = (unsigned char)clear;
	return 0;
}

static int
do_side(struct sp *p, char **t, int n)
{
	struct ts_side *s;
	int l;

	if (n < 3)
		return sc_fail(p, "SIDE <NAME> <army list> [title]%s", NULL);
	if (p->nside == TS_NSIDES)
		return sc_fail(p, "only two SIDE lines%s", NULL);
	if (!util_valid_name(t[1]))
		return sc_fail(p, "bad side name \"%.32s\"", t[1]);
	if ((l = ts_tables_list(&p->g->r, t[2])) < 0)
		return sc_fail(p, "no army list \"%.24s\" in the rules data",
		    t[2]);
	s = &p->g->side[p->nside];
	snprintf(s->name, sizeof s->name, "%s", t[1]);
	snprintf(p->g->sname[p->nside], sizeof p->g->sname[0], "%s", t[1]);
	snprintf(s->title, sizeof s->title, "%s", n > 3 ? t[3] :
	    p->g->r.list[l].name);
	s->list = l;
	s->jh = s->jc = -1;
	if (p->nside == 1 && strcasecmp(t[1], p->g->side[0].name) == 0)
		return sc_fail(p, "the sides need two names%s", NULL);
	p->nside++;
	return 0;
}

static int
need_grid(struct sp *p)
{
	if (p->g->w == 0)
		return sc_fail(p, "GRID must come before this line%s", NULL);
	return 0;
}

/* TERRAIN <type> <box>[,<box>] */
static int
do_terrain(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	struct ts_piece *pc;
	char *b2;
	int ty, x, y, x2, y2;

	if (need_grid(p))
		return -1;
	if (n != 3)
		return sc_fail(p, "TERRAIN <type> <box>[,<box>]%s", NULL);
	if ((ty = ts_tables_terrain(&g->r, t[1])) < 0)
		return sc_fail(p, "no terrain type \"%.24s\"", t[1]);
	if ((b2 = strchr(t[2], ',')) != NULL)
		*b2++ = '\0';
	if (sc_box_of(p, t[2], &x, &y) || (b2 && sc_box_of(p, b2, &x2, &y2)))
		return -1;
	if (b2 && abs(x - x2) + abs(y - y2) != 1)
		return sc_fail(p, "a double piece is two boxes side by side%s",
		    NULL);
	if (g->npieces == TS_MAX_PIECES)
		return sc_fail(p, "too many terrain pieces%s", NULL);
	pc = &g->piece[g->npieces++];
	memset(pc, 0, sizeof *pc);
	pc->type = ty;
	pc->side = -1;
	pc->n = b2 ? 2 : 1;
	pc->box[0] = TS_BOX(g, x, y);
	pc->box[1] = b2 ? TS_BOX(g, x2, y2) : -1;
	g->terr[pc->box[0]] = (unsigned char)ty;
	if (b2)
		g->terr[pc->box[1]] = (unsigned char)ty;
	return 0;
}

static void
set_edge(struct ts_game *g, int x, int y, int f, unsigned here,
    unsigned there)
{
	int fx, fy;

	ts_face_vec(f, &fx, &fy);
	g->edge[TS_BOX(g, x, y)][f] |= (unsigned char)here;
	if (ts_on_table(g, x + fx, y + fy))
		g->edge[TS_BOX(g, x + fx, y + fy)][(f + 2) & 3] |=
		    (unsigned char)there;
}

/* STREAM|WALL <box>:<N|E|S|W> ... */
static int
do_linear(struct sp *p, char **t, int n, unsigned bit)
{
	char *c;
	int i, x, y, f;

	if (need_grid(p))
		return -1;
	if (n < 2)
		return sc_fail(p, "%s <box>:<edge> ...", t[0]);
	for (i = 1; i < n; i++) {
		if ((c = strchr(t[i], ':')) == NULL)
			return sc_fail(p, "\"%.16s\": write <box>:<N|E|S|W>",
			    t[i]);
		*c++ = '\0';
		if (sc_box_of(p, t[i], &x, &y))
			return -1;
		if ((f = ts_parse_face(c)) < 0)
			return sc_fail(p, "\"%.8s\" is not an edge N, E, S or W",
			    c);
		set_edge(p->g, x, y, f, bit, bit);
	}
	return 0;
}

/* ROAD <box> <box> ...: boxes side by side, in order */
static int
do_road(struct sp *p, char **t, int n)
{
	int i, x, y, px = 0, py = 0, f;

	if (need_grid(p))
		return -1;
	if (n < 3)
		return sc_fail(p, "ROAD <box> <box> ...%s", NULL);
	for (i = 1; i < n; i++) {
		if (sc_box_of(p, t[i], &x, &y))
			return -1;
		if (i > 1) {
			if ((f = ts_dir_of(x - px, y - py)) < 0)
				return sc_fail(p, "a road runs between boxes side "
				    "by side (at %.8s)", t[i]);
			set_edge(p->g, px, py, f, TS_E_ROAD, TS_E_ROAD);
		}
		px = x;
		py = y;
	}
	return 0;
}

static int
do_bridge(struct sp *p, char **t, int n)
{
	int x, y;

	if (need_grid(p) || (n != 2 && sc_fail(p, "BRIDGE <box>%s", NULL)))
		return -1;
	if (sc_box_of(p, t[1], &x, &y))
		return -1;
	p->g->bridge[TS_BOX(p->g, x, y)] = 1;
	return 0;
}

static int
do_start(struct sp *p, char **t, int n)
{
	if (n != 2)
		return sc_fail(p, "START PREGAME|DEPLOY|PLAY%s", NULL);
	if (strcasecmp(t[1], "PREGAME") == 0)
		p->start = 0;
	else if (strcasecmp(t[1], "DEPLOY") == 0)
		p->start = 1;
	else if (strcasecmp(t[1], "PLAY") == 0)
		p->start = 2;
	else
		return sc_fail(p, "START PREGAME|DEPLOY|PLAY%s", NULL);
	return 0;
}

static int
do_simple(struct sp *p, char **t, int n)
{
	struct ts_game *g = p->g;
	int s, v;

	if (strcasecmp(t[0], "NAME") == 0 && n >= 2) {
		g->name[0] = '\0';
		for (v = 1; v < n; v++)
			snprintf(g->name + strlen(g->name), sizeof g->name -
			    strlen(g->name), "%s%s", v > 1 ? " " : "", t[v]);
	}
	else if (strcasecmp(t[0], "SCENARIO") == 0 && n == 2 &&
	    sc_intval(t[1], 0, 10, &v) == 0)
		g->scenario = v;
	else if (strcasecmp(t[0], "TURNS") == 0 && n == 2 &&
	    sc_intval(t[1], 0, 99, &v) == 0)
		g->turns = v;
	else if (strcasecmp(t[0], "FOW") == 0 && n == 2) {
		if (rules_set_option(&ts_rules_set, &g->r, "fow", t[1]))
			return sc_fail(p, "FOW open|los%s", NULL);
	} else if (strcasecmp(t[0], "OPTION") == 0 && n == 3) {
		if (rules_set_option(&ts_rules_set, &g->r, t[1], t[2]))
			return sc_fail(p, "unknown option or bad value: %.40s",
			    t[1]);
	} else if (strcasecmp(t[0], "BID") == 0 && n == 2 &&
	    (strcasecmp(t[1], "ON") == 0 || strcasecmp(t[1], "OFF") == 0))
		g->bid = strcasecmp(t[1], "ON") == 0;
	else if (strcasecmp(t[0], "PICKS") == 0 && n == 2 &&
	    sc_intval(t[1], 0, 40, &v) == 0)
		p->picks = v;
	else if (strcasecmp(t[0], "ACTIVE") == 0 && n == 2) {
		if ((s = sc_side_of(p, t[1])) < 0)
			return -1;
		p->active = s;
	} else if (strcasecmp(t[0], "AMMO") == 0 && n == 3) {
		if ((s = sc_side_of(p, t[1])) < 0)
			return -1;
		if (sc_intval(t[2], 0, 20, &p->extra_ammo[s]))
			return sc_fail(p, "AMMO <SIDE> <points 0..20>%s", NULL);
	} else if (strcasecmp(t[0], "MEDALS") == 0 && n == 3) {
		if ((s = sc_side_of(p, t[1])) < 0)
			return -1;
		if (sc_intval(t[2], -20, 20, &g->side[s].medals_adj))
			return sc_fail(p, "MEDALS <SIDE> <adjustment>%s", NULL);
	} else
		return 1;
	return 0;
}

static int
line_of(struct sp *p, char **t, int n)
{
	static const struct {
		const char *kw;
		int (*fn)(struct sp *, char **, int);
		int units;	/* read only with the forces */
	} kw[] = {
		{ "BRIDGE", do_bridge, 0 }, { "CAMP", sc_camp, 1 },
		{ "CMD", sc_cmd, 1 }, { "GEN", sc_gen, 1 },
		{ "GRID", do_grid, 0 }, { "HAND", sc_hand, 1 },
		{ "PLACE", sc_place, 1 }, { "ROAD", do_road, 0 },
		{ "SIDE", do_side, 0 }, { "START", do_start, 0 },
		{ "TERRAIN", do_terrain, 0 }, { "UNIT", sc_unit, 1 },
	};
	size_t i;
	int rc;

	if (strcasecmp(t[0], "STREAM") == 0)
		return do_linear(p, t, n, TS_E_STREAM);
	if (strcasecmp(t[0], "WALL") == 0 || strcasecmp(t[0], "HEDGE") == 0)
		return do_linear(p, t, n, TS_E_WALL);
	for (i = 0; i < sizeof kw / sizeof kw[0]; i++)
		if (strcasecmp(t[0], kw[i].kw) == 0) {
			if (kw[i].units && p->nside < TS_NSIDES)
				return sc_fail(p, "both SIDE lines come before "
				    "%s lines", kw[i].kw);
			if (kw[i].units && need_grid(p))
				return -1;
			return kw[i].fn(p, t, n);
		}
	if ((rc = do_simple(p, t, n)) <= 0)
		return rc;
	return sc_fail(p, "unknown or malformed line \"%.24s\"", t[0]);
}

static int
finish(struct sp *p)
{
	struct ts_game *g = p->g;
	int s, rc;

	if (p->nside != TS_NSIDES || g->w == 0)
		return pbem_fail(p->err, PBEM_ERR_PARSE, 0, "scenario: needs "
		    "GRID and two SIDE lines");
	if (sc_attach_generals(p))
		return pbem_fail(p->err, PBEM_ERR_PARSE, 0, "scenario: %s",
		    g->result);
	g->result[0] = '\0';
	for (s = 0; s < TS_NSIDES; s++)
		g->side[s].picks = p->picks;
	g->first = p->active;
	g->pregame = p->start == 0;
	g->stage = p->start == 0 ? TS_ST_PREGAME : p->start == 1 ?
	    TS_ST_DEPLOY1 : TS_ST_PLAY;
	if (p->start > 0 && p->active < 0)
		return pbem_fail(p->err, PBEM_ERR_PARSE, 0, "scenario: START "
		    "DEPLOY or PLAY needs ACTIVE <SIDE> (no scouting)");
	if (g->turns == 0)
		g->turns = g->r.opt.turn_cap;
	if ((rc = ts_decks_init(g, p->err)) != PBEM_OK)
		return rc;
	return ts_setup_check(g, p->start, p->extra_ammo, p->err);
}

/* A line: "TTSMAP 1" first, then a keyword's. */
static int
read_line(void *pv, int line, char **t, int n, struct pbem_err *err)
{
	struct sp *p = pv;

	p->line = line;
	if (p->magic)
		return line_of(p, t, n) ? PBEM_ERR_PARSE : PBEM_OK;
	if (n != 2 || strcmp(t[0], "TTSMAP") != 0 || strcmp(t[1], "1") != 0)
		return scenario_fail(err, line, "the first line must be "
		    "\"TTSMAP 1\"%s", NULL);
	p->magic = 1;
	return PBEM_OK;
}

int
ts_scenario_parse(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct ts_game *g = gv;
	struct sp p;
	int rc;

	if ((rc = rules_set_read(&ts_rules_set, rules, &g->r, err)) != PBEM_OK)
		return rc;
	g->rules_json = rules;
	memset(&p, 0, sizeof p);
	p.g = g;
	p.err = err;
	p.active = -1;
	p.start = 0;
	p.picks = -1;
	g->first = -1;
	if ((rc = ts_strat_deck_init(g, err)) != PBEM_OK)
		return rc;
	if ((rc = scenario_read(text, len, TS_SCEN_WORDS, TS_SCEN_MAXTOK,
	    read_line, &p, NULL, err)) != PBEM_OK)
		return rc;
	if (!p.magic)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "scenario: empty");
	return finish(&p);
}
