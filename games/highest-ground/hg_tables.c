/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_tables.c - load the designed tables ([D] values of the digest) from
 * the rules data kept in the state: counters, terrain (Table 2), army
 * morale (Table 1), morale modifiers (Table 3), attack direction (Table 5),
 * morale effects (Table 6), the CRT (Table 4) and the game options.  The
 * data is referee-editable and hostile: every value is range-checked.
 */
#include <stddef.h>

#include "hg.h"
#include "rules_options.h"
#include "rules_tables.h"

static const char *const res_names[HG_NRES] = {
	"NE", "AE", "AR", "AD", "DD", "DR", "DE", "EX", "ROUT", "COLLAPSE",
	"REFUSED"
};

const char *
hg_res_name(int res)
{
	return res >= 0 && res < HG_NRES ? res_names[res] : "?";
}

/* A number with no tighter rule. */
#define SL	(-10000)
#define SH	10000

/* A unit type's names and numbers; its combat values follow (below). */
static const char *const side_names[] = { "ALLIED", "ROMAN" };
static const char *const class_names[] = { "foot", "mounted", "wagon",
	"merc" };
#define T(f, lo, hi)	RULES_FIELD_OR(struct hg_type, f, #f, lo, hi, 0)
static const struct rules_field type_fields[] = {
	RULES_KEY(struct hg_type, key),
	RULES_TEXT(struct hg_type, name, "name", NULL),
	RULES_TEXT(struct hg_type, prefix, "prefix", "U"),
	RULES_WORD(struct hg_type, side, "side", side_names, -1),
	RULES_WORD(struct hg_type, cls, "class", class_names, -1),
	T(merc, SL, SH), T(scout, SL, SH), T(pike, SL, SH), T(leader, 0, 6),
	RULES_FIELD(struct hg_type, mv, "mv", 0, 20),
	T(rng, 0, 20), T(sheet, SL, SH),
};
#undef T

/* A leader's combat values are its rating's; a unit's are read. */
static void
type_values(struct rules_rd *rd, const json_t *v, void *base)
{
	struct hg_type *t = base;

	if (t->leader) {
		t->full[0] = t->dis[0] = 0;
		t->full[1] = t->dis[1] = 1;
		t->full[2] = t->dis[2] = t->leader;
		/* R-7; rules data older than the points carried no leader
		 * pts, and R-7 is what they meant */
		t->pts = rules_int_or(rd, v, "pts", 0, SH,
		    t->leader * t->leader);
		return;
	}
	rules_ints(rd, v, "full", t->full, 0, 3, 0, 99);
	rules_ints(rd, v, "dis", t->dis, 0, 3, 0, 99);
	t->pts = rules_int_or(rd, v, "pts", SL, SH, t->full[2]);
}

/* A terrain: movement costs in half-MP (0..20 MP; null: prohibited). */
#define HALF_T(f, k, d)	RULES_DECIMAL_NULL(struct hg_terrain, f, k, 2, \
	    0, 40, d, -1)
#define T(f, k)	RULES_FIELD_OR(struct hg_terrain, f, k, SL, SH, 0)
static const struct rules_field terrain_fields[] = {
	RULES_CODE(struct hg_terrain, code),
	RULES_TEXT(struct hg_terrain, name, "name", NULL),
	HALF_T(cost[HG_FOOT], "foot", 2),
	HALF_T(cost[HG_MOUNTED], "mounted", 2),
	HALF_T(cost[HG_WAGON], "wagon", 2),
	T(df, "df"), T(blocks, "blocks_los"), T(closed, "closed"),
	T(village, "village"), T(hill, "hill"),
};
#undef T
#undef HALF_T

/* Fortifications (§12), L1 and L2. */
#define HALF_F(f, k)	RULES_DECIMAL_NULL(struct hg_fort, f, k, 2, 0, 40, \
	    0, -1)
static const struct rules_field fort_fields[] = {
	RULES_FIELD(struct hg_fort, df, "df", SL, SH),
	HALF_F(cost_mounted, "cost_mounted"), HALF_F(cost_other, "cost_other"),
	RULES_FIELD(struct hg_fort, morale, "morale", SL, SH),
	RULES_FIELD(struct hg_fort, turns, "turns", 1, SH),
	RULES_FIELD_OR(struct hg_fort, points, "points", SL, SH, 0),
};
#undef HALF_F

static const struct rules_table fort_table = RULES_TABLE(fort_fields);
static const struct rules_table type_table = RULES_TABLE_AFTER(type_fields,
    type_values);
static const struct rules_table terrain_table =
    RULES_TABLE(terrain_fields);

/* Army Morale bands (§8.1, Table 1), highest first; morale effects
 * (Table 6), in increasing order of their maxima. */
static const struct rules_field band_fields[] = {
	RULES_TEXT_REQUIRED(struct hg_band, state, "state"),
	RULES_FIELD_ORDER(struct hg_band, min, "min", SL, SH, RULES_BELOW),
	RULES_FIELD(struct hg_band, morale, "morale", SL, SH),
	RULES_FIELD_OR(struct hg_band, reorg, "reorg", SL, SH, 0),
	RULES_FIELD_OR(struct hg_band, broken, "broken", SL, SH, 0),
};
static const struct rules_field meff_fields[] = {
	RULES_FIELD_ORDER(struct hg_meff, max, "max", SL, SH, RULES_ABOVE),
	RULES_FIELD_OR(struct hg_meff, shift, "shift", -7, 7, 0),
	RULES_WORD_OR(struct hg_meff, result, "result", res_names, -1,
	    RULES_FOLD),
};
static const struct rules_table band_table = RULES_TABLE(band_fields);
static const struct rules_table meff_table = RULES_TABLE(meff_fields);

/* Options: the rules data's defaults; a scenario's OPTION lines override. */
static const char *const rounds_words[] = { "5", "3", "6" };
static const int rounds_values[] = { 5, 3, 6 };
static const char *const contact_words[] = { "adjacent", "samehex" };
static const int one_zero[] = { 1, 0 };
static const char *const mrc_words[] = { "none", "since_last_seen",
	"full" };
static const int mrc_values[] = { 0, 1, 2 };
#define SW(f, k)	RULES_OPT_SWITCH(struct hg_opts, f, k, 0)
static const struct rules_option options[] = {
	SW(hidden, "hidden"),
	RULES_OPT_WORD(struct hg_opts, rounds, "rounds", rounds_words,
	    rounds_values, 5),
	SW(adj_sees, "adjacent_always_sees"),
	RULES_OPT_WORD(struct hg_opts, contact_adjacent, "contact_reveal",
	    contact_words, one_zero, 1),
	SW(rehide, "rehide"),
	SW(scout_disclosure, "scout_disclosure"),
	RULES_OPT_WORD(struct hg_opts, mrc_disclosure, "mrc_disclosure",
	    mrc_words, mrc_values, 0),
	RULES_OPT_NUMBER(struct hg_opts, sight_max, "sight_range_max", 0, 99,
	    0),
	SW(hill_ignores, "hill_ignores_units"),
	SW(walkie, "walkie_talkies"),
	SW(boats, "boats"),
	SW(defections, "defections"),
	SW(morale_scale, "morale_scale"),
};
#undef SW
static const struct rules_options hg_options = RULES_OPTIONS(options);

/* Movement: roads, rivers, bridges, turning (null: prohibited); the
 * forts; the CRT (Table 4): six rows of eight results, none worse than
 * EX; then the other tables of numbers. */
#define M(sec, f, k, d)	{ sec, RULES_DECIMAL_NULL(struct hg_rules, f, k, \
	    2, 0, 40, d, -1) }
#define N(sec, f, k, lo, hi, d) \
	{ sec, RULES_FIELD_OR(struct hg_rules, f, k, lo, hi, d) }
#define NR(sec, f, k, lo, hi) \
	{ sec, RULES_FIELD(struct hg_rules, f, k, lo, hi) }
#define NQ(sec, f, k, d) \
	{ sec, RULES_DECIMAL_OR(struct hg_rules, f, k, 4, 0, 4000, d) }
static const struct rules_entry numbers[] = {
	{ NULL, RULES_CONST("format", "highest-ground-rules 1") },
	/* numbered in sorted key order: the shipped file's order and a
	 * stored state's (sorted) order number them alike */
	{ NULL, RULES_EACH(struct hg_rules, type, ntypes, "units", HG_KEY_LEN,
	    type_table, RULES_SORTED) },
	{ NULL, RULES_EACH_NEEDS(struct hg_rules, terr, nterrain, "terrain", 2,
	    terrain_table, RULES_SORTED, ".") },	/* clear, required */
	M("road", road[HG_FOOT], "foot", 2),
	M("road", road[HG_MOUNTED], "mounted", 2),
	M("road", road[HG_WAGON], "wagon", 1),
	M("road", road_strat, "strategic", 1),
	M("river", river_tac, "tactical_extra", 2),
	M("river", river_wagon, "wagon_extra", 4),
	M("bridge", bridge_wagon, "wagon_extra", 2),
	M("bridge", bridge_ncs, "non_column_strategic_extra", 2),
	M(NULL, turn_cost, "turn_cost", 2),
	{ "fortification", RULES_SUB(struct hg_rules, fort[0], "L1",
	    fort_table, RULES_REQUIRED) },
	{ "fortification", RULES_SUB(struct hg_rules, fort[1], "L2",
	    fort_table, RULES_REQUIRED) },
	{ "crt", RULES_WORDS_ROWS(struct hg_rules, crt, "rows", 6, res_names,
	    HG_NE, HG_EX, RULES_REQUIRED | RULES_FOLD) },
	/* Table 5 */
	{ NULL, RULES_INTS_ROWS(struct hg_rules, dir_mod, "attack_direction",
	    6, -20, 20, RULES_REQUIRED) },
	/* the single numbers, by section: defaults are the digest's
	 * values, so rules data older than a section still loads */
	N(NULL, broken_quits, "broken_quits_after", SL, SH, 2),
	NR("morale_modifiers", mod.building, "building_attacked", SL, SH),
	NR("morale_modifiers", mod.fort[0], "fort_L1", SL, SH),
	NR("morale_modifiers", mod.fort[1], "fort_L2", SL, SH),
	NR("morale_modifiers", mod.village, "village", SL, SH),
	NR("morale_modifiers", mod.river, "river_attack", SL, SH),
	NR("morale_modifiers", mod.mounted_closed, "mounted_vs_closed", SL,
	    SH),
	NR("morale_modifiers", mod.mounted_pike, "mounted_vs_pike_front", SL,
	    SH),
	NR("morale_modifiers", mod.mounted_merc, "mounted_vs_merc", SL, SH),
	N("retreat", retreat_hexes, "hexes", 1, 20, 2),
	N("retreat", rout_hexes, "rout_hexes", 1, 20, 4),
	N("reorganization", reorg_min, "success_min", SL, SH, 4),
	N("reorganization", reorg_adj, "per_adjacent_enemy", SL, SH, -1),
	N("reorganization", reorg_retreated, "retreated", SL, SH, -2),
	N("reorganization", reorg_routed, "routed", SL, SH, -3),
	N("ammo", ammo_default, "default", 0, 1000, 3),
	N("ammo", ammo_indirect, "indirect_cost", 1, 100, 2),
	N("ammo", indirect_over, "indirect_range_over", SL, SH, 3),
	N(NULL, chits, "chits_per_side", SL, SH, 12),
	N("leader", leader_alone_d, "alone_defence", SL, SH, 1),
	N("boats", boat_mult, "rate_multiplier", 1, 9, 2),
	{ "boats", RULES_DECIMAL_OR(struct hg_rules, boat_step, "step_cost",
	    2, 1, 40, 2) },
	N("scenario_generation", map_die, "map_die", 1, 256, 4),
	N("scenario_generation", hex_die, "hex_die", 1, 256, 20),
	NQ("points", pts.supply, "supply", 1),
	NQ("points", pts.radio, "radio", 20),
	NQ("points", pts.boat, "boat", 4),
	N("points", pts.ammo_block, "ammo_block", 1, SH, 3),
	N("points", pts.defect_mult, "defection_multiplier", 1, SH, 2),
	N("points", pts.per_baggage, "combat_units_per_baggage", 1, SH, 4),
	/* 14.6: unit types that bring one more baggage train each */
	{ "points", RULES_MARKS(struct hg_rules, pts.extra_bag,
	    "extra_baggage_for", "units", RULES_SORTED) },
	{ NULL, RULES_ROWS(struct hg_rules, band, nbands, "army_morale", 1,
	    band_table, RULES_REQUIRED) },
	{ NULL, RULES_ROWS(struct hg_rules, meff, nmeff, "morale_effects", 1,
	    meff_table, RULES_REQUIRED) },
	{ NULL, RULES_OPTS(struct hg_rules, opt, "options", hg_options, 0) },
};
#undef M
#undef N
#undef NR
#undef NQ

const struct rules_set hg_rules_set = RULES_SET(struct hg_rules, numbers);

int
hg_tables_type(const struct hg_rules *r, const char *key)
{
	return GAME_FIND_NAME(r->type, r->ntypes, key, key);
}

const struct hg_terrain *
hg_tables_terrain(const struct hg_rules *r, char c)
{
	int i = GAME_FIND_CODE(r->terr, r->nterrain, code, c);

	return i >= 0 ? &r->terr[i] : NULL;
}
