/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * gl_campaign.c - GLORY in a campaign (games/campaign.h).
 *
 * The roster is the army scenario's castings (MAN lines): each man with
 * his command, leader's rank, type, rating, training and weapons.  What
 * persists between battles: his rating, his wounds (a man carries them
 * into the next battle: MAN ... wounds=N), whether he is lost, and each
 * side's bank of force points.  Guns and limbers are the battle
 * scenario's equipment: a gun keeps the crew of its men that came, a
 * limber whose driver stayed at home stays with him.
 *
 * The digest prices men in force points (4.10: 1 + morale + training +
 * equipment, + leader) and has no campaign rules; the rest is a proposal,
 * data the referee can change (params):
 *  - returns (the kit's): a man killed or captured comes back (only
 *    wounded, or exchanged) on a die, the winner's on "won" (3+), the
 *    loser's on "lost" (4+); else he is gone;
 *  - healing: each wound of a man who stood heals on a die of "die"
 *    sides showing "on" (4) or more, rolled on a stream of its own;
 *  - promotion: a man who fought and stood, unwounded, on the winning
 *    side when "won_only", goes up the "ladder" (green, regular, veteran,
 *    elite; a levy stays a levy) on a die showing "on" (6) or more;
 *  - replacements: after each battle the side banks "won" (20), "lost"
 *    (10) or "drawn" (15) force points; each man gone for good is then
 *    replaced, in roster order while the bank lasts, by a green recruit
 *    of the same rank, type, training and weapons, at his price in force
 *    points (4.10).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign.h"
#include "gl.h"
#include "scenario_lines.h"
#include "sheet_words.h"

static const char *const leader_words[] = { "-", "minor", "major",
    "commander" };
static const char *const rating_words[] = { "levy", "green", "regular",
    "veteran", "elite" };

#define RATING_GREEN	(-1)	/* struct gl_man's rating: levy -2 */

/* Each man with his command, rank, rating, wounds and the price of a
 * green recruit in his place; each side's bank empty. */
static int
gl_entries(void *gv, json_t *rosters, struct pbem_err *err)
{
	const struct gl_game *g = gv;
	const struct gl_man *m;
	struct gl_man recruit;
	json_t *e, *cost;
	int k, q;

	for (k = 0; k < GL_NSIDES; k++)
		if (json_object_set_new(json_object_get(rosters, g->side[k]),
		    "points", json_integer(0)))
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	for (k = 0; k < g->nman; k++) {
		m = &g->man[k];
		if ((e = campaign_unit_add(rosters, g->side[m->side], m->id,
		    "man")) == NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		recruit = *m;
		recruit.rating = RATING_GREEN;
		json_object_set_new(e, "cmd", json_string(g->cmd[m->cmd].id));
		json_object_set_new(e, "leader", json_string(
		    leader_words[m->leader]));
		json_object_set_new(e, "rating", json_string(
		    rating_words[m->rating + 2]));
		json_object_set_new(e, "wounds", json_integer(m->wounds));
		json_object_set_new(e, "recruit_cost", json_integer(
		    gl_man_points(&g->r, &recruit)));
		/* his force points (4.10) at every rating */
		if ((cost = json_object()) == NULL)
			return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
		for (q = 0; q < 5; q++) {
			recruit.rating = q - 2;
			json_object_set_new(cost, rating_words[q], json_integer(
			    gl_man_points(&g->r, &recruit)));
		}
		json_object_set_new(e, "cost", cost);
	}
	return PBEM_OK;
}

/* The mustered entry of a man by id, whatever his side (ids are unique
 * in a GLORY scenario), if he comes. */
static const json_t *
brought(const json_t *mustered, const char *id)
{
	const char *side;
	const json_t *m, *e;

	json_object_foreach((json_t *)mustered, side, m)
		if ((e = campaign_entry(m, id)) != NULL)
			return strcmp(campaign_str(e, "status"), "ready") == 0 ?
			    e : NULL;
	return NULL;
}

/* A GUN's crew=a,b,c: only the men who came (none: no crew= word). */
static void
put_crew(struct buf *out, const char *word, const json_t *mustered)
{
	char list[PBEM_MAX_LINE + 1], *p, *save = NULL;
	int n = 0;

	snprintf(list, sizeof list, "%s", word + 5);
	for (p = strtok_r(list, ",", &save); p; p = strtok_r(NULL, ",", &save))
		if (brought(mustered, p) != NULL)
			buf_addf(out, "%s%s", n++ ? "," : " crew=", p);
}

static void
muster_line(struct buf *out, const char *text, const json_t *mustered)
{
	char copy[PBEM_MAX_LINE + 1], *t[SHEET_MAX_WORDS];
	const json_t *e;
	int n, i;

	snprintf(copy, sizeof copy, "%s", text);
	n = sheet_words(copy, t, SHEET_MAX_WORDS, SHEET_WORDS_QUOTES);
	if (n >= 10 && strcasecmp(t[0], "MAN") == 0) {
		if ((e = brought(mustered, t[1])) == NULL)
			return;		/* left at home */
		buf_addf(out, "MAN %s %s %s %s %s", t[1], t[2], t[3], t[4],
		    campaign_str(e, "rating"));
		for (i = 6; i < 10; i++)
			buf_addf(out, " %s", t[i]);
		if (json_integer_value(json_object_get(e, "wounds")) > 0)
			buf_addf(out, " wounds=%d", (int)json_integer_value(
			    json_object_get(e, "wounds")));
		buf_addc(out, '\n');
	} else if (n >= 5 && strcasecmp(t[0], "LIMBER") == 0) {
		/* a limber goes with its driver */
		if (strncasecmp(t[4], "driver=", 7) != 0 ||
		    brought(mustered, t[4] + 7) != NULL)
			buf_addf(out, "%s\n", text);
	} else if (n >= 2 && strcasecmp(t[0], "GUN") == 0) {
		buf_adds(out, "GUN");
		for (i = 1; i < n; i++) {
			if (strncasecmp(t[i], "crew=", 5) == 0)
				put_crew(out, t[i], mustered);
			else if (strpbrk(t[i], " \t#") || i == 4)
				buf_addf(out, " \"%s\"", t[i]);
			else
				buf_addf(out, " %s", t[i]);
		}
		buf_addc(out, '\n');
	} else
		buf_addf(out, "%s\n", text);
}

/* One line of the battle's scenario (the kit's campaign_muster_start). */
static int
gl_muster_line(struct campaign_muster *m, char *text, struct pbem_err *err)
{
	(void)err;
	muster_line(m->out, text, m->mustered);
	return PBEM_OK;
}

/* Lost in the battle: killed or captured (a man who fled off the board
 * is not). */
static int
fell(const struct gl_man *m)
{
	return m->status == GL_ST_DEAD || m->status == GL_ST_CAPTURED;
}

void
gl_fall_note(struct gl_game *g)
{
	struct gl_man *m;
	int k;

	for (k = 0; k < g->nman; k++) {
		m = &g->man[k];
		if (!fell(m))
			m->fell_seen = 0;	/* standing (or restored) */
		else if (m->fell_seen == 0)
			m->fell_seen = 1 + (m->seen != 0);
	}
}

static int
gl_outcome(const struct game_rules *self, const json_t *final_state,
    json_t *rosters, char *winner, size_t wlen, struct pbem_err *err)
{
	struct gl_game *g;
	const struct gl_man *m;
	json_t *e;
	int k, lost;

	if ((g = campaign_game_open(self, final_state, NULL, NULL, err)) ==
	    NULL)
		return err->rc ? err->rc : PBEM_ERR_NOMEM;
	for (k = 0; k < g->nman; k++) {
		m = &g->man[k];
		lost = fell(m);
		e = campaign_fought(json_object_get(rosters, g->side[m->side]),
		    m->id, lost);
		if (e == NULL)
			continue;
		json_object_set_new(e, "wounds", json_integer(lost ? 0 :
		    m->wounds));
		if (lost)
			json_object_set_new(e, "fate", json_string(
			    m->status == GL_ST_DEAD ? "killed" : "captured"));
	}
	snprintf(winner, wlen, "%s", g->winner < 0 ? "" : g->side[g->winner]);
	campaign_game_close(self, g);
	return PBEM_OK;
}

/* Each wound of a man who stood heals on its own roll. */
static void
heal(const json_t *params, const char *side, json_t *e,
    const unsigned char seed[DICE_SEED_LEN], struct buf *log)
{
	char stream[64];
	struct dice d;
	int die, on, w, k, roll, left;

	w = (int)json_integer_value(json_object_get(e, "wounds"));
	if (w <= 0)
		return;
	die = campaign_param(params, "healing", "die", 6, 2, 100);
	on = campaign_param(params, "healing", "on", 4, 1, die + 1);
	/* a stream apart from his promotion's (campaign_promote_roll) */
	snprintf(stream, sizeof stream, "%s/wounds", campaign_str(e, "id"));
	campaign_unit_dice(seed, side, stream, &d);
	buf_addf(log, "  %s, %d wound%s: each heals on %d+ (d%d):",
	    campaign_str(e, "id"), w, w == 1 ? "" : "s", on, die);
	for (k = 0, left = w; k < w; k++) {
		roll = dice_roll(&d, die);
		buf_addf(log, "%s %d", k ? "," : "", roll);
		left -= roll >= on;
	}
	buf_addf(log, "; %d left\n", left);
	json_object_set_new(e, "wounds", json_integer(left));
}

static void
promote(const json_t *params, const char *side, const char *result,
    json_t *e, const unsigned char seed[DICE_SEED_LEN], struct buf *log)
{
	static const char *const ladder[] = { "green", "regular", "veteran",
	    "elite" };
	size_t q;

	if (json_integer_value(json_object_get(e, "wounds")) > 0 ||
	    (strcmp(result, "won") != 0 && campaign_param(params,
	    "promotion", "won_only", 1, 0, 1)))
		return;
	for (q = 0; q + 1 < sizeof ladder / sizeof ladder[0]; q++)
		if (strcmp(ladder[q], campaign_str(e, "rating")) == 0) {
			campaign_promote_roll(params, side, e, "rating",
			    ladder[q], ladder[q + 1], 6, seed, log);
			return;
		}
}

/* The bank of force points and the recruits it buys. */
static void
replace(const json_t *params, const char *result, json_t *roster,
    struct buf *log)
{
	json_t *e;
	json_int_t bank, cost;
	size_t i;
	int gain;

	gain = campaign_param(params, "replacements", result,
	    strcmp(result, "won") == 0 ? 20 : strcmp(result, "lost") == 0 ?
	    10 : 15, 0, 10000);
	bank = json_integer_value(json_object_get(roster, "points")) + gain;
	buf_addf(log, "  force points: %d for the battle %s, %lld in the "
	    "bank\n", gain, result, (long long)bank);
	json_array_foreach(json_object_get(roster, "entries"), i, e) {
		if (strcmp(campaign_str(e, "status"), "gone") != 0)
			continue;
		cost = json_integer_value(json_object_get(e, "recruit_cost"));
		if (cost <= 0 || cost > bank)
			continue;
		bank -= cost;
		buf_addf(log, "  %s is replaced by a green recruit for %lld "
		    "force points (%lld left)\n", campaign_str(e, "id"),
		    (long long)cost, (long long)bank);
		json_object_set_new(e, "status", json_string("ready"));
		json_object_set_new(e, "rating", json_string("green"));
		json_object_set_new(e, "wounds", json_integer(0));
		json_object_set_new(e, "battles", json_integer(0));
		json_object_set_new(e, "recruited", json_true());
	}
	json_object_set_new(roster, "points", json_integer(bank));
}

static void
gl_between_entry(const struct campaign_between *b, json_t *e)
{
	if (strcmp(campaign_str(e, "status"), "lost") == 0) {
		campaign_return_roll(b->params, b->side, b->result, e, b->seed,
		    b->log);
		return;
	}
	/* promoted only unwounded, as he came out of the battle */
	if (strcmp(campaign_str(e, "last"), "fought") == 0)
		promote(b->params, b->side, b->result, e, b->seed, b->log);
	heal(b->params, b->side, e, b->seed, b->log);
}

static void
gl_between_after(const struct campaign_between *b)
{
	json_t *e;
	size_t i;

	replace(b->params, b->result, b->roster, b->log);
	json_array_foreach(json_object_get(b->roster, "entries"), i, e)
		json_object_del(e, "fate");
}

/* What the viewer saw: the enemy castings and guns its men sighted
 * (ids are what the table shows), in the order of their ids; a man
 * killed or captured in their sight (gl_fall_note) with his fate.  One
 * who fell out of their sight reads as one who stands. */
static int
gl_sighted(void *gv, int s, struct buf *out)
{
	struct gl_game *g = gv;
	const char *ids[GL_MAX_MEN + GL_MAX_GUNS];
	int k, n = 0, j;

	for (k = 0; k < g->nman; k++)
		if (g->man[k].side != s && g->man[k].ever_seen)
			ids[n++] = g->man[k].id;
	for (k = 0; k < g->ngun; k++)
		if (g->gun[k].side != s && g->gun[k].ever_seen)
			ids[n++] = g->gun[k].id;
	campaign_sort_ids(ids, (size_t)n);
	for (j = 0; j < n; j++) {
		const struct gl_man *m = NULL;

		for (k = 0; k < g->nman && m == NULL; k++)
			if (strcmp(g->man[k].id, ids[j]) == 0)
				m = &g->man[k];
		buf_addf(out, "  %s: seen%s\n", ids[j], m == NULL ||
		    m->fell_seen != 2 ? "" : m->status == GL_ST_DEAD ?
		    ", killed" : ", captured");
	}
	return n;
}

/* A man's force points (digest 4.10) at the rating he has now. */
static int
gl_cost(const json_t *params, const json_t *e)
{
	(void)params;
	return campaign_cost_of(e, "rating");
}

static const char *const gl_campaign_fields[] = { "cmd", "leader",
    "rating", "wounds", NULL };

const struct game_campaign gl_campaign = {
	.fields = gl_campaign_fields,
	.params = "{\"returns\": {\"die\": 6, \"won\": 3, \"lost\": 4,"
	    " \"drawn\": 4}, \"healing\": {\"die\": 6, \"on\": 4},"
	    " \"promotion\": {\"die\": 6, \"on\": 6, \"won_only\": 1},"
	    " \"replacements\": {\"won\": 20, \"lost\": 10, \"drawn\": 15}}",
	.entries = gl_entries,
	.muster_line = gl_muster_line,
	.outcome = gl_outcome,
	.between_entry = gl_between_entry,
	.between_after = gl_between_after,
	.sighted = gl_sighted,
	.cost = gl_cost,
	CAMPAIGN_KIT_SLOTS,
};
