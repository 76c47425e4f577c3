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
 *     sight not.
 * usage: test_campaign_gl DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "game.h"

static json_t *
man_of(json_t *state, const char *id)
{
	json_t *m;
	size_t i;

	json_array_foreach(json_object_get(state, "men"), i, m)
		if (strcmp(s_of(m, "id"), id) == 0)
			return m;
	return NULL;
}

static json_int_t
int_of(const json_t *o, const char *k)
{
	return json_integer_value(json_object_get(o, k));
}

static void
test_muster(const struct game_rules *r, const char *scen, size_t slen,
    const char *rd, size_t rlen, const json_t *ros)
{
	static const char *const british[] = { "B1", "B2", "B7", "B8", NULL };
	struct pbem_err err = { 0 };
	json_t *m = json_deep_copy(ros), *st = NULL, *b;
	struct buf out;

	b = json_object_get(m, "B");
	bring(b, british);
	json_object_set_new(campaign_entry(b, "B2"), "wounds", json_integer(1));
	json_object_set_new(campaign_entry(b, "B1"), "rating",
	    json_string("elite"));
	buf_init(&out, 1 << 20);
	CHECK(r->campaign->muster(r, scen, slen, m, &out, &err) == PBEM_OK,
	    "muster: %s", err.msg);
	CHECK(strstr(buf_str(&out), "MAN B2 @B1 - foot veteran drilled "
	    "MLR,sword 90,88 0 wounds=1\n") != NULL, "B2 comes wounded:\n%s",
	    buf_str(&out));
	CHECK(strstr(buf_str(&out), "MAN B1 @B1 major foot elite ") != NULL,
	    "B1 comes elite");
	CHECK(strstr(buf_str(&out), "MAN B3 ") == NULL &&
	    strstr(buf_str(&out), "MAN B9 ") == NULL &&
	    strstr(buf_str(&out), "MAN F9 ") != NULL, "men left at home do "
	    "not come; the French bring all");
	CHECK(strstr(buf_str(&out), "GUN G1 @B1 smoothbore \"6-pdr\" 100,46 0 "
	    "unlimbered crew=B7,B8 ammo=CAN:12\n") != NULL, "the gun's crew "
	    "is the men who came:\n%s", buf_str(&out));
	if (r->scenario_load(r, buf_str(&out), out.len, rd, rlen, &st,
	    &err) != PBEM_OK)
		CHECK(0, "the battle loads: %s\n%s", err.msg, buf_str(&out));
	else
		CHECK(int_of(man_of(st, "B2"), "wounds") == 1, "B2 fights with "
		    "his wound");
	buf_free(&out);
	json_decref(st);
	json_decref(m);
}

static void
test_outcome(const struct game_rules *r, const char *scen, size_t slen,
    const char *rd, size_t rlen, json_t *ros)
{
	struct pbem_err err = { 0 };
	char winner[GAME_NAME_LEN];
	json_t *st = NULL, *b;

	if (r->scenario_load(r, scen, slen, rd, rlen, &st, &err) != PBEM_OK) {
		CHECK(0, "load: %s", err.msg);
		return;
	}
	json_object_set_new(man_of(st, "B3"), "status", json_integer(1));
	json_object_set_new(man_of(st, "B4"), "status", json_integer(2));
	json_object_set_new(man_of(st, "B5"), "wounds", json_integer(2));
	json_object_set_new(man_of(st, "B6"), "status", json_integer(3));
	json_object_set_new(json_object_get(st, "game"), "winner",
	    json_integer(1));
	json_object_set_new(json_object_get(st, "game"), "over",
	    json_integer(1));
	CHECK(r->campaign->outcome(r, st, ros, winner, sizeof winner, &err) ==
	    PBEM_OK, "outcome: %s", err.msg);
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
test_between(const struct game_rules *r, const json_t *ros)
{
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
test_intel(const struct game_rules *r, const char *scen, size_t slen,
    const char *rd, size_t rlen)
{
	struct pbem_err err = { 0 };
	json_t *st = NULL, *m;
	struct buf out;
	size_t i;

	if (r->scenario_load(r, scen, slen, rd, rlen, &st, &err) != PBEM_OK) {
		CHECK(0, "load: %s", err.msg);
		return;
	}
	json_array_foreach(json_object_get(st, "men"), i, m)
		json_object_set_new(m, "ever_seen", json_integer(
		    strcmp(s_of(m, "id"), "F7") == 0 ||
		    strcmp(s_of(m, "id"), "F2") == 0 ||
		    strcmp(s_of(m, "id"), "B1") == 0));
	buf_init(&out, 1 << 16);
	CHECK(r->campaign->intel(r, st, "B", &out) == PBEM_OK, "intel");
	CHECK(strcmp(buf_str(&out), "  F2: seen\n  F7: seen\n") == 0,
	    "the British saw F2 and F7:\n%s", buf_str(&out));
	buf_free(&out);
	json_decref(st);
}

/* The referee's amendment text on st (games/game.h, amend): the state
 * after it, sighted again after each line; NULL when refused. */
static json_t *
amended(const struct game_rules *r, const json_t *st, const char *text)
{
	struct sheet_check chk;
	json_t *next = NULL, *events = NULL;
	int rc;

	sheet_check_init(&chk);
	rc = r->amend(r, st, text, strlen(text), 1, &next, &events, &chk);
	CHECK(rc == PBEM_OK && chk.nerrors == 0, "amend '%s' refused", text);
	sheet_check_free(&chk);
	json_decref(events);
	return next;
}

/* A man the British had in sight as he fell is told killed or captured;
 * F7, seen once but out of their sight when he fell, reads as one who
 * stands (gl_fall_note). */
static void
test_intel_losses(const struct game_rules *r, const char *scen, size_t slen,
    const char *rd, size_t rlen)
{
	struct pbem_err err = { 0 };
	json_t *st = NULL, *after = NULL, *m;
	struct buf out;
	size_t i;

	if (r->scenario_load(r, scen, slen, rd, rlen, &st, &err) != PBEM_OK) {
		CHECK(0, "load: %s", err.msg);
		return;
	}
	json_array_foreach(json_object_get(st, "men"), i, m)
		if (strcmp(s_of(m, "id"), "F2") == 0 ||
		    strcmp(s_of(m, "id"), "F3") == 0 ||
		    strcmp(s_of(m, "id"), "F7") == 0) {
			json_object_set_new(m, "ever_seen", json_integer(1));
			json_object_set_new(m, "seen", json_integer(
			    strcmp(s_of(m, "id"), "F7") != 0));
		}
	/* F7 first: the sighting after each line sees the table again */
	if ((after = amended(r, st, "REMOVE F7 KILLED\nREMOVE F2 KILLED\n"
	    "REMOVE F3 CAPTURED\n")) == NULL)
		goto out;
	buf_init(&out, 1 << 16);
	CHECK(r->campaign->intel(r, after, "B", &out) == PBEM_OK, "intel");
	CHECK(strstr(buf_str(&out), "  F2: seen, killed\n  F3: seen, "
	    "captured\n") != NULL && strstr(buf_str(&out), "  F7: seen\n") !=
	    NULL, "F2 and F3 fell in sight, F7 out of it:\n%s",
	    buf_str(&out));
	buf_free(&out);
out:
	json_decref(st);
	json_decref(after);
}

int
main(int argc, char **argv)
{
	const struct game_rules *r = game_rules_find("glory");
	struct pbem_err err = { 0 };
	char *scen, *rd;
	size_t slen, rlen;
	json_t *ros = NULL, *e;

	if (argc != 2 || r == NULL || r->campaign == NULL) {
		fprintf(stderr, "usage: test_campaign_gl DATADIR\n");
		return 2;
	}
	scen = slurp(argv[1], "games/glory/scenarios/mill-ford.glm", &slen);
	rd = slurp(argv[1], "games/glory/rules.json", &rlen);
	if (scen == NULL || rd == NULL)
		return 1;
	CHECK(r->campaign->roster(r, scen, slen, rd, rlen, &ros, &err) ==
	    PBEM_OK, "roster: %s", err.msg);
	e = campaign_entry(json_object_get(ros, "B"), "B1");
	CHECK(e && strcmp(s_of(e, "leader"), "major") == 0 &&
	    strcmp(s_of(e, "rating"), "veteran") == 0 &&
	    int_of(e, "recruit_cost") == 13, "B1: a veteran major; a green "
	    "major with MLR and sword costs 1+1+2+5+3+1 = 13");
	e = campaign_entry(json_object_get(ros, "F"), "F1");
	CHECK(e && int_of(e, "recruit_cost") == 14, "F1 mounted: 14");
	CHECK(int_of(json_object_get(ros, "F"), "points") == 0, "no bank yet");
	if (ros) {
		test_muster(r, scen, slen, rd, rlen, ros);
		test_outcome(r, scen, slen, rd, rlen, ros);
		test_between(r, ros);
		test_intel(r, scen, slen, rd, rlen);
		test_intel_losses(r, scen, slen, rd, rlen);
	}
	json_decref(ros);
	free(scen);
	free(rd);
	if (campaign_failures)
		fprintf(stderr, "%d failures\n", campaign_failures);
	else
		printf("campaign glory: all passed\n");
	return campaign_failures != 0;
}
