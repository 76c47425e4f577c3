/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * make_state_seeds.c - the seeds of fuzz_state: real states of every
 * shipped scenario, as loaded and after each of the next few resolutions
 * with the module's example sheets (games/<id>/examples/<kind>-<side>.txt)
 * and fixed dice.  Each seed is byte 0 = the module's place in
 * game_rules_all(), then the state as the store keeps it (sorted, compact).
 * Run by tests/fuzz/corpus/make-state-seeds; not a test.
 *
 *   make_state_seeds SRCDIR OUTDIR
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "example_orders.h"
#include "game.h"

/* Resolutions after the load, per module: through a turn of each. */
static const struct {
	const char *id;
	int phases;
} mods[] = {
	{ "far-side", 3 },		/* deploy, both halves of turn 1 */
	{ "highest-ground", 5 },	/* setup, rounds 1-4 of turn 1 */
	{ "strongest", 4 },		/* two game turns */
	{ "glory", 3 },			/* three game turns */
};

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *p = NULL;
	long n;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) != 0 || (p = malloc((size_t)n + 1)) == NULL ||
	    fread(p, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "make_state_seeds: cannot read %s\n", path);
		exit(1);
	}
	fclose(f);
	p[n] = '\0';
	*len = (size_t)n;
	return p;
}

static void
save(const char *out, const char *name, int k, const json_t *state)
{
	char path[4096], *text;
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", out, name);
	text = json_dumps(state, JSON_SORT_KEYS | JSON_COMPACT);
	if (text == NULL || (f = fopen(path, "wb")) == NULL ||
	    fputc(k, f) == EOF || fputs(text, f) == EOF || fclose(f) != 0) {
		fprintf(stderr, "make_state_seeds: cannot write %s\n", path);
		exit(1);
	}
	free(text);
	printf("%s\n", name);
}

static void
scenario(const char *src, const char *out, int k, const char *file)
{
	const struct game_rules *r = game_rules_find(mods[k].id);
	struct game_phase gp;
	struct pbem_err err;
	struct dice dice;
	json_t *st, *next, *events, *orders;
	char path[4096], name[256], base[128], *scen, *rd;
	size_t sl, rl;
	int i;

	snprintf(base, sizeof base, "%s", file);
	if (strchr(base, '.') != NULL)
		*strchr(base, '.') = '\0';
	snprintf(path, sizeof path, "%s/games/%s/scenarios/%s", src, r->id,
	    file);
	scen = slurp(path, &sl);
	snprintf(path, sizeof path, "%s/games/%s/rules.json", src, r->id);
	rd = slurp(path, &rl);
	if (r->scenario_load(r, scen, sl, rd, rl, &st, &err) != PBEM_OK) {
		fprintf(stderr, "make_state_seeds: %s: %s\n", file, err.msg);
		exit(1);
	}
	free(scen);
	free(rd);
	dice_init_text(&dice, "make_state_seeds");
	for (i = 0; ; i++) {
		snprintf(name, sizeof name, "%s-%s-%d", r->id, base, i);
		save(out, name, k, st);
		if (r->phase(r, st, &gp) != PBEM_OK) {
			fprintf(stderr, "make_state_seeds: %s: the module "
			    "refuses its own state\n", name);
			exit(1);
		}
		if (i == mods[k].phases || gp.over)
			break;
		orders = example_orders(src, r, st, &gp);
		if (r->resolve(r, st, orders, &dice, &next, &events, &err) !=
		    PBEM_OK) {
			fprintf(stderr, "make_state_seeds: %s: %s\n", name,
			    err.msg);
			exit(1);
		}
		json_decref(orders);
		json_decref(events);
		json_decref(st);
		st = next;
	}
	json_decref(st);
}

int
main(int argc, char **argv)
{
	char path[4096];
	struct dirent *de;
	size_t k;
	DIR *d;

	if (argc != 3) {
		fprintf(stderr, "usage: make_state_seeds SRCDIR OUTDIR\n");
		return 2;
	}
	for (k = 0; k < sizeof mods / sizeof mods[0]; k++) {
		if (game_rules_all()[k] == NULL ||
		    strcmp(game_rules_all()[k]->id, mods[k].id) != 0) {
			fprintf(stderr, "make_state_seeds: the modules are no "
			    "longer far-side, highest-ground, strongest\n");
			return 1;
		}
		snprintf(path, sizeof path, "%s/games/%s/scenarios", argv[1],
		    mods[k].id);
		if ((d = opendir(path)) == NULL) {
			fprintf(stderr, "make_state_seeds: no %s\n", path);
			return 1;
		}
		while ((de = readdir(d)) != NULL)
			if (de->d_name[0] != '.')
				scenario(argv[1], argv[2], (int)k, de->d_name);
		closedir(d);
	}
	return 0;
}
