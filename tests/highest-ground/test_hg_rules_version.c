/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_rules_version.c - a campaign keeps the rulings it was started
 * under (hg.h, "Rules versions").  Every state stored before the
 * "rules_version" key existed is version 1 and must play, and encode,
 * exactly as the module did then (replay chains the state hashes); new
 * games are version 2 and get the corrected rulings.  Each test plays one
 * position under both versions: version 1 is a new game's state with the
 * key taken out, as the old code wrote it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"

#define R highest_ground_rules

static char *
dump(const json_t *st)
{
	char *s = json_dumps(st, JSON_SORT_KEYS | JSON_COMPACT);

	ck_assert(s != NULL);
	return s;
}

/* t_load, then (v1) the state as the old code stored it: no key. */
static void
load_v(struct tg *t, int v1, const char *body)
{
	struct pbem_err err;

	t_load(t, NULL, body, NULL);
	ck_assert_int_eq(t->g->rules_version, HG_RULES_LATEST);
	if (!v1)
		return;
	ck_assert(json_object_del(t->st, "rules_version") == 0);
	t_free(t->g);
	t->g = calloc(1, sizeof(struct hg_game));
	hg_event_names(t->g, &t->log.names);	/* the log names this game */
	ck_assert(t_decode(t->st, t->g, &err) == PBEM_OK);
	hg_event_names(t->g, &t->log.names);	/* the log names the new one */
	ck_assert_int_eq(t->g->rules_version, HG_RULES_V1);
	t->g->turn = 1;			/* as t_load left it */
	t->g->round = 3;
}

/* New games are version 2 and say so; a state without the key is
 * version 1, and re-encodes byte for byte without it, also after a
 * resolution. */
START_TEST(v1_state_encodes_as_before)
{
	json_t *st = t_load_scenario("intro.hgm", NULL), *v1, *ns, *ev, *o;
	struct hg_game *g = calloc(1, sizeof(struct hg_game));
	struct pbem_err err;
	struct dice d;
	char *a, *b;

	ck_assert_int_eq(json_integer_value(json_object_get(st,
	    "rules_version")), HG_RULES_LATEST);
	v1 = json_deep_copy(st);
	json_object_del(v1, "rules_version");
	ck_assert(t_decode(v1, g, &err) == PBEM_OK);
	ck_assert_int_eq(g->rules_version, HG_RULES_V1);
	ns = t_encode(g);
	a = dump(v1);
	b = dump(ns);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	json_decref(ns);
	t_free(g);
	/* a resolution of a version 1 state leaves a version 1 state */
	dice_init_text(&d, "test_hg_rules_version");
	o = json_object();
	ck_assert(R.resolve(&R, v1, o, &d, &ns, &ev, &err) == PBEM_OK);
	ck_assert(json_object_get(ns, "rules_version") == NULL);
	json_decref(ns);
	json_decref(ev);
	ck_assert(R.resolve(&R, st, o, &d, &ns, &ev, &err) == PBEM_OK);
	ck_assert_int_eq(json_integer_value(json_object_get(ns,
	    "rules_version")), HG_RULES_LATEST);
	json_decref(ns);
	json_decref(ev);
	json_decref(o);
	json_decref(v1);
	json_decref(st);
}
END_TEST

/*
 * 13.2: open play (16.1) names every enemy unit at setup.  Version 1
 * names them in the order of battle (LEG1, listed first, is R-01);
 * version 2 as seen, by hex label (LEG2 in IE03 is R-01), and lists the
 * Allies' enemies in alias order.
 */
START_TEST(v1_aliases_follow_the_order_of_battle)
{
	struct tg t;
	int v[65], i, v1 = _i;

	for (i = 0; i < 65; i++)
		v[i] = 1;
	load_v(&t, v1, "OPTION hidden off\n"
	    "UNIT ALLIED FO1 FOOTE IC12\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE03\n");
	t.g->turn = 0;
	t_round_n(&t, 0, NULL, NULL, v, 65);
	ck_assert_int_eq(t.g->u[U(&t, "LEG1")].alias, (v1 ? 1 : 2));
	ck_assert_int_eq(t.g->u[U(&t, "LEG2")].alias, (v1 ? 2 : 1));
	t_done(&t);
}
END_TEST

/*
 * 2.1.2.1 with 6.1: a mercenary alone in an enemy Legion's hex, no
 * orders.  Version 2: both must attack, two combats, one die each.
 * Version 1: a mercenary is not a combat unit for the same-hex rule, so
 * neither attacks and no die is drawn.
 */
START_TEST(v1_mercenary_is_left_out_of_the_same_hex_rule)
{
	struct tg t;
	const int dice[] = { 1, 5 };
	int v1 = _i;

	load_v(&t, v1, "OPTION hidden off\n"
	    "UNIT ALLIED MS1 MERC_INF IE05 FACE S AMMO 6\n"
	    "UNIT ROMAN LEG1 LEGION IE05 FACE N\n");
	t_fight(&t, NULL, NULL, dice, v1 ? 0 : 2);
	if (v1) {
		SAW(&t, NULL, "Combat phase 1: no combats");
		ck_assert_int_eq(t.g->u[U(&t, "MS1")].ammo, 6);
	} else {
		SAW(&t, NULL, "Combat phase 1: 2 combats");
		ck_assert_int_eq(t.g->u[U(&t, "MS1")].ammo, 5);
	}
	t_done(&t);
}
END_TEST

/*
 * 11.1: a disrupted Roman baggage train shares its hex with an Allied
 * mercenary; neither can attack (A 0; out of ammunition), and the
 * mercenary may not roll.  Version 2: any enemy unit in the hex
 * means no roll.  Version 1 looked for an enemy combat unit only, so the
 * train rolls (die 6: back to full strength).  Then the player-order die
 * of turn 2.
 */
START_TEST(v1_reorganizes_beside_an_enemy_mercenary)
{
	struct tg t;
	const int dice[] = { 6, 3 };
	int v1 = _i, rb;

	load_v(&t, v1, "OPTION hidden off\n"
	    "UNIT ALLIED MS1 MERC_INF IE05 FACE S AMMO 1\n"
	    "UNIT ROMAN RB1 RBAGGAGE IE05 FACE N\n");
	rb = U(&t, "RB1");
	t.g->u[rb].dis = 1;
	t.g->u[U(&t, "MS1")].dis = 1;
	t.g->u[U(&t, "MS1")].noammo = 1;
	t.g->u[U(&t, "MS1")].ammo = 0;
	t_round_n(&t, 5, NULL, NULL, dice, 2);
	NOT_SAW(&t, NULL, "Combat at");
	NOT_SAW(&t, NULL, "Reorganization: MS1");
	if (v1) {
		SAW(&t, NULL, "Reorganization: RB1 die 6");
		ck_assert_int_eq(t.g->u[rb].dis, 0);
	} else {
		NOT_SAW(&t, NULL, "Reorganization");
		ck_assert_int_eq(t.g->u[rb].dis, 1);
	}
	t_done(&t);
}
END_TEST

/* Version 3: every hex a player reads, and the charts, print the map
 * numeral apart ("II-C08"); games of versions 1 and 2 keep "IIC08" in
 * their events and charts, which the archive hashes.  Both are read. */
START_TEST(v2_labels_stay_compact)
{
	struct tg t;
	char lab[HEX_LABEL_LEN];
	int h;

	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IE05\nUNIT ROMAN LEG1 LEGION "
	    "IA01\n", NULL);
	h = H(&t, "IE05");
	ck_assert_int_eq(H(&t, "I-E05"), h);
	ck_assert_str_eq(hg_label(t.g, h, lab), "I-E05");
	t.g->rules_version = HG_RULES_V2;
	ck_assert_str_eq(hg_label(t.g, h, lab), "IE05");
	t.g->rules_version = HG_RULES_V1;
	ck_assert_str_eq(hg_label(t.g, h, lab), "IE05");
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_rules_version");
	TCase *t = tcase_create("rules_version");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, v1_state_encodes_as_before);
	tcase_add_test(t, v2_labels_stay_compact);
	/* _i: 0 version 2, 1 version 1 */
	tcase_add_loop_test(t, v1_aliases_follow_the_order_of_battle, 0, 2);
	tcase_add_loop_test(t, v1_mercenary_is_left_out_of_the_same_hex_rule,
	    0, 2);
	tcase_add_loop_test(t, v1_reorganizes_beside_an_enemy_mercenary, 0,
	    2);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
