/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_tables.c - decode the rules data (games/far-side/rules.json, kept
 * inside every state) into struct fs_rules: the unit data table, terrain,
 * qualities, traits, modifiers, result thresholds, VP and defaults.
 * Every number the rules use comes from here; this file must never hold a
 * rule value itself, only the names of the fields it expects.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "fs.h"

static int
get_int(json_t *o, const char *k, int *v, int dflt, int required,
    struct pbem_err *err, const char *where)
{
	json_t *j = json_object_get(o, k);

	if (j == NULL) {
		if (required)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: %s lacks \"%s\"", where, k);
		*v = dflt;
		return PBEM_OK;
	}
	if (json_is_boolean(j)) {
		*v = json_is_true(j);
		return PBEM_OK;
	}
	if (!json_is_integer(j) || json_integer_value(j) < -1000 ||
	    json_integer_value(j) > 1000)
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "rules data: %s \"%s\" must be a small integer", where, k);
	*v = (int)json_integer_value(j);
	return PBEM_OK;
}

static void
copy_str(char *dst, size_t n, json_t *o, const char *k, const char *dflt)
{
	const char *s = json_string_value(json_object_get(o, k));

	snprintf(dst, n, "%s", s != NULL ? s : dflt);
}

static int
class_of(const char *s)
{
	if (strcmp(s, "INF") == 0)
		return FS_INF;
	if (strcmp(s, "CAV") == 0)
		return FS_CAV;
	if (strcmp(s, "GUN") == 0)
		return FS_GUN;
	return -1;
}

static int
class_mask(json_t *a, unsigned *m)
{
	size_t i;
	json_t *v;
	int c;

	*m = 0;
	if (a == NULL)
		return 0;
	if (!json_is_array(a))
		return -1;
	json_array_foreach(a, i, v) {
		if (!json_is_string(v) || (c = class_of(json_string_value(v))) < 0)
			return -1;
		*m |= FS_CLS(c);
	}
	return 0;
}

static int
load_units(json_t *o, struct fs_rules *r, struct pbem_err *err)
{
	const char *k;
	json_t *v, *f;
	size_t i;
	struct fs_utype *t;
	int rc;

	if (!json_is_object(o) || json_object_size(o) == 0)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "rules data: no units");
	json_object_foreach(o, k, v) {
		if (r->ntypes >= FS_MAX_TYPES || strlen(k) >= FS_KEY_LEN ||
		    !json_is_object(v))
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: bad unit type %.30s", k);
		t = &r->type[r->ntypes++];
		snprintf(t->key, sizeof t->key, "%s", k);
		copy_str(t->name, sizeof t->name, v, "name", k);
		f = json_object_get(v, "class");
		if (!json_is_string(f) ||
		    (t->cls = class_of(json_string_value(f))) < 0)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: unit %s has no class", k);
		if ((rc = get_int(v, "shoot", &t->shoot, 0, 1, err, k)) ||
		    (rc = get_int(v, "melee", &t->melee, 0, 1, err, k)) ||
		    (rc = get_int(v, "resolve", &t->resolve, 0, 1, err, k)) ||
		    (rc = get_int(v, "move", &t->move, 0, 1, err, k)) ||
		    (rc = get_int(v, "move_mounted", &t->move_mounted, t->move,
		    0, err, k)) ||
		    (rc = get_int(v, "range", &t->range, 0, 1, err, k)) ||
		    (rc = get_int(v, "charge", &t->charge, 0, 0, err, k)) ||
		    (rc = get_int(v, "points", &t->points, 0, 0, err, k)))
			return rc;
		if (t->move < 0 || t->move > 6 || t->move_mounted < 0 ||
		    t->move_mounted > 6 || t->range < 0 || t->range > 30)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: unit %s move/range out of bounds", k);
		f = json_object_get(v, "flags");
		if (f != NULL && !json_is_array(f))
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: unit %s flags", k);
		json_array_foreach(f, i, v) {
			const char *s = json_string_value(v);

			if (s == NULL)
				continue;
			if (strcmp(s, "NO_MAX_RANGE_PENALTY") == 0)
				t->flags |= FS_F_NO_MAXRANGE;
			else if (strcmp(s, "TERRAIN_AS_OPEN") == 0)
				t->flags |= FS_F_TERRAIN_OPEN;
			else if (strcmp(s, "ONE_CELL") == 0)
				t->flags |= FS_F_ONE_CELL;
			else if (strcmp(s, "IGNORE_COVER") == 0)
				t->flags |= FS_F_IGNORE_COVER;
			else if (strcmp(s, "OVER_FRIENDS_FROM_HILL") == 0)
				t->flags |= FS_F_OVER_FRIENDS;
			else if (strcmp(s, "JAMS") == 0)
				t->flags |= FS_F_JAMS;
			else if (strcmp(s, "MOUNTS") == 0)
				t->flags |= FS_F_MOUNTS;
			else
				return pbem_fail(err, PBEM_ERR_PARSE, 0,
				    "rules data: unknown flag %.30s", s);
		}
	}
	return PBEM_OK;
}

static int
load_quals(json_t *o, struct fs_rules *r, struct pbem_err *err)
{
	const char *k;
	json_t *v;
	struct fs_quality *q;
	int rc;

	if (!json_is_object(o) || json_object_get(o, "REGULAR") == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "rules data: qualities need REGULAR");
	json_object_foreach(o, k, v) {
		if (r->nqual >= FS_MAX_QUAL || strlen(k) >= FS_KEY_LEN)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: too many qualities");
		q = &r->qual[r->nqual++];
		snprintf(q->key, sizeof q->key, "%s", k);
		copy_str(q->name, sizeof q->name, v, "name", k);
		if ((rc = get_int(v, "rally", &q->rally, 0, 0, err, k)) ||
		    (rc = get_int(v, "combat", &q->combat, 0, 0, err, k)) ||
		    (rc = get_int(v, "points", &q->points, 0, 0, err, k)))
			return rc;
	}
	return PBEM_OK;
}

static int
load_terrain(json_t *o, struct fs_rules *r, struct pbem_err *err)
{
	const char *k;
	json_t *v, *c;
	struct fs_terrain *t;
	int rc;

	if (!json_is_object(o))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "rules data: terrain");
	json_object_foreach(o, k, v) {
		if (r->nterrain >= FS_MAX_TERRAIN || strlen(k) != 1 ||
		    (unsigned char)k[0] <= ' ' || (unsigned char)k[0] > '~' ||
		    !json_is_object(v))
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: bad terrain code %.10s", k);
		t = &r->terr[r->nterrain++];
		t->code = k[0];
		copy_str(t->name, sizeof t->name, v, "name", k);
		c = json_object_get(v, "cost");
		if (json_is_string(c) && strcmp(json_string_value(c), "all") == 0)
			t->cost = -1;
		else if ((rc = get_int(v, "cost", &t->cost, 1, 1, err, k)))
			return rc;
		if ((rc = get_int(v, "cost_same_hill", &t->cost_same_hill,
		    t->cost, 0, err, k)) ||
		    (rc = get_int(v, "cover", &t->cover, 0, 0, err, k)) ||
		    (rc = get_int(v, "cover_infantry_only", &t->cover_inf_only,
		    0, 0, err, k)) ||
		    (rc = get_int(v, "closed", &t->closed, 0, 0, err, k)) ||
		    (rc = get_int(v, "bua", &t->bua, 0, 0, err, k)) ||
		    (rc = get_int(v, "hill", &t->hill, 0, 0, err, k)) ||
		    (rc = get_int(v, "open", &t->open, 0, 0, err, k)) ||
		    (rc = get_int(v, "melee_closed", &t->melee_closed, 0, 0,
		    err, k)))
			return rc;
		if (t->cost < -1 || t->cost > 6 || t->cover < 0 || t->cover > 2)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: terrain %s out of bounds", k);
		if (class_mask(json_object_get(v, "pass"), &t->pass) ||
		    class_mask(json_object_get(v, "end"), &t->end))
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: terrain %s pass/end", k);
	}
	if (fs_tables_terrain(r, '.') == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "rules data: no open terrain '.'");
	return PBEM_OK;
}

static int
roll_of(const char *s)
{
	static const char *const names[] = { "activation", "rally", "death",
	    "shooting", "melee", "combat" };
	int i;

	for (i = 0; i < 6; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	return -1;
}

static int
load_traits(json_t *o, struct fs_rules *r, struct pbem_err *err)
{
	const char *k, *s;
	json_t *v, *a, *e;
	struct fs_trait *t;
	size_t i;
	int rc, c, j;

	if (!json_is_object(o))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "rules data: traits");
	json_object_foreach(o, k, v) {
		if (r->ntraits >= FS_MAX_TRAITS || strlen(k) >= FS_KEY_LEN ||
		    !json_is_object(v))
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: bad trait %.30s", k);
		t = &r->trait[r->ntraits++];
		snprintf(t->key, sizeof t->key, "%s", k);
		copy_str(t->name, sizeof t->name, v, "name", k);
		s = json_string_value(json_object_get(v, "roll"));
		if (s == NULL || (t->roll = roll_of(s)) < 0)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: trait %s roll", k);
		if ((rc = get_int(v, "value", &t->value, 0, 1, err, k)) ||
		    (rc = get_int(v, "positive", &t->positive, 0, 0, err, k)))
			return rc;
		t->cancels = -1;
		a = json_object_get(v, "applies");
		json_array_foreach(a, i, e) {
			s = json_string_value(e);
			if (s == NULL)
				continue;
			if ((c = class_of(s)) >= 0)
				t->cls |= FS_CLS(c);
			else if ((j = fs_tables_type(r, s)) >= 0)
				t->types |= 1u << j;
			else if ((j = fs_tables_qual(r, s)) >= 0)
				t->quals |= 1u << j;
			else
				return pbem_fail(err, PBEM_ERR_PARSE, 0,
				    "rules data: trait %s applies to %.30s?",
				    k, s);
		}
	}
	/* second pass: the opposites (Inspiring/Stammering, Veteran/Green) */
	json_object_foreach(o, k, v) {
		s = json_string_value(json_object_get(v, "cancels"));
		if (s == NULL)
			continue;
		if ((j = fs_tables_trait(r, s)) < 0)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: trait %s cancels %.30s?", k, s);
		r->trait[fs_tables_trait(r, k)].cancels = j;
	}
	return PBEM_OK;
}

static int
load_trait_roll(json_t *root, struct fs_rules *r, struct pbem_err *err)
{
	json_t *o = json_object_get(root, "trait_roll"), *v;
	json_t *p = json_object_get(root, "trait_pick");
	char k[4];
	const char *s;
	size_t i;
	int n, t;

	for (n = 0; n < 13; n++)
		r->trait_roll[n] = -1;
	for (n = 2; n <= 12; n++) {
		snprintf(k, sizeof k, "%d", n);
		s = json_string_value(json_object_get(o, k));
		if (s == NULL)
			continue;
		if (strcmp(s, "PICK") == 0)
			r->trait_roll[n] = -2;
		else if ((r->trait_roll[n] = fs_tables_trait(r, s)) < 0)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: trait_roll %d: %.30s?", n, s);
	}
	json_array_foreach(p, i, v) {
		s = json_string_value(v);
		if (s == NULL || (t = fs_tables_trait(r, s)) < 0 ||
		    r->npick >= FS_MAX_TRAITS)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: trait_pick");
		r->pick[r->npick++] = t;
	}
	return PBEM_OK;
}

/* Decode the whole table set; `rules` stays owned by the caller. */
int
fs_tables_load(json_t *rules, struct fs_rules *r, struct pbem_err *err)
{
	json_t *m, *x, *v;
	size_t i;
	int rc, d;

	memset(r, 0, sizeof *r);
	if (!json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "rules data is not a JSON object");
	if ((rc = load_units(json_object_get(rules, "units"), r, err)) ||
	    (rc = load_quals(json_object_get(rules, "qualities"), r, err)) ||
	    (rc = load_terrain(json_object_get(rules, "terrain"), r, err)) ||
	    (rc = load_traits(json_object_get(rules, "traits"), r, err)) ||
	    (rc = load_trait_roll(rules, r, err)))
		return rc;
	x = json_object_get(rules, "fortification");
	if ((rc = get_int(x, "cover", &r->fort_cover, 2, 0, err, "fort")))
		return rc;
	x = json_object_get(rules, "conditions");
	if ((rc = get_int(x, "disordered_resolve", &r->mod.dis_resolve, 0, 1,
	    err, "conditions")) ||
	    (rc = get_int(x, "bloodied_combat", &r->mod.blo_combat, 0, 1, err,
	    "conditions")))
		return rc;
	m = json_object_get(rules, "modifiers");
	if (!json_is_object(m))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "rules data: modifiers");
#define MOD(f, k) \
	if ((rc = get_int(m, k, &r->mod.f, 0, 1, err, "modifiers"))) \
		return rc
	MOD(adj_leader, "adjacent_leader");
	MOD(adj_enemy_leader, "adjacent_enemy_leader");
	MOD(volley, "volley");
	MOD(cover_light, "cover_light");
	MOD(cover_heavy, "cover_heavy");
	MOD(max_range, "max_range");
	MOD(mounted_shoot, "mounted_shooting");
	MOD(friend_adj, "friendly_adjacent_target");
	MOD(enemy_adj, "enemy_adjacent_target");
	MOD(hill_to_open, "hill_to_open");
	MOD(open_to_closed, "open_to_closed");
	MOD(press, "press");
	MOD(flank, "flank_rear");
	MOD(rally_cover, "rally_cover");
	MOD(rally_enemy_adj, "rally_enemy_adjacent");
	MOD(terror, "terror");
#undef MOD
	x = json_object_get(rules, "results");
#define RES(f, k) \
	if ((rc = get_int(x, k, &r->res.f, 0, 1, err, "results"))) \
		return rc
	RES(fail_max, "fail_max");
	RES(basic_max, "basic_max");
	RES(melee_dis_below, "melee_attacker_disordered_below");
	RES(last_stand_min, "last_stand_survive_min");
	RES(death_max, "leader_death_max");
	RES(rally_min, "rally_success_min");
	RES(rally_again, "rally_again_min");
	RES(army_pass, "army_check_pass_min");
#undef RES
	x = json_object_get(rules, "victory");
	if ((rc = get_int(x, "eliminated", &r->vp.elim, 0, 1, err, "victory")) ||
	    (rc = get_int(x, "bloodied", &r->vp.bloodied, 0, 1, err, "victory")) ||
	    (rc = get_int(x, "leader_killed", &r->vp.leader, 0, 1, err,
	    "victory")) ||
	    (rc = get_int(x, "objective", &r->vp.objective, 0, 1, err,
	    "victory")) ||
	    (rc = get_int(x, "decisive_margin", &r->vp.decisive, 0, 1, err,
	    "victory")))
		return rc;
	x = json_object_get(rules, "force_points");
	if ((rc = get_int(x, "leader", &r->leader_points, 0, 0, err, "fp")) ||
	    (rc = get_int(x, "positive_trait", &r->pos_trait_points, 0, 0, err,
	    "fp")) ||
	    (rc = get_int(x, "negative_trait", &r->neg_trait_points, 0, 0, err,
	    "fp")))
		return rc;
	x = json_object_get(rules, "retreat_order");
	if (!json_is_array(x) || json_array_size(x) != 8)
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "rules data: retreat_order needs the 8 directions");
	json_array_foreach(x, i, v) {
		if (!json_is_string(v) ||
		    (d = grid_dir8_parse(json_string_value(v))) < 0)
			return pbem_fail(err, PBEM_ERR_PARSE, 0,
			    "rules data: retreat_order");
		r->retreat_order[i] = d;
	}
	x = json_object_get(rules, "defaults");
	if ((rc = get_int(x, "turns", &r->turns, 10, 1, err, "defaults")) ||
	    (rc = get_int(x, "command_radius", &r->radius, 2, 1, err,
	    "defaults")) ||
	    (rc = get_int(x, "deploy_rows", &r->deploy_rows, 2, 1, err,
	    "defaults")))
		return rc;
	if (r->turns < 1 || r->turns > 99 || r->radius < 0 || r->radius > 20)
		return pbem_fail(err, PBEM_ERR_PARSE, 0,
		    "rules data: defaults out of bounds");
	x = json_object_get(rules, "optional");
	if ((rc = get_int(x, "plateau_los", &r->plateau, 0, 0, err, "opt")) ||
	    (rc = get_int(x, "cap_modifiers", &r->cap, 0, 0, err, "opt")) ||
	    (rc = get_int(x, "repeat_army_check", &r->repeat_army, 0, 0, err,
	    "opt")) ||
	    (rc = get_int(x, "concealment_range", &r->conceal, 0, 0, err,
	    "opt")))
		return rc;
	return PBEM_OK;
}

int
fs_tables_trait(const struct fs_rules *r, const char *key)
{
	int i;

	for (i = 0; i < r->ntraits; i++)
		if (strcasecmp(r->trait[i].key, key) == 0)
			return i;
	return -1;
}

int
fs_tables_type(const struct fs_rules *r, const char *key)
{
	return game_find_name(r->type, r->ntypes, sizeof r->type[0],
	    offsetof(struct fs_utype, key), key);
}

int
fs_tables_qual(const struct fs_rules *r, const char *key)
{
	return game_find_name(r->qual, r->nqual, sizeof r->qual[0],
	    offsetof(struct fs_quality, key), key);
}

const struct fs_terrain *
fs_tables_terrain(const struct fs_rules *r, char c)
{
	int i;

	for (i = 0; i < r->nterrain; i++)
		if (r->terr[i].code == c)
			return &r->terr[i];
	return NULL;
}
