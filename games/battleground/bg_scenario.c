/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_scenario.c - the scenario file (digest 8.2) -> a fresh game.  The
 * text is hostile: every line, count and number is bounded and every
 * error names its line.  Points are written as the digest writes them
 * (inches, y north from the south-west corner) and kept in the plane's
 * frame (y south), 1/1000 inch.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules_tables.h"
#include "scenario_lines.h"
#include "bg.h"
#include "sheet_words.h"

#define MAXTOK	40

const char *const bg_terr_names[BG_NTERR] = {
	"ROAD", "BLDG", "WOODS", "HILL", "WALL", "FENCE", "HEDGE", "BRUSH",
	"CROPS", "STREAM", "FORD"
};
const char *const bg_form_names[BG_NFORM] = {
	"COLUMN", "LINE", "MASS", "BLDG"
};
const char *const bg_weap_names[BG_NWEAP] = { "MG", "GUN_L", "GUN_H" };

int
bg_terr_kind(const char *w)
{
	return word_among(w, bg_terr_names, BG_NTERR);
}

/* Inches as sheets and scenarios write them ("12", "0.5", "-3.25"), in
 * thousandths; -1 on anything else or beyond a million inches. */
static const struct word_unit inches[] = { { "", BG_INCH }, { NULL, 0 } };

int
bg_inches_parse(const char *s, int *v)
{
	int64_t w;

	if (word_length(s, inches, -999999999, 999999999, &w) != 0)
		return -1;
	*v = (int)w;
	return 0;
}

int
bg_terr_find(const struct bg_game *g, const char *id)
{
	return game_find_name(g->t, g->nterr, sizeof g->t[0],
	    offsetof(struct bg_terrain, id), id);
}

int
bg_unit_find(const struct bg_game *g, const char *id)
{
	return game_find_name(g->u, g->nunits, sizeof g->u[0],
	    offsetof(struct bg_unit, id), id);
}

/* "x,y" in inches (y north), or "@id" of a terrain feature (its centre:
 * the mean of its vertices), on the table. */
int
bg_point_parse(const struct bg_game *g, const char *s, struct plane_pt *p)
{
	int64_t x, y, sx = 0, sy = 0;
	int t, i;

	if (s[0] == '@') {
		if ((t = bg_terr_find(g, s + 1)) < 0)
			return -1;
		for (i = 0; i < g->t[t].n; i++) {
			sx += g->t[t].p[i].x;
			sy += g->t[t].p[i].y;
		}
		p->x = sx / g->t[t].n;
		p->y = sy / g->t[t].n;
		return 0;
	}
	if (word_point(s, inches, g->width, g->depth, &x, &y) != 0)
		return -1;
	p->x = x;
	p->y = g->depth - y;
	return 0;
}

void
bg_len_out(int64_t len, char *buf, size_t n)
{
	word_length_text(len, BG_INCH, 1, buf, n);
}

void
bg_pt_out(const struct bg_game *g, struct plane_pt p, char *buf, size_t n)
{
	word_point_text(p.x, g->depth - p.y, BG_INCH, 1, buf, n);
}

struct sc {
	struct bg_game *g;
	struct pbem_err *err;
	int line;
};

static int
fail(struct sc *s, const char *fmt, const char *arg)
{
	return scenario_fail(s->err, s->line, fmt, arg ? arg : "");
}

static int
side_of(const char *w)
{
	if (strcasecmp(w, "AXIS") == 0)
		return BG_AXIS;
	if (strcasecmp(w, "ALLIES") == 0)
		return BG_ALLIES;
	return -1;
}

static int
dims(const char *s, int *w, int *d)
{
	char a[24], *x;

	if (strlen(s) >= sizeof a)
		return -1;
	strcpy(a, s);
	if ((x = strchr(a, 'x')) == NULL && (x = strchr(a, 'X')) == NULL)
		return -1;
	*x++ = '\0';
	if (bg_inches_parse(a, w) || bg_inches_parse(x, d) || *w <= 0 ||
	    *d <= 0 || *w > BG_MAX_TABLE * BG_INCH || *d > BG_MAX_TABLE * BG_INCH)
		return -1;
	return 0;
}

static int
kw_scenario(struct sc *s, char **tok, int n)
{
	struct bg_game *g = s->g;
	int i;

	if (n < 2)
		return fail(s, "SCENARIO needs a name%s", NULL);
	snprintf(g->name, sizeof g->name, "%s", tok[1]);
	for (i = 2; i + 1 < n; i += 2) {
		if (strcasecmp(tok[i], "TABLE") == 0) {
			if (dims(tok[i + 1], &g->width, &g->depth))
				return fail(s, "bad TABLE size %s", tok[i + 1]);
		} else if (strcasecmp(tok[i], "TURNS") == 0) {
			g->turns = atoi(tok[i + 1]);
			if (g->turns < 1 || g->turns > 99)
				return fail(s, "TURNS must be 1..99%s", NULL);
		} else if (strcasecmp(tok[i], "SHOTS") == 0) {
			if (strcasecmp(tok[i + 1], "SEQUENTIAL") == 0)
				g->declare = 0;
			else if (strcasecmp(tok[i + 1], "DECLARE") == 0)
				g->declare = 1;
			else
				return fail(s, "SHOTS is DECLARE or SEQUENTIAL, "
				    "not %s", tok[i + 1]);
		} else if (strcasecmp(tok[i], "FOW") == 0) {
			if (strcasecmp(tok[i + 1], "LOS") == 0)
				g->fow_open = 0;
			else if (strcasecmp(tok[i + 1], "OPEN") == 0)
				g->fow_open = 1;
			else
				return fail(s, "FOW is LOS or OPEN, not %s",
				    tok[i + 1]);
		} else if (strcasecmp(tok[i], "NIGHT") == 0) {
			g->night = strcmp(tok[i + 1], "1") == 0;
			if (!g->night && strcmp(tok[i + 1], "0") != 0)
				return fail(s, "NIGHT is 0 or 1%s", NULL);
		} else
			return fail(s, "unknown SCENARIO word %s", tok[i]);
	}
	if (i != n)
		return fail(s, "SCENARIO word %s needs a value", tok[n - 1]);
	return 0;
}

static int
kw_rear(struct sc *s, char **tok, int n)
{
	static const char dirs[] = "NSEW";
	const char *p;
	int i, sd;

	for (i = 1; i + 1 < n; i += 2) {
		if (strcasecmp(tok[i], "REAR") == 0)
			i++;	/* "REAR AXIS N   REAR ALLIES S" */
		if (i + 1 >= n || (sd = side_of(tok[i])) < 0)
			return fail(s, "unknown side %s", tok[i]);
		if (strlen(tok[i + 1]) != 1 || (p = strchr(dirs,
		    toupper((unsigned char)tok[i + 1][0]))) == NULL)
			return fail(s, "REAR edge is N, S, E or W, not %s",
			    tok[i + 1]);
		s->g->rear[sd] = (int)(p - dirs);
	}
	return i == n ? 0 : fail(s, "REAR needs side and edge%s", NULL);
}

static int
kw_terrain(struct sc *s, char **tok, int n)
{
	struct bg_game *g = s->g;
	struct bg_terrain *t;
	struct plane_pt c;
	int64_t x[BG_MAX_VERTS], y[BG_MAX_VERTS];
	int i, w, d, k;

	if (n < 4)
		return fail(s, "TERRAIN needs kind, id and shape%s", NULL);
	if (g->nterr >= BG_MAX_TERR)
		return fail(s, "too many terrain features%s", NULL);
	t = &g->t[g->nterr];
	memset(t, 0, sizeof *t);
	if ((t->kind = bg_terr_kind(tok[1])) < 0)
		return fail(s, "unknown terrain %s", tok[1]);
	if (!word_is_id(tok[2], BG_ID_LEN) || bg_terr_find(g, tok[2]) >= 0 ||
	    bg_unit_find(g, tok[2]) >= 0)
		return fail(s, "bad or repeated id %s", tok[2]);
	snprintf(t->id, sizeof t->id, "%s", tok[2]);
	i = 4;
	if (strcasecmp(tok[3], "rect") == 0) {
		if (n < 6 || bg_point_parse(g, tok[4], &c) ||
		    dims(tok[5], &w, &d))
			return fail(s, "rect needs centre x,y and WxD%s", NULL);
		t->n = 4;
		t->p[0].x = c.x - w / 2; t->p[0].y = c.y - d / 2;
		t->p[1].x = c.x + (w - w / 2); t->p[1].y = c.y - d / 2;
		t->p[2].x = c.x + (w - w / 2); t->p[2].y = c.y + (d - d / 2);
		t->p[3].x = c.x - w / 2; t->p[3].y = c.y + (d - d / 2);
		i = 6;
	} else if (strcasecmp(tok[3], "poly") == 0 ||
	    strcasecmp(tok[3], "line") == 0) {
		t->line = strcasecmp(tok[3], "line") == 0;
		if ((k = word_points(tok + i, n - i, inches, g->width, g->depth,
		    x, y, BG_MAX_VERTS)) < 0)
			return k == -1 - BG_MAX_VERTS ? fail(s, "at most 16 "
			    "vertices%s", NULL) : fail(s, "bad point %s",
			    tok[i - 1 - k]);
		for (; t->n < k; t->n++, i++) {	/* y north -> the plane's */
			t->p[t->n].x = x[t->n];
			t->p[t->n].y = g->depth - y[t->n];
		}
		if (t->n < (t->line ? 2 : 3))
			return fail(s, "too few points for %s", tok[3]);
	} else
		return fail(s, "shape is rect, poly or line, not %s", tok[3]);
	for (; i + 1 < n; i += 2) {
		if (strcasecmp(tok[i], "width") == 0) {
			if (bg_inches_parse(tok[i + 1], &t->width) ||
			    t->width < 0 || t->width > 24000)
				return fail(s, "bad width %s", tok[i + 1]);
		} else if (strcasecmp(tok[i], "level") == 0) {
			t->level = atoi(tok[i + 1]);
			if (t->level < 0 || t->level > 9)
				return fail(s, "level is 0..9%s", NULL);
		} else
			return fail(s, "unknown TERRAIN word %s", tok[i]);
	}
	if (i != n)
		return fail(s, "TERRAIN word %s needs a value", tok[i]);
	if (t->line && t->kind != BG_T_ROAD && t->kind != BG_T_WALL &&
	    t->kind != BG_T_FENCE && t->kind != BG_T_HEDGE &&
	    t->kind != BG_T_STREAM)
		return fail(s, "%s must be an area", tok[1]);
	if (!t->line && (t->kind == BG_T_WALL || t->kind == BG_T_FENCE ||
	    t->kind == BG_T_HEDGE || t->kind == BG_T_ROAD))
		return fail(s, "%s must be a line", tok[1]);
	g->nterr++;
	return 0;
}

static int
fig_letters(struct sc *s, struct bg_unit *u, char **tok, int *i, int n)
{
	int k;

	for (; *i < n && strlen(tok[*i]) == 1 &&
	    strchr(BG_FIG_LETTERS, toupper((unsigned char)tok[*i][0])); (*i)++) {
		k = (int)strlen(u->figs);
		if (k >= BG_MAX_FIGS)
			return fail(s, "at most 12 figures%s", NULL);
		u->figs[k] = (char)toupper((unsigned char)tok[*i][0]);
	}
	if (strlen(u->figs) < 1)
		return fail(s, "unit %s has no figures", u->id);
	return 0;
}

static int
kw_vehicle(struct sc *s, struct bg_unit *u, char **tok, int i, int n)
{
	char *c, msg[120];
	int w;

	u->veh = 1;
	u->len = 3000;
	u->wid = 1500;
	u->armour = 1;
	u->vdice = 3;
	u->figs[0] = 'V';	/* a vehicle is one model */
	i++;			/* the class word: informative */
	for (; i < n; i++) {
		if (strcasecmp(tok[i], "TRACKED") == 0)
			u->tracked = 1;
		else if (strcasecmp(tok[i], "WHEELED") == 0)
			u->tracked = 0;
		else if (strcasecmp(tok[i], "armour") == 0 && i + 1 < n) {
			u->armour = atoi(tok[++i]);
			if (u->armour < 0 || u->armour > 6)
				return fail(s, "armour is 0..6%s", NULL);
		} else if (strcasecmp(tok[i], "dice") == 0 && i + 1 < n) {
			u->vdice = atoi(tok[++i]);
			if (u->vdice < 1 || u->vdice > 4)
				return fail(s, "dice is 1..4%s", NULL);
		} else if (strcasecmp(tok[i], "size") == 0 && i + 1 < n) {
			if (dims(tok[++i], &u->len, &u->wid) ||
			    u->len < 2000 || u->wid < 500)
				return fail(s, "bad size %s", tok[i]);
		} else if ((c = strchr(tok[i], ':')) != NULL) {
			*c++ = '\0';
			if (u->nweap >= BG_MAX_WEAP)
				return fail(s, "at most 4 weapons%s", NULL);
			if (strncasecmp(tok[i], "MG", 2) == 0)
				w = BG_W_MG;
			else if (strcasecmp(tok[i], "GUN_L") == 0)
				w = BG_W_GUN_L;
			else if (strcasecmp(tok[i], "GUN_H") == 0)
				w = BG_W_GUN_H;
			else
				return fail(s, "unknown weapon %s", tok[i]);
			if (strcasecmp(c, "bow") != 0 &&
			    strcasecmp(c, "turret") != 0)
				return fail(s, "weapon mount is bow or turret, "
				    "not %s", c);
			u->weap[u->nweap] = w;
			u->bow[u->nweap++] = strcasecmp(c, "bow") == 0;
		} else if (bg_kit_flag(u, tok[i])) {
			continue;	/* MINECLEAR */
		} else if ((w = bg_enter_kw(s->g, u, tok, &i, n, msg,
		    sizeof msg)) < 0)
			return fail(s, "%s", msg);
		else if (w > 0)
			continue;	/* ENTER <turn> (bg_enter.c) */
		else if ((w = bg_passenger_kw(s->g, u, tok, &i, n, msg,
		    sizeof msg)) < 0)
			return fail(s, "%s", msg);
		else if (w == 0)
			return fail(s, "unknown vehicle word %s", tok[i]);
	}
	return 0;
}

static int
kw_unit(struct sc *s, char **tok, int n)
{
	struct bg_game *g = s->g;
	struct bg_unit *u;
	struct plane_pt p;
	char msg[120];
	int i, f;

	if (n < 8)
		return fail(s, "UNIT needs side id type grade x,y facing "
		    "and more%s", NULL);
	if (g->nunits >= BG_MAX_UNITS)
		return fail(s, "too many units%s", NULL);
	u = &g->u[g->nunits];
	memset(u, 0, sizeof *u);
	u->bldg = -1;
	if ((u->side = side_of(tok[1])) < 0)
		return fail(s, "unknown side %s", tok[1]);
	if (!word_is_id(tok[2], BG_ID_LEN) || bg_unit_find(g, tok[2]) >= 0 ||
	    bg_terr_find(g, tok[2]) >= 0)
		return fail(s, "bad or repeated id %s", tok[2]);
	snprintf(u->id, sizeof u->id, "%s", tok[2]);
	if (strlen(tok[4]) != 1 || tok[4][0] < 'A' || tok[4][0] > 'D')
		return fail(s, "grade is A, B, C or D, not %s", tok[4]);
	u->grade = tok[4][0] - 'A';
	if (bg_point_parse(g, tok[5], &p))
		return fail(s, "bad point %s", tok[5]);
	u->x = (int)p.x;
	u->y = (int)p.y;
	f = atoi(tok[6]);
	if (f < 0 || f > 359 || !isdigit((unsigned char)tok[6][0]))
		return fail(s, "facing is 0..359, not %s", tok[6]);
	u->facing = f;
	if (strcasecmp(tok[3], "VEH") == 0) {
		if (kw_vehicle(s, u, tok, 7, n))
			return -1;
	} else if (strcasecmp(tok[3], "INF") == 0) {
		for (f = 0; f < BG_NFORM; f++)
			if (strcasecmp(tok[7], bg_form_names[f]) == 0)
				break;
		if (f == BG_NFORM)
			return fail(s, "unknown formation %s", tok[7]);
		u->form = f;
		if (f == BG_BLDG) {
			for (i = 0; i < g->nterr; i++)
				if (g->t[i].kind == BG_T_BLDG &&
				    bg_in_poly(&g->t[i], p))
					break;
			if (i == g->nterr)
				return fail(s, "no building at %s", tok[5]);
			u->bldg = i;
		}
		i = 8;
		if (fig_letters(s, u, tok, &i, n))
			return -1;
		for (; i < n; i++) {
			if (strcasecmp(tok[i], "DUG") == 0)
				u->dug = 1;
			else if (strcasecmp(tok[i], "HIDDEN") == 0)
				u->hidden = 1;
			else if (strcasecmp(tok[i], "CLOSEASSAULT") == 0)
				u->closeassault = 1;
			else if (bg_kit_flag(u, tok[i]))
				continue;	/* SMOKE FLARES (4.15) */
			else if ((f = bg_enter_kw(g, u, tok, &i, n, msg,
			    sizeof msg)) < 0)
				return fail(s, "%s", msg);
			else if (f > 0)
				continue;	/* ENTER <turn> (bg_enter.c) */
			else if ((f = bg_passenger_kw(g, u, tok, &i, n, msg,
			    sizeof msg)) < 0)
				return fail(s, "%s", msg);
			else if (f == 0)
				return fail(s, "unknown unit flag %s", tok[i]);
		}
	} else if (strcasecmp(tok[3], "EMPL") == 0) {
		if (bg_empl_unit(g, u, tok, 7, n, msg, sizeof msg))
			return fail(s, "%s", msg);
	} else
		return fail(s, "unit type is INF, VEH or EMPL, not %s", tok[3]);
	u->start_figs = (int)strlen(u->figs);
	if (bg_enter_check(g, u, msg, sizeof msg) != 0)
		return fail(s, "%s", msg);
	g->nunits++;
	return 0;
}

static int
kw_victory(struct sc *s, char **tok, int n)
{
	struct bg_game *g = s->g;
	int sd;

	if (n < 3 || (sd = side_of(tok[1])) < 0)
		return fail(s, "VICTORY needs a side and a goal%s", NULL);
	if (strcasecmp(tok[2], "ELSE") == 0 && n == 3) {
		g->else_side = sd;
		return 0;
	}
	if (strcasecmp(tok[2], "HOLD") == 0 && n == 6 &&
	    strcasecmp(tok[4], "AT") == 0 && strcasecmp(tok[5], "END") == 0) {
		if ((g->hold_bldg = bg_terr_find(g, tok[3])) < 0)
			return fail(s, "no feature %s", tok[3]);
		g->hold_side = sd;
		return 0;
	}
	if (strcasecmp(tok[2], "ELIMINATE") == 0 && n == 4) {
		if ((g->elim_unit[sd] = bg_unit_find(g, tok[3])) < 0 ||
		    g->u[g->elim_unit[sd]].side == sd)
			return fail(s, "ELIMINATE needs an enemy unit listed "
			    "before it, not %s", tok[3]);
		return 0;
	}
	if (strcasecmp(tok[2], "DESTROY") == 0 && n == 5 &&
	    strcasecmp(tok[4], "VEHICLES") == 0) {
		g->destroy_n[sd] = atoi(tok[3]);
		if (g->destroy_n[sd] < 1 || g->destroy_n[sd] > BG_MAX_UNITS)
			return fail(s, "DESTROY needs 1 to 48 vehicles, not %s",
			    tok[3]);
		return 0;
	}
	return fail(s, "VICTORY goal %s is not known here (HOLD <feature> "
	    "AT END, ELIMINATE <unit>, DESTROY <n> VEHICLES, ELSE)", tok[2]);
}

static int
kw_cards(struct sc *s, char **tok, int n)
{
	struct bg_game *g = s->g;
	struct bg_stack *st;
	int i, c;

	if (g->nstack >= BG_MAX_STACK || n < 3 || n - 2 > 16)
		return fail(s, "CARDS needs a turn and 1..16 cards%s", NULL);
	st = &g->stack[g->nstack];
	st->turn = atoi(tok[1]);
	if (st->turn < 1 || st->turn > 99)
		return fail(s, "bad CARDS turn %s", tok[1]);
	for (i = 2; i < n; i++) {
		if ((c = bg_card_parse(tok[i])) < 0)
			return fail(s, "unknown card %s", tok[i]);
		st->cards[st->n++] = c;
	}
	g->nstack++;
	return 0;
}

static int
statement(void *sv, int line, char **tok, int n, struct pbem_err *err)
{
	struct sc *s = sv;

	(void)err;
	s->line = line;
	if (strcasecmp(tok[0], "SCENARIO") == 0)
		return kw_scenario(s, tok, n);
	if (s->g->width == 0)
		return fail(s, "the first line must be SCENARIO ... TABLE "
		    "WxD%s", NULL);
	if (strcasecmp(tok[0], "REAR") == 0)
		return kw_rear(s, tok, n);
	if (strcasecmp(tok[0], "TERRAIN") == 0)
		return kw_terrain(s, tok, n);
	if (strcasecmp(tok[0], "UNIT") == 0)
		return kw_unit(s, tok, n);
	if (strcasecmp(tok[0], "VICTORY") == 0)
		return kw_victory(s, tok, n);
	if (strcasecmp(tok[0], "CARDS") == 0)
		return kw_cards(s, tok, n);
	if (strcasecmp(tok[0], "ARTYPOOL") == 0) {
		char msg[120];

		return bg_arty_pool_kw(s->g, tok, n, msg, sizeof msg) ?
		    fail(s, "%s", msg) : 0;
	}
	if (strcasecmp(tok[0], "ARTY") == 0) {
		char msg[120];

		return bg_arty_kw(s->g, tok, n, msg, sizeof msg) ? fail(s, "%s",
		    msg) : 0;
	}
	if (strcasecmp(tok[0], "OPTIONS") == 0) {
		char msg[160];

		return bg_options_kw(s->g, tok, n, msg, sizeof msg) ?
		    fail(s, "%s", msg) : 0;
	}
	if (strcasecmp(tok[0], "MINE") == 0) {
		char msg[120];

		return bg_mine_kw(s->g, tok, n, msg, sizeof msg) ? fail(s, "%s",
		    msg) : 0;
	}
	return fail(s, "unknown keyword %s", tok[0]);
}

int
bg_scenario_parse(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct bg_game *g = gv;
	struct sc s;
	char what[80];
	int rc;

	memset(g, 0, sizeof *g);
	strcpy(g->side[BG_AXIS], "AXIS");
	strcpy(g->side[BG_ALLIES], "ALLIES");
	g->rear[BG_AXIS] = 0;
	g->rear[BG_ALLIES] = 1;
	g->declare = 1;		/* digest 4.5: DECLARE unless told */
	g->hold_side = g->else_side = -1;
	g->elim_unit[0] = g->elim_unit[1] = -1;
	g->hold_bldg = -1;
	g->turns = 8;
	s.g = g;
	s.err = err;
	if (json_object_get(rules, "rules") != NULL)
		rules = json_object_get(rules, "rules");
	if (rules_table_read(rules, 1, &g->r, &bg_rules_table, err) !=
	    PBEM_OK) {
		snprintf(what, sizeof what, "%s", err->msg);
		return scenario_fail(err, 0, "rules.json: bad %s", what);
	}
	/* smoke, clearing, healing, emplacements: before the UNIT lines;
	 * the unit rules first: the UNIT lines use them (CARRY) */
	if (rules_table_read(json_object_get(rules, "fire"), 0, &g->fr,
	    &bg_fire_table, err) != PBEM_OK ||
	    rules_table_read(json_object_get(rules, "units"), 0, &g->ur,
	    &bg_urules_table, err) != PBEM_OK)
		return err->rc;
	/* "quoted names" are one word; a line may hold statements; */
	if (scenario_read(text, len, SHEET_WORDS_QUOTES | SCENARIO_SEMICOLON,
	    MAXTOK, statement, &s, &s.line, err) != PBEM_OK)
		return err->rc ? err->rc : PBEM_ERR_PARSE;
	if (g->width == 0)
		return fail(&s, "no SCENARIO line%s", NULL);
	if (g->nunits == 0)
		return fail(&s, "no units%s", NULL);
	for (rc = 0; rc < g->nunits; rc++)
		if ((g->u[rc].x > g->width || g->u[rc].y > g->depth))
			return fail(&s, "unit %s is off the table",
			    g->u[rc].id);
	if (bg_arty_setup(g, rules, what, sizeof what) != 0)
		return fail(&s, "%s", what);
	if (bg_deck_init(g, err) != 0)
		return err->rc;
	g->turn = 1;
	bg_sight_update(g, NULL);	/* what each side sees at the start */
	return PBEM_OK;
}
