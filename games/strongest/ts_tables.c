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
#include <stddef.h>

#include "rules_options.h"
#include "rules_tables.h"
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

static const char *const strat_cards[ST_N] = {
	"JH", "JC", "JD", "JS", "QH", "QC", "QD", "QS", "KH", "KC", "KD", "KS",
	"JOKER",
};

const char *
ts_weapon_name(int w)
{
	return w >= 0 && w < TS_NWEAPON ? weapon_names[w] : "?";
}

/* A unit type (Fig. II): a type is light, regular or deep. */
static const char *const type_sizes[TS_NSIZE] = { "light", NULL, "reg",
	"deep", NULL };
#define TY(f, k, l, h)	RULES_FIELD(struct ts_type, f, k, l, h)
static const struct rules_field type_fields[] = {
	RULES_KEY(struct ts_type, key),
	RULES_TEXT(struct ts_type, name, "name", NULL),
	RULES_TRUE(struct ts_type, mounted, "mounted"),
	RULES_WORD(struct ts_type, size, "size", type_sizes, -1),
	TY(save, "save", 2, 11), TY(ammo, "ammo", 0, 20),
	RULES_WORD(struct ts_type, weapon, "weapon", weapon_names, -1),
	TY(melee_hit, "melee", 2, 11), TY(pts, "pts", 0, 99),
	RULES_FIELD_OR(struct ts_type, pts_deep, "pts_deep", 0, 99, 0),
	RULES_FLAGS_REQUIRED(struct ts_type, flags, "flags", flag_names),
	RULES_REF_SORTED(struct ts_type, dismount, "dismount", "units", -1),
};
#undef TY

/* A type shoots (has ammunition) when it has a weapon, unless it is
 * shock troops. */
static void
type_check(struct rules_rd *rd, const json_t *o, void *base)
{
	const struct ts_type *ty = base;

	(void)o;
	if ((ty->weapon == TS_W_NONE) != (ty->ammo == 0) &&
	    !(ty->flags & TSF_SHOCK))
		rules_bad(rd, NULL, "ammo and weapon disagree");
}
static const struct rules_table type_table = RULES_TABLE_AFTER(type_fields,
    type_check);

/* An entry of a list: its type named by its key; quality is -1 raw, 0
 * normal, 1 vet; how many, any when left out. */
static const char *const qualities[] = { "raw", "normal", "vet" };
static const struct rules_field entry_fields[] = {
	RULES_KEY(struct ts_entry, key),
	{ .key = "type", .kind = RULES_K_REF, .text = "units",
	    .off = offsetof(struct ts_entry, type),
	    .how = RULES_SORTED | RULES_REQUIRED },
	RULES_TEXT(struct ts_entry, name, "name", NULL),
	RULES_FIELD(struct ts_entry, save, "save", 2, 11),
	RULES_FIELD(struct ts_entry, cost, "cost", 0, 99),
	RULES_WORD_BASE(struct ts_entry, quality, "quality", qualities, 1, -1),
	RULES_TRUE(struct ts_entry, deep, "deep"),
	RULES_TRUE(struct ts_entry, small, "small"),
	RULES_FIELD_OR(struct ts_entry, ammo, "ammo", -1, 20, -1),
	RULES_SPAN(struct ts_entry, number, "number", 0, 99),
	RULES_TRUE(struct ts_entry, shared, "shared"),
};
static const struct rules_table entry_table = RULES_TABLE(entry_fields);

/* A list: how many heroes, camps and fortifications it may have ([min,
 * max], any when left out), its generals, its entries. */
static const struct rules_field gen_fields[] = {
	RULES_FIELD_OR(struct ts_list, gen_min, "min", 0, 99, 0),
	RULES_FIELD_OR(struct ts_list, gen_max, "max", 0, 99, 99),
};
static const struct rules_table gen_table = RULES_TABLE(gen_fields);
#define LI(f, k)	RULES_SPAN(struct ts_list, f, k, 0, 99)
static const struct rules_field list_fields[] = {
	RULES_KEY(struct ts_list, key),
	RULES_TEXT(struct ts_list, name, "name", NULL),
	LI(heroes, "heroes"), LI(camps, "camps"), LI(forts, "fortifications"),
	RULES_FIELD_OR(struct ts_list, shared_max, "shared_max", 0, 99, 99),
	RULES_TEXT(struct ts_list, shared_what, "shared_what", "units"),
	RULES_NESTED("generals", gen_table, RULES_DEFAULTS),
	RULES_EACH(struct ts_list, e, nentries, "entries", TS_KEY_LEN,
	    entry_table, RULES_SORTED),
};
#undef LI

/* A list's elephants and camels, by its entries' types (a foe's are
 * unfamiliar: ts_save.c). */
static void
list_beasts(struct rules_rd *rd, const json_t *o, void *base)
{
	const struct ts_rules *r = rd->top;
	struct ts_list *l = base;
	unsigned f;
	int k;

	(void)o;
	for (k = 0; k < l->nentries && !rd->bad; k++) {
		f = r->type[l->e[k].type].flags;
		l->elephants |= (f & TSF_ELEPHANT) != 0;
		l->camels |= (f & TSF_CAMEL) != 0;
	}
}
static const struct rules_table list_table = RULES_TABLE_AFTER(list_fields,
    list_beasts);

static const char *const terrain_classes[] = { "open", "rough",
	"impassable" };
#define TT(f, k)	RULES_TRUE(struct ts_terrain, f, k)
static const struct rules_field terrain_fields[] = {
	RULES_KEY(struct ts_terrain, key),
	RULES_CHAR(struct ts_terrain, sym, "sym"),
	RULES_WORD(struct ts_terrain, cls, "class", terrain_classes, -1),
	TT(blocks, "blocks_los"), TT(cover, "cover"),
	RULES_FIELD(struct ts_terrain, hill, "hill", 0, 2),
	RULES_FIELD(struct ts_terrain, see_over, "see_over", 0, 3),
	TT(water, "water"), TT(piece, "piece"),
};
#undef TT
static const struct rules_table terrain_table = RULES_TABLE(terrain_fields);

/* Fig. XVIII, in enum ts_smod order: melee, shooting, rally. */
static const char *const smod_keys[SM_N] = {
	"li_rough_not_charged_by_li", "foot_across_fortifications",
	"foot_charged_uphill", "foot_rough_charged_by_mounted_or_pike",
	"charged_across_stream_bridge_shore_stakes",
	"charged_across_wall_hedge", "pike_spear_frontal_mounted",
	"foot_frontal_mounted", "war_wagons_charged_by_mounted",
	"cataphracts_later_knights", "charged_by_2hcw",
	"li_charged_by_mounted_open", "unfamiliar_elephants_camels",
	"demoralised", "elephants_charged_by_mounted", "charged_from_bridge",
	"foot_behind_fortifications", "cataphracts_dismounted_knights",
	"later_knights_shieldwall_wagons_cover_testudo_pavise",
	"light_and_artillery", "demoralised", "hit_from_flank_or_rear",
	"general_present", "enemy_could_charge", "demoralised",
};

/* Table XIV: a rampaging elephant's boxes and direction, by card; the
 * stratagem cards' copies and names; the scenarios (§5.6) by number. */
static const char *const rampage_dirs[] = { "FL", "F", "FR" };
static const struct rules_field rampage_fields[] = {
	RULES_AT("card", 1, 10),
	RULES_FIELD(struct ts_rampage, len, "boxes", 1, 3),
	RULES_WORD(struct ts_rampage, dir, "dir", rampage_dirs, -1),
};
static const struct rules_field strat_fields[] = {
	RULES_AT_WORD("card", strat_cards),
	RULES_FIELD(struct ts_strat_card, count, "copies", 0, 4),
	RULES_TEXT(struct ts_strat_card, name, "name", NULL),
};
static const char *const save_words[] = { NULL, "all", "passive" };
#define SC(f, k, h)	RULES_FIELD_OR(struct ts_scen, f, k, 0, h, 0)
#define SCT(f, k)	RULES_TRUE(struct ts_scen, f, k)
static const struct rules_field scen_fields[] = {
	RULES_AT("n", 0, 10),
	SC(medals, "passive_medals", 20),
	SC(active_medals, "active_medals", 20),
	SC(drain, "active_drain_per_turn", 5),
	SC(light_fwd, "light_forward", 3),
	SC(passive_fwd, "passive_forward", 3),
	RULES_WORD(struct ts_scen, save, "save_after_deployment", save_words,
	    0),
	SCT(simul, "simultaneous_deployment"),
	SCT(delay_active, "active_delayed_command"),
	SCT(delay_passive, "passive_delayed_command"),
	RULES_FIELD_OR(struct ts_scen, clear, "clear_pieces", 0, 1, 1),
	SCT(halfclear, "clear_pieces_min_half"),
	SCT(water, "water_flank_column"),
	SC(gap_pts, "passive_gives_points", 200),
	RULES_TEXT(struct ts_scen, name, "name", "?"),
};
#undef SC
#undef SCT
static const struct rules_table rampage_table = RULES_TABLE(rampage_fields);
static const struct rules_table strat_table = RULES_TABLE(strat_fields);
static const struct rules_table scen_table = RULES_TABLE(scen_fields);

/* The options (§10 and the house rules): the rules data's defaults,
 * a scenario's OPTION lines over them. */
static const char *const fow_words[] = { "open", "los" };
static const char *const arc_words[] = { "cone", "corridor" };
static const char *const zone_words[] = { "both", "own" };
static const int zero_one[] = { 0, 1 }, one_zero[] = { 1, 0 };
#define SW(f, k)	RULES_OPT_SWITCH(struct ts_opts, f, k, 0)
#define NUM(f, k, l, h, d)	RULES_OPT_NUMBER(struct ts_opts, f, k, l, h, d)
static const struct rules_option options[] = {
	RULES_OPT_WORD(struct ts_opts, fow, "fow", fow_words, zero_one, 0),
	RULES_OPT_WORD(struct ts_opts, arc_cone, "arc", arc_words, one_zero,
	    1),
	RULES_OPT_WORD(struct ts_opts, flank_both_zones, "flank_march_zones",
	    zone_words, one_zero, 0),
	NUM(lc_crossbow_range, "lc_crossbow_range", 1, 99, 3),
	NUM(xdeep_vp, "xdeep_vp", 0, 99, 4),
	NUM(light_rough_evade, "light_mounted_rough_evade", 1, 11, 5),
	NUM(turn_cap, "turns", 0, 99, 0),
	SW(stakes_any, "stakes_any_charger"),
	SW(mounted_halt_linear, "mounted_halt_linear"),
	SW(scythed_frontal, "scythed_frontal"),
	SW(deck_reshuffle_exhausted, "exhausted_reshuffle"),
	SW(delay_second_turn, "delay_from_second_turn"),
	SW(scenario_save_mods, "scenario_saves_unmodified"),
	SW(ambush_broken_foot, "ambush_broken_foot"),
	SW(list_limits, "list_limits"),
	SW(hero_replay_general_heroic_only, "hero_replay_heroic_only"),
};
#undef SW
#undef NUM
static const struct rules_options options_table = RULES_OPTIONS(options);

/* The single numbers: an object's member each (the object named as
 * rules_obj names it, the member alone), in the order they were first
 * read, so a bad file names the same first fault. */
#define N(sec, f, k, l, h) \
	{ sec, { .key = k, .off = offsetof(struct ts_rules, f), .lo = l, \
	    .hi = h, .how = RULES_REQUIRED | RULES_FLAT } }
/* An object of named numbers into an array: in a section (the path
 * named in full). */
#define NAMED(sec, f, k, nm, l, h) \
	{ sec, RULES_NAMED(struct ts_rules, f, k, nm, l, h) }
/* Fig. XVIII: a part of smod_keys each. */
#define SM(k, from, to)	{ "save_modifiers", RULES_NAMED_PART( \
	struct ts_rules, smod, k, smod_keys, from, to, -5, 5) }
static const char *const evades[] = { "mounted_v_foot", "foot_in_rough",
	"mounted_v_mounted", "foot_v_foot", "foot_v_mounted" };
static const char *const gen_costs[] = { "attached_foot", "mounted",
	"detached", "heroic", "senior", "brilliant" };
static const char *const cmoves[] = { "foot", "mounted", "brilliant" };
static const char *const depths[] = { "light", "standard", "deep" };
static const char *const sizes[TS_NSIZE] = { "light", "small", "reg",
	"deep", "xdeep" };
static const struct rules_entry numbers[] = {
	/* the unit types, the lists that name them (in sorted order: the
	 * stored state's) */
	{ NULL, RULES_EACH(struct ts_rules, type, ntypes, "units", TS_KEY_LEN,
	    type_table, RULES_SORTED) },
	{ NULL, RULES_EACH(struct ts_rules, list, nlists, "lists", TS_KEY_LEN,
	    list_table, RULES_SORTED) },
	/* the terrain types, by their keys in sorted order; every box is
	 * clear until the map says otherwise */
	{ NULL, RULES_EACH_NEEDS(struct ts_rules, terr, nterr, "terrain",
	    TS_KEY_LEN, terrain_table, RULES_SORTED, "clear") },
	/* sizes: the hits and victory points of each (enum ts_size) */
	{ NULL, RULES_NAMED_IN(struct ts_rules, size_hits, "sizes", sizes,
	    "hits", 1, 6) },
	{ NULL, RULES_NAMED_IN(struct ts_rules, size_vp, "sizes", sizes, "vp",
	    0, 9) },
	N("artillery", art_hits, "hits", 1, 6),
	N("artillery", art_vp, "vp", 0, 9),
	N("elephant", eleph_hits, "hits", 1, 6),
	N("elephant", eleph_vp, "vp", 0, 9),
	N("escorted_elephant", escort_hits, "hits", 1, 6),
	N("escorted_elephant", escort_vp, "vp", 0, 9),
	/* weapons: ranges in enum ts_weapon order, "none" has none */
	{ NULL, RULES_NAMED_PART(struct ts_rules, range, "weapons",
	    weapon_names, 1, TS_NWEAPON, 1, 12) },
	N("weapons", overhead_range, "overhead", 1, 3),
	N("ammunition", jav_ammo, "javelin", 0, 20),
	N("ammunition", light_ammo_missile, "light_missile", 0, 20),
	N("ammunition", heavy_ammo, "heavy_missile", 0, 20),
	N("ammunition", vet_ammo, "veteran", -5, 5),
	N("ammunition", raw_ammo, "raw", -5, 5),
	N("to_hit", to_hit_shoot, "shooting", 2, 11),
	N("to_hit", melee_hit_bad, "melee_bad", 2, 11),
	N("activation", act_first, "first", 1, 10),
	N("activation", act_always, "always", 1, 11),
	N("activation", act_cause, "per_cause", 0, 5),
	N("activation", act_cause_deep, "per_cause_deep", 0, 5),
	N("activation", act_chariot_rough, "chariot_rough", 0, 5),
	N("activation", act_entry, "entry", 1, 10),
	N("command", cmd_range, "general_range", 0, 20),
	N("command", senior_range, "senior_range", 0, 20),
	N("command", march_extra, "march_extra", 0, 3),
	{ NULL, RULES_NAMED(struct ts_rules, evade, "evade", evades, 1, 11) },
	N("evade", evade_light_rough, "light_mounted_rough", 1, 11),
	N("generals", gen_save, "save", 1, 11),
	N("generals", gen_save_heroic, "save_heroic", 1, 11),
	N("generals", always, "always", 1, 11),
	N("generals.injury", inj_killed, "killed", 1, 11),
	N("generals.injury", inj_wounded, "wounded", 1, 11),
	N("generals", gen_medals, "medals", 0, 9),
	N("generals", gen_vp, "vp", 0, 9),
	NAMED("generals", gen_cost, "costs", gen_costs, 0, 20),
	NAMED("generals", cmove, "command_move", cmoves, 0, 6),
	N("camp", camp_medals, "medals", 0, 9),
	N("camp", camp_vp, "vp", 0, 9),
	N("medals", medals_div, "divisor", 1, 10),
	SM("melee", 0, SM_FORT_SHOT),
	SM("shooting", SM_FORT_SHOT, SM_RALLY_GEN),
	SM("rally", SM_RALLY_GEN, SM_N),
	/* the card tables (rows by card), the scenarios */
	{ NULL, RULES_PLACED(struct ts_rules, rampage, "rampage", rampage_table,
	    RULES_REQUIRED) },
	{ NULL, RULES_PLACED(struct ts_rules, strat, "stratagems", strat_table,
	    RULES_REQUIRED) },
	{ NULL, RULES_PLACED(struct ts_rules, sc, "scenarios", scen_table, 0) },
	/* scouting, the terrain choice and the costs */
	N("scouting", scout_light_mtd, "light_mounted", 0, 5),
	N("scouting", scout_per_two, "per_two_others", 0, 5),
	N("scouting", scout_brilliant, "brilliant", 0, 5),
	N("terrain_choice", terrain_per_boxes, "boxes_per_choice", 1, 100),
	N("terrain_choice", stream_sides, "stream_sides_per_choice", 1, 20),
	NAMED("costs", cost_vet, "veteran", depths, -9, 9),
	NAMED("costs", cost_raw, "raw", depths, -9, 9),
	N("costs", small_pct, "small_percent", 1, 100),
	{ "costs", RULES_NAMED_PART(struct ts_rules, extra_cost,
	    "extra_missile", depths, 0, 2, 0, 9) },
	N("costs", equip_cost, "equipment", 0, 9),
	N("costs", chits_per_point, "extra_ammo_chits_per_point", 0, 9),
	N("sizes.xdeep", xdeep_cost, "cost", 0, 9),
	N("escorted_elephant", escort_cost, "cost", 0, 9),
	N("escorted_elephant", escort_ammo, "ammo", 0, 9),
	N("hero", hero_cost, "cost", 0, 9),
	N("camp", camp_cost, "cost", 0, 9),
	N("camp", fort_cost, "fortification_cost", 0, 9),
	N("ammunition", reserve_per_unit, "reserve_per_unit", 0, 9),
	/* the options' defaults (a scenario's OPTION lines over them) */
	{ NULL, RULES_OPTS(struct ts_rules, opt, "options", options_table,
	    RULES_REQUIRED) },
};
#undef N
#undef NAMED
#undef SM

/* the rules data's reader: rules_set_read into a struct ts_rules */
const struct rules_set ts_rules_set = RULES_SET(struct ts_rules, numbers);
