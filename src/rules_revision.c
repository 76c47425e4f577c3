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
 * the rules each game was played by.  Each module lists its own
 * revisions (struct game_rules.revisions, games/<id>/..._revisions.c), so
 * a new one is written beside the rules it changes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "game.h"
#include "rules_revision.h"
#include "store.h"

/* The module's list (game.h: struct game_rules.revisions), or NULL. */
static const struct game_revision *
revisions_of(const char *rules)
{
	const struct game_rules *r = game_rules_find(rules);

	return r != NULL ? r->revisions : NULL;
}

int
rules_revision(const char *rules)
{
	const struct game_revision *v = revisions_of(rules);
	int n = 1;

	for (; v != NULL && v->change != NULL; v++)
		if (v->revision > n)
			n = v->revision;
	return n;
}

const char *
rules_revision_change(const char *rules, int from)
{
	const struct game_revision *v = revisions_of(rules);

	for (; v != NULL && v->change != NULL; v++)
		if (v->revision > from)
			return v->change;
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
