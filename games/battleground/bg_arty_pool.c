/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_arty_pool.c - the random-artillery option (digest 3.3, A22): the
 * scenario's pool of artillery cards (ARTYPOOL AXIS:MEDIUM RELOAD ...);
 * whenever a 5 or a 6 of any suit is turned, even one whose suit is used,
 * one card is drawn from the pool at random first and resolved: an
 * asset strikes as a scheduled one does (its ART line aims it), RELOAD
 * puts every drawn card back.  The variant (ARTYPOOL ONCE ...): no
 * draw on 5s and 6s, one draw a turn in the special actions phase.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "bg.h"

#define POOL_RELOAD	(-1)

/* ARTYPOOL <SIDE>:<TYPE>|RELOAD ... : each word one card; an asset the
 * scenario lacks is made with no scheduled turns. */
int
bg_arty_pool_kw(struct bg_game *g, char **tok, int n, char *err, size_t en)
{
	char word[BG_LINE_LEN], *c;
	int i, k, side, once = n > 1 && strcasecmp(tok[1], "ONCE") == 0;

	for (i = 1 + once; i < n; i++) {
		if (g->npool >= BG_MAX_POOL) {
			snprintf(err, en, "at most %d artillery cards",
			    BG_MAX_POOL);
			return -1;
		}
		if (strcasecmp(tok[i], "RELOAD") == 0) {
			g->pool[g->npool++] = POOL_RELOAD;
			continue;
		}
		snprintf(word, sizeof word, "%s", tok[i]);
		if ((c = strchr(word, ':')) == NULL) {
			snprintf(err, en, "ARTYPOOL cards are SIDE:TYPE or "
			    "RELOAD, not %s", tok[i]);
			return -1;
		}
		*c++ = '\0';
		if ((side = BG_SIDE_INDEX(g, word)) < 0) {
			snprintf(err, en, "unknown side %s", word);
			return -1;
		}
		k = bg_arty_find(g, side, c);
		if (k < 0) {
			/* a pool-only asset: no scheduled turns */
			if (g->narty >= BG_MAX_ARTY) {
				snprintf(err, en, "too many artillery assets");
				return -1;
			}
			for (k = 0; k < g->narty; k++)
				if (strcasecmp(g->arty[k].id, c) == 0) {
					snprintf(err, en, "artillery %s belongs "
					    "to the other side", c);
					return -1;
				}
			k = g->narty;
			memset(&g->arty[k], 0, sizeof g->arty[k]);
			if (strlen(c) >= sizeof g->arty[k].id) {
				snprintf(err, en, "too long a type %s", c);
				return -1;
			}
			snprintf(g->arty[k].id, sizeof g->arty[k].id, "%s", c);
			for (char *p = g->arty[k].id; *p; p++)
				if (*p >= 'a' && *p <= 'z')
					*p = (char)(*p - 32);
			g->arty[k].side = side;
			g->narty++;
		}
		g->pool[g->npool++] = k;
	}
	/* 1: on 5s and 6s; 2: once a turn (the variant) */
	g->random_arty = g->npool > 0 ? 1 + once : 0;
	return 0;
}

/* One card from what is left of the pool, resolved. */
static void
draw_one(struct bg_turn *t)
{
	struct bg_game *g = t->g;
	int left = 0, i, pick, k;

	for (i = 0; i < g->npool; i++)
		left += !g->pool_out[i];
	if (left == 0) {
		bg_say_all(t, "Random artillery: the pool is empty.");
		return;
	}
	pick = (int)dice_uniform(t->dice, (uint32_t)left);
	for (i = 0; i < g->npool; i++)
		if (!g->pool_out[i] && pick-- == 0)
			break;
	g->pool_out[i] = 1;
	k = g->pool[i];
	if (k == POOL_RELOAD) {
		memset(g->pool_out, 0, sizeof g->pool_out);
		bg_say_all(t, "Random artillery: Reload - every artillery card "
		    "goes back to the pool.");
		return;
	}
	bg_say_all(t, "Random artillery: %s %s.", g->side[g->arty[k].side],
	    g->arty[k].id);
	bg_arty_strike(t, k);
}

/* 1: a draw on every 5 and 6; 2: once a turn, chosen by the pool's
 * ONCE or the arty_per_turn switch (bg_options.c); 0: no pool. */
static int
pool_mode(const struct bg_game *g)
{
	if (!g->random_arty)
		return 0;
	return g->random_arty == 2 || bg_opt(g, BG_OPT_ARTY_TURN) ? 2 : 1;
}

/* Before a 5 or 6 is acted on (3.3). */
void
bg_arty_random(struct bg_turn *t, int rank)
{
	if (pool_mode(t->g) == 1 && (rank == 5 || rank == 6))
		draw_one(t);
}

/* The variant: one draw in the special actions phase (3.3, 4.19). */
void
bg_arty_random_turn(struct bg_turn *t)
{
	if (pool_mode(t->g) == 2 && !t->g->over) {
		bg_say_all(t, "Random artillery, once a turn:");
		draw_one(t);
	}
}
