/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_arty_pool.c - the random-artillery option (digest 3.3, A22): the
 * scenario's pool of artillery cards (ARTYPOOL AXIS:MEDIUM RELOAD ...);
 * whenever a 5 or a 6 of any suit is turned, even one whose suit is used,
 * one card is drawn from the pool at random first and resolved: an
 * asset strikes as a scheduled one does (its ART line aims it), RELOAD
 * puts every drawn card back.
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
	int i, k, side;

	for (i = 1; i < n; i++) {
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
		if ((side = bg_side_index(g, word)) < 0) {
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
	g->random_arty = g->npool > 0;
	return 0;
}

/* Before a 5 or 6 is acted on: one card from what is left of the pool. */
void
bg_arty_random(struct bg_turn *t, int rank)
{
	struct bg_game *g = t->g;
	int left = 0, i, pick, k;

	/* the variant (bg_options.c): once a turn, rank 0 */
	if (!g->random_arty || (bg_opt(g, BG_OPT_ARTY_TURN) ? rank != 0 :
	    rank != 5 && rank != 6))
		return;
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
	bg_say_all(t, "Random artillery%s: %s %s.", rank == 0 ? " (the "
	    "turn's draw)" : "", g->side[g->arty[k].side], g->arty[k].id);
	bg_arty_strike(t, k);
}

json_t *
bg_arty_pool_encode(const struct bg_game *g)
{
	json_t *o = json_object(), *p = json_array(), *out = json_array();
	int i;

	if (o == NULL || p == NULL || out == NULL) {
		json_decref(o);
		json_decref(p);
		json_decref(out);
		return NULL;
	}
	for (i = 0; i < g->npool; i++) {
		json_array_append_new(p, json_integer(g->pool[i]));
		json_array_append_new(out, json_integer(g->pool_out[i]));
	}
	json_object_set_new(o, "cards", p);
	json_object_set_new(o, "out", out);
	json_object_set_new(o, "on", json_integer(g->random_arty));
	return o;
}

int
bg_arty_pool_decode(const json_t *o, struct bg_game *g, char *what,
    size_t n)
{
	const json_t *p = json_object_get(o, "cards"),
	    *out = json_object_get(o, "out"), *on = json_object_get(o, "on");
	size_t i;
	json_int_t v, w;

	g->npool = 0;
	g->random_arty = 0;
	memset(g->pool_out, 0, sizeof g->pool_out);
	if (o == NULL)
		return 0;
	if (!json_is_array(p) || !json_is_array(out) ||
	    json_array_size(p) > BG_MAX_POOL ||
	    json_array_size(out) != json_array_size(p) ||
	    !json_is_integer(on) || json_integer_value(on) < 0 ||
	    json_integer_value(on) > 1) {
		snprintf(what, n, "arty_pool");
		return -1;
	}
	for (i = 0; i < json_array_size(p); i++) {
		v = json_integer_value(json_array_get(p, i));
		w = json_integer_value(json_array_get(out, i));
		if (!json_is_integer(json_array_get(p, i)) ||
		    !json_is_integer(json_array_get(out, i)) ||
		    v < POOL_RELOAD || v >= g->narty || w < 0 || w > 1) {
			snprintf(what, n, "arty_pool[%zu]", i);
			return -1;
		}
		g->pool[i] = (int)v;
		g->pool_out[i] = (int)w;
	}
	g->npool = (int)i;
	g->random_arty = (int)json_integer_value(on);
	return 0;
}
