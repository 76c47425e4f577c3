/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_tables.c - the rules data (games/strongest/rules.json, kept inside
 * every game's state) into struct ts_rules.  Every number the rules use
 * comes from here.  Objects are read in sorted key order, so a state the
 * core stored with sorted keys numbers its tables exactly as the first
 * load did (test_seam checks it).  The data is hostile (a referee may
 * edit a game's copy): every value is range-checked and the first bad
 * one is named.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ts.h"

static const char *const flag_names[TSF_NFLAGS] = {
	"lance", "evade", "nocharge", "nomove", "artillery", "drill",
	"hoplite", "pike", "2hcw", "cataphract", "camel", "chariot",
	"scythed", "elephant", "wagon", "armour_melee", "armour_shot",
	"shot_plus", "spear", "mob", "explode", "orbis", "testudo", "wedge",
	"rhomboid", "shock", "volley2", "movefoot", "dismounts",
};

static const char *const weapon_names[TS_NWEAPON] = {
	"none", "jav", "bow", "sling", "crossbow", "longbow", "handgun",
	"catapult", "cannon", "organ",
};

static const char *const size_names[TS_NSIZE] = {
	"light", "small", "reg", "deep", "xdeep",
};

/* Fig. XVIII, in enum ts_smod order: group, key. */
static const struct { const char *group, *key; } smod_keys[SM_N] = {
	{ "melee", "li_rough_not_charged_by_li" },
	{ "melee", "foot_across_fortifications" },
	{ "melee", "foot_charged_uphill" },
	{ "melee", "foot_rough_charged_by_mounted_or_pike" },
	{ "melee", "charged_across_stream_bridge_shore_stakes" },
	{ "melee", "charged_across_wall_hedge" },
	{ "melee", "pike_spear_frontal_mounted" },
	{ "melee", "foot_frontal_mounted" },
	{ "melee", "war_wagons_charged_by_mounted" },
	{ "melee", "cataphracts_later_knights" },
	{ "melee", "charged_by_2hcw" },
	{ "melee", "li_charged_by_mounted_open" },
	{ "melee", "unfamiliar_elephants_camels" },
	{ "melee", "demoralised" },
	{ "melee", "elephants_charged_by_mounted" },
	{ "melee", "charged_from_bridge" },
	{ "shooting", "foot_behind_fortifications" },
	{ "shooting", "cataphracts_dismounted_knights" },
	{ "shooting", "later_knights_shieldwall_wagons_cover_testudo_pavise" },
	{ "shooting", "light_and_artillery" },
	{ "shooting", "demoralised" },
	{ "shooting", "hit_from_flank_or_rear" },
	{ "rally", "general_present" },
	{ "rally", "enemy_could_charge" },
	{ "rally", "demoralised" },
};

static const char *const strat_cards[ST_N] = {
	"JH", "JC", "JD", "JS", "QH", "QC", "QD", "QS", "KH", "KC", "KD", "KS",
	"JOKER",
};

const char *
ts_flag_name(unsigned bit)
{
	int i;

	for (i = 0; i < TSF_NFLAGS; i++)
		if (bit == (1u << i))
			return flag_names[i];
	return "?";
}

const char *
ts_weapon_name(int w)
{
	return w >= 0 && w < TS_NWEAPON ? weapon_names[w] : "?";
}

const char *
ts_smod_key(int m)
{
	return m >= 0 && m < SM_N ? smod_keys[m].key : "?";
}

/* A table load in progress: the first bad value is named. */
struct tl {
	struct pbem_err *err;
	int bad;
	char where[80];
};

static void
bad(struct tl *t, const char *what)
{
	if (!t->bad)
		pbem_fail(t->err, PBEM_ERR_PARSE, 0, "rules data: %s%s%s",
		    t->where, *t->where ? ": " : "", what);
	t->bad = 1;
}

static int
num(struct tl *t, const json_t *o, const char *k, int lo, int hi)
{
	const json_t *v = json_object_get(o, k);
	char m[96];

	if (!json_is_integer(v) || json_integer_value(v) < lo ||
	    json_integer_value(v) > hi) {
		snprintf(m, sizeof m, "%s: not an integer %d..%d", k, lo, hi);
		bad(t, m);
		return lo;
	}
	return (int)json_integer_value(v);
}

static int
opt_num(struct tl *t, const json_t *o, const char *k, int lo, int hi,
    int dflt)
{
	return json_object_get(o, k) ? num(t, o, k, lo, hi) : dflt;
}

static int
flag(const json_t *o, const char *k)
{
	return json_is_true(json_object_get(o, k));
}

static const json_t *
obj(struct tl *t, const json_t *o, const char *k)
{
	const json_t *v = json_object_get(o, k);
	char m[96];

	if (!json_is_object(v)) {
		snprintf(m, sizeof m, "%s: missing or not an object", k);
		bad(t, m);
		return NULL;
	}
	return v;
}

static int
word(const char *s, const char *const *names, int n)
{
	int i;

	for (i = 0; s != NULL && i < n; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	return -1;
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The keys of an object, sorted (at most max; more is an error). */
static int
sorted_keys(struct tl *t, const json_t *o, const char **keys, int max)
{
	const char *k;
	json_t *v;
	int n = 0;

	json_object_foreach((json_t *)o, k, v) {
		if (n == max) {
			bad(t, "too many entries");
			return n;
		}
		if (strlen(k) >= TS_KEY_LEN) {
			bad(t, "a key is too long");
			return n;
		}
		keys[n++] = k;
	}
	qsort(keys, (size_t)n, sizeof *keys, cmpstr);
	return n;
}

static void
copy_name(char *dst, size_t n, const json_t *o, const char *k,
    const char *dflt)
{
	const char *s = json_string_value(json_object_get(o, k));

	snprintf(dst, n, "%s", s ? s : dflt);
}

static unsigned
flags_of(struct tl *t, const json_t *a)
{
	unsigned f = 0;
	size_t i;
	int k;

	if (!json_is_array(a)) {
		bad(t, "flags: not an array");
		return 0;
	}
	for (i = 0; i < json_array_size(a); i++) {
		k = word(json_string_value(json_array_get(a, i)), flag_names,
		    TSF_NFLAGS);
		if (k < 0)
			bad(t, "flags: unknown flag");
		else
			f |= 1u << k;
	}
	return f;
}

static void
load_type(struct tl *t, struct ts_type *ty, const char *key, const json_t *o)
{
	snprintf(t->where, sizeof t->where, "units.%s", key);
	snprintf(ty->key, sizeof ty->key, "%s", key);
	copy_name(ty->name, sizeof ty->name, o, "name", key);
	ty->mounted = flag(o, "mounted");
	if ((ty->size = word(json_string_value(json_object_get(o, "size")),
	    size_names, TS_NSIZE)) < 0 || ty->size == TS_SMALL ||
	    ty->size == TS_XDEEP) {
		bad(t, "size: not light, reg or deep");
		ty->size = TS_REG;
	}
	ty->save = num(t, o, "save", 2, 11);
	ty->ammo = num(t, o, "ammo", 0, 20);
	if ((ty->weapon = word(json_string_value(json_object_get(o,
	    "weapon")), weapon_names, TS_NWEAPON)) < 0) {
		bad(t, "weapon: unknown");
		ty->weapon = TS_W_NONE;
	}
	ty->melee_hit = num(t, o, "melee", 2, 11);
	ty->pts = num(t, o, "pts", 0, 99);
	ty->pts_deep = opt_num(t, o, "pts_deep", 0, 99, 0);
	ty->deep_ok = ty->pts_deep > 0;
	ty->small_ok = flag(o, "small") || ty->size == TS_REG;
	ty->flags = flags_of(t, json_object_get(o, "flags"));
	copy_name(ty->dismount, sizeof ty->dismount, o, "dismount", "");
	if (*ty->dismount)
		ty->flags |= TSF_DISMOUNTS;
	if ((ty->weapon == TS_W_NONE) != (ty->ammo == 0) &&
	    !(ty->flags & TSF_SHOCK))
		bad(t, "ammo and weapon disagree");
}

static int
load_types(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *o = obj(t, rules, "units");
	const char *keys[TS_MAX_TYPES];
	int i, n;

	if (o == NULL)
		return -1;
	n = sorted_keys(t, o, keys, TS_MAX_TYPES);
	for (i = 0; i < n && !t->bad; i++)
		load_type(t, &r->type[i], keys[i], json_object_get(o, keys[i]));
	r->ntypes = n;
	for (i = 0; i < n && !t->bad; i++)
		if (*r->type[i].dismount &&
		    ts_tables_type(r, r->type[i].dismount) < 0)
			bad(t, "dismount: no such type");
	*t->where = '\0';
	return t->bad ? -1 : 0;
}

static int
quality_of(const char *s)
{
	if (s == NULL || strcmp(s, "normal") == 0)
		return 0;
	if (strcmp(s, "vet") == 0)
		return 1;
	if (strcmp(s, "raw") == 0)
		return -1;
	return -9;
}

static void
load_entry(struct tl *t, const struct ts_rules *r, struct ts_entry *e,
    const char *key, const json_t *o)
{
	const json_t *nr = json_object_get(o, "number");

	snprintf(e->key, sizeof e->key, "%s", key);
	copy_name(e->name, sizeof e->name, o, "name", key);
	if ((e->type = ts_tables_type(r, json_string_value(json_object_get(o,
	    "type")))) < 0) {
		bad(t, "type: no such unit type");
		e->type = 0;
	}
	e->save = num(t, o, "save", 2, 11);
	e->cost = num(t, o, "cost", 0, 99);
	if ((e->quality = quality_of(json_string_value(json_object_get(o,
	    "quality")))) == -9) {
		bad(t, "quality: not vet, raw or normal");
		e->quality = 0;
	}
	e->deep = flag(o, "deep");
	e->small = flag(o, "small");
	e->ammo = opt_num(t, o, "ammo", -1, 20, -1);
	e->min = 0;
	e->max = 99;
	if (json_is_array(nr) && json_array_size(nr) == 2) {
		e->min = (int)json_integer_value(json_array_get(nr, 0));
		e->max = (int)json_integer_value(json_array_get(nr, 1));
		if (e->min < 0 || e->max < e->min || e->max > 99)
			bad(t, "number: not [min, max]");
	}
}

static void
load_list(struct tl *t, const struct ts_rules *r, struct ts_list *l,
    const char *key, const json_t *o)
{
	const json_t *en = obj(t, o, "entries"), *h;
	const char *keys[TS_MAX_ENTRIES];
	int i, n;

	snprintf(l->key, sizeof l->key, "%s", key);
	copy_name(l->name, sizeof l->name, o, "name", key);
	h = json_object_get(o, "heroes");
	l->hero_min = (int)json_integer_value(json_array_get(h, 0));
	l->hero_max = json_is_array(h) ? (int)json_integer_value(
	    json_array_get(h, 1)) : 99;
	h = json_object_get(o, "generals");
	l->gen_min = opt_num(t, h, "min", 0, 99, 0);
	l->gen_max = opt_num(t, h, "max", 0, 99, 99);
	h = json_object_get(o, "camps");
	l->camp_min = json_is_array(h) ? (int)json_integer_value(
	    json_array_get(h, 0)) : 0;
	l->camp_max = json_is_array(h) ? (int)json_integer_value(
	    json_array_get(h, 1)) : 99;
	h = json_object_get(o, "fortifications");
	l->fort_max = json_is_array(h) ? (int)json_integer_value(
	    json_array_get(h, 1)) : 99;
	if (en == NULL)
		return;
	n = sorted_keys(t, en, keys, TS_MAX_ENTRIES);
	for (i = 0; i < n && !t->bad; i++) {
		snprintf(t->where, sizeof t->where, "lists.%s.%s", key,
		    keys[i]);
		load_entry(t, r, &l->e[i], keys[i], json_object_get(en,
		    keys[i]));
		l->elephants |= (r->type[l->e[i].type].flags &
		    TSF_ELEPHANT) != 0;
		l->camels |= (r->type[l->e[i].type].flags & TSF_CAMEL) != 0;
	}
	l->nentries = n;
}

static int
load_lists(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *o = obj(t, rules, "lists");
	const char *keys[TS_MAX_LISTS];
	int i, n;

	if (o == NULL)
		return -1;
	n = sorted_keys(t, o, keys, TS_MAX_LISTS);
	for (i = 0; i < n && !t->bad; i++)
		load_list(t, r, &r->list[i], keys[i], json_object_get(o,
		    keys[i]));
	r->nlists = n;
	*t->where = '\0';
	return t->bad ? -1 : 0;
}

static int
load_terrain(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	static const char *const cls[] = { "open", "rough", "impassable" };
	const json_t *o = obj(t, rules, "terrain"), *v;
	const char *keys[TS_MAX_TERR], *sym;
	struct ts_terrain *x;
	int i, n;

	if (o == NULL)
		return -1;
	n = sorted_keys(t, o, keys, TS_MAX_TERR);
	for (i = 0; i < n && !t->bad; i++) {
		x = &r->terr[i];
		v = json_object_get(o, keys[i]);
		snprintf(t->where, sizeof t->where, "terrain.%s", keys[i]);
		snprintf(x->key, sizeof x->key, "%s", keys[i]);
		sym = json_string_value(json_object_get(v, "sym"));
		if (sym == NULL || strlen(sym) != 1 || sym[0] <= ' ' ||
		    sym[0] > '~')
			bad(t, "sym: not one printable character");
		x->sym = sym ? sym[0] : '?';
		if ((x->cls = word(json_string_value(json_object_get(v,
		    "class")), cls, 3)) < 0) {
			bad(t, "class: not open, rough or impassable");
			x->cls = TS_OPEN;
		}
		x->blocks = flag(v, "blocks_los");
		x->cover = flag(v, "cover");
		x->hill = num(t, v, "hill", 0, 2);
		x->see_over = num(t, v, "see_over", 0, 3);
		x->water = flag(v, "water");
		x->piece = flag(v, "piece");
	}
	r->nterr = n;
	if (!t->bad && ts_tables_terrain(r, "clear") < 0)
		bad(t, "no \"clear\" terrain");
	*t->where = '\0';
	return t->bad ? -1 : 0;
}

static void
load_sizes(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *o = obj(t, rules, "sizes"), *s;
	int i;

	for (i = 0; o != NULL && i < TS_NSIZE; i++) {
		s = obj(t, o, size_names[i]);
		r->size_hits[i] = num(t, s, "hits", 1, 6);
		r->size_vp[i] = num(t, s, "vp", 0, 9);
	}
	s = obj(t, rules, "artillery");
	r->art_hits = num(t, s, "hits", 1, 6);
	r->art_vp = num(t, s, "vp", 0, 9);
	s = obj(t, rules, "elephant");
	r->eleph_hits = num(t, s, "hits", 1, 6);
	r->eleph_vp = num(t, s, "vp", 0, 9);
	s = obj(t, rules, "escorted_elephant");
	r->escort_hits = num(t, s, "hits", 1, 6);
	r->escort_vp = num(t, s, "vp", 0, 9);
}

static void
load_weapons(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *o = obj(t, rules, "weapons"), *a, *h;
	int i;

	r->range[TS_W_NONE] = 0;
	for (i = 1; o != NULL && i < TS_NWEAPON; i++)
		r->range[i] = num(t, o, weapon_names[i], 1, 12);
	r->overhead_range = num(t, o, "overhead", 1, 3);
	a = obj(t, rules, "ammunition");
	r->jav_ammo = num(t, a, "javelin", 0, 20);
	r->light_ammo_missile = num(t, a, "light_missile", 0, 20);
	r->heavy_ammo = num(t, a, "heavy_missile", 0, 20);
	r->vet_ammo = num(t, a, "veteran", -5, 5);
	r->raw_ammo = num(t, a, "raw", -5, 5);
	h = obj(t, rules, "to_hit");
	r->to_hit_shoot = num(t, h, "shooting", 2, 11);
	r->melee_hit_bad = num(t, h, "melee_bad", 2, 11);
}

static void
load_activation(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *a = obj(t, rules, "activation");
	const json_t *c = obj(t, rules, "command"), *e;

	r->act_first = num(t, a, "first", 1, 10);
	r->act_always = num(t, a, "always", 1, 11);
	r->act_cause = num(t, a, "per_cause", 0, 5);
	r->act_cause_deep = num(t, a, "per_cause_deep", 0, 5);
	r->act_chariot_rough = num(t, a, "chariot_rough", 0, 5);
	r->act_entry = num(t, a, "entry", 1, 10);
	r->cmd_range = num(t, c, "general_range", 0, 20);
	r->senior_range = num(t, c, "senior_range", 0, 20);
	r->march_extra = num(t, c, "march_extra", 0, 3);
	e = obj(t, rules, "evade");
	r->evade[0] = num(t, e, "mounted_v_foot", 1, 11);
	r->evade[1] = num(t, e, "foot_in_rough", 1, 11);
	r->evade[2] = num(t, e, "mounted_v_mounted", 1, 11);
	r->evade[3] = num(t, e, "foot_v_foot", 1, 11);
	r->evade[4] = num(t, e, "foot_v_mounted", 1, 11);
	r->evade_light_rough = num(t, e, "light_mounted_rough", 1, 11);
}

static void
load_generals(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	static const char *const ck[6] = { "attached_foot", "mounted",
	    "detached", "heroic", "senior", "brilliant" };
	const json_t *g = obj(t, rules, "generals"), *c, *i, *cm;
	int k;

	r->gen_save = num(t, g, "save", 1, 11);
	r->gen_save_heroic = num(t, g, "save_heroic", 1, 11);
	r->always = num(t, g, "always", 1, 11);
	i = obj(t, g, "injury");
	r->inj_killed = num(t, i, "killed", 1, 11);
	r->inj_wounded = num(t, i, "wounded", 1, 11);
	r->gen_medals = num(t, g, "medals", 0, 9);
	r->gen_vp = num(t, g, "vp", 0, 9);
	c = obj(t, g, "costs");
	for (k = 0; c != NULL && k < 6; k++)
		r->gen_cost[k] = num(t, c, ck[k], 0, 20);
	cm = obj(t, g, "command_move");
	r->cmove[0] = num(t, cm, "foot", 0, 6);
	r->cmove[1] = num(t, cm, "mounted", 0, 6);
	r->cmove[2] = num(t, cm, "brilliant", 0, 6);
	c = obj(t, rules, "camp");
	r->camp_medals = num(t, c, "medals", 0, 9);
	r->camp_vp = num(t, c, "vp", 0, 9);
	r->medals_div = num(t, obj(t, rules, "medals"), "divisor", 1, 10);
}

static void
load_smods(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *s = obj(t, rules, "save_modifiers"), *g;
	int m;

	for (m = 0; s != NULL && m < SM_N; m++) {
		g = obj(t, s, smod_keys[m].group);
		r->smod[m] = num(t, g, smod_keys[m].key, -5, 5);
	}
}

static int
rel_dir(const char *s)
{
	if (s == NULL)
		return -9;
	if (strcmp(s, "FL") == 0)
		return -1;
	if (strcmp(s, "F") == 0)
		return 0;
	if (strcmp(s, "FR") == 0)
		return 1;
	return -9;
}

static void
load_rampage(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *a = json_object_get(rules, "rampage"), *v;
	size_t i;
	int c;

	if (!json_is_array(a) || json_array_size(a) != 10) {
		bad(t, "rampage: not 10 rows");
		return;
	}
	json_array_foreach(a, i, v) {
		c = num(t, v, "card", 1, 10);
		r->rampage_len[c] = num(t, v, "boxes", 1, 3);
		if ((r->rampage_dir[c] = rel_dir(json_string_value(
		    json_object_get(v, "dir")))) == -9) {
			bad(t, "rampage: dir not FL, F or FR");
			r->rampage_dir[c] = 0;
		}
	}
	for (c = 1; c <= 10; c++)
		if (r->rampage_len[c] == 0)
			bad(t, "rampage: a card has no row");
}

static void
load_strats(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *a = json_object_get(rules, "stratagems"), *v;
	size_t i;
	int k;

	if (!json_is_array(a)) {
		bad(t, "stratagems: not an array");
		return;
	}
	json_array_foreach(a, i, v) {
		k = word(json_string_value(json_object_get(v, "card")),
		    strat_cards, ST_N);
		if (k < 0) {
			bad(t, "stratagems: unknown card");
			return;
		}
		r->strat_count[k] = num(t, v, "copies", 0, 4);
		copy_name(r->strat_name[k], sizeof r->strat_name[k], v,
		    "name", strat_cards[k]);
	}
	for (k = 0; k < ST_N; k++)
		if (r->strat_name[k][0] == '\0')
			bad(t, "stratagems: a card is missing");
}

static void
load_scenarios(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *a = json_object_get(rules, "scenarios"), *v;
	size_t i;
	int n;

	if (!json_is_array(a)) {
		bad(t, "scenarios: not an array");
		return;
	}
	json_array_foreach(a, i, v) {
		const char *sv = json_string_value(json_object_get(v,
		    "save_after_deployment"));

		n = num(t, v, "n", 0, 10);
		r->sc_medals[n] = opt_num(t, v, "passive_medals", 0, 20, 0);
		r->sc_active_medals[n] = opt_num(t, v, "active_medals", 0, 20,
		    0);
		r->sc_drain[n] = opt_num(t, v, "active_drain_per_turn", 0,
		    5, 0);
		r->sc_light_fwd[n] = opt_num(t, v, "light_forward", 0, 3, 0);
		r->sc_passive_fwd[n] = opt_num(t, v, "passive_forward", 0, 3,
		    0);
		r->sc_save[n] = sv == NULL ? 0 : strcmp(sv, "all") == 0 ? 1 :
		    strcmp(sv, "passive") == 0 ? 2 : -1;
		if (r->sc_save[n] < 0)
			bad(t, "scenarios: save_after_deployment");
		r->sc_simul[n] = flag(v, "simultaneous_deployment");
		r->sc_delay[n] = flag(v, "active_delayed_command") ? 1 :
		    flag(v, "passive_delayed_command") ? 2 : 0;
		r->sc_noclear[n] = json_is_false(json_object_get(v,
		    "clear_pieces"));
		r->sc_halfclear[n] = flag(v, "clear_pieces_min_half");
		r->sc_water[n] = flag(v, "water_flank_column");
		r->sc_gap_pts[n] = opt_num(t, v, "passive_gives_points", 0,
		    200, 0);
		copy_name(r->sc_name[n], sizeof r->sc_name[n], v, "name",
		    "?");
	}
	v = obj(t, rules, "scouting");
	r->scout_light_mtd = num(t, v, "light_mounted", 0, 5);
	r->scout_pair_div = 2;
	(void)num(t, v, "per_two_others", 0, 5);
	r->scout_brilliant = num(t, v, "brilliant", 0, 5);
	v = obj(t, rules, "terrain_choice");
	r->terrain_per_boxes = num(t, v, "boxes_per_choice", 1, 100);
	r->stream_sides = num(t, v, "stream_sides_per_choice", 1, 20);
}

int
ts_tables_option(struct ts_opts *o, const char *k, const char *v)
{
	int b = strcasecmp(v, "true") == 0 || strcasecmp(v, "on") == 0 ||
	    strcmp(v, "1") == 0;
	int off = strcasecmp(v, "false") == 0 || strcasecmp(v, "off") == 0 ||
	    strcmp(v, "0") == 0;
	char *end;
	long n = strtol(v, &end, 10);
	int isnum = *v != '\0' && *end == '\0' && n >= 0 && n <= 99;
	int *flagp = NULL;

	if (strcmp(k, "fow") == 0) {
		if (strcasecmp(v, "open") == 0)
			o->fow = 0;
		else if (strcasecmp(v, "los") == 0)
			o->fow = 1;
		else
			return -1;
		return 0;
	}
	if (strcmp(k, "arc") == 0) {
		if (strcasecmp(v, "cone") == 0)
			o->arc_cone = 1;
		else if (strcasecmp(v, "corridor") == 0)
			o->arc_cone = 0;
		else
			return -1;
		return 0;
	}
	if (strcmp(k, "flank_march_zones") == 0) {
		if (strcasecmp(v, "both") == 0)
			o->flank_both_zones = 1;
		else if (strcasecmp(v, "own") == 0)
			o->flank_both_zones = 0;
		else
			return -1;
		return 0;
	}
	if (strcmp(k, "lc_crossbow_range") == 0 && isnum && n >= 1) {
		o->lc_crossbow_range = (int)n;
		return 0;
	}
	if (strcmp(k, "xdeep_vp") == 0 && isnum) {
		o->xdeep_vp = (int)n;
		return 0;
	}
	if (strcmp(k, "light_mounted_rough_evade") == 0 && isnum && n >= 1 &&
	    n <= 11) {
		o->light_rough_evade = (int)n;
		return 0;
	}
	if (strcmp(k, "turns") == 0 && isnum) {
		o->turn_cap = (int)n;
		return 0;
	}
	if (strcmp(k, "stakes_any_charger") == 0)
		flagp = &o->stakes_any;
	else if (strcmp(k, "mounted_halt_linear") == 0)
		flagp = &o->mounted_halt_linear;
	else if (strcmp(k, "scythed_frontal") == 0)
		flagp = &o->scythed_frontal;
	else if (strcmp(k, "exhausted_reshuffle") == 0)
		flagp = &o->deck_reshuffle_exhausted;
	else if (strcmp(k, "delay_from_second_turn") == 0)
		flagp = &o->delay_second_turn;
	else if (strcmp(k, "scenario_saves_unmodified") == 0)
		flagp = &o->scenario_save_mods;
	else if (strcmp(k, "ambush_broken_foot") == 0)
		flagp = &o->ambush_broken_foot;
	else if (strcmp(k, "list_limits") == 0)
		flagp = &o->list_limits;
	else if (strcmp(k, "hero_replay_heroic_only") == 0)
		flagp = &o->hero_replay_general_heroic_only;
	if (flagp == NULL || (!b && !off))
		return -1;
	*flagp = b;
	return 0;
}

static void
load_options(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	const json_t *o = obj(t, rules, "options"), *v;
	const char *k;
	char buf[32], m[96];

	memset(&r->opt, 0, sizeof r->opt);
	r->opt.arc_cone = 1;
	r->opt.lc_crossbow_range = 3;
	r->opt.xdeep_vp = 4;
	r->opt.light_rough_evade = 5;
	if (o == NULL)
		return;
	json_object_foreach((json_t *)o, k, v) {
		if (json_is_boolean(v))
			snprintf(buf, sizeof buf, "%s", json_is_true(v) ?
			    "true" : "false");
		else if (json_is_integer(v))
			snprintf(buf, sizeof buf, "%lld",
			    (long long)json_integer_value(v));
		else if (json_is_string(v))
			snprintf(buf, sizeof buf, "%s", json_string_value(v));
		else
			buf[0] = '\0';
		if (ts_tables_option(&r->opt, k, buf) != 0) {
			snprintf(m, sizeof m, "options.%.40s: bad value", k);
			bad(t, m);
			return;
		}
	}
}

static void
load_costs(struct tl *t, const json_t *rules, struct ts_rules *r)
{
	static const char *const k3[3] = { "light", "standard", "deep" };
	const json_t *c = obj(t, rules, "costs"), *v, *raw, *em;
	int i;

	v = obj(t, c, "veteran");
	raw = obj(t, c, "raw");
	for (i = 0; v != NULL && raw != NULL && i < 3; i++) {
		r->cost_vet[i] = num(t, v, k3[i], -9, 9);
		r->cost_raw[i] = num(t, raw, k3[i], -9, 9);
	}
	r->small_pct = num(t, c, "small_percent", 1, 100);
	em = obj(t, c, "extra_missile");
	r->extra_cost[0] = num(t, em, "light", 0, 9);
	r->extra_cost[1] = num(t, em, "standard", 0, 9);
	r->equip_cost = num(t, c, "equipment", 0, 9);
	r->chits_per_point = num(t, c, "extra_ammo_chits_per_point", 0, 9);
	r->xdeep_cost = num(t, obj(t, obj(t, rules, "sizes"), "xdeep"),
	    "cost", 0, 9);
	v = obj(t, rules, "escorted_elephant");
	r->escort_cost = num(t, v, "cost", 0, 9);
	r->escort_ammo = num(t, v, "ammo", 0, 9);
	r->hero_cost = num(t, obj(t, rules, "hero"), "cost", 0, 9);
	v = obj(t, rules, "camp");
	r->camp_cost = num(t, v, "cost", 0, 9);
	r->fort_cost = num(t, v, "fortification_cost", 0, 9);
	r->reserve_per_unit = num(t, obj(t, rules, "ammunition"),
	    "reserve_per_unit", 0, 9);
}

int
ts_tables_load(json_t *rules, struct ts_rules *r, struct pbem_err *err)
{
	struct tl t = { err, 0, "" };

	memset(r, 0, sizeof *r);
	if (!json_is_object(rules))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "rules data: not an "
		    "object");
	if (load_types(&t, rules, r) || load_lists(&t, rules, r) ||
	    load_terrain(&t, rules, r))
		return PBEM_ERR_PARSE;
	load_sizes(&t, rules, r);
	load_weapons(&t, rules, r);
	load_activation(&t, rules, r);
	load_generals(&t, rules, r);
	load_smods(&t, rules, r);
	load_rampage(&t, rules, r);
	load_strats(&t, rules, r);
	load_scenarios(&t, rules, r);
	load_options(&t, rules, r);
	load_costs(&t, rules, r);
	return t.bad ? PBEM_ERR_PARSE : PBEM_OK;
}

int
ts_tables_type(const struct ts_rules *r, const char *key)
{
	int i;

	for (i = 0; key != NULL && i < r->ntypes; i++)
		if (strcasecmp(r->type[i].key, key) == 0)
			return i;
	return -1;
}

int
ts_tables_terrain(const struct ts_rules *r, const char *key)
{
	int i;

	for (i = 0; key != NULL && i < r->nterr; i++)
		if (strcasecmp(r->terr[i].key, key) == 0)
			return i;
	return -1;
}

int
ts_tables_list(const struct ts_rules *r, const char *key)
{
	int i;

	for (i = 0; key != NULL && i < r->nlists; i++)
		if (strcasecmp(r->list[i].key, key) == 0)
			return i;
	return -1;
}

int
ts_tables_entry(const struct ts_list *l, const char *key)
{
	int i;

	for (i = 0; key != NULL && i < l->nentries; i++)
		if (strcasecmp(l->e[i].key, key) == 0)
			return i;
	return -1;
}
