/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campaign_muster.c - the muster sheets and the battle made from them.
 *
 * A muster sheet is clearsigned text with the side's key:
 *   Campaign: NAME
 *   Side: SIDE
 *   Battle: N
 *
 *   BRING U1 U2 U7        (ids of the side's roster, ready to fight)
 *   END
 * It binds the campaign, side and battle like a game sheet's envelope,
 * so an old sheet can never muster a new battle.  Sealed: nobody but its
 * author and the referee reads it until the battle is over; its SHA-256
 * goes into the between-battle seed.  A later sheet replaces an earlier
 * one until every side's is in; then the battle's scenario is made by the
 * module (campaign.h, muster) and the battle is created, its players
 * added with their campaign keys, and started like any game.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "campaign_core.h"
#include "log.h"
#include "openpgp.h"
#include "orders.h"
#include "phase.h"
#include "util.h"

#define MUSTER_MAX_IDS	CAMPAIGN_MAX_ENTRIES

struct signer {
	const char *fpr;
	char side[GAME_NAME_LEN];
};

static int
by_fpr(const char *side, const char *email, const char *fpr, const char *key,
    void *arg)
{
	struct signer *s = arg;

	(void)email;
	(void)key;
	if (strcmp(fpr, s->fpr) != 0)
		return 0;
	snprintf(s->side, sizeof s->side, "%s", side);
	return 1;
}

/* The header value of `name` on line s ("Name: value"), or NULL. */
static const char *
header(const char *s, const char *name)
{
	size_t n = strlen(name);

	if (strncasecmp(s, name, n) != 0 || s[n] != ':')
		return NULL;
	for (s += n + 1; *s == ' ' || *s == '\t'; s++)
		;
	return s;
}

/* Check the sheet's lines against the roster; the ids into `ids`. */
int
campaign_muster_read(const char *text, const struct campaign_rec *c, int battle,
    const char *side, const json_t *roster, json_t *ids, char *why,
    size_t wn)
{
	char line[PBEM_MAX_LINE + 1], *p, *tok, *save;
	const char *v, *s = text, *nl;
	const json_t *e;
	int ln = 0, hdr = 0, end = 0;
	size_t len;

	while (*s && !end) {
		nl = strchr(s, '\n');
		len = nl ? (size_t)(nl - s) : strlen(s);
		ln++;
		if (len > PBEM_MAX_LINE) {
			snprintf(why, wn, "line %d is too long", ln);
			return -1;
		}
		memcpy(line, s, len);
		line[len] = '\0';
		if (len && line[len - 1] == '\r')
			line[len - 1] = '\0';
		s = nl ? nl + 1 : s + len;
		if ((v = header(line, "Campaign"))) {
			if (strcmp(v, c->name) != 0) {
				snprintf(why, wn, "line %d: this sheet is for "
				    "another campaign", ln);
				return -1;
			}
			hdr |= 1;
		} else if ((v = header(line, "Side"))) {
			if (strcasecmp(v, side) != 0) {
				snprintf(why, wn, "line %d: your key plays %s",
				    ln, side);
				return -1;
			}
			hdr |= 2;
		} else if ((v = header(line, "Battle"))) {
			if (atoi(v) != battle) {
				snprintf(why, wn, "line %d: the muster due is "
				    "for battle %d", ln, battle);
				return -1;
			}
			hdr |= 4;
		} else if (strncasecmp(line, "BRING", 5) == 0 &&
		    (line[5] == ' ' || line[5] == '\t' || !line[5])) {
			for (tok = strtok_r(line + 5, " \t,", &save); tok;
			    tok = strtok_r(NULL, " \t,", &save)) {
				for (p = tok; *p; p++)
					*p = (char)(*p >= 'a' && *p <= 'z' ?
					    *p - 32 : *p);
				e = campaign_entry(roster, tok);
				if (e == NULL || !json_is_true(json_object_get(e,
				    "muster"))) {
					snprintf(why, wn, "line %d: %.32s is not "
					    "a unit of your roster", ln, tok);
					return -1;
				}
				if (strcmp(json_string_value(json_object_get(e,
				    "status")), "ready") != 0) {
					snprintf(why, wn, "line %d: %.32s cannot "
					    "fight (it is %s)", ln, tok,
					    json_string_value(json_object_get(e,
					    "status")));
					return -1;
				}
				if (json_object_get(ids, tok) != NULL) {
					snprintf(why, wn, "line %d: %.32s named "
					    "twice", ln, tok);
					return -1;
				}
				if (json_object_size(ids) >= MUSTER_MAX_IDS)
					return -1;
				json_object_set_new(ids, tok, json_true());
			}
		} else if (strcasecmp(line, "END") == 0)
			end = 1;
		else if (line[0] != '#' && line[strspn(line, " \t")] != '\0') {
			snprintf(why, wn, "line %d: not understood (BRING ids, "
			    "or END)", ln);
			return -1;
		}
	}
	if (hdr != 7) {
		snprintf(why, wn, "the sheet needs its Campaign:, Side: and "
		    "Battle: lines");
		return -1;
	}
	if (json_object_size(ids) == 0) {
		snprintf(why, wn, "the sheet brings no unit");
		return -1;
	}
	return 0;
}

/* Each side's roster holding only what it brings (and what follows). */
static json_t *
mustered_of(struct home *h, const struct campaign_rec *c, const json_t *rosters,
    char sides[][GAME_NAME_LEN], int n)
{
	json_t *out = json_object(), *r, *keep, *ids;
	const json_t *e;
	char sha[HASH_HEX_LEN], *text;
	size_t k;
	int i;

	for (i = 0; i < n && out; i++) {
		r = json_deep_copy(json_object_get(rosters, sides[i]));
		keep = json_array();
		ids = json_object();
		if (r == NULL || keep == NULL || ids == NULL ||
		    store_campaign_muster_get(h->db, c->name, c->current,
		    sides[i], sha, &text) != PBEM_OK) {
			json_decref(r);
			json_decref(keep);
			json_decref(ids);
			json_decref(out);
			return NULL;
		}
		/* the sheet was checked when it was sealed */
		{
			char why[256];
			(void)campaign_muster_read(text, c, c->current, sides[i],
			    json_object_get(rosters, sides[i]), ids, why,
			    sizeof why);
		}
		free(text);
		json_array_foreach(json_object_get(r, "entries"), k, e)
			if (!json_is_true(json_object_get(e, "muster")) ||
			    json_object_get(ids, json_string_value(
			    json_object_get(e, "id"))) != NULL)
				json_array_append(keep, (json_t *)e);
		json_object_set_new(r, "entries", keep);
		json_decref(ids);
		json_object_set_new(out, sides[i], r);
	}
	return out;
}

struct keyfiles {
	struct home *h;
	const char *game, *dir;
	struct pbem_err *err;
	int rc;
};

static int
add_player(const char *side, const char *email, const char *fpr,
    const char *key, void *arg)
{
	struct keyfiles *x = arg;
	struct player_rec p;
	char path[PATH_MAX], got[64];

	if (store_player_get(x->h->db, x->game, side, &p) == PBEM_OK)
		return 0;	/* added before a crash */
	snprintf(path, sizeof path, "%s/%s.asc", x->dir, side);
	if ((x->rc = util_write_file(path, key, strlen(key), 0600, x->err)) !=
	    PBEM_OK || (x->rc = player_add(x->h, x->game, side, email, path,
	    got, x->err)) != PBEM_OK)
		return 1;
	if (strcmp(got, fpr) != 0) {
		x->rc = pbem_fail(x->err, PBEM_ERR_STATE, 0, "side %s's key "
		    "changed", side);
		return 1;
	}
	return 0;
}

/* Every muster is in: make the battle, add its players, start it. */
static int
battle_make(struct home *h, const struct game_rules *r, struct campaign_rec *c,
    struct pbem_err *err)
{
	struct campaign_battle_rec b;
	struct game_new_args a;
	struct game_rec g;
	struct keyfiles kf;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], dir[PATH_MAX];
	char spath[PATH_MAX], rpath[PATH_MAX], *scen = NULL, *rdata = NULL;
	json_t *rosters = NULL, *m = NULL;
	struct buf out;
	int n, rc;

	buf_init(&out, PBEM_MAX_SCENARIO);
	n = campaign_sides(h, c->name, sides, GAME_MAX_SIDES);
	if ((rc = store_campaign_battle_get(h->db, c->name, c->current, &b,
	    &scen)) != PBEM_OK ||
	    (rc = store_campaign_texts(h->db, c->name, NULL, NULL, &rdata)) !=
	    PBEM_OK ||
	    (rc = campaign_rosters(h, c->name, c->current - 1, &rosters, err)) !=
	    PBEM_OK) {
		rc = err->rc ? (int)err->rc : pbem_fail(err, rc, 0, "cannot read "
		    "battle %d", c->current);
		goto out;
	}
	if ((m = mustered_of(h, c, rosters, sides, n)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "cannot read the "
		    "musters");
		goto out;
	}
	if ((rc = r->campaign->muster(r, scen, strlen(scen), m, &out, err)) !=
	    PBEM_OK)
		goto out;
	campaign_dir(h, c->name, dir, sizeof dir);
	snprintf(spath, sizeof spath, "%s/battle-%d.scenario", dir, b.n);
	snprintf(rpath, sizeof rpath, "%s/rules.json", dir);
	if ((rc = util_write_file(spath, buf_str(&out), out.len, 0600, err)) !=
	    PBEM_OK || (rc = util_write_file(rpath, rdata, strlen(rdata), 0600,
	    err)) != PBEM_OK)
		goto out;
	memset(&a, 0, sizeof a);
	a.id = b.game;
	a.rules = r->id;
	a.scenario_path = spath;
	a.rules_data_path = rpath;
	/* each step is its own transaction: after a crash between them the
	 * next poll goes on from the step that had not committed */
	if (store_game_get(h->db, b.game, &g) != PBEM_OK &&
	    (rc = game_new(h, &a, err)) != PBEM_OK)
		goto out;
	kf.h = h;
	kf.game = b.game;
	kf.dir = dir;
	kf.err = err;
	kf.rc = PBEM_OK;
	store_campaign_side_each(h->db, c->name, add_player, &kf);
	if ((rc = kf.rc) != PBEM_OK)
		goto out;
	if (store_game_get(h->db, b.game, &g) == PBEM_OK &&
	    strcmp(g.status, "new") == 0 &&
	    (rc = game_start(h, b.game, err)) != PBEM_OK)
		goto out;
	/* one chain: the battle's first record links to the campaign's */
	snprintf(b.status, sizeof b.status, "battle");
	snprintf(c->status, sizeof c->status, "battle");
	if (store_begin(h->db) != PBEM_OK) {
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot begin");
		goto out;
	}
	if ((rc = store_phase_set_prev(h->db, b.game, 1, b.prev)) != PBEM_OK ||
	    (rc = store_campaign_battle_put(h->db, c->name, &b, scen)) !=
	    PBEM_OK || (rc = store_campaign_update(h->db, c)) != PBEM_OK ||
	    store_commit(h->db) != PBEM_OK) {
		store_rollback(h->db);
		rc = pbem_fail(err, PBEM_ERR_DB, 0, "cannot record the battle");
		goto out;
	}
	log_info("campaign name=%s battle=%d game=%s result=started", c->name,
	    b.n, b.game);
out:
	buf_free(&out);
	json_decref(rosters);
	json_decref(m);
	free(scen);
	free(rdata);
	return rc;
}

/* A player's new key, announced in a text signed with the current one:
 *   Campaign: NAME
 *   Side: SIDE
 *   (the new public key, armored)
 * From then on the campaign, and the battle being fought, take only the
 * new key; the old one's sheets are refused. */
static int
key_announce(struct home *h, const char *name, const char *side,
    const char *plain, char *reply, size_t rn, struct pbem_err *err)
{
	struct campaign_rec c;
	struct campaign_battle_rec b;
	struct game_rec g;
	struct player_rec p;
	char keyring[PATH_MAX], fpr[64], uid[256], email[256];
	const char *k = strstr(plain, "-----BEGIN PGP PUBLIC KEY BLOCK-----");
	int rc;

	if (k == NULL || strstr(k, "-----END PGP PUBLIC KEY BLOCK-----") ==
	    NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "no whole public key "
		    "block in the sheet");
	if (store_campaign_get(h->db, name, &c) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "no campaign %s", name);
	campaign_dir(h, name, keyring, sizeof keyring);
	strncat(keyring, "/keyring", sizeof keyring - strlen(keyring) - 1);
	campaign_side_address(h, name, side, email, sizeof email);
	if ((rc = openpgp_import(keyring, k, strlen(k), fpr, uid, err)) !=
	    PBEM_OK)
		return rc;
	if ((rc = store_campaign_side_set(h->db, name, side, email, fpr, k)) !=
	    PBEM_OK)
		return pbem_fail(err, rc, 0, "that key already plays a side");
	/* the battle being fought takes the new key too */
	if (strcmp(c.status, "battle") == 0 &&
	    store_campaign_battle_get(h->db, name, c.current, &b, NULL) ==
	    PBEM_OK && store_game_get(h->db, b.game, &g) == PBEM_OK &&
	    store_player_get(h->db, b.game, side, &p) == PBEM_OK) {
		home_keyring(h, b.game, keyring, sizeof keyring);
		if ((rc = openpgp_import(keyring, k, strlen(k), fpr, uid, err)) !=
		    PBEM_OK || (rc = store_player_set_key(h->db, b.game, side,
		    p.email, fpr)) != PBEM_OK)
			return rc ? rc : PBEM_ERR_DB;
	}
	snprintf(reply, rn, "side %s of campaign %s now plays with key %s; "
	    "sheets signed with the old key are refused from now on", side,
	    name, fpr);
	log_info("campaign name=%s side=%s fpr=%s result=new-key", name, side,
	    fpr);
	return PBEM_OK;
}

/* A verified muster sheet: `plain` signed by the key `fpr`.  Sealed;
 * when every side's is in and make_now, the battle is made. */
static int
muster_take(struct home *h, const char *name, const char *fpr,
    const char *plain, int make_now, char *reply, size_t rn, char *side,
    struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	struct signer who;
	char why[256] = "", sha[HASH_HEX_LEN], *ptext = NULL;
	json_t *rosters = NULL, *ids = NULL, *caps = NULL, *params = NULL;
	int rc;

	if ((r = campaign_module(h, name, &c, err)) == NULL)
		return err->rc;
	who.fpr = fpr;
	who.side[0] = '\0';
	store_campaign_side_each(h->db, name, by_fpr, &who);
	if (who.side[0] == '\0')
		return pbem_fail(err, PBEM_ERR_GPG, 0, "that key plays no side "
		    "of campaign %s", name);
	snprintf(side, GAME_NAME_LEN, "%s", who.side);
	if (strstr(plain, "-----BEGIN PGP PUBLIC KEY BLOCK-----") != NULL) {
		const char *v = NULL, *l;

		/* the Side: line must be the signer's */
		for (l = plain; l && *l; l = strchr(l, '\n') ? strchr(l,
		    '\n') + 1 : NULL)
			if ((v = header(l, "Side")) != NULL)
				break;
		if (v == NULL || strncasecmp(v, who.side, strlen(who.side)) !=
		    0 || (v[strlen(who.side)] != '\0' && v[strlen(who.side)] !=
		    '\n' && v[strlen(who.side)] != '\r' &&
		    v[strlen(who.side)] != ' '))
			return pbem_fail(err, PBEM_ERR_PARSE, 0, "a new key is "
			    "announced with the Side: line of the side the "
			    "current key plays");
		return key_announce(h, name, who.side, plain, reply, rn, err);
	}
	if (strcmp(c.status, "muster") != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "campaign %s takes no "
		    "muster sheet now (it is %s)", name, c.status);
	if ((rc = campaign_rosters(h, name, c.current - 1, &rosters, err)) !=
	    PBEM_OK)
		goto out;
	ids = json_object();
	if (campaign_muster_read(plain, &c, c.current, who.side,
	    json_object_get(rosters, who.side), ids, why, sizeof why) != 0) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "muster sheet refused: %s",
		    why);
		goto out;
	}
	/* what the side may bring (its own cap and costs only) */
	if (campaign_caps_get(h, name, c.current, &caps) != PBEM_OK ||
	    store_campaign_texts(h->db, name, &ptext, NULL, NULL) != PBEM_OK ||
	    (params = json_loads(ptext, 0, NULL)) == NULL) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "cannot read battle %d's "
		    "caps", c.current);
		goto out;
	}
	if (campaign_cap_check(r, params, caps, c.current, who.side,
	    json_object_get(rosters, who.side), ids, why, sizeof why) != 0) {
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "muster sheet refused: %s",
		    why);
		goto out;
	}
	hash_sha256_hex(plain, strlen(plain), sha);
	if ((rc = store_campaign_muster_put(h->db, name, c.current, who.side,
	    sha, plain)) != PBEM_OK) {
		rc = pbem_fail(err, rc, 0, "cannot seal the muster sheet");
		goto out;
	}
	snprintf(reply, rn, "muster of %s for battle %d of %s sealed: %zu "
	    "units, sheet SHA-256 %s", who.side, c.current, name,
	    json_object_size(ids), sha);
	if (make_now && campaign_musters_in(h, name))
		rc = battle_make(h, r, &c, err);
out:
	json_decref(rosters);
	json_decref(ids);
	json_decref(caps);
	json_decref(params);
	free(ptext);
	return rc;
}

int
campaign_musters_in(struct home *h, const char *name)
{
	struct campaign_rec c;
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN], sha[HASH_HEX_LEN];
	int i, n, in = 0;

	if (store_campaign_get(h->db, name, &c) != PBEM_OK ||
	    strcmp(c.status, "muster") != 0)
		return 0;
	n = campaign_sides(h, name, sides, GAME_MAX_SIDES);
	for (i = 0; i < n; i++)
		if (store_campaign_muster_get(h->db, name, c.current, sides[i],
		    sha, NULL) == PBEM_OK)
			in++;
	return n > 0 && in == n;
}

int
campaign_make_ready(struct home *h, struct pbem_err *err)
{
	const struct game_rules *r;
	struct campaign_rec c;
	char names[64][PBEM_MAX_NAME + 1];
	int i, n, rc = PBEM_OK;

	if (store_campaign_names(h->db, "muster", names, 64, &n) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_DB, 0, "cannot list campaigns");
	for (i = 0; i < n && rc == PBEM_OK; i++)
		if (campaign_musters_in(h, names[i]) &&
		    (r = campaign_module(h, names[i], &c, err)) != NULL)
			rc = battle_make(h, r, &c, err);
	return rc;
}

int
campaign_muster(struct home *h, const char *name, const char *signed_text,
    size_t len, char *reply, size_t rn, struct pbem_err *err)
{
	struct sig_result sr;
	char keyring[PATH_MAX], side[GAME_NAME_LEN], *plain = NULL;
	size_t plen;
	int rc;

	campaign_dir(h, name, keyring, sizeof keyring);
	strncat(keyring, "/keyring", sizeof keyring - strlen(keyring) - 1);
	memset(&sr, 0, sizeof sr);
	if (len > PBEM_MAX_SHEET || openpgp_verify_clear(keyring, signed_text,
	    len, &sr) != PBEM_OK || sr.status != SIG_GOOD || sr.plain == NULL) {
		sig_result_free(&sr);
		return pbem_fail(err, PBEM_ERR_GPG, 0, "the muster sheet is not "
		    "signed by a player's key of campaign %s", name);
	}
	plen = sr.plain_len;
	if ((plain = malloc(plen + 1)) != NULL) {
		memcpy(plain, sr.plain, plen);
		plain[plen] = '\0';
	}
	/* a NUL inside the signed text is refused like a stranger's */
	if (plain == NULL || strlen(plain) != plen)
		rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "the muster sheet is not "
		    "text");
	else
		rc = muster_take(h, name, sr.fpr, plain, 1, reply, rn, side,
		    err);
	sig_result_free(&sr);
	free(plain);
	return rc;
}

/* The campaign a signed text's (unverified) lines name, or "". */
static void
named_campaign(const char *text, size_t len, char *out, size_t n)
{
	const char *p = text, *e = text + len, *nl, *v;
	char line[PBEM_MAX_LINE + 1];
	size_t l;

	out[0] = '\0';
	while (p < e) {
		nl = memchr(p, '\n', (size_t)(e - p));
		l = nl ? (size_t)(nl - p) : (size_t)(e - p);
		if (l < sizeof line) {
			memcpy(line, p, l);
			line[l] = '\0';
			if (l && line[l - 1] == '\r')
				line[l - 1] = '\0';
			if ((v = header(line, "Campaign")) != NULL) {
				snprintf(out, n, "%s", v);
				return;
			}
		}
		p = nl ? nl + 1 : e;
	}
}

int
campaign_mail_muster(struct home *h, const struct mime_msg *m, int *handled,
    char *to, size_t tn, struct buf *answer, struct pbem_err *err)
{
	struct campaign_rec c;
	struct sig_result sr;
	struct pbem_err e2 = { 0 };
	char name[PBEM_MAX_NAME + 1], keyring[PATH_MAX], reply[512] = "";
	char side[GAME_NAME_LEN] = "", *plain = NULL;
	size_t plen = 0;
	int rc;

	*handled = 0;
	(void)err;
	if (m->preview == NULL)
		return PBEM_OK;
	named_campaign(m->preview, m->preview_len, name, sizeof name);
	if (!util_valid_name(name) || store_campaign_get(h->db, name, &c) !=
	    PBEM_OK)
		return PBEM_OK;		/* not a campaign's: the usual refusal */
	campaign_dir(h, name, keyring, sizeof keyring);
	strncat(keyring, "/keyring", sizeof keyring - strlen(keyring) - 1);
	memset(&sr, 0, sizeof sr);
	if (m->kind == MIME_PGPMIME)
		openpgp_verify_detached(keyring, m->signed_data, m->signed_len,
		    m->signature, m->sig_len, &sr);
	else if (m->kind == MIME_CLEARSIGNED)
		openpgp_verify_clear(keyring, m->signed_data, m->signed_len,
		    &sr);
	if (sr.status != SIG_GOOD) {
		sig_result_free(&sr);
		return PBEM_OK;		/* a stranger: the usual refusal */
	}
	*handled = 1;
	/* only the verified text counts (PGP/MIME: the signed entity's) */
	if (m->kind == MIME_PGPMIME)
		plain = strndup(m->preview, m->preview_len), plen =
		    m->preview_len;
	else
		plain = mime_normalize_text(sr.plain, sr.plain_len, m->latin1,
		    &plen);
	if (plain == NULL || strlen(plain) != plen)
		rc = pbem_fail(&e2, PBEM_ERR_PARSE, 0, "the muster sheet is not "
		    "text");
	else
		rc = muster_take(h, name, sr.fpr, plain, 0, reply,
		    sizeof reply, side, &e2);
	sig_result_free(&sr);
	free(plain);
	if (side[0] == '\0') {
		*handled = 0;		/* a key of no side: the usual refusal */
		return PBEM_OK;
	}
	campaign_side_address(h, name, side, to, tn);
	buf_addf(answer, "Subject: [%s] %s %s\n\n%s\n", name,
	    strstr(reply, "now plays with key") ? "New key" : "Muster sheet",
	    rc != PBEM_OK ? "refused" : strstr(reply, "now plays with key") ?
	    "taken" : "sealed", rc == PBEM_OK ? reply : e2.msg);
	if (rc == PBEM_OK && strstr(reply, "now plays with key"))
		;
	else if (rc == PBEM_OK)
		buf_adds(answer, "\nNobody but you and the referee reads it "
		    "until the battle is over.\nThe battle begins when every "
		    "side's muster is in.\n");
	else
		buf_adds(answer, "\nNothing was sealed; correct the sheet, sign "
		    "it and send it again.\n");
	return PBEM_OK;
}
