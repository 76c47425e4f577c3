/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * replay.c - re-adjudicate a game from its archive (archive.c): each
 * phase's opening state (in an export, pbemd-archive-2, only where the
 * phase before did not produce it: archive_site.c), the sealed sheets
 * (re-parsed from their signed text) and the revealed secrets.  Every seed, state, event list and
 * record hash must come out identical, and every record must chain to
 * the one before.  The same code checks a stored game (`pbemd replay
 * GAME`, the archive built from the store) and an exported one (`pbemd
 * replay --archive DIR`, the archive read from DIR/game.json with no
 * database and no keys): an archive is hostile input, so every field is
 * checked before it is used, and the first phase that differs is named.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "phase.h"
#include "orders.h"
#include "rules_revision.h"

/* Phase records hold at most this many phases (a year of daily phases
 * many times over). */
#define REPLAY_MAX_PHASES	100000

/* A string member, "" when missing or not a string. */
static const char *
str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

/* A 64-digit hex hash member (a malformed one reads as ""). */
static const char *
sha(const json_t *o, const char *k)
{
	const char *s = str(o, k);

	return strlen(s) == 64 && strspn(s, "0123456789abcdef") == 64 ? s :
	    "";
}

/* The orders of one sealed sheet: its text must match its commitment and
 * still parse as the module reads it. */
static int
replay_orders(const struct game_rules *r, const json_t *state, int seq,
    const json_t *sheet, json_t **orders, struct pbem_err *err)
{
	const char *side = str(sheet, "side"), *text = str(sheet, "text");
	struct envelope env;
	struct sheet_check chk;
	struct reading rd;
	char h[HASH_HEX_LEN];
	int rc;

	hash_sha256_hex(text, strlen(text), h);
	if (strcmp(h, sha(sheet, "sha")) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "phase %d: the sealed "
		    "sheet of %s does not match its commitment", seq, side);
	/* read as intake read it: a reply's quote and signature left out */
	if (reading_make(text, strlen(text), &rd) != PBEM_OK)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	if (envelope_parse(rd.text, rd.len, &env, err) != PBEM_OK) {
		reading_free(&rd);
		return pbem_fail(err, PBEM_ERR_STATE, 0, "phase %d: the sheet "
		    "of %s has no envelope", seq, side);
	}
	sheet_check_init(&chk);
	chk.sealed = 1;		/* receipt-time checks were made then */
	if (r->parse_sheet(r, state, side, env.body, env.body_len,
	    env.body_line, &chk) != PBEM_OK || chk.nerrors > 0 ||
	    chk.orders == NULL)
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "phase %d: the sheet "
		    "of %s no longer parses", seq, side);
	else {
		*orders = json_incref(chk.orders);
		rc = PBEM_OK;
	}
	sheet_check_free(&chk);
	reading_free(&rd);
	return rc;
}

/* The referee's amendments recorded for a phase lead from the state the
 * rules produced (`from`) to the state the phase opened with (`to`):
 * each reads "from=<sha> to=<sha> ...". */
static int
amended_to(const json_t *phase, const char *from, const char *to)
{
	char cur[HASH_HEX_LEN];
	const json_t *v;
	const char *d;
	size_t i;

	snprintf(cur, sizeof cur, "%s", from);
	json_array_foreach(json_object_get(phase, "amendments"), i, v) {
		d = json_string_value(v);
		if (d && strlen(d) >= 73 + 64 && strncmp(d, "from=", 5) == 0 &&
		    strncmp(d + 5, cur, 64) == 0 && strncmp(d + 70, "to=", 3) ==
		    0)
			snprintf(cur, sizeof cur, "%.64s", d + 73);
	}
	return strcmp(cur, to) == 0;
}

/* Does phase ph hold amendment records (objects) of its own? */
static int
has_records(const json_t *ph)
{
	const json_t *v;
	size_t i;

	json_array_foreach(json_object_get(ph, "amendments"), i, v)
		if (json_is_object(v))
			return 1;
	return 0;
}

/* One amendment record re-applied to *cur (the state it must start
 * from), chained from *link; both move on to the record's own. */
static int
replay_amendment(const struct game_rules *r, const json_t *am, int seq,
    int k, char **cur, char link[HASH_HEX_LEN], struct pbem_err *err)
{
	const char *who = str(am, "who"), *change = str(am, "change");
	const char *reason = str(am, "reason");
	char h[HASH_HEX_LEN];
	json_t *state = NULL, *ns = NULL, *ev = NULL;
	char *dump = NULL;
	int rc = PBEM_OK;

	amend_link(link, seq, who, change, reason, sha(am, "from"),
	    sha(am, "to"), h);
	if (strcmp(h, sha(am, "link")) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "amendment %d of phase "
		    "%d (%.60s: \"%.80s\") does not match its record hash: "
		    "the record was altered", k, seq, who, change);
	hash_sha256_hex(*cur, strlen(*cur), h);
	if (strcmp(h, sha(am, "from")) != 0)
		return pbem_fail(err, PBEM_ERR_STATE, 0, "amendment %d of phase "
		    "%d (\"%.80s\") does not start from the state before it",
		    k, seq, change);
	if ((state = json_loads(*cur, 0, NULL)) == NULL)
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "amendment %d of phase "
		    "%d: the state before it is unreadable", k, seq);
	else if (amend_apply(r, state, change, &ns, &ev, err) != PBEM_OK) {
		char why[sizeof err->msg];

		snprintf(why, sizeof why, "%s", err->msg);
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "amendment %d of phase "
		    "%d (\"%.80s\") no longer applies: %.120s", k, seq,
		    change, why);
	}
	else if ((dump = game_state_dump(ns)) == NULL)
		rc = pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	else {
		hash_sha256_hex(dump, strlen(dump), h);
		if (strcmp(h, sha(am, "to")) != 0)
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "amendment %d of "
			    "phase %d (\"%.80s\") re-applied gives another "
			    "state than the one recorded", k, seq, change);
	}
	json_decref(state);
	json_decref(ns);
	json_decref(ev);
	if (rc != PBEM_OK) {
		free(dump);
		return rc;
	}
	free(*cur);
	*cur = dump;
	snprintf(link, HASH_HEX_LEN, "%s", sha(am, "link"));
	return PBEM_OK;
}

/* The amendments of phase ph, re-applied in order from `from` (the state
 * the phase before it produced; NULL for phase 1, whose first record
 * carries it), chained from `prev` (the record it follows), must lead to
 * the state the phase opened with. */
static int
replay_amendments(const struct game_rules *r, const json_t *ph,
    const char *from, const char *prev, struct pbem_err *err)
{
	const json_t *am;
	char link[HASH_HEX_LEN], h[HASH_HEX_LEN], *cur;
	int seq = (int)json_integer_value(json_object_get(ph, "seq")), k = 0;
	int rc = PBEM_OK;
	size_t i;

	if (!has_records(ph))
		return PBEM_OK;
	am = json_array_get(json_object_get(ph, "amendments"), 0);
	if (from == NULL)
		from = str(am, "before");
	if ((cur = strdup(from)) == NULL)
		return pbem_fail(err, PBEM_ERR_NOMEM, 0, "out of memory");
	snprintf(link, sizeof link, "%s", prev);
	json_array_foreach(json_object_get(ph, "amendments"), i, am) {
		if (!json_is_object(am))
			continue;
		if ((rc = replay_amendment(r, am, seq, ++k, &cur, link,
		    err)) != PBEM_OK)
			break;
	}
	if (rc == PBEM_OK) {
		hash_sha256_hex(cur, strlen(cur), h);
		if (strcmp(h, sha(ph, "state_sha")) != 0)
			rc = pbem_fail(err, PBEM_ERR_STATE, 0, "the amendments "
			    "of phase %d do not lead to the state it opened "
			    "with", seq);
	}
	free(cur);
	return rc;
}

/* The phase record as phase_record_hash() reads it. */
static void
record_of(const json_t *a, const json_t *ph, struct phase_rec *p)
{
	memset(p, 0, sizeof p[0]);
	snprintf(p->game, sizeof p->game, "%s", str(json_object_get(a,
	    "game"), "id"));
	p->seq = (int)json_integer_value(json_object_get(ph, "seq"));
	p->turn = (int)json_integer_value(json_object_get(ph, "turn"));
	snprintf(p->name, sizeof p->name, "%s", str(ph, "name"));
	snprintf(p->prev_sha, sizeof p->prev_sha, "%s", sha(ph, "prev_sha"));
	snprintf(p->state_sha, sizeof p->state_sha, "%s", sha(ph,
	    "state_sha"));
	snprintf(p->secret, sizeof p->secret, "%s", sha(ph, "secret"));
	snprintf(p->seed, sizeof p->seed, "%s", sha(ph, "seed"));
	p->events = (char *)str(ph, "events");
}

/* The sides' orders and commitments of one phase. */
static int
phase_orders(const struct game_rules *r, const json_t *ph,
    const json_t *state, int seq, char sides[][GAME_NAME_LEN],
    char shas[][HASH_HEX_LEN], int n, json_t *orders, struct pbem_err *err)
{
	const json_t *sheet;
	json_t *o;
	size_t k;
	int i, rc;

	for (i = 0; i < n; i++) {
		shas[i][0] = '\0';
		json_array_foreach(json_object_get(ph, "sheets"), k, sheet) {
			if (strcmp(str(sheet, "side"), sides[i]) != 0)
				continue;
			snprintf(shas[i], HASH_HEX_LEN, "%s", sha(sheet,
			    "sha"));
			if ((rc = replay_orders(r, state, seq, sheet, &o,
			    err)) != PBEM_OK)
				return rc;
			json_object_set_new(orders, sides[i], o);
			break;
		}
	}
	return PBEM_OK;
}

/* Re-run phase `ph` (seq) of archive a; prev is the record it must
 * chain to, and becomes its own record. */
/*
 * carried: in an exported archive (pbemd-archive-2) a phase that opened
 * with the state the one before produced, unamended, stores no state of
 * its own; it opens with that one (checked against its state_sha as a
 * stored state is).  NULL in pbemd-archive-1, where every phase has one.
 */
/*
 * Events carry the kind of news they are (event_log.h: "kind") since the
 * archive's headlines read it; a phase recorded before that has none.
 * Its events are compared as they were written then: the kinds the
 * re-adjudication adds are left out, and nothing else.
 */
static void
kinds_as_recorded(json_t *ev, const char *recorded)
{
	json_t *rec = json_loads(recorded, 0, NULL), *e;
	size_t i;
	int any = 0;

	json_array_foreach(rec, i, e)
		any |= json_object_get(e, "kind") != NULL;
	json_decref(rec);
	if (rec == NULL || any)
		return;
	json_array_foreach(ev, i, e)
		json_object_del(e, "kind");
}

static int
replay_phase(const struct game_rules *r, const json_t *a, const json_t *ph,
    const json_t *next, const char *carried, char prev[HASH_HEX_LEN],
    char **resolved, struct pbem_err *err)
{
	char sides[GAME_MAX_SIDES][GAME_NAME_LEN];
	char shas[GAME_MAX_SIDES][HASH_HEX_LEN];
	char h[HASH_HEX_LEN], seedhex[HASH_HEX_LEN], rec[HASH_HEX_LEN];
	const char *text = str(ph, "state"), *fin;
	unsigned char seed[32];
	struct phase_rec p;
	struct dice dice;
	json_t *state = NULL, *orders = json_object(), *ns = NULL, *ev = NULL;
	char *dump = NULL, *evdump = NULL;
	int n = 0, rc, seq;

	record_of(a, ph, &p);
	seq = p.seq;
	if (json_object_get(ph, "state") == NULL && carried != NULL)
		text = carried;
	hash_sha256_hex(text, strlen(text), h);
	if (strcmp(p.prev_sha, prev) != 0)
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "phase %d does not chain "
		    "to phase %d", seq, seq - 1);
	else if (strcmp(h, p.state_sha) != 0 ||
	    (state = json_loads(text, 0, NULL)) == NULL)
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "state of phase %d does "
		    "not match its hash", seq);
	else {
		n = r->sides(r, state, sides, GAME_MAX_SIDES);
		rc = phase_orders(r, ph, state, seq, sides, shas, n, orders,
		    err);
	}
	if (rc != PBEM_OK)
		goto out;
	phase_seed(p.secret, sides, shas, n, seed);
	hash_hex(seed, sizeof seed, seedhex);
	hash_sha256_hex(p.secret, strlen(p.secret), h);
	if (strcmp(h, sha(ph, "secret_sha")) != 0 ||
	    strcmp(seedhex, p.seed) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "seed of phase %d "
		    "differs (or its secret does not match its commitment)", seq);
		goto out;
	}
	dice_init(&dice, seed);
	if ((rc = r->resolve(r, state, orders, &dice, &ns, &ev, err)) !=
	    PBEM_OK)
		goto out;
	kinds_as_recorded(ev, p.events);
	if ((dump = game_state_dump(ns)) == NULL ||
	    (evdump = game_state_dump(ev)) == NULL ||
	    strcmp(evdump, p.events) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "events of phase %d "
		    "differ", seq);
		goto out;
	}
	hash_sha256_hex(dump, strlen(dump), h);
	fin = str(json_object_get(a, "game"), "final_state");
	if (next != NULL ? strcmp(sha(next, "state_sha"), h) != 0 &&
	    !has_records(next) && !amended_to(next, h, sha(next,
	    "state_sha")) :
	    *fin != '\0' && strcmp(fin, dump) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "the state after phase "
		    "%d differs", seq);
		goto out;
	}
	phase_record_hash(&p, sides, shas, n, h, rec);
	if (strcmp(rec, sha(ph, "record_sha")) != 0) {
		rc = pbem_fail(err, PBEM_ERR_STATE, 0, "record hash of phase %d "
		    "differs", seq);
		goto out;
	}
	snprintf(prev, HASH_HEX_LEN, "%s", rec);
	*resolved = dump;
	dump = NULL;
out:
	json_decref(state);
	json_decref(orders);
	json_decref(ns);
	json_decref(ev);
	free(dump);
	free(evdump);
	return rc;
}

int
replay_archive(const json_t *a, int verbose, int *checked,
    char last[HASH_HEX_LEN], struct pbem_err *err)
{
	const struct game_rules *r;
	const json_t *phases = json_object_get(a, "phases"), *ph, *next;
	const char *fin, *format = str(a, "format");
	char *resolved = NULL, *before = NULL;
	size_t i, n;
	int rc = PBEM_OK, carry = strcmp(format, "pbemd-archive-2") == 0;
	int revision;

	*checked = 0;
	memset(last, '0', 64);
	last[64] = '\0';
	/* a campaign's battle chains from the campaign's record (checked
	 * against the campaign by `pbemd campaign verify`) */
	fin = str(json_object_get(a, "game"), "chain_from");
	if (strlen(fin) == 64 && strspn(fin, "0123456789abcdef") == 64)
		snprintf(last, HASH_HEX_LEN, "%s", fin);
	if ((strcmp(format, "pbemd-archive-1") != 0 && !carry) ||
	    !json_is_array(phases) ||
	    json_array_size(phases) > REPLAY_MAX_PHASES)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "not a pbemd archive "
		    "(format pbemd-archive-1 or -2)");
	if ((r = game_rules_find(str(json_object_get(a, "game"), "rules"))) ==
	    NULL)
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "the archive names no "
		    "rules this pbemd knows");
	/* the rulings it was played by (rules_revision.c; absent: 1) */
	revision = (int)json_integer_value(json_object_get(json_object_get(a,
	    "game"), "rules_revision"));
	if (revision < 1)
		revision = 1;
	if (revision > rules_revision(r->id))
		return pbem_fail(err, PBEM_ERR_PARSE, 0, "the archive was "
		    "recorded under %s rules revision %d, newer than this "
		    "pbemd's %d: replay it with that pbemd", r->id, revision,
		    rules_revision(r->id));
	n = json_array_size(phases);
	for (i = 0; i < n; i++) {
		ph = json_array_get(phases, i);
		if (!json_is_object(ph) || json_integer_value(json_object_get(ph,
		    "seq")) != (json_int_t)i + 1) {
			rc = pbem_fail(err, PBEM_ERR_PARSE, 0, "phase %zu of "
			    "the archive is malformed", i + 1);
			break;
		}
		/* the referee's amendments lead from the state the phase
		 * before produced to the state this one opened with */
		if ((rc = replay_amendments(r, ph, resolved, last, err)) !=
		    PBEM_OK)
			break;
		if (strcmp(str(ph, "status"), "resolved") != 0)
			break;
		next = i + 1 < n ? json_array_get(phases, i + 1) : NULL;
		free(before);
		before = resolved;
		resolved = NULL;
		if ((rc = replay_phase(r, a, ph, next, carry ? before : NULL,
		    last, &resolved, err)) != PBEM_OK)
			break;
		if (verbose)
			printf("phase %zu (turn %d, %s): identical, record %s\n",
			    i + 1, (int)json_integer_value(json_object_get(ph,
			    "turn")), str(ph, "name"), last);
		(*checked)++;
	}
	free(before);
	free(resolved);
	if (rc != PBEM_OK && revision < rules_revision(r->id))
		rules_revision_explain(r->id, revision, err);
	return rc;
}

int
replay_game(struct home *h, const char *game, int verbose,
    struct pbem_err *err)
{
	char last[HASH_HEX_LEN];
	json_t *a;
	int rc, checked;

	if ((rc = archive_build(h, game, &a, err)) != PBEM_OK)
		return rc;
	rc = replay_archive(a, verbose, &checked, last, err);
	json_decref(a);
	if (rc != PBEM_OK)
		return rc;
	printf("replay %s: %d phase%s re-adjudicated, all hashes identical "
	    "(referee amendments checked against the history); "
	    "last record %s\n", game, checked, checked == 1 ? "" : "s", last);
	return PBEM_OK;
}
