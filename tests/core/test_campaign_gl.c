/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_campaign_gl.c - GLORY's campaign part (gl_campaign.c), case by
 * case with the dice fixed by a known seed:
 *   - the roster of the Mill Ford (ranks, ratings, a recruit's price in
 *     force points by the digest's 4.10);
 *   - a muster: men left at home gone, a gun's crew cut to the men who
 *     came, a wounded man and a promoted one as the roster holds them, and
 *     the battle loads with the wound;
 *   - the outcome: killed and captured lost, a man who fled off the board
 *     not, wounds kept, the winner;
 *   - between battles: returns, healing, promotion, and the force points
 *     that buy a recruit for a man gone for good (and not for the next
 *     when the bank runs out); one man's rolls unmoved by another entry;
 *   - intel: the enemy castings seen, by id, and nothing of the unseen;
 *     a man killed or captured in sight told so, one who fell out of
 *     sight not;
 *   - the end of a battle: a side's own report names no enemy casting it
 *     did not see.
 * usage: test_campaign_gl DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "game.h"

static json_int_t
int_of(const json_t *o, const char *k)
{
	return json_integer_value(json_object_get(o, k));
}

static void
test_muster(struct campaign_case *c)
{
	static const char *const british[] = { "B1", "B2", "B7", "B8", NULL };
	json_t *m = json_deep_copy(c->ros), *st, *b;
	char *t;

	b = json_object_get(m, "B");
	bring(b, british);
	json_object_set_new(campaign_entry(b, "B2"), "wounds", json_integer(1));
	json_object_set_new(campaign_entry(b, "B1"), "rating",
	    json_string("elite"));
	if ((t = muster_text(c, m)) != NULL) {
		CHECK(strstr(t, "MAN B2 @B1 - foot veteran drilled MLR,sword "
		    "90,88 0 wounds=1\n") != NULL, "B2 comes wounded:\n%s", t);
		CHECK(strstr(t, "MAN B1 @B1 major foot elite ") != NULL,
		    "B1 comes elite");
		CHECK(strstr(t, "MAN B3 ") == NULL &&
		    strstr(t, "MAN B9 ") == NULL &&
		    strstr(t, "MAN F9 ") != NULL, "men left at home do not "
		    "come; the French bring all");
		CHECK(strstr(t, "GUN G1 @B1 smoothbore \"6-pdr\" 100,46 0 "
		    "unlimbered crew=B7,B8 ammo=CAN:12\n") != NULL, "the gun's "
		    "crew is the men who came:\n%s", t);
		if ((st = battle_state(c, t)) != NULL)
			CHECK(int_of(record_of(st, "men", "B2"), "wounds") == 1,
			    "B2 fights with his wound");
		json_decref(st);
	}
	free(t);
	json_decref(m);
}

static void
test_outcome(struct campaign_case *c)
{
	json_t *ros = c->ros, *st, *b;
	char winner[GAME_NAME_LEN];

	if ((st = case_state(c)) == NULL)
		return;
	record_set(st, "men", "B3", "status", json_integer(1));
	record_set(st, "men", "B4", "status", json_integer(2));
	record_set(st, "men", "B5", "wounds", json_integer(2));
	record_set(st, "men", "B6", "status", json_integer(3));
	json_object_set_new(json_object_get(st, "game"), "winner",
	    json_integer(1));
	json_object_set_new(json_object_get(st, "game"), "over",
	    json_integer(1));
	outcome_of(c, st, winner);
	CHECK(strcmp(winner, "F") == 0, "the French won, not '%s'", winner);
	b = json_object_get(ros, "B");
	CHECK(strcmp(s_of(campaign_entry(b, "B3"), "status"), "lost") == 0 &&
	    strcmp(s_of(campaign_entry(b, "B3"), "fate"), "killed") == 0 &&
	    strcmp(s_of(campaign_entry(b, "B4"), "fate"), "captured") == 0,
	    "B3 killed, B4 captured");
	CHECK(strcmp(s_of(campaign_entry(b, "B6"), "status"), "ready") == 0,
	    "B6 fled off the board: not lost");
	CHECK(int_of(campaign_entry(b, "B5"), "wounds") == 2, "B5 two wounds");
	json_decref(st);
}

static void
test_between(struct campaign_case *c)
{
	const struct game_rules *r = c->r;
	const json_t *ros = c->ros;
	static const char certain[] = "{\"returns\": {\"lost\": 1}, "
	    "\"healing\": {\"on\": 1}, \"promotion\": {\"on\": 1, "
	    "\"won_only\": 0}}";
	static const char never[] = "{\"returns\": {\"lost\": 7}, "
	    "\"healing\": {\"on\": 7}, \"promotion\": {\"on\": 7}}";
	unsigned char seed[32];
	json_t *a, *b, *e;
	char *la, *lb;
	int i;

	for (i = 0; i < 32; i++)
		seed[i] = (unsigned char)(i * 3 + 11);
	a = json_deep_copy(json_object_get(ros, "B"));
	b = json_deep_copy(a);
	la = between_log(r, certain, "B", "lost", a, seed);
	CHECK(strcmp(s_of(campaign_entry(a, "B3"), "status"), "ready") == 0 &&
	    strcmp(s_of(campaign_entry(a, "B4"), "status"), "ready") == 0,
	    "both come back on 1+:\n%s", la);
	CHECK(int_of(campaign_entry(a, "B5"), "wounds") == 0 &&
	    strstr(la, "B5, 2 wounds: each heals on 1+ (d6): ") != NULL,
	    "B5's two wounds heal:\n%s", la);
	CHECK(strcmp(s_of(campaign_entry(a, "B5"), "rating"), "regular") == 0,
	    "B5 was wounded in the battle: no promotion");
	CHECK(strcmp(s_of(campaign_entry(a, "B2"), "rating"), "elite") == 0 &&
	    strcmp(s_of(campaign_entry(a, "B9"), "rating"), "regular") == 0 &&
	    json_object_get(campaign_entry(a, "B9"), "grade") == NULL,
	    "veteran to elite, green to regular");
	CHECK(int_of(a, "points") == 10, "the loser banks 10 force points");
	lb = between_log(r, never, "B", "lost", b, seed);
	CHECK(strcmp(s_of(campaign_entry(b, "B3"), "status"), "ready") == 0 &&
	    json_is_true(json_object_get(campaign_entry(b, "B3"),
	    "recruited")) && strcmp(s_of(campaign_entry(b, "B3"), "rating"),
	    "green") == 0 && strstr(lb, "B3 is replaced by a green recruit for "
	    "8 force points (2 left)") != NULL, "B3 replaced for 8:\n%s", lb);
	CHECK(strcmp(s_of(campaign_entry(b, "B4"), "status"), "gone") == 0,
	    "no points left for B4");
	CHECK(int_of(campaign_entry(b, "B5"), "wounds") == 2, "B5's wounds "
	    "stay");
	CHECK(int_of(b, "points") == 2, "two force points left in the bank");
	CHECK(json_object_get(campaign_entry(b, "B3"), "fate") == NULL &&
	    json_object_get(campaign_entry(b, "B3"), "last") == NULL,
	    "the battle's marks spent");
	free(la);
	free(lb);
	json_decref(a);
	json_decref(b);

	/* a man more before B3 moves none of B3's rolls */
	a = json_deep_copy(json_object_get(ros, "B"));
	b = json_deep_copy(a);
	e = json_pack("{s:s, s:s, s:s, s:b, s:i, s:s, s:s, s:i, s:s}", "id",
	    "B0", "name", "B0", "status", "lost", "muster", 1, "battles", 1,
	    "kind", "man", "rating", "green", "wounds", 0, "last", "lost");
	json_array_insert_new(json_object_get(b, "entries"), 0, e);
	la = between_log(r, "{}", "B", "lost", a, seed);
	lb = between_log(r, "{}", "B", "lost", b, seed);
	CHECK(strstr(la, "  B3, lost:") != NULL && strstr(lb, strstr(la,
	    "  B3, lost:")) != NULL, "B3's roll unmoved by B0:\n%s---\n%s",
	    la, lb);
	free(la);
	free(lb);
	json_decref(a);
	json_decref(b);
}

static void
test_intel(struct campaign_case *c)
{
	json_t *st, *m;
	size_t i;
	char *a;

	if ((st = case_state(c)) == NULL)
		return;
	json_array_foreach(json_object_get(st, "men"), i, m)
		json_object_set_new(m, "ever_seen", json_integer(
		    strcmp(s_of(m, "id"), "F7") == 0 ||
		    strcmp(s_of(m, "id"), "F2") == 0 ||
		    strcmp(s_of(m, "id"), "B1") == 0));
	a = intel_text(c->r, st, "B");
	CHECK(strcmp(a, "  F2: seen\n  F7: seen\n") == 0,
	    "the British saw F2 and F7:\n%s", a);
	free(a);
	json_decref(st);
}

/* A man the British had in sight as he fell is told killed or captured;
 * F7, seen once but out of their sight when he fell, reads as one who
 * stands (gl_fall_note). */
static void
test_intel_losses(struct campaign_case *c)
{
	json_t *st, *after, *m;
	size_t i;
	char *a;

	if ((st = case_state(c)) == NULL)
		return;
	json_array_foreach(json_object_get(st, "men"), i, m)
		if (strcmp(s_of(m, "id"), "F2") == 0 ||
		    strcmp(s_of(m, "id"), "F3") == 0 ||
		    strcmp(s_of(m, "id"), "F7") == 0) {
			json_object_set_new(m, "ever_seen", json_integer(1));
			json_object_set_new(m, "seen", json_integer(
			    strcmp(s_of(m, "id"), "F7") != 0));
		}
	/* F7 first: the sighting after each line sees the table again */
	if ((after = amended(c->r, st, "REMOVE F7 KILLED\nREMOVE F2 KILLED\n"
	    "REMOVE F3 CAPTURED\n")) != NULL) {
		a = intel_text(c->r, after, "B");
		CHECK(strstr(a, "  F2: seen, killed\n  F3: seen, captured\n") !=
		    NULL && strstr(a, "  F7: seen\n") != NULL, "F2 and F3 fell "
		    "in sight, F7 out of it:\n%s", a);
		free(a);
	}
	json_decref(st);
	json_decref(after);
}

/* A battle's end reveals nothing to a side by GLORY's own report (out of
 * a campaign, the end mail's debrief shows the enemy: src/report.c):
 * the British, who saw F2 alone, read F2 and no other French casting. */
static void
test_end_view(struct campaign_case *c)
{
	struct buf out;
	json_t *st, *m, *events = json_array();
	size_t i;

	if ((st = case_state(c)) == NULL)
		return;
	json_array_foreach(json_object_get(st, "men"), i, m)
		if (strcmp(s_of(m, "id"), "F2") == 0)
			json_object_set_new(m, "seen", json_integer(1));
		else if (s_of(m, "id")[0] == 'F') {
			json_object_set_new(m, "seen", json_integer(0));
			json_object_set_new(m, "ever_seen", json_integer(0));
		}
	json_object_set_new(json_object_get(st, "game"), "over",
	    json_integer(1));
	buf_init(&out, 1 << 20);
	CHECK(c->r->report(c->r, st, events, "B", &out) == PBEM_OK,
	    "B's end report");
	CHECK(strstr(buf_str(&out), "The game is over") != NULL &&
	    strstr(buf_str(&out), "  F2 ") != NULL &&
	    strstr(buf_str(&out), "  F1 ") == NULL &&
	    strstr(buf_str(&out), "  F8 ") == NULL &&
	    strstr(buf_str(&out), "French), the castings") == NULL,
	    "B's end report names F2 alone of the French:\n%s",
	    buf_str(&out));
	buf_free(&out);
	json_decref(events);
	json_decref(st);
}

/* The rosters of the army scenario. */
static void
test_roster(struct campaign_case *c)
{
	json_t *e;

	e = campaign_entry(json_object_get(c->ros, "B"), "B1");
	CHECK(e && strcmp(s_of(e, "leader"), "major") == 0 &&
	    strcmp(s_of(e, "rating"), "veteran") == 0 &&
	    int_of(e, "recruit_cost") == 13, "B1: a veteran major; a green "
	    "major with MLR and sword costs 1+1+2+5+3+1 = 13");
	e = campaign_entry(json_object_get(c->ros, "F"), "F1");
	CHECK(e && int_of(e, "recruit_cost") == 14, "F1 mounted: 14");
	CHECK(int_of(json_object_get(c->ros, "F"), "points") == 0,
	    "no bank yet");
}

CAMPAIGN_CASE_MAIN("glory", "games/glory/scenarios/mill-ford.glm",
    test_roster, test_muster, test_outcome, test_between, test_intel,
    test_intel_losses, test_end_view)
