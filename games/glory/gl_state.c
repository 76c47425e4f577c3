/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_state.c - the game state JSON <-> struct gl_game.  The state keeps
 * the rules tables and the scenario inside it (game.h rule 2); integer
 * fields are listed once in field tables (../state_fields.h) so encode
 * and decode cannot drift; every field is range-checked on decode, since
 * a stored state is hostile input.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "state_fields.h"
#include "gl.h"

/* The field tables: one list for encoding and decoding, each field with
 * its domain; a bound that depends on the game is symbolic (gl_bound). */
enum { SYM_W, SYM_H, SYM_TURNS1, SYM_NCMD1, SYM_NMAN, SYM_NMAN1, SYM_NGUN,
	SYM_NGUN1 };
#define W_	STATE_SYM(SYM_W)
#define H_	STATE_SYM(SYM_H)
#define BOOL(T, f)	STATE_FIELD_IN(T, f, 0, 1)
#define M(f, lo, hi)	STATE_FIELD_IN(struct gl_man, f, lo, hi)
#define MB(f)		BOOL(struct gl_man, f)
static const struct state_field man_f[] = {
	MB(side), M(cmd, 0, STATE_SYM(SYM_NCMD1)), M(leader, 0, 3), MB(type),
	M(rating, -2, 2), M(training, 0, 2), M(x, 0, W_), M(y, 0, H_),
	M(facing, 0, 359), M(status, 0, 3), M(wounds, 0, 4), MB(demor),
	MB(prone), M(fired_turn, 0, 99), M(fire_hist, 0, 1023), MB(low_ammo),
	M(locked, 0, STATE_SYM(SYM_NMAN)), M(gun, 0, STATE_SYM(SYM_NGUN)),
	M(fire_tgt, -6, STATE_SYM(SYM_NMAN1)), M(fire_else, -2, -1),
	MB(horse), MB(react), MB(wounded_flee), MB(tie_flee),
	MB(fleeto_edge), M(fleeto_x, 0, W_), M(fleeto_y, 0, H_), MB(seen),
	MB(ever_seen), M(last_x, 0, W_), M(last_y, 0, H_),
	M(last_turn, 0, 99),
};
/* Added after games were first stored: 0 when missing, and written
 * only when set, so an older game encodes (and hashes) as it did. */
static const struct state_field man_opt[] = {
	M(moved_turn, 0, 99), M(fell_seen, 0, 2),
};
#undef M
#undef MB
#define G(f, lo, hi)	STATE_FIELD_IN(struct gl_gun, f, lo, hi)
#define GB(f)		BOOL(struct gl_gun, f)
static const struct state_field gun_f[] = {
	GB(side), G(cmd, 0, STATE_SYM(SYM_NCMD1)), G(kind, 0, GL_GUN_NKIND - 1),
	G(x, 0, W_), G(y, 0, H_), G(facing, 0, 359), GB(limbered),
	G(work, 0, 2), G(timer, 0, 99), GB(destroyed), G(ammo_can, -1, 999),
	G(ammo_ishr, -1, 999), GB(seen), GB(ever_seen), G(last_x, 0, W_),
	G(last_y, 0, H_), G(last_turn, 0, 99),
};
#undef G
#undef GB
#define L(f, lo, hi)	STATE_FIELD_IN(struct gl_limber, f, lo, hi)
#define LB(f)		BOOL(struct gl_limber, f)
static const struct state_field limb_f[] = {
	L(gun, 0, STATE_SYM(SYM_NGUN1)), L(horses, 0, 12),
	L(driver, -1, STATE_SYM(SYM_NMAN1)), L(x, 0, W_), L(y, 0, H_),
	L(facing, 0, 359), LB(destroyed), LB(seen), LB(ever_seen),
	L(last_x, 0, W_), L(last_y, 0, H_), L(last_turn, 0, 99),
};
#undef L
#undef LB
#define C(f, lo, hi)	STATE_FIELD_IN(struct gl_cmd, f, lo, hi)
static const struct state_field cmd_f[] = {
	C(side, 0, 1), C(order, 0, 4), C(obj_kind, 0, 3), C(obj_x, 0, W_),
	C(obj_y, 0, H_),
};
#undef C
#define S(f, lo, hi)	STATE_FIELD_IN(struct gl_shot, f, lo, hi)
static const struct state_field shot_f[] = {
	S(kind, 0, GL_SH_NKIND - 1), S(x0, 0, W_), S(y0, 0, H_),
	S(x1, 0, W_), S(y1, 0, H_), STATE_FIELD(struct gl_shot, range_yd),
	STATE_FIELD(struct gl_shot, hit), STATE_FIELD(struct gl_shot, mask),
};
#undef S
#define T(f, lo, hi)	STATE_FIELD_IN(struct gl_game, f, lo, hi)
static const struct state_field game_f[] = {
	T(width, 20 * GL_YD, GL_MAX_BOARD * GL_YD),
	T(height, 20 * GL_YD, GL_MAX_BOARD * GL_YD), T(turns, 1, 99),
	T(turn, 1, STATE_SYM(SYM_TURNS1)), T(over, 0, 1),
	T(visibility, 0, GL_MAX_BOARD * GL_YD), T(winner, -1, 1),
	T(vic_side, -1, 1), T(vic_yd, 0, 1000 * GL_YD),
	STATE_FIELD(struct gl_game, vic_gun),	/* checked after the guns */
};
#undef T
#undef BOOL
#undef W_
#undef H_

/* The symbolic bounds, from what is decoded so far (gl_decode reads the
 * board and the counts before the records they bound). */
static int
gl_bound(const void *ctx, int k)
{
	const struct gl_game *g = ctx;

	switch (k) {
	case SYM_W: return g->width;
	case SYM_H: return g->height;
	case SYM_TURNS1: return g->turns + 1;
	case SYM_NCMD1: return g->ncmd - 1;
	case SYM_NMAN: return g->nman;
	case SYM_NMAN1: return g->nman - 1;
	case SYM_NGUN: return g->ngun;
	default: return g->ngun - 1;
	}
}

int
gl_side_index(const void *gv, const char *name)
{
	const struct gl_game *g = gv;
	int i;

	for (i = 0; name != NULL && i < GL_NSIDES; i++)
		if (g->side[i][0] && strcasecmp(g->side[i], name) == 0)
			return i;
	return -1;
}

int
gl_find_man(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->nman; i++)
		if (strcasecmp(g->man[i].id, id) == 0)
			return i;
	return -1;
}

int
gl_find_gun(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->ngun; i++)
		if (strcasecmp(g->gun[i].id, id) == 0)
			return i;
	return -1;
}

int
gl_find_cmd(const struct gl_game *g, const char *id)
{
	int i;

	for (i = 0; i < g->ncmd; i++)
		if (strcasecmp(g->cmd[i].id, id) == 0)
			return i;
	return -1;
}

/* A feature's id -> a point of it (its first corner); -1 if none. */
int
gl_find_feature(const struct gl_game *g, const char *id, int *x, int *y)
{
	int i, j;

	for (i = 0; i < g->narea; i++)
		if (strcasecmp(g->area[i].id, id) == 0) {
			*x = g->area[i].p.x[0], *y = g->area[i].p.y[0];
			return 0;
		}
	for (i = 0; i < g->nline; i++)
		if (strcasecmp(g->line[i].id, id) == 0) {
			*x = g->line[i].p.x[0], *y = g->line[i].p.y[0];
			return 1;
		}
	for (i = 0; i < g->nhill; i++)
		if (strcasecmp(g->hill[i].id, id) == 0) {
			*x = g->hill[i].top.x[0], *y = g->hill[i].top.y[0];
			return 2;
		}
	for (i = 0; i < g->nbld; i++) {
		if (strcasecmp(g->bld[i].id, id) == 0) {
			*x = g->bld[i].x0, *y = g->bld[i].y0;
			return 3;
		}
		for (j = 0; j < g->bld[i].nopen; j++)
			if (strcasecmp(g->bld[i].open_id[j], id) == 0) {
				*x = g->bld[i].ox[j], *y = g->bld[i].oy[j];
				return 4;
			}
	}
	for (i = 0; i < g->nlimb; i++)
		if (strcasecmp(g->limb[i].id, id) == 0) {
			*x = g->limb[i].x, *y = g->limb[i].y;
			return 5;
		}
	for (i = 0; i < g->nport; i++)
		if (strcasecmp(g->port[i].id, id) == 0) {
			*x = g->port[i].x, *y = g->port[i].y;
			return 6;
		}
	return -1;
}

static json_t *
poly_enc(const struct gl_poly *p)
{
	json_t *a = json_array();
	int i;

	for (i = 0; a && i < p->n; i++)
		json_array_append_new(a, json_pack("[ii]", p->x[i], p->y[i]));
	return a;
}

static void
poly_dec(struct state_dec *d, const struct gl_game *g, const json_t *a,
    struct gl_poly *p, int min)
{
	json_t *v;
	size_t i;
	int x, y;

	p->n = 0;
	if (!json_is_array(a) || json_array_size(a) < (size_t)min ||
	    json_array_size(a) > GL_MAX_VERT) {
		state_bad(d, "points");
		return;
	}
	json_array_foreach(a, i, v) {
		if (json_unpack((json_t *)v, "[ii]", &x, &y) || x < 0 ||
		    y < 0 || x > g->width || y > g->height) {
			state_bad(d, "point");
			return;
		}
		p->x[p->n] = x, p->y[p->n] = y, p->n++;
	}
}

static void
id_dec(struct state_dec *d, const json_t *o, const char *k, char *dst,
    size_t n, int at)
{
	const char *s = state_str(d, o, k, 0);

	if (s == NULL || strlen(s) >= n || !gl_valid_id(s + at) ||
	    (at && s[0] != '@')) {
		state_bad(d, k);
		dst[0] = '\0';
		return;
	}
	snprintf(dst, n, "%s", s);
}

static void
text_dec(struct state_dec *d, const json_t *o, const char *k, char *dst,
    size_t n)
{
	const char *s = state_str(d, o, k, 0);

	if (s == NULL || strlen(s) >= n)
		state_bad(d, k);
	snprintf(dst, n, "%s", s ? s : "");
}

static json_t *
weapons_enc(unsigned w)
{
	char b[256] = "";
	int i;

	for (i = 0; i < GL_NWEAPON; i++)
		if (w & (1u << i)) {
			if (b[0])
				strcat(b, ",");
			strcat(b, gl_weapon_name(i));
		}
	return json_string(b[0] ? b : "-");
}

json_t *
gl_encode(const void *gv)
{
	const struct gl_game *g = gv;
	json_t *j = json_object(), *a, *o;
	int i, k;

	if (j == NULL)
		return NULL;
	json_object_set_new(j, "rules", gl_rules_write(&g->r));
	json_object_set_new(j, "game", state_fields_encode(g, game_f,
	    STATE_NFIELDS(game_f)));
	json_object_set_new(j, "name", json_string(g->name));
	json_object_set_new(j, "result", json_string(g->result));
	json_object_set_new(j, "vic_feature", json_string(g->vic_feature));
	json_object_set_new(j, "sides", json_pack("[ss]", g->side[0],
	    g->side[1]));
	a = json_array();
	for (i = 0; i < GL_NSIDES; i++)
		json_array_append_new(a, json_pack("{sssiss}", "title",
		    g->side_title[i], "home", g->home[i], "victory",
		    g->vic_text[i]));
	json_object_set_new(j, "side_info", a);
	a = json_array();
	for (i = 0; i < g->ncmd; i++) {
		o = state_fields_encode(&g->cmd[i], cmd_f, STATE_NFIELDS(cmd_f));
		json_object_set_new(o, "id", json_string(g->cmd[i].id));
		json_object_set_new(o, "obj_feature",
		    json_string(g->cmd[i].obj_feature));
		json_array_append_new(a, o);
	}
	json_object_set_new(j, "cmds", a);
	a = json_array();
	for (i = 0; i < g->narea; i++)
		json_array_append_new(a, json_pack("{sssiso}", "id",
		    g->area[i].id, "kind", g->area[i].kind, "pts",
		    poly_enc(&g->area[i].p)));
	json_object_set_new(j, "areas", a);
	a = json_array();
	for (i = 0; i < g->nline; i++)
		json_array_append_new(a, json_pack("{sssisiso}", "id",
		    g->line[i].id, "kind", g->line[i].kind, "width",
		    g->line[i].width, "pts", poly_enc(&g->line[i].p)));
	json_object_set_new(j, "lines", a);
	a = json_array();
	for (i = 0; i < g->nhill; i++)
		json_array_append_new(a, json_pack("{sssisoso}", "id",
		    g->hill[i].id, "level", g->hill[i].level, "slope",
		    poly_enc(&g->hill[i].slope), "top",
		    poly_enc(&g->hill[i].top)));
	json_object_set_new(j, "hills", a);
	a = json_array();
	for (i = 0; i < g->nbld; i++) {
		const struct gl_bld *b = &g->bld[i];
		json_t *op = json_array();

		for (k = 0; k < b->nopen; k++)
			json_array_append_new(op, json_pack("{sssisisisi}",
			    "id", b->open_id[k], "x", b->ox[k], "y", b->oy[k],
			    "door", b->door[k], "closed", b->closed[k]));
		json_array_append_new(a, json_pack("{sssisisisiso}", "id",
		    b->id, "x0", b->x0, "y0", b->y0, "x1", b->x1, "y1", b->y1,
		    "openings", op));
	}
	json_object_set_new(j, "buildings", a);
	a = json_array();
	for (i = 0; i < g->nman; i++) {
		o = state_fields_encode(&g->man[i], man_f, STATE_NFIELDS(man_f));
		if (g->man[i].moved_turn)
			json_object_set_new(o, "moved_turn",
			    json_integer(g->man[i].moved_turn));
		if (g->man[i].fell_seen)
			json_object_set_new(o, "fell_seen",
			    json_integer(g->man[i].fell_seen));
		json_object_set_new(o, "id", json_string(g->man[i].id));
		json_object_set_new(o, "weapons", weapons_enc(g->man[i].weapons));
		json_array_append_new(a, o);
	}
	json_object_set_new(j, "men", a);
	a = json_array();
	for (i = 0; i < g->ngun; i++) {
		o = state_fields_encode(&g->gun[i], gun_f, STATE_NFIELDS(gun_f));
		json_object_set_new(o, "id", json_string(g->gun[i].id));
		json_object_set_new(o, "name", json_string(g->gun[i].name));
		json_array_append_new(a, o);
	}
	json_object_set_new(j, "guns", a);
	a = json_array();
	for (i = 0; i < g->nlimb; i++) {
		o = state_fields_encode(&g->limb[i], limb_f,
		    STATE_NFIELDS(limb_f));
		json_object_set_new(o, "id", json_string(g->limb[i].id));
		json_array_append_new(a, o);
	}
	json_object_set_new(j, "limbers", a);
	/* ports came later: written only when there are some, so an older
	 * game encodes (and hashes) as it did */
	if (g->nport > 0) {
		a = json_array();
		for (i = 0; i < g->nport; i++)
			json_array_append_new(a, json_pack("{sssisi}", "id",
			    g->port[i].id, "x", g->port[i].x, "y",
			    g->port[i].y));
		json_object_set_new(j, "ports", a);
	}
	a = json_array();
	for (i = 0; i < g->nshot; i++)
		json_array_append_new(a, state_fields_encode(&g->shot[i],
		    shot_f, STATE_NFIELDS(shot_f)));
	json_object_set_new(j, "shots", a);
	gl_x_encode(g, j);		/* the later fields (gl_supply.c) */
	gl_fx_encode(g, j);		/* and of fire (gl_fx.c) */
	return j;
}

/* The records of array k (at most max): their count into *cnt first,
 * so a bound on the count holds for every record. */
static const json_t *
records(struct state_dec *d, const json_t *state, const char *k, int max,
    int *cnt)
{
	const json_t *a = json_object_get(state, k);

	*cnt = 0;
	if (!json_is_array(a) || json_array_size(a) > (size_t)max) {
		state_bad(d, k);
		return NULL;
	}
	*cnt = (int)json_array_size(a);
	return a;
}

/* The board, the turn, the sides. */
static void
dec_head(struct state_dec *d, const json_t *state, struct gl_game *g)
{
	json_t *si = json_object_get(state, "side_info");
	int s;

	state_fields_read(d, json_object_get(state, "game"), g, game_f,
	    STATE_NFIELDS(game_f), gl_bound, g, "game");
	text_dec(d, state, "name", g->name, sizeof g->name);
	text_dec(d, state, "result", g->result, sizeof g->result);
	text_dec(d, state, "vic_feature", g->vic_feature,
	    sizeof g->vic_feature);
	for (s = 0; s < GL_NSIDES; s++) {
		json_t *o = json_array_get(si, (size_t)s);
		const char *n = json_string_value(json_array_get(
		    json_object_get(state, "sides"), (size_t)s));

		if (n == NULL || !gl_valid_id(n) || strlen(n) >= 16 ||
		    !json_is_object(o)) {
			state_bad(d, "sides");
			return;
		}
		snprintf(g->side[s], sizeof g->side[s], "%s", n);
		text_dec(d, o, "title", g->side_title[s],
		    sizeof g->side_title[s]);
		text_dec(d, o, "victory", g->vic_text[s],
		    sizeof g->vic_text[s]);
		g->home[s] = state_int(d, o, "home", 0, 3);
	}
}

static void
dec_building(struct state_dec *d, const json_t *o, const struct gl_game *g,
    struct gl_bld *b)
{
	json_t *op = json_object_get(o, "openings"), *w;
	size_t n;

	id_dec(d, o, "id", b->id, GL_ID_LEN, 0);
	b->x0 = state_int(d, o, "x0", 0, g->width);
	b->y0 = state_int(d, o, "y0", 0, g->height);
	b->x1 = state_int(d, o, "x1", b->x0 + 1, g->width);
	b->y1 = state_int(d, o, "y1", b->y0 + 1, g->height);
	if (!json_is_array(op) || json_array_size(op) > GL_MAX_OPEN) {
		state_bad(d, "openings");
		return;
	}
	json_array_foreach(op, n, w) {
		id_dec(d, w, "id", b->open_id[n], GL_ID_LEN, 0);
		b->ox[n] = state_int(d, w, "x", 0, g->width);
		b->oy[n] = state_int(d, w, "y", 0, g->height);
		b->door[n] = state_int(d, w, "door", 0, 1);
		b->closed[n] = state_int(d, w, "closed", 0, 1);
		b->nopen = (int)n + 1;
	}
}

/* Areas, lines, hills, buildings. */
static void
dec_terrain(struct state_dec *d, const json_t *state, struct gl_game *g)
{
	const json_t *a, *o;
	size_t i;

	if ((a = records(d, state, "areas", GL_MAX_AREAS, &g->narea)))
		json_array_foreach(a, i, o) {
			id_dec(d, o, "id", g->area[i].id, GL_ID_LEN, 0);
			g->area[i].kind = state_int(d, o, "kind", 1,
			    GL_NAREA_KIND - 1);
			poly_dec(d, g, json_object_get(o, "pts"), &g->area[i].p,
			    3);
		}
	if ((a = records(d, state, "lines", GL_MAX_LINES, &g->nline)))
		json_array_foreach(a, i, o) {
			id_dec(d, o, "id", g->line[i].id, GL_ID_LEN, 0);
			g->line[i].kind = state_int(d, o, "kind", 0,
			    GL_NLINE_KIND - 1);
			g->line[i].width = state_int(d, o, "width", 0,
			    50 * GL_YD);
			poly_dec(d, g, json_object_get(o, "pts"), &g->line[i].p,
			    2);
		}
	if ((a = records(d, state, "hills", GL_MAX_HILLS, &g->nhill)))
		json_array_foreach(a, i, o) {
			id_dec(d, o, "id", g->hill[i].id, GL_ID_LEN, 0);
			g->hill[i].level = state_int(d, o, "level", 1, 9);
			poly_dec(d, g, json_object_get(o, "slope"),
			    &g->hill[i].slope, 3);
			poly_dec(d, g, json_object_get(o, "top"),
			    &g->hill[i].top, 3);
		}
	if ((a = records(d, state, "buildings", GL_MAX_BLD, &g->nbld)))
		json_array_foreach(a, i, o)
			dec_building(d, o, g, &g->bld[i]);
	if (json_object_get(state, "ports") != NULL &&
	    (a = records(d, state, "ports", GL_MAX_PORTS, &g->nport)))
		json_array_foreach(a, i, o) {
			id_dec(d, o, "id", g->port[i].id, GL_ID_LEN, 0);
			g->port[i].x = state_int(d, o, "x", 0, g->width);
			g->port[i].y = state_int(d, o, "y", 0, g->height);
		}
}

/* Commands, guns, men, limbers: each record's fields in their domains
 * (the tables above), then what ties them together. */
static void
dec_forces(struct state_dec *d, const json_t *state, struct gl_game *g)
{
	const json_t *a, *o;
	const char *w;
	size_t i;

	if ((a = records(d, state, "cmds", GL_MAX_CMDS, &g->ncmd)))
		json_array_foreach(a, i, o) {
			state_fields_read(d, o, &g->cmd[i], cmd_f,
			    STATE_NFIELDS(cmd_f), gl_bound, g, "cmds");
			id_dec(d, o, "id", g->cmd[i].id, sizeof g->cmd[i].id, 1);
			text_dec(d, o, "obj_feature", g->cmd[i].obj_feature,
			    sizeof g->cmd[i].obj_feature);
		}
	if ((a = records(d, state, "guns", GL_MAX_GUNS, &g->ngun)))
		json_array_foreach(a, i, o) {
			state_fields_read(d, o, &g->gun[i], gun_f,
			    STATE_NFIELDS(gun_f), gl_bound, g, "guns");
			id_dec(d, o, "id", g->gun[i].id, GL_ID_LEN, 0);
			text_dec(d, o, "name", g->gun[i].name,
			    sizeof g->gun[i].name);
		}
	if ((a = records(d, state, "men", GL_MAX_MEN, &g->nman)))
		json_array_foreach(a, i, o) {
			struct gl_man *m = &g->man[i];

			state_fields_read(d, o, m, man_f, STATE_NFIELDS(man_f),
			    gl_bound, g, "men");
			if (state_fields_decode_opt(o, m, man_opt,
			    STATE_NFIELDS(man_opt), 99) != 0 ||
			    m->fell_seen > 2)
				state_bad(d, "men.moved_turn");
			id_dec(d, o, "id", m->id, GL_ID_LEN, 0);
			w = state_str(d, o, "weapons", 0);
			if (w == NULL || strlen(w) >= GL_TOK_LEN * 4 ||
			    gl_weapon_parse(w, &m->weapons))
				state_bad(d, "weapons");
			if (m->side != g->cmd[m->cmd].side)
				state_bad(d, "a man's side is not his command's");
		}
	if ((a = records(d, state, "limbers", GL_MAX_LIMB, &g->nlimb)))
		json_array_foreach(a, i, o) {
			state_fields_read(d, o, &g->limb[i], limb_f,
			    STATE_NFIELDS(limb_f), gl_bound, g, "limbers");
			id_dec(d, o, "id", g->limb[i].id, GL_ID_LEN, 0);
		}
	if (g->vic_gun < -1 || g->vic_gun >= g->ngun)
		state_bad(d, "vic_gun");
}

int
gl_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct gl_game *g = gv;
	struct state_dec d = { 0 };
	const json_t *a, *o;
	char why[64];
	size_t i;

	memset(g, 0, sizeof *g);
	if (gl_rules_read(json_object_get(state, "rules"), &g->r, why,
	    sizeof why))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: %s", why);
	dec_head(&d, state, g);
	if (!d.bad)
		dec_terrain(&d, state, g);
	if (!d.bad)
		dec_forces(&d, state, g);
	if (!d.bad && (a = records(&d, state, "shots", GL_MAX_SHOTS,
	    &g->nshot)))
		json_array_foreach(a, i, o)
			state_fields_read(&d, o, &g->shot[i], shot_f,
			    STATE_NFIELDS(shot_f), gl_bound, g, "shots");
	if (d.bad)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: bad %s",
		    d.what);
	if (gl_x_decode(state, g, err) != PBEM_OK)	/* the later fields */
		return PBEM_ERR_PARSE;
	return gl_fx_decode(state, g, err);	/* of fire (gl_fx.c) */
}
