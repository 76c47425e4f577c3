/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_rules.c - the rules numbers: one field table of the kit's rules
 * reader (rules_tables.h) reads them from rules.json at scenario load and
 * from the stored state after, so the two cannot drift apart and a
 * referee's edited copy is range-checked.
 */

#include "rules_tables.h"
#include "bg.h"

#define F(f, lo, hi)	RULES_FIELD(struct bg_rules, f, #f, lo, hi)
static const struct rules_field number_fields[] = {
	RULES_FIELD(struct bg_rules, hit[0], "hit_a", 1, 7),
	RULES_FIELD(struct bg_rules, hit[1], "hit_b", 1, 7),
	RULES_FIELD(struct bg_rules, hit[2], "hit_c", 1, 7),
	RULES_FIELD(struct bg_rules, hit[3], "hit_d", 1, 7),
	F(walk_dice, 1, 6), F(run_dice, 1, 6),
	F(range_inf, 0, 100000), F(range_mg, 0, 100000),
	F(range_gun_l, 0, 100000), F(range_gun_h, 0, 100000),
	F(dice_mg, 0, 12), F(dice_gun_l, 0, 12), F(dice_gun_h, 0, 12),
	F(see_into, 0, 100000), F(night_sight, 0, 100000),
	F(reveal_dist, 0, 100000), F(edge_dist, 0, 100000),
	F(block_figs, 1, 13),
	F(cost_halving, 100, 1000), F(cost_ford, 100, 1000),
	F(cross_cost, 0, 100000), F(face90_cost, 0, 100000),
	F(face180_cost, 0, 100000), F(turn_cost_per30, 0, 100000),
	F(cover_woods, 0, 6), F(cover_brush, 0, 6), F(cover_crops, 0, 6),
	F(cover_wall, 0, 6), F(cover_bldg, 0, 6), F(cover_dug, 0, 6),
	F(destroy_total, 2, 12), F(damaged_total, 2, 12),
	F(min_move, 0, 100000),
	/* added after games were first stored: absent, 0 (the reading the
	 * game began with), and written only when set, so such a game
	 * encodes (and hashes) as it did */
	{ .key = "wreck_sight", .off = offsetof(struct bg_rules, wreck_sight),
	    .lo = 0, .hi = 1, .how = RULES_SPARSE },
};
#undef F
const struct rules_table bg_rules_table = RULES_TABLE(number_fields);

/* Digest 2.2: the lowest die that hits for grade A..D; below D never. */
int
bg_hit_number(const struct bg_rules *r, int grade)
{
	return grade >= 0 && grade < 4 ? r->hit[grade] : 7;
}
