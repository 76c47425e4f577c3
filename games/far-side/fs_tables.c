/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_tables.c - decode the rules data (games/far-side/rules.json, kept
 * inside every state) into struct fs_rules: the unit data table, terrain,
 * qualities, traits, modifiers, result thresholds, VP and defaults.
 * Every number the rules use comes from here; this file must never hold a
 * rule value itself, only the names of the fields it expects.
 */
#include <stddef.h>

#include "fs.h"
#include "rules_tables.h"

/* The names the data uses, each at its index (class) or bit (flags). */
static const char *const class_names[] = { "INF", "CAV", "GUN" };
static const char *const flag_names[] = { "TERRAIN_AS_OPEN",
	"NO_MAX_RANGE_PENALTY", "ONE_CELL", "IGNORE_COVER",
	"OVER_FRIENDS_FROM_HILL", "JAMS", "MOUNTS" };
static const char *const roll_names[] = { "activation", "rally", "death",
	"shooting", "melee", "combat" };
/* a number with no tighter rule */
#define SL		(-1000)
#define SH		1000

/* A unit type, a quality, a terrain: an entry of its table each. */
#define U(f, k, lo, hi)	RULES_FIELD(struct fs_utype, f, k, lo, hi)
#define UO(f, k)	RULES_FIELD_OR(struct fs_utype, f, k, SL, SH, 0)
static const struct rules_field unit_fields[] = {
	RULES_KEY(struct fs_utype, key),
	RULES_TEXT(struct fs_utype, name, "name", NULL),
	RULES_WORD(struct fs_utype, cls, "class", class_names, -1),
	U(shoot, "shoot", SL, SH), U(melee, "melee", SL, SH),
	U(resolve, "resolve", SL, SH), U(move, "move", 0, 6),
	U(range, "range", 0, 30), UO(charge, "charge"),
	UO(points, "points"),
	RULES_FIELD_FROM(struct fs_utype, move_mounted, "move_mounted", 0, 6,
	    move),
	RULES_FLAGS(struct fs_utype, flags, "flags", flag_names),
};
#undef U
#undef UO
static const struct rules_table unit_table = RULES_TABLE(unit_fields);

static const struct rules_field qual_fields[] = {
	RULES_KEY(struct fs_quality, key),
	RULES_TEXT(struct fs_quality, name, "name", NULL),
	RULES_FIELD_OR(struct fs_quality, rally, "rally", SL, SH, 0),
	RULES_FIELD_OR(struct fs_quality, combat, "combat", SL, SH, 0),
	RULES_FIELD_OR(struct fs_quality, points, "points", SL, SH, 0),
};
static const struct rules_table qual_table = RULES_TABLE(qual_fields);

/* A terrain's key is its one-character code; its cost may be "all". */
#define T(f, k)		RULES_FIELD_OR(struct fs_terrain, f, k, SL, SH, 0)
static const struct rules_field terrain_fields[] = {
	RULES_CODE(struct fs_terrain, code),
	RULES_FIELD_WORD_AS(struct fs_terrain, cost, "cost", -1, 6, "all", -1),
	RULES_TEXT(struct fs_terrain, name, "name", NULL),
	RULES_FIELD_FROM(struct fs_terrain, cost_same_hill, "cost_same_hill",
	    SL, SH, cost),
	RULES_FIELD_OR(struct fs_terrain, cover, "cover", 0, 2, 0),
	T(cover_inf_only, "cover_infantry_only"), T(closed, "closed"),
	T(bua, "bua"), T(hill, "hill"), T(open, "open"),
	T(melee_closed, "melee_closed"),
	RULES_FLAGS(struct fs_terrain, pass, "pass", class_names),
	RULES_FLAGS(struct fs_terrain, end, "end", class_names),
};
#undef T
static const struct rules_table terrain_table = RULES_TABLE(terrain_fields);

/* What a trait applies to: classes, unit types, qualities by name. */
static const struct rules_field applies_fields[] = {
	RULES_FLAGS(struct fs_trait, cls, NULL, class_names),
	RULES_ANY_KEY(struct fs_trait, types, "units"),
	RULES_ANY_KEY(struct fs_trait, quals, "qualities"),
};
static const struct rules_table applies_to = RULES_TABLE(applies_fields);

/* A trait: what it adds to which roll, the trait it cancels
 * (Inspiring/Stammering, Veteran/Green), what it applies to. */
static const struct rules_field trait_fields[] = {
	RULES_KEY(struct fs_trait, key),
	RULES_TEXT(struct fs_trait, name, "name", NULL),
	RULES_WORD(struct fs_trait, roll, "roll", roll_names, -1),
	RULES_FIELD(struct fs_trait, value, "value", SL, SH),
	RULES_FIELD_OR(struct fs_trait, positive, "positive", SL, SH, 0),
	RULES_REF(struct fs_trait, cancels, "cancels", "traits", -1),
	RULES_ANY("applies", applies_to, "a class, unit or quality"),
};
static const struct rules_table trait_table = RULES_TABLE(trait_fields);

/* The trait 2D6 gives (§6.7: none, one, or PICK: one of trait_pick). */
static const char *const pick_word[] = { "PICK" };
#define ROLL(n)	{ "trait_roll", RULES_REF_WORDS(struct fs_rules, \
		    trait_roll[n], #n, "traits", -1, pick_word) }

/* The sections of single numbers: section, key, member, bounds. */
#define N(sec, f, k)	{ sec, RULES_FIELD(struct fs_rules, f, k, SL, SH) }
#define NO(sec, f, k, d) \
	{ sec, RULES_FIELD_OR(struct fs_rules, f, k, SL, SH, d) }
#define EACH(f, c, k, kl, tb, hw)	{ NULL, RULES_EACH(struct fs_rules, \
					    f, c, k, kl, tb, hw) }
static const struct rules_entry numbers[] = {
	EACH(type, ntypes, "units", FS_KEY_LEN, unit_table, RULES_REQUIRED),
	EACH(qual, nqual, "qualities", FS_KEY_LEN, qual_table, 0),
	EACH(terr, nterrain, "terrain", 2, terrain_table, 0),
	EACH(trait, ntraits, "traits", FS_KEY_LEN, trait_table, 0),
	/* the quality a unit has unless told, the map's open terrain */
	{ "qualities", RULES_OBJ("REGULAR") },
	{ "terrain", RULES_OBJ(".") },
	{ NULL, RULES_OBJ("modifiers") },
	NO("fortification", fort_cover, "cover", 2),
	N("conditions", mod.dis_resolve, "disordered_resolve"),
	N("conditions", mod.blo_combat, "bloodied_combat"),
	N("modifiers", mod.adj_leader, "adjacent_leader"),
	N("modifiers", mod.adj_enemy_leader, "adjacent_enemy_leader"),
	N("modifiers", mod.volley, "volley"),
	N("modifiers", mod.cover_light, "cover_light"),
	N("modifiers", mod.cover_heavy, "cover_heavy"),
	N("modifiers", mod.max_range, "max_range"),
	N("modifiers", mod.mounted_shoot, "mounted_shooting"),
	N("modifiers", mod.friend_adj, "friendly_adjacent_target"),
	N("modifiers", mod.enemy_adj, "enemy_adjacent_target"),
	N("modifiers", mod.hill_to_open, "hill_to_open"),
	N("modifiers", mod.open_to_closed, "open_to_closed"),
	N("modifiers", mod.press, "press"),
	N("modifiers", mod.flank, "flank_rear"),
	N("modifiers", mod.rally_cover, "rally_cover"),
	N("modifiers", mod.rally_enemy_adj, "rally_enemy_adjacent"),
	N("modifiers", mod.terror, "terror"),
	N("results", res.fail_max, "fail_max"),
	N("results", res.basic_max, "basic_max"),
	N("results", res.melee_dis_below, "melee_attacker_disordered_below"),
	N("results", res.last_stand_min, "last_stand_survive_min"),
	N("results", res.death_max, "leader_death_max"),
	N("results", res.rally_min, "rally_success_min"),
	N("results", res.rally_again, "rally_again_min"),
	N("results", res.army_pass, "army_check_pass_min"),
	N("victory", vp.elim, "eliminated"),
	N("victory", vp.bloodied, "bloodied"),
	N("victory", vp.leader, "leader_killed"),
	N("victory", vp.objective, "objective"),
	N("victory", vp.decisive, "decisive_margin"),
	NO("force_points", leader_points, "leader", 0),
	NO("force_points", pos_trait_points, "positive_trait", 0),
	NO("force_points", neg_trait_points, "negative_trait", 0),
	{ "defaults", RULES_FIELD(struct fs_rules, turns, "turns", 1, 99) },
	{ "defaults", RULES_FIELD(struct fs_rules, radius, "command_radius",
	    0, 20) },
	N("defaults", deploy_rows, "deploy_rows"),
	NO("optional", plateau, "plateau_los", 0),
	NO("optional", cap, "cap_modifiers", 0),
	NO("optional", repeat_army, "repeat_army_check", 0),
	NO("optional", conceal, "concealment_range", 0),
	{ NULL, RULES_WORDS_ROWS(struct fs_rules, retreat_order,
	    "retreat_order", 0, grid_dir8_names, 0, 7,
	    RULES_REQUIRED | RULES_FOLD) },
	ROLL(2), ROLL(3), ROLL(4), ROLL(5), ROLL(6), ROLL(7), ROLL(8),
	ROLL(9), ROLL(10), ROLL(11), ROLL(12),
	{ NULL, RULES_REFS(struct fs_rules, pick, npick, "trait_pick",
	    "traits") },
};
#undef N
#undef NO
#undef EACH
#undef ROLL

const struct rules_set fs_rules_set = RULES_SET(struct fs_rules, numbers);

int
fs_tables_trait(const struct fs_rules *r, const char *key)
{
	return GAME_FIND_NAME(r->trait, r->ntraits, key, key);
}

int
fs_tables_type(const struct fs_rules *r, const char *key)
{
	return GAME_FIND_NAME(r->type, r->ntypes, key, key);
}

int
fs_tables_qual(const struct fs_rules *r, const char *key)
{
	return GAME_FIND_NAME(r->qual, r->nqual, key, key);
}

const struct fs_terrain *
fs_tables_terrain(const struct fs_rules *r, char c)
{
	int i = GAME_FIND_CODE(r->terr, r->nterrain, code, c);

	return i >= 0 ? &r->terr[i] : NULL;
}
