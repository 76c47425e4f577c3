/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_ts_tables.c SRCDIR - To The Strongest!'s rules data
 * (games/strongest/rules.json) read by the kit's rows: the shipped file
 * into struct ts_rules (the army lists, the scenarios of §5.6, the save
 * modifiers of Fig. XVIII), and a damaged copy refused with the first
 * bad value named by its key path.  Then a stored state whose units
 * break the rows between fields (disorder below hits, ammunition not
 * above what it started with, an entry of its side's list) refused
 * through the seam, the field named.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/strongest/ts.h"
#include "rules_tables.h"
#include "util.h"

static const char *srcdir = ".";
static json_t *shipped;

static void
setup(void)
{
	char path[512];

	snprintf(path, sizeof path, "%s/games/strongest/rules.json", srcdir);
	shipped = json_load_file(path, 0, NULL);
	ck_assert_ptr_nonnull(shipped);
}

static void
teardown(void)
{
	json_decref(shipped);
}

/* The shipped data with the value at path ("a.b.c"; a number is an
 * array's index) set to the JSON text v (NULL: deleted), loaded: the
 * error message, "" when it loads. */
static const char *
load_with(const char *path, const char *v, struct ts_rules *r)
{
	static struct pbem_err err;
	json_t *j = json_deep_copy(shipped), *o = j;
	char key[64];
	const char *p = path, *dot;
	int rc;

	while ((dot = strchr(p, '.')) != NULL) {
		snprintf(key, sizeof key, "%.*s", (int)(dot - p), p);
		o = json_is_array(o) ? json_array_get(o, (size_t)atoi(key)) :
		    json_object_get(o, key);
		ck_assert_ptr_nonnull(o);
		p = dot + 1;
	}
	if (v == NULL)
		ck_assert_int_eq(json_object_del(o, p), 0);
	else
		ck_assert_int_eq(json_object_set_new(o, p, json_loads(v,
		    JSON_DECODE_ANY, NULL)), 0);
	memset(&err, 0, sizeof err);
	rc = rules_set_read(&ts_rules_set, j, r, &err);
	json_decref(j);
	ck_assert_int_eq(rc == PBEM_OK, err.msg[0] == '\0');
	return err.msg;
}

START_TEST(shipped_data)
{
	static struct ts_rules r;
	struct pbem_err err;
	int l, e;

	memset(&err, 0, sizeof err);
	ck_assert_int_eq(rules_set_read(&ts_rules_set, shipped, &r,
	    &err), PBEM_OK);
	l = ts_tables_list(&r, "british");
	ck_assert_int_ge(l, 0);
	ck_assert_int_eq(r.list[l].heroes[0], 4);
	ck_assert_int_eq(r.list[l].heroes[1], 8);
	ck_assert_int_eq(r.list[l].camps[0], 1);
	ck_assert_int_eq(r.list[l].camps[1], 3);
	ck_assert_int_eq(r.list[l].forts[1], 5);
	ck_assert_int_eq(r.list[l].gen_min, 1);
	ck_assert_int_eq(r.list[l].gen_max, 3);
	e = ts_tables_entry(&r.list[l], "mobs");
	ck_assert_int_ge(e, 0);
	ck_assert_int_eq(r.list[l].e[e].quality, -1);	/* raw */
	ck_assert_int_eq(r.list[l].e[e].number[0], 0);
	ck_assert_int_eq(r.list[l].e[e].number[1], 3);
	ck_assert_int_eq(r.list[l].e[e].ammo, -1);	/* the type's */
	ck_assert_int_eq(r.list[l].e[e].type, ts_tables_type(&r, "mobs"));
	/* the lists with elephants, with camels (unfamiliar to the rest) */
	ck_assert_int_eq(r.list[l].elephants, 0);
	ck_assert_int_eq(r.list[l].camels, 0);
	ck_assert_int_eq(r.list[ts_tables_list(&r, "generic")].elephants, 1);
	ck_assert_int_eq(r.list[ts_tables_list(&r, "generic")].camels, 1);
	/* a type's dismounted type, by its place among the sorted keys */
	e = ts_tables_type(&r, "knights");
	ck_assert_int_eq(r.type[e].dismount, ts_tables_type(&r,
	    "knights_foot"));
	ck_assert_int_ge(r.type[e].dismount, 0);
	ck_assert_int_eq(r.type[ts_tables_type(&r, "mobs")].dismount, -1);
	e = ts_tables_entry(&r.list[l], "warriors");
	ck_assert_int_eq(r.list[l].e[e].quality, 0);
	ck_assert_str_eq(r.list[l].e[e].name, "Warriors");
	/* the scenarios by number */
	ck_assert_str_eq(r.sc[6].name, "Hold the gap!");
	ck_assert_int_eq(r.sc[6].clear, 0);
	ck_assert_int_eq(r.sc[5].clear, 1);
	ck_assert_int_eq(r.sc[6].gap_pts, 24);
	ck_assert_int_eq(r.sc[6].medals, 3);
	ck_assert_int_eq(r.sc[6].passive_fwd, 1);
	ck_assert_int_eq(r.sc[4].save, 1);		/* all */
	ck_assert_int_eq(r.sc[8].save, 2);		/* passive */
	ck_assert_int_eq(r.sc[0].save, 0);
	ck_assert_int_eq(r.sc[7].delay_active, 1);
	ck_assert_int_eq(r.sc[9].delay_passive, 1);
	ck_assert_int_eq(r.sc[9].delay_active, 0);
	/* Table XIV and the stratagems, each by its card */
	ck_assert_int_eq(r.rampage[3].len, 1);
	ck_assert_int_eq(r.rampage[3].dir, 0);		/* front-left */
	ck_assert_int_eq(r.strat[ST_JH].count, 2);
	ck_assert_str_eq(r.strat[ST_JH].name, "Take the high ground!");
	ck_assert_int_eq(r.sc[10].active_medals, 4);
	ck_assert_int_eq(r.sc[10].drain, 1);
	ck_assert_int_eq(r.sc[5].simul, 1);
	ck_assert_int_eq(r.sc[1].halfclear, 1);
	ck_assert_int_eq(r.sc[3].water, 1);
	ck_assert_int_eq(r.size_hits[TS_DEEP], 3);
	ck_assert_int_eq(r.size_vp[TS_XDEEP], 4);
	ck_assert_int_eq(r.range[TS_W_BOW], 2);
	ck_assert_int_eq(r.range[TS_W_NONE], 0);
	ck_assert_int_eq(r.gen_cost[5], 4);		/* brilliant */
	ck_assert_int_eq(r.cost_raw[2], -3);		/* deep */
	ck_assert_int_eq(r.extra_cost[1], 2);		/* standard */
	/* Fig. XVIII */
	ck_assert_int_eq(r.smod[SM_RALLY_GEN], 1);	/* general_present */
	ck_assert_int_eq(r.smod[SM_LI_ROUGH], 2);
	ck_assert_int_eq(r.smod[SM_FLANK_SHOT], -1);
	ck_assert_int_eq(r.smod[SM_DEMOR_RALLY], -1);
}
END_TEST

/* The shipped data with one value set (v: its JSON text; NULL: the
 * member deleted) and the refusal that names it. */
static const struct {
	const char *path, *v, *msg;
} damaged[] = {
	{ "lists.british.heroes", "[8, 4]",
	    "lists.british.heroes: not in rising order" },
	{ "lists.british.camps", "[1]",
	    "lists.british.camps: not 2 integers 0..99" },
	{ "lists.british.fortifications", "[0, 100]",
	    "lists.british.fortifications: not 2 integers 0..99" },
	{ "lists.british.entries.mobs.number", "[3, 0]",
	    "lists.british.entries.mobs.number: not in rising order" },
	{ "lists.british.entries.mobs.number", "\"all\"",
	    "lists.british.entries.mobs.number: not 2 integers 0..99" },
	{ "lists.british.entries.mobs.quality", "\"elite\"",
	    "lists.british.entries.mobs.quality: missing or not a known "
	    "name" },
	{ "lists.british.entries.mobs.save", "12",
	    "lists.british.entries.mobs.save: not an integer 2..11" },
	{ "lists.british.entries.mobs.type", "\"ogres\"",
	    "lists.british.entries.mobs.type: not a key of units" },
	{ "lists.british.entries.mobs.type", NULL,
	    "lists.british.entries.mobs.type: missing" },
	{ "units.knights.dismount", "7",
	    "units.knights.dismount: not a key of units" },
	{ "scenarios.8.save_after_deployment", "\"none\"",
	    "scenarios.save_after_deployment: missing or not a known name" },
	{ "scenarios.6.passive_gives_points", "201",
	    "scenarios.passive_gives_points: not an integer 0..200" },
	{ "scenarios.3.n", "11", "scenarios.n: not an integer 0..10" },
	/* the first fault is named, whatever the tables read after it */
	{ "units.mobs.save", "12", "units.mobs.save: not an integer 2..11" },
	{ "units.mobs.dismount", "\"ogres\"",
	    "units.mobs.dismount: not a key of units" },
	{ "terrain.clear", NULL, "terrain: no entry \"clear\"" },
	/* a card's row, a scenario's, each in the place it names */
	{ "rampage.3.card", "2", "rampage: two rows for card 2" },
	{ "rampage.3.dir", "\"B\"",
	    "rampage.dir: missing or not a known name" },
	{ "stratagems.12.card", "\"QJ\"",
	    "stratagems.card: missing or not a known name" },
	{ "stratagems.12.copies", "5",
	    "stratagems.copies: not an integer 0..4" },
	{ "scenarios.9.n", "2", "scenarios: two rows for n 2" },
	{ "scenarios.6.clear_pieces", "\"no\"",
	    "scenarios.clear_pieces: not an integer 0..1" },
	{ "lists.british.generals.max", "100",
	    "lists.british.generals.max: not an integer 0..99" },
	{ "lists.british.generals", "3",
	    "lists.british.generals: missing or not an object" },
	{ "units", NULL, "units: missing or not an object" },
	{ "options", NULL, "options: missing or not an object" },
	{ "options.fow", "\"fog\"",
	    "options.fow: an unknown option or a bad value" },
	{ "save_modifiers.rally.demoralised", "6",
	    "save_modifiers.rally.demoralised: not an integer -5..5" },
	{ "save_modifiers.shooting", NULL,
	    "save_modifiers.shooting: missing or not an object" },
	/* objects of named numbers, each name required */
	{ "weapons.bow", "13", "weapons.bow: not an integer 1..12" },
	{ "generals.costs.heroic", NULL, "generals.costs.heroic: missing" },
	{ "costs.extra_missile", "[1, 2]",
	    "costs.extra_missile: missing or not an object" },
	{ "evade.foot_v_mounted", "0",
	    "evade.foot_v_mounted: not an integer 1..11" },
	/* an object of objects, a member of each named: the sizes */
	{ "sizes.deep.vp", "10", "sizes.deep.vp: not an integer 0..9" },
	{ "sizes.small", NULL, "sizes.small: missing or not an object" },
};

START_TEST(damaged_data)
{
	static struct ts_rules r;
	char want[160];
	size_t i;

	for (i = 0; i < sizeof damaged / sizeof damaged[0]; i++) {
		snprintf(want, sizeof want, "rules data: %s", damaged[i].msg);
		ck_assert_str_eq(load_with(damaged[i].path, damaged[i].v, &r),
		    want);
	}
	/* left out: any number, or the row's own name */
	ck_assert_str_eq(load_with("lists.british.heroes", NULL, &r), "");
	ck_assert_int_eq(r.list[ts_tables_list(&r, "british")].heroes[1], 99);
	ck_assert_str_eq(load_with("lists.british.generals", NULL, &r), "");
	ck_assert_int_eq(r.list[ts_tables_list(&r, "british")].gen_min, 0);
	ck_assert_int_eq(r.list[ts_tables_list(&r, "british")].gen_max, 99);
	ck_assert_str_eq(load_with("stratagems.12.name", NULL, &r), "");
	ck_assert_str_eq(r.strat[ST_JOKER].name, "JOKER");
}
END_TEST

/* A new game of fair-and-open.tts with units[0].<key> set to v (or to
 * its member `as` plus add), and (alias1 >= 0) units[1]'s alias set to
 * alias1 with 5 names given by each side: the decoder's refusal, ""
 * when accepted. */
static const char *
decode_as(const char *key, int v, const char *as, int add, int alias1)
{
	static struct pbem_err err;
	const struct game_rules *R = game_rules_find("strongest");
	char path[512], *sc = NULL, *rd = NULL;
	size_t sl, rl;
	json_t *st = NULL, *u;
	void *g;

	ck_assert_ptr_nonnull(R);
	snprintf(path, sizeof path, "%s/games/strongest/scenarios/"
	    "fair-and-open.tts", srcdir);
	util_read_file(path, 1 << 20, &sc, &sl, NULL);
	snprintf(path, sizeof path, "%s/games/strongest/rules.json", srcdir);
	util_read_file(path, 1 << 20, &rd, &rl, NULL);
	ck_assert_ptr_nonnull(sc);
	ck_assert_ptr_nonnull(rd);
	memset(&err, 0, sizeof err);
	ck_assert_int_eq(R->scenario_load(R, sc, sl, rd, rl, &st, &err),
	    PBEM_OK);
	u = json_array_get(json_object_get(st, "units"), 0);
	ck_assert_ptr_nonnull(u);
	if (as != NULL)
		v = (int)json_integer_value(json_object_get(u, as)) + add;
	ck_assert_int_eq(json_object_set_new(u, key, json_integer(v)), 0);
	if (alias1 >= 0) {
		ck_assert_int_eq(json_object_set_new(json_array_get(
		    json_object_get(st, "units"), 1), "alias",
		    json_integer(alias1)), 0);
		for (v = 0; v < 2; v++)
			json_object_set_new(json_array_get(json_object_get(st,
			    "side"), (size_t)v), "nalias", json_integer(5));
	}
	g = game_module_new(R->module);
	ck_assert_ptr_nonnull(g);
	(void)game_module_decode(R->module, st, g, &err);
	game_module_free(R->module, g);
	json_decref(st);
	free(sc);
	free(rd);
	return err.msg;
}

/* A unit's member set and the field the decoder names (NULL:
 * accepted), as decode_as takes them. */
static const struct {
	const char *key;
	int v;
	const char *as;
	int add, alias1;
	const char *field;
} damaged_units[] = {
	{ "dis", 0, "hits", -1, -1, NULL },
	{ "dis", 0, "hits", 0, -1, "units[0].dis" },
	{ "ammo", 0, "ammo0", 0, -1, NULL },
	{ "ammo", 0, "ammo0", 1, -1, "units[0].ammo" },
	/* RED's list of fair-and-open (principate) has 24 entries */
	{ "entry", 23, NULL, 0, -1, NULL },
	{ "entry", 24, NULL, 0, -1, "units[0].entry" },
	{ "entry", -1, NULL, 0, -1, "units[0].entry" },
	/* the enemy's name for a unit is given once (0: none yet); the
	 * first two units are RED's */
	{ "alias", 3, NULL, 0, 4, NULL },
	{ "alias", 0, NULL, 0, 0, NULL },
	{ "alias", 4, NULL, 0, 4, "units[1].alias" },
	{ "alias", 6, NULL, 0, 0, "units[0].alias" },
};

START_TEST(damaged_state)
{
	char want[96];
	size_t i;

	for (i = 0; i < sizeof damaged_units / sizeof damaged_units[0]; i++) {
		want[0] = '\0';
		if (damaged_units[i].field != NULL)
			snprintf(want, sizeof want, "damaged To The Strongest! "
			    "state (%s)", damaged_units[i].field);
		ck_assert_str_eq(decode_as(damaged_units[i].key,
		    damaged_units[i].v, damaged_units[i].as,
		    damaged_units[i].add, damaged_units[i].alias1), want);
	}
}
END_TEST

int
main(int argc, char **argv)
{
	Suite *s = suite_create("ts_tables");
	TCase *tc = tcase_create("rules data");
	SRunner *sr;
	int nf;

	if (argc > 1)
		srcdir = argv[1];
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, shipped_data);
	tcase_add_test(tc, damaged_data);
	tcase_add_test(tc, damaged_state);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
