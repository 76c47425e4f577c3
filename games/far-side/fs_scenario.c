/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_scenario.c - parse a Far Side scenario (the §17 "FSWMAP 1" format)
 * into a fresh struct fs_game: map, deployment zones, objectives, turn
 * limit, forces, leaders and optional default positions.  The text is
 * hostile: every line and count is bounded and every error names its
 * scenario line.  It never rolls dice (traits are rolled at deployment).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "scenario_lines.h"
#include "fs.h"
#include "pbem_limits.h"
#include "rules_tables.h"

#define MAXTOK 64

struct sc {
	struct fs_game *g;
	struct pbem_err *err;
	int line;
	int have_size, terrain_rows, in_terrain, next_row, seen_magic;
	int have_zone[FS_NSIDES];
};

static int
fail(struct sc *s, const char *fmt, const char *arg)
{
	return scenario_fail(s->err, s->line, fmt, arg);
}

static int
side_of(struct sc *s, const char *name, int create)
{
	struct fs_game *g = s->g;
	int i;
	size_t n = strlen(name);

	for (i = 0; i < FS_NSIDES; i++)
		if (g->side[i][0] != '\0' && strcasecmp(g->side[i], name) == 0)
			return i;
	if (!create || n == 0 || n >= GAME_NAME_LEN)
		return -1;
	for (i = 0; name[i] != '\0'; i++)
		if (!isalpha((unsigned char)name[i]))
			return -1;
	for (i = 0; i < FS_NSIDES; i++)
		if (g->side[i][0] == '\0') {
			for (n = 0; name[n] != '\0'; n++)
				g->side[i][n] = (char)toupper((unsigned char)name[n]);
			g->side[i][n] = '\0';
			return i;
		}
	return -1;
}

static int
id_taken(const struct fs_game *g, const char *id)
{
	return fs_find_unit(g, id) >= 0 || fs_find_leader(g, id) >= 0;
}

static int
cell_arg(struct sc *s, const char *t, int *x, int *y)
{
	if (!s->have_size || grid_parse(t, s->g->cols, s->g->rows, x, y) != 0)
		return fail(s, "bad cell \"%.8s\"", t);
	return PBEM_OK;
}

static int
do_size(struct sc *s, char **tok, int n)
{
	char *e1, *e2;
	long c, r;

	if (n != 3)
		return fail(s, "SIZE needs <columns> <rows>", NULL);
	c = strtol(tok[1], &e1, 10);
	r = strtol(tok[2], &e2, 10);
	if (*e1 || *e2 || c < 8 || c > FS_MAX_COLS || r < 8 || r > FS_MAX_ROWS)
		return fail(s, "SIZE must be 8..26 columns and 8..26 rows", NULL);
	s->g->cols = (int)c;
	s->g->rows = (int)r;
	s->have_size = 1;
	s->next_row = (int)r;
	memset(s->g->terr, '.', sizeof s->g->terr);
	return PBEM_OK;
}

static int
do_terrain_row(struct sc *s, char **tok, int n)
{
	struct fs_game *g = s->g;
	char *e;
	long r;
	int x;

	if (n == 1 && strcasecmp(tok[0], "END") == 0) {
		if (s->next_row != 0)
			return fail(s, "TERRAIN ends before row 1", NULL);
		s->in_terrain = 0;
		return PBEM_OK;
	}
	if (n != 2)
		return fail(s, "a terrain row is <row number> <cells>", NULL);
	r = strtol(tok[0], &e, 10);
	if (*e || r != s->next_row) {
		char want[8];

		snprintf(want, sizeof want, "%d", s->next_row);
		return fail(s, "expected terrain row %s (rows run north to "
		    "south)", want);
	}
	if ((int)strlen(tok[1]) != g->cols)
		return fail(s, "terrain row has the wrong number of cells",
		    NULL);
	for (x = 0; x < g->cols; x++) {
		char c = tok[1][x];

		if (fs_tables_terrain(&g->r, c) == NULL) {
			char m[2] = { c, '\0' };

			return fail(s, "unknown terrain code '%s'", m);
		}
		g->terr[(r - 1) * g->cols + x] = c;
	}
	s->next_row--;
	return PBEM_OK;
}

static int
do_deploy(struct sc *s, char **tok, int n)
{
	int sd, lo, hi;
	char *e;

	if (n != 4 || strcasecmp(tok[2], "ROWS") != 0)
		return fail(s, "DEPLOY needs <side> ROWS <from>-<to>", NULL);
	if ((sd = side_of(s, tok[1], 1)) < 0)
		return fail(s, "bad or third side \"%.20s\"", tok[1]);
	lo = (int)strtol(tok[3], &e, 10);
	hi = lo;
	if (*e == '-')
		hi = (int)strtol(e + 1, &e, 10);
	if (*e || !s->have_size || lo < 1 || hi < lo || hi > s->g->rows)
		return fail(s, "bad deployment rows \"%.10s\"", tok[3]);
	s->g->zone_lo[sd] = lo - 1;
	s->g->zone_hi[sd] = hi - 1;
	s->have_zone[sd] = 1;
	return PBEM_OK;
}

static int
do_obj(struct sc *s, char **tok, int n)
{
	struct fs_game *g = s->g;
	char *e;
	long vp;
	int i, x, y, rc;

	if (n < 3)
		return fail(s, "OBJ needs <vp> <cell>...", NULL);
	vp = strtol(tok[1], &e, 10);
	if (*e || vp < 0 || vp > 99)
		return fail(s, "bad objective VP \"%.8s\"", tok[1]);
	g->obj_vp = (int)vp;
	for (i = 2; i < n; i++) {
		if ((rc = cell_arg(s, tok[i], &x, &y)))
			return rc;
		if (g->nobj >= FS_MAX_OBJ)
			return fail(s, "too many objective cells", NULL);
		g->obj_holder[g->nobj] = -1;
		g->obj[g->nobj++] = y * g->cols + x;
	}
	return PBEM_OK;
}

static int
do_fort(struct sc *s, char **tok, int n)
{
	int i, x, y, rc;

	for (i = 1; i < n; i++) {
		if ((rc = cell_arg(s, tok[i], &x, &y)))
			return rc;
		s->g->fort[y * s->g->cols + x] = 1;
	}
	return n > 1 ? PBEM_OK : fail(s, "FORT needs cells", NULL);
}

static int
add_unit(struct sc *s, int sd, const char *id, int type, int qual)
{
	struct fs_game *g = s->g;
	struct fs_unit *u;
	size_t i;

	if (!fs_valid_id(id))
		return fail(s, "bad unit id \"%.12s\" (1-8 letters/digits, "
		    "starting with a letter, not X<number>)", id);
	if (id_taken(g, id))
		return fail(s, "duplicate id %.12s", id);
	if (g->nunits >= FS_MAX_UNITS)
		return fail(s, "too many units", NULL);
	u = &g->u[g->nunits++];
	memset(u, 0, sizeof *u);
	for (i = 0; id[i] != '\0'; i++)
		u->id[i] = (char)toupper((unsigned char)id[i]);
	u->side = sd;
	u->type = type;
	u->qual = qual;
	u->alive = 1;
	u->st_melee = -1;
	u->st_face = -1;
	return PBEM_OK;
}

static int
do_force(struct sc *s, char **tok, int n)
{
	struct fs_game *g = s->g;
	char *pending[MAXTOK], *c1, *c2;
	int np = 0, sd, i, j, type, qual, rc;

	if (n < 3)
		return fail(s, "FORCE needs <side> <id>...:<TYPE>[:<QUALITY>]",
		    NULL);
	if ((sd = side_of(s, tok[1], 1)) < 0)
		return fail(s, "bad or third side \"%.20s\"", tok[1]);
	for (i = 2; i < n; i++) {
		c1 = strchr(tok[i], ':');
		if (c1 == NULL) {
			pending[np++] = tok[i];
			continue;
		}
		*c1++ = '\0';
		c2 = strchr(c1, ':');
		if (c2 != NULL)
			*c2++ = '\0';
		if ((type = fs_tables_type(&g->r, c1)) < 0)
			return fail(s, "unknown unit type \"%.20s\"", c1);
		qual = fs_tables_qual(&g->r, c2 != NULL ? c2 : "REGULAR");
		if (qual < 0)
			return fail(s, "unknown quality \"%.20s\"", c2);
		pending[np++] = tok[i];
		for (j = 0; j < np; j++)
			if ((rc = add_unit(s, sd, pending[j], type, qual)))
				return rc;
		np = 0;
	}
	if (np > 0)
		return fail(s, "unit %.12s has no :TYPE", pending[0]);
	return PBEM_OK;
}

static int
do_leader(struct sc *s, char **tok, int n)
{
	struct fs_game *g = s->g;
	struct fs_leader *l;
	int sd, u, i, t;
	size_t k;

	if (n < 5 || strcasecmp(tok[3], "ON") != 0 ||
	    (n > 5 && strcasecmp(tok[5], "TRAITS") != 0))
		return fail(s, "LEADER needs <side> <name> ON <unit> "
		    "[TRAITS <trait>...|NONE]", NULL);
	if ((sd = side_of(s, tok[1], 0)) < 0)
		return fail(s, "unknown side \"%.20s\"", tok[1]);
	if (!fs_valid_id(tok[2]) || id_taken(g, tok[2]))
		return fail(s, "bad or duplicate leader name \"%.12s\"", tok[2]);
	if ((u = fs_find_unit(g, tok[4])) < 0 || g->u[u].side != sd)
		return fail(s, "no unit %.12s in that side's force", tok[4]);
	if (fs_unit_leader(g, u) >= 0)
		return fail(s, "unit %.12s already has a leader", tok[4]);
	if (g->nleaders >= FS_MAX_LEADERS)
		return fail(s, "too many leaders", NULL);
	l = &g->l[g->nleaders++];
	memset(l, 0, sizeof *l);
	for (k = 0; tok[2][k] != '\0'; k++)
		l->name[k] = (char)toupper((unsigned char)tok[2][k]);
	l->side = sd;
	l->unit = u;
	l->alive = 1;
	l->pick = -1;
	l->killed_turn = 0;
	if (n > 5) {
		l->fixed = 1;
		if (n == 7 && strcasecmp(tok[6], "NONE") == 0)
			return PBEM_OK;
		for (i = 6; i < n; i++) {
			if ((t = fs_tables_trait(&g->r, tok[i])) < 0)
				return fail(s, "unknown trait \"%.20s\"", tok[i]);
			l->traits |= 1u << t;
		}
		if (n == 6)
			return fail(s, "TRAITS needs names or NONE", NULL);
	}
	return PBEM_OK;
}

static int
do_place(struct sc *s, char **tok, int n)
{
	struct fs_game *g = s->g;
	int u, x, y, f, rc;

	if ((n != 5 && n != 6) || strcasecmp(tok[3], "FACE") != 0 ||
	    (n == 6 && strcasecmp(tok[5], "MOUNTED") != 0))
		return fail(s, "PLACE needs <unit> <cell> FACE <dir> [MOUNTED]",
		    NULL);
	if ((u = fs_find_unit(g, tok[1])) < 0)
		return fail(s, "unknown unit %.12s", tok[1]);
	if ((rc = cell_arg(s, tok[2], &x, &y)))
		return rc;
	if ((f = grid_facing_parse(tok[4])) < 0)
		return fail(s, "facing must be NE, SE, SW or NW", NULL);
	if (n == 6 && !(g->r.type[g->u[u].type].flags & FS_F_MOUNTS))
		return fail(s, "only mounted infantry can be MOUNTED", NULL);
	g->u[u].has_def = 1;
	g->u[u].def_x = x;
	g->u[u].def_y = y;
	g->u[u].def_face = f;
	g->u[u].def_mounted = n == 6;
	return PBEM_OK;
}

/* After the last line: cross-checks no single line can make. */
static int
finish(struct sc *s)
{
	struct fs_game *g = s->g;
	struct fs_unit *u;
	int i, j, sd;

	s->line = 0;
	if (!s->have_size || s->terrain_rows == 0 || s->in_terrain)
		return fail(s, "scenario needs SIZE and a complete TERRAIN "
		    "block", NULL);
	if (g->side[0][0] == '\0' || g->side[1][0] == '\0')
		return fail(s, "scenario needs exactly two sides", NULL);
	for (sd = 0; sd < FS_NSIDES; sd++) {
		if (!s->have_zone[sd]) {
			/* §6 default: each side's first rows */
			g->zone_lo[sd] = sd == 0 ? 0 : g->rows - g->r.deploy_rows;
			g->zone_hi[sd] = sd == 0 ? g->r.deploy_rows - 1 :
			    g->rows - 1;
		}
		if (fs_alive_count(g, sd) == 0)
			return fail(s, "side %s has no units", g->side[sd]);
		g->start_units[sd] = fs_alive_count(g, sd);
	}
	if (g->zone_hi[0] >= g->zone_lo[1] && g->zone_hi[1] >= g->zone_lo[0])
		return fail(s, "deployment zones overlap", NULL);
	for (i = 0; i < g->nunits; i++) {
		u = &g->u[i];
		if (!u->has_def)
			continue;
		if (u->def_y < g->zone_lo[u->side] ||
		    u->def_y > g->zone_hi[u->side])
			return fail(s, "PLACE for %s is outside its zone", u->id);
		u->mounted = u->def_mounted;
		u->x = u->def_x;
		u->y = u->def_y;
		if (!fs_can_end(g, i, u->x, u->y))
			return fail(s, "PLACE for %s is not a legal cell for it",
			    u->id);
		for (j = 0; j < i; j++)
			if (g->u[j].has_def && g->u[j].def_x == u->def_x &&
			    g->u[j].def_y == u->def_y)
				return fail(s, "PLACE puts two units in one cell "
				    "(%s)", u->id);
		u->mounted = 0;
		u->x = u->y = 0;
	}
	return PBEM_OK;
}

/* A line: NAME "title" as written, else its words to their keyword. */
static int
line_of(void *sv, int line, char **raw, int nraw, struct pbem_err *err)
{
	struct sc *s = sv;
	struct fs_game *g = s->g;
	char *tok[MAXTOK], *q1, *q2;
	int n, rc;

	(void)nraw;
	(void)err;
	s->line = line;
	if (strncasecmp(raw[0], "NAME", 4) == 0 &&
	    (q1 = strchr(raw[0], '"')) != NULL &&
	    (q2 = strchr(q1 + 1, '"')) != NULL) {
		*q2 = '\0';
		snprintf(g->name, sizeof g->name, "%s", q1 + 1);
		return PBEM_OK;
	}
	n = sheet_words(raw[0], tok, MAXTOK, 0);
	if (n == 0)
		return PBEM_OK;
	if (n < 0)
		return fail(s, "too many words on the line", NULL);
	if (!s->seen_magic) {
		if (n != 2 || strcmp(tok[0], "FSWMAP") != 0 ||
		    strcmp(tok[1], "1") != 0)
			return fail(s, "not a Far Side map (expected FSWMAP 1)",
			    NULL);
		s->seen_magic = 1;
		return PBEM_OK;
	}
	if (s->in_terrain)
		return do_terrain_row(s, tok, n);
	if (strcasecmp(tok[0], "NAME") == 0)
		return fail(s, "NAME needs a quoted title", NULL);
	else if (strcasecmp(tok[0], "SIZE") == 0)
		rc = do_size(s, tok, n);
	else if (strcasecmp(tok[0], "TERRAIN") == 0) {
		if (!s->have_size || s->terrain_rows)
			return fail(s, "TERRAIN needs SIZE first, once", NULL);
		s->in_terrain = s->terrain_rows = 1;
		rc = PBEM_OK;
	} else if (strcasecmp(tok[0], "DEPLOY") == 0)
		rc = do_deploy(s, tok, n);
	else if (strcasecmp(tok[0], "OBJ") == 0)
		rc = do_obj(s, tok, n);
	else if (strcasecmp(tok[0], "FORT") == 0)
		rc = do_fort(s, tok, n);
	else if (strcasecmp(tok[0], "TURNS") == 0) {
		char *e;
		long t = strtol(n == 2 ? tok[1] : "x", &e, 10);

		if (*e || t < 1 || t > 99)
			return fail(s, "TURNS needs 1..99", NULL);
		g->turns = (int)t;
		rc = PBEM_OK;
	} else if (strcasecmp(tok[0], "FORCE") == 0)
		rc = do_force(s, tok, n);
	else if (strcasecmp(tok[0], "LEADER") == 0)
		rc = do_leader(s, tok, n);
	else if (strcasecmp(tok[0], "PLACE") == 0)
		rc = do_place(s, tok, n);
	else
		return fail(s, "unknown keyword \"%.20s\"", tok[0]);
	return rc;
}

int
fs_scenario_parse(const char *text, size_t len, json_t *rules,
    void *gv, struct pbem_err *err)
{
	struct fs_game *g = gv;
	struct sc s;
	int rc;

	memset(&s, 0, sizeof s);
	s.g = g;
	s.err = err;
	memset(g, 0, sizeof *g);
	g->rules_json = rules;
	if ((rc = rules_set_read(&fs_rules_set, rules, &g->r, err)))
		return rc;
	g->turns = g->r.turns;
	g->obj_vp = g->r.vp.objective;
	g->winner = -1;
	if (len > PBEM_MAX_SCENARIO)
		return pbem_fail(err, PBEM_ERR_LIMIT, 0, "scenario too large");
	if (memchr(text, '\0', len) != NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "scenario contains a NUL byte");
	if ((rc = scenario_read(text, len, SCENARIO_RAW, 1, line_of, &s,
	    NULL, err)) != PBEM_OK)
		return rc;
	if (!s.seen_magic)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "empty scenario");
	return finish(&s);
}
