/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_revisions.c - Battleground's rules revisions (game.h, struct
 * game_revision): each change after which a stored game replays
 * differently, in order.  A new one goes at the end, with the next
 * number, and is listed in docs/REFEREE.md.
 */
#include "game.h"

const struct game_revision bg_revisions[] = {
	{ 2, "each loss marked with the sides that saw it fall (fell_seen)" },
	{ 3, "a unit that left the table marked (exited); losses seen counted "
	    "anew" },
	{ 4, "a blast's drift told in words, and to the firer only (the "
	    "enemy reads where it lands)" },
	{ 0, NULL }
};
