/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_hg_sight.c - the order of what a side is told (hg_sight.c,
 * hg_view.c; digest §13.2 "Enemy identity", §17.4): an alias, and the
 * place of a unit in any list of enemy units, must carry nothing but what
 * the side can see.  The enemy's order of battle is published, so names
 * given, or lists written, in its order would tell a side which listed
 * unit R-07 is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hg_test.h"
#include "pbem_limits.h"

/* Open play (16.1): setup names every enemy unit at once. */
static void
open_play(struct tg *t, const char *units)
{
	char body[512];
	int v[65], i;

	for (i = 0; i < 65; i++)
		v[i] = 1;
	snprintf(body, sizeof body, "OPTION hidden off\n%s", units);
	t_load(t, NULL, body, NULL);
	t->g->turn = 0;
	t_round_n(t, 0, NULL, NULL, v, 65);
}

static int
alias_of(const struct tg *t, const char *id)
{
	return t->g->u[U(t, id)].alias;
}

/*
 * The same forces listed in another order get the same names: three like
 * mercenaries in one hex (only the owner's secret tells them apart), two
 * Legions in different hexes (the hex does).
 */
START_TEST(aliases_do_not_follow_the_order_of_battle)
{
	struct tg a, b;
	const char *ids[] = { "MS1", "MS2", "MS3", "LEG1", "LEG2" };
	size_t i;

	open_play(&a, "UNIT ALLIED MS1 MERC_INF IC05\n"
	    "UNIT ALLIED MS2 MERC_INF IC05\n"
	    "UNIT ALLIED MS3 MERC_INF IC05\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE03\n");
	open_play(&b, "UNIT ROMAN LEG2 LEGION IE03\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ALLIED MS3 MERC_INF IC05\n"
	    "UNIT ALLIED MS2 MERC_INF IC05\n"
	    "UNIT ALLIED MS1 MERC_INF IC05\n");
	for (i = 0; i < sizeof ids / sizeof ids[0]; i++) {
		ck_assert_int_ne(alias_of(&a, ids[i]), 0);
		ck_assert_msg(alias_of(&a, ids[i]) == alias_of(&b, ids[i]),
		    "%s is named %d or %d by its place in the list", ids[i],
		    alias_of(&a, ids[i]), alias_of(&b, ids[i]));
	}
	/* IE03 before IE05: what the Allies see decides */
	ck_assert_int_eq(alias_of(&a, "LEG2"), 1);
	ck_assert_int_eq(alias_of(&a, "LEG1"), 2);
	t_done(&a);
	t_done(&b);
}
END_TEST

/* Where `what` first occurs after `from` in the viewer's report. */
static long
report_pos(const struct tg *t, int viewer, const char *from,
    const char *what)
{
	struct buf b;
	json_t *ev = json_array();
	const char *s, *p;
	long at = -1;

	buf_init(&b, PBEM_MAX_REPORT);
	ck_assert(hg_report(t->g, ev, viewer, &b) == PBEM_OK);
	s = buf_str(&b);
	if ((p = strstr(s, from)) != NULL && (p = strstr(p, what)) != NULL)
		at = p - s;
	buf_free(&b);
	json_decref(ev);
	return at;
}

/*
 * Sighted one at a time, the last-listed unit first: the report's enemy
 * list and its last-known markers go by alias, not by the enemy's list.
 */
START_TEST(report_lists_enemies_by_alias)
{
	struct tg t;
	const char *in_sight = "ENEMY UNITS IN SIGHT", *markers =
	    "LAST-KNOWN MARKERS";
	const char *names[] = { "R-01", "R-02", "R-03" };
	long at[3];
	int i;

	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IC12\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n"
	    "UNIT ROMAN LEG2 LEGION IE07\n"
	    "UNIT ROMAN ARC1 ARCHER IG05\n", NULL);
	hg_reveal(t.g, U(&t, "ARC1"), HG_ALLIED);
	hg_reveal(t.g, U(&t, "LEG2"), HG_ALLIED);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	ck_assert_int_eq(alias_of(&t, "ARC1"), 1);
	ck_assert_int_eq(alias_of(&t, "LEG1"), 3);
	for (i = 0; i < 3; i++) {
		at[i] = report_pos(&t, HG_ALLIED, in_sight, names[i]);
		ck_assert_msg(at[i] >= 0, "%s not in sight", names[i]);
		ck_assert_msg(i == 0 || at[i] > at[i - 1], "%s listed "
		    "before %s", names[i], names[i - 1]);
	}
	for (i = 0; i < 3; i++)
		hg_hide(t.g, U(&t, i == 0 ? "LEG1" : i == 1 ? "LEG2" : "ARC1"));
	for (i = 0; i < 3; i++) {
		at[i] = report_pos(&t, HG_ALLIED, markers, names[i]);
		ck_assert_msg(at[i] >= 0, "no marker for %s", names[i]);
		ck_assert_msg(i == 0 || at[i] > at[i - 1], "marker %s "
		    "listed before %s", names[i], names[i - 1]);
	}
	t_done(&t);
}
END_TEST

/* Index of the first event the viewer reads holding `text`, or -1. */
static long
event_pos(const struct tg *t, const char *viewer, const char *text)
{
	const json_t *e, *v;
	size_t i, k;

	json_array_foreach(t->log.events, i, e)
		json_array_foreach(json_object_get(e, "sides"), k, v)
			if (strcmp(json_string_value(v), viewer) == 0 &&
			    strstr(json_string_value(json_object_get(e,
			    "text")), text) != NULL)
				return (long)i;
	return -1;
}

/* units lost from sight in one step are told of in alias order. */
START_TEST(lost_from_sight_in_alias_order)
{
	struct tg t;
	long a, b;

	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IC12\n"
	    "UNIT ROMAN LEG1 LEGION IE03\n"
	    "UNIT ROMAN LEG2 LEGION IG03\n", NULL);
	hg_reveal(t.g, U(&t, "LEG2"), HG_ALLIED);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	t.g->r.opt.sight_max = 2;	/* §3.3: FO1 sees neither now */
	hg_rehide(t.g, HG_ROMAN, &t.log);
	a = event_pos(&t, "ALLIED", "R-01 is lost from sight");
	b = event_pos(&t, "ALLIED", "R-02 is lost from sight");
	if (a < 0 || b < 0)
		t_dump(&t, "ALLIED");
	ck_assert(a >= 0 && b >= 0);
	ck_assert_msg(a < b, "R-02 lost from sight before R-01");
	t_done(&t);
}
END_TEST

/* The report says what the text map's letters and a combat's table code
 * mean; the event itself (the record) keeps the code. */
START_TEST(report_explains_map_and_results)
{
	const char *codes[][2] = {
		{ "NE", "(no effect)" }, { "DR", "(defenders retreat 2" },
		{ "AE", "(attackers eliminated)" }, { "EX", "(exchange" },
	};
	struct tg t;
	struct buf b;
	json_t *ev = json_array();
	char line[160];
	size_t i;
	const char *s;

	t_load(&t, NULL, "UNIT ALLIED FO1 FOOTE IC12\n"
	    "UNIT ALLIED NB1 NOBLE2 IC11\n"
	    "UNIT ROMAN LEG1 LEGION IE05\n", NULL);
	hg_reveal(t.g, U(&t, "LEG1"), HG_ALLIED);
	for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		snprintf(line, sizeof line, "Combat at I-E05 on R-01: AF 2 vs "
		    "DF 5 (odds 1:2); morale 3 vs 4 (diff -1); die 4 -> %s",
		    codes[i][0]);
		json_array_append_new(ev, json_pack("{s:[s],s:b,s:i,s:i,s:s}",
		    "sides", "ALLIED", "referee", 0, "turn", 1, "round", 1,
		    "text", line));
	}
	json_array_append_new(ev, json_pack("{s:[s],s:b,s:i,s:i,s:s}",
	    "sides", "ALLIED", "referee", 0, "turn", 1, "round", 1, "text",
	    "Leader NB1 (L2) gives +2 morale to FO1 -> NE"));
	buf_init(&b, PBEM_MAX_REPORT);
	ck_assert(hg_report(t.g, ev, HG_ALLIED, &b) == PBEM_OK);
	s = buf_str(&b);
	for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		snprintf(line, sizeof line, "die 4 -> %s %s", codes[i][0],
		    codes[i][1]);
		ck_assert_msg(strstr(s, line) != NULL, "no \"%s\"", line);
	}
	/* only a combat's result is glossed */
	ck_assert(strstr(s, "FO1 -> NE (") == NULL);
	ck_assert(strstr(s, "Terrain: . clear") != NULL);
	ck_assert(strstr(s, "i foot, c mounted, s scout, b baggage train, "
	    "M modern (mercenary), L leader") != NULL);
	ck_assert(strstr(s, "* an enemy unit in sight") != NULL);
	buf_free(&b);
	json_decref(ev);
	t_done(&t);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("highest_ground_sight");
	TCase *t = tcase_create("sight");
	SRunner *sr;
	int nf;

	tcase_set_timeout(t, 120);
	tcase_add_test(t, aliases_do_not_follow_the_order_of_battle);
	tcase_add_test(t, report_lists_enemies_by_alias);
	tcase_add_test(t, lost_from_sight_in_alias_order);
	tcase_add_test(t, report_explains_map_and_results);
	suite_add_tcase(s, t);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	nf = srunner_ntests_failed(sr);
	srunner_free(sr);
	return nf ? EXIT_FAILURE : EXIT_SUCCESS;
}
