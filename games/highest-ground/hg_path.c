/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_path.c - "MOVE <unit> TO <hex>": the server plans the best legal path
 * toward a hex with the unit's movement points, from what its owner knows
 * (the terrain, his own units and the enemies he has sighted), so a sheet
 * need not name every hex and can be replayed turn after turn.  A cost-to-
 * go map is built backward from the target over the unit's passable
 * hexsides; then a forward search within this turn's allowance picks the
 * reachable hex (and facing, for a column) with the least cost to go.
 * Hidden enemies are never consulted: the planned path is executed step by
 * step by hg_move.c, where contact with them stops it.
 */
#include <string.h>

#include "hg.h"

#define INF	1000000
#define MAXN	(HG_MAX_HEX * 6)

struct heap {
	int n, key[MAXN], val[MAXN];
};

static void
push(struct heap *h, int key, int val)
{
	int i = h->n++, p;

	if (h->n > MAXN) {
		h->n--;
		return;
	}
	while (i > 0 && (p = (i - 1) / 2, h->key[p] > key ||
	    (h->key[p] == key && h->val[p] > val))) {
		h->key[i] = h->key[p];
		h->val[i] = h->val[p];
		i = p;
	}
	h->key[i] = key;
	h->val[i] = val;
}

static int
pop(struct heap *h, int *key)
{
	int top = h->val[0], k, v, i = 0, c;

	*key = h->key[0];
	k = h->key[--h->n];
	v = h->val[h->n];
	for (;;) {
		c = 2 * i + 1;
		if (c >= h->n)
			break;
		if (c + 1 < h->n && (h->key[c + 1] < h->key[c] ||
		    (h->key[c + 1] == h->key[c] && h->val[c + 1] < h->val[c])))
			c++;
		if (h->key[c] > k || (h->key[c] == k && h->val[c] > v))
			break;
		h->key[i] = h->key[c];
		h->val[i] = h->val[c];
		i = c;
	}
	h->key[i] = k;
	h->val[i] = v;
	return top;
}

/* A hex the owner knows to hold an enemy: passable only as a last step. */
static int
known_enemy(const struct hg_game *g, int side, int hex)
{
	int i;

	for (i = 0; i < g->nunits; i++)
		if (g->u[i].side != side && hg_in_hex(g, i, hex) &&
		    hg_visible(g, side, i))
			return 1;
	return 0;
}

static int
friend_blocks_end(const struct hg_game *g, int u, int hex, int tail)
{
	if (!hg_is_combat(g, u))
		return 0;
	return hg_combat_in(g, hex, g->u[u].side, u) >= 0 || (tail >= 0 &&
	    hg_combat_in(g, tail, g->u[u].side, u) >= 0);
}

static int
turns_between(int a, int b)
{
	int k = ((b - a) % 6 + 6) % 6;

	return k > 3 ? 6 - k : k;
}

/*
 * Plan: writes up to max steps (hex indices) into steps; returns the count.
 * For a column the steps are the head's hexes; turning is implied.
 */
int
hg_plan(const struct hg_game *g, int u, int target, int *steps, int max)
{
	static struct heap h;
	static int ctg[HG_MAX_HEX], best[MAXN], prev[MAXN];
	const struct hg_unit *x = &g->u[u];
	int col = hg_is_column(g, u), nh = g->lay.w * g->lay.h;
	int allow = hg_allowance(g, u), i, d, k, v, w, c, stop, cost, node;
	int bestnode = -1, bestkey = INF, bestspent = INF, n;
	int path[HG_MAX_STEPS * 4];
	char why[8];

	for (i = 0; i < nh; i++)
		ctg[i] = INF;
	ctg[target] = 0;
	h.n = 0;
	push(&h, 0, target);
	while (h.n > 0) {
		v = pop(&h, &k);
		if (k > ctg[v])
			continue;
		for (d = 0; d < 6; d++) {
			if ((w = hg_neighbour(g, v, d)) < 0)
				continue;
			cost = hg_step_cost(g, u, w, v, &stop, why, sizeof why);
			if (cost < 0)
				continue;
			if (k + cost + 1 < ctg[w]) {
				ctg[w] = k + cost + 1;
				push(&h, ctg[w], w);
			}
		}
	}
	/* forward: node = hex*6 + face (face only matters for columns) */
	for (i = 0; i < nh * 6; i++) {
		best[i] = INF;
		prev[i] = -1;
	}
	node = x->hex * 6 + (col ? x->face : 0);
	best[node] = 0;
	h.n = 0;
	push(&h, 0, node);
	while (h.n > 0) {
		node = pop(&h, &k);
		if (k > best[node])
			continue;
		v = node / 6;
		c = node % 6;
		if (!friend_blocks_end(g, u, v, -1) && (ctg[v] < bestkey ||
		    (ctg[v] == bestkey && k < bestspent))) {
			bestkey = ctg[v];
			bestspent = k;
			bestnode = node;
		}
		if (node != x->hex * 6 + (col ? x->face : 0) &&
		    known_enemy(g, x->side, v))
			continue;
		for (d = 0; d < 6; d++) {
			int extra = 0, nf;

			if ((w = hg_neighbour(g, v, d)) < 0)
				continue;
			if (col) {
				if (d == hex_opposite(c))
					continue;
				k = turns_between(c, d);
				if (k && !(k == 1 && (hg_side_feat(g, v, d) &
				    HG_SF_ROAD) && (hg_side_feat(g, v,
				    hex_opposite(c)) & HG_SF_ROAD)))
					extra = k * g->r.turn_cost;
			}
			cost = hg_step_cost(g, u, v, w, &stop, why, sizeof why);
			if (cost < 0)
				continue;
			cost += extra + best[node];
			if (cost > allow)
				continue;
			nf = col ? d : 0;
			if (cost < best[w * 6 + nf]) {
				best[w * 6 + nf] = cost;
				prev[w * 6 + nf] = stop ? -2 - node : node;
				if (!stop)
					push(&h, cost, w * 6 + nf);
				else if (!friend_blocks_end(g, u, w, -1) &&
				    (ctg[w] < bestkey || (ctg[w] == bestkey &&
				    cost < bestspent))) {
					bestkey = ctg[w];
					bestspent = cost;
					bestnode = w * 6 + nf;
				}
			}
		}
	}
	n = 0;
	for (node = bestnode; node >= 0 && n < (int)(sizeof path /
	    sizeof path[0]); ) {
		path[n++] = node / 6;
		node = prev[node];
		if (node <= -2)
			node = -2 - node;
	}
	/* path runs end -> start; drop the start, reverse */
	k = 0;
	for (i = n - 2; i >= 0 && k < max; i--)
		steps[k++] = path[i];
	return k;
}
