/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * test_campaign_fs.c - Far Side's campaign part (fs_campaign.c), case by
 * case with the dice fixed:
 *   - a leader whose unit is gone for good (lost, no return on 7+) no
 *     longer reads "on" it, and the next muster gives him a unit of his
 *     side that came without a leader; one whose unit came back keeps it.
 * usage: test_campaign_fs DATADIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign.h"
#include "campaign_testlib.h"
#include "game.h"

static void
test_leader_unit_gone(struct campaign_case *c)
{
	static const char *const north[] = { "N2", "N3", NULL };
	static const char *const south[] = { "R1", NULL };
	unsigned char seed[32] = { 7 };
	json_t *ros = json_deep_copy(c->ros), *n, *m;
	char *log, *t;

	n = json_object_get(ros, "NORTH");
	/* N1 (CHF's) lost in the battle, S1 (IND's) too, both with him */
	set(n, "N1", "lost", "lost");
	set(n, "S1", "lost", "lost");
	log = between_log(c->r, "{\"returns\": {\"won\": 7, \"lost\": 7, "
	    "\"drawn\": 7}, \"promotion\": {\"on\": 7}}", "NORTH", "lost", n,
	    seed);
	CHECK(strcmp(s_of(campaign_entry(n, "N1"), "status"), "gone") == 0,
	    "N1 does not come back on 7+:\n%s", log);
	CHECK(json_object_get(campaign_entry(n, "CHF"), "on") == NULL,
	    "CHF's unit N1 is gone: he reads on=%s",
	    s_of(campaign_entry(n, "CHF"), "on"));
	free(log);
	m = json_deep_copy(ros);
	bring(json_object_get(m, "NORTH"), north);
	bring(json_object_get(m, "SOUTH"), south);
	if ((t = muster_text(c, m)) != NULL) {
		CHECK(strstr(t, "LEADER NORTH CHF ON N2") != NULL,
		    "CHF leads the first unit that came:\n%s", t);
		free(t);
	}
	json_decref(m);
	json_decref(ros);
}

/* A leader whose unit came back keeps it. */
static void
test_leader_unit_back(struct campaign_case *c)
{
	unsigned char seed[32] = { 7 };
	json_t *ros = json_deep_copy(c->ros), *n;
	char *log;

	n = json_object_get(ros, "NORTH");
	set(n, "N1", "lost", "lost");
	log = between_log(c->r, "{\"returns\": {\"won\": 1, \"lost\": 1, "
	    "\"drawn\": 1}, \"promotion\": {\"on\": 7}}", "NORTH", "lost", n,
	    seed);
	CHECK(strcmp(s_of(campaign_entry(n, "N1"), "status"), "ready") == 0 &&
	    strcmp(s_of(campaign_entry(n, "CHF"), "on"), "N1") == 0,
	    "N1 back, CHF still on it:\n%s", log);
	free(log);
	json_decref(ros);
}

CAMPAIGN_CASE_MAIN("far-side", "games/far-side/scenarios/mission-station.fsw",
    test_leader_unit_gone, test_leader_unit_back)
