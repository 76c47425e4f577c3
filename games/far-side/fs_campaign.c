/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fs_campaign.c - Far Side of the World in a campaign (games/campaign.h).
 *
 * The roster is the army scenario's FORCE and LEADER lines: each unit with
 * its type and quality, each leader with his unit and his traits.  What
 * persists: a unit's quality and whether it is lost; a leader's traits
 * (those rolled or picked in his first battle stay his) and whether he
 * fell.  Disorder and bloodying do not: they are rallied between battles.
 *
 * The digest has no campaign rules; every number is a proposal, data the
 * referee can change (params):
 *  - promotion: a unit that fought and was not lost, on the winning side
 *    when "won_only", goes one step up the "ladder" of qualities
 *    (INFERIOR, REGULAR, ELITE; militia stays militia) on a die of "die"
 *    sides showing "on" or more;
 *  - returns (the kit's): a lost unit or leader comes back on a die, the
 *    winner's on "won" (3+), the loser's on "lost" (4+); a leader who does
 *    not is followed by a successor named after him, whose traits are
 *    rolled at his first deployment as a new leader's are.
 * A battle musters the units named; a leader whose unit stayed at home
 * leads the first unit of his side that came and has no leader.  A
 * leader whose unit is gone for good loses his "on" between battles.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign.h"
#include "fs.h"
#include "scenario_lines.h"
#include "sheet_words.h"

#define MAXTOK	64

static json_t *
traits_of(const struct fs_game *g, unsigned mask)
{
	json_t *a = json_array();
	int t;

	for (t = 0; t < g->r.ntraits && a; t++)
		if (mask & 1u << t)
			json_array_append_new(a, json_string(g->r.trait[t].key));
	return a;
}

/* The sides' units, then their leaders with the traits they have. */
static int
fs_entries(void *gv, json_t *rosters, struct pbem_err *err)
{
	const struct fs_game *g = gv;
	json_t *e, *cost;
	int k, q;

	for (k = 0; k < g->nunits; k++) {
		if ((e = campaign_unit_add(rosters, g->side[g->u[k].side],
		    g->u[k].id, "unit")) == NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		json_object_set_new(e, "type",
		    json_string(g->r.type[g->u[k].type].key));
		json_object_set_new(e, "grade",
		    json_string(g->r.qual[g->u[k].qual].key));
		/* its points (§14) at every quality it may reach */
		if ((cost = json_object()) == NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		for (q = 0; q < g->r.nqual; q++)
			json_object_set_new(cost, g->r.qual[q].key, json_integer(
			    g->r.type[g->u[k].type].points +
			    g->r.qual[q].points));
		json_object_set_new(e, "cost", cost);
	}
	for (k = 0; k < g->nleaders; k++) {
		if ((e = campaign_entry_add(campaign_side_roster(rosters,
		    g->side[g->l[k].side]), g->l[k].name, g->l[k].name, 0)) ==
		    NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		json_object_set_new(e, "kind", json_string("leader"));
		json_object_set_new(e, "on", json_string(g->u[g->l[k].unit].id));
		json_object_set_new(e, "traits_fixed", json_boolean(
		    g->l[k].fixed));
		json_object_set_new(e, "traits", traits_of(g, g->l[k].traits));
	}
	return PBEM_OK;
}

static int
ready(const json_t *e)
{
	return strcmp(campaign_str(e, "status"), "ready") == 0;
}

/* The unit a leader leads in this battle: his own if it came, else the
 * first unit of the side that came and has no leader yet; NULL: none
 * (he stays at home).  used: the units taken so far. */
static const char *
led_unit(const json_t *m, const json_t *leader, json_t *used)
{
	const json_t *e;
	const char *on = campaign_str(leader, "on");
	size_t i;

	if ((e = campaign_entry(m, on)) != NULL && ready(e) &&
	    json_object_get(used, on) == NULL)
		return on;
	json_array_foreach(json_object_get(m, "entries"), i, e)
		if (strcmp(campaign_str(e, "kind"), "unit") == 0 && ready(e) &&
		    json_object_get(used, campaign_str(e, "id")) == NULL)
			return campaign_str(e, "id");
	return NULL;
}

static void
muster_side(struct buf *b, const char *side, const json_t *m)
{
	const json_t *e, *t;
	const char *on;
	json_t *used = json_object();
	size_t i, k;
	int pass;

	json_array_foreach(json_object_get(m, "entries"), i, e)
		if (strcmp(campaign_str(e, "kind"), "unit") == 0 && ready(e))
			buf_addf(b, "FORCE %s %s:%s:%s\n", side,
			    campaign_str(e, "id"), campaign_str(e, "type"),
			    campaign_str(e, "grade"));
	/* first the leaders whose own units came, then the others */
	for (pass = 0; pass < 2; pass++)
		json_array_foreach(json_object_get(m, "entries"), i, e) {
			if (strcmp(campaign_str(e, "kind"), "leader") != 0 ||
			    !ready(e))
				continue;
			on = campaign_str(e, "on");
			if ((campaign_entry(m, on) != NULL &&
			    ready(campaign_entry(m, on))) != (pass == 0))
				continue;
			if ((on = led_unit(m, e, used)) == NULL)
				continue;
			json_object_set_new(used, on, json_true());
			buf_addf(b, "LEADER %s %s ON %s", side,
			    campaign_str(e, "name"), on);
			if (json_is_true(json_object_get(e, "traits_fixed"))) {
				buf_adds(b, " TRAITS");
				if (json_array_size(json_object_get(e,
				    "traits")) == 0)
					buf_adds(b, " NONE");
				json_array_foreach(json_object_get(e,
				    "traits"), k, t)
					buf_addf(b, " %s", json_string_value(t));
			}
			buf_addc(b, '\n');
		}
	json_decref(used);
}

/* One line of the battle's scenario (the kit's campaign_muster_start):
 * every side's forces where the first FORCE or LEADER line stood. */
static int
fs_muster_line(struct campaign_muster *mu, char *text, struct pbem_err *err)
{
	const json_t *m, *e;
	const char *side;
	char copy[PBEM_MAX_LINE + 1], *t[MAXTOK];
	int n, k;

	(void)err;
	snprintf(copy, sizeof copy, "%s", text);
	n = sheet_words(copy, t, MAXTOK, 0);
	if (n > 0 && (strcasecmp(t[0], "FORCE") == 0 ||
	    strcasecmp(t[0], "LEADER") == 0)) {
		if (mu->done++)
			return PBEM_OK;
		for (k = 0; k < FS_NSIDES; k++)
			json_object_foreach((json_t *)mu->mustered, side, m)
				if (json_integer_value(json_object_get(m,
				    "order")) == k)
					muster_side(mu->out, side, m);
		return PBEM_OK;
	}
	/* the default place of a unit left at home goes */
	if (n > 1 && strcasecmp(t[0], "PLACE") == 0) {
		e = NULL;
		json_object_foreach((json_t *)mu->mustered, side, m)
			if (e == NULL)
				e = campaign_entry(m, t[1]);
		if (e == NULL || !ready(e))
			return PBEM_OK;
	}
	buf_addf(mu->out, "%s\n", text);
	return PBEM_OK;
}

static int
fs_outcome(const struct game_rules *self, const json_t *final_state,
    json_t *rosters, char *winner, size_t wlen, struct pbem_err *err)
{
	struct fs_game *g;
	json_t *r, *e, *found;
	size_t i;
	int k;

	if ((g = campaign_game_open(self, final_state, NULL, NULL, err)) ==
	    NULL)
		return err->rc ? err->rc : PBEM_ERR_NOMEM;
	for (k = 0; k < g->nunits; k++)
		if ((r = json_object_get(rosters, g->side[g->u[k].side])))
			campaign_fought(r, g->u[k].id, !g->u[k].alive);
	for (k = 0; k < g->nleaders; k++) {
		if ((r = json_object_get(rosters, g->side[g->l[k].side])) ==
		    NULL)
			continue;
		/* the roster knows a successor by his first holder's id */
		found = NULL;
		json_array_foreach(json_object_get(r, "entries"), i, e)
			if (found == NULL && strcmp(campaign_str(e, "kind"),
			    "leader") == 0 && strcasecmp(campaign_str(e,
			    "name"), g->l[k].name) == 0)
				found = e;
		if ((e = found) == NULL)
			continue;
		campaign_fought(r, campaign_str(e, "id"), !g->l[k].alive);
		/* the traits he showed are his from now on */
		json_object_set_new(e, "traits", traits_of(g, g->l[k].traits));
		json_object_set_new(e, "traits_fixed", json_true());
	}
	snprintf(winner, wlen, "%s", g->winner < 0 ? "" : g->side[g->winner]);
	campaign_game_close(self, g);
	return PBEM_OK;
}

/* A successor's name: the fallen leader's, with a number (MAJ -> MAJ2). */
static void
successor(json_t *e, struct buf *log)
{
	const char *old = campaign_str(e, "name");
	char name[FS_ID_LEN + 4];
	size_t n = strcspn(old, "0123456789");
	int v = old[n] ? atoi(old + n) + 1 : 2;

	if (n > 5)
		n = 5;
	snprintf(name, sizeof name, "%.*s%d", (int)n, old, v % 100);
	buf_addf(log, "  %s is followed by %s\n", old, name);
	json_object_set_new(e, "name", json_string(name));
	json_object_set_new(e, "status", json_string("ready"));
	json_object_set_new(e, "traits", json_array());
	json_object_set_new(e, "traits_fixed", json_false());
	json_object_set_new(e, "battles", json_integer(0));
}

/* The promotion ladder (params "promotion" "ladder"), lowest first, into
 * lad (at most 8): how many steps. */
static int
ladder_of(const json_t *params, const char *lad[8])
{
	static const char *const ladder_dflt[] = { "INFERIOR", "REGULAR",
	    "ELITE", NULL };
	const json_t *ladder = json_object_get(json_object_get(params,
	    "promotion"), "ladder");
	size_t i;
	int nl = 0;

	if (json_is_array(ladder))
		for (i = 0; i < json_array_size(ladder) && nl < 8; i++)
			lad[nl++] = json_string_value(json_array_get(ladder,
			    i)) ? json_string_value(json_array_get(ladder,
			    i)) : "";
	else
		for (nl = 0; ladder_dflt[nl]; nl++)
			lad[nl] = ladder_dflt[nl];
	return nl;
}

static void
fs_between_entry(const struct campaign_between *b, json_t *e)
{
	const char *lad[8], *kind = campaign_str(e, "kind");
	int nl, q;

	if (strcmp(campaign_str(e, "status"), "lost") == 0) {
		if (!campaign_return_roll(b->params, b->side, b->result, e,
		    b->seed, b->log) && strcmp(kind, "leader") == 0)
			successor(e, b->log);
		return;
	}
	if (strcmp(kind, "unit") != 0 || strcmp(campaign_str(e, "last"),
	    "fought") != 0 || (!b->won && campaign_param(b->params,
	    "promotion", "won_only", 1, 0, 1)))
		return;
	nl = ladder_of(b->params, lad);
	for (q = 0; q < nl; q++)
		if (strcmp(lad[q], campaign_str(e, "grade")) == 0)
			break;
	if (q + 1 >= nl)
		return;		/* not on the ladder, or at its top */
	campaign_promote_roll(b->params, b->side, e, "grade", lad[q],
	    lad[q + 1], 5, b->seed, b->log);
}

/* A leader whose unit is gone for good leads none of his own: the next
 * muster gives him a unit that came without one. */
static void
fs_between_after(const struct campaign_between *b)
{
	json_t *e;
	size_t i;

	json_array_foreach(json_object_get(b->roster, "entries"), i, e) {
		const json_t *u = campaign_entry(b->roster, campaign_str(e,
		    "on"));

		if (strcmp(campaign_str(e, "kind"), "leader") == 0 &&
		    json_object_get(e, "on") != NULL && (u == NULL ||
		    strcmp(campaign_str(u, "status"), "gone") == 0))
			json_object_del(e, "on");
	}
}

/* What the viewer saw of the enemy: the units it sighted, by its names
 * for them in the order it gave them, and the eliminations it saw; the
 * leaders whose names it learned, by name. */
static int
fs_sighted(void *gv, int s, struct buf *out)
{
	struct fs_game *g = gv;
	const char *names[FS_MAX_LEADERS];
	int k, a, n = 0, nl = 0;

	for (a = 1; a <= g->nalias[s]; a++)
		for (k = 0; k < g->nunits; k++)
			if (g->u[k].side != s && g->u[k].alias[s] == a) {
				buf_addf(out, "  X%d: seen%s\n", a,
				    g->u[k].gone_seen[s] ? ", eliminated" :
				    "");
				n++;
			}
	/* by name: the order of the enemy's roster is not told */
	for (k = 0; k < g->nleaders; k++)
		if (g->l[k].side != s && g->l[k].known[s])
			names[nl++] = g->l[k].name;
	campaign_sort_ids(names, (size_t)nl);
	for (k = 0; k < nl; k++)
		buf_addf(out, "  leader %s\n", names[k]);
	return n + nl;
}

static const char *const fs_campaign_fields[] = { "kind", "type", "grade",
    "on", "traits", "traits_fixed", NULL };

const struct game_campaign fs_campaign = {
	.fields = fs_campaign_fields,
	.params = "{\"promotion\": {\"die\": 6, \"on\": 5, \"won_only\": 1,"
	    " \"ladder\": [\"INFERIOR\", \"REGULAR\", \"ELITE\"]},"
	    " \"returns\": {\"die\": 6, \"won\": 3, \"lost\": 4, \"drawn\": 4}}",
	.entries = fs_entries,
	.muster_line = fs_muster_line,
	.outcome = fs_outcome,
	.between_entry = fs_between_entry,
	.between_after = fs_between_after,
	.sighted = fs_sighted,
	/* a unit's force-building points (digest §14), its type's and its
	 * quality's at the quality it has now; a leader follows the units */
	.cost = campaign_cost_grade,
	CAMPAIGN_KIT_SLOTS,
};
