/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_campaign_bg.c - Battleground's campaign part (bg_campaign.c),
 * case by case with the dice fixed by a known seed:
 *   - the roster of the Crossroads armies (grades, figures by letter);
 *   - a muster: units left at home gone, a unit's roster grade and
 *     figures in its battle line, the battle loads;
 *   - the outcome: figures left, a unit wiped out lost, one that left the
 *     table keeping its figures, the winner from the result; a unit
 *     combined into another not lost (its figures back from its host's),
 *     a vehicle that left the table not lost, infantry REMOVEd lost;
 *   - between battles: each lost figure's roll (a leader coming back a
 *     leader), a unit with none back gone for good, a vehicle's return,
 *     and the rolls of one unit unmoved by another entry;
 *   - intel: the enemy units seen, by id, and nothing of the unseen; a
 *     loss seen told with its turn, one unseen not told at all.
 * usage: test_campaign_bg DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "game.h"

static const char *const ok_params = "{\"returns\": {\"won\": 1}}";
static const char *const never_params = "{\"returns\": {\"won\": 7, "
    "\"lost\": 7}}";

static void
test_muster(struct campaign_case *c)
{
	static const char *const allies[] = { "U1", "U3", NULL };
	static const char *const axis[] = { "G1", "P4", NULL };
	json_t *m = json_deep_copy(c->ros), *u1, *st;
	char *t;

	bring(json_object_get(m, "ALLIES"), allies);
	bring(json_object_get(m, "AXIS"), axis);
	u1 = campaign_entry(json_object_get(m, "ALLIES"), "U1");
	json_object_set_new(u1, "figs", json_string("LRRR"));
	json_object_set_new(u1, "grade", json_string("B"));
	if ((t = muster_text(c, m)) != NULL) {
		CHECK(strstr(t, "UNIT ALLIES U1 INF B 12,6 0 LINE L R R R\n") !=
		    NULL, "U1 fights with its roster's grade and four "
		    "figures:\n%s", t);
		CHECK(strstr(t, "UNIT AXIS G1 INF C 44,21 180 BLDG L H R R R R "
		    "R R DUG\n") != NULL, "G1 with its flags after its figures");
		CHECK(strstr(t, "UNIT ALLIES U2") == NULL &&
		    strstr(t, "UNIT ALLIES SH") == NULL &&
		    strstr(t, "UNIT AXIS G2") == NULL &&
		    strstr(t, "UNIT AXIS P4 VEH C") != NULL,
		    "units left at home do not come");
		json_decref(st = battle_state(c, t));
	}
	free(t);
	json_decref(m);
}

static void
test_outcome(struct campaign_case *c)
{
	json_t *allies = json_object_get(c->ros, "ALLIES"), *st, *e;
	char winner[GAME_NAME_LEN];

	if ((st = case_state(c)) == NULL)
		return;
	record_set(st, "units", "U1", "figs", json_string("RLR"));
	record_set(st, "units", "U3", "figs", json_string(""));
	record_set(st, "units", "U3", "gone", json_integer(1));
	record_set(st, "units", "U2", "figs", json_string("LHMR"));
	record_set(st, "units", "U2", "gone", json_integer(1));
	record_set(st, "units", "U2", "exited", json_integer(1));
	record_set(st, "units", "SH", "gone", json_integer(1));
	json_object_set_new(st, "result", json_string("ALLIES wins: holds B1 "
	    "at the end"));
	outcome_of(c, st, winner);
	CHECK(strcmp(winner, "ALLIES") == 0, "ALLIES won, not '%s'", winner);
	e = campaign_entry(allies, "U1");
	CHECK(strcmp(s_of(e, "left"), "RLR") == 0 &&
	    strcmp(s_of(e, "status"), "ready") == 0 &&
	    json_integer_value(json_object_get(e, "battles")) == 1,
	    "U1 fought, three figures left");
	CHECK(strcmp(s_of(campaign_entry(allies, "U3"), "status"), "lost") == 0,
	    "U3 wiped out: lost");
	CHECK(strcmp(s_of(campaign_entry(allies, "U2"), "status"), "ready") ==
	    0, "U2 left the table: not lost");
	CHECK(strcmp(s_of(campaign_entry(allies, "SH"), "status"), "lost") == 0,
	    "SH destroyed: lost");
	json_decref(st);
}

/* Lost or not, as the roster counts it (on a roster of its own): a unit
 * combined into another takes back what of it its host came home with;
 * a vehicle that left the table is not lost; infantry the referee
 * REMOVEd is, all its figures with it. */
static void
test_outcome_kinds(struct campaign_case *c)
{
	json_t *keep = c->ros, *st, *rm, *allies, *e;
	char winner[GAME_NAME_LEN];

	if ((st = case_state(c)) == NULL)
		return;
	c->ros = json_deep_copy(keep);
	allies = json_object_get(c->ros, "ALLIES");
	/* U3 (L R R R R R) joined U1 (L H and eight R), which came home
	 * with its leader, heavy weapon and six rifles, and one L and one
	 * R beyond its own: U3's leader */
	record_set(st, "units", "U1", "figs", json_string("LHRRRRRRLR"));
	record_set(st, "units", "U3", "figs", json_string(""));
	record_set(st, "units", "U3", "gone", json_integer(1));
	record_set(st, "units", "U3", "joined", json_integer(1));
	record_set(st, "units", "SH", "gone", json_integer(1));
	record_set(st, "units", "SH", "exited", json_integer(1));
	if ((rm = amended(c->r, st, "REMOVE U2\n")) == NULL)
		goto out;
	CHECK(json_integer_value(json_object_get(record_of(rm, "units",
	    "U2"), "gone")) == 1 && strcmp(s_of(record_of(rm, "units", "U2"),
	    "figs"), "LHMRRRRR") == 0, "REMOVE U2 keeps its figures on the "
	    "table record");
	outcome_of(c, rm, winner);
	e = campaign_entry(allies, "U3");
	CHECK(strcmp(s_of(e, "status"), "ready") == 0 &&
	    strcmp(s_of(e, "last"), "fought") == 0 &&
	    strcmp(s_of(e, "left"), "L") == 0, "U3 combined into U1: not lost, "
	    "its leader came home with U1 (status %s, left '%s')",
	    s_of(e, "status"), s_of(e, "left"));
	e = campaign_entry(allies, "U1");
	CHECK(strcmp(s_of(e, "left"), "LHRRRRRRLR") == 0 &&
	    strcmp(s_of(e, "status"), "ready") == 0, "U1 came home");
	CHECK(strcmp(s_of(campaign_entry(allies, "SH"), "status"), "ready") ==
	    0 && strcmp(s_of(campaign_entry(allies, "SH"), "last"), "fought") ==
	    0, "SH left the table: not lost");
	e = campaign_entry(allies, "U2");
	CHECK(strcmp(s_of(e, "status"), "lost") == 0 &&
	    strcmp(s_of(e, "left"), "") == 0, "U2 removed by the referee: "
	    "lost, every figure with it (status %s, left '%s')",
	    s_of(e, "status"), s_of(e, "left"));
	json_decref(rm);
out:
	json_decref(st);
	json_decref(c->ros);
	c->ros = keep;
}

static void
test_between(struct campaign_case *c)
{
	const struct game_rules *r = c->r;
	const json_t *ros = c->ros;
	unsigned char seed[32];
	json_t *a, *b, *e;
	char *la, *lb;
	int i;

	for (i = 0; i < 32; i++)
		seed[i] = (unsigned char)(i * 5 + 3);
	a = json_deep_copy(json_object_get(ros, "ALLIES"));
	b = json_deep_copy(a);
	la = between_log(r, ok_params, "ALLIES", "won", a, seed);
	e = campaign_entry(a, "U1");
	CHECK(strcmp(s_of(e, "figs"), "LHRRRRRRRR") == 0 &&
	    json_object_get(e, "left") == NULL,
	    "on 1+ every figure comes back, the leader a leader, in the unit's "
	    "order: %s\n%s", s_of(e, "figs"), la);
	CHECK(strstr(la, "U1, figures lost: back on 1+ (d6, won): H ") != NULL,
	    "the first of U1's lost figures is its heavy weapon:\n%s", la);
	CHECK(strcmp(s_of(campaign_entry(a, "U3"), "status"), "ready") == 0 &&
	    strcmp(s_of(campaign_entry(a, "U3"), "figs"), "LRRRRR") == 0,
	    "U3 wiped out, all back");
	CHECK(strcmp(s_of(campaign_entry(a, "SH"), "status"), "ready") == 0,
	    "SH recovered");
	CHECK(strcmp(s_of(campaign_entry(a, "U2"), "figs"), "LHMRRRRR") == 0,
	    "U2 left the table with LHMR; its four rifles lost come back: %s",
	    s_of(campaign_entry(a, "U2"), "figs"));
	lb = between_log(r, never_params, "ALLIES", "won", b, seed);
	e = campaign_entry(b, "U1");
	CHECK(strcmp(s_of(e, "figs"), "LRR") == 0, "on 7+ none comes back: U1 "
	    "keeps the leader and two rifles it had left: %s\n%s",
	    s_of(e, "figs"), lb);
	CHECK(strcmp(s_of(campaign_entry(b, "U3"), "status"), "gone") == 0 &&
	    strstr(lb, "U3, figures lost") != NULL &&
	    strstr(lb, "the unit is gone for good") != NULL,
	    "U3 gone for good:\n%s", lb);
	CHECK(strcmp(s_of(campaign_entry(b, "SH"), "status"), "gone") == 0,
	    "SH gone for good");
	CHECK(strcmp(s_of(campaign_entry(b, "U1"), "grade"), "C") == 0,
	    "no promotion");
	free(la);
	free(lb);
	json_decref(a);
	json_decref(b);

	/* the default params; U1's rolls on its own stream: an entry more
	 * before it moves none of them */
	a = json_deep_copy(json_object_get(ros, "ALLIES"));
	json_object_del(campaign_entry(a, "U2"), "left");
	json_object_del(campaign_entry(a, "U3"), "left");
	json_object_set_new(campaign_entry(a, "U3"), "status",
	    json_string("ready"));
	json_object_set_new(campaign_entry(a, "SH"), "status",
	    json_string("ready"));
	b = json_deep_copy(a);
	e = json_pack("{s:s, s:s, s:s, s:b, s:i, s:s, s:s, s:s, s:s}", "id",
	    "U9", "name", "U9", "status", "ready", "muster", 1, "battles", 1,
	    "kind", "infantry", "grade", "C", "figs", "LRRR", "left", "L");
	json_array_insert_new(json_object_get(b, "entries"), 0, e);
	la = between_log(r, "{}", "ALLIES", "won", a, seed);
	lb = between_log(r, "{}", "ALLIES", "won", b, seed);
	CHECK(*la && strstr(lb, la) != NULL, "U1's rolls unmoved by U9:\n%s---"
	    "\n%s", la, lb);
	free(la);
	free(lb);
	json_decref(a);
	json_decref(b);
}

/* The turn AXIS last saw unit id in st (0: never). */
static void
seen_on(json_t *st, const char *id, int turn)
{
	json_object_set_new(record_of(st, "units", id), "seen_turn",
	    json_pack("[i,i]", turn, 0));
}

static void
test_intel(struct campaign_case *c)
{
	json_t *st;
	char *a;

	if ((st = case_state(c)) == NULL)
		return;
	/* AXIS saw SH on turn 2 and U2 on turn 3; never U1 nor U3 */
	seen_on(st, "SH", 2);
	seen_on(st, "U2", 3);
	seen_on(st, "U1", 0);
	seen_on(st, "U3", 0);
	a = intel_text(c->r, st, "AXIS");
	CHECK(strcmp(a, "  SH: seen, last on turn 2\n"
	    "  U2: seen, last on turn 3\n") == 0, "AXIS saw SH and U2, by id:\n%s",
	    a);
	free(a);
	json_decref(st);
}

/* A loss the viewer's forces saw is told with its turn: SH, the ALLIES'
 * tank, destroyed by the referee on the open road in AXIS's sight and,
 * in a second game, out of it (hidden at 13,10, where AXIS saw it
 * last).  Its wreck is public (rules "wreck_sight"): told as lost all
 * the same.  In a game stored before (its rules without the key), one
 * they did not see fall reads exactly as a unit still standing
 * (bg_fall_note). */
static void
test_intel_losses(struct campaign_case *c)
{
	json_t *st, *seen = NULL, *lost = NULL, *hid = NULL, *lost_hid = NULL;
	json_t *hid_old = NULL, *lost_old = NULL;
	char *a, *b, *h, *d, *ho, *dold;

	if ((st = case_state(c)) == NULL)
		return;
	seen = amended(c->r, st, "MOVE SH 40,20\n");
	lost = seen ? amended(c->r, seen, "REMOVE SH\n") : NULL;
	hid = seen ? amended(c->r, seen, "MOVE SH 13,10\nSET SH HIDDEN\n") :
	    NULL;
	lost_hid = hid ? amended(c->r, hid, "REMOVE SH\n") : NULL;
	if ((hid_old = hid ? json_deep_copy(hid) : NULL) != NULL)
		json_object_del(json_object_get(hid_old, "rules"),
		    "wreck_sight");
	lost_old = hid_old ? amended(c->r, hid_old, "REMOVE SH\n") : NULL;
	if (lost == NULL || lost_hid == NULL || lost_old == NULL)
		goto out;
	a = intel_text(c->r, seen, "AXIS");
	b = intel_text(c->r, lost, "AXIS");
	h = intel_text(c->r, hid, "AXIS");
	d = intel_text(c->r, lost_hid, "AXIS");
	ho = intel_text(c->r, hid_old, "AXIS");
	dold = intel_text(c->r, lost_old, "AXIS");
	CHECK(strstr(a, "  SH: seen, last on turn 1\n") != NULL,
	    "AXIS sees SH on the road:\n%s", a);
	CHECK(strstr(b, "  SH: seen, lost on turn 1\n") != NULL,
	    "AXIS saw SH destroyed:\n%s", b);
	CHECK(strstr(h, "lost") == NULL && strstr(d, "  SH: seen, lost on "
	    "turn 1\n") != NULL, "SH destroyed out of AXIS's sight: its "
	    "wreck is public:\n%s---\n%s", h, d);
	CHECK(strcmp(ho, dold) == 0 && strstr(dold, "lost") == NULL,
	    "a game stored before wreck_sight: SH destroyed out of AXIS's "
	    "sight, its report unchanged by a byte:\n%s---\n%s", ho, dold);
	free(a);
	free(b);
	free(h);
	free(d);
	free(ho);
	free(dold);
out:
	json_decref(st);
	json_decref(seen);
	json_decref(lost);
	json_decref(hid);
	json_decref(lost_hid);
	json_decref(hid_old);
	json_decref(lost_old);
}

/* The rosters of the army scenario. */
static void
test_roster(struct campaign_case *c)
{
	json_t *e;

	e = campaign_entry(json_object_get(c->ros, "AXIS"), "G1");
	CHECK(e && strcmp(s_of(e, "grade"), "C") == 0 &&
	    strcmp(s_of(e, "figs"), "LHRRRRRR") == 0 &&
	    strcmp(s_of(e, "kind"), "infantry") == 0, "G1: C, LHRRRRRR");
	e = campaign_entry(json_object_get(c->ros, "ALLIES"), "SH");
	CHECK(e && strcmp(s_of(e, "kind"), "vehicle") == 0 &&
	    json_object_get(e, "figs") == NULL, "SH a vehicle");
	CHECK(strcmp(s_of(campaign_entry(json_object_get(c->ros, "ALLIES"),
	    "U2"), "grade"), "B") == 0, "U2 grade B");
}

CAMPAIGN_CASE_MAIN("battleground", "games/battleground/scenarios/crossroads.bgs",
    test_roster, test_muster, test_outcome_kinds, test_outcome, test_between, test_intel,
    test_intel_losses)
