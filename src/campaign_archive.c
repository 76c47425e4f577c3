/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_archive.c - a campaign's whole record as one document and one
 * site, and its re-run from that document alone.
 *
 *   { "format": "pbemd-campaign-1",
 *     "campaign": { name, rules, battles, status, link, params, army,
 *                   rules_data },
 *     "sides": [ { side, fpr } ],
 *     "rosters": [ { SIDE: roster } after battle 0, 1, ... ],
 *     "battles": [ { n, game, status, scenario, secret, secret_sha, seed,
 *                    winner, prev, record, musters [ { side, sha, text } ],
 *                    caps { SIDE: { points, units } } (when it had any),
 *                    rolls { SIDE: text }, archive: the battle's
 *                    pbemd-archive-1 (archive.c) } ] }
 *
 * Like a game's archive it is the referee's until the campaign is over
 * (rosters and musters are sealed from the enemy until the debrief).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_core.h"
#include "phase.h"
#include "util.h"

static const char *
s_of(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

static json_t *
battle_json(struct home *h, const struct campaign_rec *c, int k,
    char sides[][GAME_NAME_LEN], int n, struct pbem_err *err)
{
	struct campaign_battle_rec b;
	char *scen = NULL, *text, sha[HASH_HEX_LEN];
	json_t *o, *mus, *rolls, *arch = NULL, *caps = NULL;
	int i;

	if (store_campaign_battle_get(h->db, c->name, k, &b, &scen) != PBEM_OK)
		return NULL;
	mus = json_array();
	rolls = json_object();
	for (i = 0; i < n; i++) {
		if (store_campaign_muster_get(h->db, c->name, k, sides[i], sha,
		    &text) == PBEM_OK) {
			json_array_append_new(mus, json_pack("{s:s,s:s,s:s}",
			    "side", sides[i], "sha", sha, "text", text));
			free(text);
		}
		if (store_campaign_text_get(h->db, c->name, k, sides[i],
		    "rolls", &text) == PBEM_OK) {
			json_object_set_new(rolls, sides[i], json_string(text));
			free(text);
		}
	}
	if (strcmp(b.status, "muster") != 0 &&
	    archive_build(h, b.game, &arch, err) != PBEM_OK)
		arch = json_null();
	(void)campaign_caps_get(h, c->name, k, &caps);
	o = json_pack("{s:i,s:s,s:s,s:s,s:s,s:s,s:s,s:s,s:s,s:s,s:o,s:o,s:o}",
	    "n", k, "game", b.game, "status", b.status, "scenario", scen,
	    "secret", strcmp(b.status, "done") == 0 ? b.secret : "",
	    "secret_sha", b.secret_sha, "seed", b.seed, "winner", b.winner,
	    "prev", b.prev, "record", b.record, "musters", mus, "rolls", rolls,
	    "archive", arch ? arch : json_null());
	if (o && json_object_size(caps))
		json_object_set(o, "caps", caps);
	json_decref(caps);
	free(scen);
	return o;
}

static int
archive_of(struct home *h, const char *name, json_t **out,
    struct pbem_err *err)
{
	struct campaign_rec c;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], *params, *army, *rd;
	json_t *a, *ros, *bat, *sj, *r;
	int i, k, n, upto;

	if (campaign_module(h, name, &c, err) == NULL)
		return err->rc;
	if (store_campaign_texts(h->db, name, &params, &army, &rd) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot read %s", name);
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	sj = json_array();
	ros = json_array();
	bat = json_array();
	for (i = 0; i < n; i++)
		json_array_append_new(sj, json_pack("{s:s}", "side", sides[i]));
	upto = strcmp(c.status, "between") == 0 || strcmp(c.status, "over") ==
	    0 ? c.current : c.current - 1;
	for (k = 0; k <= upto && k >= 0; k++)
		if (campaign_rosters(h, name, k, &r, err) == PBEM_OK)
			json_array_append_new(ros, r);
	for (k = 1; k <= c.current; k++)
		json_array_append_new(bat, battle_json(h, &c, k, sides, n, err));
	a = json_pack("{s:s,s:{s:s,s:s,s:i,s:s,s:s,s:s,s:s,s:s},s:o,s:o,s:o}",
	    "format", "pbemd-campaign-1", "campaign", "name", c.name, "rules",
	    c.rules, "battles", c.battles, "status", c.status, "link", c.link,
	    "params", params, "army", army, "rules_data", rd, "sides", sj,
	    "rosters", ros, "battles", bat);
	free(params);
	free(army);
	free(rd);
	if (a == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	*out = a;
	return PBEM_OK;
}

static void
esc(struct buf *b, const char *s)
{
	for (; s && *s; s++)
		switch (*s) {
		case '&':	buf_adds(b, "&amp;"); break;
		case '<':	buf_adds(b, "&lt;"); break;
		case '>':	buf_adds(b, "&gt;"); break;
		case '"':	buf_adds(b, "&quot;"); break;
		default:	buf_addc(b, *s); break;
		}
}

/* index.html: the battles, each side's roster over time, the rolls. */

/* A battle's caps (campaign_cap.c): "RED 150 points, 6 units; ...", or
 * "any" when it had none. */
static void
caps_cell(struct buf *p, const json_t *caps)
{
	const char *side;
	const json_t *c;
	int k = 0;

	json_object_foreach((json_t *)caps, side, c) {
		buf_adds(p, k++ ? "; " : "");
		esc(p, side);
		if (json_integer_value(json_object_get(c, "points")) > 0)
			buf_addf(p, " %d points", (int)json_integer_value(
			    json_object_get(c, "points")));
		if (json_integer_value(json_object_get(c, "units")) > 0)
			buf_addf(p, "%s %d units", json_object_get(c, "points") ?
			    "," : "", (int)json_integer_value(json_object_get(c,
			    "units")));
	}
	if (k == 0)
		buf_adds(p, "any");
}

static void
index_page(struct buf *p, const json_t *a, const struct game_rules *r,
    const char *verdict)
{
	const json_t *c = json_object_get(a, "campaign"), *b, *sd, *ro;
	struct buf t;
	size_t i, j;

	buf_adds(p, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset="
	    "\"utf-8\"><title>Campaign ");
	esc(p, s_of(c, "name"));
	buf_adds(p, "</title></head><body>\n<h1>Campaign ");
	esc(p, s_of(c, "name"));
	buf_adds(p, "</h1>\n<p>");
	esc(p, r->title);
	buf_addf(p, ", %d battles, %s.</p>\n<p><b>", (int)json_integer_value(
	    json_object_get(c, "battles")), s_of(c, "status"));
	esc(p, verdict);
	buf_adds(p, "</b></p>\n<h2>Battles</h2>\n<table><tr><th>battle</th>"
	    "<th>result</th><th>what a side could bring</th>"
	    "<th>between-battle secret</th><th>seed</th>"
	    "<th>record</th></tr>\n");
	json_array_foreach(json_object_get(a, "battles"), i, b) {
		buf_addf(p, "<tr><td><a href=\"battle-%d/index.html\">%d: ",
		    (int)json_integer_value(json_object_get(b, "n")),
		    (int)json_integer_value(json_object_get(b, "n")));
		esc(p, s_of(b, "game"));
		buf_adds(p, "</a></td><td>");
		esc(p, s_of(json_object_get(json_object_get(b, "archive"),
		    "game"), "result"));
		buf_adds(p, "</td><td>");
		caps_cell(p, json_object_get(b, "caps"));
		buf_addf(p, "</td><td><code>%s</code></td><td><code>%s</code>"
		    "</td><td><code>%s</code></td></tr>\n", s_of(b, "secret"),
		    s_of(b, "seed"), s_of(b, "record"));
	}
	buf_adds(p, "</table>\n");
	json_array_foreach(json_object_get(a, "sides"), j, sd) {
		buf_adds(p, "<h2>");
		esc(p, s_of(sd, "side"));
		buf_adds(p, "</h2>\n");
		json_array_foreach(json_object_get(a, "rosters"), i, ro) {
			buf_init(&t, PBEM_MAX_REPORT);
			campaign_roster_text(&t, r, json_object_get(ro,
			    s_of(sd, "side")));
			buf_addf(p, "<h3>Roster %s</h3>\n<pre>", i ? "after "
			    "battle" : "before the first battle");
			if (i)
				buf_addf(p, "%zu\n", i);
			esc(p, buf_str(&t));
			buf_adds(p, "</pre>\n");
			buf_free(&t);
			b = json_array_get(json_object_get(a, "battles"), i);
			if (b && json_is_string(json_object_get(json_object_get(
			    b, "rolls"), s_of(sd, "side")))) {
				buf_addf(p, "<h3>Rolls after battle %zu</h3>\n"
				    "<pre>", i + 1);
				esc(p, s_of(json_object_get(b, "rolls"),
				    s_of(sd, "side")));
				buf_adds(p, "</pre>\n");
			}
		}
	}
	buf_adds(p, "<p>campaign.json is this record; <code>pbemd replay "
	    "--archive DIR</code> re-runs the whole campaign from it.</p>\n"
	    "</body></html>\n");
}

int
campaign_export(struct home *h, const char *name, const char *dir,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	char path[PATH_MAX], verdict[512], *js;
	const json_t *b;
	struct buf out, page;
	json_t *a;
	size_t i;
	int rc;

	if ((r = campaign_module(h, name, &c, err)) == NULL)
		return err->rc;
	if ((rc = archive_of(h, name, &a, err)) != PBEM_OK)
		return rc;
	buf_init(&out, PBEM_MAX_REPORT);
	if (campaign_replay_archive(a, &out, err) == PBEM_OK)
		snprintf(verdict, sizeof verdict, "pbemd replay: the whole "
		    "campaign re-run from this record, every hash identical; "
		    "last record %s", s_of(json_object_get(a, "campaign"),
		    "link"));
	else
		snprintf(verdict, sizeof verdict, "pbemd replay FAILED: %s",
		    err->msg);
	memset(err, 0, sizeof *err);
	buf_free(&out);
	if ((rc = util_mkdir_p(dir, 0755, err)) != PBEM_OK)
		goto out;
	js = json_dumps(a, JSON_INDENT(1) | JSON_SORT_KEYS);
	snprintf(path, sizeof path, "%s/campaign.json", dir);
	rc = js ? util_write_file(path, js, strlen(js), 0644, err) :
	    pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	free(js);
	buf_init(&page, PBEM_MAX_ARCHIVE);
	index_page(&page, a, r, verdict);
	snprintf(path, sizeof path, "%s/index.html", dir);
	if (rc == PBEM_OK)
		rc = util_write_file(path, buf_str(&page), page.len, 0644, err);
	buf_free(&page);
	json_array_foreach(json_object_get(a, "battles"), i, b) {
		if (rc != PBEM_OK || !json_is_object(json_object_get(b,
		    "archive")))
			continue;
		snprintf(path, sizeof path, "%s/battle-%d", dir,
		    (int)json_integer_value(json_object_get(b, "n")));
		rc = archive_write_site(json_object_get(b, "archive"), path,
		    "a battle of the campaign: see ../index.html", NULL, err);
	}
out:
	json_decref(a);
	return rc;
}

/* The muster of one battle from the record: each side's roster entries
 * its sheet brings, read as they were read when sealed. */
static json_t *
mustered(const json_t *camp, int k, const json_t *before,
    const json_t *musters)
{
	struct campaign_rec c;
	json_t *out = json_object(), *r, *keep, *ids;
	const json_t *m, *e;
	const char *side;
	char why[256];
	size_t i, j;

	memset(&c, 0, sizeof c);
	snprintf(c.name, sizeof c.name, "%s", s_of(camp, "name"));
	json_array_foreach(musters, i, m) {
		side = s_of(m, "side");
		if ((r = json_deep_copy(json_object_get(before, side))) == NULL)
			continue;
		keep = json_array();
		ids = json_object();
		(void)campaign_muster_read(s_of(m, "text"), &c, k, side,
		    json_object_get(before, side), ids, why, sizeof why);
		json_array_foreach(json_object_get(r, "entries"), j, e)
			if (!json_is_true(json_object_get(e, "muster")) ||
			    json_object_get(ids, s_of(e, "id")) != NULL)
				json_array_append(keep, (json_t *)e);
		json_decref(ids);
		json_object_set_new(r, "entries", keep);
		json_object_set_new(out, side, r);
	}
	return out;
}

/* Battle k of the record: its muster made again and its opening state
 * compared, its replay, the between step, its record. */
static int
replay_battle(const struct game_rules *r, const json_t *a, const json_t *b,
    int k, char prev[HASH_HEX_LEN], char sides[][GAME_NAME_LEN], int n,
    struct buf *out, struct pbem_err *err)
{
	const json_t *c = json_object_get(a, "campaign"), *arch, *ph, *m;
	const json_t *before = json_array_get(json_object_get(a, "rosters"),
	    (size_t)k - 1), *after = json_array_get(json_object_get(a,
	    "rosters"), (size_t)k);
	char musters[GAME_MAX_SIDES][HASH_HEX_LEN], rolls[GAME_MAX_SIDES][
	    HASH_HEX_LEN], seed[HASH_HEX_LEN], winner[GAME_NAME_LEN];
	char last[HASH_HEX_LEN], sha[HASH_HEX_LEN], *d1 = NULL, *d2 = NULL;
	struct buf logs[GAME_MAX_SIDES], scen;
	json_t *mj = NULL, *st = NULL, *got = NULL, *params;
	size_t i;
	int j, checked, rc = PBEM_OK;

	buf_init(&scen, PBEM_MAX_SCENARIO);
	for (j = 0; j < n; j++)
		buf_init(&logs[j], 64 * 1024);
	params = json_loads(s_of(c, "params"), 0, NULL);
	arch = json_object_get(b, "archive");
#define FAIL(...) do { rc = pbem_fail(err, PBEM_ERR_STATE, 0, __VA_ARGS__); \
	goto out; } while (0)
	if (before == NULL || after == NULL || !json_is_object(arch) ||
	    params == NULL)
		FAIL("battle %d: its record is incomplete", k);
	if (strcmp(s_of(b, "prev"), prev) != 0 || strcmp(s_of(json_object_get(
	    arch, "game"), "chain_from"), prev) != 0)
		FAIL("battle %d: it does not link to the campaign's record", k);
	/* the musters against their hashes, in the sides' order */
	for (j = 0; j < n; j++) {
		musters[j][0] = '\0';
		json_array_foreach(json_object_get(b, "musters"), i, m)
			if (strcmp(s_of(m, "side"), sides[j]) == 0) {
				hash_sha256_hex(s_of(m, "text"),
				    strlen(s_of(m, "text")), sha);
				if (strcmp(sha, s_of(m, "sha")) != 0)
					FAIL("battle %d: %s's muster sheet does "
					    "not match its hash", k, sides[j]);
				snprintf(musters[j], HASH_HEX_LEN, "%s", sha);
			}
		if (!musters[j][0])
			FAIL("battle %d: no muster of %s", k, sides[j]);
	}
	/* each muster within the battle's caps */
	if (json_object_size(json_object_get(b, "caps"))) {
		struct campaign_rec cr;
		char why[256];

		memset(&cr, 0, sizeof cr);
		snprintf(cr.name, sizeof cr.name, "%s", s_of(c, "name"));
		json_array_foreach(json_object_get(b, "musters"), i, m)
			if (campaign_cap_recheck(r, params, json_object_get(b,
			    "caps"), &cr, k, s_of(m, "side"), json_object_get(
			    before, s_of(m, "side")), s_of(m, "text"), why,
			    sizeof why) != 0)
				FAIL("battle %d: %s's muster breaks the "
				    "battle's cap: %s", k, s_of(m, "side"), why);
	}
	/* the battle's forces are what the musters brought */
	mj = mustered(c, k, before, json_object_get(b, "musters"));
	ph = json_array_get(json_object_get(arch, "phases"), 0);
	if (r->campaign->muster(r, s_of(b, "scenario"), strlen(s_of(b,
	    "scenario")), mj, &scen, err) != PBEM_OK ||
	    r->scenario_load(r, buf_str(&scen), scen.len, s_of(c, "rules_data"),
	    strlen(s_of(c, "rules_data")), &st, err) != PBEM_OK ||
	    (d1 = game_state_dump(st)) == NULL)
		FAIL("battle %d: its forces cannot be made from the musters", k);
	/* (a referee's amendment before the first phase changed it: its
	 * record is checked by the battle's replay) */
	if (json_array_size(json_object_get(ph, "amendments")) == 0 &&
	    strcmp(d1, s_of(ph, "state")) != 0)
		FAIL("battle %d: its forces are not what the musters brought",
		    k);
	if ((rc = replay_archive(arch, 0, &checked, last, err)) != PBEM_OK)
		goto out;
	/* the between step */
	hash_sha256_hex(s_of(b, "secret"), strlen(s_of(b, "secret")), sha);
	if (strcmp(sha, s_of(b, "secret_sha")) != 0)
		FAIL("battle %d: the revealed secret does not match its "
		    "commitment", k);
	st = (json_decref(st), json_loads(s_of(json_object_get(arch, "game"),
	    "final_state"), 0, NULL));
	if (st == NULL || (rc = campaign_between_compute(r, st, before, params,
	    s_of(b, "secret"), sides, musters, n, &got, logs, seed, winner,
	    sizeof winner, err)) != PBEM_OK)
		FAIL("battle %d: no final state to carry over", k);
	if (strcmp(seed, s_of(b, "seed")) != 0)
		FAIL("battle %d: the seed differs", k);
	for (j = 0; j < n; j++) {
		if (strcmp(buf_str(&logs[j]), s_of(json_object_get(b, "rolls"),
		    sides[j])) != 0)
			FAIL("battle %d: %s's between-battle rolls differ", k,
			    sides[j]);
		free(d1);
		free(d2);
		d1 = game_state_dump(json_object_get(got, sides[j]));
		d2 = game_state_dump(json_object_get(after, sides[j]));
		if (d1 == NULL || d2 == NULL || strcmp(d1, d2) != 0)
			FAIL("battle %d: %s's roster after it differs", k,
			    sides[j]);
		hash_sha256_hex(buf_str(&logs[j]), logs[j].len, rolls[j]);
	}
	{
		struct campaign_battle_rec br;

		memset(&br, 0, sizeof br);
		snprintf(br.game, sizeof br.game, "%s", s_of(b, "game"));
		snprintf(br.secret, sizeof br.secret, "%s", s_of(b, "secret"));
		snprintf(br.seed, sizeof br.seed, "%s", seed);
		snprintf(br.winner, sizeof br.winner, "%s", winner);
		char caps[CAMPAIGN_CAPS_LEN];

		campaign_caps_text(json_object_get(b, "caps"), caps,
		    sizeof caps);
		campaign_between_record(last, k, &br, sides, musters, rolls, n,
		    caps, sha);
	}
	if (strcmp(sha, s_of(b, "record")) != 0)
		FAIL("battle %d: the campaign record differs", k);
	buf_addf(out, "battle %d (%s): %d phases replayed, musters, rolls and "
	    "rosters re-derived; record %s\n", k, s_of(b, "game"), checked,
	    sha);
	snprintf(prev, HASH_HEX_LEN, "%s", sha);
#undef FAIL
out:
	for (j = 0; j < n; j++)
		buf_free(&logs[j]);
	buf_free(&scen);
	json_decref(mj);
	json_decref(st);
	json_decref(got);
	json_decref(params);
	free(d1);
	free(d2);
	return rc;
}

int
campaign_replay_archive(const json_t *a, struct buf *out, struct pbem_err *err)
{
	const json_t *c = json_object_get(a, "campaign"), *b, *sd;
	const struct game_rules *r;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], prev[HASH_HEX_LEN];
	size_t i;
	int n = 0, k = 0, rc;

	if (strcmp(s_of(a, "format"), "pbemd-campaign-1") != 0)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "not a pbemd campaign "
		    "(format pbemd-campaign-1)");
	if ((r = game_rules_find(s_of(c, "rules"))) == NULL ||
	    r->campaign == NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "the campaign names no "
		    "rules this pbemd runs a campaign of");
	json_array_foreach(json_object_get(a, "sides"), i, sd)
		if (n < GAME_MAX_SIDES)
			snprintf(sides[n++], GAME_NAME_LEN, "%s", s_of(sd,
			    "side"));
	campaign_first_record(s_of(c, "name"), s_of(c, "rules"), sides, n,
	    s_of(c, "params"), prev);
	buf_addf(out, "campaign %s: first record %s\n", s_of(c, "name"), prev);
	json_array_foreach(json_object_get(a, "battles"), i, b) {
		if (strcmp(s_of(b, "status"), "done") != 0)
			break;
		if ((rc = replay_battle(r, a, b, (int)i + 1, prev, sides, n, out,
		    err)) != PBEM_OK)
			return rc;
		k++;
	}
	if (strcmp(s_of(c, "status"), "over") == 0) {
		campaign_end_record(prev, sides, n, json_array_get(
		    json_object_get(a, "rosters"), 0), json_array_get(
		    json_object_get(a, "rosters"), (size_t)k), prev);
	}
	if (strcmp(prev, s_of(c, "link")) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "the campaign's last "
		    "record differs");
	buf_addf(out, "campaign %s: %d battle%s re-run from the record, last "
	    "record %s\n", s_of(c, "name"), k, k == 1 ? "" : "s", prev);
	return PBEM_OK;
}
