/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * ts_campaign.c - To The Strongest! in a campaign (games/campaign.h).
 *
 * The roster is the army scenario's forces, line by line: each side's
 * SIDE line, its commands, generals, camps and units.  What persists
 * between battles: a unit's grade (raw, average, veteran) and whether it
 * is lost; a general's being lost (killed or wounded off).  Hits and
 * disorder do not: the rules rally every unit between battles.
 *
 * Between battles (params, the referee's to change):
 *  - promotion, the rulebook's suggestion (§2: "promote some raw units
 *    to average, and some average units to veteran, based upon their
 *    performance"): a unit that fought and was not lost, on the winning
 *    side when "won_only", goes up one grade on a die of "die" sides
 *    showing "on" or more.  A grade the army list fixes stays.
 *  - returns, a proposal where the rulebook is silent (as clubs play):
 *    each unit or general lost in the battle comes back on a die of
 *    "die" sides showing "won" (3) or more for the winner, "lost" (4)
 *    for the loser, "drawn" (4) after a draw; else it is gone for good.
 * A battle musters the units named on the sheet; a command comes with
 * them when one of its units does (its general and camps with it); a
 * general attached to a unit left at home fights detached.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign.h"
#include "scenario_lines.h"
#include "sheet_words.h"
#include "ts_parse.h"

static int
is_force(const char *kw)
{
	return strcasecmp(kw, "SIDE") == 0 || strcasecmp(kw, "CMD") == 0 ||
	    strcasecmp(kw, "GEN") == 0 || strcasecmp(kw, "UNIT") == 0 ||
	    strcasecmp(kw, "CAMP") == 0;
}

static const char *
grade_name(int q)
{
	return q > 0 ? "veteran" : q < 0 ? "raw" : "average";
}

static int
grade_of(const char *s)
{
	return strcmp(s, "veteran") == 0 ? 1 : strcmp(s, "raw") == 0 ? -1 : 0;
}

static json_t *
words(char **t, int from, int n, const char *skip_name)
{
	json_t *a = json_array();
	int i;

	for (i = from; i < n && a; i++) {
		if (skip_name && i == n - 1 && strcmp(t[i], skip_name) == 0)
			break;
		if (strcasecmp(t[i], "vet") == 0 ||
		    strcasecmp(t[i], "veteran") == 0 ||
		    strcasecmp(t[i], "raw") == 0)
			continue;
		json_array_append_new(a, json_string(t[i]));
	}
	return a;
}

/* One force line of the army scenario into its side's roster. */
static int
roster_line(struct ts_game *g, json_t *rosters, char **t, int n)
{
	json_t *r, *e, *cost;
	const struct ts_list *l;
	int s, k, i, q, num;

	if (n < 2 || (s = ts_side_index(g, t[1])) < 0 ||
	    (r = json_object_get(rosters, g->side[s].name)) == NULL)
		return -1;
	if (strcasecmp(t[0], "SIDE") == 0)
		return json_object_set_new(r, "side_line", words(t, 1, n,
		    NULL));
	if (n < 3 || sscanf(t[2] + 1, "%d", &num) != 1)
		return -1;
	if (strcasecmp(t[0], "CMD") == 0) {
		e = campaign_entry_add(r, t[2], n > 3 ? t[n - 1] : t[2], 0);
		return e && !json_object_set_new(e, "kind",
		    json_string("command")) ? 0 : -1;
	}
	if (strcasecmp(t[0], "CAMP") == 0) {
		e = campaign_entry_add(r, t[2], t[2], 0);
		return e && !json_object_set_new(e, "kind", json_string("camp"))
		    && !json_object_set_new(e, "cmd", json_string(t[3])) &&
		    !json_object_set_new(e, "words", words(t, 4, n, NULL)) ? 0 :
		    -1;
	}
	if (strcasecmp(t[0], "GEN") == 0) {
		for (k = 0; k < g->ngens; k++)
			if (g->gen[k].side == s && g->gen[k].num == num)
				break;
		if (k == g->ngens)
			return -1;
		e = campaign_entry_add(r, t[2], g->gen[k].name, 0);
		return e && !json_object_set_new(e, "kind",
		    json_string("general")) &&
		    !json_object_set_new(e, "cmd", json_string(t[3])) &&
		    !json_object_set_new(e, "words", words(t, 4, n, NULL)) ? 0 :
		    -1;
	}
	/* UNIT <SIDE> U<n> C<n> <entry> [words] [name] */
	if ((k = ts_find_unit(g, s, num)) < 0 || n < 5)
		return -1;
	l = &g->r.list[g->side[s].list];
	e = campaign_entry_add(r, t[2], g->u[k].name, 1);
	if (e == NULL)
		return -1;
	i = n > 5 && strcmp(t[n - 1], g->u[k].name) == 0;
	/* the best grade the rules allow it (a fanatic is never veteran) */
	for (q = 1; q > g->u[k].quality; q--) {
		struct ts_unit copy = g->u[k];

		copy.quality = q;
		if (ts_unit_derive(g, &copy) == 0)
			break;
	}
	/* its points (§2.2 Quick Reference) at each grade it may have */
	if ((cost = json_object()) == NULL)
		return -1;
	for (num = -1; num <= q; num++) {
		struct ts_unit copy = g->u[k];

		copy.quality = num;
		if (num == g->u[k].quality || ts_unit_derive(g, &copy) == 0)
			json_object_set_new(cost, grade_name(num), json_integer(
			    num == g->u[k].quality ? g->u[k].pts : copy.pts));
	}
	json_object_set_new(e, "cost", cost);
	return json_object_set_new(e, "kind", json_string("unit")) ||
	    json_object_set_new(e, "cmd", json_string(t[3])) ||
	    json_object_set_new(e, "entry", json_string(t[4])) ||
	    json_object_set_new(e, "grade",
	    json_string(grade_name(g->u[k].quality))) ||
	    json_object_set_new(e, "grade_fixed",
	    json_boolean(l->e[g->u[k].entry].quality != 0)) ||
	    json_object_set_new(e, "named", json_boolean(i)) ||
	    json_object_set_new(e, "grade_max", json_string(grade_name(q))) ||
	    json_object_set_new(e, "words", words(t, 5, n, i ?
	    g->u[k].name : NULL)) ? -1 : 0;
}

struct entries {
	struct ts_game *g;
	json_t *rosters;
};

/* A line of the army scenario: a force line into its side's roster. */
static int
entry_line(void *ev, int line, char **t, int n, struct pbem_err *err)
{
	struct entries *e = ev;

	if (!is_force(t[0]) || roster_line(e->g, e->rosters, t, n) == 0)
		return PBEM_OK;
	return scenario_fail(err, line, "cannot take this line into a "
	    "roster%s", "");
}

/* The army scenario's force lines (the text the game keeps), each into
 * its side's roster. */
static int
ts_entries(void *gv, json_t *rosters, struct pbem_err *err)
{
	struct entries e = { gv, rosters };

	return scenario_read(e.g->scen_text, strlen(e.g->scen_text),
	    TS_SCEN_WORDS, TS_SCEN_MAXTOK, entry_line, &e, NULL, err);
}

/* A token as the scenario reads it back. */
static void
put_tok(struct buf *b, const char *s)
{
	if (*s == '\0' || strpbrk(s, " \t#") != NULL)
		buf_addf(b, " \"%s\"", s);
	else
		buf_addf(b, " %s", s);
}

static void
put_words(struct buf *b, const json_t *w, const json_t *ready,
    const char *cmd)
{
	const json_t *x, *e, *found;
	const char *s, *u;
	size_t i, k;

	json_array_foreach(w, i, x) {
		if ((s = json_string_value(x)) == NULL)
			continue;
		u = json_string_value(json_array_get(w, i + 1));
		/* attached to a unit left at home: he goes with the first
		 * unit of his command that came (detached if none) */
		if (ready && strcasecmp(s, "attached") == 0 && u &&
		    campaign_entry(ready, u) == NULL) {
			found = NULL;
			json_array_foreach(json_object_get(ready, "entries"), k,
			    e)
				if (!found && strcmp(campaign_str(e, "kind"), "unit") ==
				    0 && strcmp(campaign_str(e, "cmd"), cmd) == 0 &&
				    strcmp(campaign_str(e, "status"), "ready") == 0)
					found = e;
			if (found != NULL)
				buf_addf(b, " attached %s", campaign_str(found,
				    "id"));
			else
				buf_adds(b, " detached");
			i++;
			continue;
		}
		put_tok(b, s);
	}
}

/* Does a command have one of its units in `m` (a mustered roster)? */
static int
cmd_present(const json_t *m, const char *cmd)
{
	const json_t *e;
	size_t i;

	json_array_foreach(json_object_get(m, "entries"), i, e)
		if (strcmp(campaign_str(e, "kind"), "unit") == 0 &&
		    strcmp(campaign_str(e, "cmd"), cmd) == 0)
			return 1;
	return 0;
}

static void
muster_side(struct buf *b, const char *side, const json_t *m)
{
	const json_t *e;
	const char *kind, *id, *cmd;
	size_t i;
	int q;

	json_array_foreach(json_object_get(m, "entries"), i, e) {
		kind = campaign_str(e, "kind");
		id = campaign_str(e, "id");
		cmd = campaign_str(e, "cmd");
		if (strcmp(campaign_str(e, "status"), "ready") != 0)
			continue;
		if (strcmp(kind, "command") == 0 && cmd_present(m, id))
			buf_addf(b, "CMD %s %s", side, id), put_tok(b,
			    campaign_str(e, "name")), buf_addc(b, '\n');
		else if (strcmp(kind, "general") == 0 &&
		    (strcasecmp(cmd, "NONE") == 0 || cmd_present(m, cmd))) {
			buf_addf(b, "GEN %s %s %s", side, id, cmd);
			put_words(b, json_object_get(e, "words"), m, cmd);
			buf_addc(b, '\n');
		} else if (strcmp(kind, "camp") == 0 && cmd_present(m, cmd)) {
			buf_addf(b, "CAMP %s %s %s", side, id, cmd);
			put_words(b, json_object_get(e, "words"), NULL, NULL);
			buf_addc(b, '\n');
		} else if (strcmp(kind, "unit") == 0) {
			buf_addf(b, "UNIT %s %s %s", side, id, cmd);
			put_tok(b, campaign_str(e, "entry"));
			q = grade_of(campaign_str(e, "grade"));
			if (!json_is_true(json_object_get(e, "grade_fixed")) &&
			    q != 0)
				buf_adds(b, q > 0 ? " vet" : " raw");
			put_words(b, json_object_get(e, "words"), NULL, NULL);
			if (json_is_true(json_object_get(e, "named")))
				put_tok(b, campaign_str(e, "name"));
			buf_addc(b, '\n');
		}
	}
}

/* A PLACE line of a unit, general or camp that stayed at home goes. */
static int
placed_absent(const json_t *mustered, char **t, int n)
{
	const json_t *m, *e;

	if (n < 3 || strcasecmp(t[0], "PLACE") != 0 ||
	    (m = json_object_get(mustered, t[1])) == NULL)
		return 0;
	e = campaign_entry(m, t[2]);
	if (e == NULL || strcmp(campaign_str(e, "status"), "ready") != 0)
		return 1;
	if (strcmp(campaign_str(e, "kind"), "unit") == 0)
		return 0;
	return !(strcasecmp(campaign_str(e, "cmd"), "NONE") == 0 ||
	    cmd_present(m, campaign_str(e, "cmd")));
}

/* The side whose roster says it is the k-th (its SIDE line's place). */
static const json_t *
side_in_order(const json_t *rosters, int k, const char **name)
{
	const char *side;
	const json_t *m;

	json_object_foreach((json_t *)rosters, side, m)
		if (json_integer_value(json_object_get(m, "order")) == k) {
			*name = side;
			return m;
		}
	return NULL;
}

/* One line of the battle's scenario (the kit's campaign_muster_start):
 * every side's forces where the first SIDE line stood. */
static int
ts_muster_line(struct campaign_muster *mu, char *text, struct pbem_err *err)
{
	const char *side;
	const json_t *m;
	char copy[PBEM_MAX_LINE + 1], *t[TS_SCEN_MAXTOK];
	int n, k;

	snprintf(copy, sizeof copy, "%s", text);
	if ((n = sheet_words(copy, t, TS_SCEN_MAXTOK, TS_SCEN_WORDS)) < 0)
		return scenario_fail(err, mu->line, "too many words or an open "
		    "quote%s", "");
	if (n > 0 && is_force(t[0])) {
		if (mu->done++)
			return PBEM_OK;
		/* every side's forces where its SIDE line stood */
		for (k = 0; k < 2; k++)
			if ((m = side_in_order(mu->mustered, k, &side))) {
				buf_adds(mu->out, "SIDE");
				put_words(mu->out, json_object_get(m,
				    "side_line"), NULL, NULL);
				buf_addc(mu->out, '\n');
			}
		for (k = 0; k < 2; k++)
			if ((m = side_in_order(mu->mustered, k, &side)))
				muster_side(mu->out, side, m);
		return PBEM_OK;
	}
	if (n > 0 && placed_absent(mu->mustered, t, n))
		return PBEM_OK;
	buf_addf(mu->out, "%s\n", text);
	return PBEM_OK;
}

/* The winner as the rules decide it (ts_save.c, ts_turn.c): the side
 * that lost its last medal loses; at the turn limit, the side that lost
 * the smaller share of its medals wins. */
static int
winner_of(const struct ts_game *g)
{
	long a, b;

	if (g->side[0].medals <= 0 && g->side[1].medals > 0)
		return 1;
	if (g->side[1].medals <= 0 && g->side[0].medals > 0)
		return 0;
	a = (long)(g->side[0].medals0 - g->side[0].medals) * g->side[1].medals0;
	b = (long)(g->side[1].medals0 - g->side[1].medals) * g->side[0].medals0;
	return a == b ? -1 : a < b ? 0 : 1;
}

static int
ts_outcome(const struct game_rules *self, const json_t *final_state,
    json_t *rosters, char *winner, size_t wlen, struct pbem_err *err)
{
	struct ts_game *g;
	json_t *r;
	char id[16];
	int k, w;

	if ((g = campaign_game_open(self, final_state, NULL, NULL, err)) ==
	    NULL)
		return err->rc ? err->rc : PBEM_ERR_NOMEM;
	for (k = 0; k < g->nunits; k++) {
		if ((r = json_object_get(rosters,
		    g->side[g->u[k].side].name)) == NULL)
			continue;
		snprintf(id, sizeof id, "U%d", g->u[k].num);
		campaign_fought(r, id, g->u[k].status == TS_LOST);
	}
	for (k = 0; k < g->ngens; k++) {
		if ((r = json_object_get(rosters,
		    g->side[g->gen[k].side].name)) == NULL)
			continue;
		snprintf(id, sizeof id, "G%d", g->gen[k].num);
		campaign_fought(r, id, g->gen[k].status == TS_LOST);
	}
	for (k = 0; k < g->ncmds; k++)
		if ((r = json_object_get(rosters,
		    g->side[g->cmd[k].side].name)) != NULL) {
			snprintf(id, sizeof id, "C%d", g->cmd[k].num);
			campaign_fought(r, id, 0);
		}
	w = winner_of(g);
	snprintf(winner, wlen, "%s", w < 0 ? "" : g->side[w].name);
	campaign_game_close(self, g);
	return PBEM_OK;
}

/* Every command has a general (rule 2.4): one who does not come back is
 * followed by a successor of his command, mounted or on foot as he was,
 * attached or detached as he was, senior if he was, but no longer heroic
 * or brilliant (a proposal: the rulebook is silent). */
static void
successor(json_t *e, struct buf *log)
{
	json_t *w = json_object_get(e, "words"), *keep = json_array();
	const json_t *x;
	char name[TS_NAME_LEN + 16];
	size_t i;

	json_array_foreach(w, i, x) {
		const char *s = json_string_value(x);

		if (s && strcasecmp(s, "heroic") != 0 &&
		    strcasecmp(s, "brilliant") != 0 &&
		    !(i + 1 == json_array_size(w) && strcmp(s,
		    campaign_str(e, "name")) == 0))
			json_array_append(keep, (json_t *)x);
	}
	snprintf(name, sizeof name, "%.*s II", TS_NAME_LEN - 4,
	    campaign_str(e, "name"));
	json_array_append_new(keep, json_string(name));
	buf_addf(log, "  %s %s is followed by %s\n", campaign_str(e, "id"),
	    campaign_str(e, "name"), name);
	json_object_set_new(e, "words", keep);
	json_object_set_new(e, "name", json_string(name));
	json_object_set_new(e, "status", json_string("ready"));
	json_object_set_new(e, "battles", json_integer(0));
}

static void
ts_between_entry(const struct campaign_between *b, json_t *e)
{
	const char *kind = campaign_str(e, "kind");
	const char *last = campaign_str(e, "last");
	int q, back;

	if (strcmp(campaign_str(e, "status"), "lost") == 0 &&
	    (strcmp(kind, "unit") == 0 || (strcmp(kind, "general") == 0 &&
	    campaign_param(b->params, "returns", "generals", 1, 0, 1)))) {
		back = campaign_return_roll(b->params, b->side, b->result, e,
		    b->seed, b->log);
		if (!back && strcmp(kind, "general") == 0)
			successor(e, b->log);
	} else if (strcmp(kind, "unit") == 0 && strcmp(last, "fought") == 0 &&
	    strcmp(campaign_str(e, "status"), "ready") == 0) {
		q = grade_of(campaign_str(e, "grade"));
		if (json_is_true(json_object_get(e, "grade_fixed")) ||
		    q >= grade_of(campaign_str(e, "grade_max")) ||
		    (!b->won && campaign_param(b->params, "promotion",
		    "won_only", 1, 0, 1)))
			return;
		campaign_promote_roll(b->params, b->side, e, "grade",
		    grade_name(q), grade_name(q + 1), 4, b->seed, b->log);
	}
}

/* What the viewer saw of the enemy: the order of battle is public under
 * FOW open (§9.5), each unit with its fate; under FOW los only the units
 * its forces saw, by the names it gave them, each lost one with its loss:
 * the battle told the viewer "E3 is lost" for every unit it had named
 * (ts_unit_lost, ts_log.c), in sight at the end or not, and told it of
 * no loss of a unit it never saw but as "an unseen unit". */
static int
ts_sighted(void *gv, int s, struct buf *out)
{
	struct ts_game *g = gv;
	const struct ts_unit *u;
	int k, a, n = 0;

	for (k = 0; k < g->nunits && g->r.opt.fow == 0; k++) {
		u = &g->u[k];
		if (u->side != s) {
			/* by the name the battle's reports gave it (ts_log.c):
			 * its own U3 is the viewer's E3 */
			buf_addf(out, "  E%d %s: %s\n", u->num, u->name,
			    u->status == TS_LOST ? "lost" : "still standing");
			n++;
		}
	}
	/* under FOW los by the viewer's names, in the order it gave them:
	 * the enemy's own order of its units is not told */
	for (a = 1; a <= g->side[s].nalias && g->r.opt.fow != 0 &&
	    TS_ALIASED(g); a++)
		for (k = 0; k < g->nunits; k++) {
			u = &g->u[k];
			if (u->side == s || !u->known || u->alias != a)
				continue;
			buf_addf(out, "  E%d: seen%s\n", u->alias,
			    u->status == TS_LOST ? ", lost" : "");
			n++;
		}
	return n;
}

static const char *const ts_campaign_fields[] = { "kind", "grade", NULL };

const struct game_campaign ts_campaign = {
	.fields = ts_campaign_fields,
	.params = "{\"promotion\": {\"die\": 6, \"on\": 4, \"won_only\": 1},"
	    " \"returns\": {\"die\": 6, \"won\": 3, \"lost\": 4, \"drawn\": 4,"
	    " \"generals\": 1}}",
	.entries = ts_entries,
	.muster_line = ts_muster_line,
	.outcome = ts_outcome,
	.between_entry = ts_between_entry,
	.sighted = ts_sighted,
	/* a unit's points at its grade now (§2.2 Quick Reference); a
	 * general, a camp and a command follow the units, costing nothing */
	.cost = campaign_cost_grade,
	CAMPAIGN_KIT_SLOTS,
};
