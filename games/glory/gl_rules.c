/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_rules.c - the rules tables (games/glory/rules.json, or the referee's
 * copy) <-> struct gl_rules.  The tables travel inside the state (game.h
 * rule 2); every number is range-checked when read, from either place.
 */
#include "rules_tables.h"
#include "gl.h"

/* Every scalar within -20..1000 unless its domain is tighter. */
#define F(f)		RULES_FIELD(struct gl_rules, f, #f, -20, 1000)
#define FD(f, lo, hi)	RULES_FIELD(struct gl_rules, f, #f, lo, hi)
static const struct rules_field scalar[] = {
	FD(yd_per_mp, 1, 1000), F(mp_foot), F(mp_native), F(mp_mounted),
	F(mp_drilled_cav), F(charge_foot), F(charge_mounted), F(face_cost),
	F(cost_rough_foot), F(cost_conifer_foot), F(cost_mixed_foot),
	F(cost_sand_foot), F(cost_snow_foot), F(cost_slope),
	FD(mult_rough, 0, 1000), FD(mult_conifer, 0, 1000), F(cross_fence),
	F(cross_wire), F(cross_wall_low), F(cross_wall_high), F(cross_stream),
	F(cross_shallow), FD(contact_yd, 0, 1000),
	F(adjacent_yd), F(see_into_yd), F(at_wall_yd), F(charge_arc),
	F(counter_arc), F(tan_mounted), F(tan_wounded), F(tan_brush),
	F(tan_wall), F(tan_rough), F(tan_slope), F(tan_prone),
	F(fire_kill_max), F(morale_pass), F(morale_cover), F(morale_leader),
	F(morale_leader_cas), F(morale_demor), F(morale_wounded),
	F(morale_radius_yd), FD(flee_yd, 1, 1000), F(flee_cover_yd),
	FD(flee_step_deg, 1, 90),
	F(prone_spot_yd), F(prone_cost), F(stand_cost),
	F(melee_mounted_foot), F(melee_lance), F(melee_rough), F(melee_wall),
	F(melee_high), F(melee_wounded), F(melee_demor), F(melee_rear),
	F(mcas_kill_max), F(mcas_wound_max), F(mcas_big_win), F(mcas_big_mod),
	F(caf_wounded_mod), F(limit_foot_front), F(limit_foot_rear),
	F(limit_mtd_front), F(limit_mtd_rear), F(wait_short_yd),
	F(can_width_yd), F(can_range_yd), F(can_kill_max), F(can_wound_max),
	F(art_kill_max), F(art_wound_max), F(ishr_mod), F(shr_radius_yd),
	F(default_tan_max), F(withdraw_fire_yd), F(opt_morale), F(opt_prone),
	F(opt_ammo),
	F(fp_mount), F(fp_limber), F(fp_draft), F(mg_arc), F(mg_lane_yd),
	F(mg_short_yd), F(limber_turns), F(mp_per_horse), F(limber_reach_yd),
	F(dev_far_yd),
#undef F
#undef FD
	/* Added after games were first stored: 0 when a stored game's
	 * tables lack them, which keeps its play as it was, and written
	 * only when set, so such a game encodes (and hashes) as it did */
#define F(f)	{ .key = #f, .off = offsetof(struct gl_rules, f), .lo = 0, \
		    .hi = 20, .how = RULES_SPARSE }
	F(shr_mod), F(shr_bld_radius_yd),
	/* digest 9's choices as switches, 0 the digest's choice */
	F(fence_stops_zones), F(wall_stops_ball), F(prone_close_is_front),
	F(flee_past_both_inside), F(cost_gully), F(tan_gully),
	F(cost_platform),
#undef F
	/* 3.2 [P]: a wounded man's foot allowance -2 MP, once hard-coded:
	 * the same, with its default */
	{ .key = "wounded_mp", .off = offsetof(struct gl_rules, wounded_mp),
	    .lo = 0, .hi = 20, .dflt = 2, .how = RULES_SPARSE },
};

/* The tables: rows by columns (a list is stored as one row), bounds. */
#define G(f, k, rows, lo, hi)	RULES_INTS_ROWS(struct gl_rules, f, k, rows, \
				    lo, hi, RULES_REQUIRED)
static const struct rules_field grids[] = {
	G(tohit, "tohit", GL_NCLASS, 0, 11),
	G(band, "bands", 1, 1, GL_MAX_BOARD),
	G(melee_value, "melee_value", GL_NMELEE, 0, 20),
	G(caf_kill, "caf_kill", 1, 0, 10), G(caf_wound, "caf_wound", 1, 0, 10),
	G(fp_rating, "fp_rating", 1, 0, 100),
	G(fp_training, "fp_training", 1, 0, 100),
	G(fp_weapon, "fp_weapon", 1, 0, 100),
	G(fp_leader, "fp_leader", 1, 0, 100),
	G(fp_gun, "fp_gun", 1, 0, 1000),
	G(mg_range_yd, "mg_range_yd", 1, 1, GL_MAX_BOARD),
	G(mg_band_yd, "mg_band_yd", 1, 1, GL_MAX_BOARD),
};
#undef G
/* For the state (gl_state.c): "scalars", and the tables beside it. */
const struct rules_table gl_scalars_table = RULES_TABLE(scalar);
const struct rules_table gl_grids_table = RULES_TABLE(grids);

/* The data: "scalars", an object of them, and the tables beside it. */
static const struct rules_entry whole[] = {
	{ NULL, RULES_NESTED("scalars", gl_scalars_table, RULES_REQUIRED) },
	{ NULL, RULES_NESTED(NULL, gl_grids_table, 0) },
};
const struct rules_set gl_rules_set = RULES_SET(struct gl_rules, whole);
