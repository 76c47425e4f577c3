/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_rules.h - GLORY: the rules tables (rules.json), every [P] value a
 * referee may change, and their readers.
 */
#ifndef GL_RULES_H
#define GL_RULES_H

#include "gl_art.h"
#include "gl_men.h"

/* The rules tables (rules.json), every [P] value a referee may change. */
struct gl_rules {
	int tohit[GL_NCLASS][GL_NBAND];	/* 0: out of range */
	int band[GL_NBAND];		/* yards */
	int melee_value[GL_NMELEE][GL_NTRAIN];
	int caf_kill[GL_NCAF], caf_wound[GL_NCAF];
	/* scalars: the field table in gl_rules.c */
	int yd_per_mp, mp_foot, mp_native, mp_mounted, mp_drilled_cav;
	int charge_foot, charge_mounted, face_cost;
	int cost_rough_foot, cost_conifer_foot, cost_mixed_foot;
	int cost_sand_foot, cost_snow_foot, cost_slope;
	int mult_rough, mult_conifer;
	int cross_fence, cross_wire, cross_wall_low, cross_wall_high,
	    cross_stream, cross_shallow;
	int contact_yd, adjacent_yd, see_into_yd, at_wall_yd;
	int charge_arc, counter_arc;
	int tan_mounted, tan_wounded, tan_brush, tan_wall, tan_rough,
	    tan_slope, tan_prone;
	int fire_kill_max;		/* 7.15: 1..n killed */
	int morale_pass, morale_cover, morale_leader, morale_leader_cas,
	    morale_demor, morale_wounded, morale_radius_yd;
	int flee_yd, flee_cover_yd, flee_step_deg;
	int prone_spot_yd, prone_cost, stand_cost;
	int melee_mounted_foot, melee_lance, melee_rough, melee_wall,
	    melee_high, melee_wounded, melee_demor, melee_rear;
	int mcas_kill_max, mcas_wound_max, mcas_big_win, mcas_big_mod;
	int caf_wounded_mod;
	int limit_foot_front, limit_foot_rear, limit_mtd_front,
	    limit_mtd_rear;
	int wait_short_yd;
	int can_width_yd, can_range_yd, can_kill_max, can_wound_max;
	int art_kill_max, art_wound_max, ishr_mod, shr_radius_yd;
	int shr_mod, shr_bld_radius_yd;	/* howitzer shrapnel (gl_shell.c) */
	/* digest 9's contradictions as switches (0: the digest's choice;
	 * OPTIONS key=on sets one): 9.1 fences stop kill zones (7.51 over
	 * 9.314); 9.2 walls stop ball (9.326 over 7.55); 9.10 a prone man
	 * charged from his front from 10 yd or less stands at once; 9.7 a
	 * flee may pass an adjacent enemy only if both are in a building */
	int fence_stops_zones, wall_stops_ball, prone_close_is_front,
	    flee_past_both_inside;
	int cost_gully, tan_gully;	/* gullies and sunken roads (4.3) */
	int cost_platform;		/* onto a fortification's platform */
	int wounded_mp;			/* a wounded man's foot MP less (3.2) */
	int default_tan_max, withdraw_fire_yd;
	int opt_morale, opt_prone, opt_ammo;
	/* force points (10) */
	int fp_rating[5], fp_training[GL_NTRAIN], fp_weapon[GL_NWEAPON];
	int fp_leader[4], fp_gun[GL_GUN_NKIND];
	int mg_range_yd[2], mg_arc, mg_lane_yd, mg_short_yd, mg_band_yd[2];
	int limber_turns, mp_per_horse, limber_reach_yd, dev_far_yd;
	int fp_mount, fp_limber, fp_draft;
};

/* Rules tables added later (rules.json "supply", read through the
 * kit's rules_tables.h in gl_supply.c; every one [P]). */
struct gl_xrules {
	int ready_rounds;		/* rounds a gun holds (3.5) */
	int fence_work, fence_gap_yd;	/* man-turns to open a fence gap */
	int bridge_work, bridge_gap_yd;	/* man-turns for a rope bridge */
	int breach_hits, breach_yd;	/* improved shrapnel on a wall */
	int flee_exits;			/* OPTIONS flee_exits=on: a fleer
					 * reaching the edge leaves (3.4) */
	/* rules.json "transport" (gl_supply.c), every one [P] */
	int turn_deg;			/* a transport's turning in a turn */
	int store_turns, store_men, store_short;	/* 5.47 */
	int pack_mp_mule, pack_mp_camel, pack_mp_elephant;	/* 5.44 */
	int pack_turns, pack_gun_turns;			/* 5.46 */
	int craft_cap;			/* men aboard a boat or train */
	int land_reach_yd;		/* a boat's men land within this */
	int ladder_mp, ladder_take_mp, ladder_reach_yd;	/* gl_ladder.c */
	int dump_guard_yd, dump_take_yd;	/* gl_dump_take.c */
};

/* rules.json "volley" (gl_fx.c, gl_volley.c): formation volley fire,
 * the lost 7.2, every value [P] but morale_formation (3.31 [T]) */
struct gl_vrules {
	int min_men;			/* muskets a volley needs */
	int gap_yd;			/* men this close (centres) are one file */
	int radius_yd;			/* the volley's zone round its aim */
	int per_bonus, bonus_max;	/* TAN -1 per per_bonus muskets */
	int arc;			/* the aim within +-arc of his facing */
	int morale_formation;		/* a man who volleyed this turn */
};

/* rules.json "orders" (gl_fx.c, gl_orders.c): the operational orders'
 * own ends (3.1), every value [P] */
struct gl_orules {
	int secure_yd;			/* a steady man this near the objective */
	int secure_clear_yd;		/* and no enemy seen this near it */
	int arrive_yd;			/* WITHDRAW: every man this near */
};

/* rules.json "formation" (gl_form.c) */
struct gl_fmrules {
	int min_men;			/* men a formation needs */
	int spacing_yd, max_spacing_yd;	/* centre to centre */
	int place_cyd;			/* off his place by more: out of it */
	int form_mp;			/* a man dressing into his place */
	int wheel_mp, wheel_max_deg, wheel_step_deg;
	int horse;			/* drilled horse may form too */
	int horse_spacing_yd, horse_max_spacing_yd;	/* a horse's base */
};

/* rules.json "fire" (gl_fx.c), every value [P] or [T] as marked there */
struct gl_frules {
	int range_cap_yd[3];		/* smoothbore, howitzer, rifled */
	int range_caps;			/* OPTIONS range_caps=on|off */
	int tan_metal;			/* 7.14: +7 at a port in metal */
	int metal_pen_max;		/* 4.6: d10 read 0-9 <= this: through */
	int cross_ladder;		/* 3.3: a high wall by a ladder */
	int auto_shr;			/* AUTO: a howitzer out of ball
					 * fires shrapnel [P] */
	struct gl_vrules v;		/* rules.json "volley" */
	struct gl_orules o;		/* rules.json "orders" */
	struct gl_fmrules fm;		/* rules.json "formation" */
};

/* gl_rules.c: the tables, and rules.json into a struct gl_rules
 * (rules_set_read) */
extern const struct rules_table gl_scalars_table, gl_grids_table;
extern const struct rules_set gl_rules_set;

/* gl_supply.c */
int gl_xrules_read(const json_t *rules, struct gl_xrules *x,
    struct pbem_err *err);

/* gl_fx.c */
int gl_frules_read(const json_t *rules, struct gl_frules *f,
    struct pbem_err *err);

/* gl_form.c */
int gl_fmrules_read(const json_t *rules, struct gl_fmrules *r,
    struct pbem_err *err);

/* The later tables' rows (rules_tables.h), which the state keeps too
 * (gl_state.c): "supply", "transport" (gl_supply.c), "fire", "volley",
 * "orders" (gl_fx.c), "formation" (gl_form.c). */
struct rules_table;
extern const struct rules_table gl_supply_table, gl_transport_table;
extern const struct rules_table gl_fire_table, gl_volley_table;
extern const struct rules_table gl_orders_table, gl_form_table;

#endif
