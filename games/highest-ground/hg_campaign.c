/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hg_campaign.c - The Highest Ground in a campaign (games/campaign.h).
 *
 * The roster is the army scenario's UNIT lines: each unit with its type
 * and, for a unit that buys ammunition, the rounds it has.  The rules
 * have no grades nor leaders apart from the units themselves (sergeants,
 * corporals, nobles), so what persists is whether a unit is lost and the
 * ammunition it has left.
 *
 * The digest has no campaign rules; every number is a proposal, data the
 * referee can change (params):
 *  - returns (the kit's): a unit eliminated comes back on a die, the
 *    winner's on "won" (3+), the loser's on "lost" (4+); else gone;
 *  - ammunition: with "ammo" "refill" 1 every unit starts a battle with
 *    the rounds the army scenario bought it; with 0 it keeps what it had
 *    left, and gains "resupply" rounds (up to what it was bought).
 * A battle's scenario places the units (its UNIT lines are the battle's
 * order of battle and set-up): the muster keeps the lines of the units
 * brought, each with the roster's ammunition, and drops the others.  A
 * unit of the roster the battle's scenario does not place cannot come.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign.h"
#include "hg.h"
#include "rules_number.h"
#include "scenario_lines.h"
#include "sheet_words.h"

#define MAXTOK	32

/* What a unit costs (14.6.1, digest §15.2): its Pts (a leader's L²),
 * and a mercenary's each further 3 attacks its attack factor (14.6.6),
 * as hg_points() counts them. */
static int
unit_cost(const struct hg_game *g, const struct hg_unit *u)
{
	const struct hg_type *t = &g->r.type[u->type];
	int extra = u->ammo0 - g->r.ammo_default;

	if (!t->merc || t->leader || extra <= 0)
		return t->pts;
	return t->pts + (extra + g->r.pts.ammo_block - 1) /
	    g->r.pts.ammo_block * t->full[0];
}

/* The budget a battle's scenario gives a side (POINTS SIDE N, 14.2), in
 * whole points; 0 when it gives none. */
static int
hg_scenario_points(const char *scenario, size_t slen, const char *side)
{
	struct scenario_lines rd;
	char copy[PBEM_MAX_LINE + 1], *t[MAXTOK];
	int64_t q;
	int n, pts = 0;

	scenario_lines_init(&rd, scenario, slen);
	while (scenario_lines_next(&rd) > 0) {
		snprintf(copy, sizeof copy, "%s", rd.buf);
		n = sheet_words(copy, t, MAXTOK, SHEET_WORDS_QUOTES);
		if (n == 3 && strcasecmp(t[0], "POINTS") == 0 &&
		    strcasecmp(t[1], side) == 0 &&
		    rules_decimal_units(t[2], 4, 1, 40000, &q) == 0)
			pts = (int)(q / 4);
	}
	return pts;
}

/* Each unit with its type and the rounds it was bought. */
static int
hg_entries(void *gv, json_t *rosters, struct pbem_err *err)
{
	const struct hg_game *g = gv;
	const struct hg_unit *u;
	json_t *e;
	int k;

	for (k = 0; k < g->nunits; k++) {
		u = &g->u[k];
		e = campaign_unit_add(rosters, g->side[u->side], u->id, "unit");
		if (e == NULL || json_object_set_new(e, "type",
		    json_string(g->r.type[u->type].key)) ||
		    json_object_set_new(e, "cost", json_integer(unit_cost(g,
		    u))))
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		if (u->ammo0 > 0) {
			json_object_set_new(e, "ammo", json_integer(u->ammo0));
			json_object_set_new(e, "ammo_bought",
			    json_integer(u->ammo0));
		}
	}
	return PBEM_OK;
}

static const json_t *
entry_of(const json_t *mustered, const char *side, const char *id)
{
	return campaign_entry(json_object_get(mustered, side), id);
}

/* One line of the battle's scenario (the kit's campaign_muster_start). */
static int
hg_muster_line(struct campaign_muster *m, char *text, struct pbem_err *err)
{
	struct buf *out = m->out;
	const json_t *e;
	char copy[PBEM_MAX_LINE + 1], *t[MAXTOK];
	int n, i;

	(void)err;
	snprintf(copy, sizeof copy, "%s", text);
	n = sheet_words(copy, t, MAXTOK, SHEET_WORDS_QUOTES);
	if (n < 3 || strcasecmp(t[0], "UNIT") != 0) {
		buf_addf(out, "%s\n", text);
		return PBEM_OK;
	}
	e = entry_of(m->mustered, t[1], t[2]);
	if (e == NULL || strcmp(campaign_str(e, "status"), "ready"))
		return PBEM_OK;	/* left at home */
	/* the battle's own line, with the roster's ammunition */
	buf_adds(out, "UNIT");
	for (i = 1; i < n; i++) {
		if (strcasecmp(t[i], "AMMO") == 0 && i + 1 < n &&
		    json_is_integer(json_object_get(e, "ammo"))) {
			buf_addf(out, " AMMO %lld", (long long)
			    json_integer_value(json_object_get(e, "ammo")));
			i++;
			continue;
		}
		buf_addf(out, " %s", t[i]);
	}
	buf_addc(out, '\n');
	return PBEM_OK;
}

static int
hg_outcome(const struct game_rules *self, const json_t *final_state,
    json_t *rosters, char *winner, size_t wlen, struct pbem_err *err)
{
	struct hg_game *g;
	json_t *e;
	size_t n;
	int k, s;

	if ((g = campaign_game_open(self, final_state, NULL, NULL, err)) ==
	    NULL)
		return err->rc ? err->rc : PBEM_ERR_NOMEM;
	for (k = 0; k < g->nunits; k++) {
		e = campaign_fought(json_object_get(rosters,
		    g->side[g->u[k].side]), g->u[k].id, g->u[k].status ==
		    HG_ELIM);
		if (e != NULL && json_object_get(e, "ammo"))
			json_object_set_new(e, "ammo", json_integer(
			    g->u[k].ammo));
	}
	/* the victory level names its side ("Marginal Roman Victory") */
	winner[0] = '\0';
	for (s = 0; s < HG_NSIDES; s++) {
		n = strlen(g->side[s]);
		for (k = 0; n && g->result[k]; k++)
			if (strncasecmp(g->result + k, g->side[s], n) == 0 &&
			    strstr(g->result, "ictory") != NULL) {
				snprintf(winner, wlen, "%s", g->side[s]);
				break;
			}
	}
	campaign_game_close(self, g);
	return PBEM_OK;
}

static void
hg_between_entry(const struct campaign_between *b, json_t *e)
{
	json_int_t have, bought;
	int refill = campaign_param(b->params, "ammo", "refill", 1, 0, 1);
	int resupply = campaign_param(b->params, "ammo", "resupply", 2, 0,
	    99);

	if (strcmp(campaign_str(e, "status"), "lost") == 0)
		campaign_return_roll(b->params, b->side, b->result, e, b->seed,
		    b->log);
	if (!json_is_integer(json_object_get(e, "ammo")))
		return;
	have = json_integer_value(json_object_get(e, "ammo"));
	bought = json_integer_value(json_object_get(e, "ammo_bought"));
	have = refill ? bought : have + resupply > bought ? bought :
	    have + resupply;
	json_object_set_new(e, "ammo", json_integer(have));
}

/* What the viewer saw: the enemy units it named, in the order it named
 * them, and the eliminations it saw. */
static int
hg_sighted(void *gv, int s, struct buf *out)
{
	struct hg_game *g = gv;
	char name[32];
	int k, a, n = 0;

	for (a = 1; a <= g->nalias[s]; a++)
		for (k = 0; k < g->nunits; k++)
			if (g->u[k].side != s && g->u[k].alias == a) {
				buf_addf(out, "  %s: seen%s\n", hg_name(g, s, k,
				    name, sizeof name), g->u[k].elim_seen ?
				    ", eliminated" : "");
				n++;
			}
	return n;
}

static const char *const hg_campaign_fields[] = { "type", "ammo", NULL };

const struct game_campaign hg_campaign = {
	.fields = hg_campaign_fields,
	.params = "{\"returns\": {\"die\": 6, \"won\": 3, \"lost\": 4,"
	    " \"drawn\": 4}, \"ammo\": {\"refill\": 1, \"resupply\": 2}}",
	.entries = hg_entries,
	.muster_line = hg_muster_line,
	.outcome = hg_outcome,
	.between_entry = hg_between_entry,
	.sighted = hg_sighted,
	/* a unit's points (unit_cost, from the roster's start) */
	.cost = campaign_cost_grade,
	.scenario_points = hg_scenario_points,
	CAMPAIGN_KIT_SLOTS,
};
