/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_state_paths.c - a stored state's bad rules table is refused with
 * the path of the bad value, as every other decode error is ("damaged
 * GLORY state (rules.scalars.mp_foot)"), whether the module reads its
 * tables itself (GLORY) or through the kit's walker (Battleground's
 * S_RULES); a standing order line its side's parser refuses; To The
 * Strongest!'s per-side ints (a path key in a list: its index).  Each
 * case loads the module's first scenario, amends one member the way a
 * referee would, and decodes through the lower seam (module.h).
 * usage: test_state_paths DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "module.h"
#include "util.h"

static const struct {
	const char *module, *scenario;
	const char *path[3];	/* the member amended, key by key */
	const char *value;	/* its new value, JSON */
	const char *msg;	/* the decoder's refusal */
} cases[] = {
	{ "glory", "harris-wall.glm", { "rules", "scalars", "mp_foot" },
	    "5000", "damaged GLORY state (rules.scalars.mp_foot)" },
	{ "glory", "harris-wall.glm", { "rules", "scalars", "flee_yd" },
	    "\"12\"", "damaged GLORY state (rules.scalars.flee_yd)" },
	{ "glory", "harris-wall.glm", { "rules", "bands", NULL },
	    "[1]", "damaged GLORY state (rules.bands)" },
	{ "glory", "harris-wall.glm", { "rules", "scalars", NULL },
	    "[]", "damaged GLORY state (rules.scalars)" },
	{ "battleground", "crossroads.bgs",
	    { "units_rules", "quality_red_a", NULL }, "7",
	    "damaged battleground state (units_rules.quality_red_a)" },
	/* a standing order its side's parser refuses, named by its place */
	{ "battleground", "crossroads.bgs", { "orders", NULL, NULL },
	    "[[], [\"NO SUCH ORDER\"]]",
	    "damaged battleground state (orders[1][0])" },
	{ "battleground", "crossroads.bgs", { "orders", NULL, NULL },
	    "[[]]", "damaged battleground state (orders)" },
	/* a side's or a general's fourth int of four (S_INT_FOUR) */
	{ "strongest", "sample-deployed.tts", { "side", "1", "jh_u[3]" }, "-1",
	    "damaged To The Strongest! state (side[1].jh_u[3])" },
	{ "strongest", "sample-deployed.tts", { "gens", "0", "pol_disp[3]" }, "9999",
	    "damaged To The Strongest! state (gens[0].pol_disp[3])" },
};

static int
run(const char *datadir, int k)
{
	const struct game_rules *r = game_rules_find(cases[k].module);
	char path[1024], *sc = NULL, *rd = NULL;
	struct pbem_err err = { 0 };
	json_t *st = NULL, *o, *v;
	size_t sl, rl, i;
	void *g = NULL;
	int ok = 0;

	if (r == NULL) {
		fprintf(stderr, "FAIL: no module %s\n", cases[k].module);
		return 0;
	}
	snprintf(path, sizeof path, "%s/games/%s/scenarios/%s", datadir,
	    cases[k].module, cases[k].scenario);
	util_read_file(path, 1 << 20, &sc, &sl, NULL);
	snprintf(path, sizeof path, "%s/games/%s/rules.json", datadir,
	    cases[k].module);
	util_read_file(path, 1 << 20, &rd, &rl, NULL);
	if (sc == NULL || rd == NULL || r->scenario_load(r, sc, sl, rd, rl,
	    &st, &err) != PBEM_OK) {
		fprintf(stderr, "FAIL: %s: no state: %s\n", cases[k].module,
		    err.msg);
		goto out;
	}
	/* the state as stored decodes */
	g = game_module_new(r->module);
	if (g == NULL ||
	    game_module_decode(r->module, st, g, &err) != PBEM_OK) {
		fprintf(stderr, "FAIL: %s: its own state refused: %s\n",
		    cases[k].module, err.msg);
		goto out;
	}
	game_module_free(r->module, g);
	g = NULL;
	o = st;
	for (i = 0; i + 1 < 3 && cases[k].path[i + 1] != NULL; i++) {
		/* in a list, the key is the element's index */
		if (json_is_array(o)) {
			o = json_array_get(o, strtoul(cases[k].path[i], NULL,
			    10));
			continue;
		}
		/* a table at its defaults is not written: it is added */
		if (json_object_get(o, cases[k].path[i]) == NULL)
			json_object_set_new(o, cases[k].path[i], json_object());
		o = json_object_get(o, cases[k].path[i]);
	}
	v = json_loads(cases[k].value, JSON_DECODE_ANY, NULL);
	if (!json_is_object(o) || v == NULL ||
	    json_object_set_new(o, cases[k].path[i], v) != 0) {
		fprintf(stderr, "FAIL: %s: no member to amend\n",
		    cases[k].module);
		goto out;
	}
	memset(&err, 0, sizeof err);
	g = game_module_new(r->module);
	if (g == NULL ||
	    game_module_decode(r->module, st, g, &err) == PBEM_OK)
		fprintf(stderr, "FAIL: %s: %s = %s accepted\n",
		    cases[k].module, cases[k].path[i], cases[k].value);
	else if (strcmp(err.msg, cases[k].msg) != 0)
		fprintf(stderr, "FAIL: %s: \"%s\", not \"%s\"\n",
		    cases[k].module, err.msg, cases[k].msg);
	else
		ok = 1;
out:
	if (g != NULL)
		game_module_free(r->module, g);
	json_decref(st);
	free(sc);
	free(rd);
	return ok;
}

int
main(int argc, char **argv)
{
	size_t k;
	int failed = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: test_state_paths DATADIR\n");
		return 2;
	}
	for (k = 0; k < sizeof cases / sizeof cases[0]; k++)
		failed += !run(argv[1], (int)k);
	return failed ? 1 : 0;
}
