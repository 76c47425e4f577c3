/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign.c - a campaign made (its sides, players, keys and rosters),
 * the referee's between-battle numbers, and each battle's muster call.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign_core.h"
#include "dice.h"
#include "log.h"
#include "mailer.h"
#include "openpgp.h"
#include "phase.h"
#include "referee.h"
#include "util.h"

void
campaign_dir(struct home *h, const char *name, char *out, size_t n)
{
	char g[PBEM_MAX_NAME + 16];

	/* a campaign's folder sits beside the games', under a name no game
	 * can take ('+' is not a game id's letter) */
	snprintf(g, sizeof g, "campaign+%s", name);
	home_game_dir(h, g, out, n);
}

const struct game_rules *
campaign_module(struct home *h, const char *name, struct campaign_rec *c,
    struct pbem_err *err)
{
	const struct game_rules *r;
	int rc;

	if ((rc = store_campaign_get(h->db, name, c)) != PBEM_OK) {
		pbem_fail(err, rc, 0, rc == PBEM_ERR_NOTFOUND ? "no campaign "
		    "'%s' here" : "cannot read campaign '%s'", name);
		return NULL;
	}
	if ((r = game_rules_find(c->rules)) == NULL || r->campaign == NULL) {
		pbem_fail(err, PBEM_ERR_NOTFOUND, 0, "campaign '%s' uses rules "
		    "'%s', which runs no campaign in this pbemd", name,
		    c->rules);
		return NULL;
	}
	return r;
}

struct sides_ctx {
	char (*sides)[GAME_NAME_LEN];
	int n, max;
};

static int
side_one(const char *side, const char *email, const char *fpr,
    const char *key, void *arg)
{
	struct sides_ctx *x = arg;

	(void)email;
	(void)fpr;
	(void)key;
	if (x->n < x->max)
		snprintf(x->sides[x->n++], GAME_NAME_LEN, "%s", side);
	return 0;
}

int
campaign_sides(struct home *h, const char *name, char sides[][GAME_NAME_LEN],
    int max)
{
	struct sides_ctx x = { sides, 0, max };

	if (store_campaign_side_each(h->db, name, side_one, &x) != PBEM_OK)
		return 0;
	return x.n;
}

int
campaign_rosters(struct home *h, const char *name, int n, json_t **rosters,
    struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], *text;
	json_t *o = json_object(), *r;
	int i, ns = campaign_sides(h, name, sides, GAME_MAX_SIDES);

	for (i = 0; i < ns && o; i++) {
		if (store_campaign_roster_get(h->db, name, n, sides[i], &text) !=
		    PBEM_OK || (r = json_loads(text, 0, NULL)) == NULL) {
			free(text);
			json_decref(o);
			return pbem_fail(err, PBEM_ERR_STATE, 0, "campaign %s "
			    "has no roster of %s after battle %d", name,
			    sides[i], n);
		}
		free(text);
		json_object_set_new(o, sides[i], r);
	}
	*rosters = o;
	return o ? PBEM_OK : pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
}

void
campaign_first_record(const char *name, const char *rules,
    char sides[][GAME_NAME_LEN], int nsides, const char *params,
    char out[HASH_HEX_LEN])
{
	char psha[HASH_HEX_LEN];
	struct buf b;
	int i;

	hash_sha256_hex(params, strlen(params), psha);
	buf_init(&b, 64 * 1024);
	buf_addf(&b, "pbemd-campaign-v1\ncampaign=%s\nrules=%s\n", name, rules);
	for (i = 0; i < nsides; i++)
		buf_addf(&b, "side=%s\n", sides[i]);
	buf_addf(&b, "params=%s\n", psha);
	hash_sha256_hex(buf_str(&b), b.len, out);
	buf_free(&b);
}

static int
store_side(struct home *h, const struct campaign_new_args *a, int i,
    const char *keyring, const json_t *rosters, struct pbem_err *err)
{
	char fpr[64], uid[256], *key = NULL, *dump;
	const json_t *r;
	size_t klen;
	int rc;

	if (!util_valid_address(a->sides[i].email))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a mail "
		    "address", a->sides[i].email);
	if ((r = json_object_get(rosters, a->sides[i].side)) == NULL)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "the army scenario "
		    "has no side '%s'", a->sides[i].side);
	if ((rc = util_read_file(a->sides[i].key_path, PBEM_MAX_KEYFILE, &key,
	    &klen, err)) != PBEM_OK)
		return rc;
	if ((rc = openpgp_import(keyring, key, klen, fpr, uid, err)) ==
	    PBEM_OK && (rc = store_campaign_side_add(h->db, a->name,
	    a->sides[i].side, i, a->sides[i].email, fpr, key)) != PBEM_OK)
		rc = pbem_fail(err, rc, 0, "cannot store side %s (each side "
		    "needs its own key)", a->sides[i].side);
	free(key);
	if (rc != PBEM_OK)
		return rc;
	if ((dump = game_state_dump(r)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	rc = store_campaign_roster_put(h->db, a->name, 0, a->sides[i].side,
	    dump);
	free(dump);
	return rc;
}

int
campaign_new(struct home *h, const struct campaign_new_args *a,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	char path[PATH_MAX], dir[PATH_MAX], *army = NULL, *rdata = NULL;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	size_t alen, rlen;
	json_t *rosters = NULL;
	int i, rc;

	if (!util_valid_name(a->name) || strlen(a->name) > CAMPAIGN_NAME_MAX)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a valid "
		    "campaign name: 1-%d letters, digits, - or _", a->name,
		    CAMPAIGN_NAME_MAX);
	if ((r = game_rules_find(a->rules)) == NULL || r->campaign == NULL)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "rules '%s' run no "
		    "campaign in this pbemd", a->rules);
	if (store_campaign_get(h->db, a->name, &c) == PBEM_OK)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "campaign '%s' already "
		    "exists", a->name);
	if (a->battles < 1 || a->battles > CAMPAIGN_MAX_BATTLES ||
	    a->nsides < 2)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "a campaign has 1-%d "
		    "battles and every side with its player", CAMPAIGN_MAX_BATTLES);
	if ((rc = util_read_file(a->army_path, PBEM_MAX_SCENARIO, &army, &alen,
	    err)) != PBEM_OK)
		return rc;
	if (a->rules_data_path)
		snprintf(path, sizeof path, "%s", a->rules_data_path);
	else
		snprintf(path, sizeof path, "%s/games/%s/rules.json",
		    home_datadir(), r->id);
	if ((rc = util_read_file(path, PBEM_MAX_SCENARIO, &rdata, &rlen, err)) !=
	    PBEM_OK ||
	    (rc = r->campaign->roster(r, army, alen, rdata, rlen, &rosters,
	    err)) != PBEM_OK)
		goto out;
	if ((int)json_object_size(rosters) != a->nsides) {
		rc = pbem_fail(err, PBEM_ERR_USAGE, 0, "the army scenario has "
		    "%zu sides: name a player for each", json_object_size(
		    rosters));
		goto out;
	}
	campaign_dir(h, a->name, dir, sizeof dir);
	snprintf(path, sizeof path, "%s/keyring", dir);
	if ((rc = util_mkdir_p(path, 0700, err)) != PBEM_OK ||
	    (rc = openpgp_keyring_prepare(path, err)) != PBEM_OK)
		goto out;
	memset(&c, 0, sizeof c);
	snprintf(c.name, sizeof c.name, "%s", a->name);
	snprintf(c.rules, sizeof c.rules, "%s", r->id);
	snprintf(c.status, sizeof c.status, "new");
	c.battles = a->battles;
	for (i = 0; i < a->nsides; i++)
		snprintf(sides[i], GAME_NAME_LEN, "%s", a->sides[i].side);
	campaign_first_record(c.name, c.rules, sides, a->nsides,
	    r->campaign->params, c.link);
	if (store_begin(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
		goto out;
	}
	if ((rc = store_campaign_insert(h->db, &c, r->campaign->params, army,
	    rdata)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot store the campaign");
		goto rollback;
	}
	for (i = 0; i < a->nsides; i++)
		if ((rc = store_side(h, a, i, path, rosters, err)) != PBEM_OK)
			goto rollback;
	if (store_commit(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit");
		goto rollback;
	}
	log_info("campaign name=%s rules=%s battles=%d result=created", c.name,
	    c.rules, c.battles);
	goto out;
rollback:
	store_rollback(h->db);
out:
	json_decref(rosters);
	free(army);
	free(rdata);
	return rc;
}

int
campaign_set_params(struct home *h, const char *name, const char *text,
    struct pbem_err *err)
{
	struct campaign_rec c;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], *dump;
	json_t *p;
	int n, rc;

	if (campaign_module(h, name, &c, err) == NULL)
		return err->rc;
	if (strcmp(c.status, "new") != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "campaign %s has begun: "
		    "its numbers are fixed (they are in its first record)",
		    name);
	if ((p = json_loads(text, 0, NULL)) == NULL || !json_is_object(p)) {
		json_decref(p);
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "the numbers are a JSON "
		    "object, e.g. {\"returns\": {\"won\": 3}}");
	}
	dump = game_state_dump(p);
	json_decref(p);
	if (dump == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	/* the numbers are in the campaign's first record */
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	campaign_first_record(c.name, c.rules, sides, n, dump, c.link);
	if ((rc = store_campaign_set_params(h->db, name, dump)) == PBEM_OK)
		rc = store_campaign_update(h->db, &c);
	free(dump);
	return rc;
}

/* The muster call: the side's own roster, what to send, the commitment. */
static int
muster_call(struct home *h, const struct game_rules *r,
    const struct campaign_rec *c, const struct campaign_battle_rec *b,
    const char *side, const json_t *roster, const json_t *params,
    const json_t *caps, struct pbem_err *err)
{
	const json_t *e;
	struct buf m;
	size_t i;
	int rc, k = 0;

	buf_init(&m, PBEM_MAX_REPORT);
	buf_addf(&m, "Subject: [%s] Campaign %s, battle %d of %d: muster "
	    "due (%s)\n\n", c->name, c->name, b->n, c->battles, side);
	buf_addf(&m, "%s, campaign %s: battle %d of %d is to be fought.\n"
	    "You command %s.  Name the units of your roster you bring, on a\n"
	    "muster sheet signed with your key (the sheet below, ready to "
	    "edit).\nA unit you leave off stays in your roster as it is, for "
	    "a later battle.\nThe enemy learns nothing of your roster but "
	    "what his forces see.\n\nYOUR ROSTER\n", r->title, c->name, b->n,
	    c->battles, side);
	campaign_roster_text(&m, r, roster);
	campaign_cap_call(&m, r, params, caps, side, roster);
	buf_addf(&m, "\nBETWEEN-BATTLE DICE\nThe rolls after this battle come "
	    "from a host secret whose SHA-256 is\n  %s\nmixed with every "
	    "side's muster sheet hash; the secret is revealed after.\n\n"
	    "YOUR MUSTER SHEET (send it signed; END ends it)\nCampaign: %s\n"
	    "Side: %s\nBattle: %d\n\n", b->secret_sha, c->name, side, b->n);
	json_array_foreach(json_object_get(roster, "entries"), i, e) {
		if (!json_is_true(json_object_get(e, "muster")) ||
		    strcmp(json_string_value(json_object_get(e, "status")) ?
		    json_string_value(json_object_get(e, "status")) : "",
		    "ready") != 0)
			continue;
		if (k % 10 == 0)
			buf_adds(&m, k ? "\nBRING" : "BRING");
		buf_addf(&m, " %s", json_string_value(json_object_get(e,
		    "id")));
		k++;
	}
	buf_adds(&m, "\nEND\n");
	rc = m.failed ? pbem_fail(err, PBEM_ERR_LIMIT, 0, "muster call too "
	    "long") : campaign_mail(h, c->name, b->n, side, "muster-call",
	    buf_str(&m), err);
	buf_free(&m);
	return rc;
}

/* A points cap needs every unit a capped side may bring to have points
 * (a roster begun before pbemd kept them has none). */
static int
caps_usable(const struct game_rules *r, const json_t *params,
    const json_t *caps, const json_t *rosters, struct pbem_err *err)
{
	const char *side;
	const json_t *cap, *e;
	size_t i;

	json_object_foreach((json_t *)caps, side, cap) {
		if (json_object_get(cap, "points") == NULL)
			continue;
		json_array_foreach(json_object_get(json_object_get(rosters,
		    side), "entries"), i, e)
			if (json_is_true(json_object_get(e, "muster")) &&
			    (r->campaign->cost == NULL ||
			    r->campaign->cost(params, e) < 0))
				return pbem_fail(err, PBEM_ERR_USAGE, 0, "%s's "
				    "unit %s has no points (a roster begun "
				    "before pbemd kept them): cap by --units",
				    side, campaign_str(e, "id"));
	}
	return PBEM_OK;
}

int
campaign_battle(struct home *h, const char *name, const char *scenario_path,
    const char *points, const char *units, struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	struct campaign_battle_rec b;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], *scen = NULL;
	unsigned char secret[DICE_SEED_LEN];
	char gname[PBEM_MAX_NAME + 16], *ptext = NULL, *ctext = NULL;
	json_t *rosters = NULL, *caps = NULL, *params = NULL;
	size_t slen;
	int i, n, rc;

	if ((r = campaign_module(h, name, &c, err)) == NULL)
		return err->rc;
	if (strcmp(c.status, "new") != 0 && strcmp(c.status, "between") != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "campaign %s is %s: a "
		    "battle is called after the last one's rolls", name,
		    c.status);
	if (c.current >= c.battles)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "campaign %s has "
		    "fought its %d battles", name, c.battles);
	if ((rc = util_read_file(scenario_path, PBEM_MAX_SCENARIO, &scen,
	    &slen, err)) != PBEM_OK)
		return rc;
	if ((rc = campaign_rosters(h, name, c.current, &rosters, err)) !=
	    PBEM_OK)
		goto out;
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	if ((rc = store_campaign_texts(h->db, name, &ptext, NULL, NULL)) !=
	    PBEM_OK || (params = json_loads(ptext, 0, NULL)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "cannot read campaign "
		    "%s's numbers", name);
		goto out;
	}
	if ((rc = campaign_caps_parse(points, units, sides, n, &caps, err)) !=
	    PBEM_OK)
		goto out;
	/* a side the referee caps no points of: the scenario's, if any */
	for (i = 0; i < n && r->campaign->scenario_points; i++) {
		int sp = r->campaign->scenario_points(scen, slen, sides[i]);

		if (sp <= 0 || json_object_get(json_object_get(caps, sides[i]),
		    "points") != NULL)
			continue;
		if (json_object_get(caps, sides[i]) == NULL)
			json_object_set_new(caps, sides[i], json_object());
		json_object_set_new(json_object_get(caps, sides[i]), "points",
		    json_integer(sp));
	}
	if ((rc = caps_usable(r, params, caps, rosters, err)) != PBEM_OK)
		goto out;
	memset(&b, 0, sizeof b);
	b.n = c.current + 1;
	snprintf(gname, sizeof gname, "%s-b%d", name, b.n);
	snprintf(b.game, sizeof b.game, "%s", gname);
	snprintf(b.status, sizeof b.status, "muster");
	snprintf(b.prev, sizeof b.prev, "%s", c.link);
	/* the host secret of the between-battle rolls, committed now */
	snprintf(gname, sizeof gname, "campaign+%s", name);
	dice_phase_secret(gname, b.n, secret);
	hash_hex(secret, sizeof secret, b.secret);
	hash_sha256_hex(b.secret, strlen(b.secret), b.secret_sha);
	if (store_begin(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
		goto out;
	}
	c.current = b.n;
	snprintf(c.status, sizeof c.status, "muster");
	if ((rc = store_campaign_battle_put(h->db, name, &b, scen)) != PBEM_OK ||
	    (rc = store_campaign_update(h->db, &c)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot store the battle");
		goto rollback;
	}
	if (json_object_size(caps) && ((ctext = game_state_dump(caps)) ==
	    NULL || (rc = store_campaign_text_put(h->db, name, b.n, "",
	    "caps", ctext)) != PBEM_OK)) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot store the caps");
		goto rollback;
	}
	for (i = 0; i < n; i++)
		if ((rc = muster_call(h, r, &c, &b, sides[i],
		    json_object_get(rosters, sides[i]), params, caps, err)) !=
		    PBEM_OK)
			goto rollback;
	if (store_commit(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot commit");
		goto rollback;
	}
	log_info("campaign name=%s battle=%d result=muster-called", name, b.n);
	goto out;
rollback:
	store_rollback(h->db);
out:
	json_decref(rosters);
	json_decref(caps);
	json_decref(params);
	free(ptext);
	free(ctext);
	free(scen);
	return rc;
}

int
campaign_replace(struct home *h, const char *name, const char *side,
    const char *email, const char *key_path, struct buf *out,
    struct pbem_err *err)
{
	struct campaign_rec c;
	struct campaign_battle_rec b;
	struct game_rec g;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], keyring[PATH_MAX];
	char fpr[64], uid[256], *key = NULL;
	char *argv[] = { "replace", (char *)side, (char *)email,
	    (char *)key_path, NULL };
	size_t klen;
	int i, n, rc;

	if (campaign_module(h, name, &c, err) == NULL)
		return err->rc;
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	for (i = 0; i < n && strcmp(sides[i], side) != 0; i++)
		;
	if (i == n)
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "campaign %s has no "
		    "side %s", name, side);
	if (!util_valid_address(email))
		return pbem_fail(err, PBEM_ERR_USAGE, 0, "'%s' is not a mail "
		    "address", email);
	if ((rc = util_read_file(key_path, PBEM_MAX_KEYFILE, &key, &klen,
	    err)) != PBEM_OK)
		return rc;
	campaign_dir(h, name, keyring, sizeof keyring);
	strncat(keyring, "/keyring", sizeof keyring - strlen(keyring) - 1);
	/* the old key stays in the keyring but plays no side: its sheets
	 * are refused from now on */
	if ((rc = openpgp_import(keyring, key, klen, fpr, uid, err)) ==
	    PBEM_OK && (rc = store_campaign_side_set(h->db, name, side, email,
	    fpr, key)) != PBEM_OK)
		rc = pbem_fail(err, rc, 0, "cannot hand side %s over (a key "
		    "plays one side only)", side);
	free(key);
	if (rc != PBEM_OK)
		return rc;
	buf_addf(out, "campaign %s: side %s is now %s, key %s\n", name, side,
	    email, fpr);
	/* the battle being fought changes hands too */
	if (strcmp(c.status, "battle") == 0 &&
	    store_campaign_battle_get(h->db, name, c.current, &b, NULL) ==
	    PBEM_OK && store_game_get(h->db, b.game, &g) == PBEM_OK &&
	    strcmp(g.status, "running") == 0)
		rc = referee_run(h, b.game, 4, argv, "referee (campaign)", NULL,
		    out, err);
	log_info("campaign name=%s side=%s fpr=%s result=replaced", name, side,
	    fpr);
	return rc;
}
