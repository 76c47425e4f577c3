/* SPDX-License-Identifier: GPL-3.0-or-later */
/* example_orders.h - a phase's orders from the module's example sheets
 * (games/<id>/examples/<kind>-<side>.txt), for the tools that play the
 * shipped scenarios: game_battery and make_state_seeds. */
#ifndef PBEM_EXAMPLE_ORDERS_H
#define PBEM_EXAMPLE_ORDERS_H

#include "buf.h"
#include "game.h"

/* The orders of every due side that has an example sheet for the phase
 * and whose sheet the module accepts (a new object). */
json_t *example_orders(const char *src, const struct game_rules *r,
    const json_t *state, const struct game_phase *gp);

/* The file at path added to b: 0, or -1 (missing, unreadable, over b's
 * limit). */
int example_read(const char *path, struct buf *b);

#endif
