/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_revisions.c - GLORY's rules revisions (game.h, struct
 * game_revision): each change after which a stored game replays
 * differently, in order.  A new one goes at the end, with the next
 * number, and is listed in docs/REFEREE.md.
 */
#include "game.h"

const struct game_revision gl_revisions[] = {
	{ 2, "each man lost marked with whether the enemy saw him fall "
	    "(fell_seen)" },
	{ 3, "an unguarded dump of stores taken by the enemy at the end of a "
	    "turn (lost, lost_stores)" },
	{ 4, "a file that volleys stands formed for the rest of A.2 (it "
	    "blocks sight and kill zones); formations" },
	{ 5, "a dump of stores serves only while its side sees it; one taken "
	    "unseen is used as its loser believes it, and learned lost where "
	    "its men see it; drivers only drive (no fire, no move of their "
	    "own)" },
	{ 6, "bodies of horse and a body's CHARGE; a MARCH told as one line, "
	    "a body settled before its moves are told; a formation order "
	    "with no formation ignored; a man named to the enemy mid-phase "
	    "(comes into sight, flees out of sight) remembered as seen "
	    "there" },
	{ 7, "a body's CHARGE ... ELSE (MARCH, WHEEL, HALT) and its leader the "
	    "nearest man who sees the target; a shell that hits nobody told; "
	    "a driver who flees leaves his limber or wagon unmanned (left) "
	    "until CREW; a runner told he finds his dump in enemy hands" },
	{ 8, "a body that halts short, or whose charge falls short, told "
	    "with the man who stopped it, where he stands and why" },
	{ 9, "a wheel that cannot be made whole told with the man who could "
	    "not make his arc, how far he got and why" },
	{ 10, "a charge that reached its man kept as a hit, so the map marks "
	    "where they met after their melee is over" },
	{ 11, "a machine gun or Gatling that finds no target told to its "
	    "side, burst by burst" },
	{ 0, NULL }
};
