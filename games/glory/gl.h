/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl.h - GLORY (man-to-man skirmish 1740-1914): the module's private
 * header, which includes its parts (one header per area, below); a file
 * may include only the part it needs.  Every file works on a struct
 * gl_game decoded from the state JSON (gl_state.c) and encoded back;
 * every number of the rules comes from the rules tables kept in the
 * state (gl_rules.c), never from code.  Geometry goes through the
 * exact plane (../common/plane.h) via gl_geom.c.
 *
 * Units: positions in 1/100 yard (int), x east, y north as the digest
 * writes them (gl_geom.c flips y for the plane, whose y grows south);
 * facings are compass degrees 0..359.  No floating point.
 *
 * File map:
 *   glory.c       the lower seam (module.h) and the registry entry
 *   gl_rules.c    the rules tables (rules.json) <-> struct gl_rules
 *   gl_scenario.c the scenario text (digest 8.2) -> a new game
 *   gl_state.c    state JSON <-> struct gl_game (range-checked)
 *   gl_geom.c     plane glue: distances, arcs, terrain, line of sight
 *   gl_parse.c    an order sheet (digest 8.1) -> orders JSON + receipt;
 *                 its other files: gl_parse.h
 *   gl_orders.c   orders JSON -> this turn's plan; standing orders;
 *                 command defaults (digest 6)
 *   gl_turn.c     the sequence A-E (digest 2), the end of the game
 *   gl_fire.c     skirmish fire A.2 (digest 4.1-4.3)
 *   gl_art.c      artillery A.1: canister, ball (digest 4.6)
 *   gl_shell.c    shells: improved shrapnel, howitzer shrapnel (4.6)
 *   gl_mg.c       Gatlings and MGs: bursts in A.1 and C (digest 4.7)
 *   gl_transport.c limbering (B.3) and limbers moving (B.4) (digest 3.5)
 *   gl_move.c     the tick engine: charges B.1, movement B.2 (3.3, 4.5)
 *   gl_melee.c    close assault fire and melee, phase D (4.4, 4.5)
 *   gl_morale.c   morale checks and their queue, flee moves (3.4, 4.8)
 *   gl_view.c     who sees whom (digest 7), report, secrets
 *   gl_sheet.c    the sheet template and the start lesson
 *   gl_draw.c     the report's map (drawing.h)
 *   gl_log.c      event wording and viewer masks
 *   gl_flee.c     flee moves and surrender (digest 3.4)
 *   gl_scen_read.c the scenario keywords, one function each
 *   gl_force.c    force points (digest 4.10)
 *   gl_amend.c    the referee's amendment verbs (ORDERS.md); also
 *                 gl_amend_wagon.c, gl_amend_hull.c
 *   gl_aim.c      a gun's aim: AMMO chosen, a point or feature target
 *   gl_supply.c   ready rounds and ammunition runners (3.5); the later
 *                 rules tables (rules.json "supply") and fields
 *   gl_work.c     WORK: opening a fence, a rope bridge (3.3)
 *   gl_wagon.c    wagons: MOVE, LOAD men aboard, UNLOAD (3.5, 5.4)
 *   gl_fx.c       the "fire" rules tables and the later fields of fire
 *                 (ball counted, range caps, FIRE GUN, FACE TRACK)
 *   gl_metal.c    metal cover (4.3, 4.6) and ladders (3.3, 4.9)
 *   gl_volley.c   formation volley fire in A.2 (the lost 7.2, [P])
 *   gl_dump.c     dumps of stores put down on the table (3.5, 5.47)
 *   gl_dump_take.c a dump taken by the enemy ([P])
 *   gl_ladder.c   ladders carried, taken up and set down (3.3)
 *   gl_form.c     formed troops: places, sight and zones, breaking (5.3 [P])
 *   gl_form_move.c a formation's orders and moves: FORM, MARCH, WHEEL,
 *                 CHARGE (a body's charge), DISPERSE
 *   gl_form_sheet.c the formation verbs on a sheet, the receipt
 *   gl_ids.c      every id unique across every kind of thing
 *
 * Headers, one area each (each includes only those it needs):
 *   gl_limits.h    sizes, the unit of length, the types named ahead
 *   gl_men.h       commands and men, their ratings and standing orders
 *   gl_art.h       guns and MGs: aim, rounds, canister, ball, shells
 *   gl_fire.h      small-arms fire, volleys, area-fire casualties
 *   gl_rules.h     the rules tables (rules.json) and their readers
 *   gl_table.h     terrain, features, metal cover, ladders, geometry
 *   gl_transport.h limbers, wagons, stores, dumps, packs, craft, supply
 *   gl_formation.h formed troops (gl_form.h: gl_form*.c's own)
 *   gl_move.h      the turn's plan, movement, melee, works
 *   gl_morale.h    morale checks, their queue, flee moves
 *   gl_view.h      sight, reports, event wording, the map, the sheet
 *   gl_scenario.h  the scenario text and the word readers
 *   gl_game.h      struct gl_game, the state, ids, the seam's entries
 *   gl_parse.h     the sheet reader's own (gl_parse*.c, gl_receipt.c)
 */
#ifndef GL_H
#define GL_H

#include "gl_art.h"
#include "gl_fire.h"
#include "gl_formation.h"
#include "gl_game.h"
#include "gl_limits.h"
#include "gl_men.h"
#include "gl_morale.h"
#include "gl_move.h"
#include "gl_rules.h"
#include "gl_scenario.h"
#include "gl_table.h"
#include "gl_transport.h"
#include "gl_view.h"


#endif
