/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bg_campaign.c - Battleground in a campaign (games/campaign.h).
 *
 * The roster is the army scenario's UNIT lines: each unit with its grade
 * (A..D) and, for infantry, its figures by letter (L leaders, H heavy
 * weapons, R rifles...).  What persists between battles: the grade, the
 * figures left (leaders among them) and whether the unit is gone.
 * Markers (run, dug in, road), positions and a vehicle's damage do not:
 * each battle's scenario sets them.
 *
 * The digest has no campaign rules and suggests no promotions, so the
 * grade stays as the army list gave it (the referee may change it with
 * `pbemd campaign set`).  Returns are a proposal, data the referee can
 * change (params "returns"):
 *  - every figure an infantry unit lost in the battle (killed, or taken
 *    when it surrendered) rolls a die of "die" sides on its unit's own
 *    stream, in the unit's figure order: the winner's come back on "won"
 *    (3+), the loser's on "lost" (4+), after a draw on "drawn" (4+).  A
 *    leader who comes back is a leader again.  A unit with no figure
 *    left is gone for good; figures that left the table are not lost;
 *    a unit the referee removed lost them all; a unit combined into
 *    another takes back those of its figures its host came home with
 *    (the host's letters beyond its own, in roster order);
 *  - a vehicle destroyed (or removed by the referee) is recovered and
 *    repaired on the same die (the kit's return roll), else gone for
 *    good; one that left the table is not lost.
 * A battle's scenario places the units: the muster keeps the UNIT lines
 * of the units brought, each with the roster's grade and figures, and
 * drops the others; a unit the battle's scenario does not place cannot
 * come.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bg.h"
#include "campaign.h"
#include "scenario_lines.h"
#include "sheet_words.h"

/* Each unit with its kind, grade and (infantry) figures. */
static int
bg_entries(void *gv, json_t *rosters, struct pbem_err *err)
{
	const struct bg_game *g = gv;
	const struct bg_unit *u;
	char grade[2] = { 0, 0 };
	json_t *e;
	int k;

	for (k = 0; k < g->nunits; k++) {
		u = &g->u[k];
		if ((e = campaign_unit_add(rosters, g->side[u->side], u->id,
		    u->veh ? "vehicle" : "infantry")) == NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		grade[0] = (char)('A' + u->grade);
		json_object_set_new(e, "grade", json_string(grade));
		if (!u->veh)
			json_object_set_new(e, "figs", json_string(u->figs));
		else	/* what its cost goes by (bg_cost) */
			json_object_set_new(e, "armour", json_integer(u->armour));
	}
	return PBEM_OK;
}

/* One statement of the battle's scenario into out: a UNIT of a unit
 * brought with the roster's grade and figures, a unit left at home not
 * at all, anything else as written. */
static void
muster_statement(struct buf *out, const char *text, const json_t *mustered)
{
	char copy[PBEM_MAX_LINE + 1], *t[SHEET_MAX_WORDS];
	const json_t *e;
	const char *figs;
	int n, i;

	snprintf(copy, sizeof copy, "%s", text);
	n = sheet_words(copy, t, SHEET_MAX_WORDS, SHEET_WORDS_QUOTES);
	if (n < 8 || strcasecmp(t[0], "UNIT") != 0) {
		buf_addf(out, "%s\n", text);
		return;
	}
	e = campaign_entry(json_object_get(mustered, t[1]), t[2]);
	if (e == NULL || strcmp(campaign_str(e, "status"), "ready") != 0)
		return;		/* left at home */
	buf_addf(out, "UNIT %s %s %s %s", t[1], t[2], t[3],
	    *campaign_str(e, "grade") ? campaign_str(e, "grade") : t[4]);
	for (i = 5; i < 8; i++)
		buf_addf(out, " %s", t[i]);
	figs = campaign_str(e, "figs");
	if (strcasecmp(t[3], "INF") == 0 && *figs) {
		/* the battle's figure letters give way to the roster's */
		while (i < n && strlen(t[i]) == 1 &&
		    strchr(BG_FIG_LETTERS, t[i][0] & ~0x20))
			i++;
		for (; *figs; figs++)
			buf_addf(out, " %c", *figs);
	}
	for (; i < n; i++)
		buf_addf(out, " %s", t[i]);
	buf_addc(out, '\n');
}

/* One line of the battle's scenario (the kit's campaign_muster_start),
 * its statements split at ';' as bg_scenario.c splits them. */
static int
bg_muster_line(struct campaign_muster *m, char *text, struct pbem_err *err)
{
	char *p, *q;

	(void)err;
	for (p = text; p != NULL; p = q) {
		if ((q = strchr(p, ';')) != NULL)
			*q++ = '\0';
		if (q != NULL && strchr(p, '#') != NULL) {
			q[-1] = ';';
			q = NULL;
		}
		muster_statement(m->out, p, m->mustered);
	}
	return PBEM_OK;
}

/* Lost in the battle, as the roster counts it: a vehicle destroyed (or
 * removed by the referee), an infantry unit without a figure or removed
 * by the referee.  A unit that left the table is not lost (it keeps the
 * figures it had), nor one combined into another (its figures fight on
 * there: bg_outcome gives them back). */
static int
fell(const struct bg_unit *u)
{
	if (u->exited || u->joined)
		return 0;
	return u->gone || (!u->veh && u->figs[0] == '\0');
}

/* The figures a unit brings home: all it has unless it was lost. */
static const char *
figs_home(const struct bg_unit *u)
{
	return u->gone && !u->exited ? "" : u->figs;
}

/* The letters of `have` not matched, one for one, by `want`'s, into
 * pool (appended, at most BG_MAX_FIGS * BG_MAX_UNITS in all). */
static void
surplus(const char *want, const char *have, char *pool, size_t pn)
{
	char w[BG_MAX_FIGS + 1], *m;
	size_t n = strlen(pool);

	snprintf(w, sizeof w, "%s", want);
	for (; *have && n + 1 < pn; have++)
		if ((m = strchr(w, *have)) != NULL)
			*m = '-';
		else
			pool[n++] = *have;
	pool[n] = '\0';
}

/* A combined unit's figures taken back from its side's pool (the
 * letters its host came home with beyond the host's own): those of its
 * roster figures the pool still holds, into out. */
static void
claim(const char *want, char *pool, char *out, size_t on)
{
	size_t n = 0;
	char *m;

	for (; *want && n + 1 < on; want++)
		if ((m = strchr(pool, *want)) != NULL) {
			*m = '-';
			out[n++] = *want;
		}
	out[n] = '\0';
}

void
bg_fall_note(struct bg_game *g)
{
	struct bg_unit *u;
	int k, s;

	for (k = 0; k < g->nunits; k++) {
		u = &g->u[k];
		/* combined into another unit: its figures fight on there;
		 * one the referee restored stands again */
		if (u->joined || !fell(u))
			u->fell_seen = 0;
		if (u->fell_seen || u->joined || !fell(u))
			continue;
		u->fell_seen = 1;
		for (s = 0; s < BG_NSIDES; s++)
			if (s != u->side && u->seen_now[s])
				u->fell_seen |= 2 << s;
	}
}

static int
bg_outcome(const struct game_rules *self, const json_t *final_state,
    json_t *rosters, char *winner, size_t wlen, struct pbem_err *err)
{
	static char pool[BG_NSIDES][BG_MAX_UNITS * BG_MAX_FIGS + 1];
	struct bg_game *g;
	const struct bg_unit *u;
	const json_t *roster;
	json_t *e;
	char back[BG_MAX_FIGS + 1];
	size_t n;
	int k, s;

	if ((g = campaign_game_open(self, final_state, NULL, NULL, err)) ==
	    NULL)
		return err->rc ? err->rc : PBEM_ERR_NOMEM;
	memset(pool, 0, sizeof pool);
	for (k = 0; k < g->nunits; k++) {
		u = &g->u[k];
		if (u->joined || u->veh)
			continue;
		roster = json_object_get(rosters, g->side[u->side]);
		e = campaign_fought((json_t *)roster, u->id, fell(u));
		if (e == NULL)
			continue;
		json_object_set_new(e, "left", json_string(figs_home(u)));
		/* a host's figures beyond its own are its joiners' */
		surplus(campaign_str(e, "figs"), figs_home(u),
		    pool[u->side], sizeof pool[u->side]);
	}
	for (k = 0; k < g->nunits; k++) {
		u = &g->u[k];
		roster = json_object_get(rosters, g->side[u->side]);
		if (u->veh) {
			campaign_fought((json_t *)roster, u->id, fell(u));
			continue;
		}
		if (!u->joined || (e = campaign_entry(roster, u->id)) == NULL)
			continue;
		/* combined into another: what of it came home with its
		 * host; none of it (the host lost) and it is lost */
		claim(campaign_str(e, "figs"), pool[u->side], back,
		    sizeof back);
		if ((e = campaign_fought((json_t *)roster, u->id,
		    back[0] == '\0')) != NULL)
			json_object_set_new(e, "left", json_string(back));
	}
	/* the result names the winner first ("AXIS wins: ...") */
	winner[0] = '\0';
	for (s = 0; s < BG_NSIDES; s++) {
		n = strlen(g->side[s]);
		if (n && strncmp(g->result, g->side[s], n) == 0 &&
		    strncmp(g->result + n, " wins", 5) == 0)
			snprintf(winner, wlen, "%s", g->side[s]);
	}
	campaign_game_close(self, g);
	return PBEM_OK;
}

/* An infantry unit after a battle: its figures not in "left" roll to
 * come back, in the unit's figure order, on its own stream. */
static void
figures_back(const json_t *params, const char *side, const char *result,
    json_t *e, const unsigned char seed[DICE_SEED_LEN], struct buf *log)
{
	char figs[BG_MAX_FIGS + 1], left[BG_MAX_FIGS + 1], keep[BG_MAX_FIGS + 1];
	struct dice d;
	char *m;
	size_t i, nk = 0, nlost = 0;
	int die, on, roll;

	snprintf(figs, sizeof figs, "%s", campaign_str(e, "figs"));
	snprintf(left, sizeof left, "%s", campaign_str(e, "left"));
	die = campaign_param(params, "returns", "die", 6, 2, 100);
	on = campaign_param(params, "returns", result,
	    strcmp(result, "won") == 0 ? 3 : 4, 1, die + 1);
	campaign_unit_dice(seed, side, campaign_str(e, "id"), &d);
	for (i = 0; figs[i]; i++) {
		if ((m = strchr(left, figs[i])) != NULL) {
			*m = '-';	/* each survivor matched once */
			keep[nk++] = figs[i];
			continue;
		}
		if (nlost++ == 0)
			buf_addf(log, "  %s, figures lost: back on %d+ (d%d, "
			    "%s):", campaign_str(e, "id"), on, die, result);
		roll = dice_roll(&d, die);
		buf_addf(log, "%s %c %d %s", nlost > 1 ? "," : "", figs[i], roll,
		    roll >= on ? "back" : "gone");
		if (roll >= on)
			keep[nk++] = figs[i];
	}
	keep[nk] = '\0';
	if (nlost > 0)
		buf_addf(log, "; %zu figure%s now%s\n", nk, nk == 1 ? "" : "s",
		    nk == 0 ? ": the unit is gone for good" : "");
	json_object_set_new(e, "figs", json_string(keep));
	if (strcmp(campaign_str(e, "status"), "lost") == 0) {
		json_object_set_new(e, "status", json_string(nk ? "ready" :
		    "gone"));
		json_object_set_new(e, "returned", json_boolean(nk > 0));
	}
	json_object_del(e, "left");
}

static void
bg_between_entry(const struct campaign_between *b, json_t *e)
{
	if (json_object_get(e, "left") != NULL)
		figures_back(b->params, b->side, b->result, e, b->seed, b->log);
	else if (strcmp(campaign_str(e, "status"), "lost") == 0)
		campaign_return_roll(b->params, b->side, b->result, e, b->seed,
		    b->log);
}

/* What the viewer saw: the enemy units its forces sighted (ids are what
 * the table shows), in the order of their ids (the enemy's own order is
 * not told), each with the turn it was last seen, or the turn it was
 * lost when the viewer's forces had it in sight as it fell
 * (bg_fall_note), or a wreck they know of (public: bg_wreck_known).
 * Any other unit lost out of their sight reads as one still standing:
 * its last sighting, nothing more. */
static int
bg_sighted(void *gv, int s, struct buf *out)
{
	struct bg_game *g = gv;
	const struct bg_unit *u;
	const char *ids[BG_MAX_UNITS];
	int k, n = 0, j;

	for (k = 0; k < g->nunits; k++)
		if (g->u[k].side != s && g->u[k].seen_turn[s] > 0)
			ids[n++] = g->u[k].id;
	campaign_sort_ids(ids, (size_t)n);
	for (j = 0; j < n; j++) {
		if ((k = bg_unit_find(g, ids[j])) < 0)
			continue;
		u = &g->u[k];
		if ((u->fell_seen & 2 << s) || bg_wreck_known(g, k, s))
			buf_addf(out, "  %s: seen, lost on turn %d\n", ids[j],
			    u->lost_turn);
		else
			buf_addf(out, "  %s: seen, last on turn %d\n", ids[j],
			    u->seen_turn[s]);
	}
	return n;
}

/* What a unit costs against a battle's points cap: the digest has no
 * points, so a proposal, data the referee can change (params "points"):
 * each figure "figure" (1), a leader "leader" (2), a heavy weapon
 * "heavy" (2); a vehicle "vehicle" (4) and "armour" (2) per point of its
 * armour (a 4-armour tank 12).  Its figures now, not those it began
 * with. */
static int
bg_cost(const json_t *params, const json_t *e)
{
	const char *f;
	int c = 0;

	if (strcmp(campaign_str(e, "kind"), "vehicle") == 0)
		return campaign_param(params, "points", "vehicle", 4, 0, 1000) +
		    campaign_param(params, "points", "armour", 2, 0, 100) *
		    (int)json_integer_value(json_object_get(e, "armour"));
	for (f = campaign_str(e, "figs"); *f; f++)
		c += campaign_param(params, "points", *f == 'L' ? "leader" :
		    *f == 'H' ? "heavy" : "figure", *f == 'L' || *f == 'H' ? 2 :
		    1, 0, 100);
	return c;
}

static const char *const bg_campaign_fields[] = { "kind", "grade", "figs",
    NULL };

const struct game_campaign bg_campaign = {
	.fields = bg_campaign_fields,
	.params = "{\"returns\": {\"die\": 6, \"won\": 3, \"lost\": 4,"
	    " \"drawn\": 4}, \"points\": {\"figure\": 1, \"leader\": 2,"
	    " \"heavy\": 2, \"vehicle\": 4, \"armour\": 2}}",
	.entries = bg_entries,
	.muster_line = bg_muster_line,
	.outcome = bg_outcome,
	.between_entry = bg_between_entry,
	.sighted = bg_sighted,
	.cost = bg_cost,
	CAMPAIGN_KIT_SLOTS,
};
