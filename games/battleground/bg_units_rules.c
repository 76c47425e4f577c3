/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_units_rules.c - the numbers of the unit rules (rules.json "units":
 * combining, non-standing units, passengers, prisoners, cavalry, roads,
 * reversing), read through the kit's rules_tables.h at scenario load
 * and from the stored state after ("units_rules"), so a referee's edited
 * copy is bounded the same way.  A state stored before these rules has
 * no such object: each number then reads as its rules.json default.
 */

#include "rules_tables.h"
#include "bg.h"

#define F(f, lo, hi, d)	RULES_FIELD_OR(struct bg_urules, f, #f, lo, hi, d)
static const struct rules_field urules_fields[] = {
	F(join_dist, 0, 24000, 2000),	/* 4.12: centres this close join */
	F(max_figs, 2, BG_MAX_FIGS, 12),	/* 4.12: more must split */
	F(ns_reach, 0, 100000, 12000),	/* 5: NS default joins this near */
	F(road_inf, 1, 12, 3),		/* 4.1: +1/3 on the road */
	F(road_veh, 1, 12, 2),		/* 4.2: vehicles +1/2 */
	F(rev_cost, 100, 1000, 300),	/* 4.2: reversing at 1/3 speed */
	F(road_blue, 0, 4, 1),		/* G7: shot at on the road marker */
	F(carry, 0, BG_MAX_FIGS, 6),	/* 2.4: a truck or APC carries 6 */
	F(embark_dist, 0, 12000, 1000),	/* 4.1: figures within 1" */
	F(pass_die_damaged, 0, 6, 1),	/* 4.9: passengers die on 1 */
	F(pass_die_destroyed, 0, 6, 2),	/* 4.9: on 1-2 */
	F(guard_per, 1, 12, 4),		/* 4.10.3: one guard per 4 */
	F(cav_dice, 1, 6, 3),		/* 2.8: cavalry 3D6 */
	F(cav_charge_dice, 1, 6, 4),	/* 2.8: charges 4D6 */
	F(cav_mount_dice, 0, 6, 1),	/* 2.8: 1D6 before/after */
	F(cav_melee_bonus, 0, 3, 1),	/* 4.10.3: round 1 in the open */
	F(ns_surrender, 1, 12, 3),	/* 2.1: 3x their number */
	F(dir_side, 0, 6, 1),		/* 4.20a [P]: side armour, fewer */
	F(h_short_range, 0, 100000, 6000),	/* 4.20b: PIAT etc. 6" */
	F(dir_rear, 0, 6, 2),		/* 4.20a [P]: rear armour, fewer */
	RULES_FIELD_OR(struct bg_urules, quality_red[0], "quality_red_a", 0,
	    6, 4),			/* 4.20c: A 4, B 3, C 2, D 1 */
	RULES_FIELD_OR(struct bg_urules, quality_red[1], "quality_red_b", 0,
	    6, 3),
	RULES_FIELD_OR(struct bg_urules, quality_red[2], "quality_red_c", 0,
	    6, 2),
	RULES_FIELD_OR(struct bg_urules, quality_red[3], "quality_red_d", 0,
	    6, 1),
};
#undef F
const struct rules_table bg_urules_table = RULES_TABLE(urules_fields);
