/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_tables.c - load the designed tables ([D] values of the digest) from
 * the rules data kept in the state: counters, terrain (Table 2), army
 * morale (Table 1), morale modifiers (Table 3), attack direction (Table 5),
 * morale effects (Table 6), the CRT (Table 4) and the game options.  The
 * data is referee-editable and hostile: every value is range-checked.
 */
#include <stddef.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "hg.h"
#include "rules_number.h"

static const char *const res_names[HG_NRES] = {
	"NE", "AE", "AR", "AD", "DD", "DR", "DE", "EX", "ROUT", "COLLAPSE",
	"REFUSED"
};

const char *
hg_res_name(int res)
{
	return res >= 0 && res < HG_NRES ? res_names[res] : "?";
}

static int
res_parse(const char *s)
{
	int i;

	for (i = 0; s != NULL && i < HG_NRES; i++)
		if (strcasecmp(s, res_names[i]) == 0)
			return i;
	return -1;
}

static int
bad(struct pbem_err *err, const char *what, const char *key)
{
	return pbem_fail(err, PBEM_ERR_PARSE, 0, "rules data: bad %s%s%.20s",
	    what, key ? " " : "", key ? key : "");
}

/* An int in -1000..1000; booleans read as 0/1; missing -> dflt or error. */
static int
get_int(const json_t *o, const char *k, int *v, int dflt, int required)
{
	json_t *j = json_object_get(o, k);

	if (j == NULL) {
		*v = dflt;
		return required ? -1 : 0;
	}
	if (json_is_boolean(j)) {
		*v = json_is_true(j);
		return 0;
	}
	if (!json_is_integer(j) || json_integer_value(j) < -10000 ||
	    json_integer_value(j) > 10000)
		return -1;
	*v = (int)json_integer_value(j);
	return 0;
}

/* MP (may be a half) -> half-MP; null -> -1 (prohibited). */
static int
get_half(const json_t *o, const char *k, int *v, int dflt)
{
	json_t *j = json_object_get(o, k);
	int64_t d;

	if (j == NULL) {
		*v = dflt;
		return 0;
	}
	if (json_is_null(j)) {
		*v = -1;
		return 0;
	}
	if (rules_number_units(j, 2, 0, 40, &d) != 0)
		return -1;
	*v = (int)d;
	return 0;
}

static int
get_triple(const json_t *o, const char *k, int *v)
{
	json_t *a = json_object_get(o, k);
	int i;

	if (!json_is_array(a) || json_array_size(a) != 3)
		return -1;
	for (i = 0; i < 3; i++) {
		json_t *j = json_array_get(a, (size_t)i);

		if (!json_is_integer(j) || json_integer_value(j) < 0 ||
		    json_integer_value(j) > 99)
			return -1;
		v[i] = (int)json_integer_value(j);
	}
	return 0;
}

static int
load_types(json_t *o, struct hg_rules *r, struct pbem_err *err)
{
	static const char *const cls[] = { "foot", "mounted", "wagon", "merc" };
	const char *k, *s;
	json_t *v;
	struct hg_type *t;
	int c;

	if (!json_is_object(o))
		return bad(err, "units", NULL);
	json_object_foreach(o, k, v) {
		if (r->ntypes >= HG_MAX_TYPES || strlen(k) >= HG_KEY_LEN ||
		    !json_is_object(v))
			return bad(err, "unit", k);
		t = &r->type[r->ntypes];
		memset(t, 0, sizeof *t);
		snprintf(t->key, sizeof t->key, "%s", k);
		s = json_string_value(json_object_get(v, "name"));
		snprintf(t->name, sizeof t->name, "%s", s ? s : k);
		s = json_string_value(json_object_get(v, "prefix"));
		snprintf(t->prefix, sizeof t->prefix, "%s", s ? s : "U");
		s = json_string_value(json_object_get(v, "side"));
		if (s == NULL || (strcmp(s, "ALLIED") && strcmp(s, "ROMAN")))
			return bad(err, "unit side", k);
		t->side = strcmp(s, "ALLIED") == 0 ? HG_ALLIED : HG_ROMAN;
		s = json_string_value(json_object_get(v, "class"));
		for (c = 0; c < 4; c++)
			if (s && strcmp(s, cls[c]) == 0)
				break;
		if (c == 4)
			return bad(err, "unit class", k);
		t->cls = c;
		if (get_int(v, "merc", &t->merc, 0, 0) ||
		    get_int(v, "scout", &t->scout, 0, 0) ||
		    get_int(v, "pike", &t->pike, 0, 0) ||
		    get_int(v, "leader", &t->leader, 0, 0) ||
		    get_int(v, "mv", &t->mv, 0, 1) ||
		    get_int(v, "rng", &t->rng, 0, 0) ||
		    get_int(v, "sheet", &t->sheet, 0, 0) ||
		    t->mv < 0 || t->mv > 20 || t->rng < 0 || t->rng > 20 ||
		    t->leader < 0 || t->leader > 6)
			return bad(err, "unit values of", k);
		if (t->leader) {
			t->full[0] = t->dis[0] = 0;
			t->full[1] = t->dis[1] = 1;
			t->full[2] = t->dis[2] = t->leader;
			/* R-7; rules data older than the points carried no
			 * leader pts, and R-7 is what they meant */
			if (get_int(v, "pts", &t->pts, t->leader * t->leader,
			    0) || t->pts < 0)
				return bad(err, "unit values of", k);
		} else if (get_triple(v, "full", t->full) ||
		    get_triple(v, "dis", t->dis) ||
		    get_int(v, "pts", &t->pts, t->full[2], 0))
			return bad(err, "unit values of", k);
		r->ntypes++;
	}
	return PBEM_OK;
}

static int
load_terrain(json_t *o, struct hg_rules *r, struct pbem_err *err)
{
	const char *k, *s;
	json_t *v;
	struct hg_terrain *t;

	if (!json_is_object(o))
		return bad(err, "terrain", NULL);
	json_object_foreach(o, k, v) {
		if (r->nterrain >= HG_MAX_TERRAIN || strlen(k) != 1)
			return bad(err, "terrain", k);
		t = &r->terr[r->nterrain];
		memset(t, 0, sizeof *t);
		t->code = k[0];
		s = json_string_value(json_object_get(v, "name"));
		snprintf(t->name, sizeof t->name, "%s", s ? s : k);
		if (get_half(v, "foot", &t->cost[HG_FOOT], 2) ||
		    get_half(v, "mounted", &t->cost[HG_MOUNTED], 2) ||
		    get_half(v, "wagon", &t->cost[HG_WAGON], 2) ||
		    get_int(v, "df", &t->df, 0, 0) ||
		    get_int(v, "blocks_los", &t->blocks, 0, 0) ||
		    get_int(v, "closed", &t->closed, 0, 0) ||
		    get_int(v, "village", &t->village, 0, 0) ||
		    get_int(v, "hill", &t->hill, 0, 0))
			return bad(err, "terrain values of", k);
		r->nterrain++;
	}
	return PBEM_OK;
}

/* A number of points that is a whole number of quarters -> quarters. */
static int
get_quarters(const json_t *o, const char *k, int *v, int dflt)
{
	json_t *j = json_object_get(o, k);
	int64_t d;

	if (j == NULL) {
		*v = dflt;
		return 0;
	}
	if (rules_number_units(j, 4, 0, 4000, &d) != 0)
		return -1;
	*v = (int)d;
	return 0;
}

/* 14.6 (digest §15.2): the purchase costs.  Missing in rules data older
 * than the points: the digest's values, so old games still load. */
static int
load_points(json_t *o, struct hg_rules *r, struct pbem_err *err)
{
	json_t *a, *v;
	size_t i;
	int t;

	if (get_quarters(o, "supply", &r->pts.supply, 1) ||
	    get_quarters(o, "radio", &r->pts.radio, 20) ||
	    get_quarters(o, "boat", &r->pts.boat, 4) ||
	    get_int(o, "ammo_block", &r->pts.ammo_block, 3, 0) ||
	    get_int(o, "defection_multiplier", &r->pts.defect_mult, 2, 0) ||
	    get_int(o, "combat_units_per_baggage", &r->pts.per_baggage, 4, 0) ||
	    r->pts.ammo_block < 1 || r->pts.defect_mult < 1 ||
	    r->pts.per_baggage < 1)
		return bad(err, "points", NULL);
	a = json_object_get(o, "extra_baggage_for");
	json_array_foreach(a, i, v) {
		if ((t = hg_tables_type(r, json_string_value(v) ?
		    json_string_value(v) : "")) < 0)
			return bad(err, "points: extra_baggage_for", NULL);
		r->pts.extra_bag[t] = 1;
	}
	return PBEM_OK;
}

/* Movement: roads, rivers, bridges, turning; fortifications (§12). */
static int
load_movement(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	json_t *o;
	int x;

	o = json_object_get(rules, "road");
	if (get_half(o, "foot", &r->road[HG_FOOT], 2) ||
	    get_half(o, "mounted", &r->road[HG_MOUNTED], 2) ||
	    get_half(o, "wagon", &r->road[HG_WAGON], 1) ||
	    get_half(o, "strategic", &r->road_strat, 1))
		return bad(err, "road", NULL);
	o = json_object_get(rules, "river");
	if (get_half(o, "tactical_extra", &r->river_tac, 2) ||
	    get_half(o, "wagon_extra", &r->river_wagon, 4))
		return bad(err, "river", NULL);
	o = json_object_get(rules, "bridge");
	if (get_half(o, "wagon_extra", &r->bridge_wagon, 2) ||
	    get_half(o, "non_column_strategic_extra", &r->bridge_ncs, 2) ||
	    get_half(rules, "turn_cost", &r->turn_cost, 2))
		return bad(err, "bridge", NULL);
	for (x = 0; x < 2; x++) {
		o = json_object_get(json_object_get(rules, "fortification"),
		    x ? "L2" : "L1");
		if (!json_is_object(o) ||
		    get_int(o, "df", &r->fort[x].df, 0, 1) ||
		    get_half(o, "cost_mounted", &r->fort[x].cost_mounted, 0) ||
		    get_half(o, "cost_other", &r->fort[x].cost_other, 0) ||
		    get_int(o, "morale", &r->fort[x].morale, 0, 1) ||
		    get_int(o, "turns", &r->fort[x].turns, 0, 1) ||
		    get_int(o, "points", &r->fort[x].points, 0, 0) ||
		    r->fort[x].turns < 1)
			return bad(err, "fortification", NULL);
	}
	return 0;
}

/* Army Morale bands (§8.1, Table 1) and the morale modifiers (M1-M11). */
static int
load_army_morale(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	json_t *o, *v;
	size_t i;

	o = json_object_get(rules, "army_morale");
	if (!json_is_array(o) || json_array_size(o) < 1 ||
	    json_array_size(o) > HG_MAX_BANDS)
		return bad(err, "army_morale", NULL);
	json_array_foreach(o, i, v) {
		struct hg_band *b = &r->band[i];
		const char *s = json_string_value(json_object_get(v, "state"));

		if (s == NULL || get_int(v, "min", &b->min, 0, 1) ||
		    get_int(v, "morale", &b->morale, 0, 1) ||
		    get_int(v, "reorg", &b->reorg, 0, 0) ||
		    get_int(v, "broken", &b->broken, 0, 0) ||
		    (i > 0 && b->min >= r->band[i - 1].min))
			return bad(err, "army_morale band", s);
		snprintf(b->state, sizeof b->state, "%s", s);
	}
	r->nbands = (int)json_array_size(o);
	if (get_int(rules, "broken_quits_after", &r->broken_quits, 2, 0))
		return bad(err, "broken_quits_after", NULL);
	o = json_object_get(rules, "morale_modifiers");
	if (get_int(o, "building_attacked", &r->mod.building, -2, 1) ||
	    get_int(o, "fort_L1", &r->mod.fort[0], 1, 1) ||
	    get_int(o, "fort_L2", &r->mod.fort[1], 2, 1) ||
	    get_int(o, "village", &r->mod.village, 1, 1) ||
	    get_int(o, "river_attack", &r->mod.river, -2, 1) ||
	    get_int(o, "mounted_vs_closed", &r->mod.mounted_closed, -2, 1) ||
	    get_int(o, "mounted_vs_pike_front", &r->mod.mounted_pike, -3, 1) ||
	    get_int(o, "mounted_vs_merc", &r->mod.mounted_merc, -1, 1))
		return bad(err, "morale_modifiers", NULL);
	return 0;
}

/* Attack direction (Table 5) and the morale contest (Tables 3, 6). */
static int
load_morale_contest(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	json_t *o, *v;
	size_t i, j;

	o = json_object_get(rules, "attack_direction");
	if (!json_is_array(o) || json_array_size(o) != 6)
		return bad(err, "attack_direction", NULL);
	json_array_foreach(o, i, v) {
		if (!json_is_array(v) || json_array_size(v) != 2)
			return bad(err, "attack_direction", NULL);
		for (j = 0; j < 2; j++) {
			json_t *n = json_array_get(v, j);

			/* morale modifiers: summed per combat */
			if (!json_is_integer(n) || json_integer_value(n) < -20
			    || json_integer_value(n) > 20)
				return bad(err, "attack_direction", NULL);
			r->dir_mod[i][j] = (int)json_integer_value(n);
		}
	}
	o = json_object_get(rules, "morale_effects");
	if (!json_is_array(o) || json_array_size(o) < 1 ||
	    json_array_size(o) > 12)
		return bad(err, "morale_effects", NULL);
	json_array_foreach(o, i, v) {
		struct hg_meff *m = &r->meff[i];
		json_t *res = json_object_get(v, "result");

		if (get_int(v, "max", &m->max, 0, 1) ||
		    get_int(v, "shift", &m->shift, 0, 0) ||
		    m->shift < -7 || m->shift > 7 ||
		    (i > 0 && m->max <= r->meff[i - 1].max))
			return bad(err, "morale_effects", NULL);
		m->result = -1;
		if (res != NULL && (m->result = res_parse(
		    json_string_value(res))) < 0)
			return bad(err, "morale_effects result", NULL);
	}
	r->nmeff = (int)json_array_size(o);
	return 0;
}

/* The CRT (Table 4), retreats, reorganization, ammunition. */
static int
load_combat(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	json_t *o, *row;
	size_t i, j;
	int x;

	o = json_object_get(json_object_get(rules, "crt"), "rows");
	if (!json_is_array(o) || json_array_size(o) != 6)
		return bad(err, "crt", NULL);
	json_array_foreach(o, i, row) {
		if (!json_is_array(row) || json_array_size(row) != 8)
			return bad(err, "crt row", NULL);
		for (j = 0; j < 8; j++) {
			x = res_parse(json_string_value(json_array_get(row, j)));
			if (x < 0 || x > HG_EX)
				return bad(err, "crt result", NULL);
			r->crt[i][j] = x;
		}
	}
	o = json_object_get(rules, "retreat");
	if (get_int(o, "hexes", &r->retreat_hexes, 2, 0) ||
	    get_int(o, "rout_hexes", &r->rout_hexes, 4, 0) ||
	    r->retreat_hexes < 1 || r->retreat_hexes > 20 ||
	    r->rout_hexes < 1 || r->rout_hexes > 20)
		return bad(err, "retreat", NULL);
	o = json_object_get(rules, "reorganization");
	if (get_int(o, "success_min", &r->reorg_min, 4, 0) ||
	    get_int(o, "per_adjacent_enemy", &r->reorg_adj, -1, 0) ||
	    get_int(o, "retreated", &r->reorg_retreated, -2, 0) ||
	    get_int(o, "routed", &r->reorg_routed, -3, 0))
		return bad(err, "reorganization", NULL);
	o = json_object_get(rules, "ammo");
	if (get_int(o, "default", &r->ammo_default, 3, 0) ||
	    get_int(o, "indirect_cost", &r->ammo_indirect, 2, 0) ||
	    get_int(o, "indirect_range_over", &r->indirect_over, 3, 0) ||
	    get_int(rules, "chits_per_side", &r->chits, 12, 0) ||
	    r->ammo_default < 0 || r->ammo_default > 1000 ||
	    r->ammo_indirect < 1 || r->ammo_indirect > 100)
		return bad(err, "ammo", NULL);
	return 0;
}

/* Leaders, boats (16.3), scenario generation (14.3). */
static int
load_misc(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	json_t *o;

	o = json_object_get(rules, "leader");
	if (get_int(o, "alone_defence", &r->leader_alone_d, 1, 0))
		return bad(err, "leader", NULL);
	o = json_object_get(rules, "boats");
	if (get_int(o, "rate_multiplier", &r->boat_mult, 2, 0) ||
	    get_half(o, "step_cost", &r->boat_step, 2) || r->boat_mult < 1 ||
	    r->boat_mult > 9 || r->boat_step < 1)
		return bad(err, "boats", NULL);
	o = json_object_get(rules, "scenario_generation");
	if (get_int(o, "map_die", &r->map_die, 4, 0) ||
	    get_int(o, "hex_die", &r->hex_die, 20, 0) ||
	    r->map_die < 1 || r->map_die > 256 || r->hex_die < 1 ||
	    r->hex_die > 256)
		return bad(err, "scenario_generation", NULL);
	return 0;
}

/* The rules data's tables, section by section, in the order they are
 * checked; the point costs (14.6) last. */
static int
load_tables(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	int rc;

	if ((rc = load_movement(rules, r, err)) ||
	    (rc = load_army_morale(rules, r, err)) ||
	    (rc = load_morale_contest(rules, r, err)) ||
	    (rc = load_combat(rules, r, err)) ||
	    (rc = load_misc(rules, r, err)))
		return rc;
	return load_points(json_object_get(rules, "points"), r, err);
}

/* Options: the rules data's defaults; a scenario's OPTION lines override. */
int
hg_tables_option(struct hg_opts *o, const char *k, const char *v)
{
	int n = -1;

	if (strcasecmp(v, "on") == 0 || strcasecmp(v, "true") == 0 ||
	    strcasecmp(v, "yes") == 0 || strcmp(v, "1") == 0)
		n = 1;
	else if (strcasecmp(v, "off") == 0 || strcasecmp(v, "false") == 0 ||
	    strcasecmp(v, "no") == 0 || strcmp(v, "0") == 0)
		n = 0;
	if (strcasecmp(k, "hidden") == 0 && n >= 0)
		o->hidden = n;
	else if (strcasecmp(k, "rounds") == 0 && (strcmp(v, "5") == 0 ||
	    strcmp(v, "3") == 0 || strcmp(v, "6") == 0))
		o->rounds = v[0] - '0';
	else if (strcasecmp(k, "adjacent_always_sees") == 0 && n >= 0)
		o->adj_sees = n;
	else if (strcasecmp(k, "contact_reveal") == 0 &&
	    (strcasecmp(v, "adjacent") == 0 || strcasecmp(v, "samehex") == 0))
		o->contact_adjacent = strcasecmp(v, "adjacent") == 0;
	else if (strcasecmp(k, "rehide") == 0 && n >= 0)
		o->rehide = n;
	else if (strcasecmp(k, "scout_disclosure") == 0 && n >= 0)
		o->scout_disclosure = n;
	else if (strcasecmp(k, "mrc_disclosure") == 0 &&
	    (strcasecmp(v, "none") == 0 || strcasecmp(v, "since_last_seen") == 0
	    || strcasecmp(v, "full") == 0))
		o->mrc_disclosure = strcasecmp(v, "none") == 0 ? 0 :
		    strcasecmp(v, "full") == 0 ? 2 : 1;
	else if (strcasecmp(k, "sight_range_max") == 0 && v[0] >= '0' &&
	    v[0] <= '9' && strlen(v) <= 2)
		o->sight_max = atoi(v);
	else if (strcasecmp(k, "hill_ignores_units") == 0 && n >= 0)
		o->hill_ignores = n;
	else if (strcasecmp(k, "walkie_talkies") == 0 && n >= 0)
		o->walkie = n;
	else if (strcasecmp(k, "boats") == 0 && n >= 0)
		o->boats = n;
	else if (strcasecmp(k, "defections") == 0 && n >= 0)
		o->defections = n;
	else if (strcasecmp(k, "morale_scale") == 0 && n >= 0)
		o->morale_scale = n;
	else
		return -1;
	return 0;
}

static int
load_options(json_t *o, struct hg_opts *opt, struct pbem_err *err)
{
	const char *k;
	json_t *v;
	char val[32];

	memset(opt, 0, sizeof *opt);
	opt->rounds = 5;
	opt->contact_adjacent = 1;
	json_object_foreach(o, k, v) {
		if (json_is_boolean(v))
			snprintf(val, sizeof val, "%s", json_is_true(v) ? "on" :
			    "off");
		else if (json_is_integer(v))
			snprintf(val, sizeof val, "%d",
			    (int)json_integer_value(v));
		else if (json_is_string(v))
			snprintf(val, sizeof val, "%s", json_string_value(v));
		else
			return bad(err, "option", k);
		if (hg_tables_option(opt, k, val) != 0)
			return bad(err, "option", k);
	}
	return PBEM_OK;
}

static int tables_load_sorted(json_t *, struct hg_rules *, struct pbem_err *);

/*
 * Tables are read in sorted key order.  jansson iterates objects in
 * insertion order, and the core stores states with sorted keys: reading the
 * shipped file in its own order and the stored state in sorted order would
 * number the unit types differently before and after a store.
 */
int
hg_tables_load(json_t *unsorted, struct hg_rules *r, struct pbem_err *err)
{
	char *dump = json_dumps(unsorted, JSON_SORT_KEYS | JSON_COMPACT);
	json_t *rules = dump ? json_loads(dump, 0, NULL) : NULL;
	int rc;

	free(dump);
	if (rules == NULL)
		return bad(err, "rules (unreadable)", NULL);
	rc = tables_load_sorted(rules, r, err);
	json_decref(rules);
	return rc;
}

static int
tables_load_sorted(json_t *rules, struct hg_rules *r, struct pbem_err *err)
{
	const char *f = json_string_value(json_object_get(rules, "format"));
	int rc;

	memset(r, 0, sizeof *r);
	if (f == NULL || strcmp(f, "highest-ground-rules 1") != 0)
		return bad(err, "format (want \"highest-ground-rules 1\")", NULL);
	if ((rc = load_types(json_object_get(rules, "units"), r, err)) ||
	    (rc = load_terrain(json_object_get(rules, "terrain"), r, err)) ||
	    (rc = load_tables(rules, r, err)) ||
	    (rc = load_options(json_object_get(rules, "options"), &r->opt,
	    err)))
		return rc;
	if (hg_tables_terrain(r, '.') == NULL)
		return bad(err, "terrain: clear '.' is required", NULL);
	return PBEM_OK;
}

int
hg_tables_type(const struct hg_rules *r, const char *key)
{
	return game_find_name(r->type, r->ntypes, sizeof r->type[0],
	    offsetof(struct hg_type, key), key);
}

const struct hg_terrain *
hg_tables_terrain(const struct hg_rules *r, char c)
{
	int i;

	for (i = 0; i < r->nterrain; i++)
		if (r->terr[i].code == c)
			return &r->terr[i];
	return NULL;
}
