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

#define M(f)	STATE_FIELD(struct gl_man, f)
static const struct state_field man_f[] = {
	M(side), M(cmd), M(leader), M(type), M(rating), M(training), M(x),
	M(y), M(facing), M(status), M(wounds), M(demor), M(prone),
	M(fired_turn), M(fire_hist), M(low_ammo), M(locked), M(gun), M(fire_tgt), M(fire_else), M(horse),
	M(react), M(wounded_flee), M(tie_flee), M(fleeto_edge), M(fleeto_x),
	M(fleeto_y), M(seen), M(ever_seen), M(last_x), M(last_y),
	M(last_turn),
};
#undef M
#define G(f)	STATE_FIELD(struct gl_gun, f)
static const struct state_field gun_f[] = {
	G(side), G(cmd), G(kind), G(x), G(y), G(facing), G(limbered), G(work),
	G(timer),
	G(destroyed), G(ammo_can), G(ammo_ishr), G(seen), G(ever_seen),
	G(last_x), G(last_y), G(last_turn),
};
#undef G
#define L(f)	STATE_FIELD(struct gl_limber, f)
static const struct state_field limb_f[] = {
	L(gun), L(horses), L(driver), L(x), L(y), L(facing), L(destroyed),
	L(seen), L(ever_seen), L(last_x), L(last_y), L(last_turn),
};
#undef L
#define C(f)	STATE_FIELD(struct gl_cmd, f)
static const struct state_field cmd_f[] = {
	C(side), C(order), C(obj_kind), C(obj_x), C(obj_y),
};
#undef C
#define S(f)	STATE_FIELD(struct gl_shot, f)
static const struct state_field shot_f[] = {
	S(kind), S(x0), S(y0), S(x1), S(y1), S(range_yd), S(hit), S(mask),
};
#undef S
#define T(f)	STATE_FIELD(struct gl_game, f)
static const struct state_field game_f[] = {
	T(width), T(height), T(turns), T(turn), T(over), T(visibility),
	T(winner), T(vic_side), T(vic_yd), T(vic_gun),
};
#undef T

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
	a = json_array();
	for (i = 0; i < g->nshot; i++)
		json_array_append_new(a, state_fields_encode(&g->shot[i],
		    shot_f, STATE_NFIELDS(shot_f)));
	json_object_set_new(j, "shots", a);
	return j;
}

/* Each record of array k, at most max, through fn. */
#define EACH(k, max, cnt, ...) do {					\
	json_t *arr_ = json_object_get(state, k), *o;			\
	size_t i_;							\
	if (!json_is_array(arr_) || json_array_size(arr_) > (max)) {	\
		state_bad(&d, k);					\
		break;							\
	}								\
	json_array_foreach(arr_, i_, o) {				\
		int i = (int)i_;					\
		(cnt) = i + 1;						\
		__VA_ARGS__						\
	}								\
} while (0)

static int
in(int v, int lo, int hi)
{
	return v >= lo && v <= hi;
}

static void
man_check(struct state_dec *d, const struct gl_game *g, struct gl_man *m)
{
	int W = g->width, H = g->height;

	if (!in(m->side, 0, 1) || !in(m->cmd, 0, g->ncmd - 1) ||
	    !in(m->leader, 0, 3) || !in(m->type, 0, 1) ||
	    !in(m->rating, -2, 2) || !in(m->training, 0, 2) ||
	    !in(m->x, 0, W) || !in(m->y, 0, H) || !in(m->facing, 0, 359) ||
	    !in(m->status, 0, 3) || !in(m->wounds, 0, 4) ||
	    !in(m->demor, 0, 1) || !in(m->prone, 0, 1) ||
	    !in(m->fired_turn, 0, 99) || !in(m->fire_hist, 0, 1023) ||
	    !in(m->low_ammo, 0, 1) || !in(m->locked, 0, g->nman) ||
	    !in(m->gun, 0, g->ngun) || !in(m->fire_tgt, -3, g->nman - 1) ||
	    !in(m->fire_else, -2, -1) || !in(m->horse, 0, 1) ||
	    !in(m->react, 0, 1) || !in(m->wounded_flee, 0, 1) ||
	    !in(m->tie_flee, 0, 1) || !in(m->fleeto_edge, 0, 1) ||
	    !in(m->fleeto_x, 0, W) || !in(m->fleeto_y, 0, H) ||
	    !in(m->seen, 0, 1) || !in(m->ever_seen, 0, 1) ||
	    !in(m->last_x, 0, W) || !in(m->last_y, 0, H) ||
	    !in(m->last_turn, 0, 99) || m->side != g->cmd[m->cmd].side)
		state_bad(d, "man field out of range");
}

int
gl_decode(const json_t *state, void *gv, struct pbem_err *err)
{
	struct gl_game *g = gv;
	struct state_dec d = { 0 };
	char why[64];
	json_t *si;
	int s, k;

	memset(g, 0, sizeof *g);
	if (gl_rules_read(json_object_get(state, "rules"), &g->r, why,
	    sizeof why))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: %s", why);
	if (state_fields_decode(json_object_get(state, "game"), g, game_f,
	    STATE_NFIELDS(game_f)) != 0)
		state_bad(&d, "game");
	if (!in(g->width, 20 * GL_YD, GL_MAX_BOARD * GL_YD) ||
	    !in(g->height, 20 * GL_YD, GL_MAX_BOARD * GL_YD) ||
	    !in(g->turns, 1, 99) || !in(g->turn, 1, g->turns + 1) ||
	    !in(g->over, 0, 1) || !in(g->visibility, 0, GL_MAX_BOARD * GL_YD) ||
	    !in(g->winner, -1, 1) || !in(g->vic_side, -1, 1) ||
	    !in(g->vic_yd, 0, 1000 * GL_YD))
		state_bad(&d, "game field out of range");
	text_dec(&d, state, "name", g->name, sizeof g->name);
	text_dec(&d, state, "result", g->result, sizeof g->result);
	text_dec(&d, state, "vic_feature", g->vic_feature,
	    sizeof g->vic_feature);
	si = json_object_get(state, "side_info");
	for (s = 0; s < GL_NSIDES; s++) {
		json_t *o = json_array_get(si, (size_t)s);
		const char *n = json_string_value(json_array_get(
		    json_object_get(state, "sides"), (size_t)s));

		if (n == NULL || !gl_valid_id(n) || strlen(n) >= 16 ||
		    !json_is_object(o)) {
			state_bad(&d, "sides");
			break;
		}
		snprintf(g->side[s], sizeof g->side[s], "%s", n);
		text_dec(&d, o, "title", g->side_title[s],
		    sizeof g->side_title[s]);
		text_dec(&d, o, "victory", g->vic_text[s],
		    sizeof g->vic_text[s]);
		g->home[s] = state_int(&d, o, "home", 0, 3);
	}
	EACH("cmds", GL_MAX_CMDS, g->ncmd, {
		struct gl_cmd *c = &g->cmd[i];
		if (state_fields_decode(o, c, cmd_f, STATE_NFIELDS(cmd_f)))
			state_bad(&d, "cmd");
		id_dec(&d, o, "id", c->id, sizeof c->id, 1);
		text_dec(&d, o, "obj_feature", c->obj_feature,
		    sizeof c->obj_feature);
		if (!in(c->side, 0, 1) || !in(c->order, 0, 4) ||
		    !in(c->obj_kind, 0, 3) || !in(c->obj_x, 0, g->width) ||
		    !in(c->obj_y, 0, g->height))
			state_bad(&d, "cmd field out of range");
	});
	EACH("areas", GL_MAX_AREAS, g->narea, {
		id_dec(&d, o, "id", g->area[i].id, GL_ID_LEN, 0);
		g->area[i].kind = state_int(&d, o, "kind", 1,
		    GL_NAREA_KIND - 1);
		poly_dec(&d, g, json_object_get(o, "pts"), &g->area[i].p, 3);
	});
	EACH("lines", GL_MAX_LINES, g->nline, {
		id_dec(&d, o, "id", g->line[i].id, GL_ID_LEN, 0);
		g->line[i].kind = state_int(&d, o, "kind", 0,
		    GL_NLINE_KIND - 1);
		g->line[i].width = state_int(&d, o, "width", 0, 50 * GL_YD);
		poly_dec(&d, g, json_object_get(o, "pts"), &g->line[i].p, 2);
	});
	EACH("hills", GL_MAX_HILLS, g->nhill, {
		id_dec(&d, o, "id", g->hill[i].id, GL_ID_LEN, 0);
		g->hill[i].level = state_int(&d, o, "level", 1, 9);
		poly_dec(&d, g, json_object_get(o, "slope"), &g->hill[i].slope,
		    3);
		poly_dec(&d, g, json_object_get(o, "top"), &g->hill[i].top, 3);
	});
	EACH("buildings", GL_MAX_BLD, g->nbld, {
		struct gl_bld *b = &g->bld[i];
		json_t *op = json_object_get(o, "openings"), *w;
		size_t n;
		id_dec(&d, o, "id", b->id, GL_ID_LEN, 0);
		b->x0 = state_int(&d, o, "x0", 0, g->width);
		b->y0 = state_int(&d, o, "y0", 0, g->height);
		b->x1 = state_int(&d, o, "x1", b->x0 + 1, g->width);
		b->y1 = state_int(&d, o, "y1", b->y0 + 1, g->height);
		if (!json_is_array(op) || json_array_size(op) > GL_MAX_OPEN) {
			state_bad(&d, "openings");
			break;
		}
		json_array_foreach(op, n, w) {
			id_dec(&d, w, "id", b->open_id[n], GL_ID_LEN, 0);
			b->ox[n] = state_int(&d, w, "x", 0, g->width);
			b->oy[n] = state_int(&d, w, "y", 0, g->height);
			b->door[n] = state_int(&d, w, "door", 0, 1);
			b->closed[n] = state_int(&d, w, "closed", 0, 1);
			b->nopen = (int)n + 1;
		}
	});
	EACH("guns", GL_MAX_GUNS, g->ngun, {
		struct gl_gun *k2 = &g->gun[i];
		if (state_fields_decode(o, k2, gun_f, STATE_NFIELDS(gun_f)))
			state_bad(&d, "gun");
		id_dec(&d, o, "id", k2->id, GL_ID_LEN, 0);
		text_dec(&d, o, "name", k2->name, sizeof k2->name);
		if (!in(k2->side, 0, 1) || !in(k2->cmd, 0, g->ncmd - 1) ||
		    !in(k2->kind, 0, GL_GUN_NKIND - 1) || !in(k2->x, 0, g->width) ||
		    !in(k2->y, 0, g->height) || !in(k2->facing, 0, 359) ||
		    !in(k2->limbered, 0, 1) || !in(k2->destroyed, 0, 1) ||
		    !in(k2->work, 0, 2) || !in(k2->timer, 0, 99) ||
		    !in(k2->ammo_can, -1, 999) || !in(k2->ammo_ishr, -1, 999) ||
		    !in(k2->seen, 0, 1) || !in(k2->ever_seen, 0, 1) ||
		    !in(k2->last_x, 0, g->width) ||
		    !in(k2->last_y, 0, g->height) || !in(k2->last_turn, 0, 99))
			state_bad(&d, "gun field out of range");
	});
	EACH("men", GL_MAX_MEN, g->nman, {
		struct gl_man *m = &g->man[i];
		const char *w;
		if (state_fields_decode(o, m, man_f, STATE_NFIELDS(man_f)))
			state_bad(&d, "man");
		id_dec(&d, o, "id", m->id, GL_ID_LEN, 0);
		w = state_str(&d, o, "weapons", 0);
		if (w == NULL || strlen(w) >= GL_TOK_LEN * 4 ||
		    gl_weapon_parse(w, &m->weapons))
			state_bad(&d, "weapons");
	});
	for (k = 0; k < g->nman; k++)
		man_check(&d, g, &g->man[k]);
	EACH("limbers", GL_MAX_LIMB, g->nlimb, {
		struct gl_limber *l = &g->limb[i];
		if (state_fields_decode(o, l, limb_f, STATE_NFIELDS(limb_f)))
			state_bad(&d, "limber");
		id_dec(&d, o, "id", l->id, GL_ID_LEN, 0);
		if (!in(l->gun, 0, g->ngun - 1) || !in(l->horses, 0, 12) ||
		    !in(l->driver, -1, g->nman - 1) || !in(l->x, 0, g->width) ||
		    !in(l->y, 0, g->height) || !in(l->facing, 0, 359) ||
		    !in(l->destroyed, 0, 1) || !in(l->seen, 0, 1) ||
		    !in(l->ever_seen, 0, 1) || !in(l->last_x, 0, g->width) ||
		    !in(l->last_y, 0, g->height) || !in(l->last_turn, 0, 99))
			state_bad(&d, "limber field out of range");
	});
	EACH("shots", GL_MAX_SHOTS, g->nshot, {
		struct gl_shot *t = &g->shot[i];
		if (state_fields_decode(o, t, shot_f, STATE_NFIELDS(shot_f)) ||
		    !in(t->kind, 0, GL_SH_NKIND - 1) || !in(t->x0, 0, g->width) ||
		    !in(t->x1, 0, g->width) || !in(t->y0, 0, g->height) ||
		    !in(t->y1, 0, g->height))
			state_bad(&d, "shot");
	});
	if (!in(g->vic_gun, -1, g->ngun - 1))
		state_bad(&d, "vic_gun");
	if (d.bad)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "state: bad %s",
		    d.what);
	return PBEM_OK;
}
