/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * game_battery.c - one hash over a replayed game of every rules system:
 * each registered module's demo scenario (its table names it) loaded from
 * the source tree, then played phase after phase with the module's
 * example sheets (games/<id>/examples/<kind>-<side>.txt) and dice from a
 * fixed seed, every state and every phase's events fed to the hash as
 * the store keeps them (sorted, compact).  determinism.sh compares the
 * hash across builds: the rules are exact integer code, so the normal,
 * sanitized, -O0 and clang builds must all print the same bits.
 *
 *   game_battery SRCDIR [PHASES]     prints "<id> <sha256>" per module
 *                                     and "all <sha256>"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "example_orders.h"
#include "game.h"
#include "hash.h"

/* The store's bytes of j, added to the stream. */
static void
feed(struct buf *all, const json_t *j)
{
	char *t = json_dumps(j, JSON_SORT_KEYS | JSON_COMPACT);

	if (t == NULL) {
		fprintf(stderr, "game_battery: out of memory\n");
		exit(1);
	}
	buf_adds(all, t);
	buf_addc(all, '\n');
	free(t);
}

/* The module's game, phase by phase, into all. */
static int
play(const char *src, const struct game_rules *r, int phases,
    struct buf *all)
{
	struct game_phase gp;
	struct pbem_err err;
	struct dice dice;
	struct buf scen, rules;
	json_t *st = NULL, *next, *events, *orders;
	char path[4096];
	int i, rc = -1;

	memset(&err, 0, sizeof err);
	buf_init(&scen, 1 << 22);
	buf_init(&rules, 1 << 22);
	snprintf(path, sizeof path, "%s/games/%s/scenarios/%s", src, r->id,
	    r->demo_scenario);
	if (example_read(path, &scen) != 0)
		goto out;
	snprintf(path, sizeof path, "%s/games/%s/rules.json", src, r->id);
	if (example_read(path, &rules) != 0 ||
	    r->scenario_load(r, buf_str(&scen), scen.len, buf_str(&rules),
	    rules.len, &st, &err) != PBEM_OK)
		goto out;
	dice_init_text(&dice, "game_battery");
	for (i = 0; ; i++) {
		feed(all, st);
		if (r->phase(r, st, &gp) != PBEM_OK)
			goto out;
		if (i == phases || gp.over)
			break;
		orders = example_orders(src, r, st, &gp);
		if (getenv("GAME_BATTERY_TRACE"))
			fprintf(stderr, "%s phase %d %s: %zu sheets\n", r->id,
			    i, gp.kind, json_object_size(orders));
		if (r->resolve(r, st, orders, &dice, &next, &events, &err) !=
		    PBEM_OK) {
			json_decref(orders);
			goto out;
		}
		feed(all, events);
		json_decref(orders);
		json_decref(events);
		json_decref(st);
		st = next;
	}
	rc = 0;
out:
	if (rc != 0)
		fprintf(stderr, "game_battery: %s: %s\n", r->id, err.msg[0] ?
		    err.msg : "cannot load or play its demo");
	json_decref(st);
	buf_free(&scen);
	buf_free(&rules);
	return rc;
}

int
main(int argc, char **argv)
{
	const struct game_rules *const *r;
	struct buf all, one;
	char hex[HASH_HEX_LEN];
	int phases = argc > 2 ? atoi(argv[2]) : 6;

	if (argc < 2 || phases < 1 || phases > 100) {
		fprintf(stderr, "usage: game_battery SRCDIR [PHASES]\n");
		return 2;
	}
	buf_init(&all, 1 << 20);
	for (r = game_rules_all(); *r != NULL; r++) {
		buf_init(&one, (size_t)1 << 30);
		if (play(argv[1], *r, phases, &one) != 0)
			return 1;
		hash_sha256_hex(one.data, one.len, hex);
		printf("%s %s\n", (*r)->id, hex);
		buf_add(&all, hex, strlen(hex));
		buf_free(&one);
	}
	hash_sha256_hex(all.data, all.len, hex);
	printf("all %s\n", hex);
	buf_free(&all);
	return 0;
}
