/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_campaign.c - To The Strongest!'s campaign part (games/campaign.h,
 * ts_campaign.c), case by case with the dice fixed by a known seed:
 *   - the roster of the demo armies (grades, what the rules allow);
 *   - a muster into a battle scenario that loads: units left at home and
 *     their placements gone, a command none of whose units came gone, a
 *     general attached to a unit left at home with the next of his
 *     command, a promoted unit with its new grade;
 *   - the outcome of a battle into the roster;
 *   - the between-battle rules: a promotion, a return, a unit gone for
 *     good, a general's successor, a grade the rules cap; and that one
 *     side's rolls do not move when its enemy's roster (or its own
 *     roster, elsewhere) gains an entry.
 * usage: test_campaign DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "game.h"
#include "util.h"

static void
test_roster_and_muster(const struct game_rules *r, const char *dir,
    json_t **rosters_out)
{
	static const char *const red_ids[] = { "U1", "U2", "U3", "U5", "U12",
	    NULL };
	struct pbem_err err = { 0 };
	char *army, *rd, *battle;
	size_t alen, rlen, blen;
	json_t *ros = NULL, *m, *st = NULL;
	struct buf out;

	army = slurp(dir, "games/strongest/scenarios/fair-and-open.tts", &alen);
	rd = slurp(dir, "games/strongest/rules.json", &rlen);
	battle = slurp(dir, "games/strongest/scenarios/sample-deployed.tts",
	    &blen);
	CHECK(army && rd && battle, "data files");
	if (!army || !rd || !battle)
		goto out;
	CHECK(r->campaign->roster(r, army, alen, rd, rlen, &ros, &err) ==
	    PBEM_OK, "roster: %s", err.msg);
	CHECK(json_object_size(ros) == 2, "two sides");
	CHECK(json_integer_value(json_object_get(json_object_get(ros, "RED"),
	    "order")) == 0 && json_integer_value(json_object_get(
	    json_object_get(ros, "BLUE"), "order")) == 1, "side order");
	CHECK(json_array_size(json_object_get(json_object_get(ros, "RED"),
	    "entries")) == 20, "RED: 3 commands, 3 generals, 12 units, 2 "
	    "camps");
	CHECK(strcmp(s_of(campaign_entry(json_object_get(ros, "RED"), "U1"),
	    "grade"), "veteran") == 0, "RED U1 veteran");
	CHECK(strcmp(s_of(campaign_entry(json_object_get(ros, "RED"), "U5"),
	    "grade"), "raw") == 0, "RED U5 raw");
	CHECK(strcmp(s_of(campaign_entry(json_object_get(ros, "BLUE"), "U8"),
	    "grade_max"), "average") == 0, "a fanatic is never veteran");
	CHECK(strcmp(s_of(campaign_entry(json_object_get(ros, "RED"), "U3"),
	    "grade_max"), "veteran") == 0, "U3 may become veteran");

	/* RED brings C1's U1 U2 U3 U5 and C3's U12 (G3 was attached to U11,
	 * left at home); U3 was promoted */
	m = json_deep_copy(ros);
	json_object_set_new(campaign_entry(json_object_get(m, "RED"), "U3"),
	    "grade", json_string("veteran"));
	bring(json_object_get(m, "RED"), red_ids);
	buf_init(&out, 1 << 20);
	CHECK(r->campaign->muster(r, battle, blen, m, &out, &err) == PBEM_OK,
	    "muster: %s", err.msg);
	CHECK(strstr(buf_str(&out), "UNIT RED U3 C1 legionarii vet") != NULL,
	    "the promoted unit fights as veteran");
	CHECK(strstr(buf_str(&out), "CMD RED C2") == NULL &&
	    strstr(buf_str(&out), "GEN RED G2") == NULL &&
	    strstr(buf_str(&out), "PLACE RED K2") == NULL,
	    "a command none of whose units came stays at home, with its "
	    "general and camp");
	CHECK(strstr(buf_str(&out), "PLACE RED U6") == NULL &&
	    strstr(buf_str(&out), "UNIT RED U11") == NULL &&
	    strstr(buf_str(&out), "PLACE RED U11") == NULL,
	    "units left at home and their placements gone");
	CHECK(strstr(buf_str(&out), "GEN RED G3 C3 mounted attached U12") !=
	    NULL, "G3 goes with the unit of his command that came");
	CHECK(strstr(buf_str(&out), "UNIT BLUE U15 C3 warriors Dumnonii") !=
	    NULL, "BLUE brings all");
	CHECK(r->scenario_load(r, buf_str(&out), out.len, rd, rlen, &st,
	    &err) == PBEM_OK, "the battle loads: %s\n%s", err.msg,
	    buf_str(&out));
	buf_free(&out);
	json_decref(m);
	json_decref(st);
	*rosters_out = ros;
	ros = NULL;
out:
	json_decref(ros);
	free(army);
	free(rd);
	free(battle);
}

static void
test_outcome(const struct game_rules *r, const char *dir, json_t *ros)
{
	struct pbem_err err = { 0 };
	char *battle, *rd, winner[GAME_NAME_LEN];
	size_t blen, rlen, i;
	json_t *st = NULL, *u;

	battle = slurp(dir, "games/strongest/scenarios/sample-deployed.tts",
	    &blen);
	rd = slurp(dir, "games/strongest/rules.json", &rlen);
	if (!battle || !rd ||
	    r->scenario_load(r, battle, blen, rd, rlen, &st, &err) != PBEM_OK) {
		CHECK(0, "load: %s", err.msg);
		goto out;
	}
	/* RED's U4 lost in the battle (the state's status 1: TS_LOST) */
	json_array_foreach(json_object_get(st, "units"), i, u)
		if (json_integer_value(json_object_get(u, "side")) == 0 &&
		    json_integer_value(json_object_get(u, "num")) == 4)
			json_object_set_new(u, "status", json_integer(1));
	CHECK(r->campaign->outcome(r, st, ros, winner, sizeof winner, &err) ==
	    PBEM_OK, "outcome: %s", err.msg);
	CHECK(winner[0] == '\0', "no medals lost: a draw, not %s", winner);
	u = campaign_entry(json_object_get(ros, "RED"), "U4");
	CHECK(strcmp(s_of(u, "status"), "lost") == 0 &&
	    strcmp(s_of(u, "last"), "lost") == 0 &&
	    json_integer_value(json_object_get(u, "battles")) == 1,
	    "RED U4 lost in its first battle");
	u = campaign_entry(json_object_get(ros, "RED"), "U1");
	CHECK(strcmp(s_of(u, "status"), "ready") == 0 &&
	    strcmp(s_of(u, "last"), "fought") == 0, "RED U1 fought");
out:
	json_decref(st);
	free(battle);
	free(rd);
}

static char *
between(const struct game_rules *r, const char *params, const char *result,
    json_t *roster, const unsigned char seed[32])
{
	return between_log(r, params, "RED", result, roster, seed);
}

static void
test_between(const struct game_rules *r, const json_t *ros)
{
	static const char certain[] = "{\"promotion\": {\"on\": 1, "
	    "\"won_only\": 0}, \"returns\": {\"won\": 1, \"lost\": 7}}";
	static const char never[] = "{\"promotion\": {\"on\": 7}, "
	    "\"returns\": {\"won\": 7, \"lost\": 7}}";
	unsigned char seed[32];
	json_t *a, *b, *e;
	char *la, *lb, *w;
	int i;

	for (i = 0; i < 32; i++)
		seed[i] = (unsigned char)(i * 7 + 1);
	a = json_deep_copy(json_object_get(ros, "RED"));
	set(a, "U5", "ready", "fought");	/* raw: promoted to average */
	set(a, "U8", "ready", "fought");
	set(a, "U2", "lost", "lost");
	set(a, "U6", "lost", "lost");
	set(a, "G1", "lost", "lost");
	b = json_deep_copy(a);
	la = between(r, certain, "won", a, seed);
	CHECK(strcmp(s_of(campaign_entry(a, "U5"), "grade"), "average") == 0,
	    "raw to average:\n%s", la);
	CHECK(strcmp(s_of(campaign_entry(a, "U1"), "grade"), "veteran") == 0,
	    "a unit that did not fight is not promoted");
	CHECK(strcmp(s_of(campaign_entry(a, "U2"), "status"), "ready") == 0 &&
	    json_is_true(json_object_get(campaign_entry(a, "U2"), "returned")),
	    "a unit lost comes back on 1+");
	CHECK(json_object_get(campaign_entry(a, "U5"), "last") == NULL,
	    "what the battle did is spent");
	/* the loser's returns on 7+ never come: gone for good; a general
	 * who does not come back is followed by a successor */
	lb = between(r, never, "lost", b, seed);
	CHECK(strcmp(s_of(campaign_entry(b, "U2"), "status"), "gone") == 0,
	    "gone for good:\n%s", lb);
	CHECK(strcmp(s_of(campaign_entry(b, "U5"), "grade"), "raw") == 0,
	    "no promotion for the loser");
	e = campaign_entry(b, "G1");
	CHECK(strcmp(s_of(e, "status"), "ready") == 0 &&
	    strcmp(s_of(e, "name"), "Tribune II") == 0 && strstr(lb,
	    "followed by Tribune II") != NULL, "G1's successor:\n%s", lb);
	w = json_dumps(json_object_get(e, "words"), JSON_COMPACT);
	CHECK(w && strstr(w, "heroic") == NULL && strstr(w, "detached"),
	    "the successor is detached as G1 was, not heroic: %s", w);
	free(w);
	free(la);
	free(lb);
	json_decref(a);
	json_decref(b);

	/* each entry rolls on its own stream: an entry more in the roster
	 * moves no other roll by a byte */
	a = json_deep_copy(json_object_get(ros, "RED"));
	set(a, "U2", "lost", "lost");
	set(a, "U7", "ready", "fought");
	b = json_deep_copy(a);
	e = json_pack("{s:s, s:s, s:s, s:b, s:i, s:s, s:s}", "id", "U16",
	    "name", "Levy", "status", "ready", "muster", 1, "battles", 0,
	    "kind", "unit", "grade", "raw");
	json_array_insert_new(json_object_get(b, "entries"), 0, e);
	la = between(r, "{}", "won", a, seed);
	lb = between(r, "{}", "won", b, seed);
	CHECK(strcmp(la, lb) == 0 && *la, "rolls independent of the other "
	    "entries:\n%s---\n%s", la, lb);
	free(la);
	free(lb);
	json_decref(a);
	json_decref(b);
}

/* Under FOW los RED is told of BLUE's losses by the names it gave the
 * units it saw: a named unit lost out of sight at the end is reported
 * lost, a unit it never saw (lost or not) is not reported at all. */
static void
test_intel_los(const struct game_rules *r, const char *dir)
{
	struct pbem_err err = { 0 };
	char *scen, *rd;
	size_t slen, rlen, i;
	json_t *st = NULL, *u;
	struct buf out;
	int blue = 0;

	scen = slurp(dir, "games/strongest/scenarios/los-ambush.tts", &slen);
	rd = slurp(dir, "games/strongest/rules.json", &rlen);
	if (!scen || !rd || r->scenario_load(r, scen, slen, rd, rlen, &st,
	    &err) != PBEM_OK) {
		CHECK(0, "los load: %s", err.msg);
		goto out;
	}
	/* BLUE's first unit: named E2 by RED, lost out of its sight; the
	 * second E1, standing in sight; the third never seen, lost */
	json_array_foreach(json_object_get(st, "units"), i, u) {
		if (json_integer_value(json_object_get(u, "side")) != 1)
			continue;
		json_object_set_new(u, "known", json_integer(blue < 2));
		json_object_set_new(u, "alias", json_integer(blue < 2 ? 2 - blue :
		    0));
		json_object_set_new(u, "seen", json_integer(blue == 1));
		if (blue == 0 || blue == 2)
			json_object_set_new(u, "status", json_integer(1));
		blue++;
	}
	json_object_set_new(json_array_get(json_object_get(st, "side"), 0),
	    "nalias", json_integer(2));
	buf_init(&out, 1 << 16);
	CHECK(r->campaign->intel(r, st, "RED", &out) == PBEM_OK, "los intel");
	CHECK(strcmp(buf_str(&out), "  E1: seen\n  E2: seen, lost\n") == 0,
	    "RED told of E2's loss, nothing of the unit it never saw:\n%s",
	    buf_str(&out));
	buf_free(&out);
out:
	json_decref(st);
	free(scen);
	free(rd);
}

/* Far Side: the roster of the Mission Station, a muster, the rules
 * between battles. */
static void
test_far_side(const char *dir)
{
	static const char *const south[] = { "R1", "R3", "ART1", NULL };
	static const char *const north[] = { "N2", "N3", "S1", "C1", NULL };
	const struct game_rules *r = game_rules_find("far-side");
	struct pbem_err err = { 0 };
	char *scen, *rd;
	const char *log;
	size_t slen, rlen;
	json_t *ros = NULL, *m = NULL, *st = NULL, *e;
	unsigned char seed[32] = { 9 };
	struct buf out;

	scen = slurp(dir, "games/far-side/scenarios/mission-station.fsw", &slen);
	rd = slurp(dir, "games/far-side/rules.json", &rlen);
	CHECK(r && r->campaign && scen && rd, "far-side data");
	if (!r || !r->campaign || !scen || !rd)
		goto out;
	CHECK(r->campaign->roster(r, scen, slen, rd, rlen, &ros, &err) ==
	    PBEM_OK, "far-side roster: %s", err.msg);
	e = campaign_entry(json_object_get(ros, "NORTH"), "S1");
	CHECK(strcmp(s_of(e, "grade"), "MILITIA") == 0 &&
	    strcmp(s_of(e, "type"), "SKIRMISH") == 0, "S1 skirmish militia");
	e = campaign_entry(json_object_get(ros, "SOUTH"), "MAJ");
	CHECK(e && strcmp(s_of(e, "on"), "R1") == 0, "MAJ leads R1");
	m = json_deep_copy(ros);
	bring(json_object_get(m, "SOUTH"), south);
	bring(json_object_get(m, "NORTH"), north);
	json_object_set_new(campaign_entry(json_object_get(m, "SOUTH"), "R3"),
	    "grade", json_string("ELITE"));
	buf_init(&out, 1 << 20);
	CHECK(r->campaign->muster(r, scen, slen, m, &out, &err) == PBEM_OK,
	    "far-side muster: %s", err.msg);
	CHECK(strstr(buf_str(&out), "FORCE SOUTH R3:REGULAR:ELITE") &&
	    !strstr(buf_str(&out), "R2") && !strstr(buf_str(&out), "GAT"),
	    "SOUTH fields R1 R3 (elite) ART1:\n%s", buf_str(&out));
	CHECK(strstr(buf_str(&out), "LEADER NORTH CHF ON N2 TRAITS INSPIRING")
	    != NULL && strstr(buf_str(&out), "PLACE N1") == NULL,
	    "CHF leads N2 when N1 stays at home");
	CHECK(r->scenario_load(r, buf_str(&out), out.len, rd, rlen, &st,
	    &err) == PBEM_OK, "the far-side battle loads: %s", err.msg);
	buf_free(&out);
	/* between: R1 fought and stood for the winner, MAJ fell */
	e = json_object_get(ros, "SOUTH");
	set(e, "R1", "ready", "fought");
	set(e, "MAJ", "lost", "lost");
	buf_init(&out, 1 << 16);
	{
		json_t *p = json_loads("{\"promotion\": {\"on\": 1}, "
		    "\"returns\": {\"won\": 7}}", 0, NULL);

		CHECK(r->campaign->between(r, p, "SOUTH", "won", e, seed, &out,
		    &err) == PBEM_OK, "far-side between");
		json_decref(p);
	}
	log = buf_str(&out);
	CHECK(strcmp(s_of(campaign_entry(e, "R1"), "grade"), "ELITE") == 0,
	    "REGULAR to ELITE:\n%s", log);
	CHECK(strcmp(s_of(campaign_entry(e, "MAJ"), "name"), "MAJ2") == 0 &&
	    strcmp(s_of(campaign_entry(e, "MAJ"), "status"), "ready") == 0,
	    "MAJ is followed by MAJ2:\n%s", log);
	buf_free(&out);
out:
	json_decref(ros);
	json_decref(m);
	json_decref(st);
	free(scen);
	free(rd);
}

/* The Highest Ground: the introductory scenario's armies; the battle's
 * own placements kept for the units brought, the roster's ammunition. */
static void
test_highest_ground(const char *dir)
{
	static const char *const allied[] = { "KN2", "FO1", "MS1", "SGT1", "BT1",
	    NULL };
	const struct game_rules *r = game_rules_find("highest-ground");
	struct pbem_err err = { 0 };
	char *scen, *rd;
	size_t slen, rlen;
	json_t *ros = NULL, *m = NULL, *st = NULL, *e, *p;
	unsigned char seed[32] = { 3 };
	struct buf out;

	scen = slurp(dir, "games/highest-ground/scenarios/intro.hgm", &slen);
	rd = slurp(dir, "games/highest-ground/rules.json", &rlen);
	CHECK(r && r->campaign && scen && rd, "highest-ground data");
	if (!r || !r->campaign || !scen || !rd)
		goto out;
	CHECK(r->campaign->roster(r, scen, slen, rd, rlen, &ros, &err) ==
	    PBEM_OK, "highest-ground roster: %s", err.msg);
	e = campaign_entry(json_object_get(ros, "ALLIED"), "MS1");
	CHECK(e && json_integer_value(json_object_get(e, "ammo")) == 6,
	    "MS1 bought 6 rounds");
	m = json_deep_copy(ros);
	bring(json_object_get(m, "ALLIED"), allied);
	json_object_set_new(campaign_entry(json_object_get(m, "ALLIED"),
	    "MS1"), "ammo", json_integer(3));
	buf_init(&out, 1 << 20);
	CHECK(r->campaign->muster(r, scen, slen, m, &out, &err) == PBEM_OK,
	    "highest-ground muster: %s", err.msg);
	CHECK(strstr(buf_str(&out), "UNIT ALLIED MS1 MERC_INF IIS08 AMMO 3") &&
	    !strstr(buf_str(&out), "UNIT ALLIED KN1 ") &&
	    strstr(buf_str(&out), "UNIT ROMAN CAT1 "), "ALLIED brings four, "
	    "MS1 with 3 rounds; ROMAN all");
	CHECK(r->scenario_load(r, buf_str(&out), out.len, rd, rlen, &st,
	    &err) == PBEM_OK, "the highest-ground battle loads: %s", err.msg);
	buf_free(&out);
	e = json_object_get(ros, "ALLIED");
	set(e, "KN1", "lost", "lost");
	json_object_set_new(campaign_entry(e, "MS1"), "ammo", json_integer(1));
	p = json_loads("{\"returns\": {\"lost\": 1}, \"ammo\": "
	    "{\"refill\": 0, \"resupply\": 2}}", 0, NULL);
	buf_init(&out, 1 << 16);
	CHECK(r->campaign->between(r, p, "ALLIED", "lost", e, seed, &out,
	    &err) == PBEM_OK, "highest-ground between");
	CHECK(strcmp(s_of(campaign_entry(e, "KN1"), "status"), "ready") == 0,
	    "KN1 returns on 1+: %s", buf_str(&out));
	CHECK(json_integer_value(json_object_get(campaign_entry(e, "MS1"),
	    "ammo")) == 3, "MS1 resupplied 1 + 2");
	buf_free(&out);
	json_decref(p);
out:
	json_decref(ros);
	json_decref(m);
	json_decref(st);
	free(scen);
	free(rd);
}

/* What a unit costs against a battle's points cap, in every module:
 * the rulebook's points (the digests' tables) at the grade it has now,
 * Battleground's proposal from the referee's numbers. */
static int
cost_at(const struct game_rules *r, const json_t *params, json_t *e,
    const char *key, const char *grade)
{
	if (e == NULL)
		return -2;
	if (grade)
		json_object_set_new(e, key, json_string(grade));
	return r->campaign->cost(params, e);
}

static json_t *
roster_of(const char *dir, const char *rules, const char *scen_rel)
{
	const struct game_rules *r = game_rules_find(rules);
	struct pbem_err err = { 0 };
	char rel[128], *scen, *rd;
	size_t slen, rlen;
	json_t *ros = NULL;

	snprintf(rel, sizeof rel, "games/%s/rules.json", rules);
	scen = slurp(dir, scen_rel, &slen);
	rd = slurp(dir, rel, &rlen);
	CHECK(r && r->campaign && r->campaign->cost && scen && rd, "%s data",
	    rules);
	if (r && r->campaign && scen && rd)
		CHECK(r->campaign->roster(r, scen, slen, rd, rlen, &ros, &err) ==
		    PBEM_OK, "%s roster: %s", rules, err.msg);
	free(scen);
	free(rd);
	return ros;
}

static void
test_costs(const char *dir)
{
	const struct game_rules *ts = game_rules_find("strongest"),
	    *fs = game_rules_find("far-side"),
	    *hg = game_rules_find("highest-ground"),
	    *gl = game_rules_find("glory"),
	    *bg = game_rules_find("battleground");
	json_t *p = json_object(), *big = json_loads("{\"points\": "
	    "{\"figure\": 2}}", 0, NULL), *ros, *x;

	/* To The Strongest! (§2.2): legionaries 10, veteran 12, raw 8; a
	 * veteran hero 13 */
	if ((ros = roster_of(dir, "strongest",
	    "games/strongest/scenarios/fair-and-open.tts")) != NULL) {
		x = json_object_get(ros, "RED");
		CHECK(cost_at(ts, p, campaign_entry(x, "U3"), "grade", NULL) ==
		    10 && cost_at(ts, p, campaign_entry(x, "U3"), "grade",
		    "veteran") == 12 && cost_at(ts, p, campaign_entry(x, "U3"),
		    "grade", "raw") == 8, "TtS legionaries 10/12/8");
		CHECK(cost_at(ts, p, campaign_entry(x, "U1"), "grade", NULL) ==
		    13, "TtS a veteran legionary hero 13, not %d", cost_at(ts,
		    p, campaign_entry(x, "U1"), "grade", NULL));
		CHECK(cost_at(ts, p, campaign_entry(x, "C1"), "grade", NULL) <
		    0, "a command has no cost of its own");
	}
	json_decref(ros);
	/* Far Side (§14): melee band 6, elite +2; skirmish militia 10-3 */
	if ((ros = roster_of(dir, "far-side",
	    "games/far-side/scenarios/mission-station.fsw")) != NULL) {
		x = json_object_get(ros, "NORTH");
		CHECK(cost_at(fs, p, campaign_entry(x, "N1"), "grade", NULL) ==
		    6 && cost_at(fs, p, campaign_entry(x, "N1"), "grade",
		    "ELITE") == 8 && cost_at(fs, p, campaign_entry(x, "S1"),
		    "grade", NULL) == 7, "Far Side N1 6 (elite 8), S1 7");
	}
	json_decref(ros);
	/* The Highest Ground (§15.2): a unit's Pts, Knight Levies 4, Foote 2 */
	if ((ros = roster_of(dir, "highest-ground",
	    "games/highest-ground/scenarios/intro.hgm")) != NULL) {
		x = json_object_get(ros, "ALLIED");
		CHECK(cost_at(hg, p, campaign_entry(x, "KN2"), "grade", NULL) ==
		    4 && cost_at(hg, p, campaign_entry(x, "FO1"), "grade",
		    NULL) == 2, "HG knights 4, foote 2");
		/* 14.6.6: a mercenary's 3 attacks beyond the 3 it comes with
		 * cost its attack factor, 3 */
		CHECK(cost_at(hg, p, campaign_entry(x, "MS1"), "grade", NULL) ==
		    5, "HG MS1 with 6 rounds 2 + 3, not %d", cost_at(hg, p,
		    campaign_entry(x, "MS1"), "grade", NULL));
	}
	json_decref(ros);
	/* a points-built scenario's budget (POINTS SIDE N) is the cap the
	 * referee need not give */
	{
		size_t sl;
		char *sk = slurp(dir, "games/highest-ground/scenarios/"
		    "skirmish.hgm", &sl), *in;

		CHECK(sk && hg->campaign->scenario_points &&
		    hg->campaign->scenario_points(sk, sl, "ALLIED") == 45 &&
		    hg->campaign->scenario_points(sk, sl, "ROMAN") == 45,
		    "HG skirmish: 45 points a side");
		in = slurp(dir, "games/highest-ground/scenarios/intro.hgm",
		    &sl);
		CHECK(in && hg->campaign->scenario_points(in, sl, "ALLIED") ==
		    0, "HG intro: no budget");
		free(sk);
		free(in);
	}
	/* GLORY (4.10): 1 + regular 2 + drilled 2 + MLR 3 + sword 1 = 9;
	 * veteran 10, levy 7 */
	if ((ros = roster_of(dir, "glory",
	    "games/glory/scenarios/mill-ford.glm")) != NULL) {
		x = campaign_entry(json_object_get(ros, "B"), "B3");
		CHECK(cost_at(gl, p, x, "rating", NULL) == 9 &&
		    cost_at(gl, p, x, "rating", "veteran") == 10 &&
		    cost_at(gl, p, x, "rating", "levy") == 7,
		    "GLORY B3 9 (veteran 10, levy 7), not %d", cost_at(gl, p, x,
		    "rating", NULL));
	}
	json_decref(ros);
	/* Battleground (a proposal): L 2, H 2, a figure 1; a vehicle 4 and
	 * 2 a point of armour; the referee's numbers change them */
	if ((ros = roster_of(dir, "battleground",
	    "games/battleground/scenarios/crossroads.bgs")) != NULL) {
		x = json_object_get(ros, "ALLIES");
		CHECK(cost_at(bg, p, campaign_entry(x, "U1"), "grade", NULL) ==
		    12 && cost_at(bg, p, campaign_entry(x, "SH"), "grade",
		    NULL) == 12 && cost_at(bg, big, campaign_entry(x, "U1"),
		    "grade", NULL) == 20, "Battleground U1 12 (20 at 2 a "
		    "figure), SH 12");
		json_object_set_new(campaign_entry(x, "U1"), "figs",
		    json_string("LRR"));
		CHECK(cost_at(bg, p, campaign_entry(x, "U1"), "grade", NULL) ==
		    4, "Battleground: a unit costs the figures it has now");
	}
	json_decref(ros);
	json_decref(p);
	json_decref(big);
}

int
main(int argc, char **argv)
{
	const struct game_rules *r = game_rules_find("strongest");
	json_t *ros = NULL;

	if (argc != 2 || r == NULL || r->campaign == NULL) {
		fprintf(stderr, "usage: test_campaign DATADIR\n");
		return 2;
	}
	test_roster_and_muster(r, argv[1], &ros);
	if (ros) {
		test_outcome(r, argv[1], ros);
		test_between(r, ros);
	}
	json_decref(ros);
	test_intel_los(r, argv[1]);
	test_far_side(argv[1]);
	test_highest_ground(argv[1]);
	test_costs(argv[1]);
	if (campaign_failures)
		fprintf(stderr, "%d failures\n", campaign_failures);
	else
		printf("campaign: all passed\n");
	return campaign_failures != 0;
}
