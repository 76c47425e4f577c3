/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_fire_rules.c - the numbers of smoke, flares, mine clearing and
 * healing (digest 4.15, 4.16, 4.18; rules.json "fire"), read through the
 * kit's rules tables at scenario load and from the stored state after,
 * and the unit flags that designate who may lay smoke, fire flares or
 * clear mines from a vehicle.  Both are stored only when they differ
 * from the defaults, so a game without them keeps its state as before.
 */
#include <strings.h>

#include "rules_tables.h"
#include "bg.h"

#define R(f, key, lo, hi, d) \
	RULES_FIELD_OR(struct bg_fire_rules, f, key, lo, hi, d)
static const struct rules_field fire_fields[] = {
	/* 4.15: a 6" line within 12"; [P] an inch wide; a 4" ring */
	R(smoke_len, "smoke_len", 1000, 24000, 6000),
	R(smoke_width, "smoke_width", 100, 6000, 1000),
	R(smoke_range, "smoke_range", 1000, 48000, 12000),
	R(smoke_ring, "smoke_ring", 1000, 24000, 4000),
	/* 4.16: 2" wide, 1" deep per engineer; adjacent [P] within 1";
	 * a clearing vehicle at half speed (cost 200/100) */
	R(clear_width, "clear_width", 500, 12000, 2000),
	R(clear_depth, "clear_depth", 100, 12000, 1000),
	R(clear_reach, "clear_reach", 0, 12000, 1000),
	R(clearer_cost, "clearer_cost", 100, 1000, 200),
	R(clear_max, "clear_max", 1, 12, 6),
	/* 4.16: a round field is a 5.5" circle (24 sq in) */
	R(mine_round, "mine_round", 1000, 24000, 5500),
	/* 4.18, A17: the medic heals within 3" of its unit's centre */
	R(heal_reach, "heal_reach", 0, 24000, 3000),
	/* 2.5, A25: red dice; a 2" square model [P]; two hits destroy */
	R(empl_red_nest, "empl_red_nest", 0, 6, 2),
	R(empl_red_pillbox, "empl_red_pillbox", 0, 6, 3),
	R(empl_red_gun, "empl_red_gun", 0, 6, 3),
	R(empl_red_bunker, "empl_red_bunker", 0, 6, 3),
	R(empl_size, "empl_size", 500, 6000, 2000),
	R(empl_kill, "empl_kill", 1, 6, 2),
};
#undef R
const struct rules_table bg_fire_table = RULES_TABLE(fire_fields);

const char *const bg_kit_words[3] = { "SMOKE", "FLARES", "MINECLEAR" };

static int *
kit_field(struct bg_unit *u, int k)
{
	return k == 0 ? &u->can_smoke : k == 1 ? &u->can_flare : &u->clearer;
}

/* SMOKE and FLARES for infantry, MINECLEAR for a vehicle (4.15, 4.16:
 * pre-designated). */
int
bg_kit_flag(struct bg_unit *u, const char *word)
{
	int k;

	for (k = 0; k < 3; k++)
		if (strcasecmp(word, bg_kit_words[k]) == 0 &&
		    (k == 2) == (u->veh != 0)) {
			*kit_field(u, k) = 1;
			return 1;
		}
	return 0;
}
