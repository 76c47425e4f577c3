/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_rules.c - the rules tables (games/glory/rules.json, or the referee's
 * copy) <-> struct gl_rules.  The tables travel inside the state (game.h
 * rule 2); every number is range-checked when read, from either place.
 */
#include <stdio.h>
#include <string.h>

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

/* The tables: key, member, rows by columns (a list is stored as one
 * row), bounds. */
struct grid {
	const char *key;
	size_t off;
	int rows, cols, lo, hi;
};
#define G(f, rows, cols, lo, hi)	GK(f, #f, rows, cols, lo, hi)
#define GK(f, key, rows, cols, lo, hi) \
	{ key, offsetof(struct gl_rules, f), rows, cols, lo, hi }
static const struct grid grids[] = {
	G(tohit, GL_NCLASS, GL_NBAND, 0, 11),
	GK(band, "bands", 1, GL_NBAND, 1, GL_MAX_BOARD),
	G(melee_value, GL_NMELEE, GL_NTRAIN, 0, 20),
	G(caf_kill, 1, GL_NCAF, 0, 10), G(caf_wound, 1, GL_NCAF, 0, 10),
	G(fp_rating, 1, 5, 0, 100), G(fp_training, 1, GL_NTRAIN, 0, 100),
	G(fp_weapon, 1, GL_NWEAPON, 0, 100), G(fp_leader, 1, 4, 0, 100),
	G(fp_gun, 1, GL_GUN_NKIND, 0, 1000),
	G(mg_range_yd, 1, 2, 1, GL_MAX_BOARD),
	G(mg_band_yd, 1, 2, 1, GL_MAX_BOARD),
};
#undef G
#undef GK

int
gl_rules_read(const json_t *j, struct gl_rules *r, char *bad, size_t badlen)
{
	const json_t *scalars = json_object_get(j, "scalars");
	struct pbem_err err;
	struct rules_rd rd;
	size_t i, mark;

	memset(r, 0, sizeof *r);
	rules_rd_init(&rd, &err);
	if (!json_is_object(scalars))
		rules_bad(&rd, "scalars", "missing or not an object");
	mark = rules_enter(&rd, "scalars");
	rules_fields(&rd, scalars, r, scalar, RULES_NFIELDS(scalar));
	rules_leave(&rd, mark);
	for (i = 0; i < RULES_NFIELDS(grids); i++)
		rules_ints(&rd, j, grids[i].key, (int *)((char *)r +
		    grids[i].off), grids[i].rows, grids[i].cols, grids[i].lo,
		    grids[i].hi);
	if (rules_rd_end(&rd) != PBEM_OK) {
		snprintf(bad, badlen, "%s", err.msg);
		return -1;
	}
	return 0;
}

json_t *
gl_rules_write(const struct gl_rules *r)
{
	json_t *j = json_object();
	size_t i;

	if (j == NULL)
		return NULL;
	json_object_set_new(j, "scalars", rules_fields_encode(r, scalar,
	    RULES_NFIELDS(scalar)));
	for (i = 0; i < RULES_NFIELDS(grids); i++)
		json_object_set_new(j, grids[i].key, rules_ints_encode(
		    (const int *)((const char *)r + grids[i].off),
		    grids[i].rows, grids[i].cols));
	return j;
}
