/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_scen_read.c - the scenario keywords of digest 8.2, one function
 * each, into a fresh struct gl_game.  Two additions to the digest's
 * example, written in ORDERS.md: VICTORY may carry a rule the server can
 * judge (CLEAR side feature yards, GUN id), and OPTIONS sets [P] values.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules_tables.h"
#include "scenario_lines.h"
#include "state_schema.h"
#include "gl.h"
#include "sheet_words.h"

struct rd {
	struct gl_game *g;
	struct gl_toks tk;
	int line;
	int harvest;		/* OPTIONS harvest=yes */
	char why[160];
};

static int
bad(struct rd *r, const char *what, const char *tok)
{
	return gl_kw_fail(r->why, sizeof r->why, what, tok);
}

/* A side by its name, case ignored; none for an empty word (while the
 * scenario is read, a side may not be named yet). */
static int
side_index(const struct gl_game *g, const char *name)
{
	return name[0] ? game_find_name(g->side, GL_NSIDES, sizeof g->side[0],
	    0, name) : -1;
}

/* A new thing's id, unique among every kind (gl_ids.c). */
static int
new_id(struct rd *r, const char *s)
{
	return gl_id_claim(r->g, s, r->why, sizeof r->why);
}

static int
points(struct rd *r, int from, int to, struct gl_poly *p, int min)
{
	int k = gl_points(r->tk.t + from, to - from, r->g->width,
	    r->g->height, p);

	if (k == to - from)
		return k < min ? bad(r, "too few points", NULL) : 0;
	k = k < 0 ? -1 - k : k;		/* the word that ended the run */
	return k >= GL_MAX_VERT ? bad(r, "too many points", NULL) :
	    bad(r, "bad point (x,y in yards on the board)", r->tk.t[from + k]);
}

static int
kw_board(struct rd *r)
{
	struct gl_game *g = r->g;
	int w, h;

	if (r->tk.n != 3 || gl_num(r->tk.t[1], GL_MAX_BOARD * GL_YD, &w) ||
	    gl_num(r->tk.t[2], GL_MAX_BOARD * GL_YD, &h) || w < 20 * GL_YD ||
	    h < 20 * GL_YD)
		return bad(r, "BOARD width height (yards, 20 to 5000)", NULL);
	g->width = w;
	g->height = h;
	return 0;
}

static int
kw_side(struct rd *r)
{
	static const char *const homes[] = { "north", "south", "east", "west" };
	struct gl_game *g = r->g;
	int s, i;

	if (r->tk.n != 5 || strcasecmp(r->tk.t[3], "HOME") != 0)
		return bad(r, "SIDE id \"title\" HOME north|south|east|west",
		    NULL);
	if ((s = g->side[0][0] ? 1 : 0) == 1 && g->side[1][0])
		return bad(r, "more than two sides", NULL);
	if (!gl_valid_id(r->tk.t[1]) || strlen(r->tk.t[1]) >= 16)
		return bad(r, "bad side id", r->tk.t[1]);
	if (s == 1 && strcasecmp(g->side[0], r->tk.t[1]) == 0)
		return bad(r, "side named twice", r->tk.t[1]);
	snprintf(g->side[s], sizeof g->side[s], "%s", r->tk.t[1]);
	snprintf(g->side_title[s], sizeof g->side_title[s], "%s", r->tk.t[2]);
	for (i = 0; i < 4; i++)
		if (strcasecmp(r->tk.t[4], homes[i]) == 0)
			break;
	if (i == 4)
		return bad(r, "bad home edge", r->tk.t[4]);
	g->home[s] = i;
	return 0;
}

static int
kw_area(struct rd *r)
{
	struct gl_game *g = r->g;
	struct gl_area *a;
	int k;

	if (r->tk.n < 6 || g->narea == GL_MAX_AREAS)
		return bad(r, "AREA id kind x,y x,y x,y ... (at most 32)", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	for (k = 0; k < GL_NAREA_KIND; k++)
		if (strcasecmp(r->tk.t[2], gl_area_kind_name(k)) == 0)
			break;
	if (strcasecmp(r->tk.t[2], "sunken_road") == 0)
		k = GL_A_GULLY;		/* the same terrain (4.3) */
	if (k == GL_NAREA_KIND || k == GL_A_CLEAR)
		return bad(r, "unknown area kind", r->tk.t[2]);
	a = &g->area[g->narea];
	snprintf(a->id, sizeof a->id, "%s", r->tk.t[1]);
	a->kind = k;
	if (points(r, 3, r->tk.n, &a->p, 3))
		return -1;
	g->narea++;
	return 0;
}

static int
kw_line(struct rd *r, int stream)
{
	struct gl_game *g = r->g;
	struct gl_line *l;
	int k = GL_L_STREAM, i = 3, w = 0;

	if (r->tk.n < 5 || g->nline == GL_MAX_LINES)
		return bad(r, "LINE id kind x,y x,y ... (at most 32)", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	if (!stream) {
		for (k = 0; k < GL_NLINE_KIND; k++)
			if (strcasecmp(r->tk.t[2], gl_line_kind_name(k)) == 0)
				break;
		if (k == GL_NLINE_KIND || k == GL_L_STREAM)
			return bad(r, "unknown line kind", r->tk.t[2]);
	} else {
		/* STREAM id depth flow width=N points: shallow calm only */
		if (r->tk.n < 7 || strcasecmp(r->tk.t[2], "shallow") != 0 ||
		    strcasecmp(r->tk.t[3], "calm") != 0 ||
		    strncasecmp(r->tk.t[4], "width=", 6) != 0 ||
		    gl_num(r->tk.t[4] + 6, 50 * GL_YD, &w))
			return bad(r, "STREAM id shallow calm width=N x,y x,y ...",
			    NULL);
		i = 5;
	}
	l = &g->line[g->nline];
	snprintf(l->id, sizeof l->id, "%s", r->tk.t[1]);
	l->kind = k;
	l->width = w;
	if (points(r, i, r->tk.n, &l->p, 2))
		return -1;
	g->nline++;
	return 0;
}

static int
kw_hill(struct rd *r)
{
	struct gl_game *g = r->g;
	struct gl_hill *h;
	int i, top = -1, lv;

	if (r->tk.n < 10 || g->nhill == GL_MAX_HILLS ||
	    strncasecmp(r->tk.t[2], "level=", 6) != 0 ||
	    strcasecmp(r->tk.t[3], "slope") != 0)
		return bad(r, "HILL id level=N slope x,y ... top x,y ...", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	lv = atoi(r->tk.t[2] + 6);
	if (lv < 1 || lv > 9)
		return bad(r, "hill level 1..9", r->tk.t[2]);
	for (i = 4; i < r->tk.n; i++)
		if (strcasecmp(r->tk.t[i], "top") == 0)
			top = i;
	if (top < 0)
		return bad(r, "HILL without top", NULL);
	h = &g->hill[g->nhill];
	snprintf(h->id, sizeof h->id, "%s", r->tk.t[1]);
	h->level = lv;
	if (points(r, 4, top, &h->slope, 3) ||
	    points(r, top + 1, r->tk.n, &h->top, 3))
		return -1;
	g->nhill++;
	return 0;
}

static int
kw_building(struct rd *r)
{
	struct gl_game *g = r->g;
	struct gl_bld *b;
	int i, door;

	if (r->tk.n < 4 || g->nbld == GL_MAX_BLD)
		return bad(r, "BUILDING id x0,y0 x1,y1 [DOOR id x,y open|closed]"
		    " [WINDOW id x,y]", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	b = &g->bld[g->nbld];
	memset(b, 0, sizeof *b);
	snprintf(b->id, sizeof b->id, "%s", r->tk.t[1]);
	if (gl_point(r->tk.t[2], g->width, g->height, &b->x0, &b->y0) ||
	    gl_point(r->tk.t[3], g->width, g->height, &b->x1, &b->y1) ||
	    b->x1 <= b->x0 || b->y1 <= b->y0)
		return bad(r, "bad building corners", NULL);
	g->nbld++;	/* now, so its openings' ids are checked against it */
	for (i = 4; i < r->tk.n; ) {
		door = strcasecmp(r->tk.t[i], "DOOR") == 0;
		if ((!door && strcasecmp(r->tk.t[i], "WINDOW") != 0) ||
		    i + (door ? 4 : 3) > r->tk.n || b->nopen == GL_MAX_OPEN)
			return bad(r, "bad opening", r->tk.t[i]);
		if (new_id(r, r->tk.t[i + 1]))
			return -1;
		if (gl_point(r->tk.t[i + 2], g->width, g->height,
		    &b->ox[b->nopen], &b->oy[b->nopen]))
			return bad(r, "bad opening", r->tk.t[i + 1]);
		snprintf(b->open_id[b->nopen], GL_ID_LEN, "%s", r->tk.t[i + 1]);
		b->door[b->nopen] = door;
		i += 3;
		if (door) {
			b->closed[b->nopen] = strcasecmp(r->tk.t[i],
			    "closed") == 0;
			if (!b->closed[b->nopen] && strcasecmp(r->tk.t[i],
			    "open") != 0)
				return bad(r, "door open|closed", r->tk.t[i]);
			i++;
		}
		b->nopen++;
	}
	return 0;
}


static int
kw_cmd(struct rd *r)
{
	struct gl_game *g = r->g;
	struct gl_cmd *c;
	int s, o;

	if ((r->tk.n != 4 && r->tk.n != 6) || g->ncmd == GL_MAX_CMDS ||
	    r->tk.t[1][0] != '@')
		return bad(r, "CMD @id side ORDER [OBJ feature|x,y|EDGE]", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	if ((s = side_index(g, r->tk.t[2])) < 0)
		return bad(r, "unknown side", r->tk.t[2]);
	if ((o = gl_order_parse(r->tk.t[3])) < 0)
		return bad(r, "unknown order", r->tk.t[3]);
	c = &g->cmd[g->ncmd];
	memset(c, 0, sizeof *c);
	snprintf(c->id, sizeof c->id, "%s", r->tk.t[1]);
	c->side = s;
	c->order = o;
	if (r->tk.n == 6) {
		if (strcasecmp(r->tk.t[4], "OBJ") != 0)
			return bad(r, "expected OBJ", r->tk.t[4]);
		if (strcasecmp(r->tk.t[5], "EDGE") == 0)
			c->obj_kind = 2;
		else if (strchr(r->tk.t[5], ',') != NULL) {
			if (gl_point(r->tk.t[5], g->width, g->height,
			    &c->obj_x, &c->obj_y))
				return bad(r, "bad point", r->tk.t[5]);
			c->obj_kind = 1;
		} else {
			if (gl_find_feature(g, r->tk.t[5], &c->obj_x,
			    &c->obj_y) < 0)
				return bad(r, "unknown feature", r->tk.t[5]);
			snprintf(c->obj_feature, sizeof c->obj_feature, "%s",
			    r->tk.t[5]);
			c->obj_kind = 3;
		}
	}
	g->ncmd++;
	return 0;
}

static int
kw_man(struct rd *r)
{
	static const char *const leaders[] = { "-", "minor", "major",
		"commander" };
	static const char *const types[] = { "foot", "mounted" };
	static const char *const ratings[] = { "levy", "green", "regular",
		"veteran", "elite" };
	static const char *const trains[] = { "untrained", "warrior",
		"drilled" };
	struct gl_game *g = r->g;
	struct gl_man *m;
	int v;

	if ((r->tk.n != 10 && (r->tk.n != 11 || strncasecmp(r->tk.t[10],
	    "wounds=", 7) != 0)) || g->nman == GL_MAX_MEN)
		return bad(r, "MAN id @cmd leader type rating training weapons "
		    "x,y facing [wounds=1..3] (at most 64 men)", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	m = &g->man[g->nman];
	memset(m, 0, sizeof *m);
	snprintf(m->id, sizeof m->id, "%s", r->tk.t[1]);
	if ((m->cmd = gl_find_cmd(g, r->tk.t[2])) < 0)
		return bad(r, "unknown command", r->tk.t[2]);
	m->side = g->cmd[m->cmd].side;
	if ((m->leader = word_among(r->tk.t[3], leaders, 4)) < 0)
		return bad(r, "leader -|minor|major|commander", r->tk.t[3]);
	if ((m->type = word_among(r->tk.t[4], types, 2)) < 0)
		return bad(r, "type foot|mounted", r->tk.t[4]);
	if ((v = word_among(r->tk.t[5], ratings, 5)) < 0)
		return bad(r, "rating levy|green|regular|veteran|elite",
		    r->tk.t[5]);
	m->rating = v - 2;
	if ((m->training = word_among(r->tk.t[6], trains, 3)) < 0)
		return bad(r, "training untrained|warrior|drilled", r->tk.t[6]);
	if (state_names_mask(&gl_weapons, g, r->tk.t[7], &m->weapons))
		return bad(r, "unknown weapon in", r->tk.t[7]);
	if (gl_point(r->tk.t[8], g->width, g->height, &m->x, &m->y))
		return bad(r, "bad position", r->tk.t[8]);
	if (gl_deg(r->tk.t[9], &m->facing))
		return bad(r, "facing 0..359", r->tk.t[9]);
	/* wounds carried from an earlier battle of a campaign */
	if (r->tk.n == 11 && ((m->wounds = atoi(r->tk.t[10] + 7)) < 1 ||
	    m->wounds > 3))
		return bad(r, "wounds=1..3", r->tk.t[10]);
	m->fire_tgt = GL_T_DEFAULT;
	m->fire_else = GL_T_NEAREST;
	m->fleeto_edge = 1;
	g->nman++;
	return 0;
}

static int
kw_gun(struct rd *r)
{
	static const char *const kinds[] = { "smoothbore", "howitzer",
		"rifled", "gatling", "maxim" };
	struct gl_game *g = r->g;
	struct gl_gun *k;
	char list[GL_TOK_LEN], *p, *save = NULL;
	int i, m;

	if (r->tk.n < 8 || g->ngun == GL_MAX_GUNS)
		return bad(r, "GUN id @cmd kind \"name\" x,y facing "
		    "limbered|unlimbered [crew=a,b] [ammo=CAN:n,ISHR:n]", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	k = &g->gun[g->ngun];
	memset(k, 0, sizeof *k);
	snprintf(k->id, sizeof k->id, "%s", r->tk.t[1]);
	snprintf(k->name, sizeof k->name, "%s", r->tk.t[4]);
	if ((i = gl_find_cmd(g, r->tk.t[2])) < 0)
		return bad(r, "unknown command", r->tk.t[2]);
	k->cmd = i;
	k->side = g->cmd[i].side;
	if ((k->kind = word_among(r->tk.t[3], kinds, GL_GUN_NKIND)) < 0)
		return bad(r, "gun kind smoothbore|howitzer|rifled|gatling|maxim",
		    r->tk.t[3]);
	if (gl_point(r->tk.t[5], g->width, g->height, &k->x, &k->y) ||
	    gl_deg(r->tk.t[6], &k->facing))
		return bad(r, "bad gun position or facing", NULL);
	k->limbered = strcasecmp(r->tk.t[7], "limbered") == 0;
	if (!k->limbered && strcasecmp(r->tk.t[7], "unlimbered") != 0)
		return bad(r, "limbered|unlimbered", r->tk.t[7]);
	k->ammo_can = k->ammo_ishr = k->ammo_ball = -1;
	for (i = 8; i < r->tk.n; i++) {
		snprintf(list, sizeof list, "%s", r->tk.t[i]);
		if (strncasecmp(list, "crew=", 5) == 0) {
			for (p = strtok_r(list + 5, ",", &save); p;
			    p = strtok_r(NULL, ",", &save)) {
				if ((m = gl_find_man(g, p)) < 0 ||
				    g->man[m].side != k->side || g->man[m].gun)
					return bad(r, "bad crew", p);
				g->man[m].gun = g->ngun + 1;
			}
		} else if (strncasecmp(list, "ammo=", 5) == 0) {
			for (p = strtok_r(list + 5, ",", &save); p;
			    p = strtok_r(NULL, ",", &save)) {
				int n = atoi(strchr(p, ':') ? strchr(p, ':') + 1
				    : "x");

				if (n < 0 || n > 999 || strchr(p, ':') == NULL)
					return bad(r, "bad ammo", p);
				if (strncasecmp(p, "CAN:", 4) == 0)
					k->ammo_can = n;
				else if (strncasecmp(p, "ISHR:", 5) == 0 ||
				    strncasecmp(p, "SHR:", 4) == 0)
					k->ammo_ishr = n;	/* shells */
				else if (strncasecmp(p, "BURSTS:", 7) == 0)
					k->ammo_can = n;	/* MG bursts */
				else if (strncasecmp(p, "BALL:", 5) == 0)
					k->ammo_ball = n;	/* gl_fx.c */
				else
					return bad(r, "ammo CAN:n,ISHR:n,"
					    "BALL:n", p);
			}
		} else
			return bad(r, "unknown gun word", r->tk.t[i]);
	}
	g->ngun++;
	return 0;
}

static int
kw_limber(struct rd *r)
{
	struct gl_game *g = r->g;
	struct gl_limber *l;
	int i;

	if (r->tk.n != 7 || g->nlimb == GL_MAX_LIMB ||
	    strncasecmp(r->tk.t[3], "horses=", 7) != 0 ||
	    strncasecmp(r->tk.t[4], "driver=", 7) != 0)
		return bad(r, "LIMBER id gun horses=N driver=id x,y facing",
		    NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	l = &g->limb[g->nlimb];
	memset(l, 0, sizeof *l);
	snprintf(l->id, sizeof l->id, "%s", r->tk.t[1]);
	if ((l->gun = gl_find_gun(g, r->tk.t[2])) < 0)
		return bad(r, "unknown gun", r->tk.t[2]);
	l->horses = atoi(r->tk.t[3] + 7);
	if (l->horses < 1 || l->horses > 12)
		return bad(r, "horses 1..12", r->tk.t[3]);
	if ((i = gl_find_man(g, r->tk.t[4] + 7)) < 0)
		return bad(r, "unknown driver", r->tk.t[4] + 7);
	l->driver = i;
	if (gl_point(r->tk.t[5], g->width, g->height, &l->x, &l->y) ||
	    gl_deg(r->tk.t[6], &l->facing))
		return bad(r, "bad limber position or facing", NULL);
	g->nlimb++;
	return 0;
}

static int
kw_victory(struct rd *r)
{
	struct gl_game *g = r->g;
	int s, i;

	if (r->tk.n < 3 || (s = side_index(g, r->tk.t[1])) < 0)
		return bad(r, "VICTORY side \"text\" [CLEAR side feature yd] "
		    "[GUN id] [STORES N]", NULL);
	snprintf(g->vic_text[s], sizeof g->vic_text[s], "%s", r->tk.t[2]);
	for (i = 3; i < r->tk.n; ) {
		if (strcasecmp(r->tk.t[i], "CLEAR") == 0 && i + 3 < r->tk.n) {
			int x, y;

			if (side_index(g, r->tk.t[i + 1]) != 1 - s ||
			    gl_find_feature(g, r->tk.t[i + 2], &x, &y) < 0 ||
			    gl_num(r->tk.t[i + 3], 1000 * GL_YD, &g->vic_yd))
				return bad(r, "CLEAR enemy-side feature yards",
				    NULL);
			snprintf(g->vic_feature, sizeof g->vic_feature, "%s",
			    r->tk.t[i + 2]);
			g->vic_side = s;
			i += 4;
		} else if (strcasecmp(r->tk.t[i], "GUN") == 0 &&
		    i + 1 < r->tk.n) {
			if ((g->vic_gun = gl_find_gun(g, r->tk.t[i + 1])) < 0 ||
			    g->gun[g->vic_gun].side == s)
				return bad(r, "GUN: an enemy gun", r->tk.t[i + 1]);
			g->vic_side = s;
			i += 2;
		} else if (strcasecmp(r->tk.t[i], "STORES") == 0 &&
		    i + 1 < r->tk.n) {	/* gl_dump.c: its dumps at the end */
			g->vic_stores = atoi(r->tk.t[i + 1]);
			if (g->vic_stores < 1 || g->vic_stores > 1000 ||
			    r->tk.t[i + 1][0] < '0' || r->tk.t[i + 1][0] > '9')
				return bad(r, "STORES N: percent of a load, 1 to "
				    "1000", r->tk.t[i + 1]);
			g->vic_side = s;
			i += 2;
		} else
			return bad(r, "unknown victory word", r->tk.t[i]);
	}
	return 0;
}

/* Digest 9's switches (gl.h): the field OPTIONS key=... sets, or NULL. */
static int *
switch_of(struct gl_rules *R, const char *k)
{
	static const char *const names[] = { "fence_stops_zones=",
		"wall_stops_ball=", "prone_close_is_front=",
		"flee_past_both_inside=" };
	int *const fields[] = { &R->fence_stops_zones, &R->wall_stops_ball,
		&R->prone_close_is_front, &R->flee_past_both_inside };
	size_t i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strncasecmp(k, names[i], strlen(names[i])) == 0)
			return fields[i];
	return NULL;
}

static int
kw_options(struct rd *r)
{
	struct gl_rules *R = &r->g->r;
	const char *k, *v;
	int i, n, *sw;

	for (i = 1; i < r->tk.n; i++) {
		k = r->tk.t[i];
		if ((v = strchr(k, '=')) == NULL)
			return bad(r, "OPTIONS key=value", k);
		v++;
		n = strcasecmp(v, "on") == 0 || strcasecmp(v, "yes") == 0 ? 1 :
		    strcasecmp(v, "off") == 0 || strcasecmp(v, "no") == 0 ? 0 :
		    atoi(v);
		if (n < 0 || n > 1000)
			return bad(r, "option value", k);
		if (strncasecmp(k, "morale=", 7) == 0)
			R->opt_morale = n;
		else if (strncasecmp(k, "prone=", 6) == 0)
			R->opt_prone = n;
		else if (strncasecmp(k, "ammo=", 5) == 0)
			R->opt_ammo = n;
		else if (strncasecmp(k, "paper_width_yd=", 15) == 0 && n > 0)
			R->can_width_yd = n;
		else if (strncasecmp(k, "yd_per_mp=", 10) == 0 && n > 0)
			R->yd_per_mp = n;
		else if (strncasecmp(k, "limber_turns=", 13) == 0 && n > 0)
			R->limber_turns = n;
		else if ((sw = switch_of(R, k)) != NULL) {
			if (n > 1)
				return bad(r, "a switch is on or off", k);
			*sw = n;
		} else if (strncasecmp(k, "harvest=", 8) == 0)
			r->harvest = n;
		else if (strncasecmp(k, "flee_exits=", 11) == 0 && n <= 1)
			r->g->x.flee_exits = n;	/* gl_supply.c */
		else if (strncasecmp(k, "range_caps=", 11) == 0 && n <= 1)
			r->g->f.range_caps = n;	/* gl_fx.c */
		else if (strncasecmp(k, "howitzer_auto_shrapnel=", 23) == 0 &&
		    n <= 1)
			r->g->f.auto_shr = n;	/* gl_fx.c */
		else if (strncasecmp(k, "turn_deg=", 9) == 0 && n <= 180)
			r->g->x.turn_deg = n;	/* a transport's turning */
		else
			return bad(r, "unknown option", k);
	}
	return 0;
}

/* PORT id x,y: a firing port in a high wall (fortifications, 9.42). */
static int
kw_port(struct rd *r)
{
	struct gl_game *g = r->g;
	struct gl_port *p;

	if (r->tk.n != 3 || g->nport == GL_MAX_PORTS)
		return bad(r, "PORT id x,y (at most 16)", NULL);
	if (new_id(r, r->tk.t[1]))
		return -1;
	p = &g->port[g->nport];
	snprintf(p->id, sizeof p->id, "%s", r->tk.t[1]);
	if (gl_point(r->tk.t[2], g->width, g->height, &p->x, &p->y))
		return bad(r, "bad position", r->tk.t[2]);
	g->nport++;
	return 0;
}

static int
keyword(struct rd *r)
{
	struct gl_game *g = r->g;
	const char *k = r->tk.t[0];

	if (strcasecmp(k, "SCENARIO") == 0 && r->tk.n == 2) {
		snprintf(g->name, sizeof g->name, "%s", r->tk.t[1]);
		return 0;
	}
	if (strcasecmp(k, "OPTIONS") == 0)
		return kw_options(r);
	if (strcasecmp(k, "BOARD") == 0)
		return kw_board(r);
	if (strcasecmp(k, "TURNS") == 0 || strcasecmp(k, "VISIBILITY") == 0) {
		int v;

		if (r->tk.n != 2 || gl_num(r->tk.t[1], 99 * GL_YD * 100, &v))
			return bad(r, "a number", k);
		if (k[0] == 'T' || k[0] == 't') {
			if ((g->turns = v / GL_YD) < 1 || g->turns > 99 ||
			    v % GL_YD)
				return bad(r, "TURNS 1..99", NULL);
		} else
			g->visibility = v;
		return 0;
	}
	if (strcasecmp(k, "SEED") == 0)
		return 0;	/* the host draws the dice (base/dice.h) */
	if (strcasecmp(k, "SIDE") == 0)
		return kw_side(r);
	if (g->width == 0 || g->side[1][0] == '\0')
		return bad(r, "BOARD and both SIDEs come first", NULL);
	if (strcasecmp(k, "AREA") == 0)
		return kw_area(r);
	if (strcasecmp(k, "LINE") == 0)
		return kw_line(r, 0);
	if (strcasecmp(k, "STREAM") == 0)
		return kw_line(r, 1);
	if (strcasecmp(k, "HILL") == 0)
		return kw_hill(r);
	if (strcasecmp(k, "BUILDING") == 0)
		return kw_building(r);
	if (strcasecmp(k, "CMD") == 0)
		return kw_cmd(r);
	if (strcasecmp(k, "MAN") == 0)
		return kw_man(r);
	if (strcasecmp(k, "GUN") == 0)
		return kw_gun(r);
	if (strcasecmp(k, "LIMBER") == 0)
		return kw_limber(r);
	if (strcasecmp(k, "VICTORY") == 0)
		return kw_victory(r);
	if (strcasecmp(k, "PORT") == 0)
		return kw_port(r);
	if (strcasecmp(k, "WAGON") == 0)	/* gl_wagon.c */
		return gl_wagon_kw(g, &r->tk, r->why, sizeof r->why);
	if (strcasecmp(k, "METAL") == 0)	/* gl_metal.c */
		return gl_metal_kw(g, &r->tk, r->why, sizeof r->why);
	if (strcasecmp(k, "LADDER") == 0)	/* gl_metal.c */
		return gl_ladder_kw(g, &r->tk, r->why, sizeof r->why);
	if (strcasecmp(k, "PACK") == 0)	/* gl_pack.c */
		return gl_pack_kw(g, &r->tk, r->why, sizeof r->why);
	if (strcasecmp(k, "FORM") == 0)	/* gl_form_sheet.c */
		return gl_form_kw(g, &r->tk, r->why, sizeof r->why);
	if (strcasecmp(k, "DUMP") == 0)	/* gl_dump.c */
		return gl_dump_kw(g, &r->tk, r->why, sizeof r->why);
	if (strcasecmp(k, "BOAT") == 0 || strcasecmp(k, "TRAIN") == 0)
		return gl_craft_kw(g, &r->tk, strcasecmp(k, "TRAIN") == 0,
		    r->why, sizeof r->why);	/* gl_craft.c */
	return bad(r, "unknown keyword", k);
}

/* A line's words, each shorter than GL_TOK_LEN, to its keyword. */
static int
line_of(void *rv, int line, char **tok, int n, struct pbem_err *err)
{
	struct rd *r = rv;

	gl_take_words(&r->tk, tok, n);
	if (r->tk.overflow)
		return scenario_fail(err, line, "too many or too long words%s",
		    "");
	return keyword(r) ? scenario_fail(err, line, "%s", r->why) : PBEM_OK;
}

int
gl_scenario(const char *text, size_t len, json_t *rules, void *gv,
    struct pbem_err *err)
{
	struct gl_game *g = gv;
	struct rd r;
	int rc, s, n[GL_NSIDES] = { 0, 0 }, i, last;

	memset(&r, 0, sizeof r);
	r.g = g;
	g->vic_gun = -1;
	g->vic_side = -1;
	g->winner = -1;
	g->turn = 1;
	if ((rc = rules_set_read(&gl_rules_set, rules, &g->r, err)) != PBEM_OK)
		return rc;
	if (gl_xrules_read(rules, &g->x, err))	/* gl_supply.c */
		return PBEM_ERR_PARSE;
	if (gl_frules_read(rules, &g->f, err))	/* gl_fx.c */
		return PBEM_ERR_PARSE;
	if ((rc = scenario_read(text, len, SHEET_WORDS_QUOTES, GL_MAX_TOK,
	    line_of, &r, &last, err)) != PBEM_OK)
		return rc;
	if (g->side[1][0] == '\0' || g->turns == 0)
		return scenario_fail(err, last, "needs BOARD, TURNS and two "
		    "SIDEs%s", "");
	/* 3.3: at harvest a plowed field stands ripe: brush [P] */
	for (i = 0; r.harvest && i < g->narea; i++)
		if (g->area[i].kind == GL_A_PLOWED)
			g->area[i].kind = GL_A_BRUSH;
	for (i = 0; i < g->nman; i++)
		n[g->man[i].side]++;
	for (s = 0; s < GL_NSIDES; s++)
		if (n[s] == 0)
			return scenario_fail(err, last, "side %s has no MAN",
			    g->side[s]);
	gl_sight(g);
	return PBEM_OK;
}
