/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_rules.c - the rules tables (games/glory/rules.json, or the referee's
 * copy) <-> struct gl_rules.  The tables travel inside the state (game.h
 * rule 2); every number is range-checked when read, from either place.
 */
#include <stdio.h>
#include <string.h>

#include "state_fields.h"
#include "gl.h"

#define F(f)	STATE_FIELD(struct gl_rules, f)
static const struct state_field scalar[] = {
	F(yd_per_mp), F(mp_foot), F(mp_native), F(mp_mounted),
	F(mp_drilled_cav), F(charge_foot), F(charge_mounted), F(face_cost),
	F(cost_rough_foot), F(cost_conifer_foot), F(cost_mixed_foot),
	F(cost_sand_foot), F(cost_snow_foot), F(cost_slope), F(mult_rough),
	F(mult_conifer), F(cross_fence), F(cross_wire), F(cross_wall_low),
	F(cross_wall_high), F(cross_stream), F(cross_shallow), F(contact_yd),
	F(adjacent_yd), F(see_into_yd), F(at_wall_yd), F(charge_arc),
	F(counter_arc), F(tan_mounted), F(tan_wounded), F(tan_brush),
	F(tan_wall), F(tan_rough), F(tan_slope), F(tan_prone),
	F(fire_kill_max), F(morale_pass), F(morale_cover), F(morale_leader),
	F(morale_leader_cas), F(morale_demor), F(morale_wounded),
	F(morale_radius_yd), F(flee_yd), F(flee_cover_yd), F(flee_step_deg),
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
};
/* Added after games were first stored: 0 when a stored game's tables
 * lack them (state_fields_decode_opt), which keeps its play as it was. */
static const struct state_field scalar_opt[] = {
	F(shr_mod), F(shr_bld_radius_yd),
	/* digest 9's choices as switches, 0 the digest's choice */
	F(fence_stops_zones), F(wall_stops_ball), F(prone_close_is_front),
	F(flee_past_both_inside), F(cost_gully), F(tan_gully),
	F(cost_platform),
};
#undef F

static int
read_grid(const json_t *a, int *v, int rows, int cols, int lo, int hi)
{
	json_t *row;
	int i, j;

	if (!json_is_array(a) || json_array_size(a) != (size_t)rows)
		return -1;
	for (i = 0; i < rows; i++) {
		row = json_array_get(a, (size_t)i);
		if (!json_is_array(row) || json_array_size(row) != (size_t)cols)
			return -1;
		for (j = 0; j < cols; j++) {
			json_t *x = json_array_get(row, (size_t)j);
			json_int_t n;

			if (!json_is_integer(x))
				return -1;
			n = json_integer_value(x);
			if (n < lo || n > hi)
				return -1;
			v[i * cols + j] = (int)n;
		}
	}
	return 0;
}

static json_t *
write_grid(const int *v, int rows, int cols)
{
	json_t *a = json_array(), *row;
	int i, j;

	for (i = 0; a && i < rows; i++) {
		row = json_array();
		for (j = 0; row && j < cols; j++)
			json_array_append_new(row, json_integer(v[i * cols + j]));
		json_array_append_new(a, row);
	}
	return a;
}

int
gl_rules_read(const json_t *j, struct gl_rules *r, char *bad, size_t badlen)
{
	size_t i;
	int v;

	memset(r, 0, sizeof *r);
	if (!json_is_object(j) || state_fields_decode(json_object_get(j,
	    "scalars"), r, scalar, STATE_NFIELDS(scalar)) != 0) {
		snprintf(bad, badlen, "rules: scalars");
		return -1;
	}
	for (i = 0; i < STATE_NFIELDS(scalar); i++) {
		memcpy(&v, (const char *)r + scalar[i].off, sizeof v);
		if (v < -20 || v > 1000) {
			snprintf(bad, badlen, "rules: %s", scalar[i].name);
			return -1;
		}
	}
	if (state_fields_decode_opt(json_object_get(j, "scalars"), r,
	    scalar_opt, STATE_NFIELDS(scalar_opt), 20) != 0) {
		snprintf(bad, badlen, "rules: a later scalar");
		return -1;
	}
	if (r->yd_per_mp < 1 || r->contact_yd < 0 || r->flee_step_deg < 1 ||
	    r->flee_step_deg > 90 || r->flee_yd < 1 || r->mult_rough < 0 ||
	    r->mult_conifer < 0) {
		snprintf(bad, badlen, "rules: a scalar out of its domain");
		return -1;
	}
	if (read_grid(json_object_get(j, "tohit"), &r->tohit[0][0], GL_NCLASS,
	    GL_NBAND, 0, 11) || read_grid(json_object_get(j, "bands"),
	    r->band, 1, GL_NBAND, 1, GL_MAX_BOARD) ||
	    read_grid(json_object_get(j, "melee_value"),
	    &r->melee_value[0][0], GL_NMELEE, GL_NTRAIN, 0, 20) ||
	    read_grid(json_object_get(j, "caf_kill"), r->caf_kill, 1, GL_NCAF,
	    0, 10) || read_grid(json_object_get(j, "caf_wound"), r->caf_wound,
	    1, GL_NCAF, 0, 10) ||
	    read_grid(json_object_get(j, "fp_rating"), r->fp_rating, 1, 5, 0,
	    100) || read_grid(json_object_get(j, "fp_training"),
	    r->fp_training, 1, GL_NTRAIN, 0, 100) ||
	    read_grid(json_object_get(j, "fp_weapon"), r->fp_weapon, 1,
	    GL_NWEAPON, 0, 100) || read_grid(json_object_get(j, "fp_leader"),
	    r->fp_leader, 1, 4, 0, 100) || read_grid(json_object_get(j,
	    "fp_gun"), r->fp_gun, 1, GL_GUN_NKIND, 0, 1000) ||
	    read_grid(json_object_get(j, "mg_range_yd"), r->mg_range_yd, 1, 2,
	    1, GL_MAX_BOARD) || read_grid(json_object_get(j, "mg_band_yd"),
	    r->mg_band_yd, 1, 2, 1, GL_MAX_BOARD)) {
		snprintf(bad, badlen, "rules: a table");
		return -1;
	}
	return 0;
}

json_t *
gl_rules_write(const struct gl_rules *r)
{
	json_t *j = json_object();
	size_t i;
	int v;

	if (j == NULL)
		return NULL;
	json_object_set_new(j, "scalars", state_fields_encode(r, scalar,
	    STATE_NFIELDS(scalar)));
	/* a later scalar only when set: a game stored before it was added
	 * encodes (and hashes) as it always did */
	for (i = 0; i < STATE_NFIELDS(scalar_opt); i++) {
		memcpy(&v, (const char *)r + scalar_opt[i].off, sizeof v);
		if (v != 0)
			json_object_set_new(json_object_get(j, "scalars"),
			    scalar_opt[i].name, json_integer(v));
	}
	json_object_set_new(j, "tohit", write_grid(&r->tohit[0][0],
	    GL_NCLASS, GL_NBAND));
	json_object_set_new(j, "bands", write_grid(r->band, 1, GL_NBAND));
	json_object_set_new(j, "melee_value", write_grid(&r->melee_value[0][0],
	    GL_NMELEE, GL_NTRAIN));
	json_object_set_new(j, "caf_kill", write_grid(r->caf_kill, 1, GL_NCAF));
	json_object_set_new(j, "caf_wound", write_grid(r->caf_wound, 1,
	    GL_NCAF));
	json_object_set_new(j, "fp_rating", write_grid(r->fp_rating, 1, 5));
	json_object_set_new(j, "fp_training", write_grid(r->fp_training, 1,
	    GL_NTRAIN));
	json_object_set_new(j, "fp_weapon", write_grid(r->fp_weapon, 1,
	    GL_NWEAPON));
	json_object_set_new(j, "fp_leader", write_grid(r->fp_leader, 1, 4));
	json_object_set_new(j, "fp_gun", write_grid(r->fp_gun, 1,
	    GL_GUN_NKIND));
	json_object_set_new(j, "mg_range_yd", write_grid(r->mg_range_yd, 1, 2));
	json_object_set_new(j, "mg_band_yd", write_grid(r->mg_band_yd, 1, 2));
	return j;
}
