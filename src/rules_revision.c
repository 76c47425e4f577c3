/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * rules_revision.c - a rules module's revisions.
 *
 * A change to a module that makes a stored game replay differently (a new
 * key in its state, a ruling read anew) breaks `pbemd replay` of the games
 * recorded before it: their hashes cannot come out identical.  The Highest
 * Ground and To The Strongest! keep a "rules_version" in their state and
 * play an old game by its old rulings.  The others get a revision here
 * instead: every game keeps the revision it was created under in its
 * settings ("rules_revision", kept only above 1), its archive carries it
 * (game.rules_revision, absent: 1), and a replay of a game recorded under
 * an older revision that differs says so, and what changed since, instead
 * of a bare difference that reads like tampering.  It is not re-played by
 * the old rulings: the smallest honest answer, with a record that names
 * the rules each game was played by.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "rules_revision.h"
#include "store.h"

static const struct {
	const char *rules;
	int revision;		/* the revision this change begins */
	const char *change;
} revisions[] = {
	{ "battleground", 2, "each loss marked with the sides that saw it "
	    "fall (fell_seen)" },
	{ "battleground", 3, "a unit that left the table marked (exited); "
	    "losses seen counted anew" },
	{ "glory", 2, "each man lost marked with whether the enemy saw him "
	    "fall (fell_seen)" },
	{ "glory", 3, "an unguarded dump of stores taken by the enemy at the "
	    "end of a turn (lost, lost_stores)" },
	{ "glory", 4, "a file that volleys stands formed for the rest of A.2 "
	    "(it blocks sight and kill zones); formations" },
	{ "glory", 5, "a dump of stores serves only while its side sees it; "
	    "one taken unseen is used as its loser believes it, and learned "
	    "lost where its men see it; drivers only drive (no fire, no move "
	    "of their own)" },
	{ "glory", 6, "bodies of horse and a body's CHARGE; a MARCH told as "
	    "one line, a body settled before its moves are told; a formation "
	    "order with no formation ignored; a man named to the enemy "
	    "mid-phase (comes into sight, flees out of sight) remembered as "
	    "seen there" },
	{ "glory", 7, "a body's CHARGE ... ELSE (MARCH, WHEEL, HALT) and its "
	    "leader the nearest man who sees the target; a shell that hits "
	    "nobody told; a driver who flees leaves his limber or wagon "
	    "unmanned (left) until CREW; a runner told he finds his dump in "
	    "enemy hands" },
};
#define NREV	(sizeof revisions / sizeof revisions[0])

int
rules_revision(const char *rules)
{
	size_t i;
	int v = 1;

	for (i = 0; i < NREV; i++)
		if (strcmp(revisions[i].rules, rules) == 0 &&
		    revisions[i].revision > v)
			v = revisions[i].revision;
	return v;
}

const char *
rules_revision_change(const char *rules, int from)
{
	size_t i;

	for (i = 0; i < NREV; i++)
		if (strcmp(revisions[i].rules, rules) == 0 &&
		    revisions[i].revision > from)
			return revisions[i].change;
	return "";
}

int
rules_revision_of_game(struct home *h, const char *game)
{
	char v[16];
	int n;

	if (store_setting_get(h->db, game, "rules_revision", v, sizeof v) !=
	    PBEM_OK || (n = atoi(v)) < 1)
		return 1;
	return n;
}

int
rules_revision_keep(struct home *h, const char *game, const char *rules)
{
	char v[16];
	int n = rules_revision(rules);

	if (n <= 1)
		return PBEM_OK;
	snprintf(v, sizeof v, "%d", n);
	return store_setting_set(h->db, game, "rules_revision", v);
}

void
rules_revision_explain(const char *rules, int recorded, struct pbem_err *err)
{
	char what[sizeof err->msg];

	snprintf(what, sizeof what, "%s", err->msg);
	pbem_fail(err, err->rc ? err->rc : PBEM_ERR_STATE, 0, "recorded under "
	    "%s rules revision %d, this pbemd plays %d (since: %.70s): a "
	    "difference is expected, not proof of tampering (%.60s)",
	    rules, recorded, rules_revision(rules), rules_revision_change(
	    rules, recorded), what);
}
